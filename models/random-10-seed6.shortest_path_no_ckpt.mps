NAME        model
ROWS
 N  cost    
 E  c_e_flow(s0_0)_
 E  c_e_flow(s0_1)_
 E  c_e_flow(s0_10)_
 E  c_e_flow(s0_2)_
 E  c_e_flow(s0_3)_
 E  c_e_flow(s0_4)_
 E  c_e_flow(s0_5)_
 E  c_e_flow(s0_6)_
 E  c_e_flow(s0_7)_
 E  c_e_flow(s0_8)_
 E  c_e_flow(s0_9)_
 E  c_e_flow(sink)_
COLUMNS
    ONE_VAR_CONSTANT  cost      112.0396068
    x(0)      cost      91.67317984
    x(0)      c_e_flow(s0_0)_  1
    x(0)      c_e_flow(s0_1)_  -1
    x(1)      cost      147.7889498
    x(1)      c_e_flow(s0_0)_  1
    x(1)      c_e_flow(s0_2)_  -1
    x(2)      cost      210.5558254
    x(2)      c_e_flow(s0_0)_  1
    x(2)      c_e_flow(s0_3)_  -1
    x(3)      cost      261.64398611
    x(3)      c_e_flow(s0_0)_  1
    x(3)      c_e_flow(s0_4)_  -1
    x(4)      cost      386.21840002
    x(4)      c_e_flow(s0_0)_  1
    x(4)      c_e_flow(s0_5)_  -1
    x(5)      cost      457.6327565
    x(5)      c_e_flow(s0_0)_  1
    x(5)      c_e_flow(s0_6)_  -1
    x(6)      cost      547.56415641
    x(6)      c_e_flow(s0_0)_  1
    x(6)      c_e_flow(s0_7)_  -1
    x(7)      cost      590.84633626
    x(7)      c_e_flow(s0_0)_  1
    x(7)      c_e_flow(s0_8)_  -1
    x(8)      cost      650.58605502
    x(8)      c_e_flow(s0_0)_  1
    x(8)      c_e_flow(s0_9)_  -1
    x(9)      cost      657.8
    x(9)      c_e_flow(s0_0)_  1
    x(9)      c_e_flow(s0_10)_  -1
    x(11)     cost      56.8319466
    x(11)     c_e_flow(s0_10)_  -1
    x(11)     c_e_flow(s0_9)_  1
    x(12)     cost      176.44735362
    x(12)     c_e_flow(s0_8)_  1
    x(12)     c_e_flow(s0_9)_  -1
    x(13)     cost      166.0175374
    x(13)     c_e_flow(s0_10)_  -1
    x(13)     c_e_flow(s0_8)_  1
    x(14)     cost      203.94622006
    x(14)     c_e_flow(s0_7)_  1
    x(14)     c_e_flow(s0_8)_  -1
    x(15)     cost      203.96782842
    x(15)     c_e_flow(s0_7)_  1
    x(15)     c_e_flow(s0_9)_  -1
    x(16)     cost      194.5621106
    x(16)     c_e_flow(s0_10)_  -1
    x(16)     c_e_flow(s0_7)_  1
    x(17)     cost      199.82898291
    x(17)     c_e_flow(s0_6)_  1
    x(17)     c_e_flow(s0_7)_  -1
    x(18)     cost      211.10929726
    x(18)     c_e_flow(s0_6)_  1
    x(18)     c_e_flow(s0_8)_  -1
    x(19)     cost      212.23652802
    x(19)     c_e_flow(s0_6)_  1
    x(19)     c_e_flow(s0_9)_  -1
    x(20)     cost      203.138507
    x(20)     c_e_flow(s0_10)_  -1
    x(20)     c_e_flow(s0_6)_  1
    x(21)     cost      232.4374355
    x(21)     c_e_flow(s0_5)_  1
    x(21)     c_e_flow(s0_6)_  -1
    x(22)     cost      277.16853351
    x(22)     c_e_flow(s0_5)_  1
    x(22)     c_e_flow(s0_7)_  -1
    x(23)     cost      295.56636166
    x(23)     c_e_flow(s0_5)_  1
    x(23)     c_e_flow(s0_8)_  -1
    x(24)     cost      309.72955722
    x(24)     c_e_flow(s0_5)_  1
    x(24)     c_e_flow(s0_9)_  -1
    x(25)     cost      304.2594698
    x(25)     c_e_flow(s0_10)_  -1
    x(25)     c_e_flow(s0_5)_  1
    x(26)     cost      258.62130942
    x(26)     c_e_flow(s0_4)_  1
    x(26)     c_e_flow(s0_5)_  -1
    x(27)     cost      300.1101255
    x(27)     c_e_flow(s0_4)_  1
    x(27)     c_e_flow(s0_6)_  -1
    x(28)     cost      358.42421451
    x(28)     c_e_flow(s0_4)_  1
    x(28)     c_e_flow(s0_7)_  -1
    x(29)     cost      384.29995566
    x(29)     c_e_flow(s0_4)_  1
    x(29)     c_e_flow(s0_8)_  -1
    x(30)     cost      412.15919922
    x(30)     c_e_flow(s0_4)_  1
    x(30)     c_e_flow(s0_9)_  -1
    x(31)     cost      410.5007478
    x(31)     c_e_flow(s0_10)_  -1
    x(31)     c_e_flow(s0_4)_  1
    x(32)     cost      220.71627461
    x(32)     c_e_flow(s0_3)_  1
    x(32)     c_e_flow(s0_4)_  -1
    x(33)     cost      323.27836702
    x(33)     c_e_flow(s0_3)_  1
    x(33)     c_e_flow(s0_5)_  -1
    x(34)     cost      379.9313015
    x(34)     c_e_flow(s0_3)_  1
    x(34)     c_e_flow(s0_6)_  -1
    x(35)     cost      454.26677691
    x(35)     c_e_flow(s0_3)_  1
    x(35)     c_e_flow(s0_7)_  -1
    x(36)     cost      488.96285326
    x(36)     c_e_flow(s0_3)_  1
    x(36)     c_e_flow(s0_8)_  -1
    x(37)     cost      532.97683602
    x(37)     c_e_flow(s0_3)_  1
    x(37)     c_e_flow(s0_9)_  -1
    x(38)     cost      535.814279
    x(38)     c_e_flow(s0_10)_  -1
    x(38)     c_e_flow(s0_3)_  1
    x(39)     cost      180.0614062
    x(39)     c_e_flow(s0_2)_  1
    x(39)     c_e_flow(s0_3)_  -1
    x(40)     cost      221.96168471
    x(40)     c_e_flow(s0_2)_  1
    x(40)     c_e_flow(s0_4)_  -1
    x(41)     cost      325.19360122
    x(41)     c_e_flow(s0_2)_  1
    x(41)     c_e_flow(s0_5)_  -1
    x(42)     cost      382.2957185
    x(42)     c_e_flow(s0_2)_  1
    x(42)     c_e_flow(s0_6)_  -1
    x(43)     cost      457.10577021
    x(43)     c_e_flow(s0_2)_  1
    x(43)     c_e_flow(s0_7)_  -1
    x(44)     cost      492.06311746
    x(44)     c_e_flow(s0_2)_  1
    x(44)     c_e_flow(s0_8)_  -1
    x(45)     cost      536.55562662
    x(45)     c_e_flow(s0_2)_  1
    x(45)     c_e_flow(s0_9)_  -1
    x(46)     cost      539.5262444
    x(46)     c_e_flow(s0_10)_  -1
    x(46)     c_e_flow(s0_2)_  1
    x(47)     cost      146.1448458
    x(47)     c_e_flow(s0_1)_  1
    x(47)     c_e_flow(s0_2)_  -1
    x(48)     cost      208.2126318
    x(48)     c_e_flow(s0_1)_  1
    x(48)     c_e_flow(s0_3)_  -1
    x(49)     cost      258.59479491
    x(49)     c_e_flow(s0_1)_  1
    x(49)     c_e_flow(s0_4)_  -1
    x(50)     cost      381.52924962
    x(50)     c_e_flow(s0_1)_  1
    x(50)     c_e_flow(s0_5)_  -1
    x(51)     cost      451.8438525
    x(51)     c_e_flow(s0_1)_  1
    x(51)     c_e_flow(s0_6)_  -1
    x(52)     cost      540.61332681
    x(52)     c_e_flow(s0_1)_  1
    x(52)     c_e_flow(s0_7)_  -1
    x(53)     cost      583.25582586
    x(53)     c_e_flow(s0_1)_  1
    x(53)     c_e_flow(s0_8)_  -1
    x(54)     cost      641.82394782
    x(54)     c_e_flow(s0_1)_  1
    x(54)     c_e_flow(s0_9)_  -1
    x(55)     cost      648.7118352
    x(55)     c_e_flow(s0_1)_  1
    x(55)     c_e_flow(s0_10)_  -1
    x(10)     c_e_flow(s0_10)_  1
    x(10)     c_e_flow(sink)_  -1
RHS
    RHS_V     c_e_flow(s0_0)_  1
    RHS_V     c_e_flow(sink)_  -1
BOUNDS
 FX BOUND     ONE_VAR_CONSTANT  1
ENDATA
