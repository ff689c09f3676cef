NAME        model
OBJSENSE
  MAX
ROWS
 N  work    
 L  c_u_state(1)_
 L  c_u_state(2)_
 L  c_u_state(3)_
 L  c_u_state(4)_
 L  c_u_state(5)_
 L  c_u_state(6)_
 L  c_u_state(7)_
 L  c_u_state(8)_
 L  c_u_state(9)_
 L  c_u_state(10)_
 L  c_u_state(11)_
 L  c_u_state(12)_
 L  c_u_state(13)_
 L  c_u_state(14)_
 L  c_u_state(15)_
 L  c_u_state(16)_
 L  c_u_state(17)_
 L  c_u_state(18)_
 L  c_u_state(19)_
 L  c_u_state(20)_
 L  c_u_state(21)_
 L  c_u_state(22)_
 L  c_u_state(23)_
 L  c_u_state(24)_
 L  c_u_state(25)_
 L  c_u_state(26)_
 L  c_u_state(27)_
 L  c_u_state(28)_
 L  c_u_state(29)_
 L  c_u_state(30)_
 L  c_u_state(31)_
 L  c_u_state(32)_
 L  c_u_state(33)_
 L  c_u_state(34)_
 L  c_u_state(35)_
 L  c_u_state(36)_
 L  c_u_state(37)_
 L  c_u_state(38)_
 L  c_u_state(39)_
 L  c_u_state(40)_
 L  c_u_state(41)_
 L  c_u_state(42)_
 L  c_u_state(43)_
 L  c_u_state(44)_
 L  c_u_state(45)_
 L  c_u_state(46)_
 L  c_u_state(47)_
 L  c_u_state(48)_
 L  c_u_state(49)_
 L  c_u_state(50)_
 L  c_u_state(51)_
 L  c_u_state(52)_
 L  c_u_state(53)_
 L  c_u_state(54)_
 L  c_u_state(55)_
 L  c_u_state(56)_
 L  c_u_state(57)_
 L  c_u_state(58)_
 L  c_u_state(59)_
 L  c_u_state(60)_
 L  c_u_state(61)_
 L  c_u_state(62)_
 L  c_u_state(63)_
 L  c_u_state(64)_
 L  c_u_state(65)_
 L  c_u_state(66)_
 L  c_u_state(67)_
 L  c_u_state(68)_
 L  c_u_state(69)_
 L  c_u_state(70)_
 L  c_u_state(71)_
 L  c_u_state(72)_
 L  c_u_state(73)_
 L  c_u_state(74)_
 L  c_u_state(75)_
 L  c_u_state(76)_
 L  c_u_state(77)_
 L  c_u_state(78)_
 L  c_u_state(79)_
 L  c_u_state(80)_
 L  c_u_state(81)_
 L  c_u_state(82)_
 L  c_u_state(83)_
 L  c_u_state(84)_
 L  c_u_state(85)_
 L  c_u_state(86)_
 L  c_u_state(87)_
 L  c_u_state(88)_
 L  c_u_state(89)_
 L  c_u_state(90)_
 L  c_u_state(91)_
 L  c_u_state(92)_
 L  c_u_state(93)_
 L  c_u_state(94)_
 L  c_u_state(95)_
 L  c_u_state(96)_
 L  c_u_state(97)_
 L  c_u_state(98)_
 L  c_u_state(99)_
 L  c_u_state(100)_
 L  c_u_start(1)_
 L  c_u_start(2)_
 L  c_u_start(3)_
 L  c_u_start(4)_
 L  c_u_start(5)_
 L  c_u_start(6)_
 L  c_u_start(7)_
 L  c_u_start(8)_
 L  c_u_start(9)_
 L  c_u_start(10)_
 L  c_u_start(11)_
 L  c_u_start(12)_
 L  c_u_start(13)_
 L  c_u_start(14)_
 L  c_u_start(15)_
 L  c_u_start(16)_
 L  c_u_start(17)_
 L  c_u_start(18)_
 L  c_u_start(19)_
 L  c_u_start(20)_
 L  c_u_start(21)_
 L  c_u_start(22)_
 L  c_u_start(23)_
 L  c_u_start(24)_
 L  c_u_start(25)_
 L  c_u_start(26)_
 L  c_u_start(27)_
 L  c_u_start(28)_
 L  c_u_start(29)_
 L  c_u_start(30)_
 L  c_u_start(31)_
 L  c_u_start(32)_
 L  c_u_start(33)_
 L  c_u_start(34)_
 L  c_u_start(35)_
 L  c_u_start(36)_
 L  c_u_start(37)_
 L  c_u_start(38)_
 L  c_u_start(39)_
 L  c_u_start(40)_
 L  c_u_start(41)_
 L  c_u_start(42)_
 L  c_u_start(43)_
 L  c_u_start(44)_
 L  c_u_start(45)_
 L  c_u_start(46)_
 L  c_u_start(47)_
 L  c_u_start(48)_
 L  c_u_start(49)_
 L  c_u_start(50)_
 L  c_u_start(51)_
 L  c_u_start(52)_
 L  c_u_start(53)_
 L  c_u_start(54)_
 L  c_u_start(55)_
 L  c_u_start(56)_
 L  c_u_start(57)_
 L  c_u_start(58)_
 L  c_u_start(59)_
 L  c_u_start(60)_
 L  c_u_start(61)_
 L  c_u_start(62)_
 L  c_u_start(63)_
 L  c_u_start(64)_
 L  c_u_start(65)_
 L  c_u_start(66)_
 L  c_u_start(67)_
 L  c_u_start(68)_
 L  c_u_start(69)_
 L  c_u_start(70)_
 L  c_u_start(71)_
 L  c_u_start(72)_
 L  c_u_start(73)_
 L  c_u_start(74)_
 L  c_u_start(75)_
 L  c_u_start(76)_
 L  c_u_start(77)_
 L  c_u_start(78)_
 L  c_u_start(79)_
 L  c_u_start(80)_
 L  c_u_start(81)_
 L  c_u_start(82)_
 L  c_u_start(83)_
 L  c_u_start(84)_
 L  c_u_start(85)_
 L  c_u_start(86)_
 L  c_u_start(87)_
 L  c_u_start(88)_
 L  c_u_start(89)_
 L  c_u_start(90)_
 L  c_u_start(91)_
 L  c_u_start(92)_
 L  c_u_start(93)_
 L  c_u_start(94)_
 L  c_u_start(95)_
 L  c_u_start(96)_
 L  c_u_start(97)_
 L  c_u_start(98)_
 L  c_u_start(99)_
 L  c_u_start(100)_
 L  c_u_stop(1)_
 L  c_u_stop(2)_
 L  c_u_stop(3)_
 L  c_u_stop(4)_
 L  c_u_stop(5)_
 L  c_u_stop(6)_
 L  c_u_stop(7)_
 L  c_u_stop(8)_
 L  c_u_stop(9)_
 L  c_u_stop(10)_
 L  c_u_stop(11)_
 L  c_u_stop(12)_
 L  c_u_stop(13)_
 L  c_u_stop(14)_
 L  c_u_stop(15)_
 L  c_u_stop(16)_
 L  c_u_stop(17)_
 L  c_u_stop(18)_
 L  c_u_stop(19)_
 L  c_u_stop(20)_
 L  c_u_stop(21)_
 L  c_u_stop(22)_
 L  c_u_stop(23)_
 L  c_u_stop(24)_
 L  c_u_stop(25)_
 L  c_u_stop(26)_
 L  c_u_stop(27)_
 L  c_u_stop(28)_
 L  c_u_stop(29)_
 L  c_u_stop(30)_
 L  c_u_stop(31)_
 L  c_u_stop(32)_
 L  c_u_stop(33)_
 L  c_u_stop(34)_
 L  c_u_stop(35)_
 L  c_u_stop(36)_
 L  c_u_stop(37)_
 L  c_u_stop(38)_
 L  c_u_stop(39)_
 L  c_u_stop(40)_
 L  c_u_stop(41)_
 L  c_u_stop(42)_
 L  c_u_stop(43)_
 L  c_u_stop(44)_
 L  c_u_stop(45)_
 L  c_u_stop(46)_
 L  c_u_stop(47)_
 L  c_u_stop(48)_
 L  c_u_stop(49)_
 L  c_u_stop(50)_
 L  c_u_stop(51)_
 L  c_u_stop(52)_
 L  c_u_stop(53)_
 L  c_u_stop(54)_
 L  c_u_stop(55)_
 L  c_u_stop(56)_
 L  c_u_stop(57)_
 L  c_u_stop(58)_
 L  c_u_stop(59)_
 L  c_u_stop(60)_
 L  c_u_stop(61)_
 L  c_u_stop(62)_
 L  c_u_stop(63)_
 L  c_u_stop(64)_
 L  c_u_stop(65)_
 L  c_u_stop(66)_
 L  c_u_stop(67)_
 L  c_u_stop(68)_
 L  c_u_stop(69)_
 L  c_u_stop(70)_
 L  c_u_stop(71)_
 L  c_u_stop(72)_
 L  c_u_stop(73)_
 L  c_u_stop(74)_
 L  c_u_stop(75)_
 L  c_u_stop(76)_
 L  c_u_stop(77)_
 L  c_u_stop(78)_
 L  c_u_stop(79)_
 L  c_u_stop(80)_
 L  c_u_stop(81)_
 L  c_u_stop(82)_
 L  c_u_stop(83)_
 L  c_u_stop(84)_
 L  c_u_stop(85)_
 L  c_u_stop(86)_
 L  c_u_stop(87)_
 L  c_u_stop(88)_
 L  c_u_stop(89)_
 L  c_u_stop(90)_
 L  c_u_stop(91)_
 L  c_u_stop(92)_
 L  c_u_stop(93)_
 L  c_u_stop(94)_
 L  c_u_stop(95)_
 L  c_u_ckpt_after_work(1)_
 L  c_u_ckpt_after_work(2)_
 L  c_u_ckpt_after_work(3)_
 L  c_u_ckpt_after_work(4)_
 L  c_u_ckpt_after_work(5)_
 L  c_u_ckpt_after_work(6)_
 L  c_u_ckpt_after_work(7)_
 L  c_u_ckpt_after_work(8)_
 L  c_u_ckpt_after_work(9)_
 L  c_u_ckpt_after_work(10)_
 L  c_u_ckpt_after_work(11)_
 L  c_u_ckpt_after_work(12)_
 L  c_u_ckpt_after_work(13)_
 L  c_u_ckpt_after_work(14)_
 L  c_u_ckpt_after_work(15)_
 L  c_u_ckpt_after_work(16)_
 L  c_u_ckpt_after_work(17)_
 L  c_u_ckpt_after_work(18)_
 L  c_u_ckpt_after_work(19)_
 L  c_u_ckpt_after_work(20)_
 L  c_u_ckpt_after_work(21)_
 L  c_u_ckpt_after_work(22)_
 L  c_u_ckpt_after_work(23)_
 L  c_u_ckpt_after_work(24)_
 L  c_u_ckpt_after_work(25)_
 L  c_u_ckpt_after_work(26)_
 L  c_u_ckpt_after_work(27)_
 L  c_u_ckpt_after_work(28)_
 L  c_u_ckpt_after_work(29)_
 L  c_u_ckpt_after_work(30)_
 L  c_u_ckpt_after_work(31)_
 L  c_u_ckpt_after_work(32)_
 L  c_u_ckpt_after_work(33)_
 L  c_u_ckpt_after_work(34)_
 L  c_u_ckpt_after_work(35)_
 L  c_u_ckpt_after_work(36)_
 L  c_u_ckpt_after_work(37)_
 L  c_u_ckpt_after_work(38)_
 L  c_u_ckpt_after_work(39)_
 L  c_u_ckpt_after_work(40)_
 L  c_u_ckpt_after_work(41)_
 L  c_u_ckpt_after_work(42)_
 L  c_u_ckpt_after_work(43)_
 L  c_u_ckpt_after_work(44)_
 L  c_u_ckpt_after_work(45)_
 L  c_u_ckpt_after_work(46)_
 L  c_u_ckpt_after_work(47)_
 L  c_u_ckpt_after_work(48)_
 L  c_u_ckpt_after_work(49)_
 L  c_u_ckpt_after_work(50)_
 L  c_u_ckpt_after_work(51)_
 L  c_u_ckpt_after_work(52)_
 L  c_u_ckpt_after_work(53)_
 L  c_u_ckpt_after_work(54)_
 L  c_u_ckpt_after_work(55)_
 L  c_u_ckpt_after_work(56)_
 L  c_u_ckpt_after_work(57)_
 L  c_u_ckpt_after_work(58)_
 L  c_u_ckpt_after_work(59)_
 L  c_u_ckpt_after_work(60)_
 L  c_u_ckpt_after_work(61)_
 L  c_u_ckpt_after_work(62)_
 L  c_u_ckpt_after_work(63)_
 L  c_u_ckpt_after_work(64)_
 L  c_u_ckpt_after_work(65)_
 L  c_u_ckpt_after_work(66)_
 L  c_u_ckpt_after_work(67)_
 L  c_u_ckpt_after_work(68)_
 L  c_u_ckpt_after_work(69)_
 L  c_u_ckpt_after_work(70)_
 L  c_u_ckpt_after_work(71)_
 L  c_u_ckpt_after_work(72)_
 L  c_u_ckpt_after_work(73)_
 L  c_u_ckpt_after_work(74)_
 L  c_u_ckpt_after_work(75)_
 L  c_u_ckpt_after_work(76)_
 L  c_u_ckpt_after_work(77)_
 L  c_u_ckpt_after_work(78)_
 L  c_u_ckpt_after_work(79)_
 L  c_u_ckpt_after_work(80)_
 L  c_u_ckpt_after_work(81)_
 L  c_u_ckpt_after_work(82)_
 L  c_u_ckpt_after_work(83)_
 L  c_u_ckpt_after_work(84)_
 L  c_u_ckpt_after_work(85)_
 L  c_u_ckpt_after_work(86)_
 L  c_u_ckpt_after_work(87)_
 L  c_u_ckpt_after_work(88)_
 L  c_u_ckpt_after_work(89)_
 L  c_u_ckpt_after_work(90)_
 L  c_u_ckpt_after_work(91)_
 L  c_u_ckpt_after_work(92)_
 L  c_u_ckpt_after_work(93)_
 L  c_u_ckpt_after_work(94)_
 G  c_l_run0(1)_
 G  c_l_run0(2)_
 G  c_l_run0(3)_
 L  c_u_processors(0)_
 L  c_u_processors(1)_
 L  c_u_processors(2)_
 L  c_u_processors(3)_
 L  c_u_processors(4)_
 L  c_u_processors(5)_
 L  c_u_processors(6)_
 L  c_u_processors(7)_
 L  c_u_processors(8)_
 L  c_u_processors(9)_
 L  c_u_processors(10)_
 L  c_u_processors(11)_
 L  c_u_processors(12)_
 L  c_u_processors(13)_
 L  c_u_processors(14)_
 L  c_u_processors(15)_
 L  c_u_processors(16)_
 L  c_u_processors(17)_
 L  c_u_processors(18)_
 L  c_u_processors(19)_
 L  c_u_end_
