NAME        model
ROWS
 N  objective
 L  c_u_envelope(0)_
 L  c_u_envelope(1)_
 L  c_u_envelope(2)_
 L  c_u_envelope(3)_
 L  c_u_envelope(4)_
 L  c_u_envelope(5)_
 L  c_u_envelope(6)_
 L  c_u_envelope(7)_
 L  c_u_envelope(8)_
 L  c_u_envelope(9)_
 L  c_u_envelope(10)_
 L  c_u_envelope(11)_
 L  c_u_envelope(12)_
 L  c_u_envelope(13)_
 L  c_u_envelope(14)_
 L  c_u_envelope(15)_
 L  c_u_envelope(16)_
 L  c_u_envelope(17)_
 L  c_u_envelope(18)_
 L  c_u_envelope(19)_
 L  c_u_envelope(20)_
 L  c_u_envelope(21)_
 L  c_u_envelope(22)_
 L  c_u_envelope(23)_
 L  c_u_envelope(24)_
 L  c_u_envelope(25)_
 L  c_u_envelope(26)_
 L  c_u_envelope(27)_
 L  c_u_envelope(28)_
 L  c_u_envelope(29)_
 L  c_u_envelope(30)_
 L  c_u_envelope(31)_
 L  c_u_envelope(32)_
 L  c_u_envelope(33)_
 L  c_u_own(0)_
 L  c_u_own(1)_
 L  c_u_own(2)_
 L  c_u_own(3)_
 L  c_u_own(4)_
 L  c_u_own(5)_
 L  c_u_precedence(0)_
 L  c_u_precedence(1)_
 L  c_u_precedence(2)_
 L  c_u_span(0)_
 L  c_u_span(1)_
 L  c_u_span(2)_
 L  c_u_span(3)_
 L  c_u_span(4)_
 L  c_u_span(5)_
 L  c_u_area_
COLUMNS
    L         objective  1
    L         c_u_span(0)_  -1
    L         c_u_span(1)_  -1
    L         c_u_span(2)_  -1
    L         c_u_span(3)_  -1
    L         c_u_span(4)_  -1
    L         c_u_span(5)_  -1
    L         c_u_area_  -8
    d(0)      c_u_envelope(0)_  -98.0000000000004
    d(0)      c_u_envelope(1)_  -22.9090909090909
    d(0)      c_u_envelope(2)_  -8.8235294117647
    d(0)      c_u_envelope(3)_  -3.63636363636364
    d(0)      c_u_envelope(4)_  -1.38461538461539
    d(0)      c_u_envelope(5)_  -0.413793103448276
    d(0)      c_u_envelope(6)_  -0.0645161290322581
    d(0)      c_u_own(0)_  1
    z(0)      c_u_envelope(0)_  -1
    z(0)      c_u_envelope(1)_  -1
    z(0)      c_u_envelope(2)_  -1
    z(0)      c_u_envelope(3)_  -1
    z(0)      c_u_envelope(4)_  -1
    z(0)      c_u_envelope(5)_  -1
    z(0)      c_u_envelope(6)_  -1
    z(0)      c_u_area_  1
    d(1)      c_u_envelope(7)_  -18
    d(1)      c_u_envelope(8)_  -2.4
    d(1)      c_u_envelope(9)_  -0.285714285714286
    d(1)      c_u_own(1)_  1
    z(1)      c_u_envelope(7)_  -1
    z(1)      c_u_envelope(8)_  -1
    z(1)      c_u_envelope(9)_  -1
    z(1)      c_u_area_  1
    d(2)      c_u_envelope(10)_  -18
    d(2)      c_u_envelope(11)_  -2.4
    d(2)      c_u_envelope(12)_  -0.285714285714286
    d(2)      c_u_own(2)_  1
    d(2)      c_u_precedence(0)_  1
    z(2)      c_u_envelope(10)_  -1
    z(2)      c_u_envelope(11)_  -1
    z(2)      c_u_envelope(12)_  -1
    z(2)      c_u_area_  1
    d(3)      c_u_envelope(13)_  -5.44444444444445
    d(3)      c_u_envelope(14)_  -3.18987341772152
    d(3)      c_u_envelope(15)_  -1.76470588235294
    d(3)      c_u_envelope(16)_  -0.888888888888889
    d(3)      c_u_envelope(17)_  -0.382978723404255
    d(3)      c_u_envelope(18)_  -0.123711340206186
    d(3)      c_u_envelope(19)_  -0.0202020202020202
    d(3)      c_u_own(3)_  1
    z(3)      c_u_envelope(13)_  -1
    z(3)      c_u_envelope(14)_  -1
    z(3)      c_u_envelope(15)_  -1
    z(3)      c_u_envelope(16)_  -1
    z(3)      c_u_envelope(17)_  -1
    z(3)      c_u_envelope(18)_  -1
    z(3)      c_u_envelope(19)_  -1
    z(3)      c_u_area_  1
    d(4)      c_u_envelope(20)_  -5.44444444444445
    d(4)      c_u_envelope(21)_  -3.18987341772152
    d(4)      c_u_envelope(22)_  -1.76470588235294
    d(4)      c_u_envelope(23)_  -0.888888888888889
    d(4)      c_u_envelope(24)_  -0.382978723404255
    d(4)      c_u_envelope(25)_  -0.123711340206186
    d(4)      c_u_envelope(26)_  -0.0202020202020202
    d(4)      c_u_own(4)_  1
    d(4)      c_u_precedence(1)_  1
    z(4)      c_u_envelope(20)_  -1
    z(4)      c_u_envelope(21)_  -1
    z(4)      c_u_envelope(22)_  -1
    z(4)      c_u_envelope(23)_  -1
    z(4)      c_u_envelope(24)_  -1
    z(4)      c_u_envelope(25)_  -1
    z(4)      c_u_envelope(26)_  -1
    z(4)      c_u_area_  1
    d(5)      c_u_envelope(27)_  -5.44444444444445
    d(5)      c_u_envelope(28)_  -3.18987341772152
    d(5)      c_u_envelope(29)_  -1.76470588235294
    d(5)      c_u_envelope(30)_  -0.888888888888889
    d(5)      c_u_envelope(31)_  -0.382978723404255
    d(5)      c_u_envelope(32)_  -0.123711340206186
    d(5)      c_u_envelope(33)_  -0.0202020202020202
    d(5)      c_u_own(5)_  1
    d(5)      c_u_precedence(2)_  1
    z(5)      c_u_envelope(27)_  -1
    z(5)      c_u_envelope(28)_  -1
    z(5)      c_u_envelope(29)_  -1
    z(5)      c_u_envelope(30)_  -1
    z(5)      c_u_envelope(31)_  -1
    z(5)      c_u_envelope(32)_  -1
    z(5)      c_u_envelope(33)_  -1
    z(5)      c_u_area_  1
    C(0)      c_u_own(0)_  -1
    C(0)      c_u_span(0)_  1
    C(1)      c_u_own(1)_  -1
    C(1)      c_u_precedence(0)_  1
    C(1)      c_u_span(1)_  1
    C(2)      c_u_own(2)_  -1
    C(2)      c_u_precedence(0)_  -1
    C(2)      c_u_span(2)_  1
    C(3)      c_u_own(3)_  -1
    C(3)      c_u_precedence(1)_  1
    C(3)      c_u_span(3)_  1
    C(4)      c_u_own(4)_  -1
    C(4)      c_u_precedence(1)_  -1
    C(4)      c_u_precedence(2)_  1
    C(4)      c_u_span(4)_  1
    C(5)      c_u_own(5)_  -1
    C(5)      c_u_precedence(2)_  -1
    C(5)      c_u_span(5)_  1
