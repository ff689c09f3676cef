NAME        model
OBJSENSE
  MAX
ROWS
 N  objective
 L  c_u_work_capacity(1)_
 L  c_u_work_capacity(2)_
 L  c_u_work_capacity(3)_
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
 L  c_u_work_capacity(30)_
 L  c_u_work_capacity(31)_
 L  c_u_work_capacity(32)_
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
COLUMNS
    theta     objective  1
    theta     c_u_completion(J1)_  16
    theta     c_u_completion(J2)_  1805.16051641084
    theta     c_u_completion(J3)_  5432.56474601501
    theta     c_u_completion(J4)_  102
    theta     c_u_completion(J5)_  11
    theta     c_u_completion(J6)_  1137
    theta     c_u_completion(J7)_  965.92678592178
    theta     c_u_completion(J8)_  1245
    theta     c_u_completion(J9)_  1887
    theta     c_u_completion(J10)_  12
    theta     c_u_completion(J11)_  4509.88420051702
    theta     c_u_completion(J12)_  30
    theta     c_u_completion(J13)_  356
    theta     c_u_completion(J14)_  2867.18907324048
    theta     c_u_completion(J15)_  906
    theta     c_u_completion(J16)_  16
    theta     c_u_completion(J17)_  1477.91567504431
    theta     c_u_completion(J18)_  2953.04076556949
    theta     c_u_completion(J19)_  14
    theta     c_u_completion(J20)_  11
    theta     c_u_completion(J21)_  2248
    theta     c_u_completion(J22)_  181
    theta     c_u_completion(J23)_  6
    theta     c_u_completion(J24)_  109
    theta     c_u_completion(J25)_  8
    theta     c_u_completion(J26)_  4821.52945588788
    theta     c_u_completion(J27)_  104
    theta     c_u_completion(J28)_  831
    theta     c_u_completion(J29)_  7
    theta     c_u_completion(J30)_  215
    x(J13_1)  c_u_work_capacity(1)_  5
    x(J13_1)  c_u_completion(J13)_  -1
    x(J13_2)  c_u_work_capacity(2)_  5
    x(J13_2)  c_u_completion(J13)_  -1
    x(J23_2)  c_u_work_capacity(2)_  4
    x(J23_2)  c_u_completion(J23)_  -1
    x(J13_3)  c_u_work_capacity(3)_  5
    x(J13_3)  c_u_completion(J13)_  -1
    x(J8_6)   c_u_work_capacity(6)_  1
    x(J8_6)   c_u_completion(J8)_  -1
    x(J8_7)   c_u_work_capacity(7)_  1
    x(J8_7)   c_u_completion(J8)_  -1
    x(J25_7)  c_u_work_capacity(7)_  3
    x(J25_7)  c_u_completion(J25)_  -1
    x(J8_8)   c_u_work_capacity(8)_  1
    x(J8_8)   c_u_completion(J8)_  -1
    x(J8_9)   c_u_work_capacity(9)_  1
    x(J8_9)   c_u_completion(J8)_  -1
    x(J29_9)  c_u_work_capacity(9)_  1
    x(J29_9)  c_u_completion(J29)_  -1
    x(J8_10)  c_u_work_capacity(10)_  1
    x(J8_10)  c_u_completion(J8)_  -1
    x(J8_11)  c_u_work_capacity(11)_  1
    x(J8_11)  c_u_completion(J8)_  -1
    x(J8_12)  c_u_work_capacity(12)_  1
    x(J8_12)  c_u_completion(J8)_  -1
    x(J21_12)  c_u_work_capacity(12)_  1
    x(J21_12)  c_u_completion(J21)_  -1
    x(J4_13)  c_u_work_capacity(13)_  8
    x(J4_13)  c_u_completion(J4)_  -1
    x(J8_13)  c_u_work_capacity(13)_  1
    x(J8_13)  c_u_completion(J8)_  -1
    x(J21_13)  c_u_work_capacity(13)_  1
    x(J21_13)  c_u_completion(J21)_  -1
    x(J8_14)  c_u_work_capacity(14)_  1
    x(J8_14)  c_u_completion(J8)_  -1
    x(J21_14)  c_u_work_capacity(14)_  1
    x(J21_14)  c_u_completion(J21)_  -1
    x(J8_15)  c_u_work_capacity(15)_  1
    x(J8_15)  c_u_completion(J8)_  -1
    x(J19_15)  c_u_work_capacity(15)_  2
    x(J19_15)  c_u_completion(J19)_  -1
    x(J21_15)  c_u_work_capacity(15)_  1
    x(J21_15)  c_u_completion(J21)_  -1
    x(J8_16)  c_u_work_capacity(16)_  1
    x(J8_16)  c_u_completion(J8)_  -1
    x(J21_16)  c_u_work_capacity(16)_  1
    x(J21_16)  c_u_completion(J21)_  -1
    x(J8_17)  c_u_work_capacity(17)_  1
    x(J8_17)  c_u_completion(J8)_  -1
    x(J21_17)  c_u_work_capacity(17)_  1
    x(J21_17)  c_u_completion(J21)_  -1
    x(J3_18)  c_u_work_capacity(18)_  6
    x(J3_18)  c_u_completion(J3)_  -1
    x(J8_18)  c_u_work_capacity(18)_  1
    x(J8_18)  c_u_completion(J8)_  -1
    x(J21_18)  c_u_work_capacity(18)_  1
    x(J21_18)  c_u_completion(J21)_  -1
    x(J3_19)  c_u_work_capacity(19)_  6
    x(J3_19)  c_u_completion(J3)_  -1
    x(J8_19)  c_u_work_capacity(19)_  1
    x(J8_19)  c_u_completion(J8)_  -1
    x(J21_19)  c_u_work_capacity(19)_  1
    x(J21_19)  c_u_completion(J21)_  -1
    x(J27_19)  c_u_work_capacity(19)_  1
    x(J27_19)  c_u_completion(J27)_  -1
    x(J3_20)  c_u_work_capacity(20)_  6
    x(J3_20)  c_u_completion(J3)_  -1
    x(J8_20)  c_u_work_capacity(20)_  1
    x(J8_20)  c_u_completion(J8)_  -1
    x(J21_20)  c_u_work_capacity(20)_  1
    x(J21_20)  c_u_completion(J21)_  -1
    x(J3_21)  c_u_work_capacity(21)_  6
    x(J3_21)  c_u_completion(J3)_  -1
    x(J21_21)  c_u_work_capacity(21)_  1
    x(J21_21)  c_u_completion(J21)_  -1
    x(J3_22)  c_u_work_capacity(22)_  6
    x(J3_22)  c_u_completion(J3)_  -1
    x(J21_22)  c_u_work_capacity(22)_  1
    x(J21_22)  c_u_completion(J21)_  -1
    x(J26_22)  c_u_work_capacity(22)_  2
    x(J26_22)  c_u_completion(J26)_  -1
    x(J3_23)  c_u_work_capacity(23)_  6
    x(J3_23)  c_u_completion(J3)_  -1
    x(J21_23)  c_u_work_capacity(23)_  1
    x(J21_23)  c_u_completion(J21)_  -1
    x(J26_23)  c_u_work_capacity(23)_  2
    x(J26_23)  c_u_completion(J26)_  -1
    x(J3_24)  c_u_work_capacity(24)_  6
    x(J3_24)  c_u_completion(J3)_  -1
    x(J21_24)  c_u_work_capacity(24)_  1
    x(J21_24)  c_u_completion(J21)_  -1
    x(J26_24)  c_u_work_capacity(24)_  2
    x(J26_24)  c_u_completion(J26)_  -1
    x(J30_24)  c_u_work_capacity(24)_  4
    x(J30_24)  c_u_completion(J30)_  -1
    x(J3_25)  c_u_work_capacity(25)_  6
    x(J3_25)  c_u_completion(J3)_  -1
    x(J11_25)  c_u_work_capacity(25)_  8
    x(J11_25)  c_u_completion(J11)_  -1
    x(J21_25)  c_u_work_capacity(25)_  1
    x(J21_25)  c_u_completion(J21)_  -1
    x(J26_25)  c_u_work_capacity(25)_  2
    x(J26_25)  c_u_completion(J26)_  -1
    x(J30_25)  c_u_work_capacity(25)_  4
    x(J30_25)  c_u_completion(J30)_  -1
    x(J3_26)  c_u_work_capacity(26)_  6
    x(J3_26)  c_u_completion(J3)_  -1
    x(J11_26)  c_u_work_capacity(26)_  8
    x(J11_26)  c_u_completion(J11)_  -1
    x(J21_26)  c_u_work_capacity(26)_  1
    x(J21_26)  c_u_completion(J21)_  -1
    x(J26_26)  c_u_work_capacity(26)_  2
    x(J26_26)  c_u_completion(J26)_  -1
    x(J3_27)  c_u_work_capacity(27)_  6
    x(J3_27)  c_u_completion(J3)_  -1
    x(J11_27)  c_u_work_capacity(27)_  8
    x(J11_27)  c_u_completion(J11)_  -1
    x(J21_27)  c_u_work_capacity(27)_  1
    x(J21_27)  c_u_completion(J21)_  -1
    x(J26_27)  c_u_work_capacity(27)_  2
    x(J26_27)  c_u_completion(J26)_  -1
    x(J3_28)  c_u_work_capacity(28)_  6
    x(J3_28)  c_u_completion(J3)_  -1
    x(J9_28)  c_u_work_capacity(28)_  6
    x(J9_28)  c_u_completion(J9)_  -1
    x(J11_28)  c_u_work_capacity(28)_  8
    x(J11_28)  c_u_completion(J11)_  -1
    x(J21_28)  c_u_work_capacity(28)_  1
    x(J21_28)  c_u_completion(J21)_  -1
    x(J26_28)  c_u_work_capacity(28)_  2
    x(J26_28)  c_u_completion(J26)_  -1
    x(J3_29)  c_u_work_capacity(29)_  6
    x(J3_29)  c_u_completion(J3)_  -1
    x(J9_29)  c_u_work_capacity(29)_  6
    x(J9_29)  c_u_completion(J9)_  -1
    x(J11_29)  c_u_work_capacity(29)_  8
    x(J11_29)  c_u_completion(J11)_  -1
    x(J26_29)  c_u_work_capacity(29)_  2
    x(J26_29)  c_u_completion(J26)_  -1
    x(J3_30)  c_u_work_capacity(30)_  6
    x(J3_30)  c_u_completion(J3)_  -1
    x(J9_30)  c_u_work_capacity(30)_  6
    x(J9_30)  c_u_completion(J9)_  -1
    x(J11_30)  c_u_work_capacity(30)_  8
    x(J11_30)  c_u_completion(J11)_  -1
    x(J26_30)  c_u_work_capacity(30)_  2
    x(J26_30)  c_u_completion(J26)_  -1
    x(J3_31)  c_u_work_capacity(31)_  6
    x(J3_31)  c_u_completion(J3)_  -1
    x(J9_31)  c_u_work_capacity(31)_  6
    x(J9_31)  c_u_completion(J9)_  -1
    x(J11_31)  c_u_work_capacity(31)_  8
    x(J11_31)  c_u_completion(J11)_  -1
    x(J12_31)  c_u_work_capacity(31)_  1
    x(J12_31)  c_u_completion(J12)_  -1
    x(J26_31)  c_u_work_capacity(31)_  2
    x(J26_31)  c_u_completion(J26)_  -1
    x(J3_32)  c_u_work_capacity(32)_  6
    x(J3_32)  c_u_completion(J3)_  -1
    x(J9_32)  c_u_work_capacity(32)_  6
    x(J9_32)  c_u_completion(J9)_  -1
    x(J11_32)  c_u_work_capacity(32)_  8
    x(J11_32)  c_u_completion(J11)_  -1
    x(J26_32)  c_u_work_capacity(32)_  2
    x(J26_32)  c_u_completion(J26)_  -1
    x(J3_33)  c_u_work_capacity(33)_  6
    x(J3_33)  c_u_completion(J3)_  -1
    x(J5_33)  c_u_work_capacity(33)_  1
    x(J5_33)  c_u_completion(J5)_  -1
    x(J9_33)  c_u_work_capacity(33)_  6
    x(J9_33)  c_u_completion(J9)_  -1
    x(J11_33)  c_u_work_capacity(33)_  8
    x(J11_33)  c_u_completion(J11)_  -1
    x(J26_33)  c_u_work_capacity(33)_  2
    x(J26_33)  c_u_completion(J26)_  -1
    x(J3_34)  c_u_work_capacity(34)_  6
    x(J3_34)  c_u_completion(J3)_  -1
    x(J9_34)  c_u_work_capacity(34)_  6
    x(J9_34)  c_u_completion(J9)_  -1
    x(J11_34)  c_u_work_capacity(34)_  8
    x(J11_34)  c_u_completion(J11)_  -1
    x(J26_34)  c_u_work_capacity(34)_  2
    x(J26_34)  c_u_completion(J26)_  -1
    x(J3_35)  c_u_work_capacity(35)_  6
    x(J3_35)  c_u_completion(J3)_  -1
    x(J9_35)  c_u_work_capacity(35)_  6
    x(J9_35)  c_u_completion(J9)_  -1
    x(J11_35)  c_u_work_capacity(35)_  8
    x(J11_35)  c_u_completion(J11)_  -1
    x(J18_35)  c_u_work_capacity(35)_  1
    x(J18_35)  c_u_completion(J18)_  -1
    x(J26_35)  c_u_work_capacity(35)_  2
    x(J26_35)  c_u_completion(J26)_  -1
    x(J3_36)  c_u_work_capacity(36)_  6
    x(J3_36)  c_u_completion(J3)_  -1
    x(J9_36)  c_u_work_capacity(36)_  6
    x(J9_36)  c_u_completion(J9)_  -1
    x(J11_36)  c_u_work_capacity(36)_  8
    x(J11_36)  c_u_completion(J11)_  -1
    x(J18_36)  c_u_work_capacity(36)_  1
    x(J18_36)  c_u_completion(J18)_  -1
    x(J26_36)  c_u_work_capacity(36)_  2
    x(J26_36)  c_u_completion(J26)_  -1
    x(J3_37)  c_u_work_capacity(37)_  6
    x(J3_37)  c_u_completion(J3)_  -1
    x(J9_37)  c_u_work_capacity(37)_  6
    x(J9_37)  c_u_completion(J9)_  -1
    x(J11_37)  c_u_work_capacity(37)_  8
    x(J11_37)  c_u_completion(J11)_  -1
    x(J14_37)  c_u_work_capacity(37)_  5
    x(J14_37)  c_u_completion(J14)_  -1
    x(J18_37)  c_u_work_capacity(37)_  1
    x(J18_37)  c_u_completion(J18)_  -1
    x(J26_37)  c_u_work_capacity(37)_  2
    x(J26_37)  c_u_completion(J26)_  -1
    x(J3_38)  c_u_work_capacity(38)_  6
    x(J3_38)  c_u_completion(J3)_  -1
    x(J9_38)  c_u_work_capacity(38)_  6
    x(J9_38)  c_u_completion(J9)_  -1
    x(J11_38)  c_u_work_capacity(38)_  8
    x(J11_38)  c_u_completion(J11)_  -1
    x(J14_38)  c_u_work_capacity(38)_  5
    x(J14_38)  c_u_completion(J14)_  -1
    x(J18_38)  c_u_work_capacity(38)_  1
    x(J18_38)  c_u_completion(J18)_  -1
    x(J26_38)  c_u_work_capacity(38)_  2
    x(J26_38)  c_u_completion(J26)_  -1
    x(J28_38)  c_u_work_capacity(38)_  1
    x(J28_38)  c_u_completion(J28)_  -1
    x(J1_39)  c_u_work_capacity(39)_  2
    x(J1_39)  c_u_completion(J1)_  -1
    x(J3_39)  c_u_work_capacity(39)_  6
    x(J3_39)  c_u_completion(J3)_  -1
    x(J9_39)  c_u_work_capacity(39)_  6
    x(J9_39)  c_u_completion(J9)_  -1
    x(J11_39)  c_u_work_capacity(39)_  8
    x(J11_39)  c_u_completion(J11)_  -1
    x(J14_39)  c_u_work_capacity(39)_  5
    x(J14_39)  c_u_completion(J14)_  -1
    x(J18_39)  c_u_work_capacity(39)_  1
    x(J18_39)  c_u_completion(J18)_  -1
    x(J26_39)  c_u_work_capacity(39)_  2
    x(J26_39)  c_u_completion(J26)_  -1
    x(J28_39)  c_u_work_capacity(39)_  1
    x(J28_39)  c_u_completion(J28)_  -1
    x(J3_40)  c_u_work_capacity(40)_  6
    x(J3_40)  c_u_completion(J3)_  -1
    x(J9_40)  c_u_work_capacity(40)_  6
    x(J9_40)  c_u_completion(J9)_  -1
    x(J11_40)  c_u_work_capacity(40)_  8
    x(J11_40)  c_u_completion(J11)_  -1
    x(J14_40)  c_u_work_capacity(40)_  5
    x(J14_40)  c_u_completion(J14)_  -1
    x(J18_40)  c_u_work_capacity(40)_  1
    x(J18_40)  c_u_completion(J18)_  -1
    x(J26_40)  c_u_work_capacity(40)_  2
    x(J26_40)  c_u_completion(J26)_  -1
    x(J28_40)  c_u_work_capacity(40)_  1
    x(J28_40)  c_u_completion(J28)_  -1
    x(J3_41)  c_u_work_capacity(41)_  6
    x(J3_41)  c_u_completion(J3)_  -1
    x(J9_41)  c_u_work_capacity(41)_  6
    x(J9_41)  c_u_completion(J9)_  -1
    x(J11_41)  c_u_work_capacity(41)_  8
    x(J11_41)  c_u_completion(J11)_  -1
    x(J14_41)  c_u_work_capacity(41)_  5
    x(J14_41)  c_u_completion(J14)_  -1
    x(J18_41)  c_u_work_capacity(41)_  1
    x(J18_41)  c_u_completion(J18)_  -1
    x(J26_41)  c_u_work_capacity(41)_  2
    x(J26_41)  c_u_completion(J26)_  -1
    x(J28_41)  c_u_work_capacity(41)_  1
    x(J28_41)  c_u_completion(J28)_  -1
    x(J3_42)  c_u_work_capacity(42)_  6
    x(J3_42)  c_u_completion(J3)_  -1
    x(J9_42)  c_u_work_capacity(42)_  6
    x(J9_42)  c_u_completion(J9)_  -1
    x(J11_42)  c_u_work_capacity(42)_  8
    x(J11_42)  c_u_completion(J11)_  -1
    x(J14_42)  c_u_work_capacity(42)_  5
    x(J14_42)  c_u_completion(J14)_  -1
    x(J18_42)  c_u_work_capacity(42)_  1
    x(J18_42)  c_u_completion(J18)_  -1
    x(J20_42)  c_u_work_capacity(42)_  8
    x(J20_42)  c_u_completion(J20)_  -1
    x(J26_42)  c_u_work_capacity(42)_  2
    x(J26_42)  c_u_completion(J26)_  -1
    x(J28_42)  c_u_work_capacity(42)_  1
    x(J28_42)  c_u_completion(J28)_  -1
    x(J3_43)  c_u_work_capacity(43)_  6
    x(J3_43)  c_u_completion(J3)_  -1
    x(J9_43)  c_u_work_capacity(43)_  6
    x(J9_43)  c_u_completion(J9)_  -1
    x(J11_43)  c_u_work_capacity(43)_  8
    x(J11_43)  c_u_completion(J11)_  -1
    x(J14_43)  c_u_work_capacity(43)_  5
    x(J14_43)  c_u_completion(J14)_  -1
    x(J18_43)  c_u_work_capacity(43)_  1
    x(J18_43)  c_u_completion(J18)_  -1
    x(J26_43)  c_u_work_capacity(43)_  2
    x(J26_43)  c_u_completion(J26)_  -1
    x(J28_43)  c_u_work_capacity(43)_  1
    x(J28_43)  c_u_completion(J28)_  -1
    x(J3_44)  c_u_work_capacity(44)_  6
    x(J3_44)  c_u_completion(J3)_  -1
    x(J11_44)  c_u_work_capacity(44)_  8
    x(J11_44)  c_u_completion(J11)_  -1
    x(J14_44)  c_u_work_capacity(44)_  5
    x(J14_44)  c_u_completion(J14)_  -1
    x(J18_44)  c_u_work_capacity(44)_  1
    x(J18_44)  c_u_completion(J18)_  -1
    x(J26_44)  c_u_work_capacity(44)_  2
    x(J26_44)  c_u_completion(J26)_  -1
    x(J28_44)  c_u_work_capacity(44)_  1
    x(J28_44)  c_u_completion(J28)_  -1
    x(J3_45)  c_u_work_capacity(45)_  6
    x(J3_45)  c_u_completion(J3)_  -1
    x(J6_45)  c_u_work_capacity(45)_  1
    x(J6_45)  c_u_completion(J6)_  -1
    x(J11_45)  c_u_work_capacity(45)_  8
    x(J11_45)  c_u_completion(J11)_  -1
    x(J14_45)  c_u_work_capacity(45)_  5
    x(J14_45)  c_u_completion(J14)_  -1
    x(J18_45)  c_u_work_capacity(45)_  1
    x(J18_45)  c_u_completion(J18)_  -1
    x(J26_45)  c_u_work_capacity(45)_  2
    x(J26_45)  c_u_completion(J26)_  -1
    x(J28_45)  c_u_work_capacity(45)_  1
    x(J28_45)  c_u_completion(J28)_  -1
    x(J3_46)  c_u_work_capacity(46)_  6
    x(J3_46)  c_u_completion(J3)_  -1
    x(J6_46)  c_u_work_capacity(46)_  1
    x(J6_46)  c_u_completion(J6)_  -1
    x(J11_46)  c_u_work_capacity(46)_  8
    x(J11_46)  c_u_completion(J11)_  -1
    x(J14_46)  c_u_work_capacity(46)_  5
    x(J14_46)  c_u_completion(J14)_  -1
    x(J18_46)  c_u_work_capacity(46)_  1
    x(J18_46)  c_u_completion(J18)_  -1
    x(J26_46)  c_u_work_capacity(46)_  2
    x(J26_46)  c_u_completion(J26)_  -1
    x(J3_47)  c_u_work_capacity(47)_  6
    x(J3_47)  c_u_completion(J3)_  -1
    x(J6_47)  c_u_work_capacity(47)_  1
    x(J6_47)  c_u_completion(J6)_  -1
    x(J11_47)  c_u_work_capacity(47)_  8
    x(J11_47)  c_u_completion(J11)_  -1
    x(J14_47)  c_u_work_capacity(47)_  5
    x(J14_47)  c_u_completion(J14)_  -1
    x(J18_47)  c_u_work_capacity(47)_  1
    x(J18_47)  c_u_completion(J18)_  -1
    x(J24_47)  c_u_work_capacity(47)_  1
    x(J24_47)  c_u_completion(J24)_  -1
    x(J26_47)  c_u_work_capacity(47)_  2
    x(J26_47)  c_u_completion(J26)_  -1
    x(J3_48)  c_u_work_capacity(48)_  6
    x(J3_48)  c_u_completion(J3)_  -1
    x(J6_48)  c_u_work_capacity(48)_  1
    x(J6_48)  c_u_completion(J6)_  -1
    x(J11_48)  c_u_work_capacity(48)_  8
    x(J11_48)  c_u_completion(J11)_  -1
    x(J14_48)  c_u_work_capacity(48)_  5
    x(J14_48)  c_u_completion(J14)_  -1
    x(J16_48)  c_u_work_capacity(48)_  5
    x(J16_48)  c_u_completion(J16)_  -1
    x(J18_48)  c_u_work_capacity(48)_  1
    x(J18_48)  c_u_completion(J18)_  -1
    x(J24_48)  c_u_work_capacity(48)_  1
    x(J24_48)  c_u_completion(J24)_  -1
    x(J26_48)  c_u_work_capacity(48)_  2
    x(J26_48)  c_u_completion(J26)_  -1
    x(J3_49)  c_u_work_capacity(49)_  6
    x(J3_49)  c_u_completion(J3)_  -1
    x(J6_49)  c_u_work_capacity(49)_  1
    x(J6_49)  c_u_completion(J6)_  -1
    x(J11_49)  c_u_work_capacity(49)_  8
    x(J11_49)  c_u_completion(J11)_  -1
    x(J14_49)  c_u_work_capacity(49)_  5
    x(J14_49)  c_u_completion(J14)_  -1
    x(J18_49)  c_u_work_capacity(49)_  1
    x(J18_49)  c_u_completion(J18)_  -1
    x(J24_49)  c_u_work_capacity(49)_  1
    x(J24_49)  c_u_completion(J24)_  -1
    x(J26_49)  c_u_work_capacity(49)_  2
    x(J26_49)  c_u_completion(J26)_  -1
    x(J3_50)  c_u_work_capacity(50)_  6
    x(J3_50)  c_u_completion(J3)_  -1
    x(J6_50)  c_u_work_capacity(50)_  1
    x(J6_50)  c_u_completion(J6)_  -1
    x(J11_50)  c_u_work_capacity(50)_  8
    x(J11_50)  c_u_completion(J11)_  -1
    x(J14_50)  c_u_work_capacity(50)_  5
    x(J14_50)  c_u_completion(J14)_  -1
    x(J18_50)  c_u_work_capacity(50)_  1
    x(J18_50)  c_u_completion(J18)_  -1
    x(J22_50)  c_u_work_capacity(50)_  8
    x(J22_50)  c_u_completion(J22)_  -1
    x(J24_50)  c_u_work_capacity(50)_  1
    x(J24_50)  c_u_completion(J24)_  -1
    x(J26_50)  c_u_work_capacity(50)_  2
    x(J26_50)  c_u_completion(J26)_  -1
    x(J2_51)  c_u_work_capacity(51)_  4
    x(J2_51)  c_u_completion(J2)_  -1
    x(J3_51)  c_u_work_capacity(51)_  6
    x(J3_51)  c_u_completion(J3)_  -1
    x(J6_51)  c_u_work_capacity(51)_  1
    x(J6_51)  c_u_completion(J6)_  -1
    x(J11_51)  c_u_work_capacity(51)_  8
    x(J11_51)  c_u_completion(J11)_  -1
    x(J14_51)  c_u_work_capacity(51)_  5
    x(J14_51)  c_u_completion(J14)_  -1
    x(J18_51)  c_u_work_capacity(51)_  1
    x(J18_51)  c_u_completion(J18)_  -1
    x(J22_51)  c_u_work_capacity(51)_  8
    x(J22_51)  c_u_completion(J22)_  -1
    x(J24_51)  c_u_work_capacity(51)_  1
    x(J24_51)  c_u_completion(J24)_  -1
    x(J26_51)  c_u_work_capacity(51)_  2
    x(J26_51)  c_u_completion(J26)_  -1
    x(J2_52)  c_u_work_capacity(52)_  4
    x(J2_52)  c_u_completion(J2)_  -1
    x(J3_52)  c_u_work_capacity(52)_  6
    x(J3_52)  c_u_completion(J3)_  -1
    x(J6_52)  c_u_work_capacity(52)_  1
    x(J6_52)  c_u_completion(J6)_  -1
    x(J11_52)  c_u_work_capacity(52)_  8
    x(J11_52)  c_u_completion(J11)_  -1
    x(J14_52)  c_u_work_capacity(52)_  5
    x(J14_52)  c_u_completion(J14)_  -1
    x(J18_52)  c_u_work_capacity(52)_  1
    x(J18_52)  c_u_completion(J18)_  -1
    x(J22_52)  c_u_work_capacity(52)_  8
    x(J22_52)  c_u_completion(J22)_  -1
    x(J26_52)  c_u_work_capacity(52)_  2
    x(J26_52)  c_u_completion(J26)_  -1
    x(J2_53)  c_u_work_capacity(53)_  4
    x(J2_53)  c_u_completion(J2)_  -1
    x(J3_53)  c_u_work_capacity(53)_  6
    x(J3_53)  c_u_completion(J3)_  -1
    x(J6_53)  c_u_work_capacity(53)_  1
    x(J6_53)  c_u_completion(J6)_  -1
    x(J11_53)  c_u_work_capacity(53)_  8
    x(J11_53)  c_u_completion(J11)_  -1
    x(J14_53)  c_u_work_capacity(53)_  5
    x(J14_53)  c_u_completion(J14)_  -1
    x(J18_53)  c_u_work_capacity(53)_  1
    x(J18_53)  c_u_completion(J18)_  -1
    x(J22_53)  c_u_work_capacity(53)_  8
    x(J22_53)  c_u_completion(J22)_  -1
    x(J26_53)  c_u_work_capacity(53)_  2
    x(J26_53)  c_u_completion(J26)_  -1
    x(J2_54)  c_u_work_capacity(54)_  4
    x(J2_54)  c_u_completion(J2)_  -1
    x(J3_54)  c_u_work_capacity(54)_  6
    x(J3_54)  c_u_completion(J3)_  -1
    x(J6_54)  c_u_work_capacity(54)_  1
    x(J6_54)  c_u_completion(J6)_  -1
    x(J11_54)  c_u_work_capacity(54)_  8
    x(J11_54)  c_u_completion(J11)_  -1
    x(J14_54)  c_u_work_capacity(54)_  5
    x(J14_54)  c_u_completion(J14)_  -1
    x(J18_54)  c_u_work_capacity(54)_  1
    x(J18_54)  c_u_completion(J18)_  -1
    x(J26_54)  c_u_work_capacity(54)_  2
    x(J26_54)  c_u_completion(J26)_  -1
    x(J2_55)  c_u_work_capacity(55)_  4
    x(J2_55)  c_u_completion(J2)_  -1
    x(J3_55)  c_u_work_capacity(55)_  6
    x(J3_55)  c_u_completion(J3)_  -1
    x(J6_55)  c_u_work_capacity(55)_  1
    x(J6_55)  c_u_completion(J6)_  -1
    x(J11_55)  c_u_work_capacity(55)_  8
    x(J11_55)  c_u_completion(J11)_  -1
    x(J14_55)  c_u_work_capacity(55)_  5
    x(J14_55)  c_u_completion(J14)_  -1
    x(J17_55)  c_u_work_capacity(55)_  2
    x(J17_55)  c_u_completion(J17)_  -1
    x(J18_55)  c_u_work_capacity(55)_  1
    x(J18_55)  c_u_completion(J18)_  -1
    x(J26_55)  c_u_work_capacity(55)_  2
    x(J26_55)  c_u_completion(J26)_  -1
    x(J2_56)  c_u_work_capacity(56)_  4
    x(J2_56)  c_u_completion(J2)_  -1
    x(J3_56)  c_u_work_capacity(56)_  6
    x(J3_56)  c_u_completion(J3)_  -1
    x(J6_56)  c_u_work_capacity(56)_  1
    x(J6_56)  c_u_completion(J6)_  -1
    x(J10_56)  c_u_work_capacity(56)_  2
    x(J10_56)  c_u_completion(J10)_  -1
    x(J11_56)  c_u_work_capacity(56)_  8
    x(J11_56)  c_u_completion(J11)_  -1
    x(J14_56)  c_u_work_capacity(56)_  5
    x(J14_56)  c_u_completion(J14)_  -1
    x(J17_56)  c_u_work_capacity(56)_  2
    x(J17_56)  c_u_completion(J17)_  -1
    x(J18_56)  c_u_work_capacity(56)_  1
    x(J18_56)  c_u_completion(J18)_  -1
    x(J26_56)  c_u_work_capacity(56)_  2
    x(J26_56)  c_u_completion(J26)_  -1
    x(J2_57)  c_u_work_capacity(57)_  4
    x(J2_57)  c_u_completion(J2)_  -1
    x(J3_57)  c_u_work_capacity(57)_  6
    x(J3_57)  c_u_completion(J3)_  -1
    x(J6_57)  c_u_work_capacity(57)_  1
    x(J6_57)  c_u_completion(J6)_  -1
    x(J11_57)  c_u_work_capacity(57)_  8
    x(J11_57)  c_u_completion(J11)_  -1
    x(J14_57)  c_u_work_capacity(57)_  5
    x(J14_57)  c_u_completion(J14)_  -1
    x(J17_57)  c_u_work_capacity(57)_  2
    x(J17_57)  c_u_completion(J17)_  -1
    x(J18_57)  c_u_work_capacity(57)_  1
    x(J18_57)  c_u_completion(J18)_  -1
    x(J26_57)  c_u_work_capacity(57)_  2
    x(J26_57)  c_u_completion(J26)_  -1
    x(J2_58)  c_u_work_capacity(58)_  4
    x(J2_58)  c_u_completion(J2)_  -1
    x(J3_58)  c_u_work_capacity(58)_  6
    x(J3_58)  c_u_completion(J3)_  -1
    x(J6_58)  c_u_work_capacity(58)_  1
    x(J6_58)  c_u_completion(J6)_  -1
    x(J11_58)  c_u_work_capacity(58)_  8
    x(J11_58)  c_u_completion(J11)_  -1
    x(J14_58)  c_u_work_capacity(58)_  5
    x(J14_58)  c_u_completion(J14)_  -1
    x(J17_58)  c_u_work_capacity(58)_  2
    x(J17_58)  c_u_completion(J17)_  -1
    x(J18_58)  c_u_work_capacity(58)_  1
    x(J18_58)  c_u_completion(J18)_  -1
    x(J26_58)  c_u_work_capacity(58)_  2
    x(J26_58)  c_u_completion(J26)_  -1
    x(J2_59)  c_u_work_capacity(59)_  4
    x(J2_59)  c_u_completion(J2)_  -1
    x(J3_59)  c_u_work_capacity(59)_  6
    x(J3_59)  c_u_completion(J3)_  -1
    x(J6_59)  c_u_work_capacity(59)_  1
    x(J6_59)  c_u_completion(J6)_  -1
    x(J11_59)  c_u_work_capacity(59)_  8
    x(J11_59)  c_u_completion(J11)_  -1
    x(J14_59)  c_u_work_capacity(59)_  5
    x(J14_59)  c_u_completion(J14)_  -1
    x(J15_59)  c_u_work_capacity(59)_  1
    x(J15_59)  c_u_completion(J15)_  -1
    x(J17_59)  c_u_work_capacity(59)_  2
    x(J17_59)  c_u_completion(J17)_  -1
    x(J18_59)  c_u_work_capacity(59)_  1
    x(J18_59)  c_u_completion(J18)_  -1
    x(J26_59)  c_u_work_capacity(59)_  2
    x(J26_59)  c_u_completion(J26)_  -1
    x(J2_60)  c_u_work_capacity(60)_  4
    x(J2_60)  c_u_completion(J2)_  -1
    x(J3_60)  c_u_work_capacity(60)_  6
    x(J3_60)  c_u_completion(J3)_  -1
    x(J6_60)  c_u_work_capacity(60)_  1
    x(J6_60)  c_u_completion(J6)_  -1
    x(J7_60)  c_u_work_capacity(60)_  1
    x(J7_60)  c_u_completion(J7)_  -1
    x(J11_60)  c_u_work_capacity(60)_  8
    x(J11_60)  c_u_completion(J11)_  -1
    x(J14_60)  c_u_work_capacity(60)_  5
    x(J14_60)  c_u_completion(J14)_  -1
    x(J15_60)  c_u_work_capacity(60)_  1
    x(J15_60)  c_u_completion(J15)_  -1
    x(J17_60)  c_u_work_capacity(60)_  2
    x(J17_60)  c_u_completion(J17)_  -1
    x(J18_60)  c_u_work_capacity(60)_  1
    x(J18_60)  c_u_completion(J18)_  -1
    x(J26_60)  c_u_work_capacity(60)_  2
    x(J26_60)  c_u_completion(J26)_  -1
    x(J2_61)  c_u_work_capacity(61)_  4
    x(J2_61)  c_u_completion(J2)_  -1
    x(J3_61)  c_u_work_capacity(61)_  6
    x(J3_61)  c_u_completion(J3)_  -1
    x(J7_61)  c_u_work_capacity(61)_  1
    x(J7_61)  c_u_completion(J7)_  -1
    x(J11_61)  c_u_work_capacity(61)_  8
    x(J11_61)  c_u_completion(J11)_  -1
    x(J14_61)  c_u_work_capacity(61)_  5
    x(J14_61)  c_u_completion(J14)_  -1
    x(J15_61)  c_u_work_capacity(61)_  1
    x(J15_61)  c_u_completion(J15)_  -1
    x(J17_61)  c_u_work_capacity(61)_  2
    x(J17_61)  c_u_completion(J17)_  -1
    x(J18_61)  c_u_work_capacity(61)_  1
    x(J18_61)  c_u_completion(J18)_  -1
    x(J26_61)  c_u_work_capacity(61)_  2
    x(J26_61)  c_u_completion(J26)_  -1
    x(J2_62)  c_u_work_capacity(62)_  4
    x(J2_62)  c_u_completion(J2)_  -1
    x(J3_62)  c_u_work_capacity(62)_  6
    x(J3_62)  c_u_completion(J3)_  -1
    x(J7_62)  c_u_work_capacity(62)_  1
    x(J7_62)  c_u_completion(J7)_  -1
    x(J11_62)  c_u_work_capacity(62)_  8
    x(J11_62)  c_u_completion(J11)_  -1
    x(J14_62)  c_u_work_capacity(62)_  5
    x(J14_62)  c_u_completion(J14)_  -1
    x(J15_62)  c_u_work_capacity(62)_  1
    x(J15_62)  c_u_completion(J15)_  -1
    x(J17_62)  c_u_work_capacity(62)_  2
    x(J17_62)  c_u_completion(J17)_  -1
    x(J18_62)  c_u_work_capacity(62)_  1
    x(J18_62)  c_u_completion(J18)_  -1
    x(J26_62)  c_u_work_capacity(62)_  2
    x(J26_62)  c_u_completion(J26)_  -1
    x(J2_63)  c_u_work_capacity(63)_  4
    x(J2_63)  c_u_completion(J2)_  -1
    x(J3_63)  c_u_work_capacity(63)_  6
    x(J3_63)  c_u_completion(J3)_  -1
    x(J7_63)  c_u_work_capacity(63)_  1
    x(J7_63)  c_u_completion(J7)_  -1
    x(J11_63)  c_u_work_capacity(63)_  8
    x(J11_63)  c_u_completion(J11)_  -1
    x(J14_63)  c_u_work_capacity(63)_  5
    x(J14_63)  c_u_completion(J14)_  -1
    x(J17_63)  c_u_work_capacity(63)_  2
    x(J17_63)  c_u_completion(J17)_  -1
    x(J18_63)  c_u_work_capacity(63)_  1
    x(J18_63)  c_u_completion(J18)_  -1
    x(J26_63)  c_u_work_capacity(63)_  2
    x(J26_63)  c_u_completion(J26)_  -1
