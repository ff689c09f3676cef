NAME        model
ROWS
 N  objective
 E  c_e_choose(0)_
 E  c_e_choose(1)_
 E  c_e_choose(2)_
 E  c_e_choose(3)_
 E  c_e_choose(4)_
 E  c_e_choose(5)_
 L  c_u_own(0)_
 L  c_u_own(1)_
 L  c_u_own(2)_
 L  c_u_own(3)_
 L  c_u_own(4)_
 L  c_u_own(5)_
 L  c_u_precedence(0)_
 L  c_u_precedence(1)_
 L  c_u_precedence(2)_
 L  c_u_span(0)_
 L  c_u_span(1)_
 L  c_u_span(2)_
 L  c_u_span(3)_
 L  c_u_span(4)_
 L  c_u_span(5)_
 L  c_u_area_
 L  c_u_order(0)_
 L  c_u_order(1)_
 L  c_u_order(2)_
COLUMNS
    L         objective  1
    L         c_u_span(0)_  -1
    L         c_u_span(1)_  -1
    L         c_u_span(2)_  -1
    L         c_u_span(3)_  -1
    L         c_u_span(4)_  -1
    L         c_u_span(5)_  -1
    L         c_u_area_  -8
    MARK0000  'MARKER'                 'INTORG'
    x(0_8)    c_e_choose(0)_  1
    x(0_8)    c_u_own(0)_  15
    x(0_8)    c_u_area_  120
    x(0_7)    c_e_choose(0)_  1
    x(0_7)    c_u_own(0)_  15.142857142857142
    x(0_7)    c_u_area_  106
    x(0_6)    c_e_choose(0)_  1
    x(0_6)    c_u_own(0)_  15.666666666666666
    x(0_6)    c_u_area_  94
    x(0_5)    c_e_choose(0)_  1
    x(0_5)    c_u_own(0)_  16.800000000000001
    x(0_5)    c_u_area_  84
    x(0_4)    c_e_choose(0)_  1
    x(0_4)    c_u_own(0)_  19
    x(0_4)    c_u_area_  76
    x(0_3)    c_e_choose(0)_  1
    x(0_3)    c_u_own(0)_  23.333333333333332
    x(0_3)    c_u_area_  70
    x(0_2)    c_e_choose(0)_  1
    x(0_2)    c_u_own(0)_  33
    x(0_2)    c_u_area_  66
    x(0_1)    c_e_choose(0)_  1
    x(0_1)    c_u_own(0)_  64
    x(0_1)    c_u_area_  64
    x(1_4)    c_e_choose(1)_  1
    x(1_4)    c_u_own(1)_  7
    x(1_4)    c_u_area_  28
    x(1_4)    c_u_order(0)_  -4
    x(1_3)    c_e_choose(1)_  1
    x(1_3)    c_u_own(1)_  7.333333333333333
    x(1_3)    c_u_area_  22
    x(1_3)    c_u_order(0)_  -3
    x(1_2)    c_e_choose(1)_  1
    x(1_2)    c_u_own(1)_  9
    x(1_2)    c_u_area_  18
    x(1_2)    c_u_order(0)_  -2
    x(1_1)    c_e_choose(1)_  1
    x(1_1)    c_u_own(1)_  16
    x(1_1)    c_u_area_  16
    x(1_1)    c_u_order(0)_  -1
    x(2_4)    c_e_choose(2)_  1
    x(2_4)    c_u_own(2)_  7
    x(2_4)    c_u_precedence(0)_  7
    x(2_4)    c_u_area_  28
    x(2_4)    c_u_order(0)_  4
    x(2_3)    c_e_choose(2)_  1
    x(2_3)    c_u_own(2)_  7.333333333333333
    x(2_3)    c_u_precedence(0)_  7.333333333333333
    x(2_3)    c_u_area_  22
    x(2_3)    c_u_order(0)_  3
    x(2_2)    c_e_choose(2)_  1
    x(2_2)    c_u_own(2)_  9
    x(2_2)    c_u_precedence(0)_  9
    x(2_2)    c_u_area_  18
    x(2_2)    c_u_order(0)_  2
    x(2_1)    c_e_choose(2)_  1
    x(2_1)    c_u_own(2)_  16
    x(2_1)    c_u_precedence(0)_  16
    x(2_1)    c_u_area_  16
    x(2_1)    c_u_order(0)_  1
    x(3_8)    c_e_choose(3)_  1
    x(3_8)    c_u_own(3)_  16
    x(3_8)    c_u_area_  128
    x(3_8)    c_u_order(1)_  -8
    x(3_7)    c_e_choose(3)_  1
    x(3_7)    c_u_own(3)_  17.285714285714285
    x(3_7)    c_u_area_  121
    x(3_7)    c_u_order(1)_  -7
    x(3_6)    c_e_choose(3)_  1
    x(3_6)    c_u_own(3)_  19.166666666666668
    x(3_6)    c_u_area_  115
    x(3_6)    c_u_order(1)_  -6
    x(3_5)    c_e_choose(3)_  1
    x(3_5)    c_u_own(3)_  22
    x(3_5)    c_u_area_  110
    x(3_5)    c_u_order(1)_  -5
    x(3_4)    c_e_choose(3)_  1
    x(3_4)    c_u_own(3)_  26.5
    x(3_4)    c_u_area_  106
    x(3_4)    c_u_order(1)_  -4
    x(3_3)    c_e_choose(3)_  1
    x(3_3)    c_u_own(3)_  34.333333333333336
    x(3_3)    c_u_area_  103
    x(3_3)    c_u_order(1)_  -3
    x(3_2)    c_e_choose(3)_  1
    x(3_2)    c_u_own(3)_  50.5
    x(3_2)    c_u_area_  101
    x(3_2)    c_u_order(1)_  -2
    x(3_1)    c_e_choose(3)_  1
    x(3_1)    c_u_own(3)_  100
    x(3_1)    c_u_area_  100
    x(3_1)    c_u_order(1)_  -1
    x(4_8)    c_e_choose(4)_  1
    x(4_8)    c_u_own(4)_  16
    x(4_8)    c_u_precedence(1)_  16
    x(4_8)    c_u_area_  128
    x(4_8)    c_u_order(1)_  8
    x(4_8)    c_u_order(2)_  -8
    x(4_7)    c_e_choose(4)_  1
    x(4_7)    c_u_own(4)_  17.285714285714285
    x(4_7)    c_u_precedence(1)_  17.285714285714285
    x(4_7)    c_u_area_  121
    x(4_7)    c_u_order(1)_  7
    x(4_7)    c_u_order(2)_  -7
    x(4_6)    c_e_choose(4)_  1
    x(4_6)    c_u_own(4)_  19.166666666666668
    x(4_6)    c_u_precedence(1)_  19.166666666666668
    x(4_6)    c_u_area_  115
    x(4_6)    c_u_order(1)_  6
    x(4_6)    c_u_order(2)_  -6
    x(4_5)    c_e_choose(4)_  1
    x(4_5)    c_u_own(4)_  22
    x(4_5)    c_u_precedence(1)_  22
    x(4_5)    c_u_area_  110
    x(4_5)    c_u_order(1)_  5
    x(4_5)    c_u_order(2)_  -5
    x(4_4)    c_e_choose(4)_  1
    x(4_4)    c_u_own(4)_  26.5
    x(4_4)    c_u_precedence(1)_  26.5
    x(4_4)    c_u_area_  106
    x(4_4)    c_u_order(1)_  4
    x(4_4)    c_u_order(2)_  -4
    x(4_3)    c_e_choose(4)_  1
    x(4_3)    c_u_own(4)_  34.333333333333336
    x(4_3)    c_u_precedence(1)_  34.333333333333336
    x(4_3)    c_u_area_  103
    x(4_3)    c_u_order(1)_  3
    x(4_3)    c_u_order(2)_  -3
    x(4_2)    c_e_choose(4)_  1
    x(4_2)    c_u_own(4)_  50.5
    x(4_2)    c_u_precedence(1)_  50.5
    x(4_2)    c_u_area_  101
    x(4_2)    c_u_order(1)_  2
    x(4_2)    c_u_order(2)_  -2
    x(4_1)    c_e_choose(4)_  1
    x(4_1)    c_u_own(4)_  100
    x(4_1)    c_u_precedence(1)_  100
    x(4_1)    c_u_area_  100
    x(4_1)    c_u_order(1)_  1
    x(4_1)    c_u_order(2)_  -1
    x(5_8)    c_e_choose(5)_  1
    x(5_8)    c_u_own(5)_  16
    x(5_8)    c_u_precedence(2)_  16
    x(5_8)    c_u_area_  128
    x(5_8)    c_u_order(2)_  8
    x(5_7)    c_e_choose(5)_  1
    x(5_7)    c_u_own(5)_  17.285714285714285
    x(5_7)    c_u_precedence(2)_  17.285714285714285
    x(5_7)    c_u_area_  121
    x(5_7)    c_u_order(2)_  7
    x(5_6)    c_e_choose(5)_  1
    x(5_6)    c_u_own(5)_  19.166666666666668
    x(5_6)    c_u_precedence(2)_  19.166666666666668
    x(5_6)    c_u_area_  115
    x(5_6)    c_u_order(2)_  6
    x(5_5)    c_e_choose(5)_  1
    x(5_5)    c_u_own(5)_  22
    x(5_5)    c_u_precedence(2)_  22
    x(5_5)    c_u_area_  110
    x(5_5)    c_u_order(2)_  5
    x(5_4)    c_e_choose(5)_  1
    x(5_4)    c_u_own(5)_  26.5
    x(5_4)    c_u_precedence(2)_  26.5
    x(5_4)    c_u_area_  106
    x(5_4)    c_u_order(2)_  4
    x(5_3)    c_e_choose(5)_  1
    x(5_3)    c_u_own(5)_  34.333333333333336
    x(5_3)    c_u_precedence(2)_  34.333333333333336
    x(5_3)    c_u_area_  103
    x(5_3)    c_u_order(2)_  3
    x(5_2)    c_e_choose(5)_  1
    x(5_2)    c_u_own(5)_  50.5
    x(5_2)    c_u_precedence(2)_  50.5
    x(5_2)    c_u_area_  101
    x(5_2)    c_u_order(2)_  2
    x(5_1)    c_e_choose(5)_  1
    x(5_1)    c_u_own(5)_  100
    x(5_1)    c_u_precedence(2)_  100
    x(5_1)    c_u_area_  100
    x(5_1)    c_u_order(2)_  1
    MARK0001  'MARKER'                 'INTEND'
    C(0)      c_u_own(0)_  -1
    C(0)      c_u_span(0)_  1
    C(1)      c_u_own(1)_  -1
    C(1)      c_u_precedence(0)_  1
    C(1)      c_u_span(1)_  1
    C(2)      c_u_own(2)_  -1
    C(2)      c_u_precedence(0)_  -1
    C(2)      c_u_span(2)_  1
    C(3)      c_u_own(3)_  -1
    C(3)      c_u_precedence(1)_  1
    C(3)      c_u_span(3)_  1
    C(4)      c_u_own(4)_  -1
    C(4)      c_u_precedence(1)_  -1
    C(4)      c_u_precedence(2)_  1
    C(4)      c_u_span(4)_  1
    C(5)      c_u_own(5)_  -1
    C(5)      c_u_precedence(2)_  -1
    C(5)      c_u_span(5)_  1
