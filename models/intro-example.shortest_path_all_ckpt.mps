NAME        model
ROWS
 N  cost    
 E  c_e_flow(s0_0)_
 E  c_e_flow(s0_3)_
 E  c_e_flow(s1_1)_
 E  c_e_flow(s1_3)_
 E  c_e_flow(s2_2)_
 E  c_e_flow(s2_3)_
 E  c_e_flow(sink)_
COLUMNS
    x(0)      cost      27
    x(0)      c_e_flow(s0_0)_  1
    x(0)      c_e_flow(s1_1)_  -1
    x(1)      cost      47
    x(1)      c_e_flow(s0_0)_  1
    x(1)      c_e_flow(s2_2)_  -1
    x(2)      cost      80
    x(2)      c_e_flow(s0_0)_  1
    x(2)      c_e_flow(s0_3)_  -1
    x(4)      cost      3.7600000000000002
    x(4)      c_e_flow(s2_2)_  1
    x(4)      c_e_flow(s2_3)_  -1
    x(6)      cost      11.56
    x(6)      c_e_flow(s1_1)_  1
    x(6)      c_e_flow(s2_2)_  -1
    x(7)      cost      22.780000000000001
    x(7)      c_e_flow(s1_1)_  1
    x(7)      c_e_flow(s1_3)_  -1
    x(3)      c_e_flow(s0_3)_  1
    x(3)      c_e_flow(sink)_  -1
    x(8)      c_e_flow(s1_3)_  1
    x(8)      c_e_flow(sink)_  -1
    x(5)      c_e_flow(s2_3)_  1
    x(5)      c_e_flow(sink)_  -1
RHS
    RHS_V     c_e_flow(s0_0)_  1
    RHS_V     c_e_flow(sink)_  -1
ENDATA
