NAME        model
ROWS
 N  cost    
 E  c_e_flow(s0_0)_
 E  c_e_flow(s0_1)_
 E  c_e_flow(s0_2)_
 E  c_e_flow(s0_3)_
 E  c_e_flow(s0_4)_
 E  c_e_flow(s1_1)_
 E  c_e_flow(s1_2)_
 E  c_e_flow(s1_3)_
 E  c_e_flow(s1_4)_
 E  c_e_flow(s2_2)_
 E  c_e_flow(s2_3)_
 E  c_e_flow(s2_4)_
 E  c_e_flow(s3_3)_
 E  c_e_flow(s3_4)_
 E  c_e_flow(sink)_
COLUMNS
    x(0)      cost      1
    x(0)      c_e_flow(s0_0)_  1
    x(0)      c_e_flow(s0_1)_  -1
    x(1)      cost      1
    x(1)      c_e_flow(s0_0)_  1
    x(1)      c_e_flow(s1_1)_  -1
    x(2)      cost      3
    x(2)      c_e_flow(s0_0)_  1
    x(2)      c_e_flow(s0_2)_  -1
    x(3)      cost      3
    x(3)      c_e_flow(s0_0)_  1
    x(3)      c_e_flow(s2_2)_  -1
    x(4)      cost      4
    x(4)      c_e_flow(s0_0)_  1
    x(4)      c_e_flow(s0_3)_  -1
    x(5)      cost      4
    x(5)      c_e_flow(s0_0)_  1
    x(5)      c_e_flow(s3_3)_  -1
    x(6)      cost      9
    x(6)      c_e_flow(s0_0)_  1
    x(6)      c_e_flow(s0_4)_  -1
    x(8)      cost      0.49999999999999994
    x(8)      c_e_flow(s3_3)_  1
    x(8)      c_e_flow(s3_4)_  -1
    x(10)     cost      0.89999999999999991
    x(10)     c_e_flow(s0_3)_  1
    x(10)     c_e_flow(s0_4)_  -1
    x(11)     cost      0.29999999999999999
    x(11)     c_e_flow(s2_2)_  1
    x(11)     c_e_flow(s2_3)_  -1
    x(12)     cost      0.29999999999999999
    x(12)     c_e_flow(s2_2)_  1
    x(12)     c_e_flow(s3_3)_  -1
    x(13)     cost      1.7999999999999998
    x(13)     c_e_flow(s2_2)_  1
    x(13)     c_e_flow(s2_4)_  -1
    x(15)     cost      0.59999999999999998
    x(15)     c_e_flow(s2_3)_  1
    x(15)     c_e_flow(s2_4)_  -1
    x(16)     cost      1.2
    x(16)     c_e_flow(s0_2)_  1
    x(16)     c_e_flow(s0_3)_  -1
    x(17)     cost      1.2
    x(17)     c_e_flow(s0_2)_  1
    x(17)     c_e_flow(s3_3)_  -1
    x(18)     cost      2.6999999999999997
    x(18)     c_e_flow(s0_2)_  1
    x(18)     c_e_flow(s0_4)_  -1
    x(19)     cost      1.2
    x(19)     c_e_flow(s1_1)_  1
    x(19)     c_e_flow(s1_2)_  -1
    x(20)     cost      1.2
    x(20)     c_e_flow(s1_1)_  1
    x(20)     c_e_flow(s2_2)_  -1
    x(21)     cost      1.7999999999999998
    x(21)     c_e_flow(s1_1)_  1
    x(21)     c_e_flow(s1_3)_  -1
    x(22)     cost      1.7999999999999998
    x(22)     c_e_flow(s1_1)_  1
    x(22)     c_e_flow(s3_3)_  -1
    x(23)     cost      4.7999999999999998
    x(23)     c_e_flow(s1_1)_  1
    x(23)     c_e_flow(s1_4)_  -1
    x(25)     cost      0.79999999999999993
    x(25)     c_e_flow(s1_3)_  1
    x(25)     c_e_flow(s1_4)_  -1
    x(26)     cost      0.89999999999999991
    x(26)     c_e_flow(s1_2)_  1
    x(26)     c_e_flow(s1_3)_  -1
    x(27)     cost      0.89999999999999991
    x(27)     c_e_flow(s1_2)_  1
    x(27)     c_e_flow(s3_3)_  -1
    x(28)     cost      2.3999999999999999
    x(28)     c_e_flow(s1_2)_  1
    x(28)     c_e_flow(s1_4)_  -1
    x(29)     cost      1.7999999999999998
    x(29)     c_e_flow(s0_1)_  1
    x(29)     c_e_flow(s0_2)_  -1
    x(30)     cost      1.7999999999999998
    x(30)     c_e_flow(s0_1)_  1
    x(30)     c_e_flow(s2_2)_  -1
    x(31)     cost      2.3999999999999999
    x(31)     c_e_flow(s0_1)_  1
    x(31)     c_e_flow(s0_3)_  -1
    x(32)     cost      2.3999999999999999
    x(32)     c_e_flow(s0_1)_  1
    x(32)     c_e_flow(s3_3)_  -1
    x(33)     cost      5.3999999999999995
    x(33)     c_e_flow(s0_1)_  1
    x(33)     c_e_flow(s0_4)_  -1
    x(7)      c_e_flow(s0_4)_  1
    x(7)      c_e_flow(sink)_  -1
    x(24)     c_e_flow(s1_4)_  1
    x(24)     c_e_flow(sink)_  -1
    x(14)     c_e_flow(s2_4)_  1
    x(14)     c_e_flow(sink)_  -1
    x(9)      c_e_flow(s3_4)_  1
    x(9)      c_e_flow(sink)_  -1
RHS
    RHS_V     c_e_flow(s0_0)_  1
    RHS_V     c_e_flow(sink)_  -1
ENDATA
