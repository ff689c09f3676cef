NAME        model
OBJSENSE
  MAX
ROWS
 N  min_yield
 E  c_e_one_path(J1_0)_
 E  c_e_one_path(J1_1)_
 E  c_e_one_path(J1_2)_
 E  c_e_one_path(J2_0)_
 E  c_e_one_path(J2_1)_
 E  c_e_one_path(J2_2)_
 E  c_e_one_path(J3_0)_
 E  c_e_one_path(J3_1)_
 E  c_e_one_path(J3_2)_
 E  c_e_flow(J1_0_0)_
 E  c_e_flow(J1_0_1)_
 E  c_e_flow(J1_0_2)_
 E  c_e_flow(J1_1_0)_
 E  c_e_flow(J1_1_1)_
 E  c_e_flow(J1_1_2)_
 E  c_e_flow(J1_2_0)_
 E  c_e_flow(J1_2_1)_
 E  c_e_flow(J1_2_2)_
 E  c_e_flow(J2_0_0)_
 E  c_e_flow(J2_0_1)_
 E  c_e_flow(J2_0_2)_
 E  c_e_flow(J2_1_0)_
 E  c_e_flow(J2_1_1)_
 E  c_e_flow(J2_1_2)_
 E  c_e_flow(J2_2_0)_
 E  c_e_flow(J2_2_1)_
 E  c_e_flow(J2_2_2)_
 E  c_e_flow(J3_0_0)_
 E  c_e_flow(J3_0_1)_
 E  c_e_flow(J3_0_2)_
 E  c_e_flow(J3_1_0)_
 E  c_e_flow(J3_1_1)_
 E  c_e_flow(J3_1_2)_
 E  c_e_flow(J3_2_0)_
 E  c_e_flow(J3_2_1)_
 E  c_e_flow(J3_2_2)_
 L  c_u_mc_cap(J1_0_3)_
 L  c_u_mc_cap(J1_0_6)_
 L  c_u_mc_cap(J1_0_7)_
 L  c_u_mc_cap(J1_0_8)_
 L  c_u_mc_cap(J1_0_12)_
 L  c_u_mc_cap(J1_0_13)_
 L  c_u_mc_cap(J1_0_14)_
 L  c_u_mc_cap(J1_1_3)_
 L  c_u_mc_cap(J1_1_6)_
 L  c_u_mc_cap(J1_1_7)_
 L  c_u_mc_cap(J1_1_8)_
 L  c_u_mc_cap(J1_1_12)_
 L  c_u_mc_cap(J1_1_13)_
 L  c_u_mc_cap(J1_1_14)_
 L  c_u_mc_cap(J1_2_3)_
 L  c_u_mc_cap(J1_2_6)_
 L  c_u_mc_cap(J1_2_7)_
 L  c_u_mc_cap(J1_2_8)_
 L  c_u_mc_cap(J1_2_12)_
 L  c_u_mc_cap(J1_2_13)_
 L  c_u_mc_cap(J1_2_14)_
 L  c_u_mc_cap(J2_0_3)_
 L  c_u_mc_cap(J2_0_6)_
 L  c_u_mc_cap(J2_0_7)_
 L  c_u_mc_cap(J2_0_8)_
 L  c_u_mc_cap(J2_0_12)_
 L  c_u_mc_cap(J2_0_13)_
 L  c_u_mc_cap(J2_0_14)_
 L  c_u_mc_cap(J2_1_3)_
 L  c_u_mc_cap(J2_1_6)_
 L  c_u_mc_cap(J2_1_7)_
 L  c_u_mc_cap(J2_1_8)_
 L  c_u_mc_cap(J2_1_12)_
 L  c_u_mc_cap(J2_1_13)_
 L  c_u_mc_cap(J2_1_14)_
 L  c_u_mc_cap(J2_2_3)_
 L  c_u_mc_cap(J2_2_6)_
 L  c_u_mc_cap(J2_2_7)_
 L  c_u_mc_cap(J2_2_8)_
 L  c_u_mc_cap(J2_2_12)_
 L  c_u_mc_cap(J2_2_13)_
 L  c_u_mc_cap(J2_2_14)_
 L  c_u_mc_cap(J3_0_3)_
 L  c_u_mc_cap(J3_0_6)_
 L  c_u_mc_cap(J3_0_7)_
 L  c_u_mc_cap(J3_0_8)_
 L  c_u_mc_cap(J3_0_12)_
 L  c_u_mc_cap(J3_0_13)_
 L  c_u_mc_cap(J3_0_14)_
 L  c_u_mc_cap(J3_1_3)_
 L  c_u_mc_cap(J3_1_6)_
 L  c_u_mc_cap(J3_1_7)_
 L  c_u_mc_cap(J3_1_8)_
 L  c_u_mc_cap(J3_1_12)_
 L  c_u_mc_cap(J3_1_13)_
 L  c_u_mc_cap(J3_1_14)_
 L  c_u_mc_cap(J3_2_3)_
 L  c_u_mc_cap(J3_2_6)_
 L  c_u_mc_cap(J3_2_7)_
 L  c_u_mc_cap(J3_2_8)_
 L  c_u_mc_cap(J3_2_12)_
 L  c_u_mc_cap(J3_2_13)_
 L  c_u_mc_cap(J3_2_14)_
 L  c_u_mc_on(J1_0_3)_
 L  c_u_mc_on(J1_0_6)_
 L  c_u_mc_on(J1_0_7)_
 L  c_u_mc_on(J1_0_8)_
 L  c_u_mc_on(J1_0_12)_
 L  c_u_mc_on(J1_0_13)_
 L  c_u_mc_on(J1_0_14)_
 L  c_u_mc_on(J1_1_3)_
 L  c_u_mc_on(J1_1_6)_
 L  c_u_mc_on(J1_1_7)_
 L  c_u_mc_on(J1_1_8)_
 L  c_u_mc_on(J1_1_12)_
 L  c_u_mc_on(J1_1_13)_
 L  c_u_mc_on(J1_1_14)_
 L  c_u_mc_on(J1_2_3)_
 L  c_u_mc_on(J1_2_6)_
 L  c_u_mc_on(J1_2_7)_
 L  c_u_mc_on(J1_2_8)_
 L  c_u_mc_on(J1_2_12)_
 L  c_u_mc_on(J1_2_13)_
 L  c_u_mc_on(J1_2_14)_
 L  c_u_mc_on(J2_0_3)_
 L  c_u_mc_on(J2_0_6)_
 L  c_u_mc_on(J2_0_7)_
 L  c_u_mc_on(J2_0_8)_
 L  c_u_mc_on(J2_0_12)_
 L  c_u_mc_on(J2_0_13)_
 L  c_u_mc_on(J2_0_14)_
 L  c_u_mc_on(J2_1_3)_
 L  c_u_mc_on(J2_1_6)_
 L  c_u_mc_on(J2_1_7)_
 L  c_u_mc_on(J2_1_8)_
 L  c_u_mc_on(J2_1_12)_
 L  c_u_mc_on(J2_1_13)_
 L  c_u_mc_on(J2_1_14)_
 L  c_u_mc_on(J2_2_3)_
 L  c_u_mc_on(J2_2_6)_
 L  c_u_mc_on(J2_2_7)_
 L  c_u_mc_on(J2_2_8)_
 L  c_u_mc_on(J2_2_12)_
 L  c_u_mc_on(J2_2_13)_
 L  c_u_mc_on(J2_2_14)_
 L  c_u_mc_on(J3_0_3)_
 L  c_u_mc_on(J3_0_6)_
 L  c_u_mc_on(J3_0_7)_
 L  c_u_mc_on(J3_0_8)_
 L  c_u_mc_on(J3_0_12)_
 L  c_u_mc_on(J3_0_13)_
 L  c_u_mc_on(J3_0_14)_
 L  c_u_mc_on(J3_1_3)_
 L  c_u_mc_on(J3_1_6)_
 L  c_u_mc_on(J3_1_7)_
 L  c_u_mc_on(J3_1_8)_
 L  c_u_mc_on(J3_1_12)_
 L  c_u_mc_on(J3_1_13)_
 L  c_u_mc_on(J3_1_14)_
 L  c_u_mc_on(J3_2_3)_
 L  c_u_mc_on(J3_2_6)_
 L  c_u_mc_on(J3_2_7)_
 L  c_u_mc_on(J3_2_8)_
 L  c_u_mc_on(J3_2_12)_
 L  c_u_mc_on(J3_2_13)_
 L  c_u_mc_on(J3_2_14)_
 L  c_u_mc_low(J1_0_3)_
 L  c_u_mc_low(J1_0_6)_
 L  c_u_mc_low(J1_0_7)_
 L  c_u_mc_low(J1_0_8)_
 L  c_u_mc_low(J1_0_12)_
 L  c_u_mc_low(J1_0_13)_
 L  c_u_mc_low(J1_0_14)_
 L  c_u_mc_low(J1_1_3)_
 L  c_u_mc_low(J1_1_6)_
 L  c_u_mc_low(J1_1_7)_
 L  c_u_mc_low(J1_1_8)_
 L  c_u_mc_low(J1_1_12)_
 L  c_u_mc_low(J1_1_13)_
 L  c_u_mc_low(J1_1_14)_
 L  c_u_mc_low(J1_2_3)_
 L  c_u_mc_low(J1_2_6)_
 L  c_u_mc_low(J1_2_7)_
 L  c_u_mc_low(J1_2_8)_
 L  c_u_mc_low(J1_2_12)_
 L  c_u_mc_low(J1_2_13)_
 L  c_u_mc_low(J1_2_14)_
 L  c_u_mc_low(J2_0_3)_
 L  c_u_mc_low(J2_0_6)_
 L  c_u_mc_low(J2_0_7)_
 L  c_u_mc_low(J2_0_8)_
 L  c_u_mc_low(J2_0_12)_
 L  c_u_mc_low(J2_0_13)_
 L  c_u_mc_low(J2_0_14)_
 L  c_u_mc_low(J2_1_3)_
 L  c_u_mc_low(J2_1_6)_
 L  c_u_mc_low(J2_1_7)_
 L  c_u_mc_low(J2_1_8)_
 L  c_u_mc_low(J2_1_12)_
 L  c_u_mc_low(J2_1_13)_
 L  c_u_mc_low(J2_1_14)_
 L  c_u_mc_low(J2_2_3)_
 L  c_u_mc_low(J2_2_6)_
 L  c_u_mc_low(J2_2_7)_
 L  c_u_mc_low(J2_2_8)_
 L  c_u_mc_low(J2_2_12)_
 L  c_u_mc_low(J2_2_13)_
 L  c_u_mc_low(J2_2_14)_
 L  c_u_mc_low(J3_0_3)_
 L  c_u_mc_low(J3_0_6)_
 L  c_u_mc_low(J3_0_7)_
 L  c_u_mc_low(J3_0_8)_
 L  c_u_mc_low(J3_0_12)_
 L  c_u_mc_low(J3_0_13)_
 L  c_u_mc_low(J3_0_14)_
 L  c_u_mc_low(J3_1_3)_
 L  c_u_mc_low(J3_1_6)_
 L  c_u_mc_low(J3_1_7)_
 L  c_u_mc_low(J3_1_8)_
 L  c_u_mc_low(J3_1_12)_
 L  c_u_mc_low(J3_1_13)_
 L  c_u_mc_low(J3_1_14)_
 L  c_u_mc_low(J3_2_3)_
 L  c_u_mc_low(J3_2_6)_
 L  c_u_mc_low(J3_2_7)_
 L  c_u_mc_low(J3_2_8)_
 L  c_u_mc_low(J3_2_12)_
 L  c_u_mc_low(J3_2_13)_
 L  c_u_mc_low(J3_2_14)_
 G  c_l_nonnegative_work(J1_0_1)_
 G  c_l_nonnegative_work(J1_0_2)_
 G  c_l_nonnegative_work(J1_0_3)_
 G  c_l_nonnegative_work(J1_0_4)_
 G  c_l_nonnegative_work(J1_0_5)_
 G  c_l_nonnegative_work(J1_0_6)_
 G  c_l_nonnegative_work(J1_0_7)_
 G  c_l_nonnegative_work(J1_0_8)_
 G  c_l_nonnegative_work(J1_0_9)_
 G  c_l_nonnegative_work(J1_0_10)_
 G  c_l_nonnegative_work(J1_0_11)_
 G  c_l_nonnegative_work(J1_0_12)_
 G  c_l_nonnegative_work(J1_0_13)_
 G  c_l_nonnegative_work(J1_0_14)_
 G  c_l_nonnegative_work(J1_0_15)_
 G  c_l_nonnegative_work(J1_1_1)_
 G  c_l_nonnegative_work(J1_1_2)_
 G  c_l_nonnegative_work(J1_1_3)_
 G  c_l_nonnegative_work(J1_1_4)_
 G  c_l_nonnegative_work(J1_1_5)_
 G  c_l_nonnegative_work(J1_1_6)_
 G  c_l_nonnegative_work(J1_1_7)_
 G  c_l_nonnegative_work(J1_1_8)_
 G  c_l_nonnegative_work(J1_1_9)_
 G  c_l_nonnegative_work(J1_1_10)_
 G  c_l_nonnegative_work(J1_1_11)_
 G  c_l_nonnegative_work(J1_1_12)_
 G  c_l_nonnegative_work(J1_1_13)_
 G  c_l_nonnegative_work(J1_1_14)_
 G  c_l_nonnegative_work(J1_1_15)_
 G  c_l_nonnegative_work(J1_2_1)_
 G  c_l_nonnegative_work(J1_2_2)_
 G  c_l_nonnegative_work(J1_2_3)_
 G  c_l_nonnegative_work(J1_2_4)_
 G  c_l_nonnegative_work(J1_2_5)_
 G  c_l_nonnegative_work(J1_2_6)_
 G  c_l_nonnegative_work(J1_2_7)_
 G  c_l_nonnegative_work(J1_2_8)_
 G  c_l_nonnegative_work(J1_2_9)_
 G  c_l_nonnegative_work(J1_2_10)_
 G  c_l_nonnegative_work(J1_2_11)_
 G  c_l_nonnegative_work(J1_2_12)_
 G  c_l_nonnegative_work(J1_2_13)_
 G  c_l_nonnegative_work(J1_2_14)_
 G  c_l_nonnegative_work(J1_2_15)_
 G  c_l_nonnegative_work(J2_0_1)_
 G  c_l_nonnegative_work(J2_0_2)_
 G  c_l_nonnegative_work(J2_0_3)_
 G  c_l_nonnegative_work(J2_0_4)_
 G  c_l_nonnegative_work(J2_0_5)_
 G  c_l_nonnegative_work(J2_0_6)_
 G  c_l_nonnegative_work(J2_0_7)_
 G  c_l_nonnegative_work(J2_0_8)_
 G  c_l_nonnegative_work(J2_0_9)_
 G  c_l_nonnegative_work(J2_0_10)_
 G  c_l_nonnegative_work(J2_0_11)_
 G  c_l_nonnegative_work(J2_0_12)_
 G  c_l_nonnegative_work(J2_0_13)_
 G  c_l_nonnegative_work(J2_0_14)_
 G  c_l_nonnegative_work(J2_0_15)_
 G  c_l_nonnegative_work(J2_1_1)_
 G  c_l_nonnegative_work(J2_1_2)_
 G  c_l_nonnegative_work(J2_1_3)_
 G  c_l_nonnegative_work(J2_1_4)_
 G  c_l_nonnegative_work(J2_1_5)_
 G  c_l_nonnegative_work(J2_1_6)_
 G  c_l_nonnegative_work(J2_1_7)_
 G  c_l_nonnegative_work(J2_1_8)_
 G  c_l_nonnegative_work(J2_1_9)_
 G  c_l_nonnegative_work(J2_1_10)_
 G  c_l_nonnegative_work(J2_1_11)_
 G  c_l_nonnegative_work(J2_1_12)_
 G  c_l_nonnegative_work(J2_1_13)_
 G  c_l_nonnegative_work(J2_1_14)_
 G  c_l_nonnegative_work(J2_1_15)_
 G  c_l_nonnegative_work(J2_2_1)_
 G  c_l_nonnegative_work(J2_2_2)_
 G  c_l_nonnegative_work(J2_2_3)_
 G  c_l_nonnegative_work(J2_2_4)_
 G  c_l_nonnegative_work(J2_2_5)_
 G  c_l_nonnegative_work(J2_2_6)_
 G  c_l_nonnegative_work(J2_2_7)_
 G  c_l_nonnegative_work(J2_2_8)_
 G  c_l_nonnegative_work(J2_2_9)_
 G  c_l_nonnegative_work(J2_2_10)_
 G  c_l_nonnegative_work(J2_2_11)_
 G  c_l_nonnegative_work(J2_2_12)_
 G  c_l_nonnegative_work(J2_2_13)_
 G  c_l_nonnegative_work(J2_2_14)_
 G  c_l_nonnegative_work(J2_2_15)_
 G  c_l_nonnegative_work(J3_0_1)_
 G  c_l_nonnegative_work(J3_0_2)_
 G  c_l_nonnegative_work(J3_0_3)_
 G  c_l_nonnegative_work(J3_0_4)_
 G  c_l_nonnegative_work(J3_0_5)_
 G  c_l_nonnegative_work(J3_0_6)_
 G  c_l_nonnegative_work(J3_0_7)_
 G  c_l_nonnegative_work(J3_0_8)_
 G  c_l_nonnegative_work(J3_0_9)_
 G  c_l_nonnegative_work(J3_0_10)_
 G  c_l_nonnegative_work(J3_0_11)_
 G  c_l_nonnegative_work(J3_0_12)_
 G  c_l_nonnegative_work(J3_0_13)_
 G  c_l_nonnegative_work(J3_0_14)_
 G  c_l_nonnegative_work(J3_0_15)_
 G  c_l_nonnegative_work(J3_1_1)_
 G  c_l_nonnegative_work(J3_1_2)_
 G  c_l_nonnegative_work(J3_1_3)_
 G  c_l_nonnegative_work(J3_1_4)_
 G  c_l_nonnegative_work(J3_1_5)_
 G  c_l_nonnegative_work(J3_1_6)_
 G  c_l_nonnegative_work(J3_1_7)_
 G  c_l_nonnegative_work(J3_1_8)_
 G  c_l_nonnegative_work(J3_1_9)_
 G  c_l_nonnegative_work(J3_1_10)_
 G  c_l_nonnegative_work(J3_1_11)_
 G  c_l_nonnegative_work(J3_1_12)_
 G  c_l_nonnegative_work(J3_1_13)_
 G  c_l_nonnegative_work(J3_1_14)_
 G  c_l_nonnegative_work(J3_1_15)_
 G  c_l_nonnegative_work(J3_2_1)_
 G  c_l_nonnegative_work(J3_2_2)_
 G  c_l_nonnegative_work(J3_2_3)_
 G  c_l_nonnegative_work(J3_2_4)_
 G  c_l_nonnegative_work(J3_2_5)_
 G  c_l_nonnegative_work(J3_2_6)_
 G  c_l_nonnegative_work(J3_2_7)_
 G  c_l_nonnegative_work(J3_2_8)_
 G  c_l_nonnegative_work(J3_2_9)_
 G  c_l_nonnegative_work(J3_2_10)_
 G  c_l_nonnegative_work(J3_2_11)_
 G  c_l_nonnegative_work(J3_2_12)_
 G  c_l_nonnegative_work(J3_2_13)_
 G  c_l_nonnegative_work(J3_2_14)_
 G  c_l_nonnegative_work(J3_2_15)_
 L  c_u_phase1_only(J1_0_3)_
 L  c_u_phase1_only(J1_0_6)_
 L  c_u_phase1_only(J1_0_12)_
 L  c_u_phase1_only(J1_1_3)_
 L  c_u_phase1_only(J1_1_6)_
 L  c_u_phase1_only(J1_1_12)_
 L  c_u_phase1_only(J1_2_3)_
 L  c_u_phase1_only(J1_2_6)_
 L  c_u_phase1_only(J1_2_12)_
 L  c_u_phase1_only(J2_0_3)_
 L  c_u_phase1_only(J2_0_6)_
 L  c_u_phase1_only(J2_0_12)_
 L  c_u_phase1_only(J2_1_3)_
 L  c_u_phase1_only(J2_1_6)_
 L  c_u_phase1_only(J2_1_12)_
 L  c_u_phase1_only(J2_2_3)_
 L  c_u_phase1_only(J2_2_6)_
 L  c_u_phase1_only(J2_2_12)_
 L  c_u_phase1_only(J3_0_3)_
 L  c_u_phase1_only(J3_0_6)_
 L  c_u_phase1_only(J3_0_12)_
 L  c_u_phase1_only(J3_1_3)_
 L  c_u_phase1_only(J3_1_6)_
 L  c_u_phase1_only(J3_1_12)_
 L  c_u_phase1_only(J3_2_3)_
 L  c_u_phase1_only(J3_2_6)_
 L  c_u_phase1_only(J3_2_12)_
 L  c_u_phase1(0)_
 L  c_u_phase1(1)_
 L  c_u_phase1(2)_
 L  c_u_phase2(0)_
 L  c_u_phase2(1)_
 L  c_u_phase2(2)_
 L  c_u_phase3(0)_
 L  c_u_phase3(1)_
 L  c_u_phase3(2)_
 L  c_u_area_cut(0)_
 L  c_u_area_cut(1)_
 L  c_u_area_cut(2)_
 L  c_u_yields(0)_
 L  c_u_yields(1)_
 L  c_u_yields(2)_
