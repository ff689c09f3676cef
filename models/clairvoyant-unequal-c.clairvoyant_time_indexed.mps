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
 L  c_u_state(101)_
 L  c_u_state(102)_
 L  c_u_state(103)_
 L  c_u_state(104)_
 L  c_u_state(105)_
 L  c_u_state(106)_
 L  c_u_state(107)_
 L  c_u_state(108)_
 L  c_u_state(109)_
 L  c_u_state(110)_
 L  c_u_state(111)_
 L  c_u_state(112)_
 L  c_u_state(113)_
 L  c_u_state(114)_
 L  c_u_state(115)_
 L  c_u_state(116)_
 L  c_u_state(117)_
 L  c_u_state(118)_
 L  c_u_state(119)_
 L  c_u_state(120)_
 L  c_u_state(121)_
 L  c_u_state(122)_
 L  c_u_state(123)_
 L  c_u_state(124)_
 L  c_u_state(125)_
 L  c_u_state(126)_
 L  c_u_state(127)_
 L  c_u_state(128)_
 L  c_u_state(129)_
 L  c_u_state(130)_
 L  c_u_state(131)_
 L  c_u_state(132)_
 L  c_u_state(133)_
 L  c_u_state(134)_
 L  c_u_state(135)_
 L  c_u_state(136)_
 L  c_u_state(137)_
 L  c_u_state(138)_
 L  c_u_state(139)_
 L  c_u_state(140)_
 L  c_u_state(141)_
 L  c_u_state(142)_
 L  c_u_state(143)_
 L  c_u_state(144)_
 L  c_u_state(145)_
 L  c_u_state(146)_
 L  c_u_state(147)_
 L  c_u_state(148)_
 L  c_u_state(149)_
 L  c_u_state(150)_
 L  c_u_state(151)_
 L  c_u_state(152)_
 L  c_u_state(153)_
 L  c_u_state(154)_
 L  c_u_state(155)_
 L  c_u_state(156)_
 L  c_u_state(157)_
 L  c_u_state(158)_
 L  c_u_state(159)_
 L  c_u_state(160)_
 L  c_u_state(161)_
 L  c_u_state(162)_
 L  c_u_state(163)_
 L  c_u_state(164)_
 L  c_u_state(165)_
 L  c_u_state(166)_
 L  c_u_state(167)_
 L  c_u_state(168)_
 L  c_u_state(169)_
 L  c_u_state(170)_
 L  c_u_state(171)_
 L  c_u_state(172)_
 L  c_u_state(173)_
 L  c_u_state(174)_
 L  c_u_state(175)_
 L  c_u_state(176)_
 L  c_u_state(177)_
 L  c_u_state(178)_
 L  c_u_state(179)_
 L  c_u_state(180)_
 L  c_u_state(181)_
 L  c_u_state(182)_
 L  c_u_state(183)_
 L  c_u_state(184)_
 L  c_u_state(185)_
 L  c_u_state(186)_
 L  c_u_state(187)_
 L  c_u_state(188)_
 L  c_u_state(189)_
 L  c_u_state(190)_
 L  c_u_state(191)_
 L  c_u_state(192)_
 L  c_u_state(193)_
 L  c_u_state(194)_
 L  c_u_state(195)_
 L  c_u_state(196)_
 L  c_u_state(197)_
 L  c_u_state(198)_
 L  c_u_state(199)_
 L  c_u_state(200)_
 L  c_u_state(201)_
 L  c_u_state(202)_
 L  c_u_state(203)_
 L  c_u_state(204)_
 L  c_u_state(205)_
 L  c_u_state(206)_
 L  c_u_state(207)_
 L  c_u_state(208)_
 L  c_u_state(209)_
 L  c_u_state(210)_
 L  c_u_state(211)_
 L  c_u_state(212)_
 L  c_u_state(213)_
 L  c_u_state(214)_
 L  c_u_state(215)_
 L  c_u_state(216)_
 L  c_u_state(217)_
 L  c_u_state(218)_
 L  c_u_state(219)_
 L  c_u_state(220)_
 L  c_u_state(221)_
 L  c_u_state(222)_
 L  c_u_state(223)_
 L  c_u_state(224)_
 L  c_u_state(225)_
 L  c_u_state(226)_
 L  c_u_state(227)_
 L  c_u_state(228)_
 L  c_u_state(229)_
 L  c_u_state(230)_
 L  c_u_state(231)_
 L  c_u_state(232)_
 L  c_u_state(233)_
 L  c_u_state(234)_
 L  c_u_state(235)_
 L  c_u_state(236)_
 L  c_u_state(237)_
 L  c_u_state(238)_
 L  c_u_state(239)_
 L  c_u_state(240)_
 L  c_u_state(241)_
 L  c_u_state(242)_
 L  c_u_state(243)_
 L  c_u_state(244)_
 L  c_u_state(245)_
 L  c_u_state(246)_
 L  c_u_state(247)_
 L  c_u_state(248)_
 L  c_u_state(249)_
 L  c_u_state(250)_
 L  c_u_state(251)_
 L  c_u_state(252)_
 L  c_u_state(253)_
 L  c_u_state(254)_
 L  c_u_state(255)_
 L  c_u_state(256)_
 L  c_u_state(257)_
 L  c_u_state(258)_
 L  c_u_state(259)_
 L  c_u_state(260)_
 L  c_u_state(261)_
 L  c_u_state(262)_
 L  c_u_state(263)_
 L  c_u_state(264)_
 L  c_u_state(265)_
 L  c_u_state(266)_
 L  c_u_state(267)_
 L  c_u_state(268)_
 L  c_u_state(269)_
 L  c_u_state(270)_
 L  c_u_state(271)_
 L  c_u_state(272)_
 L  c_u_state(273)_
 L  c_u_state(274)_
 L  c_u_state(275)_
 L  c_u_state(276)_
 L  c_u_state(277)_
 L  c_u_state(278)_
 L  c_u_state(279)_
 L  c_u_state(280)_
 L  c_u_state(281)_
 L  c_u_state(282)_
 L  c_u_state(283)_
 L  c_u_state(284)_
 L  c_u_state(285)_
 L  c_u_state(286)_
 L  c_u_state(287)_
 L  c_u_state(288)_
 L  c_u_state(289)_
 L  c_u_state(290)_
 L  c_u_state(291)_
 L  c_u_state(292)_
 L  c_u_state(293)_
 L  c_u_state(294)_
 L  c_u_state(295)_
 L  c_u_state(296)_
 L  c_u_state(297)_
 L  c_u_state(298)_
 L  c_u_state(299)_
 L  c_u_state(300)_
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
 L  c_u_start(101)_
 L  c_u_start(102)_
 L  c_u_start(103)_
 L  c_u_start(104)_
 L  c_u_start(105)_
 L  c_u_start(106)_
 L  c_u_start(107)_
 L  c_u_start(108)_
 L  c_u_start(109)_
 L  c_u_start(110)_
 L  c_u_start(111)_
 L  c_u_start(112)_
 L  c_u_start(113)_
 L  c_u_start(114)_
 L  c_u_start(115)_
 L  c_u_start(116)_
 L  c_u_start(117)_
 L  c_u_start(118)_
 L  c_u_start(119)_
 L  c_u_start(120)_
 L  c_u_start(121)_
 L  c_u_start(122)_
 L  c_u_start(123)_
 L  c_u_start(124)_
 L  c_u_start(125)_
 L  c_u_start(126)_
 L  c_u_start(127)_
 L  c_u_start(128)_
 L  c_u_start(129)_
 L  c_u_start(130)_
 L  c_u_start(131)_
 L  c_u_start(132)_
 L  c_u_start(133)_
 L  c_u_start(134)_
 L  c_u_start(135)_
 L  c_u_start(136)_
 L  c_u_start(137)_
 L  c_u_start(138)_
 L  c_u_start(139)_
 L  c_u_start(140)_
 L  c_u_start(141)_
 L  c_u_start(142)_
 L  c_u_start(143)_
 L  c_u_start(144)_
 L  c_u_start(145)_
 L  c_u_start(146)_
 L  c_u_start(147)_
 L  c_u_start(148)_
 L  c_u_start(149)_
 L  c_u_start(150)_
 L  c_u_start(151)_
 L  c_u_start(152)_
 L  c_u_start(153)_
 L  c_u_start(154)_
 L  c_u_start(155)_
 L  c_u_start(156)_
 L  c_u_start(157)_
 L  c_u_start(158)_
 L  c_u_start(159)_
 L  c_u_start(160)_
 L  c_u_start(161)_
 L  c_u_start(162)_
 L  c_u_start(163)_
 L  c_u_start(164)_
 L  c_u_start(165)_
 L  c_u_start(166)_
 L  c_u_start(167)_
 L  c_u_start(168)_
 L  c_u_start(169)_
 L  c_u_start(170)_
 L  c_u_start(171)_
 L  c_u_start(172)_
 L  c_u_start(173)_
 L  c_u_start(174)_
 L  c_u_start(175)_
 L  c_u_start(176)_
 L  c_u_start(177)_
 L  c_u_start(178)_
 L  c_u_start(179)_
 L  c_u_start(180)_
 L  c_u_start(181)_
 L  c_u_start(182)_
 L  c_u_start(183)_
 L  c_u_start(184)_
 L  c_u_start(185)_
 L  c_u_start(186)_
 L  c_u_start(187)_
 L  c_u_start(188)_
 L  c_u_start(189)_
 L  c_u_start(190)_
 L  c_u_start(191)_
 L  c_u_start(192)_
 L  c_u_start(193)_
 L  c_u_start(194)_
 L  c_u_start(195)_
 L  c_u_start(196)_
 L  c_u_start(197)_
 L  c_u_start(198)_
 L  c_u_start(199)_
 L  c_u_start(200)_
 L  c_u_start(201)_
 L  c_u_start(202)_
 L  c_u_start(203)_
 L  c_u_start(204)_
 L  c_u_start(205)_
 L  c_u_start(206)_
 L  c_u_start(207)_
 L  c_u_start(208)_
 L  c_u_start(209)_
 L  c_u_start(210)_
 L  c_u_start(211)_
 L  c_u_start(212)_
 L  c_u_start(213)_
 L  c_u_start(214)_
 L  c_u_start(215)_
 L  c_u_start(216)_
 L  c_u_start(217)_
 L  c_u_start(218)_
 L  c_u_start(219)_
 L  c_u_start(220)_
 L  c_u_start(221)_
 L  c_u_start(222)_
 L  c_u_start(223)_
 L  c_u_start(224)_
 L  c_u_start(225)_
 L  c_u_start(226)_
 L  c_u_start(227)_
 L  c_u_start(228)_
 L  c_u_start(229)_
 L  c_u_start(230)_
 L  c_u_start(231)_
 L  c_u_start(232)_
 L  c_u_start(233)_
 L  c_u_start(234)_
 L  c_u_start(235)_
 L  c_u_start(236)_
 L  c_u_start(237)_
 L  c_u_start(238)_
 L  c_u_start(239)_
 L  c_u_start(240)_
 L  c_u_start(241)_
 L  c_u_start(242)_
 L  c_u_start(243)_
 L  c_u_start(244)_
 L  c_u_start(245)_
 L  c_u_start(246)_
 L  c_u_start(247)_
 L  c_u_start(248)_
 L  c_u_start(249)_
 L  c_u_start(250)_
 L  c_u_start(251)_
 L  c_u_start(252)_
 L  c_u_start(253)_
 L  c_u_start(254)_
 L  c_u_start(255)_
 L  c_u_start(256)_
 L  c_u_start(257)_
 L  c_u_start(258)_
 L  c_u_start(259)_
 L  c_u_start(260)_
 L  c_u_start(261)_
 L  c_u_start(262)_
 L  c_u_start(263)_
 L  c_u_start(264)_
 L  c_u_start(265)_
 L  c_u_start(266)_
 L  c_u_start(267)_
 L  c_u_start(268)_
 L  c_u_start(269)_
 L  c_u_start(270)_
 L  c_u_start(271)_
 L  c_u_start(272)_
 L  c_u_start(273)_
 L  c_u_start(274)_
 L  c_u_start(275)_
 L  c_u_start(276)_
 L  c_u_start(277)_
 L  c_u_start(278)_
 L  c_u_start(279)_
 L  c_u_start(280)_
 L  c_u_start(281)_
 L  c_u_start(282)_
 L  c_u_start(283)_
 L  c_u_start(284)_
 L  c_u_start(285)_
 L  c_u_start(286)_
 L  c_u_start(287)_
 L  c_u_start(288)_
 L  c_u_start(289)_
 L  c_u_start(290)_
 L  c_u_start(291)_
 L  c_u_start(292)_
 L  c_u_start(293)_
 L  c_u_start(294)_
 L  c_u_start(295)_
 L  c_u_start(296)_
 L  c_u_start(297)_
 L  c_u_start(298)_
 L  c_u_start(299)_
 L  c_u_start(300)_
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
 L  c_u_stop(96)_
 L  c_u_stop(97)_
 L  c_u_stop(98)_
 L  c_u_stop(99)_
 L  c_u_stop(100)_
 L  c_u_stop(101)_
 L  c_u_stop(102)_
 L  c_u_stop(103)_
 L  c_u_stop(104)_
 L  c_u_stop(105)_
 L  c_u_stop(106)_
 L  c_u_stop(107)_
 L  c_u_stop(108)_
 L  c_u_stop(109)_
 L  c_u_stop(110)_
 L  c_u_stop(111)_
 L  c_u_stop(112)_
 L  c_u_stop(113)_
 L  c_u_stop(114)_
 L  c_u_stop(115)_
 L  c_u_stop(116)_
 L  c_u_stop(117)_
 L  c_u_stop(118)_
 L  c_u_stop(119)_
 L  c_u_stop(120)_
 L  c_u_stop(121)_
 L  c_u_stop(122)_
 L  c_u_stop(123)_
 L  c_u_stop(124)_
 L  c_u_stop(125)_
 L  c_u_stop(126)_
 L  c_u_stop(127)_
 L  c_u_stop(128)_
 L  c_u_stop(129)_
 L  c_u_stop(130)_
 L  c_u_stop(131)_
 L  c_u_stop(132)_
 L  c_u_stop(133)_
 L  c_u_stop(134)_
 L  c_u_stop(135)_
 L  c_u_stop(136)_
 L  c_u_stop(137)_
 L  c_u_stop(138)_
 L  c_u_stop(139)_
 L  c_u_stop(140)_
 L  c_u_stop(141)_
 L  c_u_stop(142)_
 L  c_u_stop(143)_
 L  c_u_stop(144)_
 L  c_u_stop(145)_
 L  c_u_stop(146)_
 L  c_u_stop(147)_
 L  c_u_stop(148)_
 L  c_u_stop(149)_
 L  c_u_stop(150)_
 L  c_u_stop(151)_
 L  c_u_stop(152)_
 L  c_u_stop(153)_
 L  c_u_stop(154)_
 L  c_u_stop(155)_
 L  c_u_stop(156)_
 L  c_u_stop(157)_
 L  c_u_stop(158)_
 L  c_u_stop(159)_
 L  c_u_stop(160)_
 L  c_u_stop(161)_
 L  c_u_stop(162)_
 L  c_u_stop(163)_
 L  c_u_stop(164)_
 L  c_u_stop(165)_
 L  c_u_stop(166)_
 L  c_u_stop(167)_
 L  c_u_stop(168)_
 L  c_u_stop(169)_
 L  c_u_stop(170)_
 L  c_u_stop(171)_
 L  c_u_stop(172)_
 L  c_u_stop(173)_
 L  c_u_stop(174)_
 L  c_u_stop(175)_
 L  c_u_stop(176)_
 L  c_u_stop(177)_
 L  c_u_stop(178)_
 L  c_u_stop(179)_
 L  c_u_stop(180)_
 L  c_u_stop(181)_
 L  c_u_stop(182)_
 L  c_u_stop(183)_
 L  c_u_stop(184)_
 L  c_u_stop(185)_
 L  c_u_stop(186)_
 L  c_u_stop(187)_
 L  c_u_stop(188)_
 L  c_u_stop(189)_
 L  c_u_stop(190)_
 L  c_u_stop(191)_
 L  c_u_stop(192)_
 L  c_u_stop(193)_
 L  c_u_stop(194)_
 L  c_u_stop(195)_
 L  c_u_stop(196)_
 L  c_u_stop(197)_
 L  c_u_stop(198)_
 L  c_u_stop(199)_
 L  c_u_stop(200)_
 L  c_u_stop(201)_
 L  c_u_stop(202)_
 L  c_u_stop(203)_
 L  c_u_stop(204)_
 L  c_u_stop(205)_
 L  c_u_stop(206)_
 L  c_u_stop(207)_
 L  c_u_stop(208)_
 L  c_u_stop(209)_
 L  c_u_stop(210)_
 L  c_u_stop(211)_
 L  c_u_stop(212)_
 L  c_u_stop(213)_
 L  c_u_stop(214)_
 L  c_u_stop(215)_
 L  c_u_stop(216)_
 L  c_u_stop(217)_
 L  c_u_stop(218)_
 L  c_u_stop(219)_
 L  c_u_stop(220)_
 L  c_u_stop(221)_
 L  c_u_stop(222)_
 L  c_u_stop(223)_
 L  c_u_stop(224)_
 L  c_u_stop(225)_
 L  c_u_stop(226)_
 L  c_u_stop(227)_
 L  c_u_stop(228)_
 L  c_u_stop(229)_
 L  c_u_stop(230)_
 L  c_u_stop(231)_
 L  c_u_stop(232)_
 L  c_u_stop(233)_
 L  c_u_stop(234)_
 L  c_u_stop(235)_
 L  c_u_stop(236)_
 L  c_u_stop(237)_
 L  c_u_stop(238)_
 L  c_u_stop(239)_
 L  c_u_stop(240)_
 L  c_u_stop(241)_
 L  c_u_stop(242)_
 L  c_u_stop(243)_
 L  c_u_stop(244)_
 L  c_u_stop(245)_
 L  c_u_stop(246)_
 L  c_u_stop(247)_
 L  c_u_stop(248)_
 L  c_u_stop(249)_
 L  c_u_stop(250)_
 L  c_u_stop(251)_
 L  c_u_stop(252)_
 L  c_u_stop(253)_
 L  c_u_stop(254)_
 L  c_u_stop(255)_
 L  c_u_stop(256)_
 L  c_u_stop(257)_
 L  c_u_stop(258)_
 L  c_u_stop(259)_
 L  c_u_stop(260)_
 L  c_u_stop(261)_
 L  c_u_stop(262)_
 L  c_u_stop(263)_
 L  c_u_stop(264)_
 L  c_u_stop(265)_
 L  c_u_stop(266)_
 L  c_u_stop(267)_
 L  c_u_stop(268)_
 L  c_u_stop(269)_
 L  c_u_stop(270)_
 L  c_u_stop(271)_
 L  c_u_stop(272)_
 L  c_u_stop(273)_
 L  c_u_stop(274)_
 L  c_u_stop(275)_
 L  c_u_stop(276)_
 L  c_u_stop(277)_
 L  c_u_stop(278)_
 L  c_u_stop(279)_
 L  c_u_stop(280)_
 L  c_u_stop(281)_
 L  c_u_stop(282)_
 L  c_u_stop(283)_
 L  c_u_stop(284)_
 L  c_u_stop(285)_
 L  c_u_stop(286)_
 L  c_u_stop(287)_
 L  c_u_stop(288)_
 L  c_u_stop(289)_
 L  c_u_stop(290)_
 L  c_u_stop(291)_
 L  c_u_stop(292)_
 L  c_u_stop(293)_
 L  c_u_stop(294)_
 L  c_u_stop(295)_
 L  c_u_stop(296)_
 L  c_u_stop(297)_
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
 L  c_u_ckpt_after_work(95)_
 L  c_u_ckpt_after_work(96)_
 L  c_u_ckpt_after_work(97)_
 L  c_u_ckpt_after_work(98)_
 L  c_u_ckpt_after_work(99)_
 L  c_u_ckpt_after_work(100)_
 L  c_u_ckpt_after_work(101)_
 L  c_u_ckpt_after_work(102)_
 L  c_u_ckpt_after_work(103)_
 L  c_u_ckpt_after_work(104)_
 L  c_u_ckpt_after_work(105)_
 L  c_u_ckpt_after_work(106)_
 L  c_u_ckpt_after_work(107)_
 L  c_u_ckpt_after_work(108)_
 L  c_u_ckpt_after_work(109)_
 L  c_u_ckpt_after_work(110)_
 L  c_u_ckpt_after_work(111)_
 L  c_u_ckpt_after_work(112)_
 L  c_u_ckpt_after_work(113)_
 L  c_u_ckpt_after_work(114)_
 L  c_u_ckpt_after_work(115)_
 L  c_u_ckpt_after_work(116)_
 L  c_u_ckpt_after_work(117)_
 L  c_u_ckpt_after_work(118)_
 L  c_u_ckpt_after_work(119)_
 L  c_u_ckpt_after_work(120)_
 L  c_u_ckpt_after_work(121)_
 L  c_u_ckpt_after_work(122)_
 L  c_u_ckpt_after_work(123)_
 L  c_u_ckpt_after_work(124)_
 L  c_u_ckpt_after_work(125)_
 L  c_u_ckpt_after_work(126)_
 L  c_u_ckpt_after_work(127)_
 L  c_u_ckpt_after_work(128)_
 L  c_u_ckpt_after_work(129)_
 L  c_u_ckpt_after_work(130)_
 L  c_u_ckpt_after_work(131)_
 L  c_u_ckpt_after_work(132)_
 L  c_u_ckpt_after_work(133)_
 L  c_u_ckpt_after_work(134)_
 L  c_u_ckpt_after_work(135)_
 L  c_u_ckpt_after_work(136)_
 L  c_u_ckpt_after_work(137)_
 L  c_u_ckpt_after_work(138)_
 L  c_u_ckpt_after_work(139)_
 L  c_u_ckpt_after_work(140)_
 L  c_u_ckpt_after_work(141)_
 L  c_u_ckpt_after_work(142)_
 L  c_u_ckpt_after_work(143)_
 L  c_u_ckpt_after_work(144)_
 L  c_u_ckpt_after_work(145)_
 L  c_u_ckpt_after_work(146)_
 L  c_u_ckpt_after_work(147)_
 L  c_u_ckpt_after_work(148)_
 L  c_u_ckpt_after_work(149)_
 L  c_u_ckpt_after_work(150)_
 L  c_u_ckpt_after_work(151)_
 L  c_u_ckpt_after_work(152)_
 L  c_u_ckpt_after_work(153)_
 L  c_u_ckpt_after_work(154)_
 L  c_u_ckpt_after_work(155)_
 L  c_u_ckpt_after_work(156)_
 L  c_u_ckpt_after_work(157)_
 L  c_u_ckpt_after_work(158)_
 L  c_u_ckpt_after_work(159)_
 L  c_u_ckpt_after_work(160)_
 L  c_u_ckpt_after_work(161)_
 L  c_u_ckpt_after_work(162)_
 L  c_u_ckpt_after_work(163)_
 L  c_u_ckpt_after_work(164)_
 L  c_u_ckpt_after_work(165)_
 L  c_u_ckpt_after_work(166)_
 L  c_u_ckpt_after_work(167)_
 L  c_u_ckpt_after_work(168)_
 L  c_u_ckpt_after_work(169)_
 L  c_u_ckpt_after_work(170)_
 L  c_u_ckpt_after_work(171)_
 L  c_u_ckpt_after_work(172)_
 L  c_u_ckpt_after_work(173)_
 L  c_u_ckpt_after_work(174)_
 L  c_u_ckpt_after_work(175)_
 L  c_u_ckpt_after_work(176)_
 L  c_u_ckpt_after_work(177)_
 L  c_u_ckpt_after_work(178)_
 L  c_u_ckpt_after_work(179)_
 L  c_u_ckpt_after_work(180)_
 L  c_u_ckpt_after_work(181)_
 L  c_u_ckpt_after_work(182)_
 L  c_u_ckpt_after_work(183)_
 L  c_u_ckpt_after_work(184)_
 L  c_u_ckpt_after_work(185)_
 L  c_u_ckpt_after_work(186)_
 L  c_u_ckpt_after_work(187)_
 L  c_u_ckpt_after_work(188)_
 L  c_u_ckpt_after_work(189)_
 L  c_u_ckpt_after_work(190)_
 L  c_u_ckpt_after_work(191)_
 L  c_u_ckpt_after_work(192)_
 L  c_u_ckpt_after_work(193)_
 L  c_u_ckpt_after_work(194)_
 L  c_u_ckpt_after_work(195)_
 L  c_u_ckpt_after_work(196)_
 L  c_u_ckpt_after_work(197)_
 L  c_u_ckpt_after_work(198)_
 L  c_u_ckpt_after_work(199)_
 L  c_u_ckpt_after_work(200)_
 L  c_u_ckpt_after_work(201)_
 L  c_u_ckpt_after_work(202)_
 L  c_u_ckpt_after_work(203)_
 L  c_u_ckpt_after_work(204)_
 L  c_u_ckpt_after_work(205)_
 L  c_u_ckpt_after_work(206)_
 L  c_u_ckpt_after_work(207)_
 L  c_u_ckpt_after_work(208)_
 L  c_u_ckpt_after_work(209)_
 L  c_u_ckpt_after_work(210)_
 L  c_u_ckpt_after_work(211)_
 L  c_u_ckpt_after_work(212)_
 L  c_u_ckpt_after_work(213)_
 L  c_u_ckpt_after_work(214)_
 L  c_u_ckpt_after_work(215)_
 L  c_u_ckpt_after_work(216)_
 L  c_u_ckpt_after_work(217)_
 L  c_u_ckpt_after_work(218)_
 L  c_u_ckpt_after_work(219)_
 L  c_u_ckpt_after_work(220)_
 L  c_u_ckpt_after_work(221)_
 L  c_u_ckpt_after_work(222)_
 L  c_u_ckpt_after_work(223)_
 L  c_u_ckpt_after_work(224)_
 L  c_u_ckpt_after_work(225)_
 L  c_u_ckpt_after_work(226)_
 L  c_u_ckpt_after_work(227)_
 L  c_u_ckpt_after_work(228)_
 L  c_u_ckpt_after_work(229)_
 L  c_u_ckpt_after_work(230)_
 L  c_u_ckpt_after_work(231)_
 L  c_u_ckpt_after_work(232)_
 L  c_u_ckpt_after_work(233)_
 L  c_u_ckpt_after_work(234)_
 L  c_u_ckpt_after_work(235)_
 L  c_u_ckpt_after_work(236)_
 L  c_u_ckpt_after_work(237)_
 L  c_u_ckpt_after_work(238)_
 L  c_u_ckpt_after_work(239)_
 L  c_u_ckpt_after_work(240)_
 L  c_u_ckpt_after_work(241)_
 L  c_u_ckpt_after_work(242)_
 L  c_u_ckpt_after_work(243)_
 L  c_u_ckpt_after_work(244)_
 L  c_u_ckpt_after_work(245)_
 L  c_u_ckpt_after_work(246)_
 L  c_u_ckpt_after_work(247)_
 L  c_u_ckpt_after_work(248)_
 L  c_u_ckpt_after_work(249)_
 L  c_u_ckpt_after_work(250)_
 L  c_u_ckpt_after_work(251)_
 L  c_u_ckpt_after_work(252)_
 L  c_u_ckpt_after_work(253)_
 L  c_u_ckpt_after_work(254)_
 L  c_u_ckpt_after_work(255)_
 L  c_u_ckpt_after_work(256)_
 L  c_u_ckpt_after_work(257)_
 L  c_u_ckpt_after_work(258)_
 L  c_u_ckpt_after_work(259)_
 L  c_u_ckpt_after_work(260)_
 L  c_u_ckpt_after_work(261)_
 L  c_u_ckpt_after_work(262)_
 L  c_u_ckpt_after_work(263)_
 L  c_u_ckpt_after_work(264)_
 L  c_u_ckpt_after_work(265)_
 L  c_u_ckpt_after_work(266)_
 L  c_u_ckpt_after_work(267)_
 L  c_u_ckpt_after_work(268)_
 L  c_u_ckpt_after_work(269)_
 L  c_u_ckpt_after_work(270)_
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
 L  c_u_processors(20)_
 L  c_u_processors(21)_
 L  c_u_processors(22)_
 L  c_u_processors(23)_
 L  c_u_processors(24)_
 L  c_u_processors(25)_
 L  c_u_processors(26)_
 L  c_u_processors(27)_
 L  c_u_processors(28)_
 L  c_u_processors(29)_
 L  c_u_processors(30)_
 L  c_u_processors(31)_
 L  c_u_processors(32)_
 L  c_u_processors(33)_
 L  c_u_processors(34)_
 L  c_u_processors(35)_
 L  c_u_processors(36)_
 L  c_u_processors(37)_
 L  c_u_processors(38)_
 L  c_u_processors(39)_
 L  c_u_processors(40)_
 L  c_u_processors(41)_
 L  c_u_processors(42)_
 L  c_u_processors(43)_
 L  c_u_processors(44)_
 L  c_u_processors(45)_
 L  c_u_processors(46)_
 L  c_u_processors(47)_
 L  c_u_processors(48)_
 L  c_u_processors(49)_
 L  c_u_processors(50)_
 L  c_u_processors(51)_
 L  c_u_processors(52)_
 L  c_u_processors(53)_
 L  c_u_processors(54)_
 L  c_u_processors(55)_
 L  c_u_processors(56)_
 L  c_u_processors(57)_
 L  c_u_processors(58)_
 L  c_u_processors(59)_
 L  c_u_processors(60)_
 L  c_u_processors(61)_
 L  c_u_processors(62)_
 L  c_u_processors(63)_
 L  c_u_processors(64)_
 L  c_u_processors(65)_
 L  c_u_processors(66)_
 L  c_u_processors(67)_
 L  c_u_processors(68)_
 L  c_u_processors(69)_
 L  c_u_processors(70)_
 L  c_u_processors(71)_
 L  c_u_processors(72)_
 L  c_u_processors(73)_
 L  c_u_processors(74)_
 L  c_u_processors(75)_
 L  c_u_processors(76)_
 L  c_u_processors(77)_
 L  c_u_processors(78)_
 L  c_u_processors(79)_
 L  c_u_processors(80)_
 L  c_u_processors(81)_
 L  c_u_processors(82)_
 L  c_u_processors(83)_
 L  c_u_processors(84)_
 L  c_u_processors(85)_
 L  c_u_processors(86)_
 L  c_u_processors(87)_
 L  c_u_processors(88)_
 L  c_u_processors(89)_
 L  c_u_processors(90)_
 L  c_u_processors(91)_
 L  c_u_processors(92)_
 L  c_u_processors(93)_
 L  c_u_processors(94)_
 L  c_u_processors(95)_
 L  c_u_processors(96)_
 L  c_u_processors(97)_
 L  c_u_processors(98)_
 L  c_u_processors(99)_
 L  c_u_end(0)_
 L  c_u_end(1)_
 L  c_u_end(2)_
COLUMNS
    MARK0000  'MARKER'                 'INTORG'
    w(J1_0)   work      0.0046875000000000007
    w(J1_0)   c_u_state(1)_  1
    w(J1_0)   c_u_start(1)_  1
    w(J1_0)   c_u_start(2)_  -1
    w(J1_0)   c_u_stop(1)_  1
    w(J1_0)   c_u_ckpt_after_work(2)_  -1
    w(J1_0)   c_u_processors(0)_  3
    w(J1_1)   work      0.0046875000000000007
    w(J1_1)   c_u_state(2)_  1
    w(J1_1)   c_u_start(2)_  1
    w(J1_1)   c_u_start(3)_  -1
    w(J1_1)   c_u_stop(1)_  -1
    w(J1_1)   c_u_stop(2)_  1
    w(J1_1)   c_u_ckpt_after_work(3)_  -1
    w(J1_1)   c_u_processors(1)_  3
    w(J1_2)   work      0.0046875000000000007
    w(J1_2)   c_u_state(3)_  1
    w(J1_2)   c_u_start(3)_  1
    w(J1_2)   c_u_start(4)_  -1
    w(J1_2)   c_u_stop(2)_  -1
    w(J1_2)   c_u_stop(3)_  1
    w(J1_2)   c_u_ckpt_after_work(4)_  -1
    w(J1_2)   c_u_processors(2)_  3
    w(J1_3)   work      0.0046875000000000007
    w(J1_3)   c_u_state(4)_  1
    w(J1_3)   c_u_start(4)_  1
    w(J1_3)   c_u_start(5)_  -1
    w(J1_3)   c_u_stop(3)_  -1
    w(J1_3)   c_u_stop(4)_  1
    w(J1_3)   c_u_ckpt_after_work(5)_  -1
    w(J1_3)   c_u_processors(3)_  3
    w(J1_4)   work      0.0046875000000000007
    w(J1_4)   c_u_state(5)_  1
    w(J1_4)   c_u_start(5)_  1
    w(J1_4)   c_u_start(6)_  -1
    w(J1_4)   c_u_stop(4)_  -1
    w(J1_4)   c_u_stop(5)_  1
    w(J1_4)   c_u_ckpt_after_work(6)_  -1
    w(J1_4)   c_u_processors(4)_  3
    w(J1_5)   work      0.0046875000000000007
    w(J1_5)   c_u_state(6)_  1
    w(J1_5)   c_u_start(6)_  1
    w(J1_5)   c_u_start(7)_  -1
    w(J1_5)   c_u_stop(5)_  -1
    w(J1_5)   c_u_stop(6)_  1
    w(J1_5)   c_u_ckpt_after_work(7)_  -1
    w(J1_5)   c_u_processors(5)_  3
    w(J1_6)   work      0.0046875000000000007
    w(J1_6)   c_u_state(7)_  1
    w(J1_6)   c_u_start(7)_  1
    w(J1_6)   c_u_start(8)_  -1
    w(J1_6)   c_u_stop(6)_  -1
    w(J1_6)   c_u_stop(7)_  1
    w(J1_6)   c_u_ckpt_after_work(8)_  -1
    w(J1_6)   c_u_processors(6)_  3
    w(J1_7)   work      0.0046875000000000007
    w(J1_7)   c_u_state(8)_  1
    w(J1_7)   c_u_start(8)_  1
    w(J1_7)   c_u_start(9)_  -1
    w(J1_7)   c_u_stop(7)_  -1
    w(J1_7)   c_u_stop(8)_  1
    w(J1_7)   c_u_ckpt_after_work(9)_  -1
    w(J1_7)   c_u_processors(7)_  3
    w(J1_8)   work      0.0046875000000000007
    w(J1_8)   c_u_state(9)_  1
    w(J1_8)   c_u_start(9)_  1
    w(J1_8)   c_u_start(10)_  -1
    w(J1_8)   c_u_stop(8)_  -1
    w(J1_8)   c_u_stop(9)_  1
    w(J1_8)   c_u_ckpt_after_work(10)_  -1
    w(J1_8)   c_u_processors(8)_  3
    w(J1_9)   work      0.0046875000000000007
    w(J1_9)   c_u_state(10)_  1
    w(J1_9)   c_u_start(10)_  1
    w(J1_9)   c_u_start(11)_  -1
    w(J1_9)   c_u_stop(9)_  -1
    w(J1_9)   c_u_stop(10)_  1
    w(J1_9)   c_u_ckpt_after_work(11)_  -1
    w(J1_9)   c_u_processors(9)_  3
    w(J1_10)  work      0.0046875000000000007
    w(J1_10)  c_u_state(11)_  1
    w(J1_10)  c_u_start(11)_  1
    w(J1_10)  c_u_start(12)_  -1
    w(J1_10)  c_u_stop(10)_  -1
    w(J1_10)  c_u_stop(11)_  1
    w(J1_10)  c_u_ckpt_after_work(12)_  -1
    w(J1_10)  c_u_processors(10)_  3
    w(J1_11)  work      0.0046875000000000007
    w(J1_11)  c_u_state(12)_  1
    w(J1_11)  c_u_start(12)_  1
    w(J1_11)  c_u_start(13)_  -1
    w(J1_11)  c_u_stop(11)_  -1
    w(J1_11)  c_u_stop(12)_  1
    w(J1_11)  c_u_ckpt_after_work(13)_  -1
    w(J1_11)  c_u_processors(11)_  3
    w(J1_12)  work      0.0046875000000000007
    w(J1_12)  c_u_state(13)_  1
    w(J1_12)  c_u_start(13)_  1
    w(J1_12)  c_u_start(14)_  -1
    w(J1_12)  c_u_stop(12)_  -1
    w(J1_12)  c_u_stop(13)_  1
    w(J1_12)  c_u_ckpt_after_work(14)_  -1
    w(J1_12)  c_u_processors(12)_  3
    w(J1_13)  work      0.0046875000000000007
    w(J1_13)  c_u_state(14)_  1
    w(J1_13)  c_u_start(14)_  1
    w(J1_13)  c_u_start(15)_  -1
    w(J1_13)  c_u_stop(13)_  -1
    w(J1_13)  c_u_stop(14)_  1
    w(J1_13)  c_u_ckpt_after_work(15)_  -1
    w(J1_13)  c_u_processors(13)_  3
    w(J1_14)  work      0.0046875000000000007
    w(J1_14)  c_u_state(15)_  1
    w(J1_14)  c_u_start(15)_  1
    w(J1_14)  c_u_start(16)_  -1
    w(J1_14)  c_u_stop(14)_  -1
    w(J1_14)  c_u_stop(15)_  1
    w(J1_14)  c_u_ckpt_after_work(16)_  -1
    w(J1_14)  c_u_processors(14)_  3
    w(J1_15)  work      0.0046875000000000007
    w(J1_15)  c_u_state(16)_  1
    w(J1_15)  c_u_start(16)_  1
    w(J1_15)  c_u_start(17)_  -1
    w(J1_15)  c_u_stop(15)_  -1
    w(J1_15)  c_u_stop(16)_  1
    w(J1_15)  c_u_ckpt_after_work(17)_  -1
    w(J1_15)  c_u_processors(15)_  3
    w(J1_16)  work      0.0046875000000000007
    w(J1_16)  c_u_state(17)_  1
    w(J1_16)  c_u_start(17)_  1
    w(J1_16)  c_u_start(18)_  -1
    w(J1_16)  c_u_stop(16)_  -1
    w(J1_16)  c_u_stop(17)_  1
    w(J1_16)  c_u_ckpt_after_work(18)_  -1
    w(J1_16)  c_u_processors(16)_  3
    w(J1_17)  work      0.0046875000000000007
    w(J1_17)  c_u_state(18)_  1
    w(J1_17)  c_u_start(18)_  1
    w(J1_17)  c_u_start(19)_  -1
    w(J1_17)  c_u_stop(17)_  -1
    w(J1_17)  c_u_stop(18)_  1
    w(J1_17)  c_u_ckpt_after_work(19)_  -1
    w(J1_17)  c_u_processors(17)_  3
    w(J1_18)  work      0.0046875000000000007
    w(J1_18)  c_u_state(19)_  1
    w(J1_18)  c_u_start(19)_  1
    w(J1_18)  c_u_start(20)_  -1
    w(J1_18)  c_u_stop(18)_  -1
    w(J1_18)  c_u_stop(19)_  1
    w(J1_18)  c_u_ckpt_after_work(20)_  -1
    w(J1_18)  c_u_processors(18)_  3
    w(J1_19)  work      0.0046875000000000007
    w(J1_19)  c_u_state(20)_  1
    w(J1_19)  c_u_start(20)_  1
    w(J1_19)  c_u_start(21)_  -1
    w(J1_19)  c_u_stop(19)_  -1
    w(J1_19)  c_u_stop(20)_  1
    w(J1_19)  c_u_ckpt_after_work(21)_  -1
    w(J1_19)  c_u_processors(19)_  3
    w(J1_20)  work      0.0046875000000000007
    w(J1_20)  c_u_state(21)_  1
    w(J1_20)  c_u_start(21)_  1
    w(J1_20)  c_u_start(22)_  -1
    w(J1_20)  c_u_stop(20)_  -1
    w(J1_20)  c_u_stop(21)_  1
    w(J1_20)  c_u_ckpt_after_work(22)_  -1
    w(J1_20)  c_u_processors(20)_  3
    w(J1_21)  work      0.0046875000000000007
    w(J1_21)  c_u_state(22)_  1
    w(J1_21)  c_u_start(22)_  1
    w(J1_21)  c_u_start(23)_  -1
    w(J1_21)  c_u_stop(21)_  -1
    w(J1_21)  c_u_stop(22)_  1
    w(J1_21)  c_u_ckpt_after_work(23)_  -1
    w(J1_21)  c_u_processors(21)_  3
    w(J1_22)  work      0.0046875000000000007
    w(J1_22)  c_u_state(23)_  1
    w(J1_22)  c_u_start(23)_  1
    w(J1_22)  c_u_start(24)_  -1
    w(J1_22)  c_u_stop(22)_  -1
    w(J1_22)  c_u_stop(23)_  1
    w(J1_22)  c_u_ckpt_after_work(24)_  -1
    w(J1_22)  c_u_processors(22)_  3
    w(J1_23)  work      0.0046875000000000007
    w(J1_23)  c_u_state(24)_  1
    w(J1_23)  c_u_start(24)_  1
    w(J1_23)  c_u_start(25)_  -1
    w(J1_23)  c_u_stop(23)_  -1
    w(J1_23)  c_u_stop(24)_  1
    w(J1_23)  c_u_ckpt_after_work(25)_  -1
    w(J1_23)  c_u_processors(23)_  3
    w(J1_24)  work      0.0046875000000000007
    w(J1_24)  c_u_state(25)_  1
    w(J1_24)  c_u_start(25)_  1
    w(J1_24)  c_u_start(26)_  -1
    w(J1_24)  c_u_stop(24)_  -1
    w(J1_24)  c_u_stop(25)_  1
    w(J1_24)  c_u_ckpt_after_work(26)_  -1
    w(J1_24)  c_u_processors(24)_  3
    w(J1_25)  work      0.0046875000000000007
    w(J1_25)  c_u_state(26)_  1
    w(J1_25)  c_u_start(26)_  1
    w(J1_25)  c_u_start(27)_  -1
    w(J1_25)  c_u_stop(25)_  -1
    w(J1_25)  c_u_stop(26)_  1
    w(J1_25)  c_u_ckpt_after_work(27)_  -1
    w(J1_25)  c_u_processors(25)_  3
    w(J1_26)  work      0.0046875000000000007
    w(J1_26)  c_u_state(27)_  1
    w(J1_26)  c_u_start(27)_  1
    w(J1_26)  c_u_start(28)_  -1
    w(J1_26)  c_u_stop(26)_  -1
    w(J1_26)  c_u_stop(27)_  1
    w(J1_26)  c_u_ckpt_after_work(28)_  -1
    w(J1_26)  c_u_processors(26)_  3
    w(J1_27)  work      0.0046875000000000007
    w(J1_27)  c_u_state(28)_  1
    w(J1_27)  c_u_start(28)_  1
    w(J1_27)  c_u_start(29)_  -1
    w(J1_27)  c_u_stop(27)_  -1
    w(J1_27)  c_u_stop(28)_  1
    w(J1_27)  c_u_ckpt_after_work(29)_  -1
    w(J1_27)  c_u_processors(27)_  3
    w(J1_28)  work      0.0046875000000000007
    w(J1_28)  c_u_state(29)_  1
    w(J1_28)  c_u_start(29)_  1
    w(J1_28)  c_u_start(30)_  -1
    w(J1_28)  c_u_stop(28)_  -1
    w(J1_28)  c_u_stop(29)_  1
    w(J1_28)  c_u_processors(28)_  3
    w(J1_29)  work      0.0046875000000000007
    w(J1_29)  c_u_state(30)_  1
    w(J1_29)  c_u_start(30)_  1
    w(J1_29)  c_u_start(31)_  -1
    w(J1_29)  c_u_stop(29)_  -1
    w(J1_29)  c_u_stop(30)_  1
    w(J1_29)  c_u_ckpt_after_work(30)_  -1
    w(J1_29)  c_u_processors(29)_  3
    w(J1_29)  c_u_end(0)_  3
    w(J1_30)  work      0.0046875000000000007
    w(J1_30)  c_u_state(31)_  1
    w(J1_30)  c_u_start(31)_  1
    w(J1_30)  c_u_start(32)_  -1
    w(J1_30)  c_u_stop(30)_  -1
    w(J1_30)  c_u_stop(31)_  1
    w(J1_30)  c_u_ckpt_after_work(31)_  -1
    w(J1_30)  c_u_processors(30)_  3
    w(J1_31)  work      0.0046875000000000007
    w(J1_31)  c_u_state(32)_  1
    w(J1_31)  c_u_start(32)_  1
    w(J1_31)  c_u_start(33)_  -1
    w(J1_31)  c_u_stop(31)_  -1
    w(J1_31)  c_u_stop(32)_  1
    w(J1_31)  c_u_ckpt_after_work(32)_  -1
    w(J1_31)  c_u_processors(31)_  3
    w(J1_32)  work      0.0046875000000000007
    w(J1_32)  c_u_state(33)_  1
    w(J1_32)  c_u_start(33)_  1
    w(J1_32)  c_u_start(34)_  -1
    w(J1_32)  c_u_stop(32)_  -1
    w(J1_32)  c_u_stop(33)_  1
    w(J1_32)  c_u_ckpt_after_work(33)_  -1
    w(J1_32)  c_u_processors(32)_  3
    w(J1_33)  work      0.0046875000000000007
    w(J1_33)  c_u_state(34)_  1
    w(J1_33)  c_u_start(34)_  1
    w(J1_33)  c_u_start(35)_  -1
    w(J1_33)  c_u_stop(33)_  -1
    w(J1_33)  c_u_stop(34)_  1
    w(J1_33)  c_u_ckpt_after_work(34)_  -1
    w(J1_33)  c_u_processors(33)_  3
    w(J1_34)  work      0.0046875000000000007
    w(J1_34)  c_u_state(35)_  1
    w(J1_34)  c_u_start(35)_  1
    w(J1_34)  c_u_start(36)_  -1
    w(J1_34)  c_u_stop(34)_  -1
    w(J1_34)  c_u_stop(35)_  1
    w(J1_34)  c_u_ckpt_after_work(35)_  -1
    w(J1_34)  c_u_processors(34)_  3
    w(J1_35)  work      0.0046875000000000007
    w(J1_35)  c_u_state(36)_  1
    w(J1_35)  c_u_start(36)_  1
    w(J1_35)  c_u_start(37)_  -1
    w(J1_35)  c_u_stop(35)_  -1
    w(J1_35)  c_u_stop(36)_  1
    w(J1_35)  c_u_ckpt_after_work(36)_  -1
    w(J1_35)  c_u_processors(35)_  3
    w(J1_36)  work      0.0046875000000000007
    w(J1_36)  c_u_state(37)_  1
    w(J1_36)  c_u_start(37)_  1
    w(J1_36)  c_u_start(38)_  -1
    w(J1_36)  c_u_stop(36)_  -1
    w(J1_36)  c_u_stop(37)_  1
    w(J1_36)  c_u_ckpt_after_work(37)_  -1
    w(J1_36)  c_u_processors(36)_  3
    w(J1_37)  work      0.0046875000000000007
    w(J1_37)  c_u_state(38)_  1
    w(J1_37)  c_u_start(38)_  1
    w(J1_37)  c_u_start(39)_  -1
    w(J1_37)  c_u_stop(37)_  -1
    w(J1_37)  c_u_stop(38)_  1
    w(J1_37)  c_u_ckpt_after_work(38)_  -1
    w(J1_37)  c_u_processors(37)_  3
    w(J1_38)  work      0.0046875000000000007
    w(J1_38)  c_u_state(39)_  1
    w(J1_38)  c_u_start(39)_  1
    w(J1_38)  c_u_start(40)_  -1
    w(J1_38)  c_u_stop(38)_  -1
    w(J1_38)  c_u_stop(39)_  1
    w(J1_38)  c_u_ckpt_after_work(39)_  -1
    w(J1_38)  c_u_processors(38)_  3
    w(J1_39)  work      0.0046875000000000007
    w(J1_39)  c_u_state(40)_  1
    w(J1_39)  c_u_start(40)_  1
    w(J1_39)  c_u_start(41)_  -1
    w(J1_39)  c_u_stop(39)_  -1
    w(J1_39)  c_u_stop(40)_  1
    w(J1_39)  c_u_ckpt_after_work(40)_  -1
    w(J1_39)  c_u_processors(39)_  3
    w(J1_40)  work      0.0046875000000000007
    w(J1_40)  c_u_state(41)_  1
    w(J1_40)  c_u_start(41)_  1
    w(J1_40)  c_u_start(42)_  -1
    w(J1_40)  c_u_stop(40)_  -1
    w(J1_40)  c_u_stop(41)_  1
    w(J1_40)  c_u_ckpt_after_work(41)_  -1
    w(J1_40)  c_u_processors(40)_  3
    w(J1_41)  work      0.0046875000000000007
    w(J1_41)  c_u_state(42)_  1
    w(J1_41)  c_u_start(42)_  1
    w(J1_41)  c_u_start(43)_  -1
    w(J1_41)  c_u_stop(41)_  -1
    w(J1_41)  c_u_stop(42)_  1
    w(J1_41)  c_u_ckpt_after_work(42)_  -1
    w(J1_41)  c_u_processors(41)_  3
    w(J1_42)  work      0.0046875000000000007
    w(J1_42)  c_u_state(43)_  1
    w(J1_42)  c_u_start(43)_  1
    w(J1_42)  c_u_start(44)_  -1
    w(J1_42)  c_u_stop(42)_  -1
    w(J1_42)  c_u_stop(43)_  1
    w(J1_42)  c_u_ckpt_after_work(43)_  -1
    w(J1_42)  c_u_processors(42)_  3
    w(J1_43)  work      0.0046875000000000007
    w(J1_43)  c_u_state(44)_  1
    w(J1_43)  c_u_start(44)_  1
    w(J1_43)  c_u_start(45)_  -1
    w(J1_43)  c_u_stop(43)_  -1
    w(J1_43)  c_u_stop(44)_  1
    w(J1_43)  c_u_ckpt_after_work(44)_  -1
    w(J1_43)  c_u_processors(43)_  3
    w(J1_44)  work      0.0046875000000000007
    w(J1_44)  c_u_state(45)_  1
    w(J1_44)  c_u_start(45)_  1
    w(J1_44)  c_u_start(46)_  -1
    w(J1_44)  c_u_stop(44)_  -1
    w(J1_44)  c_u_stop(45)_  1
    w(J1_44)  c_u_ckpt_after_work(45)_  -1
    w(J1_44)  c_u_processors(44)_  3
    w(J1_45)  work      0.0046875000000000007
    w(J1_45)  c_u_state(46)_  1
    w(J1_45)  c_u_start(46)_  1
    w(J1_45)  c_u_start(47)_  -1
    w(J1_45)  c_u_stop(45)_  -1
    w(J1_45)  c_u_stop(46)_  1
    w(J1_45)  c_u_ckpt_after_work(46)_  -1
    w(J1_45)  c_u_processors(45)_  3
    w(J1_46)  work      0.0046875000000000007
    w(J1_46)  c_u_state(47)_  1
    w(J1_46)  c_u_start(47)_  1
    w(J1_46)  c_u_start(48)_  -1
    w(J1_46)  c_u_stop(46)_  -1
    w(J1_46)  c_u_stop(47)_  1
    w(J1_46)  c_u_ckpt_after_work(47)_  -1
    w(J1_46)  c_u_processors(46)_  3
    w(J1_47)  work      0.0046875000000000007
    w(J1_47)  c_u_state(48)_  1
    w(J1_47)  c_u_start(48)_  1
    w(J1_47)  c_u_start(49)_  -1
    w(J1_47)  c_u_stop(47)_  -1
    w(J1_47)  c_u_stop(48)_  1
    w(J1_47)  c_u_ckpt_after_work(48)_  -1
    w(J1_47)  c_u_processors(47)_  3
    w(J1_48)  work      0.0046875000000000007
    w(J1_48)  c_u_state(49)_  1
    w(J1_48)  c_u_start(49)_  1
    w(J1_48)  c_u_start(50)_  -1
    w(J1_48)  c_u_stop(48)_  -1
    w(J1_48)  c_u_stop(49)_  1
    w(J1_48)  c_u_ckpt_after_work(49)_  -1
    w(J1_48)  c_u_processors(48)_  3
    w(J1_49)  work      0.0046875000000000007
    w(J1_49)  c_u_state(50)_  1
    w(J1_49)  c_u_start(50)_  1
    w(J1_49)  c_u_start(51)_  -1
    w(J1_49)  c_u_stop(49)_  -1
    w(J1_49)  c_u_stop(50)_  1
    w(J1_49)  c_u_ckpt_after_work(50)_  -1
    w(J1_49)  c_u_processors(49)_  3
    w(J1_50)  work      0.0046875000000000007
    w(J1_50)  c_u_state(51)_  1
    w(J1_50)  c_u_start(51)_  1
    w(J1_50)  c_u_start(52)_  -1
    w(J1_50)  c_u_stop(50)_  -1
    w(J1_50)  c_u_stop(51)_  1
    w(J1_50)  c_u_ckpt_after_work(51)_  -1
    w(J1_50)  c_u_processors(50)_  3
    w(J1_51)  work      0.0046875000000000007
    w(J1_51)  c_u_state(52)_  1
    w(J1_51)  c_u_start(52)_  1
    w(J1_51)  c_u_start(53)_  -1
    w(J1_51)  c_u_stop(51)_  -1
    w(J1_51)  c_u_stop(52)_  1
    w(J1_51)  c_u_ckpt_after_work(52)_  -1
    w(J1_51)  c_u_processors(51)_  3
    w(J1_52)  work      0.0046875000000000007
    w(J1_52)  c_u_state(53)_  1
    w(J1_52)  c_u_start(53)_  1
    w(J1_52)  c_u_start(54)_  -1
    w(J1_52)  c_u_stop(52)_  -1
    w(J1_52)  c_u_stop(53)_  1
    w(J1_52)  c_u_ckpt_after_work(53)_  -1
    w(J1_52)  c_u_processors(52)_  3
    w(J1_53)  work      0.0046875000000000007
    w(J1_53)  c_u_state(54)_  1
    w(J1_53)  c_u_start(54)_  1
    w(J1_53)  c_u_start(55)_  -1
    w(J1_53)  c_u_stop(53)_  -1
    w(J1_53)  c_u_stop(54)_  1
    w(J1_53)  c_u_ckpt_after_work(54)_  -1
    w(J1_53)  c_u_processors(53)_  3
    w(J1_54)  work      0.0046875000000000007
    w(J1_54)  c_u_state(55)_  1
    w(J1_54)  c_u_start(55)_  1
    w(J1_54)  c_u_start(56)_  -1
    w(J1_54)  c_u_stop(54)_  -1
    w(J1_54)  c_u_stop(55)_  1
    w(J1_54)  c_u_ckpt_after_work(55)_  -1
    w(J1_54)  c_u_processors(54)_  3
    w(J1_55)  work      0.0046875000000000007
    w(J1_55)  c_u_state(56)_  1
    w(J1_55)  c_u_start(56)_  1
    w(J1_55)  c_u_start(57)_  -1
    w(J1_55)  c_u_stop(55)_  -1
    w(J1_55)  c_u_stop(56)_  1
    w(J1_55)  c_u_ckpt_after_work(56)_  -1
    w(J1_55)  c_u_processors(55)_  3
    w(J1_56)  work      0.0046875000000000007
    w(J1_56)  c_u_state(57)_  1
    w(J1_56)  c_u_start(57)_  1
    w(J1_56)  c_u_start(58)_  -1
    w(J1_56)  c_u_stop(56)_  -1
    w(J1_56)  c_u_stop(57)_  1
    w(J1_56)  c_u_ckpt_after_work(57)_  -1
    w(J1_56)  c_u_processors(56)_  3
    w(J1_57)  work      0.0046875000000000007
    w(J1_57)  c_u_state(58)_  1
    w(J1_57)  c_u_start(58)_  1
    w(J1_57)  c_u_start(59)_  -1
    w(J1_57)  c_u_stop(57)_  -1
    w(J1_57)  c_u_stop(58)_  1
    w(J1_57)  c_u_ckpt_after_work(58)_  -1
    w(J1_57)  c_u_processors(57)_  3
    w(J1_58)  work      0.0046875000000000007
    w(J1_58)  c_u_state(59)_  1
    w(J1_58)  c_u_start(59)_  1
    w(J1_58)  c_u_start(60)_  -1
    w(J1_58)  c_u_stop(58)_  -1
    w(J1_58)  c_u_stop(59)_  1
    w(J1_58)  c_u_processors(58)_  3
    w(J1_59)  work      0.0046875000000000007
    w(J1_59)  c_u_state(60)_  1
    w(J1_59)  c_u_start(60)_  1
    w(J1_59)  c_u_start(61)_  -1
    w(J1_59)  c_u_stop(59)_  -1
    w(J1_59)  c_u_stop(60)_  1
    w(J1_59)  c_u_ckpt_after_work(59)_  -1
    w(J1_59)  c_u_processors(59)_  3
    w(J1_59)  c_u_end(1)_  3
    w(J1_60)  work      0.0046875000000000007
    w(J1_60)  c_u_state(61)_  1
    w(J1_60)  c_u_start(61)_  1
    w(J1_60)  c_u_start(62)_  -1
    w(J1_60)  c_u_stop(60)_  -1
    w(J1_60)  c_u_stop(61)_  1
    w(J1_60)  c_u_ckpt_after_work(60)_  -1
    w(J1_60)  c_u_processors(60)_  3
    w(J1_61)  work      0.0046875000000000007
    w(J1_61)  c_u_state(62)_  1
    w(J1_61)  c_u_start(62)_  1
    w(J1_61)  c_u_start(63)_  -1
    w(J1_61)  c_u_stop(61)_  -1
    w(J1_61)  c_u_stop(62)_  1
    w(J1_61)  c_u_ckpt_after_work(61)_  -1
    w(J1_61)  c_u_processors(61)_  3
    w(J1_62)  work      0.0046875000000000007
    w(J1_62)  c_u_state(63)_  1
    w(J1_62)  c_u_start(63)_  1
    w(J1_62)  c_u_start(64)_  -1
    w(J1_62)  c_u_stop(62)_  -1
    w(J1_62)  c_u_stop(63)_  1
    w(J1_62)  c_u_ckpt_after_work(62)_  -1
    w(J1_62)  c_u_processors(62)_  3
    w(J1_63)  work      0.0046875000000000007
    w(J1_63)  c_u_state(64)_  1
    w(J1_63)  c_u_start(64)_  1
    w(J1_63)  c_u_start(65)_  -1
    w(J1_63)  c_u_stop(63)_  -1
    w(J1_63)  c_u_stop(64)_  1
    w(J1_63)  c_u_ckpt_after_work(63)_  -1
    w(J1_63)  c_u_processors(63)_  3
    w(J1_64)  work      0.0046875000000000007
    w(J1_64)  c_u_state(65)_  1
    w(J1_64)  c_u_start(65)_  1
    w(J1_64)  c_u_start(66)_  -1
    w(J1_64)  c_u_stop(64)_  -1
    w(J1_64)  c_u_stop(65)_  1
    w(J1_64)  c_u_ckpt_after_work(64)_  -1
    w(J1_64)  c_u_processors(64)_  3
    w(J1_65)  work      0.0046875000000000007
    w(J1_65)  c_u_state(66)_  1
    w(J1_65)  c_u_start(66)_  1
    w(J1_65)  c_u_start(67)_  -1
    w(J1_65)  c_u_stop(65)_  -1
    w(J1_65)  c_u_stop(66)_  1
    w(J1_65)  c_u_ckpt_after_work(65)_  -1
    w(J1_65)  c_u_processors(65)_  3
    w(J1_66)  work      0.0046875000000000007
    w(J1_66)  c_u_state(67)_  1
    w(J1_66)  c_u_start(67)_  1
    w(J1_66)  c_u_start(68)_  -1
    w(J1_66)  c_u_stop(66)_  -1
    w(J1_66)  c_u_stop(67)_  1
    w(J1_66)  c_u_ckpt_after_work(66)_  -1
    w(J1_66)  c_u_processors(66)_  3
    w(J1_67)  work      0.0046875000000000007
    w(J1_67)  c_u_state(68)_  1
    w(J1_67)  c_u_start(68)_  1
    w(J1_67)  c_u_start(69)_  -1
    w(J1_67)  c_u_stop(67)_  -1
    w(J1_67)  c_u_stop(68)_  1
    w(J1_67)  c_u_ckpt_after_work(67)_  -1
    w(J1_67)  c_u_processors(67)_  3
    w(J1_68)  work      0.0046875000000000007
    w(J1_68)  c_u_state(69)_  1
    w(J1_68)  c_u_start(69)_  1
    w(J1_68)  c_u_start(70)_  -1
    w(J1_68)  c_u_stop(68)_  -1
    w(J1_68)  c_u_stop(69)_  1
    w(J1_68)  c_u_ckpt_after_work(68)_  -1
    w(J1_68)  c_u_processors(68)_  3
    w(J1_69)  work      0.0046875000000000007
    w(J1_69)  c_u_state(70)_  1
    w(J1_69)  c_u_start(70)_  1
    w(J1_69)  c_u_start(71)_  -1
    w(J1_69)  c_u_stop(69)_  -1
    w(J1_69)  c_u_stop(70)_  1
    w(J1_69)  c_u_ckpt_after_work(69)_  -1
    w(J1_69)  c_u_processors(69)_  3
    w(J1_70)  work      0.0046875000000000007
    w(J1_70)  c_u_state(71)_  1
    w(J1_70)  c_u_start(71)_  1
    w(J1_70)  c_u_start(72)_  -1
    w(J1_70)  c_u_stop(70)_  -1
    w(J1_70)  c_u_stop(71)_  1
    w(J1_70)  c_u_ckpt_after_work(70)_  -1
    w(J1_70)  c_u_processors(70)_  3
    w(J1_71)  work      0.0046875000000000007
    w(J1_71)  c_u_state(72)_  1
    w(J1_71)  c_u_start(72)_  1
    w(J1_71)  c_u_start(73)_  -1
    w(J1_71)  c_u_stop(71)_  -1
    w(J1_71)  c_u_stop(72)_  1
    w(J1_71)  c_u_ckpt_after_work(71)_  -1
    w(J1_71)  c_u_processors(71)_  3
    w(J1_72)  work      0.0046875000000000007
    w(J1_72)  c_u_state(73)_  1
    w(J1_72)  c_u_start(73)_  1
    w(J1_72)  c_u_start(74)_  -1
    w(J1_72)  c_u_stop(72)_  -1
    w(J1_72)  c_u_stop(73)_  1
    w(J1_72)  c_u_ckpt_after_work(72)_  -1
    w(J1_72)  c_u_processors(72)_  3
    w(J1_73)  work      0.0046875000000000007
    w(J1_73)  c_u_state(74)_  1
    w(J1_73)  c_u_start(74)_  1
    w(J1_73)  c_u_start(75)_  -1
    w(J1_73)  c_u_stop(73)_  -1
    w(J1_73)  c_u_stop(74)_  1
    w(J1_73)  c_u_ckpt_after_work(73)_  -1
    w(J1_73)  c_u_processors(73)_  3
    w(J1_74)  work      0.0046875000000000007
    w(J1_74)  c_u_state(75)_  1
    w(J1_74)  c_u_start(75)_  1
    w(J1_74)  c_u_start(76)_  -1
    w(J1_74)  c_u_stop(74)_  -1
    w(J1_74)  c_u_stop(75)_  1
    w(J1_74)  c_u_ckpt_after_work(74)_  -1
    w(J1_74)  c_u_processors(74)_  3
    w(J1_75)  work      0.0046875000000000007
    w(J1_75)  c_u_state(76)_  1
    w(J1_75)  c_u_start(76)_  1
    w(J1_75)  c_u_start(77)_  -1
    w(J1_75)  c_u_stop(75)_  -1
    w(J1_75)  c_u_stop(76)_  1
    w(J1_75)  c_u_ckpt_after_work(75)_  -1
    w(J1_75)  c_u_processors(75)_  3
    w(J1_76)  work      0.0046875000000000007
    w(J1_76)  c_u_state(77)_  1
    w(J1_76)  c_u_start(77)_  1
    w(J1_76)  c_u_start(78)_  -1
    w(J1_76)  c_u_stop(76)_  -1
    w(J1_76)  c_u_stop(77)_  1
    w(J1_76)  c_u_ckpt_after_work(76)_  -1
    w(J1_76)  c_u_processors(76)_  3
    w(J1_77)  work      0.0046875000000000007
    w(J1_77)  c_u_state(78)_  1
    w(J1_77)  c_u_start(78)_  1
    w(J1_77)  c_u_start(79)_  -1
    w(J1_77)  c_u_stop(77)_  -1
    w(J1_77)  c_u_stop(78)_  1
    w(J1_77)  c_u_ckpt_after_work(77)_  -1
    w(J1_77)  c_u_processors(77)_  3
    w(J1_78)  work      0.0046875000000000007
    w(J1_78)  c_u_state(79)_  1
    w(J1_78)  c_u_start(79)_  1
    w(J1_78)  c_u_start(80)_  -1
    w(J1_78)  c_u_stop(78)_  -1
    w(J1_78)  c_u_stop(79)_  1
    w(J1_78)  c_u_ckpt_after_work(78)_  -1
    w(J1_78)  c_u_processors(78)_  3
    w(J1_79)  work      0.0046875000000000007
    w(J1_79)  c_u_state(80)_  1
    w(J1_79)  c_u_start(80)_  1
    w(J1_79)  c_u_start(81)_  -1
    w(J1_79)  c_u_stop(79)_  -1
    w(J1_79)  c_u_stop(80)_  1
    w(J1_79)  c_u_ckpt_after_work(79)_  -1
    w(J1_79)  c_u_processors(79)_  3
    w(J1_80)  work      0.0046875000000000007
    w(J1_80)  c_u_state(81)_  1
    w(J1_80)  c_u_start(81)_  1
    w(J1_80)  c_u_start(82)_  -1
    w(J1_80)  c_u_stop(80)_  -1
    w(J1_80)  c_u_stop(81)_  1
    w(J1_80)  c_u_ckpt_after_work(80)_  -1
    w(J1_80)  c_u_processors(80)_  3
    w(J1_81)  work      0.0046875000000000007
    w(J1_81)  c_u_state(82)_  1
    w(J1_81)  c_u_start(82)_  1
    w(J1_81)  c_u_start(83)_  -1
    w(J1_81)  c_u_stop(81)_  -1
    w(J1_81)  c_u_stop(82)_  1
    w(J1_81)  c_u_ckpt_after_work(81)_  -1
    w(J1_81)  c_u_processors(81)_  3
    w(J1_82)  work      0.0046875000000000007
    w(J1_82)  c_u_state(83)_  1
    w(J1_82)  c_u_start(83)_  1
    w(J1_82)  c_u_start(84)_  -1
    w(J1_82)  c_u_stop(82)_  -1
    w(J1_82)  c_u_stop(83)_  1
    w(J1_82)  c_u_ckpt_after_work(82)_  -1
    w(J1_82)  c_u_processors(82)_  3
    w(J1_83)  work      0.0046875000000000007
    w(J1_83)  c_u_state(84)_  1
    w(J1_83)  c_u_start(84)_  1
    w(J1_83)  c_u_start(85)_  -1
    w(J1_83)  c_u_stop(83)_  -1
    w(J1_83)  c_u_stop(84)_  1
    w(J1_83)  c_u_ckpt_after_work(83)_  -1
    w(J1_83)  c_u_processors(83)_  3
    w(J1_84)  work      0.0046875000000000007
    w(J1_84)  c_u_state(85)_  1
    w(J1_84)  c_u_start(85)_  1
    w(J1_84)  c_u_start(86)_  -1
    w(J1_84)  c_u_stop(84)_  -1
    w(J1_84)  c_u_stop(85)_  1
    w(J1_84)  c_u_ckpt_after_work(84)_  -1
    w(J1_84)  c_u_processors(84)_  3
    w(J1_85)  work      0.0046875000000000007
    w(J1_85)  c_u_state(86)_  1
    w(J1_85)  c_u_start(86)_  1
    w(J1_85)  c_u_start(87)_  -1
    w(J1_85)  c_u_stop(85)_  -1
    w(J1_85)  c_u_stop(86)_  1
    w(J1_85)  c_u_ckpt_after_work(85)_  -1
    w(J1_85)  c_u_processors(85)_  3
    w(J1_86)  work      0.0046875000000000007
    w(J1_86)  c_u_state(87)_  1
    w(J1_86)  c_u_start(87)_  1
    w(J1_86)  c_u_start(88)_  -1
    w(J1_86)  c_u_stop(86)_  -1
    w(J1_86)  c_u_stop(87)_  1
    w(J1_86)  c_u_ckpt_after_work(86)_  -1
    w(J1_86)  c_u_processors(86)_  3
    w(J1_87)  work      0.0046875000000000007
    w(J1_87)  c_u_state(88)_  1
    w(J1_87)  c_u_start(88)_  1
    w(J1_87)  c_u_start(89)_  -1
    w(J1_87)  c_u_stop(87)_  -1
    w(J1_87)  c_u_stop(88)_  1
    w(J1_87)  c_u_ckpt_after_work(87)_  -1
    w(J1_87)  c_u_processors(87)_  3
    w(J1_88)  work      0.0046875000000000007
    w(J1_88)  c_u_state(89)_  1
    w(J1_88)  c_u_start(89)_  1
    w(J1_88)  c_u_start(90)_  -1
    w(J1_88)  c_u_stop(88)_  -1
    w(J1_88)  c_u_stop(89)_  1
    w(J1_88)  c_u_ckpt_after_work(88)_  -1
    w(J1_88)  c_u_processors(88)_  3
    w(J1_89)  work      0.0046875000000000007
    w(J1_89)  c_u_state(90)_  1
    w(J1_89)  c_u_start(90)_  1
    w(J1_89)  c_u_start(91)_  -1
    w(J1_89)  c_u_stop(89)_  -1
    w(J1_89)  c_u_stop(90)_  1
    w(J1_89)  c_u_ckpt_after_work(89)_  -1
    w(J1_89)  c_u_processors(89)_  3
    w(J1_90)  work      0.0046875000000000007
    w(J1_90)  c_u_state(91)_  1
    w(J1_90)  c_u_start(91)_  1
    w(J1_90)  c_u_start(92)_  -1
    w(J1_90)  c_u_stop(90)_  -1
    w(J1_90)  c_u_stop(91)_  1
    w(J1_90)  c_u_ckpt_after_work(90)_  -1
    w(J1_90)  c_u_processors(90)_  3
    w(J1_91)  work      0.0046875000000000007
    w(J1_91)  c_u_state(92)_  1
    w(J1_91)  c_u_start(92)_  1
    w(J1_91)  c_u_start(93)_  -1
    w(J1_91)  c_u_stop(91)_  -1
    w(J1_91)  c_u_stop(92)_  1
    w(J1_91)  c_u_ckpt_after_work(91)_  -1
    w(J1_91)  c_u_processors(91)_  3
    w(J1_92)  work      0.0046875000000000007
    w(J1_92)  c_u_state(93)_  1
    w(J1_92)  c_u_start(93)_  1
    w(J1_92)  c_u_start(94)_  -1
    w(J1_92)  c_u_stop(92)_  -1
    w(J1_92)  c_u_stop(93)_  1
    w(J1_92)  c_u_ckpt_after_work(92)_  -1
    w(J1_92)  c_u_processors(92)_  3
    w(J1_93)  work      0.0046875000000000007
    w(J1_93)  c_u_state(94)_  1
    w(J1_93)  c_u_start(94)_  1
    w(J1_93)  c_u_start(95)_  -1
    w(J1_93)  c_u_stop(93)_  -1
    w(J1_93)  c_u_stop(94)_  1
    w(J1_93)  c_u_ckpt_after_work(93)_  -1
    w(J1_93)  c_u_processors(93)_  3
    w(J1_94)  work      0.0046875000000000007
    w(J1_94)  c_u_state(95)_  1
    w(J1_94)  c_u_start(95)_  1
    w(J1_94)  c_u_start(96)_  -1
    w(J1_94)  c_u_stop(94)_  -1
    w(J1_94)  c_u_stop(95)_  1
    w(J1_94)  c_u_ckpt_after_work(94)_  -1
    w(J1_94)  c_u_processors(94)_  3
    w(J1_95)  work      0.0046875000000000007
    w(J1_95)  c_u_state(96)_  1
    w(J1_95)  c_u_start(96)_  1
    w(J1_95)  c_u_start(97)_  -1
    w(J1_95)  c_u_stop(95)_  -1
    w(J1_95)  c_u_stop(96)_  1
    w(J1_95)  c_u_ckpt_after_work(95)_  -1
    w(J1_95)  c_u_processors(95)_  3
    w(J1_96)  work      0.0046875000000000007
    w(J1_96)  c_u_state(97)_  1
    w(J1_96)  c_u_start(97)_  1
    w(J1_96)  c_u_start(98)_  -1
    w(J1_96)  c_u_stop(96)_  -1
    w(J1_96)  c_u_stop(97)_  1
    w(J1_96)  c_u_ckpt_after_work(96)_  -1
    w(J1_96)  c_u_processors(96)_  3
    w(J1_97)  work      0.0046875000000000007
    w(J1_97)  c_u_state(98)_  1
    w(J1_97)  c_u_start(98)_  1
    w(J1_97)  c_u_start(99)_  -1
    w(J1_97)  c_u_stop(97)_  -1
    w(J1_97)  c_u_stop(98)_  1
    w(J1_97)  c_u_ckpt_after_work(97)_  -1
    w(J1_97)  c_u_processors(97)_  3
    w(J1_98)  work      0.0046875000000000007
    w(J1_98)  c_u_state(99)_  1
    w(J1_98)  c_u_start(99)_  1
    w(J1_98)  c_u_start(100)_  -1
    w(J1_98)  c_u_stop(98)_  -1
    w(J1_98)  c_u_stop(99)_  1
    w(J1_98)  c_u_processors(98)_  3
    w(J1_99)  work      0.0046875000000000007
    w(J1_99)  c_u_state(100)_  1
    w(J1_99)  c_u_start(100)_  1
    w(J1_99)  c_u_stop(99)_  -1
    w(J1_99)  c_u_processors(99)_  3
    w(J1_99)  c_u_end(2)_  3
    w(J2_0)   work      0.0031250000000000002
    w(J2_0)   c_u_state(101)_  1
    w(J2_0)   c_u_start(101)_  1
    w(J2_0)   c_u_start(102)_  -1
    w(J2_0)   c_u_stop(100)_  1
    w(J2_0)   c_u_ckpt_after_work(99)_  -1
    w(J2_0)   c_u_processors(0)_  2
    w(J2_1)   work      0.0031250000000000002
    w(J2_1)   c_u_state(102)_  1
    w(J2_1)   c_u_start(102)_  1
    w(J2_1)   c_u_start(103)_  -1
    w(J2_1)   c_u_stop(100)_  -1
    w(J2_1)   c_u_stop(101)_  1
    w(J2_1)   c_u_ckpt_after_work(100)_  -1
    w(J2_1)   c_u_processors(1)_  2
    w(J2_2)   work      0.0031250000000000002
    w(J2_2)   c_u_state(103)_  1
    w(J2_2)   c_u_start(103)_  1
    w(J2_2)   c_u_start(104)_  -1
    w(J2_2)   c_u_stop(101)_  -1
    w(J2_2)   c_u_stop(102)_  1
    w(J2_2)   c_u_ckpt_after_work(101)_  -1
    w(J2_2)   c_u_processors(2)_  2
    w(J2_3)   work      0.0031250000000000002
    w(J2_3)   c_u_state(104)_  1
    w(J2_3)   c_u_start(104)_  1
    w(J2_3)   c_u_start(105)_  -1
    w(J2_3)   c_u_stop(102)_  -1
    w(J2_3)   c_u_stop(103)_  1
    w(J2_3)   c_u_ckpt_after_work(102)_  -1
    w(J2_3)   c_u_processors(3)_  2
    w(J2_4)   work      0.0031250000000000002
    w(J2_4)   c_u_state(105)_  1
    w(J2_4)   c_u_start(105)_  1
    w(J2_4)   c_u_start(106)_  -1
    w(J2_4)   c_u_stop(103)_  -1
    w(J2_4)   c_u_stop(104)_  1
    w(J2_4)   c_u_ckpt_after_work(103)_  -1
    w(J2_4)   c_u_processors(4)_  2
    w(J2_5)   work      0.0031250000000000002
    w(J2_5)   c_u_state(106)_  1
    w(J2_5)   c_u_start(106)_  1
    w(J2_5)   c_u_start(107)_  -1
    w(J2_5)   c_u_stop(104)_  -1
    w(J2_5)   c_u_stop(105)_  1
    w(J2_5)   c_u_ckpt_after_work(104)_  -1
    w(J2_5)   c_u_processors(5)_  2
    w(J2_6)   work      0.0031250000000000002
    w(J2_6)   c_u_state(107)_  1
    w(J2_6)   c_u_start(107)_  1
    w(J2_6)   c_u_start(108)_  -1
    w(J2_6)   c_u_stop(105)_  -1
    w(J2_6)   c_u_stop(106)_  1
    w(J2_6)   c_u_ckpt_after_work(105)_  -1
    w(J2_6)   c_u_processors(6)_  2
    w(J2_7)   work      0.0031250000000000002
    w(J2_7)   c_u_state(108)_  1
    w(J2_7)   c_u_start(108)_  1
    w(J2_7)   c_u_start(109)_  -1
    w(J2_7)   c_u_stop(106)_  -1
    w(J2_7)   c_u_stop(107)_  1
    w(J2_7)   c_u_ckpt_after_work(106)_  -1
    w(J2_7)   c_u_processors(7)_  2
    w(J2_8)   work      0.0031250000000000002
    w(J2_8)   c_u_state(109)_  1
    w(J2_8)   c_u_start(109)_  1
    w(J2_8)   c_u_start(110)_  -1
    w(J2_8)   c_u_stop(107)_  -1
    w(J2_8)   c_u_stop(108)_  1
    w(J2_8)   c_u_ckpt_after_work(107)_  -1
    w(J2_8)   c_u_processors(8)_  2
    w(J2_9)   work      0.0031250000000000002
    w(J2_9)   c_u_state(110)_  1
    w(J2_9)   c_u_start(110)_  1
    w(J2_9)   c_u_start(111)_  -1
    w(J2_9)   c_u_stop(108)_  -1
    w(J2_9)   c_u_stop(109)_  1
    w(J2_9)   c_u_ckpt_after_work(108)_  -1
    w(J2_9)   c_u_processors(9)_  2
    w(J2_10)  work      0.0031250000000000002
    w(J2_10)  c_u_state(111)_  1
    w(J2_10)  c_u_start(111)_  1
    w(J2_10)  c_u_start(112)_  -1
    w(J2_10)  c_u_stop(109)_  -1
    w(J2_10)  c_u_stop(110)_  1
    w(J2_10)  c_u_ckpt_after_work(109)_  -1
    w(J2_10)  c_u_processors(10)_  2
    w(J2_11)  work      0.0031250000000000002
    w(J2_11)  c_u_state(112)_  1
    w(J2_11)  c_u_start(112)_  1
    w(J2_11)  c_u_start(113)_  -1
    w(J2_11)  c_u_stop(110)_  -1
    w(J2_11)  c_u_stop(111)_  1
    w(J2_11)  c_u_ckpt_after_work(110)_  -1
    w(J2_11)  c_u_processors(11)_  2
    w(J2_12)  work      0.0031250000000000002
    w(J2_12)  c_u_state(113)_  1
    w(J2_12)  c_u_start(113)_  1
    w(J2_12)  c_u_start(114)_  -1
    w(J2_12)  c_u_stop(111)_  -1
    w(J2_12)  c_u_stop(112)_  1
    w(J2_12)  c_u_ckpt_after_work(111)_  -1
    w(J2_12)  c_u_processors(12)_  2
    w(J2_13)  work      0.0031250000000000002
    w(J2_13)  c_u_state(114)_  1
    w(J2_13)  c_u_start(114)_  1
    w(J2_13)  c_u_start(115)_  -1
    w(J2_13)  c_u_stop(112)_  -1
    w(J2_13)  c_u_stop(113)_  1
    w(J2_13)  c_u_ckpt_after_work(112)_  -1
    w(J2_13)  c_u_processors(13)_  2
    w(J2_14)  work      0.0031250000000000002
    w(J2_14)  c_u_state(115)_  1
    w(J2_14)  c_u_start(115)_  1
    w(J2_14)  c_u_start(116)_  -1
    w(J2_14)  c_u_stop(113)_  -1
    w(J2_14)  c_u_stop(114)_  1
    w(J2_14)  c_u_ckpt_after_work(113)_  -1
    w(J2_14)  c_u_processors(14)_  2
    w(J2_15)  work      0.0031250000000000002
    w(J2_15)  c_u_state(116)_  1
    w(J2_15)  c_u_start(116)_  1
    w(J2_15)  c_u_start(117)_  -1
    w(J2_15)  c_u_stop(114)_  -1
    w(J2_15)  c_u_stop(115)_  1
    w(J2_15)  c_u_ckpt_after_work(114)_  -1
    w(J2_15)  c_u_processors(15)_  2
    w(J2_16)  work      0.0031250000000000002
    w(J2_16)  c_u_state(117)_  1
    w(J2_16)  c_u_start(117)_  1
    w(J2_16)  c_u_start(118)_  -1
    w(J2_16)  c_u_stop(115)_  -1
    w(J2_16)  c_u_stop(116)_  1
    w(J2_16)  c_u_ckpt_after_work(115)_  -1
    w(J2_16)  c_u_processors(16)_  2
    w(J2_17)  work      0.0031250000000000002
    w(J2_17)  c_u_state(118)_  1
    w(J2_17)  c_u_start(118)_  1
    w(J2_17)  c_u_start(119)_  -1
    w(J2_17)  c_u_stop(116)_  -1
    w(J2_17)  c_u_stop(117)_  1
    w(J2_17)  c_u_ckpt_after_work(116)_  -1
    w(J2_17)  c_u_processors(17)_  2
    w(J2_18)  work      0.0031250000000000002
    w(J2_18)  c_u_state(119)_  1
    w(J2_18)  c_u_start(119)_  1
    w(J2_18)  c_u_start(120)_  -1
    w(J2_18)  c_u_stop(117)_  -1
    w(J2_18)  c_u_stop(118)_  1
    w(J2_18)  c_u_ckpt_after_work(117)_  -1
    w(J2_18)  c_u_processors(18)_  2
    w(J2_19)  work      0.0031250000000000002
    w(J2_19)  c_u_state(120)_  1
    w(J2_19)  c_u_start(120)_  1
    w(J2_19)  c_u_start(121)_  -1
    w(J2_19)  c_u_stop(118)_  -1
    w(J2_19)  c_u_stop(119)_  1
    w(J2_19)  c_u_ckpt_after_work(118)_  -1
    w(J2_19)  c_u_processors(19)_  2
    w(J2_20)  work      0.0031250000000000002
    w(J2_20)  c_u_state(121)_  1
    w(J2_20)  c_u_start(121)_  1
    w(J2_20)  c_u_start(122)_  -1
    w(J2_20)  c_u_stop(119)_  -1
    w(J2_20)  c_u_stop(120)_  1
    w(J2_20)  c_u_ckpt_after_work(119)_  -1
    w(J2_20)  c_u_processors(20)_  2
    w(J2_21)  work      0.0031250000000000002
    w(J2_21)  c_u_state(122)_  1
    w(J2_21)  c_u_start(122)_  1
    w(J2_21)  c_u_start(123)_  -1
    w(J2_21)  c_u_stop(120)_  -1
    w(J2_21)  c_u_stop(121)_  1
    w(J2_21)  c_u_ckpt_after_work(120)_  -1
    w(J2_21)  c_u_processors(21)_  2
    w(J2_22)  work      0.0031250000000000002
    w(J2_22)  c_u_state(123)_  1
    w(J2_22)  c_u_start(123)_  1
    w(J2_22)  c_u_start(124)_  -1
    w(J2_22)  c_u_stop(121)_  -1
    w(J2_22)  c_u_stop(122)_  1
    w(J2_22)  c_u_ckpt_after_work(121)_  -1
    w(J2_22)  c_u_processors(22)_  2
    w(J2_23)  work      0.0031250000000000002
    w(J2_23)  c_u_state(124)_  1
    w(J2_23)  c_u_start(124)_  1
    w(J2_23)  c_u_start(125)_  -1
    w(J2_23)  c_u_stop(122)_  -1
    w(J2_23)  c_u_stop(123)_  1
    w(J2_23)  c_u_ckpt_after_work(122)_  -1
    w(J2_23)  c_u_processors(23)_  2
    w(J2_24)  work      0.0031250000000000002
    w(J2_24)  c_u_state(125)_  1
    w(J2_24)  c_u_start(125)_  1
    w(J2_24)  c_u_start(126)_  -1
    w(J2_24)  c_u_stop(123)_  -1
    w(J2_24)  c_u_stop(124)_  1
    w(J2_24)  c_u_ckpt_after_work(123)_  -1
    w(J2_24)  c_u_processors(24)_  2
    w(J2_25)  work      0.0031250000000000002
    w(J2_25)  c_u_state(126)_  1
    w(J2_25)  c_u_start(126)_  1
    w(J2_25)  c_u_start(127)_  -1
    w(J2_25)  c_u_stop(124)_  -1
    w(J2_25)  c_u_stop(125)_  1
    w(J2_25)  c_u_ckpt_after_work(124)_  -1
    w(J2_25)  c_u_processors(25)_  2
    w(J2_26)  work      0.0031250000000000002
    w(J2_26)  c_u_state(127)_  1
    w(J2_26)  c_u_start(127)_  1
    w(J2_26)  c_u_start(128)_  -1
    w(J2_26)  c_u_stop(125)_  -1
    w(J2_26)  c_u_stop(126)_  1
    w(J2_26)  c_u_processors(26)_  2
    w(J2_27)  work      0.0031250000000000002
    w(J2_27)  c_u_state(128)_  1
    w(J2_27)  c_u_start(128)_  1
    w(J2_27)  c_u_start(129)_  -1
    w(J2_27)  c_u_stop(126)_  -1
    w(J2_27)  c_u_stop(127)_  1
    w(J2_27)  c_u_processors(27)_  2
    w(J2_28)  work      0.0031250000000000002
    w(J2_28)  c_u_state(129)_  1
    w(J2_28)  c_u_start(129)_  1
    w(J2_28)  c_u_start(130)_  -1
    w(J2_28)  c_u_stop(127)_  -1
    w(J2_28)  c_u_stop(128)_  1
    w(J2_28)  c_u_processors(28)_  2
    w(J2_29)  work      0.0031250000000000002
    w(J2_29)  c_u_state(130)_  1
    w(J2_29)  c_u_start(130)_  1
    w(J2_29)  c_u_start(131)_  -1
    w(J2_29)  c_u_stop(128)_  -1
    w(J2_29)  c_u_stop(129)_  1
    w(J2_29)  c_u_ckpt_after_work(125)_  -1
    w(J2_29)  c_u_processors(29)_  2
    w(J2_29)  c_u_end(0)_  2
    w(J2_30)  work      0.0031250000000000002
    w(J2_30)  c_u_state(131)_  1
    w(J2_30)  c_u_start(131)_  1
    w(J2_30)  c_u_start(132)_  -1
    w(J2_30)  c_u_stop(129)_  -1
    w(J2_30)  c_u_stop(130)_  1
    w(J2_30)  c_u_ckpt_after_work(126)_  -1
    w(J2_30)  c_u_processors(30)_  2
    w(J2_31)  work      0.0031250000000000002
    w(J2_31)  c_u_state(132)_  1
    w(J2_31)  c_u_start(132)_  1
    w(J2_31)  c_u_start(133)_  -1
    w(J2_31)  c_u_stop(130)_  -1
    w(J2_31)  c_u_stop(131)_  1
    w(J2_31)  c_u_ckpt_after_work(127)_  -1
    w(J2_31)  c_u_processors(31)_  2
    w(J2_32)  work      0.0031250000000000002
    w(J2_32)  c_u_state(133)_  1
    w(J2_32)  c_u_start(133)_  1
    w(J2_32)  c_u_start(134)_  -1
    w(J2_32)  c_u_stop(131)_  -1
    w(J2_32)  c_u_stop(132)_  1
    w(J2_32)  c_u_ckpt_after_work(128)_  -1
    w(J2_32)  c_u_processors(32)_  2
    w(J2_33)  work      0.0031250000000000002
    w(J2_33)  c_u_state(134)_  1
    w(J2_33)  c_u_start(134)_  1
    w(J2_33)  c_u_start(135)_  -1
    w(J2_33)  c_u_stop(132)_  -1
    w(J2_33)  c_u_stop(133)_  1
    w(J2_33)  c_u_ckpt_after_work(129)_  -1
    w(J2_33)  c_u_processors(33)_  2
    w(J2_34)  work      0.0031250000000000002
    w(J2_34)  c_u_state(135)_  1
    w(J2_34)  c_u_start(135)_  1
    w(J2_34)  c_u_start(136)_  -1
    w(J2_34)  c_u_stop(133)_  -1
    w(J2_34)  c_u_stop(134)_  1
    w(J2_34)  c_u_ckpt_after_work(130)_  -1
    w(J2_34)  c_u_processors(34)_  2
    w(J2_35)  work      0.0031250000000000002
    w(J2_35)  c_u_state(136)_  1
    w(J2_35)  c_u_start(136)_  1
    w(J2_35)  c_u_start(137)_  -1
    w(J2_35)  c_u_stop(134)_  -1
    w(J2_35)  c_u_stop(135)_  1
    w(J2_35)  c_u_ckpt_after_work(131)_  -1
    w(J2_35)  c_u_processors(35)_  2
    w(J2_36)  work      0.0031250000000000002
    w(J2_36)  c_u_state(137)_  1
    w(J2_36)  c_u_start(137)_  1
    w(J2_36)  c_u_start(138)_  -1
    w(J2_36)  c_u_stop(135)_  -1
    w(J2_36)  c_u_stop(136)_  1
    w(J2_36)  c_u_ckpt_after_work(132)_  -1
    w(J2_36)  c_u_processors(36)_  2
    w(J2_37)  work      0.0031250000000000002
    w(J2_37)  c_u_state(138)_  1
    w(J2_37)  c_u_start(138)_  1
    w(J2_37)  c_u_start(139)_  -1
    w(J2_37)  c_u_stop(136)_  -1
    w(J2_37)  c_u_stop(137)_  1
    w(J2_37)  c_u_ckpt_after_work(133)_  -1
    w(J2_37)  c_u_processors(37)_  2
    w(J2_38)  work      0.0031250000000000002
    w(J2_38)  c_u_state(139)_  1
    w(J2_38)  c_u_start(139)_  1
    w(J2_38)  c_u_start(140)_  -1
    w(J2_38)  c_u_stop(137)_  -1
    w(J2_38)  c_u_stop(138)_  1
    w(J2_38)  c_u_ckpt_after_work(134)_  -1
    w(J2_38)  c_u_processors(38)_  2
    w(J2_39)  work      0.0031250000000000002
    w(J2_39)  c_u_state(140)_  1
    w(J2_39)  c_u_start(140)_  1
    w(J2_39)  c_u_start(141)_  -1
    w(J2_39)  c_u_stop(138)_  -1
    w(J2_39)  c_u_stop(139)_  1
    w(J2_39)  c_u_ckpt_after_work(135)_  -1
    w(J2_39)  c_u_processors(39)_  2
    w(J2_40)  work      0.0031250000000000002
    w(J2_40)  c_u_state(141)_  1
    w(J2_40)  c_u_start(141)_  1
    w(J2_40)  c_u_start(142)_  -1
    w(J2_40)  c_u_stop(139)_  -1
    w(J2_40)  c_u_stop(140)_  1
    w(J2_40)  c_u_ckpt_after_work(136)_  -1
    w(J2_40)  c_u_processors(40)_  2
    w(J2_41)  work      0.0031250000000000002
    w(J2_41)  c_u_state(142)_  1
    w(J2_41)  c_u_start(142)_  1
    w(J2_41)  c_u_start(143)_  -1
    w(J2_41)  c_u_stop(140)_  -1
    w(J2_41)  c_u_stop(141)_  1
    w(J2_41)  c_u_ckpt_after_work(137)_  -1
    w(J2_41)  c_u_processors(41)_  2
    w(J2_42)  work      0.0031250000000000002
    w(J2_42)  c_u_state(143)_  1
    w(J2_42)  c_u_start(143)_  1
    w(J2_42)  c_u_start(144)_  -1
    w(J2_42)  c_u_stop(141)_  -1
    w(J2_42)  c_u_stop(142)_  1
    w(J2_42)  c_u_ckpt_after_work(138)_  -1
    w(J2_42)  c_u_processors(42)_  2
    w(J2_43)  work      0.0031250000000000002
    w(J2_43)  c_u_state(144)_  1
    w(J2_43)  c_u_start(144)_  1
    w(J2_43)  c_u_start(145)_  -1
    w(J2_43)  c_u_stop(142)_  -1
    w(J2_43)  c_u_stop(143)_  1
    w(J2_43)  c_u_ckpt_after_work(139)_  -1
    w(J2_43)  c_u_processors(43)_  2
    w(J2_44)  work      0.0031250000000000002
    w(J2_44)  c_u_state(145)_  1
    w(J2_44)  c_u_start(145)_  1
    w(J2_44)  c_u_start(146)_  -1
    w(J2_44)  c_u_stop(143)_  -1
    w(J2_44)  c_u_stop(144)_  1
    w(J2_44)  c_u_ckpt_after_work(140)_  -1
    w(J2_44)  c_u_processors(44)_  2
    w(J2_45)  work      0.0031250000000000002
    w(J2_45)  c_u_state(146)_  1
    w(J2_45)  c_u_start(146)_  1
    w(J2_45)  c_u_start(147)_  -1
    w(J2_45)  c_u_stop(144)_  -1
    w(J2_45)  c_u_stop(145)_  1
    w(J2_45)  c_u_ckpt_after_work(141)_  -1
    w(J2_45)  c_u_processors(45)_  2
    w(J2_46)  work      0.0031250000000000002
    w(J2_46)  c_u_state(147)_  1
    w(J2_46)  c_u_start(147)_  1
    w(J2_46)  c_u_start(148)_  -1
    w(J2_46)  c_u_stop(145)_  -1
    w(J2_46)  c_u_stop(146)_  1
    w(J2_46)  c_u_ckpt_after_work(142)_  -1
    w(J2_46)  c_u_processors(46)_  2
    w(J2_47)  work      0.0031250000000000002
    w(J2_47)  c_u_state(148)_  1
    w(J2_47)  c_u_start(148)_  1
    w(J2_47)  c_u_start(149)_  -1
    w(J2_47)  c_u_stop(146)_  -1
    w(J2_47)  c_u_stop(147)_  1
    w(J2_47)  c_u_ckpt_after_work(143)_  -1
    w(J2_47)  c_u_processors(47)_  2
    w(J2_48)  work      0.0031250000000000002
    w(J2_48)  c_u_state(149)_  1
    w(J2_48)  c_u_start(149)_  1
    w(J2_48)  c_u_start(150)_  -1
    w(J2_48)  c_u_stop(147)_  -1
    w(J2_48)  c_u_stop(148)_  1
    w(J2_48)  c_u_ckpt_after_work(144)_  -1
    w(J2_48)  c_u_processors(48)_  2
    w(J2_49)  work      0.0031250000000000002
    w(J2_49)  c_u_state(150)_  1
    w(J2_49)  c_u_start(150)_  1
    w(J2_49)  c_u_start(151)_  -1
    w(J2_49)  c_u_stop(148)_  -1
    w(J2_49)  c_u_stop(149)_  1
    w(J2_49)  c_u_ckpt_after_work(145)_  -1
    w(J2_49)  c_u_processors(49)_  2
    w(J2_50)  work      0.0031250000000000002
    w(J2_50)  c_u_state(151)_  1
    w(J2_50)  c_u_start(151)_  1
    w(J2_50)  c_u_start(152)_  -1
    w(J2_50)  c_u_stop(149)_  -1
    w(J2_50)  c_u_stop(150)_  1
    w(J2_50)  c_u_ckpt_after_work(146)_  -1
    w(J2_50)  c_u_processors(50)_  2
    w(J2_51)  work      0.0031250000000000002
    w(J2_51)  c_u_state(152)_  1
    w(J2_51)  c_u_start(152)_  1
    w(J2_51)  c_u_start(153)_  -1
    w(J2_51)  c_u_stop(150)_  -1
    w(J2_51)  c_u_stop(151)_  1
    w(J2_51)  c_u_ckpt_after_work(147)_  -1
    w(J2_51)  c_u_processors(51)_  2
    w(J2_52)  work      0.0031250000000000002
    w(J2_52)  c_u_state(153)_  1
    w(J2_52)  c_u_start(153)_  1
    w(J2_52)  c_u_start(154)_  -1
    w(J2_52)  c_u_stop(151)_  -1
    w(J2_52)  c_u_stop(152)_  1
    w(J2_52)  c_u_ckpt_after_work(148)_  -1
    w(J2_52)  c_u_processors(52)_  2
    w(J2_53)  work      0.0031250000000000002
    w(J2_53)  c_u_state(154)_  1
    w(J2_53)  c_u_start(154)_  1
    w(J2_53)  c_u_start(155)_  -1
    w(J2_53)  c_u_stop(152)_  -1
    w(J2_53)  c_u_stop(153)_  1
    w(J2_53)  c_u_ckpt_after_work(149)_  -1
    w(J2_53)  c_u_processors(53)_  2
    w(J2_54)  work      0.0031250000000000002
    w(J2_54)  c_u_state(155)_  1
    w(J2_54)  c_u_start(155)_  1
    w(J2_54)  c_u_start(156)_  -1
    w(J2_54)  c_u_stop(153)_  -1
    w(J2_54)  c_u_stop(154)_  1
    w(J2_54)  c_u_ckpt_after_work(150)_  -1
    w(J2_54)  c_u_processors(54)_  2
    w(J2_55)  work      0.0031250000000000002
    w(J2_55)  c_u_state(156)_  1
    w(J2_55)  c_u_start(156)_  1
    w(J2_55)  c_u_start(157)_  -1
    w(J2_55)  c_u_stop(154)_  -1
    w(J2_55)  c_u_stop(155)_  1
    w(J2_55)  c_u_ckpt_after_work(151)_  -1
    w(J2_55)  c_u_processors(55)_  2
    w(J2_56)  work      0.0031250000000000002
    w(J2_56)  c_u_state(157)_  1
    w(J2_56)  c_u_start(157)_  1
    w(J2_56)  c_u_start(158)_  -1
    w(J2_56)  c_u_stop(155)_  -1
    w(J2_56)  c_u_stop(156)_  1
    w(J2_56)  c_u_processors(56)_  2
    w(J2_57)  work      0.0031250000000000002
    w(J2_57)  c_u_state(158)_  1
    w(J2_57)  c_u_start(158)_  1
    w(J2_57)  c_u_start(159)_  -1
    w(J2_57)  c_u_stop(156)_  -1
    w(J2_57)  c_u_stop(157)_  1
    w(J2_57)  c_u_processors(57)_  2
    w(J2_58)  work      0.0031250000000000002
    w(J2_58)  c_u_state(159)_  1
    w(J2_58)  c_u_start(159)_  1
    w(J2_58)  c_u_start(160)_  -1
    w(J2_58)  c_u_stop(157)_  -1
    w(J2_58)  c_u_stop(158)_  1
    w(J2_58)  c_u_processors(58)_  2
    w(J2_59)  work      0.0031250000000000002
    w(J2_59)  c_u_state(160)_  1
    w(J2_59)  c_u_start(160)_  1
    w(J2_59)  c_u_start(161)_  -1
    w(J2_59)  c_u_stop(158)_  -1
    w(J2_59)  c_u_stop(159)_  1
    w(J2_59)  c_u_ckpt_after_work(152)_  -1
    w(J2_59)  c_u_processors(59)_  2
    w(J2_59)  c_u_end(1)_  2
    w(J2_60)  work      0.0031250000000000002
    w(J2_60)  c_u_state(161)_  1
    w(J2_60)  c_u_start(161)_  1
    w(J2_60)  c_u_start(162)_  -1
    w(J2_60)  c_u_stop(159)_  -1
    w(J2_60)  c_u_stop(160)_  1
    w(J2_60)  c_u_ckpt_after_work(153)_  -1
    w(J2_60)  c_u_processors(60)_  2
    w(J2_61)  work      0.0031250000000000002
    w(J2_61)  c_u_state(162)_  1
    w(J2_61)  c_u_start(162)_  1
    w(J2_61)  c_u_start(163)_  -1
    w(J2_61)  c_u_stop(160)_  -1
    w(J2_61)  c_u_stop(161)_  1
    w(J2_61)  c_u_ckpt_after_work(154)_  -1
    w(J2_61)  c_u_processors(61)_  2
    w(J2_62)  work      0.0031250000000000002
    w(J2_62)  c_u_state(163)_  1
    w(J2_62)  c_u_start(163)_  1
    w(J2_62)  c_u_start(164)_  -1
    w(J2_62)  c_u_stop(161)_  -1
    w(J2_62)  c_u_stop(162)_  1
    w(J2_62)  c_u_ckpt_after_work(155)_  -1
    w(J2_62)  c_u_processors(62)_  2
    w(J2_63)  work      0.0031250000000000002
    w(J2_63)  c_u_state(164)_  1
    w(J2_63)  c_u_start(164)_  1
    w(J2_63)  c_u_start(165)_  -1
    w(J2_63)  c_u_stop(162)_  -1
    w(J2_63)  c_u_stop(163)_  1
    w(J2_63)  c_u_ckpt_after_work(156)_  -1
    w(J2_63)  c_u_processors(63)_  2
    w(J2_64)  work      0.0031250000000000002
    w(J2_64)  c_u_state(165)_  1
    w(J2_64)  c_u_start(165)_  1
    w(J2_64)  c_u_start(166)_  -1
    w(J2_64)  c_u_stop(163)_  -1
    w(J2_64)  c_u_stop(164)_  1
    w(J2_64)  c_u_ckpt_after_work(157)_  -1
    w(J2_64)  c_u_processors(64)_  2
    w(J2_65)  work      0.0031250000000000002
    w(J2_65)  c_u_state(166)_  1
    w(J2_65)  c_u_start(166)_  1
    w(J2_65)  c_u_start(167)_  -1
    w(J2_65)  c_u_stop(164)_  -1
    w(J2_65)  c_u_stop(165)_  1
    w(J2_65)  c_u_ckpt_after_work(158)_  -1
    w(J2_65)  c_u_processors(65)_  2
    w(J2_66)  work      0.0031250000000000002
    w(J2_66)  c_u_state(167)_  1
    w(J2_66)  c_u_start(167)_  1
    w(J2_66)  c_u_start(168)_  -1
    w(J2_66)  c_u_stop(165)_  -1
    w(J2_66)  c_u_stop(166)_  1
    w(J2_66)  c_u_ckpt_after_work(159)_  -1
    w(J2_66)  c_u_processors(66)_  2
    w(J2_67)  work      0.0031250000000000002
    w(J2_67)  c_u_state(168)_  1
    w(J2_67)  c_u_start(168)_  1
    w(J2_67)  c_u_start(169)_  -1
    w(J2_67)  c_u_stop(166)_  -1
    w(J2_67)  c_u_stop(167)_  1
    w(J2_67)  c_u_ckpt_after_work(160)_  -1
    w(J2_67)  c_u_processors(67)_  2
    w(J2_68)  work      0.0031250000000000002
    w(J2_68)  c_u_state(169)_  1
    w(J2_68)  c_u_start(169)_  1
    w(J2_68)  c_u_start(170)_  -1
    w(J2_68)  c_u_stop(167)_  -1
    w(J2_68)  c_u_stop(168)_  1
    w(J2_68)  c_u_ckpt_after_work(161)_  -1
    w(J2_68)  c_u_processors(68)_  2
    w(J2_69)  work      0.0031250000000000002
    w(J2_69)  c_u_state(170)_  1
    w(J2_69)  c_u_start(170)_  1
    w(J2_69)  c_u_start(171)_  -1
    w(J2_69)  c_u_stop(168)_  -1
    w(J2_69)  c_u_stop(169)_  1
    w(J2_69)  c_u_ckpt_after_work(162)_  -1
    w(J2_69)  c_u_processors(69)_  2
    w(J2_70)  work      0.0031250000000000002
    w(J2_70)  c_u_state(171)_  1
    w(J2_70)  c_u_start(171)_  1
    w(J2_70)  c_u_start(172)_  -1
    w(J2_70)  c_u_stop(169)_  -1
    w(J2_70)  c_u_stop(170)_  1
    w(J2_70)  c_u_ckpt_after_work(163)_  -1
    w(J2_70)  c_u_processors(70)_  2
    w(J2_71)  work      0.0031250000000000002
    w(J2_71)  c_u_state(172)_  1
    w(J2_71)  c_u_start(172)_  1
    w(J2_71)  c_u_start(173)_  -1
    w(J2_71)  c_u_stop(170)_  -1
    w(J2_71)  c_u_stop(171)_  1
    w(J2_71)  c_u_ckpt_after_work(164)_  -1
    w(J2_71)  c_u_processors(71)_  2
    w(J2_72)  work      0.0031250000000000002
    w(J2_72)  c_u_state(173)_  1
    w(J2_72)  c_u_start(173)_  1
    w(J2_72)  c_u_start(174)_  -1
    w(J2_72)  c_u_stop(171)_  -1
    w(J2_72)  c_u_stop(172)_  1
    w(J2_72)  c_u_ckpt_after_work(165)_  -1
    w(J2_72)  c_u_processors(72)_  2
    w(J2_73)  work      0.0031250000000000002
    w(J2_73)  c_u_state(174)_  1
    w(J2_73)  c_u_start(174)_  1
    w(J2_73)  c_u_start(175)_  -1
    w(J2_73)  c_u_stop(172)_  -1
    w(J2_73)  c_u_stop(173)_  1
    w(J2_73)  c_u_ckpt_after_work(166)_  -1
    w(J2_73)  c_u_processors(73)_  2
    w(J2_74)  work      0.0031250000000000002
    w(J2_74)  c_u_state(175)_  1
    w(J2_74)  c_u_start(175)_  1
    w(J2_74)  c_u_start(176)_  -1
    w(J2_74)  c_u_stop(173)_  -1
    w(J2_74)  c_u_stop(174)_  1
    w(J2_74)  c_u_ckpt_after_work(167)_  -1
    w(J2_74)  c_u_processors(74)_  2
    w(J2_75)  work      0.0031250000000000002
    w(J2_75)  c_u_state(176)_  1
    w(J2_75)  c_u_start(176)_  1
    w(J2_75)  c_u_start(177)_  -1
    w(J2_75)  c_u_stop(174)_  -1
    w(J2_75)  c_u_stop(175)_  1
    w(J2_75)  c_u_ckpt_after_work(168)_  -1
    w(J2_75)  c_u_processors(75)_  2
    w(J2_76)  work      0.0031250000000000002
    w(J2_76)  c_u_state(177)_  1
    w(J2_76)  c_u_start(177)_  1
    w(J2_76)  c_u_start(178)_  -1
    w(J2_76)  c_u_stop(175)_  -1
    w(J2_76)  c_u_stop(176)_  1
    w(J2_76)  c_u_ckpt_after_work(169)_  -1
    w(J2_76)  c_u_processors(76)_  2
    w(J2_77)  work      0.0031250000000000002
    w(J2_77)  c_u_state(178)_  1
    w(J2_77)  c_u_start(178)_  1
    w(J2_77)  c_u_start(179)_  -1
    w(J2_77)  c_u_stop(176)_  -1
    w(J2_77)  c_u_stop(177)_  1
    w(J2_77)  c_u_ckpt_after_work(170)_  -1
    w(J2_77)  c_u_processors(77)_  2
    w(J2_78)  work      0.0031250000000000002
    w(J2_78)  c_u_state(179)_  1
    w(J2_78)  c_u_start(179)_  1
    w(J2_78)  c_u_start(180)_  -1
    w(J2_78)  c_u_stop(177)_  -1
    w(J2_78)  c_u_stop(178)_  1
    w(J2_78)  c_u_ckpt_after_work(171)_  -1
    w(J2_78)  c_u_processors(78)_  2
    w(J2_79)  work      0.0031250000000000002
    w(J2_79)  c_u_state(180)_  1
    w(J2_79)  c_u_start(180)_  1
    w(J2_79)  c_u_start(181)_  -1
    w(J2_79)  c_u_stop(178)_  -1
    w(J2_79)  c_u_stop(179)_  1
    w(J2_79)  c_u_ckpt_after_work(172)_  -1
    w(J2_79)  c_u_processors(79)_  2
    w(J2_80)  work      0.0031250000000000002
    w(J2_80)  c_u_state(181)_  1
    w(J2_80)  c_u_start(181)_  1
    w(J2_80)  c_u_start(182)_  -1
    w(J2_80)  c_u_stop(179)_  -1
    w(J2_80)  c_u_stop(180)_  1
    w(J2_80)  c_u_ckpt_after_work(173)_  -1
    w(J2_80)  c_u_processors(80)_  2
    w(J2_81)  work      0.0031250000000000002
    w(J2_81)  c_u_state(182)_  1
    w(J2_81)  c_u_start(182)_  1
    w(J2_81)  c_u_start(183)_  -1
    w(J2_81)  c_u_stop(180)_  -1
    w(J2_81)  c_u_stop(181)_  1
    w(J2_81)  c_u_ckpt_after_work(174)_  -1
    w(J2_81)  c_u_processors(81)_  2
    w(J2_82)  work      0.0031250000000000002
    w(J2_82)  c_u_state(183)_  1
    w(J2_82)  c_u_start(183)_  1
    w(J2_82)  c_u_start(184)_  -1
    w(J2_82)  c_u_stop(181)_  -1
    w(J2_82)  c_u_stop(182)_  1
    w(J2_82)  c_u_ckpt_after_work(175)_  -1
    w(J2_82)  c_u_processors(82)_  2
    w(J2_83)  work      0.0031250000000000002
    w(J2_83)  c_u_state(184)_  1
    w(J2_83)  c_u_start(184)_  1
    w(J2_83)  c_u_start(185)_  -1
    w(J2_83)  c_u_stop(182)_  -1
    w(J2_83)  c_u_stop(183)_  1
    w(J2_83)  c_u_ckpt_after_work(176)_  -1
    w(J2_83)  c_u_processors(83)_  2
    w(J2_84)  work      0.0031250000000000002
    w(J2_84)  c_u_state(185)_  1
    w(J2_84)  c_u_start(185)_  1
    w(J2_84)  c_u_start(186)_  -1
    w(J2_84)  c_u_stop(183)_  -1
    w(J2_84)  c_u_stop(184)_  1
    w(J2_84)  c_u_ckpt_after_work(177)_  -1
    w(J2_84)  c_u_processors(84)_  2
    w(J2_85)  work      0.0031250000000000002
    w(J2_85)  c_u_state(186)_  1
    w(J2_85)  c_u_start(186)_  1
    w(J2_85)  c_u_start(187)_  -1
    w(J2_85)  c_u_stop(184)_  -1
    w(J2_85)  c_u_stop(185)_  1
    w(J2_85)  c_u_ckpt_after_work(178)_  -1
    w(J2_85)  c_u_processors(85)_  2
    w(J2_86)  work      0.0031250000000000002
    w(J2_86)  c_u_state(187)_  1
    w(J2_86)  c_u_start(187)_  1
    w(J2_86)  c_u_start(188)_  -1
    w(J2_86)  c_u_stop(185)_  -1
    w(J2_86)  c_u_stop(186)_  1
    w(J2_86)  c_u_ckpt_after_work(179)_  -1
    w(J2_86)  c_u_processors(86)_  2
    w(J2_87)  work      0.0031250000000000002
    w(J2_87)  c_u_state(188)_  1
    w(J2_87)  c_u_start(188)_  1
    w(J2_87)  c_u_start(189)_  -1
    w(J2_87)  c_u_stop(186)_  -1
    w(J2_87)  c_u_stop(187)_  1
    w(J2_87)  c_u_ckpt_after_work(180)_  -1
    w(J2_87)  c_u_processors(87)_  2
    w(J2_88)  work      0.0031250000000000002
    w(J2_88)  c_u_state(189)_  1
    w(J2_88)  c_u_start(189)_  1
    w(J2_88)  c_u_start(190)_  -1
    w(J2_88)  c_u_stop(187)_  -1
    w(J2_88)  c_u_stop(188)_  1
    w(J2_88)  c_u_ckpt_after_work(181)_  -1
    w(J2_88)  c_u_processors(88)_  2
    w(J2_89)  work      0.0031250000000000002
    w(J2_89)  c_u_state(190)_  1
    w(J2_89)  c_u_start(190)_  1
    w(J2_89)  c_u_start(191)_  -1
    w(J2_89)  c_u_stop(188)_  -1
    w(J2_89)  c_u_stop(189)_  1
    w(J2_89)  c_u_ckpt_after_work(182)_  -1
    w(J2_89)  c_u_processors(89)_  2
    w(J2_90)  work      0.0031250000000000002
    w(J2_90)  c_u_state(191)_  1
    w(J2_90)  c_u_start(191)_  1
    w(J2_90)  c_u_start(192)_  -1
    w(J2_90)  c_u_stop(189)_  -1
    w(J2_90)  c_u_stop(190)_  1
    w(J2_90)  c_u_ckpt_after_work(183)_  -1
    w(J2_90)  c_u_processors(90)_  2
    w(J2_91)  work      0.0031250000000000002
    w(J2_91)  c_u_state(192)_  1
    w(J2_91)  c_u_start(192)_  1
    w(J2_91)  c_u_start(193)_  -1
    w(J2_91)  c_u_stop(190)_  -1
    w(J2_91)  c_u_stop(191)_  1
    w(J2_91)  c_u_ckpt_after_work(184)_  -1
    w(J2_91)  c_u_processors(91)_  2
    w(J2_92)  work      0.0031250000000000002
    w(J2_92)  c_u_state(193)_  1
    w(J2_92)  c_u_start(193)_  1
    w(J2_92)  c_u_start(194)_  -1
    w(J2_92)  c_u_stop(191)_  -1
    w(J2_92)  c_u_stop(192)_  1
    w(J2_92)  c_u_ckpt_after_work(185)_  -1
    w(J2_92)  c_u_processors(92)_  2
    w(J2_93)  work      0.0031250000000000002
    w(J2_93)  c_u_state(194)_  1
    w(J2_93)  c_u_start(194)_  1
    w(J2_93)  c_u_start(195)_  -1
    w(J2_93)  c_u_stop(192)_  -1
    w(J2_93)  c_u_stop(193)_  1
    w(J2_93)  c_u_ckpt_after_work(186)_  -1
    w(J2_93)  c_u_processors(93)_  2
    w(J2_94)  work      0.0031250000000000002
    w(J2_94)  c_u_state(195)_  1
    w(J2_94)  c_u_start(195)_  1
    w(J2_94)  c_u_start(196)_  -1
    w(J2_94)  c_u_stop(193)_  -1
    w(J2_94)  c_u_stop(194)_  1
    w(J2_94)  c_u_ckpt_after_work(187)_  -1
    w(J2_94)  c_u_processors(94)_  2
    w(J2_95)  work      0.0031250000000000002
    w(J2_95)  c_u_state(196)_  1
    w(J2_95)  c_u_start(196)_  1
    w(J2_95)  c_u_start(197)_  -1
    w(J2_95)  c_u_stop(194)_  -1
    w(J2_95)  c_u_stop(195)_  1
    w(J2_95)  c_u_ckpt_after_work(188)_  -1
    w(J2_95)  c_u_processors(95)_  2
    w(J2_96)  work      0.0031250000000000002
    w(J2_96)  c_u_state(197)_  1
    w(J2_96)  c_u_start(197)_  1
    w(J2_96)  c_u_start(198)_  -1
    w(J2_96)  c_u_stop(195)_  -1
    w(J2_96)  c_u_stop(196)_  1
    w(J2_96)  c_u_processors(96)_  2
    w(J2_97)  work      0.0031250000000000002
    w(J2_97)  c_u_state(198)_  1
    w(J2_97)  c_u_start(198)_  1
    w(J2_97)  c_u_start(199)_  -1
    w(J2_97)  c_u_stop(196)_  -1
    w(J2_97)  c_u_stop(197)_  1
    w(J2_97)  c_u_processors(97)_  2
    w(J2_98)  work      0.0031250000000000002
    w(J2_98)  c_u_state(199)_  1
    w(J2_98)  c_u_start(199)_  1
    w(J2_98)  c_u_start(200)_  -1
    w(J2_98)  c_u_stop(197)_  -1
    w(J2_98)  c_u_stop(198)_  1
    w(J2_98)  c_u_processors(98)_  2
    w(J2_99)  work      0.0031250000000000002
    w(J2_99)  c_u_state(200)_  1
    w(J2_99)  c_u_start(200)_  1
    w(J2_99)  c_u_stop(198)_  -1
    w(J2_99)  c_u_processors(99)_  2
    w(J2_99)  c_u_end(2)_  2
    w(J3_0)   work      0.0062500000000000003
    w(J3_0)   c_u_state(201)_  1
    w(J3_0)   c_u_start(201)_  1
    w(J3_0)   c_u_start(202)_  -1
    w(J3_0)   c_u_stop(199)_  1
    w(J3_0)   c_u_ckpt_after_work(190)_  -1
    w(J3_0)   c_u_processors(0)_  4
    w(J3_1)   work      0.0062500000000000003
    w(J3_1)   c_u_state(202)_  1
    w(J3_1)   c_u_start(202)_  1
    w(J3_1)   c_u_start(203)_  -1
    w(J3_1)   c_u_stop(199)_  -1
    w(J3_1)   c_u_stop(200)_  1
    w(J3_1)   c_u_ckpt_after_work(191)_  -1
    w(J3_1)   c_u_processors(1)_  4
    w(J3_2)   work      0.0062500000000000003
    w(J3_2)   c_u_state(203)_  1
    w(J3_2)   c_u_start(203)_  1
    w(J3_2)   c_u_start(204)_  -1
    w(J3_2)   c_u_stop(200)_  -1
    w(J3_2)   c_u_stop(201)_  1
    w(J3_2)   c_u_ckpt_after_work(192)_  -1
    w(J3_2)   c_u_processors(2)_  4
    w(J3_3)   work      0.0062500000000000003
    w(J3_3)   c_u_state(204)_  1
    w(J3_3)   c_u_start(204)_  1
    w(J3_3)   c_u_start(205)_  -1
    w(J3_3)   c_u_stop(201)_  -1
    w(J3_3)   c_u_stop(202)_  1
    w(J3_3)   c_u_ckpt_after_work(193)_  -1
    w(J3_3)   c_u_processors(3)_  4
    w(J3_4)   work      0.0062500000000000003
    w(J3_4)   c_u_state(205)_  1
    w(J3_4)   c_u_start(205)_  1
    w(J3_4)   c_u_start(206)_  -1
    w(J3_4)   c_u_stop(202)_  -1
    w(J3_4)   c_u_stop(203)_  1
    w(J3_4)   c_u_ckpt_after_work(194)_  -1
    w(J3_4)   c_u_processors(4)_  4
    w(J3_5)   work      0.0062500000000000003
    w(J3_5)   c_u_state(206)_  1
    w(J3_5)   c_u_start(206)_  1
    w(J3_5)   c_u_start(207)_  -1
    w(J3_5)   c_u_stop(203)_  -1
    w(J3_5)   c_u_stop(204)_  1
    w(J3_5)   c_u_ckpt_after_work(195)_  -1
    w(J3_5)   c_u_processors(5)_  4
    w(J3_6)   work      0.0062500000000000003
    w(J3_6)   c_u_state(207)_  1
    w(J3_6)   c_u_start(207)_  1
    w(J3_6)   c_u_start(208)_  -1
    w(J3_6)   c_u_stop(204)_  -1
    w(J3_6)   c_u_stop(205)_  1
    w(J3_6)   c_u_ckpt_after_work(196)_  -1
    w(J3_6)   c_u_processors(6)_  4
    w(J3_7)   work      0.0062500000000000003
    w(J3_7)   c_u_state(208)_  1
    w(J3_7)   c_u_start(208)_  1
    w(J3_7)   c_u_start(209)_  -1
    w(J3_7)   c_u_stop(205)_  -1
    w(J3_7)   c_u_stop(206)_  1
    w(J3_7)   c_u_ckpt_after_work(197)_  -1
    w(J3_7)   c_u_processors(7)_  4
    w(J3_8)   work      0.0062500000000000003
    w(J3_8)   c_u_state(209)_  1
    w(J3_8)   c_u_start(209)_  1
    w(J3_8)   c_u_start(210)_  -1
    w(J3_8)   c_u_stop(206)_  -1
    w(J3_8)   c_u_stop(207)_  1
    w(J3_8)   c_u_ckpt_after_work(198)_  -1
    w(J3_8)   c_u_processors(8)_  4
    w(J3_9)   work      0.0062500000000000003
    w(J3_9)   c_u_state(210)_  1
    w(J3_9)   c_u_start(210)_  1
    w(J3_9)   c_u_start(211)_  -1
    w(J3_9)   c_u_stop(207)_  -1
    w(J3_9)   c_u_stop(208)_  1
    w(J3_9)   c_u_ckpt_after_work(199)_  -1
    w(J3_9)   c_u_processors(9)_  4
    w(J3_10)  work      0.0062500000000000003
    w(J3_10)  c_u_state(211)_  1
    w(J3_10)  c_u_start(211)_  1
    w(J3_10)  c_u_start(212)_  -1
    w(J3_10)  c_u_stop(208)_  -1
    w(J3_10)  c_u_stop(209)_  1
    w(J3_10)  c_u_ckpt_after_work(200)_  -1
    w(J3_10)  c_u_processors(10)_  4
    w(J3_11)  work      0.0062500000000000003
    w(J3_11)  c_u_state(212)_  1
    w(J3_11)  c_u_start(212)_  1
    w(J3_11)  c_u_start(213)_  -1
    w(J3_11)  c_u_stop(209)_  -1
    w(J3_11)  c_u_stop(210)_  1
    w(J3_11)  c_u_ckpt_after_work(201)_  -1
    w(J3_11)  c_u_processors(11)_  4
    w(J3_12)  work      0.0062500000000000003
    w(J3_12)  c_u_state(213)_  1
    w(J3_12)  c_u_start(213)_  1
    w(J3_12)  c_u_start(214)_  -1
    w(J3_12)  c_u_stop(210)_  -1
    w(J3_12)  c_u_stop(211)_  1
    w(J3_12)  c_u_ckpt_after_work(202)_  -1
    w(J3_12)  c_u_processors(12)_  4
    w(J3_13)  work      0.0062500000000000003
    w(J3_13)  c_u_state(214)_  1
    w(J3_13)  c_u_start(214)_  1
    w(J3_13)  c_u_start(215)_  -1
    w(J3_13)  c_u_stop(211)_  -1
    w(J3_13)  c_u_stop(212)_  1
    w(J3_13)  c_u_ckpt_after_work(203)_  -1
    w(J3_13)  c_u_processors(13)_  4
    w(J3_14)  work      0.0062500000000000003
    w(J3_14)  c_u_state(215)_  1
    w(J3_14)  c_u_start(215)_  1
    w(J3_14)  c_u_start(216)_  -1
    w(J3_14)  c_u_stop(212)_  -1
    w(J3_14)  c_u_stop(213)_  1
    w(J3_14)  c_u_ckpt_after_work(204)_  -1
    w(J3_14)  c_u_processors(14)_  4
    w(J3_15)  work      0.0062500000000000003
    w(J3_15)  c_u_state(216)_  1
    w(J3_15)  c_u_start(216)_  1
    w(J3_15)  c_u_start(217)_  -1
    w(J3_15)  c_u_stop(213)_  -1
    w(J3_15)  c_u_stop(214)_  1
    w(J3_15)  c_u_ckpt_after_work(205)_  -1
    w(J3_15)  c_u_processors(15)_  4
    w(J3_16)  work      0.0062500000000000003
    w(J3_16)  c_u_state(217)_  1
    w(J3_16)  c_u_start(217)_  1
    w(J3_16)  c_u_start(218)_  -1
    w(J3_16)  c_u_stop(214)_  -1
    w(J3_16)  c_u_stop(215)_  1
    w(J3_16)  c_u_ckpt_after_work(206)_  -1
    w(J3_16)  c_u_processors(16)_  4
    w(J3_17)  work      0.0062500000000000003
    w(J3_17)  c_u_state(218)_  1
    w(J3_17)  c_u_start(218)_  1
    w(J3_17)  c_u_start(219)_  -1
    w(J3_17)  c_u_stop(215)_  -1
    w(J3_17)  c_u_stop(216)_  1
    w(J3_17)  c_u_ckpt_after_work(207)_  -1
    w(J3_17)  c_u_processors(17)_  4
    w(J3_18)  work      0.0062500000000000003
    w(J3_18)  c_u_state(219)_  1
    w(J3_18)  c_u_start(219)_  1
    w(J3_18)  c_u_start(220)_  -1
    w(J3_18)  c_u_stop(216)_  -1
    w(J3_18)  c_u_stop(217)_  1
    w(J3_18)  c_u_ckpt_after_work(208)_  -1
    w(J3_18)  c_u_processors(18)_  4
    w(J3_19)  work      0.0062500000000000003
    w(J3_19)  c_u_state(220)_  1
    w(J3_19)  c_u_start(220)_  1
    w(J3_19)  c_u_start(221)_  -1
    w(J3_19)  c_u_stop(217)_  -1
    w(J3_19)  c_u_stop(218)_  1
    w(J3_19)  c_u_ckpt_after_work(209)_  -1
    w(J3_19)  c_u_processors(19)_  4
    w(J3_20)  work      0.0062500000000000003
    w(J3_20)  c_u_state(221)_  1
    w(J3_20)  c_u_start(221)_  1
    w(J3_20)  c_u_start(222)_  -1
    w(J3_20)  c_u_stop(218)_  -1
    w(J3_20)  c_u_stop(219)_  1
    w(J3_20)  c_u_ckpt_after_work(210)_  -1
    w(J3_20)  c_u_processors(20)_  4
    w(J3_21)  work      0.0062500000000000003
    w(J3_21)  c_u_state(222)_  1
    w(J3_21)  c_u_start(222)_  1
    w(J3_21)  c_u_start(223)_  -1
    w(J3_21)  c_u_stop(219)_  -1
    w(J3_21)  c_u_stop(220)_  1
    w(J3_21)  c_u_ckpt_after_work(211)_  -1
    w(J3_21)  c_u_processors(21)_  4
    w(J3_22)  work      0.0062500000000000003
    w(J3_22)  c_u_state(223)_  1
    w(J3_22)  c_u_start(223)_  1
    w(J3_22)  c_u_start(224)_  -1
    w(J3_22)  c_u_stop(220)_  -1
    w(J3_22)  c_u_stop(221)_  1
    w(J3_22)  c_u_ckpt_after_work(212)_  -1
    w(J3_22)  c_u_processors(22)_  4
    w(J3_23)  work      0.0062500000000000003
    w(J3_23)  c_u_state(224)_  1
    w(J3_23)  c_u_start(224)_  1
    w(J3_23)  c_u_start(225)_  -1
    w(J3_23)  c_u_stop(221)_  -1
    w(J3_23)  c_u_stop(222)_  1
    w(J3_23)  c_u_processors(23)_  4
    w(J3_24)  work      0.0062500000000000003
    w(J3_24)  c_u_state(225)_  1
    w(J3_24)  c_u_start(225)_  1
    w(J3_24)  c_u_start(226)_  -1
    w(J3_24)  c_u_stop(222)_  -1
    w(J3_24)  c_u_stop(223)_  1
    w(J3_24)  c_u_processors(24)_  4
    w(J3_25)  work      0.0062500000000000003
    w(J3_25)  c_u_state(226)_  1
    w(J3_25)  c_u_start(226)_  1
    w(J3_25)  c_u_start(227)_  -1
    w(J3_25)  c_u_stop(223)_  -1
    w(J3_25)  c_u_stop(224)_  1
    w(J3_25)  c_u_processors(25)_  4
    w(J3_26)  work      0.0062500000000000003
    w(J3_26)  c_u_state(227)_  1
    w(J3_26)  c_u_start(227)_  1
    w(J3_26)  c_u_start(228)_  -1
    w(J3_26)  c_u_stop(224)_  -1
    w(J3_26)  c_u_stop(225)_  1
    w(J3_26)  c_u_processors(26)_  4
    w(J3_27)  work      0.0062500000000000003
    w(J3_27)  c_u_state(228)_  1
    w(J3_27)  c_u_start(228)_  1
    w(J3_27)  c_u_start(229)_  -1
    w(J3_27)  c_u_stop(225)_  -1
    w(J3_27)  c_u_stop(226)_  1
    w(J3_27)  c_u_processors(27)_  4
    w(J3_28)  work      0.0062500000000000003
    w(J3_28)  c_u_state(229)_  1
    w(J3_28)  c_u_start(229)_  1
    w(J3_28)  c_u_start(230)_  -1
    w(J3_28)  c_u_stop(226)_  -1
    w(J3_28)  c_u_stop(227)_  1
    w(J3_28)  c_u_processors(28)_  4
    w(J3_29)  work      0.0062500000000000003
    w(J3_29)  c_u_state(230)_  1
    w(J3_29)  c_u_start(230)_  1
    w(J3_29)  c_u_start(231)_  -1
    w(J3_29)  c_u_stop(227)_  -1
    w(J3_29)  c_u_stop(228)_  1
    w(J3_29)  c_u_ckpt_after_work(213)_  -1
    w(J3_29)  c_u_processors(29)_  4
    w(J3_29)  c_u_end(0)_  4
    w(J3_30)  work      0.0062500000000000003
    w(J3_30)  c_u_state(231)_  1
    w(J3_30)  c_u_start(231)_  1
    w(J3_30)  c_u_start(232)_  -1
    w(J3_30)  c_u_stop(228)_  -1
    w(J3_30)  c_u_stop(229)_  1
    w(J3_30)  c_u_ckpt_after_work(214)_  -1
    w(J3_30)  c_u_processors(30)_  4
    w(J3_31)  work      0.0062500000000000003
    w(J3_31)  c_u_state(232)_  1
    w(J3_31)  c_u_start(232)_  1
    w(J3_31)  c_u_start(233)_  -1
    w(J3_31)  c_u_stop(229)_  -1
    w(J3_31)  c_u_stop(230)_  1
    w(J3_31)  c_u_ckpt_after_work(215)_  -1
    w(J3_31)  c_u_processors(31)_  4
    w(J3_32)  work      0.0062500000000000003
    w(J3_32)  c_u_state(233)_  1
    w(J3_32)  c_u_start(233)_  1
    w(J3_32)  c_u_start(234)_  -1
    w(J3_32)  c_u_stop(230)_  -1
    w(J3_32)  c_u_stop(231)_  1
    w(J3_32)  c_u_ckpt_after_work(216)_  -1
    w(J3_32)  c_u_processors(32)_  4
    w(J3_33)  work      0.0062500000000000003
    w(J3_33)  c_u_state(234)_  1
    w(J3_33)  c_u_start(234)_  1
    w(J3_33)  c_u_start(235)_  -1
    w(J3_33)  c_u_stop(231)_  -1
    w(J3_33)  c_u_stop(232)_  1
    w(J3_33)  c_u_ckpt_after_work(217)_  -1
    w(J3_33)  c_u_processors(33)_  4
    w(J3_34)  work      0.0062500000000000003
    w(J3_34)  c_u_state(235)_  1
    w(J3_34)  c_u_start(235)_  1
    w(J3_34)  c_u_start(236)_  -1
    w(J3_34)  c_u_stop(232)_  -1
    w(J3_34)  c_u_stop(233)_  1
    w(J3_34)  c_u_ckpt_after_work(218)_  -1
    w(J3_34)  c_u_processors(34)_  4
    w(J3_35)  work      0.0062500000000000003
    w(J3_35)  c_u_state(236)_  1
    w(J3_35)  c_u_start(236)_  1
    w(J3_35)  c_u_start(237)_  -1
    w(J3_35)  c_u_stop(233)_  -1
    w(J3_35)  c_u_stop(234)_  1
    w(J3_35)  c_u_ckpt_after_work(219)_  -1
    w(J3_35)  c_u_processors(35)_  4
    w(J3_36)  work      0.0062500000000000003
    w(J3_36)  c_u_state(237)_  1
    w(J3_36)  c_u_start(237)_  1
    w(J3_36)  c_u_start(238)_  -1
    w(J3_36)  c_u_stop(234)_  -1
    w(J3_36)  c_u_stop(235)_  1
    w(J3_36)  c_u_ckpt_after_work(220)_  -1
    w(J3_36)  c_u_processors(36)_  4
    w(J3_37)  work      0.0062500000000000003
    w(J3_37)  c_u_state(238)_  1
    w(J3_37)  c_u_start(238)_  1
    w(J3_37)  c_u_start(239)_  -1
    w(J3_37)  c_u_stop(235)_  -1
    w(J3_37)  c_u_stop(236)_  1
    w(J3_37)  c_u_ckpt_after_work(221)_  -1
    w(J3_37)  c_u_processors(37)_  4
    w(J3_38)  work      0.0062500000000000003
    w(J3_38)  c_u_state(239)_  1
    w(J3_38)  c_u_start(239)_  1
    w(J3_38)  c_u_start(240)_  -1
    w(J3_38)  c_u_stop(236)_  -1
    w(J3_38)  c_u_stop(237)_  1
    w(J3_38)  c_u_ckpt_after_work(222)_  -1
    w(J3_38)  c_u_processors(38)_  4
    w(J3_39)  work      0.0062500000000000003
    w(J3_39)  c_u_state(240)_  1
    w(J3_39)  c_u_start(240)_  1
    w(J3_39)  c_u_start(241)_  -1
    w(J3_39)  c_u_stop(237)_  -1
    w(J3_39)  c_u_stop(238)_  1
    w(J3_39)  c_u_ckpt_after_work(223)_  -1
    w(J3_39)  c_u_processors(39)_  4
    w(J3_40)  work      0.0062500000000000003
    w(J3_40)  c_u_state(241)_  1
    w(J3_40)  c_u_start(241)_  1
    w(J3_40)  c_u_start(242)_  -1
    w(J3_40)  c_u_stop(238)_  -1
    w(J3_40)  c_u_stop(239)_  1
    w(J3_40)  c_u_ckpt_after_work(224)_  -1
    w(J3_40)  c_u_processors(40)_  4
    w(J3_41)  work      0.0062500000000000003
    w(J3_41)  c_u_state(242)_  1
    w(J3_41)  c_u_start(242)_  1
    w(J3_41)  c_u_start(243)_  -1
    w(J3_41)  c_u_stop(239)_  -1
    w(J3_41)  c_u_stop(240)_  1
    w(J3_41)  c_u_ckpt_after_work(225)_  -1
    w(J3_41)  c_u_processors(41)_  4
    w(J3_42)  work      0.0062500000000000003
    w(J3_42)  c_u_state(243)_  1
    w(J3_42)  c_u_start(243)_  1
    w(J3_42)  c_u_start(244)_  -1
    w(J3_42)  c_u_stop(240)_  -1
    w(J3_42)  c_u_stop(241)_  1
    w(J3_42)  c_u_ckpt_after_work(226)_  -1
    w(J3_42)  c_u_processors(42)_  4
    w(J3_43)  work      0.0062500000000000003
    w(J3_43)  c_u_state(244)_  1
    w(J3_43)  c_u_start(244)_  1
    w(J3_43)  c_u_start(245)_  -1
    w(J3_43)  c_u_stop(241)_  -1
    w(J3_43)  c_u_stop(242)_  1
    w(J3_43)  c_u_ckpt_after_work(227)_  -1
    w(J3_43)  c_u_processors(43)_  4
    w(J3_44)  work      0.0062500000000000003
    w(J3_44)  c_u_state(245)_  1
    w(J3_44)  c_u_start(245)_  1
    w(J3_44)  c_u_start(246)_  -1
    w(J3_44)  c_u_stop(242)_  -1
    w(J3_44)  c_u_stop(243)_  1
    w(J3_44)  c_u_ckpt_after_work(228)_  -1
    w(J3_44)  c_u_processors(44)_  4
    w(J3_45)  work      0.0062500000000000003
    w(J3_45)  c_u_state(246)_  1
    w(J3_45)  c_u_start(246)_  1
    w(J3_45)  c_u_start(247)_  -1
    w(J3_45)  c_u_stop(243)_  -1
    w(J3_45)  c_u_stop(244)_  1
    w(J3_45)  c_u_ckpt_after_work(229)_  -1
    w(J3_45)  c_u_processors(45)_  4
    w(J3_46)  work      0.0062500000000000003
    w(J3_46)  c_u_state(247)_  1
    w(J3_46)  c_u_start(247)_  1
    w(J3_46)  c_u_start(248)_  -1
    w(J3_46)  c_u_stop(244)_  -1
    w(J3_46)  c_u_stop(245)_  1
    w(J3_46)  c_u_ckpt_after_work(230)_  -1
    w(J3_46)  c_u_processors(46)_  4
    w(J3_47)  work      0.0062500000000000003
    w(J3_47)  c_u_state(248)_  1
    w(J3_47)  c_u_start(248)_  1
    w(J3_47)  c_u_start(249)_  -1
    w(J3_47)  c_u_stop(245)_  -1
    w(J3_47)  c_u_stop(246)_  1
    w(J3_47)  c_u_ckpt_after_work(231)_  -1
    w(J3_47)  c_u_processors(47)_  4
    w(J3_48)  work      0.0062500000000000003
    w(J3_48)  c_u_state(249)_  1
    w(J3_48)  c_u_start(249)_  1
    w(J3_48)  c_u_start(250)_  -1
    w(J3_48)  c_u_stop(246)_  -1
    w(J3_48)  c_u_stop(247)_  1
    w(J3_48)  c_u_ckpt_after_work(232)_  -1
    w(J3_48)  c_u_processors(48)_  4
    w(J3_49)  work      0.0062500000000000003
    w(J3_49)  c_u_state(250)_  1
    w(J3_49)  c_u_start(250)_  1
    w(J3_49)  c_u_start(251)_  -1
    w(J3_49)  c_u_stop(247)_  -1
    w(J3_49)  c_u_stop(248)_  1
    w(J3_49)  c_u_ckpt_after_work(233)_  -1
    w(J3_49)  c_u_processors(49)_  4
    w(J3_50)  work      0.0062500000000000003
    w(J3_50)  c_u_state(251)_  1
    w(J3_50)  c_u_start(251)_  1
    w(J3_50)  c_u_start(252)_  -1
    w(J3_50)  c_u_stop(248)_  -1
    w(J3_50)  c_u_stop(249)_  1
    w(J3_50)  c_u_ckpt_after_work(234)_  -1
    w(J3_50)  c_u_processors(50)_  4
    w(J3_51)  work      0.0062500000000000003
    w(J3_51)  c_u_state(252)_  1
    w(J3_51)  c_u_start(252)_  1
    w(J3_51)  c_u_start(253)_  -1
    w(J3_51)  c_u_stop(249)_  -1
    w(J3_51)  c_u_stop(250)_  1
    w(J3_51)  c_u_ckpt_after_work(235)_  -1
    w(J3_51)  c_u_processors(51)_  4
    w(J3_52)  work      0.0062500000000000003
    w(J3_52)  c_u_state(253)_  1
    w(J3_52)  c_u_start(253)_  1
    w(J3_52)  c_u_start(254)_  -1
    w(J3_52)  c_u_stop(250)_  -1
    w(J3_52)  c_u_stop(251)_  1
    w(J3_52)  c_u_ckpt_after_work(236)_  -1
    w(J3_52)  c_u_processors(52)_  4
    w(J3_53)  work      0.0062500000000000003
    w(J3_53)  c_u_state(254)_  1
    w(J3_53)  c_u_start(254)_  1
    w(J3_53)  c_u_start(255)_  -1
    w(J3_53)  c_u_stop(251)_  -1
    w(J3_53)  c_u_stop(252)_  1
    w(J3_53)  c_u_processors(53)_  4
    w(J3_54)  work      0.0062500000000000003
    w(J3_54)  c_u_state(255)_  1
    w(J3_54)  c_u_start(255)_  1
    w(J3_54)  c_u_start(256)_  -1
    w(J3_54)  c_u_stop(252)_  -1
    w(J3_54)  c_u_stop(253)_  1
    w(J3_54)  c_u_processors(54)_  4
    w(J3_55)  work      0.0062500000000000003
    w(J3_55)  c_u_state(256)_  1
    w(J3_55)  c_u_start(256)_  1
    w(J3_55)  c_u_start(257)_  -1
    w(J3_55)  c_u_stop(253)_  -1
    w(J3_55)  c_u_stop(254)_  1
    w(J3_55)  c_u_processors(55)_  4
    w(J3_56)  work      0.0062500000000000003
    w(J3_56)  c_u_state(257)_  1
    w(J3_56)  c_u_start(257)_  1
    w(J3_56)  c_u_start(258)_  -1
    w(J3_56)  c_u_stop(254)_  -1
    w(J3_56)  c_u_stop(255)_  1
    w(J3_56)  c_u_processors(56)_  4
    w(J3_57)  work      0.0062500000000000003
    w(J3_57)  c_u_state(258)_  1
    w(J3_57)  c_u_start(258)_  1
    w(J3_57)  c_u_start(259)_  -1
    w(J3_57)  c_u_stop(255)_  -1
    w(J3_57)  c_u_stop(256)_  1
    w(J3_57)  c_u_processors(57)_  4
    w(J3_58)  work      0.0062500000000000003
    w(J3_58)  c_u_state(259)_  1
    w(J3_58)  c_u_start(259)_  1
    w(J3_58)  c_u_start(260)_  -1
    w(J3_58)  c_u_stop(256)_  -1
    w(J3_58)  c_u_stop(257)_  1
    w(J3_58)  c_u_processors(58)_  4
    w(J3_59)  work      0.0062500000000000003
    w(J3_59)  c_u_state(260)_  1
    w(J3_59)  c_u_start(260)_  1
    w(J3_59)  c_u_start(261)_  -1
    w(J3_59)  c_u_stop(257)_  -1
    w(J3_59)  c_u_stop(258)_  1
    w(J3_59)  c_u_ckpt_after_work(237)_  -1
    w(J3_59)  c_u_processors(59)_  4
    w(J3_59)  c_u_end(1)_  4
    w(J3_60)  work      0.0062500000000000003
    w(J3_60)  c_u_state(261)_  1
    w(J3_60)  c_u_start(261)_  1
    w(J3_60)  c_u_start(262)_  -1
    w(J3_60)  c_u_stop(258)_  -1
    w(J3_60)  c_u_stop(259)_  1
    w(J3_60)  c_u_ckpt_after_work(238)_  -1
    w(J3_60)  c_u_processors(60)_  4
    w(J3_61)  work      0.0062500000000000003
    w(J3_61)  c_u_state(262)_  1
    w(J3_61)  c_u_start(262)_  1
    w(J3_61)  c_u_start(263)_  -1
    w(J3_61)  c_u_stop(259)_  -1
    w(J3_61)  c_u_stop(260)_  1
    w(J3_61)  c_u_ckpt_after_work(239)_  -1
    w(J3_61)  c_u_processors(61)_  4
    w(J3_62)  work      0.0062500000000000003
    w(J3_62)  c_u_state(263)_  1
    w(J3_62)  c_u_start(263)_  1
    w(J3_62)  c_u_start(264)_  -1
    w(J3_62)  c_u_stop(260)_  -1
    w(J3_62)  c_u_stop(261)_  1
    w(J3_62)  c_u_ckpt_after_work(240)_  -1
    w(J3_62)  c_u_processors(62)_  4
    w(J3_63)  work      0.0062500000000000003
    w(J3_63)  c_u_state(264)_  1
    w(J3_63)  c_u_start(264)_  1
    w(J3_63)  c_u_start(265)_  -1
    w(J3_63)  c_u_stop(261)_  -1
    w(J3_63)  c_u_stop(262)_  1
    w(J3_63)  c_u_ckpt_after_work(241)_  -1
    w(J3_63)  c_u_processors(63)_  4
    w(J3_64)  work      0.0062500000000000003
    w(J3_64)  c_u_state(265)_  1
    w(J3_64)  c_u_start(265)_  1
    w(J3_64)  c_u_start(266)_  -1
    w(J3_64)  c_u_stop(262)_  -1
    w(J3_64)  c_u_stop(263)_  1
    w(J3_64)  c_u_ckpt_after_work(242)_  -1
    w(J3_64)  c_u_processors(64)_  4
    w(J3_65)  work      0.0062500000000000003
    w(J3_65)  c_u_state(266)_  1
    w(J3_65)  c_u_start(266)_  1
    w(J3_65)  c_u_start(267)_  -1
    w(J3_65)  c_u_stop(263)_  -1
    w(J3_65)  c_u_stop(264)_  1
    w(J3_65)  c_u_ckpt_after_work(243)_  -1
    w(J3_65)  c_u_processors(65)_  4
    w(J3_66)  work      0.0062500000000000003
    w(J3_66)  c_u_state(267)_  1
    w(J3_66)  c_u_start(267)_  1
    w(J3_66)  c_u_start(268)_  -1
    w(J3_66)  c_u_stop(264)_  -1
    w(J3_66)  c_u_stop(265)_  1
    w(J3_66)  c_u_ckpt_after_work(244)_  -1
    w(J3_66)  c_u_processors(66)_  4
    w(J3_67)  work      0.0062500000000000003
    w(J3_67)  c_u_state(268)_  1
    w(J3_67)  c_u_start(268)_  1
    w(J3_67)  c_u_start(269)_  -1
    w(J3_67)  c_u_stop(265)_  -1
    w(J3_67)  c_u_stop(266)_  1
    w(J3_67)  c_u_ckpt_after_work(245)_  -1
    w(J3_67)  c_u_processors(67)_  4
    w(J3_68)  work      0.0062500000000000003
    w(J3_68)  c_u_state(269)_  1
    w(J3_68)  c_u_start(269)_  1
    w(J3_68)  c_u_start(270)_  -1
    w(J3_68)  c_u_stop(266)_  -1
    w(J3_68)  c_u_stop(267)_  1
    w(J3_68)  c_u_ckpt_after_work(246)_  -1
    w(J3_68)  c_u_processors(68)_  4
    w(J3_69)  work      0.0062500000000000003
    w(J3_69)  c_u_state(270)_  1
    w(J3_69)  c_u_start(270)_  1
    w(J3_69)  c_u_start(271)_  -1
    w(J3_69)  c_u_stop(267)_  -1
    w(J3_69)  c_u_stop(268)_  1
    w(J3_69)  c_u_ckpt_after_work(247)_  -1
    w(J3_69)  c_u_processors(69)_  4
    w(J3_70)  work      0.0062500000000000003
    w(J3_70)  c_u_state(271)_  1
    w(J3_70)  c_u_start(271)_  1
    w(J3_70)  c_u_start(272)_  -1
    w(J3_70)  c_u_stop(268)_  -1
    w(J3_70)  c_u_stop(269)_  1
    w(J3_70)  c_u_ckpt_after_work(248)_  -1
    w(J3_70)  c_u_processors(70)_  4
    w(J3_71)  work      0.0062500000000000003
    w(J3_71)  c_u_state(272)_  1
    w(J3_71)  c_u_start(272)_  1
    w(J3_71)  c_u_start(273)_  -1
    w(J3_71)  c_u_stop(269)_  -1
    w(J3_71)  c_u_stop(270)_  1
    w(J3_71)  c_u_ckpt_after_work(249)_  -1
    w(J3_71)  c_u_processors(71)_  4
    w(J3_72)  work      0.0062500000000000003
    w(J3_72)  c_u_state(273)_  1
    w(J3_72)  c_u_start(273)_  1
    w(J3_72)  c_u_start(274)_  -1
    w(J3_72)  c_u_stop(270)_  -1
    w(J3_72)  c_u_stop(271)_  1
    w(J3_72)  c_u_ckpt_after_work(250)_  -1
    w(J3_72)  c_u_processors(72)_  4
    w(J3_73)  work      0.0062500000000000003
    w(J3_73)  c_u_state(274)_  1
    w(J3_73)  c_u_start(274)_  1
    w(J3_73)  c_u_start(275)_  -1
    w(J3_73)  c_u_stop(271)_  -1
    w(J3_73)  c_u_stop(272)_  1
    w(J3_73)  c_u_ckpt_after_work(251)_  -1
    w(J3_73)  c_u_processors(73)_  4
    w(J3_74)  work      0.0062500000000000003
    w(J3_74)  c_u_state(275)_  1
    w(J3_74)  c_u_start(275)_  1
    w(J3_74)  c_u_start(276)_  -1
    w(J3_74)  c_u_stop(272)_  -1
    w(J3_74)  c_u_stop(273)_  1
    w(J3_74)  c_u_ckpt_after_work(252)_  -1
    w(J3_74)  c_u_processors(74)_  4
    w(J3_75)  work      0.0062500000000000003
    w(J3_75)  c_u_state(276)_  1
    w(J3_75)  c_u_start(276)_  1
    w(J3_75)  c_u_start(277)_  -1
    w(J3_75)  c_u_stop(273)_  -1
    w(J3_75)  c_u_stop(274)_  1
    w(J3_75)  c_u_ckpt_after_work(253)_  -1
    w(J3_75)  c_u_processors(75)_  4
    w(J3_76)  work      0.0062500000000000003
    w(J3_76)  c_u_state(277)_  1
    w(J3_76)  c_u_start(277)_  1
    w(J3_76)  c_u_start(278)_  -1
    w(J3_76)  c_u_stop(274)_  -1
    w(J3_76)  c_u_stop(275)_  1
    w(J3_76)  c_u_ckpt_after_work(254)_  -1
    w(J3_76)  c_u_processors(76)_  4
    w(J3_77)  work      0.0062500000000000003
    w(J3_77)  c_u_state(278)_  1
    w(J3_77)  c_u_start(278)_  1
    w(J3_77)  c_u_start(279)_  -1
    w(J3_77)  c_u_stop(275)_  -1
    w(J3_77)  c_u_stop(276)_  1
    w(J3_77)  c_u_ckpt_after_work(255)_  -1
    w(J3_77)  c_u_processors(77)_  4
    w(J3_78)  work      0.0062500000000000003
    w(J3_78)  c_u_state(279)_  1
    w(J3_78)  c_u_start(279)_  1
    w(J3_78)  c_u_start(280)_  -1
    w(J3_78)  c_u_stop(276)_  -1
    w(J3_78)  c_u_stop(277)_  1
    w(J3_78)  c_u_ckpt_after_work(256)_  -1
    w(J3_78)  c_u_processors(78)_  4
    w(J3_79)  work      0.0062500000000000003
    w(J3_79)  c_u_state(280)_  1
    w(J3_79)  c_u_start(280)_  1
    w(J3_79)  c_u_start(281)_  -1
    w(J3_79)  c_u_stop(277)_  -1
    w(J3_79)  c_u_stop(278)_  1
    w(J3_79)  c_u_ckpt_after_work(257)_  -1
    w(J3_79)  c_u_processors(79)_  4
    w(J3_80)  work      0.0062500000000000003
    w(J3_80)  c_u_state(281)_  1
    w(J3_80)  c_u_start(281)_  1
    w(J3_80)  c_u_start(282)_  -1
    w(J3_80)  c_u_stop(278)_  -1
    w(J3_80)  c_u_stop(279)_  1
    w(J3_80)  c_u_ckpt_after_work(258)_  -1
    w(J3_80)  c_u_processors(80)_  4
    w(J3_81)  work      0.0062500000000000003
    w(J3_81)  c_u_state(282)_  1
    w(J3_81)  c_u_start(282)_  1
    w(J3_81)  c_u_start(283)_  -1
    w(J3_81)  c_u_stop(279)_  -1
    w(J3_81)  c_u_stop(280)_  1
    w(J3_81)  c_u_ckpt_after_work(259)_  -1
    w(J3_81)  c_u_processors(81)_  4
    w(J3_82)  work      0.0062500000000000003
    w(J3_82)  c_u_state(283)_  1
    w(J3_82)  c_u_start(283)_  1
    w(J3_82)  c_u_start(284)_  -1
    w(J3_82)  c_u_stop(280)_  -1
    w(J3_82)  c_u_stop(281)_  1
    w(J3_82)  c_u_ckpt_after_work(260)_  -1
    w(J3_82)  c_u_processors(82)_  4
    w(J3_83)  work      0.0062500000000000003
    w(J3_83)  c_u_state(284)_  1
    w(J3_83)  c_u_start(284)_  1
    w(J3_83)  c_u_start(285)_  -1
    w(J3_83)  c_u_stop(281)_  -1
    w(J3_83)  c_u_stop(282)_  1
    w(J3_83)  c_u_ckpt_after_work(261)_  -1
    w(J3_83)  c_u_processors(83)_  4
    w(J3_84)  work      0.0062500000000000003
    w(J3_84)  c_u_state(285)_  1
    w(J3_84)  c_u_start(285)_  1
    w(J3_84)  c_u_start(286)_  -1
    w(J3_84)  c_u_stop(282)_  -1
    w(J3_84)  c_u_stop(283)_  1
    w(J3_84)  c_u_ckpt_after_work(262)_  -1
    w(J3_84)  c_u_processors(84)_  4
    w(J3_85)  work      0.0062500000000000003
    w(J3_85)  c_u_state(286)_  1
    w(J3_85)  c_u_start(286)_  1
    w(J3_85)  c_u_start(287)_  -1
    w(J3_85)  c_u_stop(283)_  -1
    w(J3_85)  c_u_stop(284)_  1
    w(J3_85)  c_u_ckpt_after_work(263)_  -1
    w(J3_85)  c_u_processors(85)_  4
    w(J3_86)  work      0.0062500000000000003
    w(J3_86)  c_u_state(287)_  1
    w(J3_86)  c_u_start(287)_  1
    w(J3_86)  c_u_start(288)_  -1
    w(J3_86)  c_u_stop(284)_  -1
    w(J3_86)  c_u_stop(285)_  1
    w(J3_86)  c_u_ckpt_after_work(264)_  -1
    w(J3_86)  c_u_processors(86)_  4
    w(J3_87)  work      0.0062500000000000003
    w(J3_87)  c_u_state(288)_  1
    w(J3_87)  c_u_start(288)_  1
    w(J3_87)  c_u_start(289)_  -1
    w(J3_87)  c_u_stop(285)_  -1
    w(J3_87)  c_u_stop(286)_  1
    w(J3_87)  c_u_ckpt_after_work(265)_  -1
    w(J3_87)  c_u_processors(87)_  4
    w(J3_88)  work      0.0062500000000000003
    w(J3_88)  c_u_state(289)_  1
    w(J3_88)  c_u_start(289)_  1
    w(J3_88)  c_u_start(290)_  -1
    w(J3_88)  c_u_stop(286)_  -1
    w(J3_88)  c_u_stop(287)_  1
    w(J3_88)  c_u_ckpt_after_work(266)_  -1
    w(J3_88)  c_u_processors(88)_  4
    w(J3_89)  work      0.0062500000000000003
    w(J3_89)  c_u_state(290)_  1
    w(J3_89)  c_u_start(290)_  1
    w(J3_89)  c_u_start(291)_  -1
    w(J3_89)  c_u_stop(287)_  -1
    w(J3_89)  c_u_stop(288)_  1
    w(J3_89)  c_u_ckpt_after_work(267)_  -1
    w(J3_89)  c_u_processors(89)_  4
    w(J3_90)  work      0.0062500000000000003
    w(J3_90)  c_u_state(291)_  1
    w(J3_90)  c_u_start(291)_  1
    w(J3_90)  c_u_start(292)_  -1
    w(J3_90)  c_u_stop(288)_  -1
    w(J3_90)  c_u_stop(289)_  1
    w(J3_90)  c_u_ckpt_after_work(268)_  -1
    w(J3_90)  c_u_processors(90)_  4
    w(J3_91)  work      0.0062500000000000003
    w(J3_91)  c_u_state(292)_  1
    w(J3_91)  c_u_start(292)_  1
    w(J3_91)  c_u_start(293)_  -1
    w(J3_91)  c_u_stop(289)_  -1
    w(J3_91)  c_u_stop(290)_  1
    w(J3_91)  c_u_ckpt_after_work(269)_  -1
    w(J3_91)  c_u_processors(91)_  4
    w(J3_92)  work      0.0062500000000000003
    w(J3_92)  c_u_state(293)_  1
    w(J3_92)  c_u_start(293)_  1
    w(J3_92)  c_u_start(294)_  -1
    w(J3_92)  c_u_stop(290)_  -1
    w(J3_92)  c_u_stop(291)_  1
    w(J3_92)  c_u_ckpt_after_work(270)_  -1
    w(J3_92)  c_u_processors(92)_  4
    w(J3_93)  work      0.0062500000000000003
    w(J3_93)  c_u_state(294)_  1
    w(J3_93)  c_u_start(294)_  1
    w(J3_93)  c_u_start(295)_  -1
    w(J3_93)  c_u_stop(291)_  -1
    w(J3_93)  c_u_stop(292)_  1
    w(J3_93)  c_u_processors(93)_  4
    w(J3_94)  work      0.0062500000000000003
    w(J3_94)  c_u_state(295)_  1
    w(J3_94)  c_u_start(295)_  1
    w(J3_94)  c_u_start(296)_  -1
    w(J3_94)  c_u_stop(292)_  -1
    w(J3_94)  c_u_stop(293)_  1
    w(J3_94)  c_u_processors(94)_  4
    w(J3_95)  work      0.0062500000000000003
    w(J3_95)  c_u_state(296)_  1
    w(J3_95)  c_u_start(296)_  1
    w(J3_95)  c_u_start(297)_  -1
    w(J3_95)  c_u_stop(293)_  -1
    w(J3_95)  c_u_stop(294)_  1
    w(J3_95)  c_u_processors(95)_  4
    w(J3_96)  work      0.0062500000000000003
    w(J3_96)  c_u_state(297)_  1
    w(J3_96)  c_u_start(297)_  1
    w(J3_96)  c_u_start(298)_  -1
    w(J3_96)  c_u_stop(294)_  -1
    w(J3_96)  c_u_stop(295)_  1
    w(J3_96)  c_u_processors(96)_  4
    w(J3_97)  work      0.0062500000000000003
    w(J3_97)  c_u_state(298)_  1
    w(J3_97)  c_u_start(298)_  1
    w(J3_97)  c_u_start(299)_  -1
    w(J3_97)  c_u_stop(295)_  -1
    w(J3_97)  c_u_stop(296)_  1
    w(J3_97)  c_u_processors(97)_  4
    w(J3_98)  work      0.0062500000000000003
    w(J3_98)  c_u_state(299)_  1
    w(J3_98)  c_u_start(299)_  1
    w(J3_98)  c_u_start(300)_  -1
    w(J3_98)  c_u_stop(296)_  -1
    w(J3_98)  c_u_stop(297)_  1
    w(J3_98)  c_u_processors(98)_  4
    w(J3_99)  work      0.0062500000000000003
    w(J3_99)  c_u_state(300)_  1
    w(J3_99)  c_u_start(300)_  1
    w(J3_99)  c_u_stop(297)_  -1
    w(J3_99)  c_u_processors(99)_  4
    w(J3_99)  c_u_end(2)_  4
    u(J1_0)   c_u_state(1)_  1
    u(J1_0)   c_u_state(2)_  1
    u(J1_0)   c_u_start(3)_  -1
    u(J1_0)   c_u_processors(0)_  3
    u(J1_0)   c_u_processors(1)_  3
    v(J1_0)   c_u_state(1)_  1
    v(J1_0)   c_u_state(2)_  1
    v(J1_0)   c_u_ckpt_after_work(1)_  1
    v(J1_0)   c_u_processors(0)_  3
    v(J1_0)   c_u_processors(1)_  3
    u(J1_1)   c_u_state(2)_  1
    u(J1_1)   c_u_state(3)_  1
    u(J1_1)   c_u_start(4)_  -1
    u(J1_1)   c_u_processors(1)_  3
    u(J1_1)   c_u_processors(2)_  3
    v(J1_1)   c_u_state(2)_  1
    v(J1_1)   c_u_state(3)_  1
    v(J1_1)   c_u_stop(1)_  -1
    v(J1_1)   c_u_ckpt_after_work(2)_  1
    v(J1_1)   c_u_processors(1)_  3
    v(J1_1)   c_u_processors(2)_  3
    u(J1_2)   c_u_state(3)_  1
    u(J1_2)   c_u_state(4)_  1
    u(J1_2)   c_u_start(5)_  -1
    u(J1_2)   c_u_processors(2)_  3
    u(J1_2)   c_u_processors(3)_  3
    v(J1_2)   c_u_state(3)_  1
    v(J1_2)   c_u_state(4)_  1
    v(J1_2)   c_u_stop(2)_  -1
    v(J1_2)   c_u_ckpt_after_work(3)_  1
    v(J1_2)   c_u_processors(2)_  3
    v(J1_2)   c_u_processors(3)_  3
    u(J1_3)   c_u_state(4)_  1
    u(J1_3)   c_u_state(5)_  1
    u(J1_3)   c_u_start(6)_  -1
    u(J1_3)   c_u_processors(3)_  3
    u(J1_3)   c_u_processors(4)_  3
    v(J1_3)   c_u_state(4)_  1
    v(J1_3)   c_u_state(5)_  1
    v(J1_3)   c_u_stop(3)_  -1
    v(J1_3)   c_u_ckpt_after_work(4)_  1
    v(J1_3)   c_u_processors(3)_  3
    v(J1_3)   c_u_processors(4)_  3
    u(J1_4)   c_u_state(5)_  1
    u(J1_4)   c_u_state(6)_  1
    u(J1_4)   c_u_start(7)_  -1
    u(J1_4)   c_u_processors(4)_  3
    u(J1_4)   c_u_processors(5)_  3
    v(J1_4)   c_u_state(5)_  1
    v(J1_4)   c_u_state(6)_  1
    v(J1_4)   c_u_stop(4)_  -1
    v(J1_4)   c_u_ckpt_after_work(5)_  1
    v(J1_4)   c_u_processors(4)_  3
    v(J1_4)   c_u_processors(5)_  3
    u(J1_5)   c_u_state(6)_  1
    u(J1_5)   c_u_state(7)_  1
    u(J1_5)   c_u_start(8)_  -1
    u(J1_5)   c_u_processors(5)_  3
    u(J1_5)   c_u_processors(6)_  3
    v(J1_5)   c_u_state(6)_  1
    v(J1_5)   c_u_state(7)_  1
    v(J1_5)   c_u_stop(5)_  -1
    v(J1_5)   c_u_ckpt_after_work(6)_  1
    v(J1_5)   c_u_processors(5)_  3
    v(J1_5)   c_u_processors(6)_  3
    u(J1_6)   c_u_state(7)_  1
    u(J1_6)   c_u_state(8)_  1
    u(J1_6)   c_u_start(9)_  -1
    u(J1_6)   c_u_processors(6)_  3
    u(J1_6)   c_u_processors(7)_  3
    v(J1_6)   c_u_state(7)_  1
    v(J1_6)   c_u_state(8)_  1
    v(J1_6)   c_u_stop(6)_  -1
    v(J1_6)   c_u_ckpt_after_work(7)_  1
    v(J1_6)   c_u_processors(6)_  3
    v(J1_6)   c_u_processors(7)_  3
    u(J1_7)   c_u_state(8)_  1
    u(J1_7)   c_u_state(9)_  1
    u(J1_7)   c_u_start(10)_  -1
    u(J1_7)   c_u_processors(7)_  3
    u(J1_7)   c_u_processors(8)_  3
    v(J1_7)   c_u_state(8)_  1
    v(J1_7)   c_u_state(9)_  1
    v(J1_7)   c_u_stop(7)_  -1
    v(J1_7)   c_u_ckpt_after_work(8)_  1
    v(J1_7)   c_u_processors(7)_  3
    v(J1_7)   c_u_processors(8)_  3
    u(J1_8)   c_u_state(9)_  1
    u(J1_8)   c_u_state(10)_  1
    u(J1_8)   c_u_start(11)_  -1
    u(J1_8)   c_u_processors(8)_  3
    u(J1_8)   c_u_processors(9)_  3
    v(J1_8)   c_u_state(9)_  1
    v(J1_8)   c_u_state(10)_  1
    v(J1_8)   c_u_stop(8)_  -1
    v(J1_8)   c_u_ckpt_after_work(9)_  1
    v(J1_8)   c_u_processors(8)_  3
    v(J1_8)   c_u_processors(9)_  3
    u(J1_9)   c_u_state(10)_  1
    u(J1_9)   c_u_state(11)_  1
    u(J1_9)   c_u_start(12)_  -1
    u(J1_9)   c_u_processors(9)_  3
    u(J1_9)   c_u_processors(10)_  3
    v(J1_9)   c_u_state(10)_  1
    v(J1_9)   c_u_state(11)_  1
    v(J1_9)   c_u_stop(9)_  -1
    v(J1_9)   c_u_ckpt_after_work(10)_  1
    v(J1_9)   c_u_processors(9)_  3
    v(J1_9)   c_u_processors(10)_  3
    u(J1_10)  c_u_state(11)_  1
    u(J1_10)  c_u_state(12)_  1
    u(J1_10)  c_u_start(13)_  -1
    u(J1_10)  c_u_processors(10)_  3
    u(J1_10)  c_u_processors(11)_  3
    v(J1_10)  c_u_state(11)_  1
    v(J1_10)  c_u_state(12)_  1
    v(J1_10)  c_u_stop(10)_  -1
    v(J1_10)  c_u_ckpt_after_work(11)_  1
    v(J1_10)  c_u_processors(10)_  3
    v(J1_10)  c_u_processors(11)_  3
    u(J1_11)  c_u_state(12)_  1
    u(J1_11)  c_u_state(13)_  1
    u(J1_11)  c_u_start(14)_  -1
    u(J1_11)  c_u_processors(11)_  3
    u(J1_11)  c_u_processors(12)_  3
    v(J1_11)  c_u_state(12)_  1
    v(J1_11)  c_u_state(13)_  1
    v(J1_11)  c_u_stop(11)_  -1
    v(J1_11)  c_u_ckpt_after_work(12)_  1
    v(J1_11)  c_u_processors(11)_  3
    v(J1_11)  c_u_processors(12)_  3
    u(J1_12)  c_u_state(13)_  1
    u(J1_12)  c_u_state(14)_  1
    u(J1_12)  c_u_start(15)_  -1
    u(J1_12)  c_u_processors(12)_  3
    u(J1_12)  c_u_processors(13)_  3
    v(J1_12)  c_u_state(13)_  1
    v(J1_12)  c_u_state(14)_  1
    v(J1_12)  c_u_stop(12)_  -1
    v(J1_12)  c_u_ckpt_after_work(13)_  1
    v(J1_12)  c_u_processors(12)_  3
    v(J1_12)  c_u_processors(13)_  3
    u(J1_13)  c_u_state(14)_  1
    u(J1_13)  c_u_state(15)_  1
    u(J1_13)  c_u_start(16)_  -1
    u(J1_13)  c_u_processors(13)_  3
    u(J1_13)  c_u_processors(14)_  3
    v(J1_13)  c_u_state(14)_  1
    v(J1_13)  c_u_state(15)_  1
    v(J1_13)  c_u_stop(13)_  -1
    v(J1_13)  c_u_ckpt_after_work(14)_  1
    v(J1_13)  c_u_processors(13)_  3
    v(J1_13)  c_u_processors(14)_  3
    u(J1_14)  c_u_state(15)_  1
    u(J1_14)  c_u_state(16)_  1
    u(J1_14)  c_u_start(17)_  -1
    u(J1_14)  c_u_processors(14)_  3
    u(J1_14)  c_u_processors(15)_  3
    v(J1_14)  c_u_state(15)_  1
    v(J1_14)  c_u_state(16)_  1
    v(J1_14)  c_u_stop(14)_  -1
    v(J1_14)  c_u_ckpt_after_work(15)_  1
    v(J1_14)  c_u_processors(14)_  3
    v(J1_14)  c_u_processors(15)_  3
    u(J1_15)  c_u_state(16)_  1
    u(J1_15)  c_u_state(17)_  1
    u(J1_15)  c_u_start(18)_  -1
    u(J1_15)  c_u_processors(15)_  3
    u(J1_15)  c_u_processors(16)_  3
    v(J1_15)  c_u_state(16)_  1
    v(J1_15)  c_u_state(17)_  1
    v(J1_15)  c_u_stop(15)_  -1
    v(J1_15)  c_u_ckpt_after_work(16)_  1
    v(J1_15)  c_u_processors(15)_  3
    v(J1_15)  c_u_processors(16)_  3
    u(J1_16)  c_u_state(17)_  1
    u(J1_16)  c_u_state(18)_  1
    u(J1_16)  c_u_start(19)_  -1
    u(J1_16)  c_u_processors(16)_  3
    u(J1_16)  c_u_processors(17)_  3
    v(J1_16)  c_u_state(17)_  1
    v(J1_16)  c_u_state(18)_  1
    v(J1_16)  c_u_stop(16)_  -1
    v(J1_16)  c_u_ckpt_after_work(17)_  1
    v(J1_16)  c_u_processors(16)_  3
    v(J1_16)  c_u_processors(17)_  3
    u(J1_17)  c_u_state(18)_  1
    u(J1_17)  c_u_state(19)_  1
    u(J1_17)  c_u_start(20)_  -1
    u(J1_17)  c_u_processors(17)_  3
    u(J1_17)  c_u_processors(18)_  3
    v(J1_17)  c_u_state(18)_  1
    v(J1_17)  c_u_state(19)_  1
    v(J1_17)  c_u_stop(17)_  -1
    v(J1_17)  c_u_ckpt_after_work(18)_  1
    v(J1_17)  c_u_processors(17)_  3
    v(J1_17)  c_u_processors(18)_  3
    u(J1_18)  c_u_state(19)_  1
    u(J1_18)  c_u_state(20)_  1
    u(J1_18)  c_u_start(21)_  -1
    u(J1_18)  c_u_processors(18)_  3
    u(J1_18)  c_u_processors(19)_  3
    v(J1_18)  c_u_state(19)_  1
    v(J1_18)  c_u_state(20)_  1
    v(J1_18)  c_u_stop(18)_  -1
    v(J1_18)  c_u_ckpt_after_work(19)_  1
    v(J1_18)  c_u_processors(18)_  3
    v(J1_18)  c_u_processors(19)_  3
    u(J1_19)  c_u_state(20)_  1
    u(J1_19)  c_u_state(21)_  1
    u(J1_19)  c_u_start(22)_  -1
    u(J1_19)  c_u_processors(19)_  3
    u(J1_19)  c_u_processors(20)_  3
    v(J1_19)  c_u_state(20)_  1
    v(J1_19)  c_u_state(21)_  1
    v(J1_19)  c_u_stop(19)_  -1
    v(J1_19)  c_u_ckpt_after_work(20)_  1
    v(J1_19)  c_u_processors(19)_  3
    v(J1_19)  c_u_processors(20)_  3
    u(J1_20)  c_u_state(21)_  1
    u(J1_20)  c_u_state(22)_  1
    u(J1_20)  c_u_start(23)_  -1
    u(J1_20)  c_u_processors(20)_  3
    u(J1_20)  c_u_processors(21)_  3
    v(J1_20)  c_u_state(21)_  1
    v(J1_20)  c_u_state(22)_  1
    v(J1_20)  c_u_stop(20)_  -1
    v(J1_20)  c_u_ckpt_after_work(21)_  1
    v(J1_20)  c_u_processors(20)_  3
    v(J1_20)  c_u_processors(21)_  3
    u(J1_21)  c_u_state(22)_  1
    u(J1_21)  c_u_state(23)_  1
    u(J1_21)  c_u_start(24)_  -1
    u(J1_21)  c_u_processors(21)_  3
    u(J1_21)  c_u_processors(22)_  3
    v(J1_21)  c_u_state(22)_  1
    v(J1_21)  c_u_state(23)_  1
    v(J1_21)  c_u_stop(21)_  -1
    v(J1_21)  c_u_ckpt_after_work(22)_  1
    v(J1_21)  c_u_processors(21)_  3
    v(J1_21)  c_u_processors(22)_  3
    u(J1_22)  c_u_state(23)_  1
    u(J1_22)  c_u_state(24)_  1
    u(J1_22)  c_u_start(25)_  -1
    u(J1_22)  c_u_processors(22)_  3
    u(J1_22)  c_u_processors(23)_  3
    v(J1_22)  c_u_state(23)_  1
    v(J1_22)  c_u_state(24)_  1
    v(J1_22)  c_u_stop(22)_  -1
    v(J1_22)  c_u_ckpt_after_work(23)_  1
    v(J1_22)  c_u_processors(22)_  3
    v(J1_22)  c_u_processors(23)_  3
    u(J1_23)  c_u_state(24)_  1
    u(J1_23)  c_u_state(25)_  1
    u(J1_23)  c_u_start(26)_  -1
    u(J1_23)  c_u_processors(23)_  3
    u(J1_23)  c_u_processors(24)_  3
    v(J1_23)  c_u_state(24)_  1
    v(J1_23)  c_u_state(25)_  1
    v(J1_23)  c_u_stop(23)_  -1
    v(J1_23)  c_u_ckpt_after_work(24)_  1
    v(J1_23)  c_u_processors(23)_  3
    v(J1_23)  c_u_processors(24)_  3
    u(J1_24)  c_u_state(25)_  1
    u(J1_24)  c_u_state(26)_  1
    u(J1_24)  c_u_start(27)_  -1
    u(J1_24)  c_u_processors(24)_  3
    u(J1_24)  c_u_processors(25)_  3
    v(J1_24)  c_u_state(25)_  1
    v(J1_24)  c_u_state(26)_  1
    v(J1_24)  c_u_stop(24)_  -1
    v(J1_24)  c_u_ckpt_after_work(25)_  1
    v(J1_24)  c_u_processors(24)_  3
    v(J1_24)  c_u_processors(25)_  3
    u(J1_25)  c_u_state(26)_  1
    u(J1_25)  c_u_state(27)_  1
    u(J1_25)  c_u_start(28)_  -1
    u(J1_25)  c_u_processors(25)_  3
    u(J1_25)  c_u_processors(26)_  3
    v(J1_25)  c_u_state(26)_  1
    v(J1_25)  c_u_state(27)_  1
    v(J1_25)  c_u_stop(25)_  -1
    v(J1_25)  c_u_ckpt_after_work(26)_  1
    v(J1_25)  c_u_processors(25)_  3
    v(J1_25)  c_u_processors(26)_  3
    u(J1_26)  c_u_state(27)_  1
    u(J1_26)  c_u_state(28)_  1
    u(J1_26)  c_u_start(29)_  -1
    u(J1_26)  c_u_ckpt_after_work(29)_  -1
    u(J1_26)  c_u_processors(26)_  3
    u(J1_26)  c_u_processors(27)_  3
    v(J1_26)  c_u_state(27)_  1
    v(J1_26)  c_u_state(28)_  1
    v(J1_26)  c_u_stop(26)_  -1
    v(J1_26)  c_u_ckpt_after_work(27)_  1
    v(J1_26)  c_u_processors(26)_  3
    v(J1_26)  c_u_processors(27)_  3
    u(J1_27)  c_u_state(28)_  1
    u(J1_27)  c_u_state(29)_  1
    u(J1_27)  c_u_start(30)_  -1
    u(J1_27)  c_u_processors(27)_  3
    u(J1_27)  c_u_processors(28)_  3
    v(J1_27)  c_u_state(28)_  1
    v(J1_27)  c_u_state(29)_  1
    v(J1_27)  c_u_stop(27)_  -1
    v(J1_27)  c_u_ckpt_after_work(28)_  1
    v(J1_27)  c_u_processors(27)_  3
    v(J1_27)  c_u_processors(28)_  3
    u(J1_28)  c_u_state(29)_  1
    u(J1_28)  c_u_state(30)_  1
    u(J1_28)  c_u_start(31)_  -1
    u(J1_28)  c_u_ckpt_after_work(30)_  -1
    u(J1_28)  c_u_processors(28)_  3
    u(J1_28)  c_u_processors(29)_  3
    u(J1_28)  c_u_end(0)_  3
    v(J1_28)  c_u_state(29)_  1
    v(J1_28)  c_u_state(30)_  1
    v(J1_28)  c_u_start(31)_  -1
    v(J1_28)  c_u_stop(28)_  -1
    v(J1_28)  c_u_ckpt_after_work(29)_  1
    v(J1_28)  c_u_ckpt_after_work(30)_  -1
    v(J1_28)  c_u_processors(28)_  3
    v(J1_28)  c_u_processors(29)_  3
    u(J1_30)  c_u_state(31)_  1
    u(J1_30)  c_u_state(32)_  1
    u(J1_30)  c_u_start(33)_  -1
    u(J1_30)  c_u_processors(30)_  3
    u(J1_30)  c_u_processors(31)_  3
    v(J1_30)  c_u_state(31)_  1
    v(J1_30)  c_u_state(32)_  1
    v(J1_30)  c_u_stop(30)_  -1
    v(J1_30)  c_u_ckpt_after_work(30)_  1
    v(J1_30)  c_u_processors(30)_  3
    v(J1_30)  c_u_processors(31)_  3
    u(J1_31)  c_u_state(32)_  1
    u(J1_31)  c_u_state(33)_  1
    u(J1_31)  c_u_start(34)_  -1
    u(J1_31)  c_u_processors(31)_  3
    u(J1_31)  c_u_processors(32)_  3
    v(J1_31)  c_u_state(32)_  1
    v(J1_31)  c_u_state(33)_  1
    v(J1_31)  c_u_stop(31)_  -1
    v(J1_31)  c_u_ckpt_after_work(31)_  1
    v(J1_31)  c_u_processors(31)_  3
    v(J1_31)  c_u_processors(32)_  3
    u(J1_32)  c_u_state(33)_  1
    u(J1_32)  c_u_state(34)_  1
    u(J1_32)  c_u_start(35)_  -1
    u(J1_32)  c_u_processors(32)_  3
    u(J1_32)  c_u_processors(33)_  3
    v(J1_32)  c_u_state(33)_  1
    v(J1_32)  c_u_state(34)_  1
    v(J1_32)  c_u_stop(32)_  -1
    v(J1_32)  c_u_ckpt_after_work(32)_  1
    v(J1_32)  c_u_processors(32)_  3
    v(J1_32)  c_u_processors(33)_  3
    u(J1_33)  c_u_state(34)_  1
    u(J1_33)  c_u_state(35)_  1
    u(J1_33)  c_u_start(36)_  -1
    u(J1_33)  c_u_processors(33)_  3
    u(J1_33)  c_u_processors(34)_  3
    v(J1_33)  c_u_state(34)_  1
    v(J1_33)  c_u_state(35)_  1
    v(J1_33)  c_u_stop(33)_  -1
    v(J1_33)  c_u_ckpt_after_work(33)_  1
    v(J1_33)  c_u_processors(33)_  3
    v(J1_33)  c_u_processors(34)_  3
    u(J1_34)  c_u_state(35)_  1
    u(J1_34)  c_u_state(36)_  1
    u(J1_34)  c_u_start(37)_  -1
    u(J1_34)  c_u_processors(34)_  3
    u(J1_34)  c_u_processors(35)_  3
    v(J1_34)  c_u_state(35)_  1
    v(J1_34)  c_u_state(36)_  1
    v(J1_34)  c_u_stop(34)_  -1
    v(J1_34)  c_u_ckpt_after_work(34)_  1
    v(J1_34)  c_u_processors(34)_  3
    v(J1_34)  c_u_processors(35)_  3
    u(J1_35)  c_u_state(36)_  1
    u(J1_35)  c_u_state(37)_  1
    u(J1_35)  c_u_start(38)_  -1
    u(J1_35)  c_u_processors(35)_  3
    u(J1_35)  c_u_processors(36)_  3
    v(J1_35)  c_u_state(36)_  1
    v(J1_35)  c_u_state(37)_  1
    v(J1_35)  c_u_stop(35)_  -1
    v(J1_35)  c_u_ckpt_after_work(35)_  1
    v(J1_35)  c_u_processors(35)_  3
    v(J1_35)  c_u_processors(36)_  3
    u(J1_36)  c_u_state(37)_  1
    u(J1_36)  c_u_state(38)_  1
    u(J1_36)  c_u_start(39)_  -1
    u(J1_36)  c_u_processors(36)_  3
    u(J1_36)  c_u_processors(37)_  3
    v(J1_36)  c_u_state(37)_  1
    v(J1_36)  c_u_state(38)_  1
    v(J1_36)  c_u_stop(36)_  -1
    v(J1_36)  c_u_ckpt_after_work(36)_  1
    v(J1_36)  c_u_processors(36)_  3
    v(J1_36)  c_u_processors(37)_  3
    u(J1_37)  c_u_state(38)_  1
    u(J1_37)  c_u_state(39)_  1
    u(J1_37)  c_u_start(40)_  -1
    u(J1_37)  c_u_processors(37)_  3
    u(J1_37)  c_u_processors(38)_  3
    v(J1_37)  c_u_state(38)_  1
    v(J1_37)  c_u_state(39)_  1
    v(J1_37)  c_u_stop(37)_  -1
    v(J1_37)  c_u_ckpt_after_work(37)_  1
    v(J1_37)  c_u_processors(37)_  3
    v(J1_37)  c_u_processors(38)_  3
    u(J1_38)  c_u_state(39)_  1
    u(J1_38)  c_u_state(40)_  1
    u(J1_38)  c_u_start(41)_  -1
    u(J1_38)  c_u_processors(38)_  3
    u(J1_38)  c_u_processors(39)_  3
    v(J1_38)  c_u_state(39)_  1
    v(J1_38)  c_u_state(40)_  1
    v(J1_38)  c_u_stop(38)_  -1
    v(J1_38)  c_u_ckpt_after_work(38)_  1
    v(J1_38)  c_u_processors(38)_  3
    v(J1_38)  c_u_processors(39)_  3
    u(J1_39)  c_u_state(40)_  1
    u(J1_39)  c_u_state(41)_  1
    u(J1_39)  c_u_start(42)_  -1
    u(J1_39)  c_u_processors(39)_  3
    u(J1_39)  c_u_processors(40)_  3
    v(J1_39)  c_u_state(40)_  1
    v(J1_39)  c_u_state(41)_  1
    v(J1_39)  c_u_stop(39)_  -1
    v(J1_39)  c_u_ckpt_after_work(39)_  1
    v(J1_39)  c_u_processors(39)_  3
    v(J1_39)  c_u_processors(40)_  3
    u(J1_40)  c_u_state(41)_  1
    u(J1_40)  c_u_state(42)_  1
    u(J1_40)  c_u_start(43)_  -1
    u(J1_40)  c_u_processors(40)_  3
    u(J1_40)  c_u_processors(41)_  3
    v(J1_40)  c_u_state(41)_  1
    v(J1_40)  c_u_state(42)_  1
    v(J1_40)  c_u_stop(40)_  -1
    v(J1_40)  c_u_ckpt_after_work(40)_  1
    v(J1_40)  c_u_processors(40)_  3
    v(J1_40)  c_u_processors(41)_  3
    u(J1_41)  c_u_state(42)_  1
    u(J1_41)  c_u_state(43)_  1
    u(J1_41)  c_u_start(44)_  -1
    u(J1_41)  c_u_processors(41)_  3
    u(J1_41)  c_u_processors(42)_  3
    v(J1_41)  c_u_state(42)_  1
    v(J1_41)  c_u_state(43)_  1
    v(J1_41)  c_u_stop(41)_  -1
    v(J1_41)  c_u_ckpt_after_work(41)_  1
    v(J1_41)  c_u_processors(41)_  3
    v(J1_41)  c_u_processors(42)_  3
    u(J1_42)  c_u_state(43)_  1
    u(J1_42)  c_u_state(44)_  1
    u(J1_42)  c_u_start(45)_  -1
    u(J1_42)  c_u_processors(42)_  3
    u(J1_42)  c_u_processors(43)_  3
    v(J1_42)  c_u_state(43)_  1
    v(J1_42)  c_u_state(44)_  1
    v(J1_42)  c_u_stop(42)_  -1
    v(J1_42)  c_u_ckpt_after_work(42)_  1
    v(J1_42)  c_u_processors(42)_  3
    v(J1_42)  c_u_processors(43)_  3
    u(J1_43)  c_u_state(44)_  1
    u(J1_43)  c_u_state(45)_  1
    u(J1_43)  c_u_start(46)_  -1
    u(J1_43)  c_u_processors(43)_  3
    u(J1_43)  c_u_processors(44)_  3
    v(J1_43)  c_u_state(44)_  1
    v(J1_43)  c_u_state(45)_  1
    v(J1_43)  c_u_stop(43)_  -1
    v(J1_43)  c_u_ckpt_after_work(43)_  1
    v(J1_43)  c_u_processors(43)_  3
    v(J1_43)  c_u_processors(44)_  3
    u(J1_44)  c_u_state(45)_  1
    u(J1_44)  c_u_state(46)_  1
    u(J1_44)  c_u_start(47)_  -1
    u(J1_44)  c_u_processors(44)_  3
    u(J1_44)  c_u_processors(45)_  3
    v(J1_44)  c_u_state(45)_  1
    v(J1_44)  c_u_state(46)_  1
    v(J1_44)  c_u_stop(44)_  -1
    v(J1_44)  c_u_ckpt_after_work(44)_  1
    v(J1_44)  c_u_processors(44)_  3
    v(J1_44)  c_u_processors(45)_  3
    u(J1_45)  c_u_state(46)_  1
    u(J1_45)  c_u_state(47)_  1
    u(J1_45)  c_u_start(48)_  -1
    u(J1_45)  c_u_processors(45)_  3
    u(J1_45)  c_u_processors(46)_  3
    v(J1_45)  c_u_state(46)_  1
    v(J1_45)  c_u_state(47)_  1
    v(J1_45)  c_u_stop(45)_  -1
    v(J1_45)  c_u_ckpt_after_work(45)_  1
    v(J1_45)  c_u_processors(45)_  3
    v(J1_45)  c_u_processors(46)_  3
    u(J1_46)  c_u_state(47)_  1
    u(J1_46)  c_u_state(48)_  1
    u(J1_46)  c_u_start(49)_  -1
    u(J1_46)  c_u_processors(46)_  3
    u(J1_46)  c_u_processors(47)_  3
    v(J1_46)  c_u_state(47)_  1
    v(J1_46)  c_u_state(48)_  1
    v(J1_46)  c_u_stop(46)_  -1
    v(J1_46)  c_u_ckpt_after_work(46)_  1
    v(J1_46)  c_u_processors(46)_  3
    v(J1_46)  c_u_processors(47)_  3
    u(J1_47)  c_u_state(48)_  1
    u(J1_47)  c_u_state(49)_  1
    u(J1_47)  c_u_start(50)_  -1
    u(J1_47)  c_u_processors(47)_  3
    u(J1_47)  c_u_processors(48)_  3
    v(J1_47)  c_u_state(48)_  1
    v(J1_47)  c_u_state(49)_  1
    v(J1_47)  c_u_stop(47)_  -1
    v(J1_47)  c_u_ckpt_after_work(47)_  1
    v(J1_47)  c_u_processors(47)_  3
    v(J1_47)  c_u_processors(48)_  3
    u(J1_48)  c_u_state(49)_  1
    u(J1_48)  c_u_state(50)_  1
    u(J1_48)  c_u_start(51)_  -1
    u(J1_48)  c_u_processors(48)_  3
    u(J1_48)  c_u_processors(49)_  3
    v(J1_48)  c_u_state(49)_  1
    v(J1_48)  c_u_state(50)_  1
    v(J1_48)  c_u_stop(48)_  -1
    v(J1_48)  c_u_ckpt_after_work(48)_  1
    v(J1_48)  c_u_processors(48)_  3
    v(J1_48)  c_u_processors(49)_  3
    u(J1_49)  c_u_state(50)_  1
    u(J1_49)  c_u_state(51)_  1
    u(J1_49)  c_u_start(52)_  -1
    u(J1_49)  c_u_processors(49)_  3
    u(J1_49)  c_u_processors(50)_  3
    v(J1_49)  c_u_state(50)_  1
    v(J1_49)  c_u_state(51)_  1
    v(J1_49)  c_u_stop(49)_  -1
    v(J1_49)  c_u_ckpt_after_work(49)_  1
    v(J1_49)  c_u_processors(49)_  3
    v(J1_49)  c_u_processors(50)_  3
    u(J1_50)  c_u_state(51)_  1
    u(J1_50)  c_u_state(52)_  1
    u(J1_50)  c_u_start(53)_  -1
    u(J1_50)  c_u_processors(50)_  3
    u(J1_50)  c_u_processors(51)_  3
    v(J1_50)  c_u_state(51)_  1
    v(J1_50)  c_u_state(52)_  1
    v(J1_50)  c_u_stop(50)_  -1
    v(J1_50)  c_u_ckpt_after_work(50)_  1
    v(J1_50)  c_u_processors(50)_  3
    v(J1_50)  c_u_processors(51)_  3
    u(J1_51)  c_u_state(52)_  1
    u(J1_51)  c_u_state(53)_  1
    u(J1_51)  c_u_start(54)_  -1
    u(J1_51)  c_u_processors(51)_  3
    u(J1_51)  c_u_processors(52)_  3
    v(J1_51)  c_u_state(52)_  1
    v(J1_51)  c_u_state(53)_  1
    v(J1_51)  c_u_stop(51)_  -1
    v(J1_51)  c_u_ckpt_after_work(51)_  1
    v(J1_51)  c_u_processors(51)_  3
    v(J1_51)  c_u_processors(52)_  3
    u(J1_52)  c_u_state(53)_  1
    u(J1_52)  c_u_state(54)_  1
    u(J1_52)  c_u_start(55)_  -1
    u(J1_52)  c_u_processors(52)_  3
    u(J1_52)  c_u_processors(53)_  3
    v(J1_52)  c_u_state(53)_  1
    v(J1_52)  c_u_state(54)_  1
    v(J1_52)  c_u_stop(52)_  -1
    v(J1_52)  c_u_ckpt_after_work(52)_  1
    v(J1_52)  c_u_processors(52)_  3
    v(J1_52)  c_u_processors(53)_  3
    u(J1_53)  c_u_state(54)_  1
    u(J1_53)  c_u_state(55)_  1
    u(J1_53)  c_u_start(56)_  -1
    u(J1_53)  c_u_processors(53)_  3
    u(J1_53)  c_u_processors(54)_  3
    v(J1_53)  c_u_state(54)_  1
    v(J1_53)  c_u_state(55)_  1
    v(J1_53)  c_u_stop(53)_  -1
    v(J1_53)  c_u_ckpt_after_work(53)_  1
    v(J1_53)  c_u_processors(53)_  3
    v(J1_53)  c_u_processors(54)_  3
    u(J1_54)  c_u_state(55)_  1
    u(J1_54)  c_u_state(56)_  1
    u(J1_54)  c_u_start(57)_  -1
    u(J1_54)  c_u_processors(54)_  3
    u(J1_54)  c_u_processors(55)_  3
    v(J1_54)  c_u_state(55)_  1
    v(J1_54)  c_u_state(56)_  1
    v(J1_54)  c_u_stop(54)_  -1
    v(J1_54)  c_u_ckpt_after_work(54)_  1
    v(J1_54)  c_u_processors(54)_  3
    v(J1_54)  c_u_processors(55)_  3
    u(J1_55)  c_u_state(56)_  1
    u(J1_55)  c_u_state(57)_  1
    u(J1_55)  c_u_start(58)_  -1
    u(J1_55)  c_u_processors(55)_  3
    u(J1_55)  c_u_processors(56)_  3
    v(J1_55)  c_u_state(56)_  1
    v(J1_55)  c_u_state(57)_  1
    v(J1_55)  c_u_stop(55)_  -1
    v(J1_55)  c_u_ckpt_after_work(55)_  1
    v(J1_55)  c_u_processors(55)_  3
    v(J1_55)  c_u_processors(56)_  3
    u(J1_56)  c_u_state(57)_  1
    u(J1_56)  c_u_state(58)_  1
    u(J1_56)  c_u_start(59)_  -1
    u(J1_56)  c_u_ckpt_after_work(58)_  -1
    u(J1_56)  c_u_processors(56)_  3
    u(J1_56)  c_u_processors(57)_  3
    v(J1_56)  c_u_state(57)_  1
    v(J1_56)  c_u_state(58)_  1
    v(J1_56)  c_u_stop(56)_  -1
    v(J1_56)  c_u_ckpt_after_work(56)_  1
    v(J1_56)  c_u_processors(56)_  3
    v(J1_56)  c_u_processors(57)_  3
    u(J1_57)  c_u_state(58)_  1
    u(J1_57)  c_u_state(59)_  1
    u(J1_57)  c_u_start(60)_  -1
    u(J1_57)  c_u_processors(57)_  3
    u(J1_57)  c_u_processors(58)_  3
    v(J1_57)  c_u_state(58)_  1
    v(J1_57)  c_u_state(59)_  1
    v(J1_57)  c_u_stop(57)_  -1
    v(J1_57)  c_u_ckpt_after_work(57)_  1
    v(J1_57)  c_u_processors(57)_  3
    v(J1_57)  c_u_processors(58)_  3
    u(J1_58)  c_u_state(59)_  1
    u(J1_58)  c_u_state(60)_  1
    u(J1_58)  c_u_start(61)_  -1
    u(J1_58)  c_u_ckpt_after_work(59)_  -1
    u(J1_58)  c_u_processors(58)_  3
    u(J1_58)  c_u_processors(59)_  3
    u(J1_58)  c_u_end(1)_  3
    v(J1_58)  c_u_state(59)_  1
    v(J1_58)  c_u_state(60)_  1
    v(J1_58)  c_u_start(61)_  -1
    v(J1_58)  c_u_stop(58)_  -1
    v(J1_58)  c_u_ckpt_after_work(58)_  1
    v(J1_58)  c_u_ckpt_after_work(59)_  -1
    v(J1_58)  c_u_processors(58)_  3
    v(J1_58)  c_u_processors(59)_  3
    u(J1_60)  c_u_state(61)_  1
    u(J1_60)  c_u_state(62)_  1
    u(J1_60)  c_u_start(63)_  -1
    u(J1_60)  c_u_processors(60)_  3
    u(J1_60)  c_u_processors(61)_  3
    v(J1_60)  c_u_state(61)_  1
    v(J1_60)  c_u_state(62)_  1
    v(J1_60)  c_u_stop(60)_  -1
    v(J1_60)  c_u_ckpt_after_work(59)_  1
    v(J1_60)  c_u_processors(60)_  3
    v(J1_60)  c_u_processors(61)_  3
    u(J1_61)  c_u_state(62)_  1
    u(J1_61)  c_u_state(63)_  1
    u(J1_61)  c_u_start(64)_  -1
    u(J1_61)  c_u_processors(61)_  3
    u(J1_61)  c_u_processors(62)_  3
    v(J1_61)  c_u_state(62)_  1
    v(J1_61)  c_u_state(63)_  1
    v(J1_61)  c_u_stop(61)_  -1
    v(J1_61)  c_u_ckpt_after_work(60)_  1
    v(J1_61)  c_u_processors(61)_  3
    v(J1_61)  c_u_processors(62)_  3
    u(J1_62)  c_u_state(63)_  1
    u(J1_62)  c_u_state(64)_  1
    u(J1_62)  c_u_start(65)_  -1
    u(J1_62)  c_u_processors(62)_  3
    u(J1_62)  c_u_processors(63)_  3
    v(J1_62)  c_u_state(63)_  1
    v(J1_62)  c_u_state(64)_  1
    v(J1_62)  c_u_stop(62)_  -1
    v(J1_62)  c_u_ckpt_after_work(61)_  1
    v(J1_62)  c_u_processors(62)_  3
    v(J1_62)  c_u_processors(63)_  3
    u(J1_63)  c_u_state(64)_  1
    u(J1_63)  c_u_state(65)_  1
    u(J1_63)  c_u_start(66)_  -1
    u(J1_63)  c_u_processors(63)_  3
    u(J1_63)  c_u_processors(64)_  3
    v(J1_63)  c_u_state(64)_  1
    v(J1_63)  c_u_state(65)_  1
    v(J1_63)  c_u_stop(63)_  -1
    v(J1_63)  c_u_ckpt_after_work(62)_  1
    v(J1_63)  c_u_processors(63)_  3
    v(J1_63)  c_u_processors(64)_  3
    u(J1_64)  c_u_state(65)_  1
    u(J1_64)  c_u_state(66)_  1
    u(J1_64)  c_u_start(67)_  -1
    u(J1_64)  c_u_processors(64)_  3
    u(J1_64)  c_u_processors(65)_  3
    v(J1_64)  c_u_state(65)_  1
    v(J1_64)  c_u_state(66)_  1
    v(J1_64)  c_u_stop(64)_  -1
    v(J1_64)  c_u_ckpt_after_work(63)_  1
    v(J1_64)  c_u_processors(64)_  3
    v(J1_64)  c_u_processors(65)_  3
    u(J1_65)  c_u_state(66)_  1
    u(J1_65)  c_u_state(67)_  1
    u(J1_65)  c_u_start(68)_  -1
    u(J1_65)  c_u_processors(65)_  3
    u(J1_65)  c_u_processors(66)_  3
    v(J1_65)  c_u_state(66)_  1
    v(J1_65)  c_u_state(67)_  1
    v(J1_65)  c_u_stop(65)_  -1
    v(J1_65)  c_u_ckpt_after_work(64)_  1
    v(J1_65)  c_u_processors(65)_  3
    v(J1_65)  c_u_processors(66)_  3
    u(J1_66)  c_u_state(67)_  1
    u(J1_66)  c_u_state(68)_  1
    u(J1_66)  c_u_start(69)_  -1
    u(J1_66)  c_u_processors(66)_  3
    u(J1_66)  c_u_processors(67)_  3
    v(J1_66)  c_u_state(67)_  1
    v(J1_66)  c_u_state(68)_  1
    v(J1_66)  c_u_stop(66)_  -1
    v(J1_66)  c_u_ckpt_after_work(65)_  1
    v(J1_66)  c_u_processors(66)_  3
    v(J1_66)  c_u_processors(67)_  3
    u(J1_67)  c_u_state(68)_  1
    u(J1_67)  c_u_state(69)_  1
    u(J1_67)  c_u_start(70)_  -1
    u(J1_67)  c_u_processors(67)_  3
    u(J1_67)  c_u_processors(68)_  3
    v(J1_67)  c_u_state(68)_  1
    v(J1_67)  c_u_state(69)_  1
    v(J1_67)  c_u_stop(67)_  -1
    v(J1_67)  c_u_ckpt_after_work(66)_  1
    v(J1_67)  c_u_processors(67)_  3
    v(J1_67)  c_u_processors(68)_  3
    u(J1_68)  c_u_state(69)_  1
    u(J1_68)  c_u_state(70)_  1
    u(J1_68)  c_u_start(71)_  -1
    u(J1_68)  c_u_processors(68)_  3
    u(J1_68)  c_u_processors(69)_  3
    v(J1_68)  c_u_state(69)_  1
    v(J1_68)  c_u_state(70)_  1
    v(J1_68)  c_u_stop(68)_  -1
    v(J1_68)  c_u_ckpt_after_work(67)_  1
    v(J1_68)  c_u_processors(68)_  3
    v(J1_68)  c_u_processors(69)_  3
    u(J1_69)  c_u_state(70)_  1
    u(J1_69)  c_u_state(71)_  1
    u(J1_69)  c_u_start(72)_  -1
    u(J1_69)  c_u_processors(69)_  3
    u(J1_69)  c_u_processors(70)_  3
    v(J1_69)  c_u_state(70)_  1
    v(J1_69)  c_u_state(71)_  1
    v(J1_69)  c_u_stop(69)_  -1
    v(J1_69)  c_u_ckpt_after_work(68)_  1
    v(J1_69)  c_u_processors(69)_  3
    v(J1_69)  c_u_processors(70)_  3
    u(J1_70)  c_u_state(71)_  1
    u(J1_70)  c_u_state(72)_  1
    u(J1_70)  c_u_start(73)_  -1
    u(J1_70)  c_u_processors(70)_  3
    u(J1_70)  c_u_processors(71)_  3
    v(J1_70)  c_u_state(71)_  1
    v(J1_70)  c_u_state(72)_  1
    v(J1_70)  c_u_stop(70)_  -1
    v(J1_70)  c_u_ckpt_after_work(69)_  1
    v(J1_70)  c_u_processors(70)_  3
    v(J1_70)  c_u_processors(71)_  3
    u(J1_71)  c_u_state(72)_  1
    u(J1_71)  c_u_state(73)_  1
    u(J1_71)  c_u_start(74)_  -1
    u(J1_71)  c_u_processors(71)_  3
    u(J1_71)  c_u_processors(72)_  3
    v(J1_71)  c_u_state(72)_  1
    v(J1_71)  c_u_state(73)_  1
    v(J1_71)  c_u_stop(71)_  -1
    v(J1_71)  c_u_ckpt_after_work(70)_  1
    v(J1_71)  c_u_processors(71)_  3
    v(J1_71)  c_u_processors(72)_  3
    u(J1_72)  c_u_state(73)_  1
    u(J1_72)  c_u_state(74)_  1
    u(J1_72)  c_u_start(75)_  -1
    u(J1_72)  c_u_processors(72)_  3
    u(J1_72)  c_u_processors(73)_  3
    v(J1_72)  c_u_state(73)_  1
    v(J1_72)  c_u_state(74)_  1
    v(J1_72)  c_u_stop(72)_  -1
    v(J1_72)  c_u_ckpt_after_work(71)_  1
    v(J1_72)  c_u_processors(72)_  3
    v(J1_72)  c_u_processors(73)_  3
    u(J1_73)  c_u_state(74)_  1
    u(J1_73)  c_u_state(75)_  1
    u(J1_73)  c_u_start(76)_  -1
    u(J1_73)  c_u_processors(73)_  3
    u(J1_73)  c_u_processors(74)_  3
    v(J1_73)  c_u_state(74)_  1
    v(J1_73)  c_u_state(75)_  1
    v(J1_73)  c_u_stop(73)_  -1
    v(J1_73)  c_u_ckpt_after_work(72)_  1
    v(J1_73)  c_u_processors(73)_  3
    v(J1_73)  c_u_processors(74)_  3
    u(J1_74)  c_u_state(75)_  1
    u(J1_74)  c_u_state(76)_  1
    u(J1_74)  c_u_start(77)_  -1
    u(J1_74)  c_u_processors(74)_  3
    u(J1_74)  c_u_processors(75)_  3
    v(J1_74)  c_u_state(75)_  1
    v(J1_74)  c_u_state(76)_  1
    v(J1_74)  c_u_stop(74)_  -1
    v(J1_74)  c_u_ckpt_after_work(73)_  1
    v(J1_74)  c_u_processors(74)_  3
    v(J1_74)  c_u_processors(75)_  3
    u(J1_75)  c_u_state(76)_  1
    u(J1_75)  c_u_state(77)_  1
    u(J1_75)  c_u_start(78)_  -1
    u(J1_75)  c_u_processors(75)_  3
    u(J1_75)  c_u_processors(76)_  3
    v(J1_75)  c_u_state(76)_  1
    v(J1_75)  c_u_state(77)_  1
    v(J1_75)  c_u_stop(75)_  -1
    v(J1_75)  c_u_ckpt_after_work(74)_  1
    v(J1_75)  c_u_processors(75)_  3
    v(J1_75)  c_u_processors(76)_  3
    u(J1_76)  c_u_state(77)_  1
    u(J1_76)  c_u_state(78)_  1
    u(J1_76)  c_u_start(79)_  -1
    u(J1_76)  c_u_processors(76)_  3
    u(J1_76)  c_u_processors(77)_  3
    v(J1_76)  c_u_state(77)_  1
    v(J1_76)  c_u_state(78)_  1
    v(J1_76)  c_u_stop(76)_  -1
    v(J1_76)  c_u_ckpt_after_work(75)_  1
    v(J1_76)  c_u_processors(76)_  3
    v(J1_76)  c_u_processors(77)_  3
    u(J1_77)  c_u_state(78)_  1
    u(J1_77)  c_u_state(79)_  1
    u(J1_77)  c_u_start(80)_  -1
    u(J1_77)  c_u_processors(77)_  3
    u(J1_77)  c_u_processors(78)_  3
    v(J1_77)  c_u_state(78)_  1
    v(J1_77)  c_u_state(79)_  1
    v(J1_77)  c_u_stop(77)_  -1
    v(J1_77)  c_u_ckpt_after_work(76)_  1
    v(J1_77)  c_u_processors(77)_  3
    v(J1_77)  c_u_processors(78)_  3
    u(J1_78)  c_u_state(79)_  1
    u(J1_78)  c_u_state(80)_  1
    u(J1_78)  c_u_start(81)_  -1
    u(J1_78)  c_u_processors(78)_  3
    u(J1_78)  c_u_processors(79)_  3
    v(J1_78)  c_u_state(79)_  1
    v(J1_78)  c_u_state(80)_  1
    v(J1_78)  c_u_stop(78)_  -1
    v(J1_78)  c_u_ckpt_after_work(77)_  1
    v(J1_78)  c_u_processors(78)_  3
    v(J1_78)  c_u_processors(79)_  3
    u(J1_79)  c_u_state(80)_  1
    u(J1_79)  c_u_state(81)_  1
    u(J1_79)  c_u_start(82)_  -1
    u(J1_79)  c_u_processors(79)_  3
    u(J1_79)  c_u_processors(80)_  3
    v(J1_79)  c_u_state(80)_  1
    v(J1_79)  c_u_state(81)_  1
    v(J1_79)  c_u_stop(79)_  -1
    v(J1_79)  c_u_ckpt_after_work(78)_  1
    v(J1_79)  c_u_processors(79)_  3
    v(J1_79)  c_u_processors(80)_  3
    u(J1_80)  c_u_state(81)_  1
    u(J1_80)  c_u_state(82)_  1
    u(J1_80)  c_u_start(83)_  -1
    u(J1_80)  c_u_processors(80)_  3
    u(J1_80)  c_u_processors(81)_  3
    v(J1_80)  c_u_state(81)_  1
    v(J1_80)  c_u_state(82)_  1
    v(J1_80)  c_u_stop(80)_  -1
    v(J1_80)  c_u_ckpt_after_work(79)_  1
    v(J1_80)  c_u_processors(80)_  3
    v(J1_80)  c_u_processors(81)_  3
    u(J1_81)  c_u_state(82)_  1
    u(J1_81)  c_u_state(83)_  1
    u(J1_81)  c_u_start(84)_  -1
    u(J1_81)  c_u_processors(81)_  3
    u(J1_81)  c_u_processors(82)_  3
    v(J1_81)  c_u_state(82)_  1
    v(J1_81)  c_u_state(83)_  1
    v(J1_81)  c_u_stop(81)_  -1
    v(J1_81)  c_u_ckpt_after_work(80)_  1
    v(J1_81)  c_u_processors(81)_  3
    v(J1_81)  c_u_processors(82)_  3
    u(J1_82)  c_u_state(83)_  1
    u(J1_82)  c_u_state(84)_  1
    u(J1_82)  c_u_start(85)_  -1
    u(J1_82)  c_u_processors(82)_  3
    u(J1_82)  c_u_processors(83)_  3
    v(J1_82)  c_u_state(83)_  1
    v(J1_82)  c_u_state(84)_  1
    v(J1_82)  c_u_stop(82)_  -1
    v(J1_82)  c_u_ckpt_after_work(81)_  1
    v(J1_82)  c_u_processors(82)_  3
    v(J1_82)  c_u_processors(83)_  3
    u(J1_83)  c_u_state(84)_  1
    u(J1_83)  c_u_state(85)_  1
    u(J1_83)  c_u_start(86)_  -1
    u(J1_83)  c_u_processors(83)_  3
    u(J1_83)  c_u_processors(84)_  3
    v(J1_83)  c_u_state(84)_  1
    v(J1_83)  c_u_state(85)_  1
    v(J1_83)  c_u_stop(83)_  -1
    v(J1_83)  c_u_ckpt_after_work(82)_  1
    v(J1_83)  c_u_processors(83)_  3
    v(J1_83)  c_u_processors(84)_  3
    u(J1_84)  c_u_state(85)_  1
    u(J1_84)  c_u_state(86)_  1
    u(J1_84)  c_u_start(87)_  -1
    u(J1_84)  c_u_processors(84)_  3
    u(J1_84)  c_u_processors(85)_  3
    v(J1_84)  c_u_state(85)_  1
    v(J1_84)  c_u_state(86)_  1
    v(J1_84)  c_u_stop(84)_  -1
    v(J1_84)  c_u_ckpt_after_work(83)_  1
    v(J1_84)  c_u_processors(84)_  3
    v(J1_84)  c_u_processors(85)_  3
    u(J1_85)  c_u_state(86)_  1
    u(J1_85)  c_u_state(87)_  1
    u(J1_85)  c_u_start(88)_  -1
    u(J1_85)  c_u_processors(85)_  3
    u(J1_85)  c_u_processors(86)_  3
    v(J1_85)  c_u_state(86)_  1
    v(J1_85)  c_u_state(87)_  1
    v(J1_85)  c_u_stop(85)_  -1
    v(J1_85)  c_u_ckpt_after_work(84)_  1
    v(J1_85)  c_u_processors(85)_  3
    v(J1_85)  c_u_processors(86)_  3
    u(J1_86)  c_u_state(87)_  1
    u(J1_86)  c_u_state(88)_  1
    u(J1_86)  c_u_start(89)_  -1
    u(J1_86)  c_u_processors(86)_  3
    u(J1_86)  c_u_processors(87)_  3
    v(J1_86)  c_u_state(87)_  1
    v(J1_86)  c_u_state(88)_  1
    v(J1_86)  c_u_stop(86)_  -1
    v(J1_86)  c_u_ckpt_after_work(85)_  1
    v(J1_86)  c_u_processors(86)_  3
    v(J1_86)  c_u_processors(87)_  3
    u(J1_87)  c_u_state(88)_  1
    u(J1_87)  c_u_state(89)_  1
    u(J1_87)  c_u_start(90)_  -1
    u(J1_87)  c_u_processors(87)_  3
    u(J1_87)  c_u_processors(88)_  3
    v(J1_87)  c_u_state(88)_  1
    v(J1_87)  c_u_state(89)_  1
    v(J1_87)  c_u_stop(87)_  -1
    v(J1_87)  c_u_ckpt_after_work(86)_  1
    v(J1_87)  c_u_processors(87)_  3
    v(J1_87)  c_u_processors(88)_  3
    u(J1_88)  c_u_state(89)_  1
    u(J1_88)  c_u_state(90)_  1
    u(J1_88)  c_u_start(91)_  -1
    u(J1_88)  c_u_processors(88)_  3
    u(J1_88)  c_u_processors(89)_  3
    v(J1_88)  c_u_state(89)_  1
    v(J1_88)  c_u_state(90)_  1
    v(J1_88)  c_u_stop(88)_  -1
    v(J1_88)  c_u_ckpt_after_work(87)_  1
    v(J1_88)  c_u_processors(88)_  3
    v(J1_88)  c_u_processors(89)_  3
    u(J1_89)  c_u_state(90)_  1
    u(J1_89)  c_u_state(91)_  1
    u(J1_89)  c_u_start(92)_  -1
    u(J1_89)  c_u_processors(89)_  3
    u(J1_89)  c_u_processors(90)_  3
    v(J1_89)  c_u_state(90)_  1
    v(J1_89)  c_u_state(91)_  1
    v(J1_89)  c_u_stop(89)_  -1
    v(J1_89)  c_u_ckpt_after_work(88)_  1
    v(J1_89)  c_u_processors(89)_  3
    v(J1_89)  c_u_processors(90)_  3
    u(J1_90)  c_u_state(91)_  1
    u(J1_90)  c_u_state(92)_  1
    u(J1_90)  c_u_start(93)_  -1
    u(J1_90)  c_u_processors(90)_  3
    u(J1_90)  c_u_processors(91)_  3
    v(J1_90)  c_u_state(91)_  1
    v(J1_90)  c_u_state(92)_  1
    v(J1_90)  c_u_stop(90)_  -1
    v(J1_90)  c_u_ckpt_after_work(89)_  1
    v(J1_90)  c_u_processors(90)_  3
    v(J1_90)  c_u_processors(91)_  3
    u(J1_91)  c_u_state(92)_  1
    u(J1_91)  c_u_state(93)_  1
    u(J1_91)  c_u_start(94)_  -1
    u(J1_91)  c_u_processors(91)_  3
    u(J1_91)  c_u_processors(92)_  3
    v(J1_91)  c_u_state(92)_  1
    v(J1_91)  c_u_state(93)_  1
    v(J1_91)  c_u_stop(91)_  -1
    v(J1_91)  c_u_ckpt_after_work(90)_  1
    v(J1_91)  c_u_processors(91)_  3
    v(J1_91)  c_u_processors(92)_  3
    u(J1_92)  c_u_state(93)_  1
    u(J1_92)  c_u_state(94)_  1
    u(J1_92)  c_u_start(95)_  -1
    u(J1_92)  c_u_processors(92)_  3
    u(J1_92)  c_u_processors(93)_  3
    v(J1_92)  c_u_state(93)_  1
    v(J1_92)  c_u_state(94)_  1
    v(J1_92)  c_u_stop(92)_  -1
    v(J1_92)  c_u_ckpt_after_work(91)_  1
    v(J1_92)  c_u_processors(92)_  3
    v(J1_92)  c_u_processors(93)_  3
    u(J1_93)  c_u_state(94)_  1
    u(J1_93)  c_u_state(95)_  1
    u(J1_93)  c_u_start(96)_  -1
    u(J1_93)  c_u_processors(93)_  3
    u(J1_93)  c_u_processors(94)_  3
    v(J1_93)  c_u_state(94)_  1
    v(J1_93)  c_u_state(95)_  1
    v(J1_93)  c_u_stop(93)_  -1
    v(J1_93)  c_u_ckpt_after_work(92)_  1
    v(J1_93)  c_u_processors(93)_  3
    v(J1_93)  c_u_processors(94)_  3
    u(J1_94)  c_u_state(95)_  1
    u(J1_94)  c_u_state(96)_  1
    u(J1_94)  c_u_start(97)_  -1
    u(J1_94)  c_u_processors(94)_  3
    u(J1_94)  c_u_processors(95)_  3
    v(J1_94)  c_u_state(95)_  1
    v(J1_94)  c_u_state(96)_  1
    v(J1_94)  c_u_stop(94)_  -1
    v(J1_94)  c_u_ckpt_after_work(93)_  1
    v(J1_94)  c_u_processors(94)_  3
    v(J1_94)  c_u_processors(95)_  3
    u(J1_95)  c_u_state(96)_  1
    u(J1_95)  c_u_state(97)_  1
    u(J1_95)  c_u_start(98)_  -1
    u(J1_95)  c_u_processors(95)_  3
    u(J1_95)  c_u_processors(96)_  3
    v(J1_95)  c_u_state(96)_  1
    v(J1_95)  c_u_state(97)_  1
    v(J1_95)  c_u_stop(95)_  -1
    v(J1_95)  c_u_ckpt_after_work(94)_  1
    v(J1_95)  c_u_processors(95)_  3
    v(J1_95)  c_u_processors(96)_  3
    u(J1_96)  c_u_state(97)_  1
    u(J1_96)  c_u_state(98)_  1
    u(J1_96)  c_u_start(99)_  -1
    u(J1_96)  c_u_processors(96)_  3
    u(J1_96)  c_u_processors(97)_  3
    v(J1_96)  c_u_state(97)_  1
    v(J1_96)  c_u_state(98)_  1
    v(J1_96)  c_u_stop(96)_  -1
    v(J1_96)  c_u_ckpt_after_work(95)_  1
    v(J1_96)  c_u_processors(96)_  3
    v(J1_96)  c_u_processors(97)_  3
    u(J1_97)  c_u_state(98)_  1
    u(J1_97)  c_u_state(99)_  1
    u(J1_97)  c_u_start(100)_  -1
    u(J1_97)  c_u_processors(97)_  3
    u(J1_97)  c_u_processors(98)_  3
    v(J1_97)  c_u_state(98)_  1
    v(J1_97)  c_u_state(99)_  1
    v(J1_97)  c_u_stop(97)_  -1
    v(J1_97)  c_u_ckpt_after_work(96)_  1
    v(J1_97)  c_u_processors(97)_  3
    v(J1_97)  c_u_processors(98)_  3
    v(J1_98)  c_u_state(99)_  1
    v(J1_98)  c_u_state(100)_  1
    v(J1_98)  c_u_stop(98)_  -1
    v(J1_98)  c_u_ckpt_after_work(97)_  1
    v(J1_98)  c_u_processors(98)_  3
    v(J1_98)  c_u_processors(99)_  3
    u(J2_0)   c_u_state(101)_  1
    u(J2_0)   c_u_state(102)_  1
    u(J2_0)   c_u_state(103)_  1
    u(J2_0)   c_u_state(104)_  1
    u(J2_0)   c_u_start(105)_  -1
    u(J2_0)   c_u_processors(0)_  2
    u(J2_0)   c_u_processors(1)_  2
    u(J2_0)   c_u_processors(2)_  2
    u(J2_0)   c_u_processors(3)_  2
    v(J2_0)   c_u_state(101)_  1
    v(J2_0)   c_u_state(102)_  1
    v(J2_0)   c_u_state(103)_  1
    v(J2_0)   c_u_state(104)_  1
    v(J2_0)   c_u_ckpt_after_work(98)_  1
    v(J2_0)   c_u_processors(0)_  2
    v(J2_0)   c_u_processors(1)_  2
    v(J2_0)   c_u_processors(2)_  2
    v(J2_0)   c_u_processors(3)_  2
    u(J2_1)   c_u_state(102)_  1
    u(J2_1)   c_u_state(103)_  1
    u(J2_1)   c_u_state(104)_  1
    u(J2_1)   c_u_state(105)_  1
    u(J2_1)   c_u_start(106)_  -1
    u(J2_1)   c_u_processors(1)_  2
    u(J2_1)   c_u_processors(2)_  2
    u(J2_1)   c_u_processors(3)_  2
    u(J2_1)   c_u_processors(4)_  2
    v(J2_1)   c_u_state(102)_  1
    v(J2_1)   c_u_state(103)_  1
    v(J2_1)   c_u_state(104)_  1
    v(J2_1)   c_u_state(105)_  1
    v(J2_1)   c_u_stop(100)_  -1
    v(J2_1)   c_u_ckpt_after_work(99)_  1
    v(J2_1)   c_u_processors(1)_  2
    v(J2_1)   c_u_processors(2)_  2
    v(J2_1)   c_u_processors(3)_  2
    v(J2_1)   c_u_processors(4)_  2
    u(J2_2)   c_u_state(103)_  1
    u(J2_2)   c_u_state(104)_  1
    u(J2_2)   c_u_state(105)_  1
    u(J2_2)   c_u_state(106)_  1
    u(J2_2)   c_u_start(107)_  -1
    u(J2_2)   c_u_processors(2)_  2
    u(J2_2)   c_u_processors(3)_  2
    u(J2_2)   c_u_processors(4)_  2
    u(J2_2)   c_u_processors(5)_  2
    v(J2_2)   c_u_state(103)_  1
    v(J2_2)   c_u_state(104)_  1
    v(J2_2)   c_u_state(105)_  1
    v(J2_2)   c_u_state(106)_  1
    v(J2_2)   c_u_stop(101)_  -1
    v(J2_2)   c_u_ckpt_after_work(100)_  1
    v(J2_2)   c_u_processors(2)_  2
    v(J2_2)   c_u_processors(3)_  2
    v(J2_2)   c_u_processors(4)_  2
    v(J2_2)   c_u_processors(5)_  2
    u(J2_3)   c_u_state(104)_  1
    u(J2_3)   c_u_state(105)_  1
    u(J2_3)   c_u_state(106)_  1
    u(J2_3)   c_u_state(107)_  1
    u(J2_3)   c_u_start(108)_  -1
    u(J2_3)   c_u_processors(3)_  2
    u(J2_3)   c_u_processors(4)_  2
    u(J2_3)   c_u_processors(5)_  2
    u(J2_3)   c_u_processors(6)_  2
    v(J2_3)   c_u_state(104)_  1
    v(J2_3)   c_u_state(105)_  1
    v(J2_3)   c_u_state(106)_  1
    v(J2_3)   c_u_state(107)_  1
    v(J2_3)   c_u_stop(102)_  -1
    v(J2_3)   c_u_ckpt_after_work(101)_  1
    v(J2_3)   c_u_processors(3)_  2
    v(J2_3)   c_u_processors(4)_  2
    v(J2_3)   c_u_processors(5)_  2
    v(J2_3)   c_u_processors(6)_  2
    u(J2_4)   c_u_state(105)_  1
    u(J2_4)   c_u_state(106)_  1
    u(J2_4)   c_u_state(107)_  1
    u(J2_4)   c_u_state(108)_  1
    u(J2_4)   c_u_start(109)_  -1
    u(J2_4)   c_u_processors(4)_  2
    u(J2_4)   c_u_processors(5)_  2
    u(J2_4)   c_u_processors(6)_  2
    u(J2_4)   c_u_processors(7)_  2
    v(J2_4)   c_u_state(105)_  1
    v(J2_4)   c_u_state(106)_  1
    v(J2_4)   c_u_state(107)_  1
    v(J2_4)   c_u_state(108)_  1
    v(J2_4)   c_u_stop(103)_  -1
    v(J2_4)   c_u_ckpt_after_work(102)_  1
    v(J2_4)   c_u_processors(4)_  2
    v(J2_4)   c_u_processors(5)_  2
    v(J2_4)   c_u_processors(6)_  2
    v(J2_4)   c_u_processors(7)_  2
    u(J2_5)   c_u_state(106)_  1
    u(J2_5)   c_u_state(107)_  1
    u(J2_5)   c_u_state(108)_  1
    u(J2_5)   c_u_state(109)_  1
    u(J2_5)   c_u_start(110)_  -1
    u(J2_5)   c_u_processors(5)_  2
    u(J2_5)   c_u_processors(6)_  2
    u(J2_5)   c_u_processors(7)_  2
    u(J2_5)   c_u_processors(8)_  2
    v(J2_5)   c_u_state(106)_  1
    v(J2_5)   c_u_state(107)_  1
    v(J2_5)   c_u_state(108)_  1
    v(J2_5)   c_u_state(109)_  1
    v(J2_5)   c_u_stop(104)_  -1
    v(J2_5)   c_u_ckpt_after_work(103)_  1
    v(J2_5)   c_u_processors(5)_  2
    v(J2_5)   c_u_processors(6)_  2
    v(J2_5)   c_u_processors(7)_  2
    v(J2_5)   c_u_processors(8)_  2
    u(J2_6)   c_u_state(107)_  1
    u(J2_6)   c_u_state(108)_  1
    u(J2_6)   c_u_state(109)_  1
    u(J2_6)   c_u_state(110)_  1
    u(J2_6)   c_u_start(111)_  -1
    u(J2_6)   c_u_processors(6)_  2
    u(J2_6)   c_u_processors(7)_  2
    u(J2_6)   c_u_processors(8)_  2
    u(J2_6)   c_u_processors(9)_  2
    v(J2_6)   c_u_state(107)_  1
    v(J2_6)   c_u_state(108)_  1
    v(J2_6)   c_u_state(109)_  1
    v(J2_6)   c_u_state(110)_  1
    v(J2_6)   c_u_stop(105)_  -1
    v(J2_6)   c_u_ckpt_after_work(104)_  1
    v(J2_6)   c_u_processors(6)_  2
    v(J2_6)   c_u_processors(7)_  2
    v(J2_6)   c_u_processors(8)_  2
    v(J2_6)   c_u_processors(9)_  2
    u(J2_7)   c_u_state(108)_  1
    u(J2_7)   c_u_state(109)_  1
    u(J2_7)   c_u_state(110)_  1
    u(J2_7)   c_u_state(111)_  1
    u(J2_7)   c_u_start(112)_  -1
    u(J2_7)   c_u_processors(7)_  2
    u(J2_7)   c_u_processors(8)_  2
    u(J2_7)   c_u_processors(9)_  2
    u(J2_7)   c_u_processors(10)_  2
    v(J2_7)   c_u_state(108)_  1
    v(J2_7)   c_u_state(109)_  1
    v(J2_7)   c_u_state(110)_  1
    v(J2_7)   c_u_state(111)_  1
    v(J2_7)   c_u_stop(106)_  -1
    v(J2_7)   c_u_ckpt_after_work(105)_  1
    v(J2_7)   c_u_processors(7)_  2
    v(J2_7)   c_u_processors(8)_  2
    v(J2_7)   c_u_processors(9)_  2
    v(J2_7)   c_u_processors(10)_  2
    u(J2_8)   c_u_state(109)_  1
    u(J2_8)   c_u_state(110)_  1
    u(J2_8)   c_u_state(111)_  1
    u(J2_8)   c_u_state(112)_  1
    u(J2_8)   c_u_start(113)_  -1
    u(J2_8)   c_u_processors(8)_  2
    u(J2_8)   c_u_processors(9)_  2
    u(J2_8)   c_u_processors(10)_  2
    u(J2_8)   c_u_processors(11)_  2
    v(J2_8)   c_u_state(109)_  1
    v(J2_8)   c_u_state(110)_  1
    v(J2_8)   c_u_state(111)_  1
    v(J2_8)   c_u_state(112)_  1
    v(J2_8)   c_u_stop(107)_  -1
    v(J2_8)   c_u_ckpt_after_work(106)_  1
    v(J2_8)   c_u_processors(8)_  2
    v(J2_8)   c_u_processors(9)_  2
    v(J2_8)   c_u_processors(10)_  2
    v(J2_8)   c_u_processors(11)_  2
    u(J2_9)   c_u_state(110)_  1
    u(J2_9)   c_u_state(111)_  1
    u(J2_9)   c_u_state(112)_  1
    u(J2_9)   c_u_state(113)_  1
    u(J2_9)   c_u_start(114)_  -1
    u(J2_9)   c_u_processors(9)_  2
    u(J2_9)   c_u_processors(10)_  2
    u(J2_9)   c_u_processors(11)_  2
    u(J2_9)   c_u_processors(12)_  2
    v(J2_9)   c_u_state(110)_  1
    v(J2_9)   c_u_state(111)_  1
    v(J2_9)   c_u_state(112)_  1
    v(J2_9)   c_u_state(113)_  1
    v(J2_9)   c_u_stop(108)_  -1
    v(J2_9)   c_u_ckpt_after_work(107)_  1
    v(J2_9)   c_u_processors(9)_  2
    v(J2_9)   c_u_processors(10)_  2
    v(J2_9)   c_u_processors(11)_  2
    v(J2_9)   c_u_processors(12)_  2
    u(J2_10)  c_u_state(111)_  1
    u(J2_10)  c_u_state(112)_  1
    u(J2_10)  c_u_state(113)_  1
    u(J2_10)  c_u_state(114)_  1
    u(J2_10)  c_u_start(115)_  -1
    u(J2_10)  c_u_processors(10)_  2
    u(J2_10)  c_u_processors(11)_  2
    u(J2_10)  c_u_processors(12)_  2
    u(J2_10)  c_u_processors(13)_  2
    v(J2_10)  c_u_state(111)_  1
    v(J2_10)  c_u_state(112)_  1
    v(J2_10)  c_u_state(113)_  1
    v(J2_10)  c_u_state(114)_  1
    v(J2_10)  c_u_stop(109)_  -1
    v(J2_10)  c_u_ckpt_after_work(108)_  1
    v(J2_10)  c_u_processors(10)_  2
    v(J2_10)  c_u_processors(11)_  2
    v(J2_10)  c_u_processors(12)_  2
    v(J2_10)  c_u_processors(13)_  2
    u(J2_11)  c_u_state(112)_  1
    u(J2_11)  c_u_state(113)_  1
    u(J2_11)  c_u_state(114)_  1
    u(J2_11)  c_u_state(115)_  1
    u(J2_11)  c_u_start(116)_  -1
    u(J2_11)  c_u_processors(11)_  2
    u(J2_11)  c_u_processors(12)_  2
    u(J2_11)  c_u_processors(13)_  2
    u(J2_11)  c_u_processors(14)_  2
    v(J2_11)  c_u_state(112)_  1
    v(J2_11)  c_u_state(113)_  1
    v(J2_11)  c_u_state(114)_  1
    v(J2_11)  c_u_state(115)_  1
    v(J2_11)  c_u_stop(110)_  -1
    v(J2_11)  c_u_ckpt_after_work(109)_  1
    v(J2_11)  c_u_processors(11)_  2
    v(J2_11)  c_u_processors(12)_  2
    v(J2_11)  c_u_processors(13)_  2
    v(J2_11)  c_u_processors(14)_  2
    u(J2_12)  c_u_state(113)_  1
    u(J2_12)  c_u_state(114)_  1
    u(J2_12)  c_u_state(115)_  1
    u(J2_12)  c_u_state(116)_  1
    u(J2_12)  c_u_start(117)_  -1
    u(J2_12)  c_u_processors(12)_  2
    u(J2_12)  c_u_processors(13)_  2
    u(J2_12)  c_u_processors(14)_  2
    u(J2_12)  c_u_processors(15)_  2
    v(J2_12)  c_u_state(113)_  1
    v(J2_12)  c_u_state(114)_  1
    v(J2_12)  c_u_state(115)_  1
    v(J2_12)  c_u_state(116)_  1
    v(J2_12)  c_u_stop(111)_  -1
    v(J2_12)  c_u_ckpt_after_work(110)_  1
    v(J2_12)  c_u_processors(12)_  2
    v(J2_12)  c_u_processors(13)_  2
    v(J2_12)  c_u_processors(14)_  2
    v(J2_12)  c_u_processors(15)_  2
    u(J2_13)  c_u_state(114)_  1
    u(J2_13)  c_u_state(115)_  1
    u(J2_13)  c_u_state(116)_  1
    u(J2_13)  c_u_state(117)_  1
    u(J2_13)  c_u_start(118)_  -1
    u(J2_13)  c_u_processors(13)_  2
    u(J2_13)  c_u_processors(14)_  2
    u(J2_13)  c_u_processors(15)_  2
    u(J2_13)  c_u_processors(16)_  2
    v(J2_13)  c_u_state(114)_  1
    v(J2_13)  c_u_state(115)_  1
    v(J2_13)  c_u_state(116)_  1
    v(J2_13)  c_u_state(117)_  1
    v(J2_13)  c_u_stop(112)_  -1
    v(J2_13)  c_u_ckpt_after_work(111)_  1
    v(J2_13)  c_u_processors(13)_  2
    v(J2_13)  c_u_processors(14)_  2
    v(J2_13)  c_u_processors(15)_  2
    v(J2_13)  c_u_processors(16)_  2
    u(J2_14)  c_u_state(115)_  1
    u(J2_14)  c_u_state(116)_  1
    u(J2_14)  c_u_state(117)_  1
    u(J2_14)  c_u_state(118)_  1
    u(J2_14)  c_u_start(119)_  -1
    u(J2_14)  c_u_processors(14)_  2
    u(J2_14)  c_u_processors(15)_  2
    u(J2_14)  c_u_processors(16)_  2
    u(J2_14)  c_u_processors(17)_  2
    v(J2_14)  c_u_state(115)_  1
    v(J2_14)  c_u_state(116)_  1
    v(J2_14)  c_u_state(117)_  1
    v(J2_14)  c_u_state(118)_  1
    v(J2_14)  c_u_stop(113)_  -1
    v(J2_14)  c_u_ckpt_after_work(112)_  1
    v(J2_14)  c_u_processors(14)_  2
    v(J2_14)  c_u_processors(15)_  2
    v(J2_14)  c_u_processors(16)_  2
    v(J2_14)  c_u_processors(17)_  2
    u(J2_15)  c_u_state(116)_  1
    u(J2_15)  c_u_state(117)_  1
    u(J2_15)  c_u_state(118)_  1
    u(J2_15)  c_u_state(119)_  1
    u(J2_15)  c_u_start(120)_  -1
    u(J2_15)  c_u_processors(15)_  2
    u(J2_15)  c_u_processors(16)_  2
    u(J2_15)  c_u_processors(17)_  2
    u(J2_15)  c_u_processors(18)_  2
    v(J2_15)  c_u_state(116)_  1
    v(J2_15)  c_u_state(117)_  1
    v(J2_15)  c_u_state(118)_  1
    v(J2_15)  c_u_state(119)_  1
    v(J2_15)  c_u_stop(114)_  -1
    v(J2_15)  c_u_ckpt_after_work(113)_  1
    v(J2_15)  c_u_processors(15)_  2
    v(J2_15)  c_u_processors(16)_  2
    v(J2_15)  c_u_processors(17)_  2
    v(J2_15)  c_u_processors(18)_  2
    u(J2_16)  c_u_state(117)_  1
    u(J2_16)  c_u_state(118)_  1
    u(J2_16)  c_u_state(119)_  1
    u(J2_16)  c_u_state(120)_  1
    u(J2_16)  c_u_start(121)_  -1
    u(J2_16)  c_u_processors(16)_  2
    u(J2_16)  c_u_processors(17)_  2
    u(J2_16)  c_u_processors(18)_  2
    u(J2_16)  c_u_processors(19)_  2
    v(J2_16)  c_u_state(117)_  1
    v(J2_16)  c_u_state(118)_  1
    v(J2_16)  c_u_state(119)_  1
    v(J2_16)  c_u_state(120)_  1
    v(J2_16)  c_u_stop(115)_  -1
    v(J2_16)  c_u_ckpt_after_work(114)_  1
    v(J2_16)  c_u_processors(16)_  2
    v(J2_16)  c_u_processors(17)_  2
    v(J2_16)  c_u_processors(18)_  2
    v(J2_16)  c_u_processors(19)_  2
    u(J2_17)  c_u_state(118)_  1
    u(J2_17)  c_u_state(119)_  1
    u(J2_17)  c_u_state(120)_  1
    u(J2_17)  c_u_state(121)_  1
    u(J2_17)  c_u_start(122)_  -1
    u(J2_17)  c_u_processors(17)_  2
    u(J2_17)  c_u_processors(18)_  2
    u(J2_17)  c_u_processors(19)_  2
    u(J2_17)  c_u_processors(20)_  2
    v(J2_17)  c_u_state(118)_  1
    v(J2_17)  c_u_state(119)_  1
    v(J2_17)  c_u_state(120)_  1
    v(J2_17)  c_u_state(121)_  1
    v(J2_17)  c_u_stop(116)_  -1
    v(J2_17)  c_u_ckpt_after_work(115)_  1
    v(J2_17)  c_u_processors(17)_  2
    v(J2_17)  c_u_processors(18)_  2
    v(J2_17)  c_u_processors(19)_  2
    v(J2_17)  c_u_processors(20)_  2
    u(J2_18)  c_u_state(119)_  1
    u(J2_18)  c_u_state(120)_  1
    u(J2_18)  c_u_state(121)_  1
    u(J2_18)  c_u_state(122)_  1
    u(J2_18)  c_u_start(123)_  -1
    u(J2_18)  c_u_processors(18)_  2
    u(J2_18)  c_u_processors(19)_  2
    u(J2_18)  c_u_processors(20)_  2
    u(J2_18)  c_u_processors(21)_  2
    v(J2_18)  c_u_state(119)_  1
    v(J2_18)  c_u_state(120)_  1
    v(J2_18)  c_u_state(121)_  1
    v(J2_18)  c_u_state(122)_  1
    v(J2_18)  c_u_stop(117)_  -1
    v(J2_18)  c_u_ckpt_after_work(116)_  1
    v(J2_18)  c_u_processors(18)_  2
    v(J2_18)  c_u_processors(19)_  2
    v(J2_18)  c_u_processors(20)_  2
    v(J2_18)  c_u_processors(21)_  2
    u(J2_19)  c_u_state(120)_  1
    u(J2_19)  c_u_state(121)_  1
    u(J2_19)  c_u_state(122)_  1
    u(J2_19)  c_u_state(123)_  1
    u(J2_19)  c_u_start(124)_  -1
    u(J2_19)  c_u_processors(19)_  2
    u(J2_19)  c_u_processors(20)_  2
    u(J2_19)  c_u_processors(21)_  2
    u(J2_19)  c_u_processors(22)_  2
    v(J2_19)  c_u_state(120)_  1
    v(J2_19)  c_u_state(121)_  1
    v(J2_19)  c_u_state(122)_  1
    v(J2_19)  c_u_state(123)_  1
    v(J2_19)  c_u_stop(118)_  -1
    v(J2_19)  c_u_ckpt_after_work(117)_  1
    v(J2_19)  c_u_processors(19)_  2
    v(J2_19)  c_u_processors(20)_  2
    v(J2_19)  c_u_processors(21)_  2
    v(J2_19)  c_u_processors(22)_  2
    u(J2_20)  c_u_state(121)_  1
    u(J2_20)  c_u_state(122)_  1
    u(J2_20)  c_u_state(123)_  1
    u(J2_20)  c_u_state(124)_  1
    u(J2_20)  c_u_start(125)_  -1
    u(J2_20)  c_u_processors(20)_  2
    u(J2_20)  c_u_processors(21)_  2
    u(J2_20)  c_u_processors(22)_  2
    u(J2_20)  c_u_processors(23)_  2
    v(J2_20)  c_u_state(121)_  1
    v(J2_20)  c_u_state(122)_  1
    v(J2_20)  c_u_state(123)_  1
    v(J2_20)  c_u_state(124)_  1
    v(J2_20)  c_u_stop(119)_  -1
    v(J2_20)  c_u_ckpt_after_work(118)_  1
    v(J2_20)  c_u_processors(20)_  2
    v(J2_20)  c_u_processors(21)_  2
    v(J2_20)  c_u_processors(22)_  2
    v(J2_20)  c_u_processors(23)_  2
    u(J2_21)  c_u_state(122)_  1
    u(J2_21)  c_u_state(123)_  1
    u(J2_21)  c_u_state(124)_  1
    u(J2_21)  c_u_state(125)_  1
    u(J2_21)  c_u_start(126)_  -1
    u(J2_21)  c_u_processors(21)_  2
    u(J2_21)  c_u_processors(22)_  2
    u(J2_21)  c_u_processors(23)_  2
    u(J2_21)  c_u_processors(24)_  2
    v(J2_21)  c_u_state(122)_  1
    v(J2_21)  c_u_state(123)_  1
    v(J2_21)  c_u_state(124)_  1
    v(J2_21)  c_u_state(125)_  1
    v(J2_21)  c_u_stop(120)_  -1
    v(J2_21)  c_u_ckpt_after_work(119)_  1
    v(J2_21)  c_u_processors(21)_  2
    v(J2_21)  c_u_processors(22)_  2
    v(J2_21)  c_u_processors(23)_  2
    v(J2_21)  c_u_processors(24)_  2
    u(J2_22)  c_u_state(123)_  1
    u(J2_22)  c_u_state(124)_  1
    u(J2_22)  c_u_state(125)_  1
    u(J2_22)  c_u_state(126)_  1
    u(J2_22)  c_u_start(127)_  -1
    u(J2_22)  c_u_ckpt_after_work(124)_  -1
    u(J2_22)  c_u_processors(22)_  2
    u(J2_22)  c_u_processors(23)_  2
    u(J2_22)  c_u_processors(24)_  2
    u(J2_22)  c_u_processors(25)_  2
    v(J2_22)  c_u_state(123)_  1
    v(J2_22)  c_u_state(124)_  1
    v(J2_22)  c_u_state(125)_  1
    v(J2_22)  c_u_state(126)_  1
    v(J2_22)  c_u_stop(121)_  -1
    v(J2_22)  c_u_ckpt_after_work(120)_  1
    v(J2_22)  c_u_processors(22)_  2
    v(J2_22)  c_u_processors(23)_  2
    v(J2_22)  c_u_processors(24)_  2
    v(J2_22)  c_u_processors(25)_  2
    u(J2_23)  c_u_state(124)_  1
    u(J2_23)  c_u_state(125)_  1
    u(J2_23)  c_u_state(126)_  1
    u(J2_23)  c_u_state(127)_  1
    u(J2_23)  c_u_start(128)_  -1
    u(J2_23)  c_u_processors(23)_  2
    u(J2_23)  c_u_processors(24)_  2
    u(J2_23)  c_u_processors(25)_  2
    u(J2_23)  c_u_processors(26)_  2
    v(J2_23)  c_u_state(124)_  1
    v(J2_23)  c_u_state(125)_  1
    v(J2_23)  c_u_state(126)_  1
    v(J2_23)  c_u_state(127)_  1
    v(J2_23)  c_u_stop(122)_  -1
    v(J2_23)  c_u_ckpt_after_work(121)_  1
    v(J2_23)  c_u_processors(23)_  2
    v(J2_23)  c_u_processors(24)_  2
    v(J2_23)  c_u_processors(25)_  2
    v(J2_23)  c_u_processors(26)_  2
    u(J2_24)  c_u_state(125)_  1
    u(J2_24)  c_u_state(126)_  1
    u(J2_24)  c_u_state(127)_  1
    u(J2_24)  c_u_state(128)_  1
    u(J2_24)  c_u_start(129)_  -1
    u(J2_24)  c_u_processors(24)_  2
    u(J2_24)  c_u_processors(25)_  2
    u(J2_24)  c_u_processors(26)_  2
    u(J2_24)  c_u_processors(27)_  2
    v(J2_24)  c_u_state(125)_  1
    v(J2_24)  c_u_state(126)_  1
    v(J2_24)  c_u_state(127)_  1
    v(J2_24)  c_u_state(128)_  1
    v(J2_24)  c_u_stop(123)_  -1
    v(J2_24)  c_u_ckpt_after_work(122)_  1
    v(J2_24)  c_u_processors(24)_  2
    v(J2_24)  c_u_processors(25)_  2
    v(J2_24)  c_u_processors(26)_  2
    v(J2_24)  c_u_processors(27)_  2
    u(J2_25)  c_u_state(126)_  1
    u(J2_25)  c_u_state(127)_  1
    u(J2_25)  c_u_state(128)_  1
    u(J2_25)  c_u_state(129)_  1
    u(J2_25)  c_u_start(130)_  -1
    u(J2_25)  c_u_processors(25)_  2
    u(J2_25)  c_u_processors(26)_  2
    u(J2_25)  c_u_processors(27)_  2
    u(J2_25)  c_u_processors(28)_  2
    v(J2_25)  c_u_state(126)_  1
    v(J2_25)  c_u_state(127)_  1
    v(J2_25)  c_u_state(128)_  1
    v(J2_25)  c_u_state(129)_  1
    v(J2_25)  c_u_stop(124)_  -1
    v(J2_25)  c_u_ckpt_after_work(123)_  1
    v(J2_25)  c_u_processors(25)_  2
    v(J2_25)  c_u_processors(26)_  2
    v(J2_25)  c_u_processors(27)_  2
    v(J2_25)  c_u_processors(28)_  2
    u(J2_26)  c_u_state(127)_  1
    u(J2_26)  c_u_state(128)_  1
    u(J2_26)  c_u_state(129)_  1
    u(J2_26)  c_u_state(130)_  1
    u(J2_26)  c_u_start(131)_  -1
    u(J2_26)  c_u_ckpt_after_work(125)_  -1
    u(J2_26)  c_u_processors(26)_  2
    u(J2_26)  c_u_processors(27)_  2
    u(J2_26)  c_u_processors(28)_  2
    u(J2_26)  c_u_processors(29)_  2
    u(J2_26)  c_u_end(0)_  2
    v(J2_26)  c_u_state(127)_  1
    v(J2_26)  c_u_state(128)_  1
    v(J2_26)  c_u_state(129)_  1
    v(J2_26)  c_u_state(130)_  1
    v(J2_26)  c_u_start(131)_  -1
    v(J2_26)  c_u_stop(125)_  -1
    v(J2_26)  c_u_ckpt_after_work(124)_  1
    v(J2_26)  c_u_ckpt_after_work(125)_  -1
    v(J2_26)  c_u_processors(26)_  2
    v(J2_26)  c_u_processors(27)_  2
    v(J2_26)  c_u_processors(28)_  2
    v(J2_26)  c_u_processors(29)_  2
    u(J2_30)  c_u_state(131)_  1
    u(J2_30)  c_u_state(132)_  1
    u(J2_30)  c_u_state(133)_  1
    u(J2_30)  c_u_state(134)_  1
    u(J2_30)  c_u_start(135)_  -1
    u(J2_30)  c_u_processors(30)_  2
    u(J2_30)  c_u_processors(31)_  2
    u(J2_30)  c_u_processors(32)_  2
    u(J2_30)  c_u_processors(33)_  2
    v(J2_30)  c_u_state(131)_  1
    v(J2_30)  c_u_state(132)_  1
    v(J2_30)  c_u_state(133)_  1
    v(J2_30)  c_u_state(134)_  1
    v(J2_30)  c_u_stop(129)_  -1
    v(J2_30)  c_u_ckpt_after_work(125)_  1
    v(J2_30)  c_u_processors(30)_  2
    v(J2_30)  c_u_processors(31)_  2
    v(J2_30)  c_u_processors(32)_  2
    v(J2_30)  c_u_processors(33)_  2
    u(J2_31)  c_u_state(132)_  1
    u(J2_31)  c_u_state(133)_  1
    u(J2_31)  c_u_state(134)_  1
    u(J2_31)  c_u_state(135)_  1
    u(J2_31)  c_u_start(136)_  -1
    u(J2_31)  c_u_processors(31)_  2
    u(J2_31)  c_u_processors(32)_  2
    u(J2_31)  c_u_processors(33)_  2
    u(J2_31)  c_u_processors(34)_  2
    v(J2_31)  c_u_state(132)_  1
    v(J2_31)  c_u_state(133)_  1
    v(J2_31)  c_u_state(134)_  1
    v(J2_31)  c_u_state(135)_  1
    v(J2_31)  c_u_stop(130)_  -1
    v(J2_31)  c_u_ckpt_after_work(126)_  1
    v(J2_31)  c_u_processors(31)_  2
    v(J2_31)  c_u_processors(32)_  2
    v(J2_31)  c_u_processors(33)_  2
    v(J2_31)  c_u_processors(34)_  2
    u(J2_32)  c_u_state(133)_  1
    u(J2_32)  c_u_state(134)_  1
    u(J2_32)  c_u_state(135)_  1
    u(J2_32)  c_u_state(136)_  1
    u(J2_32)  c_u_start(137)_  -1
    u(J2_32)  c_u_processors(32)_  2
    u(J2_32)  c_u_processors(33)_  2
    u(J2_32)  c_u_processors(34)_  2
    u(J2_32)  c_u_processors(35)_  2
    v(J2_32)  c_u_state(133)_  1
    v(J2_32)  c_u_state(134)_  1
    v(J2_32)  c_u_state(135)_  1
    v(J2_32)  c_u_state(136)_  1
    v(J2_32)  c_u_stop(131)_  -1
    v(J2_32)  c_u_ckpt_after_work(127)_  1
    v(J2_32)  c_u_processors(32)_  2
    v(J2_32)  c_u_processors(33)_  2
    v(J2_32)  c_u_processors(34)_  2
    v(J2_32)  c_u_processors(35)_  2
    u(J2_33)  c_u_state(134)_  1
    u(J2_33)  c_u_state(135)_  1
    u(J2_33)  c_u_state(136)_  1
    u(J2_33)  c_u_state(137)_  1
    u(J2_33)  c_u_start(138)_  -1
    u(J2_33)  c_u_processors(33)_  2
    u(J2_33)  c_u_processors(34)_  2
    u(J2_33)  c_u_processors(35)_  2
    u(J2_33)  c_u_processors(36)_  2
    v(J2_33)  c_u_state(134)_  1
    v(J2_33)  c_u_state(135)_  1
    v(J2_33)  c_u_state(136)_  1
    v(J2_33)  c_u_state(137)_  1
    v(J2_33)  c_u_stop(132)_  -1
    v(J2_33)  c_u_ckpt_after_work(128)_  1
    v(J2_33)  c_u_processors(33)_  2
    v(J2_33)  c_u_processors(34)_  2
    v(J2_33)  c_u_processors(35)_  2
    v(J2_33)  c_u_processors(36)_  2
    u(J2_34)  c_u_state(135)_  1
    u(J2_34)  c_u_state(136)_  1
    u(J2_34)  c_u_state(137)_  1
    u(J2_34)  c_u_state(138)_  1
    u(J2_34)  c_u_start(139)_  -1
    u(J2_34)  c_u_processors(34)_  2
    u(J2_34)  c_u_processors(35)_  2
    u(J2_34)  c_u_processors(36)_  2
    u(J2_34)  c_u_processors(37)_  2
    v(J2_34)  c_u_state(135)_  1
    v(J2_34)  c_u_state(136)_  1
    v(J2_34)  c_u_state(137)_  1
    v(J2_34)  c_u_state(138)_  1
    v(J2_34)  c_u_stop(133)_  -1
    v(J2_34)  c_u_ckpt_after_work(129)_  1
    v(J2_34)  c_u_processors(34)_  2
    v(J2_34)  c_u_processors(35)_  2
    v(J2_34)  c_u_processors(36)_  2
    v(J2_34)  c_u_processors(37)_  2
    u(J2_35)  c_u_state(136)_  1
    u(J2_35)  c_u_state(137)_  1
    u(J2_35)  c_u_state(138)_  1
    u(J2_35)  c_u_state(139)_  1
    u(J2_35)  c_u_start(140)_  -1
    u(J2_35)  c_u_processors(35)_  2
    u(J2_35)  c_u_processors(36)_  2
    u(J2_35)  c_u_processors(37)_  2
    u(J2_35)  c_u_processors(38)_  2
    v(J2_35)  c_u_state(136)_  1
    v(J2_35)  c_u_state(137)_  1
    v(J2_35)  c_u_state(138)_  1
    v(J2_35)  c_u_state(139)_  1
    v(J2_35)  c_u_stop(134)_  -1
    v(J2_35)  c_u_ckpt_after_work(130)_  1
    v(J2_35)  c_u_processors(35)_  2
    v(J2_35)  c_u_processors(36)_  2
    v(J2_35)  c_u_processors(37)_  2
    v(J2_35)  c_u_processors(38)_  2
    u(J2_36)  c_u_state(137)_  1
    u(J2_36)  c_u_state(138)_  1
    u(J2_36)  c_u_state(139)_  1
    u(J2_36)  c_u_state(140)_  1
    u(J2_36)  c_u_start(141)_  -1
    u(J2_36)  c_u_processors(36)_  2
    u(J2_36)  c_u_processors(37)_  2
    u(J2_36)  c_u_processors(38)_  2
    u(J2_36)  c_u_processors(39)_  2
    v(J2_36)  c_u_state(137)_  1
    v(J2_36)  c_u_state(138)_  1
    v(J2_36)  c_u_state(139)_  1
    v(J2_36)  c_u_state(140)_  1
    v(J2_36)  c_u_stop(135)_  -1
    v(J2_36)  c_u_ckpt_after_work(131)_  1
    v(J2_36)  c_u_processors(36)_  2
    v(J2_36)  c_u_processors(37)_  2
    v(J2_36)  c_u_processors(38)_  2
    v(J2_36)  c_u_processors(39)_  2
    u(J2_37)  c_u_state(138)_  1
    u(J2_37)  c_u_state(139)_  1
    u(J2_37)  c_u_state(140)_  1
    u(J2_37)  c_u_state(141)_  1
    u(J2_37)  c_u_start(142)_  -1
    u(J2_37)  c_u_processors(37)_  2
    u(J2_37)  c_u_processors(38)_  2
    u(J2_37)  c_u_processors(39)_  2
    u(J2_37)  c_u_processors(40)_  2
    v(J2_37)  c_u_state(138)_  1
    v(J2_37)  c_u_state(139)_  1
    v(J2_37)  c_u_state(140)_  1
    v(J2_37)  c_u_state(141)_  1
    v(J2_37)  c_u_stop(136)_  -1
    v(J2_37)  c_u_ckpt_after_work(132)_  1
    v(J2_37)  c_u_processors(37)_  2
    v(J2_37)  c_u_processors(38)_  2
    v(J2_37)  c_u_processors(39)_  2
    v(J2_37)  c_u_processors(40)_  2
    u(J2_38)  c_u_state(139)_  1
    u(J2_38)  c_u_state(140)_  1
    u(J2_38)  c_u_state(141)_  1
    u(J2_38)  c_u_state(142)_  1
    u(J2_38)  c_u_start(143)_  -1
    u(J2_38)  c_u_processors(38)_  2
    u(J2_38)  c_u_processors(39)_  2
    u(J2_38)  c_u_processors(40)_  2
    u(J2_38)  c_u_processors(41)_  2
    v(J2_38)  c_u_state(139)_  1
    v(J2_38)  c_u_state(140)_  1
    v(J2_38)  c_u_state(141)_  1
    v(J2_38)  c_u_state(142)_  1
    v(J2_38)  c_u_stop(137)_  -1
    v(J2_38)  c_u_ckpt_after_work(133)_  1
    v(J2_38)  c_u_processors(38)_  2
    v(J2_38)  c_u_processors(39)_  2
    v(J2_38)  c_u_processors(40)_  2
    v(J2_38)  c_u_processors(41)_  2
    u(J2_39)  c_u_state(140)_  1
    u(J2_39)  c_u_state(141)_  1
    u(J2_39)  c_u_state(142)_  1
    u(J2_39)  c_u_state(143)_  1
    u(J2_39)  c_u_start(144)_  -1
    u(J2_39)  c_u_processors(39)_  2
    u(J2_39)  c_u_processors(40)_  2
    u(J2_39)  c_u_processors(41)_  2
    u(J2_39)  c_u_processors(42)_  2
    v(J2_39)  c_u_state(140)_  1
    v(J2_39)  c_u_state(141)_  1
    v(J2_39)  c_u_state(142)_  1
    v(J2_39)  c_u_state(143)_  1
    v(J2_39)  c_u_stop(138)_  -1
    v(J2_39)  c_u_ckpt_after_work(134)_  1
    v(J2_39)  c_u_processors(39)_  2
    v(J2_39)  c_u_processors(40)_  2
    v(J2_39)  c_u_processors(41)_  2
    v(J2_39)  c_u_processors(42)_  2
    u(J2_40)  c_u_state(141)_  1
    u(J2_40)  c_u_state(142)_  1
    u(J2_40)  c_u_state(143)_  1
    u(J2_40)  c_u_state(144)_  1
    u(J2_40)  c_u_start(145)_  -1
    u(J2_40)  c_u_processors(40)_  2
    u(J2_40)  c_u_processors(41)_  2
    u(J2_40)  c_u_processors(42)_  2
    u(J2_40)  c_u_processors(43)_  2
    v(J2_40)  c_u_state(141)_  1
    v(J2_40)  c_u_state(142)_  1
    v(J2_40)  c_u_state(143)_  1
    v(J2_40)  c_u_state(144)_  1
    v(J2_40)  c_u_stop(139)_  -1
    v(J2_40)  c_u_ckpt_after_work(135)_  1
    v(J2_40)  c_u_processors(40)_  2
    v(J2_40)  c_u_processors(41)_  2
    v(J2_40)  c_u_processors(42)_  2
    v(J2_40)  c_u_processors(43)_  2
    u(J2_41)  c_u_state(142)_  1
    u(J2_41)  c_u_state(143)_  1
    u(J2_41)  c_u_state(144)_  1
    u(J2_41)  c_u_state(145)_  1
    u(J2_41)  c_u_start(146)_  -1
    u(J2_41)  c_u_processors(41)_  2
    u(J2_41)  c_u_processors(42)_  2
    u(J2_41)  c_u_processors(43)_  2
    u(J2_41)  c_u_processors(44)_  2
    v(J2_41)  c_u_state(142)_  1
    v(J2_41)  c_u_state(143)_  1
    v(J2_41)  c_u_state(144)_  1
    v(J2_41)  c_u_state(145)_  1
    v(J2_41)  c_u_stop(140)_  -1
    v(J2_41)  c_u_ckpt_after_work(136)_  1
    v(J2_41)  c_u_processors(41)_  2
    v(J2_41)  c_u_processors(42)_  2
    v(J2_41)  c_u_processors(43)_  2
    v(J2_41)  c_u_processors(44)_  2
    u(J2_42)  c_u_state(143)_  1
    u(J2_42)  c_u_state(144)_  1
    u(J2_42)  c_u_state(145)_  1
    u(J2_42)  c_u_state(146)_  1
    u(J2_42)  c_u_start(147)_  -1
    u(J2_42)  c_u_processors(42)_  2
    u(J2_42)  c_u_processors(43)_  2
    u(J2_42)  c_u_processors(44)_  2
    u(J2_42)  c_u_processors(45)_  2
    v(J2_42)  c_u_state(143)_  1
    v(J2_42)  c_u_state(144)_  1
    v(J2_42)  c_u_state(145)_  1
    v(J2_42)  c_u_state(146)_  1
    v(J2_42)  c_u_stop(141)_  -1
    v(J2_42)  c_u_ckpt_after_work(137)_  1
    v(J2_42)  c_u_processors(42)_  2
    v(J2_42)  c_u_processors(43)_  2
    v(J2_42)  c_u_processors(44)_  2
    v(J2_42)  c_u_processors(45)_  2
    u(J2_43)  c_u_state(144)_  1
    u(J2_43)  c_u_state(145)_  1
    u(J2_43)  c_u_state(146)_  1
    u(J2_43)  c_u_state(147)_  1
    u(J2_43)  c_u_start(148)_  -1
    u(J2_43)  c_u_processors(43)_  2
    u(J2_43)  c_u_processors(44)_  2
    u(J2_43)  c_u_processors(45)_  2
    u(J2_43)  c_u_processors(46)_  2
    v(J2_43)  c_u_state(144)_  1
    v(J2_43)  c_u_state(145)_  1
    v(J2_43)  c_u_state(146)_  1
    v(J2_43)  c_u_state(147)_  1
    v(J2_43)  c_u_stop(142)_  -1
    v(J2_43)  c_u_ckpt_after_work(138)_  1
    v(J2_43)  c_u_processors(43)_  2
    v(J2_43)  c_u_processors(44)_  2
    v(J2_43)  c_u_processors(45)_  2
    v(J2_43)  c_u_processors(46)_  2
    u(J2_44)  c_u_state(145)_  1
    u(J2_44)  c_u_state(146)_  1
    u(J2_44)  c_u_state(147)_  1
    u(J2_44)  c_u_state(148)_  1
    u(J2_44)  c_u_start(149)_  -1
    u(J2_44)  c_u_processors(44)_  2
    u(J2_44)  c_u_processors(45)_  2
    u(J2_44)  c_u_processors(46)_  2
    u(J2_44)  c_u_processors(47)_  2
    v(J2_44)  c_u_state(145)_  1
    v(J2_44)  c_u_state(146)_  1
    v(J2_44)  c_u_state(147)_  1
    v(J2_44)  c_u_state(148)_  1
    v(J2_44)  c_u_stop(143)_  -1
    v(J2_44)  c_u_ckpt_after_work(139)_  1
    v(J2_44)  c_u_processors(44)_  2
    v(J2_44)  c_u_processors(45)_  2
    v(J2_44)  c_u_processors(46)_  2
    v(J2_44)  c_u_processors(47)_  2
    u(J2_45)  c_u_state(146)_  1
    u(J2_45)  c_u_state(147)_  1
    u(J2_45)  c_u_state(148)_  1
    u(J2_45)  c_u_state(149)_  1
    u(J2_45)  c_u_start(150)_  -1
    u(J2_45)  c_u_processors(45)_  2
    u(J2_45)  c_u_processors(46)_  2
    u(J2_45)  c_u_processors(47)_  2
    u(J2_45)  c_u_processors(48)_  2
    v(J2_45)  c_u_state(146)_  1
    v(J2_45)  c_u_state(147)_  1
    v(J2_45)  c_u_state(148)_  1
    v(J2_45)  c_u_state(149)_  1
    v(J2_45)  c_u_stop(144)_  -1
    v(J2_45)  c_u_ckpt_after_work(140)_  1
    v(J2_45)  c_u_processors(45)_  2
    v(J2_45)  c_u_processors(46)_  2
    v(J2_45)  c_u_processors(47)_  2
    v(J2_45)  c_u_processors(48)_  2
    u(J2_46)  c_u_state(147)_  1
    u(J2_46)  c_u_state(148)_  1
    u(J2_46)  c_u_state(149)_  1
    u(J2_46)  c_u_state(150)_  1
    u(J2_46)  c_u_start(151)_  -1
    u(J2_46)  c_u_processors(46)_  2
    u(J2_46)  c_u_processors(47)_  2
    u(J2_46)  c_u_processors(48)_  2
    u(J2_46)  c_u_processors(49)_  2
    v(J2_46)  c_u_state(147)_  1
    v(J2_46)  c_u_state(148)_  1
    v(J2_46)  c_u_state(149)_  1
    v(J2_46)  c_u_state(150)_  1
    v(J2_46)  c_u_stop(145)_  -1
    v(J2_46)  c_u_ckpt_after_work(141)_  1
    v(J2_46)  c_u_processors(46)_  2
    v(J2_46)  c_u_processors(47)_  2
    v(J2_46)  c_u_processors(48)_  2
    v(J2_46)  c_u_processors(49)_  2
    u(J2_47)  c_u_state(148)_  1
    u(J2_47)  c_u_state(149)_  1
    u(J2_47)  c_u_state(150)_  1
    u(J2_47)  c_u_state(151)_  1
    u(J2_47)  c_u_start(152)_  -1
    u(J2_47)  c_u_processors(47)_  2
    u(J2_47)  c_u_processors(48)_  2
    u(J2_47)  c_u_processors(49)_  2
    u(J2_47)  c_u_processors(50)_  2
    v(J2_47)  c_u_state(148)_  1
    v(J2_47)  c_u_state(149)_  1
    v(J2_47)  c_u_state(150)_  1
    v(J2_47)  c_u_state(151)_  1
    v(J2_47)  c_u_stop(146)_  -1
    v(J2_47)  c_u_ckpt_after_work(142)_  1
    v(J2_47)  c_u_processors(47)_  2
    v(J2_47)  c_u_processors(48)_  2
    v(J2_47)  c_u_processors(49)_  2
    v(J2_47)  c_u_processors(50)_  2
    u(J2_48)  c_u_state(149)_  1
    u(J2_48)  c_u_state(150)_  1
    u(J2_48)  c_u_state(151)_  1
    u(J2_48)  c_u_state(152)_  1
    u(J2_48)  c_u_start(153)_  -1
    u(J2_48)  c_u_processors(48)_  2
    u(J2_48)  c_u_processors(49)_  2
    u(J2_48)  c_u_processors(50)_  2
    u(J2_48)  c_u_processors(51)_  2
    v(J2_48)  c_u_state(149)_  1
    v(J2_48)  c_u_state(150)_  1
    v(J2_48)  c_u_state(151)_  1
    v(J2_48)  c_u_state(152)_  1
    v(J2_48)  c_u_stop(147)_  -1
    v(J2_48)  c_u_ckpt_after_work(143)_  1
    v(J2_48)  c_u_processors(48)_  2
    v(J2_48)  c_u_processors(49)_  2
    v(J2_48)  c_u_processors(50)_  2
    v(J2_48)  c_u_processors(51)_  2
    u(J2_49)  c_u_state(150)_  1
    u(J2_49)  c_u_state(151)_  1
    u(J2_49)  c_u_state(152)_  1
    u(J2_49)  c_u_state(153)_  1
    u(J2_49)  c_u_start(154)_  -1
    u(J2_49)  c_u_processors(49)_  2
    u(J2_49)  c_u_processors(50)_  2
    u(J2_49)  c_u_processors(51)_  2
    u(J2_49)  c_u_processors(52)_  2
    v(J2_49)  c_u_state(150)_  1
    v(J2_49)  c_u_state(151)_  1
    v(J2_49)  c_u_state(152)_  1
    v(J2_49)  c_u_state(153)_  1
    v(J2_49)  c_u_stop(148)_  -1
    v(J2_49)  c_u_ckpt_after_work(144)_  1
    v(J2_49)  c_u_processors(49)_  2
    v(J2_49)  c_u_processors(50)_  2
    v(J2_49)  c_u_processors(51)_  2
    v(J2_49)  c_u_processors(52)_  2
    u(J2_50)  c_u_state(151)_  1
    u(J2_50)  c_u_state(152)_  1
    u(J2_50)  c_u_state(153)_  1
    u(J2_50)  c_u_state(154)_  1
    u(J2_50)  c_u_start(155)_  -1
    u(J2_50)  c_u_processors(50)_  2
    u(J2_50)  c_u_processors(51)_  2
    u(J2_50)  c_u_processors(52)_  2
    u(J2_50)  c_u_processors(53)_  2
    v(J2_50)  c_u_state(151)_  1
    v(J2_50)  c_u_state(152)_  1
    v(J2_50)  c_u_state(153)_  1
    v(J2_50)  c_u_state(154)_  1
    v(J2_50)  c_u_stop(149)_  -1
    v(J2_50)  c_u_ckpt_after_work(145)_  1
    v(J2_50)  c_u_processors(50)_  2
    v(J2_50)  c_u_processors(51)_  2
    v(J2_50)  c_u_processors(52)_  2
    v(J2_50)  c_u_processors(53)_  2
    u(J2_51)  c_u_state(152)_  1
    u(J2_51)  c_u_state(153)_  1
    u(J2_51)  c_u_state(154)_  1
    u(J2_51)  c_u_state(155)_  1
    u(J2_51)  c_u_start(156)_  -1
    u(J2_51)  c_u_processors(51)_  2
    u(J2_51)  c_u_processors(52)_  2
    u(J2_51)  c_u_processors(53)_  2
    u(J2_51)  c_u_processors(54)_  2
    v(J2_51)  c_u_state(152)_  1
    v(J2_51)  c_u_state(153)_  1
    v(J2_51)  c_u_state(154)_  1
    v(J2_51)  c_u_state(155)_  1
    v(J2_51)  c_u_stop(150)_  -1
    v(J2_51)  c_u_ckpt_after_work(146)_  1
    v(J2_51)  c_u_processors(51)_  2
    v(J2_51)  c_u_processors(52)_  2
    v(J2_51)  c_u_processors(53)_  2
    v(J2_51)  c_u_processors(54)_  2
    u(J2_52)  c_u_state(153)_  1
    u(J2_52)  c_u_state(154)_  1
    u(J2_52)  c_u_state(155)_  1
    u(J2_52)  c_u_state(156)_  1
    u(J2_52)  c_u_start(157)_  -1
    u(J2_52)  c_u_ckpt_after_work(151)_  -1
    u(J2_52)  c_u_processors(52)_  2
    u(J2_52)  c_u_processors(53)_  2
    u(J2_52)  c_u_processors(54)_  2
    u(J2_52)  c_u_processors(55)_  2
    v(J2_52)  c_u_state(153)_  1
    v(J2_52)  c_u_state(154)_  1
    v(J2_52)  c_u_state(155)_  1
    v(J2_52)  c_u_state(156)_  1
    v(J2_52)  c_u_stop(151)_  -1
    v(J2_52)  c_u_ckpt_after_work(147)_  1
    v(J2_52)  c_u_processors(52)_  2
    v(J2_52)  c_u_processors(53)_  2
    v(J2_52)  c_u_processors(54)_  2
    v(J2_52)  c_u_processors(55)_  2
    u(J2_53)  c_u_state(154)_  1
    u(J2_53)  c_u_state(155)_  1
    u(J2_53)  c_u_state(156)_  1
    u(J2_53)  c_u_state(157)_  1
    u(J2_53)  c_u_start(158)_  -1
    u(J2_53)  c_u_processors(53)_  2
    u(J2_53)  c_u_processors(54)_  2
    u(J2_53)  c_u_processors(55)_  2
    u(J2_53)  c_u_processors(56)_  2
    v(J2_53)  c_u_state(154)_  1
    v(J2_53)  c_u_state(155)_  1
    v(J2_53)  c_u_state(156)_  1
    v(J2_53)  c_u_state(157)_  1
    v(J2_53)  c_u_stop(152)_  -1
    v(J2_53)  c_u_ckpt_after_work(148)_  1
    v(J2_53)  c_u_processors(53)_  2
    v(J2_53)  c_u_processors(54)_  2
    v(J2_53)  c_u_processors(55)_  2
    v(J2_53)  c_u_processors(56)_  2
    u(J2_54)  c_u_state(155)_  1
    u(J2_54)  c_u_state(156)_  1
    u(J2_54)  c_u_state(157)_  1
    u(J2_54)  c_u_state(158)_  1
    u(J2_54)  c_u_start(159)_  -1
    u(J2_54)  c_u_processors(54)_  2
    u(J2_54)  c_u_processors(55)_  2
    u(J2_54)  c_u_processors(56)_  2
    u(J2_54)  c_u_processors(57)_  2
    v(J2_54)  c_u_state(155)_  1
    v(J2_54)  c_u_state(156)_  1
    v(J2_54)  c_u_state(157)_  1
    v(J2_54)  c_u_state(158)_  1
    v(J2_54)  c_u_stop(153)_  -1
    v(J2_54)  c_u_ckpt_after_work(149)_  1
    v(J2_54)  c_u_processors(54)_  2
    v(J2_54)  c_u_processors(55)_  2
    v(J2_54)  c_u_processors(56)_  2
    v(J2_54)  c_u_processors(57)_  2
    u(J2_55)  c_u_state(156)_  1
    u(J2_55)  c_u_state(157)_  1
    u(J2_55)  c_u_state(158)_  1
    u(J2_55)  c_u_state(159)_  1
    u(J2_55)  c_u_start(160)_  -1
    u(J2_55)  c_u_processors(55)_  2
    u(J2_55)  c_u_processors(56)_  2
    u(J2_55)  c_u_processors(57)_  2
    u(J2_55)  c_u_processors(58)_  2
    v(J2_55)  c_u_state(156)_  1
    v(J2_55)  c_u_state(157)_  1
    v(J2_55)  c_u_state(158)_  1
    v(J2_55)  c_u_state(159)_  1
    v(J2_55)  c_u_stop(154)_  -1
    v(J2_55)  c_u_ckpt_after_work(150)_  1
    v(J2_55)  c_u_processors(55)_  2
    v(J2_55)  c_u_processors(56)_  2
    v(J2_55)  c_u_processors(57)_  2
    v(J2_55)  c_u_processors(58)_  2
    u(J2_56)  c_u_state(157)_  1
    u(J2_56)  c_u_state(158)_  1
    u(J2_56)  c_u_state(159)_  1
    u(J2_56)  c_u_state(160)_  1
    u(J2_56)  c_u_start(161)_  -1
    u(J2_56)  c_u_ckpt_after_work(152)_  -1
    u(J2_56)  c_u_processors(56)_  2
    u(J2_56)  c_u_processors(57)_  2
    u(J2_56)  c_u_processors(58)_  2
    u(J2_56)  c_u_processors(59)_  2
    u(J2_56)  c_u_end(1)_  2
    v(J2_56)  c_u_state(157)_  1
    v(J2_56)  c_u_state(158)_  1
    v(J2_56)  c_u_state(159)_  1
    v(J2_56)  c_u_state(160)_  1
    v(J2_56)  c_u_start(161)_  -1
    v(J2_56)  c_u_stop(155)_  -1
    v(J2_56)  c_u_ckpt_after_work(151)_  1
    v(J2_56)  c_u_ckpt_after_work(152)_  -1
    v(J2_56)  c_u_processors(56)_  2
    v(J2_56)  c_u_processors(57)_  2
    v(J2_56)  c_u_processors(58)_  2
    v(J2_56)  c_u_processors(59)_  2
    u(J2_60)  c_u_state(161)_  1
    u(J2_60)  c_u_state(162)_  1
    u(J2_60)  c_u_state(163)_  1
    u(J2_60)  c_u_state(164)_  1
    u(J2_60)  c_u_start(165)_  -1
    u(J2_60)  c_u_processors(60)_  2
    u(J2_60)  c_u_processors(61)_  2
    u(J2_60)  c_u_processors(62)_  2
    u(J2_60)  c_u_processors(63)_  2
    v(J2_60)  c_u_state(161)_  1
    v(J2_60)  c_u_state(162)_  1
    v(J2_60)  c_u_state(163)_  1
    v(J2_60)  c_u_state(164)_  1
    v(J2_60)  c_u_stop(159)_  -1
    v(J2_60)  c_u_ckpt_after_work(152)_  1
    v(J2_60)  c_u_processors(60)_  2
    v(J2_60)  c_u_processors(61)_  2
    v(J2_60)  c_u_processors(62)_  2
    v(J2_60)  c_u_processors(63)_  2
    u(J2_61)  c_u_state(162)_  1
    u(J2_61)  c_u_state(163)_  1
    u(J2_61)  c_u_state(164)_  1
    u(J2_61)  c_u_state(165)_  1
    u(J2_61)  c_u_start(166)_  -1
    u(J2_61)  c_u_processors(61)_  2
    u(J2_61)  c_u_processors(62)_  2
    u(J2_61)  c_u_processors(63)_  2
    u(J2_61)  c_u_processors(64)_  2
    v(J2_61)  c_u_state(162)_  1
    v(J2_61)  c_u_state(163)_  1
    v(J2_61)  c_u_state(164)_  1
    v(J2_61)  c_u_state(165)_  1
    v(J2_61)  c_u_stop(160)_  -1
    v(J2_61)  c_u_ckpt_after_work(153)_  1
    v(J2_61)  c_u_processors(61)_  2
    v(J2_61)  c_u_processors(62)_  2
    v(J2_61)  c_u_processors(63)_  2
    v(J2_61)  c_u_processors(64)_  2
    u(J2_62)  c_u_state(163)_  1
    u(J2_62)  c_u_state(164)_  1
    u(J2_62)  c_u_state(165)_  1
    u(J2_62)  c_u_state(166)_  1
    u(J2_62)  c_u_start(167)_  -1
    u(J2_62)  c_u_processors(62)_  2
    u(J2_62)  c_u_processors(63)_  2
    u(J2_62)  c_u_processors(64)_  2
    u(J2_62)  c_u_processors(65)_  2
    v(J2_62)  c_u_state(163)_  1
    v(J2_62)  c_u_state(164)_  1
    v(J2_62)  c_u_state(165)_  1
    v(J2_62)  c_u_state(166)_  1
    v(J2_62)  c_u_stop(161)_  -1
    v(J2_62)  c_u_ckpt_after_work(154)_  1
    v(J2_62)  c_u_processors(62)_  2
    v(J2_62)  c_u_processors(63)_  2
    v(J2_62)  c_u_processors(64)_  2
    v(J2_62)  c_u_processors(65)_  2
    u(J2_63)  c_u_state(164)_  1
    u(J2_63)  c_u_state(165)_  1
    u(J2_63)  c_u_state(166)_  1
    u(J2_63)  c_u_state(167)_  1
    u(J2_63)  c_u_start(168)_  -1
    u(J2_63)  c_u_processors(63)_  2
    u(J2_63)  c_u_processors(64)_  2
    u(J2_63)  c_u_processors(65)_  2
    u(J2_63)  c_u_processors(66)_  2
    v(J2_63)  c_u_state(164)_  1
    v(J2_63)  c_u_state(165)_  1
    v(J2_63)  c_u_state(166)_  1
    v(J2_63)  c_u_state(167)_  1
    v(J2_63)  c_u_stop(162)_  -1
    v(J2_63)  c_u_ckpt_after_work(155)_  1
    v(J2_63)  c_u_processors(63)_  2
    v(J2_63)  c_u_processors(64)_  2
    v(J2_63)  c_u_processors(65)_  2
    v(J2_63)  c_u_processors(66)_  2
    u(J2_64)  c_u_state(165)_  1
    u(J2_64)  c_u_state(166)_  1
    u(J2_64)  c_u_state(167)_  1
    u(J2_64)  c_u_state(168)_  1
    u(J2_64)  c_u_start(169)_  -1
    u(J2_64)  c_u_processors(64)_  2
    u(J2_64)  c_u_processors(65)_  2
    u(J2_64)  c_u_processors(66)_  2
    u(J2_64)  c_u_processors(67)_  2
    v(J2_64)  c_u_state(165)_  1
    v(J2_64)  c_u_state(166)_  1
    v(J2_64)  c_u_state(167)_  1
    v(J2_64)  c_u_state(168)_  1
    v(J2_64)  c_u_stop(163)_  -1
    v(J2_64)  c_u_ckpt_after_work(156)_  1
    v(J2_64)  c_u_processors(64)_  2
    v(J2_64)  c_u_processors(65)_  2
    v(J2_64)  c_u_processors(66)_  2
    v(J2_64)  c_u_processors(67)_  2
    u(J2_65)  c_u_state(166)_  1
    u(J2_65)  c_u_state(167)_  1
    u(J2_65)  c_u_state(168)_  1
    u(J2_65)  c_u_state(169)_  1
    u(J2_65)  c_u_start(170)_  -1
    u(J2_65)  c_u_processors(65)_  2
    u(J2_65)  c_u_processors(66)_  2
    u(J2_65)  c_u_processors(67)_  2
    u(J2_65)  c_u_processors(68)_  2
    v(J2_65)  c_u_state(166)_  1
    v(J2_65)  c_u_state(167)_  1
    v(J2_65)  c_u_state(168)_  1
    v(J2_65)  c_u_state(169)_  1
    v(J2_65)  c_u_stop(164)_  -1
    v(J2_65)  c_u_ckpt_after_work(157)_  1
    v(J2_65)  c_u_processors(65)_  2
    v(J2_65)  c_u_processors(66)_  2
    v(J2_65)  c_u_processors(67)_  2
    v(J2_65)  c_u_processors(68)_  2
    u(J2_66)  c_u_state(167)_  1
    u(J2_66)  c_u_state(168)_  1
    u(J2_66)  c_u_state(169)_  1
    u(J2_66)  c_u_state(170)_  1
    u(J2_66)  c_u_start(171)_  -1
    u(J2_66)  c_u_processors(66)_  2
    u(J2_66)  c_u_processors(67)_  2
    u(J2_66)  c_u_processors(68)_  2
    u(J2_66)  c_u_processors(69)_  2
    v(J2_66)  c_u_state(167)_  1
    v(J2_66)  c_u_state(168)_  1
    v(J2_66)  c_u_state(169)_  1
    v(J2_66)  c_u_state(170)_  1
    v(J2_66)  c_u_stop(165)_  -1
    v(J2_66)  c_u_ckpt_after_work(158)_  1
    v(J2_66)  c_u_processors(66)_  2
    v(J2_66)  c_u_processors(67)_  2
    v(J2_66)  c_u_processors(68)_  2
    v(J2_66)  c_u_processors(69)_  2
    u(J2_67)  c_u_state(168)_  1
    u(J2_67)  c_u_state(169)_  1
    u(J2_67)  c_u_state(170)_  1
    u(J2_67)  c_u_state(171)_  1
    u(J2_67)  c_u_start(172)_  -1
    u(J2_67)  c_u_processors(67)_  2
    u(J2_67)  c_u_processors(68)_  2
    u(J2_67)  c_u_processors(69)_  2
    u(J2_67)  c_u_processors(70)_  2
    v(J2_67)  c_u_state(168)_  1
    v(J2_67)  c_u_state(169)_  1
    v(J2_67)  c_u_state(170)_  1
    v(J2_67)  c_u_state(171)_  1
    v(J2_67)  c_u_stop(166)_  -1
    v(J2_67)  c_u_ckpt_after_work(159)_  1
    v(J2_67)  c_u_processors(67)_  2
    v(J2_67)  c_u_processors(68)_  2
    v(J2_67)  c_u_processors(69)_  2
    v(J2_67)  c_u_processors(70)_  2
    u(J2_68)  c_u_state(169)_  1
    u(J2_68)  c_u_state(170)_  1
    u(J2_68)  c_u_state(171)_  1
    u(J2_68)  c_u_state(172)_  1
    u(J2_68)  c_u_start(173)_  -1
    u(J2_68)  c_u_processors(68)_  2
    u(J2_68)  c_u_processors(69)_  2
    u(J2_68)  c_u_processors(70)_  2
    u(J2_68)  c_u_processors(71)_  2
    v(J2_68)  c_u_state(169)_  1
    v(J2_68)  c_u_state(170)_  1
    v(J2_68)  c_u_state(171)_  1
    v(J2_68)  c_u_state(172)_  1
    v(J2_68)  c_u_stop(167)_  -1
    v(J2_68)  c_u_ckpt_after_work(160)_  1
    v(J2_68)  c_u_processors(68)_  2
    v(J2_68)  c_u_processors(69)_  2
    v(J2_68)  c_u_processors(70)_  2
    v(J2_68)  c_u_processors(71)_  2
    u(J2_69)  c_u_state(170)_  1
    u(J2_69)  c_u_state(171)_  1
    u(J2_69)  c_u_state(172)_  1
    u(J2_69)  c_u_state(173)_  1
    u(J2_69)  c_u_start(174)_  -1
    u(J2_69)  c_u_processors(69)_  2
    u(J2_69)  c_u_processors(70)_  2
    u(J2_69)  c_u_processors(71)_  2
    u(J2_69)  c_u_processors(72)_  2
    v(J2_69)  c_u_state(170)_  1
    v(J2_69)  c_u_state(171)_  1
    v(J2_69)  c_u_state(172)_  1
    v(J2_69)  c_u_state(173)_  1
    v(J2_69)  c_u_stop(168)_  -1
    v(J2_69)  c_u_ckpt_after_work(161)_  1
    v(J2_69)  c_u_processors(69)_  2
    v(J2_69)  c_u_processors(70)_  2
    v(J2_69)  c_u_processors(71)_  2
    v(J2_69)  c_u_processors(72)_  2
    u(J2_70)  c_u_state(171)_  1
    u(J2_70)  c_u_state(172)_  1
    u(J2_70)  c_u_state(173)_  1
    u(J2_70)  c_u_state(174)_  1
    u(J2_70)  c_u_start(175)_  -1
    u(J2_70)  c_u_processors(70)_  2
    u(J2_70)  c_u_processors(71)_  2
    u(J2_70)  c_u_processors(72)_  2
    u(J2_70)  c_u_processors(73)_  2
    v(J2_70)  c_u_state(171)_  1
    v(J2_70)  c_u_state(172)_  1
    v(J2_70)  c_u_state(173)_  1
    v(J2_70)  c_u_state(174)_  1
    v(J2_70)  c_u_stop(169)_  -1
    v(J2_70)  c_u_ckpt_after_work(162)_  1
    v(J2_70)  c_u_processors(70)_  2
    v(J2_70)  c_u_processors(71)_  2
    v(J2_70)  c_u_processors(72)_  2
    v(J2_70)  c_u_processors(73)_  2
    u(J2_71)  c_u_state(172)_  1
    u(J2_71)  c_u_state(173)_  1
    u(J2_71)  c_u_state(174)_  1
    u(J2_71)  c_u_state(175)_  1
    u(J2_71)  c_u_start(176)_  -1
    u(J2_71)  c_u_processors(71)_  2
    u(J2_71)  c_u_processors(72)_  2
    u(J2_71)  c_u_processors(73)_  2
    u(J2_71)  c_u_processors(74)_  2
    v(J2_71)  c_u_state(172)_  1
    v(J2_71)  c_u_state(173)_  1
    v(J2_71)  c_u_state(174)_  1
    v(J2_71)  c_u_state(175)_  1
    v(J2_71)  c_u_stop(170)_  -1
    v(J2_71)  c_u_ckpt_after_work(163)_  1
    v(J2_71)  c_u_processors(71)_  2
    v(J2_71)  c_u_processors(72)_  2
    v(J2_71)  c_u_processors(73)_  2
    v(J2_71)  c_u_processors(74)_  2
    u(J2_72)  c_u_state(173)_  1
    u(J2_72)  c_u_state(174)_  1
    u(J2_72)  c_u_state(175)_  1
    u(J2_72)  c_u_state(176)_  1
    u(J2_72)  c_u_start(177)_  -1
    u(J2_72)  c_u_processors(72)_  2
    u(J2_72)  c_u_processors(73)_  2
    u(J2_72)  c_u_processors(74)_  2
    u(J2_72)  c_u_processors(75)_  2
    v(J2_72)  c_u_state(173)_  1
    v(J2_72)  c_u_state(174)_  1
    v(J2_72)  c_u_state(175)_  1
    v(J2_72)  c_u_state(176)_  1
    v(J2_72)  c_u_stop(171)_  -1
    v(J2_72)  c_u_ckpt_after_work(164)_  1
    v(J2_72)  c_u_processors(72)_  2
    v(J2_72)  c_u_processors(73)_  2
    v(J2_72)  c_u_processors(74)_  2
    v(J2_72)  c_u_processors(75)_  2
    u(J2_73)  c_u_state(174)_  1
    u(J2_73)  c_u_state(175)_  1
    u(J2_73)  c_u_state(176)_  1
    u(J2_73)  c_u_state(177)_  1
    u(J2_73)  c_u_start(178)_  -1
    u(J2_73)  c_u_processors(73)_  2
    u(J2_73)  c_u_processors(74)_  2
    u(J2_73)  c_u_processors(75)_  2
    u(J2_73)  c_u_processors(76)_  2
    v(J2_73)  c_u_state(174)_  1
    v(J2_73)  c_u_state(175)_  1
    v(J2_73)  c_u_state(176)_  1
    v(J2_73)  c_u_state(177)_  1
    v(J2_73)  c_u_stop(172)_  -1
    v(J2_73)  c_u_ckpt_after_work(165)_  1
    v(J2_73)  c_u_processors(73)_  2
    v(J2_73)  c_u_processors(74)_  2
    v(J2_73)  c_u_processors(75)_  2
    v(J2_73)  c_u_processors(76)_  2
    u(J2_74)  c_u_state(175)_  1
    u(J2_74)  c_u_state(176)_  1
    u(J2_74)  c_u_state(177)_  1
    u(J2_74)  c_u_state(178)_  1
    u(J2_74)  c_u_start(179)_  -1
    u(J2_74)  c_u_processors(74)_  2
    u(J2_74)  c_u_processors(75)_  2
    u(J2_74)  c_u_processors(76)_  2
    u(J2_74)  c_u_processors(77)_  2
    v(J2_74)  c_u_state(175)_  1
    v(J2_74)  c_u_state(176)_  1
    v(J2_74)  c_u_state(177)_  1
    v(J2_74)  c_u_state(178)_  1
    v(J2_74)  c_u_stop(173)_  -1
    v(J2_74)  c_u_ckpt_after_work(166)_  1
    v(J2_74)  c_u_processors(74)_  2
    v(J2_74)  c_u_processors(75)_  2
    v(J2_74)  c_u_processors(76)_  2
    v(J2_74)  c_u_processors(77)_  2
    u(J2_75)  c_u_state(176)_  1
    u(J2_75)  c_u_state(177)_  1
    u(J2_75)  c_u_state(178)_  1
    u(J2_75)  c_u_state(179)_  1
    u(J2_75)  c_u_start(180)_  -1
    u(J2_75)  c_u_processors(75)_  2
    u(J2_75)  c_u_processors(76)_  2
    u(J2_75)  c_u_processors(77)_  2
    u(J2_75)  c_u_processors(78)_  2
    v(J2_75)  c_u_state(176)_  1
    v(J2_75)  c_u_state(177)_  1
    v(J2_75)  c_u_state(178)_  1
    v(J2_75)  c_u_state(179)_  1
    v(J2_75)  c_u_stop(174)_  -1
    v(J2_75)  c_u_ckpt_after_work(167)_  1
    v(J2_75)  c_u_processors(75)_  2
    v(J2_75)  c_u_processors(76)_  2
    v(J2_75)  c_u_processors(77)_  2
    v(J2_75)  c_u_processors(78)_  2
    u(J2_76)  c_u_state(177)_  1
    u(J2_76)  c_u_state(178)_  1
    u(J2_76)  c_u_state(179)_  1
    u(J2_76)  c_u_state(180)_  1
    u(J2_76)  c_u_start(181)_  -1
    u(J2_76)  c_u_processors(76)_  2
    u(J2_76)  c_u_processors(77)_  2
    u(J2_76)  c_u_processors(78)_  2
    u(J2_76)  c_u_processors(79)_  2
    v(J2_76)  c_u_state(177)_  1
    v(J2_76)  c_u_state(178)_  1
    v(J2_76)  c_u_state(179)_  1
    v(J2_76)  c_u_state(180)_  1
    v(J2_76)  c_u_stop(175)_  -1
    v(J2_76)  c_u_ckpt_after_work(168)_  1
    v(J2_76)  c_u_processors(76)_  2
    v(J2_76)  c_u_processors(77)_  2
    v(J2_76)  c_u_processors(78)_  2
    v(J2_76)  c_u_processors(79)_  2
    u(J2_77)  c_u_state(178)_  1
    u(J2_77)  c_u_state(179)_  1
    u(J2_77)  c_u_state(180)_  1
    u(J2_77)  c_u_state(181)_  1
    u(J2_77)  c_u_start(182)_  -1
    u(J2_77)  c_u_processors(77)_  2
    u(J2_77)  c_u_processors(78)_  2
    u(J2_77)  c_u_processors(79)_  2
    u(J2_77)  c_u_processors(80)_  2
    v(J2_77)  c_u_state(178)_  1
    v(J2_77)  c_u_state(179)_  1
    v(J2_77)  c_u_state(180)_  1
    v(J2_77)  c_u_state(181)_  1
    v(J2_77)  c_u_stop(176)_  -1
    v(J2_77)  c_u_ckpt_after_work(169)_  1
    v(J2_77)  c_u_processors(77)_  2
    v(J2_77)  c_u_processors(78)_  2
    v(J2_77)  c_u_processors(79)_  2
    v(J2_77)  c_u_processors(80)_  2
    u(J2_78)  c_u_state(179)_  1
    u(J2_78)  c_u_state(180)_  1
    u(J2_78)  c_u_state(181)_  1
    u(J2_78)  c_u_state(182)_  1
    u(J2_78)  c_u_start(183)_  -1
    u(J2_78)  c_u_processors(78)_  2
    u(J2_78)  c_u_processors(79)_  2
    u(J2_78)  c_u_processors(80)_  2
    u(J2_78)  c_u_processors(81)_  2
    v(J2_78)  c_u_state(179)_  1
    v(J2_78)  c_u_state(180)_  1
    v(J2_78)  c_u_state(181)_  1
    v(J2_78)  c_u_state(182)_  1
    v(J2_78)  c_u_stop(177)_  -1
    v(J2_78)  c_u_ckpt_after_work(170)_  1
    v(J2_78)  c_u_processors(78)_  2
    v(J2_78)  c_u_processors(79)_  2
    v(J2_78)  c_u_processors(80)_  2
    v(J2_78)  c_u_processors(81)_  2
    u(J2_79)  c_u_state(180)_  1
    u(J2_79)  c_u_state(181)_  1
    u(J2_79)  c_u_state(182)_  1
    u(J2_79)  c_u_state(183)_  1
    u(J2_79)  c_u_start(184)_  -1
    u(J2_79)  c_u_processors(79)_  2
    u(J2_79)  c_u_processors(80)_  2
    u(J2_79)  c_u_processors(81)_  2
    u(J2_79)  c_u_processors(82)_  2
    v(J2_79)  c_u_state(180)_  1
    v(J2_79)  c_u_state(181)_  1
    v(J2_79)  c_u_state(182)_  1
    v(J2_79)  c_u_state(183)_  1
    v(J2_79)  c_u_stop(178)_  -1
    v(J2_79)  c_u_ckpt_after_work(171)_  1
    v(J2_79)  c_u_processors(79)_  2
    v(J2_79)  c_u_processors(80)_  2
    v(J2_79)  c_u_processors(81)_  2
    v(J2_79)  c_u_processors(82)_  2
    u(J2_80)  c_u_state(181)_  1
    u(J2_80)  c_u_state(182)_  1
    u(J2_80)  c_u_state(183)_  1
    u(J2_80)  c_u_state(184)_  1
    u(J2_80)  c_u_start(185)_  -1
    u(J2_80)  c_u_processors(80)_  2
    u(J2_80)  c_u_processors(81)_  2
    u(J2_80)  c_u_processors(82)_  2
    u(J2_80)  c_u_processors(83)_  2
    v(J2_80)  c_u_state(181)_  1
    v(J2_80)  c_u_state(182)_  1
    v(J2_80)  c_u_state(183)_  1
    v(J2_80)  c_u_state(184)_  1
    v(J2_80)  c_u_stop(179)_  -1
    v(J2_80)  c_u_ckpt_after_work(172)_  1
    v(J2_80)  c_u_processors(80)_  2
    v(J2_80)  c_u_processors(81)_  2
    v(J2_80)  c_u_processors(82)_  2
    v(J2_80)  c_u_processors(83)_  2
    u(J2_81)  c_u_state(182)_  1
    u(J2_81)  c_u_state(183)_  1
    u(J2_81)  c_u_state(184)_  1
    u(J2_81)  c_u_state(185)_  1
    u(J2_81)  c_u_start(186)_  -1
    u(J2_81)  c_u_processors(81)_  2
    u(J2_81)  c_u_processors(82)_  2
    u(J2_81)  c_u_processors(83)_  2
    u(J2_81)  c_u_processors(84)_  2
    v(J2_81)  c_u_state(182)_  1
    v(J2_81)  c_u_state(183)_  1
    v(J2_81)  c_u_state(184)_  1
    v(J2_81)  c_u_state(185)_  1
    v(J2_81)  c_u_stop(180)_  -1
    v(J2_81)  c_u_ckpt_after_work(173)_  1
    v(J2_81)  c_u_processors(81)_  2
    v(J2_81)  c_u_processors(82)_  2
    v(J2_81)  c_u_processors(83)_  2
    v(J2_81)  c_u_processors(84)_  2
    u(J2_82)  c_u_state(183)_  1
    u(J2_82)  c_u_state(184)_  1
    u(J2_82)  c_u_state(185)_  1
    u(J2_82)  c_u_state(186)_  1
    u(J2_82)  c_u_start(187)_  -1
    u(J2_82)  c_u_processors(82)_  2
    u(J2_82)  c_u_processors(83)_  2
    u(J2_82)  c_u_processors(84)_  2
    u(J2_82)  c_u_processors(85)_  2
    v(J2_82)  c_u_state(183)_  1
    v(J2_82)  c_u_state(184)_  1
    v(J2_82)  c_u_state(185)_  1
    v(J2_82)  c_u_state(186)_  1
    v(J2_82)  c_u_stop(181)_  -1
    v(J2_82)  c_u_ckpt_after_work(174)_  1
    v(J2_82)  c_u_processors(82)_  2
    v(J2_82)  c_u_processors(83)_  2
    v(J2_82)  c_u_processors(84)_  2
    v(J2_82)  c_u_processors(85)_  2
    u(J2_83)  c_u_state(184)_  1
    u(J2_83)  c_u_state(185)_  1
    u(J2_83)  c_u_state(186)_  1
    u(J2_83)  c_u_state(187)_  1
    u(J2_83)  c_u_start(188)_  -1
    u(J2_83)  c_u_processors(83)_  2
    u(J2_83)  c_u_processors(84)_  2
    u(J2_83)  c_u_processors(85)_  2
    u(J2_83)  c_u_processors(86)_  2
    v(J2_83)  c_u_state(184)_  1
    v(J2_83)  c_u_state(185)_  1
    v(J2_83)  c_u_state(186)_  1
    v(J2_83)  c_u_state(187)_  1
    v(J2_83)  c_u_stop(182)_  -1
    v(J2_83)  c_u_ckpt_after_work(175)_  1
    v(J2_83)  c_u_processors(83)_  2
    v(J2_83)  c_u_processors(84)_  2
    v(J2_83)  c_u_processors(85)_  2
    v(J2_83)  c_u_processors(86)_  2
    u(J2_84)  c_u_state(185)_  1
    u(J2_84)  c_u_state(186)_  1
    u(J2_84)  c_u_state(187)_  1
    u(J2_84)  c_u_state(188)_  1
    u(J2_84)  c_u_start(189)_  -1
    u(J2_84)  c_u_processors(84)_  2
    u(J2_84)  c_u_processors(85)_  2
    u(J2_84)  c_u_processors(86)_  2
    u(J2_84)  c_u_processors(87)_  2
    v(J2_84)  c_u_state(185)_  1
    v(J2_84)  c_u_state(186)_  1
    v(J2_84)  c_u_state(187)_  1
    v(J2_84)  c_u_state(188)_  1
    v(J2_84)  c_u_stop(183)_  -1
    v(J2_84)  c_u_ckpt_after_work(176)_  1
    v(J2_84)  c_u_processors(84)_  2
    v(J2_84)  c_u_processors(85)_  2
    v(J2_84)  c_u_processors(86)_  2
    v(J2_84)  c_u_processors(87)_  2
    u(J2_85)  c_u_state(186)_  1
    u(J2_85)  c_u_state(187)_  1
    u(J2_85)  c_u_state(188)_  1
    u(J2_85)  c_u_state(189)_  1
    u(J2_85)  c_u_start(190)_  -1
    u(J2_85)  c_u_processors(85)_  2
    u(J2_85)  c_u_processors(86)_  2
    u(J2_85)  c_u_processors(87)_  2
    u(J2_85)  c_u_processors(88)_  2
    v(J2_85)  c_u_state(186)_  1
    v(J2_85)  c_u_state(187)_  1
    v(J2_85)  c_u_state(188)_  1
    v(J2_85)  c_u_state(189)_  1
    v(J2_85)  c_u_stop(184)_  -1
    v(J2_85)  c_u_ckpt_after_work(177)_  1
    v(J2_85)  c_u_processors(85)_  2
    v(J2_85)  c_u_processors(86)_  2
    v(J2_85)  c_u_processors(87)_  2
    v(J2_85)  c_u_processors(88)_  2
    u(J2_86)  c_u_state(187)_  1
    u(J2_86)  c_u_state(188)_  1
    u(J2_86)  c_u_state(189)_  1
    u(J2_86)  c_u_state(190)_  1
    u(J2_86)  c_u_start(191)_  -1
    u(J2_86)  c_u_processors(86)_  2
    u(J2_86)  c_u_processors(87)_  2
    u(J2_86)  c_u_processors(88)_  2
    u(J2_86)  c_u_processors(89)_  2
    v(J2_86)  c_u_state(187)_  1
    v(J2_86)  c_u_state(188)_  1
    v(J2_86)  c_u_state(189)_  1
    v(J2_86)  c_u_state(190)_  1
    v(J2_86)  c_u_stop(185)_  -1
    v(J2_86)  c_u_ckpt_after_work(178)_  1
    v(J2_86)  c_u_processors(86)_  2
    v(J2_86)  c_u_processors(87)_  2
    v(J2_86)  c_u_processors(88)_  2
    v(J2_86)  c_u_processors(89)_  2
    u(J2_87)  c_u_state(188)_  1
    u(J2_87)  c_u_state(189)_  1
    u(J2_87)  c_u_state(190)_  1
    u(J2_87)  c_u_state(191)_  1
    u(J2_87)  c_u_start(192)_  -1
    u(J2_87)  c_u_processors(87)_  2
    u(J2_87)  c_u_processors(88)_  2
    u(J2_87)  c_u_processors(89)_  2
    u(J2_87)  c_u_processors(90)_  2
    v(J2_87)  c_u_state(188)_  1
    v(J2_87)  c_u_state(189)_  1
    v(J2_87)  c_u_state(190)_  1
    v(J2_87)  c_u_state(191)_  1
    v(J2_87)  c_u_stop(186)_  -1
    v(J2_87)  c_u_ckpt_after_work(179)_  1
    v(J2_87)  c_u_processors(87)_  2
    v(J2_87)  c_u_processors(88)_  2
    v(J2_87)  c_u_processors(89)_  2
    v(J2_87)  c_u_processors(90)_  2
    u(J2_88)  c_u_state(189)_  1
    u(J2_88)  c_u_state(190)_  1
    u(J2_88)  c_u_state(191)_  1
    u(J2_88)  c_u_state(192)_  1
    u(J2_88)  c_u_start(193)_  -1
    u(J2_88)  c_u_processors(88)_  2
    u(J2_88)  c_u_processors(89)_  2
    u(J2_88)  c_u_processors(90)_  2
    u(J2_88)  c_u_processors(91)_  2
    v(J2_88)  c_u_state(189)_  1
    v(J2_88)  c_u_state(190)_  1
    v(J2_88)  c_u_state(191)_  1
    v(J2_88)  c_u_state(192)_  1
    v(J2_88)  c_u_stop(187)_  -1
    v(J2_88)  c_u_ckpt_after_work(180)_  1
    v(J2_88)  c_u_processors(88)_  2
    v(J2_88)  c_u_processors(89)_  2
    v(J2_88)  c_u_processors(90)_  2
    v(J2_88)  c_u_processors(91)_  2
    u(J2_89)  c_u_state(190)_  1
    u(J2_89)  c_u_state(191)_  1
    u(J2_89)  c_u_state(192)_  1
    u(J2_89)  c_u_state(193)_  1
    u(J2_89)  c_u_start(194)_  -1
    u(J2_89)  c_u_processors(89)_  2
    u(J2_89)  c_u_processors(90)_  2
    u(J2_89)  c_u_processors(91)_  2
    u(J2_89)  c_u_processors(92)_  2
    v(J2_89)  c_u_state(190)_  1
    v(J2_89)  c_u_state(191)_  1
    v(J2_89)  c_u_state(192)_  1
    v(J2_89)  c_u_state(193)_  1
    v(J2_89)  c_u_stop(188)_  -1
    v(J2_89)  c_u_ckpt_after_work(181)_  1
    v(J2_89)  c_u_processors(89)_  2
    v(J2_89)  c_u_processors(90)_  2
    v(J2_89)  c_u_processors(91)_  2
    v(J2_89)  c_u_processors(92)_  2
    u(J2_90)  c_u_state(191)_  1
    u(J2_90)  c_u_state(192)_  1
    u(J2_90)  c_u_state(193)_  1
    u(J2_90)  c_u_state(194)_  1
    u(J2_90)  c_u_start(195)_  -1
    u(J2_90)  c_u_processors(90)_  2
    u(J2_90)  c_u_processors(91)_  2
    u(J2_90)  c_u_processors(92)_  2
    u(J2_90)  c_u_processors(93)_  2
    v(J2_90)  c_u_state(191)_  1
    v(J2_90)  c_u_state(192)_  1
    v(J2_90)  c_u_state(193)_  1
    v(J2_90)  c_u_state(194)_  1
    v(J2_90)  c_u_stop(189)_  -1
    v(J2_90)  c_u_ckpt_after_work(182)_  1
    v(J2_90)  c_u_processors(90)_  2
    v(J2_90)  c_u_processors(91)_  2
    v(J2_90)  c_u_processors(92)_  2
    v(J2_90)  c_u_processors(93)_  2
    u(J2_91)  c_u_state(192)_  1
    u(J2_91)  c_u_state(193)_  1
    u(J2_91)  c_u_state(194)_  1
    u(J2_91)  c_u_state(195)_  1
    u(J2_91)  c_u_start(196)_  -1
    u(J2_91)  c_u_processors(91)_  2
    u(J2_91)  c_u_processors(92)_  2
    u(J2_91)  c_u_processors(93)_  2
    u(J2_91)  c_u_processors(94)_  2
    v(J2_91)  c_u_state(192)_  1
    v(J2_91)  c_u_state(193)_  1
    v(J2_91)  c_u_state(194)_  1
    v(J2_91)  c_u_state(195)_  1
    v(J2_91)  c_u_stop(190)_  -1
    v(J2_91)  c_u_ckpt_after_work(183)_  1
    v(J2_91)  c_u_processors(91)_  2
    v(J2_91)  c_u_processors(92)_  2
    v(J2_91)  c_u_processors(93)_  2
    v(J2_91)  c_u_processors(94)_  2
    u(J2_92)  c_u_state(193)_  1
    u(J2_92)  c_u_state(194)_  1
    u(J2_92)  c_u_state(195)_  1
    u(J2_92)  c_u_state(196)_  1
    u(J2_92)  c_u_start(197)_  -1
    u(J2_92)  c_u_processors(92)_  2
    u(J2_92)  c_u_processors(93)_  2
    u(J2_92)  c_u_processors(94)_  2
    u(J2_92)  c_u_processors(95)_  2
    v(J2_92)  c_u_state(193)_  1
    v(J2_92)  c_u_state(194)_  1
    v(J2_92)  c_u_state(195)_  1
    v(J2_92)  c_u_state(196)_  1
    v(J2_92)  c_u_stop(191)_  -1
    v(J2_92)  c_u_ckpt_after_work(184)_  1
    v(J2_92)  c_u_processors(92)_  2
    v(J2_92)  c_u_processors(93)_  2
    v(J2_92)  c_u_processors(94)_  2
    v(J2_92)  c_u_processors(95)_  2
    u(J2_93)  c_u_state(194)_  1
    u(J2_93)  c_u_state(195)_  1
    u(J2_93)  c_u_state(196)_  1
    u(J2_93)  c_u_state(197)_  1
    u(J2_93)  c_u_start(198)_  -1
    u(J2_93)  c_u_processors(93)_  2
    u(J2_93)  c_u_processors(94)_  2
    u(J2_93)  c_u_processors(95)_  2
    u(J2_93)  c_u_processors(96)_  2
    v(J2_93)  c_u_state(194)_  1
    v(J2_93)  c_u_state(195)_  1
    v(J2_93)  c_u_state(196)_  1
    v(J2_93)  c_u_state(197)_  1
    v(J2_93)  c_u_stop(192)_  -1
    v(J2_93)  c_u_ckpt_after_work(185)_  1
    v(J2_93)  c_u_processors(93)_  2
    v(J2_93)  c_u_processors(94)_  2
    v(J2_93)  c_u_processors(95)_  2
    v(J2_93)  c_u_processors(96)_  2
    u(J2_94)  c_u_state(195)_  1
    u(J2_94)  c_u_state(196)_  1
    u(J2_94)  c_u_state(197)_  1
    u(J2_94)  c_u_state(198)_  1
    u(J2_94)  c_u_start(199)_  -1
    u(J2_94)  c_u_processors(94)_  2
    u(J2_94)  c_u_processors(95)_  2
    u(J2_94)  c_u_processors(96)_  2
    u(J2_94)  c_u_processors(97)_  2
    v(J2_94)  c_u_state(195)_  1
    v(J2_94)  c_u_state(196)_  1
    v(J2_94)  c_u_state(197)_  1
    v(J2_94)  c_u_state(198)_  1
    v(J2_94)  c_u_stop(193)_  -1
    v(J2_94)  c_u_ckpt_after_work(186)_  1
    v(J2_94)  c_u_processors(94)_  2
    v(J2_94)  c_u_processors(95)_  2
    v(J2_94)  c_u_processors(96)_  2
    v(J2_94)  c_u_processors(97)_  2
    u(J2_95)  c_u_state(196)_  1
    u(J2_95)  c_u_state(197)_  1
    u(J2_95)  c_u_state(198)_  1
    u(J2_95)  c_u_state(199)_  1
    u(J2_95)  c_u_start(200)_  -1
    u(J2_95)  c_u_processors(95)_  2
    u(J2_95)  c_u_processors(96)_  2
    u(J2_95)  c_u_processors(97)_  2
    u(J2_95)  c_u_processors(98)_  2
    v(J2_95)  c_u_state(196)_  1
    v(J2_95)  c_u_state(197)_  1
    v(J2_95)  c_u_state(198)_  1
    v(J2_95)  c_u_state(199)_  1
    v(J2_95)  c_u_stop(194)_  -1
    v(J2_95)  c_u_ckpt_after_work(187)_  1
    v(J2_95)  c_u_processors(95)_  2
    v(J2_95)  c_u_processors(96)_  2
    v(J2_95)  c_u_processors(97)_  2
    v(J2_95)  c_u_processors(98)_  2
    v(J2_96)  c_u_state(197)_  1
    v(J2_96)  c_u_state(198)_  1
    v(J2_96)  c_u_state(199)_  1
    v(J2_96)  c_u_state(200)_  1
    v(J2_96)  c_u_stop(195)_  -1
    v(J2_96)  c_u_ckpt_after_work(188)_  1
    v(J2_96)  c_u_processors(96)_  2
    v(J2_96)  c_u_processors(97)_  2
    v(J2_96)  c_u_processors(98)_  2
    v(J2_96)  c_u_processors(99)_  2
    u(J3_0)   c_u_state(201)_  1
    u(J3_0)   c_u_state(202)_  1
    u(J3_0)   c_u_state(203)_  1
    u(J3_0)   c_u_state(204)_  1
    u(J3_0)   c_u_state(205)_  1
    u(J3_0)   c_u_state(206)_  1
    u(J3_0)   c_u_state(207)_  1
    u(J3_0)   c_u_start(208)_  -1
    u(J3_0)   c_u_processors(0)_  4
    u(J3_0)   c_u_processors(1)_  4
    u(J3_0)   c_u_processors(2)_  4
    u(J3_0)   c_u_processors(3)_  4
    u(J3_0)   c_u_processors(4)_  4
    u(J3_0)   c_u_processors(5)_  4
    u(J3_0)   c_u_processors(6)_  4
    v(J3_0)   c_u_state(201)_  1
    v(J3_0)   c_u_state(202)_  1
    v(J3_0)   c_u_state(203)_  1
    v(J3_0)   c_u_state(204)_  1
    v(J3_0)   c_u_state(205)_  1
    v(J3_0)   c_u_state(206)_  1
    v(J3_0)   c_u_state(207)_  1
    v(J3_0)   c_u_ckpt_after_work(189)_  1
    v(J3_0)   c_u_processors(0)_  4
    v(J3_0)   c_u_processors(1)_  4
    v(J3_0)   c_u_processors(2)_  4
    v(J3_0)   c_u_processors(3)_  4
    v(J3_0)   c_u_processors(4)_  4
    v(J3_0)   c_u_processors(5)_  4
    v(J3_0)   c_u_processors(6)_  4
    u(J3_1)   c_u_state(202)_  1
    u(J3_1)   c_u_state(203)_  1
    u(J3_1)   c_u_state(204)_  1
    u(J3_1)   c_u_state(205)_  1
    u(J3_1)   c_u_state(206)_  1
    u(J3_1)   c_u_state(207)_  1
    u(J3_1)   c_u_state(208)_  1
    u(J3_1)   c_u_start(209)_  -1
    u(J3_1)   c_u_processors(1)_  4
    u(J3_1)   c_u_processors(2)_  4
    u(J3_1)   c_u_processors(3)_  4
    u(J3_1)   c_u_processors(4)_  4
    u(J3_1)   c_u_processors(5)_  4
    u(J3_1)   c_u_processors(6)_  4
    u(J3_1)   c_u_processors(7)_  4
    v(J3_1)   c_u_state(202)_  1
    v(J3_1)   c_u_state(203)_  1
    v(J3_1)   c_u_state(204)_  1
    v(J3_1)   c_u_state(205)_  1
    v(J3_1)   c_u_state(206)_  1
    v(J3_1)   c_u_state(207)_  1
    v(J3_1)   c_u_state(208)_  1
    v(J3_1)   c_u_stop(199)_  -1
    v(J3_1)   c_u_ckpt_after_work(190)_  1
    v(J3_1)   c_u_processors(1)_  4
    v(J3_1)   c_u_processors(2)_  4
    v(J3_1)   c_u_processors(3)_  4
    v(J3_1)   c_u_processors(4)_  4
    v(J3_1)   c_u_processors(5)_  4
    v(J3_1)   c_u_processors(6)_  4
    v(J3_1)   c_u_processors(7)_  4
    u(J3_2)   c_u_state(203)_  1
    u(J3_2)   c_u_state(204)_  1
    u(J3_2)   c_u_state(205)_  1
    u(J3_2)   c_u_state(206)_  1
    u(J3_2)   c_u_state(207)_  1
    u(J3_2)   c_u_state(208)_  1
    u(J3_2)   c_u_state(209)_  1
    u(J3_2)   c_u_start(210)_  -1
    u(J3_2)   c_u_processors(2)_  4
    u(J3_2)   c_u_processors(3)_  4
    u(J3_2)   c_u_processors(4)_  4
    u(J3_2)   c_u_processors(5)_  4
    u(J3_2)   c_u_processors(6)_  4
    u(J3_2)   c_u_processors(7)_  4
    u(J3_2)   c_u_processors(8)_  4
    v(J3_2)   c_u_state(203)_  1
    v(J3_2)   c_u_state(204)_  1
    v(J3_2)   c_u_state(205)_  1
    v(J3_2)   c_u_state(206)_  1
    v(J3_2)   c_u_state(207)_  1
    v(J3_2)   c_u_state(208)_  1
    v(J3_2)   c_u_state(209)_  1
    v(J3_2)   c_u_stop(200)_  -1
    v(J3_2)   c_u_ckpt_after_work(191)_  1
    v(J3_2)   c_u_processors(2)_  4
    v(J3_2)   c_u_processors(3)_  4
    v(J3_2)   c_u_processors(4)_  4
    v(J3_2)   c_u_processors(5)_  4
    v(J3_2)   c_u_processors(6)_  4
    v(J3_2)   c_u_processors(7)_  4
    v(J3_2)   c_u_processors(8)_  4
    u(J3_3)   c_u_state(204)_  1
    u(J3_3)   c_u_state(205)_  1
    u(J3_3)   c_u_state(206)_  1
    u(J3_3)   c_u_state(207)_  1
    u(J3_3)   c_u_state(208)_  1
    u(J3_3)   c_u_state(209)_  1
    u(J3_3)   c_u_state(210)_  1
    u(J3_3)   c_u_start(211)_  -1
    u(J3_3)   c_u_processors(3)_  4
    u(J3_3)   c_u_processors(4)_  4
    u(J3_3)   c_u_processors(5)_  4
    u(J3_3)   c_u_processors(6)_  4
    u(J3_3)   c_u_processors(7)_  4
    u(J3_3)   c_u_processors(8)_  4
    u(J3_3)   c_u_processors(9)_  4
    v(J3_3)   c_u_state(204)_  1
    v(J3_3)   c_u_state(205)_  1
    v(J3_3)   c_u_state(206)_  1
    v(J3_3)   c_u_state(207)_  1
    v(J3_3)   c_u_state(208)_  1
    v(J3_3)   c_u_state(209)_  1
    v(J3_3)   c_u_state(210)_  1
    v(J3_3)   c_u_stop(201)_  -1
    v(J3_3)   c_u_ckpt_after_work(192)_  1
    v(J3_3)   c_u_processors(3)_  4
    v(J3_3)   c_u_processors(4)_  4
    v(J3_3)   c_u_processors(5)_  4
    v(J3_3)   c_u_processors(6)_  4
    v(J3_3)   c_u_processors(7)_  4
    v(J3_3)   c_u_processors(8)_  4
    v(J3_3)   c_u_processors(9)_  4
    u(J3_4)   c_u_state(205)_  1
    u(J3_4)   c_u_state(206)_  1
    u(J3_4)   c_u_state(207)_  1
    u(J3_4)   c_u_state(208)_  1
    u(J3_4)   c_u_state(209)_  1
    u(J3_4)   c_u_state(210)_  1
    u(J3_4)   c_u_state(211)_  1
    u(J3_4)   c_u_start(212)_  -1
    u(J3_4)   c_u_processors(4)_  4
    u(J3_4)   c_u_processors(5)_  4
    u(J3_4)   c_u_processors(6)_  4
    u(J3_4)   c_u_processors(7)_  4
    u(J3_4)   c_u_processors(8)_  4
    u(J3_4)   c_u_processors(9)_  4
    u(J3_4)   c_u_processors(10)_  4
    v(J3_4)   c_u_state(205)_  1
    v(J3_4)   c_u_state(206)_  1
    v(J3_4)   c_u_state(207)_  1
    v(J3_4)   c_u_state(208)_  1
    v(J3_4)   c_u_state(209)_  1
    v(J3_4)   c_u_state(210)_  1
    v(J3_4)   c_u_state(211)_  1
    v(J3_4)   c_u_stop(202)_  -1
    v(J3_4)   c_u_ckpt_after_work(193)_  1
    v(J3_4)   c_u_processors(4)_  4
    v(J3_4)   c_u_processors(5)_  4
    v(J3_4)   c_u_processors(6)_  4
    v(J3_4)   c_u_processors(7)_  4
    v(J3_4)   c_u_processors(8)_  4
    v(J3_4)   c_u_processors(9)_  4
    v(J3_4)   c_u_processors(10)_  4
    u(J3_5)   c_u_state(206)_  1
    u(J3_5)   c_u_state(207)_  1
    u(J3_5)   c_u_state(208)_  1
    u(J3_5)   c_u_state(209)_  1
    u(J3_5)   c_u_state(210)_  1
    u(J3_5)   c_u_state(211)_  1
    u(J3_5)   c_u_state(212)_  1
    u(J3_5)   c_u_start(213)_  -1
    u(J3_5)   c_u_processors(5)_  4
    u(J3_5)   c_u_processors(6)_  4
    u(J3_5)   c_u_processors(7)_  4
    u(J3_5)   c_u_processors(8)_  4
    u(J3_5)   c_u_processors(9)_  4
    u(J3_5)   c_u_processors(10)_  4
    u(J3_5)   c_u_processors(11)_  4
    v(J3_5)   c_u_state(206)_  1
    v(J3_5)   c_u_state(207)_  1
    v(J3_5)   c_u_state(208)_  1
    v(J3_5)   c_u_state(209)_  1
    v(J3_5)   c_u_state(210)_  1
    v(J3_5)   c_u_state(211)_  1
    v(J3_5)   c_u_state(212)_  1
    v(J3_5)   c_u_stop(203)_  -1
    v(J3_5)   c_u_ckpt_after_work(194)_  1
    v(J3_5)   c_u_processors(5)_  4
    v(J3_5)   c_u_processors(6)_  4
    v(J3_5)   c_u_processors(7)_  4
    v(J3_5)   c_u_processors(8)_  4
    v(J3_5)   c_u_processors(9)_  4
    v(J3_5)   c_u_processors(10)_  4
    v(J3_5)   c_u_processors(11)_  4
    u(J3_6)   c_u_state(207)_  1
    u(J3_6)   c_u_state(208)_  1
    u(J3_6)   c_u_state(209)_  1
    u(J3_6)   c_u_state(210)_  1
    u(J3_6)   c_u_state(211)_  1
    u(J3_6)   c_u_state(212)_  1
    u(J3_6)   c_u_state(213)_  1
    u(J3_6)   c_u_start(214)_  -1
    u(J3_6)   c_u_processors(6)_  4
    u(J3_6)   c_u_processors(7)_  4
    u(J3_6)   c_u_processors(8)_  4
    u(J3_6)   c_u_processors(9)_  4
    u(J3_6)   c_u_processors(10)_  4
    u(J3_6)   c_u_processors(11)_  4
    u(J3_6)   c_u_processors(12)_  4
    v(J3_6)   c_u_state(207)_  1
    v(J3_6)   c_u_state(208)_  1
    v(J3_6)   c_u_state(209)_  1
    v(J3_6)   c_u_state(210)_  1
    v(J3_6)   c_u_state(211)_  1
    v(J3_6)   c_u_state(212)_  1
    v(J3_6)   c_u_state(213)_  1
    v(J3_6)   c_u_stop(204)_  -1
    v(J3_6)   c_u_ckpt_after_work(195)_  1
    v(J3_6)   c_u_processors(6)_  4
    v(J3_6)   c_u_processors(7)_  4
    v(J3_6)   c_u_processors(8)_  4
    v(J3_6)   c_u_processors(9)_  4
    v(J3_6)   c_u_processors(10)_  4
    v(J3_6)   c_u_processors(11)_  4
    v(J3_6)   c_u_processors(12)_  4
    u(J3_7)   c_u_state(208)_  1
    u(J3_7)   c_u_state(209)_  1
    u(J3_7)   c_u_state(210)_  1
    u(J3_7)   c_u_state(211)_  1
    u(J3_7)   c_u_state(212)_  1
    u(J3_7)   c_u_state(213)_  1
    u(J3_7)   c_u_state(214)_  1
    u(J3_7)   c_u_start(215)_  -1
    u(J3_7)   c_u_processors(7)_  4
    u(J3_7)   c_u_processors(8)_  4
    u(J3_7)   c_u_processors(9)_  4
    u(J3_7)   c_u_processors(10)_  4
    u(J3_7)   c_u_processors(11)_  4
    u(J3_7)   c_u_processors(12)_  4
    u(J3_7)   c_u_processors(13)_  4
    v(J3_7)   c_u_state(208)_  1
    v(J3_7)   c_u_state(209)_  1
    v(J3_7)   c_u_state(210)_  1
    v(J3_7)   c_u_state(211)_  1
    v(J3_7)   c_u_state(212)_  1
    v(J3_7)   c_u_state(213)_  1
    v(J3_7)   c_u_state(214)_  1
    v(J3_7)   c_u_stop(205)_  -1
    v(J3_7)   c_u_ckpt_after_work(196)_  1
    v(J3_7)   c_u_processors(7)_  4
    v(J3_7)   c_u_processors(8)_  4
    v(J3_7)   c_u_processors(9)_  4
    v(J3_7)   c_u_processors(10)_  4
    v(J3_7)   c_u_processors(11)_  4
    v(J3_7)   c_u_processors(12)_  4
    v(J3_7)   c_u_processors(13)_  4
    u(J3_8)   c_u_state(209)_  1
    u(J3_8)   c_u_state(210)_  1
    u(J3_8)   c_u_state(211)_  1
    u(J3_8)   c_u_state(212)_  1
    u(J3_8)   c_u_state(213)_  1
    u(J3_8)   c_u_state(214)_  1
    u(J3_8)   c_u_state(215)_  1
    u(J3_8)   c_u_start(216)_  -1
    u(J3_8)   c_u_processors(8)_  4
    u(J3_8)   c_u_processors(9)_  4
    u(J3_8)   c_u_processors(10)_  4
    u(J3_8)   c_u_processors(11)_  4
    u(J3_8)   c_u_processors(12)_  4
    u(J3_8)   c_u_processors(13)_  4
    u(J3_8)   c_u_processors(14)_  4
    v(J3_8)   c_u_state(209)_  1
    v(J3_8)   c_u_state(210)_  1
    v(J3_8)   c_u_state(211)_  1
    v(J3_8)   c_u_state(212)_  1
    v(J3_8)   c_u_state(213)_  1
    v(J3_8)   c_u_state(214)_  1
    v(J3_8)   c_u_state(215)_  1
    v(J3_8)   c_u_stop(206)_  -1
    v(J3_8)   c_u_ckpt_after_work(197)_  1
    v(J3_8)   c_u_processors(8)_  4
    v(J3_8)   c_u_processors(9)_  4
    v(J3_8)   c_u_processors(10)_  4
    v(J3_8)   c_u_processors(11)_  4
    v(J3_8)   c_u_processors(12)_  4
    v(J3_8)   c_u_processors(13)_  4
    v(J3_8)   c_u_processors(14)_  4
    u(J3_9)   c_u_state(210)_  1
    u(J3_9)   c_u_state(211)_  1
    u(J3_9)   c_u_state(212)_  1
    u(J3_9)   c_u_state(213)_  1
    u(J3_9)   c_u_state(214)_  1
    u(J3_9)   c_u_state(215)_  1
    u(J3_9)   c_u_state(216)_  1
    u(J3_9)   c_u_start(217)_  -1
    u(J3_9)   c_u_processors(9)_  4
    u(J3_9)   c_u_processors(10)_  4
    u(J3_9)   c_u_processors(11)_  4
    u(J3_9)   c_u_processors(12)_  4
    u(J3_9)   c_u_processors(13)_  4
    u(J3_9)   c_u_processors(14)_  4
    u(J3_9)   c_u_processors(15)_  4
    v(J3_9)   c_u_state(210)_  1
    v(J3_9)   c_u_state(211)_  1
    v(J3_9)   c_u_state(212)_  1
    v(J3_9)   c_u_state(213)_  1
    v(J3_9)   c_u_state(214)_  1
    v(J3_9)   c_u_state(215)_  1
    v(J3_9)   c_u_state(216)_  1
    v(J3_9)   c_u_stop(207)_  -1
    v(J3_9)   c_u_ckpt_after_work(198)_  1
    v(J3_9)   c_u_processors(9)_  4
    v(J3_9)   c_u_processors(10)_  4
    v(J3_9)   c_u_processors(11)_  4
    v(J3_9)   c_u_processors(12)_  4
    v(J3_9)   c_u_processors(13)_  4
    v(J3_9)   c_u_processors(14)_  4
    v(J3_9)   c_u_processors(15)_  4
    u(J3_10)  c_u_state(211)_  1
    u(J3_10)  c_u_state(212)_  1
    u(J3_10)  c_u_state(213)_  1
    u(J3_10)  c_u_state(214)_  1
    u(J3_10)  c_u_state(215)_  1
    u(J3_10)  c_u_state(216)_  1
    u(J3_10)  c_u_state(217)_  1
    u(J3_10)  c_u_start(218)_  -1
    u(J3_10)  c_u_processors(10)_  4
    u(J3_10)  c_u_processors(11)_  4
    u(J3_10)  c_u_processors(12)_  4
    u(J3_10)  c_u_processors(13)_  4
    u(J3_10)  c_u_processors(14)_  4
    u(J3_10)  c_u_processors(15)_  4
    u(J3_10)  c_u_processors(16)_  4
    v(J3_10)  c_u_state(211)_  1
    v(J3_10)  c_u_state(212)_  1
    v(J3_10)  c_u_state(213)_  1
    v(J3_10)  c_u_state(214)_  1
    v(J3_10)  c_u_state(215)_  1
    v(J3_10)  c_u_state(216)_  1
    v(J3_10)  c_u_state(217)_  1
    v(J3_10)  c_u_stop(208)_  -1
    v(J3_10)  c_u_ckpt_after_work(199)_  1
    v(J3_10)  c_u_processors(10)_  4
    v(J3_10)  c_u_processors(11)_  4
    v(J3_10)  c_u_processors(12)_  4
    v(J3_10)  c_u_processors(13)_  4
    v(J3_10)  c_u_processors(14)_  4
    v(J3_10)  c_u_processors(15)_  4
    v(J3_10)  c_u_processors(16)_  4
    u(J3_11)  c_u_state(212)_  1
    u(J3_11)  c_u_state(213)_  1
    u(J3_11)  c_u_state(214)_  1
    u(J3_11)  c_u_state(215)_  1
    u(J3_11)  c_u_state(216)_  1
    u(J3_11)  c_u_state(217)_  1
    u(J3_11)  c_u_state(218)_  1
    u(J3_11)  c_u_start(219)_  -1
    u(J3_11)  c_u_processors(11)_  4
    u(J3_11)  c_u_processors(12)_  4
    u(J3_11)  c_u_processors(13)_  4
    u(J3_11)  c_u_processors(14)_  4
    u(J3_11)  c_u_processors(15)_  4
    u(J3_11)  c_u_processors(16)_  4
    u(J3_11)  c_u_processors(17)_  4
    v(J3_11)  c_u_state(212)_  1
    v(J3_11)  c_u_state(213)_  1
    v(J3_11)  c_u_state(214)_  1
    v(J3_11)  c_u_state(215)_  1
    v(J3_11)  c_u_state(216)_  1
    v(J3_11)  c_u_state(217)_  1
    v(J3_11)  c_u_state(218)_  1
    v(J3_11)  c_u_stop(209)_  -1
    v(J3_11)  c_u_ckpt_after_work(200)_  1
    v(J3_11)  c_u_processors(11)_  4
    v(J3_11)  c_u_processors(12)_  4
    v(J3_11)  c_u_processors(13)_  4
    v(J3_11)  c_u_processors(14)_  4
    v(J3_11)  c_u_processors(15)_  4
    v(J3_11)  c_u_processors(16)_  4
    v(J3_11)  c_u_processors(17)_  4
    u(J3_12)  c_u_state(213)_  1
    u(J3_12)  c_u_state(214)_  1
    u(J3_12)  c_u_state(215)_  1
    u(J3_12)  c_u_state(216)_  1
    u(J3_12)  c_u_state(217)_  1
    u(J3_12)  c_u_state(218)_  1
    u(J3_12)  c_u_state(219)_  1
    u(J3_12)  c_u_start(220)_  -1
    u(J3_12)  c_u_processors(12)_  4
    u(J3_12)  c_u_processors(13)_  4
    u(J3_12)  c_u_processors(14)_  4
    u(J3_12)  c_u_processors(15)_  4
    u(J3_12)  c_u_processors(16)_  4
    u(J3_12)  c_u_processors(17)_  4
    u(J3_12)  c_u_processors(18)_  4
    v(J3_12)  c_u_state(213)_  1
    v(J3_12)  c_u_state(214)_  1
    v(J3_12)  c_u_state(215)_  1
    v(J3_12)  c_u_state(216)_  1
    v(J3_12)  c_u_state(217)_  1
    v(J3_12)  c_u_state(218)_  1
    v(J3_12)  c_u_state(219)_  1
    v(J3_12)  c_u_stop(210)_  -1
    v(J3_12)  c_u_ckpt_after_work(201)_  1
    v(J3_12)  c_u_processors(12)_  4
    v(J3_12)  c_u_processors(13)_  4
    v(J3_12)  c_u_processors(14)_  4
    v(J3_12)  c_u_processors(15)_  4
    v(J3_12)  c_u_processors(16)_  4
    v(J3_12)  c_u_processors(17)_  4
    v(J3_12)  c_u_processors(18)_  4
    u(J3_13)  c_u_state(214)_  1
    u(J3_13)  c_u_state(215)_  1
    u(J3_13)  c_u_state(216)_  1
    u(J3_13)  c_u_state(217)_  1
    u(J3_13)  c_u_state(218)_  1
    u(J3_13)  c_u_state(219)_  1
    u(J3_13)  c_u_state(220)_  1
    u(J3_13)  c_u_start(221)_  -1
    u(J3_13)  c_u_processors(13)_  4
    u(J3_13)  c_u_processors(14)_  4
    u(J3_13)  c_u_processors(15)_  4
    u(J3_13)  c_u_processors(16)_  4
    u(J3_13)  c_u_processors(17)_  4
    u(J3_13)  c_u_processors(18)_  4
    u(J3_13)  c_u_processors(19)_  4
    v(J3_13)  c_u_state(214)_  1
    v(J3_13)  c_u_state(215)_  1
    v(J3_13)  c_u_state(216)_  1
    v(J3_13)  c_u_state(217)_  1
    v(J3_13)  c_u_state(218)_  1
    v(J3_13)  c_u_state(219)_  1
    v(J3_13)  c_u_state(220)_  1
    v(J3_13)  c_u_stop(211)_  -1
    v(J3_13)  c_u_ckpt_after_work(202)_  1
    v(J3_13)  c_u_processors(13)_  4
    v(J3_13)  c_u_processors(14)_  4
    v(J3_13)  c_u_processors(15)_  4
    v(J3_13)  c_u_processors(16)_  4
    v(J3_13)  c_u_processors(17)_  4
    v(J3_13)  c_u_processors(18)_  4
    v(J3_13)  c_u_processors(19)_  4
    u(J3_14)  c_u_state(215)_  1
    u(J3_14)  c_u_state(216)_  1
    u(J3_14)  c_u_state(217)_  1
    u(J3_14)  c_u_state(218)_  1
    u(J3_14)  c_u_state(219)_  1
    u(J3_14)  c_u_state(220)_  1
    u(J3_14)  c_u_state(221)_  1
    u(J3_14)  c_u_start(222)_  -1
    u(J3_14)  c_u_processors(14)_  4
    u(J3_14)  c_u_processors(15)_  4
    u(J3_14)  c_u_processors(16)_  4
    u(J3_14)  c_u_processors(17)_  4
    u(J3_14)  c_u_processors(18)_  4
    u(J3_14)  c_u_processors(19)_  4
    u(J3_14)  c_u_processors(20)_  4
    v(J3_14)  c_u_state(215)_  1
    v(J3_14)  c_u_state(216)_  1
    v(J3_14)  c_u_state(217)_  1
    v(J3_14)  c_u_state(218)_  1
    v(J3_14)  c_u_state(219)_  1
    v(J3_14)  c_u_state(220)_  1
    v(J3_14)  c_u_state(221)_  1
    v(J3_14)  c_u_stop(212)_  -1
    v(J3_14)  c_u_ckpt_after_work(203)_  1
    v(J3_14)  c_u_processors(14)_  4
    v(J3_14)  c_u_processors(15)_  4
    v(J3_14)  c_u_processors(16)_  4
    v(J3_14)  c_u_processors(17)_  4
    v(J3_14)  c_u_processors(18)_  4
    v(J3_14)  c_u_processors(19)_  4
    v(J3_14)  c_u_processors(20)_  4
    u(J3_15)  c_u_state(216)_  1
    u(J3_15)  c_u_state(217)_  1
    u(J3_15)  c_u_state(218)_  1
    u(J3_15)  c_u_state(219)_  1
    u(J3_15)  c_u_state(220)_  1
    u(J3_15)  c_u_state(221)_  1
    u(J3_15)  c_u_state(222)_  1
    u(J3_15)  c_u_start(223)_  -1
    u(J3_15)  c_u_processors(15)_  4
    u(J3_15)  c_u_processors(16)_  4
    u(J3_15)  c_u_processors(17)_  4
    u(J3_15)  c_u_processors(18)_  4
    u(J3_15)  c_u_processors(19)_  4
    u(J3_15)  c_u_processors(20)_  4
    u(J3_15)  c_u_processors(21)_  4
    v(J3_15)  c_u_state(216)_  1
    v(J3_15)  c_u_state(217)_  1
    v(J3_15)  c_u_state(218)_  1
    v(J3_15)  c_u_state(219)_  1
    v(J3_15)  c_u_state(220)_  1
    v(J3_15)  c_u_state(221)_  1
    v(J3_15)  c_u_state(222)_  1
    v(J3_15)  c_u_stop(213)_  -1
    v(J3_15)  c_u_ckpt_after_work(204)_  1
    v(J3_15)  c_u_processors(15)_  4
    v(J3_15)  c_u_processors(16)_  4
    v(J3_15)  c_u_processors(17)_  4
    v(J3_15)  c_u_processors(18)_  4
    v(J3_15)  c_u_processors(19)_  4
    v(J3_15)  c_u_processors(20)_  4
    v(J3_15)  c_u_processors(21)_  4
    u(J3_16)  c_u_state(217)_  1
    u(J3_16)  c_u_state(218)_  1
    u(J3_16)  c_u_state(219)_  1
    u(J3_16)  c_u_state(220)_  1
    u(J3_16)  c_u_state(221)_  1
    u(J3_16)  c_u_state(222)_  1
    u(J3_16)  c_u_state(223)_  1
    u(J3_16)  c_u_start(224)_  -1
    u(J3_16)  c_u_ckpt_after_work(212)_  -1
    u(J3_16)  c_u_processors(16)_  4
    u(J3_16)  c_u_processors(17)_  4
    u(J3_16)  c_u_processors(18)_  4
    u(J3_16)  c_u_processors(19)_  4
    u(J3_16)  c_u_processors(20)_  4
    u(J3_16)  c_u_processors(21)_  4
    u(J3_16)  c_u_processors(22)_  4
    v(J3_16)  c_u_state(217)_  1
    v(J3_16)  c_u_state(218)_  1
    v(J3_16)  c_u_state(219)_  1
    v(J3_16)  c_u_state(220)_  1
    v(J3_16)  c_u_state(221)_  1
    v(J3_16)  c_u_state(222)_  1
    v(J3_16)  c_u_state(223)_  1
    v(J3_16)  c_u_stop(214)_  -1
    v(J3_16)  c_u_ckpt_after_work(205)_  1
    v(J3_16)  c_u_processors(16)_  4
    v(J3_16)  c_u_processors(17)_  4
    v(J3_16)  c_u_processors(18)_  4
    v(J3_16)  c_u_processors(19)_  4
    v(J3_16)  c_u_processors(20)_  4
    v(J3_16)  c_u_processors(21)_  4
    v(J3_16)  c_u_processors(22)_  4
    u(J3_17)  c_u_state(218)_  1
    u(J3_17)  c_u_state(219)_  1
    u(J3_17)  c_u_state(220)_  1
    u(J3_17)  c_u_state(221)_  1
    u(J3_17)  c_u_state(222)_  1
    u(J3_17)  c_u_state(223)_  1
    u(J3_17)  c_u_state(224)_  1
    u(J3_17)  c_u_start(225)_  -1
    u(J3_17)  c_u_processors(17)_  4
    u(J3_17)  c_u_processors(18)_  4
    u(J3_17)  c_u_processors(19)_  4
    u(J3_17)  c_u_processors(20)_  4
    u(J3_17)  c_u_processors(21)_  4
    u(J3_17)  c_u_processors(22)_  4
    u(J3_17)  c_u_processors(23)_  4
    v(J3_17)  c_u_state(218)_  1
    v(J3_17)  c_u_state(219)_  1
    v(J3_17)  c_u_state(220)_  1
    v(J3_17)  c_u_state(221)_  1
    v(J3_17)  c_u_state(222)_  1
    v(J3_17)  c_u_state(223)_  1
    v(J3_17)  c_u_state(224)_  1
    v(J3_17)  c_u_stop(215)_  -1
    v(J3_17)  c_u_ckpt_after_work(206)_  1
    v(J3_17)  c_u_processors(17)_  4
    v(J3_17)  c_u_processors(18)_  4
    v(J3_17)  c_u_processors(19)_  4
    v(J3_17)  c_u_processors(20)_  4
    v(J3_17)  c_u_processors(21)_  4
    v(J3_17)  c_u_processors(22)_  4
    v(J3_17)  c_u_processors(23)_  4
    u(J3_18)  c_u_state(219)_  1
    u(J3_18)  c_u_state(220)_  1
    u(J3_18)  c_u_state(221)_  1
    u(J3_18)  c_u_state(222)_  1
    u(J3_18)  c_u_state(223)_  1
    u(J3_18)  c_u_state(224)_  1
    u(J3_18)  c_u_state(225)_  1
    u(J3_18)  c_u_start(226)_  -1
    u(J3_18)  c_u_processors(18)_  4
    u(J3_18)  c_u_processors(19)_  4
    u(J3_18)  c_u_processors(20)_  4
    u(J3_18)  c_u_processors(21)_  4
    u(J3_18)  c_u_processors(22)_  4
    u(J3_18)  c_u_processors(23)_  4
    u(J3_18)  c_u_processors(24)_  4
    v(J3_18)  c_u_state(219)_  1
    v(J3_18)  c_u_state(220)_  1
    v(J3_18)  c_u_state(221)_  1
    v(J3_18)  c_u_state(222)_  1
    v(J3_18)  c_u_state(223)_  1
    v(J3_18)  c_u_state(224)_  1
    v(J3_18)  c_u_state(225)_  1
    v(J3_18)  c_u_stop(216)_  -1
    v(J3_18)  c_u_ckpt_after_work(207)_  1
    v(J3_18)  c_u_processors(18)_  4
    v(J3_18)  c_u_processors(19)_  4
    v(J3_18)  c_u_processors(20)_  4
    v(J3_18)  c_u_processors(21)_  4
    v(J3_18)  c_u_processors(22)_  4
    v(J3_18)  c_u_processors(23)_  4
    v(J3_18)  c_u_processors(24)_  4
    u(J3_19)  c_u_state(220)_  1
    u(J3_19)  c_u_state(221)_  1
    u(J3_19)  c_u_state(222)_  1
    u(J3_19)  c_u_state(223)_  1
    u(J3_19)  c_u_state(224)_  1
    u(J3_19)  c_u_state(225)_  1
    u(J3_19)  c_u_state(226)_  1
    u(J3_19)  c_u_start(227)_  -1
    u(J3_19)  c_u_processors(19)_  4
    u(J3_19)  c_u_processors(20)_  4
    u(J3_19)  c_u_processors(21)_  4
    u(J3_19)  c_u_processors(22)_  4
    u(J3_19)  c_u_processors(23)_  4
    u(J3_19)  c_u_processors(24)_  4
    u(J3_19)  c_u_processors(25)_  4
    v(J3_19)  c_u_state(220)_  1
    v(J3_19)  c_u_state(221)_  1
    v(J3_19)  c_u_state(222)_  1
    v(J3_19)  c_u_state(223)_  1
    v(J3_19)  c_u_state(224)_  1
    v(J3_19)  c_u_state(225)_  1
    v(J3_19)  c_u_state(226)_  1
    v(J3_19)  c_u_stop(217)_  -1
    v(J3_19)  c_u_ckpt_after_work(208)_  1
    v(J3_19)  c_u_processors(19)_  4
    v(J3_19)  c_u_processors(20)_  4
    v(J3_19)  c_u_processors(21)_  4
    v(J3_19)  c_u_processors(22)_  4
    v(J3_19)  c_u_processors(23)_  4
    v(J3_19)  c_u_processors(24)_  4
    v(J3_19)  c_u_processors(25)_  4
    u(J3_20)  c_u_state(221)_  1
    u(J3_20)  c_u_state(222)_  1
    u(J3_20)  c_u_state(223)_  1
    u(J3_20)  c_u_state(224)_  1
    u(J3_20)  c_u_state(225)_  1
    u(J3_20)  c_u_state(226)_  1
    u(J3_20)  c_u_state(227)_  1
    u(J3_20)  c_u_start(228)_  -1
    u(J3_20)  c_u_processors(20)_  4
    u(J3_20)  c_u_processors(21)_  4
    u(J3_20)  c_u_processors(22)_  4
    u(J3_20)  c_u_processors(23)_  4
    u(J3_20)  c_u_processors(24)_  4
    u(J3_20)  c_u_processors(25)_  4
    u(J3_20)  c_u_processors(26)_  4
    v(J3_20)  c_u_state(221)_  1
    v(J3_20)  c_u_state(222)_  1
    v(J3_20)  c_u_state(223)_  1
    v(J3_20)  c_u_state(224)_  1
    v(J3_20)  c_u_state(225)_  1
    v(J3_20)  c_u_state(226)_  1
    v(J3_20)  c_u_state(227)_  1
    v(J3_20)  c_u_stop(218)_  -1
    v(J3_20)  c_u_ckpt_after_work(209)_  1
    v(J3_20)  c_u_processors(20)_  4
    v(J3_20)  c_u_processors(21)_  4
    v(J3_20)  c_u_processors(22)_  4
    v(J3_20)  c_u_processors(23)_  4
    v(J3_20)  c_u_processors(24)_  4
    v(J3_20)  c_u_processors(25)_  4
    v(J3_20)  c_u_processors(26)_  4
    u(J3_21)  c_u_state(222)_  1
    u(J3_21)  c_u_state(223)_  1
    u(J3_21)  c_u_state(224)_  1
    u(J3_21)  c_u_state(225)_  1
    u(J3_21)  c_u_state(226)_  1
    u(J3_21)  c_u_state(227)_  1
    u(J3_21)  c_u_state(228)_  1
    u(J3_21)  c_u_start(229)_  -1
    u(J3_21)  c_u_processors(21)_  4
    u(J3_21)  c_u_processors(22)_  4
    u(J3_21)  c_u_processors(23)_  4
    u(J3_21)  c_u_processors(24)_  4
    u(J3_21)  c_u_processors(25)_  4
    u(J3_21)  c_u_processors(26)_  4
    u(J3_21)  c_u_processors(27)_  4
    v(J3_21)  c_u_state(222)_  1
    v(J3_21)  c_u_state(223)_  1
    v(J3_21)  c_u_state(224)_  1
    v(J3_21)  c_u_state(225)_  1
    v(J3_21)  c_u_state(226)_  1
    v(J3_21)  c_u_state(227)_  1
    v(J3_21)  c_u_state(228)_  1
    v(J3_21)  c_u_stop(219)_  -1
    v(J3_21)  c_u_ckpt_after_work(210)_  1
    v(J3_21)  c_u_processors(21)_  4
    v(J3_21)  c_u_processors(22)_  4
    v(J3_21)  c_u_processors(23)_  4
    v(J3_21)  c_u_processors(24)_  4
    v(J3_21)  c_u_processors(25)_  4
    v(J3_21)  c_u_processors(26)_  4
    v(J3_21)  c_u_processors(27)_  4
    u(J3_22)  c_u_state(223)_  1
    u(J3_22)  c_u_state(224)_  1
    u(J3_22)  c_u_state(225)_  1
    u(J3_22)  c_u_state(226)_  1
    u(J3_22)  c_u_state(227)_  1
    u(J3_22)  c_u_state(228)_  1
    u(J3_22)  c_u_state(229)_  1
    u(J3_22)  c_u_start(230)_  -1
    u(J3_22)  c_u_processors(22)_  4
    u(J3_22)  c_u_processors(23)_  4
    u(J3_22)  c_u_processors(24)_  4
    u(J3_22)  c_u_processors(25)_  4
    u(J3_22)  c_u_processors(26)_  4
    u(J3_22)  c_u_processors(27)_  4
    u(J3_22)  c_u_processors(28)_  4
    v(J3_22)  c_u_state(223)_  1
    v(J3_22)  c_u_state(224)_  1
    v(J3_22)  c_u_state(225)_  1
    v(J3_22)  c_u_state(226)_  1
    v(J3_22)  c_u_state(227)_  1
    v(J3_22)  c_u_state(228)_  1
    v(J3_22)  c_u_state(229)_  1
    v(J3_22)  c_u_stop(220)_  -1
    v(J3_22)  c_u_ckpt_after_work(211)_  1
    v(J3_22)  c_u_processors(22)_  4
    v(J3_22)  c_u_processors(23)_  4
    v(J3_22)  c_u_processors(24)_  4
    v(J3_22)  c_u_processors(25)_  4
    v(J3_22)  c_u_processors(26)_  4
    v(J3_22)  c_u_processors(27)_  4
    v(J3_22)  c_u_processors(28)_  4
    u(J3_23)  c_u_state(224)_  1
    u(J3_23)  c_u_state(225)_  1
    u(J3_23)  c_u_state(226)_  1
    u(J3_23)  c_u_state(227)_  1
    u(J3_23)  c_u_state(228)_  1
    u(J3_23)  c_u_state(229)_  1
    u(J3_23)  c_u_state(230)_  1
    u(J3_23)  c_u_start(231)_  -1
    u(J3_23)  c_u_ckpt_after_work(213)_  -1
    u(J3_23)  c_u_processors(23)_  4
    u(J3_23)  c_u_processors(24)_  4
    u(J3_23)  c_u_processors(25)_  4
    u(J3_23)  c_u_processors(26)_  4
    u(J3_23)  c_u_processors(27)_  4
    u(J3_23)  c_u_processors(28)_  4
    u(J3_23)  c_u_processors(29)_  4
    u(J3_23)  c_u_end(0)_  4
    v(J3_23)  c_u_state(224)_  1
    v(J3_23)  c_u_state(225)_  1
    v(J3_23)  c_u_state(226)_  1
    v(J3_23)  c_u_state(227)_  1
    v(J3_23)  c_u_state(228)_  1
    v(J3_23)  c_u_state(229)_  1
    v(J3_23)  c_u_state(230)_  1
    v(J3_23)  c_u_start(231)_  -1
    v(J3_23)  c_u_stop(221)_  -1
    v(J3_23)  c_u_ckpt_after_work(212)_  1
    v(J3_23)  c_u_ckpt_after_work(213)_  -1
    v(J3_23)  c_u_processors(23)_  4
    v(J3_23)  c_u_processors(24)_  4
    v(J3_23)  c_u_processors(25)_  4
    v(J3_23)  c_u_processors(26)_  4
    v(J3_23)  c_u_processors(27)_  4
    v(J3_23)  c_u_processors(28)_  4
    v(J3_23)  c_u_processors(29)_  4
    u(J3_30)  c_u_state(231)_  1
    u(J3_30)  c_u_state(232)_  1
    u(J3_30)  c_u_state(233)_  1
    u(J3_30)  c_u_state(234)_  1
    u(J3_30)  c_u_state(235)_  1
    u(J3_30)  c_u_state(236)_  1
    u(J3_30)  c_u_state(237)_  1
    u(J3_30)  c_u_start(238)_  -1
    u(J3_30)  c_u_processors(30)_  4
    u(J3_30)  c_u_processors(31)_  4
    u(J3_30)  c_u_processors(32)_  4
    u(J3_30)  c_u_processors(33)_  4
    u(J3_30)  c_u_processors(34)_  4
    u(J3_30)  c_u_processors(35)_  4
    u(J3_30)  c_u_processors(36)_  4
    v(J3_30)  c_u_state(231)_  1
    v(J3_30)  c_u_state(232)_  1
    v(J3_30)  c_u_state(233)_  1
    v(J3_30)  c_u_state(234)_  1
    v(J3_30)  c_u_state(235)_  1
    v(J3_30)  c_u_state(236)_  1
    v(J3_30)  c_u_state(237)_  1
    v(J3_30)  c_u_stop(228)_  -1
    v(J3_30)  c_u_ckpt_after_work(213)_  1
    v(J3_30)  c_u_processors(30)_  4
    v(J3_30)  c_u_processors(31)_  4
    v(J3_30)  c_u_processors(32)_  4
    v(J3_30)  c_u_processors(33)_  4
    v(J3_30)  c_u_processors(34)_  4
    v(J3_30)  c_u_processors(35)_  4
    v(J3_30)  c_u_processors(36)_  4
    u(J3_31)  c_u_state(232)_  1
    u(J3_31)  c_u_state(233)_  1
    u(J3_31)  c_u_state(234)_  1
    u(J3_31)  c_u_state(235)_  1
    u(J3_31)  c_u_state(236)_  1
    u(J3_31)  c_u_state(237)_  1
    u(J3_31)  c_u_state(238)_  1
    u(J3_31)  c_u_start(239)_  -1
    u(J3_31)  c_u_processors(31)_  4
    u(J3_31)  c_u_processors(32)_  4
    u(J3_31)  c_u_processors(33)_  4
    u(J3_31)  c_u_processors(34)_  4
    u(J3_31)  c_u_processors(35)_  4
    u(J3_31)  c_u_processors(36)_  4
    u(J3_31)  c_u_processors(37)_  4
    v(J3_31)  c_u_state(232)_  1
    v(J3_31)  c_u_state(233)_  1
    v(J3_31)  c_u_state(234)_  1
    v(J3_31)  c_u_state(235)_  1
    v(J3_31)  c_u_state(236)_  1
    v(J3_31)  c_u_state(237)_  1
    v(J3_31)  c_u_state(238)_  1
    v(J3_31)  c_u_stop(229)_  -1
    v(J3_31)  c_u_ckpt_after_work(214)_  1
    v(J3_31)  c_u_processors(31)_  4
    v(J3_31)  c_u_processors(32)_  4
    v(J3_31)  c_u_processors(33)_  4
    v(J3_31)  c_u_processors(34)_  4
    v(J3_31)  c_u_processors(35)_  4
    v(J3_31)  c_u_processors(36)_  4
    v(J3_31)  c_u_processors(37)_  4
    u(J3_32)  c_u_state(233)_  1
    u(J3_32)  c_u_state(234)_  1
    u(J3_32)  c_u_state(235)_  1
    u(J3_32)  c_u_state(236)_  1
    u(J3_32)  c_u_state(237)_  1
    u(J3_32)  c_u_state(238)_  1
    u(J3_32)  c_u_state(239)_  1
    u(J3_32)  c_u_start(240)_  -1
    u(J3_32)  c_u_processors(32)_  4
    u(J3_32)  c_u_processors(33)_  4
    u(J3_32)  c_u_processors(34)_  4
    u(J3_32)  c_u_processors(35)_  4
    u(J3_32)  c_u_processors(36)_  4
    u(J3_32)  c_u_processors(37)_  4
    u(J3_32)  c_u_processors(38)_  4
    v(J3_32)  c_u_state(233)_  1
    v(J3_32)  c_u_state(234)_  1
    v(J3_32)  c_u_state(235)_  1
    v(J3_32)  c_u_state(236)_  1
    v(J3_32)  c_u_state(237)_  1
    v(J3_32)  c_u_state(238)_  1
    v(J3_32)  c_u_state(239)_  1
    v(J3_32)  c_u_stop(230)_  -1
    v(J3_32)  c_u_ckpt_after_work(215)_  1
    v(J3_32)  c_u_processors(32)_  4
    v(J3_32)  c_u_processors(33)_  4
    v(J3_32)  c_u_processors(34)_  4
    v(J3_32)  c_u_processors(35)_  4
    v(J3_32)  c_u_processors(36)_  4
    v(J3_32)  c_u_processors(37)_  4
    v(J3_32)  c_u_processors(38)_  4
    u(J3_33)  c_u_state(234)_  1
    u(J3_33)  c_u_state(235)_  1
    u(J3_33)  c_u_state(236)_  1
    u(J3_33)  c_u_state(237)_  1
    u(J3_33)  c_u_state(238)_  1
    u(J3_33)  c_u_state(239)_  1
    u(J3_33)  c_u_state(240)_  1
    u(J3_33)  c_u_start(241)_  -1
    u(J3_33)  c_u_processors(33)_  4
    u(J3_33)  c_u_processors(34)_  4
    u(J3_33)  c_u_processors(35)_  4
    u(J3_33)  c_u_processors(36)_  4
    u(J3_33)  c_u_processors(37)_  4
    u(J3_33)  c_u_processors(38)_  4
    u(J3_33)  c_u_processors(39)_  4
    v(J3_33)  c_u_state(234)_  1
    v(J3_33)  c_u_state(235)_  1
    v(J3_33)  c_u_state(236)_  1
    v(J3_33)  c_u_state(237)_  1
    v(J3_33)  c_u_state(238)_  1
    v(J3_33)  c_u_state(239)_  1
    v(J3_33)  c_u_state(240)_  1
    v(J3_33)  c_u_stop(231)_  -1
    v(J3_33)  c_u_ckpt_after_work(216)_  1
    v(J3_33)  c_u_processors(33)_  4
    v(J3_33)  c_u_processors(34)_  4
    v(J3_33)  c_u_processors(35)_  4
    v(J3_33)  c_u_processors(36)_  4
    v(J3_33)  c_u_processors(37)_  4
    v(J3_33)  c_u_processors(38)_  4
    v(J3_33)  c_u_processors(39)_  4
    u(J3_34)  c_u_state(235)_  1
    u(J3_34)  c_u_state(236)_  1
    u(J3_34)  c_u_state(237)_  1
    u(J3_34)  c_u_state(238)_  1
    u(J3_34)  c_u_state(239)_  1
    u(J3_34)  c_u_state(240)_  1
    u(J3_34)  c_u_state(241)_  1
    u(J3_34)  c_u_start(242)_  -1
    u(J3_34)  c_u_processors(34)_  4
    u(J3_34)  c_u_processors(35)_  4
    u(J3_34)  c_u_processors(36)_  4
    u(J3_34)  c_u_processors(37)_  4
    u(J3_34)  c_u_processors(38)_  4
    u(J3_34)  c_u_processors(39)_  4
    u(J3_34)  c_u_processors(40)_  4
    v(J3_34)  c_u_state(235)_  1
    v(J3_34)  c_u_state(236)_  1
    v(J3_34)  c_u_state(237)_  1
    v(J3_34)  c_u_state(238)_  1
    v(J3_34)  c_u_state(239)_  1
    v(J3_34)  c_u_state(240)_  1
    v(J3_34)  c_u_state(241)_  1
    v(J3_34)  c_u_stop(232)_  -1
    v(J3_34)  c_u_ckpt_after_work(217)_  1
    v(J3_34)  c_u_processors(34)_  4
    v(J3_34)  c_u_processors(35)_  4
    v(J3_34)  c_u_processors(36)_  4
    v(J3_34)  c_u_processors(37)_  4
    v(J3_34)  c_u_processors(38)_  4
    v(J3_34)  c_u_processors(39)_  4
    v(J3_34)  c_u_processors(40)_  4
    u(J3_35)  c_u_state(236)_  1
    u(J3_35)  c_u_state(237)_  1
    u(J3_35)  c_u_state(238)_  1
    u(J3_35)  c_u_state(239)_  1
    u(J3_35)  c_u_state(240)_  1
    u(J3_35)  c_u_state(241)_  1
    u(J3_35)  c_u_state(242)_  1
    u(J3_35)  c_u_start(243)_  -1
    u(J3_35)  c_u_processors(35)_  4
    u(J3_35)  c_u_processors(36)_  4
    u(J3_35)  c_u_processors(37)_  4
    u(J3_35)  c_u_processors(38)_  4
    u(J3_35)  c_u_processors(39)_  4
    u(J3_35)  c_u_processors(40)_  4
    u(J3_35)  c_u_processors(41)_  4
    v(J3_35)  c_u_state(236)_  1
    v(J3_35)  c_u_state(237)_  1
    v(J3_35)  c_u_state(238)_  1
    v(J3_35)  c_u_state(239)_  1
    v(J3_35)  c_u_state(240)_  1
    v(J3_35)  c_u_state(241)_  1
    v(J3_35)  c_u_state(242)_  1
    v(J3_35)  c_u_stop(233)_  -1
    v(J3_35)  c_u_ckpt_after_work(218)_  1
    v(J3_35)  c_u_processors(35)_  4
    v(J3_35)  c_u_processors(36)_  4
    v(J3_35)  c_u_processors(37)_  4
    v(J3_35)  c_u_processors(38)_  4
    v(J3_35)  c_u_processors(39)_  4
    v(J3_35)  c_u_processors(40)_  4
    v(J3_35)  c_u_processors(41)_  4
    u(J3_36)  c_u_state(237)_  1
    u(J3_36)  c_u_state(238)_  1
    u(J3_36)  c_u_state(239)_  1
    u(J3_36)  c_u_state(240)_  1
    u(J3_36)  c_u_state(241)_  1
    u(J3_36)  c_u_state(242)_  1
    u(J3_36)  c_u_state(243)_  1
    u(J3_36)  c_u_start(244)_  -1
    u(J3_36)  c_u_processors(36)_  4
    u(J3_36)  c_u_processors(37)_  4
    u(J3_36)  c_u_processors(38)_  4
    u(J3_36)  c_u_processors(39)_  4
    u(J3_36)  c_u_processors(40)_  4
    u(J3_36)  c_u_processors(41)_  4
    u(J3_36)  c_u_processors(42)_  4
    v(J3_36)  c_u_state(237)_  1
    v(J3_36)  c_u_state(238)_  1
    v(J3_36)  c_u_state(239)_  1
    v(J3_36)  c_u_state(240)_  1
    v(J3_36)  c_u_state(241)_  1
    v(J3_36)  c_u_state(242)_  1
    v(J3_36)  c_u_state(243)_  1
    v(J3_36)  c_u_stop(234)_  -1
    v(J3_36)  c_u_ckpt_after_work(219)_  1
    v(J3_36)  c_u_processors(36)_  4
    v(J3_36)  c_u_processors(37)_  4
    v(J3_36)  c_u_processors(38)_  4
    v(J3_36)  c_u_processors(39)_  4
    v(J3_36)  c_u_processors(40)_  4
    v(J3_36)  c_u_processors(41)_  4
    v(J3_36)  c_u_processors(42)_  4
    u(J3_37)  c_u_state(238)_  1
    u(J3_37)  c_u_state(239)_  1
    u(J3_37)  c_u_state(240)_  1
    u(J3_37)  c_u_state(241)_  1
    u(J3_37)  c_u_state(242)_  1
    u(J3_37)  c_u_state(243)_  1
    u(J3_37)  c_u_state(244)_  1
    u(J3_37)  c_u_start(245)_  -1
    u(J3_37)  c_u_processors(37)_  4
    u(J3_37)  c_u_processors(38)_  4
    u(J3_37)  c_u_processors(39)_  4
    u(J3_37)  c_u_processors(40)_  4
    u(J3_37)  c_u_processors(41)_  4
    u(J3_37)  c_u_processors(42)_  4
    u(J3_37)  c_u_processors(43)_  4
    v(J3_37)  c_u_state(238)_  1
    v(J3_37)  c_u_state(239)_  1
    v(J3_37)  c_u_state(240)_  1
    v(J3_37)  c_u_state(241)_  1
    v(J3_37)  c_u_state(242)_  1
    v(J3_37)  c_u_state(243)_  1
    v(J3_37)  c_u_state(244)_  1
    v(J3_37)  c_u_stop(235)_  -1
    v(J3_37)  c_u_ckpt_after_work(220)_  1
    v(J3_37)  c_u_processors(37)_  4
    v(J3_37)  c_u_processors(38)_  4
    v(J3_37)  c_u_processors(39)_  4
    v(J3_37)  c_u_processors(40)_  4
    v(J3_37)  c_u_processors(41)_  4
    v(J3_37)  c_u_processors(42)_  4
    v(J3_37)  c_u_processors(43)_  4
    u(J3_38)  c_u_state(239)_  1
    u(J3_38)  c_u_state(240)_  1
    u(J3_38)  c_u_state(241)_  1
    u(J3_38)  c_u_state(242)_  1
    u(J3_38)  c_u_state(243)_  1
    u(J3_38)  c_u_state(244)_  1
    u(J3_38)  c_u_state(245)_  1
    u(J3_38)  c_u_start(246)_  -1
    u(J3_38)  c_u_processors(38)_  4
    u(J3_38)  c_u_processors(39)_  4
    u(J3_38)  c_u_processors(40)_  4
    u(J3_38)  c_u_processors(41)_  4
    u(J3_38)  c_u_processors(42)_  4
    u(J3_38)  c_u_processors(43)_  4
    u(J3_38)  c_u_processors(44)_  4
    v(J3_38)  c_u_state(239)_  1
    v(J3_38)  c_u_state(240)_  1
    v(J3_38)  c_u_state(241)_  1
    v(J3_38)  c_u_state(242)_  1
    v(J3_38)  c_u_state(243)_  1
    v(J3_38)  c_u_state(244)_  1
    v(J3_38)  c_u_state(245)_  1
    v(J3_38)  c_u_stop(236)_  -1
    v(J3_38)  c_u_ckpt_after_work(221)_  1
    v(J3_38)  c_u_processors(38)_  4
    v(J3_38)  c_u_processors(39)_  4
    v(J3_38)  c_u_processors(40)_  4
    v(J3_38)  c_u_processors(41)_  4
    v(J3_38)  c_u_processors(42)_  4
    v(J3_38)  c_u_processors(43)_  4
    v(J3_38)  c_u_processors(44)_  4
    u(J3_39)  c_u_state(240)_  1
    u(J3_39)  c_u_state(241)_  1
    u(J3_39)  c_u_state(242)_  1
    u(J3_39)  c_u_state(243)_  1
    u(J3_39)  c_u_state(244)_  1
    u(J3_39)  c_u_state(245)_  1
    u(J3_39)  c_u_state(246)_  1
    u(J3_39)  c_u_start(247)_  -1
    u(J3_39)  c_u_processors(39)_  4
    u(J3_39)  c_u_processors(40)_  4
    u(J3_39)  c_u_processors(41)_  4
    u(J3_39)  c_u_processors(42)_  4
    u(J3_39)  c_u_processors(43)_  4
    u(J3_39)  c_u_processors(44)_  4
    u(J3_39)  c_u_processors(45)_  4
    v(J3_39)  c_u_state(240)_  1
    v(J3_39)  c_u_state(241)_  1
    v(J3_39)  c_u_state(242)_  1
    v(J3_39)  c_u_state(243)_  1
    v(J3_39)  c_u_state(244)_  1
    v(J3_39)  c_u_state(245)_  1
    v(J3_39)  c_u_state(246)_  1
    v(J3_39)  c_u_stop(237)_  -1
    v(J3_39)  c_u_ckpt_after_work(222)_  1
    v(J3_39)  c_u_processors(39)_  4
    v(J3_39)  c_u_processors(40)_  4
    v(J3_39)  c_u_processors(41)_  4
    v(J3_39)  c_u_processors(42)_  4
    v(J3_39)  c_u_processors(43)_  4
    v(J3_39)  c_u_processors(44)_  4
    v(J3_39)  c_u_processors(45)_  4
    u(J3_40)  c_u_state(241)_  1
    u(J3_40)  c_u_state(242)_  1
    u(J3_40)  c_u_state(243)_  1
    u(J3_40)  c_u_state(244)_  1
    u(J3_40)  c_u_state(245)_  1
    u(J3_40)  c_u_state(246)_  1
    u(J3_40)  c_u_state(247)_  1
    u(J3_40)  c_u_start(248)_  -1
    u(J3_40)  c_u_processors(40)_  4
    u(J3_40)  c_u_processors(41)_  4
    u(J3_40)  c_u_processors(42)_  4
    u(J3_40)  c_u_processors(43)_  4
    u(J3_40)  c_u_processors(44)_  4
    u(J3_40)  c_u_processors(45)_  4
    u(J3_40)  c_u_processors(46)_  4
    v(J3_40)  c_u_state(241)_  1
    v(J3_40)  c_u_state(242)_  1
    v(J3_40)  c_u_state(243)_  1
    v(J3_40)  c_u_state(244)_  1
    v(J3_40)  c_u_state(245)_  1
    v(J3_40)  c_u_state(246)_  1
    v(J3_40)  c_u_state(247)_  1
    v(J3_40)  c_u_stop(238)_  -1
    v(J3_40)  c_u_ckpt_after_work(223)_  1
    v(J3_40)  c_u_processors(40)_  4
    v(J3_40)  c_u_processors(41)_  4
    v(J3_40)  c_u_processors(42)_  4
    v(J3_40)  c_u_processors(43)_  4
    v(J3_40)  c_u_processors(44)_  4
    v(J3_40)  c_u_processors(45)_  4
    v(J3_40)  c_u_processors(46)_  4
    u(J3_41)  c_u_state(242)_  1
    u(J3_41)  c_u_state(243)_  1
    u(J3_41)  c_u_state(244)_  1
    u(J3_41)  c_u_state(245)_  1
    u(J3_41)  c_u_state(246)_  1
    u(J3_41)  c_u_state(247)_  1
    u(J3_41)  c_u_state(248)_  1
    u(J3_41)  c_u_start(249)_  -1
    u(J3_41)  c_u_processors(41)_  4
    u(J3_41)  c_u_processors(42)_  4
    u(J3_41)  c_u_processors(43)_  4
    u(J3_41)  c_u_processors(44)_  4
    u(J3_41)  c_u_processors(45)_  4
    u(J3_41)  c_u_processors(46)_  4
    u(J3_41)  c_u_processors(47)_  4
    v(J3_41)  c_u_state(242)_  1
    v(J3_41)  c_u_state(243)_  1
    v(J3_41)  c_u_state(244)_  1
    v(J3_41)  c_u_state(245)_  1
    v(J3_41)  c_u_state(246)_  1
    v(J3_41)  c_u_state(247)_  1
    v(J3_41)  c_u_state(248)_  1
    v(J3_41)  c_u_stop(239)_  -1
    v(J3_41)  c_u_ckpt_after_work(224)_  1
    v(J3_41)  c_u_processors(41)_  4
    v(J3_41)  c_u_processors(42)_  4
    v(J3_41)  c_u_processors(43)_  4
    v(J3_41)  c_u_processors(44)_  4
    v(J3_41)  c_u_processors(45)_  4
    v(J3_41)  c_u_processors(46)_  4
    v(J3_41)  c_u_processors(47)_  4
    u(J3_42)  c_u_state(243)_  1
    u(J3_42)  c_u_state(244)_  1
    u(J3_42)  c_u_state(245)_  1
    u(J3_42)  c_u_state(246)_  1
    u(J3_42)  c_u_state(247)_  1
    u(J3_42)  c_u_state(248)_  1
    u(J3_42)  c_u_state(249)_  1
    u(J3_42)  c_u_start(250)_  -1
    u(J3_42)  c_u_processors(42)_  4
    u(J3_42)  c_u_processors(43)_  4
    u(J3_42)  c_u_processors(44)_  4
    u(J3_42)  c_u_processors(45)_  4
    u(J3_42)  c_u_processors(46)_  4
    u(J3_42)  c_u_processors(47)_  4
    u(J3_42)  c_u_processors(48)_  4
    v(J3_42)  c_u_state(243)_  1
    v(J3_42)  c_u_state(244)_  1
    v(J3_42)  c_u_state(245)_  1
    v(J3_42)  c_u_state(246)_  1
    v(J3_42)  c_u_state(247)_  1
    v(J3_42)  c_u_state(248)_  1
    v(J3_42)  c_u_state(249)_  1
    v(J3_42)  c_u_stop(240)_  -1
    v(J3_42)  c_u_ckpt_after_work(225)_  1
    v(J3_42)  c_u_processors(42)_  4
    v(J3_42)  c_u_processors(43)_  4
    v(J3_42)  c_u_processors(44)_  4
    v(J3_42)  c_u_processors(45)_  4
    v(J3_42)  c_u_processors(46)_  4
    v(J3_42)  c_u_processors(47)_  4
    v(J3_42)  c_u_processors(48)_  4
    u(J3_43)  c_u_state(244)_  1
    u(J3_43)  c_u_state(245)_  1
    u(J3_43)  c_u_state(246)_  1
    u(J3_43)  c_u_state(247)_  1
    u(J3_43)  c_u_state(248)_  1
    u(J3_43)  c_u_state(249)_  1
    u(J3_43)  c_u_state(250)_  1
    u(J3_43)  c_u_start(251)_  -1
    u(J3_43)  c_u_processors(43)_  4
    u(J3_43)  c_u_processors(44)_  4
    u(J3_43)  c_u_processors(45)_  4
    u(J3_43)  c_u_processors(46)_  4
    u(J3_43)  c_u_processors(47)_  4
    u(J3_43)  c_u_processors(48)_  4
    u(J3_43)  c_u_processors(49)_  4
    v(J3_43)  c_u_state(244)_  1
    v(J3_43)  c_u_state(245)_  1
    v(J3_43)  c_u_state(246)_  1
    v(J3_43)  c_u_state(247)_  1
    v(J3_43)  c_u_state(248)_  1
    v(J3_43)  c_u_state(249)_  1
    v(J3_43)  c_u_state(250)_  1
    v(J3_43)  c_u_stop(241)_  -1
    v(J3_43)  c_u_ckpt_after_work(226)_  1
    v(J3_43)  c_u_processors(43)_  4
    v(J3_43)  c_u_processors(44)_  4
    v(J3_43)  c_u_processors(45)_  4
    v(J3_43)  c_u_processors(46)_  4
    v(J3_43)  c_u_processors(47)_  4
    v(J3_43)  c_u_processors(48)_  4
    v(J3_43)  c_u_processors(49)_  4
    u(J3_44)  c_u_state(245)_  1
    u(J3_44)  c_u_state(246)_  1
    u(J3_44)  c_u_state(247)_  1
    u(J3_44)  c_u_state(248)_  1
    u(J3_44)  c_u_state(249)_  1
    u(J3_44)  c_u_state(250)_  1
    u(J3_44)  c_u_state(251)_  1
    u(J3_44)  c_u_start(252)_  -1
    u(J3_44)  c_u_processors(44)_  4
    u(J3_44)  c_u_processors(45)_  4
    u(J3_44)  c_u_processors(46)_  4
    u(J3_44)  c_u_processors(47)_  4
    u(J3_44)  c_u_processors(48)_  4
    u(J3_44)  c_u_processors(49)_  4
    u(J3_44)  c_u_processors(50)_  4
    v(J3_44)  c_u_state(245)_  1
    v(J3_44)  c_u_state(246)_  1
    v(J3_44)  c_u_state(247)_  1
    v(J3_44)  c_u_state(248)_  1
    v(J3_44)  c_u_state(249)_  1
    v(J3_44)  c_u_state(250)_  1
    v(J3_44)  c_u_state(251)_  1
    v(J3_44)  c_u_stop(242)_  -1
    v(J3_44)  c_u_ckpt_after_work(227)_  1
    v(J3_44)  c_u_processors(44)_  4
    v(J3_44)  c_u_processors(45)_  4
    v(J3_44)  c_u_processors(46)_  4
    v(J3_44)  c_u_processors(47)_  4
    v(J3_44)  c_u_processors(48)_  4
    v(J3_44)  c_u_processors(49)_  4
    v(J3_44)  c_u_processors(50)_  4
    u(J3_45)  c_u_state(246)_  1
    u(J3_45)  c_u_state(247)_  1
    u(J3_45)  c_u_state(248)_  1
    u(J3_45)  c_u_state(249)_  1
    u(J3_45)  c_u_state(250)_  1
    u(J3_45)  c_u_state(251)_  1
    u(J3_45)  c_u_state(252)_  1
    u(J3_45)  c_u_start(253)_  -1
    u(J3_45)  c_u_processors(45)_  4
    u(J3_45)  c_u_processors(46)_  4
    u(J3_45)  c_u_processors(47)_  4
    u(J3_45)  c_u_processors(48)_  4
    u(J3_45)  c_u_processors(49)_  4
    u(J3_45)  c_u_processors(50)_  4
    u(J3_45)  c_u_processors(51)_  4
    v(J3_45)  c_u_state(246)_  1
    v(J3_45)  c_u_state(247)_  1
    v(J3_45)  c_u_state(248)_  1
    v(J3_45)  c_u_state(249)_  1
    v(J3_45)  c_u_state(250)_  1
    v(J3_45)  c_u_state(251)_  1
    v(J3_45)  c_u_state(252)_  1
    v(J3_45)  c_u_stop(243)_  -1
    v(J3_45)  c_u_ckpt_after_work(228)_  1
    v(J3_45)  c_u_processors(45)_  4
    v(J3_45)  c_u_processors(46)_  4
    v(J3_45)  c_u_processors(47)_  4
    v(J3_45)  c_u_processors(48)_  4
    v(J3_45)  c_u_processors(49)_  4
    v(J3_45)  c_u_processors(50)_  4
    v(J3_45)  c_u_processors(51)_  4
    u(J3_46)  c_u_state(247)_  1
    u(J3_46)  c_u_state(248)_  1
    u(J3_46)  c_u_state(249)_  1
    u(J3_46)  c_u_state(250)_  1
    u(J3_46)  c_u_state(251)_  1
    u(J3_46)  c_u_state(252)_  1
    u(J3_46)  c_u_state(253)_  1
    u(J3_46)  c_u_start(254)_  -1
    u(J3_46)  c_u_ckpt_after_work(236)_  -1
    u(J3_46)  c_u_processors(46)_  4
    u(J3_46)  c_u_processors(47)_  4
    u(J3_46)  c_u_processors(48)_  4
    u(J3_46)  c_u_processors(49)_  4
    u(J3_46)  c_u_processors(50)_  4
    u(J3_46)  c_u_processors(51)_  4
    u(J3_46)  c_u_processors(52)_  4
    v(J3_46)  c_u_state(247)_  1
    v(J3_46)  c_u_state(248)_  1
    v(J3_46)  c_u_state(249)_  1
    v(J3_46)  c_u_state(250)_  1
    v(J3_46)  c_u_state(251)_  1
    v(J3_46)  c_u_state(252)_  1
    v(J3_46)  c_u_state(253)_  1
    v(J3_46)  c_u_stop(244)_  -1
    v(J3_46)  c_u_ckpt_after_work(229)_  1
    v(J3_46)  c_u_processors(46)_  4
    v(J3_46)  c_u_processors(47)_  4
    v(J3_46)  c_u_processors(48)_  4
    v(J3_46)  c_u_processors(49)_  4
    v(J3_46)  c_u_processors(50)_  4
    v(J3_46)  c_u_processors(51)_  4
    v(J3_46)  c_u_processors(52)_  4
    u(J3_47)  c_u_state(248)_  1
    u(J3_47)  c_u_state(249)_  1
    u(J3_47)  c_u_state(250)_  1
    u(J3_47)  c_u_state(251)_  1
    u(J3_47)  c_u_state(252)_  1
    u(J3_47)  c_u_state(253)_  1
    u(J3_47)  c_u_state(254)_  1
    u(J3_47)  c_u_start(255)_  -1
    u(J3_47)  c_u_processors(47)_  4
    u(J3_47)  c_u_processors(48)_  4
    u(J3_47)  c_u_processors(49)_  4
    u(J3_47)  c_u_processors(50)_  4
    u(J3_47)  c_u_processors(51)_  4
    u(J3_47)  c_u_processors(52)_  4
    u(J3_47)  c_u_processors(53)_  4
    v(J3_47)  c_u_state(248)_  1
    v(J3_47)  c_u_state(249)_  1
    v(J3_47)  c_u_state(250)_  1
    v(J3_47)  c_u_state(251)_  1
    v(J3_47)  c_u_state(252)_  1
    v(J3_47)  c_u_state(253)_  1
    v(J3_47)  c_u_state(254)_  1
    v(J3_47)  c_u_stop(245)_  -1
    v(J3_47)  c_u_ckpt_after_work(230)_  1
    v(J3_47)  c_u_processors(47)_  4
    v(J3_47)  c_u_processors(48)_  4
    v(J3_47)  c_u_processors(49)_  4
    v(J3_47)  c_u_processors(50)_  4
    v(J3_47)  c_u_processors(51)_  4
    v(J3_47)  c_u_processors(52)_  4
    v(J3_47)  c_u_processors(53)_  4
    u(J3_48)  c_u_state(249)_  1
    u(J3_48)  c_u_state(250)_  1
    u(J3_48)  c_u_state(251)_  1
    u(J3_48)  c_u_state(252)_  1
    u(J3_48)  c_u_state(253)_  1
    u(J3_48)  c_u_state(254)_  1
    u(J3_48)  c_u_state(255)_  1
    u(J3_48)  c_u_start(256)_  -1
    u(J3_48)  c_u_processors(48)_  4
    u(J3_48)  c_u_processors(49)_  4
    u(J3_48)  c_u_processors(50)_  4
    u(J3_48)  c_u_processors(51)_  4
    u(J3_48)  c_u_processors(52)_  4
    u(J3_48)  c_u_processors(53)_  4
    u(J3_48)  c_u_processors(54)_  4
    v(J3_48)  c_u_state(249)_  1
    v(J3_48)  c_u_state(250)_  1
    v(J3_48)  c_u_state(251)_  1
    v(J3_48)  c_u_state(252)_  1
    v(J3_48)  c_u_state(253)_  1
    v(J3_48)  c_u_state(254)_  1
    v(J3_48)  c_u_state(255)_  1
    v(J3_48)  c_u_stop(246)_  -1
    v(J3_48)  c_u_ckpt_after_work(231)_  1
    v(J3_48)  c_u_processors(48)_  4
    v(J3_48)  c_u_processors(49)_  4
    v(J3_48)  c_u_processors(50)_  4
    v(J3_48)  c_u_processors(51)_  4
    v(J3_48)  c_u_processors(52)_  4
    v(J3_48)  c_u_processors(53)_  4
    v(J3_48)  c_u_processors(54)_  4
    u(J3_49)  c_u_state(250)_  1
    u(J3_49)  c_u_state(251)_  1
    u(J3_49)  c_u_state(252)_  1
    u(J3_49)  c_u_state(253)_  1
    u(J3_49)  c_u_state(254)_  1
    u(J3_49)  c_u_state(255)_  1
    u(J3_49)  c_u_state(256)_  1
    u(J3_49)  c_u_start(257)_  -1
    u(J3_49)  c_u_processors(49)_  4
    u(J3_49)  c_u_processors(50)_  4
    u(J3_49)  c_u_processors(51)_  4
    u(J3_49)  c_u_processors(52)_  4
    u(J3_49)  c_u_processors(53)_  4
    u(J3_49)  c_u_processors(54)_  4
    u(J3_49)  c_u_processors(55)_  4
    v(J3_49)  c_u_state(250)_  1
    v(J3_49)  c_u_state(251)_  1
    v(J3_49)  c_u_state(252)_  1
    v(J3_49)  c_u_state(253)_  1
    v(J3_49)  c_u_state(254)_  1
    v(J3_49)  c_u_state(255)_  1
    v(J3_49)  c_u_state(256)_  1
    v(J3_49)  c_u_stop(247)_  -1
    v(J3_49)  c_u_ckpt_after_work(232)_  1
    v(J3_49)  c_u_processors(49)_  4
    v(J3_49)  c_u_processors(50)_  4
    v(J3_49)  c_u_processors(51)_  4
    v(J3_49)  c_u_processors(52)_  4
    v(J3_49)  c_u_processors(53)_  4
    v(J3_49)  c_u_processors(54)_  4
    v(J3_49)  c_u_processors(55)_  4
    u(J3_50)  c_u_state(251)_  1
    u(J3_50)  c_u_state(252)_  1
    u(J3_50)  c_u_state(253)_  1
    u(J3_50)  c_u_state(254)_  1
    u(J3_50)  c_u_state(255)_  1
    u(J3_50)  c_u_state(256)_  1
    u(J3_50)  c_u_state(257)_  1
    u(J3_50)  c_u_start(258)_  -1
    u(J3_50)  c_u_processors(50)_  4
    u(J3_50)  c_u_processors(51)_  4
    u(J3_50)  c_u_processors(52)_  4
    u(J3_50)  c_u_processors(53)_  4
    u(J3_50)  c_u_processors(54)_  4
    u(J3_50)  c_u_processors(55)_  4
    u(J3_50)  c_u_processors(56)_  4
    v(J3_50)  c_u_state(251)_  1
    v(J3_50)  c_u_state(252)_  1
    v(J3_50)  c_u_state(253)_  1
    v(J3_50)  c_u_state(254)_  1
    v(J3_50)  c_u_state(255)_  1
    v(J3_50)  c_u_state(256)_  1
    v(J3_50)  c_u_state(257)_  1
    v(J3_50)  c_u_stop(248)_  -1
    v(J3_50)  c_u_ckpt_after_work(233)_  1
    v(J3_50)  c_u_processors(50)_  4
    v(J3_50)  c_u_processors(51)_  4
    v(J3_50)  c_u_processors(52)_  4
    v(J3_50)  c_u_processors(53)_  4
    v(J3_50)  c_u_processors(54)_  4
    v(J3_50)  c_u_processors(55)_  4
    v(J3_50)  c_u_processors(56)_  4
    u(J3_51)  c_u_state(252)_  1
    u(J3_51)  c_u_state(253)_  1
    u(J3_51)  c_u_state(254)_  1
    u(J3_51)  c_u_state(255)_  1
    u(J3_51)  c_u_state(256)_  1
    u(J3_51)  c_u_state(257)_  1
    u(J3_51)  c_u_state(258)_  1
    u(J3_51)  c_u_start(259)_  -1
    u(J3_51)  c_u_processors(51)_  4
    u(J3_51)  c_u_processors(52)_  4
    u(J3_51)  c_u_processors(53)_  4
    u(J3_51)  c_u_processors(54)_  4
    u(J3_51)  c_u_processors(55)_  4
    u(J3_51)  c_u_processors(56)_  4
    u(J3_51)  c_u_processors(57)_  4
    v(J3_51)  c_u_state(252)_  1
    v(J3_51)  c_u_state(253)_  1
    v(J3_51)  c_u_state(254)_  1
    v(J3_51)  c_u_state(255)_  1
    v(J3_51)  c_u_state(256)_  1
    v(J3_51)  c_u_state(257)_  1
    v(J3_51)  c_u_state(258)_  1
    v(J3_51)  c_u_stop(249)_  -1
    v(J3_51)  c_u_ckpt_after_work(234)_  1
    v(J3_51)  c_u_processors(51)_  4
    v(J3_51)  c_u_processors(52)_  4
    v(J3_51)  c_u_processors(53)_  4
    v(J3_51)  c_u_processors(54)_  4
    v(J3_51)  c_u_processors(55)_  4
    v(J3_51)  c_u_processors(56)_  4
    v(J3_51)  c_u_processors(57)_  4
    u(J3_52)  c_u_state(253)_  1
    u(J3_52)  c_u_state(254)_  1
    u(J3_52)  c_u_state(255)_  1
    u(J3_52)  c_u_state(256)_  1
    u(J3_52)  c_u_state(257)_  1
    u(J3_52)  c_u_state(258)_  1
    u(J3_52)  c_u_state(259)_  1
    u(J3_52)  c_u_start(260)_  -1
    u(J3_52)  c_u_processors(52)_  4
    u(J3_52)  c_u_processors(53)_  4
    u(J3_52)  c_u_processors(54)_  4
    u(J3_52)  c_u_processors(55)_  4
    u(J3_52)  c_u_processors(56)_  4
    u(J3_52)  c_u_processors(57)_  4
    u(J3_52)  c_u_processors(58)_  4
    v(J3_52)  c_u_state(253)_  1
    v(J3_52)  c_u_state(254)_  1
    v(J3_52)  c_u_state(255)_  1
    v(J3_52)  c_u_state(256)_  1
    v(J3_52)  c_u_state(257)_  1
    v(J3_52)  c_u_state(258)_  1
    v(J3_52)  c_u_state(259)_  1
    v(J3_52)  c_u_stop(250)_  -1
    v(J3_52)  c_u_ckpt_after_work(235)_  1
    v(J3_52)  c_u_processors(52)_  4
    v(J3_52)  c_u_processors(53)_  4
    v(J3_52)  c_u_processors(54)_  4
    v(J3_52)  c_u_processors(55)_  4
    v(J3_52)  c_u_processors(56)_  4
    v(J3_52)  c_u_processors(57)_  4
    v(J3_52)  c_u_processors(58)_  4
    u(J3_53)  c_u_state(254)_  1
    u(J3_53)  c_u_state(255)_  1
    u(J3_53)  c_u_state(256)_  1
    u(J3_53)  c_u_state(257)_  1
    u(J3_53)  c_u_state(258)_  1
    u(J3_53)  c_u_state(259)_  1
    u(J3_53)  c_u_state(260)_  1
    u(J3_53)  c_u_start(261)_  -1
    u(J3_53)  c_u_ckpt_after_work(237)_  -1
    u(J3_53)  c_u_processors(53)_  4
    u(J3_53)  c_u_processors(54)_  4
    u(J3_53)  c_u_processors(55)_  4
    u(J3_53)  c_u_processors(56)_  4
    u(J3_53)  c_u_processors(57)_  4
    u(J3_53)  c_u_processors(58)_  4
    u(J3_53)  c_u_processors(59)_  4
    u(J3_53)  c_u_end(1)_  4
    v(J3_53)  c_u_state(254)_  1
    v(J3_53)  c_u_state(255)_  1
    v(J3_53)  c_u_state(256)_  1
    v(J3_53)  c_u_state(257)_  1
    v(J3_53)  c_u_state(258)_  1
    v(J3_53)  c_u_state(259)_  1
    v(J3_53)  c_u_state(260)_  1
    v(J3_53)  c_u_start(261)_  -1
    v(J3_53)  c_u_stop(251)_  -1
    v(J3_53)  c_u_ckpt_after_work(236)_  1
    v(J3_53)  c_u_ckpt_after_work(237)_  -1
    v(J3_53)  c_u_processors(53)_  4
    v(J3_53)  c_u_processors(54)_  4
    v(J3_53)  c_u_processors(55)_  4
    v(J3_53)  c_u_processors(56)_  4
    v(J3_53)  c_u_processors(57)_  4
    v(J3_53)  c_u_processors(58)_  4
    v(J3_53)  c_u_processors(59)_  4
    u(J3_60)  c_u_state(261)_  1
    u(J3_60)  c_u_state(262)_  1
    u(J3_60)  c_u_state(263)_  1
    u(J3_60)  c_u_state(264)_  1
    u(J3_60)  c_u_state(265)_  1
    u(J3_60)  c_u_state(266)_  1
    u(J3_60)  c_u_state(267)_  1
    u(J3_60)  c_u_start(268)_  -1
    u(J3_60)  c_u_processors(60)_  4
    u(J3_60)  c_u_processors(61)_  4
    u(J3_60)  c_u_processors(62)_  4
    u(J3_60)  c_u_processors(63)_  4
    u(J3_60)  c_u_processors(64)_  4
    u(J3_60)  c_u_processors(65)_  4
    u(J3_60)  c_u_processors(66)_  4
    v(J3_60)  c_u_state(261)_  1
    v(J3_60)  c_u_state(262)_  1
    v(J3_60)  c_u_state(263)_  1
    v(J3_60)  c_u_state(264)_  1
    v(J3_60)  c_u_state(265)_  1
    v(J3_60)  c_u_state(266)_  1
    v(J3_60)  c_u_state(267)_  1
    v(J3_60)  c_u_stop(258)_  -1
    v(J3_60)  c_u_ckpt_after_work(237)_  1
    v(J3_60)  c_u_processors(60)_  4
    v(J3_60)  c_u_processors(61)_  4
    v(J3_60)  c_u_processors(62)_  4
    v(J3_60)  c_u_processors(63)_  4
    v(J3_60)  c_u_processors(64)_  4
    v(J3_60)  c_u_processors(65)_  4
    v(J3_60)  c_u_processors(66)_  4
    u(J3_61)  c_u_state(262)_  1
    u(J3_61)  c_u_state(263)_  1
    u(J3_61)  c_u_state(264)_  1
    u(J3_61)  c_u_state(265)_  1
    u(J3_61)  c_u_state(266)_  1
    u(J3_61)  c_u_state(267)_  1
    u(J3_61)  c_u_state(268)_  1
    u(J3_61)  c_u_start(269)_  -1
    u(J3_61)  c_u_processors(61)_  4
    u(J3_61)  c_u_processors(62)_  4
    u(J3_61)  c_u_processors(63)_  4
    u(J3_61)  c_u_processors(64)_  4
    u(J3_61)  c_u_processors(65)_  4
    u(J3_61)  c_u_processors(66)_  4
    u(J3_61)  c_u_processors(67)_  4
    v(J3_61)  c_u_state(262)_  1
    v(J3_61)  c_u_state(263)_  1
    v(J3_61)  c_u_state(264)_  1
    v(J3_61)  c_u_state(265)_  1
    v(J3_61)  c_u_state(266)_  1
    v(J3_61)  c_u_state(267)_  1
    v(J3_61)  c_u_state(268)_  1
    v(J3_61)  c_u_stop(259)_  -1
    v(J3_61)  c_u_ckpt_after_work(238)_  1
    v(J3_61)  c_u_processors(61)_  4
    v(J3_61)  c_u_processors(62)_  4
    v(J3_61)  c_u_processors(63)_  4
    v(J3_61)  c_u_processors(64)_  4
    v(J3_61)  c_u_processors(65)_  4
    v(J3_61)  c_u_processors(66)_  4
    v(J3_61)  c_u_processors(67)_  4
    u(J3_62)  c_u_state(263)_  1
    u(J3_62)  c_u_state(264)_  1
    u(J3_62)  c_u_state(265)_  1
    u(J3_62)  c_u_state(266)_  1
    u(J3_62)  c_u_state(267)_  1
    u(J3_62)  c_u_state(268)_  1
    u(J3_62)  c_u_state(269)_  1
    u(J3_62)  c_u_start(270)_  -1
    u(J3_62)  c_u_processors(62)_  4
    u(J3_62)  c_u_processors(63)_  4
    u(J3_62)  c_u_processors(64)_  4
    u(J3_62)  c_u_processors(65)_  4
    u(J3_62)  c_u_processors(66)_  4
    u(J3_62)  c_u_processors(67)_  4
    u(J3_62)  c_u_processors(68)_  4
    v(J3_62)  c_u_state(263)_  1
    v(J3_62)  c_u_state(264)_  1
    v(J3_62)  c_u_state(265)_  1
    v(J3_62)  c_u_state(266)_  1
    v(J3_62)  c_u_state(267)_  1
    v(J3_62)  c_u_state(268)_  1
    v(J3_62)  c_u_state(269)_  1
    v(J3_62)  c_u_stop(260)_  -1
    v(J3_62)  c_u_ckpt_after_work(239)_  1
    v(J3_62)  c_u_processors(62)_  4
    v(J3_62)  c_u_processors(63)_  4
    v(J3_62)  c_u_processors(64)_  4
    v(J3_62)  c_u_processors(65)_  4
    v(J3_62)  c_u_processors(66)_  4
    v(J3_62)  c_u_processors(67)_  4
    v(J3_62)  c_u_processors(68)_  4
    u(J3_63)  c_u_state(264)_  1
    u(J3_63)  c_u_state(265)_  1
    u(J3_63)  c_u_state(266)_  1
    u(J3_63)  c_u_state(267)_  1
    u(J3_63)  c_u_state(268)_  1
    u(J3_63)  c_u_state(269)_  1
    u(J3_63)  c_u_state(270)_  1
    u(J3_63)  c_u_start(271)_  -1
    u(J3_63)  c_u_processors(63)_  4
    u(J3_63)  c_u_processors(64)_  4
    u(J3_63)  c_u_processors(65)_  4
    u(J3_63)  c_u_processors(66)_  4
    u(J3_63)  c_u_processors(67)_  4
    u(J3_63)  c_u_processors(68)_  4
    u(J3_63)  c_u_processors(69)_  4
    v(J3_63)  c_u_state(264)_  1
    v(J3_63)  c_u_state(265)_  1
    v(J3_63)  c_u_state(266)_  1
    v(J3_63)  c_u_state(267)_  1
    v(J3_63)  c_u_state(268)_  1
    v(J3_63)  c_u_state(269)_  1
    v(J3_63)  c_u_state(270)_  1
    v(J3_63)  c_u_stop(261)_  -1
    v(J3_63)  c_u_ckpt_after_work(240)_  1
    v(J3_63)  c_u_processors(63)_  4
    v(J3_63)  c_u_processors(64)_  4
    v(J3_63)  c_u_processors(65)_  4
    v(J3_63)  c_u_processors(66)_  4
    v(J3_63)  c_u_processors(67)_  4
    v(J3_63)  c_u_processors(68)_  4
    v(J3_63)  c_u_processors(69)_  4
    u(J3_64)  c_u_state(265)_  1
    u(J3_64)  c_u_state(266)_  1
    u(J3_64)  c_u_state(267)_  1
    u(J3_64)  c_u_state(268)_  1
    u(J3_64)  c_u_state(269)_  1
    u(J3_64)  c_u_state(270)_  1
    u(J3_64)  c_u_state(271)_  1
    u(J3_64)  c_u_start(272)_  -1
    u(J3_64)  c_u_processors(64)_  4
    u(J3_64)  c_u_processors(65)_  4
    u(J3_64)  c_u_processors(66)_  4
    u(J3_64)  c_u_processors(67)_  4
    u(J3_64)  c_u_processors(68)_  4
    u(J3_64)  c_u_processors(69)_  4
    u(J3_64)  c_u_processors(70)_  4
    v(J3_64)  c_u_state(265)_  1
    v(J3_64)  c_u_state(266)_  1
    v(J3_64)  c_u_state(267)_  1
    v(J3_64)  c_u_state(268)_  1
    v(J3_64)  c_u_state(269)_  1
    v(J3_64)  c_u_state(270)_  1
    v(J3_64)  c_u_state(271)_  1
    v(J3_64)  c_u_stop(262)_  -1
    v(J3_64)  c_u_ckpt_after_work(241)_  1
    v(J3_64)  c_u_processors(64)_  4
    v(J3_64)  c_u_processors(65)_  4
    v(J3_64)  c_u_processors(66)_  4
    v(J3_64)  c_u_processors(67)_  4
    v(J3_64)  c_u_processors(68)_  4
    v(J3_64)  c_u_processors(69)_  4
    v(J3_64)  c_u_processors(70)_  4
    u(J3_65)  c_u_state(266)_  1
    u(J3_65)  c_u_state(267)_  1
    u(J3_65)  c_u_state(268)_  1
    u(J3_65)  c_u_state(269)_  1
    u(J3_65)  c_u_state(270)_  1
    u(J3_65)  c_u_state(271)_  1
    u(J3_65)  c_u_state(272)_  1
    u(J3_65)  c_u_start(273)_  -1
    u(J3_65)  c_u_processors(65)_  4
    u(J3_65)  c_u_processors(66)_  4
    u(J3_65)  c_u_processors(67)_  4
    u(J3_65)  c_u_processors(68)_  4
    u(J3_65)  c_u_processors(69)_  4
    u(J3_65)  c_u_processors(70)_  4
    u(J3_65)  c_u_processors(71)_  4
    v(J3_65)  c_u_state(266)_  1
    v(J3_65)  c_u_state(267)_  1
    v(J3_65)  c_u_state(268)_  1
    v(J3_65)  c_u_state(269)_  1
    v(J3_65)  c_u_state(270)_  1
    v(J3_65)  c_u_state(271)_  1
    v(J3_65)  c_u_state(272)_  1
    v(J3_65)  c_u_stop(263)_  -1
    v(J3_65)  c_u_ckpt_after_work(242)_  1
    v(J3_65)  c_u_processors(65)_  4
    v(J3_65)  c_u_processors(66)_  4
    v(J3_65)  c_u_processors(67)_  4
    v(J3_65)  c_u_processors(68)_  4
    v(J3_65)  c_u_processors(69)_  4
    v(J3_65)  c_u_processors(70)_  4
    v(J3_65)  c_u_processors(71)_  4
    u(J3_66)  c_u_state(267)_  1
    u(J3_66)  c_u_state(268)_  1
    u(J3_66)  c_u_state(269)_  1
    u(J3_66)  c_u_state(270)_  1
    u(J3_66)  c_u_state(271)_  1
    u(J3_66)  c_u_state(272)_  1
    u(J3_66)  c_u_state(273)_  1
    u(J3_66)  c_u_start(274)_  -1
    u(J3_66)  c_u_processors(66)_  4
    u(J3_66)  c_u_processors(67)_  4
    u(J3_66)  c_u_processors(68)_  4
    u(J3_66)  c_u_processors(69)_  4
    u(J3_66)  c_u_processors(70)_  4
    u(J3_66)  c_u_processors(71)_  4
    u(J3_66)  c_u_processors(72)_  4
    v(J3_66)  c_u_state(267)_  1
    v(J3_66)  c_u_state(268)_  1
    v(J3_66)  c_u_state(269)_  1
    v(J3_66)  c_u_state(270)_  1
    v(J3_66)  c_u_state(271)_  1
    v(J3_66)  c_u_state(272)_  1
    v(J3_66)  c_u_state(273)_  1
    v(J3_66)  c_u_stop(264)_  -1
    v(J3_66)  c_u_ckpt_after_work(243)_  1
    v(J3_66)  c_u_processors(66)_  4
    v(J3_66)  c_u_processors(67)_  4
    v(J3_66)  c_u_processors(68)_  4
    v(J3_66)  c_u_processors(69)_  4
    v(J3_66)  c_u_processors(70)_  4
    v(J3_66)  c_u_processors(71)_  4
    v(J3_66)  c_u_processors(72)_  4
    u(J3_67)  c_u_state(268)_  1
    u(J3_67)  c_u_state(269)_  1
    u(J3_67)  c_u_state(270)_  1
    u(J3_67)  c_u_state(271)_  1
    u(J3_67)  c_u_state(272)_  1
    u(J3_67)  c_u_state(273)_  1
    u(J3_67)  c_u_state(274)_  1
    u(J3_67)  c_u_start(275)_  -1
    u(J3_67)  c_u_processors(67)_  4
    u(J3_67)  c_u_processors(68)_  4
    u(J3_67)  c_u_processors(69)_  4
    u(J3_67)  c_u_processors(70)_  4
    u(J3_67)  c_u_processors(71)_  4
    u(J3_67)  c_u_processors(72)_  4
    u(J3_67)  c_u_processors(73)_  4
    v(J3_67)  c_u_state(268)_  1
    v(J3_67)  c_u_state(269)_  1
    v(J3_67)  c_u_state(270)_  1
    v(J3_67)  c_u_state(271)_  1
    v(J3_67)  c_u_state(272)_  1
    v(J3_67)  c_u_state(273)_  1
    v(J3_67)  c_u_state(274)_  1
    v(J3_67)  c_u_stop(265)_  -1
    v(J3_67)  c_u_ckpt_after_work(244)_  1
    v(J3_67)  c_u_processors(67)_  4
    v(J3_67)  c_u_processors(68)_  4
    v(J3_67)  c_u_processors(69)_  4
    v(J3_67)  c_u_processors(70)_  4
    v(J3_67)  c_u_processors(71)_  4
    v(J3_67)  c_u_processors(72)_  4
    v(J3_67)  c_u_processors(73)_  4
    u(J3_68)  c_u_state(269)_  1
    u(J3_68)  c_u_state(270)_  1
    u(J3_68)  c_u_state(271)_  1
    u(J3_68)  c_u_state(272)_  1
    u(J3_68)  c_u_state(273)_  1
    u(J3_68)  c_u_state(274)_  1
    u(J3_68)  c_u_state(275)_  1
    u(J3_68)  c_u_start(276)_  -1
    u(J3_68)  c_u_processors(68)_  4
    u(J3_68)  c_u_processors(69)_  4
    u(J3_68)  c_u_processors(70)_  4
    u(J3_68)  c_u_processors(71)_  4
    u(J3_68)  c_u_processors(72)_  4
    u(J3_68)  c_u_processors(73)_  4
    u(J3_68)  c_u_processors(74)_  4
    v(J3_68)  c_u_state(269)_  1
    v(J3_68)  c_u_state(270)_  1
    v(J3_68)  c_u_state(271)_  1
    v(J3_68)  c_u_state(272)_  1
    v(J3_68)  c_u_state(273)_  1
    v(J3_68)  c_u_state(274)_  1
    v(J3_68)  c_u_state(275)_  1
    v(J3_68)  c_u_stop(266)_  -1
    v(J3_68)  c_u_ckpt_after_work(245)_  1
    v(J3_68)  c_u_processors(68)_  4
    v(J3_68)  c_u_processors(69)_  4
    v(J3_68)  c_u_processors(70)_  4
    v(J3_68)  c_u_processors(71)_  4
    v(J3_68)  c_u_processors(72)_  4
    v(J3_68)  c_u_processors(73)_  4
    v(J3_68)  c_u_processors(74)_  4
    u(J3_69)  c_u_state(270)_  1
    u(J3_69)  c_u_state(271)_  1
    u(J3_69)  c_u_state(272)_  1
    u(J3_69)  c_u_state(273)_  1
    u(J3_69)  c_u_state(274)_  1
    u(J3_69)  c_u_state(275)_  1
    u(J3_69)  c_u_state(276)_  1
    u(J3_69)  c_u_start(277)_  -1
    u(J3_69)  c_u_processors(69)_  4
    u(J3_69)  c_u_processors(70)_  4
    u(J3_69)  c_u_processors(71)_  4
    u(J3_69)  c_u_processors(72)_  4
    u(J3_69)  c_u_processors(73)_  4
    u(J3_69)  c_u_processors(74)_  4
    u(J3_69)  c_u_processors(75)_  4
    v(J3_69)  c_u_state(270)_  1
    v(J3_69)  c_u_state(271)_  1
    v(J3_69)  c_u_state(272)_  1
    v(J3_69)  c_u_state(273)_  1
    v(J3_69)  c_u_state(274)_  1
    v(J3_69)  c_u_state(275)_  1
    v(J3_69)  c_u_state(276)_  1
    v(J3_69)  c_u_stop(267)_  -1
    v(J3_69)  c_u_ckpt_after_work(246)_  1
    v(J3_69)  c_u_processors(69)_  4
    v(J3_69)  c_u_processors(70)_  4
    v(J3_69)  c_u_processors(71)_  4
    v(J3_69)  c_u_processors(72)_  4
    v(J3_69)  c_u_processors(73)_  4
    v(J3_69)  c_u_processors(74)_  4
    v(J3_69)  c_u_processors(75)_  4
    u(J3_70)  c_u_state(271)_  1
    u(J3_70)  c_u_state(272)_  1
    u(J3_70)  c_u_state(273)_  1
    u(J3_70)  c_u_state(274)_  1
    u(J3_70)  c_u_state(275)_  1
    u(J3_70)  c_u_state(276)_  1
    u(J3_70)  c_u_state(277)_  1
    u(J3_70)  c_u_start(278)_  -1
    u(J3_70)  c_u_processors(70)_  4
    u(J3_70)  c_u_processors(71)_  4
    u(J3_70)  c_u_processors(72)_  4
    u(J3_70)  c_u_processors(73)_  4
    u(J3_70)  c_u_processors(74)_  4
    u(J3_70)  c_u_processors(75)_  4
    u(J3_70)  c_u_processors(76)_  4
    v(J3_70)  c_u_state(271)_  1
    v(J3_70)  c_u_state(272)_  1
    v(J3_70)  c_u_state(273)_  1
    v(J3_70)  c_u_state(274)_  1
    v(J3_70)  c_u_state(275)_  1
    v(J3_70)  c_u_state(276)_  1
    v(J3_70)  c_u_state(277)_  1
    v(J3_70)  c_u_stop(268)_  -1
    v(J3_70)  c_u_ckpt_after_work(247)_  1
    v(J3_70)  c_u_processors(70)_  4
    v(J3_70)  c_u_processors(71)_  4
    v(J3_70)  c_u_processors(72)_  4
    v(J3_70)  c_u_processors(73)_  4
    v(J3_70)  c_u_processors(74)_  4
    v(J3_70)  c_u_processors(75)_  4
    v(J3_70)  c_u_processors(76)_  4
    u(J3_71)  c_u_state(272)_  1
    u(J3_71)  c_u_state(273)_  1
    u(J3_71)  c_u_state(274)_  1
    u(J3_71)  c_u_state(275)_  1
    u(J3_71)  c_u_state(276)_  1
    u(J3_71)  c_u_state(277)_  1
    u(J3_71)  c_u_state(278)_  1
    u(J3_71)  c_u_start(279)_  -1
    u(J3_71)  c_u_processors(71)_  4
    u(J3_71)  c_u_processors(72)_  4
    u(J3_71)  c_u_processors(73)_  4
    u(J3_71)  c_u_processors(74)_  4
    u(J3_71)  c_u_processors(75)_  4
    u(J3_71)  c_u_processors(76)_  4
    u(J3_71)  c_u_processors(77)_  4
    v(J3_71)  c_u_state(272)_  1
    v(J3_71)  c_u_state(273)_  1
    v(J3_71)  c_u_state(274)_  1
    v(J3_71)  c_u_state(275)_  1
    v(J3_71)  c_u_state(276)_  1
    v(J3_71)  c_u_state(277)_  1
    v(J3_71)  c_u_state(278)_  1
    v(J3_71)  c_u_stop(269)_  -1
    v(J3_71)  c_u_ckpt_after_work(248)_  1
    v(J3_71)  c_u_processors(71)_  4
    v(J3_71)  c_u_processors(72)_  4
    v(J3_71)  c_u_processors(73)_  4
    v(J3_71)  c_u_processors(74)_  4
    v(J3_71)  c_u_processors(75)_  4
    v(J3_71)  c_u_processors(76)_  4
    v(J3_71)  c_u_processors(77)_  4
    u(J3_72)  c_u_state(273)_  1
    u(J3_72)  c_u_state(274)_  1
    u(J3_72)  c_u_state(275)_  1
    u(J3_72)  c_u_state(276)_  1
    u(J3_72)  c_u_state(277)_  1
    u(J3_72)  c_u_state(278)_  1
    u(J3_72)  c_u_state(279)_  1
    u(J3_72)  c_u_start(280)_  -1
    u(J3_72)  c_u_processors(72)_  4
    u(J3_72)  c_u_processors(73)_  4
    u(J3_72)  c_u_processors(74)_  4
    u(J3_72)  c_u_processors(75)_  4
    u(J3_72)  c_u_processors(76)_  4
    u(J3_72)  c_u_processors(77)_  4
    u(J3_72)  c_u_processors(78)_  4
    v(J3_72)  c_u_state(273)_  1
    v(J3_72)  c_u_state(274)_  1
    v(J3_72)  c_u_state(275)_  1
    v(J3_72)  c_u_state(276)_  1
    v(J3_72)  c_u_state(277)_  1
    v(J3_72)  c_u_state(278)_  1
    v(J3_72)  c_u_state(279)_  1
    v(J3_72)  c_u_stop(270)_  -1
    v(J3_72)  c_u_ckpt_after_work(249)_  1
    v(J3_72)  c_u_processors(72)_  4
    v(J3_72)  c_u_processors(73)_  4
    v(J3_72)  c_u_processors(74)_  4
    v(J3_72)  c_u_processors(75)_  4
    v(J3_72)  c_u_processors(76)_  4
    v(J3_72)  c_u_processors(77)_  4
    v(J3_72)  c_u_processors(78)_  4
    u(J3_73)  c_u_state(274)_  1
    u(J3_73)  c_u_state(275)_  1
    u(J3_73)  c_u_state(276)_  1
    u(J3_73)  c_u_state(277)_  1
    u(J3_73)  c_u_state(278)_  1
    u(J3_73)  c_u_state(279)_  1
    u(J3_73)  c_u_state(280)_  1
    u(J3_73)  c_u_start(281)_  -1
    u(J3_73)  c_u_processors(73)_  4
    u(J3_73)  c_u_processors(74)_  4
    u(J3_73)  c_u_processors(75)_  4
    u(J3_73)  c_u_processors(76)_  4
    u(J3_73)  c_u_processors(77)_  4
    u(J3_73)  c_u_processors(78)_  4
    u(J3_73)  c_u_processors(79)_  4
    v(J3_73)  c_u_state(274)_  1
    v(J3_73)  c_u_state(275)_  1
    v(J3_73)  c_u_state(276)_  1
    v(J3_73)  c_u_state(277)_  1
    v(J3_73)  c_u_state(278)_  1
    v(J3_73)  c_u_state(279)_  1
    v(J3_73)  c_u_state(280)_  1
    v(J3_73)  c_u_stop(271)_  -1
    v(J3_73)  c_u_ckpt_after_work(250)_  1
    v(J3_73)  c_u_processors(73)_  4
    v(J3_73)  c_u_processors(74)_  4
    v(J3_73)  c_u_processors(75)_  4
    v(J3_73)  c_u_processors(76)_  4
    v(J3_73)  c_u_processors(77)_  4
    v(J3_73)  c_u_processors(78)_  4
    v(J3_73)  c_u_processors(79)_  4
    u(J3_74)  c_u_state(275)_  1
    u(J3_74)  c_u_state(276)_  1
    u(J3_74)  c_u_state(277)_  1
    u(J3_74)  c_u_state(278)_  1
    u(J3_74)  c_u_state(279)_  1
    u(J3_74)  c_u_state(280)_  1
    u(J3_74)  c_u_state(281)_  1
    u(J3_74)  c_u_start(282)_  -1
    u(J3_74)  c_u_processors(74)_  4
    u(J3_74)  c_u_processors(75)_  4
    u(J3_74)  c_u_processors(76)_  4
    u(J3_74)  c_u_processors(77)_  4
    u(J3_74)  c_u_processors(78)_  4
    u(J3_74)  c_u_processors(79)_  4
    u(J3_74)  c_u_processors(80)_  4
    v(J3_74)  c_u_state(275)_  1
    v(J3_74)  c_u_state(276)_  1
    v(J3_74)  c_u_state(277)_  1
    v(J3_74)  c_u_state(278)_  1
    v(J3_74)  c_u_state(279)_  1
    v(J3_74)  c_u_state(280)_  1
    v(J3_74)  c_u_state(281)_  1
    v(J3_74)  c_u_stop(272)_  -1
    v(J3_74)  c_u_ckpt_after_work(251)_  1
    v(J3_74)  c_u_processors(74)_  4
    v(J3_74)  c_u_processors(75)_  4
    v(J3_74)  c_u_processors(76)_  4
    v(J3_74)  c_u_processors(77)_  4
    v(J3_74)  c_u_processors(78)_  4
    v(J3_74)  c_u_processors(79)_  4
    v(J3_74)  c_u_processors(80)_  4
    u(J3_75)  c_u_state(276)_  1
    u(J3_75)  c_u_state(277)_  1
    u(J3_75)  c_u_state(278)_  1
    u(J3_75)  c_u_state(279)_  1
    u(J3_75)  c_u_state(280)_  1
    u(J3_75)  c_u_state(281)_  1
    u(J3_75)  c_u_state(282)_  1
    u(J3_75)  c_u_start(283)_  -1
    u(J3_75)  c_u_processors(75)_  4
    u(J3_75)  c_u_processors(76)_  4
    u(J3_75)  c_u_processors(77)_  4
    u(J3_75)  c_u_processors(78)_  4
    u(J3_75)  c_u_processors(79)_  4
    u(J3_75)  c_u_processors(80)_  4
    u(J3_75)  c_u_processors(81)_  4
    v(J3_75)  c_u_state(276)_  1
    v(J3_75)  c_u_state(277)_  1
    v(J3_75)  c_u_state(278)_  1
    v(J3_75)  c_u_state(279)_  1
    v(J3_75)  c_u_state(280)_  1
    v(J3_75)  c_u_state(281)_  1
    v(J3_75)  c_u_state(282)_  1
    v(J3_75)  c_u_stop(273)_  -1
    v(J3_75)  c_u_ckpt_after_work(252)_  1
    v(J3_75)  c_u_processors(75)_  4
    v(J3_75)  c_u_processors(76)_  4
    v(J3_75)  c_u_processors(77)_  4
    v(J3_75)  c_u_processors(78)_  4
    v(J3_75)  c_u_processors(79)_  4
    v(J3_75)  c_u_processors(80)_  4
    v(J3_75)  c_u_processors(81)_  4
    u(J3_76)  c_u_state(277)_  1
    u(J3_76)  c_u_state(278)_  1
    u(J3_76)  c_u_state(279)_  1
    u(J3_76)  c_u_state(280)_  1
    u(J3_76)  c_u_state(281)_  1
    u(J3_76)  c_u_state(282)_  1
    u(J3_76)  c_u_state(283)_  1
    u(J3_76)  c_u_start(284)_  -1
    u(J3_76)  c_u_processors(76)_  4
    u(J3_76)  c_u_processors(77)_  4
    u(J3_76)  c_u_processors(78)_  4
    u(J3_76)  c_u_processors(79)_  4
    u(J3_76)  c_u_processors(80)_  4
    u(J3_76)  c_u_processors(81)_  4
    u(J3_76)  c_u_processors(82)_  4
    v(J3_76)  c_u_state(277)_  1
    v(J3_76)  c_u_state(278)_  1
    v(J3_76)  c_u_state(279)_  1
    v(J3_76)  c_u_state(280)_  1
    v(J3_76)  c_u_state(281)_  1
    v(J3_76)  c_u_state(282)_  1
    v(J3_76)  c_u_state(283)_  1
    v(J3_76)  c_u_stop(274)_  -1
    v(J3_76)  c_u_ckpt_after_work(253)_  1
    v(J3_76)  c_u_processors(76)_  4
    v(J3_76)  c_u_processors(77)_  4
    v(J3_76)  c_u_processors(78)_  4
    v(J3_76)  c_u_processors(79)_  4
    v(J3_76)  c_u_processors(80)_  4
    v(J3_76)  c_u_processors(81)_  4
    v(J3_76)  c_u_processors(82)_  4
    u(J3_77)  c_u_state(278)_  1
    u(J3_77)  c_u_state(279)_  1
    u(J3_77)  c_u_state(280)_  1
    u(J3_77)  c_u_state(281)_  1
    u(J3_77)  c_u_state(282)_  1
    u(J3_77)  c_u_state(283)_  1
    u(J3_77)  c_u_state(284)_  1
    u(J3_77)  c_u_start(285)_  -1
    u(J3_77)  c_u_processors(77)_  4
    u(J3_77)  c_u_processors(78)_  4
    u(J3_77)  c_u_processors(79)_  4
    u(J3_77)  c_u_processors(80)_  4
    u(J3_77)  c_u_processors(81)_  4
    u(J3_77)  c_u_processors(82)_  4
    u(J3_77)  c_u_processors(83)_  4
    v(J3_77)  c_u_state(278)_  1
    v(J3_77)  c_u_state(279)_  1
    v(J3_77)  c_u_state(280)_  1
    v(J3_77)  c_u_state(281)_  1
    v(J3_77)  c_u_state(282)_  1
    v(J3_77)  c_u_state(283)_  1
    v(J3_77)  c_u_state(284)_  1
    v(J3_77)  c_u_stop(275)_  -1
    v(J3_77)  c_u_ckpt_after_work(254)_  1
    v(J3_77)  c_u_processors(77)_  4
    v(J3_77)  c_u_processors(78)_  4
    v(J3_77)  c_u_processors(79)_  4
    v(J3_77)  c_u_processors(80)_  4
    v(J3_77)  c_u_processors(81)_  4
    v(J3_77)  c_u_processors(82)_  4
    v(J3_77)  c_u_processors(83)_  4
    u(J3_78)  c_u_state(279)_  1
    u(J3_78)  c_u_state(280)_  1
    u(J3_78)  c_u_state(281)_  1
    u(J3_78)  c_u_state(282)_  1
    u(J3_78)  c_u_state(283)_  1
    u(J3_78)  c_u_state(284)_  1
    u(J3_78)  c_u_state(285)_  1
    u(J3_78)  c_u_start(286)_  -1
    u(J3_78)  c_u_processors(78)_  4
    u(J3_78)  c_u_processors(79)_  4
    u(J3_78)  c_u_processors(80)_  4
    u(J3_78)  c_u_processors(81)_  4
    u(J3_78)  c_u_processors(82)_  4
    u(J3_78)  c_u_processors(83)_  4
    u(J3_78)  c_u_processors(84)_  4
    v(J3_78)  c_u_state(279)_  1
    v(J3_78)  c_u_state(280)_  1
    v(J3_78)  c_u_state(281)_  1
    v(J3_78)  c_u_state(282)_  1
    v(J3_78)  c_u_state(283)_  1
    v(J3_78)  c_u_state(284)_  1
    v(J3_78)  c_u_state(285)_  1
    v(J3_78)  c_u_stop(276)_  -1
    v(J3_78)  c_u_ckpt_after_work(255)_  1
    v(J3_78)  c_u_processors(78)_  4
    v(J3_78)  c_u_processors(79)_  4
    v(J3_78)  c_u_processors(80)_  4
    v(J3_78)  c_u_processors(81)_  4
    v(J3_78)  c_u_processors(82)_  4
    v(J3_78)  c_u_processors(83)_  4
    v(J3_78)  c_u_processors(84)_  4
    u(J3_79)  c_u_state(280)_  1
    u(J3_79)  c_u_state(281)_  1
    u(J3_79)  c_u_state(282)_  1
    u(J3_79)  c_u_state(283)_  1
    u(J3_79)  c_u_state(284)_  1
    u(J3_79)  c_u_state(285)_  1
    u(J3_79)  c_u_state(286)_  1
    u(J3_79)  c_u_start(287)_  -1
    u(J3_79)  c_u_processors(79)_  4
    u(J3_79)  c_u_processors(80)_  4
    u(J3_79)  c_u_processors(81)_  4
    u(J3_79)  c_u_processors(82)_  4
    u(J3_79)  c_u_processors(83)_  4
    u(J3_79)  c_u_processors(84)_  4
    u(J3_79)  c_u_processors(85)_  4
    v(J3_79)  c_u_state(280)_  1
    v(J3_79)  c_u_state(281)_  1
    v(J3_79)  c_u_state(282)_  1
    v(J3_79)  c_u_state(283)_  1
    v(J3_79)  c_u_state(284)_  1
    v(J3_79)  c_u_state(285)_  1
    v(J3_79)  c_u_state(286)_  1
    v(J3_79)  c_u_stop(277)_  -1
    v(J3_79)  c_u_ckpt_after_work(256)_  1
    v(J3_79)  c_u_processors(79)_  4
    v(J3_79)  c_u_processors(80)_  4
    v(J3_79)  c_u_processors(81)_  4
    v(J3_79)  c_u_processors(82)_  4
    v(J3_79)  c_u_processors(83)_  4
    v(J3_79)  c_u_processors(84)_  4
    v(J3_79)  c_u_processors(85)_  4
    u(J3_80)  c_u_state(281)_  1
    u(J3_80)  c_u_state(282)_  1
    u(J3_80)  c_u_state(283)_  1
    u(J3_80)  c_u_state(284)_  1
    u(J3_80)  c_u_state(285)_  1
    u(J3_80)  c_u_state(286)_  1
    u(J3_80)  c_u_state(287)_  1
    u(J3_80)  c_u_start(288)_  -1
    u(J3_80)  c_u_processors(80)_  4
    u(J3_80)  c_u_processors(81)_  4
    u(J3_80)  c_u_processors(82)_  4
    u(J3_80)  c_u_processors(83)_  4
    u(J3_80)  c_u_processors(84)_  4
    u(J3_80)  c_u_processors(85)_  4
    u(J3_80)  c_u_processors(86)_  4
    v(J3_80)  c_u_state(281)_  1
    v(J3_80)  c_u_state(282)_  1
    v(J3_80)  c_u_state(283)_  1
    v(J3_80)  c_u_state(284)_  1
    v(J3_80)  c_u_state(285)_  1
    v(J3_80)  c_u_state(286)_  1
    v(J3_80)  c_u_state(287)_  1
    v(J3_80)  c_u_stop(278)_  -1
    v(J3_80)  c_u_ckpt_after_work(257)_  1
    v(J3_80)  c_u_processors(80)_  4
    v(J3_80)  c_u_processors(81)_  4
    v(J3_80)  c_u_processors(82)_  4
    v(J3_80)  c_u_processors(83)_  4
    v(J3_80)  c_u_processors(84)_  4
    v(J3_80)  c_u_processors(85)_  4
    v(J3_80)  c_u_processors(86)_  4
    u(J3_81)  c_u_state(282)_  1
    u(J3_81)  c_u_state(283)_  1
    u(J3_81)  c_u_state(284)_  1
    u(J3_81)  c_u_state(285)_  1
    u(J3_81)  c_u_state(286)_  1
    u(J3_81)  c_u_state(287)_  1
    u(J3_81)  c_u_state(288)_  1
    u(J3_81)  c_u_start(289)_  -1
    u(J3_81)  c_u_processors(81)_  4
    u(J3_81)  c_u_processors(82)_  4
    u(J3_81)  c_u_processors(83)_  4
    u(J3_81)  c_u_processors(84)_  4
    u(J3_81)  c_u_processors(85)_  4
    u(J3_81)  c_u_processors(86)_  4
    u(J3_81)  c_u_processors(87)_  4
    v(J3_81)  c_u_state(282)_  1
    v(J3_81)  c_u_state(283)_  1
    v(J3_81)  c_u_state(284)_  1
    v(J3_81)  c_u_state(285)_  1
    v(J3_81)  c_u_state(286)_  1
    v(J3_81)  c_u_state(287)_  1
    v(J3_81)  c_u_state(288)_  1
    v(J3_81)  c_u_stop(279)_  -1
    v(J3_81)  c_u_ckpt_after_work(258)_  1
    v(J3_81)  c_u_processors(81)_  4
    v(J3_81)  c_u_processors(82)_  4
    v(J3_81)  c_u_processors(83)_  4
    v(J3_81)  c_u_processors(84)_  4
    v(J3_81)  c_u_processors(85)_  4
    v(J3_81)  c_u_processors(86)_  4
    v(J3_81)  c_u_processors(87)_  4
    u(J3_82)  c_u_state(283)_  1
    u(J3_82)  c_u_state(284)_  1
    u(J3_82)  c_u_state(285)_  1
    u(J3_82)  c_u_state(286)_  1
    u(J3_82)  c_u_state(287)_  1
    u(J3_82)  c_u_state(288)_  1
    u(J3_82)  c_u_state(289)_  1
    u(J3_82)  c_u_start(290)_  -1
    u(J3_82)  c_u_processors(82)_  4
    u(J3_82)  c_u_processors(83)_  4
    u(J3_82)  c_u_processors(84)_  4
    u(J3_82)  c_u_processors(85)_  4
    u(J3_82)  c_u_processors(86)_  4
    u(J3_82)  c_u_processors(87)_  4
    u(J3_82)  c_u_processors(88)_  4
    v(J3_82)  c_u_state(283)_  1
    v(J3_82)  c_u_state(284)_  1
    v(J3_82)  c_u_state(285)_  1
    v(J3_82)  c_u_state(286)_  1
    v(J3_82)  c_u_state(287)_  1
    v(J3_82)  c_u_state(288)_  1
    v(J3_82)  c_u_state(289)_  1
    v(J3_82)  c_u_stop(280)_  -1
    v(J3_82)  c_u_ckpt_after_work(259)_  1
    v(J3_82)  c_u_processors(82)_  4
    v(J3_82)  c_u_processors(83)_  4
    v(J3_82)  c_u_processors(84)_  4
    v(J3_82)  c_u_processors(85)_  4
    v(J3_82)  c_u_processors(86)_  4
    v(J3_82)  c_u_processors(87)_  4
    v(J3_82)  c_u_processors(88)_  4
    u(J3_83)  c_u_state(284)_  1
    u(J3_83)  c_u_state(285)_  1
    u(J3_83)  c_u_state(286)_  1
    u(J3_83)  c_u_state(287)_  1
    u(J3_83)  c_u_state(288)_  1
    u(J3_83)  c_u_state(289)_  1
    u(J3_83)  c_u_state(290)_  1
    u(J3_83)  c_u_start(291)_  -1
    u(J3_83)  c_u_processors(83)_  4
    u(J3_83)  c_u_processors(84)_  4
    u(J3_83)  c_u_processors(85)_  4
    u(J3_83)  c_u_processors(86)_  4
    u(J3_83)  c_u_processors(87)_  4
    u(J3_83)  c_u_processors(88)_  4
    u(J3_83)  c_u_processors(89)_  4
    v(J3_83)  c_u_state(284)_  1
    v(J3_83)  c_u_state(285)_  1
    v(J3_83)  c_u_state(286)_  1
    v(J3_83)  c_u_state(287)_  1
    v(J3_83)  c_u_state(288)_  1
    v(J3_83)  c_u_state(289)_  1
    v(J3_83)  c_u_state(290)_  1
    v(J3_83)  c_u_stop(281)_  -1
    v(J3_83)  c_u_ckpt_after_work(260)_  1
    v(J3_83)  c_u_processors(83)_  4
    v(J3_83)  c_u_processors(84)_  4
    v(J3_83)  c_u_processors(85)_  4
    v(J3_83)  c_u_processors(86)_  4
    v(J3_83)  c_u_processors(87)_  4
    v(J3_83)  c_u_processors(88)_  4
    v(J3_83)  c_u_processors(89)_  4
    u(J3_84)  c_u_state(285)_  1
    u(J3_84)  c_u_state(286)_  1
    u(J3_84)  c_u_state(287)_  1
    u(J3_84)  c_u_state(288)_  1
    u(J3_84)  c_u_state(289)_  1
    u(J3_84)  c_u_state(290)_  1
    u(J3_84)  c_u_state(291)_  1
    u(J3_84)  c_u_start(292)_  -1
    u(J3_84)  c_u_processors(84)_  4
    u(J3_84)  c_u_processors(85)_  4
    u(J3_84)  c_u_processors(86)_  4
    u(J3_84)  c_u_processors(87)_  4
    u(J3_84)  c_u_processors(88)_  4
    u(J3_84)  c_u_processors(89)_  4
    u(J3_84)  c_u_processors(90)_  4
    v(J3_84)  c_u_state(285)_  1
    v(J3_84)  c_u_state(286)_  1
    v(J3_84)  c_u_state(287)_  1
    v(J3_84)  c_u_state(288)_  1
    v(J3_84)  c_u_state(289)_  1
    v(J3_84)  c_u_state(290)_  1
    v(J3_84)  c_u_state(291)_  1
    v(J3_84)  c_u_stop(282)_  -1
    v(J3_84)  c_u_ckpt_after_work(261)_  1
    v(J3_84)  c_u_processors(84)_  4
    v(J3_84)  c_u_processors(85)_  4
    v(J3_84)  c_u_processors(86)_  4
    v(J3_84)  c_u_processors(87)_  4
    v(J3_84)  c_u_processors(88)_  4
    v(J3_84)  c_u_processors(89)_  4
    v(J3_84)  c_u_processors(90)_  4
    u(J3_85)  c_u_state(286)_  1
    u(J3_85)  c_u_state(287)_  1
    u(J3_85)  c_u_state(288)_  1
    u(J3_85)  c_u_state(289)_  1
    u(J3_85)  c_u_state(290)_  1
    u(J3_85)  c_u_state(291)_  1
    u(J3_85)  c_u_state(292)_  1
    u(J3_85)  c_u_start(293)_  -1
    u(J3_85)  c_u_processors(85)_  4
    u(J3_85)  c_u_processors(86)_  4
    u(J3_85)  c_u_processors(87)_  4
    u(J3_85)  c_u_processors(88)_  4
    u(J3_85)  c_u_processors(89)_  4
    u(J3_85)  c_u_processors(90)_  4
    u(J3_85)  c_u_processors(91)_  4
    v(J3_85)  c_u_state(286)_  1
    v(J3_85)  c_u_state(287)_  1
    v(J3_85)  c_u_state(288)_  1
    v(J3_85)  c_u_state(289)_  1
    v(J3_85)  c_u_state(290)_  1
    v(J3_85)  c_u_state(291)_  1
    v(J3_85)  c_u_state(292)_  1
    v(J3_85)  c_u_stop(283)_  -1
    v(J3_85)  c_u_ckpt_after_work(262)_  1
    v(J3_85)  c_u_processors(85)_  4
    v(J3_85)  c_u_processors(86)_  4
    v(J3_85)  c_u_processors(87)_  4
    v(J3_85)  c_u_processors(88)_  4
    v(J3_85)  c_u_processors(89)_  4
    v(J3_85)  c_u_processors(90)_  4
    v(J3_85)  c_u_processors(91)_  4
    u(J3_86)  c_u_state(287)_  1
    u(J3_86)  c_u_state(288)_  1
    u(J3_86)  c_u_state(289)_  1
    u(J3_86)  c_u_state(290)_  1
    u(J3_86)  c_u_state(291)_  1
    u(J3_86)  c_u_state(292)_  1
    u(J3_86)  c_u_state(293)_  1
    u(J3_86)  c_u_start(294)_  -1
    u(J3_86)  c_u_processors(86)_  4
    u(J3_86)  c_u_processors(87)_  4
    u(J3_86)  c_u_processors(88)_  4
    u(J3_86)  c_u_processors(89)_  4
    u(J3_86)  c_u_processors(90)_  4
    u(J3_86)  c_u_processors(91)_  4
    u(J3_86)  c_u_processors(92)_  4
    v(J3_86)  c_u_state(287)_  1
    v(J3_86)  c_u_state(288)_  1
    v(J3_86)  c_u_state(289)_  1
    v(J3_86)  c_u_state(290)_  1
    v(J3_86)  c_u_state(291)_  1
    v(J3_86)  c_u_state(292)_  1
    v(J3_86)  c_u_state(293)_  1
    v(J3_86)  c_u_stop(284)_  -1
    v(J3_86)  c_u_ckpt_after_work(263)_  1
    v(J3_86)  c_u_processors(86)_  4
    v(J3_86)  c_u_processors(87)_  4
    v(J3_86)  c_u_processors(88)_  4
    v(J3_86)  c_u_processors(89)_  4
    v(J3_86)  c_u_processors(90)_  4
    v(J3_86)  c_u_processors(91)_  4
    v(J3_86)  c_u_processors(92)_  4
    u(J3_87)  c_u_state(288)_  1
    u(J3_87)  c_u_state(289)_  1
    u(J3_87)  c_u_state(290)_  1
    u(J3_87)  c_u_state(291)_  1
    u(J3_87)  c_u_state(292)_  1
    u(J3_87)  c_u_state(293)_  1
    u(J3_87)  c_u_state(294)_  1
    u(J3_87)  c_u_start(295)_  -1
    u(J3_87)  c_u_processors(87)_  4
    u(J3_87)  c_u_processors(88)_  4
    u(J3_87)  c_u_processors(89)_  4
    u(J3_87)  c_u_processors(90)_  4
    u(J3_87)  c_u_processors(91)_  4
    u(J3_87)  c_u_processors(92)_  4
    u(J3_87)  c_u_processors(93)_  4
    v(J3_87)  c_u_state(288)_  1
    v(J3_87)  c_u_state(289)_  1
    v(J3_87)  c_u_state(290)_  1
    v(J3_87)  c_u_state(291)_  1
    v(J3_87)  c_u_state(292)_  1
    v(J3_87)  c_u_state(293)_  1
    v(J3_87)  c_u_state(294)_  1
    v(J3_87)  c_u_stop(285)_  -1
    v(J3_87)  c_u_ckpt_after_work(264)_  1
    v(J3_87)  c_u_processors(87)_  4
    v(J3_87)  c_u_processors(88)_  4
    v(J3_87)  c_u_processors(89)_  4
    v(J3_87)  c_u_processors(90)_  4
    v(J3_87)  c_u_processors(91)_  4
    v(J3_87)  c_u_processors(92)_  4
    v(J3_87)  c_u_processors(93)_  4
    u(J3_88)  c_u_state(289)_  1
    u(J3_88)  c_u_state(290)_  1
    u(J3_88)  c_u_state(291)_  1
    u(J3_88)  c_u_state(292)_  1
    u(J3_88)  c_u_state(293)_  1
    u(J3_88)  c_u_state(294)_  1
    u(J3_88)  c_u_state(295)_  1
    u(J3_88)  c_u_start(296)_  -1
    u(J3_88)  c_u_processors(88)_  4
    u(J3_88)  c_u_processors(89)_  4
    u(J3_88)  c_u_processors(90)_  4
    u(J3_88)  c_u_processors(91)_  4
    u(J3_88)  c_u_processors(92)_  4
    u(J3_88)  c_u_processors(93)_  4
    u(J3_88)  c_u_processors(94)_  4
    v(J3_88)  c_u_state(289)_  1
    v(J3_88)  c_u_state(290)_  1
    v(J3_88)  c_u_state(291)_  1
    v(J3_88)  c_u_state(292)_  1
    v(J3_88)  c_u_state(293)_  1
    v(J3_88)  c_u_state(294)_  1
    v(J3_88)  c_u_state(295)_  1
    v(J3_88)  c_u_stop(286)_  -1
    v(J3_88)  c_u_ckpt_after_work(265)_  1
    v(J3_88)  c_u_processors(88)_  4
    v(J3_88)  c_u_processors(89)_  4
    v(J3_88)  c_u_processors(90)_  4
    v(J3_88)  c_u_processors(91)_  4
    v(J3_88)  c_u_processors(92)_  4
    v(J3_88)  c_u_processors(93)_  4
    v(J3_88)  c_u_processors(94)_  4
    u(J3_89)  c_u_state(290)_  1
    u(J3_89)  c_u_state(291)_  1
    u(J3_89)  c_u_state(292)_  1
    u(J3_89)  c_u_state(293)_  1
    u(J3_89)  c_u_state(294)_  1
    u(J3_89)  c_u_state(295)_  1
    u(J3_89)  c_u_state(296)_  1
    u(J3_89)  c_u_start(297)_  -1
    u(J3_89)  c_u_processors(89)_  4
    u(J3_89)  c_u_processors(90)_  4
    u(J3_89)  c_u_processors(91)_  4
    u(J3_89)  c_u_processors(92)_  4
    u(J3_89)  c_u_processors(93)_  4
    u(J3_89)  c_u_processors(94)_  4
    u(J3_89)  c_u_processors(95)_  4
    v(J3_89)  c_u_state(290)_  1
    v(J3_89)  c_u_state(291)_  1
    v(J3_89)  c_u_state(292)_  1
    v(J3_89)  c_u_state(293)_  1
    v(J3_89)  c_u_state(294)_  1
    v(J3_89)  c_u_state(295)_  1
    v(J3_89)  c_u_state(296)_  1
    v(J3_89)  c_u_stop(287)_  -1
    v(J3_89)  c_u_ckpt_after_work(266)_  1
    v(J3_89)  c_u_processors(89)_  4
    v(J3_89)  c_u_processors(90)_  4
    v(J3_89)  c_u_processors(91)_  4
    v(J3_89)  c_u_processors(92)_  4
    v(J3_89)  c_u_processors(93)_  4
    v(J3_89)  c_u_processors(94)_  4
    v(J3_89)  c_u_processors(95)_  4
    u(J3_90)  c_u_state(291)_  1
    u(J3_90)  c_u_state(292)_  1
    u(J3_90)  c_u_state(293)_  1
    u(J3_90)  c_u_state(294)_  1
    u(J3_90)  c_u_state(295)_  1
    u(J3_90)  c_u_state(296)_  1
    u(J3_90)  c_u_state(297)_  1
    u(J3_90)  c_u_start(298)_  -1
    u(J3_90)  c_u_processors(90)_  4
    u(J3_90)  c_u_processors(91)_  4
    u(J3_90)  c_u_processors(92)_  4
    u(J3_90)  c_u_processors(93)_  4
    u(J3_90)  c_u_processors(94)_  4
    u(J3_90)  c_u_processors(95)_  4
    u(J3_90)  c_u_processors(96)_  4
    v(J3_90)  c_u_state(291)_  1
    v(J3_90)  c_u_state(292)_  1
    v(J3_90)  c_u_state(293)_  1
    v(J3_90)  c_u_state(294)_  1
    v(J3_90)  c_u_state(295)_  1
    v(J3_90)  c_u_state(296)_  1
    v(J3_90)  c_u_state(297)_  1
    v(J3_90)  c_u_stop(288)_  -1
    v(J3_90)  c_u_ckpt_after_work(267)_  1
    v(J3_90)  c_u_processors(90)_  4
    v(J3_90)  c_u_processors(91)_  4
    v(J3_90)  c_u_processors(92)_  4
    v(J3_90)  c_u_processors(93)_  4
    v(J3_90)  c_u_processors(94)_  4
    v(J3_90)  c_u_processors(95)_  4
    v(J3_90)  c_u_processors(96)_  4
    u(J3_91)  c_u_state(292)_  1
    u(J3_91)  c_u_state(293)_  1
    u(J3_91)  c_u_state(294)_  1
    u(J3_91)  c_u_state(295)_  1
    u(J3_91)  c_u_state(296)_  1
    u(J3_91)  c_u_state(297)_  1
    u(J3_91)  c_u_state(298)_  1
    u(J3_91)  c_u_start(299)_  -1
    u(J3_91)  c_u_processors(91)_  4
    u(J3_91)  c_u_processors(92)_  4
    u(J3_91)  c_u_processors(93)_  4
    u(J3_91)  c_u_processors(94)_  4
    u(J3_91)  c_u_processors(95)_  4
    u(J3_91)  c_u_processors(96)_  4
    u(J3_91)  c_u_processors(97)_  4
    v(J3_91)  c_u_state(292)_  1
    v(J3_91)  c_u_state(293)_  1
    v(J3_91)  c_u_state(294)_  1
    v(J3_91)  c_u_state(295)_  1
    v(J3_91)  c_u_state(296)_  1
    v(J3_91)  c_u_state(297)_  1
    v(J3_91)  c_u_state(298)_  1
    v(J3_91)  c_u_stop(289)_  -1
    v(J3_91)  c_u_ckpt_after_work(268)_  1
    v(J3_91)  c_u_processors(91)_  4
    v(J3_91)  c_u_processors(92)_  4
    v(J3_91)  c_u_processors(93)_  4
    v(J3_91)  c_u_processors(94)_  4
    v(J3_91)  c_u_processors(95)_  4
    v(J3_91)  c_u_processors(96)_  4
    v(J3_91)  c_u_processors(97)_  4
    u(J3_92)  c_u_state(293)_  1
    u(J3_92)  c_u_state(294)_  1
    u(J3_92)  c_u_state(295)_  1
    u(J3_92)  c_u_state(296)_  1
    u(J3_92)  c_u_state(297)_  1
    u(J3_92)  c_u_state(298)_  1
    u(J3_92)  c_u_state(299)_  1
    u(J3_92)  c_u_start(300)_  -1
    u(J3_92)  c_u_processors(92)_  4
    u(J3_92)  c_u_processors(93)_  4
    u(J3_92)  c_u_processors(94)_  4
    u(J3_92)  c_u_processors(95)_  4
    u(J3_92)  c_u_processors(96)_  4
    u(J3_92)  c_u_processors(97)_  4
    u(J3_92)  c_u_processors(98)_  4
    v(J3_92)  c_u_state(293)_  1
    v(J3_92)  c_u_state(294)_  1
    v(J3_92)  c_u_state(295)_  1
    v(J3_92)  c_u_state(296)_  1
    v(J3_92)  c_u_state(297)_  1
    v(J3_92)  c_u_state(298)_  1
    v(J3_92)  c_u_state(299)_  1
    v(J3_92)  c_u_stop(290)_  -1
    v(J3_92)  c_u_ckpt_after_work(269)_  1
    v(J3_92)  c_u_processors(92)_  4
    v(J3_92)  c_u_processors(93)_  4
    v(J3_92)  c_u_processors(94)_  4
    v(J3_92)  c_u_processors(95)_  4
    v(J3_92)  c_u_processors(96)_  4
    v(J3_92)  c_u_processors(97)_  4
    v(J3_92)  c_u_processors(98)_  4
    v(J3_93)  c_u_state(294)_  1
    v(J3_93)  c_u_state(295)_  1
    v(J3_93)  c_u_state(296)_  1
    v(J3_93)  c_u_state(297)_  1
    v(J3_93)  c_u_state(298)_  1
    v(J3_93)  c_u_state(299)_  1
    v(J3_93)  c_u_state(300)_  1
    v(J3_93)  c_u_stop(291)_  -1
    v(J3_93)  c_u_ckpt_after_work(270)_  1
    v(J3_93)  c_u_processors(93)_  4
    v(J3_93)  c_u_processors(94)_  4
    v(J3_93)  c_u_processors(95)_  4
    v(J3_93)  c_u_processors(96)_  4
    v(J3_93)  c_u_processors(97)_  4
    v(J3_93)  c_u_processors(98)_  4
    v(J3_93)  c_u_processors(99)_  4
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
    RHS_V     c_u_state(101)_  1
    RHS_V     c_u_state(102)_  1
    RHS_V     c_u_state(103)_  1
    RHS_V     c_u_state(104)_  1
    RHS_V     c_u_state(105)_  1
    RHS_V     c_u_state(106)_  1
    RHS_V     c_u_state(107)_  1
    RHS_V     c_u_state(108)_  1
    RHS_V     c_u_state(109)_  1
    RHS_V     c_u_state(110)_  1
    RHS_V     c_u_state(111)_  1
    RHS_V     c_u_state(112)_  1
    RHS_V     c_u_state(113)_  1
    RHS_V     c_u_state(114)_  1
    RHS_V     c_u_state(115)_  1
    RHS_V     c_u_state(116)_  1
    RHS_V     c_u_state(117)_  1
    RHS_V     c_u_state(118)_  1
    RHS_V     c_u_state(119)_  1
    RHS_V     c_u_state(120)_  1
    RHS_V     c_u_state(121)_  1
    RHS_V     c_u_state(122)_  1
    RHS_V     c_u_state(123)_  1
    RHS_V     c_u_state(124)_  1
    RHS_V     c_u_state(125)_  1
    RHS_V     c_u_state(126)_  1
    RHS_V     c_u_state(127)_  1
    RHS_V     c_u_state(128)_  1
    RHS_V     c_u_state(129)_  1
    RHS_V     c_u_state(130)_  1
    RHS_V     c_u_state(131)_  1
    RHS_V     c_u_state(132)_  1
    RHS_V     c_u_state(133)_  1
    RHS_V     c_u_state(134)_  1
    RHS_V     c_u_state(135)_  1
    RHS_V     c_u_state(136)_  1
    RHS_V     c_u_state(137)_  1
    RHS_V     c_u_state(138)_  1
    RHS_V     c_u_state(139)_  1
    RHS_V     c_u_state(140)_  1
    RHS_V     c_u_state(141)_  1
    RHS_V     c_u_state(142)_  1
    RHS_V     c_u_state(143)_  1
    RHS_V     c_u_state(144)_  1
    RHS_V     c_u_state(145)_  1
    RHS_V     c_u_state(146)_  1
    RHS_V     c_u_state(147)_  1
    RHS_V     c_u_state(148)_  1
    RHS_V     c_u_state(149)_  1
    RHS_V     c_u_state(150)_  1
    RHS_V     c_u_state(151)_  1
    RHS_V     c_u_state(152)_  1
    RHS_V     c_u_state(153)_  1
    RHS_V     c_u_state(154)_  1
    RHS_V     c_u_state(155)_  1
    RHS_V     c_u_state(156)_  1
    RHS_V     c_u_state(157)_  1
    RHS_V     c_u_state(158)_  1
    RHS_V     c_u_state(159)_  1
    RHS_V     c_u_state(160)_  1
    RHS_V     c_u_state(161)_  1
    RHS_V     c_u_state(162)_  1
    RHS_V     c_u_state(163)_  1
    RHS_V     c_u_state(164)_  1
    RHS_V     c_u_state(165)_  1
    RHS_V     c_u_state(166)_  1
    RHS_V     c_u_state(167)_  1
    RHS_V     c_u_state(168)_  1
    RHS_V     c_u_state(169)_  1
    RHS_V     c_u_state(170)_  1
    RHS_V     c_u_state(171)_  1
    RHS_V     c_u_state(172)_  1
    RHS_V     c_u_state(173)_  1
    RHS_V     c_u_state(174)_  1
    RHS_V     c_u_state(175)_  1
    RHS_V     c_u_state(176)_  1
    RHS_V     c_u_state(177)_  1
    RHS_V     c_u_state(178)_  1
    RHS_V     c_u_state(179)_  1
    RHS_V     c_u_state(180)_  1
    RHS_V     c_u_state(181)_  1
    RHS_V     c_u_state(182)_  1
    RHS_V     c_u_state(183)_  1
    RHS_V     c_u_state(184)_  1
    RHS_V     c_u_state(185)_  1
    RHS_V     c_u_state(186)_  1
    RHS_V     c_u_state(187)_  1
    RHS_V     c_u_state(188)_  1
    RHS_V     c_u_state(189)_  1
    RHS_V     c_u_state(190)_  1
    RHS_V     c_u_state(191)_  1
    RHS_V     c_u_state(192)_  1
    RHS_V     c_u_state(193)_  1
    RHS_V     c_u_state(194)_  1
    RHS_V     c_u_state(195)_  1
    RHS_V     c_u_state(196)_  1
    RHS_V     c_u_state(197)_  1
    RHS_V     c_u_state(198)_  1
    RHS_V     c_u_state(199)_  1
    RHS_V     c_u_state(200)_  1
    RHS_V     c_u_state(201)_  1
    RHS_V     c_u_state(202)_  1
    RHS_V     c_u_state(203)_  1
    RHS_V     c_u_state(204)_  1
    RHS_V     c_u_state(205)_  1
    RHS_V     c_u_state(206)_  1
    RHS_V     c_u_state(207)_  1
    RHS_V     c_u_state(208)_  1
    RHS_V     c_u_state(209)_  1
    RHS_V     c_u_state(210)_  1
    RHS_V     c_u_state(211)_  1
    RHS_V     c_u_state(212)_  1
    RHS_V     c_u_state(213)_  1
    RHS_V     c_u_state(214)_  1
    RHS_V     c_u_state(215)_  1
    RHS_V     c_u_state(216)_  1
    RHS_V     c_u_state(217)_  1
    RHS_V     c_u_state(218)_  1
    RHS_V     c_u_state(219)_  1
    RHS_V     c_u_state(220)_  1
    RHS_V     c_u_state(221)_  1
    RHS_V     c_u_state(222)_  1
    RHS_V     c_u_state(223)_  1
    RHS_V     c_u_state(224)_  1
    RHS_V     c_u_state(225)_  1
    RHS_V     c_u_state(226)_  1
    RHS_V     c_u_state(227)_  1
    RHS_V     c_u_state(228)_  1
    RHS_V     c_u_state(229)_  1
    RHS_V     c_u_state(230)_  1
    RHS_V     c_u_state(231)_  1
    RHS_V     c_u_state(232)_  1
    RHS_V     c_u_state(233)_  1
    RHS_V     c_u_state(234)_  1
    RHS_V     c_u_state(235)_  1
    RHS_V     c_u_state(236)_  1
    RHS_V     c_u_state(237)_  1
    RHS_V     c_u_state(238)_  1
    RHS_V     c_u_state(239)_  1
    RHS_V     c_u_state(240)_  1
    RHS_V     c_u_state(241)_  1
    RHS_V     c_u_state(242)_  1
    RHS_V     c_u_state(243)_  1
    RHS_V     c_u_state(244)_  1
    RHS_V     c_u_state(245)_  1
    RHS_V     c_u_state(246)_  1
    RHS_V     c_u_state(247)_  1
    RHS_V     c_u_state(248)_  1
    RHS_V     c_u_state(249)_  1
    RHS_V     c_u_state(250)_  1
    RHS_V     c_u_state(251)_  1
    RHS_V     c_u_state(252)_  1
    RHS_V     c_u_state(253)_  1
    RHS_V     c_u_state(254)_  1
    RHS_V     c_u_state(255)_  1
    RHS_V     c_u_state(256)_  1
    RHS_V     c_u_state(257)_  1
    RHS_V     c_u_state(258)_  1
    RHS_V     c_u_state(259)_  1
    RHS_V     c_u_state(260)_  1
    RHS_V     c_u_state(261)_  1
    RHS_V     c_u_state(262)_  1
    RHS_V     c_u_state(263)_  1
    RHS_V     c_u_state(264)_  1
    RHS_V     c_u_state(265)_  1
    RHS_V     c_u_state(266)_  1
    RHS_V     c_u_state(267)_  1
    RHS_V     c_u_state(268)_  1
    RHS_V     c_u_state(269)_  1
    RHS_V     c_u_state(270)_  1
    RHS_V     c_u_state(271)_  1
    RHS_V     c_u_state(272)_  1
    RHS_V     c_u_state(273)_  1
    RHS_V     c_u_state(274)_  1
    RHS_V     c_u_state(275)_  1
    RHS_V     c_u_state(276)_  1
    RHS_V     c_u_state(277)_  1
    RHS_V     c_u_state(278)_  1
    RHS_V     c_u_state(279)_  1
    RHS_V     c_u_state(280)_  1
    RHS_V     c_u_state(281)_  1
    RHS_V     c_u_state(282)_  1
    RHS_V     c_u_state(283)_  1
    RHS_V     c_u_state(284)_  1
    RHS_V     c_u_state(285)_  1
    RHS_V     c_u_state(286)_  1
    RHS_V     c_u_state(287)_  1
    RHS_V     c_u_state(288)_  1
    RHS_V     c_u_state(289)_  1
    RHS_V     c_u_state(290)_  1
    RHS_V     c_u_state(291)_  1
    RHS_V     c_u_state(292)_  1
    RHS_V     c_u_state(293)_  1
    RHS_V     c_u_state(294)_  1
    RHS_V     c_u_state(295)_  1
    RHS_V     c_u_state(296)_  1
    RHS_V     c_u_state(297)_  1
    RHS_V     c_u_state(298)_  1
    RHS_V     c_u_state(299)_  1
    RHS_V     c_u_state(300)_  1
    RHS_V     c_u_processors(0)_  7
    RHS_V     c_u_processors(1)_  7
    RHS_V     c_u_processors(2)_  7
    RHS_V     c_u_processors(3)_  7
    RHS_V     c_u_processors(4)_  7
    RHS_V     c_u_processors(5)_  7
    RHS_V     c_u_processors(6)_  7
    RHS_V     c_u_processors(7)_  7
    RHS_V     c_u_processors(8)_  7
    RHS_V     c_u_processors(9)_  7
    RHS_V     c_u_processors(10)_  7
    RHS_V     c_u_processors(11)_  7
    RHS_V     c_u_processors(12)_  7
    RHS_V     c_u_processors(13)_  7
    RHS_V     c_u_processors(14)_  7
    RHS_V     c_u_processors(15)_  7
    RHS_V     c_u_processors(16)_  7
    RHS_V     c_u_processors(17)_  7
    RHS_V     c_u_processors(18)_  7
    RHS_V     c_u_processors(19)_  7
    RHS_V     c_u_processors(20)_  7
    RHS_V     c_u_processors(21)_  7
    RHS_V     c_u_processors(22)_  7
    RHS_V     c_u_processors(23)_  7
    RHS_V     c_u_processors(24)_  7
    RHS_V     c_u_processors(25)_  7
    RHS_V     c_u_processors(26)_  7
    RHS_V     c_u_processors(27)_  7
    RHS_V     c_u_processors(28)_  7
    RHS_V     c_u_processors(29)_  7
    RHS_V     c_u_processors(30)_  5
    RHS_V     c_u_processors(31)_  5
    RHS_V     c_u_processors(32)_  5
    RHS_V     c_u_processors(33)_  5
    RHS_V     c_u_processors(34)_  5
    RHS_V     c_u_processors(35)_  5
    RHS_V     c_u_processors(36)_  5
    RHS_V     c_u_processors(37)_  5
    RHS_V     c_u_processors(38)_  5
    RHS_V     c_u_processors(39)_  5
    RHS_V     c_u_processors(40)_  5
    RHS_V     c_u_processors(41)_  5
    RHS_V     c_u_processors(42)_  5
    RHS_V     c_u_processors(43)_  5
    RHS_V     c_u_processors(44)_  5
    RHS_V     c_u_processors(45)_  5
    RHS_V     c_u_processors(46)_  5
    RHS_V     c_u_processors(47)_  5
    RHS_V     c_u_processors(48)_  5
    RHS_V     c_u_processors(49)_  5
    RHS_V     c_u_processors(50)_  5
    RHS_V     c_u_processors(51)_  5
    RHS_V     c_u_processors(52)_  5
    RHS_V     c_u_processors(53)_  5
    RHS_V     c_u_processors(54)_  5
    RHS_V     c_u_processors(55)_  5
    RHS_V     c_u_processors(56)_  5
    RHS_V     c_u_processors(57)_  5
    RHS_V     c_u_processors(58)_  5
    RHS_V     c_u_processors(59)_  5
    RHS_V     c_u_processors(60)_  7
    RHS_V     c_u_processors(61)_  7
    RHS_V     c_u_processors(62)_  7
    RHS_V     c_u_processors(63)_  7
    RHS_V     c_u_processors(64)_  7
    RHS_V     c_u_processors(65)_  7
    RHS_V     c_u_processors(66)_  7
    RHS_V     c_u_processors(67)_  7
    RHS_V     c_u_processors(68)_  7
    RHS_V     c_u_processors(69)_  7
    RHS_V     c_u_processors(70)_  7
    RHS_V     c_u_processors(71)_  7
    RHS_V     c_u_processors(72)_  7
    RHS_V     c_u_processors(73)_  7
    RHS_V     c_u_processors(74)_  7
    RHS_V     c_u_processors(75)_  7
    RHS_V     c_u_processors(76)_  7
    RHS_V     c_u_processors(77)_  7
    RHS_V     c_u_processors(78)_  7
    RHS_V     c_u_processors(79)_  7
    RHS_V     c_u_processors(80)_  7
    RHS_V     c_u_processors(81)_  7
    RHS_V     c_u_processors(82)_  7
    RHS_V     c_u_processors(83)_  7
    RHS_V     c_u_processors(84)_  7
    RHS_V     c_u_processors(85)_  7
    RHS_V     c_u_processors(86)_  7
    RHS_V     c_u_processors(87)_  7
    RHS_V     c_u_processors(88)_  7
    RHS_V     c_u_processors(89)_  7
    RHS_V     c_u_processors(90)_  7
    RHS_V     c_u_processors(91)_  7
    RHS_V     c_u_processors(92)_  7
    RHS_V     c_u_processors(93)_  7
    RHS_V     c_u_processors(94)_  7
    RHS_V     c_u_processors(95)_  7
    RHS_V     c_u_processors(96)_  7
    RHS_V     c_u_processors(97)_  7
    RHS_V     c_u_processors(98)_  7
    RHS_V     c_u_processors(99)_  7
    RHS_V     c_u_end(0)_  5
    RHS_V     c_u_end(1)_  3
    RHS_V     c_u_end(2)_  5
BOUNDS
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
 BV BOUND     w(J1_20)
 BV BOUND     w(J1_21)
 BV BOUND     w(J1_22)
 BV BOUND     w(J1_23)
 BV BOUND     w(J1_24)
 BV BOUND     w(J1_25)
 BV BOUND     w(J1_26)
 BV BOUND     w(J1_27)
 BV BOUND     w(J1_28)
 BV BOUND     w(J1_29)
 BV BOUND     w(J1_30)
 BV BOUND     w(J1_31)
 BV BOUND     w(J1_32)
 BV BOUND     w(J1_33)
 BV BOUND     w(J1_34)
 BV BOUND     w(J1_35)
 BV BOUND     w(J1_36)
 BV BOUND     w(J1_37)
 BV BOUND     w(J1_38)
 BV BOUND     w(J1_39)
 BV BOUND     w(J1_40)
 BV BOUND     w(J1_41)
 BV BOUND     w(J1_42)
 BV BOUND     w(J1_43)
 BV BOUND     w(J1_44)
 BV BOUND     w(J1_45)
 BV BOUND     w(J1_46)
 BV BOUND     w(J1_47)
 BV BOUND     w(J1_48)
 BV BOUND     w(J1_49)
 BV BOUND     w(J1_50)
 BV BOUND     w(J1_51)
 BV BOUND     w(J1_52)
 BV BOUND     w(J1_53)
 BV BOUND     w(J1_54)
 BV BOUND     w(J1_55)
 BV BOUND     w(J1_56)
 BV BOUND     w(J1_57)
 BV BOUND     w(J1_58)
 BV BOUND     w(J1_59)
 BV BOUND     w(J1_60)
 BV BOUND     w(J1_61)
 BV BOUND     w(J1_62)
 BV BOUND     w(J1_63)
 BV BOUND     w(J1_64)
 BV BOUND     w(J1_65)
 BV BOUND     w(J1_66)
 BV BOUND     w(J1_67)
 BV BOUND     w(J1_68)
 BV BOUND     w(J1_69)
 BV BOUND     w(J1_70)
 BV BOUND     w(J1_71)
 BV BOUND     w(J1_72)
 BV BOUND     w(J1_73)
 BV BOUND     w(J1_74)
 BV BOUND     w(J1_75)
 BV BOUND     w(J1_76)
 BV BOUND     w(J1_77)
 BV BOUND     w(J1_78)
 BV BOUND     w(J1_79)
 BV BOUND     w(J1_80)
 BV BOUND     w(J1_81)
 BV BOUND     w(J1_82)
 BV BOUND     w(J1_83)
 BV BOUND     w(J1_84)
 BV BOUND     w(J1_85)
 BV BOUND     w(J1_86)
 BV BOUND     w(J1_87)
 BV BOUND     w(J1_88)
 BV BOUND     w(J1_89)
 BV BOUND     w(J1_90)
 BV BOUND     w(J1_91)
 BV BOUND     w(J1_92)
 BV BOUND     w(J1_93)
 BV BOUND     w(J1_94)
 BV BOUND     w(J1_95)
 BV BOUND     w(J1_96)
 BV BOUND     w(J1_97)
 BV BOUND     w(J1_98)
 BV BOUND     w(J1_99)
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
 BV BOUND     w(J2_20)
 BV BOUND     w(J2_21)
 BV BOUND     w(J2_22)
 BV BOUND     w(J2_23)
 BV BOUND     w(J2_24)
 BV BOUND     w(J2_25)
 BV BOUND     w(J2_26)
 BV BOUND     w(J2_27)
 BV BOUND     w(J2_28)
 BV BOUND     w(J2_29)
 BV BOUND     w(J2_30)
 BV BOUND     w(J2_31)
 BV BOUND     w(J2_32)
 BV BOUND     w(J2_33)
 BV BOUND     w(J2_34)
 BV BOUND     w(J2_35)
 BV BOUND     w(J2_36)
 BV BOUND     w(J2_37)
 BV BOUND     w(J2_38)
 BV BOUND     w(J2_39)
 BV BOUND     w(J2_40)
 BV BOUND     w(J2_41)
 BV BOUND     w(J2_42)
 BV BOUND     w(J2_43)
 BV BOUND     w(J2_44)
 BV BOUND     w(J2_45)
 BV BOUND     w(J2_46)
 BV BOUND     w(J2_47)
 BV BOUND     w(J2_48)
 BV BOUND     w(J2_49)
 BV BOUND     w(J2_50)
 BV BOUND     w(J2_51)
 BV BOUND     w(J2_52)
 BV BOUND     w(J2_53)
 BV BOUND     w(J2_54)
 BV BOUND     w(J2_55)
 BV BOUND     w(J2_56)
 BV BOUND     w(J2_57)
 BV BOUND     w(J2_58)
 BV BOUND     w(J2_59)
 BV BOUND     w(J2_60)
 BV BOUND     w(J2_61)
 BV BOUND     w(J2_62)
 BV BOUND     w(J2_63)
 BV BOUND     w(J2_64)
 BV BOUND     w(J2_65)
 BV BOUND     w(J2_66)
 BV BOUND     w(J2_67)
 BV BOUND     w(J2_68)
 BV BOUND     w(J2_69)
 BV BOUND     w(J2_70)
 BV BOUND     w(J2_71)
 BV BOUND     w(J2_72)
 BV BOUND     w(J2_73)
 BV BOUND     w(J2_74)
 BV BOUND     w(J2_75)
 BV BOUND     w(J2_76)
 BV BOUND     w(J2_77)
 BV BOUND     w(J2_78)
 BV BOUND     w(J2_79)
 BV BOUND     w(J2_80)
 BV BOUND     w(J2_81)
 BV BOUND     w(J2_82)
 BV BOUND     w(J2_83)
 BV BOUND     w(J2_84)
 BV BOUND     w(J2_85)
 BV BOUND     w(J2_86)
 BV BOUND     w(J2_87)
 BV BOUND     w(J2_88)
 BV BOUND     w(J2_89)
 BV BOUND     w(J2_90)
 BV BOUND     w(J2_91)
 BV BOUND     w(J2_92)
 BV BOUND     w(J2_93)
 BV BOUND     w(J2_94)
 BV BOUND     w(J2_95)
 BV BOUND     w(J2_96)
 BV BOUND     w(J2_97)
 BV BOUND     w(J2_98)
 BV BOUND     w(J2_99)
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
 BV BOUND     w(J3_20)
 BV BOUND     w(J3_21)
 BV BOUND     w(J3_22)
 BV BOUND     w(J3_23)
 BV BOUND     w(J3_24)
 BV BOUND     w(J3_25)
 BV BOUND     w(J3_26)
 BV BOUND     w(J3_27)
 BV BOUND     w(J3_28)
 BV BOUND     w(J3_29)
 BV BOUND     w(J3_30)
 BV BOUND     w(J3_31)
 BV BOUND     w(J3_32)
 BV BOUND     w(J3_33)
 BV BOUND     w(J3_34)
 BV BOUND     w(J3_35)
 BV BOUND     w(J3_36)
 BV BOUND     w(J3_37)
 BV BOUND     w(J3_38)
 BV BOUND     w(J3_39)
 BV BOUND     w(J3_40)
 BV BOUND     w(J3_41)
 BV BOUND     w(J3_42)
 BV BOUND     w(J3_43)
 BV BOUND     w(J3_44)
 BV BOUND     w(J3_45)
 BV BOUND     w(J3_46)
 BV BOUND     w(J3_47)
 BV BOUND     w(J3_48)
 BV BOUND     w(J3_49)
 BV BOUND     w(J3_50)
 BV BOUND     w(J3_51)
 BV BOUND     w(J3_52)
 BV BOUND     w(J3_53)
 BV BOUND     w(J3_54)
 BV BOUND     w(J3_55)
 BV BOUND     w(J3_56)
 BV BOUND     w(J3_57)
 BV BOUND     w(J3_58)
 BV BOUND     w(J3_59)
 BV BOUND     w(J3_60)
 BV BOUND     w(J3_61)
 BV BOUND     w(J3_62)
 BV BOUND     w(J3_63)
 BV BOUND     w(J3_64)
 BV BOUND     w(J3_65)
 BV BOUND     w(J3_66)
 BV BOUND     w(J3_67)
 BV BOUND     w(J3_68)
 BV BOUND     w(J3_69)
 BV BOUND     w(J3_70)
 BV BOUND     w(J3_71)
 BV BOUND     w(J3_72)
 BV BOUND     w(J3_73)
 BV BOUND     w(J3_74)
 BV BOUND     w(J3_75)
 BV BOUND     w(J3_76)
 BV BOUND     w(J3_77)
 BV BOUND     w(J3_78)
 BV BOUND     w(J3_79)
 BV BOUND     w(J3_80)
 BV BOUND     w(J3_81)
 BV BOUND     w(J3_82)
 BV BOUND     w(J3_83)
 BV BOUND     w(J3_84)
 BV BOUND     w(J3_85)
 BV BOUND     w(J3_86)
 BV BOUND     w(J3_87)
 BV BOUND     w(J3_88)
 BV BOUND     w(J3_89)
 BV BOUND     w(J3_90)
 BV BOUND     w(J3_91)
 BV BOUND     w(J3_92)
 BV BOUND     w(J3_93)
 BV BOUND     w(J3_94)
 BV BOUND     w(J3_95)
 BV BOUND     w(J3_96)
 BV BOUND     w(J3_97)
 BV BOUND     w(J3_98)
 BV BOUND     w(J3_99)
 BV BOUND     u(J1_0) 
 BV BOUND     v(J1_0) 
 BV BOUND     u(J1_1) 
 BV BOUND     v(J1_1) 
 BV BOUND     u(J1_2) 
 BV BOUND     v(J1_2) 
 BV BOUND     u(J1_3) 
 BV BOUND     v(J1_3) 
 BV BOUND     u(J1_4) 
 BV BOUND     v(J1_4) 
 BV BOUND     u(J1_5) 
 BV BOUND     v(J1_5) 
 BV BOUND     u(J1_6) 
 BV BOUND     v(J1_6) 
 BV BOUND     u(J1_7) 
 BV BOUND     v(J1_7) 
 BV BOUND     u(J1_8) 
 BV BOUND     v(J1_8) 
 BV BOUND     u(J1_9) 
 BV BOUND     v(J1_9) 
 BV BOUND     u(J1_10)
 BV BOUND     v(J1_10)
 BV BOUND     u(J1_11)
 BV BOUND     v(J1_11)
 BV BOUND     u(J1_12)
 BV BOUND     v(J1_12)
 BV BOUND     u(J1_13)
 BV BOUND     v(J1_13)
 BV BOUND     u(J1_14)
 BV BOUND     v(J1_14)
 BV BOUND     u(J1_15)
 BV BOUND     v(J1_15)
 BV BOUND     u(J1_16)
 BV BOUND     v(J1_16)
 BV BOUND     u(J1_17)
 BV BOUND     v(J1_17)
 BV BOUND     u(J1_18)
 BV BOUND     v(J1_18)
 BV BOUND     u(J1_19)
 BV BOUND     v(J1_19)
 BV BOUND     u(J1_20)
 BV BOUND     v(J1_20)
 BV BOUND     u(J1_21)
 BV BOUND     v(J1_21)
 BV BOUND     u(J1_22)
 BV BOUND     v(J1_22)
 BV BOUND     u(J1_23)
 BV BOUND     v(J1_23)
 BV BOUND     u(J1_24)
 BV BOUND     v(J1_24)
 BV BOUND     u(J1_25)
 BV BOUND     v(J1_25)
 BV BOUND     u(J1_26)
 BV BOUND     v(J1_26)
 BV BOUND     u(J1_27)
 BV BOUND     v(J1_27)
 BV BOUND     u(J1_28)
 BV BOUND     v(J1_28)
 BV BOUND     u(J1_30)
 BV BOUND     v(J1_30)
 BV BOUND     u(J1_31)
 BV BOUND     v(J1_31)
 BV BOUND     u(J1_32)
 BV BOUND     v(J1_32)
 BV BOUND     u(J1_33)
 BV BOUND     v(J1_33)
 BV BOUND     u(J1_34)
 BV BOUND     v(J1_34)
 BV BOUND     u(J1_35)
 BV BOUND     v(J1_35)
 BV BOUND     u(J1_36)
 BV BOUND     v(J1_36)
 BV BOUND     u(J1_37)
 BV BOUND     v(J1_37)
 BV BOUND     u(J1_38)
 BV BOUND     v(J1_38)
 BV BOUND     u(J1_39)
 BV BOUND     v(J1_39)
 BV BOUND     u(J1_40)
 BV BOUND     v(J1_40)
 BV BOUND     u(J1_41)
 BV BOUND     v(J1_41)
 BV BOUND     u(J1_42)
 BV BOUND     v(J1_42)
 BV BOUND     u(J1_43)
 BV BOUND     v(J1_43)
 BV BOUND     u(J1_44)
 BV BOUND     v(J1_44)
 BV BOUND     u(J1_45)
 BV BOUND     v(J1_45)
 BV BOUND     u(J1_46)
 BV BOUND     v(J1_46)
 BV BOUND     u(J1_47)
 BV BOUND     v(J1_47)
 BV BOUND     u(J1_48)
 BV BOUND     v(J1_48)
 BV BOUND     u(J1_49)
 BV BOUND     v(J1_49)
 BV BOUND     u(J1_50)
 BV BOUND     v(J1_50)
 BV BOUND     u(J1_51)
 BV BOUND     v(J1_51)
 BV BOUND     u(J1_52)
 BV BOUND     v(J1_52)
 BV BOUND     u(J1_53)
 BV BOUND     v(J1_53)
 BV BOUND     u(J1_54)
 BV BOUND     v(J1_54)
 BV BOUND     u(J1_55)
 BV BOUND     v(J1_55)
 BV BOUND     u(J1_56)
 BV BOUND     v(J1_56)
 BV BOUND     u(J1_57)
 BV BOUND     v(J1_57)
 BV BOUND     u(J1_58)
 BV BOUND     v(J1_58)
 BV BOUND     u(J1_60)
 BV BOUND     v(J1_60)
 BV BOUND     u(J1_61)
 BV BOUND     v(J1_61)
 BV BOUND     u(J1_62)
 BV BOUND     v(J1_62)
 BV BOUND     u(J1_63)
 BV BOUND     v(J1_63)
 BV BOUND     u(J1_64)
 BV BOUND     v(J1_64)
 BV BOUND     u(J1_65)
 BV BOUND     v(J1_65)
 BV BOUND     u(J1_66)
 BV BOUND     v(J1_66)
 BV BOUND     u(J1_67)
 BV BOUND     v(J1_67)
 BV BOUND     u(J1_68)
 BV BOUND     v(J1_68)
 BV BOUND     u(J1_69)
 BV BOUND     v(J1_69)
 BV BOUND     u(J1_70)
 BV BOUND     v(J1_70)
 BV BOUND     u(J1_71)
 BV BOUND     v(J1_71)
 BV BOUND     u(J1_72)
 BV BOUND     v(J1_72)
 BV BOUND     u(J1_73)
 BV BOUND     v(J1_73)
 BV BOUND     u(J1_74)
 BV BOUND     v(J1_74)
 BV BOUND     u(J1_75)
 BV BOUND     v(J1_75)
 BV BOUND     u(J1_76)
 BV BOUND     v(J1_76)
 BV BOUND     u(J1_77)
 BV BOUND     v(J1_77)
 BV BOUND     u(J1_78)
 BV BOUND     v(J1_78)
 BV BOUND     u(J1_79)
 BV BOUND     v(J1_79)
 BV BOUND     u(J1_80)
 BV BOUND     v(J1_80)
 BV BOUND     u(J1_81)
 BV BOUND     v(J1_81)
 BV BOUND     u(J1_82)
 BV BOUND     v(J1_82)
 BV BOUND     u(J1_83)
 BV BOUND     v(J1_83)
 BV BOUND     u(J1_84)
 BV BOUND     v(J1_84)
 BV BOUND     u(J1_85)
 BV BOUND     v(J1_85)
 BV BOUND     u(J1_86)
 BV BOUND     v(J1_86)
 BV BOUND     u(J1_87)
 BV BOUND     v(J1_87)
 BV BOUND     u(J1_88)
 BV BOUND     v(J1_88)
 BV BOUND     u(J1_89)
 BV BOUND     v(J1_89)
 BV BOUND     u(J1_90)
 BV BOUND     v(J1_90)
 BV BOUND     u(J1_91)
 BV BOUND     v(J1_91)
 BV BOUND     u(J1_92)
 BV BOUND     v(J1_92)
 BV BOUND     u(J1_93)
 BV BOUND     v(J1_93)
 BV BOUND     u(J1_94)
 BV BOUND     v(J1_94)
 BV BOUND     u(J1_95)
 BV BOUND     v(J1_95)
 BV BOUND     u(J1_96)
 BV BOUND     v(J1_96)
 BV BOUND     u(J1_97)
 BV BOUND     v(J1_97)
 BV BOUND     v(J1_98)
 BV BOUND     u(J2_0) 
 BV BOUND     v(J2_0) 
 BV BOUND     u(J2_1) 
 BV BOUND     v(J2_1) 
 BV BOUND     u(J2_2) 
 BV BOUND     v(J2_2) 
 BV BOUND     u(J2_3) 
 BV BOUND     v(J2_3) 
 BV BOUND     u(J2_4) 
 BV BOUND     v(J2_4) 
 BV BOUND     u(J2_5) 
 BV BOUND     v(J2_5) 
 BV BOUND     u(J2_6) 
 BV BOUND     v(J2_6) 
 BV BOUND     u(J2_7) 
 BV BOUND     v(J2_7) 
 BV BOUND     u(J2_8) 
 BV BOUND     v(J2_8) 
 BV BOUND     u(J2_9) 
 BV BOUND     v(J2_9) 
 BV BOUND     u(J2_10)
 BV BOUND     v(J2_10)
 BV BOUND     u(J2_11)
 BV BOUND     v(J2_11)
 BV BOUND     u(J2_12)
 BV BOUND     v(J2_12)
 BV BOUND     u(J2_13)
 BV BOUND     v(J2_13)
 BV BOUND     u(J2_14)
 BV BOUND     v(J2_14)
 BV BOUND     u(J2_15)
 BV BOUND     v(J2_15)
 BV BOUND     u(J2_16)
 BV BOUND     v(J2_16)
 BV BOUND     u(J2_17)
 BV BOUND     v(J2_17)
 BV BOUND     u(J2_18)
 BV BOUND     v(J2_18)
 BV BOUND     u(J2_19)
 BV BOUND     v(J2_19)
 BV BOUND     u(J2_20)
 BV BOUND     v(J2_20)
 BV BOUND     u(J2_21)
 BV BOUND     v(J2_21)
 BV BOUND     u(J2_22)
 BV BOUND     v(J2_22)
 BV BOUND     u(J2_23)
 BV BOUND     v(J2_23)
 BV BOUND     u(J2_24)
 BV BOUND     v(J2_24)
 BV BOUND     u(J2_25)
 BV BOUND     v(J2_25)
 BV BOUND     u(J2_26)
 BV BOUND     v(J2_26)
 BV BOUND     u(J2_30)
 BV BOUND     v(J2_30)
 BV BOUND     u(J2_31)
 BV BOUND     v(J2_31)
 BV BOUND     u(J2_32)
 BV BOUND     v(J2_32)
 BV BOUND     u(J2_33)
 BV BOUND     v(J2_33)
 BV BOUND     u(J2_34)
 BV BOUND     v(J2_34)
 BV BOUND     u(J2_35)
 BV BOUND     v(J2_35)
 BV BOUND     u(J2_36)
 BV BOUND     v(J2_36)
 BV BOUND     u(J2_37)
 BV BOUND     v(J2_37)
 BV BOUND     u(J2_38)
 BV BOUND     v(J2_38)
 BV BOUND     u(J2_39)
 BV BOUND     v(J2_39)
 BV BOUND     u(J2_40)
 BV BOUND     v(J2_40)
 BV BOUND     u(J2_41)
 BV BOUND     v(J2_41)
 BV BOUND     u(J2_42)
 BV BOUND     v(J2_42)
 BV BOUND     u(J2_43)
 BV BOUND     v(J2_43)
 BV BOUND     u(J2_44)
 BV BOUND     v(J2_44)
 BV BOUND     u(J2_45)
 BV BOUND     v(J2_45)
 BV BOUND     u(J2_46)
 BV BOUND     v(J2_46)
 BV BOUND     u(J2_47)
 BV BOUND     v(J2_47)
 BV BOUND     u(J2_48)
 BV BOUND     v(J2_48)
 BV BOUND     u(J2_49)
 BV BOUND     v(J2_49)
 BV BOUND     u(J2_50)
 BV BOUND     v(J2_50)
 BV BOUND     u(J2_51)
 BV BOUND     v(J2_51)
 BV BOUND     u(J2_52)
 BV BOUND     v(J2_52)
 BV BOUND     u(J2_53)
 BV BOUND     v(J2_53)
 BV BOUND     u(J2_54)
 BV BOUND     v(J2_54)
 BV BOUND     u(J2_55)
 BV BOUND     v(J2_55)
 BV BOUND     u(J2_56)
 BV BOUND     v(J2_56)
 BV BOUND     u(J2_60)
 BV BOUND     v(J2_60)
 BV BOUND     u(J2_61)
 BV BOUND     v(J2_61)
 BV BOUND     u(J2_62)
 BV BOUND     v(J2_62)
 BV BOUND     u(J2_63)
 BV BOUND     v(J2_63)
 BV BOUND     u(J2_64)
 BV BOUND     v(J2_64)
 BV BOUND     u(J2_65)
 BV BOUND     v(J2_65)
 BV BOUND     u(J2_66)
 BV BOUND     v(J2_66)
 BV BOUND     u(J2_67)
 BV BOUND     v(J2_67)
 BV BOUND     u(J2_68)
 BV BOUND     v(J2_68)
 BV BOUND     u(J2_69)
 BV BOUND     v(J2_69)
 BV BOUND     u(J2_70)
 BV BOUND     v(J2_70)
 BV BOUND     u(J2_71)
 BV BOUND     v(J2_71)
 BV BOUND     u(J2_72)
 BV BOUND     v(J2_72)
 BV BOUND     u(J2_73)
 BV BOUND     v(J2_73)
 BV BOUND     u(J2_74)
 BV BOUND     v(J2_74)
 BV BOUND     u(J2_75)
 BV BOUND     v(J2_75)
 BV BOUND     u(J2_76)
 BV BOUND     v(J2_76)
 BV BOUND     u(J2_77)
 BV BOUND     v(J2_77)
 BV BOUND     u(J2_78)
 BV BOUND     v(J2_78)
 BV BOUND     u(J2_79)
 BV BOUND     v(J2_79)
 BV BOUND     u(J2_80)
 BV BOUND     v(J2_80)
 BV BOUND     u(J2_81)
 BV BOUND     v(J2_81)
 BV BOUND     u(J2_82)
 BV BOUND     v(J2_82)
 BV BOUND     u(J2_83)
 BV BOUND     v(J2_83)
 BV BOUND     u(J2_84)
 BV BOUND     v(J2_84)
 BV BOUND     u(J2_85)
 BV BOUND     v(J2_85)
 BV BOUND     u(J2_86)
 BV BOUND     v(J2_86)
 BV BOUND     u(J2_87)
 BV BOUND     v(J2_87)
 BV BOUND     u(J2_88)
 BV BOUND     v(J2_88)
 BV BOUND     u(J2_89)
 BV BOUND     v(J2_89)
 BV BOUND     u(J2_90)
 BV BOUND     v(J2_90)
 BV BOUND     u(J2_91)
 BV BOUND     v(J2_91)
 BV BOUND     u(J2_92)
 BV BOUND     v(J2_92)
 BV BOUND     u(J2_93)
 BV BOUND     v(J2_93)
 BV BOUND     u(J2_94)
 BV BOUND     v(J2_94)
 BV BOUND     u(J2_95)
 BV BOUND     v(J2_95)
 BV BOUND     v(J2_96)
 BV BOUND     u(J3_0) 
 BV BOUND     v(J3_0) 
 BV BOUND     u(J3_1) 
 BV BOUND     v(J3_1) 
 BV BOUND     u(J3_2) 
 BV BOUND     v(J3_2) 
 BV BOUND     u(J3_3) 
 BV BOUND     v(J3_3) 
 BV BOUND     u(J3_4) 
 BV BOUND     v(J3_4) 
 BV BOUND     u(J3_5) 
 BV BOUND     v(J3_5) 
 BV BOUND     u(J3_6) 
 BV BOUND     v(J3_6) 
 BV BOUND     u(J3_7) 
 BV BOUND     v(J3_7) 
 BV BOUND     u(J3_8) 
 BV BOUND     v(J3_8) 
 BV BOUND     u(J3_9) 
 BV BOUND     v(J3_9) 
 BV BOUND     u(J3_10)
 BV BOUND     v(J3_10)
 BV BOUND     u(J3_11)
 BV BOUND     v(J3_11)
 BV BOUND     u(J3_12)
 BV BOUND     v(J3_12)
 BV BOUND     u(J3_13)
 BV BOUND     v(J3_13)
 BV BOUND     u(J3_14)
 BV BOUND     v(J3_14)
 BV BOUND     u(J3_15)
 BV BOUND     v(J3_15)
 BV BOUND     u(J3_16)
 BV BOUND     v(J3_16)
 BV BOUND     u(J3_17)
 BV BOUND     v(J3_17)
 BV BOUND     u(J3_18)
 BV BOUND     v(J3_18)
 BV BOUND     u(J3_19)
 BV BOUND     v(J3_19)
 BV BOUND     u(J3_20)
 BV BOUND     v(J3_20)
 BV BOUND     u(J3_21)
 BV BOUND     v(J3_21)
 BV BOUND     u(J3_22)
 BV BOUND     v(J3_22)
 BV BOUND     u(J3_23)
 BV BOUND     v(J3_23)
 BV BOUND     u(J3_30)
 BV BOUND     v(J3_30)
 BV BOUND     u(J3_31)
 BV BOUND     v(J3_31)
 BV BOUND     u(J3_32)
 BV BOUND     v(J3_32)
 BV BOUND     u(J3_33)
 BV BOUND     v(J3_33)
 BV BOUND     u(J3_34)
 BV BOUND     v(J3_34)
 BV BOUND     u(J3_35)
 BV BOUND     v(J3_35)
 BV BOUND     u(J3_36)
 BV BOUND     v(J3_36)
 BV BOUND     u(J3_37)
 BV BOUND     v(J3_37)
 BV BOUND     u(J3_38)
 BV BOUND     v(J3_38)
 BV BOUND     u(J3_39)
 BV BOUND     v(J3_39)
 BV BOUND     u(J3_40)
 BV BOUND     v(J3_40)
 BV BOUND     u(J3_41)
 BV BOUND     v(J3_41)
 BV BOUND     u(J3_42)
 BV BOUND     v(J3_42)
 BV BOUND     u(J3_43)
 BV BOUND     v(J3_43)
 BV BOUND     u(J3_44)
 BV BOUND     v(J3_44)
 BV BOUND     u(J3_45)
 BV BOUND     v(J3_45)
 BV BOUND     u(J3_46)
 BV BOUND     v(J3_46)
 BV BOUND     u(J3_47)
 BV BOUND     v(J3_47)
 BV BOUND     u(J3_48)
 BV BOUND     v(J3_48)
 BV BOUND     u(J3_49)
 BV BOUND     v(J3_49)
 BV BOUND     u(J3_50)
 BV BOUND     v(J3_50)
 BV BOUND     u(J3_51)
 BV BOUND     v(J3_51)
 BV BOUND     u(J3_52)
 BV BOUND     v(J3_52)
 BV BOUND     u(J3_53)
 BV BOUND     v(J3_53)
 BV BOUND     u(J3_60)
 BV BOUND     v(J3_60)
 BV BOUND     u(J3_61)
 BV BOUND     v(J3_61)
 BV BOUND     u(J3_62)
 BV BOUND     v(J3_62)
 BV BOUND     u(J3_63)
 BV BOUND     v(J3_63)
 BV BOUND     u(J3_64)
 BV BOUND     v(J3_64)
 BV BOUND     u(J3_65)
 BV BOUND     v(J3_65)
 BV BOUND     u(J3_66)
 BV BOUND     v(J3_66)
 BV BOUND     u(J3_67)
 BV BOUND     v(J3_67)
 BV BOUND     u(J3_68)
 BV BOUND     v(J3_68)
 BV BOUND     u(J3_69)
 BV BOUND     v(J3_69)
 BV BOUND     u(J3_70)
 BV BOUND     v(J3_70)
 BV BOUND     u(J3_71)
 BV BOUND     v(J3_71)
 BV BOUND     u(J3_72)
 BV BOUND     v(J3_72)
 BV BOUND     u(J3_73)
 BV BOUND     v(J3_73)
 BV BOUND     u(J3_74)
 BV BOUND     v(J3_74)
 BV BOUND     u(J3_75)
 BV BOUND     v(J3_75)
 BV BOUND     u(J3_76)
 BV BOUND     v(J3_76)
 BV BOUND     u(J3_77)
 BV BOUND     v(J3_77)
 BV BOUND     u(J3_78)
 BV BOUND     v(J3_78)
 BV BOUND     u(J3_79)
 BV BOUND     v(J3_79)
 BV BOUND     u(J3_80)
 BV BOUND     v(J3_80)
 BV BOUND     u(J3_81)
 BV BOUND     v(J3_81)
 BV BOUND     u(J3_82)
 BV BOUND     v(J3_82)
 BV BOUND     u(J3_83)
 BV BOUND     v(J3_83)
 BV BOUND     u(J3_84)
 BV BOUND     v(J3_84)
 BV BOUND     u(J3_85)
 BV BOUND     v(J3_85)
 BV BOUND     u(J3_86)
 BV BOUND     v(J3_86)
 BV BOUND     u(J3_87)
 BV BOUND     v(J3_87)
 BV BOUND     u(J3_88)
 BV BOUND     v(J3_88)
 BV BOUND     u(J3_89)
 BV BOUND     v(J3_89)
 BV BOUND     u(J3_90)
 BV BOUND     v(J3_90)
 BV BOUND     u(J3_91)
 BV BOUND     v(J3_91)
 BV BOUND     u(J3_92)
 BV BOUND     v(J3_92)
 BV BOUND     v(J3_93)
ENDATA
