NAME        model
OBJSENSE
  MAX
ROWS
 N  objective
 L  c_u_work_capacity(1)_
 L  c_u_work_capacity(2)_
 L  c_u_work_capacity(3)_
 L  c_u_work_capacity(4)_
 L  c_u_work_capacity(5)_
 L  c_u_work_capacity(6)_
 L  c_u_work_capacity(7)_
 L  c_u_work_capacity(8)_
 L  c_u_work_capacity(9)_
 L  c_u_work_capacity(10)_
 L  c_u_work_capacity(11)_
 L  c_u_work_capacity(12)_
 L  c_u_work_capacity(13)_
 L  c_u_work_capacity(14)_
 L  c_u_work_capacity(15)_
 L  c_u_work_capacity(16)_
 L  c_u_work_capacity(17)_
 L  c_u_work_capacity(18)_
 L  c_u_work_capacity(19)_
 L  c_u_work_capacity(20)_
 L  c_u_work_capacity(21)_
 L  c_u_work_capacity(22)_
 L  c_u_work_capacity(23)_
 L  c_u_work_capacity(24)_
 L  c_u_work_capacity(25)_
 L  c_u_work_capacity(26)_
 L  c_u_work_capacity(27)_
 L  c_u_work_capacity(28)_
 L  c_u_work_capacity(29)_
 L  c_u_work_capacity(31)_
 L  c_u_work_capacity(33)_
 L  c_u_work_capacity(34)_
 L  c_u_work_capacity(35)_
 L  c_u_work_capacity(36)_
 L  c_u_work_capacity(37)_
 L  c_u_work_capacity(38)_
 L  c_u_work_capacity(39)_
 L  c_u_work_capacity(40)_
 L  c_u_work_capacity(41)_
 L  c_u_work_capacity(42)_
 L  c_u_work_capacity(43)_
 L  c_u_work_capacity(44)_
 L  c_u_work_capacity(45)_
 L  c_u_work_capacity(46)_
 L  c_u_work_capacity(47)_
 L  c_u_work_capacity(48)_
 L  c_u_work_capacity(49)_
 L  c_u_work_capacity(50)_
 L  c_u_work_capacity(51)_
 L  c_u_work_capacity(52)_
 L  c_u_work_capacity(53)_
 L  c_u_work_capacity(54)_
 L  c_u_work_capacity(55)_
 L  c_u_work_capacity(56)_
 L  c_u_work_capacity(57)_
 L  c_u_work_capacity(58)_
 L  c_u_work_capacity(59)_
 L  c_u_work_capacity(60)_
 L  c_u_work_capacity(61)_
 L  c_u_work_capacity(62)_
 L  c_u_work_capacity(63)_
 L  c_u_work_capacity(64)_
 L  c_u_work_capacity(65)_
 L  c_u_work_capacity(66)_
 L  c_u_work_capacity(67)_
 L  c_u_work_capacity(68)_
 L  c_u_work_capacity(69)_
 L  c_u_work_capacity(70)_
 L  c_u_work_capacity(71)_
 L  c_u_work_capacity(72)_
 L  c_u_work_capacity(73)_
 L  c_u_work_capacity(74)_
 L  c_u_work_capacity(75)_
 L  c_u_work_capacity(76)_
 L  c_u_work_capacity(77)_
 L  c_u_work_capacity(78)_
 L  c_u_work_capacity(79)_
 L  c_u_work_capacity(80)_
 L  c_u_work_capacity(81)_
 L  c_u_work_capacity(82)_
 L  c_u_work_capacity(83)_
 L  c_u_work_capacity(84)_
 L  c_u_work_capacity(85)_
 L  c_u_work_capacity(86)_
 L  c_u_work_capacity(87)_
 L  c_u_work_capacity(88)_
 L  c_u_work_capacity(89)_
 L  c_u_work_capacity(90)_
 L  c_u_work_capacity(91)_
 L  c_u_work_capacity(92)_
 L  c_u_work_capacity(93)_
 L  c_u_work_capacity(94)_
 L  c_u_work_capacity(95)_
 L  c_u_work_capacity(96)_
 L  c_u_work_capacity(97)_
 L  c_u_work_capacity(98)_
 L  c_u_work_capacity(99)_
 L  c_u_work_capacity(100)_
 L  c_u_work_capacity(101)_
 L  c_u_work_capacity(102)_
 L  c_u_work_capacity(103)_
 L  c_u_work_capacity(104)_
 L  c_u_work_capacity(105)_
 L  c_u_work_capacity(106)_
 L  c_u_work_capacity(107)_
 L  c_u_work_capacity(108)_
 L  c_u_work_capacity(109)_
 L  c_u_work_capacity(110)_
 L  c_u_work_capacity(111)_
 L  c_u_work_capacity(112)_
 L  c_u_work_capacity(113)_
 L  c_u_work_capacity(114)_
 L  c_u_work_capacity(115)_
 L  c_u_work_capacity(116)_
 L  c_u_work_capacity(117)_
 L  c_u_work_capacity(118)_
 L  c_u_work_capacity(119)_
 L  c_u_work_capacity(120)_
 L  c_u_work_capacity(121)_
 L  c_u_work_capacity(122)_
 L  c_u_work_capacity(123)_
 L  c_u_work_capacity(124)_
 L  c_u_work_capacity(125)_
 L  c_u_work_capacity(126)_
 L  c_u_work_capacity(127)_
 L  c_u_work_capacity(128)_
 L  c_u_work_capacity(129)_
 L  c_u_work_capacity(130)_
 L  c_u_work_capacity(131)_
 L  c_u_work_capacity(132)_
 L  c_u_work_capacity(133)_
 L  c_u_work_capacity(134)_
 L  c_u_work_capacity(135)_
 L  c_u_work_capacity(136)_
 L  c_u_work_capacity(137)_
 L  c_u_work_capacity(138)_
 L  c_u_work_capacity(139)_
 L  c_u_completion(J1)_
 L  c_u_completion(J2)_
 L  c_u_completion(J3)_
 L  c_u_completion(J4)_
 L  c_u_completion(J5)_
 L  c_u_completion(J6)_
 L  c_u_completion(J7)_
 L  c_u_completion(J8)_
 L  c_u_completion(J9)_
 L  c_u_completion(J10)_
 L  c_u_completion(J11)_
 L  c_u_completion(J12)_
 L  c_u_completion(J13)_
 L  c_u_completion(J14)_
 L  c_u_completion(J15)_
 L  c_u_completion(J16)_
 L  c_u_completion(J17)_
 L  c_u_completion(J18)_
 L  c_u_completion(J19)_
 L  c_u_completion(J20)_
 L  c_u_completion(J21)_
 L  c_u_completion(J22)_
 L  c_u_completion(J23)_
 L  c_u_completion(J24)_
 L  c_u_completion(J25)_
 L  c_u_completion(J26)_
 L  c_u_completion(J27)_
 L  c_u_completion(J28)_
 L  c_u_completion(J29)_
 L  c_u_completion(J30)_
 L  c_u_completion(J31)_
 L  c_u_completion(J32)_
 L  c_u_completion(J33)_
 L  c_u_completion(J34)_
 L  c_u_completion(J35)_
 L  c_u_completion(J36)_
 L  c_u_completion(J37)_
 L  c_u_completion(J38)_
 L  c_u_completion(J39)_
 L  c_u_completion(J40)_
 L  c_u_completion(J41)_
 L  c_u_completion(J42)_
 L  c_u_completion(J43)_
 L  c_u_completion(J44)_
 L  c_u_completion(J45)_
 L  c_u_completion(J46)_
 L  c_u_completion(J47)_
 L  c_u_completion(J48)_
 L  c_u_completion(J49)_
 L  c_u_completion(J50)_
 L  c_u_completion(J51)_
 L  c_u_completion(J52)_
 L  c_u_completion(J53)_
 L  c_u_completion(J54)_
 L  c_u_completion(J55)_
 L  c_u_completion(J56)_
 L  c_u_completion(J57)_
 L  c_u_completion(J58)_
 L  c_u_completion(J59)_
 L  c_u_completion(J60)_
