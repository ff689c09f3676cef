NAME        model
ROWS
 N  cost    
 E  c_e_flow(s0_0)_
 E  c_e_flow(s0_12)_
 E  c_e_flow(s10_10)_
 E  c_e_flow(s10_12)_
 E  c_e_flow(s11_11)_
 E  c_e_flow(s11_12)_
 E  c_e_flow(s1_1)_
 E  c_e_flow(s1_12)_
 E  c_e_flow(s2_12)_
 E  c_e_flow(s2_2)_
 E  c_e_flow(s3_12)_
 E  c_e_flow(s3_3)_
 E  c_e_flow(s4_12)_
 E  c_e_flow(s4_4)_
 E  c_e_flow(s5_12)_
 E  c_e_flow(s5_5)_
 E  c_e_flow(s6_12)_
 E  c_e_flow(s6_6)_
 E  c_e_flow(s7_12)_
 E  c_e_flow(s7_7)_
 E  c_e_flow(s8_12)_
 E  c_e_flow(s8_8)_
 E  c_e_flow(s9_12)_
 E  c_e_flow(s9_9)_
 E  c_e_flow(sink)_
COLUMNS
    ONE_VAR_CONSTANT  cost      0.7031460280914501
    x(0)      cost      1.4784311374999999
    x(0)      c_e_flow(s0_0)_  1
    x(0)      c_e_flow(s1_1)_  -1
    x(1)      cost      2.1865551849999996
    x(1)      c_e_flow(s0_0)_  1
    x(1)      c_e_flow(s2_2)_  -1
    x(2)      cost      2.9521076974999998
    x(2)      c_e_flow(s0_0)_  1
    x(2)      c_e_flow(s3_3)_  -1
    x(3)      cost      3.7397787349999998
    x(3)      c_e_flow(s0_0)_  1
    x(3)      c_e_flow(s4_4)_  -1
    x(4)      cost      4.5340695175000008
    x(4)      c_e_flow(s0_0)_  1
    x(4)      c_e_flow(s5_5)_  -1
    x(5)      cost      5.3301360925000001
    x(5)      c_e_flow(s0_0)_  1
    x(5)      c_e_flow(s6_6)_  -1
    x(6)      cost      6.1266515100000003
    x(6)      c_e_flow(s0_0)_  1
    x(6)      c_e_flow(s7_7)_  -1
    x(7)      cost      6.9232769825
    x(7)      c_e_flow(s0_0)_  1
    x(7)      c_e_flow(s8_8)_  -1
    x(8)      cost      7.7199272424999998
    x(8)      c_e_flow(s0_0)_  1
    x(8)      c_e_flow(s9_9)_  -1
    x(9)      cost      8.5165834825000015
    x(9)      c_e_flow(s0_0)_  1
    x(9)      c_e_flow(s10_10)_  -1
    x(10)     cost      9.3132420875000008
    x(10)     c_e_flow(s0_0)_  1
    x(10)     c_e_flow(s11_11)_  -1
    x(11)     cost      9.6099000000000014
    x(11)     c_e_flow(s0_0)_  1
    x(11)     c_e_flow(s0_12)_  -1
    x(13)     cost      4.5383030000000022e-07
    x(13)     c_e_flow(s11_11)_  1
    x(13)     c_e_flow(s11_12)_  -1
    x(15)     cost      3.5550518699999997e-06
    x(15)     c_e_flow(s10_10)_  1
    x(15)     c_e_flow(s11_11)_  -1
    x(16)     cost      4.0401018100000009e-06
    x(16)     c_e_flow(s10_10)_  1
    x(16)     c_e_flow(s10_12)_  -1
    x(18)     cost      1.6598522259999999e-05
    x(18)     c_e_flow(s10_10)_  -1
    x(18)     c_e_flow(s9_9)_  1
    x(19)     cost      2.3349553489999994e-05
    x(19)     c_e_flow(s11_11)_  -1
    x(19)     c_e_flow(s9_9)_  1
    x(20)     cost      2.5923075750000005e-05
    x(20)     c_e_flow(s9_12)_  -1
    x(20)     c_e_flow(s9_9)_  1
    x(22)     cost      7.3983053940000009e-05
    x(22)     c_e_flow(s8_8)_  1
    x(22)     c_e_flow(s9_9)_  -1
    x(23)     cost      0.00010403360787999998
    x(23)     c_e_flow(s10_10)_  -1
    x(23)     c_e_flow(s8_8)_  1
    x(24)     cost      0.00013544920174999998
    x(24)     c_e_flow(s11_11)_  -1
    x(24)     c_e_flow(s8_8)_  1
    x(25)     cost      0.00014720725569000002
    x(25)     c_e_flow(s8_12)_  -1
    x(25)     c_e_flow(s8_8)_  1
    x(27)     cost      0.00032267303236000003
    x(27)     c_e_flow(s7_7)_  1
    x(27)     c_e_flow(s8_8)_  -1
    x(28)     cost      0.00045358339067999993
    x(28)     c_e_flow(s7_7)_  1
    x(28)     c_e_flow(s9_9)_  -1
    x(29)     cost      0.00059047374899999982
    x(29)     c_e_flow(s10_10)_  -1
    x(29)     c_e_flow(s7_7)_  1
    x(30)     cost      0.00072872928135999998
    x(30)     c_e_flow(s11_11)_  -1
    x(30)     c_e_flow(s7_7)_  1
    x(31)     cost      0.00078027213968000014
    x(31)     c_e_flow(s7_12)_  -1
    x(31)     c_e_flow(s7_7)_  1
    x(33)     cost      0.00138088831546
    x(33)     c_e_flow(s6_6)_  1
    x(33)     c_e_flow(s7_7)_  -1
    x(34)     cost      0.0019403698752899993
    x(34)     c_e_flow(s6_6)_  1
    x(34)     c_e_flow(s8_8)_  -1
    x(35)     cost      0.0025256381907499993
    x(35)     c_e_flow(s6_6)_  1
    x(35)     c_e_flow(s9_9)_  -1
    x(36)     cost      0.0031168865062099998
    x(36)     c_e_flow(s10_10)_  -1
    x(36)     c_e_flow(s6_6)_  1
    x(37)     cost      0.0037095005660399993
    x(37)     c_e_flow(s11_11)_  -1
    x(37)     c_e_flow(s6_6)_  1
    x(38)     cost      0.0039302363815000001
    x(38)     c_e_flow(s6_12)_  -1
    x(38)     c_e_flow(s6_6)_  1
    x(40)     cost      0.005773824646060001
    x(40)     c_e_flow(s5_5)_  1
    x(40)     c_e_flow(s6_6)_  -1
    x(41)     cost      0.0081089042921200002
    x(41)     c_e_flow(s5_5)_  1
    x(41)     c_e_flow(s7_7)_  -1
    x(42)     cost      0.01055304204825
    x(42)     c_e_flow(s5_5)_  1
    x(42)     c_e_flow(s8_8)_  -1
    x(43)     cost      0.013022964194309998
    x(43)     c_e_flow(s5_5)_  1
    x(43)     c_e_flow(s9_9)_  -1
    x(44)     cost      0.01549886634037
    x(44)     c_e_flow(s10_10)_  -1
    x(44)     c_e_flow(s5_5)_  1
    x(45)     cost      0.017976136596499995
    x(45)     c_e_flow(s11_11)_  -1
    x(45)     c_e_flow(s5_5)_  1
    x(46)     cost      0.01889867624256
    x(46)     c_e_flow(s5_12)_  -1
    x(46)     c_e_flow(s5_5)_  1
    x(48)     cost      0.023384769897459998
    x(48)     c_e_flow(s4_4)_  1
    x(48)     c_e_flow(s5_5)_  -1
    x(49)     cost      0.032817644711980003
    x(49)     c_e_flow(s4_4)_  1
    x(49)     c_e_flow(s6_6)_  -1
    x(50)     cost      0.042699362026499987
    x(50)     c_e_flow(s4_4)_  1
    x(50)     c_e_flow(s7_7)_  -1
    x(51)     cost      0.052690146923959992
    x(51)     c_e_flow(s4_4)_  1
    x(51)     c_e_flow(s8_8)_  -1
    x(52)     cost      0.06270670673848
    x(52)     c_e_flow(s4_4)_  1
    x(52)     c_e_flow(s9_9)_  -1
    x(53)     cost      0.07272924655299999
    x(53)     c_e_flow(s10_10)_  -1
    x(53)     c_e_flow(s4_4)_  1
    x(54)     cost      0.082753163950459979
    x(54)     c_e_flow(s11_11)_  -1
    x(54)     c_e_flow(s4_4)_  1
    x(55)     cost      0.086485906264979998
    x(55)     c_e_flow(s4_12)_  -1
    x(55)     c_e_flow(s4_4)_  1
    x(57)     cost      0.090338967099819992
    x(57)     c_e_flow(s3_3)_  1
    x(57)     c_e_flow(s4_4)_  -1
    x(58)     cost      0.12663324023042996
    x(58)     c_e_flow(s3_3)_  1
    x(58)     c_e_flow(s5_5)_  -1
    x(59)     cost      0.16470425733025001
    x(59)     c_e_flow(s3_3)_  1
    x(59)     c_e_flow(s6_6)_  -1
    x(60)     cost      0.20322411693007
    x(60)     c_e_flow(s3_3)_  1
    x(60)     c_e_flow(s7_7)_  -1
    x(61)     cost      0.24185308006068004
    x(61)     c_e_flow(s3_3)_  1
    x(61)     c_e_flow(s8_8)_  -1
    x(62)     cost      0.28050778216050004
    x(62)     c_e_flow(s3_3)_  1
    x(62)     c_e_flow(s9_9)_  -1
    x(63)     cost      0.31916846426032003
    x(63)     c_e_flow(s10_10)_  -1
    x(63)     c_e_flow(s3_3)_  1
    x(64)     cost      0.35783055989093004
    x(64)     c_e_flow(s11_11)_  -1
    x(64)     c_e_flow(s3_3)_  1
    x(65)     cost      0.37222751949075006
    x(65)     c_e_flow(s3_12)_  -1
    x(65)     c_e_flow(s3_3)_  1
    x(67)     cost      0.32286962144292003
    x(67)     c_e_flow(s2_2)_  1
    x(67)     c_e_flow(s3_3)_  -1
    x(68)     cost      0.45166684288583991
    x(68)     c_e_flow(s2_2)_  1
    x(68)     c_e_flow(s4_4)_  -1
    x(69)     cost      0.5870829822814998
    x(69)     c_e_flow(s2_2)_  1
    x(69)     c_e_flow(s5_5)_  -1
    x(70)     cost      0.72427574122442007
    x(70)     c_e_flow(s2_2)_  1
    x(70)     c_e_flow(s6_6)_  -1
    x(71)     cost      0.8619173426673401
    x(71)     c_e_flow(s2_2)_  1
    x(71)     c_e_flow(s7_7)_  -1
    x(72)     cost      0.99966817206299996
    x(72)     c_e_flow(s2_2)_  1
    x(72)     c_e_flow(s8_8)_  -1
    x(73)     cost      1.13744461600592
    x(73)     c_e_flow(s2_2)_  1
    x(73)     c_e_flow(s9_9)_  -1
    x(74)     cost      1.2752270399488399
    x(74)     c_e_flow(s10_10)_  -1
    x(74)     c_e_flow(s2_2)_  1
    x(75)     cost      1.4130110018445001
    x(75)     c_e_flow(s11_11)_  -1
    x(75)     c_e_flow(s2_2)_  1
    x(76)     cost      1.4643187282874202
    x(76)     c_e_flow(s2_12)_  -1
    x(76)     c_e_flow(s2_2)_  1
    x(78)     cost      0.99024375879045001
    x(78)     c_e_flow(s1_1)_  1
    x(78)     c_e_flow(s2_2)_  -1
    x(79)     cost      1.3790507679883501
    x(79)     c_e_flow(s1_1)_  1
    x(79)     c_e_flow(s3_3)_  -1
    x(80)     cost      1.7899763021862498
    x(80)     c_e_flow(s1_1)_  1
    x(80)     c_e_flow(s4_4)_  -1
    x(81)     cost      2.2075211084766999
    x(81)     c_e_flow(s1_1)_  1
    x(81)     c_e_flow(s5_5)_  -1
    x(82)     cost      2.6268421801746
    x(82)     c_e_flow(s1_1)_  1
    x(82)     c_e_flow(s6_6)_  -1
    x(83)     cost      3.0466120943725001
    x(83)     c_e_flow(s1_1)_  1
    x(83)     c_e_flow(s7_7)_  -1
    x(84)     cost      3.4664915906629501
    x(84)     c_e_flow(s1_1)_  1
    x(84)     c_e_flow(s8_8)_  -1
    x(85)     cost      3.8863963473608498
    x(85)     c_e_flow(s1_1)_  1
    x(85)     c_e_flow(s9_9)_  -1
    x(86)     cost      4.3063070840587505
    x(86)     c_e_flow(s10_10)_  -1
    x(86)     c_e_flow(s1_1)_  1
    x(87)     cost      4.7262197128492005
    x(87)     c_e_flow(s11_11)_  -1
    x(87)     c_e_flow(s1_1)_  1
    x(88)     cost      4.8825858470471006
    x(88)     c_e_flow(s1_1)_  1
    x(88)     c_e_flow(s1_12)_  -1
    x(12)     c_e_flow(s0_12)_  1
    x(12)     c_e_flow(sink)_  -1
    x(17)     c_e_flow(s10_12)_  1
    x(17)     c_e_flow(sink)_  -1
    x(14)     c_e_flow(s11_12)_  1
    x(14)     c_e_flow(sink)_  -1
    x(89)     c_e_flow(s1_12)_  1
    x(89)     c_e_flow(sink)_  -1
    x(77)     c_e_flow(s2_12)_  1
    x(77)     c_e_flow(sink)_  -1
    x(66)     c_e_flow(s3_12)_  1
    x(66)     c_e_flow(sink)_  -1
    x(56)     c_e_flow(s4_12)_  1
    x(56)     c_e_flow(sink)_  -1
    x(47)     c_e_flow(s5_12)_  1
    x(47)     c_e_flow(sink)_  -1
    x(39)     c_e_flow(s6_12)_  1
    x(39)     c_e_flow(sink)_  -1
    x(32)     c_e_flow(s7_12)_  1
    x(32)     c_e_flow(sink)_  -1
    x(26)     c_e_flow(s8_12)_  1
    x(26)     c_e_flow(sink)_  -1
    x(21)     c_e_flow(s9_12)_  1
    x(21)     c_e_flow(sink)_  -1
RHS
    RHS_V     c_e_flow(s0_0)_  1
    RHS_V     c_e_flow(sink)_  -1
BOUNDS
 FX BOUND     ONE_VAR_CONSTANT  1
ENDATA
