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
    ONE_VAR_CONSTANT  cost      112.03960679999999
    x(0)      cost      129.51348399999998
    x(0)      c_e_flow(s0_0)_  1
    x(0)      c_e_flow(s1_1)_  -1
    x(1)      cost      175.07267299999998
    x(1)      c_e_flow(s0_0)_  1
    x(1)      c_e_flow(s2_2)_  -1
    x(2)      cost      225.59649249999995
    x(2)      c_e_flow(s0_0)_  1
    x(2)      c_e_flow(s3_3)_  -1
    x(3)      cost      274.12468849999993
    x(3)      c_e_flow(s0_0)_  1
    x(3)      c_e_flow(s4_4)_  -1
    x(4)      cost      390.64430349999992
    x(4)      c_e_flow(s0_0)_  1
    x(4)      c_e_flow(s5_5)_  -1
    x(5)      cost      468.16900249999992
    x(5)      c_e_flow(s0_0)_  1
    x(5)      c_e_flow(s6_6)_  -1
    x(6)      cost      552.09298949999993
    x(6)      c_e_flow(s0_0)_  1
    x(6)      c_e_flow(s7_7)_  -1
    x(7)      cost      597.80717049999987
    x(7)      c_e_flow(s0_0)_  1
    x(7)      c_e_flow(s8_8)_  -1
    x(8)      cost      680.36635949999993
    x(8)      c_e_flow(s0_0)_  1
    x(8)      c_e_flow(s9_9)_  -1
    x(9)      cost      657.79999999999984
    x(9)      c_e_flow(s0_0)_  1
    x(9)      c_e_flow(s0_10)_  -1
    x(11)     cost      5.5812461999999963
    x(11)     c_e_flow(s9_10)_  -1
    x(11)     c_e_flow(s9_9)_  1
    x(13)     cost      44.273375900000019
    x(13)     c_e_flow(s8_8)_  1
    x(13)     c_e_flow(s9_9)_  -1
    x(14)     cost      37.706020199999998
    x(14)     c_e_flow(s8_10)_  -1
    x(14)     c_e_flow(s8_8)_  1
    x(16)     cost      42.53846759999999
    x(16)     c_e_flow(s7_7)_  1
    x(16)     c_e_flow(s8_8)_  -1
    x(17)     cost      65.379546200000007
    x(17)     c_e_flow(s7_7)_  1
    x(17)     c_e_flow(s9_9)_  -1
    x(18)     cost      57.883558899999983
    x(18)     c_e_flow(s7_10)_  -1
    x(18)     c_e_flow(s7_7)_  1
    x(20)     cost      56.522421000000008
    x(20)     c_e_flow(s6_6)_  1
    x(20)     c_e_flow(s7_7)_  -1
    x(21)     cost      70.234736499999997
    x(21)     c_e_flow(s6_6)_  1
    x(21)     c_e_flow(s8_8)_  -1
    x(22)     cost      94.181437500000015
    x(22)     c_e_flow(s6_6)_  1
    x(22)     c_e_flow(s9_9)_  -1
    x(23)     cost      86.406436999999983
    x(23)     c_e_flow(s6_10)_  -1
    x(23)     c_e_flow(s6_6)_  1
    x(25)     cost      80.765792100000013
    x(25)     c_e_flow(s5_5)_  1
    x(25)     c_e_flow(s6_6)_  -1
    x(26)     cost      119.48947720000001
    x(26)     c_e_flow(s5_5)_  1
    x(26)     c_e_flow(s7_7)_  -1
    x(27)     cost      140.31930650000001
    x(27)     c_e_flow(s5_5)_  1
    x(27)     c_e_flow(s8_8)_  -1
    x(28)     cost      177.30197230000002
    x(28)     c_e_flow(s5_5)_  1
    x(28)     c_e_flow(s9_9)_  -1
    x(29)     cost      166.23723539999997
    x(29)     c_e_flow(s5_10)_  -1
    x(29)     c_e_flow(s5_5)_  1
    x(31)     cost      133.98754319999998
    x(31)     c_e_flow(s4_4)_  1
    x(31)     c_e_flow(s5_5)_  -1
    x(32)     cost      181.58670179999999
    x(32)     c_e_flow(s4_4)_  1
    x(32)     c_e_flow(s6_6)_  -1
    x(33)     cost      233.89337789999999
    x(33)     c_e_flow(s4_4)_  1
    x(33)     c_e_flow(s7_7)_  -1
    x(34)     cost      262.20112019999993
    x(34)     c_e_flow(s4_4)_  1
    x(34)     c_e_flow(s8_8)_  -1
    x(35)     cost      312.87983400000002
    x(35)     c_e_flow(s4_4)_  1
    x(35)     c_e_flow(s9_9)_  -1
    x(36)     cost      298.35878309999993
    x(36)     c_e_flow(s4_10)_  -1
    x(36)     c_e_flow(s4_4)_  1
    x(38)     cost      120.10017899999998
    x(38)     c_e_flow(s3_3)_  1
    x(38)     c_e_flow(s4_4)_  -1
    x(39)     cost      214.60747249999997
    x(39)     c_e_flow(s3_3)_  1
    x(39)     c_e_flow(s5_5)_  -1
    x(40)     cost      277.37074949999993
    x(40)     c_e_flow(s3_3)_  1
    x(40)     c_e_flow(s6_6)_  -1
    x(41)     cost      345.69881199999998
    x(41)     c_e_flow(s3_3)_  1
    x(41)     c_e_flow(s7_7)_  -1
    x(42)     cost      382.82688949999994
    x(42)     c_e_flow(s3_3)_  1
    x(42)     c_e_flow(s8_8)_  -1
    x(43)     cost      449.66034249999996
    x(43)     c_e_flow(s3_3)_  1
    x(43)     c_e_flow(s9_9)_  -1
    x(44)     cost      431.06250599999993
    x(44)     c_e_flow(s3_10)_  -1
    x(44)     c_e_flow(s3_3)_  1
    x(46)     cost      123.03553929999998
    x(46)     c_e_flow(s2_2)_  1
    x(46)     c_e_flow(s3_3)_  -1
    x(47)     cost      162.37585309999997
    x(47)     c_e_flow(s2_2)_  1
    x(47)     c_e_flow(s4_4)_  -1
    x(48)     cost      257.55297069999995
    x(48)     c_e_flow(s2_2)_  1
    x(48)     c_e_flow(s5_5)_  -1
    x(49)     cost      320.76543049999992
    x(49)     c_e_flow(s2_2)_  1
    x(49)     c_e_flow(s6_6)_  -1
    x(50)     cost      389.56806929999999
    x(50)     c_e_flow(s2_2)_  1
    x(50)     c_e_flow(s7_7)_  -1
    x(51)     cost      426.95741769999989
    x(51)     c_e_flow(s2_2)_  1
    x(51)     c_e_flow(s8_8)_  -1
    x(52)     cost      494.26939709999994
    x(52)     c_e_flow(s2_2)_  1
    x(52)     c_e_flow(s9_9)_  -1
    x(53)     cost      475.5508003999999
    x(53)     c_e_flow(s2_10)_  -1
    x(53)     c_e_flow(s2_2)_  1
    x(55)     cost      143.02409220000001
    x(55)     c_e_flow(s1_1)_  1
    x(55)     c_e_flow(s2_2)_  -1
    x(56)     cost      192.84882209999995
    x(56)     c_e_flow(s1_1)_  1
    x(56)     c_e_flow(s3_3)_  -1
    x(57)     cost      240.67102049999997
    x(57)     c_e_flow(s1_1)_  1
    x(57)     c_e_flow(s4_4)_  -1
    x(58)     cost      355.55067629999991
    x(58)     c_e_flow(s1_1)_  1
    x(58)     c_e_flow(s5_5)_  -1
    x(59)     cost      431.97562169999992
    x(59)     c_e_flow(s1_1)_  1
    x(59)     c_e_flow(s6_6)_  -1
    x(60)     cost      514.73768310000003
    x(60)     c_e_flow(s1_1)_  1
    x(60)     c_e_flow(s7_7)_  -1
    x(61)     cost      559.81218330000002
    x(61)     c_e_flow(s1_1)_  1
    x(61)     c_e_flow(s8_8)_  -1
    x(62)     cost      641.19977549999987
    x(62)     c_e_flow(s1_1)_  1
    x(62)     c_e_flow(s9_9)_  -1
    x(63)     cost      618.92907839999975
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
