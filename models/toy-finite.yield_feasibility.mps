NAME        model
OBJSENSE
  MAX
ROWS
 N  objective
 L  c_u_work_capacity(0)_
 L  c_u_work_capacity(1)_
 L  c_u_work_capacity(2)_
 L  c_u_work_capacity(3)_
 L  c_u_completion(big)_
 L  c_u_completion(small)_
COLUMNS
    theta     objective  1
    theta     c_u_completion(big)_  10
    theta     c_u_completion(small)_  23.027755090014427
    x(big_0)  c_u_work_capacity(0)_  4
    x(big_0)  c_u_completion(big)_  -1
    x(small_0)  c_u_work_capacity(0)_  2
    x(small_0)  c_u_completion(small)_  -1
    x(small_1)  c_u_work_capacity(1)_  2
    x(small_1)  c_u_completion(small)_  -1
    x(big_2)  c_u_work_capacity(2)_  4
    x(big_2)  c_u_completion(big)_  -1
    x(small_2)  c_u_work_capacity(2)_  2
    x(small_2)  c_u_completion(small)_  -1
    x(small_3)  c_u_work_capacity(3)_  2
    x(small_3)  c_u_completion(small)_  -1
RHS
    RHS_V     c_u_work_capacity(0)_  40
    RHS_V     c_u_work_capacity(1)_  20
    RHS_V     c_u_work_capacity(2)_  12.111028422408339
    RHS_V     c_u_work_capacity(3)_  27.888971577591661
BOUNDS
 UP BOUND     x(big_0)  10
 UP BOUND     x(small_0)  10
 UP BOUND     x(small_1)  10
 UP BOUND     x(big_2)  3.0277571056020847
 UP BOUND     x(small_2)  3.0277571056020847
 UP BOUND     x(small_3)  6.9722428943979153
ENDATA