COLUMNS
    y         min_yield  1
    y         c_u_yields(0)_  100
    y         c_u_yields(1)_  100
    y         c_u_yields(2)_  100
    x(J1_0_1)  c_e_one_path(J1_0)_  1
    x(J1_0_1)  c_e_flow(J1_0_0)_  1
    x(J1_0_1)  c_e_flow(J1_1_0)_  -1
    x(J1_0_1)  c_l_nonnegative_work(J1_0_1)_  30
    x(J1_0_1)  c_u_phase1(1)_  3
    x(J1_0_1)  c_u_phase2(0)_  3
    x(J1_0_1)  c_u_phase3(0)_  3
    x(J1_0_1)  c_u_area_cut(0)_  90
    x(J1_0_1)  c_u_yields(0)_  -30
    x(J1_0_2)  c_e_one_path(J1_0)_  1
    x(J1_0_2)  c_e_flow(J1_0_0)_  1
    x(J1_0_2)  c_e_flow(J1_1_1)_  -1
    x(J1_0_2)  c_l_nonnegative_work(J1_0_2)_  27
    x(J1_0_2)  c_u_phase2(0)_  3
    x(J1_0_2)  c_u_area_cut(0)_  81
    x(J1_0_2)  c_u_yields(0)_  -27
    x(J1_0_3)  c_e_one_path(J1_0)_  1
    x(J1_0_3)  c_e_flow(J1_0_0)_  1
    x(J1_0_3)  c_e_flow(J1_1_2)_  -1
    x(J1_0_3)  c_u_mc_on(J1_0_3)_  -30
    x(J1_0_3)  c_u_mc_low(J1_0_3)_  30
    x(J1_0_3)  c_l_nonnegative_work(J1_0_3)_  -3
    x(J1_0_3)  c_u_phase1_only(J1_0_3)_  3
    x(J1_0_3)  c_u_area_cut(0)_  -9
    x(J1_0_3)  c_u_yields(0)_  3
    x(J1_0_4)  c_e_one_path(J1_0)_  1
    x(J1_0_4)  c_e_flow(J1_0_1)_  1
    x(J1_0_4)  c_e_flow(J1_1_0)_  -1
    x(J1_0_4)  c_l_nonnegative_work(J1_0_4)_  30
    x(J1_0_4)  c_u_phase1(0)_  3
    x(J1_0_4)  c_u_phase1(1)_  3
    x(J1_0_4)  c_u_phase2(0)_  3
    x(J1_0_4)  c_u_phase3(0)_  3
    x(J1_0_4)  c_u_area_cut(0)_  90
    x(J1_0_4)  c_u_yields(0)_  -30
    x(J1_0_5)  c_e_one_path(J1_0)_  1
    x(J1_0_5)  c_e_flow(J1_0_1)_  1
    x(J1_0_5)  c_e_flow(J1_1_1)_  -1
    x(J1_0_5)  c_l_nonnegative_work(J1_0_5)_  27
    x(J1_0_5)  c_u_phase1(0)_  3
    x(J1_0_5)  c_u_phase2(0)_  3
    x(J1_0_5)  c_u_area_cut(0)_  81
    x(J1_0_5)  c_u_yields(0)_  -27
    x(J1_0_6)  c_e_one_path(J1_0)_  1
    x(J1_0_6)  c_e_flow(J1_0_1)_  1
    x(J1_0_6)  c_e_flow(J1_1_2)_  -1
    x(J1_0_6)  c_u_mc_on(J1_0_6)_  -30
    x(J1_0_6)  c_u_mc_low(J1_0_6)_  30
    x(J1_0_6)  c_l_nonnegative_work(J1_0_6)_  -3
    x(J1_0_6)  c_u_phase1_only(J1_0_6)_  3
    x(J1_0_6)  c_u_phase1(0)_  3
    x(J1_0_6)  c_u_area_cut(0)_  -9
    x(J1_0_6)  c_u_yields(0)_  3
    x(J1_0_7)  c_e_one_path(J1_0)_  1
    x(J1_0_7)  c_e_flow(J1_0_1)_  1
    x(J1_0_7)  c_e_flow(J1_1_0)_  -1
    x(J1_0_7)  c_u_mc_on(J1_0_7)_  -30
    x(J1_0_7)  c_u_mc_low(J1_0_7)_  30
    x(J1_0_7)  c_l_nonnegative_work(J1_0_7)_  27
    x(J1_0_7)  c_u_phase1(1)_  3
    x(J1_0_7)  c_u_phase2(0)_  3
    x(J1_0_7)  c_u_phase3(0)_  3
    x(J1_0_7)  c_u_area_cut(0)_  81
    x(J1_0_7)  c_u_yields(0)_  -27
    x(J1_0_8)  c_e_one_path(J1_0)_  1
    x(J1_0_8)  c_e_flow(J1_0_1)_  1
    x(J1_0_8)  c_e_flow(J1_1_1)_  -1
    x(J1_0_8)  c_u_mc_on(J1_0_8)_  -30
    x(J1_0_8)  c_u_mc_low(J1_0_8)_  30
    x(J1_0_8)  c_l_nonnegative_work(J1_0_8)_  24
    x(J1_0_8)  c_u_phase2(0)_  3
    x(J1_0_8)  c_u_area_cut(0)_  72
    x(J1_0_8)  c_u_yields(0)_  -24
    x(J1_0_9)  c_e_one_path(J1_0)_  1
    x(J1_0_9)  c_e_flow(J1_0_1)_  1
    x(J1_0_9)  c_e_flow(J1_1_2)_  -1
    x(J1_0_10)  c_e_one_path(J1_0)_  1
    x(J1_0_10)  c_e_flow(J1_0_2)_  1
    x(J1_0_10)  c_e_flow(J1_1_0)_  -1
    x(J1_0_10)  c_l_nonnegative_work(J1_0_10)_  27
    x(J1_0_10)  c_u_phase1(0)_  3
    x(J1_0_10)  c_u_phase1(1)_  3
    x(J1_0_10)  c_u_phase2(0)_  3
    x(J1_0_10)  c_u_phase3(0)_  3
    x(J1_0_10)  c_u_area_cut(0)_  81
    x(J1_0_10)  c_u_yields(0)_  -27
    x(J1_0_11)  c_e_one_path(J1_0)_  1
    x(J1_0_11)  c_e_flow(J1_0_2)_  1
    x(J1_0_11)  c_e_flow(J1_1_1)_  -1
    x(J1_0_11)  c_l_nonnegative_work(J1_0_11)_  24
    x(J1_0_11)  c_u_phase1(0)_  3
    x(J1_0_11)  c_u_phase2(0)_  3
    x(J1_0_11)  c_u_area_cut(0)_  72
    x(J1_0_11)  c_u_yields(0)_  -24
    x(J1_0_12)  c_e_one_path(J1_0)_  1
    x(J1_0_12)  c_e_flow(J1_0_2)_  1
    x(J1_0_12)  c_e_flow(J1_1_2)_  -1
    x(J1_0_12)  c_u_mc_on(J1_0_12)_  -30
    x(J1_0_12)  c_u_mc_low(J1_0_12)_  30
    x(J1_0_12)  c_l_nonnegative_work(J1_0_12)_  -6
    x(J1_0_12)  c_u_phase1_only(J1_0_12)_  6
    x(J1_0_12)  c_u_phase1(0)_  3
    x(J1_0_12)  c_u_area_cut(0)_  -18
    x(J1_0_12)  c_u_yields(0)_  6
    x(J1_0_13)  c_e_one_path(J1_0)_  1
    x(J1_0_13)  c_e_flow(J1_0_2)_  1
    x(J1_0_13)  c_e_flow(J1_1_0)_  -1
    x(J1_0_13)  c_u_mc_on(J1_0_13)_  -30
    x(J1_0_13)  c_u_mc_low(J1_0_13)_  30
    x(J1_0_13)  c_l_nonnegative_work(J1_0_13)_  27
    x(J1_0_13)  c_u_phase1(1)_  3
    x(J1_0_13)  c_u_phase2(0)_  3
    x(J1_0_13)  c_u_phase3(0)_  3
    x(J1_0_13)  c_u_area_cut(0)_  81
    x(J1_0_13)  c_u_yields(0)_  -27
    x(J1_0_14)  c_e_one_path(J1_0)_  1
    x(J1_0_14)  c_e_flow(J1_0_2)_  1
    x(J1_0_14)  c_e_flow(J1_1_1)_  -1
    x(J1_0_14)  c_u_mc_on(J1_0_14)_  -30
    x(J1_0_14)  c_u_mc_low(J1_0_14)_  30
    x(J1_0_14)  c_l_nonnegative_work(J1_0_14)_  24
    x(J1_0_14)  c_u_phase2(0)_  3
    x(J1_0_14)  c_u_area_cut(0)_  72
    x(J1_0_14)  c_u_yields(0)_  -24
    x(J1_0_15)  c_e_one_path(J1_0)_  1
    x(J1_0_15)  c_e_flow(J1_0_2)_  1
    x(J1_0_15)  c_e_flow(J1_1_2)_  -1
    x(J1_1_1)  c_e_one_path(J1_1)_  1
    x(J1_1_1)  c_e_flow(J1_1_0)_  1
    x(J1_1_1)  c_e_flow(J1_2_0)_  -1
    x(J1_1_1)  c_l_nonnegative_work(J1_1_1)_  30
    x(J1_1_1)  c_u_phase1(2)_  3
    x(J1_1_1)  c_u_phase2(1)_  3
    x(J1_1_1)  c_u_phase3(1)_  3
    x(J1_1_1)  c_u_area_cut(1)_  90
    x(J1_1_1)  c_u_yields(0)_  -30
    x(J1_1_2)  c_e_one_path(J1_1)_  1
    x(J1_1_2)  c_e_flow(J1_1_0)_  1
    x(J1_1_2)  c_e_flow(J1_2_1)_  -1
    x(J1_1_2)  c_l_nonnegative_work(J1_1_2)_  27
    x(J1_1_2)  c_u_phase2(1)_  3
    x(J1_1_2)  c_u_area_cut(1)_  81
    x(J1_1_2)  c_u_yields(0)_  -27
    x(J1_1_3)  c_e_one_path(J1_1)_  1
    x(J1_1_3)  c_e_flow(J1_1_0)_  1
    x(J1_1_3)  c_e_flow(J1_2_2)_  -1
    x(J1_1_3)  c_u_mc_on(J1_1_3)_  -30
    x(J1_1_3)  c_u_mc_low(J1_1_3)_  30
    x(J1_1_3)  c_l_nonnegative_work(J1_1_3)_  -3
    x(J1_1_3)  c_u_phase1_only(J1_1_3)_  3
    x(J1_1_3)  c_u_area_cut(1)_  -9
    x(J1_1_3)  c_u_yields(0)_  3
    x(J1_1_4)  c_e_one_path(J1_1)_  1
    x(J1_1_4)  c_e_flow(J1_1_1)_  1
    x(J1_1_4)  c_e_flow(J1_2_0)_  -1
    x(J1_1_4)  c_l_nonnegative_work(J1_1_4)_  30
    x(J1_1_4)  c_u_phase1(1)_  3
    x(J1_1_4)  c_u_phase1(2)_  3
    x(J1_1_4)  c_u_phase2(1)_  3
    x(J1_1_4)  c_u_phase3(1)_  3
    x(J1_1_4)  c_u_area_cut(1)_  90
    x(J1_1_4)  c_u_yields(0)_  -30
    x(J1_1_5)  c_e_one_path(J1_1)_  1
    x(J1_1_5)  c_e_flow(J1_1_1)_  1
    x(J1_1_5)  c_e_flow(J1_2_1)_  -1
    x(J1_1_5)  c_l_nonnegative_work(J1_1_5)_  27
    x(J1_1_5)  c_u_phase1(1)_  3
    x(J1_1_5)  c_u_phase2(1)_  3
    x(J1_1_5)  c_u_area_cut(1)_  81
    x(J1_1_5)  c_u_yields(0)_  -27
    x(J1_1_6)  c_e_one_path(J1_1)_  1
    x(J1_1_6)  c_e_flow(J1_1_1)_  1
    x(J1_1_6)  c_e_flow(J1_2_2)_  -1
    x(J1_1_6)  c_u_mc_on(J1_1_6)_  -30
    x(J1_1_6)  c_u_mc_low(J1_1_6)_  30
    x(J1_1_6)  c_l_nonnegative_work(J1_1_6)_  -3
    x(J1_1_6)  c_u_phase1_only(J1_1_6)_  3
    x(J1_1_6)  c_u_phase1(1)_  3
    x(J1_1_6)  c_u_area_cut(1)_  -9
    x(J1_1_6)  c_u_yields(0)_  3
    x(J1_1_7)  c_e_one_path(J1_1)_  1
    x(J1_1_7)  c_e_flow(J1_1_1)_  1
    x(J1_1_7)  c_e_flow(J1_2_0)_  -1
    x(J1_1_7)  c_u_mc_on(J1_1_7)_  -30
    x(J1_1_7)  c_u_mc_low(J1_1_7)_  30
    x(J1_1_7)  c_l_nonnegative_work(J1_1_7)_  27
    x(J1_1_7)  c_u_phase1(2)_  3
    x(J1_1_7)  c_u_phase2(1)_  3
    x(J1_1_7)  c_u_phase3(1)_  3
    x(J1_1_7)  c_u_area_cut(1)_  81
    x(J1_1_7)  c_u_yields(0)_  -27
    x(J1_1_8)  c_e_one_path(J1_1)_  1
    x(J1_1_8)  c_e_flow(J1_1_1)_  1
    x(J1_1_8)  c_e_flow(J1_2_1)_  -1
    x(J1_1_8)  c_u_mc_on(J1_1_8)_  -30
    x(J1_1_8)  c_u_mc_low(J1_1_8)_  30
    x(J1_1_8)  c_l_nonnegative_work(J1_1_8)_  24
    x(J1_1_8)  c_u_phase2(1)_  3
    x(J1_1_8)  c_u_area_cut(1)_  72
    x(J1_1_8)  c_u_yields(0)_  -24
    x(J1_1_9)  c_e_one_path(J1_1)_  1
    x(J1_1_9)  c_e_flow(J1_1_1)_  1
    x(J1_1_9)  c_e_flow(J1_2_2)_  -1
    x(J1_1_10)  c_e_one_path(J1_1)_  1
    x(J1_1_10)  c_e_flow(J1_1_2)_  1
    x(J1_1_10)  c_e_flow(J1_2_0)_  -1
    x(J1_1_10)  c_l_nonnegative_work(J1_1_10)_  27
    x(J1_1_10)  c_u_phase1(1)_  3
    x(J1_1_10)  c_u_phase1(2)_  3
    x(J1_1_10)  c_u_phase2(1)_  3
    x(J1_1_10)  c_u_phase3(1)_  3
    x(J1_1_10)  c_u_area_cut(1)_  81
    x(J1_1_10)  c_u_yields(0)_  -27
    x(J1_1_11)  c_e_one_path(J1_1)_  1
    x(J1_1_11)  c_e_flow(J1_1_2)_  1
    x(J1_1_11)  c_e_flow(J1_2_1)_  -1
    x(J1_1_11)  c_l_nonnegative_work(J1_1_11)_  24
    x(J1_1_11)  c_u_phase1(1)_  3
    x(J1_1_11)  c_u_phase2(1)_  3
    x(J1_1_11)  c_u_area_cut(1)_  72
    x(J1_1_11)  c_u_yields(0)_  -24
    x(J1_1_12)  c_e_one_path(J1_1)_  1
    x(J1_1_12)  c_e_flow(J1_1_2)_  1
    x(J1_1_12)  c_e_flow(J1_2_2)_  -1
    x(J1_1_12)  c_u_mc_on(J1_1_12)_  -30
    x(J1_1_12)  c_u_mc_low(J1_1_12)_  30
    x(J1_1_12)  c_l_nonnegative_work(J1_1_12)_  -6
    x(J1_1_12)  c_u_phase1_only(J1_1_12)_  6
    x(J1_1_12)  c_u_phase1(1)_  3
    x(J1_1_12)  c_u_area_cut(1)_  -18
    x(J1_1_12)  c_u_yields(0)_  6
    x(J1_1_13)  c_e_one_path(J1_1)_  1
    x(J1_1_13)  c_e_flow(J1_1_2)_  1
    x(J1_1_13)  c_e_flow(J1_2_0)_  -1
    x(J1_1_13)  c_u_mc_on(J1_1_13)_  -30
    x(J1_1_13)  c_u_mc_low(J1_1_13)_  30
    x(J1_1_13)  c_l_nonnegative_work(J1_1_13)_  27
    x(J1_1_13)  c_u_phase1(2)_  3
    x(J1_1_13)  c_u_phase2(1)_  3
    x(J1_1_13)  c_u_phase3(1)_  3
    x(J1_1_13)  c_u_area_cut(1)_  81
    x(J1_1_13)  c_u_yields(0)_  -27
    x(J1_1_14)  c_e_one_path(J1_1)_  1
    x(J1_1_14)  c_e_flow(J1_1_2)_  1
    x(J1_1_14)  c_e_flow(J1_2_1)_  -1
    x(J1_1_14)  c_u_mc_on(J1_1_14)_  -30
    x(J1_1_14)  c_u_mc_low(J1_1_14)_  30
    x(J1_1_14)  c_l_nonnegative_work(J1_1_14)_  24
    x(J1_1_14)  c_u_phase2(1)_  3
    x(J1_1_14)  c_u_area_cut(1)_  72
    x(J1_1_14)  c_u_yields(0)_  -24
    x(J1_1_15)  c_e_one_path(J1_1)_  1
    x(J1_1_15)  c_e_flow(J1_1_2)_  1
    x(J1_1_15)  c_e_flow(J1_2_2)_  -1
    x(J1_2_1)  c_e_one_path(J1_2)_  1
    x(J1_2_1)  c_e_flow(J1_2_0)_  1
    x(J1_2_1)  c_l_nonnegative_work(J1_2_1)_  40
    x(J1_2_1)  c_u_phase2(2)_  3
    x(J1_2_1)  c_u_phase3(2)_  3
    x(J1_2_1)  c_u_area_cut(2)_  120
    x(J1_2_1)  c_u_yields(0)_  -40
    x(J1_2_2)  c_e_one_path(J1_2)_  1
    x(J1_2_2)  c_e_flow(J1_2_0)_  1
    x(J1_2_2)  c_l_nonnegative_work(J1_2_2)_  37
    x(J1_2_2)  c_u_phase2(2)_  3
    x(J1_2_2)  c_u_area_cut(2)_  111
    x(J1_2_2)  c_u_yields(0)_  -37
    x(J1_2_3)  c_e_one_path(J1_2)_  1
    x(J1_2_3)  c_e_flow(J1_2_0)_  1
    x(J1_2_3)  c_u_mc_on(J1_2_3)_  -40
    x(J1_2_3)  c_u_mc_low(J1_2_3)_  40
    x(J1_2_3)  c_l_nonnegative_work(J1_2_3)_  -3
    x(J1_2_3)  c_u_phase1_only(J1_2_3)_  3
    x(J1_2_3)  c_u_area_cut(2)_  -9
    x(J1_2_3)  c_u_yields(0)_  3
    x(J1_2_4)  c_e_one_path(J1_2)_  1
    x(J1_2_4)  c_e_flow(J1_2_1)_  1
    x(J1_2_4)  c_l_nonnegative_work(J1_2_4)_  40
    x(J1_2_4)  c_u_phase1(2)_  3
    x(J1_2_4)  c_u_phase2(2)_  3
    x(J1_2_4)  c_u_phase3(2)_  3
    x(J1_2_4)  c_u_area_cut(2)_  120
    x(J1_2_4)  c_u_yields(0)_  -40
    x(J1_2_5)  c_e_one_path(J1_2)_  1
    x(J1_2_5)  c_e_flow(J1_2_1)_  1
    x(J1_2_5)  c_l_nonnegative_work(J1_2_5)_  37
    x(J1_2_5)  c_u_phase1(2)_  3
    x(J1_2_5)  c_u_phase2(2)_  3
    x(J1_2_5)  c_u_area_cut(2)_  111
    x(J1_2_5)  c_u_yields(0)_  -37
    x(J1_2_6)  c_e_one_path(J1_2)_  1
    x(J1_2_6)  c_e_flow(J1_2_1)_  1
    x(J1_2_6)  c_u_mc_on(J1_2_6)_  -40
    x(J1_2_6)  c_u_mc_low(J1_2_6)_  40
    x(J1_2_6)  c_l_nonnegative_work(J1_2_6)_  -3
    x(J1_2_6)  c_u_phase1_only(J1_2_6)_  3
    x(J1_2_6)  c_u_phase1(2)_  3
    x(J1_2_6)  c_u_area_cut(2)_  -9
    x(J1_2_6)  c_u_yields(0)_  3
    x(J1_2_7)  c_e_one_path(J1_2)_  1
    x(J1_2_7)  c_e_flow(J1_2_1)_  1
    x(J1_2_7)  c_u_mc_on(J1_2_7)_  -40
    x(J1_2_7)  c_u_mc_low(J1_2_7)_  40
    x(J1_2_7)  c_l_nonnegative_work(J1_2_7)_  37
    x(J1_2_7)  c_u_phase2(2)_  3
    x(J1_2_7)  c_u_phase3(2)_  3
    x(J1_2_7)  c_u_area_cut(2)_  111
    x(J1_2_7)  c_u_yields(0)_  -37
    x(J1_2_8)  c_e_one_path(J1_2)_  1
    x(J1_2_8)  c_e_flow(J1_2_1)_  1
    x(J1_2_8)  c_u_mc_on(J1_2_8)_  -40
    x(J1_2_8)  c_u_mc_low(J1_2_8)_  40
    x(J1_2_8)  c_l_nonnegative_work(J1_2_8)_  34
    x(J1_2_8)  c_u_phase2(2)_  3
    x(J1_2_8)  c_u_area_cut(2)_  102
    x(J1_2_8)  c_u_yields(0)_  -34
    x(J1_2_9)  c_e_one_path(J1_2)_  1
    x(J1_2_9)  c_e_flow(J1_2_1)_  1
    x(J1_2_10)  c_e_one_path(J1_2)_  1
    x(J1_2_10)  c_e_flow(J1_2_2)_  1
    x(J1_2_10)  c_l_nonnegative_work(J1_2_10)_  37
    x(J1_2_10)  c_u_phase1(2)_  3
    x(J1_2_10)  c_u_phase2(2)_  3
    x(J1_2_10)  c_u_phase3(2)_  3
    x(J1_2_10)  c_u_area_cut(2)_  111
    x(J1_2_10)  c_u_yields(0)_  -37
    x(J1_2_11)  c_e_one_path(J1_2)_  1
    x(J1_2_11)  c_e_flow(J1_2_2)_  1
    x(J1_2_11)  c_l_nonnegative_work(J1_2_11)_  34
    x(J1_2_11)  c_u_phase1(2)_  3
    x(J1_2_11)  c_u_phase2(2)_  3
    x(J1_2_11)  c_u_area_cut(2)_  102
    x(J1_2_11)  c_u_yields(0)_  -34
    x(J1_2_12)  c_e_one_path(J1_2)_  1
    x(J1_2_12)  c_e_flow(J1_2_2)_  1
    x(J1_2_12)  c_u_mc_on(J1_2_12)_  -40
    x(J1_2_12)  c_u_mc_low(J1_2_12)_  40
    x(J1_2_12)  c_l_nonnegative_work(J1_2_12)_  -6
    x(J1_2_12)  c_u_phase1_only(J1_2_12)_  6
    x(J1_2_12)  c_u_phase1(2)_  3
    x(J1_2_12)  c_u_area_cut(2)_  -18
    x(J1_2_12)  c_u_yields(0)_  6
    x(J1_2_13)  c_e_one_path(J1_2)_  1
    x(J1_2_13)  c_e_flow(J1_2_2)_  1
    x(J1_2_13)  c_u_mc_on(J1_2_13)_  -40
    x(J1_2_13)  c_u_mc_low(J1_2_13)_  40
    x(J1_2_13)  c_l_nonnegative_work(J1_2_13)_  37
    x(J1_2_13)  c_u_phase2(2)_  3
    x(J1_2_13)  c_u_phase3(2)_  3
    x(J1_2_13)  c_u_area_cut(2)_  111
    x(J1_2_13)  c_u_yields(0)_  -37
    x(J1_2_14)  c_e_one_path(J1_2)_  1
    x(J1_2_14)  c_e_flow(J1_2_2)_  1
    x(J1_2_14)  c_u_mc_on(J1_2_14)_  -40
    x(J1_2_14)  c_u_mc_low(J1_2_14)_  40
    x(J1_2_14)  c_l_nonnegative_work(J1_2_14)_  34
    x(J1_2_14)  c_u_phase2(2)_  3
    x(J1_2_14)  c_u_area_cut(2)_  102
    x(J1_2_14)  c_u_yields(0)_  -34
    x(J1_2_15)  c_e_one_path(J1_2)_  1
    x(J1_2_15)  c_e_flow(J1_2_2)_  1
    x(J2_0_1)  c_e_one_path(J2_0)_  1
    x(J2_0_1)  c_e_flow(J2_0_0)_  1
    x(J2_0_1)  c_e_flow(J2_1_0)_  -1
    x(J2_0_1)  c_l_nonnegative_work(J2_0_1)_  30
    x(J2_0_1)  c_u_phase1(1)_  2
    x(J2_0_1)  c_u_phase2(0)_  2
    x(J2_0_1)  c_u_phase3(0)_  2
    x(J2_0_1)  c_u_area_cut(0)_  60
    x(J2_0_1)  c_u_yields(1)_  -30
    x(J2_0_2)  c_e_one_path(J2_0)_  1
    x(J2_0_2)  c_e_flow(J2_0_0)_  1
    x(J2_0_2)  c_e_flow(J2_1_1)_  -1
    x(J2_0_2)  c_l_nonnegative_work(J2_0_2)_  27
    x(J2_0_2)  c_u_phase2(0)_  2
    x(J2_0_2)  c_u_area_cut(0)_  54
    x(J2_0_2)  c_u_yields(1)_  -27
    x(J2_0_3)  c_e_one_path(J2_0)_  1
    x(J2_0_3)  c_e_flow(J2_0_0)_  1
    x(J2_0_3)  c_e_flow(J2_1_2)_  -1
    x(J2_0_3)  c_u_mc_on(J2_0_3)_  -30
    x(J2_0_3)  c_u_mc_low(J2_0_3)_  30
    x(J2_0_3)  c_l_nonnegative_work(J2_0_3)_  -3
    x(J2_0_3)  c_u_phase1_only(J2_0_3)_  3
    x(J2_0_3)  c_u_area_cut(0)_  -6
    x(J2_0_3)  c_u_yields(1)_  3
    x(J2_0_4)  c_e_one_path(J2_0)_  1
    x(J2_0_4)  c_e_flow(J2_0_1)_  1
    x(J2_0_4)  c_e_flow(J2_1_0)_  -1
    x(J2_0_4)  c_l_nonnegative_work(J2_0_4)_  30
    x(J2_0_4)  c_u_phase1(0)_  2
    x(J2_0_4)  c_u_phase1(1)_  2
    x(J2_0_4)  c_u_phase2(0)_  2
    x(J2_0_4)  c_u_phase3(0)_  2
    x(J2_0_4)  c_u_area_cut(0)_  60
    x(J2_0_4)  c_u_yields(1)_  -30
    x(J2_0_5)  c_e_one_path(J2_0)_  1
    x(J2_0_5)  c_e_flow(J2_0_1)_  1
    x(J2_0_5)  c_e_flow(J2_1_1)_  -1
    x(J2_0_5)  c_l_nonnegative_work(J2_0_5)_  27
    x(J2_0_5)  c_u_phase1(0)_  2
    x(J2_0_5)  c_u_phase2(0)_  2
    x(J2_0_5)  c_u_area_cut(0)_  54
    x(J2_0_5)  c_u_yields(1)_  -27
    x(J2_0_6)  c_e_one_path(J2_0)_  1
    x(J2_0_6)  c_e_flow(J2_0_1)_  1
    x(J2_0_6)  c_e_flow(J2_1_2)_  -1
    x(J2_0_6)  c_u_mc_on(J2_0_6)_  -30
    x(J2_0_6)  c_u_mc_low(J2_0_6)_  30
    x(J2_0_6)  c_l_nonnegative_work(J2_0_6)_  -3
    x(J2_0_6)  c_u_phase1_only(J2_0_6)_  3
    x(J2_0_6)  c_u_phase1(0)_  2
    x(J2_0_6)  c_u_area_cut(0)_  -6
    x(J2_0_6)  c_u_yields(1)_  3
    x(J2_0_7)  c_e_one_path(J2_0)_  1
    x(J2_0_7)  c_e_flow(J2_0_1)_  1
    x(J2_0_7)  c_e_flow(J2_1_0)_  -1
    x(J2_0_7)  c_u_mc_on(J2_0_7)_  -30
    x(J2_0_7)  c_u_mc_low(J2_0_7)_  30
    x(J2_0_7)  c_l_nonnegative_work(J2_0_7)_  27
    x(J2_0_7)  c_u_phase1(1)_  2
    x(J2_0_7)  c_u_phase2(0)_  2
    x(J2_0_7)  c_u_phase3(0)_  2
    x(J2_0_7)  c_u_area_cut(0)_  54
    x(J2_0_7)  c_u_yields(1)_  -27
    x(J2_0_8)  c_e_one_path(J2_0)_  1
    x(J2_0_8)  c_e_flow(J2_0_1)_  1
    x(J2_0_8)  c_e_flow(J2_1_1)_  -1
    x(J2_0_8)  c_u_mc_on(J2_0_8)_  -30
    x(J2_0_8)  c_u_mc_low(J2_0_8)_  30
    x(J2_0_8)  c_l_nonnegative_work(J2_0_8)_  24
    x(J2_0_8)  c_u_phase2(0)_  2
    x(J2_0_8)  c_u_area_cut(0)_  48
    x(J2_0_8)  c_u_yields(1)_  -24
    x(J2_0_9)  c_e_one_path(J2_0)_  1
    x(J2_0_9)  c_e_flow(J2_0_1)_  1
    x(J2_0_9)  c_e_flow(J2_1_2)_  -1
    x(J2_0_10)  c_e_one_path(J2_0)_  1
    x(J2_0_10)  c_e_flow(J2_0_2)_  1
    x(J2_0_10)  c_e_flow(J2_1_0)_  -1
    x(J2_0_10)  c_l_nonnegative_work(J2_0_10)_  27
    x(J2_0_10)  c_u_phase1(0)_  2
    x(J2_0_10)  c_u_phase1(1)_  2
    x(J2_0_10)  c_u_phase2(0)_  2
    x(J2_0_10)  c_u_phase3(0)_  2
    x(J2_0_10)  c_u_area_cut(0)_  54
    x(J2_0_10)  c_u_yields(1)_  -27
    x(J2_0_11)  c_e_one_path(J2_0)_  1
    x(J2_0_11)  c_e_flow(J2_0_2)_  1
    x(J2_0_11)  c_e_flow(J2_1_1)_  -1
    x(J2_0_11)  c_l_nonnegative_work(J2_0_11)_  24
    x(J2_0_11)  c_u_phase1(0)_  2
    x(J2_0_11)  c_u_phase2(0)_  2
    x(J2_0_11)  c_u_area_cut(0)_  48
    x(J2_0_11)  c_u_yields(1)_  -24
    x(J2_0_12)  c_e_one_path(J2_0)_  1
    x(J2_0_12)  c_e_flow(J2_0_2)_  1
    x(J2_0_12)  c_e_flow(J2_1_2)_  -1
    x(J2_0_12)  c_u_mc_on(J2_0_12)_  -30
    x(J2_0_12)  c_u_mc_low(J2_0_12)_  30
    x(J2_0_12)  c_l_nonnegative_work(J2_0_12)_  -6
    x(J2_0_12)  c_u_phase1_only(J2_0_12)_  6
    x(J2_0_12)  c_u_phase1(0)_  2
    x(J2_0_12)  c_u_area_cut(0)_  -12
    x(J2_0_12)  c_u_yields(1)_  6
    x(J2_0_13)  c_e_one_path(J2_0)_  1
    x(J2_0_13)  c_e_flow(J2_0_2)_  1
    x(J2_0_13)  c_e_flow(J2_1_0)_  -1
    x(J2_0_13)  c_u_mc_on(J2_0_13)_  -30
    x(J2_0_13)  c_u_mc_low(J2_0_13)_  30
    x(J2_0_13)  c_l_nonnegative_work(J2_0_13)_  27
    x(J2_0_13)  c_u_phase1(1)_  2
    x(J2_0_13)  c_u_phase2(0)_  2
    x(J2_0_13)  c_u_phase3(0)_  2
    x(J2_0_13)  c_u_area_cut(0)_  54
    x(J2_0_13)  c_u_yields(1)_  -27
    x(J2_0_14)  c_e_one_path(J2_0)_  1
    x(J2_0_14)  c_e_flow(J2_0_2)_  1
    x(J2_0_14)  c_e_flow(J2_1_1)_  -1
    x(J2_0_14)  c_u_mc_on(J2_0_14)_  -30
    x(J2_0_14)  c_u_mc_low(J2_0_14)_  30
    x(J2_0_14)  c_l_nonnegative_work(J2_0_14)_  24
    x(J2_0_14)  c_u_phase2(0)_  2
    x(J2_0_14)  c_u_area_cut(0)_  48
    x(J2_0_14)  c_u_yields(1)_  -24
    x(J2_0_15)  c_e_one_path(J2_0)_  1
    x(J2_0_15)  c_e_flow(J2_0_2)_  1
    x(J2_0_15)  c_e_flow(J2_1_2)_  -1
    x(J2_1_1)  c_e_one_path(J2_1)_  1
    x(J2_1_1)  c_e_flow(J2_1_0)_  1
    x(J2_1_1)  c_e_flow(J2_2_0)_  -1
    x(J2_1_1)  c_l_nonnegative_work(J2_1_1)_  30
    x(J2_1_1)  c_u_phase1(2)_  2
    x(J2_1_1)  c_u_phase2(1)_  2
    x(J2_1_1)  c_u_phase3(1)_  2
    x(J2_1_1)  c_u_area_cut(1)_  60
    x(J2_1_1)  c_u_yields(1)_  -30
    x(J2_1_2)  c_e_one_path(J2_1)_  1
    x(J2_1_2)  c_e_flow(J2_1_0)_  1
    x(J2_1_2)  c_e_flow(J2_2_1)_  -1
    x(J2_1_2)  c_l_nonnegative_work(J2_1_2)_  27
    x(J2_1_2)  c_u_phase2(1)_  2
    x(J2_1_2)  c_u_area_cut(1)_  54
    x(J2_1_2)  c_u_yields(1)_  -27
    x(J2_1_3)  c_e_one_path(J2_1)_  1
    x(J2_1_3)  c_e_flow(J2_1_0)_  1
    x(J2_1_3)  c_e_flow(J2_2_2)_  -1
    x(J2_1_3)  c_u_mc_on(J2_1_3)_  -30
    x(J2_1_3)  c_u_mc_low(J2_1_3)_  30
    x(J2_1_3)  c_l_nonnegative_work(J2_1_3)_  -3
    x(J2_1_3)  c_u_phase1_only(J2_1_3)_  3
    x(J2_1_3)  c_u_area_cut(1)_  -6
    x(J2_1_3)  c_u_yields(1)_  3
    x(J2_1_4)  c_e_one_path(J2_1)_  1
    x(J2_1_4)  c_e_flow(J2_1_1)_  1
    x(J2_1_4)  c_e_flow(J2_2_0)_  -1
    x(J2_1_4)  c_l_nonnegative_work(J2_1_4)_  30
    x(J2_1_4)  c_u_phase1(1)_  2
    x(J2_1_4)  c_u_phase1(2)_  2
    x(J2_1_4)  c_u_phase2(1)_  2
    x(J2_1_4)  c_u_phase3(1)_  2
    x(J2_1_4)  c_u_area_cut(1)_  60
    x(J2_1_4)  c_u_yields(1)_  -30
    x(J2_1_5)  c_e_one_path(J2_1)_  1
    x(J2_1_5)  c_e_flow(J2_1_1)_  1
    x(J2_1_5)  c_e_flow(J2_2_1)_  -1
    x(J2_1_5)  c_l_nonnegative_work(J2_1_5)_  27
    x(J2_1_5)  c_u_phase1(1)_  2
    x(J2_1_5)  c_u_phase2(1)_  2
    x(J2_1_5)  c_u_area_cut(1)_  54
    x(J2_1_5)  c_u_yields(1)_  -27
    x(J2_1_6)  c_e_one_path(J2_1)_  1
    x(J2_1_6)  c_e_flow(J2_1_1)_  1
    x(J2_1_6)  c_e_flow(J2_2_2)_  -1
    x(J2_1_6)  c_u_mc_on(J2_1_6)_  -30
    x(J2_1_6)  c_u_mc_low(J2_1_6)_  30
    x(J2_1_6)  c_l_nonnegative_work(J2_1_6)_  -3
    x(J2_1_6)  c_u_phase1_only(J2_1_6)_  3
    x(J2_1_6)  c_u_phase1(1)_  2
    x(J2_1_6)  c_u_area_cut(1)_  -6
    x(J2_1_6)  c_u_yields(1)_  3
    x(J2_1_7)  c_e_one_path(J2_1)_  1
    x(J2_1_7)  c_e_flow(J2_1_1)_  1
    x(J2_1_7)  c_e_flow(J2_2_0)_  -1
    x(J2_1_7)  c_u_mc_on(J2_1_7)_  -30
    x(J2_1_7)  c_u_mc_low(J2_1_7)_  30
    x(J2_1_7)  c_l_nonnegative_work(J2_1_7)_  27
    x(J2_1_7)  c_u_phase1(2)_  2
    x(J2_1_7)  c_u_phase2(1)_  2
    x(J2_1_7)  c_u_phase3(1)_  2
    x(J2_1_7)  c_u_area_cut(1)_  54
    x(J2_1_7)  c_u_yields(1)_  -27
    x(J2_1_8)  c_e_one_path(J2_1)_  1
    x(J2_1_8)  c_e_flow(J2_1_1)_  1
    x(J2_1_8)  c_e_flow(J2_2_1)_  -1
    x(J2_1_8)  c_u_mc_on(J2_1_8)_  -30
    x(J2_1_8)  c_u_mc_low(J2_1_8)_  30
    x(J2_1_8)  c_l_nonnegative_work(J2_1_8)_  24
    x(J2_1_8)  c_u_phase2(1)_  2
    x(J2_1_8)  c_u_area_cut(1)_  48
    x(J2_1_8)  c_u_yields(1)_  -24
    x(J2_1_9)  c_e_one_path(J2_1)_  1
    x(J2_1_9)  c_e_flow(J2_1_1)_  1
    x(J2_1_9)  c_e_flow(J2_2_2)_  -1
    x(J2_1_10)  c_e_one_path(J2_1)_  1
    x(J2_1_10)  c_e_flow(J2_1_2)_  1
    x(J2_1_10)  c_e_flow(J2_2_0)_  -1
    x(J2_1_10)  c_l_nonnegative_work(J2_1_10)_  27
    x(J2_1_10)  c_u_phase1(1)_  2
    x(J2_1_10)  c_u_phase1(2)_  2
    x(J2_1_10)  c_u_phase2(1)_  2
    x(J2_1_10)  c_u_phase3(1)_  2
    x(J2_1_10)  c_u_area_cut(1)_  54
    x(J2_1_10)  c_u_yields(1)_  -27
    x(J2_1_11)  c_e_one_path(J2_1)_  1
    x(J2_1_11)  c_e_flow(J2_1_2)_  1
    x(J2_1_11)  c_e_flow(J2_2_1)_  -1
    x(J2_1_11)  c_l_nonnegative_work(J2_1_11)_  24
    x(J2_1_11)  c_u_phase1(1)_  2
    x(J2_1_11)  c_u_phase2(1)_  2
    x(J2_1_11)  c_u_area_cut(1)_  48
    x(J2_1_11)  c_u_yields(1)_  -24
    x(J2_1_12)  c_e_one_path(J2_1)_  1
    x(J2_1_12)  c_e_flow(J2_1_2)_  1
    x(J2_1_12)  c_e_flow(J2_2_2)_  -1
    x(J2_1_12)  c_u_mc_on(J2_1_12)_  -30
    x(J2_1_12)  c_u_mc_low(J2_1_12)_  30
    x(J2_1_12)  c_l_nonnegative_work(J2_1_12)_  -6
    x(J2_1_12)  c_u_phase1_only(J2_1_12)_  6
    x(J2_1_12)  c_u_phase1(1)_  2
    x(J2_1_12)  c_u_area_cut(1)_  -12
    x(J2_1_12)  c_u_yields(1)_  6
    x(J2_1_13)  c_e_one_path(J2_1)_  1
    x(J2_1_13)  c_e_flow(J2_1_2)_  1
    x(J2_1_13)  c_e_flow(J2_2_0)_  -1
    x(J2_1_13)  c_u_mc_on(J2_1_13)_  -30
    x(J2_1_13)  c_u_mc_low(J2_1_13)_  30
    x(J2_1_13)  c_l_nonnegative_work(J2_1_13)_  27
    x(J2_1_13)  c_u_phase1(2)_  2
    x(J2_1_13)  c_u_phase2(1)_  2
    x(J2_1_13)  c_u_phase3(1)_  2
    x(J2_1_13)  c_u_area_cut(1)_  54
    x(J2_1_13)  c_u_yields(1)_  -27
    x(J2_1_14)  c_e_one_path(J2_1)_  1
    x(J2_1_14)  c_e_flow(J2_1_2)_  1
    x(J2_1_14)  c_e_flow(J2_2_1)_  -1
    x(J2_1_14)  c_u_mc_on(J2_1_14)_  -30
    x(J2_1_14)  c_u_mc_low(J2_1_14)_  30
    x(J2_1_14)  c_l_nonnegative_work(J2_1_14)_  24
    x(J2_1_14)  c_u_phase2(1)_  2
    x(J2_1_14)  c_u_area_cut(1)_  48
    x(J2_1_14)  c_u_yields(1)_  -24
    x(J2_1_15)  c_e_one_path(J2_1)_  1
    x(J2_1_15)  c_e_flow(J2_1_2)_  1
    x(J2_1_15)  c_e_flow(J2_2_2)_  -1
    x(J2_2_1)  c_e_one_path(J2_2)_  1
    x(J2_2_1)  c_e_flow(J2_2_0)_  1
    x(J2_2_1)  c_l_nonnegative_work(J2_2_1)_  40
    x(J2_2_1)  c_u_phase2(2)_  2
    x(J2_2_1)  c_u_phase3(2)_  2
    x(J2_2_1)  c_u_area_cut(2)_  80
    x(J2_2_1)  c_u_yields(1)_  -40
    x(J2_2_2)  c_e_one_path(J2_2)_  1
    x(J2_2_2)  c_e_flow(J2_2_0)_  1
    x(J2_2_2)  c_l_nonnegative_work(J2_2_2)_  37
    x(J2_2_2)  c_u_phase2(2)_  2
    x(J2_2_2)  c_u_area_cut(2)_  74
    x(J2_2_2)  c_u_yields(1)_  -37
    x(J2_2_3)  c_e_one_path(J2_2)_  1
    x(J2_2_3)  c_e_flow(J2_2_0)_  1
    x(J2_2_3)  c_u_mc_on(J2_2_3)_  -40
    x(J2_2_3)  c_u_mc_low(J2_2_3)_  40
    x(J2_2_3)  c_l_nonnegative_work(J2_2_3)_  -3
    x(J2_2_3)  c_u_phase1_only(J2_2_3)_  3
    x(J2_2_3)  c_u_area_cut(2)_  -6
    x(J2_2_3)  c_u_yields(1)_  3
    x(J2_2_4)  c_e_one_path(J2_2)_  1
    x(J2_2_4)  c_e_flow(J2_2_1)_  1
    x(J2_2_4)  c_l_nonnegative_work(J2_2_4)_  40
    x(J2_2_4)  c_u_phase1(2)_  2
    x(J2_2_4)  c_u_phase2(2)_  2
    x(J2_2_4)  c_u_phase3(2)_  2
    x(J2_2_4)  c_u_area_cut(2)_  80
    x(J2_2_4)  c_u_yields(1)_  -40
    x(J2_2_5)  c_e_one_path(J2_2)_  1
    x(J2_2_5)  c_e_flow(J2_2_1)_  1
    x(J2_2_5)  c_l_nonnegative_work(J2_2_5)_  37
    x(J2_2_5)  c_u_phase1(2)_  2
    x(J2_2_5)  c_u_phase2(2)_  2
    x(J2_2_5)  c_u_area_cut(2)_  74
    x(J2_2_5)  c_u_yields(1)_  -37
    x(J2_2_6)  c_e_one_path(J2_2)_  1
    x(J2_2_6)  c_e_flow(J2_2_1)_  1
    x(J2_2_6)  c_u_mc_on(J2_2_6)_  -40
    x(J2_2_6)  c_u_mc_low(J2_2_6)_  40
    x(J2_2_6)  c_l_nonnegative_work(J2_2_6)_  -3
    x(J2_2_6)  c_u_phase1_only(J2_2_6)_  3
    x(J2_2_6)  c_u_phase1(2)_  2
    x(J2_2_6)  c_u_area_cut(2)_  -6
    x(J2_2_6)  c_u_yields(1)_  3
    x(J2_2_7)  c_e_one_path(J2_2)_  1
    x(J2_2_7)  c_e_flow(J2_2_1)_  1
    x(J2_2_7)  c_u_mc_on(J2_2_7)_  -40
    x(J2_2_7)  c_u_mc_low(J2_2_7)_  40
    x(J2_2_7)  c_l_nonnegative_work(J2_2_7)_  37
    x(J2_2_7)  c_u_phase2(2)_  2
    x(J2_2_7)  c_u_phase3(2)_  2
    x(J2_2_7)  c_u_area_cut(2)_  74
    x(J2_2_7)  c_u_yields(1)_  -37
    x(J2_2_8)  c_e_one_path(J2_2)_  1
    x(J2_2_8)  c_e_flow(J2_2_1)_  1
    x(J2_2_8)  c_u_mc_on(J2_2_8)_  -40
    x(J2_2_8)  c_u_mc_low(J2_2_8)_  40
    x(J2_2_8)  c_l_nonnegative_work(J2_2_8)_  34
    x(J2_2_8)  c_u_phase2(2)_  2
    x(J2_2_8)  c_u_area_cut(2)_  68
    x(J2_2_8)  c_u_yields(1)_  -34
    x(J2_2_9)  c_e_one_path(J2_2)_  1
    x(J2_2_9)  c_e_flow(J2_2_1)_  1
    x(J2_2_10)  c_e_one_path(J2_2)_  1
    x(J2_2_10)  c_e_flow(J2_2_2)_  1
    x(J2_2_10)  c_l_nonnegative_work(J2_2_10)_  37
    x(J2_2_10)  c_u_phase1(2)_  2
    x(J2_2_10)  c_u_phase2(2)_  2
    x(J2_2_10)  c_u_phase3(2)_  2
    x(J2_2_10)  c_u_area_cut(2)_  74
    x(J2_2_10)  c_u_yields(1)_  -37
    x(J2_2_11)  c_e_one_path(J2_2)_  1
    x(J2_2_11)  c_e_flow(J2_2_2)_  1
    x(J2_2_11)  c_l_nonnegative_work(J2_2_11)_  34
    x(J2_2_11)  c_u_phase1(2)_  2
    x(J2_2_11)  c_u_phase2(2)_  2
    x(J2_2_11)  c_u_area_cut(2)_  68
    x(J2_2_11)  c_u_yields(1)_  -34
    x(J2_2_12)  c_e_one_path(J2_2)_  1
    x(J2_2_12)  c_e_flow(J2_2_2)_  1
    x(J2_2_12)  c_u_mc_on(J2_2_12)_  -40
    x(J2_2_12)  c_u_mc_low(J2_2_12)_  40
    x(J2_2_12)  c_l_nonnegative_work(J2_2_12)_  -6
    x(J2_2_12)  c_u_phase1_only(J2_2_12)_  6
    x(J2_2_12)  c_u_phase1(2)_  2
    x(J2_2_12)  c_u_area_cut(2)_  -12
    x(J2_2_12)  c_u_yields(1)_  6
    x(J2_2_13)  c_e_one_path(J2_2)_  1
    x(J2_2_13)  c_e_flow(J2_2_2)_  1
    x(J2_2_13)  c_u_mc_on(J2_2_13)_  -40
    x(J2_2_13)  c_u_mc_low(J2_2_13)_  40
    x(J2_2_13)  c_l_nonnegative_work(J2_2_13)_  37
    x(J2_2_13)  c_u_phase2(2)_  2
    x(J2_2_13)  c_u_phase3(2)_  2
    x(J2_2_13)  c_u_area_cut(2)_  74
    x(J2_2_13)  c_u_yields(1)_  -37
    x(J2_2_14)  c_e_one_path(J2_2)_  1
    x(J2_2_14)  c_e_flow(J2_2_2)_  1
    x(J2_2_14)  c_u_mc_on(J2_2_14)_  -40
    x(J2_2_14)  c_u_mc_low(J2_2_14)_  40
    x(J2_2_14)  c_l_nonnegative_work(J2_2_14)_  34
    x(J2_2_14)  c_u_phase2(2)_  2
    x(J2_2_14)  c_u_area_cut(2)_  68
    x(J2_2_14)  c_u_yields(1)_  -34
    x(J2_2_15)  c_e_one_path(J2_2)_  1
    x(J2_2_15)  c_e_flow(J2_2_2)_  1
    x(J3_0_1)  c_e_one_path(J3_0)_  1
    x(J3_0_1)  c_e_flow(J3_0_0)_  1
    x(J3_0_1)  c_e_flow(J3_1_0)_  -1
    x(J3_0_1)  c_l_nonnegative_work(J3_0_1)_  30
    x(J3_0_1)  c_u_phase1(1)_  4
    x(J3_0_1)  c_u_phase2(0)_  4
    x(J3_0_1)  c_u_phase3(0)_  4
    x(J3_0_1)  c_u_area_cut(0)_  120
    x(J3_0_1)  c_u_yields(2)_  -30
    x(J3_0_2)  c_e_one_path(J3_0)_  1
    x(J3_0_2)  c_e_flow(J3_0_0)_  1
    x(J3_0_2)  c_e_flow(J3_1_1)_  -1
    x(J3_0_2)  c_l_nonnegative_work(J3_0_2)_  27
    x(J3_0_2)  c_u_phase2(0)_  4
    x(J3_0_2)  c_u_area_cut(0)_  108
    x(J3_0_2)  c_u_yields(2)_  -27
    x(J3_0_3)  c_e_one_path(J3_0)_  1
    x(J3_0_3)  c_e_flow(J3_0_0)_  1
    x(J3_0_3)  c_e_flow(J3_1_2)_  -1
    x(J3_0_3)  c_u_mc_on(J3_0_3)_  -30
    x(J3_0_3)  c_u_mc_low(J3_0_3)_  30
    x(J3_0_3)  c_l_nonnegative_work(J3_0_3)_  -3
    x(J3_0_3)  c_u_phase1_only(J3_0_3)_  3
    x(J3_0_3)  c_u_area_cut(0)_  -12
    x(J3_0_3)  c_u_yields(2)_  3
    x(J3_0_4)  c_e_one_path(J3_0)_  1
    x(J3_0_4)  c_e_flow(J3_0_1)_  1
    x(J3_0_4)  c_e_flow(J3_1_0)_  -1
    x(J3_0_4)  c_l_nonnegative_work(J3_0_4)_  30
    x(J3_0_4)  c_u_phase1(0)_  4
    x(J3_0_4)  c_u_phase1(1)_  4
    x(J3_0_4)  c_u_phase2(0)_  4
    x(J3_0_4)  c_u_phase3(0)_  4
    x(J3_0_4)  c_u_area_cut(0)_  120
    x(J3_0_4)  c_u_yields(2)_  -30
    x(J3_0_5)  c_e_one_path(J3_0)_  1
    x(J3_0_5)  c_e_flow(J3_0_1)_  1
    x(J3_0_5)  c_e_flow(J3_1_1)_  -1
    x(J3_0_5)  c_l_nonnegative_work(J3_0_5)_  27
    x(J3_0_5)  c_u_phase1(0)_  4
    x(J3_0_5)  c_u_phase2(0)_  4
    x(J3_0_5)  c_u_area_cut(0)_  108
    x(J3_0_5)  c_u_yields(2)_  -27
    x(J3_0_6)  c_e_one_path(J3_0)_  1
    x(J3_0_6)  c_e_flow(J3_0_1)_  1
    x(J3_0_6)  c_e_flow(J3_1_2)_  -1
    x(J3_0_6)  c_u_mc_on(J3_0_6)_  -30
    x(J3_0_6)  c_u_mc_low(J3_0_6)_  30
    x(J3_0_6)  c_l_nonnegative_work(J3_0_6)_  -3
    x(J3_0_6)  c_u_phase1_only(J3_0_6)_  3
    x(J3_0_6)  c_u_phase1(0)_  4
    x(J3_0_6)  c_u_area_cut(0)_  -12
    x(J3_0_6)  c_u_yields(2)_  3
    x(J3_0_7)  c_e_one_path(J3_0)_  1
    x(J3_0_7)  c_e_flow(J3_0_1)_  1
    x(J3_0_7)  c_e_flow(J3_1_0)_  -1
    x(J3_0_7)  c_u_mc_on(J3_0_7)_  -30
    x(J3_0_7)  c_u_mc_low(J3_0_7)_  30
    x(J3_0_7)  c_l_nonnegative_work(J3_0_7)_  27
    x(J3_0_7)  c_u_phase1(1)_  4
    x(J3_0_7)  c_u_phase2(0)_  4
    x(J3_0_7)  c_u_phase3(0)_  4
    x(J3_0_7)  c_u_area_cut(0)_  108
    x(J3_0_7)  c_u_yields(2)_  -27
    x(J3_0_8)  c_e_one_path(J3_0)_  1
    x(J3_0_8)  c_e_flow(J3_0_1)_  1
    x(J3_0_8)  c_e_flow(J3_1_1)_  -1
    x(J3_0_8)  c_u_mc_on(J3_0_8)_  -30
    x(J3_0_8)  c_u_mc_low(J3_0_8)_  30
    x(J3_0_8)  c_l_nonnegative_work(J3_0_8)_  24
    x(J3_0_8)  c_u_phase2(0)_  4
    x(J3_0_8)  c_u_area_cut(0)_  96
    x(J3_0_8)  c_u_yields(2)_  -24
    x(J3_0_9)  c_e_one_path(J3_0)_  1
    x(J3_0_9)  c_e_flow(J3_0_1)_  1
    x(J3_0_9)  c_e_flow(J3_1_2)_  -1
    x(J3_0_10)  c_e_one_path(J3_0)_  1
    x(J3_0_10)  c_e_flow(J3_0_2)_  1
    x(J3_0_10)  c_e_flow(J3_1_0)_  -1
    x(J3_0_10)  c_l_nonnegative_work(J3_0_10)_  27
    x(J3_0_10)  c_u_phase1(0)_  4
    x(J3_0_10)  c_u_phase1(1)_  4
    x(J3_0_10)  c_u_phase2(0)_  4
    x(J3_0_10)  c_u_phase3(0)_  4
    x(J3_0_10)  c_u_area_cut(0)_  108
    x(J3_0_10)  c_u_yields(2)_  -27
    x(J3_0_11)  c_e_one_path(J3_0)_  1
    x(J3_0_11)  c_e_flow(J3_0_2)_  1
    x(J3_0_11)  c_e_flow(J3_1_1)_  -1
    x(J3_0_11)  c_l_nonnegative_work(J3_0_11)_  24
    x(J3_0_11)  c_u_phase1(0)_  4
    x(J3_0_11)  c_u_phase2(0)_  4
    x(J3_0_11)  c_u_area_cut(0)_  96
    x(J3_0_11)  c_u_yields(2)_  -24
    x(J3_0_12)  c_e_one_path(J3_0)_  1
    x(J3_0_12)  c_e_flow(J3_0_2)_  1
    x(J3_0_12)  c_e_flow(J3_1_2)_  -1
    x(J3_0_12)  c_u_mc_on(J3_0_12)_  -30
    x(J3_0_12)  c_u_mc_low(J3_0_12)_  30
    x(J3_0_12)  c_l_nonnegative_work(J3_0_12)_  -6
    x(J3_0_12)  c_u_phase1_only(J3_0_12)_  6
    x(J3_0_12)  c_u_phase1(0)_  4
    x(J3_0_12)  c_u_area_cut(0)_  -24
    x(J3_0_12)  c_u_yields(2)_  6
    x(J3_0_13)  c_e_one_path(J3_0)_  1
    x(J3_0_13)  c_e_flow(J3_0_2)_  1
    x(J3_0_13)  c_e_flow(J3_1_0)_  -1
    x(J3_0_13)  c_u_mc_on(J3_0_13)_  -30
    x(J3_0_13)  c_u_mc_low(J3_0_13)_  30
    x(J3_0_13)  c_l_nonnegative_work(J3_0_13)_  27
    x(J3_0_13)  c_u_phase1(1)_  4
    x(J3_0_13)  c_u_phase2(0)_  4
    x(J3_0_13)  c_u_phase3(0)_  4
    x(J3_0_13)  c_u_area_cut(0)_  108
    x(J3_0_13)  c_u_yields(2)_  -27
    x(J3_0_14)  c_e_one_path(J3_0)_  1
    x(J3_0_14)  c_e_flow(J3_0_2)_  1
    x(J3_0_14)  c_e_flow(J3_1_1)_  -1
    x(J3_0_14)  c_u_mc_on(J3_0_14)_  -30
    x(J3_0_14)  c_u_mc_low(J3_0_14)_  30
    x(J3_0_14)  c_l_nonnegative_work(J3_0_14)_  24
    x(J3_0_14)  c_u_phase2(0)_  4
    x(J3_0_14)  c_u_area_cut(0)_  96
    x(J3_0_14)  c_u_yields(2)_  -24
    x(J3_0_15)  c_e_one_path(J3_0)_  1
    x(J3_0_15)  c_e_flow(J3_0_2)_  1
    x(J3_0_15)  c_e_flow(J3_1_2)_  -1
    x(J3_1_1)  c_e_one_path(J3_1)_  1
    x(J3_1_1)  c_e_flow(J3_1_0)_  1
    x(J3_1_1)  c_e_flow(J3_2_0)_  -1
    x(J3_1_1)  c_l_nonnegative_work(J3_1_1)_  30
    x(J3_1_1)  c_u_phase1(2)_  4
    x(J3_1_1)  c_u_phase2(1)_  4
    x(J3_1_1)  c_u_phase3(1)_  4
    x(J3_1_1)  c_u_area_cut(1)_  120
    x(J3_1_1)  c_u_yields(2)_  -30
    x(J3_1_2)  c_e_one_path(J3_1)_  1
    x(J3_1_2)  c_e_flow(J3_1_0)_  1
    x(J3_1_2)  c_e_flow(J3_2_1)_  -1
    x(J3_1_2)  c_l_nonnegative_work(J3_1_2)_  27
    x(J3_1_2)  c_u_phase2(1)_  4
    x(J3_1_2)  c_u_area_cut(1)_  108
    x(J3_1_2)  c_u_yields(2)_  -27
    x(J3_1_3)  c_e_one_path(J3_1)_  1
    x(J3_1_3)  c_e_flow(J3_1_0)_  1
    x(J3_1_3)  c_e_flow(J3_2_2)_  -1
    x(J3_1_3)  c_u_mc_on(J3_1_3)_  -30
    x(J3_1_3)  c_u_mc_low(J3_1_3)_  30
    x(J3_1_3)  c_l_nonnegative_work(J3_1_3)_  -3
    x(J3_1_3)  c_u_phase1_only(J3_1_3)_  3
    x(J3_1_3)  c_u_area_cut(1)_  -12
    x(J3_1_3)  c_u_yields(2)_  3
    x(J3_1_4)  c_e_one_path(J3_1)_  1
    x(J3_1_4)  c_e_flow(J3_1_1)_  1
    x(J3_1_4)  c_e_flow(J3_2_0)_  -1
    x(J3_1_4)  c_l_nonnegative_work(J3_1_4)_  30
    x(J3_1_4)  c_u_phase1(1)_  4
    x(J3_1_4)  c_u_phase1(2)_  4
    x(J3_1_4)  c_u_phase2(1)_  4
    x(J3_1_4)  c_u_phase3(1)_  4
    x(J3_1_4)  c_u_area_cut(1)_  120
    x(J3_1_4)  c_u_yields(2)_  -30
    x(J3_1_5)  c_e_one_path(J3_1)_  1
    x(J3_1_5)  c_e_flow(J3_1_1)_  1
    x(J3_1_5)  c_e_flow(J3_2_1)_  -1
    x(J3_1_5)  c_l_nonnegative_work(J3_1_5)_  27
    x(J3_1_5)  c_u_phase1(1)_  4
    x(J3_1_5)  c_u_phase2(1)_  4
    x(J3_1_5)  c_u_area_cut(1)_  108
    x(J3_1_5)  c_u_yields(2)_  -27
    x(J3_1_6)  c_e_one_path(J3_1)_  1
    x(J3_1_6)  c_e_flow(J3_1_1)_  1
    x(J3_1_6)  c_e_flow(J3_2_2)_  -1
    x(J3_1_6)  c_u_mc_on(J3_1_6)_  -30
    x(J3_1_6)  c_u_mc_low(J3_1_6)_  30
    x(J3_1_6)  c_l_nonnegative_work(J3_1_6)_  -3
    x(J3_1_6)  c_u_phase1_only(J3_1_6)_  3
    x(J3_1_6)  c_u_phase1(1)_  4
    x(J3_1_6)  c_u_area_cut(1)_  -12
    x(J3_1_6)  c_u_yields(2)_  3
    x(J3_1_7)  c_e_one_path(J3_1)_  1
    x(J3_1_7)  c_e_flow(J3_1_1)_  1
    x(J3_1_7)  c_e_flow(J3_2_0)_  -1
    x(J3_1_7)  c_u_mc_on(J3_1_7)_  -30
    x(J3_1_7)  c_u_mc_low(J3_1_7)_  30
    x(J3_1_7)  c_l_nonnegative_work(J3_1_7)_  27
    x(J3_1_7)  c_u_phase1(2)_  4
    x(J3_1_7)  c_u_phase2(1)_  4
    x(J3_1_7)  c_u_phase3(1)_  4
    x(J3_1_7)  c_u_area_cut(1)_  108
    x(J3_1_7)  c_u_yields(2)_  -27
    x(J3_1_8)  c_e_one_path(J3_1)_  1
    x(J3_1_8)  c_e_flow(J3_1_1)_  1
    x(J3_1_8)  c_e_flow(J3_2_1)_  -1
    x(J3_1_8)  c_u_mc_on(J3_1_8)_  -30
    x(J3_1_8)  c_u_mc_low(J3_1_8)_  30
    x(J3_1_8)  c_l_nonnegative_work(J3_1_8)_  24
    x(J3_1_8)  c_u_phase2(1)_  4
    x(J3_1_8)  c_u_area_cut(1)_  96
    x(J3_1_8)  c_u_yields(2)_  -24
    x(J3_1_9)  c_e_one_path(J3_1)_  1
    x(J3_1_9)  c_e_flow(J3_1_1)_  1
    x(J3_1_9)  c_e_flow(J3_2_2)_  -1
    x(J3_1_10)  c_e_one_path(J3_1)_  1
    x(J3_1_10)  c_e_flow(J3_1_2)_  1
    x(J3_1_10)  c_e_flow(J3_2_0)_  -1
    x(J3_1_10)  c_l_nonnegative_work(J3_1_10)_  27
    x(J3_1_10)  c_u_phase1(1)_  4
    x(J3_1_10)  c_u_phase1(2)_  4
    x(J3_1_10)  c_u_phase2(1)_  4
    x(J3_1_10)  c_u_phase3(1)_  4
    x(J3_1_10)  c_u_area_cut(1)_  108
    x(J3_1_10)  c_u_yields(2)_  -27
    x(J3_1_11)  c_e_one_path(J3_1)_  1
    x(J3_1_11)  c_e_flow(J3_1_2)_  1
    x(J3_1_11)  c_e_flow(J3_2_1)_  -1
    x(J3_1_11)  c_l_nonnegative_work(J3_1_11)_  24
    x(J3_1_11)  c_u_phase1(1)_  4
    x(J3_1_11)  c_u_phase2(1)_  4
    x(J3_1_11)  c_u_area_cut(1)_  96
    x(J3_1_11)  c_u_yields(2)_  -24
    x(J3_1_12)  c_e_one_path(J3_1)_  1
    x(J3_1_12)  c_e_flow(J3_1_2)_  1
    x(J3_1_12)  c_e_flow(J3_2_2)_  -1
    x(J3_1_12)  c_u_mc_on(J3_1_12)_  -30
    x(J3_1_12)  c_u_mc_low(J3_1_12)_  30
    x(J3_1_12)  c_l_nonnegative_work(J3_1_12)_  -6
    x(J3_1_12)  c_u_phase1_only(J3_1_12)_  6
    x(J3_1_12)  c_u_phase1(1)_  4
    x(J3_1_12)  c_u_area_cut(1)_  -24
    x(J3_1_12)  c_u_yields(2)_  6
    x(J3_1_13)  c_e_one_path(J3_1)_  1
    x(J3_1_13)  c_e_flow(J3_1_2)_  1
    x(J3_1_13)  c_e_flow(J3_2_0)_  -1
    x(J3_1_13)  c_u_mc_on(J3_1_13)_  -30
    x(J3_1_13)  c_u_mc_low(J3_1_13)_  30
    x(J3_1_13)  c_l_nonnegative_work(J3_1_13)_  27
    x(J3_1_13)  c_u_phase1(2)_  4
    x(J3_1_13)  c_u_phase2(1)_  4
    x(J3_1_13)  c_u_phase3(1)_  4
    x(J3_1_13)  c_u_area_cut(1)_  108
    x(J3_1_13)  c_u_yields(2)_  -27
    x(J3_1_14)  c_e_one_path(J3_1)_  1
    x(J3_1_14)  c_e_flow(J3_1_2)_  1
    x(J3_1_14)  c_e_flow(J3_2_1)_  -1
    x(J3_1_14)  c_u_mc_on(J3_1_14)_  -30
    x(J3_1_14)  c_u_mc_low(J3_1_14)_  30
    x(J3_1_14)  c_l_nonnegative_work(J3_1_14)_  24
    x(J3_1_14)  c_u_phase2(1)_  4
    x(J3_1_14)  c_u_area_cut(1)_  96
    x(J3_1_14)  c_u_yields(2)_  -24
    x(J3_1_15)  c_e_one_path(J3_1)_  1
    x(J3_1_15)  c_e_flow(J3_1_2)_  1
    x(J3_1_15)  c_e_flow(J3_2_2)_  -1
    x(J3_2_1)  c_e_one_path(J3_2)_  1
    x(J3_2_1)  c_e_flow(J3_2_0)_  1
    x(J3_2_1)  c_l_nonnegative_work(J3_2_1)_  40
    x(J3_2_1)  c_u_phase2(2)_  4
    x(J3_2_1)  c_u_phase3(2)_  4
    x(J3_2_1)  c_u_area_cut(2)_  160
    x(J3_2_1)  c_u_yields(2)_  -40
    x(J3_2_2)  c_e_one_path(J3_2)_  1
    x(J3_2_2)  c_e_flow(J3_2_0)_  1
    x(J3_2_2)  c_l_nonnegative_work(J3_2_2)_  37
    x(J3_2_2)  c_u_phase2(2)_  4
    x(J3_2_2)  c_u_area_cut(2)_  148
    x(J3_2_2)  c_u_yields(2)_  -37
    x(J3_2_3)  c_e_one_path(J3_2)_  1
    x(J3_2_3)  c_e_flow(J3_2_0)_  1
    x(J3_2_3)  c_u_mc_on(J3_2_3)_  -40
    x(J3_2_3)  c_u_mc_low(J3_2_3)_  40
    x(J3_2_3)  c_l_nonnegative_work(J3_2_3)_  -3
    x(J3_2_3)  c_u_phase1_only(J3_2_3)_  3
    x(J3_2_3)  c_u_area_cut(2)_  -12
    x(J3_2_3)  c_u_yields(2)_  3
    x(J3_2_4)  c_e_one_path(J3_2)_  1
    x(J3_2_4)  c_e_flow(J3_2_1)_  1
    x(J3_2_4)  c_l_nonnegative_work(J3_2_4)_  40
    x(J3_2_4)  c_u_phase1(2)_  4
    x(J3_2_4)  c_u_phase2(2)_  4
    x(J3_2_4)  c_u_phase3(2)_  4
    x(J3_2_4)  c_u_area_cut(2)_  160
    x(J3_2_4)  c_u_yields(2)_  -40
    x(J3_2_5)  c_e_one_path(J3_2)_  1
    x(J3_2_5)  c_e_flow(J3_2_1)_  1
    x(J3_2_5)  c_l_nonnegative_work(J3_2_5)_  37
    x(J3_2_5)  c_u_phase1(2)_  4
    x(J3_2_5)  c_u_phase2(2)_  4
    x(J3_2_5)  c_u_area_cut(2)_  148
    x(J3_2_5)  c_u_yields(2)_  -37
    x(J3_2_6)  c_e_one_path(J3_2)_  1
    x(J3_2_6)  c_e_flow(J3_2_1)_  1
    x(J3_2_6)  c_u_mc_on(J3_2_6)_  -40
    x(J3_2_6)  c_u_mc_low(J3_2_6)_  40
    x(J3_2_6)  c_l_nonnegative_work(J3_2_6)_  -3
    x(J3_2_6)  c_u_phase1_only(J3_2_6)_  3
    x(J3_2_6)  c_u_phase1(2)_  4
    x(J3_2_6)  c_u_area_cut(2)_  -12
    x(J3_2_6)  c_u_yields(2)_  3
    x(J3_2_7)  c_e_one_path(J3_2)_  1
    x(J3_2_7)  c_e_flow(J3_2_1)_  1
    x(J3_2_7)  c_u_mc_on(J3_2_7)_  -40
    x(J3_2_7)  c_u_mc_low(J3_2_7)_  40
    x(J3_2_7)  c_l_nonnegative_work(J3_2_7)_  37
    x(J3_2_7)  c_u_phase2(2)_  4
    x(J3_2_7)  c_u_phase3(2)_  4
    x(J3_2_7)  c_u_area_cut(2)_  148
    x(J3_2_7)  c_u_yields(2)_  -37
    x(J3_2_8)  c_e_one_path(J3_2)_  1
    x(J3_2_8)  c_e_flow(J3_2_1)_  1
    x(J3_2_8)  c_u_mc_on(J3_2_8)_  -40
    x(J3_2_8)  c_u_mc_low(J3_2_8)_  40
    x(J3_2_8)  c_l_nonnegative_work(J3_2_8)_  34
    x(J3_2_8)  c_u_phase2(2)_  4
    x(J3_2_8)  c_u_area_cut(2)_  136
    x(J3_2_8)  c_u_yields(2)_  -34
    x(J3_2_9)  c_e_one_path(J3_2)_  1
    x(J3_2_9)  c_e_flow(J3_2_1)_  1
    x(J3_2_10)  c_e_one_path(J3_2)_  1
    x(J3_2_10)  c_e_flow(J3_2_2)_  1
    x(J3_2_10)  c_l_nonnegative_work(J3_2_10)_  37
    x(J3_2_10)  c_u_phase1(2)_  4
    x(J3_2_10)  c_u_phase2(2)_  4
    x(J3_2_10)  c_u_phase3(2)_  4
    x(J3_2_10)  c_u_area_cut(2)_  148
    x(J3_2_10)  c_u_yields(2)_  -37
    x(J3_2_11)  c_e_one_path(J3_2)_  1
    x(J3_2_11)  c_e_flow(J3_2_2)_  1
    x(J3_2_11)  c_l_nonnegative_work(J3_2_11)_  34
    x(J3_2_11)  c_u_phase1(2)_  4
    x(J3_2_11)  c_u_phase2(2)_  4
    x(J3_2_11)  c_u_area_cut(2)_  136
    x(J3_2_11)  c_u_yields(2)_  -34
    x(J3_2_12)  c_e_one_path(J3_2)_  1
    x(J3_2_12)  c_e_flow(J3_2_2)_  1
    x(J3_2_12)  c_u_mc_on(J3_2_12)_  -40
    x(J3_2_12)  c_u_mc_low(J3_2_12)_  40
    x(J3_2_12)  c_l_nonnegative_work(J3_2_12)_  -6
    x(J3_2_12)  c_u_phase1_only(J3_2_12)_  6
    x(J3_2_12)  c_u_phase1(2)_  4
    x(J3_2_12)  c_u_area_cut(2)_  -24
    x(J3_2_12)  c_u_yields(2)_  6
    x(J3_2_13)  c_e_one_path(J3_2)_  1
    x(J3_2_13)  c_e_flow(J3_2_2)_  1
    x(J3_2_13)  c_u_mc_on(J3_2_13)_  -40
    x(J3_2_13)  c_u_mc_low(J3_2_13)_  40
    x(J3_2_13)  c_l_nonnegative_work(J3_2_13)_  37
    x(J3_2_13)  c_u_phase2(2)_  4
    x(J3_2_13)  c_u_phase3(2)_  4
    x(J3_2_13)  c_u_area_cut(2)_  148
    x(J3_2_13)  c_u_yields(2)_  -37
    x(J3_2_14)  c_e_one_path(J3_2)_  1
    x(J3_2_14)  c_e_flow(J3_2_2)_  1
    x(J3_2_14)  c_u_mc_on(J3_2_14)_  -40
    x(J3_2_14)  c_u_mc_low(J3_2_14)_  40
    x(J3_2_14)  c_l_nonnegative_work(J3_2_14)_  34
    x(J3_2_14)  c_u_phase2(2)_  4
    x(J3_2_14)  c_u_area_cut(2)_  136
    x(J3_2_14)  c_u_yields(2)_  -34
    x(J3_2_15)  c_e_one_path(J3_2)_  1
    x(J3_2_15)  c_e_flow(J3_2_2)_  1
    z(J1_0_3)  c_u_mc_cap(J1_0_3)_  1
    z(J1_0_3)  c_u_mc_on(J1_0_3)_  1
    z(J1_0_3)  c_u_mc_low(J1_0_3)_  -1
    z(J1_0_3)  c_l_nonnegative_work(J1_0_3)_  1
    z(J1_0_3)  c_u_area_cut(0)_  3
    z(J1_0_3)  c_u_yields(0)_  -1
    c(0)      c_u_mc_cap(J1_0_3)_  -1
    c(0)      c_u_mc_cap(J1_0_6)_  -1
    c(0)      c_u_mc_cap(J1_0_7)_  -1
    c(0)      c_u_mc_cap(J1_0_8)_  -1
    c(0)      c_u_mc_cap(J1_0_12)_  -1
    c(0)      c_u_mc_cap(J1_0_13)_  -1
    c(0)      c_u_mc_cap(J1_0_14)_  -1
    c(0)      c_u_mc_cap(J2_0_3)_  -1
    c(0)      c_u_mc_cap(J2_0_6)_  -1
    c(0)      c_u_mc_cap(J2_0_7)_  -1
    c(0)      c_u_mc_cap(J2_0_8)_  -1
    c(0)      c_u_mc_cap(J2_0_12)_  -1
    c(0)      c_u_mc_cap(J2_0_13)_  -1
    c(0)      c_u_mc_cap(J2_0_14)_  -1
    c(0)      c_u_mc_cap(J3_0_3)_  -1
    c(0)      c_u_mc_cap(J3_0_6)_  -1
    c(0)      c_u_mc_cap(J3_0_7)_  -1
    c(0)      c_u_mc_cap(J3_0_8)_  -1
    c(0)      c_u_mc_cap(J3_0_12)_  -1
    c(0)      c_u_mc_cap(J3_0_13)_  -1
    c(0)      c_u_mc_cap(J3_0_14)_  -1
    c(0)      c_u_mc_low(J1_0_3)_  1
    c(0)      c_u_mc_low(J1_0_6)_  1
    c(0)      c_u_mc_low(J1_0_7)_  1
    c(0)      c_u_mc_low(J1_0_8)_  1
    c(0)      c_u_mc_low(J1_0_12)_  1
    c(0)      c_u_mc_low(J1_0_13)_  1
    c(0)      c_u_mc_low(J1_0_14)_  1
    c(0)      c_u_mc_low(J2_0_3)_  1
    c(0)      c_u_mc_low(J2_0_6)_  1
    c(0)      c_u_mc_low(J2_0_7)_  1
    c(0)      c_u_mc_low(J2_0_8)_  1
    c(0)      c_u_mc_low(J2_0_12)_  1
    c(0)      c_u_mc_low(J2_0_13)_  1
    c(0)      c_u_mc_low(J2_0_14)_  1
    c(0)      c_u_mc_low(J3_0_3)_  1
    c(0)      c_u_mc_low(J3_0_6)_  1
    c(0)      c_u_mc_low(J3_0_7)_  1
    c(0)      c_u_mc_low(J3_0_8)_  1
    c(0)      c_u_mc_low(J3_0_12)_  1
    c(0)      c_u_mc_low(J3_0_13)_  1
    c(0)      c_u_mc_low(J3_0_14)_  1
    c(0)      c_u_phase1_only(J1_0_3)_  -1
    c(0)      c_u_phase1_only(J1_0_6)_  -1
    c(0)      c_u_phase1_only(J1_0_12)_  -1
    c(0)      c_u_phase1_only(J2_0_3)_  -1
    c(0)      c_u_phase1_only(J2_0_6)_  -1
    c(0)      c_u_phase1_only(J2_0_12)_  -1
    c(0)      c_u_phase1_only(J3_0_3)_  -1
    c(0)      c_u_phase1_only(J3_0_6)_  -1
    c(0)      c_u_phase1_only(J3_0_12)_  -1
    z(J1_0_6)  c_u_mc_cap(J1_0_6)_  1
    z(J1_0_6)  c_u_mc_on(J1_0_6)_  1
    z(J1_0_6)  c_u_mc_low(J1_0_6)_  -1
    z(J1_0_6)  c_l_nonnegative_work(J1_0_6)_  1
    z(J1_0_6)  c_u_area_cut(0)_  3
    z(J1_0_6)  c_u_yields(0)_  -1
    z(J1_0_7)  c_u_mc_cap(J1_0_7)_  1
    z(J1_0_7)  c_u_mc_on(J1_0_7)_  1
    z(J1_0_7)  c_u_mc_low(J1_0_7)_  -1
    z(J1_0_7)  c_l_nonnegative_work(J1_0_7)_  -1
    z(J1_0_7)  c_u_area_cut(0)_  -3
    z(J1_0_7)  c_u_yields(0)_  1
    z(J1_0_8)  c_u_mc_cap(J1_0_8)_  1
    z(J1_0_8)  c_u_mc_on(J1_0_8)_  1
    z(J1_0_8)  c_u_mc_low(J1_0_8)_  -1
    z(J1_0_8)  c_l_nonnegative_work(J1_0_8)_  -1
    z(J1_0_8)  c_u_area_cut(0)_  -3
    z(J1_0_8)  c_u_yields(0)_  1
    z(J1_0_12)  c_u_mc_cap(J1_0_12)_  1
    z(J1_0_12)  c_u_mc_on(J1_0_12)_  1
    z(J1_0_12)  c_u_mc_low(J1_0_12)_  -1
    z(J1_0_12)  c_l_nonnegative_work(J1_0_12)_  1
    z(J1_0_12)  c_u_area_cut(0)_  3
    z(J1_0_12)  c_u_yields(0)_  -1
    z(J1_0_13)  c_u_mc_cap(J1_0_13)_  1
    z(J1_0_13)  c_u_mc_on(J1_0_13)_  1
    z(J1_0_13)  c_u_mc_low(J1_0_13)_  -1
    z(J1_0_13)  c_l_nonnegative_work(J1_0_13)_  -1
    z(J1_0_13)  c_u_area_cut(0)_  -3
    z(J1_0_13)  c_u_yields(0)_  1
    z(J1_0_14)  c_u_mc_cap(J1_0_14)_  1
    z(J1_0_14)  c_u_mc_on(J1_0_14)_  1
    z(J1_0_14)  c_u_mc_low(J1_0_14)_  -1
    z(J1_0_14)  c_l_nonnegative_work(J1_0_14)_  -1
    z(J1_0_14)  c_u_area_cut(0)_  -3
    z(J1_0_14)  c_u_yields(0)_  1
    z(J1_1_3)  c_u_mc_cap(J1_1_3)_  1
    z(J1_1_3)  c_u_mc_on(J1_1_3)_  1
    z(J1_1_3)  c_u_mc_low(J1_1_3)_  -1
    z(J1_1_3)  c_l_nonnegative_work(J1_1_3)_  1
    z(J1_1_3)  c_u_area_cut(1)_  3
    z(J1_1_3)  c_u_yields(0)_  -1
    c(1)      c_u_mc_cap(J1_1_3)_  -1
    c(1)      c_u_mc_cap(J1_1_6)_  -1
    c(1)      c_u_mc_cap(J1_1_7)_  -1
    c(1)      c_u_mc_cap(J1_1_8)_  -1
    c(1)      c_u_mc_cap(J1_1_12)_  -1
    c(1)      c_u_mc_cap(J1_1_13)_  -1
    c(1)      c_u_mc_cap(J1_1_14)_  -1
    c(1)      c_u_mc_cap(J2_1_3)_  -1
    c(1)      c_u_mc_cap(J2_1_6)_  -1
    c(1)      c_u_mc_cap(J2_1_7)_  -1
    c(1)      c_u_mc_cap(J2_1_8)_  -1
    c(1)      c_u_mc_cap(J2_1_12)_  -1
    c(1)      c_u_mc_cap(J2_1_13)_  -1
    c(1)      c_u_mc_cap(J2_1_14)_  -1
    c(1)      c_u_mc_cap(J3_1_3)_  -1
    c(1)      c_u_mc_cap(J3_1_6)_  -1
    c(1)      c_u_mc_cap(J3_1_7)_  -1
    c(1)      c_u_mc_cap(J3_1_8)_  -1
    c(1)      c_u_mc_cap(J3_1_12)_  -1
    c(1)      c_u_mc_cap(J3_1_13)_  -1
    c(1)      c_u_mc_cap(J3_1_14)_  -1
    c(1)      c_u_mc_low(J1_1_3)_  1
    c(1)      c_u_mc_low(J1_1_6)_  1
    c(1)      c_u_mc_low(J1_1_7)_  1
    c(1)      c_u_mc_low(J1_1_8)_  1
    c(1)      c_u_mc_low(J1_1_12)_  1
    c(1)      c_u_mc_low(J1_1_13)_  1
    c(1)      c_u_mc_low(J1_1_14)_  1
    c(1)      c_u_mc_low(J2_1_3)_  1
    c(1)      c_u_mc_low(J2_1_6)_  1
    c(1)      c_u_mc_low(J2_1_7)_  1
    c(1)      c_u_mc_low(J2_1_8)_  1
    c(1)      c_u_mc_low(J2_1_12)_  1
    c(1)      c_u_mc_low(J2_1_13)_  1
    c(1)      c_u_mc_low(J2_1_14)_  1
    c(1)      c_u_mc_low(J3_1_3)_  1
    c(1)      c_u_mc_low(J3_1_6)_  1
    c(1)      c_u_mc_low(J3_1_7)_  1
    c(1)      c_u_mc_low(J3_1_8)_  1
    c(1)      c_u_mc_low(J3_1_12)_  1
    c(1)      c_u_mc_low(J3_1_13)_  1
    c(1)      c_u_mc_low(J3_1_14)_  1
    c(1)      c_u_phase1_only(J1_1_3)_  -1
    c(1)      c_u_phase1_only(J1_1_6)_  -1
    c(1)      c_u_phase1_only(J1_1_12)_  -1
    c(1)      c_u_phase1_only(J2_1_3)_  -1
    c(1)      c_u_phase1_only(J2_1_6)_  -1
    c(1)      c_u_phase1_only(J2_1_12)_  -1
    c(1)      c_u_phase1_only(J3_1_3)_  -1
    c(1)      c_u_phase1_only(J3_1_6)_  -1
    c(1)      c_u_phase1_only(J3_1_12)_  -1
    z(J1_1_6)  c_u_mc_cap(J1_1_6)_  1
    z(J1_1_6)  c_u_mc_on(J1_1_6)_  1
    z(J1_1_6)  c_u_mc_low(J1_1_6)_  -1
    z(J1_1_6)  c_l_nonnegative_work(J1_1_6)_  1
    z(J1_1_6)  c_u_area_cut(1)_  3
    z(J1_1_6)  c_u_yields(0)_  -1
    z(J1_1_7)  c_u_mc_cap(J1_1_7)_  1
    z(J1_1_7)  c_u_mc_on(J1_1_7)_  1
    z(J1_1_7)  c_u_mc_low(J1_1_7)_  -1
    z(J1_1_7)  c_l_nonnegative_work(J1_1_7)_  -1
    z(J1_1_7)  c_u_area_cut(1)_  -3
    z(J1_1_7)  c_u_yields(0)_  1
    z(J1_1_8)  c_u_mc_cap(J1_1_8)_  1
    z(J1_1_8)  c_u_mc_on(J1_1_8)_  1
    z(J1_1_8)  c_u_mc_low(J1_1_8)_  -1
    z(J1_1_8)  c_l_nonnegative_work(J1_1_8)_  -1
    z(J1_1_8)  c_u_area_cut(1)_  -3
    z(J1_1_8)  c_u_yields(0)_  1
    z(J1_1_12)  c_u_mc_cap(J1_1_12)_  1
    z(J1_1_12)  c_u_mc_on(J1_1_12)_  1
    z(J1_1_12)  c_u_mc_low(J1_1_12)_  -1
    z(J1_1_12)  c_l_nonnegative_work(J1_1_12)_  1
    z(J1_1_12)  c_u_area_cut(1)_  3
    z(J1_1_12)  c_u_yields(0)_  -1
    z(J1_1_13)  c_u_mc_cap(J1_1_13)_  1
    z(J1_1_13)  c_u_mc_on(J1_1_13)_  1
    z(J1_1_13)  c_u_mc_low(J1_1_13)_  -1
    z(J1_1_13)  c_l_nonnegative_work(J1_1_13)_  -1
    z(J1_1_13)  c_u_area_cut(1)_  -3
    z(J1_1_13)  c_u_yields(0)_  1
    z(J1_1_14)  c_u_mc_cap(J1_1_14)_  1
    z(J1_1_14)  c_u_mc_on(J1_1_14)_  1
    z(J1_1_14)  c_u_mc_low(J1_1_14)_  -1
    z(J1_1_14)  c_l_nonnegative_work(J1_1_14)_  -1
    z(J1_1_14)  c_u_area_cut(1)_  -3
    z(J1_1_14)  c_u_yields(0)_  1
    z(J1_2_3)  c_u_mc_cap(J1_2_3)_  1
    z(J1_2_3)  c_u_mc_on(J1_2_3)_  1
    z(J1_2_3)  c_u_mc_low(J1_2_3)_  -1
    z(J1_2_3)  c_l_nonnegative_work(J1_2_3)_  1
    z(J1_2_3)  c_u_area_cut(2)_  3
    z(J1_2_3)  c_u_yields(0)_  -1
    c(2)      c_u_mc_cap(J1_2_3)_  -1
    c(2)      c_u_mc_cap(J1_2_6)_  -1
    c(2)      c_u_mc_cap(J1_2_7)_  -1
    c(2)      c_u_mc_cap(J1_2_8)_  -1
    c(2)      c_u_mc_cap(J1_2_12)_  -1
    c(2)      c_u_mc_cap(J1_2_13)_  -1
    c(2)      c_u_mc_cap(J1_2_14)_  -1
    c(2)      c_u_mc_cap(J2_2_3)_  -1
    c(2)      c_u_mc_cap(J2_2_6)_  -1
    c(2)      c_u_mc_cap(J2_2_7)_  -1
    c(2)      c_u_mc_cap(J2_2_8)_  -1
    c(2)      c_u_mc_cap(J2_2_12)_  -1
    c(2)      c_u_mc_cap(J2_2_13)_  -1
    c(2)      c_u_mc_cap(J2_2_14)_  -1
    c(2)      c_u_mc_cap(J3_2_3)_  -1
    c(2)      c_u_mc_cap(J3_2_6)_  -1
    c(2)      c_u_mc_cap(J3_2_7)_  -1
    c(2)      c_u_mc_cap(J3_2_8)_  -1
    c(2)      c_u_mc_cap(J3_2_12)_  -1
    c(2)      c_u_mc_cap(J3_2_13)_  -1
    c(2)      c_u_mc_cap(J3_2_14)_  -1
    c(2)      c_u_mc_low(J1_2_3)_  1
    c(2)      c_u_mc_low(J1_2_6)_  1
    c(2)      c_u_mc_low(J1_2_7)_  1
    c(2)      c_u_mc_low(J1_2_8)_  1
    c(2)      c_u_mc_low(J1_2_12)_  1
    c(2)      c_u_mc_low(J1_2_13)_  1
    c(2)      c_u_mc_low(J1_2_14)_  1
    c(2)      c_u_mc_low(J2_2_3)_  1
    c(2)      c_u_mc_low(J2_2_6)_  1
    c(2)      c_u_mc_low(J2_2_7)_  1
    c(2)      c_u_mc_low(J2_2_8)_  1
    c(2)      c_u_mc_low(J2_2_12)_  1
    c(2)      c_u_mc_low(J2_2_13)_  1
    c(2)      c_u_mc_low(J2_2_14)_  1
    c(2)      c_u_mc_low(J3_2_3)_  1
    c(2)      c_u_mc_low(J3_2_6)_  1
    c(2)      c_u_mc_low(J3_2_7)_  1
    c(2)      c_u_mc_low(J3_2_8)_  1
    c(2)      c_u_mc_low(J3_2_12)_  1
    c(2)      c_u_mc_low(J3_2_13)_  1
    c(2)      c_u_mc_low(J3_2_14)_  1
    c(2)      c_u_phase1_only(J1_2_3)_  -1
    c(2)      c_u_phase1_only(J1_2_6)_  -1
    c(2)      c_u_phase1_only(J1_2_12)_  -1
    c(2)      c_u_phase1_only(J2_2_3)_  -1
    c(2)      c_u_phase1_only(J2_2_6)_  -1
    c(2)      c_u_phase1_only(J2_2_12)_  -1
    c(2)      c_u_phase1_only(J3_2_3)_  -1
    c(2)      c_u_phase1_only(J3_2_6)_  -1
    c(2)      c_u_phase1_only(J3_2_12)_  -1
    z(J1_2_6)  c_u_mc_cap(J1_2_6)_  1
    z(J1_2_6)  c_u_mc_on(J1_2_6)_  1
    z(J1_2_6)  c_u_mc_low(J1_2_6)_  -1
    z(J1_2_6)  c_l_nonnegative_work(J1_2_6)_  1
    z(J1_2_6)  c_u_area_cut(2)_  3
    z(J1_2_6)  c_u_yields(0)_  -1
    z(J1_2_7)  c_u_mc_cap(J1_2_7)_  1
    z(J1_2_7)  c_u_mc_on(J1_2_7)_  1
    z(J1_2_7)  c_u_mc_low(J1_2_7)_  -1
    z(J1_2_7)  c_l_nonnegative_work(J1_2_7)_  -1
    z(J1_2_7)  c_u_area_cut(2)_  -3
    z(J1_2_7)  c_u_yields(0)_  1
    z(J1_2_8)  c_u_mc_cap(J1_2_8)_  1
    z(J1_2_8)  c_u_mc_on(J1_2_8)_  1
    z(J1_2_8)  c_u_mc_low(J1_2_8)_  -1
    z(J1_2_8)  c_l_nonnegative_work(J1_2_8)_  -1
    z(J1_2_8)  c_u_area_cut(2)_  -3
    z(J1_2_8)  c_u_yields(0)_  1
    z(J1_2_12)  c_u_mc_cap(J1_2_12)_  1
    z(J1_2_12)  c_u_mc_on(J1_2_12)_  1
    z(J1_2_12)  c_u_mc_low(J1_2_12)_  -1
    z(J1_2_12)  c_l_nonnegative_work(J1_2_12)_  1
    z(J1_2_12)  c_u_area_cut(2)_  3
    z(J1_2_12)  c_u_yields(0)_  -1
    z(J1_2_13)  c_u_mc_cap(J1_2_13)_  1
    z(J1_2_13)  c_u_mc_on(J1_2_13)_  1
    z(J1_2_13)  c_u_mc_low(J1_2_13)_  -1
    z(J1_2_13)  c_l_nonnegative_work(J1_2_13)_  -1
    z(J1_2_13)  c_u_area_cut(2)_  -3
    z(J1_2_13)  c_u_yields(0)_  1
    z(J1_2_14)  c_u_mc_cap(J1_2_14)_  1
    z(J1_2_14)  c_u_mc_on(J1_2_14)_  1
    z(J1_2_14)  c_u_mc_low(J1_2_14)_  -1
    z(J1_2_14)  c_l_nonnegative_work(J1_2_14)_  -1
    z(J1_2_14)  c_u_area_cut(2)_  -3
    z(J1_2_14)  c_u_yields(0)_  1
    z(J2_0_3)  c_u_mc_cap(J2_0_3)_  1
    z(J2_0_3)  c_u_mc_on(J2_0_3)_  1
    z(J2_0_3)  c_u_mc_low(J2_0_3)_  -1
    z(J2_0_3)  c_l_nonnegative_work(J2_0_3)_  1
    z(J2_0_3)  c_u_area_cut(0)_  2
    z(J2_0_3)  c_u_yields(1)_  -1
    z(J2_0_6)  c_u_mc_cap(J2_0_6)_  1
    z(J2_0_6)  c_u_mc_on(J2_0_6)_  1
    z(J2_0_6)  c_u_mc_low(J2_0_6)_  -1
    z(J2_0_6)  c_l_nonnegative_work(J2_0_6)_  1
    z(J2_0_6)  c_u_area_cut(0)_  2
    z(J2_0_6)  c_u_yields(1)_  -1
    z(J2_0_7)  c_u_mc_cap(J2_0_7)_  1
    z(J2_0_7)  c_u_mc_on(J2_0_7)_  1
    z(J2_0_7)  c_u_mc_low(J2_0_7)_  -1
    z(J2_0_7)  c_l_nonnegative_work(J2_0_7)_  -1
    z(J2_0_7)  c_u_area_cut(0)_  -2
    z(J2_0_7)  c_u_yields(1)_  1
    z(J2_0_8)  c_u_mc_cap(J2_0_8)_  1
    z(J2_0_8)  c_u_mc_on(J2_0_8)_  1
    z(J2_0_8)  c_u_mc_low(J2_0_8)_  -1
    z(J2_0_8)  c_l_nonnegative_work(J2_0_8)_  -1
    z(J2_0_8)  c_u_area_cut(0)_  -2
    z(J2_0_8)  c_u_yields(1)_  1
    z(J2_0_12)  c_u_mc_cap(J2_0_12)_  1
    z(J2_0_12)  c_u_mc_on(J2_0_12)_  1
    z(J2_0_12)  c_u_mc_low(J2_0_12)_  -1
    z(J2_0_12)  c_l_nonnegative_work(J2_0_12)_  1
    z(J2_0_12)  c_u_area_cut(0)_  2
    z(J2_0_12)  c_u_yields(1)_  -1
    z(J2_0_13)  c_u_mc_cap(J2_0_13)_  1
    z(J2_0_13)  c_u_mc_on(J2_0_13)_  1
    z(J2_0_13)  c_u_mc_low(J2_0_13)_  -1
    z(J2_0_13)  c_l_nonnegative_work(J2_0_13)_  -1
    z(J2_0_13)  c_u_area_cut(0)_  -2
    z(J2_0_13)  c_u_yields(1)_  1
    z(J2_0_14)  c_u_mc_cap(J2_0_14)_  1
    z(J2_0_14)  c_u_mc_on(J2_0_14)_  1
    z(J2_0_14)  c_u_mc_low(J2_0_14)_  -1
    z(J2_0_14)  c_l_nonnegative_work(J2_0_14)_  -1
    z(J2_0_14)  c_u_area_cut(0)_  -2
    z(J2_0_14)  c_u_yields(1)_  1
    z(J2_1_3)  c_u_mc_cap(J2_1_3)_  1
    z(J2_1_3)  c_u_mc_on(J2_1_3)_  1
    z(J2_1_3)  c_u_mc_low(J2_1_3)_  -1
    z(J2_1_3)  c_l_nonnegative_work(J2_1_3)_  1
    z(J2_1_3)  c_u_area_cut(1)_  2
    z(J2_1_3)  c_u_yields(1)_  -1
    z(J2_1_6)  c_u_mc_cap(J2_1_6)_  1
    z(J2_1_6)  c_u_mc_on(J2_1_6)_  1
    z(J2_1_6)  c_u_mc_low(J2_1_6)_  -1
    z(J2_1_6)  c_l_nonnegative_work(J2_1_6)_  1
    z(J2_1_6)  c_u_area_cut(1)_  2
    z(J2_1_6)  c_u_yields(1)_  -1
    z(J2_1_7)  c_u_mc_cap(J2_1_7)_  1
    z(J2_1_7)  c_u_mc_on(J2_1_7)_  1
    z(J2_1_7)  c_u_mc_low(J2_1_7)_  -1
    z(J2_1_7)  c_l_nonnegative_work(J2_1_7)_  -1
    z(J2_1_7)  c_u_area_cut(1)_  -2
    z(J2_1_7)  c_u_yields(1)_  1
    z(J2_1_8)  c_u_mc_cap(J2_1_8)_  1
    z(J2_1_8)  c_u_mc_on(J2_1_8)_  1
    z(J2_1_8)  c_u_mc_low(J2_1_8)_  -1
    z(J2_1_8)  c_l_nonnegative_work(J2_1_8)_  -1
    z(J2_1_8)  c_u_area_cut(1)_  -2
    z(J2_1_8)  c_u_yields(1)_  1
    z(J2_1_12)  c_u_mc_cap(J2_1_12)_  1
    z(J2_1_12)  c_u_mc_on(J2_1_12)_  1
    z(J2_1_12)  c_u_mc_low(J2_1_12)_  -1
    z(J2_1_12)  c_l_nonnegative_work(J2_1_12)_  1
    z(J2_1_12)  c_u_area_cut(1)_  2
    z(J2_1_12)  c_u_yields(1)_  -1
    z(J2_1_13)  c_u_mc_cap(J2_1_13)_  1
    z(J2_1_13)  c_u_mc_on(J2_1_13)_  1
    z(J2_1_13)  c_u_mc_low(J2_1_13)_  -1
    z(J2_1_13)  c_l_nonnegative_work(J2_1_13)_  -1
    z(J2_1_13)  c_u_area_cut(1)_  -2
    z(J2_1_13)  c_u_yields(1)_  1
    z(J2_1_14)  c_u_mc_cap(J2_1_14)_  1
    z(J2_1_14)  c_u_mc_on(J2_1_14)_  1
    z(J2_1_14)  c_u_mc_low(J2_1_14)_  -1
    z(J2_1_14)  c_l_nonnegative_work(J2_1_14)_  -1
    z(J2_1_14)  c_u_area_cut(1)_  -2
    z(J2_1_14)  c_u_yields(1)_  1
    z(J2_2_3)  c_u_mc_cap(J2_2_3)_  1
    z(J2_2_3)  c_u_mc_on(J2_2_3)_  1
    z(J2_2_3)  c_u_mc_low(J2_2_3)_  -1
    z(J2_2_3)  c_l_nonnegative_work(J2_2_3)_  1
    z(J2_2_3)  c_u_area_cut(2)_  2
    z(J2_2_3)  c_u_yields(1)_  -1
    z(J2_2_6)  c_u_mc_cap(J2_2_6)_  1
    z(J2_2_6)  c_u_mc_on(J2_2_6)_  1
    z(J2_2_6)  c_u_mc_low(J2_2_6)_  -1
    z(J2_2_6)  c_l_nonnegative_work(J2_2_6)_  1
    z(J2_2_6)  c_u_area_cut(2)_  2
    z(J2_2_6)  c_u_yields(1)_  -1
    z(J2_2_7)  c_u_mc_cap(J2_2_7)_  1
    z(J2_2_7)  c_u_mc_on(J2_2_7)_  1
    z(J2_2_7)  c_u_mc_low(J2_2_7)_  -1
    z(J2_2_7)  c_l_nonnegative_work(J2_2_7)_  -1
    z(J2_2_7)  c_u_area_cut(2)_  -2
    z(J2_2_7)  c_u_yields(1)_  1
    z(J2_2_8)  c_u_mc_cap(J2_2_8)_  1
    z(J2_2_8)  c_u_mc_on(J2_2_8)_  1
    z(J2_2_8)  c_u_mc_low(J2_2_8)_  -1
    z(J2_2_8)  c_l_nonnegative_work(J2_2_8)_  -1
    z(J2_2_8)  c_u_area_cut(2)_  -2
    z(J2_2_8)  c_u_yields(1)_  1
    z(J2_2_12)  c_u_mc_cap(J2_2_12)_  1
    z(J2_2_12)  c_u_mc_on(J2_2_12)_  1
    z(J2_2_12)  c_u_mc_low(J2_2_12)_  -1
    z(J2_2_12)  c_l_nonnegative_work(J2_2_12)_  1
    z(J2_2_12)  c_u_area_cut(2)_  2
    z(J2_2_12)  c_u_yields(1)_  -1
    z(J2_2_13)  c_u_mc_cap(J2_2_13)_  1
    z(J2_2_13)  c_u_mc_on(J2_2_13)_  1
    z(J2_2_13)  c_u_mc_low(J2_2_13)_  -1
    z(J2_2_13)  c_l_nonnegative_work(J2_2_13)_  -1
    z(J2_2_13)  c_u_area_cut(2)_  -2
    z(J2_2_13)  c_u_yields(1)_  1
    z(J2_2_14)  c_u_mc_cap(J2_2_14)_  1
    z(J2_2_14)  c_u_mc_on(J2_2_14)_  1
    z(J2_2_14)  c_u_mc_low(J2_2_14)_  -1
    z(J2_2_14)  c_l_nonnegative_work(J2_2_14)_  -1
    z(J2_2_14)  c_u_area_cut(2)_  -2
    z(J2_2_14)  c_u_yields(1)_  1
    z(J3_0_3)  c_u_mc_cap(J3_0_3)_  1
    z(J3_0_3)  c_u_mc_on(J3_0_3)_  1
    z(J3_0_3)  c_u_mc_low(J3_0_3)_  -1
    z(J3_0_3)  c_l_nonnegative_work(J3_0_3)_  1
    z(J3_0_3)  c_u_area_cut(0)_  4
    z(J3_0_3)  c_u_yields(2)_  -1
    z(J3_0_6)  c_u_mc_cap(J3_0_6)_  1
    z(J3_0_6)  c_u_mc_on(J3_0_6)_  1
    z(J3_0_6)  c_u_mc_low(J3_0_6)_  -1
    z(J3_0_6)  c_l_nonnegative_work(J3_0_6)_  1
    z(J3_0_6)  c_u_area_cut(0)_  4
    z(J3_0_6)  c_u_yields(2)_  -1
    z(J3_0_7)  c_u_mc_cap(J3_0_7)_  1
    z(J3_0_7)  c_u_mc_on(J3_0_7)_  1
    z(J3_0_7)  c_u_mc_low(J3_0_7)_  -1
    z(J3_0_7)  c_l_nonnegative_work(J3_0_7)_  -1
    z(J3_0_7)  c_u_area_cut(0)_  -4
    z(J3_0_7)  c_u_yields(2)_  1
    z(J3_0_8)  c_u_mc_cap(J3_0_8)_  1
    z(J3_0_8)  c_u_mc_on(J3_0_8)_  1
    z(J3_0_8)  c_u_mc_low(J3_0_8)_  -1
    z(J3_0_8)  c_l_nonnegative_work(J3_0_8)_  -1
    z(J3_0_8)  c_u_area_cut(0)_  -4
    z(J3_0_8)  c_u_yields(2)_  1
    z(J3_0_12)  c_u_mc_cap(J3_0_12)_  1
    z(J3_0_12)  c_u_mc_on(J3_0_12)_  1
    z(J3_0_12)  c_u_mc_low(J3_0_12)_  -1
    z(J3_0_12)  c_l_nonnegative_work(J3_0_12)_  1
    z(J3_0_12)  c_u_area_cut(0)_  4
    z(J3_0_12)  c_u_yields(2)_  -1
    z(J3_0_13)  c_u_mc_cap(J3_0_13)_  1
    z(J3_0_13)  c_u_mc_on(J3_0_13)_  1
    z(J3_0_13)  c_u_mc_low(J3_0_13)_  -1
    z(J3_0_13)  c_l_nonnegative_work(J3_0_13)_  -1
    z(J3_0_13)  c_u_area_cut(0)_  -4
    z(J3_0_13)  c_u_yields(2)_  1
    z(J3_0_14)  c_u_mc_cap(J3_0_14)_  1
    z(J3_0_14)  c_u_mc_on(J3_0_14)_  1
    z(J3_0_14)  c_u_mc_low(J3_0_14)_  -1
    z(J3_0_14)  c_l_nonnegative_work(J3_0_14)_  -1
    z(J3_0_14)  c_u_area_cut(0)_  -4
    z(J3_0_14)  c_u_yields(2)_  1
    z(J3_1_3)  c_u_mc_cap(J3_1_3)_  1
    z(J3_1_3)  c_u_mc_on(J3_1_3)_  1
    z(J3_1_3)  c_u_mc_low(J3_1_3)_  -1
    z(J3_1_3)  c_l_nonnegative_work(J3_1_3)_  1
    z(J3_1_3)  c_u_area_cut(1)_  4
    z(J3_1_3)  c_u_yields(2)_  -1
    z(J3_1_6)  c_u_mc_cap(J3_1_6)_  1
    z(J3_1_6)  c_u_mc_on(J3_1_6)_  1
    z(J3_1_6)  c_u_mc_low(J3_1_6)_  -1
    z(J3_1_6)  c_l_nonnegative_work(J3_1_6)_  1
    z(J3_1_6)  c_u_area_cut(1)_  4
    z(J3_1_6)  c_u_yields(2)_  -1
    z(J3_1_7)  c_u_mc_cap(J3_1_7)_  1
    z(J3_1_7)  c_u_mc_on(J3_1_7)_  1
    z(J3_1_7)  c_u_mc_low(J3_1_7)_  -1
    z(J3_1_7)  c_l_nonnegative_work(J3_1_7)_  -1
    z(J3_1_7)  c_u_area_cut(1)_  -4
    z(J3_1_7)  c_u_yields(2)_  1
    z(J3_1_8)  c_u_mc_cap(J3_1_8)_  1
    z(J3_1_8)  c_u_mc_on(J3_1_8)_  1
    z(J3_1_8)  c_u_mc_low(J3_1_8)_  -1
    z(J3_1_8)  c_l_nonnegative_work(J3_1_8)_  -1
    z(J3_1_8)  c_u_area_cut(1)_  -4
    z(J3_1_8)  c_u_yields(2)_  1
    z(J3_1_12)  c_u_mc_cap(J3_1_12)_  1
    z(J3_1_12)  c_u_mc_on(J3_1_12)_  1
    z(J3_1_12)  c_u_mc_low(J3_1_12)_  -1
    z(J3_1_12)  c_l_nonnegative_work(J3_1_12)_  1
    z(J3_1_12)  c_u_area_cut(1)_  4
    z(J3_1_12)  c_u_yields(2)_  -1
    z(J3_1_13)  c_u_mc_cap(J3_1_13)_  1
    z(J3_1_13)  c_u_mc_on(J3_1_13)_  1
    z(J3_1_13)  c_u_mc_low(J3_1_13)_  -1
    z(J3_1_13)  c_l_nonnegative_work(J3_1_13)_  -1
    z(J3_1_13)  c_u_area_cut(1)_  -4
    z(J3_1_13)  c_u_yields(2)_  1
    z(J3_1_14)  c_u_mc_cap(J3_1_14)_  1
    z(J3_1_14)  c_u_mc_on(J3_1_14)_  1
    z(J3_1_14)  c_u_mc_low(J3_1_14)_  -1
    z(J3_1_14)  c_l_nonnegative_work(J3_1_14)_  -1
    z(J3_1_14)  c_u_area_cut(1)_  -4
    z(J3_1_14)  c_u_yields(2)_  1
    z(J3_2_3)  c_u_mc_cap(J3_2_3)_  1
    z(J3_2_3)  c_u_mc_on(J3_2_3)_  1
    z(J3_2_3)  c_u_mc_low(J3_2_3)_  -1
    z(J3_2_3)  c_l_nonnegative_work(J3_2_3)_  1
    z(J3_2_3)  c_u_area_cut(2)_  4
    z(J3_2_3)  c_u_yields(2)_  -1
    z(J3_2_6)  c_u_mc_cap(J3_2_6)_  1
    z(J3_2_6)  c_u_mc_on(J3_2_6)_  1
    z(J3_2_6)  c_u_mc_low(J3_2_6)_  -1
    z(J3_2_6)  c_l_nonnegative_work(J3_2_6)_  1
    z(J3_2_6)  c_u_area_cut(2)_  4
    z(J3_2_6)  c_u_yields(2)_  -1
    z(J3_2_7)  c_u_mc_cap(J3_2_7)_  1
    z(J3_2_7)  c_u_mc_on(J3_2_7)_  1
    z(J3_2_7)  c_u_mc_low(J3_2_7)_  -1
    z(J3_2_7)  c_l_nonnegative_work(J3_2_7)_  -1
    z(J3_2_7)  c_u_area_cut(2)_  -4
    z(J3_2_7)  c_u_yields(2)_  1
    z(J3_2_8)  c_u_mc_cap(J3_2_8)_  1
    z(J3_2_8)  c_u_mc_on(J3_2_8)_  1
    z(J3_2_8)  c_u_mc_low(J3_2_8)_  -1
    z(J3_2_8)  c_l_nonnegative_work(J3_2_8)_  -1
    z(J3_2_8)  c_u_area_cut(2)_  -4
    z(J3_2_8)  c_u_yields(2)_  1
    z(J3_2_12)  c_u_mc_cap(J3_2_12)_  1
    z(J3_2_12)  c_u_mc_on(J3_2_12)_  1
    z(J3_2_12)  c_u_mc_low(J3_2_12)_  -1
    z(J3_2_12)  c_l_nonnegative_work(J3_2_12)_  1
    z(J3_2_12)  c_u_area_cut(2)_  4
    z(J3_2_12)  c_u_yields(2)_  -1
    z(J3_2_13)  c_u_mc_cap(J3_2_13)_  1
    z(J3_2_13)  c_u_mc_on(J3_2_13)_  1
    z(J3_2_13)  c_u_mc_low(J3_2_13)_  -1
    z(J3_2_13)  c_l_nonnegative_work(J3_2_13)_  -1
    z(J3_2_13)  c_u_area_cut(2)_  -4
    z(J3_2_13)  c_u_yields(2)_  1
    z(J3_2_14)  c_u_mc_cap(J3_2_14)_  1
    z(J3_2_14)  c_u_mc_on(J3_2_14)_  1
    z(J3_2_14)  c_u_mc_low(J3_2_14)_  -1
    z(J3_2_14)  c_l_nonnegative_work(J3_2_14)_  -1
    z(J3_2_14)  c_u_area_cut(2)_  -4
    z(J3_2_14)  c_u_yields(2)_  1
    ONE_VAR_CONSTANT  min_yield  0
