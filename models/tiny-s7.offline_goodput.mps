NAME        model
OBJSENSE
  MAX
ROWS
 N  goodput 
 L  c_u_once(J0)_
 L  c_u_once(J1)_
 L  c_u_once(J2)_
 L  c_u_once(J3)_
 L  c_u_once(J4)_
 L  c_u_once(J5)_
 L  c_u_cores(0_0)_
 L  c_u_cores(0_1)_
 L  c_u_cores(0_2)_
 L  c_u_cores(0_3)_
 L  c_u_cores(0_4)_
 L  c_u_cores(0_5)_
 L  c_u_cores(0_6)_
 L  c_u_cores(0_7)_
 L  c_u_cores(0_8)_
 L  c_u_cores(0_9)_
 L  c_u_cores(0_10)_
 L  c_u_cores(0_11)_
 L  c_u_cores(1_0)_
 L  c_u_cores(1_1)_
 L  c_u_cores(1_2)_
 L  c_u_cores(1_3)_
 L  c_u_cores(1_4)_
 L  c_u_cores(1_5)_
COLUMNS
    MARK0000  'MARKER'                 'INTORG'
    x(J0_0_0)  goodput   0.083333333333333329
    x(J0_0_0)  c_u_once(J0)_  1
    x(J0_0_0)  c_u_cores(0_0)_  1
    x(J0_0_0)  c_u_cores(0_1)_  1
    x(J0_0_0)  c_u_cores(0_2)_  1
    x(J0_0_0)  c_u_cores(0_3)_  1
    x(J0_0_0)  c_u_cores(0_4)_  1
    x(J0_0_0)  c_u_cores(0_5)_  1
    x(J0_1_0)  goodput   0.083333333333333329
    x(J0_1_0)  c_u_once(J0)_  1
    x(J0_1_0)  c_u_cores(1_0)_  1
    x(J0_1_0)  c_u_cores(1_1)_  1
    x(J0_1_0)  c_u_cores(1_2)_  1
    x(J0_1_0)  c_u_cores(1_3)_  1
    x(J0_1_0)  c_u_cores(1_4)_  1
    x(J0_1_0)  c_u_cores(1_5)_  1
    x(J0_0_1)  goodput   0.083333333333333329
    x(J0_0_1)  c_u_once(J0)_  1
    x(J0_0_1)  c_u_cores(0_1)_  1
    x(J0_0_1)  c_u_cores(0_2)_  1
    x(J0_0_1)  c_u_cores(0_3)_  1
    x(J0_0_1)  c_u_cores(0_4)_  1
    x(J0_0_1)  c_u_cores(0_5)_  1
    x(J0_0_1)  c_u_cores(0_6)_  1
    x(J0_0_2)  goodput   0.083333333333333329
    x(J0_0_2)  c_u_once(J0)_  1
    x(J0_0_2)  c_u_cores(0_2)_  1
    x(J0_0_2)  c_u_cores(0_3)_  1
    x(J0_0_2)  c_u_cores(0_4)_  1
    x(J0_0_2)  c_u_cores(0_5)_  1
    x(J0_0_2)  c_u_cores(0_6)_  1
    x(J0_0_2)  c_u_cores(0_7)_  1
    x(J0_0_3)  goodput   0.083333333333333329
    x(J0_0_3)  c_u_once(J0)_  1
    x(J0_0_3)  c_u_cores(0_3)_  1
    x(J0_0_3)  c_u_cores(0_4)_  1
    x(J0_0_3)  c_u_cores(0_5)_  1
    x(J0_0_3)  c_u_cores(0_6)_  1
    x(J0_0_3)  c_u_cores(0_7)_  1
    x(J0_0_3)  c_u_cores(0_8)_  1
    x(J0_0_4)  goodput   0.083333333333333329
    x(J0_0_4)  c_u_once(J0)_  1
    x(J0_0_4)  c_u_cores(0_4)_  1
    x(J0_0_4)  c_u_cores(0_5)_  1
    x(J0_0_4)  c_u_cores(0_6)_  1
    x(J0_0_4)  c_u_cores(0_7)_  1
    x(J0_0_4)  c_u_cores(0_8)_  1
    x(J0_0_4)  c_u_cores(0_9)_  1
    x(J0_0_5)  goodput   0.083333333333333329
    x(J0_0_5)  c_u_once(J0)_  1
    x(J0_0_5)  c_u_cores(0_5)_  1
    x(J0_0_5)  c_u_cores(0_6)_  1
    x(J0_0_5)  c_u_cores(0_7)_  1
    x(J0_0_5)  c_u_cores(0_8)_  1
    x(J0_0_5)  c_u_cores(0_9)_  1
    x(J0_0_5)  c_u_cores(0_10)_  1
    x(J0_0_6)  goodput   0.083333333333333329
    x(J0_0_6)  c_u_once(J0)_  1
    x(J0_0_6)  c_u_cores(0_6)_  1
    x(J0_0_6)  c_u_cores(0_7)_  1
    x(J0_0_6)  c_u_cores(0_8)_  1
    x(J0_0_6)  c_u_cores(0_9)_  1
    x(J0_0_6)  c_u_cores(0_10)_  1
    x(J0_0_6)  c_u_cores(0_11)_  1
    x(J0_0_7)  goodput   0.069444444444444448
    x(J0_0_7)  c_u_once(J0)_  1
    x(J0_0_7)  c_u_cores(0_7)_  1
    x(J0_0_7)  c_u_cores(0_8)_  1
    x(J0_0_7)  c_u_cores(0_9)_  1
    x(J0_0_7)  c_u_cores(0_10)_  1
    x(J0_0_7)  c_u_cores(0_11)_  1
    x(J0_0_8)  goodput   0.055555555555555552
    x(J0_0_8)  c_u_once(J0)_  1
    x(J0_0_8)  c_u_cores(0_8)_  1
    x(J0_0_8)  c_u_cores(0_9)_  1
    x(J0_0_8)  c_u_cores(0_10)_  1
    x(J0_0_8)  c_u_cores(0_11)_  1
    x(J0_0_9)  goodput   0.041666666666666664
    x(J0_0_9)  c_u_once(J0)_  1
    x(J0_0_9)  c_u_cores(0_9)_  1
    x(J0_0_9)  c_u_cores(0_10)_  1
    x(J0_0_9)  c_u_cores(0_11)_  1
    x(J0_0_10)  goodput   0.027777777777777776
    x(J0_0_10)  c_u_once(J0)_  1
    x(J0_0_10)  c_u_cores(0_10)_  1
    x(J0_0_10)  c_u_cores(0_11)_  1
    x(J0_0_11)  goodput   0.013888888888888888
    x(J0_0_11)  c_u_once(J0)_  1
    x(J0_0_11)  c_u_cores(0_11)_  1
    x(J1_0_3)  goodput   0.055555555555555552
    x(J1_0_3)  c_u_once(J1)_  1
    x(J1_0_3)  c_u_cores(0_3)_  1
    x(J1_0_3)  c_u_cores(0_4)_  1
    x(J1_0_3)  c_u_cores(0_5)_  1
    x(J1_0_3)  c_u_cores(0_6)_  1
    x(J1_0_4)  goodput   0.055555555555555552
    x(J1_0_4)  c_u_once(J1)_  1
    x(J1_0_4)  c_u_cores(0_4)_  1
    x(J1_0_4)  c_u_cores(0_5)_  1
    x(J1_0_4)  c_u_cores(0_6)_  1
    x(J1_0_4)  c_u_cores(0_7)_  1
    x(J1_0_5)  goodput   0.055555555555555552
    x(J1_0_5)  c_u_once(J1)_  1
    x(J1_0_5)  c_u_cores(0_5)_  1
    x(J1_0_5)  c_u_cores(0_6)_  1
    x(J1_0_5)  c_u_cores(0_7)_  1
    x(J1_0_5)  c_u_cores(0_8)_  1
    x(J1_0_6)  goodput   0.055555555555555552
    x(J1_0_6)  c_u_once(J1)_  1
    x(J1_0_6)  c_u_cores(0_6)_  1
    x(J1_0_6)  c_u_cores(0_7)_  1
    x(J1_0_6)  c_u_cores(0_8)_  1
    x(J1_0_6)  c_u_cores(0_9)_  1
    x(J1_0_7)  goodput   0.055555555555555552
    x(J1_0_7)  c_u_once(J1)_  1
    x(J1_0_7)  c_u_cores(0_7)_  1
    x(J1_0_7)  c_u_cores(0_8)_  1
    x(J1_0_7)  c_u_cores(0_9)_  1
    x(J1_0_7)  c_u_cores(0_10)_  1
    x(J1_0_8)  goodput   0.055555555555555552
    x(J1_0_8)  c_u_once(J1)_  1
    x(J1_0_8)  c_u_cores(0_8)_  1
    x(J1_0_8)  c_u_cores(0_9)_  1
    x(J1_0_8)  c_u_cores(0_10)_  1
    x(J1_0_8)  c_u_cores(0_11)_  1
    x(J1_0_9)  goodput   0.041666666666666664
    x(J1_0_9)  c_u_once(J1)_  1
    x(J1_0_9)  c_u_cores(0_9)_  1
    x(J1_0_9)  c_u_cores(0_10)_  1
    x(J1_0_9)  c_u_cores(0_11)_  1
    x(J1_0_10)  goodput   0.027777777777777776
    x(J1_0_10)  c_u_once(J1)_  1
    x(J1_0_10)  c_u_cores(0_10)_  1
    x(J1_0_10)  c_u_cores(0_11)_  1
    x(J1_0_11)  goodput   0.013888888888888888
    x(J1_0_11)  c_u_once(J1)_  1
    x(J1_0_11)  c_u_cores(0_11)_  1
    x(J2_0_5)  goodput   0.16666666666666666
    x(J2_0_5)  c_u_once(J2)_  1
    x(J2_0_5)  c_u_cores(0_5)_  4
    x(J2_0_5)  c_u_cores(0_6)_  4
    x(J2_0_5)  c_u_cores(0_7)_  4
    x(J2_0_6)  goodput   0.16666666666666666
    x(J2_0_6)  c_u_once(J2)_  1
    x(J2_0_6)  c_u_cores(0_6)_  4
    x(J2_0_6)  c_u_cores(0_7)_  4
    x(J2_0_6)  c_u_cores(0_8)_  4
    x(J2_0_7)  goodput   0.16666666666666666
    x(J2_0_7)  c_u_once(J2)_  1
    x(J2_0_7)  c_u_cores(0_7)_  4
    x(J2_0_7)  c_u_cores(0_8)_  4
    x(J2_0_7)  c_u_cores(0_9)_  4
    x(J2_0_8)  goodput   0.16666666666666666
    x(J2_0_8)  c_u_once(J2)_  1
    x(J2_0_8)  c_u_cores(0_8)_  4
    x(J2_0_8)  c_u_cores(0_9)_  4
    x(J2_0_8)  c_u_cores(0_10)_  4
    x(J2_0_9)  goodput   0.16666666666666666
    x(J2_0_9)  c_u_once(J2)_  1
    x(J2_0_9)  c_u_cores(0_9)_  4
    x(J2_0_9)  c_u_cores(0_10)_  4
    x(J2_0_9)  c_u_cores(0_11)_  4
    x(J2_0_10)  goodput   0.1111111111111111
    x(J2_0_10)  c_u_once(J2)_  1
    x(J2_0_10)  c_u_cores(0_10)_  4
    x(J2_0_10)  c_u_cores(0_11)_  4
    x(J2_0_11)  goodput   0.055555555555555552
    x(J2_0_11)  c_u_once(J2)_  1
    x(J2_0_11)  c_u_cores(0_11)_  4
    x(J3_0_9)  goodput   0.055555555555555552
    x(J3_0_9)  c_u_once(J3)_  1
    x(J3_0_9)  c_u_cores(0_9)_  2
    x(J3_0_9)  c_u_cores(0_10)_  2
    x(J3_0_10)  goodput   0.055555555555555552
    x(J3_0_10)  c_u_once(J3)_  1
    x(J3_0_10)  c_u_cores(0_10)_  2
    x(J3_0_10)  c_u_cores(0_11)_  2
    x(J3_0_11)  goodput   0.027777777777777776
    x(J3_0_11)  c_u_once(J3)_  1
    x(J3_0_11)  c_u_cores(0_11)_  2
    x(J4_0_10)  goodput   0.083333333333333329
    x(J4_0_10)  c_u_once(J4)_  1
    x(J4_0_10)  c_u_cores(0_10)_  3
    x(J4_0_10)  c_u_cores(0_11)_  3
    x(J4_0_11)  goodput   0.041666666666666664
    x(J4_0_11)  c_u_once(J4)_  1
    x(J4_0_11)  c_u_cores(0_11)_  3
    x(J5_0_10)  goodput   0.1111111111111111
    x(J5_0_10)  c_u_once(J5)_  1
    x(J5_0_10)  c_u_cores(0_10)_  4
    x(J5_0_10)  c_u_cores(0_11)_  4
    x(J5_0_11)  goodput   0.055555555555555552
    x(J5_0_11)  c_u_once(J5)_  1
    x(J5_0_11)  c_u_cores(0_11)_  4
    MARK0001  'MARKER'                 'INTEND'
