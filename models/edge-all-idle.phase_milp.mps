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
    y(J1_10)  goodput   24
    y(J1_10)  c_e_one_path(J1)_  1
    y(J1_10)  c_u_phase1_  3
    y(J1_10)  c_u_phase2_  3
    y(J1_10)  c_u_phase3_  3
    y(J1_11)  goodput   18
    y(J1_11)  c_e_one_path(J1)_  1
    y(J1_11)  c_u_phase1_  3
    y(J1_11)  c_u_phase2_  3
    y(J2_10)  goodput   45
    y(J2_10)  c_e_one_path(J2)_  1
    y(J2_10)  c_u_phase1_  5
    y(J2_10)  c_u_phase2_  5
    y(J2_10)  c_u_phase3_  5
    y(J2_11)  goodput   30
    y(J2_11)  c_e_one_path(J2)_  1
    y(J2_11)  c_u_phase1_  5
    y(J2_11)  c_u_phase2_  5
    y(J3_10)  goodput   14
    y(J3_10)  c_e_one_path(J3)_  1
    y(J3_10)  c_u_phase1_  2
    y(J3_10)  c_u_phase2_  2
    y(J3_10)  c_u_phase3_  2
    y(J3_11)  goodput   12
    y(J3_11)  c_e_one_path(J3)_  1
    y(J3_11)  c_u_phase1_  2
    y(J3_11)  c_u_phase2_  2
    yc(J1_13_0)  goodput   24
    yc(J1_13_0)  c_e_one_path(J1)_  1
    yc(J1_13_0)  c_u_link(J1_0)_  1
    yc(J1_13_0)  c_u_phase2_  3
    yc(J1_13_0)  c_u_phase3_  3
    yc(J1_14_0)  goodput   18
    yc(J1_14_0)  c_e_one_path(J1)_  1
    yc(J1_14_0)  c_u_link(J1_0)_  1
    yc(J1_14_0)  c_u_phase2_  3
    yc(J2_13_0)  goodput   45
    yc(J2_13_0)  c_e_one_path(J2)_  1
    yc(J2_13_0)  c_u_link(J2_0)_  1
    yc(J2_13_0)  c_u_phase2_  5
    yc(J2_13_0)  c_u_phase3_  5
    yc(J2_14_0)  goodput   30
    yc(J2_14_0)  c_e_one_path(J2)_  1
    yc(J2_14_0)  c_u_link(J2_0)_  1
    yc(J2_14_0)  c_u_phase2_  5
    yc(J3_13_0)  goodput   14
    yc(J3_13_0)  c_e_one_path(J3)_  1
    yc(J3_13_0)  c_u_link(J3_0)_  1
    yc(J3_13_0)  c_u_phase2_  2
    yc(J3_13_0)  c_u_phase3_  2
    yc(J3_14_0)  goodput   12
    yc(J3_14_0)  c_e_one_path(J3)_  1
    yc(J3_14_0)  c_u_link(J3_0)_  1
    yc(J3_14_0)  c_u_phase2_  2
    y(J1_15)  c_e_one_path(J1)_  1
    y(J2_15)  c_e_one_path(J2)_  1
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
    RHS_V     c_u_phase1_  8
    RHS_V     c_u_phase2_  8
    RHS_V     c_u_phase3_  5
BOUNDS
 BV BOUND     y(J1_10)
 BV BOUND     y(J1_11)
 BV BOUND     y(J2_10)
 BV BOUND     y(J2_11)
 BV BOUND     y(J3_10)
 BV BOUND     y(J3_11)
 BV BOUND     yc(J1_13_0)
 BV BOUND     yc(J1_14_0)
 BV BOUND     yc(J2_13_0)
 BV BOUND     yc(J2_14_0)
 BV BOUND     yc(J3_13_0)
 BV BOUND     yc(J3_14_0)
 BV BOUND     y(J1_15)
 BV BOUND     y(J2_15)
 BV BOUND     y(J3_15)
 BV BOUND     z(0)    
ENDATA