COLUMNS
    theta     objective  1
    theta     c_u_completion(J1)_  17556.368696697111
    theta     c_u_completion(J2)_  355.9375361706459
    theta     c_u_completion(J3)_  1608.0459736437538
    theta     c_u_completion(J4)_  2457.5306812935569
    theta     c_u_completion(J5)_  755.35143318189557
    theta     c_u_completion(J6)_  1160.140551334227
    theta     c_u_completion(J7)_  66.789814176710777
    theta     c_u_completion(J8)_  3117.2987417305949
    theta     c_u_completion(J9)_  175.34278146001981
    theta     c_u_completion(J10)_  6018.8371989131892
    theta     c_u_completion(J11)_  383.59185387089087
    theta     c_u_completion(J12)_  1817.3380358547504
    theta     c_u_completion(J13)_  297.87857424575105
    theta     c_u_completion(J14)_  2386.1988484283097
    theta     c_u_completion(J15)_  109.36607598748799
    theta     c_u_completion(J16)_  13605.644702887781
    theta     c_u_completion(J17)_  8565.7350582149265
    theta     c_u_completion(J18)_  3203.3650171194399
    theta     c_u_completion(J19)_  7466.3127020653519
    theta     c_u_completion(J20)_  21783.691294530228
    theta     c_u_completion(J21)_  11133.767952301174
    theta     c_u_completion(J22)_  3384.8918832065765
    theta     c_u_completion(J23)_  161.84605214328334
    theta     c_u_completion(J24)_  14342.90820506483
    theta     c_u_completion(J25)_  11306.602677344987
    theta     c_u_completion(J26)_  6207.8176315720993
    theta     c_u_completion(J27)_  1195.1075961457607
    theta     c_u_completion(J28)_  171.85984298202123
    theta     c_u_completion(J29)_  5598.8694613626585
    theta     c_u_completion(J30)_  7716.2327240870791
    theta     c_u_completion(J31)_  190.56377438566395
    theta     c_u_completion(J32)_  267.2502191178844
    theta     c_u_completion(J33)_  1471.9089965084536
    theta     c_u_completion(J34)_  1264.0984829920653
    theta     c_u_completion(J35)_  3246.8641881352037
    theta     c_u_completion(J36)_  4341.5796472649008
    theta     c_u_completion(J37)_  7989.0039256648106
    theta     c_u_completion(J38)_  24821.454284841246
    theta     c_u_completion(J39)_  31182.86966860446
    theta     c_u_completion(J40)_  20026.47004138284
    theta     c_u_completion(J41)_  2282.8115488164099
    theta     c_u_completion(J42)_  105.81500892417881
    theta     c_u_completion(J43)_  168.17584036327133
    theta     c_u_completion(J44)_  292.55643444680231
    theta     c_u_completion(J45)_  16090.760700161416
    theta     c_u_completion(J46)_  8435.1388550418887
    theta     c_u_completion(J47)_  154.70802478869712
    theta     c_u_completion(J48)_  425.50940382785564
    theta     c_u_completion(J49)_  1602.2970203745435
    theta     c_u_completion(J50)_  26860.835114684487
    theta     c_u_completion(J51)_  7194.5613396768449
    theta     c_u_completion(J52)_  3365.312496606055
    theta     c_u_completion(J53)_  129.12481826852411
    theta     c_u_completion(J54)_  2197.050325776414
    theta     c_u_completion(J55)_  4062.936545196289
    theta     c_u_completion(J56)_  899.09175056746733
    theta     c_u_completion(J57)_  22000.784345879096
    theta     c_u_completion(J58)_  434.66745493337191
    theta     c_u_completion(J59)_  21026.641067713004
    theta     c_u_completion(J60)_  85.915023172298433
    x(J52_1)  c_u_work_capacity(1)_  3
    x(J52_1)  c_u_completion(J52)_  -1
    x(J32_2)  c_u_work_capacity(2)_  1
    x(J32_2)  c_u_completion(J32)_  -1
    x(J52_2)  c_u_work_capacity(2)_  3
    x(J52_2)  c_u_completion(J52)_  -1
    x(J52_3)  c_u_work_capacity(3)_  3
    x(J52_3)  c_u_completion(J52)_  -1
    x(J52_4)  c_u_work_capacity(4)_  3
    x(J52_4)  c_u_completion(J52)_  -1
    x(J26_5)  c_u_work_capacity(5)_  6
    x(J26_5)  c_u_completion(J26)_  -1
    x(J52_5)  c_u_work_capacity(5)_  3
    x(J52_5)  c_u_completion(J52)_  -1
    x(J26_6)  c_u_work_capacity(6)_  6
    x(J26_6)  c_u_completion(J26)_  -1
    x(J33_6)  c_u_work_capacity(6)_  9
    x(J33_6)  c_u_completion(J33)_  -1
    x(J52_6)  c_u_work_capacity(6)_  3
    x(J52_6)  c_u_completion(J52)_  -1
    x(J26_7)  c_u_work_capacity(7)_  6
    x(J26_7)  c_u_completion(J26)_  -1
    x(J33_7)  c_u_work_capacity(7)_  9
    x(J33_7)  c_u_completion(J33)_  -1
    x(J52_7)  c_u_work_capacity(7)_  3
    x(J52_7)  c_u_completion(J52)_  -1
    x(J26_8)  c_u_work_capacity(8)_  6
    x(J26_8)  c_u_completion(J26)_  -1
    x(J33_8)  c_u_work_capacity(8)_  9
    x(J33_8)  c_u_completion(J33)_  -1
    x(J3_9)   c_u_work_capacity(9)_  2
    x(J3_9)   c_u_completion(J3)_  -1
    x(J26_9)  c_u_work_capacity(9)_  6
    x(J26_9)  c_u_completion(J26)_  -1
    x(J33_9)  c_u_work_capacity(9)_  9
    x(J33_9)  c_u_completion(J33)_  -1
    x(J3_10)  c_u_work_capacity(10)_  2
    x(J3_10)  c_u_completion(J3)_  -1
    x(J26_10)  c_u_work_capacity(10)_  6
    x(J26_10)  c_u_completion(J26)_  -1
    x(J3_11)  c_u_work_capacity(11)_  2
    x(J3_11)  c_u_completion(J3)_  -1
    x(J26_11)  c_u_work_capacity(11)_  6
    x(J26_11)  c_u_completion(J26)_  -1
    x(J26_12)  c_u_work_capacity(12)_  6
    x(J26_12)  c_u_completion(J26)_  -1
    x(J18_13)  c_u_work_capacity(13)_  2
    x(J18_13)  c_u_completion(J18)_  -1
    x(J26_13)  c_u_work_capacity(13)_  6
    x(J26_13)  c_u_completion(J26)_  -1
    x(J18_14)  c_u_work_capacity(14)_  2
    x(J18_14)  c_u_completion(J18)_  -1
    x(J23_14)  c_u_work_capacity(14)_  2
    x(J23_14)  c_u_completion(J23)_  -1
    x(J26_14)  c_u_work_capacity(14)_  6
    x(J26_14)  c_u_completion(J26)_  -1
    x(J18_15)  c_u_work_capacity(15)_  2
    x(J18_15)  c_u_completion(J18)_  -1
    x(J23_15)  c_u_work_capacity(15)_  2
    x(J23_15)  c_u_completion(J23)_  -1
    x(J26_15)  c_u_work_capacity(15)_  6
    x(J26_15)  c_u_completion(J26)_  -1
    x(J18_16)  c_u_work_capacity(16)_  2
    x(J18_16)  c_u_completion(J18)_  -1
    x(J26_16)  c_u_work_capacity(16)_  6
    x(J26_16)  c_u_completion(J26)_  -1
    x(J12_17)  c_u_work_capacity(17)_  2
    x(J12_17)  c_u_completion(J12)_  -1
    x(J18_17)  c_u_work_capacity(17)_  2
    x(J18_17)  c_u_completion(J18)_  -1
    x(J26_17)  c_u_work_capacity(17)_  6
    x(J26_17)  c_u_completion(J26)_  -1
    x(J12_18)  c_u_work_capacity(18)_  2
    x(J12_18)  c_u_completion(J12)_  -1
    x(J18_18)  c_u_work_capacity(18)_  2
    x(J18_18)  c_u_completion(J18)_  -1
    x(J26_18)  c_u_work_capacity(18)_  6
    x(J26_18)  c_u_completion(J26)_  -1
    x(J47_18)  c_u_work_capacity(18)_  1
    x(J47_18)  c_u_completion(J47)_  -1
    x(J12_19)  c_u_work_capacity(19)_  2
    x(J12_19)  c_u_completion(J12)_  -1
    x(J18_19)  c_u_work_capacity(19)_  2
    x(J18_19)  c_u_completion(J18)_  -1
    x(J26_19)  c_u_work_capacity(19)_  6
    x(J26_19)  c_u_completion(J26)_  -1
    x(J4_20)  c_u_work_capacity(20)_  1
    x(J4_20)  c_u_completion(J4)_  -1
    x(J12_20)  c_u_work_capacity(20)_  2
    x(J12_20)  c_u_completion(J12)_  -1
    x(J18_20)  c_u_work_capacity(20)_  2
    x(J18_20)  c_u_completion(J18)_  -1
    x(J26_20)  c_u_work_capacity(20)_  6
    x(J26_20)  c_u_completion(J26)_  -1
    x(J4_21)  c_u_work_capacity(21)_  1
    x(J4_21)  c_u_completion(J4)_  -1
    x(J12_21)  c_u_work_capacity(21)_  2
    x(J12_21)  c_u_completion(J12)_  -1
    x(J18_21)  c_u_work_capacity(21)_  2
    x(J18_21)  c_u_completion(J18)_  -1
    x(J26_21)  c_u_work_capacity(21)_  6
    x(J26_21)  c_u_completion(J26)_  -1
    x(J28_21)  c_u_work_capacity(21)_  2
    x(J28_21)  c_u_completion(J28)_  -1
    x(J4_22)  c_u_work_capacity(22)_  1
    x(J4_22)  c_u_completion(J4)_  -1
    x(J12_22)  c_u_work_capacity(22)_  2
    x(J12_22)  c_u_completion(J12)_  -1
    x(J18_22)  c_u_work_capacity(22)_  2
    x(J18_22)  c_u_completion(J18)_  -1
    x(J26_22)  c_u_work_capacity(22)_  6
    x(J26_22)  c_u_completion(J26)_  -1
    x(J28_22)  c_u_work_capacity(22)_  2
    x(J28_22)  c_u_completion(J28)_  -1
    x(J4_23)  c_u_work_capacity(23)_  1
    x(J4_23)  c_u_completion(J4)_  -1
    x(J12_23)  c_u_work_capacity(23)_  2
    x(J12_23)  c_u_completion(J12)_  -1
    x(J18_23)  c_u_work_capacity(23)_  2
    x(J18_23)  c_u_completion(J18)_  -1
    x(J26_23)  c_u_work_capacity(23)_  6
    x(J26_23)  c_u_completion(J26)_  -1
    x(J4_24)  c_u_work_capacity(24)_  1
    x(J4_24)  c_u_completion(J4)_  -1
    x(J12_24)  c_u_work_capacity(24)_  2
    x(J12_24)  c_u_completion(J12)_  -1
    x(J18_24)  c_u_work_capacity(24)_  2
    x(J18_24)  c_u_completion(J18)_  -1
    x(J4_25)  c_u_work_capacity(25)_  1
    x(J4_25)  c_u_completion(J4)_  -1
    x(J18_25)  c_u_work_capacity(25)_  2
    x(J18_25)  c_u_completion(J18)_  -1
    x(J4_26)  c_u_work_capacity(26)_  1
    x(J4_26)  c_u_completion(J4)_  -1
    x(J4_27)  c_u_work_capacity(27)_  1
    x(J4_27)  c_u_completion(J4)_  -1
    x(J9_27)  c_u_work_capacity(27)_  8
    x(J9_27)  c_u_completion(J9)_  -1
    x(J4_28)  c_u_work_capacity(28)_  1
    x(J4_28)  c_u_completion(J4)_  -1
    x(J4_29)  c_u_work_capacity(29)_  1
    x(J4_29)  c_u_completion(J4)_  -1
    x(J15_31)  c_u_work_capacity(31)_  1
    x(J15_31)  c_u_completion(J15)_  -1
    x(J36_33)  c_u_work_capacity(33)_  1
    x(J36_33)  c_u_completion(J36)_  -1
    x(J11_34)  c_u_work_capacity(34)_  2
    x(J11_34)  c_u_completion(J11)_  -1
    x(J36_34)  c_u_work_capacity(34)_  1
    x(J36_34)  c_u_completion(J36)_  -1
    x(J11_35)  c_u_work_capacity(35)_  2
    x(J11_35)  c_u_completion(J11)_  -1
    x(J36_35)  c_u_work_capacity(35)_  1
    x(J36_35)  c_u_completion(J36)_  -1
    x(J36_36)  c_u_work_capacity(36)_  1
    x(J36_36)  c_u_completion(J36)_  -1
    x(J36_37)  c_u_work_capacity(37)_  1
    x(J36_37)  c_u_completion(J36)_  -1
    x(J39_37)  c_u_work_capacity(37)_  1
    x(J39_37)  c_u_completion(J39)_  -1
    x(J13_38)  c_u_work_capacity(38)_  1
    x(J13_38)  c_u_completion(J13)_  -1
    x(J36_38)  c_u_work_capacity(38)_  1
    x(J36_38)  c_u_completion(J36)_  -1
    x(J39_38)  c_u_work_capacity(38)_  1
    x(J39_38)  c_u_completion(J39)_  -1
    x(J13_39)  c_u_work_capacity(39)_  1
    x(J13_39)  c_u_completion(J13)_  -1
    x(J36_39)  c_u_work_capacity(39)_  1
    x(J36_39)  c_u_completion(J36)_  -1
    x(J39_39)  c_u_work_capacity(39)_  1
    x(J39_39)  c_u_completion(J39)_  -1
    x(J36_40)  c_u_work_capacity(40)_  1
    x(J36_40)  c_u_completion(J36)_  -1
    x(J39_40)  c_u_work_capacity(40)_  1
    x(J39_40)  c_u_completion(J39)_  -1
    x(J36_41)  c_u_work_capacity(41)_  1
    x(J36_41)  c_u_completion(J36)_  -1
    x(J39_41)  c_u_work_capacity(41)_  1
    x(J39_41)  c_u_completion(J39)_  -1
    x(J41_41)  c_u_work_capacity(41)_  8
    x(J41_41)  c_u_completion(J41)_  -1
    x(J36_42)  c_u_work_capacity(42)_  1
    x(J36_42)  c_u_completion(J36)_  -1
    x(J39_42)  c_u_work_capacity(42)_  1
    x(J39_42)  c_u_completion(J39)_  -1
    x(J41_42)  c_u_work_capacity(42)_  8
    x(J41_42)  c_u_completion(J41)_  -1
    x(J39_43)  c_u_work_capacity(43)_  1
    x(J39_43)  c_u_completion(J39)_  -1
    x(J41_43)  c_u_work_capacity(43)_  8
    x(J41_43)  c_u_completion(J41)_  -1
    x(J8_44)  c_u_work_capacity(44)_  3
    x(J8_44)  c_u_completion(J8)_  -1
    x(J39_44)  c_u_work_capacity(44)_  1
    x(J39_44)  c_u_completion(J39)_  -1
    x(J41_44)  c_u_work_capacity(44)_  8
    x(J41_44)  c_u_completion(J41)_  -1
    x(J8_45)  c_u_work_capacity(45)_  3
    x(J8_45)  c_u_completion(J8)_  -1
    x(J14_45)  c_u_work_capacity(45)_  6
    x(J14_45)  c_u_completion(J14)_  -1
    x(J39_45)  c_u_work_capacity(45)_  1
    x(J39_45)  c_u_completion(J39)_  -1
    x(J41_45)  c_u_work_capacity(45)_  8
    x(J41_45)  c_u_completion(J41)_  -1
    x(J8_46)  c_u_work_capacity(46)_  3
    x(J8_46)  c_u_completion(J8)_  -1
    x(J14_46)  c_u_work_capacity(46)_  6
    x(J14_46)  c_u_completion(J14)_  -1
    x(J39_46)  c_u_work_capacity(46)_  1
    x(J39_46)  c_u_completion(J39)_  -1
    x(J41_46)  c_u_work_capacity(46)_  8
    x(J41_46)  c_u_completion(J41)_  -1
    x(J53_46)  c_u_work_capacity(46)_  1
    x(J53_46)  c_u_completion(J53)_  -1
    x(J8_47)  c_u_work_capacity(47)_  3
    x(J8_47)  c_u_completion(J8)_  -1
    x(J14_47)  c_u_work_capacity(47)_  6
    x(J14_47)  c_u_completion(J14)_  -1
    x(J39_47)  c_u_work_capacity(47)_  1
    x(J39_47)  c_u_completion(J39)_  -1
    x(J41_47)  c_u_work_capacity(47)_  8
    x(J41_47)  c_u_completion(J41)_  -1
    x(J8_48)  c_u_work_capacity(48)_  3
    x(J8_48)  c_u_completion(J8)_  -1
    x(J14_48)  c_u_work_capacity(48)_  6
    x(J14_48)  c_u_completion(J14)_  -1
    x(J39_48)  c_u_work_capacity(48)_  1
    x(J39_48)  c_u_completion(J39)_  -1
    x(J8_49)  c_u_work_capacity(49)_  3
    x(J8_49)  c_u_completion(J8)_  -1
    x(J14_49)  c_u_work_capacity(49)_  6
    x(J14_49)  c_u_completion(J14)_  -1
    x(J39_49)  c_u_work_capacity(49)_  1
    x(J39_49)  c_u_completion(J39)_  -1
    x(J8_50)  c_u_work_capacity(50)_  3
    x(J8_50)  c_u_completion(J8)_  -1
    x(J14_50)  c_u_work_capacity(50)_  6
    x(J14_50)  c_u_completion(J14)_  -1
    x(J39_50)  c_u_work_capacity(50)_  1
    x(J39_50)  c_u_completion(J39)_  -1
    x(J42_50)  c_u_work_capacity(50)_  5
    x(J42_50)  c_u_completion(J42)_  -1
    x(J8_51)  c_u_work_capacity(51)_  3
    x(J8_51)  c_u_completion(J8)_  -1
    x(J14_51)  c_u_work_capacity(51)_  6
    x(J14_51)  c_u_completion(J14)_  -1
    x(J39_51)  c_u_work_capacity(51)_  1
    x(J39_51)  c_u_completion(J39)_  -1
    x(J8_52)  c_u_work_capacity(52)_  3
    x(J8_52)  c_u_completion(J8)_  -1
    x(J39_52)  c_u_work_capacity(52)_  1
    x(J39_52)  c_u_completion(J39)_  -1
    x(J1_53)  c_u_work_capacity(53)_  1
    x(J1_53)  c_u_completion(J1)_  -1
    x(J8_53)  c_u_work_capacity(53)_  3
    x(J8_53)  c_u_completion(J8)_  -1
    x(J39_53)  c_u_work_capacity(53)_  1
    x(J39_53)  c_u_completion(J39)_  -1
    x(J1_54)  c_u_work_capacity(54)_  1
    x(J1_54)  c_u_completion(J1)_  -1
    x(J8_54)  c_u_work_capacity(54)_  3
    x(J8_54)  c_u_completion(J8)_  -1
    x(J39_54)  c_u_work_capacity(54)_  1
    x(J39_54)  c_u_completion(J39)_  -1
    x(J1_55)  c_u_work_capacity(55)_  1
    x(J1_55)  c_u_completion(J1)_  -1
    x(J39_55)  c_u_work_capacity(55)_  1
    x(J39_55)  c_u_completion(J39)_  -1
    x(J1_56)  c_u_work_capacity(56)_  1
    x(J1_56)  c_u_completion(J1)_  -1
    x(J6_56)  c_u_work_capacity(56)_  4
    x(J6_56)  c_u_completion(J6)_  -1
    x(J39_56)  c_u_work_capacity(56)_  1
    x(J39_56)  c_u_completion(J39)_  -1
    x(J1_57)  c_u_work_capacity(57)_  1
    x(J1_57)  c_u_completion(J1)_  -1
    x(J6_57)  c_u_work_capacity(57)_  4
    x(J6_57)  c_u_completion(J6)_  -1
    x(J38_57)  c_u_work_capacity(57)_  1
    x(J38_57)  c_u_completion(J38)_  -1
    x(J39_57)  c_u_work_capacity(57)_  1
    x(J39_57)  c_u_completion(J39)_  -1
    x(J1_58)  c_u_work_capacity(58)_  1
    x(J1_58)  c_u_completion(J1)_  -1
    x(J6_58)  c_u_work_capacity(58)_  4
    x(J6_58)  c_u_completion(J6)_  -1
    x(J19_58)  c_u_work_capacity(58)_  1
    x(J19_58)  c_u_completion(J19)_  -1
    x(J38_58)  c_u_work_capacity(58)_  1
    x(J38_58)  c_u_completion(J38)_  -1
    x(J39_58)  c_u_work_capacity(58)_  1
    x(J39_58)  c_u_completion(J39)_  -1
    x(J1_59)  c_u_work_capacity(59)_  1
    x(J1_59)  c_u_completion(J1)_  -1
    x(J6_59)  c_u_work_capacity(59)_  4
    x(J6_59)  c_u_completion(J6)_  -1
    x(J19_59)  c_u_work_capacity(59)_  1
    x(J19_59)  c_u_completion(J19)_  -1
    x(J34_59)  c_u_work_capacity(59)_  9
    x(J34_59)  c_u_completion(J34)_  -1
    x(J38_59)  c_u_work_capacity(59)_  1
    x(J38_59)  c_u_completion(J38)_  -1
    x(J39_59)  c_u_work_capacity(59)_  1
    x(J39_59)  c_u_completion(J39)_  -1
    x(J1_60)  c_u_work_capacity(60)_  1
    x(J1_60)  c_u_completion(J1)_  -1
    x(J6_60)  c_u_work_capacity(60)_  4
    x(J6_60)  c_u_completion(J6)_  -1
    x(J19_60)  c_u_work_capacity(60)_  1
    x(J19_60)  c_u_completion(J19)_  -1
    x(J34_60)  c_u_work_capacity(60)_  9
    x(J34_60)  c_u_completion(J34)_  -1
    x(J38_60)  c_u_work_capacity(60)_  1
    x(J38_60)  c_u_completion(J38)_  -1
    x(J39_60)  c_u_work_capacity(60)_  1
    x(J39_60)  c_u_completion(J39)_  -1
    x(J1_61)  c_u_work_capacity(61)_  1
    x(J1_61)  c_u_completion(J1)_  -1
    x(J19_61)  c_u_work_capacity(61)_  1
    x(J19_61)  c_u_completion(J19)_  -1
    x(J34_61)  c_u_work_capacity(61)_  9
    x(J34_61)  c_u_completion(J34)_  -1
    x(J38_61)  c_u_work_capacity(61)_  1
    x(J38_61)  c_u_completion(J38)_  -1
    x(J39_61)  c_u_work_capacity(61)_  1
    x(J39_61)  c_u_completion(J39)_  -1
    x(J1_62)  c_u_work_capacity(62)_  1
    x(J1_62)  c_u_completion(J1)_  -1
    x(J19_62)  c_u_work_capacity(62)_  1
    x(J19_62)  c_u_completion(J19)_  -1
    x(J38_62)  c_u_work_capacity(62)_  1
    x(J38_62)  c_u_completion(J38)_  -1
    x(J39_62)  c_u_work_capacity(62)_  1
    x(J39_62)  c_u_completion(J39)_  -1
    x(J1_63)  c_u_work_capacity(63)_  1
    x(J1_63)  c_u_completion(J1)_  -1
    x(J19_63)  c_u_work_capacity(63)_  1
    x(J19_63)  c_u_completion(J19)_  -1
    x(J38_63)  c_u_work_capacity(63)_  1
    x(J38_63)  c_u_completion(J38)_  -1
    x(J39_63)  c_u_work_capacity(63)_  1
    x(J39_63)  c_u_completion(J39)_  -1
    x(J48_63)  c_u_work_capacity(63)_  8
    x(J48_63)  c_u_completion(J48)_  -1
    x(J1_64)  c_u_work_capacity(64)_  1
    x(J1_64)  c_u_completion(J1)_  -1
    x(J19_64)  c_u_work_capacity(64)_  1
    x(J19_64)  c_u_completion(J19)_  -1
    x(J38_64)  c_u_work_capacity(64)_  1
    x(J38_64)  c_u_completion(J38)_  -1
    x(J39_64)  c_u_work_capacity(64)_  1
    x(J39_64)  c_u_completion(J39)_  -1
    x(J1_65)  c_u_work_capacity(65)_  1
    x(J1_65)  c_u_completion(J1)_  -1
    x(J19_65)  c_u_work_capacity(65)_  1
    x(J19_65)  c_u_completion(J19)_  -1
    x(J38_65)  c_u_work_capacity(65)_  1
    x(J38_65)  c_u_completion(J38)_  -1
    x(J39_65)  c_u_work_capacity(65)_  1
    x(J39_65)  c_u_completion(J39)_  -1
    x(J1_66)  c_u_work_capacity(66)_  1
    x(J1_66)  c_u_completion(J1)_  -1
    x(J19_66)  c_u_work_capacity(66)_  1
    x(J19_66)  c_u_completion(J19)_  -1
    x(J38_66)  c_u_work_capacity(66)_  1
    x(J38_66)  c_u_completion(J38)_  -1
    x(J39_66)  c_u_work_capacity(66)_  1
    x(J39_66)  c_u_completion(J39)_  -1
    x(J44_66)  c_u_work_capacity(66)_  6
    x(J44_66)  c_u_completion(J44)_  -1
    x(J1_67)  c_u_work_capacity(67)_  1
    x(J1_67)  c_u_completion(J1)_  -1
    x(J19_67)  c_u_work_capacity(67)_  1
    x(J19_67)  c_u_completion(J19)_  -1
    x(J38_67)  c_u_work_capacity(67)_  1
    x(J38_67)  c_u_completion(J38)_  -1
    x(J39_67)  c_u_work_capacity(67)_  1
    x(J39_67)  c_u_completion(J39)_  -1
    x(J1_68)  c_u_work_capacity(68)_  1
    x(J1_68)  c_u_completion(J1)_  -1
    x(J19_68)  c_u_work_capacity(68)_  1
    x(J19_68)  c_u_completion(J19)_  -1
    x(J38_68)  c_u_work_capacity(68)_  1
    x(J38_68)  c_u_completion(J38)_  -1
    x(J39_68)  c_u_work_capacity(68)_  1
    x(J39_68)  c_u_completion(J39)_  -1
    x(J1_69)  c_u_work_capacity(69)_  1
    x(J1_69)  c_u_completion(J1)_  -1
    x(J5_69)  c_u_work_capacity(69)_  10
    x(J5_69)  c_u_completion(J5)_  -1
    x(J19_69)  c_u_work_capacity(69)_  1
    x(J19_69)  c_u_completion(J19)_  -1
    x(J38_69)  c_u_work_capacity(69)_  1
    x(J38_69)  c_u_completion(J38)_  -1
    x(J39_69)  c_u_work_capacity(69)_  1
    x(J39_69)  c_u_completion(J39)_  -1
    x(J1_70)  c_u_work_capacity(70)_  1
    x(J1_70)  c_u_completion(J1)_  -1
    x(J5_70)  c_u_work_capacity(70)_  10
    x(J5_70)  c_u_completion(J5)_  -1
    x(J19_70)  c_u_work_capacity(70)_  1
    x(J19_70)  c_u_completion(J19)_  -1
    x(J38_70)  c_u_work_capacity(70)_  1
    x(J38_70)  c_u_completion(J38)_  -1
    x(J39_70)  c_u_work_capacity(70)_  1
    x(J39_70)  c_u_completion(J39)_  -1
    x(J46_70)  c_u_work_capacity(70)_  3
    x(J46_70)  c_u_completion(J46)_  -1
    x(J1_71)  c_u_work_capacity(71)_  1
    x(J1_71)  c_u_completion(J1)_  -1
    x(J19_71)  c_u_work_capacity(71)_  1
    x(J19_71)  c_u_completion(J19)_  -1
    x(J38_71)  c_u_work_capacity(71)_  1
    x(J38_71)  c_u_completion(J38)_  -1
    x(J39_71)  c_u_work_capacity(71)_  1
    x(J39_71)  c_u_completion(J39)_  -1
    x(J46_71)  c_u_work_capacity(71)_  3
    x(J46_71)  c_u_completion(J46)_  -1
    x(J1_72)  c_u_work_capacity(72)_  1
    x(J1_72)  c_u_completion(J1)_  -1
    x(J16_72)  c_u_work_capacity(72)_  1
    x(J16_72)  c_u_completion(J16)_  -1
    x(J19_72)  c_u_work_capacity(72)_  1
    x(J19_72)  c_u_completion(J19)_  -1
    x(J38_72)  c_u_work_capacity(72)_  1
    x(J38_72)  c_u_completion(J38)_  -1
    x(J39_72)  c_u_work_capacity(72)_  1
    x(J39_72)  c_u_completion(J39)_  -1
    x(J46_72)  c_u_work_capacity(72)_  3
    x(J46_72)  c_u_completion(J46)_  -1
    x(J1_73)  c_u_work_capacity(73)_  1
    x(J1_73)  c_u_completion(J1)_  -1
    x(J16_73)  c_u_work_capacity(73)_  1
    x(J16_73)  c_u_completion(J16)_  -1
    x(J19_73)  c_u_work_capacity(73)_  1
    x(J19_73)  c_u_completion(J19)_  -1
    x(J24_73)  c_u_work_capacity(73)_  7
    x(J24_73)  c_u_completion(J24)_  -1
    x(J38_73)  c_u_work_capacity(73)_  1
    x(J38_73)  c_u_completion(J38)_  -1
    x(J39_73)  c_u_work_capacity(73)_  1
    x(J39_73)  c_u_completion(J39)_  -1
    x(J46_73)  c_u_work_capacity(73)_  3
    x(J46_73)  c_u_completion(J46)_  -1
    x(J1_74)  c_u_work_capacity(74)_  1
    x(J1_74)  c_u_completion(J1)_  -1
    x(J16_74)  c_u_work_capacity(74)_  1
    x(J16_74)  c_u_completion(J16)_  -1
    x(J19_74)  c_u_work_capacity(74)_  1
    x(J19_74)  c_u_completion(J19)_  -1
    x(J24_74)  c_u_work_capacity(74)_  7
    x(J24_74)  c_u_completion(J24)_  -1
    x(J31_74)  c_u_work_capacity(74)_  2
    x(J31_74)  c_u_completion(J31)_  -1
    x(J38_74)  c_u_work_capacity(74)_  1
    x(J38_74)  c_u_completion(J38)_  -1
    x(J39_74)  c_u_work_capacity(74)_  1
    x(J39_74)  c_u_completion(J39)_  -1
    x(J46_74)  c_u_work_capacity(74)_  3
    x(J46_74)  c_u_completion(J46)_  -1
    x(J1_75)  c_u_work_capacity(75)_  1
    x(J1_75)  c_u_completion(J1)_  -1
    x(J16_75)  c_u_work_capacity(75)_  1
    x(J16_75)  c_u_completion(J16)_  -1
    x(J19_75)  c_u_work_capacity(75)_  1
    x(J19_75)  c_u_completion(J19)_  -1
    x(J24_75)  c_u_work_capacity(75)_  7
    x(J24_75)  c_u_completion(J24)_  -1
    x(J38_75)  c_u_work_capacity(75)_  1
    x(J38_75)  c_u_completion(J38)_  -1
    x(J39_75)  c_u_work_capacity(75)_  1
    x(J39_75)  c_u_completion(J39)_  -1
    x(J46_75)  c_u_work_capacity(75)_  3
    x(J46_75)  c_u_completion(J46)_  -1
    x(J1_76)  c_u_work_capacity(76)_  1
    x(J1_76)  c_u_completion(J1)_  -1
    x(J16_76)  c_u_work_capacity(76)_  1
    x(J16_76)  c_u_completion(J16)_  -1
    x(J19_76)  c_u_work_capacity(76)_  1
    x(J19_76)  c_u_completion(J19)_  -1
    x(J24_76)  c_u_work_capacity(76)_  7
    x(J24_76)  c_u_completion(J24)_  -1
    x(J38_76)  c_u_work_capacity(76)_  1
    x(J38_76)  c_u_completion(J38)_  -1
    x(J39_76)  c_u_work_capacity(76)_  1
    x(J39_76)  c_u_completion(J39)_  -1
    x(J46_76)  c_u_work_capacity(76)_  3
    x(J46_76)  c_u_completion(J46)_  -1
    x(J1_77)  c_u_work_capacity(77)_  1
    x(J1_77)  c_u_completion(J1)_  -1
    x(J16_77)  c_u_work_capacity(77)_  1
    x(J16_77)  c_u_completion(J16)_  -1
    x(J19_77)  c_u_work_capacity(77)_  1
    x(J19_77)  c_u_completion(J19)_  -1
    x(J24_77)  c_u_work_capacity(77)_  7
    x(J24_77)  c_u_completion(J24)_  -1
    x(J38_77)  c_u_work_capacity(77)_  1
    x(J38_77)  c_u_completion(J38)_  -1
    x(J39_77)  c_u_work_capacity(77)_  1
    x(J39_77)  c_u_completion(J39)_  -1
    x(J46_77)  c_u_work_capacity(77)_  3
    x(J46_77)  c_u_completion(J46)_  -1
    x(J60_77)  c_u_work_capacity(77)_  3
    x(J60_77)  c_u_completion(J60)_  -1
    x(J1_78)  c_u_work_capacity(78)_  1
    x(J1_78)  c_u_completion(J1)_  -1
    x(J16_78)  c_u_work_capacity(78)_  1
    x(J16_78)  c_u_completion(J16)_  -1
    x(J19_78)  c_u_work_capacity(78)_  1
    x(J19_78)  c_u_completion(J19)_  -1
    x(J24_78)  c_u_work_capacity(78)_  7
    x(J24_78)  c_u_completion(J24)_  -1
    x(J38_78)  c_u_work_capacity(78)_  1
    x(J38_78)  c_u_completion(J38)_  -1
    x(J39_78)  c_u_work_capacity(78)_  1
    x(J39_78)  c_u_completion(J39)_  -1
    x(J46_78)  c_u_work_capacity(78)_  3
    x(J46_78)  c_u_completion(J46)_  -1
    x(J1_79)  c_u_work_capacity(79)_  1
    x(J1_79)  c_u_completion(J1)_  -1
    x(J16_79)  c_u_work_capacity(79)_  1
    x(J16_79)  c_u_completion(J16)_  -1
    x(J19_79)  c_u_work_capacity(79)_  1
    x(J19_79)  c_u_completion(J19)_  -1
    x(J24_79)  c_u_work_capacity(79)_  7
    x(J24_79)  c_u_completion(J24)_  -1
    x(J38_79)  c_u_work_capacity(79)_  1
    x(J38_79)  c_u_completion(J38)_  -1
    x(J39_79)  c_u_work_capacity(79)_  1
    x(J39_79)  c_u_completion(J39)_  -1
    x(J46_79)  c_u_work_capacity(79)_  3
    x(J46_79)  c_u_completion(J46)_  -1
    x(J56_79)  c_u_work_capacity(79)_  3
    x(J56_79)  c_u_completion(J56)_  -1
    x(J1_80)  c_u_work_capacity(80)_  1
    x(J1_80)  c_u_completion(J1)_  -1
    x(J16_80)  c_u_work_capacity(80)_  1
    x(J16_80)  c_u_completion(J16)_  -1
    x(J19_80)  c_u_work_capacity(80)_  1
    x(J19_80)  c_u_completion(J19)_  -1
    x(J24_80)  c_u_work_capacity(80)_  7
    x(J24_80)  c_u_completion(J24)_  -1
    x(J38_80)  c_u_work_capacity(80)_  1
    x(J38_80)  c_u_completion(J38)_  -1
    x(J39_80)  c_u_work_capacity(80)_  1
    x(J39_80)  c_u_completion(J39)_  -1
    x(J46_80)  c_u_work_capacity(80)_  3
    x(J46_80)  c_u_completion(J46)_  -1
    x(J50_80)  c_u_work_capacity(80)_  9
    x(J50_80)  c_u_completion(J50)_  -1
    x(J56_80)  c_u_work_capacity(80)_  3
    x(J56_80)  c_u_completion(J56)_  -1
    x(J1_81)  c_u_work_capacity(81)_  1
    x(J1_81)  c_u_completion(J1)_  -1
    x(J16_81)  c_u_work_capacity(81)_  1
    x(J16_81)  c_u_completion(J16)_  -1
    x(J24_81)  c_u_work_capacity(81)_  7
    x(J24_81)  c_u_completion(J24)_  -1
    x(J38_81)  c_u_work_capacity(81)_  1
    x(J38_81)  c_u_completion(J38)_  -1
    x(J39_81)  c_u_work_capacity(81)_  1
    x(J39_81)  c_u_completion(J39)_  -1
    x(J46_81)  c_u_work_capacity(81)_  3
    x(J46_81)  c_u_completion(J46)_  -1
    x(J50_81)  c_u_work_capacity(81)_  9
    x(J50_81)  c_u_completion(J50)_  -1
    x(J56_81)  c_u_work_capacity(81)_  3
    x(J56_81)  c_u_completion(J56)_  -1
    x(J1_82)  c_u_work_capacity(82)_  1
    x(J1_82)  c_u_completion(J1)_  -1
    x(J16_82)  c_u_work_capacity(82)_  1
    x(J16_82)  c_u_completion(J16)_  -1
    x(J24_82)  c_u_work_capacity(82)_  7
    x(J24_82)  c_u_completion(J24)_  -1
    x(J38_82)  c_u_work_capacity(82)_  1
    x(J38_82)  c_u_completion(J38)_  -1
    x(J39_82)  c_u_work_capacity(82)_  1
    x(J39_82)  c_u_completion(J39)_  -1
    x(J46_82)  c_u_work_capacity(82)_  3
    x(J46_82)  c_u_completion(J46)_  -1
    x(J50_82)  c_u_work_capacity(82)_  9
    x(J50_82)  c_u_completion(J50)_  -1
    x(J1_83)  c_u_work_capacity(83)_  1
    x(J1_83)  c_u_completion(J1)_  -1
    x(J16_83)  c_u_work_capacity(83)_  1
    x(J16_83)  c_u_completion(J16)_  -1
    x(J24_83)  c_u_work_capacity(83)_  7
    x(J24_83)  c_u_completion(J24)_  -1
    x(J38_83)  c_u_work_capacity(83)_  1
    x(J38_83)  c_u_completion(J38)_  -1
    x(J39_83)  c_u_work_capacity(83)_  1
    x(J39_83)  c_u_completion(J39)_  -1
    x(J46_83)  c_u_work_capacity(83)_  3
    x(J46_83)  c_u_completion(J46)_  -1
    x(J50_83)  c_u_work_capacity(83)_  9
    x(J50_83)  c_u_completion(J50)_  -1
    x(J1_84)  c_u_work_capacity(84)_  1
    x(J1_84)  c_u_completion(J1)_  -1
    x(J16_84)  c_u_work_capacity(84)_  1
    x(J16_84)  c_u_completion(J16)_  -1
    x(J24_84)  c_u_work_capacity(84)_  7
    x(J24_84)  c_u_completion(J24)_  -1
    x(J27_84)  c_u_work_capacity(84)_  3
    x(J27_84)  c_u_completion(J27)_  -1
    x(J38_84)  c_u_work_capacity(84)_  1
    x(J38_84)  c_u_completion(J38)_  -1
    x(J39_84)  c_u_work_capacity(84)_  1
    x(J39_84)  c_u_completion(J39)_  -1
    x(J46_84)  c_u_work_capacity(84)_  3
    x(J46_84)  c_u_completion(J46)_  -1
    x(J50_84)  c_u_work_capacity(84)_  9
    x(J50_84)  c_u_completion(J50)_  -1
    x(J1_85)  c_u_work_capacity(85)_  1
    x(J1_85)  c_u_completion(J1)_  -1
    x(J16_85)  c_u_work_capacity(85)_  1
    x(J16_85)  c_u_completion(J16)_  -1
    x(J24_85)  c_u_work_capacity(85)_  7
    x(J24_85)  c_u_completion(J24)_  -1
    x(J38_85)  c_u_work_capacity(85)_  1
    x(J38_85)  c_u_completion(J38)_  -1
    x(J39_85)  c_u_work_capacity(85)_  1
    x(J39_85)  c_u_completion(J39)_  -1
    x(J46_85)  c_u_work_capacity(85)_  3
    x(J46_85)  c_u_completion(J46)_  -1
    x(J50_85)  c_u_work_capacity(85)_  9
    x(J50_85)  c_u_completion(J50)_  -1
    x(J1_86)  c_u_work_capacity(86)_  1
    x(J1_86)  c_u_completion(J1)_  -1
    x(J16_86)  c_u_work_capacity(86)_  1
    x(J16_86)  c_u_completion(J16)_  -1
    x(J24_86)  c_u_work_capacity(86)_  7
    x(J24_86)  c_u_completion(J24)_  -1
    x(J38_86)  c_u_work_capacity(86)_  1
    x(J38_86)  c_u_completion(J38)_  -1
    x(J39_86)  c_u_work_capacity(86)_  1
    x(J39_86)  c_u_completion(J39)_  -1
    x(J46_86)  c_u_work_capacity(86)_  3
    x(J46_86)  c_u_completion(J46)_  -1
    x(J50_86)  c_u_work_capacity(86)_  9
    x(J50_86)  c_u_completion(J50)_  -1
    x(J1_87)  c_u_work_capacity(87)_  1
    x(J1_87)  c_u_completion(J1)_  -1
    x(J16_87)  c_u_work_capacity(87)_  1
    x(J16_87)  c_u_completion(J16)_  -1
    x(J24_87)  c_u_work_capacity(87)_  7
    x(J24_87)  c_u_completion(J24)_  -1
    x(J38_87)  c_u_work_capacity(87)_  1
    x(J38_87)  c_u_completion(J38)_  -1
    x(J39_87)  c_u_work_capacity(87)_  1
    x(J39_87)  c_u_completion(J39)_  -1
    x(J46_87)  c_u_work_capacity(87)_  3
    x(J46_87)  c_u_completion(J46)_  -1
    x(J50_87)  c_u_work_capacity(87)_  9
    x(J50_87)  c_u_completion(J50)_  -1
    x(J1_88)  c_u_work_capacity(88)_  1
    x(J1_88)  c_u_completion(J1)_  -1
    x(J16_88)  c_u_work_capacity(88)_  1
    x(J16_88)  c_u_completion(J16)_  -1
    x(J24_88)  c_u_work_capacity(88)_  7
    x(J24_88)  c_u_completion(J24)_  -1
    x(J38_88)  c_u_work_capacity(88)_  1
    x(J38_88)  c_u_completion(J38)_  -1
    x(J39_88)  c_u_work_capacity(88)_  1
    x(J39_88)  c_u_completion(J39)_  -1
    x(J46_88)  c_u_work_capacity(88)_  3
    x(J46_88)  c_u_completion(J46)_  -1
    x(J50_88)  c_u_work_capacity(88)_  9
    x(J50_88)  c_u_completion(J50)_  -1
    x(J57_88)  c_u_work_capacity(88)_  3
    x(J57_88)  c_u_completion(J57)_  -1
    x(J1_89)  c_u_work_capacity(89)_  1
    x(J1_89)  c_u_completion(J1)_  -1
    x(J7_89)  c_u_work_capacity(89)_  1
    x(J7_89)  c_u_completion(J7)_  -1
    x(J16_89)  c_u_work_capacity(89)_  1
    x(J16_89)  c_u_completion(J16)_  -1
    x(J24_89)  c_u_work_capacity(89)_  7
    x(J24_89)  c_u_completion(J24)_  -1
    x(J38_89)  c_u_work_capacity(89)_  1
    x(J38_89)  c_u_completion(J38)_  -1
    x(J39_89)  c_u_work_capacity(89)_  1
    x(J39_89)  c_u_completion(J39)_  -1
    x(J46_89)  c_u_work_capacity(89)_  3
    x(J46_89)  c_u_completion(J46)_  -1
    x(J50_89)  c_u_work_capacity(89)_  9
    x(J50_89)  c_u_completion(J50)_  -1
    x(J57_89)  c_u_work_capacity(89)_  3
    x(J57_89)  c_u_completion(J57)_  -1
    x(J1_90)  c_u_work_capacity(90)_  1
    x(J1_90)  c_u_completion(J1)_  -1
    x(J16_90)  c_u_work_capacity(90)_  1
    x(J16_90)  c_u_completion(J16)_  -1
    x(J24_90)  c_u_work_capacity(90)_  7
    x(J24_90)  c_u_completion(J24)_  -1
    x(J38_90)  c_u_work_capacity(90)_  1
    x(J38_90)  c_u_completion(J38)_  -1
    x(J39_90)  c_u_work_capacity(90)_  1
    x(J39_90)  c_u_completion(J39)_  -1
    x(J46_90)  c_u_work_capacity(90)_  3
    x(J46_90)  c_u_completion(J46)_  -1
    x(J50_90)  c_u_work_capacity(90)_  9
    x(J50_90)  c_u_completion(J50)_  -1
    x(J57_90)  c_u_work_capacity(90)_  3
    x(J57_90)  c_u_completion(J57)_  -1
    x(J1_91)  c_u_work_capacity(91)_  1
    x(J1_91)  c_u_completion(J1)_  -1
    x(J16_91)  c_u_work_capacity(91)_  1
    x(J16_91)  c_u_completion(J16)_  -1
    x(J20_91)  c_u_work_capacity(91)_  10
    x(J20_91)  c_u_completion(J20)_  -1
    x(J24_91)  c_u_work_capacity(91)_  7
    x(J24_91)  c_u_completion(J24)_  -1
    x(J38_91)  c_u_work_capacity(91)_  1
    x(J38_91)  c_u_completion(J38)_  -1
    x(J39_91)  c_u_work_capacity(91)_  1
    x(J39_91)  c_u_completion(J39)_  -1
    x(J46_91)  c_u_work_capacity(91)_  3
    x(J46_91)  c_u_completion(J46)_  -1
    x(J50_91)  c_u_work_capacity(91)_  9
    x(J50_91)  c_u_completion(J50)_  -1
    x(J57_91)  c_u_work_capacity(91)_  3
    x(J57_91)  c_u_completion(J57)_  -1
    x(J1_92)  c_u_work_capacity(92)_  1
    x(J1_92)  c_u_completion(J1)_  -1
    x(J16_92)  c_u_work_capacity(92)_  1
    x(J16_92)  c_u_completion(J16)_  -1
    x(J20_92)  c_u_work_capacity(92)_  10
    x(J20_92)  c_u_completion(J20)_  -1
    x(J24_92)  c_u_work_capacity(92)_  7
    x(J24_92)  c_u_completion(J24)_  -1
    x(J37_92)  c_u_work_capacity(92)_  1
    x(J37_92)  c_u_completion(J37)_  -1
    x(J38_92)  c_u_work_capacity(92)_  1
    x(J38_92)  c_u_completion(J38)_  -1
    x(J39_92)  c_u_work_capacity(92)_  1
    x(J39_92)  c_u_completion(J39)_  -1
    x(J46_92)  c_u_work_capacity(92)_  3
    x(J46_92)  c_u_completion(J46)_  -1
    x(J50_92)  c_u_work_capacity(92)_  9
    x(J50_92)  c_u_completion(J50)_  -1
    x(J57_92)  c_u_work_capacity(92)_  3
    x(J57_92)  c_u_completion(J57)_  -1
    x(J1_93)  c_u_work_capacity(93)_  1
    x(J1_93)  c_u_completion(J1)_  -1
    x(J16_93)  c_u_work_capacity(93)_  1
    x(J16_93)  c_u_completion(J16)_  -1
    x(J20_93)  c_u_work_capacity(93)_  10
    x(J20_93)  c_u_completion(J20)_  -1
    x(J24_93)  c_u_work_capacity(93)_  7
    x(J24_93)  c_u_completion(J24)_  -1
    x(J37_93)  c_u_work_capacity(93)_  1
    x(J37_93)  c_u_completion(J37)_  -1
    x(J38_93)  c_u_work_capacity(93)_  1
    x(J38_93)  c_u_completion(J38)_  -1
    x(J39_93)  c_u_work_capacity(93)_  1
    x(J39_93)  c_u_completion(J39)_  -1
    x(J46_93)  c_u_work_capacity(93)_  3
    x(J46_93)  c_u_completion(J46)_  -1
    x(J50_93)  c_u_work_capacity(93)_  9
    x(J50_93)  c_u_completion(J50)_  -1
    x(J57_93)  c_u_work_capacity(93)_  3
    x(J57_93)  c_u_completion(J57)_  -1
    x(J59_93)  c_u_work_capacity(93)_  7
    x(J59_93)  c_u_completion(J59)_  -1
    x(J1_94)  c_u_work_capacity(94)_  1
    x(J1_94)  c_u_completion(J1)_  -1
    x(J16_94)  c_u_work_capacity(94)_  1
    x(J16_94)  c_u_completion(J16)_  -1
    x(J20_94)  c_u_work_capacity(94)_  10
    x(J20_94)  c_u_completion(J20)_  -1
    x(J24_94)  c_u_work_capacity(94)_  7
    x(J24_94)  c_u_completion(J24)_  -1
    x(J37_94)  c_u_work_capacity(94)_  1
    x(J37_94)  c_u_completion(J37)_  -1
    x(J38_94)  c_u_work_capacity(94)_  1
    x(J38_94)  c_u_completion(J38)_  -1
    x(J39_94)  c_u_work_capacity(94)_  1
    x(J39_94)  c_u_completion(J39)_  -1
    x(J46_94)  c_u_work_capacity(94)_  3
    x(J46_94)  c_u_completion(J46)_  -1
    x(J50_94)  c_u_work_capacity(94)_  9
    x(J50_94)  c_u_completion(J50)_  -1
    x(J55_94)  c_u_work_capacity(94)_  8
    x(J55_94)  c_u_completion(J55)_  -1
    x(J57_94)  c_u_work_capacity(94)_  3
    x(J57_94)  c_u_completion(J57)_  -1
    x(J59_94)  c_u_work_capacity(94)_  7
    x(J59_94)  c_u_completion(J59)_  -1
    x(J1_95)  c_u_work_capacity(95)_  1
    x(J1_95)  c_u_completion(J1)_  -1
    x(J16_95)  c_u_work_capacity(95)_  1
    x(J16_95)  c_u_completion(J16)_  -1
    x(J20_95)  c_u_work_capacity(95)_  10
    x(J20_95)  c_u_completion(J20)_  -1
    x(J24_95)  c_u_work_capacity(95)_  7
    x(J24_95)  c_u_completion(J24)_  -1
    x(J37_95)  c_u_work_capacity(95)_  1
    x(J37_95)  c_u_completion(J37)_  -1
    x(J38_95)  c_u_work_capacity(95)_  1
    x(J38_95)  c_u_completion(J38)_  -1
    x(J39_95)  c_u_work_capacity(95)_  1
    x(J39_95)  c_u_completion(J39)_  -1
    x(J50_95)  c_u_work_capacity(95)_  9
    x(J50_95)  c_u_completion(J50)_  -1
    x(J55_95)  c_u_work_capacity(95)_  8
    x(J55_95)  c_u_completion(J55)_  -1
    x(J57_95)  c_u_work_capacity(95)_  3
    x(J57_95)  c_u_completion(J57)_  -1
    x(J59_95)  c_u_work_capacity(95)_  7
    x(J59_95)  c_u_completion(J59)_  -1
    x(J1_96)  c_u_work_capacity(96)_  1
    x(J1_96)  c_u_completion(J1)_  -1
    x(J16_96)  c_u_work_capacity(96)_  1
    x(J16_96)  c_u_completion(J16)_  -1
    x(J20_96)  c_u_work_capacity(96)_  10
    x(J20_96)  c_u_completion(J20)_  -1
    x(J24_96)  c_u_work_capacity(96)_  7
    x(J24_96)  c_u_completion(J24)_  -1
    x(J37_96)  c_u_work_capacity(96)_  1
    x(J37_96)  c_u_completion(J37)_  -1
    x(J38_96)  c_u_work_capacity(96)_  1
    x(J38_96)  c_u_completion(J38)_  -1
    x(J39_96)  c_u_work_capacity(96)_  1
    x(J39_96)  c_u_completion(J39)_  -1
    x(J50_96)  c_u_work_capacity(96)_  9
    x(J50_96)  c_u_completion(J50)_  -1
    x(J55_96)  c_u_work_capacity(96)_  8
    x(J55_96)  c_u_completion(J55)_  -1
    x(J57_96)  c_u_work_capacity(96)_  3
    x(J57_96)  c_u_completion(J57)_  -1
    x(J59_96)  c_u_work_capacity(96)_  7
    x(J59_96)  c_u_completion(J59)_  -1
    x(J1_97)  c_u_work_capacity(97)_  1
    x(J1_97)  c_u_completion(J1)_  -1
    x(J16_97)  c_u_work_capacity(97)_  1
    x(J16_97)  c_u_completion(J16)_  -1
    x(J20_97)  c_u_work_capacity(97)_  10
    x(J20_97)  c_u_completion(J20)_  -1
    x(J24_97)  c_u_work_capacity(97)_  7
    x(J24_97)  c_u_completion(J24)_  -1
    x(J37_97)  c_u_work_capacity(97)_  1
    x(J37_97)  c_u_completion(J37)_  -1
    x(J38_97)  c_u_work_capacity(97)_  1
    x(J38_97)  c_u_completion(J38)_  -1
    x(J39_97)  c_u_work_capacity(97)_  1
    x(J39_97)  c_u_completion(J39)_  -1
    x(J40_97)  c_u_work_capacity(97)_  3
    x(J40_97)  c_u_completion(J40)_  -1
    x(J50_97)  c_u_work_capacity(97)_  9
    x(J50_97)  c_u_completion(J50)_  -1
    x(J55_97)  c_u_work_capacity(97)_  8
    x(J55_97)  c_u_completion(J55)_  -1
    x(J57_97)  c_u_work_capacity(97)_  3
    x(J57_97)  c_u_completion(J57)_  -1
    x(J59_97)  c_u_work_capacity(97)_  7
    x(J59_97)  c_u_completion(J59)_  -1
    x(J1_98)  c_u_work_capacity(98)_  1
    x(J1_98)  c_u_completion(J1)_  -1
    x(J2_98)  c_u_work_capacity(98)_  4
    x(J2_98)  c_u_completion(J2)_  -1
    x(J16_98)  c_u_work_capacity(98)_  1
    x(J16_98)  c_u_completion(J16)_  -1
    x(J20_98)  c_u_work_capacity(98)_  10
    x(J20_98)  c_u_completion(J20)_  -1
    x(J24_98)  c_u_work_capacity(98)_  7
    x(J24_98)  c_u_completion(J24)_  -1
    x(J37_98)  c_u_work_capacity(98)_  1
    x(J37_98)  c_u_completion(J37)_  -1
    x(J38_98)  c_u_work_capacity(98)_  1
    x(J38_98)  c_u_completion(J38)_  -1
    x(J39_98)  c_u_work_capacity(98)_  1
    x(J39_98)  c_u_completion(J39)_  -1
    x(J40_98)  c_u_work_capacity(98)_  3
    x(J40_98)  c_u_completion(J40)_  -1
    x(J50_98)  c_u_work_capacity(98)_  9
    x(J50_98)  c_u_completion(J50)_  -1
    x(J55_98)  c_u_work_capacity(98)_  8
    x(J55_98)  c_u_completion(J55)_  -1
    x(J57_98)  c_u_work_capacity(98)_  3
    x(J57_98)  c_u_completion(J57)_  -1
    x(J59_98)  c_u_work_capacity(98)_  7
    x(J59_98)  c_u_completion(J59)_  -1
    x(J1_99)  c_u_work_capacity(99)_  1
    x(J1_99)  c_u_completion(J1)_  -1
    x(J16_99)  c_u_work_capacity(99)_  1
    x(J16_99)  c_u_completion(J16)_  -1
    x(J20_99)  c_u_work_capacity(99)_  10
    x(J20_99)  c_u_completion(J20)_  -1
    x(J24_99)  c_u_work_capacity(99)_  7
    x(J24_99)  c_u_completion(J24)_  -1
    x(J37_99)  c_u_work_capacity(99)_  1
    x(J37_99)  c_u_completion(J37)_  -1
    x(J38_99)  c_u_work_capacity(99)_  1
    x(J38_99)  c_u_completion(J38)_  -1
    x(J39_99)  c_u_work_capacity(99)_  1
    x(J39_99)  c_u_completion(J39)_  -1
    x(J40_99)  c_u_work_capacity(99)_  3
    x(J40_99)  c_u_completion(J40)_  -1
    x(J50_99)  c_u_work_capacity(99)_  9
    x(J50_99)  c_u_completion(J50)_  -1
    x(J55_99)  c_u_work_capacity(99)_  8
    x(J55_99)  c_u_completion(J55)_  -1
    x(J57_99)  c_u_work_capacity(99)_  3
    x(J57_99)  c_u_completion(J57)_  -1
    x(J59_99)  c_u_work_capacity(99)_  7
    x(J59_99)  c_u_completion(J59)_  -1
    x(J1_100)  c_u_work_capacity(100)_  1
    x(J1_100)  c_u_completion(J1)_  -1
    x(J16_100)  c_u_work_capacity(100)_  1
    x(J16_100)  c_u_completion(J16)_  -1
    x(J20_100)  c_u_work_capacity(100)_  10
    x(J20_100)  c_u_completion(J20)_  -1
    x(J24_100)  c_u_work_capacity(100)_  7
    x(J24_100)  c_u_completion(J24)_  -1
    x(J37_100)  c_u_work_capacity(100)_  1
    x(J37_100)  c_u_completion(J37)_  -1
    x(J38_100)  c_u_work_capacity(100)_  1
    x(J38_100)  c_u_completion(J38)_  -1
    x(J39_100)  c_u_work_capacity(100)_  1
    x(J39_100)  c_u_completion(J39)_  -1
    x(J40_100)  c_u_work_capacity(100)_  3
    x(J40_100)  c_u_completion(J40)_  -1
    x(J50_100)  c_u_work_capacity(100)_  9
    x(J50_100)  c_u_completion(J50)_  -1
    x(J55_100)  c_u_work_capacity(100)_  8
    x(J55_100)  c_u_completion(J55)_  -1
    x(J57_100)  c_u_work_capacity(100)_  3
    x(J57_100)  c_u_completion(J57)_  -1
    x(J59_100)  c_u_work_capacity(100)_  7
    x(J59_100)  c_u_completion(J59)_  -1
    x(J16_101)  c_u_work_capacity(101)_  1
    x(J16_101)  c_u_completion(J16)_  -1
    x(J20_101)  c_u_work_capacity(101)_  10
    x(J20_101)  c_u_completion(J20)_  -1
    x(J24_101)  c_u_work_capacity(101)_  7
    x(J24_101)  c_u_completion(J24)_  -1
    x(J37_101)  c_u_work_capacity(101)_  1
    x(J37_101)  c_u_completion(J37)_  -1
    x(J38_101)  c_u_work_capacity(101)_  1
    x(J38_101)  c_u_completion(J38)_  -1
    x(J39_101)  c_u_work_capacity(101)_  1
    x(J39_101)  c_u_completion(J39)_  -1
    x(J40_101)  c_u_work_capacity(101)_  3
    x(J40_101)  c_u_completion(J40)_  -1
    x(J50_101)  c_u_work_capacity(101)_  9
    x(J50_101)  c_u_completion(J50)_  -1
    x(J55_101)  c_u_work_capacity(101)_  8
    x(J55_101)  c_u_completion(J55)_  -1
    x(J57_101)  c_u_work_capacity(101)_  3
    x(J57_101)  c_u_completion(J57)_  -1
    x(J59_101)  c_u_work_capacity(101)_  7
    x(J59_101)  c_u_completion(J59)_  -1
    x(J16_102)  c_u_work_capacity(102)_  1
    x(J16_102)  c_u_completion(J16)_  -1
    x(J20_102)  c_u_work_capacity(102)_  10
    x(J20_102)  c_u_completion(J20)_  -1
    x(J24_102)  c_u_work_capacity(102)_  7
    x(J24_102)  c_u_completion(J24)_  -1
    x(J37_102)  c_u_work_capacity(102)_  1
    x(J37_102)  c_u_completion(J37)_  -1
    x(J38_102)  c_u_work_capacity(102)_  1
    x(J38_102)  c_u_completion(J38)_  -1
    x(J39_102)  c_u_work_capacity(102)_  1
    x(J39_102)  c_u_completion(J39)_  -1
    x(J40_102)  c_u_work_capacity(102)_  3
    x(J40_102)  c_u_completion(J40)_  -1
    x(J43_102)  c_u_work_capacity(102)_  4
    x(J43_102)  c_u_completion(J43)_  -1
    x(J50_102)  c_u_work_capacity(102)_  9
    x(J50_102)  c_u_completion(J50)_  -1
    x(J55_102)  c_u_work_capacity(102)_  8
    x(J55_102)  c_u_completion(J55)_  -1
    x(J57_102)  c_u_work_capacity(102)_  3
    x(J57_102)  c_u_completion(J57)_  -1
    x(J59_102)  c_u_work_capacity(102)_  7
    x(J59_102)  c_u_completion(J59)_  -1
    x(J16_103)  c_u_work_capacity(103)_  1
    x(J16_103)  c_u_completion(J16)_  -1
    x(J20_103)  c_u_work_capacity(103)_  10
    x(J20_103)  c_u_completion(J20)_  -1
    x(J24_103)  c_u_work_capacity(103)_  7
    x(J24_103)  c_u_completion(J24)_  -1
    x(J37_103)  c_u_work_capacity(103)_  1
    x(J37_103)  c_u_completion(J37)_  -1
    x(J38_103)  c_u_work_capacity(103)_  1
    x(J38_103)  c_u_completion(J38)_  -1
    x(J39_103)  c_u_work_capacity(103)_  1
    x(J39_103)  c_u_completion(J39)_  -1
    x(J40_103)  c_u_work_capacity(103)_  3
    x(J40_103)  c_u_completion(J40)_  -1
    x(J43_103)  c_u_work_capacity(103)_  4
    x(J43_103)  c_u_completion(J43)_  -1
    x(J50_103)  c_u_work_capacity(103)_  9
    x(J50_103)  c_u_completion(J50)_  -1
    x(J55_103)  c_u_work_capacity(103)_  8
    x(J55_103)  c_u_completion(J55)_  -1
    x(J57_103)  c_u_work_capacity(103)_  3
    x(J57_103)  c_u_completion(J57)_  -1
    x(J59_103)  c_u_work_capacity(103)_  7
    x(J59_103)  c_u_completion(J59)_  -1
    x(J16_104)  c_u_work_capacity(104)_  1
    x(J16_104)  c_u_completion(J16)_  -1
    x(J20_104)  c_u_work_capacity(104)_  10
    x(J20_104)  c_u_completion(J20)_  -1
    x(J24_104)  c_u_work_capacity(104)_  7
    x(J24_104)  c_u_completion(J24)_  -1
    x(J29_104)  c_u_work_capacity(104)_  1
    x(J29_104)  c_u_completion(J29)_  -1
    x(J37_104)  c_u_work_capacity(104)_  1
    x(J37_104)  c_u_completion(J37)_  -1
    x(J38_104)  c_u_work_capacity(104)_  1
    x(J38_104)  c_u_completion(J38)_  -1
    x(J39_104)  c_u_work_capacity(104)_  1
    x(J39_104)  c_u_completion(J39)_  -1
    x(J40_104)  c_u_work_capacity(104)_  3
    x(J40_104)  c_u_completion(J40)_  -1
    x(J43_104)  c_u_work_capacity(104)_  4
    x(J43_104)  c_u_completion(J43)_  -1
    x(J50_104)  c_u_work_capacity(104)_  9
    x(J50_104)  c_u_completion(J50)_  -1
    x(J55_104)  c_u_work_capacity(104)_  8
    x(J55_104)  c_u_completion(J55)_  -1
    x(J57_104)  c_u_work_capacity(104)_  3
    x(J57_104)  c_u_completion(J57)_  -1
    x(J59_104)  c_u_work_capacity(104)_  7
    x(J59_104)  c_u_completion(J59)_  -1
    x(J16_105)  c_u_work_capacity(105)_  1
    x(J16_105)  c_u_completion(J16)_  -1
    x(J20_105)  c_u_work_capacity(105)_  10
    x(J20_105)  c_u_completion(J20)_  -1
    x(J24_105)  c_u_work_capacity(105)_  7
    x(J24_105)  c_u_completion(J24)_  -1
    x(J29_105)  c_u_work_capacity(105)_  1
    x(J29_105)  c_u_completion(J29)_  -1
    x(J37_105)  c_u_work_capacity(105)_  1
    x(J37_105)  c_u_completion(J37)_  -1
    x(J38_105)  c_u_work_capacity(105)_  1
    x(J38_105)  c_u_completion(J38)_  -1
    x(J39_105)  c_u_work_capacity(105)_  1
    x(J39_105)  c_u_completion(J39)_  -1
    x(J40_105)  c_u_work_capacity(105)_  3
    x(J40_105)  c_u_completion(J40)_  -1
    x(J50_105)  c_u_work_capacity(105)_  9
    x(J50_105)  c_u_completion(J50)_  -1
    x(J55_105)  c_u_work_capacity(105)_  8
    x(J55_105)  c_u_completion(J55)_  -1
    x(J57_105)  c_u_work_capacity(105)_  3
    x(J57_105)  c_u_completion(J57)_  -1
    x(J59_105)  c_u_work_capacity(105)_  7
    x(J59_105)  c_u_completion(J59)_  -1
    x(J16_106)  c_u_work_capacity(106)_  1
    x(J16_106)  c_u_completion(J16)_  -1
    x(J20_106)  c_u_work_capacity(106)_  10
    x(J20_106)  c_u_completion(J20)_  -1
    x(J24_106)  c_u_work_capacity(106)_  7
    x(J24_106)  c_u_completion(J24)_  -1
    x(J29_106)  c_u_work_capacity(106)_  1
    x(J29_106)  c_u_completion(J29)_  -1
    x(J37_106)  c_u_work_capacity(106)_  1
    x(J37_106)  c_u_completion(J37)_  -1
    x(J38_106)  c_u_work_capacity(106)_  1
    x(J38_106)  c_u_completion(J38)_  -1
    x(J39_106)  c_u_work_capacity(106)_  1
    x(J39_106)  c_u_completion(J39)_  -1
    x(J40_106)  c_u_work_capacity(106)_  3
    x(J40_106)  c_u_completion(J40)_  -1
    x(J50_106)  c_u_work_capacity(106)_  9
    x(J50_106)  c_u_completion(J50)_  -1
    x(J57_106)  c_u_work_capacity(106)_  3
    x(J57_106)  c_u_completion(J57)_  -1
    x(J59_106)  c_u_work_capacity(106)_  7
    x(J59_106)  c_u_completion(J59)_  -1
    x(J16_107)  c_u_work_capacity(107)_  1
    x(J16_107)  c_u_completion(J16)_  -1
    x(J20_107)  c_u_work_capacity(107)_  10
    x(J20_107)  c_u_completion(J20)_  -1
    x(J24_107)  c_u_work_capacity(107)_  7
    x(J24_107)  c_u_completion(J24)_  -1
    x(J29_107)  c_u_work_capacity(107)_  1
    x(J29_107)  c_u_completion(J29)_  -1
    x(J37_107)  c_u_work_capacity(107)_  1
    x(J37_107)  c_u_completion(J37)_  -1
    x(J38_107)  c_u_work_capacity(107)_  1
    x(J38_107)  c_u_completion(J38)_  -1
    x(J39_107)  c_u_work_capacity(107)_  1
    x(J39_107)  c_u_completion(J39)_  -1
    x(J40_107)  c_u_work_capacity(107)_  3
    x(J40_107)  c_u_completion(J40)_  -1
    x(J50_107)  c_u_work_capacity(107)_  9
    x(J50_107)  c_u_completion(J50)_  -1
    x(J54_107)  c_u_work_capacity(107)_  5
    x(J54_107)  c_u_completion(J54)_  -1
    x(J57_107)  c_u_work_capacity(107)_  3
    x(J57_107)  c_u_completion(J57)_  -1
    x(J59_107)  c_u_work_capacity(107)_  7
    x(J59_107)  c_u_completion(J59)_  -1
    x(J16_108)  c_u_work_capacity(108)_  1
    x(J16_108)  c_u_completion(J16)_  -1
    x(J20_108)  c_u_work_capacity(108)_  10
    x(J20_108)  c_u_completion(J20)_  -1
    x(J24_108)  c_u_work_capacity(108)_  7
    x(J24_108)  c_u_completion(J24)_  -1
    x(J29_108)  c_u_work_capacity(108)_  1
    x(J29_108)  c_u_completion(J29)_  -1
    x(J37_108)  c_u_work_capacity(108)_  1
    x(J37_108)  c_u_completion(J37)_  -1
    x(J38_108)  c_u_work_capacity(108)_  1
    x(J38_108)  c_u_completion(J38)_  -1
    x(J39_108)  c_u_work_capacity(108)_  1
    x(J39_108)  c_u_completion(J39)_  -1
    x(J40_108)  c_u_work_capacity(108)_  3
    x(J40_108)  c_u_completion(J40)_  -1
    x(J45_108)  c_u_work_capacity(108)_  1
    x(J45_108)  c_u_completion(J45)_  -1
    x(J50_108)  c_u_work_capacity(108)_  9
    x(J50_108)  c_u_completion(J50)_  -1
    x(J54_108)  c_u_work_capacity(108)_  5
    x(J54_108)  c_u_completion(J54)_  -1
    x(J57_108)  c_u_work_capacity(108)_  3
    x(J57_108)  c_u_completion(J57)_  -1
    x(J59_108)  c_u_work_capacity(108)_  7
    x(J59_108)  c_u_completion(J59)_  -1
    x(J16_109)  c_u_work_capacity(109)_  1
    x(J16_109)  c_u_completion(J16)_  -1
    x(J20_109)  c_u_work_capacity(109)_  10
    x(J20_109)  c_u_completion(J20)_  -1
    x(J24_109)  c_u_work_capacity(109)_  7
    x(J24_109)  c_u_completion(J24)_  -1
    x(J29_109)  c_u_work_capacity(109)_  1
    x(J29_109)  c_u_completion(J29)_  -1
    x(J37_109)  c_u_work_capacity(109)_  1
    x(J37_109)  c_u_completion(J37)_  -1
    x(J38_109)  c_u_work_capacity(109)_  1
    x(J38_109)  c_u_completion(J38)_  -1
    x(J39_109)  c_u_work_capacity(109)_  1
    x(J39_109)  c_u_completion(J39)_  -1
    x(J40_109)  c_u_work_capacity(109)_  3
    x(J40_109)  c_u_completion(J40)_  -1
    x(J45_109)  c_u_work_capacity(109)_  1
    x(J45_109)  c_u_completion(J45)_  -1
    x(J50_109)  c_u_work_capacity(109)_  9
    x(J50_109)  c_u_completion(J50)_  -1
    x(J54_109)  c_u_work_capacity(109)_  5
    x(J54_109)  c_u_completion(J54)_  -1
    x(J57_109)  c_u_work_capacity(109)_  3
    x(J57_109)  c_u_completion(J57)_  -1
    x(J59_109)  c_u_work_capacity(109)_  7
    x(J59_109)  c_u_completion(J59)_  -1
    x(J20_110)  c_u_work_capacity(110)_  10
    x(J20_110)  c_u_completion(J20)_  -1
    x(J24_110)  c_u_work_capacity(110)_  7
    x(J24_110)  c_u_completion(J24)_  -1
    x(J29_110)  c_u_work_capacity(110)_  1
    x(J29_110)  c_u_completion(J29)_  -1
    x(J37_110)  c_u_work_capacity(110)_  1
    x(J37_110)  c_u_completion(J37)_  -1
    x(J38_110)  c_u_work_capacity(110)_  1
    x(J38_110)  c_u_completion(J38)_  -1
    x(J39_110)  c_u_work_capacity(110)_  1
    x(J39_110)  c_u_completion(J39)_  -1
    x(J40_110)  c_u_work_capacity(110)_  3
    x(J40_110)  c_u_completion(J40)_  -1
    x(J45_110)  c_u_work_capacity(110)_  1
    x(J45_110)  c_u_completion(J45)_  -1
    x(J50_110)  c_u_work_capacity(110)_  9
    x(J50_110)  c_u_completion(J50)_  -1
    x(J54_110)  c_u_work_capacity(110)_  5
    x(J54_110)  c_u_completion(J54)_  -1
    x(J57_110)  c_u_work_capacity(110)_  3
    x(J57_110)  c_u_completion(J57)_  -1
    x(J59_110)  c_u_work_capacity(110)_  7
    x(J59_110)  c_u_completion(J59)_  -1
    x(J20_111)  c_u_work_capacity(111)_  10
    x(J20_111)  c_u_completion(J20)_  -1
    x(J24_111)  c_u_work_capacity(111)_  7
    x(J24_111)  c_u_completion(J24)_  -1
    x(J29_111)  c_u_work_capacity(111)_  1
    x(J29_111)  c_u_completion(J29)_  -1
    x(J37_111)  c_u_work_capacity(111)_  1
    x(J37_111)  c_u_completion(J37)_  -1
    x(J38_111)  c_u_work_capacity(111)_  1
    x(J38_111)  c_u_completion(J38)_  -1
    x(J39_111)  c_u_work_capacity(111)_  1
    x(J39_111)  c_u_completion(J39)_  -1
    x(J40_111)  c_u_work_capacity(111)_  3
    x(J40_111)  c_u_completion(J40)_  -1
    x(J45_111)  c_u_work_capacity(111)_  1
    x(J45_111)  c_u_completion(J45)_  -1
    x(J50_111)  c_u_work_capacity(111)_  9
    x(J50_111)  c_u_completion(J50)_  -1
    x(J57_111)  c_u_work_capacity(111)_  3
    x(J57_111)  c_u_completion(J57)_  -1
    x(J59_111)  c_u_work_capacity(111)_  7
    x(J59_111)  c_u_completion(J59)_  -1
    x(J20_112)  c_u_work_capacity(112)_  10
    x(J20_112)  c_u_completion(J20)_  -1
    x(J29_112)  c_u_work_capacity(112)_  1
    x(J29_112)  c_u_completion(J29)_  -1
    x(J37_112)  c_u_work_capacity(112)_  1
    x(J37_112)  c_u_completion(J37)_  -1
    x(J38_112)  c_u_work_capacity(112)_  1
    x(J38_112)  c_u_completion(J38)_  -1
    x(J39_112)  c_u_work_capacity(112)_  1
    x(J39_112)  c_u_completion(J39)_  -1
    x(J40_112)  c_u_work_capacity(112)_  3
    x(J40_112)  c_u_completion(J40)_  -1
    x(J45_112)  c_u_work_capacity(112)_  1
    x(J45_112)  c_u_completion(J45)_  -1
    x(J50_112)  c_u_work_capacity(112)_  9
    x(J50_112)  c_u_completion(J50)_  -1
    x(J57_112)  c_u_work_capacity(112)_  3
    x(J57_112)  c_u_completion(J57)_  -1
    x(J59_112)  c_u_work_capacity(112)_  7
    x(J59_112)  c_u_completion(J59)_  -1
    x(J20_113)  c_u_work_capacity(113)_  10
    x(J20_113)  c_u_completion(J20)_  -1
    x(J29_113)  c_u_work_capacity(113)_  1
    x(J29_113)  c_u_completion(J29)_  -1
    x(J38_113)  c_u_work_capacity(113)_  1
    x(J38_113)  c_u_completion(J38)_  -1
    x(J39_113)  c_u_work_capacity(113)_  1
    x(J39_113)  c_u_completion(J39)_  -1
    x(J40_113)  c_u_work_capacity(113)_  3
    x(J40_113)  c_u_completion(J40)_  -1
    x(J45_113)  c_u_work_capacity(113)_  1
    x(J45_113)  c_u_completion(J45)_  -1
    x(J50_113)  c_u_work_capacity(113)_  9
    x(J50_113)  c_u_completion(J50)_  -1
    x(J57_113)  c_u_work_capacity(113)_  3
    x(J57_113)  c_u_completion(J57)_  -1
    x(J59_113)  c_u_work_capacity(113)_  7
    x(J59_113)  c_u_completion(J59)_  -1
    x(J20_114)  c_u_work_capacity(114)_  10
    x(J20_114)  c_u_completion(J20)_  -1
    x(J29_114)  c_u_work_capacity(114)_  1
    x(J29_114)  c_u_completion(J29)_  -1
    x(J38_114)  c_u_work_capacity(114)_  1
    x(J38_114)  c_u_completion(J38)_  -1
    x(J39_114)  c_u_work_capacity(114)_  1
    x(J39_114)  c_u_completion(J39)_  -1
    x(J40_114)  c_u_work_capacity(114)_  3
    x(J40_114)  c_u_completion(J40)_  -1
    x(J45_114)  c_u_work_capacity(114)_  1
    x(J45_114)  c_u_completion(J45)_  -1
    x(J50_114)  c_u_work_capacity(114)_  9
    x(J50_114)  c_u_completion(J50)_  -1
    x(J57_114)  c_u_work_capacity(114)_  3
    x(J57_114)  c_u_completion(J57)_  -1
    x(J59_114)  c_u_work_capacity(114)_  7
    x(J59_114)  c_u_completion(J59)_  -1
    x(J20_115)  c_u_work_capacity(115)_  10
    x(J20_115)  c_u_completion(J20)_  -1
    x(J29_115)  c_u_work_capacity(115)_  1
    x(J29_115)  c_u_completion(J29)_  -1
    x(J35_115)  c_u_work_capacity(115)_  1
    x(J35_115)  c_u_completion(J35)_  -1
    x(J38_115)  c_u_work_capacity(115)_  1
    x(J38_115)  c_u_completion(J38)_  -1
    x(J39_115)  c_u_work_capacity(115)_  1
    x(J39_115)  c_u_completion(J39)_  -1
    x(J40_115)  c_u_work_capacity(115)_  3
    x(J40_115)  c_u_completion(J40)_  -1
    x(J45_115)  c_u_work_capacity(115)_  1
    x(J45_115)  c_u_completion(J45)_  -1
    x(J50_115)  c_u_work_capacity(115)_  9
    x(J50_115)  c_u_completion(J50)_  -1
    x(J57_115)  c_u_work_capacity(115)_  3
    x(J57_115)  c_u_completion(J57)_  -1
    x(J59_115)  c_u_work_capacity(115)_  7
    x(J59_115)  c_u_completion(J59)_  -1
    x(J20_116)  c_u_work_capacity(116)_  10
    x(J20_116)  c_u_completion(J20)_  -1
    x(J29_116)  c_u_work_capacity(116)_  1
    x(J29_116)  c_u_completion(J29)_  -1
    x(J35_116)  c_u_work_capacity(116)_  1
    x(J35_116)  c_u_completion(J35)_  -1
    x(J38_116)  c_u_work_capacity(116)_  1
    x(J38_116)  c_u_completion(J38)_  -1
    x(J39_116)  c_u_work_capacity(116)_  1
    x(J39_116)  c_u_completion(J39)_  -1
    x(J40_116)  c_u_work_capacity(116)_  3
    x(J40_116)  c_u_completion(J40)_  -1
    x(J45_116)  c_u_work_capacity(116)_  1
    x(J45_116)  c_u_completion(J45)_  -1
    x(J49_116)  c_u_work_capacity(116)_  4
    x(J49_116)  c_u_completion(J49)_  -1
    x(J50_116)  c_u_work_capacity(116)_  9
    x(J50_116)  c_u_completion(J50)_  -1
    x(J57_116)  c_u_work_capacity(116)_  3
    x(J57_116)  c_u_completion(J57)_  -1
    x(J59_116)  c_u_work_capacity(116)_  7
    x(J59_116)  c_u_completion(J59)_  -1
    x(J20_117)  c_u_work_capacity(117)_  10
    x(J20_117)  c_u_completion(J20)_  -1
    x(J29_117)  c_u_work_capacity(117)_  1
    x(J29_117)  c_u_completion(J29)_  -1
    x(J35_117)  c_u_work_capacity(117)_  1
    x(J35_117)  c_u_completion(J35)_  -1
    x(J38_117)  c_u_work_capacity(117)_  1
    x(J38_117)  c_u_completion(J38)_  -1
    x(J39_117)  c_u_work_capacity(117)_  1
    x(J39_117)  c_u_completion(J39)_  -1
    x(J40_117)  c_u_work_capacity(117)_  3
    x(J40_117)  c_u_completion(J40)_  -1
    x(J45_117)  c_u_work_capacity(117)_  1
    x(J45_117)  c_u_completion(J45)_  -1
    x(J49_117)  c_u_work_capacity(117)_  4
    x(J49_117)  c_u_completion(J49)_  -1
    x(J50_117)  c_u_work_capacity(117)_  9
    x(J50_117)  c_u_completion(J50)_  -1
    x(J57_117)  c_u_work_capacity(117)_  3
    x(J57_117)  c_u_completion(J57)_  -1
    x(J58_117)  c_u_work_capacity(117)_  6
    x(J58_117)  c_u_completion(J58)_  -1
    x(J59_117)  c_u_work_capacity(117)_  7
    x(J59_117)  c_u_completion(J59)_  -1
    x(J20_118)  c_u_work_capacity(118)_  10
    x(J20_118)  c_u_completion(J20)_  -1
    x(J29_118)  c_u_work_capacity(118)_  1
    x(J29_118)  c_u_completion(J29)_  -1
    x(J35_118)  c_u_work_capacity(118)_  1
    x(J35_118)  c_u_completion(J35)_  -1
    x(J38_118)  c_u_work_capacity(118)_  1
    x(J38_118)  c_u_completion(J38)_  -1
    x(J39_118)  c_u_work_capacity(118)_  1
    x(J39_118)  c_u_completion(J39)_  -1
    x(J40_118)  c_u_work_capacity(118)_  3
    x(J40_118)  c_u_completion(J40)_  -1
    x(J45_118)  c_u_work_capacity(118)_  1
    x(J45_118)  c_u_completion(J45)_  -1
    x(J49_118)  c_u_work_capacity(118)_  4
    x(J49_118)  c_u_completion(J49)_  -1
    x(J50_118)  c_u_work_capacity(118)_  9
    x(J50_118)  c_u_completion(J50)_  -1
    x(J57_118)  c_u_work_capacity(118)_  3
    x(J57_118)  c_u_completion(J57)_  -1
    x(J58_118)  c_u_work_capacity(118)_  6
    x(J58_118)  c_u_completion(J58)_  -1
    x(J59_118)  c_u_work_capacity(118)_  7
    x(J59_118)  c_u_completion(J59)_  -1
    x(J20_119)  c_u_work_capacity(119)_  10
    x(J20_119)  c_u_completion(J20)_  -1
    x(J25_119)  c_u_work_capacity(119)_  3
    x(J25_119)  c_u_completion(J25)_  -1
    x(J29_119)  c_u_work_capacity(119)_  1
    x(J29_119)  c_u_completion(J29)_  -1
    x(J35_119)  c_u_work_capacity(119)_  1
    x(J35_119)  c_u_completion(J35)_  -1
    x(J38_119)  c_u_work_capacity(119)_  1
    x(J38_119)  c_u_completion(J38)_  -1
    x(J39_119)  c_u_work_capacity(119)_  1
    x(J39_119)  c_u_completion(J39)_  -1
    x(J40_119)  c_u_work_capacity(119)_  3
    x(J40_119)  c_u_completion(J40)_  -1
    x(J45_119)  c_u_work_capacity(119)_  1
    x(J45_119)  c_u_completion(J45)_  -1
    x(J49_119)  c_u_work_capacity(119)_  4
    x(J49_119)  c_u_completion(J49)_  -1
    x(J50_119)  c_u_work_capacity(119)_  9
    x(J50_119)  c_u_completion(J50)_  -1
    x(J57_119)  c_u_work_capacity(119)_  3
    x(J57_119)  c_u_completion(J57)_  -1
    x(J58_119)  c_u_work_capacity(119)_  6
    x(J58_119)  c_u_completion(J58)_  -1
    x(J59_119)  c_u_work_capacity(119)_  7
    x(J59_119)  c_u_completion(J59)_  -1
    x(J20_120)  c_u_work_capacity(120)_  10
    x(J20_120)  c_u_completion(J20)_  -1
    x(J25_120)  c_u_work_capacity(120)_  3
    x(J25_120)  c_u_completion(J25)_  -1
    x(J35_120)  c_u_work_capacity(120)_  1
    x(J35_120)  c_u_completion(J35)_  -1
    x(J38_120)  c_u_work_capacity(120)_  1
    x(J38_120)  c_u_completion(J38)_  -1
    x(J39_120)  c_u_work_capacity(120)_  1
    x(J39_120)  c_u_completion(J39)_  -1
    x(J40_120)  c_u_work_capacity(120)_  3
    x(J40_120)  c_u_completion(J40)_  -1
    x(J45_120)  c_u_work_capacity(120)_  1
    x(J45_120)  c_u_completion(J45)_  -1
    x(J49_120)  c_u_work_capacity(120)_  4
    x(J49_120)  c_u_completion(J49)_  -1
    x(J50_120)  c_u_work_capacity(120)_  9
    x(J50_120)  c_u_completion(J50)_  -1
    x(J57_120)  c_u_work_capacity(120)_  3
    x(J57_120)  c_u_completion(J57)_  -1
    x(J58_120)  c_u_work_capacity(120)_  6
    x(J58_120)  c_u_completion(J58)_  -1
    x(J59_120)  c_u_work_capacity(120)_  7
    x(J59_120)  c_u_completion(J59)_  -1
    x(J20_121)  c_u_work_capacity(121)_  10
    x(J20_121)  c_u_completion(J20)_  -1
    x(J21_121)  c_u_work_capacity(121)_  3
    x(J21_121)  c_u_completion(J21)_  -1
    x(J25_121)  c_u_work_capacity(121)_  3
    x(J25_121)  c_u_completion(J25)_  -1
    x(J35_121)  c_u_work_capacity(121)_  1
    x(J35_121)  c_u_completion(J35)_  -1
    x(J38_121)  c_u_work_capacity(121)_  1
    x(J38_121)  c_u_completion(J38)_  -1
    x(J39_121)  c_u_work_capacity(121)_  1
    x(J39_121)  c_u_completion(J39)_  -1
    x(J40_121)  c_u_work_capacity(121)_  3
    x(J40_121)  c_u_completion(J40)_  -1
    x(J45_121)  c_u_work_capacity(121)_  1
    x(J45_121)  c_u_completion(J45)_  -1
    x(J49_121)  c_u_work_capacity(121)_  4
    x(J49_121)  c_u_completion(J49)_  -1
    x(J50_121)  c_u_work_capacity(121)_  9
    x(J50_121)  c_u_completion(J50)_  -1
    x(J57_121)  c_u_work_capacity(121)_  3
    x(J57_121)  c_u_completion(J57)_  -1
    x(J58_121)  c_u_work_capacity(121)_  6
    x(J58_121)  c_u_completion(J58)_  -1
    x(J59_121)  c_u_work_capacity(121)_  7
    x(J59_121)  c_u_completion(J59)_  -1
    x(J20_122)  c_u_work_capacity(122)_  10
    x(J20_122)  c_u_completion(J20)_  -1
    x(J21_122)  c_u_work_capacity(122)_  3
    x(J21_122)  c_u_completion(J21)_  -1
    x(J25_122)  c_u_work_capacity(122)_  3
    x(J25_122)  c_u_completion(J25)_  -1
    x(J35_122)  c_u_work_capacity(122)_  1
    x(J35_122)  c_u_completion(J35)_  -1
    x(J38_122)  c_u_work_capacity(122)_  1
    x(J38_122)  c_u_completion(J38)_  -1
    x(J39_122)  c_u_work_capacity(122)_  1
    x(J39_122)  c_u_completion(J39)_  -1
    x(J40_122)  c_u_work_capacity(122)_  3
    x(J40_122)  c_u_completion(J40)_  -1
    x(J45_122)  c_u_work_capacity(122)_  1
    x(J45_122)  c_u_completion(J45)_  -1
    x(J49_122)  c_u_work_capacity(122)_  4
    x(J49_122)  c_u_completion(J49)_  -1
    x(J50_122)  c_u_work_capacity(122)_  9
    x(J50_122)  c_u_completion(J50)_  -1
    x(J57_122)  c_u_work_capacity(122)_  3
    x(J57_122)  c_u_completion(J57)_  -1
    x(J59_122)  c_u_work_capacity(122)_  7
    x(J59_122)  c_u_completion(J59)_  -1
    x(J20_123)  c_u_work_capacity(123)_  10
    x(J20_123)  c_u_completion(J20)_  -1
    x(J21_123)  c_u_work_capacity(123)_  3
    x(J21_123)  c_u_completion(J21)_  -1
    x(J25_123)  c_u_work_capacity(123)_  3
    x(J25_123)  c_u_completion(J25)_  -1
    x(J35_123)  c_u_work_capacity(123)_  1
    x(J35_123)  c_u_completion(J35)_  -1
    x(J38_123)  c_u_work_capacity(123)_  1
    x(J38_123)  c_u_completion(J38)_  -1
    x(J40_123)  c_u_work_capacity(123)_  3
    x(J40_123)  c_u_completion(J40)_  -1
    x(J45_123)  c_u_work_capacity(123)_  1
    x(J45_123)  c_u_completion(J45)_  -1
    x(J49_123)  c_u_work_capacity(123)_  4
    x(J49_123)  c_u_completion(J49)_  -1
    x(J50_123)  c_u_work_capacity(123)_  9
    x(J50_123)  c_u_completion(J50)_  -1
    x(J57_123)  c_u_work_capacity(123)_  3
    x(J57_123)  c_u_completion(J57)_  -1
    x(J59_123)  c_u_work_capacity(123)_  7
    x(J59_123)  c_u_completion(J59)_  -1
    x(J20_124)  c_u_work_capacity(124)_  10
    x(J20_124)  c_u_completion(J20)_  -1
    x(J21_124)  c_u_work_capacity(124)_  3
    x(J21_124)  c_u_completion(J21)_  -1
    x(J25_124)  c_u_work_capacity(124)_  3
    x(J25_124)  c_u_completion(J25)_  -1
    x(J35_124)  c_u_work_capacity(124)_  1
    x(J35_124)  c_u_completion(J35)_  -1
    x(J38_124)  c_u_work_capacity(124)_  1
    x(J38_124)  c_u_completion(J38)_  -1
    x(J40_124)  c_u_work_capacity(124)_  3
    x(J40_124)  c_u_completion(J40)_  -1
    x(J45_124)  c_u_work_capacity(124)_  1
    x(J45_124)  c_u_completion(J45)_  -1
    x(J50_124)  c_u_work_capacity(124)_  9
    x(J50_124)  c_u_completion(J50)_  -1
    x(J57_124)  c_u_work_capacity(124)_  3
    x(J57_124)  c_u_completion(J57)_  -1
    x(J59_124)  c_u_work_capacity(124)_  7
    x(J59_124)  c_u_completion(J59)_  -1
    x(J20_125)  c_u_work_capacity(125)_  10
    x(J20_125)  c_u_completion(J20)_  -1
    x(J21_125)  c_u_work_capacity(125)_  3
    x(J21_125)  c_u_completion(J21)_  -1
    x(J25_125)  c_u_work_capacity(125)_  3
    x(J25_125)  c_u_completion(J25)_  -1
    x(J35_125)  c_u_work_capacity(125)_  1
    x(J35_125)  c_u_completion(J35)_  -1
    x(J40_125)  c_u_work_capacity(125)_  3
    x(J40_125)  c_u_completion(J40)_  -1
    x(J45_125)  c_u_work_capacity(125)_  1
    x(J45_125)  c_u_completion(J45)_  -1
    x(J50_125)  c_u_work_capacity(125)_  9
    x(J50_125)  c_u_completion(J50)_  -1
    x(J57_125)  c_u_work_capacity(125)_  3
    x(J57_125)  c_u_completion(J57)_  -1
    x(J59_125)  c_u_work_capacity(125)_  7
    x(J59_125)  c_u_completion(J59)_  -1
    x(J20_126)  c_u_work_capacity(126)_  10
    x(J20_126)  c_u_completion(J20)_  -1
    x(J21_126)  c_u_work_capacity(126)_  3
    x(J21_126)  c_u_completion(J21)_  -1
    x(J25_126)  c_u_work_capacity(126)_  3
    x(J25_126)  c_u_completion(J25)_  -1
    x(J40_126)  c_u_work_capacity(126)_  3
    x(J40_126)  c_u_completion(J40)_  -1
    x(J45_126)  c_u_work_capacity(126)_  1
    x(J45_126)  c_u_completion(J45)_  -1
    x(J50_126)  c_u_work_capacity(126)_  9
    x(J50_126)  c_u_completion(J50)_  -1
    x(J57_126)  c_u_work_capacity(126)_  3
    x(J57_126)  c_u_completion(J57)_  -1
    x(J59_126)  c_u_work_capacity(126)_  7
    x(J59_126)  c_u_completion(J59)_  -1
    x(J20_127)  c_u_work_capacity(127)_  10
    x(J20_127)  c_u_completion(J20)_  -1
    x(J21_127)  c_u_work_capacity(127)_  3
    x(J21_127)  c_u_completion(J21)_  -1
    x(J25_127)  c_u_work_capacity(127)_  3
    x(J25_127)  c_u_completion(J25)_  -1
    x(J40_127)  c_u_work_capacity(127)_  3
    x(J40_127)  c_u_completion(J40)_  -1
    x(J45_127)  c_u_work_capacity(127)_  1
    x(J45_127)  c_u_completion(J45)_  -1
    x(J50_127)  c_u_work_capacity(127)_  9
    x(J50_127)  c_u_completion(J50)_  -1
    x(J57_127)  c_u_work_capacity(127)_  3
    x(J57_127)  c_u_completion(J57)_  -1
    x(J59_127)  c_u_work_capacity(127)_  7
    x(J59_127)  c_u_completion(J59)_  -1
    x(J10_128)  c_u_work_capacity(128)_  10
    x(J10_128)  c_u_completion(J10)_  -1
    x(J20_128)  c_u_work_capacity(128)_  10
    x(J20_128)  c_u_completion(J20)_  -1
    x(J21_128)  c_u_work_capacity(128)_  3
    x(J21_128)  c_u_completion(J21)_  -1
    x(J25_128)  c_u_work_capacity(128)_  3
    x(J25_128)  c_u_completion(J25)_  -1
    x(J40_128)  c_u_work_capacity(128)_  3
    x(J40_128)  c_u_completion(J40)_  -1
    x(J45_128)  c_u_work_capacity(128)_  1
    x(J45_128)  c_u_completion(J45)_  -1
    x(J50_128)  c_u_work_capacity(128)_  9
    x(J50_128)  c_u_completion(J50)_  -1
    x(J57_128)  c_u_work_capacity(128)_  3
    x(J57_128)  c_u_completion(J57)_  -1
    x(J59_128)  c_u_work_capacity(128)_  7
    x(J59_128)  c_u_completion(J59)_  -1
    x(J10_129)  c_u_work_capacity(129)_  10
    x(J10_129)  c_u_completion(J10)_  -1
    x(J17_129)  c_u_work_capacity(129)_  1
    x(J17_129)  c_u_completion(J17)_  -1
    x(J20_129)  c_u_work_capacity(129)_  10
    x(J20_129)  c_u_completion(J20)_  -1
    x(J21_129)  c_u_work_capacity(129)_  3
    x(J21_129)  c_u_completion(J21)_  -1
    x(J25_129)  c_u_work_capacity(129)_  3
    x(J25_129)  c_u_completion(J25)_  -1
    x(J40_129)  c_u_work_capacity(129)_  3
    x(J40_129)  c_u_completion(J40)_  -1
    x(J45_129)  c_u_work_capacity(129)_  1
    x(J45_129)  c_u_completion(J45)_  -1
    x(J50_129)  c_u_work_capacity(129)_  9
    x(J50_129)  c_u_completion(J50)_  -1
    x(J57_129)  c_u_work_capacity(129)_  3
    x(J57_129)  c_u_completion(J57)_  -1
    x(J59_129)  c_u_work_capacity(129)_  7
    x(J59_129)  c_u_completion(J59)_  -1
    x(J10_130)  c_u_work_capacity(130)_  10
    x(J10_130)  c_u_completion(J10)_  -1
    x(J17_130)  c_u_work_capacity(130)_  1
    x(J17_130)  c_u_completion(J17)_  -1
    x(J20_130)  c_u_work_capacity(130)_  10
    x(J20_130)  c_u_completion(J20)_  -1
    x(J21_130)  c_u_work_capacity(130)_  3
    x(J21_130)  c_u_completion(J21)_  -1
    x(J25_130)  c_u_work_capacity(130)_  3
    x(J25_130)  c_u_completion(J25)_  -1
    x(J30_130)  c_u_work_capacity(130)_  2
    x(J30_130)  c_u_completion(J30)_  -1
    x(J40_130)  c_u_work_capacity(130)_  3
    x(J40_130)  c_u_completion(J40)_  -1
    x(J45_130)  c_u_work_capacity(130)_  1
    x(J45_130)  c_u_completion(J45)_  -1
    x(J50_130)  c_u_work_capacity(130)_  9
    x(J50_130)  c_u_completion(J50)_  -1
    x(J57_130)  c_u_work_capacity(130)_  3
    x(J57_130)  c_u_completion(J57)_  -1
    x(J59_130)  c_u_work_capacity(130)_  7
    x(J59_130)  c_u_completion(J59)_  -1
    x(J10_131)  c_u_work_capacity(131)_  10
    x(J10_131)  c_u_completion(J10)_  -1
    x(J17_131)  c_u_work_capacity(131)_  1
    x(J17_131)  c_u_completion(J17)_  -1
    x(J20_131)  c_u_work_capacity(131)_  10
    x(J20_131)  c_u_completion(J20)_  -1
    x(J21_131)  c_u_work_capacity(131)_  3
    x(J21_131)  c_u_completion(J21)_  -1
    x(J25_131)  c_u_work_capacity(131)_  3
    x(J25_131)  c_u_completion(J25)_  -1
    x(J30_131)  c_u_work_capacity(131)_  2
    x(J30_131)  c_u_completion(J30)_  -1
    x(J40_131)  c_u_work_capacity(131)_  3
    x(J40_131)  c_u_completion(J40)_  -1
    x(J45_131)  c_u_work_capacity(131)_  1
    x(J45_131)  c_u_completion(J45)_  -1
    x(J50_131)  c_u_work_capacity(131)_  9
    x(J50_131)  c_u_completion(J50)_  -1
    x(J57_131)  c_u_work_capacity(131)_  3
    x(J57_131)  c_u_completion(J57)_  -1
    x(J59_131)  c_u_work_capacity(131)_  7
    x(J59_131)  c_u_completion(J59)_  -1
    x(J10_132)  c_u_work_capacity(132)_  10
    x(J10_132)  c_u_completion(J10)_  -1
    x(J17_132)  c_u_work_capacity(132)_  1
    x(J17_132)  c_u_completion(J17)_  -1
    x(J20_132)  c_u_work_capacity(132)_  10
    x(J20_132)  c_u_completion(J20)_  -1
    x(J21_132)  c_u_work_capacity(132)_  3
    x(J21_132)  c_u_completion(J21)_  -1
    x(J25_132)  c_u_work_capacity(132)_  3
    x(J25_132)  c_u_completion(J25)_  -1
    x(J30_132)  c_u_work_capacity(132)_  2
    x(J30_132)  c_u_completion(J30)_  -1
    x(J40_132)  c_u_work_capacity(132)_  3
    x(J40_132)  c_u_completion(J40)_  -1
    x(J45_132)  c_u_work_capacity(132)_  1
    x(J45_132)  c_u_completion(J45)_  -1
    x(J50_132)  c_u_work_capacity(132)_  9
    x(J50_132)  c_u_completion(J50)_  -1
    x(J51_132)  c_u_work_capacity(132)_  1
    x(J51_132)  c_u_completion(J51)_  -1
    x(J57_132)  c_u_work_capacity(132)_  3
    x(J57_132)  c_u_completion(J57)_  -1
    x(J59_132)  c_u_work_capacity(132)_  7
    x(J59_132)  c_u_completion(J59)_  -1
    x(J10_133)  c_u_work_capacity(133)_  10
    x(J10_133)  c_u_completion(J10)_  -1
    x(J17_133)  c_u_work_capacity(133)_  1
    x(J17_133)  c_u_completion(J17)_  -1
    x(J20_133)  c_u_work_capacity(133)_  10
    x(J20_133)  c_u_completion(J20)_  -1
    x(J21_133)  c_u_work_capacity(133)_  3
    x(J21_133)  c_u_completion(J21)_  -1
    x(J25_133)  c_u_work_capacity(133)_  3
    x(J25_133)  c_u_completion(J25)_  -1
    x(J30_133)  c_u_work_capacity(133)_  2
    x(J30_133)  c_u_completion(J30)_  -1
    x(J40_133)  c_u_work_capacity(133)_  3
    x(J40_133)  c_u_completion(J40)_  -1
    x(J45_133)  c_u_work_capacity(133)_  1
    x(J45_133)  c_u_completion(J45)_  -1
    x(J50_133)  c_u_work_capacity(133)_  9
    x(J50_133)  c_u_completion(J50)_  -1
    x(J51_133)  c_u_work_capacity(133)_  1
    x(J51_133)  c_u_completion(J51)_  -1
    x(J57_133)  c_u_work_capacity(133)_  3
    x(J57_133)  c_u_completion(J57)_  -1
    x(J59_133)  c_u_work_capacity(133)_  7
    x(J59_133)  c_u_completion(J59)_  -1
    x(J10_134)  c_u_work_capacity(134)_  10
    x(J10_134)  c_u_completion(J10)_  -1
    x(J17_134)  c_u_work_capacity(134)_  1
    x(J17_134)  c_u_completion(J17)_  -1
    x(J20_134)  c_u_work_capacity(134)_  10
    x(J20_134)  c_u_completion(J20)_  -1
    x(J21_134)  c_u_work_capacity(134)_  3
    x(J21_134)  c_u_completion(J21)_  -1
    x(J22_134)  c_u_work_capacity(134)_  9
    x(J22_134)  c_u_completion(J22)_  -1
    x(J25_134)  c_u_work_capacity(134)_  3
    x(J25_134)  c_u_completion(J25)_  -1
    x(J30_134)  c_u_work_capacity(134)_  2
    x(J30_134)  c_u_completion(J30)_  -1
    x(J40_134)  c_u_work_capacity(134)_  3
    x(J40_134)  c_u_completion(J40)_  -1
    x(J45_134)  c_u_work_capacity(134)_  1
    x(J45_134)  c_u_completion(J45)_  -1
    x(J50_134)  c_u_work_capacity(134)_  9
    x(J50_134)  c_u_completion(J50)_  -1
    x(J51_134)  c_u_work_capacity(134)_  1
    x(J51_134)  c_u_completion(J51)_  -1
    x(J57_134)  c_u_work_capacity(134)_  3
    x(J57_134)  c_u_completion(J57)_  -1
    x(J59_134)  c_u_work_capacity(134)_  7
    x(J59_134)  c_u_completion(J59)_  -1
    x(J10_135)  c_u_work_capacity(135)_  10
    x(J10_135)  c_u_completion(J10)_  -1
    x(J17_135)  c_u_work_capacity(135)_  1
    x(J17_135)  c_u_completion(J17)_  -1
    x(J20_135)  c_u_work_capacity(135)_  10
    x(J20_135)  c_u_completion(J20)_  -1
    x(J21_135)  c_u_work_capacity(135)_  3
    x(J21_135)  c_u_completion(J21)_  -1
    x(J22_135)  c_u_work_capacity(135)_  9
    x(J22_135)  c_u_completion(J22)_  -1
    x(J25_135)  c_u_work_capacity(135)_  3
    x(J25_135)  c_u_completion(J25)_  -1
    x(J30_135)  c_u_work_capacity(135)_  2
    x(J30_135)  c_u_completion(J30)_  -1
    x(J40_135)  c_u_work_capacity(135)_  3
    x(J40_135)  c_u_completion(J40)_  -1
    x(J45_135)  c_u_work_capacity(135)_  1
    x(J45_135)  c_u_completion(J45)_  -1
    x(J50_135)  c_u_work_capacity(135)_  9
    x(J50_135)  c_u_completion(J50)_  -1
    x(J51_135)  c_u_work_capacity(135)_  1
    x(J51_135)  c_u_completion(J51)_  -1
    x(J57_135)  c_u_work_capacity(135)_  3
    x(J57_135)  c_u_completion(J57)_  -1
    x(J59_135)  c_u_work_capacity(135)_  7
    x(J59_135)  c_u_completion(J59)_  -1
    x(J17_136)  c_u_work_capacity(136)_  1
    x(J17_136)  c_u_completion(J17)_  -1
    x(J20_136)  c_u_work_capacity(136)_  10
    x(J20_136)  c_u_completion(J20)_  -1
    x(J21_136)  c_u_work_capacity(136)_  3
    x(J21_136)  c_u_completion(J21)_  -1
    x(J22_136)  c_u_work_capacity(136)_  9
    x(J22_136)  c_u_completion(J22)_  -1
    x(J25_136)  c_u_work_capacity(136)_  3
    x(J25_136)  c_u_completion(J25)_  -1
    x(J30_136)  c_u_work_capacity(136)_  2
    x(J30_136)  c_u_completion(J30)_  -1
    x(J40_136)  c_u_work_capacity(136)_  3
    x(J40_136)  c_u_completion(J40)_  -1
    x(J45_136)  c_u_work_capacity(136)_  1
    x(J45_136)  c_u_completion(J45)_  -1
    x(J50_136)  c_u_work_capacity(136)_  9
    x(J50_136)  c_u_completion(J50)_  -1
    x(J51_136)  c_u_work_capacity(136)_  1
    x(J51_136)  c_u_completion(J51)_  -1
    x(J57_136)  c_u_work_capacity(136)_  3
    x(J57_136)  c_u_completion(J57)_  -1
    x(J59_136)  c_u_work_capacity(136)_  7
    x(J59_136)  c_u_completion(J59)_  -1
    x(J17_137)  c_u_work_capacity(137)_  1
    x(J17_137)  c_u_completion(J17)_  -1
    x(J20_137)  c_u_work_capacity(137)_  10
    x(J20_137)  c_u_completion(J20)_  -1
    x(J21_137)  c_u_work_capacity(137)_  3
    x(J21_137)  c_u_completion(J21)_  -1
    x(J25_137)  c_u_work_capacity(137)_  3
    x(J25_137)  c_u_completion(J25)_  -1
    x(J30_137)  c_u_work_capacity(137)_  2
    x(J30_137)  c_u_completion(J30)_  -1
    x(J40_137)  c_u_work_capacity(137)_  3
    x(J40_137)  c_u_completion(J40)_  -1
    x(J45_137)  c_u_work_capacity(137)_  1
    x(J45_137)  c_u_completion(J45)_  -1
    x(J50_137)  c_u_work_capacity(137)_  9
    x(J50_137)  c_u_completion(J50)_  -1
    x(J51_137)  c_u_work_capacity(137)_  1
    x(J51_137)  c_u_completion(J51)_  -1
    x(J57_137)  c_u_work_capacity(137)_  3
    x(J57_137)  c_u_completion(J57)_  -1
    x(J59_137)  c_u_work_capacity(137)_  7
    x(J59_137)  c_u_completion(J59)_  -1
    x(J17_138)  c_u_work_capacity(138)_  1
    x(J17_138)  c_u_completion(J17)_  -1
    x(J20_138)  c_u_work_capacity(138)_  10
    x(J20_138)  c_u_completion(J20)_  -1
    x(J21_138)  c_u_work_capacity(138)_  3
    x(J21_138)  c_u_completion(J21)_  -1
    x(J25_138)  c_u_work_capacity(138)_  3
    x(J25_138)  c_u_completion(J25)_  -1
    x(J30_138)  c_u_work_capacity(138)_  2
    x(J30_138)  c_u_completion(J30)_  -1
    x(J40_138)  c_u_work_capacity(138)_  3
    x(J40_138)  c_u_completion(J40)_  -1
    x(J45_138)  c_u_work_capacity(138)_  1
    x(J45_138)  c_u_completion(J45)_  -1
    x(J50_138)  c_u_work_capacity(138)_  9
    x(J50_138)  c_u_completion(J50)_  -1
    x(J51_138)  c_u_work_capacity(138)_  1
    x(J51_138)  c_u_completion(J51)_  -1
    x(J57_138)  c_u_work_capacity(138)_  3
    x(J57_138)  c_u_completion(J57)_  -1
    x(J59_138)  c_u_work_capacity(138)_  7
    x(J59_138)  c_u_completion(J59)_  -1
    x(J17_139)  c_u_work_capacity(139)_  1
    x(J17_139)  c_u_completion(J17)_  -1
    x(J20_139)  c_u_work_capacity(139)_  10
    x(J20_139)  c_u_completion(J20)_  -1
    x(J21_139)  c_u_work_capacity(139)_  3
    x(J21_139)  c_u_completion(J21)_  -1
    x(J25_139)  c_u_work_capacity(139)_  3
    x(J25_139)  c_u_completion(J25)_  -1
    x(J40_139)  c_u_work_capacity(139)_  3
    x(J40_139)  c_u_completion(J40)_  -1
    x(J45_139)  c_u_work_capacity(139)_  1
    x(J45_139)  c_u_completion(J45)_  -1
    x(J50_139)  c_u_work_capacity(139)_  9
    x(J50_139)  c_u_completion(J50)_  -1
    x(J51_139)  c_u_work_capacity(139)_  1
    x(J51_139)  c_u_completion(J51)_  -1
    x(J57_139)  c_u_work_capacity(139)_  3
    x(J57_139)  c_u_completion(J57)_  -1
    x(J59_139)  c_u_work_capacity(139)_  7
    x(J59_139)  c_u_completion(J59)_  -1
