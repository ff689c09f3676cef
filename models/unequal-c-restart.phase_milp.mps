NAME        model
OBJSENSE
  MAX
ROWS
 N  goodput 
 E  c_e_one_path(J1)_
 E  c_e_one_path(J2)_
 E  c_e_one_path(J3)_
 E  c_e_one_path(J4)_
 E  c_e_one_cnf_
 L  c_u_link(J1_0)_
 L  c_u_link(J1_1)_
 L  c_u_link(J2_1)_
 L  c_u_link(J3_0)_
 L  c_u_link(J3_1)_
 L  c_u_link(J4_0)_
 L  c_u_link(J4_1)_
 L  c_u_phase1_
 L  c_u_phase2_
 L  c_u_phase3_
COLUMNS
    MARK0000  'MARKER'                 'INTORG'
    y(J1_1)   goodput   14
    y(J1_1)   c_e_one_path(J1)_  1
    y(J1_1)   c_u_phase2_  2
    y(J1_1)   c_u_phase3_  2
    y(J1_2)   goodput   12
    y(J1_2)   c_e_one_path(J1)_  1
    y(J1_2)   c_u_phase2_  2
    y(J2_1)   goodput   7
    y(J2_1)   c_e_one_path(J2)_  1
    y(J2_1)   c_u_phase2_  1
    y(J2_1)   c_u_phase3_  1
    y(J2_2)   goodput   4
    y(J2_2)   c_e_one_path(J2)_  1
    y(J2_2)   c_u_phase2_  1
    y(J3_10)  goodput   36
    y(J3_10)  c_e_one_path(J3)_  1
    y(J3_10)  c_u_phase1_  6
    y(J3_10)  c_u_phase2_  6
    y(J3_10)  c_u_phase3_  6
    y(J3_11)  goodput   24
    y(J3_11)  c_e_one_path(J3)_  1
    y(J3_11)  c_u_phase1_  6
    y(J3_11)  c_u_phase2_  6
    y(J4_10)  goodput   20
    y(J4_10)  c_e_one_path(J4)_  1
    y(J4_10)  c_u_phase1_  4
    y(J4_10)  c_u_phase2_  4
    y(J4_10)  c_u_phase3_  4
    y(J4_11)  goodput   16
    y(J4_11)  c_e_one_path(J4)_  1
    y(J4_11)  c_u_phase1_  4
    y(J4_11)  c_u_phase2_  4
    yc(J1_3_1)  goodput   4
    yc(J1_3_1)  c_e_one_path(J1)_  1
    yc(J1_3_1)  c_u_link(J1_1)_  1
    yc(J3_13_0)  goodput   30
    yc(J3_13_0)  c_e_one_path(J3)_  1
    yc(J3_13_0)  c_u_link(J3_0)_  1
    yc(J3_13_0)  c_u_phase2_  6
    yc(J3_13_0)  c_u_phase3_  6
    yc(J3_13_1)  goodput   18
    yc(J3_13_1)  c_e_one_path(J3)_  1
    yc(J3_13_1)  c_u_link(J3_1)_  1
    yc(J3_13_1)  c_u_phase2_  6
    yc(J3_13_1)  c_u_phase3_  6
    yc(J3_14_0)  goodput   18
    yc(J3_14_0)  c_e_one_path(J3)_  1
    yc(J3_14_0)  c_u_link(J3_0)_  1
    yc(J3_14_0)  c_u_phase2_  6
    yc(J3_14_1)  goodput   6
    yc(J3_14_1)  c_e_one_path(J3)_  1
    yc(J3_14_1)  c_u_link(J3_1)_  1
    yc(J3_14_1)  c_u_phase2_  6
    yc(J4_13_0)  goodput   16
    yc(J4_13_0)  c_e_one_path(J4)_  1
    yc(J4_13_0)  c_u_link(J4_0)_  1
    yc(J4_13_0)  c_u_phase2_  4
    yc(J4_13_0)  c_u_phase3_  4
    yc(J4_13_1)  goodput   8
    yc(J4_13_1)  c_e_one_path(J4)_  1
    yc(J4_13_1)  c_u_link(J4_1)_  1
    yc(J4_13_1)  c_u_phase2_  4
    yc(J4_13_1)  c_u_phase3_  4
    yc(J4_14_0)  goodput   12
    yc(J4_14_0)  c_e_one_path(J4)_  1
    yc(J4_14_0)  c_u_link(J4_0)_  1
    yc(J4_14_0)  c_u_phase2_  4
    yc(J4_14_1)  goodput   4
    yc(J4_14_1)  c_e_one_path(J4)_  1
    yc(J4_14_1)  c_u_link(J4_1)_  1
    yc(J4_14_1)  c_u_phase2_  4
    yc(J1_3_0)  c_e_one_path(J1)_  1
    yc(J1_3_0)  c_u_link(J1_0)_  1
    yc(J2_3_1)  c_e_one_path(J2)_  1
    yc(J2_3_1)  c_u_link(J2_1)_  1
    y(J3_15)  c_e_one_path(J3)_  1
    yc(J3_12_1)  c_e_one_path(J3)_  1
    yc(J3_12_1)  c_u_link(J3_1)_  1
    yc(J3_12_1)  c_u_phase1_  6
    y(J4_15)  c_e_one_path(J4)_  1
    yc(J4_12_1)  c_e_one_path(J4)_  1
    yc(J4_12_1)  c_u_link(J4_1)_  1
    yc(J4_12_1)  c_u_phase1_  4
    z(0)      c_e_one_cnf_  1
    z(0)      c_u_link(J1_0)_  -1
    z(0)      c_u_link(J3_0)_  -1
    z(0)      c_u_link(J4_0)_  -1
    z(1)      c_e_one_cnf_  1
    z(1)      c_u_link(J1_1)_  -1
    z(1)      c_u_link(J2_1)_  -1
    z(1)      c_u_link(J3_1)_  -1
    z(1)      c_u_link(J4_1)_  -1
    MARK0001  'MARKER'                 'INTEND'
RHS
    RHS_V     c_e_one_path(J1)_  1
    RHS_V     c_e_one_path(J2)_  1
    RHS_V     c_e_one_path(J3)_  1
    RHS_V     c_e_one_path(J4)_  1
    RHS_V     c_e_one_cnf_  1
    RHS_V     c_u_phase1_  3
    RHS_V     c_u_phase2_  6
    RHS_V     c_u_phase3_  2
BOUNDS
 BV BOUND     y(J1_1) 
 BV BOUND     y(J1_2) 
 BV BOUND     y(J2_1) 
 BV BOUND     y(J2_2) 
 BV BOUND     y(J3_10)
 BV BOUND     y(J3_11)
 BV BOUND     y(J4_10)
 BV BOUND     y(J4_11)
 BV BOUND     yc(J1_3_1)
 BV BOUND     yc(J3_13_0)
 BV BOUND     yc(J3_13_1)
 BV BOUND     yc(J3_14_0)
 BV BOUND     yc(J3_14_1)
 BV BOUND     yc(J4_13_0)
 BV BOUND     yc(J4_13_1)
 BV BOUND     yc(J4_14_0)
 BV BOUND     yc(J4_14_1)
 BV BOUND     yc(J1_3_0)
 BV BOUND     yc(J2_3_1)
 BV BOUND     y(J3_15)
 BV BOUND     yc(J3_12_1)
 BV BOUND     y(J4_15)
 BV BOUND     yc(J4_12_1)
 BV BOUND     z(0)    
 BV BOUND     z(1)    
ENDATA
