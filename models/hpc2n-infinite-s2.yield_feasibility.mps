NAME        model
OBJSENSE
  MAX
ROWS
 N  objective
 L  c_u_work_capacity(0)_
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
COLUMNS
    theta     objective  1
    theta     c_u_completion(J1)_  921.9292992443834
    theta     c_u_completion(J2)_  921.9292992443834
    theta     c_u_completion(J3)_  921.9292992443834
    theta     c_u_completion(J4)_  921.9292992443834
    theta     c_u_completion(J5)_  921.9292992443834
    theta     c_u_completion(J6)_  921.9292992443834
    theta     c_u_completion(J7)_  921.9292992443834
    theta     c_u_completion(J8)_  921.9292992443834
    theta     c_u_completion(J9)_  921.9292992443834
    theta     c_u_completion(J10)_  921.9292992443834
    theta     c_u_completion(J11)_  921.9292992443834
    theta     c_u_completion(J12)_  921.9292992443834
    theta     c_u_completion(J13)_  921.9292992443834
    theta     c_u_completion(J14)_  921.9292992443834
    theta     c_u_completion(J15)_  921.9292992443834
    theta     c_u_completion(J16)_  921.9292992443834
    theta     c_u_completion(J17)_  921.9292992443834
    theta     c_u_completion(J18)_  921.9292992443834
    theta     c_u_completion(J19)_  921.9292992443834
    theta     c_u_completion(J20)_  921.9292992443834
    theta     c_u_completion(J21)_  921.9292992443834
    theta     c_u_completion(J22)_  921.9292992443834
    theta     c_u_completion(J23)_  921.9292992443834
    theta     c_u_completion(J24)_  921.9292992443834
    theta     c_u_completion(J25)_  921.9292992443834
    theta     c_u_completion(J26)_  921.9292992443834
    x(J1_0)   c_u_work_capacity(0)_  1
    x(J1_0)   c_u_completion(J1)_  -1
    x(J2_0)   c_u_work_capacity(0)_  4
    x(J2_0)   c_u_completion(J2)_  -1
    x(J3_0)   c_u_work_capacity(0)_  8
    x(J3_0)   c_u_completion(J3)_  -1
    x(J4_0)   c_u_work_capacity(0)_  2
    x(J4_0)   c_u_completion(J4)_  -1
    x(J5_0)   c_u_work_capacity(0)_  4
    x(J5_0)   c_u_completion(J5)_  -1
    x(J6_0)   c_u_work_capacity(0)_  4
    x(J6_0)   c_u_completion(J6)_  -1
    x(J7_0)   c_u_work_capacity(0)_  4
    x(J7_0)   c_u_completion(J7)_  -1
    x(J8_0)   c_u_work_capacity(0)_  4
    x(J8_0)   c_u_completion(J8)_  -1
    x(J9_0)   c_u_work_capacity(0)_  2
    x(J9_0)   c_u_completion(J9)_  -1
    x(J10_0)  c_u_work_capacity(0)_  1
    x(J10_0)  c_u_completion(J10)_  -1
    x(J11_0)  c_u_work_capacity(0)_  1
    x(J11_0)  c_u_completion(J11)_  -1
    x(J12_0)  c_u_work_capacity(0)_  12
    x(J12_0)  c_u_completion(J12)_  -1
    x(J13_0)  c_u_work_capacity(0)_  12
    x(J13_0)  c_u_completion(J13)_  -1
    x(J14_0)  c_u_work_capacity(0)_  1
    x(J14_0)  c_u_completion(J14)_  -1
    x(J15_0)  c_u_work_capacity(0)_  8
    x(J15_0)  c_u_completion(J15)_  -1
    x(J16_0)  c_u_work_capacity(0)_  1
    x(J16_0)  c_u_completion(J16)_  -1
    x(J17_0)  c_u_work_capacity(0)_  1
    x(J17_0)  c_u_completion(J17)_  -1
    x(J18_0)  c_u_work_capacity(0)_  12
    x(J18_0)  c_u_completion(J18)_  -1
    x(J19_0)  c_u_work_capacity(0)_  4
    x(J19_0)  c_u_completion(J19)_  -1
    x(J20_0)  c_u_work_capacity(0)_  10
    x(J20_0)  c_u_completion(J20)_  -1
    x(J21_0)  c_u_work_capacity(0)_  1
    x(J21_0)  c_u_completion(J21)_  -1
    x(J22_0)  c_u_work_capacity(0)_  4
    x(J22_0)  c_u_completion(J22)_  -1
    x(J23_0)  c_u_work_capacity(0)_  12
    x(J23_0)  c_u_completion(J23)_  -1
    x(J24_0)  c_u_work_capacity(0)_  2
    x(J24_0)  c_u_completion(J24)_  -1
    x(J25_0)  c_u_work_capacity(0)_  1
    x(J25_0)  c_u_completion(J25)_  -1
    x(J26_0)  c_u_work_capacity(0)_  8
    x(J26_0)  c_u_completion(J26)_  -1
    x(J1_1)   c_u_work_capacity(1)_  1
    x(J1_1)   c_u_completion(J1)_  -1
    x(J2_1)   c_u_work_capacity(1)_  4
    x(J2_1)   c_u_completion(J2)_  -1
    x(J3_1)   c_u_work_capacity(1)_  8
    x(J3_1)   c_u_completion(J3)_  -1
    x(J4_1)   c_u_work_capacity(1)_  2
    x(J4_1)   c_u_completion(J4)_  -1
    x(J5_1)   c_u_work_capacity(1)_  4
    x(J5_1)   c_u_completion(J5)_  -1
    x(J6_1)   c_u_work_capacity(1)_  4
    x(J6_1)   c_u_completion(J6)_  -1
    x(J7_1)   c_u_work_capacity(1)_  4
    x(J7_1)   c_u_completion(J7)_  -1
    x(J8_1)   c_u_work_capacity(1)_  4
    x(J8_1)   c_u_completion(J8)_  -1
    x(J9_1)   c_u_work_capacity(1)_  2
    x(J9_1)   c_u_completion(J9)_  -1
    x(J10_1)  c_u_work_capacity(1)_  1
    x(J10_1)  c_u_completion(J10)_  -1
    x(J11_1)  c_u_work_capacity(1)_  1
    x(J11_1)  c_u_completion(J11)_  -1
    x(J12_1)  c_u_work_capacity(1)_  12
    x(J12_1)  c_u_completion(J12)_  -1
    x(J13_1)  c_u_work_capacity(1)_  12
    x(J13_1)  c_u_completion(J13)_  -1
    x(J14_1)  c_u_work_capacity(1)_  1
    x(J14_1)  c_u_completion(J14)_  -1
    x(J15_1)  c_u_work_capacity(1)_  8
    x(J15_1)  c_u_completion(J15)_  -1
    x(J16_1)  c_u_work_capacity(1)_  1
    x(J16_1)  c_u_completion(J16)_  -1
    x(J17_1)  c_u_work_capacity(1)_  1
    x(J17_1)  c_u_completion(J17)_  -1
    x(J18_1)  c_u_work_capacity(1)_  12
    x(J18_1)  c_u_completion(J18)_  -1
    x(J19_1)  c_u_work_capacity(1)_  4
    x(J19_1)  c_u_completion(J19)_  -1
    x(J20_1)  c_u_work_capacity(1)_  10
    x(J20_1)  c_u_completion(J20)_  -1
    x(J21_1)  c_u_work_capacity(1)_  1
    x(J21_1)  c_u_completion(J21)_  -1
    x(J22_1)  c_u_work_capacity(1)_  4
    x(J22_1)  c_u_completion(J22)_  -1
    x(J23_1)  c_u_work_capacity(1)_  12
    x(J23_1)  c_u_completion(J23)_  -1
    x(J24_1)  c_u_work_capacity(1)_  2
    x(J24_1)  c_u_completion(J24)_  -1
    x(J25_1)  c_u_work_capacity(1)_  1
    x(J25_1)  c_u_completion(J25)_  -1
    x(J26_1)  c_u_work_capacity(1)_  8
    x(J26_1)  c_u_completion(J26)_  -1
    x(J1_2)   c_u_work_capacity(2)_  1
    x(J1_2)   c_u_completion(J1)_  -1
    x(J2_2)   c_u_work_capacity(2)_  4
    x(J2_2)   c_u_completion(J2)_  -1
    x(J3_2)   c_u_work_capacity(2)_  8
    x(J3_2)   c_u_completion(J3)_  -1
    x(J4_2)   c_u_work_capacity(2)_  2
    x(J4_2)   c_u_completion(J4)_  -1
    x(J5_2)   c_u_work_capacity(2)_  4
    x(J5_2)   c_u_completion(J5)_  -1
    x(J6_2)   c_u_work_capacity(2)_  4
    x(J6_2)   c_u_completion(J6)_  -1
    x(J7_2)   c_u_work_capacity(2)_  4
    x(J7_2)   c_u_completion(J7)_  -1
    x(J8_2)   c_u_work_capacity(2)_  4
    x(J8_2)   c_u_completion(J8)_  -1
    x(J9_2)   c_u_work_capacity(2)_  2
    x(J9_2)   c_u_completion(J9)_  -1
    x(J10_2)  c_u_work_capacity(2)_  1
    x(J10_2)  c_u_completion(J10)_  -1
    x(J11_2)  c_u_work_capacity(2)_  1
    x(J11_2)  c_u_completion(J11)_  -1
    x(J12_2)  c_u_work_capacity(2)_  12
    x(J12_2)  c_u_completion(J12)_  -1
    x(J13_2)  c_u_work_capacity(2)_  12
    x(J13_2)  c_u_completion(J13)_  -1
    x(J14_2)  c_u_work_capacity(2)_  1
    x(J14_2)  c_u_completion(J14)_  -1
    x(J15_2)  c_u_work_capacity(2)_  8
    x(J15_2)  c_u_completion(J15)_  -1
    x(J16_2)  c_u_work_capacity(2)_  1
    x(J16_2)  c_u_completion(J16)_  -1
    x(J17_2)  c_u_work_capacity(2)_  1
    x(J17_2)  c_u_completion(J17)_  -1
    x(J18_2)  c_u_work_capacity(2)_  12
    x(J18_2)  c_u_completion(J18)_  -1
    x(J19_2)  c_u_work_capacity(2)_  4
    x(J19_2)  c_u_completion(J19)_  -1
    x(J20_2)  c_u_work_capacity(2)_  10
    x(J20_2)  c_u_completion(J20)_  -1
    x(J21_2)  c_u_work_capacity(2)_  1
    x(J21_2)  c_u_completion(J21)_  -1
    x(J22_2)  c_u_work_capacity(2)_  4
    x(J22_2)  c_u_completion(J22)_  -1
    x(J23_2)  c_u_work_capacity(2)_  12
    x(J23_2)  c_u_completion(J23)_  -1
    x(J24_2)  c_u_work_capacity(2)_  2
    x(J24_2)  c_u_completion(J24)_  -1
    x(J25_2)  c_u_work_capacity(2)_  1
    x(J25_2)  c_u_completion(J25)_  -1
    x(J26_2)  c_u_work_capacity(2)_  8
    x(J26_2)  c_u_completion(J26)_  -1
    x(J1_3)   c_u_work_capacity(3)_  1
    x(J1_3)   c_u_completion(J1)_  -1
    x(J2_3)   c_u_work_capacity(3)_  4
    x(J2_3)   c_u_completion(J2)_  -1
    x(J3_3)   c_u_work_capacity(3)_  8
    x(J3_3)   c_u_completion(J3)_  -1
    x(J4_3)   c_u_work_capacity(3)_  2
    x(J4_3)   c_u_completion(J4)_  -1
    x(J5_3)   c_u_work_capacity(3)_  4
    x(J5_3)   c_u_completion(J5)_  -1
    x(J6_3)   c_u_work_capacity(3)_  4
    x(J6_3)   c_u_completion(J6)_  -1
    x(J7_3)   c_u_work_capacity(3)_  4
    x(J7_3)   c_u_completion(J7)_  -1
    x(J8_3)   c_u_work_capacity(3)_  4
    x(J8_3)   c_u_completion(J8)_  -1
    x(J9_3)   c_u_work_capacity(3)_  2
    x(J9_3)   c_u_completion(J9)_  -1
    x(J10_3)  c_u_work_capacity(3)_  1
    x(J10_3)  c_u_completion(J10)_  -1
    x(J11_3)  c_u_work_capacity(3)_  1
    x(J11_3)  c_u_completion(J11)_  -1
    x(J12_3)  c_u_work_capacity(3)_  12
    x(J12_3)  c_u_completion(J12)_  -1
    x(J13_3)  c_u_work_capacity(3)_  12
    x(J13_3)  c_u_completion(J13)_  -1
    x(J14_3)  c_u_work_capacity(3)_  1
    x(J14_3)  c_u_completion(J14)_  -1
    x(J15_3)  c_u_work_capacity(3)_  8
    x(J15_3)  c_u_completion(J15)_  -1
    x(J16_3)  c_u_work_capacity(3)_  1
    x(J16_3)  c_u_completion(J16)_  -1
    x(J17_3)  c_u_work_capacity(3)_  1
    x(J17_3)  c_u_completion(J17)_  -1
    x(J18_3)  c_u_work_capacity(3)_  12
    x(J18_3)  c_u_completion(J18)_  -1
    x(J19_3)  c_u_work_capacity(3)_  4
    x(J19_3)  c_u_completion(J19)_  -1
    x(J20_3)  c_u_work_capacity(3)_  10
    x(J20_3)  c_u_completion(J20)_  -1
    x(J21_3)  c_u_work_capacity(3)_  1
    x(J21_3)  c_u_completion(J21)_  -1
    x(J22_3)  c_u_work_capacity(3)_  4
    x(J22_3)  c_u_completion(J22)_  -1
    x(J23_3)  c_u_work_capacity(3)_  12
    x(J23_3)  c_u_completion(J23)_  -1
    x(J24_3)  c_u_work_capacity(3)_  2
    x(J24_3)  c_u_completion(J24)_  -1
    x(J25_3)  c_u_work_capacity(3)_  1
    x(J25_3)  c_u_completion(J25)_  -1
    x(J26_3)  c_u_work_capacity(3)_  8
    x(J26_3)  c_u_completion(J26)_  -1
    x(J1_4)   c_u_work_capacity(4)_  1
    x(J1_4)   c_u_completion(J1)_  -1
    x(J2_4)   c_u_work_capacity(4)_  4
    x(J2_4)   c_u_completion(J2)_  -1
    x(J3_4)   c_u_work_capacity(4)_  8
    x(J3_4)   c_u_completion(J3)_  -1
    x(J4_4)   c_u_work_capacity(4)_  2
    x(J4_4)   c_u_completion(J4)_  -1
    x(J5_4)   c_u_work_capacity(4)_  4
    x(J5_4)   c_u_completion(J5)_  -1
    x(J6_4)   c_u_work_capacity(4)_  4
    x(J6_4)   c_u_completion(J6)_  -1
    x(J7_4)   c_u_work_capacity(4)_  4
    x(J7_4)   c_u_completion(J7)_  -1
    x(J8_4)   c_u_work_capacity(4)_  4
    x(J8_4)   c_u_completion(J8)_  -1
    x(J9_4)   c_u_work_capacity(4)_  2
    x(J9_4)   c_u_completion(J9)_  -1
    x(J10_4)  c_u_work_capacity(4)_  1
    x(J10_4)  c_u_completion(J10)_  -1
    x(J11_4)  c_u_work_capacity(4)_  1
    x(J11_4)  c_u_completion(J11)_  -1
    x(J12_4)  c_u_work_capacity(4)_  12
    x(J12_4)  c_u_completion(J12)_  -1
    x(J13_4)  c_u_work_capacity(4)_  12
    x(J13_4)  c_u_completion(J13)_  -1
    x(J14_4)  c_u_work_capacity(4)_  1
    x(J14_4)  c_u_completion(J14)_  -1
    x(J15_4)  c_u_work_capacity(4)_  8
    x(J15_4)  c_u_completion(J15)_  -1
    x(J16_4)  c_u_work_capacity(4)_  1
    x(J16_4)  c_u_completion(J16)_  -1
    x(J17_4)  c_u_work_capacity(4)_  1
    x(J17_4)  c_u_completion(J17)_  -1
    x(J18_4)  c_u_work_capacity(4)_  12
    x(J18_4)  c_u_completion(J18)_  -1
    x(J19_4)  c_u_work_capacity(4)_  4
    x(J19_4)  c_u_completion(J19)_  -1
    x(J20_4)  c_u_work_capacity(4)_  10
    x(J20_4)  c_u_completion(J20)_  -1
    x(J21_4)  c_u_work_capacity(4)_  1
    x(J21_4)  c_u_completion(J21)_  -1
    x(J22_4)  c_u_work_capacity(4)_  4
    x(J22_4)  c_u_completion(J22)_  -1
    x(J23_4)  c_u_work_capacity(4)_  12
    x(J23_4)  c_u_completion(J23)_  -1
    x(J24_4)  c_u_work_capacity(4)_  2
    x(J24_4)  c_u_completion(J24)_  -1
    x(J25_4)  c_u_work_capacity(4)_  1
    x(J25_4)  c_u_completion(J25)_  -1
    x(J26_4)  c_u_work_capacity(4)_  8
    x(J26_4)  c_u_completion(J26)_  -1
    x(J1_5)   c_u_work_capacity(5)_  1
    x(J1_5)   c_u_completion(J1)_  -1
    x(J2_5)   c_u_work_capacity(5)_  4
    x(J2_5)   c_u_completion(J2)_  -1
    x(J3_5)   c_u_work_capacity(5)_  8
    x(J3_5)   c_u_completion(J3)_  -1
    x(J4_5)   c_u_work_capacity(5)_  2
    x(J4_5)   c_u_completion(J4)_  -1
    x(J5_5)   c_u_work_capacity(5)_  4
    x(J5_5)   c_u_completion(J5)_  -1
    x(J6_5)   c_u_work_capacity(5)_  4
    x(J6_5)   c_u_completion(J6)_  -1
    x(J7_5)   c_u_work_capacity(5)_  4
    x(J7_5)   c_u_completion(J7)_  -1
    x(J8_5)   c_u_work_capacity(5)_  4
    x(J8_5)   c_u_completion(J8)_  -1
    x(J9_5)   c_u_work_capacity(5)_  2
    x(J9_5)   c_u_completion(J9)_  -1
    x(J10_5)  c_u_work_capacity(5)_  1
    x(J10_5)  c_u_completion(J10)_  -1
    x(J11_5)  c_u_work_capacity(5)_  1
    x(J11_5)  c_u_completion(J11)_  -1
    x(J12_5)  c_u_work_capacity(5)_  12
    x(J12_5)  c_u_completion(J12)_  -1
    x(J13_5)  c_u_work_capacity(5)_  12
    x(J13_5)  c_u_completion(J13)_  -1
    x(J14_5)  c_u_work_capacity(5)_  1
    x(J14_5)  c_u_completion(J14)_  -1
    x(J15_5)  c_u_work_capacity(5)_  8
    x(J15_5)  c_u_completion(J15)_  -1
    x(J16_5)  c_u_work_capacity(5)_  1
    x(J16_5)  c_u_completion(J16)_  -1
    x(J17_5)  c_u_work_capacity(5)_  1
    x(J17_5)  c_u_completion(J17)_  -1
    x(J18_5)  c_u_work_capacity(5)_  12
    x(J18_5)  c_u_completion(J18)_  -1
    x(J19_5)  c_u_work_capacity(5)_  4
    x(J19_5)  c_u_completion(J19)_  -1
    x(J20_5)  c_u_work_capacity(5)_  10
    x(J20_5)  c_u_completion(J20)_  -1
    x(J21_5)  c_u_work_capacity(5)_  1
    x(J21_5)  c_u_completion(J21)_  -1
    x(J22_5)  c_u_work_capacity(5)_  4
    x(J22_5)  c_u_completion(J22)_  -1
    x(J23_5)  c_u_work_capacity(5)_  12
    x(J23_5)  c_u_completion(J23)_  -1
    x(J24_5)  c_u_work_capacity(5)_  2
    x(J24_5)  c_u_completion(J24)_  -1
    x(J25_5)  c_u_work_capacity(5)_  1
    x(J25_5)  c_u_completion(J25)_  -1
    x(J26_5)  c_u_work_capacity(5)_  8
    x(J26_5)  c_u_completion(J26)_  -1
    x(J1_6)   c_u_work_capacity(6)_  1
    x(J1_6)   c_u_completion(J1)_  -1
    x(J2_6)   c_u_work_capacity(6)_  4
    x(J2_6)   c_u_completion(J2)_  -1
    x(J3_6)   c_u_work_capacity(6)_  8
    x(J3_6)   c_u_completion(J3)_  -1
    x(J4_6)   c_u_work_capacity(6)_  2
    x(J4_6)   c_u_completion(J4)_  -1
    x(J5_6)   c_u_work_capacity(6)_  4
    x(J5_6)   c_u_completion(J5)_  -1
    x(J6_6)   c_u_work_capacity(6)_  4
    x(J6_6)   c_u_completion(J6)_  -1
    x(J7_6)   c_u_work_capacity(6)_  4
    x(J7_6)   c_u_completion(J7)_  -1
    x(J8_6)   c_u_work_capacity(6)_  4
    x(J8_6)   c_u_completion(J8)_  -1
    x(J9_6)   c_u_work_capacity(6)_  2
    x(J9_6)   c_u_completion(J9)_  -1
    x(J10_6)  c_u_work_capacity(6)_  1
    x(J10_6)  c_u_completion(J10)_  -1
    x(J11_6)  c_u_work_capacity(6)_  1
    x(J11_6)  c_u_completion(J11)_  -1
    x(J12_6)  c_u_work_capacity(6)_  12
    x(J12_6)  c_u_completion(J12)_  -1
    x(J13_6)  c_u_work_capacity(6)_  12
    x(J13_6)  c_u_completion(J13)_  -1
    x(J14_6)  c_u_work_capacity(6)_  1
    x(J14_6)  c_u_completion(J14)_  -1
    x(J15_6)  c_u_work_capacity(6)_  8
    x(J15_6)  c_u_completion(J15)_  -1
    x(J16_6)  c_u_work_capacity(6)_  1
    x(J16_6)  c_u_completion(J16)_  -1
    x(J17_6)  c_u_work_capacity(6)_  1
    x(J17_6)  c_u_completion(J17)_  -1
    x(J18_6)  c_u_work_capacity(6)_  12
    x(J18_6)  c_u_completion(J18)_  -1
    x(J19_6)  c_u_work_capacity(6)_  4
    x(J19_6)  c_u_completion(J19)_  -1
    x(J20_6)  c_u_work_capacity(6)_  10
    x(J20_6)  c_u_completion(J20)_  -1
    x(J21_6)  c_u_work_capacity(6)_  1
    x(J21_6)  c_u_completion(J21)_  -1
    x(J22_6)  c_u_work_capacity(6)_  4
    x(J22_6)  c_u_completion(J22)_  -1
    x(J23_6)  c_u_work_capacity(6)_  12
    x(J23_6)  c_u_completion(J23)_  -1
    x(J24_6)  c_u_work_capacity(6)_  2
    x(J24_6)  c_u_completion(J24)_  -1
    x(J25_6)  c_u_work_capacity(6)_  1
    x(J25_6)  c_u_completion(J25)_  -1
    x(J26_6)  c_u_work_capacity(6)_  8
    x(J26_6)  c_u_completion(J26)_  -1
    x(J1_7)   c_u_work_capacity(7)_  1
    x(J1_7)   c_u_completion(J1)_  -1
    x(J2_7)   c_u_work_capacity(7)_  4
    x(J2_7)   c_u_completion(J2)_  -1
    x(J3_7)   c_u_work_capacity(7)_  8
    x(J3_7)   c_u_completion(J3)_  -1
    x(J4_7)   c_u_work_capacity(7)_  2
    x(J4_7)   c_u_completion(J4)_  -1
    x(J5_7)   c_u_work_capacity(7)_  4
    x(J5_7)   c_u_completion(J5)_  -1
    x(J6_7)   c_u_work_capacity(7)_  4
    x(J6_7)   c_u_completion(J6)_  -1
    x(J7_7)   c_u_work_capacity(7)_  4
    x(J7_7)   c_u_completion(J7)_  -1
    x(J8_7)   c_u_work_capacity(7)_  4
    x(J8_7)   c_u_completion(J8)_  -1
    x(J9_7)   c_u_work_capacity(7)_  2
    x(J9_7)   c_u_completion(J9)_  -1
    x(J10_7)  c_u_work_capacity(7)_  1
    x(J10_7)  c_u_completion(J10)_  -1
    x(J11_7)  c_u_work_capacity(7)_  1
    x(J11_7)  c_u_completion(J11)_  -1
    x(J12_7)  c_u_work_capacity(7)_  12
    x(J12_7)  c_u_completion(J12)_  -1
    x(J13_7)  c_u_work_capacity(7)_  12
    x(J13_7)  c_u_completion(J13)_  -1
    x(J14_7)  c_u_work_capacity(7)_  1
    x(J14_7)  c_u_completion(J14)_  -1
    x(J15_7)  c_u_work_capacity(7)_  8
    x(J15_7)  c_u_completion(J15)_  -1
    x(J16_7)  c_u_work_capacity(7)_  1
    x(J16_7)  c_u_completion(J16)_  -1
    x(J17_7)  c_u_work_capacity(7)_  1
    x(J17_7)  c_u_completion(J17)_  -1
    x(J18_7)  c_u_work_capacity(7)_  12
    x(J18_7)  c_u_completion(J18)_  -1
    x(J19_7)  c_u_work_capacity(7)_  4
    x(J19_7)  c_u_completion(J19)_  -1
    x(J20_7)  c_u_work_capacity(7)_  10
    x(J20_7)  c_u_completion(J20)_  -1
    x(J21_7)  c_u_work_capacity(7)_  1
    x(J21_7)  c_u_completion(J21)_  -1
    x(J22_7)  c_u_work_capacity(7)_  4
    x(J22_7)  c_u_completion(J22)_  -1
    x(J23_7)  c_u_work_capacity(7)_  12
    x(J23_7)  c_u_completion(J23)_  -1
    x(J24_7)  c_u_work_capacity(7)_  2
    x(J24_7)  c_u_completion(J24)_  -1
    x(J25_7)  c_u_work_capacity(7)_  1
    x(J25_7)  c_u_completion(J25)_  -1
    x(J26_7)  c_u_work_capacity(7)_  8
    x(J26_7)  c_u_completion(J26)_  -1
    x(J1_8)   c_u_work_capacity(8)_  1
    x(J1_8)   c_u_completion(J1)_  -1
    x(J2_8)   c_u_work_capacity(8)_  4
    x(J2_8)   c_u_completion(J2)_  -1
    x(J3_8)   c_u_work_capacity(8)_  8
    x(J3_8)   c_u_completion(J3)_  -1
    x(J4_8)   c_u_work_capacity(8)_  2
    x(J4_8)   c_u_completion(J4)_  -1
    x(J5_8)   c_u_work_capacity(8)_  4
    x(J5_8)   c_u_completion(J5)_  -1
    x(J6_8)   c_u_work_capacity(8)_  4
    x(J6_8)   c_u_completion(J6)_  -1
    x(J7_8)   c_u_work_capacity(8)_  4
    x(J7_8)   c_u_completion(J7)_  -1
    x(J8_8)   c_u_work_capacity(8)_  4
    x(J8_8)   c_u_completion(J8)_  -1
    x(J9_8)   c_u_work_capacity(8)_  2
    x(J9_8)   c_u_completion(J9)_  -1
    x(J10_8)  c_u_work_capacity(8)_  1
    x(J10_8)  c_u_completion(J10)_  -1
    x(J11_8)  c_u_work_capacity(8)_  1
    x(J11_8)  c_u_completion(J11)_  -1
    x(J12_8)  c_u_work_capacity(8)_  12
    x(J12_8)  c_u_completion(J12)_  -1
    x(J13_8)  c_u_work_capacity(8)_  12
    x(J13_8)  c_u_completion(J13)_  -1
    x(J14_8)  c_u_work_capacity(8)_  1
    x(J14_8)  c_u_completion(J14)_  -1
    x(J15_8)  c_u_work_capacity(8)_  8
    x(J15_8)  c_u_completion(J15)_  -1
    x(J16_8)  c_u_work_capacity(8)_  1
    x(J16_8)  c_u_completion(J16)_  -1
    x(J17_8)  c_u_work_capacity(8)_  1
    x(J17_8)  c_u_completion(J17)_  -1
    x(J18_8)  c_u_work_capacity(8)_  12
    x(J18_8)  c_u_completion(J18)_  -1
    x(J19_8)  c_u_work_capacity(8)_  4
    x(J19_8)  c_u_completion(J19)_  -1
    x(J20_8)  c_u_work_capacity(8)_  10
    x(J20_8)  c_u_completion(J20)_  -1
    x(J21_8)  c_u_work_capacity(8)_  1
    x(J21_8)  c_u_completion(J21)_  -1
    x(J22_8)  c_u_work_capacity(8)_  4
    x(J22_8)  c_u_completion(J22)_  -1
    x(J23_8)  c_u_work_capacity(8)_  12
    x(J23_8)  c_u_completion(J23)_  -1
    x(J24_8)  c_u_work_capacity(8)_  2
    x(J24_8)  c_u_completion(J24)_  -1
    x(J25_8)  c_u_work_capacity(8)_  1
    x(J25_8)  c_u_completion(J25)_  -1
    x(J26_8)  c_u_work_capacity(8)_  8
    x(J26_8)  c_u_completion(J26)_  -1
    x(J1_9)   c_u_work_capacity(9)_  1
    x(J1_9)   c_u_completion(J1)_  -1
    x(J2_9)   c_u_work_capacity(9)_  4
    x(J2_9)   c_u_completion(J2)_  -1
    x(J3_9)   c_u_work_capacity(9)_  8
    x(J3_9)   c_u_completion(J3)_  -1
    x(J4_9)   c_u_work_capacity(9)_  2
    x(J4_9)   c_u_completion(J4)_  -1
    x(J5_9)   c_u_work_capacity(9)_  4
    x(J5_9)   c_u_completion(J5)_  -1
    x(J6_9)   c_u_work_capacity(9)_  4
    x(J6_9)   c_u_completion(J6)_  -1
    x(J7_9)   c_u_work_capacity(9)_  4
    x(J7_9)   c_u_completion(J7)_  -1
    x(J8_9)   c_u_work_capacity(9)_  4
    x(J8_9)   c_u_completion(J8)_  -1
    x(J9_9)   c_u_work_capacity(9)_  2
    x(J9_9)   c_u_completion(J9)_  -1
    x(J10_9)  c_u_work_capacity(9)_  1
    x(J10_9)  c_u_completion(J10)_  -1
    x(J11_9)  c_u_work_capacity(9)_  1
    x(J11_9)  c_u_completion(J11)_  -1
    x(J12_9)  c_u_work_capacity(9)_  12
    x(J12_9)  c_u_completion(J12)_  -1
    x(J13_9)  c_u_work_capacity(9)_  12
    x(J13_9)  c_u_completion(J13)_  -1
    x(J14_9)  c_u_work_capacity(9)_  1
    x(J14_9)  c_u_completion(J14)_  -1
    x(J15_9)  c_u_work_capacity(9)_  8
    x(J15_9)  c_u_completion(J15)_  -1
    x(J16_9)  c_u_work_capacity(9)_  1
    x(J16_9)  c_u_completion(J16)_  -1
    x(J17_9)  c_u_work_capacity(9)_  1
    x(J17_9)  c_u_completion(J17)_  -1
    x(J18_9)  c_u_work_capacity(9)_  12
    x(J18_9)  c_u_completion(J18)_  -1
    x(J19_9)  c_u_work_capacity(9)_  4
    x(J19_9)  c_u_completion(J19)_  -1
    x(J20_9)  c_u_work_capacity(9)_  10
    x(J20_9)  c_u_completion(J20)_  -1
    x(J21_9)  c_u_work_capacity(9)_  1
    x(J21_9)  c_u_completion(J21)_  -1
    x(J22_9)  c_u_work_capacity(9)_  4
    x(J22_9)  c_u_completion(J22)_  -1
    x(J23_9)  c_u_work_capacity(9)_  12
    x(J23_9)  c_u_completion(J23)_  -1
    x(J24_9)  c_u_work_capacity(9)_  2
    x(J24_9)  c_u_completion(J24)_  -1
    x(J25_9)  c_u_work_capacity(9)_  1
    x(J25_9)  c_u_completion(J25)_  -1
    x(J26_9)  c_u_work_capacity(9)_  8
    x(J26_9)  c_u_completion(J26)_  -1
    x(J1_10)  c_u_work_capacity(10)_  1
    x(J1_10)  c_u_completion(J1)_  -1
    x(J2_10)  c_u_work_capacity(10)_  4
    x(J2_10)  c_u_completion(J2)_  -1
    x(J3_10)  c_u_work_capacity(10)_  8
    x(J3_10)  c_u_completion(J3)_  -1
    x(J4_10)  c_u_work_capacity(10)_  2
    x(J4_10)  c_u_completion(J4)_  -1
    x(J5_10)  c_u_work_capacity(10)_  4
    x(J5_10)  c_u_completion(J5)_  -1
    x(J6_10)  c_u_work_capacity(10)_  4
    x(J6_10)  c_u_completion(J6)_  -1
    x(J7_10)  c_u_work_capacity(10)_  4
    x(J7_10)  c_u_completion(J7)_  -1
    x(J8_10)  c_u_work_capacity(10)_  4
    x(J8_10)  c_u_completion(J8)_  -1
    x(J9_10)  c_u_work_capacity(10)_  2
    x(J9_10)  c_u_completion(J9)_  -1
    x(J10_10)  c_u_work_capacity(10)_  1
    x(J10_10)  c_u_completion(J10)_  -1
    x(J11_10)  c_u_work_capacity(10)_  1
    x(J11_10)  c_u_completion(J11)_  -1
    x(J12_10)  c_u_work_capacity(10)_  12
    x(J12_10)  c_u_completion(J12)_  -1
    x(J13_10)  c_u_work_capacity(10)_  12
    x(J13_10)  c_u_completion(J13)_  -1
    x(J14_10)  c_u_work_capacity(10)_  1
    x(J14_10)  c_u_completion(J14)_  -1
    x(J15_10)  c_u_work_capacity(10)_  8
    x(J15_10)  c_u_completion(J15)_  -1
    x(J16_10)  c_u_work_capacity(10)_  1
    x(J16_10)  c_u_completion(J16)_  -1
    x(J17_10)  c_u_work_capacity(10)_  1
    x(J17_10)  c_u_completion(J17)_  -1
    x(J18_10)  c_u_work_capacity(10)_  12
    x(J18_10)  c_u_completion(J18)_  -1
    x(J19_10)  c_u_work_capacity(10)_  4
    x(J19_10)  c_u_completion(J19)_  -1
    x(J20_10)  c_u_work_capacity(10)_  10
    x(J20_10)  c_u_completion(J20)_  -1
    x(J21_10)  c_u_work_capacity(10)_  1
    x(J21_10)  c_u_completion(J21)_  -1
    x(J22_10)  c_u_work_capacity(10)_  4
    x(J22_10)  c_u_completion(J22)_  -1
    x(J23_10)  c_u_work_capacity(10)_  12
    x(J23_10)  c_u_completion(J23)_  -1
    x(J24_10)  c_u_work_capacity(10)_  2
    x(J24_10)  c_u_completion(J24)_  -1
    x(J25_10)  c_u_work_capacity(10)_  1
    x(J25_10)  c_u_completion(J25)_  -1
    x(J26_10)  c_u_work_capacity(10)_  8
    x(J26_10)  c_u_completion(J26)_  -1
    x(J1_11)  c_u_work_capacity(11)_  1
    x(J1_11)  c_u_completion(J1)_  -1
    x(J2_11)  c_u_work_capacity(11)_  4
    x(J2_11)  c_u_completion(J2)_  -1
    x(J3_11)  c_u_work_capacity(11)_  8
    x(J3_11)  c_u_completion(J3)_  -1
    x(J4_11)  c_u_work_capacity(11)_  2
    x(J4_11)  c_u_completion(J4)_  -1
    x(J5_11)  c_u_work_capacity(11)_  4
    x(J5_11)  c_u_completion(J5)_  -1
    x(J6_11)  c_u_work_capacity(11)_  4
    x(J6_11)  c_u_completion(J6)_  -1
    x(J7_11)  c_u_work_capacity(11)_  4
    x(J7_11)  c_u_completion(J7)_  -1
    x(J8_11)  c_u_work_capacity(11)_  4
    x(J8_11)  c_u_completion(J8)_  -1
    x(J9_11)  c_u_work_capacity(11)_  2
    x(J9_11)  c_u_completion(J9)_  -1
    x(J10_11)  c_u_work_capacity(11)_  1
    x(J10_11)  c_u_completion(J10)_  -1
    x(J11_11)  c_u_work_capacity(11)_  1
    x(J11_11)  c_u_completion(J11)_  -1
    x(J12_11)  c_u_work_capacity(11)_  12
    x(J12_11)  c_u_completion(J12)_  -1
    x(J13_11)  c_u_work_capacity(11)_  12
    x(J13_11)  c_u_completion(J13)_  -1
    x(J14_11)  c_u_work_capacity(11)_  1
    x(J14_11)  c_u_completion(J14)_  -1
    x(J15_11)  c_u_work_capacity(11)_  8
    x(J15_11)  c_u_completion(J15)_  -1
    x(J16_11)  c_u_work_capacity(11)_  1
    x(J16_11)  c_u_completion(J16)_  -1
    x(J17_11)  c_u_work_capacity(11)_  1
    x(J17_11)  c_u_completion(J17)_  -1
    x(J18_11)  c_u_work_capacity(11)_  12
    x(J18_11)  c_u_completion(J18)_  -1
    x(J19_11)  c_u_work_capacity(11)_  4
    x(J19_11)  c_u_completion(J19)_  -1
    x(J20_11)  c_u_work_capacity(11)_  10
    x(J20_11)  c_u_completion(J20)_  -1
    x(J21_11)  c_u_work_capacity(11)_  1
    x(J21_11)  c_u_completion(J21)_  -1
    x(J22_11)  c_u_work_capacity(11)_  4
    x(J22_11)  c_u_completion(J22)_  -1
    x(J23_11)  c_u_work_capacity(11)_  12
    x(J23_11)  c_u_completion(J23)_  -1
    x(J24_11)  c_u_work_capacity(11)_  2
    x(J24_11)  c_u_completion(J24)_  -1
    x(J25_11)  c_u_work_capacity(11)_  1
    x(J25_11)  c_u_completion(J25)_  -1
    x(J26_11)  c_u_work_capacity(11)_  8
    x(J26_11)  c_u_completion(J26)_  -1
    x(J1_12)  c_u_work_capacity(12)_  1
    x(J1_12)  c_u_completion(J1)_  -1
    x(J2_12)  c_u_work_capacity(12)_  4
    x(J2_12)  c_u_completion(J2)_  -1
    x(J3_12)  c_u_work_capacity(12)_  8
    x(J3_12)  c_u_completion(J3)_  -1
    x(J4_12)  c_u_work_capacity(12)_  2
    x(J4_12)  c_u_completion(J4)_  -1
    x(J5_12)  c_u_work_capacity(12)_  4
    x(J5_12)  c_u_completion(J5)_  -1
    x(J6_12)  c_u_work_capacity(12)_  4
    x(J6_12)  c_u_completion(J6)_  -1
    x(J7_12)  c_u_work_capacity(12)_  4
    x(J7_12)  c_u_completion(J7)_  -1
    x(J8_12)  c_u_work_capacity(12)_  4
    x(J8_12)  c_u_completion(J8)_  -1
    x(J9_12)  c_u_work_capacity(12)_  2
    x(J9_12)  c_u_completion(J9)_  -1
    x(J10_12)  c_u_work_capacity(12)_  1
    x(J10_12)  c_u_completion(J10)_  -1
    x(J11_12)  c_u_work_capacity(12)_  1
    x(J11_12)  c_u_completion(J11)_  -1
    x(J12_12)  c_u_work_capacity(12)_  12
    x(J12_12)  c_u_completion(J12)_  -1
    x(J13_12)  c_u_work_capacity(12)_  12
    x(J13_12)  c_u_completion(J13)_  -1
    x(J14_12)  c_u_work_capacity(12)_  1
    x(J14_12)  c_u_completion(J14)_  -1
    x(J15_12)  c_u_work_capacity(12)_  8
    x(J15_12)  c_u_completion(J15)_  -1
    x(J16_12)  c_u_work_capacity(12)_  1
    x(J16_12)  c_u_completion(J16)_  -1
    x(J17_12)  c_u_work_capacity(12)_  1
    x(J17_12)  c_u_completion(J17)_  -1
    x(J18_12)  c_u_work_capacity(12)_  12
    x(J18_12)  c_u_completion(J18)_  -1
    x(J19_12)  c_u_work_capacity(12)_  4
    x(J19_12)  c_u_completion(J19)_  -1
    x(J20_12)  c_u_work_capacity(12)_  10
    x(J20_12)  c_u_completion(J20)_  -1
    x(J21_12)  c_u_work_capacity(12)_  1
    x(J21_12)  c_u_completion(J21)_  -1
    x(J22_12)  c_u_work_capacity(12)_  4
    x(J22_12)  c_u_completion(J22)_  -1
    x(J23_12)  c_u_work_capacity(12)_  12
    x(J23_12)  c_u_completion(J23)_  -1
    x(J24_12)  c_u_work_capacity(12)_  2
    x(J24_12)  c_u_completion(J24)_  -1
    x(J25_12)  c_u_work_capacity(12)_  1
    x(J25_12)  c_u_completion(J25)_  -1
    x(J26_12)  c_u_work_capacity(12)_  8
    x(J26_12)  c_u_completion(J26)_  -1
    x(J1_13)  c_u_work_capacity(13)_  1
    x(J1_13)  c_u_completion(J1)_  -1
    x(J2_13)  c_u_work_capacity(13)_  4
    x(J2_13)  c_u_completion(J2)_  -1
    x(J3_13)  c_u_work_capacity(13)_  8
    x(J3_13)  c_u_completion(J3)_  -1
    x(J4_13)  c_u_work_capacity(13)_  2
    x(J4_13)  c_u_completion(J4)_  -1
    x(J5_13)  c_u_work_capacity(13)_  4
    x(J5_13)  c_u_completion(J5)_  -1
    x(J6_13)  c_u_work_capacity(13)_  4
    x(J6_13)  c_u_completion(J6)_  -1
    x(J7_13)  c_u_work_capacity(13)_  4
    x(J7_13)  c_u_completion(J7)_  -1
    x(J8_13)  c_u_work_capacity(13)_  4
    x(J8_13)  c_u_completion(J8)_  -1
    x(J9_13)  c_u_work_capacity(13)_  2
    x(J9_13)  c_u_completion(J9)_  -1
    x(J10_13)  c_u_work_capacity(13)_  1
    x(J10_13)  c_u_completion(J10)_  -1
    x(J11_13)  c_u_work_capacity(13)_  1
    x(J11_13)  c_u_completion(J11)_  -1
    x(J12_13)  c_u_work_capacity(13)_  12
    x(J12_13)  c_u_completion(J12)_  -1
    x(J13_13)  c_u_work_capacity(13)_  12
    x(J13_13)  c_u_completion(J13)_  -1
    x(J14_13)  c_u_work_capacity(13)_  1
    x(J14_13)  c_u_completion(J14)_  -1
    x(J15_13)  c_u_work_capacity(13)_  8
    x(J15_13)  c_u_completion(J15)_  -1
    x(J16_13)  c_u_work_capacity(13)_  1
    x(J16_13)  c_u_completion(J16)_  -1
    x(J17_13)  c_u_work_capacity(13)_  1
    x(J17_13)  c_u_completion(J17)_  -1
    x(J18_13)  c_u_work_capacity(13)_  12
    x(J18_13)  c_u_completion(J18)_  -1
    x(J19_13)  c_u_work_capacity(13)_  4
    x(J19_13)  c_u_completion(J19)_  -1
    x(J20_13)  c_u_work_capacity(13)_  10
    x(J20_13)  c_u_completion(J20)_  -1
    x(J21_13)  c_u_work_capacity(13)_  1
    x(J21_13)  c_u_completion(J21)_  -1
    x(J22_13)  c_u_work_capacity(13)_  4
    x(J22_13)  c_u_completion(J22)_  -1
    x(J23_13)  c_u_work_capacity(13)_  12
    x(J23_13)  c_u_completion(J23)_  -1
    x(J24_13)  c_u_work_capacity(13)_  2
    x(J24_13)  c_u_completion(J24)_  -1
    x(J25_13)  c_u_work_capacity(13)_  1
    x(J25_13)  c_u_completion(J25)_  -1
    x(J26_13)  c_u_work_capacity(13)_  8
    x(J26_13)  c_u_completion(J26)_  -1
    x(J1_14)  c_u_work_capacity(14)_  1
    x(J1_14)  c_u_completion(J1)_  -1
    x(J2_14)  c_u_work_capacity(14)_  4
    x(J2_14)  c_u_completion(J2)_  -1
    x(J3_14)  c_u_work_capacity(14)_  8
    x(J3_14)  c_u_completion(J3)_  -1
    x(J4_14)  c_u_work_capacity(14)_  2
    x(J4_14)  c_u_completion(J4)_  -1
    x(J5_14)  c_u_work_capacity(14)_  4
    x(J5_14)  c_u_completion(J5)_  -1
    x(J6_14)  c_u_work_capacity(14)_  4
    x(J6_14)  c_u_completion(J6)_  -1
    x(J7_14)  c_u_work_capacity(14)_  4
    x(J7_14)  c_u_completion(J7)_  -1
    x(J8_14)  c_u_work_capacity(14)_  4
    x(J8_14)  c_u_completion(J8)_  -1
    x(J9_14)  c_u_work_capacity(14)_  2
    x(J9_14)  c_u_completion(J9)_  -1
    x(J10_14)  c_u_work_capacity(14)_  1
    x(J10_14)  c_u_completion(J10)_  -1
    x(J11_14)  c_u_work_capacity(14)_  1
    x(J11_14)  c_u_completion(J11)_  -1
    x(J12_14)  c_u_work_capacity(14)_  12
    x(J12_14)  c_u_completion(J12)_  -1
    x(J13_14)  c_u_work_capacity(14)_  12
    x(J13_14)  c_u_completion(J13)_  -1
    x(J14_14)  c_u_work_capacity(14)_  1
    x(J14_14)  c_u_completion(J14)_  -1
    x(J15_14)  c_u_work_capacity(14)_  8
    x(J15_14)  c_u_completion(J15)_  -1
    x(J16_14)  c_u_work_capacity(14)_  1
    x(J16_14)  c_u_completion(J16)_  -1
    x(J17_14)  c_u_work_capacity(14)_  1
    x(J17_14)  c_u_completion(J17)_  -1
    x(J18_14)  c_u_work_capacity(14)_  12
    x(J18_14)  c_u_completion(J18)_  -1
    x(J19_14)  c_u_work_capacity(14)_  4
    x(J19_14)  c_u_completion(J19)_  -1
    x(J20_14)  c_u_work_capacity(14)_  10
    x(J20_14)  c_u_completion(J20)_  -1
    x(J21_14)  c_u_work_capacity(14)_  1
    x(J21_14)  c_u_completion(J21)_  -1
    x(J22_14)  c_u_work_capacity(14)_  4
    x(J22_14)  c_u_completion(J22)_  -1
    x(J23_14)  c_u_work_capacity(14)_  12
    x(J23_14)  c_u_completion(J23)_  -1
    x(J24_14)  c_u_work_capacity(14)_  2
    x(J24_14)  c_u_completion(J24)_  -1
    x(J25_14)  c_u_work_capacity(14)_  1
    x(J25_14)  c_u_completion(J25)_  -1
    x(J26_14)  c_u_work_capacity(14)_  8
    x(J26_14)  c_u_completion(J26)_  -1
    x(J1_15)  c_u_work_capacity(15)_  1
    x(J1_15)  c_u_completion(J1)_  -1
    x(J2_15)  c_u_work_capacity(15)_  4
    x(J2_15)  c_u_completion(J2)_  -1
    x(J3_15)  c_u_work_capacity(15)_  8
    x(J3_15)  c_u_completion(J3)_  -1
    x(J4_15)  c_u_work_capacity(15)_  2
    x(J4_15)  c_u_completion(J4)_  -1
    x(J5_15)  c_u_work_capacity(15)_  4
    x(J5_15)  c_u_completion(J5)_  -1
    x(J6_15)  c_u_work_capacity(15)_  4
    x(J6_15)  c_u_completion(J6)_  -1
    x(J7_15)  c_u_work_capacity(15)_  4
    x(J7_15)  c_u_completion(J7)_  -1
    x(J8_15)  c_u_work_capacity(15)_  4
    x(J8_15)  c_u_completion(J8)_  -1
    x(J9_15)  c_u_work_capacity(15)_  2
    x(J9_15)  c_u_completion(J9)_  -1
    x(J10_15)  c_u_work_capacity(15)_  1
    x(J10_15)  c_u_completion(J10)_  -1
    x(J11_15)  c_u_work_capacity(15)_  1
    x(J11_15)  c_u_completion(J11)_  -1
    x(J12_15)  c_u_work_capacity(15)_  12
    x(J12_15)  c_u_completion(J12)_  -1
    x(J13_15)  c_u_work_capacity(15)_  12
    x(J13_15)  c_u_completion(J13)_  -1
    x(J14_15)  c_u_work_capacity(15)_  1
    x(J14_15)  c_u_completion(J14)_  -1
    x(J15_15)  c_u_work_capacity(15)_  8
    x(J15_15)  c_u_completion(J15)_  -1
    x(J16_15)  c_u_work_capacity(15)_  1
    x(J16_15)  c_u_completion(J16)_  -1
    x(J17_15)  c_u_work_capacity(15)_  1
    x(J17_15)  c_u_completion(J17)_  -1
    x(J18_15)  c_u_work_capacity(15)_  12
    x(J18_15)  c_u_completion(J18)_  -1
    x(J19_15)  c_u_work_capacity(15)_  4
    x(J19_15)  c_u_completion(J19)_  -1
    x(J20_15)  c_u_work_capacity(15)_  10
    x(J20_15)  c_u_completion(J20)_  -1
    x(J21_15)  c_u_work_capacity(15)_  1
    x(J21_15)  c_u_completion(J21)_  -1
    x(J22_15)  c_u_work_capacity(15)_  4
    x(J22_15)  c_u_completion(J22)_  -1
    x(J23_15)  c_u_work_capacity(15)_  12
    x(J23_15)  c_u_completion(J23)_  -1
    x(J24_15)  c_u_work_capacity(15)_  2
    x(J24_15)  c_u_completion(J24)_  -1
    x(J25_15)  c_u_work_capacity(15)_  1
    x(J25_15)  c_u_completion(J25)_  -1
    x(J26_15)  c_u_work_capacity(15)_  8
    x(J26_15)  c_u_completion(J26)_  -1
    x(J1_16)  c_u_work_capacity(16)_  1
    x(J1_16)  c_u_completion(J1)_  -1
    x(J2_16)  c_u_work_capacity(16)_  4
    x(J2_16)  c_u_completion(J2)_  -1
    x(J3_16)  c_u_work_capacity(16)_  8
    x(J3_16)  c_u_completion(J3)_  -1
    x(J4_16)  c_u_work_capacity(16)_  2
    x(J4_16)  c_u_completion(J4)_  -1
    x(J5_16)  c_u_work_capacity(16)_  4
    x(J5_16)  c_u_completion(J5)_  -1
    x(J6_16)  c_u_work_capacity(16)_  4
    x(J6_16)  c_u_completion(J6)_  -1
    x(J7_16)  c_u_work_capacity(16)_  4
    x(J7_16)  c_u_completion(J7)_  -1
    x(J8_16)  c_u_work_capacity(16)_  4
    x(J8_16)  c_u_completion(J8)_  -1
    x(J9_16)  c_u_work_capacity(16)_  2
    x(J9_16)  c_u_completion(J9)_  -1
    x(J10_16)  c_u_work_capacity(16)_  1
    x(J10_16)  c_u_completion(J10)_  -1
    x(J11_16)  c_u_work_capacity(16)_  1
    x(J11_16)  c_u_completion(J11)_  -1
    x(J12_16)  c_u_work_capacity(16)_  12
    x(J12_16)  c_u_completion(J12)_  -1
    x(J13_16)  c_u_work_capacity(16)_  12
    x(J13_16)  c_u_completion(J13)_  -1
    x(J14_16)  c_u_work_capacity(16)_  1
    x(J14_16)  c_u_completion(J14)_  -1
    x(J15_16)  c_u_work_capacity(16)_  8
    x(J15_16)  c_u_completion(J15)_  -1
    x(J16_16)  c_u_work_capacity(16)_  1
    x(J16_16)  c_u_completion(J16)_  -1
    x(J17_16)  c_u_work_capacity(16)_  1
    x(J17_16)  c_u_completion(J17)_  -1
    x(J18_16)  c_u_work_capacity(16)_  12
    x(J18_16)  c_u_completion(J18)_  -1
    x(J19_16)  c_u_work_capacity(16)_  4
    x(J19_16)  c_u_completion(J19)_  -1
    x(J20_16)  c_u_work_capacity(16)_  10
    x(J20_16)  c_u_completion(J20)_  -1
    x(J21_16)  c_u_work_capacity(16)_  1
    x(J21_16)  c_u_completion(J21)_  -1
    x(J22_16)  c_u_work_capacity(16)_  4
    x(J22_16)  c_u_completion(J22)_  -1
    x(J23_16)  c_u_work_capacity(16)_  12
    x(J23_16)  c_u_completion(J23)_  -1
    x(J24_16)  c_u_work_capacity(16)_  2
    x(J24_16)  c_u_completion(J24)_  -1
    x(J25_16)  c_u_work_capacity(16)_  1
    x(J25_16)  c_u_completion(J25)_  -1
    x(J26_16)  c_u_work_capacity(16)_  8
    x(J26_16)  c_u_completion(J26)_  -1
    x(J1_17)  c_u_work_capacity(17)_  1
    x(J1_17)  c_u_completion(J1)_  -1
    x(J2_17)  c_u_work_capacity(17)_  4
    x(J2_17)  c_u_completion(J2)_  -1
    x(J3_17)  c_u_work_capacity(17)_  8
    x(J3_17)  c_u_completion(J3)_  -1
    x(J4_17)  c_u_work_capacity(17)_  2
    x(J4_17)  c_u_completion(J4)_  -1
    x(J5_17)  c_u_work_capacity(17)_  4
    x(J5_17)  c_u_completion(J5)_  -1
    x(J6_17)  c_u_work_capacity(17)_  4
    x(J6_17)  c_u_completion(J6)_  -1
    x(J7_17)  c_u_work_capacity(17)_  4
    x(J7_17)  c_u_completion(J7)_  -1
    x(J8_17)  c_u_work_capacity(17)_  4
    x(J8_17)  c_u_completion(J8)_  -1
    x(J9_17)  c_u_work_capacity(17)_  2
    x(J9_17)  c_u_completion(J9)_  -1
    x(J10_17)  c_u_work_capacity(17)_  1
    x(J10_17)  c_u_completion(J10)_  -1
    x(J11_17)  c_u_work_capacity(17)_  1
    x(J11_17)  c_u_completion(J11)_  -1
    x(J12_17)  c_u_work_capacity(17)_  12
    x(J12_17)  c_u_completion(J12)_  -1
    x(J13_17)  c_u_work_capacity(17)_  12
    x(J13_17)  c_u_completion(J13)_  -1
    x(J14_17)  c_u_work_capacity(17)_  1
    x(J14_17)  c_u_completion(J14)_  -1
    x(J15_17)  c_u_work_capacity(17)_  8
    x(J15_17)  c_u_completion(J15)_  -1
    x(J16_17)  c_u_work_capacity(17)_  1
    x(J16_17)  c_u_completion(J16)_  -1
    x(J17_17)  c_u_work_capacity(17)_  1
    x(J17_17)  c_u_completion(J17)_  -1
    x(J18_17)  c_u_work_capacity(17)_  12
    x(J18_17)  c_u_completion(J18)_  -1
    x(J19_17)  c_u_work_capacity(17)_  4
    x(J19_17)  c_u_completion(J19)_  -1
    x(J20_17)  c_u_work_capacity(17)_  10
    x(J20_17)  c_u_completion(J20)_  -1
    x(J21_17)  c_u_work_capacity(17)_  1
    x(J21_17)  c_u_completion(J21)_  -1
    x(J22_17)  c_u_work_capacity(17)_  4
    x(J22_17)  c_u_completion(J22)_  -1
    x(J23_17)  c_u_work_capacity(17)_  12
    x(J23_17)  c_u_completion(J23)_  -1
    x(J24_17)  c_u_work_capacity(17)_  2
    x(J24_17)  c_u_completion(J24)_  -1
    x(J25_17)  c_u_work_capacity(17)_  1
    x(J25_17)  c_u_completion(J25)_  -1
    x(J26_17)  c_u_work_capacity(17)_  8
    x(J26_17)  c_u_completion(J26)_  -1
    x(J1_18)  c_u_work_capacity(18)_  1
    x(J1_18)  c_u_completion(J1)_  -1
    x(J2_18)  c_u_work_capacity(18)_  4
    x(J2_18)  c_u_completion(J2)_  -1
    x(J3_18)  c_u_work_capacity(18)_  8
    x(J3_18)  c_u_completion(J3)_  -1
    x(J4_18)  c_u_work_capacity(18)_  2
    x(J4_18)  c_u_completion(J4)_  -1
    x(J5_18)  c_u_work_capacity(18)_  4
    x(J5_18)  c_u_completion(J5)_  -1
    x(J6_18)  c_u_work_capacity(18)_  4
    x(J6_18)  c_u_completion(J6)_  -1
    x(J7_18)  c_u_work_capacity(18)_  4
    x(J7_18)  c_u_completion(J7)_  -1
    x(J8_18)  c_u_work_capacity(18)_  4
    x(J8_18)  c_u_completion(J8)_  -1
    x(J9_18)  c_u_work_capacity(18)_  2
    x(J9_18)  c_u_completion(J9)_  -1
    x(J10_18)  c_u_work_capacity(18)_  1
    x(J10_18)  c_u_completion(J10)_  -1
    x(J11_18)  c_u_work_capacity(18)_  1
    x(J11_18)  c_u_completion(J11)_  -1
    x(J12_18)  c_u_work_capacity(18)_  12
    x(J12_18)  c_u_completion(J12)_  -1
    x(J13_18)  c_u_work_capacity(18)_  12
    x(J13_18)  c_u_completion(J13)_  -1
    x(J14_18)  c_u_work_capacity(18)_  1
    x(J14_18)  c_u_completion(J14)_  -1
    x(J15_18)  c_u_work_capacity(18)_  8
    x(J15_18)  c_u_completion(J15)_  -1
    x(J16_18)  c_u_work_capacity(18)_  1
    x(J16_18)  c_u_completion(J16)_  -1
    x(J17_18)  c_u_work_capacity(18)_  1
    x(J17_18)  c_u_completion(J17)_  -1
    x(J18_18)  c_u_work_capacity(18)_  12
    x(J18_18)  c_u_completion(J18)_  -1
    x(J19_18)  c_u_work_capacity(18)_  4
    x(J19_18)  c_u_completion(J19)_  -1
    x(J20_18)  c_u_work_capacity(18)_  10
    x(J20_18)  c_u_completion(J20)_  -1
    x(J21_18)  c_u_work_capacity(18)_  1
    x(J21_18)  c_u_completion(J21)_  -1
    x(J22_18)  c_u_work_capacity(18)_  4
    x(J22_18)  c_u_completion(J22)_  -1
    x(J23_18)  c_u_work_capacity(18)_  12
    x(J23_18)  c_u_completion(J23)_  -1
    x(J24_18)  c_u_work_capacity(18)_  2
    x(J24_18)  c_u_completion(J24)_  -1
    x(J25_18)  c_u_work_capacity(18)_  1
    x(J25_18)  c_u_completion(J25)_  -1
    x(J26_18)  c_u_work_capacity(18)_  8
    x(J26_18)  c_u_completion(J26)_  -1
    x(J1_19)  c_u_work_capacity(19)_  1
    x(J1_19)  c_u_completion(J1)_  -1
    x(J2_19)  c_u_work_capacity(19)_  4
    x(J2_19)  c_u_completion(J2)_  -1
    x(J3_19)  c_u_work_capacity(19)_  8
    x(J3_19)  c_u_completion(J3)_  -1
    x(J4_19)  c_u_work_capacity(19)_  2
    x(J4_19)  c_u_completion(J4)_  -1
    x(J5_19)  c_u_work_capacity(19)_  4
    x(J5_19)  c_u_completion(J5)_  -1
    x(J6_19)  c_u_work_capacity(19)_  4
    x(J6_19)  c_u_completion(J6)_  -1
    x(J7_19)  c_u_work_capacity(19)_  4
    x(J7_19)  c_u_completion(J7)_  -1
    x(J8_19)  c_u_work_capacity(19)_  4
    x(J8_19)  c_u_completion(J8)_  -1
    x(J9_19)  c_u_work_capacity(19)_  2
    x(J9_19)  c_u_completion(J9)_  -1
    x(J10_19)  c_u_work_capacity(19)_  1
    x(J10_19)  c_u_completion(J10)_  -1
    x(J11_19)  c_u_work_capacity(19)_  1
    x(J11_19)  c_u_completion(J11)_  -1
    x(J12_19)  c_u_work_capacity(19)_  12
    x(J12_19)  c_u_completion(J12)_  -1
    x(J13_19)  c_u_work_capacity(19)_  12
    x(J13_19)  c_u_completion(J13)_  -1
    x(J14_19)  c_u_work_capacity(19)_  1
    x(J14_19)  c_u_completion(J14)_  -1
    x(J15_19)  c_u_work_capacity(19)_  8
    x(J15_19)  c_u_completion(J15)_  -1
    x(J16_19)  c_u_work_capacity(19)_  1
    x(J16_19)  c_u_completion(J16)_  -1
    x(J17_19)  c_u_work_capacity(19)_  1
    x(J17_19)  c_u_completion(J17)_  -1
    x(J18_19)  c_u_work_capacity(19)_  12
    x(J18_19)  c_u_completion(J18)_  -1
    x(J19_19)  c_u_work_capacity(19)_  4
    x(J19_19)  c_u_completion(J19)_  -1
    x(J20_19)  c_u_work_capacity(19)_  10
    x(J20_19)  c_u_completion(J20)_  -1
    x(J21_19)  c_u_work_capacity(19)_  1
    x(J21_19)  c_u_completion(J21)_  -1
    x(J22_19)  c_u_work_capacity(19)_  4
    x(J22_19)  c_u_completion(J22)_  -1
    x(J23_19)  c_u_work_capacity(19)_  12
    x(J23_19)  c_u_completion(J23)_  -1
    x(J24_19)  c_u_work_capacity(19)_  2
    x(J24_19)  c_u_completion(J24)_  -1
    x(J25_19)  c_u_work_capacity(19)_  1
    x(J25_19)  c_u_completion(J25)_  -1
    x(J26_19)  c_u_work_capacity(19)_  8
    x(J26_19)  c_u_completion(J26)_  -1
