NAME        model
ROWS
 N  cost    
 E  c_e_flow(s0_0)_
 E  c_e_flow(s0_1)_
 E  c_e_flow(s0_2)_
 E  c_e_flow(s0_3)_
 E  c_e_flow(s0_4)_
 E  c_e_flow(sink)_
COLUMNS
    x(0)      cost      1
    x(0)      c_e_flow(s0_0)_  1
    x(0)      c_e_flow(s0_1)_  -1
    x(1)      cost      3
    x(1)      c_e_flow(s0_0)_  1
    x(1)      c_e_flow(s0_2)_  -1
    x(2)      cost      4
    x(2)      c_e_flow(s0_0)_  1
    x(2)      c_e_flow(s0_3)_  -1
    x(3)      cost      9
    x(3)      c_e_flow(s0_0)_  1
    x(3)      c_e_flow(s0_4)_  -1
    x(5)      cost      0.89999999999999991
    x(5)      c_e_flow(s0_3)_  1
    x(5)      c_e_flow(s0_4)_  -1
    x(6)      cost      1.2
    x(6)      c_e_flow(s0_2)_  1
    x(6)      c_e_flow(s0_3)_  -1
    x(7)      cost      2.6999999999999997
    x(7)      c_e_flow(s0_2)_  1
    x(7)      c_e_flow(s0_4)_  -1
    x(8)      cost      1.7999999999999998
    x(8)      c_e_flow(s0_1)_  1
    x(8)      c_e_flow(s0_2)_  -1
    x(9)      cost      2.3999999999999999
    x(9)      c_e_flow(s0_1)_  1
    x(9)      c_e_flow(s0_3)_  -1
    x(10)     cost      5.3999999999999995
    x(10)     c_e_flow(s0_1)_  1
    x(10)     c_e_flow(s0_4)_  -1
    x(4)      c_e_flow(s0_4)_  1
    x(4)      c_e_flow(sink)_  -1
RHS
    RHS_V     c_e_flow(s0_0)_  1
    RHS_V     c_e_flow(sink)_  -1
ENDATA
