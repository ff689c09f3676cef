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
    ONE_VAR_CONSTANT  cost      112.03960679999999
    x(0)      cost      91.673179839999989
    x(0)      c_e_flow(s0_0)_  1
    x(0)      c_e_flow(s0_1)_  -1
    x(1)      cost      147.78894979999998
    x(1)      c_e_flow(s0_0)_  1
    x(1)      c_e_flow(s0_2)_  -1
    x(2)      cost      210.55582539999995
    x(2)      c_e_flow(s0_0)_  1
    x(2)      c_e_flow(s0_3)_  -1
    x(3)      cost      261.64398610999996
    x(3)      c_e_flow(s0_0)_  1
    x(3)      c_e_flow(s0_4)_  -1
    x(4)      cost      386.21840001999993
    x(4)      c_e_flow(s0_0)_  1
    x(4)      c_e_flow(s0_5)_  -1
    x(5)      cost      457.63275649999991
    x(5)      c_e_flow(s0_0)_  1
    x(5)      c_e_flow(s0_6)_  -1
    x(6)      cost      547.56415641000001
    x(6)      c_e_flow(s0_0)_  1
    x(6)      c_e_flow(s0_7)_  -1
    x(7)      cost      590.84633625999982
    x(7)      c_e_flow(s0_0)_  1
    x(7)      c_e_flow(s0_8)_  -1
    x(8)      cost      650.58605501999989
    x(8)      c_e_flow(s0_0)_  1
    x(8)      c_e_flow(s0_9)_  -1
    x(9)      cost      657.79999999999984
    x(9)      c_e_flow(s0_0)_  1
    x(9)      c_e_flow(s0_10)_  -1
    x(11)     cost      56.83194660000003
    x(11)     c_e_flow(s0_10)_  -1
    x(11)     c_e_flow(s0_9)_  1
    x(12)     cost      176.44735362000003
    x(12)     c_e_flow(s0_8)_  1
    x(12)     c_e_flow(s0_9)_  -1
    x(13)     cost      166.01753740000001
    x(13)     c_e_flow(s0_10)_  -1
    x(13)     c_e_flow(s0_8)_  1
    x(14)     cost      203.94622006
    x(14)     c_e_flow(s0_7)_  1
    x(14)     c_e_flow(s0_8)_  -1
    x(15)     cost      203.96782842000005
    x(15)     c_e_flow(s0_7)_  1
    x(15)     c_e_flow(s0_9)_  -1
    x(16)     cost      194.56211059999998
    x(16)     c_e_flow(s0_10)_  -1
    x(16)     c_e_flow(s0_7)_  1
    x(17)     cost      199.82898291000004
    x(17)     c_e_flow(s0_6)_  1
    x(17)     c_e_flow(s0_7)_  -1
    x(18)     cost      211.10929726000001
    x(18)     c_e_flow(s0_6)_  1
    x(18)     c_e_flow(s0_8)_  -1
    x(19)     cost      212.23652802000004
    x(19)     c_e_flow(s0_6)_  1
    x(19)     c_e_flow(s0_9)_  -1
    x(20)     cost      203.138507
    x(20)     c_e_flow(s0_10)_  -1
    x(20)     c_e_flow(s0_6)_  1
    x(21)     cost      232.43743549999999
    x(21)     c_e_flow(s0_5)_  1
    x(21)     c_e_flow(s0_6)_  -1
    x(22)     cost      277.16853350999997
    x(22)     c_e_flow(s0_5)_  1
    x(22)     c_e_flow(s0_7)_  -1
    x(23)     cost      295.56636165999998
    x(23)     c_e_flow(s0_5)_  1
    x(23)     c_e_flow(s0_8)_  -1
    x(24)     cost      309.72955722
    x(24)     c_e_flow(s0_5)_  1
    x(24)     c_e_flow(s0_9)_  -1
    x(25)     cost      304.25946979999998
    x(25)     c_e_flow(s0_10)_  -1
    x(25)     c_e_flow(s0_5)_  1
    x(26)     cost      258.62130941999993
    x(26)     c_e_flow(s0_4)_  1
    x(26)     c_e_flow(s0_5)_  -1
    x(27)     cost      300.11012549999998
    x(27)     c_e_flow(s0_4)_  1
    x(27)     c_e_flow(s0_6)_  -1
    x(28)     cost      358.42421450999996
    x(28)     c_e_flow(s0_4)_  1
    x(28)     c_e_flow(s0_7)_  -1
    x(29)     cost      384.29995565999997
    x(29)     c_e_flow(s0_4)_  1
    x(29)     c_e_flow(s0_8)_  -1
    x(30)     cost      412.15919922
    x(30)     c_e_flow(s0_4)_  1
    x(30)     c_e_flow(s0_9)_  -1
    x(31)     cost      410.50074779999989
    x(31)     c_e_flow(s0_10)_  -1
    x(31)     c_e_flow(s0_4)_  1
    x(32)     cost      220.71627460999997
    x(32)     c_e_flow(s0_3)_  1
    x(32)     c_e_flow(s0_4)_  -1
    x(33)     cost      323.27836701999996
    x(33)     c_e_flow(s0_3)_  1
    x(33)     c_e_flow(s0_5)_  -1
    x(34)     cost      379.93130150000002
    x(34)     c_e_flow(s0_3)_  1
    x(34)     c_e_flow(s0_6)_  -1
    x(35)     cost      454.26677690999998
    x(35)     c_e_flow(s0_3)_  1
    x(35)     c_e_flow(s0_7)_  -1
    x(36)     cost      488.96285325999997
    x(36)     c_e_flow(s0_3)_  1
    x(36)     c_e_flow(s0_8)_  -1
    x(37)     cost      532.97683601999995
    x(37)     c_e_flow(s0_3)_  1
    x(37)     c_e_flow(s0_9)_  -1
    x(38)     cost      535.81427899999994
    x(38)     c_e_flow(s0_10)_  -1
    x(38)     c_e_flow(s0_3)_  1
    x(39)     cost      180.06140619999996
    x(39)     c_e_flow(s0_2)_  1
    x(39)     c_e_flow(s0_3)_  -1
    x(40)     cost      221.96168470999996
    x(40)     c_e_flow(s0_2)_  1
    x(40)     c_e_flow(s0_4)_  -1
    x(41)     cost      325.19360121999995
    x(41)     c_e_flow(s0_2)_  1
    x(41)     c_e_flow(s0_5)_  -1
    x(42)     cost      382.29571849999991
    x(42)     c_e_flow(s0_2)_  1
    x(42)     c_e_flow(s0_6)_  -1
    x(43)     cost      457.10577020999995
    x(43)     c_e_flow(s0_2)_  1
    x(43)     c_e_flow(s0_7)_  -1
    x(44)     cost      492.06311745999994
    x(44)     c_e_flow(s0_2)_  1
    x(44)     c_e_flow(s0_8)_  -1
    x(45)     cost      536.55562661999988
    x(45)     c_e_flow(s0_2)_  1
    x(45)     c_e_flow(s0_9)_  -1
    x(46)     cost      539.52624439999988
    x(46)     c_e_flow(s0_10)_  -1
    x(46)     c_e_flow(s0_2)_  1
    x(47)     cost      146.14484579999998
    x(47)     c_e_flow(s0_1)_  1
    x(47)     c_e_flow(s0_2)_  -1
    x(48)     cost      208.21263179999994
    x(48)     c_e_flow(s0_1)_  1
    x(48)     c_e_flow(s0_3)_  -1
    x(49)     cost      258.59479490999996
    x(49)     c_e_flow(s0_1)_  1
    x(49)     c_e_flow(s0_4)_  -1
    x(50)     cost      381.52924961999992
    x(50)     c_e_flow(s0_1)_  1
    x(50)     c_e_flow(s0_5)_  -1
    x(51)     cost      451.84385249999991
    x(51)     c_e_flow(s0_1)_  1
    x(51)     c_e_flow(s0_6)_  -1
    x(52)     cost      540.61332680999999
    x(52)     c_e_flow(s0_1)_  1
    x(52)     c_e_flow(s0_7)_  -1
    x(53)     cost      583.25582585999985
    x(53)     c_e_flow(s0_1)_  1
    x(53)     c_e_flow(s0_8)_  -1
    x(54)     cost      641.82394781999994
    x(54)     c_e_flow(s0_1)_  1
    x(54)     c_e_flow(s0_9)_  -1
    x(55)     cost      648.71183519999988
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
