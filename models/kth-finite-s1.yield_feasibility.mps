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
    theta     c_u_completion(J2)_  1805.1605164108439
    theta     c_u_completion(J3)_  5432.5647460150094
    theta     c_u_completion(J4)_  102
    theta     c_u_completion(J5)_  11
    theta     c_u_completion(J6)_  1137
    theta     c_u_completion(J7)_  965.92678592178027
    theta     c_u_completion(J8)_  1245
    theta     c_u_completion(J9)_  1887
    theta     c_u_completion(J10)_  12
    theta     c_u_completion(J11)_  4509.8842005170209
    theta     c_u_completion(J12)_  30
    theta     c_u_completion(J13)_  356
    theta     c_u_completion(J14)_  2867.1890732404818
    theta     c_u_completion(J15)_  906
    theta     c_u_completion(J16)_  16
    theta     c_u_completion(J17)_  1477.9156750443133
    theta     c_u_completion(J18)_  2953.0407655694862
    theta     c_u_completion(J19)_  14
    theta     c_u_completion(J20)_  11
    theta     c_u_completion(J21)_  2248
    theta     c_u_completion(J22)_  181
    theta     c_u_completion(J23)_  6
    theta     c_u_completion(J24)_  109
    theta     c_u_completion(J25)_  8
    theta     c_u_completion(J26)_  4821.5294558878822
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
    RHS_V     c_u_work_capacity(1)_  10039.282006547644
    RHS_V     c_u_work_capacity(2)_  240.52084330144453
    RHS_V     c_u_work_capacity(3)_  3991.1005193699452
    RHS_V     c_u_work_capacity(6)_  3672.0830493953599
    RHS_V     c_u_work_capacity(7)_  320.6944577352624
    RHS_V     c_u_work_capacity(8)_  3372.9696523960865
    RHS_V     c_u_work_capacity(9)_  280.60765051835006
    RHS_V     c_u_work_capacity(10)_  5260.5843651674604
    RHS_V     c_u_work_capacity(11)_  2994.7034249838512
    RHS_V     c_u_work_capacity(12)_  884.04922702980139
    RHS_V     c_u_work_capacity(13)_  3884.4116193183313
    RHS_V     c_u_work_capacity(14)_  3683.6450187731957
    RHS_V     c_u_work_capacity(15)_  533.15453598486511
    RHS_V     c_u_work_capacity(16)_  7574.7718419130124
    RHS_V     c_u_work_capacity(17)_  954.9400226878638
    RHS_V     c_u_work_capacity(18)_  8697.3083339796976
    RHS_V     c_u_work_capacity(19)_  3960.5765530304561
    RHS_V     c_u_work_capacity(20)_  1983.5184416442717
    RHS_V     c_u_work_capacity(21)_  8628.3278554961835
    RHS_V     c_u_work_capacity(22)_  2667.0117510531863
    RHS_V     c_u_work_capacity(23)_  2736.3320027507507
    RHS_V     c_u_work_capacity(24)_  6949.1504787825397
    RHS_V     c_u_work_capacity(25)_  1669.513072852551
    RHS_V     c_u_work_capacity(26)_  10838.586384914815
    RHS_V     c_u_work_capacity(27)_  2882.9203085519434
    RHS_V     c_u_work_capacity(28)_  17636.274313018996
    RHS_V     c_u_work_capacity(29)_  999.94424530553715
    RHS_V     c_u_work_capacity(30)_  7025.6123575664988
    RHS_V     c_u_work_capacity(31)_  1052.2786894438218
    RHS_V     c_u_work_capacity(32)_  10398.173798219039
    RHS_V     c_u_work_capacity(33)_  385.83551946272564
    RHS_V     c_u_work_capacity(34)_  4445.3427515853537
    RHS_V     c_u_work_capacity(35)_  445.45867181427184
    RHS_V     c_u_work_capacity(36)_  2345.9396917659615
    RHS_V     c_u_work_capacity(37)_  3755.9333639513934
    RHS_V     c_u_work_capacity(38)_  6002.9617284527631
    RHS_V     c_u_work_capacity(39)_  513.11113237641985
    RHS_V     c_u_work_capacity(40)_  5884.703450768633
    RHS_V     c_u_work_capacity(41)_  3814.4946230962523
    RHS_V     c_u_work_capacity(42)_  352.76390350877773
    RHS_V     c_u_work_capacity(43)_  10.569715144782094
    RHS_V     c_u_work_capacity(44)_  7313.1520122413931
    RHS_V     c_u_work_capacity(45)_  2757.9528722110263
    RHS_V     c_u_work_capacity(46)_  1534.9528924394108
    RHS_V     c_u_work_capacity(47)_  281.00799674456357
    RHS_V     c_u_work_capacity(48)_  513.11113237641985
    RHS_V     c_u_work_capacity(49)_  421.71608785830904
    RHS_V     c_u_work_capacity(50)_  902.23630201391643
    RHS_V     c_u_work_capacity(51)_  1377.498070321104
    RHS_V     c_u_work_capacity(52)_  301.42391337314621
    RHS_V     c_u_work_capacity(53)_  3626.33782421254
    RHS_V     c_u_work_capacity(54)_  6291.2557258602283
    RHS_V     c_u_work_capacity(55)_  2173.4618465362291
    RHS_V     c_u_work_capacity(56)_  432.93751794258787
    RHS_V     c_u_work_capacity(57)_  4994.1178238685316
    RHS_V     c_u_work_capacity(58)_  305.86002324898891
    RHS_V     c_u_work_capacity(59)_  9659.2991345151313
    RHS_V     c_u_work_capacity(60)_  3236.2913855481438
    RHS_V     c_u_work_capacity(61)_  8606.3732773922129
    RHS_V     c_u_work_capacity(62)_  8204.5287338879425
    RHS_V     c_u_work_capacity(63)_  11288.411911636125
