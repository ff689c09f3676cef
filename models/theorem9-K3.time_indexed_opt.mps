NAME        model
ROWS
 N  objective
 E  c_e_once(0)_
 E  c_e_once(1)_
 E  c_e_once(2)_
 E  c_e_once(3)_
 E  c_e_once(4)_
 E  c_e_once(5)_
 E  c_e_once(6)_
 L  c_u_capacity(0)_
 L  c_u_capacity(1)_
 L  c_u_capacity(2)_
 L  c_u_capacity(3)_
 L  c_u_chain(2)_
 L  c_u_chain(4)_
 L  c_u_chain(5)_
 L  c_u_chain(6)_
 L  c_u_chain_by_date(0)_
 L  c_u_chain_by_date(1)_
 L  c_u_chain_by_date(2)_
 L  c_u_chain_by_date(3)_
 L  c_u_area_
 L  c_u_finish(0)_
 L  c_u_finish(2)_
 L  c_u_finish(6)_
COLUMNS
    MARK0000  'MARKER'                 'INTORG'
    C_max     objective  1
    C_max     c_u_area_  -3
    C_max     c_u_finish(0)_  -1
    C_max     c_u_finish(2)_  -1
    C_max     c_u_finish(6)_  -1
    y(0_0_1_0)  c_e_once(0)_  1
    y(0_0_1_0)  c_u_capacity(0)_  1
    y(0_0_1_0)  c_u_capacity(1)_  1
    y(0_0_1_0)  c_u_capacity(2)_  1
    y(0_0_1_0)  c_u_capacity(3)_  1
    y(0_0_1_0)  c_u_area_  4
    y(0_0_1_0)  c_u_finish(0)_  4
    y(1_0_1_0)  c_e_once(1)_  1
    y(1_0_1_0)  c_u_capacity(0)_  1
    y(1_0_1_0)  c_u_capacity(1)_  1
    y(1_0_1_0)  c_u_chain(2)_  2
    y(1_0_1_0)  c_u_chain_by_date(0)_  -1
    y(1_0_1_0)  c_u_area_  2
    y(1_1_1_2)  c_e_once(2)_  1
    y(1_1_1_2)  c_u_capacity(2)_  1
    y(1_1_1_2)  c_u_capacity(3)_  1
    y(1_1_1_2)  c_u_chain(2)_  -2
    y(1_1_1_2)  c_u_chain_by_date(0)_  1
    y(1_1_1_2)  c_u_area_  2
    y(1_1_1_2)  c_u_finish(2)_  4
    y(2_0_1_0)  c_e_once(3)_  1
    y(2_0_1_0)  c_u_capacity(0)_  1
    y(2_0_1_0)  c_u_chain(4)_  1
    y(2_0_1_0)  c_u_chain_by_date(1)_  -1
    y(2_0_1_0)  c_u_area_  1
    y(2_1_1_1)  c_e_once(4)_  1
    y(2_1_1_1)  c_u_capacity(1)_  1
    y(2_1_1_1)  c_u_chain(4)_  -1
    y(2_1_1_1)  c_u_chain(5)_  2
    y(2_1_1_1)  c_u_chain_by_date(1)_  1
    y(2_1_1_1)  c_u_chain_by_date(2)_  -1
    y(2_1_1_1)  c_u_area_  1
    y(2_2_1_2)  c_e_once(5)_  1
    y(2_2_1_2)  c_u_capacity(2)_  1
    y(2_2_1_2)  c_u_chain(5)_  -2
    y(2_2_1_2)  c_u_chain(6)_  3
    y(2_2_1_2)  c_u_chain_by_date(2)_  1
    y(2_2_1_2)  c_u_chain_by_date(3)_  -1
    y(2_2_1_2)  c_u_area_  1
    y(2_3_1_3)  c_e_once(6)_  1
    y(2_3_1_3)  c_u_capacity(3)_  1
    y(2_3_1_3)  c_u_chain(6)_  -3
    y(2_3_1_3)  c_u_chain_by_date(3)_  1
    y(2_3_1_3)  c_u_area_  1
    y(2_3_1_3)  c_u_finish(6)_  4
    MARK0001  'MARKER'                 'INTEND'
RHS
    RHS_V     c_e_once(0)_  1
    RHS_V     c_e_once(1)_  1
    RHS_V     c_e_once(2)_  1
    RHS_V     c_e_once(3)_  1
    RHS_V     c_e_once(4)_  1
    RHS_V     c_e_once(5)_  1
    RHS_V     c_e_once(6)_  1
    RHS_V     c_u_capacity(0)_  3
    RHS_V     c_u_capacity(1)_  3
    RHS_V     c_u_capacity(2)_  3
    RHS_V     c_u_capacity(3)_  3
BOUNDS
 FX BOUND     C_max     4
 BV BOUND     y(0_0_1_0)
 BV BOUND     y(1_0_1_0)
 BV BOUND     y(1_1_1_2)
 BV BOUND     y(2_0_1_0)
 BV BOUND     y(2_1_1_1)
 BV BOUND     y(2_2_1_2)
 BV BOUND     y(2_3_1_3)
ENDATA