RHS
    RHS_V     c_u_work_capacity(0)_  5427.8691221983599
    RHS_V     c_u_work_capacity(1)_  5332.4994527207655
    RHS_V     c_u_work_capacity(2)_  6303.8656589311868
    RHS_V     c_u_work_capacity(3)_  4769.5683480680209
    RHS_V     c_u_work_capacity(4)_  5928.2291992016908
    RHS_V     c_u_work_capacity(5)_  6548.5452643483077
    RHS_V     c_u_work_capacity(6)_  5250.9625760798481
    RHS_V     c_u_work_capacity(7)_  4932.351905599362
    RHS_V     c_u_work_capacity(8)_  5459.9264829744925
    RHS_V     c_u_work_capacity(9)_  6377.8392357014236
    RHS_V     c_u_work_capacity(10)_  5944.4563376505985
    RHS_V     c_u_work_capacity(11)_  5160.1494319328049
    RHS_V     c_u_work_capacity(12)_  5838.3138979314845
    RHS_V     c_u_work_capacity(13)_  5979.2259488069249
    RHS_V     c_u_work_capacity(14)_  5427.0376681250837
    RHS_V     c_u_work_capacity(15)_  6003.6604303449803
    RHS_V     c_u_work_capacity(16)_  7121.8462859848296
    RHS_V     c_u_work_capacity(17)_  6439.3555735431028
    RHS_V     c_u_work_capacity(18)_  5261.5746327760598
    RHS_V     c_u_work_capacity(19)_  4811.9556533842106
