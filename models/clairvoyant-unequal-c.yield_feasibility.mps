NAME        model
OBJSENSE
  MAX
ROWS
 N  objective
 L  c_u_work_capacity(0)_
 L  c_u_work_capacity(1)_
 L  c_u_work_capacity(2)_
 L  c_u_completion(J1)_
 L  c_u_completion(J2)_
 L  c_u_completion(J3)_
COLUMNS
    theta     objective  1
    theta     c_u_completion(J1)_  71.111111111111114
    theta     c_u_completion(J2)_  71.111111111111114
    theta     c_u_completion(J3)_  71.111111111111114
    x(J1_0)   c_u_work_capacity(0)_  3
    x(J1_0)   c_u_completion(J1)_  -1
    x(J2_0)   c_u_work_capacity(0)_  2
    x(J2_0)   c_u_completion(J2)_  -1
    x(J3_0)   c_u_work_capacity(0)_  4
    x(J3_0)   c_u_completion(J3)_  -1
    x(J1_1)   c_u_work_capacity(1)_  3
    x(J1_1)   c_u_completion(J1)_  -1
    x(J2_1)   c_u_work_capacity(1)_  2
    x(J2_1)   c_u_completion(J2)_  -1
    x(J3_1)   c_u_work_capacity(1)_  4
    x(J3_1)   c_u_completion(J3)_  -1
    x(J1_2)   c_u_work_capacity(2)_  3
    x(J1_2)   c_u_completion(J1)_  -1
    x(J2_2)   c_u_work_capacity(2)_  2
    x(J2_2)   c_u_completion(J2)_  -1
    x(J3_2)   c_u_work_capacity(2)_  4
    x(J3_2)   c_u_completion(J3)_  -1
RHS
    RHS_V     c_u_work_capacity(0)_  210
    RHS_V     c_u_work_capacity(1)_  150
    RHS_V     c_u_work_capacity(2)_  280
BOUNDS
 UP BOUND     x(J1_0)   30
 UP BOUND     x(J2_0)   30
 UP BOUND     x(J3_0)   30
 UP BOUND     x(J1_1)   30
 UP BOUND     x(J2_1)   30
 UP BOUND     x(J3_1)   30
 UP BOUND     x(J1_2)   40
 UP BOUND     x(J2_2)   40
 UP BOUND     x(J3_2)   40
ENDATA
