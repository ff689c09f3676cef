NAME        model
ROWS
 N  cost    
 E  c_e_flow(s0_0)_
 E  c_e_flow(s0_1)_
 E  c_e_flow(s0_2)_
 E  c_e_flow(s0_3)_
 E  c_e_flow(s1_1)_
 E  c_e_flow(s1_2)_
 E  c_e_flow(s1_3)_
 E  c_e_flow(s2_2)_
 E  c_e_flow(s2_3)_
 E  c_e_flow(sink)_
COLUMNS
    x(0)      cost      20
    x(0)      c_e_flow(s0_0)_  1
    x(0)      c_e_flow(s0_1)_  -1
    x(1)      cost      27
    x(1)      c_e_flow(s0_0)_  1
    x(1)      c_e_flow(s1_1)_  -1
    x(2)      cost      40
    x(2)      c_e_flow(s0_0)_  1
    x(2)      c_e_flow(s0_2)_  -1
    x(3)      cost      47
    x(3)      c_e_flow(s0_0)_  1
    x(3)      c_e_flow(s2_2)_  -1
    x(4)      cost      80
    x(4)      c_e_flow(s0_0)_  1
    x(4)      c_e_flow(s0_3)_  -1
    x(6)      cost      3.7600000000000002
    x(6)      c_e_flow(s2_2)_  1
    x(6)      c_e_flow(s2_3)_  -1
    x(8)      cost      6.4000000000000004
    x(8)      c_e_flow(s0_2)_  1
    x(8)      c_e_flow(s0_3)_  -1
    x(9)      cost      9.1800000000000015
    x(9)      c_e_flow(s1_1)_  1
    x(9)      c_e_flow(s1_2)_  -1
    x(10)     cost      11.56
    x(10)     c_e_flow(s1_1)_  1
    x(10)     c_e_flow(s2_2)_  -1
    x(11)     cost      22.780000000000001
    x(11)     c_e_flow(s1_1)_  1
    x(11)     c_e_flow(s1_3)_  -1
    x(13)     cost      5.3600000000000003
    x(13)     c_e_flow(s1_2)_  1
    x(13)     c_e_flow(s1_3)_  -1
    x(14)     cost      13.600000000000001
    x(14)     c_e_flow(s0_1)_  1
    x(14)     c_e_flow(s0_2)_  -1
    x(15)     cost      15.98
    x(15)     c_e_flow(s0_1)_  1
    x(15)     c_e_flow(s2_2)_  -1
    x(16)     cost      27.200000000000003
    x(16)     c_e_flow(s0_1)_  1
    x(16)     c_e_flow(s0_3)_  -1
    x(5)      c_e_flow(s0_3)_  1
    x(5)      c_e_flow(sink)_  -1
    x(12)     c_e_flow(s1_3)_  1
    x(12)     c_e_flow(sink)_  -1
    x(7)      c_e_flow(s2_3)_  1
    x(7)      c_e_flow(sink)_  -1
RHS
    RHS_V     c_e_flow(s0_0)_  1
    RHS_V     c_e_flow(sink)_  -1
ENDATA
