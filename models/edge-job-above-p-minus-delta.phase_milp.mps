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
    y(J1_10)  goodput   70
    y(J1_10)  c_e_one_path(J1)_  1
    y(J1_10)  c_u_phase1_  7
    y(J1_10)  c_u_phase2_  7
    y(J1_10)  c_u_phase3_  7
    y(J1_11)  goodput   56
    y(J1_11)  c_e_one_path(J1)_  1
    y(J1_11)  c_u_phase1_  7
    y(J1_11)  c_u_phase2_  7
    y(J2_1)   goodput   36
    y(J2_1)   c_e_one_path(J2)_  1
    y(J2_1)   c_u_phase2_  3
    y(J2_1)   c_u_phase3_  3
    y(J2_2)   goodput   33
    y(J2_2)   c_e_one_path(J2)_  1
    y(J2_2)   c_u_phase2_  3
    y(J3_10)  goodput   22
    y(J3_10)  c_e_one_path(J3)_  1
    y(J3_10)  c_u_phase1_  2
    y(J3_10)  c_u_phase2_  2
    y(J3_10)  c_u_phase3_  2
    y(J3_11)  goodput   16
    y(J3_11)  c_e_one_path(J3)_  1
    y(J3_11)  c_u_phase1_  2
    y(J3_11)  c_u_phase2_  2
    yc(J1_13_0)  goodput   63
    yc(J1_13_0)  c_e_one_path(J1)_  1
    yc(J1_13_0)  c_u_link(J1_0)_  1
    yc(J1_13_0)  c_u_phase2_  7
    yc(J1_13_0)  c_u_phase3_  7
    yc(J1_14_0)  goodput   49
    yc(J1_14_0)  c_e_one_path(J1)_  1
    yc(J1_14_0)  c_u_link(J1_0)_  1
    yc(J1_14_0)  c_u_phase2_  7
    yc(J3_13_0)  goodput   20
    yc(J3_13_0)  c_e_one_path(J3)_  1
    yc(J3_13_0)  c_u_link(J3_0)_  1
    yc(J3_13_0)  c_u_phase2_  2
    yc(J3_13_0)  c_u_phase3_  2
    yc(J3_14_0)  goodput   14
    yc(J3_14_0)  c_e_one_path(J3)_  1
    yc(J3_14_0)  c_u_link(J3_0)_  1
    yc(J3_14_0)  c_u_phase2_  2
    y(J1_15)  c_e_one_path(J1)_  1
    yc(J2_3_0)  c_e_one_path(J2)_  1
    yc(J2_3_0)  c_u_link(J2_0)_  1
    y(J3_15)  c_e_one_path(J3)_  1
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
    RHS_V     c_u_phase1_  6
    RHS_V     c_u_phase2_  9
    RHS_V     c_u_phase3_  5
BOUNDS
 BV BOUND     y(J1_10)
 BV BOUND     y(J1_11)
 BV BOUND     y(J2_1) 
 BV BOUND     y(J2_2) 
 BV BOUND     y(J3_10)
 BV BOUND     y(J3_11)
 BV BOUND     yc(J1_13_0)
 BV BOUND     yc(J1_14_0)
 BV BOUND     yc(J3_13_0)
 BV BOUND     yc(J3_14_0)
 BV BOUND     y(J1_15)
 BV BOUND     yc(J2_3_0)
 BV BOUND     y(J3_15)
 BV BOUND     z(0)    
ENDATA