RHS
    RHS_V     c_u_once(J0)_  1
    RHS_V     c_u_once(J1)_  1
    RHS_V     c_u_once(J2)_  1
    RHS_V     c_u_once(J3)_  1
    RHS_V     c_u_once(J4)_  1
    RHS_V     c_u_once(J5)_  1
    RHS_V     c_u_cores(0_0)_  4
    RHS_V     c_u_cores(0_1)_  4
    RHS_V     c_u_cores(0_2)_  4
    RHS_V     c_u_cores(0_3)_  4
    RHS_V     c_u_cores(0_4)_  4
    RHS_V     c_u_cores(0_5)_  4
    RHS_V     c_u_cores(0_6)_  4
    RHS_V     c_u_cores(0_7)_  4
    RHS_V     c_u_cores(0_8)_  4
    RHS_V     c_u_cores(0_9)_  4
    RHS_V     c_u_cores(0_10)_  4
    RHS_V     c_u_cores(0_11)_  4
    RHS_V     c_u_cores(1_0)_  4
    RHS_V     c_u_cores(1_1)_  4
    RHS_V     c_u_cores(1_2)_  4
    RHS_V     c_u_cores(1_3)_  4
    RHS_V     c_u_cores(1_4)_  4
    RHS_V     c_u_cores(1_5)_  4