COLUMNS
    MARK0000  'MARKER'                 'INTORG'
    w(J0_0)   work      2
    w(J0_0)   c_u_state(1)_  1
    w(J0_0)   c_u_start(1)_  1
    w(J0_0)   c_u_start(2)_  -1
    w(J0_0)   c_u_stop(1)_  1
    w(J0_0)   c_u_ckpt_after_work(2)_  -1
    w(J0_0)   c_l_run0(1)_  1
    w(J0_0)   c_u_processors(0)_  2
    w(J0_1)   work      2
    w(J0_1)   c_u_state(2)_  1
    w(J0_1)   c_u_start(2)_  1
    w(J0_1)   c_u_start(3)_  -1
    w(J0_1)   c_u_stop(1)_  -1
    w(J0_1)   c_u_stop(2)_  1
    w(J0_1)   c_u_ckpt_after_work(3)_  -1
    w(J0_1)   c_u_processors(1)_  2
    w(J0_2)   work      2
    w(J0_2)   c_u_state(3)_  1
    w(J0_2)   c_u_start(3)_  1
    w(J0_2)   c_u_start(4)_  -1
    w(J0_2)   c_u_stop(2)_  -1
    w(J0_2)   c_u_stop(3)_  1
    w(J0_2)   c_u_ckpt_after_work(4)_  -1
    w(J0_2)   c_u_processors(2)_  2
    w(J0_3)   work      2
    w(J0_3)   c_u_state(4)_  1
    w(J0_3)   c_u_start(4)_  1
    w(J0_3)   c_u_start(5)_  -1
    w(J0_3)   c_u_stop(3)_  -1
    w(J0_3)   c_u_stop(4)_  1
    w(J0_3)   c_u_ckpt_after_work(5)_  -1
    w(J0_3)   c_u_processors(3)_  2
    w(J0_4)   work      2
    w(J0_4)   c_u_state(5)_  1
    w(J0_4)   c_u_start(5)_  1
    w(J0_4)   c_u_start(6)_  -1
    w(J0_4)   c_u_stop(4)_  -1
    w(J0_4)   c_u_stop(5)_  1
    w(J0_4)   c_u_ckpt_after_work(6)_  -1
    w(J0_4)   c_u_processors(4)_  2
    w(J0_5)   work      2
    w(J0_5)   c_u_state(6)_  1
    w(J0_5)   c_u_start(6)_  1
    w(J0_5)   c_u_start(7)_  -1
    w(J0_5)   c_u_stop(5)_  -1
    w(J0_5)   c_u_stop(6)_  1
    w(J0_5)   c_u_ckpt_after_work(7)_  -1
    w(J0_5)   c_u_processors(5)_  2
    w(J0_6)   work      2
    w(J0_6)   c_u_state(7)_  1
    w(J0_6)   c_u_start(7)_  1
    w(J0_6)   c_u_start(8)_  -1
    w(J0_6)   c_u_stop(6)_  -1
    w(J0_6)   c_u_stop(7)_  1
    w(J0_6)   c_u_ckpt_after_work(8)_  -1
    w(J0_6)   c_u_processors(6)_  2
    w(J0_7)   work      2
    w(J0_7)   c_u_state(8)_  1
    w(J0_7)   c_u_start(8)_  1
    w(J0_7)   c_u_start(9)_  -1
    w(J0_7)   c_u_stop(7)_  -1
    w(J0_7)   c_u_stop(8)_  1
    w(J0_7)   c_u_ckpt_after_work(9)_  -1
    w(J0_7)   c_u_processors(7)_  2
    w(J0_8)   work      2
    w(J0_8)   c_u_state(9)_  1
    w(J0_8)   c_u_start(9)_  1
    w(J0_8)   c_u_start(10)_  -1
    w(J0_8)   c_u_stop(8)_  -1
    w(J0_8)   c_u_stop(9)_  1
    w(J0_8)   c_u_ckpt_after_work(10)_  -1
    w(J0_8)   c_u_processors(8)_  2
    w(J0_9)   work      2
    w(J0_9)   c_u_state(10)_  1
    w(J0_9)   c_u_start(10)_  1
    w(J0_9)   c_u_start(11)_  -1
    w(J0_9)   c_u_stop(9)_  -1
    w(J0_9)   c_u_stop(10)_  1
    w(J0_9)   c_u_ckpt_after_work(11)_  -1
    w(J0_9)   c_u_processors(9)_  2
    w(J0_10)  work      2
    w(J0_10)  c_u_state(11)_  1
    w(J0_10)  c_u_start(11)_  1
    w(J0_10)  c_u_start(12)_  -1
    w(J0_10)  c_u_stop(10)_  -1
    w(J0_10)  c_u_stop(11)_  1
    w(J0_10)  c_u_ckpt_after_work(12)_  -1
    w(J0_10)  c_u_processors(10)_  2
    w(J0_11)  work      2
    w(J0_11)  c_u_state(12)_  1
    w(J0_11)  c_u_start(12)_  1
    w(J0_11)  c_u_start(13)_  -1
    w(J0_11)  c_u_stop(11)_  -1
    w(J0_11)  c_u_stop(12)_  1
    w(J0_11)  c_u_ckpt_after_work(13)_  -1
    w(J0_11)  c_u_processors(11)_  2
    w(J0_12)  work      2
    w(J0_12)  c_u_state(13)_  1
    w(J0_12)  c_u_start(13)_  1
    w(J0_12)  c_u_start(14)_  -1
    w(J0_12)  c_u_stop(12)_  -1
    w(J0_12)  c_u_stop(13)_  1
    w(J0_12)  c_u_ckpt_after_work(14)_  -1
    w(J0_12)  c_u_processors(12)_  2
    w(J0_13)  work      2
    w(J0_13)  c_u_state(14)_  1
    w(J0_13)  c_u_start(14)_  1
    w(J0_13)  c_u_start(15)_  -1
    w(J0_13)  c_u_stop(13)_  -1
    w(J0_13)  c_u_stop(14)_  1
    w(J0_13)  c_u_ckpt_after_work(15)_  -1
    w(J0_13)  c_u_processors(13)_  2
    w(J0_14)  work      2
    w(J0_14)  c_u_state(15)_  1
    w(J0_14)  c_u_start(15)_  1
    w(J0_14)  c_u_start(16)_  -1
    w(J0_14)  c_u_stop(14)_  -1
    w(J0_14)  c_u_stop(15)_  1
    w(J0_14)  c_u_ckpt_after_work(16)_  -1
    w(J0_14)  c_u_processors(14)_  2
    w(J0_15)  work      2
    w(J0_15)  c_u_state(16)_  1
    w(J0_15)  c_u_start(16)_  1
    w(J0_15)  c_u_start(17)_  -1
    w(J0_15)  c_u_stop(15)_  -1
    w(J0_15)  c_u_stop(16)_  1
    w(J0_15)  c_u_ckpt_after_work(17)_  -1
    w(J0_15)  c_u_processors(15)_  2
    w(J0_16)  work      2
    w(J0_16)  c_u_state(17)_  1
    w(J0_16)  c_u_start(17)_  1
    w(J0_16)  c_u_start(18)_  -1
    w(J0_16)  c_u_stop(16)_  -1
    w(J0_16)  c_u_stop(17)_  1
    w(J0_16)  c_u_processors(16)_  2
    w(J0_17)  work      2
    w(J0_17)  c_u_state(18)_  1
    w(J0_17)  c_u_start(18)_  1
    w(J0_17)  c_u_start(19)_  -1
    w(J0_17)  c_u_stop(17)_  -1
    w(J0_17)  c_u_stop(18)_  1
    w(J0_17)  c_u_processors(17)_  2
    w(J0_18)  work      2
    w(J0_18)  c_u_state(19)_  1
    w(J0_18)  c_u_start(19)_  1
    w(J0_18)  c_u_start(20)_  -1
    w(J0_18)  c_u_stop(18)_  -1
    w(J0_18)  c_u_stop(19)_  1
    w(J0_18)  c_u_processors(18)_  2
    w(J0_19)  work      2
    w(J0_19)  c_u_state(20)_  1
    w(J0_19)  c_u_start(20)_  1
    w(J0_19)  c_u_stop(19)_  -1
    w(J0_19)  c_u_processors(19)_  2
    w(J0_19)  c_u_end_  2
    w(J1_0)   work      3
    w(J1_0)   c_u_state(21)_  1
    w(J1_0)   c_u_start(21)_  1
    w(J1_0)   c_u_start(22)_  -1
    w(J1_0)   c_u_stop(20)_  1
    w(J1_0)   c_u_ckpt_after_work(19)_  -1
    w(J1_0)   c_l_run0(2)_  1
    w(J1_0)   c_u_processors(0)_  3
    w(J1_1)   work      3
    w(J1_1)   c_u_state(22)_  1
    w(J1_1)   c_u_start(22)_  1
    w(J1_1)   c_u_start(23)_  -1
    w(J1_1)   c_u_stop(20)_  -1
    w(J1_1)   c_u_stop(21)_  1
    w(J1_1)   c_u_ckpt_after_work(20)_  -1
    w(J1_1)   c_u_processors(1)_  3
    w(J1_2)   work      3
    w(J1_2)   c_u_state(23)_  1
    w(J1_2)   c_u_start(23)_  1
    w(J1_2)   c_u_start(24)_  -1
    w(J1_2)   c_u_stop(21)_  -1
    w(J1_2)   c_u_stop(22)_  1
    w(J1_2)   c_u_ckpt_after_work(21)_  -1
    w(J1_2)   c_u_processors(2)_  3
    w(J1_3)   work      3
    w(J1_3)   c_u_state(24)_  1
    w(J1_3)   c_u_start(24)_  1
    w(J1_3)   c_u_start(25)_  -1
    w(J1_3)   c_u_stop(22)_  -1
    w(J1_3)   c_u_stop(23)_  1
    w(J1_3)   c_u_ckpt_after_work(22)_  -1
    w(J1_3)   c_u_processors(3)_  3
    w(J1_4)   work      3
    w(J1_4)   c_u_state(25)_  1
    w(J1_4)   c_u_start(25)_  1
    w(J1_4)   c_u_start(26)_  -1
    w(J1_4)   c_u_stop(23)_  -1
    w(J1_4)   c_u_stop(24)_  1
    w(J1_4)   c_u_ckpt_after_work(23)_  -1
    w(J1_4)   c_u_processors(4)_  3
    w(J1_5)   work      3
    w(J1_5)   c_u_state(26)_  1
    w(J1_5)   c_u_start(26)_  1
    w(J1_5)   c_u_start(27)_  -1
    w(J1_5)   c_u_stop(24)_  -1
    w(J1_5)   c_u_stop(25)_  1
    w(J1_5)   c_u_ckpt_after_work(24)_  -1
    w(J1_5)   c_u_processors(5)_  3
    w(J1_6)   work      3
    w(J1_6)   c_u_state(27)_  1
    w(J1_6)   c_u_start(27)_  1
    w(J1_6)   c_u_start(28)_  -1
    w(J1_6)   c_u_stop(25)_  -1
    w(J1_6)   c_u_stop(26)_  1
    w(J1_6)   c_u_ckpt_after_work(25)_  -1
    w(J1_6)   c_u_processors(6)_  3
    w(J1_7)   work      3
    w(J1_7)   c_u_state(28)_  1
    w(J1_7)   c_u_start(28)_  1
    w(J1_7)   c_u_start(29)_  -1
    w(J1_7)   c_u_stop(26)_  -1
    w(J1_7)   c_u_stop(27)_  1
    w(J1_7)   c_u_ckpt_after_work(26)_  -1
    w(J1_7)   c_u_processors(7)_  3
    w(J1_8)   work      3
    w(J1_8)   c_u_state(29)_  1
    w(J1_8)   c_u_start(29)_  1
    w(J1_8)   c_u_start(30)_  -1
    w(J1_8)   c_u_stop(27)_  -1
    w(J1_8)   c_u_stop(28)_  1
    w(J1_8)   c_u_ckpt_after_work(27)_  -1
    w(J1_8)   c_u_processors(8)_  3
    w(J1_9)   work      3
    w(J1_9)   c_u_state(30)_  1
    w(J1_9)   c_u_start(30)_  1
    w(J1_9)   c_u_start(31)_  -1
    w(J1_9)   c_u_stop(28)_  -1
    w(J1_9)   c_u_stop(29)_  1
    w(J1_9)   c_u_ckpt_after_work(28)_  -1
    w(J1_9)   c_u_processors(9)_  3
    w(J1_10)  work      3
    w(J1_10)  c_u_state(31)_  1
    w(J1_10)  c_u_start(31)_  1
    w(J1_10)  c_u_start(32)_  -1
    w(J1_10)  c_u_stop(29)_  -1
    w(J1_10)  c_u_stop(30)_  1
    w(J1_10)  c_u_ckpt_after_work(29)_  -1
    w(J1_10)  c_u_processors(10)_  3
    w(J1_11)  work      3
    w(J1_11)  c_u_state(32)_  1
    w(J1_11)  c_u_start(32)_  1
    w(J1_11)  c_u_start(33)_  -1
    w(J1_11)  c_u_stop(30)_  -1
    w(J1_11)  c_u_stop(31)_  1
    w(J1_11)  c_u_ckpt_after_work(30)_  -1
    w(J1_11)  c_u_processors(11)_  3
    w(J1_12)  work      3
    w(J1_12)  c_u_state(33)_  1
    w(J1_12)  c_u_start(33)_  1
    w(J1_12)  c_u_start(34)_  -1
    w(J1_12)  c_u_stop(31)_  -1
    w(J1_12)  c_u_stop(32)_  1
    w(J1_12)  c_u_ckpt_after_work(31)_  -1
    w(J1_12)  c_u_processors(12)_  3
    w(J1_13)  work      3
    w(J1_13)  c_u_state(34)_  1
    w(J1_13)  c_u_start(34)_  1
    w(J1_13)  c_u_start(35)_  -1
    w(J1_13)  c_u_stop(32)_  -1
    w(J1_13)  c_u_stop(33)_  1
    w(J1_13)  c_u_ckpt_after_work(32)_  -1
    w(J1_13)  c_u_processors(13)_  3
    w(J1_14)  work      3
    w(J1_14)  c_u_state(35)_  1
    w(J1_14)  c_u_start(35)_  1
    w(J1_14)  c_u_start(36)_  -1
    w(J1_14)  c_u_stop(33)_  -1
    w(J1_14)  c_u_stop(34)_  1
    w(J1_14)  c_u_ckpt_after_work(33)_  -1
    w(J1_14)  c_u_processors(14)_  3
    w(J1_15)  work      3
    w(J1_15)  c_u_state(36)_  1
    w(J1_15)  c_u_start(36)_  1
    w(J1_15)  c_u_start(37)_  -1
    w(J1_15)  c_u_stop(34)_  -1
    w(J1_15)  c_u_stop(35)_  1
    w(J1_15)  c_u_ckpt_after_work(34)_  -1
    w(J1_15)  c_u_processors(15)_  3
    w(J1_16)  work      3
    w(J1_16)  c_u_state(37)_  1
    w(J1_16)  c_u_start(37)_  1
    w(J1_16)  c_u_start(38)_  -1
    w(J1_16)  c_u_stop(35)_  -1
    w(J1_16)  c_u_stop(36)_  1
    w(J1_16)  c_u_ckpt_after_work(35)_  -1
    w(J1_16)  c_u_processors(16)_  3
    w(J1_17)  work      3
    w(J1_17)  c_u_state(38)_  1
    w(J1_17)  c_u_start(38)_  1
    w(J1_17)  c_u_start(39)_  -1
    w(J1_17)  c_u_stop(36)_  -1
    w(J1_17)  c_u_stop(37)_  1
    w(J1_17)  c_u_ckpt_after_work(36)_  -1
    w(J1_17)  c_u_processors(17)_  3
    w(J1_18)  work      3
    w(J1_18)  c_u_state(39)_  1
    w(J1_18)  c_u_start(39)_  1
    w(J1_18)  c_u_start(40)_  -1
    w(J1_18)  c_u_stop(37)_  -1
    w(J1_18)  c_u_stop(38)_  1
    w(J1_18)  c_u_processors(18)_  3
    w(J1_19)  work      3
    w(J1_19)  c_u_state(40)_  1
    w(J1_19)  c_u_start(40)_  1
    w(J1_19)  c_u_stop(38)_  -1
    w(J1_19)  c_u_processors(19)_  3
    w(J1_19)  c_u_end_  3
    w(J2_0)   work      3
    w(J2_0)   c_u_state(41)_  1
    w(J2_0)   c_u_start(41)_  1
    w(J2_0)   c_u_start(42)_  -1
    w(J2_0)   c_u_stop(39)_  1
    w(J2_0)   c_u_ckpt_after_work(38)_  -1
    w(J2_0)   c_l_run0(3)_  1
    w(J2_0)   c_u_processors(0)_  3
    w(J2_1)   work      3
    w(J2_1)   c_u_state(42)_  1
    w(J2_1)   c_u_start(42)_  1
    w(J2_1)   c_u_start(43)_  -1
    w(J2_1)   c_u_stop(39)_  -1
    w(J2_1)   c_u_stop(40)_  1
    w(J2_1)   c_u_ckpt_after_work(39)_  -1
    w(J2_1)   c_u_processors(1)_  3
    w(J2_2)   work      3
    w(J2_2)   c_u_state(43)_  1
    w(J2_2)   c_u_start(43)_  1
    w(J2_2)   c_u_start(44)_  -1
    w(J2_2)   c_u_stop(40)_  -1
    w(J2_2)   c_u_stop(41)_  1
    w(J2_2)   c_u_ckpt_after_work(40)_  -1
    w(J2_2)   c_u_processors(2)_  3
    w(J2_3)   work      3
    w(J2_3)   c_u_state(44)_  1
    w(J2_3)   c_u_start(44)_  1
    w(J2_3)   c_u_start(45)_  -1
    w(J2_3)   c_u_stop(41)_  -1
    w(J2_3)   c_u_stop(42)_  1
    w(J2_3)   c_u_ckpt_after_work(41)_  -1
    w(J2_3)   c_u_processors(3)_  3
    w(J2_4)   work      3
    w(J2_4)   c_u_state(45)_  1
    w(J2_4)   c_u_start(45)_  1
    w(J2_4)   c_u_start(46)_  -1
    w(J2_4)   c_u_stop(42)_  -1
    w(J2_4)   c_u_stop(43)_  1
    w(J2_4)   c_u_ckpt_after_work(42)_  -1
    w(J2_4)   c_u_processors(4)_  3
    w(J2_5)   work      3
    w(J2_5)   c_u_state(46)_  1
    w(J2_5)   c_u_start(46)_  1
    w(J2_5)   c_u_start(47)_  -1
    w(J2_5)   c_u_stop(43)_  -1
    w(J2_5)   c_u_stop(44)_  1
    w(J2_5)   c_u_ckpt_after_work(43)_  -1
    w(J2_5)   c_u_processors(5)_  3
    w(J2_6)   work      3
    w(J2_6)   c_u_state(47)_  1
    w(J2_6)   c_u_start(47)_  1
    w(J2_6)   c_u_start(48)_  -1
    w(J2_6)   c_u_stop(44)_  -1
    w(J2_6)   c_u_stop(45)_  1
    w(J2_6)   c_u_ckpt_after_work(44)_  -1
    w(J2_6)   c_u_processors(6)_  3
    w(J2_7)   work      3
    w(J2_7)   c_u_state(48)_  1
    w(J2_7)   c_u_start(48)_  1
    w(J2_7)   c_u_start(49)_  -1
    w(J2_7)   c_u_stop(45)_  -1
    w(J2_7)   c_u_stop(46)_  1
    w(J2_7)   c_u_ckpt_after_work(45)_  -1
    w(J2_7)   c_u_processors(7)_  3
    w(J2_8)   work      3
    w(J2_8)   c_u_state(49)_  1
    w(J2_8)   c_u_start(49)_  1
    w(J2_8)   c_u_start(50)_  -1
    w(J2_8)   c_u_stop(46)_  -1
    w(J2_8)   c_u_stop(47)_  1
    w(J2_8)   c_u_ckpt_after_work(46)_  -1
    w(J2_8)   c_u_processors(8)_  3
    w(J2_9)   work      3
    w(J2_9)   c_u_state(50)_  1
    w(J2_9)   c_u_start(50)_  1
    w(J2_9)   c_u_start(51)_  -1
    w(J2_9)   c_u_stop(47)_  -1
    w(J2_9)   c_u_stop(48)_  1
    w(J2_9)   c_u_ckpt_after_work(47)_  -1
    w(J2_9)   c_u_processors(9)_  3
    w(J2_10)  work      3
    w(J2_10)  c_u_state(51)_  1
    w(J2_10)  c_u_start(51)_  1
    w(J2_10)  c_u_start(52)_  -1
    w(J2_10)  c_u_stop(48)_  -1
    w(J2_10)  c_u_stop(49)_  1
    w(J2_10)  c_u_ckpt_after_work(48)_  -1
    w(J2_10)  c_u_processors(10)_  3
    w(J2_11)  work      3
    w(J2_11)  c_u_state(52)_  1
    w(J2_11)  c_u_start(52)_  1
    w(J2_11)  c_u_start(53)_  -1
    w(J2_11)  c_u_stop(49)_  -1
    w(J2_11)  c_u_stop(50)_  1
    w(J2_11)  c_u_ckpt_after_work(49)_  -1
    w(J2_11)  c_u_processors(11)_  3
    w(J2_12)  work      3
    w(J2_12)  c_u_state(53)_  1
    w(J2_12)  c_u_start(53)_  1
    w(J2_12)  c_u_start(54)_  -1
    w(J2_12)  c_u_stop(50)_  -1
    w(J2_12)  c_u_stop(51)_  1
    w(J2_12)  c_u_ckpt_after_work(50)_  -1
    w(J2_12)  c_u_processors(12)_  3
    w(J2_13)  work      3
    w(J2_13)  c_u_state(54)_  1
    w(J2_13)  c_u_start(54)_  1
    w(J2_13)  c_u_start(55)_  -1
    w(J2_13)  c_u_stop(51)_  -1
    w(J2_13)  c_u_stop(52)_  1
    w(J2_13)  c_u_ckpt_after_work(51)_  -1
    w(J2_13)  c_u_processors(13)_  3
    w(J2_14)  work      3
    w(J2_14)  c_u_state(55)_  1
    w(J2_14)  c_u_start(55)_  1
    w(J2_14)  c_u_start(56)_  -1
    w(J2_14)  c_u_stop(52)_  -1
    w(J2_14)  c_u_stop(53)_  1
    w(J2_14)  c_u_ckpt_after_work(52)_  -1
    w(J2_14)  c_u_processors(14)_  3
    w(J2_15)  work      3
    w(J2_15)  c_u_state(56)_  1
    w(J2_15)  c_u_start(56)_  1
    w(J2_15)  c_u_start(57)_  -1
    w(J2_15)  c_u_stop(53)_  -1
    w(J2_15)  c_u_stop(54)_  1
    w(J2_15)  c_u_ckpt_after_work(53)_  -1
    w(J2_15)  c_u_processors(15)_  3
    w(J2_16)  work      3
    w(J2_16)  c_u_state(57)_  1
    w(J2_16)  c_u_start(57)_  1
    w(J2_16)  c_u_start(58)_  -1
    w(J2_16)  c_u_stop(54)_  -1
    w(J2_16)  c_u_stop(55)_  1
    w(J2_16)  c_u_ckpt_after_work(54)_  -1
    w(J2_16)  c_u_processors(16)_  3
    w(J2_17)  work      3
    w(J2_17)  c_u_state(58)_  1
    w(J2_17)  c_u_start(58)_  1
    w(J2_17)  c_u_start(59)_  -1
    w(J2_17)  c_u_stop(55)_  -1
    w(J2_17)  c_u_stop(56)_  1
    w(J2_17)  c_u_processors(17)_  3
    w(J2_18)  work      3
    w(J2_18)  c_u_state(59)_  1
    w(J2_18)  c_u_start(59)_  1
    w(J2_18)  c_u_start(60)_  -1
    w(J2_18)  c_u_stop(56)_  -1
    w(J2_18)  c_u_stop(57)_  1
    w(J2_18)  c_u_processors(18)_  3
    w(J2_19)  work      3
    w(J2_19)  c_u_state(60)_  1
    w(J2_19)  c_u_start(60)_  1
    w(J2_19)  c_u_stop(57)_  -1
    w(J2_19)  c_u_processors(19)_  3
    w(J2_19)  c_u_end_  3
    w(J3_0)   work      4
    w(J3_0)   c_u_state(61)_  1
    w(J3_0)   c_u_start(61)_  1
    w(J3_0)   c_u_start(62)_  -1
    w(J3_0)   c_u_stop(58)_  1
    w(J3_0)   c_u_ckpt_after_work(56)_  -1
    w(J3_0)   c_u_processors(0)_  4
    w(J3_1)   work      4
    w(J3_1)   c_u_state(62)_  1
    w(J3_1)   c_u_start(62)_  1
    w(J3_1)   c_u_start(63)_  -1
    w(J3_1)   c_u_stop(58)_  -1
    w(J3_1)   c_u_stop(59)_  1
    w(J3_1)   c_u_ckpt_after_work(57)_  -1
    w(J3_1)   c_u_processors(1)_  4
    w(J3_2)   work      4
    w(J3_2)   c_u_state(63)_  1
    w(J3_2)   c_u_start(63)_  1
    w(J3_2)   c_u_start(64)_  -1
    w(J3_2)   c_u_stop(59)_  -1
    w(J3_2)   c_u_stop(60)_  1
    w(J3_2)   c_u_ckpt_after_work(58)_  -1
    w(J3_2)   c_u_processors(2)_  4
    w(J3_3)   work      4
    w(J3_3)   c_u_state(64)_  1
    w(J3_3)   c_u_start(64)_  1
    w(J3_3)   c_u_start(65)_  -1
    w(J3_3)   c_u_stop(60)_  -1
    w(J3_3)   c_u_stop(61)_  1
    w(J3_3)   c_u_ckpt_after_work(59)_  -1
    w(J3_3)   c_u_processors(3)_  4
    w(J3_4)   work      4
    w(J3_4)   c_u_state(65)_  1
    w(J3_4)   c_u_start(65)_  1
    w(J3_4)   c_u_start(66)_  -1
    w(J3_4)   c_u_stop(61)_  -1
    w(J3_4)   c_u_stop(62)_  1
    w(J3_4)   c_u_ckpt_after_work(60)_  -1
    w(J3_4)   c_u_processors(4)_  4
    w(J3_5)   work      4
    w(J3_5)   c_u_state(66)_  1
    w(J3_5)   c_u_start(66)_  1
    w(J3_5)   c_u_start(67)_  -1
    w(J3_5)   c_u_stop(62)_  -1
    w(J3_5)   c_u_stop(63)_  1
    w(J3_5)   c_u_ckpt_after_work(61)_  -1
    w(J3_5)   c_u_processors(5)_  4
    w(J3_6)   work      4
    w(J3_6)   c_u_state(67)_  1
    w(J3_6)   c_u_start(67)_  1
    w(J3_6)   c_u_start(68)_  -1
    w(J3_6)   c_u_stop(63)_  -1
    w(J3_6)   c_u_stop(64)_  1
    w(J3_6)   c_u_ckpt_after_work(62)_  -1
    w(J3_6)   c_u_processors(6)_  4
    w(J3_7)   work      4
    w(J3_7)   c_u_state(68)_  1
    w(J3_7)   c_u_start(68)_  1
    w(J3_7)   c_u_start(69)_  -1
    w(J3_7)   c_u_stop(64)_  -1
    w(J3_7)   c_u_stop(65)_  1
    w(J3_7)   c_u_ckpt_after_work(63)_  -1
    w(J3_7)   c_u_processors(7)_  4
    w(J3_8)   work      4
    w(J3_8)   c_u_state(69)_  1
    w(J3_8)   c_u_start(69)_  1
    w(J3_8)   c_u_start(70)_  -1
    w(J3_8)   c_u_stop(65)_  -1
    w(J3_8)   c_u_stop(66)_  1
    w(J3_8)   c_u_ckpt_after_work(64)_  -1
    w(J3_8)   c_u_processors(8)_  4
    w(J3_9)   work      4
    w(J3_9)   c_u_state(70)_  1
    w(J3_9)   c_u_start(70)_  1
    w(J3_9)   c_u_start(71)_  -1
    w(J3_9)   c_u_stop(66)_  -1
    w(J3_9)   c_u_stop(67)_  1
    w(J3_9)   c_u_ckpt_after_work(65)_  -1
    w(J3_9)   c_u_processors(9)_  4
    w(J3_10)  work      4
    w(J3_10)  c_u_state(71)_  1
    w(J3_10)  c_u_start(71)_  1
    w(J3_10)  c_u_start(72)_  -1
    w(J3_10)  c_u_stop(67)_  -1
    w(J3_10)  c_u_stop(68)_  1
    w(J3_10)  c_u_ckpt_after_work(66)_  -1
    w(J3_10)  c_u_processors(10)_  4
    w(J3_11)  work      4
    w(J3_11)  c_u_state(72)_  1
    w(J3_11)  c_u_start(72)_  1
    w(J3_11)  c_u_start(73)_  -1
    w(J3_11)  c_u_stop(68)_  -1
    w(J3_11)  c_u_stop(69)_  1
    w(J3_11)  c_u_ckpt_after_work(67)_  -1
    w(J3_11)  c_u_processors(11)_  4
    w(J3_12)  work      4
    w(J3_12)  c_u_state(73)_  1
    w(J3_12)  c_u_start(73)_  1
    w(J3_12)  c_u_start(74)_  -1
    w(J3_12)  c_u_stop(69)_  -1
    w(J3_12)  c_u_stop(70)_  1
    w(J3_12)  c_u_ckpt_after_work(68)_  -1
    w(J3_12)  c_u_processors(12)_  4
    w(J3_13)  work      4
    w(J3_13)  c_u_state(74)_  1
    w(J3_13)  c_u_start(74)_  1
    w(J3_13)  c_u_start(75)_  -1
    w(J3_13)  c_u_stop(70)_  -1
    w(J3_13)  c_u_stop(71)_  1
    w(J3_13)  c_u_ckpt_after_work(69)_  -1
    w(J3_13)  c_u_processors(13)_  4
    w(J3_14)  work      4
    w(J3_14)  c_u_state(75)_  1
    w(J3_14)  c_u_start(75)_  1
    w(J3_14)  c_u_start(76)_  -1
    w(J3_14)  c_u_stop(71)_  -1
    w(J3_14)  c_u_stop(72)_  1
    w(J3_14)  c_u_ckpt_after_work(70)_  -1
    w(J3_14)  c_u_processors(14)_  4
    w(J3_15)  work      4
    w(J3_15)  c_u_state(76)_  1
    w(J3_15)  c_u_start(76)_  1
    w(J3_15)  c_u_start(77)_  -1
    w(J3_15)  c_u_stop(72)_  -1
    w(J3_15)  c_u_stop(73)_  1
    w(J3_15)  c_u_ckpt_after_work(71)_  -1
    w(J3_15)  c_u_processors(15)_  4
    w(J3_16)  work      4
    w(J3_16)  c_u_state(77)_  1
    w(J3_16)  c_u_start(77)_  1
    w(J3_16)  c_u_start(78)_  -1
    w(J3_16)  c_u_stop(73)_  -1
    w(J3_16)  c_u_stop(74)_  1
    w(J3_16)  c_u_ckpt_after_work(72)_  -1
    w(J3_16)  c_u_processors(16)_  4
    w(J3_17)  work      4
    w(J3_17)  c_u_state(78)_  1
    w(J3_17)  c_u_start(78)_  1
    w(J3_17)  c_u_start(79)_  -1
    w(J3_17)  c_u_stop(74)_  -1
    w(J3_17)  c_u_stop(75)_  1
    w(J3_17)  c_u_ckpt_after_work(73)_  -1
    w(J3_17)  c_u_processors(17)_  4
    w(J3_18)  work      4
    w(J3_18)  c_u_state(79)_  1
    w(J3_18)  c_u_start(79)_  1
    w(J3_18)  c_u_start(80)_  -1
    w(J3_18)  c_u_stop(75)_  -1
    w(J3_18)  c_u_stop(76)_  1
    w(J3_18)  c_u_ckpt_after_work(74)_  -1
    w(J3_18)  c_u_processors(18)_  4
    w(J3_19)  work      4
    w(J3_19)  c_u_state(80)_  1
    w(J3_19)  c_u_start(80)_  1
    w(J3_19)  c_u_stop(76)_  -1
    w(J3_19)  c_u_processors(19)_  4
    w(J3_19)  c_u_end_  4
    w(J4_0)   work      7
    w(J4_0)   c_u_state(81)_  1
    w(J4_0)   c_u_start(81)_  1
    w(J4_0)   c_u_start(82)_  -1
    w(J4_0)   c_u_stop(77)_  1
    w(J4_0)   c_u_ckpt_after_work(76)_  -1
    w(J4_0)   c_u_processors(0)_  7
    w(J4_1)   work      7
    w(J4_1)   c_u_state(82)_  1
    w(J4_1)   c_u_start(82)_  1
    w(J4_1)   c_u_start(83)_  -1
    w(J4_1)   c_u_stop(77)_  -1
    w(J4_1)   c_u_stop(78)_  1
    w(J4_1)   c_u_ckpt_after_work(77)_  -1
    w(J4_1)   c_u_processors(1)_  7
    w(J4_2)   work      7
    w(J4_2)   c_u_state(83)_  1
    w(J4_2)   c_u_start(83)_  1
    w(J4_2)   c_u_start(84)_  -1
    w(J4_2)   c_u_stop(78)_  -1
    w(J4_2)   c_u_stop(79)_  1
    w(J4_2)   c_u_ckpt_after_work(78)_  -1
    w(J4_2)   c_u_processors(2)_  7
    w(J4_3)   work      7
    w(J4_3)   c_u_state(84)_  1
    w(J4_3)   c_u_start(84)_  1
    w(J4_3)   c_u_start(85)_  -1
    w(J4_3)   c_u_stop(79)_  -1
    w(J4_3)   c_u_stop(80)_  1
    w(J4_3)   c_u_ckpt_after_work(79)_  -1
    w(J4_3)   c_u_processors(3)_  7
    w(J4_4)   work      7
    w(J4_4)   c_u_state(85)_  1
    w(J4_4)   c_u_start(85)_  1
    w(J4_4)   c_u_start(86)_  -1
    w(J4_4)   c_u_stop(80)_  -1
    w(J4_4)   c_u_stop(81)_  1
    w(J4_4)   c_u_ckpt_after_work(80)_  -1
    w(J4_4)   c_u_processors(4)_  7
    w(J4_5)   work      7
    w(J4_5)   c_u_state(86)_  1
    w(J4_5)   c_u_start(86)_  1
    w(J4_5)   c_u_start(87)_  -1
    w(J4_5)   c_u_stop(81)_  -1
    w(J4_5)   c_u_stop(82)_  1
    w(J4_5)   c_u_ckpt_after_work(81)_  -1
    w(J4_5)   c_u_processors(5)_  7
    w(J4_6)   work      7
    w(J4_6)   c_u_state(87)_  1
    w(J4_6)   c_u_start(87)_  1
    w(J4_6)   c_u_start(88)_  -1
    w(J4_6)   c_u_stop(82)_  -1
    w(J4_6)   c_u_stop(83)_  1
    w(J4_6)   c_u_ckpt_after_work(82)_  -1
    w(J4_6)   c_u_processors(6)_  7
    w(J4_7)   work      7
    w(J4_7)   c_u_state(88)_  1
    w(J4_7)   c_u_start(88)_  1
    w(J4_7)   c_u_start(89)_  -1
    w(J4_7)   c_u_stop(83)_  -1
    w(J4_7)   c_u_stop(84)_  1
    w(J4_7)   c_u_ckpt_after_work(83)_  -1
    w(J4_7)   c_u_processors(7)_  7
    w(J4_8)   work      7
    w(J4_8)   c_u_state(89)_  1
    w(J4_8)   c_u_start(89)_  1
    w(J4_8)   c_u_start(90)_  -1
    w(J4_8)   c_u_stop(84)_  -1
    w(J4_8)   c_u_stop(85)_  1
    w(J4_8)   c_u_ckpt_after_work(84)_  -1
    w(J4_8)   c_u_processors(8)_  7
    w(J4_9)   work      7
    w(J4_9)   c_u_state(90)_  1
    w(J4_9)   c_u_start(90)_  1
    w(J4_9)   c_u_start(91)_  -1
    w(J4_9)   c_u_stop(85)_  -1
    w(J4_9)   c_u_stop(86)_  1
    w(J4_9)   c_u_ckpt_after_work(85)_  -1
    w(J4_9)   c_u_processors(9)_  7
    w(J4_10)  work      7
    w(J4_10)  c_u_state(91)_  1
    w(J4_10)  c_u_start(91)_  1
    w(J4_10)  c_u_start(92)_  -1
    w(J4_10)  c_u_stop(86)_  -1
    w(J4_10)  c_u_stop(87)_  1
    w(J4_10)  c_u_ckpt_after_work(86)_  -1
    w(J4_10)  c_u_processors(10)_  7
    w(J4_11)  work      7
    w(J4_11)  c_u_state(92)_  1
    w(J4_11)  c_u_start(92)_  1
    w(J4_11)  c_u_start(93)_  -1
    w(J4_11)  c_u_stop(87)_  -1
    w(J4_11)  c_u_stop(88)_  1
    w(J4_11)  c_u_ckpt_after_work(87)_  -1
    w(J4_11)  c_u_processors(11)_  7
    w(J4_12)  work      7
    w(J4_12)  c_u_state(93)_  1
    w(J4_12)  c_u_start(93)_  1
    w(J4_12)  c_u_start(94)_  -1
    w(J4_12)  c_u_stop(88)_  -1
    w(J4_12)  c_u_stop(89)_  1
    w(J4_12)  c_u_ckpt_after_work(88)_  -1
    w(J4_12)  c_u_processors(12)_  7
    w(J4_13)  work      7
    w(J4_13)  c_u_state(94)_  1
    w(J4_13)  c_u_start(94)_  1
    w(J4_13)  c_u_start(95)_  -1
    w(J4_13)  c_u_stop(89)_  -1
    w(J4_13)  c_u_stop(90)_  1
    w(J4_13)  c_u_ckpt_after_work(89)_  -1
    w(J4_13)  c_u_processors(13)_  7
    w(J4_14)  work      7
    w(J4_14)  c_u_state(95)_  1
    w(J4_14)  c_u_start(95)_  1
    w(J4_14)  c_u_start(96)_  -1
    w(J4_14)  c_u_stop(90)_  -1
    w(J4_14)  c_u_stop(91)_  1
    w(J4_14)  c_u_ckpt_after_work(90)_  -1
    w(J4_14)  c_u_processors(14)_  7
    w(J4_15)  work      7
    w(J4_15)  c_u_state(96)_  1
    w(J4_15)  c_u_start(96)_  1
    w(J4_15)  c_u_start(97)_  -1
    w(J4_15)  c_u_stop(91)_  -1
    w(J4_15)  c_u_stop(92)_  1
    w(J4_15)  c_u_ckpt_after_work(91)_  -1
    w(J4_15)  c_u_processors(15)_  7
    w(J4_16)  work      7
    w(J4_16)  c_u_state(97)_  1
    w(J4_16)  c_u_start(97)_  1
    w(J4_16)  c_u_start(98)_  -1
    w(J4_16)  c_u_stop(92)_  -1
    w(J4_16)  c_u_stop(93)_  1
    w(J4_16)  c_u_ckpt_after_work(92)_  -1
    w(J4_16)  c_u_processors(16)_  7
    w(J4_17)  work      7
    w(J4_17)  c_u_state(98)_  1
    w(J4_17)  c_u_start(98)_  1
    w(J4_17)  c_u_start(99)_  -1
    w(J4_17)  c_u_stop(93)_  -1
    w(J4_17)  c_u_stop(94)_  1
    w(J4_17)  c_u_ckpt_after_work(93)_  -1
    w(J4_17)  c_u_processors(17)_  7
    w(J4_18)  work      7
    w(J4_18)  c_u_state(99)_  1
    w(J4_18)  c_u_start(99)_  1
    w(J4_18)  c_u_start(100)_  -1
    w(J4_18)  c_u_stop(94)_  -1
    w(J4_18)  c_u_stop(95)_  1
    w(J4_18)  c_u_ckpt_after_work(94)_  -1
    w(J4_18)  c_u_processors(18)_  7
    w(J4_19)  work      7
    w(J4_19)  c_u_state(100)_  1
    w(J4_19)  c_u_start(100)_  1
    w(J4_19)  c_u_stop(95)_  -1
    w(J4_19)  c_u_processors(19)_  7
    w(J4_19)  c_u_end_  7
    v(J0_0)   c_u_state(1)_  1
    v(J0_0)   c_u_state(2)_  1
    v(J0_0)   c_u_state(3)_  1
    v(J0_0)   c_u_state(4)_  1
    v(J0_0)   c_u_ckpt_after_work(1)_  1
    v(J0_0)   c_l_run0(1)_  1
    v(J0_0)   c_u_processors(0)_  2
    v(J0_0)   c_u_processors(1)_  2
    v(J0_0)   c_u_processors(2)_  2
    v(J0_0)   c_u_processors(3)_  2
    v(J0_1)   c_u_state(2)_  1
    v(J0_1)   c_u_state(3)_  1
    v(J0_1)   c_u_state(4)_  1
    v(J0_1)   c_u_state(5)_  1
    v(J0_1)   c_u_stop(1)_  -1
    v(J0_1)   c_u_ckpt_after_work(2)_  1
    v(J0_1)   c_u_processors(1)_  2
    v(J0_1)   c_u_processors(2)_  2
    v(J0_1)   c_u_processors(3)_  2
    v(J0_1)   c_u_processors(4)_  2
    v(J0_2)   c_u_state(3)_  1
    v(J0_2)   c_u_state(4)_  1
    v(J0_2)   c_u_state(5)_  1
    v(J0_2)   c_u_state(6)_  1
    v(J0_2)   c_u_stop(2)_  -1
    v(J0_2)   c_u_ckpt_after_work(3)_  1
    v(J0_2)   c_u_processors(2)_  2
    v(J0_2)   c_u_processors(3)_  2
    v(J0_2)   c_u_processors(4)_  2
    v(J0_2)   c_u_processors(5)_  2
    v(J0_3)   c_u_state(4)_  1
    v(J0_3)   c_u_state(5)_  1
    v(J0_3)   c_u_state(6)_  1
    v(J0_3)   c_u_state(7)_  1
    v(J0_3)   c_u_stop(3)_  -1
    v(J0_3)   c_u_ckpt_after_work(4)_  1
    v(J0_3)   c_u_processors(3)_  2
    v(J0_3)   c_u_processors(4)_  2
    v(J0_3)   c_u_processors(5)_  2
    v(J0_3)   c_u_processors(6)_  2
    v(J0_4)   c_u_state(5)_  1
    v(J0_4)   c_u_state(6)_  1
    v(J0_4)   c_u_state(7)_  1
    v(J0_4)   c_u_state(8)_  1
    v(J0_4)   c_u_stop(4)_  -1
    v(J0_4)   c_u_ckpt_after_work(5)_  1
    v(J0_4)   c_u_processors(4)_  2
    v(J0_4)   c_u_processors(5)_  2
    v(J0_4)   c_u_processors(6)_  2
    v(J0_4)   c_u_processors(7)_  2
    v(J0_5)   c_u_state(6)_  1
    v(J0_5)   c_u_state(7)_  1
    v(J0_5)   c_u_state(8)_  1
    v(J0_5)   c_u_state(9)_  1
    v(J0_5)   c_u_stop(5)_  -1
    v(J0_5)   c_u_ckpt_after_work(6)_  1
    v(J0_5)   c_u_processors(5)_  2
    v(J0_5)   c_u_processors(6)_  2
    v(J0_5)   c_u_processors(7)_  2
    v(J0_5)   c_u_processors(8)_  2
    v(J0_6)   c_u_state(7)_  1
    v(J0_6)   c_u_state(8)_  1
    v(J0_6)   c_u_state(9)_  1
    v(J0_6)   c_u_state(10)_  1
    v(J0_6)   c_u_stop(6)_  -1
    v(J0_6)   c_u_ckpt_after_work(7)_  1
    v(J0_6)   c_u_processors(6)_  2
    v(J0_6)   c_u_processors(7)_  2
    v(J0_6)   c_u_processors(8)_  2
    v(J0_6)   c_u_processors(9)_  2
    v(J0_7)   c_u_state(8)_  1
    v(J0_7)   c_u_state(9)_  1
    v(J0_7)   c_u_state(10)_  1
    v(J0_7)   c_u_state(11)_  1
    v(J0_7)   c_u_stop(7)_  -1
    v(J0_7)   c_u_ckpt_after_work(8)_  1
    v(J0_7)   c_u_processors(7)_  2
    v(J0_7)   c_u_processors(8)_  2
    v(J0_7)   c_u_processors(9)_  2
    v(J0_7)   c_u_processors(10)_  2
    v(J0_8)   c_u_state(9)_  1
    v(J0_8)   c_u_state(10)_  1
    v(J0_8)   c_u_state(11)_  1
    v(J0_8)   c_u_state(12)_  1
    v(J0_8)   c_u_stop(8)_  -1
    v(J0_8)   c_u_ckpt_after_work(9)_  1
    v(J0_8)   c_u_processors(8)_  2
    v(J0_8)   c_u_processors(9)_  2
    v(J0_8)   c_u_processors(10)_  2
    v(J0_8)   c_u_processors(11)_  2
    v(J0_9)   c_u_state(10)_  1
    v(J0_9)   c_u_state(11)_  1
    v(J0_9)   c_u_state(12)_  1
    v(J0_9)   c_u_state(13)_  1
    v(J0_9)   c_u_stop(9)_  -1
    v(J0_9)   c_u_ckpt_after_work(10)_  1
    v(J0_9)   c_u_processors(9)_  2
    v(J0_9)   c_u_processors(10)_  2
    v(J0_9)   c_u_processors(11)_  2
    v(J0_9)   c_u_processors(12)_  2
    v(J0_10)  c_u_state(11)_  1
    v(J0_10)  c_u_state(12)_  1
    v(J0_10)  c_u_state(13)_  1
    v(J0_10)  c_u_state(14)_  1
    v(J0_10)  c_u_stop(10)_  -1
    v(J0_10)  c_u_ckpt_after_work(11)_  1
    v(J0_10)  c_u_processors(10)_  2
    v(J0_10)  c_u_processors(11)_  2
    v(J0_10)  c_u_processors(12)_  2
    v(J0_10)  c_u_processors(13)_  2
    v(J0_11)  c_u_state(12)_  1
    v(J0_11)  c_u_state(13)_  1
    v(J0_11)  c_u_state(14)_  1
    v(J0_11)  c_u_state(15)_  1
    v(J0_11)  c_u_stop(11)_  -1
    v(J0_11)  c_u_ckpt_after_work(12)_  1
    v(J0_11)  c_u_processors(11)_  2
    v(J0_11)  c_u_processors(12)_  2
    v(J0_11)  c_u_processors(13)_  2
    v(J0_11)  c_u_processors(14)_  2
    v(J0_12)  c_u_state(13)_  1
    v(J0_12)  c_u_state(14)_  1
    v(J0_12)  c_u_state(15)_  1
    v(J0_12)  c_u_state(16)_  1
    v(J0_12)  c_u_stop(12)_  -1
    v(J0_12)  c_u_ckpt_after_work(13)_  1
    v(J0_12)  c_u_processors(12)_  2
    v(J0_12)  c_u_processors(13)_  2
    v(J0_12)  c_u_processors(14)_  2
    v(J0_12)  c_u_processors(15)_  2
    v(J0_13)  c_u_state(14)_  1
    v(J0_13)  c_u_state(15)_  1
    v(J0_13)  c_u_state(16)_  1
    v(J0_13)  c_u_state(17)_  1
    v(J0_13)  c_u_stop(13)_  -1
    v(J0_13)  c_u_ckpt_after_work(14)_  1
    v(J0_13)  c_u_processors(13)_  2
    v(J0_13)  c_u_processors(14)_  2
    v(J0_13)  c_u_processors(15)_  2
    v(J0_13)  c_u_processors(16)_  2
    v(J0_14)  c_u_state(15)_  1
    v(J0_14)  c_u_state(16)_  1
    v(J0_14)  c_u_state(17)_  1
    v(J0_14)  c_u_state(18)_  1
    v(J0_14)  c_u_stop(14)_  -1
    v(J0_14)  c_u_ckpt_after_work(15)_  1
    v(J0_14)  c_u_processors(14)_  2
    v(J0_14)  c_u_processors(15)_  2
    v(J0_14)  c_u_processors(16)_  2
    v(J0_14)  c_u_processors(17)_  2
    v(J0_15)  c_u_state(16)_  1
    v(J0_15)  c_u_state(17)_  1
    v(J0_15)  c_u_state(18)_  1
    v(J0_15)  c_u_state(19)_  1
    v(J0_15)  c_u_stop(15)_  -1
    v(J0_15)  c_u_ckpt_after_work(16)_  1
    v(J0_15)  c_u_processors(15)_  2
    v(J0_15)  c_u_processors(16)_  2
    v(J0_15)  c_u_processors(17)_  2
    v(J0_15)  c_u_processors(18)_  2
    v(J0_16)  c_u_state(17)_  1
    v(J0_16)  c_u_state(18)_  1
    v(J0_16)  c_u_state(19)_  1
    v(J0_16)  c_u_state(20)_  1
    v(J0_16)  c_u_stop(16)_  -1
    v(J0_16)  c_u_ckpt_after_work(17)_  1
    v(J0_16)  c_u_processors(16)_  2
    v(J0_16)  c_u_processors(17)_  2
    v(J0_16)  c_u_processors(18)_  2
    v(J0_16)  c_u_processors(19)_  2
    v(J1_0)   c_u_state(21)_  1
    v(J1_0)   c_u_state(22)_  1
    v(J1_0)   c_u_ckpt_after_work(18)_  1
    v(J1_0)   c_l_run0(2)_  1
    v(J1_0)   c_u_processors(0)_  3
    v(J1_0)   c_u_processors(1)_  3
    v(J1_1)   c_u_state(22)_  1
    v(J1_1)   c_u_state(23)_  1
    v(J1_1)   c_u_stop(20)_  -1
    v(J1_1)   c_u_ckpt_after_work(19)_  1
    v(J1_1)   c_u_processors(1)_  3
    v(J1_1)   c_u_processors(2)_  3
    v(J1_2)   c_u_state(23)_  1
    v(J1_2)   c_u_state(24)_  1
    v(J1_2)   c_u_stop(21)_  -1
    v(J1_2)   c_u_ckpt_after_work(20)_  1
    v(J1_2)   c_u_processors(2)_  3
    v(J1_2)   c_u_processors(3)_  3
    v(J1_3)   c_u_state(24)_  1
    v(J1_3)   c_u_state(25)_  1
    v(J1_3)   c_u_stop(22)_  -1
    v(J1_3)   c_u_ckpt_after_work(21)_  1
    v(J1_3)   c_u_processors(3)_  3
    v(J1_3)   c_u_processors(4)_  3
    v(J1_4)   c_u_state(25)_  1
    v(J1_4)   c_u_state(26)_  1
    v(J1_4)   c_u_stop(23)_  -1
    v(J1_4)   c_u_ckpt_after_work(22)_  1
    v(J1_4)   c_u_processors(4)_  3
    v(J1_4)   c_u_processors(5)_  3
    v(J1_5)   c_u_state(26)_  1
    v(J1_5)   c_u_state(27)_  1
    v(J1_5)   c_u_stop(24)_  -1
    v(J1_5)   c_u_ckpt_after_work(23)_  1
    v(J1_5)   c_u_processors(5)_  3
    v(J1_5)   c_u_processors(6)_  3
    v(J1_6)   c_u_state(27)_  1
    v(J1_6)   c_u_state(28)_  1
    v(J1_6)   c_u_stop(25)_  -1
    v(J1_6)   c_u_ckpt_after_work(24)_  1
    v(J1_6)   c_u_processors(6)_  3
    v(J1_6)   c_u_processors(7)_  3
    v(J1_7)   c_u_state(28)_  1
    v(J1_7)   c_u_state(29)_  1
    v(J1_7)   c_u_stop(26)_  -1
    v(J1_7)   c_u_ckpt_after_work(25)_  1
    v(J1_7)   c_u_processors(7)_  3
    v(J1_7)   c_u_processors(8)_  3
    v(J1_8)   c_u_state(29)_  1
    v(J1_8)   c_u_state(30)_  1
    v(J1_8)   c_u_stop(27)_  -1
    v(J1_8)   c_u_ckpt_after_work(26)_  1
    v(J1_8)   c_u_processors(8)_  3
    v(J1_8)   c_u_processors(9)_  3
    v(J1_9)   c_u_state(30)_  1
    v(J1_9)   c_u_state(31)_  1
    v(J1_9)   c_u_stop(28)_  -1
    v(J1_9)   c_u_ckpt_after_work(27)_  1
    v(J1_9)   c_u_processors(9)_  3
    v(J1_9)   c_u_processors(10)_  3
    v(J1_10)  c_u_state(31)_  1
    v(J1_10)  c_u_state(32)_  1
    v(J1_10)  c_u_stop(29)_  -1
    v(J1_10)  c_u_ckpt_after_work(28)_  1
    v(J1_10)  c_u_processors(10)_  3
    v(J1_10)  c_u_processors(11)_  3
    v(J1_11)  c_u_state(32)_  1
    v(J1_11)  c_u_state(33)_  1
    v(J1_11)  c_u_stop(30)_  -1
    v(J1_11)  c_u_ckpt_after_work(29)_  1
    v(J1_11)  c_u_processors(11)_  3
    v(J1_11)  c_u_processors(12)_  3
    v(J1_12)  c_u_state(33)_  1
    v(J1_12)  c_u_state(34)_  1
    v(J1_12)  c_u_stop(31)_  -1
    v(J1_12)  c_u_ckpt_after_work(30)_  1
    v(J1_12)  c_u_processors(12)_  3
    v(J1_12)  c_u_processors(13)_  3
    v(J1_13)  c_u_state(34)_  1
    v(J1_13)  c_u_state(35)_  1
    v(J1_13)  c_u_stop(32)_  -1
    v(J1_13)  c_u_ckpt_after_work(31)_  1
    v(J1_13)  c_u_processors(13)_  3
    v(J1_13)  c_u_processors(14)_  3
    v(J1_14)  c_u_state(35)_  1
    v(J1_14)  c_u_state(36)_  1
    v(J1_14)  c_u_stop(33)_  -1
    v(J1_14)  c_u_ckpt_after_work(32)_  1
    v(J1_14)  c_u_processors(14)_  3
    v(J1_14)  c_u_processors(15)_  3
    v(J1_15)  c_u_state(36)_  1
    v(J1_15)  c_u_state(37)_  1
    v(J1_15)  c_u_stop(34)_  -1
    v(J1_15)  c_u_ckpt_after_work(33)_  1
    v(J1_15)  c_u_processors(15)_  3
    v(J1_15)  c_u_processors(16)_  3
    v(J1_16)  c_u_state(37)_  1
    v(J1_16)  c_u_state(38)_  1
    v(J1_16)  c_u_stop(35)_  -1
    v(J1_16)  c_u_ckpt_after_work(34)_  1
    v(J1_16)  c_u_processors(16)_  3
    v(J1_16)  c_u_processors(17)_  3
    v(J1_17)  c_u_state(38)_  1
    v(J1_17)  c_u_state(39)_  1
    v(J1_17)  c_u_stop(36)_  -1
    v(J1_17)  c_u_ckpt_after_work(35)_  1
    v(J1_17)  c_u_processors(17)_  3
    v(J1_17)  c_u_processors(18)_  3
    v(J1_18)  c_u_state(39)_  1
    v(J1_18)  c_u_state(40)_  1
    v(J1_18)  c_u_stop(37)_  -1
    v(J1_18)  c_u_ckpt_after_work(36)_  1
    v(J1_18)  c_u_processors(18)_  3
    v(J1_18)  c_u_processors(19)_  3
    v(J2_0)   c_u_state(41)_  1
    v(J2_0)   c_u_state(42)_  1
    v(J2_0)   c_u_state(43)_  1
    v(J2_0)   c_u_ckpt_after_work(37)_  1
    v(J2_0)   c_l_run0(3)_  1
    v(J2_0)   c_u_processors(0)_  3
    v(J2_0)   c_u_processors(1)_  3
    v(J2_0)   c_u_processors(2)_  3
    v(J2_1)   c_u_state(42)_  1
    v(J2_1)   c_u_state(43)_  1
    v(J2_1)   c_u_state(44)_  1
    v(J2_1)   c_u_stop(39)_  -1
    v(J2_1)   c_u_ckpt_after_work(38)_  1
    v(J2_1)   c_u_processors(1)_  3
    v(J2_1)   c_u_processors(2)_  3
    v(J2_1)   c_u_processors(3)_  3
    v(J2_2)   c_u_state(43)_  1
    v(J2_2)   c_u_state(44)_  1
    v(J2_2)   c_u_state(45)_  1
    v(J2_2)   c_u_stop(40)_  -1
    v(J2_2)   c_u_ckpt_after_work(39)_  1
    v(J2_2)   c_u_processors(2)_  3
    v(J2_2)   c_u_processors(3)_  3
    v(J2_2)   c_u_processors(4)_  3
    v(J2_3)   c_u_state(44)_  1
    v(J2_3)   c_u_state(45)_  1
    v(J2_3)   c_u_state(46)_  1
    v(J2_3)   c_u_stop(41)_  -1
    v(J2_3)   c_u_ckpt_after_work(40)_  1
    v(J2_3)   c_u_processors(3)_  3
    v(J2_3)   c_u_processors(4)_  3
    v(J2_3)   c_u_processors(5)_  3
    v(J2_4)   c_u_state(45)_  1
    v(J2_4)   c_u_state(46)_  1
    v(J2_4)   c_u_state(47)_  1
    v(J2_4)   c_u_stop(42)_  -1
    v(J2_4)   c_u_ckpt_after_work(41)_  1
    v(J2_4)   c_u_processors(4)_  3
    v(J2_4)   c_u_processors(5)_  3
    v(J2_4)   c_u_processors(6)_  3
    v(J2_5)   c_u_state(46)_  1
    v(J2_5)   c_u_state(47)_  1
    v(J2_5)   c_u_state(48)_  1
    v(J2_5)   c_u_stop(43)_  -1
    v(J2_5)   c_u_ckpt_after_work(42)_  1
    v(J2_5)   c_u_processors(5)_  3
    v(J2_5)   c_u_processors(6)_  3
    v(J2_5)   c_u_processors(7)_  3
    v(J2_6)   c_u_state(47)_  1
    v(J2_6)   c_u_state(48)_  1
    v(J2_6)   c_u_state(49)_  1
    v(J2_6)   c_u_stop(44)_  -1
    v(J2_6)   c_u_ckpt_after_work(43)_  1
    v(J2_6)   c_u_processors(6)_  3
    v(J2_6)   c_u_processors(7)_  3
    v(J2_6)   c_u_processors(8)_  3
    v(J2_7)   c_u_state(48)_  1
    v(J2_7)   c_u_state(49)_  1
    v(J2_7)   c_u_state(50)_  1
    v(J2_7)   c_u_stop(45)_  -1
    v(J2_7)   c_u_ckpt_after_work(44)_  1
    v(J2_7)   c_u_processors(7)_  3
    v(J2_7)   c_u_processors(8)_  3
    v(J2_7)   c_u_processors(9)_  3
    v(J2_8)   c_u_state(49)_  1
    v(J2_8)   c_u_state(50)_  1
    v(J2_8)   c_u_state(51)_  1
    v(J2_8)   c_u_stop(46)_  -1
    v(J2_8)   c_u_ckpt_after_work(45)_  1
    v(J2_8)   c_u_processors(8)_  3
    v(J2_8)   c_u_processors(9)_  3
    v(J2_8)   c_u_processors(10)_  3
    v(J2_9)   c_u_state(50)_  1
    v(J2_9)   c_u_state(51)_  1
    v(J2_9)   c_u_state(52)_  1
    v(J2_9)   c_u_stop(47)_  -1
    v(J2_9)   c_u_ckpt_after_work(46)_  1
    v(J2_9)   c_u_processors(9)_  3
    v(J2_9)   c_u_processors(10)_  3
    v(J2_9)   c_u_processors(11)_  3
    v(J2_10)  c_u_state(51)_  1
    v(J2_10)  c_u_state(52)_  1
    v(J2_10)  c_u_state(53)_  1
    v(J2_10)  c_u_stop(48)_  -1
    v(J2_10)  c_u_ckpt_after_work(47)_  1
    v(J2_10)  c_u_processors(10)_  3
    v(J2_10)  c_u_processors(11)_  3
    v(J2_10)  c_u_processors(12)_  3
    v(J2_11)  c_u_state(52)_  1
    v(J2_11)  c_u_state(53)_  1
    v(J2_11)  c_u_state(54)_  1
    v(J2_11)  c_u_stop(49)_  -1
    v(J2_11)  c_u_ckpt_after_work(48)_  1
    v(J2_11)  c_u_processors(11)_  3
    v(J2_11)  c_u_processors(12)_  3
    v(J2_11)  c_u_processors(13)_  3
    v(J2_12)  c_u_state(53)_  1
    v(J2_12)  c_u_state(54)_  1
    v(J2_12)  c_u_state(55)_  1
    v(J2_12)  c_u_stop(50)_  -1
    v(J2_12)  c_u_ckpt_after_work(49)_  1
    v(J2_12)  c_u_processors(12)_  3
    v(J2_12)  c_u_processors(13)_  3
    v(J2_12)  c_u_processors(14)_  3
    v(J2_13)  c_u_state(54)_  1
    v(J2_13)  c_u_state(55)_  1
    v(J2_13)  c_u_state(56)_  1
    v(J2_13)  c_u_stop(51)_  -1
    v(J2_13)  c_u_ckpt_after_work(50)_  1
    v(J2_13)  c_u_processors(13)_  3
    v(J2_13)  c_u_processors(14)_  3
    v(J2_13)  c_u_processors(15)_  3
    v(J2_14)  c_u_state(55)_  1
    v(J2_14)  c_u_state(56)_  1
    v(J2_14)  c_u_state(57)_  1
    v(J2_14)  c_u_stop(52)_  -1
    v(J2_14)  c_u_ckpt_after_work(51)_  1
    v(J2_14)  c_u_processors(14)_  3
    v(J2_14)  c_u_processors(15)_  3
    v(J2_14)  c_u_processors(16)_  3
    v(J2_15)  c_u_state(56)_  1
    v(J2_15)  c_u_state(57)_  1
    v(J2_15)  c_u_state(58)_  1
    v(J2_15)  c_u_stop(53)_  -1
    v(J2_15)  c_u_ckpt_after_work(52)_  1
    v(J2_15)  c_u_processors(15)_  3
    v(J2_15)  c_u_processors(16)_  3
    v(J2_15)  c_u_processors(17)_  3
    v(J2_16)  c_u_state(57)_  1
    v(J2_16)  c_u_state(58)_  1
    v(J2_16)  c_u_state(59)_  1
    v(J2_16)  c_u_stop(54)_  -1
    v(J2_16)  c_u_ckpt_after_work(53)_  1
    v(J2_16)  c_u_processors(16)_  3
    v(J2_16)  c_u_processors(17)_  3
    v(J2_16)  c_u_processors(18)_  3
    v(J2_17)  c_u_state(58)_  1
    v(J2_17)  c_u_state(59)_  1
    v(J2_17)  c_u_state(60)_  1
    v(J2_17)  c_u_stop(55)_  -1
    v(J2_17)  c_u_ckpt_after_work(54)_  1
    v(J2_17)  c_u_processors(17)_  3
    v(J2_17)  c_u_processors(18)_  3
    v(J2_17)  c_u_processors(19)_  3
    v(J3_0)   c_u_state(61)_  1
    v(J3_0)   c_u_ckpt_after_work(55)_  1
    v(J3_0)   c_u_processors(0)_  4
    v(J3_1)   c_u_state(62)_  1
    v(J3_1)   c_u_stop(58)_  -1
    v(J3_1)   c_u_ckpt_after_work(56)_  1
    v(J3_1)   c_u_processors(1)_  4
    v(J3_2)   c_u_state(63)_  1
    v(J3_2)   c_u_stop(59)_  -1
    v(J3_2)   c_u_ckpt_after_work(57)_  1
    v(J3_2)   c_u_processors(2)_  4
    v(J3_3)   c_u_state(64)_  1
    v(J3_3)   c_u_stop(60)_  -1
    v(J3_3)   c_u_ckpt_after_work(58)_  1
    v(J3_3)   c_u_processors(3)_  4
    v(J3_4)   c_u_state(65)_  1
    v(J3_4)   c_u_stop(61)_  -1
    v(J3_4)   c_u_ckpt_after_work(59)_  1
    v(J3_4)   c_u_processors(4)_  4
    v(J3_5)   c_u_state(66)_  1
    v(J3_5)   c_u_stop(62)_  -1
    v(J3_5)   c_u_ckpt_after_work(60)_  1
    v(J3_5)   c_u_processors(5)_  4
    v(J3_6)   c_u_state(67)_  1
    v(J3_6)   c_u_stop(63)_  -1
    v(J3_6)   c_u_ckpt_after_work(61)_  1
    v(J3_6)   c_u_processors(6)_  4
    v(J3_7)   c_u_state(68)_  1
    v(J3_7)   c_u_stop(64)_  -1
    v(J3_7)   c_u_ckpt_after_work(62)_  1
    v(J3_7)   c_u_processors(7)_  4
    v(J3_8)   c_u_state(69)_  1
    v(J3_8)   c_u_stop(65)_  -1
    v(J3_8)   c_u_ckpt_after_work(63)_  1
    v(J3_8)   c_u_processors(8)_  4
    v(J3_9)   c_u_state(70)_  1
    v(J3_9)   c_u_stop(66)_  -1
    v(J3_9)   c_u_ckpt_after_work(64)_  1
    v(J3_9)   c_u_processors(9)_  4
    v(J3_10)  c_u_state(71)_  1
    v(J3_10)  c_u_stop(67)_  -1
    v(J3_10)  c_u_ckpt_after_work(65)_  1
    v(J3_10)  c_u_processors(10)_  4
    v(J3_11)  c_u_state(72)_  1
    v(J3_11)  c_u_stop(68)_  -1
    v(J3_11)  c_u_ckpt_after_work(66)_  1
    v(J3_11)  c_u_processors(11)_  4
    v(J3_12)  c_u_state(73)_  1
    v(J3_12)  c_u_stop(69)_  -1
    v(J3_12)  c_u_ckpt_after_work(67)_  1
    v(J3_12)  c_u_processors(12)_  4
    v(J3_13)  c_u_state(74)_  1
    v(J3_13)  c_u_stop(70)_  -1
    v(J3_13)  c_u_ckpt_after_work(68)_  1
    v(J3_13)  c_u_processors(13)_  4
    v(J3_14)  c_u_state(75)_  1
    v(J3_14)  c_u_stop(71)_  -1
    v(J3_14)  c_u_ckpt_after_work(69)_  1
    v(J3_14)  c_u_processors(14)_  4
    v(J3_15)  c_u_state(76)_  1
    v(J3_15)  c_u_stop(72)_  -1
    v(J3_15)  c_u_ckpt_after_work(70)_  1
    v(J3_15)  c_u_processors(15)_  4
    v(J3_16)  c_u_state(77)_  1
    v(J3_16)  c_u_stop(73)_  -1
    v(J3_16)  c_u_ckpt_after_work(71)_  1
    v(J3_16)  c_u_processors(16)_  4
    v(J3_17)  c_u_state(78)_  1
    v(J3_17)  c_u_stop(74)_  -1
    v(J3_17)  c_u_ckpt_after_work(72)_  1
    v(J3_17)  c_u_processors(17)_  4
    v(J3_18)  c_u_state(79)_  1
    v(J3_18)  c_u_stop(75)_  -1
    v(J3_18)  c_u_ckpt_after_work(73)_  1
    v(J3_18)  c_u_processors(18)_  4
    v(J3_19)  c_u_state(80)_  1
    v(J3_19)  c_u_stop(76)_  -1
    v(J3_19)  c_u_ckpt_after_work(74)_  1
    v(J3_19)  c_u_processors(19)_  4
    v(J4_0)   c_u_state(81)_  1
    v(J4_0)   c_u_ckpt_after_work(75)_  1
    v(J4_0)   c_u_processors(0)_  7
    v(J4_1)   c_u_state(82)_  1
    v(J4_1)   c_u_stop(77)_  -1
    v(J4_1)   c_u_ckpt_after_work(76)_  1
    v(J4_1)   c_u_processors(1)_  7
    v(J4_2)   c_u_state(83)_  1
    v(J4_2)   c_u_stop(78)_  -1
    v(J4_2)   c_u_ckpt_after_work(77)_  1
    v(J4_2)   c_u_processors(2)_  7
    v(J4_3)   c_u_state(84)_  1
    v(J4_3)   c_u_stop(79)_  -1
    v(J4_3)   c_u_ckpt_after_work(78)_  1
    v(J4_3)   c_u_processors(3)_  7
    v(J4_4)   c_u_state(85)_  1
    v(J4_4)   c_u_stop(80)_  -1
    v(J4_4)   c_u_ckpt_after_work(79)_  1
    v(J4_4)   c_u_processors(4)_  7
    v(J4_5)   c_u_state(86)_  1
    v(J4_5)   c_u_stop(81)_  -1
    v(J4_5)   c_u_ckpt_after_work(80)_  1
    v(J4_5)   c_u_processors(5)_  7
    v(J4_6)   c_u_state(87)_  1
    v(J4_6)   c_u_stop(82)_  -1
    v(J4_6)   c_u_ckpt_after_work(81)_  1
    v(J4_6)   c_u_processors(6)_  7
    v(J4_7)   c_u_state(88)_  1
    v(J4_7)   c_u_stop(83)_  -1
    v(J4_7)   c_u_ckpt_after_work(82)_  1
    v(J4_7)   c_u_processors(7)_  7
    v(J4_8)   c_u_state(89)_  1
    v(J4_8)   c_u_stop(84)_  -1
    v(J4_8)   c_u_ckpt_after_work(83)_  1
    v(J4_8)   c_u_processors(8)_  7
    v(J4_9)   c_u_state(90)_  1
    v(J4_9)   c_u_stop(85)_  -1
    v(J4_9)   c_u_ckpt_after_work(84)_  1
    v(J4_9)   c_u_processors(9)_  7
    v(J4_10)  c_u_state(91)_  1
    v(J4_10)  c_u_stop(86)_  -1
    v(J4_10)  c_u_ckpt_after_work(85)_  1
    v(J4_10)  c_u_processors(10)_  7
    v(J4_11)  c_u_state(92)_  1
    v(J4_11)  c_u_stop(87)_  -1
    v(J4_11)  c_u_ckpt_after_work(86)_  1
    v(J4_11)  c_u_processors(11)_  7
    v(J4_12)  c_u_state(93)_  1
    v(J4_12)  c_u_stop(88)_  -1
    v(J4_12)  c_u_ckpt_after_work(87)_  1
    v(J4_12)  c_u_processors(12)_  7
    v(J4_13)  c_u_state(94)_  1
    v(J4_13)  c_u_stop(89)_  -1
    v(J4_13)  c_u_ckpt_after_work(88)_  1
    v(J4_13)  c_u_processors(13)_  7
    v(J4_14)  c_u_state(95)_  1
    v(J4_14)  c_u_stop(90)_  -1
    v(J4_14)  c_u_ckpt_after_work(89)_  1
    v(J4_14)  c_u_processors(14)_  7
    v(J4_15)  c_u_state(96)_  1
    v(J4_15)  c_u_stop(91)_  -1
    v(J4_15)  c_u_ckpt_after_work(90)_  1
    v(J4_15)  c_u_processors(15)_  7
    v(J4_16)  c_u_state(97)_  1
    v(J4_16)  c_u_stop(92)_  -1
    v(J4_16)  c_u_ckpt_after_work(91)_  1
    v(J4_16)  c_u_processors(16)_  7
    v(J4_17)  c_u_state(98)_  1
    v(J4_17)  c_u_stop(93)_  -1
    v(J4_17)  c_u_ckpt_after_work(92)_  1
    v(J4_17)  c_u_processors(17)_  7
    v(J4_18)  c_u_state(99)_  1
    v(J4_18)  c_u_stop(94)_  -1
    v(J4_18)  c_u_ckpt_after_work(93)_  1
    v(J4_18)  c_u_processors(18)_  7
    v(J4_19)  c_u_state(100)_  1
    v(J4_19)  c_u_stop(95)_  -1
    v(J4_19)  c_u_ckpt_after_work(94)_  1
    v(J4_19)  c_u_processors(19)_  7
    u(J0_0)   c_u_start(1)_  -1
    u(J0_1)   c_u_start(2)_  -1
    u(J0_2)   c_u_start(3)_  -1
    u(J0_3)   c_u_start(4)_  -1
    u(J0_4)   c_u_start(5)_  -1
    u(J0_5)   c_u_start(6)_  -1
    u(J0_6)   c_u_start(7)_  -1
    u(J0_7)   c_u_start(8)_  -1
    u(J0_8)   c_u_start(9)_  -1
    u(J0_9)   c_u_start(10)_  -1
    u(J0_10)  c_u_start(11)_  -1
    u(J0_11)  c_u_start(12)_  -1
    u(J0_12)  c_u_start(13)_  -1
    u(J0_13)  c_u_start(14)_  -1
    u(J0_14)  c_u_start(15)_  -1
    u(J0_15)  c_u_start(16)_  -1
    u(J0_16)  c_u_start(17)_  -1
    u(J0_17)  c_u_start(18)_  -1
    u(J0_18)  c_u_start(19)_  -1
    u(J0_19)  c_u_start(20)_  -1
    u(J1_0)   c_u_start(21)_  -1
    u(J1_1)   c_u_start(22)_  -1
    u(J1_2)   c_u_start(23)_  -1
    u(J1_3)   c_u_start(24)_  -1
    u(J1_4)   c_u_start(25)_  -1
    u(J1_5)   c_u_start(26)_  -1
    u(J1_6)   c_u_start(27)_  -1
    u(J1_7)   c_u_start(28)_  -1
    u(J1_8)   c_u_start(29)_  -1
    u(J1_9)   c_u_start(30)_  -1
    u(J1_10)  c_u_start(31)_  -1
    u(J1_11)  c_u_start(32)_  -1
    u(J1_12)  c_u_start(33)_  -1
    u(J1_13)  c_u_start(34)_  -1
    u(J1_14)  c_u_start(35)_  -1
    u(J1_15)  c_u_start(36)_  -1
    u(J1_16)  c_u_start(37)_  -1
    u(J1_17)  c_u_start(38)_  -1
    u(J1_18)  c_u_start(39)_  -1
    u(J1_19)  c_u_start(40)_  -1
    u(J2_0)   c_u_start(41)_  -1
    u(J2_1)   c_u_start(42)_  -1
    u(J2_2)   c_u_start(43)_  -1
    u(J2_3)   c_u_start(44)_  -1
    u(J2_4)   c_u_start(45)_  -1
    u(J2_5)   c_u_start(46)_  -1
    u(J2_6)   c_u_start(47)_  -1
    u(J2_7)   c_u_start(48)_  -1
    u(J2_8)   c_u_start(49)_  -1
    u(J2_9)   c_u_start(50)_  -1
    u(J2_10)  c_u_start(51)_  -1
    u(J2_11)  c_u_start(52)_  -1
    u(J2_12)  c_u_start(53)_  -1
    u(J2_13)  c_u_start(54)_  -1
    u(J2_14)  c_u_start(55)_  -1
    u(J2_15)  c_u_start(56)_  -1
    u(J2_16)  c_u_start(57)_  -1
    u(J2_17)  c_u_start(58)_  -1
    u(J2_18)  c_u_start(59)_  -1
    u(J2_19)  c_u_start(60)_  -1
    u(J3_0)   c_u_start(61)_  -1
    u(J3_1)   c_u_start(62)_  -1
    u(J3_2)   c_u_start(63)_  -1
    u(J3_3)   c_u_start(64)_  -1
    u(J3_4)   c_u_start(65)_  -1
    u(J3_5)   c_u_start(66)_  -1
    u(J3_6)   c_u_start(67)_  -1
    u(J3_7)   c_u_start(68)_  -1
    u(J3_8)   c_u_start(69)_  -1
    u(J3_9)   c_u_start(70)_  -1
    u(J3_10)  c_u_start(71)_  -1
    u(J3_11)  c_u_start(72)_  -1
    u(J3_12)  c_u_start(73)_  -1
    u(J3_13)  c_u_start(74)_  -1
    u(J3_14)  c_u_start(75)_  -1
    u(J3_15)  c_u_start(76)_  -1
    u(J3_16)  c_u_start(77)_  -1
    u(J3_17)  c_u_start(78)_  -1
    u(J3_18)  c_u_start(79)_  -1
    u(J3_19)  c_u_start(80)_  -1
    u(J4_0)   c_u_start(81)_  -1
    u(J4_1)   c_u_start(82)_  -1
    u(J4_2)   c_u_start(83)_  -1
    u(J4_3)   c_u_start(84)_  -1
    u(J4_4)   c_u_start(85)_  -1
    u(J4_5)   c_u_start(86)_  -1
    u(J4_6)   c_u_start(87)_  -1
    u(J4_7)   c_u_start(88)_  -1
    u(J4_8)   c_u_start(89)_  -1
    u(J4_9)   c_u_start(90)_  -1
    u(J4_10)  c_u_start(91)_  -1
    u(J4_11)  c_u_start(92)_  -1
    u(J4_12)  c_u_start(93)_  -1
    u(J4_13)  c_u_start(94)_  -1
    u(J4_14)  c_u_start(95)_  -1
    u(J4_15)  c_u_start(96)_  -1
    u(J4_16)  c_u_start(97)_  -1
    u(J4_17)  c_u_start(98)_  -1
    u(J4_18)  c_u_start(99)_  -1
    u(J4_19)  c_u_start(100)_  -1
    MARK0001  'MARKER'                 'INTEND'
