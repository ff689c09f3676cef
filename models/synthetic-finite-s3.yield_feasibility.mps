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
    theta     c_u_completion(J1)_  17556.3686966971
    theta     c_u_completion(J2)_  355.937536170646
    theta     c_u_completion(J3)_  1608.04597364375
    theta     c_u_completion(J4)_  2457.53068129356
    theta     c_u_completion(J5)_  755.351433181896
    theta     c_u_completion(J6)_  1160.14055133423
    theta     c_u_completion(J7)_  66.7898141767108
    theta     c_u_completion(J8)_  3117.29874173059
    theta     c_u_completion(J9)_  175.34278146002
    theta     c_u_completion(J10)_  6018.83719891319
    theta     c_u_completion(J11)_  383.591853870891
    theta     c_u_completion(J12)_  1817.33803585475
    theta     c_u_completion(J13)_  297.878574245751
    theta     c_u_completion(J14)_  2386.19884842831
    theta     c_u_completion(J15)_  109.366075987488
    theta     c_u_completion(J16)_  13605.6447028878
    theta     c_u_completion(J17)_  8565.73505821493
    theta     c_u_completion(J18)_  3203.36501711944
    theta     c_u_completion(J19)_  7466.31270206535
    theta     c_u_completion(J20)_  21783.6912945302
    theta     c_u_completion(J21)_  11133.7679523012
    theta     c_u_completion(J22)_  3384.89188320658
    theta     c_u_completion(J23)_  161.846052143283
    theta     c_u_completion(J24)_  14342.9082050648
    theta     c_u_completion(J25)_  11306.602677345
    theta     c_u_completion(J26)_  6207.8176315721
    theta     c_u_completion(J27)_  1195.10759614576
    theta     c_u_completion(J28)_  171.859842982021
    theta     c_u_completion(J29)_  5598.86946136266
    theta     c_u_completion(J30)_  7716.23272408708
    theta     c_u_completion(J31)_  190.563774385664
    theta     c_u_completion(J32)_  267.250219117884
    theta     c_u_completion(J33)_  1471.90899650845
    theta     c_u_completion(J34)_  1264.09848299207
    theta     c_u_completion(J35)_  3246.8641881352
    theta     c_u_completion(J36)_  4341.5796472649
    theta     c_u_completion(J37)_  7989.00392566481
    theta     c_u_completion(J38)_  24821.4542848412
    theta     c_u_completion(J39)_  31182.8696686045
    theta     c_u_completion(J40)_  20026.4700413828
    theta     c_u_completion(J41)_  2282.81154881641
    theta     c_u_completion(J42)_  105.815008924179
    theta     c_u_completion(J43)_  168.175840363271
    theta     c_u_completion(J44)_  292.556434446802
    theta     c_u_completion(J45)_  16090.7607001614
    theta     c_u_completion(J46)_  8435.13885504189
    theta     c_u_completion(J47)_  154.708024788697
    theta     c_u_completion(J48)_  425.509403827856
    theta     c_u_completion(J49)_  1602.29702037454
    theta     c_u_completion(J50)_  26860.8351146845
    theta     c_u_completion(J51)_  7194.56133967684
    theta     c_u_completion(J52)_  3365.31249660605
    theta     c_u_completion(J53)_  129.124818268524
    theta     c_u_completion(J54)_  2197.05032577641
    theta     c_u_completion(J55)_  4062.93654519629
    theta     c_u_completion(J56)_  899.091750567467
    theta     c_u_completion(J57)_  22000.7843458791
    theta     c_u_completion(J58)_  434.667454933372
    theta     c_u_completion(J59)_  21026.641067713
    theta     c_u_completion(J60)_  85.9150231722984
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
    RHS_V     c_u_work_capacity(1)_  20913.8524016917
    RHS_V     c_u_work_capacity(2)_  14537.1732908578
    RHS_V     c_u_work_capacity(3)_  44902.8544331152
    RHS_V     c_u_work_capacity(4)_  58432.0982178561
    RHS_V     c_u_work_capacity(5)_  30016.0098056787
    RHS_V     c_u_work_capacity(6)_  1024.31224030918
    RHS_V     c_u_work_capacity(7)_  12966.4801114633
    RHS_V     c_u_work_capacity(8)_  48639.3519807412
    RHS_V     c_u_work_capacity(9)_  15854.0688900207
    RHS_V     c_u_work_capacity(10)_  32350.0580538655
    RHS_V     c_u_work_capacity(11)_  35219.7744121458
    RHS_V     c_u_work_capacity(12)_  12767.2585199384
    RHS_V     c_u_work_capacity(13)_  43359.2576073107
    RHS_V     c_u_work_capacity(14)_  3677.27238777395
    RHS_V     c_u_work_capacity(15)_  3941.44473590089
    RHS_V     c_u_work_capacity(16)_  299.09821522866
    RHS_V     c_u_work_capacity(17)_  28313.0242762323
    RHS_V     c_u_work_capacity(18)_  6900.62760687583
    RHS_V     c_u_work_capacity(19)_  12811.7884780526
    RHS_V     c_u_work_capacity(20)_  10865.0758044503
    RHS_V     c_u_work_capacity(21)_  5556.36034874449
    RHS_V     c_u_work_capacity(22)_  2160.75697377657
    RHS_V     c_u_work_capacity(23)_  4167.45013607758
    RHS_V     c_u_work_capacity(24)_  10691.0450332608
    RHS_V     c_u_work_capacity(25)_  16040.1251277959
    RHS_V     c_u_work_capacity(26)_  13621.8721449078
    RHS_V     c_u_work_capacity(27)_  8011.78110368245
    RHS_V     c_u_work_capacity(28)_  27060.0346724446
    RHS_V     c_u_work_capacity(29)_  14367.8126620606
    RHS_V     c_u_work_capacity(31)_  5235.12673455115
    RHS_V     c_u_work_capacity(33)_  16783.4452539245
    RHS_V     c_u_work_capacity(34)_  14122.2892293193
    RHS_V     c_u_work_capacity(35)_  4239.45550023728
    RHS_V     c_u_work_capacity(36)_  31682.5275061688
    RHS_V     c_u_work_capacity(37)_  34696.4228232102
    RHS_V     c_u_work_capacity(38)_  5404.40396560878
    RHS_V     c_u_work_capacity(39)_  9860.60879904955
    RHS_V     c_u_work_capacity(40)_  58475.3412847096
    RHS_V     c_u_work_capacity(41)_  38859.4742514822
    RHS_V     c_u_work_capacity(42)_  5269.01535414709
    RHS_V     c_u_work_capacity(43)_  20884.987384566
    RHS_V     c_u_work_capacity(44)_  18371.5468476346
    RHS_V     c_u_work_capacity(45)_  1717.6318953585
    RHS_V     c_u_work_capacity(46)_  7023.79165680704
    RHS_V     c_u_work_capacity(47)_  31254.8701850141
    RHS_V     c_u_work_capacity(48)_  25.0374733288481
    RHS_V     c_u_work_capacity(49)_  43239.7488794401
    RHS_V     c_u_work_capacity(50)_  5410.49529907534
    RHS_V     c_u_work_capacity(51)_  35739.9730016719
    RHS_V     c_u_work_capacity(52)_  4046.13948339745
    RHS_V     c_u_work_capacity(53)_  1473.82329905215
    RHS_V     c_u_work_capacity(54)_  14903.614151476
    RHS_V     c_u_work_capacity(55)_  21441.5670418298
    RHS_V     c_u_work_capacity(56)_  1833.89052700577
    RHS_V     c_u_work_capacity(57)_  25312.8447924375
    RHS_V     c_u_work_capacity(58)_  1379.85058069986
    RHS_V     c_u_work_capacity(59)_  31771.0559192116
    RHS_V     c_u_work_capacity(60)_  290.300997375583
    RHS_V     c_u_work_capacity(61)_  34662.622846316
    RHS_V     c_u_work_capacity(62)_  6007.28215400634
    RHS_V     c_u_work_capacity(63)_  22682.8246634833
    RHS_V     c_u_work_capacity(64)_  31637.5877390546
    RHS_V     c_u_work_capacity(65)_  75755.2490760671
    RHS_V     c_u_work_capacity(66)_  14640.6169881944
    RHS_V     c_u_work_capacity(67)_  4798.32136466194
    RHS_V     c_u_work_capacity(68)_  22361.1231296645
    RHS_V     c_u_work_capacity(69)_  8717.265479725
    RHS_V     c_u_work_capacity(70)_  27439.8375901929
    RHS_V     c_u_work_capacity(71)_  19678.8617128069
    RHS_V     c_u_work_capacity(72)_  2309.97749738941
    RHS_V     c_u_work_capacity(73)_  2331.62278349756
    RHS_V     c_u_work_capacity(74)_  9121.89178331221
    RHS_V     c_u_work_capacity(75)_  4411.31013609564
    RHS_V     c_u_work_capacity(76)_  7512.96661527947
    RHS_V     c_u_work_capacity(77)_  4112.57358049808
    RHS_V     c_u_work_capacity(78)_  28255.9685409659
    RHS_V     c_u_work_capacity(79)_  9273.1192989899
    RHS_V     c_u_work_capacity(80)_  4868.60479603962
    RHS_V     c_u_work_capacity(81)_  28895.9291965509
    RHS_V     c_u_work_capacity(82)_  21141.4453419068
    RHS_V     c_u_work_capacity(83)_  129.176962175839
    RHS_V     c_u_work_capacity(84)_  61107.815390057
    RHS_V     c_u_work_capacity(85)_  24648.9714047219
    RHS_V     c_u_work_capacity(86)_  95347.6994548738
    RHS_V     c_u_work_capacity(87)_  4381.47507321204
    RHS_V     c_u_work_capacity(88)_  4032.48273389794
    RHS_V     c_u_work_capacity(89)_  3415.07295896144
    RHS_V     c_u_work_capacity(90)_  3652.76878593563
    RHS_V     c_u_work_capacity(91)_  2464.60617723868
    RHS_V     c_u_work_capacity(92)_  36244.6160304875
    RHS_V     c_u_work_capacity(93)_  6536.65977575026
    RHS_V     c_u_work_capacity(94)_  4202.5114665055
    RHS_V     c_u_work_capacity(95)_  36447.5284728088
    RHS_V     c_u_work_capacity(96)_  4121.93057237965
    RHS_V     c_u_work_capacity(97)_  7244.1871687405
    RHS_V     c_u_work_capacity(98)_  18974.1252519468
    RHS_V     c_u_work_capacity(99)_  59534.4103682226
    RHS_V     c_u_work_capacity(100)_  25225.4007395057
    RHS_V     c_u_work_capacity(101)_  45433.5445024803
    RHS_V     c_u_work_capacity(102)_  2995.88983113912
    RHS_V     c_u_work_capacity(103)_  3136.18359808344
    RHS_V     c_u_work_capacity(104)_  2166.24225207492
    RHS_V     c_u_work_capacity(105)_  90.1589208985388
    RHS_V     c_u_work_capacity(106)_  680.565165211883
    RHS_V     c_u_work_capacity(107)_  35796.6190738128
    RHS_V     c_u_work_capacity(108)_  65174.8008815092
    RHS_V     c_u_work_capacity(109)_  5208.42561939438
    RHS_V     c_u_work_capacity(110)_  1964.08501117732
    RHS_V     c_u_work_capacity(111)_  39910.0330895693
    RHS_V     c_u_work_capacity(112)_  6916.65542105587
    RHS_V     c_u_work_capacity(113)_  36098.1288010645
    RHS_V     c_u_work_capacity(114)_  5207.87967458091
    RHS_V     c_u_work_capacity(115)_  68110.1912847524
    RHS_V     c_u_work_capacity(116)_  9806.37784953906
    RHS_V     c_u_work_capacity(117)_  9434.99127250107
    RHS_V     c_u_work_capacity(118)_  3324.08879636641
    RHS_V     c_u_work_capacity(119)_  1279.20917545307
    RHS_V     c_u_work_capacity(120)_  8122.19882687823
    RHS_V     c_u_work_capacity(121)_  1483.40691649937
    RHS_V     c_u_work_capacity(122)_  37354.6859966726
    RHS_V     c_u_work_capacity(123)_  16352.5728810986
    RHS_V     c_u_work_capacity(124)_  12533.9958020188
    RHS_V     c_u_work_capacity(125)_  8812.64473586743
    RHS_V     c_u_work_capacity(126)_  26405.6396869517
    RHS_V     c_u_work_capacity(127)_  20820.8320428459
    RHS_V     c_u_work_capacity(128)_  12250.6951390954
    RHS_V     c_u_work_capacity(129)_  1678.52625852189
    RHS_V     c_u_work_capacity(130)_  58315.8123956094
    RHS_V     c_u_work_capacity(131)_  7449.61186362
    RHS_V     c_u_work_capacity(132)_  85471.631547217
    RHS_V     c_u_work_capacity(133)_  2346.66867366407
    RHS_V     c_u_work_capacity(134)_  95272.6820659743
    RHS_V     c_u_work_capacity(135)_  35847.4763998407
    RHS_V     c_u_work_capacity(136)_  36976.2218321019
    RHS_V     c_u_work_capacity(137)_  5141.58846229641
    RHS_V     c_u_work_capacity(138)_  63934.6432287828
    RHS_V     c_u_work_capacity(139)_  44343.9605974421
