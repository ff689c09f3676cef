NAME        model
ROWS
 N  cost    
 E  c_e_flow(s0_0)_
 E  c_e_flow(s0_10)_
 E  c_e_flow(s1_1)_
 E  c_e_flow(s1_10)_
 E  c_e_flow(s2_10)_
 E  c_e_flow(s2_2)_
 E  c_e_flow(s3_10)_
 E  c_e_flow(s3_3)_
 E  c_e_flow(s4_10)_
 E  c_e_flow(s4_4)_
 E  c_e_flow(s5_10)_
 E  c_e_flow(s5_5)_
 E  c_e_flow(s6_10)_
 E  c_e_flow(s6_6)_
 E  c_e_flow(s7_10)_
 E  c_e_flow(s7_7)_
 E  c_e_flow(s8_10)_
 E  c_e_flow(s8_8)_
 E  c_e_flow(s9_10)_
 E  c_e_flow(s9_9)_
 E  c_e_flow(sink)_
COLUMNS
    ONE_VAR_CONSTANT  cost      112.0396068
    x(0)      cost      129.513484
    x(0)      c_e_flow(s0_0)_  1
    x(0)      c_e_flow(s1_1)_  -1
    x(1)      cost      175.072673
    x(1)      c_e_flow(s0_0)_  1
    x(1)      c_e_flow(s2_2)_  -1
    x(2)      cost      225.5964925
    x(2)      c_e_flow(s0_0)_  1
    x(2)      c_e_flow(s3_3)_  -1
    x(3)      cost      274.1246885
    x(3)      c_e_flow(s0_0)_  1
    x(3)      c_e_flow(s4_4)_  -1
    x(4)      cost      390.6443035
    x(4)      c_e_flow(s0_0)_  1
    x(4)      c_e_flow(s5_5)_  -1
    x(5)      cost      468.1690025
    x(5)      c_e_flow(s0_0)_  1
    x(5)      c_e_flow(s6_6)_  -1
    x(6)      cost      552.0929895
    x(6)      c_e_flow(s0_0)_  1
    x(6)      c_e_flow(s7_7)_  -1
    x(7)      cost      597.8071705
    x(7)      c_e_flow(s0_0)_  1
    x(7)      c_e_flow(s8_8)_  -1
    x(8)      cost      680.3663595
    x(8)      c_e_flow(s0_0)_  1
    x(8)      c_e_flow(s9_9)_  -1
    x(9)      cost      657.8
    x(9)      c_e_flow(s0_0)_  1
    x(9)      c_e_flow(s0_10)_  -1
    x(11)     cost      5.5812462
    x(11)     c_e_flow(s9_10)_  -1
    x(11)     c_e_flow(s9_9)_  1
    x(13)     cost      44.2733759
    x(13)     c_e_flow(s8_8)_  1
    x(13)     c_e_flow(s9_9)_  -1
    x(14)     cost      37.7060202
    x(14)     c_e_flow(s8_10)_  -1
    x(14)     c_e_flow(s8_8)_  1
    x(16)     cost      42.5384676
    x(16)     c_e_flow(s7_7)_  1
    x(16)     c_e_flow(s8_8)_  -1
    x(17)     cost      65.3795462
    x(17)     c_e_flow(s7_7)_  1
    x(17)     c_e_flow(s9_9)_  -1
    x(18)     cost      57.8835589
    x(18)     c_e_flow(s7_10)_  -1
    x(18)     c_e_flow(s7_7)_  1
    x(20)     cost      56.522421
    x(20)     c_e_flow(s6_6)_  1
    x(20)     c_e_flow(s7_7)_  -1
    x(21)     cost      70.2347365
    x(21)     c_e_flow(s6_6)_  1
    x(21)     c_e_flow(s8_8)_  -1
    x(22)     cost      94.1814375
    x(22)     c_e_flow(s6_6)_  1
    x(22)     c_e_flow(s9_9)_  -1
    x(23)     cost      86.406437
    x(23)     c_e_flow(s6_10)_  -1
    x(23)     c_e_flow(s6_6)_  1
    x(25)     cost      80.7657921
    x(25)     c_e_flow(s5_5)_  1
    x(25)     c_e_flow(s6_6)_  -1
    x(26)     cost      119.4894772
    x(26)     c_e_flow(s5_5)_  1
    x(26)     c_e_flow(s7_7)_  -1
    x(27)     cost      140.3193065
    x(27)     c_e_flow(s5_5)_  1
    x(27)     c_e_flow(s8_8)_  -1
    x(28)     cost      177.3019723
    x(28)     c_e_flow(s5_5)_  1
    x(28)     c_e_flow(s9_9)_  -1
    x(29)     cost      166.2372354
    x(29)     c_e_flow(s5_10)_  -1
    x(29)     c_e_flow(s5_5)_  1
    x(31)     cost      133.9875432
    x(31)     c_e_flow(s4_4)_  1
    x(31)     c_e_flow(s5_5)_  -1
    x(32)     cost      181.5867018
    x(32)     c_e_flow(s4_4)_  1
    x(32)     c_e_flow(s6_6)_  -1
    x(33)     cost      233.8933779
    x(33)     c_e_flow(s4_4)_  1
    x(33)     c_e_flow(s7_7)_  -1
    x(34)     cost      262.2011202
    x(34)     c_e_flow(s4_4)_  1
    x(34)     c_e_flow(s8_8)_  -1
    x(35)     cost      312.879834
    x(35)     c_e_flow(s4_4)_  1
    x(35)     c_e_flow(s9_9)_  -1
    x(36)     cost      298.3587831
    x(36)     c_e_flow(s4_10)_  -1
    x(36)     c_e_flow(s4_4)_  1
    x(38)     cost      120.100179
    x(38)     c_e_flow(s3_3)_  1
    x(38)     c_e_flow(s4_4)_  -1
    x(39)     cost      214.6074725
    x(39)     c_e_flow(s3_3)_  1
    x(39)     c_e_flow(s5_5)_  -1
    x(40)     cost      277.3707495
    x(40)     c_e_flow(s3_3)_  1
    x(40)     c_e_flow(s6_6)_  -1
    x(41)     cost      345.698812
    x(41)     c_e_flow(s3_3)_  1
    x(41)     c_e_flow(s7_7)_  -1
    x(42)     cost      382.8268895
    x(42)     c_e_flow(s3_3)_  1
    x(42)     c_e_flow(s8_8)_  -1
    x(43)     cost      449.6603425
    x(43)     c_e_flow(s3_3)_  1
    x(43)     c_e_flow(s9_9)_  -1
    x(44)     cost      431.062506
    x(44)     c_e_flow(s3_10)_  -1
    x(44)     c_e_flow(s3_3)_  1
    x(46)     cost      123.0355393
    x(46)     c_e_flow(s2_2)_  1
    x(46)     c_e_flow(s3_3)_  -1
    x(47)     cost      162.3758531
    x(47)     c_e_flow(s2_2)_  1
    x(47)     c_e_flow(s4_4)_  -1
    x(48)     cost      257.5529707
    x(48)     c_e_flow(s2_2)_  1
    x(48)     c_e_flow(s5_5)_  -1
    x(49)     cost      320.7654305
    x(49)     c_e_flow(s2_2)_  1
    x(49)     c_e_flow(s6_6)_  -1
    x(50)     cost      389.5680693
    x(50)     c_e_flow(s2_2)_  1
    x(50)     c_e_flow(s7_7)_  -1
    x(51)     cost      426.9574177
    x(51)     c_e_flow(s2_2)_  1
    x(51)     c_e_flow(s8_8)_  -1
    x(52)     cost      494.2693971
    x(52)     c_e_flow(s2_2)_  1
    x(52)     c_e_flow(s9_9)_  -1
    x(53)     cost      475.5508004
    x(53)     c_e_flow(s2_10)_  -1
    x(53)     c_e_flow(s2_2)_  1
    x(55)     cost      143.0240922
    x(55)     c_e_flow(s1_1)_  1
    x(55)     c_e_flow(s2_2)_  -1
    x(56)     cost      192.8488221
    x(56)     c_e_flow(s1_1)_  1
    x(56)     c_e_flow(s3_3)_  -1
    x(57)     cost      240.6710205
    x(57)     c_e_flow(s1_1)_  1
    x(57)     c_e_flow(s4_4)_  -1
    x(58)     cost      355.5506763
    x(58)     c_e_flow(s1_1)_  1
    x(58)     c_e_flow(s5_5)_  -1
    x(59)     cost      431.9756217
    x(59)     c_e_flow(s1_1)_  1
    x(59)     c_e_flow(s6_6)_  -1
    x(60)     cost      514.7376831
    x(60)     c_e_flow(s1_1)_  1
    x(60)     c_e_flow(s7_7)_  -1
    x(61)     cost      559.8121833
    x(61)     c_e_flow(s1_1)_  1
    x(61)     c_e_flow(s8_8)_  -1
    x(62)     cost      641.1997755
    x(62)     c_e_flow(s1_1)_  1
    x(62)     c_e_flow(s9_9)_  -1
    x(63)     cost      618.9290784
    x(63)     c_e_flow(s1_1)_  1
    x(63)     c_e_flow(s1_10)_  -1
    x(10)     c_e_flow(s0_10)_  1
    x(10)     c_e_flow(sink)_  -1
    x(64)     c_e_flow(s1_10)_  1
    x(64)     c_e_flow(sink)_  -1
    x(54)     c_e_flow(s2_10)_  1
    x(54)     c_e_flow(sink)_  -1
    x(45)     c_e_flow(s3_10)_  1
    x(45)     c_e_flow(sink)_  -1
    x(37)     c_e_flow(s4_10)_  1
    x(37)     c_e_flow(sink)_  -1
    x(30)     c_e_flow(s5_10)_  1
    x(30)     c_e_flow(sink)_  -1
    x(24)     c_e_flow(s6_10)_  1
    x(24)     c_e_flow(sink)_  -1
    x(19)     c_e_flow(s7_10)_  1
    x(19)     c_e_flow(sink)_  -1
    x(15)     c_e_flow(s8_10)_  1
    x(15)     c_e_flow(sink)_  -1
    x(12)     c_e_flow(s9_10)_  1
    x(12)     c_e_flow(sink)_  -1
RHS
    RHS_V     c_e_flow(s0_0)_  1
    RHS_V     c_e_flow(sink)_  -1
BOUNDS
 FX BOUND     ONE_VAR_CONSTANT  1
ENDATA