RHS
    RHS_V     c_u_work_capacity(1)_  20913.852401691674
    RHS_V     c_u_work_capacity(2)_  14537.173290857834
    RHS_V     c_u_work_capacity(3)_  44902.854433115172
    RHS_V     c_u_work_capacity(4)_  58432.098217856124
    RHS_V     c_u_work_capacity(5)_  30016.009805678688
    RHS_V     c_u_work_capacity(6)_  1024.3122403091775
    RHS_V     c_u_work_capacity(7)_  12966.480111463312
    RHS_V     c_u_work_capacity(8)_  48639.351980741238
    RHS_V     c_u_work_capacity(9)_  15854.068890020679
    RHS_V     c_u_work_capacity(10)_  32350.058053865534
    RHS_V     c_u_work_capacity(11)_  35219.774412145751
    RHS_V     c_u_work_capacity(12)_  12767.258519938388
    RHS_V     c_u_work_capacity(13)_  43359.257607310654
    RHS_V     c_u_work_capacity(14)_  3677.2723877739518
    RHS_V     c_u_work_capacity(15)_  3941.4447359008918
    RHS_V     c_u_work_capacity(16)_  299.09821522865968
    RHS_V     c_u_work_capacity(17)_  28313.024276232289
    RHS_V     c_u_work_capacity(18)_  6900.6276068758343
    RHS_V     c_u_work_capacity(19)_  12811.788478052626
    RHS_V     c_u_work_capacity(20)_  10865.075804450269
    RHS_V     c_u_work_capacity(21)_  5556.3603487444925
    RHS_V     c_u_work_capacity(22)_  2160.7569737765734
    RHS_V     c_u_work_capacity(23)_  4167.450136077583
    RHS_V     c_u_work_capacity(24)_  10691.045033260769
    RHS_V     c_u_work_capacity(25)_  16040.125127795862
    RHS_V     c_u_work_capacity(26)_  13621.872144907771
    RHS_V     c_u_work_capacity(27)_  8011.7811036824532
    RHS_V     c_u_work_capacity(28)_  27060.034672444552
    RHS_V     c_u_work_capacity(29)_  14367.812662060584
    RHS_V     c_u_work_capacity(31)_  5235.1267345511515
    RHS_V     c_u_work_capacity(33)_  16783.445253924532
    RHS_V     c_u_work_capacity(34)_  14122.289229319256
    RHS_V     c_u_work_capacity(35)_  4239.4555002372799
    RHS_V     c_u_work_capacity(36)_  31682.527506168837
    RHS_V     c_u_work_capacity(37)_  34696.422823210247
    RHS_V     c_u_work_capacity(38)_  5404.4039656087771
    RHS_V     c_u_work_capacity(39)_  9860.6087990495525
    RHS_V     c_u_work_capacity(40)_  58475.341284709568
    RHS_V     c_u_work_capacity(41)_  38859.47425148217
    RHS_V     c_u_work_capacity(42)_  5269.0153541470863
    RHS_V     c_u_work_capacity(43)_  20884.987384566011
    RHS_V     c_u_work_capacity(44)_  18371.546847634636
    RHS_V     c_u_work_capacity(45)_  1717.6318953584996
    RHS_V     c_u_work_capacity(46)_  7023.7916568070432
    RHS_V     c_u_work_capacity(47)_  31254.870185014079
    RHS_V     c_u_work_capacity(48)_  25.037473328848137
    RHS_V     c_u_work_capacity(49)_  43239.748879440085
    RHS_V     c_u_work_capacity(50)_  5410.4952990753372
    RHS_V     c_u_work_capacity(51)_  35739.973001671897
    RHS_V     c_u_work_capacity(52)_  4046.1394833974518
    RHS_V     c_u_work_capacity(53)_  1473.8232990521501
    RHS_V     c_u_work_capacity(54)_  14903.614151475951
    RHS_V     c_u_work_capacity(55)_  21441.567041829752
    RHS_V     c_u_work_capacity(56)_  1833.890527005773
    RHS_V     c_u_work_capacity(57)_  25312.844792437507
    RHS_V     c_u_work_capacity(58)_  1379.8505806998583
    RHS_V     c_u_work_capacity(59)_  31771.055919211591
    RHS_V     c_u_work_capacity(60)_  290.30099737558339
    RHS_V     c_u_work_capacity(61)_  34662.622846316008
    RHS_V     c_u_work_capacity(62)_  6007.2821540063378
    RHS_V     c_u_work_capacity(63)_  22682.824663483283
    RHS_V     c_u_work_capacity(64)_  31637.587739054587
    RHS_V     c_u_work_capacity(65)_  75755.24907606715
    RHS_V     c_u_work_capacity(66)_  14640.616988194437
    RHS_V     c_u_work_capacity(67)_  4798.3213646619406
    RHS_V     c_u_work_capacity(68)_  22361.123129664484
    RHS_V     c_u_work_capacity(69)_  8717.2654797249998
    RHS_V     c_u_work_capacity(70)_  27439.837590192881
    RHS_V     c_u_work_capacity(71)_  19678.861712806858
    RHS_V     c_u_work_capacity(72)_  2309.9774973894091
    RHS_V     c_u_work_capacity(73)_  2331.622783497558
    RHS_V     c_u_work_capacity(74)_  9121.8917833122105
    RHS_V     c_u_work_capacity(75)_  4411.3101360956352
    RHS_V     c_u_work_capacity(76)_  7512.9666152794671
    RHS_V     c_u_work_capacity(77)_  4112.5735804980795
    RHS_V     c_u_work_capacity(78)_  28255.968540965856
    RHS_V     c_u_work_capacity(79)_  9273.1192989898991
    RHS_V     c_u_work_capacity(80)_  4868.6047960396245
    RHS_V     c_u_work_capacity(81)_  28895.929196550947
    RHS_V     c_u_work_capacity(82)_  21141.445341906772
    RHS_V     c_u_work_capacity(83)_  129.17696217583944
    RHS_V     c_u_work_capacity(84)_  61107.81539005696
    RHS_V     c_u_work_capacity(85)_  24648.971404721851
    RHS_V     c_u_work_capacity(86)_  95347.6994548738
    RHS_V     c_u_work_capacity(87)_  4381.4750732120374
    RHS_V     c_u_work_capacity(88)_  4032.4827338979376
    RHS_V     c_u_work_capacity(89)_  3415.0729589614421
    RHS_V     c_u_work_capacity(90)_  3652.7687859356301
    RHS_V     c_u_work_capacity(91)_  2464.606177238682
    RHS_V     c_u_work_capacity(92)_  36244.616030487457
    RHS_V     c_u_work_capacity(93)_  6536.6597757502605
    RHS_V     c_u_work_capacity(94)_  4202.5114665055007
    RHS_V     c_u_work_capacity(95)_  36447.528472808801
    RHS_V     c_u_work_capacity(96)_  4121.9305723796497
    RHS_V     c_u_work_capacity(97)_  7244.1871687405001
    RHS_V     c_u_work_capacity(98)_  18974.125251946789
    RHS_V     c_u_work_capacity(99)_  59534.410368222569
    RHS_V     c_u_work_capacity(100)_  25225.400739505683
    RHS_V     c_u_work_capacity(101)_  45433.544502480276
    RHS_V     c_u_work_capacity(102)_  2995.889831139124
    RHS_V     c_u_work_capacity(103)_  3136.1835980834439
    RHS_V     c_u_work_capacity(104)_  2166.2422520749169
    RHS_V     c_u_work_capacity(105)_  90.158920898538781
    RHS_V     c_u_work_capacity(106)_  680.56516521188314
    RHS_V     c_u_work_capacity(107)_  35796.619073812835
    RHS_V     c_u_work_capacity(108)_  65174.800881509218
    RHS_V     c_u_work_capacity(109)_  5208.4256193943802
    RHS_V     c_u_work_capacity(110)_  1964.0850111773179
    RHS_V     c_u_work_capacity(111)_  39910.033089569319
    RHS_V     c_u_work_capacity(112)_  6916.6554210558679
    RHS_V     c_u_work_capacity(113)_  36098.128801064493
    RHS_V     c_u_work_capacity(114)_  5207.8796745809086
    RHS_V     c_u_work_capacity(115)_  68110.191284752364
    RHS_V     c_u_work_capacity(116)_  9806.3778495390579
    RHS_V     c_u_work_capacity(117)_  9434.9912725010654
    RHS_V     c_u_work_capacity(118)_  3324.0887963664136
    RHS_V     c_u_work_capacity(119)_  1279.2091754530702
    RHS_V     c_u_work_capacity(120)_  8122.1988268782297
    RHS_V     c_u_work_capacity(121)_  1483.4069164993707
    RHS_V     c_u_work_capacity(122)_  37354.685996672561
    RHS_V     c_u_work_capacity(123)_  16352.572881098604
    RHS_V     c_u_work_capacity(124)_  12533.995802018762
    RHS_V     c_u_work_capacity(125)_  8812.6447358674341
    RHS_V     c_u_work_capacity(126)_  26405.63968695169
    RHS_V     c_u_work_capacity(127)_  20820.832042845905
    RHS_V     c_u_work_capacity(128)_  12250.695139095442
    RHS_V     c_u_work_capacity(129)_  1678.5262585218879
    RHS_V     c_u_work_capacity(130)_  58315.812395609391
    RHS_V     c_u_work_capacity(131)_  7449.6118636200044
    RHS_V     c_u_work_capacity(132)_  85471.631547216966
    RHS_V     c_u_work_capacity(133)_  2346.6686736640695
    RHS_V     c_u_work_capacity(134)_  95272.682065974339
    RHS_V     c_u_work_capacity(135)_  35847.476399840671
    RHS_V     c_u_work_capacity(136)_  36976.221832101932
    RHS_V     c_u_work_capacity(137)_  5141.5884622964077
    RHS_V     c_u_work_capacity(138)_  63934.643228782807
    RHS_V     c_u_work_capacity(139)_  44343.960597442128