BOUNDS
 UP BOUND     x(J52_1)  418.277048033834
 UP BOUND     x(J32_2)  290.743465817157
 UP BOUND     x(J52_2)  290.743465817157
 UP BOUND     x(J52_3)  898.057088662303
 UP BOUND     x(J52_4)  1168.64196435712
 UP BOUND     x(J26_5)  600.320196113574
 UP BOUND     x(J52_5)  600.320196113574
 UP BOUND     x(J26_6)  20.4862448061835
 UP BOUND     x(J33_6)  20.4862448061835
 UP BOUND     x(J52_6)  20.4862448061835
 UP BOUND     x(J26_7)  264.622043091088
 UP BOUND     x(J33_7)  264.622043091088
 UP BOUND     x(J52_7)  264.622043091088
 UP BOUND     x(J26_8)  992.639836341658
 UP BOUND     x(J33_8)  992.639836341658
 UP BOUND     x(J3_9)   323.552426326953
 UP BOUND     x(J26_9)  323.552426326953
 UP BOUND     x(J33_9)  323.552426326953
 UP BOUND     x(J3_10)  660.205266405419
 UP BOUND     x(J26_10)  660.205266405419
 UP BOUND     x(J3_11)  765.647269829255
 UP BOUND     x(J26_11)  765.647269829255
 UP BOUND     x(J26_12)  277.54909825953
 UP BOUND     x(J18_13)  942.592556680666
 UP BOUND     x(J26_13)  942.592556680666
 UP BOUND     x(J18_14)  79.9407040820424
 UP BOUND     x(J23_14)  79.9407040820424
 UP BOUND     x(J26_14)  79.9407040820424
 UP BOUND     x(J18_15)  96.1327984366071
 UP BOUND     x(J23_15)  96.1327984366071
 UP BOUND     x(J26_15)  96.1327984366071
 UP BOUND     x(J18_16)  7.29507842021121
 UP BOUND     x(J26_16)  7.29507842021121
 UP BOUND     x(J12_17)  690.561567712983
 UP BOUND     x(J18_17)  690.561567712983
 UP BOUND     x(J26_17)  690.561567712983
 UP BOUND     x(J12_18)  168.307990411606
 UP BOUND     x(J18_18)  168.307990411606
 UP BOUND     x(J26_18)  168.307990411606
 UP BOUND     x(J47_18)  168.307990411606
 UP BOUND     x(J12_19)  312.482645806162
 UP BOUND     x(J18_19)  312.482645806162
 UP BOUND     x(J26_19)  312.482645806162
 UP BOUND     x(J4_20)  265.001848889031
 UP BOUND     x(J12_20)  265.001848889031
 UP BOUND     x(J18_20)  265.001848889031
 UP BOUND     x(J26_20)  265.001848889031
 UP BOUND     x(J4_21)  135.520984115719
 UP BOUND     x(J12_21)  135.520984115719
 UP BOUND     x(J18_21)  135.520984115719
 UP BOUND     x(J26_21)  135.520984115719
 UP BOUND     x(J28_21)  135.520984115719
 UP BOUND     x(J4_22)  51.4465946137279
 UP BOUND     x(J12_22)  51.4465946137279
 UP BOUND     x(J18_22)  51.4465946137279
 UP BOUND     x(J26_22)  51.4465946137279
 UP BOUND     x(J28_22)  51.4465946137279
 UP BOUND     x(J4_23)  99.2250032399425
 UP BOUND     x(J12_23)  99.2250032399425
 UP BOUND     x(J18_23)  99.2250032399425
 UP BOUND     x(J26_23)  99.2250032399425
 UP BOUND     x(J4_24)  254.548691268114
 UP BOUND     x(J12_24)  254.548691268114
 UP BOUND     x(J18_24)  254.548691268114
 UP BOUND     x(J4_25)  381.907741137997
 UP BOUND     x(J18_25)  381.907741137997
 UP BOUND     x(J4_26)  324.330289164471
 UP BOUND     x(J4_27)  190.75669294482
 UP BOUND     x(J9_27)  190.75669294482
 UP BOUND     x(J4_28)  644.286539820108
 UP BOUND     x(J4_29)  326.541196865013
 UP BOUND     x(J15_31)  118.980153057981
 UP BOUND     x(J36_33)  381.441937589194
 UP BOUND     x(J11_34)  320.961118848165
 UP BOUND     x(J36_34)  320.961118848165
 UP BOUND     x(J11_35)  96.3512613690291
 UP BOUND     x(J36_35)  96.3512613690291
 UP BOUND     x(J36_36)  720.057443322019
 UP BOUND     x(J36_37)  788.555064163869
 UP BOUND     x(J39_37)  788.555064163869
 UP BOUND     x(J13_38)  122.827362854745
 UP BOUND     x(J36_38)  122.827362854745
 UP BOUND     x(J39_38)  122.827362854745
 UP BOUND     x(J13_39)  201.236914266317
 UP BOUND     x(J36_39)  201.236914266317
 UP BOUND     x(J39_39)  201.236914266317
 UP BOUND     x(J36_40)  1193.37431193285
 UP BOUND     x(J39_40)  1193.37431193285
 UP BOUND     x(J36_41)  793.050494928208
 UP BOUND     x(J39_41)  793.050494928208
 UP BOUND     x(J41_41)  793.050494928208
 UP BOUND     x(J36_42)  105.380307082942
 UP BOUND     x(J39_42)  105.380307082942
 UP BOUND     x(J41_42)  105.380307082942
 UP BOUND     x(J39_43)  417.69974769132
 UP BOUND     x(J41_43)  417.69974769132
 UP BOUND     x(J8_44)  367.430936952693
 UP BOUND     x(J39_44)  367.430936952693
 UP BOUND     x(J41_44)  367.430936952693
 UP BOUND     x(J8_45)  34.35263790717
 UP BOUND     x(J14_45)  34.35263790717
 UP BOUND     x(J39_45)  34.35263790717
 UP BOUND     x(J41_45)  34.35263790717
 UP BOUND     x(J8_46)  140.475833136141
 UP BOUND     x(J14_46)  140.475833136141
 UP BOUND     x(J39_46)  140.475833136141
 UP BOUND     x(J41_46)  140.475833136141
 UP BOUND     x(J53_46)  140.475833136141
 UP BOUND     x(J8_47)  625.097403700282
 UP BOUND     x(J14_47)  625.097403700282
 UP BOUND     x(J39_47)  625.097403700282
 UP BOUND     x(J41_47)  625.097403700282
 UP BOUND     x(J8_48)  0.500749466576963
 UP BOUND     x(J14_48)  0.500749466576963
 UP BOUND     x(J39_48)  0.500749466576963
 UP BOUND     x(J8_49)  919.994657009363
 UP BOUND     x(J14_49)  919.994657009363
 UP BOUND     x(J39_49)  919.994657009363
 UP BOUND     x(J8_50)  115.116921256922
 UP BOUND     x(J14_50)  115.116921256922
 UP BOUND     x(J39_50)  115.116921256922
 UP BOUND     x(J42_50)  115.116921256922
 UP BOUND     x(J8_51)  760.424957482381
 UP BOUND     x(J14_51)  760.424957482381
 UP BOUND     x(J39_51)  760.424957482381
 UP BOUND     x(J8_52)  86.0880741148394
 UP BOUND     x(J39_52)  86.0880741148394
 UP BOUND     x(J1_53)  31.3579425330245
 UP BOUND     x(J8_53)  31.3579425330245
 UP BOUND     x(J39_53)  31.3579425330245
 UP BOUND     x(J1_54)  310.491961489082
 UP BOUND     x(J8_54)  310.491961489082
 UP BOUND     x(J39_54)  310.491961489082
 UP BOUND     x(J1_55)  446.699313371453
 UP BOUND     x(J39_55)  446.699313371453
 UP BOUND     x(J1_56)  38.2060526459536
 UP BOUND     x(J6_56)  38.2060526459536
 UP BOUND     x(J39_56)  38.2060526459536
 UP BOUND     x(J1_57)  527.350933175781
 UP BOUND     x(J6_57)  527.350933175781
 UP BOUND     x(J38_57)  527.350933175781
 UP BOUND     x(J39_57)  527.350933175781
 UP BOUND     x(J1_58)  28.7468870979137
 UP BOUND     x(J6_58)  28.7468870979137
 UP BOUND     x(J19_58)  28.7468870979137
 UP BOUND     x(J38_58)  28.7468870979137
 UP BOUND     x(J39_58)  28.7468870979137
 UP BOUND     x(J1_59)  661.896998316908
 UP BOUND     x(J6_59)  661.896998316908
 UP BOUND     x(J19_59)  661.896998316908
 UP BOUND     x(J34_59)  661.896998316908
 UP BOUND     x(J38_59)  661.896998316908
 UP BOUND     x(J39_59)  661.896998316908
 UP BOUND     x(J1_60)  5.92451015052211
 UP BOUND     x(J6_60)  5.92451015052211
 UP BOUND     x(J19_60)  5.92451015052211
 UP BOUND     x(J34_60)  5.92451015052211
 UP BOUND     x(J38_60)  5.92451015052211
 UP BOUND     x(J39_60)  5.92451015052211
 UP BOUND     x(J1_61)  707.400466251347
 UP BOUND     x(J19_61)  707.400466251347
 UP BOUND     x(J34_61)  707.400466251347
 UP BOUND     x(J38_61)  707.400466251347
 UP BOUND     x(J39_61)  707.400466251347
 UP BOUND     x(J1_62)  122.597594979721
 UP BOUND     x(J19_62)  122.597594979721
 UP BOUND     x(J38_62)  122.597594979721
 UP BOUND     x(J39_62)  122.597594979721
 UP BOUND     x(J1_63)  462.914789050679
 UP BOUND     x(J19_63)  462.914789050679
 UP BOUND     x(J38_63)  462.914789050679
 UP BOUND     x(J39_63)  462.914789050679
 UP BOUND     x(J48_63)  462.914789050679
 UP BOUND     x(J1_64)  645.665055899073
 UP BOUND     x(J19_64)  645.665055899073
 UP BOUND     x(J38_64)  645.665055899073
 UP BOUND     x(J39_64)  645.665055899073
 UP BOUND     x(J1_65)  1646.85324078407
 UP BOUND     x(J19_65)  1646.85324078407
 UP BOUND     x(J38_65)  1646.85324078407
 UP BOUND     x(J39_65)  1646.85324078407
 UP BOUND     x(J1_66)  318.274282352053
 UP BOUND     x(J19_66)  318.274282352053
 UP BOUND     x(J38_66)  318.274282352053
 UP BOUND     x(J39_66)  318.274282352053
 UP BOUND     x(J44_66)  318.274282352053
 UP BOUND     x(J1_67)  104.31133401439
 UP BOUND     x(J19_67)  104.31133401439
 UP BOUND     x(J38_67)  104.31133401439
 UP BOUND     x(J39_67)  104.31133401439
 UP BOUND     x(J1_68)  508.207343856011
 UP BOUND     x(J19_68)  508.207343856011
 UP BOUND     x(J38_68)  508.207343856011
 UP BOUND     x(J39_68)  508.207343856011
 UP BOUND     x(J1_69)  198.11966999375
 UP BOUND     x(J5_69)  198.11966999375
 UP BOUND     x(J19_69)  198.11966999375
 UP BOUND     x(J38_69)  198.11966999375
 UP BOUND     x(J39_69)  198.11966999375
 UP BOUND     x(J1_70)  623.632672504384
 UP BOUND     x(J5_70)  623.632672504384
 UP BOUND     x(J19_70)  623.632672504384
 UP BOUND     x(J38_70)  623.632672504384
 UP BOUND     x(J39_70)  623.632672504384
 UP BOUND     x(J46_70)  623.632672504384
 UP BOUND     x(J1_71)  447.246857109247
 UP BOUND     x(J19_71)  447.246857109247
 UP BOUND     x(J38_71)  447.246857109247
 UP BOUND     x(J39_71)  447.246857109247
 UP BOUND     x(J46_71)  447.246857109247
 UP BOUND     x(J1_72)  52.499488577032
 UP BOUND     x(J16_72)  52.499488577032
 UP BOUND     x(J19_72)  52.499488577032
 UP BOUND     x(J38_72)  52.499488577032
 UP BOUND     x(J39_72)  52.499488577032
 UP BOUND     x(J46_72)  52.499488577032
 UP BOUND     x(J1_73)  52.9914268976718
 UP BOUND     x(J16_73)  52.9914268976718
 UP BOUND     x(J19_73)  52.9914268976718
 UP BOUND     x(J24_73)  52.9914268976718
 UP BOUND     x(J38_73)  52.9914268976718
 UP BOUND     x(J39_73)  52.9914268976718
 UP BOUND     x(J46_73)  52.9914268976718
 UP BOUND     x(J1_74)  207.315722348005
 UP BOUND     x(J16_74)  207.315722348005
 UP BOUND     x(J19_74)  207.315722348005
 UP BOUND     x(J24_74)  207.315722348005
 UP BOUND     x(J31_74)  207.315722348005
 UP BOUND     x(J38_74)  207.315722348005
 UP BOUND     x(J39_74)  207.315722348005
 UP BOUND     x(J46_74)  207.315722348005
 UP BOUND     x(J1_75)  100.257048547628
 UP BOUND     x(J16_75)  100.257048547628
 UP BOUND     x(J19_75)  100.257048547628
 UP BOUND     x(J24_75)  100.257048547628
 UP BOUND     x(J38_75)  100.257048547628
 UP BOUND     x(J39_75)  100.257048547628
 UP BOUND     x(J46_75)  100.257048547628
 UP BOUND     x(J1_76)  170.749241256352
 UP BOUND     x(J16_76)  170.749241256352
 UP BOUND     x(J19_76)  170.749241256352
 UP BOUND     x(J24_76)  170.749241256352
 UP BOUND     x(J38_76)  170.749241256352
 UP BOUND     x(J39_76)  170.749241256352
 UP BOUND     x(J46_76)  170.749241256352
 UP BOUND     x(J1_77)  93.4675813749564
 UP BOUND     x(J16_77)  93.4675813749564
 UP BOUND     x(J19_77)  93.4675813749564
 UP BOUND     x(J24_77)  93.4675813749564
 UP BOUND     x(J38_77)  93.4675813749564
 UP BOUND     x(J39_77)  93.4675813749564
 UP BOUND     x(J46_77)  93.4675813749564
 UP BOUND     x(J60_77)  93.4675813749564
 UP BOUND     x(J1_78)  642.181103203769
 UP BOUND     x(J16_78)  642.181103203769
 UP BOUND     x(J19_78)  642.181103203769
 UP BOUND     x(J24_78)  642.181103203769
 UP BOUND     x(J38_78)  642.181103203769
 UP BOUND     x(J39_78)  642.181103203769
 UP BOUND     x(J46_78)  642.181103203769
 UP BOUND     x(J1_79)  210.75271134068
 UP BOUND     x(J16_79)  210.75271134068
 UP BOUND     x(J19_79)  210.75271134068
 UP BOUND     x(J24_79)  210.75271134068
 UP BOUND     x(J38_79)  210.75271134068
 UP BOUND     x(J39_79)  210.75271134068
 UP BOUND     x(J46_79)  210.75271134068
 UP BOUND     x(J56_79)  210.75271134068
 UP BOUND     x(J1_80)  110.650109000901
 UP BOUND     x(J16_80)  110.650109000901
 UP BOUND     x(J19_80)  110.650109000901
 UP BOUND     x(J24_80)  110.650109000901
 UP BOUND     x(J38_80)  110.650109000901
 UP BOUND     x(J39_80)  110.650109000901
 UP BOUND     x(J46_80)  110.650109000901
 UP BOUND     x(J50_80)  110.650109000901
 UP BOUND     x(J56_80)  110.650109000901
 UP BOUND     x(J1_81)  656.725663557976
 UP BOUND     x(J16_81)  656.725663557976
 UP BOUND     x(J24_81)  656.725663557976
 UP BOUND     x(J38_81)  656.725663557976
 UP BOUND     x(J39_81)  656.725663557976
 UP BOUND     x(J46_81)  656.725663557976
 UP BOUND     x(J50_81)  656.725663557976
 UP BOUND     x(J56_81)  656.725663557976
 UP BOUND     x(J1_82)  480.487394134245
 UP BOUND     x(J16_82)  480.487394134245
 UP BOUND     x(J24_82)  480.487394134245
 UP BOUND     x(J38_82)  480.487394134245
 UP BOUND     x(J39_82)  480.487394134245
 UP BOUND     x(J46_82)  480.487394134245
 UP BOUND     x(J50_82)  480.487394134245
 UP BOUND     x(J1_83)  2.74844600374126
 UP BOUND     x(J16_83)  2.74844600374126
 UP BOUND     x(J24_83)  2.74844600374126
 UP BOUND     x(J38_83)  2.74844600374126
 UP BOUND     x(J39_83)  2.74844600374126
 UP BOUND     x(J46_83)  2.74844600374126
 UP BOUND     x(J50_83)  2.74844600374126
 UP BOUND     x(J1_84)  1300.16628489483
 UP BOUND     x(J16_84)  1300.16628489483
 UP BOUND     x(J24_84)  1300.16628489483
 UP BOUND     x(J27_84)  1300.16628489483
 UP BOUND     x(J38_84)  1300.16628489483
 UP BOUND     x(J39_84)  1300.16628489483
 UP BOUND     x(J46_84)  1300.16628489483
 UP BOUND     x(J50_84)  1300.16628489483
 UP BOUND     x(J1_85)  524.446200100465
 UP BOUND     x(J16_85)  524.446200100465
 UP BOUND     x(J24_85)  524.446200100465
 UP BOUND     x(J38_85)  524.446200100465
 UP BOUND     x(J39_85)  524.446200100465
 UP BOUND     x(J46_85)  524.446200100465
 UP BOUND     x(J50_85)  524.446200100465
 UP BOUND     x(J1_86)  2118.83776566386
 UP BOUND     x(J16_86)  2118.83776566386
 UP BOUND     x(J24_86)  2118.83776566386
 UP BOUND     x(J38_86)  2118.83776566386
 UP BOUND     x(J39_86)  2118.83776566386
 UP BOUND     x(J46_86)  2118.83776566386
 UP BOUND     x(J50_86)  2118.83776566386
 UP BOUND     x(J1_87)  93.2228738981285
 UP BOUND     x(J16_87)  93.2228738981285
 UP BOUND     x(J24_87)  93.2228738981285
 UP BOUND     x(J38_87)  93.2228738981285
 UP BOUND     x(J39_87)  93.2228738981285
 UP BOUND     x(J46_87)  93.2228738981285
 UP BOUND     x(J50_87)  93.2228738981285
 UP BOUND     x(J1_88)  85.7975049765519
 UP BOUND     x(J16_88)  85.7975049765519
 UP BOUND     x(J24_88)  85.7975049765519
 UP BOUND     x(J38_88)  85.7975049765519
 UP BOUND     x(J39_88)  85.7975049765519
 UP BOUND     x(J46_88)  85.7975049765519
 UP BOUND     x(J50_88)  85.7975049765519
 UP BOUND     x(J57_88)  85.7975049765519
 UP BOUND     x(J1_89)  72.6611267864137
 UP BOUND     x(J7_89)  72.6611267864137
 UP BOUND     x(J16_89)  72.6611267864137
 UP BOUND     x(J24_89)  72.6611267864137
 UP BOUND     x(J38_89)  72.6611267864137
 UP BOUND     x(J39_89)  72.6611267864137
 UP BOUND     x(J46_89)  72.6611267864137
 UP BOUND     x(J50_89)  72.6611267864137
 UP BOUND     x(J57_89)  72.6611267864137
 UP BOUND     x(J1_90)  77.7184848071411
 UP BOUND     x(J16_90)  77.7184848071411
 UP BOUND     x(J24_90)  77.7184848071411
 UP BOUND     x(J38_90)  77.7184848071411
 UP BOUND     x(J39_90)  77.7184848071411
 UP BOUND     x(J46_90)  77.7184848071411
 UP BOUND     x(J50_90)  77.7184848071411
 UP BOUND     x(J57_90)  77.7184848071411
 UP BOUND     x(J1_91)  52.4384293029507
 UP BOUND     x(J16_91)  52.4384293029507
 UP BOUND     x(J20_91)  52.4384293029507
 UP BOUND     x(J24_91)  52.4384293029507
 UP BOUND     x(J38_91)  52.4384293029507
 UP BOUND     x(J39_91)  52.4384293029507
 UP BOUND     x(J46_91)  52.4384293029507
 UP BOUND     x(J50_91)  52.4384293029507
 UP BOUND     x(J57_91)  52.4384293029507
 UP BOUND     x(J1_92)  771.162043201861
 UP BOUND     x(J16_92)  771.162043201861
 UP BOUND     x(J20_92)  771.162043201861
 UP BOUND     x(J24_92)  771.162043201861
 UP BOUND     x(J37_92)  771.162043201861
 UP BOUND     x(J38_92)  771.162043201861
 UP BOUND     x(J39_92)  771.162043201861
 UP BOUND     x(J46_92)  771.162043201861
 UP BOUND     x(J50_92)  771.162043201861
 UP BOUND     x(J57_92)  771.162043201861
 UP BOUND     x(J1_93)  139.077867569154
 UP BOUND     x(J16_93)  139.077867569154
 UP BOUND     x(J20_93)  139.077867569154
 UP BOUND     x(J24_93)  139.077867569154
 UP BOUND     x(J37_93)  139.077867569154
 UP BOUND     x(J38_93)  139.077867569154
 UP BOUND     x(J39_93)  139.077867569154
 UP BOUND     x(J46_93)  139.077867569154
 UP BOUND     x(J50_93)  139.077867569154
 UP BOUND     x(J57_93)  139.077867569154
 UP BOUND     x(J59_93)  139.077867569154
 UP BOUND     x(J1_94)  89.4151375852234
 UP BOUND     x(J16_94)  89.4151375852234
 UP BOUND     x(J20_94)  89.4151375852234
 UP BOUND     x(J24_94)  89.4151375852234
 UP BOUND     x(J37_94)  89.4151375852234
 UP BOUND     x(J38_94)  89.4151375852234
 UP BOUND     x(J39_94)  89.4151375852234
 UP BOUND     x(J46_94)  89.4151375852234
 UP BOUND     x(J50_94)  89.4151375852234
 UP BOUND     x(J55_94)  89.4151375852234
 UP BOUND     x(J57_94)  89.4151375852234
 UP BOUND     x(J59_94)  89.4151375852234
 UP BOUND     x(J1_95)  775.479329208698
 UP BOUND     x(J16_95)  775.479329208698
 UP BOUND     x(J20_95)  775.479329208698
 UP BOUND     x(J24_95)  775.479329208698
 UP BOUND     x(J37_95)  775.479329208698
 UP BOUND     x(J38_95)  775.479329208698
 UP BOUND     x(J39_95)  775.479329208698
 UP BOUND     x(J50_95)  775.479329208698
 UP BOUND     x(J55_95)  775.479329208698
 UP BOUND     x(J57_95)  775.479329208698
 UP BOUND     x(J59_95)  775.479329208698
 UP BOUND     x(J1_96)  84.1210320893806
 UP BOUND     x(J16_96)  84.1210320893806
 UP BOUND     x(J20_96)  84.1210320893806
 UP BOUND     x(J24_96)  84.1210320893806
 UP BOUND     x(J37_96)  84.1210320893806
 UP BOUND     x(J38_96)  84.1210320893806
 UP BOUND     x(J39_96)  84.1210320893806
 UP BOUND     x(J50_96)  84.1210320893806
 UP BOUND     x(J55_96)  84.1210320893806
 UP BOUND     x(J57_96)  84.1210320893806
 UP BOUND     x(J59_96)  84.1210320893806
 UP BOUND     x(J1_97)  147.840554464092
 UP BOUND     x(J16_97)  147.840554464092
 UP BOUND     x(J20_97)  147.840554464092
 UP BOUND     x(J24_97)  147.840554464092
 UP BOUND     x(J37_97)  147.840554464092
 UP BOUND     x(J38_97)  147.840554464092
 UP BOUND     x(J39_97)  147.840554464092
 UP BOUND     x(J40_97)  147.840554464092
 UP BOUND     x(J50_97)  147.840554464092
 UP BOUND     x(J55_97)  147.840554464092
 UP BOUND     x(J57_97)  147.840554464092
 UP BOUND     x(J59_97)  147.840554464092
 UP BOUND     x(J1_98)  387.227045958098
 UP BOUND     x(J2_98)  387.227045958098
 UP BOUND     x(J16_98)  387.227045958098
 UP BOUND     x(J20_98)  387.227045958098
 UP BOUND     x(J24_98)  387.227045958098
 UP BOUND     x(J37_98)  387.227045958098
 UP BOUND     x(J38_98)  387.227045958098
 UP BOUND     x(J39_98)  387.227045958098
 UP BOUND     x(J40_98)  387.227045958098
 UP BOUND     x(J50_98)  387.227045958098
 UP BOUND     x(J55_98)  387.227045958098
 UP BOUND     x(J57_98)  387.227045958098
 UP BOUND     x(J59_98)  387.227045958098
 UP BOUND     x(J1_99)  1214.98796669842
 UP BOUND     x(J16_99)  1214.98796669842
 UP BOUND     x(J20_99)  1214.98796669842
 UP BOUND     x(J24_99)  1214.98796669842
 UP BOUND     x(J37_99)  1214.98796669842
 UP BOUND     x(J38_99)  1214.98796669842
 UP BOUND     x(J39_99)  1214.98796669842
 UP BOUND     x(J40_99)  1214.98796669842
 UP BOUND     x(J50_99)  1214.98796669842
 UP BOUND     x(J55_99)  1214.98796669842
 UP BOUND     x(J57_99)  1214.98796669842
 UP BOUND     x(J59_99)  1214.98796669842
 UP BOUND     x(J1_100)  548.378276945776
 UP BOUND     x(J16_100)  548.378276945776
 UP BOUND     x(J20_100)  548.378276945776
 UP BOUND     x(J24_100)  548.378276945776
 UP BOUND     x(J37_100)  548.378276945776
 UP BOUND     x(J38_100)  548.378276945776
 UP BOUND     x(J39_100)  548.378276945776
 UP BOUND     x(J40_100)  548.378276945776
 UP BOUND     x(J50_100)  548.378276945776
 UP BOUND     x(J55_100)  548.378276945776
 UP BOUND     x(J57_100)  548.378276945776
 UP BOUND     x(J59_100)  548.378276945776
 UP BOUND     x(J16_101)  987.685750053919
 UP BOUND     x(J20_101)  987.685750053919
 UP BOUND     x(J24_101)  987.685750053919
 UP BOUND     x(J37_101)  987.685750053919
 UP BOUND     x(J38_101)  987.685750053919
 UP BOUND     x(J39_101)  987.685750053919
 UP BOUND     x(J40_101)  987.685750053919
 UP BOUND     x(J50_101)  987.685750053919
 UP BOUND     x(J55_101)  987.685750053919
 UP BOUND     x(J57_101)  987.685750053919
 UP BOUND     x(J59_101)  987.685750053919
 UP BOUND     x(J16_102)  65.1280398073723
 UP BOUND     x(J20_102)  65.1280398073723
 UP BOUND     x(J24_102)  65.1280398073723
 UP BOUND     x(J37_102)  65.1280398073723
 UP BOUND     x(J38_102)  65.1280398073723
 UP BOUND     x(J39_102)  65.1280398073723
 UP BOUND     x(J40_102)  65.1280398073723
 UP BOUND     x(J43_102)  65.1280398073723
 UP BOUND     x(J50_102)  65.1280398073723
 UP BOUND     x(J55_102)  65.1280398073723
 UP BOUND     x(J57_102)  65.1280398073723
 UP BOUND     x(J59_102)  65.1280398073723
 UP BOUND     x(J16_103)  69.6929688462988
 UP BOUND     x(J20_103)  69.6929688462988
 UP BOUND     x(J24_103)  69.6929688462988
 UP BOUND     x(J37_103)  69.6929688462988
 UP BOUND     x(J38_103)  69.6929688462988
 UP BOUND     x(J39_103)  69.6929688462988
 UP BOUND     x(J40_103)  69.6929688462988
 UP BOUND     x(J43_103)  69.6929688462988
 UP BOUND     x(J50_103)  69.6929688462988
 UP BOUND     x(J55_103)  69.6929688462988
 UP BOUND     x(J57_103)  69.6929688462988
 UP BOUND     x(J59_103)  69.6929688462988
 UP BOUND     x(J16_104)  48.1387167127759
 UP BOUND     x(J20_104)  48.1387167127759
 UP BOUND     x(J24_104)  48.1387167127759
 UP BOUND     x(J29_104)  48.1387167127759
 UP BOUND     x(J37_104)  48.1387167127759
 UP BOUND     x(J38_104)  48.1387167127759
 UP BOUND     x(J39_104)  48.1387167127759
 UP BOUND     x(J40_104)  48.1387167127759
 UP BOUND     x(J43_104)  48.1387167127759
 UP BOUND     x(J50_104)  48.1387167127759
 UP BOUND     x(J55_104)  48.1387167127759
 UP BOUND     x(J57_104)  48.1387167127759
 UP BOUND     x(J59_104)  48.1387167127759
 UP BOUND     x(J16_105)  2.00353157552308
 UP BOUND     x(J20_105)  2.00353157552308
 UP BOUND     x(J24_105)  2.00353157552308
 UP BOUND     x(J29_105)  2.00353157552308
 UP BOUND     x(J37_105)  2.00353157552308
 UP BOUND     x(J38_105)  2.00353157552308
 UP BOUND     x(J39_105)  2.00353157552308
 UP BOUND     x(J40_105)  2.00353157552308
 UP BOUND     x(J50_105)  2.00353157552308
 UP BOUND     x(J55_105)  2.00353157552308
 UP BOUND     x(J57_105)  2.00353157552308
 UP BOUND     x(J59_105)  2.00353157552308
 UP BOUND     x(J16_106)  15.1236703380418
 UP BOUND     x(J20_106)  15.1236703380418
 UP BOUND     x(J24_106)  15.1236703380418
 UP BOUND     x(J29_106)  15.1236703380418
 UP BOUND     x(J37_106)  15.1236703380418
 UP BOUND     x(J38_106)  15.1236703380418
 UP BOUND     x(J39_106)  15.1236703380418
 UP BOUND     x(J40_106)  15.1236703380418
 UP BOUND     x(J50_106)  15.1236703380418
 UP BOUND     x(J57_106)  15.1236703380418
 UP BOUND     x(J59_106)  15.1236703380418
 UP BOUND     x(J16_107)  795.480423862507
 UP BOUND     x(J20_107)  795.480423862507
 UP BOUND     x(J24_107)  795.480423862507
 UP BOUND     x(J29_107)  795.480423862507
 UP BOUND     x(J37_107)  795.480423862507
 UP BOUND     x(J38_107)  795.480423862507
 UP BOUND     x(J39_107)  795.480423862507
 UP BOUND     x(J40_107)  795.480423862507
 UP BOUND     x(J50_107)  795.480423862507
 UP BOUND     x(J54_107)  795.480423862507
 UP BOUND     x(J57_107)  795.480423862507
 UP BOUND     x(J59_107)  795.480423862507
 UP BOUND     x(J16_108)  1448.32890847798
 UP BOUND     x(J20_108)  1448.32890847798
 UP BOUND     x(J24_108)  1448.32890847798
 UP BOUND     x(J29_108)  1448.32890847798
 UP BOUND     x(J37_108)  1448.32890847798
 UP BOUND     x(J38_108)  1448.32890847798
 UP BOUND     x(J39_108)  1448.32890847798
 UP BOUND     x(J40_108)  1448.32890847798
 UP BOUND     x(J45_108)  1448.32890847798
 UP BOUND     x(J50_108)  1448.32890847798
 UP BOUND     x(J54_108)  1448.32890847798
 UP BOUND     x(J57_108)  1448.32890847798
 UP BOUND     x(J59_108)  1448.32890847798
 UP BOUND     x(J16_109)  106.294400395804
 UP BOUND     x(J20_109)  106.294400395804
 UP BOUND     x(J24_109)  106.294400395804
 UP BOUND     x(J29_109)  106.294400395804
 UP BOUND     x(J37_109)  106.294400395804
 UP BOUND     x(J38_109)  106.294400395804
 UP BOUND     x(J39_109)  106.294400395804
 UP BOUND     x(J40_109)  106.294400395804
 UP BOUND     x(J45_109)  106.294400395804
 UP BOUND     x(J50_109)  106.294400395804
 UP BOUND     x(J54_109)  106.294400395804
 UP BOUND     x(J57_109)  106.294400395804
 UP BOUND     x(J59_109)  106.294400395804
 UP BOUND     x(J20_110)  40.0833675750473
 UP BOUND     x(J24_110)  40.0833675750473
 UP BOUND     x(J29_110)  40.0833675750473
 UP BOUND     x(J37_110)  40.0833675750473
 UP BOUND     x(J38_110)  40.0833675750473
 UP BOUND     x(J39_110)  40.0833675750473
 UP BOUND     x(J40_110)  40.0833675750473
 UP BOUND     x(J45_110)  40.0833675750473
 UP BOUND     x(J50_110)  40.0833675750473
 UP BOUND     x(J54_110)  40.0833675750473
 UP BOUND     x(J57_110)  40.0833675750473
 UP BOUND     x(J59_110)  40.0833675750473
 UP BOUND     x(J20_111)  814.4904712157
 UP BOUND     x(J24_111)  814.4904712157
 UP BOUND     x(J29_111)  814.4904712157
 UP BOUND     x(J37_111)  814.4904712157
 UP BOUND     x(J38_111)  814.4904712157
 UP BOUND     x(J39_111)  814.4904712157
 UP BOUND     x(J40_111)  814.4904712157
 UP BOUND     x(J45_111)  814.4904712157
 UP BOUND     x(J50_111)  814.4904712157
 UP BOUND     x(J57_111)  814.4904712157
 UP BOUND     x(J59_111)  814.4904712157
 UP BOUND     x(J20_112)  141.156233082773
 UP BOUND     x(J29_112)  141.156233082773
 UP BOUND     x(J37_112)  141.156233082773
 UP BOUND     x(J38_112)  141.156233082773
 UP BOUND     x(J39_112)  141.156233082773
 UP BOUND     x(J40_112)  141.156233082773
 UP BOUND     x(J45_112)  141.156233082773
 UP BOUND     x(J50_112)  141.156233082773
 UP BOUND     x(J57_112)  141.156233082773
 UP BOUND     x(J59_112)  141.156233082773
 UP BOUND     x(J20_113)  736.696506144173
 UP BOUND     x(J29_113)  736.696506144173
 UP BOUND     x(J38_113)  736.696506144173
 UP BOUND     x(J39_113)  736.696506144173
 UP BOUND     x(J40_113)  736.696506144173
 UP BOUND     x(J45_113)  736.696506144173
 UP BOUND     x(J50_113)  736.696506144173
 UP BOUND     x(J57_113)  736.696506144173
 UP BOUND     x(J59_113)  736.696506144173
 UP BOUND     x(J20_114)  104.157593491618
 UP BOUND     x(J29_114)  104.157593491618
 UP BOUND     x(J38_114)  104.157593491618
 UP BOUND     x(J39_114)  104.157593491618
 UP BOUND     x(J40_114)  104.157593491618
 UP BOUND     x(J45_114)  104.157593491618
 UP BOUND     x(J50_114)  104.157593491618
 UP BOUND     x(J57_114)  104.157593491618
 UP BOUND     x(J59_114)  104.157593491618
 UP BOUND     x(J20_115)  1362.20382569505
 UP BOUND     x(J29_115)  1362.20382569505
 UP BOUND     x(J35_115)  1362.20382569505
 UP BOUND     x(J38_115)  1362.20382569505
 UP BOUND     x(J39_115)  1362.20382569505
 UP BOUND     x(J40_115)  1362.20382569505
 UP BOUND     x(J45_115)  1362.20382569505
 UP BOUND     x(J50_115)  1362.20382569505
 UP BOUND     x(J57_115)  1362.20382569505
 UP BOUND     x(J59_115)  1362.20382569505
 UP BOUND     x(J20_116)  196.127556990781
 UP BOUND     x(J29_116)  196.127556990781
 UP BOUND     x(J35_116)  196.127556990781
 UP BOUND     x(J38_116)  196.127556990781
 UP BOUND     x(J39_116)  196.127556990781
 UP BOUND     x(J40_116)  196.127556990781
 UP BOUND     x(J45_116)  196.127556990781
 UP BOUND     x(J49_116)  196.127556990781
 UP BOUND     x(J50_116)  196.127556990781
 UP BOUND     x(J57_116)  196.127556990781
 UP BOUND     x(J59_116)  196.127556990781
 UP BOUND     x(J20_117)  188.699825450021
 UP BOUND     x(J29_117)  188.699825450021
 UP BOUND     x(J35_117)  188.699825450021
 UP BOUND     x(J38_117)  188.699825450021
 UP BOUND     x(J39_117)  188.699825450021
 UP BOUND     x(J40_117)  188.699825450021
 UP BOUND     x(J45_117)  188.699825450021
 UP BOUND     x(J49_117)  188.699825450021
 UP BOUND     x(J50_117)  188.699825450021
 UP BOUND     x(J57_117)  188.699825450021
 UP BOUND     x(J58_117)  188.699825450021
 UP BOUND     x(J59_117)  188.699825450021
 UP BOUND     x(J20_118)  66.4817759273283
 UP BOUND     x(J29_118)  66.4817759273283
 UP BOUND     x(J35_118)  66.4817759273283
 UP BOUND     x(J38_118)  66.4817759273283
 UP BOUND     x(J39_118)  66.4817759273283
 UP BOUND     x(J40_118)  66.4817759273283
 UP BOUND     x(J45_118)  66.4817759273283
 UP BOUND     x(J49_118)  66.4817759273283
 UP BOUND     x(J50_118)  66.4817759273283
 UP BOUND     x(J57_118)  66.4817759273283
 UP BOUND     x(J58_118)  66.4817759273283
 UP BOUND     x(J59_118)  66.4817759273283
 UP BOUND     x(J20_119)  25.5841835090614
 UP BOUND     x(J25_119)  25.5841835090614
 UP BOUND     x(J29_119)  25.5841835090614
 UP BOUND     x(J35_119)  25.5841835090614
 UP BOUND     x(J38_119)  25.5841835090614
 UP BOUND     x(J39_119)  25.5841835090614
 UP BOUND     x(J40_119)  25.5841835090614
 UP BOUND     x(J45_119)  25.5841835090614
 UP BOUND     x(J49_119)  25.5841835090614
 UP BOUND     x(J50_119)  25.5841835090614
 UP BOUND     x(J57_119)  25.5841835090614
 UP BOUND     x(J58_119)  25.5841835090614
 UP BOUND     x(J59_119)  25.5841835090614
 UP BOUND     x(J20_120)  162.443976537565
 UP BOUND     x(J25_120)  162.443976537565
 UP BOUND     x(J35_120)  162.443976537565
 UP BOUND     x(J38_120)  162.443976537565
 UP BOUND     x(J39_120)  162.443976537565
 UP BOUND     x(J40_120)  162.443976537565
 UP BOUND     x(J45_120)  162.443976537565
 UP BOUND     x(J49_120)  162.443976537565
 UP BOUND     x(J50_120)  162.443976537565
 UP BOUND     x(J57_120)  162.443976537565
 UP BOUND     x(J58_120)  162.443976537565
 UP BOUND     x(J59_120)  162.443976537565
 UP BOUND     x(J20_121)  29.6681383299874
 UP BOUND     x(J21_121)  29.6681383299874
 UP BOUND     x(J25_121)  29.6681383299874
 UP BOUND     x(J35_121)  29.6681383299874
 UP BOUND     x(J38_121)  29.6681383299874
 UP BOUND     x(J39_121)  29.6681383299874
 UP BOUND     x(J40_121)  29.6681383299874
 UP BOUND     x(J45_121)  29.6681383299874
 UP BOUND     x(J49_121)  29.6681383299874
 UP BOUND     x(J50_121)  29.6681383299874
 UP BOUND     x(J57_121)  29.6681383299874
 UP BOUND     x(J58_121)  29.6681383299874
 UP BOUND     x(J59_121)  29.6681383299874
 UP BOUND     x(J20_122)  747.093719933451
 UP BOUND     x(J21_122)  747.093719933451
 UP BOUND     x(J25_122)  747.093719933451
 UP BOUND     x(J35_122)  747.093719933451
 UP BOUND     x(J38_122)  747.093719933451
 UP BOUND     x(J39_122)  747.093719933451
 UP BOUND     x(J40_122)  747.093719933451
 UP BOUND     x(J45_122)  747.093719933451
 UP BOUND     x(J49_122)  747.093719933451
 UP BOUND     x(J50_122)  747.093719933451
 UP BOUND     x(J57_122)  747.093719933451
 UP BOUND     x(J59_122)  747.093719933451
 UP BOUND     x(J20_123)  327.051457621972
 UP BOUND     x(J21_123)  327.051457621972
 UP BOUND     x(J25_123)  327.051457621972
 UP BOUND     x(J35_123)  327.051457621972
 UP BOUND     x(J38_123)  327.051457621972
 UP BOUND     x(J40_123)  327.051457621972
 UP BOUND     x(J45_123)  327.051457621972
 UP BOUND     x(J49_123)  327.051457621972
 UP BOUND     x(J50_123)  327.051457621972
 UP BOUND     x(J57_123)  327.051457621972
 UP BOUND     x(J59_123)  327.051457621972
 UP BOUND     x(J20_124)  250.679916040375
 UP BOUND     x(J21_124)  250.679916040375
 UP BOUND     x(J25_124)  250.679916040375
 UP BOUND     x(J35_124)  250.679916040375
 UP BOUND     x(J38_124)  250.679916040375
 UP BOUND     x(J40_124)  250.679916040375
 UP BOUND     x(J45_124)  250.679916040375
 UP BOUND     x(J50_124)  250.679916040375
 UP BOUND     x(J57_124)  250.679916040375
 UP BOUND     x(J59_124)  250.679916040375
 UP BOUND     x(J20_125)  176.252894717349
 UP BOUND     x(J21_125)  176.252894717349
 UP BOUND     x(J25_125)  176.252894717349
 UP BOUND     x(J35_125)  176.252894717349
 UP BOUND     x(J40_125)  176.252894717349
 UP BOUND     x(J45_125)  176.252894717349
 UP BOUND     x(J50_125)  176.252894717349
 UP BOUND     x(J57_125)  176.252894717349
 UP BOUND     x(J59_125)  176.252894717349
 UP BOUND     x(J20_126)  528.112793739034
 UP BOUND     x(J21_126)  528.112793739034
 UP BOUND     x(J25_126)  528.112793739034
 UP BOUND     x(J40_126)  528.112793739034
 UP BOUND     x(J45_126)  528.112793739034
 UP BOUND     x(J50_126)  528.112793739034
 UP BOUND     x(J57_126)  528.112793739034
 UP BOUND     x(J59_126)  528.112793739034
 UP BOUND     x(J20_127)  462.685156507687
 UP BOUND     x(J21_127)  462.685156507687
 UP BOUND     x(J25_127)  462.685156507687
 UP BOUND     x(J40_127)  462.685156507687
 UP BOUND     x(J45_127)  462.685156507687
 UP BOUND     x(J50_127)  462.685156507687
 UP BOUND     x(J57_127)  462.685156507687
 UP BOUND     x(J59_127)  462.685156507687
 UP BOUND     x(J10_128)  272.237669757676
 UP BOUND     x(J20_128)  272.237669757676
 UP BOUND     x(J21_128)  272.237669757676
 UP BOUND     x(J25_128)  272.237669757676
 UP BOUND     x(J40_128)  272.237669757676
 UP BOUND     x(J45_128)  272.237669757676
 UP BOUND     x(J50_128)  272.237669757676
 UP BOUND     x(J57_128)  272.237669757676
 UP BOUND     x(J59_128)  272.237669757676
 UP BOUND     x(J10_129)  37.3005835227086
 UP BOUND     x(J17_129)  37.3005835227086
 UP BOUND     x(J20_129)  37.3005835227086
 UP BOUND     x(J21_129)  37.3005835227086
 UP BOUND     x(J25_129)  37.3005835227086
 UP BOUND     x(J40_129)  37.3005835227086
 UP BOUND     x(J45_129)  37.3005835227086
 UP BOUND     x(J50_129)  37.3005835227086
 UP BOUND     x(J57_129)  37.3005835227086
 UP BOUND     x(J59_129)  37.3005835227086
 UP BOUND     x(J10_130)  1295.90694212465
 UP BOUND     x(J17_130)  1295.90694212465
 UP BOUND     x(J20_130)  1295.90694212465
 UP BOUND     x(J21_130)  1295.90694212465
 UP BOUND     x(J25_130)  1295.90694212465
 UP BOUND     x(J30_130)  1295.90694212465
 UP BOUND     x(J40_130)  1295.90694212465
 UP BOUND     x(J45_130)  1295.90694212465
 UP BOUND     x(J50_130)  1295.90694212465
 UP BOUND     x(J57_130)  1295.90694212465
 UP BOUND     x(J59_130)  1295.90694212465
 UP BOUND     x(J10_131)  158.502380077021
 UP BOUND     x(J17_131)  158.502380077021
 UP BOUND     x(J20_131)  158.502380077021
 UP BOUND     x(J21_131)  158.502380077021
 UP BOUND     x(J25_131)  158.502380077021
 UP BOUND     x(J30_131)  158.502380077021
 UP BOUND     x(J40_131)  158.502380077021
 UP BOUND     x(J45_131)  158.502380077021
 UP BOUND     x(J50_131)  158.502380077021
 UP BOUND     x(J57_131)  158.502380077021
 UP BOUND     x(J59_131)  158.502380077021
 UP BOUND     x(J10_132)  1818.54535206845
 UP BOUND     x(J17_132)  1818.54535206845
 UP BOUND     x(J20_132)  1818.54535206845
 UP BOUND     x(J21_132)  1818.54535206845
 UP BOUND     x(J25_132)  1818.54535206845
 UP BOUND     x(J30_132)  1818.54535206845
 UP BOUND     x(J40_132)  1818.54535206845
 UP BOUND     x(J45_132)  1818.54535206845
 UP BOUND     x(J50_132)  1818.54535206845
 UP BOUND     x(J51_132)  1818.54535206845
 UP BOUND     x(J57_132)  1818.54535206845
 UP BOUND     x(J59_132)  1818.54535206845
 UP BOUND     x(J10_133)  53.3333789469107
 UP BOUND     x(J17_133)  53.3333789469107
 UP BOUND     x(J20_133)  53.3333789469107
 UP BOUND     x(J21_133)  53.3333789469107
 UP BOUND     x(J25_133)  53.3333789469107
 UP BOUND     x(J30_133)  53.3333789469107
 UP BOUND     x(J40_133)  53.3333789469107
 UP BOUND     x(J45_133)  53.3333789469107
 UP BOUND     x(J50_133)  53.3333789469107
 UP BOUND     x(J51_133)  53.3333789469107
 UP BOUND     x(J57_133)  53.3333789469107
 UP BOUND     x(J59_133)  53.3333789469107
 UP BOUND     x(J10_134)  2165.28822877214
 UP BOUND     x(J17_134)  2165.28822877214
 UP BOUND     x(J20_134)  2165.28822877214
 UP BOUND     x(J21_134)  2165.28822877214
 UP BOUND     x(J22_134)  2165.28822877214
 UP BOUND     x(J25_134)  2165.28822877214
 UP BOUND     x(J30_134)  2165.28822877214
 UP BOUND     x(J40_134)  2165.28822877214
 UP BOUND     x(J45_134)  2165.28822877214
 UP BOUND     x(J50_134)  2165.28822877214
 UP BOUND     x(J51_134)  2165.28822877214
 UP BOUND     x(J57_134)  2165.28822877214
 UP BOUND     x(J59_134)  2165.28822877214
 UP BOUND     x(J10_135)  746.822424996681
 UP BOUND     x(J17_135)  746.822424996681
 UP BOUND     x(J20_135)  746.822424996681
 UP BOUND     x(J21_135)  746.822424996681
 UP BOUND     x(J22_135)  746.822424996681
 UP BOUND     x(J25_135)  746.822424996681
 UP BOUND     x(J30_135)  746.822424996681
 UP BOUND     x(J40_135)  746.822424996681
 UP BOUND     x(J45_135)  746.822424996681
 UP BOUND     x(J50_135)  746.822424996681
 UP BOUND     x(J51_135)  746.822424996681
 UP BOUND     x(J57_135)  746.822424996681
 UP BOUND     x(J59_135)  746.822424996681
 UP BOUND     x(J17_136)  770.337954835457
 UP BOUND     x(J20_136)  770.337954835457
 UP BOUND     x(J21_136)  770.337954835457
 UP BOUND     x(J22_136)  770.337954835457
 UP BOUND     x(J25_136)  770.337954835457
 UP BOUND     x(J30_136)  770.337954835457
 UP BOUND     x(J40_136)  770.337954835457
 UP BOUND     x(J45_136)  770.337954835457
 UP BOUND     x(J50_136)  770.337954835457
 UP BOUND     x(J51_136)  770.337954835457
 UP BOUND     x(J57_136)  770.337954835457
 UP BOUND     x(J59_136)  770.337954835457
 UP BOUND     x(J17_137)  107.116426297842
 UP BOUND     x(J20_137)  107.116426297842
 UP BOUND     x(J21_137)  107.116426297842
 UP BOUND     x(J25_137)  107.116426297842
 UP BOUND     x(J30_137)  107.116426297842
 UP BOUND     x(J40_137)  107.116426297842
 UP BOUND     x(J45_137)  107.116426297842
 UP BOUND     x(J50_137)  107.116426297842
 UP BOUND     x(J51_137)  107.116426297842
 UP BOUND     x(J57_137)  107.116426297842
 UP BOUND     x(J59_137)  107.116426297842
 UP BOUND     x(J17_138)  1278.69286457566
 UP BOUND     x(J20_138)  1278.69286457566
 UP BOUND     x(J21_138)  1278.69286457566
 UP BOUND     x(J25_138)  1278.69286457566
 UP BOUND     x(J30_138)  1278.69286457566
 UP BOUND     x(J40_138)  1278.69286457566
 UP BOUND     x(J45_138)  1278.69286457566
 UP BOUND     x(J50_138)  1278.69286457566
 UP BOUND     x(J51_138)  1278.69286457566
 UP BOUND     x(J57_138)  1278.69286457566
 UP BOUND     x(J59_138)  1278.69286457566
 UP BOUND     x(J17_139)  886.879211948843
 UP BOUND     x(J20_139)  886.879211948843
 UP BOUND     x(J21_139)  886.879211948843
 UP BOUND     x(J25_139)  886.879211948843
 UP BOUND     x(J40_139)  886.879211948843
 UP BOUND     x(J45_139)  886.879211948843
 UP BOUND     x(J50_139)  886.879211948843
 UP BOUND     x(J51_139)  886.879211948843
 UP BOUND     x(J57_139)  886.879211948843
 UP BOUND     x(J59_139)  886.879211948843
ENDATA