RHS
    RHS_V     c_u_envelope(0)_  -1590.00000000001
    RHS_V     c_u_envelope(1)_  -452.909090909091
    RHS_V     c_u_envelope(2)_  -232.235294117647
    RHS_V     c_u_envelope(3)_  -145.090909090909
    RHS_V     c_u_envelope(4)_  -102.307692307692
    RHS_V     c_u_envelope(5)_  -79.6551724137931
    RHS_V     c_u_envelope(6)_  -68.1290322580645
    RHS_V     c_u_envelope(7)_  -154
    RHS_V     c_u_envelope(8)_  -39.6
    RHS_V     c_u_envelope(9)_  -20.5714285714286
    RHS_V     c_u_envelope(10)_  -154
    RHS_V     c_u_envelope(11)_  -39.6
    RHS_V     c_u_envelope(12)_  -20.5714285714286
    RHS_V     c_u_envelope(13)_  -215.111111111111
    RHS_V     c_u_envelope(14)_  -176.139240506329
    RHS_V     c_u_envelope(15)_  -148.823529411765
    RHS_V     c_u_envelope(16)_  -129.555555555556
    RHS_V     c_u_envelope(17)_  -116.148936170213
    RHS_V     c_u_envelope(18)_  -107.247422680412
    RHS_V     c_u_envelope(19)_  -102.020202020202
    RHS_V     c_u_envelope(20)_  -215.111111111111
    RHS_V     c_u_envelope(21)_  -176.139240506329
    RHS_V     c_u_envelope(22)_  -148.823529411765
    RHS_V     c_u_envelope(23)_  -129.555555555556
    RHS_V     c_u_envelope(24)_  -116.148936170213
    RHS_V     c_u_envelope(25)_  -107.247422680412
    RHS_V     c_u_envelope(26)_  -102.020202020202
    RHS_V     c_u_envelope(27)_  -215.111111111111
    RHS_V     c_u_envelope(28)_  -176.139240506329
    RHS_V     c_u_envelope(29)_  -148.823529411765
    RHS_V     c_u_envelope(30)_  -129.555555555556
    RHS_V     c_u_envelope(31)_  -116.148936170213
    RHS_V     c_u_envelope(32)_  -107.247422680412
    RHS_V     c_u_envelope(33)_  -102.020202020202
BOUNDS
 LO BOUND     d(0)      15
 UP BOUND     d(0)      64
 LO BOUND     z(0)      64
 LO BOUND     d(1)      7
 UP BOUND     d(1)      16
 LO BOUND     z(1)      16
 LO BOUND     d(2)      7
 UP BOUND     d(2)      16
 LO BOUND     z(2)      16
 LO BOUND     d(3)      16
 UP BOUND     d(3)      100
 LO BOUND     z(3)      100
 LO BOUND     d(4)      16
 UP BOUND     d(4)      100
 LO BOUND     z(4)      100
 LO BOUND     d(5)      16
 UP BOUND     d(5)      100
 LO BOUND     z(5)      100
ENDATA