BOUNDS
 BV BOUND     x(J0_0_0)
 BV BOUND     x(J0_1_0)
 BV BOUND     x(J0_0_1)
 BV BOUND     x(J0_0_2)
 BV BOUND     x(J0_0_3)
 BV BOUND     x(J0_0_4)
 BV BOUND     x(J0_0_5)
 BV BOUND     x(J0_0_6)
 BV BOUND     x(J0_0_7)
 BV BOUND     x(J0_0_8)
 BV BOUND     x(J0_0_9)
 BV BOUND     x(J0_0_10)
 BV BOUND     x(J0_0_11)
 BV BOUND     x(J1_0_3)
 BV BOUND     x(J1_0_4)
 BV BOUND     x(J1_0_5)
 BV BOUND     x(J1_0_6)
 BV BOUND     x(J1_0_7)
 BV BOUND     x(J1_0_8)
 BV BOUND     x(J1_0_9)
 BV BOUND     x(J1_0_10)
 BV BOUND     x(J1_0_11)
 BV BOUND     x(J2_0_5)
 BV BOUND     x(J2_0_6)
 BV BOUND     x(J2_0_7)
 BV BOUND     x(J2_0_8)
 BV BOUND     x(J2_0_9)
 BV BOUND     x(J2_0_10)
 BV BOUND     x(J2_0_11)
 BV BOUND     x(J3_0_9)
 BV BOUND     x(J3_0_10)
 BV BOUND     x(J3_0_11)
 BV BOUND     x(J4_0_10)
 BV BOUND     x(J4_0_11)
 BV BOUND     x(J5_0_10)
 BV BOUND     x(J5_0_11)
ENDATA