RHS
    RHS_V     c_e_one_path(J1_0)_  1
    RHS_V     c_e_one_path(J1_1)_  1
    RHS_V     c_e_one_path(J1_2)_  1
    RHS_V     c_e_one_path(J2_0)_  1
    RHS_V     c_e_one_path(J2_1)_  1
    RHS_V     c_e_one_path(J2_2)_  1
    RHS_V     c_e_one_path(J3_0)_  1
    RHS_V     c_e_one_path(J3_1)_  1
    RHS_V     c_e_one_path(J3_2)_  1
    RHS_V     c_e_flow(J1_0_2)_  1
    RHS_V     c_e_flow(J2_0_2)_  1
    RHS_V     c_e_flow(J3_0_2)_  1
    RHS_V     c_u_mc_low(J1_0_3)_  30
    RHS_V     c_u_mc_low(J1_0_6)_  30
    RHS_V     c_u_mc_low(J1_0_7)_  30
    RHS_V     c_u_mc_low(J1_0_8)_  30
    RHS_V     c_u_mc_low(J1_0_12)_  30
    RHS_V     c_u_mc_low(J1_0_13)_  30
    RHS_V     c_u_mc_low(J1_0_14)_  30
    RHS_V     c_u_mc_low(J1_1_3)_  30
    RHS_V     c_u_mc_low(J1_1_6)_  30
    RHS_V     c_u_mc_low(J1_1_7)_  30
    RHS_V     c_u_mc_low(J1_1_8)_  30
    RHS_V     c_u_mc_low(J1_1_12)_  30
    RHS_V     c_u_mc_low(J1_1_13)_  30
    RHS_V     c_u_mc_low(J1_1_14)_  30
    RHS_V     c_u_mc_low(J1_2_3)_  40
    RHS_V     c_u_mc_low(J1_2_6)_  40
    RHS_V     c_u_mc_low(J1_2_7)_  40
    RHS_V     c_u_mc_low(J1_2_8)_  40
    RHS_V     c_u_mc_low(J1_2_12)_  40
    RHS_V     c_u_mc_low(J1_2_13)_  40
    RHS_V     c_u_mc_low(J1_2_14)_  40
    RHS_V     c_u_mc_low(J2_0_3)_  30
    RHS_V     c_u_mc_low(J2_0_6)_  30
    RHS_V     c_u_mc_low(J2_0_7)_  30
    RHS_V     c_u_mc_low(J2_0_8)_  30
    RHS_V     c_u_mc_low(J2_0_12)_  30
    RHS_V     c_u_mc_low(J2_0_13)_  30
    RHS_V     c_u_mc_low(J2_0_14)_  30
    RHS_V     c_u_mc_low(J2_1_3)_  30
    RHS_V     c_u_mc_low(J2_1_6)_  30
    RHS_V     c_u_mc_low(J2_1_7)_  30
    RHS_V     c_u_mc_low(J2_1_8)_  30
    RHS_V     c_u_mc_low(J2_1_12)_  30
    RHS_V     c_u_mc_low(J2_1_13)_  30
    RHS_V     c_u_mc_low(J2_1_14)_  30
    RHS_V     c_u_mc_low(J2_2_3)_  40
    RHS_V     c_u_mc_low(J2_2_6)_  40
    RHS_V     c_u_mc_low(J2_2_7)_  40
    RHS_V     c_u_mc_low(J2_2_8)_  40
    RHS_V     c_u_mc_low(J2_2_12)_  40
    RHS_V     c_u_mc_low(J2_2_13)_  40
    RHS_V     c_u_mc_low(J2_2_14)_  40
    RHS_V     c_u_mc_low(J3_0_3)_  30
    RHS_V     c_u_mc_low(J3_0_6)_  30
    RHS_V     c_u_mc_low(J3_0_7)_  30
    RHS_V     c_u_mc_low(J3_0_8)_  30
    RHS_V     c_u_mc_low(J3_0_12)_  30
    RHS_V     c_u_mc_low(J3_0_13)_  30
    RHS_V     c_u_mc_low(J3_0_14)_  30
    RHS_V     c_u_mc_low(J3_1_3)_  30
    RHS_V     c_u_mc_low(J3_1_6)_  30
    RHS_V     c_u_mc_low(J3_1_7)_  30
    RHS_V     c_u_mc_low(J3_1_8)_  30
    RHS_V     c_u_mc_low(J3_1_12)_  30
    RHS_V     c_u_mc_low(J3_1_13)_  30
    RHS_V     c_u_mc_low(J3_1_14)_  30
    RHS_V     c_u_mc_low(J3_2_3)_  40
    RHS_V     c_u_mc_low(J3_2_6)_  40
    RHS_V     c_u_mc_low(J3_2_7)_  40
    RHS_V     c_u_mc_low(J3_2_8)_  40
    RHS_V     c_u_mc_low(J3_2_12)_  40
    RHS_V     c_u_mc_low(J3_2_13)_  40
    RHS_V     c_u_mc_low(J3_2_14)_  40
    RHS_V     c_u_phase1(0)_  7
    RHS_V     c_u_phase1(1)_  5
    RHS_V     c_u_phase1(2)_  7
    RHS_V     c_u_phase2(0)_  7
    RHS_V     c_u_phase2(1)_  5
    RHS_V     c_u_phase2(2)_  7
    RHS_V     c_u_phase3(0)_  5
    RHS_V     c_u_phase3(1)_  3
    RHS_V     c_u_phase3(2)_  5
    RHS_V     c_u_area_cut(0)_  183
    RHS_V     c_u_area_cut(1)_  144
    RHS_V     c_u_area_cut(2)_  268
