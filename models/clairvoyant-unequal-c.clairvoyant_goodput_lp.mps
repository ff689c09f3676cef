NAME        model
OBJSENSE
  MAX
ROWS
 N  goodput 
 E  c_e_one_cnf(0)_
 E  c_e_one_cnf(1)_
 E  c_e_one_cnf(2)_
 E  c_e_one_path(0_0_0)_
 E  c_e_one_path(0_0_1)_
 E  c_e_one_path(0_0_2)_
 E  c_e_one_path(0_0_3)_
 E  c_e_one_path(0_0_4)_
 E  c_e_one_path(0_0_5)_
 E  c_e_one_path(0_0_6)_
 E  c_e_one_path(0_0_7)_
 E  c_e_one_path(0_0_8)_
 E  c_e_one_path(0_0_9)_
 E  c_e_one_path(0_0_10)_
 E  c_e_one_path(0_0_11)_
 E  c_e_one_path(0_1_0)_
 E  c_e_one_path(0_1_1)_
 E  c_e_one_path(0_1_2)_
 E  c_e_one_path(0_1_3)_
 E  c_e_one_path(0_1_4)_
 E  c_e_one_path(0_1_5)_
 E  c_e_one_path(0_1_6)_
 E  c_e_one_path(0_1_7)_
 E  c_e_one_path(0_1_8)_
 E  c_e_one_path(0_1_9)_
 E  c_e_one_path(0_1_10)_
 E  c_e_one_path(0_1_11)_
 E  c_e_one_path(0_2_0)_
 E  c_e_one_path(0_2_1)_
 E  c_e_one_path(0_2_2)_
 E  c_e_one_path(0_2_3)_
 E  c_e_one_path(0_2_4)_
 E  c_e_one_path(0_2_5)_
 E  c_e_one_path(0_2_6)_
 E  c_e_one_path(0_2_7)_
 E  c_e_one_path(0_2_8)_
 E  c_e_one_path(0_2_9)_
 E  c_e_one_path(0_2_10)_
 E  c_e_one_path(0_2_11)_
 E  c_e_one_path(1_0_0)_
 E  c_e_one_path(1_0_1)_
 E  c_e_one_path(1_0_2)_
 E  c_e_one_path(1_0_3)_
 E  c_e_one_path(1_0_4)_
 E  c_e_one_path(1_0_5)_
 E  c_e_one_path(1_0_6)_
 E  c_e_one_path(1_0_7)_
 E  c_e_one_path(1_0_8)_
 E  c_e_one_path(1_0_9)_
 E  c_e_one_path(1_0_10)_
 E  c_e_one_path(1_0_11)_
 E  c_e_one_path(1_1_0)_
 E  c_e_one_path(1_1_1)_
 E  c_e_one_path(1_1_2)_
 E  c_e_one_path(1_1_3)_
 E  c_e_one_path(1_1_4)_
 E  c_e_one_path(1_1_5)_
 E  c_e_one_path(1_1_6)_
 E  c_e_one_path(1_1_7)_
 E  c_e_one_path(1_1_8)_
 E  c_e_one_path(1_1_9)_
 E  c_e_one_path(1_1_10)_
 E  c_e_one_path(1_1_11)_
 E  c_e_one_path(1_2_0)_
 E  c_e_one_path(1_2_1)_
 E  c_e_one_path(1_2_2)_
 E  c_e_one_path(1_2_3)_
 E  c_e_one_path(1_2_4)_
 E  c_e_one_path(1_2_5)_
 E  c_e_one_path(1_2_6)_
 E  c_e_one_path(1_2_7)_
 E  c_e_one_path(1_2_8)_
 E  c_e_one_path(1_2_9)_
 E  c_e_one_path(1_2_10)_
 E  c_e_one_path(1_2_11)_
 E  c_e_one_path(2_0_0)_
 E  c_e_one_path(2_0_1)_
 E  c_e_one_path(2_0_2)_
 E  c_e_one_path(2_0_3)_
 E  c_e_one_path(2_0_4)_
 E  c_e_one_path(2_0_5)_
 E  c_e_one_path(2_0_6)_
 E  c_e_one_path(2_0_7)_
 E  c_e_one_path(2_0_8)_
 E  c_e_one_path(2_0_9)_
 E  c_e_one_path(2_0_10)_
 E  c_e_one_path(2_0_11)_
 E  c_e_one_path(2_1_0)_
 E  c_e_one_path(2_1_1)_
 E  c_e_one_path(2_1_2)_
 E  c_e_one_path(2_1_3)_
 E  c_e_one_path(2_1_4)_
 E  c_e_one_path(2_1_5)_
 E  c_e_one_path(2_1_6)_
 E  c_e_one_path(2_1_7)_
 E  c_e_one_path(2_1_8)_
 E  c_e_one_path(2_1_9)_
 E  c_e_one_path(2_1_10)_
 E  c_e_one_path(2_1_11)_
 E  c_e_one_path(2_2_0)_
 E  c_e_one_path(2_2_1)_
 E  c_e_one_path(2_2_2)_
 E  c_e_one_path(2_2_3)_
 E  c_e_one_path(2_2_4)_
 E  c_e_one_path(2_2_5)_
 E  c_e_one_path(2_2_6)_
 E  c_e_one_path(2_2_7)_
 E  c_e_one_path(2_2_8)_
 E  c_e_one_path(2_2_9)_
 E  c_e_one_path(2_2_10)_
 E  c_e_one_path(2_2_11)_
 E  c_e_flow(0_0_0)_
 E  c_e_flow(0_0_1)_
 E  c_e_flow(0_0_2)_
 E  c_e_flow(0_1_0)_
 E  c_e_flow(0_1_1)_
 E  c_e_flow(0_1_2)_
 E  c_e_flow(0_2_0)_
 E  c_e_flow(0_2_1)_
 E  c_e_flow(0_2_2)_
 E  c_e_flow(1_0_0)_
 E  c_e_flow(1_0_1)_
 E  c_e_flow(1_0_2)_
 E  c_e_flow(1_1_0)_
 E  c_e_flow(1_1_1)_
 E  c_e_flow(1_1_2)_
 E  c_e_flow(1_2_0)_
 E  c_e_flow(1_2_1)_
 E  c_e_flow(1_2_2)_
 E  c_e_flow(2_0_0)_
 E  c_e_flow(2_0_1)_
 E  c_e_flow(2_0_2)_
 E  c_e_flow(2_1_0)_
 E  c_e_flow(2_1_1)_
 E  c_e_flow(2_1_2)_
 E  c_e_flow(2_2_0)_
 E  c_e_flow(2_2_1)_
 E  c_e_flow(2_2_2)_
 L  c_u_processors(0_0_0)_
 L  c_u_processors(0_0_1)_
 L  c_u_processors(0_0_2)_
 L  c_u_processors(0_1_0)_
 L  c_u_processors(0_1_1)_
 L  c_u_processors(0_1_2)_
 L  c_u_processors(0_2_0)_
 L  c_u_processors(0_2_1)_
 L  c_u_processors(0_2_2)_
 L  c_u_processors(0_3_0)_
 L  c_u_processors(0_3_1)_
 L  c_u_processors(0_3_2)_
 L  c_u_processors(0_4_0)_
 L  c_u_processors(0_4_1)_
 L  c_u_processors(0_4_2)_
 L  c_u_processors(0_5_0)_
 L  c_u_processors(0_5_1)_
 L  c_u_processors(0_5_2)_
 L  c_u_processors(0_6_0)_
 L  c_u_processors(0_6_1)_
 L  c_u_processors(0_6_2)_
 L  c_u_processors(0_7_0)_
 L  c_u_processors(0_7_1)_
 L  c_u_processors(0_7_2)_
 L  c_u_processors(0_8_0)_
 L  c_u_processors(0_8_1)_
 L  c_u_processors(0_8_2)_
 L  c_u_processors(0_9_0)_
 L  c_u_processors(0_9_1)_
 L  c_u_processors(0_9_2)_
 L  c_u_processors(0_10_0)_
 L  c_u_processors(0_10_1)_
 L  c_u_processors(0_10_2)_
 L  c_u_processors(0_11_0)_
 L  c_u_processors(0_11_1)_
 L  c_u_processors(0_11_2)_
 L  c_u_processors(1_0_0)_
 L  c_u_processors(1_0_1)_
 L  c_u_processors(1_0_2)_
 L  c_u_processors(1_1_0)_
 L  c_u_processors(1_1_1)_
 L  c_u_processors(1_1_2)_
 L  c_u_processors(1_2_0)_
 L  c_u_processors(1_2_1)_
 L  c_u_processors(1_2_2)_
 L  c_u_processors(1_3_0)_
 L  c_u_processors(1_3_1)_
 L  c_u_processors(1_3_2)_
 L  c_u_processors(1_4_0)_
 L  c_u_processors(1_4_1)_
 L  c_u_processors(1_4_2)_
 L  c_u_processors(1_5_0)_
 L  c_u_processors(1_5_1)_
 L  c_u_processors(1_5_2)_
 L  c_u_processors(1_6_0)_
 L  c_u_processors(1_6_1)_
 L  c_u_processors(1_6_2)_
 L  c_u_processors(1_7_0)_
 L  c_u_processors(1_7_1)_
 L  c_u_processors(1_7_2)_
 L  c_u_processors(1_8_0)_
 L  c_u_processors(1_8_1)_
 L  c_u_processors(1_8_2)_
 L  c_u_processors(1_9_0)_
 L  c_u_processors(1_9_1)_
 L  c_u_processors(1_9_2)_
 L  c_u_processors(1_10_0)_
 L  c_u_processors(1_10_1)_
 L  c_u_processors(1_10_2)_
 L  c_u_processors(1_11_0)_
 L  c_u_processors(1_11_1)_
 L  c_u_processors(1_11_2)_
 L  c_u_processors(2_0_0)_
 L  c_u_processors(2_0_1)_
 L  c_u_processors(2_0_2)_
 L  c_u_processors(2_1_0)_
 L  c_u_processors(2_1_1)_
 L  c_u_processors(2_1_2)_
 L  c_u_processors(2_2_0)_
 L  c_u_processors(2_2_1)_
 L  c_u_processors(2_2_2)_
 L  c_u_processors(2_3_0)_
 L  c_u_processors(2_3_1)_
 L  c_u_processors(2_3_2)_
 L  c_u_processors(2_4_0)_
 L  c_u_processors(2_4_1)_
 L  c_u_processors(2_4_2)_
 L  c_u_processors(2_5_0)_
 L  c_u_processors(2_5_1)_
 L  c_u_processors(2_5_2)_
 L  c_u_processors(2_6_0)_
 L  c_u_processors(2_6_1)_
 L  c_u_processors(2_6_2)_
 L  c_u_processors(2_7_0)_
 L  c_u_processors(2_7_1)_
 L  c_u_processors(2_7_2)_
 L  c_u_processors(2_8_0)_
 L  c_u_processors(2_8_1)_
 L  c_u_processors(2_8_2)_
 L  c_u_processors(2_9_0)_
 L  c_u_processors(2_9_1)_
 L  c_u_processors(2_9_2)_
 L  c_u_processors(2_10_0)_
 L  c_u_processors(2_10_1)_
 L  c_u_processors(2_10_2)_
 L  c_u_processors(2_11_0)_
 L  c_u_processors(2_11_1)_
 L  c_u_processors(2_11_2)_
 L  c_u_area_cut(0)_
 L  c_u_area_cut(1)_
 L  c_u_area_cut(2)_
COLUMNS
    x(0_0_0_1)  goodput   0.140625
    x(0_0_0_1)  c_e_one_path(0_0_0)_  1
    x(0_0_0_1)  c_e_flow(0_0_0)_  1
    x(0_0_0_1)  c_e_flow(0_1_0)_  -1
    x(0_0_0_1)  c_u_processors(0_0_0)_  3
    x(0_0_0_1)  c_u_processors(0_0_1)_  3
    x(0_0_0_1)  c_u_processors(0_0_2)_  3
    x(0_0_0_1)  c_u_area_cut(0)_  90
    x(0_0_0_2)  goodput   0.13125000000000001
    x(0_0_0_2)  c_e_one_path(0_0_0)_  1
    x(0_0_0_2)  c_e_flow(0_0_0)_  1
    x(0_0_0_2)  c_e_flow(0_1_1)_  -1
    x(0_0_0_2)  c_u_processors(0_0_0)_  3
    x(0_0_0_2)  c_u_processors(0_0_1)_  3
    x(0_0_0_2)  c_u_area_cut(0)_  84
    x(0_0_0_4)  goodput   0.140625
    x(0_0_0_4)  c_e_one_path(0_0_0)_  1
    x(0_0_0_4)  c_e_flow(0_0_1)_  1
    x(0_0_0_4)  c_e_flow(0_1_0)_  -1
    x(0_0_0_4)  c_u_processors(0_0_0)_  3
    x(0_0_0_4)  c_u_processors(0_0_1)_  3
    x(0_0_0_4)  c_u_processors(0_0_2)_  3
    x(0_0_0_4)  c_u_area_cut(0)_  90
    x(0_0_0_5)  goodput   0.13125000000000001
    x(0_0_0_5)  c_e_one_path(0_0_0)_  1
    x(0_0_0_5)  c_e_flow(0_0_1)_  1
    x(0_0_0_5)  c_e_flow(0_1_1)_  -1
    x(0_0_0_5)  c_u_processors(0_0_0)_  3
    x(0_0_0_5)  c_u_processors(0_0_1)_  3
    x(0_0_0_5)  c_u_area_cut(0)_  84
    x(0_0_0_7)  goodput   0.13125000000000001
    x(0_0_0_7)  c_e_one_path(0_0_0)_  1
    x(0_0_0_7)  c_e_flow(0_0_1)_  1
    x(0_0_0_7)  c_e_flow(0_1_0)_  -1
    x(0_0_0_7)  c_u_processors(0_0_1)_  3
    x(0_0_0_7)  c_u_processors(0_0_2)_  3
    x(0_0_0_7)  c_u_area_cut(0)_  84
    x(0_0_0_8)  goodput   0.12187500000000001
    x(0_0_0_8)  c_e_one_path(0_0_0)_  1
    x(0_0_0_8)  c_e_flow(0_0_1)_  1
    x(0_0_0_8)  c_e_flow(0_1_1)_  -1
    x(0_0_0_8)  c_u_processors(0_0_1)_  3
    x(0_0_0_8)  c_u_area_cut(0)_  78
    x(0_0_0_10)  goodput   0.13125000000000001
    x(0_0_0_10)  c_e_one_path(0_0_0)_  1
    x(0_0_0_10)  c_e_flow(0_0_2)_  1
    x(0_0_0_10)  c_e_flow(0_1_0)_  -1
    x(0_0_0_10)  c_u_processors(0_0_0)_  3
    x(0_0_0_10)  c_u_processors(0_0_1)_  3
    x(0_0_0_10)  c_u_processors(0_0_2)_  3
    x(0_0_0_10)  c_u_area_cut(0)_  84
    x(0_0_0_11)  goodput   0.12187500000000001
    x(0_0_0_11)  c_e_one_path(0_0_0)_  1
    x(0_0_0_11)  c_e_flow(0_0_2)_  1
    x(0_0_0_11)  c_e_flow(0_1_1)_  -1
    x(0_0_0_11)  c_u_processors(0_0_0)_  3
    x(0_0_0_11)  c_u_processors(0_0_1)_  3
    x(0_0_0_11)  c_u_area_cut(0)_  78
    x(0_0_0_13)  goodput   0.13125000000000001
    x(0_0_0_13)  c_e_one_path(0_0_0)_  1
    x(0_0_0_13)  c_e_flow(0_0_2)_  1
    x(0_0_0_13)  c_e_flow(0_1_0)_  -1
    x(0_0_0_13)  c_u_processors(0_0_1)_  3
    x(0_0_0_13)  c_u_processors(0_0_2)_  3
    x(0_0_0_13)  c_u_area_cut(0)_  84
    x(0_0_0_14)  goodput   0.12187500000000001
    x(0_0_0_14)  c_e_one_path(0_0_0)_  1
    x(0_0_0_14)  c_e_flow(0_0_2)_  1
    x(0_0_0_14)  c_e_flow(0_1_1)_  -1
    x(0_0_0_14)  c_u_processors(0_0_1)_  3
    x(0_0_0_14)  c_u_area_cut(0)_  78
    x(0_0_1_1)  goodput   0.140625
    x(0_0_1_1)  c_e_one_path(0_0_1)_  1
    x(0_0_1_1)  c_e_flow(0_0_0)_  1
    x(0_0_1_1)  c_e_flow(0_1_0)_  -1
    x(0_0_1_1)  c_u_processors(0_1_0)_  3
    x(0_0_1_1)  c_u_processors(0_1_1)_  3
    x(0_0_1_1)  c_u_processors(0_1_2)_  3
    x(0_0_1_1)  c_u_area_cut(0)_  90
    x(0_0_1_2)  goodput   0.13125000000000001
    x(0_0_1_2)  c_e_one_path(0_0_1)_  1
    x(0_0_1_2)  c_e_flow(0_0_0)_  1
    x(0_0_1_2)  c_e_flow(0_1_1)_  -1
    x(0_0_1_2)  c_u_processors(0_1_0)_  3
    x(0_0_1_2)  c_u_processors(0_1_1)_  3
    x(0_0_1_2)  c_u_area_cut(0)_  84
    x(0_0_1_4)  goodput   0.140625
    x(0_0_1_4)  c_e_one_path(0_0_1)_  1
    x(0_0_1_4)  c_e_flow(0_0_1)_  1
    x(0_0_1_4)  c_e_flow(0_1_0)_  -1
    x(0_0_1_4)  c_u_processors(0_1_0)_  3
    x(0_0_1_4)  c_u_processors(0_1_1)_  3
    x(0_0_1_4)  c_u_processors(0_1_2)_  3
    x(0_0_1_4)  c_u_area_cut(0)_  90
    x(0_0_1_5)  goodput   0.13125000000000001
    x(0_0_1_5)  c_e_one_path(0_0_1)_  1
    x(0_0_1_5)  c_e_flow(0_0_1)_  1
    x(0_0_1_5)  c_e_flow(0_1_1)_  -1
    x(0_0_1_5)  c_u_processors(0_1_0)_  3
    x(0_0_1_5)  c_u_processors(0_1_1)_  3
    x(0_0_1_5)  c_u_area_cut(0)_  84
    x(0_0_1_7)  goodput   0.12187500000000001
    x(0_0_1_7)  c_e_one_path(0_0_1)_  1
    x(0_0_1_7)  c_e_flow(0_0_1)_  1
    x(0_0_1_7)  c_e_flow(0_1_0)_  -1
    x(0_0_1_7)  c_u_processors(0_1_1)_  3
    x(0_0_1_7)  c_u_processors(0_1_2)_  3
    x(0_0_1_7)  c_u_area_cut(0)_  78
    x(0_0_1_8)  goodput   0.1125
    x(0_0_1_8)  c_e_one_path(0_0_1)_  1
    x(0_0_1_8)  c_e_flow(0_0_1)_  1
    x(0_0_1_8)  c_e_flow(0_1_1)_  -1
    x(0_0_1_8)  c_u_processors(0_1_1)_  3
    x(0_0_1_8)  c_u_area_cut(0)_  72
    x(0_0_1_10)  goodput   0.13125000000000001
    x(0_0_1_10)  c_e_one_path(0_0_1)_  1
    x(0_0_1_10)  c_e_flow(0_0_2)_  1
    x(0_0_1_10)  c_e_flow(0_1_0)_  -1
    x(0_0_1_10)  c_u_processors(0_1_0)_  3
    x(0_0_1_10)  c_u_processors(0_1_1)_  3
    x(0_0_1_10)  c_u_processors(0_1_2)_  3
    x(0_0_1_10)  c_u_area_cut(0)_  84
    x(0_0_1_11)  goodput   0.12187500000000001
    x(0_0_1_11)  c_e_one_path(0_0_1)_  1
    x(0_0_1_11)  c_e_flow(0_0_2)_  1
    x(0_0_1_11)  c_e_flow(0_1_1)_  -1
    x(0_0_1_11)  c_u_processors(0_1_0)_  3
    x(0_0_1_11)  c_u_processors(0_1_1)_  3
    x(0_0_1_11)  c_u_area_cut(0)_  78
    x(0_0_1_13)  goodput   0.12187500000000001
    x(0_0_1_13)  c_e_one_path(0_0_1)_  1
    x(0_0_1_13)  c_e_flow(0_0_2)_  1
    x(0_0_1_13)  c_e_flow(0_1_0)_  -1
    x(0_0_1_13)  c_u_processors(0_1_1)_  3
    x(0_0_1_13)  c_u_processors(0_1_2)_  3
    x(0_0_1_13)  c_u_area_cut(0)_  78
    x(0_0_1_14)  goodput   0.1125
    x(0_0_1_14)  c_e_one_path(0_0_1)_  1
    x(0_0_1_14)  c_e_flow(0_0_2)_  1
    x(0_0_1_14)  c_e_flow(0_1_1)_  -1
    x(0_0_1_14)  c_u_processors(0_1_1)_  3
    x(0_0_1_14)  c_u_area_cut(0)_  72
    x(0_0_2_1)  goodput   0.140625
    x(0_0_2_1)  c_e_one_path(0_0_2)_  1
    x(0_0_2_1)  c_e_flow(0_0_0)_  1
    x(0_0_2_1)  c_e_flow(0_1_0)_  -1
    x(0_0_2_1)  c_u_processors(0_2_0)_  3
    x(0_0_2_1)  c_u_processors(0_2_1)_  3
    x(0_0_2_1)  c_u_processors(0_2_2)_  3
    x(0_0_2_1)  c_u_area_cut(0)_  90
    x(0_0_2_2)  goodput   0.13125000000000001
    x(0_0_2_2)  c_e_one_path(0_0_2)_  1
    x(0_0_2_2)  c_e_flow(0_0_0)_  1
    x(0_0_2_2)  c_e_flow(0_1_1)_  -1
    x(0_0_2_2)  c_u_processors(0_2_0)_  3
    x(0_0_2_2)  c_u_processors(0_2_1)_  3
    x(0_0_2_2)  c_u_area_cut(0)_  84
    x(0_0_2_3)  goodput   0.0093750000000000014
    x(0_0_2_3)  c_e_one_path(0_0_2)_  1
    x(0_0_2_3)  c_e_flow(0_0_0)_  1
    x(0_0_2_3)  c_e_flow(0_1_2)_  -1
    x(0_0_2_3)  c_u_processors(0_2_0)_  3
    x(0_0_2_3)  c_u_area_cut(0)_  6
    x(0_0_2_4)  goodput   0.140625
    x(0_0_2_4)  c_e_one_path(0_0_2)_  1
    x(0_0_2_4)  c_e_flow(0_0_1)_  1
    x(0_0_2_4)  c_e_flow(0_1_0)_  -1
    x(0_0_2_4)  c_u_processors(0_2_0)_  3
    x(0_0_2_4)  c_u_processors(0_2_1)_  3
    x(0_0_2_4)  c_u_processors(0_2_2)_  3
    x(0_0_2_4)  c_u_area_cut(0)_  90
    x(0_0_2_5)  goodput   0.13125000000000001
    x(0_0_2_5)  c_e_one_path(0_0_2)_  1
    x(0_0_2_5)  c_e_flow(0_0_1)_  1
    x(0_0_2_5)  c_e_flow(0_1_1)_  -1
    x(0_0_2_5)  c_u_processors(0_2_0)_  3
    x(0_0_2_5)  c_u_processors(0_2_1)_  3
    x(0_0_2_5)  c_u_area_cut(0)_  84
    x(0_0_2_6)  goodput   0.0093750000000000014
    x(0_0_2_6)  c_e_one_path(0_0_2)_  1
    x(0_0_2_6)  c_e_flow(0_0_1)_  1
    x(0_0_2_6)  c_e_flow(0_1_2)_  -1
    x(0_0_2_6)  c_u_processors(0_2_0)_  3
    x(0_0_2_6)  c_u_area_cut(0)_  6
    x(0_0_2_7)  goodput   0.1125
    x(0_0_2_7)  c_e_one_path(0_0_2)_  1
    x(0_0_2_7)  c_e_flow(0_0_1)_  1
    x(0_0_2_7)  c_e_flow(0_1_0)_  -1
    x(0_0_2_7)  c_u_processors(0_2_1)_  3
    x(0_0_2_7)  c_u_processors(0_2_2)_  3
    x(0_0_2_7)  c_u_area_cut(0)_  72
    x(0_0_2_8)  goodput   0.10312500000000001
    x(0_0_2_8)  c_e_one_path(0_0_2)_  1
    x(0_0_2_8)  c_e_flow(0_0_1)_  1
    x(0_0_2_8)  c_e_flow(0_1_1)_  -1
    x(0_0_2_8)  c_u_processors(0_2_1)_  3
    x(0_0_2_8)  c_u_area_cut(0)_  66
    x(0_0_2_10)  goodput   0.13125000000000001
    x(0_0_2_10)  c_e_one_path(0_0_2)_  1
    x(0_0_2_10)  c_e_flow(0_0_2)_  1
    x(0_0_2_10)  c_e_flow(0_1_0)_  -1
    x(0_0_2_10)  c_u_processors(0_2_0)_  3
    x(0_0_2_10)  c_u_processors(0_2_1)_  3
    x(0_0_2_10)  c_u_processors(0_2_2)_  3
    x(0_0_2_10)  c_u_area_cut(0)_  84
    x(0_0_2_11)  goodput   0.12187500000000001
    x(0_0_2_11)  c_e_one_path(0_0_2)_  1
    x(0_0_2_11)  c_e_flow(0_0_2)_  1
    x(0_0_2_11)  c_e_flow(0_1_1)_  -1
    x(0_0_2_11)  c_u_processors(0_2_0)_  3
    x(0_0_2_11)  c_u_processors(0_2_1)_  3
    x(0_0_2_11)  c_u_area_cut(0)_  78
    x(0_0_2_13)  goodput   0.1125
    x(0_0_2_13)  c_e_one_path(0_0_2)_  1
    x(0_0_2_13)  c_e_flow(0_0_2)_  1
    x(0_0_2_13)  c_e_flow(0_1_0)_  -1
    x(0_0_2_13)  c_u_processors(0_2_1)_  3
    x(0_0_2_13)  c_u_processors(0_2_2)_  3
    x(0_0_2_13)  c_u_area_cut(0)_  72
    x(0_0_2_14)  goodput   0.10312500000000001
    x(0_0_2_14)  c_e_one_path(0_0_2)_  1
    x(0_0_2_14)  c_e_flow(0_0_2)_  1
    x(0_0_2_14)  c_e_flow(0_1_1)_  -1
    x(0_0_2_14)  c_u_processors(0_2_1)_  3
    x(0_0_2_14)  c_u_area_cut(0)_  66
    x(0_0_3_1)  goodput   0.140625
    x(0_0_3_1)  c_e_one_path(0_0_3)_  1
    x(0_0_3_1)  c_e_flow(0_0_0)_  1
    x(0_0_3_1)  c_e_flow(0_1_0)_  -1
    x(0_0_3_1)  c_u_processors(0_3_0)_  3
    x(0_0_3_1)  c_u_processors(0_3_1)_  3
    x(0_0_3_1)  c_u_processors(0_3_2)_  3
    x(0_0_3_1)  c_u_area_cut(0)_  90
    x(0_0_3_2)  goodput   0.13125000000000001
    x(0_0_3_2)  c_e_one_path(0_0_3)_  1
    x(0_0_3_2)  c_e_flow(0_0_0)_  1
    x(0_0_3_2)  c_e_flow(0_1_1)_  -1
    x(0_0_3_2)  c_u_processors(0_3_0)_  3
    x(0_0_3_2)  c_u_processors(0_3_1)_  3
    x(0_0_3_2)  c_u_area_cut(0)_  84
    x(0_0_3_3)  goodput   0.0234375
    x(0_0_3_3)  c_e_one_path(0_0_3)_  1
    x(0_0_3_3)  c_e_flow(0_0_0)_  1
    x(0_0_3_3)  c_e_flow(0_1_2)_  -1
    x(0_0_3_3)  c_u_processors(0_3_0)_  3
    x(0_0_3_3)  c_u_area_cut(0)_  15
    x(0_0_3_4)  goodput   0.140625
    x(0_0_3_4)  c_e_one_path(0_0_3)_  1
    x(0_0_3_4)  c_e_flow(0_0_1)_  1
    x(0_0_3_4)  c_e_flow(0_1_0)_  -1
    x(0_0_3_4)  c_u_processors(0_3_0)_  3
    x(0_0_3_4)  c_u_processors(0_3_1)_  3
    x(0_0_3_4)  c_u_processors(0_3_2)_  3
    x(0_0_3_4)  c_u_area_cut(0)_  90
    x(0_0_3_5)  goodput   0.13125000000000001
    x(0_0_3_5)  c_e_one_path(0_0_3)_  1
    x(0_0_3_5)  c_e_flow(0_0_1)_  1
    x(0_0_3_5)  c_e_flow(0_1_1)_  -1
    x(0_0_3_5)  c_u_processors(0_3_0)_  3
    x(0_0_3_5)  c_u_processors(0_3_1)_  3
    x(0_0_3_5)  c_u_area_cut(0)_  84
    x(0_0_3_6)  goodput   0.0234375
    x(0_0_3_6)  c_e_one_path(0_0_3)_  1
    x(0_0_3_6)  c_e_flow(0_0_1)_  1
    x(0_0_3_6)  c_e_flow(0_1_2)_  -1
    x(0_0_3_6)  c_u_processors(0_3_0)_  3
    x(0_0_3_6)  c_u_area_cut(0)_  15
    x(0_0_3_7)  goodput   0.098437500000000011
    x(0_0_3_7)  c_e_one_path(0_0_3)_  1
    x(0_0_3_7)  c_e_flow(0_0_1)_  1
    x(0_0_3_7)  c_e_flow(0_1_0)_  -1
    x(0_0_3_7)  c_u_processors(0_3_1)_  3
    x(0_0_3_7)  c_u_processors(0_3_2)_  3
    x(0_0_3_7)  c_u_area_cut(0)_  63
    x(0_0_3_8)  goodput   0.089062500000000003
    x(0_0_3_8)  c_e_one_path(0_0_3)_  1
    x(0_0_3_8)  c_e_flow(0_0_1)_  1
    x(0_0_3_8)  c_e_flow(0_1_1)_  -1
    x(0_0_3_8)  c_u_processors(0_3_1)_  3
    x(0_0_3_8)  c_u_area_cut(0)_  57
    x(0_0_3_10)  goodput   0.13125000000000001
    x(0_0_3_10)  c_e_one_path(0_0_3)_  1
    x(0_0_3_10)  c_e_flow(0_0_2)_  1
    x(0_0_3_10)  c_e_flow(0_1_0)_  -1
    x(0_0_3_10)  c_u_processors(0_3_0)_  3
    x(0_0_3_10)  c_u_processors(0_3_1)_  3
    x(0_0_3_10)  c_u_processors(0_3_2)_  3
    x(0_0_3_10)  c_u_area_cut(0)_  84
    x(0_0_3_11)  goodput   0.12187500000000001
    x(0_0_3_11)  c_e_one_path(0_0_3)_  1
    x(0_0_3_11)  c_e_flow(0_0_2)_  1
    x(0_0_3_11)  c_e_flow(0_1_1)_  -1
    x(0_0_3_11)  c_u_processors(0_3_0)_  3
    x(0_0_3_11)  c_u_processors(0_3_1)_  3
    x(0_0_3_11)  c_u_area_cut(0)_  78
    x(0_0_3_12)  goodput   0.0140625
    x(0_0_3_12)  c_e_one_path(0_0_3)_  1
    x(0_0_3_12)  c_e_flow(0_0_2)_  1
    x(0_0_3_12)  c_e_flow(0_1_2)_  -1
    x(0_0_3_12)  c_u_processors(0_3_0)_  3
    x(0_0_3_12)  c_u_area_cut(0)_  9
    x(0_0_3_13)  goodput   0.098437500000000011
    x(0_0_3_13)  c_e_one_path(0_0_3)_  1
    x(0_0_3_13)  c_e_flow(0_0_2)_  1
    x(0_0_3_13)  c_e_flow(0_1_0)_  -1
    x(0_0_3_13)  c_u_processors(0_3_1)_  3
    x(0_0_3_13)  c_u_processors(0_3_2)_  3
    x(0_0_3_13)  c_u_area_cut(0)_  63
    x(0_0_3_14)  goodput   0.089062500000000003
    x(0_0_3_14)  c_e_one_path(0_0_3)_  1
    x(0_0_3_14)  c_e_flow(0_0_2)_  1
    x(0_0_3_14)  c_e_flow(0_1_1)_  -1
    x(0_0_3_14)  c_u_processors(0_3_1)_  3
    x(0_0_3_14)  c_u_area_cut(0)_  57
    x(0_0_4_1)  goodput   0.140625
    x(0_0_4_1)  c_e_one_path(0_0_4)_  1
    x(0_0_4_1)  c_e_flow(0_0_0)_  1
    x(0_0_4_1)  c_e_flow(0_1_0)_  -1
    x(0_0_4_1)  c_u_processors(0_4_0)_  3
    x(0_0_4_1)  c_u_processors(0_4_1)_  3
    x(0_0_4_1)  c_u_processors(0_4_2)_  3
    x(0_0_4_1)  c_u_area_cut(0)_  90
    x(0_0_4_2)  goodput   0.13125000000000001
    x(0_0_4_2)  c_e_one_path(0_0_4)_  1
    x(0_0_4_2)  c_e_flow(0_0_0)_  1
    x(0_0_4_2)  c_e_flow(0_1_1)_  -1
    x(0_0_4_2)  c_u_processors(0_4_0)_  3
    x(0_0_4_2)  c_u_processors(0_4_1)_  3
    x(0_0_4_2)  c_u_area_cut(0)_  84
    x(0_0_4_3)  goodput   0.028125000000000001
    x(0_0_4_3)  c_e_one_path(0_0_4)_  1
    x(0_0_4_3)  c_e_flow(0_0_0)_  1
    x(0_0_4_3)  c_e_flow(0_1_2)_  -1
    x(0_0_4_3)  c_u_processors(0_4_0)_  3
    x(0_0_4_3)  c_u_area_cut(0)_  18
    x(0_0_4_4)  goodput   0.140625
    x(0_0_4_4)  c_e_one_path(0_0_4)_  1
    x(0_0_4_4)  c_e_flow(0_0_1)_  1
    x(0_0_4_4)  c_e_flow(0_1_0)_  -1
    x(0_0_4_4)  c_u_processors(0_4_0)_  3
    x(0_0_4_4)  c_u_processors(0_4_1)_  3
    x(0_0_4_4)  c_u_processors(0_4_2)_  3
    x(0_0_4_4)  c_u_area_cut(0)_  90
    x(0_0_4_5)  goodput   0.13125000000000001
    x(0_0_4_5)  c_e_one_path(0_0_4)_  1
    x(0_0_4_5)  c_e_flow(0_0_1)_  1
    x(0_0_4_5)  c_e_flow(0_1_1)_  -1
    x(0_0_4_5)  c_u_processors(0_4_0)_  3
    x(0_0_4_5)  c_u_processors(0_4_1)_  3
    x(0_0_4_5)  c_u_area_cut(0)_  84
    x(0_0_4_6)  goodput   0.028125000000000001
    x(0_0_4_6)  c_e_one_path(0_0_4)_  1
    x(0_0_4_6)  c_e_flow(0_0_1)_  1
    x(0_0_4_6)  c_e_flow(0_1_2)_  -1
    x(0_0_4_6)  c_u_processors(0_4_0)_  3
    x(0_0_4_6)  c_u_area_cut(0)_  18
    x(0_0_4_7)  goodput   0.09375
    x(0_0_4_7)  c_e_one_path(0_0_4)_  1
    x(0_0_4_7)  c_e_flow(0_0_1)_  1
    x(0_0_4_7)  c_e_flow(0_1_0)_  -1
    x(0_0_4_7)  c_u_processors(0_4_1)_  3
    x(0_0_4_7)  c_u_processors(0_4_2)_  3
    x(0_0_4_7)  c_u_area_cut(0)_  60
    x(0_0_4_8)  goodput   0.084375000000000006
    x(0_0_4_8)  c_e_one_path(0_0_4)_  1
    x(0_0_4_8)  c_e_flow(0_0_1)_  1
    x(0_0_4_8)  c_e_flow(0_1_1)_  -1
    x(0_0_4_8)  c_u_processors(0_4_1)_  3
    x(0_0_4_8)  c_u_area_cut(0)_  54
    x(0_0_4_10)  goodput   0.13125000000000001
    x(0_0_4_10)  c_e_one_path(0_0_4)_  1
    x(0_0_4_10)  c_e_flow(0_0_2)_  1
    x(0_0_4_10)  c_e_flow(0_1_0)_  -1
    x(0_0_4_10)  c_u_processors(0_4_0)_  3
    x(0_0_4_10)  c_u_processors(0_4_1)_  3
    x(0_0_4_10)  c_u_processors(0_4_2)_  3
    x(0_0_4_10)  c_u_area_cut(0)_  84
    x(0_0_4_11)  goodput   0.12187500000000001
    x(0_0_4_11)  c_e_one_path(0_0_4)_  1
    x(0_0_4_11)  c_e_flow(0_0_2)_  1
    x(0_0_4_11)  c_e_flow(0_1_1)_  -1
    x(0_0_4_11)  c_u_processors(0_4_0)_  3
    x(0_0_4_11)  c_u_processors(0_4_1)_  3
    x(0_0_4_11)  c_u_area_cut(0)_  78
    x(0_0_4_12)  goodput   0.018750000000000003
    x(0_0_4_12)  c_e_one_path(0_0_4)_  1
    x(0_0_4_12)  c_e_flow(0_0_2)_  1
    x(0_0_4_12)  c_e_flow(0_1_2)_  -1
    x(0_0_4_12)  c_u_processors(0_4_0)_  3
    x(0_0_4_12)  c_u_area_cut(0)_  12
    x(0_0_4_13)  goodput   0.09375
    x(0_0_4_13)  c_e_one_path(0_0_4)_  1
    x(0_0_4_13)  c_e_flow(0_0_2)_  1
    x(0_0_4_13)  c_e_flow(0_1_0)_  -1
    x(0_0_4_13)  c_u_processors(0_4_1)_  3
    x(0_0_4_13)  c_u_processors(0_4_2)_  3
    x(0_0_4_13)  c_u_area_cut(0)_  60
    x(0_0_4_14)  goodput   0.084375000000000006
    x(0_0_4_14)  c_e_one_path(0_0_4)_  1
    x(0_0_4_14)  c_e_flow(0_0_2)_  1
    x(0_0_4_14)  c_e_flow(0_1_1)_  -1
    x(0_0_4_14)  c_u_processors(0_4_1)_  3
    x(0_0_4_14)  c_u_area_cut(0)_  54
    x(0_0_5_1)  goodput   0.140625
    x(0_0_5_1)  c_e_one_path(0_0_5)_  1
    x(0_0_5_1)  c_e_flow(0_0_0)_  1
    x(0_0_5_1)  c_e_flow(0_1_0)_  -1
    x(0_0_5_1)  c_u_processors(0_5_0)_  3
    x(0_0_5_1)  c_u_processors(0_5_1)_  3
    x(0_0_5_1)  c_u_processors(0_5_2)_  3
    x(0_0_5_1)  c_u_area_cut(0)_  90
    x(0_0_5_2)  goodput   0.13125000000000001
    x(0_0_5_2)  c_e_one_path(0_0_5)_  1
    x(0_0_5_2)  c_e_flow(0_0_0)_  1
    x(0_0_5_2)  c_e_flow(0_1_1)_  -1
    x(0_0_5_2)  c_u_processors(0_5_0)_  3
    x(0_0_5_2)  c_u_processors(0_5_1)_  3
    x(0_0_5_2)  c_u_area_cut(0)_  84
    x(0_0_5_3)  goodput   0.056250000000000001
    x(0_0_5_3)  c_e_one_path(0_0_5)_  1
    x(0_0_5_3)  c_e_flow(0_0_0)_  1
    x(0_0_5_3)  c_e_flow(0_1_2)_  -1
    x(0_0_5_3)  c_u_processors(0_5_0)_  3
    x(0_0_5_3)  c_u_area_cut(0)_  36
    x(0_0_5_4)  goodput   0.140625
    x(0_0_5_4)  c_e_one_path(0_0_5)_  1
    x(0_0_5_4)  c_e_flow(0_0_1)_  1
    x(0_0_5_4)  c_e_flow(0_1_0)_  -1
    x(0_0_5_4)  c_u_processors(0_5_0)_  3
    x(0_0_5_4)  c_u_processors(0_5_1)_  3
    x(0_0_5_4)  c_u_processors(0_5_2)_  3
    x(0_0_5_4)  c_u_area_cut(0)_  90
    x(0_0_5_5)  goodput   0.13125000000000001
    x(0_0_5_5)  c_e_one_path(0_0_5)_  1
    x(0_0_5_5)  c_e_flow(0_0_1)_  1
    x(0_0_5_5)  c_e_flow(0_1_1)_  -1
    x(0_0_5_5)  c_u_processors(0_5_0)_  3
    x(0_0_5_5)  c_u_processors(0_5_1)_  3
    x(0_0_5_5)  c_u_area_cut(0)_  84
    x(0_0_5_6)  goodput   0.056250000000000001
    x(0_0_5_6)  c_e_one_path(0_0_5)_  1
    x(0_0_5_6)  c_e_flow(0_0_1)_  1
    x(0_0_5_6)  c_e_flow(0_1_2)_  -1
    x(0_0_5_6)  c_u_processors(0_5_0)_  3
    x(0_0_5_6)  c_u_area_cut(0)_  36
    x(0_0_5_7)  goodput   0.065625000000000003
    x(0_0_5_7)  c_e_one_path(0_0_5)_  1
    x(0_0_5_7)  c_e_flow(0_0_1)_  1
    x(0_0_5_7)  c_e_flow(0_1_0)_  -1
    x(0_0_5_7)  c_u_processors(0_5_1)_  3
    x(0_0_5_7)  c_u_processors(0_5_2)_  3
    x(0_0_5_7)  c_u_area_cut(0)_  42
    x(0_0_5_8)  goodput   0.056250000000000001
    x(0_0_5_8)  c_e_one_path(0_0_5)_  1
    x(0_0_5_8)  c_e_flow(0_0_1)_  1
    x(0_0_5_8)  c_e_flow(0_1_1)_  -1
    x(0_0_5_8)  c_u_processors(0_5_1)_  3
    x(0_0_5_8)  c_u_area_cut(0)_  36
    x(0_0_5_10)  goodput   0.13125000000000001
    x(0_0_5_10)  c_e_one_path(0_0_5)_  1
    x(0_0_5_10)  c_e_flow(0_0_2)_  1
    x(0_0_5_10)  c_e_flow(0_1_0)_  -1
    x(0_0_5_10)  c_u_processors(0_5_0)_  3
    x(0_0_5_10)  c_u_processors(0_5_1)_  3
    x(0_0_5_10)  c_u_processors(0_5_2)_  3
    x(0_0_5_10)  c_u_area_cut(0)_  84
    x(0_0_5_11)  goodput   0.12187500000000001
    x(0_0_5_11)  c_e_one_path(0_0_5)_  1
    x(0_0_5_11)  c_e_flow(0_0_2)_  1
    x(0_0_5_11)  c_e_flow(0_1_1)_  -1
    x(0_0_5_11)  c_u_processors(0_5_0)_  3
    x(0_0_5_11)  c_u_processors(0_5_1)_  3
    x(0_0_5_11)  c_u_area_cut(0)_  78
    x(0_0_5_12)  goodput   0.046875
    x(0_0_5_12)  c_e_one_path(0_0_5)_  1
    x(0_0_5_12)  c_e_flow(0_0_2)_  1
    x(0_0_5_12)  c_e_flow(0_1_2)_  -1
    x(0_0_5_12)  c_u_processors(0_5_0)_  3
    x(0_0_5_12)  c_u_area_cut(0)_  30
    x(0_0_5_13)  goodput   0.065625000000000003
    x(0_0_5_13)  c_e_one_path(0_0_5)_  1
    x(0_0_5_13)  c_e_flow(0_0_2)_  1
    x(0_0_5_13)  c_e_flow(0_1_0)_  -1
    x(0_0_5_13)  c_u_processors(0_5_1)_  3
    x(0_0_5_13)  c_u_processors(0_5_2)_  3
    x(0_0_5_13)  c_u_area_cut(0)_  42
    x(0_0_5_14)  goodput   0.056250000000000001
    x(0_0_5_14)  c_e_one_path(0_0_5)_  1
    x(0_0_5_14)  c_e_flow(0_0_2)_  1
    x(0_0_5_14)  c_e_flow(0_1_1)_  -1
    x(0_0_5_14)  c_u_processors(0_5_1)_  3
    x(0_0_5_14)  c_u_area_cut(0)_  36
    x(0_0_6_1)  goodput   0.140625
    x(0_0_6_1)  c_e_one_path(0_0_6)_  1
    x(0_0_6_1)  c_e_flow(0_0_0)_  1
    x(0_0_6_1)  c_e_flow(0_1_0)_  -1
    x(0_0_6_1)  c_u_processors(0_6_0)_  3
    x(0_0_6_1)  c_u_processors(0_6_1)_  3
    x(0_0_6_1)  c_u_processors(0_6_2)_  3
    x(0_0_6_1)  c_u_area_cut(0)_  90
    x(0_0_6_2)  goodput   0.13125000000000001
    x(0_0_6_2)  c_e_one_path(0_0_6)_  1
    x(0_0_6_2)  c_e_flow(0_0_0)_  1
    x(0_0_6_2)  c_e_flow(0_1_1)_  -1
    x(0_0_6_2)  c_u_processors(0_6_0)_  3
    x(0_0_6_2)  c_u_processors(0_6_1)_  3
    x(0_0_6_2)  c_u_area_cut(0)_  84
    x(0_0_6_3)  goodput   0.065625000000000003
    x(0_0_6_3)  c_e_one_path(0_0_6)_  1
    x(0_0_6_3)  c_e_flow(0_0_0)_  1
    x(0_0_6_3)  c_e_flow(0_1_2)_  -1
    x(0_0_6_3)  c_u_processors(0_6_0)_  3
    x(0_0_6_3)  c_u_area_cut(0)_  42
    x(0_0_6_4)  goodput   0.140625
    x(0_0_6_4)  c_e_one_path(0_0_6)_  1
    x(0_0_6_4)  c_e_flow(0_0_1)_  1
    x(0_0_6_4)  c_e_flow(0_1_0)_  -1
    x(0_0_6_4)  c_u_processors(0_6_0)_  3
    x(0_0_6_4)  c_u_processors(0_6_1)_  3
    x(0_0_6_4)  c_u_processors(0_6_2)_  3
    x(0_0_6_4)  c_u_area_cut(0)_  90
    x(0_0_6_5)  goodput   0.13125000000000001
    x(0_0_6_5)  c_e_one_path(0_0_6)_  1
    x(0_0_6_5)  c_e_flow(0_0_1)_  1
    x(0_0_6_5)  c_e_flow(0_1_1)_  -1
    x(0_0_6_5)  c_u_processors(0_6_0)_  3
    x(0_0_6_5)  c_u_processors(0_6_1)_  3
    x(0_0_6_5)  c_u_area_cut(0)_  84
    x(0_0_6_6)  goodput   0.065625000000000003
    x(0_0_6_6)  c_e_one_path(0_0_6)_  1
    x(0_0_6_6)  c_e_flow(0_0_1)_  1
    x(0_0_6_6)  c_e_flow(0_1_2)_  -1
    x(0_0_6_6)  c_u_processors(0_6_0)_  3
    x(0_0_6_6)  c_u_area_cut(0)_  42
    x(0_0_6_7)  goodput   0.056250000000000001
    x(0_0_6_7)  c_e_one_path(0_0_6)_  1
    x(0_0_6_7)  c_e_flow(0_0_1)_  1
    x(0_0_6_7)  c_e_flow(0_1_0)_  -1
    x(0_0_6_7)  c_u_processors(0_6_1)_  3
    x(0_0_6_7)  c_u_processors(0_6_2)_  3
    x(0_0_6_7)  c_u_area_cut(0)_  36
    x(0_0_6_8)  goodput   0.046875
    x(0_0_6_8)  c_e_one_path(0_0_6)_  1
    x(0_0_6_8)  c_e_flow(0_0_1)_  1
    x(0_0_6_8)  c_e_flow(0_1_1)_  -1
    x(0_0_6_8)  c_u_processors(0_6_1)_  3
    x(0_0_6_8)  c_u_area_cut(0)_  30
    x(0_0_6_10)  goodput   0.13125000000000001
    x(0_0_6_10)  c_e_one_path(0_0_6)_  1
    x(0_0_6_10)  c_e_flow(0_0_2)_  1
    x(0_0_6_10)  c_e_flow(0_1_0)_  -1
    x(0_0_6_10)  c_u_processors(0_6_0)_  3
    x(0_0_6_10)  c_u_processors(0_6_1)_  3
    x(0_0_6_10)  c_u_processors(0_6_2)_  3
    x(0_0_6_10)  c_u_area_cut(0)_  84
    x(0_0_6_11)  goodput   0.12187500000000001
    x(0_0_6_11)  c_e_one_path(0_0_6)_  1
    x(0_0_6_11)  c_e_flow(0_0_2)_  1
    x(0_0_6_11)  c_e_flow(0_1_1)_  -1
    x(0_0_6_11)  c_u_processors(0_6_0)_  3
    x(0_0_6_11)  c_u_processors(0_6_1)_  3
    x(0_0_6_11)  c_u_area_cut(0)_  78
    x(0_0_6_12)  goodput   0.056250000000000001
    x(0_0_6_12)  c_e_one_path(0_0_6)_  1
    x(0_0_6_12)  c_e_flow(0_0_2)_  1
    x(0_0_6_12)  c_e_flow(0_1_2)_  -1
    x(0_0_6_12)  c_u_processors(0_6_0)_  3
    x(0_0_6_12)  c_u_area_cut(0)_  36
    x(0_0_6_13)  goodput   0.056250000000000001
    x(0_0_6_13)  c_e_one_path(0_0_6)_  1
    x(0_0_6_13)  c_e_flow(0_0_2)_  1
    x(0_0_6_13)  c_e_flow(0_1_0)_  -1
    x(0_0_6_13)  c_u_processors(0_6_1)_  3
    x(0_0_6_13)  c_u_processors(0_6_2)_  3
    x(0_0_6_13)  c_u_area_cut(0)_  36
    x(0_0_6_14)  goodput   0.046875
    x(0_0_6_14)  c_e_one_path(0_0_6)_  1
    x(0_0_6_14)  c_e_flow(0_0_2)_  1
    x(0_0_6_14)  c_e_flow(0_1_1)_  -1
    x(0_0_6_14)  c_u_processors(0_6_1)_  3
    x(0_0_6_14)  c_u_area_cut(0)_  30
    x(0_0_7_1)  goodput   0.140625
    x(0_0_7_1)  c_e_one_path(0_0_7)_  1
    x(0_0_7_1)  c_e_flow(0_0_0)_  1
    x(0_0_7_1)  c_e_flow(0_1_0)_  -1
    x(0_0_7_1)  c_u_processors(0_7_0)_  3
    x(0_0_7_1)  c_u_processors(0_7_1)_  3
    x(0_0_7_1)  c_u_processors(0_7_2)_  3
    x(0_0_7_1)  c_u_area_cut(0)_  90
    x(0_0_7_2)  goodput   0.13125000000000001
    x(0_0_7_2)  c_e_one_path(0_0_7)_  1
    x(0_0_7_2)  c_e_flow(0_0_0)_  1
    x(0_0_7_2)  c_e_flow(0_1_1)_  -1
    x(0_0_7_2)  c_u_processors(0_7_0)_  3
    x(0_0_7_2)  c_u_processors(0_7_1)_  3
    x(0_0_7_2)  c_u_area_cut(0)_  84
    x(0_0_7_3)  goodput   0.09375
    x(0_0_7_3)  c_e_one_path(0_0_7)_  1
    x(0_0_7_3)  c_e_flow(0_0_0)_  1
    x(0_0_7_3)  c_e_flow(0_1_2)_  -1
    x(0_0_7_3)  c_u_processors(0_7_0)_  3
    x(0_0_7_3)  c_u_area_cut(0)_  60
    x(0_0_7_4)  goodput   0.140625
    x(0_0_7_4)  c_e_one_path(0_0_7)_  1
    x(0_0_7_4)  c_e_flow(0_0_1)_  1
    x(0_0_7_4)  c_e_flow(0_1_0)_  -1
    x(0_0_7_4)  c_u_processors(0_7_0)_  3
    x(0_0_7_4)  c_u_processors(0_7_1)_  3
    x(0_0_7_4)  c_u_processors(0_7_2)_  3
    x(0_0_7_4)  c_u_area_cut(0)_  90
    x(0_0_7_5)  goodput   0.13125000000000001
    x(0_0_7_5)  c_e_one_path(0_0_7)_  1
    x(0_0_7_5)  c_e_flow(0_0_1)_  1
    x(0_0_7_5)  c_e_flow(0_1_1)_  -1
    x(0_0_7_5)  c_u_processors(0_7_0)_  3
    x(0_0_7_5)  c_u_processors(0_7_1)_  3
    x(0_0_7_5)  c_u_area_cut(0)_  84
    x(0_0_7_6)  goodput   0.09375
    x(0_0_7_6)  c_e_one_path(0_0_7)_  1
    x(0_0_7_6)  c_e_flow(0_0_1)_  1
    x(0_0_7_6)  c_e_flow(0_1_2)_  -1
    x(0_0_7_6)  c_u_processors(0_7_0)_  3
    x(0_0_7_6)  c_u_area_cut(0)_  60
    x(0_0_7_7)  goodput   0.028125000000000001
    x(0_0_7_7)  c_e_one_path(0_0_7)_  1
    x(0_0_7_7)  c_e_flow(0_0_1)_  1
    x(0_0_7_7)  c_e_flow(0_1_0)_  -1
    x(0_0_7_7)  c_u_processors(0_7_1)_  3
    x(0_0_7_7)  c_u_processors(0_7_2)_  3
    x(0_0_7_7)  c_u_area_cut(0)_  18
    x(0_0_7_8)  goodput   0.018750000000000003
    x(0_0_7_8)  c_e_one_path(0_0_7)_  1
    x(0_0_7_8)  c_e_flow(0_0_1)_  1
    x(0_0_7_8)  c_e_flow(0_1_1)_  -1
    x(0_0_7_8)  c_u_processors(0_7_1)_  3
    x(0_0_7_8)  c_u_area_cut(0)_  12
    x(0_0_7_10)  goodput   0.13125000000000001
    x(0_0_7_10)  c_e_one_path(0_0_7)_  1
    x(0_0_7_10)  c_e_flow(0_0_2)_  1
    x(0_0_7_10)  c_e_flow(0_1_0)_  -1
    x(0_0_7_10)  c_u_processors(0_7_0)_  3
    x(0_0_7_10)  c_u_processors(0_7_1)_  3
    x(0_0_7_10)  c_u_processors(0_7_2)_  3
    x(0_0_7_10)  c_u_area_cut(0)_  84
    x(0_0_7_11)  goodput   0.12187500000000001
    x(0_0_7_11)  c_e_one_path(0_0_7)_  1
    x(0_0_7_11)  c_e_flow(0_0_2)_  1
    x(0_0_7_11)  c_e_flow(0_1_1)_  -1
    x(0_0_7_11)  c_u_processors(0_7_0)_  3
    x(0_0_7_11)  c_u_processors(0_7_1)_  3
    x(0_0_7_11)  c_u_area_cut(0)_  78
    x(0_0_7_12)  goodput   0.084375000000000006
    x(0_0_7_12)  c_e_one_path(0_0_7)_  1
    x(0_0_7_12)  c_e_flow(0_0_2)_  1
    x(0_0_7_12)  c_e_flow(0_1_2)_  -1
    x(0_0_7_12)  c_u_processors(0_7_0)_  3
    x(0_0_7_12)  c_u_area_cut(0)_  54
    x(0_0_7_13)  goodput   0.028125000000000001
    x(0_0_7_13)  c_e_one_path(0_0_7)_  1
    x(0_0_7_13)  c_e_flow(0_0_2)_  1
    x(0_0_7_13)  c_e_flow(0_1_0)_  -1
    x(0_0_7_13)  c_u_processors(0_7_1)_  3
    x(0_0_7_13)  c_u_processors(0_7_2)_  3
    x(0_0_7_13)  c_u_area_cut(0)_  18
    x(0_0_7_14)  goodput   0.018750000000000003
    x(0_0_7_14)  c_e_one_path(0_0_7)_  1
    x(0_0_7_14)  c_e_flow(0_0_2)_  1
    x(0_0_7_14)  c_e_flow(0_1_1)_  -1
    x(0_0_7_14)  c_u_processors(0_7_1)_  3
    x(0_0_7_14)  c_u_area_cut(0)_  12
    x(0_0_8_1)  goodput   0.140625
    x(0_0_8_1)  c_e_one_path(0_0_8)_  1
    x(0_0_8_1)  c_e_flow(0_0_0)_  1
    x(0_0_8_1)  c_e_flow(0_1_0)_  -1
    x(0_0_8_1)  c_u_processors(0_8_0)_  3
    x(0_0_8_1)  c_u_processors(0_8_1)_  3
    x(0_0_8_1)  c_u_processors(0_8_2)_  3
    x(0_0_8_1)  c_u_area_cut(0)_  90
    x(0_0_8_2)  goodput   0.13125000000000001
    x(0_0_8_2)  c_e_one_path(0_0_8)_  1
    x(0_0_8_2)  c_e_flow(0_0_0)_  1
    x(0_0_8_2)  c_e_flow(0_1_1)_  -1
    x(0_0_8_2)  c_u_processors(0_8_0)_  3
    x(0_0_8_2)  c_u_processors(0_8_1)_  3
    x(0_0_8_2)  c_u_area_cut(0)_  84
    x(0_0_8_3)  goodput   0.098437500000000011
    x(0_0_8_3)  c_e_one_path(0_0_8)_  1
    x(0_0_8_3)  c_e_flow(0_0_0)_  1
    x(0_0_8_3)  c_e_flow(0_1_2)_  -1
    x(0_0_8_3)  c_u_processors(0_8_0)_  3
    x(0_0_8_3)  c_u_area_cut(0)_  63
    x(0_0_8_4)  goodput   0.140625
    x(0_0_8_4)  c_e_one_path(0_0_8)_  1
    x(0_0_8_4)  c_e_flow(0_0_1)_  1
    x(0_0_8_4)  c_e_flow(0_1_0)_  -1
    x(0_0_8_4)  c_u_processors(0_8_0)_  3
    x(0_0_8_4)  c_u_processors(0_8_1)_  3
    x(0_0_8_4)  c_u_processors(0_8_2)_  3
    x(0_0_8_4)  c_u_area_cut(0)_  90
    x(0_0_8_5)  goodput   0.13125000000000001
    x(0_0_8_5)  c_e_one_path(0_0_8)_  1
    x(0_0_8_5)  c_e_flow(0_0_1)_  1
    x(0_0_8_5)  c_e_flow(0_1_1)_  -1
    x(0_0_8_5)  c_u_processors(0_8_0)_  3
    x(0_0_8_5)  c_u_processors(0_8_1)_  3
    x(0_0_8_5)  c_u_area_cut(0)_  84
    x(0_0_8_6)  goodput   0.098437500000000011
    x(0_0_8_6)  c_e_one_path(0_0_8)_  1
    x(0_0_8_6)  c_e_flow(0_0_1)_  1
    x(0_0_8_6)  c_e_flow(0_1_2)_  -1
    x(0_0_8_6)  c_u_processors(0_8_0)_  3
    x(0_0_8_6)  c_u_area_cut(0)_  63
    x(0_0_8_7)  goodput   0.0234375
    x(0_0_8_7)  c_e_one_path(0_0_8)_  1
    x(0_0_8_7)  c_e_flow(0_0_1)_  1
    x(0_0_8_7)  c_e_flow(0_1_0)_  -1
    x(0_0_8_7)  c_u_processors(0_8_1)_  3
    x(0_0_8_7)  c_u_processors(0_8_2)_  3
    x(0_0_8_7)  c_u_area_cut(0)_  15
    x(0_0_8_8)  goodput   0.0140625
    x(0_0_8_8)  c_e_one_path(0_0_8)_  1
    x(0_0_8_8)  c_e_flow(0_0_1)_  1
    x(0_0_8_8)  c_e_flow(0_1_1)_  -1
    x(0_0_8_8)  c_u_processors(0_8_1)_  3
    x(0_0_8_8)  c_u_area_cut(0)_  9
    x(0_0_8_10)  goodput   0.13125000000000001
    x(0_0_8_10)  c_e_one_path(0_0_8)_  1
    x(0_0_8_10)  c_e_flow(0_0_2)_  1
    x(0_0_8_10)  c_e_flow(0_1_0)_  -1
    x(0_0_8_10)  c_u_processors(0_8_0)_  3
    x(0_0_8_10)  c_u_processors(0_8_1)_  3
    x(0_0_8_10)  c_u_processors(0_8_2)_  3
    x(0_0_8_10)  c_u_area_cut(0)_  84
    x(0_0_8_11)  goodput   0.12187500000000001
    x(0_0_8_11)  c_e_one_path(0_0_8)_  1
    x(0_0_8_11)  c_e_flow(0_0_2)_  1
    x(0_0_8_11)  c_e_flow(0_1_1)_  -1
    x(0_0_8_11)  c_u_processors(0_8_0)_  3
    x(0_0_8_11)  c_u_processors(0_8_1)_  3
    x(0_0_8_11)  c_u_area_cut(0)_  78
    x(0_0_8_12)  goodput   0.089062500000000003
    x(0_0_8_12)  c_e_one_path(0_0_8)_  1
    x(0_0_8_12)  c_e_flow(0_0_2)_  1
    x(0_0_8_12)  c_e_flow(0_1_2)_  -1
    x(0_0_8_12)  c_u_processors(0_8_0)_  3
    x(0_0_8_12)  c_u_area_cut(0)_  57
    x(0_0_8_13)  goodput   0.0234375
    x(0_0_8_13)  c_e_one_path(0_0_8)_  1
    x(0_0_8_13)  c_e_flow(0_0_2)_  1
    x(0_0_8_13)  c_e_flow(0_1_0)_  -1
    x(0_0_8_13)  c_u_processors(0_8_1)_  3
    x(0_0_8_13)  c_u_processors(0_8_2)_  3
    x(0_0_8_13)  c_u_area_cut(0)_  15
    x(0_0_8_14)  goodput   0.0140625
    x(0_0_8_14)  c_e_one_path(0_0_8)_  1
    x(0_0_8_14)  c_e_flow(0_0_2)_  1
    x(0_0_8_14)  c_e_flow(0_1_1)_  -1
    x(0_0_8_14)  c_u_processors(0_8_1)_  3
    x(0_0_8_14)  c_u_area_cut(0)_  9
    x(0_0_9_1)  goodput   0.140625
    x(0_0_9_1)  c_e_one_path(0_0_9)_  1
    x(0_0_9_1)  c_e_flow(0_0_0)_  1
    x(0_0_9_1)  c_e_flow(0_1_0)_  -1
    x(0_0_9_1)  c_u_processors(0_9_0)_  3
    x(0_0_9_1)  c_u_processors(0_9_1)_  3
    x(0_0_9_1)  c_u_processors(0_9_2)_  3
    x(0_0_9_1)  c_u_area_cut(0)_  90
    x(0_0_9_2)  goodput   0.13125000000000001
    x(0_0_9_2)  c_e_one_path(0_0_9)_  1
    x(0_0_9_2)  c_e_flow(0_0_0)_  1
    x(0_0_9_2)  c_e_flow(0_1_1)_  -1
    x(0_0_9_2)  c_u_processors(0_9_0)_  3
    x(0_0_9_2)  c_u_processors(0_9_1)_  3
    x(0_0_9_2)  c_u_area_cut(0)_  84
    x(0_0_9_3)  goodput   0.1125
    x(0_0_9_3)  c_e_one_path(0_0_9)_  1
    x(0_0_9_3)  c_e_flow(0_0_0)_  1
    x(0_0_9_3)  c_e_flow(0_1_2)_  -1
    x(0_0_9_3)  c_u_processors(0_9_0)_  3
    x(0_0_9_3)  c_u_area_cut(0)_  72
    x(0_0_9_4)  goodput   0.140625
    x(0_0_9_4)  c_e_one_path(0_0_9)_  1
    x(0_0_9_4)  c_e_flow(0_0_1)_  1
    x(0_0_9_4)  c_e_flow(0_1_0)_  -1
    x(0_0_9_4)  c_u_processors(0_9_0)_  3
    x(0_0_9_4)  c_u_processors(0_9_1)_  3
    x(0_0_9_4)  c_u_processors(0_9_2)_  3
    x(0_0_9_4)  c_u_area_cut(0)_  90
    x(0_0_9_5)  goodput   0.13125000000000001
    x(0_0_9_5)  c_e_one_path(0_0_9)_  1
    x(0_0_9_5)  c_e_flow(0_0_1)_  1
    x(0_0_9_5)  c_e_flow(0_1_1)_  -1
    x(0_0_9_5)  c_u_processors(0_9_0)_  3
    x(0_0_9_5)  c_u_processors(0_9_1)_  3
    x(0_0_9_5)  c_u_area_cut(0)_  84
    x(0_0_9_6)  goodput   0.1125
    x(0_0_9_6)  c_e_one_path(0_0_9)_  1
    x(0_0_9_6)  c_e_flow(0_0_1)_  1
    x(0_0_9_6)  c_e_flow(0_1_2)_  -1
    x(0_0_9_6)  c_u_processors(0_9_0)_  3
    x(0_0_9_6)  c_u_area_cut(0)_  72
    x(0_0_9_7)  goodput   0.0093750000000000014
    x(0_0_9_7)  c_e_one_path(0_0_9)_  1
    x(0_0_9_7)  c_e_flow(0_0_1)_  1
    x(0_0_9_7)  c_e_flow(0_1_0)_  -1
    x(0_0_9_7)  c_u_processors(0_9_1)_  3
    x(0_0_9_7)  c_u_processors(0_9_2)_  3
    x(0_0_9_7)  c_u_area_cut(0)_  6
    x(0_0_9_10)  goodput   0.13125000000000001
    x(0_0_9_10)  c_e_one_path(0_0_9)_  1
    x(0_0_9_10)  c_e_flow(0_0_2)_  1
    x(0_0_9_10)  c_e_flow(0_1_0)_  -1
    x(0_0_9_10)  c_u_processors(0_9_0)_  3
    x(0_0_9_10)  c_u_processors(0_9_1)_  3
    x(0_0_9_10)  c_u_processors(0_9_2)_  3
    x(0_0_9_10)  c_u_area_cut(0)_  84
    x(0_0_9_11)  goodput   0.12187500000000001
    x(0_0_9_11)  c_e_one_path(0_0_9)_  1
    x(0_0_9_11)  c_e_flow(0_0_2)_  1
    x(0_0_9_11)  c_e_flow(0_1_1)_  -1
    x(0_0_9_11)  c_u_processors(0_9_0)_  3
    x(0_0_9_11)  c_u_processors(0_9_1)_  3
    x(0_0_9_11)  c_u_area_cut(0)_  78
    x(0_0_9_12)  goodput   0.10312500000000001
    x(0_0_9_12)  c_e_one_path(0_0_9)_  1
    x(0_0_9_12)  c_e_flow(0_0_2)_  1
    x(0_0_9_12)  c_e_flow(0_1_2)_  -1
    x(0_0_9_12)  c_u_processors(0_9_0)_  3
    x(0_0_9_12)  c_u_area_cut(0)_  66
    x(0_0_9_13)  goodput   0.0093750000000000014
    x(0_0_9_13)  c_e_one_path(0_0_9)_  1
    x(0_0_9_13)  c_e_flow(0_0_2)_  1
    x(0_0_9_13)  c_e_flow(0_1_0)_  -1
    x(0_0_9_13)  c_u_processors(0_9_1)_  3
    x(0_0_9_13)  c_u_processors(0_9_2)_  3
    x(0_0_9_13)  c_u_area_cut(0)_  6
    x(0_0_10_1)  goodput   0.140625
    x(0_0_10_1)  c_e_one_path(0_0_10)_  1
    x(0_0_10_1)  c_e_flow(0_0_0)_  1
    x(0_0_10_1)  c_e_flow(0_1_0)_  -1
    x(0_0_10_1)  c_u_processors(0_10_0)_  3
    x(0_0_10_1)  c_u_processors(0_10_1)_  3
    x(0_0_10_1)  c_u_processors(0_10_2)_  3
    x(0_0_10_1)  c_u_area_cut(0)_  90
    x(0_0_10_2)  goodput   0.13125000000000001
    x(0_0_10_2)  c_e_one_path(0_0_10)_  1
    x(0_0_10_2)  c_e_flow(0_0_0)_  1
    x(0_0_10_2)  c_e_flow(0_1_1)_  -1
    x(0_0_10_2)  c_u_processors(0_10_0)_  3
    x(0_0_10_2)  c_u_processors(0_10_1)_  3
    x(0_0_10_2)  c_u_area_cut(0)_  84
    x(0_0_10_3)  goodput   0.12187500000000001
    x(0_0_10_3)  c_e_one_path(0_0_10)_  1
    x(0_0_10_3)  c_e_flow(0_0_0)_  1
    x(0_0_10_3)  c_e_flow(0_1_2)_  -1
    x(0_0_10_3)  c_u_processors(0_10_0)_  3
    x(0_0_10_3)  c_u_area_cut(0)_  78
    x(0_0_10_4)  goodput   0.140625
    x(0_0_10_4)  c_e_one_path(0_0_10)_  1
    x(0_0_10_4)  c_e_flow(0_0_1)_  1
    x(0_0_10_4)  c_e_flow(0_1_0)_  -1
    x(0_0_10_4)  c_u_processors(0_10_0)_  3
    x(0_0_10_4)  c_u_processors(0_10_1)_  3
    x(0_0_10_4)  c_u_processors(0_10_2)_  3
    x(0_0_10_4)  c_u_area_cut(0)_  90
    x(0_0_10_5)  goodput   0.13125000000000001
    x(0_0_10_5)  c_e_one_path(0_0_10)_  1
    x(0_0_10_5)  c_e_flow(0_0_1)_  1
    x(0_0_10_5)  c_e_flow(0_1_1)_  -1
    x(0_0_10_5)  c_u_processors(0_10_0)_  3
    x(0_0_10_5)  c_u_processors(0_10_1)_  3
    x(0_0_10_5)  c_u_area_cut(0)_  84
    x(0_0_10_6)  goodput   0.12187500000000001
    x(0_0_10_6)  c_e_one_path(0_0_10)_  1
    x(0_0_10_6)  c_e_flow(0_0_1)_  1
    x(0_0_10_6)  c_e_flow(0_1_2)_  -1
    x(0_0_10_6)  c_u_processors(0_10_0)_  3
    x(0_0_10_6)  c_u_area_cut(0)_  78
    x(0_0_10_10)  goodput   0.13125000000000001
    x(0_0_10_10)  c_e_one_path(0_0_10)_  1
    x(0_0_10_10)  c_e_flow(0_0_2)_  1
    x(0_0_10_10)  c_e_flow(0_1_0)_  -1
    x(0_0_10_10)  c_u_processors(0_10_0)_  3
    x(0_0_10_10)  c_u_processors(0_10_1)_  3
    x(0_0_10_10)  c_u_processors(0_10_2)_  3
    x(0_0_10_10)  c_u_area_cut(0)_  84
    x(0_0_10_11)  goodput   0.12187500000000001
    x(0_0_10_11)  c_e_one_path(0_0_10)_  1
    x(0_0_10_11)  c_e_flow(0_0_2)_  1
    x(0_0_10_11)  c_e_flow(0_1_1)_  -1
    x(0_0_10_11)  c_u_processors(0_10_0)_  3
    x(0_0_10_11)  c_u_processors(0_10_1)_  3
    x(0_0_10_11)  c_u_area_cut(0)_  78
    x(0_0_10_12)  goodput   0.1125
    x(0_0_10_12)  c_e_one_path(0_0_10)_  1
    x(0_0_10_12)  c_e_flow(0_0_2)_  1
    x(0_0_10_12)  c_e_flow(0_1_2)_  -1
    x(0_0_10_12)  c_u_processors(0_10_0)_  3
    x(0_0_10_12)  c_u_area_cut(0)_  72
    x(0_0_11_1)  goodput   0.140625
    x(0_0_11_1)  c_e_one_path(0_0_11)_  1
    x(0_0_11_1)  c_e_flow(0_0_0)_  1
    x(0_0_11_1)  c_e_flow(0_1_0)_  -1
    x(0_0_11_1)  c_u_processors(0_11_0)_  3
    x(0_0_11_1)  c_u_processors(0_11_1)_  3
    x(0_0_11_1)  c_u_processors(0_11_2)_  3
    x(0_0_11_1)  c_u_area_cut(0)_  90
    x(0_0_11_2)  goodput   0.13125000000000001
    x(0_0_11_2)  c_e_one_path(0_0_11)_  1
    x(0_0_11_2)  c_e_flow(0_0_0)_  1
    x(0_0_11_2)  c_e_flow(0_1_1)_  -1
    x(0_0_11_2)  c_u_processors(0_11_0)_  3
    x(0_0_11_2)  c_u_processors(0_11_1)_  3
    x(0_0_11_2)  c_u_area_cut(0)_  84
    x(0_0_11_3)  goodput   0.13125000000000001
    x(0_0_11_3)  c_e_one_path(0_0_11)_  1
    x(0_0_11_3)  c_e_flow(0_0_0)_  1
    x(0_0_11_3)  c_e_flow(0_1_2)_  -1
    x(0_0_11_3)  c_u_processors(0_11_0)_  3
    x(0_0_11_3)  c_u_area_cut(0)_  84
    x(0_0_11_4)  goodput   0.140625
    x(0_0_11_4)  c_e_one_path(0_0_11)_  1
    x(0_0_11_4)  c_e_flow(0_0_1)_  1
    x(0_0_11_4)  c_e_flow(0_1_0)_  -1
    x(0_0_11_4)  c_u_processors(0_11_0)_  3
    x(0_0_11_4)  c_u_processors(0_11_1)_  3
    x(0_0_11_4)  c_u_processors(0_11_2)_  3
    x(0_0_11_4)  c_u_area_cut(0)_  90
    x(0_0_11_5)  goodput   0.13125000000000001
    x(0_0_11_5)  c_e_one_path(0_0_11)_  1
    x(0_0_11_5)  c_e_flow(0_0_1)_  1
    x(0_0_11_5)  c_e_flow(0_1_1)_  -1
    x(0_0_11_5)  c_u_processors(0_11_0)_  3
    x(0_0_11_5)  c_u_processors(0_11_1)_  3
    x(0_0_11_5)  c_u_area_cut(0)_  84
    x(0_0_11_6)  goodput   0.13125000000000001
    x(0_0_11_6)  c_e_one_path(0_0_11)_  1
    x(0_0_11_6)  c_e_flow(0_0_1)_  1
    x(0_0_11_6)  c_e_flow(0_1_2)_  -1
    x(0_0_11_6)  c_u_processors(0_11_0)_  3
    x(0_0_11_6)  c_u_area_cut(0)_  84
    x(0_0_11_10)  goodput   0.13125000000000001
    x(0_0_11_10)  c_e_one_path(0_0_11)_  1
    x(0_0_11_10)  c_e_flow(0_0_2)_  1
    x(0_0_11_10)  c_e_flow(0_1_0)_  -1
    x(0_0_11_10)  c_u_processors(0_11_0)_  3
    x(0_0_11_10)  c_u_processors(0_11_1)_  3
    x(0_0_11_10)  c_u_processors(0_11_2)_  3
    x(0_0_11_10)  c_u_area_cut(0)_  84
    x(0_0_11_11)  goodput   0.12187500000000001
    x(0_0_11_11)  c_e_one_path(0_0_11)_  1
    x(0_0_11_11)  c_e_flow(0_0_2)_  1
    x(0_0_11_11)  c_e_flow(0_1_1)_  -1
    x(0_0_11_11)  c_u_processors(0_11_0)_  3
    x(0_0_11_11)  c_u_processors(0_11_1)_  3
    x(0_0_11_11)  c_u_area_cut(0)_  78
    x(0_0_11_12)  goodput   0.12187500000000001
    x(0_0_11_12)  c_e_one_path(0_0_11)_  1
    x(0_0_11_12)  c_e_flow(0_0_2)_  1
    x(0_0_11_12)  c_e_flow(0_1_2)_  -1
    x(0_0_11_12)  c_u_processors(0_11_0)_  3
    x(0_0_11_12)  c_u_area_cut(0)_  78
    x(0_1_0_1)  goodput   0.140625
    x(0_1_0_1)  c_e_one_path(0_1_0)_  1
    x(0_1_0_1)  c_e_flow(0_1_0)_  1
    x(0_1_0_1)  c_e_flow(0_2_0)_  -1
    x(0_1_0_1)  c_u_processors(1_0_0)_  3
    x(0_1_0_1)  c_u_processors(1_0_1)_  3
    x(0_1_0_1)  c_u_processors(1_0_2)_  3
    x(0_1_0_1)  c_u_area_cut(1)_  90
    x(0_1_0_2)  goodput   0.13125000000000001
    x(0_1_0_2)  c_e_one_path(0_1_0)_  1
    x(0_1_0_2)  c_e_flow(0_1_0)_  1
    x(0_1_0_2)  c_e_flow(0_2_1)_  -1
    x(0_1_0_2)  c_u_processors(1_0_0)_  3
    x(0_1_0_2)  c_u_processors(1_0_1)_  3
    x(0_1_0_2)  c_u_area_cut(1)_  84
    x(0_1_0_4)  goodput   0.140625
    x(0_1_0_4)  c_e_one_path(0_1_0)_  1
    x(0_1_0_4)  c_e_flow(0_1_1)_  1
    x(0_1_0_4)  c_e_flow(0_2_0)_  -1
    x(0_1_0_4)  c_u_processors(1_0_0)_  3
    x(0_1_0_4)  c_u_processors(1_0_1)_  3
    x(0_1_0_4)  c_u_processors(1_0_2)_  3
    x(0_1_0_4)  c_u_area_cut(1)_  90
    x(0_1_0_5)  goodput   0.13125000000000001
    x(0_1_0_5)  c_e_one_path(0_1_0)_  1
    x(0_1_0_5)  c_e_flow(0_1_1)_  1
    x(0_1_0_5)  c_e_flow(0_2_1)_  -1
    x(0_1_0_5)  c_u_processors(1_0_0)_  3
    x(0_1_0_5)  c_u_processors(1_0_1)_  3
    x(0_1_0_5)  c_u_area_cut(1)_  84
    x(0_1_0_7)  goodput   0.13125000000000001
    x(0_1_0_7)  c_e_one_path(0_1_0)_  1
    x(0_1_0_7)  c_e_flow(0_1_1)_  1
    x(0_1_0_7)  c_e_flow(0_2_0)_  -1
    x(0_1_0_7)  c_u_processors(1_0_1)_  3
    x(0_1_0_7)  c_u_processors(1_0_2)_  3
    x(0_1_0_7)  c_u_area_cut(1)_  84
    x(0_1_0_8)  goodput   0.12187500000000001
    x(0_1_0_8)  c_e_one_path(0_1_0)_  1
    x(0_1_0_8)  c_e_flow(0_1_1)_  1
    x(0_1_0_8)  c_e_flow(0_2_1)_  -1
    x(0_1_0_8)  c_u_processors(1_0_1)_  3
    x(0_1_0_8)  c_u_area_cut(1)_  78
    x(0_1_0_10)  goodput   0.13125000000000001
    x(0_1_0_10)  c_e_one_path(0_1_0)_  1
    x(0_1_0_10)  c_e_flow(0_1_2)_  1
    x(0_1_0_10)  c_e_flow(0_2_0)_  -1
    x(0_1_0_10)  c_u_processors(1_0_0)_  3
    x(0_1_0_10)  c_u_processors(1_0_1)_  3
    x(0_1_0_10)  c_u_processors(1_0_2)_  3
    x(0_1_0_10)  c_u_area_cut(1)_  84
    x(0_1_0_11)  goodput   0.12187500000000001
    x(0_1_0_11)  c_e_one_path(0_1_0)_  1
    x(0_1_0_11)  c_e_flow(0_1_2)_  1
    x(0_1_0_11)  c_e_flow(0_2_1)_  -1
    x(0_1_0_11)  c_u_processors(1_0_0)_  3
    x(0_1_0_11)  c_u_processors(1_0_1)_  3
    x(0_1_0_11)  c_u_area_cut(1)_  78
    x(0_1_0_13)  goodput   0.13125000000000001
    x(0_1_0_13)  c_e_one_path(0_1_0)_  1
    x(0_1_0_13)  c_e_flow(0_1_2)_  1
    x(0_1_0_13)  c_e_flow(0_2_0)_  -1
    x(0_1_0_13)  c_u_processors(1_0_1)_  3
    x(0_1_0_13)  c_u_processors(1_0_2)_  3
    x(0_1_0_13)  c_u_area_cut(1)_  84
    x(0_1_0_14)  goodput   0.12187500000000001
    x(0_1_0_14)  c_e_one_path(0_1_0)_  1
    x(0_1_0_14)  c_e_flow(0_1_2)_  1
    x(0_1_0_14)  c_e_flow(0_2_1)_  -1
    x(0_1_0_14)  c_u_processors(1_0_1)_  3
    x(0_1_0_14)  c_u_area_cut(1)_  78
    x(0_1_1_1)  goodput   0.140625
    x(0_1_1_1)  c_e_one_path(0_1_1)_  1
    x(0_1_1_1)  c_e_flow(0_1_0)_  1
    x(0_1_1_1)  c_e_flow(0_2_0)_  -1
    x(0_1_1_1)  c_u_processors(1_1_0)_  3
    x(0_1_1_1)  c_u_processors(1_1_1)_  3
    x(0_1_1_1)  c_u_processors(1_1_2)_  3
    x(0_1_1_1)  c_u_area_cut(1)_  90
    x(0_1_1_2)  goodput   0.13125000000000001
    x(0_1_1_2)  c_e_one_path(0_1_1)_  1
    x(0_1_1_2)  c_e_flow(0_1_0)_  1
    x(0_1_1_2)  c_e_flow(0_2_1)_  -1
    x(0_1_1_2)  c_u_processors(1_1_0)_  3
    x(0_1_1_2)  c_u_processors(1_1_1)_  3
    x(0_1_1_2)  c_u_area_cut(1)_  84
    x(0_1_1_4)  goodput   0.140625
    x(0_1_1_4)  c_e_one_path(0_1_1)_  1
    x(0_1_1_4)  c_e_flow(0_1_1)_  1
    x(0_1_1_4)  c_e_flow(0_2_0)_  -1
    x(0_1_1_4)  c_u_processors(1_1_0)_  3
    x(0_1_1_4)  c_u_processors(1_1_1)_  3
    x(0_1_1_4)  c_u_processors(1_1_2)_  3
    x(0_1_1_4)  c_u_area_cut(1)_  90
    x(0_1_1_5)  goodput   0.13125000000000001
    x(0_1_1_5)  c_e_one_path(0_1_1)_  1
    x(0_1_1_5)  c_e_flow(0_1_1)_  1
    x(0_1_1_5)  c_e_flow(0_2_1)_  -1
    x(0_1_1_5)  c_u_processors(1_1_0)_  3
    x(0_1_1_5)  c_u_processors(1_1_1)_  3
    x(0_1_1_5)  c_u_area_cut(1)_  84
    x(0_1_1_7)  goodput   0.12187500000000001
    x(0_1_1_7)  c_e_one_path(0_1_1)_  1
    x(0_1_1_7)  c_e_flow(0_1_1)_  1
    x(0_1_1_7)  c_e_flow(0_2_0)_  -1
    x(0_1_1_7)  c_u_processors(1_1_1)_  3
    x(0_1_1_7)  c_u_processors(1_1_2)_  3
    x(0_1_1_7)  c_u_area_cut(1)_  78
    x(0_1_1_8)  goodput   0.1125
    x(0_1_1_8)  c_e_one_path(0_1_1)_  1
    x(0_1_1_8)  c_e_flow(0_1_1)_  1
    x(0_1_1_8)  c_e_flow(0_2_1)_  -1
    x(0_1_1_8)  c_u_processors(1_1_1)_  3
    x(0_1_1_8)  c_u_area_cut(1)_  72
    x(0_1_1_10)  goodput   0.13125000000000001
    x(0_1_1_10)  c_e_one_path(0_1_1)_  1
    x(0_1_1_10)  c_e_flow(0_1_2)_  1
    x(0_1_1_10)  c_e_flow(0_2_0)_  -1
    x(0_1_1_10)  c_u_processors(1_1_0)_  3
    x(0_1_1_10)  c_u_processors(1_1_1)_  3
    x(0_1_1_10)  c_u_processors(1_1_2)_  3
    x(0_1_1_10)  c_u_area_cut(1)_  84
    x(0_1_1_11)  goodput   0.12187500000000001
    x(0_1_1_11)  c_e_one_path(0_1_1)_  1
    x(0_1_1_11)  c_e_flow(0_1_2)_  1
    x(0_1_1_11)  c_e_flow(0_2_1)_  -1
    x(0_1_1_11)  c_u_processors(1_1_0)_  3
    x(0_1_1_11)  c_u_processors(1_1_1)_  3
    x(0_1_1_11)  c_u_area_cut(1)_  78
    x(0_1_1_13)  goodput   0.12187500000000001
    x(0_1_1_13)  c_e_one_path(0_1_1)_  1
    x(0_1_1_13)  c_e_flow(0_1_2)_  1
    x(0_1_1_13)  c_e_flow(0_2_0)_  -1
    x(0_1_1_13)  c_u_processors(1_1_1)_  3
    x(0_1_1_13)  c_u_processors(1_1_2)_  3
    x(0_1_1_13)  c_u_area_cut(1)_  78
    x(0_1_1_14)  goodput   0.1125
    x(0_1_1_14)  c_e_one_path(0_1_1)_  1
    x(0_1_1_14)  c_e_flow(0_1_2)_  1
    x(0_1_1_14)  c_e_flow(0_2_1)_  -1
    x(0_1_1_14)  c_u_processors(1_1_1)_  3
    x(0_1_1_14)  c_u_area_cut(1)_  72
    x(0_1_2_1)  goodput   0.140625
    x(0_1_2_1)  c_e_one_path(0_1_2)_  1
    x(0_1_2_1)  c_e_flow(0_1_0)_  1
    x(0_1_2_1)  c_e_flow(0_2_0)_  -1
    x(0_1_2_1)  c_u_processors(1_2_0)_  3
    x(0_1_2_1)  c_u_processors(1_2_1)_  3
    x(0_1_2_1)  c_u_processors(1_2_2)_  3
    x(0_1_2_1)  c_u_area_cut(1)_  90
    x(0_1_2_2)  goodput   0.13125000000000001
    x(0_1_2_2)  c_e_one_path(0_1_2)_  1
    x(0_1_2_2)  c_e_flow(0_1_0)_  1
    x(0_1_2_2)  c_e_flow(0_2_1)_  -1
    x(0_1_2_2)  c_u_processors(1_2_0)_  3
    x(0_1_2_2)  c_u_processors(1_2_1)_  3
    x(0_1_2_2)  c_u_area_cut(1)_  84
    x(0_1_2_3)  goodput   0.0093750000000000014
    x(0_1_2_3)  c_e_one_path(0_1_2)_  1
    x(0_1_2_3)  c_e_flow(0_1_0)_  1
    x(0_1_2_3)  c_e_flow(0_2_2)_  -1
    x(0_1_2_3)  c_u_processors(1_2_0)_  3
    x(0_1_2_3)  c_u_area_cut(1)_  6
    x(0_1_2_4)  goodput   0.140625
    x(0_1_2_4)  c_e_one_path(0_1_2)_  1
    x(0_1_2_4)  c_e_flow(0_1_1)_  1
    x(0_1_2_4)  c_e_flow(0_2_0)_  -1
    x(0_1_2_4)  c_u_processors(1_2_0)_  3
    x(0_1_2_4)  c_u_processors(1_2_1)_  3
    x(0_1_2_4)  c_u_processors(1_2_2)_  3
    x(0_1_2_4)  c_u_area_cut(1)_  90
    x(0_1_2_5)  goodput   0.13125000000000001
    x(0_1_2_5)  c_e_one_path(0_1_2)_  1
    x(0_1_2_5)  c_e_flow(0_1_1)_  1
    x(0_1_2_5)  c_e_flow(0_2_1)_  -1
    x(0_1_2_5)  c_u_processors(1_2_0)_  3
    x(0_1_2_5)  c_u_processors(1_2_1)_  3
    x(0_1_2_5)  c_u_area_cut(1)_  84
    x(0_1_2_6)  goodput   0.0093750000000000014
    x(0_1_2_6)  c_e_one_path(0_1_2)_  1
    x(0_1_2_6)  c_e_flow(0_1_1)_  1
    x(0_1_2_6)  c_e_flow(0_2_2)_  -1
    x(0_1_2_6)  c_u_processors(1_2_0)_  3
    x(0_1_2_6)  c_u_area_cut(1)_  6
    x(0_1_2_7)  goodput   0.1125
    x(0_1_2_7)  c_e_one_path(0_1_2)_  1
    x(0_1_2_7)  c_e_flow(0_1_1)_  1
    x(0_1_2_7)  c_e_flow(0_2_0)_  -1
    x(0_1_2_7)  c_u_processors(1_2_1)_  3
    x(0_1_2_7)  c_u_processors(1_2_2)_  3
    x(0_1_2_7)  c_u_area_cut(1)_  72
    x(0_1_2_8)  goodput   0.10312500000000001
    x(0_1_2_8)  c_e_one_path(0_1_2)_  1
    x(0_1_2_8)  c_e_flow(0_1_1)_  1
    x(0_1_2_8)  c_e_flow(0_2_1)_  -1
    x(0_1_2_8)  c_u_processors(1_2_1)_  3
    x(0_1_2_8)  c_u_area_cut(1)_  66
    x(0_1_2_10)  goodput   0.13125000000000001
    x(0_1_2_10)  c_e_one_path(0_1_2)_  1
    x(0_1_2_10)  c_e_flow(0_1_2)_  1
    x(0_1_2_10)  c_e_flow(0_2_0)_  -1
    x(0_1_2_10)  c_u_processors(1_2_0)_  3
    x(0_1_2_10)  c_u_processors(1_2_1)_  3
    x(0_1_2_10)  c_u_processors(1_2_2)_  3
    x(0_1_2_10)  c_u_area_cut(1)_  84
    x(0_1_2_11)  goodput   0.12187500000000001
    x(0_1_2_11)  c_e_one_path(0_1_2)_  1
    x(0_1_2_11)  c_e_flow(0_1_2)_  1
    x(0_1_2_11)  c_e_flow(0_2_1)_  -1
    x(0_1_2_11)  c_u_processors(1_2_0)_  3
    x(0_1_2_11)  c_u_processors(1_2_1)_  3
    x(0_1_2_11)  c_u_area_cut(1)_  78
    x(0_1_2_13)  goodput   0.1125
    x(0_1_2_13)  c_e_one_path(0_1_2)_  1
    x(0_1_2_13)  c_e_flow(0_1_2)_  1
    x(0_1_2_13)  c_e_flow(0_2_0)_  -1
    x(0_1_2_13)  c_u_processors(1_2_1)_  3
    x(0_1_2_13)  c_u_processors(1_2_2)_  3
    x(0_1_2_13)  c_u_area_cut(1)_  72
    x(0_1_2_14)  goodput   0.10312500000000001
    x(0_1_2_14)  c_e_one_path(0_1_2)_  1
    x(0_1_2_14)  c_e_flow(0_1_2)_  1
    x(0_1_2_14)  c_e_flow(0_2_1)_  -1
    x(0_1_2_14)  c_u_processors(1_2_1)_  3
    x(0_1_2_14)  c_u_area_cut(1)_  66
    x(0_1_3_1)  goodput   0.140625
    x(0_1_3_1)  c_e_one_path(0_1_3)_  1
    x(0_1_3_1)  c_e_flow(0_1_0)_  1
    x(0_1_3_1)  c_e_flow(0_2_0)_  -1
    x(0_1_3_1)  c_u_processors(1_3_0)_  3
    x(0_1_3_1)  c_u_processors(1_3_1)_  3
    x(0_1_3_1)  c_u_processors(1_3_2)_  3
    x(0_1_3_1)  c_u_area_cut(1)_  90
    x(0_1_3_2)  goodput   0.13125000000000001
    x(0_1_3_2)  c_e_one_path(0_1_3)_  1
    x(0_1_3_2)  c_e_flow(0_1_0)_  1
    x(0_1_3_2)  c_e_flow(0_2_1)_  -1
    x(0_1_3_2)  c_u_processors(1_3_0)_  3
    x(0_1_3_2)  c_u_processors(1_3_1)_  3
    x(0_1_3_2)  c_u_area_cut(1)_  84
    x(0_1_3_3)  goodput   0.0234375
    x(0_1_3_3)  c_e_one_path(0_1_3)_  1
    x(0_1_3_3)  c_e_flow(0_1_0)_  1
    x(0_1_3_3)  c_e_flow(0_2_2)_  -1
    x(0_1_3_3)  c_u_processors(1_3_0)_  3
    x(0_1_3_3)  c_u_area_cut(1)_  15
    x(0_1_3_4)  goodput   0.140625
    x(0_1_3_4)  c_e_one_path(0_1_3)_  1
    x(0_1_3_4)  c_e_flow(0_1_1)_  1
    x(0_1_3_4)  c_e_flow(0_2_0)_  -1
    x(0_1_3_4)  c_u_processors(1_3_0)_  3
    x(0_1_3_4)  c_u_processors(1_3_1)_  3
    x(0_1_3_4)  c_u_processors(1_3_2)_  3
    x(0_1_3_4)  c_u_area_cut(1)_  90
    x(0_1_3_5)  goodput   0.13125000000000001
    x(0_1_3_5)  c_e_one_path(0_1_3)_  1
    x(0_1_3_5)  c_e_flow(0_1_1)_  1
    x(0_1_3_5)  c_e_flow(0_2_1)_  -1
    x(0_1_3_5)  c_u_processors(1_3_0)_  3
    x(0_1_3_5)  c_u_processors(1_3_1)_  3
    x(0_1_3_5)  c_u_area_cut(1)_  84
    x(0_1_3_6)  goodput   0.0234375
    x(0_1_3_6)  c_e_one_path(0_1_3)_  1
    x(0_1_3_6)  c_e_flow(0_1_1)_  1
    x(0_1_3_6)  c_e_flow(0_2_2)_  -1
    x(0_1_3_6)  c_u_processors(1_3_0)_  3
    x(0_1_3_6)  c_u_area_cut(1)_  15
    x(0_1_3_7)  goodput   0.098437500000000011
    x(0_1_3_7)  c_e_one_path(0_1_3)_  1
    x(0_1_3_7)  c_e_flow(0_1_1)_  1
    x(0_1_3_7)  c_e_flow(0_2_0)_  -1
    x(0_1_3_7)  c_u_processors(1_3_1)_  3
    x(0_1_3_7)  c_u_processors(1_3_2)_  3
    x(0_1_3_7)  c_u_area_cut(1)_  63
    x(0_1_3_8)  goodput   0.089062500000000003
    x(0_1_3_8)  c_e_one_path(0_1_3)_  1
    x(0_1_3_8)  c_e_flow(0_1_1)_  1
    x(0_1_3_8)  c_e_flow(0_2_1)_  -1
    x(0_1_3_8)  c_u_processors(1_3_1)_  3
    x(0_1_3_8)  c_u_area_cut(1)_  57
    x(0_1_3_10)  goodput   0.13125000000000001
    x(0_1_3_10)  c_e_one_path(0_1_3)_  1
    x(0_1_3_10)  c_e_flow(0_1_2)_  1
    x(0_1_3_10)  c_e_flow(0_2_0)_  -1
    x(0_1_3_10)  c_u_processors(1_3_0)_  3
    x(0_1_3_10)  c_u_processors(1_3_1)_  3
    x(0_1_3_10)  c_u_processors(1_3_2)_  3
    x(0_1_3_10)  c_u_area_cut(1)_  84
    x(0_1_3_11)  goodput   0.12187500000000001
    x(0_1_3_11)  c_e_one_path(0_1_3)_  1
    x(0_1_3_11)  c_e_flow(0_1_2)_  1
    x(0_1_3_11)  c_e_flow(0_2_1)_  -1
    x(0_1_3_11)  c_u_processors(1_3_0)_  3
    x(0_1_3_11)  c_u_processors(1_3_1)_  3
    x(0_1_3_11)  c_u_area_cut(1)_  78
    x(0_1_3_12)  goodput   0.0140625
    x(0_1_3_12)  c_e_one_path(0_1_3)_  1
    x(0_1_3_12)  c_e_flow(0_1_2)_  1
    x(0_1_3_12)  c_e_flow(0_2_2)_  -1
    x(0_1_3_12)  c_u_processors(1_3_0)_  3
    x(0_1_3_12)  c_u_area_cut(1)_  9
    x(0_1_3_13)  goodput   0.098437500000000011
    x(0_1_3_13)  c_e_one_path(0_1_3)_  1
    x(0_1_3_13)  c_e_flow(0_1_2)_  1
    x(0_1_3_13)  c_e_flow(0_2_0)_  -1
    x(0_1_3_13)  c_u_processors(1_3_1)_  3
    x(0_1_3_13)  c_u_processors(1_3_2)_  3
    x(0_1_3_13)  c_u_area_cut(1)_  63
    x(0_1_3_14)  goodput   0.089062500000000003
    x(0_1_3_14)  c_e_one_path(0_1_3)_  1
    x(0_1_3_14)  c_e_flow(0_1_2)_  1
    x(0_1_3_14)  c_e_flow(0_2_1)_  -1
    x(0_1_3_14)  c_u_processors(1_3_1)_  3
    x(0_1_3_14)  c_u_area_cut(1)_  57
    x(0_1_4_1)  goodput   0.140625
    x(0_1_4_1)  c_e_one_path(0_1_4)_  1
    x(0_1_4_1)  c_e_flow(0_1_0)_  1
    x(0_1_4_1)  c_e_flow(0_2_0)_  -1
    x(0_1_4_1)  c_u_processors(1_4_0)_  3
    x(0_1_4_1)  c_u_processors(1_4_1)_  3
    x(0_1_4_1)  c_u_processors(1_4_2)_  3
    x(0_1_4_1)  c_u_area_cut(1)_  90
    x(0_1_4_2)  goodput   0.13125000000000001
    x(0_1_4_2)  c_e_one_path(0_1_4)_  1
    x(0_1_4_2)  c_e_flow(0_1_0)_  1
    x(0_1_4_2)  c_e_flow(0_2_1)_  -1
    x(0_1_4_2)  c_u_processors(1_4_0)_  3
    x(0_1_4_2)  c_u_processors(1_4_1)_  3
    x(0_1_4_2)  c_u_area_cut(1)_  84
    x(0_1_4_3)  goodput   0.028125000000000001
    x(0_1_4_3)  c_e_one_path(0_1_4)_  1
    x(0_1_4_3)  c_e_flow(0_1_0)_  1
    x(0_1_4_3)  c_e_flow(0_2_2)_  -1
    x(0_1_4_3)  c_u_processors(1_4_0)_  3
    x(0_1_4_3)  c_u_area_cut(1)_  18
    x(0_1_4_4)  goodput   0.140625
    x(0_1_4_4)  c_e_one_path(0_1_4)_  1
    x(0_1_4_4)  c_e_flow(0_1_1)_  1
    x(0_1_4_4)  c_e_flow(0_2_0)_  -1
    x(0_1_4_4)  c_u_processors(1_4_0)_  3
    x(0_1_4_4)  c_u_processors(1_4_1)_  3
    x(0_1_4_4)  c_u_processors(1_4_2)_  3
    x(0_1_4_4)  c_u_area_cut(1)_  90
    x(0_1_4_5)  goodput   0.13125000000000001
    x(0_1_4_5)  c_e_one_path(0_1_4)_  1
    x(0_1_4_5)  c_e_flow(0_1_1)_  1
    x(0_1_4_5)  c_e_flow(0_2_1)_  -1
    x(0_1_4_5)  c_u_processors(1_4_0)_  3
    x(0_1_4_5)  c_u_processors(1_4_1)_  3
    x(0_1_4_5)  c_u_area_cut(1)_  84
    x(0_1_4_6)  goodput   0.028125000000000001
    x(0_1_4_6)  c_e_one_path(0_1_4)_  1
    x(0_1_4_6)  c_e_flow(0_1_1)_  1
    x(0_1_4_6)  c_e_flow(0_2_2)_  -1
    x(0_1_4_6)  c_u_processors(1_4_0)_  3
    x(0_1_4_6)  c_u_area_cut(1)_  18
    x(0_1_4_7)  goodput   0.09375
    x(0_1_4_7)  c_e_one_path(0_1_4)_  1
    x(0_1_4_7)  c_e_flow(0_1_1)_  1
    x(0_1_4_7)  c_e_flow(0_2_0)_  -1
    x(0_1_4_7)  c_u_processors(1_4_1)_  3
    x(0_1_4_7)  c_u_processors(1_4_2)_  3
    x(0_1_4_7)  c_u_area_cut(1)_  60
    x(0_1_4_8)  goodput   0.084375000000000006
    x(0_1_4_8)  c_e_one_path(0_1_4)_  1
    x(0_1_4_8)  c_e_flow(0_1_1)_  1
    x(0_1_4_8)  c_e_flow(0_2_1)_  -1
    x(0_1_4_8)  c_u_processors(1_4_1)_  3
    x(0_1_4_8)  c_u_area_cut(1)_  54
    x(0_1_4_10)  goodput   0.13125000000000001
    x(0_1_4_10)  c_e_one_path(0_1_4)_  1
    x(0_1_4_10)  c_e_flow(0_1_2)_  1
    x(0_1_4_10)  c_e_flow(0_2_0)_  -1
    x(0_1_4_10)  c_u_processors(1_4_0)_  3
    x(0_1_4_10)  c_u_processors(1_4_1)_  3
    x(0_1_4_10)  c_u_processors(1_4_2)_  3
    x(0_1_4_10)  c_u_area_cut(1)_  84
    x(0_1_4_11)  goodput   0.12187500000000001
    x(0_1_4_11)  c_e_one_path(0_1_4)_  1
    x(0_1_4_11)  c_e_flow(0_1_2)_  1
    x(0_1_4_11)  c_e_flow(0_2_1)_  -1
    x(0_1_4_11)  c_u_processors(1_4_0)_  3
    x(0_1_4_11)  c_u_processors(1_4_1)_  3
    x(0_1_4_11)  c_u_area_cut(1)_  78
    x(0_1_4_12)  goodput   0.018750000000000003
    x(0_1_4_12)  c_e_one_path(0_1_4)_  1
    x(0_1_4_12)  c_e_flow(0_1_2)_  1
    x(0_1_4_12)  c_e_flow(0_2_2)_  -1
    x(0_1_4_12)  c_u_processors(1_4_0)_  3
    x(0_1_4_12)  c_u_area_cut(1)_  12
    x(0_1_4_13)  goodput   0.09375
    x(0_1_4_13)  c_e_one_path(0_1_4)_  1
    x(0_1_4_13)  c_e_flow(0_1_2)_  1
    x(0_1_4_13)  c_e_flow(0_2_0)_  -1
    x(0_1_4_13)  c_u_processors(1_4_1)_  3
    x(0_1_4_13)  c_u_processors(1_4_2)_  3
    x(0_1_4_13)  c_u_area_cut(1)_  60
    x(0_1_4_14)  goodput   0.084375000000000006
    x(0_1_4_14)  c_e_one_path(0_1_4)_  1
    x(0_1_4_14)  c_e_flow(0_1_2)_  1
    x(0_1_4_14)  c_e_flow(0_2_1)_  -1
    x(0_1_4_14)  c_u_processors(1_4_1)_  3
    x(0_1_4_14)  c_u_area_cut(1)_  54
    x(0_1_5_1)  goodput   0.140625
    x(0_1_5_1)  c_e_one_path(0_1_5)_  1
    x(0_1_5_1)  c_e_flow(0_1_0)_  1
    x(0_1_5_1)  c_e_flow(0_2_0)_  -1
    x(0_1_5_1)  c_u_processors(1_5_0)_  3
    x(0_1_5_1)  c_u_processors(1_5_1)_  3
    x(0_1_5_1)  c_u_processors(1_5_2)_  3
    x(0_1_5_1)  c_u_area_cut(1)_  90
    x(0_1_5_2)  goodput   0.13125000000000001
    x(0_1_5_2)  c_e_one_path(0_1_5)_  1
    x(0_1_5_2)  c_e_flow(0_1_0)_  1
    x(0_1_5_2)  c_e_flow(0_2_1)_  -1
    x(0_1_5_2)  c_u_processors(1_5_0)_  3
    x(0_1_5_2)  c_u_processors(1_5_1)_  3
    x(0_1_5_2)  c_u_area_cut(1)_  84
    x(0_1_5_3)  goodput   0.056250000000000001
    x(0_1_5_3)  c_e_one_path(0_1_5)_  1
    x(0_1_5_3)  c_e_flow(0_1_0)_  1
    x(0_1_5_3)  c_e_flow(0_2_2)_  -1
    x(0_1_5_3)  c_u_processors(1_5_0)_  3
    x(0_1_5_3)  c_u_area_cut(1)_  36
    x(0_1_5_4)  goodput   0.140625
    x(0_1_5_4)  c_e_one_path(0_1_5)_  1
    x(0_1_5_4)  c_e_flow(0_1_1)_  1
    x(0_1_5_4)  c_e_flow(0_2_0)_  -1
    x(0_1_5_4)  c_u_processors(1_5_0)_  3
    x(0_1_5_4)  c_u_processors(1_5_1)_  3
    x(0_1_5_4)  c_u_processors(1_5_2)_  3
    x(0_1_5_4)  c_u_area_cut(1)_  90
    x(0_1_5_5)  goodput   0.13125000000000001
    x(0_1_5_5)  c_e_one_path(0_1_5)_  1
    x(0_1_5_5)  c_e_flow(0_1_1)_  1
    x(0_1_5_5)  c_e_flow(0_2_1)_  -1
    x(0_1_5_5)  c_u_processors(1_5_0)_  3
    x(0_1_5_5)  c_u_processors(1_5_1)_  3
    x(0_1_5_5)  c_u_area_cut(1)_  84
    x(0_1_5_6)  goodput   0.056250000000000001
    x(0_1_5_6)  c_e_one_path(0_1_5)_  1
    x(0_1_5_6)  c_e_flow(0_1_1)_  1
    x(0_1_5_6)  c_e_flow(0_2_2)_  -1
    x(0_1_5_6)  c_u_processors(1_5_0)_  3
    x(0_1_5_6)  c_u_area_cut(1)_  36
    x(0_1_5_7)  goodput   0.065625000000000003
    x(0_1_5_7)  c_e_one_path(0_1_5)_  1
    x(0_1_5_7)  c_e_flow(0_1_1)_  1
    x(0_1_5_7)  c_e_flow(0_2_0)_  -1
    x(0_1_5_7)  c_u_processors(1_5_1)_  3
    x(0_1_5_7)  c_u_processors(1_5_2)_  3
    x(0_1_5_7)  c_u_area_cut(1)_  42
    x(0_1_5_8)  goodput   0.056250000000000001
    x(0_1_5_8)  c_e_one_path(0_1_5)_  1
    x(0_1_5_8)  c_e_flow(0_1_1)_  1
    x(0_1_5_8)  c_e_flow(0_2_1)_  -1
    x(0_1_5_8)  c_u_processors(1_5_1)_  3
    x(0_1_5_8)  c_u_area_cut(1)_  36
    x(0_1_5_10)  goodput   0.13125000000000001
    x(0_1_5_10)  c_e_one_path(0_1_5)_  1
    x(0_1_5_10)  c_e_flow(0_1_2)_  1
    x(0_1_5_10)  c_e_flow(0_2_0)_  -1
    x(0_1_5_10)  c_u_processors(1_5_0)_  3
    x(0_1_5_10)  c_u_processors(1_5_1)_  3
    x(0_1_5_10)  c_u_processors(1_5_2)_  3
    x(0_1_5_10)  c_u_area_cut(1)_  84
    x(0_1_5_11)  goodput   0.12187500000000001
    x(0_1_5_11)  c_e_one_path(0_1_5)_  1
    x(0_1_5_11)  c_e_flow(0_1_2)_  1
    x(0_1_5_11)  c_e_flow(0_2_1)_  -1
    x(0_1_5_11)  c_u_processors(1_5_0)_  3
    x(0_1_5_11)  c_u_processors(1_5_1)_  3
    x(0_1_5_11)  c_u_area_cut(1)_  78
    x(0_1_5_12)  goodput   0.046875
    x(0_1_5_12)  c_e_one_path(0_1_5)_  1
    x(0_1_5_12)  c_e_flow(0_1_2)_  1
    x(0_1_5_12)  c_e_flow(0_2_2)_  -1
    x(0_1_5_12)  c_u_processors(1_5_0)_  3
    x(0_1_5_12)  c_u_area_cut(1)_  30
    x(0_1_5_13)  goodput   0.065625000000000003
    x(0_1_5_13)  c_e_one_path(0_1_5)_  1
    x(0_1_5_13)  c_e_flow(0_1_2)_  1
    x(0_1_5_13)  c_e_flow(0_2_0)_  -1
    x(0_1_5_13)  c_u_processors(1_5_1)_  3
    x(0_1_5_13)  c_u_processors(1_5_2)_  3
    x(0_1_5_13)  c_u_area_cut(1)_  42
    x(0_1_5_14)  goodput   0.056250000000000001
    x(0_1_5_14)  c_e_one_path(0_1_5)_  1
    x(0_1_5_14)  c_e_flow(0_1_2)_  1
    x(0_1_5_14)  c_e_flow(0_2_1)_  -1
    x(0_1_5_14)  c_u_processors(1_5_1)_  3
    x(0_1_5_14)  c_u_area_cut(1)_  36
    x(0_1_6_1)  goodput   0.140625
    x(0_1_6_1)  c_e_one_path(0_1_6)_  1
    x(0_1_6_1)  c_e_flow(0_1_0)_  1
    x(0_1_6_1)  c_e_flow(0_2_0)_  -1
    x(0_1_6_1)  c_u_processors(1_6_0)_  3
    x(0_1_6_1)  c_u_processors(1_6_1)_  3
    x(0_1_6_1)  c_u_processors(1_6_2)_  3
    x(0_1_6_1)  c_u_area_cut(1)_  90
    x(0_1_6_2)  goodput   0.13125000000000001
    x(0_1_6_2)  c_e_one_path(0_1_6)_  1
    x(0_1_6_2)  c_e_flow(0_1_0)_  1
    x(0_1_6_2)  c_e_flow(0_2_1)_  -1
    x(0_1_6_2)  c_u_processors(1_6_0)_  3
    x(0_1_6_2)  c_u_processors(1_6_1)_  3
    x(0_1_6_2)  c_u_area_cut(1)_  84
    x(0_1_6_3)  goodput   0.065625000000000003
    x(0_1_6_3)  c_e_one_path(0_1_6)_  1
    x(0_1_6_3)  c_e_flow(0_1_0)_  1
    x(0_1_6_3)  c_e_flow(0_2_2)_  -1
    x(0_1_6_3)  c_u_processors(1_6_0)_  3
    x(0_1_6_3)  c_u_area_cut(1)_  42
    x(0_1_6_4)  goodput   0.140625
    x(0_1_6_4)  c_e_one_path(0_1_6)_  1
    x(0_1_6_4)  c_e_flow(0_1_1)_  1
    x(0_1_6_4)  c_e_flow(0_2_0)_  -1
    x(0_1_6_4)  c_u_processors(1_6_0)_  3
    x(0_1_6_4)  c_u_processors(1_6_1)_  3
    x(0_1_6_4)  c_u_processors(1_6_2)_  3
    x(0_1_6_4)  c_u_area_cut(1)_  90
    x(0_1_6_5)  goodput   0.13125000000000001
    x(0_1_6_5)  c_e_one_path(0_1_6)_  1
    x(0_1_6_5)  c_e_flow(0_1_1)_  1
    x(0_1_6_5)  c_e_flow(0_2_1)_  -1
    x(0_1_6_5)  c_u_processors(1_6_0)_  3
    x(0_1_6_5)  c_u_processors(1_6_1)_  3
    x(0_1_6_5)  c_u_area_cut(1)_  84
    x(0_1_6_6)  goodput   0.065625000000000003
    x(0_1_6_6)  c_e_one_path(0_1_6)_  1
    x(0_1_6_6)  c_e_flow(0_1_1)_  1
    x(0_1_6_6)  c_e_flow(0_2_2)_  -1
    x(0_1_6_6)  c_u_processors(1_6_0)_  3
    x(0_1_6_6)  c_u_area_cut(1)_  42
    x(0_1_6_7)  goodput   0.056250000000000001
    x(0_1_6_7)  c_e_one_path(0_1_6)_  1
    x(0_1_6_7)  c_e_flow(0_1_1)_  1
    x(0_1_6_7)  c_e_flow(0_2_0)_  -1
    x(0_1_6_7)  c_u_processors(1_6_1)_  3
    x(0_1_6_7)  c_u_processors(1_6_2)_  3
    x(0_1_6_7)  c_u_area_cut(1)_  36
    x(0_1_6_8)  goodput   0.046875
    x(0_1_6_8)  c_e_one_path(0_1_6)_  1
    x(0_1_6_8)  c_e_flow(0_1_1)_  1
    x(0_1_6_8)  c_e_flow(0_2_1)_  -1
    x(0_1_6_8)  c_u_processors(1_6_1)_  3
    x(0_1_6_8)  c_u_area_cut(1)_  30
    x(0_1_6_10)  goodput   0.13125000000000001
    x(0_1_6_10)  c_e_one_path(0_1_6)_  1
    x(0_1_6_10)  c_e_flow(0_1_2)_  1
    x(0_1_6_10)  c_e_flow(0_2_0)_  -1
    x(0_1_6_10)  c_u_processors(1_6_0)_  3
    x(0_1_6_10)  c_u_processors(1_6_1)_  3
    x(0_1_6_10)  c_u_processors(1_6_2)_  3
    x(0_1_6_10)  c_u_area_cut(1)_  84
    x(0_1_6_11)  goodput   0.12187500000000001
    x(0_1_6_11)  c_e_one_path(0_1_6)_  1
    x(0_1_6_11)  c_e_flow(0_1_2)_  1
    x(0_1_6_11)  c_e_flow(0_2_1)_  -1
    x(0_1_6_11)  c_u_processors(1_6_0)_  3
    x(0_1_6_11)  c_u_processors(1_6_1)_  3
    x(0_1_6_11)  c_u_area_cut(1)_  78
    x(0_1_6_12)  goodput   0.056250000000000001
    x(0_1_6_12)  c_e_one_path(0_1_6)_  1
    x(0_1_6_12)  c_e_flow(0_1_2)_  1
    x(0_1_6_12)  c_e_flow(0_2_2)_  -1
    x(0_1_6_12)  c_u_processors(1_6_0)_  3
    x(0_1_6_12)  c_u_area_cut(1)_  36
    x(0_1_6_13)  goodput   0.056250000000000001
    x(0_1_6_13)  c_e_one_path(0_1_6)_  1
    x(0_1_6_13)  c_e_flow(0_1_2)_  1
    x(0_1_6_13)  c_e_flow(0_2_0)_  -1
    x(0_1_6_13)  c_u_processors(1_6_1)_  3
    x(0_1_6_13)  c_u_processors(1_6_2)_  3
    x(0_1_6_13)  c_u_area_cut(1)_  36
    x(0_1_6_14)  goodput   0.046875
    x(0_1_6_14)  c_e_one_path(0_1_6)_  1
    x(0_1_6_14)  c_e_flow(0_1_2)_  1
    x(0_1_6_14)  c_e_flow(0_2_1)_  -1
    x(0_1_6_14)  c_u_processors(1_6_1)_  3
    x(0_1_6_14)  c_u_area_cut(1)_  30
    x(0_1_7_1)  goodput   0.140625
    x(0_1_7_1)  c_e_one_path(0_1_7)_  1
    x(0_1_7_1)  c_e_flow(0_1_0)_  1
    x(0_1_7_1)  c_e_flow(0_2_0)_  -1
    x(0_1_7_1)  c_u_processors(1_7_0)_  3
    x(0_1_7_1)  c_u_processors(1_7_1)_  3
    x(0_1_7_1)  c_u_processors(1_7_2)_  3
    x(0_1_7_1)  c_u_area_cut(1)_  90
    x(0_1_7_2)  goodput   0.13125000000000001
    x(0_1_7_2)  c_e_one_path(0_1_7)_  1
    x(0_1_7_2)  c_e_flow(0_1_0)_  1
    x(0_1_7_2)  c_e_flow(0_2_1)_  -1
    x(0_1_7_2)  c_u_processors(1_7_0)_  3
    x(0_1_7_2)  c_u_processors(1_7_1)_  3
    x(0_1_7_2)  c_u_area_cut(1)_  84
    x(0_1_7_3)  goodput   0.09375
    x(0_1_7_3)  c_e_one_path(0_1_7)_  1
    x(0_1_7_3)  c_e_flow(0_1_0)_  1
    x(0_1_7_3)  c_e_flow(0_2_2)_  -1
    x(0_1_7_3)  c_u_processors(1_7_0)_  3
    x(0_1_7_3)  c_u_area_cut(1)_  60
    x(0_1_7_4)  goodput   0.140625
    x(0_1_7_4)  c_e_one_path(0_1_7)_  1
    x(0_1_7_4)  c_e_flow(0_1_1)_  1
    x(0_1_7_4)  c_e_flow(0_2_0)_  -1
    x(0_1_7_4)  c_u_processors(1_7_0)_  3
    x(0_1_7_4)  c_u_processors(1_7_1)_  3
    x(0_1_7_4)  c_u_processors(1_7_2)_  3
    x(0_1_7_4)  c_u_area_cut(1)_  90
    x(0_1_7_5)  goodput   0.13125000000000001
    x(0_1_7_5)  c_e_one_path(0_1_7)_  1
    x(0_1_7_5)  c_e_flow(0_1_1)_  1
    x(0_1_7_5)  c_e_flow(0_2_1)_  -1
    x(0_1_7_5)  c_u_processors(1_7_0)_  3
    x(0_1_7_5)  c_u_processors(1_7_1)_  3
    x(0_1_7_5)  c_u_area_cut(1)_  84
    x(0_1_7_6)  goodput   0.09375
    x(0_1_7_6)  c_e_one_path(0_1_7)_  1
    x(0_1_7_6)  c_e_flow(0_1_1)_  1
    x(0_1_7_6)  c_e_flow(0_2_2)_  -1
    x(0_1_7_6)  c_u_processors(1_7_0)_  3
    x(0_1_7_6)  c_u_area_cut(1)_  60
    x(0_1_7_7)  goodput   0.028125000000000001
    x(0_1_7_7)  c_e_one_path(0_1_7)_  1
    x(0_1_7_7)  c_e_flow(0_1_1)_  1
    x(0_1_7_7)  c_e_flow(0_2_0)_  -1
    x(0_1_7_7)  c_u_processors(1_7_1)_  3
    x(0_1_7_7)  c_u_processors(1_7_2)_  3
    x(0_1_7_7)  c_u_area_cut(1)_  18
    x(0_1_7_8)  goodput   0.018750000000000003
    x(0_1_7_8)  c_e_one_path(0_1_7)_  1
    x(0_1_7_8)  c_e_flow(0_1_1)_  1
    x(0_1_7_8)  c_e_flow(0_2_1)_  -1
    x(0_1_7_8)  c_u_processors(1_7_1)_  3
    x(0_1_7_8)  c_u_area_cut(1)_  12
    x(0_1_7_10)  goodput   0.13125000000000001
    x(0_1_7_10)  c_e_one_path(0_1_7)_  1
    x(0_1_7_10)  c_e_flow(0_1_2)_  1
    x(0_1_7_10)  c_e_flow(0_2_0)_  -1
    x(0_1_7_10)  c_u_processors(1_7_0)_  3
    x(0_1_7_10)  c_u_processors(1_7_1)_  3
    x(0_1_7_10)  c_u_processors(1_7_2)_  3
    x(0_1_7_10)  c_u_area_cut(1)_  84
    x(0_1_7_11)  goodput   0.12187500000000001
    x(0_1_7_11)  c_e_one_path(0_1_7)_  1
    x(0_1_7_11)  c_e_flow(0_1_2)_  1
    x(0_1_7_11)  c_e_flow(0_2_1)_  -1
    x(0_1_7_11)  c_u_processors(1_7_0)_  3
    x(0_1_7_11)  c_u_processors(1_7_1)_  3
    x(0_1_7_11)  c_u_area_cut(1)_  78
    x(0_1_7_12)  goodput   0.084375000000000006
    x(0_1_7_12)  c_e_one_path(0_1_7)_  1
    x(0_1_7_12)  c_e_flow(0_1_2)_  1
    x(0_1_7_12)  c_e_flow(0_2_2)_  -1
    x(0_1_7_12)  c_u_processors(1_7_0)_  3
    x(0_1_7_12)  c_u_area_cut(1)_  54
    x(0_1_7_13)  goodput   0.028125000000000001
    x(0_1_7_13)  c_e_one_path(0_1_7)_  1
    x(0_1_7_13)  c_e_flow(0_1_2)_  1
    x(0_1_7_13)  c_e_flow(0_2_0)_  -1
    x(0_1_7_13)  c_u_processors(1_7_1)_  3
    x(0_1_7_13)  c_u_processors(1_7_2)_  3
    x(0_1_7_13)  c_u_area_cut(1)_  18
    x(0_1_7_14)  goodput   0.018750000000000003
    x(0_1_7_14)  c_e_one_path(0_1_7)_  1
    x(0_1_7_14)  c_e_flow(0_1_2)_  1
    x(0_1_7_14)  c_e_flow(0_2_1)_  -1
    x(0_1_7_14)  c_u_processors(1_7_1)_  3
    x(0_1_7_14)  c_u_area_cut(1)_  12
    x(0_1_8_1)  goodput   0.140625
    x(0_1_8_1)  c_e_one_path(0_1_8)_  1
    x(0_1_8_1)  c_e_flow(0_1_0)_  1
    x(0_1_8_1)  c_e_flow(0_2_0)_  -1
    x(0_1_8_1)  c_u_processors(1_8_0)_  3
    x(0_1_8_1)  c_u_processors(1_8_1)_  3
    x(0_1_8_1)  c_u_processors(1_8_2)_  3
    x(0_1_8_1)  c_u_area_cut(1)_  90
    x(0_1_8_2)  goodput   0.13125000000000001
    x(0_1_8_2)  c_e_one_path(0_1_8)_  1
    x(0_1_8_2)  c_e_flow(0_1_0)_  1
    x(0_1_8_2)  c_e_flow(0_2_1)_  -1
    x(0_1_8_2)  c_u_processors(1_8_0)_  3
    x(0_1_8_2)  c_u_processors(1_8_1)_  3
    x(0_1_8_2)  c_u_area_cut(1)_  84
    x(0_1_8_3)  goodput   0.098437500000000011
    x(0_1_8_3)  c_e_one_path(0_1_8)_  1
    x(0_1_8_3)  c_e_flow(0_1_0)_  1
    x(0_1_8_3)  c_e_flow(0_2_2)_  -1
    x(0_1_8_3)  c_u_processors(1_8_0)_  3
    x(0_1_8_3)  c_u_area_cut(1)_  63
    x(0_1_8_4)  goodput   0.140625
    x(0_1_8_4)  c_e_one_path(0_1_8)_  1
    x(0_1_8_4)  c_e_flow(0_1_1)_  1
    x(0_1_8_4)  c_e_flow(0_2_0)_  -1
    x(0_1_8_4)  c_u_processors(1_8_0)_  3
    x(0_1_8_4)  c_u_processors(1_8_1)_  3
    x(0_1_8_4)  c_u_processors(1_8_2)_  3
    x(0_1_8_4)  c_u_area_cut(1)_  90
    x(0_1_8_5)  goodput   0.13125000000000001
    x(0_1_8_5)  c_e_one_path(0_1_8)_  1
    x(0_1_8_5)  c_e_flow(0_1_1)_  1
    x(0_1_8_5)  c_e_flow(0_2_1)_  -1
    x(0_1_8_5)  c_u_processors(1_8_0)_  3
    x(0_1_8_5)  c_u_processors(1_8_1)_  3
    x(0_1_8_5)  c_u_area_cut(1)_  84
    x(0_1_8_6)  goodput   0.098437500000000011
    x(0_1_8_6)  c_e_one_path(0_1_8)_  1
    x(0_1_8_6)  c_e_flow(0_1_1)_  1
    x(0_1_8_6)  c_e_flow(0_2_2)_  -1
    x(0_1_8_6)  c_u_processors(1_8_0)_  3
    x(0_1_8_6)  c_u_area_cut(1)_  63
    x(0_1_8_7)  goodput   0.0234375
    x(0_1_8_7)  c_e_one_path(0_1_8)_  1
    x(0_1_8_7)  c_e_flow(0_1_1)_  1
    x(0_1_8_7)  c_e_flow(0_2_0)_  -1
    x(0_1_8_7)  c_u_processors(1_8_1)_  3
    x(0_1_8_7)  c_u_processors(1_8_2)_  3
    x(0_1_8_7)  c_u_area_cut(1)_  15
    x(0_1_8_8)  goodput   0.0140625
    x(0_1_8_8)  c_e_one_path(0_1_8)_  1
    x(0_1_8_8)  c_e_flow(0_1_1)_  1
    x(0_1_8_8)  c_e_flow(0_2_1)_  -1
    x(0_1_8_8)  c_u_processors(1_8_1)_  3
    x(0_1_8_8)  c_u_area_cut(1)_  9
    x(0_1_8_10)  goodput   0.13125000000000001
    x(0_1_8_10)  c_e_one_path(0_1_8)_  1
    x(0_1_8_10)  c_e_flow(0_1_2)_  1
    x(0_1_8_10)  c_e_flow(0_2_0)_  -1
    x(0_1_8_10)  c_u_processors(1_8_0)_  3
    x(0_1_8_10)  c_u_processors(1_8_1)_  3
    x(0_1_8_10)  c_u_processors(1_8_2)_  3
    x(0_1_8_10)  c_u_area_cut(1)_  84
    x(0_1_8_11)  goodput   0.12187500000000001
    x(0_1_8_11)  c_e_one_path(0_1_8)_  1
    x(0_1_8_11)  c_e_flow(0_1_2)_  1
    x(0_1_8_11)  c_e_flow(0_2_1)_  -1
    x(0_1_8_11)  c_u_processors(1_8_0)_  3
    x(0_1_8_11)  c_u_processors(1_8_1)_  3
    x(0_1_8_11)  c_u_area_cut(1)_  78
    x(0_1_8_12)  goodput   0.089062500000000003
    x(0_1_8_12)  c_e_one_path(0_1_8)_  1
    x(0_1_8_12)  c_e_flow(0_1_2)_  1
    x(0_1_8_12)  c_e_flow(0_2_2)_  -1
    x(0_1_8_12)  c_u_processors(1_8_0)_  3
    x(0_1_8_12)  c_u_area_cut(1)_  57
    x(0_1_8_13)  goodput   0.0234375
    x(0_1_8_13)  c_e_one_path(0_1_8)_  1
    x(0_1_8_13)  c_e_flow(0_1_2)_  1
    x(0_1_8_13)  c_e_flow(0_2_0)_  -1
    x(0_1_8_13)  c_u_processors(1_8_1)_  3
    x(0_1_8_13)  c_u_processors(1_8_2)_  3
    x(0_1_8_13)  c_u_area_cut(1)_  15
    x(0_1_8_14)  goodput   0.0140625
    x(0_1_8_14)  c_e_one_path(0_1_8)_  1
    x(0_1_8_14)  c_e_flow(0_1_2)_  1
    x(0_1_8_14)  c_e_flow(0_2_1)_  -1
    x(0_1_8_14)  c_u_processors(1_8_1)_  3
    x(0_1_8_14)  c_u_area_cut(1)_  9
    x(0_1_9_1)  goodput   0.140625
    x(0_1_9_1)  c_e_one_path(0_1_9)_  1
    x(0_1_9_1)  c_e_flow(0_1_0)_  1
    x(0_1_9_1)  c_e_flow(0_2_0)_  -1
    x(0_1_9_1)  c_u_processors(1_9_0)_  3
    x(0_1_9_1)  c_u_processors(1_9_1)_  3
    x(0_1_9_1)  c_u_processors(1_9_2)_  3
    x(0_1_9_1)  c_u_area_cut(1)_  90
    x(0_1_9_2)  goodput   0.13125000000000001
    x(0_1_9_2)  c_e_one_path(0_1_9)_  1
    x(0_1_9_2)  c_e_flow(0_1_0)_  1
    x(0_1_9_2)  c_e_flow(0_2_1)_  -1
    x(0_1_9_2)  c_u_processors(1_9_0)_  3
    x(0_1_9_2)  c_u_processors(1_9_1)_  3
    x(0_1_9_2)  c_u_area_cut(1)_  84
    x(0_1_9_3)  goodput   0.1125
    x(0_1_9_3)  c_e_one_path(0_1_9)_  1
    x(0_1_9_3)  c_e_flow(0_1_0)_  1
    x(0_1_9_3)  c_e_flow(0_2_2)_  -1
    x(0_1_9_3)  c_u_processors(1_9_0)_  3
    x(0_1_9_3)  c_u_area_cut(1)_  72
    x(0_1_9_4)  goodput   0.140625
    x(0_1_9_4)  c_e_one_path(0_1_9)_  1
    x(0_1_9_4)  c_e_flow(0_1_1)_  1
    x(0_1_9_4)  c_e_flow(0_2_0)_  -1
    x(0_1_9_4)  c_u_processors(1_9_0)_  3
    x(0_1_9_4)  c_u_processors(1_9_1)_  3
    x(0_1_9_4)  c_u_processors(1_9_2)_  3
    x(0_1_9_4)  c_u_area_cut(1)_  90
    x(0_1_9_5)  goodput   0.13125000000000001
    x(0_1_9_5)  c_e_one_path(0_1_9)_  1
    x(0_1_9_5)  c_e_flow(0_1_1)_  1
    x(0_1_9_5)  c_e_flow(0_2_1)_  -1
    x(0_1_9_5)  c_u_processors(1_9_0)_  3
    x(0_1_9_5)  c_u_processors(1_9_1)_  3
    x(0_1_9_5)  c_u_area_cut(1)_  84
    x(0_1_9_6)  goodput   0.1125
    x(0_1_9_6)  c_e_one_path(0_1_9)_  1
    x(0_1_9_6)  c_e_flow(0_1_1)_  1
    x(0_1_9_6)  c_e_flow(0_2_2)_  -1
    x(0_1_9_6)  c_u_processors(1_9_0)_  3
    x(0_1_9_6)  c_u_area_cut(1)_  72
    x(0_1_9_7)  goodput   0.0093750000000000014
    x(0_1_9_7)  c_e_one_path(0_1_9)_  1
    x(0_1_9_7)  c_e_flow(0_1_1)_  1
    x(0_1_9_7)  c_e_flow(0_2_0)_  -1
    x(0_1_9_7)  c_u_processors(1_9_1)_  3
    x(0_1_9_7)  c_u_processors(1_9_2)_  3
    x(0_1_9_7)  c_u_area_cut(1)_  6
    x(0_1_9_10)  goodput   0.13125000000000001
    x(0_1_9_10)  c_e_one_path(0_1_9)_  1
    x(0_1_9_10)  c_e_flow(0_1_2)_  1
    x(0_1_9_10)  c_e_flow(0_2_0)_  -1
    x(0_1_9_10)  c_u_processors(1_9_0)_  3
    x(0_1_9_10)  c_u_processors(1_9_1)_  3
    x(0_1_9_10)  c_u_processors(1_9_2)_  3
    x(0_1_9_10)  c_u_area_cut(1)_  84
    x(0_1_9_11)  goodput   0.12187500000000001
    x(0_1_9_11)  c_e_one_path(0_1_9)_  1
    x(0_1_9_11)  c_e_flow(0_1_2)_  1
    x(0_1_9_11)  c_e_flow(0_2_1)_  -1
    x(0_1_9_11)  c_u_processors(1_9_0)_  3
    x(0_1_9_11)  c_u_processors(1_9_1)_  3
    x(0_1_9_11)  c_u_area_cut(1)_  78
    x(0_1_9_12)  goodput   0.10312500000000001
    x(0_1_9_12)  c_e_one_path(0_1_9)_  1
    x(0_1_9_12)  c_e_flow(0_1_2)_  1
    x(0_1_9_12)  c_e_flow(0_2_2)_  -1
    x(0_1_9_12)  c_u_processors(1_9_0)_  3
    x(0_1_9_12)  c_u_area_cut(1)_  66
    x(0_1_9_13)  goodput   0.0093750000000000014
    x(0_1_9_13)  c_e_one_path(0_1_9)_  1
    x(0_1_9_13)  c_e_flow(0_1_2)_  1
    x(0_1_9_13)  c_e_flow(0_2_0)_  -1
    x(0_1_9_13)  c_u_processors(1_9_1)_  3
    x(0_1_9_13)  c_u_processors(1_9_2)_  3
    x(0_1_9_13)  c_u_area_cut(1)_  6
    x(0_1_10_1)  goodput   0.140625
    x(0_1_10_1)  c_e_one_path(0_1_10)_  1
    x(0_1_10_1)  c_e_flow(0_1_0)_  1
    x(0_1_10_1)  c_e_flow(0_2_0)_  -1
    x(0_1_10_1)  c_u_processors(1_10_0)_  3
    x(0_1_10_1)  c_u_processors(1_10_1)_  3
    x(0_1_10_1)  c_u_processors(1_10_2)_  3
    x(0_1_10_1)  c_u_area_cut(1)_  90
    x(0_1_10_2)  goodput   0.13125000000000001
    x(0_1_10_2)  c_e_one_path(0_1_10)_  1
    x(0_1_10_2)  c_e_flow(0_1_0)_  1
    x(0_1_10_2)  c_e_flow(0_2_1)_  -1
    x(0_1_10_2)  c_u_processors(1_10_0)_  3
    x(0_1_10_2)  c_u_processors(1_10_1)_  3
    x(0_1_10_2)  c_u_area_cut(1)_  84
    x(0_1_10_3)  goodput   0.12187500000000001
    x(0_1_10_3)  c_e_one_path(0_1_10)_  1
    x(0_1_10_3)  c_e_flow(0_1_0)_  1
    x(0_1_10_3)  c_e_flow(0_2_2)_  -1
    x(0_1_10_3)  c_u_processors(1_10_0)_  3
    x(0_1_10_3)  c_u_area_cut(1)_  78
    x(0_1_10_4)  goodput   0.140625
    x(0_1_10_4)  c_e_one_path(0_1_10)_  1
    x(0_1_10_4)  c_e_flow(0_1_1)_  1
    x(0_1_10_4)  c_e_flow(0_2_0)_  -1
    x(0_1_10_4)  c_u_processors(1_10_0)_  3
    x(0_1_10_4)  c_u_processors(1_10_1)_  3
    x(0_1_10_4)  c_u_processors(1_10_2)_  3
    x(0_1_10_4)  c_u_area_cut(1)_  90
    x(0_1_10_5)  goodput   0.13125000000000001
    x(0_1_10_5)  c_e_one_path(0_1_10)_  1
    x(0_1_10_5)  c_e_flow(0_1_1)_  1
    x(0_1_10_5)  c_e_flow(0_2_1)_  -1
    x(0_1_10_5)  c_u_processors(1_10_0)_  3
    x(0_1_10_5)  c_u_processors(1_10_1)_  3
    x(0_1_10_5)  c_u_area_cut(1)_  84
    x(0_1_10_6)  goodput   0.12187500000000001
    x(0_1_10_6)  c_e_one_path(0_1_10)_  1
    x(0_1_10_6)  c_e_flow(0_1_1)_  1
    x(0_1_10_6)  c_e_flow(0_2_2)_  -1
    x(0_1_10_6)  c_u_processors(1_10_0)_  3
    x(0_1_10_6)  c_u_area_cut(1)_  78
    x(0_1_10_10)  goodput   0.13125000000000001
    x(0_1_10_10)  c_e_one_path(0_1_10)_  1
    x(0_1_10_10)  c_e_flow(0_1_2)_  1
    x(0_1_10_10)  c_e_flow(0_2_0)_  -1
    x(0_1_10_10)  c_u_processors(1_10_0)_  3
    x(0_1_10_10)  c_u_processors(1_10_1)_  3
    x(0_1_10_10)  c_u_processors(1_10_2)_  3
    x(0_1_10_10)  c_u_area_cut(1)_  84
    x(0_1_10_11)  goodput   0.12187500000000001
    x(0_1_10_11)  c_e_one_path(0_1_10)_  1
    x(0_1_10_11)  c_e_flow(0_1_2)_  1
    x(0_1_10_11)  c_e_flow(0_2_1)_  -1
    x(0_1_10_11)  c_u_processors(1_10_0)_  3
    x(0_1_10_11)  c_u_processors(1_10_1)_  3
    x(0_1_10_11)  c_u_area_cut(1)_  78
    x(0_1_10_12)  goodput   0.1125
    x(0_1_10_12)  c_e_one_path(0_1_10)_  1
    x(0_1_10_12)  c_e_flow(0_1_2)_  1
    x(0_1_10_12)  c_e_flow(0_2_2)_  -1
    x(0_1_10_12)  c_u_processors(1_10_0)_  3
    x(0_1_10_12)  c_u_area_cut(1)_  72
    x(0_1_11_1)  goodput   0.140625
    x(0_1_11_1)  c_e_one_path(0_1_11)_  1
    x(0_1_11_1)  c_e_flow(0_1_0)_  1
    x(0_1_11_1)  c_e_flow(0_2_0)_  -1
    x(0_1_11_1)  c_u_processors(1_11_0)_  3
    x(0_1_11_1)  c_u_processors(1_11_1)_  3
    x(0_1_11_1)  c_u_processors(1_11_2)_  3
    x(0_1_11_1)  c_u_area_cut(1)_  90
    x(0_1_11_2)  goodput   0.13125000000000001
    x(0_1_11_2)  c_e_one_path(0_1_11)_  1
    x(0_1_11_2)  c_e_flow(0_1_0)_  1
    x(0_1_11_2)  c_e_flow(0_2_1)_  -1
    x(0_1_11_2)  c_u_processors(1_11_0)_  3
    x(0_1_11_2)  c_u_processors(1_11_1)_  3
    x(0_1_11_2)  c_u_area_cut(1)_  84
    x(0_1_11_3)  goodput   0.13125000000000001
    x(0_1_11_3)  c_e_one_path(0_1_11)_  1
    x(0_1_11_3)  c_e_flow(0_1_0)_  1
    x(0_1_11_3)  c_e_flow(0_2_2)_  -1
    x(0_1_11_3)  c_u_processors(1_11_0)_  3
    x(0_1_11_3)  c_u_area_cut(1)_  84
    x(0_1_11_4)  goodput   0.140625
    x(0_1_11_4)  c_e_one_path(0_1_11)_  1
    x(0_1_11_4)  c_e_flow(0_1_1)_  1
    x(0_1_11_4)  c_e_flow(0_2_0)_  -1
    x(0_1_11_4)  c_u_processors(1_11_0)_  3
    x(0_1_11_4)  c_u_processors(1_11_1)_  3
    x(0_1_11_4)  c_u_processors(1_11_2)_  3
    x(0_1_11_4)  c_u_area_cut(1)_  90
    x(0_1_11_5)  goodput   0.13125000000000001
    x(0_1_11_5)  c_e_one_path(0_1_11)_  1
    x(0_1_11_5)  c_e_flow(0_1_1)_  1
    x(0_1_11_5)  c_e_flow(0_2_1)_  -1
    x(0_1_11_5)  c_u_processors(1_11_0)_  3
    x(0_1_11_5)  c_u_processors(1_11_1)_  3
    x(0_1_11_5)  c_u_area_cut(1)_  84
    x(0_1_11_6)  goodput   0.13125000000000001
    x(0_1_11_6)  c_e_one_path(0_1_11)_  1
    x(0_1_11_6)  c_e_flow(0_1_1)_  1
    x(0_1_11_6)  c_e_flow(0_2_2)_  -1
    x(0_1_11_6)  c_u_processors(1_11_0)_  3
    x(0_1_11_6)  c_u_area_cut(1)_  84
    x(0_1_11_10)  goodput   0.13125000000000001
    x(0_1_11_10)  c_e_one_path(0_1_11)_  1
    x(0_1_11_10)  c_e_flow(0_1_2)_  1
    x(0_1_11_10)  c_e_flow(0_2_0)_  -1
    x(0_1_11_10)  c_u_processors(1_11_0)_  3
    x(0_1_11_10)  c_u_processors(1_11_1)_  3
    x(0_1_11_10)  c_u_processors(1_11_2)_  3
    x(0_1_11_10)  c_u_area_cut(1)_  84
    x(0_1_11_11)  goodput   0.12187500000000001
    x(0_1_11_11)  c_e_one_path(0_1_11)_  1
    x(0_1_11_11)  c_e_flow(0_1_2)_  1
    x(0_1_11_11)  c_e_flow(0_2_1)_  -1
    x(0_1_11_11)  c_u_processors(1_11_0)_  3
    x(0_1_11_11)  c_u_processors(1_11_1)_  3
    x(0_1_11_11)  c_u_area_cut(1)_  78
    x(0_1_11_12)  goodput   0.12187500000000001
    x(0_1_11_12)  c_e_one_path(0_1_11)_  1
    x(0_1_11_12)  c_e_flow(0_1_2)_  1
    x(0_1_11_12)  c_e_flow(0_2_2)_  -1
    x(0_1_11_12)  c_u_processors(1_11_0)_  3
    x(0_1_11_12)  c_u_area_cut(1)_  78
    x(0_2_0_1)  goodput   0.1875
    x(0_2_0_1)  c_e_one_path(0_2_0)_  1
    x(0_2_0_1)  c_e_flow(0_2_0)_  1
    x(0_2_0_1)  c_u_processors(2_0_0)_  3
    x(0_2_0_1)  c_u_processors(2_0_1)_  3
    x(0_2_0_1)  c_u_processors(2_0_2)_  3
    x(0_2_0_1)  c_u_area_cut(2)_  120
    x(0_2_0_2)  goodput   0.17812500000000001
    x(0_2_0_2)  c_e_one_path(0_2_0)_  1
    x(0_2_0_2)  c_e_flow(0_2_0)_  1
    x(0_2_0_2)  c_u_processors(2_0_0)_  3
    x(0_2_0_2)  c_u_processors(2_0_1)_  3
    x(0_2_0_2)  c_u_area_cut(2)_  114
    x(0_2_0_4)  goodput   0.1875
    x(0_2_0_4)  c_e_one_path(0_2_0)_  1
    x(0_2_0_4)  c_e_flow(0_2_1)_  1
    x(0_2_0_4)  c_u_processors(2_0_0)_  3
    x(0_2_0_4)  c_u_processors(2_0_1)_  3
    x(0_2_0_4)  c_u_processors(2_0_2)_  3
    x(0_2_0_4)  c_u_area_cut(2)_  120
    x(0_2_0_5)  goodput   0.17812500000000001
    x(0_2_0_5)  c_e_one_path(0_2_0)_  1
    x(0_2_0_5)  c_e_flow(0_2_1)_  1
    x(0_2_0_5)  c_u_processors(2_0_0)_  3
    x(0_2_0_5)  c_u_processors(2_0_1)_  3
    x(0_2_0_5)  c_u_area_cut(2)_  114
    x(0_2_0_7)  goodput   0.17812500000000001
    x(0_2_0_7)  c_e_one_path(0_2_0)_  1
    x(0_2_0_7)  c_e_flow(0_2_1)_  1
    x(0_2_0_7)  c_u_processors(2_0_1)_  3
    x(0_2_0_7)  c_u_processors(2_0_2)_  3
    x(0_2_0_7)  c_u_area_cut(2)_  114
    x(0_2_0_8)  goodput   0.16875000000000001
    x(0_2_0_8)  c_e_one_path(0_2_0)_  1
    x(0_2_0_8)  c_e_flow(0_2_1)_  1
    x(0_2_0_8)  c_u_processors(2_0_1)_  3
    x(0_2_0_8)  c_u_area_cut(2)_  108
    x(0_2_0_10)  goodput   0.17812500000000001
    x(0_2_0_10)  c_e_one_path(0_2_0)_  1
    x(0_2_0_10)  c_e_flow(0_2_2)_  1
    x(0_2_0_10)  c_u_processors(2_0_0)_  3
    x(0_2_0_10)  c_u_processors(2_0_1)_  3
    x(0_2_0_10)  c_u_processors(2_0_2)_  3
    x(0_2_0_10)  c_u_area_cut(2)_  114
    x(0_2_0_11)  goodput   0.16875000000000001
    x(0_2_0_11)  c_e_one_path(0_2_0)_  1
    x(0_2_0_11)  c_e_flow(0_2_2)_  1
    x(0_2_0_11)  c_u_processors(2_0_0)_  3
    x(0_2_0_11)  c_u_processors(2_0_1)_  3
    x(0_2_0_11)  c_u_area_cut(2)_  108
    x(0_2_0_13)  goodput   0.17812500000000001
    x(0_2_0_13)  c_e_one_path(0_2_0)_  1
    x(0_2_0_13)  c_e_flow(0_2_2)_  1
    x(0_2_0_13)  c_u_processors(2_0_1)_  3
    x(0_2_0_13)  c_u_processors(2_0_2)_  3
    x(0_2_0_13)  c_u_area_cut(2)_  114
    x(0_2_0_14)  goodput   0.16875000000000001
    x(0_2_0_14)  c_e_one_path(0_2_0)_  1
    x(0_2_0_14)  c_e_flow(0_2_2)_  1
    x(0_2_0_14)  c_u_processors(2_0_1)_  3
    x(0_2_0_14)  c_u_area_cut(2)_  108
    x(0_2_1_1)  goodput   0.1875
    x(0_2_1_1)  c_e_one_path(0_2_1)_  1
    x(0_2_1_1)  c_e_flow(0_2_0)_  1
    x(0_2_1_1)  c_u_processors(2_1_0)_  3
    x(0_2_1_1)  c_u_processors(2_1_1)_  3
    x(0_2_1_1)  c_u_processors(2_1_2)_  3
    x(0_2_1_1)  c_u_area_cut(2)_  120
    x(0_2_1_2)  goodput   0.17812500000000001
    x(0_2_1_2)  c_e_one_path(0_2_1)_  1
    x(0_2_1_2)  c_e_flow(0_2_0)_  1
    x(0_2_1_2)  c_u_processors(2_1_0)_  3
    x(0_2_1_2)  c_u_processors(2_1_1)_  3
    x(0_2_1_2)  c_u_area_cut(2)_  114
    x(0_2_1_4)  goodput   0.1875
    x(0_2_1_4)  c_e_one_path(0_2_1)_  1
    x(0_2_1_4)  c_e_flow(0_2_1)_  1
    x(0_2_1_4)  c_u_processors(2_1_0)_  3
    x(0_2_1_4)  c_u_processors(2_1_1)_  3
    x(0_2_1_4)  c_u_processors(2_1_2)_  3
    x(0_2_1_4)  c_u_area_cut(2)_  120
    x(0_2_1_5)  goodput   0.17812500000000001
    x(0_2_1_5)  c_e_one_path(0_2_1)_  1
    x(0_2_1_5)  c_e_flow(0_2_1)_  1
    x(0_2_1_5)  c_u_processors(2_1_0)_  3
    x(0_2_1_5)  c_u_processors(2_1_1)_  3
    x(0_2_1_5)  c_u_area_cut(2)_  114
    x(0_2_1_7)  goodput   0.16875000000000001
    x(0_2_1_7)  c_e_one_path(0_2_1)_  1
    x(0_2_1_7)  c_e_flow(0_2_1)_  1
    x(0_2_1_7)  c_u_processors(2_1_1)_  3
    x(0_2_1_7)  c_u_processors(2_1_2)_  3
    x(0_2_1_7)  c_u_area_cut(2)_  108
    x(0_2_1_8)  goodput   0.15937500000000002
    x(0_2_1_8)  c_e_one_path(0_2_1)_  1
    x(0_2_1_8)  c_e_flow(0_2_1)_  1
    x(0_2_1_8)  c_u_processors(2_1_1)_  3
    x(0_2_1_8)  c_u_area_cut(2)_  102
    x(0_2_1_10)  goodput   0.17812500000000001
    x(0_2_1_10)  c_e_one_path(0_2_1)_  1
    x(0_2_1_10)  c_e_flow(0_2_2)_  1
    x(0_2_1_10)  c_u_processors(2_1_0)_  3
    x(0_2_1_10)  c_u_processors(2_1_1)_  3
    x(0_2_1_10)  c_u_processors(2_1_2)_  3
    x(0_2_1_10)  c_u_area_cut(2)_  114
    x(0_2_1_11)  goodput   0.16875000000000001
    x(0_2_1_11)  c_e_one_path(0_2_1)_  1
    x(0_2_1_11)  c_e_flow(0_2_2)_  1
    x(0_2_1_11)  c_u_processors(2_1_0)_  3
    x(0_2_1_11)  c_u_processors(2_1_1)_  3
    x(0_2_1_11)  c_u_area_cut(2)_  108
    x(0_2_1_13)  goodput   0.16875000000000001
    x(0_2_1_13)  c_e_one_path(0_2_1)_  1
    x(0_2_1_13)  c_e_flow(0_2_2)_  1
    x(0_2_1_13)  c_u_processors(2_1_1)_  3
    x(0_2_1_13)  c_u_processors(2_1_2)_  3
    x(0_2_1_13)  c_u_area_cut(2)_  108
    x(0_2_1_14)  goodput   0.15937500000000002
    x(0_2_1_14)  c_e_one_path(0_2_1)_  1
    x(0_2_1_14)  c_e_flow(0_2_2)_  1
    x(0_2_1_14)  c_u_processors(2_1_1)_  3
    x(0_2_1_14)  c_u_area_cut(2)_  102
    x(0_2_2_1)  goodput   0.1875
    x(0_2_2_1)  c_e_one_path(0_2_2)_  1
    x(0_2_2_1)  c_e_flow(0_2_0)_  1
    x(0_2_2_1)  c_u_processors(2_2_0)_  3
    x(0_2_2_1)  c_u_processors(2_2_1)_  3
    x(0_2_2_1)  c_u_processors(2_2_2)_  3
    x(0_2_2_1)  c_u_area_cut(2)_  120
    x(0_2_2_2)  goodput   0.17812500000000001
    x(0_2_2_2)  c_e_one_path(0_2_2)_  1
    x(0_2_2_2)  c_e_flow(0_2_0)_  1
    x(0_2_2_2)  c_u_processors(2_2_0)_  3
    x(0_2_2_2)  c_u_processors(2_2_1)_  3
    x(0_2_2_2)  c_u_area_cut(2)_  114
    x(0_2_2_3)  goodput   0.0093750000000000014
    x(0_2_2_3)  c_e_one_path(0_2_2)_  1
    x(0_2_2_3)  c_e_flow(0_2_0)_  1
    x(0_2_2_3)  c_u_processors(2_2_0)_  3
    x(0_2_2_3)  c_u_area_cut(2)_  6
    x(0_2_2_4)  goodput   0.1875
    x(0_2_2_4)  c_e_one_path(0_2_2)_  1
    x(0_2_2_4)  c_e_flow(0_2_1)_  1
    x(0_2_2_4)  c_u_processors(2_2_0)_  3
    x(0_2_2_4)  c_u_processors(2_2_1)_  3
    x(0_2_2_4)  c_u_processors(2_2_2)_  3
    x(0_2_2_4)  c_u_area_cut(2)_  120
    x(0_2_2_5)  goodput   0.17812500000000001
    x(0_2_2_5)  c_e_one_path(0_2_2)_  1
    x(0_2_2_5)  c_e_flow(0_2_1)_  1
    x(0_2_2_5)  c_u_processors(2_2_0)_  3
    x(0_2_2_5)  c_u_processors(2_2_1)_  3
    x(0_2_2_5)  c_u_area_cut(2)_  114
    x(0_2_2_6)  goodput   0.0093750000000000014
    x(0_2_2_6)  c_e_one_path(0_2_2)_  1
    x(0_2_2_6)  c_e_flow(0_2_1)_  1
    x(0_2_2_6)  c_u_processors(2_2_0)_  3
    x(0_2_2_6)  c_u_area_cut(2)_  6
    x(0_2_2_7)  goodput   0.15937500000000002
    x(0_2_2_7)  c_e_one_path(0_2_2)_  1
    x(0_2_2_7)  c_e_flow(0_2_1)_  1
    x(0_2_2_7)  c_u_processors(2_2_1)_  3
    x(0_2_2_7)  c_u_processors(2_2_2)_  3
    x(0_2_2_7)  c_u_area_cut(2)_  102
    x(0_2_2_8)  goodput   0.15000000000000002
    x(0_2_2_8)  c_e_one_path(0_2_2)_  1
    x(0_2_2_8)  c_e_flow(0_2_1)_  1
    x(0_2_2_8)  c_u_processors(2_2_1)_  3
    x(0_2_2_8)  c_u_area_cut(2)_  96
    x(0_2_2_10)  goodput   0.17812500000000001
    x(0_2_2_10)  c_e_one_path(0_2_2)_  1
    x(0_2_2_10)  c_e_flow(0_2_2)_  1
    x(0_2_2_10)  c_u_processors(2_2_0)_  3
    x(0_2_2_10)  c_u_processors(2_2_1)_  3
    x(0_2_2_10)  c_u_processors(2_2_2)_  3
    x(0_2_2_10)  c_u_area_cut(2)_  114
    x(0_2_2_11)  goodput   0.16875000000000001
    x(0_2_2_11)  c_e_one_path(0_2_2)_  1
    x(0_2_2_11)  c_e_flow(0_2_2)_  1
    x(0_2_2_11)  c_u_processors(2_2_0)_  3
    x(0_2_2_11)  c_u_processors(2_2_1)_  3
    x(0_2_2_11)  c_u_area_cut(2)_  108
    x(0_2_2_13)  goodput   0.15937500000000002
    x(0_2_2_13)  c_e_one_path(0_2_2)_  1
    x(0_2_2_13)  c_e_flow(0_2_2)_  1
    x(0_2_2_13)  c_u_processors(2_2_1)_  3
    x(0_2_2_13)  c_u_processors(2_2_2)_  3
    x(0_2_2_13)  c_u_area_cut(2)_  102
    x(0_2_2_14)  goodput   0.15000000000000002
    x(0_2_2_14)  c_e_one_path(0_2_2)_  1
    x(0_2_2_14)  c_e_flow(0_2_2)_  1
    x(0_2_2_14)  c_u_processors(2_2_1)_  3
    x(0_2_2_14)  c_u_area_cut(2)_  96
    x(0_2_3_1)  goodput   0.1875
    x(0_2_3_1)  c_e_one_path(0_2_3)_  1
    x(0_2_3_1)  c_e_flow(0_2_0)_  1
    x(0_2_3_1)  c_u_processors(2_3_0)_  3
    x(0_2_3_1)  c_u_processors(2_3_1)_  3
    x(0_2_3_1)  c_u_processors(2_3_2)_  3
    x(0_2_3_1)  c_u_area_cut(2)_  120
    x(0_2_3_2)  goodput   0.17812500000000001
    x(0_2_3_2)  c_e_one_path(0_2_3)_  1
    x(0_2_3_2)  c_e_flow(0_2_0)_  1
    x(0_2_3_2)  c_u_processors(2_3_0)_  3
    x(0_2_3_2)  c_u_processors(2_3_1)_  3
    x(0_2_3_2)  c_u_area_cut(2)_  114
    x(0_2_3_3)  goodput   0.0234375
    x(0_2_3_3)  c_e_one_path(0_2_3)_  1
    x(0_2_3_3)  c_e_flow(0_2_0)_  1
    x(0_2_3_3)  c_u_processors(2_3_0)_  3
    x(0_2_3_3)  c_u_area_cut(2)_  15
    x(0_2_3_4)  goodput   0.1875
    x(0_2_3_4)  c_e_one_path(0_2_3)_  1
    x(0_2_3_4)  c_e_flow(0_2_1)_  1
    x(0_2_3_4)  c_u_processors(2_3_0)_  3
    x(0_2_3_4)  c_u_processors(2_3_1)_  3
    x(0_2_3_4)  c_u_processors(2_3_2)_  3
    x(0_2_3_4)  c_u_area_cut(2)_  120
    x(0_2_3_5)  goodput   0.17812500000000001
    x(0_2_3_5)  c_e_one_path(0_2_3)_  1
    x(0_2_3_5)  c_e_flow(0_2_1)_  1
    x(0_2_3_5)  c_u_processors(2_3_0)_  3
    x(0_2_3_5)  c_u_processors(2_3_1)_  3
    x(0_2_3_5)  c_u_area_cut(2)_  114
    x(0_2_3_6)  goodput   0.0234375
    x(0_2_3_6)  c_e_one_path(0_2_3)_  1
    x(0_2_3_6)  c_e_flow(0_2_1)_  1
    x(0_2_3_6)  c_u_processors(2_3_0)_  3
    x(0_2_3_6)  c_u_area_cut(2)_  15
    x(0_2_3_7)  goodput   0.14531250000000001
    x(0_2_3_7)  c_e_one_path(0_2_3)_  1
    x(0_2_3_7)  c_e_flow(0_2_1)_  1
    x(0_2_3_7)  c_u_processors(2_3_1)_  3
    x(0_2_3_7)  c_u_processors(2_3_2)_  3
    x(0_2_3_7)  c_u_area_cut(2)_  93
    x(0_2_3_8)  goodput   0.13593750000000002
    x(0_2_3_8)  c_e_one_path(0_2_3)_  1
    x(0_2_3_8)  c_e_flow(0_2_1)_  1
    x(0_2_3_8)  c_u_processors(2_3_1)_  3
    x(0_2_3_8)  c_u_area_cut(2)_  87
    x(0_2_3_10)  goodput   0.17812500000000001
    x(0_2_3_10)  c_e_one_path(0_2_3)_  1
    x(0_2_3_10)  c_e_flow(0_2_2)_  1
    x(0_2_3_10)  c_u_processors(2_3_0)_  3
    x(0_2_3_10)  c_u_processors(2_3_1)_  3
    x(0_2_3_10)  c_u_processors(2_3_2)_  3
    x(0_2_3_10)  c_u_area_cut(2)_  114
    x(0_2_3_11)  goodput   0.16875000000000001
    x(0_2_3_11)  c_e_one_path(0_2_3)_  1
    x(0_2_3_11)  c_e_flow(0_2_2)_  1
    x(0_2_3_11)  c_u_processors(2_3_0)_  3
    x(0_2_3_11)  c_u_processors(2_3_1)_  3
    x(0_2_3_11)  c_u_area_cut(2)_  108
    x(0_2_3_12)  goodput   0.0140625
    x(0_2_3_12)  c_e_one_path(0_2_3)_  1
    x(0_2_3_12)  c_e_flow(0_2_2)_  1
    x(0_2_3_12)  c_u_processors(2_3_0)_  3
    x(0_2_3_12)  c_u_area_cut(2)_  9
    x(0_2_3_13)  goodput   0.14531250000000001
    x(0_2_3_13)  c_e_one_path(0_2_3)_  1
    x(0_2_3_13)  c_e_flow(0_2_2)_  1
    x(0_2_3_13)  c_u_processors(2_3_1)_  3
    x(0_2_3_13)  c_u_processors(2_3_2)_  3
    x(0_2_3_13)  c_u_area_cut(2)_  93
    x(0_2_3_14)  goodput   0.13593750000000002
    x(0_2_3_14)  c_e_one_path(0_2_3)_  1
    x(0_2_3_14)  c_e_flow(0_2_2)_  1
    x(0_2_3_14)  c_u_processors(2_3_1)_  3
    x(0_2_3_14)  c_u_area_cut(2)_  87
    x(0_2_4_1)  goodput   0.1875
    x(0_2_4_1)  c_e_one_path(0_2_4)_  1
    x(0_2_4_1)  c_e_flow(0_2_0)_  1
    x(0_2_4_1)  c_u_processors(2_4_0)_  3
    x(0_2_4_1)  c_u_processors(2_4_1)_  3
    x(0_2_4_1)  c_u_processors(2_4_2)_  3
    x(0_2_4_1)  c_u_area_cut(2)_  120
    x(0_2_4_2)  goodput   0.17812500000000001
    x(0_2_4_2)  c_e_one_path(0_2_4)_  1
    x(0_2_4_2)  c_e_flow(0_2_0)_  1
    x(0_2_4_2)  c_u_processors(2_4_0)_  3
    x(0_2_4_2)  c_u_processors(2_4_1)_  3
    x(0_2_4_2)  c_u_area_cut(2)_  114
    x(0_2_4_3)  goodput   0.028125000000000001
    x(0_2_4_3)  c_e_one_path(0_2_4)_  1
    x(0_2_4_3)  c_e_flow(0_2_0)_  1
    x(0_2_4_3)  c_u_processors(2_4_0)_  3
    x(0_2_4_3)  c_u_area_cut(2)_  18
    x(0_2_4_4)  goodput   0.1875
    x(0_2_4_4)  c_e_one_path(0_2_4)_  1
    x(0_2_4_4)  c_e_flow(0_2_1)_  1
    x(0_2_4_4)  c_u_processors(2_4_0)_  3
    x(0_2_4_4)  c_u_processors(2_4_1)_  3
    x(0_2_4_4)  c_u_processors(2_4_2)_  3
    x(0_2_4_4)  c_u_area_cut(2)_  120
    x(0_2_4_5)  goodput   0.17812500000000001
    x(0_2_4_5)  c_e_one_path(0_2_4)_  1
    x(0_2_4_5)  c_e_flow(0_2_1)_  1
    x(0_2_4_5)  c_u_processors(2_4_0)_  3
    x(0_2_4_5)  c_u_processors(2_4_1)_  3
    x(0_2_4_5)  c_u_area_cut(2)_  114
    x(0_2_4_6)  goodput   0.028125000000000001
    x(0_2_4_6)  c_e_one_path(0_2_4)_  1
    x(0_2_4_6)  c_e_flow(0_2_1)_  1
    x(0_2_4_6)  c_u_processors(2_4_0)_  3
    x(0_2_4_6)  c_u_area_cut(2)_  18
    x(0_2_4_7)  goodput   0.140625
    x(0_2_4_7)  c_e_one_path(0_2_4)_  1
    x(0_2_4_7)  c_e_flow(0_2_1)_  1
    x(0_2_4_7)  c_u_processors(2_4_1)_  3
    x(0_2_4_7)  c_u_processors(2_4_2)_  3
    x(0_2_4_7)  c_u_area_cut(2)_  90
    x(0_2_4_8)  goodput   0.13125000000000001
    x(0_2_4_8)  c_e_one_path(0_2_4)_  1
    x(0_2_4_8)  c_e_flow(0_2_1)_  1
    x(0_2_4_8)  c_u_processors(2_4_1)_  3
    x(0_2_4_8)  c_u_area_cut(2)_  84
    x(0_2_4_10)  goodput   0.17812500000000001
    x(0_2_4_10)  c_e_one_path(0_2_4)_  1
    x(0_2_4_10)  c_e_flow(0_2_2)_  1
    x(0_2_4_10)  c_u_processors(2_4_0)_  3
    x(0_2_4_10)  c_u_processors(2_4_1)_  3
    x(0_2_4_10)  c_u_processors(2_4_2)_  3
    x(0_2_4_10)  c_u_area_cut(2)_  114
    x(0_2_4_11)  goodput   0.16875000000000001
    x(0_2_4_11)  c_e_one_path(0_2_4)_  1
    x(0_2_4_11)  c_e_flow(0_2_2)_  1
    x(0_2_4_11)  c_u_processors(2_4_0)_  3
    x(0_2_4_11)  c_u_processors(2_4_1)_  3
    x(0_2_4_11)  c_u_area_cut(2)_  108
    x(0_2_4_12)  goodput   0.018750000000000003
    x(0_2_4_12)  c_e_one_path(0_2_4)_  1
    x(0_2_4_12)  c_e_flow(0_2_2)_  1
    x(0_2_4_12)  c_u_processors(2_4_0)_  3
    x(0_2_4_12)  c_u_area_cut(2)_  12
    x(0_2_4_13)  goodput   0.140625
    x(0_2_4_13)  c_e_one_path(0_2_4)_  1
    x(0_2_4_13)  c_e_flow(0_2_2)_  1
    x(0_2_4_13)  c_u_processors(2_4_1)_  3
    x(0_2_4_13)  c_u_processors(2_4_2)_  3
    x(0_2_4_13)  c_u_area_cut(2)_  90
    x(0_2_4_14)  goodput   0.13125000000000001
    x(0_2_4_14)  c_e_one_path(0_2_4)_  1
    x(0_2_4_14)  c_e_flow(0_2_2)_  1
    x(0_2_4_14)  c_u_processors(2_4_1)_  3
    x(0_2_4_14)  c_u_area_cut(2)_  84
    x(0_2_5_1)  goodput   0.1875
    x(0_2_5_1)  c_e_one_path(0_2_5)_  1
    x(0_2_5_1)  c_e_flow(0_2_0)_  1
    x(0_2_5_1)  c_u_processors(2_5_0)_  3
    x(0_2_5_1)  c_u_processors(2_5_1)_  3
    x(0_2_5_1)  c_u_processors(2_5_2)_  3
    x(0_2_5_1)  c_u_area_cut(2)_  120
    x(0_2_5_2)  goodput   0.17812500000000001
    x(0_2_5_2)  c_e_one_path(0_2_5)_  1
    x(0_2_5_2)  c_e_flow(0_2_0)_  1
    x(0_2_5_2)  c_u_processors(2_5_0)_  3
    x(0_2_5_2)  c_u_processors(2_5_1)_  3
    x(0_2_5_2)  c_u_area_cut(2)_  114
    x(0_2_5_3)  goodput   0.056250000000000001
    x(0_2_5_3)  c_e_one_path(0_2_5)_  1
    x(0_2_5_3)  c_e_flow(0_2_0)_  1
    x(0_2_5_3)  c_u_processors(2_5_0)_  3
    x(0_2_5_3)  c_u_area_cut(2)_  36
    x(0_2_5_4)  goodput   0.1875
    x(0_2_5_4)  c_e_one_path(0_2_5)_  1
    x(0_2_5_4)  c_e_flow(0_2_1)_  1
    x(0_2_5_4)  c_u_processors(2_5_0)_  3
    x(0_2_5_4)  c_u_processors(2_5_1)_  3
    x(0_2_5_4)  c_u_processors(2_5_2)_  3
    x(0_2_5_4)  c_u_area_cut(2)_  120
    x(0_2_5_5)  goodput   0.17812500000000001
    x(0_2_5_5)  c_e_one_path(0_2_5)_  1
    x(0_2_5_5)  c_e_flow(0_2_1)_  1
    x(0_2_5_5)  c_u_processors(2_5_0)_  3
    x(0_2_5_5)  c_u_processors(2_5_1)_  3
    x(0_2_5_5)  c_u_area_cut(2)_  114
    x(0_2_5_6)  goodput   0.056250000000000001
    x(0_2_5_6)  c_e_one_path(0_2_5)_  1
    x(0_2_5_6)  c_e_flow(0_2_1)_  1
    x(0_2_5_6)  c_u_processors(2_5_0)_  3
    x(0_2_5_6)  c_u_area_cut(2)_  36
    x(0_2_5_7)  goodput   0.1125
    x(0_2_5_7)  c_e_one_path(0_2_5)_  1
    x(0_2_5_7)  c_e_flow(0_2_1)_  1
    x(0_2_5_7)  c_u_processors(2_5_1)_  3
    x(0_2_5_7)  c_u_processors(2_5_2)_  3
    x(0_2_5_7)  c_u_area_cut(2)_  72
    x(0_2_5_8)  goodput   0.10312500000000001
    x(0_2_5_8)  c_e_one_path(0_2_5)_  1
    x(0_2_5_8)  c_e_flow(0_2_1)_  1
    x(0_2_5_8)  c_u_processors(2_5_1)_  3
    x(0_2_5_8)  c_u_area_cut(2)_  66
    x(0_2_5_10)  goodput   0.17812500000000001
    x(0_2_5_10)  c_e_one_path(0_2_5)_  1
    x(0_2_5_10)  c_e_flow(0_2_2)_  1
    x(0_2_5_10)  c_u_processors(2_5_0)_  3
    x(0_2_5_10)  c_u_processors(2_5_1)_  3
    x(0_2_5_10)  c_u_processors(2_5_2)_  3
    x(0_2_5_10)  c_u_area_cut(2)_  114
    x(0_2_5_11)  goodput   0.16875000000000001
    x(0_2_5_11)  c_e_one_path(0_2_5)_  1
    x(0_2_5_11)  c_e_flow(0_2_2)_  1
    x(0_2_5_11)  c_u_processors(2_5_0)_  3
    x(0_2_5_11)  c_u_processors(2_5_1)_  3
    x(0_2_5_11)  c_u_area_cut(2)_  108
    x(0_2_5_12)  goodput   0.046875
    x(0_2_5_12)  c_e_one_path(0_2_5)_  1
    x(0_2_5_12)  c_e_flow(0_2_2)_  1
    x(0_2_5_12)  c_u_processors(2_5_0)_  3
    x(0_2_5_12)  c_u_area_cut(2)_  30
    x(0_2_5_13)  goodput   0.1125
    x(0_2_5_13)  c_e_one_path(0_2_5)_  1
    x(0_2_5_13)  c_e_flow(0_2_2)_  1
    x(0_2_5_13)  c_u_processors(2_5_1)_  3
    x(0_2_5_13)  c_u_processors(2_5_2)_  3
    x(0_2_5_13)  c_u_area_cut(2)_  72
    x(0_2_5_14)  goodput   0.10312500000000001
    x(0_2_5_14)  c_e_one_path(0_2_5)_  1
    x(0_2_5_14)  c_e_flow(0_2_2)_  1
    x(0_2_5_14)  c_u_processors(2_5_1)_  3
    x(0_2_5_14)  c_u_area_cut(2)_  66
    x(0_2_6_1)  goodput   0.1875
    x(0_2_6_1)  c_e_one_path(0_2_6)_  1
    x(0_2_6_1)  c_e_flow(0_2_0)_  1
    x(0_2_6_1)  c_u_processors(2_6_0)_  3
    x(0_2_6_1)  c_u_processors(2_6_1)_  3
    x(0_2_6_1)  c_u_processors(2_6_2)_  3
    x(0_2_6_1)  c_u_area_cut(2)_  120
    x(0_2_6_2)  goodput   0.17812500000000001
    x(0_2_6_2)  c_e_one_path(0_2_6)_  1
    x(0_2_6_2)  c_e_flow(0_2_0)_  1
    x(0_2_6_2)  c_u_processors(2_6_0)_  3
    x(0_2_6_2)  c_u_processors(2_6_1)_  3
    x(0_2_6_2)  c_u_area_cut(2)_  114
    x(0_2_6_3)  goodput   0.1125
    x(0_2_6_3)  c_e_one_path(0_2_6)_  1
    x(0_2_6_3)  c_e_flow(0_2_0)_  1
    x(0_2_6_3)  c_u_processors(2_6_0)_  3
    x(0_2_6_3)  c_u_area_cut(2)_  72
    x(0_2_6_4)  goodput   0.1875
    x(0_2_6_4)  c_e_one_path(0_2_6)_  1
    x(0_2_6_4)  c_e_flow(0_2_1)_  1
    x(0_2_6_4)  c_u_processors(2_6_0)_  3
    x(0_2_6_4)  c_u_processors(2_6_1)_  3
    x(0_2_6_4)  c_u_processors(2_6_2)_  3
    x(0_2_6_4)  c_u_area_cut(2)_  120
    x(0_2_6_5)  goodput   0.17812500000000001
    x(0_2_6_5)  c_e_one_path(0_2_6)_  1
    x(0_2_6_5)  c_e_flow(0_2_1)_  1
    x(0_2_6_5)  c_u_processors(2_6_0)_  3
    x(0_2_6_5)  c_u_processors(2_6_1)_  3
    x(0_2_6_5)  c_u_area_cut(2)_  114
    x(0_2_6_6)  goodput   0.1125
    x(0_2_6_6)  c_e_one_path(0_2_6)_  1
    x(0_2_6_6)  c_e_flow(0_2_1)_  1
    x(0_2_6_6)  c_u_processors(2_6_0)_  3
    x(0_2_6_6)  c_u_area_cut(2)_  72
    x(0_2_6_7)  goodput   0.056250000000000001
    x(0_2_6_7)  c_e_one_path(0_2_6)_  1
    x(0_2_6_7)  c_e_flow(0_2_1)_  1
    x(0_2_6_7)  c_u_processors(2_6_1)_  3
    x(0_2_6_7)  c_u_processors(2_6_2)_  3
    x(0_2_6_7)  c_u_area_cut(2)_  36
    x(0_2_6_8)  goodput   0.046875
    x(0_2_6_8)  c_e_one_path(0_2_6)_  1
    x(0_2_6_8)  c_e_flow(0_2_1)_  1
    x(0_2_6_8)  c_u_processors(2_6_1)_  3
    x(0_2_6_8)  c_u_area_cut(2)_  30
    x(0_2_6_10)  goodput   0.17812500000000001
    x(0_2_6_10)  c_e_one_path(0_2_6)_  1
    x(0_2_6_10)  c_e_flow(0_2_2)_  1
    x(0_2_6_10)  c_u_processors(2_6_0)_  3
    x(0_2_6_10)  c_u_processors(2_6_1)_  3
    x(0_2_6_10)  c_u_processors(2_6_2)_  3
    x(0_2_6_10)  c_u_area_cut(2)_  114
    x(0_2_6_11)  goodput   0.16875000000000001
    x(0_2_6_11)  c_e_one_path(0_2_6)_  1
    x(0_2_6_11)  c_e_flow(0_2_2)_  1
    x(0_2_6_11)  c_u_processors(2_6_0)_  3
    x(0_2_6_11)  c_u_processors(2_6_1)_  3
    x(0_2_6_11)  c_u_area_cut(2)_  108
    x(0_2_6_12)  goodput   0.10312500000000001
    x(0_2_6_12)  c_e_one_path(0_2_6)_  1
    x(0_2_6_12)  c_e_flow(0_2_2)_  1
    x(0_2_6_12)  c_u_processors(2_6_0)_  3
    x(0_2_6_12)  c_u_area_cut(2)_  66
    x(0_2_6_13)  goodput   0.056250000000000001
    x(0_2_6_13)  c_e_one_path(0_2_6)_  1
    x(0_2_6_13)  c_e_flow(0_2_2)_  1
    x(0_2_6_13)  c_u_processors(2_6_1)_  3
    x(0_2_6_13)  c_u_processors(2_6_2)_  3
    x(0_2_6_13)  c_u_area_cut(2)_  36
    x(0_2_6_14)  goodput   0.046875
    x(0_2_6_14)  c_e_one_path(0_2_6)_  1
    x(0_2_6_14)  c_e_flow(0_2_2)_  1
    x(0_2_6_14)  c_u_processors(2_6_1)_  3
    x(0_2_6_14)  c_u_area_cut(2)_  30
    x(0_2_7_1)  goodput   0.1875
    x(0_2_7_1)  c_e_one_path(0_2_7)_  1
    x(0_2_7_1)  c_e_flow(0_2_0)_  1
    x(0_2_7_1)  c_u_processors(2_7_0)_  3
    x(0_2_7_1)  c_u_processors(2_7_1)_  3
    x(0_2_7_1)  c_u_processors(2_7_2)_  3
    x(0_2_7_1)  c_u_area_cut(2)_  120
    x(0_2_7_2)  goodput   0.17812500000000001
    x(0_2_7_2)  c_e_one_path(0_2_7)_  1
    x(0_2_7_2)  c_e_flow(0_2_0)_  1
    x(0_2_7_2)  c_u_processors(2_7_0)_  3
    x(0_2_7_2)  c_u_processors(2_7_1)_  3
    x(0_2_7_2)  c_u_area_cut(2)_  114
    x(0_2_7_3)  goodput   0.140625
    x(0_2_7_3)  c_e_one_path(0_2_7)_  1
    x(0_2_7_3)  c_e_flow(0_2_0)_  1
    x(0_2_7_3)  c_u_processors(2_7_0)_  3
    x(0_2_7_3)  c_u_area_cut(2)_  90
    x(0_2_7_4)  goodput   0.1875
    x(0_2_7_4)  c_e_one_path(0_2_7)_  1
    x(0_2_7_4)  c_e_flow(0_2_1)_  1
    x(0_2_7_4)  c_u_processors(2_7_0)_  3
    x(0_2_7_4)  c_u_processors(2_7_1)_  3
    x(0_2_7_4)  c_u_processors(2_7_2)_  3
    x(0_2_7_4)  c_u_area_cut(2)_  120
    x(0_2_7_5)  goodput   0.17812500000000001
    x(0_2_7_5)  c_e_one_path(0_2_7)_  1
    x(0_2_7_5)  c_e_flow(0_2_1)_  1
    x(0_2_7_5)  c_u_processors(2_7_0)_  3
    x(0_2_7_5)  c_u_processors(2_7_1)_  3
    x(0_2_7_5)  c_u_area_cut(2)_  114
    x(0_2_7_6)  goodput   0.140625
    x(0_2_7_6)  c_e_one_path(0_2_7)_  1
    x(0_2_7_6)  c_e_flow(0_2_1)_  1
    x(0_2_7_6)  c_u_processors(2_7_0)_  3
    x(0_2_7_6)  c_u_area_cut(2)_  90
    x(0_2_7_7)  goodput   0.028125000000000001
    x(0_2_7_7)  c_e_one_path(0_2_7)_  1
    x(0_2_7_7)  c_e_flow(0_2_1)_  1
    x(0_2_7_7)  c_u_processors(2_7_1)_  3
    x(0_2_7_7)  c_u_processors(2_7_2)_  3
    x(0_2_7_7)  c_u_area_cut(2)_  18
    x(0_2_7_8)  goodput   0.018750000000000003
    x(0_2_7_8)  c_e_one_path(0_2_7)_  1
    x(0_2_7_8)  c_e_flow(0_2_1)_  1
    x(0_2_7_8)  c_u_processors(2_7_1)_  3
    x(0_2_7_8)  c_u_area_cut(2)_  12
    x(0_2_7_10)  goodput   0.17812500000000001
    x(0_2_7_10)  c_e_one_path(0_2_7)_  1
    x(0_2_7_10)  c_e_flow(0_2_2)_  1
    x(0_2_7_10)  c_u_processors(2_7_0)_  3
    x(0_2_7_10)  c_u_processors(2_7_1)_  3
    x(0_2_7_10)  c_u_processors(2_7_2)_  3
    x(0_2_7_10)  c_u_area_cut(2)_  114
    x(0_2_7_11)  goodput   0.16875000000000001
    x(0_2_7_11)  c_e_one_path(0_2_7)_  1
    x(0_2_7_11)  c_e_flow(0_2_2)_  1
    x(0_2_7_11)  c_u_processors(2_7_0)_  3
    x(0_2_7_11)  c_u_processors(2_7_1)_  3
    x(0_2_7_11)  c_u_area_cut(2)_  108
    x(0_2_7_12)  goodput   0.13125000000000001
    x(0_2_7_12)  c_e_one_path(0_2_7)_  1
    x(0_2_7_12)  c_e_flow(0_2_2)_  1
    x(0_2_7_12)  c_u_processors(2_7_0)_  3
    x(0_2_7_12)  c_u_area_cut(2)_  84
    x(0_2_7_13)  goodput   0.028125000000000001
    x(0_2_7_13)  c_e_one_path(0_2_7)_  1
    x(0_2_7_13)  c_e_flow(0_2_2)_  1
    x(0_2_7_13)  c_u_processors(2_7_1)_  3
    x(0_2_7_13)  c_u_processors(2_7_2)_  3
    x(0_2_7_13)  c_u_area_cut(2)_  18
    x(0_2_7_14)  goodput   0.018750000000000003
    x(0_2_7_14)  c_e_one_path(0_2_7)_  1
    x(0_2_7_14)  c_e_flow(0_2_2)_  1
    x(0_2_7_14)  c_u_processors(2_7_1)_  3
    x(0_2_7_14)  c_u_area_cut(2)_  12
    x(0_2_8_1)  goodput   0.1875
    x(0_2_8_1)  c_e_one_path(0_2_8)_  1
    x(0_2_8_1)  c_e_flow(0_2_0)_  1
    x(0_2_8_1)  c_u_processors(2_8_0)_  3
    x(0_2_8_1)  c_u_processors(2_8_1)_  3
    x(0_2_8_1)  c_u_processors(2_8_2)_  3
    x(0_2_8_1)  c_u_area_cut(2)_  120
    x(0_2_8_2)  goodput   0.17812500000000001
    x(0_2_8_2)  c_e_one_path(0_2_8)_  1
    x(0_2_8_2)  c_e_flow(0_2_0)_  1
    x(0_2_8_2)  c_u_processors(2_8_0)_  3
    x(0_2_8_2)  c_u_processors(2_8_1)_  3
    x(0_2_8_2)  c_u_area_cut(2)_  114
    x(0_2_8_3)  goodput   0.14531250000000001
    x(0_2_8_3)  c_e_one_path(0_2_8)_  1
    x(0_2_8_3)  c_e_flow(0_2_0)_  1
    x(0_2_8_3)  c_u_processors(2_8_0)_  3
    x(0_2_8_3)  c_u_area_cut(2)_  93
    x(0_2_8_4)  goodput   0.1875
    x(0_2_8_4)  c_e_one_path(0_2_8)_  1
    x(0_2_8_4)  c_e_flow(0_2_1)_  1
    x(0_2_8_4)  c_u_processors(2_8_0)_  3
    x(0_2_8_4)  c_u_processors(2_8_1)_  3
    x(0_2_8_4)  c_u_processors(2_8_2)_  3
    x(0_2_8_4)  c_u_area_cut(2)_  120
    x(0_2_8_5)  goodput   0.17812500000000001
    x(0_2_8_5)  c_e_one_path(0_2_8)_  1
    x(0_2_8_5)  c_e_flow(0_2_1)_  1
    x(0_2_8_5)  c_u_processors(2_8_0)_  3
    x(0_2_8_5)  c_u_processors(2_8_1)_  3
    x(0_2_8_5)  c_u_area_cut(2)_  114
    x(0_2_8_6)  goodput   0.14531250000000001
    x(0_2_8_6)  c_e_one_path(0_2_8)_  1
    x(0_2_8_6)  c_e_flow(0_2_1)_  1
    x(0_2_8_6)  c_u_processors(2_8_0)_  3
    x(0_2_8_6)  c_u_area_cut(2)_  93
    x(0_2_8_7)  goodput   0.0234375
    x(0_2_8_7)  c_e_one_path(0_2_8)_  1
    x(0_2_8_7)  c_e_flow(0_2_1)_  1
    x(0_2_8_7)  c_u_processors(2_8_1)_  3
    x(0_2_8_7)  c_u_processors(2_8_2)_  3
    x(0_2_8_7)  c_u_area_cut(2)_  15
    x(0_2_8_8)  goodput   0.0140625
    x(0_2_8_8)  c_e_one_path(0_2_8)_  1
    x(0_2_8_8)  c_e_flow(0_2_1)_  1
    x(0_2_8_8)  c_u_processors(2_8_1)_  3
    x(0_2_8_8)  c_u_area_cut(2)_  9
    x(0_2_8_10)  goodput   0.17812500000000001
    x(0_2_8_10)  c_e_one_path(0_2_8)_  1
    x(0_2_8_10)  c_e_flow(0_2_2)_  1
    x(0_2_8_10)  c_u_processors(2_8_0)_  3
    x(0_2_8_10)  c_u_processors(2_8_1)_  3
    x(0_2_8_10)  c_u_processors(2_8_2)_  3
    x(0_2_8_10)  c_u_area_cut(2)_  114
    x(0_2_8_11)  goodput   0.16875000000000001
    x(0_2_8_11)  c_e_one_path(0_2_8)_  1
    x(0_2_8_11)  c_e_flow(0_2_2)_  1
    x(0_2_8_11)  c_u_processors(2_8_0)_  3
    x(0_2_8_11)  c_u_processors(2_8_1)_  3
    x(0_2_8_11)  c_u_area_cut(2)_  108
    x(0_2_8_12)  goodput   0.13593750000000002
    x(0_2_8_12)  c_e_one_path(0_2_8)_  1
    x(0_2_8_12)  c_e_flow(0_2_2)_  1
    x(0_2_8_12)  c_u_processors(2_8_0)_  3
    x(0_2_8_12)  c_u_area_cut(2)_  87
    x(0_2_8_13)  goodput   0.0234375
    x(0_2_8_13)  c_e_one_path(0_2_8)_  1
    x(0_2_8_13)  c_e_flow(0_2_2)_  1
    x(0_2_8_13)  c_u_processors(2_8_1)_  3
    x(0_2_8_13)  c_u_processors(2_8_2)_  3
    x(0_2_8_13)  c_u_area_cut(2)_  15
    x(0_2_8_14)  goodput   0.0140625
    x(0_2_8_14)  c_e_one_path(0_2_8)_  1
    x(0_2_8_14)  c_e_flow(0_2_2)_  1
    x(0_2_8_14)  c_u_processors(2_8_1)_  3
    x(0_2_8_14)  c_u_area_cut(2)_  9
    x(0_2_9_1)  goodput   0.1875
    x(0_2_9_1)  c_e_one_path(0_2_9)_  1
    x(0_2_9_1)  c_e_flow(0_2_0)_  1
    x(0_2_9_1)  c_u_processors(2_9_0)_  3
    x(0_2_9_1)  c_u_processors(2_9_1)_  3
    x(0_2_9_1)  c_u_processors(2_9_2)_  3
    x(0_2_9_1)  c_u_area_cut(2)_  120
    x(0_2_9_2)  goodput   0.17812500000000001
    x(0_2_9_2)  c_e_one_path(0_2_9)_  1
    x(0_2_9_2)  c_e_flow(0_2_0)_  1
    x(0_2_9_2)  c_u_processors(2_9_0)_  3
    x(0_2_9_2)  c_u_processors(2_9_1)_  3
    x(0_2_9_2)  c_u_area_cut(2)_  114
    x(0_2_9_3)  goodput   0.15937500000000002
    x(0_2_9_3)  c_e_one_path(0_2_9)_  1
    x(0_2_9_3)  c_e_flow(0_2_0)_  1
    x(0_2_9_3)  c_u_processors(2_9_0)_  3
    x(0_2_9_3)  c_u_area_cut(2)_  102
    x(0_2_9_4)  goodput   0.1875
    x(0_2_9_4)  c_e_one_path(0_2_9)_  1
    x(0_2_9_4)  c_e_flow(0_2_1)_  1
    x(0_2_9_4)  c_u_processors(2_9_0)_  3
    x(0_2_9_4)  c_u_processors(2_9_1)_  3
    x(0_2_9_4)  c_u_processors(2_9_2)_  3
    x(0_2_9_4)  c_u_area_cut(2)_  120
    x(0_2_9_5)  goodput   0.17812500000000001
    x(0_2_9_5)  c_e_one_path(0_2_9)_  1
    x(0_2_9_5)  c_e_flow(0_2_1)_  1
    x(0_2_9_5)  c_u_processors(2_9_0)_  3
    x(0_2_9_5)  c_u_processors(2_9_1)_  3
    x(0_2_9_5)  c_u_area_cut(2)_  114
    x(0_2_9_6)  goodput   0.15937500000000002
    x(0_2_9_6)  c_e_one_path(0_2_9)_  1
    x(0_2_9_6)  c_e_flow(0_2_1)_  1
    x(0_2_9_6)  c_u_processors(2_9_0)_  3
    x(0_2_9_6)  c_u_area_cut(2)_  102
    x(0_2_9_7)  goodput   0.0093750000000000014
    x(0_2_9_7)  c_e_one_path(0_2_9)_  1
    x(0_2_9_7)  c_e_flow(0_2_1)_  1
    x(0_2_9_7)  c_u_processors(2_9_1)_  3
    x(0_2_9_7)  c_u_processors(2_9_2)_  3
    x(0_2_9_7)  c_u_area_cut(2)_  6
    x(0_2_9_10)  goodput   0.17812500000000001
    x(0_2_9_10)  c_e_one_path(0_2_9)_  1
    x(0_2_9_10)  c_e_flow(0_2_2)_  1
    x(0_2_9_10)  c_u_processors(2_9_0)_  3
    x(0_2_9_10)  c_u_processors(2_9_1)_  3
    x(0_2_9_10)  c_u_processors(2_9_2)_  3
    x(0_2_9_10)  c_u_area_cut(2)_  114
    x(0_2_9_11)  goodput   0.16875000000000001
    x(0_2_9_11)  c_e_one_path(0_2_9)_  1
    x(0_2_9_11)  c_e_flow(0_2_2)_  1
    x(0_2_9_11)  c_u_processors(2_9_0)_  3
    x(0_2_9_11)  c_u_processors(2_9_1)_  3
    x(0_2_9_11)  c_u_area_cut(2)_  108
    x(0_2_9_12)  goodput   0.15000000000000002
    x(0_2_9_12)  c_e_one_path(0_2_9)_  1
    x(0_2_9_12)  c_e_flow(0_2_2)_  1
    x(0_2_9_12)  c_u_processors(2_9_0)_  3
    x(0_2_9_12)  c_u_area_cut(2)_  96
    x(0_2_9_13)  goodput   0.0093750000000000014
    x(0_2_9_13)  c_e_one_path(0_2_9)_  1
    x(0_2_9_13)  c_e_flow(0_2_2)_  1
    x(0_2_9_13)  c_u_processors(2_9_1)_  3
    x(0_2_9_13)  c_u_processors(2_9_2)_  3
    x(0_2_9_13)  c_u_area_cut(2)_  6
    x(0_2_10_1)  goodput   0.1875
    x(0_2_10_1)  c_e_one_path(0_2_10)_  1
    x(0_2_10_1)  c_e_flow(0_2_0)_  1
    x(0_2_10_1)  c_u_processors(2_10_0)_  3
    x(0_2_10_1)  c_u_processors(2_10_1)_  3
    x(0_2_10_1)  c_u_processors(2_10_2)_  3
    x(0_2_10_1)  c_u_area_cut(2)_  120
    x(0_2_10_2)  goodput   0.17812500000000001
    x(0_2_10_2)  c_e_one_path(0_2_10)_  1
    x(0_2_10_2)  c_e_flow(0_2_0)_  1
    x(0_2_10_2)  c_u_processors(2_10_0)_  3
    x(0_2_10_2)  c_u_processors(2_10_1)_  3
    x(0_2_10_2)  c_u_area_cut(2)_  114
    x(0_2_10_3)  goodput   0.16875000000000001
    x(0_2_10_3)  c_e_one_path(0_2_10)_  1
    x(0_2_10_3)  c_e_flow(0_2_0)_  1
    x(0_2_10_3)  c_u_processors(2_10_0)_  3
    x(0_2_10_3)  c_u_area_cut(2)_  108
    x(0_2_10_4)  goodput   0.1875
    x(0_2_10_4)  c_e_one_path(0_2_10)_  1
    x(0_2_10_4)  c_e_flow(0_2_1)_  1
    x(0_2_10_4)  c_u_processors(2_10_0)_  3
    x(0_2_10_4)  c_u_processors(2_10_1)_  3
    x(0_2_10_4)  c_u_processors(2_10_2)_  3
    x(0_2_10_4)  c_u_area_cut(2)_  120
    x(0_2_10_5)  goodput   0.17812500000000001
    x(0_2_10_5)  c_e_one_path(0_2_10)_  1
    x(0_2_10_5)  c_e_flow(0_2_1)_  1
    x(0_2_10_5)  c_u_processors(2_10_0)_  3
    x(0_2_10_5)  c_u_processors(2_10_1)_  3
    x(0_2_10_5)  c_u_area_cut(2)_  114
    x(0_2_10_6)  goodput   0.16875000000000001
    x(0_2_10_6)  c_e_one_path(0_2_10)_  1
    x(0_2_10_6)  c_e_flow(0_2_1)_  1
    x(0_2_10_6)  c_u_processors(2_10_0)_  3
    x(0_2_10_6)  c_u_area_cut(2)_  108
    x(0_2_10_10)  goodput   0.17812500000000001
    x(0_2_10_10)  c_e_one_path(0_2_10)_  1
    x(0_2_10_10)  c_e_flow(0_2_2)_  1
    x(0_2_10_10)  c_u_processors(2_10_0)_  3
    x(0_2_10_10)  c_u_processors(2_10_1)_  3
    x(0_2_10_10)  c_u_processors(2_10_2)_  3
    x(0_2_10_10)  c_u_area_cut(2)_  114
    x(0_2_10_11)  goodput   0.16875000000000001
    x(0_2_10_11)  c_e_one_path(0_2_10)_  1
    x(0_2_10_11)  c_e_flow(0_2_2)_  1
    x(0_2_10_11)  c_u_processors(2_10_0)_  3
    x(0_2_10_11)  c_u_processors(2_10_1)_  3
    x(0_2_10_11)  c_u_area_cut(2)_  108
    x(0_2_10_12)  goodput   0.15937500000000002
    x(0_2_10_12)  c_e_one_path(0_2_10)_  1
    x(0_2_10_12)  c_e_flow(0_2_2)_  1
    x(0_2_10_12)  c_u_processors(2_10_0)_  3
    x(0_2_10_12)  c_u_area_cut(2)_  102
    x(0_2_11_1)  goodput   0.1875
    x(0_2_11_1)  c_e_one_path(0_2_11)_  1
    x(0_2_11_1)  c_e_flow(0_2_0)_  1
    x(0_2_11_1)  c_u_processors(2_11_0)_  3
    x(0_2_11_1)  c_u_processors(2_11_1)_  3
    x(0_2_11_1)  c_u_processors(2_11_2)_  3
    x(0_2_11_1)  c_u_area_cut(2)_  120
    x(0_2_11_2)  goodput   0.17812500000000001
    x(0_2_11_2)  c_e_one_path(0_2_11)_  1
    x(0_2_11_2)  c_e_flow(0_2_0)_  1
    x(0_2_11_2)  c_u_processors(2_11_0)_  3
    x(0_2_11_2)  c_u_processors(2_11_1)_  3
    x(0_2_11_2)  c_u_area_cut(2)_  114
    x(0_2_11_3)  goodput   0.17812500000000001
    x(0_2_11_3)  c_e_one_path(0_2_11)_  1
    x(0_2_11_3)  c_e_flow(0_2_0)_  1
    x(0_2_11_3)  c_u_processors(2_11_0)_  3
    x(0_2_11_3)  c_u_area_cut(2)_  114
    x(0_2_11_4)  goodput   0.1875
    x(0_2_11_4)  c_e_one_path(0_2_11)_  1
    x(0_2_11_4)  c_e_flow(0_2_1)_  1
    x(0_2_11_4)  c_u_processors(2_11_0)_  3
    x(0_2_11_4)  c_u_processors(2_11_1)_  3
    x(0_2_11_4)  c_u_processors(2_11_2)_  3
    x(0_2_11_4)  c_u_area_cut(2)_  120
    x(0_2_11_5)  goodput   0.17812500000000001
    x(0_2_11_5)  c_e_one_path(0_2_11)_  1
    x(0_2_11_5)  c_e_flow(0_2_1)_  1
    x(0_2_11_5)  c_u_processors(2_11_0)_  3
    x(0_2_11_5)  c_u_processors(2_11_1)_  3
    x(0_2_11_5)  c_u_area_cut(2)_  114
    x(0_2_11_6)  goodput   0.17812500000000001
    x(0_2_11_6)  c_e_one_path(0_2_11)_  1
    x(0_2_11_6)  c_e_flow(0_2_1)_  1
    x(0_2_11_6)  c_u_processors(2_11_0)_  3
    x(0_2_11_6)  c_u_area_cut(2)_  114
    x(0_2_11_10)  goodput   0.17812500000000001
    x(0_2_11_10)  c_e_one_path(0_2_11)_  1
    x(0_2_11_10)  c_e_flow(0_2_2)_  1
    x(0_2_11_10)  c_u_processors(2_11_0)_  3
    x(0_2_11_10)  c_u_processors(2_11_1)_  3
    x(0_2_11_10)  c_u_processors(2_11_2)_  3
    x(0_2_11_10)  c_u_area_cut(2)_  114
    x(0_2_11_11)  goodput   0.16875000000000001
    x(0_2_11_11)  c_e_one_path(0_2_11)_  1
    x(0_2_11_11)  c_e_flow(0_2_2)_  1
    x(0_2_11_11)  c_u_processors(2_11_0)_  3
    x(0_2_11_11)  c_u_processors(2_11_1)_  3
    x(0_2_11_11)  c_u_area_cut(2)_  108
    x(0_2_11_12)  goodput   0.16875000000000001
    x(0_2_11_12)  c_e_one_path(0_2_11)_  1
    x(0_2_11_12)  c_e_flow(0_2_2)_  1
    x(0_2_11_12)  c_u_processors(2_11_0)_  3
    x(0_2_11_12)  c_u_area_cut(2)_  108
    x(1_0_0_1)  goodput   0.09375
    x(1_0_0_1)  c_e_one_path(1_0_0)_  1
    x(1_0_0_1)  c_e_flow(1_0_0)_  1
    x(1_0_0_1)  c_e_flow(1_1_0)_  -1
    x(1_0_0_1)  c_u_processors(0_0_0)_  2
    x(1_0_0_1)  c_u_processors(0_0_1)_  2
    x(1_0_0_1)  c_u_processors(0_0_2)_  2
    x(1_0_0_1)  c_u_area_cut(0)_  60
    x(1_0_0_2)  goodput   0.081250000000000003
    x(1_0_0_2)  c_e_one_path(1_0_0)_  1
    x(1_0_0_2)  c_e_flow(1_0_0)_  1
    x(1_0_0_2)  c_e_flow(1_1_1)_  -1
    x(1_0_0_2)  c_u_processors(0_0_0)_  2
    x(1_0_0_2)  c_u_processors(0_0_1)_  2
    x(1_0_0_2)  c_u_area_cut(0)_  52
    x(1_0_0_4)  goodput   0.09375
    x(1_0_0_4)  c_e_one_path(1_0_0)_  1
    x(1_0_0_4)  c_e_flow(1_0_1)_  1
    x(1_0_0_4)  c_e_flow(1_1_0)_  -1
    x(1_0_0_4)  c_u_processors(0_0_0)_  2
    x(1_0_0_4)  c_u_processors(0_0_1)_  2
    x(1_0_0_4)  c_u_processors(0_0_2)_  2
    x(1_0_0_4)  c_u_area_cut(0)_  60
    x(1_0_0_5)  goodput   0.081250000000000003
    x(1_0_0_5)  c_e_one_path(1_0_0)_  1
    x(1_0_0_5)  c_e_flow(1_0_1)_  1
    x(1_0_0_5)  c_e_flow(1_1_1)_  -1
    x(1_0_0_5)  c_u_processors(0_0_0)_  2
    x(1_0_0_5)  c_u_processors(0_0_1)_  2
    x(1_0_0_5)  c_u_area_cut(0)_  52
    x(1_0_0_7)  goodput   0.081250000000000003
    x(1_0_0_7)  c_e_one_path(1_0_0)_  1
    x(1_0_0_7)  c_e_flow(1_0_1)_  1
    x(1_0_0_7)  c_e_flow(1_1_0)_  -1
    x(1_0_0_7)  c_u_processors(0_0_1)_  2
    x(1_0_0_7)  c_u_processors(0_0_2)_  2
    x(1_0_0_7)  c_u_area_cut(0)_  52
    x(1_0_0_8)  goodput   0.068750000000000006
    x(1_0_0_8)  c_e_one_path(1_0_0)_  1
    x(1_0_0_8)  c_e_flow(1_0_1)_  1
    x(1_0_0_8)  c_e_flow(1_1_1)_  -1
    x(1_0_0_8)  c_u_processors(0_0_1)_  2
    x(1_0_0_8)  c_u_area_cut(0)_  44
    x(1_0_0_10)  goodput   0.081250000000000003
    x(1_0_0_10)  c_e_one_path(1_0_0)_  1
    x(1_0_0_10)  c_e_flow(1_0_2)_  1
    x(1_0_0_10)  c_e_flow(1_1_0)_  -1
    x(1_0_0_10)  c_u_processors(0_0_0)_  2
    x(1_0_0_10)  c_u_processors(0_0_1)_  2
    x(1_0_0_10)  c_u_processors(0_0_2)_  2
    x(1_0_0_10)  c_u_area_cut(0)_  52
    x(1_0_0_11)  goodput   0.068750000000000006
    x(1_0_0_11)  c_e_one_path(1_0_0)_  1
    x(1_0_0_11)  c_e_flow(1_0_2)_  1
    x(1_0_0_11)  c_e_flow(1_1_1)_  -1
    x(1_0_0_11)  c_u_processors(0_0_0)_  2
    x(1_0_0_11)  c_u_processors(0_0_1)_  2
    x(1_0_0_11)  c_u_area_cut(0)_  44
    x(1_0_0_13)  goodput   0.081250000000000003
    x(1_0_0_13)  c_e_one_path(1_0_0)_  1
    x(1_0_0_13)  c_e_flow(1_0_2)_  1
    x(1_0_0_13)  c_e_flow(1_1_0)_  -1
    x(1_0_0_13)  c_u_processors(0_0_1)_  2
    x(1_0_0_13)  c_u_processors(0_0_2)_  2
    x(1_0_0_13)  c_u_area_cut(0)_  52
    x(1_0_0_14)  goodput   0.068750000000000006
    x(1_0_0_14)  c_e_one_path(1_0_0)_  1
    x(1_0_0_14)  c_e_flow(1_0_2)_  1
    x(1_0_0_14)  c_e_flow(1_1_1)_  -1
    x(1_0_0_14)  c_u_processors(0_0_1)_  2
    x(1_0_0_14)  c_u_area_cut(0)_  44
    x(1_0_1_1)  goodput   0.09375
    x(1_0_1_1)  c_e_one_path(1_0_1)_  1
    x(1_0_1_1)  c_e_flow(1_0_0)_  1
    x(1_0_1_1)  c_e_flow(1_1_0)_  -1
    x(1_0_1_1)  c_u_processors(0_1_0)_  2
    x(1_0_1_1)  c_u_processors(0_1_1)_  2
    x(1_0_1_1)  c_u_processors(0_1_2)_  2
    x(1_0_1_1)  c_u_area_cut(0)_  60
    x(1_0_1_2)  goodput   0.081250000000000003
    x(1_0_1_2)  c_e_one_path(1_0_1)_  1
    x(1_0_1_2)  c_e_flow(1_0_0)_  1
    x(1_0_1_2)  c_e_flow(1_1_1)_  -1
    x(1_0_1_2)  c_u_processors(0_1_0)_  2
    x(1_0_1_2)  c_u_processors(0_1_1)_  2
    x(1_0_1_2)  c_u_area_cut(0)_  52
    x(1_0_1_4)  goodput   0.09375
    x(1_0_1_4)  c_e_one_path(1_0_1)_  1
    x(1_0_1_4)  c_e_flow(1_0_1)_  1
    x(1_0_1_4)  c_e_flow(1_1_0)_  -1
    x(1_0_1_4)  c_u_processors(0_1_0)_  2
    x(1_0_1_4)  c_u_processors(0_1_1)_  2
    x(1_0_1_4)  c_u_processors(0_1_2)_  2
    x(1_0_1_4)  c_u_area_cut(0)_  60
    x(1_0_1_5)  goodput   0.081250000000000003
    x(1_0_1_5)  c_e_one_path(1_0_1)_  1
    x(1_0_1_5)  c_e_flow(1_0_1)_  1
    x(1_0_1_5)  c_e_flow(1_1_1)_  -1
    x(1_0_1_5)  c_u_processors(0_1_0)_  2
    x(1_0_1_5)  c_u_processors(0_1_1)_  2
    x(1_0_1_5)  c_u_area_cut(0)_  52
    x(1_0_1_7)  goodput   0.075000000000000011
    x(1_0_1_7)  c_e_one_path(1_0_1)_  1
    x(1_0_1_7)  c_e_flow(1_0_1)_  1
    x(1_0_1_7)  c_e_flow(1_1_0)_  -1
    x(1_0_1_7)  c_u_processors(0_1_1)_  2
    x(1_0_1_7)  c_u_processors(0_1_2)_  2
    x(1_0_1_7)  c_u_area_cut(0)_  48
    x(1_0_1_8)  goodput   0.0625
    x(1_0_1_8)  c_e_one_path(1_0_1)_  1
    x(1_0_1_8)  c_e_flow(1_0_1)_  1
    x(1_0_1_8)  c_e_flow(1_1_1)_  -1
    x(1_0_1_8)  c_u_processors(0_1_1)_  2
    x(1_0_1_8)  c_u_area_cut(0)_  40
    x(1_0_1_10)  goodput   0.081250000000000003
    x(1_0_1_10)  c_e_one_path(1_0_1)_  1
    x(1_0_1_10)  c_e_flow(1_0_2)_  1
    x(1_0_1_10)  c_e_flow(1_1_0)_  -1
    x(1_0_1_10)  c_u_processors(0_1_0)_  2
    x(1_0_1_10)  c_u_processors(0_1_1)_  2
    x(1_0_1_10)  c_u_processors(0_1_2)_  2
    x(1_0_1_10)  c_u_area_cut(0)_  52
    x(1_0_1_11)  goodput   0.068750000000000006
    x(1_0_1_11)  c_e_one_path(1_0_1)_  1
    x(1_0_1_11)  c_e_flow(1_0_2)_  1
    x(1_0_1_11)  c_e_flow(1_1_1)_  -1
    x(1_0_1_11)  c_u_processors(0_1_0)_  2
    x(1_0_1_11)  c_u_processors(0_1_1)_  2
    x(1_0_1_11)  c_u_area_cut(0)_  44
    x(1_0_1_13)  goodput   0.075000000000000011
    x(1_0_1_13)  c_e_one_path(1_0_1)_  1
    x(1_0_1_13)  c_e_flow(1_0_2)_  1
    x(1_0_1_13)  c_e_flow(1_1_0)_  -1
    x(1_0_1_13)  c_u_processors(0_1_1)_  2
    x(1_0_1_13)  c_u_processors(0_1_2)_  2
    x(1_0_1_13)  c_u_area_cut(0)_  48
    x(1_0_1_14)  goodput   0.0625
    x(1_0_1_14)  c_e_one_path(1_0_1)_  1
    x(1_0_1_14)  c_e_flow(1_0_2)_  1
    x(1_0_1_14)  c_e_flow(1_1_1)_  -1
    x(1_0_1_14)  c_u_processors(0_1_1)_  2
    x(1_0_1_14)  c_u_area_cut(0)_  40
    x(1_0_2_1)  goodput   0.09375
    x(1_0_2_1)  c_e_one_path(1_0_2)_  1
    x(1_0_2_1)  c_e_flow(1_0_0)_  1
    x(1_0_2_1)  c_e_flow(1_1_0)_  -1
    x(1_0_2_1)  c_u_processors(0_2_0)_  2
    x(1_0_2_1)  c_u_processors(0_2_1)_  2
    x(1_0_2_1)  c_u_processors(0_2_2)_  2
    x(1_0_2_1)  c_u_area_cut(0)_  60
    x(1_0_2_2)  goodput   0.081250000000000003
    x(1_0_2_2)  c_e_one_path(1_0_2)_  1
    x(1_0_2_2)  c_e_flow(1_0_0)_  1
    x(1_0_2_2)  c_e_flow(1_1_1)_  -1
    x(1_0_2_2)  c_u_processors(0_2_0)_  2
    x(1_0_2_2)  c_u_processors(0_2_1)_  2
    x(1_0_2_2)  c_u_area_cut(0)_  52
    x(1_0_2_4)  goodput   0.09375
    x(1_0_2_4)  c_e_one_path(1_0_2)_  1
    x(1_0_2_4)  c_e_flow(1_0_1)_  1
    x(1_0_2_4)  c_e_flow(1_1_0)_  -1
    x(1_0_2_4)  c_u_processors(0_2_0)_  2
    x(1_0_2_4)  c_u_processors(0_2_1)_  2
    x(1_0_2_4)  c_u_processors(0_2_2)_  2
    x(1_0_2_4)  c_u_area_cut(0)_  60
    x(1_0_2_5)  goodput   0.081250000000000003
    x(1_0_2_5)  c_e_one_path(1_0_2)_  1
    x(1_0_2_5)  c_e_flow(1_0_1)_  1
    x(1_0_2_5)  c_e_flow(1_1_1)_  -1
    x(1_0_2_5)  c_u_processors(0_2_0)_  2
    x(1_0_2_5)  c_u_processors(0_2_1)_  2
    x(1_0_2_5)  c_u_area_cut(0)_  52
    x(1_0_2_7)  goodput   0.068750000000000006
    x(1_0_2_7)  c_e_one_path(1_0_2)_  1
    x(1_0_2_7)  c_e_flow(1_0_1)_  1
    x(1_0_2_7)  c_e_flow(1_1_0)_  -1
    x(1_0_2_7)  c_u_processors(0_2_1)_  2
    x(1_0_2_7)  c_u_processors(0_2_2)_  2
    x(1_0_2_7)  c_u_area_cut(0)_  44
    x(1_0_2_8)  goodput   0.056250000000000001
    x(1_0_2_8)  c_e_one_path(1_0_2)_  1
    x(1_0_2_8)  c_e_flow(1_0_1)_  1
    x(1_0_2_8)  c_e_flow(1_1_1)_  -1
    x(1_0_2_8)  c_u_processors(0_2_1)_  2
    x(1_0_2_8)  c_u_area_cut(0)_  36
    x(1_0_2_10)  goodput   0.081250000000000003
    x(1_0_2_10)  c_e_one_path(1_0_2)_  1
    x(1_0_2_10)  c_e_flow(1_0_2)_  1
    x(1_0_2_10)  c_e_flow(1_1_0)_  -1
    x(1_0_2_10)  c_u_processors(0_2_0)_  2
    x(1_0_2_10)  c_u_processors(0_2_1)_  2
    x(1_0_2_10)  c_u_processors(0_2_2)_  2
    x(1_0_2_10)  c_u_area_cut(0)_  52
    x(1_0_2_11)  goodput   0.068750000000000006
    x(1_0_2_11)  c_e_one_path(1_0_2)_  1
    x(1_0_2_11)  c_e_flow(1_0_2)_  1
    x(1_0_2_11)  c_e_flow(1_1_1)_  -1
    x(1_0_2_11)  c_u_processors(0_2_0)_  2
    x(1_0_2_11)  c_u_processors(0_2_1)_  2
    x(1_0_2_11)  c_u_area_cut(0)_  44
    x(1_0_2_13)  goodput   0.068750000000000006
    x(1_0_2_13)  c_e_one_path(1_0_2)_  1
    x(1_0_2_13)  c_e_flow(1_0_2)_  1
    x(1_0_2_13)  c_e_flow(1_1_0)_  -1
    x(1_0_2_13)  c_u_processors(0_2_1)_  2
    x(1_0_2_13)  c_u_processors(0_2_2)_  2
    x(1_0_2_13)  c_u_area_cut(0)_  44
    x(1_0_2_14)  goodput   0.056250000000000001
    x(1_0_2_14)  c_e_one_path(1_0_2)_  1
    x(1_0_2_14)  c_e_flow(1_0_2)_  1
    x(1_0_2_14)  c_e_flow(1_1_1)_  -1
    x(1_0_2_14)  c_u_processors(0_2_1)_  2
    x(1_0_2_14)  c_u_area_cut(0)_  36
    x(1_0_3_1)  goodput   0.09375
    x(1_0_3_1)  c_e_one_path(1_0_3)_  1
    x(1_0_3_1)  c_e_flow(1_0_0)_  1
    x(1_0_3_1)  c_e_flow(1_1_0)_  -1
    x(1_0_3_1)  c_u_processors(0_3_0)_  2
    x(1_0_3_1)  c_u_processors(0_3_1)_  2
    x(1_0_3_1)  c_u_processors(0_3_2)_  2
    x(1_0_3_1)  c_u_area_cut(0)_  60
    x(1_0_3_2)  goodput   0.081250000000000003
    x(1_0_3_2)  c_e_one_path(1_0_3)_  1
    x(1_0_3_2)  c_e_flow(1_0_0)_  1
    x(1_0_3_2)  c_e_flow(1_1_1)_  -1
    x(1_0_3_2)  c_u_processors(0_3_0)_  2
    x(1_0_3_2)  c_u_processors(0_3_1)_  2
    x(1_0_3_2)  c_u_area_cut(0)_  52
    x(1_0_3_3)  goodput   0.0093750000000000014
    x(1_0_3_3)  c_e_one_path(1_0_3)_  1
    x(1_0_3_3)  c_e_flow(1_0_0)_  1
    x(1_0_3_3)  c_e_flow(1_1_2)_  -1
    x(1_0_3_3)  c_u_processors(0_3_0)_  2
    x(1_0_3_3)  c_u_area_cut(0)_  6
    x(1_0_3_4)  goodput   0.09375
    x(1_0_3_4)  c_e_one_path(1_0_3)_  1
    x(1_0_3_4)  c_e_flow(1_0_1)_  1
    x(1_0_3_4)  c_e_flow(1_1_0)_  -1
    x(1_0_3_4)  c_u_processors(0_3_0)_  2
    x(1_0_3_4)  c_u_processors(0_3_1)_  2
    x(1_0_3_4)  c_u_processors(0_3_2)_  2
    x(1_0_3_4)  c_u_area_cut(0)_  60
    x(1_0_3_5)  goodput   0.081250000000000003
    x(1_0_3_5)  c_e_one_path(1_0_3)_  1
    x(1_0_3_5)  c_e_flow(1_0_1)_  1
    x(1_0_3_5)  c_e_flow(1_1_1)_  -1
    x(1_0_3_5)  c_u_processors(0_3_0)_  2
    x(1_0_3_5)  c_u_processors(0_3_1)_  2
    x(1_0_3_5)  c_u_area_cut(0)_  52
    x(1_0_3_6)  goodput   0.0093750000000000014
    x(1_0_3_6)  c_e_one_path(1_0_3)_  1
    x(1_0_3_6)  c_e_flow(1_0_1)_  1
    x(1_0_3_6)  c_e_flow(1_1_2)_  -1
    x(1_0_3_6)  c_u_processors(0_3_0)_  2
    x(1_0_3_6)  c_u_area_cut(0)_  6
    x(1_0_3_7)  goodput   0.059375000000000004
    x(1_0_3_7)  c_e_one_path(1_0_3)_  1
    x(1_0_3_7)  c_e_flow(1_0_1)_  1
    x(1_0_3_7)  c_e_flow(1_1_0)_  -1
    x(1_0_3_7)  c_u_processors(0_3_1)_  2
    x(1_0_3_7)  c_u_processors(0_3_2)_  2
    x(1_0_3_7)  c_u_area_cut(0)_  38
    x(1_0_3_8)  goodput   0.046875
    x(1_0_3_8)  c_e_one_path(1_0_3)_  1
    x(1_0_3_8)  c_e_flow(1_0_1)_  1
    x(1_0_3_8)  c_e_flow(1_1_1)_  -1
    x(1_0_3_8)  c_u_processors(0_3_1)_  2
    x(1_0_3_8)  c_u_area_cut(0)_  30
    x(1_0_3_10)  goodput   0.081250000000000003
    x(1_0_3_10)  c_e_one_path(1_0_3)_  1
    x(1_0_3_10)  c_e_flow(1_0_2)_  1
    x(1_0_3_10)  c_e_flow(1_1_0)_  -1
    x(1_0_3_10)  c_u_processors(0_3_0)_  2
    x(1_0_3_10)  c_u_processors(0_3_1)_  2
    x(1_0_3_10)  c_u_processors(0_3_2)_  2
    x(1_0_3_10)  c_u_area_cut(0)_  52
    x(1_0_3_11)  goodput   0.068750000000000006
    x(1_0_3_11)  c_e_one_path(1_0_3)_  1
    x(1_0_3_11)  c_e_flow(1_0_2)_  1
    x(1_0_3_11)  c_e_flow(1_1_1)_  -1
    x(1_0_3_11)  c_u_processors(0_3_0)_  2
    x(1_0_3_11)  c_u_processors(0_3_1)_  2
    x(1_0_3_11)  c_u_area_cut(0)_  44
    x(1_0_3_13)  goodput   0.059375000000000004
    x(1_0_3_13)  c_e_one_path(1_0_3)_  1
    x(1_0_3_13)  c_e_flow(1_0_2)_  1
    x(1_0_3_13)  c_e_flow(1_1_0)_  -1
    x(1_0_3_13)  c_u_processors(0_3_1)_  2
    x(1_0_3_13)  c_u_processors(0_3_2)_  2
    x(1_0_3_13)  c_u_area_cut(0)_  38
    x(1_0_3_14)  goodput   0.046875
    x(1_0_3_14)  c_e_one_path(1_0_3)_  1
    x(1_0_3_14)  c_e_flow(1_0_2)_  1
    x(1_0_3_14)  c_e_flow(1_1_1)_  -1
    x(1_0_3_14)  c_u_processors(0_3_1)_  2
    x(1_0_3_14)  c_u_area_cut(0)_  30
    x(1_0_4_1)  goodput   0.09375
    x(1_0_4_1)  c_e_one_path(1_0_4)_  1
    x(1_0_4_1)  c_e_flow(1_0_0)_  1
    x(1_0_4_1)  c_e_flow(1_1_0)_  -1
    x(1_0_4_1)  c_u_processors(0_4_0)_  2
    x(1_0_4_1)  c_u_processors(0_4_1)_  2
    x(1_0_4_1)  c_u_processors(0_4_2)_  2
    x(1_0_4_1)  c_u_area_cut(0)_  60
    x(1_0_4_2)  goodput   0.081250000000000003
    x(1_0_4_2)  c_e_one_path(1_0_4)_  1
    x(1_0_4_2)  c_e_flow(1_0_0)_  1
    x(1_0_4_2)  c_e_flow(1_1_1)_  -1
    x(1_0_4_2)  c_u_processors(0_4_0)_  2
    x(1_0_4_2)  c_u_processors(0_4_1)_  2
    x(1_0_4_2)  c_u_area_cut(0)_  52
    x(1_0_4_3)  goodput   0.012500000000000001
    x(1_0_4_3)  c_e_one_path(1_0_4)_  1
    x(1_0_4_3)  c_e_flow(1_0_0)_  1
    x(1_0_4_3)  c_e_flow(1_1_2)_  -1
    x(1_0_4_3)  c_u_processors(0_4_0)_  2
    x(1_0_4_3)  c_u_area_cut(0)_  8
    x(1_0_4_4)  goodput   0.09375
    x(1_0_4_4)  c_e_one_path(1_0_4)_  1
    x(1_0_4_4)  c_e_flow(1_0_1)_  1
    x(1_0_4_4)  c_e_flow(1_1_0)_  -1
    x(1_0_4_4)  c_u_processors(0_4_0)_  2
    x(1_0_4_4)  c_u_processors(0_4_1)_  2
    x(1_0_4_4)  c_u_processors(0_4_2)_  2
    x(1_0_4_4)  c_u_area_cut(0)_  60
    x(1_0_4_5)  goodput   0.081250000000000003
    x(1_0_4_5)  c_e_one_path(1_0_4)_  1
    x(1_0_4_5)  c_e_flow(1_0_1)_  1
    x(1_0_4_5)  c_e_flow(1_1_1)_  -1
    x(1_0_4_5)  c_u_processors(0_4_0)_  2
    x(1_0_4_5)  c_u_processors(0_4_1)_  2
    x(1_0_4_5)  c_u_area_cut(0)_  52
    x(1_0_4_6)  goodput   0.012500000000000001
    x(1_0_4_6)  c_e_one_path(1_0_4)_  1
    x(1_0_4_6)  c_e_flow(1_0_1)_  1
    x(1_0_4_6)  c_e_flow(1_1_2)_  -1
    x(1_0_4_6)  c_u_processors(0_4_0)_  2
    x(1_0_4_6)  c_u_area_cut(0)_  8
    x(1_0_4_7)  goodput   0.056250000000000001
    x(1_0_4_7)  c_e_one_path(1_0_4)_  1
    x(1_0_4_7)  c_e_flow(1_0_1)_  1
    x(1_0_4_7)  c_e_flow(1_1_0)_  -1
    x(1_0_4_7)  c_u_processors(0_4_1)_  2
    x(1_0_4_7)  c_u_processors(0_4_2)_  2
    x(1_0_4_7)  c_u_area_cut(0)_  36
    x(1_0_4_8)  goodput   0.043750000000000004
    x(1_0_4_8)  c_e_one_path(1_0_4)_  1
    x(1_0_4_8)  c_e_flow(1_0_1)_  1
    x(1_0_4_8)  c_e_flow(1_1_1)_  -1
    x(1_0_4_8)  c_u_processors(0_4_1)_  2
    x(1_0_4_8)  c_u_area_cut(0)_  28
    x(1_0_4_10)  goodput   0.081250000000000003
    x(1_0_4_10)  c_e_one_path(1_0_4)_  1
    x(1_0_4_10)  c_e_flow(1_0_2)_  1
    x(1_0_4_10)  c_e_flow(1_1_0)_  -1
    x(1_0_4_10)  c_u_processors(0_4_0)_  2
    x(1_0_4_10)  c_u_processors(0_4_1)_  2
    x(1_0_4_10)  c_u_processors(0_4_2)_  2
    x(1_0_4_10)  c_u_area_cut(0)_  52
    x(1_0_4_11)  goodput   0.068750000000000006
    x(1_0_4_11)  c_e_one_path(1_0_4)_  1
    x(1_0_4_11)  c_e_flow(1_0_2)_  1
    x(1_0_4_11)  c_e_flow(1_1_1)_  -1
    x(1_0_4_11)  c_u_processors(0_4_0)_  2
    x(1_0_4_11)  c_u_processors(0_4_1)_  2
    x(1_0_4_11)  c_u_area_cut(0)_  44
    x(1_0_4_13)  goodput   0.056250000000000001
    x(1_0_4_13)  c_e_one_path(1_0_4)_  1
    x(1_0_4_13)  c_e_flow(1_0_2)_  1
    x(1_0_4_13)  c_e_flow(1_1_0)_  -1
    x(1_0_4_13)  c_u_processors(0_4_1)_  2
    x(1_0_4_13)  c_u_processors(0_4_2)_  2
    x(1_0_4_13)  c_u_area_cut(0)_  36
    x(1_0_4_14)  goodput   0.043750000000000004
    x(1_0_4_14)  c_e_one_path(1_0_4)_  1
    x(1_0_4_14)  c_e_flow(1_0_2)_  1
    x(1_0_4_14)  c_e_flow(1_1_1)_  -1
    x(1_0_4_14)  c_u_processors(0_4_1)_  2
    x(1_0_4_14)  c_u_area_cut(0)_  28
    x(1_0_5_1)  goodput   0.09375
    x(1_0_5_1)  c_e_one_path(1_0_5)_  1
    x(1_0_5_1)  c_e_flow(1_0_0)_  1
    x(1_0_5_1)  c_e_flow(1_1_0)_  -1
    x(1_0_5_1)  c_u_processors(0_5_0)_  2
    x(1_0_5_1)  c_u_processors(0_5_1)_  2
    x(1_0_5_1)  c_u_processors(0_5_2)_  2
    x(1_0_5_1)  c_u_area_cut(0)_  60
    x(1_0_5_2)  goodput   0.081250000000000003
    x(1_0_5_2)  c_e_one_path(1_0_5)_  1
    x(1_0_5_2)  c_e_flow(1_0_0)_  1
    x(1_0_5_2)  c_e_flow(1_1_1)_  -1
    x(1_0_5_2)  c_u_processors(0_5_0)_  2
    x(1_0_5_2)  c_u_processors(0_5_1)_  2
    x(1_0_5_2)  c_u_area_cut(0)_  52
    x(1_0_5_3)  goodput   0.03125
    x(1_0_5_3)  c_e_one_path(1_0_5)_  1
    x(1_0_5_3)  c_e_flow(1_0_0)_  1
    x(1_0_5_3)  c_e_flow(1_1_2)_  -1
    x(1_0_5_3)  c_u_processors(0_5_0)_  2
    x(1_0_5_3)  c_u_area_cut(0)_  20
    x(1_0_5_4)  goodput   0.09375
    x(1_0_5_4)  c_e_one_path(1_0_5)_  1
    x(1_0_5_4)  c_e_flow(1_0_1)_  1
    x(1_0_5_4)  c_e_flow(1_1_0)_  -1
    x(1_0_5_4)  c_u_processors(0_5_0)_  2
    x(1_0_5_4)  c_u_processors(0_5_1)_  2
    x(1_0_5_4)  c_u_processors(0_5_2)_  2
    x(1_0_5_4)  c_u_area_cut(0)_  60
    x(1_0_5_5)  goodput   0.081250000000000003
    x(1_0_5_5)  c_e_one_path(1_0_5)_  1
    x(1_0_5_5)  c_e_flow(1_0_1)_  1
    x(1_0_5_5)  c_e_flow(1_1_1)_  -1
    x(1_0_5_5)  c_u_processors(0_5_0)_  2
    x(1_0_5_5)  c_u_processors(0_5_1)_  2
    x(1_0_5_5)  c_u_area_cut(0)_  52
    x(1_0_5_6)  goodput   0.03125
    x(1_0_5_6)  c_e_one_path(1_0_5)_  1
    x(1_0_5_6)  c_e_flow(1_0_1)_  1
    x(1_0_5_6)  c_e_flow(1_1_2)_  -1
    x(1_0_5_6)  c_u_processors(0_5_0)_  2
    x(1_0_5_6)  c_u_area_cut(0)_  20
    x(1_0_5_7)  goodput   0.037500000000000006
    x(1_0_5_7)  c_e_one_path(1_0_5)_  1
    x(1_0_5_7)  c_e_flow(1_0_1)_  1
    x(1_0_5_7)  c_e_flow(1_1_0)_  -1
    x(1_0_5_7)  c_u_processors(0_5_1)_  2
    x(1_0_5_7)  c_u_processors(0_5_2)_  2
    x(1_0_5_7)  c_u_area_cut(0)_  24
    x(1_0_5_8)  goodput   0.025000000000000001
    x(1_0_5_8)  c_e_one_path(1_0_5)_  1
    x(1_0_5_8)  c_e_flow(1_0_1)_  1
    x(1_0_5_8)  c_e_flow(1_1_1)_  -1
    x(1_0_5_8)  c_u_processors(0_5_1)_  2
    x(1_0_5_8)  c_u_area_cut(0)_  16
    x(1_0_5_10)  goodput   0.081250000000000003
    x(1_0_5_10)  c_e_one_path(1_0_5)_  1
    x(1_0_5_10)  c_e_flow(1_0_2)_  1
    x(1_0_5_10)  c_e_flow(1_1_0)_  -1
    x(1_0_5_10)  c_u_processors(0_5_0)_  2
    x(1_0_5_10)  c_u_processors(0_5_1)_  2
    x(1_0_5_10)  c_u_processors(0_5_2)_  2
    x(1_0_5_10)  c_u_area_cut(0)_  52
    x(1_0_5_11)  goodput   0.068750000000000006
    x(1_0_5_11)  c_e_one_path(1_0_5)_  1
    x(1_0_5_11)  c_e_flow(1_0_2)_  1
    x(1_0_5_11)  c_e_flow(1_1_1)_  -1
    x(1_0_5_11)  c_u_processors(0_5_0)_  2
    x(1_0_5_11)  c_u_processors(0_5_1)_  2
    x(1_0_5_11)  c_u_area_cut(0)_  44
    x(1_0_5_12)  goodput   0.018750000000000003
    x(1_0_5_12)  c_e_one_path(1_0_5)_  1
    x(1_0_5_12)  c_e_flow(1_0_2)_  1
    x(1_0_5_12)  c_e_flow(1_1_2)_  -1
    x(1_0_5_12)  c_u_processors(0_5_0)_  2
    x(1_0_5_12)  c_u_area_cut(0)_  12
    x(1_0_5_13)  goodput   0.037500000000000006
    x(1_0_5_13)  c_e_one_path(1_0_5)_  1
    x(1_0_5_13)  c_e_flow(1_0_2)_  1
    x(1_0_5_13)  c_e_flow(1_1_0)_  -1
    x(1_0_5_13)  c_u_processors(0_5_1)_  2
    x(1_0_5_13)  c_u_processors(0_5_2)_  2
    x(1_0_5_13)  c_u_area_cut(0)_  24
    x(1_0_5_14)  goodput   0.025000000000000001
    x(1_0_5_14)  c_e_one_path(1_0_5)_  1
    x(1_0_5_14)  c_e_flow(1_0_2)_  1
    x(1_0_5_14)  c_e_flow(1_1_1)_  -1
    x(1_0_5_14)  c_u_processors(0_5_1)_  2
    x(1_0_5_14)  c_u_area_cut(0)_  16
    x(1_0_6_1)  goodput   0.09375
    x(1_0_6_1)  c_e_one_path(1_0_6)_  1
    x(1_0_6_1)  c_e_flow(1_0_0)_  1
    x(1_0_6_1)  c_e_flow(1_1_0)_  -1
    x(1_0_6_1)  c_u_processors(0_6_0)_  2
    x(1_0_6_1)  c_u_processors(0_6_1)_  2
    x(1_0_6_1)  c_u_processors(0_6_2)_  2
    x(1_0_6_1)  c_u_area_cut(0)_  60
    x(1_0_6_2)  goodput   0.081250000000000003
    x(1_0_6_2)  c_e_one_path(1_0_6)_  1
    x(1_0_6_2)  c_e_flow(1_0_0)_  1
    x(1_0_6_2)  c_e_flow(1_1_1)_  -1
    x(1_0_6_2)  c_u_processors(0_6_0)_  2
    x(1_0_6_2)  c_u_processors(0_6_1)_  2
    x(1_0_6_2)  c_u_area_cut(0)_  52
    x(1_0_6_3)  goodput   0.037500000000000006
    x(1_0_6_3)  c_e_one_path(1_0_6)_  1
    x(1_0_6_3)  c_e_flow(1_0_0)_  1
    x(1_0_6_3)  c_e_flow(1_1_2)_  -1
    x(1_0_6_3)  c_u_processors(0_6_0)_  2
    x(1_0_6_3)  c_u_area_cut(0)_  24
    x(1_0_6_4)  goodput   0.09375
    x(1_0_6_4)  c_e_one_path(1_0_6)_  1
    x(1_0_6_4)  c_e_flow(1_0_1)_  1
    x(1_0_6_4)  c_e_flow(1_1_0)_  -1
    x(1_0_6_4)  c_u_processors(0_6_0)_  2
    x(1_0_6_4)  c_u_processors(0_6_1)_  2
    x(1_0_6_4)  c_u_processors(0_6_2)_  2
    x(1_0_6_4)  c_u_area_cut(0)_  60
    x(1_0_6_5)  goodput   0.081250000000000003
    x(1_0_6_5)  c_e_one_path(1_0_6)_  1
    x(1_0_6_5)  c_e_flow(1_0_1)_  1
    x(1_0_6_5)  c_e_flow(1_1_1)_  -1
    x(1_0_6_5)  c_u_processors(0_6_0)_  2
    x(1_0_6_5)  c_u_processors(0_6_1)_  2
    x(1_0_6_5)  c_u_area_cut(0)_  52
    x(1_0_6_6)  goodput   0.037500000000000006
    x(1_0_6_6)  c_e_one_path(1_0_6)_  1
    x(1_0_6_6)  c_e_flow(1_0_1)_  1
    x(1_0_6_6)  c_e_flow(1_1_2)_  -1
    x(1_0_6_6)  c_u_processors(0_6_0)_  2
    x(1_0_6_6)  c_u_area_cut(0)_  24
    x(1_0_6_7)  goodput   0.03125
    x(1_0_6_7)  c_e_one_path(1_0_6)_  1
    x(1_0_6_7)  c_e_flow(1_0_1)_  1
    x(1_0_6_7)  c_e_flow(1_1_0)_  -1
    x(1_0_6_7)  c_u_processors(0_6_1)_  2
    x(1_0_6_7)  c_u_processors(0_6_2)_  2
    x(1_0_6_7)  c_u_area_cut(0)_  20
    x(1_0_6_8)  goodput   0.018750000000000003
    x(1_0_6_8)  c_e_one_path(1_0_6)_  1
    x(1_0_6_8)  c_e_flow(1_0_1)_  1
    x(1_0_6_8)  c_e_flow(1_1_1)_  -1
    x(1_0_6_8)  c_u_processors(0_6_1)_  2
    x(1_0_6_8)  c_u_area_cut(0)_  12
    x(1_0_6_10)  goodput   0.081250000000000003
    x(1_0_6_10)  c_e_one_path(1_0_6)_  1
    x(1_0_6_10)  c_e_flow(1_0_2)_  1
    x(1_0_6_10)  c_e_flow(1_1_0)_  -1
    x(1_0_6_10)  c_u_processors(0_6_0)_  2
    x(1_0_6_10)  c_u_processors(0_6_1)_  2
    x(1_0_6_10)  c_u_processors(0_6_2)_  2
    x(1_0_6_10)  c_u_area_cut(0)_  52
    x(1_0_6_11)  goodput   0.068750000000000006
    x(1_0_6_11)  c_e_one_path(1_0_6)_  1
    x(1_0_6_11)  c_e_flow(1_0_2)_  1
    x(1_0_6_11)  c_e_flow(1_1_1)_  -1
    x(1_0_6_11)  c_u_processors(0_6_0)_  2
    x(1_0_6_11)  c_u_processors(0_6_1)_  2
    x(1_0_6_11)  c_u_area_cut(0)_  44
    x(1_0_6_12)  goodput   0.025000000000000001
    x(1_0_6_12)  c_e_one_path(1_0_6)_  1
    x(1_0_6_12)  c_e_flow(1_0_2)_  1
    x(1_0_6_12)  c_e_flow(1_1_2)_  -1
    x(1_0_6_12)  c_u_processors(0_6_0)_  2
    x(1_0_6_12)  c_u_area_cut(0)_  16
    x(1_0_6_13)  goodput   0.03125
    x(1_0_6_13)  c_e_one_path(1_0_6)_  1
    x(1_0_6_13)  c_e_flow(1_0_2)_  1
    x(1_0_6_13)  c_e_flow(1_1_0)_  -1
    x(1_0_6_13)  c_u_processors(0_6_1)_  2
    x(1_0_6_13)  c_u_processors(0_6_2)_  2
    x(1_0_6_13)  c_u_area_cut(0)_  20
    x(1_0_6_14)  goodput   0.018750000000000003
    x(1_0_6_14)  c_e_one_path(1_0_6)_  1
    x(1_0_6_14)  c_e_flow(1_0_2)_  1
    x(1_0_6_14)  c_e_flow(1_1_1)_  -1
    x(1_0_6_14)  c_u_processors(0_6_1)_  2
    x(1_0_6_14)  c_u_area_cut(0)_  12
    x(1_0_7_1)  goodput   0.09375
    x(1_0_7_1)  c_e_one_path(1_0_7)_  1
    x(1_0_7_1)  c_e_flow(1_0_0)_  1
    x(1_0_7_1)  c_e_flow(1_1_0)_  -1
    x(1_0_7_1)  c_u_processors(0_7_0)_  2
    x(1_0_7_1)  c_u_processors(0_7_1)_  2
    x(1_0_7_1)  c_u_processors(0_7_2)_  2
    x(1_0_7_1)  c_u_area_cut(0)_  60
    x(1_0_7_2)  goodput   0.081250000000000003
    x(1_0_7_2)  c_e_one_path(1_0_7)_  1
    x(1_0_7_2)  c_e_flow(1_0_0)_  1
    x(1_0_7_2)  c_e_flow(1_1_1)_  -1
    x(1_0_7_2)  c_u_processors(0_7_0)_  2
    x(1_0_7_2)  c_u_processors(0_7_1)_  2
    x(1_0_7_2)  c_u_area_cut(0)_  52
    x(1_0_7_3)  goodput   0.056250000000000001
    x(1_0_7_3)  c_e_one_path(1_0_7)_  1
    x(1_0_7_3)  c_e_flow(1_0_0)_  1
    x(1_0_7_3)  c_e_flow(1_1_2)_  -1
    x(1_0_7_3)  c_u_processors(0_7_0)_  2
    x(1_0_7_3)  c_u_area_cut(0)_  36
    x(1_0_7_4)  goodput   0.09375
    x(1_0_7_4)  c_e_one_path(1_0_7)_  1
    x(1_0_7_4)  c_e_flow(1_0_1)_  1
    x(1_0_7_4)  c_e_flow(1_1_0)_  -1
    x(1_0_7_4)  c_u_processors(0_7_0)_  2
    x(1_0_7_4)  c_u_processors(0_7_1)_  2
    x(1_0_7_4)  c_u_processors(0_7_2)_  2
    x(1_0_7_4)  c_u_area_cut(0)_  60
    x(1_0_7_5)  goodput   0.081250000000000003
    x(1_0_7_5)  c_e_one_path(1_0_7)_  1
    x(1_0_7_5)  c_e_flow(1_0_1)_  1
    x(1_0_7_5)  c_e_flow(1_1_1)_  -1
    x(1_0_7_5)  c_u_processors(0_7_0)_  2
    x(1_0_7_5)  c_u_processors(0_7_1)_  2
    x(1_0_7_5)  c_u_area_cut(0)_  52
    x(1_0_7_6)  goodput   0.056250000000000001
    x(1_0_7_6)  c_e_one_path(1_0_7)_  1
    x(1_0_7_6)  c_e_flow(1_0_1)_  1
    x(1_0_7_6)  c_e_flow(1_1_2)_  -1
    x(1_0_7_6)  c_u_processors(0_7_0)_  2
    x(1_0_7_6)  c_u_area_cut(0)_  36
    x(1_0_7_7)  goodput   0.012500000000000001
    x(1_0_7_7)  c_e_one_path(1_0_7)_  1
    x(1_0_7_7)  c_e_flow(1_0_1)_  1
    x(1_0_7_7)  c_e_flow(1_1_0)_  -1
    x(1_0_7_7)  c_u_processors(0_7_1)_  2
    x(1_0_7_7)  c_u_processors(0_7_2)_  2
    x(1_0_7_7)  c_u_area_cut(0)_  8
    x(1_0_7_10)  goodput   0.081250000000000003
    x(1_0_7_10)  c_e_one_path(1_0_7)_  1
    x(1_0_7_10)  c_e_flow(1_0_2)_  1
    x(1_0_7_10)  c_e_flow(1_1_0)_  -1
    x(1_0_7_10)  c_u_processors(0_7_0)_  2
    x(1_0_7_10)  c_u_processors(0_7_1)_  2
    x(1_0_7_10)  c_u_processors(0_7_2)_  2
    x(1_0_7_10)  c_u_area_cut(0)_  52
    x(1_0_7_11)  goodput   0.068750000000000006
    x(1_0_7_11)  c_e_one_path(1_0_7)_  1
    x(1_0_7_11)  c_e_flow(1_0_2)_  1
    x(1_0_7_11)  c_e_flow(1_1_1)_  -1
    x(1_0_7_11)  c_u_processors(0_7_0)_  2
    x(1_0_7_11)  c_u_processors(0_7_1)_  2
    x(1_0_7_11)  c_u_area_cut(0)_  44
    x(1_0_7_12)  goodput   0.043750000000000004
    x(1_0_7_12)  c_e_one_path(1_0_7)_  1
    x(1_0_7_12)  c_e_flow(1_0_2)_  1
    x(1_0_7_12)  c_e_flow(1_1_2)_  -1
    x(1_0_7_12)  c_u_processors(0_7_0)_  2
    x(1_0_7_12)  c_u_area_cut(0)_  28
    x(1_0_7_13)  goodput   0.012500000000000001
    x(1_0_7_13)  c_e_one_path(1_0_7)_  1
    x(1_0_7_13)  c_e_flow(1_0_2)_  1
    x(1_0_7_13)  c_e_flow(1_1_0)_  -1
    x(1_0_7_13)  c_u_processors(0_7_1)_  2
    x(1_0_7_13)  c_u_processors(0_7_2)_  2
    x(1_0_7_13)  c_u_area_cut(0)_  8
    x(1_0_8_1)  goodput   0.09375
    x(1_0_8_1)  c_e_one_path(1_0_8)_  1
    x(1_0_8_1)  c_e_flow(1_0_0)_  1
    x(1_0_8_1)  c_e_flow(1_1_0)_  -1
    x(1_0_8_1)  c_u_processors(0_8_0)_  2
    x(1_0_8_1)  c_u_processors(0_8_1)_  2
    x(1_0_8_1)  c_u_processors(0_8_2)_  2
    x(1_0_8_1)  c_u_area_cut(0)_  60
    x(1_0_8_2)  goodput   0.081250000000000003
    x(1_0_8_2)  c_e_one_path(1_0_8)_  1
    x(1_0_8_2)  c_e_flow(1_0_0)_  1
    x(1_0_8_2)  c_e_flow(1_1_1)_  -1
    x(1_0_8_2)  c_u_processors(0_8_0)_  2
    x(1_0_8_2)  c_u_processors(0_8_1)_  2
    x(1_0_8_2)  c_u_area_cut(0)_  52
    x(1_0_8_3)  goodput   0.059375000000000004
    x(1_0_8_3)  c_e_one_path(1_0_8)_  1
    x(1_0_8_3)  c_e_flow(1_0_0)_  1
    x(1_0_8_3)  c_e_flow(1_1_2)_  -1
    x(1_0_8_3)  c_u_processors(0_8_0)_  2
    x(1_0_8_3)  c_u_area_cut(0)_  38
    x(1_0_8_4)  goodput   0.09375
    x(1_0_8_4)  c_e_one_path(1_0_8)_  1
    x(1_0_8_4)  c_e_flow(1_0_1)_  1
    x(1_0_8_4)  c_e_flow(1_1_0)_  -1
    x(1_0_8_4)  c_u_processors(0_8_0)_  2
    x(1_0_8_4)  c_u_processors(0_8_1)_  2
    x(1_0_8_4)  c_u_processors(0_8_2)_  2
    x(1_0_8_4)  c_u_area_cut(0)_  60
    x(1_0_8_5)  goodput   0.081250000000000003
    x(1_0_8_5)  c_e_one_path(1_0_8)_  1
    x(1_0_8_5)  c_e_flow(1_0_1)_  1
    x(1_0_8_5)  c_e_flow(1_1_1)_  -1
    x(1_0_8_5)  c_u_processors(0_8_0)_  2
    x(1_0_8_5)  c_u_processors(0_8_1)_  2
    x(1_0_8_5)  c_u_area_cut(0)_  52
    x(1_0_8_6)  goodput   0.059375000000000004
    x(1_0_8_6)  c_e_one_path(1_0_8)_  1
    x(1_0_8_6)  c_e_flow(1_0_1)_  1
    x(1_0_8_6)  c_e_flow(1_1_2)_  -1
    x(1_0_8_6)  c_u_processors(0_8_0)_  2
    x(1_0_8_6)  c_u_area_cut(0)_  38
    x(1_0_8_7)  goodput   0.0093750000000000014
    x(1_0_8_7)  c_e_one_path(1_0_8)_  1
    x(1_0_8_7)  c_e_flow(1_0_1)_  1
    x(1_0_8_7)  c_e_flow(1_1_0)_  -1
    x(1_0_8_7)  c_u_processors(0_8_1)_  2
    x(1_0_8_7)  c_u_processors(0_8_2)_  2
    x(1_0_8_7)  c_u_area_cut(0)_  6
    x(1_0_8_10)  goodput   0.081250000000000003
    x(1_0_8_10)  c_e_one_path(1_0_8)_  1
    x(1_0_8_10)  c_e_flow(1_0_2)_  1
    x(1_0_8_10)  c_e_flow(1_1_0)_  -1
    x(1_0_8_10)  c_u_processors(0_8_0)_  2
    x(1_0_8_10)  c_u_processors(0_8_1)_  2
    x(1_0_8_10)  c_u_processors(0_8_2)_  2
    x(1_0_8_10)  c_u_area_cut(0)_  52
    x(1_0_8_11)  goodput   0.068750000000000006
    x(1_0_8_11)  c_e_one_path(1_0_8)_  1
    x(1_0_8_11)  c_e_flow(1_0_2)_  1
    x(1_0_8_11)  c_e_flow(1_1_1)_  -1
    x(1_0_8_11)  c_u_processors(0_8_0)_  2
    x(1_0_8_11)  c_u_processors(0_8_1)_  2
    x(1_0_8_11)  c_u_area_cut(0)_  44
    x(1_0_8_12)  goodput   0.046875
    x(1_0_8_12)  c_e_one_path(1_0_8)_  1
    x(1_0_8_12)  c_e_flow(1_0_2)_  1
    x(1_0_8_12)  c_e_flow(1_1_2)_  -1
    x(1_0_8_12)  c_u_processors(0_8_0)_  2
    x(1_0_8_12)  c_u_area_cut(0)_  30
    x(1_0_8_13)  goodput   0.0093750000000000014
    x(1_0_8_13)  c_e_one_path(1_0_8)_  1
    x(1_0_8_13)  c_e_flow(1_0_2)_  1
    x(1_0_8_13)  c_e_flow(1_1_0)_  -1
    x(1_0_8_13)  c_u_processors(0_8_1)_  2
    x(1_0_8_13)  c_u_processors(0_8_2)_  2
    x(1_0_8_13)  c_u_area_cut(0)_  6
    x(1_0_9_1)  goodput   0.09375
    x(1_0_9_1)  c_e_one_path(1_0_9)_  1
    x(1_0_9_1)  c_e_flow(1_0_0)_  1
    x(1_0_9_1)  c_e_flow(1_1_0)_  -1
    x(1_0_9_1)  c_u_processors(0_9_0)_  2
    x(1_0_9_1)  c_u_processors(0_9_1)_  2
    x(1_0_9_1)  c_u_processors(0_9_2)_  2
    x(1_0_9_1)  c_u_area_cut(0)_  60
    x(1_0_9_2)  goodput   0.081250000000000003
    x(1_0_9_2)  c_e_one_path(1_0_9)_  1
    x(1_0_9_2)  c_e_flow(1_0_0)_  1
    x(1_0_9_2)  c_e_flow(1_1_1)_  -1
    x(1_0_9_2)  c_u_processors(0_9_0)_  2
    x(1_0_9_2)  c_u_processors(0_9_1)_  2
    x(1_0_9_2)  c_u_area_cut(0)_  52
    x(1_0_9_3)  goodput   0.068750000000000006
    x(1_0_9_3)  c_e_one_path(1_0_9)_  1
    x(1_0_9_3)  c_e_flow(1_0_0)_  1
    x(1_0_9_3)  c_e_flow(1_1_2)_  -1
    x(1_0_9_3)  c_u_processors(0_9_0)_  2
    x(1_0_9_3)  c_u_area_cut(0)_  44
    x(1_0_9_4)  goodput   0.09375
    x(1_0_9_4)  c_e_one_path(1_0_9)_  1
    x(1_0_9_4)  c_e_flow(1_0_1)_  1
    x(1_0_9_4)  c_e_flow(1_1_0)_  -1
    x(1_0_9_4)  c_u_processors(0_9_0)_  2
    x(1_0_9_4)  c_u_processors(0_9_1)_  2
    x(1_0_9_4)  c_u_processors(0_9_2)_  2
    x(1_0_9_4)  c_u_area_cut(0)_  60
    x(1_0_9_5)  goodput   0.081250000000000003
    x(1_0_9_5)  c_e_one_path(1_0_9)_  1
    x(1_0_9_5)  c_e_flow(1_0_1)_  1
    x(1_0_9_5)  c_e_flow(1_1_1)_  -1
    x(1_0_9_5)  c_u_processors(0_9_0)_  2
    x(1_0_9_5)  c_u_processors(0_9_1)_  2
    x(1_0_9_5)  c_u_area_cut(0)_  52
    x(1_0_9_6)  goodput   0.068750000000000006
    x(1_0_9_6)  c_e_one_path(1_0_9)_  1
    x(1_0_9_6)  c_e_flow(1_0_1)_  1
    x(1_0_9_6)  c_e_flow(1_1_2)_  -1
    x(1_0_9_6)  c_u_processors(0_9_0)_  2
    x(1_0_9_6)  c_u_area_cut(0)_  44
    x(1_0_9_10)  goodput   0.081250000000000003
    x(1_0_9_10)  c_e_one_path(1_0_9)_  1
    x(1_0_9_10)  c_e_flow(1_0_2)_  1
    x(1_0_9_10)  c_e_flow(1_1_0)_  -1
    x(1_0_9_10)  c_u_processors(0_9_0)_  2
    x(1_0_9_10)  c_u_processors(0_9_1)_  2
    x(1_0_9_10)  c_u_processors(0_9_2)_  2
    x(1_0_9_10)  c_u_area_cut(0)_  52
    x(1_0_9_11)  goodput   0.068750000000000006
    x(1_0_9_11)  c_e_one_path(1_0_9)_  1
    x(1_0_9_11)  c_e_flow(1_0_2)_  1
    x(1_0_9_11)  c_e_flow(1_1_1)_  -1
    x(1_0_9_11)  c_u_processors(0_9_0)_  2
    x(1_0_9_11)  c_u_processors(0_9_1)_  2
    x(1_0_9_11)  c_u_area_cut(0)_  44
    x(1_0_9_12)  goodput   0.056250000000000001
    x(1_0_9_12)  c_e_one_path(1_0_9)_  1
    x(1_0_9_12)  c_e_flow(1_0_2)_  1
    x(1_0_9_12)  c_e_flow(1_1_2)_  -1
    x(1_0_9_12)  c_u_processors(0_9_0)_  2
    x(1_0_9_12)  c_u_area_cut(0)_  36
    x(1_0_10_1)  goodput   0.09375
    x(1_0_10_1)  c_e_one_path(1_0_10)_  1
    x(1_0_10_1)  c_e_flow(1_0_0)_  1
    x(1_0_10_1)  c_e_flow(1_1_0)_  -1
    x(1_0_10_1)  c_u_processors(0_10_0)_  2
    x(1_0_10_1)  c_u_processors(0_10_1)_  2
    x(1_0_10_1)  c_u_processors(0_10_2)_  2
    x(1_0_10_1)  c_u_area_cut(0)_  60
    x(1_0_10_2)  goodput   0.081250000000000003
    x(1_0_10_2)  c_e_one_path(1_0_10)_  1
    x(1_0_10_2)  c_e_flow(1_0_0)_  1
    x(1_0_10_2)  c_e_flow(1_1_1)_  -1
    x(1_0_10_2)  c_u_processors(0_10_0)_  2
    x(1_0_10_2)  c_u_processors(0_10_1)_  2
    x(1_0_10_2)  c_u_area_cut(0)_  52
    x(1_0_10_3)  goodput   0.075000000000000011
    x(1_0_10_3)  c_e_one_path(1_0_10)_  1
    x(1_0_10_3)  c_e_flow(1_0_0)_  1
    x(1_0_10_3)  c_e_flow(1_1_2)_  -1
    x(1_0_10_3)  c_u_processors(0_10_0)_  2
    x(1_0_10_3)  c_u_area_cut(0)_  48
    x(1_0_10_4)  goodput   0.09375
    x(1_0_10_4)  c_e_one_path(1_0_10)_  1
    x(1_0_10_4)  c_e_flow(1_0_1)_  1
    x(1_0_10_4)  c_e_flow(1_1_0)_  -1
    x(1_0_10_4)  c_u_processors(0_10_0)_  2
    x(1_0_10_4)  c_u_processors(0_10_1)_  2
    x(1_0_10_4)  c_u_processors(0_10_2)_  2
    x(1_0_10_4)  c_u_area_cut(0)_  60
    x(1_0_10_5)  goodput   0.081250000000000003
    x(1_0_10_5)  c_e_one_path(1_0_10)_  1
    x(1_0_10_5)  c_e_flow(1_0_1)_  1
    x(1_0_10_5)  c_e_flow(1_1_1)_  -1
    x(1_0_10_5)  c_u_processors(0_10_0)_  2
    x(1_0_10_5)  c_u_processors(0_10_1)_  2
    x(1_0_10_5)  c_u_area_cut(0)_  52
    x(1_0_10_6)  goodput   0.075000000000000011
    x(1_0_10_6)  c_e_one_path(1_0_10)_  1
    x(1_0_10_6)  c_e_flow(1_0_1)_  1
    x(1_0_10_6)  c_e_flow(1_1_2)_  -1
    x(1_0_10_6)  c_u_processors(0_10_0)_  2
    x(1_0_10_6)  c_u_area_cut(0)_  48
    x(1_0_10_10)  goodput   0.081250000000000003
    x(1_0_10_10)  c_e_one_path(1_0_10)_  1
    x(1_0_10_10)  c_e_flow(1_0_2)_  1
    x(1_0_10_10)  c_e_flow(1_1_0)_  -1
    x(1_0_10_10)  c_u_processors(0_10_0)_  2
    x(1_0_10_10)  c_u_processors(0_10_1)_  2
    x(1_0_10_10)  c_u_processors(0_10_2)_  2
    x(1_0_10_10)  c_u_area_cut(0)_  52
    x(1_0_10_11)  goodput   0.068750000000000006
    x(1_0_10_11)  c_e_one_path(1_0_10)_  1
    x(1_0_10_11)  c_e_flow(1_0_2)_  1
    x(1_0_10_11)  c_e_flow(1_1_1)_  -1
    x(1_0_10_11)  c_u_processors(0_10_0)_  2
    x(1_0_10_11)  c_u_processors(0_10_1)_  2
    x(1_0_10_11)  c_u_area_cut(0)_  44
    x(1_0_10_12)  goodput   0.0625
    x(1_0_10_12)  c_e_one_path(1_0_10)_  1
    x(1_0_10_12)  c_e_flow(1_0_2)_  1
    x(1_0_10_12)  c_e_flow(1_1_2)_  -1
    x(1_0_10_12)  c_u_processors(0_10_0)_  2
    x(1_0_10_12)  c_u_area_cut(0)_  40
    x(1_0_11_1)  goodput   0.09375
    x(1_0_11_1)  c_e_one_path(1_0_11)_  1
    x(1_0_11_1)  c_e_flow(1_0_0)_  1
    x(1_0_11_1)  c_e_flow(1_1_0)_  -1
    x(1_0_11_1)  c_u_processors(0_11_0)_  2
    x(1_0_11_1)  c_u_processors(0_11_1)_  2
    x(1_0_11_1)  c_u_processors(0_11_2)_  2
    x(1_0_11_1)  c_u_area_cut(0)_  60
    x(1_0_11_2)  goodput   0.081250000000000003
    x(1_0_11_2)  c_e_one_path(1_0_11)_  1
    x(1_0_11_2)  c_e_flow(1_0_0)_  1
    x(1_0_11_2)  c_e_flow(1_1_1)_  -1
    x(1_0_11_2)  c_u_processors(0_11_0)_  2
    x(1_0_11_2)  c_u_processors(0_11_1)_  2
    x(1_0_11_2)  c_u_area_cut(0)_  52
    x(1_0_11_3)  goodput   0.081250000000000003
    x(1_0_11_3)  c_e_one_path(1_0_11)_  1
    x(1_0_11_3)  c_e_flow(1_0_0)_  1
    x(1_0_11_3)  c_e_flow(1_1_2)_  -1
    x(1_0_11_3)  c_u_processors(0_11_0)_  2
    x(1_0_11_3)  c_u_area_cut(0)_  52
    x(1_0_11_4)  goodput   0.09375
    x(1_0_11_4)  c_e_one_path(1_0_11)_  1
    x(1_0_11_4)  c_e_flow(1_0_1)_  1
    x(1_0_11_4)  c_e_flow(1_1_0)_  -1
    x(1_0_11_4)  c_u_processors(0_11_0)_  2
    x(1_0_11_4)  c_u_processors(0_11_1)_  2
    x(1_0_11_4)  c_u_processors(0_11_2)_  2
    x(1_0_11_4)  c_u_area_cut(0)_  60
    x(1_0_11_5)  goodput   0.081250000000000003
    x(1_0_11_5)  c_e_one_path(1_0_11)_  1
    x(1_0_11_5)  c_e_flow(1_0_1)_  1
    x(1_0_11_5)  c_e_flow(1_1_1)_  -1
    x(1_0_11_5)  c_u_processors(0_11_0)_  2
    x(1_0_11_5)  c_u_processors(0_11_1)_  2
    x(1_0_11_5)  c_u_area_cut(0)_  52
    x(1_0_11_6)  goodput   0.081250000000000003
    x(1_0_11_6)  c_e_one_path(1_0_11)_  1
    x(1_0_11_6)  c_e_flow(1_0_1)_  1
    x(1_0_11_6)  c_e_flow(1_1_2)_  -1
    x(1_0_11_6)  c_u_processors(0_11_0)_  2
    x(1_0_11_6)  c_u_area_cut(0)_  52
    x(1_0_11_10)  goodput   0.081250000000000003
    x(1_0_11_10)  c_e_one_path(1_0_11)_  1
    x(1_0_11_10)  c_e_flow(1_0_2)_  1
    x(1_0_11_10)  c_e_flow(1_1_0)_  -1
    x(1_0_11_10)  c_u_processors(0_11_0)_  2
    x(1_0_11_10)  c_u_processors(0_11_1)_  2
    x(1_0_11_10)  c_u_processors(0_11_2)_  2
    x(1_0_11_10)  c_u_area_cut(0)_  52
    x(1_0_11_11)  goodput   0.068750000000000006
    x(1_0_11_11)  c_e_one_path(1_0_11)_  1
    x(1_0_11_11)  c_e_flow(1_0_2)_  1
    x(1_0_11_11)  c_e_flow(1_1_1)_  -1
    x(1_0_11_11)  c_u_processors(0_11_0)_  2
    x(1_0_11_11)  c_u_processors(0_11_1)_  2
    x(1_0_11_11)  c_u_area_cut(0)_  44
    x(1_0_11_12)  goodput   0.068750000000000006
    x(1_0_11_12)  c_e_one_path(1_0_11)_  1
    x(1_0_11_12)  c_e_flow(1_0_2)_  1
    x(1_0_11_12)  c_e_flow(1_1_2)_  -1
    x(1_0_11_12)  c_u_processors(0_11_0)_  2
    x(1_0_11_12)  c_u_area_cut(0)_  44
    x(1_1_0_1)  goodput   0.09375
    x(1_1_0_1)  c_e_one_path(1_1_0)_  1
    x(1_1_0_1)  c_e_flow(1_1_0)_  1
    x(1_1_0_1)  c_e_flow(1_2_0)_  -1
    x(1_1_0_1)  c_u_processors(1_0_0)_  2
    x(1_1_0_1)  c_u_processors(1_0_1)_  2
    x(1_1_0_1)  c_u_processors(1_0_2)_  2
    x(1_1_0_1)  c_u_area_cut(1)_  60
    x(1_1_0_2)  goodput   0.081250000000000003
    x(1_1_0_2)  c_e_one_path(1_1_0)_  1
    x(1_1_0_2)  c_e_flow(1_1_0)_  1
    x(1_1_0_2)  c_e_flow(1_2_1)_  -1
    x(1_1_0_2)  c_u_processors(1_0_0)_  2
    x(1_1_0_2)  c_u_processors(1_0_1)_  2
    x(1_1_0_2)  c_u_area_cut(1)_  52
    x(1_1_0_4)  goodput   0.09375
    x(1_1_0_4)  c_e_one_path(1_1_0)_  1
    x(1_1_0_4)  c_e_flow(1_1_1)_  1
    x(1_1_0_4)  c_e_flow(1_2_0)_  -1
    x(1_1_0_4)  c_u_processors(1_0_0)_  2
    x(1_1_0_4)  c_u_processors(1_0_1)_  2
    x(1_1_0_4)  c_u_processors(1_0_2)_  2
    x(1_1_0_4)  c_u_area_cut(1)_  60
    x(1_1_0_5)  goodput   0.081250000000000003
    x(1_1_0_5)  c_e_one_path(1_1_0)_  1
    x(1_1_0_5)  c_e_flow(1_1_1)_  1
    x(1_1_0_5)  c_e_flow(1_2_1)_  -1
    x(1_1_0_5)  c_u_processors(1_0_0)_  2
    x(1_1_0_5)  c_u_processors(1_0_1)_  2
    x(1_1_0_5)  c_u_area_cut(1)_  52
    x(1_1_0_7)  goodput   0.081250000000000003
    x(1_1_0_7)  c_e_one_path(1_1_0)_  1
    x(1_1_0_7)  c_e_flow(1_1_1)_  1
    x(1_1_0_7)  c_e_flow(1_2_0)_  -1
    x(1_1_0_7)  c_u_processors(1_0_1)_  2
    x(1_1_0_7)  c_u_processors(1_0_2)_  2
    x(1_1_0_7)  c_u_area_cut(1)_  52
    x(1_1_0_8)  goodput   0.068750000000000006
    x(1_1_0_8)  c_e_one_path(1_1_0)_  1
    x(1_1_0_8)  c_e_flow(1_1_1)_  1
    x(1_1_0_8)  c_e_flow(1_2_1)_  -1
    x(1_1_0_8)  c_u_processors(1_0_1)_  2
    x(1_1_0_8)  c_u_area_cut(1)_  44
    x(1_1_0_10)  goodput   0.081250000000000003
    x(1_1_0_10)  c_e_one_path(1_1_0)_  1
    x(1_1_0_10)  c_e_flow(1_1_2)_  1
    x(1_1_0_10)  c_e_flow(1_2_0)_  -1
    x(1_1_0_10)  c_u_processors(1_0_0)_  2
    x(1_1_0_10)  c_u_processors(1_0_1)_  2
    x(1_1_0_10)  c_u_processors(1_0_2)_  2
    x(1_1_0_10)  c_u_area_cut(1)_  52
    x(1_1_0_11)  goodput   0.068750000000000006
    x(1_1_0_11)  c_e_one_path(1_1_0)_  1
    x(1_1_0_11)  c_e_flow(1_1_2)_  1
    x(1_1_0_11)  c_e_flow(1_2_1)_  -1
    x(1_1_0_11)  c_u_processors(1_0_0)_  2
    x(1_1_0_11)  c_u_processors(1_0_1)_  2
    x(1_1_0_11)  c_u_area_cut(1)_  44
    x(1_1_0_13)  goodput   0.081250000000000003
    x(1_1_0_13)  c_e_one_path(1_1_0)_  1
    x(1_1_0_13)  c_e_flow(1_1_2)_  1
    x(1_1_0_13)  c_e_flow(1_2_0)_  -1
    x(1_1_0_13)  c_u_processors(1_0_1)_  2
    x(1_1_0_13)  c_u_processors(1_0_2)_  2
    x(1_1_0_13)  c_u_area_cut(1)_  52
    x(1_1_0_14)  goodput   0.068750000000000006
    x(1_1_0_14)  c_e_one_path(1_1_0)_  1
    x(1_1_0_14)  c_e_flow(1_1_2)_  1
    x(1_1_0_14)  c_e_flow(1_2_1)_  -1
    x(1_1_0_14)  c_u_processors(1_0_1)_  2
    x(1_1_0_14)  c_u_area_cut(1)_  44
    x(1_1_1_1)  goodput   0.09375
    x(1_1_1_1)  c_e_one_path(1_1_1)_  1
    x(1_1_1_1)  c_e_flow(1_1_0)_  1
    x(1_1_1_1)  c_e_flow(1_2_0)_  -1
    x(1_1_1_1)  c_u_processors(1_1_0)_  2
    x(1_1_1_1)  c_u_processors(1_1_1)_  2
    x(1_1_1_1)  c_u_processors(1_1_2)_  2
    x(1_1_1_1)  c_u_area_cut(1)_  60
    x(1_1_1_2)  goodput   0.081250000000000003
    x(1_1_1_2)  c_e_one_path(1_1_1)_  1
    x(1_1_1_2)  c_e_flow(1_1_0)_  1
    x(1_1_1_2)  c_e_flow(1_2_1)_  -1
    x(1_1_1_2)  c_u_processors(1_1_0)_  2
    x(1_1_1_2)  c_u_processors(1_1_1)_  2
    x(1_1_1_2)  c_u_area_cut(1)_  52
    x(1_1_1_4)  goodput   0.09375
    x(1_1_1_4)  c_e_one_path(1_1_1)_  1
    x(1_1_1_4)  c_e_flow(1_1_1)_  1
    x(1_1_1_4)  c_e_flow(1_2_0)_  -1
    x(1_1_1_4)  c_u_processors(1_1_0)_  2
    x(1_1_1_4)  c_u_processors(1_1_1)_  2
    x(1_1_1_4)  c_u_processors(1_1_2)_  2
    x(1_1_1_4)  c_u_area_cut(1)_  60
    x(1_1_1_5)  goodput   0.081250000000000003
    x(1_1_1_5)  c_e_one_path(1_1_1)_  1
    x(1_1_1_5)  c_e_flow(1_1_1)_  1
    x(1_1_1_5)  c_e_flow(1_2_1)_  -1
    x(1_1_1_5)  c_u_processors(1_1_0)_  2
    x(1_1_1_5)  c_u_processors(1_1_1)_  2
    x(1_1_1_5)  c_u_area_cut(1)_  52
    x(1_1_1_7)  goodput   0.075000000000000011
    x(1_1_1_7)  c_e_one_path(1_1_1)_  1
    x(1_1_1_7)  c_e_flow(1_1_1)_  1
    x(1_1_1_7)  c_e_flow(1_2_0)_  -1
    x(1_1_1_7)  c_u_processors(1_1_1)_  2
    x(1_1_1_7)  c_u_processors(1_1_2)_  2
    x(1_1_1_7)  c_u_area_cut(1)_  48
    x(1_1_1_8)  goodput   0.0625
    x(1_1_1_8)  c_e_one_path(1_1_1)_  1
    x(1_1_1_8)  c_e_flow(1_1_1)_  1
    x(1_1_1_8)  c_e_flow(1_2_1)_  -1
    x(1_1_1_8)  c_u_processors(1_1_1)_  2
    x(1_1_1_8)  c_u_area_cut(1)_  40
    x(1_1_1_10)  goodput   0.081250000000000003
    x(1_1_1_10)  c_e_one_path(1_1_1)_  1
    x(1_1_1_10)  c_e_flow(1_1_2)_  1
    x(1_1_1_10)  c_e_flow(1_2_0)_  -1
    x(1_1_1_10)  c_u_processors(1_1_0)_  2
    x(1_1_1_10)  c_u_processors(1_1_1)_  2
    x(1_1_1_10)  c_u_processors(1_1_2)_  2
    x(1_1_1_10)  c_u_area_cut(1)_  52
    x(1_1_1_11)  goodput   0.068750000000000006
    x(1_1_1_11)  c_e_one_path(1_1_1)_  1
    x(1_1_1_11)  c_e_flow(1_1_2)_  1
    x(1_1_1_11)  c_e_flow(1_2_1)_  -1
    x(1_1_1_11)  c_u_processors(1_1_0)_  2
    x(1_1_1_11)  c_u_processors(1_1_1)_  2
    x(1_1_1_11)  c_u_area_cut(1)_  44
    x(1_1_1_13)  goodput   0.075000000000000011
    x(1_1_1_13)  c_e_one_path(1_1_1)_  1
    x(1_1_1_13)  c_e_flow(1_1_2)_  1
    x(1_1_1_13)  c_e_flow(1_2_0)_  -1
    x(1_1_1_13)  c_u_processors(1_1_1)_  2
    x(1_1_1_13)  c_u_processors(1_1_2)_  2
    x(1_1_1_13)  c_u_area_cut(1)_  48
    x(1_1_1_14)  goodput   0.0625
    x(1_1_1_14)  c_e_one_path(1_1_1)_  1
    x(1_1_1_14)  c_e_flow(1_1_2)_  1
    x(1_1_1_14)  c_e_flow(1_2_1)_  -1
    x(1_1_1_14)  c_u_processors(1_1_1)_  2
    x(1_1_1_14)  c_u_area_cut(1)_  40
    x(1_1_2_1)  goodput   0.09375
    x(1_1_2_1)  c_e_one_path(1_1_2)_  1
    x(1_1_2_1)  c_e_flow(1_1_0)_  1
    x(1_1_2_1)  c_e_flow(1_2_0)_  -1
    x(1_1_2_1)  c_u_processors(1_2_0)_  2
    x(1_1_2_1)  c_u_processors(1_2_1)_  2
    x(1_1_2_1)  c_u_processors(1_2_2)_  2
    x(1_1_2_1)  c_u_area_cut(1)_  60
    x(1_1_2_2)  goodput   0.081250000000000003
    x(1_1_2_2)  c_e_one_path(1_1_2)_  1
    x(1_1_2_2)  c_e_flow(1_1_0)_  1
    x(1_1_2_2)  c_e_flow(1_2_1)_  -1
    x(1_1_2_2)  c_u_processors(1_2_0)_  2
    x(1_1_2_2)  c_u_processors(1_2_1)_  2
    x(1_1_2_2)  c_u_area_cut(1)_  52
    x(1_1_2_4)  goodput   0.09375
    x(1_1_2_4)  c_e_one_path(1_1_2)_  1
    x(1_1_2_4)  c_e_flow(1_1_1)_  1
    x(1_1_2_4)  c_e_flow(1_2_0)_  -1
    x(1_1_2_4)  c_u_processors(1_2_0)_  2
    x(1_1_2_4)  c_u_processors(1_2_1)_  2
    x(1_1_2_4)  c_u_processors(1_2_2)_  2
    x(1_1_2_4)  c_u_area_cut(1)_  60
    x(1_1_2_5)  goodput   0.081250000000000003
    x(1_1_2_5)  c_e_one_path(1_1_2)_  1
    x(1_1_2_5)  c_e_flow(1_1_1)_  1
    x(1_1_2_5)  c_e_flow(1_2_1)_  -1
    x(1_1_2_5)  c_u_processors(1_2_0)_  2
    x(1_1_2_5)  c_u_processors(1_2_1)_  2
    x(1_1_2_5)  c_u_area_cut(1)_  52
    x(1_1_2_7)  goodput   0.068750000000000006
    x(1_1_2_7)  c_e_one_path(1_1_2)_  1
    x(1_1_2_7)  c_e_flow(1_1_1)_  1
    x(1_1_2_7)  c_e_flow(1_2_0)_  -1
    x(1_1_2_7)  c_u_processors(1_2_1)_  2
    x(1_1_2_7)  c_u_processors(1_2_2)_  2
    x(1_1_2_7)  c_u_area_cut(1)_  44
    x(1_1_2_8)  goodput   0.056250000000000001
    x(1_1_2_8)  c_e_one_path(1_1_2)_  1
    x(1_1_2_8)  c_e_flow(1_1_1)_  1
    x(1_1_2_8)  c_e_flow(1_2_1)_  -1
    x(1_1_2_8)  c_u_processors(1_2_1)_  2
    x(1_1_2_8)  c_u_area_cut(1)_  36
    x(1_1_2_10)  goodput   0.081250000000000003
    x(1_1_2_10)  c_e_one_path(1_1_2)_  1
    x(1_1_2_10)  c_e_flow(1_1_2)_  1
    x(1_1_2_10)  c_e_flow(1_2_0)_  -1
    x(1_1_2_10)  c_u_processors(1_2_0)_  2
    x(1_1_2_10)  c_u_processors(1_2_1)_  2
    x(1_1_2_10)  c_u_processors(1_2_2)_  2
    x(1_1_2_10)  c_u_area_cut(1)_  52
    x(1_1_2_11)  goodput   0.068750000000000006
    x(1_1_2_11)  c_e_one_path(1_1_2)_  1
    x(1_1_2_11)  c_e_flow(1_1_2)_  1
    x(1_1_2_11)  c_e_flow(1_2_1)_  -1
    x(1_1_2_11)  c_u_processors(1_2_0)_  2
    x(1_1_2_11)  c_u_processors(1_2_1)_  2
    x(1_1_2_11)  c_u_area_cut(1)_  44
    x(1_1_2_13)  goodput   0.068750000000000006
    x(1_1_2_13)  c_e_one_path(1_1_2)_  1
    x(1_1_2_13)  c_e_flow(1_1_2)_  1
    x(1_1_2_13)  c_e_flow(1_2_0)_  -1
    x(1_1_2_13)  c_u_processors(1_2_1)_  2
    x(1_1_2_13)  c_u_processors(1_2_2)_  2
    x(1_1_2_13)  c_u_area_cut(1)_  44
    x(1_1_2_14)  goodput   0.056250000000000001
    x(1_1_2_14)  c_e_one_path(1_1_2)_  1
    x(1_1_2_14)  c_e_flow(1_1_2)_  1
    x(1_1_2_14)  c_e_flow(1_2_1)_  -1
    x(1_1_2_14)  c_u_processors(1_2_1)_  2
    x(1_1_2_14)  c_u_area_cut(1)_  36
    x(1_1_3_1)  goodput   0.09375
    x(1_1_3_1)  c_e_one_path(1_1_3)_  1
    x(1_1_3_1)  c_e_flow(1_1_0)_  1
    x(1_1_3_1)  c_e_flow(1_2_0)_  -1
    x(1_1_3_1)  c_u_processors(1_3_0)_  2
    x(1_1_3_1)  c_u_processors(1_3_1)_  2
    x(1_1_3_1)  c_u_processors(1_3_2)_  2
    x(1_1_3_1)  c_u_area_cut(1)_  60
    x(1_1_3_2)  goodput   0.081250000000000003
    x(1_1_3_2)  c_e_one_path(1_1_3)_  1
    x(1_1_3_2)  c_e_flow(1_1_0)_  1
    x(1_1_3_2)  c_e_flow(1_2_1)_  -1
    x(1_1_3_2)  c_u_processors(1_3_0)_  2
    x(1_1_3_2)  c_u_processors(1_3_1)_  2
    x(1_1_3_2)  c_u_area_cut(1)_  52
    x(1_1_3_3)  goodput   0.0093750000000000014
    x(1_1_3_3)  c_e_one_path(1_1_3)_  1
    x(1_1_3_3)  c_e_flow(1_1_0)_  1
    x(1_1_3_3)  c_e_flow(1_2_2)_  -1
    x(1_1_3_3)  c_u_processors(1_3_0)_  2
    x(1_1_3_3)  c_u_area_cut(1)_  6
    x(1_1_3_4)  goodput   0.09375
    x(1_1_3_4)  c_e_one_path(1_1_3)_  1
    x(1_1_3_4)  c_e_flow(1_1_1)_  1
    x(1_1_3_4)  c_e_flow(1_2_0)_  -1
    x(1_1_3_4)  c_u_processors(1_3_0)_  2
    x(1_1_3_4)  c_u_processors(1_3_1)_  2
    x(1_1_3_4)  c_u_processors(1_3_2)_  2
    x(1_1_3_4)  c_u_area_cut(1)_  60
    x(1_1_3_5)  goodput   0.081250000000000003
    x(1_1_3_5)  c_e_one_path(1_1_3)_  1
    x(1_1_3_5)  c_e_flow(1_1_1)_  1
    x(1_1_3_5)  c_e_flow(1_2_1)_  -1
    x(1_1_3_5)  c_u_processors(1_3_0)_  2
    x(1_1_3_5)  c_u_processors(1_3_1)_  2
    x(1_1_3_5)  c_u_area_cut(1)_  52
    x(1_1_3_6)  goodput   0.0093750000000000014
    x(1_1_3_6)  c_e_one_path(1_1_3)_  1
    x(1_1_3_6)  c_e_flow(1_1_1)_  1
    x(1_1_3_6)  c_e_flow(1_2_2)_  -1
    x(1_1_3_6)  c_u_processors(1_3_0)_  2
    x(1_1_3_6)  c_u_area_cut(1)_  6
    x(1_1_3_7)  goodput   0.059375000000000004
    x(1_1_3_7)  c_e_one_path(1_1_3)_  1
    x(1_1_3_7)  c_e_flow(1_1_1)_  1
    x(1_1_3_7)  c_e_flow(1_2_0)_  -1
    x(1_1_3_7)  c_u_processors(1_3_1)_  2
    x(1_1_3_7)  c_u_processors(1_3_2)_  2
    x(1_1_3_7)  c_u_area_cut(1)_  38
    x(1_1_3_8)  goodput   0.046875
    x(1_1_3_8)  c_e_one_path(1_1_3)_  1
    x(1_1_3_8)  c_e_flow(1_1_1)_  1
    x(1_1_3_8)  c_e_flow(1_2_1)_  -1
    x(1_1_3_8)  c_u_processors(1_3_1)_  2
    x(1_1_3_8)  c_u_area_cut(1)_  30
    x(1_1_3_10)  goodput   0.081250000000000003
    x(1_1_3_10)  c_e_one_path(1_1_3)_  1
    x(1_1_3_10)  c_e_flow(1_1_2)_  1
    x(1_1_3_10)  c_e_flow(1_2_0)_  -1
    x(1_1_3_10)  c_u_processors(1_3_0)_  2
    x(1_1_3_10)  c_u_processors(1_3_1)_  2
    x(1_1_3_10)  c_u_processors(1_3_2)_  2
    x(1_1_3_10)  c_u_area_cut(1)_  52
    x(1_1_3_11)  goodput   0.068750000000000006
    x(1_1_3_11)  c_e_one_path(1_1_3)_  1
    x(1_1_3_11)  c_e_flow(1_1_2)_  1
    x(1_1_3_11)  c_e_flow(1_2_1)_  -1
    x(1_1_3_11)  c_u_processors(1_3_0)_  2
    x(1_1_3_11)  c_u_processors(1_3_1)_  2
    x(1_1_3_11)  c_u_area_cut(1)_  44
    x(1_1_3_13)  goodput   0.059375000000000004
    x(1_1_3_13)  c_e_one_path(1_1_3)_  1
    x(1_1_3_13)  c_e_flow(1_1_2)_  1
    x(1_1_3_13)  c_e_flow(1_2_0)_  -1
    x(1_1_3_13)  c_u_processors(1_3_1)_  2
    x(1_1_3_13)  c_u_processors(1_3_2)_  2
    x(1_1_3_13)  c_u_area_cut(1)_  38
    x(1_1_3_14)  goodput   0.046875
    x(1_1_3_14)  c_e_one_path(1_1_3)_  1
    x(1_1_3_14)  c_e_flow(1_1_2)_  1
    x(1_1_3_14)  c_e_flow(1_2_1)_  -1
    x(1_1_3_14)  c_u_processors(1_3_1)_  2
    x(1_1_3_14)  c_u_area_cut(1)_  30
    x(1_1_4_1)  goodput   0.09375
    x(1_1_4_1)  c_e_one_path(1_1_4)_  1
    x(1_1_4_1)  c_e_flow(1_1_0)_  1
    x(1_1_4_1)  c_e_flow(1_2_0)_  -1
    x(1_1_4_1)  c_u_processors(1_4_0)_  2
    x(1_1_4_1)  c_u_processors(1_4_1)_  2
    x(1_1_4_1)  c_u_processors(1_4_2)_  2
    x(1_1_4_1)  c_u_area_cut(1)_  60
    x(1_1_4_2)  goodput   0.081250000000000003
    x(1_1_4_2)  c_e_one_path(1_1_4)_  1
    x(1_1_4_2)  c_e_flow(1_1_0)_  1
    x(1_1_4_2)  c_e_flow(1_2_1)_  -1
    x(1_1_4_2)  c_u_processors(1_4_0)_  2
    x(1_1_4_2)  c_u_processors(1_4_1)_  2
    x(1_1_4_2)  c_u_area_cut(1)_  52
    x(1_1_4_3)  goodput   0.012500000000000001
    x(1_1_4_3)  c_e_one_path(1_1_4)_  1
    x(1_1_4_3)  c_e_flow(1_1_0)_  1
    x(1_1_4_3)  c_e_flow(1_2_2)_  -1
    x(1_1_4_3)  c_u_processors(1_4_0)_  2
    x(1_1_4_3)  c_u_area_cut(1)_  8
    x(1_1_4_4)  goodput   0.09375
    x(1_1_4_4)  c_e_one_path(1_1_4)_  1
    x(1_1_4_4)  c_e_flow(1_1_1)_  1
    x(1_1_4_4)  c_e_flow(1_2_0)_  -1
    x(1_1_4_4)  c_u_processors(1_4_0)_  2
    x(1_1_4_4)  c_u_processors(1_4_1)_  2
    x(1_1_4_4)  c_u_processors(1_4_2)_  2
    x(1_1_4_4)  c_u_area_cut(1)_  60
    x(1_1_4_5)  goodput   0.081250000000000003
    x(1_1_4_5)  c_e_one_path(1_1_4)_  1
    x(1_1_4_5)  c_e_flow(1_1_1)_  1
    x(1_1_4_5)  c_e_flow(1_2_1)_  -1
    x(1_1_4_5)  c_u_processors(1_4_0)_  2
    x(1_1_4_5)  c_u_processors(1_4_1)_  2
    x(1_1_4_5)  c_u_area_cut(1)_  52
    x(1_1_4_6)  goodput   0.012500000000000001
    x(1_1_4_6)  c_e_one_path(1_1_4)_  1
    x(1_1_4_6)  c_e_flow(1_1_1)_  1
    x(1_1_4_6)  c_e_flow(1_2_2)_  -1
    x(1_1_4_6)  c_u_processors(1_4_0)_  2
    x(1_1_4_6)  c_u_area_cut(1)_  8
    x(1_1_4_7)  goodput   0.056250000000000001
    x(1_1_4_7)  c_e_one_path(1_1_4)_  1
    x(1_1_4_7)  c_e_flow(1_1_1)_  1
    x(1_1_4_7)  c_e_flow(1_2_0)_  -1
    x(1_1_4_7)  c_u_processors(1_4_1)_  2
    x(1_1_4_7)  c_u_processors(1_4_2)_  2
    x(1_1_4_7)  c_u_area_cut(1)_  36
    x(1_1_4_8)  goodput   0.043750000000000004
    x(1_1_4_8)  c_e_one_path(1_1_4)_  1
    x(1_1_4_8)  c_e_flow(1_1_1)_  1
    x(1_1_4_8)  c_e_flow(1_2_1)_  -1
    x(1_1_4_8)  c_u_processors(1_4_1)_  2
    x(1_1_4_8)  c_u_area_cut(1)_  28
    x(1_1_4_10)  goodput   0.081250000000000003
    x(1_1_4_10)  c_e_one_path(1_1_4)_  1
    x(1_1_4_10)  c_e_flow(1_1_2)_  1
    x(1_1_4_10)  c_e_flow(1_2_0)_  -1
    x(1_1_4_10)  c_u_processors(1_4_0)_  2
    x(1_1_4_10)  c_u_processors(1_4_1)_  2
    x(1_1_4_10)  c_u_processors(1_4_2)_  2
    x(1_1_4_10)  c_u_area_cut(1)_  52
    x(1_1_4_11)  goodput   0.068750000000000006
    x(1_1_4_11)  c_e_one_path(1_1_4)_  1
    x(1_1_4_11)  c_e_flow(1_1_2)_  1
    x(1_1_4_11)  c_e_flow(1_2_1)_  -1
    x(1_1_4_11)  c_u_processors(1_4_0)_  2
    x(1_1_4_11)  c_u_processors(1_4_1)_  2
    x(1_1_4_11)  c_u_area_cut(1)_  44
    x(1_1_4_13)  goodput   0.056250000000000001
    x(1_1_4_13)  c_e_one_path(1_1_4)_  1
    x(1_1_4_13)  c_e_flow(1_1_2)_  1
    x(1_1_4_13)  c_e_flow(1_2_0)_  -1
    x(1_1_4_13)  c_u_processors(1_4_1)_  2
    x(1_1_4_13)  c_u_processors(1_4_2)_  2
    x(1_1_4_13)  c_u_area_cut(1)_  36
    x(1_1_4_14)  goodput   0.043750000000000004
    x(1_1_4_14)  c_e_one_path(1_1_4)_  1
    x(1_1_4_14)  c_e_flow(1_1_2)_  1
    x(1_1_4_14)  c_e_flow(1_2_1)_  -1
    x(1_1_4_14)  c_u_processors(1_4_1)_  2
    x(1_1_4_14)  c_u_area_cut(1)_  28
    x(1_1_5_1)  goodput   0.09375
    x(1_1_5_1)  c_e_one_path(1_1_5)_  1
    x(1_1_5_1)  c_e_flow(1_1_0)_  1
    x(1_1_5_1)  c_e_flow(1_2_0)_  -1
    x(1_1_5_1)  c_u_processors(1_5_0)_  2
    x(1_1_5_1)  c_u_processors(1_5_1)_  2
    x(1_1_5_1)  c_u_processors(1_5_2)_  2
    x(1_1_5_1)  c_u_area_cut(1)_  60
    x(1_1_5_2)  goodput   0.081250000000000003
    x(1_1_5_2)  c_e_one_path(1_1_5)_  1
    x(1_1_5_2)  c_e_flow(1_1_0)_  1
    x(1_1_5_2)  c_e_flow(1_2_1)_  -1
    x(1_1_5_2)  c_u_processors(1_5_0)_  2
    x(1_1_5_2)  c_u_processors(1_5_1)_  2
    x(1_1_5_2)  c_u_area_cut(1)_  52
    x(1_1_5_3)  goodput   0.03125
    x(1_1_5_3)  c_e_one_path(1_1_5)_  1
    x(1_1_5_3)  c_e_flow(1_1_0)_  1
    x(1_1_5_3)  c_e_flow(1_2_2)_  -1
    x(1_1_5_3)  c_u_processors(1_5_0)_  2
    x(1_1_5_3)  c_u_area_cut(1)_  20
    x(1_1_5_4)  goodput   0.09375
    x(1_1_5_4)  c_e_one_path(1_1_5)_  1
    x(1_1_5_4)  c_e_flow(1_1_1)_  1
    x(1_1_5_4)  c_e_flow(1_2_0)_  -1
    x(1_1_5_4)  c_u_processors(1_5_0)_  2
    x(1_1_5_4)  c_u_processors(1_5_1)_  2
    x(1_1_5_4)  c_u_processors(1_5_2)_  2
    x(1_1_5_4)  c_u_area_cut(1)_  60
    x(1_1_5_5)  goodput   0.081250000000000003
    x(1_1_5_5)  c_e_one_path(1_1_5)_  1
    x(1_1_5_5)  c_e_flow(1_1_1)_  1
    x(1_1_5_5)  c_e_flow(1_2_1)_  -1
    x(1_1_5_5)  c_u_processors(1_5_0)_  2
    x(1_1_5_5)  c_u_processors(1_5_1)_  2
    x(1_1_5_5)  c_u_area_cut(1)_  52
    x(1_1_5_6)  goodput   0.03125
    x(1_1_5_6)  c_e_one_path(1_1_5)_  1
    x(1_1_5_6)  c_e_flow(1_1_1)_  1
    x(1_1_5_6)  c_e_flow(1_2_2)_  -1
    x(1_1_5_6)  c_u_processors(1_5_0)_  2
    x(1_1_5_6)  c_u_area_cut(1)_  20
    x(1_1_5_7)  goodput   0.037500000000000006
    x(1_1_5_7)  c_e_one_path(1_1_5)_  1
    x(1_1_5_7)  c_e_flow(1_1_1)_  1
    x(1_1_5_7)  c_e_flow(1_2_0)_  -1
    x(1_1_5_7)  c_u_processors(1_5_1)_  2
    x(1_1_5_7)  c_u_processors(1_5_2)_  2
    x(1_1_5_7)  c_u_area_cut(1)_  24
    x(1_1_5_8)  goodput   0.025000000000000001
    x(1_1_5_8)  c_e_one_path(1_1_5)_  1
    x(1_1_5_8)  c_e_flow(1_1_1)_  1
    x(1_1_5_8)  c_e_flow(1_2_1)_  -1
    x(1_1_5_8)  c_u_processors(1_5_1)_  2
    x(1_1_5_8)  c_u_area_cut(1)_  16
    x(1_1_5_10)  goodput   0.081250000000000003
    x(1_1_5_10)  c_e_one_path(1_1_5)_  1
    x(1_1_5_10)  c_e_flow(1_1_2)_  1
    x(1_1_5_10)  c_e_flow(1_2_0)_  -1
    x(1_1_5_10)  c_u_processors(1_5_0)_  2
    x(1_1_5_10)  c_u_processors(1_5_1)_  2
    x(1_1_5_10)  c_u_processors(1_5_2)_  2
    x(1_1_5_10)  c_u_area_cut(1)_  52
    x(1_1_5_11)  goodput   0.068750000000000006
    x(1_1_5_11)  c_e_one_path(1_1_5)_  1
    x(1_1_5_11)  c_e_flow(1_1_2)_  1
    x(1_1_5_11)  c_e_flow(1_2_1)_  -1
    x(1_1_5_11)  c_u_processors(1_5_0)_  2
    x(1_1_5_11)  c_u_processors(1_5_1)_  2
    x(1_1_5_11)  c_u_area_cut(1)_  44
    x(1_1_5_12)  goodput   0.018750000000000003
    x(1_1_5_12)  c_e_one_path(1_1_5)_  1
    x(1_1_5_12)  c_e_flow(1_1_2)_  1
    x(1_1_5_12)  c_e_flow(1_2_2)_  -1
    x(1_1_5_12)  c_u_processors(1_5_0)_  2
    x(1_1_5_12)  c_u_area_cut(1)_  12
    x(1_1_5_13)  goodput   0.037500000000000006
    x(1_1_5_13)  c_e_one_path(1_1_5)_  1
    x(1_1_5_13)  c_e_flow(1_1_2)_  1
    x(1_1_5_13)  c_e_flow(1_2_0)_  -1
    x(1_1_5_13)  c_u_processors(1_5_1)_  2
    x(1_1_5_13)  c_u_processors(1_5_2)_  2
    x(1_1_5_13)  c_u_area_cut(1)_  24
    x(1_1_5_14)  goodput   0.025000000000000001
    x(1_1_5_14)  c_e_one_path(1_1_5)_  1
    x(1_1_5_14)  c_e_flow(1_1_2)_  1
    x(1_1_5_14)  c_e_flow(1_2_1)_  -1
    x(1_1_5_14)  c_u_processors(1_5_1)_  2
    x(1_1_5_14)  c_u_area_cut(1)_  16
    x(1_1_6_1)  goodput   0.09375
    x(1_1_6_1)  c_e_one_path(1_1_6)_  1
    x(1_1_6_1)  c_e_flow(1_1_0)_  1
    x(1_1_6_1)  c_e_flow(1_2_0)_  -1
    x(1_1_6_1)  c_u_processors(1_6_0)_  2
    x(1_1_6_1)  c_u_processors(1_6_1)_  2
    x(1_1_6_1)  c_u_processors(1_6_2)_  2
    x(1_1_6_1)  c_u_area_cut(1)_  60
    x(1_1_6_2)  goodput   0.081250000000000003
    x(1_1_6_2)  c_e_one_path(1_1_6)_  1
    x(1_1_6_2)  c_e_flow(1_1_0)_  1
    x(1_1_6_2)  c_e_flow(1_2_1)_  -1
    x(1_1_6_2)  c_u_processors(1_6_0)_  2
    x(1_1_6_2)  c_u_processors(1_6_1)_  2
    x(1_1_6_2)  c_u_area_cut(1)_  52
    x(1_1_6_3)  goodput   0.037500000000000006
    x(1_1_6_3)  c_e_one_path(1_1_6)_  1
    x(1_1_6_3)  c_e_flow(1_1_0)_  1
    x(1_1_6_3)  c_e_flow(1_2_2)_  -1
    x(1_1_6_3)  c_u_processors(1_6_0)_  2
    x(1_1_6_3)  c_u_area_cut(1)_  24
    x(1_1_6_4)  goodput   0.09375
    x(1_1_6_4)  c_e_one_path(1_1_6)_  1
    x(1_1_6_4)  c_e_flow(1_1_1)_  1
    x(1_1_6_4)  c_e_flow(1_2_0)_  -1
    x(1_1_6_4)  c_u_processors(1_6_0)_  2
    x(1_1_6_4)  c_u_processors(1_6_1)_  2
    x(1_1_6_4)  c_u_processors(1_6_2)_  2
    x(1_1_6_4)  c_u_area_cut(1)_  60
    x(1_1_6_5)  goodput   0.081250000000000003
    x(1_1_6_5)  c_e_one_path(1_1_6)_  1
    x(1_1_6_5)  c_e_flow(1_1_1)_  1
    x(1_1_6_5)  c_e_flow(1_2_1)_  -1
    x(1_1_6_5)  c_u_processors(1_6_0)_  2
    x(1_1_6_5)  c_u_processors(1_6_1)_  2
    x(1_1_6_5)  c_u_area_cut(1)_  52
    x(1_1_6_6)  goodput   0.037500000000000006
    x(1_1_6_6)  c_e_one_path(1_1_6)_  1
    x(1_1_6_6)  c_e_flow(1_1_1)_  1
    x(1_1_6_6)  c_e_flow(1_2_2)_  -1
    x(1_1_6_6)  c_u_processors(1_6_0)_  2
    x(1_1_6_6)  c_u_area_cut(1)_  24
    x(1_1_6_7)  goodput   0.03125
    x(1_1_6_7)  c_e_one_path(1_1_6)_  1
    x(1_1_6_7)  c_e_flow(1_1_1)_  1
    x(1_1_6_7)  c_e_flow(1_2_0)_  -1
    x(1_1_6_7)  c_u_processors(1_6_1)_  2
    x(1_1_6_7)  c_u_processors(1_6_2)_  2
    x(1_1_6_7)  c_u_area_cut(1)_  20
    x(1_1_6_8)  goodput   0.018750000000000003
    x(1_1_6_8)  c_e_one_path(1_1_6)_  1
    x(1_1_6_8)  c_e_flow(1_1_1)_  1
    x(1_1_6_8)  c_e_flow(1_2_1)_  -1
    x(1_1_6_8)  c_u_processors(1_6_1)_  2
    x(1_1_6_8)  c_u_area_cut(1)_  12
    x(1_1_6_10)  goodput   0.081250000000000003
    x(1_1_6_10)  c_e_one_path(1_1_6)_  1
    x(1_1_6_10)  c_e_flow(1_1_2)_  1
    x(1_1_6_10)  c_e_flow(1_2_0)_  -1
    x(1_1_6_10)  c_u_processors(1_6_0)_  2
    x(1_1_6_10)  c_u_processors(1_6_1)_  2
    x(1_1_6_10)  c_u_processors(1_6_2)_  2
    x(1_1_6_10)  c_u_area_cut(1)_  52
    x(1_1_6_11)  goodput   0.068750000000000006
    x(1_1_6_11)  c_e_one_path(1_1_6)_  1
    x(1_1_6_11)  c_e_flow(1_1_2)_  1
    x(1_1_6_11)  c_e_flow(1_2_1)_  -1
    x(1_1_6_11)  c_u_processors(1_6_0)_  2
    x(1_1_6_11)  c_u_processors(1_6_1)_  2
    x(1_1_6_11)  c_u_area_cut(1)_  44
    x(1_1_6_12)  goodput   0.025000000000000001
    x(1_1_6_12)  c_e_one_path(1_1_6)_  1
    x(1_1_6_12)  c_e_flow(1_1_2)_  1
    x(1_1_6_12)  c_e_flow(1_2_2)_  -1
    x(1_1_6_12)  c_u_processors(1_6_0)_  2
    x(1_1_6_12)  c_u_area_cut(1)_  16
    x(1_1_6_13)  goodput   0.03125
    x(1_1_6_13)  c_e_one_path(1_1_6)_  1
    x(1_1_6_13)  c_e_flow(1_1_2)_  1
    x(1_1_6_13)  c_e_flow(1_2_0)_  -1
    x(1_1_6_13)  c_u_processors(1_6_1)_  2
    x(1_1_6_13)  c_u_processors(1_6_2)_  2
    x(1_1_6_13)  c_u_area_cut(1)_  20
    x(1_1_6_14)  goodput   0.018750000000000003
    x(1_1_6_14)  c_e_one_path(1_1_6)_  1
    x(1_1_6_14)  c_e_flow(1_1_2)_  1
    x(1_1_6_14)  c_e_flow(1_2_1)_  -1
    x(1_1_6_14)  c_u_processors(1_6_1)_  2
    x(1_1_6_14)  c_u_area_cut(1)_  12
    x(1_1_7_1)  goodput   0.09375
    x(1_1_7_1)  c_e_one_path(1_1_7)_  1
    x(1_1_7_1)  c_e_flow(1_1_0)_  1
    x(1_1_7_1)  c_e_flow(1_2_0)_  -1
    x(1_1_7_1)  c_u_processors(1_7_0)_  2
    x(1_1_7_1)  c_u_processors(1_7_1)_  2
    x(1_1_7_1)  c_u_processors(1_7_2)_  2
    x(1_1_7_1)  c_u_area_cut(1)_  60
    x(1_1_7_2)  goodput   0.081250000000000003
    x(1_1_7_2)  c_e_one_path(1_1_7)_  1
    x(1_1_7_2)  c_e_flow(1_1_0)_  1
    x(1_1_7_2)  c_e_flow(1_2_1)_  -1
    x(1_1_7_2)  c_u_processors(1_7_0)_  2
    x(1_1_7_2)  c_u_processors(1_7_1)_  2
    x(1_1_7_2)  c_u_area_cut(1)_  52
    x(1_1_7_3)  goodput   0.056250000000000001
    x(1_1_7_3)  c_e_one_path(1_1_7)_  1
    x(1_1_7_3)  c_e_flow(1_1_0)_  1
    x(1_1_7_3)  c_e_flow(1_2_2)_  -1
    x(1_1_7_3)  c_u_processors(1_7_0)_  2
    x(1_1_7_3)  c_u_area_cut(1)_  36
    x(1_1_7_4)  goodput   0.09375
    x(1_1_7_4)  c_e_one_path(1_1_7)_  1
    x(1_1_7_4)  c_e_flow(1_1_1)_  1
    x(1_1_7_4)  c_e_flow(1_2_0)_  -1
    x(1_1_7_4)  c_u_processors(1_7_0)_  2
    x(1_1_7_4)  c_u_processors(1_7_1)_  2
    x(1_1_7_4)  c_u_processors(1_7_2)_  2
    x(1_1_7_4)  c_u_area_cut(1)_  60
    x(1_1_7_5)  goodput   0.081250000000000003
    x(1_1_7_5)  c_e_one_path(1_1_7)_  1
    x(1_1_7_5)  c_e_flow(1_1_1)_  1
    x(1_1_7_5)  c_e_flow(1_2_1)_  -1
    x(1_1_7_5)  c_u_processors(1_7_0)_  2
    x(1_1_7_5)  c_u_processors(1_7_1)_  2
    x(1_1_7_5)  c_u_area_cut(1)_  52
    x(1_1_7_6)  goodput   0.056250000000000001
    x(1_1_7_6)  c_e_one_path(1_1_7)_  1
    x(1_1_7_6)  c_e_flow(1_1_1)_  1
    x(1_1_7_6)  c_e_flow(1_2_2)_  -1
    x(1_1_7_6)  c_u_processors(1_7_0)_  2
    x(1_1_7_6)  c_u_area_cut(1)_  36
    x(1_1_7_7)  goodput   0.012500000000000001
    x(1_1_7_7)  c_e_one_path(1_1_7)_  1
    x(1_1_7_7)  c_e_flow(1_1_1)_  1
    x(1_1_7_7)  c_e_flow(1_2_0)_  -1
    x(1_1_7_7)  c_u_processors(1_7_1)_  2
    x(1_1_7_7)  c_u_processors(1_7_2)_  2
    x(1_1_7_7)  c_u_area_cut(1)_  8
    x(1_1_7_10)  goodput   0.081250000000000003
    x(1_1_7_10)  c_e_one_path(1_1_7)_  1
    x(1_1_7_10)  c_e_flow(1_1_2)_  1
    x(1_1_7_10)  c_e_flow(1_2_0)_  -1
    x(1_1_7_10)  c_u_processors(1_7_0)_  2
    x(1_1_7_10)  c_u_processors(1_7_1)_  2
    x(1_1_7_10)  c_u_processors(1_7_2)_  2
    x(1_1_7_10)  c_u_area_cut(1)_  52
    x(1_1_7_11)  goodput   0.068750000000000006
    x(1_1_7_11)  c_e_one_path(1_1_7)_  1
    x(1_1_7_11)  c_e_flow(1_1_2)_  1
    x(1_1_7_11)  c_e_flow(1_2_1)_  -1
    x(1_1_7_11)  c_u_processors(1_7_0)_  2
    x(1_1_7_11)  c_u_processors(1_7_1)_  2
    x(1_1_7_11)  c_u_area_cut(1)_  44
    x(1_1_7_12)  goodput   0.043750000000000004
    x(1_1_7_12)  c_e_one_path(1_1_7)_  1
    x(1_1_7_12)  c_e_flow(1_1_2)_  1
    x(1_1_7_12)  c_e_flow(1_2_2)_  -1
    x(1_1_7_12)  c_u_processors(1_7_0)_  2
    x(1_1_7_12)  c_u_area_cut(1)_  28
    x(1_1_7_13)  goodput   0.012500000000000001
    x(1_1_7_13)  c_e_one_path(1_1_7)_  1
    x(1_1_7_13)  c_e_flow(1_1_2)_  1
    x(1_1_7_13)  c_e_flow(1_2_0)_  -1
    x(1_1_7_13)  c_u_processors(1_7_1)_  2
    x(1_1_7_13)  c_u_processors(1_7_2)_  2
    x(1_1_7_13)  c_u_area_cut(1)_  8
    x(1_1_8_1)  goodput   0.09375
    x(1_1_8_1)  c_e_one_path(1_1_8)_  1
    x(1_1_8_1)  c_e_flow(1_1_0)_  1
    x(1_1_8_1)  c_e_flow(1_2_0)_  -1
    x(1_1_8_1)  c_u_processors(1_8_0)_  2
    x(1_1_8_1)  c_u_processors(1_8_1)_  2
    x(1_1_8_1)  c_u_processors(1_8_2)_  2
    x(1_1_8_1)  c_u_area_cut(1)_  60
    x(1_1_8_2)  goodput   0.081250000000000003
    x(1_1_8_2)  c_e_one_path(1_1_8)_  1
    x(1_1_8_2)  c_e_flow(1_1_0)_  1
    x(1_1_8_2)  c_e_flow(1_2_1)_  -1
    x(1_1_8_2)  c_u_processors(1_8_0)_  2
    x(1_1_8_2)  c_u_processors(1_8_1)_  2
    x(1_1_8_2)  c_u_area_cut(1)_  52
    x(1_1_8_3)  goodput   0.059375000000000004
    x(1_1_8_3)  c_e_one_path(1_1_8)_  1
    x(1_1_8_3)  c_e_flow(1_1_0)_  1
    x(1_1_8_3)  c_e_flow(1_2_2)_  -1
    x(1_1_8_3)  c_u_processors(1_8_0)_  2
    x(1_1_8_3)  c_u_area_cut(1)_  38
    x(1_1_8_4)  goodput   0.09375
    x(1_1_8_4)  c_e_one_path(1_1_8)_  1
    x(1_1_8_4)  c_e_flow(1_1_1)_  1
    x(1_1_8_4)  c_e_flow(1_2_0)_  -1
    x(1_1_8_4)  c_u_processors(1_8_0)_  2
    x(1_1_8_4)  c_u_processors(1_8_1)_  2
    x(1_1_8_4)  c_u_processors(1_8_2)_  2
    x(1_1_8_4)  c_u_area_cut(1)_  60
    x(1_1_8_5)  goodput   0.081250000000000003
    x(1_1_8_5)  c_e_one_path(1_1_8)_  1
    x(1_1_8_5)  c_e_flow(1_1_1)_  1
    x(1_1_8_5)  c_e_flow(1_2_1)_  -1
    x(1_1_8_5)  c_u_processors(1_8_0)_  2
    x(1_1_8_5)  c_u_processors(1_8_1)_  2
    x(1_1_8_5)  c_u_area_cut(1)_  52
    x(1_1_8_6)  goodput   0.059375000000000004
    x(1_1_8_6)  c_e_one_path(1_1_8)_  1
    x(1_1_8_6)  c_e_flow(1_1_1)_  1
    x(1_1_8_6)  c_e_flow(1_2_2)_  -1
    x(1_1_8_6)  c_u_processors(1_8_0)_  2
    x(1_1_8_6)  c_u_area_cut(1)_  38
    x(1_1_8_7)  goodput   0.0093750000000000014
    x(1_1_8_7)  c_e_one_path(1_1_8)_  1
    x(1_1_8_7)  c_e_flow(1_1_1)_  1
    x(1_1_8_7)  c_e_flow(1_2_0)_  -1
    x(1_1_8_7)  c_u_processors(1_8_1)_  2
    x(1_1_8_7)  c_u_processors(1_8_2)_  2
    x(1_1_8_7)  c_u_area_cut(1)_  6
    x(1_1_8_10)  goodput   0.081250000000000003
    x(1_1_8_10)  c_e_one_path(1_1_8)_  1
    x(1_1_8_10)  c_e_flow(1_1_2)_  1
    x(1_1_8_10)  c_e_flow(1_2_0)_  -1
    x(1_1_8_10)  c_u_processors(1_8_0)_  2
    x(1_1_8_10)  c_u_processors(1_8_1)_  2
    x(1_1_8_10)  c_u_processors(1_8_2)_  2
    x(1_1_8_10)  c_u_area_cut(1)_  52
    x(1_1_8_11)  goodput   0.068750000000000006
    x(1_1_8_11)  c_e_one_path(1_1_8)_  1
    x(1_1_8_11)  c_e_flow(1_1_2)_  1
    x(1_1_8_11)  c_e_flow(1_2_1)_  -1
    x(1_1_8_11)  c_u_processors(1_8_0)_  2
    x(1_1_8_11)  c_u_processors(1_8_1)_  2
    x(1_1_8_11)  c_u_area_cut(1)_  44
    x(1_1_8_12)  goodput   0.046875
    x(1_1_8_12)  c_e_one_path(1_1_8)_  1
    x(1_1_8_12)  c_e_flow(1_1_2)_  1
    x(1_1_8_12)  c_e_flow(1_2_2)_  -1
    x(1_1_8_12)  c_u_processors(1_8_0)_  2
    x(1_1_8_12)  c_u_area_cut(1)_  30
    x(1_1_8_13)  goodput   0.0093750000000000014
    x(1_1_8_13)  c_e_one_path(1_1_8)_  1
    x(1_1_8_13)  c_e_flow(1_1_2)_  1
    x(1_1_8_13)  c_e_flow(1_2_0)_  -1
    x(1_1_8_13)  c_u_processors(1_8_1)_  2
    x(1_1_8_13)  c_u_processors(1_8_2)_  2
    x(1_1_8_13)  c_u_area_cut(1)_  6
    x(1_1_9_1)  goodput   0.09375
    x(1_1_9_1)  c_e_one_path(1_1_9)_  1
    x(1_1_9_1)  c_e_flow(1_1_0)_  1
    x(1_1_9_1)  c_e_flow(1_2_0)_  -1
    x(1_1_9_1)  c_u_processors(1_9_0)_  2
    x(1_1_9_1)  c_u_processors(1_9_1)_  2
    x(1_1_9_1)  c_u_processors(1_9_2)_  2
    x(1_1_9_1)  c_u_area_cut(1)_  60
    x(1_1_9_2)  goodput   0.081250000000000003
    x(1_1_9_2)  c_e_one_path(1_1_9)_  1
    x(1_1_9_2)  c_e_flow(1_1_0)_  1
    x(1_1_9_2)  c_e_flow(1_2_1)_  -1
    x(1_1_9_2)  c_u_processors(1_9_0)_  2
    x(1_1_9_2)  c_u_processors(1_9_1)_  2
    x(1_1_9_2)  c_u_area_cut(1)_  52
    x(1_1_9_3)  goodput   0.068750000000000006
    x(1_1_9_3)  c_e_one_path(1_1_9)_  1
    x(1_1_9_3)  c_e_flow(1_1_0)_  1
    x(1_1_9_3)  c_e_flow(1_2_2)_  -1
    x(1_1_9_3)  c_u_processors(1_9_0)_  2
    x(1_1_9_3)  c_u_area_cut(1)_  44
    x(1_1_9_4)  goodput   0.09375
    x(1_1_9_4)  c_e_one_path(1_1_9)_  1
    x(1_1_9_4)  c_e_flow(1_1_1)_  1
    x(1_1_9_4)  c_e_flow(1_2_0)_  -1
    x(1_1_9_4)  c_u_processors(1_9_0)_  2
    x(1_1_9_4)  c_u_processors(1_9_1)_  2
    x(1_1_9_4)  c_u_processors(1_9_2)_  2
    x(1_1_9_4)  c_u_area_cut(1)_  60
    x(1_1_9_5)  goodput   0.081250000000000003
    x(1_1_9_5)  c_e_one_path(1_1_9)_  1
    x(1_1_9_5)  c_e_flow(1_1_1)_  1
    x(1_1_9_5)  c_e_flow(1_2_1)_  -1
    x(1_1_9_5)  c_u_processors(1_9_0)_  2
    x(1_1_9_5)  c_u_processors(1_9_1)_  2
    x(1_1_9_5)  c_u_area_cut(1)_  52
    x(1_1_9_6)  goodput   0.068750000000000006
    x(1_1_9_6)  c_e_one_path(1_1_9)_  1
    x(1_1_9_6)  c_e_flow(1_1_1)_  1
    x(1_1_9_6)  c_e_flow(1_2_2)_  -1
    x(1_1_9_6)  c_u_processors(1_9_0)_  2
    x(1_1_9_6)  c_u_area_cut(1)_  44
    x(1_1_9_10)  goodput   0.081250000000000003
    x(1_1_9_10)  c_e_one_path(1_1_9)_  1
    x(1_1_9_10)  c_e_flow(1_1_2)_  1
    x(1_1_9_10)  c_e_flow(1_2_0)_  -1
    x(1_1_9_10)  c_u_processors(1_9_0)_  2
    x(1_1_9_10)  c_u_processors(1_9_1)_  2
    x(1_1_9_10)  c_u_processors(1_9_2)_  2
    x(1_1_9_10)  c_u_area_cut(1)_  52
    x(1_1_9_11)  goodput   0.068750000000000006
    x(1_1_9_11)  c_e_one_path(1_1_9)_  1
    x(1_1_9_11)  c_e_flow(1_1_2)_  1
    x(1_1_9_11)  c_e_flow(1_2_1)_  -1
    x(1_1_9_11)  c_u_processors(1_9_0)_  2
    x(1_1_9_11)  c_u_processors(1_9_1)_  2
    x(1_1_9_11)  c_u_area_cut(1)_  44
    x(1_1_9_12)  goodput   0.056250000000000001
    x(1_1_9_12)  c_e_one_path(1_1_9)_  1
    x(1_1_9_12)  c_e_flow(1_1_2)_  1
    x(1_1_9_12)  c_e_flow(1_2_2)_  -1
    x(1_1_9_12)  c_u_processors(1_9_0)_  2
    x(1_1_9_12)  c_u_area_cut(1)_  36
    x(1_1_10_1)  goodput   0.09375
    x(1_1_10_1)  c_e_one_path(1_1_10)_  1
    x(1_1_10_1)  c_e_flow(1_1_0)_  1
    x(1_1_10_1)  c_e_flow(1_2_0)_  -1
    x(1_1_10_1)  c_u_processors(1_10_0)_  2
    x(1_1_10_1)  c_u_processors(1_10_1)_  2
    x(1_1_10_1)  c_u_processors(1_10_2)_  2
    x(1_1_10_1)  c_u_area_cut(1)_  60
    x(1_1_10_2)  goodput   0.081250000000000003
    x(1_1_10_2)  c_e_one_path(1_1_10)_  1
    x(1_1_10_2)  c_e_flow(1_1_0)_  1
    x(1_1_10_2)  c_e_flow(1_2_1)_  -1
    x(1_1_10_2)  c_u_processors(1_10_0)_  2
    x(1_1_10_2)  c_u_processors(1_10_1)_  2
    x(1_1_10_2)  c_u_area_cut(1)_  52
    x(1_1_10_3)  goodput   0.075000000000000011
    x(1_1_10_3)  c_e_one_path(1_1_10)_  1
    x(1_1_10_3)  c_e_flow(1_1_0)_  1
    x(1_1_10_3)  c_e_flow(1_2_2)_  -1
    x(1_1_10_3)  c_u_processors(1_10_0)_  2
    x(1_1_10_3)  c_u_area_cut(1)_  48
    x(1_1_10_4)  goodput   0.09375
    x(1_1_10_4)  c_e_one_path(1_1_10)_  1
    x(1_1_10_4)  c_e_flow(1_1_1)_  1
    x(1_1_10_4)  c_e_flow(1_2_0)_  -1
    x(1_1_10_4)  c_u_processors(1_10_0)_  2
    x(1_1_10_4)  c_u_processors(1_10_1)_  2
    x(1_1_10_4)  c_u_processors(1_10_2)_  2
    x(1_1_10_4)  c_u_area_cut(1)_  60
    x(1_1_10_5)  goodput   0.081250000000000003
    x(1_1_10_5)  c_e_one_path(1_1_10)_  1
    x(1_1_10_5)  c_e_flow(1_1_1)_  1
    x(1_1_10_5)  c_e_flow(1_2_1)_  -1
    x(1_1_10_5)  c_u_processors(1_10_0)_  2
    x(1_1_10_5)  c_u_processors(1_10_1)_  2
    x(1_1_10_5)  c_u_area_cut(1)_  52
    x(1_1_10_6)  goodput   0.075000000000000011
    x(1_1_10_6)  c_e_one_path(1_1_10)_  1
    x(1_1_10_6)  c_e_flow(1_1_1)_  1
    x(1_1_10_6)  c_e_flow(1_2_2)_  -1
    x(1_1_10_6)  c_u_processors(1_10_0)_  2
    x(1_1_10_6)  c_u_area_cut(1)_  48
    x(1_1_10_10)  goodput   0.081250000000000003
    x(1_1_10_10)  c_e_one_path(1_1_10)_  1
    x(1_1_10_10)  c_e_flow(1_1_2)_  1
    x(1_1_10_10)  c_e_flow(1_2_0)_  -1
    x(1_1_10_10)  c_u_processors(1_10_0)_  2
    x(1_1_10_10)  c_u_processors(1_10_1)_  2
    x(1_1_10_10)  c_u_processors(1_10_2)_  2
    x(1_1_10_10)  c_u_area_cut(1)_  52
    x(1_1_10_11)  goodput   0.068750000000000006
    x(1_1_10_11)  c_e_one_path(1_1_10)_  1
    x(1_1_10_11)  c_e_flow(1_1_2)_  1
    x(1_1_10_11)  c_e_flow(1_2_1)_  -1
    x(1_1_10_11)  c_u_processors(1_10_0)_  2
    x(1_1_10_11)  c_u_processors(1_10_1)_  2
    x(1_1_10_11)  c_u_area_cut(1)_  44
    x(1_1_10_12)  goodput   0.0625
    x(1_1_10_12)  c_e_one_path(1_1_10)_  1
    x(1_1_10_12)  c_e_flow(1_1_2)_  1
    x(1_1_10_12)  c_e_flow(1_2_2)_  -1
    x(1_1_10_12)  c_u_processors(1_10_0)_  2
    x(1_1_10_12)  c_u_area_cut(1)_  40
    x(1_1_11_1)  goodput   0.09375
    x(1_1_11_1)  c_e_one_path(1_1_11)_  1
    x(1_1_11_1)  c_e_flow(1_1_0)_  1
    x(1_1_11_1)  c_e_flow(1_2_0)_  -1
    x(1_1_11_1)  c_u_processors(1_11_0)_  2
    x(1_1_11_1)  c_u_processors(1_11_1)_  2
    x(1_1_11_1)  c_u_processors(1_11_2)_  2
    x(1_1_11_1)  c_u_area_cut(1)_  60
    x(1_1_11_2)  goodput   0.081250000000000003
    x(1_1_11_2)  c_e_one_path(1_1_11)_  1
    x(1_1_11_2)  c_e_flow(1_1_0)_  1
    x(1_1_11_2)  c_e_flow(1_2_1)_  -1
    x(1_1_11_2)  c_u_processors(1_11_0)_  2
    x(1_1_11_2)  c_u_processors(1_11_1)_  2
    x(1_1_11_2)  c_u_area_cut(1)_  52
    x(1_1_11_3)  goodput   0.081250000000000003
    x(1_1_11_3)  c_e_one_path(1_1_11)_  1
    x(1_1_11_3)  c_e_flow(1_1_0)_  1
    x(1_1_11_3)  c_e_flow(1_2_2)_  -1
    x(1_1_11_3)  c_u_processors(1_11_0)_  2
    x(1_1_11_3)  c_u_area_cut(1)_  52
    x(1_1_11_4)  goodput   0.09375
    x(1_1_11_4)  c_e_one_path(1_1_11)_  1
    x(1_1_11_4)  c_e_flow(1_1_1)_  1
    x(1_1_11_4)  c_e_flow(1_2_0)_  -1
    x(1_1_11_4)  c_u_processors(1_11_0)_  2
    x(1_1_11_4)  c_u_processors(1_11_1)_  2
    x(1_1_11_4)  c_u_processors(1_11_2)_  2
    x(1_1_11_4)  c_u_area_cut(1)_  60
    x(1_1_11_5)  goodput   0.081250000000000003
    x(1_1_11_5)  c_e_one_path(1_1_11)_  1
    x(1_1_11_5)  c_e_flow(1_1_1)_  1
    x(1_1_11_5)  c_e_flow(1_2_1)_  -1
    x(1_1_11_5)  c_u_processors(1_11_0)_  2
    x(1_1_11_5)  c_u_processors(1_11_1)_  2
    x(1_1_11_5)  c_u_area_cut(1)_  52
    x(1_1_11_6)  goodput   0.081250000000000003
    x(1_1_11_6)  c_e_one_path(1_1_11)_  1
    x(1_1_11_6)  c_e_flow(1_1_1)_  1
    x(1_1_11_6)  c_e_flow(1_2_2)_  -1
    x(1_1_11_6)  c_u_processors(1_11_0)_  2
    x(1_1_11_6)  c_u_area_cut(1)_  52
    x(1_1_11_10)  goodput   0.081250000000000003
    x(1_1_11_10)  c_e_one_path(1_1_11)_  1
    x(1_1_11_10)  c_e_flow(1_1_2)_  1
    x(1_1_11_10)  c_e_flow(1_2_0)_  -1
    x(1_1_11_10)  c_u_processors(1_11_0)_  2
    x(1_1_11_10)  c_u_processors(1_11_1)_  2
    x(1_1_11_10)  c_u_processors(1_11_2)_  2
    x(1_1_11_10)  c_u_area_cut(1)_  52
    x(1_1_11_11)  goodput   0.068750000000000006
    x(1_1_11_11)  c_e_one_path(1_1_11)_  1
    x(1_1_11_11)  c_e_flow(1_1_2)_  1
    x(1_1_11_11)  c_e_flow(1_2_1)_  -1
    x(1_1_11_11)  c_u_processors(1_11_0)_  2
    x(1_1_11_11)  c_u_processors(1_11_1)_  2
    x(1_1_11_11)  c_u_area_cut(1)_  44
    x(1_1_11_12)  goodput   0.068750000000000006
    x(1_1_11_12)  c_e_one_path(1_1_11)_  1
    x(1_1_11_12)  c_e_flow(1_1_2)_  1
    x(1_1_11_12)  c_e_flow(1_2_2)_  -1
    x(1_1_11_12)  c_u_processors(1_11_0)_  2
    x(1_1_11_12)  c_u_area_cut(1)_  44
    x(1_2_0_1)  goodput   0.125
    x(1_2_0_1)  c_e_one_path(1_2_0)_  1
    x(1_2_0_1)  c_e_flow(1_2_0)_  1
    x(1_2_0_1)  c_u_processors(2_0_0)_  2
    x(1_2_0_1)  c_u_processors(2_0_1)_  2
    x(1_2_0_1)  c_u_processors(2_0_2)_  2
    x(1_2_0_1)  c_u_area_cut(2)_  80
    x(1_2_0_2)  goodput   0.1125
    x(1_2_0_2)  c_e_one_path(1_2_0)_  1
    x(1_2_0_2)  c_e_flow(1_2_0)_  1
    x(1_2_0_2)  c_u_processors(2_0_0)_  2
    x(1_2_0_2)  c_u_processors(2_0_1)_  2
    x(1_2_0_2)  c_u_area_cut(2)_  72
    x(1_2_0_4)  goodput   0.125
    x(1_2_0_4)  c_e_one_path(1_2_0)_  1
    x(1_2_0_4)  c_e_flow(1_2_1)_  1
    x(1_2_0_4)  c_u_processors(2_0_0)_  2
    x(1_2_0_4)  c_u_processors(2_0_1)_  2
    x(1_2_0_4)  c_u_processors(2_0_2)_  2
    x(1_2_0_4)  c_u_area_cut(2)_  80
    x(1_2_0_5)  goodput   0.1125
    x(1_2_0_5)  c_e_one_path(1_2_0)_  1
    x(1_2_0_5)  c_e_flow(1_2_1)_  1
    x(1_2_0_5)  c_u_processors(2_0_0)_  2
    x(1_2_0_5)  c_u_processors(2_0_1)_  2
    x(1_2_0_5)  c_u_area_cut(2)_  72
    x(1_2_0_7)  goodput   0.1125
    x(1_2_0_7)  c_e_one_path(1_2_0)_  1
    x(1_2_0_7)  c_e_flow(1_2_1)_  1
    x(1_2_0_7)  c_u_processors(2_0_1)_  2
    x(1_2_0_7)  c_u_processors(2_0_2)_  2
    x(1_2_0_7)  c_u_area_cut(2)_  72
    x(1_2_0_8)  goodput   0.10000000000000001
    x(1_2_0_8)  c_e_one_path(1_2_0)_  1
    x(1_2_0_8)  c_e_flow(1_2_1)_  1
    x(1_2_0_8)  c_u_processors(2_0_1)_  2
    x(1_2_0_8)  c_u_area_cut(2)_  64
    x(1_2_0_10)  goodput   0.1125
    x(1_2_0_10)  c_e_one_path(1_2_0)_  1
    x(1_2_0_10)  c_e_flow(1_2_2)_  1
    x(1_2_0_10)  c_u_processors(2_0_0)_  2
    x(1_2_0_10)  c_u_processors(2_0_1)_  2
    x(1_2_0_10)  c_u_processors(2_0_2)_  2
    x(1_2_0_10)  c_u_area_cut(2)_  72
    x(1_2_0_11)  goodput   0.10000000000000001
    x(1_2_0_11)  c_e_one_path(1_2_0)_  1
    x(1_2_0_11)  c_e_flow(1_2_2)_  1
    x(1_2_0_11)  c_u_processors(2_0_0)_  2
    x(1_2_0_11)  c_u_processors(2_0_1)_  2
    x(1_2_0_11)  c_u_area_cut(2)_  64
    x(1_2_0_13)  goodput   0.1125
    x(1_2_0_13)  c_e_one_path(1_2_0)_  1
    x(1_2_0_13)  c_e_flow(1_2_2)_  1
    x(1_2_0_13)  c_u_processors(2_0_1)_  2
    x(1_2_0_13)  c_u_processors(2_0_2)_  2
    x(1_2_0_13)  c_u_area_cut(2)_  72
    x(1_2_0_14)  goodput   0.10000000000000001
    x(1_2_0_14)  c_e_one_path(1_2_0)_  1
    x(1_2_0_14)  c_e_flow(1_2_2)_  1
    x(1_2_0_14)  c_u_processors(2_0_1)_  2
    x(1_2_0_14)  c_u_area_cut(2)_  64
    x(1_2_1_1)  goodput   0.125
    x(1_2_1_1)  c_e_one_path(1_2_1)_  1
    x(1_2_1_1)  c_e_flow(1_2_0)_  1
    x(1_2_1_1)  c_u_processors(2_1_0)_  2
    x(1_2_1_1)  c_u_processors(2_1_1)_  2
    x(1_2_1_1)  c_u_processors(2_1_2)_  2
    x(1_2_1_1)  c_u_area_cut(2)_  80
    x(1_2_1_2)  goodput   0.1125
    x(1_2_1_2)  c_e_one_path(1_2_1)_  1
    x(1_2_1_2)  c_e_flow(1_2_0)_  1
    x(1_2_1_2)  c_u_processors(2_1_0)_  2
    x(1_2_1_2)  c_u_processors(2_1_1)_  2
    x(1_2_1_2)  c_u_area_cut(2)_  72
    x(1_2_1_4)  goodput   0.125
    x(1_2_1_4)  c_e_one_path(1_2_1)_  1
    x(1_2_1_4)  c_e_flow(1_2_1)_  1
    x(1_2_1_4)  c_u_processors(2_1_0)_  2
    x(1_2_1_4)  c_u_processors(2_1_1)_  2
    x(1_2_1_4)  c_u_processors(2_1_2)_  2
    x(1_2_1_4)  c_u_area_cut(2)_  80
    x(1_2_1_5)  goodput   0.1125
    x(1_2_1_5)  c_e_one_path(1_2_1)_  1
    x(1_2_1_5)  c_e_flow(1_2_1)_  1
    x(1_2_1_5)  c_u_processors(2_1_0)_  2
    x(1_2_1_5)  c_u_processors(2_1_1)_  2
    x(1_2_1_5)  c_u_area_cut(2)_  72
    x(1_2_1_7)  goodput   0.10625000000000001
    x(1_2_1_7)  c_e_one_path(1_2_1)_  1
    x(1_2_1_7)  c_e_flow(1_2_1)_  1
    x(1_2_1_7)  c_u_processors(2_1_1)_  2
    x(1_2_1_7)  c_u_processors(2_1_2)_  2
    x(1_2_1_7)  c_u_area_cut(2)_  68
    x(1_2_1_8)  goodput   0.09375
    x(1_2_1_8)  c_e_one_path(1_2_1)_  1
    x(1_2_1_8)  c_e_flow(1_2_1)_  1
    x(1_2_1_8)  c_u_processors(2_1_1)_  2
    x(1_2_1_8)  c_u_area_cut(2)_  60
    x(1_2_1_10)  goodput   0.1125
    x(1_2_1_10)  c_e_one_path(1_2_1)_  1
    x(1_2_1_10)  c_e_flow(1_2_2)_  1
    x(1_2_1_10)  c_u_processors(2_1_0)_  2
    x(1_2_1_10)  c_u_processors(2_1_1)_  2
    x(1_2_1_10)  c_u_processors(2_1_2)_  2
    x(1_2_1_10)  c_u_area_cut(2)_  72
    x(1_2_1_11)  goodput   0.10000000000000001
    x(1_2_1_11)  c_e_one_path(1_2_1)_  1
    x(1_2_1_11)  c_e_flow(1_2_2)_  1
    x(1_2_1_11)  c_u_processors(2_1_0)_  2
    x(1_2_1_11)  c_u_processors(2_1_1)_  2
    x(1_2_1_11)  c_u_area_cut(2)_  64
    x(1_2_1_13)  goodput   0.10625000000000001
    x(1_2_1_13)  c_e_one_path(1_2_1)_  1
    x(1_2_1_13)  c_e_flow(1_2_2)_  1
    x(1_2_1_13)  c_u_processors(2_1_1)_  2
    x(1_2_1_13)  c_u_processors(2_1_2)_  2
    x(1_2_1_13)  c_u_area_cut(2)_  68
    x(1_2_1_14)  goodput   0.09375
    x(1_2_1_14)  c_e_one_path(1_2_1)_  1
    x(1_2_1_14)  c_e_flow(1_2_2)_  1
    x(1_2_1_14)  c_u_processors(2_1_1)_  2
    x(1_2_1_14)  c_u_area_cut(2)_  60
    x(1_2_2_1)  goodput   0.125
    x(1_2_2_1)  c_e_one_path(1_2_2)_  1
    x(1_2_2_1)  c_e_flow(1_2_0)_  1
    x(1_2_2_1)  c_u_processors(2_2_0)_  2
    x(1_2_2_1)  c_u_processors(2_2_1)_  2
    x(1_2_2_1)  c_u_processors(2_2_2)_  2
    x(1_2_2_1)  c_u_area_cut(2)_  80
    x(1_2_2_2)  goodput   0.1125
    x(1_2_2_2)  c_e_one_path(1_2_2)_  1
    x(1_2_2_2)  c_e_flow(1_2_0)_  1
    x(1_2_2_2)  c_u_processors(2_2_0)_  2
    x(1_2_2_2)  c_u_processors(2_2_1)_  2
    x(1_2_2_2)  c_u_area_cut(2)_  72
    x(1_2_2_4)  goodput   0.125
    x(1_2_2_4)  c_e_one_path(1_2_2)_  1
    x(1_2_2_4)  c_e_flow(1_2_1)_  1
    x(1_2_2_4)  c_u_processors(2_2_0)_  2
    x(1_2_2_4)  c_u_processors(2_2_1)_  2
    x(1_2_2_4)  c_u_processors(2_2_2)_  2
    x(1_2_2_4)  c_u_area_cut(2)_  80
    x(1_2_2_5)  goodput   0.1125
    x(1_2_2_5)  c_e_one_path(1_2_2)_  1
    x(1_2_2_5)  c_e_flow(1_2_1)_  1
    x(1_2_2_5)  c_u_processors(2_2_0)_  2
    x(1_2_2_5)  c_u_processors(2_2_1)_  2
    x(1_2_2_5)  c_u_area_cut(2)_  72
    x(1_2_2_7)  goodput   0.10000000000000001
    x(1_2_2_7)  c_e_one_path(1_2_2)_  1
    x(1_2_2_7)  c_e_flow(1_2_1)_  1
    x(1_2_2_7)  c_u_processors(2_2_1)_  2
    x(1_2_2_7)  c_u_processors(2_2_2)_  2
    x(1_2_2_7)  c_u_area_cut(2)_  64
    x(1_2_2_8)  goodput   0.087500000000000008
    x(1_2_2_8)  c_e_one_path(1_2_2)_  1
    x(1_2_2_8)  c_e_flow(1_2_1)_  1
    x(1_2_2_8)  c_u_processors(2_2_1)_  2
    x(1_2_2_8)  c_u_area_cut(2)_  56
    x(1_2_2_10)  goodput   0.1125
    x(1_2_2_10)  c_e_one_path(1_2_2)_  1
    x(1_2_2_10)  c_e_flow(1_2_2)_  1
    x(1_2_2_10)  c_u_processors(2_2_0)_  2
    x(1_2_2_10)  c_u_processors(2_2_1)_  2
    x(1_2_2_10)  c_u_processors(2_2_2)_  2
    x(1_2_2_10)  c_u_area_cut(2)_  72
    x(1_2_2_11)  goodput   0.10000000000000001
    x(1_2_2_11)  c_e_one_path(1_2_2)_  1
    x(1_2_2_11)  c_e_flow(1_2_2)_  1
    x(1_2_2_11)  c_u_processors(2_2_0)_  2
    x(1_2_2_11)  c_u_processors(2_2_1)_  2
    x(1_2_2_11)  c_u_area_cut(2)_  64
    x(1_2_2_13)  goodput   0.10000000000000001
    x(1_2_2_13)  c_e_one_path(1_2_2)_  1
    x(1_2_2_13)  c_e_flow(1_2_2)_  1
    x(1_2_2_13)  c_u_processors(2_2_1)_  2
    x(1_2_2_13)  c_u_processors(2_2_2)_  2
    x(1_2_2_13)  c_u_area_cut(2)_  64
    x(1_2_2_14)  goodput   0.087500000000000008
    x(1_2_2_14)  c_e_one_path(1_2_2)_  1
    x(1_2_2_14)  c_e_flow(1_2_2)_  1
    x(1_2_2_14)  c_u_processors(2_2_1)_  2
    x(1_2_2_14)  c_u_area_cut(2)_  56
    x(1_2_3_1)  goodput   0.125
    x(1_2_3_1)  c_e_one_path(1_2_3)_  1
    x(1_2_3_1)  c_e_flow(1_2_0)_  1
    x(1_2_3_1)  c_u_processors(2_3_0)_  2
    x(1_2_3_1)  c_u_processors(2_3_1)_  2
    x(1_2_3_1)  c_u_processors(2_3_2)_  2
    x(1_2_3_1)  c_u_area_cut(2)_  80
    x(1_2_3_2)  goodput   0.1125
    x(1_2_3_2)  c_e_one_path(1_2_3)_  1
    x(1_2_3_2)  c_e_flow(1_2_0)_  1
    x(1_2_3_2)  c_u_processors(2_3_0)_  2
    x(1_2_3_2)  c_u_processors(2_3_1)_  2
    x(1_2_3_2)  c_u_area_cut(2)_  72
    x(1_2_3_3)  goodput   0.0093750000000000014
    x(1_2_3_3)  c_e_one_path(1_2_3)_  1
    x(1_2_3_3)  c_e_flow(1_2_0)_  1
    x(1_2_3_3)  c_u_processors(2_3_0)_  2
    x(1_2_3_3)  c_u_area_cut(2)_  6
    x(1_2_3_4)  goodput   0.125
    x(1_2_3_4)  c_e_one_path(1_2_3)_  1
    x(1_2_3_4)  c_e_flow(1_2_1)_  1
    x(1_2_3_4)  c_u_processors(2_3_0)_  2
    x(1_2_3_4)  c_u_processors(2_3_1)_  2
    x(1_2_3_4)  c_u_processors(2_3_2)_  2
    x(1_2_3_4)  c_u_area_cut(2)_  80
    x(1_2_3_5)  goodput   0.1125
    x(1_2_3_5)  c_e_one_path(1_2_3)_  1
    x(1_2_3_5)  c_e_flow(1_2_1)_  1
    x(1_2_3_5)  c_u_processors(2_3_0)_  2
    x(1_2_3_5)  c_u_processors(2_3_1)_  2
    x(1_2_3_5)  c_u_area_cut(2)_  72
    x(1_2_3_6)  goodput   0.0093750000000000014
    x(1_2_3_6)  c_e_one_path(1_2_3)_  1
    x(1_2_3_6)  c_e_flow(1_2_1)_  1
    x(1_2_3_6)  c_u_processors(2_3_0)_  2
    x(1_2_3_6)  c_u_area_cut(2)_  6
    x(1_2_3_7)  goodput   0.090625000000000011
    x(1_2_3_7)  c_e_one_path(1_2_3)_  1
    x(1_2_3_7)  c_e_flow(1_2_1)_  1
    x(1_2_3_7)  c_u_processors(2_3_1)_  2
    x(1_2_3_7)  c_u_processors(2_3_2)_  2
    x(1_2_3_7)  c_u_area_cut(2)_  58
    x(1_2_3_8)  goodput   0.078125
    x(1_2_3_8)  c_e_one_path(1_2_3)_  1
    x(1_2_3_8)  c_e_flow(1_2_1)_  1
    x(1_2_3_8)  c_u_processors(2_3_1)_  2
    x(1_2_3_8)  c_u_area_cut(2)_  50
    x(1_2_3_10)  goodput   0.1125
    x(1_2_3_10)  c_e_one_path(1_2_3)_  1
    x(1_2_3_10)  c_e_flow(1_2_2)_  1
    x(1_2_3_10)  c_u_processors(2_3_0)_  2
    x(1_2_3_10)  c_u_processors(2_3_1)_  2
    x(1_2_3_10)  c_u_processors(2_3_2)_  2
    x(1_2_3_10)  c_u_area_cut(2)_  72
    x(1_2_3_11)  goodput   0.10000000000000001
    x(1_2_3_11)  c_e_one_path(1_2_3)_  1
    x(1_2_3_11)  c_e_flow(1_2_2)_  1
    x(1_2_3_11)  c_u_processors(2_3_0)_  2
    x(1_2_3_11)  c_u_processors(2_3_1)_  2
    x(1_2_3_11)  c_u_area_cut(2)_  64
    x(1_2_3_13)  goodput   0.090625000000000011
    x(1_2_3_13)  c_e_one_path(1_2_3)_  1
    x(1_2_3_13)  c_e_flow(1_2_2)_  1
    x(1_2_3_13)  c_u_processors(2_3_1)_  2
    x(1_2_3_13)  c_u_processors(2_3_2)_  2
    x(1_2_3_13)  c_u_area_cut(2)_  58
    x(1_2_3_14)  goodput   0.078125
    x(1_2_3_14)  c_e_one_path(1_2_3)_  1
    x(1_2_3_14)  c_e_flow(1_2_2)_  1
    x(1_2_3_14)  c_u_processors(2_3_1)_  2
    x(1_2_3_14)  c_u_area_cut(2)_  50
    x(1_2_4_1)  goodput   0.125
    x(1_2_4_1)  c_e_one_path(1_2_4)_  1
    x(1_2_4_1)  c_e_flow(1_2_0)_  1
    x(1_2_4_1)  c_u_processors(2_4_0)_  2
    x(1_2_4_1)  c_u_processors(2_4_1)_  2
    x(1_2_4_1)  c_u_processors(2_4_2)_  2
    x(1_2_4_1)  c_u_area_cut(2)_  80
    x(1_2_4_2)  goodput   0.1125
    x(1_2_4_2)  c_e_one_path(1_2_4)_  1
    x(1_2_4_2)  c_e_flow(1_2_0)_  1
    x(1_2_4_2)  c_u_processors(2_4_0)_  2
    x(1_2_4_2)  c_u_processors(2_4_1)_  2
    x(1_2_4_2)  c_u_area_cut(2)_  72
    x(1_2_4_3)  goodput   0.012500000000000001
    x(1_2_4_3)  c_e_one_path(1_2_4)_  1
    x(1_2_4_3)  c_e_flow(1_2_0)_  1
    x(1_2_4_3)  c_u_processors(2_4_0)_  2
    x(1_2_4_3)  c_u_area_cut(2)_  8
    x(1_2_4_4)  goodput   0.125
    x(1_2_4_4)  c_e_one_path(1_2_4)_  1
    x(1_2_4_4)  c_e_flow(1_2_1)_  1
    x(1_2_4_4)  c_u_processors(2_4_0)_  2
    x(1_2_4_4)  c_u_processors(2_4_1)_  2
    x(1_2_4_4)  c_u_processors(2_4_2)_  2
    x(1_2_4_4)  c_u_area_cut(2)_  80
    x(1_2_4_5)  goodput   0.1125
    x(1_2_4_5)  c_e_one_path(1_2_4)_  1
    x(1_2_4_5)  c_e_flow(1_2_1)_  1
    x(1_2_4_5)  c_u_processors(2_4_0)_  2
    x(1_2_4_5)  c_u_processors(2_4_1)_  2
    x(1_2_4_5)  c_u_area_cut(2)_  72
    x(1_2_4_6)  goodput   0.012500000000000001
    x(1_2_4_6)  c_e_one_path(1_2_4)_  1
    x(1_2_4_6)  c_e_flow(1_2_1)_  1
    x(1_2_4_6)  c_u_processors(2_4_0)_  2
    x(1_2_4_6)  c_u_area_cut(2)_  8
    x(1_2_4_7)  goodput   0.087500000000000008
    x(1_2_4_7)  c_e_one_path(1_2_4)_  1
    x(1_2_4_7)  c_e_flow(1_2_1)_  1
    x(1_2_4_7)  c_u_processors(2_4_1)_  2
    x(1_2_4_7)  c_u_processors(2_4_2)_  2
    x(1_2_4_7)  c_u_area_cut(2)_  56
    x(1_2_4_8)  goodput   0.075000000000000011
    x(1_2_4_8)  c_e_one_path(1_2_4)_  1
    x(1_2_4_8)  c_e_flow(1_2_1)_  1
    x(1_2_4_8)  c_u_processors(2_4_1)_  2
    x(1_2_4_8)  c_u_area_cut(2)_  48
    x(1_2_4_10)  goodput   0.1125
    x(1_2_4_10)  c_e_one_path(1_2_4)_  1
    x(1_2_4_10)  c_e_flow(1_2_2)_  1
    x(1_2_4_10)  c_u_processors(2_4_0)_  2
    x(1_2_4_10)  c_u_processors(2_4_1)_  2
    x(1_2_4_10)  c_u_processors(2_4_2)_  2
    x(1_2_4_10)  c_u_area_cut(2)_  72
    x(1_2_4_11)  goodput   0.10000000000000001
    x(1_2_4_11)  c_e_one_path(1_2_4)_  1
    x(1_2_4_11)  c_e_flow(1_2_2)_  1
    x(1_2_4_11)  c_u_processors(2_4_0)_  2
    x(1_2_4_11)  c_u_processors(2_4_1)_  2
    x(1_2_4_11)  c_u_area_cut(2)_  64
    x(1_2_4_13)  goodput   0.087500000000000008
    x(1_2_4_13)  c_e_one_path(1_2_4)_  1
    x(1_2_4_13)  c_e_flow(1_2_2)_  1
    x(1_2_4_13)  c_u_processors(2_4_1)_  2
    x(1_2_4_13)  c_u_processors(2_4_2)_  2
    x(1_2_4_13)  c_u_area_cut(2)_  56
    x(1_2_4_14)  goodput   0.075000000000000011
    x(1_2_4_14)  c_e_one_path(1_2_4)_  1
    x(1_2_4_14)  c_e_flow(1_2_2)_  1
    x(1_2_4_14)  c_u_processors(2_4_1)_  2
    x(1_2_4_14)  c_u_area_cut(2)_  48
    x(1_2_5_1)  goodput   0.125
    x(1_2_5_1)  c_e_one_path(1_2_5)_  1
    x(1_2_5_1)  c_e_flow(1_2_0)_  1
    x(1_2_5_1)  c_u_processors(2_5_0)_  2
    x(1_2_5_1)  c_u_processors(2_5_1)_  2
    x(1_2_5_1)  c_u_processors(2_5_2)_  2
    x(1_2_5_1)  c_u_area_cut(2)_  80
    x(1_2_5_2)  goodput   0.1125
    x(1_2_5_2)  c_e_one_path(1_2_5)_  1
    x(1_2_5_2)  c_e_flow(1_2_0)_  1
    x(1_2_5_2)  c_u_processors(2_5_0)_  2
    x(1_2_5_2)  c_u_processors(2_5_1)_  2
    x(1_2_5_2)  c_u_area_cut(2)_  72
    x(1_2_5_3)  goodput   0.03125
    x(1_2_5_3)  c_e_one_path(1_2_5)_  1
    x(1_2_5_3)  c_e_flow(1_2_0)_  1
    x(1_2_5_3)  c_u_processors(2_5_0)_  2
    x(1_2_5_3)  c_u_area_cut(2)_  20
    x(1_2_5_4)  goodput   0.125
    x(1_2_5_4)  c_e_one_path(1_2_5)_  1
    x(1_2_5_4)  c_e_flow(1_2_1)_  1
    x(1_2_5_4)  c_u_processors(2_5_0)_  2
    x(1_2_5_4)  c_u_processors(2_5_1)_  2
    x(1_2_5_4)  c_u_processors(2_5_2)_  2
    x(1_2_5_4)  c_u_area_cut(2)_  80
    x(1_2_5_5)  goodput   0.1125
    x(1_2_5_5)  c_e_one_path(1_2_5)_  1
    x(1_2_5_5)  c_e_flow(1_2_1)_  1
    x(1_2_5_5)  c_u_processors(2_5_0)_  2
    x(1_2_5_5)  c_u_processors(2_5_1)_  2
    x(1_2_5_5)  c_u_area_cut(2)_  72
    x(1_2_5_6)  goodput   0.03125
    x(1_2_5_6)  c_e_one_path(1_2_5)_  1
    x(1_2_5_6)  c_e_flow(1_2_1)_  1
    x(1_2_5_6)  c_u_processors(2_5_0)_  2
    x(1_2_5_6)  c_u_area_cut(2)_  20
    x(1_2_5_7)  goodput   0.068750000000000006
    x(1_2_5_7)  c_e_one_path(1_2_5)_  1
    x(1_2_5_7)  c_e_flow(1_2_1)_  1
    x(1_2_5_7)  c_u_processors(2_5_1)_  2
    x(1_2_5_7)  c_u_processors(2_5_2)_  2
    x(1_2_5_7)  c_u_area_cut(2)_  44
    x(1_2_5_8)  goodput   0.056250000000000001
    x(1_2_5_8)  c_e_one_path(1_2_5)_  1
    x(1_2_5_8)  c_e_flow(1_2_1)_  1
    x(1_2_5_8)  c_u_processors(2_5_1)_  2
    x(1_2_5_8)  c_u_area_cut(2)_  36
    x(1_2_5_10)  goodput   0.1125
    x(1_2_5_10)  c_e_one_path(1_2_5)_  1
    x(1_2_5_10)  c_e_flow(1_2_2)_  1
    x(1_2_5_10)  c_u_processors(2_5_0)_  2
    x(1_2_5_10)  c_u_processors(2_5_1)_  2
    x(1_2_5_10)  c_u_processors(2_5_2)_  2
    x(1_2_5_10)  c_u_area_cut(2)_  72
    x(1_2_5_11)  goodput   0.10000000000000001
    x(1_2_5_11)  c_e_one_path(1_2_5)_  1
    x(1_2_5_11)  c_e_flow(1_2_2)_  1
    x(1_2_5_11)  c_u_processors(2_5_0)_  2
    x(1_2_5_11)  c_u_processors(2_5_1)_  2
    x(1_2_5_11)  c_u_area_cut(2)_  64
    x(1_2_5_12)  goodput   0.018750000000000003
    x(1_2_5_12)  c_e_one_path(1_2_5)_  1
    x(1_2_5_12)  c_e_flow(1_2_2)_  1
    x(1_2_5_12)  c_u_processors(2_5_0)_  2
    x(1_2_5_12)  c_u_area_cut(2)_  12
    x(1_2_5_13)  goodput   0.068750000000000006
    x(1_2_5_13)  c_e_one_path(1_2_5)_  1
    x(1_2_5_13)  c_e_flow(1_2_2)_  1
    x(1_2_5_13)  c_u_processors(2_5_1)_  2
    x(1_2_5_13)  c_u_processors(2_5_2)_  2
    x(1_2_5_13)  c_u_area_cut(2)_  44
    x(1_2_5_14)  goodput   0.056250000000000001
    x(1_2_5_14)  c_e_one_path(1_2_5)_  1
    x(1_2_5_14)  c_e_flow(1_2_2)_  1
    x(1_2_5_14)  c_u_processors(2_5_1)_  2
    x(1_2_5_14)  c_u_area_cut(2)_  36
    x(1_2_6_1)  goodput   0.125
    x(1_2_6_1)  c_e_one_path(1_2_6)_  1
    x(1_2_6_1)  c_e_flow(1_2_0)_  1
    x(1_2_6_1)  c_u_processors(2_6_0)_  2
    x(1_2_6_1)  c_u_processors(2_6_1)_  2
    x(1_2_6_1)  c_u_processors(2_6_2)_  2
    x(1_2_6_1)  c_u_area_cut(2)_  80
    x(1_2_6_2)  goodput   0.1125
    x(1_2_6_2)  c_e_one_path(1_2_6)_  1
    x(1_2_6_2)  c_e_flow(1_2_0)_  1
    x(1_2_6_2)  c_u_processors(2_6_0)_  2
    x(1_2_6_2)  c_u_processors(2_6_1)_  2
    x(1_2_6_2)  c_u_area_cut(2)_  72
    x(1_2_6_3)  goodput   0.068750000000000006
    x(1_2_6_3)  c_e_one_path(1_2_6)_  1
    x(1_2_6_3)  c_e_flow(1_2_0)_  1
    x(1_2_6_3)  c_u_processors(2_6_0)_  2
    x(1_2_6_3)  c_u_area_cut(2)_  44
    x(1_2_6_4)  goodput   0.125
    x(1_2_6_4)  c_e_one_path(1_2_6)_  1
    x(1_2_6_4)  c_e_flow(1_2_1)_  1
    x(1_2_6_4)  c_u_processors(2_6_0)_  2
    x(1_2_6_4)  c_u_processors(2_6_1)_  2
    x(1_2_6_4)  c_u_processors(2_6_2)_  2
    x(1_2_6_4)  c_u_area_cut(2)_  80
    x(1_2_6_5)  goodput   0.1125
    x(1_2_6_5)  c_e_one_path(1_2_6)_  1
    x(1_2_6_5)  c_e_flow(1_2_1)_  1
    x(1_2_6_5)  c_u_processors(2_6_0)_  2
    x(1_2_6_5)  c_u_processors(2_6_1)_  2
    x(1_2_6_5)  c_u_area_cut(2)_  72
    x(1_2_6_6)  goodput   0.068750000000000006
    x(1_2_6_6)  c_e_one_path(1_2_6)_  1
    x(1_2_6_6)  c_e_flow(1_2_1)_  1
    x(1_2_6_6)  c_u_processors(2_6_0)_  2
    x(1_2_6_6)  c_u_area_cut(2)_  44
    x(1_2_6_7)  goodput   0.03125
    x(1_2_6_7)  c_e_one_path(1_2_6)_  1
    x(1_2_6_7)  c_e_flow(1_2_1)_  1
    x(1_2_6_7)  c_u_processors(2_6_1)_  2
    x(1_2_6_7)  c_u_processors(2_6_2)_  2
    x(1_2_6_7)  c_u_area_cut(2)_  20
    x(1_2_6_8)  goodput   0.018750000000000003
    x(1_2_6_8)  c_e_one_path(1_2_6)_  1
    x(1_2_6_8)  c_e_flow(1_2_1)_  1
    x(1_2_6_8)  c_u_processors(2_6_1)_  2
    x(1_2_6_8)  c_u_area_cut(2)_  12
    x(1_2_6_10)  goodput   0.1125
    x(1_2_6_10)  c_e_one_path(1_2_6)_  1
    x(1_2_6_10)  c_e_flow(1_2_2)_  1
    x(1_2_6_10)  c_u_processors(2_6_0)_  2
    x(1_2_6_10)  c_u_processors(2_6_1)_  2
    x(1_2_6_10)  c_u_processors(2_6_2)_  2
    x(1_2_6_10)  c_u_area_cut(2)_  72
    x(1_2_6_11)  goodput   0.10000000000000001
    x(1_2_6_11)  c_e_one_path(1_2_6)_  1
    x(1_2_6_11)  c_e_flow(1_2_2)_  1
    x(1_2_6_11)  c_u_processors(2_6_0)_  2
    x(1_2_6_11)  c_u_processors(2_6_1)_  2
    x(1_2_6_11)  c_u_area_cut(2)_  64
    x(1_2_6_12)  goodput   0.056250000000000001
    x(1_2_6_12)  c_e_one_path(1_2_6)_  1
    x(1_2_6_12)  c_e_flow(1_2_2)_  1
    x(1_2_6_12)  c_u_processors(2_6_0)_  2
    x(1_2_6_12)  c_u_area_cut(2)_  36
    x(1_2_6_13)  goodput   0.03125
    x(1_2_6_13)  c_e_one_path(1_2_6)_  1
    x(1_2_6_13)  c_e_flow(1_2_2)_  1
    x(1_2_6_13)  c_u_processors(2_6_1)_  2
    x(1_2_6_13)  c_u_processors(2_6_2)_  2
    x(1_2_6_13)  c_u_area_cut(2)_  20
    x(1_2_6_14)  goodput   0.018750000000000003
    x(1_2_6_14)  c_e_one_path(1_2_6)_  1
    x(1_2_6_14)  c_e_flow(1_2_2)_  1
    x(1_2_6_14)  c_u_processors(2_6_1)_  2
    x(1_2_6_14)  c_u_area_cut(2)_  12
    x(1_2_7_1)  goodput   0.125
    x(1_2_7_1)  c_e_one_path(1_2_7)_  1
    x(1_2_7_1)  c_e_flow(1_2_0)_  1
    x(1_2_7_1)  c_u_processors(2_7_0)_  2
    x(1_2_7_1)  c_u_processors(2_7_1)_  2
    x(1_2_7_1)  c_u_processors(2_7_2)_  2
    x(1_2_7_1)  c_u_area_cut(2)_  80
    x(1_2_7_2)  goodput   0.1125
    x(1_2_7_2)  c_e_one_path(1_2_7)_  1
    x(1_2_7_2)  c_e_flow(1_2_0)_  1
    x(1_2_7_2)  c_u_processors(2_7_0)_  2
    x(1_2_7_2)  c_u_processors(2_7_1)_  2
    x(1_2_7_2)  c_u_area_cut(2)_  72
    x(1_2_7_3)  goodput   0.087500000000000008
    x(1_2_7_3)  c_e_one_path(1_2_7)_  1
    x(1_2_7_3)  c_e_flow(1_2_0)_  1
    x(1_2_7_3)  c_u_processors(2_7_0)_  2
    x(1_2_7_3)  c_u_area_cut(2)_  56
    x(1_2_7_4)  goodput   0.125
    x(1_2_7_4)  c_e_one_path(1_2_7)_  1
    x(1_2_7_4)  c_e_flow(1_2_1)_  1
    x(1_2_7_4)  c_u_processors(2_7_0)_  2
    x(1_2_7_4)  c_u_processors(2_7_1)_  2
    x(1_2_7_4)  c_u_processors(2_7_2)_  2
    x(1_2_7_4)  c_u_area_cut(2)_  80
    x(1_2_7_5)  goodput   0.1125
    x(1_2_7_5)  c_e_one_path(1_2_7)_  1
    x(1_2_7_5)  c_e_flow(1_2_1)_  1
    x(1_2_7_5)  c_u_processors(2_7_0)_  2
    x(1_2_7_5)  c_u_processors(2_7_1)_  2
    x(1_2_7_5)  c_u_area_cut(2)_  72
    x(1_2_7_6)  goodput   0.087500000000000008
    x(1_2_7_6)  c_e_one_path(1_2_7)_  1
    x(1_2_7_6)  c_e_flow(1_2_1)_  1
    x(1_2_7_6)  c_u_processors(2_7_0)_  2
    x(1_2_7_6)  c_u_area_cut(2)_  56
    x(1_2_7_7)  goodput   0.012500000000000001
    x(1_2_7_7)  c_e_one_path(1_2_7)_  1
    x(1_2_7_7)  c_e_flow(1_2_1)_  1
    x(1_2_7_7)  c_u_processors(2_7_1)_  2
    x(1_2_7_7)  c_u_processors(2_7_2)_  2
    x(1_2_7_7)  c_u_area_cut(2)_  8
    x(1_2_7_10)  goodput   0.1125
    x(1_2_7_10)  c_e_one_path(1_2_7)_  1
    x(1_2_7_10)  c_e_flow(1_2_2)_  1
    x(1_2_7_10)  c_u_processors(2_7_0)_  2
    x(1_2_7_10)  c_u_processors(2_7_1)_  2
    x(1_2_7_10)  c_u_processors(2_7_2)_  2
    x(1_2_7_10)  c_u_area_cut(2)_  72
    x(1_2_7_11)  goodput   0.10000000000000001
    x(1_2_7_11)  c_e_one_path(1_2_7)_  1
    x(1_2_7_11)  c_e_flow(1_2_2)_  1
    x(1_2_7_11)  c_u_processors(2_7_0)_  2
    x(1_2_7_11)  c_u_processors(2_7_1)_  2
    x(1_2_7_11)  c_u_area_cut(2)_  64
    x(1_2_7_12)  goodput   0.075000000000000011
    x(1_2_7_12)  c_e_one_path(1_2_7)_  1
    x(1_2_7_12)  c_e_flow(1_2_2)_  1
    x(1_2_7_12)  c_u_processors(2_7_0)_  2
    x(1_2_7_12)  c_u_area_cut(2)_  48
    x(1_2_7_13)  goodput   0.012500000000000001
    x(1_2_7_13)  c_e_one_path(1_2_7)_  1
    x(1_2_7_13)  c_e_flow(1_2_2)_  1
    x(1_2_7_13)  c_u_processors(2_7_1)_  2
    x(1_2_7_13)  c_u_processors(2_7_2)_  2
    x(1_2_7_13)  c_u_area_cut(2)_  8
    x(1_2_8_1)  goodput   0.125
    x(1_2_8_1)  c_e_one_path(1_2_8)_  1
    x(1_2_8_1)  c_e_flow(1_2_0)_  1
    x(1_2_8_1)  c_u_processors(2_8_0)_  2
    x(1_2_8_1)  c_u_processors(2_8_1)_  2
    x(1_2_8_1)  c_u_processors(2_8_2)_  2
    x(1_2_8_1)  c_u_area_cut(2)_  80
    x(1_2_8_2)  goodput   0.1125
    x(1_2_8_2)  c_e_one_path(1_2_8)_  1
    x(1_2_8_2)  c_e_flow(1_2_0)_  1
    x(1_2_8_2)  c_u_processors(2_8_0)_  2
    x(1_2_8_2)  c_u_processors(2_8_1)_  2
    x(1_2_8_2)  c_u_area_cut(2)_  72
    x(1_2_8_3)  goodput   0.090625000000000011
    x(1_2_8_3)  c_e_one_path(1_2_8)_  1
    x(1_2_8_3)  c_e_flow(1_2_0)_  1
    x(1_2_8_3)  c_u_processors(2_8_0)_  2
    x(1_2_8_3)  c_u_area_cut(2)_  58
    x(1_2_8_4)  goodput   0.125
    x(1_2_8_4)  c_e_one_path(1_2_8)_  1
    x(1_2_8_4)  c_e_flow(1_2_1)_  1
    x(1_2_8_4)  c_u_processors(2_8_0)_  2
    x(1_2_8_4)  c_u_processors(2_8_1)_  2
    x(1_2_8_4)  c_u_processors(2_8_2)_  2
    x(1_2_8_4)  c_u_area_cut(2)_  80
    x(1_2_8_5)  goodput   0.1125
    x(1_2_8_5)  c_e_one_path(1_2_8)_  1
    x(1_2_8_5)  c_e_flow(1_2_1)_  1
    x(1_2_8_5)  c_u_processors(2_8_0)_  2
    x(1_2_8_5)  c_u_processors(2_8_1)_  2
    x(1_2_8_5)  c_u_area_cut(2)_  72
    x(1_2_8_6)  goodput   0.090625000000000011
    x(1_2_8_6)  c_e_one_path(1_2_8)_  1
    x(1_2_8_6)  c_e_flow(1_2_1)_  1
    x(1_2_8_6)  c_u_processors(2_8_0)_  2
    x(1_2_8_6)  c_u_area_cut(2)_  58
    x(1_2_8_7)  goodput   0.0093750000000000014
    x(1_2_8_7)  c_e_one_path(1_2_8)_  1
    x(1_2_8_7)  c_e_flow(1_2_1)_  1
    x(1_2_8_7)  c_u_processors(2_8_1)_  2
    x(1_2_8_7)  c_u_processors(2_8_2)_  2
    x(1_2_8_7)  c_u_area_cut(2)_  6
    x(1_2_8_10)  goodput   0.1125
    x(1_2_8_10)  c_e_one_path(1_2_8)_  1
    x(1_2_8_10)  c_e_flow(1_2_2)_  1
    x(1_2_8_10)  c_u_processors(2_8_0)_  2
    x(1_2_8_10)  c_u_processors(2_8_1)_  2
    x(1_2_8_10)  c_u_processors(2_8_2)_  2
    x(1_2_8_10)  c_u_area_cut(2)_  72
    x(1_2_8_11)  goodput   0.10000000000000001
    x(1_2_8_11)  c_e_one_path(1_2_8)_  1
    x(1_2_8_11)  c_e_flow(1_2_2)_  1
    x(1_2_8_11)  c_u_processors(2_8_0)_  2
    x(1_2_8_11)  c_u_processors(2_8_1)_  2
    x(1_2_8_11)  c_u_area_cut(2)_  64
    x(1_2_8_12)  goodput   0.078125
    x(1_2_8_12)  c_e_one_path(1_2_8)_  1
    x(1_2_8_12)  c_e_flow(1_2_2)_  1
    x(1_2_8_12)  c_u_processors(2_8_0)_  2
    x(1_2_8_12)  c_u_area_cut(2)_  50
    x(1_2_8_13)  goodput   0.0093750000000000014
    x(1_2_8_13)  c_e_one_path(1_2_8)_  1
    x(1_2_8_13)  c_e_flow(1_2_2)_  1
    x(1_2_8_13)  c_u_processors(2_8_1)_  2
    x(1_2_8_13)  c_u_processors(2_8_2)_  2
    x(1_2_8_13)  c_u_area_cut(2)_  6
    x(1_2_9_1)  goodput   0.125
    x(1_2_9_1)  c_e_one_path(1_2_9)_  1
    x(1_2_9_1)  c_e_flow(1_2_0)_  1
    x(1_2_9_1)  c_u_processors(2_9_0)_  2
    x(1_2_9_1)  c_u_processors(2_9_1)_  2
    x(1_2_9_1)  c_u_processors(2_9_2)_  2
    x(1_2_9_1)  c_u_area_cut(2)_  80
    x(1_2_9_2)  goodput   0.1125
    x(1_2_9_2)  c_e_one_path(1_2_9)_  1
    x(1_2_9_2)  c_e_flow(1_2_0)_  1
    x(1_2_9_2)  c_u_processors(2_9_0)_  2
    x(1_2_9_2)  c_u_processors(2_9_1)_  2
    x(1_2_9_2)  c_u_area_cut(2)_  72
    x(1_2_9_3)  goodput   0.10000000000000001
    x(1_2_9_3)  c_e_one_path(1_2_9)_  1
    x(1_2_9_3)  c_e_flow(1_2_0)_  1
    x(1_2_9_3)  c_u_processors(2_9_0)_  2
    x(1_2_9_3)  c_u_area_cut(2)_  64
    x(1_2_9_4)  goodput   0.125
    x(1_2_9_4)  c_e_one_path(1_2_9)_  1
    x(1_2_9_4)  c_e_flow(1_2_1)_  1
    x(1_2_9_4)  c_u_processors(2_9_0)_  2
    x(1_2_9_4)  c_u_processors(2_9_1)_  2
    x(1_2_9_4)  c_u_processors(2_9_2)_  2
    x(1_2_9_4)  c_u_area_cut(2)_  80
    x(1_2_9_5)  goodput   0.1125
    x(1_2_9_5)  c_e_one_path(1_2_9)_  1
    x(1_2_9_5)  c_e_flow(1_2_1)_  1
    x(1_2_9_5)  c_u_processors(2_9_0)_  2
    x(1_2_9_5)  c_u_processors(2_9_1)_  2
    x(1_2_9_5)  c_u_area_cut(2)_  72
    x(1_2_9_6)  goodput   0.10000000000000001
    x(1_2_9_6)  c_e_one_path(1_2_9)_  1
    x(1_2_9_6)  c_e_flow(1_2_1)_  1
    x(1_2_9_6)  c_u_processors(2_9_0)_  2
    x(1_2_9_6)  c_u_area_cut(2)_  64
    x(1_2_9_10)  goodput   0.1125
    x(1_2_9_10)  c_e_one_path(1_2_9)_  1
    x(1_2_9_10)  c_e_flow(1_2_2)_  1
    x(1_2_9_10)  c_u_processors(2_9_0)_  2
    x(1_2_9_10)  c_u_processors(2_9_1)_  2
    x(1_2_9_10)  c_u_processors(2_9_2)_  2
    x(1_2_9_10)  c_u_area_cut(2)_  72
    x(1_2_9_11)  goodput   0.10000000000000001
    x(1_2_9_11)  c_e_one_path(1_2_9)_  1
    x(1_2_9_11)  c_e_flow(1_2_2)_  1
    x(1_2_9_11)  c_u_processors(2_9_0)_  2
    x(1_2_9_11)  c_u_processors(2_9_1)_  2
    x(1_2_9_11)  c_u_area_cut(2)_  64
    x(1_2_9_12)  goodput   0.087500000000000008
    x(1_2_9_12)  c_e_one_path(1_2_9)_  1
    x(1_2_9_12)  c_e_flow(1_2_2)_  1
    x(1_2_9_12)  c_u_processors(2_9_0)_  2
    x(1_2_9_12)  c_u_area_cut(2)_  56
    x(1_2_10_1)  goodput   0.125
    x(1_2_10_1)  c_e_one_path(1_2_10)_  1
    x(1_2_10_1)  c_e_flow(1_2_0)_  1
    x(1_2_10_1)  c_u_processors(2_10_0)_  2
    x(1_2_10_1)  c_u_processors(2_10_1)_  2
    x(1_2_10_1)  c_u_processors(2_10_2)_  2
    x(1_2_10_1)  c_u_area_cut(2)_  80
    x(1_2_10_2)  goodput   0.1125
    x(1_2_10_2)  c_e_one_path(1_2_10)_  1
    x(1_2_10_2)  c_e_flow(1_2_0)_  1
    x(1_2_10_2)  c_u_processors(2_10_0)_  2
    x(1_2_10_2)  c_u_processors(2_10_1)_  2
    x(1_2_10_2)  c_u_area_cut(2)_  72
    x(1_2_10_3)  goodput   0.10625000000000001
    x(1_2_10_3)  c_e_one_path(1_2_10)_  1
    x(1_2_10_3)  c_e_flow(1_2_0)_  1
    x(1_2_10_3)  c_u_processors(2_10_0)_  2
    x(1_2_10_3)  c_u_area_cut(2)_  68
    x(1_2_10_4)  goodput   0.125
    x(1_2_10_4)  c_e_one_path(1_2_10)_  1
    x(1_2_10_4)  c_e_flow(1_2_1)_  1
    x(1_2_10_4)  c_u_processors(2_10_0)_  2
    x(1_2_10_4)  c_u_processors(2_10_1)_  2
    x(1_2_10_4)  c_u_processors(2_10_2)_  2
    x(1_2_10_4)  c_u_area_cut(2)_  80
    x(1_2_10_5)  goodput   0.1125
    x(1_2_10_5)  c_e_one_path(1_2_10)_  1
    x(1_2_10_5)  c_e_flow(1_2_1)_  1
    x(1_2_10_5)  c_u_processors(2_10_0)_  2
    x(1_2_10_5)  c_u_processors(2_10_1)_  2
    x(1_2_10_5)  c_u_area_cut(2)_  72
    x(1_2_10_6)  goodput   0.10625000000000001
    x(1_2_10_6)  c_e_one_path(1_2_10)_  1
    x(1_2_10_6)  c_e_flow(1_2_1)_  1
    x(1_2_10_6)  c_u_processors(2_10_0)_  2
    x(1_2_10_6)  c_u_area_cut(2)_  68
    x(1_2_10_10)  goodput   0.1125
    x(1_2_10_10)  c_e_one_path(1_2_10)_  1
    x(1_2_10_10)  c_e_flow(1_2_2)_  1
    x(1_2_10_10)  c_u_processors(2_10_0)_  2
    x(1_2_10_10)  c_u_processors(2_10_1)_  2
    x(1_2_10_10)  c_u_processors(2_10_2)_  2
    x(1_2_10_10)  c_u_area_cut(2)_  72
    x(1_2_10_11)  goodput   0.10000000000000001
    x(1_2_10_11)  c_e_one_path(1_2_10)_  1
    x(1_2_10_11)  c_e_flow(1_2_2)_  1
    x(1_2_10_11)  c_u_processors(2_10_0)_  2
    x(1_2_10_11)  c_u_processors(2_10_1)_  2
    x(1_2_10_11)  c_u_area_cut(2)_  64
    x(1_2_10_12)  goodput   0.09375
    x(1_2_10_12)  c_e_one_path(1_2_10)_  1
    x(1_2_10_12)  c_e_flow(1_2_2)_  1
    x(1_2_10_12)  c_u_processors(2_10_0)_  2
    x(1_2_10_12)  c_u_area_cut(2)_  60
    x(1_2_11_1)  goodput   0.125
    x(1_2_11_1)  c_e_one_path(1_2_11)_  1
    x(1_2_11_1)  c_e_flow(1_2_0)_  1
    x(1_2_11_1)  c_u_processors(2_11_0)_  2
    x(1_2_11_1)  c_u_processors(2_11_1)_  2
    x(1_2_11_1)  c_u_processors(2_11_2)_  2
    x(1_2_11_1)  c_u_area_cut(2)_  80
    x(1_2_11_2)  goodput   0.1125
    x(1_2_11_2)  c_e_one_path(1_2_11)_  1
    x(1_2_11_2)  c_e_flow(1_2_0)_  1
    x(1_2_11_2)  c_u_processors(2_11_0)_  2
    x(1_2_11_2)  c_u_processors(2_11_1)_  2
    x(1_2_11_2)  c_u_area_cut(2)_  72
    x(1_2_11_3)  goodput   0.1125
    x(1_2_11_3)  c_e_one_path(1_2_11)_  1
    x(1_2_11_3)  c_e_flow(1_2_0)_  1
    x(1_2_11_3)  c_u_processors(2_11_0)_  2
    x(1_2_11_3)  c_u_area_cut(2)_  72
    x(1_2_11_4)  goodput   0.125
    x(1_2_11_4)  c_e_one_path(1_2_11)_  1
    x(1_2_11_4)  c_e_flow(1_2_1)_  1
    x(1_2_11_4)  c_u_processors(2_11_0)_  2
    x(1_2_11_4)  c_u_processors(2_11_1)_  2
    x(1_2_11_4)  c_u_processors(2_11_2)_  2
    x(1_2_11_4)  c_u_area_cut(2)_  80
    x(1_2_11_5)  goodput   0.1125
    x(1_2_11_5)  c_e_one_path(1_2_11)_  1
    x(1_2_11_5)  c_e_flow(1_2_1)_  1
    x(1_2_11_5)  c_u_processors(2_11_0)_  2
    x(1_2_11_5)  c_u_processors(2_11_1)_  2
    x(1_2_11_5)  c_u_area_cut(2)_  72
    x(1_2_11_6)  goodput   0.1125
    x(1_2_11_6)  c_e_one_path(1_2_11)_  1
    x(1_2_11_6)  c_e_flow(1_2_1)_  1
    x(1_2_11_6)  c_u_processors(2_11_0)_  2
    x(1_2_11_6)  c_u_area_cut(2)_  72
    x(1_2_11_10)  goodput   0.1125
    x(1_2_11_10)  c_e_one_path(1_2_11)_  1
    x(1_2_11_10)  c_e_flow(1_2_2)_  1
    x(1_2_11_10)  c_u_processors(2_11_0)_  2
    x(1_2_11_10)  c_u_processors(2_11_1)_  2
    x(1_2_11_10)  c_u_processors(2_11_2)_  2
    x(1_2_11_10)  c_u_area_cut(2)_  72
    x(1_2_11_11)  goodput   0.10000000000000001
    x(1_2_11_11)  c_e_one_path(1_2_11)_  1
    x(1_2_11_11)  c_e_flow(1_2_2)_  1
    x(1_2_11_11)  c_u_processors(2_11_0)_  2
    x(1_2_11_11)  c_u_processors(2_11_1)_  2
    x(1_2_11_11)  c_u_area_cut(2)_  64
    x(1_2_11_12)  goodput   0.10000000000000001
    x(1_2_11_12)  c_e_one_path(1_2_11)_  1
    x(1_2_11_12)  c_e_flow(1_2_2)_  1
    x(1_2_11_12)  c_u_processors(2_11_0)_  2
    x(1_2_11_12)  c_u_area_cut(2)_  64
    x(2_0_0_1)  goodput   0.1875
    x(2_0_0_1)  c_e_one_path(2_0_0)_  1
    x(2_0_0_1)  c_e_flow(2_0_0)_  1
    x(2_0_0_1)  c_e_flow(2_1_0)_  -1
    x(2_0_0_1)  c_u_processors(0_0_0)_  4
    x(2_0_0_1)  c_u_processors(0_0_1)_  4
    x(2_0_0_1)  c_u_processors(0_0_2)_  4
    x(2_0_0_1)  c_u_area_cut(0)_  120
    x(2_0_0_2)  goodput   0.14375000000000002
    x(2_0_0_2)  c_e_one_path(2_0_0)_  1
    x(2_0_0_2)  c_e_flow(2_0_0)_  1
    x(2_0_0_2)  c_e_flow(2_1_1)_  -1
    x(2_0_0_2)  c_u_processors(0_0_0)_  4
    x(2_0_0_2)  c_u_processors(0_0_1)_  4
    x(2_0_0_2)  c_u_area_cut(0)_  92
    x(2_0_0_4)  goodput   0.1875
    x(2_0_0_4)  c_e_one_path(2_0_0)_  1
    x(2_0_0_4)  c_e_flow(2_0_1)_  1
    x(2_0_0_4)  c_e_flow(2_1_0)_  -1
    x(2_0_0_4)  c_u_processors(0_0_0)_  4
    x(2_0_0_4)  c_u_processors(0_0_1)_  4
    x(2_0_0_4)  c_u_processors(0_0_2)_  4
    x(2_0_0_4)  c_u_area_cut(0)_  120
    x(2_0_0_5)  goodput   0.14375000000000002
    x(2_0_0_5)  c_e_one_path(2_0_0)_  1
    x(2_0_0_5)  c_e_flow(2_0_1)_  1
    x(2_0_0_5)  c_e_flow(2_1_1)_  -1
    x(2_0_0_5)  c_u_processors(0_0_0)_  4
    x(2_0_0_5)  c_u_processors(0_0_1)_  4
    x(2_0_0_5)  c_u_area_cut(0)_  92
    x(2_0_0_7)  goodput   0.14375000000000002
    x(2_0_0_7)  c_e_one_path(2_0_0)_  1
    x(2_0_0_7)  c_e_flow(2_0_1)_  1
    x(2_0_0_7)  c_e_flow(2_1_0)_  -1
    x(2_0_0_7)  c_u_processors(0_0_1)_  4
    x(2_0_0_7)  c_u_processors(0_0_2)_  4
    x(2_0_0_7)  c_u_area_cut(0)_  92
    x(2_0_0_8)  goodput   0.10000000000000001
    x(2_0_0_8)  c_e_one_path(2_0_0)_  1
    x(2_0_0_8)  c_e_flow(2_0_1)_  1
    x(2_0_0_8)  c_e_flow(2_1_1)_  -1
    x(2_0_0_8)  c_u_processors(0_0_1)_  4
    x(2_0_0_8)  c_u_area_cut(0)_  64
    x(2_0_0_10)  goodput   0.14375000000000002
    x(2_0_0_10)  c_e_one_path(2_0_0)_  1
    x(2_0_0_10)  c_e_flow(2_0_2)_  1
    x(2_0_0_10)  c_e_flow(2_1_0)_  -1
    x(2_0_0_10)  c_u_processors(0_0_0)_  4
    x(2_0_0_10)  c_u_processors(0_0_1)_  4
    x(2_0_0_10)  c_u_processors(0_0_2)_  4
    x(2_0_0_10)  c_u_area_cut(0)_  92
    x(2_0_0_11)  goodput   0.10000000000000001
    x(2_0_0_11)  c_e_one_path(2_0_0)_  1
    x(2_0_0_11)  c_e_flow(2_0_2)_  1
    x(2_0_0_11)  c_e_flow(2_1_1)_  -1
    x(2_0_0_11)  c_u_processors(0_0_0)_  4
    x(2_0_0_11)  c_u_processors(0_0_1)_  4
    x(2_0_0_11)  c_u_area_cut(0)_  64
    x(2_0_0_13)  goodput   0.14375000000000002
    x(2_0_0_13)  c_e_one_path(2_0_0)_  1
    x(2_0_0_13)  c_e_flow(2_0_2)_  1
    x(2_0_0_13)  c_e_flow(2_1_0)_  -1
    x(2_0_0_13)  c_u_processors(0_0_1)_  4
    x(2_0_0_13)  c_u_processors(0_0_2)_  4
    x(2_0_0_13)  c_u_area_cut(0)_  92
    x(2_0_0_14)  goodput   0.10000000000000001
    x(2_0_0_14)  c_e_one_path(2_0_0)_  1
    x(2_0_0_14)  c_e_flow(2_0_2)_  1
    x(2_0_0_14)  c_e_flow(2_1_1)_  -1
    x(2_0_0_14)  c_u_processors(0_0_1)_  4
    x(2_0_0_14)  c_u_area_cut(0)_  64
    x(2_0_1_1)  goodput   0.1875
    x(2_0_1_1)  c_e_one_path(2_0_1)_  1
    x(2_0_1_1)  c_e_flow(2_0_0)_  1
    x(2_0_1_1)  c_e_flow(2_1_0)_  -1
    x(2_0_1_1)  c_u_processors(0_1_0)_  4
    x(2_0_1_1)  c_u_processors(0_1_1)_  4
    x(2_0_1_1)  c_u_processors(0_1_2)_  4
    x(2_0_1_1)  c_u_area_cut(0)_  120
    x(2_0_1_2)  goodput   0.14375000000000002
    x(2_0_1_2)  c_e_one_path(2_0_1)_  1
    x(2_0_1_2)  c_e_flow(2_0_0)_  1
    x(2_0_1_2)  c_e_flow(2_1_1)_  -1
    x(2_0_1_2)  c_u_processors(0_1_0)_  4
    x(2_0_1_2)  c_u_processors(0_1_1)_  4
    x(2_0_1_2)  c_u_area_cut(0)_  92
    x(2_0_1_4)  goodput   0.1875
    x(2_0_1_4)  c_e_one_path(2_0_1)_  1
    x(2_0_1_4)  c_e_flow(2_0_1)_  1
    x(2_0_1_4)  c_e_flow(2_1_0)_  -1
    x(2_0_1_4)  c_u_processors(0_1_0)_  4
    x(2_0_1_4)  c_u_processors(0_1_1)_  4
    x(2_0_1_4)  c_u_processors(0_1_2)_  4
    x(2_0_1_4)  c_u_area_cut(0)_  120
    x(2_0_1_5)  goodput   0.14375000000000002
    x(2_0_1_5)  c_e_one_path(2_0_1)_  1
    x(2_0_1_5)  c_e_flow(2_0_1)_  1
    x(2_0_1_5)  c_e_flow(2_1_1)_  -1
    x(2_0_1_5)  c_u_processors(0_1_0)_  4
    x(2_0_1_5)  c_u_processors(0_1_1)_  4
    x(2_0_1_5)  c_u_area_cut(0)_  92
    x(2_0_1_7)  goodput   0.13125000000000001
    x(2_0_1_7)  c_e_one_path(2_0_1)_  1
    x(2_0_1_7)  c_e_flow(2_0_1)_  1
    x(2_0_1_7)  c_e_flow(2_1_0)_  -1
    x(2_0_1_7)  c_u_processors(0_1_1)_  4
    x(2_0_1_7)  c_u_processors(0_1_2)_  4
    x(2_0_1_7)  c_u_area_cut(0)_  84
    x(2_0_1_8)  goodput   0.087500000000000008
    x(2_0_1_8)  c_e_one_path(2_0_1)_  1
    x(2_0_1_8)  c_e_flow(2_0_1)_  1
    x(2_0_1_8)  c_e_flow(2_1_1)_  -1
    x(2_0_1_8)  c_u_processors(0_1_1)_  4
    x(2_0_1_8)  c_u_area_cut(0)_  56
    x(2_0_1_10)  goodput   0.14375000000000002
    x(2_0_1_10)  c_e_one_path(2_0_1)_  1
    x(2_0_1_10)  c_e_flow(2_0_2)_  1
    x(2_0_1_10)  c_e_flow(2_1_0)_  -1
    x(2_0_1_10)  c_u_processors(0_1_0)_  4
    x(2_0_1_10)  c_u_processors(0_1_1)_  4
    x(2_0_1_10)  c_u_processors(0_1_2)_  4
    x(2_0_1_10)  c_u_area_cut(0)_  92
    x(2_0_1_11)  goodput   0.10000000000000001
    x(2_0_1_11)  c_e_one_path(2_0_1)_  1
    x(2_0_1_11)  c_e_flow(2_0_2)_  1
    x(2_0_1_11)  c_e_flow(2_1_1)_  -1
    x(2_0_1_11)  c_u_processors(0_1_0)_  4
    x(2_0_1_11)  c_u_processors(0_1_1)_  4
    x(2_0_1_11)  c_u_area_cut(0)_  64
    x(2_0_1_13)  goodput   0.13125000000000001
    x(2_0_1_13)  c_e_one_path(2_0_1)_  1
    x(2_0_1_13)  c_e_flow(2_0_2)_  1
    x(2_0_1_13)  c_e_flow(2_1_0)_  -1
    x(2_0_1_13)  c_u_processors(0_1_1)_  4
    x(2_0_1_13)  c_u_processors(0_1_2)_  4
    x(2_0_1_13)  c_u_area_cut(0)_  84
    x(2_0_1_14)  goodput   0.087500000000000008
    x(2_0_1_14)  c_e_one_path(2_0_1)_  1
    x(2_0_1_14)  c_e_flow(2_0_2)_  1
    x(2_0_1_14)  c_e_flow(2_1_1)_  -1
    x(2_0_1_14)  c_u_processors(0_1_1)_  4
    x(2_0_1_14)  c_u_area_cut(0)_  56
    x(2_0_2_1)  goodput   0.1875
    x(2_0_2_1)  c_e_one_path(2_0_2)_  1
    x(2_0_2_1)  c_e_flow(2_0_0)_  1
    x(2_0_2_1)  c_e_flow(2_1_0)_  -1
    x(2_0_2_1)  c_u_processors(0_2_0)_  4
    x(2_0_2_1)  c_u_processors(0_2_1)_  4
    x(2_0_2_1)  c_u_processors(0_2_2)_  4
    x(2_0_2_1)  c_u_area_cut(0)_  120
    x(2_0_2_2)  goodput   0.14375000000000002
    x(2_0_2_2)  c_e_one_path(2_0_2)_  1
    x(2_0_2_2)  c_e_flow(2_0_0)_  1
    x(2_0_2_2)  c_e_flow(2_1_1)_  -1
    x(2_0_2_2)  c_u_processors(0_2_0)_  4
    x(2_0_2_2)  c_u_processors(0_2_1)_  4
    x(2_0_2_2)  c_u_area_cut(0)_  92
    x(2_0_2_4)  goodput   0.1875
    x(2_0_2_4)  c_e_one_path(2_0_2)_  1
    x(2_0_2_4)  c_e_flow(2_0_1)_  1
    x(2_0_2_4)  c_e_flow(2_1_0)_  -1
    x(2_0_2_4)  c_u_processors(0_2_0)_  4
    x(2_0_2_4)  c_u_processors(0_2_1)_  4
    x(2_0_2_4)  c_u_processors(0_2_2)_  4
    x(2_0_2_4)  c_u_area_cut(0)_  120
    x(2_0_2_5)  goodput   0.14375000000000002
    x(2_0_2_5)  c_e_one_path(2_0_2)_  1
    x(2_0_2_5)  c_e_flow(2_0_1)_  1
    x(2_0_2_5)  c_e_flow(2_1_1)_  -1
    x(2_0_2_5)  c_u_processors(0_2_0)_  4
    x(2_0_2_5)  c_u_processors(0_2_1)_  4
    x(2_0_2_5)  c_u_area_cut(0)_  92
    x(2_0_2_7)  goodput   0.11875000000000001
    x(2_0_2_7)  c_e_one_path(2_0_2)_  1
    x(2_0_2_7)  c_e_flow(2_0_1)_  1
    x(2_0_2_7)  c_e_flow(2_1_0)_  -1
    x(2_0_2_7)  c_u_processors(0_2_1)_  4
    x(2_0_2_7)  c_u_processors(0_2_2)_  4
    x(2_0_2_7)  c_u_area_cut(0)_  76
    x(2_0_2_8)  goodput   0.075000000000000011
    x(2_0_2_8)  c_e_one_path(2_0_2)_  1
    x(2_0_2_8)  c_e_flow(2_0_1)_  1
    x(2_0_2_8)  c_e_flow(2_1_1)_  -1
    x(2_0_2_8)  c_u_processors(0_2_1)_  4
    x(2_0_2_8)  c_u_area_cut(0)_  48
    x(2_0_2_10)  goodput   0.14375000000000002
    x(2_0_2_10)  c_e_one_path(2_0_2)_  1
    x(2_0_2_10)  c_e_flow(2_0_2)_  1
    x(2_0_2_10)  c_e_flow(2_1_0)_  -1
    x(2_0_2_10)  c_u_processors(0_2_0)_  4
    x(2_0_2_10)  c_u_processors(0_2_1)_  4
    x(2_0_2_10)  c_u_processors(0_2_2)_  4
    x(2_0_2_10)  c_u_area_cut(0)_  92
    x(2_0_2_11)  goodput   0.10000000000000001
    x(2_0_2_11)  c_e_one_path(2_0_2)_  1
    x(2_0_2_11)  c_e_flow(2_0_2)_  1
    x(2_0_2_11)  c_e_flow(2_1_1)_  -1
    x(2_0_2_11)  c_u_processors(0_2_0)_  4
    x(2_0_2_11)  c_u_processors(0_2_1)_  4
    x(2_0_2_11)  c_u_area_cut(0)_  64
    x(2_0_2_13)  goodput   0.11875000000000001
    x(2_0_2_13)  c_e_one_path(2_0_2)_  1
    x(2_0_2_13)  c_e_flow(2_0_2)_  1
    x(2_0_2_13)  c_e_flow(2_1_0)_  -1
    x(2_0_2_13)  c_u_processors(0_2_1)_  4
    x(2_0_2_13)  c_u_processors(0_2_2)_  4
    x(2_0_2_13)  c_u_area_cut(0)_  76
    x(2_0_2_14)  goodput   0.075000000000000011
    x(2_0_2_14)  c_e_one_path(2_0_2)_  1
    x(2_0_2_14)  c_e_flow(2_0_2)_  1
    x(2_0_2_14)  c_e_flow(2_1_1)_  -1
    x(2_0_2_14)  c_u_processors(0_2_1)_  4
    x(2_0_2_14)  c_u_area_cut(0)_  48
    x(2_0_3_1)  goodput   0.1875
    x(2_0_3_1)  c_e_one_path(2_0_3)_  1
    x(2_0_3_1)  c_e_flow(2_0_0)_  1
    x(2_0_3_1)  c_e_flow(2_1_0)_  -1
    x(2_0_3_1)  c_u_processors(0_3_0)_  4
    x(2_0_3_1)  c_u_processors(0_3_1)_  4
    x(2_0_3_1)  c_u_processors(0_3_2)_  4
    x(2_0_3_1)  c_u_area_cut(0)_  120
    x(2_0_3_2)  goodput   0.14375000000000002
    x(2_0_3_2)  c_e_one_path(2_0_3)_  1
    x(2_0_3_2)  c_e_flow(2_0_0)_  1
    x(2_0_3_2)  c_e_flow(2_1_1)_  -1
    x(2_0_3_2)  c_u_processors(0_3_0)_  4
    x(2_0_3_2)  c_u_processors(0_3_1)_  4
    x(2_0_3_2)  c_u_area_cut(0)_  92
    x(2_0_3_4)  goodput   0.1875
    x(2_0_3_4)  c_e_one_path(2_0_3)_  1
    x(2_0_3_4)  c_e_flow(2_0_1)_  1
    x(2_0_3_4)  c_e_flow(2_1_0)_  -1
    x(2_0_3_4)  c_u_processors(0_3_0)_  4
    x(2_0_3_4)  c_u_processors(0_3_1)_  4
    x(2_0_3_4)  c_u_processors(0_3_2)_  4
    x(2_0_3_4)  c_u_area_cut(0)_  120
    x(2_0_3_5)  goodput   0.14375000000000002
    x(2_0_3_5)  c_e_one_path(2_0_3)_  1
    x(2_0_3_5)  c_e_flow(2_0_1)_  1
    x(2_0_3_5)  c_e_flow(2_1_1)_  -1
    x(2_0_3_5)  c_u_processors(0_3_0)_  4
    x(2_0_3_5)  c_u_processors(0_3_1)_  4
    x(2_0_3_5)  c_u_area_cut(0)_  92
    x(2_0_3_7)  goodput   0.10000000000000001
    x(2_0_3_7)  c_e_one_path(2_0_3)_  1
    x(2_0_3_7)  c_e_flow(2_0_1)_  1
    x(2_0_3_7)  c_e_flow(2_1_0)_  -1
    x(2_0_3_7)  c_u_processors(0_3_1)_  4
    x(2_0_3_7)  c_u_processors(0_3_2)_  4
    x(2_0_3_7)  c_u_area_cut(0)_  64
    x(2_0_3_8)  goodput   0.056250000000000001
    x(2_0_3_8)  c_e_one_path(2_0_3)_  1
    x(2_0_3_8)  c_e_flow(2_0_1)_  1
    x(2_0_3_8)  c_e_flow(2_1_1)_  -1
    x(2_0_3_8)  c_u_processors(0_3_1)_  4
    x(2_0_3_8)  c_u_area_cut(0)_  36
    x(2_0_3_10)  goodput   0.14375000000000002
    x(2_0_3_10)  c_e_one_path(2_0_3)_  1
    x(2_0_3_10)  c_e_flow(2_0_2)_  1
    x(2_0_3_10)  c_e_flow(2_1_0)_  -1
    x(2_0_3_10)  c_u_processors(0_3_0)_  4
    x(2_0_3_10)  c_u_processors(0_3_1)_  4
    x(2_0_3_10)  c_u_processors(0_3_2)_  4
    x(2_0_3_10)  c_u_area_cut(0)_  92
    x(2_0_3_11)  goodput   0.10000000000000001
    x(2_0_3_11)  c_e_one_path(2_0_3)_  1
    x(2_0_3_11)  c_e_flow(2_0_2)_  1
    x(2_0_3_11)  c_e_flow(2_1_1)_  -1
    x(2_0_3_11)  c_u_processors(0_3_0)_  4
    x(2_0_3_11)  c_u_processors(0_3_1)_  4
    x(2_0_3_11)  c_u_area_cut(0)_  64
    x(2_0_3_13)  goodput   0.10000000000000001
    x(2_0_3_13)  c_e_one_path(2_0_3)_  1
    x(2_0_3_13)  c_e_flow(2_0_2)_  1
    x(2_0_3_13)  c_e_flow(2_1_0)_  -1
    x(2_0_3_13)  c_u_processors(0_3_1)_  4
    x(2_0_3_13)  c_u_processors(0_3_2)_  4
    x(2_0_3_13)  c_u_area_cut(0)_  64
    x(2_0_3_14)  goodput   0.056250000000000001
    x(2_0_3_14)  c_e_one_path(2_0_3)_  1
    x(2_0_3_14)  c_e_flow(2_0_2)_  1
    x(2_0_3_14)  c_e_flow(2_1_1)_  -1
    x(2_0_3_14)  c_u_processors(0_3_1)_  4
    x(2_0_3_14)  c_u_area_cut(0)_  36
    x(2_0_4_1)  goodput   0.1875
    x(2_0_4_1)  c_e_one_path(2_0_4)_  1
    x(2_0_4_1)  c_e_flow(2_0_0)_  1
    x(2_0_4_1)  c_e_flow(2_1_0)_  -1
    x(2_0_4_1)  c_u_processors(0_4_0)_  4
    x(2_0_4_1)  c_u_processors(0_4_1)_  4
    x(2_0_4_1)  c_u_processors(0_4_2)_  4
    x(2_0_4_1)  c_u_area_cut(0)_  120
    x(2_0_4_2)  goodput   0.14375000000000002
    x(2_0_4_2)  c_e_one_path(2_0_4)_  1
    x(2_0_4_2)  c_e_flow(2_0_0)_  1
    x(2_0_4_2)  c_e_flow(2_1_1)_  -1
    x(2_0_4_2)  c_u_processors(0_4_0)_  4
    x(2_0_4_2)  c_u_processors(0_4_1)_  4
    x(2_0_4_2)  c_u_area_cut(0)_  92
    x(2_0_4_3)  goodput   0.0062500000000000003
    x(2_0_4_3)  c_e_one_path(2_0_4)_  1
    x(2_0_4_3)  c_e_flow(2_0_0)_  1
    x(2_0_4_3)  c_e_flow(2_1_2)_  -1
    x(2_0_4_3)  c_u_processors(0_4_0)_  4
    x(2_0_4_3)  c_u_area_cut(0)_  4
    x(2_0_4_4)  goodput   0.1875
    x(2_0_4_4)  c_e_one_path(2_0_4)_  1
    x(2_0_4_4)  c_e_flow(2_0_1)_  1
    x(2_0_4_4)  c_e_flow(2_1_0)_  -1
    x(2_0_4_4)  c_u_processors(0_4_0)_  4
    x(2_0_4_4)  c_u_processors(0_4_1)_  4
    x(2_0_4_4)  c_u_processors(0_4_2)_  4
    x(2_0_4_4)  c_u_area_cut(0)_  120
    x(2_0_4_5)  goodput   0.14375000000000002
    x(2_0_4_5)  c_e_one_path(2_0_4)_  1
    x(2_0_4_5)  c_e_flow(2_0_1)_  1
    x(2_0_4_5)  c_e_flow(2_1_1)_  -1
    x(2_0_4_5)  c_u_processors(0_4_0)_  4
    x(2_0_4_5)  c_u_processors(0_4_1)_  4
    x(2_0_4_5)  c_u_area_cut(0)_  92
    x(2_0_4_6)  goodput   0.0062500000000000003
    x(2_0_4_6)  c_e_one_path(2_0_4)_  1
    x(2_0_4_6)  c_e_flow(2_0_1)_  1
    x(2_0_4_6)  c_e_flow(2_1_2)_  -1
    x(2_0_4_6)  c_u_processors(0_4_0)_  4
    x(2_0_4_6)  c_u_area_cut(0)_  4
    x(2_0_4_7)  goodput   0.09375
    x(2_0_4_7)  c_e_one_path(2_0_4)_  1
    x(2_0_4_7)  c_e_flow(2_0_1)_  1
    x(2_0_4_7)  c_e_flow(2_1_0)_  -1
    x(2_0_4_7)  c_u_processors(0_4_1)_  4
    x(2_0_4_7)  c_u_processors(0_4_2)_  4
    x(2_0_4_7)  c_u_area_cut(0)_  60
    x(2_0_4_8)  goodput   0.050000000000000003
    x(2_0_4_8)  c_e_one_path(2_0_4)_  1
    x(2_0_4_8)  c_e_flow(2_0_1)_  1
    x(2_0_4_8)  c_e_flow(2_1_1)_  -1
    x(2_0_4_8)  c_u_processors(0_4_1)_  4
    x(2_0_4_8)  c_u_area_cut(0)_  32
    x(2_0_4_10)  goodput   0.14375000000000002
    x(2_0_4_10)  c_e_one_path(2_0_4)_  1
    x(2_0_4_10)  c_e_flow(2_0_2)_  1
    x(2_0_4_10)  c_e_flow(2_1_0)_  -1
    x(2_0_4_10)  c_u_processors(0_4_0)_  4
    x(2_0_4_10)  c_u_processors(0_4_1)_  4
    x(2_0_4_10)  c_u_processors(0_4_2)_  4
    x(2_0_4_10)  c_u_area_cut(0)_  92
    x(2_0_4_11)  goodput   0.10000000000000001
    x(2_0_4_11)  c_e_one_path(2_0_4)_  1
    x(2_0_4_11)  c_e_flow(2_0_2)_  1
    x(2_0_4_11)  c_e_flow(2_1_1)_  -1
    x(2_0_4_11)  c_u_processors(0_4_0)_  4
    x(2_0_4_11)  c_u_processors(0_4_1)_  4
    x(2_0_4_11)  c_u_area_cut(0)_  64
    x(2_0_4_13)  goodput   0.09375
    x(2_0_4_13)  c_e_one_path(2_0_4)_  1
    x(2_0_4_13)  c_e_flow(2_0_2)_  1
    x(2_0_4_13)  c_e_flow(2_1_0)_  -1
    x(2_0_4_13)  c_u_processors(0_4_1)_  4
    x(2_0_4_13)  c_u_processors(0_4_2)_  4
    x(2_0_4_13)  c_u_area_cut(0)_  60
    x(2_0_4_14)  goodput   0.050000000000000003
    x(2_0_4_14)  c_e_one_path(2_0_4)_  1
    x(2_0_4_14)  c_e_flow(2_0_2)_  1
    x(2_0_4_14)  c_e_flow(2_1_1)_  -1
    x(2_0_4_14)  c_u_processors(0_4_1)_  4
    x(2_0_4_14)  c_u_area_cut(0)_  32
    x(2_0_5_1)  goodput   0.1875
    x(2_0_5_1)  c_e_one_path(2_0_5)_  1
    x(2_0_5_1)  c_e_flow(2_0_0)_  1
    x(2_0_5_1)  c_e_flow(2_1_0)_  -1
    x(2_0_5_1)  c_u_processors(0_5_0)_  4
    x(2_0_5_1)  c_u_processors(0_5_1)_  4
    x(2_0_5_1)  c_u_processors(0_5_2)_  4
    x(2_0_5_1)  c_u_area_cut(0)_  120
    x(2_0_5_2)  goodput   0.14375000000000002
    x(2_0_5_2)  c_e_one_path(2_0_5)_  1
    x(2_0_5_2)  c_e_flow(2_0_0)_  1
    x(2_0_5_2)  c_e_flow(2_1_1)_  -1
    x(2_0_5_2)  c_u_processors(0_5_0)_  4
    x(2_0_5_2)  c_u_processors(0_5_1)_  4
    x(2_0_5_2)  c_u_area_cut(0)_  92
    x(2_0_5_3)  goodput   0.043750000000000004
    x(2_0_5_3)  c_e_one_path(2_0_5)_  1
    x(2_0_5_3)  c_e_flow(2_0_0)_  1
    x(2_0_5_3)  c_e_flow(2_1_2)_  -1
    x(2_0_5_3)  c_u_processors(0_5_0)_  4
    x(2_0_5_3)  c_u_area_cut(0)_  28
    x(2_0_5_4)  goodput   0.1875
    x(2_0_5_4)  c_e_one_path(2_0_5)_  1
    x(2_0_5_4)  c_e_flow(2_0_1)_  1
    x(2_0_5_4)  c_e_flow(2_1_0)_  -1
    x(2_0_5_4)  c_u_processors(0_5_0)_  4
    x(2_0_5_4)  c_u_processors(0_5_1)_  4
    x(2_0_5_4)  c_u_processors(0_5_2)_  4
    x(2_0_5_4)  c_u_area_cut(0)_  120
    x(2_0_5_5)  goodput   0.14375000000000002
    x(2_0_5_5)  c_e_one_path(2_0_5)_  1
    x(2_0_5_5)  c_e_flow(2_0_1)_  1
    x(2_0_5_5)  c_e_flow(2_1_1)_  -1
    x(2_0_5_5)  c_u_processors(0_5_0)_  4
    x(2_0_5_5)  c_u_processors(0_5_1)_  4
    x(2_0_5_5)  c_u_area_cut(0)_  92
    x(2_0_5_6)  goodput   0.043750000000000004
    x(2_0_5_6)  c_e_one_path(2_0_5)_  1
    x(2_0_5_6)  c_e_flow(2_0_1)_  1
    x(2_0_5_6)  c_e_flow(2_1_2)_  -1
    x(2_0_5_6)  c_u_processors(0_5_0)_  4
    x(2_0_5_6)  c_u_area_cut(0)_  28
    x(2_0_5_7)  goodput   0.056250000000000001
    x(2_0_5_7)  c_e_one_path(2_0_5)_  1
    x(2_0_5_7)  c_e_flow(2_0_1)_  1
    x(2_0_5_7)  c_e_flow(2_1_0)_  -1
    x(2_0_5_7)  c_u_processors(0_5_1)_  4
    x(2_0_5_7)  c_u_processors(0_5_2)_  4
    x(2_0_5_7)  c_u_area_cut(0)_  36
    x(2_0_5_8)  goodput   0.012500000000000001
    x(2_0_5_8)  c_e_one_path(2_0_5)_  1
    x(2_0_5_8)  c_e_flow(2_0_1)_  1
    x(2_0_5_8)  c_e_flow(2_1_1)_  -1
    x(2_0_5_8)  c_u_processors(0_5_1)_  4
    x(2_0_5_8)  c_u_area_cut(0)_  8
    x(2_0_5_10)  goodput   0.14375000000000002
    x(2_0_5_10)  c_e_one_path(2_0_5)_  1
    x(2_0_5_10)  c_e_flow(2_0_2)_  1
    x(2_0_5_10)  c_e_flow(2_1_0)_  -1
    x(2_0_5_10)  c_u_processors(0_5_0)_  4
    x(2_0_5_10)  c_u_processors(0_5_1)_  4
    x(2_0_5_10)  c_u_processors(0_5_2)_  4
    x(2_0_5_10)  c_u_area_cut(0)_  92
    x(2_0_5_11)  goodput   0.10000000000000001
    x(2_0_5_11)  c_e_one_path(2_0_5)_  1
    x(2_0_5_11)  c_e_flow(2_0_2)_  1
    x(2_0_5_11)  c_e_flow(2_1_1)_  -1
    x(2_0_5_11)  c_u_processors(0_5_0)_  4
    x(2_0_5_11)  c_u_processors(0_5_1)_  4
    x(2_0_5_11)  c_u_area_cut(0)_  64
    x(2_0_5_13)  goodput   0.056250000000000001
    x(2_0_5_13)  c_e_one_path(2_0_5)_  1
    x(2_0_5_13)  c_e_flow(2_0_2)_  1
    x(2_0_5_13)  c_e_flow(2_1_0)_  -1
    x(2_0_5_13)  c_u_processors(0_5_1)_  4
    x(2_0_5_13)  c_u_processors(0_5_2)_  4
    x(2_0_5_13)  c_u_area_cut(0)_  36
    x(2_0_5_14)  goodput   0.012500000000000001
    x(2_0_5_14)  c_e_one_path(2_0_5)_  1
    x(2_0_5_14)  c_e_flow(2_0_2)_  1
    x(2_0_5_14)  c_e_flow(2_1_1)_  -1
    x(2_0_5_14)  c_u_processors(0_5_1)_  4
    x(2_0_5_14)  c_u_area_cut(0)_  8
    x(2_0_6_1)  goodput   0.1875
    x(2_0_6_1)  c_e_one_path(2_0_6)_  1
    x(2_0_6_1)  c_e_flow(2_0_0)_  1
    x(2_0_6_1)  c_e_flow(2_1_0)_  -1
    x(2_0_6_1)  c_u_processors(0_6_0)_  4
    x(2_0_6_1)  c_u_processors(0_6_1)_  4
    x(2_0_6_1)  c_u_processors(0_6_2)_  4
    x(2_0_6_1)  c_u_area_cut(0)_  120
    x(2_0_6_2)  goodput   0.14375000000000002
    x(2_0_6_2)  c_e_one_path(2_0_6)_  1
    x(2_0_6_2)  c_e_flow(2_0_0)_  1
    x(2_0_6_2)  c_e_flow(2_1_1)_  -1
    x(2_0_6_2)  c_u_processors(0_6_0)_  4
    x(2_0_6_2)  c_u_processors(0_6_1)_  4
    x(2_0_6_2)  c_u_area_cut(0)_  92
    x(2_0_6_3)  goodput   0.056250000000000001
    x(2_0_6_3)  c_e_one_path(2_0_6)_  1
    x(2_0_6_3)  c_e_flow(2_0_0)_  1
    x(2_0_6_3)  c_e_flow(2_1_2)_  -1
    x(2_0_6_3)  c_u_processors(0_6_0)_  4
    x(2_0_6_3)  c_u_area_cut(0)_  36
    x(2_0_6_4)  goodput   0.1875
    x(2_0_6_4)  c_e_one_path(2_0_6)_  1
    x(2_0_6_4)  c_e_flow(2_0_1)_  1
    x(2_0_6_4)  c_e_flow(2_1_0)_  -1
    x(2_0_6_4)  c_u_processors(0_6_0)_  4
    x(2_0_6_4)  c_u_processors(0_6_1)_  4
    x(2_0_6_4)  c_u_processors(0_6_2)_  4
    x(2_0_6_4)  c_u_area_cut(0)_  120
    x(2_0_6_5)  goodput   0.14375000000000002
    x(2_0_6_5)  c_e_one_path(2_0_6)_  1
    x(2_0_6_5)  c_e_flow(2_0_1)_  1
    x(2_0_6_5)  c_e_flow(2_1_1)_  -1
    x(2_0_6_5)  c_u_processors(0_6_0)_  4
    x(2_0_6_5)  c_u_processors(0_6_1)_  4
    x(2_0_6_5)  c_u_area_cut(0)_  92
    x(2_0_6_6)  goodput   0.056250000000000001
    x(2_0_6_6)  c_e_one_path(2_0_6)_  1
    x(2_0_6_6)  c_e_flow(2_0_1)_  1
    x(2_0_6_6)  c_e_flow(2_1_2)_  -1
    x(2_0_6_6)  c_u_processors(0_6_0)_  4
    x(2_0_6_6)  c_u_area_cut(0)_  36
    x(2_0_6_7)  goodput   0.043750000000000004
    x(2_0_6_7)  c_e_one_path(2_0_6)_  1
    x(2_0_6_7)  c_e_flow(2_0_1)_  1
    x(2_0_6_7)  c_e_flow(2_1_0)_  -1
    x(2_0_6_7)  c_u_processors(0_6_1)_  4
    x(2_0_6_7)  c_u_processors(0_6_2)_  4
    x(2_0_6_7)  c_u_area_cut(0)_  28
    x(2_0_6_10)  goodput   0.14375000000000002
    x(2_0_6_10)  c_e_one_path(2_0_6)_  1
    x(2_0_6_10)  c_e_flow(2_0_2)_  1
    x(2_0_6_10)  c_e_flow(2_1_0)_  -1
    x(2_0_6_10)  c_u_processors(0_6_0)_  4
    x(2_0_6_10)  c_u_processors(0_6_1)_  4
    x(2_0_6_10)  c_u_processors(0_6_2)_  4
    x(2_0_6_10)  c_u_area_cut(0)_  92
    x(2_0_6_11)  goodput   0.10000000000000001
    x(2_0_6_11)  c_e_one_path(2_0_6)_  1
    x(2_0_6_11)  c_e_flow(2_0_2)_  1
    x(2_0_6_11)  c_e_flow(2_1_1)_  -1
    x(2_0_6_11)  c_u_processors(0_6_0)_  4
    x(2_0_6_11)  c_u_processors(0_6_1)_  4
    x(2_0_6_11)  c_u_area_cut(0)_  64
    x(2_0_6_12)  goodput   0.012500000000000001
    x(2_0_6_12)  c_e_one_path(2_0_6)_  1
    x(2_0_6_12)  c_e_flow(2_0_2)_  1
    x(2_0_6_12)  c_e_flow(2_1_2)_  -1
    x(2_0_6_12)  c_u_processors(0_6_0)_  4
    x(2_0_6_12)  c_u_area_cut(0)_  8
    x(2_0_6_13)  goodput   0.043750000000000004
    x(2_0_6_13)  c_e_one_path(2_0_6)_  1
    x(2_0_6_13)  c_e_flow(2_0_2)_  1
    x(2_0_6_13)  c_e_flow(2_1_0)_  -1
    x(2_0_6_13)  c_u_processors(0_6_1)_  4
    x(2_0_6_13)  c_u_processors(0_6_2)_  4
    x(2_0_6_13)  c_u_area_cut(0)_  28
    x(2_0_7_1)  goodput   0.1875
    x(2_0_7_1)  c_e_one_path(2_0_7)_  1
    x(2_0_7_1)  c_e_flow(2_0_0)_  1
    x(2_0_7_1)  c_e_flow(2_1_0)_  -1
    x(2_0_7_1)  c_u_processors(0_7_0)_  4
    x(2_0_7_1)  c_u_processors(0_7_1)_  4
    x(2_0_7_1)  c_u_processors(0_7_2)_  4
    x(2_0_7_1)  c_u_area_cut(0)_  120
    x(2_0_7_2)  goodput   0.14375000000000002
    x(2_0_7_2)  c_e_one_path(2_0_7)_  1
    x(2_0_7_2)  c_e_flow(2_0_0)_  1
    x(2_0_7_2)  c_e_flow(2_1_1)_  -1
    x(2_0_7_2)  c_u_processors(0_7_0)_  4
    x(2_0_7_2)  c_u_processors(0_7_1)_  4
    x(2_0_7_2)  c_u_area_cut(0)_  92
    x(2_0_7_3)  goodput   0.09375
    x(2_0_7_3)  c_e_one_path(2_0_7)_  1
    x(2_0_7_3)  c_e_flow(2_0_0)_  1
    x(2_0_7_3)  c_e_flow(2_1_2)_  -1
    x(2_0_7_3)  c_u_processors(0_7_0)_  4
    x(2_0_7_3)  c_u_area_cut(0)_  60
    x(2_0_7_4)  goodput   0.1875
    x(2_0_7_4)  c_e_one_path(2_0_7)_  1
    x(2_0_7_4)  c_e_flow(2_0_1)_  1
    x(2_0_7_4)  c_e_flow(2_1_0)_  -1
    x(2_0_7_4)  c_u_processors(0_7_0)_  4
    x(2_0_7_4)  c_u_processors(0_7_1)_  4
    x(2_0_7_4)  c_u_processors(0_7_2)_  4
    x(2_0_7_4)  c_u_area_cut(0)_  120
    x(2_0_7_5)  goodput   0.14375000000000002
    x(2_0_7_5)  c_e_one_path(2_0_7)_  1
    x(2_0_7_5)  c_e_flow(2_0_1)_  1
    x(2_0_7_5)  c_e_flow(2_1_1)_  -1
    x(2_0_7_5)  c_u_processors(0_7_0)_  4
    x(2_0_7_5)  c_u_processors(0_7_1)_  4
    x(2_0_7_5)  c_u_area_cut(0)_  92
    x(2_0_7_6)  goodput   0.09375
    x(2_0_7_6)  c_e_one_path(2_0_7)_  1
    x(2_0_7_6)  c_e_flow(2_0_1)_  1
    x(2_0_7_6)  c_e_flow(2_1_2)_  -1
    x(2_0_7_6)  c_u_processors(0_7_0)_  4
    x(2_0_7_6)  c_u_area_cut(0)_  60
    x(2_0_7_7)  goodput   0.0062500000000000003
    x(2_0_7_7)  c_e_one_path(2_0_7)_  1
    x(2_0_7_7)  c_e_flow(2_0_1)_  1
    x(2_0_7_7)  c_e_flow(2_1_0)_  -1
    x(2_0_7_7)  c_u_processors(0_7_1)_  4
    x(2_0_7_7)  c_u_processors(0_7_2)_  4
    x(2_0_7_7)  c_u_area_cut(0)_  4
    x(2_0_7_10)  goodput   0.14375000000000002
    x(2_0_7_10)  c_e_one_path(2_0_7)_  1
    x(2_0_7_10)  c_e_flow(2_0_2)_  1
    x(2_0_7_10)  c_e_flow(2_1_0)_  -1
    x(2_0_7_10)  c_u_processors(0_7_0)_  4
    x(2_0_7_10)  c_u_processors(0_7_1)_  4
    x(2_0_7_10)  c_u_processors(0_7_2)_  4
    x(2_0_7_10)  c_u_area_cut(0)_  92
    x(2_0_7_11)  goodput   0.10000000000000001
    x(2_0_7_11)  c_e_one_path(2_0_7)_  1
    x(2_0_7_11)  c_e_flow(2_0_2)_  1
    x(2_0_7_11)  c_e_flow(2_1_1)_  -1
    x(2_0_7_11)  c_u_processors(0_7_0)_  4
    x(2_0_7_11)  c_u_processors(0_7_1)_  4
    x(2_0_7_11)  c_u_area_cut(0)_  64
    x(2_0_7_12)  goodput   0.050000000000000003
    x(2_0_7_12)  c_e_one_path(2_0_7)_  1
    x(2_0_7_12)  c_e_flow(2_0_2)_  1
    x(2_0_7_12)  c_e_flow(2_1_2)_  -1
    x(2_0_7_12)  c_u_processors(0_7_0)_  4
    x(2_0_7_12)  c_u_area_cut(0)_  32
    x(2_0_7_13)  goodput   0.0062500000000000003
    x(2_0_7_13)  c_e_one_path(2_0_7)_  1
    x(2_0_7_13)  c_e_flow(2_0_2)_  1
    x(2_0_7_13)  c_e_flow(2_1_0)_  -1
    x(2_0_7_13)  c_u_processors(0_7_1)_  4
    x(2_0_7_13)  c_u_processors(0_7_2)_  4
    x(2_0_7_13)  c_u_area_cut(0)_  4
    x(2_0_8_1)  goodput   0.1875
    x(2_0_8_1)  c_e_one_path(2_0_8)_  1
    x(2_0_8_1)  c_e_flow(2_0_0)_  1
    x(2_0_8_1)  c_e_flow(2_1_0)_  -1
    x(2_0_8_1)  c_u_processors(0_8_0)_  4
    x(2_0_8_1)  c_u_processors(0_8_1)_  4
    x(2_0_8_1)  c_u_processors(0_8_2)_  4
    x(2_0_8_1)  c_u_area_cut(0)_  120
    x(2_0_8_2)  goodput   0.14375000000000002
    x(2_0_8_2)  c_e_one_path(2_0_8)_  1
    x(2_0_8_2)  c_e_flow(2_0_0)_  1
    x(2_0_8_2)  c_e_flow(2_1_1)_  -1
    x(2_0_8_2)  c_u_processors(0_8_0)_  4
    x(2_0_8_2)  c_u_processors(0_8_1)_  4
    x(2_0_8_2)  c_u_area_cut(0)_  92
    x(2_0_8_3)  goodput   0.10000000000000001
    x(2_0_8_3)  c_e_one_path(2_0_8)_  1
    x(2_0_8_3)  c_e_flow(2_0_0)_  1
    x(2_0_8_3)  c_e_flow(2_1_2)_  -1
    x(2_0_8_3)  c_u_processors(0_8_0)_  4
    x(2_0_8_3)  c_u_area_cut(0)_  64
    x(2_0_8_4)  goodput   0.1875
    x(2_0_8_4)  c_e_one_path(2_0_8)_  1
    x(2_0_8_4)  c_e_flow(2_0_1)_  1
    x(2_0_8_4)  c_e_flow(2_1_0)_  -1
    x(2_0_8_4)  c_u_processors(0_8_0)_  4
    x(2_0_8_4)  c_u_processors(0_8_1)_  4
    x(2_0_8_4)  c_u_processors(0_8_2)_  4
    x(2_0_8_4)  c_u_area_cut(0)_  120
    x(2_0_8_5)  goodput   0.14375000000000002
    x(2_0_8_5)  c_e_one_path(2_0_8)_  1
    x(2_0_8_5)  c_e_flow(2_0_1)_  1
    x(2_0_8_5)  c_e_flow(2_1_1)_  -1
    x(2_0_8_5)  c_u_processors(0_8_0)_  4
    x(2_0_8_5)  c_u_processors(0_8_1)_  4
    x(2_0_8_5)  c_u_area_cut(0)_  92
    x(2_0_8_6)  goodput   0.10000000000000001
    x(2_0_8_6)  c_e_one_path(2_0_8)_  1
    x(2_0_8_6)  c_e_flow(2_0_1)_  1
    x(2_0_8_6)  c_e_flow(2_1_2)_  -1
    x(2_0_8_6)  c_u_processors(0_8_0)_  4
    x(2_0_8_6)  c_u_area_cut(0)_  64
    x(2_0_8_10)  goodput   0.14375000000000002
    x(2_0_8_10)  c_e_one_path(2_0_8)_  1
    x(2_0_8_10)  c_e_flow(2_0_2)_  1
    x(2_0_8_10)  c_e_flow(2_1_0)_  -1
    x(2_0_8_10)  c_u_processors(0_8_0)_  4
    x(2_0_8_10)  c_u_processors(0_8_1)_  4
    x(2_0_8_10)  c_u_processors(0_8_2)_  4
    x(2_0_8_10)  c_u_area_cut(0)_  92
    x(2_0_8_11)  goodput   0.10000000000000001
    x(2_0_8_11)  c_e_one_path(2_0_8)_  1
    x(2_0_8_11)  c_e_flow(2_0_2)_  1
    x(2_0_8_11)  c_e_flow(2_1_1)_  -1
    x(2_0_8_11)  c_u_processors(0_8_0)_  4
    x(2_0_8_11)  c_u_processors(0_8_1)_  4
    x(2_0_8_11)  c_u_area_cut(0)_  64
    x(2_0_8_12)  goodput   0.056250000000000001
    x(2_0_8_12)  c_e_one_path(2_0_8)_  1
    x(2_0_8_12)  c_e_flow(2_0_2)_  1
    x(2_0_8_12)  c_e_flow(2_1_2)_  -1
    x(2_0_8_12)  c_u_processors(0_8_0)_  4
    x(2_0_8_12)  c_u_area_cut(0)_  36
    x(2_0_9_1)  goodput   0.1875
    x(2_0_9_1)  c_e_one_path(2_0_9)_  1
    x(2_0_9_1)  c_e_flow(2_0_0)_  1
    x(2_0_9_1)  c_e_flow(2_1_0)_  -1
    x(2_0_9_1)  c_u_processors(0_9_0)_  4
    x(2_0_9_1)  c_u_processors(0_9_1)_  4
    x(2_0_9_1)  c_u_processors(0_9_2)_  4
    x(2_0_9_1)  c_u_area_cut(0)_  120
    x(2_0_9_2)  goodput   0.14375000000000002
    x(2_0_9_2)  c_e_one_path(2_0_9)_  1
    x(2_0_9_2)  c_e_flow(2_0_0)_  1
    x(2_0_9_2)  c_e_flow(2_1_1)_  -1
    x(2_0_9_2)  c_u_processors(0_9_0)_  4
    x(2_0_9_2)  c_u_processors(0_9_1)_  4
    x(2_0_9_2)  c_u_area_cut(0)_  92
    x(2_0_9_3)  goodput   0.11875000000000001
    x(2_0_9_3)  c_e_one_path(2_0_9)_  1
    x(2_0_9_3)  c_e_flow(2_0_0)_  1
    x(2_0_9_3)  c_e_flow(2_1_2)_  -1
    x(2_0_9_3)  c_u_processors(0_9_0)_  4
    x(2_0_9_3)  c_u_area_cut(0)_  76
    x(2_0_9_4)  goodput   0.1875
    x(2_0_9_4)  c_e_one_path(2_0_9)_  1
    x(2_0_9_4)  c_e_flow(2_0_1)_  1
    x(2_0_9_4)  c_e_flow(2_1_0)_  -1
    x(2_0_9_4)  c_u_processors(0_9_0)_  4
    x(2_0_9_4)  c_u_processors(0_9_1)_  4
    x(2_0_9_4)  c_u_processors(0_9_2)_  4
    x(2_0_9_4)  c_u_area_cut(0)_  120
    x(2_0_9_5)  goodput   0.14375000000000002
    x(2_0_9_5)  c_e_one_path(2_0_9)_  1
    x(2_0_9_5)  c_e_flow(2_0_1)_  1
    x(2_0_9_5)  c_e_flow(2_1_1)_  -1
    x(2_0_9_5)  c_u_processors(0_9_0)_  4
    x(2_0_9_5)  c_u_processors(0_9_1)_  4
    x(2_0_9_5)  c_u_area_cut(0)_  92
    x(2_0_9_6)  goodput   0.11875000000000001
    x(2_0_9_6)  c_e_one_path(2_0_9)_  1
    x(2_0_9_6)  c_e_flow(2_0_1)_  1
    x(2_0_9_6)  c_e_flow(2_1_2)_  -1
    x(2_0_9_6)  c_u_processors(0_9_0)_  4
    x(2_0_9_6)  c_u_area_cut(0)_  76
    x(2_0_9_10)  goodput   0.14375000000000002
    x(2_0_9_10)  c_e_one_path(2_0_9)_  1
    x(2_0_9_10)  c_e_flow(2_0_2)_  1
    x(2_0_9_10)  c_e_flow(2_1_0)_  -1
    x(2_0_9_10)  c_u_processors(0_9_0)_  4
    x(2_0_9_10)  c_u_processors(0_9_1)_  4
    x(2_0_9_10)  c_u_processors(0_9_2)_  4
    x(2_0_9_10)  c_u_area_cut(0)_  92
    x(2_0_9_11)  goodput   0.10000000000000001
    x(2_0_9_11)  c_e_one_path(2_0_9)_  1
    x(2_0_9_11)  c_e_flow(2_0_2)_  1
    x(2_0_9_11)  c_e_flow(2_1_1)_  -1
    x(2_0_9_11)  c_u_processors(0_9_0)_  4
    x(2_0_9_11)  c_u_processors(0_9_1)_  4
    x(2_0_9_11)  c_u_area_cut(0)_  64
    x(2_0_9_12)  goodput   0.075000000000000011
    x(2_0_9_12)  c_e_one_path(2_0_9)_  1
    x(2_0_9_12)  c_e_flow(2_0_2)_  1
    x(2_0_9_12)  c_e_flow(2_1_2)_  -1
    x(2_0_9_12)  c_u_processors(0_9_0)_  4
    x(2_0_9_12)  c_u_area_cut(0)_  48
    x(2_0_10_1)  goodput   0.1875
    x(2_0_10_1)  c_e_one_path(2_0_10)_  1
    x(2_0_10_1)  c_e_flow(2_0_0)_  1
    x(2_0_10_1)  c_e_flow(2_1_0)_  -1
    x(2_0_10_1)  c_u_processors(0_10_0)_  4
    x(2_0_10_1)  c_u_processors(0_10_1)_  4
    x(2_0_10_1)  c_u_processors(0_10_2)_  4
    x(2_0_10_1)  c_u_area_cut(0)_  120
    x(2_0_10_2)  goodput   0.14375000000000002
    x(2_0_10_2)  c_e_one_path(2_0_10)_  1
    x(2_0_10_2)  c_e_flow(2_0_0)_  1
    x(2_0_10_2)  c_e_flow(2_1_1)_  -1
    x(2_0_10_2)  c_u_processors(0_10_0)_  4
    x(2_0_10_2)  c_u_processors(0_10_1)_  4
    x(2_0_10_2)  c_u_area_cut(0)_  92
    x(2_0_10_3)  goodput   0.13125000000000001
    x(2_0_10_3)  c_e_one_path(2_0_10)_  1
    x(2_0_10_3)  c_e_flow(2_0_0)_  1
    x(2_0_10_3)  c_e_flow(2_1_2)_  -1
    x(2_0_10_3)  c_u_processors(0_10_0)_  4
    x(2_0_10_3)  c_u_area_cut(0)_  84
    x(2_0_10_4)  goodput   0.1875
    x(2_0_10_4)  c_e_one_path(2_0_10)_  1
    x(2_0_10_4)  c_e_flow(2_0_1)_  1
    x(2_0_10_4)  c_e_flow(2_1_0)_  -1
    x(2_0_10_4)  c_u_processors(0_10_0)_  4
    x(2_0_10_4)  c_u_processors(0_10_1)_  4
    x(2_0_10_4)  c_u_processors(0_10_2)_  4
    x(2_0_10_4)  c_u_area_cut(0)_  120
    x(2_0_10_5)  goodput   0.14375000000000002
    x(2_0_10_5)  c_e_one_path(2_0_10)_  1
    x(2_0_10_5)  c_e_flow(2_0_1)_  1
    x(2_0_10_5)  c_e_flow(2_1_1)_  -1
    x(2_0_10_5)  c_u_processors(0_10_0)_  4
    x(2_0_10_5)  c_u_processors(0_10_1)_  4
    x(2_0_10_5)  c_u_area_cut(0)_  92
    x(2_0_10_6)  goodput   0.13125000000000001
    x(2_0_10_6)  c_e_one_path(2_0_10)_  1
    x(2_0_10_6)  c_e_flow(2_0_1)_  1
    x(2_0_10_6)  c_e_flow(2_1_2)_  -1
    x(2_0_10_6)  c_u_processors(0_10_0)_  4
    x(2_0_10_6)  c_u_area_cut(0)_  84
    x(2_0_10_10)  goodput   0.14375000000000002
    x(2_0_10_10)  c_e_one_path(2_0_10)_  1
    x(2_0_10_10)  c_e_flow(2_0_2)_  1
    x(2_0_10_10)  c_e_flow(2_1_0)_  -1
    x(2_0_10_10)  c_u_processors(0_10_0)_  4
    x(2_0_10_10)  c_u_processors(0_10_1)_  4
    x(2_0_10_10)  c_u_processors(0_10_2)_  4
    x(2_0_10_10)  c_u_area_cut(0)_  92
    x(2_0_10_11)  goodput   0.10000000000000001
    x(2_0_10_11)  c_e_one_path(2_0_10)_  1
    x(2_0_10_11)  c_e_flow(2_0_2)_  1
    x(2_0_10_11)  c_e_flow(2_1_1)_  -1
    x(2_0_10_11)  c_u_processors(0_10_0)_  4
    x(2_0_10_11)  c_u_processors(0_10_1)_  4
    x(2_0_10_11)  c_u_area_cut(0)_  64
    x(2_0_10_12)  goodput   0.087500000000000008
    x(2_0_10_12)  c_e_one_path(2_0_10)_  1
    x(2_0_10_12)  c_e_flow(2_0_2)_  1
    x(2_0_10_12)  c_e_flow(2_1_2)_  -1
    x(2_0_10_12)  c_u_processors(0_10_0)_  4
    x(2_0_10_12)  c_u_area_cut(0)_  56
    x(2_0_11_1)  goodput   0.1875
    x(2_0_11_1)  c_e_one_path(2_0_11)_  1
    x(2_0_11_1)  c_e_flow(2_0_0)_  1
    x(2_0_11_1)  c_e_flow(2_1_0)_  -1
    x(2_0_11_1)  c_u_processors(0_11_0)_  4
    x(2_0_11_1)  c_u_processors(0_11_1)_  4
    x(2_0_11_1)  c_u_processors(0_11_2)_  4
    x(2_0_11_1)  c_u_area_cut(0)_  120
    x(2_0_11_2)  goodput   0.14375000000000002
    x(2_0_11_2)  c_e_one_path(2_0_11)_  1
    x(2_0_11_2)  c_e_flow(2_0_0)_  1
    x(2_0_11_2)  c_e_flow(2_1_1)_  -1
    x(2_0_11_2)  c_u_processors(0_11_0)_  4
    x(2_0_11_2)  c_u_processors(0_11_1)_  4
    x(2_0_11_2)  c_u_area_cut(0)_  92
    x(2_0_11_3)  goodput   0.14375000000000002
    x(2_0_11_3)  c_e_one_path(2_0_11)_  1
    x(2_0_11_3)  c_e_flow(2_0_0)_  1
    x(2_0_11_3)  c_e_flow(2_1_2)_  -1
    x(2_0_11_3)  c_u_processors(0_11_0)_  4
    x(2_0_11_3)  c_u_area_cut(0)_  92
    x(2_0_11_4)  goodput   0.1875
    x(2_0_11_4)  c_e_one_path(2_0_11)_  1
    x(2_0_11_4)  c_e_flow(2_0_1)_  1
    x(2_0_11_4)  c_e_flow(2_1_0)_  -1
    x(2_0_11_4)  c_u_processors(0_11_0)_  4
    x(2_0_11_4)  c_u_processors(0_11_1)_  4
    x(2_0_11_4)  c_u_processors(0_11_2)_  4
    x(2_0_11_4)  c_u_area_cut(0)_  120
    x(2_0_11_5)  goodput   0.14375000000000002
    x(2_0_11_5)  c_e_one_path(2_0_11)_  1
    x(2_0_11_5)  c_e_flow(2_0_1)_  1
    x(2_0_11_5)  c_e_flow(2_1_1)_  -1
    x(2_0_11_5)  c_u_processors(0_11_0)_  4
    x(2_0_11_5)  c_u_processors(0_11_1)_  4
    x(2_0_11_5)  c_u_area_cut(0)_  92
    x(2_0_11_6)  goodput   0.14375000000000002
    x(2_0_11_6)  c_e_one_path(2_0_11)_  1
    x(2_0_11_6)  c_e_flow(2_0_1)_  1
    x(2_0_11_6)  c_e_flow(2_1_2)_  -1
    x(2_0_11_6)  c_u_processors(0_11_0)_  4
    x(2_0_11_6)  c_u_area_cut(0)_  92
    x(2_0_11_10)  goodput   0.14375000000000002
    x(2_0_11_10)  c_e_one_path(2_0_11)_  1
    x(2_0_11_10)  c_e_flow(2_0_2)_  1
    x(2_0_11_10)  c_e_flow(2_1_0)_  -1
    x(2_0_11_10)  c_u_processors(0_11_0)_  4
    x(2_0_11_10)  c_u_processors(0_11_1)_  4
    x(2_0_11_10)  c_u_processors(0_11_2)_  4
    x(2_0_11_10)  c_u_area_cut(0)_  92
    x(2_0_11_11)  goodput   0.10000000000000001
    x(2_0_11_11)  c_e_one_path(2_0_11)_  1
    x(2_0_11_11)  c_e_flow(2_0_2)_  1
    x(2_0_11_11)  c_e_flow(2_1_1)_  -1
    x(2_0_11_11)  c_u_processors(0_11_0)_  4
    x(2_0_11_11)  c_u_processors(0_11_1)_  4
    x(2_0_11_11)  c_u_area_cut(0)_  64
    x(2_0_11_12)  goodput   0.10000000000000001
    x(2_0_11_12)  c_e_one_path(2_0_11)_  1
    x(2_0_11_12)  c_e_flow(2_0_2)_  1
    x(2_0_11_12)  c_e_flow(2_1_2)_  -1
    x(2_0_11_12)  c_u_processors(0_11_0)_  4
    x(2_0_11_12)  c_u_area_cut(0)_  64
    x(2_1_0_1)  goodput   0.1875
    x(2_1_0_1)  c_e_one_path(2_1_0)_  1
    x(2_1_0_1)  c_e_flow(2_1_0)_  1
    x(2_1_0_1)  c_e_flow(2_2_0)_  -1
    x(2_1_0_1)  c_u_processors(1_0_0)_  4
    x(2_1_0_1)  c_u_processors(1_0_1)_  4
    x(2_1_0_1)  c_u_processors(1_0_2)_  4
    x(2_1_0_1)  c_u_area_cut(1)_  120
    x(2_1_0_2)  goodput   0.14375000000000002
    x(2_1_0_2)  c_e_one_path(2_1_0)_  1
    x(2_1_0_2)  c_e_flow(2_1_0)_  1
    x(2_1_0_2)  c_e_flow(2_2_1)_  -1
    x(2_1_0_2)  c_u_processors(1_0_0)_  4
    x(2_1_0_2)  c_u_processors(1_0_1)_  4
    x(2_1_0_2)  c_u_area_cut(1)_  92
    x(2_1_0_4)  goodput   0.1875
    x(2_1_0_4)  c_e_one_path(2_1_0)_  1
    x(2_1_0_4)  c_e_flow(2_1_1)_  1
    x(2_1_0_4)  c_e_flow(2_2_0)_  -1
    x(2_1_0_4)  c_u_processors(1_0_0)_  4
    x(2_1_0_4)  c_u_processors(1_0_1)_  4
    x(2_1_0_4)  c_u_processors(1_0_2)_  4
    x(2_1_0_4)  c_u_area_cut(1)_  120
    x(2_1_0_5)  goodput   0.14375000000000002
    x(2_1_0_5)  c_e_one_path(2_1_0)_  1
    x(2_1_0_5)  c_e_flow(2_1_1)_  1
    x(2_1_0_5)  c_e_flow(2_2_1)_  -1
    x(2_1_0_5)  c_u_processors(1_0_0)_  4
    x(2_1_0_5)  c_u_processors(1_0_1)_  4
    x(2_1_0_5)  c_u_area_cut(1)_  92
    x(2_1_0_7)  goodput   0.14375000000000002
    x(2_1_0_7)  c_e_one_path(2_1_0)_  1
    x(2_1_0_7)  c_e_flow(2_1_1)_  1
    x(2_1_0_7)  c_e_flow(2_2_0)_  -1
    x(2_1_0_7)  c_u_processors(1_0_1)_  4
    x(2_1_0_7)  c_u_processors(1_0_2)_  4
    x(2_1_0_7)  c_u_area_cut(1)_  92
    x(2_1_0_8)  goodput   0.10000000000000001
    x(2_1_0_8)  c_e_one_path(2_1_0)_  1
    x(2_1_0_8)  c_e_flow(2_1_1)_  1
    x(2_1_0_8)  c_e_flow(2_2_1)_  -1
    x(2_1_0_8)  c_u_processors(1_0_1)_  4
    x(2_1_0_8)  c_u_area_cut(1)_  64
    x(2_1_0_10)  goodput   0.14375000000000002
    x(2_1_0_10)  c_e_one_path(2_1_0)_  1
    x(2_1_0_10)  c_e_flow(2_1_2)_  1
    x(2_1_0_10)  c_e_flow(2_2_0)_  -1
    x(2_1_0_10)  c_u_processors(1_0_0)_  4
    x(2_1_0_10)  c_u_processors(1_0_1)_  4
    x(2_1_0_10)  c_u_processors(1_0_2)_  4
    x(2_1_0_10)  c_u_area_cut(1)_  92
    x(2_1_0_11)  goodput   0.10000000000000001
    x(2_1_0_11)  c_e_one_path(2_1_0)_  1
    x(2_1_0_11)  c_e_flow(2_1_2)_  1
    x(2_1_0_11)  c_e_flow(2_2_1)_  -1
    x(2_1_0_11)  c_u_processors(1_0_0)_  4
    x(2_1_0_11)  c_u_processors(1_0_1)_  4
    x(2_1_0_11)  c_u_area_cut(1)_  64
    x(2_1_0_13)  goodput   0.14375000000000002
    x(2_1_0_13)  c_e_one_path(2_1_0)_  1
    x(2_1_0_13)  c_e_flow(2_1_2)_  1
    x(2_1_0_13)  c_e_flow(2_2_0)_  -1
    x(2_1_0_13)  c_u_processors(1_0_1)_  4
    x(2_1_0_13)  c_u_processors(1_0_2)_  4
    x(2_1_0_13)  c_u_area_cut(1)_  92
    x(2_1_0_14)  goodput   0.10000000000000001
    x(2_1_0_14)  c_e_one_path(2_1_0)_  1
    x(2_1_0_14)  c_e_flow(2_1_2)_  1
    x(2_1_0_14)  c_e_flow(2_2_1)_  -1
    x(2_1_0_14)  c_u_processors(1_0_1)_  4
    x(2_1_0_14)  c_u_area_cut(1)_  64
    x(2_1_1_1)  goodput   0.1875
    x(2_1_1_1)  c_e_one_path(2_1_1)_  1
    x(2_1_1_1)  c_e_flow(2_1_0)_  1
    x(2_1_1_1)  c_e_flow(2_2_0)_  -1
    x(2_1_1_1)  c_u_processors(1_1_0)_  4
    x(2_1_1_1)  c_u_processors(1_1_1)_  4
    x(2_1_1_1)  c_u_processors(1_1_2)_  4
    x(2_1_1_1)  c_u_area_cut(1)_  120
    x(2_1_1_2)  goodput   0.14375000000000002
    x(2_1_1_2)  c_e_one_path(2_1_1)_  1
    x(2_1_1_2)  c_e_flow(2_1_0)_  1
    x(2_1_1_2)  c_e_flow(2_2_1)_  -1
    x(2_1_1_2)  c_u_processors(1_1_0)_  4
    x(2_1_1_2)  c_u_processors(1_1_1)_  4
    x(2_1_1_2)  c_u_area_cut(1)_  92
    x(2_1_1_4)  goodput   0.1875
    x(2_1_1_4)  c_e_one_path(2_1_1)_  1
    x(2_1_1_4)  c_e_flow(2_1_1)_  1
    x(2_1_1_4)  c_e_flow(2_2_0)_  -1
    x(2_1_1_4)  c_u_processors(1_1_0)_  4
    x(2_1_1_4)  c_u_processors(1_1_1)_  4
    x(2_1_1_4)  c_u_processors(1_1_2)_  4
    x(2_1_1_4)  c_u_area_cut(1)_  120
    x(2_1_1_5)  goodput   0.14375000000000002
    x(2_1_1_5)  c_e_one_path(2_1_1)_  1
    x(2_1_1_5)  c_e_flow(2_1_1)_  1
    x(2_1_1_5)  c_e_flow(2_2_1)_  -1
    x(2_1_1_5)  c_u_processors(1_1_0)_  4
    x(2_1_1_5)  c_u_processors(1_1_1)_  4
    x(2_1_1_5)  c_u_area_cut(1)_  92
    x(2_1_1_7)  goodput   0.13125000000000001
    x(2_1_1_7)  c_e_one_path(2_1_1)_  1
    x(2_1_1_7)  c_e_flow(2_1_1)_  1
    x(2_1_1_7)  c_e_flow(2_2_0)_  -1
    x(2_1_1_7)  c_u_processors(1_1_1)_  4
    x(2_1_1_7)  c_u_processors(1_1_2)_  4
    x(2_1_1_7)  c_u_area_cut(1)_  84
    x(2_1_1_8)  goodput   0.087500000000000008
    x(2_1_1_8)  c_e_one_path(2_1_1)_  1
    x(2_1_1_8)  c_e_flow(2_1_1)_  1
    x(2_1_1_8)  c_e_flow(2_2_1)_  -1
    x(2_1_1_8)  c_u_processors(1_1_1)_  4
    x(2_1_1_8)  c_u_area_cut(1)_  56
    x(2_1_1_10)  goodput   0.14375000000000002
    x(2_1_1_10)  c_e_one_path(2_1_1)_  1
    x(2_1_1_10)  c_e_flow(2_1_2)_  1
    x(2_1_1_10)  c_e_flow(2_2_0)_  -1
    x(2_1_1_10)  c_u_processors(1_1_0)_  4
    x(2_1_1_10)  c_u_processors(1_1_1)_  4
    x(2_1_1_10)  c_u_processors(1_1_2)_  4
    x(2_1_1_10)  c_u_area_cut(1)_  92
    x(2_1_1_11)  goodput   0.10000000000000001
    x(2_1_1_11)  c_e_one_path(2_1_1)_  1
    x(2_1_1_11)  c_e_flow(2_1_2)_  1
    x(2_1_1_11)  c_e_flow(2_2_1)_  -1
    x(2_1_1_11)  c_u_processors(1_1_0)_  4
    x(2_1_1_11)  c_u_processors(1_1_1)_  4
    x(2_1_1_11)  c_u_area_cut(1)_  64
    x(2_1_1_13)  goodput   0.13125000000000001
    x(2_1_1_13)  c_e_one_path(2_1_1)_  1
    x(2_1_1_13)  c_e_flow(2_1_2)_  1
    x(2_1_1_13)  c_e_flow(2_2_0)_  -1
    x(2_1_1_13)  c_u_processors(1_1_1)_  4
    x(2_1_1_13)  c_u_processors(1_1_2)_  4
    x(2_1_1_13)  c_u_area_cut(1)_  84
    x(2_1_1_14)  goodput   0.087500000000000008
    x(2_1_1_14)  c_e_one_path(2_1_1)_  1
    x(2_1_1_14)  c_e_flow(2_1_2)_  1
    x(2_1_1_14)  c_e_flow(2_2_1)_  -1
    x(2_1_1_14)  c_u_processors(1_1_1)_  4
    x(2_1_1_14)  c_u_area_cut(1)_  56
    x(2_1_2_1)  goodput   0.1875
    x(2_1_2_1)  c_e_one_path(2_1_2)_  1
    x(2_1_2_1)  c_e_flow(2_1_0)_  1
    x(2_1_2_1)  c_e_flow(2_2_0)_  -1
    x(2_1_2_1)  c_u_processors(1_2_0)_  4
    x(2_1_2_1)  c_u_processors(1_2_1)_  4
    x(2_1_2_1)  c_u_processors(1_2_2)_  4
    x(2_1_2_1)  c_u_area_cut(1)_  120
    x(2_1_2_2)  goodput   0.14375000000000002
    x(2_1_2_2)  c_e_one_path(2_1_2)_  1
    x(2_1_2_2)  c_e_flow(2_1_0)_  1
    x(2_1_2_2)  c_e_flow(2_2_1)_  -1
    x(2_1_2_2)  c_u_processors(1_2_0)_  4
    x(2_1_2_2)  c_u_processors(1_2_1)_  4
    x(2_1_2_2)  c_u_area_cut(1)_  92
    x(2_1_2_4)  goodput   0.1875
    x(2_1_2_4)  c_e_one_path(2_1_2)_  1
    x(2_1_2_4)  c_e_flow(2_1_1)_  1
    x(2_1_2_4)  c_e_flow(2_2_0)_  -1
    x(2_1_2_4)  c_u_processors(1_2_0)_  4
    x(2_1_2_4)  c_u_processors(1_2_1)_  4
    x(2_1_2_4)  c_u_processors(1_2_2)_  4
    x(2_1_2_4)  c_u_area_cut(1)_  120
    x(2_1_2_5)  goodput   0.14375000000000002
    x(2_1_2_5)  c_e_one_path(2_1_2)_  1
    x(2_1_2_5)  c_e_flow(2_1_1)_  1
    x(2_1_2_5)  c_e_flow(2_2_1)_  -1
    x(2_1_2_5)  c_u_processors(1_2_0)_  4
    x(2_1_2_5)  c_u_processors(1_2_1)_  4
    x(2_1_2_5)  c_u_area_cut(1)_  92
    x(2_1_2_7)  goodput   0.11875000000000001
    x(2_1_2_7)  c_e_one_path(2_1_2)_  1
    x(2_1_2_7)  c_e_flow(2_1_1)_  1
    x(2_1_2_7)  c_e_flow(2_2_0)_  -1
    x(2_1_2_7)  c_u_processors(1_2_1)_  4
    x(2_1_2_7)  c_u_processors(1_2_2)_  4
    x(2_1_2_7)  c_u_area_cut(1)_  76
    x(2_1_2_8)  goodput   0.075000000000000011
    x(2_1_2_8)  c_e_one_path(2_1_2)_  1
    x(2_1_2_8)  c_e_flow(2_1_1)_  1
    x(2_1_2_8)  c_e_flow(2_2_1)_  -1
    x(2_1_2_8)  c_u_processors(1_2_1)_  4
    x(2_1_2_8)  c_u_area_cut(1)_  48
    x(2_1_2_10)  goodput   0.14375000000000002
    x(2_1_2_10)  c_e_one_path(2_1_2)_  1
    x(2_1_2_10)  c_e_flow(2_1_2)_  1
    x(2_1_2_10)  c_e_flow(2_2_0)_  -1
    x(2_1_2_10)  c_u_processors(1_2_0)_  4
    x(2_1_2_10)  c_u_processors(1_2_1)_  4
    x(2_1_2_10)  c_u_processors(1_2_2)_  4
    x(2_1_2_10)  c_u_area_cut(1)_  92
    x(2_1_2_11)  goodput   0.10000000000000001
    x(2_1_2_11)  c_e_one_path(2_1_2)_  1
    x(2_1_2_11)  c_e_flow(2_1_2)_  1
    x(2_1_2_11)  c_e_flow(2_2_1)_  -1
    x(2_1_2_11)  c_u_processors(1_2_0)_  4
    x(2_1_2_11)  c_u_processors(1_2_1)_  4
    x(2_1_2_11)  c_u_area_cut(1)_  64
    x(2_1_2_13)  goodput   0.11875000000000001
    x(2_1_2_13)  c_e_one_path(2_1_2)_  1
    x(2_1_2_13)  c_e_flow(2_1_2)_  1
    x(2_1_2_13)  c_e_flow(2_2_0)_  -1
    x(2_1_2_13)  c_u_processors(1_2_1)_  4
    x(2_1_2_13)  c_u_processors(1_2_2)_  4
    x(2_1_2_13)  c_u_area_cut(1)_  76
    x(2_1_2_14)  goodput   0.075000000000000011
    x(2_1_2_14)  c_e_one_path(2_1_2)_  1
    x(2_1_2_14)  c_e_flow(2_1_2)_  1
    x(2_1_2_14)  c_e_flow(2_2_1)_  -1
    x(2_1_2_14)  c_u_processors(1_2_1)_  4
    x(2_1_2_14)  c_u_area_cut(1)_  48
    x(2_1_3_1)  goodput   0.1875
    x(2_1_3_1)  c_e_one_path(2_1_3)_  1
    x(2_1_3_1)  c_e_flow(2_1_0)_  1
    x(2_1_3_1)  c_e_flow(2_2_0)_  -1
    x(2_1_3_1)  c_u_processors(1_3_0)_  4
    x(2_1_3_1)  c_u_processors(1_3_1)_  4
    x(2_1_3_1)  c_u_processors(1_3_2)_  4
    x(2_1_3_1)  c_u_area_cut(1)_  120
    x(2_1_3_2)  goodput   0.14375000000000002
    x(2_1_3_2)  c_e_one_path(2_1_3)_  1
    x(2_1_3_2)  c_e_flow(2_1_0)_  1
    x(2_1_3_2)  c_e_flow(2_2_1)_  -1
    x(2_1_3_2)  c_u_processors(1_3_0)_  4
    x(2_1_3_2)  c_u_processors(1_3_1)_  4
    x(2_1_3_2)  c_u_area_cut(1)_  92
    x(2_1_3_4)  goodput   0.1875
    x(2_1_3_4)  c_e_one_path(2_1_3)_  1
    x(2_1_3_4)  c_e_flow(2_1_1)_  1
    x(2_1_3_4)  c_e_flow(2_2_0)_  -1
    x(2_1_3_4)  c_u_processors(1_3_0)_  4
    x(2_1_3_4)  c_u_processors(1_3_1)_  4
    x(2_1_3_4)  c_u_processors(1_3_2)_  4
    x(2_1_3_4)  c_u_area_cut(1)_  120
    x(2_1_3_5)  goodput   0.14375000000000002
    x(2_1_3_5)  c_e_one_path(2_1_3)_  1
    x(2_1_3_5)  c_e_flow(2_1_1)_  1
    x(2_1_3_5)  c_e_flow(2_2_1)_  -1
    x(2_1_3_5)  c_u_processors(1_3_0)_  4
    x(2_1_3_5)  c_u_processors(1_3_1)_  4
    x(2_1_3_5)  c_u_area_cut(1)_  92
    x(2_1_3_7)  goodput   0.10000000000000001
    x(2_1_3_7)  c_e_one_path(2_1_3)_  1
    x(2_1_3_7)  c_e_flow(2_1_1)_  1
    x(2_1_3_7)  c_e_flow(2_2_0)_  -1
    x(2_1_3_7)  c_u_processors(1_3_1)_  4
    x(2_1_3_7)  c_u_processors(1_3_2)_  4
    x(2_1_3_7)  c_u_area_cut(1)_  64
    x(2_1_3_8)  goodput   0.056250000000000001
    x(2_1_3_8)  c_e_one_path(2_1_3)_  1
    x(2_1_3_8)  c_e_flow(2_1_1)_  1
    x(2_1_3_8)  c_e_flow(2_2_1)_  -1
    x(2_1_3_8)  c_u_processors(1_3_1)_  4
    x(2_1_3_8)  c_u_area_cut(1)_  36
    x(2_1_3_10)  goodput   0.14375000000000002
    x(2_1_3_10)  c_e_one_path(2_1_3)_  1
    x(2_1_3_10)  c_e_flow(2_1_2)_  1
    x(2_1_3_10)  c_e_flow(2_2_0)_  -1
    x(2_1_3_10)  c_u_processors(1_3_0)_  4
    x(2_1_3_10)  c_u_processors(1_3_1)_  4
    x(2_1_3_10)  c_u_processors(1_3_2)_  4
    x(2_1_3_10)  c_u_area_cut(1)_  92
    x(2_1_3_11)  goodput   0.10000000000000001
    x(2_1_3_11)  c_e_one_path(2_1_3)_  1
    x(2_1_3_11)  c_e_flow(2_1_2)_  1
    x(2_1_3_11)  c_e_flow(2_2_1)_  -1
    x(2_1_3_11)  c_u_processors(1_3_0)_  4
    x(2_1_3_11)  c_u_processors(1_3_1)_  4
    x(2_1_3_11)  c_u_area_cut(1)_  64
    x(2_1_3_13)  goodput   0.10000000000000001
    x(2_1_3_13)  c_e_one_path(2_1_3)_  1
    x(2_1_3_13)  c_e_flow(2_1_2)_  1
    x(2_1_3_13)  c_e_flow(2_2_0)_  -1
    x(2_1_3_13)  c_u_processors(1_3_1)_  4
    x(2_1_3_13)  c_u_processors(1_3_2)_  4
    x(2_1_3_13)  c_u_area_cut(1)_  64
    x(2_1_3_14)  goodput   0.056250000000000001
    x(2_1_3_14)  c_e_one_path(2_1_3)_  1
    x(2_1_3_14)  c_e_flow(2_1_2)_  1
    x(2_1_3_14)  c_e_flow(2_2_1)_  -1
    x(2_1_3_14)  c_u_processors(1_3_1)_  4
    x(2_1_3_14)  c_u_area_cut(1)_  36
    x(2_1_4_1)  goodput   0.1875
    x(2_1_4_1)  c_e_one_path(2_1_4)_  1
    x(2_1_4_1)  c_e_flow(2_1_0)_  1
    x(2_1_4_1)  c_e_flow(2_2_0)_  -1
    x(2_1_4_1)  c_u_processors(1_4_0)_  4
    x(2_1_4_1)  c_u_processors(1_4_1)_  4
    x(2_1_4_1)  c_u_processors(1_4_2)_  4
    x(2_1_4_1)  c_u_area_cut(1)_  120
    x(2_1_4_2)  goodput   0.14375000000000002
    x(2_1_4_2)  c_e_one_path(2_1_4)_  1
    x(2_1_4_2)  c_e_flow(2_1_0)_  1
    x(2_1_4_2)  c_e_flow(2_2_1)_  -1
    x(2_1_4_2)  c_u_processors(1_4_0)_  4
    x(2_1_4_2)  c_u_processors(1_4_1)_  4
    x(2_1_4_2)  c_u_area_cut(1)_  92
    x(2_1_4_3)  goodput   0.0062500000000000003
    x(2_1_4_3)  c_e_one_path(2_1_4)_  1
    x(2_1_4_3)  c_e_flow(2_1_0)_  1
    x(2_1_4_3)  c_e_flow(2_2_2)_  -1
    x(2_1_4_3)  c_u_processors(1_4_0)_  4
    x(2_1_4_3)  c_u_area_cut(1)_  4
    x(2_1_4_4)  goodput   0.1875
    x(2_1_4_4)  c_e_one_path(2_1_4)_  1
    x(2_1_4_4)  c_e_flow(2_1_1)_  1
    x(2_1_4_4)  c_e_flow(2_2_0)_  -1
    x(2_1_4_4)  c_u_processors(1_4_0)_  4
    x(2_1_4_4)  c_u_processors(1_4_1)_  4
    x(2_1_4_4)  c_u_processors(1_4_2)_  4
    x(2_1_4_4)  c_u_area_cut(1)_  120
    x(2_1_4_5)  goodput   0.14375000000000002
    x(2_1_4_5)  c_e_one_path(2_1_4)_  1
    x(2_1_4_5)  c_e_flow(2_1_1)_  1
    x(2_1_4_5)  c_e_flow(2_2_1)_  -1
    x(2_1_4_5)  c_u_processors(1_4_0)_  4
    x(2_1_4_5)  c_u_processors(1_4_1)_  4
    x(2_1_4_5)  c_u_area_cut(1)_  92
    x(2_1_4_6)  goodput   0.0062500000000000003
    x(2_1_4_6)  c_e_one_path(2_1_4)_  1
    x(2_1_4_6)  c_e_flow(2_1_1)_  1
    x(2_1_4_6)  c_e_flow(2_2_2)_  -1
    x(2_1_4_6)  c_u_processors(1_4_0)_  4
    x(2_1_4_6)  c_u_area_cut(1)_  4
    x(2_1_4_7)  goodput   0.09375
    x(2_1_4_7)  c_e_one_path(2_1_4)_  1
    x(2_1_4_7)  c_e_flow(2_1_1)_  1
    x(2_1_4_7)  c_e_flow(2_2_0)_  -1
    x(2_1_4_7)  c_u_processors(1_4_1)_  4
    x(2_1_4_7)  c_u_processors(1_4_2)_  4
    x(2_1_4_7)  c_u_area_cut(1)_  60
    x(2_1_4_8)  goodput   0.050000000000000003
    x(2_1_4_8)  c_e_one_path(2_1_4)_  1
    x(2_1_4_8)  c_e_flow(2_1_1)_  1
    x(2_1_4_8)  c_e_flow(2_2_1)_  -1
    x(2_1_4_8)  c_u_processors(1_4_1)_  4
    x(2_1_4_8)  c_u_area_cut(1)_  32
    x(2_1_4_10)  goodput   0.14375000000000002
    x(2_1_4_10)  c_e_one_path(2_1_4)_  1
    x(2_1_4_10)  c_e_flow(2_1_2)_  1
    x(2_1_4_10)  c_e_flow(2_2_0)_  -1
    x(2_1_4_10)  c_u_processors(1_4_0)_  4
    x(2_1_4_10)  c_u_processors(1_4_1)_  4
    x(2_1_4_10)  c_u_processors(1_4_2)_  4
    x(2_1_4_10)  c_u_area_cut(1)_  92
    x(2_1_4_11)  goodput   0.10000000000000001
    x(2_1_4_11)  c_e_one_path(2_1_4)_  1
    x(2_1_4_11)  c_e_flow(2_1_2)_  1
    x(2_1_4_11)  c_e_flow(2_2_1)_  -1
    x(2_1_4_11)  c_u_processors(1_4_0)_  4
    x(2_1_4_11)  c_u_processors(1_4_1)_  4
    x(2_1_4_11)  c_u_area_cut(1)_  64
    x(2_1_4_13)  goodput   0.09375
    x(2_1_4_13)  c_e_one_path(2_1_4)_  1
    x(2_1_4_13)  c_e_flow(2_1_2)_  1
    x(2_1_4_13)  c_e_flow(2_2_0)_  -1
    x(2_1_4_13)  c_u_processors(1_4_1)_  4
    x(2_1_4_13)  c_u_processors(1_4_2)_  4
    x(2_1_4_13)  c_u_area_cut(1)_  60
    x(2_1_4_14)  goodput   0.050000000000000003
    x(2_1_4_14)  c_e_one_path(2_1_4)_  1
    x(2_1_4_14)  c_e_flow(2_1_2)_  1
    x(2_1_4_14)  c_e_flow(2_2_1)_  -1
    x(2_1_4_14)  c_u_processors(1_4_1)_  4
    x(2_1_4_14)  c_u_area_cut(1)_  32
    x(2_1_5_1)  goodput   0.1875
    x(2_1_5_1)  c_e_one_path(2_1_5)_  1
    x(2_1_5_1)  c_e_flow(2_1_0)_  1
    x(2_1_5_1)  c_e_flow(2_2_0)_  -1
    x(2_1_5_1)  c_u_processors(1_5_0)_  4
    x(2_1_5_1)  c_u_processors(1_5_1)_  4
    x(2_1_5_1)  c_u_processors(1_5_2)_  4
    x(2_1_5_1)  c_u_area_cut(1)_  120
    x(2_1_5_2)  goodput   0.14375000000000002
    x(2_1_5_2)  c_e_one_path(2_1_5)_  1
    x(2_1_5_2)  c_e_flow(2_1_0)_  1
    x(2_1_5_2)  c_e_flow(2_2_1)_  -1
    x(2_1_5_2)  c_u_processors(1_5_0)_  4
    x(2_1_5_2)  c_u_processors(1_5_1)_  4
    x(2_1_5_2)  c_u_area_cut(1)_  92
    x(2_1_5_3)  goodput   0.043750000000000004
    x(2_1_5_3)  c_e_one_path(2_1_5)_  1
    x(2_1_5_3)  c_e_flow(2_1_0)_  1
    x(2_1_5_3)  c_e_flow(2_2_2)_  -1
    x(2_1_5_3)  c_u_processors(1_5_0)_  4
    x(2_1_5_3)  c_u_area_cut(1)_  28
    x(2_1_5_4)  goodput   0.1875
    x(2_1_5_4)  c_e_one_path(2_1_5)_  1
    x(2_1_5_4)  c_e_flow(2_1_1)_  1
    x(2_1_5_4)  c_e_flow(2_2_0)_  -1
    x(2_1_5_4)  c_u_processors(1_5_0)_  4
    x(2_1_5_4)  c_u_processors(1_5_1)_  4
    x(2_1_5_4)  c_u_processors(1_5_2)_  4
    x(2_1_5_4)  c_u_area_cut(1)_  120
    x(2_1_5_5)  goodput   0.14375000000000002
    x(2_1_5_5)  c_e_one_path(2_1_5)_  1
    x(2_1_5_5)  c_e_flow(2_1_1)_  1
    x(2_1_5_5)  c_e_flow(2_2_1)_  -1
    x(2_1_5_5)  c_u_processors(1_5_0)_  4
    x(2_1_5_5)  c_u_processors(1_5_1)_  4
    x(2_1_5_5)  c_u_area_cut(1)_  92
    x(2_1_5_6)  goodput   0.043750000000000004
    x(2_1_5_6)  c_e_one_path(2_1_5)_  1
    x(2_1_5_6)  c_e_flow(2_1_1)_  1
    x(2_1_5_6)  c_e_flow(2_2_2)_  -1
    x(2_1_5_6)  c_u_processors(1_5_0)_  4
    x(2_1_5_6)  c_u_area_cut(1)_  28
    x(2_1_5_7)  goodput   0.056250000000000001
    x(2_1_5_7)  c_e_one_path(2_1_5)_  1
    x(2_1_5_7)  c_e_flow(2_1_1)_  1
    x(2_1_5_7)  c_e_flow(2_2_0)_  -1
    x(2_1_5_7)  c_u_processors(1_5_1)_  4
    x(2_1_5_7)  c_u_processors(1_5_2)_  4
    x(2_1_5_7)  c_u_area_cut(1)_  36
    x(2_1_5_8)  goodput   0.012500000000000001
    x(2_1_5_8)  c_e_one_path(2_1_5)_  1
    x(2_1_5_8)  c_e_flow(2_1_1)_  1
    x(2_1_5_8)  c_e_flow(2_2_1)_  -1
    x(2_1_5_8)  c_u_processors(1_5_1)_  4
    x(2_1_5_8)  c_u_area_cut(1)_  8
    x(2_1_5_10)  goodput   0.14375000000000002
    x(2_1_5_10)  c_e_one_path(2_1_5)_  1
    x(2_1_5_10)  c_e_flow(2_1_2)_  1
    x(2_1_5_10)  c_e_flow(2_2_0)_  -1
    x(2_1_5_10)  c_u_processors(1_5_0)_  4
    x(2_1_5_10)  c_u_processors(1_5_1)_  4
    x(2_1_5_10)  c_u_processors(1_5_2)_  4
    x(2_1_5_10)  c_u_area_cut(1)_  92
    x(2_1_5_11)  goodput   0.10000000000000001
    x(2_1_5_11)  c_e_one_path(2_1_5)_  1
    x(2_1_5_11)  c_e_flow(2_1_2)_  1
    x(2_1_5_11)  c_e_flow(2_2_1)_  -1
    x(2_1_5_11)  c_u_processors(1_5_0)_  4
    x(2_1_5_11)  c_u_processors(1_5_1)_  4
    x(2_1_5_11)  c_u_area_cut(1)_  64
    x(2_1_5_13)  goodput   0.056250000000000001
    x(2_1_5_13)  c_e_one_path(2_1_5)_  1
    x(2_1_5_13)  c_e_flow(2_1_2)_  1
    x(2_1_5_13)  c_e_flow(2_2_0)_  -1
    x(2_1_5_13)  c_u_processors(1_5_1)_  4
    x(2_1_5_13)  c_u_processors(1_5_2)_  4
    x(2_1_5_13)  c_u_area_cut(1)_  36
    x(2_1_5_14)  goodput   0.012500000000000001
    x(2_1_5_14)  c_e_one_path(2_1_5)_  1
    x(2_1_5_14)  c_e_flow(2_1_2)_  1
    x(2_1_5_14)  c_e_flow(2_2_1)_  -1
    x(2_1_5_14)  c_u_processors(1_5_1)_  4
    x(2_1_5_14)  c_u_area_cut(1)_  8
    x(2_1_6_1)  goodput   0.1875
    x(2_1_6_1)  c_e_one_path(2_1_6)_  1
    x(2_1_6_1)  c_e_flow(2_1_0)_  1
    x(2_1_6_1)  c_e_flow(2_2_0)_  -1
    x(2_1_6_1)  c_u_processors(1_6_0)_  4
    x(2_1_6_1)  c_u_processors(1_6_1)_  4
    x(2_1_6_1)  c_u_processors(1_6_2)_  4
    x(2_1_6_1)  c_u_area_cut(1)_  120
    x(2_1_6_2)  goodput   0.14375000000000002
    x(2_1_6_2)  c_e_one_path(2_1_6)_  1
    x(2_1_6_2)  c_e_flow(2_1_0)_  1
    x(2_1_6_2)  c_e_flow(2_2_1)_  -1
    x(2_1_6_2)  c_u_processors(1_6_0)_  4
    x(2_1_6_2)  c_u_processors(1_6_1)_  4
    x(2_1_6_2)  c_u_area_cut(1)_  92
    x(2_1_6_3)  goodput   0.056250000000000001
    x(2_1_6_3)  c_e_one_path(2_1_6)_  1
    x(2_1_6_3)  c_e_flow(2_1_0)_  1
    x(2_1_6_3)  c_e_flow(2_2_2)_  -1
    x(2_1_6_3)  c_u_processors(1_6_0)_  4
    x(2_1_6_3)  c_u_area_cut(1)_  36
    x(2_1_6_4)  goodput   0.1875
    x(2_1_6_4)  c_e_one_path(2_1_6)_  1
    x(2_1_6_4)  c_e_flow(2_1_1)_  1
    x(2_1_6_4)  c_e_flow(2_2_0)_  -1
    x(2_1_6_4)  c_u_processors(1_6_0)_  4
    x(2_1_6_4)  c_u_processors(1_6_1)_  4
    x(2_1_6_4)  c_u_processors(1_6_2)_  4
    x(2_1_6_4)  c_u_area_cut(1)_  120
    x(2_1_6_5)  goodput   0.14375000000000002
    x(2_1_6_5)  c_e_one_path(2_1_6)_  1
    x(2_1_6_5)  c_e_flow(2_1_1)_  1
    x(2_1_6_5)  c_e_flow(2_2_1)_  -1
    x(2_1_6_5)  c_u_processors(1_6_0)_  4
    x(2_1_6_5)  c_u_processors(1_6_1)_  4
    x(2_1_6_5)  c_u_area_cut(1)_  92
    x(2_1_6_6)  goodput   0.056250000000000001
    x(2_1_6_6)  c_e_one_path(2_1_6)_  1
    x(2_1_6_6)  c_e_flow(2_1_1)_  1
    x(2_1_6_6)  c_e_flow(2_2_2)_  -1
    x(2_1_6_6)  c_u_processors(1_6_0)_  4
    x(2_1_6_6)  c_u_area_cut(1)_  36
    x(2_1_6_7)  goodput   0.043750000000000004
    x(2_1_6_7)  c_e_one_path(2_1_6)_  1
    x(2_1_6_7)  c_e_flow(2_1_1)_  1
    x(2_1_6_7)  c_e_flow(2_2_0)_  -1
    x(2_1_6_7)  c_u_processors(1_6_1)_  4
    x(2_1_6_7)  c_u_processors(1_6_2)_  4
    x(2_1_6_7)  c_u_area_cut(1)_  28
    x(2_1_6_10)  goodput   0.14375000000000002
    x(2_1_6_10)  c_e_one_path(2_1_6)_  1
    x(2_1_6_10)  c_e_flow(2_1_2)_  1
    x(2_1_6_10)  c_e_flow(2_2_0)_  -1
    x(2_1_6_10)  c_u_processors(1_6_0)_  4
    x(2_1_6_10)  c_u_processors(1_6_1)_  4
    x(2_1_6_10)  c_u_processors(1_6_2)_  4
    x(2_1_6_10)  c_u_area_cut(1)_  92
    x(2_1_6_11)  goodput   0.10000000000000001
    x(2_1_6_11)  c_e_one_path(2_1_6)_  1
    x(2_1_6_11)  c_e_flow(2_1_2)_  1
    x(2_1_6_11)  c_e_flow(2_2_1)_  -1
    x(2_1_6_11)  c_u_processors(1_6_0)_  4
    x(2_1_6_11)  c_u_processors(1_6_1)_  4
    x(2_1_6_11)  c_u_area_cut(1)_  64
    x(2_1_6_12)  goodput   0.012500000000000001
    x(2_1_6_12)  c_e_one_path(2_1_6)_  1
    x(2_1_6_12)  c_e_flow(2_1_2)_  1
    x(2_1_6_12)  c_e_flow(2_2_2)_  -1
    x(2_1_6_12)  c_u_processors(1_6_0)_  4
    x(2_1_6_12)  c_u_area_cut(1)_  8
    x(2_1_6_13)  goodput   0.043750000000000004
    x(2_1_6_13)  c_e_one_path(2_1_6)_  1
    x(2_1_6_13)  c_e_flow(2_1_2)_  1
    x(2_1_6_13)  c_e_flow(2_2_0)_  -1
    x(2_1_6_13)  c_u_processors(1_6_1)_  4
    x(2_1_6_13)  c_u_processors(1_6_2)_  4
    x(2_1_6_13)  c_u_area_cut(1)_  28
    x(2_1_7_1)  goodput   0.1875
    x(2_1_7_1)  c_e_one_path(2_1_7)_  1
    x(2_1_7_1)  c_e_flow(2_1_0)_  1
    x(2_1_7_1)  c_e_flow(2_2_0)_  -1
    x(2_1_7_1)  c_u_processors(1_7_0)_  4
    x(2_1_7_1)  c_u_processors(1_7_1)_  4
    x(2_1_7_1)  c_u_processors(1_7_2)_  4
    x(2_1_7_1)  c_u_area_cut(1)_  120
    x(2_1_7_2)  goodput   0.14375000000000002
    x(2_1_7_2)  c_e_one_path(2_1_7)_  1
    x(2_1_7_2)  c_e_flow(2_1_0)_  1
    x(2_1_7_2)  c_e_flow(2_2_1)_  -1
    x(2_1_7_2)  c_u_processors(1_7_0)_  4
    x(2_1_7_2)  c_u_processors(1_7_1)_  4
    x(2_1_7_2)  c_u_area_cut(1)_  92
    x(2_1_7_3)  goodput   0.09375
    x(2_1_7_3)  c_e_one_path(2_1_7)_  1
    x(2_1_7_3)  c_e_flow(2_1_0)_  1
    x(2_1_7_3)  c_e_flow(2_2_2)_  -1
    x(2_1_7_3)  c_u_processors(1_7_0)_  4
    x(2_1_7_3)  c_u_area_cut(1)_  60
    x(2_1_7_4)  goodput   0.1875
    x(2_1_7_4)  c_e_one_path(2_1_7)_  1
    x(2_1_7_4)  c_e_flow(2_1_1)_  1
    x(2_1_7_4)  c_e_flow(2_2_0)_  -1
    x(2_1_7_4)  c_u_processors(1_7_0)_  4
    x(2_1_7_4)  c_u_processors(1_7_1)_  4
    x(2_1_7_4)  c_u_processors(1_7_2)_  4
    x(2_1_7_4)  c_u_area_cut(1)_  120
    x(2_1_7_5)  goodput   0.14375000000000002
    x(2_1_7_5)  c_e_one_path(2_1_7)_  1
    x(2_1_7_5)  c_e_flow(2_1_1)_  1
    x(2_1_7_5)  c_e_flow(2_2_1)_  -1
    x(2_1_7_5)  c_u_processors(1_7_0)_  4
    x(2_1_7_5)  c_u_processors(1_7_1)_  4
    x(2_1_7_5)  c_u_area_cut(1)_  92
    x(2_1_7_6)  goodput   0.09375
    x(2_1_7_6)  c_e_one_path(2_1_7)_  1
    x(2_1_7_6)  c_e_flow(2_1_1)_  1
    x(2_1_7_6)  c_e_flow(2_2_2)_  -1
    x(2_1_7_6)  c_u_processors(1_7_0)_  4
    x(2_1_7_6)  c_u_area_cut(1)_  60
    x(2_1_7_7)  goodput   0.0062500000000000003
    x(2_1_7_7)  c_e_one_path(2_1_7)_  1
    x(2_1_7_7)  c_e_flow(2_1_1)_  1
    x(2_1_7_7)  c_e_flow(2_2_0)_  -1
    x(2_1_7_7)  c_u_processors(1_7_1)_  4
    x(2_1_7_7)  c_u_processors(1_7_2)_  4
    x(2_1_7_7)  c_u_area_cut(1)_  4
    x(2_1_7_10)  goodput   0.14375000000000002
    x(2_1_7_10)  c_e_one_path(2_1_7)_  1
    x(2_1_7_10)  c_e_flow(2_1_2)_  1
    x(2_1_7_10)  c_e_flow(2_2_0)_  -1
    x(2_1_7_10)  c_u_processors(1_7_0)_  4
    x(2_1_7_10)  c_u_processors(1_7_1)_  4
    x(2_1_7_10)  c_u_processors(1_7_2)_  4
    x(2_1_7_10)  c_u_area_cut(1)_  92
    x(2_1_7_11)  goodput   0.10000000000000001
    x(2_1_7_11)  c_e_one_path(2_1_7)_  1
    x(2_1_7_11)  c_e_flow(2_1_2)_  1
    x(2_1_7_11)  c_e_flow(2_2_1)_  -1
    x(2_1_7_11)  c_u_processors(1_7_0)_  4
    x(2_1_7_11)  c_u_processors(1_7_1)_  4
    x(2_1_7_11)  c_u_area_cut(1)_  64
    x(2_1_7_12)  goodput   0.050000000000000003
    x(2_1_7_12)  c_e_one_path(2_1_7)_  1
    x(2_1_7_12)  c_e_flow(2_1_2)_  1
    x(2_1_7_12)  c_e_flow(2_2_2)_  -1
    x(2_1_7_12)  c_u_processors(1_7_0)_  4
    x(2_1_7_12)  c_u_area_cut(1)_  32
    x(2_1_7_13)  goodput   0.0062500000000000003
    x(2_1_7_13)  c_e_one_path(2_1_7)_  1
    x(2_1_7_13)  c_e_flow(2_1_2)_  1
    x(2_1_7_13)  c_e_flow(2_2_0)_  -1
    x(2_1_7_13)  c_u_processors(1_7_1)_  4
    x(2_1_7_13)  c_u_processors(1_7_2)_  4
    x(2_1_7_13)  c_u_area_cut(1)_  4
    x(2_1_8_1)  goodput   0.1875
    x(2_1_8_1)  c_e_one_path(2_1_8)_  1
    x(2_1_8_1)  c_e_flow(2_1_0)_  1
    x(2_1_8_1)  c_e_flow(2_2_0)_  -1
    x(2_1_8_1)  c_u_processors(1_8_0)_  4
    x(2_1_8_1)  c_u_processors(1_8_1)_  4
    x(2_1_8_1)  c_u_processors(1_8_2)_  4
    x(2_1_8_1)  c_u_area_cut(1)_  120
    x(2_1_8_2)  goodput   0.14375000000000002
    x(2_1_8_2)  c_e_one_path(2_1_8)_  1
    x(2_1_8_2)  c_e_flow(2_1_0)_  1
    x(2_1_8_2)  c_e_flow(2_2_1)_  -1
    x(2_1_8_2)  c_u_processors(1_8_0)_  4
    x(2_1_8_2)  c_u_processors(1_8_1)_  4
    x(2_1_8_2)  c_u_area_cut(1)_  92
    x(2_1_8_3)  goodput   0.10000000000000001
    x(2_1_8_3)  c_e_one_path(2_1_8)_  1
    x(2_1_8_3)  c_e_flow(2_1_0)_  1
    x(2_1_8_3)  c_e_flow(2_2_2)_  -1
    x(2_1_8_3)  c_u_processors(1_8_0)_  4
    x(2_1_8_3)  c_u_area_cut(1)_  64
    x(2_1_8_4)  goodput   0.1875
    x(2_1_8_4)  c_e_one_path(2_1_8)_  1
    x(2_1_8_4)  c_e_flow(2_1_1)_  1
    x(2_1_8_4)  c_e_flow(2_2_0)_  -1
    x(2_1_8_4)  c_u_processors(1_8_0)_  4
    x(2_1_8_4)  c_u_processors(1_8_1)_  4
    x(2_1_8_4)  c_u_processors(1_8_2)_  4
    x(2_1_8_4)  c_u_area_cut(1)_  120
    x(2_1_8_5)  goodput   0.14375000000000002
    x(2_1_8_5)  c_e_one_path(2_1_8)_  1
    x(2_1_8_5)  c_e_flow(2_1_1)_  1
    x(2_1_8_5)  c_e_flow(2_2_1)_  -1
    x(2_1_8_5)  c_u_processors(1_8_0)_  4
    x(2_1_8_5)  c_u_processors(1_8_1)_  4
    x(2_1_8_5)  c_u_area_cut(1)_  92
    x(2_1_8_6)  goodput   0.10000000000000001
    x(2_1_8_6)  c_e_one_path(2_1_8)_  1
    x(2_1_8_6)  c_e_flow(2_1_1)_  1
    x(2_1_8_6)  c_e_flow(2_2_2)_  -1
    x(2_1_8_6)  c_u_processors(1_8_0)_  4
    x(2_1_8_6)  c_u_area_cut(1)_  64
    x(2_1_8_10)  goodput   0.14375000000000002
    x(2_1_8_10)  c_e_one_path(2_1_8)_  1
    x(2_1_8_10)  c_e_flow(2_1_2)_  1
    x(2_1_8_10)  c_e_flow(2_2_0)_  -1
    x(2_1_8_10)  c_u_processors(1_8_0)_  4
    x(2_1_8_10)  c_u_processors(1_8_1)_  4
    x(2_1_8_10)  c_u_processors(1_8_2)_  4
    x(2_1_8_10)  c_u_area_cut(1)_  92
    x(2_1_8_11)  goodput   0.10000000000000001
    x(2_1_8_11)  c_e_one_path(2_1_8)_  1
    x(2_1_8_11)  c_e_flow(2_1_2)_  1
    x(2_1_8_11)  c_e_flow(2_2_1)_  -1
    x(2_1_8_11)  c_u_processors(1_8_0)_  4
    x(2_1_8_11)  c_u_processors(1_8_1)_  4
    x(2_1_8_11)  c_u_area_cut(1)_  64
    x(2_1_8_12)  goodput   0.056250000000000001
    x(2_1_8_12)  c_e_one_path(2_1_8)_  1
    x(2_1_8_12)  c_e_flow(2_1_2)_  1
    x(2_1_8_12)  c_e_flow(2_2_2)_  -1
    x(2_1_8_12)  c_u_processors(1_8_0)_  4
    x(2_1_8_12)  c_u_area_cut(1)_  36
    x(2_1_9_1)  goodput   0.1875
    x(2_1_9_1)  c_e_one_path(2_1_9)_  1
    x(2_1_9_1)  c_e_flow(2_1_0)_  1
    x(2_1_9_1)  c_e_flow(2_2_0)_  -1
    x(2_1_9_1)  c_u_processors(1_9_0)_  4
    x(2_1_9_1)  c_u_processors(1_9_1)_  4
    x(2_1_9_1)  c_u_processors(1_9_2)_  4
    x(2_1_9_1)  c_u_area_cut(1)_  120
    x(2_1_9_2)  goodput   0.14375000000000002
    x(2_1_9_2)  c_e_one_path(2_1_9)_  1
    x(2_1_9_2)  c_e_flow(2_1_0)_  1
    x(2_1_9_2)  c_e_flow(2_2_1)_  -1
    x(2_1_9_2)  c_u_processors(1_9_0)_  4
    x(2_1_9_2)  c_u_processors(1_9_1)_  4
    x(2_1_9_2)  c_u_area_cut(1)_  92
    x(2_1_9_3)  goodput   0.11875000000000001
    x(2_1_9_3)  c_e_one_path(2_1_9)_  1
    x(2_1_9_3)  c_e_flow(2_1_0)_  1
    x(2_1_9_3)  c_e_flow(2_2_2)_  -1
    x(2_1_9_3)  c_u_processors(1_9_0)_  4
    x(2_1_9_3)  c_u_area_cut(1)_  76
    x(2_1_9_4)  goodput   0.1875
    x(2_1_9_4)  c_e_one_path(2_1_9)_  1
    x(2_1_9_4)  c_e_flow(2_1_1)_  1
    x(2_1_9_4)  c_e_flow(2_2_0)_  -1
    x(2_1_9_4)  c_u_processors(1_9_0)_  4
    x(2_1_9_4)  c_u_processors(1_9_1)_  4
    x(2_1_9_4)  c_u_processors(1_9_2)_  4
    x(2_1_9_4)  c_u_area_cut(1)_  120
    x(2_1_9_5)  goodput   0.14375000000000002
    x(2_1_9_5)  c_e_one_path(2_1_9)_  1
    x(2_1_9_5)  c_e_flow(2_1_1)_  1
    x(2_1_9_5)  c_e_flow(2_2_1)_  -1
    x(2_1_9_5)  c_u_processors(1_9_0)_  4
    x(2_1_9_5)  c_u_processors(1_9_1)_  4
    x(2_1_9_5)  c_u_area_cut(1)_  92
    x(2_1_9_6)  goodput   0.11875000000000001
    x(2_1_9_6)  c_e_one_path(2_1_9)_  1
    x(2_1_9_6)  c_e_flow(2_1_1)_  1
    x(2_1_9_6)  c_e_flow(2_2_2)_  -1
    x(2_1_9_6)  c_u_processors(1_9_0)_  4
    x(2_1_9_6)  c_u_area_cut(1)_  76
    x(2_1_9_10)  goodput   0.14375000000000002
    x(2_1_9_10)  c_e_one_path(2_1_9)_  1
    x(2_1_9_10)  c_e_flow(2_1_2)_  1
    x(2_1_9_10)  c_e_flow(2_2_0)_  -1
    x(2_1_9_10)  c_u_processors(1_9_0)_  4
    x(2_1_9_10)  c_u_processors(1_9_1)_  4
    x(2_1_9_10)  c_u_processors(1_9_2)_  4
    x(2_1_9_10)  c_u_area_cut(1)_  92
    x(2_1_9_11)  goodput   0.10000000000000001
    x(2_1_9_11)  c_e_one_path(2_1_9)_  1
    x(2_1_9_11)  c_e_flow(2_1_2)_  1
    x(2_1_9_11)  c_e_flow(2_2_1)_  -1
    x(2_1_9_11)  c_u_processors(1_9_0)_  4
    x(2_1_9_11)  c_u_processors(1_9_1)_  4
    x(2_1_9_11)  c_u_area_cut(1)_  64
    x(2_1_9_12)  goodput   0.075000000000000011
    x(2_1_9_12)  c_e_one_path(2_1_9)_  1
    x(2_1_9_12)  c_e_flow(2_1_2)_  1
    x(2_1_9_12)  c_e_flow(2_2_2)_  -1
    x(2_1_9_12)  c_u_processors(1_9_0)_  4
    x(2_1_9_12)  c_u_area_cut(1)_  48
    x(2_1_10_1)  goodput   0.1875
    x(2_1_10_1)  c_e_one_path(2_1_10)_  1
    x(2_1_10_1)  c_e_flow(2_1_0)_  1
    x(2_1_10_1)  c_e_flow(2_2_0)_  -1
    x(2_1_10_1)  c_u_processors(1_10_0)_  4
    x(2_1_10_1)  c_u_processors(1_10_1)_  4
    x(2_1_10_1)  c_u_processors(1_10_2)_  4
    x(2_1_10_1)  c_u_area_cut(1)_  120
    x(2_1_10_2)  goodput   0.14375000000000002
    x(2_1_10_2)  c_e_one_path(2_1_10)_  1
    x(2_1_10_2)  c_e_flow(2_1_0)_  1
    x(2_1_10_2)  c_e_flow(2_2_1)_  -1
    x(2_1_10_2)  c_u_processors(1_10_0)_  4
    x(2_1_10_2)  c_u_processors(1_10_1)_  4
    x(2_1_10_2)  c_u_area_cut(1)_  92
    x(2_1_10_3)  goodput   0.13125000000000001
    x(2_1_10_3)  c_e_one_path(2_1_10)_  1
    x(2_1_10_3)  c_e_flow(2_1_0)_  1
    x(2_1_10_3)  c_e_flow(2_2_2)_  -1
    x(2_1_10_3)  c_u_processors(1_10_0)_  4
    x(2_1_10_3)  c_u_area_cut(1)_  84
    x(2_1_10_4)  goodput   0.1875
    x(2_1_10_4)  c_e_one_path(2_1_10)_  1
    x(2_1_10_4)  c_e_flow(2_1_1)_  1
    x(2_1_10_4)  c_e_flow(2_2_0)_  -1
    x(2_1_10_4)  c_u_processors(1_10_0)_  4
    x(2_1_10_4)  c_u_processors(1_10_1)_  4
    x(2_1_10_4)  c_u_processors(1_10_2)_  4
    x(2_1_10_4)  c_u_area_cut(1)_  120
    x(2_1_10_5)  goodput   0.14375000000000002
    x(2_1_10_5)  c_e_one_path(2_1_10)_  1
    x(2_1_10_5)  c_e_flow(2_1_1)_  1
    x(2_1_10_5)  c_e_flow(2_2_1)_  -1
    x(2_1_10_5)  c_u_processors(1_10_0)_  4
    x(2_1_10_5)  c_u_processors(1_10_1)_  4
    x(2_1_10_5)  c_u_area_cut(1)_  92
    x(2_1_10_6)  goodput   0.13125000000000001
    x(2_1_10_6)  c_e_one_path(2_1_10)_  1
    x(2_1_10_6)  c_e_flow(2_1_1)_  1
    x(2_1_10_6)  c_e_flow(2_2_2)_  -1
    x(2_1_10_6)  c_u_processors(1_10_0)_  4
    x(2_1_10_6)  c_u_area_cut(1)_  84
    x(2_1_10_10)  goodput   0.14375000000000002
    x(2_1_10_10)  c_e_one_path(2_1_10)_  1
    x(2_1_10_10)  c_e_flow(2_1_2)_  1
    x(2_1_10_10)  c_e_flow(2_2_0)_  -1
    x(2_1_10_10)  c_u_processors(1_10_0)_  4
    x(2_1_10_10)  c_u_processors(1_10_1)_  4
    x(2_1_10_10)  c_u_processors(1_10_2)_  4
    x(2_1_10_10)  c_u_area_cut(1)_  92
    x(2_1_10_11)  goodput   0.10000000000000001
    x(2_1_10_11)  c_e_one_path(2_1_10)_  1
    x(2_1_10_11)  c_e_flow(2_1_2)_  1
    x(2_1_10_11)  c_e_flow(2_2_1)_  -1
    x(2_1_10_11)  c_u_processors(1_10_0)_  4
    x(2_1_10_11)  c_u_processors(1_10_1)_  4
    x(2_1_10_11)  c_u_area_cut(1)_  64
    x(2_1_10_12)  goodput   0.087500000000000008
    x(2_1_10_12)  c_e_one_path(2_1_10)_  1
    x(2_1_10_12)  c_e_flow(2_1_2)_  1
    x(2_1_10_12)  c_e_flow(2_2_2)_  -1
    x(2_1_10_12)  c_u_processors(1_10_0)_  4
    x(2_1_10_12)  c_u_area_cut(1)_  56
    x(2_1_11_1)  goodput   0.1875
    x(2_1_11_1)  c_e_one_path(2_1_11)_  1
    x(2_1_11_1)  c_e_flow(2_1_0)_  1
    x(2_1_11_1)  c_e_flow(2_2_0)_  -1
    x(2_1_11_1)  c_u_processors(1_11_0)_  4
    x(2_1_11_1)  c_u_processors(1_11_1)_  4
    x(2_1_11_1)  c_u_processors(1_11_2)_  4
    x(2_1_11_1)  c_u_area_cut(1)_  120
    x(2_1_11_2)  goodput   0.14375000000000002
    x(2_1_11_2)  c_e_one_path(2_1_11)_  1
    x(2_1_11_2)  c_e_flow(2_1_0)_  1
    x(2_1_11_2)  c_e_flow(2_2_1)_  -1
    x(2_1_11_2)  c_u_processors(1_11_0)_  4
    x(2_1_11_2)  c_u_processors(1_11_1)_  4
    x(2_1_11_2)  c_u_area_cut(1)_  92
    x(2_1_11_3)  goodput   0.14375000000000002
    x(2_1_11_3)  c_e_one_path(2_1_11)_  1
    x(2_1_11_3)  c_e_flow(2_1_0)_  1
    x(2_1_11_3)  c_e_flow(2_2_2)_  -1
    x(2_1_11_3)  c_u_processors(1_11_0)_  4
    x(2_1_11_3)  c_u_area_cut(1)_  92
    x(2_1_11_4)  goodput   0.1875
    x(2_1_11_4)  c_e_one_path(2_1_11)_  1
    x(2_1_11_4)  c_e_flow(2_1_1)_  1
    x(2_1_11_4)  c_e_flow(2_2_0)_  -1
    x(2_1_11_4)  c_u_processors(1_11_0)_  4
    x(2_1_11_4)  c_u_processors(1_11_1)_  4
    x(2_1_11_4)  c_u_processors(1_11_2)_  4
    x(2_1_11_4)  c_u_area_cut(1)_  120
    x(2_1_11_5)  goodput   0.14375000000000002
    x(2_1_11_5)  c_e_one_path(2_1_11)_  1
    x(2_1_11_5)  c_e_flow(2_1_1)_  1
    x(2_1_11_5)  c_e_flow(2_2_1)_  -1
    x(2_1_11_5)  c_u_processors(1_11_0)_  4
    x(2_1_11_5)  c_u_processors(1_11_1)_  4
    x(2_1_11_5)  c_u_area_cut(1)_  92
    x(2_1_11_6)  goodput   0.14375000000000002
    x(2_1_11_6)  c_e_one_path(2_1_11)_  1
    x(2_1_11_6)  c_e_flow(2_1_1)_  1
    x(2_1_11_6)  c_e_flow(2_2_2)_  -1
    x(2_1_11_6)  c_u_processors(1_11_0)_  4
    x(2_1_11_6)  c_u_area_cut(1)_  92
    x(2_1_11_10)  goodput   0.14375000000000002
    x(2_1_11_10)  c_e_one_path(2_1_11)_  1
    x(2_1_11_10)  c_e_flow(2_1_2)_  1
    x(2_1_11_10)  c_e_flow(2_2_0)_  -1
    x(2_1_11_10)  c_u_processors(1_11_0)_  4
    x(2_1_11_10)  c_u_processors(1_11_1)_  4
    x(2_1_11_10)  c_u_processors(1_11_2)_  4
    x(2_1_11_10)  c_u_area_cut(1)_  92
    x(2_1_11_11)  goodput   0.10000000000000001
    x(2_1_11_11)  c_e_one_path(2_1_11)_  1
    x(2_1_11_11)  c_e_flow(2_1_2)_  1
    x(2_1_11_11)  c_e_flow(2_2_1)_  -1
    x(2_1_11_11)  c_u_processors(1_11_0)_  4
    x(2_1_11_11)  c_u_processors(1_11_1)_  4
    x(2_1_11_11)  c_u_area_cut(1)_  64
    x(2_1_11_12)  goodput   0.10000000000000001
    x(2_1_11_12)  c_e_one_path(2_1_11)_  1
    x(2_1_11_12)  c_e_flow(2_1_2)_  1
    x(2_1_11_12)  c_e_flow(2_2_2)_  -1
    x(2_1_11_12)  c_u_processors(1_11_0)_  4
    x(2_1_11_12)  c_u_area_cut(1)_  64
    x(2_2_0_1)  goodput   0.25
    x(2_2_0_1)  c_e_one_path(2_2_0)_  1
    x(2_2_0_1)  c_e_flow(2_2_0)_  1
    x(2_2_0_1)  c_u_processors(2_0_0)_  4
    x(2_2_0_1)  c_u_processors(2_0_1)_  4
    x(2_2_0_1)  c_u_processors(2_0_2)_  4
    x(2_2_0_1)  c_u_area_cut(2)_  160
    x(2_2_0_2)  goodput   0.20625000000000002
    x(2_2_0_2)  c_e_one_path(2_2_0)_  1
    x(2_2_0_2)  c_e_flow(2_2_0)_  1
    x(2_2_0_2)  c_u_processors(2_0_0)_  4
    x(2_2_0_2)  c_u_processors(2_0_1)_  4
    x(2_2_0_2)  c_u_area_cut(2)_  132
    x(2_2_0_4)  goodput   0.25
    x(2_2_0_4)  c_e_one_path(2_2_0)_  1
    x(2_2_0_4)  c_e_flow(2_2_1)_  1
    x(2_2_0_4)  c_u_processors(2_0_0)_  4
    x(2_2_0_4)  c_u_processors(2_0_1)_  4
    x(2_2_0_4)  c_u_processors(2_0_2)_  4
    x(2_2_0_4)  c_u_area_cut(2)_  160
    x(2_2_0_5)  goodput   0.20625000000000002
    x(2_2_0_5)  c_e_one_path(2_2_0)_  1
    x(2_2_0_5)  c_e_flow(2_2_1)_  1
    x(2_2_0_5)  c_u_processors(2_0_0)_  4
    x(2_2_0_5)  c_u_processors(2_0_1)_  4
    x(2_2_0_5)  c_u_area_cut(2)_  132
    x(2_2_0_7)  goodput   0.20625000000000002
    x(2_2_0_7)  c_e_one_path(2_2_0)_  1
    x(2_2_0_7)  c_e_flow(2_2_1)_  1
    x(2_2_0_7)  c_u_processors(2_0_1)_  4
    x(2_2_0_7)  c_u_processors(2_0_2)_  4
    x(2_2_0_7)  c_u_area_cut(2)_  132
    x(2_2_0_8)  goodput   0.16250000000000001
    x(2_2_0_8)  c_e_one_path(2_2_0)_  1
    x(2_2_0_8)  c_e_flow(2_2_1)_  1
    x(2_2_0_8)  c_u_processors(2_0_1)_  4
    x(2_2_0_8)  c_u_area_cut(2)_  104
    x(2_2_0_10)  goodput   0.20625000000000002
    x(2_2_0_10)  c_e_one_path(2_2_0)_  1
    x(2_2_0_10)  c_e_flow(2_2_2)_  1
    x(2_2_0_10)  c_u_processors(2_0_0)_  4
    x(2_2_0_10)  c_u_processors(2_0_1)_  4
    x(2_2_0_10)  c_u_processors(2_0_2)_  4
    x(2_2_0_10)  c_u_area_cut(2)_  132
    x(2_2_0_11)  goodput   0.16250000000000001
    x(2_2_0_11)  c_e_one_path(2_2_0)_  1
    x(2_2_0_11)  c_e_flow(2_2_2)_  1
    x(2_2_0_11)  c_u_processors(2_0_0)_  4
    x(2_2_0_11)  c_u_processors(2_0_1)_  4
    x(2_2_0_11)  c_u_area_cut(2)_  104
    x(2_2_0_13)  goodput   0.20625000000000002
    x(2_2_0_13)  c_e_one_path(2_2_0)_  1
    x(2_2_0_13)  c_e_flow(2_2_2)_  1
    x(2_2_0_13)  c_u_processors(2_0_1)_  4
    x(2_2_0_13)  c_u_processors(2_0_2)_  4
    x(2_2_0_13)  c_u_area_cut(2)_  132
    x(2_2_0_14)  goodput   0.16250000000000001
    x(2_2_0_14)  c_e_one_path(2_2_0)_  1
    x(2_2_0_14)  c_e_flow(2_2_2)_  1
    x(2_2_0_14)  c_u_processors(2_0_1)_  4
    x(2_2_0_14)  c_u_area_cut(2)_  104
    x(2_2_1_1)  goodput   0.25
    x(2_2_1_1)  c_e_one_path(2_2_1)_  1
    x(2_2_1_1)  c_e_flow(2_2_0)_  1
    x(2_2_1_1)  c_u_processors(2_1_0)_  4
    x(2_2_1_1)  c_u_processors(2_1_1)_  4
    x(2_2_1_1)  c_u_processors(2_1_2)_  4
    x(2_2_1_1)  c_u_area_cut(2)_  160
    x(2_2_1_2)  goodput   0.20625000000000002
    x(2_2_1_2)  c_e_one_path(2_2_1)_  1
    x(2_2_1_2)  c_e_flow(2_2_0)_  1
    x(2_2_1_2)  c_u_processors(2_1_0)_  4
    x(2_2_1_2)  c_u_processors(2_1_1)_  4
    x(2_2_1_2)  c_u_area_cut(2)_  132
    x(2_2_1_4)  goodput   0.25
    x(2_2_1_4)  c_e_one_path(2_2_1)_  1
    x(2_2_1_4)  c_e_flow(2_2_1)_  1
    x(2_2_1_4)  c_u_processors(2_1_0)_  4
    x(2_2_1_4)  c_u_processors(2_1_1)_  4
    x(2_2_1_4)  c_u_processors(2_1_2)_  4
    x(2_2_1_4)  c_u_area_cut(2)_  160
    x(2_2_1_5)  goodput   0.20625000000000002
    x(2_2_1_5)  c_e_one_path(2_2_1)_  1
    x(2_2_1_5)  c_e_flow(2_2_1)_  1
    x(2_2_1_5)  c_u_processors(2_1_0)_  4
    x(2_2_1_5)  c_u_processors(2_1_1)_  4
    x(2_2_1_5)  c_u_area_cut(2)_  132
    x(2_2_1_7)  goodput   0.19375000000000001
    x(2_2_1_7)  c_e_one_path(2_2_1)_  1
    x(2_2_1_7)  c_e_flow(2_2_1)_  1
    x(2_2_1_7)  c_u_processors(2_1_1)_  4
    x(2_2_1_7)  c_u_processors(2_1_2)_  4
    x(2_2_1_7)  c_u_area_cut(2)_  124
    x(2_2_1_8)  goodput   0.15000000000000002
    x(2_2_1_8)  c_e_one_path(2_2_1)_  1
    x(2_2_1_8)  c_e_flow(2_2_1)_  1
    x(2_2_1_8)  c_u_processors(2_1_1)_  4
    x(2_2_1_8)  c_u_area_cut(2)_  96
    x(2_2_1_10)  goodput   0.20625000000000002
    x(2_2_1_10)  c_e_one_path(2_2_1)_  1
    x(2_2_1_10)  c_e_flow(2_2_2)_  1
    x(2_2_1_10)  c_u_processors(2_1_0)_  4
    x(2_2_1_10)  c_u_processors(2_1_1)_  4
    x(2_2_1_10)  c_u_processors(2_1_2)_  4
    x(2_2_1_10)  c_u_area_cut(2)_  132
    x(2_2_1_11)  goodput   0.16250000000000001
    x(2_2_1_11)  c_e_one_path(2_2_1)_  1
    x(2_2_1_11)  c_e_flow(2_2_2)_  1
    x(2_2_1_11)  c_u_processors(2_1_0)_  4
    x(2_2_1_11)  c_u_processors(2_1_1)_  4
    x(2_2_1_11)  c_u_area_cut(2)_  104
    x(2_2_1_13)  goodput   0.19375000000000001
    x(2_2_1_13)  c_e_one_path(2_2_1)_  1
    x(2_2_1_13)  c_e_flow(2_2_2)_  1
    x(2_2_1_13)  c_u_processors(2_1_1)_  4
    x(2_2_1_13)  c_u_processors(2_1_2)_  4
    x(2_2_1_13)  c_u_area_cut(2)_  124
    x(2_2_1_14)  goodput   0.15000000000000002
    x(2_2_1_14)  c_e_one_path(2_2_1)_  1
    x(2_2_1_14)  c_e_flow(2_2_2)_  1
    x(2_2_1_14)  c_u_processors(2_1_1)_  4
    x(2_2_1_14)  c_u_area_cut(2)_  96
    x(2_2_2_1)  goodput   0.25
    x(2_2_2_1)  c_e_one_path(2_2_2)_  1
    x(2_2_2_1)  c_e_flow(2_2_0)_  1
    x(2_2_2_1)  c_u_processors(2_2_0)_  4
    x(2_2_2_1)  c_u_processors(2_2_1)_  4
    x(2_2_2_1)  c_u_processors(2_2_2)_  4
    x(2_2_2_1)  c_u_area_cut(2)_  160
    x(2_2_2_2)  goodput   0.20625000000000002
    x(2_2_2_2)  c_e_one_path(2_2_2)_  1
    x(2_2_2_2)  c_e_flow(2_2_0)_  1
    x(2_2_2_2)  c_u_processors(2_2_0)_  4
    x(2_2_2_2)  c_u_processors(2_2_1)_  4
    x(2_2_2_2)  c_u_area_cut(2)_  132
    x(2_2_2_4)  goodput   0.25
    x(2_2_2_4)  c_e_one_path(2_2_2)_  1
    x(2_2_2_4)  c_e_flow(2_2_1)_  1
    x(2_2_2_4)  c_u_processors(2_2_0)_  4
    x(2_2_2_4)  c_u_processors(2_2_1)_  4
    x(2_2_2_4)  c_u_processors(2_2_2)_  4
    x(2_2_2_4)  c_u_area_cut(2)_  160
    x(2_2_2_5)  goodput   0.20625000000000002
    x(2_2_2_5)  c_e_one_path(2_2_2)_  1
    x(2_2_2_5)  c_e_flow(2_2_1)_  1
    x(2_2_2_5)  c_u_processors(2_2_0)_  4
    x(2_2_2_5)  c_u_processors(2_2_1)_  4
    x(2_2_2_5)  c_u_area_cut(2)_  132
    x(2_2_2_7)  goodput   0.18125000000000002
    x(2_2_2_7)  c_e_one_path(2_2_2)_  1
    x(2_2_2_7)  c_e_flow(2_2_1)_  1
    x(2_2_2_7)  c_u_processors(2_2_1)_  4
    x(2_2_2_7)  c_u_processors(2_2_2)_  4
    x(2_2_2_7)  c_u_area_cut(2)_  116
    x(2_2_2_8)  goodput   0.13750000000000001
    x(2_2_2_8)  c_e_one_path(2_2_2)_  1
    x(2_2_2_8)  c_e_flow(2_2_1)_  1
    x(2_2_2_8)  c_u_processors(2_2_1)_  4
    x(2_2_2_8)  c_u_area_cut(2)_  88
    x(2_2_2_10)  goodput   0.20625000000000002
    x(2_2_2_10)  c_e_one_path(2_2_2)_  1
    x(2_2_2_10)  c_e_flow(2_2_2)_  1
    x(2_2_2_10)  c_u_processors(2_2_0)_  4
    x(2_2_2_10)  c_u_processors(2_2_1)_  4
    x(2_2_2_10)  c_u_processors(2_2_2)_  4
    x(2_2_2_10)  c_u_area_cut(2)_  132
    x(2_2_2_11)  goodput   0.16250000000000001
    x(2_2_2_11)  c_e_one_path(2_2_2)_  1
    x(2_2_2_11)  c_e_flow(2_2_2)_  1
    x(2_2_2_11)  c_u_processors(2_2_0)_  4
    x(2_2_2_11)  c_u_processors(2_2_1)_  4
    x(2_2_2_11)  c_u_area_cut(2)_  104
    x(2_2_2_13)  goodput   0.18125000000000002
    x(2_2_2_13)  c_e_one_path(2_2_2)_  1
    x(2_2_2_13)  c_e_flow(2_2_2)_  1
    x(2_2_2_13)  c_u_processors(2_2_1)_  4
    x(2_2_2_13)  c_u_processors(2_2_2)_  4
    x(2_2_2_13)  c_u_area_cut(2)_  116
    x(2_2_2_14)  goodput   0.13750000000000001
    x(2_2_2_14)  c_e_one_path(2_2_2)_  1
    x(2_2_2_14)  c_e_flow(2_2_2)_  1
    x(2_2_2_14)  c_u_processors(2_2_1)_  4
    x(2_2_2_14)  c_u_area_cut(2)_  88
    x(2_2_3_1)  goodput   0.25
    x(2_2_3_1)  c_e_one_path(2_2_3)_  1
    x(2_2_3_1)  c_e_flow(2_2_0)_  1
    x(2_2_3_1)  c_u_processors(2_3_0)_  4
    x(2_2_3_1)  c_u_processors(2_3_1)_  4
    x(2_2_3_1)  c_u_processors(2_3_2)_  4
    x(2_2_3_1)  c_u_area_cut(2)_  160
    x(2_2_3_2)  goodput   0.20625000000000002
    x(2_2_3_2)  c_e_one_path(2_2_3)_  1
    x(2_2_3_2)  c_e_flow(2_2_0)_  1
    x(2_2_3_2)  c_u_processors(2_3_0)_  4
    x(2_2_3_2)  c_u_processors(2_3_1)_  4
    x(2_2_3_2)  c_u_area_cut(2)_  132
    x(2_2_3_4)  goodput   0.25
    x(2_2_3_4)  c_e_one_path(2_2_3)_  1
    x(2_2_3_4)  c_e_flow(2_2_1)_  1
    x(2_2_3_4)  c_u_processors(2_3_0)_  4
    x(2_2_3_4)  c_u_processors(2_3_1)_  4
    x(2_2_3_4)  c_u_processors(2_3_2)_  4
    x(2_2_3_4)  c_u_area_cut(2)_  160
    x(2_2_3_5)  goodput   0.20625000000000002
    x(2_2_3_5)  c_e_one_path(2_2_3)_  1
    x(2_2_3_5)  c_e_flow(2_2_1)_  1
    x(2_2_3_5)  c_u_processors(2_3_0)_  4
    x(2_2_3_5)  c_u_processors(2_3_1)_  4
    x(2_2_3_5)  c_u_area_cut(2)_  132
    x(2_2_3_7)  goodput   0.16250000000000001
    x(2_2_3_7)  c_e_one_path(2_2_3)_  1
    x(2_2_3_7)  c_e_flow(2_2_1)_  1
    x(2_2_3_7)  c_u_processors(2_3_1)_  4
    x(2_2_3_7)  c_u_processors(2_3_2)_  4
    x(2_2_3_7)  c_u_area_cut(2)_  104
    x(2_2_3_8)  goodput   0.11875000000000001
    x(2_2_3_8)  c_e_one_path(2_2_3)_  1
    x(2_2_3_8)  c_e_flow(2_2_1)_  1
    x(2_2_3_8)  c_u_processors(2_3_1)_  4
    x(2_2_3_8)  c_u_area_cut(2)_  76
    x(2_2_3_10)  goodput   0.20625000000000002
    x(2_2_3_10)  c_e_one_path(2_2_3)_  1
    x(2_2_3_10)  c_e_flow(2_2_2)_  1
    x(2_2_3_10)  c_u_processors(2_3_0)_  4
    x(2_2_3_10)  c_u_processors(2_3_1)_  4
    x(2_2_3_10)  c_u_processors(2_3_2)_  4
    x(2_2_3_10)  c_u_area_cut(2)_  132
    x(2_2_3_11)  goodput   0.16250000000000001
    x(2_2_3_11)  c_e_one_path(2_2_3)_  1
    x(2_2_3_11)  c_e_flow(2_2_2)_  1
    x(2_2_3_11)  c_u_processors(2_3_0)_  4
    x(2_2_3_11)  c_u_processors(2_3_1)_  4
    x(2_2_3_11)  c_u_area_cut(2)_  104
    x(2_2_3_13)  goodput   0.16250000000000001
    x(2_2_3_13)  c_e_one_path(2_2_3)_  1
    x(2_2_3_13)  c_e_flow(2_2_2)_  1
    x(2_2_3_13)  c_u_processors(2_3_1)_  4
    x(2_2_3_13)  c_u_processors(2_3_2)_  4
    x(2_2_3_13)  c_u_area_cut(2)_  104
    x(2_2_3_14)  goodput   0.11875000000000001
    x(2_2_3_14)  c_e_one_path(2_2_3)_  1
    x(2_2_3_14)  c_e_flow(2_2_2)_  1
    x(2_2_3_14)  c_u_processors(2_3_1)_  4
    x(2_2_3_14)  c_u_area_cut(2)_  76
    x(2_2_4_1)  goodput   0.25
    x(2_2_4_1)  c_e_one_path(2_2_4)_  1
    x(2_2_4_1)  c_e_flow(2_2_0)_  1
    x(2_2_4_1)  c_u_processors(2_4_0)_  4
    x(2_2_4_1)  c_u_processors(2_4_1)_  4
    x(2_2_4_1)  c_u_processors(2_4_2)_  4
    x(2_2_4_1)  c_u_area_cut(2)_  160
    x(2_2_4_2)  goodput   0.20625000000000002
    x(2_2_4_2)  c_e_one_path(2_2_4)_  1
    x(2_2_4_2)  c_e_flow(2_2_0)_  1
    x(2_2_4_2)  c_u_processors(2_4_0)_  4
    x(2_2_4_2)  c_u_processors(2_4_1)_  4
    x(2_2_4_2)  c_u_area_cut(2)_  132
    x(2_2_4_3)  goodput   0.0062500000000000003
    x(2_2_4_3)  c_e_one_path(2_2_4)_  1
    x(2_2_4_3)  c_e_flow(2_2_0)_  1
    x(2_2_4_3)  c_u_processors(2_4_0)_  4
    x(2_2_4_3)  c_u_area_cut(2)_  4
    x(2_2_4_4)  goodput   0.25
    x(2_2_4_4)  c_e_one_path(2_2_4)_  1
    x(2_2_4_4)  c_e_flow(2_2_1)_  1
    x(2_2_4_4)  c_u_processors(2_4_0)_  4
    x(2_2_4_4)  c_u_processors(2_4_1)_  4
    x(2_2_4_4)  c_u_processors(2_4_2)_  4
    x(2_2_4_4)  c_u_area_cut(2)_  160
    x(2_2_4_5)  goodput   0.20625000000000002
    x(2_2_4_5)  c_e_one_path(2_2_4)_  1
    x(2_2_4_5)  c_e_flow(2_2_1)_  1
    x(2_2_4_5)  c_u_processors(2_4_0)_  4
    x(2_2_4_5)  c_u_processors(2_4_1)_  4
    x(2_2_4_5)  c_u_area_cut(2)_  132
    x(2_2_4_6)  goodput   0.0062500000000000003
    x(2_2_4_6)  c_e_one_path(2_2_4)_  1
    x(2_2_4_6)  c_e_flow(2_2_1)_  1
    x(2_2_4_6)  c_u_processors(2_4_0)_  4
    x(2_2_4_6)  c_u_area_cut(2)_  4
    x(2_2_4_7)  goodput   0.15625
    x(2_2_4_7)  c_e_one_path(2_2_4)_  1
    x(2_2_4_7)  c_e_flow(2_2_1)_  1
    x(2_2_4_7)  c_u_processors(2_4_1)_  4
    x(2_2_4_7)  c_u_processors(2_4_2)_  4
    x(2_2_4_7)  c_u_area_cut(2)_  100
    x(2_2_4_8)  goodput   0.1125
    x(2_2_4_8)  c_e_one_path(2_2_4)_  1
    x(2_2_4_8)  c_e_flow(2_2_1)_  1
    x(2_2_4_8)  c_u_processors(2_4_1)_  4
    x(2_2_4_8)  c_u_area_cut(2)_  72
    x(2_2_4_10)  goodput   0.20625000000000002
    x(2_2_4_10)  c_e_one_path(2_2_4)_  1
    x(2_2_4_10)  c_e_flow(2_2_2)_  1
    x(2_2_4_10)  c_u_processors(2_4_0)_  4
    x(2_2_4_10)  c_u_processors(2_4_1)_  4
    x(2_2_4_10)  c_u_processors(2_4_2)_  4
    x(2_2_4_10)  c_u_area_cut(2)_  132
    x(2_2_4_11)  goodput   0.16250000000000001
    x(2_2_4_11)  c_e_one_path(2_2_4)_  1
    x(2_2_4_11)  c_e_flow(2_2_2)_  1
    x(2_2_4_11)  c_u_processors(2_4_0)_  4
    x(2_2_4_11)  c_u_processors(2_4_1)_  4
    x(2_2_4_11)  c_u_area_cut(2)_  104
    x(2_2_4_13)  goodput   0.15625
    x(2_2_4_13)  c_e_one_path(2_2_4)_  1
    x(2_2_4_13)  c_e_flow(2_2_2)_  1
    x(2_2_4_13)  c_u_processors(2_4_1)_  4
    x(2_2_4_13)  c_u_processors(2_4_2)_  4
    x(2_2_4_13)  c_u_area_cut(2)_  100
    x(2_2_4_14)  goodput   0.1125
    x(2_2_4_14)  c_e_one_path(2_2_4)_  1
    x(2_2_4_14)  c_e_flow(2_2_2)_  1
    x(2_2_4_14)  c_u_processors(2_4_1)_  4
    x(2_2_4_14)  c_u_area_cut(2)_  72
    x(2_2_5_1)  goodput   0.25
    x(2_2_5_1)  c_e_one_path(2_2_5)_  1
    x(2_2_5_1)  c_e_flow(2_2_0)_  1
    x(2_2_5_1)  c_u_processors(2_5_0)_  4
    x(2_2_5_1)  c_u_processors(2_5_1)_  4
    x(2_2_5_1)  c_u_processors(2_5_2)_  4
    x(2_2_5_1)  c_u_area_cut(2)_  160
    x(2_2_5_2)  goodput   0.20625000000000002
    x(2_2_5_2)  c_e_one_path(2_2_5)_  1
    x(2_2_5_2)  c_e_flow(2_2_0)_  1
    x(2_2_5_2)  c_u_processors(2_5_0)_  4
    x(2_2_5_2)  c_u_processors(2_5_1)_  4
    x(2_2_5_2)  c_u_area_cut(2)_  132
    x(2_2_5_3)  goodput   0.043750000000000004
    x(2_2_5_3)  c_e_one_path(2_2_5)_  1
    x(2_2_5_3)  c_e_flow(2_2_0)_  1
    x(2_2_5_3)  c_u_processors(2_5_0)_  4
    x(2_2_5_3)  c_u_area_cut(2)_  28
    x(2_2_5_4)  goodput   0.25
    x(2_2_5_4)  c_e_one_path(2_2_5)_  1
    x(2_2_5_4)  c_e_flow(2_2_1)_  1
    x(2_2_5_4)  c_u_processors(2_5_0)_  4
    x(2_2_5_4)  c_u_processors(2_5_1)_  4
    x(2_2_5_4)  c_u_processors(2_5_2)_  4
    x(2_2_5_4)  c_u_area_cut(2)_  160
    x(2_2_5_5)  goodput   0.20625000000000002
    x(2_2_5_5)  c_e_one_path(2_2_5)_  1
    x(2_2_5_5)  c_e_flow(2_2_1)_  1
    x(2_2_5_5)  c_u_processors(2_5_0)_  4
    x(2_2_5_5)  c_u_processors(2_5_1)_  4
    x(2_2_5_5)  c_u_area_cut(2)_  132
    x(2_2_5_6)  goodput   0.043750000000000004
    x(2_2_5_6)  c_e_one_path(2_2_5)_  1
    x(2_2_5_6)  c_e_flow(2_2_1)_  1
    x(2_2_5_6)  c_u_processors(2_5_0)_  4
    x(2_2_5_6)  c_u_area_cut(2)_  28
    x(2_2_5_7)  goodput   0.11875000000000001
    x(2_2_5_7)  c_e_one_path(2_2_5)_  1
    x(2_2_5_7)  c_e_flow(2_2_1)_  1
    x(2_2_5_7)  c_u_processors(2_5_1)_  4
    x(2_2_5_7)  c_u_processors(2_5_2)_  4
    x(2_2_5_7)  c_u_area_cut(2)_  76
    x(2_2_5_8)  goodput   0.075000000000000011
    x(2_2_5_8)  c_e_one_path(2_2_5)_  1
    x(2_2_5_8)  c_e_flow(2_2_1)_  1
    x(2_2_5_8)  c_u_processors(2_5_1)_  4
    x(2_2_5_8)  c_u_area_cut(2)_  48
    x(2_2_5_10)  goodput   0.20625000000000002
    x(2_2_5_10)  c_e_one_path(2_2_5)_  1
    x(2_2_5_10)  c_e_flow(2_2_2)_  1
    x(2_2_5_10)  c_u_processors(2_5_0)_  4
    x(2_2_5_10)  c_u_processors(2_5_1)_  4
    x(2_2_5_10)  c_u_processors(2_5_2)_  4
    x(2_2_5_10)  c_u_area_cut(2)_  132
    x(2_2_5_11)  goodput   0.16250000000000001
    x(2_2_5_11)  c_e_one_path(2_2_5)_  1
    x(2_2_5_11)  c_e_flow(2_2_2)_  1
    x(2_2_5_11)  c_u_processors(2_5_0)_  4
    x(2_2_5_11)  c_u_processors(2_5_1)_  4
    x(2_2_5_11)  c_u_area_cut(2)_  104
    x(2_2_5_13)  goodput   0.11875000000000001
    x(2_2_5_13)  c_e_one_path(2_2_5)_  1
    x(2_2_5_13)  c_e_flow(2_2_2)_  1
    x(2_2_5_13)  c_u_processors(2_5_1)_  4
    x(2_2_5_13)  c_u_processors(2_5_2)_  4
    x(2_2_5_13)  c_u_area_cut(2)_  76
    x(2_2_5_14)  goodput   0.075000000000000011
    x(2_2_5_14)  c_e_one_path(2_2_5)_  1
    x(2_2_5_14)  c_e_flow(2_2_2)_  1
    x(2_2_5_14)  c_u_processors(2_5_1)_  4
    x(2_2_5_14)  c_u_area_cut(2)_  48
    x(2_2_6_1)  goodput   0.25
    x(2_2_6_1)  c_e_one_path(2_2_6)_  1
    x(2_2_6_1)  c_e_flow(2_2_0)_  1
    x(2_2_6_1)  c_u_processors(2_6_0)_  4
    x(2_2_6_1)  c_u_processors(2_6_1)_  4
    x(2_2_6_1)  c_u_processors(2_6_2)_  4
    x(2_2_6_1)  c_u_area_cut(2)_  160
    x(2_2_6_2)  goodput   0.20625000000000002
    x(2_2_6_2)  c_e_one_path(2_2_6)_  1
    x(2_2_6_2)  c_e_flow(2_2_0)_  1
    x(2_2_6_2)  c_u_processors(2_6_0)_  4
    x(2_2_6_2)  c_u_processors(2_6_1)_  4
    x(2_2_6_2)  c_u_area_cut(2)_  132
    x(2_2_6_3)  goodput   0.11875000000000001
    x(2_2_6_3)  c_e_one_path(2_2_6)_  1
    x(2_2_6_3)  c_e_flow(2_2_0)_  1
    x(2_2_6_3)  c_u_processors(2_6_0)_  4
    x(2_2_6_3)  c_u_area_cut(2)_  76
    x(2_2_6_4)  goodput   0.25
    x(2_2_6_4)  c_e_one_path(2_2_6)_  1
    x(2_2_6_4)  c_e_flow(2_2_1)_  1
    x(2_2_6_4)  c_u_processors(2_6_0)_  4
    x(2_2_6_4)  c_u_processors(2_6_1)_  4
    x(2_2_6_4)  c_u_processors(2_6_2)_  4
    x(2_2_6_4)  c_u_area_cut(2)_  160
    x(2_2_6_5)  goodput   0.20625000000000002
    x(2_2_6_5)  c_e_one_path(2_2_6)_  1
    x(2_2_6_5)  c_e_flow(2_2_1)_  1
    x(2_2_6_5)  c_u_processors(2_6_0)_  4
    x(2_2_6_5)  c_u_processors(2_6_1)_  4
    x(2_2_6_5)  c_u_area_cut(2)_  132
    x(2_2_6_6)  goodput   0.11875000000000001
    x(2_2_6_6)  c_e_one_path(2_2_6)_  1
    x(2_2_6_6)  c_e_flow(2_2_1)_  1
    x(2_2_6_6)  c_u_processors(2_6_0)_  4
    x(2_2_6_6)  c_u_area_cut(2)_  76
    x(2_2_6_7)  goodput   0.043750000000000004
    x(2_2_6_7)  c_e_one_path(2_2_6)_  1
    x(2_2_6_7)  c_e_flow(2_2_1)_  1
    x(2_2_6_7)  c_u_processors(2_6_1)_  4
    x(2_2_6_7)  c_u_processors(2_6_2)_  4
    x(2_2_6_7)  c_u_area_cut(2)_  28
    x(2_2_6_10)  goodput   0.20625000000000002
    x(2_2_6_10)  c_e_one_path(2_2_6)_  1
    x(2_2_6_10)  c_e_flow(2_2_2)_  1
    x(2_2_6_10)  c_u_processors(2_6_0)_  4
    x(2_2_6_10)  c_u_processors(2_6_1)_  4
    x(2_2_6_10)  c_u_processors(2_6_2)_  4
    x(2_2_6_10)  c_u_area_cut(2)_  132
    x(2_2_6_11)  goodput   0.16250000000000001
    x(2_2_6_11)  c_e_one_path(2_2_6)_  1
    x(2_2_6_11)  c_e_flow(2_2_2)_  1
    x(2_2_6_11)  c_u_processors(2_6_0)_  4
    x(2_2_6_11)  c_u_processors(2_6_1)_  4
    x(2_2_6_11)  c_u_area_cut(2)_  104
    x(2_2_6_12)  goodput   0.075000000000000011
    x(2_2_6_12)  c_e_one_path(2_2_6)_  1
    x(2_2_6_12)  c_e_flow(2_2_2)_  1
    x(2_2_6_12)  c_u_processors(2_6_0)_  4
    x(2_2_6_12)  c_u_area_cut(2)_  48
    x(2_2_6_13)  goodput   0.043750000000000004
    x(2_2_6_13)  c_e_one_path(2_2_6)_  1
    x(2_2_6_13)  c_e_flow(2_2_2)_  1
    x(2_2_6_13)  c_u_processors(2_6_1)_  4
    x(2_2_6_13)  c_u_processors(2_6_2)_  4
    x(2_2_6_13)  c_u_area_cut(2)_  28
    x(2_2_7_1)  goodput   0.25
    x(2_2_7_1)  c_e_one_path(2_2_7)_  1
    x(2_2_7_1)  c_e_flow(2_2_0)_  1
    x(2_2_7_1)  c_u_processors(2_7_0)_  4
    x(2_2_7_1)  c_u_processors(2_7_1)_  4
    x(2_2_7_1)  c_u_processors(2_7_2)_  4
    x(2_2_7_1)  c_u_area_cut(2)_  160
    x(2_2_7_2)  goodput   0.20625000000000002
    x(2_2_7_2)  c_e_one_path(2_2_7)_  1
    x(2_2_7_2)  c_e_flow(2_2_0)_  1
    x(2_2_7_2)  c_u_processors(2_7_0)_  4
    x(2_2_7_2)  c_u_processors(2_7_1)_  4
    x(2_2_7_2)  c_u_area_cut(2)_  132
    x(2_2_7_3)  goodput   0.15625
    x(2_2_7_3)  c_e_one_path(2_2_7)_  1
    x(2_2_7_3)  c_e_flow(2_2_0)_  1
    x(2_2_7_3)  c_u_processors(2_7_0)_  4
    x(2_2_7_3)  c_u_area_cut(2)_  100
    x(2_2_7_4)  goodput   0.25
    x(2_2_7_4)  c_e_one_path(2_2_7)_  1
    x(2_2_7_4)  c_e_flow(2_2_1)_  1
    x(2_2_7_4)  c_u_processors(2_7_0)_  4
    x(2_2_7_4)  c_u_processors(2_7_1)_  4
    x(2_2_7_4)  c_u_processors(2_7_2)_  4
    x(2_2_7_4)  c_u_area_cut(2)_  160
    x(2_2_7_5)  goodput   0.20625000000000002
    x(2_2_7_5)  c_e_one_path(2_2_7)_  1
    x(2_2_7_5)  c_e_flow(2_2_1)_  1
    x(2_2_7_5)  c_u_processors(2_7_0)_  4
    x(2_2_7_5)  c_u_processors(2_7_1)_  4
    x(2_2_7_5)  c_u_area_cut(2)_  132
    x(2_2_7_6)  goodput   0.15625
    x(2_2_7_6)  c_e_one_path(2_2_7)_  1
    x(2_2_7_6)  c_e_flow(2_2_1)_  1
    x(2_2_7_6)  c_u_processors(2_7_0)_  4
    x(2_2_7_6)  c_u_area_cut(2)_  100
    x(2_2_7_7)  goodput   0.0062500000000000003
    x(2_2_7_7)  c_e_one_path(2_2_7)_  1
    x(2_2_7_7)  c_e_flow(2_2_1)_  1
    x(2_2_7_7)  c_u_processors(2_7_1)_  4
    x(2_2_7_7)  c_u_processors(2_7_2)_  4
    x(2_2_7_7)  c_u_area_cut(2)_  4
    x(2_2_7_10)  goodput   0.20625000000000002
    x(2_2_7_10)  c_e_one_path(2_2_7)_  1
    x(2_2_7_10)  c_e_flow(2_2_2)_  1
    x(2_2_7_10)  c_u_processors(2_7_0)_  4
    x(2_2_7_10)  c_u_processors(2_7_1)_  4
    x(2_2_7_10)  c_u_processors(2_7_2)_  4
    x(2_2_7_10)  c_u_area_cut(2)_  132
    x(2_2_7_11)  goodput   0.16250000000000001
    x(2_2_7_11)  c_e_one_path(2_2_7)_  1
    x(2_2_7_11)  c_e_flow(2_2_2)_  1
    x(2_2_7_11)  c_u_processors(2_7_0)_  4
    x(2_2_7_11)  c_u_processors(2_7_1)_  4
    x(2_2_7_11)  c_u_area_cut(2)_  104
    x(2_2_7_12)  goodput   0.1125
    x(2_2_7_12)  c_e_one_path(2_2_7)_  1
    x(2_2_7_12)  c_e_flow(2_2_2)_  1
    x(2_2_7_12)  c_u_processors(2_7_0)_  4
    x(2_2_7_12)  c_u_area_cut(2)_  72
    x(2_2_7_13)  goodput   0.0062500000000000003
    x(2_2_7_13)  c_e_one_path(2_2_7)_  1
    x(2_2_7_13)  c_e_flow(2_2_2)_  1
    x(2_2_7_13)  c_u_processors(2_7_1)_  4
    x(2_2_7_13)  c_u_processors(2_7_2)_  4
    x(2_2_7_13)  c_u_area_cut(2)_  4
    x(2_2_8_1)  goodput   0.25
    x(2_2_8_1)  c_e_one_path(2_2_8)_  1
    x(2_2_8_1)  c_e_flow(2_2_0)_  1
    x(2_2_8_1)  c_u_processors(2_8_0)_  4
    x(2_2_8_1)  c_u_processors(2_8_1)_  4
    x(2_2_8_1)  c_u_processors(2_8_2)_  4
    x(2_2_8_1)  c_u_area_cut(2)_  160
    x(2_2_8_2)  goodput   0.20625000000000002
    x(2_2_8_2)  c_e_one_path(2_2_8)_  1
    x(2_2_8_2)  c_e_flow(2_2_0)_  1
    x(2_2_8_2)  c_u_processors(2_8_0)_  4
    x(2_2_8_2)  c_u_processors(2_8_1)_  4
    x(2_2_8_2)  c_u_area_cut(2)_  132
    x(2_2_8_3)  goodput   0.16250000000000001
    x(2_2_8_3)  c_e_one_path(2_2_8)_  1
    x(2_2_8_3)  c_e_flow(2_2_0)_  1
    x(2_2_8_3)  c_u_processors(2_8_0)_  4
    x(2_2_8_3)  c_u_area_cut(2)_  104
    x(2_2_8_4)  goodput   0.25
    x(2_2_8_4)  c_e_one_path(2_2_8)_  1
    x(2_2_8_4)  c_e_flow(2_2_1)_  1
    x(2_2_8_4)  c_u_processors(2_8_0)_  4
    x(2_2_8_4)  c_u_processors(2_8_1)_  4
    x(2_2_8_4)  c_u_processors(2_8_2)_  4
    x(2_2_8_4)  c_u_area_cut(2)_  160
    x(2_2_8_5)  goodput   0.20625000000000002
    x(2_2_8_5)  c_e_one_path(2_2_8)_  1
    x(2_2_8_5)  c_e_flow(2_2_1)_  1
    x(2_2_8_5)  c_u_processors(2_8_0)_  4
    x(2_2_8_5)  c_u_processors(2_8_1)_  4
    x(2_2_8_5)  c_u_area_cut(2)_  132
    x(2_2_8_6)  goodput   0.16250000000000001
    x(2_2_8_6)  c_e_one_path(2_2_8)_  1
    x(2_2_8_6)  c_e_flow(2_2_1)_  1
    x(2_2_8_6)  c_u_processors(2_8_0)_  4
    x(2_2_8_6)  c_u_area_cut(2)_  104
    x(2_2_8_10)  goodput   0.20625000000000002
    x(2_2_8_10)  c_e_one_path(2_2_8)_  1
    x(2_2_8_10)  c_e_flow(2_2_2)_  1
    x(2_2_8_10)  c_u_processors(2_8_0)_  4
    x(2_2_8_10)  c_u_processors(2_8_1)_  4
    x(2_2_8_10)  c_u_processors(2_8_2)_  4
    x(2_2_8_10)  c_u_area_cut(2)_  132
    x(2_2_8_11)  goodput   0.16250000000000001
    x(2_2_8_11)  c_e_one_path(2_2_8)_  1
    x(2_2_8_11)  c_e_flow(2_2_2)_  1
    x(2_2_8_11)  c_u_processors(2_8_0)_  4
    x(2_2_8_11)  c_u_processors(2_8_1)_  4
    x(2_2_8_11)  c_u_area_cut(2)_  104
    x(2_2_8_12)  goodput   0.11875000000000001
    x(2_2_8_12)  c_e_one_path(2_2_8)_  1
    x(2_2_8_12)  c_e_flow(2_2_2)_  1
    x(2_2_8_12)  c_u_processors(2_8_0)_  4
    x(2_2_8_12)  c_u_area_cut(2)_  76
    x(2_2_9_1)  goodput   0.25
    x(2_2_9_1)  c_e_one_path(2_2_9)_  1
    x(2_2_9_1)  c_e_flow(2_2_0)_  1
    x(2_2_9_1)  c_u_processors(2_9_0)_  4
    x(2_2_9_1)  c_u_processors(2_9_1)_  4
    x(2_2_9_1)  c_u_processors(2_9_2)_  4
    x(2_2_9_1)  c_u_area_cut(2)_  160
    x(2_2_9_2)  goodput   0.20625000000000002
    x(2_2_9_2)  c_e_one_path(2_2_9)_  1
    x(2_2_9_2)  c_e_flow(2_2_0)_  1
    x(2_2_9_2)  c_u_processors(2_9_0)_  4
    x(2_2_9_2)  c_u_processors(2_9_1)_  4
    x(2_2_9_2)  c_u_area_cut(2)_  132
    x(2_2_9_3)  goodput   0.18125000000000002
    x(2_2_9_3)  c_e_one_path(2_2_9)_  1
    x(2_2_9_3)  c_e_flow(2_2_0)_  1
    x(2_2_9_3)  c_u_processors(2_9_0)_  4
    x(2_2_9_3)  c_u_area_cut(2)_  116
    x(2_2_9_4)  goodput   0.25
    x(2_2_9_4)  c_e_one_path(2_2_9)_  1
    x(2_2_9_4)  c_e_flow(2_2_1)_  1
    x(2_2_9_4)  c_u_processors(2_9_0)_  4
    x(2_2_9_4)  c_u_processors(2_9_1)_  4
    x(2_2_9_4)  c_u_processors(2_9_2)_  4
    x(2_2_9_4)  c_u_area_cut(2)_  160
    x(2_2_9_5)  goodput   0.20625000000000002
    x(2_2_9_5)  c_e_one_path(2_2_9)_  1
    x(2_2_9_5)  c_e_flow(2_2_1)_  1
    x(2_2_9_5)  c_u_processors(2_9_0)_  4
    x(2_2_9_5)  c_u_processors(2_9_1)_  4
    x(2_2_9_5)  c_u_area_cut(2)_  132
    x(2_2_9_6)  goodput   0.18125000000000002
    x(2_2_9_6)  c_e_one_path(2_2_9)_  1
    x(2_2_9_6)  c_e_flow(2_2_1)_  1
    x(2_2_9_6)  c_u_processors(2_9_0)_  4
    x(2_2_9_6)  c_u_area_cut(2)_  116
    x(2_2_9_10)  goodput   0.20625000000000002
    x(2_2_9_10)  c_e_one_path(2_2_9)_  1
    x(2_2_9_10)  c_e_flow(2_2_2)_  1
    x(2_2_9_10)  c_u_processors(2_9_0)_  4
    x(2_2_9_10)  c_u_processors(2_9_1)_  4
    x(2_2_9_10)  c_u_processors(2_9_2)_  4
    x(2_2_9_10)  c_u_area_cut(2)_  132
    x(2_2_9_11)  goodput   0.16250000000000001
    x(2_2_9_11)  c_e_one_path(2_2_9)_  1
    x(2_2_9_11)  c_e_flow(2_2_2)_  1
    x(2_2_9_11)  c_u_processors(2_9_0)_  4
    x(2_2_9_11)  c_u_processors(2_9_1)_  4
    x(2_2_9_11)  c_u_area_cut(2)_  104
    x(2_2_9_12)  goodput   0.13750000000000001
    x(2_2_9_12)  c_e_one_path(2_2_9)_  1
    x(2_2_9_12)  c_e_flow(2_2_2)_  1
    x(2_2_9_12)  c_u_processors(2_9_0)_  4
    x(2_2_9_12)  c_u_area_cut(2)_  88
    x(2_2_10_1)  goodput   0.25
    x(2_2_10_1)  c_e_one_path(2_2_10)_  1
    x(2_2_10_1)  c_e_flow(2_2_0)_  1
    x(2_2_10_1)  c_u_processors(2_10_0)_  4
    x(2_2_10_1)  c_u_processors(2_10_1)_  4
    x(2_2_10_1)  c_u_processors(2_10_2)_  4
    x(2_2_10_1)  c_u_area_cut(2)_  160
    x(2_2_10_2)  goodput   0.20625000000000002
    x(2_2_10_2)  c_e_one_path(2_2_10)_  1
    x(2_2_10_2)  c_e_flow(2_2_0)_  1
    x(2_2_10_2)  c_u_processors(2_10_0)_  4
    x(2_2_10_2)  c_u_processors(2_10_1)_  4
    x(2_2_10_2)  c_u_area_cut(2)_  132
    x(2_2_10_3)  goodput   0.19375000000000001
    x(2_2_10_3)  c_e_one_path(2_2_10)_  1
    x(2_2_10_3)  c_e_flow(2_2_0)_  1
    x(2_2_10_3)  c_u_processors(2_10_0)_  4
    x(2_2_10_3)  c_u_area_cut(2)_  124
    x(2_2_10_4)  goodput   0.25
    x(2_2_10_4)  c_e_one_path(2_2_10)_  1
    x(2_2_10_4)  c_e_flow(2_2_1)_  1
    x(2_2_10_4)  c_u_processors(2_10_0)_  4
    x(2_2_10_4)  c_u_processors(2_10_1)_  4
    x(2_2_10_4)  c_u_processors(2_10_2)_  4
    x(2_2_10_4)  c_u_area_cut(2)_  160
    x(2_2_10_5)  goodput   0.20625000000000002
    x(2_2_10_5)  c_e_one_path(2_2_10)_  1
    x(2_2_10_5)  c_e_flow(2_2_1)_  1
    x(2_2_10_5)  c_u_processors(2_10_0)_  4
    x(2_2_10_5)  c_u_processors(2_10_1)_  4
    x(2_2_10_5)  c_u_area_cut(2)_  132
    x(2_2_10_6)  goodput   0.19375000000000001
    x(2_2_10_6)  c_e_one_path(2_2_10)_  1
    x(2_2_10_6)  c_e_flow(2_2_1)_  1
    x(2_2_10_6)  c_u_processors(2_10_0)_  4
    x(2_2_10_6)  c_u_area_cut(2)_  124
    x(2_2_10_10)  goodput   0.20625000000000002
    x(2_2_10_10)  c_e_one_path(2_2_10)_  1
    x(2_2_10_10)  c_e_flow(2_2_2)_  1
    x(2_2_10_10)  c_u_processors(2_10_0)_  4
    x(2_2_10_10)  c_u_processors(2_10_1)_  4
    x(2_2_10_10)  c_u_processors(2_10_2)_  4
    x(2_2_10_10)  c_u_area_cut(2)_  132
    x(2_2_10_11)  goodput   0.16250000000000001
    x(2_2_10_11)  c_e_one_path(2_2_10)_  1
    x(2_2_10_11)  c_e_flow(2_2_2)_  1
    x(2_2_10_11)  c_u_processors(2_10_0)_  4
    x(2_2_10_11)  c_u_processors(2_10_1)_  4
    x(2_2_10_11)  c_u_area_cut(2)_  104
    x(2_2_10_12)  goodput   0.15000000000000002
    x(2_2_10_12)  c_e_one_path(2_2_10)_  1
    x(2_2_10_12)  c_e_flow(2_2_2)_  1
    x(2_2_10_12)  c_u_processors(2_10_0)_  4
    x(2_2_10_12)  c_u_area_cut(2)_  96
    x(2_2_11_1)  goodput   0.25
    x(2_2_11_1)  c_e_one_path(2_2_11)_  1
    x(2_2_11_1)  c_e_flow(2_2_0)_  1
    x(2_2_11_1)  c_u_processors(2_11_0)_  4
    x(2_2_11_1)  c_u_processors(2_11_1)_  4
    x(2_2_11_1)  c_u_processors(2_11_2)_  4
    x(2_2_11_1)  c_u_area_cut(2)_  160
    x(2_2_11_2)  goodput   0.20625000000000002
    x(2_2_11_2)  c_e_one_path(2_2_11)_  1
    x(2_2_11_2)  c_e_flow(2_2_0)_  1
    x(2_2_11_2)  c_u_processors(2_11_0)_  4
    x(2_2_11_2)  c_u_processors(2_11_1)_  4
    x(2_2_11_2)  c_u_area_cut(2)_  132
    x(2_2_11_3)  goodput   0.20625000000000002
    x(2_2_11_3)  c_e_one_path(2_2_11)_  1
    x(2_2_11_3)  c_e_flow(2_2_0)_  1
    x(2_2_11_3)  c_u_processors(2_11_0)_  4
    x(2_2_11_3)  c_u_area_cut(2)_  132
    x(2_2_11_4)  goodput   0.25
    x(2_2_11_4)  c_e_one_path(2_2_11)_  1
    x(2_2_11_4)  c_e_flow(2_2_1)_  1
    x(2_2_11_4)  c_u_processors(2_11_0)_  4
    x(2_2_11_4)  c_u_processors(2_11_1)_  4
    x(2_2_11_4)  c_u_processors(2_11_2)_  4
    x(2_2_11_4)  c_u_area_cut(2)_  160
    x(2_2_11_5)  goodput   0.20625000000000002
    x(2_2_11_5)  c_e_one_path(2_2_11)_  1
    x(2_2_11_5)  c_e_flow(2_2_1)_  1
    x(2_2_11_5)  c_u_processors(2_11_0)_  4
    x(2_2_11_5)  c_u_processors(2_11_1)_  4
    x(2_2_11_5)  c_u_area_cut(2)_  132
    x(2_2_11_6)  goodput   0.20625000000000002
    x(2_2_11_6)  c_e_one_path(2_2_11)_  1
    x(2_2_11_6)  c_e_flow(2_2_1)_  1
    x(2_2_11_6)  c_u_processors(2_11_0)_  4
    x(2_2_11_6)  c_u_area_cut(2)_  132
    x(2_2_11_10)  goodput   0.20625000000000002
    x(2_2_11_10)  c_e_one_path(2_2_11)_  1
    x(2_2_11_10)  c_e_flow(2_2_2)_  1
    x(2_2_11_10)  c_u_processors(2_11_0)_  4
    x(2_2_11_10)  c_u_processors(2_11_1)_  4
    x(2_2_11_10)  c_u_processors(2_11_2)_  4
    x(2_2_11_10)  c_u_area_cut(2)_  132
    x(2_2_11_11)  goodput   0.16250000000000001
    x(2_2_11_11)  c_e_one_path(2_2_11)_  1
    x(2_2_11_11)  c_e_flow(2_2_2)_  1
    x(2_2_11_11)  c_u_processors(2_11_0)_  4
    x(2_2_11_11)  c_u_processors(2_11_1)_  4
    x(2_2_11_11)  c_u_area_cut(2)_  104
    x(2_2_11_12)  goodput   0.16250000000000001
    x(2_2_11_12)  c_e_one_path(2_2_11)_  1
    x(2_2_11_12)  c_e_flow(2_2_2)_  1
    x(2_2_11_12)  c_u_processors(2_11_0)_  4
    x(2_2_11_12)  c_u_area_cut(2)_  104
    cnf(0_0)  c_e_one_cnf(0)_  1
    cnf(0_0)  c_e_one_path(0_0_0)_  -1
    cnf(0_0)  c_e_one_path(1_0_0)_  -1
    cnf(0_0)  c_e_one_path(2_0_0)_  -1
    cnf(0_0)  c_u_processors(0_0_0)_  -7
    cnf(0_0)  c_u_processors(0_0_1)_  -7
    cnf(0_0)  c_u_processors(0_0_2)_  -5
    cnf(0_1)  c_e_one_cnf(0)_  1
    cnf(0_1)  c_e_one_path(0_0_1)_  -1
    cnf(0_1)  c_e_one_path(1_0_1)_  -1
    cnf(0_1)  c_e_one_path(2_0_1)_  -1
    cnf(0_1)  c_u_processors(0_1_0)_  -7
    cnf(0_1)  c_u_processors(0_1_1)_  -7
    cnf(0_1)  c_u_processors(0_1_2)_  -5
    cnf(0_2)  c_e_one_cnf(0)_  1
    cnf(0_2)  c_e_one_path(0_0_2)_  -1
    cnf(0_2)  c_e_one_path(1_0_2)_  -1
    cnf(0_2)  c_e_one_path(2_0_2)_  -1
    cnf(0_2)  c_u_processors(0_2_0)_  -7
    cnf(0_2)  c_u_processors(0_2_1)_  -7
    cnf(0_2)  c_u_processors(0_2_2)_  -5
    cnf(0_3)  c_e_one_cnf(0)_  1
    cnf(0_3)  c_e_one_path(0_0_3)_  -1
    cnf(0_3)  c_e_one_path(1_0_3)_  -1
    cnf(0_3)  c_e_one_path(2_0_3)_  -1
    cnf(0_3)  c_u_processors(0_3_0)_  -7
    cnf(0_3)  c_u_processors(0_3_1)_  -7
    cnf(0_3)  c_u_processors(0_3_2)_  -5
    cnf(0_4)  c_e_one_cnf(0)_  1
    cnf(0_4)  c_e_one_path(0_0_4)_  -1
    cnf(0_4)  c_e_one_path(1_0_4)_  -1
    cnf(0_4)  c_e_one_path(2_0_4)_  -1
    cnf(0_4)  c_u_processors(0_4_0)_  -7
    cnf(0_4)  c_u_processors(0_4_1)_  -7
    cnf(0_4)  c_u_processors(0_4_2)_  -5
    cnf(0_5)  c_e_one_cnf(0)_  1
    cnf(0_5)  c_e_one_path(0_0_5)_  -1
    cnf(0_5)  c_e_one_path(1_0_5)_  -1
    cnf(0_5)  c_e_one_path(2_0_5)_  -1
    cnf(0_5)  c_u_processors(0_5_0)_  -7
    cnf(0_5)  c_u_processors(0_5_1)_  -7
    cnf(0_5)  c_u_processors(0_5_2)_  -5
    cnf(0_6)  c_e_one_cnf(0)_  1
    cnf(0_6)  c_e_one_path(0_0_6)_  -1
    cnf(0_6)  c_e_one_path(1_0_6)_  -1
    cnf(0_6)  c_e_one_path(2_0_6)_  -1
    cnf(0_6)  c_u_processors(0_6_0)_  -7
    cnf(0_6)  c_u_processors(0_6_1)_  -7
    cnf(0_6)  c_u_processors(0_6_2)_  -5
    cnf(0_7)  c_e_one_cnf(0)_  1
    cnf(0_7)  c_e_one_path(0_0_7)_  -1
    cnf(0_7)  c_e_one_path(1_0_7)_  -1
    cnf(0_7)  c_e_one_path(2_0_7)_  -1
    cnf(0_7)  c_u_processors(0_7_0)_  -7
    cnf(0_7)  c_u_processors(0_7_1)_  -7
    cnf(0_7)  c_u_processors(0_7_2)_  -5
    cnf(0_8)  c_e_one_cnf(0)_  1
    cnf(0_8)  c_e_one_path(0_0_8)_  -1
    cnf(0_8)  c_e_one_path(1_0_8)_  -1
    cnf(0_8)  c_e_one_path(2_0_8)_  -1
    cnf(0_8)  c_u_processors(0_8_0)_  -7
    cnf(0_8)  c_u_processors(0_8_1)_  -7
    cnf(0_8)  c_u_processors(0_8_2)_  -5
    cnf(0_9)  c_e_one_cnf(0)_  1
    cnf(0_9)  c_e_one_path(0_0_9)_  -1
    cnf(0_9)  c_e_one_path(1_0_9)_  -1
    cnf(0_9)  c_e_one_path(2_0_9)_  -1
    cnf(0_9)  c_u_processors(0_9_0)_  -7
    cnf(0_9)  c_u_processors(0_9_1)_  -7
    cnf(0_9)  c_u_processors(0_9_2)_  -5
    cnf(0_10)  c_e_one_cnf(0)_  1
    cnf(0_10)  c_e_one_path(0_0_10)_  -1
    cnf(0_10)  c_e_one_path(1_0_10)_  -1
    cnf(0_10)  c_e_one_path(2_0_10)_  -1
    cnf(0_10)  c_u_processors(0_10_0)_  -7
    cnf(0_10)  c_u_processors(0_10_1)_  -7
    cnf(0_10)  c_u_processors(0_10_2)_  -5
    cnf(0_11)  c_e_one_cnf(0)_  1
    cnf(0_11)  c_e_one_path(0_0_11)_  -1
    cnf(0_11)  c_e_one_path(1_0_11)_  -1
    cnf(0_11)  c_e_one_path(2_0_11)_  -1
    cnf(0_11)  c_u_processors(0_11_0)_  -7
    cnf(0_11)  c_u_processors(0_11_1)_  -7
    cnf(0_11)  c_u_processors(0_11_2)_  -5
    cnf(1_0)  c_e_one_cnf(1)_  1
    cnf(1_0)  c_e_one_path(0_1_0)_  -1
    cnf(1_0)  c_e_one_path(1_1_0)_  -1
    cnf(1_0)  c_e_one_path(2_1_0)_  -1
    cnf(1_0)  c_u_processors(1_0_0)_  -5
    cnf(1_0)  c_u_processors(1_0_1)_  -5
    cnf(1_0)  c_u_processors(1_0_2)_  -3
    cnf(1_1)  c_e_one_cnf(1)_  1
    cnf(1_1)  c_e_one_path(0_1_1)_  -1
    cnf(1_1)  c_e_one_path(1_1_1)_  -1
    cnf(1_1)  c_e_one_path(2_1_1)_  -1
    cnf(1_1)  c_u_processors(1_1_0)_  -5
    cnf(1_1)  c_u_processors(1_1_1)_  -5
    cnf(1_1)  c_u_processors(1_1_2)_  -3
    cnf(1_2)  c_e_one_cnf(1)_  1
    cnf(1_2)  c_e_one_path(0_1_2)_  -1
    cnf(1_2)  c_e_one_path(1_1_2)_  -1
    cnf(1_2)  c_e_one_path(2_1_2)_  -1
    cnf(1_2)  c_u_processors(1_2_0)_  -5
    cnf(1_2)  c_u_processors(1_2_1)_  -5
    cnf(1_2)  c_u_processors(1_2_2)_  -3
    cnf(1_3)  c_e_one_cnf(1)_  1
    cnf(1_3)  c_e_one_path(0_1_3)_  -1
    cnf(1_3)  c_e_one_path(1_1_3)_  -1
    cnf(1_3)  c_e_one_path(2_1_3)_  -1
    cnf(1_3)  c_u_processors(1_3_0)_  -5
    cnf(1_3)  c_u_processors(1_3_1)_  -5
    cnf(1_3)  c_u_processors(1_3_2)_  -3
    cnf(1_4)  c_e_one_cnf(1)_  1
    cnf(1_4)  c_e_one_path(0_1_4)_  -1
    cnf(1_4)  c_e_one_path(1_1_4)_  -1
    cnf(1_4)  c_e_one_path(2_1_4)_  -1
    cnf(1_4)  c_u_processors(1_4_0)_  -5
    cnf(1_4)  c_u_processors(1_4_1)_  -5
    cnf(1_4)  c_u_processors(1_4_2)_  -3
    cnf(1_5)  c_e_one_cnf(1)_  1
    cnf(1_5)  c_e_one_path(0_1_5)_  -1
    cnf(1_5)  c_e_one_path(1_1_5)_  -1
    cnf(1_5)  c_e_one_path(2_1_5)_  -1
    cnf(1_5)  c_u_processors(1_5_0)_  -5
    cnf(1_5)  c_u_processors(1_5_1)_  -5
    cnf(1_5)  c_u_processors(1_5_2)_  -3
    cnf(1_6)  c_e_one_cnf(1)_  1
    cnf(1_6)  c_e_one_path(0_1_6)_  -1
    cnf(1_6)  c_e_one_path(1_1_6)_  -1
    cnf(1_6)  c_e_one_path(2_1_6)_  -1
    cnf(1_6)  c_u_processors(1_6_0)_  -5
    cnf(1_6)  c_u_processors(1_6_1)_  -5
    cnf(1_6)  c_u_processors(1_6_2)_  -3
    cnf(1_7)  c_e_one_cnf(1)_  1
    cnf(1_7)  c_e_one_path(0_1_7)_  -1
    cnf(1_7)  c_e_one_path(1_1_7)_  -1
    cnf(1_7)  c_e_one_path(2_1_7)_  -1
    cnf(1_7)  c_u_processors(1_7_0)_  -5
    cnf(1_7)  c_u_processors(1_7_1)_  -5
    cnf(1_7)  c_u_processors(1_7_2)_  -3
    cnf(1_8)  c_e_one_cnf(1)_  1
    cnf(1_8)  c_e_one_path(0_1_8)_  -1
    cnf(1_8)  c_e_one_path(1_1_8)_  -1
    cnf(1_8)  c_e_one_path(2_1_8)_  -1
    cnf(1_8)  c_u_processors(1_8_0)_  -5
    cnf(1_8)  c_u_processors(1_8_1)_  -5
    cnf(1_8)  c_u_processors(1_8_2)_  -3
    cnf(1_9)  c_e_one_cnf(1)_  1
    cnf(1_9)  c_e_one_path(0_1_9)_  -1
    cnf(1_9)  c_e_one_path(1_1_9)_  -1
    cnf(1_9)  c_e_one_path(2_1_9)_  -1
    cnf(1_9)  c_u_processors(1_9_0)_  -5
    cnf(1_9)  c_u_processors(1_9_1)_  -5
    cnf(1_9)  c_u_processors(1_9_2)_  -3
    cnf(1_10)  c_e_one_cnf(1)_  1
    cnf(1_10)  c_e_one_path(0_1_10)_  -1
    cnf(1_10)  c_e_one_path(1_1_10)_  -1
    cnf(1_10)  c_e_one_path(2_1_10)_  -1
    cnf(1_10)  c_u_processors(1_10_0)_  -5
    cnf(1_10)  c_u_processors(1_10_1)_  -5
    cnf(1_10)  c_u_processors(1_10_2)_  -3
    cnf(1_11)  c_e_one_cnf(1)_  1
    cnf(1_11)  c_e_one_path(0_1_11)_  -1
    cnf(1_11)  c_e_one_path(1_1_11)_  -1
    cnf(1_11)  c_e_one_path(2_1_11)_  -1
    cnf(1_11)  c_u_processors(1_11_0)_  -5
    cnf(1_11)  c_u_processors(1_11_1)_  -5
    cnf(1_11)  c_u_processors(1_11_2)_  -3
    cnf(2_0)  c_e_one_cnf(2)_  1
    cnf(2_0)  c_e_one_path(0_2_0)_  -1
    cnf(2_0)  c_e_one_path(1_2_0)_  -1
    cnf(2_0)  c_e_one_path(2_2_0)_  -1
    cnf(2_0)  c_u_processors(2_0_0)_  -7
    cnf(2_0)  c_u_processors(2_0_1)_  -7
    cnf(2_0)  c_u_processors(2_0_2)_  -5
    cnf(2_1)  c_e_one_cnf(2)_  1
    cnf(2_1)  c_e_one_path(0_2_1)_  -1
    cnf(2_1)  c_e_one_path(1_2_1)_  -1
    cnf(2_1)  c_e_one_path(2_2_1)_  -1
    cnf(2_1)  c_u_processors(2_1_0)_  -7
    cnf(2_1)  c_u_processors(2_1_1)_  -7
    cnf(2_1)  c_u_processors(2_1_2)_  -5
    cnf(2_2)  c_e_one_cnf(2)_  1
    cnf(2_2)  c_e_one_path(0_2_2)_  -1
    cnf(2_2)  c_e_one_path(1_2_2)_  -1
    cnf(2_2)  c_e_one_path(2_2_2)_  -1
    cnf(2_2)  c_u_processors(2_2_0)_  -7
    cnf(2_2)  c_u_processors(2_2_1)_  -7
    cnf(2_2)  c_u_processors(2_2_2)_  -5
    cnf(2_3)  c_e_one_cnf(2)_  1
    cnf(2_3)  c_e_one_path(0_2_3)_  -1
    cnf(2_3)  c_e_one_path(1_2_3)_  -1
    cnf(2_3)  c_e_one_path(2_2_3)_  -1
    cnf(2_3)  c_u_processors(2_3_0)_  -7
    cnf(2_3)  c_u_processors(2_3_1)_  -7
    cnf(2_3)  c_u_processors(2_3_2)_  -5
    cnf(2_4)  c_e_one_cnf(2)_  1
    cnf(2_4)  c_e_one_path(0_2_4)_  -1
    cnf(2_4)  c_e_one_path(1_2_4)_  -1
    cnf(2_4)  c_e_one_path(2_2_4)_  -1
    cnf(2_4)  c_u_processors(2_4_0)_  -7
    cnf(2_4)  c_u_processors(2_4_1)_  -7
    cnf(2_4)  c_u_processors(2_4_2)_  -5
    cnf(2_5)  c_e_one_cnf(2)_  1
    cnf(2_5)  c_e_one_path(0_2_5)_  -1
    cnf(2_5)  c_e_one_path(1_2_5)_  -1
    cnf(2_5)  c_e_one_path(2_2_5)_  -1
    cnf(2_5)  c_u_processors(2_5_0)_  -7
    cnf(2_5)  c_u_processors(2_5_1)_  -7
    cnf(2_5)  c_u_processors(2_5_2)_  -5
    cnf(2_6)  c_e_one_cnf(2)_  1
    cnf(2_6)  c_e_one_path(0_2_6)_  -1
    cnf(2_6)  c_e_one_path(1_2_6)_  -1
    cnf(2_6)  c_e_one_path(2_2_6)_  -1
    cnf(2_6)  c_u_processors(2_6_0)_  -7
    cnf(2_6)  c_u_processors(2_6_1)_  -7
    cnf(2_6)  c_u_processors(2_6_2)_  -5
    cnf(2_7)  c_e_one_cnf(2)_  1
    cnf(2_7)  c_e_one_path(0_2_7)_  -1
    cnf(2_7)  c_e_one_path(1_2_7)_  -1
    cnf(2_7)  c_e_one_path(2_2_7)_  -1
    cnf(2_7)  c_u_processors(2_7_0)_  -7
    cnf(2_7)  c_u_processors(2_7_1)_  -7
    cnf(2_7)  c_u_processors(2_7_2)_  -5
    cnf(2_8)  c_e_one_cnf(2)_  1
    cnf(2_8)  c_e_one_path(0_2_8)_  -1
    cnf(2_8)  c_e_one_path(1_2_8)_  -1
    cnf(2_8)  c_e_one_path(2_2_8)_  -1
    cnf(2_8)  c_u_processors(2_8_0)_  -7
    cnf(2_8)  c_u_processors(2_8_1)_  -7
    cnf(2_8)  c_u_processors(2_8_2)_  -5
    cnf(2_9)  c_e_one_cnf(2)_  1
    cnf(2_9)  c_e_one_path(0_2_9)_  -1
    cnf(2_9)  c_e_one_path(1_2_9)_  -1
    cnf(2_9)  c_e_one_path(2_2_9)_  -1
    cnf(2_9)  c_u_processors(2_9_0)_  -7
    cnf(2_9)  c_u_processors(2_9_1)_  -7
    cnf(2_9)  c_u_processors(2_9_2)_  -5
    cnf(2_10)  c_e_one_cnf(2)_  1
    cnf(2_10)  c_e_one_path(0_2_10)_  -1
    cnf(2_10)  c_e_one_path(1_2_10)_  -1
    cnf(2_10)  c_e_one_path(2_2_10)_  -1
    cnf(2_10)  c_u_processors(2_10_0)_  -7
    cnf(2_10)  c_u_processors(2_10_1)_  -7
    cnf(2_10)  c_u_processors(2_10_2)_  -5
    cnf(2_11)  c_e_one_cnf(2)_  1
    cnf(2_11)  c_e_one_path(0_2_11)_  -1
    cnf(2_11)  c_e_one_path(1_2_11)_  -1
    cnf(2_11)  c_e_one_path(2_2_11)_  -1
    cnf(2_11)  c_u_processors(2_11_0)_  -7
    cnf(2_11)  c_u_processors(2_11_1)_  -7
    cnf(2_11)  c_u_processors(2_11_2)_  -5
    x(0_0_0_9)  c_e_one_path(0_0_0)_  1
    x(0_0_0_9)  c_e_flow(0_0_1)_  1
    x(0_0_0_9)  c_e_flow(0_1_2)_  -1
    x(0_0_0_15)  c_e_one_path(0_0_0)_  1
    x(0_0_0_15)  c_e_flow(0_0_2)_  1
    x(0_0_0_15)  c_e_flow(0_1_2)_  -1
    x(0_0_1_3)  c_e_one_path(0_0_1)_  1
    x(0_0_1_3)  c_e_flow(0_0_0)_  1
    x(0_0_1_3)  c_e_flow(0_1_2)_  -1
    x(0_0_1_3)  c_u_processors(0_1_0)_  3
    x(0_0_1_6)  c_e_one_path(0_0_1)_  1
    x(0_0_1_6)  c_e_flow(0_0_1)_  1
    x(0_0_1_6)  c_e_flow(0_1_2)_  -1
    x(0_0_1_6)  c_u_processors(0_1_0)_  3
    x(0_0_1_9)  c_e_one_path(0_0_1)_  1
    x(0_0_1_9)  c_e_flow(0_0_1)_  1
    x(0_0_1_9)  c_e_flow(0_1_2)_  -1
    x(0_0_1_15)  c_e_one_path(0_0_1)_  1
    x(0_0_1_15)  c_e_flow(0_0_2)_  1
    x(0_0_1_15)  c_e_flow(0_1_2)_  -1
    x(0_0_2_9)  c_e_one_path(0_0_2)_  1
    x(0_0_2_9)  c_e_flow(0_0_1)_  1
    x(0_0_2_9)  c_e_flow(0_1_2)_  -1
    x(0_0_2_12)  c_e_one_path(0_0_2)_  1
    x(0_0_2_12)  c_e_flow(0_0_2)_  1
    x(0_0_2_12)  c_e_flow(0_1_2)_  -1
    x(0_0_2_12)  c_u_processors(0_2_0)_  3
    x(0_0_2_15)  c_e_one_path(0_0_2)_  1
    x(0_0_2_15)  c_e_flow(0_0_2)_  1
    x(0_0_2_15)  c_e_flow(0_1_2)_  -1
    x(0_0_3_9)  c_e_one_path(0_0_3)_  1
    x(0_0_3_9)  c_e_flow(0_0_1)_  1
    x(0_0_3_9)  c_e_flow(0_1_2)_  -1
    x(0_0_3_15)  c_e_one_path(0_0_3)_  1
    x(0_0_3_15)  c_e_flow(0_0_2)_  1
    x(0_0_3_15)  c_e_flow(0_1_2)_  -1
    x(0_0_4_9)  c_e_one_path(0_0_4)_  1
    x(0_0_4_9)  c_e_flow(0_0_1)_  1
    x(0_0_4_9)  c_e_flow(0_1_2)_  -1
    x(0_0_4_15)  c_e_one_path(0_0_4)_  1
    x(0_0_4_15)  c_e_flow(0_0_2)_  1
    x(0_0_4_15)  c_e_flow(0_1_2)_  -1
    x(0_0_5_9)  c_e_one_path(0_0_5)_  1
    x(0_0_5_9)  c_e_flow(0_0_1)_  1
    x(0_0_5_9)  c_e_flow(0_1_2)_  -1
    x(0_0_5_15)  c_e_one_path(0_0_5)_  1
    x(0_0_5_15)  c_e_flow(0_0_2)_  1
    x(0_0_5_15)  c_e_flow(0_1_2)_  -1
    x(0_0_6_9)  c_e_one_path(0_0_6)_  1
    x(0_0_6_9)  c_e_flow(0_0_1)_  1
    x(0_0_6_9)  c_e_flow(0_1_2)_  -1
    x(0_0_6_15)  c_e_one_path(0_0_6)_  1
    x(0_0_6_15)  c_e_flow(0_0_2)_  1
    x(0_0_6_15)  c_e_flow(0_1_2)_  -1
    x(0_0_7_9)  c_e_one_path(0_0_7)_  1
    x(0_0_7_9)  c_e_flow(0_0_1)_  1
    x(0_0_7_9)  c_e_flow(0_1_2)_  -1
    x(0_0_7_15)  c_e_one_path(0_0_7)_  1
    x(0_0_7_15)  c_e_flow(0_0_2)_  1
    x(0_0_7_15)  c_e_flow(0_1_2)_  -1
    x(0_0_8_9)  c_e_one_path(0_0_8)_  1
    x(0_0_8_9)  c_e_flow(0_0_1)_  1
    x(0_0_8_9)  c_e_flow(0_1_2)_  -1
    x(0_0_8_15)  c_e_one_path(0_0_8)_  1
    x(0_0_8_15)  c_e_flow(0_0_2)_  1
    x(0_0_8_15)  c_e_flow(0_1_2)_  -1
    x(0_0_9_8)  c_e_one_path(0_0_9)_  1
    x(0_0_9_8)  c_e_flow(0_0_1)_  1
    x(0_0_9_8)  c_e_flow(0_1_1)_  -1
    x(0_0_9_8)  c_u_processors(0_9_1)_  3
    x(0_0_9_9)  c_e_one_path(0_0_9)_  1
    x(0_0_9_9)  c_e_flow(0_0_1)_  1
    x(0_0_9_9)  c_e_flow(0_1_2)_  -1
    x(0_0_9_14)  c_e_one_path(0_0_9)_  1
    x(0_0_9_14)  c_e_flow(0_0_2)_  1
    x(0_0_9_14)  c_e_flow(0_1_1)_  -1
    x(0_0_9_14)  c_u_processors(0_9_1)_  3
    x(0_0_9_15)  c_e_one_path(0_0_9)_  1
    x(0_0_9_15)  c_e_flow(0_0_2)_  1
    x(0_0_9_15)  c_e_flow(0_1_2)_  -1
    x(0_0_10_7)  c_e_one_path(0_0_10)_  1
    x(0_0_10_7)  c_e_flow(0_0_1)_  1
    x(0_0_10_7)  c_e_flow(0_1_0)_  -1
    x(0_0_10_7)  c_u_processors(0_10_1)_  3
    x(0_0_10_7)  c_u_processors(0_10_2)_  3
    x(0_0_10_9)  c_e_one_path(0_0_10)_  1
    x(0_0_10_9)  c_e_flow(0_0_1)_  1
    x(0_0_10_9)  c_e_flow(0_1_2)_  -1
    x(0_0_10_13)  c_e_one_path(0_0_10)_  1
    x(0_0_10_13)  c_e_flow(0_0_2)_  1
    x(0_0_10_13)  c_e_flow(0_1_0)_  -1
    x(0_0_10_13)  c_u_processors(0_10_1)_  3
    x(0_0_10_13)  c_u_processors(0_10_2)_  3
    x(0_0_10_15)  c_e_one_path(0_0_10)_  1
    x(0_0_10_15)  c_e_flow(0_0_2)_  1
    x(0_0_10_15)  c_e_flow(0_1_2)_  -1
    x(0_0_11_9)  c_e_one_path(0_0_11)_  1
    x(0_0_11_9)  c_e_flow(0_0_1)_  1
    x(0_0_11_9)  c_e_flow(0_1_2)_  -1
    x(0_0_11_15)  c_e_one_path(0_0_11)_  1
    x(0_0_11_15)  c_e_flow(0_0_2)_  1
    x(0_0_11_15)  c_e_flow(0_1_2)_  -1
    x(0_1_0_9)  c_e_one_path(0_1_0)_  1
    x(0_1_0_9)  c_e_flow(0_1_1)_  1
    x(0_1_0_9)  c_e_flow(0_2_2)_  -1
    x(0_1_0_15)  c_e_one_path(0_1_0)_  1
    x(0_1_0_15)  c_e_flow(0_1_2)_  1
    x(0_1_0_15)  c_e_flow(0_2_2)_  -1
    x(0_1_1_3)  c_e_one_path(0_1_1)_  1
    x(0_1_1_3)  c_e_flow(0_1_0)_  1
    x(0_1_1_3)  c_e_flow(0_2_2)_  -1
    x(0_1_1_3)  c_u_processors(1_1_0)_  3
    x(0_1_1_6)  c_e_one_path(0_1_1)_  1
    x(0_1_1_6)  c_e_flow(0_1_1)_  1
    x(0_1_1_6)  c_e_flow(0_2_2)_  -1
    x(0_1_1_6)  c_u_processors(1_1_0)_  3
    x(0_1_1_9)  c_e_one_path(0_1_1)_  1
    x(0_1_1_9)  c_e_flow(0_1_1)_  1
    x(0_1_1_9)  c_e_flow(0_2_2)_  -1
    x(0_1_1_15)  c_e_one_path(0_1_1)_  1
    x(0_1_1_15)  c_e_flow(0_1_2)_  1
    x(0_1_1_15)  c_e_flow(0_2_2)_  -1
    x(0_1_2_9)  c_e_one_path(0_1_2)_  1
    x(0_1_2_9)  c_e_flow(0_1_1)_  1
    x(0_1_2_9)  c_e_flow(0_2_2)_  -1
    x(0_1_2_12)  c_e_one_path(0_1_2)_  1
    x(0_1_2_12)  c_e_flow(0_1_2)_  1
    x(0_1_2_12)  c_e_flow(0_2_2)_  -1
    x(0_1_2_12)  c_u_processors(1_2_0)_  3
    x(0_1_2_15)  c_e_one_path(0_1_2)_  1
    x(0_1_2_15)  c_e_flow(0_1_2)_  1
    x(0_1_2_15)  c_e_flow(0_2_2)_  -1
    x(0_1_3_9)  c_e_one_path(0_1_3)_  1
    x(0_1_3_9)  c_e_flow(0_1_1)_  1
    x(0_1_3_9)  c_e_flow(0_2_2)_  -1
    x(0_1_3_15)  c_e_one_path(0_1_3)_  1
    x(0_1_3_15)  c_e_flow(0_1_2)_  1
    x(0_1_3_15)  c_e_flow(0_2_2)_  -1
    x(0_1_4_9)  c_e_one_path(0_1_4)_  1
    x(0_1_4_9)  c_e_flow(0_1_1)_  1
    x(0_1_4_9)  c_e_flow(0_2_2)_  -1
    x(0_1_4_15)  c_e_one_path(0_1_4)_  1
    x(0_1_4_15)  c_e_flow(0_1_2)_  1
    x(0_1_4_15)  c_e_flow(0_2_2)_  -1
    x(0_1_5_9)  c_e_one_path(0_1_5)_  1
    x(0_1_5_9)  c_e_flow(0_1_1)_  1
    x(0_1_5_9)  c_e_flow(0_2_2)_  -1
    x(0_1_5_15)  c_e_one_path(0_1_5)_  1
    x(0_1_5_15)  c_e_flow(0_1_2)_  1
    x(0_1_5_15)  c_e_flow(0_2_2)_  -1
    x(0_1_6_9)  c_e_one_path(0_1_6)_  1
    x(0_1_6_9)  c_e_flow(0_1_1)_  1
    x(0_1_6_9)  c_e_flow(0_2_2)_  -1
    x(0_1_6_15)  c_e_one_path(0_1_6)_  1
    x(0_1_6_15)  c_e_flow(0_1_2)_  1
    x(0_1_6_15)  c_e_flow(0_2_2)_  -1
    x(0_1_7_9)  c_e_one_path(0_1_7)_  1
    x(0_1_7_9)  c_e_flow(0_1_1)_  1
    x(0_1_7_9)  c_e_flow(0_2_2)_  -1
    x(0_1_7_15)  c_e_one_path(0_1_7)_  1
    x(0_1_7_15)  c_e_flow(0_1_2)_  1
    x(0_1_7_15)  c_e_flow(0_2_2)_  -1
    x(0_1_8_9)  c_e_one_path(0_1_8)_  1
    x(0_1_8_9)  c_e_flow(0_1_1)_  1
    x(0_1_8_9)  c_e_flow(0_2_2)_  -1
    x(0_1_8_15)  c_e_one_path(0_1_8)_  1
    x(0_1_8_15)  c_e_flow(0_1_2)_  1
    x(0_1_8_15)  c_e_flow(0_2_2)_  -1
    x(0_1_9_8)  c_e_one_path(0_1_9)_  1
    x(0_1_9_8)  c_e_flow(0_1_1)_  1
    x(0_1_9_8)  c_e_flow(0_2_1)_  -1
    x(0_1_9_8)  c_u_processors(1_9_1)_  3
    x(0_1_9_9)  c_e_one_path(0_1_9)_  1
    x(0_1_9_9)  c_e_flow(0_1_1)_  1
    x(0_1_9_9)  c_e_flow(0_2_2)_  -1
    x(0_1_9_14)  c_e_one_path(0_1_9)_  1
    x(0_1_9_14)  c_e_flow(0_1_2)_  1
    x(0_1_9_14)  c_e_flow(0_2_1)_  -1
    x(0_1_9_14)  c_u_processors(1_9_1)_  3
    x(0_1_9_15)  c_e_one_path(0_1_9)_  1
    x(0_1_9_15)  c_e_flow(0_1_2)_  1
    x(0_1_9_15)  c_e_flow(0_2_2)_  -1
    x(0_1_10_7)  c_e_one_path(0_1_10)_  1
    x(0_1_10_7)  c_e_flow(0_1_1)_  1
    x(0_1_10_7)  c_e_flow(0_2_0)_  -1
    x(0_1_10_7)  c_u_processors(1_10_1)_  3
    x(0_1_10_7)  c_u_processors(1_10_2)_  3
    x(0_1_10_9)  c_e_one_path(0_1_10)_  1
    x(0_1_10_9)  c_e_flow(0_1_1)_  1
    x(0_1_10_9)  c_e_flow(0_2_2)_  -1
    x(0_1_10_13)  c_e_one_path(0_1_10)_  1
    x(0_1_10_13)  c_e_flow(0_1_2)_  1
    x(0_1_10_13)  c_e_flow(0_2_0)_  -1
    x(0_1_10_13)  c_u_processors(1_10_1)_  3
    x(0_1_10_13)  c_u_processors(1_10_2)_  3
    x(0_1_10_15)  c_e_one_path(0_1_10)_  1
    x(0_1_10_15)  c_e_flow(0_1_2)_  1
    x(0_1_10_15)  c_e_flow(0_2_2)_  -1
    x(0_1_11_9)  c_e_one_path(0_1_11)_  1
    x(0_1_11_9)  c_e_flow(0_1_1)_  1
    x(0_1_11_9)  c_e_flow(0_2_2)_  -1
    x(0_1_11_15)  c_e_one_path(0_1_11)_  1
    x(0_1_11_15)  c_e_flow(0_1_2)_  1
    x(0_1_11_15)  c_e_flow(0_2_2)_  -1
    x(0_2_0_9)  c_e_one_path(0_2_0)_  1
    x(0_2_0_9)  c_e_flow(0_2_1)_  1
    x(0_2_0_15)  c_e_one_path(0_2_0)_  1
    x(0_2_0_15)  c_e_flow(0_2_2)_  1
    x(0_2_1_3)  c_e_one_path(0_2_1)_  1
    x(0_2_1_3)  c_e_flow(0_2_0)_  1
    x(0_2_1_3)  c_u_processors(2_1_0)_  3
    x(0_2_1_6)  c_e_one_path(0_2_1)_  1
    x(0_2_1_6)  c_e_flow(0_2_1)_  1
    x(0_2_1_6)  c_u_processors(2_1_0)_  3
    x(0_2_1_9)  c_e_one_path(0_2_1)_  1
    x(0_2_1_9)  c_e_flow(0_2_1)_  1
    x(0_2_1_15)  c_e_one_path(0_2_1)_  1
    x(0_2_1_15)  c_e_flow(0_2_2)_  1
    x(0_2_2_9)  c_e_one_path(0_2_2)_  1
    x(0_2_2_9)  c_e_flow(0_2_1)_  1
    x(0_2_2_12)  c_e_one_path(0_2_2)_  1
    x(0_2_2_12)  c_e_flow(0_2_2)_  1
    x(0_2_2_12)  c_u_processors(2_2_0)_  3
    x(0_2_2_15)  c_e_one_path(0_2_2)_  1
    x(0_2_2_15)  c_e_flow(0_2_2)_  1
    x(0_2_3_9)  c_e_one_path(0_2_3)_  1
    x(0_2_3_9)  c_e_flow(0_2_1)_  1
    x(0_2_3_15)  c_e_one_path(0_2_3)_  1
    x(0_2_3_15)  c_e_flow(0_2_2)_  1
    x(0_2_4_9)  c_e_one_path(0_2_4)_  1
    x(0_2_4_9)  c_e_flow(0_2_1)_  1
    x(0_2_4_15)  c_e_one_path(0_2_4)_  1
    x(0_2_4_15)  c_e_flow(0_2_2)_  1
    x(0_2_5_9)  c_e_one_path(0_2_5)_  1
    x(0_2_5_9)  c_e_flow(0_2_1)_  1
    x(0_2_5_15)  c_e_one_path(0_2_5)_  1
    x(0_2_5_15)  c_e_flow(0_2_2)_  1
    x(0_2_6_9)  c_e_one_path(0_2_6)_  1
    x(0_2_6_9)  c_e_flow(0_2_1)_  1
    x(0_2_6_15)  c_e_one_path(0_2_6)_  1
    x(0_2_6_15)  c_e_flow(0_2_2)_  1
    x(0_2_7_9)  c_e_one_path(0_2_7)_  1
    x(0_2_7_9)  c_e_flow(0_2_1)_  1
    x(0_2_7_15)  c_e_one_path(0_2_7)_  1
    x(0_2_7_15)  c_e_flow(0_2_2)_  1
    x(0_2_8_9)  c_e_one_path(0_2_8)_  1
    x(0_2_8_9)  c_e_flow(0_2_1)_  1
    x(0_2_8_15)  c_e_one_path(0_2_8)_  1
    x(0_2_8_15)  c_e_flow(0_2_2)_  1
    x(0_2_9_8)  c_e_one_path(0_2_9)_  1
    x(0_2_9_8)  c_e_flow(0_2_1)_  1
    x(0_2_9_8)  c_u_processors(2_9_1)_  3
    x(0_2_9_9)  c_e_one_path(0_2_9)_  1
    x(0_2_9_9)  c_e_flow(0_2_1)_  1
    x(0_2_9_14)  c_e_one_path(0_2_9)_  1
    x(0_2_9_14)  c_e_flow(0_2_2)_  1
    x(0_2_9_14)  c_u_processors(2_9_1)_  3
    x(0_2_9_15)  c_e_one_path(0_2_9)_  1
    x(0_2_9_15)  c_e_flow(0_2_2)_  1
    x(0_2_10_7)  c_e_one_path(0_2_10)_  1
    x(0_2_10_7)  c_e_flow(0_2_1)_  1
    x(0_2_10_7)  c_u_processors(2_10_1)_  3
    x(0_2_10_7)  c_u_processors(2_10_2)_  3
    x(0_2_10_9)  c_e_one_path(0_2_10)_  1
    x(0_2_10_9)  c_e_flow(0_2_1)_  1
    x(0_2_10_13)  c_e_one_path(0_2_10)_  1
    x(0_2_10_13)  c_e_flow(0_2_2)_  1
    x(0_2_10_13)  c_u_processors(2_10_1)_  3
    x(0_2_10_13)  c_u_processors(2_10_2)_  3
    x(0_2_10_15)  c_e_one_path(0_2_10)_  1
    x(0_2_10_15)  c_e_flow(0_2_2)_  1
    x(0_2_11_9)  c_e_one_path(0_2_11)_  1
    x(0_2_11_9)  c_e_flow(0_2_1)_  1
    x(0_2_11_15)  c_e_one_path(0_2_11)_  1
    x(0_2_11_15)  c_e_flow(0_2_2)_  1
    x(1_0_0_9)  c_e_one_path(1_0_0)_  1
    x(1_0_0_9)  c_e_flow(1_0_1)_  1
    x(1_0_0_9)  c_e_flow(1_1_2)_  -1
    x(1_0_0_15)  c_e_one_path(1_0_0)_  1
    x(1_0_0_15)  c_e_flow(1_0_2)_  1
    x(1_0_0_15)  c_e_flow(1_1_2)_  -1
    x(1_0_1_9)  c_e_one_path(1_0_1)_  1
    x(1_0_1_9)  c_e_flow(1_0_1)_  1
    x(1_0_1_9)  c_e_flow(1_1_2)_  -1
    x(1_0_1_15)  c_e_one_path(1_0_1)_  1
    x(1_0_1_15)  c_e_flow(1_0_2)_  1
    x(1_0_1_15)  c_e_flow(1_1_2)_  -1
    x(1_0_2_3)  c_e_one_path(1_0_2)_  1
    x(1_0_2_3)  c_e_flow(1_0_0)_  1
    x(1_0_2_3)  c_e_flow(1_1_2)_  -1
    x(1_0_2_3)  c_u_processors(0_2_0)_  2
    x(1_0_2_6)  c_e_one_path(1_0_2)_  1
    x(1_0_2_6)  c_e_flow(1_0_1)_  1
    x(1_0_2_6)  c_e_flow(1_1_2)_  -1
    x(1_0_2_6)  c_u_processors(0_2_0)_  2
    x(1_0_2_9)  c_e_one_path(1_0_2)_  1
    x(1_0_2_9)  c_e_flow(1_0_1)_  1
    x(1_0_2_9)  c_e_flow(1_1_2)_  -1
    x(1_0_2_15)  c_e_one_path(1_0_2)_  1
    x(1_0_2_15)  c_e_flow(1_0_2)_  1
    x(1_0_2_15)  c_e_flow(1_1_2)_  -1
    x(1_0_3_9)  c_e_one_path(1_0_3)_  1
    x(1_0_3_9)  c_e_flow(1_0_1)_  1
    x(1_0_3_9)  c_e_flow(1_1_2)_  -1
    x(1_0_3_15)  c_e_one_path(1_0_3)_  1
    x(1_0_3_15)  c_e_flow(1_0_2)_  1
    x(1_0_3_15)  c_e_flow(1_1_2)_  -1
    x(1_0_4_9)  c_e_one_path(1_0_4)_  1
    x(1_0_4_9)  c_e_flow(1_0_1)_  1
    x(1_0_4_9)  c_e_flow(1_1_2)_  -1
    x(1_0_4_12)  c_e_one_path(1_0_4)_  1
    x(1_0_4_12)  c_e_flow(1_0_2)_  1
    x(1_0_4_12)  c_e_flow(1_1_2)_  -1
    x(1_0_4_12)  c_u_processors(0_4_0)_  2
    x(1_0_4_15)  c_e_one_path(1_0_4)_  1
    x(1_0_4_15)  c_e_flow(1_0_2)_  1
    x(1_0_4_15)  c_e_flow(1_1_2)_  -1
    x(1_0_5_9)  c_e_one_path(1_0_5)_  1
    x(1_0_5_9)  c_e_flow(1_0_1)_  1
    x(1_0_5_9)  c_e_flow(1_1_2)_  -1
    x(1_0_5_15)  c_e_one_path(1_0_5)_  1
    x(1_0_5_15)  c_e_flow(1_0_2)_  1
    x(1_0_5_15)  c_e_flow(1_1_2)_  -1
    x(1_0_6_9)  c_e_one_path(1_0_6)_  1
    x(1_0_6_9)  c_e_flow(1_0_1)_  1
    x(1_0_6_9)  c_e_flow(1_1_2)_  -1
    x(1_0_6_15)  c_e_one_path(1_0_6)_  1
    x(1_0_6_15)  c_e_flow(1_0_2)_  1
    x(1_0_6_15)  c_e_flow(1_1_2)_  -1
    x(1_0_7_8)  c_e_one_path(1_0_7)_  1
    x(1_0_7_8)  c_e_flow(1_0_1)_  1
    x(1_0_7_8)  c_e_flow(1_1_1)_  -1
    x(1_0_7_8)  c_u_processors(0_7_1)_  2
    x(1_0_7_9)  c_e_one_path(1_0_7)_  1
    x(1_0_7_9)  c_e_flow(1_0_1)_  1
    x(1_0_7_9)  c_e_flow(1_1_2)_  -1
    x(1_0_7_14)  c_e_one_path(1_0_7)_  1
    x(1_0_7_14)  c_e_flow(1_0_2)_  1
    x(1_0_7_14)  c_e_flow(1_1_1)_  -1
    x(1_0_7_14)  c_u_processors(0_7_1)_  2
    x(1_0_7_15)  c_e_one_path(1_0_7)_  1
    x(1_0_7_15)  c_e_flow(1_0_2)_  1
    x(1_0_7_15)  c_e_flow(1_1_2)_  -1
    x(1_0_8_9)  c_e_one_path(1_0_8)_  1
    x(1_0_8_9)  c_e_flow(1_0_1)_  1
    x(1_0_8_9)  c_e_flow(1_1_2)_  -1
    x(1_0_8_15)  c_e_one_path(1_0_8)_  1
    x(1_0_8_15)  c_e_flow(1_0_2)_  1
    x(1_0_8_15)  c_e_flow(1_1_2)_  -1
    x(1_0_9_7)  c_e_one_path(1_0_9)_  1
    x(1_0_9_7)  c_e_flow(1_0_1)_  1
    x(1_0_9_7)  c_e_flow(1_1_0)_  -1
    x(1_0_9_7)  c_u_processors(0_9_1)_  2
    x(1_0_9_7)  c_u_processors(0_9_2)_  2
    x(1_0_9_9)  c_e_one_path(1_0_9)_  1
    x(1_0_9_9)  c_e_flow(1_0_1)_  1
    x(1_0_9_9)  c_e_flow(1_1_2)_  -1
    x(1_0_9_13)  c_e_one_path(1_0_9)_  1
    x(1_0_9_13)  c_e_flow(1_0_2)_  1
    x(1_0_9_13)  c_e_flow(1_1_0)_  -1
    x(1_0_9_13)  c_u_processors(0_9_1)_  2
    x(1_0_9_13)  c_u_processors(0_9_2)_  2
    x(1_0_9_15)  c_e_one_path(1_0_9)_  1
    x(1_0_9_15)  c_e_flow(1_0_2)_  1
    x(1_0_9_15)  c_e_flow(1_1_2)_  -1
    x(1_0_10_9)  c_e_one_path(1_0_10)_  1
    x(1_0_10_9)  c_e_flow(1_0_1)_  1
    x(1_0_10_9)  c_e_flow(1_1_2)_  -1
    x(1_0_10_15)  c_e_one_path(1_0_10)_  1
    x(1_0_10_15)  c_e_flow(1_0_2)_  1
    x(1_0_10_15)  c_e_flow(1_1_2)_  -1
    x(1_0_11_9)  c_e_one_path(1_0_11)_  1
    x(1_0_11_9)  c_e_flow(1_0_1)_  1
    x(1_0_11_9)  c_e_flow(1_1_2)_  -1
    x(1_0_11_15)  c_e_one_path(1_0_11)_  1
    x(1_0_11_15)  c_e_flow(1_0_2)_  1
    x(1_0_11_15)  c_e_flow(1_1_2)_  -1
    x(1_1_0_9)  c_e_one_path(1_1_0)_  1
    x(1_1_0_9)  c_e_flow(1_1_1)_  1
    x(1_1_0_9)  c_e_flow(1_2_2)_  -1
    x(1_1_0_15)  c_e_one_path(1_1_0)_  1
    x(1_1_0_15)  c_e_flow(1_1_2)_  1
    x(1_1_0_15)  c_e_flow(1_2_2)_  -1
    x(1_1_1_9)  c_e_one_path(1_1_1)_  1
    x(1_1_1_9)  c_e_flow(1_1_1)_  1
    x(1_1_1_9)  c_e_flow(1_2_2)_  -1
    x(1_1_1_15)  c_e_one_path(1_1_1)_  1
    x(1_1_1_15)  c_e_flow(1_1_2)_  1
    x(1_1_1_15)  c_e_flow(1_2_2)_  -1
    x(1_1_2_3)  c_e_one_path(1_1_2)_  1
    x(1_1_2_3)  c_e_flow(1_1_0)_  1
    x(1_1_2_3)  c_e_flow(1_2_2)_  -1
    x(1_1_2_3)  c_u_processors(1_2_0)_  2
    x(1_1_2_6)  c_e_one_path(1_1_2)_  1
    x(1_1_2_6)  c_e_flow(1_1_1)_  1
    x(1_1_2_6)  c_e_flow(1_2_2)_  -1
    x(1_1_2_6)  c_u_processors(1_2_0)_  2
    x(1_1_2_9)  c_e_one_path(1_1_2)_  1
    x(1_1_2_9)  c_e_flow(1_1_1)_  1
    x(1_1_2_9)  c_e_flow(1_2_2)_  -1
    x(1_1_2_15)  c_e_one_path(1_1_2)_  1
    x(1_1_2_15)  c_e_flow(1_1_2)_  1
    x(1_1_2_15)  c_e_flow(1_2_2)_  -1
    x(1_1_3_9)  c_e_one_path(1_1_3)_  1
    x(1_1_3_9)  c_e_flow(1_1_1)_  1
    x(1_1_3_9)  c_e_flow(1_2_2)_  -1
    x(1_1_3_15)  c_e_one_path(1_1_3)_  1
    x(1_1_3_15)  c_e_flow(1_1_2)_  1
    x(1_1_3_15)  c_e_flow(1_2_2)_  -1
    x(1_1_4_9)  c_e_one_path(1_1_4)_  1
    x(1_1_4_9)  c_e_flow(1_1_1)_  1
    x(1_1_4_9)  c_e_flow(1_2_2)_  -1
    x(1_1_4_12)  c_e_one_path(1_1_4)_  1
    x(1_1_4_12)  c_e_flow(1_1_2)_  1
    x(1_1_4_12)  c_e_flow(1_2_2)_  -1
    x(1_1_4_12)  c_u_processors(1_4_0)_  2
    x(1_1_4_15)  c_e_one_path(1_1_4)_  1
    x(1_1_4_15)  c_e_flow(1_1_2)_  1
    x(1_1_4_15)  c_e_flow(1_2_2)_  -1
    x(1_1_5_9)  c_e_one_path(1_1_5)_  1
    x(1_1_5_9)  c_e_flow(1_1_1)_  1
    x(1_1_5_9)  c_e_flow(1_2_2)_  -1
    x(1_1_5_15)  c_e_one_path(1_1_5)_  1
    x(1_1_5_15)  c_e_flow(1_1_2)_  1
    x(1_1_5_15)  c_e_flow(1_2_2)_  -1
    x(1_1_6_9)  c_e_one_path(1_1_6)_  1
    x(1_1_6_9)  c_e_flow(1_1_1)_  1
    x(1_1_6_9)  c_e_flow(1_2_2)_  -1
    x(1_1_6_15)  c_e_one_path(1_1_6)_  1
    x(1_1_6_15)  c_e_flow(1_1_2)_  1
    x(1_1_6_15)  c_e_flow(1_2_2)_  -1
    x(1_1_7_8)  c_e_one_path(1_1_7)_  1
    x(1_1_7_8)  c_e_flow(1_1_1)_  1
    x(1_1_7_8)  c_e_flow(1_2_1)_  -1
    x(1_1_7_8)  c_u_processors(1_7_1)_  2
    x(1_1_7_9)  c_e_one_path(1_1_7)_  1
    x(1_1_7_9)  c_e_flow(1_1_1)_  1
    x(1_1_7_9)  c_e_flow(1_2_2)_  -1
    x(1_1_7_14)  c_e_one_path(1_1_7)_  1
    x(1_1_7_14)  c_e_flow(1_1_2)_  1
    x(1_1_7_14)  c_e_flow(1_2_1)_  -1
    x(1_1_7_14)  c_u_processors(1_7_1)_  2
    x(1_1_7_15)  c_e_one_path(1_1_7)_  1
    x(1_1_7_15)  c_e_flow(1_1_2)_  1
    x(1_1_7_15)  c_e_flow(1_2_2)_  -1
    x(1_1_8_9)  c_e_one_path(1_1_8)_  1
    x(1_1_8_9)  c_e_flow(1_1_1)_  1
    x(1_1_8_9)  c_e_flow(1_2_2)_  -1
    x(1_1_8_15)  c_e_one_path(1_1_8)_  1
    x(1_1_8_15)  c_e_flow(1_1_2)_  1
    x(1_1_8_15)  c_e_flow(1_2_2)_  -1
    x(1_1_9_7)  c_e_one_path(1_1_9)_  1
    x(1_1_9_7)  c_e_flow(1_1_1)_  1
    x(1_1_9_7)  c_e_flow(1_2_0)_  -1
    x(1_1_9_7)  c_u_processors(1_9_1)_  2
    x(1_1_9_7)  c_u_processors(1_9_2)_  2
    x(1_1_9_9)  c_e_one_path(1_1_9)_  1
    x(1_1_9_9)  c_e_flow(1_1_1)_  1
    x(1_1_9_9)  c_e_flow(1_2_2)_  -1
    x(1_1_9_13)  c_e_one_path(1_1_9)_  1
    x(1_1_9_13)  c_e_flow(1_1_2)_  1
    x(1_1_9_13)  c_e_flow(1_2_0)_  -1
    x(1_1_9_13)  c_u_processors(1_9_1)_  2
    x(1_1_9_13)  c_u_processors(1_9_2)_  2
    x(1_1_9_15)  c_e_one_path(1_1_9)_  1
    x(1_1_9_15)  c_e_flow(1_1_2)_  1
    x(1_1_9_15)  c_e_flow(1_2_2)_  -1
    x(1_1_10_9)  c_e_one_path(1_1_10)_  1
    x(1_1_10_9)  c_e_flow(1_1_1)_  1
    x(1_1_10_9)  c_e_flow(1_2_2)_  -1
    x(1_1_10_15)  c_e_one_path(1_1_10)_  1
    x(1_1_10_15)  c_e_flow(1_1_2)_  1
    x(1_1_10_15)  c_e_flow(1_2_2)_  -1
    x(1_1_11_9)  c_e_one_path(1_1_11)_  1
    x(1_1_11_9)  c_e_flow(1_1_1)_  1
    x(1_1_11_9)  c_e_flow(1_2_2)_  -1
    x(1_1_11_15)  c_e_one_path(1_1_11)_  1
    x(1_1_11_15)  c_e_flow(1_1_2)_  1
    x(1_1_11_15)  c_e_flow(1_2_2)_  -1
    x(1_2_0_9)  c_e_one_path(1_2_0)_  1
    x(1_2_0_9)  c_e_flow(1_2_1)_  1
    x(1_2_0_15)  c_e_one_path(1_2_0)_  1
    x(1_2_0_15)  c_e_flow(1_2_2)_  1
    x(1_2_1_9)  c_e_one_path(1_2_1)_  1
    x(1_2_1_9)  c_e_flow(1_2_1)_  1
    x(1_2_1_15)  c_e_one_path(1_2_1)_  1
    x(1_2_1_15)  c_e_flow(1_2_2)_  1
    x(1_2_2_3)  c_e_one_path(1_2_2)_  1
    x(1_2_2_3)  c_e_flow(1_2_0)_  1
    x(1_2_2_3)  c_u_processors(2_2_0)_  2
    x(1_2_2_6)  c_e_one_path(1_2_2)_  1
    x(1_2_2_6)  c_e_flow(1_2_1)_  1
    x(1_2_2_6)  c_u_processors(2_2_0)_  2
    x(1_2_2_9)  c_e_one_path(1_2_2)_  1
    x(1_2_2_9)  c_e_flow(1_2_1)_  1
    x(1_2_2_15)  c_e_one_path(1_2_2)_  1
    x(1_2_2_15)  c_e_flow(1_2_2)_  1
    x(1_2_3_9)  c_e_one_path(1_2_3)_  1
    x(1_2_3_9)  c_e_flow(1_2_1)_  1
    x(1_2_3_15)  c_e_one_path(1_2_3)_  1
    x(1_2_3_15)  c_e_flow(1_2_2)_  1
    x(1_2_4_9)  c_e_one_path(1_2_4)_  1
    x(1_2_4_9)  c_e_flow(1_2_1)_  1
    x(1_2_4_12)  c_e_one_path(1_2_4)_  1
    x(1_2_4_12)  c_e_flow(1_2_2)_  1
    x(1_2_4_12)  c_u_processors(2_4_0)_  2
    x(1_2_4_15)  c_e_one_path(1_2_4)_  1
    x(1_2_4_15)  c_e_flow(1_2_2)_  1
    x(1_2_5_9)  c_e_one_path(1_2_5)_  1
    x(1_2_5_9)  c_e_flow(1_2_1)_  1
    x(1_2_5_15)  c_e_one_path(1_2_5)_  1
    x(1_2_5_15)  c_e_flow(1_2_2)_  1
    x(1_2_6_9)  c_e_one_path(1_2_6)_  1
    x(1_2_6_9)  c_e_flow(1_2_1)_  1
    x(1_2_6_15)  c_e_one_path(1_2_6)_  1
    x(1_2_6_15)  c_e_flow(1_2_2)_  1
    x(1_2_7_8)  c_e_one_path(1_2_7)_  1
    x(1_2_7_8)  c_e_flow(1_2_1)_  1
    x(1_2_7_8)  c_u_processors(2_7_1)_  2
    x(1_2_7_9)  c_e_one_path(1_2_7)_  1
    x(1_2_7_9)  c_e_flow(1_2_1)_  1
    x(1_2_7_14)  c_e_one_path(1_2_7)_  1
    x(1_2_7_14)  c_e_flow(1_2_2)_  1
    x(1_2_7_14)  c_u_processors(2_7_1)_  2
    x(1_2_7_15)  c_e_one_path(1_2_7)_  1
    x(1_2_7_15)  c_e_flow(1_2_2)_  1
    x(1_2_8_9)  c_e_one_path(1_2_8)_  1
    x(1_2_8_9)  c_e_flow(1_2_1)_  1
    x(1_2_8_15)  c_e_one_path(1_2_8)_  1
    x(1_2_8_15)  c_e_flow(1_2_2)_  1
    x(1_2_9_7)  c_e_one_path(1_2_9)_  1
    x(1_2_9_7)  c_e_flow(1_2_1)_  1
    x(1_2_9_7)  c_u_processors(2_9_1)_  2
    x(1_2_9_7)  c_u_processors(2_9_2)_  2
    x(1_2_9_9)  c_e_one_path(1_2_9)_  1
    x(1_2_9_9)  c_e_flow(1_2_1)_  1
    x(1_2_9_13)  c_e_one_path(1_2_9)_  1
    x(1_2_9_13)  c_e_flow(1_2_2)_  1
    x(1_2_9_13)  c_u_processors(2_9_1)_  2
    x(1_2_9_13)  c_u_processors(2_9_2)_  2
    x(1_2_9_15)  c_e_one_path(1_2_9)_  1
    x(1_2_9_15)  c_e_flow(1_2_2)_  1
    x(1_2_10_9)  c_e_one_path(1_2_10)_  1
    x(1_2_10_9)  c_e_flow(1_2_1)_  1
    x(1_2_10_15)  c_e_one_path(1_2_10)_  1
    x(1_2_10_15)  c_e_flow(1_2_2)_  1
    x(1_2_11_9)  c_e_one_path(1_2_11)_  1
    x(1_2_11_9)  c_e_flow(1_2_1)_  1
    x(1_2_11_15)  c_e_one_path(1_2_11)_  1
    x(1_2_11_15)  c_e_flow(1_2_2)_  1
    x(2_0_0_9)  c_e_one_path(2_0_0)_  1
    x(2_0_0_9)  c_e_flow(2_0_1)_  1
    x(2_0_0_9)  c_e_flow(2_1_2)_  -1
    x(2_0_0_15)  c_e_one_path(2_0_0)_  1
    x(2_0_0_15)  c_e_flow(2_0_2)_  1
    x(2_0_0_15)  c_e_flow(2_1_2)_  -1
    x(2_0_1_9)  c_e_one_path(2_0_1)_  1
    x(2_0_1_9)  c_e_flow(2_0_1)_  1
    x(2_0_1_9)  c_e_flow(2_1_2)_  -1
    x(2_0_1_15)  c_e_one_path(2_0_1)_  1
    x(2_0_1_15)  c_e_flow(2_0_2)_  1
    x(2_0_1_15)  c_e_flow(2_1_2)_  -1
    x(2_0_2_9)  c_e_one_path(2_0_2)_  1
    x(2_0_2_9)  c_e_flow(2_0_1)_  1
    x(2_0_2_9)  c_e_flow(2_1_2)_  -1
    x(2_0_2_15)  c_e_one_path(2_0_2)_  1
    x(2_0_2_15)  c_e_flow(2_0_2)_  1
    x(2_0_2_15)  c_e_flow(2_1_2)_  -1
    x(2_0_3_3)  c_e_one_path(2_0_3)_  1
    x(2_0_3_3)  c_e_flow(2_0_0)_  1
    x(2_0_3_3)  c_e_flow(2_1_2)_  -1
    x(2_0_3_3)  c_u_processors(0_3_0)_  4
    x(2_0_3_6)  c_e_one_path(2_0_3)_  1
    x(2_0_3_6)  c_e_flow(2_0_1)_  1
    x(2_0_3_6)  c_e_flow(2_1_2)_  -1
    x(2_0_3_6)  c_u_processors(0_3_0)_  4
    x(2_0_3_9)  c_e_one_path(2_0_3)_  1
    x(2_0_3_9)  c_e_flow(2_0_1)_  1
    x(2_0_3_9)  c_e_flow(2_1_2)_  -1
    x(2_0_3_15)  c_e_one_path(2_0_3)_  1
    x(2_0_3_15)  c_e_flow(2_0_2)_  1
    x(2_0_3_15)  c_e_flow(2_1_2)_  -1
    x(2_0_4_9)  c_e_one_path(2_0_4)_  1
    x(2_0_4_9)  c_e_flow(2_0_1)_  1
    x(2_0_4_9)  c_e_flow(2_1_2)_  -1
    x(2_0_4_15)  c_e_one_path(2_0_4)_  1
    x(2_0_4_15)  c_e_flow(2_0_2)_  1
    x(2_0_4_15)  c_e_flow(2_1_2)_  -1
    x(2_0_5_9)  c_e_one_path(2_0_5)_  1
    x(2_0_5_9)  c_e_flow(2_0_1)_  1
    x(2_0_5_9)  c_e_flow(2_1_2)_  -1
    x(2_0_5_12)  c_e_one_path(2_0_5)_  1
    x(2_0_5_12)  c_e_flow(2_0_2)_  1
    x(2_0_5_12)  c_e_flow(2_1_2)_  -1
    x(2_0_5_12)  c_u_processors(0_5_0)_  4
    x(2_0_5_15)  c_e_one_path(2_0_5)_  1
    x(2_0_5_15)  c_e_flow(2_0_2)_  1
    x(2_0_5_15)  c_e_flow(2_1_2)_  -1
    x(2_0_6_8)  c_e_one_path(2_0_6)_  1
    x(2_0_6_8)  c_e_flow(2_0_1)_  1
    x(2_0_6_8)  c_e_flow(2_1_1)_  -1
    x(2_0_6_8)  c_u_processors(0_6_1)_  4
    x(2_0_6_9)  c_e_one_path(2_0_6)_  1
    x(2_0_6_9)  c_e_flow(2_0_1)_  1
    x(2_0_6_9)  c_e_flow(2_1_2)_  -1
    x(2_0_6_14)  c_e_one_path(2_0_6)_  1
    x(2_0_6_14)  c_e_flow(2_0_2)_  1
    x(2_0_6_14)  c_e_flow(2_1_1)_  -1
    x(2_0_6_14)  c_u_processors(0_6_1)_  4
    x(2_0_6_15)  c_e_one_path(2_0_6)_  1
    x(2_0_6_15)  c_e_flow(2_0_2)_  1
    x(2_0_6_15)  c_e_flow(2_1_2)_  -1
    x(2_0_7_9)  c_e_one_path(2_0_7)_  1
    x(2_0_7_9)  c_e_flow(2_0_1)_  1
    x(2_0_7_9)  c_e_flow(2_1_2)_  -1
    x(2_0_7_15)  c_e_one_path(2_0_7)_  1
    x(2_0_7_15)  c_e_flow(2_0_2)_  1
    x(2_0_7_15)  c_e_flow(2_1_2)_  -1
    x(2_0_8_7)  c_e_one_path(2_0_8)_  1
    x(2_0_8_7)  c_e_flow(2_0_1)_  1
    x(2_0_8_7)  c_e_flow(2_1_0)_  -1
    x(2_0_8_7)  c_u_processors(0_8_1)_  4
    x(2_0_8_7)  c_u_processors(0_8_2)_  4
    x(2_0_8_9)  c_e_one_path(2_0_8)_  1
    x(2_0_8_9)  c_e_flow(2_0_1)_  1
    x(2_0_8_9)  c_e_flow(2_1_2)_  -1
    x(2_0_8_13)  c_e_one_path(2_0_8)_  1
    x(2_0_8_13)  c_e_flow(2_0_2)_  1
    x(2_0_8_13)  c_e_flow(2_1_0)_  -1
    x(2_0_8_13)  c_u_processors(0_8_1)_  4
    x(2_0_8_13)  c_u_processors(0_8_2)_  4
    x(2_0_8_15)  c_e_one_path(2_0_8)_  1
    x(2_0_8_15)  c_e_flow(2_0_2)_  1
    x(2_0_8_15)  c_e_flow(2_1_2)_  -1
    x(2_0_9_9)  c_e_one_path(2_0_9)_  1
    x(2_0_9_9)  c_e_flow(2_0_1)_  1
    x(2_0_9_9)  c_e_flow(2_1_2)_  -1
    x(2_0_9_15)  c_e_one_path(2_0_9)_  1
    x(2_0_9_15)  c_e_flow(2_0_2)_  1
    x(2_0_9_15)  c_e_flow(2_1_2)_  -1
    x(2_0_10_9)  c_e_one_path(2_0_10)_  1
    x(2_0_10_9)  c_e_flow(2_0_1)_  1
    x(2_0_10_9)  c_e_flow(2_1_2)_  -1
    x(2_0_10_15)  c_e_one_path(2_0_10)_  1
    x(2_0_10_15)  c_e_flow(2_0_2)_  1
    x(2_0_10_15)  c_e_flow(2_1_2)_  -1
    x(2_0_11_9)  c_e_one_path(2_0_11)_  1
    x(2_0_11_9)  c_e_flow(2_0_1)_  1
    x(2_0_11_9)  c_e_flow(2_1_2)_  -1
    x(2_0_11_15)  c_e_one_path(2_0_11)_  1
    x(2_0_11_15)  c_e_flow(2_0_2)_  1
    x(2_0_11_15)  c_e_flow(2_1_2)_  -1
    x(2_1_0_9)  c_e_one_path(2_1_0)_  1
    x(2_1_0_9)  c_e_flow(2_1_1)_  1
    x(2_1_0_9)  c_e_flow(2_2_2)_  -1
    x(2_1_0_15)  c_e_one_path(2_1_0)_  1
    x(2_1_0_15)  c_e_flow(2_1_2)_  1
    x(2_1_0_15)  c_e_flow(2_2_2)_  -1
    x(2_1_1_9)  c_e_one_path(2_1_1)_  1
    x(2_1_1_9)  c_e_flow(2_1_1)_  1
    x(2_1_1_9)  c_e_flow(2_2_2)_  -1
    x(2_1_1_15)  c_e_one_path(2_1_1)_  1
    x(2_1_1_15)  c_e_flow(2_1_2)_  1
    x(2_1_1_15)  c_e_flow(2_2_2)_  -1
    x(2_1_2_9)  c_e_one_path(2_1_2)_  1
    x(2_1_2_9)  c_e_flow(2_1_1)_  1
    x(2_1_2_9)  c_e_flow(2_2_2)_  -1
    x(2_1_2_15)  c_e_one_path(2_1_2)_  1
    x(2_1_2_15)  c_e_flow(2_1_2)_  1
    x(2_1_2_15)  c_e_flow(2_2_2)_  -1
    x(2_1_3_3)  c_e_one_path(2_1_3)_  1
    x(2_1_3_3)  c_e_flow(2_1_0)_  1
    x(2_1_3_3)  c_e_flow(2_2_2)_  -1
    x(2_1_3_3)  c_u_processors(1_3_0)_  4
    x(2_1_3_6)  c_e_one_path(2_1_3)_  1
    x(2_1_3_6)  c_e_flow(2_1_1)_  1
    x(2_1_3_6)  c_e_flow(2_2_2)_  -1
    x(2_1_3_6)  c_u_processors(1_3_0)_  4
    x(2_1_3_9)  c_e_one_path(2_1_3)_  1
    x(2_1_3_9)  c_e_flow(2_1_1)_  1
    x(2_1_3_9)  c_e_flow(2_2_2)_  -1
    x(2_1_3_15)  c_e_one_path(2_1_3)_  1
    x(2_1_3_15)  c_e_flow(2_1_2)_  1
    x(2_1_3_15)  c_e_flow(2_2_2)_  -1
    x(2_1_4_9)  c_e_one_path(2_1_4)_  1
    x(2_1_4_9)  c_e_flow(2_1_1)_  1
    x(2_1_4_9)  c_e_flow(2_2_2)_  -1
    x(2_1_4_15)  c_e_one_path(2_1_4)_  1
    x(2_1_4_15)  c_e_flow(2_1_2)_  1
    x(2_1_4_15)  c_e_flow(2_2_2)_  -1
    x(2_1_5_9)  c_e_one_path(2_1_5)_  1
    x(2_1_5_9)  c_e_flow(2_1_1)_  1
    x(2_1_5_9)  c_e_flow(2_2_2)_  -1
    x(2_1_5_12)  c_e_one_path(2_1_5)_  1
    x(2_1_5_12)  c_e_flow(2_1_2)_  1
    x(2_1_5_12)  c_e_flow(2_2_2)_  -1
    x(2_1_5_12)  c_u_processors(1_5_0)_  4
    x(2_1_5_15)  c_e_one_path(2_1_5)_  1
    x(2_1_5_15)  c_e_flow(2_1_2)_  1
    x(2_1_5_15)  c_e_flow(2_2_2)_  -1
    x(2_1_6_8)  c_e_one_path(2_1_6)_  1
    x(2_1_6_8)  c_e_flow(2_1_1)_  1
    x(2_1_6_8)  c_e_flow(2_2_1)_  -1
    x(2_1_6_8)  c_u_processors(1_6_1)_  4
    x(2_1_6_9)  c_e_one_path(2_1_6)_  1
    x(2_1_6_9)  c_e_flow(2_1_1)_  1
    x(2_1_6_9)  c_e_flow(2_2_2)_  -1
    x(2_1_6_14)  c_e_one_path(2_1_6)_  1
    x(2_1_6_14)  c_e_flow(2_1_2)_  1
    x(2_1_6_14)  c_e_flow(2_2_1)_  -1
    x(2_1_6_14)  c_u_processors(1_6_1)_  4
    x(2_1_6_15)  c_e_one_path(2_1_6)_  1
    x(2_1_6_15)  c_e_flow(2_1_2)_  1
    x(2_1_6_15)  c_e_flow(2_2_2)_  -1
    x(2_1_7_9)  c_e_one_path(2_1_7)_  1
    x(2_1_7_9)  c_e_flow(2_1_1)_  1
    x(2_1_7_9)  c_e_flow(2_2_2)_  -1
    x(2_1_7_15)  c_e_one_path(2_1_7)_  1
    x(2_1_7_15)  c_e_flow(2_1_2)_  1
    x(2_1_7_15)  c_e_flow(2_2_2)_  -1
    x(2_1_8_7)  c_e_one_path(2_1_8)_  1
    x(2_1_8_7)  c_e_flow(2_1_1)_  1
    x(2_1_8_7)  c_e_flow(2_2_0)_  -1
    x(2_1_8_7)  c_u_processors(1_8_1)_  4
    x(2_1_8_7)  c_u_processors(1_8_2)_  4
    x(2_1_8_9)  c_e_one_path(2_1_8)_  1
    x(2_1_8_9)  c_e_flow(2_1_1)_  1
    x(2_1_8_9)  c_e_flow(2_2_2)_  -1
    x(2_1_8_13)  c_e_one_path(2_1_8)_  1
    x(2_1_8_13)  c_e_flow(2_1_2)_  1
    x(2_1_8_13)  c_e_flow(2_2_0)_  -1
    x(2_1_8_13)  c_u_processors(1_8_1)_  4
    x(2_1_8_13)  c_u_processors(1_8_2)_  4
    x(2_1_8_15)  c_e_one_path(2_1_8)_  1
    x(2_1_8_15)  c_e_flow(2_1_2)_  1
    x(2_1_8_15)  c_e_flow(2_2_2)_  -1
    x(2_1_9_9)  c_e_one_path(2_1_9)_  1
    x(2_1_9_9)  c_e_flow(2_1_1)_  1
    x(2_1_9_9)  c_e_flow(2_2_2)_  -1
    x(2_1_9_15)  c_e_one_path(2_1_9)_  1
    x(2_1_9_15)  c_e_flow(2_1_2)_  1
    x(2_1_9_15)  c_e_flow(2_2_2)_  -1
    x(2_1_10_9)  c_e_one_path(2_1_10)_  1
    x(2_1_10_9)  c_e_flow(2_1_1)_  1
    x(2_1_10_9)  c_e_flow(2_2_2)_  -1
    x(2_1_10_15)  c_e_one_path(2_1_10)_  1
    x(2_1_10_15)  c_e_flow(2_1_2)_  1
    x(2_1_10_15)  c_e_flow(2_2_2)_  -1
    x(2_1_11_9)  c_e_one_path(2_1_11)_  1
    x(2_1_11_9)  c_e_flow(2_1_1)_  1
    x(2_1_11_9)  c_e_flow(2_2_2)_  -1
    x(2_1_11_15)  c_e_one_path(2_1_11)_  1
    x(2_1_11_15)  c_e_flow(2_1_2)_  1
    x(2_1_11_15)  c_e_flow(2_2_2)_  -1
    x(2_2_0_9)  c_e_one_path(2_2_0)_  1
    x(2_2_0_9)  c_e_flow(2_2_1)_  1
    x(2_2_0_15)  c_e_one_path(2_2_0)_  1
    x(2_2_0_15)  c_e_flow(2_2_2)_  1
    x(2_2_1_9)  c_e_one_path(2_2_1)_  1
    x(2_2_1_9)  c_e_flow(2_2_1)_  1
    x(2_2_1_15)  c_e_one_path(2_2_1)_  1
    x(2_2_1_15)  c_e_flow(2_2_2)_  1
    x(2_2_2_9)  c_e_one_path(2_2_2)_  1
    x(2_2_2_9)  c_e_flow(2_2_1)_  1
    x(2_2_2_15)  c_e_one_path(2_2_2)_  1
    x(2_2_2_15)  c_e_flow(2_2_2)_  1
    x(2_2_3_3)  c_e_one_path(2_2_3)_  1
    x(2_2_3_3)  c_e_flow(2_2_0)_  1
    x(2_2_3_3)  c_u_processors(2_3_0)_  4
    x(2_2_3_6)  c_e_one_path(2_2_3)_  1
    x(2_2_3_6)  c_e_flow(2_2_1)_  1
    x(2_2_3_6)  c_u_processors(2_3_0)_  4
    x(2_2_3_9)  c_e_one_path(2_2_3)_  1
    x(2_2_3_9)  c_e_flow(2_2_1)_  1
    x(2_2_3_15)  c_e_one_path(2_2_3)_  1
    x(2_2_3_15)  c_e_flow(2_2_2)_  1
    x(2_2_4_9)  c_e_one_path(2_2_4)_  1
    x(2_2_4_9)  c_e_flow(2_2_1)_  1
    x(2_2_4_15)  c_e_one_path(2_2_4)_  1
    x(2_2_4_15)  c_e_flow(2_2_2)_  1
    x(2_2_5_9)  c_e_one_path(2_2_5)_  1
    x(2_2_5_9)  c_e_flow(2_2_1)_  1
    x(2_2_5_12)  c_e_one_path(2_2_5)_  1
    x(2_2_5_12)  c_e_flow(2_2_2)_  1
    x(2_2_5_12)  c_u_processors(2_5_0)_  4
    x(2_2_5_15)  c_e_one_path(2_2_5)_  1
    x(2_2_5_15)  c_e_flow(2_2_2)_  1
    x(2_2_6_8)  c_e_one_path(2_2_6)_  1
    x(2_2_6_8)  c_e_flow(2_2_1)_  1
    x(2_2_6_8)  c_u_processors(2_6_1)_  4
    x(2_2_6_9)  c_e_one_path(2_2_6)_  1
    x(2_2_6_9)  c_e_flow(2_2_1)_  1
    x(2_2_6_14)  c_e_one_path(2_2_6)_  1
    x(2_2_6_14)  c_e_flow(2_2_2)_  1
    x(2_2_6_14)  c_u_processors(2_6_1)_  4
    x(2_2_6_15)  c_e_one_path(2_2_6)_  1
    x(2_2_6_15)  c_e_flow(2_2_2)_  1
    x(2_2_7_9)  c_e_one_path(2_2_7)_  1
    x(2_2_7_9)  c_e_flow(2_2_1)_  1
    x(2_2_7_15)  c_e_one_path(2_2_7)_  1
    x(2_2_7_15)  c_e_flow(2_2_2)_  1
    x(2_2_8_7)  c_e_one_path(2_2_8)_  1
    x(2_2_8_7)  c_e_flow(2_2_1)_  1
    x(2_2_8_7)  c_u_processors(2_8_1)_  4
    x(2_2_8_7)  c_u_processors(2_8_2)_  4
    x(2_2_8_9)  c_e_one_path(2_2_8)_  1
    x(2_2_8_9)  c_e_flow(2_2_1)_  1
    x(2_2_8_13)  c_e_one_path(2_2_8)_  1
    x(2_2_8_13)  c_e_flow(2_2_2)_  1
    x(2_2_8_13)  c_u_processors(2_8_1)_  4
    x(2_2_8_13)  c_u_processors(2_8_2)_  4
    x(2_2_8_15)  c_e_one_path(2_2_8)_  1
    x(2_2_8_15)  c_e_flow(2_2_2)_  1
    x(2_2_9_9)  c_e_one_path(2_2_9)_  1
    x(2_2_9_9)  c_e_flow(2_2_1)_  1
    x(2_2_9_15)  c_e_one_path(2_2_9)_  1
    x(2_2_9_15)  c_e_flow(2_2_2)_  1
    x(2_2_10_9)  c_e_one_path(2_2_10)_  1
    x(2_2_10_9)  c_e_flow(2_2_1)_  1
    x(2_2_10_15)  c_e_one_path(2_2_10)_  1
    x(2_2_10_15)  c_e_flow(2_2_2)_  1
    x(2_2_11_9)  c_e_one_path(2_2_11)_  1
    x(2_2_11_9)  c_e_flow(2_2_1)_  1
    x(2_2_11_15)  c_e_one_path(2_2_11)_  1
    x(2_2_11_15)  c_e_flow(2_2_2)_  1
RHS
    RHS_V     c_e_one_cnf(0)_  1
    RHS_V     c_e_one_cnf(1)_  1
    RHS_V     c_e_one_cnf(2)_  1
    RHS_V     c_e_flow(0_0_2)_  1
    RHS_V     c_e_flow(1_0_2)_  1
    RHS_V     c_e_flow(2_0_2)_  1
    RHS_V     c_u_area_cut(0)_  192
    RHS_V     c_u_area_cut(1)_  146
    RHS_V     c_u_area_cut(2)_  272
BOUNDS
 UP BOUND     x(0_0_0_1)  1
 UP BOUND     x(0_0_0_2)  1
 UP BOUND     x(0_0_0_4)  1
 UP BOUND     x(0_0_0_5)  1
 UP BOUND     x(0_0_0_7)  1
 UP BOUND     x(0_0_0_8)  1
 UP BOUND     x(0_0_0_10)  1
 UP BOUND     x(0_0_0_11)  1
 UP BOUND     x(0_0_0_13)  1
 UP BOUND     x(0_0_0_14)  1
 UP BOUND     x(0_0_1_1)  1
 UP BOUND     x(0_0_1_2)  1
 UP BOUND     x(0_0_1_4)  1
 UP BOUND     x(0_0_1_5)  1
 UP BOUND     x(0_0_1_7)  1
 UP BOUND     x(0_0_1_8)  1
 UP BOUND     x(0_0_1_10)  1
 UP BOUND     x(0_0_1_11)  1
 UP BOUND     x(0_0_1_13)  1
 UP BOUND     x(0_0_1_14)  1
 UP BOUND     x(0_0_2_1)  1
 UP BOUND     x(0_0_2_2)  1
 UP BOUND     x(0_0_2_3)  1
 UP BOUND     x(0_0_2_4)  1
 UP BOUND     x(0_0_2_5)  1
 UP BOUND     x(0_0_2_6)  1
 UP BOUND     x(0_0_2_7)  1
 UP BOUND     x(0_0_2_8)  1
 UP BOUND     x(0_0_2_10)  1
 UP BOUND     x(0_0_2_11)  1
 UP BOUND     x(0_0_2_13)  1
 UP BOUND     x(0_0_2_14)  1
 UP BOUND     x(0_0_3_1)  1
 UP BOUND     x(0_0_3_2)  1
 UP BOUND     x(0_0_3_3)  1
 UP BOUND     x(0_0_3_4)  1
 UP BOUND     x(0_0_3_5)  1
 UP BOUND     x(0_0_3_6)  1
 UP BOUND     x(0_0_3_7)  1
 UP BOUND     x(0_0_3_8)  1
 UP BOUND     x(0_0_3_10)  1
 UP BOUND     x(0_0_3_11)  1
 UP BOUND     x(0_0_3_12)  1
 UP BOUND     x(0_0_3_13)  1
 UP BOUND     x(0_0_3_14)  1
 UP BOUND     x(0_0_4_1)  1
 UP BOUND     x(0_0_4_2)  1
 UP BOUND     x(0_0_4_3)  1
 UP BOUND     x(0_0_4_4)  1
 UP BOUND     x(0_0_4_5)  1
 UP BOUND     x(0_0_4_6)  1
 UP BOUND     x(0_0_4_7)  1
 UP BOUND     x(0_0_4_8)  1
 UP BOUND     x(0_0_4_10)  1
 UP BOUND     x(0_0_4_11)  1
 UP BOUND     x(0_0_4_12)  1
 UP BOUND     x(0_0_4_13)  1
 UP BOUND     x(0_0_4_14)  1
 UP BOUND     x(0_0_5_1)  1
 UP BOUND     x(0_0_5_2)  1
 UP BOUND     x(0_0_5_3)  1
 UP BOUND     x(0_0_5_4)  1
 UP BOUND     x(0_0_5_5)  1
 UP BOUND     x(0_0_5_6)  1
 UP BOUND     x(0_0_5_7)  1
 UP BOUND     x(0_0_5_8)  1
 UP BOUND     x(0_0_5_10)  1
 UP BOUND     x(0_0_5_11)  1
 UP BOUND     x(0_0_5_12)  1
 UP BOUND     x(0_0_5_13)  1
 UP BOUND     x(0_0_5_14)  1
 UP BOUND     x(0_0_6_1)  1
 UP BOUND     x(0_0_6_2)  1
 UP BOUND     x(0_0_6_3)  1
 UP BOUND     x(0_0_6_4)  1
 UP BOUND     x(0_0_6_5)  1
 UP BOUND     x(0_0_6_6)  1
 UP BOUND     x(0_0_6_7)  1
 UP BOUND     x(0_0_6_8)  1
 UP BOUND     x(0_0_6_10)  1
 UP BOUND     x(0_0_6_11)  1
 UP BOUND     x(0_0_6_12)  1
 UP BOUND     x(0_0_6_13)  1
 UP BOUND     x(0_0_6_14)  1
 UP BOUND     x(0_0_7_1)  1
 UP BOUND     x(0_0_7_2)  1
 UP BOUND     x(0_0_7_3)  1
 UP BOUND     x(0_0_7_4)  1
 UP BOUND     x(0_0_7_5)  1
 UP BOUND     x(0_0_7_6)  1
 UP BOUND     x(0_0_7_7)  1
 UP BOUND     x(0_0_7_8)  1
 UP BOUND     x(0_0_7_10)  1
 UP BOUND     x(0_0_7_11)  1
 UP BOUND     x(0_0_7_12)  1
 UP BOUND     x(0_0_7_13)  1
 UP BOUND     x(0_0_7_14)  1
 UP BOUND     x(0_0_8_1)  1
 UP BOUND     x(0_0_8_2)  1
 UP BOUND     x(0_0_8_3)  1
 UP BOUND     x(0_0_8_4)  1
 UP BOUND     x(0_0_8_5)  1
 UP BOUND     x(0_0_8_6)  1
 UP BOUND     x(0_0_8_7)  1
 UP BOUND     x(0_0_8_8)  1
 UP BOUND     x(0_0_8_10)  1
 UP BOUND     x(0_0_8_11)  1
 UP BOUND     x(0_0_8_12)  1
 UP BOUND     x(0_0_8_13)  1
 UP BOUND     x(0_0_8_14)  1
 UP BOUND     x(0_0_9_1)  1
 UP BOUND     x(0_0_9_2)  1
 UP BOUND     x(0_0_9_3)  1
 UP BOUND     x(0_0_9_4)  1
 UP BOUND     x(0_0_9_5)  1
 UP BOUND     x(0_0_9_6)  1
 UP BOUND     x(0_0_9_7)  1
 UP BOUND     x(0_0_9_10)  1
 UP BOUND     x(0_0_9_11)  1
 UP BOUND     x(0_0_9_12)  1
 UP BOUND     x(0_0_9_13)  1
 UP BOUND     x(0_0_10_1)  1
 UP BOUND     x(0_0_10_2)  1
 UP BOUND     x(0_0_10_3)  1
 UP BOUND     x(0_0_10_4)  1
 UP BOUND     x(0_0_10_5)  1
 UP BOUND     x(0_0_10_6)  1
 UP BOUND     x(0_0_10_10)  1
 UP BOUND     x(0_0_10_11)  1
 UP BOUND     x(0_0_10_12)  1
 UP BOUND     x(0_0_11_1)  1
 UP BOUND     x(0_0_11_2)  1
 UP BOUND     x(0_0_11_3)  1
 UP BOUND     x(0_0_11_4)  1
 UP BOUND     x(0_0_11_5)  1
 UP BOUND     x(0_0_11_6)  1
 UP BOUND     x(0_0_11_10)  1
 UP BOUND     x(0_0_11_11)  1
 UP BOUND     x(0_0_11_12)  1
 UP BOUND     x(0_1_0_1)  1
 UP BOUND     x(0_1_0_2)  1
 UP BOUND     x(0_1_0_4)  1
 UP BOUND     x(0_1_0_5)  1
 UP BOUND     x(0_1_0_7)  1
 UP BOUND     x(0_1_0_8)  1
 UP BOUND     x(0_1_0_10)  1
 UP BOUND     x(0_1_0_11)  1
 UP BOUND     x(0_1_0_13)  1
 UP BOUND     x(0_1_0_14)  1
 UP BOUND     x(0_1_1_1)  1
 UP BOUND     x(0_1_1_2)  1
 UP BOUND     x(0_1_1_4)  1
 UP BOUND     x(0_1_1_5)  1
 UP BOUND     x(0_1_1_7)  1
 UP BOUND     x(0_1_1_8)  1
 UP BOUND     x(0_1_1_10)  1
 UP BOUND     x(0_1_1_11)  1
 UP BOUND     x(0_1_1_13)  1
 UP BOUND     x(0_1_1_14)  1
 UP BOUND     x(0_1_2_1)  1
 UP BOUND     x(0_1_2_2)  1
 UP BOUND     x(0_1_2_3)  1
 UP BOUND     x(0_1_2_4)  1
 UP BOUND     x(0_1_2_5)  1
 UP BOUND     x(0_1_2_6)  1
 UP BOUND     x(0_1_2_7)  1
 UP BOUND     x(0_1_2_8)  1
 UP BOUND     x(0_1_2_10)  1
 UP BOUND     x(0_1_2_11)  1
 UP BOUND     x(0_1_2_13)  1
 UP BOUND     x(0_1_2_14)  1
 UP BOUND     x(0_1_3_1)  1
 UP BOUND     x(0_1_3_2)  1
 UP BOUND     x(0_1_3_3)  1
 UP BOUND     x(0_1_3_4)  1
 UP BOUND     x(0_1_3_5)  1
 UP BOUND     x(0_1_3_6)  1
 UP BOUND     x(0_1_3_7)  1
 UP BOUND     x(0_1_3_8)  1
 UP BOUND     x(0_1_3_10)  1
 UP BOUND     x(0_1_3_11)  1
 UP BOUND     x(0_1_3_12)  1
 UP BOUND     x(0_1_3_13)  1
 UP BOUND     x(0_1_3_14)  1
 UP BOUND     x(0_1_4_1)  1
 UP BOUND     x(0_1_4_2)  1
 UP BOUND     x(0_1_4_3)  1
 UP BOUND     x(0_1_4_4)  1
 UP BOUND     x(0_1_4_5)  1
 UP BOUND     x(0_1_4_6)  1
 UP BOUND     x(0_1_4_7)  1
 UP BOUND     x(0_1_4_8)  1
 UP BOUND     x(0_1_4_10)  1
 UP BOUND     x(0_1_4_11)  1
 UP BOUND     x(0_1_4_12)  1
 UP BOUND     x(0_1_4_13)  1
 UP BOUND     x(0_1_4_14)  1
 UP BOUND     x(0_1_5_1)  1
 UP BOUND     x(0_1_5_2)  1
 UP BOUND     x(0_1_5_3)  1
 UP BOUND     x(0_1_5_4)  1
 UP BOUND     x(0_1_5_5)  1
 UP BOUND     x(0_1_5_6)  1
 UP BOUND     x(0_1_5_7)  1
 UP BOUND     x(0_1_5_8)  1
 UP BOUND     x(0_1_5_10)  1
 UP BOUND     x(0_1_5_11)  1
 UP BOUND     x(0_1_5_12)  1
 UP BOUND     x(0_1_5_13)  1
 UP BOUND     x(0_1_5_14)  1
 UP BOUND     x(0_1_6_1)  1
 UP BOUND     x(0_1_6_2)  1
 UP BOUND     x(0_1_6_3)  1
 UP BOUND     x(0_1_6_4)  1
 UP BOUND     x(0_1_6_5)  1
 UP BOUND     x(0_1_6_6)  1
 UP BOUND     x(0_1_6_7)  1
 UP BOUND     x(0_1_6_8)  1
 UP BOUND     x(0_1_6_10)  1
 UP BOUND     x(0_1_6_11)  1
 UP BOUND     x(0_1_6_12)  1
 UP BOUND     x(0_1_6_13)  1
 UP BOUND     x(0_1_6_14)  1
 UP BOUND     x(0_1_7_1)  1
 UP BOUND     x(0_1_7_2)  1
 UP BOUND     x(0_1_7_3)  1
 UP BOUND     x(0_1_7_4)  1
 UP BOUND     x(0_1_7_5)  1
 UP BOUND     x(0_1_7_6)  1
 UP BOUND     x(0_1_7_7)  1
 UP BOUND     x(0_1_7_8)  1
 UP BOUND     x(0_1_7_10)  1
 UP BOUND     x(0_1_7_11)  1
 UP BOUND     x(0_1_7_12)  1
 UP BOUND     x(0_1_7_13)  1
 UP BOUND     x(0_1_7_14)  1
 UP BOUND     x(0_1_8_1)  1
 UP BOUND     x(0_1_8_2)  1
 UP BOUND     x(0_1_8_3)  1
 UP BOUND     x(0_1_8_4)  1
 UP BOUND     x(0_1_8_5)  1
 UP BOUND     x(0_1_8_6)  1
 UP BOUND     x(0_1_8_7)  1
 UP BOUND     x(0_1_8_8)  1
 UP BOUND     x(0_1_8_10)  1
 UP BOUND     x(0_1_8_11)  1
 UP BOUND     x(0_1_8_12)  1
 UP BOUND     x(0_1_8_13)  1
 UP BOUND     x(0_1_8_14)  1
 UP BOUND     x(0_1_9_1)  1
 UP BOUND     x(0_1_9_2)  1
 UP BOUND     x(0_1_9_3)  1
 UP BOUND     x(0_1_9_4)  1
 UP BOUND     x(0_1_9_5)  1
 UP BOUND     x(0_1_9_6)  1
 UP BOUND     x(0_1_9_7)  1
 UP BOUND     x(0_1_9_10)  1
 UP BOUND     x(0_1_9_11)  1
 UP BOUND     x(0_1_9_12)  1
 UP BOUND     x(0_1_9_13)  1
 UP BOUND     x(0_1_10_1)  1
 UP BOUND     x(0_1_10_2)  1
 UP BOUND     x(0_1_10_3)  1
 UP BOUND     x(0_1_10_4)  1
 UP BOUND     x(0_1_10_5)  1
 UP BOUND     x(0_1_10_6)  1
 UP BOUND     x(0_1_10_10)  1
 UP BOUND     x(0_1_10_11)  1
 UP BOUND     x(0_1_10_12)  1
 UP BOUND     x(0_1_11_1)  1
 UP BOUND     x(0_1_11_2)  1
 UP BOUND     x(0_1_11_3)  1
 UP BOUND     x(0_1_11_4)  1
 UP BOUND     x(0_1_11_5)  1
 UP BOUND     x(0_1_11_6)  1
 UP BOUND     x(0_1_11_10)  1
 UP BOUND     x(0_1_11_11)  1
 UP BOUND     x(0_1_11_12)  1
 UP BOUND     x(0_2_0_1)  1
 UP BOUND     x(0_2_0_2)  1
 UP BOUND     x(0_2_0_4)  1
 UP BOUND     x(0_2_0_5)  1
 UP BOUND     x(0_2_0_7)  1
 UP BOUND     x(0_2_0_8)  1
 UP BOUND     x(0_2_0_10)  1
 UP BOUND     x(0_2_0_11)  1
 UP BOUND     x(0_2_0_13)  1
 UP BOUND     x(0_2_0_14)  1
 UP BOUND     x(0_2_1_1)  1
 UP BOUND     x(0_2_1_2)  1
 UP BOUND     x(0_2_1_4)  1
 UP BOUND     x(0_2_1_5)  1
 UP BOUND     x(0_2_1_7)  1
 UP BOUND     x(0_2_1_8)  1
 UP BOUND     x(0_2_1_10)  1
 UP BOUND     x(0_2_1_11)  1
 UP BOUND     x(0_2_1_13)  1
 UP BOUND     x(0_2_1_14)  1
 UP BOUND     x(0_2_2_1)  1
 UP BOUND     x(0_2_2_2)  1
 UP BOUND     x(0_2_2_3)  1
 UP BOUND     x(0_2_2_4)  1
 UP BOUND     x(0_2_2_5)  1
 UP BOUND     x(0_2_2_6)  1
 UP BOUND     x(0_2_2_7)  1
 UP BOUND     x(0_2_2_8)  1
 UP BOUND     x(0_2_2_10)  1
 UP BOUND     x(0_2_2_11)  1
 UP BOUND     x(0_2_2_13)  1
 UP BOUND     x(0_2_2_14)  1
 UP BOUND     x(0_2_3_1)  1
 UP BOUND     x(0_2_3_2)  1
 UP BOUND     x(0_2_3_3)  1
 UP BOUND     x(0_2_3_4)  1
 UP BOUND     x(0_2_3_5)  1
 UP BOUND     x(0_2_3_6)  1
 UP BOUND     x(0_2_3_7)  1
 UP BOUND     x(0_2_3_8)  1
 UP BOUND     x(0_2_3_10)  1
 UP BOUND     x(0_2_3_11)  1
 UP BOUND     x(0_2_3_12)  1
 UP BOUND     x(0_2_3_13)  1
 UP BOUND     x(0_2_3_14)  1
 UP BOUND     x(0_2_4_1)  1
 UP BOUND     x(0_2_4_2)  1
 UP BOUND     x(0_2_4_3)  1
 UP BOUND     x(0_2_4_4)  1
 UP BOUND     x(0_2_4_5)  1
 UP BOUND     x(0_2_4_6)  1
 UP BOUND     x(0_2_4_7)  1
 UP BOUND     x(0_2_4_8)  1
 UP BOUND     x(0_2_4_10)  1
 UP BOUND     x(0_2_4_11)  1
 UP BOUND     x(0_2_4_12)  1
 UP BOUND     x(0_2_4_13)  1
 UP BOUND     x(0_2_4_14)  1
 UP BOUND     x(0_2_5_1)  1
 UP BOUND     x(0_2_5_2)  1
 UP BOUND     x(0_2_5_3)  1
 UP BOUND     x(0_2_5_4)  1
 UP BOUND     x(0_2_5_5)  1
 UP BOUND     x(0_2_5_6)  1
 UP BOUND     x(0_2_5_7)  1
 UP BOUND     x(0_2_5_8)  1
 UP BOUND     x(0_2_5_10)  1
 UP BOUND     x(0_2_5_11)  1
 UP BOUND     x(0_2_5_12)  1
 UP BOUND     x(0_2_5_13)  1
 UP BOUND     x(0_2_5_14)  1
 UP BOUND     x(0_2_6_1)  1
 UP BOUND     x(0_2_6_2)  1
 UP BOUND     x(0_2_6_3)  1
 UP BOUND     x(0_2_6_4)  1
 UP BOUND     x(0_2_6_5)  1
 UP BOUND     x(0_2_6_6)  1
 UP BOUND     x(0_2_6_7)  1
 UP BOUND     x(0_2_6_8)  1
 UP BOUND     x(0_2_6_10)  1
 UP BOUND     x(0_2_6_11)  1
 UP BOUND     x(0_2_6_12)  1
 UP BOUND     x(0_2_6_13)  1
 UP BOUND     x(0_2_6_14)  1
 UP BOUND     x(0_2_7_1)  1
 UP BOUND     x(0_2_7_2)  1
 UP BOUND     x(0_2_7_3)  1
 UP BOUND     x(0_2_7_4)  1
 UP BOUND     x(0_2_7_5)  1
 UP BOUND     x(0_2_7_6)  1
 UP BOUND     x(0_2_7_7)  1
 UP BOUND     x(0_2_7_8)  1
 UP BOUND     x(0_2_7_10)  1
 UP BOUND     x(0_2_7_11)  1
 UP BOUND     x(0_2_7_12)  1
 UP BOUND     x(0_2_7_13)  1
 UP BOUND     x(0_2_7_14)  1
 UP BOUND     x(0_2_8_1)  1
 UP BOUND     x(0_2_8_2)  1
 UP BOUND     x(0_2_8_3)  1
 UP BOUND     x(0_2_8_4)  1
 UP BOUND     x(0_2_8_5)  1
 UP BOUND     x(0_2_8_6)  1
 UP BOUND     x(0_2_8_7)  1
 UP BOUND     x(0_2_8_8)  1
 UP BOUND     x(0_2_8_10)  1
 UP BOUND     x(0_2_8_11)  1
 UP BOUND     x(0_2_8_12)  1
 UP BOUND     x(0_2_8_13)  1
 UP BOUND     x(0_2_8_14)  1
 UP BOUND     x(0_2_9_1)  1
 UP BOUND     x(0_2_9_2)  1
 UP BOUND     x(0_2_9_3)  1
 UP BOUND     x(0_2_9_4)  1
 UP BOUND     x(0_2_9_5)  1
 UP BOUND     x(0_2_9_6)  1
 UP BOUND     x(0_2_9_7)  1
 UP BOUND     x(0_2_9_10)  1
 UP BOUND     x(0_2_9_11)  1
 UP BOUND     x(0_2_9_12)  1
 UP BOUND     x(0_2_9_13)  1
 UP BOUND     x(0_2_10_1)  1
 UP BOUND     x(0_2_10_2)  1
 UP BOUND     x(0_2_10_3)  1
 UP BOUND     x(0_2_10_4)  1
 UP BOUND     x(0_2_10_5)  1
 UP BOUND     x(0_2_10_6)  1
 UP BOUND     x(0_2_10_10)  1
 UP BOUND     x(0_2_10_11)  1
 UP BOUND     x(0_2_10_12)  1
 UP BOUND     x(0_2_11_1)  1
 UP BOUND     x(0_2_11_2)  1
 UP BOUND     x(0_2_11_3)  1
 UP BOUND     x(0_2_11_4)  1
 UP BOUND     x(0_2_11_5)  1
 UP BOUND     x(0_2_11_6)  1
 UP BOUND     x(0_2_11_10)  1
 UP BOUND     x(0_2_11_11)  1
 UP BOUND     x(0_2_11_12)  1
 UP BOUND     x(1_0_0_1)  1
 UP BOUND     x(1_0_0_2)  1
 UP BOUND     x(1_0_0_4)  1
 UP BOUND     x(1_0_0_5)  1
 UP BOUND     x(1_0_0_7)  1
 UP BOUND     x(1_0_0_8)  1
 UP BOUND     x(1_0_0_10)  1
 UP BOUND     x(1_0_0_11)  1
 UP BOUND     x(1_0_0_13)  1
 UP BOUND     x(1_0_0_14)  1
 UP BOUND     x(1_0_1_1)  1
 UP BOUND     x(1_0_1_2)  1
 UP BOUND     x(1_0_1_4)  1
 UP BOUND     x(1_0_1_5)  1
 UP BOUND     x(1_0_1_7)  1
 UP BOUND     x(1_0_1_8)  1
 UP BOUND     x(1_0_1_10)  1
 UP BOUND     x(1_0_1_11)  1
 UP BOUND     x(1_0_1_13)  1
 UP BOUND     x(1_0_1_14)  1
 UP BOUND     x(1_0_2_1)  1
 UP BOUND     x(1_0_2_2)  1
 UP BOUND     x(1_0_2_4)  1
 UP BOUND     x(1_0_2_5)  1
 UP BOUND     x(1_0_2_7)  1
 UP BOUND     x(1_0_2_8)  1
 UP BOUND     x(1_0_2_10)  1
 UP BOUND     x(1_0_2_11)  1
 UP BOUND     x(1_0_2_13)  1
 UP BOUND     x(1_0_2_14)  1
 UP BOUND     x(1_0_3_1)  1
 UP BOUND     x(1_0_3_2)  1
 UP BOUND     x(1_0_3_3)  1
 UP BOUND     x(1_0_3_4)  1
 UP BOUND     x(1_0_3_5)  1
 UP BOUND     x(1_0_3_6)  1
 UP BOUND     x(1_0_3_7)  1
 UP BOUND     x(1_0_3_8)  1
 UP BOUND     x(1_0_3_10)  1
 UP BOUND     x(1_0_3_11)  1
 UP BOUND     x(1_0_3_13)  1
 UP BOUND     x(1_0_3_14)  1
 UP BOUND     x(1_0_4_1)  1
 UP BOUND     x(1_0_4_2)  1
 UP BOUND     x(1_0_4_3)  1
 UP BOUND     x(1_0_4_4)  1
 UP BOUND     x(1_0_4_5)  1
 UP BOUND     x(1_0_4_6)  1
 UP BOUND     x(1_0_4_7)  1
 UP BOUND     x(1_0_4_8)  1
 UP BOUND     x(1_0_4_10)  1
 UP BOUND     x(1_0_4_11)  1
 UP BOUND     x(1_0_4_13)  1
 UP BOUND     x(1_0_4_14)  1
 UP BOUND     x(1_0_5_1)  1
 UP BOUND     x(1_0_5_2)  1
 UP BOUND     x(1_0_5_3)  1
 UP BOUND     x(1_0_5_4)  1
 UP BOUND     x(1_0_5_5)  1
 UP BOUND     x(1_0_5_6)  1
 UP BOUND     x(1_0_5_7)  1
 UP BOUND     x(1_0_5_8)  1
 UP BOUND     x(1_0_5_10)  1
 UP BOUND     x(1_0_5_11)  1
 UP BOUND     x(1_0_5_12)  1
 UP BOUND     x(1_0_5_13)  1
 UP BOUND     x(1_0_5_14)  1
 UP BOUND     x(1_0_6_1)  1
 UP BOUND     x(1_0_6_2)  1
 UP BOUND     x(1_0_6_3)  1
 UP BOUND     x(1_0_6_4)  1
 UP BOUND     x(1_0_6_5)  1
 UP BOUND     x(1_0_6_6)  1
 UP BOUND     x(1_0_6_7)  1
 UP BOUND     x(1_0_6_8)  1
 UP BOUND     x(1_0_6_10)  1
 UP BOUND     x(1_0_6_11)  1
 UP BOUND     x(1_0_6_12)  1
 UP BOUND     x(1_0_6_13)  1
 UP BOUND     x(1_0_6_14)  1
 UP BOUND     x(1_0_7_1)  1
 UP BOUND     x(1_0_7_2)  1
 UP BOUND     x(1_0_7_3)  1
 UP BOUND     x(1_0_7_4)  1
 UP BOUND     x(1_0_7_5)  1
 UP BOUND     x(1_0_7_6)  1
 UP BOUND     x(1_0_7_7)  1
 UP BOUND     x(1_0_7_10)  1
 UP BOUND     x(1_0_7_11)  1
 UP BOUND     x(1_0_7_12)  1
 UP BOUND     x(1_0_7_13)  1
 UP BOUND     x(1_0_8_1)  1
 UP BOUND     x(1_0_8_2)  1
 UP BOUND     x(1_0_8_3)  1
 UP BOUND     x(1_0_8_4)  1
 UP BOUND     x(1_0_8_5)  1
 UP BOUND     x(1_0_8_6)  1
 UP BOUND     x(1_0_8_7)  1
 UP BOUND     x(1_0_8_10)  1
 UP BOUND     x(1_0_8_11)  1
 UP BOUND     x(1_0_8_12)  1
 UP BOUND     x(1_0_8_13)  1
 UP BOUND     x(1_0_9_1)  1
 UP BOUND     x(1_0_9_2)  1
 UP BOUND     x(1_0_9_3)  1
 UP BOUND     x(1_0_9_4)  1
 UP BOUND     x(1_0_9_5)  1
 UP BOUND     x(1_0_9_6)  1
 UP BOUND     x(1_0_9_10)  1
 UP BOUND     x(1_0_9_11)  1
 UP BOUND     x(1_0_9_12)  1
 UP BOUND     x(1_0_10_1)  1
 UP BOUND     x(1_0_10_2)  1
 UP BOUND     x(1_0_10_3)  1
 UP BOUND     x(1_0_10_4)  1
 UP BOUND     x(1_0_10_5)  1
 UP BOUND     x(1_0_10_6)  1
 UP BOUND     x(1_0_10_10)  1
 UP BOUND     x(1_0_10_11)  1
 UP BOUND     x(1_0_10_12)  1
 UP BOUND     x(1_0_11_1)  1
 UP BOUND     x(1_0_11_2)  1
 UP BOUND     x(1_0_11_3)  1
 UP BOUND     x(1_0_11_4)  1
 UP BOUND     x(1_0_11_5)  1
 UP BOUND     x(1_0_11_6)  1
 UP BOUND     x(1_0_11_10)  1
 UP BOUND     x(1_0_11_11)  1
 UP BOUND     x(1_0_11_12)  1
 UP BOUND     x(1_1_0_1)  1
 UP BOUND     x(1_1_0_2)  1
 UP BOUND     x(1_1_0_4)  1
 UP BOUND     x(1_1_0_5)  1
 UP BOUND     x(1_1_0_7)  1
 UP BOUND     x(1_1_0_8)  1
 UP BOUND     x(1_1_0_10)  1
 UP BOUND     x(1_1_0_11)  1
 UP BOUND     x(1_1_0_13)  1
 UP BOUND     x(1_1_0_14)  1
 UP BOUND     x(1_1_1_1)  1
 UP BOUND     x(1_1_1_2)  1
 UP BOUND     x(1_1_1_4)  1
 UP BOUND     x(1_1_1_5)  1
 UP BOUND     x(1_1_1_7)  1
 UP BOUND     x(1_1_1_8)  1
 UP BOUND     x(1_1_1_10)  1
 UP BOUND     x(1_1_1_11)  1
 UP BOUND     x(1_1_1_13)  1
 UP BOUND     x(1_1_1_14)  1
 UP BOUND     x(1_1_2_1)  1
 UP BOUND     x(1_1_2_2)  1
 UP BOUND     x(1_1_2_4)  1
 UP BOUND     x(1_1_2_5)  1
 UP BOUND     x(1_1_2_7)  1
 UP BOUND     x(1_1_2_8)  1
 UP BOUND     x(1_1_2_10)  1
 UP BOUND     x(1_1_2_11)  1
 UP BOUND     x(1_1_2_13)  1
 UP BOUND     x(1_1_2_14)  1
 UP BOUND     x(1_1_3_1)  1
 UP BOUND     x(1_1_3_2)  1
 UP BOUND     x(1_1_3_3)  1
 UP BOUND     x(1_1_3_4)  1
 UP BOUND     x(1_1_3_5)  1
 UP BOUND     x(1_1_3_6)  1
 UP BOUND     x(1_1_3_7)  1
 UP BOUND     x(1_1_3_8)  1
 UP BOUND     x(1_1_3_10)  1
 UP BOUND     x(1_1_3_11)  1
 UP BOUND     x(1_1_3_13)  1
 UP BOUND     x(1_1_3_14)  1
 UP BOUND     x(1_1_4_1)  1
 UP BOUND     x(1_1_4_2)  1
 UP BOUND     x(1_1_4_3)  1
 UP BOUND     x(1_1_4_4)  1
 UP BOUND     x(1_1_4_5)  1
 UP BOUND     x(1_1_4_6)  1
 UP BOUND     x(1_1_4_7)  1
 UP BOUND     x(1_1_4_8)  1
 UP BOUND     x(1_1_4_10)  1
 UP BOUND     x(1_1_4_11)  1
 UP BOUND     x(1_1_4_13)  1
 UP BOUND     x(1_1_4_14)  1
 UP BOUND     x(1_1_5_1)  1
 UP BOUND     x(1_1_5_2)  1
 UP BOUND     x(1_1_5_3)  1
 UP BOUND     x(1_1_5_4)  1
 UP BOUND     x(1_1_5_5)  1
 UP BOUND     x(1_1_5_6)  1
 UP BOUND     x(1_1_5_7)  1
 UP BOUND     x(1_1_5_8)  1
 UP BOUND     x(1_1_5_10)  1
 UP BOUND     x(1_1_5_11)  1
 UP BOUND     x(1_1_5_12)  1
 UP BOUND     x(1_1_5_13)  1
 UP BOUND     x(1_1_5_14)  1
 UP BOUND     x(1_1_6_1)  1
 UP BOUND     x(1_1_6_2)  1
 UP BOUND     x(1_1_6_3)  1
 UP BOUND     x(1_1_6_4)  1
 UP BOUND     x(1_1_6_5)  1
 UP BOUND     x(1_1_6_6)  1
 UP BOUND     x(1_1_6_7)  1
 UP BOUND     x(1_1_6_8)  1
 UP BOUND     x(1_1_6_10)  1
 UP BOUND     x(1_1_6_11)  1
 UP BOUND     x(1_1_6_12)  1
 UP BOUND     x(1_1_6_13)  1
 UP BOUND     x(1_1_6_14)  1
 UP BOUND     x(1_1_7_1)  1
 UP BOUND     x(1_1_7_2)  1
 UP BOUND     x(1_1_7_3)  1
 UP BOUND     x(1_1_7_4)  1
 UP BOUND     x(1_1_7_5)  1
 UP BOUND     x(1_1_7_6)  1
 UP BOUND     x(1_1_7_7)  1
 UP BOUND     x(1_1_7_10)  1
 UP BOUND     x(1_1_7_11)  1
 UP BOUND     x(1_1_7_12)  1
 UP BOUND     x(1_1_7_13)  1
 UP BOUND     x(1_1_8_1)  1
 UP BOUND     x(1_1_8_2)  1
 UP BOUND     x(1_1_8_3)  1
 UP BOUND     x(1_1_8_4)  1
 UP BOUND     x(1_1_8_5)  1
 UP BOUND     x(1_1_8_6)  1
 UP BOUND     x(1_1_8_7)  1
 UP BOUND     x(1_1_8_10)  1
 UP BOUND     x(1_1_8_11)  1
 UP BOUND     x(1_1_8_12)  1
 UP BOUND     x(1_1_8_13)  1
 UP BOUND     x(1_1_9_1)  1
 UP BOUND     x(1_1_9_2)  1
 UP BOUND     x(1_1_9_3)  1
 UP BOUND     x(1_1_9_4)  1
 UP BOUND     x(1_1_9_5)  1
 UP BOUND     x(1_1_9_6)  1
 UP BOUND     x(1_1_9_10)  1
 UP BOUND     x(1_1_9_11)  1
 UP BOUND     x(1_1_9_12)  1
 UP BOUND     x(1_1_10_1)  1
 UP BOUND     x(1_1_10_2)  1
 UP BOUND     x(1_1_10_3)  1
 UP BOUND     x(1_1_10_4)  1
 UP BOUND     x(1_1_10_5)  1
 UP BOUND     x(1_1_10_6)  1
 UP BOUND     x(1_1_10_10)  1
 UP BOUND     x(1_1_10_11)  1
 UP BOUND     x(1_1_10_12)  1
 UP BOUND     x(1_1_11_1)  1
 UP BOUND     x(1_1_11_2)  1
 UP BOUND     x(1_1_11_3)  1
 UP BOUND     x(1_1_11_4)  1
 UP BOUND     x(1_1_11_5)  1
 UP BOUND     x(1_1_11_6)  1
 UP BOUND     x(1_1_11_10)  1
 UP BOUND     x(1_1_11_11)  1
 UP BOUND     x(1_1_11_12)  1
 UP BOUND     x(1_2_0_1)  1
 UP BOUND     x(1_2_0_2)  1
 UP BOUND     x(1_2_0_4)  1
 UP BOUND     x(1_2_0_5)  1
 UP BOUND     x(1_2_0_7)  1
 UP BOUND     x(1_2_0_8)  1
 UP BOUND     x(1_2_0_10)  1
 UP BOUND     x(1_2_0_11)  1
 UP BOUND     x(1_2_0_13)  1
 UP BOUND     x(1_2_0_14)  1
 UP BOUND     x(1_2_1_1)  1
 UP BOUND     x(1_2_1_2)  1
 UP BOUND     x(1_2_1_4)  1
 UP BOUND     x(1_2_1_5)  1
 UP BOUND     x(1_2_1_7)  1
 UP BOUND     x(1_2_1_8)  1
 UP BOUND     x(1_2_1_10)  1
 UP BOUND     x(1_2_1_11)  1
 UP BOUND     x(1_2_1_13)  1
 UP BOUND     x(1_2_1_14)  1
 UP BOUND     x(1_2_2_1)  1
 UP BOUND     x(1_2_2_2)  1
 UP BOUND     x(1_2_2_4)  1
 UP BOUND     x(1_2_2_5)  1
 UP BOUND     x(1_2_2_7)  1
 UP BOUND     x(1_2_2_8)  1
 UP BOUND     x(1_2_2_10)  1
 UP BOUND     x(1_2_2_11)  1
 UP BOUND     x(1_2_2_13)  1
 UP BOUND     x(1_2_2_14)  1
 UP BOUND     x(1_2_3_1)  1
 UP BOUND     x(1_2_3_2)  1
 UP BOUND     x(1_2_3_3)  1
 UP BOUND     x(1_2_3_4)  1
 UP BOUND     x(1_2_3_5)  1
 UP BOUND     x(1_2_3_6)  1
 UP BOUND     x(1_2_3_7)  1
 UP BOUND     x(1_2_3_8)  1
 UP BOUND     x(1_2_3_10)  1
 UP BOUND     x(1_2_3_11)  1
 UP BOUND     x(1_2_3_13)  1
 UP BOUND     x(1_2_3_14)  1
 UP BOUND     x(1_2_4_1)  1
 UP BOUND     x(1_2_4_2)  1
 UP BOUND     x(1_2_4_3)  1
 UP BOUND     x(1_2_4_4)  1
 UP BOUND     x(1_2_4_5)  1
 UP BOUND     x(1_2_4_6)  1
 UP BOUND     x(1_2_4_7)  1
 UP BOUND     x(1_2_4_8)  1
 UP BOUND     x(1_2_4_10)  1
 UP BOUND     x(1_2_4_11)  1
 UP BOUND     x(1_2_4_13)  1
 UP BOUND     x(1_2_4_14)  1
 UP BOUND     x(1_2_5_1)  1
 UP BOUND     x(1_2_5_2)  1
 UP BOUND     x(1_2_5_3)  1
 UP BOUND     x(1_2_5_4)  1
 UP BOUND     x(1_2_5_5)  1
 UP BOUND     x(1_2_5_6)  1
 UP BOUND     x(1_2_5_7)  1
 UP BOUND     x(1_2_5_8)  1
 UP BOUND     x(1_2_5_10)  1
 UP BOUND     x(1_2_5_11)  1
 UP BOUND     x(1_2_5_12)  1
 UP BOUND     x(1_2_5_13)  1
 UP BOUND     x(1_2_5_14)  1
 UP BOUND     x(1_2_6_1)  1
 UP BOUND     x(1_2_6_2)  1
 UP BOUND     x(1_2_6_3)  1
 UP BOUND     x(1_2_6_4)  1
 UP BOUND     x(1_2_6_5)  1
 UP BOUND     x(1_2_6_6)  1
 UP BOUND     x(1_2_6_7)  1
 UP BOUND     x(1_2_6_8)  1
 UP BOUND     x(1_2_6_10)  1
 UP BOUND     x(1_2_6_11)  1
 UP BOUND     x(1_2_6_12)  1
 UP BOUND     x(1_2_6_13)  1
 UP BOUND     x(1_2_6_14)  1
 UP BOUND     x(1_2_7_1)  1
 UP BOUND     x(1_2_7_2)  1
 UP BOUND     x(1_2_7_3)  1
 UP BOUND     x(1_2_7_4)  1
 UP BOUND     x(1_2_7_5)  1
 UP BOUND     x(1_2_7_6)  1
 UP BOUND     x(1_2_7_7)  1
 UP BOUND     x(1_2_7_10)  1
 UP BOUND     x(1_2_7_11)  1
 UP BOUND     x(1_2_7_12)  1
 UP BOUND     x(1_2_7_13)  1
 UP BOUND     x(1_2_8_1)  1
 UP BOUND     x(1_2_8_2)  1
 UP BOUND     x(1_2_8_3)  1
 UP BOUND     x(1_2_8_4)  1
 UP BOUND     x(1_2_8_5)  1
 UP BOUND     x(1_2_8_6)  1
 UP BOUND     x(1_2_8_7)  1
 UP BOUND     x(1_2_8_10)  1
 UP BOUND     x(1_2_8_11)  1
 UP BOUND     x(1_2_8_12)  1
 UP BOUND     x(1_2_8_13)  1
 UP BOUND     x(1_2_9_1)  1
 UP BOUND     x(1_2_9_2)  1
 UP BOUND     x(1_2_9_3)  1
 UP BOUND     x(1_2_9_4)  1
 UP BOUND     x(1_2_9_5)  1
 UP BOUND     x(1_2_9_6)  1
 UP BOUND     x(1_2_9_10)  1
 UP BOUND     x(1_2_9_11)  1
 UP BOUND     x(1_2_9_12)  1
 UP BOUND     x(1_2_10_1)  1
 UP BOUND     x(1_2_10_2)  1
 UP BOUND     x(1_2_10_3)  1
 UP BOUND     x(1_2_10_4)  1
 UP BOUND     x(1_2_10_5)  1
 UP BOUND     x(1_2_10_6)  1
 UP BOUND     x(1_2_10_10)  1
 UP BOUND     x(1_2_10_11)  1
 UP BOUND     x(1_2_10_12)  1
 UP BOUND     x(1_2_11_1)  1
 UP BOUND     x(1_2_11_2)  1
 UP BOUND     x(1_2_11_3)  1
 UP BOUND     x(1_2_11_4)  1
 UP BOUND     x(1_2_11_5)  1
 UP BOUND     x(1_2_11_6)  1
 UP BOUND     x(1_2_11_10)  1
 UP BOUND     x(1_2_11_11)  1
 UP BOUND     x(1_2_11_12)  1
 UP BOUND     x(2_0_0_1)  1
 UP BOUND     x(2_0_0_2)  1
 UP BOUND     x(2_0_0_4)  1
 UP BOUND     x(2_0_0_5)  1
 UP BOUND     x(2_0_0_7)  1
 UP BOUND     x(2_0_0_8)  1
 UP BOUND     x(2_0_0_10)  1
 UP BOUND     x(2_0_0_11)  1
 UP BOUND     x(2_0_0_13)  1
 UP BOUND     x(2_0_0_14)  1
 UP BOUND     x(2_0_1_1)  1
 UP BOUND     x(2_0_1_2)  1
 UP BOUND     x(2_0_1_4)  1
 UP BOUND     x(2_0_1_5)  1
 UP BOUND     x(2_0_1_7)  1
 UP BOUND     x(2_0_1_8)  1
 UP BOUND     x(2_0_1_10)  1
 UP BOUND     x(2_0_1_11)  1
 UP BOUND     x(2_0_1_13)  1
 UP BOUND     x(2_0_1_14)  1
 UP BOUND     x(2_0_2_1)  1
 UP BOUND     x(2_0_2_2)  1
 UP BOUND     x(2_0_2_4)  1
 UP BOUND     x(2_0_2_5)  1
 UP BOUND     x(2_0_2_7)  1
 UP BOUND     x(2_0_2_8)  1
 UP BOUND     x(2_0_2_10)  1
 UP BOUND     x(2_0_2_11)  1
 UP BOUND     x(2_0_2_13)  1
 UP BOUND     x(2_0_2_14)  1
 UP BOUND     x(2_0_3_1)  1
 UP BOUND     x(2_0_3_2)  1
 UP BOUND     x(2_0_3_4)  1
 UP BOUND     x(2_0_3_5)  1
 UP BOUND     x(2_0_3_7)  1
 UP BOUND     x(2_0_3_8)  1
 UP BOUND     x(2_0_3_10)  1
 UP BOUND     x(2_0_3_11)  1
 UP BOUND     x(2_0_3_13)  1
 UP BOUND     x(2_0_3_14)  1
 UP BOUND     x(2_0_4_1)  1
 UP BOUND     x(2_0_4_2)  1
 UP BOUND     x(2_0_4_3)  1
 UP BOUND     x(2_0_4_4)  1
 UP BOUND     x(2_0_4_5)  1
 UP BOUND     x(2_0_4_6)  1
 UP BOUND     x(2_0_4_7)  1
 UP BOUND     x(2_0_4_8)  1
 UP BOUND     x(2_0_4_10)  1
 UP BOUND     x(2_0_4_11)  1
 UP BOUND     x(2_0_4_13)  1
 UP BOUND     x(2_0_4_14)  1
 UP BOUND     x(2_0_5_1)  1
 UP BOUND     x(2_0_5_2)  1
 UP BOUND     x(2_0_5_3)  1
 UP BOUND     x(2_0_5_4)  1
 UP BOUND     x(2_0_5_5)  1
 UP BOUND     x(2_0_5_6)  1
 UP BOUND     x(2_0_5_7)  1
 UP BOUND     x(2_0_5_8)  1
 UP BOUND     x(2_0_5_10)  1
 UP BOUND     x(2_0_5_11)  1
 UP BOUND     x(2_0_5_13)  1
 UP BOUND     x(2_0_5_14)  1
 UP BOUND     x(2_0_6_1)  1
 UP BOUND     x(2_0_6_2)  1
 UP BOUND     x(2_0_6_3)  1
 UP BOUND     x(2_0_6_4)  1
 UP BOUND     x(2_0_6_5)  1
 UP BOUND     x(2_0_6_6)  1
 UP BOUND     x(2_0_6_7)  1
 UP BOUND     x(2_0_6_10)  1
 UP BOUND     x(2_0_6_11)  1
 UP BOUND     x(2_0_6_12)  1
 UP BOUND     x(2_0_6_13)  1
 UP BOUND     x(2_0_7_1)  1
 UP BOUND     x(2_0_7_2)  1
 UP BOUND     x(2_0_7_3)  1
 UP BOUND     x(2_0_7_4)  1
 UP BOUND     x(2_0_7_5)  1
 UP BOUND     x(2_0_7_6)  1
 UP BOUND     x(2_0_7_7)  1
 UP BOUND     x(2_0_7_10)  1
 UP BOUND     x(2_0_7_11)  1
 UP BOUND     x(2_0_7_12)  1
 UP BOUND     x(2_0_7_13)  1
 UP BOUND     x(2_0_8_1)  1
 UP BOUND     x(2_0_8_2)  1
 UP BOUND     x(2_0_8_3)  1
 UP BOUND     x(2_0_8_4)  1
 UP BOUND     x(2_0_8_5)  1
 UP BOUND     x(2_0_8_6)  1
 UP BOUND     x(2_0_8_10)  1
 UP BOUND     x(2_0_8_11)  1
 UP BOUND     x(2_0_8_12)  1
 UP BOUND     x(2_0_9_1)  1
 UP BOUND     x(2_0_9_2)  1
 UP BOUND     x(2_0_9_3)  1
 UP BOUND     x(2_0_9_4)  1
 UP BOUND     x(2_0_9_5)  1
 UP BOUND     x(2_0_9_6)  1
 UP BOUND     x(2_0_9_10)  1
 UP BOUND     x(2_0_9_11)  1
 UP BOUND     x(2_0_9_12)  1
 UP BOUND     x(2_0_10_1)  1
 UP BOUND     x(2_0_10_2)  1
 UP BOUND     x(2_0_10_3)  1
 UP BOUND     x(2_0_10_4)  1
 UP BOUND     x(2_0_10_5)  1
 UP BOUND     x(2_0_10_6)  1
 UP BOUND     x(2_0_10_10)  1
 UP BOUND     x(2_0_10_11)  1
 UP BOUND     x(2_0_10_12)  1
 UP BOUND     x(2_0_11_1)  1
 UP BOUND     x(2_0_11_2)  1
 UP BOUND     x(2_0_11_3)  1
 UP BOUND     x(2_0_11_4)  1
 UP BOUND     x(2_0_11_5)  1
 UP BOUND     x(2_0_11_6)  1
 UP BOUND     x(2_0_11_10)  1
 UP BOUND     x(2_0_11_11)  1
 UP BOUND     x(2_0_11_12)  1
 UP BOUND     x(2_1_0_1)  1
 UP BOUND     x(2_1_0_2)  1
 UP BOUND     x(2_1_0_4)  1
 UP BOUND     x(2_1_0_5)  1
 UP BOUND     x(2_1_0_7)  1
 UP BOUND     x(2_1_0_8)  1
 UP BOUND     x(2_1_0_10)  1
 UP BOUND     x(2_1_0_11)  1
 UP BOUND     x(2_1_0_13)  1
 UP BOUND     x(2_1_0_14)  1
 UP BOUND     x(2_1_1_1)  1
 UP BOUND     x(2_1_1_2)  1
 UP BOUND     x(2_1_1_4)  1
 UP BOUND     x(2_1_1_5)  1
 UP BOUND     x(2_1_1_7)  1
 UP BOUND     x(2_1_1_8)  1
 UP BOUND     x(2_1_1_10)  1
 UP BOUND     x(2_1_1_11)  1
 UP BOUND     x(2_1_1_13)  1
 UP BOUND     x(2_1_1_14)  1
 UP BOUND     x(2_1_2_1)  1
 UP BOUND     x(2_1_2_2)  1
 UP BOUND     x(2_1_2_4)  1
 UP BOUND     x(2_1_2_5)  1
 UP BOUND     x(2_1_2_7)  1
 UP BOUND     x(2_1_2_8)  1
 UP BOUND     x(2_1_2_10)  1
 UP BOUND     x(2_1_2_11)  1
 UP BOUND     x(2_1_2_13)  1
 UP BOUND     x(2_1_2_14)  1
 UP BOUND     x(2_1_3_1)  1
 UP BOUND     x(2_1_3_2)  1
 UP BOUND     x(2_1_3_4)  1
 UP BOUND     x(2_1_3_5)  1
 UP BOUND     x(2_1_3_7)  1
 UP BOUND     x(2_1_3_8)  1
 UP BOUND     x(2_1_3_10)  1
 UP BOUND     x(2_1_3_11)  1
 UP BOUND     x(2_1_3_13)  1
 UP BOUND     x(2_1_3_14)  1
 UP BOUND     x(2_1_4_1)  1
 UP BOUND     x(2_1_4_2)  1
 UP BOUND     x(2_1_4_3)  1
 UP BOUND     x(2_1_4_4)  1
 UP BOUND     x(2_1_4_5)  1
 UP BOUND     x(2_1_4_6)  1
 UP BOUND     x(2_1_4_7)  1
 UP BOUND     x(2_1_4_8)  1
 UP BOUND     x(2_1_4_10)  1
 UP BOUND     x(2_1_4_11)  1
 UP BOUND     x(2_1_4_13)  1
 UP BOUND     x(2_1_4_14)  1
 UP BOUND     x(2_1_5_1)  1
 UP BOUND     x(2_1_5_2)  1
 UP BOUND     x(2_1_5_3)  1
 UP BOUND     x(2_1_5_4)  1
 UP BOUND     x(2_1_5_5)  1
 UP BOUND     x(2_1_5_6)  1
 UP BOUND     x(2_1_5_7)  1
 UP BOUND     x(2_1_5_8)  1
 UP BOUND     x(2_1_5_10)  1
 UP BOUND     x(2_1_5_11)  1
 UP BOUND     x(2_1_5_13)  1
 UP BOUND     x(2_1_5_14)  1
 UP BOUND     x(2_1_6_1)  1
 UP BOUND     x(2_1_6_2)  1
 UP BOUND     x(2_1_6_3)  1
 UP BOUND     x(2_1_6_4)  1
 UP BOUND     x(2_1_6_5)  1
 UP BOUND     x(2_1_6_6)  1
 UP BOUND     x(2_1_6_7)  1
 UP BOUND     x(2_1_6_10)  1
 UP BOUND     x(2_1_6_11)  1
 UP BOUND     x(2_1_6_12)  1
 UP BOUND     x(2_1_6_13)  1
 UP BOUND     x(2_1_7_1)  1
 UP BOUND     x(2_1_7_2)  1
 UP BOUND     x(2_1_7_3)  1
 UP BOUND     x(2_1_7_4)  1
 UP BOUND     x(2_1_7_5)  1
 UP BOUND     x(2_1_7_6)  1
 UP BOUND     x(2_1_7_7)  1
 UP BOUND     x(2_1_7_10)  1
 UP BOUND     x(2_1_7_11)  1
 UP BOUND     x(2_1_7_12)  1
 UP BOUND     x(2_1_7_13)  1
 UP BOUND     x(2_1_8_1)  1
 UP BOUND     x(2_1_8_2)  1
 UP BOUND     x(2_1_8_3)  1
 UP BOUND     x(2_1_8_4)  1
 UP BOUND     x(2_1_8_5)  1
 UP BOUND     x(2_1_8_6)  1
 UP BOUND     x(2_1_8_10)  1
 UP BOUND     x(2_1_8_11)  1
 UP BOUND     x(2_1_8_12)  1
 UP BOUND     x(2_1_9_1)  1
 UP BOUND     x(2_1_9_2)  1
 UP BOUND     x(2_1_9_3)  1
 UP BOUND     x(2_1_9_4)  1
 UP BOUND     x(2_1_9_5)  1
 UP BOUND     x(2_1_9_6)  1
 UP BOUND     x(2_1_9_10)  1
 UP BOUND     x(2_1_9_11)  1
 UP BOUND     x(2_1_9_12)  1
 UP BOUND     x(2_1_10_1)  1
 UP BOUND     x(2_1_10_2)  1
 UP BOUND     x(2_1_10_3)  1
 UP BOUND     x(2_1_10_4)  1
 UP BOUND     x(2_1_10_5)  1
 UP BOUND     x(2_1_10_6)  1
 UP BOUND     x(2_1_10_10)  1
 UP BOUND     x(2_1_10_11)  1
 UP BOUND     x(2_1_10_12)  1
 UP BOUND     x(2_1_11_1)  1
 UP BOUND     x(2_1_11_2)  1
 UP BOUND     x(2_1_11_3)  1
 UP BOUND     x(2_1_11_4)  1
 UP BOUND     x(2_1_11_5)  1
 UP BOUND     x(2_1_11_6)  1
 UP BOUND     x(2_1_11_10)  1
 UP BOUND     x(2_1_11_11)  1
 UP BOUND     x(2_1_11_12)  1
 UP BOUND     x(2_2_0_1)  1
 UP BOUND     x(2_2_0_2)  1
 UP BOUND     x(2_2_0_4)  1
 UP BOUND     x(2_2_0_5)  1
 UP BOUND     x(2_2_0_7)  1
 UP BOUND     x(2_2_0_8)  1
 UP BOUND     x(2_2_0_10)  1
 UP BOUND     x(2_2_0_11)  1
 UP BOUND     x(2_2_0_13)  1
 UP BOUND     x(2_2_0_14)  1
 UP BOUND     x(2_2_1_1)  1
 UP BOUND     x(2_2_1_2)  1
 UP BOUND     x(2_2_1_4)  1
 UP BOUND     x(2_2_1_5)  1
 UP BOUND     x(2_2_1_7)  1
 UP BOUND     x(2_2_1_8)  1
 UP BOUND     x(2_2_1_10)  1
 UP BOUND     x(2_2_1_11)  1
 UP BOUND     x(2_2_1_13)  1
 UP BOUND     x(2_2_1_14)  1
 UP BOUND     x(2_2_2_1)  1
 UP BOUND     x(2_2_2_2)  1
 UP BOUND     x(2_2_2_4)  1
 UP BOUND     x(2_2_2_5)  1
 UP BOUND     x(2_2_2_7)  1
 UP BOUND     x(2_2_2_8)  1
 UP BOUND     x(2_2_2_10)  1
 UP BOUND     x(2_2_2_11)  1
 UP BOUND     x(2_2_2_13)  1
 UP BOUND     x(2_2_2_14)  1
 UP BOUND     x(2_2_3_1)  1
 UP BOUND     x(2_2_3_2)  1
 UP BOUND     x(2_2_3_4)  1
 UP BOUND     x(2_2_3_5)  1
 UP BOUND     x(2_2_3_7)  1
 UP BOUND     x(2_2_3_8)  1
 UP BOUND     x(2_2_3_10)  1
 UP BOUND     x(2_2_3_11)  1
 UP BOUND     x(2_2_3_13)  1
 UP BOUND     x(2_2_3_14)  1
 UP BOUND     x(2_2_4_1)  1
 UP BOUND     x(2_2_4_2)  1
 UP BOUND     x(2_2_4_3)  1
 UP BOUND     x(2_2_4_4)  1
 UP BOUND     x(2_2_4_5)  1
 UP BOUND     x(2_2_4_6)  1
 UP BOUND     x(2_2_4_7)  1
 UP BOUND     x(2_2_4_8)  1
 UP BOUND     x(2_2_4_10)  1
 UP BOUND     x(2_2_4_11)  1
 UP BOUND     x(2_2_4_13)  1
 UP BOUND     x(2_2_4_14)  1
 UP BOUND     x(2_2_5_1)  1
 UP BOUND     x(2_2_5_2)  1
 UP BOUND     x(2_2_5_3)  1
 UP BOUND     x(2_2_5_4)  1
 UP BOUND     x(2_2_5_5)  1
 UP BOUND     x(2_2_5_6)  1
 UP BOUND     x(2_2_5_7)  1
 UP BOUND     x(2_2_5_8)  1
 UP BOUND     x(2_2_5_10)  1
 UP BOUND     x(2_2_5_11)  1
 UP BOUND     x(2_2_5_13)  1
 UP BOUND     x(2_2_5_14)  1
 UP BOUND     x(2_2_6_1)  1
 UP BOUND     x(2_2_6_2)  1
 UP BOUND     x(2_2_6_3)  1
 UP BOUND     x(2_2_6_4)  1
 UP BOUND     x(2_2_6_5)  1
 UP BOUND     x(2_2_6_6)  1
 UP BOUND     x(2_2_6_7)  1
 UP BOUND     x(2_2_6_10)  1
 UP BOUND     x(2_2_6_11)  1
 UP BOUND     x(2_2_6_12)  1
 UP BOUND     x(2_2_6_13)  1
 UP BOUND     x(2_2_7_1)  1
 UP BOUND     x(2_2_7_2)  1
 UP BOUND     x(2_2_7_3)  1
 UP BOUND     x(2_2_7_4)  1
 UP BOUND     x(2_2_7_5)  1
 UP BOUND     x(2_2_7_6)  1
 UP BOUND     x(2_2_7_7)  1
 UP BOUND     x(2_2_7_10)  1
 UP BOUND     x(2_2_7_11)  1
 UP BOUND     x(2_2_7_12)  1
 UP BOUND     x(2_2_7_13)  1
 UP BOUND     x(2_2_8_1)  1
 UP BOUND     x(2_2_8_2)  1
 UP BOUND     x(2_2_8_3)  1
 UP BOUND     x(2_2_8_4)  1
 UP BOUND     x(2_2_8_5)  1
 UP BOUND     x(2_2_8_6)  1
 UP BOUND     x(2_2_8_10)  1
 UP BOUND     x(2_2_8_11)  1
 UP BOUND     x(2_2_8_12)  1
 UP BOUND     x(2_2_9_1)  1
 UP BOUND     x(2_2_9_2)  1
 UP BOUND     x(2_2_9_3)  1
 UP BOUND     x(2_2_9_4)  1
 UP BOUND     x(2_2_9_5)  1
 UP BOUND     x(2_2_9_6)  1
 UP BOUND     x(2_2_9_10)  1
 UP BOUND     x(2_2_9_11)  1
 UP BOUND     x(2_2_9_12)  1
 UP BOUND     x(2_2_10_1)  1
 UP BOUND     x(2_2_10_2)  1
 UP BOUND     x(2_2_10_3)  1
 UP BOUND     x(2_2_10_4)  1
 UP BOUND     x(2_2_10_5)  1
 UP BOUND     x(2_2_10_6)  1
 UP BOUND     x(2_2_10_10)  1
 UP BOUND     x(2_2_10_11)  1
 UP BOUND     x(2_2_10_12)  1
 UP BOUND     x(2_2_11_1)  1
 UP BOUND     x(2_2_11_2)  1
 UP BOUND     x(2_2_11_3)  1
 UP BOUND     x(2_2_11_4)  1
 UP BOUND     x(2_2_11_5)  1
 UP BOUND     x(2_2_11_6)  1
 UP BOUND     x(2_2_11_10)  1
 UP BOUND     x(2_2_11_11)  1
 UP BOUND     x(2_2_11_12)  1
 UP BOUND     cnf(0_0)  1
 UP BOUND     cnf(0_1)  1
 UP BOUND     cnf(0_2)  1
 UP BOUND     cnf(0_3)  1
 UP BOUND     cnf(0_4)  1
 UP BOUND     cnf(0_5)  1
 UP BOUND     cnf(0_6)  1
 UP BOUND     cnf(0_7)  1
 UP BOUND     cnf(0_8)  1
 UP BOUND     cnf(0_9)  1
 UP BOUND     cnf(0_10)  1
 UP BOUND     cnf(0_11)  1
 UP BOUND     cnf(1_0)  1
 UP BOUND     cnf(1_1)  1
 UP BOUND     cnf(1_2)  1
 UP BOUND     cnf(1_3)  1
 UP BOUND     cnf(1_4)  1
 UP BOUND     cnf(1_5)  1
 UP BOUND     cnf(1_6)  1
 UP BOUND     cnf(1_7)  1
 UP BOUND     cnf(1_8)  1
 UP BOUND     cnf(1_9)  1
 UP BOUND     cnf(1_10)  1
 UP BOUND     cnf(1_11)  1
 UP BOUND     cnf(2_0)  1
 UP BOUND     cnf(2_1)  1
 UP BOUND     cnf(2_2)  1
 UP BOUND     cnf(2_3)  1
 UP BOUND     cnf(2_4)  1
 UP BOUND     cnf(2_5)  1
 UP BOUND     cnf(2_6)  1
 UP BOUND     cnf(2_7)  1
 UP BOUND     cnf(2_8)  1
 UP BOUND     cnf(2_9)  1
 UP BOUND     cnf(2_10)  1
 UP BOUND     cnf(2_11)  1
 UP BOUND     x(0_0_0_9)  1
 UP BOUND     x(0_0_0_15)  1
 UP BOUND     x(0_0_1_3)  1
 UP BOUND     x(0_0_1_6)  1
 UP BOUND     x(0_0_1_9)  1
 UP BOUND     x(0_0_1_15)  1
 UP BOUND     x(0_0_2_9)  1
 UP BOUND     x(0_0_2_12)  1
 UP BOUND     x(0_0_2_15)  1
 UP BOUND     x(0_0_3_9)  1
 UP BOUND     x(0_0_3_15)  1
 UP BOUND     x(0_0_4_9)  1
 UP BOUND     x(0_0_4_15)  1
 UP BOUND     x(0_0_5_9)  1
 UP BOUND     x(0_0_5_15)  1
 UP BOUND     x(0_0_6_9)  1
 UP BOUND     x(0_0_6_15)  1
 UP BOUND     x(0_0_7_9)  1
 UP BOUND     x(0_0_7_15)  1
 UP BOUND     x(0_0_8_9)  1
 UP BOUND     x(0_0_8_15)  1
 UP BOUND     x(0_0_9_8)  1
 UP BOUND     x(0_0_9_9)  1
 UP BOUND     x(0_0_9_14)  1
 UP BOUND     x(0_0_9_15)  1
 UP BOUND     x(0_0_10_7)  1
 UP BOUND     x(0_0_10_9)  1
 UP BOUND     x(0_0_10_13)  1
 UP BOUND     x(0_0_10_15)  1
 UP BOUND     x(0_0_11_9)  1
 UP BOUND     x(0_0_11_15)  1
 UP BOUND     x(0_1_0_9)  1
 UP BOUND     x(0_1_0_15)  1
 UP BOUND     x(0_1_1_3)  1
 UP BOUND     x(0_1_1_6)  1
 UP BOUND     x(0_1_1_9)  1
 UP BOUND     x(0_1_1_15)  1
 UP BOUND     x(0_1_2_9)  1
 UP BOUND     x(0_1_2_12)  1
 UP BOUND     x(0_1_2_15)  1
 UP BOUND     x(0_1_3_9)  1
 UP BOUND     x(0_1_3_15)  1
 UP BOUND     x(0_1_4_9)  1
 UP BOUND     x(0_1_4_15)  1
 UP BOUND     x(0_1_5_9)  1
 UP BOUND     x(0_1_5_15)  1
 UP BOUND     x(0_1_6_9)  1
 UP BOUND     x(0_1_6_15)  1
 UP BOUND     x(0_1_7_9)  1
 UP BOUND     x(0_1_7_15)  1
 UP BOUND     x(0_1_8_9)  1
 UP BOUND     x(0_1_8_15)  1
 UP BOUND     x(0_1_9_8)  1
 UP BOUND     x(0_1_9_9)  1
 UP BOUND     x(0_1_9_14)  1
 UP BOUND     x(0_1_9_15)  1
 UP BOUND     x(0_1_10_7)  1
 UP BOUND     x(0_1_10_9)  1
 UP BOUND     x(0_1_10_13)  1
 UP BOUND     x(0_1_10_15)  1
 UP BOUND     x(0_1_11_9)  1
 UP BOUND     x(0_1_11_15)  1
 UP BOUND     x(0_2_0_9)  1
 UP BOUND     x(0_2_0_15)  1
 UP BOUND     x(0_2_1_3)  1
 UP BOUND     x(0_2_1_6)  1
 UP BOUND     x(0_2_1_9)  1
 UP BOUND     x(0_2_1_15)  1
 UP BOUND     x(0_2_2_9)  1
 UP BOUND     x(0_2_2_12)  1
 UP BOUND     x(0_2_2_15)  1
 UP BOUND     x(0_2_3_9)  1
 UP BOUND     x(0_2_3_15)  1
 UP BOUND     x(0_2_4_9)  1
 UP BOUND     x(0_2_4_15)  1
 UP BOUND     x(0_2_5_9)  1
 UP BOUND     x(0_2_5_15)  1
 UP BOUND     x(0_2_6_9)  1
 UP BOUND     x(0_2_6_15)  1
 UP BOUND     x(0_2_7_9)  1
 UP BOUND     x(0_2_7_15)  1
 UP BOUND     x(0_2_8_9)  1
 UP BOUND     x(0_2_8_15)  1
 UP BOUND     x(0_2_9_8)  1
 UP BOUND     x(0_2_9_9)  1
 UP BOUND     x(0_2_9_14)  1
 UP BOUND     x(0_2_9_15)  1
 UP BOUND     x(0_2_10_7)  1
 UP BOUND     x(0_2_10_9)  1
 UP BOUND     x(0_2_10_13)  1
 UP BOUND     x(0_2_10_15)  1
 UP BOUND     x(0_2_11_9)  1
 UP BOUND     x(0_2_11_15)  1
 UP BOUND     x(1_0_0_9)  1
 UP BOUND     x(1_0_0_15)  1
 UP BOUND     x(1_0_1_9)  1
 UP BOUND     x(1_0_1_15)  1
 UP BOUND     x(1_0_2_3)  1
 UP BOUND     x(1_0_2_6)  1
 UP BOUND     x(1_0_2_9)  1
 UP BOUND     x(1_0_2_15)  1
 UP BOUND     x(1_0_3_9)  1
 UP BOUND     x(1_0_3_15)  1
 UP BOUND     x(1_0_4_9)  1
 UP BOUND     x(1_0_4_12)  1
 UP BOUND     x(1_0_4_15)  1
 UP BOUND     x(1_0_5_9)  1
 UP BOUND     x(1_0_5_15)  1
 UP BOUND     x(1_0_6_9)  1
 UP BOUND     x(1_0_6_15)  1
 UP BOUND     x(1_0_7_8)  1
 UP BOUND     x(1_0_7_9)  1
 UP BOUND     x(1_0_7_14)  1
 UP BOUND     x(1_0_7_15)  1
 UP BOUND     x(1_0_8_9)  1
 UP BOUND     x(1_0_8_15)  1
 UP BOUND     x(1_0_9_7)  1
 UP BOUND     x(1_0_9_9)  1
 UP BOUND     x(1_0_9_13)  1
 UP BOUND     x(1_0_9_15)  1
 UP BOUND     x(1_0_10_9)  1
 UP BOUND     x(1_0_10_15)  1
 UP BOUND     x(1_0_11_9)  1
 UP BOUND     x(1_0_11_15)  1
 UP BOUND     x(1_1_0_9)  1
 UP BOUND     x(1_1_0_15)  1
 UP BOUND     x(1_1_1_9)  1
 UP BOUND     x(1_1_1_15)  1
 UP BOUND     x(1_1_2_3)  1
 UP BOUND     x(1_1_2_6)  1
 UP BOUND     x(1_1_2_9)  1
 UP BOUND     x(1_1_2_15)  1
 UP BOUND     x(1_1_3_9)  1
 UP BOUND     x(1_1_3_15)  1
 UP BOUND     x(1_1_4_9)  1
 UP BOUND     x(1_1_4_12)  1
 UP BOUND     x(1_1_4_15)  1
 UP BOUND     x(1_1_5_9)  1
 UP BOUND     x(1_1_5_15)  1
 UP BOUND     x(1_1_6_9)  1
 UP BOUND     x(1_1_6_15)  1
 UP BOUND     x(1_1_7_8)  1
 UP BOUND     x(1_1_7_9)  1
 UP BOUND     x(1_1_7_14)  1
 UP BOUND     x(1_1_7_15)  1
 UP BOUND     x(1_1_8_9)  1
 UP BOUND     x(1_1_8_15)  1
 UP BOUND     x(1_1_9_7)  1
 UP BOUND     x(1_1_9_9)  1
 UP BOUND     x(1_1_9_13)  1
 UP BOUND     x(1_1_9_15)  1
 UP BOUND     x(1_1_10_9)  1
 UP BOUND     x(1_1_10_15)  1
 UP BOUND     x(1_1_11_9)  1
 UP BOUND     x(1_1_11_15)  1
 UP BOUND     x(1_2_0_9)  1
 UP BOUND     x(1_2_0_15)  1
 UP BOUND     x(1_2_1_9)  1
 UP BOUND     x(1_2_1_15)  1
 UP BOUND     x(1_2_2_3)  1
 UP BOUND     x(1_2_2_6)  1
 UP BOUND     x(1_2_2_9)  1
 UP BOUND     x(1_2_2_15)  1
 UP BOUND     x(1_2_3_9)  1
 UP BOUND     x(1_2_3_15)  1
 UP BOUND     x(1_2_4_9)  1
 UP BOUND     x(1_2_4_12)  1
 UP BOUND     x(1_2_4_15)  1
 UP BOUND     x(1_2_5_9)  1
 UP BOUND     x(1_2_5_15)  1
 UP BOUND     x(1_2_6_9)  1
 UP BOUND     x(1_2_6_15)  1
 UP BOUND     x(1_2_7_8)  1
 UP BOUND     x(1_2_7_9)  1
 UP BOUND     x(1_2_7_14)  1
 UP BOUND     x(1_2_7_15)  1
 UP BOUND     x(1_2_8_9)  1
 UP BOUND     x(1_2_8_15)  1
 UP BOUND     x(1_2_9_7)  1
 UP BOUND     x(1_2_9_9)  1
 UP BOUND     x(1_2_9_13)  1
 UP BOUND     x(1_2_9_15)  1
 UP BOUND     x(1_2_10_9)  1
 UP BOUND     x(1_2_10_15)  1
 UP BOUND     x(1_2_11_9)  1
 UP BOUND     x(1_2_11_15)  1
 UP BOUND     x(2_0_0_9)  1
 UP BOUND     x(2_0_0_15)  1
 UP BOUND     x(2_0_1_9)  1
 UP BOUND     x(2_0_1_15)  1
 UP BOUND     x(2_0_2_9)  1
 UP BOUND     x(2_0_2_15)  1
 UP BOUND     x(2_0_3_3)  1
 UP BOUND     x(2_0_3_6)  1
 UP BOUND     x(2_0_3_9)  1
 UP BOUND     x(2_0_3_15)  1
 UP BOUND     x(2_0_4_9)  1
 UP BOUND     x(2_0_4_15)  1
 UP BOUND     x(2_0_5_9)  1
 UP BOUND     x(2_0_5_12)  1
 UP BOUND     x(2_0_5_15)  1
 UP BOUND     x(2_0_6_8)  1
 UP BOUND     x(2_0_6_9)  1
 UP BOUND     x(2_0_6_14)  1
 UP BOUND     x(2_0_6_15)  1
 UP BOUND     x(2_0_7_9)  1
 UP BOUND     x(2_0_7_15)  1
 UP BOUND     x(2_0_8_7)  1
 UP BOUND     x(2_0_8_9)  1
 UP BOUND     x(2_0_8_13)  1
 UP BOUND     x(2_0_8_15)  1
 UP BOUND     x(2_0_9_9)  1
 UP BOUND     x(2_0_9_15)  1
 UP BOUND     x(2_0_10_9)  1
 UP BOUND     x(2_0_10_15)  1
 UP BOUND     x(2_0_11_9)  1
 UP BOUND     x(2_0_11_15)  1
 UP BOUND     x(2_1_0_9)  1
 UP BOUND     x(2_1_0_15)  1
 UP BOUND     x(2_1_1_9)  1
 UP BOUND     x(2_1_1_15)  1
 UP BOUND     x(2_1_2_9)  1
 UP BOUND     x(2_1_2_15)  1
 UP BOUND     x(2_1_3_3)  1
 UP BOUND     x(2_1_3_6)  1
 UP BOUND     x(2_1_3_9)  1
 UP BOUND     x(2_1_3_15)  1
 UP BOUND     x(2_1_4_9)  1
 UP BOUND     x(2_1_4_15)  1
 UP BOUND     x(2_1_5_9)  1
 UP BOUND     x(2_1_5_12)  1
 UP BOUND     x(2_1_5_15)  1
 UP BOUND     x(2_1_6_8)  1
 UP BOUND     x(2_1_6_9)  1
 UP BOUND     x(2_1_6_14)  1
 UP BOUND     x(2_1_6_15)  1
 UP BOUND     x(2_1_7_9)  1
 UP BOUND     x(2_1_7_15)  1
 UP BOUND     x(2_1_8_7)  1
 UP BOUND     x(2_1_8_9)  1
 UP BOUND     x(2_1_8_13)  1
 UP BOUND     x(2_1_8_15)  1
 UP BOUND     x(2_1_9_9)  1
 UP BOUND     x(2_1_9_15)  1
 UP BOUND     x(2_1_10_9)  1
 UP BOUND     x(2_1_10_15)  1
 UP BOUND     x(2_1_11_9)  1
 UP BOUND     x(2_1_11_15)  1
 UP BOUND     x(2_2_0_9)  1
 UP BOUND     x(2_2_0_15)  1
 UP BOUND     x(2_2_1_9)  1
 UP BOUND     x(2_2_1_15)  1
 UP BOUND     x(2_2_2_9)  1
 UP BOUND     x(2_2_2_15)  1
 UP BOUND     x(2_2_3_3)  1
 UP BOUND     x(2_2_3_6)  1
 UP BOUND     x(2_2_3_9)  1
 UP BOUND     x(2_2_3_15)  1
 UP BOUND     x(2_2_4_9)  1
 UP BOUND     x(2_2_4_15)  1
 UP BOUND     x(2_2_5_9)  1
 UP BOUND     x(2_2_5_12)  1
 UP BOUND     x(2_2_5_15)  1
 UP BOUND     x(2_2_6_8)  1
 UP BOUND     x(2_2_6_9)  1
 UP BOUND     x(2_2_6_14)  1
 UP BOUND     x(2_2_6_15)  1
 UP BOUND     x(2_2_7_9)  1
 UP BOUND     x(2_2_7_15)  1
 UP BOUND     x(2_2_8_7)  1
 UP BOUND     x(2_2_8_9)  1
 UP BOUND     x(2_2_8_13)  1
 UP BOUND     x(2_2_8_15)  1
 UP BOUND     x(2_2_9_9)  1
 UP BOUND     x(2_2_9_15)  1
 UP BOUND     x(2_2_10_9)  1
 UP BOUND     x(2_2_10_15)  1
 UP BOUND     x(2_2_11_9)  1
 UP BOUND     x(2_2_11_15)  1
ENDATA
