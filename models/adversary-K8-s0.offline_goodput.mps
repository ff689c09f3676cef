NAME        model
OBJSENSE
  MAX
ROWS
 N  goodput 
 L  c_u_once(J1)_
 L  c_u_cores(0_1)_
 L  c_u_cores(0_2)_
 L  c_u_cores(0_3)_
 L  c_u_cores(0_4)_
 L  c_u_cores(0_5)_
 L  c_u_cores(0_6)_
COLUMNS
    MARK0000  'MARKER'                 'INTORG'
    x(J1_0_1)  goodput   0.8571428571428571
    x(J1_0_1)  c_u_once(J1)_  1
    x(J1_0_1)  c_u_cores(0_1)_  1
    x(J1_0_1)  c_u_cores(0_2)_  1
    x(J1_0_1)  c_u_cores(0_3)_  1
    x(J1_0_1)  c_u_cores(0_4)_  1
    x(J1_0_1)  c_u_cores(0_5)_  1
    x(J1_0_1)  c_u_cores(0_6)_  1
    MARK0001  'MARKER'                 'INTEND'
RHS
    RHS_V     c_u_once(J1)_  1
    RHS_V     c_u_cores(0_1)_  1
    RHS_V     c_u_cores(0_2)_  1
    RHS_V     c_u_cores(0_3)_  1
    RHS_V     c_u_cores(0_4)_  1
    RHS_V     c_u_cores(0_5)_  1
    RHS_V     c_u_cores(0_6)_  1
BOUNDS
 BV BOUND     x(J1_0_1)
ENDATA