BOUNDS
 UP BOUND     x(J1_0)   90.464485369972664
 UP BOUND     x(J2_0)   90.464485369972664
 UP BOUND     x(J3_0)   90.464485369972664
 UP BOUND     x(J4_0)   90.464485369972664
 UP BOUND     x(J5_0)   90.464485369972664
 UP BOUND     x(J6_0)   90.464485369972664
 UP BOUND     x(J7_0)   90.464485369972664
 UP BOUND     x(J8_0)   90.464485369972664
 UP BOUND     x(J9_0)   90.464485369972664
 UP BOUND     x(J10_0)  90.464485369972664
 UP BOUND     x(J11_0)  90.464485369972664
 UP BOUND     x(J12_0)  90.464485369972664
 UP BOUND     x(J13_0)  90.464485369972664
 UP BOUND     x(J14_0)  90.464485369972664
 UP BOUND     x(J15_0)  90.464485369972664
 UP BOUND     x(J16_0)  90.464485369972664
 UP BOUND     x(J17_0)  90.464485369972664
 UP BOUND     x(J18_0)  90.464485369972664
 UP BOUND     x(J19_0)  90.464485369972664
 UP BOUND     x(J20_0)  90.464485369972664
 UP BOUND     x(J21_0)  90.464485369972664
 UP BOUND     x(J22_0)  90.464485369972664
 UP BOUND     x(J23_0)  90.464485369972664
 UP BOUND     x(J24_0)  90.464485369972664
 UP BOUND     x(J25_0)  90.464485369972664
 UP BOUND     x(J26_0)  90.464485369972664
 UP BOUND     x(J1_1)   91.939645736564927
 UP BOUND     x(J2_1)   91.939645736564927
 UP BOUND     x(J3_1)   91.939645736564927
 UP BOUND     x(J4_1)   91.939645736564927
 UP BOUND     x(J5_1)   91.939645736564927
 UP BOUND     x(J6_1)   91.939645736564927
 UP BOUND     x(J7_1)   91.939645736564927
 UP BOUND     x(J8_1)   91.939645736564927
 UP BOUND     x(J9_1)   91.939645736564927
 UP BOUND     x(J10_1)  91.939645736564927
 UP BOUND     x(J11_1)  91.939645736564927
 UP BOUND     x(J12_1)  91.939645736564927
 UP BOUND     x(J13_1)  91.939645736564927
 UP BOUND     x(J14_1)  91.939645736564927
 UP BOUND     x(J15_1)  91.939645736564927
 UP BOUND     x(J16_1)  91.939645736564927
 UP BOUND     x(J17_1)  91.939645736564927
 UP BOUND     x(J18_1)  91.939645736564927
 UP BOUND     x(J19_1)  91.939645736564927
 UP BOUND     x(J20_1)  91.939645736564927
 UP BOUND     x(J21_1)  91.939645736564927
 UP BOUND     x(J22_1)  91.939645736564927
 UP BOUND     x(J23_1)  91.939645736564927
 UP BOUND     x(J24_1)  91.939645736564927
 UP BOUND     x(J25_1)  91.939645736564927
 UP BOUND     x(J26_1)  91.939645736564927
 UP BOUND     x(J1_2)   112.5690296237712
 UP BOUND     x(J2_2)   112.5690296237712
 UP BOUND     x(J3_2)   112.5690296237712
 UP BOUND     x(J4_2)   112.5690296237712
 UP BOUND     x(J5_2)   112.5690296237712
 UP BOUND     x(J6_2)   112.5690296237712
 UP BOUND     x(J7_2)   112.5690296237712
 UP BOUND     x(J8_2)   112.5690296237712
 UP BOUND     x(J9_2)   112.5690296237712
 UP BOUND     x(J10_2)  112.5690296237712
 UP BOUND     x(J11_2)  112.5690296237712
 UP BOUND     x(J12_2)  112.5690296237712
 UP BOUND     x(J13_2)  112.5690296237712
 UP BOUND     x(J14_2)  112.5690296237712
 UP BOUND     x(J15_2)  112.5690296237712
 UP BOUND     x(J16_2)  112.5690296237712
 UP BOUND     x(J17_2)  112.5690296237712
 UP BOUND     x(J18_2)  112.5690296237712
 UP BOUND     x(J19_2)  112.5690296237712
 UP BOUND     x(J20_2)  112.5690296237712
 UP BOUND     x(J21_2)  112.5690296237712
 UP BOUND     x(J22_2)  112.5690296237712
 UP BOUND     x(J23_2)  112.5690296237712
 UP BOUND     x(J24_2)  112.5690296237712
 UP BOUND     x(J25_2)  112.5690296237712
 UP BOUND     x(J26_2)  112.5690296237712
 UP BOUND     x(J1_3)   83.676637685403875
 UP BOUND     x(J2_3)   83.676637685403875
 UP BOUND     x(J3_3)   83.676637685403875
 UP BOUND     x(J4_3)   83.676637685403875
 UP BOUND     x(J5_3)   83.676637685403875
 UP BOUND     x(J6_3)   83.676637685403875
 UP BOUND     x(J7_3)   83.676637685403875
 UP BOUND     x(J8_3)   83.676637685403875
 UP BOUND     x(J9_3)   83.676637685403875
 UP BOUND     x(J10_3)  83.676637685403875
 UP BOUND     x(J11_3)  83.676637685403875
 UP BOUND     x(J12_3)  83.676637685403875
 UP BOUND     x(J13_3)  83.676637685403875
 UP BOUND     x(J14_3)  83.676637685403875
 UP BOUND     x(J15_3)  83.676637685403875
 UP BOUND     x(J16_3)  83.676637685403875
 UP BOUND     x(J17_3)  83.676637685403875
 UP BOUND     x(J18_3)  83.676637685403875
 UP BOUND     x(J19_3)  83.676637685403875
 UP BOUND     x(J20_3)  83.676637685403875
 UP BOUND     x(J21_3)  83.676637685403875
 UP BOUND     x(J22_3)  83.676637685403875
 UP BOUND     x(J23_3)  83.676637685403875
 UP BOUND     x(J24_3)  83.676637685403875
 UP BOUND     x(J25_3)  83.676637685403875
 UP BOUND     x(J26_3)  83.676637685403875
 UP BOUND     x(J1_4)   104.00402103862615
 UP BOUND     x(J2_4)   104.00402103862615
 UP BOUND     x(J3_4)   104.00402103862615
 UP BOUND     x(J4_4)   104.00402103862615
 UP BOUND     x(J5_4)   104.00402103862615
 UP BOUND     x(J6_4)   104.00402103862615
 UP BOUND     x(J7_4)   104.00402103862615
 UP BOUND     x(J8_4)   104.00402103862615
 UP BOUND     x(J9_4)   104.00402103862615
 UP BOUND     x(J10_4)  104.00402103862615
 UP BOUND     x(J11_4)  104.00402103862615
 UP BOUND     x(J12_4)  104.00402103862615
 UP BOUND     x(J13_4)  104.00402103862615
 UP BOUND     x(J14_4)  104.00402103862615
 UP BOUND     x(J15_4)  104.00402103862615
 UP BOUND     x(J16_4)  104.00402103862615
 UP BOUND     x(J17_4)  104.00402103862615
 UP BOUND     x(J18_4)  104.00402103862615
 UP BOUND     x(J19_4)  104.00402103862615
 UP BOUND     x(J20_4)  104.00402103862615
 UP BOUND     x(J21_4)  104.00402103862615
 UP BOUND     x(J22_4)  104.00402103862615
 UP BOUND     x(J23_4)  104.00402103862615
 UP BOUND     x(J24_4)  104.00402103862615
 UP BOUND     x(J25_4)  104.00402103862615
 UP BOUND     x(J26_4)  104.00402103862615
 UP BOUND     x(J1_5)   109.14242107247179
 UP BOUND     x(J2_5)   109.14242107247179
 UP BOUND     x(J3_5)   109.14242107247179
 UP BOUND     x(J4_5)   109.14242107247179
 UP BOUND     x(J5_5)   109.14242107247179
 UP BOUND     x(J6_5)   109.14242107247179
 UP BOUND     x(J7_5)   109.14242107247179
 UP BOUND     x(J8_5)   109.14242107247179
 UP BOUND     x(J9_5)   109.14242107247179
 UP BOUND     x(J10_5)  109.14242107247179
 UP BOUND     x(J11_5)  109.14242107247179
 UP BOUND     x(J12_5)  109.14242107247179
 UP BOUND     x(J13_5)  109.14242107247179
 UP BOUND     x(J14_5)  109.14242107247179
 UP BOUND     x(J15_5)  109.14242107247179
 UP BOUND     x(J16_5)  109.14242107247179
 UP BOUND     x(J17_5)  109.14242107247179
 UP BOUND     x(J18_5)  109.14242107247179
 UP BOUND     x(J19_5)  109.14242107247179
 UP BOUND     x(J20_5)  109.14242107247179
 UP BOUND     x(J21_5)  109.14242107247179
 UP BOUND     x(J22_5)  109.14242107247179
 UP BOUND     x(J23_5)  109.14242107247179
 UP BOUND     x(J24_5)  109.14242107247179
 UP BOUND     x(J25_5)  109.14242107247179
 UP BOUND     x(J26_5)  109.14242107247179
 UP BOUND     x(J1_6)   87.516042934664142
 UP BOUND     x(J2_6)   87.516042934664142
 UP BOUND     x(J3_6)   87.516042934664142
 UP BOUND     x(J4_6)   87.516042934664142
 UP BOUND     x(J5_6)   87.516042934664142
 UP BOUND     x(J6_6)   87.516042934664142
 UP BOUND     x(J7_6)   87.516042934664142
 UP BOUND     x(J8_6)   87.516042934664142
 UP BOUND     x(J9_6)   87.516042934664142
 UP BOUND     x(J10_6)  87.516042934664142
 UP BOUND     x(J11_6)  87.516042934664142
 UP BOUND     x(J12_6)  87.516042934664142
 UP BOUND     x(J13_6)  87.516042934664142
 UP BOUND     x(J14_6)  87.516042934664142
 UP BOUND     x(J15_6)  87.516042934664142
 UP BOUND     x(J16_6)  87.516042934664142
 UP BOUND     x(J17_6)  87.516042934664142
 UP BOUND     x(J18_6)  87.516042934664142
 UP BOUND     x(J19_6)  87.516042934664142
 UP BOUND     x(J20_6)  87.516042934664142
 UP BOUND     x(J21_6)  87.516042934664142
 UP BOUND     x(J22_6)  87.516042934664142
 UP BOUND     x(J23_6)  87.516042934664142
 UP BOUND     x(J24_6)  87.516042934664142
 UP BOUND     x(J25_6)  87.516042934664142
 UP BOUND     x(J26_6)  87.516042934664142
 UP BOUND     x(J1_7)   82.2058650933227
 UP BOUND     x(J2_7)   82.2058650933227
 UP BOUND     x(J3_7)   82.2058650933227
 UP BOUND     x(J4_7)   82.2058650933227
 UP BOUND     x(J5_7)   82.2058650933227
 UP BOUND     x(J6_7)   82.2058650933227
 UP BOUND     x(J7_7)   82.2058650933227
 UP BOUND     x(J8_7)   82.2058650933227
 UP BOUND     x(J9_7)   82.2058650933227
 UP BOUND     x(J10_7)  82.2058650933227
 UP BOUND     x(J11_7)  82.2058650933227
 UP BOUND     x(J12_7)  82.2058650933227
 UP BOUND     x(J13_7)  82.2058650933227
 UP BOUND     x(J14_7)  82.2058650933227
 UP BOUND     x(J15_7)  82.2058650933227
 UP BOUND     x(J16_7)  82.2058650933227
 UP BOUND     x(J17_7)  82.2058650933227
 UP BOUND     x(J18_7)  82.2058650933227
 UP BOUND     x(J19_7)  82.2058650933227
 UP BOUND     x(J20_7)  82.2058650933227
 UP BOUND     x(J21_7)  82.2058650933227
 UP BOUND     x(J22_7)  82.2058650933227
 UP BOUND     x(J23_7)  82.2058650933227
 UP BOUND     x(J24_7)  82.2058650933227
 UP BOUND     x(J25_7)  82.2058650933227
 UP BOUND     x(J26_7)  82.2058650933227
 UP BOUND     x(J1_8)   90.998774716241542
 UP BOUND     x(J2_8)   90.998774716241542
 UP BOUND     x(J3_8)   90.998774716241542
 UP BOUND     x(J4_8)   90.998774716241542
 UP BOUND     x(J5_8)   90.998774716241542
 UP BOUND     x(J6_8)   90.998774716241542
 UP BOUND     x(J7_8)   90.998774716241542
 UP BOUND     x(J8_8)   90.998774716241542
 UP BOUND     x(J9_8)   90.998774716241542
 UP BOUND     x(J10_8)  90.998774716241542
 UP BOUND     x(J11_8)  90.998774716241542
 UP BOUND     x(J12_8)  90.998774716241542
 UP BOUND     x(J13_8)  90.998774716241542
 UP BOUND     x(J14_8)  90.998774716241542
 UP BOUND     x(J15_8)  90.998774716241542
 UP BOUND     x(J16_8)  90.998774716241542
 UP BOUND     x(J17_8)  90.998774716241542
 UP BOUND     x(J18_8)  90.998774716241542
 UP BOUND     x(J19_8)  90.998774716241542
 UP BOUND     x(J20_8)  90.998774716241542
 UP BOUND     x(J21_8)  90.998774716241542
 UP BOUND     x(J22_8)  90.998774716241542
 UP BOUND     x(J23_8)  90.998774716241542
 UP BOUND     x(J24_8)  90.998774716241542
 UP BOUND     x(J25_8)  90.998774716241542
 UP BOUND     x(J26_8)  90.998774716241542
 UP BOUND     x(J1_9)   106.29732059502373
 UP BOUND     x(J2_9)   106.29732059502373
 UP BOUND     x(J3_9)   106.29732059502373
 UP BOUND     x(J4_9)   106.29732059502373
 UP BOUND     x(J5_9)   106.29732059502373
 UP BOUND     x(J6_9)   106.29732059502373
 UP BOUND     x(J7_9)   106.29732059502373
 UP BOUND     x(J8_9)   106.29732059502373
 UP BOUND     x(J9_9)   106.29732059502373
 UP BOUND     x(J10_9)  106.29732059502373
 UP BOUND     x(J11_9)  106.29732059502373
 UP BOUND     x(J12_9)  106.29732059502373
 UP BOUND     x(J13_9)  106.29732059502373
 UP BOUND     x(J14_9)  106.29732059502373
 UP BOUND     x(J15_9)  106.29732059502373
 UP BOUND     x(J16_9)  106.29732059502373
 UP BOUND     x(J17_9)  106.29732059502373
 UP BOUND     x(J18_9)  106.29732059502373
 UP BOUND     x(J19_9)  106.29732059502373
 UP BOUND     x(J20_9)  106.29732059502373
 UP BOUND     x(J21_9)  106.29732059502373
 UP BOUND     x(J22_9)  106.29732059502373
 UP BOUND     x(J23_9)  106.29732059502373
 UP BOUND     x(J24_9)  106.29732059502373
 UP BOUND     x(J25_9)  106.29732059502373
 UP BOUND     x(J26_9)  106.29732059502373
 UP BOUND     x(J1_10)  102.49062651121722
 UP BOUND     x(J2_10)  102.49062651121722
 UP BOUND     x(J3_10)  102.49062651121722
 UP BOUND     x(J4_10)  102.49062651121722
 UP BOUND     x(J5_10)  102.49062651121722
 UP BOUND     x(J6_10)  102.49062651121722
 UP BOUND     x(J7_10)  102.49062651121722
 UP BOUND     x(J8_10)  102.49062651121722
 UP BOUND     x(J9_10)  102.49062651121722
 UP BOUND     x(J10_10)  102.49062651121722
 UP BOUND     x(J11_10)  102.49062651121722
 UP BOUND     x(J12_10)  102.49062651121722
 UP BOUND     x(J13_10)  102.49062651121722
 UP BOUND     x(J14_10)  102.49062651121722
 UP BOUND     x(J15_10)  102.49062651121722
 UP BOUND     x(J16_10)  102.49062651121722
 UP BOUND     x(J17_10)  102.49062651121722
 UP BOUND     x(J18_10)  102.49062651121722
 UP BOUND     x(J19_10)  102.49062651121722
 UP BOUND     x(J20_10)  102.49062651121722
 UP BOUND     x(J21_10)  102.49062651121722
 UP BOUND     x(J22_10)  102.49062651121722
 UP BOUND     x(J23_10)  102.49062651121722
 UP BOUND     x(J24_10)  102.49062651121722
 UP BOUND     x(J25_10)  102.49062651121722
 UP BOUND     x(J26_10)  102.49062651121722
 UP BOUND     x(J1_11)  86.002490532213415
 UP BOUND     x(J2_11)  86.002490532213415
 UP BOUND     x(J3_11)  86.002490532213415
 UP BOUND     x(J4_11)  86.002490532213415
 UP BOUND     x(J5_11)  86.002490532213415
 UP BOUND     x(J6_11)  86.002490532213415
 UP BOUND     x(J7_11)  86.002490532213415
 UP BOUND     x(J8_11)  86.002490532213415
 UP BOUND     x(J9_11)  86.002490532213415
 UP BOUND     x(J10_11)  86.002490532213415
 UP BOUND     x(J11_11)  86.002490532213415
 UP BOUND     x(J12_11)  86.002490532213415
 UP BOUND     x(J13_11)  86.002490532213415
 UP BOUND     x(J14_11)  86.002490532213415
 UP BOUND     x(J15_11)  86.002490532213415
 UP BOUND     x(J16_11)  86.002490532213415
 UP BOUND     x(J17_11)  86.002490532213415
 UP BOUND     x(J18_11)  86.002490532213415
 UP BOUND     x(J19_11)  86.002490532213415
 UP BOUND     x(J20_11)  86.002490532213415
 UP BOUND     x(J21_11)  86.002490532213415
 UP BOUND     x(J22_11)  86.002490532213415
 UP BOUND     x(J23_11)  86.002490532213415
 UP BOUND     x(J24_11)  86.002490532213415
 UP BOUND     x(J25_11)  86.002490532213415
 UP BOUND     x(J26_11)  86.002490532213415
 UP BOUND     x(J1_12)  97.305231632191408
 UP BOUND     x(J2_12)  97.305231632191408
 UP BOUND     x(J3_12)  97.305231632191408
 UP BOUND     x(J4_12)  97.305231632191408
 UP BOUND     x(J5_12)  97.305231632191408
 UP BOUND     x(J6_12)  97.305231632191408
 UP BOUND     x(J7_12)  97.305231632191408
 UP BOUND     x(J8_12)  97.305231632191408
 UP BOUND     x(J9_12)  97.305231632191408
 UP BOUND     x(J10_12)  97.305231632191408
 UP BOUND     x(J11_12)  97.305231632191408
 UP BOUND     x(J12_12)  97.305231632191408
 UP BOUND     x(J13_12)  97.305231632191408
 UP BOUND     x(J14_12)  97.305231632191408
 UP BOUND     x(J15_12)  97.305231632191408
 UP BOUND     x(J16_12)  97.305231632191408
 UP BOUND     x(J17_12)  97.305231632191408
 UP BOUND     x(J18_12)  97.305231632191408
 UP BOUND     x(J19_12)  97.305231632191408
 UP BOUND     x(J20_12)  97.305231632191408
 UP BOUND     x(J21_12)  97.305231632191408
 UP BOUND     x(J22_12)  97.305231632191408
 UP BOUND     x(J23_12)  97.305231632191408
 UP BOUND     x(J24_12)  97.305231632191408
 UP BOUND     x(J25_12)  97.305231632191408
 UP BOUND     x(J26_12)  97.305231632191408
 UP BOUND     x(J1_13)  106.7718919429808
 UP BOUND     x(J2_13)  106.7718919429808
 UP BOUND     x(J3_13)  106.7718919429808
 UP BOUND     x(J4_13)  106.7718919429808
 UP BOUND     x(J5_13)  106.7718919429808
 UP BOUND     x(J6_13)  106.7718919429808
 UP BOUND     x(J7_13)  106.7718919429808
 UP BOUND     x(J8_13)  106.7718919429808
 UP BOUND     x(J9_13)  106.7718919429808
 UP BOUND     x(J10_13)  106.7718919429808
 UP BOUND     x(J11_13)  106.7718919429808
 UP BOUND     x(J12_13)  106.7718919429808
 UP BOUND     x(J13_13)  106.7718919429808
 UP BOUND     x(J14_13)  106.7718919429808
 UP BOUND     x(J15_13)  106.7718919429808
 UP BOUND     x(J16_13)  106.7718919429808
 UP BOUND     x(J17_13)  106.7718919429808
 UP BOUND     x(J18_13)  106.7718919429808
 UP BOUND     x(J19_13)  106.7718919429808
 UP BOUND     x(J20_13)  106.7718919429808
 UP BOUND     x(J21_13)  106.7718919429808
 UP BOUND     x(J22_13)  106.7718919429808
 UP BOUND     x(J23_13)  106.7718919429808
 UP BOUND     x(J24_13)  106.7718919429808
 UP BOUND     x(J25_13)  106.7718919429808
 UP BOUND     x(J26_13)  106.7718919429808
 UP BOUND     x(J1_14)  96.911386930805065
 UP BOUND     x(J2_14)  96.911386930805065
 UP BOUND     x(J3_14)  96.911386930805065
 UP BOUND     x(J4_14)  96.911386930805065
 UP BOUND     x(J5_14)  96.911386930805065
 UP BOUND     x(J6_14)  96.911386930805065
 UP BOUND     x(J7_14)  96.911386930805065
 UP BOUND     x(J8_14)  96.911386930805065
 UP BOUND     x(J9_14)  96.911386930805065
 UP BOUND     x(J10_14)  96.911386930805065
 UP BOUND     x(J11_14)  96.911386930805065
 UP BOUND     x(J12_14)  96.911386930805065
 UP BOUND     x(J13_14)  96.911386930805065
 UP BOUND     x(J14_14)  96.911386930805065
 UP BOUND     x(J15_14)  96.911386930805065
 UP BOUND     x(J16_14)  96.911386930805065
 UP BOUND     x(J17_14)  96.911386930805065
 UP BOUND     x(J18_14)  96.911386930805065
 UP BOUND     x(J19_14)  96.911386930805065
 UP BOUND     x(J20_14)  96.911386930805065
 UP BOUND     x(J21_14)  96.911386930805065
 UP BOUND     x(J22_14)  96.911386930805065
 UP BOUND     x(J23_14)  96.911386930805065
 UP BOUND     x(J24_14)  96.911386930805065
 UP BOUND     x(J25_14)  96.911386930805065
 UP BOUND     x(J26_14)  96.911386930805065
 UP BOUND     x(J1_15)  105.32737597096457
 UP BOUND     x(J2_15)  105.32737597096457
 UP BOUND     x(J3_15)  105.32737597096457
 UP BOUND     x(J4_15)  105.32737597096457
 UP BOUND     x(J5_15)  105.32737597096457
 UP BOUND     x(J6_15)  105.32737597096457
 UP BOUND     x(J7_15)  105.32737597096457
 UP BOUND     x(J8_15)  105.32737597096457
 UP BOUND     x(J9_15)  105.32737597096457
 UP BOUND     x(J10_15)  105.32737597096457
 UP BOUND     x(J11_15)  105.32737597096457
 UP BOUND     x(J12_15)  105.32737597096457
 UP BOUND     x(J13_15)  105.32737597096457
 UP BOUND     x(J14_15)  105.32737597096457
 UP BOUND     x(J15_15)  105.32737597096457
 UP BOUND     x(J16_15)  105.32737597096457
 UP BOUND     x(J17_15)  105.32737597096457
 UP BOUND     x(J18_15)  105.32737597096457
 UP BOUND     x(J19_15)  105.32737597096457
 UP BOUND     x(J20_15)  105.32737597096457
 UP BOUND     x(J21_15)  105.32737597096457
 UP BOUND     x(J22_15)  105.32737597096457
 UP BOUND     x(J23_15)  105.32737597096457
 UP BOUND     x(J24_15)  105.32737597096457
 UP BOUND     x(J25_15)  105.32737597096457
 UP BOUND     x(J26_15)  105.32737597096457
 UP BOUND     x(J1_16)  118.69743809974716
 UP BOUND     x(J2_16)  118.69743809974716
 UP BOUND     x(J3_16)  118.69743809974716
 UP BOUND     x(J4_16)  118.69743809974716
 UP BOUND     x(J5_16)  118.69743809974716
 UP BOUND     x(J6_16)  118.69743809974716
 UP BOUND     x(J7_16)  118.69743809974716
 UP BOUND     x(J8_16)  118.69743809974716
 UP BOUND     x(J9_16)  118.69743809974716
 UP BOUND     x(J10_16)  118.69743809974716
 UP BOUND     x(J11_16)  118.69743809974716
 UP BOUND     x(J12_16)  118.69743809974716
 UP BOUND     x(J13_16)  118.69743809974716
 UP BOUND     x(J14_16)  118.69743809974716
 UP BOUND     x(J15_16)  118.69743809974716
 UP BOUND     x(J16_16)  118.69743809974716
 UP BOUND     x(J17_16)  118.69743809974716
 UP BOUND     x(J18_16)  118.69743809974716
 UP BOUND     x(J19_16)  118.69743809974716
 UP BOUND     x(J20_16)  118.69743809974716
 UP BOUND     x(J21_16)  118.69743809974716
 UP BOUND     x(J22_16)  118.69743809974716
 UP BOUND     x(J23_16)  118.69743809974716
 UP BOUND     x(J24_16)  118.69743809974716
 UP BOUND     x(J25_16)  118.69743809974716
 UP BOUND     x(J26_16)  118.69743809974716
 UP BOUND     x(J1_17)  107.32259289238505
 UP BOUND     x(J2_17)  107.32259289238505
 UP BOUND     x(J3_17)  107.32259289238505
 UP BOUND     x(J4_17)  107.32259289238505
 UP BOUND     x(J5_17)  107.32259289238505
 UP BOUND     x(J6_17)  107.32259289238505
 UP BOUND     x(J7_17)  107.32259289238505
 UP BOUND     x(J8_17)  107.32259289238505
 UP BOUND     x(J9_17)  107.32259289238505
 UP BOUND     x(J10_17)  107.32259289238505
 UP BOUND     x(J11_17)  107.32259289238505
 UP BOUND     x(J12_17)  107.32259289238505
 UP BOUND     x(J13_17)  107.32259289238505
 UP BOUND     x(J14_17)  107.32259289238505
 UP BOUND     x(J15_17)  107.32259289238505
 UP BOUND     x(J16_17)  107.32259289238505
 UP BOUND     x(J17_17)  107.32259289238505
 UP BOUND     x(J18_17)  107.32259289238505
 UP BOUND     x(J19_17)  107.32259289238505
 UP BOUND     x(J20_17)  107.32259289238505
 UP BOUND     x(J21_17)  107.32259289238505
 UP BOUND     x(J22_17)  107.32259289238505
 UP BOUND     x(J23_17)  107.32259289238505
 UP BOUND     x(J24_17)  107.32259289238505
 UP BOUND     x(J25_17)  107.32259289238505
 UP BOUND     x(J26_17)  107.32259289238505
 UP BOUND     x(J1_18)  95.664993323201088
 UP BOUND     x(J2_18)  95.664993323201088
 UP BOUND     x(J3_18)  95.664993323201088
 UP BOUND     x(J4_18)  95.664993323201088
 UP BOUND     x(J5_18)  95.664993323201088
 UP BOUND     x(J6_18)  95.664993323201088
 UP BOUND     x(J7_18)  95.664993323201088
 UP BOUND     x(J8_18)  95.664993323201088
 UP BOUND     x(J9_18)  95.664993323201088
 UP BOUND     x(J10_18)  95.664993323201088
 UP BOUND     x(J11_18)  95.664993323201088
 UP BOUND     x(J12_18)  95.664993323201088
 UP BOUND     x(J13_18)  95.664993323201088
 UP BOUND     x(J14_18)  95.664993323201088
 UP BOUND     x(J15_18)  95.664993323201088
 UP BOUND     x(J16_18)  95.664993323201088
 UP BOUND     x(J17_18)  95.664993323201088
 UP BOUND     x(J18_18)  95.664993323201088
 UP BOUND     x(J19_18)  95.664993323201088
 UP BOUND     x(J20_18)  95.664993323201088
 UP BOUND     x(J21_18)  95.664993323201088
 UP BOUND     x(J22_18)  95.664993323201088
 UP BOUND     x(J23_18)  95.664993323201088
 UP BOUND     x(J24_18)  95.664993323201088
 UP BOUND     x(J25_18)  95.664993323201088
 UP BOUND     x(J26_18)  95.664993323201088
 UP BOUND     x(J1_19)  87.490102788803824
 UP BOUND     x(J2_19)  87.490102788803824
 UP BOUND     x(J3_19)  87.490102788803824
 UP BOUND     x(J4_19)  87.490102788803824
 UP BOUND     x(J5_19)  87.490102788803824
 UP BOUND     x(J6_19)  87.490102788803824
 UP BOUND     x(J7_19)  87.490102788803824
 UP BOUND     x(J8_19)  87.490102788803824
 UP BOUND     x(J9_19)  87.490102788803824
 UP BOUND     x(J10_19)  87.490102788803824
 UP BOUND     x(J11_19)  87.490102788803824
 UP BOUND     x(J12_19)  87.490102788803824
 UP BOUND     x(J13_19)  87.490102788803824
 UP BOUND     x(J14_19)  87.490102788803824
 UP BOUND     x(J15_19)  87.490102788803824
 UP BOUND     x(J16_19)  87.490102788803824
 UP BOUND     x(J17_19)  87.490102788803824
 UP BOUND     x(J18_19)  87.490102788803824
 UP BOUND     x(J19_19)  87.490102788803824
 UP BOUND     x(J20_19)  87.490102788803824
 UP BOUND     x(J21_19)  87.490102788803824
 UP BOUND     x(J22_19)  87.490102788803824
 UP BOUND     x(J23_19)  87.490102788803824
 UP BOUND     x(J24_19)  87.490102788803824
 UP BOUND     x(J25_19)  87.490102788803824
 UP BOUND     x(J26_19)  87.490102788803824
ENDATA
