NAME        model
ROWS
 N  objective
 E  c_e_choose(0)_
 E  c_e_choose(1)_
 E  c_e_choose(2)_
 E  c_e_choose(3)_
 E  c_e_choose(4)_
 E  c_e_choose(5)_
 E  c_e_choose(6)_
 L  c_u_own(0)_
 L  c_u_own(1)_
 L  c_u_own(2)_
 L  c_u_own(3)_
 L  c_u_own(4)_
 L  c_u_own(5)_
 L  c_u_own(6)_
 L  c_u_precedence(0)_
 L  c_u_precedence(1)_
 L  c_u_precedence(2)_
 L  c_u_span(0)_
 L  c_u_span(1)_
 L  c_u_span(2)_
 L  c_u_span(3)_
 L  c_u_span(4)_
 L  c_u_span(5)_
 L  c_u_span(6)_
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
    L         c_u_span(6)_  -1
    L         c_u_area_  -5
    MARK0000  'MARKER'                 'INTORG'
    x(0_4)    c_e_choose(0)_  1
    x(0_4)    c_u_own(0)_  2
    x(0_4)    c_u_area_  8
    x(1_5)    c_e_choose(1)_  1
    x(1_5)    c_u_own(1)_  1
    x(1_5)    c_u_area_  5
    x(1_5)    c_u_order(0)_  -5
    x(2_5)    c_e_choose(2)_  1
    x(2_5)    c_u_own(2)_  1
    x(2_5)    c_u_precedence(0)_  1
    x(2_5)    c_u_area_  5
    x(2_5)    c_u_order(0)_  5
    x(2_5)    c_u_order(1)_  -5
    x(3_5)    c_e_choose(3)_  1
    x(3_5)    c_u_own(3)_  1
    x(3_5)    c_u_precedence(1)_  1
    x(3_5)    c_u_area_  5
    x(3_5)    c_u_order(1)_  5
    x(4_2)    c_e_choose(4)_  1
    x(4_2)    c_u_own(4)_  1
    x(4_2)    c_u_area_  2
    x(4_2)    c_u_order(2)_  -2
    x(5_2)    c_e_choose(5)_  1
    x(5_2)    c_u_own(5)_  1
    x(5_2)    c_u_precedence(2)_  1
    x(5_2)    c_u_area_  2
    x(5_2)    c_u_order(2)_  2
    x(6_3)    c_e_choose(6)_  1
    x(6_3)    c_u_own(6)_  2
    x(6_3)    c_u_area_  6
    MARK0001  'MARKER'                 'INTEND'
    C(0)      c_u_own(0)_  -1
    C(0)      c_u_span(0)_  1
    C(1)      c_u_own(1)_  -1
    C(1)      c_u_precedence(0)_  1
    C(1)      c_u_span(1)_  1
    C(2)      c_u_own(2)_  -1
    C(2)      c_u_precedence(0)_  -1
    C(2)      c_u_precedence(1)_  1
    C(2)      c_u_span(2)_  1
    C(3)      c_u_own(3)_  -1
    C(3)      c_u_precedence(1)_  -1
    C(3)      c_u_span(3)_  1
    C(4)      c_u_own(4)_  -1
    C(4)      c_u_precedence(2)_  1
    C(4)      c_u_span(4)_  1
    C(5)      c_u_own(5)_  -1
    C(5)      c_u_precedence(2)_  -1
    C(5)      c_u_span(5)_  1
    C(6)      c_u_own(6)_  -1
    C(6)      c_u_span(6)_  1
RHS
    RHS_V     c_e_choose(0)_  1
    RHS_V     c_e_choose(1)_  1
    RHS_V     c_e_choose(2)_  1
    RHS_V     c_e_choose(3)_  1
    RHS_V     c_e_choose(4)_  1
    RHS_V     c_e_choose(5)_  1
    RHS_V     c_e_choose(6)_  1
BOUNDS
 BV BOUND     x(0_4)  
 BV BOUND     x(1_5)  
 BV BOUND     x(2_5)  
 BV BOUND     x(3_5)  
 BV BOUND     x(4_2)  
 BV BOUND     x(5_2)  
 BV BOUND     x(6_3)  
ENDATA