RHS
    RHS_V     c_u_work_capacity(1)_  10039.2820065476
    RHS_V     c_u_work_capacity(2)_  240.520843301445
    RHS_V     c_u_work_capacity(3)_  3991.10051936995
    RHS_V     c_u_work_capacity(6)_  3672.08304939536
    RHS_V     c_u_work_capacity(7)_  320.694457735262
    RHS_V     c_u_work_capacity(8)_  3372.96965239609
    RHS_V     c_u_work_capacity(9)_  280.60765051835
    RHS_V     c_u_work_capacity(10)_  5260.58436516746
    RHS_V     c_u_work_capacity(11)_  2994.70342498385
    RHS_V     c_u_work_capacity(12)_  884.049227029801
    RHS_V     c_u_work_capacity(13)_  3884.41161931832
    RHS_V     c_u_work_capacity(14)_  3683.6450187732
    RHS_V     c_u_work_capacity(15)_  533.154535984865
    RHS_V     c_u_work_capacity(16)_  7574.77184191301
    RHS_V     c_u_work_capacity(17)_  954.940022687864
    RHS_V     c_u_work_capacity(18)_  8697.3083339797
    RHS_V     c_u_work_capacity(19)_  3960.57655303046
    RHS_V     c_u_work_capacity(20)_  1983.51844164425
    RHS_V     c_u_work_capacity(21)_  8628.3278554962
    RHS_V     c_u_work_capacity(22)_  2667.01175105319
    RHS_V     c_u_work_capacity(23)_  2736.33200275075
    RHS_V     c_u_work_capacity(24)_  6949.15047878254
    RHS_V     c_u_work_capacity(25)_  1669.51307285255
    RHS_V     c_u_work_capacity(26)_  10838.5863849148
    RHS_V     c_u_work_capacity(27)_  2882.92030855194
    RHS_V     c_u_work_capacity(28)_  17636.274313019
    RHS_V     c_u_work_capacity(29)_  999.944245305554
    RHS_V     c_u_work_capacity(30)_  7025.6123575665
    RHS_V     c_u_work_capacity(31)_  1052.27868944382
    RHS_V     c_u_work_capacity(32)_  10398.173798219
    RHS_V     c_u_work_capacity(33)_  385.835519462726
    RHS_V     c_u_work_capacity(34)_  4445.34275158535
    RHS_V     c_u_work_capacity(35)_  445.458671814272
    RHS_V     c_u_work_capacity(36)_  2345.93969176596
    RHS_V     c_u_work_capacity(37)_  3755.93336395139
    RHS_V     c_u_work_capacity(38)_  6002.96172845276
    RHS_V     c_u_work_capacity(39)_  513.11113237642
    RHS_V     c_u_work_capacity(40)_  5884.70345076863
    RHS_V     c_u_work_capacity(41)_  3814.49462309625
    RHS_V     c_u_work_capacity(42)_  352.763903508778
    RHS_V     c_u_work_capacity(43)_  10.5697151447821
    RHS_V     c_u_work_capacity(44)_  7313.15201224139
    RHS_V     c_u_work_capacity(45)_  2757.95287221103
    RHS_V     c_u_work_capacity(46)_  1534.95289243941
    RHS_V     c_u_work_capacity(47)_  281.007996744564
    RHS_V     c_u_work_capacity(48)_  513.11113237642
    RHS_V     c_u_work_capacity(49)_  421.716087858309
    RHS_V     c_u_work_capacity(50)_  902.236302013916
    RHS_V     c_u_work_capacity(51)_  1377.4980703211
    RHS_V     c_u_work_capacity(52)_  301.423913373146
    RHS_V     c_u_work_capacity(53)_  3626.33782421254
    RHS_V     c_u_work_capacity(54)_  6291.25572586023
    RHS_V     c_u_work_capacity(55)_  2173.46184653623
    RHS_V     c_u_work_capacity(56)_  432.937517942588
    RHS_V     c_u_work_capacity(57)_  4994.11782386853
    RHS_V     c_u_work_capacity(58)_  305.860023248989
    RHS_V     c_u_work_capacity(59)_  9659.29913451513
    RHS_V     c_u_work_capacity(60)_  3236.29138554811
    RHS_V     c_u_work_capacity(61)_  8606.37327739224
    RHS_V     c_u_work_capacity(62)_  8204.52873388794
    RHS_V     c_u_work_capacity(63)_  11288.4119116361