BOUNDS
 UP BOUND     x(J52_1)  418.27704803383352
 UP BOUND     x(J32_2)  290.74346581715668
 UP BOUND     x(J52_2)  290.74346581715668
 UP BOUND     x(J52_3)  898.05708866230339
 UP BOUND     x(J52_4)  1168.6419643571226
 UP BOUND     x(J26_5)  600.32019611357373
 UP BOUND     x(J52_5)  600.32019611357373
 UP BOUND     x(J26_6)  20.486244806183549
 UP BOUND     x(J33_6)  20.486244806183549
 UP BOUND     x(J52_6)  20.486244806183549
 UP BOUND     x(J26_7)  264.62204309108802
 UP BOUND     x(J33_7)  264.62204309108802
 UP BOUND     x(J52_7)  264.62204309108802
 UP BOUND     x(J26_8)  992.63983634165788
 UP BOUND     x(J33_8)  992.63983634165788
 UP BOUND     x(J3_9)   323.55242632695263
 UP BOUND     x(J26_9)  323.55242632695263
 UP BOUND     x(J33_9)  323.55242632695263
 UP BOUND     x(J3_10)  660.20526640541902
 UP BOUND     x(J26_10)  660.20526640541902
 UP BOUND     x(J3_11)  765.64726982925549
 UP BOUND     x(J26_11)  765.64726982925549
 UP BOUND     x(J26_12)  277.54909825953018
 UP BOUND     x(J18_13)  942.59255668066635
 UP BOUND     x(J26_13)  942.59255668066635
 UP BOUND     x(J18_14)  79.94070408204243
 UP BOUND     x(J23_14)  79.94070408204243
 UP BOUND     x(J26_14)  79.94070408204243
 UP BOUND     x(J18_15)  96.132798436607118
 UP BOUND     x(J23_15)  96.132798436607118
 UP BOUND     x(J26_15)  96.132798436607118
 UP BOUND     x(J18_16)  7.2950784202112118
 UP BOUND     x(J26_16)  7.2950784202112118
 UP BOUND     x(J12_17)  690.56156771298265
 UP BOUND     x(J18_17)  690.56156771298265
 UP BOUND     x(J26_17)  690.56156771298265
 UP BOUND     x(J12_18)  168.30799041160572
 UP BOUND     x(J18_18)  168.30799041160572
 UP BOUND     x(J26_18)  168.30799041160572
 UP BOUND     x(J47_18)  168.30799041160572
 UP BOUND     x(J12_19)  312.4826458061616
 UP BOUND     x(J18_19)  312.4826458061616
 UP BOUND     x(J26_19)  312.4826458061616
 UP BOUND     x(J4_20)  265.00184888903095
 UP BOUND     x(J12_20)  265.00184888903095
 UP BOUND     x(J18_20)  265.00184888903095
 UP BOUND     x(J26_20)  265.00184888903095
 UP BOUND     x(J4_21)  135.52098411571933
 UP BOUND     x(J12_21)  135.52098411571933
 UP BOUND     x(J18_21)  135.52098411571933
 UP BOUND     x(J26_21)  135.52098411571933
 UP BOUND     x(J28_21)  135.52098411571933
 UP BOUND     x(J4_22)  51.446594613727939
 UP BOUND     x(J12_22)  51.446594613727939
 UP BOUND     x(J18_22)  51.446594613727939
 UP BOUND     x(J26_22)  51.446594613727939
 UP BOUND     x(J28_22)  51.446594613727939
 UP BOUND     x(J4_23)  99.225003239942453
 UP BOUND     x(J12_23)  99.225003239942453
 UP BOUND     x(J18_23)  99.225003239942453
 UP BOUND     x(J26_23)  99.225003239942453
 UP BOUND     x(J4_24)  254.54869126811354
 UP BOUND     x(J12_24)  254.54869126811354
 UP BOUND     x(J18_24)  254.54869126811354
 UP BOUND     x(J4_25)  381.90774113799671
 UP BOUND     x(J18_25)  381.90774113799671
 UP BOUND     x(J4_26)  324.33028916447074
 UP BOUND     x(J4_27)  190.75669294482032
 UP BOUND     x(J9_27)  190.75669294482032
 UP BOUND     x(J4_28)  644.28653982010837
 UP BOUND     x(J4_29)  326.54119686501326
 UP BOUND     x(J15_31)  118.98015305798071
 UP BOUND     x(J36_33)  381.44193758919391
 UP BOUND     x(J11_34)  320.96111884816492
 UP BOUND     x(J36_34)  320.96111884816492
 UP BOUND     x(J11_35)  96.351261369029089
 UP BOUND     x(J36_35)  96.351261369029089
 UP BOUND     x(J36_36)  720.05744332201903
 UP BOUND     x(J36_37)  788.55506416386925
 UP BOUND     x(J39_37)  788.55506416386925
 UP BOUND     x(J13_38)  122.82736285474493
 UP BOUND     x(J36_38)  122.82736285474493
 UP BOUND     x(J39_38)  122.82736285474493
 UP BOUND     x(J13_39)  201.2369142663174
 UP BOUND     x(J36_39)  201.2369142663174
 UP BOUND     x(J39_39)  201.2369142663174
 UP BOUND     x(J36_40)  1193.3743119328483
 UP BOUND     x(J39_40)  1193.3743119328483
 UP BOUND     x(J36_41)  793.05049492820763
 UP BOUND     x(J39_41)  793.05049492820763
 UP BOUND     x(J41_41)  793.05049492820763
 UP BOUND     x(J36_42)  105.38030708294173
 UP BOUND     x(J39_42)  105.38030708294173
 UP BOUND     x(J41_42)  105.38030708294173
 UP BOUND     x(J39_43)  417.69974769132023
 UP BOUND     x(J41_43)  417.69974769132023
 UP BOUND     x(J8_44)  367.43093695269272
 UP BOUND     x(J39_44)  367.43093695269272
 UP BOUND     x(J41_44)  367.43093695269272
 UP BOUND     x(J8_45)  34.352637907169992
 UP BOUND     x(J14_45)  34.352637907169992
 UP BOUND     x(J39_45)  34.352637907169992
 UP BOUND     x(J41_45)  34.352637907169992
 UP BOUND     x(J8_46)  140.47583313614086
 UP BOUND     x(J14_46)  140.47583313614086
 UP BOUND     x(J39_46)  140.47583313614086
 UP BOUND     x(J41_46)  140.47583313614086
 UP BOUND     x(J53_46)  140.47583313614086
 UP BOUND     x(J8_47)  625.09740370028157
 UP BOUND     x(J14_47)  625.09740370028157
 UP BOUND     x(J39_47)  625.09740370028157
 UP BOUND     x(J41_47)  625.09740370028157
 UP BOUND     x(J8_48)  0.50074946657696273
 UP BOUND     x(J14_48)  0.50074946657696273
 UP BOUND     x(J39_48)  0.50074946657696273
 UP BOUND     x(J8_49)  919.99465700936344
 UP BOUND     x(J14_49)  919.99465700936344
 UP BOUND     x(J39_49)  919.99465700936344
 UP BOUND     x(J8_50)  115.11692125692207
 UP BOUND     x(J14_50)  115.11692125692207
 UP BOUND     x(J39_50)  115.11692125692207
 UP BOUND     x(J42_50)  115.11692125692207
 UP BOUND     x(J8_51)  760.42495748238071
 UP BOUND     x(J14_51)  760.42495748238071
 UP BOUND     x(J39_51)  760.42495748238071
 UP BOUND     x(J8_52)  86.088074114839401
 UP BOUND     x(J39_52)  86.088074114839401
 UP BOUND     x(J1_53)  31.35794253302447
 UP BOUND     x(J8_53)  31.35794253302447
 UP BOUND     x(J39_53)  31.35794253302447
 UP BOUND     x(J1_54)  310.49196148908231
 UP BOUND     x(J8_54)  310.49196148908231
 UP BOUND     x(J39_54)  310.49196148908231
 UP BOUND     x(J1_55)  446.69931337145317
 UP BOUND     x(J39_55)  446.69931337145317
 UP BOUND     x(J1_56)  38.206052645953605
 UP BOUND     x(J6_56)  38.206052645953605
 UP BOUND     x(J39_56)  38.206052645953605
 UP BOUND     x(J1_57)  527.35093317578139
 UP BOUND     x(J6_57)  527.35093317578139
 UP BOUND     x(J38_57)  527.35093317578139
 UP BOUND     x(J39_57)  527.35093317578139
 UP BOUND     x(J1_58)  28.746887097913714
 UP BOUND     x(J6_58)  28.746887097913714
 UP BOUND     x(J19_58)  28.746887097913714
 UP BOUND     x(J38_58)  28.746887097913714
 UP BOUND     x(J39_58)  28.746887097913714
 UP BOUND     x(J1_59)  661.89699831690814
 UP BOUND     x(J6_59)  661.89699831690814
 UP BOUND     x(J19_59)  661.89699831690814
 UP BOUND     x(J34_59)  661.89699831690814
 UP BOUND     x(J38_59)  661.89699831690814
 UP BOUND     x(J39_59)  661.89699831690814
 UP BOUND     x(J1_60)  5.9245101505221101
 UP BOUND     x(J6_60)  5.9245101505221101
 UP BOUND     x(J19_60)  5.9245101505221101
 UP BOUND     x(J34_60)  5.9245101505221101
 UP BOUND     x(J38_60)  5.9245101505221101
 UP BOUND     x(J39_60)  5.9245101505221101
 UP BOUND     x(J1_61)  707.4004662513471
 UP BOUND     x(J19_61)  707.4004662513471
 UP BOUND     x(J34_61)  707.4004662513471
 UP BOUND     x(J38_61)  707.4004662513471
 UP BOUND     x(J39_61)  707.4004662513471
 UP BOUND     x(J1_62)  122.59759497972118
 UP BOUND     x(J19_62)  122.59759497972118
 UP BOUND     x(J38_62)  122.59759497972118
 UP BOUND     x(J39_62)  122.59759497972118
 UP BOUND     x(J1_63)  462.91478905067925
 UP BOUND     x(J19_63)  462.91478905067925
 UP BOUND     x(J38_63)  462.91478905067925
 UP BOUND     x(J39_63)  462.91478905067925
 UP BOUND     x(J48_63)  462.91478905067925
 UP BOUND     x(J1_64)  645.6650558990732
 UP BOUND     x(J19_64)  645.6650558990732
 UP BOUND     x(J38_64)  645.6650558990732
 UP BOUND     x(J39_64)  645.6650558990732
 UP BOUND     x(J1_65)  1646.8532407840685
 UP BOUND     x(J19_65)  1646.8532407840685
 UP BOUND     x(J38_65)  1646.8532407840685
 UP BOUND     x(J39_65)  1646.8532407840685
 UP BOUND     x(J1_66)  318.27428235205298
 UP BOUND     x(J19_66)  318.27428235205298
 UP BOUND     x(J38_66)  318.27428235205298
 UP BOUND     x(J39_66)  318.27428235205298
 UP BOUND     x(J44_66)  318.27428235205298
 UP BOUND     x(J1_67)  104.31133401439001
 UP BOUND     x(J19_67)  104.31133401439001
 UP BOUND     x(J38_67)  104.31133401439001
 UP BOUND     x(J39_67)  104.31133401439001
 UP BOUND     x(J1_68)  508.20734385601099
 UP BOUND     x(J19_68)  508.20734385601099
 UP BOUND     x(J38_68)  508.20734385601099
 UP BOUND     x(J39_68)  508.20734385601099
 UP BOUND     x(J1_69)  198.11966999374999
 UP BOUND     x(J5_69)  198.11966999374999
 UP BOUND     x(J19_69)  198.11966999374999
 UP BOUND     x(J38_69)  198.11966999374999
 UP BOUND     x(J39_69)  198.11966999374999
 UP BOUND     x(J1_70)  623.63267250438366
 UP BOUND     x(J5_70)  623.63267250438366
 UP BOUND     x(J19_70)  623.63267250438366
 UP BOUND     x(J38_70)  623.63267250438366
 UP BOUND     x(J39_70)  623.63267250438366
 UP BOUND     x(J46_70)  623.63267250438366
 UP BOUND     x(J1_71)  447.24685710924678
 UP BOUND     x(J19_71)  447.24685710924678
 UP BOUND     x(J38_71)  447.24685710924678
 UP BOUND     x(J39_71)  447.24685710924678
 UP BOUND     x(J46_71)  447.24685710924678
 UP BOUND     x(J1_72)  52.499488577032025
 UP BOUND     x(J16_72)  52.499488577032025
 UP BOUND     x(J19_72)  52.499488577032025
 UP BOUND     x(J38_72)  52.499488577032025
 UP BOUND     x(J39_72)  52.499488577032025
 UP BOUND     x(J46_72)  52.499488577032025
 UP BOUND     x(J1_73)  52.991426897671772
 UP BOUND     x(J16_73)  52.991426897671772
 UP BOUND     x(J19_73)  52.991426897671772
 UP BOUND     x(J24_73)  52.991426897671772
 UP BOUND     x(J38_73)  52.991426897671772
 UP BOUND     x(J39_73)  52.991426897671772
 UP BOUND     x(J46_73)  52.991426897671772
 UP BOUND     x(J1_74)  207.31572234800478
 UP BOUND     x(J16_74)  207.31572234800478
 UP BOUND     x(J19_74)  207.31572234800478
 UP BOUND     x(J24_74)  207.31572234800478
 UP BOUND     x(J31_74)  207.31572234800478
 UP BOUND     x(J38_74)  207.31572234800478
 UP BOUND     x(J39_74)  207.31572234800478
 UP BOUND     x(J46_74)  207.31572234800478
 UP BOUND     x(J1_75)  100.25704854762807
 UP BOUND     x(J16_75)  100.25704854762807
 UP BOUND     x(J19_75)  100.25704854762807
 UP BOUND     x(J24_75)  100.25704854762807
 UP BOUND     x(J38_75)  100.25704854762807
 UP BOUND     x(J39_75)  100.25704854762807
 UP BOUND     x(J46_75)  100.25704854762807
 UP BOUND     x(J1_76)  170.74924125635152
 UP BOUND     x(J16_76)  170.74924125635152
 UP BOUND     x(J19_76)  170.74924125635152
 UP BOUND     x(J24_76)  170.74924125635152
 UP BOUND     x(J38_76)  170.74924125635152
 UP BOUND     x(J39_76)  170.74924125635152
 UP BOUND     x(J46_76)  170.74924125635152
 UP BOUND     x(J1_77)  93.467581374956353
 UP BOUND     x(J16_77)  93.467581374956353
 UP BOUND     x(J19_77)  93.467581374956353
 UP BOUND     x(J24_77)  93.467581374956353
 UP BOUND     x(J38_77)  93.467581374956353
 UP BOUND     x(J39_77)  93.467581374956353
 UP BOUND     x(J46_77)  93.467581374956353
 UP BOUND     x(J60_77)  93.467581374956353
 UP BOUND     x(J1_78)  642.18110320376945
 UP BOUND     x(J16_78)  642.18110320376945
 UP BOUND     x(J19_78)  642.18110320376945
 UP BOUND     x(J24_78)  642.18110320376945
 UP BOUND     x(J38_78)  642.18110320376945
 UP BOUND     x(J39_78)  642.18110320376945
 UP BOUND     x(J46_78)  642.18110320376945
 UP BOUND     x(J1_79)  210.75271134067953
 UP BOUND     x(J16_79)  210.75271134067953
 UP BOUND     x(J19_79)  210.75271134067953
 UP BOUND     x(J24_79)  210.75271134067953
 UP BOUND     x(J38_79)  210.75271134067953
 UP BOUND     x(J39_79)  210.75271134067953
 UP BOUND     x(J46_79)  210.75271134067953
 UP BOUND     x(J56_79)  210.75271134067953
 UP BOUND     x(J1_80)  110.65010900090056
 UP BOUND     x(J16_80)  110.65010900090056
 UP BOUND     x(J19_80)  110.65010900090056
 UP BOUND     x(J24_80)  110.65010900090056
 UP BOUND     x(J38_80)  110.65010900090056
 UP BOUND     x(J39_80)  110.65010900090056
 UP BOUND     x(J46_80)  110.65010900090056
 UP BOUND     x(J50_80)  110.65010900090056
 UP BOUND     x(J56_80)  110.65010900090056
 UP BOUND     x(J1_81)  656.72566355797608
 UP BOUND     x(J16_81)  656.72566355797608
 UP BOUND     x(J24_81)  656.72566355797608
 UP BOUND     x(J38_81)  656.72566355797608
 UP BOUND     x(J39_81)  656.72566355797608
 UP BOUND     x(J46_81)  656.72566355797608
 UP BOUND     x(J50_81)  656.72566355797608
 UP BOUND     x(J56_81)  656.72566355797608
 UP BOUND     x(J1_82)  480.48739413424482
 UP BOUND     x(J16_82)  480.48739413424482
 UP BOUND     x(J24_82)  480.48739413424482
 UP BOUND     x(J38_82)  480.48739413424482
 UP BOUND     x(J39_82)  480.48739413424482
 UP BOUND     x(J46_82)  480.48739413424482
 UP BOUND     x(J50_82)  480.48739413424482
 UP BOUND     x(J1_83)  2.7484460037412646
 UP BOUND     x(J16_83)  2.7484460037412646
 UP BOUND     x(J24_83)  2.7484460037412646
 UP BOUND     x(J38_83)  2.7484460037412646
 UP BOUND     x(J39_83)  2.7484460037412646
 UP BOUND     x(J46_83)  2.7484460037412646
 UP BOUND     x(J50_83)  2.7484460037412646
 UP BOUND     x(J1_84)  1300.166284894829
 UP BOUND     x(J16_84)  1300.166284894829
 UP BOUND     x(J24_84)  1300.166284894829
 UP BOUND     x(J27_84)  1300.166284894829
 UP BOUND     x(J38_84)  1300.166284894829
 UP BOUND     x(J39_84)  1300.166284894829
 UP BOUND     x(J46_84)  1300.166284894829
 UP BOUND     x(J50_84)  1300.166284894829
 UP BOUND     x(J1_85)  524.44620010046492
 UP BOUND     x(J16_85)  524.44620010046492
 UP BOUND     x(J24_85)  524.44620010046492
 UP BOUND     x(J38_85)  524.44620010046492
 UP BOUND     x(J39_85)  524.44620010046492
 UP BOUND     x(J46_85)  524.44620010046492
 UP BOUND     x(J50_85)  524.44620010046492
 UP BOUND     x(J1_86)  2118.8377656638622
 UP BOUND     x(J16_86)  2118.8377656638622
 UP BOUND     x(J24_86)  2118.8377656638622
 UP BOUND     x(J38_86)  2118.8377656638622
 UP BOUND     x(J39_86)  2118.8377656638622
 UP BOUND     x(J46_86)  2118.8377656638622
 UP BOUND     x(J50_86)  2118.8377656638622
 UP BOUND     x(J1_87)  93.222873898128455
 UP BOUND     x(J16_87)  93.222873898128455
 UP BOUND     x(J24_87)  93.222873898128455
 UP BOUND     x(J38_87)  93.222873898128455
 UP BOUND     x(J39_87)  93.222873898128455
 UP BOUND     x(J46_87)  93.222873898128455
 UP BOUND     x(J50_87)  93.222873898128455
 UP BOUND     x(J1_88)  85.797504976551863
 UP BOUND     x(J16_88)  85.797504976551863
 UP BOUND     x(J24_88)  85.797504976551863
 UP BOUND     x(J38_88)  85.797504976551863
 UP BOUND     x(J39_88)  85.797504976551863
 UP BOUND     x(J46_88)  85.797504976551863
 UP BOUND     x(J50_88)  85.797504976551863
 UP BOUND     x(J57_88)  85.797504976551863
 UP BOUND     x(J1_89)  72.661126786413661
 UP BOUND     x(J7_89)  72.661126786413661
 UP BOUND     x(J16_89)  72.661126786413661
 UP BOUND     x(J24_89)  72.661126786413661
 UP BOUND     x(J38_89)  72.661126786413661
 UP BOUND     x(J39_89)  72.661126786413661
 UP BOUND     x(J46_89)  72.661126786413661
 UP BOUND     x(J50_89)  72.661126786413661
 UP BOUND     x(J57_89)  72.661126786413661
 UP BOUND     x(J1_90)  77.718484807141067
 UP BOUND     x(J16_90)  77.718484807141067
 UP BOUND     x(J24_90)  77.718484807141067
 UP BOUND     x(J38_90)  77.718484807141067
 UP BOUND     x(J39_90)  77.718484807141067
 UP BOUND     x(J46_90)  77.718484807141067
 UP BOUND     x(J50_90)  77.718484807141067
 UP BOUND     x(J57_90)  77.718484807141067
 UP BOUND     x(J1_91)  52.438429302950681
 UP BOUND     x(J16_91)  52.438429302950681
 UP BOUND     x(J20_91)  52.438429302950681
 UP BOUND     x(J24_91)  52.438429302950681
 UP BOUND     x(J38_91)  52.438429302950681
 UP BOUND     x(J39_91)  52.438429302950681
 UP BOUND     x(J46_91)  52.438429302950681
 UP BOUND     x(J50_91)  52.438429302950681
 UP BOUND     x(J57_91)  52.438429302950681
 UP BOUND     x(J1_92)  771.1620432018608
 UP BOUND     x(J16_92)  771.1620432018608
 UP BOUND     x(J20_92)  771.1620432018608
 UP BOUND     x(J24_92)  771.1620432018608
 UP BOUND     x(J37_92)  771.1620432018608
 UP BOUND     x(J38_92)  771.1620432018608
 UP BOUND     x(J39_92)  771.1620432018608
 UP BOUND     x(J46_92)  771.1620432018608
 UP BOUND     x(J50_92)  771.1620432018608
 UP BOUND     x(J57_92)  771.1620432018608
 UP BOUND     x(J1_93)  139.07786756915448
 UP BOUND     x(J16_93)  139.07786756915448
 UP BOUND     x(J20_93)  139.07786756915448
 UP BOUND     x(J24_93)  139.07786756915448
 UP BOUND     x(J37_93)  139.07786756915448
 UP BOUND     x(J38_93)  139.07786756915448
 UP BOUND     x(J39_93)  139.07786756915448
 UP BOUND     x(J46_93)  139.07786756915448
 UP BOUND     x(J50_93)  139.07786756915448
 UP BOUND     x(J57_93)  139.07786756915448
 UP BOUND     x(J59_93)  139.07786756915448
 UP BOUND     x(J1_94)  89.41513758522342
 UP BOUND     x(J16_94)  89.41513758522342
 UP BOUND     x(J20_94)  89.41513758522342
 UP BOUND     x(J24_94)  89.41513758522342
 UP BOUND     x(J37_94)  89.41513758522342
 UP BOUND     x(J38_94)  89.41513758522342
 UP BOUND     x(J39_94)  89.41513758522342
 UP BOUND     x(J46_94)  89.41513758522342
 UP BOUND     x(J50_94)  89.41513758522342
 UP BOUND     x(J55_94)  89.41513758522342
 UP BOUND     x(J57_94)  89.41513758522342
 UP BOUND     x(J59_94)  89.41513758522342
 UP BOUND     x(J1_95)  775.47932920869789
 UP BOUND     x(J16_95)  775.47932920869789
 UP BOUND     x(J20_95)  775.47932920869789
 UP BOUND     x(J24_95)  775.47932920869789
 UP BOUND     x(J37_95)  775.47932920869789
 UP BOUND     x(J38_95)  775.47932920869789
 UP BOUND     x(J39_95)  775.47932920869789
 UP BOUND     x(J50_95)  775.47932920869789
 UP BOUND     x(J55_95)  775.47932920869789
 UP BOUND     x(J57_95)  775.47932920869789
 UP BOUND     x(J59_95)  775.47932920869789
 UP BOUND     x(J1_96)  84.121032089380606
 UP BOUND     x(J16_96)  84.121032089380606
 UP BOUND     x(J20_96)  84.121032089380606
 UP BOUND     x(J24_96)  84.121032089380606
 UP BOUND     x(J37_96)  84.121032089380606
 UP BOUND     x(J38_96)  84.121032089380606
 UP BOUND     x(J39_96)  84.121032089380606
 UP BOUND     x(J50_96)  84.121032089380606
 UP BOUND     x(J55_96)  84.121032089380606
 UP BOUND     x(J57_96)  84.121032089380606
 UP BOUND     x(J59_96)  84.121032089380606
 UP BOUND     x(J1_97)  147.84055446409184
 UP BOUND     x(J16_97)  147.84055446409184
 UP BOUND     x(J20_97)  147.84055446409184
 UP BOUND     x(J24_97)  147.84055446409184
 UP BOUND     x(J37_97)  147.84055446409184
 UP BOUND     x(J38_97)  147.84055446409184
 UP BOUND     x(J39_97)  147.84055446409184
 UP BOUND     x(J40_97)  147.84055446409184
 UP BOUND     x(J50_97)  147.84055446409184
 UP BOUND     x(J55_97)  147.84055446409184
 UP BOUND     x(J57_97)  147.84055446409184
 UP BOUND     x(J59_97)  147.84055446409184
 UP BOUND     x(J1_98)  387.22704595809773
 UP BOUND     x(J2_98)  387.22704595809773
 UP BOUND     x(J16_98)  387.22704595809773
 UP BOUND     x(J20_98)  387.22704595809773
 UP BOUND     x(J24_98)  387.22704595809773
 UP BOUND     x(J37_98)  387.22704595809773
 UP BOUND     x(J38_98)  387.22704595809773
 UP BOUND     x(J39_98)  387.22704595809773
 UP BOUND     x(J40_98)  387.22704595809773
 UP BOUND     x(J50_98)  387.22704595809773
 UP BOUND     x(J55_98)  387.22704595809773
 UP BOUND     x(J57_98)  387.22704595809773
 UP BOUND     x(J59_98)  387.22704595809773
 UP BOUND     x(J1_99)  1214.9879666984198
 UP BOUND     x(J16_99)  1214.9879666984198
 UP BOUND     x(J20_99)  1214.9879666984198
 UP BOUND     x(J24_99)  1214.9879666984198
 UP BOUND     x(J37_99)  1214.9879666984198
 UP BOUND     x(J38_99)  1214.9879666984198
 UP BOUND     x(J39_99)  1214.9879666984198
 UP BOUND     x(J40_99)  1214.9879666984198
 UP BOUND     x(J50_99)  1214.9879666984198
 UP BOUND     x(J55_99)  1214.9879666984198
 UP BOUND     x(J57_99)  1214.9879666984198
 UP BOUND     x(J59_99)  1214.9879666984198
 UP BOUND     x(J1_100)  548.37827694577572
 UP BOUND     x(J16_100)  548.37827694577572
 UP BOUND     x(J20_100)  548.37827694577572
 UP BOUND     x(J24_100)  548.37827694577572
 UP BOUND     x(J37_100)  548.37827694577572
 UP BOUND     x(J38_100)  548.37827694577572
 UP BOUND     x(J39_100)  548.37827694577572
 UP BOUND     x(J40_100)  548.37827694577572
 UP BOUND     x(J50_100)  548.37827694577572
 UP BOUND     x(J55_100)  548.37827694577572
 UP BOUND     x(J57_100)  548.37827694577572
 UP BOUND     x(J59_100)  548.37827694577572
 UP BOUND     x(J16_101)  987.68575005391904
 UP BOUND     x(J20_101)  987.68575005391904
 UP BOUND     x(J24_101)  987.68575005391904
 UP BOUND     x(J37_101)  987.68575005391904
 UP BOUND     x(J38_101)  987.68575005391904
 UP BOUND     x(J39_101)  987.68575005391904
 UP BOUND     x(J40_101)  987.68575005391904
 UP BOUND     x(J50_101)  987.68575005391904
 UP BOUND     x(J55_101)  987.68575005391904
 UP BOUND     x(J57_101)  987.68575005391904
 UP BOUND     x(J59_101)  987.68575005391904
 UP BOUND     x(J16_102)  65.128039807372261
 UP BOUND     x(J20_102)  65.128039807372261
 UP BOUND     x(J24_102)  65.128039807372261
 UP BOUND     x(J37_102)  65.128039807372261
 UP BOUND     x(J38_102)  65.128039807372261
 UP BOUND     x(J39_102)  65.128039807372261
 UP BOUND     x(J40_102)  65.128039807372261
 UP BOUND     x(J43_102)  65.128039807372261
 UP BOUND     x(J50_102)  65.128039807372261
 UP BOUND     x(J55_102)  65.128039807372261
 UP BOUND     x(J57_102)  65.128039807372261
 UP BOUND     x(J59_102)  65.128039807372261
 UP BOUND     x(J16_103)  69.692968846298754
 UP BOUND     x(J20_103)  69.692968846298754
 UP BOUND     x(J24_103)  69.692968846298754
 UP BOUND     x(J37_103)  69.692968846298754
 UP BOUND     x(J38_103)  69.692968846298754
 UP BOUND     x(J39_103)  69.692968846298754
 UP BOUND     x(J40_103)  69.692968846298754
 UP BOUND     x(J43_103)  69.692968846298754
 UP BOUND     x(J50_103)  69.692968846298754
 UP BOUND     x(J55_103)  69.692968846298754
 UP BOUND     x(J57_103)  69.692968846298754
 UP BOUND     x(J59_103)  69.692968846298754
 UP BOUND     x(J16_104)  48.138716712775931
 UP BOUND     x(J20_104)  48.138716712775931
 UP BOUND     x(J24_104)  48.138716712775931
 UP BOUND     x(J29_104)  48.138716712775931
 UP BOUND     x(J37_104)  48.138716712775931
 UP BOUND     x(J38_104)  48.138716712775931
 UP BOUND     x(J39_104)  48.138716712775931
 UP BOUND     x(J40_104)  48.138716712775931
 UP BOUND     x(J43_104)  48.138716712775931
 UP BOUND     x(J50_104)  48.138716712775931
 UP BOUND     x(J55_104)  48.138716712775931
 UP BOUND     x(J57_104)  48.138716712775931
 UP BOUND     x(J59_104)  48.138716712775931
 UP BOUND     x(J16_105)  2.003531575523084
 UP BOUND     x(J20_105)  2.003531575523084
 UP BOUND     x(J24_105)  2.003531575523084
 UP BOUND     x(J29_105)  2.003531575523084
 UP BOUND     x(J37_105)  2.003531575523084
 UP BOUND     x(J38_105)  2.003531575523084
 UP BOUND     x(J39_105)  2.003531575523084
 UP BOUND     x(J40_105)  2.003531575523084
 UP BOUND     x(J50_105)  2.003531575523084
 UP BOUND     x(J55_105)  2.003531575523084
 UP BOUND     x(J57_105)  2.003531575523084
 UP BOUND     x(J59_105)  2.003531575523084
 UP BOUND     x(J16_106)  15.123670338041848
 UP BOUND     x(J20_106)  15.123670338041848
 UP BOUND     x(J24_106)  15.123670338041848
 UP BOUND     x(J29_106)  15.123670338041848
 UP BOUND     x(J37_106)  15.123670338041848
 UP BOUND     x(J38_106)  15.123670338041848
 UP BOUND     x(J39_106)  15.123670338041848
 UP BOUND     x(J40_106)  15.123670338041848
 UP BOUND     x(J50_106)  15.123670338041848
 UP BOUND     x(J57_106)  15.123670338041848
 UP BOUND     x(J59_106)  15.123670338041848
 UP BOUND     x(J16_107)  795.48042386250745
 UP BOUND     x(J20_107)  795.48042386250745
 UP BOUND     x(J24_107)  795.48042386250745
 UP BOUND     x(J29_107)  795.48042386250745
 UP BOUND     x(J37_107)  795.48042386250745
 UP BOUND     x(J38_107)  795.48042386250745
 UP BOUND     x(J39_107)  795.48042386250745
 UP BOUND     x(J40_107)  795.48042386250745
 UP BOUND     x(J50_107)  795.48042386250745
 UP BOUND     x(J54_107)  795.48042386250745
 UP BOUND     x(J57_107)  795.48042386250745
 UP BOUND     x(J59_107)  795.48042386250745
 UP BOUND     x(J16_108)  1448.3289084779826
 UP BOUND     x(J20_108)  1448.3289084779826
 UP BOUND     x(J24_108)  1448.3289084779826
 UP BOUND     x(J29_108)  1448.3289084779826
 UP BOUND     x(J37_108)  1448.3289084779826
 UP BOUND     x(J38_108)  1448.3289084779826
 UP BOUND     x(J39_108)  1448.3289084779826
 UP BOUND     x(J40_108)  1448.3289084779826
 UP BOUND     x(J45_108)  1448.3289084779826
 UP BOUND     x(J50_108)  1448.3289084779826
 UP BOUND     x(J54_108)  1448.3289084779826
 UP BOUND     x(J57_108)  1448.3289084779826
 UP BOUND     x(J59_108)  1448.3289084779826
 UP BOUND     x(J16_109)  106.29440039580368
 UP BOUND     x(J20_109)  106.29440039580368
 UP BOUND     x(J24_109)  106.29440039580368
 UP BOUND     x(J29_109)  106.29440039580368
 UP BOUND     x(J37_109)  106.29440039580368
 UP BOUND     x(J38_109)  106.29440039580368
 UP BOUND     x(J39_109)  106.29440039580368
 UP BOUND     x(J40_109)  106.29440039580368
 UP BOUND     x(J45_109)  106.29440039580368
 UP BOUND     x(J50_109)  106.29440039580368
 UP BOUND     x(J54_109)  106.29440039580368
 UP BOUND     x(J57_109)  106.29440039580368
 UP BOUND     x(J59_109)  106.29440039580368
 UP BOUND     x(J20_110)  40.083367575047305
 UP BOUND     x(J24_110)  40.083367575047305
 UP BOUND     x(J29_110)  40.083367575047305
 UP BOUND     x(J37_110)  40.083367575047305
 UP BOUND     x(J38_110)  40.083367575047305
 UP BOUND     x(J39_110)  40.083367575047305
 UP BOUND     x(J40_110)  40.083367575047305
 UP BOUND     x(J45_110)  40.083367575047305
 UP BOUND     x(J50_110)  40.083367575047305
 UP BOUND     x(J54_110)  40.083367575047305
 UP BOUND     x(J57_110)  40.083367575047305
 UP BOUND     x(J59_110)  40.083367575047305
 UP BOUND     x(J20_111)  814.49047121570038
 UP BOUND     x(J24_111)  814.49047121570038
 UP BOUND     x(J29_111)  814.49047121570038
 UP BOUND     x(J37_111)  814.49047121570038
 UP BOUND     x(J38_111)  814.49047121570038
 UP BOUND     x(J39_111)  814.49047121570038
 UP BOUND     x(J40_111)  814.49047121570038
 UP BOUND     x(J45_111)  814.49047121570038
 UP BOUND     x(J50_111)  814.49047121570038
 UP BOUND     x(J57_111)  814.49047121570038
 UP BOUND     x(J59_111)  814.49047121570038
 UP BOUND     x(J20_112)  141.15623308277281
 UP BOUND     x(J29_112)  141.15623308277281
 UP BOUND     x(J37_112)  141.15623308277281
 UP BOUND     x(J38_112)  141.15623308277281
 UP BOUND     x(J39_112)  141.15623308277281
 UP BOUND     x(J40_112)  141.15623308277281
 UP BOUND     x(J45_112)  141.15623308277281
 UP BOUND     x(J50_112)  141.15623308277281
 UP BOUND     x(J57_112)  141.15623308277281
 UP BOUND     x(J59_112)  141.15623308277281
 UP BOUND     x(J20_113)  736.69650614417333
 UP BOUND     x(J29_113)  736.69650614417333
 UP BOUND     x(J38_113)  736.69650614417333
 UP BOUND     x(J39_113)  736.69650614417333
 UP BOUND     x(J40_113)  736.69650614417333
 UP BOUND     x(J45_113)  736.69650614417333
 UP BOUND     x(J50_113)  736.69650614417333
 UP BOUND     x(J57_113)  736.69650614417333
 UP BOUND     x(J59_113)  736.69650614417333
 UP BOUND     x(J20_114)  104.15759349161817
 UP BOUND     x(J29_114)  104.15759349161817
 UP BOUND     x(J38_114)  104.15759349161817
 UP BOUND     x(J39_114)  104.15759349161817
 UP BOUND     x(J40_114)  104.15759349161817
 UP BOUND     x(J45_114)  104.15759349161817
 UP BOUND     x(J50_114)  104.15759349161817
 UP BOUND     x(J57_114)  104.15759349161817
 UP BOUND     x(J59_114)  104.15759349161817
 UP BOUND     x(J20_115)  1362.2038256950473
 UP BOUND     x(J29_115)  1362.2038256950473
 UP BOUND     x(J35_115)  1362.2038256950473
 UP BOUND     x(J38_115)  1362.2038256950473
 UP BOUND     x(J39_115)  1362.2038256950473
 UP BOUND     x(J40_115)  1362.2038256950473
 UP BOUND     x(J45_115)  1362.2038256950473
 UP BOUND     x(J50_115)  1362.2038256950473
 UP BOUND     x(J57_115)  1362.2038256950473
 UP BOUND     x(J59_115)  1362.2038256950473
 UP BOUND     x(J20_116)  196.12755699078116
 UP BOUND     x(J29_116)  196.12755699078116
 UP BOUND     x(J35_116)  196.12755699078116
 UP BOUND     x(J38_116)  196.12755699078116
 UP BOUND     x(J39_116)  196.12755699078116
 UP BOUND     x(J40_116)  196.12755699078116
 UP BOUND     x(J45_116)  196.12755699078116
 UP BOUND     x(J49_116)  196.12755699078116
 UP BOUND     x(J50_116)  196.12755699078116
 UP BOUND     x(J57_116)  196.12755699078116
 UP BOUND     x(J59_116)  196.12755699078116
 UP BOUND     x(J20_117)  188.69982545002131
 UP BOUND     x(J29_117)  188.69982545002131
 UP BOUND     x(J35_117)  188.69982545002131
 UP BOUND     x(J38_117)  188.69982545002131
 UP BOUND     x(J39_117)  188.69982545002131
 UP BOUND     x(J40_117)  188.69982545002131
 UP BOUND     x(J45_117)  188.69982545002131
 UP BOUND     x(J49_117)  188.69982545002131
 UP BOUND     x(J50_117)  188.69982545002131
 UP BOUND     x(J57_117)  188.69982545002131
 UP BOUND     x(J58_117)  188.69982545002131
 UP BOUND     x(J59_117)  188.69982545002131
 UP BOUND     x(J20_118)  66.481775927328272
 UP BOUND     x(J29_118)  66.481775927328272
 UP BOUND     x(J35_118)  66.481775927328272
 UP BOUND     x(J38_118)  66.481775927328272
 UP BOUND     x(J39_118)  66.481775927328272
 UP BOUND     x(J40_118)  66.481775927328272
 UP BOUND     x(J45_118)  66.481775927328272
 UP BOUND     x(J49_118)  66.481775927328272
 UP BOUND     x(J50_118)  66.481775927328272
 UP BOUND     x(J57_118)  66.481775927328272
 UP BOUND     x(J58_118)  66.481775927328272
 UP BOUND     x(J59_118)  66.481775927328272
 UP BOUND     x(J20_119)  25.584183509061404
 UP BOUND     x(J25_119)  25.584183509061404
 UP BOUND     x(J29_119)  25.584183509061404
 UP BOUND     x(J35_119)  25.584183509061404
 UP BOUND     x(J38_119)  25.584183509061404
 UP BOUND     x(J39_119)  25.584183509061404
 UP BOUND     x(J40_119)  25.584183509061404
 UP BOUND     x(J45_119)  25.584183509061404
 UP BOUND     x(J49_119)  25.584183509061404
 UP BOUND     x(J50_119)  25.584183509061404
 UP BOUND     x(J57_119)  25.584183509061404
 UP BOUND     x(J58_119)  25.584183509061404
 UP BOUND     x(J59_119)  25.584183509061404
 UP BOUND     x(J20_120)  162.44397653756459
 UP BOUND     x(J25_120)  162.44397653756459
 UP BOUND     x(J35_120)  162.44397653756459
 UP BOUND     x(J38_120)  162.44397653756459
 UP BOUND     x(J39_120)  162.44397653756459
 UP BOUND     x(J40_120)  162.44397653756459
 UP BOUND     x(J45_120)  162.44397653756459
 UP BOUND     x(J49_120)  162.44397653756459
 UP BOUND     x(J50_120)  162.44397653756459
 UP BOUND     x(J57_120)  162.44397653756459
 UP BOUND     x(J58_120)  162.44397653756459
 UP BOUND     x(J59_120)  162.44397653756459
 UP BOUND     x(J20_121)  29.668138329987414
 UP BOUND     x(J21_121)  29.668138329987414
 UP BOUND     x(J25_121)  29.668138329987414
 UP BOUND     x(J35_121)  29.668138329987414
 UP BOUND     x(J38_121)  29.668138329987414
 UP BOUND     x(J39_121)  29.668138329987414
 UP BOUND     x(J40_121)  29.668138329987414
 UP BOUND     x(J45_121)  29.668138329987414
 UP BOUND     x(J49_121)  29.668138329987414
 UP BOUND     x(J50_121)  29.668138329987414
 UP BOUND     x(J57_121)  29.668138329987414
 UP BOUND     x(J58_121)  29.668138329987414
 UP BOUND     x(J59_121)  29.668138329987414
 UP BOUND     x(J20_122)  747.09371993345121
 UP BOUND     x(J21_122)  747.09371993345121
 UP BOUND     x(J25_122)  747.09371993345121
 UP BOUND     x(J35_122)  747.09371993345121
 UP BOUND     x(J38_122)  747.09371993345121
 UP BOUND     x(J39_122)  747.09371993345121
 UP BOUND     x(J40_122)  747.09371993345121
 UP BOUND     x(J45_122)  747.09371993345121
 UP BOUND     x(J49_122)  747.09371993345121
 UP BOUND     x(J50_122)  747.09371993345121
 UP BOUND     x(J57_122)  747.09371993345121
 UP BOUND     x(J59_122)  747.09371993345121
 UP BOUND     x(J20_123)  327.05145762197208
 UP BOUND     x(J21_123)  327.05145762197208
 UP BOUND     x(J25_123)  327.05145762197208
 UP BOUND     x(J35_123)  327.05145762197208
 UP BOUND     x(J38_123)  327.05145762197208
 UP BOUND     x(J40_123)  327.05145762197208
 UP BOUND     x(J45_123)  327.05145762197208
 UP BOUND     x(J49_123)  327.05145762197208
 UP BOUND     x(J50_123)  327.05145762197208
 UP BOUND     x(J57_123)  327.05145762197208
 UP BOUND     x(J59_123)  327.05145762197208
 UP BOUND     x(J20_124)  250.67991604037525
 UP BOUND     x(J21_124)  250.67991604037525
 UP BOUND     x(J25_124)  250.67991604037525
 UP BOUND     x(J35_124)  250.67991604037525
 UP BOUND     x(J38_124)  250.67991604037525
 UP BOUND     x(J40_124)  250.67991604037525
 UP BOUND     x(J45_124)  250.67991604037525
 UP BOUND     x(J50_124)  250.67991604037525
 UP BOUND     x(J57_124)  250.67991604037525
 UP BOUND     x(J59_124)  250.67991604037525
 UP BOUND     x(J20_125)  176.25289471734868
 UP BOUND     x(J21_125)  176.25289471734868
 UP BOUND     x(J25_125)  176.25289471734868
 UP BOUND     x(J35_125)  176.25289471734868
 UP BOUND     x(J40_125)  176.25289471734868
 UP BOUND     x(J45_125)  176.25289471734868
 UP BOUND     x(J50_125)  176.25289471734868
 UP BOUND     x(J57_125)  176.25289471734868
 UP BOUND     x(J59_125)  176.25289471734868
 UP BOUND     x(J20_126)  528.1127937390338
 UP BOUND     x(J21_126)  528.1127937390338
 UP BOUND     x(J25_126)  528.1127937390338
 UP BOUND     x(J40_126)  528.1127937390338
 UP BOUND     x(J45_126)  528.1127937390338
 UP BOUND     x(J50_126)  528.1127937390338
 UP BOUND     x(J57_126)  528.1127937390338
 UP BOUND     x(J59_126)  528.1127937390338
 UP BOUND     x(J20_127)  462.68515650768677
 UP BOUND     x(J21_127)  462.68515650768677
 UP BOUND     x(J25_127)  462.68515650768677
 UP BOUND     x(J40_127)  462.68515650768677
 UP BOUND     x(J45_127)  462.68515650768677
 UP BOUND     x(J50_127)  462.68515650768677
 UP BOUND     x(J57_127)  462.68515650768677
 UP BOUND     x(J59_127)  462.68515650768677
 UP BOUND     x(J10_128)  272.23766975767649
 UP BOUND     x(J20_128)  272.23766975767649
 UP BOUND     x(J21_128)  272.23766975767649
 UP BOUND     x(J25_128)  272.23766975767649
 UP BOUND     x(J40_128)  272.23766975767649
 UP BOUND     x(J45_128)  272.23766975767649
 UP BOUND     x(J50_128)  272.23766975767649
 UP BOUND     x(J57_128)  272.23766975767649
 UP BOUND     x(J59_128)  272.23766975767649
 UP BOUND     x(J10_129)  37.300583522708621
 UP BOUND     x(J17_129)  37.300583522708621
 UP BOUND     x(J20_129)  37.300583522708621
 UP BOUND     x(J21_129)  37.300583522708621
 UP BOUND     x(J25_129)  37.300583522708621
 UP BOUND     x(J40_129)  37.300583522708621
 UP BOUND     x(J45_129)  37.300583522708621
 UP BOUND     x(J50_129)  37.300583522708621
 UP BOUND     x(J57_129)  37.300583522708621
 UP BOUND     x(J59_129)  37.300583522708621
 UP BOUND     x(J10_130)  1295.9069421246531
 UP BOUND     x(J17_130)  1295.9069421246531
 UP BOUND     x(J20_130)  1295.9069421246531
 UP BOUND     x(J21_130)  1295.9069421246531
 UP BOUND     x(J25_130)  1295.9069421246531
 UP BOUND     x(J30_130)  1295.9069421246531
 UP BOUND     x(J40_130)  1295.9069421246531
 UP BOUND     x(J45_130)  1295.9069421246531
 UP BOUND     x(J50_130)  1295.9069421246531
 UP BOUND     x(J57_130)  1295.9069421246531
 UP BOUND     x(J59_130)  1295.9069421246531
 UP BOUND     x(J10_131)  158.50238007702137
 UP BOUND     x(J17_131)  158.50238007702137
 UP BOUND     x(J20_131)  158.50238007702137
 UP BOUND     x(J21_131)  158.50238007702137
 UP BOUND     x(J25_131)  158.50238007702137
 UP BOUND     x(J30_131)  158.50238007702137
 UP BOUND     x(J40_131)  158.50238007702137
 UP BOUND     x(J45_131)  158.50238007702137
 UP BOUND     x(J50_131)  158.50238007702137
 UP BOUND     x(J57_131)  158.50238007702137
 UP BOUND     x(J59_131)  158.50238007702137
 UP BOUND     x(J10_132)  1818.5453520684459
 UP BOUND     x(J17_132)  1818.5453520684459
 UP BOUND     x(J20_132)  1818.5453520684459
 UP BOUND     x(J21_132)  1818.5453520684459
 UP BOUND     x(J25_132)  1818.5453520684459
 UP BOUND     x(J30_132)  1818.5453520684459
 UP BOUND     x(J40_132)  1818.5453520684459
 UP BOUND     x(J45_132)  1818.5453520684459
 UP BOUND     x(J50_132)  1818.5453520684459
 UP BOUND     x(J51_132)  1818.5453520684459
 UP BOUND     x(J57_132)  1818.5453520684459
 UP BOUND     x(J59_132)  1818.5453520684459
 UP BOUND     x(J10_133)  53.33337894691067
 UP BOUND     x(J17_133)  53.33337894691067
 UP BOUND     x(J20_133)  53.33337894691067
 UP BOUND     x(J21_133)  53.33337894691067
 UP BOUND     x(J25_133)  53.33337894691067
 UP BOUND     x(J30_133)  53.33337894691067
 UP BOUND     x(J40_133)  53.33337894691067
 UP BOUND     x(J45_133)  53.33337894691067
 UP BOUND     x(J50_133)  53.33337894691067
 UP BOUND     x(J51_133)  53.33337894691067
 UP BOUND     x(J57_133)  53.33337894691067
 UP BOUND     x(J59_133)  53.33337894691067
 UP BOUND     x(J10_134)  2165.2882287721441
 UP BOUND     x(J17_134)  2165.2882287721441
 UP BOUND     x(J20_134)  2165.2882287721441
 UP BOUND     x(J21_134)  2165.2882287721441
 UP BOUND     x(J22_134)  2165.2882287721441
 UP BOUND     x(J25_134)  2165.2882287721441
 UP BOUND     x(J30_134)  2165.2882287721441
 UP BOUND     x(J40_134)  2165.2882287721441
 UP BOUND     x(J45_134)  2165.2882287721441
 UP BOUND     x(J50_134)  2165.2882287721441
 UP BOUND     x(J51_134)  2165.2882287721441
 UP BOUND     x(J57_134)  2165.2882287721441
 UP BOUND     x(J59_134)  2165.2882287721441
 UP BOUND     x(J10_135)  746.82242499668064
 UP BOUND     x(J17_135)  746.82242499668064
 UP BOUND     x(J20_135)  746.82242499668064
 UP BOUND     x(J21_135)  746.82242499668064
 UP BOUND     x(J22_135)  746.82242499668064
 UP BOUND     x(J25_135)  746.82242499668064
 UP BOUND     x(J30_135)  746.82242499668064
 UP BOUND     x(J40_135)  746.82242499668064
 UP BOUND     x(J45_135)  746.82242499668064
 UP BOUND     x(J50_135)  746.82242499668064
 UP BOUND     x(J51_135)  746.82242499668064
 UP BOUND     x(J57_135)  746.82242499668064
 UP BOUND     x(J59_135)  746.82242499668064
 UP BOUND     x(J17_136)  770.33795483545691
 UP BOUND     x(J20_136)  770.33795483545691
 UP BOUND     x(J21_136)  770.33795483545691
 UP BOUND     x(J22_136)  770.33795483545691
 UP BOUND     x(J25_136)  770.33795483545691
 UP BOUND     x(J30_136)  770.33795483545691
 UP BOUND     x(J40_136)  770.33795483545691
 UP BOUND     x(J45_136)  770.33795483545691
 UP BOUND     x(J50_136)  770.33795483545691
 UP BOUND     x(J51_136)  770.33795483545691
 UP BOUND     x(J57_136)  770.33795483545691
 UP BOUND     x(J59_136)  770.33795483545691
 UP BOUND     x(J17_137)  107.11642629784183
 UP BOUND     x(J20_137)  107.11642629784183
 UP BOUND     x(J21_137)  107.11642629784183
 UP BOUND     x(J25_137)  107.11642629784183
 UP BOUND     x(J30_137)  107.11642629784183
 UP BOUND     x(J40_137)  107.11642629784183
 UP BOUND     x(J45_137)  107.11642629784183
 UP BOUND     x(J50_137)  107.11642629784183
 UP BOUND     x(J51_137)  107.11642629784183
 UP BOUND     x(J57_137)  107.11642629784183
 UP BOUND     x(J59_137)  107.11642629784183
 UP BOUND     x(J17_138)  1278.6928645756561
 UP BOUND     x(J20_138)  1278.6928645756561
 UP BOUND     x(J21_138)  1278.6928645756561
 UP BOUND     x(J25_138)  1278.6928645756561
 UP BOUND     x(J30_138)  1278.6928645756561
 UP BOUND     x(J40_138)  1278.6928645756561
 UP BOUND     x(J45_138)  1278.6928645756561
 UP BOUND     x(J50_138)  1278.6928645756561
 UP BOUND     x(J51_138)  1278.6928645756561
 UP BOUND     x(J57_138)  1278.6928645756561
 UP BOUND     x(J59_138)  1278.6928645756561
 UP BOUND     x(J17_139)  886.87921194884257
 UP BOUND     x(J20_139)  886.87921194884257
 UP BOUND     x(J21_139)  886.87921194884257
 UP BOUND     x(J25_139)  886.87921194884257
 UP BOUND     x(J40_139)  886.87921194884257
 UP BOUND     x(J45_139)  886.87921194884257
 UP BOUND     x(J50_139)  886.87921194884257
 UP BOUND     x(J51_139)  886.87921194884257
 UP BOUND     x(J57_139)  886.87921194884257
 UP BOUND     x(J59_139)  886.87921194884257
ENDATA