RHS
    RHS_V     c_u_state(1)_  1
    RHS_V     c_u_state(2)_  1
    RHS_V     c_u_state(3)_  1
    RHS_V     c_u_state(4)_  1
    RHS_V     c_u_state(5)_  1
    RHS_V     c_u_state(6)_  1
    RHS_V     c_u_state(7)_  1
    RHS_V     c_u_state(8)_  1
    RHS_V     c_u_state(9)_  1
    RHS_V     c_u_state(10)_  1
    RHS_V     c_u_state(11)_  1
    RHS_V     c_u_state(12)_  1
    RHS_V     c_u_state(13)_  1
    RHS_V     c_u_state(14)_  1
    RHS_V     c_u_state(15)_  1
    RHS_V     c_u_state(16)_  1
    RHS_V     c_u_state(17)_  1
    RHS_V     c_u_state(18)_  1
    RHS_V     c_u_state(19)_  1
    RHS_V     c_u_state(20)_  1
    RHS_V     c_u_state(21)_  1
    RHS_V     c_u_state(22)_  1
    RHS_V     c_u_state(23)_  1
    RHS_V     c_u_state(24)_  1
    RHS_V     c_u_state(25)_  1
    RHS_V     c_u_state(26)_  1
    RHS_V     c_u_state(27)_  1
    RHS_V     c_u_state(28)_  1
    RHS_V     c_u_state(29)_  1
    RHS_V     c_u_state(30)_  1
    RHS_V     c_u_state(31)_  1
    RHS_V     c_u_state(32)_  1
    RHS_V     c_u_state(33)_  1
    RHS_V     c_u_state(34)_  1
    RHS_V     c_u_state(35)_  1
    RHS_V     c_u_state(36)_  1
    RHS_V     c_u_state(37)_  1
    RHS_V     c_u_state(38)_  1
    RHS_V     c_u_state(39)_  1
    RHS_V     c_u_state(40)_  1
    RHS_V     c_u_state(41)_  1
    RHS_V     c_u_state(42)_  1
    RHS_V     c_u_state(43)_  1
    RHS_V     c_u_state(44)_  1
    RHS_V     c_u_state(45)_  1
    RHS_V     c_u_state(46)_  1
    RHS_V     c_u_state(47)_  1
    RHS_V     c_u_state(48)_  1
    RHS_V     c_u_state(49)_  1
    RHS_V     c_u_state(50)_  1
    RHS_V     c_u_state(51)_  1
    RHS_V     c_u_state(52)_  1
    RHS_V     c_u_state(53)_  1
    RHS_V     c_u_state(54)_  1
    RHS_V     c_u_state(55)_  1
    RHS_V     c_u_state(56)_  1
    RHS_V     c_u_state(57)_  1
    RHS_V     c_u_state(58)_  1
    RHS_V     c_u_state(59)_  1
    RHS_V     c_u_state(60)_  1
    RHS_V     c_u_state(61)_  1
    RHS_V     c_u_state(62)_  1
    RHS_V     c_u_state(63)_  1
    RHS_V     c_u_state(64)_  1
    RHS_V     c_u_state(65)_  1
    RHS_V     c_u_state(66)_  1
    RHS_V     c_u_state(67)_  1
    RHS_V     c_u_state(68)_  1
    RHS_V     c_u_state(69)_  1
    RHS_V     c_u_state(70)_  1
    RHS_V     c_u_state(71)_  1
    RHS_V     c_u_state(72)_  1
    RHS_V     c_u_state(73)_  1
    RHS_V     c_u_state(74)_  1
    RHS_V     c_u_state(75)_  1
    RHS_V     c_u_state(76)_  1
    RHS_V     c_u_state(77)_  1
    RHS_V     c_u_state(78)_  1
    RHS_V     c_u_state(79)_  1
    RHS_V     c_u_state(80)_  1
    RHS_V     c_u_state(81)_  1
    RHS_V     c_u_state(82)_  1
    RHS_V     c_u_state(83)_  1
    RHS_V     c_u_state(84)_  1
    RHS_V     c_u_state(85)_  1
    RHS_V     c_u_state(86)_  1
    RHS_V     c_u_state(87)_  1
    RHS_V     c_u_state(88)_  1
    RHS_V     c_u_state(89)_  1
    RHS_V     c_u_state(90)_  1
    RHS_V     c_u_state(91)_  1
    RHS_V     c_u_state(92)_  1
    RHS_V     c_u_state(93)_  1
    RHS_V     c_u_state(94)_  1
    RHS_V     c_u_state(95)_  1
    RHS_V     c_u_state(96)_  1
    RHS_V     c_u_state(97)_  1
    RHS_V     c_u_state(98)_  1
    RHS_V     c_u_state(99)_  1
    RHS_V     c_u_state(100)_  1
    RHS_V     c_u_start(1)_  1
    RHS_V     c_u_start(21)_  1
    RHS_V     c_u_start(41)_  1
    RHS_V     c_u_ckpt_after_work(1)_  1
    RHS_V     c_u_ckpt_after_work(18)_  1
    RHS_V     c_u_ckpt_after_work(37)_  1
    RHS_V     c_l_run0(1)_  1
    RHS_V     c_l_run0(2)_  1
    RHS_V     c_l_run0(3)_  1
    RHS_V     c_u_processors(0)_  11
    RHS_V     c_u_processors(1)_  11
    RHS_V     c_u_processors(2)_  11
    RHS_V     c_u_processors(3)_  11
    RHS_V     c_u_processors(4)_  11
    RHS_V     c_u_processors(5)_  11
    RHS_V     c_u_processors(6)_  11
    RHS_V     c_u_processors(7)_  11
    RHS_V     c_u_processors(8)_  11
    RHS_V     c_u_processors(9)_  11
    RHS_V     c_u_processors(10)_  11
    RHS_V     c_u_processors(11)_  11
    RHS_V     c_u_processors(12)_  11
    RHS_V     c_u_processors(13)_  11
    RHS_V     c_u_processors(14)_  11
    RHS_V     c_u_processors(15)_  11
    RHS_V     c_u_processors(16)_  11
    RHS_V     c_u_processors(17)_  11
    RHS_V     c_u_processors(18)_  11
    RHS_V     c_u_processors(19)_  11
    RHS_V     c_u_end_  11
