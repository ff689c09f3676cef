NAME        model
ROWS
 N  cost    
 E  c_e_flow(s0_0)_
 E  c_e_flow(s0_5)_
 E  c_e_flow(s1_1)_
 E  c_e_flow(s1_5)_
 E  c_e_flow(s2_2)_
 E  c_e_flow(s2_5)_
 E  c_e_flow(s3_3)_
 E  c_e_flow(s3_5)_
 E  c_e_flow(s4_4)_
 E  c_e_flow(s4_5)_
 E  c_e_flow(sink)_
COLUMNS
    x(0)      cost      22.5
    x(0)      c_e_flow(s0_0)_  1
    x(0)      c_e_flow(s1_1)_  -1
    x(1)      cost      25.5
    x(1)      c_e_flow(s0_0)_  1
    x(1)      c_e_flow(s2_2)_  -1
    x(2)      cost      26.5
    x(2)      c_e_flow(s0_0)_  1
    x(2)      c_e_flow(s3_3)_  -1
    x(3)      cost      30.5
    x(3)      c_e_flow(s0_0)_  1
    x(3)      c_e_flow(s4_4)_  -1
    x(4)      cost      18.5
    x(4)      c_e_flow(s0_0)_  1
    x(4)      c_e_flow(s0_5)_  -1
    x(6)      cost      1.425
    x(6)      c_e_flow(s4_4)_  1
    x(6)      c_e_flow(s4_5)_  -1
    x(8)      cost      8.9000000000000004
    x(8)      c_e_flow(s3_3)_  1
    x(8)      c_e_flow(s4_4)_  -1
    x(9)      cost      6.5
    x(9)      c_e_flow(s3_3)_  1
    x(9)      c_e_flow(s3_5)_  -1
    x(11)     cost      16.600000000000001
    x(11)     c_e_flow(s2_2)_  1
    x(11)     c_e_flow(s3_3)_  -1
    x(12)     cost      18.199999999999999
    x(12)     c_e_flow(s2_2)_  1
    x(12)     c_e_flow(s4_4)_  -1
    x(13)     cost      13.4
    x(13)     c_e_flow(s2_2)_  1
    x(13)     c_e_flow(s2_5)_  -1
    x(15)     cost      28.275000000000002
    x(15)     c_e_flow(s1_1)_  1
    x(15)     c_e_flow(s2_2)_  -1
    x(16)     cost      28.925000000000001
    x(16)     c_e_flow(s1_1)_  1
    x(16)     c_e_flow(s3_3)_  -1
    x(17)     cost      31.525000000000002
    x(17)     c_e_flow(s1_1)_  1
    x(17)     c_e_flow(s4_4)_  -1
    x(18)     cost      23.725000000000001
    x(18)     c_e_flow(s1_1)_  1
    x(18)     c_e_flow(s1_5)_  -1
    x(5)      c_e_flow(s0_5)_  1
    x(5)      c_e_flow(sink)_  -1
    x(19)     c_e_flow(s1_5)_  1
    x(19)     c_e_flow(sink)_  -1
    x(14)     c_e_flow(s2_5)_  1
    x(14)     c_e_flow(sink)_  -1
    x(10)     c_e_flow(s3_5)_  1
    x(10)     c_e_flow(sink)_  -1
    x(7)      c_e_flow(s4_5)_  1
    x(7)      c_e_flow(sink)_  -1
RHS
    RHS_V     c_e_flow(s0_0)_  1
    RHS_V     c_e_flow(sink)_  -1
ENDATA
