NAME        model
OBJSENSE
  MAX
ROWS
 N  goodput 
 E  c_e_one_path(J1)_
 E  c_e_one_path(J2)_
 E  c_e_one_path(J3)_
 E  c_e_one_path(J4)_
 E  c_e_one_path(J5)_
 E  c_e_one_cnf_
 L  c_u_link(J1_2)_
 L  c_u_link(J2_0)_
 L  c_u_link(J2_1)_
 L  c_u_link(J2_2)_
 L  c_u_link(J3_1)_
 L  c_u_link(J3_2)_
 L  c_u_link(J4_0)_
 L  c_u_link(J4_1)_
 L  c_u_link(J4_2)_
 L  c_u_link(J5_0)_
 L  c_u_link(J5_1)_
 L  c_u_link(J5_2)_
 L  c_u_phase1_
 L  c_u_phase2_
 L  c_u_phase3_
COLUMNS
    MARK0000  'MARKER'                 'INTORG'
    y(J1_1)   goodput   40
    y(J1_1)   c_e_one_path(J1)_  1
    y(J1_1)   c_u_phase2_  2
    y(J1_1)   c_u_phase3_  2
    y(J1_2)   goodput   32
    y(J1_2)   c_e_one_path(J1)_  1
    y(J1_2)   c_u_phase2_  2
    y(J2_1)   goodput   60
    y(J2_1)   c_e_one_path(J2)_  1
    y(J2_1)   c_u_phase2_  3
    y(J2_1)   c_u_phase3_  3
    y(J2_2)   goodput   54
    y(J2_2)   c_e_one_path(J2)_  1
    y(J2_2)   c_u_phase2_  3
    y(J3_1)   goodput   60
    y(J3_1)   c_e_one_path(J3)_  1
    y(J3_1)   c_u_phase2_  3
    y(J3_1)   c_u_phase3_  3
    y(J3_2)   goodput   51
    y(J3_2)   c_e_one_path(J3)_  1
    y(J3_2)   c_u_phase2_  3
    y(J4_10)  goodput   80
    y(J4_10)  c_e_one_path(J4)_  1
    y(J4_10)  c_u_phase1_  4
    y(J4_10)  c_u_phase2_  4
    y(J4_10)  c_u_phase3_  4
    y(J4_11)  goodput   76
    y(J4_11)  c_e_one_path(J4)_  1
    y(J4_11)  c_u_phase1_  4
    y(J4_11)  c_u_phase2_  4
    y(J5_10)  goodput   140
    y(J5_10)  c_e_one_path(J5)_  1
    y(J5_10)  c_u_phase1_  7
    y(J5_10)  c_u_phase2_  7
    y(J5_10)  c_u_phase3_  7
    y(J5_11)  goodput   133
    y(J5_11)  c_e_one_path(J5)_  1
    y(J5_11)  c_u_phase1_  7
    y(J5_11)  c_u_phase2_  7
    yc(J2_3_1)  goodput   3
    yc(J2_3_1)  c_e_one_path(J2)_  1
    yc(J2_3_1)  c_u_link(J2_1)_  1
    yc(J2_3_2)  goodput   6
    yc(J2_3_2)  c_e_one_path(J2)_  1
    yc(J2_3_2)  c_u_link(J2_2)_  1
    yc(J3_3_2)  goodput   3
    yc(J3_3_2)  c_e_one_path(J3)_  1
    yc(J3_3_2)  c_u_link(J3_2)_  1
    yc(J4_12_0)  goodput   4
    yc(J4_12_0)  c_e_one_path(J4)_  1
    yc(J4_12_0)  c_u_link(J4_0)_  1
    yc(J4_12_0)  c_u_phase1_  4
    yc(J4_12_1)  goodput   8
    yc(J4_12_1)  c_e_one_path(J4)_  1
    yc(J4_12_1)  c_u_link(J4_1)_  1
    yc(J4_12_1)  c_u_phase1_  4
    yc(J4_12_2)  goodput   12
    yc(J4_12_2)  c_e_one_path(J4)_  1
    yc(J4_12_2)  c_u_link(J4_2)_  1
    yc(J4_12_2)  c_u_phase1_  4
    yc(J4_13_0)  goodput   72
    yc(J4_13_0)  c_e_one_path(J4)_  1
    yc(J4_13_0)  c_u_link(J4_0)_  1
    yc(J4_13_0)  c_u_phase2_  4
    yc(J4_13_0)  c_u_phase3_  4
    yc(J4_13_1)  goodput   68
    yc(J4_13_1)  c_e_one_path(J4)_  1
    yc(J4_13_1)  c_u_link(J4_1)_  1
    yc(J4_13_1)  c_u_phase2_  4
    yc(J4_13_1)  c_u_phase3_  4
    yc(J4_13_2)  goodput   64
    yc(J4_13_2)  c_e_one_path(J4)_  1
    yc(J4_13_2)  c_u_link(J4_2)_  1
    yc(J4_13_2)  c_u_phase2_  4
    yc(J4_13_2)  c_u_phase3_  4
    yc(J4_14_0)  goodput   68
    yc(J4_14_0)  c_e_one_path(J4)_  1
    yc(J4_14_0)  c_u_link(J4_0)_  1
    yc(J4_14_0)  c_u_phase2_  4
    yc(J4_14_1)  goodput   64
    yc(J4_14_1)  c_e_one_path(J4)_  1
    yc(J4_14_1)  c_u_link(J4_1)_  1
    yc(J4_14_1)  c_u_phase2_  4
    yc(J4_14_2)  goodput   60
    yc(J4_14_2)  c_e_one_path(J4)_  1
    yc(J4_14_2)  c_u_link(J4_2)_  1
    yc(J4_14_2)  c_u_phase2_  4
    yc(J5_12_0)  goodput   7
    yc(J5_12_0)  c_e_one_path(J5)_  1
    yc(J5_12_0)  c_u_link(J5_0)_  1
    yc(J5_12_0)  c_u_phase1_  7
    yc(J5_12_1)  goodput   14
    yc(J5_12_1)  c_e_one_path(J5)_  1
    yc(J5_12_1)  c_u_link(J5_1)_  1
    yc(J5_12_1)  c_u_phase1_  7
    yc(J5_12_2)  goodput   21
    yc(J5_12_2)  c_e_one_path(J5)_  1
    yc(J5_12_2)  c_u_link(J5_2)_  1
    yc(J5_12_2)  c_u_phase1_  7
    yc(J5_13_0)  goodput   126
    yc(J5_13_0)  c_e_one_path(J5)_  1
    yc(J5_13_0)  c_u_link(J5_0)_  1
    yc(J5_13_0)  c_u_phase2_  7
    yc(J5_13_0)  c_u_phase3_  7
    yc(J5_13_1)  goodput   119
    yc(J5_13_1)  c_e_one_path(J5)_  1
    yc(J5_13_1)  c_u_link(J5_1)_  1
    yc(J5_13_1)  c_u_phase2_  7
    yc(J5_13_1)  c_u_phase3_  7
    yc(J5_13_2)  goodput   112
    yc(J5_13_2)  c_e_one_path(J5)_  1
    yc(J5_13_2)  c_u_link(J5_2)_  1
    yc(J5_13_2)  c_u_phase2_  7
    yc(J5_13_2)  c_u_phase3_  7
    yc(J5_14_0)  goodput   119
    yc(J5_14_0)  c_e_one_path(J5)_  1
    yc(J5_14_0)  c_u_link(J5_0)_  1
    yc(J5_14_0)  c_u_phase2_  7
    yc(J5_14_1)  goodput   112
    yc(J5_14_1)  c_e_one_path(J5)_  1
    yc(J5_14_1)  c_u_link(J5_1)_  1
    yc(J5_14_1)  c_u_phase2_  7
    yc(J5_14_2)  goodput   105
    yc(J5_14_2)  c_e_one_path(J5)_  1
    yc(J5_14_2)  c_u_link(J5_2)_  1
    yc(J5_14_2)  c_u_phase2_  7
    yc(J1_3_2)  c_e_one_path(J1)_  1
    yc(J1_3_2)  c_u_link(J1_2)_  1
    yc(J2_3_0)  c_e_one_path(J2)_  1
    yc(J2_3_0)  c_u_link(J2_0)_  1
    yc(J3_3_1)  c_e_one_path(J3)_  1
    yc(J3_3_1)  c_u_link(J3_1)_  1
    y(J4_15)  c_e_one_path(J4)_  1
    y(J5_15)  c_e_one_path(J5)_  1
    z(0)      c_e_one_cnf_  1
    z(0)      c_u_link(J2_0)_  -1
    z(0)      c_u_link(J4_0)_  -1
    z(0)      c_u_link(J5_0)_  -1
    z(1)      c_e_one_cnf_  1
    z(1)      c_u_link(J2_1)_  -1
    z(1)      c_u_link(J3_1)_  -1
    z(1)      c_u_link(J4_1)_  -1
    z(1)      c_u_link(J5_1)_  -1
    z(2)      c_e_one_cnf_  1
    z(2)      c_u_link(J1_2)_  -1
    z(2)      c_u_link(J2_2)_  -1
    z(2)      c_u_link(J3_2)_  -1
    z(2)      c_u_link(J4_2)_  -1
    z(2)      c_u_link(J5_2)_  -1
    MARK0001  'MARKER'                 'INTEND'
