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
    d(0)      c_u_envelope(0)_  -98.000000000000355
    d(0)      c_u_envelope(1)_  -22.909090909090914
    d(0)      c_u_envelope(2)_  -8.8235294117646959
    d(0)      c_u_envelope(3)_  -3.6363636363636376
    d(0)      c_u_envelope(4)_  -1.384615384615385
    d(0)      c_u_envelope(5)_  -0.4137931034482758
    d(0)      c_u_envelope(6)_  -0.064516129032258063
    d(0)      c_u_own(0)_  1
    z(0)      c_u_envelope(0)_  -1
    z(0)      c_u_envelope(1)_  -1
    z(0)      c_u_envelope(2)_  -1
    z(0)      c_u_envelope(3)_  -1
    z(0)      c_u_envelope(4)_  -1
    z(0)      c_u_envelope(5)_  -1
    z(0)      c_u_envelope(6)_  -1
    z(0)      c_u_area_  1
    d(1)      c_u_envelope(7)_  -18.000000000000018
    d(1)      c_u_envelope(8)_  -2.3999999999999995
    d(1)      c_u_envelope(9)_  -0.2857142857142857
    d(1)      c_u_own(1)_  1
    z(1)      c_u_envelope(7)_  -1
    z(1)      c_u_envelope(8)_  -1
    z(1)      c_u_envelope(9)_  -1
    z(1)      c_u_area_  1
    d(2)      c_u_envelope(10)_  -18.000000000000018
    d(2)      c_u_envelope(11)_  -2.3999999999999995
    d(2)      c_u_envelope(12)_  -0.2857142857142857
    d(2)      c_u_own(2)_  1
    d(2)      c_u_precedence(0)_  1
    z(2)      c_u_envelope(10)_  -1
    z(2)      c_u_envelope(11)_  -1
    z(2)      c_u_envelope(12)_  -1
    z(2)      c_u_area_  1
    d(3)      c_u_envelope(13)_  -5.4444444444444491
    d(3)      c_u_envelope(14)_  -3.1898734177215151
    d(3)      c_u_envelope(15)_  -1.764705882352942
    d(3)      c_u_envelope(16)_  -0.88888888888888884
    d(3)      c_u_envelope(17)_  -0.38297872340425521
    d(3)      c_u_envelope(18)_  -0.12371134020618559
    d(3)      c_u_envelope(19)_  -0.020202020202020204
    d(3)      c_u_own(3)_  1
    z(3)      c_u_envelope(13)_  -1
    z(3)      c_u_envelope(14)_  -1
    z(3)      c_u_envelope(15)_  -1
    z(3)      c_u_envelope(16)_  -1
    z(3)      c_u_envelope(17)_  -1
    z(3)      c_u_envelope(18)_  -1
    z(3)      c_u_envelope(19)_  -1
    z(3)      c_u_area_  1
    d(4)      c_u_envelope(20)_  -5.4444444444444491
    d(4)      c_u_envelope(21)_  -3.1898734177215151
    d(4)      c_u_envelope(22)_  -1.764705882352942
    d(4)      c_u_envelope(23)_  -0.88888888888888884
    d(4)      c_u_envelope(24)_  -0.38297872340425521
    d(4)      c_u_envelope(25)_  -0.12371134020618559
    d(4)      c_u_envelope(26)_  -0.020202020202020204
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
    d(5)      c_u_envelope(27)_  -5.4444444444444491
    d(5)      c_u_envelope(28)_  -3.1898734177215151
    d(5)      c_u_envelope(29)_  -1.764705882352942
    d(5)      c_u_envelope(30)_  -0.88888888888888884
    d(5)      c_u_envelope(31)_  -0.38297872340425521
    d(5)      c_u_envelope(32)_  -0.12371134020618559
    d(5)      c_u_envelope(33)_  -0.020202020202020204
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
    RHS_V     c_u_envelope(0)_  -1590.0000000000052
    RHS_V     c_u_envelope(1)_  -452.90909090909099
    RHS_V     c_u_envelope(2)_  -232.2352941176469
    RHS_V     c_u_envelope(3)_  -145.09090909090912
    RHS_V     c_u_envelope(4)_  -102.30769230769232
    RHS_V     c_u_envelope(5)_  -79.655172413793096
    RHS_V     c_u_envelope(6)_  -68.129032258064512
    RHS_V     c_u_envelope(7)_  -154.00000000000011
    RHS_V     c_u_envelope(8)_  -39.599999999999994
    RHS_V     c_u_envelope(9)_  -20.571428571428569
    RHS_V     c_u_envelope(10)_  -154.00000000000011
    RHS_V     c_u_envelope(11)_  -39.599999999999994
    RHS_V     c_u_envelope(12)_  -20.571428571428569
    RHS_V     c_u_envelope(13)_  -215.1111111111112
    RHS_V     c_u_envelope(14)_  -176.13924050632903
    RHS_V     c_u_envelope(15)_  -148.82352941176472
    RHS_V     c_u_envelope(16)_  -129.55555555555554
    RHS_V     c_u_envelope(17)_  -116.14893617021276
    RHS_V     c_u_envelope(18)_  -107.24742268041237
    RHS_V     c_u_envelope(19)_  -102.02020202020202
    RHS_V     c_u_envelope(20)_  -215.1111111111112
    RHS_V     c_u_envelope(21)_  -176.13924050632903
    RHS_V     c_u_envelope(22)_  -148.82352941176472
    RHS_V     c_u_envelope(23)_  -129.55555555555554
    RHS_V     c_u_envelope(24)_  -116.14893617021276
    RHS_V     c_u_envelope(25)_  -107.24742268041237
    RHS_V     c_u_envelope(26)_  -102.02020202020202
    RHS_V     c_u_envelope(27)_  -215.1111111111112
    RHS_V     c_u_envelope(28)_  -176.13924050632903
    RHS_V     c_u_envelope(29)_  -148.82352941176472
    RHS_V     c_u_envelope(30)_  -129.55555555555554
    RHS_V     c_u_envelope(31)_  -116.14893617021276
    RHS_V     c_u_envelope(32)_  -107.24742268041237
    RHS_V     c_u_envelope(33)_  -102.02020202020202
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