BOUNDS
 UP BOUND     x(J13_1)  250.982050163691
 UP BOUND     x(J13_2)  6.01302108253611
 UP BOUND     x(J23_2)  6.01302108253611
 UP BOUND     x(J13_3)  99.7775129842486
 UP BOUND     x(J8_6)   91.802076234884
 UP BOUND     x(J8_7)   8.01736144338156
 UP BOUND     x(J25_7)  8.01736144338156
 UP BOUND     x(J8_8)   84.3242413099022
 UP BOUND     x(J8_9)   7.01519126295875
 UP BOUND     x(J29_9)  7.01519126295875
 UP BOUND     x(J8_10)  131.514609129187
 UP BOUND     x(J8_11)  78.8079848679961
 UP BOUND     x(J8_12)  23.2644533428895
 UP BOUND     x(J21_12)  23.2644533428895
 UP BOUND     x(J4_13)  102.221358403114
 UP BOUND     x(J8_13)  102.221358403114
 UP BOUND     x(J21_13)  102.221358403114
 UP BOUND     x(J8_14)  96.9380268098212
 UP BOUND     x(J21_14)  96.9380268098212
 UP BOUND     x(J8_15)  14.0303825259175
 UP BOUND     x(J19_15)  14.0303825259175
 UP BOUND     x(J21_15)  14.0303825259175
 UP BOUND     x(J8_16)  199.336101102974
 UP BOUND     x(J21_16)  199.336101102974
 UP BOUND     x(J8_17)  25.130000597049
 UP BOUND     x(J21_17)  25.130000597049
 UP BOUND     x(J3_18)  228.876535104729
 UP BOUND     x(J8_18)  228.876535104729
 UP BOUND     x(J21_18)  228.876535104729
 UP BOUND     x(J3_19)  104.225698763959
 UP BOUND     x(J8_19)  104.225698763959
 UP BOUND     x(J21_19)  104.225698763959
 UP BOUND     x(J27_19)  104.225698763959
 UP BOUND     x(J3_20)  52.1978537274804
 UP BOUND     x(J8_20)  52.1978537274804
 UP BOUND     x(J21_20)  52.1978537274804
 UP BOUND     x(J3_21)  227.061259355163
 UP BOUND     x(J21_21)  227.061259355163
 UP BOUND     x(J3_22)  70.1845197645575
 UP BOUND     x(J21_22)  70.1845197645575
 UP BOUND     x(J26_22)  70.1845197645575
 UP BOUND     x(J3_23)  68.4083000687688
 UP BOUND     x(J21_23)  68.4083000687688
 UP BOUND     x(J26_23)  68.4083000687688
 UP BOUND     x(J3_24)  173.728761969563
 UP BOUND     x(J21_24)  173.728761969563
 UP BOUND     x(J26_24)  173.728761969563
 UP BOUND     x(J30_24)  173.728761969563
 UP BOUND     x(J3_25)  41.7378268213138
 UP BOUND     x(J11_25)  41.7378268213138
 UP BOUND     x(J21_25)  41.7378268213138
 UP BOUND     x(J26_25)  41.7378268213138
 UP BOUND     x(J30_25)  41.7378268213138
 UP BOUND     x(J3_26)  270.96465962287
 UP BOUND     x(J11_26)  270.96465962287
 UP BOUND     x(J21_26)  270.96465962287
 UP BOUND     x(J26_26)  270.96465962287
 UP BOUND     x(J3_27)  77.9167650959985
 UP BOUND     x(J11_27)  77.9167650959985
 UP BOUND     x(J21_27)  77.9167650959985
 UP BOUND     x(J26_27)  77.9167650959985
 UP BOUND     x(J3_28)  476.656062514026
 UP BOUND     x(J9_28)  476.656062514026
 UP BOUND     x(J11_28)  476.656062514026
 UP BOUND     x(J21_28)  476.656062514026
 UP BOUND     x(J26_28)  476.656062514026
 UP BOUND     x(J3_29)  27.0255201433934
 UP BOUND     x(J9_29)  27.0255201433934
 UP BOUND     x(J11_29)  27.0255201433934
 UP BOUND     x(J26_29)  27.0255201433934
 UP BOUND     x(J3_30)  200.731781644757
 UP BOUND     x(J9_30)  200.731781644757
 UP BOUND     x(J11_30)  200.731781644757
 UP BOUND     x(J26_30)  200.731781644757
 UP BOUND     x(J3_31)  30.0651054126806
 UP BOUND     x(J9_31)  30.0651054126806
 UP BOUND     x(J11_31)  30.0651054126806
 UP BOUND     x(J12_31)  30.0651054126806
 UP BOUND     x(J26_31)  30.0651054126806
 UP BOUND     x(J3_32)  297.090679949115
 UP BOUND     x(J9_32)  297.090679949115
 UP BOUND     x(J11_32)  297.090679949115
 UP BOUND     x(J26_32)  297.090679949115
 UP BOUND     x(J3_33)  11.0238719846493
 UP BOUND     x(J5_33)  11.0238719846493
 UP BOUND     x(J9_33)  11.0238719846493
 UP BOUND     x(J11_33)  11.0238719846493
 UP BOUND     x(J26_33)  11.0238719846493
 UP BOUND     x(J3_34)  127.009792902439
 UP BOUND     x(J9_34)  127.009792902439
 UP BOUND     x(J11_34)  127.009792902439
 UP BOUND     x(J26_34)  127.009792902439
 UP BOUND     x(J3_35)  12.7273906232649
 UP BOUND     x(J9_35)  12.7273906232649
 UP BOUND     x(J11_35)  12.7273906232649
 UP BOUND     x(J18_35)  12.7273906232649
 UP BOUND     x(J26_35)  12.7273906232649
 UP BOUND     x(J3_36)  73.3106153676863
 UP BOUND     x(J9_36)  73.3106153676863
 UP BOUND     x(J11_36)  73.3106153676863
 UP BOUND     x(J18_36)  73.3106153676863
 UP BOUND     x(J26_36)  73.3106153676863
 UP BOUND     x(J3_37)  117.372917623481
 UP BOUND     x(J9_37)  117.372917623481
 UP BOUND     x(J11_37)  117.372917623481
 UP BOUND     x(J14_37)  117.372917623481
 UP BOUND     x(J18_37)  117.372917623481
 UP BOUND     x(J26_37)  117.372917623481
 UP BOUND     x(J3_38)  187.592554014149
 UP BOUND     x(J9_38)  187.592554014149
 UP BOUND     x(J11_38)  187.592554014149
 UP BOUND     x(J14_38)  187.592554014149
 UP BOUND     x(J18_38)  187.592554014149
 UP BOUND     x(J26_38)  187.592554014149
 UP BOUND     x(J28_38)  187.592554014149
 UP BOUND     x(J1_39)  16.0347228867631
 UP BOUND     x(J3_39)  16.0347228867631
 UP BOUND     x(J9_39)  16.0347228867631
 UP BOUND     x(J11_39)  16.0347228867631
 UP BOUND     x(J14_39)  16.0347228867631
 UP BOUND     x(J18_39)  16.0347228867631
 UP BOUND     x(J26_39)  16.0347228867631
 UP BOUND     x(J28_39)  16.0347228867631
 UP BOUND     x(J3_40)  183.89698283652
 UP BOUND     x(J9_40)  183.89698283652
 UP BOUND     x(J11_40)  183.89698283652
 UP BOUND     x(J14_40)  183.89698283652
 UP BOUND     x(J18_40)  183.89698283652
 UP BOUND     x(J26_40)  183.89698283652
 UP BOUND     x(J28_40)  183.89698283652
 UP BOUND     x(J3_41)  119.202956971758
 UP BOUND     x(J9_41)  119.202956971758
 UP BOUND     x(J11_41)  119.202956971758
 UP BOUND     x(J14_41)  119.202956971758
 UP BOUND     x(J18_41)  119.202956971758
 UP BOUND     x(J26_41)  119.202956971758
 UP BOUND     x(J28_41)  119.202956971758
 UP BOUND     x(J3_42)  11.0238719846493
 UP BOUND     x(J9_42)  11.0238719846493
 UP BOUND     x(J11_42)  11.0238719846493
 UP BOUND     x(J14_42)  11.0238719846493
 UP BOUND     x(J18_42)  11.0238719846493
 UP BOUND     x(J20_42)  11.0238719846493
 UP BOUND     x(J26_42)  11.0238719846493
 UP BOUND     x(J28_42)  11.0238719846493
 UP BOUND     x(J3_43)  0.33030359827444
 UP BOUND     x(J9_43)  0.33030359827444
 UP BOUND     x(J11_43)  0.33030359827444
 UP BOUND     x(J14_43)  0.33030359827444
 UP BOUND     x(J18_43)  0.33030359827444
 UP BOUND     x(J26_43)  0.33030359827444
 UP BOUND     x(J28_43)  0.33030359827444
 UP BOUND     x(J3_44)  228.536000382544
 UP BOUND     x(J11_44)  228.536000382544
 UP BOUND     x(J14_44)  228.536000382544
 UP BOUND     x(J18_44)  228.536000382544
 UP BOUND     x(J26_44)  228.536000382544
 UP BOUND     x(J28_44)  228.536000382544
 UP BOUND     x(J3_45)  86.1860272565946
 UP BOUND     x(J6_45)  86.1860272565946
 UP BOUND     x(J11_45)  86.1860272565946
 UP BOUND     x(J14_45)  86.1860272565946
 UP BOUND     x(J18_45)  86.1860272565946
 UP BOUND     x(J26_45)  86.1860272565946
 UP BOUND     x(J28_45)  86.1860272565946
 UP BOUND     x(J3_46)  47.9672778887316
 UP BOUND     x(J6_46)  47.9672778887316
 UP BOUND     x(J11_46)  47.9672778887316
 UP BOUND     x(J14_46)  47.9672778887316
 UP BOUND     x(J18_46)  47.9672778887316
 UP BOUND     x(J26_46)  47.9672778887316
 UP BOUND     x(J3_47)  8.78149989826761
 UP BOUND     x(J6_47)  8.78149989826761
 UP BOUND     x(J11_47)  8.78149989826761
 UP BOUND     x(J14_47)  8.78149989826761
 UP BOUND     x(J18_47)  8.78149989826761
 UP BOUND     x(J24_47)  8.78149989826761
 UP BOUND     x(J26_47)  8.78149989826761
 UP BOUND     x(J3_48)  16.0347228867631
 UP BOUND     x(J6_48)  16.0347228867631
 UP BOUND     x(J11_48)  16.0347228867631
 UP BOUND     x(J14_48)  16.0347228867631
 UP BOUND     x(J16_48)  16.0347228867631
 UP BOUND     x(J18_48)  16.0347228867631
 UP BOUND     x(J24_48)  16.0347228867631
 UP BOUND     x(J26_48)  16.0347228867631
 UP BOUND     x(J3_49)  13.1786277455722
 UP BOUND     x(J6_49)  13.1786277455722
 UP BOUND     x(J11_49)  13.1786277455722
 UP BOUND     x(J14_49)  13.1786277455722
 UP BOUND     x(J18_49)  13.1786277455722
 UP BOUND     x(J24_49)  13.1786277455722
 UP BOUND     x(J26_49)  13.1786277455722
 UP BOUND     x(J3_50)  28.1948844379349
 UP BOUND     x(J6_50)  28.1948844379349
 UP BOUND     x(J11_50)  28.1948844379349
 UP BOUND     x(J14_50)  28.1948844379349
 UP BOUND     x(J18_50)  28.1948844379349
 UP BOUND     x(J22_50)  28.1948844379349
 UP BOUND     x(J24_50)  28.1948844379349
 UP BOUND     x(J26_50)  28.1948844379349
 UP BOUND     x(J2_51)  43.0468146975345
 UP BOUND     x(J3_51)  43.0468146975345
 UP BOUND     x(J6_51)  43.0468146975345
 UP BOUND     x(J11_51)  43.0468146975345
 UP BOUND     x(J14_51)  43.0468146975345
 UP BOUND     x(J18_51)  43.0468146975345
 UP BOUND     x(J22_51)  43.0468146975345
 UP BOUND     x(J24_51)  43.0468146975345
 UP BOUND     x(J26_51)  43.0468146975345
 UP BOUND     x(J2_52)  9.41949729291082
 UP BOUND     x(J3_52)  9.41949729291082
 UP BOUND     x(J6_52)  9.41949729291082
 UP BOUND     x(J11_52)  9.41949729291082
 UP BOUND     x(J14_52)  9.41949729291082
 UP BOUND     x(J18_52)  9.41949729291082
 UP BOUND     x(J22_52)  9.41949729291082
 UP BOUND     x(J26_52)  9.41949729291082
 UP BOUND     x(J2_53)  100.731606228126
 UP BOUND     x(J3_53)  100.731606228126
 UP BOUND     x(J6_53)  100.731606228126
 UP BOUND     x(J11_53)  100.731606228126
 UP BOUND     x(J14_53)  100.731606228126
 UP BOUND     x(J18_53)  100.731606228126
 UP BOUND     x(J22_53)  100.731606228126
 UP BOUND     x(J26_53)  100.731606228126
 UP BOUND     x(J2_54)  174.757103496117
 UP BOUND     x(J3_54)  174.757103496117
 UP BOUND     x(J6_54)  174.757103496117
 UP BOUND     x(J11_54)  174.757103496117
 UP BOUND     x(J14_54)  174.757103496117
 UP BOUND     x(J18_54)  174.757103496117
 UP BOUND     x(J26_54)  174.757103496117
 UP BOUND     x(J2_55)  60.3739401815619
 UP BOUND     x(J3_55)  60.3739401815619
 UP BOUND     x(J6_55)  60.3739401815619
 UP BOUND     x(J11_55)  60.3739401815619
 UP BOUND     x(J14_55)  60.3739401815619
 UP BOUND     x(J17_55)  60.3739401815619
 UP BOUND     x(J18_55)  60.3739401815619
 UP BOUND     x(J26_55)  60.3739401815619
 UP BOUND     x(J2_56)  12.0260421650719
 UP BOUND     x(J3_56)  12.0260421650719
 UP BOUND     x(J6_56)  12.0260421650719
 UP BOUND     x(J10_56)  12.0260421650719
 UP BOUND     x(J11_56)  12.0260421650719
 UP BOUND     x(J14_56)  12.0260421650719
 UP BOUND     x(J17_56)  12.0260421650719
 UP BOUND     x(J18_56)  12.0260421650719
 UP BOUND     x(J26_56)  12.0260421650719
 UP BOUND     x(J2_57)  138.725495107459
 UP BOUND     x(J3_57)  138.725495107459
 UP BOUND     x(J6_57)  138.725495107459
 UP BOUND     x(J11_57)  138.725495107459
 UP BOUND     x(J14_57)  138.725495107459
 UP BOUND     x(J17_57)  138.725495107459
 UP BOUND     x(J18_57)  138.725495107459
 UP BOUND     x(J26_57)  138.725495107459
 UP BOUND     x(J2_58)  9.26848555299966
 UP BOUND     x(J3_58)  9.26848555299966
 UP BOUND     x(J6_58)  9.26848555299966
 UP BOUND     x(J11_58)  9.26848555299966
 UP BOUND     x(J14_58)  9.26848555299966
 UP BOUND     x(J17_58)  9.26848555299966
 UP BOUND     x(J18_58)  9.26848555299966
 UP BOUND     x(J26_58)  9.26848555299966
 UP BOUND     x(J2_59)  292.706034379246
 UP BOUND     x(J3_59)  292.706034379246
 UP BOUND     x(J6_59)  292.706034379246
 UP BOUND     x(J11_59)  292.706034379246
 UP BOUND     x(J14_59)  292.706034379246
 UP BOUND     x(J15_59)  292.706034379246
 UP BOUND     x(J17_59)  292.706034379246
 UP BOUND     x(J18_59)  292.706034379246
 UP BOUND     x(J26_59)  292.706034379246
 UP BOUND     x(J2_60)  98.0694359257004
 UP BOUND     x(J3_60)  98.0694359257004
 UP BOUND     x(J6_60)  98.0694359257004
 UP BOUND     x(J7_60)  98.0694359257004
 UP BOUND     x(J11_60)  98.0694359257004
 UP BOUND     x(J14_60)  98.0694359257004
 UP BOUND     x(J15_60)  98.0694359257004
 UP BOUND     x(J17_60)  98.0694359257004
 UP BOUND     x(J18_60)  98.0694359257004
 UP BOUND     x(J26_60)  98.0694359257004
 UP BOUND     x(J2_61)  260.799190224007
 UP BOUND     x(J3_61)  260.799190224007
 UP BOUND     x(J7_61)  260.799190224007
 UP BOUND     x(J11_61)  260.799190224007
 UP BOUND     x(J14_61)  260.799190224007
 UP BOUND     x(J15_61)  260.799190224007
 UP BOUND     x(J17_61)  260.799190224007
 UP BOUND     x(J18_61)  260.799190224007
 UP BOUND     x(J26_61)  260.799190224007
 UP BOUND     x(J2_62)  256.391522933998
 UP BOUND     x(J3_62)  256.391522933998
 UP BOUND     x(J7_62)  256.391522933998
 UP BOUND     x(J11_62)  256.391522933998
 UP BOUND     x(J14_62)  256.391522933998
 UP BOUND     x(J15_62)  256.391522933998
 UP BOUND     x(J17_62)  256.391522933998
 UP BOUND     x(J18_62)  256.391522933998
 UP BOUND     x(J26_62)  256.391522933998
 UP BOUND     x(J2_63)  352.762872238629
 UP BOUND     x(J3_63)  352.762872238629
 UP BOUND     x(J7_63)  352.762872238629
 UP BOUND     x(J11_63)  352.762872238629
 UP BOUND     x(J14_63)  352.762872238629
 UP BOUND     x(J17_63)  352.762872238629
 UP BOUND     x(J18_63)  352.762872238629
 UP BOUND     x(J26_63)  352.762872238629
ENDATA