BOUNDS
 UP BOUND     x(J13_1)  250.9820501636911
 UP BOUND     x(J13_2)  6.0130210825361132
 UP BOUND     x(J23_2)  6.0130210825361132
 UP BOUND     x(J13_3)  99.777512984248631
 UP BOUND     x(J8_6)   91.802076234883998
 UP BOUND     x(J8_7)   8.0173614433815601
 UP BOUND     x(J25_7)  8.0173614433815601
 UP BOUND     x(J8_8)   84.324241309902163
 UP BOUND     x(J8_9)   7.0151912629587514
 UP BOUND     x(J29_9)  7.0151912629587514
 UP BOUND     x(J8_10)  131.51460912918651
 UP BOUND     x(J8_11)  78.807984867996083
 UP BOUND     x(J8_12)  23.26445334288951
 UP BOUND     x(J21_12)  23.26445334288951
 UP BOUND     x(J4_13)  102.22135840311398
 UP BOUND     x(J8_13)  102.22135840311398
 UP BOUND     x(J21_13)  102.22135840311398
 UP BOUND     x(J8_14)  96.93802680982094
 UP BOUND     x(J21_14)  96.93802680982094
 UP BOUND     x(J8_15)  14.030382525917503
 UP BOUND     x(J19_15)  14.030382525917503
 UP BOUND     x(J21_15)  14.030382525917503
 UP BOUND     x(J8_16)  199.336101102974
 UP BOUND     x(J21_16)  199.336101102974
 UP BOUND     x(J8_17)  25.130000597049047
 UP BOUND     x(J21_17)  25.130000597049047
 UP BOUND     x(J3_18)  228.87653510472887
 UP BOUND     x(J8_18)  228.87653510472887
 UP BOUND     x(J21_18)  228.87653510472887
 UP BOUND     x(J3_19)  104.22569876395937
 UP BOUND     x(J8_19)  104.22569876395937
 UP BOUND     x(J21_19)  104.22569876395937
 UP BOUND     x(J27_19)  104.22569876395937
 UP BOUND     x(J3_20)  52.197853727480833
 UP BOUND     x(J8_20)  52.197853727480833
 UP BOUND     x(J21_20)  52.197853727480833
 UP BOUND     x(J3_21)  227.06125935516275
 UP BOUND     x(J21_21)  227.06125935516275
 UP BOUND     x(J3_22)  70.184519764557535
 UP BOUND     x(J21_22)  70.184519764557535
 UP BOUND     x(J26_22)  70.184519764557535
 UP BOUND     x(J3_23)  68.408300068768767
 UP BOUND     x(J21_23)  68.408300068768767
 UP BOUND     x(J26_23)  68.408300068768767
 UP BOUND     x(J3_24)  173.72876196956349
 UP BOUND     x(J21_24)  173.72876196956349
 UP BOUND     x(J26_24)  173.72876196956349
 UP BOUND     x(J30_24)  173.72876196956349
 UP BOUND     x(J3_25)  41.737826821313774
 UP BOUND     x(J11_25)  41.737826821313774
 UP BOUND     x(J21_25)  41.737826821313774
 UP BOUND     x(J26_25)  41.737826821313774
 UP BOUND     x(J30_25)  41.737826821313774
 UP BOUND     x(J3_26)  270.96465962287039
 UP BOUND     x(J11_26)  270.96465962287039
 UP BOUND     x(J21_26)  270.96465962287039
 UP BOUND     x(J26_26)  270.96465962287039
 UP BOUND     x(J3_27)  77.916765095998471
 UP BOUND     x(J11_27)  77.916765095998471
 UP BOUND     x(J21_27)  77.916765095998471
 UP BOUND     x(J26_27)  77.916765095998471
 UP BOUND     x(J3_28)  476.65606251402687
 UP BOUND     x(J9_28)  476.65606251402687
 UP BOUND     x(J11_28)  476.65606251402687
 UP BOUND     x(J21_28)  476.65606251402687
 UP BOUND     x(J26_28)  476.65606251402687
 UP BOUND     x(J3_29)  27.025520143392896
 UP BOUND     x(J9_29)  27.025520143392896
 UP BOUND     x(J11_29)  27.025520143392896
 UP BOUND     x(J26_29)  27.025520143392896
 UP BOUND     x(J3_30)  200.73178164475712
 UP BOUND     x(J9_30)  200.73178164475712
 UP BOUND     x(J11_30)  200.73178164475712
 UP BOUND     x(J26_30)  200.73178164475712
 UP BOUND     x(J3_31)  30.065105412680623
 UP BOUND     x(J9_31)  30.065105412680623
 UP BOUND     x(J11_31)  30.065105412680623
 UP BOUND     x(J12_31)  30.065105412680623
 UP BOUND     x(J26_31)  30.065105412680623
 UP BOUND     x(J3_32)  297.09067994911538
 UP BOUND     x(J9_32)  297.09067994911538
 UP BOUND     x(J11_32)  297.09067994911538
 UP BOUND     x(J26_32)  297.09067994911538
 UP BOUND     x(J3_33)  11.023871984649304
 UP BOUND     x(J5_33)  11.023871984649304
 UP BOUND     x(J9_33)  11.023871984649304
 UP BOUND     x(J11_33)  11.023871984649304
 UP BOUND     x(J26_33)  11.023871984649304
 UP BOUND     x(J3_34)  127.00979290243868
 UP BOUND     x(J9_34)  127.00979290243868
 UP BOUND     x(J11_34)  127.00979290243868
 UP BOUND     x(J26_34)  127.00979290243868
 UP BOUND     x(J3_35)  12.72739062326491
 UP BOUND     x(J9_35)  12.72739062326491
 UP BOUND     x(J11_35)  12.72739062326491
 UP BOUND     x(J18_35)  12.72739062326491
 UP BOUND     x(J26_35)  12.72739062326491
 UP BOUND     x(J3_36)  73.310615367686296
 UP BOUND     x(J9_36)  73.310615367686296
 UP BOUND     x(J11_36)  73.310615367686296
 UP BOUND     x(J18_36)  73.310615367686296
 UP BOUND     x(J26_36)  73.310615367686296
 UP BOUND     x(J3_37)  117.37291762348104
 UP BOUND     x(J9_37)  117.37291762348104
 UP BOUND     x(J11_37)  117.37291762348104
 UP BOUND     x(J14_37)  117.37291762348104
 UP BOUND     x(J18_37)  117.37291762348104
 UP BOUND     x(J26_37)  117.37291762348104
 UP BOUND     x(J3_38)  187.59255401414885
 UP BOUND     x(J9_38)  187.59255401414885
 UP BOUND     x(J11_38)  187.59255401414885
 UP BOUND     x(J14_38)  187.59255401414885
 UP BOUND     x(J18_38)  187.59255401414885
 UP BOUND     x(J26_38)  187.59255401414885
 UP BOUND     x(J28_38)  187.59255401414885
 UP BOUND     x(J1_39)  16.03472288676312
 UP BOUND     x(J3_39)  16.03472288676312
 UP BOUND     x(J9_39)  16.03472288676312
 UP BOUND     x(J11_39)  16.03472288676312
 UP BOUND     x(J14_39)  16.03472288676312
 UP BOUND     x(J18_39)  16.03472288676312
 UP BOUND     x(J26_39)  16.03472288676312
 UP BOUND     x(J28_39)  16.03472288676312
 UP BOUND     x(J3_40)  183.89698283651978
 UP BOUND     x(J9_40)  183.89698283651978
 UP BOUND     x(J11_40)  183.89698283651978
 UP BOUND     x(J14_40)  183.89698283651978
 UP BOUND     x(J18_40)  183.89698283651978
 UP BOUND     x(J26_40)  183.89698283651978
 UP BOUND     x(J28_40)  183.89698283651978
 UP BOUND     x(J3_41)  119.20295697175789
 UP BOUND     x(J9_41)  119.20295697175789
 UP BOUND     x(J11_41)  119.20295697175789
 UP BOUND     x(J14_41)  119.20295697175789
 UP BOUND     x(J18_41)  119.20295697175789
 UP BOUND     x(J26_41)  119.20295697175789
 UP BOUND     x(J28_41)  119.20295697175789
 UP BOUND     x(J3_42)  11.023871984649304
 UP BOUND     x(J9_42)  11.023871984649304
 UP BOUND     x(J11_42)  11.023871984649304
 UP BOUND     x(J14_42)  11.023871984649304
 UP BOUND     x(J18_42)  11.023871984649304
 UP BOUND     x(J20_42)  11.023871984649304
 UP BOUND     x(J26_42)  11.023871984649304
 UP BOUND     x(J28_42)  11.023871984649304
 UP BOUND     x(J3_43)  0.33030359827444045
 UP BOUND     x(J9_43)  0.33030359827444045
 UP BOUND     x(J11_43)  0.33030359827444045
 UP BOUND     x(J14_43)  0.33030359827444045
 UP BOUND     x(J18_43)  0.33030359827444045
 UP BOUND     x(J26_43)  0.33030359827444045
 UP BOUND     x(J28_43)  0.33030359827444045
 UP BOUND     x(J3_44)  228.53600038254353
 UP BOUND     x(J11_44)  228.53600038254353
 UP BOUND     x(J14_44)  228.53600038254353
 UP BOUND     x(J18_44)  228.53600038254353
 UP BOUND     x(J26_44)  228.53600038254353
 UP BOUND     x(J28_44)  228.53600038254353
 UP BOUND     x(J3_45)  86.186027256594571
 UP BOUND     x(J6_45)  86.186027256594571
 UP BOUND     x(J11_45)  86.186027256594571
 UP BOUND     x(J14_45)  86.186027256594571
 UP BOUND     x(J18_45)  86.186027256594571
 UP BOUND     x(J26_45)  86.186027256594571
 UP BOUND     x(J28_45)  86.186027256594571
 UP BOUND     x(J3_46)  47.967277888731587
 UP BOUND     x(J6_46)  47.967277888731587
 UP BOUND     x(J11_46)  47.967277888731587
 UP BOUND     x(J14_46)  47.967277888731587
 UP BOUND     x(J18_46)  47.967277888731587
 UP BOUND     x(J26_46)  47.967277888731587
 UP BOUND     x(J3_47)  8.7814998982676116
 UP BOUND     x(J6_47)  8.7814998982676116
 UP BOUND     x(J11_47)  8.7814998982676116
 UP BOUND     x(J14_47)  8.7814998982676116
 UP BOUND     x(J18_47)  8.7814998982676116
 UP BOUND     x(J24_47)  8.7814998982676116
 UP BOUND     x(J26_47)  8.7814998982676116
 UP BOUND     x(J3_48)  16.03472288676312
 UP BOUND     x(J6_48)  16.03472288676312
 UP BOUND     x(J11_48)  16.03472288676312
 UP BOUND     x(J14_48)  16.03472288676312
 UP BOUND     x(J16_48)  16.03472288676312
 UP BOUND     x(J18_48)  16.03472288676312
 UP BOUND     x(J24_48)  16.03472288676312
 UP BOUND     x(J26_48)  16.03472288676312
 UP BOUND     x(J3_49)  13.178627745572157
 UP BOUND     x(J6_49)  13.178627745572157
 UP BOUND     x(J11_49)  13.178627745572157
 UP BOUND     x(J14_49)  13.178627745572157
 UP BOUND     x(J18_49)  13.178627745572157
 UP BOUND     x(J24_49)  13.178627745572157
 UP BOUND     x(J26_49)  13.178627745572157
 UP BOUND     x(J3_50)  28.194884437934888
 UP BOUND     x(J6_50)  28.194884437934888
 UP BOUND     x(J11_50)  28.194884437934888
 UP BOUND     x(J14_50)  28.194884437934888
 UP BOUND     x(J18_50)  28.194884437934888
 UP BOUND     x(J22_50)  28.194884437934888
 UP BOUND     x(J24_50)  28.194884437934888
 UP BOUND     x(J26_50)  28.194884437934888
 UP BOUND     x(J2_51)  43.046814697534501
 UP BOUND     x(J3_51)  43.046814697534501
 UP BOUND     x(J6_51)  43.046814697534501
 UP BOUND     x(J11_51)  43.046814697534501
 UP BOUND     x(J14_51)  43.046814697534501
 UP BOUND     x(J18_51)  43.046814697534501
 UP BOUND     x(J22_51)  43.046814697534501
 UP BOUND     x(J24_51)  43.046814697534501
 UP BOUND     x(J26_51)  43.046814697534501
 UP BOUND     x(J2_52)  9.4194972929108189
 UP BOUND     x(J3_52)  9.4194972929108189
 UP BOUND     x(J6_52)  9.4194972929108189
 UP BOUND     x(J11_52)  9.4194972929108189
 UP BOUND     x(J14_52)  9.4194972929108189
 UP BOUND     x(J18_52)  9.4194972929108189
 UP BOUND     x(J22_52)  9.4194972929108189
 UP BOUND     x(J26_52)  9.4194972929108189
 UP BOUND     x(J2_53)  100.73160622812611
 UP BOUND     x(J3_53)  100.73160622812611
 UP BOUND     x(J6_53)  100.73160622812611
 UP BOUND     x(J11_53)  100.73160622812611
 UP BOUND     x(J14_53)  100.73160622812611
 UP BOUND     x(J18_53)  100.73160622812611
 UP BOUND     x(J22_53)  100.73160622812611
 UP BOUND     x(J26_53)  100.73160622812611
 UP BOUND     x(J2_54)  174.75710349611745
 UP BOUND     x(J3_54)  174.75710349611745
 UP BOUND     x(J6_54)  174.75710349611745
 UP BOUND     x(J11_54)  174.75710349611745
 UP BOUND     x(J14_54)  174.75710349611745
 UP BOUND     x(J18_54)  174.75710349611745
 UP BOUND     x(J26_54)  174.75710349611745
 UP BOUND     x(J2_55)  60.37394018156192
 UP BOUND     x(J3_55)  60.37394018156192
 UP BOUND     x(J6_55)  60.37394018156192
 UP BOUND     x(J11_55)  60.37394018156192
 UP BOUND     x(J14_55)  60.37394018156192
 UP BOUND     x(J17_55)  60.37394018156192
 UP BOUND     x(J18_55)  60.37394018156192
 UP BOUND     x(J26_55)  60.37394018156192
 UP BOUND     x(J2_56)  12.026042165071885
 UP BOUND     x(J3_56)  12.026042165071885
 UP BOUND     x(J6_56)  12.026042165071885
 UP BOUND     x(J10_56)  12.026042165071885
 UP BOUND     x(J11_56)  12.026042165071885
 UP BOUND     x(J14_56)  12.026042165071885
 UP BOUND     x(J17_56)  12.026042165071885
 UP BOUND     x(J18_56)  12.026042165071885
 UP BOUND     x(J26_56)  12.026042165071885
 UP BOUND     x(J2_57)  138.72549510745921
 UP BOUND     x(J3_57)  138.72549510745921
 UP BOUND     x(J6_57)  138.72549510745921
 UP BOUND     x(J11_57)  138.72549510745921
 UP BOUND     x(J14_57)  138.72549510745921
 UP BOUND     x(J17_57)  138.72549510745921
 UP BOUND     x(J18_57)  138.72549510745921
 UP BOUND     x(J26_57)  138.72549510745921
 UP BOUND     x(J2_58)  9.2684855529996639
 UP BOUND     x(J3_58)  9.2684855529996639
 UP BOUND     x(J6_58)  9.2684855529996639
 UP BOUND     x(J11_58)  9.2684855529996639
 UP BOUND     x(J14_58)  9.2684855529996639
 UP BOUND     x(J17_58)  9.2684855529996639
 UP BOUND     x(J18_58)  9.2684855529996639
 UP BOUND     x(J26_58)  9.2684855529996639
 UP BOUND     x(J2_59)  292.70603437924638
 UP BOUND     x(J3_59)  292.70603437924638
 UP BOUND     x(J6_59)  292.70603437924638
 UP BOUND     x(J11_59)  292.70603437924638
 UP BOUND     x(J14_59)  292.70603437924638
 UP BOUND     x(J15_59)  292.70603437924638
 UP BOUND     x(J17_59)  292.70603437924638
 UP BOUND     x(J18_59)  292.70603437924638
 UP BOUND     x(J26_59)  292.70603437924638
 UP BOUND     x(J2_60)  98.069435925701328
 UP BOUND     x(J3_60)  98.069435925701328
 UP BOUND     x(J6_60)  98.069435925701328
 UP BOUND     x(J7_60)  98.069435925701328
 UP BOUND     x(J11_60)  98.069435925701328
 UP BOUND     x(J14_60)  98.069435925701328
 UP BOUND     x(J15_60)  98.069435925701328
 UP BOUND     x(J17_60)  98.069435925701328
 UP BOUND     x(J18_60)  98.069435925701328
 UP BOUND     x(J26_60)  98.069435925701328
 UP BOUND     x(J2_61)  260.79919022400645
 UP BOUND     x(J3_61)  260.79919022400645
 UP BOUND     x(J7_61)  260.79919022400645
 UP BOUND     x(J11_61)  260.79919022400645
 UP BOUND     x(J14_61)  260.79919022400645
 UP BOUND     x(J15_61)  260.79919022400645
 UP BOUND     x(J17_61)  260.79919022400645
 UP BOUND     x(J18_61)  260.79919022400645
 UP BOUND     x(J26_61)  260.79919022400645
 UP BOUND     x(J2_62)  256.3915229339982
 UP BOUND     x(J3_62)  256.3915229339982
 UP BOUND     x(J7_62)  256.3915229339982
 UP BOUND     x(J11_62)  256.3915229339982
 UP BOUND     x(J14_62)  256.3915229339982
 UP BOUND     x(J15_62)  256.3915229339982
 UP BOUND     x(J17_62)  256.3915229339982
 UP BOUND     x(J18_62)  256.3915229339982
 UP BOUND     x(J26_62)  256.3915229339982
 UP BOUND     x(J2_63)  352.76287223862892
 UP BOUND     x(J3_63)  352.76287223862892
 UP BOUND     x(J7_63)  352.76287223862892
 UP BOUND     x(J11_63)  352.76287223862892
 UP BOUND     x(J14_63)  352.76287223862892
 UP BOUND     x(J17_63)  352.76287223862892
 UP BOUND     x(J18_63)  352.76287223862892
 UP BOUND     x(J26_63)  352.76287223862892
ENDATA