BOUNDS
 BV BOUND     w(J0_0) 
 BV BOUND     w(J0_1) 
 BV BOUND     w(J0_2) 
 BV BOUND     w(J0_3) 
 BV BOUND     w(J0_4) 
 BV BOUND     w(J0_5) 
 BV BOUND     w(J0_6) 
 BV BOUND     w(J0_7) 
 BV BOUND     w(J0_8) 
 BV BOUND     w(J0_9) 
 BV BOUND     w(J0_10)
 BV BOUND     w(J0_11)
 BV BOUND     w(J0_12)
 BV BOUND     w(J0_13)
 BV BOUND     w(J0_14)
 BV BOUND     w(J0_15)
 BV BOUND     w(J0_16)
 BV BOUND     w(J0_17)
 BV BOUND     w(J0_18)
 BV BOUND     w(J0_19)
 BV BOUND     w(J1_0) 
 BV BOUND     w(J1_1) 
 BV BOUND     w(J1_2) 
 BV BOUND     w(J1_3) 
 BV BOUND     w(J1_4) 
 BV BOUND     w(J1_5) 
 BV BOUND     w(J1_6) 
 BV BOUND     w(J1_7) 
 BV BOUND     w(J1_8) 
 BV BOUND     w(J1_9) 
 BV BOUND     w(J1_10)
 BV BOUND     w(J1_11)
 BV BOUND     w(J1_12)
 BV BOUND     w(J1_13)
 BV BOUND     w(J1_14)
 BV BOUND     w(J1_15)
 BV BOUND     w(J1_16)
 BV BOUND     w(J1_17)
 BV BOUND     w(J1_18)
 BV BOUND     w(J1_19)
 BV BOUND     w(J2_0) 
 BV BOUND     w(J2_1) 
 BV BOUND     w(J2_2) 
 BV BOUND     w(J2_3) 
 BV BOUND     w(J2_4) 
 BV BOUND     w(J2_5) 
 BV BOUND     w(J2_6) 
 BV BOUND     w(J2_7) 
 BV BOUND     w(J2_8) 
 BV BOUND     w(J2_9) 
 BV BOUND     w(J2_10)
 BV BOUND     w(J2_11)
 BV BOUND     w(J2_12)
 BV BOUND     w(J2_13)
 BV BOUND     w(J2_14)
 BV BOUND     w(J2_15)
 BV BOUND     w(J2_16)
 BV BOUND     w(J2_17)
 BV BOUND     w(J2_18)
 BV BOUND     w(J2_19)
 BV BOUND     w(J3_0) 
 BV BOUND     w(J3_1) 
 BV BOUND     w(J3_2) 
 BV BOUND     w(J3_3) 
 BV BOUND     w(J3_4) 
 BV BOUND     w(J3_5) 
 BV BOUND     w(J3_6) 
 BV BOUND     w(J3_7) 
 BV BOUND     w(J3_8) 
 BV BOUND     w(J3_9) 
 BV BOUND     w(J3_10)
 BV BOUND     w(J3_11)
 BV BOUND     w(J3_12)
 BV BOUND     w(J3_13)
 BV BOUND     w(J3_14)
 BV BOUND     w(J3_15)
 BV BOUND     w(J3_16)
 BV BOUND     w(J3_17)
 BV BOUND     w(J3_18)
 BV BOUND     w(J3_19)
 BV BOUND     w(J4_0) 
 BV BOUND     w(J4_1) 
 BV BOUND     w(J4_2) 
 BV BOUND     w(J4_3) 
 BV BOUND     w(J4_4) 
 BV BOUND     w(J4_5) 
 BV BOUND     w(J4_6) 
 BV BOUND     w(J4_7) 
 BV BOUND     w(J4_8) 
 BV BOUND     w(J4_9) 
 BV BOUND     w(J4_10)
 BV BOUND     w(J4_11)
 BV BOUND     w(J4_12)
 BV BOUND     w(J4_13)
 BV BOUND     w(J4_14)
 BV BOUND     w(J4_15)
 BV BOUND     w(J4_16)
 BV BOUND     w(J4_17)
 BV BOUND     w(J4_18)
 BV BOUND     w(J4_19)
 BV BOUND     v(J0_0) 
 BV BOUND     v(J0_1) 
 BV BOUND     v(J0_2) 
 BV BOUND     v(J0_3) 
 BV BOUND     v(J0_4) 
 BV BOUND     v(J0_5) 
 BV BOUND     v(J0_6) 
 BV BOUND     v(J0_7) 
 BV BOUND     v(J0_8) 
 BV BOUND     v(J0_9) 
 BV BOUND     v(J0_10)
 BV BOUND     v(J0_11)
 BV BOUND     v(J0_12)
 BV BOUND     v(J0_13)
 BV BOUND     v(J0_14)
 BV BOUND     v(J0_15)
 BV BOUND     v(J0_16)
 BV BOUND     v(J1_0) 
 BV BOUND     v(J1_1) 
 BV BOUND     v(J1_2) 
 BV BOUND     v(J1_3) 
 BV BOUND     v(J1_4) 
 BV BOUND     v(J1_5) 
 BV BOUND     v(J1_6) 
 BV BOUND     v(J1_7) 
 BV BOUND     v(J1_8) 
 BV BOUND     v(J1_9) 
 BV BOUND     v(J1_10)
 BV BOUND     v(J1_11)
 BV BOUND     v(J1_12)
 BV BOUND     v(J1_13)
 BV BOUND     v(J1_14)
 BV BOUND     v(J1_15)
 BV BOUND     v(J1_16)
 BV BOUND     v(J1_17)
 BV BOUND     v(J1_18)
 BV BOUND     v(J2_0) 
 BV BOUND     v(J2_1) 
 BV BOUND     v(J2_2) 
 BV BOUND     v(J2_3) 
 BV BOUND     v(J2_4) 
 BV BOUND     v(J2_5) 
 BV BOUND     v(J2_6) 
 BV BOUND     v(J2_7) 
 BV BOUND     v(J2_8) 
 BV BOUND     v(J2_9) 
 BV BOUND     v(J2_10)
 BV BOUND     v(J2_11)
 BV BOUND     v(J2_12)
 BV BOUND     v(J2_13)
 BV BOUND     v(J2_14)
 BV BOUND     v(J2_15)
 BV BOUND     v(J2_16)
 BV BOUND     v(J2_17)
 BV BOUND     v(J3_0) 
 BV BOUND     v(J3_1) 
 BV BOUND     v(J3_2) 
 BV BOUND     v(J3_3) 
 BV BOUND     v(J3_4) 
 BV BOUND     v(J3_5) 
 BV BOUND     v(J3_6) 
 BV BOUND     v(J3_7) 
 BV BOUND     v(J3_8) 
 BV BOUND     v(J3_9) 
 BV BOUND     v(J3_10)
 BV BOUND     v(J3_11)
 BV BOUND     v(J3_12)
 BV BOUND     v(J3_13)
 BV BOUND     v(J3_14)
 BV BOUND     v(J3_15)
 BV BOUND     v(J3_16)
 BV BOUND     v(J3_17)
 BV BOUND     v(J3_18)
 BV BOUND     v(J3_19)
 BV BOUND     v(J4_0) 
 BV BOUND     v(J4_1) 
 BV BOUND     v(J4_2) 
 BV BOUND     v(J4_3) 
 BV BOUND     v(J4_4) 
 BV BOUND     v(J4_5) 
 BV BOUND     v(J4_6) 
 BV BOUND     v(J4_7) 
 BV BOUND     v(J4_8) 
 BV BOUND     v(J4_9) 
 BV BOUND     v(J4_10)
 BV BOUND     v(J4_11)
 BV BOUND     v(J4_12)
 BV BOUND     v(J4_13)
 BV BOUND     v(J4_14)
 BV BOUND     v(J4_15)
 BV BOUND     v(J4_16)
 BV BOUND     v(J4_17)
 BV BOUND     v(J4_18)
 BV BOUND     v(J4_19)
 BV BOUND     u(J0_0) 
 BV BOUND     u(J0_1) 
 BV BOUND     u(J0_2) 
 BV BOUND     u(J0_3) 
 BV BOUND     u(J0_4) 
 BV BOUND     u(J0_5) 
 BV BOUND     u(J0_6) 
 BV BOUND     u(J0_7) 
 BV BOUND     u(J0_8) 
 BV BOUND     u(J0_9) 
 BV BOUND     u(J0_10)
 BV BOUND     u(J0_11)
 BV BOUND     u(J0_12)
 BV BOUND     u(J0_13)
 BV BOUND     u(J0_14)
 BV BOUND     u(J0_15)
 BV BOUND     u(J0_16)
 BV BOUND     u(J0_17)
 BV BOUND     u(J0_18)
 BV BOUND     u(J0_19)
 BV BOUND     u(J1_0) 
 BV BOUND     u(J1_1) 
 BV BOUND     u(J1_2) 
 BV BOUND     u(J1_3) 
 BV BOUND     u(J1_4) 
 BV BOUND     u(J1_5) 
 BV BOUND     u(J1_6) 
 BV BOUND     u(J1_7) 
 BV BOUND     u(J1_8) 
 BV BOUND     u(J1_9) 
 BV BOUND     u(J1_10)
 BV BOUND     u(J1_11)
 BV BOUND     u(J1_12)
 BV BOUND     u(J1_13)
 BV BOUND     u(J1_14)
 BV BOUND     u(J1_15)
 BV BOUND     u(J1_16)
 BV BOUND     u(J1_17)
 BV BOUND     u(J1_18)
 BV BOUND     u(J1_19)
 BV BOUND     u(J2_0) 
 BV BOUND     u(J2_1) 
 BV BOUND     u(J2_2) 
 BV BOUND     u(J2_3) 
 BV BOUND     u(J2_4) 
 BV BOUND     u(J2_5) 
 BV BOUND     u(J2_6) 
 BV BOUND     u(J2_7) 
 BV BOUND     u(J2_8) 
 BV BOUND     u(J2_9) 
 BV BOUND     u(J2_10)
 BV BOUND     u(J2_11)
 BV BOUND     u(J2_12)
 BV BOUND     u(J2_13)
 BV BOUND     u(J2_14)
 BV BOUND     u(J2_15)
 BV BOUND     u(J2_16)
 BV BOUND     u(J2_17)
 BV BOUND     u(J2_18)
 BV BOUND     u(J2_19)
 BV BOUND     u(J3_0) 
 BV BOUND     u(J3_1) 
 BV BOUND     u(J3_2) 
 BV BOUND     u(J3_3) 
 BV BOUND     u(J3_4) 
 BV BOUND     u(J3_5) 
 BV BOUND     u(J3_6) 
 BV BOUND     u(J3_7) 
 BV BOUND     u(J3_8) 
 BV BOUND     u(J3_9) 
 BV BOUND     u(J3_10)
 BV BOUND     u(J3_11)
 BV BOUND     u(J3_12)
 BV BOUND     u(J3_13)
 BV BOUND     u(J3_14)
 BV BOUND     u(J3_15)
 BV BOUND     u(J3_16)
 BV BOUND     u(J3_17)
 BV BOUND     u(J3_18)
 BV BOUND     u(J3_19)
 BV BOUND     u(J4_0) 
 BV BOUND     u(J4_1) 
 BV BOUND     u(J4_2) 
 BV BOUND     u(J4_3) 
 BV BOUND     u(J4_4) 
 BV BOUND     u(J4_5) 
 BV BOUND     u(J4_6) 
 BV BOUND     u(J4_7) 
 BV BOUND     u(J4_8) 
 BV BOUND     u(J4_9) 
 BV BOUND     u(J4_10)
 BV BOUND     u(J4_11)
 BV BOUND     u(J4_12)
 BV BOUND     u(J4_13)
 BV BOUND     u(J4_14)
 BV BOUND     u(J4_15)
 BV BOUND     u(J4_16)
 BV BOUND     u(J4_17)
 BV BOUND     u(J4_18)
 BV BOUND     u(J4_19)
ENDATA