RHS
    RHS_V     c_e_choose(0)_  1
    RHS_V     c_e_choose(1)_  1
    RHS_V     c_e_choose(2)_  1
    RHS_V     c_e_choose(3)_  1
    RHS_V     c_e_choose(4)_  1
    RHS_V     c_e_choose(5)_  1
BOUNDS
 BV BOUND     x(0_8)  
 BV BOUND     x(0_7)  
 BV BOUND     x(0_6)  
 BV BOUND     x(0_5)  
 BV BOUND     x(0_4)  
 BV BOUND     x(0_3)  
 BV BOUND     x(0_2)  
 BV BOUND     x(0_1)  
 BV BOUND     x(1_4)  
 BV BOUND     x(1_3)  
 BV BOUND     x(1_2)  
 BV BOUND     x(1_1)  
 BV BOUND     x(2_4)  
 BV BOUND     x(2_3)  
 BV BOUND     x(2_2)  
 BV BOUND     x(2_1)  
 BV BOUND     x(3_8)  
 BV BOUND     x(3_7)  
 BV BOUND     x(3_6)  
 BV BOUND     x(3_5)  
 BV BOUND     x(3_4)  
 BV BOUND     x(3_3)  
 BV BOUND     x(3_2)  
 BV BOUND     x(3_1)  
 BV BOUND     x(4_8)  
 BV BOUND     x(4_7)  
 BV BOUND     x(4_6)  
 BV BOUND     x(4_5)  
 BV BOUND     x(4_4)  
 BV BOUND     x(4_3)  
 BV BOUND     x(4_2)  
 BV BOUND     x(4_1)  
 BV BOUND     x(5_8)  
 BV BOUND     x(5_7)  
 BV BOUND     x(5_6)  
 BV BOUND     x(5_5)  
 BV BOUND     x(5_4)  
 BV BOUND     x(5_3)  
 BV BOUND     x(5_2)  
 BV BOUND     x(5_1)  
ENDATA
