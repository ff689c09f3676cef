NAME        model
ROWS
 N  cost    
 E  c_e_flow(s0_0)_
 E  c_e_flow(s0_1)_
 E  c_e_flow(s0_2)_
 E  c_e_flow(s0_3)_
 E  c_e_flow(s0_4)_
 E  c_e_flow(s0_5)_
 E  c_e_flow(s1_1)_
 E  c_e_flow(s1_2)_
 E  c_e_flow(s1_3)_
 E  c_e_flow(s1_4)_
 E  c_e_flow(s1_5)_
 E  c_e_flow(s2_2)_
 E  c_e_flow(s2_3)_
 E  c_e_flow(s2_4)_
 E  c_e_flow(s2_5)_
 E  c_e_flow(s3_3)_
 E  c_e_flow(s3_4)_
 E  c_e_flow(s3_5)_
 E  c_e_flow(s4_4)_
 E  c_e_flow(s4_5)_
 E  c_e_flow(sink)_
COLUMNS
    x(0)      cost      2.5
    x(0)      c_e_flow(s0_0)_  1
    x(0)      c_e_flow(s0_1)_  -1
    x(1)      cost      22.5
    x(1)      c_e_flow(s0_0)_  1
    x(1)      c_e_flow(s1_1)_  -1
    x(2)      cost      5.5
    x(2)      c_e_flow(s0_0)_  1
    x(2)      c_e_flow(s0_2)_  -1
    x(3)      cost      25.5
    x(3)      c_e_flow(s0_0)_  1
    x(3)      c_e_flow(s2_2)_  -1
    x(4)      cost      6.5
    x(4)      c_e_flow(s0_0)_  1
    x(4)      c_e_flow(s0_3)_  -1
    x(5)      cost      26.5
    x(5)      c_e_flow(s0_0)_  1
    x(5)      c_e_flow(s3_3)_  -1
    x(6)      cost      10.5
    x(6)      c_e_flow(s0_0)_  1
    x(6)      c_e_flow(s0_4)_  -1
    x(7)      cost      30.5
    x(7)      c_e_flow(s0_0)_  1
    x(7)      c_e_flow(s4_4)_  -1
    x(8)      cost      18.5
    x(8)      c_e_flow(s0_0)_  1
    x(8)      c_e_flow(s0_5)_  -1
    x(10)     cost      1.425
    x(10)     c_e_flow(s4_4)_  1
    x(10)     c_e_flow(s4_5)_  -1
    x(12)     cost      0.92500000000000004
    x(12)     c_e_flow(s0_4)_  1
    x(12)     c_e_flow(s0_5)_  -1
    x(13)     cost      4.9000000000000004
    x(13)     c_e_flow(s3_3)_  1
    x(13)     c_e_flow(s3_4)_  -1
    x(14)     cost      8.9000000000000004
    x(14)     c_e_flow(s3_3)_  1
    x(14)     c_e_flow(s4_4)_  -1
    x(15)     cost      6.5
    x(15)     c_e_flow(s3_3)_  1
    x(15)     c_e_flow(s3_5)_  -1
    x(17)     cost      1.625
    x(17)     c_e_flow(s3_4)_  1
    x(17)     c_e_flow(s3_5)_  -1
    x(18)     cost      2.1000000000000001
    x(18)     c_e_flow(s0_3)_  1
    x(18)     c_e_flow(s0_4)_  -1
    x(19)     cost      6.1000000000000005
    x(19)     c_e_flow(s0_3)_  1
    x(19)     c_e_flow(s4_4)_  -1
    x(20)     cost      3.7000000000000002
    x(20)     c_e_flow(s0_3)_  1
    x(20)     c_e_flow(s0_5)_  -1
    x(21)     cost      8.5999999999999996
    x(21)     c_e_flow(s2_2)_  1
    x(21)     c_e_flow(s2_3)_  -1
    x(22)     cost      16.600000000000001
    x(22)     c_e_flow(s2_2)_  1
    x(22)     c_e_flow(s3_3)_  -1
    x(23)     cost      10.200000000000001
    x(23)     c_e_flow(s2_2)_  1
    x(23)     c_e_flow(s2_4)_  -1
    x(24)     cost      18.199999999999999
    x(24)     c_e_flow(s2_2)_  1
    x(24)     c_e_flow(s4_4)_  -1
    x(25)     cost      13.4
    x(25)     c_e_flow(s2_2)_  1
    x(25)     c_e_flow(s2_5)_  -1
    x(27)     cost      1.675
    x(27)     c_e_flow(s2_4)_  1
    x(27)     c_e_flow(s2_5)_  -1
    x(28)     cost      5.1000000000000005
    x(28)     c_e_flow(s2_3)_  1
    x(28)     c_e_flow(s2_4)_  -1
    x(29)     cost      9.0999999999999996
    x(29)     c_e_flow(s2_3)_  1
    x(29)     c_e_flow(s4_4)_  -1
    x(30)     cost      6.7000000000000002
    x(30)     c_e_flow(s2_3)_  1
    x(30)     c_e_flow(s2_5)_  -1
    x(31)     cost      2.6000000000000001
    x(31)     c_e_flow(s0_2)_  1
    x(31)     c_e_flow(s0_3)_  -1
    x(32)     cost      10.600000000000001
    x(32)     c_e_flow(s0_2)_  1
    x(32)     c_e_flow(s3_3)_  -1
    x(33)     cost      4.2000000000000002
    x(33)     c_e_flow(s0_2)_  1
    x(33)     c_e_flow(s0_4)_  -1
    x(34)     cost      12.200000000000001
    x(34)     c_e_flow(s0_2)_  1
    x(34)     c_e_flow(s4_4)_  -1
    x(35)     cost      7.4000000000000004
    x(35)     c_e_flow(s0_2)_  1
    x(35)     c_e_flow(s0_5)_  -1
    x(36)     cost      15.275
    x(36)     c_e_flow(s1_1)_  1
    x(36)     c_e_flow(s1_2)_  -1
    x(37)     cost      28.275000000000002
    x(37)     c_e_flow(s1_1)_  1
    x(37)     c_e_flow(s2_2)_  -1
    x(38)     cost      15.925000000000001
    x(38)     c_e_flow(s1_1)_  1
    x(38)     c_e_flow(s1_3)_  -1
    x(39)     cost      28.925000000000001
    x(39)     c_e_flow(s1_1)_  1
    x(39)     c_e_flow(s3_3)_  -1
    x(40)     cost      18.525000000000002
    x(40)     c_e_flow(s1_1)_  1
    x(40)     c_e_flow(s1_4)_  -1
    x(41)     cost      31.525000000000002
    x(41)     c_e_flow(s1_1)_  1
    x(41)     c_e_flow(s4_4)_  -1
    x(42)     cost      23.725000000000001
    x(42)     c_e_flow(s1_1)_  1
    x(42)     c_e_flow(s1_5)_  -1
    x(44)     cost      1.8250000000000002
    x(44)     c_e_flow(s1_4)_  1
    x(44)     c_e_flow(s1_5)_  -1
    x(45)     cost      5.7000000000000002
    x(45)     c_e_flow(s1_3)_  1
    x(45)     c_e_flow(s1_4)_  -1
    x(46)     cost      9.7000000000000011
    x(46)     c_e_flow(s1_3)_  1
    x(46)     c_e_flow(s4_4)_  -1
    x(47)     cost      7.3000000000000007
    x(47)     c_e_flow(s1_3)_  1
    x(47)     c_e_flow(s1_5)_  -1
    x(48)     cost      9.8000000000000007
    x(48)     c_e_flow(s1_2)_  1
    x(48)     c_e_flow(s1_3)_  -1
    x(49)     cost      17.800000000000001
    x(49)     c_e_flow(s1_2)_  1
    x(49)     c_e_flow(s3_3)_  -1
    x(50)     cost      11.4
    x(50)     c_e_flow(s1_2)_  1
    x(50)     c_e_flow(s1_4)_  -1
    x(51)     cost      19.400000000000002
    x(51)     c_e_flow(s1_2)_  1
    x(51)     c_e_flow(s4_4)_  -1
    x(52)     cost      14.600000000000001
    x(52)     c_e_flow(s1_2)_  1
    x(52)     c_e_flow(s1_5)_  -1
    x(53)     cost      3.5750000000000002
    x(53)     c_e_flow(s0_1)_  1
    x(53)     c_e_flow(s0_2)_  -1
    x(54)     cost      16.574999999999999
    x(54)     c_e_flow(s0_1)_  1
    x(54)     c_e_flow(s2_2)_  -1
    x(55)     cost      4.2250000000000005
    x(55)     c_e_flow(s0_1)_  1
    x(55)     c_e_flow(s0_3)_  -1
    x(56)     cost      17.225000000000001
    x(56)     c_e_flow(s0_1)_  1
    x(56)     c_e_flow(s3_3)_  -1
    x(57)     cost      6.8250000000000002
    x(57)     c_e_flow(s0_1)_  1
    x(57)     c_e_flow(s0_4)_  -1
    x(58)     cost      19.824999999999999
    x(58)     c_e_flow(s0_1)_  1
    x(58)     c_e_flow(s4_4)_  -1
    x(59)     cost      12.025
    x(59)     c_e_flow(s0_1)_  1
    x(59)     c_e_flow(s0_5)_  -1
    x(9)      c_e_flow(s0_5)_  1
    x(9)      c_e_flow(sink)_  -1
    x(43)     c_e_flow(s1_5)_  1
    x(43)     c_e_flow(sink)_  -1
    x(26)     c_e_flow(s2_5)_  1
    x(26)     c_e_flow(sink)_  -1
    x(16)     c_e_flow(s3_5)_  1
    x(16)     c_e_flow(sink)_  -1
    x(11)     c_e_flow(s4_5)_  1
    x(11)     c_e_flow(sink)_  -1
RHS
    RHS_V     c_e_flow(s0_0)_  1
    RHS_V     c_e_flow(sink)_  -1
ENDATA
