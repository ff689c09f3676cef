NAME        model
OBJSENSE
  MAX
ROWS
 N  goodput 
 E  c_e_one_path(J1)_
 E  c_e_one_path(J2)_
 E  c_e_one_path(J3)_
 E  c_e_one_cnf_
 L  c_u_link(J1_0)_
 L  c_u_link(J2_0)_
 L  c_u_link(J3_0)_
 L  c_u_phase1_
 L  c_u_phase2_
 L  c_u_phase3_
COLUMNS
    MARK0000  'MARKER'                 'INTORG'
    y(J1_1)   goodput   20
    y(J1_1)   c_e_one_path(J1)_  1
    y(J1_1)   c_u_phase2_  2
    y(J1_1)   c_u_phase3_  2
    y(J1_2)   goodput   16
    y(J1_2)   c_e_one_path(J1)_  1
    y(J1_2)   c_u_phase2_  2
    y(J2_10)  goodput   24
    y(J2_10)  c_e_one_path(J2)_  1
    y(J2_10)  c_u_phase1_  3
    y(J2_10)  c_u_phase2_  3
    y(J2_10)  c_u_phase3_  3
    y(J2_11)  goodput   21
    y(J2_11)  c_e_one_path(J2)_  1
    y(J2_11)  c_u_phase1_  3
    y(J2_11)  c_u_phase2_  3
    y(J3_4)   goodput   40
    y(J3_4)   c_e_one_path(J3)_  1
    y(J3_4)   c_u_phase1_  4
    y(J3_4)   c_u_phase2_  4
    y(J3_4)   c_u_phase3_  4
    y(J3_5)   goodput   28
    y(J3_5)   c_e_one_path(J3)_  1
    y(J3_5)   c_u_phase1_  4
    y(J3_5)   c_u_phase2_  4
    yc(J2_13_0)  goodput   18
    yc(J2_13_0)  c_e_one_path(J2)_  1
    yc(J2_13_0)  c_u_link(J2_0)_  1
    yc(J2_13_0)  c_u_phase2_  3
    yc(J2_13_0)  c_u_phase3_  3
    yc(J2_14_0)  goodput   15
    yc(J2_14_0)  c_e_one_path(J2)_  1
    yc(J2_14_0)  c_u_link(J2_0)_  1
    yc(J2_14_0)  c_u_phase2_  3
    yc(J3_7_0)  goodput   28
    yc(J3_7_0)  c_e_one_path(J3)_  1
    yc(J3_7_0)  c_u_link(J3_0)_  1
    yc(J3_7_0)  c_u_phase2_  4
    yc(J3_7_0)  c_u_phase3_  4
    yc(J3_8_0)  goodput   16
    yc(J3_8_0)  c_e_one_path(J3)_  1
    yc(J3_8_0)  c_u_link(J3_0)_  1
    yc(J3_8_0)  c_u_phase2_  4
    yc(J1_3_0)  c_e_one_path(J1)_  1
    yc(J1_3_0)  c_u_link(J1_0)_  1
    y(J2_15)  c_e_one_path(J2)_  1
    y(J3_9)   c_e_one_path(J3)_  1
    z(0)      c_e_one_cnf_  1
    z(0)      c_u_link(J1_0)_  -1
    z(0)      c_u_link(J2_0)_  -1
    z(0)      c_u_link(J3_0)_  -1
    MARK0001  'MARKER'                 'INTEND'
RHS
    RHS_V     c_e_one_path(J1)_  1
    RHS_V     c_e_one_path(J2)_  1
    RHS_V     c_e_one_path(J3)_  1
    RHS_V     c_e_one_cnf_  1
    RHS_V     c_u_phase1_  4
    RHS_V     c_u_phase2_  6
    RHS_V     c_u_phase3_  6
BOUNDS
 BV BOUND     y(J1_1) 
 BV BOUND     y(J1_2) 
 BV BOUND     y(J2_10)
 BV BOUND     y(J2_11)
 BV BOUND     y(J3_4) 
 BV BOUND     y(J3_5) 
 BV BOUND     yc(J2_13_0)
 BV BOUND     yc(J2_14_0)
 BV BOUND     yc(J3_7_0)
 BV BOUND     yc(J3_8_0)
 BV BOUND     yc(J1_3_0)
 BV BOUND     y(J2_15)
 BV BOUND     y(J3_9) 
 BV BOUND     z(0)    
ENDATA
