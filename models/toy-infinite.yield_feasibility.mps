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
 L  c_u_completion(J4)_
 L  c_u_completion(J5)_
COLUMNS
    theta     objective  1
    theta     c_u_completion(J1)_  106.53846153846153
    theta     c_u_completion(J2)_  106.53846153846153
    theta     c_u_completion(J3)_  106.53846153846153
    theta     c_u_completion(J4)_  106.53846153846153
    theta     c_u_completion(J5)_  106.53846153846153
    x(J1_0)   c_u_work_capacity(0)_  3
    x(J1_0)   c_u_completion(J1)_  -1
    x(J2_0)   c_u_work_capacity(0)_  3
    x(J2_0)   c_u_completion(J2)_  -1
    x(J3_0)   c_u_work_capacity(0)_  5
    x(J3_0)   c_u_completion(J3)_  -1
    x(J4_0)   c_u_work_capacity(0)_  7
    x(J4_0)   c_u_completion(J4)_  -1
    x(J5_0)   c_u_work_capacity(0)_  8
    x(J5_0)   c_u_completion(J5)_  -1
    x(J1_1)   c_u_work_capacity(1)_  3
    x(J1_1)   c_u_completion(J1)_  -1
    x(J2_1)   c_u_work_capacity(1)_  3
    x(J2_1)   c_u_completion(J2)_  -1
    x(J3_1)   c_u_work_capacity(1)_  5
    x(J3_1)   c_u_completion(J3)_  -1
    x(J4_1)   c_u_work_capacity(1)_  7
    x(J4_1)   c_u_completion(J4)_  -1
    x(J5_1)   c_u_work_capacity(1)_  8
    x(J5_1)   c_u_completion(J5)_  -1
    x(J1_2)   c_u_work_capacity(2)_  3
    x(J1_2)   c_u_completion(J1)_  -1
    x(J2_2)   c_u_work_capacity(2)_  3
    x(J2_2)   c_u_completion(J2)_  -1
    x(J3_2)   c_u_work_capacity(2)_  5
    x(J3_2)   c_u_completion(J3)_  -1
    x(J4_2)   c_u_work_capacity(2)_  7
    x(J4_2)   c_u_completion(J4)_  -1
    x(J5_2)   c_u_work_capacity(2)_  8
    x(J5_2)   c_u_completion(J5)_  -1
RHS
    RHS_V     c_u_work_capacity(0)_  760
    RHS_V     c_u_work_capacity(1)_  750
    RHS_V     c_u_work_capacity(2)_  1260
BOUNDS
 UP BOUND     x(J1_0)   40
 UP BOUND     x(J2_0)   40
 UP BOUND     x(J3_0)   40
 UP BOUND     x(J4_0)   40
 UP BOUND     x(J5_0)   40
 UP BOUND     x(J1_1)   50
 UP BOUND     x(J2_1)   50
 UP BOUND     x(J3_1)   50
 UP BOUND     x(J4_1)   50
 UP BOUND     x(J5_1)   50
 UP BOUND     x(J1_2)   60
 UP BOUND     x(J2_2)   60
 UP BOUND     x(J3_2)   60
 UP BOUND     x(J4_2)   60
 UP BOUND     x(J5_2)   60
ENDATA
