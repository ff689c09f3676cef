NAME        model
ROWS
 N  objective
 L  c_u_own(0)_
 L  c_u_own(1)_
 L  c_u_own(2)_
 L  c_u_own(3)_
 L  c_u_own(4)_
 L  c_u_own(5)_
 L  c_u_own(6)_
 L  c_u_precedence(0)_
 L  c_u_precedence(1)_
 L  c_u_precedence(2)_
 L  c_u_precedence(3)_
 L  c_u_span(0)_
 L  c_u_span(1)_
 L  c_u_span(2)_
 L  c_u_span(3)_
 L  c_u_span(4)_
 L  c_u_span(5)_
 L  c_u_span(6)_
 L  c_u_area_
COLUMNS
    L         objective  1
    L         c_u_span(0)_  -1
    L         c_u_span(1)_  -1
    L         c_u_span(2)_  -1
    L         c_u_span(3)_  -1
    L         c_u_span(4)_  -1
    L         c_u_span(5)_  -1
    L         c_u_span(6)_  -1
    L         c_u_area_  -3
    d(0)      c_u_own(0)_  1
    C(0)      c_u_own(0)_  -1
    C(0)      c_u_span(0)_  1
    d(1)      c_u_own(1)_  1
    C(1)      c_u_own(1)_  -1
    C(1)      c_u_precedence(0)_  1
    C(1)      c_u_span(1)_  1
    d(2)      c_u_own(2)_  1
    d(2)      c_u_precedence(0)_  1
    C(2)      c_u_own(2)_  -1
    C(2)      c_u_precedence(0)_  -1
    C(2)      c_u_span(2)_  1
    d(3)      c_u_own(3)_  1
    C(3)      c_u_own(3)_  -1
    C(3)      c_u_precedence(1)_  1
    C(3)      c_u_span(3)_  1
    d(4)      c_u_own(4)_  1
    d(4)      c_u_precedence(1)_  1
    C(4)      c_u_own(4)_  -1
    C(4)      c_u_precedence(1)_  -1
    C(4)      c_u_precedence(2)_  1
    C(4)      c_u_span(4)_  1
    d(5)      c_u_own(5)_  1
    d(5)      c_u_precedence(2)_  1
    C(5)      c_u_own(5)_  -1
    C(5)      c_u_precedence(2)_  -1
    C(5)      c_u_precedence(3)_  1
    C(5)      c_u_span(5)_  1
    d(6)      c_u_own(6)_  1
    d(6)      c_u_precedence(3)_  1
    C(6)      c_u_own(6)_  -1
    C(6)      c_u_precedence(3)_  -1
    C(6)      c_u_span(6)_  1
    z(0)      c_u_area_  1
    z(1)      c_u_area_  1
    z(2)      c_u_area_  1
    z(3)      c_u_area_  1
    z(4)      c_u_area_  1
    z(5)      c_u_area_  1
    z(6)      c_u_area_  1
RHS
BOUNDS
 FX BOUND     d(0)      4
 FX BOUND     d(1)      2
 FX BOUND     d(2)      2
 FX BOUND     d(3)      1
 FX BOUND     d(4)      1
 FX BOUND     d(5)      1
 FX BOUND     d(6)      1
 LO BOUND     z(0)      4
 LO BOUND     z(1)      2
 LO BOUND     z(2)      2
 LO BOUND     z(3)      1
 LO BOUND     z(4)      1
 LO BOUND     z(5)      1
 LO BOUND     z(6)      1
ENDATA
