NAME        model
ROWS
 N  cost    
 E  c_e_flow(s0_0)_
 E  c_e_flow(s0_1)_
 E  c_e_flow(s0_2)_
 E  c_e_flow(s0_3)_
 E  c_e_flow(s0_4)_
 E  c_e_flow(s0_5)_
 E  c_e_flow(sink)_
COLUMNS
    x(0)      cost      2.5
    x(0)      c_e_flow(s0_0)_  1
    x(0)      c_e_flow(s0_1)_  -1
    x(1)      cost      5.5
    x(1)      c_e_flow(s0_0)_  1
    x(1)      c_e_flow(s0_2)_  -1
    x(2)      cost      6.5
    x(2)      c_e_flow(s0_0)_  1
    x(2)      c_e_flow(s0_3)_  -1
    x(3)      cost      10.5
    x(3)      c_e_flow(s0_0)_  1
    x(3)      c_e_flow(s0_4)_  -1
    x(4)      cost      18.5
    x(4)      c_e_flow(s0_0)_  1
    x(4)      c_e_flow(s0_5)_  -1
    x(6)      cost      0.92500000000000004
    x(6)      c_e_flow(s0_4)_  1
    x(6)      c_e_flow(s0_5)_  -1
    x(7)      cost      2.1000000000000001
    x(7)      c_e_flow(s0_3)_  1
    x(7)      c_e_flow(s0_4)_  -1
    x(8)      cost      3.7000000000000002
    x(8)      c_e_flow(s0_3)_  1
    x(8)      c_e_flow(s0_5)_  -1
    x(9)      cost      2.6000000000000001
    x(9)      c_e_flow(s0_2)_  1
    x(9)      c_e_flow(s0_3)_  -1
    x(10)     cost      4.2000000000000002
    x(10)     c_e_flow(s0_2)_  1
    x(10)     c_e_flow(s0_4)_  -1
    x(11)     cost      7.4000000000000004
    x(11)     c_e_flow(s0_2)_  1
    x(11)     c_e_flow(s0_5)_  -1
    x(12)     cost      3.5750000000000002
    x(12)     c_e_flow(s0_1)_  1
    x(12)     c_e_flow(s0_2)_  -1
    x(13)     cost      4.2250000000000005
    x(13)     c_e_flow(s0_1)_  1
    x(13)     c_e_flow(s0_3)_  -1
    x(14)     cost      6.8250000000000002
    x(14)     c_e_flow(s0_1)_  1
    x(14)     c_e_flow(s0_4)_  -1
    x(15)     cost      12.025
    x(15)     c_e_flow(s0_1)_  1
    x(15)     c_e_flow(s0_5)_  -1
    x(5)      c_e_flow(s0_5)_  1
    x(5)      c_e_flow(sink)_  -1
RHS
    RHS_V     c_e_flow(s0_0)_  1
    RHS_V     c_e_flow(sink)_  -1
ENDATA