BOUNDS
 UP BOUND     y         1
 UP BOUND     x(J1_0_1)  1
 UP BOUND     x(J1_0_2)  1
 UP BOUND     x(J1_0_3)  1
 UP BOUND     x(J1_0_4)  1
 UP BOUND     x(J1_0_5)  1
 UP BOUND     x(J1_0_6)  1
 UP BOUND     x(J1_0_7)  1
 UP BOUND     x(J1_0_8)  1
 UP BOUND     x(J1_0_9)  1
 UP BOUND     x(J1_0_10)  1
 UP BOUND     x(J1_0_11)  1
 UP BOUND     x(J1_0_12)  1
 UP BOUND     x(J1_0_13)  1
 UP BOUND     x(J1_0_14)  1
 UP BOUND     x(J1_0_15)  1
 UP BOUND     x(J1_1_1)  1
 UP BOUND     x(J1_1_2)  1
 UP BOUND     x(J1_1_3)  1
 UP BOUND     x(J1_1_4)  1
 UP BOUND     x(J1_1_5)  1
 UP BOUND     x(J1_1_6)  1
 UP BOUND     x(J1_1_7)  1
 UP BOUND     x(J1_1_8)  1
 UP BOUND     x(J1_1_9)  1
 UP BOUND     x(J1_1_10)  1
 UP BOUND     x(J1_1_11)  1
 UP BOUND     x(J1_1_12)  1
 UP BOUND     x(J1_1_13)  1
 UP BOUND     x(J1_1_14)  1
 UP BOUND     x(J1_1_15)  1
 UP BOUND     x(J1_2_1)  1
 UP BOUND     x(J1_2_2)  1
 UP BOUND     x(J1_2_3)  1
 UP BOUND     x(J1_2_4)  1
 UP BOUND     x(J1_2_5)  1
 UP BOUND     x(J1_2_6)  1
 UP BOUND     x(J1_2_7)  1
 UP BOUND     x(J1_2_8)  1
 UP BOUND     x(J1_2_9)  1
 UP BOUND     x(J1_2_10)  1
 UP BOUND     x(J1_2_11)  1
 UP BOUND     x(J1_2_12)  1
 UP BOUND     x(J1_2_13)  1
 UP BOUND     x(J1_2_14)  1
 UP BOUND     x(J1_2_15)  1
 UP BOUND     x(J2_0_1)  1
 UP BOUND     x(J2_0_2)  1
 UP BOUND     x(J2_0_3)  1
 UP BOUND     x(J2_0_4)  1
 UP BOUND     x(J2_0_5)  1
 UP BOUND     x(J2_0_6)  1
 UP BOUND     x(J2_0_7)  1
 UP BOUND     x(J2_0_8)  1
 UP BOUND     x(J2_0_9)  1
 UP BOUND     x(J2_0_10)  1
 UP BOUND     x(J2_0_11)  1
 UP BOUND     x(J2_0_12)  1
 UP BOUND     x(J2_0_13)  1
 UP BOUND     x(J2_0_14)  1
 UP BOUND     x(J2_0_15)  1
 UP BOUND     x(J2_1_1)  1
 UP BOUND     x(J2_1_2)  1
 UP BOUND     x(J2_1_3)  1
 UP BOUND     x(J2_1_4)  1
 UP BOUND     x(J2_1_5)  1
 UP BOUND     x(J2_1_6)  1
 UP BOUND     x(J2_1_7)  1
 UP BOUND     x(J2_1_8)  1
 UP BOUND     x(J2_1_9)  1
 UP BOUND     x(J2_1_10)  1
 UP BOUND     x(J2_1_11)  1
 UP BOUND     x(J2_1_12)  1
 UP BOUND     x(J2_1_13)  1
 UP BOUND     x(J2_1_14)  1
 UP BOUND     x(J2_1_15)  1
 UP BOUND     x(J2_2_1)  1
 UP BOUND     x(J2_2_2)  1
 UP BOUND     x(J2_2_3)  1
 UP BOUND     x(J2_2_4)  1
 UP BOUND     x(J2_2_5)  1
 UP BOUND     x(J2_2_6)  1
 UP BOUND     x(J2_2_7)  1
 UP BOUND     x(J2_2_8)  1
 UP BOUND     x(J2_2_9)  1
 UP BOUND     x(J2_2_10)  1
 UP BOUND     x(J2_2_11)  1
 UP BOUND     x(J2_2_12)  1
 UP BOUND     x(J2_2_13)  1
 UP BOUND     x(J2_2_14)  1
 UP BOUND     x(J2_2_15)  1
 UP BOUND     x(J3_0_1)  1
 UP BOUND     x(J3_0_2)  1
 UP BOUND     x(J3_0_3)  1
 UP BOUND     x(J3_0_4)  1
 UP BOUND     x(J3_0_5)  1
 UP BOUND     x(J3_0_6)  1
 UP BOUND     x(J3_0_7)  1
 UP BOUND     x(J3_0_8)  1
 UP BOUND     x(J3_0_9)  1
 UP BOUND     x(J3_0_10)  1
 UP BOUND     x(J3_0_11)  1
 UP BOUND     x(J3_0_12)  1
 UP BOUND     x(J3_0_13)  1
 UP BOUND     x(J3_0_14)  1
 UP BOUND     x(J3_0_15)  1
 UP BOUND     x(J3_1_1)  1
 UP BOUND     x(J3_1_2)  1
 UP BOUND     x(J3_1_3)  1
 UP BOUND     x(J3_1_4)  1
 UP BOUND     x(J3_1_5)  1
 UP BOUND     x(J3_1_6)  1
 UP BOUND     x(J3_1_7)  1
 UP BOUND     x(J3_1_8)  1
 UP BOUND     x(J3_1_9)  1
 UP BOUND     x(J3_1_10)  1
 UP BOUND     x(J3_1_11)  1
 UP BOUND     x(J3_1_12)  1
 UP BOUND     x(J3_1_13)  1
 UP BOUND     x(J3_1_14)  1
 UP BOUND     x(J3_1_15)  1
 UP BOUND     x(J3_2_1)  1
 UP BOUND     x(J3_2_2)  1
 UP BOUND     x(J3_2_3)  1
 UP BOUND     x(J3_2_4)  1
 UP BOUND     x(J3_2_5)  1
 UP BOUND     x(J3_2_6)  1
 UP BOUND     x(J3_2_7)  1
 UP BOUND     x(J3_2_8)  1
 UP BOUND     x(J3_2_9)  1
 UP BOUND     x(J3_2_10)  1
 UP BOUND     x(J3_2_11)  1
 UP BOUND     x(J3_2_12)  1
 UP BOUND     x(J3_2_13)  1
 UP BOUND     x(J3_2_14)  1
 UP BOUND     x(J3_2_15)  1
 UP BOUND     z(J1_0_3)  30
 UP BOUND     c(0)      30
 UP BOUND     z(J1_0_6)  30
 UP BOUND     z(J1_0_7)  30
 UP BOUND     z(J1_0_8)  30
 UP BOUND     z(J1_0_12)  30
 UP BOUND     z(J1_0_13)  30
 UP BOUND     z(J1_0_14)  30
 UP BOUND     z(J1_1_3)  30
 UP BOUND     c(1)      30
 UP BOUND     z(J1_1_6)  30
 UP BOUND     z(J1_1_7)  30
 UP BOUND     z(J1_1_8)  30
 UP BOUND     z(J1_1_12)  30
 UP BOUND     z(J1_1_13)  30
 UP BOUND     z(J1_1_14)  30
 UP BOUND     z(J1_2_3)  40
 UP BOUND     c(2)      40
 UP BOUND     z(J1_2_6)  40
 UP BOUND     z(J1_2_7)  40
 UP BOUND     z(J1_2_8)  40
 UP BOUND     z(J1_2_12)  40
 UP BOUND     z(J1_2_13)  40
 UP BOUND     z(J1_2_14)  40
 UP BOUND     z(J2_0_3)  30
 UP BOUND     z(J2_0_6)  30
 UP BOUND     z(J2_0_7)  30
 UP BOUND     z(J2_0_8)  30
 UP BOUND     z(J2_0_12)  30
 UP BOUND     z(J2_0_13)  30
 UP BOUND     z(J2_0_14)  30
 UP BOUND     z(J2_1_3)  30
 UP BOUND     z(J2_1_6)  30
 UP BOUND     z(J2_1_7)  30
 UP BOUND     z(J2_1_8)  30
 UP BOUND     z(J2_1_12)  30
 UP BOUND     z(J2_1_13)  30
 UP BOUND     z(J2_1_14)  30
 UP BOUND     z(J2_2_3)  40
 UP BOUND     z(J2_2_6)  40
 UP BOUND     z(J2_2_7)  40
 UP BOUND     z(J2_2_8)  40
 UP BOUND     z(J2_2_12)  40
 UP BOUND     z(J2_2_13)  40
 UP BOUND     z(J2_2_14)  40
 UP BOUND     z(J3_0_3)  30
 UP BOUND     z(J3_0_6)  30
 UP BOUND     z(J3_0_7)  30
 UP BOUND     z(J3_0_8)  30
 UP BOUND     z(J3_0_12)  30
 UP BOUND     z(J3_0_13)  30
 UP BOUND     z(J3_0_14)  30
 UP BOUND     z(J3_1_3)  30
 UP BOUND     z(J3_1_6)  30
 UP BOUND     z(J3_1_7)  30
 UP BOUND     z(J3_1_8)  30
 UP BOUND     z(J3_1_12)  30
 UP BOUND     z(J3_1_13)  30
 UP BOUND     z(J3_1_14)  30
 UP BOUND     z(J3_2_3)  40
 UP BOUND     z(J3_2_6)  40
 UP BOUND     z(J3_2_7)  40
 UP BOUND     z(J3_2_8)  40
 UP BOUND     z(J3_2_12)  40
 UP BOUND     z(J3_2_13)  40
 UP BOUND     z(J3_2_14)  40
 FX BOUND     ONE_VAR_CONSTANT  1
ENDATA
