NAME        model
ROWS
 N  cost    
 E  c_e_flow(s0_0)_
 E  c_e_flow(s0_1)_
 E  c_e_flow(s0_2)_
 E  c_e_flow(s0_3)_
 E  c_e_flow(sink)_
COLUMNS
    x(0)      cost      20
    x(0)      c_e_flow(s0_0)_  1
    x(0)      c_e_flow(s0_1)_  -1
    x(1)      cost      40
    x(1)      c_e_flow(s0_0)_  1
    x(1)      c_e_flow(s0_2)_  -1
    x(2)      cost      80
    x(2)      c_e_flow(s0_0)_  1
    x(2)      c_e_flow(s0_3)_  -1
    x(4)      cost      6.4000000000000004
    x(4)      c_e_flow(s0_2)_  1
    x(4)      c_e_flow(s0_3)_  -1
    x(5)      cost      13.600000000000001
    x(5)      c_e_flow(s0_1)_  1
    x(5)      c_e_flow(s0_2)_  -1
    x(6)      cost      27.200000000000003
    x(6)      c_e_flow(s0_1)_  1
    x(6)      c_e_flow(s0_3)_  -1
    x(3)      c_e_flow(s0_3)_  1
    x(3)      c_e_flow(sink)_  -1
RHS
    RHS_V     c_e_flow(s0_0)_  1
    RHS_V     c_e_flow(sink)_  -1
ENDATA