RHS
    RHS_V     c_e_one_path(J1)_  1
    RHS_V     c_e_one_path(J2)_  1
    RHS_V     c_e_one_path(J3)_  1
    RHS_V     c_e_one_path(J4)_  1
    RHS_V     c_e_one_path(J5)_  1
    RHS_V     c_e_one_cnf_  1
    RHS_V     c_u_phase1_  3
    RHS_V     c_u_phase2_  11
    RHS_V     c_u_phase3_  11
BOUNDS
 BV BOUND     y(J1_1) 
 BV BOUND     y(J1_2) 
 BV BOUND     y(J2_1) 
 BV BOUND     y(J2_2) 
 BV BOUND     y(J3_1) 
 BV BOUND     y(J3_2) 
 BV BOUND     y(J4_10)
 BV BOUND     y(J4_11)
 BV BOUND     y(J5_10)
 BV BOUND     y(J5_11)
 BV BOUND     yc(J2_3_1)
 BV BOUND     yc(J2_3_2)
 BV BOUND     yc(J3_3_2)
 BV BOUND     yc(J4_12_0)
 BV BOUND     yc(J4_12_1)
 BV BOUND     yc(J4_12_2)
 BV BOUND     yc(J4_13_0)
 BV BOUND     yc(J4_13_1)
 BV BOUND     yc(J4_13_2)
 BV BOUND     yc(J4_14_0)
 BV BOUND     yc(J4_14_1)
 BV BOUND     yc(J4_14_2)
 BV BOUND     yc(J5_12_0)
 BV BOUND     yc(J5_12_1)
 BV BOUND     yc(J5_12_2)
 BV BOUND     yc(J5_13_0)
 BV BOUND     yc(J5_13_1)
 BV BOUND     yc(J5_13_2)
 BV BOUND     yc(J5_14_0)
 BV BOUND     yc(J5_14_1)
 BV BOUND     yc(J5_14_2)
 BV BOUND     yc(J1_3_2)
 BV BOUND     yc(J2_3_0)
 BV BOUND     yc(J3_3_1)
 BV BOUND     y(J4_15)
 BV BOUND     y(J5_15)
 BV BOUND     z(0)    
 BV BOUND     z(1)    
 BV BOUND     z(2)    
ENDATA
