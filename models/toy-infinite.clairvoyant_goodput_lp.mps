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
 E  c_e_one_path(0_0_12)_
 E  c_e_one_path(0_0_13)_
 E  c_e_one_path(0_0_14)_
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
 E  c_e_one_path(0_1_12)_
 E  c_e_one_path(0_1_13)_
 E  c_e_one_path(0_1_14)_
 E  c_e_one_path(0_1_15)_
 E  c_e_one_path(0_1_16)_
 E  c_e_one_path(0_1_17)_
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
 E  c_e_one_path(0_2_12)_
 E  c_e_one_path(0_2_13)_
 E  c_e_one_path(0_2_14)_
 E  c_e_one_path(0_2_15)_
 E  c_e_one_path(0_2_16)_
 E  c_e_one_path(0_2_17)_
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
 E  c_e_one_path(1_0_12)_
 E  c_e_one_path(1_0_13)_
 E  c_e_one_path(1_0_14)_
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
 E  c_e_one_path(1_1_12)_
 E  c_e_one_path(1_1_13)_
 E  c_e_one_path(1_1_14)_
 E  c_e_one_path(1_1_15)_
 E  c_e_one_path(1_1_16)_
 E  c_e_one_path(1_1_17)_
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
 E  c_e_one_path(1_2_12)_
 E  c_e_one_path(1_2_13)_
 E  c_e_one_path(1_2_14)_
 E  c_e_one_path(1_2_15)_
 E  c_e_one_path(1_2_16)_
 E  c_e_one_path(1_2_17)_
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
 E  c_e_one_path(2_0_12)_
 E  c_e_one_path(2_0_13)_
 E  c_e_one_path(2_0_14)_
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
 E  c_e_one_path(2_1_12)_
 E  c_e_one_path(2_1_13)_
 E  c_e_one_path(2_1_14)_
 E  c_e_one_path(2_1_15)_
 E  c_e_one_path(2_1_16)_
 E  c_e_one_path(2_1_17)_
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
 E  c_e_one_path(2_2_12)_
 E  c_e_one_path(2_2_13)_
 E  c_e_one_path(2_2_14)_
 E  c_e_one_path(2_2_15)_
 E  c_e_one_path(2_2_16)_
 E  c_e_one_path(2_2_17)_
 E  c_e_one_path(3_0_0)_
 E  c_e_one_path(3_0_1)_
 E  c_e_one_path(3_0_2)_
 E  c_e_one_path(3_0_3)_
 E  c_e_one_path(3_0_4)_
 E  c_e_one_path(3_0_5)_
 E  c_e_one_path(3_0_6)_
 E  c_e_one_path(3_0_7)_
 E  c_e_one_path(3_0_8)_
 E  c_e_one_path(3_0_9)_
 E  c_e_one_path(3_0_10)_
 E  c_e_one_path(3_0_11)_
 E  c_e_one_path(3_0_12)_
 E  c_e_one_path(3_0_13)_
 E  c_e_one_path(3_0_14)_
 E  c_e_one_path(3_1_0)_
 E  c_e_one_path(3_1_1)_
 E  c_e_one_path(3_1_2)_
 E  c_e_one_path(3_1_3)_
 E  c_e_one_path(3_1_4)_
 E  c_e_one_path(3_1_5)_
 E  c_e_one_path(3_1_6)_
 E  c_e_one_path(3_1_7)_
 E  c_e_one_path(3_1_8)_
 E  c_e_one_path(3_1_9)_
 E  c_e_one_path(3_1_10)_
 E  c_e_one_path(3_1_11)_
 E  c_e_one_path(3_1_12)_
 E  c_e_one_path(3_1_13)_
 E  c_e_one_path(3_1_14)_
 E  c_e_one_path(3_1_15)_
 E  c_e_one_path(3_1_16)_
 E  c_e_one_path(3_1_17)_
 E  c_e_one_path(3_2_0)_
 E  c_e_one_path(3_2_1)_
 E  c_e_one_path(3_2_2)_
 E  c_e_one_path(3_2_3)_
 E  c_e_one_path(3_2_4)_
 E  c_e_one_path(3_2_5)_
 E  c_e_one_path(3_2_6)_
 E  c_e_one_path(3_2_7)_
 E  c_e_one_path(3_2_8)_
 E  c_e_one_path(3_2_9)_
 E  c_e_one_path(3_2_10)_
 E  c_e_one_path(3_2_11)_
 E  c_e_one_path(3_2_12)_
 E  c_e_one_path(3_2_13)_
 E  c_e_one_path(3_2_14)_
 E  c_e_one_path(3_2_15)_
 E  c_e_one_path(3_2_16)_
 E  c_e_one_path(3_2_17)_
 E  c_e_one_path(4_0_0)_
 E  c_e_one_path(4_0_1)_
 E  c_e_one_path(4_0_2)_
 E  c_e_one_path(4_0_3)_
 E  c_e_one_path(4_0_4)_
 E  c_e_one_path(4_0_5)_
 E  c_e_one_path(4_0_6)_
 E  c_e_one_path(4_0_7)_
 E  c_e_one_path(4_0_8)_
 E  c_e_one_path(4_0_9)_
 E  c_e_one_path(4_0_10)_
 E  c_e_one_path(4_0_11)_
 E  c_e_one_path(4_0_12)_
 E  c_e_one_path(4_0_13)_
 E  c_e_one_path(4_0_14)_
 E  c_e_one_path(4_1_0)_
 E  c_e_one_path(4_1_1)_
 E  c_e_one_path(4_1_2)_
 E  c_e_one_path(4_1_3)_
 E  c_e_one_path(4_1_4)_
 E  c_e_one_path(4_1_5)_
 E  c_e_one_path(4_1_6)_
 E  c_e_one_path(4_1_7)_
 E  c_e_one_path(4_1_8)_
 E  c_e_one_path(4_1_9)_
 E  c_e_one_path(4_1_10)_
 E  c_e_one_path(4_1_11)_
 E  c_e_one_path(4_1_12)_
 E  c_e_one_path(4_1_13)_
 E  c_e_one_path(4_1_14)_
 E  c_e_one_path(4_1_15)_
 E  c_e_one_path(4_1_16)_
 E  c_e_one_path(4_1_17)_
 E  c_e_one_path(4_2_0)_
 E  c_e_one_path(4_2_1)_
 E  c_e_one_path(4_2_2)_
 E  c_e_one_path(4_2_3)_
 E  c_e_one_path(4_2_4)_
 E  c_e_one_path(4_2_5)_
 E  c_e_one_path(4_2_6)_
 E  c_e_one_path(4_2_7)_
 E  c_e_one_path(4_2_8)_
 E  c_e_one_path(4_2_9)_
 E  c_e_one_path(4_2_10)_
 E  c_e_one_path(4_2_11)_
 E  c_e_one_path(4_2_12)_
 E  c_e_one_path(4_2_13)_
 E  c_e_one_path(4_2_14)_
 E  c_e_one_path(4_2_15)_
 E  c_e_one_path(4_2_16)_
 E  c_e_one_path(4_2_17)_
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
 E  c_e_flow(3_0_0)_
 E  c_e_flow(3_0_1)_
 E  c_e_flow(3_0_2)_
 E  c_e_flow(3_1_0)_
 E  c_e_flow(3_1_1)_
 E  c_e_flow(3_1_2)_
 E  c_e_flow(3_2_0)_
 E  c_e_flow(3_2_1)_
 E  c_e_flow(3_2_2)_
 E  c_e_flow(4_0_0)_
 E  c_e_flow(4_0_1)_
 E  c_e_flow(4_0_2)_
 E  c_e_flow(4_1_0)_
 E  c_e_flow(4_1_1)_
 E  c_e_flow(4_1_2)_
 E  c_e_flow(4_2_0)_
 E  c_e_flow(4_2_1)_
 E  c_e_flow(4_2_2)_
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
 L  c_u_processors(0_12_0)_
 L  c_u_processors(0_12_1)_
 L  c_u_processors(0_12_2)_
 L  c_u_processors(0_13_0)_
 L  c_u_processors(0_13_1)_
 L  c_u_processors(0_13_2)_
 L  c_u_processors(0_14_0)_
 L  c_u_processors(0_14_1)_
 L  c_u_processors(0_14_2)_
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
 L  c_u_processors(1_12_0)_
 L  c_u_processors(1_12_1)_
 L  c_u_processors(1_12_2)_
 L  c_u_processors(1_13_0)_
 L  c_u_processors(1_13_1)_
 L  c_u_processors(1_13_2)_
 L  c_u_processors(1_14_0)_
 L  c_u_processors(1_14_1)_
 L  c_u_processors(1_14_2)_
 L  c_u_processors(1_15_0)_
 L  c_u_processors(1_15_1)_
 L  c_u_processors(1_15_2)_
 L  c_u_processors(1_16_0)_
 L  c_u_processors(1_16_1)_
 L  c_u_processors(1_16_2)_
 L  c_u_processors(1_17_0)_
 L  c_u_processors(1_17_1)_
 L  c_u_processors(1_17_2)_
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
 L  c_u_processors(2_12_0)_
 L  c_u_processors(2_12_1)_
 L  c_u_processors(2_12_2)_
 L  c_u_processors(2_13_0)_
 L  c_u_processors(2_13_1)_
 L  c_u_processors(2_13_2)_
 L  c_u_processors(2_14_0)_
 L  c_u_processors(2_14_1)_
 L  c_u_processors(2_14_2)_
 L  c_u_processors(2_15_0)_
 L  c_u_processors(2_15_1)_
 L  c_u_processors(2_15_2)_
 L  c_u_processors(2_16_0)_
 L  c_u_processors(2_16_1)_
 L  c_u_processors(2_16_2)_
 L  c_u_processors(2_17_0)_
 L  c_u_processors(2_17_1)_
 L  c_u_processors(2_17_2)_
 L  c_u_area_cut(0)_
 L  c_u_area_cut(1)_
 L  c_u_area_cut(2)_
COLUMNS
    x(0_0_0_1)  goodput   0.043321299638989168
    x(0_0_0_1)  c_e_one_path(0_0_0)_  1
    x(0_0_0_1)  c_e_flow(0_0_0)_  1
    x(0_0_0_1)  c_e_flow(0_1_0)_  -1
    x(0_0_0_1)  c_u_processors(0_0_0)_  3
    x(0_0_0_1)  c_u_processors(0_0_1)_  3
    x(0_0_0_1)  c_u_processors(0_0_2)_  3
    x(0_0_0_1)  c_u_area_cut(0)_  120
    x(0_0_0_2)  goodput   0.037906137184115521
    x(0_0_0_2)  c_e_one_path(0_0_0)_  1
    x(0_0_0_2)  c_e_flow(0_0_0)_  1
    x(0_0_0_2)  c_e_flow(0_1_1)_  -1
    x(0_0_0_2)  c_u_processors(0_0_0)_  3
    x(0_0_0_2)  c_u_processors(0_0_1)_  3
    x(0_0_0_2)  c_u_area_cut(0)_  105
    x(0_0_0_4)  goodput   0.043321299638989168
    x(0_0_0_4)  c_e_one_path(0_0_0)_  1
    x(0_0_0_4)  c_e_flow(0_0_1)_  1
    x(0_0_0_4)  c_e_flow(0_1_0)_  -1
    x(0_0_0_4)  c_u_processors(0_0_0)_  3
    x(0_0_0_4)  c_u_processors(0_0_1)_  3
    x(0_0_0_4)  c_u_processors(0_0_2)_  3
    x(0_0_0_4)  c_u_area_cut(0)_  120
    x(0_0_0_5)  goodput   0.037906137184115521
    x(0_0_0_5)  c_e_one_path(0_0_0)_  1
    x(0_0_0_5)  c_e_flow(0_0_1)_  1
    x(0_0_0_5)  c_e_flow(0_1_1)_  -1
    x(0_0_0_5)  c_u_processors(0_0_0)_  3
    x(0_0_0_5)  c_u_processors(0_0_1)_  3
    x(0_0_0_5)  c_u_area_cut(0)_  105
    x(0_0_0_7)  goodput   0.037906137184115521
    x(0_0_0_7)  c_e_one_path(0_0_0)_  1
    x(0_0_0_7)  c_e_flow(0_0_1)_  1
    x(0_0_0_7)  c_e_flow(0_1_0)_  -1
    x(0_0_0_7)  c_u_processors(0_0_1)_  3
    x(0_0_0_7)  c_u_processors(0_0_2)_  3
    x(0_0_0_7)  c_u_area_cut(0)_  105
    x(0_0_0_8)  goodput   0.032490974729241874
    x(0_0_0_8)  c_e_one_path(0_0_0)_  1
    x(0_0_0_8)  c_e_flow(0_0_1)_  1
    x(0_0_0_8)  c_e_flow(0_1_1)_  -1
    x(0_0_0_8)  c_u_processors(0_0_1)_  3
    x(0_0_0_8)  c_u_area_cut(0)_  90
    x(0_0_0_10)  goodput   0.037906137184115521
    x(0_0_0_10)  c_e_one_path(0_0_0)_  1
    x(0_0_0_10)  c_e_flow(0_0_2)_  1
    x(0_0_0_10)  c_e_flow(0_1_0)_  -1
    x(0_0_0_10)  c_u_processors(0_0_0)_  3
    x(0_0_0_10)  c_u_processors(0_0_1)_  3
    x(0_0_0_10)  c_u_processors(0_0_2)_  3
    x(0_0_0_10)  c_u_area_cut(0)_  105
    x(0_0_0_11)  goodput   0.032490974729241874
    x(0_0_0_11)  c_e_one_path(0_0_0)_  1
    x(0_0_0_11)  c_e_flow(0_0_2)_  1
    x(0_0_0_11)  c_e_flow(0_1_1)_  -1
    x(0_0_0_11)  c_u_processors(0_0_0)_  3
    x(0_0_0_11)  c_u_processors(0_0_1)_  3
    x(0_0_0_11)  c_u_area_cut(0)_  90
    x(0_0_0_13)  goodput   0.037906137184115521
    x(0_0_0_13)  c_e_one_path(0_0_0)_  1
    x(0_0_0_13)  c_e_flow(0_0_2)_  1
    x(0_0_0_13)  c_e_flow(0_1_0)_  -1
    x(0_0_0_13)  c_u_processors(0_0_1)_  3
    x(0_0_0_13)  c_u_processors(0_0_2)_  3
    x(0_0_0_13)  c_u_area_cut(0)_  105
    x(0_0_0_14)  goodput   0.032490974729241874
    x(0_0_0_14)  c_e_one_path(0_0_0)_  1
    x(0_0_0_14)  c_e_flow(0_0_2)_  1
    x(0_0_0_14)  c_e_flow(0_1_1)_  -1
    x(0_0_0_14)  c_u_processors(0_0_1)_  3
    x(0_0_0_14)  c_u_area_cut(0)_  90
    x(0_0_1_1)  goodput   0.043321299638989168
    x(0_0_1_1)  c_e_one_path(0_0_1)_  1
    x(0_0_1_1)  c_e_flow(0_0_0)_  1
    x(0_0_1_1)  c_e_flow(0_1_0)_  -1
    x(0_0_1_1)  c_u_processors(0_1_0)_  3
    x(0_0_1_1)  c_u_processors(0_1_1)_  3
    x(0_0_1_1)  c_u_processors(0_1_2)_  3
    x(0_0_1_1)  c_u_area_cut(0)_  120
    x(0_0_1_2)  goodput   0.037906137184115521
    x(0_0_1_2)  c_e_one_path(0_0_1)_  1
    x(0_0_1_2)  c_e_flow(0_0_0)_  1
    x(0_0_1_2)  c_e_flow(0_1_1)_  -1
    x(0_0_1_2)  c_u_processors(0_1_0)_  3
    x(0_0_1_2)  c_u_processors(0_1_1)_  3
    x(0_0_1_2)  c_u_area_cut(0)_  105
    x(0_0_1_4)  goodput   0.043321299638989168
    x(0_0_1_4)  c_e_one_path(0_0_1)_  1
    x(0_0_1_4)  c_e_flow(0_0_1)_  1
    x(0_0_1_4)  c_e_flow(0_1_0)_  -1
    x(0_0_1_4)  c_u_processors(0_1_0)_  3
    x(0_0_1_4)  c_u_processors(0_1_1)_  3
    x(0_0_1_4)  c_u_processors(0_1_2)_  3
    x(0_0_1_4)  c_u_area_cut(0)_  120
    x(0_0_1_5)  goodput   0.037906137184115521
    x(0_0_1_5)  c_e_one_path(0_0_1)_  1
    x(0_0_1_5)  c_e_flow(0_0_1)_  1
    x(0_0_1_5)  c_e_flow(0_1_1)_  -1
    x(0_0_1_5)  c_u_processors(0_1_0)_  3
    x(0_0_1_5)  c_u_processors(0_1_1)_  3
    x(0_0_1_5)  c_u_area_cut(0)_  105
    x(0_0_1_7)  goodput   0.032490974729241874
    x(0_0_1_7)  c_e_one_path(0_0_1)_  1
    x(0_0_1_7)  c_e_flow(0_0_1)_  1
    x(0_0_1_7)  c_e_flow(0_1_0)_  -1
    x(0_0_1_7)  c_u_processors(0_1_1)_  3
    x(0_0_1_7)  c_u_processors(0_1_2)_  3
    x(0_0_1_7)  c_u_area_cut(0)_  90
    x(0_0_1_8)  goodput   0.027075812274368231
    x(0_0_1_8)  c_e_one_path(0_0_1)_  1
    x(0_0_1_8)  c_e_flow(0_0_1)_  1
    x(0_0_1_8)  c_e_flow(0_1_1)_  -1
    x(0_0_1_8)  c_u_processors(0_1_1)_  3
    x(0_0_1_8)  c_u_area_cut(0)_  75
    x(0_0_1_10)  goodput   0.037906137184115521
    x(0_0_1_10)  c_e_one_path(0_0_1)_  1
    x(0_0_1_10)  c_e_flow(0_0_2)_  1
    x(0_0_1_10)  c_e_flow(0_1_0)_  -1
    x(0_0_1_10)  c_u_processors(0_1_0)_  3
    x(0_0_1_10)  c_u_processors(0_1_1)_  3
    x(0_0_1_10)  c_u_processors(0_1_2)_  3
    x(0_0_1_10)  c_u_area_cut(0)_  105
    x(0_0_1_11)  goodput   0.032490974729241874
    x(0_0_1_11)  c_e_one_path(0_0_1)_  1
    x(0_0_1_11)  c_e_flow(0_0_2)_  1
    x(0_0_1_11)  c_e_flow(0_1_1)_  -1
    x(0_0_1_11)  c_u_processors(0_1_0)_  3
    x(0_0_1_11)  c_u_processors(0_1_1)_  3
    x(0_0_1_11)  c_u_area_cut(0)_  90
    x(0_0_1_13)  goodput   0.032490974729241874
    x(0_0_1_13)  c_e_one_path(0_0_1)_  1
    x(0_0_1_13)  c_e_flow(0_0_2)_  1
    x(0_0_1_13)  c_e_flow(0_1_0)_  -1
    x(0_0_1_13)  c_u_processors(0_1_1)_  3
    x(0_0_1_13)  c_u_processors(0_1_2)_  3
    x(0_0_1_13)  c_u_area_cut(0)_  90
    x(0_0_1_14)  goodput   0.027075812274368231
    x(0_0_1_14)  c_e_one_path(0_0_1)_  1
    x(0_0_1_14)  c_e_flow(0_0_2)_  1
    x(0_0_1_14)  c_e_flow(0_1_1)_  -1
    x(0_0_1_14)  c_u_processors(0_1_1)_  3
    x(0_0_1_14)  c_u_area_cut(0)_  75
    x(0_0_2_1)  goodput   0.043321299638989168
    x(0_0_2_1)  c_e_one_path(0_0_2)_  1
    x(0_0_2_1)  c_e_flow(0_0_0)_  1
    x(0_0_2_1)  c_e_flow(0_1_0)_  -1
    x(0_0_2_1)  c_u_processors(0_2_0)_  3
    x(0_0_2_1)  c_u_processors(0_2_1)_  3
    x(0_0_2_1)  c_u_processors(0_2_2)_  3
    x(0_0_2_1)  c_u_area_cut(0)_  120
    x(0_0_2_2)  goodput   0.037906137184115521
    x(0_0_2_2)  c_e_one_path(0_0_2)_  1
    x(0_0_2_2)  c_e_flow(0_0_0)_  1
    x(0_0_2_2)  c_e_flow(0_1_1)_  -1
    x(0_0_2_2)  c_u_processors(0_2_0)_  3
    x(0_0_2_2)  c_u_processors(0_2_1)_  3
    x(0_0_2_2)  c_u_area_cut(0)_  105
    x(0_0_2_3)  goodput   0.0010830324909747292
    x(0_0_2_3)  c_e_one_path(0_0_2)_  1
    x(0_0_2_3)  c_e_flow(0_0_0)_  1
    x(0_0_2_3)  c_e_flow(0_1_2)_  -1
    x(0_0_2_3)  c_u_processors(0_2_0)_  3
    x(0_0_2_3)  c_u_area_cut(0)_  3
    x(0_0_2_4)  goodput   0.043321299638989168
    x(0_0_2_4)  c_e_one_path(0_0_2)_  1
    x(0_0_2_4)  c_e_flow(0_0_1)_  1
    x(0_0_2_4)  c_e_flow(0_1_0)_  -1
    x(0_0_2_4)  c_u_processors(0_2_0)_  3
    x(0_0_2_4)  c_u_processors(0_2_1)_  3
    x(0_0_2_4)  c_u_processors(0_2_2)_  3
    x(0_0_2_4)  c_u_area_cut(0)_  120
    x(0_0_2_5)  goodput   0.037906137184115521
    x(0_0_2_5)  c_e_one_path(0_0_2)_  1
    x(0_0_2_5)  c_e_flow(0_0_1)_  1
    x(0_0_2_5)  c_e_flow(0_1_1)_  -1
    x(0_0_2_5)  c_u_processors(0_2_0)_  3
    x(0_0_2_5)  c_u_processors(0_2_1)_  3
    x(0_0_2_5)  c_u_area_cut(0)_  105
    x(0_0_2_6)  goodput   0.0010830324909747292
    x(0_0_2_6)  c_e_one_path(0_0_2)_  1
    x(0_0_2_6)  c_e_flow(0_0_1)_  1
    x(0_0_2_6)  c_e_flow(0_1_2)_  -1
    x(0_0_2_6)  c_u_processors(0_2_0)_  3
    x(0_0_2_6)  c_u_area_cut(0)_  3
    x(0_0_2_7)  goodput   0.031407942238267143
    x(0_0_2_7)  c_e_one_path(0_0_2)_  1
    x(0_0_2_7)  c_e_flow(0_0_1)_  1
    x(0_0_2_7)  c_e_flow(0_1_0)_  -1
    x(0_0_2_7)  c_u_processors(0_2_1)_  3
    x(0_0_2_7)  c_u_processors(0_2_2)_  3
    x(0_0_2_7)  c_u_area_cut(0)_  87
    x(0_0_2_8)  goodput   0.0259927797833935
    x(0_0_2_8)  c_e_one_path(0_0_2)_  1
    x(0_0_2_8)  c_e_flow(0_0_1)_  1
    x(0_0_2_8)  c_e_flow(0_1_1)_  -1
    x(0_0_2_8)  c_u_processors(0_2_1)_  3
    x(0_0_2_8)  c_u_area_cut(0)_  72
    x(0_0_2_10)  goodput   0.037906137184115521
    x(0_0_2_10)  c_e_one_path(0_0_2)_  1
    x(0_0_2_10)  c_e_flow(0_0_2)_  1
    x(0_0_2_10)  c_e_flow(0_1_0)_  -1
    x(0_0_2_10)  c_u_processors(0_2_0)_  3
    x(0_0_2_10)  c_u_processors(0_2_1)_  3
    x(0_0_2_10)  c_u_processors(0_2_2)_  3
    x(0_0_2_10)  c_u_area_cut(0)_  105
    x(0_0_2_11)  goodput   0.032490974729241874
    x(0_0_2_11)  c_e_one_path(0_0_2)_  1
    x(0_0_2_11)  c_e_flow(0_0_2)_  1
    x(0_0_2_11)  c_e_flow(0_1_1)_  -1
    x(0_0_2_11)  c_u_processors(0_2_0)_  3
    x(0_0_2_11)  c_u_processors(0_2_1)_  3
    x(0_0_2_11)  c_u_area_cut(0)_  90
    x(0_0_2_13)  goodput   0.031407942238267143
    x(0_0_2_13)  c_e_one_path(0_0_2)_  1
    x(0_0_2_13)  c_e_flow(0_0_2)_  1
    x(0_0_2_13)  c_e_flow(0_1_0)_  -1
    x(0_0_2_13)  c_u_processors(0_2_1)_  3
    x(0_0_2_13)  c_u_processors(0_2_2)_  3
    x(0_0_2_13)  c_u_area_cut(0)_  87
    x(0_0_2_14)  goodput   0.0259927797833935
    x(0_0_2_14)  c_e_one_path(0_0_2)_  1
    x(0_0_2_14)  c_e_flow(0_0_2)_  1
    x(0_0_2_14)  c_e_flow(0_1_1)_  -1
    x(0_0_2_14)  c_u_processors(0_2_1)_  3
    x(0_0_2_14)  c_u_area_cut(0)_  72
    x(0_0_3_1)  goodput   0.043321299638989168
    x(0_0_3_1)  c_e_one_path(0_0_3)_  1
    x(0_0_3_1)  c_e_flow(0_0_0)_  1
    x(0_0_3_1)  c_e_flow(0_1_0)_  -1
    x(0_0_3_1)  c_u_processors(0_3_0)_  3
    x(0_0_3_1)  c_u_processors(0_3_1)_  3
    x(0_0_3_1)  c_u_processors(0_3_2)_  3
    x(0_0_3_1)  c_u_area_cut(0)_  120
    x(0_0_3_2)  goodput   0.037906137184115521
    x(0_0_3_2)  c_e_one_path(0_0_3)_  1
    x(0_0_3_2)  c_e_flow(0_0_0)_  1
    x(0_0_3_2)  c_e_flow(0_1_1)_  -1
    x(0_0_3_2)  c_u_processors(0_3_0)_  3
    x(0_0_3_2)  c_u_processors(0_3_1)_  3
    x(0_0_3_2)  c_u_area_cut(0)_  105
    x(0_0_3_3)  goodput   0.0032490974729241875
    x(0_0_3_3)  c_e_one_path(0_0_3)_  1
    x(0_0_3_3)  c_e_flow(0_0_0)_  1
    x(0_0_3_3)  c_e_flow(0_1_2)_  -1
    x(0_0_3_3)  c_u_processors(0_3_0)_  3
    x(0_0_3_3)  c_u_area_cut(0)_  9
    x(0_0_3_4)  goodput   0.043321299638989168
    x(0_0_3_4)  c_e_one_path(0_0_3)_  1
    x(0_0_3_4)  c_e_flow(0_0_1)_  1
    x(0_0_3_4)  c_e_flow(0_1_0)_  -1
    x(0_0_3_4)  c_u_processors(0_3_0)_  3
    x(0_0_3_4)  c_u_processors(0_3_1)_  3
    x(0_0_3_4)  c_u_processors(0_3_2)_  3
    x(0_0_3_4)  c_u_area_cut(0)_  120
    x(0_0_3_5)  goodput   0.037906137184115521
    x(0_0_3_5)  c_e_one_path(0_0_3)_  1
    x(0_0_3_5)  c_e_flow(0_0_1)_  1
    x(0_0_3_5)  c_e_flow(0_1_1)_  -1
    x(0_0_3_5)  c_u_processors(0_3_0)_  3
    x(0_0_3_5)  c_u_processors(0_3_1)_  3
    x(0_0_3_5)  c_u_area_cut(0)_  105
    x(0_0_3_6)  goodput   0.0032490974729241875
    x(0_0_3_6)  c_e_one_path(0_0_3)_  1
    x(0_0_3_6)  c_e_flow(0_0_1)_  1
    x(0_0_3_6)  c_e_flow(0_1_2)_  -1
    x(0_0_3_6)  c_u_processors(0_3_0)_  3
    x(0_0_3_6)  c_u_area_cut(0)_  9
    x(0_0_3_7)  goodput   0.029241877256317689
    x(0_0_3_7)  c_e_one_path(0_0_3)_  1
    x(0_0_3_7)  c_e_flow(0_0_1)_  1
    x(0_0_3_7)  c_e_flow(0_1_0)_  -1
    x(0_0_3_7)  c_u_processors(0_3_1)_  3
    x(0_0_3_7)  c_u_processors(0_3_2)_  3
    x(0_0_3_7)  c_u_area_cut(0)_  81
    x(0_0_3_8)  goodput   0.023826714801444042
    x(0_0_3_8)  c_e_one_path(0_0_3)_  1
    x(0_0_3_8)  c_e_flow(0_0_1)_  1
    x(0_0_3_8)  c_e_flow(0_1_1)_  -1
    x(0_0_3_8)  c_u_processors(0_3_1)_  3
    x(0_0_3_8)  c_u_area_cut(0)_  66
    x(0_0_3_10)  goodput   0.037906137184115521
    x(0_0_3_10)  c_e_one_path(0_0_3)_  1
    x(0_0_3_10)  c_e_flow(0_0_2)_  1
    x(0_0_3_10)  c_e_flow(0_1_0)_  -1
    x(0_0_3_10)  c_u_processors(0_3_0)_  3
    x(0_0_3_10)  c_u_processors(0_3_1)_  3
    x(0_0_3_10)  c_u_processors(0_3_2)_  3
    x(0_0_3_10)  c_u_area_cut(0)_  105
    x(0_0_3_11)  goodput   0.032490974729241874
    x(0_0_3_11)  c_e_one_path(0_0_3)_  1
    x(0_0_3_11)  c_e_flow(0_0_2)_  1
    x(0_0_3_11)  c_e_flow(0_1_1)_  -1
    x(0_0_3_11)  c_u_processors(0_3_0)_  3
    x(0_0_3_11)  c_u_processors(0_3_1)_  3
    x(0_0_3_11)  c_u_area_cut(0)_  90
    x(0_0_3_13)  goodput   0.029241877256317689
    x(0_0_3_13)  c_e_one_path(0_0_3)_  1
    x(0_0_3_13)  c_e_flow(0_0_2)_  1
    x(0_0_3_13)  c_e_flow(0_1_0)_  -1
    x(0_0_3_13)  c_u_processors(0_3_1)_  3
    x(0_0_3_13)  c_u_processors(0_3_2)_  3
    x(0_0_3_13)  c_u_area_cut(0)_  81
    x(0_0_3_14)  goodput   0.023826714801444042
    x(0_0_3_14)  c_e_one_path(0_0_3)_  1
    x(0_0_3_14)  c_e_flow(0_0_2)_  1
    x(0_0_3_14)  c_e_flow(0_1_1)_  -1
    x(0_0_3_14)  c_u_processors(0_3_1)_  3
    x(0_0_3_14)  c_u_area_cut(0)_  66
    x(0_0_4_1)  goodput   0.043321299638989168
    x(0_0_4_1)  c_e_one_path(0_0_4)_  1
    x(0_0_4_1)  c_e_flow(0_0_0)_  1
    x(0_0_4_1)  c_e_flow(0_1_0)_  -1
    x(0_0_4_1)  c_u_processors(0_4_0)_  3
    x(0_0_4_1)  c_u_processors(0_4_1)_  3
    x(0_0_4_1)  c_u_processors(0_4_2)_  3
    x(0_0_4_1)  c_u_area_cut(0)_  120
    x(0_0_4_2)  goodput   0.037906137184115521
    x(0_0_4_2)  c_e_one_path(0_0_4)_  1
    x(0_0_4_2)  c_e_flow(0_0_0)_  1
    x(0_0_4_2)  c_e_flow(0_1_1)_  -1
    x(0_0_4_2)  c_u_processors(0_4_0)_  3
    x(0_0_4_2)  c_u_processors(0_4_1)_  3
    x(0_0_4_2)  c_u_area_cut(0)_  105
    x(0_0_4_3)  goodput   0.005415162454873646
    x(0_0_4_3)  c_e_one_path(0_0_4)_  1
    x(0_0_4_3)  c_e_flow(0_0_0)_  1
    x(0_0_4_3)  c_e_flow(0_1_2)_  -1
    x(0_0_4_3)  c_u_processors(0_4_0)_  3
    x(0_0_4_3)  c_u_area_cut(0)_  15
    x(0_0_4_4)  goodput   0.043321299638989168
    x(0_0_4_4)  c_e_one_path(0_0_4)_  1
    x(0_0_4_4)  c_e_flow(0_0_1)_  1
    x(0_0_4_4)  c_e_flow(0_1_0)_  -1
    x(0_0_4_4)  c_u_processors(0_4_0)_  3
    x(0_0_4_4)  c_u_processors(0_4_1)_  3
    x(0_0_4_4)  c_u_processors(0_4_2)_  3
    x(0_0_4_4)  c_u_area_cut(0)_  120
    x(0_0_4_5)  goodput   0.037906137184115521
    x(0_0_4_5)  c_e_one_path(0_0_4)_  1
    x(0_0_4_5)  c_e_flow(0_0_1)_  1
    x(0_0_4_5)  c_e_flow(0_1_1)_  -1
    x(0_0_4_5)  c_u_processors(0_4_0)_  3
    x(0_0_4_5)  c_u_processors(0_4_1)_  3
    x(0_0_4_5)  c_u_area_cut(0)_  105
    x(0_0_4_6)  goodput   0.005415162454873646
    x(0_0_4_6)  c_e_one_path(0_0_4)_  1
    x(0_0_4_6)  c_e_flow(0_0_1)_  1
    x(0_0_4_6)  c_e_flow(0_1_2)_  -1
    x(0_0_4_6)  c_u_processors(0_4_0)_  3
    x(0_0_4_6)  c_u_area_cut(0)_  15
    x(0_0_4_7)  goodput   0.027075812274368231
    x(0_0_4_7)  c_e_one_path(0_0_4)_  1
    x(0_0_4_7)  c_e_flow(0_0_1)_  1
    x(0_0_4_7)  c_e_flow(0_1_0)_  -1
    x(0_0_4_7)  c_u_processors(0_4_1)_  3
    x(0_0_4_7)  c_u_processors(0_4_2)_  3
    x(0_0_4_7)  c_u_area_cut(0)_  75
    x(0_0_4_8)  goodput   0.021660649819494584
    x(0_0_4_8)  c_e_one_path(0_0_4)_  1
    x(0_0_4_8)  c_e_flow(0_0_1)_  1
    x(0_0_4_8)  c_e_flow(0_1_1)_  -1
    x(0_0_4_8)  c_u_processors(0_4_1)_  3
    x(0_0_4_8)  c_u_area_cut(0)_  60
    x(0_0_4_10)  goodput   0.037906137184115521
    x(0_0_4_10)  c_e_one_path(0_0_4)_  1
    x(0_0_4_10)  c_e_flow(0_0_2)_  1
    x(0_0_4_10)  c_e_flow(0_1_0)_  -1
    x(0_0_4_10)  c_u_processors(0_4_0)_  3
    x(0_0_4_10)  c_u_processors(0_4_1)_  3
    x(0_0_4_10)  c_u_processors(0_4_2)_  3
    x(0_0_4_10)  c_u_area_cut(0)_  105
    x(0_0_4_11)  goodput   0.032490974729241874
    x(0_0_4_11)  c_e_one_path(0_0_4)_  1
    x(0_0_4_11)  c_e_flow(0_0_2)_  1
    x(0_0_4_11)  c_e_flow(0_1_1)_  -1
    x(0_0_4_11)  c_u_processors(0_4_0)_  3
    x(0_0_4_11)  c_u_processors(0_4_1)_  3
    x(0_0_4_11)  c_u_area_cut(0)_  90
    x(0_0_4_13)  goodput   0.027075812274368231
    x(0_0_4_13)  c_e_one_path(0_0_4)_  1
    x(0_0_4_13)  c_e_flow(0_0_2)_  1
    x(0_0_4_13)  c_e_flow(0_1_0)_  -1
    x(0_0_4_13)  c_u_processors(0_4_1)_  3
    x(0_0_4_13)  c_u_processors(0_4_2)_  3
    x(0_0_4_13)  c_u_area_cut(0)_  75
    x(0_0_4_14)  goodput   0.021660649819494584
    x(0_0_4_14)  c_e_one_path(0_0_4)_  1
    x(0_0_4_14)  c_e_flow(0_0_2)_  1
    x(0_0_4_14)  c_e_flow(0_1_1)_  -1
    x(0_0_4_14)  c_u_processors(0_4_1)_  3
    x(0_0_4_14)  c_u_area_cut(0)_  60
    x(0_0_5_1)  goodput   0.043321299638989168
    x(0_0_5_1)  c_e_one_path(0_0_5)_  1
    x(0_0_5_1)  c_e_flow(0_0_0)_  1
    x(0_0_5_1)  c_e_flow(0_1_0)_  -1
    x(0_0_5_1)  c_u_processors(0_5_0)_  3
    x(0_0_5_1)  c_u_processors(0_5_1)_  3
    x(0_0_5_1)  c_u_processors(0_5_2)_  3
    x(0_0_5_1)  c_u_area_cut(0)_  120
    x(0_0_5_2)  goodput   0.037906137184115521
    x(0_0_5_2)  c_e_one_path(0_0_5)_  1
    x(0_0_5_2)  c_e_flow(0_0_0)_  1
    x(0_0_5_2)  c_e_flow(0_1_1)_  -1
    x(0_0_5_2)  c_u_processors(0_5_0)_  3
    x(0_0_5_2)  c_u_processors(0_5_1)_  3
    x(0_0_5_2)  c_u_area_cut(0)_  105
    x(0_0_5_3)  goodput   0.007581227436823104
    x(0_0_5_3)  c_e_one_path(0_0_5)_  1
    x(0_0_5_3)  c_e_flow(0_0_0)_  1
    x(0_0_5_3)  c_e_flow(0_1_2)_  -1
    x(0_0_5_3)  c_u_processors(0_5_0)_  3
    x(0_0_5_3)  c_u_area_cut(0)_  21
    x(0_0_5_4)  goodput   0.043321299638989168
    x(0_0_5_4)  c_e_one_path(0_0_5)_  1
    x(0_0_5_4)  c_e_flow(0_0_1)_  1
    x(0_0_5_4)  c_e_flow(0_1_0)_  -1
    x(0_0_5_4)  c_u_processors(0_5_0)_  3
    x(0_0_5_4)  c_u_processors(0_5_1)_  3
    x(0_0_5_4)  c_u_processors(0_5_2)_  3
    x(0_0_5_4)  c_u_area_cut(0)_  120
    x(0_0_5_5)  goodput   0.037906137184115521
    x(0_0_5_5)  c_e_one_path(0_0_5)_  1
    x(0_0_5_5)  c_e_flow(0_0_1)_  1
    x(0_0_5_5)  c_e_flow(0_1_1)_  -1
    x(0_0_5_5)  c_u_processors(0_5_0)_  3
    x(0_0_5_5)  c_u_processors(0_5_1)_  3
    x(0_0_5_5)  c_u_area_cut(0)_  105
    x(0_0_5_6)  goodput   0.007581227436823104
    x(0_0_5_6)  c_e_one_path(0_0_5)_  1
    x(0_0_5_6)  c_e_flow(0_0_1)_  1
    x(0_0_5_6)  c_e_flow(0_1_2)_  -1
    x(0_0_5_6)  c_u_processors(0_5_0)_  3
    x(0_0_5_6)  c_u_area_cut(0)_  21
    x(0_0_5_7)  goodput   0.024909747292418773
    x(0_0_5_7)  c_e_one_path(0_0_5)_  1
    x(0_0_5_7)  c_e_flow(0_0_1)_  1
    x(0_0_5_7)  c_e_flow(0_1_0)_  -1
    x(0_0_5_7)  c_u_processors(0_5_1)_  3
    x(0_0_5_7)  c_u_processors(0_5_2)_  3
    x(0_0_5_7)  c_u_area_cut(0)_  69
    x(0_0_5_8)  goodput   0.019494584837545126
    x(0_0_5_8)  c_e_one_path(0_0_5)_  1
    x(0_0_5_8)  c_e_flow(0_0_1)_  1
    x(0_0_5_8)  c_e_flow(0_1_1)_  -1
    x(0_0_5_8)  c_u_processors(0_5_1)_  3
    x(0_0_5_8)  c_u_area_cut(0)_  54
    x(0_0_5_10)  goodput   0.037906137184115521
    x(0_0_5_10)  c_e_one_path(0_0_5)_  1
    x(0_0_5_10)  c_e_flow(0_0_2)_  1
    x(0_0_5_10)  c_e_flow(0_1_0)_  -1
    x(0_0_5_10)  c_u_processors(0_5_0)_  3
    x(0_0_5_10)  c_u_processors(0_5_1)_  3
    x(0_0_5_10)  c_u_processors(0_5_2)_  3
    x(0_0_5_10)  c_u_area_cut(0)_  105
    x(0_0_5_11)  goodput   0.032490974729241874
    x(0_0_5_11)  c_e_one_path(0_0_5)_  1
    x(0_0_5_11)  c_e_flow(0_0_2)_  1
    x(0_0_5_11)  c_e_flow(0_1_1)_  -1
    x(0_0_5_11)  c_u_processors(0_5_0)_  3
    x(0_0_5_11)  c_u_processors(0_5_1)_  3
    x(0_0_5_11)  c_u_area_cut(0)_  90
    x(0_0_5_12)  goodput   0.0021660649819494585
    x(0_0_5_12)  c_e_one_path(0_0_5)_  1
    x(0_0_5_12)  c_e_flow(0_0_2)_  1
    x(0_0_5_12)  c_e_flow(0_1_2)_  -1
    x(0_0_5_12)  c_u_processors(0_5_0)_  3
    x(0_0_5_12)  c_u_area_cut(0)_  6
    x(0_0_5_13)  goodput   0.024909747292418773
    x(0_0_5_13)  c_e_one_path(0_0_5)_  1
    x(0_0_5_13)  c_e_flow(0_0_2)_  1
    x(0_0_5_13)  c_e_flow(0_1_0)_  -1
    x(0_0_5_13)  c_u_processors(0_5_1)_  3
    x(0_0_5_13)  c_u_processors(0_5_2)_  3
    x(0_0_5_13)  c_u_area_cut(0)_  69
    x(0_0_5_14)  goodput   0.019494584837545126
    x(0_0_5_14)  c_e_one_path(0_0_5)_  1
    x(0_0_5_14)  c_e_flow(0_0_2)_  1
    x(0_0_5_14)  c_e_flow(0_1_1)_  -1
    x(0_0_5_14)  c_u_processors(0_5_1)_  3
    x(0_0_5_14)  c_u_area_cut(0)_  54
    x(0_0_6_1)  goodput   0.043321299638989168
    x(0_0_6_1)  c_e_one_path(0_0_6)_  1
    x(0_0_6_1)  c_e_flow(0_0_0)_  1
    x(0_0_6_1)  c_e_flow(0_1_0)_  -1
    x(0_0_6_1)  c_u_processors(0_6_0)_  3
    x(0_0_6_1)  c_u_processors(0_6_1)_  3
    x(0_0_6_1)  c_u_processors(0_6_2)_  3
    x(0_0_6_1)  c_u_area_cut(0)_  120
    x(0_0_6_2)  goodput   0.037906137184115521
    x(0_0_6_2)  c_e_one_path(0_0_6)_  1
    x(0_0_6_2)  c_e_flow(0_0_0)_  1
    x(0_0_6_2)  c_e_flow(0_1_1)_  -1
    x(0_0_6_2)  c_u_processors(0_6_0)_  3
    x(0_0_6_2)  c_u_processors(0_6_1)_  3
    x(0_0_6_2)  c_u_area_cut(0)_  105
    x(0_0_6_3)  goodput   0.011913357400722021
    x(0_0_6_3)  c_e_one_path(0_0_6)_  1
    x(0_0_6_3)  c_e_flow(0_0_0)_  1
    x(0_0_6_3)  c_e_flow(0_1_2)_  -1
    x(0_0_6_3)  c_u_processors(0_6_0)_  3
    x(0_0_6_3)  c_u_area_cut(0)_  33
    x(0_0_6_4)  goodput   0.043321299638989168
    x(0_0_6_4)  c_e_one_path(0_0_6)_  1
    x(0_0_6_4)  c_e_flow(0_0_1)_  1
    x(0_0_6_4)  c_e_flow(0_1_0)_  -1
    x(0_0_6_4)  c_u_processors(0_6_0)_  3
    x(0_0_6_4)  c_u_processors(0_6_1)_  3
    x(0_0_6_4)  c_u_processors(0_6_2)_  3
    x(0_0_6_4)  c_u_area_cut(0)_  120
    x(0_0_6_5)  goodput   0.037906137184115521
    x(0_0_6_5)  c_e_one_path(0_0_6)_  1
    x(0_0_6_5)  c_e_flow(0_0_1)_  1
    x(0_0_6_5)  c_e_flow(0_1_1)_  -1
    x(0_0_6_5)  c_u_processors(0_6_0)_  3
    x(0_0_6_5)  c_u_processors(0_6_1)_  3
    x(0_0_6_5)  c_u_area_cut(0)_  105
    x(0_0_6_6)  goodput   0.011913357400722021
    x(0_0_6_6)  c_e_one_path(0_0_6)_  1
    x(0_0_6_6)  c_e_flow(0_0_1)_  1
    x(0_0_6_6)  c_e_flow(0_1_2)_  -1
    x(0_0_6_6)  c_u_processors(0_6_0)_  3
    x(0_0_6_6)  c_u_area_cut(0)_  33
    x(0_0_6_7)  goodput   0.020577617328519853
    x(0_0_6_7)  c_e_one_path(0_0_6)_  1
    x(0_0_6_7)  c_e_flow(0_0_1)_  1
    x(0_0_6_7)  c_e_flow(0_1_0)_  -1
    x(0_0_6_7)  c_u_processors(0_6_1)_  3
    x(0_0_6_7)  c_u_processors(0_6_2)_  3
    x(0_0_6_7)  c_u_area_cut(0)_  57
    x(0_0_6_8)  goodput   0.015162454873646208
    x(0_0_6_8)  c_e_one_path(0_0_6)_  1
    x(0_0_6_8)  c_e_flow(0_0_1)_  1
    x(0_0_6_8)  c_e_flow(0_1_1)_  -1
    x(0_0_6_8)  c_u_processors(0_6_1)_  3
    x(0_0_6_8)  c_u_area_cut(0)_  42
    x(0_0_6_10)  goodput   0.037906137184115521
    x(0_0_6_10)  c_e_one_path(0_0_6)_  1
    x(0_0_6_10)  c_e_flow(0_0_2)_  1
    x(0_0_6_10)  c_e_flow(0_1_0)_  -1
    x(0_0_6_10)  c_u_processors(0_6_0)_  3
    x(0_0_6_10)  c_u_processors(0_6_1)_  3
    x(0_0_6_10)  c_u_processors(0_6_2)_  3
    x(0_0_6_10)  c_u_area_cut(0)_  105
    x(0_0_6_11)  goodput   0.032490974729241874
    x(0_0_6_11)  c_e_one_path(0_0_6)_  1
    x(0_0_6_11)  c_e_flow(0_0_2)_  1
    x(0_0_6_11)  c_e_flow(0_1_1)_  -1
    x(0_0_6_11)  c_u_processors(0_6_0)_  3
    x(0_0_6_11)  c_u_processors(0_6_1)_  3
    x(0_0_6_11)  c_u_area_cut(0)_  90
    x(0_0_6_12)  goodput   0.006498194945848375
    x(0_0_6_12)  c_e_one_path(0_0_6)_  1
    x(0_0_6_12)  c_e_flow(0_0_2)_  1
    x(0_0_6_12)  c_e_flow(0_1_2)_  -1
    x(0_0_6_12)  c_u_processors(0_6_0)_  3
    x(0_0_6_12)  c_u_area_cut(0)_  18
    x(0_0_6_13)  goodput   0.020577617328519853
    x(0_0_6_13)  c_e_one_path(0_0_6)_  1
    x(0_0_6_13)  c_e_flow(0_0_2)_  1
    x(0_0_6_13)  c_e_flow(0_1_0)_  -1
    x(0_0_6_13)  c_u_processors(0_6_1)_  3
    x(0_0_6_13)  c_u_processors(0_6_2)_  3
    x(0_0_6_13)  c_u_area_cut(0)_  57
    x(0_0_6_14)  goodput   0.015162454873646208
    x(0_0_6_14)  c_e_one_path(0_0_6)_  1
    x(0_0_6_14)  c_e_flow(0_0_2)_  1
    x(0_0_6_14)  c_e_flow(0_1_1)_  -1
    x(0_0_6_14)  c_u_processors(0_6_1)_  3
    x(0_0_6_14)  c_u_area_cut(0)_  42
    x(0_0_7_1)  goodput   0.043321299638989168
    x(0_0_7_1)  c_e_one_path(0_0_7)_  1
    x(0_0_7_1)  c_e_flow(0_0_0)_  1
    x(0_0_7_1)  c_e_flow(0_1_0)_  -1
    x(0_0_7_1)  c_u_processors(0_7_0)_  3
    x(0_0_7_1)  c_u_processors(0_7_1)_  3
    x(0_0_7_1)  c_u_processors(0_7_2)_  3
    x(0_0_7_1)  c_u_area_cut(0)_  120
    x(0_0_7_2)  goodput   0.037906137184115521
    x(0_0_7_2)  c_e_one_path(0_0_7)_  1
    x(0_0_7_2)  c_e_flow(0_0_0)_  1
    x(0_0_7_2)  c_e_flow(0_1_1)_  -1
    x(0_0_7_2)  c_u_processors(0_7_0)_  3
    x(0_0_7_2)  c_u_processors(0_7_1)_  3
    x(0_0_7_2)  c_u_area_cut(0)_  105
    x(0_0_7_3)  goodput   0.016245487364620937
    x(0_0_7_3)  c_e_one_path(0_0_7)_  1
    x(0_0_7_3)  c_e_flow(0_0_0)_  1
    x(0_0_7_3)  c_e_flow(0_1_2)_  -1
    x(0_0_7_3)  c_u_processors(0_7_0)_  3
    x(0_0_7_3)  c_u_area_cut(0)_  45
    x(0_0_7_4)  goodput   0.043321299638989168
    x(0_0_7_4)  c_e_one_path(0_0_7)_  1
    x(0_0_7_4)  c_e_flow(0_0_1)_  1
    x(0_0_7_4)  c_e_flow(0_1_0)_  -1
    x(0_0_7_4)  c_u_processors(0_7_0)_  3
    x(0_0_7_4)  c_u_processors(0_7_1)_  3
    x(0_0_7_4)  c_u_processors(0_7_2)_  3
    x(0_0_7_4)  c_u_area_cut(0)_  120
    x(0_0_7_5)  goodput   0.037906137184115521
    x(0_0_7_5)  c_e_one_path(0_0_7)_  1
    x(0_0_7_5)  c_e_flow(0_0_1)_  1
    x(0_0_7_5)  c_e_flow(0_1_1)_  -1
    x(0_0_7_5)  c_u_processors(0_7_0)_  3
    x(0_0_7_5)  c_u_processors(0_7_1)_  3
    x(0_0_7_5)  c_u_area_cut(0)_  105
    x(0_0_7_6)  goodput   0.016245487364620937
    x(0_0_7_6)  c_e_one_path(0_0_7)_  1
    x(0_0_7_6)  c_e_flow(0_0_1)_  1
    x(0_0_7_6)  c_e_flow(0_1_2)_  -1
    x(0_0_7_6)  c_u_processors(0_7_0)_  3
    x(0_0_7_6)  c_u_area_cut(0)_  45
    x(0_0_7_7)  goodput   0.016245487364620937
    x(0_0_7_7)  c_e_one_path(0_0_7)_  1
    x(0_0_7_7)  c_e_flow(0_0_1)_  1
    x(0_0_7_7)  c_e_flow(0_1_0)_  -1
    x(0_0_7_7)  c_u_processors(0_7_1)_  3
    x(0_0_7_7)  c_u_processors(0_7_2)_  3
    x(0_0_7_7)  c_u_area_cut(0)_  45
    x(0_0_7_8)  goodput   0.010830324909747292
    x(0_0_7_8)  c_e_one_path(0_0_7)_  1
    x(0_0_7_8)  c_e_flow(0_0_1)_  1
    x(0_0_7_8)  c_e_flow(0_1_1)_  -1
    x(0_0_7_8)  c_u_processors(0_7_1)_  3
    x(0_0_7_8)  c_u_area_cut(0)_  30
    x(0_0_7_10)  goodput   0.037906137184115521
    x(0_0_7_10)  c_e_one_path(0_0_7)_  1
    x(0_0_7_10)  c_e_flow(0_0_2)_  1
    x(0_0_7_10)  c_e_flow(0_1_0)_  -1
    x(0_0_7_10)  c_u_processors(0_7_0)_  3
    x(0_0_7_10)  c_u_processors(0_7_1)_  3
    x(0_0_7_10)  c_u_processors(0_7_2)_  3
    x(0_0_7_10)  c_u_area_cut(0)_  105
    x(0_0_7_11)  goodput   0.032490974729241874
    x(0_0_7_11)  c_e_one_path(0_0_7)_  1
    x(0_0_7_11)  c_e_flow(0_0_2)_  1
    x(0_0_7_11)  c_e_flow(0_1_1)_  -1
    x(0_0_7_11)  c_u_processors(0_7_0)_  3
    x(0_0_7_11)  c_u_processors(0_7_1)_  3
    x(0_0_7_11)  c_u_area_cut(0)_  90
    x(0_0_7_12)  goodput   0.010830324909747292
    x(0_0_7_12)  c_e_one_path(0_0_7)_  1
    x(0_0_7_12)  c_e_flow(0_0_2)_  1
    x(0_0_7_12)  c_e_flow(0_1_2)_  -1
    x(0_0_7_12)  c_u_processors(0_7_0)_  3
    x(0_0_7_12)  c_u_area_cut(0)_  30
    x(0_0_7_13)  goodput   0.016245487364620937
    x(0_0_7_13)  c_e_one_path(0_0_7)_  1
    x(0_0_7_13)  c_e_flow(0_0_2)_  1
    x(0_0_7_13)  c_e_flow(0_1_0)_  -1
    x(0_0_7_13)  c_u_processors(0_7_1)_  3
    x(0_0_7_13)  c_u_processors(0_7_2)_  3
    x(0_0_7_13)  c_u_area_cut(0)_  45
    x(0_0_7_14)  goodput   0.010830324909747292
    x(0_0_7_14)  c_e_one_path(0_0_7)_  1
    x(0_0_7_14)  c_e_flow(0_0_2)_  1
    x(0_0_7_14)  c_e_flow(0_1_1)_  -1
    x(0_0_7_14)  c_u_processors(0_7_1)_  3
    x(0_0_7_14)  c_u_area_cut(0)_  30
    x(0_0_8_1)  goodput   0.043321299638989168
    x(0_0_8_1)  c_e_one_path(0_0_8)_  1
    x(0_0_8_1)  c_e_flow(0_0_0)_  1
    x(0_0_8_1)  c_e_flow(0_1_0)_  -1
    x(0_0_8_1)  c_u_processors(0_8_0)_  3
    x(0_0_8_1)  c_u_processors(0_8_1)_  3
    x(0_0_8_1)  c_u_processors(0_8_2)_  3
    x(0_0_8_1)  c_u_area_cut(0)_  120
    x(0_0_8_2)  goodput   0.037906137184115521
    x(0_0_8_2)  c_e_one_path(0_0_8)_  1
    x(0_0_8_2)  c_e_flow(0_0_0)_  1
    x(0_0_8_2)  c_e_flow(0_1_1)_  -1
    x(0_0_8_2)  c_u_processors(0_8_0)_  3
    x(0_0_8_2)  c_u_processors(0_8_1)_  3
    x(0_0_8_2)  c_u_area_cut(0)_  105
    x(0_0_8_3)  goodput   0.020577617328519853
    x(0_0_8_3)  c_e_one_path(0_0_8)_  1
    x(0_0_8_3)  c_e_flow(0_0_0)_  1
    x(0_0_8_3)  c_e_flow(0_1_2)_  -1
    x(0_0_8_3)  c_u_processors(0_8_0)_  3
    x(0_0_8_3)  c_u_area_cut(0)_  57
    x(0_0_8_4)  goodput   0.043321299638989168
    x(0_0_8_4)  c_e_one_path(0_0_8)_  1
    x(0_0_8_4)  c_e_flow(0_0_1)_  1
    x(0_0_8_4)  c_e_flow(0_1_0)_  -1
    x(0_0_8_4)  c_u_processors(0_8_0)_  3
    x(0_0_8_4)  c_u_processors(0_8_1)_  3
    x(0_0_8_4)  c_u_processors(0_8_2)_  3
    x(0_0_8_4)  c_u_area_cut(0)_  120
    x(0_0_8_5)  goodput   0.037906137184115521
    x(0_0_8_5)  c_e_one_path(0_0_8)_  1
    x(0_0_8_5)  c_e_flow(0_0_1)_  1
    x(0_0_8_5)  c_e_flow(0_1_1)_  -1
    x(0_0_8_5)  c_u_processors(0_8_0)_  3
    x(0_0_8_5)  c_u_processors(0_8_1)_  3
    x(0_0_8_5)  c_u_area_cut(0)_  105
    x(0_0_8_6)  goodput   0.020577617328519853
    x(0_0_8_6)  c_e_one_path(0_0_8)_  1
    x(0_0_8_6)  c_e_flow(0_0_1)_  1
    x(0_0_8_6)  c_e_flow(0_1_2)_  -1
    x(0_0_8_6)  c_u_processors(0_8_0)_  3
    x(0_0_8_6)  c_u_area_cut(0)_  57
    x(0_0_8_7)  goodput   0.011913357400722021
    x(0_0_8_7)  c_e_one_path(0_0_8)_  1
    x(0_0_8_7)  c_e_flow(0_0_1)_  1
    x(0_0_8_7)  c_e_flow(0_1_0)_  -1
    x(0_0_8_7)  c_u_processors(0_8_1)_  3
    x(0_0_8_7)  c_u_processors(0_8_2)_  3
    x(0_0_8_7)  c_u_area_cut(0)_  33
    x(0_0_8_8)  goodput   0.006498194945848375
    x(0_0_8_8)  c_e_one_path(0_0_8)_  1
    x(0_0_8_8)  c_e_flow(0_0_1)_  1
    x(0_0_8_8)  c_e_flow(0_1_1)_  -1
    x(0_0_8_8)  c_u_processors(0_8_1)_  3
    x(0_0_8_8)  c_u_area_cut(0)_  18
    x(0_0_8_10)  goodput   0.037906137184115521
    x(0_0_8_10)  c_e_one_path(0_0_8)_  1
    x(0_0_8_10)  c_e_flow(0_0_2)_  1
    x(0_0_8_10)  c_e_flow(0_1_0)_  -1
    x(0_0_8_10)  c_u_processors(0_8_0)_  3
    x(0_0_8_10)  c_u_processors(0_8_1)_  3
    x(0_0_8_10)  c_u_processors(0_8_2)_  3
    x(0_0_8_10)  c_u_area_cut(0)_  105
    x(0_0_8_11)  goodput   0.032490974729241874
    x(0_0_8_11)  c_e_one_path(0_0_8)_  1
    x(0_0_8_11)  c_e_flow(0_0_2)_  1
    x(0_0_8_11)  c_e_flow(0_1_1)_  -1
    x(0_0_8_11)  c_u_processors(0_8_0)_  3
    x(0_0_8_11)  c_u_processors(0_8_1)_  3
    x(0_0_8_11)  c_u_area_cut(0)_  90
    x(0_0_8_12)  goodput   0.015162454873646208
    x(0_0_8_12)  c_e_one_path(0_0_8)_  1
    x(0_0_8_12)  c_e_flow(0_0_2)_  1
    x(0_0_8_12)  c_e_flow(0_1_2)_  -1
    x(0_0_8_12)  c_u_processors(0_8_0)_  3
    x(0_0_8_12)  c_u_area_cut(0)_  42
    x(0_0_8_13)  goodput   0.011913357400722021
    x(0_0_8_13)  c_e_one_path(0_0_8)_  1
    x(0_0_8_13)  c_e_flow(0_0_2)_  1
    x(0_0_8_13)  c_e_flow(0_1_0)_  -1
    x(0_0_8_13)  c_u_processors(0_8_1)_  3
    x(0_0_8_13)  c_u_processors(0_8_2)_  3
    x(0_0_8_13)  c_u_area_cut(0)_  33
    x(0_0_8_14)  goodput   0.006498194945848375
    x(0_0_8_14)  c_e_one_path(0_0_8)_  1
    x(0_0_8_14)  c_e_flow(0_0_2)_  1
    x(0_0_8_14)  c_e_flow(0_1_1)_  -1
    x(0_0_8_14)  c_u_processors(0_8_1)_  3
    x(0_0_8_14)  c_u_area_cut(0)_  18
    x(0_0_9_1)  goodput   0.043321299638989168
    x(0_0_9_1)  c_e_one_path(0_0_9)_  1
    x(0_0_9_1)  c_e_flow(0_0_0)_  1
    x(0_0_9_1)  c_e_flow(0_1_0)_  -1
    x(0_0_9_1)  c_u_processors(0_9_0)_  3
    x(0_0_9_1)  c_u_processors(0_9_1)_  3
    x(0_0_9_1)  c_u_processors(0_9_2)_  3
    x(0_0_9_1)  c_u_area_cut(0)_  120
    x(0_0_9_2)  goodput   0.037906137184115521
    x(0_0_9_2)  c_e_one_path(0_0_9)_  1
    x(0_0_9_2)  c_e_flow(0_0_0)_  1
    x(0_0_9_2)  c_e_flow(0_1_1)_  -1
    x(0_0_9_2)  c_u_processors(0_9_0)_  3
    x(0_0_9_2)  c_u_processors(0_9_1)_  3
    x(0_0_9_2)  c_u_area_cut(0)_  105
    x(0_0_9_3)  goodput   0.024909747292418773
    x(0_0_9_3)  c_e_one_path(0_0_9)_  1
    x(0_0_9_3)  c_e_flow(0_0_0)_  1
    x(0_0_9_3)  c_e_flow(0_1_2)_  -1
    x(0_0_9_3)  c_u_processors(0_9_0)_  3
    x(0_0_9_3)  c_u_area_cut(0)_  69
    x(0_0_9_4)  goodput   0.043321299638989168
    x(0_0_9_4)  c_e_one_path(0_0_9)_  1
    x(0_0_9_4)  c_e_flow(0_0_1)_  1
    x(0_0_9_4)  c_e_flow(0_1_0)_  -1
    x(0_0_9_4)  c_u_processors(0_9_0)_  3
    x(0_0_9_4)  c_u_processors(0_9_1)_  3
    x(0_0_9_4)  c_u_processors(0_9_2)_  3
    x(0_0_9_4)  c_u_area_cut(0)_  120
    x(0_0_9_5)  goodput   0.037906137184115521
    x(0_0_9_5)  c_e_one_path(0_0_9)_  1
    x(0_0_9_5)  c_e_flow(0_0_1)_  1
    x(0_0_9_5)  c_e_flow(0_1_1)_  -1
    x(0_0_9_5)  c_u_processors(0_9_0)_  3
    x(0_0_9_5)  c_u_processors(0_9_1)_  3
    x(0_0_9_5)  c_u_area_cut(0)_  105
    x(0_0_9_6)  goodput   0.024909747292418773
    x(0_0_9_6)  c_e_one_path(0_0_9)_  1
    x(0_0_9_6)  c_e_flow(0_0_1)_  1
    x(0_0_9_6)  c_e_flow(0_1_2)_  -1
    x(0_0_9_6)  c_u_processors(0_9_0)_  3
    x(0_0_9_6)  c_u_area_cut(0)_  69
    x(0_0_9_7)  goodput   0.007581227436823104
    x(0_0_9_7)  c_e_one_path(0_0_9)_  1
    x(0_0_9_7)  c_e_flow(0_0_1)_  1
    x(0_0_9_7)  c_e_flow(0_1_0)_  -1
    x(0_0_9_7)  c_u_processors(0_9_1)_  3
    x(0_0_9_7)  c_u_processors(0_9_2)_  3
    x(0_0_9_7)  c_u_area_cut(0)_  21
    x(0_0_9_8)  goodput   0.0021660649819494585
    x(0_0_9_8)  c_e_one_path(0_0_9)_  1
    x(0_0_9_8)  c_e_flow(0_0_1)_  1
    x(0_0_9_8)  c_e_flow(0_1_1)_  -1
    x(0_0_9_8)  c_u_processors(0_9_1)_  3
    x(0_0_9_8)  c_u_area_cut(0)_  6
    x(0_0_9_10)  goodput   0.037906137184115521
    x(0_0_9_10)  c_e_one_path(0_0_9)_  1
    x(0_0_9_10)  c_e_flow(0_0_2)_  1
    x(0_0_9_10)  c_e_flow(0_1_0)_  -1
    x(0_0_9_10)  c_u_processors(0_9_0)_  3
    x(0_0_9_10)  c_u_processors(0_9_1)_  3
    x(0_0_9_10)  c_u_processors(0_9_2)_  3
    x(0_0_9_10)  c_u_area_cut(0)_  105
    x(0_0_9_11)  goodput   0.032490974729241874
    x(0_0_9_11)  c_e_one_path(0_0_9)_  1
    x(0_0_9_11)  c_e_flow(0_0_2)_  1
    x(0_0_9_11)  c_e_flow(0_1_1)_  -1
    x(0_0_9_11)  c_u_processors(0_9_0)_  3
    x(0_0_9_11)  c_u_processors(0_9_1)_  3
    x(0_0_9_11)  c_u_area_cut(0)_  90
    x(0_0_9_12)  goodput   0.019494584837545126
    x(0_0_9_12)  c_e_one_path(0_0_9)_  1
    x(0_0_9_12)  c_e_flow(0_0_2)_  1
    x(0_0_9_12)  c_e_flow(0_1_2)_  -1
    x(0_0_9_12)  c_u_processors(0_9_0)_  3
    x(0_0_9_12)  c_u_area_cut(0)_  54
    x(0_0_9_13)  goodput   0.007581227436823104
    x(0_0_9_13)  c_e_one_path(0_0_9)_  1
    x(0_0_9_13)  c_e_flow(0_0_2)_  1
    x(0_0_9_13)  c_e_flow(0_1_0)_  -1
    x(0_0_9_13)  c_u_processors(0_9_1)_  3
    x(0_0_9_13)  c_u_processors(0_9_2)_  3
    x(0_0_9_13)  c_u_area_cut(0)_  21
    x(0_0_9_14)  goodput   0.0021660649819494585
    x(0_0_9_14)  c_e_one_path(0_0_9)_  1
    x(0_0_9_14)  c_e_flow(0_0_2)_  1
    x(0_0_9_14)  c_e_flow(0_1_1)_  -1
    x(0_0_9_14)  c_u_processors(0_9_1)_  3
    x(0_0_9_14)  c_u_area_cut(0)_  6
    x(0_0_10_1)  goodput   0.043321299638989168
    x(0_0_10_1)  c_e_one_path(0_0_10)_  1
    x(0_0_10_1)  c_e_flow(0_0_0)_  1
    x(0_0_10_1)  c_e_flow(0_1_0)_  -1
    x(0_0_10_1)  c_u_processors(0_10_0)_  3
    x(0_0_10_1)  c_u_processors(0_10_1)_  3
    x(0_0_10_1)  c_u_processors(0_10_2)_  3
    x(0_0_10_1)  c_u_area_cut(0)_  120
    x(0_0_10_2)  goodput   0.037906137184115521
    x(0_0_10_2)  c_e_one_path(0_0_10)_  1
    x(0_0_10_2)  c_e_flow(0_0_0)_  1
    x(0_0_10_2)  c_e_flow(0_1_1)_  -1
    x(0_0_10_2)  c_u_processors(0_10_0)_  3
    x(0_0_10_2)  c_u_processors(0_10_1)_  3
    x(0_0_10_2)  c_u_area_cut(0)_  105
    x(0_0_10_3)  goodput   0.027075812274368231
    x(0_0_10_3)  c_e_one_path(0_0_10)_  1
    x(0_0_10_3)  c_e_flow(0_0_0)_  1
    x(0_0_10_3)  c_e_flow(0_1_2)_  -1
    x(0_0_10_3)  c_u_processors(0_10_0)_  3
    x(0_0_10_3)  c_u_area_cut(0)_  75
    x(0_0_10_4)  goodput   0.043321299638989168
    x(0_0_10_4)  c_e_one_path(0_0_10)_  1
    x(0_0_10_4)  c_e_flow(0_0_1)_  1
    x(0_0_10_4)  c_e_flow(0_1_0)_  -1
    x(0_0_10_4)  c_u_processors(0_10_0)_  3
    x(0_0_10_4)  c_u_processors(0_10_1)_  3
    x(0_0_10_4)  c_u_processors(0_10_2)_  3
    x(0_0_10_4)  c_u_area_cut(0)_  120
    x(0_0_10_5)  goodput   0.037906137184115521
    x(0_0_10_5)  c_e_one_path(0_0_10)_  1
    x(0_0_10_5)  c_e_flow(0_0_1)_  1
    x(0_0_10_5)  c_e_flow(0_1_1)_  -1
    x(0_0_10_5)  c_u_processors(0_10_0)_  3
    x(0_0_10_5)  c_u_processors(0_10_1)_  3
    x(0_0_10_5)  c_u_area_cut(0)_  105
    x(0_0_10_6)  goodput   0.027075812274368231
    x(0_0_10_6)  c_e_one_path(0_0_10)_  1
    x(0_0_10_6)  c_e_flow(0_0_1)_  1
    x(0_0_10_6)  c_e_flow(0_1_2)_  -1
    x(0_0_10_6)  c_u_processors(0_10_0)_  3
    x(0_0_10_6)  c_u_area_cut(0)_  75
    x(0_0_10_7)  goodput   0.005415162454873646
    x(0_0_10_7)  c_e_one_path(0_0_10)_  1
    x(0_0_10_7)  c_e_flow(0_0_1)_  1
    x(0_0_10_7)  c_e_flow(0_1_0)_  -1
    x(0_0_10_7)  c_u_processors(0_10_1)_  3
    x(0_0_10_7)  c_u_processors(0_10_2)_  3
    x(0_0_10_7)  c_u_area_cut(0)_  15
    x(0_0_10_10)  goodput   0.037906137184115521
    x(0_0_10_10)  c_e_one_path(0_0_10)_  1
    x(0_0_10_10)  c_e_flow(0_0_2)_  1
    x(0_0_10_10)  c_e_flow(0_1_0)_  -1
    x(0_0_10_10)  c_u_processors(0_10_0)_  3
    x(0_0_10_10)  c_u_processors(0_10_1)_  3
    x(0_0_10_10)  c_u_processors(0_10_2)_  3
    x(0_0_10_10)  c_u_area_cut(0)_  105
    x(0_0_10_11)  goodput   0.032490974729241874
    x(0_0_10_11)  c_e_one_path(0_0_10)_  1
    x(0_0_10_11)  c_e_flow(0_0_2)_  1
    x(0_0_10_11)  c_e_flow(0_1_1)_  -1
    x(0_0_10_11)  c_u_processors(0_10_0)_  3
    x(0_0_10_11)  c_u_processors(0_10_1)_  3
    x(0_0_10_11)  c_u_area_cut(0)_  90
    x(0_0_10_12)  goodput   0.021660649819494584
    x(0_0_10_12)  c_e_one_path(0_0_10)_  1
    x(0_0_10_12)  c_e_flow(0_0_2)_  1
    x(0_0_10_12)  c_e_flow(0_1_2)_  -1
    x(0_0_10_12)  c_u_processors(0_10_0)_  3
    x(0_0_10_12)  c_u_area_cut(0)_  60
    x(0_0_10_13)  goodput   0.005415162454873646
    x(0_0_10_13)  c_e_one_path(0_0_10)_  1
    x(0_0_10_13)  c_e_flow(0_0_2)_  1
    x(0_0_10_13)  c_e_flow(0_1_0)_  -1
    x(0_0_10_13)  c_u_processors(0_10_1)_  3
    x(0_0_10_13)  c_u_processors(0_10_2)_  3
    x(0_0_10_13)  c_u_area_cut(0)_  15
    x(0_0_11_1)  goodput   0.043321299638989168
    x(0_0_11_1)  c_e_one_path(0_0_11)_  1
    x(0_0_11_1)  c_e_flow(0_0_0)_  1
    x(0_0_11_1)  c_e_flow(0_1_0)_  -1
    x(0_0_11_1)  c_u_processors(0_11_0)_  3
    x(0_0_11_1)  c_u_processors(0_11_1)_  3
    x(0_0_11_1)  c_u_processors(0_11_2)_  3
    x(0_0_11_1)  c_u_area_cut(0)_  120
    x(0_0_11_2)  goodput   0.037906137184115521
    x(0_0_11_2)  c_e_one_path(0_0_11)_  1
    x(0_0_11_2)  c_e_flow(0_0_0)_  1
    x(0_0_11_2)  c_e_flow(0_1_1)_  -1
    x(0_0_11_2)  c_u_processors(0_11_0)_  3
    x(0_0_11_2)  c_u_processors(0_11_1)_  3
    x(0_0_11_2)  c_u_area_cut(0)_  105
    x(0_0_11_3)  goodput   0.029241877256317689
    x(0_0_11_3)  c_e_one_path(0_0_11)_  1
    x(0_0_11_3)  c_e_flow(0_0_0)_  1
    x(0_0_11_3)  c_e_flow(0_1_2)_  -1
    x(0_0_11_3)  c_u_processors(0_11_0)_  3
    x(0_0_11_3)  c_u_area_cut(0)_  81
    x(0_0_11_4)  goodput   0.043321299638989168
    x(0_0_11_4)  c_e_one_path(0_0_11)_  1
    x(0_0_11_4)  c_e_flow(0_0_1)_  1
    x(0_0_11_4)  c_e_flow(0_1_0)_  -1
    x(0_0_11_4)  c_u_processors(0_11_0)_  3
    x(0_0_11_4)  c_u_processors(0_11_1)_  3
    x(0_0_11_4)  c_u_processors(0_11_2)_  3
    x(0_0_11_4)  c_u_area_cut(0)_  120
    x(0_0_11_5)  goodput   0.037906137184115521
    x(0_0_11_5)  c_e_one_path(0_0_11)_  1
    x(0_0_11_5)  c_e_flow(0_0_1)_  1
    x(0_0_11_5)  c_e_flow(0_1_1)_  -1
    x(0_0_11_5)  c_u_processors(0_11_0)_  3
    x(0_0_11_5)  c_u_processors(0_11_1)_  3
    x(0_0_11_5)  c_u_area_cut(0)_  105
    x(0_0_11_6)  goodput   0.029241877256317689
    x(0_0_11_6)  c_e_one_path(0_0_11)_  1
    x(0_0_11_6)  c_e_flow(0_0_1)_  1
    x(0_0_11_6)  c_e_flow(0_1_2)_  -1
    x(0_0_11_6)  c_u_processors(0_11_0)_  3
    x(0_0_11_6)  c_u_area_cut(0)_  81
    x(0_0_11_7)  goodput   0.0032490974729241875
    x(0_0_11_7)  c_e_one_path(0_0_11)_  1
    x(0_0_11_7)  c_e_flow(0_0_1)_  1
    x(0_0_11_7)  c_e_flow(0_1_0)_  -1
    x(0_0_11_7)  c_u_processors(0_11_1)_  3
    x(0_0_11_7)  c_u_processors(0_11_2)_  3
    x(0_0_11_7)  c_u_area_cut(0)_  9
    x(0_0_11_10)  goodput   0.037906137184115521
    x(0_0_11_10)  c_e_one_path(0_0_11)_  1
    x(0_0_11_10)  c_e_flow(0_0_2)_  1
    x(0_0_11_10)  c_e_flow(0_1_0)_  -1
    x(0_0_11_10)  c_u_processors(0_11_0)_  3
    x(0_0_11_10)  c_u_processors(0_11_1)_  3
    x(0_0_11_10)  c_u_processors(0_11_2)_  3
    x(0_0_11_10)  c_u_area_cut(0)_  105
    x(0_0_11_11)  goodput   0.032490974729241874
    x(0_0_11_11)  c_e_one_path(0_0_11)_  1
    x(0_0_11_11)  c_e_flow(0_0_2)_  1
    x(0_0_11_11)  c_e_flow(0_1_1)_  -1
    x(0_0_11_11)  c_u_processors(0_11_0)_  3
    x(0_0_11_11)  c_u_processors(0_11_1)_  3
    x(0_0_11_11)  c_u_area_cut(0)_  90
    x(0_0_11_12)  goodput   0.023826714801444042
    x(0_0_11_12)  c_e_one_path(0_0_11)_  1
    x(0_0_11_12)  c_e_flow(0_0_2)_  1
    x(0_0_11_12)  c_e_flow(0_1_2)_  -1
    x(0_0_11_12)  c_u_processors(0_11_0)_  3
    x(0_0_11_12)  c_u_area_cut(0)_  66
    x(0_0_11_13)  goodput   0.0032490974729241875
    x(0_0_11_13)  c_e_one_path(0_0_11)_  1
    x(0_0_11_13)  c_e_flow(0_0_2)_  1
    x(0_0_11_13)  c_e_flow(0_1_0)_  -1
    x(0_0_11_13)  c_u_processors(0_11_1)_  3
    x(0_0_11_13)  c_u_processors(0_11_2)_  3
    x(0_0_11_13)  c_u_area_cut(0)_  9
    x(0_0_12_1)  goodput   0.043321299638989168
    x(0_0_12_1)  c_e_one_path(0_0_12)_  1
    x(0_0_12_1)  c_e_flow(0_0_0)_  1
    x(0_0_12_1)  c_e_flow(0_1_0)_  -1
    x(0_0_12_1)  c_u_processors(0_12_0)_  3
    x(0_0_12_1)  c_u_processors(0_12_1)_  3
    x(0_0_12_1)  c_u_processors(0_12_2)_  3
    x(0_0_12_1)  c_u_area_cut(0)_  120
    x(0_0_12_2)  goodput   0.037906137184115521
    x(0_0_12_2)  c_e_one_path(0_0_12)_  1
    x(0_0_12_2)  c_e_flow(0_0_0)_  1
    x(0_0_12_2)  c_e_flow(0_1_1)_  -1
    x(0_0_12_2)  c_u_processors(0_12_0)_  3
    x(0_0_12_2)  c_u_processors(0_12_1)_  3
    x(0_0_12_2)  c_u_area_cut(0)_  105
    x(0_0_12_3)  goodput   0.031407942238267143
    x(0_0_12_3)  c_e_one_path(0_0_12)_  1
    x(0_0_12_3)  c_e_flow(0_0_0)_  1
    x(0_0_12_3)  c_e_flow(0_1_2)_  -1
    x(0_0_12_3)  c_u_processors(0_12_0)_  3
    x(0_0_12_3)  c_u_area_cut(0)_  87
    x(0_0_12_4)  goodput   0.043321299638989168
    x(0_0_12_4)  c_e_one_path(0_0_12)_  1
    x(0_0_12_4)  c_e_flow(0_0_1)_  1
    x(0_0_12_4)  c_e_flow(0_1_0)_  -1
    x(0_0_12_4)  c_u_processors(0_12_0)_  3
    x(0_0_12_4)  c_u_processors(0_12_1)_  3
    x(0_0_12_4)  c_u_processors(0_12_2)_  3
    x(0_0_12_4)  c_u_area_cut(0)_  120
    x(0_0_12_5)  goodput   0.037906137184115521
    x(0_0_12_5)  c_e_one_path(0_0_12)_  1
    x(0_0_12_5)  c_e_flow(0_0_1)_  1
    x(0_0_12_5)  c_e_flow(0_1_1)_  -1
    x(0_0_12_5)  c_u_processors(0_12_0)_  3
    x(0_0_12_5)  c_u_processors(0_12_1)_  3
    x(0_0_12_5)  c_u_area_cut(0)_  105
    x(0_0_12_6)  goodput   0.031407942238267143
    x(0_0_12_6)  c_e_one_path(0_0_12)_  1
    x(0_0_12_6)  c_e_flow(0_0_1)_  1
    x(0_0_12_6)  c_e_flow(0_1_2)_  -1
    x(0_0_12_6)  c_u_processors(0_12_0)_  3
    x(0_0_12_6)  c_u_area_cut(0)_  87
    x(0_0_12_7)  goodput   0.0010830324909747292
    x(0_0_12_7)  c_e_one_path(0_0_12)_  1
    x(0_0_12_7)  c_e_flow(0_0_1)_  1
    x(0_0_12_7)  c_e_flow(0_1_0)_  -1
    x(0_0_12_7)  c_u_processors(0_12_1)_  3
    x(0_0_12_7)  c_u_processors(0_12_2)_  3
    x(0_0_12_7)  c_u_area_cut(0)_  3
    x(0_0_12_10)  goodput   0.037906137184115521
    x(0_0_12_10)  c_e_one_path(0_0_12)_  1
    x(0_0_12_10)  c_e_flow(0_0_2)_  1
    x(0_0_12_10)  c_e_flow(0_1_0)_  -1
    x(0_0_12_10)  c_u_processors(0_12_0)_  3
    x(0_0_12_10)  c_u_processors(0_12_1)_  3
    x(0_0_12_10)  c_u_processors(0_12_2)_  3
    x(0_0_12_10)  c_u_area_cut(0)_  105
    x(0_0_12_11)  goodput   0.032490974729241874
    x(0_0_12_11)  c_e_one_path(0_0_12)_  1
    x(0_0_12_11)  c_e_flow(0_0_2)_  1
    x(0_0_12_11)  c_e_flow(0_1_1)_  -1
    x(0_0_12_11)  c_u_processors(0_12_0)_  3
    x(0_0_12_11)  c_u_processors(0_12_1)_  3
    x(0_0_12_11)  c_u_area_cut(0)_  90
    x(0_0_12_12)  goodput   0.0259927797833935
    x(0_0_12_12)  c_e_one_path(0_0_12)_  1
    x(0_0_12_12)  c_e_flow(0_0_2)_  1
    x(0_0_12_12)  c_e_flow(0_1_2)_  -1
    x(0_0_12_12)  c_u_processors(0_12_0)_  3
    x(0_0_12_12)  c_u_area_cut(0)_  72
    x(0_0_12_13)  goodput   0.0010830324909747292
    x(0_0_12_13)  c_e_one_path(0_0_12)_  1
    x(0_0_12_13)  c_e_flow(0_0_2)_  1
    x(0_0_12_13)  c_e_flow(0_1_0)_  -1
    x(0_0_12_13)  c_u_processors(0_12_1)_  3
    x(0_0_12_13)  c_u_processors(0_12_2)_  3
    x(0_0_12_13)  c_u_area_cut(0)_  3
    x(0_0_13_1)  goodput   0.043321299638989168
    x(0_0_13_1)  c_e_one_path(0_0_13)_  1
    x(0_0_13_1)  c_e_flow(0_0_0)_  1
    x(0_0_13_1)  c_e_flow(0_1_0)_  -1
    x(0_0_13_1)  c_u_processors(0_13_0)_  3
    x(0_0_13_1)  c_u_processors(0_13_1)_  3
    x(0_0_13_1)  c_u_processors(0_13_2)_  3
    x(0_0_13_1)  c_u_area_cut(0)_  120
    x(0_0_13_2)  goodput   0.037906137184115521
    x(0_0_13_2)  c_e_one_path(0_0_13)_  1
    x(0_0_13_2)  c_e_flow(0_0_0)_  1
    x(0_0_13_2)  c_e_flow(0_1_1)_  -1
    x(0_0_13_2)  c_u_processors(0_13_0)_  3
    x(0_0_13_2)  c_u_processors(0_13_1)_  3
    x(0_0_13_2)  c_u_area_cut(0)_  105
    x(0_0_13_3)  goodput   0.032490974729241874
    x(0_0_13_3)  c_e_one_path(0_0_13)_  1
    x(0_0_13_3)  c_e_flow(0_0_0)_  1
    x(0_0_13_3)  c_e_flow(0_1_2)_  -1
    x(0_0_13_3)  c_u_processors(0_13_0)_  3
    x(0_0_13_3)  c_u_area_cut(0)_  90
    x(0_0_13_4)  goodput   0.043321299638989168
    x(0_0_13_4)  c_e_one_path(0_0_13)_  1
    x(0_0_13_4)  c_e_flow(0_0_1)_  1
    x(0_0_13_4)  c_e_flow(0_1_0)_  -1
    x(0_0_13_4)  c_u_processors(0_13_0)_  3
    x(0_0_13_4)  c_u_processors(0_13_1)_  3
    x(0_0_13_4)  c_u_processors(0_13_2)_  3
    x(0_0_13_4)  c_u_area_cut(0)_  120
    x(0_0_13_5)  goodput   0.037906137184115521
    x(0_0_13_5)  c_e_one_path(0_0_13)_  1
    x(0_0_13_5)  c_e_flow(0_0_1)_  1
    x(0_0_13_5)  c_e_flow(0_1_1)_  -1
    x(0_0_13_5)  c_u_processors(0_13_0)_  3
    x(0_0_13_5)  c_u_processors(0_13_1)_  3
    x(0_0_13_5)  c_u_area_cut(0)_  105
    x(0_0_13_6)  goodput   0.032490974729241874
    x(0_0_13_6)  c_e_one_path(0_0_13)_  1
    x(0_0_13_6)  c_e_flow(0_0_1)_  1
    x(0_0_13_6)  c_e_flow(0_1_2)_  -1
    x(0_0_13_6)  c_u_processors(0_13_0)_  3
    x(0_0_13_6)  c_u_area_cut(0)_  90
    x(0_0_13_10)  goodput   0.037906137184115521
    x(0_0_13_10)  c_e_one_path(0_0_13)_  1
    x(0_0_13_10)  c_e_flow(0_0_2)_  1
    x(0_0_13_10)  c_e_flow(0_1_0)_  -1
    x(0_0_13_10)  c_u_processors(0_13_0)_  3
    x(0_0_13_10)  c_u_processors(0_13_1)_  3
    x(0_0_13_10)  c_u_processors(0_13_2)_  3
    x(0_0_13_10)  c_u_area_cut(0)_  105
    x(0_0_13_11)  goodput   0.032490974729241874
    x(0_0_13_11)  c_e_one_path(0_0_13)_  1
    x(0_0_13_11)  c_e_flow(0_0_2)_  1
    x(0_0_13_11)  c_e_flow(0_1_1)_  -1
    x(0_0_13_11)  c_u_processors(0_13_0)_  3
    x(0_0_13_11)  c_u_processors(0_13_1)_  3
    x(0_0_13_11)  c_u_area_cut(0)_  90
    x(0_0_13_12)  goodput   0.027075812274368231
    x(0_0_13_12)  c_e_one_path(0_0_13)_  1
    x(0_0_13_12)  c_e_flow(0_0_2)_  1
    x(0_0_13_12)  c_e_flow(0_1_2)_  -1
    x(0_0_13_12)  c_u_processors(0_13_0)_  3
    x(0_0_13_12)  c_u_area_cut(0)_  75
    x(0_0_14_1)  goodput   0.043321299638989168
    x(0_0_14_1)  c_e_one_path(0_0_14)_  1
    x(0_0_14_1)  c_e_flow(0_0_0)_  1
    x(0_0_14_1)  c_e_flow(0_1_0)_  -1
    x(0_0_14_1)  c_u_processors(0_14_0)_  3
    x(0_0_14_1)  c_u_processors(0_14_1)_  3
    x(0_0_14_1)  c_u_processors(0_14_2)_  3
    x(0_0_14_1)  c_u_area_cut(0)_  120
    x(0_0_14_2)  goodput   0.037906137184115521
    x(0_0_14_2)  c_e_one_path(0_0_14)_  1
    x(0_0_14_2)  c_e_flow(0_0_0)_  1
    x(0_0_14_2)  c_e_flow(0_1_1)_  -1
    x(0_0_14_2)  c_u_processors(0_14_0)_  3
    x(0_0_14_2)  c_u_processors(0_14_1)_  3
    x(0_0_14_2)  c_u_area_cut(0)_  105
    x(0_0_14_3)  goodput   0.037906137184115521
    x(0_0_14_3)  c_e_one_path(0_0_14)_  1
    x(0_0_14_3)  c_e_flow(0_0_0)_  1
    x(0_0_14_3)  c_e_flow(0_1_2)_  -1
    x(0_0_14_3)  c_u_processors(0_14_0)_  3
    x(0_0_14_3)  c_u_area_cut(0)_  105
    x(0_0_14_4)  goodput   0.043321299638989168
    x(0_0_14_4)  c_e_one_path(0_0_14)_  1
    x(0_0_14_4)  c_e_flow(0_0_1)_  1
    x(0_0_14_4)  c_e_flow(0_1_0)_  -1
    x(0_0_14_4)  c_u_processors(0_14_0)_  3
    x(0_0_14_4)  c_u_processors(0_14_1)_  3
    x(0_0_14_4)  c_u_processors(0_14_2)_  3
    x(0_0_14_4)  c_u_area_cut(0)_  120
    x(0_0_14_5)  goodput   0.037906137184115521
    x(0_0_14_5)  c_e_one_path(0_0_14)_  1
    x(0_0_14_5)  c_e_flow(0_0_1)_  1
    x(0_0_14_5)  c_e_flow(0_1_1)_  -1
    x(0_0_14_5)  c_u_processors(0_14_0)_  3
    x(0_0_14_5)  c_u_processors(0_14_1)_  3
    x(0_0_14_5)  c_u_area_cut(0)_  105
    x(0_0_14_6)  goodput   0.037906137184115521
    x(0_0_14_6)  c_e_one_path(0_0_14)_  1
    x(0_0_14_6)  c_e_flow(0_0_1)_  1
    x(0_0_14_6)  c_e_flow(0_1_2)_  -1
    x(0_0_14_6)  c_u_processors(0_14_0)_  3
    x(0_0_14_6)  c_u_area_cut(0)_  105
    x(0_0_14_10)  goodput   0.037906137184115521
    x(0_0_14_10)  c_e_one_path(0_0_14)_  1
    x(0_0_14_10)  c_e_flow(0_0_2)_  1
    x(0_0_14_10)  c_e_flow(0_1_0)_  -1
    x(0_0_14_10)  c_u_processors(0_14_0)_  3
    x(0_0_14_10)  c_u_processors(0_14_1)_  3
    x(0_0_14_10)  c_u_processors(0_14_2)_  3
    x(0_0_14_10)  c_u_area_cut(0)_  105
    x(0_0_14_11)  goodput   0.032490974729241874
    x(0_0_14_11)  c_e_one_path(0_0_14)_  1
    x(0_0_14_11)  c_e_flow(0_0_2)_  1
    x(0_0_14_11)  c_e_flow(0_1_1)_  -1
    x(0_0_14_11)  c_u_processors(0_14_0)_  3
    x(0_0_14_11)  c_u_processors(0_14_1)_  3
    x(0_0_14_11)  c_u_area_cut(0)_  90
    x(0_0_14_12)  goodput   0.032490974729241874
    x(0_0_14_12)  c_e_one_path(0_0_14)_  1
    x(0_0_14_12)  c_e_flow(0_0_2)_  1
    x(0_0_14_12)  c_e_flow(0_1_2)_  -1
    x(0_0_14_12)  c_u_processors(0_14_0)_  3
    x(0_0_14_12)  c_u_area_cut(0)_  90
    x(0_1_0_1)  goodput   0.054151624548736461
    x(0_1_0_1)  c_e_one_path(0_1_0)_  1
    x(0_1_0_1)  c_e_flow(0_1_0)_  1
    x(0_1_0_1)  c_e_flow(0_2_0)_  -1
    x(0_1_0_1)  c_u_processors(1_0_0)_  3
    x(0_1_0_1)  c_u_processors(1_0_1)_  3
    x(0_1_0_1)  c_u_processors(1_0_2)_  3
    x(0_1_0_1)  c_u_area_cut(1)_  150
    x(0_1_0_2)  goodput   0.048736462093862815
    x(0_1_0_2)  c_e_one_path(0_1_0)_  1
    x(0_1_0_2)  c_e_flow(0_1_0)_  1
    x(0_1_0_2)  c_e_flow(0_2_1)_  -1
    x(0_1_0_2)  c_u_processors(1_0_0)_  3
    x(0_1_0_2)  c_u_processors(1_0_1)_  3
    x(0_1_0_2)  c_u_area_cut(1)_  135
    x(0_1_0_4)  goodput   0.054151624548736461
    x(0_1_0_4)  c_e_one_path(0_1_0)_  1
    x(0_1_0_4)  c_e_flow(0_1_1)_  1
    x(0_1_0_4)  c_e_flow(0_2_0)_  -1
    x(0_1_0_4)  c_u_processors(1_0_0)_  3
    x(0_1_0_4)  c_u_processors(1_0_1)_  3
    x(0_1_0_4)  c_u_processors(1_0_2)_  3
    x(0_1_0_4)  c_u_area_cut(1)_  150
    x(0_1_0_5)  goodput   0.048736462093862815
    x(0_1_0_5)  c_e_one_path(0_1_0)_  1
    x(0_1_0_5)  c_e_flow(0_1_1)_  1
    x(0_1_0_5)  c_e_flow(0_2_1)_  -1
    x(0_1_0_5)  c_u_processors(1_0_0)_  3
    x(0_1_0_5)  c_u_processors(1_0_1)_  3
    x(0_1_0_5)  c_u_area_cut(1)_  135
    x(0_1_0_7)  goodput   0.048736462093862815
    x(0_1_0_7)  c_e_one_path(0_1_0)_  1
    x(0_1_0_7)  c_e_flow(0_1_1)_  1
    x(0_1_0_7)  c_e_flow(0_2_0)_  -1
    x(0_1_0_7)  c_u_processors(1_0_1)_  3
    x(0_1_0_7)  c_u_processors(1_0_2)_  3
    x(0_1_0_7)  c_u_area_cut(1)_  135
    x(0_1_0_8)  goodput   0.043321299638989168
    x(0_1_0_8)  c_e_one_path(0_1_0)_  1
    x(0_1_0_8)  c_e_flow(0_1_1)_  1
    x(0_1_0_8)  c_e_flow(0_2_1)_  -1
    x(0_1_0_8)  c_u_processors(1_0_1)_  3
    x(0_1_0_8)  c_u_area_cut(1)_  120
    x(0_1_0_10)  goodput   0.048736462093862815
    x(0_1_0_10)  c_e_one_path(0_1_0)_  1
    x(0_1_0_10)  c_e_flow(0_1_2)_  1
    x(0_1_0_10)  c_e_flow(0_2_0)_  -1
    x(0_1_0_10)  c_u_processors(1_0_0)_  3
    x(0_1_0_10)  c_u_processors(1_0_1)_  3
    x(0_1_0_10)  c_u_processors(1_0_2)_  3
    x(0_1_0_10)  c_u_area_cut(1)_  135
    x(0_1_0_11)  goodput   0.043321299638989168
    x(0_1_0_11)  c_e_one_path(0_1_0)_  1
    x(0_1_0_11)  c_e_flow(0_1_2)_  1
    x(0_1_0_11)  c_e_flow(0_2_1)_  -1
    x(0_1_0_11)  c_u_processors(1_0_0)_  3
    x(0_1_0_11)  c_u_processors(1_0_1)_  3
    x(0_1_0_11)  c_u_area_cut(1)_  120
    x(0_1_0_13)  goodput   0.048736462093862815
    x(0_1_0_13)  c_e_one_path(0_1_0)_  1
    x(0_1_0_13)  c_e_flow(0_1_2)_  1
    x(0_1_0_13)  c_e_flow(0_2_0)_  -1
    x(0_1_0_13)  c_u_processors(1_0_1)_  3
    x(0_1_0_13)  c_u_processors(1_0_2)_  3
    x(0_1_0_13)  c_u_area_cut(1)_  135
    x(0_1_0_14)  goodput   0.043321299638989168
    x(0_1_0_14)  c_e_one_path(0_1_0)_  1
    x(0_1_0_14)  c_e_flow(0_1_2)_  1
    x(0_1_0_14)  c_e_flow(0_2_1)_  -1
    x(0_1_0_14)  c_u_processors(1_0_1)_  3
    x(0_1_0_14)  c_u_area_cut(1)_  120
    x(0_1_1_1)  goodput   0.054151624548736461
    x(0_1_1_1)  c_e_one_path(0_1_1)_  1
    x(0_1_1_1)  c_e_flow(0_1_0)_  1
    x(0_1_1_1)  c_e_flow(0_2_0)_  -1
    x(0_1_1_1)  c_u_processors(1_1_0)_  3
    x(0_1_1_1)  c_u_processors(1_1_1)_  3
    x(0_1_1_1)  c_u_processors(1_1_2)_  3
    x(0_1_1_1)  c_u_area_cut(1)_  150
    x(0_1_1_2)  goodput   0.048736462093862815
    x(0_1_1_2)  c_e_one_path(0_1_1)_  1
    x(0_1_1_2)  c_e_flow(0_1_0)_  1
    x(0_1_1_2)  c_e_flow(0_2_1)_  -1
    x(0_1_1_2)  c_u_processors(1_1_0)_  3
    x(0_1_1_2)  c_u_processors(1_1_1)_  3
    x(0_1_1_2)  c_u_area_cut(1)_  135
    x(0_1_1_4)  goodput   0.054151624548736461
    x(0_1_1_4)  c_e_one_path(0_1_1)_  1
    x(0_1_1_4)  c_e_flow(0_1_1)_  1
    x(0_1_1_4)  c_e_flow(0_2_0)_  -1
    x(0_1_1_4)  c_u_processors(1_1_0)_  3
    x(0_1_1_4)  c_u_processors(1_1_1)_  3
    x(0_1_1_4)  c_u_processors(1_1_2)_  3
    x(0_1_1_4)  c_u_area_cut(1)_  150
    x(0_1_1_5)  goodput   0.048736462093862815
    x(0_1_1_5)  c_e_one_path(0_1_1)_  1
    x(0_1_1_5)  c_e_flow(0_1_1)_  1
    x(0_1_1_5)  c_e_flow(0_2_1)_  -1
    x(0_1_1_5)  c_u_processors(1_1_0)_  3
    x(0_1_1_5)  c_u_processors(1_1_1)_  3
    x(0_1_1_5)  c_u_area_cut(1)_  135
    x(0_1_1_7)  goodput   0.043321299638989168
    x(0_1_1_7)  c_e_one_path(0_1_1)_  1
    x(0_1_1_7)  c_e_flow(0_1_1)_  1
    x(0_1_1_7)  c_e_flow(0_2_0)_  -1
    x(0_1_1_7)  c_u_processors(1_1_1)_  3
    x(0_1_1_7)  c_u_processors(1_1_2)_  3
    x(0_1_1_7)  c_u_area_cut(1)_  120
    x(0_1_1_8)  goodput   0.037906137184115521
    x(0_1_1_8)  c_e_one_path(0_1_1)_  1
    x(0_1_1_8)  c_e_flow(0_1_1)_  1
    x(0_1_1_8)  c_e_flow(0_2_1)_  -1
    x(0_1_1_8)  c_u_processors(1_1_1)_  3
    x(0_1_1_8)  c_u_area_cut(1)_  105
    x(0_1_1_10)  goodput   0.048736462093862815
    x(0_1_1_10)  c_e_one_path(0_1_1)_  1
    x(0_1_1_10)  c_e_flow(0_1_2)_  1
    x(0_1_1_10)  c_e_flow(0_2_0)_  -1
    x(0_1_1_10)  c_u_processors(1_1_0)_  3
    x(0_1_1_10)  c_u_processors(1_1_1)_  3
    x(0_1_1_10)  c_u_processors(1_1_2)_  3
    x(0_1_1_10)  c_u_area_cut(1)_  135
    x(0_1_1_11)  goodput   0.043321299638989168
    x(0_1_1_11)  c_e_one_path(0_1_1)_  1
    x(0_1_1_11)  c_e_flow(0_1_2)_  1
    x(0_1_1_11)  c_e_flow(0_2_1)_  -1
    x(0_1_1_11)  c_u_processors(1_1_0)_  3
    x(0_1_1_11)  c_u_processors(1_1_1)_  3
    x(0_1_1_11)  c_u_area_cut(1)_  120
    x(0_1_1_13)  goodput   0.043321299638989168
    x(0_1_1_13)  c_e_one_path(0_1_1)_  1
    x(0_1_1_13)  c_e_flow(0_1_2)_  1
    x(0_1_1_13)  c_e_flow(0_2_0)_  -1
    x(0_1_1_13)  c_u_processors(1_1_1)_  3
    x(0_1_1_13)  c_u_processors(1_1_2)_  3
    x(0_1_1_13)  c_u_area_cut(1)_  120
    x(0_1_1_14)  goodput   0.037906137184115521
    x(0_1_1_14)  c_e_one_path(0_1_1)_  1
    x(0_1_1_14)  c_e_flow(0_1_2)_  1
    x(0_1_1_14)  c_e_flow(0_2_1)_  -1
    x(0_1_1_14)  c_u_processors(1_1_1)_  3
    x(0_1_1_14)  c_u_area_cut(1)_  105
    x(0_1_2_1)  goodput   0.054151624548736461
    x(0_1_2_1)  c_e_one_path(0_1_2)_  1
    x(0_1_2_1)  c_e_flow(0_1_0)_  1
    x(0_1_2_1)  c_e_flow(0_2_0)_  -1
    x(0_1_2_1)  c_u_processors(1_2_0)_  3
    x(0_1_2_1)  c_u_processors(1_2_1)_  3
    x(0_1_2_1)  c_u_processors(1_2_2)_  3
    x(0_1_2_1)  c_u_area_cut(1)_  150
    x(0_1_2_2)  goodput   0.048736462093862815
    x(0_1_2_2)  c_e_one_path(0_1_2)_  1
    x(0_1_2_2)  c_e_flow(0_1_0)_  1
    x(0_1_2_2)  c_e_flow(0_2_1)_  -1
    x(0_1_2_2)  c_u_processors(1_2_0)_  3
    x(0_1_2_2)  c_u_processors(1_2_1)_  3
    x(0_1_2_2)  c_u_area_cut(1)_  135
    x(0_1_2_3)  goodput   0.0010830324909747292
    x(0_1_2_3)  c_e_one_path(0_1_2)_  1
    x(0_1_2_3)  c_e_flow(0_1_0)_  1
    x(0_1_2_3)  c_e_flow(0_2_2)_  -1
    x(0_1_2_3)  c_u_processors(1_2_0)_  3
    x(0_1_2_3)  c_u_area_cut(1)_  3
    x(0_1_2_4)  goodput   0.054151624548736461
    x(0_1_2_4)  c_e_one_path(0_1_2)_  1
    x(0_1_2_4)  c_e_flow(0_1_1)_  1
    x(0_1_2_4)  c_e_flow(0_2_0)_  -1
    x(0_1_2_4)  c_u_processors(1_2_0)_  3
    x(0_1_2_4)  c_u_processors(1_2_1)_  3
    x(0_1_2_4)  c_u_processors(1_2_2)_  3
    x(0_1_2_4)  c_u_area_cut(1)_  150
    x(0_1_2_5)  goodput   0.048736462093862815
    x(0_1_2_5)  c_e_one_path(0_1_2)_  1
    x(0_1_2_5)  c_e_flow(0_1_1)_  1
    x(0_1_2_5)  c_e_flow(0_2_1)_  -1
    x(0_1_2_5)  c_u_processors(1_2_0)_  3
    x(0_1_2_5)  c_u_processors(1_2_1)_  3
    x(0_1_2_5)  c_u_area_cut(1)_  135
    x(0_1_2_6)  goodput   0.0010830324909747292
    x(0_1_2_6)  c_e_one_path(0_1_2)_  1
    x(0_1_2_6)  c_e_flow(0_1_1)_  1
    x(0_1_2_6)  c_e_flow(0_2_2)_  -1
    x(0_1_2_6)  c_u_processors(1_2_0)_  3
    x(0_1_2_6)  c_u_area_cut(1)_  3
    x(0_1_2_7)  goodput   0.042238267148014437
    x(0_1_2_7)  c_e_one_path(0_1_2)_  1
    x(0_1_2_7)  c_e_flow(0_1_1)_  1
    x(0_1_2_7)  c_e_flow(0_2_0)_  -1
    x(0_1_2_7)  c_u_processors(1_2_1)_  3
    x(0_1_2_7)  c_u_processors(1_2_2)_  3
    x(0_1_2_7)  c_u_area_cut(1)_  117
    x(0_1_2_8)  goodput   0.03682310469314079
    x(0_1_2_8)  c_e_one_path(0_1_2)_  1
    x(0_1_2_8)  c_e_flow(0_1_1)_  1
    x(0_1_2_8)  c_e_flow(0_2_1)_  -1
    x(0_1_2_8)  c_u_processors(1_2_1)_  3
    x(0_1_2_8)  c_u_area_cut(1)_  102
    x(0_1_2_10)  goodput   0.048736462093862815
    x(0_1_2_10)  c_e_one_path(0_1_2)_  1
    x(0_1_2_10)  c_e_flow(0_1_2)_  1
    x(0_1_2_10)  c_e_flow(0_2_0)_  -1
    x(0_1_2_10)  c_u_processors(1_2_0)_  3
    x(0_1_2_10)  c_u_processors(1_2_1)_  3
    x(0_1_2_10)  c_u_processors(1_2_2)_  3
    x(0_1_2_10)  c_u_area_cut(1)_  135
    x(0_1_2_11)  goodput   0.043321299638989168
    x(0_1_2_11)  c_e_one_path(0_1_2)_  1
    x(0_1_2_11)  c_e_flow(0_1_2)_  1
    x(0_1_2_11)  c_e_flow(0_2_1)_  -1
    x(0_1_2_11)  c_u_processors(1_2_0)_  3
    x(0_1_2_11)  c_u_processors(1_2_1)_  3
    x(0_1_2_11)  c_u_area_cut(1)_  120
    x(0_1_2_13)  goodput   0.042238267148014437
    x(0_1_2_13)  c_e_one_path(0_1_2)_  1
    x(0_1_2_13)  c_e_flow(0_1_2)_  1
    x(0_1_2_13)  c_e_flow(0_2_0)_  -1
    x(0_1_2_13)  c_u_processors(1_2_1)_  3
    x(0_1_2_13)  c_u_processors(1_2_2)_  3
    x(0_1_2_13)  c_u_area_cut(1)_  117
    x(0_1_2_14)  goodput   0.03682310469314079
    x(0_1_2_14)  c_e_one_path(0_1_2)_  1
    x(0_1_2_14)  c_e_flow(0_1_2)_  1
    x(0_1_2_14)  c_e_flow(0_2_1)_  -1
    x(0_1_2_14)  c_u_processors(1_2_1)_  3
    x(0_1_2_14)  c_u_area_cut(1)_  102
    x(0_1_3_1)  goodput   0.054151624548736461
    x(0_1_3_1)  c_e_one_path(0_1_3)_  1
    x(0_1_3_1)  c_e_flow(0_1_0)_  1
    x(0_1_3_1)  c_e_flow(0_2_0)_  -1
    x(0_1_3_1)  c_u_processors(1_3_0)_  3
    x(0_1_3_1)  c_u_processors(1_3_1)_  3
    x(0_1_3_1)  c_u_processors(1_3_2)_  3
    x(0_1_3_1)  c_u_area_cut(1)_  150
    x(0_1_3_2)  goodput   0.048736462093862815
    x(0_1_3_2)  c_e_one_path(0_1_3)_  1
    x(0_1_3_2)  c_e_flow(0_1_0)_  1
    x(0_1_3_2)  c_e_flow(0_2_1)_  -1
    x(0_1_3_2)  c_u_processors(1_3_0)_  3
    x(0_1_3_2)  c_u_processors(1_3_1)_  3
    x(0_1_3_2)  c_u_area_cut(1)_  135
    x(0_1_3_3)  goodput   0.0032490974729241875
    x(0_1_3_3)  c_e_one_path(0_1_3)_  1
    x(0_1_3_3)  c_e_flow(0_1_0)_  1
    x(0_1_3_3)  c_e_flow(0_2_2)_  -1
    x(0_1_3_3)  c_u_processors(1_3_0)_  3
    x(0_1_3_3)  c_u_area_cut(1)_  9
    x(0_1_3_4)  goodput   0.054151624548736461
    x(0_1_3_4)  c_e_one_path(0_1_3)_  1
    x(0_1_3_4)  c_e_flow(0_1_1)_  1
    x(0_1_3_4)  c_e_flow(0_2_0)_  -1
    x(0_1_3_4)  c_u_processors(1_3_0)_  3
    x(0_1_3_4)  c_u_processors(1_3_1)_  3
    x(0_1_3_4)  c_u_processors(1_3_2)_  3
    x(0_1_3_4)  c_u_area_cut(1)_  150
    x(0_1_3_5)  goodput   0.048736462093862815
    x(0_1_3_5)  c_e_one_path(0_1_3)_  1
    x(0_1_3_5)  c_e_flow(0_1_1)_  1
    x(0_1_3_5)  c_e_flow(0_2_1)_  -1
    x(0_1_3_5)  c_u_processors(1_3_0)_  3
    x(0_1_3_5)  c_u_processors(1_3_1)_  3
    x(0_1_3_5)  c_u_area_cut(1)_  135
    x(0_1_3_6)  goodput   0.0032490974729241875
    x(0_1_3_6)  c_e_one_path(0_1_3)_  1
    x(0_1_3_6)  c_e_flow(0_1_1)_  1
    x(0_1_3_6)  c_e_flow(0_2_2)_  -1
    x(0_1_3_6)  c_u_processors(1_3_0)_  3
    x(0_1_3_6)  c_u_area_cut(1)_  9
    x(0_1_3_7)  goodput   0.040072202166064982
    x(0_1_3_7)  c_e_one_path(0_1_3)_  1
    x(0_1_3_7)  c_e_flow(0_1_1)_  1
    x(0_1_3_7)  c_e_flow(0_2_0)_  -1
    x(0_1_3_7)  c_u_processors(1_3_1)_  3
    x(0_1_3_7)  c_u_processors(1_3_2)_  3
    x(0_1_3_7)  c_u_area_cut(1)_  111
    x(0_1_3_8)  goodput   0.034657039711191336
    x(0_1_3_8)  c_e_one_path(0_1_3)_  1
    x(0_1_3_8)  c_e_flow(0_1_1)_  1
    x(0_1_3_8)  c_e_flow(0_2_1)_  -1
    x(0_1_3_8)  c_u_processors(1_3_1)_  3
    x(0_1_3_8)  c_u_area_cut(1)_  96
    x(0_1_3_10)  goodput   0.048736462093862815
    x(0_1_3_10)  c_e_one_path(0_1_3)_  1
    x(0_1_3_10)  c_e_flow(0_1_2)_  1
    x(0_1_3_10)  c_e_flow(0_2_0)_  -1
    x(0_1_3_10)  c_u_processors(1_3_0)_  3
    x(0_1_3_10)  c_u_processors(1_3_1)_  3
    x(0_1_3_10)  c_u_processors(1_3_2)_  3
    x(0_1_3_10)  c_u_area_cut(1)_  135
    x(0_1_3_11)  goodput   0.043321299638989168
    x(0_1_3_11)  c_e_one_path(0_1_3)_  1
    x(0_1_3_11)  c_e_flow(0_1_2)_  1
    x(0_1_3_11)  c_e_flow(0_2_1)_  -1
    x(0_1_3_11)  c_u_processors(1_3_0)_  3
    x(0_1_3_11)  c_u_processors(1_3_1)_  3
    x(0_1_3_11)  c_u_area_cut(1)_  120
    x(0_1_3_13)  goodput   0.040072202166064982
    x(0_1_3_13)  c_e_one_path(0_1_3)_  1
    x(0_1_3_13)  c_e_flow(0_1_2)_  1
    x(0_1_3_13)  c_e_flow(0_2_0)_  -1
    x(0_1_3_13)  c_u_processors(1_3_1)_  3
    x(0_1_3_13)  c_u_processors(1_3_2)_  3
    x(0_1_3_13)  c_u_area_cut(1)_  111
    x(0_1_3_14)  goodput   0.034657039711191336
    x(0_1_3_14)  c_e_one_path(0_1_3)_  1
    x(0_1_3_14)  c_e_flow(0_1_2)_  1
    x(0_1_3_14)  c_e_flow(0_2_1)_  -1
    x(0_1_3_14)  c_u_processors(1_3_1)_  3
    x(0_1_3_14)  c_u_area_cut(1)_  96
    x(0_1_4_1)  goodput   0.054151624548736461
    x(0_1_4_1)  c_e_one_path(0_1_4)_  1
    x(0_1_4_1)  c_e_flow(0_1_0)_  1
    x(0_1_4_1)  c_e_flow(0_2_0)_  -1
    x(0_1_4_1)  c_u_processors(1_4_0)_  3
    x(0_1_4_1)  c_u_processors(1_4_1)_  3
    x(0_1_4_1)  c_u_processors(1_4_2)_  3
    x(0_1_4_1)  c_u_area_cut(1)_  150
    x(0_1_4_2)  goodput   0.048736462093862815
    x(0_1_4_2)  c_e_one_path(0_1_4)_  1
    x(0_1_4_2)  c_e_flow(0_1_0)_  1
    x(0_1_4_2)  c_e_flow(0_2_1)_  -1
    x(0_1_4_2)  c_u_processors(1_4_0)_  3
    x(0_1_4_2)  c_u_processors(1_4_1)_  3
    x(0_1_4_2)  c_u_area_cut(1)_  135
    x(0_1_4_3)  goodput   0.005415162454873646
    x(0_1_4_3)  c_e_one_path(0_1_4)_  1
    x(0_1_4_3)  c_e_flow(0_1_0)_  1
    x(0_1_4_3)  c_e_flow(0_2_2)_  -1
    x(0_1_4_3)  c_u_processors(1_4_0)_  3
    x(0_1_4_3)  c_u_area_cut(1)_  15
    x(0_1_4_4)  goodput   0.054151624548736461
    x(0_1_4_4)  c_e_one_path(0_1_4)_  1
    x(0_1_4_4)  c_e_flow(0_1_1)_  1
    x(0_1_4_4)  c_e_flow(0_2_0)_  -1
    x(0_1_4_4)  c_u_processors(1_4_0)_  3
    x(0_1_4_4)  c_u_processors(1_4_1)_  3
    x(0_1_4_4)  c_u_processors(1_4_2)_  3
    x(0_1_4_4)  c_u_area_cut(1)_  150
    x(0_1_4_5)  goodput   0.048736462093862815
    x(0_1_4_5)  c_e_one_path(0_1_4)_  1
    x(0_1_4_5)  c_e_flow(0_1_1)_  1
    x(0_1_4_5)  c_e_flow(0_2_1)_  -1
    x(0_1_4_5)  c_u_processors(1_4_0)_  3
    x(0_1_4_5)  c_u_processors(1_4_1)_  3
    x(0_1_4_5)  c_u_area_cut(1)_  135
    x(0_1_4_6)  goodput   0.005415162454873646
    x(0_1_4_6)  c_e_one_path(0_1_4)_  1
    x(0_1_4_6)  c_e_flow(0_1_1)_  1
    x(0_1_4_6)  c_e_flow(0_2_2)_  -1
    x(0_1_4_6)  c_u_processors(1_4_0)_  3
    x(0_1_4_6)  c_u_area_cut(1)_  15
    x(0_1_4_7)  goodput   0.037906137184115521
    x(0_1_4_7)  c_e_one_path(0_1_4)_  1
    x(0_1_4_7)  c_e_flow(0_1_1)_  1
    x(0_1_4_7)  c_e_flow(0_2_0)_  -1
    x(0_1_4_7)  c_u_processors(1_4_1)_  3
    x(0_1_4_7)  c_u_processors(1_4_2)_  3
    x(0_1_4_7)  c_u_area_cut(1)_  105
    x(0_1_4_8)  goodput   0.032490974729241874
    x(0_1_4_8)  c_e_one_path(0_1_4)_  1
    x(0_1_4_8)  c_e_flow(0_1_1)_  1
    x(0_1_4_8)  c_e_flow(0_2_1)_  -1
    x(0_1_4_8)  c_u_processors(1_4_1)_  3
    x(0_1_4_8)  c_u_area_cut(1)_  90
    x(0_1_4_10)  goodput   0.048736462093862815
    x(0_1_4_10)  c_e_one_path(0_1_4)_  1
    x(0_1_4_10)  c_e_flow(0_1_2)_  1
    x(0_1_4_10)  c_e_flow(0_2_0)_  -1
    x(0_1_4_10)  c_u_processors(1_4_0)_  3
    x(0_1_4_10)  c_u_processors(1_4_1)_  3
    x(0_1_4_10)  c_u_processors(1_4_2)_  3
    x(0_1_4_10)  c_u_area_cut(1)_  135
    x(0_1_4_11)  goodput   0.043321299638989168
    x(0_1_4_11)  c_e_one_path(0_1_4)_  1
    x(0_1_4_11)  c_e_flow(0_1_2)_  1
    x(0_1_4_11)  c_e_flow(0_2_1)_  -1
    x(0_1_4_11)  c_u_processors(1_4_0)_  3
    x(0_1_4_11)  c_u_processors(1_4_1)_  3
    x(0_1_4_11)  c_u_area_cut(1)_  120
    x(0_1_4_13)  goodput   0.037906137184115521
    x(0_1_4_13)  c_e_one_path(0_1_4)_  1
    x(0_1_4_13)  c_e_flow(0_1_2)_  1
    x(0_1_4_13)  c_e_flow(0_2_0)_  -1
    x(0_1_4_13)  c_u_processors(1_4_1)_  3
    x(0_1_4_13)  c_u_processors(1_4_2)_  3
    x(0_1_4_13)  c_u_area_cut(1)_  105
    x(0_1_4_14)  goodput   0.032490974729241874
    x(0_1_4_14)  c_e_one_path(0_1_4)_  1
    x(0_1_4_14)  c_e_flow(0_1_2)_  1
    x(0_1_4_14)  c_e_flow(0_2_1)_  -1
    x(0_1_4_14)  c_u_processors(1_4_1)_  3
    x(0_1_4_14)  c_u_area_cut(1)_  90
    x(0_1_5_1)  goodput   0.054151624548736461
    x(0_1_5_1)  c_e_one_path(0_1_5)_  1
    x(0_1_5_1)  c_e_flow(0_1_0)_  1
    x(0_1_5_1)  c_e_flow(0_2_0)_  -1
    x(0_1_5_1)  c_u_processors(1_5_0)_  3
    x(0_1_5_1)  c_u_processors(1_5_1)_  3
    x(0_1_5_1)  c_u_processors(1_5_2)_  3
    x(0_1_5_1)  c_u_area_cut(1)_  150
    x(0_1_5_2)  goodput   0.048736462093862815
    x(0_1_5_2)  c_e_one_path(0_1_5)_  1
    x(0_1_5_2)  c_e_flow(0_1_0)_  1
    x(0_1_5_2)  c_e_flow(0_2_1)_  -1
    x(0_1_5_2)  c_u_processors(1_5_0)_  3
    x(0_1_5_2)  c_u_processors(1_5_1)_  3
    x(0_1_5_2)  c_u_area_cut(1)_  135
    x(0_1_5_3)  goodput   0.007581227436823104
    x(0_1_5_3)  c_e_one_path(0_1_5)_  1
    x(0_1_5_3)  c_e_flow(0_1_0)_  1
    x(0_1_5_3)  c_e_flow(0_2_2)_  -1
    x(0_1_5_3)  c_u_processors(1_5_0)_  3
    x(0_1_5_3)  c_u_area_cut(1)_  21
    x(0_1_5_4)  goodput   0.054151624548736461
    x(0_1_5_4)  c_e_one_path(0_1_5)_  1
    x(0_1_5_4)  c_e_flow(0_1_1)_  1
    x(0_1_5_4)  c_e_flow(0_2_0)_  -1
    x(0_1_5_4)  c_u_processors(1_5_0)_  3
    x(0_1_5_4)  c_u_processors(1_5_1)_  3
    x(0_1_5_4)  c_u_processors(1_5_2)_  3
    x(0_1_5_4)  c_u_area_cut(1)_  150
    x(0_1_5_5)  goodput   0.048736462093862815
    x(0_1_5_5)  c_e_one_path(0_1_5)_  1
    x(0_1_5_5)  c_e_flow(0_1_1)_  1
    x(0_1_5_5)  c_e_flow(0_2_1)_  -1
    x(0_1_5_5)  c_u_processors(1_5_0)_  3
    x(0_1_5_5)  c_u_processors(1_5_1)_  3
    x(0_1_5_5)  c_u_area_cut(1)_  135
    x(0_1_5_6)  goodput   0.007581227436823104
    x(0_1_5_6)  c_e_one_path(0_1_5)_  1
    x(0_1_5_6)  c_e_flow(0_1_1)_  1
    x(0_1_5_6)  c_e_flow(0_2_2)_  -1
    x(0_1_5_6)  c_u_processors(1_5_0)_  3
    x(0_1_5_6)  c_u_area_cut(1)_  21
    x(0_1_5_7)  goodput   0.035740072202166066
    x(0_1_5_7)  c_e_one_path(0_1_5)_  1
    x(0_1_5_7)  c_e_flow(0_1_1)_  1
    x(0_1_5_7)  c_e_flow(0_2_0)_  -1
    x(0_1_5_7)  c_u_processors(1_5_1)_  3
    x(0_1_5_7)  c_u_processors(1_5_2)_  3
    x(0_1_5_7)  c_u_area_cut(1)_  99
    x(0_1_5_8)  goodput   0.030324909747292416
    x(0_1_5_8)  c_e_one_path(0_1_5)_  1
    x(0_1_5_8)  c_e_flow(0_1_1)_  1
    x(0_1_5_8)  c_e_flow(0_2_1)_  -1
    x(0_1_5_8)  c_u_processors(1_5_1)_  3
    x(0_1_5_8)  c_u_area_cut(1)_  84
    x(0_1_5_10)  goodput   0.048736462093862815
    x(0_1_5_10)  c_e_one_path(0_1_5)_  1
    x(0_1_5_10)  c_e_flow(0_1_2)_  1
    x(0_1_5_10)  c_e_flow(0_2_0)_  -1
    x(0_1_5_10)  c_u_processors(1_5_0)_  3
    x(0_1_5_10)  c_u_processors(1_5_1)_  3
    x(0_1_5_10)  c_u_processors(1_5_2)_  3
    x(0_1_5_10)  c_u_area_cut(1)_  135
    x(0_1_5_11)  goodput   0.043321299638989168
    x(0_1_5_11)  c_e_one_path(0_1_5)_  1
    x(0_1_5_11)  c_e_flow(0_1_2)_  1
    x(0_1_5_11)  c_e_flow(0_2_1)_  -1
    x(0_1_5_11)  c_u_processors(1_5_0)_  3
    x(0_1_5_11)  c_u_processors(1_5_1)_  3
    x(0_1_5_11)  c_u_area_cut(1)_  120
    x(0_1_5_12)  goodput   0.0021660649819494585
    x(0_1_5_12)  c_e_one_path(0_1_5)_  1
    x(0_1_5_12)  c_e_flow(0_1_2)_  1
    x(0_1_5_12)  c_e_flow(0_2_2)_  -1
    x(0_1_5_12)  c_u_processors(1_5_0)_  3
    x(0_1_5_12)  c_u_area_cut(1)_  6
    x(0_1_5_13)  goodput   0.035740072202166066
    x(0_1_5_13)  c_e_one_path(0_1_5)_  1
    x(0_1_5_13)  c_e_flow(0_1_2)_  1
    x(0_1_5_13)  c_e_flow(0_2_0)_  -1
    x(0_1_5_13)  c_u_processors(1_5_1)_  3
    x(0_1_5_13)  c_u_processors(1_5_2)_  3
    x(0_1_5_13)  c_u_area_cut(1)_  99
    x(0_1_5_14)  goodput   0.030324909747292416
    x(0_1_5_14)  c_e_one_path(0_1_5)_  1
    x(0_1_5_14)  c_e_flow(0_1_2)_  1
    x(0_1_5_14)  c_e_flow(0_2_1)_  -1
    x(0_1_5_14)  c_u_processors(1_5_1)_  3
    x(0_1_5_14)  c_u_area_cut(1)_  84
    x(0_1_6_1)  goodput   0.054151624548736461
    x(0_1_6_1)  c_e_one_path(0_1_6)_  1
    x(0_1_6_1)  c_e_flow(0_1_0)_  1
    x(0_1_6_1)  c_e_flow(0_2_0)_  -1
    x(0_1_6_1)  c_u_processors(1_6_0)_  3
    x(0_1_6_1)  c_u_processors(1_6_1)_  3
    x(0_1_6_1)  c_u_processors(1_6_2)_  3
    x(0_1_6_1)  c_u_area_cut(1)_  150
    x(0_1_6_2)  goodput   0.048736462093862815
    x(0_1_6_2)  c_e_one_path(0_1_6)_  1
    x(0_1_6_2)  c_e_flow(0_1_0)_  1
    x(0_1_6_2)  c_e_flow(0_2_1)_  -1
    x(0_1_6_2)  c_u_processors(1_6_0)_  3
    x(0_1_6_2)  c_u_processors(1_6_1)_  3
    x(0_1_6_2)  c_u_area_cut(1)_  135
    x(0_1_6_3)  goodput   0.011913357400722021
    x(0_1_6_3)  c_e_one_path(0_1_6)_  1
    x(0_1_6_3)  c_e_flow(0_1_0)_  1
    x(0_1_6_3)  c_e_flow(0_2_2)_  -1
    x(0_1_6_3)  c_u_processors(1_6_0)_  3
    x(0_1_6_3)  c_u_area_cut(1)_  33
    x(0_1_6_4)  goodput   0.054151624548736461
    x(0_1_6_4)  c_e_one_path(0_1_6)_  1
    x(0_1_6_4)  c_e_flow(0_1_1)_  1
    x(0_1_6_4)  c_e_flow(0_2_0)_  -1
    x(0_1_6_4)  c_u_processors(1_6_0)_  3
    x(0_1_6_4)  c_u_processors(1_6_1)_  3
    x(0_1_6_4)  c_u_processors(1_6_2)_  3
    x(0_1_6_4)  c_u_area_cut(1)_  150
    x(0_1_6_5)  goodput   0.048736462093862815
    x(0_1_6_5)  c_e_one_path(0_1_6)_  1
    x(0_1_6_5)  c_e_flow(0_1_1)_  1
    x(0_1_6_5)  c_e_flow(0_2_1)_  -1
    x(0_1_6_5)  c_u_processors(1_6_0)_  3
    x(0_1_6_5)  c_u_processors(1_6_1)_  3
    x(0_1_6_5)  c_u_area_cut(1)_  135
    x(0_1_6_6)  goodput   0.011913357400722021
    x(0_1_6_6)  c_e_one_path(0_1_6)_  1
    x(0_1_6_6)  c_e_flow(0_1_1)_  1
    x(0_1_6_6)  c_e_flow(0_2_2)_  -1
    x(0_1_6_6)  c_u_processors(1_6_0)_  3
    x(0_1_6_6)  c_u_area_cut(1)_  33
    x(0_1_6_7)  goodput   0.031407942238267143
    x(0_1_6_7)  c_e_one_path(0_1_6)_  1
    x(0_1_6_7)  c_e_flow(0_1_1)_  1
    x(0_1_6_7)  c_e_flow(0_2_0)_  -1
    x(0_1_6_7)  c_u_processors(1_6_1)_  3
    x(0_1_6_7)  c_u_processors(1_6_2)_  3
    x(0_1_6_7)  c_u_area_cut(1)_  87
    x(0_1_6_8)  goodput   0.0259927797833935
    x(0_1_6_8)  c_e_one_path(0_1_6)_  1
    x(0_1_6_8)  c_e_flow(0_1_1)_  1
    x(0_1_6_8)  c_e_flow(0_2_1)_  -1
    x(0_1_6_8)  c_u_processors(1_6_1)_  3
    x(0_1_6_8)  c_u_area_cut(1)_  72
    x(0_1_6_10)  goodput   0.048736462093862815
    x(0_1_6_10)  c_e_one_path(0_1_6)_  1
    x(0_1_6_10)  c_e_flow(0_1_2)_  1
    x(0_1_6_10)  c_e_flow(0_2_0)_  -1
    x(0_1_6_10)  c_u_processors(1_6_0)_  3
    x(0_1_6_10)  c_u_processors(1_6_1)_  3
    x(0_1_6_10)  c_u_processors(1_6_2)_  3
    x(0_1_6_10)  c_u_area_cut(1)_  135
    x(0_1_6_11)  goodput   0.043321299638989168
    x(0_1_6_11)  c_e_one_path(0_1_6)_  1
    x(0_1_6_11)  c_e_flow(0_1_2)_  1
    x(0_1_6_11)  c_e_flow(0_2_1)_  -1
    x(0_1_6_11)  c_u_processors(1_6_0)_  3
    x(0_1_6_11)  c_u_processors(1_6_1)_  3
    x(0_1_6_11)  c_u_area_cut(1)_  120
    x(0_1_6_12)  goodput   0.006498194945848375
    x(0_1_6_12)  c_e_one_path(0_1_6)_  1
    x(0_1_6_12)  c_e_flow(0_1_2)_  1
    x(0_1_6_12)  c_e_flow(0_2_2)_  -1
    x(0_1_6_12)  c_u_processors(1_6_0)_  3
    x(0_1_6_12)  c_u_area_cut(1)_  18
    x(0_1_6_13)  goodput   0.031407942238267143
    x(0_1_6_13)  c_e_one_path(0_1_6)_  1
    x(0_1_6_13)  c_e_flow(0_1_2)_  1
    x(0_1_6_13)  c_e_flow(0_2_0)_  -1
    x(0_1_6_13)  c_u_processors(1_6_1)_  3
    x(0_1_6_13)  c_u_processors(1_6_2)_  3
    x(0_1_6_13)  c_u_area_cut(1)_  87
    x(0_1_6_14)  goodput   0.0259927797833935
    x(0_1_6_14)  c_e_one_path(0_1_6)_  1
    x(0_1_6_14)  c_e_flow(0_1_2)_  1
    x(0_1_6_14)  c_e_flow(0_2_1)_  -1
    x(0_1_6_14)  c_u_processors(1_6_1)_  3
    x(0_1_6_14)  c_u_area_cut(1)_  72
    x(0_1_7_1)  goodput   0.054151624548736461
    x(0_1_7_1)  c_e_one_path(0_1_7)_  1
    x(0_1_7_1)  c_e_flow(0_1_0)_  1
    x(0_1_7_1)  c_e_flow(0_2_0)_  -1
    x(0_1_7_1)  c_u_processors(1_7_0)_  3
    x(0_1_7_1)  c_u_processors(1_7_1)_  3
    x(0_1_7_1)  c_u_processors(1_7_2)_  3
    x(0_1_7_1)  c_u_area_cut(1)_  150
    x(0_1_7_2)  goodput   0.048736462093862815
    x(0_1_7_2)  c_e_one_path(0_1_7)_  1
    x(0_1_7_2)  c_e_flow(0_1_0)_  1
    x(0_1_7_2)  c_e_flow(0_2_1)_  -1
    x(0_1_7_2)  c_u_processors(1_7_0)_  3
    x(0_1_7_2)  c_u_processors(1_7_1)_  3
    x(0_1_7_2)  c_u_area_cut(1)_  135
    x(0_1_7_3)  goodput   0.016245487364620937
    x(0_1_7_3)  c_e_one_path(0_1_7)_  1
    x(0_1_7_3)  c_e_flow(0_1_0)_  1
    x(0_1_7_3)  c_e_flow(0_2_2)_  -1
    x(0_1_7_3)  c_u_processors(1_7_0)_  3
    x(0_1_7_3)  c_u_area_cut(1)_  45
    x(0_1_7_4)  goodput   0.054151624548736461
    x(0_1_7_4)  c_e_one_path(0_1_7)_  1
    x(0_1_7_4)  c_e_flow(0_1_1)_  1
    x(0_1_7_4)  c_e_flow(0_2_0)_  -1
    x(0_1_7_4)  c_u_processors(1_7_0)_  3
    x(0_1_7_4)  c_u_processors(1_7_1)_  3
    x(0_1_7_4)  c_u_processors(1_7_2)_  3
    x(0_1_7_4)  c_u_area_cut(1)_  150
    x(0_1_7_5)  goodput   0.048736462093862815
    x(0_1_7_5)  c_e_one_path(0_1_7)_  1
    x(0_1_7_5)  c_e_flow(0_1_1)_  1
    x(0_1_7_5)  c_e_flow(0_2_1)_  -1
    x(0_1_7_5)  c_u_processors(1_7_0)_  3
    x(0_1_7_5)  c_u_processors(1_7_1)_  3
    x(0_1_7_5)  c_u_area_cut(1)_  135
    x(0_1_7_6)  goodput   0.016245487364620937
    x(0_1_7_6)  c_e_one_path(0_1_7)_  1
    x(0_1_7_6)  c_e_flow(0_1_1)_  1
    x(0_1_7_6)  c_e_flow(0_2_2)_  -1
    x(0_1_7_6)  c_u_processors(1_7_0)_  3
    x(0_1_7_6)  c_u_area_cut(1)_  45
    x(0_1_7_7)  goodput   0.027075812274368231
    x(0_1_7_7)  c_e_one_path(0_1_7)_  1
    x(0_1_7_7)  c_e_flow(0_1_1)_  1
    x(0_1_7_7)  c_e_flow(0_2_0)_  -1
    x(0_1_7_7)  c_u_processors(1_7_1)_  3
    x(0_1_7_7)  c_u_processors(1_7_2)_  3
    x(0_1_7_7)  c_u_area_cut(1)_  75
    x(0_1_7_8)  goodput   0.021660649819494584
    x(0_1_7_8)  c_e_one_path(0_1_7)_  1
    x(0_1_7_8)  c_e_flow(0_1_1)_  1
    x(0_1_7_8)  c_e_flow(0_2_1)_  -1
    x(0_1_7_8)  c_u_processors(1_7_1)_  3
    x(0_1_7_8)  c_u_area_cut(1)_  60
    x(0_1_7_10)  goodput   0.048736462093862815
    x(0_1_7_10)  c_e_one_path(0_1_7)_  1
    x(0_1_7_10)  c_e_flow(0_1_2)_  1
    x(0_1_7_10)  c_e_flow(0_2_0)_  -1
    x(0_1_7_10)  c_u_processors(1_7_0)_  3
    x(0_1_7_10)  c_u_processors(1_7_1)_  3
    x(0_1_7_10)  c_u_processors(1_7_2)_  3
    x(0_1_7_10)  c_u_area_cut(1)_  135
    x(0_1_7_11)  goodput   0.043321299638989168
    x(0_1_7_11)  c_e_one_path(0_1_7)_  1
    x(0_1_7_11)  c_e_flow(0_1_2)_  1
    x(0_1_7_11)  c_e_flow(0_2_1)_  -1
    x(0_1_7_11)  c_u_processors(1_7_0)_  3
    x(0_1_7_11)  c_u_processors(1_7_1)_  3
    x(0_1_7_11)  c_u_area_cut(1)_  120
    x(0_1_7_12)  goodput   0.010830324909747292
    x(0_1_7_12)  c_e_one_path(0_1_7)_  1
    x(0_1_7_12)  c_e_flow(0_1_2)_  1
    x(0_1_7_12)  c_e_flow(0_2_2)_  -1
    x(0_1_7_12)  c_u_processors(1_7_0)_  3
    x(0_1_7_12)  c_u_area_cut(1)_  30
    x(0_1_7_13)  goodput   0.027075812274368231
    x(0_1_7_13)  c_e_one_path(0_1_7)_  1
    x(0_1_7_13)  c_e_flow(0_1_2)_  1
    x(0_1_7_13)  c_e_flow(0_2_0)_  -1
    x(0_1_7_13)  c_u_processors(1_7_1)_  3
    x(0_1_7_13)  c_u_processors(1_7_2)_  3
    x(0_1_7_13)  c_u_area_cut(1)_  75
    x(0_1_7_14)  goodput   0.021660649819494584
    x(0_1_7_14)  c_e_one_path(0_1_7)_  1
    x(0_1_7_14)  c_e_flow(0_1_2)_  1
    x(0_1_7_14)  c_e_flow(0_2_1)_  -1
    x(0_1_7_14)  c_u_processors(1_7_1)_  3
    x(0_1_7_14)  c_u_area_cut(1)_  60
    x(0_1_8_1)  goodput   0.054151624548736461
    x(0_1_8_1)  c_e_one_path(0_1_8)_  1
    x(0_1_8_1)  c_e_flow(0_1_0)_  1
    x(0_1_8_1)  c_e_flow(0_2_0)_  -1
    x(0_1_8_1)  c_u_processors(1_8_0)_  3
    x(0_1_8_1)  c_u_processors(1_8_1)_  3
    x(0_1_8_1)  c_u_processors(1_8_2)_  3
    x(0_1_8_1)  c_u_area_cut(1)_  150
    x(0_1_8_2)  goodput   0.048736462093862815
    x(0_1_8_2)  c_e_one_path(0_1_8)_  1
    x(0_1_8_2)  c_e_flow(0_1_0)_  1
    x(0_1_8_2)  c_e_flow(0_2_1)_  -1
    x(0_1_8_2)  c_u_processors(1_8_0)_  3
    x(0_1_8_2)  c_u_processors(1_8_1)_  3
    x(0_1_8_2)  c_u_area_cut(1)_  135
    x(0_1_8_3)  goodput   0.020577617328519853
    x(0_1_8_3)  c_e_one_path(0_1_8)_  1
    x(0_1_8_3)  c_e_flow(0_1_0)_  1
    x(0_1_8_3)  c_e_flow(0_2_2)_  -1
    x(0_1_8_3)  c_u_processors(1_8_0)_  3
    x(0_1_8_3)  c_u_area_cut(1)_  57
    x(0_1_8_4)  goodput   0.054151624548736461
    x(0_1_8_4)  c_e_one_path(0_1_8)_  1
    x(0_1_8_4)  c_e_flow(0_1_1)_  1
    x(0_1_8_4)  c_e_flow(0_2_0)_  -1
    x(0_1_8_4)  c_u_processors(1_8_0)_  3
    x(0_1_8_4)  c_u_processors(1_8_1)_  3
    x(0_1_8_4)  c_u_processors(1_8_2)_  3
    x(0_1_8_4)  c_u_area_cut(1)_  150
    x(0_1_8_5)  goodput   0.048736462093862815
    x(0_1_8_5)  c_e_one_path(0_1_8)_  1
    x(0_1_8_5)  c_e_flow(0_1_1)_  1
    x(0_1_8_5)  c_e_flow(0_2_1)_  -1
    x(0_1_8_5)  c_u_processors(1_8_0)_  3
    x(0_1_8_5)  c_u_processors(1_8_1)_  3
    x(0_1_8_5)  c_u_area_cut(1)_  135
    x(0_1_8_6)  goodput   0.020577617328519853
    x(0_1_8_6)  c_e_one_path(0_1_8)_  1
    x(0_1_8_6)  c_e_flow(0_1_1)_  1
    x(0_1_8_6)  c_e_flow(0_2_2)_  -1
    x(0_1_8_6)  c_u_processors(1_8_0)_  3
    x(0_1_8_6)  c_u_area_cut(1)_  57
    x(0_1_8_7)  goodput   0.022743682310469311
    x(0_1_8_7)  c_e_one_path(0_1_8)_  1
    x(0_1_8_7)  c_e_flow(0_1_1)_  1
    x(0_1_8_7)  c_e_flow(0_2_0)_  -1
    x(0_1_8_7)  c_u_processors(1_8_1)_  3
    x(0_1_8_7)  c_u_processors(1_8_2)_  3
    x(0_1_8_7)  c_u_area_cut(1)_  63
    x(0_1_8_8)  goodput   0.017328519855595668
    x(0_1_8_8)  c_e_one_path(0_1_8)_  1
    x(0_1_8_8)  c_e_flow(0_1_1)_  1
    x(0_1_8_8)  c_e_flow(0_2_1)_  -1
    x(0_1_8_8)  c_u_processors(1_8_1)_  3
    x(0_1_8_8)  c_u_area_cut(1)_  48
    x(0_1_8_10)  goodput   0.048736462093862815
    x(0_1_8_10)  c_e_one_path(0_1_8)_  1
    x(0_1_8_10)  c_e_flow(0_1_2)_  1
    x(0_1_8_10)  c_e_flow(0_2_0)_  -1
    x(0_1_8_10)  c_u_processors(1_8_0)_  3
    x(0_1_8_10)  c_u_processors(1_8_1)_  3
    x(0_1_8_10)  c_u_processors(1_8_2)_  3
    x(0_1_8_10)  c_u_area_cut(1)_  135
    x(0_1_8_11)  goodput   0.043321299638989168
    x(0_1_8_11)  c_e_one_path(0_1_8)_  1
    x(0_1_8_11)  c_e_flow(0_1_2)_  1
    x(0_1_8_11)  c_e_flow(0_2_1)_  -1
    x(0_1_8_11)  c_u_processors(1_8_0)_  3
    x(0_1_8_11)  c_u_processors(1_8_1)_  3
    x(0_1_8_11)  c_u_area_cut(1)_  120
    x(0_1_8_12)  goodput   0.015162454873646208
    x(0_1_8_12)  c_e_one_path(0_1_8)_  1
    x(0_1_8_12)  c_e_flow(0_1_2)_  1
    x(0_1_8_12)  c_e_flow(0_2_2)_  -1
    x(0_1_8_12)  c_u_processors(1_8_0)_  3
    x(0_1_8_12)  c_u_area_cut(1)_  42
    x(0_1_8_13)  goodput   0.022743682310469311
    x(0_1_8_13)  c_e_one_path(0_1_8)_  1
    x(0_1_8_13)  c_e_flow(0_1_2)_  1
    x(0_1_8_13)  c_e_flow(0_2_0)_  -1
    x(0_1_8_13)  c_u_processors(1_8_1)_  3
    x(0_1_8_13)  c_u_processors(1_8_2)_  3
    x(0_1_8_13)  c_u_area_cut(1)_  63
    x(0_1_8_14)  goodput   0.017328519855595668
    x(0_1_8_14)  c_e_one_path(0_1_8)_  1
    x(0_1_8_14)  c_e_flow(0_1_2)_  1
    x(0_1_8_14)  c_e_flow(0_2_1)_  -1
    x(0_1_8_14)  c_u_processors(1_8_1)_  3
    x(0_1_8_14)  c_u_area_cut(1)_  48
    x(0_1_9_1)  goodput   0.054151624548736461
    x(0_1_9_1)  c_e_one_path(0_1_9)_  1
    x(0_1_9_1)  c_e_flow(0_1_0)_  1
    x(0_1_9_1)  c_e_flow(0_2_0)_  -1
    x(0_1_9_1)  c_u_processors(1_9_0)_  3
    x(0_1_9_1)  c_u_processors(1_9_1)_  3
    x(0_1_9_1)  c_u_processors(1_9_2)_  3
    x(0_1_9_1)  c_u_area_cut(1)_  150
    x(0_1_9_2)  goodput   0.048736462093862815
    x(0_1_9_2)  c_e_one_path(0_1_9)_  1
    x(0_1_9_2)  c_e_flow(0_1_0)_  1
    x(0_1_9_2)  c_e_flow(0_2_1)_  -1
    x(0_1_9_2)  c_u_processors(1_9_0)_  3
    x(0_1_9_2)  c_u_processors(1_9_1)_  3
    x(0_1_9_2)  c_u_area_cut(1)_  135
    x(0_1_9_3)  goodput   0.022743682310469311
    x(0_1_9_3)  c_e_one_path(0_1_9)_  1
    x(0_1_9_3)  c_e_flow(0_1_0)_  1
    x(0_1_9_3)  c_e_flow(0_2_2)_  -1
    x(0_1_9_3)  c_u_processors(1_9_0)_  3
    x(0_1_9_3)  c_u_area_cut(1)_  63
    x(0_1_9_4)  goodput   0.054151624548736461
    x(0_1_9_4)  c_e_one_path(0_1_9)_  1
    x(0_1_9_4)  c_e_flow(0_1_1)_  1
    x(0_1_9_4)  c_e_flow(0_2_0)_  -1
    x(0_1_9_4)  c_u_processors(1_9_0)_  3
    x(0_1_9_4)  c_u_processors(1_9_1)_  3
    x(0_1_9_4)  c_u_processors(1_9_2)_  3
    x(0_1_9_4)  c_u_area_cut(1)_  150
    x(0_1_9_5)  goodput   0.048736462093862815
    x(0_1_9_5)  c_e_one_path(0_1_9)_  1
    x(0_1_9_5)  c_e_flow(0_1_1)_  1
    x(0_1_9_5)  c_e_flow(0_2_1)_  -1
    x(0_1_9_5)  c_u_processors(1_9_0)_  3
    x(0_1_9_5)  c_u_processors(1_9_1)_  3
    x(0_1_9_5)  c_u_area_cut(1)_  135
    x(0_1_9_6)  goodput   0.022743682310469311
    x(0_1_9_6)  c_e_one_path(0_1_9)_  1
    x(0_1_9_6)  c_e_flow(0_1_1)_  1
    x(0_1_9_6)  c_e_flow(0_2_2)_  -1
    x(0_1_9_6)  c_u_processors(1_9_0)_  3
    x(0_1_9_6)  c_u_area_cut(1)_  63
    x(0_1_9_7)  goodput   0.020577617328519853
    x(0_1_9_7)  c_e_one_path(0_1_9)_  1
    x(0_1_9_7)  c_e_flow(0_1_1)_  1
    x(0_1_9_7)  c_e_flow(0_2_0)_  -1
    x(0_1_9_7)  c_u_processors(1_9_1)_  3
    x(0_1_9_7)  c_u_processors(1_9_2)_  3
    x(0_1_9_7)  c_u_area_cut(1)_  57
    x(0_1_9_8)  goodput   0.015162454873646208
    x(0_1_9_8)  c_e_one_path(0_1_9)_  1
    x(0_1_9_8)  c_e_flow(0_1_1)_  1
    x(0_1_9_8)  c_e_flow(0_2_1)_  -1
    x(0_1_9_8)  c_u_processors(1_9_1)_  3
    x(0_1_9_8)  c_u_area_cut(1)_  42
    x(0_1_9_10)  goodput   0.048736462093862815
    x(0_1_9_10)  c_e_one_path(0_1_9)_  1
    x(0_1_9_10)  c_e_flow(0_1_2)_  1
    x(0_1_9_10)  c_e_flow(0_2_0)_  -1
    x(0_1_9_10)  c_u_processors(1_9_0)_  3
    x(0_1_9_10)  c_u_processors(1_9_1)_  3
    x(0_1_9_10)  c_u_processors(1_9_2)_  3
    x(0_1_9_10)  c_u_area_cut(1)_  135
    x(0_1_9_11)  goodput   0.043321299638989168
    x(0_1_9_11)  c_e_one_path(0_1_9)_  1
    x(0_1_9_11)  c_e_flow(0_1_2)_  1
    x(0_1_9_11)  c_e_flow(0_2_1)_  -1
    x(0_1_9_11)  c_u_processors(1_9_0)_  3
    x(0_1_9_11)  c_u_processors(1_9_1)_  3
    x(0_1_9_11)  c_u_area_cut(1)_  120
    x(0_1_9_12)  goodput   0.017328519855595668
    x(0_1_9_12)  c_e_one_path(0_1_9)_  1
    x(0_1_9_12)  c_e_flow(0_1_2)_  1
    x(0_1_9_12)  c_e_flow(0_2_2)_  -1
    x(0_1_9_12)  c_u_processors(1_9_0)_  3
    x(0_1_9_12)  c_u_area_cut(1)_  48
    x(0_1_9_13)  goodput   0.020577617328519853
    x(0_1_9_13)  c_e_one_path(0_1_9)_  1
    x(0_1_9_13)  c_e_flow(0_1_2)_  1
    x(0_1_9_13)  c_e_flow(0_2_0)_  -1
    x(0_1_9_13)  c_u_processors(1_9_1)_  3
    x(0_1_9_13)  c_u_processors(1_9_2)_  3
    x(0_1_9_13)  c_u_area_cut(1)_  57
    x(0_1_9_14)  goodput   0.015162454873646208
    x(0_1_9_14)  c_e_one_path(0_1_9)_  1
    x(0_1_9_14)  c_e_flow(0_1_2)_  1
    x(0_1_9_14)  c_e_flow(0_2_1)_  -1
    x(0_1_9_14)  c_u_processors(1_9_1)_  3
    x(0_1_9_14)  c_u_area_cut(1)_  42
    x(0_1_10_1)  goodput   0.054151624548736461
    x(0_1_10_1)  c_e_one_path(0_1_10)_  1
    x(0_1_10_1)  c_e_flow(0_1_0)_  1
    x(0_1_10_1)  c_e_flow(0_2_0)_  -1
    x(0_1_10_1)  c_u_processors(1_10_0)_  3
    x(0_1_10_1)  c_u_processors(1_10_1)_  3
    x(0_1_10_1)  c_u_processors(1_10_2)_  3
    x(0_1_10_1)  c_u_area_cut(1)_  150
    x(0_1_10_2)  goodput   0.048736462093862815
    x(0_1_10_2)  c_e_one_path(0_1_10)_  1
    x(0_1_10_2)  c_e_flow(0_1_0)_  1
    x(0_1_10_2)  c_e_flow(0_2_1)_  -1
    x(0_1_10_2)  c_u_processors(1_10_0)_  3
    x(0_1_10_2)  c_u_processors(1_10_1)_  3
    x(0_1_10_2)  c_u_area_cut(1)_  135
    x(0_1_10_3)  goodput   0.027075812274368231
    x(0_1_10_3)  c_e_one_path(0_1_10)_  1
    x(0_1_10_3)  c_e_flow(0_1_0)_  1
    x(0_1_10_3)  c_e_flow(0_2_2)_  -1
    x(0_1_10_3)  c_u_processors(1_10_0)_  3
    x(0_1_10_3)  c_u_area_cut(1)_  75
    x(0_1_10_4)  goodput   0.054151624548736461
    x(0_1_10_4)  c_e_one_path(0_1_10)_  1
    x(0_1_10_4)  c_e_flow(0_1_1)_  1
    x(0_1_10_4)  c_e_flow(0_2_0)_  -1
    x(0_1_10_4)  c_u_processors(1_10_0)_  3
    x(0_1_10_4)  c_u_processors(1_10_1)_  3
    x(0_1_10_4)  c_u_processors(1_10_2)_  3
    x(0_1_10_4)  c_u_area_cut(1)_  150
    x(0_1_10_5)  goodput   0.048736462093862815
    x(0_1_10_5)  c_e_one_path(0_1_10)_  1
    x(0_1_10_5)  c_e_flow(0_1_1)_  1
    x(0_1_10_5)  c_e_flow(0_2_1)_  -1
    x(0_1_10_5)  c_u_processors(1_10_0)_  3
    x(0_1_10_5)  c_u_processors(1_10_1)_  3
    x(0_1_10_5)  c_u_area_cut(1)_  135
    x(0_1_10_6)  goodput   0.027075812274368231
    x(0_1_10_6)  c_e_one_path(0_1_10)_  1
    x(0_1_10_6)  c_e_flow(0_1_1)_  1
    x(0_1_10_6)  c_e_flow(0_2_2)_  -1
    x(0_1_10_6)  c_u_processors(1_10_0)_  3
    x(0_1_10_6)  c_u_area_cut(1)_  75
    x(0_1_10_7)  goodput   0.016245487364620937
    x(0_1_10_7)  c_e_one_path(0_1_10)_  1
    x(0_1_10_7)  c_e_flow(0_1_1)_  1
    x(0_1_10_7)  c_e_flow(0_2_0)_  -1
    x(0_1_10_7)  c_u_processors(1_10_1)_  3
    x(0_1_10_7)  c_u_processors(1_10_2)_  3
    x(0_1_10_7)  c_u_area_cut(1)_  45
    x(0_1_10_8)  goodput   0.010830324909747292
    x(0_1_10_8)  c_e_one_path(0_1_10)_  1
    x(0_1_10_8)  c_e_flow(0_1_1)_  1
    x(0_1_10_8)  c_e_flow(0_2_1)_  -1
    x(0_1_10_8)  c_u_processors(1_10_1)_  3
    x(0_1_10_8)  c_u_area_cut(1)_  30
    x(0_1_10_10)  goodput   0.048736462093862815
    x(0_1_10_10)  c_e_one_path(0_1_10)_  1
    x(0_1_10_10)  c_e_flow(0_1_2)_  1
    x(0_1_10_10)  c_e_flow(0_2_0)_  -1
    x(0_1_10_10)  c_u_processors(1_10_0)_  3
    x(0_1_10_10)  c_u_processors(1_10_1)_  3
    x(0_1_10_10)  c_u_processors(1_10_2)_  3
    x(0_1_10_10)  c_u_area_cut(1)_  135
    x(0_1_10_11)  goodput   0.043321299638989168
    x(0_1_10_11)  c_e_one_path(0_1_10)_  1
    x(0_1_10_11)  c_e_flow(0_1_2)_  1
    x(0_1_10_11)  c_e_flow(0_2_1)_  -1
    x(0_1_10_11)  c_u_processors(1_10_0)_  3
    x(0_1_10_11)  c_u_processors(1_10_1)_  3
    x(0_1_10_11)  c_u_area_cut(1)_  120
    x(0_1_10_12)  goodput   0.021660649819494584
    x(0_1_10_12)  c_e_one_path(0_1_10)_  1
    x(0_1_10_12)  c_e_flow(0_1_2)_  1
    x(0_1_10_12)  c_e_flow(0_2_2)_  -1
    x(0_1_10_12)  c_u_processors(1_10_0)_  3
    x(0_1_10_12)  c_u_area_cut(1)_  60
    x(0_1_10_13)  goodput   0.016245487364620937
    x(0_1_10_13)  c_e_one_path(0_1_10)_  1
    x(0_1_10_13)  c_e_flow(0_1_2)_  1
    x(0_1_10_13)  c_e_flow(0_2_0)_  -1
    x(0_1_10_13)  c_u_processors(1_10_1)_  3
    x(0_1_10_13)  c_u_processors(1_10_2)_  3
    x(0_1_10_13)  c_u_area_cut(1)_  45
    x(0_1_10_14)  goodput   0.010830324909747292
    x(0_1_10_14)  c_e_one_path(0_1_10)_  1
    x(0_1_10_14)  c_e_flow(0_1_2)_  1
    x(0_1_10_14)  c_e_flow(0_2_1)_  -1
    x(0_1_10_14)  c_u_processors(1_10_1)_  3
    x(0_1_10_14)  c_u_area_cut(1)_  30
    x(0_1_11_1)  goodput   0.054151624548736461
    x(0_1_11_1)  c_e_one_path(0_1_11)_  1
    x(0_1_11_1)  c_e_flow(0_1_0)_  1
    x(0_1_11_1)  c_e_flow(0_2_0)_  -1
    x(0_1_11_1)  c_u_processors(1_11_0)_  3
    x(0_1_11_1)  c_u_processors(1_11_1)_  3
    x(0_1_11_1)  c_u_processors(1_11_2)_  3
    x(0_1_11_1)  c_u_area_cut(1)_  150
    x(0_1_11_2)  goodput   0.048736462093862815
    x(0_1_11_2)  c_e_one_path(0_1_11)_  1
    x(0_1_11_2)  c_e_flow(0_1_0)_  1
    x(0_1_11_2)  c_e_flow(0_2_1)_  -1
    x(0_1_11_2)  c_u_processors(1_11_0)_  3
    x(0_1_11_2)  c_u_processors(1_11_1)_  3
    x(0_1_11_2)  c_u_area_cut(1)_  135
    x(0_1_11_3)  goodput   0.031407942238267143
    x(0_1_11_3)  c_e_one_path(0_1_11)_  1
    x(0_1_11_3)  c_e_flow(0_1_0)_  1
    x(0_1_11_3)  c_e_flow(0_2_2)_  -1
    x(0_1_11_3)  c_u_processors(1_11_0)_  3
    x(0_1_11_3)  c_u_area_cut(1)_  87
    x(0_1_11_4)  goodput   0.054151624548736461
    x(0_1_11_4)  c_e_one_path(0_1_11)_  1
    x(0_1_11_4)  c_e_flow(0_1_1)_  1
    x(0_1_11_4)  c_e_flow(0_2_0)_  -1
    x(0_1_11_4)  c_u_processors(1_11_0)_  3
    x(0_1_11_4)  c_u_processors(1_11_1)_  3
    x(0_1_11_4)  c_u_processors(1_11_2)_  3
    x(0_1_11_4)  c_u_area_cut(1)_  150
    x(0_1_11_5)  goodput   0.048736462093862815
    x(0_1_11_5)  c_e_one_path(0_1_11)_  1
    x(0_1_11_5)  c_e_flow(0_1_1)_  1
    x(0_1_11_5)  c_e_flow(0_2_1)_  -1
    x(0_1_11_5)  c_u_processors(1_11_0)_  3
    x(0_1_11_5)  c_u_processors(1_11_1)_  3
    x(0_1_11_5)  c_u_area_cut(1)_  135
    x(0_1_11_6)  goodput   0.031407942238267143
    x(0_1_11_6)  c_e_one_path(0_1_11)_  1
    x(0_1_11_6)  c_e_flow(0_1_1)_  1
    x(0_1_11_6)  c_e_flow(0_2_2)_  -1
    x(0_1_11_6)  c_u_processors(1_11_0)_  3
    x(0_1_11_6)  c_u_area_cut(1)_  87
    x(0_1_11_7)  goodput   0.011913357400722021
    x(0_1_11_7)  c_e_one_path(0_1_11)_  1
    x(0_1_11_7)  c_e_flow(0_1_1)_  1
    x(0_1_11_7)  c_e_flow(0_2_0)_  -1
    x(0_1_11_7)  c_u_processors(1_11_1)_  3
    x(0_1_11_7)  c_u_processors(1_11_2)_  3
    x(0_1_11_7)  c_u_area_cut(1)_  33
    x(0_1_11_8)  goodput   0.006498194945848375
    x(0_1_11_8)  c_e_one_path(0_1_11)_  1
    x(0_1_11_8)  c_e_flow(0_1_1)_  1
    x(0_1_11_8)  c_e_flow(0_2_1)_  -1
    x(0_1_11_8)  c_u_processors(1_11_1)_  3
    x(0_1_11_8)  c_u_area_cut(1)_  18
    x(0_1_11_10)  goodput   0.048736462093862815
    x(0_1_11_10)  c_e_one_path(0_1_11)_  1
    x(0_1_11_10)  c_e_flow(0_1_2)_  1
    x(0_1_11_10)  c_e_flow(0_2_0)_  -1
    x(0_1_11_10)  c_u_processors(1_11_0)_  3
    x(0_1_11_10)  c_u_processors(1_11_1)_  3
    x(0_1_11_10)  c_u_processors(1_11_2)_  3
    x(0_1_11_10)  c_u_area_cut(1)_  135
    x(0_1_11_11)  goodput   0.043321299638989168
    x(0_1_11_11)  c_e_one_path(0_1_11)_  1
    x(0_1_11_11)  c_e_flow(0_1_2)_  1
    x(0_1_11_11)  c_e_flow(0_2_1)_  -1
    x(0_1_11_11)  c_u_processors(1_11_0)_  3
    x(0_1_11_11)  c_u_processors(1_11_1)_  3
    x(0_1_11_11)  c_u_area_cut(1)_  120
    x(0_1_11_12)  goodput   0.0259927797833935
    x(0_1_11_12)  c_e_one_path(0_1_11)_  1
    x(0_1_11_12)  c_e_flow(0_1_2)_  1
    x(0_1_11_12)  c_e_flow(0_2_2)_  -1
    x(0_1_11_12)  c_u_processors(1_11_0)_  3
    x(0_1_11_12)  c_u_area_cut(1)_  72
    x(0_1_11_13)  goodput   0.011913357400722021
    x(0_1_11_13)  c_e_one_path(0_1_11)_  1
    x(0_1_11_13)  c_e_flow(0_1_2)_  1
    x(0_1_11_13)  c_e_flow(0_2_0)_  -1
    x(0_1_11_13)  c_u_processors(1_11_1)_  3
    x(0_1_11_13)  c_u_processors(1_11_2)_  3
    x(0_1_11_13)  c_u_area_cut(1)_  33
    x(0_1_11_14)  goodput   0.006498194945848375
    x(0_1_11_14)  c_e_one_path(0_1_11)_  1
    x(0_1_11_14)  c_e_flow(0_1_2)_  1
    x(0_1_11_14)  c_e_flow(0_2_1)_  -1
    x(0_1_11_14)  c_u_processors(1_11_1)_  3
    x(0_1_11_14)  c_u_area_cut(1)_  18
    x(0_1_12_1)  goodput   0.054151624548736461
    x(0_1_12_1)  c_e_one_path(0_1_12)_  1
    x(0_1_12_1)  c_e_flow(0_1_0)_  1
    x(0_1_12_1)  c_e_flow(0_2_0)_  -1
    x(0_1_12_1)  c_u_processors(1_12_0)_  3
    x(0_1_12_1)  c_u_processors(1_12_1)_  3
    x(0_1_12_1)  c_u_processors(1_12_2)_  3
    x(0_1_12_1)  c_u_area_cut(1)_  150
    x(0_1_12_2)  goodput   0.048736462093862815
    x(0_1_12_2)  c_e_one_path(0_1_12)_  1
    x(0_1_12_2)  c_e_flow(0_1_0)_  1
    x(0_1_12_2)  c_e_flow(0_2_1)_  -1
    x(0_1_12_2)  c_u_processors(1_12_0)_  3
    x(0_1_12_2)  c_u_processors(1_12_1)_  3
    x(0_1_12_2)  c_u_area_cut(1)_  135
    x(0_1_12_3)  goodput   0.035740072202166066
    x(0_1_12_3)  c_e_one_path(0_1_12)_  1
    x(0_1_12_3)  c_e_flow(0_1_0)_  1
    x(0_1_12_3)  c_e_flow(0_2_2)_  -1
    x(0_1_12_3)  c_u_processors(1_12_0)_  3
    x(0_1_12_3)  c_u_area_cut(1)_  99
    x(0_1_12_4)  goodput   0.054151624548736461
    x(0_1_12_4)  c_e_one_path(0_1_12)_  1
    x(0_1_12_4)  c_e_flow(0_1_1)_  1
    x(0_1_12_4)  c_e_flow(0_2_0)_  -1
    x(0_1_12_4)  c_u_processors(1_12_0)_  3
    x(0_1_12_4)  c_u_processors(1_12_1)_  3
    x(0_1_12_4)  c_u_processors(1_12_2)_  3
    x(0_1_12_4)  c_u_area_cut(1)_  150
    x(0_1_12_5)  goodput   0.048736462093862815
    x(0_1_12_5)  c_e_one_path(0_1_12)_  1
    x(0_1_12_5)  c_e_flow(0_1_1)_  1
    x(0_1_12_5)  c_e_flow(0_2_1)_  -1
    x(0_1_12_5)  c_u_processors(1_12_0)_  3
    x(0_1_12_5)  c_u_processors(1_12_1)_  3
    x(0_1_12_5)  c_u_area_cut(1)_  135
    x(0_1_12_6)  goodput   0.035740072202166066
    x(0_1_12_6)  c_e_one_path(0_1_12)_  1
    x(0_1_12_6)  c_e_flow(0_1_1)_  1
    x(0_1_12_6)  c_e_flow(0_2_2)_  -1
    x(0_1_12_6)  c_u_processors(1_12_0)_  3
    x(0_1_12_6)  c_u_area_cut(1)_  99
    x(0_1_12_7)  goodput   0.007581227436823104
    x(0_1_12_7)  c_e_one_path(0_1_12)_  1
    x(0_1_12_7)  c_e_flow(0_1_1)_  1
    x(0_1_12_7)  c_e_flow(0_2_0)_  -1
    x(0_1_12_7)  c_u_processors(1_12_1)_  3
    x(0_1_12_7)  c_u_processors(1_12_2)_  3
    x(0_1_12_7)  c_u_area_cut(1)_  21
    x(0_1_12_8)  goodput   0.0021660649819494585
    x(0_1_12_8)  c_e_one_path(0_1_12)_  1
    x(0_1_12_8)  c_e_flow(0_1_1)_  1
    x(0_1_12_8)  c_e_flow(0_2_1)_  -1
    x(0_1_12_8)  c_u_processors(1_12_1)_  3
    x(0_1_12_8)  c_u_area_cut(1)_  6
    x(0_1_12_10)  goodput   0.048736462093862815
    x(0_1_12_10)  c_e_one_path(0_1_12)_  1
    x(0_1_12_10)  c_e_flow(0_1_2)_  1
    x(0_1_12_10)  c_e_flow(0_2_0)_  -1
    x(0_1_12_10)  c_u_processors(1_12_0)_  3
    x(0_1_12_10)  c_u_processors(1_12_1)_  3
    x(0_1_12_10)  c_u_processors(1_12_2)_  3
    x(0_1_12_10)  c_u_area_cut(1)_  135
    x(0_1_12_11)  goodput   0.043321299638989168
    x(0_1_12_11)  c_e_one_path(0_1_12)_  1
    x(0_1_12_11)  c_e_flow(0_1_2)_  1
    x(0_1_12_11)  c_e_flow(0_2_1)_  -1
    x(0_1_12_11)  c_u_processors(1_12_0)_  3
    x(0_1_12_11)  c_u_processors(1_12_1)_  3
    x(0_1_12_11)  c_u_area_cut(1)_  120
    x(0_1_12_12)  goodput   0.030324909747292416
    x(0_1_12_12)  c_e_one_path(0_1_12)_  1
    x(0_1_12_12)  c_e_flow(0_1_2)_  1
    x(0_1_12_12)  c_e_flow(0_2_2)_  -1
    x(0_1_12_12)  c_u_processors(1_12_0)_  3
    x(0_1_12_12)  c_u_area_cut(1)_  84
    x(0_1_12_13)  goodput   0.007581227436823104
    x(0_1_12_13)  c_e_one_path(0_1_12)_  1
    x(0_1_12_13)  c_e_flow(0_1_2)_  1
    x(0_1_12_13)  c_e_flow(0_2_0)_  -1
    x(0_1_12_13)  c_u_processors(1_12_1)_  3
    x(0_1_12_13)  c_u_processors(1_12_2)_  3
    x(0_1_12_13)  c_u_area_cut(1)_  21
    x(0_1_12_14)  goodput   0.0021660649819494585
    x(0_1_12_14)  c_e_one_path(0_1_12)_  1
    x(0_1_12_14)  c_e_flow(0_1_2)_  1
    x(0_1_12_14)  c_e_flow(0_2_1)_  -1
    x(0_1_12_14)  c_u_processors(1_12_1)_  3
    x(0_1_12_14)  c_u_area_cut(1)_  6
    x(0_1_13_1)  goodput   0.054151624548736461
    x(0_1_13_1)  c_e_one_path(0_1_13)_  1
    x(0_1_13_1)  c_e_flow(0_1_0)_  1
    x(0_1_13_1)  c_e_flow(0_2_0)_  -1
    x(0_1_13_1)  c_u_processors(1_13_0)_  3
    x(0_1_13_1)  c_u_processors(1_13_1)_  3
    x(0_1_13_1)  c_u_processors(1_13_2)_  3
    x(0_1_13_1)  c_u_area_cut(1)_  150
    x(0_1_13_2)  goodput   0.048736462093862815
    x(0_1_13_2)  c_e_one_path(0_1_13)_  1
    x(0_1_13_2)  c_e_flow(0_1_0)_  1
    x(0_1_13_2)  c_e_flow(0_2_1)_  -1
    x(0_1_13_2)  c_u_processors(1_13_0)_  3
    x(0_1_13_2)  c_u_processors(1_13_1)_  3
    x(0_1_13_2)  c_u_area_cut(1)_  135
    x(0_1_13_3)  goodput   0.037906137184115521
    x(0_1_13_3)  c_e_one_path(0_1_13)_  1
    x(0_1_13_3)  c_e_flow(0_1_0)_  1
    x(0_1_13_3)  c_e_flow(0_2_2)_  -1
    x(0_1_13_3)  c_u_processors(1_13_0)_  3
    x(0_1_13_3)  c_u_area_cut(1)_  105
    x(0_1_13_4)  goodput   0.054151624548736461
    x(0_1_13_4)  c_e_one_path(0_1_13)_  1
    x(0_1_13_4)  c_e_flow(0_1_1)_  1
    x(0_1_13_4)  c_e_flow(0_2_0)_  -1
    x(0_1_13_4)  c_u_processors(1_13_0)_  3
    x(0_1_13_4)  c_u_processors(1_13_1)_  3
    x(0_1_13_4)  c_u_processors(1_13_2)_  3
    x(0_1_13_4)  c_u_area_cut(1)_  150
    x(0_1_13_5)  goodput   0.048736462093862815
    x(0_1_13_5)  c_e_one_path(0_1_13)_  1
    x(0_1_13_5)  c_e_flow(0_1_1)_  1
    x(0_1_13_5)  c_e_flow(0_2_1)_  -1
    x(0_1_13_5)  c_u_processors(1_13_0)_  3
    x(0_1_13_5)  c_u_processors(1_13_1)_  3
    x(0_1_13_5)  c_u_area_cut(1)_  135
    x(0_1_13_6)  goodput   0.037906137184115521
    x(0_1_13_6)  c_e_one_path(0_1_13)_  1
    x(0_1_13_6)  c_e_flow(0_1_1)_  1
    x(0_1_13_6)  c_e_flow(0_2_2)_  -1
    x(0_1_13_6)  c_u_processors(1_13_0)_  3
    x(0_1_13_6)  c_u_area_cut(1)_  105
    x(0_1_13_7)  goodput   0.005415162454873646
    x(0_1_13_7)  c_e_one_path(0_1_13)_  1
    x(0_1_13_7)  c_e_flow(0_1_1)_  1
    x(0_1_13_7)  c_e_flow(0_2_0)_  -1
    x(0_1_13_7)  c_u_processors(1_13_1)_  3
    x(0_1_13_7)  c_u_processors(1_13_2)_  3
    x(0_1_13_7)  c_u_area_cut(1)_  15
    x(0_1_13_10)  goodput   0.048736462093862815
    x(0_1_13_10)  c_e_one_path(0_1_13)_  1
    x(0_1_13_10)  c_e_flow(0_1_2)_  1
    x(0_1_13_10)  c_e_flow(0_2_0)_  -1
    x(0_1_13_10)  c_u_processors(1_13_0)_  3
    x(0_1_13_10)  c_u_processors(1_13_1)_  3
    x(0_1_13_10)  c_u_processors(1_13_2)_  3
    x(0_1_13_10)  c_u_area_cut(1)_  135
    x(0_1_13_11)  goodput   0.043321299638989168
    x(0_1_13_11)  c_e_one_path(0_1_13)_  1
    x(0_1_13_11)  c_e_flow(0_1_2)_  1
    x(0_1_13_11)  c_e_flow(0_2_1)_  -1
    x(0_1_13_11)  c_u_processors(1_13_0)_  3
    x(0_1_13_11)  c_u_processors(1_13_1)_  3
    x(0_1_13_11)  c_u_area_cut(1)_  120
    x(0_1_13_12)  goodput   0.032490974729241874
    x(0_1_13_12)  c_e_one_path(0_1_13)_  1
    x(0_1_13_12)  c_e_flow(0_1_2)_  1
    x(0_1_13_12)  c_e_flow(0_2_2)_  -1
    x(0_1_13_12)  c_u_processors(1_13_0)_  3
    x(0_1_13_12)  c_u_area_cut(1)_  90
    x(0_1_13_13)  goodput   0.005415162454873646
    x(0_1_13_13)  c_e_one_path(0_1_13)_  1
    x(0_1_13_13)  c_e_flow(0_1_2)_  1
    x(0_1_13_13)  c_e_flow(0_2_0)_  -1
    x(0_1_13_13)  c_u_processors(1_13_1)_  3
    x(0_1_13_13)  c_u_processors(1_13_2)_  3
    x(0_1_13_13)  c_u_area_cut(1)_  15
    x(0_1_14_1)  goodput   0.054151624548736461
    x(0_1_14_1)  c_e_one_path(0_1_14)_  1
    x(0_1_14_1)  c_e_flow(0_1_0)_  1
    x(0_1_14_1)  c_e_flow(0_2_0)_  -1
    x(0_1_14_1)  c_u_processors(1_14_0)_  3
    x(0_1_14_1)  c_u_processors(1_14_1)_  3
    x(0_1_14_1)  c_u_processors(1_14_2)_  3
    x(0_1_14_1)  c_u_area_cut(1)_  150
    x(0_1_14_2)  goodput   0.048736462093862815
    x(0_1_14_2)  c_e_one_path(0_1_14)_  1
    x(0_1_14_2)  c_e_flow(0_1_0)_  1
    x(0_1_14_2)  c_e_flow(0_2_1)_  -1
    x(0_1_14_2)  c_u_processors(1_14_0)_  3
    x(0_1_14_2)  c_u_processors(1_14_1)_  3
    x(0_1_14_2)  c_u_area_cut(1)_  135
    x(0_1_14_3)  goodput   0.040072202166064982
    x(0_1_14_3)  c_e_one_path(0_1_14)_  1
    x(0_1_14_3)  c_e_flow(0_1_0)_  1
    x(0_1_14_3)  c_e_flow(0_2_2)_  -1
    x(0_1_14_3)  c_u_processors(1_14_0)_  3
    x(0_1_14_3)  c_u_area_cut(1)_  111
    x(0_1_14_4)  goodput   0.054151624548736461
    x(0_1_14_4)  c_e_one_path(0_1_14)_  1
    x(0_1_14_4)  c_e_flow(0_1_1)_  1
    x(0_1_14_4)  c_e_flow(0_2_0)_  -1
    x(0_1_14_4)  c_u_processors(1_14_0)_  3
    x(0_1_14_4)  c_u_processors(1_14_1)_  3
    x(0_1_14_4)  c_u_processors(1_14_2)_  3
    x(0_1_14_4)  c_u_area_cut(1)_  150
    x(0_1_14_5)  goodput   0.048736462093862815
    x(0_1_14_5)  c_e_one_path(0_1_14)_  1
    x(0_1_14_5)  c_e_flow(0_1_1)_  1
    x(0_1_14_5)  c_e_flow(0_2_1)_  -1
    x(0_1_14_5)  c_u_processors(1_14_0)_  3
    x(0_1_14_5)  c_u_processors(1_14_1)_  3
    x(0_1_14_5)  c_u_area_cut(1)_  135
    x(0_1_14_6)  goodput   0.040072202166064982
    x(0_1_14_6)  c_e_one_path(0_1_14)_  1
    x(0_1_14_6)  c_e_flow(0_1_1)_  1
    x(0_1_14_6)  c_e_flow(0_2_2)_  -1
    x(0_1_14_6)  c_u_processors(1_14_0)_  3
    x(0_1_14_6)  c_u_area_cut(1)_  111
    x(0_1_14_7)  goodput   0.0032490974729241875
    x(0_1_14_7)  c_e_one_path(0_1_14)_  1
    x(0_1_14_7)  c_e_flow(0_1_1)_  1
    x(0_1_14_7)  c_e_flow(0_2_0)_  -1
    x(0_1_14_7)  c_u_processors(1_14_1)_  3
    x(0_1_14_7)  c_u_processors(1_14_2)_  3
    x(0_1_14_7)  c_u_area_cut(1)_  9
    x(0_1_14_10)  goodput   0.048736462093862815
    x(0_1_14_10)  c_e_one_path(0_1_14)_  1
    x(0_1_14_10)  c_e_flow(0_1_2)_  1
    x(0_1_14_10)  c_e_flow(0_2_0)_  -1
    x(0_1_14_10)  c_u_processors(1_14_0)_  3
    x(0_1_14_10)  c_u_processors(1_14_1)_  3
    x(0_1_14_10)  c_u_processors(1_14_2)_  3
    x(0_1_14_10)  c_u_area_cut(1)_  135
    x(0_1_14_11)  goodput   0.043321299638989168
    x(0_1_14_11)  c_e_one_path(0_1_14)_  1
    x(0_1_14_11)  c_e_flow(0_1_2)_  1
    x(0_1_14_11)  c_e_flow(0_2_1)_  -1
    x(0_1_14_11)  c_u_processors(1_14_0)_  3
    x(0_1_14_11)  c_u_processors(1_14_1)_  3
    x(0_1_14_11)  c_u_area_cut(1)_  120
    x(0_1_14_12)  goodput   0.034657039711191336
    x(0_1_14_12)  c_e_one_path(0_1_14)_  1
    x(0_1_14_12)  c_e_flow(0_1_2)_  1
    x(0_1_14_12)  c_e_flow(0_2_2)_  -1
    x(0_1_14_12)  c_u_processors(1_14_0)_  3
    x(0_1_14_12)  c_u_area_cut(1)_  96
    x(0_1_14_13)  goodput   0.0032490974729241875
    x(0_1_14_13)  c_e_one_path(0_1_14)_  1
    x(0_1_14_13)  c_e_flow(0_1_2)_  1
    x(0_1_14_13)  c_e_flow(0_2_0)_  -1
    x(0_1_14_13)  c_u_processors(1_14_1)_  3
    x(0_1_14_13)  c_u_processors(1_14_2)_  3
    x(0_1_14_13)  c_u_area_cut(1)_  9
    x(0_1_15_1)  goodput   0.054151624548736461
    x(0_1_15_1)  c_e_one_path(0_1_15)_  1
    x(0_1_15_1)  c_e_flow(0_1_0)_  1
    x(0_1_15_1)  c_e_flow(0_2_0)_  -1
    x(0_1_15_1)  c_u_processors(1_15_0)_  3
    x(0_1_15_1)  c_u_processors(1_15_1)_  3
    x(0_1_15_1)  c_u_processors(1_15_2)_  3
    x(0_1_15_1)  c_u_area_cut(1)_  150
    x(0_1_15_2)  goodput   0.048736462093862815
    x(0_1_15_2)  c_e_one_path(0_1_15)_  1
    x(0_1_15_2)  c_e_flow(0_1_0)_  1
    x(0_1_15_2)  c_e_flow(0_2_1)_  -1
    x(0_1_15_2)  c_u_processors(1_15_0)_  3
    x(0_1_15_2)  c_u_processors(1_15_1)_  3
    x(0_1_15_2)  c_u_area_cut(1)_  135
    x(0_1_15_3)  goodput   0.042238267148014437
    x(0_1_15_3)  c_e_one_path(0_1_15)_  1
    x(0_1_15_3)  c_e_flow(0_1_0)_  1
    x(0_1_15_3)  c_e_flow(0_2_2)_  -1
    x(0_1_15_3)  c_u_processors(1_15_0)_  3
    x(0_1_15_3)  c_u_area_cut(1)_  117
    x(0_1_15_4)  goodput   0.054151624548736461
    x(0_1_15_4)  c_e_one_path(0_1_15)_  1
    x(0_1_15_4)  c_e_flow(0_1_1)_  1
    x(0_1_15_4)  c_e_flow(0_2_0)_  -1
    x(0_1_15_4)  c_u_processors(1_15_0)_  3
    x(0_1_15_4)  c_u_processors(1_15_1)_  3
    x(0_1_15_4)  c_u_processors(1_15_2)_  3
    x(0_1_15_4)  c_u_area_cut(1)_  150
    x(0_1_15_5)  goodput   0.048736462093862815
    x(0_1_15_5)  c_e_one_path(0_1_15)_  1
    x(0_1_15_5)  c_e_flow(0_1_1)_  1
    x(0_1_15_5)  c_e_flow(0_2_1)_  -1
    x(0_1_15_5)  c_u_processors(1_15_0)_  3
    x(0_1_15_5)  c_u_processors(1_15_1)_  3
    x(0_1_15_5)  c_u_area_cut(1)_  135
    x(0_1_15_6)  goodput   0.042238267148014437
    x(0_1_15_6)  c_e_one_path(0_1_15)_  1
    x(0_1_15_6)  c_e_flow(0_1_1)_  1
    x(0_1_15_6)  c_e_flow(0_2_2)_  -1
    x(0_1_15_6)  c_u_processors(1_15_0)_  3
    x(0_1_15_6)  c_u_area_cut(1)_  117
    x(0_1_15_7)  goodput   0.0010830324909747292
    x(0_1_15_7)  c_e_one_path(0_1_15)_  1
    x(0_1_15_7)  c_e_flow(0_1_1)_  1
    x(0_1_15_7)  c_e_flow(0_2_0)_  -1
    x(0_1_15_7)  c_u_processors(1_15_1)_  3
    x(0_1_15_7)  c_u_processors(1_15_2)_  3
    x(0_1_15_7)  c_u_area_cut(1)_  3
    x(0_1_15_10)  goodput   0.048736462093862815
    x(0_1_15_10)  c_e_one_path(0_1_15)_  1
    x(0_1_15_10)  c_e_flow(0_1_2)_  1
    x(0_1_15_10)  c_e_flow(0_2_0)_  -1
    x(0_1_15_10)  c_u_processors(1_15_0)_  3
    x(0_1_15_10)  c_u_processors(1_15_1)_  3
    x(0_1_15_10)  c_u_processors(1_15_2)_  3
    x(0_1_15_10)  c_u_area_cut(1)_  135
    x(0_1_15_11)  goodput   0.043321299638989168
    x(0_1_15_11)  c_e_one_path(0_1_15)_  1
    x(0_1_15_11)  c_e_flow(0_1_2)_  1
    x(0_1_15_11)  c_e_flow(0_2_1)_  -1
    x(0_1_15_11)  c_u_processors(1_15_0)_  3
    x(0_1_15_11)  c_u_processors(1_15_1)_  3
    x(0_1_15_11)  c_u_area_cut(1)_  120
    x(0_1_15_12)  goodput   0.03682310469314079
    x(0_1_15_12)  c_e_one_path(0_1_15)_  1
    x(0_1_15_12)  c_e_flow(0_1_2)_  1
    x(0_1_15_12)  c_e_flow(0_2_2)_  -1
    x(0_1_15_12)  c_u_processors(1_15_0)_  3
    x(0_1_15_12)  c_u_area_cut(1)_  102
    x(0_1_15_13)  goodput   0.0010830324909747292
    x(0_1_15_13)  c_e_one_path(0_1_15)_  1
    x(0_1_15_13)  c_e_flow(0_1_2)_  1
    x(0_1_15_13)  c_e_flow(0_2_0)_  -1
    x(0_1_15_13)  c_u_processors(1_15_1)_  3
    x(0_1_15_13)  c_u_processors(1_15_2)_  3
    x(0_1_15_13)  c_u_area_cut(1)_  3
    x(0_1_16_1)  goodput   0.054151624548736461
    x(0_1_16_1)  c_e_one_path(0_1_16)_  1
    x(0_1_16_1)  c_e_flow(0_1_0)_  1
    x(0_1_16_1)  c_e_flow(0_2_0)_  -1
    x(0_1_16_1)  c_u_processors(1_16_0)_  3
    x(0_1_16_1)  c_u_processors(1_16_1)_  3
    x(0_1_16_1)  c_u_processors(1_16_2)_  3
    x(0_1_16_1)  c_u_area_cut(1)_  150
    x(0_1_16_2)  goodput   0.048736462093862815
    x(0_1_16_2)  c_e_one_path(0_1_16)_  1
    x(0_1_16_2)  c_e_flow(0_1_0)_  1
    x(0_1_16_2)  c_e_flow(0_2_1)_  -1
    x(0_1_16_2)  c_u_processors(1_16_0)_  3
    x(0_1_16_2)  c_u_processors(1_16_1)_  3
    x(0_1_16_2)  c_u_area_cut(1)_  135
    x(0_1_16_3)  goodput   0.043321299638989168
    x(0_1_16_3)  c_e_one_path(0_1_16)_  1
    x(0_1_16_3)  c_e_flow(0_1_0)_  1
    x(0_1_16_3)  c_e_flow(0_2_2)_  -1
    x(0_1_16_3)  c_u_processors(1_16_0)_  3
    x(0_1_16_3)  c_u_area_cut(1)_  120
    x(0_1_16_4)  goodput   0.054151624548736461
    x(0_1_16_4)  c_e_one_path(0_1_16)_  1
    x(0_1_16_4)  c_e_flow(0_1_1)_  1
    x(0_1_16_4)  c_e_flow(0_2_0)_  -1
    x(0_1_16_4)  c_u_processors(1_16_0)_  3
    x(0_1_16_4)  c_u_processors(1_16_1)_  3
    x(0_1_16_4)  c_u_processors(1_16_2)_  3
    x(0_1_16_4)  c_u_area_cut(1)_  150
    x(0_1_16_5)  goodput   0.048736462093862815
    x(0_1_16_5)  c_e_one_path(0_1_16)_  1
    x(0_1_16_5)  c_e_flow(0_1_1)_  1
    x(0_1_16_5)  c_e_flow(0_2_1)_  -1
    x(0_1_16_5)  c_u_processors(1_16_0)_  3
    x(0_1_16_5)  c_u_processors(1_16_1)_  3
    x(0_1_16_5)  c_u_area_cut(1)_  135
    x(0_1_16_6)  goodput   0.043321299638989168
    x(0_1_16_6)  c_e_one_path(0_1_16)_  1
    x(0_1_16_6)  c_e_flow(0_1_1)_  1
    x(0_1_16_6)  c_e_flow(0_2_2)_  -1
    x(0_1_16_6)  c_u_processors(1_16_0)_  3
    x(0_1_16_6)  c_u_area_cut(1)_  120
    x(0_1_16_10)  goodput   0.048736462093862815
    x(0_1_16_10)  c_e_one_path(0_1_16)_  1
    x(0_1_16_10)  c_e_flow(0_1_2)_  1
    x(0_1_16_10)  c_e_flow(0_2_0)_  -1
    x(0_1_16_10)  c_u_processors(1_16_0)_  3
    x(0_1_16_10)  c_u_processors(1_16_1)_  3
    x(0_1_16_10)  c_u_processors(1_16_2)_  3
    x(0_1_16_10)  c_u_area_cut(1)_  135
    x(0_1_16_11)  goodput   0.043321299638989168
    x(0_1_16_11)  c_e_one_path(0_1_16)_  1
    x(0_1_16_11)  c_e_flow(0_1_2)_  1
    x(0_1_16_11)  c_e_flow(0_2_1)_  -1
    x(0_1_16_11)  c_u_processors(1_16_0)_  3
    x(0_1_16_11)  c_u_processors(1_16_1)_  3
    x(0_1_16_11)  c_u_area_cut(1)_  120
    x(0_1_16_12)  goodput   0.037906137184115521
    x(0_1_16_12)  c_e_one_path(0_1_16)_  1
    x(0_1_16_12)  c_e_flow(0_1_2)_  1
    x(0_1_16_12)  c_e_flow(0_2_2)_  -1
    x(0_1_16_12)  c_u_processors(1_16_0)_  3
    x(0_1_16_12)  c_u_area_cut(1)_  105
    x(0_1_17_1)  goodput   0.054151624548736461
    x(0_1_17_1)  c_e_one_path(0_1_17)_  1
    x(0_1_17_1)  c_e_flow(0_1_0)_  1
    x(0_1_17_1)  c_e_flow(0_2_0)_  -1
    x(0_1_17_1)  c_u_processors(1_17_0)_  3
    x(0_1_17_1)  c_u_processors(1_17_1)_  3
    x(0_1_17_1)  c_u_processors(1_17_2)_  3
    x(0_1_17_1)  c_u_area_cut(1)_  150
    x(0_1_17_2)  goodput   0.048736462093862815
    x(0_1_17_2)  c_e_one_path(0_1_17)_  1
    x(0_1_17_2)  c_e_flow(0_1_0)_  1
    x(0_1_17_2)  c_e_flow(0_2_1)_  -1
    x(0_1_17_2)  c_u_processors(1_17_0)_  3
    x(0_1_17_2)  c_u_processors(1_17_1)_  3
    x(0_1_17_2)  c_u_area_cut(1)_  135
    x(0_1_17_3)  goodput   0.048736462093862815
    x(0_1_17_3)  c_e_one_path(0_1_17)_  1
    x(0_1_17_3)  c_e_flow(0_1_0)_  1
    x(0_1_17_3)  c_e_flow(0_2_2)_  -1
    x(0_1_17_3)  c_u_processors(1_17_0)_  3
    x(0_1_17_3)  c_u_area_cut(1)_  135
    x(0_1_17_4)  goodput   0.054151624548736461
    x(0_1_17_4)  c_e_one_path(0_1_17)_  1
    x(0_1_17_4)  c_e_flow(0_1_1)_  1
    x(0_1_17_4)  c_e_flow(0_2_0)_  -1
    x(0_1_17_4)  c_u_processors(1_17_0)_  3
    x(0_1_17_4)  c_u_processors(1_17_1)_  3
    x(0_1_17_4)  c_u_processors(1_17_2)_  3
    x(0_1_17_4)  c_u_area_cut(1)_  150
    x(0_1_17_5)  goodput   0.048736462093862815
    x(0_1_17_5)  c_e_one_path(0_1_17)_  1
    x(0_1_17_5)  c_e_flow(0_1_1)_  1
    x(0_1_17_5)  c_e_flow(0_2_1)_  -1
    x(0_1_17_5)  c_u_processors(1_17_0)_  3
    x(0_1_17_5)  c_u_processors(1_17_1)_  3
    x(0_1_17_5)  c_u_area_cut(1)_  135
    x(0_1_17_6)  goodput   0.048736462093862815
    x(0_1_17_6)  c_e_one_path(0_1_17)_  1
    x(0_1_17_6)  c_e_flow(0_1_1)_  1
    x(0_1_17_6)  c_e_flow(0_2_2)_  -1
    x(0_1_17_6)  c_u_processors(1_17_0)_  3
    x(0_1_17_6)  c_u_area_cut(1)_  135
    x(0_1_17_10)  goodput   0.048736462093862815
    x(0_1_17_10)  c_e_one_path(0_1_17)_  1
    x(0_1_17_10)  c_e_flow(0_1_2)_  1
    x(0_1_17_10)  c_e_flow(0_2_0)_  -1
    x(0_1_17_10)  c_u_processors(1_17_0)_  3
    x(0_1_17_10)  c_u_processors(1_17_1)_  3
    x(0_1_17_10)  c_u_processors(1_17_2)_  3
    x(0_1_17_10)  c_u_area_cut(1)_  135
    x(0_1_17_11)  goodput   0.043321299638989168
    x(0_1_17_11)  c_e_one_path(0_1_17)_  1
    x(0_1_17_11)  c_e_flow(0_1_2)_  1
    x(0_1_17_11)  c_e_flow(0_2_1)_  -1
    x(0_1_17_11)  c_u_processors(1_17_0)_  3
    x(0_1_17_11)  c_u_processors(1_17_1)_  3
    x(0_1_17_11)  c_u_area_cut(1)_  120
    x(0_1_17_12)  goodput   0.043321299638989168
    x(0_1_17_12)  c_e_one_path(0_1_17)_  1
    x(0_1_17_12)  c_e_flow(0_1_2)_  1
    x(0_1_17_12)  c_e_flow(0_2_2)_  -1
    x(0_1_17_12)  c_u_processors(1_17_0)_  3
    x(0_1_17_12)  c_u_area_cut(1)_  120
    x(0_2_0_1)  goodput   0.064981949458483748
    x(0_2_0_1)  c_e_one_path(0_2_0)_  1
    x(0_2_0_1)  c_e_flow(0_2_0)_  1
    x(0_2_0_1)  c_u_processors(2_0_0)_  3
    x(0_2_0_1)  c_u_processors(2_0_1)_  3
    x(0_2_0_1)  c_u_processors(2_0_2)_  3
    x(0_2_0_1)  c_u_area_cut(2)_  180
    x(0_2_0_2)  goodput   0.059566787003610108
    x(0_2_0_2)  c_e_one_path(0_2_0)_  1
    x(0_2_0_2)  c_e_flow(0_2_0)_  1
    x(0_2_0_2)  c_u_processors(2_0_0)_  3
    x(0_2_0_2)  c_u_processors(2_0_1)_  3
    x(0_2_0_2)  c_u_area_cut(2)_  165
    x(0_2_0_4)  goodput   0.064981949458483748
    x(0_2_0_4)  c_e_one_path(0_2_0)_  1
    x(0_2_0_4)  c_e_flow(0_2_1)_  1
    x(0_2_0_4)  c_u_processors(2_0_0)_  3
    x(0_2_0_4)  c_u_processors(2_0_1)_  3
    x(0_2_0_4)  c_u_processors(2_0_2)_  3
    x(0_2_0_4)  c_u_area_cut(2)_  180
    x(0_2_0_5)  goodput   0.059566787003610108
    x(0_2_0_5)  c_e_one_path(0_2_0)_  1
    x(0_2_0_5)  c_e_flow(0_2_1)_  1
    x(0_2_0_5)  c_u_processors(2_0_0)_  3
    x(0_2_0_5)  c_u_processors(2_0_1)_  3
    x(0_2_0_5)  c_u_area_cut(2)_  165
    x(0_2_0_7)  goodput   0.059566787003610108
    x(0_2_0_7)  c_e_one_path(0_2_0)_  1
    x(0_2_0_7)  c_e_flow(0_2_1)_  1
    x(0_2_0_7)  c_u_processors(2_0_1)_  3
    x(0_2_0_7)  c_u_processors(2_0_2)_  3
    x(0_2_0_7)  c_u_area_cut(2)_  165
    x(0_2_0_8)  goodput   0.054151624548736461
    x(0_2_0_8)  c_e_one_path(0_2_0)_  1
    x(0_2_0_8)  c_e_flow(0_2_1)_  1
    x(0_2_0_8)  c_u_processors(2_0_1)_  3
    x(0_2_0_8)  c_u_area_cut(2)_  150
    x(0_2_0_10)  goodput   0.059566787003610108
    x(0_2_0_10)  c_e_one_path(0_2_0)_  1
    x(0_2_0_10)  c_e_flow(0_2_2)_  1
    x(0_2_0_10)  c_u_processors(2_0_0)_  3
    x(0_2_0_10)  c_u_processors(2_0_1)_  3
    x(0_2_0_10)  c_u_processors(2_0_2)_  3
    x(0_2_0_10)  c_u_area_cut(2)_  165
    x(0_2_0_11)  goodput   0.054151624548736461
    x(0_2_0_11)  c_e_one_path(0_2_0)_  1
    x(0_2_0_11)  c_e_flow(0_2_2)_  1
    x(0_2_0_11)  c_u_processors(2_0_0)_  3
    x(0_2_0_11)  c_u_processors(2_0_1)_  3
    x(0_2_0_11)  c_u_area_cut(2)_  150
    x(0_2_0_13)  goodput   0.059566787003610108
    x(0_2_0_13)  c_e_one_path(0_2_0)_  1
    x(0_2_0_13)  c_e_flow(0_2_2)_  1
    x(0_2_0_13)  c_u_processors(2_0_1)_  3
    x(0_2_0_13)  c_u_processors(2_0_2)_  3
    x(0_2_0_13)  c_u_area_cut(2)_  165
    x(0_2_0_14)  goodput   0.054151624548736461
    x(0_2_0_14)  c_e_one_path(0_2_0)_  1
    x(0_2_0_14)  c_e_flow(0_2_2)_  1
    x(0_2_0_14)  c_u_processors(2_0_1)_  3
    x(0_2_0_14)  c_u_area_cut(2)_  150
    x(0_2_1_1)  goodput   0.064981949458483748
    x(0_2_1_1)  c_e_one_path(0_2_1)_  1
    x(0_2_1_1)  c_e_flow(0_2_0)_  1
    x(0_2_1_1)  c_u_processors(2_1_0)_  3
    x(0_2_1_1)  c_u_processors(2_1_1)_  3
    x(0_2_1_1)  c_u_processors(2_1_2)_  3
    x(0_2_1_1)  c_u_area_cut(2)_  180
    x(0_2_1_2)  goodput   0.059566787003610108
    x(0_2_1_2)  c_e_one_path(0_2_1)_  1
    x(0_2_1_2)  c_e_flow(0_2_0)_  1
    x(0_2_1_2)  c_u_processors(2_1_0)_  3
    x(0_2_1_2)  c_u_processors(2_1_1)_  3
    x(0_2_1_2)  c_u_area_cut(2)_  165
    x(0_2_1_4)  goodput   0.064981949458483748
    x(0_2_1_4)  c_e_one_path(0_2_1)_  1
    x(0_2_1_4)  c_e_flow(0_2_1)_  1
    x(0_2_1_4)  c_u_processors(2_1_0)_  3
    x(0_2_1_4)  c_u_processors(2_1_1)_  3
    x(0_2_1_4)  c_u_processors(2_1_2)_  3
    x(0_2_1_4)  c_u_area_cut(2)_  180
    x(0_2_1_5)  goodput   0.059566787003610108
    x(0_2_1_5)  c_e_one_path(0_2_1)_  1
    x(0_2_1_5)  c_e_flow(0_2_1)_  1
    x(0_2_1_5)  c_u_processors(2_1_0)_  3
    x(0_2_1_5)  c_u_processors(2_1_1)_  3
    x(0_2_1_5)  c_u_area_cut(2)_  165
    x(0_2_1_7)  goodput   0.054151624548736461
    x(0_2_1_7)  c_e_one_path(0_2_1)_  1
    x(0_2_1_7)  c_e_flow(0_2_1)_  1
    x(0_2_1_7)  c_u_processors(2_1_1)_  3
    x(0_2_1_7)  c_u_processors(2_1_2)_  3
    x(0_2_1_7)  c_u_area_cut(2)_  150
    x(0_2_1_8)  goodput   0.048736462093862815
    x(0_2_1_8)  c_e_one_path(0_2_1)_  1
    x(0_2_1_8)  c_e_flow(0_2_1)_  1
    x(0_2_1_8)  c_u_processors(2_1_1)_  3
    x(0_2_1_8)  c_u_area_cut(2)_  135
    x(0_2_1_10)  goodput   0.059566787003610108
    x(0_2_1_10)  c_e_one_path(0_2_1)_  1
    x(0_2_1_10)  c_e_flow(0_2_2)_  1
    x(0_2_1_10)  c_u_processors(2_1_0)_  3
    x(0_2_1_10)  c_u_processors(2_1_1)_  3
    x(0_2_1_10)  c_u_processors(2_1_2)_  3
    x(0_2_1_10)  c_u_area_cut(2)_  165
    x(0_2_1_11)  goodput   0.054151624548736461
    x(0_2_1_11)  c_e_one_path(0_2_1)_  1
    x(0_2_1_11)  c_e_flow(0_2_2)_  1
    x(0_2_1_11)  c_u_processors(2_1_0)_  3
    x(0_2_1_11)  c_u_processors(2_1_1)_  3
    x(0_2_1_11)  c_u_area_cut(2)_  150
    x(0_2_1_13)  goodput   0.054151624548736461
    x(0_2_1_13)  c_e_one_path(0_2_1)_  1
    x(0_2_1_13)  c_e_flow(0_2_2)_  1
    x(0_2_1_13)  c_u_processors(2_1_1)_  3
    x(0_2_1_13)  c_u_processors(2_1_2)_  3
    x(0_2_1_13)  c_u_area_cut(2)_  150
    x(0_2_1_14)  goodput   0.048736462093862815
    x(0_2_1_14)  c_e_one_path(0_2_1)_  1
    x(0_2_1_14)  c_e_flow(0_2_2)_  1
    x(0_2_1_14)  c_u_processors(2_1_1)_  3
    x(0_2_1_14)  c_u_area_cut(2)_  135
    x(0_2_2_1)  goodput   0.064981949458483748
    x(0_2_2_1)  c_e_one_path(0_2_2)_  1
    x(0_2_2_1)  c_e_flow(0_2_0)_  1
    x(0_2_2_1)  c_u_processors(2_2_0)_  3
    x(0_2_2_1)  c_u_processors(2_2_1)_  3
    x(0_2_2_1)  c_u_processors(2_2_2)_  3
    x(0_2_2_1)  c_u_area_cut(2)_  180
    x(0_2_2_2)  goodput   0.059566787003610108
    x(0_2_2_2)  c_e_one_path(0_2_2)_  1
    x(0_2_2_2)  c_e_flow(0_2_0)_  1
    x(0_2_2_2)  c_u_processors(2_2_0)_  3
    x(0_2_2_2)  c_u_processors(2_2_1)_  3
    x(0_2_2_2)  c_u_area_cut(2)_  165
    x(0_2_2_3)  goodput   0.0010830324909747292
    x(0_2_2_3)  c_e_one_path(0_2_2)_  1
    x(0_2_2_3)  c_e_flow(0_2_0)_  1
    x(0_2_2_3)  c_u_processors(2_2_0)_  3
    x(0_2_2_3)  c_u_area_cut(2)_  3
    x(0_2_2_4)  goodput   0.064981949458483748
    x(0_2_2_4)  c_e_one_path(0_2_2)_  1
    x(0_2_2_4)  c_e_flow(0_2_1)_  1
    x(0_2_2_4)  c_u_processors(2_2_0)_  3
    x(0_2_2_4)  c_u_processors(2_2_1)_  3
    x(0_2_2_4)  c_u_processors(2_2_2)_  3
    x(0_2_2_4)  c_u_area_cut(2)_  180
    x(0_2_2_5)  goodput   0.059566787003610108
    x(0_2_2_5)  c_e_one_path(0_2_2)_  1
    x(0_2_2_5)  c_e_flow(0_2_1)_  1
    x(0_2_2_5)  c_u_processors(2_2_0)_  3
    x(0_2_2_5)  c_u_processors(2_2_1)_  3
    x(0_2_2_5)  c_u_area_cut(2)_  165
    x(0_2_2_6)  goodput   0.0010830324909747292
    x(0_2_2_6)  c_e_one_path(0_2_2)_  1
    x(0_2_2_6)  c_e_flow(0_2_1)_  1
    x(0_2_2_6)  c_u_processors(2_2_0)_  3
    x(0_2_2_6)  c_u_area_cut(2)_  3
    x(0_2_2_7)  goodput   0.053068592057761731
    x(0_2_2_7)  c_e_one_path(0_2_2)_  1
    x(0_2_2_7)  c_e_flow(0_2_1)_  1
    x(0_2_2_7)  c_u_processors(2_2_1)_  3
    x(0_2_2_7)  c_u_processors(2_2_2)_  3
    x(0_2_2_7)  c_u_area_cut(2)_  147
    x(0_2_2_8)  goodput   0.047653429602888084
    x(0_2_2_8)  c_e_one_path(0_2_2)_  1
    x(0_2_2_8)  c_e_flow(0_2_1)_  1
    x(0_2_2_8)  c_u_processors(2_2_1)_  3
    x(0_2_2_8)  c_u_area_cut(2)_  132
    x(0_2_2_10)  goodput   0.059566787003610108
    x(0_2_2_10)  c_e_one_path(0_2_2)_  1
    x(0_2_2_10)  c_e_flow(0_2_2)_  1
    x(0_2_2_10)  c_u_processors(2_2_0)_  3
    x(0_2_2_10)  c_u_processors(2_2_1)_  3
    x(0_2_2_10)  c_u_processors(2_2_2)_  3
    x(0_2_2_10)  c_u_area_cut(2)_  165
    x(0_2_2_11)  goodput   0.054151624548736461
    x(0_2_2_11)  c_e_one_path(0_2_2)_  1
    x(0_2_2_11)  c_e_flow(0_2_2)_  1
    x(0_2_2_11)  c_u_processors(2_2_0)_  3
    x(0_2_2_11)  c_u_processors(2_2_1)_  3
    x(0_2_2_11)  c_u_area_cut(2)_  150
    x(0_2_2_13)  goodput   0.053068592057761731
    x(0_2_2_13)  c_e_one_path(0_2_2)_  1
    x(0_2_2_13)  c_e_flow(0_2_2)_  1
    x(0_2_2_13)  c_u_processors(2_2_1)_  3
    x(0_2_2_13)  c_u_processors(2_2_2)_  3
    x(0_2_2_13)  c_u_area_cut(2)_  147
    x(0_2_2_14)  goodput   0.047653429602888084
    x(0_2_2_14)  c_e_one_path(0_2_2)_  1
    x(0_2_2_14)  c_e_flow(0_2_2)_  1
    x(0_2_2_14)  c_u_processors(2_2_1)_  3
    x(0_2_2_14)  c_u_area_cut(2)_  132
    x(0_2_3_1)  goodput   0.064981949458483748
    x(0_2_3_1)  c_e_one_path(0_2_3)_  1
    x(0_2_3_1)  c_e_flow(0_2_0)_  1
    x(0_2_3_1)  c_u_processors(2_3_0)_  3
    x(0_2_3_1)  c_u_processors(2_3_1)_  3
    x(0_2_3_1)  c_u_processors(2_3_2)_  3
    x(0_2_3_1)  c_u_area_cut(2)_  180
    x(0_2_3_2)  goodput   0.059566787003610108
    x(0_2_3_2)  c_e_one_path(0_2_3)_  1
    x(0_2_3_2)  c_e_flow(0_2_0)_  1
    x(0_2_3_2)  c_u_processors(2_3_0)_  3
    x(0_2_3_2)  c_u_processors(2_3_1)_  3
    x(0_2_3_2)  c_u_area_cut(2)_  165
    x(0_2_3_3)  goodput   0.0032490974729241875
    x(0_2_3_3)  c_e_one_path(0_2_3)_  1
    x(0_2_3_3)  c_e_flow(0_2_0)_  1
    x(0_2_3_3)  c_u_processors(2_3_0)_  3
    x(0_2_3_3)  c_u_area_cut(2)_  9
    x(0_2_3_4)  goodput   0.064981949458483748
    x(0_2_3_4)  c_e_one_path(0_2_3)_  1
    x(0_2_3_4)  c_e_flow(0_2_1)_  1
    x(0_2_3_4)  c_u_processors(2_3_0)_  3
    x(0_2_3_4)  c_u_processors(2_3_1)_  3
    x(0_2_3_4)  c_u_processors(2_3_2)_  3
    x(0_2_3_4)  c_u_area_cut(2)_  180
    x(0_2_3_5)  goodput   0.059566787003610108
    x(0_2_3_5)  c_e_one_path(0_2_3)_  1
    x(0_2_3_5)  c_e_flow(0_2_1)_  1
    x(0_2_3_5)  c_u_processors(2_3_0)_  3
    x(0_2_3_5)  c_u_processors(2_3_1)_  3
    x(0_2_3_5)  c_u_area_cut(2)_  165
    x(0_2_3_6)  goodput   0.0032490974729241875
    x(0_2_3_6)  c_e_one_path(0_2_3)_  1
    x(0_2_3_6)  c_e_flow(0_2_1)_  1
    x(0_2_3_6)  c_u_processors(2_3_0)_  3
    x(0_2_3_6)  c_u_area_cut(2)_  9
    x(0_2_3_7)  goodput   0.050902527075812269
    x(0_2_3_7)  c_e_one_path(0_2_3)_  1
    x(0_2_3_7)  c_e_flow(0_2_1)_  1
    x(0_2_3_7)  c_u_processors(2_3_1)_  3
    x(0_2_3_7)  c_u_processors(2_3_2)_  3
    x(0_2_3_7)  c_u_area_cut(2)_  141
    x(0_2_3_8)  goodput   0.045487364620938622
    x(0_2_3_8)  c_e_one_path(0_2_3)_  1
    x(0_2_3_8)  c_e_flow(0_2_1)_  1
    x(0_2_3_8)  c_u_processors(2_3_1)_  3
    x(0_2_3_8)  c_u_area_cut(2)_  126
    x(0_2_3_10)  goodput   0.059566787003610108
    x(0_2_3_10)  c_e_one_path(0_2_3)_  1
    x(0_2_3_10)  c_e_flow(0_2_2)_  1
    x(0_2_3_10)  c_u_processors(2_3_0)_  3
    x(0_2_3_10)  c_u_processors(2_3_1)_  3
    x(0_2_3_10)  c_u_processors(2_3_2)_  3
    x(0_2_3_10)  c_u_area_cut(2)_  165
    x(0_2_3_11)  goodput   0.054151624548736461
    x(0_2_3_11)  c_e_one_path(0_2_3)_  1
    x(0_2_3_11)  c_e_flow(0_2_2)_  1
    x(0_2_3_11)  c_u_processors(2_3_0)_  3
    x(0_2_3_11)  c_u_processors(2_3_1)_  3
    x(0_2_3_11)  c_u_area_cut(2)_  150
    x(0_2_3_13)  goodput   0.050902527075812269
    x(0_2_3_13)  c_e_one_path(0_2_3)_  1
    x(0_2_3_13)  c_e_flow(0_2_2)_  1
    x(0_2_3_13)  c_u_processors(2_3_1)_  3
    x(0_2_3_13)  c_u_processors(2_3_2)_  3
    x(0_2_3_13)  c_u_area_cut(2)_  141
    x(0_2_3_14)  goodput   0.045487364620938622
    x(0_2_3_14)  c_e_one_path(0_2_3)_  1
    x(0_2_3_14)  c_e_flow(0_2_2)_  1
    x(0_2_3_14)  c_u_processors(2_3_1)_  3
    x(0_2_3_14)  c_u_area_cut(2)_  126
    x(0_2_4_1)  goodput   0.064981949458483748
    x(0_2_4_1)  c_e_one_path(0_2_4)_  1
    x(0_2_4_1)  c_e_flow(0_2_0)_  1
    x(0_2_4_1)  c_u_processors(2_4_0)_  3
    x(0_2_4_1)  c_u_processors(2_4_1)_  3
    x(0_2_4_1)  c_u_processors(2_4_2)_  3
    x(0_2_4_1)  c_u_area_cut(2)_  180
    x(0_2_4_2)  goodput   0.059566787003610108
    x(0_2_4_2)  c_e_one_path(0_2_4)_  1
    x(0_2_4_2)  c_e_flow(0_2_0)_  1
    x(0_2_4_2)  c_u_processors(2_4_0)_  3
    x(0_2_4_2)  c_u_processors(2_4_1)_  3
    x(0_2_4_2)  c_u_area_cut(2)_  165
    x(0_2_4_3)  goodput   0.005415162454873646
    x(0_2_4_3)  c_e_one_path(0_2_4)_  1
    x(0_2_4_3)  c_e_flow(0_2_0)_  1
    x(0_2_4_3)  c_u_processors(2_4_0)_  3
    x(0_2_4_3)  c_u_area_cut(2)_  15
    x(0_2_4_4)  goodput   0.064981949458483748
    x(0_2_4_4)  c_e_one_path(0_2_4)_  1
    x(0_2_4_4)  c_e_flow(0_2_1)_  1
    x(0_2_4_4)  c_u_processors(2_4_0)_  3
    x(0_2_4_4)  c_u_processors(2_4_1)_  3
    x(0_2_4_4)  c_u_processors(2_4_2)_  3
    x(0_2_4_4)  c_u_area_cut(2)_  180
    x(0_2_4_5)  goodput   0.059566787003610108
    x(0_2_4_5)  c_e_one_path(0_2_4)_  1
    x(0_2_4_5)  c_e_flow(0_2_1)_  1
    x(0_2_4_5)  c_u_processors(2_4_0)_  3
    x(0_2_4_5)  c_u_processors(2_4_1)_  3
    x(0_2_4_5)  c_u_area_cut(2)_  165
    x(0_2_4_6)  goodput   0.005415162454873646
    x(0_2_4_6)  c_e_one_path(0_2_4)_  1
    x(0_2_4_6)  c_e_flow(0_2_1)_  1
    x(0_2_4_6)  c_u_processors(2_4_0)_  3
    x(0_2_4_6)  c_u_area_cut(2)_  15
    x(0_2_4_7)  goodput   0.048736462093862815
    x(0_2_4_7)  c_e_one_path(0_2_4)_  1
    x(0_2_4_7)  c_e_flow(0_2_1)_  1
    x(0_2_4_7)  c_u_processors(2_4_1)_  3
    x(0_2_4_7)  c_u_processors(2_4_2)_  3
    x(0_2_4_7)  c_u_area_cut(2)_  135
    x(0_2_4_8)  goodput   0.043321299638989168
    x(0_2_4_8)  c_e_one_path(0_2_4)_  1
    x(0_2_4_8)  c_e_flow(0_2_1)_  1
    x(0_2_4_8)  c_u_processors(2_4_1)_  3
    x(0_2_4_8)  c_u_area_cut(2)_  120
    x(0_2_4_10)  goodput   0.059566787003610108
    x(0_2_4_10)  c_e_one_path(0_2_4)_  1
    x(0_2_4_10)  c_e_flow(0_2_2)_  1
    x(0_2_4_10)  c_u_processors(2_4_0)_  3
    x(0_2_4_10)  c_u_processors(2_4_1)_  3
    x(0_2_4_10)  c_u_processors(2_4_2)_  3
    x(0_2_4_10)  c_u_area_cut(2)_  165
    x(0_2_4_11)  goodput   0.054151624548736461
    x(0_2_4_11)  c_e_one_path(0_2_4)_  1
    x(0_2_4_11)  c_e_flow(0_2_2)_  1
    x(0_2_4_11)  c_u_processors(2_4_0)_  3
    x(0_2_4_11)  c_u_processors(2_4_1)_  3
    x(0_2_4_11)  c_u_area_cut(2)_  150
    x(0_2_4_13)  goodput   0.048736462093862815
    x(0_2_4_13)  c_e_one_path(0_2_4)_  1
    x(0_2_4_13)  c_e_flow(0_2_2)_  1
    x(0_2_4_13)  c_u_processors(2_4_1)_  3
    x(0_2_4_13)  c_u_processors(2_4_2)_  3
    x(0_2_4_13)  c_u_area_cut(2)_  135
    x(0_2_4_14)  goodput   0.043321299638989168
    x(0_2_4_14)  c_e_one_path(0_2_4)_  1
    x(0_2_4_14)  c_e_flow(0_2_2)_  1
    x(0_2_4_14)  c_u_processors(2_4_1)_  3
    x(0_2_4_14)  c_u_area_cut(2)_  120
    x(0_2_5_1)  goodput   0.064981949458483748
    x(0_2_5_1)  c_e_one_path(0_2_5)_  1
    x(0_2_5_1)  c_e_flow(0_2_0)_  1
    x(0_2_5_1)  c_u_processors(2_5_0)_  3
    x(0_2_5_1)  c_u_processors(2_5_1)_  3
    x(0_2_5_1)  c_u_processors(2_5_2)_  3
    x(0_2_5_1)  c_u_area_cut(2)_  180
    x(0_2_5_2)  goodput   0.059566787003610108
    x(0_2_5_2)  c_e_one_path(0_2_5)_  1
    x(0_2_5_2)  c_e_flow(0_2_0)_  1
    x(0_2_5_2)  c_u_processors(2_5_0)_  3
    x(0_2_5_2)  c_u_processors(2_5_1)_  3
    x(0_2_5_2)  c_u_area_cut(2)_  165
    x(0_2_5_3)  goodput   0.007581227436823104
    x(0_2_5_3)  c_e_one_path(0_2_5)_  1
    x(0_2_5_3)  c_e_flow(0_2_0)_  1
    x(0_2_5_3)  c_u_processors(2_5_0)_  3
    x(0_2_5_3)  c_u_area_cut(2)_  21
    x(0_2_5_4)  goodput   0.064981949458483748
    x(0_2_5_4)  c_e_one_path(0_2_5)_  1
    x(0_2_5_4)  c_e_flow(0_2_1)_  1
    x(0_2_5_4)  c_u_processors(2_5_0)_  3
    x(0_2_5_4)  c_u_processors(2_5_1)_  3
    x(0_2_5_4)  c_u_processors(2_5_2)_  3
    x(0_2_5_4)  c_u_area_cut(2)_  180
    x(0_2_5_5)  goodput   0.059566787003610108
    x(0_2_5_5)  c_e_one_path(0_2_5)_  1
    x(0_2_5_5)  c_e_flow(0_2_1)_  1
    x(0_2_5_5)  c_u_processors(2_5_0)_  3
    x(0_2_5_5)  c_u_processors(2_5_1)_  3
    x(0_2_5_5)  c_u_area_cut(2)_  165
    x(0_2_5_6)  goodput   0.007581227436823104
    x(0_2_5_6)  c_e_one_path(0_2_5)_  1
    x(0_2_5_6)  c_e_flow(0_2_1)_  1
    x(0_2_5_6)  c_u_processors(2_5_0)_  3
    x(0_2_5_6)  c_u_area_cut(2)_  21
    x(0_2_5_7)  goodput   0.046570397111913353
    x(0_2_5_7)  c_e_one_path(0_2_5)_  1
    x(0_2_5_7)  c_e_flow(0_2_1)_  1
    x(0_2_5_7)  c_u_processors(2_5_1)_  3
    x(0_2_5_7)  c_u_processors(2_5_2)_  3
    x(0_2_5_7)  c_u_area_cut(2)_  129
    x(0_2_5_8)  goodput   0.041155234657039706
    x(0_2_5_8)  c_e_one_path(0_2_5)_  1
    x(0_2_5_8)  c_e_flow(0_2_1)_  1
    x(0_2_5_8)  c_u_processors(2_5_1)_  3
    x(0_2_5_8)  c_u_area_cut(2)_  114
    x(0_2_5_10)  goodput   0.059566787003610108
    x(0_2_5_10)  c_e_one_path(0_2_5)_  1
    x(0_2_5_10)  c_e_flow(0_2_2)_  1
    x(0_2_5_10)  c_u_processors(2_5_0)_  3
    x(0_2_5_10)  c_u_processors(2_5_1)_  3
    x(0_2_5_10)  c_u_processors(2_5_2)_  3
    x(0_2_5_10)  c_u_area_cut(2)_  165
    x(0_2_5_11)  goodput   0.054151624548736461
    x(0_2_5_11)  c_e_one_path(0_2_5)_  1
    x(0_2_5_11)  c_e_flow(0_2_2)_  1
    x(0_2_5_11)  c_u_processors(2_5_0)_  3
    x(0_2_5_11)  c_u_processors(2_5_1)_  3
    x(0_2_5_11)  c_u_area_cut(2)_  150
    x(0_2_5_12)  goodput   0.0021660649819494585
    x(0_2_5_12)  c_e_one_path(0_2_5)_  1
    x(0_2_5_12)  c_e_flow(0_2_2)_  1
    x(0_2_5_12)  c_u_processors(2_5_0)_  3
    x(0_2_5_12)  c_u_area_cut(2)_  6
    x(0_2_5_13)  goodput   0.046570397111913353
    x(0_2_5_13)  c_e_one_path(0_2_5)_  1
    x(0_2_5_13)  c_e_flow(0_2_2)_  1
    x(0_2_5_13)  c_u_processors(2_5_1)_  3
    x(0_2_5_13)  c_u_processors(2_5_2)_  3
    x(0_2_5_13)  c_u_area_cut(2)_  129
    x(0_2_5_14)  goodput   0.041155234657039706
    x(0_2_5_14)  c_e_one_path(0_2_5)_  1
    x(0_2_5_14)  c_e_flow(0_2_2)_  1
    x(0_2_5_14)  c_u_processors(2_5_1)_  3
    x(0_2_5_14)  c_u_area_cut(2)_  114
    x(0_2_6_1)  goodput   0.064981949458483748
    x(0_2_6_1)  c_e_one_path(0_2_6)_  1
    x(0_2_6_1)  c_e_flow(0_2_0)_  1
    x(0_2_6_1)  c_u_processors(2_6_0)_  3
    x(0_2_6_1)  c_u_processors(2_6_1)_  3
    x(0_2_6_1)  c_u_processors(2_6_2)_  3
    x(0_2_6_1)  c_u_area_cut(2)_  180
    x(0_2_6_2)  goodput   0.059566787003610108
    x(0_2_6_2)  c_e_one_path(0_2_6)_  1
    x(0_2_6_2)  c_e_flow(0_2_0)_  1
    x(0_2_6_2)  c_u_processors(2_6_0)_  3
    x(0_2_6_2)  c_u_processors(2_6_1)_  3
    x(0_2_6_2)  c_u_area_cut(2)_  165
    x(0_2_6_3)  goodput   0.011913357400722021
    x(0_2_6_3)  c_e_one_path(0_2_6)_  1
    x(0_2_6_3)  c_e_flow(0_2_0)_  1
    x(0_2_6_3)  c_u_processors(2_6_0)_  3
    x(0_2_6_3)  c_u_area_cut(2)_  33
    x(0_2_6_4)  goodput   0.064981949458483748
    x(0_2_6_4)  c_e_one_path(0_2_6)_  1
    x(0_2_6_4)  c_e_flow(0_2_1)_  1
    x(0_2_6_4)  c_u_processors(2_6_0)_  3
    x(0_2_6_4)  c_u_processors(2_6_1)_  3
    x(0_2_6_4)  c_u_processors(2_6_2)_  3
    x(0_2_6_4)  c_u_area_cut(2)_  180
    x(0_2_6_5)  goodput   0.059566787003610108
    x(0_2_6_5)  c_e_one_path(0_2_6)_  1
    x(0_2_6_5)  c_e_flow(0_2_1)_  1
    x(0_2_6_5)  c_u_processors(2_6_0)_  3
    x(0_2_6_5)  c_u_processors(2_6_1)_  3
    x(0_2_6_5)  c_u_area_cut(2)_  165
    x(0_2_6_6)  goodput   0.011913357400722021
    x(0_2_6_6)  c_e_one_path(0_2_6)_  1
    x(0_2_6_6)  c_e_flow(0_2_1)_  1
    x(0_2_6_6)  c_u_processors(2_6_0)_  3
    x(0_2_6_6)  c_u_area_cut(2)_  33
    x(0_2_6_7)  goodput   0.042238267148014437
    x(0_2_6_7)  c_e_one_path(0_2_6)_  1
    x(0_2_6_7)  c_e_flow(0_2_1)_  1
    x(0_2_6_7)  c_u_processors(2_6_1)_  3
    x(0_2_6_7)  c_u_processors(2_6_2)_  3
    x(0_2_6_7)  c_u_area_cut(2)_  117
    x(0_2_6_8)  goodput   0.03682310469314079
    x(0_2_6_8)  c_e_one_path(0_2_6)_  1
    x(0_2_6_8)  c_e_flow(0_2_1)_  1
    x(0_2_6_8)  c_u_processors(2_6_1)_  3
    x(0_2_6_8)  c_u_area_cut(2)_  102
    x(0_2_6_10)  goodput   0.059566787003610108
    x(0_2_6_10)  c_e_one_path(0_2_6)_  1
    x(0_2_6_10)  c_e_flow(0_2_2)_  1
    x(0_2_6_10)  c_u_processors(2_6_0)_  3
    x(0_2_6_10)  c_u_processors(2_6_1)_  3
    x(0_2_6_10)  c_u_processors(2_6_2)_  3
    x(0_2_6_10)  c_u_area_cut(2)_  165
    x(0_2_6_11)  goodput   0.054151624548736461
    x(0_2_6_11)  c_e_one_path(0_2_6)_  1
    x(0_2_6_11)  c_e_flow(0_2_2)_  1
    x(0_2_6_11)  c_u_processors(2_6_0)_  3
    x(0_2_6_11)  c_u_processors(2_6_1)_  3
    x(0_2_6_11)  c_u_area_cut(2)_  150
    x(0_2_6_12)  goodput   0.006498194945848375
    x(0_2_6_12)  c_e_one_path(0_2_6)_  1
    x(0_2_6_12)  c_e_flow(0_2_2)_  1
    x(0_2_6_12)  c_u_processors(2_6_0)_  3
    x(0_2_6_12)  c_u_area_cut(2)_  18
    x(0_2_6_13)  goodput   0.042238267148014437
    x(0_2_6_13)  c_e_one_path(0_2_6)_  1
    x(0_2_6_13)  c_e_flow(0_2_2)_  1
    x(0_2_6_13)  c_u_processors(2_6_1)_  3
    x(0_2_6_13)  c_u_processors(2_6_2)_  3
    x(0_2_6_13)  c_u_area_cut(2)_  117
    x(0_2_6_14)  goodput   0.03682310469314079
    x(0_2_6_14)  c_e_one_path(0_2_6)_  1
    x(0_2_6_14)  c_e_flow(0_2_2)_  1
    x(0_2_6_14)  c_u_processors(2_6_1)_  3
    x(0_2_6_14)  c_u_area_cut(2)_  102
    x(0_2_7_1)  goodput   0.064981949458483748
    x(0_2_7_1)  c_e_one_path(0_2_7)_  1
    x(0_2_7_1)  c_e_flow(0_2_0)_  1
    x(0_2_7_1)  c_u_processors(2_7_0)_  3
    x(0_2_7_1)  c_u_processors(2_7_1)_  3
    x(0_2_7_1)  c_u_processors(2_7_2)_  3
    x(0_2_7_1)  c_u_area_cut(2)_  180
    x(0_2_7_2)  goodput   0.059566787003610108
    x(0_2_7_2)  c_e_one_path(0_2_7)_  1
    x(0_2_7_2)  c_e_flow(0_2_0)_  1
    x(0_2_7_2)  c_u_processors(2_7_0)_  3
    x(0_2_7_2)  c_u_processors(2_7_1)_  3
    x(0_2_7_2)  c_u_area_cut(2)_  165
    x(0_2_7_3)  goodput   0.016245487364620937
    x(0_2_7_3)  c_e_one_path(0_2_7)_  1
    x(0_2_7_3)  c_e_flow(0_2_0)_  1
    x(0_2_7_3)  c_u_processors(2_7_0)_  3
    x(0_2_7_3)  c_u_area_cut(2)_  45
    x(0_2_7_4)  goodput   0.064981949458483748
    x(0_2_7_4)  c_e_one_path(0_2_7)_  1
    x(0_2_7_4)  c_e_flow(0_2_1)_  1
    x(0_2_7_4)  c_u_processors(2_7_0)_  3
    x(0_2_7_4)  c_u_processors(2_7_1)_  3
    x(0_2_7_4)  c_u_processors(2_7_2)_  3
    x(0_2_7_4)  c_u_area_cut(2)_  180
    x(0_2_7_5)  goodput   0.059566787003610108
    x(0_2_7_5)  c_e_one_path(0_2_7)_  1
    x(0_2_7_5)  c_e_flow(0_2_1)_  1
    x(0_2_7_5)  c_u_processors(2_7_0)_  3
    x(0_2_7_5)  c_u_processors(2_7_1)_  3
    x(0_2_7_5)  c_u_area_cut(2)_  165
    x(0_2_7_6)  goodput   0.016245487364620937
    x(0_2_7_6)  c_e_one_path(0_2_7)_  1
    x(0_2_7_6)  c_e_flow(0_2_1)_  1
    x(0_2_7_6)  c_u_processors(2_7_0)_  3
    x(0_2_7_6)  c_u_area_cut(2)_  45
    x(0_2_7_7)  goodput   0.037906137184115521
    x(0_2_7_7)  c_e_one_path(0_2_7)_  1
    x(0_2_7_7)  c_e_flow(0_2_1)_  1
    x(0_2_7_7)  c_u_processors(2_7_1)_  3
    x(0_2_7_7)  c_u_processors(2_7_2)_  3
    x(0_2_7_7)  c_u_area_cut(2)_  105
    x(0_2_7_8)  goodput   0.032490974729241874
    x(0_2_7_8)  c_e_one_path(0_2_7)_  1
    x(0_2_7_8)  c_e_flow(0_2_1)_  1
    x(0_2_7_8)  c_u_processors(2_7_1)_  3
    x(0_2_7_8)  c_u_area_cut(2)_  90
    x(0_2_7_10)  goodput   0.059566787003610108
    x(0_2_7_10)  c_e_one_path(0_2_7)_  1
    x(0_2_7_10)  c_e_flow(0_2_2)_  1
    x(0_2_7_10)  c_u_processors(2_7_0)_  3
    x(0_2_7_10)  c_u_processors(2_7_1)_  3
    x(0_2_7_10)  c_u_processors(2_7_2)_  3
    x(0_2_7_10)  c_u_area_cut(2)_  165
    x(0_2_7_11)  goodput   0.054151624548736461
    x(0_2_7_11)  c_e_one_path(0_2_7)_  1
    x(0_2_7_11)  c_e_flow(0_2_2)_  1
    x(0_2_7_11)  c_u_processors(2_7_0)_  3
    x(0_2_7_11)  c_u_processors(2_7_1)_  3
    x(0_2_7_11)  c_u_area_cut(2)_  150
    x(0_2_7_12)  goodput   0.010830324909747292
    x(0_2_7_12)  c_e_one_path(0_2_7)_  1
    x(0_2_7_12)  c_e_flow(0_2_2)_  1
    x(0_2_7_12)  c_u_processors(2_7_0)_  3
    x(0_2_7_12)  c_u_area_cut(2)_  30
    x(0_2_7_13)  goodput   0.037906137184115521
    x(0_2_7_13)  c_e_one_path(0_2_7)_  1
    x(0_2_7_13)  c_e_flow(0_2_2)_  1
    x(0_2_7_13)  c_u_processors(2_7_1)_  3
    x(0_2_7_13)  c_u_processors(2_7_2)_  3
    x(0_2_7_13)  c_u_area_cut(2)_  105
    x(0_2_7_14)  goodput   0.032490974729241874
    x(0_2_7_14)  c_e_one_path(0_2_7)_  1
    x(0_2_7_14)  c_e_flow(0_2_2)_  1
    x(0_2_7_14)  c_u_processors(2_7_1)_  3
    x(0_2_7_14)  c_u_area_cut(2)_  90
    x(0_2_8_1)  goodput   0.064981949458483748
    x(0_2_8_1)  c_e_one_path(0_2_8)_  1
    x(0_2_8_1)  c_e_flow(0_2_0)_  1
    x(0_2_8_1)  c_u_processors(2_8_0)_  3
    x(0_2_8_1)  c_u_processors(2_8_1)_  3
    x(0_2_8_1)  c_u_processors(2_8_2)_  3
    x(0_2_8_1)  c_u_area_cut(2)_  180
    x(0_2_8_2)  goodput   0.059566787003610108
    x(0_2_8_2)  c_e_one_path(0_2_8)_  1
    x(0_2_8_2)  c_e_flow(0_2_0)_  1
    x(0_2_8_2)  c_u_processors(2_8_0)_  3
    x(0_2_8_2)  c_u_processors(2_8_1)_  3
    x(0_2_8_2)  c_u_area_cut(2)_  165
    x(0_2_8_3)  goodput   0.020577617328519853
    x(0_2_8_3)  c_e_one_path(0_2_8)_  1
    x(0_2_8_3)  c_e_flow(0_2_0)_  1
    x(0_2_8_3)  c_u_processors(2_8_0)_  3
    x(0_2_8_3)  c_u_area_cut(2)_  57
    x(0_2_8_4)  goodput   0.064981949458483748
    x(0_2_8_4)  c_e_one_path(0_2_8)_  1
    x(0_2_8_4)  c_e_flow(0_2_1)_  1
    x(0_2_8_4)  c_u_processors(2_8_0)_  3
    x(0_2_8_4)  c_u_processors(2_8_1)_  3
    x(0_2_8_4)  c_u_processors(2_8_2)_  3
    x(0_2_8_4)  c_u_area_cut(2)_  180
    x(0_2_8_5)  goodput   0.059566787003610108
    x(0_2_8_5)  c_e_one_path(0_2_8)_  1
    x(0_2_8_5)  c_e_flow(0_2_1)_  1
    x(0_2_8_5)  c_u_processors(2_8_0)_  3
    x(0_2_8_5)  c_u_processors(2_8_1)_  3
    x(0_2_8_5)  c_u_area_cut(2)_  165
    x(0_2_8_6)  goodput   0.020577617328519853
    x(0_2_8_6)  c_e_one_path(0_2_8)_  1
    x(0_2_8_6)  c_e_flow(0_2_1)_  1
    x(0_2_8_6)  c_u_processors(2_8_0)_  3
    x(0_2_8_6)  c_u_area_cut(2)_  57
    x(0_2_8_7)  goodput   0.033574007220216605
    x(0_2_8_7)  c_e_one_path(0_2_8)_  1
    x(0_2_8_7)  c_e_flow(0_2_1)_  1
    x(0_2_8_7)  c_u_processors(2_8_1)_  3
    x(0_2_8_7)  c_u_processors(2_8_2)_  3
    x(0_2_8_7)  c_u_area_cut(2)_  93
    x(0_2_8_8)  goodput   0.028158844765342958
    x(0_2_8_8)  c_e_one_path(0_2_8)_  1
    x(0_2_8_8)  c_e_flow(0_2_1)_  1
    x(0_2_8_8)  c_u_processors(2_8_1)_  3
    x(0_2_8_8)  c_u_area_cut(2)_  78
    x(0_2_8_10)  goodput   0.059566787003610108
    x(0_2_8_10)  c_e_one_path(0_2_8)_  1
    x(0_2_8_10)  c_e_flow(0_2_2)_  1
    x(0_2_8_10)  c_u_processors(2_8_0)_  3
    x(0_2_8_10)  c_u_processors(2_8_1)_  3
    x(0_2_8_10)  c_u_processors(2_8_2)_  3
    x(0_2_8_10)  c_u_area_cut(2)_  165
    x(0_2_8_11)  goodput   0.054151624548736461
    x(0_2_8_11)  c_e_one_path(0_2_8)_  1
    x(0_2_8_11)  c_e_flow(0_2_2)_  1
    x(0_2_8_11)  c_u_processors(2_8_0)_  3
    x(0_2_8_11)  c_u_processors(2_8_1)_  3
    x(0_2_8_11)  c_u_area_cut(2)_  150
    x(0_2_8_12)  goodput   0.015162454873646208
    x(0_2_8_12)  c_e_one_path(0_2_8)_  1
    x(0_2_8_12)  c_e_flow(0_2_2)_  1
    x(0_2_8_12)  c_u_processors(2_8_0)_  3
    x(0_2_8_12)  c_u_area_cut(2)_  42
    x(0_2_8_13)  goodput   0.033574007220216605
    x(0_2_8_13)  c_e_one_path(0_2_8)_  1
    x(0_2_8_13)  c_e_flow(0_2_2)_  1
    x(0_2_8_13)  c_u_processors(2_8_1)_  3
    x(0_2_8_13)  c_u_processors(2_8_2)_  3
    x(0_2_8_13)  c_u_area_cut(2)_  93
    x(0_2_8_14)  goodput   0.028158844765342958
    x(0_2_8_14)  c_e_one_path(0_2_8)_  1
    x(0_2_8_14)  c_e_flow(0_2_2)_  1
    x(0_2_8_14)  c_u_processors(2_8_1)_  3
    x(0_2_8_14)  c_u_area_cut(2)_  78
    x(0_2_9_1)  goodput   0.064981949458483748
    x(0_2_9_1)  c_e_one_path(0_2_9)_  1
    x(0_2_9_1)  c_e_flow(0_2_0)_  1
    x(0_2_9_1)  c_u_processors(2_9_0)_  3
    x(0_2_9_1)  c_u_processors(2_9_1)_  3
    x(0_2_9_1)  c_u_processors(2_9_2)_  3
    x(0_2_9_1)  c_u_area_cut(2)_  180
    x(0_2_9_2)  goodput   0.059566787003610108
    x(0_2_9_2)  c_e_one_path(0_2_9)_  1
    x(0_2_9_2)  c_e_flow(0_2_0)_  1
    x(0_2_9_2)  c_u_processors(2_9_0)_  3
    x(0_2_9_2)  c_u_processors(2_9_1)_  3
    x(0_2_9_2)  c_u_area_cut(2)_  165
    x(0_2_9_3)  goodput   0.033574007220216605
    x(0_2_9_3)  c_e_one_path(0_2_9)_  1
    x(0_2_9_3)  c_e_flow(0_2_0)_  1
    x(0_2_9_3)  c_u_processors(2_9_0)_  3
    x(0_2_9_3)  c_u_area_cut(2)_  93
    x(0_2_9_4)  goodput   0.064981949458483748
    x(0_2_9_4)  c_e_one_path(0_2_9)_  1
    x(0_2_9_4)  c_e_flow(0_2_1)_  1
    x(0_2_9_4)  c_u_processors(2_9_0)_  3
    x(0_2_9_4)  c_u_processors(2_9_1)_  3
    x(0_2_9_4)  c_u_processors(2_9_2)_  3
    x(0_2_9_4)  c_u_area_cut(2)_  180
    x(0_2_9_5)  goodput   0.059566787003610108
    x(0_2_9_5)  c_e_one_path(0_2_9)_  1
    x(0_2_9_5)  c_e_flow(0_2_1)_  1
    x(0_2_9_5)  c_u_processors(2_9_0)_  3
    x(0_2_9_5)  c_u_processors(2_9_1)_  3
    x(0_2_9_5)  c_u_area_cut(2)_  165
    x(0_2_9_6)  goodput   0.033574007220216605
    x(0_2_9_6)  c_e_one_path(0_2_9)_  1
    x(0_2_9_6)  c_e_flow(0_2_1)_  1
    x(0_2_9_6)  c_u_processors(2_9_0)_  3
    x(0_2_9_6)  c_u_area_cut(2)_  93
    x(0_2_9_7)  goodput   0.020577617328519853
    x(0_2_9_7)  c_e_one_path(0_2_9)_  1
    x(0_2_9_7)  c_e_flow(0_2_1)_  1
    x(0_2_9_7)  c_u_processors(2_9_1)_  3
    x(0_2_9_7)  c_u_processors(2_9_2)_  3
    x(0_2_9_7)  c_u_area_cut(2)_  57
    x(0_2_9_8)  goodput   0.015162454873646208
    x(0_2_9_8)  c_e_one_path(0_2_9)_  1
    x(0_2_9_8)  c_e_flow(0_2_1)_  1
    x(0_2_9_8)  c_u_processors(2_9_1)_  3
    x(0_2_9_8)  c_u_area_cut(2)_  42
    x(0_2_9_10)  goodput   0.059566787003610108
    x(0_2_9_10)  c_e_one_path(0_2_9)_  1
    x(0_2_9_10)  c_e_flow(0_2_2)_  1
    x(0_2_9_10)  c_u_processors(2_9_0)_  3
    x(0_2_9_10)  c_u_processors(2_9_1)_  3
    x(0_2_9_10)  c_u_processors(2_9_2)_  3
    x(0_2_9_10)  c_u_area_cut(2)_  165
    x(0_2_9_11)  goodput   0.054151624548736461
    x(0_2_9_11)  c_e_one_path(0_2_9)_  1
    x(0_2_9_11)  c_e_flow(0_2_2)_  1
    x(0_2_9_11)  c_u_processors(2_9_0)_  3
    x(0_2_9_11)  c_u_processors(2_9_1)_  3
    x(0_2_9_11)  c_u_area_cut(2)_  150
    x(0_2_9_12)  goodput   0.028158844765342958
    x(0_2_9_12)  c_e_one_path(0_2_9)_  1
    x(0_2_9_12)  c_e_flow(0_2_2)_  1
    x(0_2_9_12)  c_u_processors(2_9_0)_  3
    x(0_2_9_12)  c_u_area_cut(2)_  78
    x(0_2_9_13)  goodput   0.020577617328519853
    x(0_2_9_13)  c_e_one_path(0_2_9)_  1
    x(0_2_9_13)  c_e_flow(0_2_2)_  1
    x(0_2_9_13)  c_u_processors(2_9_1)_  3
    x(0_2_9_13)  c_u_processors(2_9_2)_  3
    x(0_2_9_13)  c_u_area_cut(2)_  57
    x(0_2_9_14)  goodput   0.015162454873646208
    x(0_2_9_14)  c_e_one_path(0_2_9)_  1
    x(0_2_9_14)  c_e_flow(0_2_2)_  1
    x(0_2_9_14)  c_u_processors(2_9_1)_  3
    x(0_2_9_14)  c_u_area_cut(2)_  42
    x(0_2_10_1)  goodput   0.064981949458483748
    x(0_2_10_1)  c_e_one_path(0_2_10)_  1
    x(0_2_10_1)  c_e_flow(0_2_0)_  1
    x(0_2_10_1)  c_u_processors(2_10_0)_  3
    x(0_2_10_1)  c_u_processors(2_10_1)_  3
    x(0_2_10_1)  c_u_processors(2_10_2)_  3
    x(0_2_10_1)  c_u_area_cut(2)_  180
    x(0_2_10_2)  goodput   0.059566787003610108
    x(0_2_10_2)  c_e_one_path(0_2_10)_  1
    x(0_2_10_2)  c_e_flow(0_2_0)_  1
    x(0_2_10_2)  c_u_processors(2_10_0)_  3
    x(0_2_10_2)  c_u_processors(2_10_1)_  3
    x(0_2_10_2)  c_u_area_cut(2)_  165
    x(0_2_10_3)  goodput   0.037906137184115521
    x(0_2_10_3)  c_e_one_path(0_2_10)_  1
    x(0_2_10_3)  c_e_flow(0_2_0)_  1
    x(0_2_10_3)  c_u_processors(2_10_0)_  3
    x(0_2_10_3)  c_u_area_cut(2)_  105
    x(0_2_10_4)  goodput   0.064981949458483748
    x(0_2_10_4)  c_e_one_path(0_2_10)_  1
    x(0_2_10_4)  c_e_flow(0_2_1)_  1
    x(0_2_10_4)  c_u_processors(2_10_0)_  3
    x(0_2_10_4)  c_u_processors(2_10_1)_  3
    x(0_2_10_4)  c_u_processors(2_10_2)_  3
    x(0_2_10_4)  c_u_area_cut(2)_  180
    x(0_2_10_5)  goodput   0.059566787003610108
    x(0_2_10_5)  c_e_one_path(0_2_10)_  1
    x(0_2_10_5)  c_e_flow(0_2_1)_  1
    x(0_2_10_5)  c_u_processors(2_10_0)_  3
    x(0_2_10_5)  c_u_processors(2_10_1)_  3
    x(0_2_10_5)  c_u_area_cut(2)_  165
    x(0_2_10_6)  goodput   0.037906137184115521
    x(0_2_10_6)  c_e_one_path(0_2_10)_  1
    x(0_2_10_6)  c_e_flow(0_2_1)_  1
    x(0_2_10_6)  c_u_processors(2_10_0)_  3
    x(0_2_10_6)  c_u_area_cut(2)_  105
    x(0_2_10_7)  goodput   0.016245487364620937
    x(0_2_10_7)  c_e_one_path(0_2_10)_  1
    x(0_2_10_7)  c_e_flow(0_2_1)_  1
    x(0_2_10_7)  c_u_processors(2_10_1)_  3
    x(0_2_10_7)  c_u_processors(2_10_2)_  3
    x(0_2_10_7)  c_u_area_cut(2)_  45
    x(0_2_10_8)  goodput   0.010830324909747292
    x(0_2_10_8)  c_e_one_path(0_2_10)_  1
    x(0_2_10_8)  c_e_flow(0_2_1)_  1
    x(0_2_10_8)  c_u_processors(2_10_1)_  3
    x(0_2_10_8)  c_u_area_cut(2)_  30
    x(0_2_10_10)  goodput   0.059566787003610108
    x(0_2_10_10)  c_e_one_path(0_2_10)_  1
    x(0_2_10_10)  c_e_flow(0_2_2)_  1
    x(0_2_10_10)  c_u_processors(2_10_0)_  3
    x(0_2_10_10)  c_u_processors(2_10_1)_  3
    x(0_2_10_10)  c_u_processors(2_10_2)_  3
    x(0_2_10_10)  c_u_area_cut(2)_  165
    x(0_2_10_11)  goodput   0.054151624548736461
    x(0_2_10_11)  c_e_one_path(0_2_10)_  1
    x(0_2_10_11)  c_e_flow(0_2_2)_  1
    x(0_2_10_11)  c_u_processors(2_10_0)_  3
    x(0_2_10_11)  c_u_processors(2_10_1)_  3
    x(0_2_10_11)  c_u_area_cut(2)_  150
    x(0_2_10_12)  goodput   0.032490974729241874
    x(0_2_10_12)  c_e_one_path(0_2_10)_  1
    x(0_2_10_12)  c_e_flow(0_2_2)_  1
    x(0_2_10_12)  c_u_processors(2_10_0)_  3
    x(0_2_10_12)  c_u_area_cut(2)_  90
    x(0_2_10_13)  goodput   0.016245487364620937
    x(0_2_10_13)  c_e_one_path(0_2_10)_  1
    x(0_2_10_13)  c_e_flow(0_2_2)_  1
    x(0_2_10_13)  c_u_processors(2_10_1)_  3
    x(0_2_10_13)  c_u_processors(2_10_2)_  3
    x(0_2_10_13)  c_u_area_cut(2)_  45
    x(0_2_10_14)  goodput   0.010830324909747292
    x(0_2_10_14)  c_e_one_path(0_2_10)_  1
    x(0_2_10_14)  c_e_flow(0_2_2)_  1
    x(0_2_10_14)  c_u_processors(2_10_1)_  3
    x(0_2_10_14)  c_u_area_cut(2)_  30
    x(0_2_11_1)  goodput   0.064981949458483748
    x(0_2_11_1)  c_e_one_path(0_2_11)_  1
    x(0_2_11_1)  c_e_flow(0_2_0)_  1
    x(0_2_11_1)  c_u_processors(2_11_0)_  3
    x(0_2_11_1)  c_u_processors(2_11_1)_  3
    x(0_2_11_1)  c_u_processors(2_11_2)_  3
    x(0_2_11_1)  c_u_area_cut(2)_  180
    x(0_2_11_2)  goodput   0.059566787003610108
    x(0_2_11_2)  c_e_one_path(0_2_11)_  1
    x(0_2_11_2)  c_e_flow(0_2_0)_  1
    x(0_2_11_2)  c_u_processors(2_11_0)_  3
    x(0_2_11_2)  c_u_processors(2_11_1)_  3
    x(0_2_11_2)  c_u_area_cut(2)_  165
    x(0_2_11_3)  goodput   0.042238267148014437
    x(0_2_11_3)  c_e_one_path(0_2_11)_  1
    x(0_2_11_3)  c_e_flow(0_2_0)_  1
    x(0_2_11_3)  c_u_processors(2_11_0)_  3
    x(0_2_11_3)  c_u_area_cut(2)_  117
    x(0_2_11_4)  goodput   0.064981949458483748
    x(0_2_11_4)  c_e_one_path(0_2_11)_  1
    x(0_2_11_4)  c_e_flow(0_2_1)_  1
    x(0_2_11_4)  c_u_processors(2_11_0)_  3
    x(0_2_11_4)  c_u_processors(2_11_1)_  3
    x(0_2_11_4)  c_u_processors(2_11_2)_  3
    x(0_2_11_4)  c_u_area_cut(2)_  180
    x(0_2_11_5)  goodput   0.059566787003610108
    x(0_2_11_5)  c_e_one_path(0_2_11)_  1
    x(0_2_11_5)  c_e_flow(0_2_1)_  1
    x(0_2_11_5)  c_u_processors(2_11_0)_  3
    x(0_2_11_5)  c_u_processors(2_11_1)_  3
    x(0_2_11_5)  c_u_area_cut(2)_  165
    x(0_2_11_6)  goodput   0.042238267148014437
    x(0_2_11_6)  c_e_one_path(0_2_11)_  1
    x(0_2_11_6)  c_e_flow(0_2_1)_  1
    x(0_2_11_6)  c_u_processors(2_11_0)_  3
    x(0_2_11_6)  c_u_area_cut(2)_  117
    x(0_2_11_7)  goodput   0.011913357400722021
    x(0_2_11_7)  c_e_one_path(0_2_11)_  1
    x(0_2_11_7)  c_e_flow(0_2_1)_  1
    x(0_2_11_7)  c_u_processors(2_11_1)_  3
    x(0_2_11_7)  c_u_processors(2_11_2)_  3
    x(0_2_11_7)  c_u_area_cut(2)_  33
    x(0_2_11_8)  goodput   0.006498194945848375
    x(0_2_11_8)  c_e_one_path(0_2_11)_  1
    x(0_2_11_8)  c_e_flow(0_2_1)_  1
    x(0_2_11_8)  c_u_processors(2_11_1)_  3
    x(0_2_11_8)  c_u_area_cut(2)_  18
    x(0_2_11_10)  goodput   0.059566787003610108
    x(0_2_11_10)  c_e_one_path(0_2_11)_  1
    x(0_2_11_10)  c_e_flow(0_2_2)_  1
    x(0_2_11_10)  c_u_processors(2_11_0)_  3
    x(0_2_11_10)  c_u_processors(2_11_1)_  3
    x(0_2_11_10)  c_u_processors(2_11_2)_  3
    x(0_2_11_10)  c_u_area_cut(2)_  165
    x(0_2_11_11)  goodput   0.054151624548736461
    x(0_2_11_11)  c_e_one_path(0_2_11)_  1
    x(0_2_11_11)  c_e_flow(0_2_2)_  1
    x(0_2_11_11)  c_u_processors(2_11_0)_  3
    x(0_2_11_11)  c_u_processors(2_11_1)_  3
    x(0_2_11_11)  c_u_area_cut(2)_  150
    x(0_2_11_12)  goodput   0.03682310469314079
    x(0_2_11_12)  c_e_one_path(0_2_11)_  1
    x(0_2_11_12)  c_e_flow(0_2_2)_  1
    x(0_2_11_12)  c_u_processors(2_11_0)_  3
    x(0_2_11_12)  c_u_area_cut(2)_  102
    x(0_2_11_13)  goodput   0.011913357400722021
    x(0_2_11_13)  c_e_one_path(0_2_11)_  1
    x(0_2_11_13)  c_e_flow(0_2_2)_  1
    x(0_2_11_13)  c_u_processors(2_11_1)_  3
    x(0_2_11_13)  c_u_processors(2_11_2)_  3
    x(0_2_11_13)  c_u_area_cut(2)_  33
    x(0_2_11_14)  goodput   0.006498194945848375
    x(0_2_11_14)  c_e_one_path(0_2_11)_  1
    x(0_2_11_14)  c_e_flow(0_2_2)_  1
    x(0_2_11_14)  c_u_processors(2_11_1)_  3
    x(0_2_11_14)  c_u_area_cut(2)_  18
    x(0_2_12_1)  goodput   0.064981949458483748
    x(0_2_12_1)  c_e_one_path(0_2_12)_  1
    x(0_2_12_1)  c_e_flow(0_2_0)_  1
    x(0_2_12_1)  c_u_processors(2_12_0)_  3
    x(0_2_12_1)  c_u_processors(2_12_1)_  3
    x(0_2_12_1)  c_u_processors(2_12_2)_  3
    x(0_2_12_1)  c_u_area_cut(2)_  180
    x(0_2_12_2)  goodput   0.059566787003610108
    x(0_2_12_2)  c_e_one_path(0_2_12)_  1
    x(0_2_12_2)  c_e_flow(0_2_0)_  1
    x(0_2_12_2)  c_u_processors(2_12_0)_  3
    x(0_2_12_2)  c_u_processors(2_12_1)_  3
    x(0_2_12_2)  c_u_area_cut(2)_  165
    x(0_2_12_3)  goodput   0.046570397111913353
    x(0_2_12_3)  c_e_one_path(0_2_12)_  1
    x(0_2_12_3)  c_e_flow(0_2_0)_  1
    x(0_2_12_3)  c_u_processors(2_12_0)_  3
    x(0_2_12_3)  c_u_area_cut(2)_  129
    x(0_2_12_4)  goodput   0.064981949458483748
    x(0_2_12_4)  c_e_one_path(0_2_12)_  1
    x(0_2_12_4)  c_e_flow(0_2_1)_  1
    x(0_2_12_4)  c_u_processors(2_12_0)_  3
    x(0_2_12_4)  c_u_processors(2_12_1)_  3
    x(0_2_12_4)  c_u_processors(2_12_2)_  3
    x(0_2_12_4)  c_u_area_cut(2)_  180
    x(0_2_12_5)  goodput   0.059566787003610108
    x(0_2_12_5)  c_e_one_path(0_2_12)_  1
    x(0_2_12_5)  c_e_flow(0_2_1)_  1
    x(0_2_12_5)  c_u_processors(2_12_0)_  3
    x(0_2_12_5)  c_u_processors(2_12_1)_  3
    x(0_2_12_5)  c_u_area_cut(2)_  165
    x(0_2_12_6)  goodput   0.046570397111913353
    x(0_2_12_6)  c_e_one_path(0_2_12)_  1
    x(0_2_12_6)  c_e_flow(0_2_1)_  1
    x(0_2_12_6)  c_u_processors(2_12_0)_  3
    x(0_2_12_6)  c_u_area_cut(2)_  129
    x(0_2_12_7)  goodput   0.007581227436823104
    x(0_2_12_7)  c_e_one_path(0_2_12)_  1
    x(0_2_12_7)  c_e_flow(0_2_1)_  1
    x(0_2_12_7)  c_u_processors(2_12_1)_  3
    x(0_2_12_7)  c_u_processors(2_12_2)_  3
    x(0_2_12_7)  c_u_area_cut(2)_  21
    x(0_2_12_8)  goodput   0.0021660649819494585
    x(0_2_12_8)  c_e_one_path(0_2_12)_  1
    x(0_2_12_8)  c_e_flow(0_2_1)_  1
    x(0_2_12_8)  c_u_processors(2_12_1)_  3
    x(0_2_12_8)  c_u_area_cut(2)_  6
    x(0_2_12_10)  goodput   0.059566787003610108
    x(0_2_12_10)  c_e_one_path(0_2_12)_  1
    x(0_2_12_10)  c_e_flow(0_2_2)_  1
    x(0_2_12_10)  c_u_processors(2_12_0)_  3
    x(0_2_12_10)  c_u_processors(2_12_1)_  3
    x(0_2_12_10)  c_u_processors(2_12_2)_  3
    x(0_2_12_10)  c_u_area_cut(2)_  165
    x(0_2_12_11)  goodput   0.054151624548736461
    x(0_2_12_11)  c_e_one_path(0_2_12)_  1
    x(0_2_12_11)  c_e_flow(0_2_2)_  1
    x(0_2_12_11)  c_u_processors(2_12_0)_  3
    x(0_2_12_11)  c_u_processors(2_12_1)_  3
    x(0_2_12_11)  c_u_area_cut(2)_  150
    x(0_2_12_12)  goodput   0.041155234657039706
    x(0_2_12_12)  c_e_one_path(0_2_12)_  1
    x(0_2_12_12)  c_e_flow(0_2_2)_  1
    x(0_2_12_12)  c_u_processors(2_12_0)_  3
    x(0_2_12_12)  c_u_area_cut(2)_  114
    x(0_2_12_13)  goodput   0.007581227436823104
    x(0_2_12_13)  c_e_one_path(0_2_12)_  1
    x(0_2_12_13)  c_e_flow(0_2_2)_  1
    x(0_2_12_13)  c_u_processors(2_12_1)_  3
    x(0_2_12_13)  c_u_processors(2_12_2)_  3
    x(0_2_12_13)  c_u_area_cut(2)_  21
    x(0_2_12_14)  goodput   0.0021660649819494585
    x(0_2_12_14)  c_e_one_path(0_2_12)_  1
    x(0_2_12_14)  c_e_flow(0_2_2)_  1
    x(0_2_12_14)  c_u_processors(2_12_1)_  3
    x(0_2_12_14)  c_u_area_cut(2)_  6
    x(0_2_13_1)  goodput   0.064981949458483748
    x(0_2_13_1)  c_e_one_path(0_2_13)_  1
    x(0_2_13_1)  c_e_flow(0_2_0)_  1
    x(0_2_13_1)  c_u_processors(2_13_0)_  3
    x(0_2_13_1)  c_u_processors(2_13_1)_  3
    x(0_2_13_1)  c_u_processors(2_13_2)_  3
    x(0_2_13_1)  c_u_area_cut(2)_  180
    x(0_2_13_2)  goodput   0.059566787003610108
    x(0_2_13_2)  c_e_one_path(0_2_13)_  1
    x(0_2_13_2)  c_e_flow(0_2_0)_  1
    x(0_2_13_2)  c_u_processors(2_13_0)_  3
    x(0_2_13_2)  c_u_processors(2_13_1)_  3
    x(0_2_13_2)  c_u_area_cut(2)_  165
    x(0_2_13_3)  goodput   0.048736462093862815
    x(0_2_13_3)  c_e_one_path(0_2_13)_  1
    x(0_2_13_3)  c_e_flow(0_2_0)_  1
    x(0_2_13_3)  c_u_processors(2_13_0)_  3
    x(0_2_13_3)  c_u_area_cut(2)_  135
    x(0_2_13_4)  goodput   0.064981949458483748
    x(0_2_13_4)  c_e_one_path(0_2_13)_  1
    x(0_2_13_4)  c_e_flow(0_2_1)_  1
    x(0_2_13_4)  c_u_processors(2_13_0)_  3
    x(0_2_13_4)  c_u_processors(2_13_1)_  3
    x(0_2_13_4)  c_u_processors(2_13_2)_  3
    x(0_2_13_4)  c_u_area_cut(2)_  180
    x(0_2_13_5)  goodput   0.059566787003610108
    x(0_2_13_5)  c_e_one_path(0_2_13)_  1
    x(0_2_13_5)  c_e_flow(0_2_1)_  1
    x(0_2_13_5)  c_u_processors(2_13_0)_  3
    x(0_2_13_5)  c_u_processors(2_13_1)_  3
    x(0_2_13_5)  c_u_area_cut(2)_  165
    x(0_2_13_6)  goodput   0.048736462093862815
    x(0_2_13_6)  c_e_one_path(0_2_13)_  1
    x(0_2_13_6)  c_e_flow(0_2_1)_  1
    x(0_2_13_6)  c_u_processors(2_13_0)_  3
    x(0_2_13_6)  c_u_area_cut(2)_  135
    x(0_2_13_7)  goodput   0.005415162454873646
    x(0_2_13_7)  c_e_one_path(0_2_13)_  1
    x(0_2_13_7)  c_e_flow(0_2_1)_  1
    x(0_2_13_7)  c_u_processors(2_13_1)_  3
    x(0_2_13_7)  c_u_processors(2_13_2)_  3
    x(0_2_13_7)  c_u_area_cut(2)_  15
    x(0_2_13_10)  goodput   0.059566787003610108
    x(0_2_13_10)  c_e_one_path(0_2_13)_  1
    x(0_2_13_10)  c_e_flow(0_2_2)_  1
    x(0_2_13_10)  c_u_processors(2_13_0)_  3
    x(0_2_13_10)  c_u_processors(2_13_1)_  3
    x(0_2_13_10)  c_u_processors(2_13_2)_  3
    x(0_2_13_10)  c_u_area_cut(2)_  165
    x(0_2_13_11)  goodput   0.054151624548736461
    x(0_2_13_11)  c_e_one_path(0_2_13)_  1
    x(0_2_13_11)  c_e_flow(0_2_2)_  1
    x(0_2_13_11)  c_u_processors(2_13_0)_  3
    x(0_2_13_11)  c_u_processors(2_13_1)_  3
    x(0_2_13_11)  c_u_area_cut(2)_  150
    x(0_2_13_12)  goodput   0.043321299638989168
    x(0_2_13_12)  c_e_one_path(0_2_13)_  1
    x(0_2_13_12)  c_e_flow(0_2_2)_  1
    x(0_2_13_12)  c_u_processors(2_13_0)_  3
    x(0_2_13_12)  c_u_area_cut(2)_  120
    x(0_2_13_13)  goodput   0.005415162454873646
    x(0_2_13_13)  c_e_one_path(0_2_13)_  1
    x(0_2_13_13)  c_e_flow(0_2_2)_  1
    x(0_2_13_13)  c_u_processors(2_13_1)_  3
    x(0_2_13_13)  c_u_processors(2_13_2)_  3
    x(0_2_13_13)  c_u_area_cut(2)_  15
    x(0_2_14_1)  goodput   0.064981949458483748
    x(0_2_14_1)  c_e_one_path(0_2_14)_  1
    x(0_2_14_1)  c_e_flow(0_2_0)_  1
    x(0_2_14_1)  c_u_processors(2_14_0)_  3
    x(0_2_14_1)  c_u_processors(2_14_1)_  3
    x(0_2_14_1)  c_u_processors(2_14_2)_  3
    x(0_2_14_1)  c_u_area_cut(2)_  180
    x(0_2_14_2)  goodput   0.059566787003610108
    x(0_2_14_2)  c_e_one_path(0_2_14)_  1
    x(0_2_14_2)  c_e_flow(0_2_0)_  1
    x(0_2_14_2)  c_u_processors(2_14_0)_  3
    x(0_2_14_2)  c_u_processors(2_14_1)_  3
    x(0_2_14_2)  c_u_area_cut(2)_  165
    x(0_2_14_3)  goodput   0.050902527075812269
    x(0_2_14_3)  c_e_one_path(0_2_14)_  1
    x(0_2_14_3)  c_e_flow(0_2_0)_  1
    x(0_2_14_3)  c_u_processors(2_14_0)_  3
    x(0_2_14_3)  c_u_area_cut(2)_  141
    x(0_2_14_4)  goodput   0.064981949458483748
    x(0_2_14_4)  c_e_one_path(0_2_14)_  1
    x(0_2_14_4)  c_e_flow(0_2_1)_  1
    x(0_2_14_4)  c_u_processors(2_14_0)_  3
    x(0_2_14_4)  c_u_processors(2_14_1)_  3
    x(0_2_14_4)  c_u_processors(2_14_2)_  3
    x(0_2_14_4)  c_u_area_cut(2)_  180
    x(0_2_14_5)  goodput   0.059566787003610108
    x(0_2_14_5)  c_e_one_path(0_2_14)_  1
    x(0_2_14_5)  c_e_flow(0_2_1)_  1
    x(0_2_14_5)  c_u_processors(2_14_0)_  3
    x(0_2_14_5)  c_u_processors(2_14_1)_  3
    x(0_2_14_5)  c_u_area_cut(2)_  165
    x(0_2_14_6)  goodput   0.050902527075812269
    x(0_2_14_6)  c_e_one_path(0_2_14)_  1
    x(0_2_14_6)  c_e_flow(0_2_1)_  1
    x(0_2_14_6)  c_u_processors(2_14_0)_  3
    x(0_2_14_6)  c_u_area_cut(2)_  141
    x(0_2_14_7)  goodput   0.0032490974729241875
    x(0_2_14_7)  c_e_one_path(0_2_14)_  1
    x(0_2_14_7)  c_e_flow(0_2_1)_  1
    x(0_2_14_7)  c_u_processors(2_14_1)_  3
    x(0_2_14_7)  c_u_processors(2_14_2)_  3
    x(0_2_14_7)  c_u_area_cut(2)_  9
    x(0_2_14_10)  goodput   0.059566787003610108
    x(0_2_14_10)  c_e_one_path(0_2_14)_  1
    x(0_2_14_10)  c_e_flow(0_2_2)_  1
    x(0_2_14_10)  c_u_processors(2_14_0)_  3
    x(0_2_14_10)  c_u_processors(2_14_1)_  3
    x(0_2_14_10)  c_u_processors(2_14_2)_  3
    x(0_2_14_10)  c_u_area_cut(2)_  165
    x(0_2_14_11)  goodput   0.054151624548736461
    x(0_2_14_11)  c_e_one_path(0_2_14)_  1
    x(0_2_14_11)  c_e_flow(0_2_2)_  1
    x(0_2_14_11)  c_u_processors(2_14_0)_  3
    x(0_2_14_11)  c_u_processors(2_14_1)_  3
    x(0_2_14_11)  c_u_area_cut(2)_  150
    x(0_2_14_12)  goodput   0.045487364620938622
    x(0_2_14_12)  c_e_one_path(0_2_14)_  1
    x(0_2_14_12)  c_e_flow(0_2_2)_  1
    x(0_2_14_12)  c_u_processors(2_14_0)_  3
    x(0_2_14_12)  c_u_area_cut(2)_  126
    x(0_2_14_13)  goodput   0.0032490974729241875
    x(0_2_14_13)  c_e_one_path(0_2_14)_  1
    x(0_2_14_13)  c_e_flow(0_2_2)_  1
    x(0_2_14_13)  c_u_processors(2_14_1)_  3
    x(0_2_14_13)  c_u_processors(2_14_2)_  3
    x(0_2_14_13)  c_u_area_cut(2)_  9
    x(0_2_15_1)  goodput   0.064981949458483748
    x(0_2_15_1)  c_e_one_path(0_2_15)_  1
    x(0_2_15_1)  c_e_flow(0_2_0)_  1
    x(0_2_15_1)  c_u_processors(2_15_0)_  3
    x(0_2_15_1)  c_u_processors(2_15_1)_  3
    x(0_2_15_1)  c_u_processors(2_15_2)_  3
    x(0_2_15_1)  c_u_area_cut(2)_  180
    x(0_2_15_2)  goodput   0.059566787003610108
    x(0_2_15_2)  c_e_one_path(0_2_15)_  1
    x(0_2_15_2)  c_e_flow(0_2_0)_  1
    x(0_2_15_2)  c_u_processors(2_15_0)_  3
    x(0_2_15_2)  c_u_processors(2_15_1)_  3
    x(0_2_15_2)  c_u_area_cut(2)_  165
    x(0_2_15_3)  goodput   0.053068592057761731
    x(0_2_15_3)  c_e_one_path(0_2_15)_  1
    x(0_2_15_3)  c_e_flow(0_2_0)_  1
    x(0_2_15_3)  c_u_processors(2_15_0)_  3
    x(0_2_15_3)  c_u_area_cut(2)_  147
    x(0_2_15_4)  goodput   0.064981949458483748
    x(0_2_15_4)  c_e_one_path(0_2_15)_  1
    x(0_2_15_4)  c_e_flow(0_2_1)_  1
    x(0_2_15_4)  c_u_processors(2_15_0)_  3
    x(0_2_15_4)  c_u_processors(2_15_1)_  3
    x(0_2_15_4)  c_u_processors(2_15_2)_  3
    x(0_2_15_4)  c_u_area_cut(2)_  180
    x(0_2_15_5)  goodput   0.059566787003610108
    x(0_2_15_5)  c_e_one_path(0_2_15)_  1
    x(0_2_15_5)  c_e_flow(0_2_1)_  1
    x(0_2_15_5)  c_u_processors(2_15_0)_  3
    x(0_2_15_5)  c_u_processors(2_15_1)_  3
    x(0_2_15_5)  c_u_area_cut(2)_  165
    x(0_2_15_6)  goodput   0.053068592057761731
    x(0_2_15_6)  c_e_one_path(0_2_15)_  1
    x(0_2_15_6)  c_e_flow(0_2_1)_  1
    x(0_2_15_6)  c_u_processors(2_15_0)_  3
    x(0_2_15_6)  c_u_area_cut(2)_  147
    x(0_2_15_7)  goodput   0.0010830324909747292
    x(0_2_15_7)  c_e_one_path(0_2_15)_  1
    x(0_2_15_7)  c_e_flow(0_2_1)_  1
    x(0_2_15_7)  c_u_processors(2_15_1)_  3
    x(0_2_15_7)  c_u_processors(2_15_2)_  3
    x(0_2_15_7)  c_u_area_cut(2)_  3
    x(0_2_15_10)  goodput   0.059566787003610108
    x(0_2_15_10)  c_e_one_path(0_2_15)_  1
    x(0_2_15_10)  c_e_flow(0_2_2)_  1
    x(0_2_15_10)  c_u_processors(2_15_0)_  3
    x(0_2_15_10)  c_u_processors(2_15_1)_  3
    x(0_2_15_10)  c_u_processors(2_15_2)_  3
    x(0_2_15_10)  c_u_area_cut(2)_  165
    x(0_2_15_11)  goodput   0.054151624548736461
    x(0_2_15_11)  c_e_one_path(0_2_15)_  1
    x(0_2_15_11)  c_e_flow(0_2_2)_  1
    x(0_2_15_11)  c_u_processors(2_15_0)_  3
    x(0_2_15_11)  c_u_processors(2_15_1)_  3
    x(0_2_15_11)  c_u_area_cut(2)_  150
    x(0_2_15_12)  goodput   0.047653429602888084
    x(0_2_15_12)  c_e_one_path(0_2_15)_  1
    x(0_2_15_12)  c_e_flow(0_2_2)_  1
    x(0_2_15_12)  c_u_processors(2_15_0)_  3
    x(0_2_15_12)  c_u_area_cut(2)_  132
    x(0_2_15_13)  goodput   0.0010830324909747292
    x(0_2_15_13)  c_e_one_path(0_2_15)_  1
    x(0_2_15_13)  c_e_flow(0_2_2)_  1
    x(0_2_15_13)  c_u_processors(2_15_1)_  3
    x(0_2_15_13)  c_u_processors(2_15_2)_  3
    x(0_2_15_13)  c_u_area_cut(2)_  3
    x(0_2_16_1)  goodput   0.064981949458483748
    x(0_2_16_1)  c_e_one_path(0_2_16)_  1
    x(0_2_16_1)  c_e_flow(0_2_0)_  1
    x(0_2_16_1)  c_u_processors(2_16_0)_  3
    x(0_2_16_1)  c_u_processors(2_16_1)_  3
    x(0_2_16_1)  c_u_processors(2_16_2)_  3
    x(0_2_16_1)  c_u_area_cut(2)_  180
    x(0_2_16_2)  goodput   0.059566787003610108
    x(0_2_16_2)  c_e_one_path(0_2_16)_  1
    x(0_2_16_2)  c_e_flow(0_2_0)_  1
    x(0_2_16_2)  c_u_processors(2_16_0)_  3
    x(0_2_16_2)  c_u_processors(2_16_1)_  3
    x(0_2_16_2)  c_u_area_cut(2)_  165
    x(0_2_16_3)  goodput   0.054151624548736461
    x(0_2_16_3)  c_e_one_path(0_2_16)_  1
    x(0_2_16_3)  c_e_flow(0_2_0)_  1
    x(0_2_16_3)  c_u_processors(2_16_0)_  3
    x(0_2_16_3)  c_u_area_cut(2)_  150
    x(0_2_16_4)  goodput   0.064981949458483748
    x(0_2_16_4)  c_e_one_path(0_2_16)_  1
    x(0_2_16_4)  c_e_flow(0_2_1)_  1
    x(0_2_16_4)  c_u_processors(2_16_0)_  3
    x(0_2_16_4)  c_u_processors(2_16_1)_  3
    x(0_2_16_4)  c_u_processors(2_16_2)_  3
    x(0_2_16_4)  c_u_area_cut(2)_  180
    x(0_2_16_5)  goodput   0.059566787003610108
    x(0_2_16_5)  c_e_one_path(0_2_16)_  1
    x(0_2_16_5)  c_e_flow(0_2_1)_  1
    x(0_2_16_5)  c_u_processors(2_16_0)_  3
    x(0_2_16_5)  c_u_processors(2_16_1)_  3
    x(0_2_16_5)  c_u_area_cut(2)_  165
    x(0_2_16_6)  goodput   0.054151624548736461
    x(0_2_16_6)  c_e_one_path(0_2_16)_  1
    x(0_2_16_6)  c_e_flow(0_2_1)_  1
    x(0_2_16_6)  c_u_processors(2_16_0)_  3
    x(0_2_16_6)  c_u_area_cut(2)_  150
    x(0_2_16_10)  goodput   0.059566787003610108
    x(0_2_16_10)  c_e_one_path(0_2_16)_  1
    x(0_2_16_10)  c_e_flow(0_2_2)_  1
    x(0_2_16_10)  c_u_processors(2_16_0)_  3
    x(0_2_16_10)  c_u_processors(2_16_1)_  3
    x(0_2_16_10)  c_u_processors(2_16_2)_  3
    x(0_2_16_10)  c_u_area_cut(2)_  165
    x(0_2_16_11)  goodput   0.054151624548736461
    x(0_2_16_11)  c_e_one_path(0_2_16)_  1
    x(0_2_16_11)  c_e_flow(0_2_2)_  1
    x(0_2_16_11)  c_u_processors(2_16_0)_  3
    x(0_2_16_11)  c_u_processors(2_16_1)_  3
    x(0_2_16_11)  c_u_area_cut(2)_  150
    x(0_2_16_12)  goodput   0.048736462093862815
    x(0_2_16_12)  c_e_one_path(0_2_16)_  1
    x(0_2_16_12)  c_e_flow(0_2_2)_  1
    x(0_2_16_12)  c_u_processors(2_16_0)_  3
    x(0_2_16_12)  c_u_area_cut(2)_  135
    x(0_2_17_1)  goodput   0.064981949458483748
    x(0_2_17_1)  c_e_one_path(0_2_17)_  1
    x(0_2_17_1)  c_e_flow(0_2_0)_  1
    x(0_2_17_1)  c_u_processors(2_17_0)_  3
    x(0_2_17_1)  c_u_processors(2_17_1)_  3
    x(0_2_17_1)  c_u_processors(2_17_2)_  3
    x(0_2_17_1)  c_u_area_cut(2)_  180
    x(0_2_17_2)  goodput   0.059566787003610108
    x(0_2_17_2)  c_e_one_path(0_2_17)_  1
    x(0_2_17_2)  c_e_flow(0_2_0)_  1
    x(0_2_17_2)  c_u_processors(2_17_0)_  3
    x(0_2_17_2)  c_u_processors(2_17_1)_  3
    x(0_2_17_2)  c_u_area_cut(2)_  165
    x(0_2_17_3)  goodput   0.059566787003610108
    x(0_2_17_3)  c_e_one_path(0_2_17)_  1
    x(0_2_17_3)  c_e_flow(0_2_0)_  1
    x(0_2_17_3)  c_u_processors(2_17_0)_  3
    x(0_2_17_3)  c_u_area_cut(2)_  165
    x(0_2_17_4)  goodput   0.064981949458483748
    x(0_2_17_4)  c_e_one_path(0_2_17)_  1
    x(0_2_17_4)  c_e_flow(0_2_1)_  1
    x(0_2_17_4)  c_u_processors(2_17_0)_  3
    x(0_2_17_4)  c_u_processors(2_17_1)_  3
    x(0_2_17_4)  c_u_processors(2_17_2)_  3
    x(0_2_17_4)  c_u_area_cut(2)_  180
    x(0_2_17_5)  goodput   0.059566787003610108
    x(0_2_17_5)  c_e_one_path(0_2_17)_  1
    x(0_2_17_5)  c_e_flow(0_2_1)_  1
    x(0_2_17_5)  c_u_processors(2_17_0)_  3
    x(0_2_17_5)  c_u_processors(2_17_1)_  3
    x(0_2_17_5)  c_u_area_cut(2)_  165
    x(0_2_17_6)  goodput   0.059566787003610108
    x(0_2_17_6)  c_e_one_path(0_2_17)_  1
    x(0_2_17_6)  c_e_flow(0_2_1)_  1
    x(0_2_17_6)  c_u_processors(2_17_0)_  3
    x(0_2_17_6)  c_u_area_cut(2)_  165
    x(0_2_17_10)  goodput   0.059566787003610108
    x(0_2_17_10)  c_e_one_path(0_2_17)_  1
    x(0_2_17_10)  c_e_flow(0_2_2)_  1
    x(0_2_17_10)  c_u_processors(2_17_0)_  3
    x(0_2_17_10)  c_u_processors(2_17_1)_  3
    x(0_2_17_10)  c_u_processors(2_17_2)_  3
    x(0_2_17_10)  c_u_area_cut(2)_  165
    x(0_2_17_11)  goodput   0.054151624548736461
    x(0_2_17_11)  c_e_one_path(0_2_17)_  1
    x(0_2_17_11)  c_e_flow(0_2_2)_  1
    x(0_2_17_11)  c_u_processors(2_17_0)_  3
    x(0_2_17_11)  c_u_processors(2_17_1)_  3
    x(0_2_17_11)  c_u_area_cut(2)_  150
    x(0_2_17_12)  goodput   0.054151624548736461
    x(0_2_17_12)  c_e_one_path(0_2_17)_  1
    x(0_2_17_12)  c_e_flow(0_2_2)_  1
    x(0_2_17_12)  c_u_processors(2_17_0)_  3
    x(0_2_17_12)  c_u_area_cut(2)_  150
    x(1_0_0_1)  goodput   0.043321299638989168
    x(1_0_0_1)  c_e_one_path(1_0_0)_  1
    x(1_0_0_1)  c_e_flow(1_0_0)_  1
    x(1_0_0_1)  c_e_flow(1_1_0)_  -1
    x(1_0_0_1)  c_u_processors(0_0_0)_  3
    x(1_0_0_1)  c_u_processors(0_0_1)_  3
    x(1_0_0_1)  c_u_processors(0_0_2)_  3
    x(1_0_0_1)  c_u_area_cut(0)_  120
    x(1_0_0_2)  goodput   0.03682310469314079
    x(1_0_0_2)  c_e_one_path(1_0_0)_  1
    x(1_0_0_2)  c_e_flow(1_0_0)_  1
    x(1_0_0_2)  c_e_flow(1_1_1)_  -1
    x(1_0_0_2)  c_u_processors(0_0_0)_  3
    x(1_0_0_2)  c_u_processors(0_0_1)_  3
    x(1_0_0_2)  c_u_area_cut(0)_  102
    x(1_0_0_4)  goodput   0.043321299638989168
    x(1_0_0_4)  c_e_one_path(1_0_0)_  1
    x(1_0_0_4)  c_e_flow(1_0_1)_  1
    x(1_0_0_4)  c_e_flow(1_1_0)_  -1
    x(1_0_0_4)  c_u_processors(0_0_0)_  3
    x(1_0_0_4)  c_u_processors(0_0_1)_  3
    x(1_0_0_4)  c_u_processors(0_0_2)_  3
    x(1_0_0_4)  c_u_area_cut(0)_  120
    x(1_0_0_5)  goodput   0.03682310469314079
    x(1_0_0_5)  c_e_one_path(1_0_0)_  1
    x(1_0_0_5)  c_e_flow(1_0_1)_  1
    x(1_0_0_5)  c_e_flow(1_1_1)_  -1
    x(1_0_0_5)  c_u_processors(0_0_0)_  3
    x(1_0_0_5)  c_u_processors(0_0_1)_  3
    x(1_0_0_5)  c_u_area_cut(0)_  102
    x(1_0_0_7)  goodput   0.03682310469314079
    x(1_0_0_7)  c_e_one_path(1_0_0)_  1
    x(1_0_0_7)  c_e_flow(1_0_1)_  1
    x(1_0_0_7)  c_e_flow(1_1_0)_  -1
    x(1_0_0_7)  c_u_processors(0_0_1)_  3
    x(1_0_0_7)  c_u_processors(0_0_2)_  3
    x(1_0_0_7)  c_u_area_cut(0)_  102
    x(1_0_0_8)  goodput   0.030324909747292416
    x(1_0_0_8)  c_e_one_path(1_0_0)_  1
    x(1_0_0_8)  c_e_flow(1_0_1)_  1
    x(1_0_0_8)  c_e_flow(1_1_1)_  -1
    x(1_0_0_8)  c_u_processors(0_0_1)_  3
    x(1_0_0_8)  c_u_area_cut(0)_  84
    x(1_0_0_10)  goodput   0.03682310469314079
    x(1_0_0_10)  c_e_one_path(1_0_0)_  1
    x(1_0_0_10)  c_e_flow(1_0_2)_  1
    x(1_0_0_10)  c_e_flow(1_1_0)_  -1
    x(1_0_0_10)  c_u_processors(0_0_0)_  3
    x(1_0_0_10)  c_u_processors(0_0_1)_  3
    x(1_0_0_10)  c_u_processors(0_0_2)_  3
    x(1_0_0_10)  c_u_area_cut(0)_  102
    x(1_0_0_11)  goodput   0.030324909747292416
    x(1_0_0_11)  c_e_one_path(1_0_0)_  1
    x(1_0_0_11)  c_e_flow(1_0_2)_  1
    x(1_0_0_11)  c_e_flow(1_1_1)_  -1
    x(1_0_0_11)  c_u_processors(0_0_0)_  3
    x(1_0_0_11)  c_u_processors(0_0_1)_  3
    x(1_0_0_11)  c_u_area_cut(0)_  84
    x(1_0_0_13)  goodput   0.03682310469314079
    x(1_0_0_13)  c_e_one_path(1_0_0)_  1
    x(1_0_0_13)  c_e_flow(1_0_2)_  1
    x(1_0_0_13)  c_e_flow(1_1_0)_  -1
    x(1_0_0_13)  c_u_processors(0_0_1)_  3
    x(1_0_0_13)  c_u_processors(0_0_2)_  3
    x(1_0_0_13)  c_u_area_cut(0)_  102
    x(1_0_0_14)  goodput   0.030324909747292416
    x(1_0_0_14)  c_e_one_path(1_0_0)_  1
    x(1_0_0_14)  c_e_flow(1_0_2)_  1
    x(1_0_0_14)  c_e_flow(1_1_1)_  -1
    x(1_0_0_14)  c_u_processors(0_0_1)_  3
    x(1_0_0_14)  c_u_area_cut(0)_  84
    x(1_0_1_1)  goodput   0.043321299638989168
    x(1_0_1_1)  c_e_one_path(1_0_1)_  1
    x(1_0_1_1)  c_e_flow(1_0_0)_  1
    x(1_0_1_1)  c_e_flow(1_1_0)_  -1
    x(1_0_1_1)  c_u_processors(0_1_0)_  3
    x(1_0_1_1)  c_u_processors(0_1_1)_  3
    x(1_0_1_1)  c_u_processors(0_1_2)_  3
    x(1_0_1_1)  c_u_area_cut(0)_  120
    x(1_0_1_2)  goodput   0.03682310469314079
    x(1_0_1_2)  c_e_one_path(1_0_1)_  1
    x(1_0_1_2)  c_e_flow(1_0_0)_  1
    x(1_0_1_2)  c_e_flow(1_1_1)_  -1
    x(1_0_1_2)  c_u_processors(0_1_0)_  3
    x(1_0_1_2)  c_u_processors(0_1_1)_  3
    x(1_0_1_2)  c_u_area_cut(0)_  102
    x(1_0_1_4)  goodput   0.043321299638989168
    x(1_0_1_4)  c_e_one_path(1_0_1)_  1
    x(1_0_1_4)  c_e_flow(1_0_1)_  1
    x(1_0_1_4)  c_e_flow(1_1_0)_  -1
    x(1_0_1_4)  c_u_processors(0_1_0)_  3
    x(1_0_1_4)  c_u_processors(0_1_1)_  3
    x(1_0_1_4)  c_u_processors(0_1_2)_  3
    x(1_0_1_4)  c_u_area_cut(0)_  120
    x(1_0_1_5)  goodput   0.03682310469314079
    x(1_0_1_5)  c_e_one_path(1_0_1)_  1
    x(1_0_1_5)  c_e_flow(1_0_1)_  1
    x(1_0_1_5)  c_e_flow(1_1_1)_  -1
    x(1_0_1_5)  c_u_processors(0_1_0)_  3
    x(1_0_1_5)  c_u_processors(0_1_1)_  3
    x(1_0_1_5)  c_u_area_cut(0)_  102
    x(1_0_1_7)  goodput   0.031407942238267143
    x(1_0_1_7)  c_e_one_path(1_0_1)_  1
    x(1_0_1_7)  c_e_flow(1_0_1)_  1
    x(1_0_1_7)  c_e_flow(1_1_0)_  -1
    x(1_0_1_7)  c_u_processors(0_1_1)_  3
    x(1_0_1_7)  c_u_processors(0_1_2)_  3
    x(1_0_1_7)  c_u_area_cut(0)_  87
    x(1_0_1_8)  goodput   0.024909747292418773
    x(1_0_1_8)  c_e_one_path(1_0_1)_  1
    x(1_0_1_8)  c_e_flow(1_0_1)_  1
    x(1_0_1_8)  c_e_flow(1_1_1)_  -1
    x(1_0_1_8)  c_u_processors(0_1_1)_  3
    x(1_0_1_8)  c_u_area_cut(0)_  69
    x(1_0_1_10)  goodput   0.03682310469314079
    x(1_0_1_10)  c_e_one_path(1_0_1)_  1
    x(1_0_1_10)  c_e_flow(1_0_2)_  1
    x(1_0_1_10)  c_e_flow(1_1_0)_  -1
    x(1_0_1_10)  c_u_processors(0_1_0)_  3
    x(1_0_1_10)  c_u_processors(0_1_1)_  3
    x(1_0_1_10)  c_u_processors(0_1_2)_  3
    x(1_0_1_10)  c_u_area_cut(0)_  102
    x(1_0_1_11)  goodput   0.030324909747292416
    x(1_0_1_11)  c_e_one_path(1_0_1)_  1
    x(1_0_1_11)  c_e_flow(1_0_2)_  1
    x(1_0_1_11)  c_e_flow(1_1_1)_  -1
    x(1_0_1_11)  c_u_processors(0_1_0)_  3
    x(1_0_1_11)  c_u_processors(0_1_1)_  3
    x(1_0_1_11)  c_u_area_cut(0)_  84
    x(1_0_1_13)  goodput   0.031407942238267143
    x(1_0_1_13)  c_e_one_path(1_0_1)_  1
    x(1_0_1_13)  c_e_flow(1_0_2)_  1
    x(1_0_1_13)  c_e_flow(1_1_0)_  -1
    x(1_0_1_13)  c_u_processors(0_1_1)_  3
    x(1_0_1_13)  c_u_processors(0_1_2)_  3
    x(1_0_1_13)  c_u_area_cut(0)_  87
    x(1_0_1_14)  goodput   0.024909747292418773
    x(1_0_1_14)  c_e_one_path(1_0_1)_  1
    x(1_0_1_14)  c_e_flow(1_0_2)_  1
    x(1_0_1_14)  c_e_flow(1_1_1)_  -1
    x(1_0_1_14)  c_u_processors(0_1_1)_  3
    x(1_0_1_14)  c_u_area_cut(0)_  69
    x(1_0_2_1)  goodput   0.043321299638989168
    x(1_0_2_1)  c_e_one_path(1_0_2)_  1
    x(1_0_2_1)  c_e_flow(1_0_0)_  1
    x(1_0_2_1)  c_e_flow(1_1_0)_  -1
    x(1_0_2_1)  c_u_processors(0_2_0)_  3
    x(1_0_2_1)  c_u_processors(0_2_1)_  3
    x(1_0_2_1)  c_u_processors(0_2_2)_  3
    x(1_0_2_1)  c_u_area_cut(0)_  120
    x(1_0_2_2)  goodput   0.03682310469314079
    x(1_0_2_2)  c_e_one_path(1_0_2)_  1
    x(1_0_2_2)  c_e_flow(1_0_0)_  1
    x(1_0_2_2)  c_e_flow(1_1_1)_  -1
    x(1_0_2_2)  c_u_processors(0_2_0)_  3
    x(1_0_2_2)  c_u_processors(0_2_1)_  3
    x(1_0_2_2)  c_u_area_cut(0)_  102
    x(1_0_2_4)  goodput   0.043321299638989168
    x(1_0_2_4)  c_e_one_path(1_0_2)_  1
    x(1_0_2_4)  c_e_flow(1_0_1)_  1
    x(1_0_2_4)  c_e_flow(1_1_0)_  -1
    x(1_0_2_4)  c_u_processors(0_2_0)_  3
    x(1_0_2_4)  c_u_processors(0_2_1)_  3
    x(1_0_2_4)  c_u_processors(0_2_2)_  3
    x(1_0_2_4)  c_u_area_cut(0)_  120
    x(1_0_2_5)  goodput   0.03682310469314079
    x(1_0_2_5)  c_e_one_path(1_0_2)_  1
    x(1_0_2_5)  c_e_flow(1_0_1)_  1
    x(1_0_2_5)  c_e_flow(1_1_1)_  -1
    x(1_0_2_5)  c_u_processors(0_2_0)_  3
    x(1_0_2_5)  c_u_processors(0_2_1)_  3
    x(1_0_2_5)  c_u_area_cut(0)_  102
    x(1_0_2_7)  goodput   0.030324909747292416
    x(1_0_2_7)  c_e_one_path(1_0_2)_  1
    x(1_0_2_7)  c_e_flow(1_0_1)_  1
    x(1_0_2_7)  c_e_flow(1_1_0)_  -1
    x(1_0_2_7)  c_u_processors(0_2_1)_  3
    x(1_0_2_7)  c_u_processors(0_2_2)_  3
    x(1_0_2_7)  c_u_area_cut(0)_  84
    x(1_0_2_8)  goodput   0.023826714801444042
    x(1_0_2_8)  c_e_one_path(1_0_2)_  1
    x(1_0_2_8)  c_e_flow(1_0_1)_  1
    x(1_0_2_8)  c_e_flow(1_1_1)_  -1
    x(1_0_2_8)  c_u_processors(0_2_1)_  3
    x(1_0_2_8)  c_u_area_cut(0)_  66
    x(1_0_2_10)  goodput   0.03682310469314079
    x(1_0_2_10)  c_e_one_path(1_0_2)_  1
    x(1_0_2_10)  c_e_flow(1_0_2)_  1
    x(1_0_2_10)  c_e_flow(1_1_0)_  -1
    x(1_0_2_10)  c_u_processors(0_2_0)_  3
    x(1_0_2_10)  c_u_processors(0_2_1)_  3
    x(1_0_2_10)  c_u_processors(0_2_2)_  3
    x(1_0_2_10)  c_u_area_cut(0)_  102
    x(1_0_2_11)  goodput   0.030324909747292416
    x(1_0_2_11)  c_e_one_path(1_0_2)_  1
    x(1_0_2_11)  c_e_flow(1_0_2)_  1
    x(1_0_2_11)  c_e_flow(1_1_1)_  -1
    x(1_0_2_11)  c_u_processors(0_2_0)_  3
    x(1_0_2_11)  c_u_processors(0_2_1)_  3
    x(1_0_2_11)  c_u_area_cut(0)_  84
    x(1_0_2_13)  goodput   0.030324909747292416
    x(1_0_2_13)  c_e_one_path(1_0_2)_  1
    x(1_0_2_13)  c_e_flow(1_0_2)_  1
    x(1_0_2_13)  c_e_flow(1_1_0)_  -1
    x(1_0_2_13)  c_u_processors(0_2_1)_  3
    x(1_0_2_13)  c_u_processors(0_2_2)_  3
    x(1_0_2_13)  c_u_area_cut(0)_  84
    x(1_0_2_14)  goodput   0.023826714801444042
    x(1_0_2_14)  c_e_one_path(1_0_2)_  1
    x(1_0_2_14)  c_e_flow(1_0_2)_  1
    x(1_0_2_14)  c_e_flow(1_1_1)_  -1
    x(1_0_2_14)  c_u_processors(0_2_1)_  3
    x(1_0_2_14)  c_u_area_cut(0)_  66
    x(1_0_3_1)  goodput   0.043321299638989168
    x(1_0_3_1)  c_e_one_path(1_0_3)_  1
    x(1_0_3_1)  c_e_flow(1_0_0)_  1
    x(1_0_3_1)  c_e_flow(1_1_0)_  -1
    x(1_0_3_1)  c_u_processors(0_3_0)_  3
    x(1_0_3_1)  c_u_processors(0_3_1)_  3
    x(1_0_3_1)  c_u_processors(0_3_2)_  3
    x(1_0_3_1)  c_u_area_cut(0)_  120
    x(1_0_3_2)  goodput   0.03682310469314079
    x(1_0_3_2)  c_e_one_path(1_0_3)_  1
    x(1_0_3_2)  c_e_flow(1_0_0)_  1
    x(1_0_3_2)  c_e_flow(1_1_1)_  -1
    x(1_0_3_2)  c_u_processors(0_3_0)_  3
    x(1_0_3_2)  c_u_processors(0_3_1)_  3
    x(1_0_3_2)  c_u_area_cut(0)_  102
    x(1_0_3_3)  goodput   0.0021660649819494585
    x(1_0_3_3)  c_e_one_path(1_0_3)_  1
    x(1_0_3_3)  c_e_flow(1_0_0)_  1
    x(1_0_3_3)  c_e_flow(1_1_2)_  -1
    x(1_0_3_3)  c_u_processors(0_3_0)_  3
    x(1_0_3_3)  c_u_area_cut(0)_  6
    x(1_0_3_4)  goodput   0.043321299638989168
    x(1_0_3_4)  c_e_one_path(1_0_3)_  1
    x(1_0_3_4)  c_e_flow(1_0_1)_  1
    x(1_0_3_4)  c_e_flow(1_1_0)_  -1
    x(1_0_3_4)  c_u_processors(0_3_0)_  3
    x(1_0_3_4)  c_u_processors(0_3_1)_  3
    x(1_0_3_4)  c_u_processors(0_3_2)_  3
    x(1_0_3_4)  c_u_area_cut(0)_  120
    x(1_0_3_5)  goodput   0.03682310469314079
    x(1_0_3_5)  c_e_one_path(1_0_3)_  1
    x(1_0_3_5)  c_e_flow(1_0_1)_  1
    x(1_0_3_5)  c_e_flow(1_1_1)_  -1
    x(1_0_3_5)  c_u_processors(0_3_0)_  3
    x(1_0_3_5)  c_u_processors(0_3_1)_  3
    x(1_0_3_5)  c_u_area_cut(0)_  102
    x(1_0_3_6)  goodput   0.0021660649819494585
    x(1_0_3_6)  c_e_one_path(1_0_3)_  1
    x(1_0_3_6)  c_e_flow(1_0_1)_  1
    x(1_0_3_6)  c_e_flow(1_1_2)_  -1
    x(1_0_3_6)  c_u_processors(0_3_0)_  3
    x(1_0_3_6)  c_u_area_cut(0)_  6
    x(1_0_3_7)  goodput   0.028158844765342958
    x(1_0_3_7)  c_e_one_path(1_0_3)_  1
    x(1_0_3_7)  c_e_flow(1_0_1)_  1
    x(1_0_3_7)  c_e_flow(1_1_0)_  -1
    x(1_0_3_7)  c_u_processors(0_3_1)_  3
    x(1_0_3_7)  c_u_processors(0_3_2)_  3
    x(1_0_3_7)  c_u_area_cut(0)_  78
    x(1_0_3_8)  goodput   0.021660649819494584
    x(1_0_3_8)  c_e_one_path(1_0_3)_  1
    x(1_0_3_8)  c_e_flow(1_0_1)_  1
    x(1_0_3_8)  c_e_flow(1_1_1)_  -1
    x(1_0_3_8)  c_u_processors(0_3_1)_  3
    x(1_0_3_8)  c_u_area_cut(0)_  60
    x(1_0_3_10)  goodput   0.03682310469314079
    x(1_0_3_10)  c_e_one_path(1_0_3)_  1
    x(1_0_3_10)  c_e_flow(1_0_2)_  1
    x(1_0_3_10)  c_e_flow(1_1_0)_  -1
    x(1_0_3_10)  c_u_processors(0_3_0)_  3
    x(1_0_3_10)  c_u_processors(0_3_1)_  3
    x(1_0_3_10)  c_u_processors(0_3_2)_  3
    x(1_0_3_10)  c_u_area_cut(0)_  102
    x(1_0_3_11)  goodput   0.030324909747292416
    x(1_0_3_11)  c_e_one_path(1_0_3)_  1
    x(1_0_3_11)  c_e_flow(1_0_2)_  1
    x(1_0_3_11)  c_e_flow(1_1_1)_  -1
    x(1_0_3_11)  c_u_processors(0_3_0)_  3
    x(1_0_3_11)  c_u_processors(0_3_1)_  3
    x(1_0_3_11)  c_u_area_cut(0)_  84
    x(1_0_3_13)  goodput   0.028158844765342958
    x(1_0_3_13)  c_e_one_path(1_0_3)_  1
    x(1_0_3_13)  c_e_flow(1_0_2)_  1
    x(1_0_3_13)  c_e_flow(1_1_0)_  -1
    x(1_0_3_13)  c_u_processors(0_3_1)_  3
    x(1_0_3_13)  c_u_processors(0_3_2)_  3
    x(1_0_3_13)  c_u_area_cut(0)_  78
    x(1_0_3_14)  goodput   0.021660649819494584
    x(1_0_3_14)  c_e_one_path(1_0_3)_  1
    x(1_0_3_14)  c_e_flow(1_0_2)_  1
    x(1_0_3_14)  c_e_flow(1_1_1)_  -1
    x(1_0_3_14)  c_u_processors(0_3_1)_  3
    x(1_0_3_14)  c_u_area_cut(0)_  60
    x(1_0_4_1)  goodput   0.043321299638989168
    x(1_0_4_1)  c_e_one_path(1_0_4)_  1
    x(1_0_4_1)  c_e_flow(1_0_0)_  1
    x(1_0_4_1)  c_e_flow(1_1_0)_  -1
    x(1_0_4_1)  c_u_processors(0_4_0)_  3
    x(1_0_4_1)  c_u_processors(0_4_1)_  3
    x(1_0_4_1)  c_u_processors(0_4_2)_  3
    x(1_0_4_1)  c_u_area_cut(0)_  120
    x(1_0_4_2)  goodput   0.03682310469314079
    x(1_0_4_2)  c_e_one_path(1_0_4)_  1
    x(1_0_4_2)  c_e_flow(1_0_0)_  1
    x(1_0_4_2)  c_e_flow(1_1_1)_  -1
    x(1_0_4_2)  c_u_processors(0_4_0)_  3
    x(1_0_4_2)  c_u_processors(0_4_1)_  3
    x(1_0_4_2)  c_u_area_cut(0)_  102
    x(1_0_4_3)  goodput   0.0043321299638989169
    x(1_0_4_3)  c_e_one_path(1_0_4)_  1
    x(1_0_4_3)  c_e_flow(1_0_0)_  1
    x(1_0_4_3)  c_e_flow(1_1_2)_  -1
    x(1_0_4_3)  c_u_processors(0_4_0)_  3
    x(1_0_4_3)  c_u_area_cut(0)_  12
    x(1_0_4_4)  goodput   0.043321299638989168
    x(1_0_4_4)  c_e_one_path(1_0_4)_  1
    x(1_0_4_4)  c_e_flow(1_0_1)_  1
    x(1_0_4_4)  c_e_flow(1_1_0)_  -1
    x(1_0_4_4)  c_u_processors(0_4_0)_  3
    x(1_0_4_4)  c_u_processors(0_4_1)_  3
    x(1_0_4_4)  c_u_processors(0_4_2)_  3
    x(1_0_4_4)  c_u_area_cut(0)_  120
    x(1_0_4_5)  goodput   0.03682310469314079
    x(1_0_4_5)  c_e_one_path(1_0_4)_  1
    x(1_0_4_5)  c_e_flow(1_0_1)_  1
    x(1_0_4_5)  c_e_flow(1_1_1)_  -1
    x(1_0_4_5)  c_u_processors(0_4_0)_  3
    x(1_0_4_5)  c_u_processors(0_4_1)_  3
    x(1_0_4_5)  c_u_area_cut(0)_  102
    x(1_0_4_6)  goodput   0.0043321299638989169
    x(1_0_4_6)  c_e_one_path(1_0_4)_  1
    x(1_0_4_6)  c_e_flow(1_0_1)_  1
    x(1_0_4_6)  c_e_flow(1_1_2)_  -1
    x(1_0_4_6)  c_u_processors(0_4_0)_  3
    x(1_0_4_6)  c_u_area_cut(0)_  12
    x(1_0_4_7)  goodput   0.0259927797833935
    x(1_0_4_7)  c_e_one_path(1_0_4)_  1
    x(1_0_4_7)  c_e_flow(1_0_1)_  1
    x(1_0_4_7)  c_e_flow(1_1_0)_  -1
    x(1_0_4_7)  c_u_processors(0_4_1)_  3
    x(1_0_4_7)  c_u_processors(0_4_2)_  3
    x(1_0_4_7)  c_u_area_cut(0)_  72
    x(1_0_4_8)  goodput   0.019494584837545126
    x(1_0_4_8)  c_e_one_path(1_0_4)_  1
    x(1_0_4_8)  c_e_flow(1_0_1)_  1
    x(1_0_4_8)  c_e_flow(1_1_1)_  -1
    x(1_0_4_8)  c_u_processors(0_4_1)_  3
    x(1_0_4_8)  c_u_area_cut(0)_  54
    x(1_0_4_10)  goodput   0.03682310469314079
    x(1_0_4_10)  c_e_one_path(1_0_4)_  1
    x(1_0_4_10)  c_e_flow(1_0_2)_  1
    x(1_0_4_10)  c_e_flow(1_1_0)_  -1
    x(1_0_4_10)  c_u_processors(0_4_0)_  3
    x(1_0_4_10)  c_u_processors(0_4_1)_  3
    x(1_0_4_10)  c_u_processors(0_4_2)_  3
    x(1_0_4_10)  c_u_area_cut(0)_  102
    x(1_0_4_11)  goodput   0.030324909747292416
    x(1_0_4_11)  c_e_one_path(1_0_4)_  1
    x(1_0_4_11)  c_e_flow(1_0_2)_  1
    x(1_0_4_11)  c_e_flow(1_1_1)_  -1
    x(1_0_4_11)  c_u_processors(0_4_0)_  3
    x(1_0_4_11)  c_u_processors(0_4_1)_  3
    x(1_0_4_11)  c_u_area_cut(0)_  84
    x(1_0_4_13)  goodput   0.0259927797833935
    x(1_0_4_13)  c_e_one_path(1_0_4)_  1
    x(1_0_4_13)  c_e_flow(1_0_2)_  1
    x(1_0_4_13)  c_e_flow(1_1_0)_  -1
    x(1_0_4_13)  c_u_processors(0_4_1)_  3
    x(1_0_4_13)  c_u_processors(0_4_2)_  3
    x(1_0_4_13)  c_u_area_cut(0)_  72
    x(1_0_4_14)  goodput   0.019494584837545126
    x(1_0_4_14)  c_e_one_path(1_0_4)_  1
    x(1_0_4_14)  c_e_flow(1_0_2)_  1
    x(1_0_4_14)  c_e_flow(1_1_1)_  -1
    x(1_0_4_14)  c_u_processors(0_4_1)_  3
    x(1_0_4_14)  c_u_area_cut(0)_  54
    x(1_0_5_1)  goodput   0.043321299638989168
    x(1_0_5_1)  c_e_one_path(1_0_5)_  1
    x(1_0_5_1)  c_e_flow(1_0_0)_  1
    x(1_0_5_1)  c_e_flow(1_1_0)_  -1
    x(1_0_5_1)  c_u_processors(0_5_0)_  3
    x(1_0_5_1)  c_u_processors(0_5_1)_  3
    x(1_0_5_1)  c_u_processors(0_5_2)_  3
    x(1_0_5_1)  c_u_area_cut(0)_  120
    x(1_0_5_2)  goodput   0.03682310469314079
    x(1_0_5_2)  c_e_one_path(1_0_5)_  1
    x(1_0_5_2)  c_e_flow(1_0_0)_  1
    x(1_0_5_2)  c_e_flow(1_1_1)_  -1
    x(1_0_5_2)  c_u_processors(0_5_0)_  3
    x(1_0_5_2)  c_u_processors(0_5_1)_  3
    x(1_0_5_2)  c_u_area_cut(0)_  102
    x(1_0_5_3)  goodput   0.006498194945848375
    x(1_0_5_3)  c_e_one_path(1_0_5)_  1
    x(1_0_5_3)  c_e_flow(1_0_0)_  1
    x(1_0_5_3)  c_e_flow(1_1_2)_  -1
    x(1_0_5_3)  c_u_processors(0_5_0)_  3
    x(1_0_5_3)  c_u_area_cut(0)_  18
    x(1_0_5_4)  goodput   0.043321299638989168
    x(1_0_5_4)  c_e_one_path(1_0_5)_  1
    x(1_0_5_4)  c_e_flow(1_0_1)_  1
    x(1_0_5_4)  c_e_flow(1_1_0)_  -1
    x(1_0_5_4)  c_u_processors(0_5_0)_  3
    x(1_0_5_4)  c_u_processors(0_5_1)_  3
    x(1_0_5_4)  c_u_processors(0_5_2)_  3
    x(1_0_5_4)  c_u_area_cut(0)_  120
    x(1_0_5_5)  goodput   0.03682310469314079
    x(1_0_5_5)  c_e_one_path(1_0_5)_  1
    x(1_0_5_5)  c_e_flow(1_0_1)_  1
    x(1_0_5_5)  c_e_flow(1_1_1)_  -1
    x(1_0_5_5)  c_u_processors(0_5_0)_  3
    x(1_0_5_5)  c_u_processors(0_5_1)_  3
    x(1_0_5_5)  c_u_area_cut(0)_  102
    x(1_0_5_6)  goodput   0.006498194945848375
    x(1_0_5_6)  c_e_one_path(1_0_5)_  1
    x(1_0_5_6)  c_e_flow(1_0_1)_  1
    x(1_0_5_6)  c_e_flow(1_1_2)_  -1
    x(1_0_5_6)  c_u_processors(0_5_0)_  3
    x(1_0_5_6)  c_u_area_cut(0)_  18
    x(1_0_5_7)  goodput   0.023826714801444042
    x(1_0_5_7)  c_e_one_path(1_0_5)_  1
    x(1_0_5_7)  c_e_flow(1_0_1)_  1
    x(1_0_5_7)  c_e_flow(1_1_0)_  -1
    x(1_0_5_7)  c_u_processors(0_5_1)_  3
    x(1_0_5_7)  c_u_processors(0_5_2)_  3
    x(1_0_5_7)  c_u_area_cut(0)_  66
    x(1_0_5_8)  goodput   0.017328519855595668
    x(1_0_5_8)  c_e_one_path(1_0_5)_  1
    x(1_0_5_8)  c_e_flow(1_0_1)_  1
    x(1_0_5_8)  c_e_flow(1_1_1)_  -1
    x(1_0_5_8)  c_u_processors(0_5_1)_  3
    x(1_0_5_8)  c_u_area_cut(0)_  48
    x(1_0_5_10)  goodput   0.03682310469314079
    x(1_0_5_10)  c_e_one_path(1_0_5)_  1
    x(1_0_5_10)  c_e_flow(1_0_2)_  1
    x(1_0_5_10)  c_e_flow(1_1_0)_  -1
    x(1_0_5_10)  c_u_processors(0_5_0)_  3
    x(1_0_5_10)  c_u_processors(0_5_1)_  3
    x(1_0_5_10)  c_u_processors(0_5_2)_  3
    x(1_0_5_10)  c_u_area_cut(0)_  102
    x(1_0_5_11)  goodput   0.030324909747292416
    x(1_0_5_11)  c_e_one_path(1_0_5)_  1
    x(1_0_5_11)  c_e_flow(1_0_2)_  1
    x(1_0_5_11)  c_e_flow(1_1_1)_  -1
    x(1_0_5_11)  c_u_processors(0_5_0)_  3
    x(1_0_5_11)  c_u_processors(0_5_1)_  3
    x(1_0_5_11)  c_u_area_cut(0)_  84
    x(1_0_5_13)  goodput   0.023826714801444042
    x(1_0_5_13)  c_e_one_path(1_0_5)_  1
    x(1_0_5_13)  c_e_flow(1_0_2)_  1
    x(1_0_5_13)  c_e_flow(1_1_0)_  -1
    x(1_0_5_13)  c_u_processors(0_5_1)_  3
    x(1_0_5_13)  c_u_processors(0_5_2)_  3
    x(1_0_5_13)  c_u_area_cut(0)_  66
    x(1_0_5_14)  goodput   0.017328519855595668
    x(1_0_5_14)  c_e_one_path(1_0_5)_  1
    x(1_0_5_14)  c_e_flow(1_0_2)_  1
    x(1_0_5_14)  c_e_flow(1_1_1)_  -1
    x(1_0_5_14)  c_u_processors(0_5_1)_  3
    x(1_0_5_14)  c_u_area_cut(0)_  48
    x(1_0_6_1)  goodput   0.043321299638989168
    x(1_0_6_1)  c_e_one_path(1_0_6)_  1
    x(1_0_6_1)  c_e_flow(1_0_0)_  1
    x(1_0_6_1)  c_e_flow(1_1_0)_  -1
    x(1_0_6_1)  c_u_processors(0_6_0)_  3
    x(1_0_6_1)  c_u_processors(0_6_1)_  3
    x(1_0_6_1)  c_u_processors(0_6_2)_  3
    x(1_0_6_1)  c_u_area_cut(0)_  120
    x(1_0_6_2)  goodput   0.03682310469314079
    x(1_0_6_2)  c_e_one_path(1_0_6)_  1
    x(1_0_6_2)  c_e_flow(1_0_0)_  1
    x(1_0_6_2)  c_e_flow(1_1_1)_  -1
    x(1_0_6_2)  c_u_processors(0_6_0)_  3
    x(1_0_6_2)  c_u_processors(0_6_1)_  3
    x(1_0_6_2)  c_u_area_cut(0)_  102
    x(1_0_6_3)  goodput   0.010830324909747292
    x(1_0_6_3)  c_e_one_path(1_0_6)_  1
    x(1_0_6_3)  c_e_flow(1_0_0)_  1
    x(1_0_6_3)  c_e_flow(1_1_2)_  -1
    x(1_0_6_3)  c_u_processors(0_6_0)_  3
    x(1_0_6_3)  c_u_area_cut(0)_  30
    x(1_0_6_4)  goodput   0.043321299638989168
    x(1_0_6_4)  c_e_one_path(1_0_6)_  1
    x(1_0_6_4)  c_e_flow(1_0_1)_  1
    x(1_0_6_4)  c_e_flow(1_1_0)_  -1
    x(1_0_6_4)  c_u_processors(0_6_0)_  3
    x(1_0_6_4)  c_u_processors(0_6_1)_  3
    x(1_0_6_4)  c_u_processors(0_6_2)_  3
    x(1_0_6_4)  c_u_area_cut(0)_  120
    x(1_0_6_5)  goodput   0.03682310469314079
    x(1_0_6_5)  c_e_one_path(1_0_6)_  1
    x(1_0_6_5)  c_e_flow(1_0_1)_  1
    x(1_0_6_5)  c_e_flow(1_1_1)_  -1
    x(1_0_6_5)  c_u_processors(0_6_0)_  3
    x(1_0_6_5)  c_u_processors(0_6_1)_  3
    x(1_0_6_5)  c_u_area_cut(0)_  102
    x(1_0_6_6)  goodput   0.010830324909747292
    x(1_0_6_6)  c_e_one_path(1_0_6)_  1
    x(1_0_6_6)  c_e_flow(1_0_1)_  1
    x(1_0_6_6)  c_e_flow(1_1_2)_  -1
    x(1_0_6_6)  c_u_processors(0_6_0)_  3
    x(1_0_6_6)  c_u_area_cut(0)_  30
    x(1_0_6_7)  goodput   0.019494584837545126
    x(1_0_6_7)  c_e_one_path(1_0_6)_  1
    x(1_0_6_7)  c_e_flow(1_0_1)_  1
    x(1_0_6_7)  c_e_flow(1_1_0)_  -1
    x(1_0_6_7)  c_u_processors(0_6_1)_  3
    x(1_0_6_7)  c_u_processors(0_6_2)_  3
    x(1_0_6_7)  c_u_area_cut(0)_  54
    x(1_0_6_8)  goodput   0.01299638989169675
    x(1_0_6_8)  c_e_one_path(1_0_6)_  1
    x(1_0_6_8)  c_e_flow(1_0_1)_  1
    x(1_0_6_8)  c_e_flow(1_1_1)_  -1
    x(1_0_6_8)  c_u_processors(0_6_1)_  3
    x(1_0_6_8)  c_u_area_cut(0)_  36
    x(1_0_6_10)  goodput   0.03682310469314079
    x(1_0_6_10)  c_e_one_path(1_0_6)_  1
    x(1_0_6_10)  c_e_flow(1_0_2)_  1
    x(1_0_6_10)  c_e_flow(1_1_0)_  -1
    x(1_0_6_10)  c_u_processors(0_6_0)_  3
    x(1_0_6_10)  c_u_processors(0_6_1)_  3
    x(1_0_6_10)  c_u_processors(0_6_2)_  3
    x(1_0_6_10)  c_u_area_cut(0)_  102
    x(1_0_6_11)  goodput   0.030324909747292416
    x(1_0_6_11)  c_e_one_path(1_0_6)_  1
    x(1_0_6_11)  c_e_flow(1_0_2)_  1
    x(1_0_6_11)  c_e_flow(1_1_1)_  -1
    x(1_0_6_11)  c_u_processors(0_6_0)_  3
    x(1_0_6_11)  c_u_processors(0_6_1)_  3
    x(1_0_6_11)  c_u_area_cut(0)_  84
    x(1_0_6_12)  goodput   0.0043321299638989169
    x(1_0_6_12)  c_e_one_path(1_0_6)_  1
    x(1_0_6_12)  c_e_flow(1_0_2)_  1
    x(1_0_6_12)  c_e_flow(1_1_2)_  -1
    x(1_0_6_12)  c_u_processors(0_6_0)_  3
    x(1_0_6_12)  c_u_area_cut(0)_  12
    x(1_0_6_13)  goodput   0.019494584837545126
    x(1_0_6_13)  c_e_one_path(1_0_6)_  1
    x(1_0_6_13)  c_e_flow(1_0_2)_  1
    x(1_0_6_13)  c_e_flow(1_1_0)_  -1
    x(1_0_6_13)  c_u_processors(0_6_1)_  3
    x(1_0_6_13)  c_u_processors(0_6_2)_  3
    x(1_0_6_13)  c_u_area_cut(0)_  54
    x(1_0_6_14)  goodput   0.01299638989169675
    x(1_0_6_14)  c_e_one_path(1_0_6)_  1
    x(1_0_6_14)  c_e_flow(1_0_2)_  1
    x(1_0_6_14)  c_e_flow(1_1_1)_  -1
    x(1_0_6_14)  c_u_processors(0_6_1)_  3
    x(1_0_6_14)  c_u_area_cut(0)_  36
    x(1_0_7_1)  goodput   0.043321299638989168
    x(1_0_7_1)  c_e_one_path(1_0_7)_  1
    x(1_0_7_1)  c_e_flow(1_0_0)_  1
    x(1_0_7_1)  c_e_flow(1_1_0)_  -1
    x(1_0_7_1)  c_u_processors(0_7_0)_  3
    x(1_0_7_1)  c_u_processors(0_7_1)_  3
    x(1_0_7_1)  c_u_processors(0_7_2)_  3
    x(1_0_7_1)  c_u_area_cut(0)_  120
    x(1_0_7_2)  goodput   0.03682310469314079
    x(1_0_7_2)  c_e_one_path(1_0_7)_  1
    x(1_0_7_2)  c_e_flow(1_0_0)_  1
    x(1_0_7_2)  c_e_flow(1_1_1)_  -1
    x(1_0_7_2)  c_u_processors(0_7_0)_  3
    x(1_0_7_2)  c_u_processors(0_7_1)_  3
    x(1_0_7_2)  c_u_area_cut(0)_  102
    x(1_0_7_3)  goodput   0.015162454873646208
    x(1_0_7_3)  c_e_one_path(1_0_7)_  1
    x(1_0_7_3)  c_e_flow(1_0_0)_  1
    x(1_0_7_3)  c_e_flow(1_1_2)_  -1
    x(1_0_7_3)  c_u_processors(0_7_0)_  3
    x(1_0_7_3)  c_u_area_cut(0)_  42
    x(1_0_7_4)  goodput   0.043321299638989168
    x(1_0_7_4)  c_e_one_path(1_0_7)_  1
    x(1_0_7_4)  c_e_flow(1_0_1)_  1
    x(1_0_7_4)  c_e_flow(1_1_0)_  -1
    x(1_0_7_4)  c_u_processors(0_7_0)_  3
    x(1_0_7_4)  c_u_processors(0_7_1)_  3
    x(1_0_7_4)  c_u_processors(0_7_2)_  3
    x(1_0_7_4)  c_u_area_cut(0)_  120
    x(1_0_7_5)  goodput   0.03682310469314079
    x(1_0_7_5)  c_e_one_path(1_0_7)_  1
    x(1_0_7_5)  c_e_flow(1_0_1)_  1
    x(1_0_7_5)  c_e_flow(1_1_1)_  -1
    x(1_0_7_5)  c_u_processors(0_7_0)_  3
    x(1_0_7_5)  c_u_processors(0_7_1)_  3
    x(1_0_7_5)  c_u_area_cut(0)_  102
    x(1_0_7_6)  goodput   0.015162454873646208
    x(1_0_7_6)  c_e_one_path(1_0_7)_  1
    x(1_0_7_6)  c_e_flow(1_0_1)_  1
    x(1_0_7_6)  c_e_flow(1_1_2)_  -1
    x(1_0_7_6)  c_u_processors(0_7_0)_  3
    x(1_0_7_6)  c_u_area_cut(0)_  42
    x(1_0_7_7)  goodput   0.015162454873646208
    x(1_0_7_7)  c_e_one_path(1_0_7)_  1
    x(1_0_7_7)  c_e_flow(1_0_1)_  1
    x(1_0_7_7)  c_e_flow(1_1_0)_  -1
    x(1_0_7_7)  c_u_processors(0_7_1)_  3
    x(1_0_7_7)  c_u_processors(0_7_2)_  3
    x(1_0_7_7)  c_u_area_cut(0)_  42
    x(1_0_7_8)  goodput   0.0086642599277978339
    x(1_0_7_8)  c_e_one_path(1_0_7)_  1
    x(1_0_7_8)  c_e_flow(1_0_1)_  1
    x(1_0_7_8)  c_e_flow(1_1_1)_  -1
    x(1_0_7_8)  c_u_processors(0_7_1)_  3
    x(1_0_7_8)  c_u_area_cut(0)_  24
    x(1_0_7_10)  goodput   0.03682310469314079
    x(1_0_7_10)  c_e_one_path(1_0_7)_  1
    x(1_0_7_10)  c_e_flow(1_0_2)_  1
    x(1_0_7_10)  c_e_flow(1_1_0)_  -1
    x(1_0_7_10)  c_u_processors(0_7_0)_  3
    x(1_0_7_10)  c_u_processors(0_7_1)_  3
    x(1_0_7_10)  c_u_processors(0_7_2)_  3
    x(1_0_7_10)  c_u_area_cut(0)_  102
    x(1_0_7_11)  goodput   0.030324909747292416
    x(1_0_7_11)  c_e_one_path(1_0_7)_  1
    x(1_0_7_11)  c_e_flow(1_0_2)_  1
    x(1_0_7_11)  c_e_flow(1_1_1)_  -1
    x(1_0_7_11)  c_u_processors(0_7_0)_  3
    x(1_0_7_11)  c_u_processors(0_7_1)_  3
    x(1_0_7_11)  c_u_area_cut(0)_  84
    x(1_0_7_12)  goodput   0.0086642599277978339
    x(1_0_7_12)  c_e_one_path(1_0_7)_  1
    x(1_0_7_12)  c_e_flow(1_0_2)_  1
    x(1_0_7_12)  c_e_flow(1_1_2)_  -1
    x(1_0_7_12)  c_u_processors(0_7_0)_  3
    x(1_0_7_12)  c_u_area_cut(0)_  24
    x(1_0_7_13)  goodput   0.015162454873646208
    x(1_0_7_13)  c_e_one_path(1_0_7)_  1
    x(1_0_7_13)  c_e_flow(1_0_2)_  1
    x(1_0_7_13)  c_e_flow(1_1_0)_  -1
    x(1_0_7_13)  c_u_processors(0_7_1)_  3
    x(1_0_7_13)  c_u_processors(0_7_2)_  3
    x(1_0_7_13)  c_u_area_cut(0)_  42
    x(1_0_7_14)  goodput   0.0086642599277978339
    x(1_0_7_14)  c_e_one_path(1_0_7)_  1
    x(1_0_7_14)  c_e_flow(1_0_2)_  1
    x(1_0_7_14)  c_e_flow(1_1_1)_  -1
    x(1_0_7_14)  c_u_processors(0_7_1)_  3
    x(1_0_7_14)  c_u_area_cut(0)_  24
    x(1_0_8_1)  goodput   0.043321299638989168
    x(1_0_8_1)  c_e_one_path(1_0_8)_  1
    x(1_0_8_1)  c_e_flow(1_0_0)_  1
    x(1_0_8_1)  c_e_flow(1_1_0)_  -1
    x(1_0_8_1)  c_u_processors(0_8_0)_  3
    x(1_0_8_1)  c_u_processors(0_8_1)_  3
    x(1_0_8_1)  c_u_processors(0_8_2)_  3
    x(1_0_8_1)  c_u_area_cut(0)_  120
    x(1_0_8_2)  goodput   0.03682310469314079
    x(1_0_8_2)  c_e_one_path(1_0_8)_  1
    x(1_0_8_2)  c_e_flow(1_0_0)_  1
    x(1_0_8_2)  c_e_flow(1_1_1)_  -1
    x(1_0_8_2)  c_u_processors(0_8_0)_  3
    x(1_0_8_2)  c_u_processors(0_8_1)_  3
    x(1_0_8_2)  c_u_area_cut(0)_  102
    x(1_0_8_3)  goodput   0.019494584837545126
    x(1_0_8_3)  c_e_one_path(1_0_8)_  1
    x(1_0_8_3)  c_e_flow(1_0_0)_  1
    x(1_0_8_3)  c_e_flow(1_1_2)_  -1
    x(1_0_8_3)  c_u_processors(0_8_0)_  3
    x(1_0_8_3)  c_u_area_cut(0)_  54
    x(1_0_8_4)  goodput   0.043321299638989168
    x(1_0_8_4)  c_e_one_path(1_0_8)_  1
    x(1_0_8_4)  c_e_flow(1_0_1)_  1
    x(1_0_8_4)  c_e_flow(1_1_0)_  -1
    x(1_0_8_4)  c_u_processors(0_8_0)_  3
    x(1_0_8_4)  c_u_processors(0_8_1)_  3
    x(1_0_8_4)  c_u_processors(0_8_2)_  3
    x(1_0_8_4)  c_u_area_cut(0)_  120
    x(1_0_8_5)  goodput   0.03682310469314079
    x(1_0_8_5)  c_e_one_path(1_0_8)_  1
    x(1_0_8_5)  c_e_flow(1_0_1)_  1
    x(1_0_8_5)  c_e_flow(1_1_1)_  -1
    x(1_0_8_5)  c_u_processors(0_8_0)_  3
    x(1_0_8_5)  c_u_processors(0_8_1)_  3
    x(1_0_8_5)  c_u_area_cut(0)_  102
    x(1_0_8_6)  goodput   0.019494584837545126
    x(1_0_8_6)  c_e_one_path(1_0_8)_  1
    x(1_0_8_6)  c_e_flow(1_0_1)_  1
    x(1_0_8_6)  c_e_flow(1_1_2)_  -1
    x(1_0_8_6)  c_u_processors(0_8_0)_  3
    x(1_0_8_6)  c_u_area_cut(0)_  54
    x(1_0_8_7)  goodput   0.010830324909747292
    x(1_0_8_7)  c_e_one_path(1_0_8)_  1
    x(1_0_8_7)  c_e_flow(1_0_1)_  1
    x(1_0_8_7)  c_e_flow(1_1_0)_  -1
    x(1_0_8_7)  c_u_processors(0_8_1)_  3
    x(1_0_8_7)  c_u_processors(0_8_2)_  3
    x(1_0_8_7)  c_u_area_cut(0)_  30
    x(1_0_8_8)  goodput   0.0043321299638989169
    x(1_0_8_8)  c_e_one_path(1_0_8)_  1
    x(1_0_8_8)  c_e_flow(1_0_1)_  1
    x(1_0_8_8)  c_e_flow(1_1_1)_  -1
    x(1_0_8_8)  c_u_processors(0_8_1)_  3
    x(1_0_8_8)  c_u_area_cut(0)_  12
    x(1_0_8_10)  goodput   0.03682310469314079
    x(1_0_8_10)  c_e_one_path(1_0_8)_  1
    x(1_0_8_10)  c_e_flow(1_0_2)_  1
    x(1_0_8_10)  c_e_flow(1_1_0)_  -1
    x(1_0_8_10)  c_u_processors(0_8_0)_  3
    x(1_0_8_10)  c_u_processors(0_8_1)_  3
    x(1_0_8_10)  c_u_processors(0_8_2)_  3
    x(1_0_8_10)  c_u_area_cut(0)_  102
    x(1_0_8_11)  goodput   0.030324909747292416
    x(1_0_8_11)  c_e_one_path(1_0_8)_  1
    x(1_0_8_11)  c_e_flow(1_0_2)_  1
    x(1_0_8_11)  c_e_flow(1_1_1)_  -1
    x(1_0_8_11)  c_u_processors(0_8_0)_  3
    x(1_0_8_11)  c_u_processors(0_8_1)_  3
    x(1_0_8_11)  c_u_area_cut(0)_  84
    x(1_0_8_12)  goodput   0.01299638989169675
    x(1_0_8_12)  c_e_one_path(1_0_8)_  1
    x(1_0_8_12)  c_e_flow(1_0_2)_  1
    x(1_0_8_12)  c_e_flow(1_1_2)_  -1
    x(1_0_8_12)  c_u_processors(0_8_0)_  3
    x(1_0_8_12)  c_u_area_cut(0)_  36
    x(1_0_8_13)  goodput   0.010830324909747292
    x(1_0_8_13)  c_e_one_path(1_0_8)_  1
    x(1_0_8_13)  c_e_flow(1_0_2)_  1
    x(1_0_8_13)  c_e_flow(1_1_0)_  -1
    x(1_0_8_13)  c_u_processors(0_8_1)_  3
    x(1_0_8_13)  c_u_processors(0_8_2)_  3
    x(1_0_8_13)  c_u_area_cut(0)_  30
    x(1_0_8_14)  goodput   0.0043321299638989169
    x(1_0_8_14)  c_e_one_path(1_0_8)_  1
    x(1_0_8_14)  c_e_flow(1_0_2)_  1
    x(1_0_8_14)  c_e_flow(1_1_1)_  -1
    x(1_0_8_14)  c_u_processors(0_8_1)_  3
    x(1_0_8_14)  c_u_area_cut(0)_  12
    x(1_0_9_1)  goodput   0.043321299638989168
    x(1_0_9_1)  c_e_one_path(1_0_9)_  1
    x(1_0_9_1)  c_e_flow(1_0_0)_  1
    x(1_0_9_1)  c_e_flow(1_1_0)_  -1
    x(1_0_9_1)  c_u_processors(0_9_0)_  3
    x(1_0_9_1)  c_u_processors(0_9_1)_  3
    x(1_0_9_1)  c_u_processors(0_9_2)_  3
    x(1_0_9_1)  c_u_area_cut(0)_  120
    x(1_0_9_2)  goodput   0.03682310469314079
    x(1_0_9_2)  c_e_one_path(1_0_9)_  1
    x(1_0_9_2)  c_e_flow(1_0_0)_  1
    x(1_0_9_2)  c_e_flow(1_1_1)_  -1
    x(1_0_9_2)  c_u_processors(0_9_0)_  3
    x(1_0_9_2)  c_u_processors(0_9_1)_  3
    x(1_0_9_2)  c_u_area_cut(0)_  102
    x(1_0_9_3)  goodput   0.023826714801444042
    x(1_0_9_3)  c_e_one_path(1_0_9)_  1
    x(1_0_9_3)  c_e_flow(1_0_0)_  1
    x(1_0_9_3)  c_e_flow(1_1_2)_  -1
    x(1_0_9_3)  c_u_processors(0_9_0)_  3
    x(1_0_9_3)  c_u_area_cut(0)_  66
    x(1_0_9_4)  goodput   0.043321299638989168
    x(1_0_9_4)  c_e_one_path(1_0_9)_  1
    x(1_0_9_4)  c_e_flow(1_0_1)_  1
    x(1_0_9_4)  c_e_flow(1_1_0)_  -1
    x(1_0_9_4)  c_u_processors(0_9_0)_  3
    x(1_0_9_4)  c_u_processors(0_9_1)_  3
    x(1_0_9_4)  c_u_processors(0_9_2)_  3
    x(1_0_9_4)  c_u_area_cut(0)_  120
    x(1_0_9_5)  goodput   0.03682310469314079
    x(1_0_9_5)  c_e_one_path(1_0_9)_  1
    x(1_0_9_5)  c_e_flow(1_0_1)_  1
    x(1_0_9_5)  c_e_flow(1_1_1)_  -1
    x(1_0_9_5)  c_u_processors(0_9_0)_  3
    x(1_0_9_5)  c_u_processors(0_9_1)_  3
    x(1_0_9_5)  c_u_area_cut(0)_  102
    x(1_0_9_6)  goodput   0.023826714801444042
    x(1_0_9_6)  c_e_one_path(1_0_9)_  1
    x(1_0_9_6)  c_e_flow(1_0_1)_  1
    x(1_0_9_6)  c_e_flow(1_1_2)_  -1
    x(1_0_9_6)  c_u_processors(0_9_0)_  3
    x(1_0_9_6)  c_u_area_cut(0)_  66
    x(1_0_9_7)  goodput   0.006498194945848375
    x(1_0_9_7)  c_e_one_path(1_0_9)_  1
    x(1_0_9_7)  c_e_flow(1_0_1)_  1
    x(1_0_9_7)  c_e_flow(1_1_0)_  -1
    x(1_0_9_7)  c_u_processors(0_9_1)_  3
    x(1_0_9_7)  c_u_processors(0_9_2)_  3
    x(1_0_9_7)  c_u_area_cut(0)_  18
    x(1_0_9_10)  goodput   0.03682310469314079
    x(1_0_9_10)  c_e_one_path(1_0_9)_  1
    x(1_0_9_10)  c_e_flow(1_0_2)_  1
    x(1_0_9_10)  c_e_flow(1_1_0)_  -1
    x(1_0_9_10)  c_u_processors(0_9_0)_  3
    x(1_0_9_10)  c_u_processors(0_9_1)_  3
    x(1_0_9_10)  c_u_processors(0_9_2)_  3
    x(1_0_9_10)  c_u_area_cut(0)_  102
    x(1_0_9_11)  goodput   0.030324909747292416
    x(1_0_9_11)  c_e_one_path(1_0_9)_  1
    x(1_0_9_11)  c_e_flow(1_0_2)_  1
    x(1_0_9_11)  c_e_flow(1_1_1)_  -1
    x(1_0_9_11)  c_u_processors(0_9_0)_  3
    x(1_0_9_11)  c_u_processors(0_9_1)_  3
    x(1_0_9_11)  c_u_area_cut(0)_  84
    x(1_0_9_12)  goodput   0.017328519855595668
    x(1_0_9_12)  c_e_one_path(1_0_9)_  1
    x(1_0_9_12)  c_e_flow(1_0_2)_  1
    x(1_0_9_12)  c_e_flow(1_1_2)_  -1
    x(1_0_9_12)  c_u_processors(0_9_0)_  3
    x(1_0_9_12)  c_u_area_cut(0)_  48
    x(1_0_9_13)  goodput   0.006498194945848375
    x(1_0_9_13)  c_e_one_path(1_0_9)_  1
    x(1_0_9_13)  c_e_flow(1_0_2)_  1
    x(1_0_9_13)  c_e_flow(1_1_0)_  -1
    x(1_0_9_13)  c_u_processors(0_9_1)_  3
    x(1_0_9_13)  c_u_processors(0_9_2)_  3
    x(1_0_9_13)  c_u_area_cut(0)_  18
    x(1_0_10_1)  goodput   0.043321299638989168
    x(1_0_10_1)  c_e_one_path(1_0_10)_  1
    x(1_0_10_1)  c_e_flow(1_0_0)_  1
    x(1_0_10_1)  c_e_flow(1_1_0)_  -1
    x(1_0_10_1)  c_u_processors(0_10_0)_  3
    x(1_0_10_1)  c_u_processors(0_10_1)_  3
    x(1_0_10_1)  c_u_processors(0_10_2)_  3
    x(1_0_10_1)  c_u_area_cut(0)_  120
    x(1_0_10_2)  goodput   0.03682310469314079
    x(1_0_10_2)  c_e_one_path(1_0_10)_  1
    x(1_0_10_2)  c_e_flow(1_0_0)_  1
    x(1_0_10_2)  c_e_flow(1_1_1)_  -1
    x(1_0_10_2)  c_u_processors(0_10_0)_  3
    x(1_0_10_2)  c_u_processors(0_10_1)_  3
    x(1_0_10_2)  c_u_area_cut(0)_  102
    x(1_0_10_3)  goodput   0.0259927797833935
    x(1_0_10_3)  c_e_one_path(1_0_10)_  1
    x(1_0_10_3)  c_e_flow(1_0_0)_  1
    x(1_0_10_3)  c_e_flow(1_1_2)_  -1
    x(1_0_10_3)  c_u_processors(0_10_0)_  3
    x(1_0_10_3)  c_u_area_cut(0)_  72
    x(1_0_10_4)  goodput   0.043321299638989168
    x(1_0_10_4)  c_e_one_path(1_0_10)_  1
    x(1_0_10_4)  c_e_flow(1_0_1)_  1
    x(1_0_10_4)  c_e_flow(1_1_0)_  -1
    x(1_0_10_4)  c_u_processors(0_10_0)_  3
    x(1_0_10_4)  c_u_processors(0_10_1)_  3
    x(1_0_10_4)  c_u_processors(0_10_2)_  3
    x(1_0_10_4)  c_u_area_cut(0)_  120
    x(1_0_10_5)  goodput   0.03682310469314079
    x(1_0_10_5)  c_e_one_path(1_0_10)_  1
    x(1_0_10_5)  c_e_flow(1_0_1)_  1
    x(1_0_10_5)  c_e_flow(1_1_1)_  -1
    x(1_0_10_5)  c_u_processors(0_10_0)_  3
    x(1_0_10_5)  c_u_processors(0_10_1)_  3
    x(1_0_10_5)  c_u_area_cut(0)_  102
    x(1_0_10_6)  goodput   0.0259927797833935
    x(1_0_10_6)  c_e_one_path(1_0_10)_  1
    x(1_0_10_6)  c_e_flow(1_0_1)_  1
    x(1_0_10_6)  c_e_flow(1_1_2)_  -1
    x(1_0_10_6)  c_u_processors(0_10_0)_  3
    x(1_0_10_6)  c_u_area_cut(0)_  72
    x(1_0_10_7)  goodput   0.0043321299638989169
    x(1_0_10_7)  c_e_one_path(1_0_10)_  1
    x(1_0_10_7)  c_e_flow(1_0_1)_  1
    x(1_0_10_7)  c_e_flow(1_1_0)_  -1
    x(1_0_10_7)  c_u_processors(0_10_1)_  3
    x(1_0_10_7)  c_u_processors(0_10_2)_  3
    x(1_0_10_7)  c_u_area_cut(0)_  12
    x(1_0_10_10)  goodput   0.03682310469314079
    x(1_0_10_10)  c_e_one_path(1_0_10)_  1
    x(1_0_10_10)  c_e_flow(1_0_2)_  1
    x(1_0_10_10)  c_e_flow(1_1_0)_  -1
    x(1_0_10_10)  c_u_processors(0_10_0)_  3
    x(1_0_10_10)  c_u_processors(0_10_1)_  3
    x(1_0_10_10)  c_u_processors(0_10_2)_  3
    x(1_0_10_10)  c_u_area_cut(0)_  102
    x(1_0_10_11)  goodput   0.030324909747292416
    x(1_0_10_11)  c_e_one_path(1_0_10)_  1
    x(1_0_10_11)  c_e_flow(1_0_2)_  1
    x(1_0_10_11)  c_e_flow(1_1_1)_  -1
    x(1_0_10_11)  c_u_processors(0_10_0)_  3
    x(1_0_10_11)  c_u_processors(0_10_1)_  3
    x(1_0_10_11)  c_u_area_cut(0)_  84
    x(1_0_10_12)  goodput   0.019494584837545126
    x(1_0_10_12)  c_e_one_path(1_0_10)_  1
    x(1_0_10_12)  c_e_flow(1_0_2)_  1
    x(1_0_10_12)  c_e_flow(1_1_2)_  -1
    x(1_0_10_12)  c_u_processors(0_10_0)_  3
    x(1_0_10_12)  c_u_area_cut(0)_  54
    x(1_0_10_13)  goodput   0.0043321299638989169
    x(1_0_10_13)  c_e_one_path(1_0_10)_  1
    x(1_0_10_13)  c_e_flow(1_0_2)_  1
    x(1_0_10_13)  c_e_flow(1_1_0)_  -1
    x(1_0_10_13)  c_u_processors(0_10_1)_  3
    x(1_0_10_13)  c_u_processors(0_10_2)_  3
    x(1_0_10_13)  c_u_area_cut(0)_  12
    x(1_0_11_1)  goodput   0.043321299638989168
    x(1_0_11_1)  c_e_one_path(1_0_11)_  1
    x(1_0_11_1)  c_e_flow(1_0_0)_  1
    x(1_0_11_1)  c_e_flow(1_1_0)_  -1
    x(1_0_11_1)  c_u_processors(0_11_0)_  3
    x(1_0_11_1)  c_u_processors(0_11_1)_  3
    x(1_0_11_1)  c_u_processors(0_11_2)_  3
    x(1_0_11_1)  c_u_area_cut(0)_  120
    x(1_0_11_2)  goodput   0.03682310469314079
    x(1_0_11_2)  c_e_one_path(1_0_11)_  1
    x(1_0_11_2)  c_e_flow(1_0_0)_  1
    x(1_0_11_2)  c_e_flow(1_1_1)_  -1
    x(1_0_11_2)  c_u_processors(0_11_0)_  3
    x(1_0_11_2)  c_u_processors(0_11_1)_  3
    x(1_0_11_2)  c_u_area_cut(0)_  102
    x(1_0_11_3)  goodput   0.028158844765342958
    x(1_0_11_3)  c_e_one_path(1_0_11)_  1
    x(1_0_11_3)  c_e_flow(1_0_0)_  1
    x(1_0_11_3)  c_e_flow(1_1_2)_  -1
    x(1_0_11_3)  c_u_processors(0_11_0)_  3
    x(1_0_11_3)  c_u_area_cut(0)_  78
    x(1_0_11_4)  goodput   0.043321299638989168
    x(1_0_11_4)  c_e_one_path(1_0_11)_  1
    x(1_0_11_4)  c_e_flow(1_0_1)_  1
    x(1_0_11_4)  c_e_flow(1_1_0)_  -1
    x(1_0_11_4)  c_u_processors(0_11_0)_  3
    x(1_0_11_4)  c_u_processors(0_11_1)_  3
    x(1_0_11_4)  c_u_processors(0_11_2)_  3
    x(1_0_11_4)  c_u_area_cut(0)_  120
    x(1_0_11_5)  goodput   0.03682310469314079
    x(1_0_11_5)  c_e_one_path(1_0_11)_  1
    x(1_0_11_5)  c_e_flow(1_0_1)_  1
    x(1_0_11_5)  c_e_flow(1_1_1)_  -1
    x(1_0_11_5)  c_u_processors(0_11_0)_  3
    x(1_0_11_5)  c_u_processors(0_11_1)_  3
    x(1_0_11_5)  c_u_area_cut(0)_  102
    x(1_0_11_6)  goodput   0.028158844765342958
    x(1_0_11_6)  c_e_one_path(1_0_11)_  1
    x(1_0_11_6)  c_e_flow(1_0_1)_  1
    x(1_0_11_6)  c_e_flow(1_1_2)_  -1
    x(1_0_11_6)  c_u_processors(0_11_0)_  3
    x(1_0_11_6)  c_u_area_cut(0)_  78
    x(1_0_11_7)  goodput   0.0021660649819494585
    x(1_0_11_7)  c_e_one_path(1_0_11)_  1
    x(1_0_11_7)  c_e_flow(1_0_1)_  1
    x(1_0_11_7)  c_e_flow(1_1_0)_  -1
    x(1_0_11_7)  c_u_processors(0_11_1)_  3
    x(1_0_11_7)  c_u_processors(0_11_2)_  3
    x(1_0_11_7)  c_u_area_cut(0)_  6
    x(1_0_11_10)  goodput   0.03682310469314079
    x(1_0_11_10)  c_e_one_path(1_0_11)_  1
    x(1_0_11_10)  c_e_flow(1_0_2)_  1
    x(1_0_11_10)  c_e_flow(1_1_0)_  -1
    x(1_0_11_10)  c_u_processors(0_11_0)_  3
    x(1_0_11_10)  c_u_processors(0_11_1)_  3
    x(1_0_11_10)  c_u_processors(0_11_2)_  3
    x(1_0_11_10)  c_u_area_cut(0)_  102
    x(1_0_11_11)  goodput   0.030324909747292416
    x(1_0_11_11)  c_e_one_path(1_0_11)_  1
    x(1_0_11_11)  c_e_flow(1_0_2)_  1
    x(1_0_11_11)  c_e_flow(1_1_1)_  -1
    x(1_0_11_11)  c_u_processors(0_11_0)_  3
    x(1_0_11_11)  c_u_processors(0_11_1)_  3
    x(1_0_11_11)  c_u_area_cut(0)_  84
    x(1_0_11_12)  goodput   0.021660649819494584
    x(1_0_11_12)  c_e_one_path(1_0_11)_  1
    x(1_0_11_12)  c_e_flow(1_0_2)_  1
    x(1_0_11_12)  c_e_flow(1_1_2)_  -1
    x(1_0_11_12)  c_u_processors(0_11_0)_  3
    x(1_0_11_12)  c_u_area_cut(0)_  60
    x(1_0_11_13)  goodput   0.0021660649819494585
    x(1_0_11_13)  c_e_one_path(1_0_11)_  1
    x(1_0_11_13)  c_e_flow(1_0_2)_  1
    x(1_0_11_13)  c_e_flow(1_1_0)_  -1
    x(1_0_11_13)  c_u_processors(0_11_1)_  3
    x(1_0_11_13)  c_u_processors(0_11_2)_  3
    x(1_0_11_13)  c_u_area_cut(0)_  6
    x(1_0_12_1)  goodput   0.043321299638989168
    x(1_0_12_1)  c_e_one_path(1_0_12)_  1
    x(1_0_12_1)  c_e_flow(1_0_0)_  1
    x(1_0_12_1)  c_e_flow(1_1_0)_  -1
    x(1_0_12_1)  c_u_processors(0_12_0)_  3
    x(1_0_12_1)  c_u_processors(0_12_1)_  3
    x(1_0_12_1)  c_u_processors(0_12_2)_  3
    x(1_0_12_1)  c_u_area_cut(0)_  120
    x(1_0_12_2)  goodput   0.03682310469314079
    x(1_0_12_2)  c_e_one_path(1_0_12)_  1
    x(1_0_12_2)  c_e_flow(1_0_0)_  1
    x(1_0_12_2)  c_e_flow(1_1_1)_  -1
    x(1_0_12_2)  c_u_processors(0_12_0)_  3
    x(1_0_12_2)  c_u_processors(0_12_1)_  3
    x(1_0_12_2)  c_u_area_cut(0)_  102
    x(1_0_12_3)  goodput   0.030324909747292416
    x(1_0_12_3)  c_e_one_path(1_0_12)_  1
    x(1_0_12_3)  c_e_flow(1_0_0)_  1
    x(1_0_12_3)  c_e_flow(1_1_2)_  -1
    x(1_0_12_3)  c_u_processors(0_12_0)_  3
    x(1_0_12_3)  c_u_area_cut(0)_  84
    x(1_0_12_4)  goodput   0.043321299638989168
    x(1_0_12_4)  c_e_one_path(1_0_12)_  1
    x(1_0_12_4)  c_e_flow(1_0_1)_  1
    x(1_0_12_4)  c_e_flow(1_1_0)_  -1
    x(1_0_12_4)  c_u_processors(0_12_0)_  3
    x(1_0_12_4)  c_u_processors(0_12_1)_  3
    x(1_0_12_4)  c_u_processors(0_12_2)_  3
    x(1_0_12_4)  c_u_area_cut(0)_  120
    x(1_0_12_5)  goodput   0.03682310469314079
    x(1_0_12_5)  c_e_one_path(1_0_12)_  1
    x(1_0_12_5)  c_e_flow(1_0_1)_  1
    x(1_0_12_5)  c_e_flow(1_1_1)_  -1
    x(1_0_12_5)  c_u_processors(0_12_0)_  3
    x(1_0_12_5)  c_u_processors(0_12_1)_  3
    x(1_0_12_5)  c_u_area_cut(0)_  102
    x(1_0_12_6)  goodput   0.030324909747292416
    x(1_0_12_6)  c_e_one_path(1_0_12)_  1
    x(1_0_12_6)  c_e_flow(1_0_1)_  1
    x(1_0_12_6)  c_e_flow(1_1_2)_  -1
    x(1_0_12_6)  c_u_processors(0_12_0)_  3
    x(1_0_12_6)  c_u_area_cut(0)_  84
    x(1_0_12_10)  goodput   0.03682310469314079
    x(1_0_12_10)  c_e_one_path(1_0_12)_  1
    x(1_0_12_10)  c_e_flow(1_0_2)_  1
    x(1_0_12_10)  c_e_flow(1_1_0)_  -1
    x(1_0_12_10)  c_u_processors(0_12_0)_  3
    x(1_0_12_10)  c_u_processors(0_12_1)_  3
    x(1_0_12_10)  c_u_processors(0_12_2)_  3
    x(1_0_12_10)  c_u_area_cut(0)_  102
    x(1_0_12_11)  goodput   0.030324909747292416
    x(1_0_12_11)  c_e_one_path(1_0_12)_  1
    x(1_0_12_11)  c_e_flow(1_0_2)_  1
    x(1_0_12_11)  c_e_flow(1_1_1)_  -1
    x(1_0_12_11)  c_u_processors(0_12_0)_  3
    x(1_0_12_11)  c_u_processors(0_12_1)_  3
    x(1_0_12_11)  c_u_area_cut(0)_  84
    x(1_0_12_12)  goodput   0.023826714801444042
    x(1_0_12_12)  c_e_one_path(1_0_12)_  1
    x(1_0_12_12)  c_e_flow(1_0_2)_  1
    x(1_0_12_12)  c_e_flow(1_1_2)_  -1
    x(1_0_12_12)  c_u_processors(0_12_0)_  3
    x(1_0_12_12)  c_u_area_cut(0)_  66
    x(1_0_13_1)  goodput   0.043321299638989168
    x(1_0_13_1)  c_e_one_path(1_0_13)_  1
    x(1_0_13_1)  c_e_flow(1_0_0)_  1
    x(1_0_13_1)  c_e_flow(1_1_0)_  -1
    x(1_0_13_1)  c_u_processors(0_13_0)_  3
    x(1_0_13_1)  c_u_processors(0_13_1)_  3
    x(1_0_13_1)  c_u_processors(0_13_2)_  3
    x(1_0_13_1)  c_u_area_cut(0)_  120
    x(1_0_13_2)  goodput   0.03682310469314079
    x(1_0_13_2)  c_e_one_path(1_0_13)_  1
    x(1_0_13_2)  c_e_flow(1_0_0)_  1
    x(1_0_13_2)  c_e_flow(1_1_1)_  -1
    x(1_0_13_2)  c_u_processors(0_13_0)_  3
    x(1_0_13_2)  c_u_processors(0_13_1)_  3
    x(1_0_13_2)  c_u_area_cut(0)_  102
    x(1_0_13_3)  goodput   0.031407942238267143
    x(1_0_13_3)  c_e_one_path(1_0_13)_  1
    x(1_0_13_3)  c_e_flow(1_0_0)_  1
    x(1_0_13_3)  c_e_flow(1_1_2)_  -1
    x(1_0_13_3)  c_u_processors(0_13_0)_  3
    x(1_0_13_3)  c_u_area_cut(0)_  87
    x(1_0_13_4)  goodput   0.043321299638989168
    x(1_0_13_4)  c_e_one_path(1_0_13)_  1
    x(1_0_13_4)  c_e_flow(1_0_1)_  1
    x(1_0_13_4)  c_e_flow(1_1_0)_  -1
    x(1_0_13_4)  c_u_processors(0_13_0)_  3
    x(1_0_13_4)  c_u_processors(0_13_1)_  3
    x(1_0_13_4)  c_u_processors(0_13_2)_  3
    x(1_0_13_4)  c_u_area_cut(0)_  120
    x(1_0_13_5)  goodput   0.03682310469314079
    x(1_0_13_5)  c_e_one_path(1_0_13)_  1
    x(1_0_13_5)  c_e_flow(1_0_1)_  1
    x(1_0_13_5)  c_e_flow(1_1_1)_  -1
    x(1_0_13_5)  c_u_processors(0_13_0)_  3
    x(1_0_13_5)  c_u_processors(0_13_1)_  3
    x(1_0_13_5)  c_u_area_cut(0)_  102
    x(1_0_13_6)  goodput   0.031407942238267143
    x(1_0_13_6)  c_e_one_path(1_0_13)_  1
    x(1_0_13_6)  c_e_flow(1_0_1)_  1
    x(1_0_13_6)  c_e_flow(1_1_2)_  -1
    x(1_0_13_6)  c_u_processors(0_13_0)_  3
    x(1_0_13_6)  c_u_area_cut(0)_  87
    x(1_0_13_10)  goodput   0.03682310469314079
    x(1_0_13_10)  c_e_one_path(1_0_13)_  1
    x(1_0_13_10)  c_e_flow(1_0_2)_  1
    x(1_0_13_10)  c_e_flow(1_1_0)_  -1
    x(1_0_13_10)  c_u_processors(0_13_0)_  3
    x(1_0_13_10)  c_u_processors(0_13_1)_  3
    x(1_0_13_10)  c_u_processors(0_13_2)_  3
    x(1_0_13_10)  c_u_area_cut(0)_  102
    x(1_0_13_11)  goodput   0.030324909747292416
    x(1_0_13_11)  c_e_one_path(1_0_13)_  1
    x(1_0_13_11)  c_e_flow(1_0_2)_  1
    x(1_0_13_11)  c_e_flow(1_1_1)_  -1
    x(1_0_13_11)  c_u_processors(0_13_0)_  3
    x(1_0_13_11)  c_u_processors(0_13_1)_  3
    x(1_0_13_11)  c_u_area_cut(0)_  84
    x(1_0_13_12)  goodput   0.024909747292418773
    x(1_0_13_12)  c_e_one_path(1_0_13)_  1
    x(1_0_13_12)  c_e_flow(1_0_2)_  1
    x(1_0_13_12)  c_e_flow(1_1_2)_  -1
    x(1_0_13_12)  c_u_processors(0_13_0)_  3
    x(1_0_13_12)  c_u_area_cut(0)_  69
    x(1_0_14_1)  goodput   0.043321299638989168
    x(1_0_14_1)  c_e_one_path(1_0_14)_  1
    x(1_0_14_1)  c_e_flow(1_0_0)_  1
    x(1_0_14_1)  c_e_flow(1_1_0)_  -1
    x(1_0_14_1)  c_u_processors(0_14_0)_  3
    x(1_0_14_1)  c_u_processors(0_14_1)_  3
    x(1_0_14_1)  c_u_processors(0_14_2)_  3
    x(1_0_14_1)  c_u_area_cut(0)_  120
    x(1_0_14_2)  goodput   0.03682310469314079
    x(1_0_14_2)  c_e_one_path(1_0_14)_  1
    x(1_0_14_2)  c_e_flow(1_0_0)_  1
    x(1_0_14_2)  c_e_flow(1_1_1)_  -1
    x(1_0_14_2)  c_u_processors(0_14_0)_  3
    x(1_0_14_2)  c_u_processors(0_14_1)_  3
    x(1_0_14_2)  c_u_area_cut(0)_  102
    x(1_0_14_3)  goodput   0.03682310469314079
    x(1_0_14_3)  c_e_one_path(1_0_14)_  1
    x(1_0_14_3)  c_e_flow(1_0_0)_  1
    x(1_0_14_3)  c_e_flow(1_1_2)_  -1
    x(1_0_14_3)  c_u_processors(0_14_0)_  3
    x(1_0_14_3)  c_u_area_cut(0)_  102
    x(1_0_14_4)  goodput   0.043321299638989168
    x(1_0_14_4)  c_e_one_path(1_0_14)_  1
    x(1_0_14_4)  c_e_flow(1_0_1)_  1
    x(1_0_14_4)  c_e_flow(1_1_0)_  -1
    x(1_0_14_4)  c_u_processors(0_14_0)_  3
    x(1_0_14_4)  c_u_processors(0_14_1)_  3
    x(1_0_14_4)  c_u_processors(0_14_2)_  3
    x(1_0_14_4)  c_u_area_cut(0)_  120
    x(1_0_14_5)  goodput   0.03682310469314079
    x(1_0_14_5)  c_e_one_path(1_0_14)_  1
    x(1_0_14_5)  c_e_flow(1_0_1)_  1
    x(1_0_14_5)  c_e_flow(1_1_1)_  -1
    x(1_0_14_5)  c_u_processors(0_14_0)_  3
    x(1_0_14_5)  c_u_processors(0_14_1)_  3
    x(1_0_14_5)  c_u_area_cut(0)_  102
    x(1_0_14_6)  goodput   0.03682310469314079
    x(1_0_14_6)  c_e_one_path(1_0_14)_  1
    x(1_0_14_6)  c_e_flow(1_0_1)_  1
    x(1_0_14_6)  c_e_flow(1_1_2)_  -1
    x(1_0_14_6)  c_u_processors(0_14_0)_  3
    x(1_0_14_6)  c_u_area_cut(0)_  102
    x(1_0_14_10)  goodput   0.03682310469314079
    x(1_0_14_10)  c_e_one_path(1_0_14)_  1
    x(1_0_14_10)  c_e_flow(1_0_2)_  1
    x(1_0_14_10)  c_e_flow(1_1_0)_  -1
    x(1_0_14_10)  c_u_processors(0_14_0)_  3
    x(1_0_14_10)  c_u_processors(0_14_1)_  3
    x(1_0_14_10)  c_u_processors(0_14_2)_  3
    x(1_0_14_10)  c_u_area_cut(0)_  102
    x(1_0_14_11)  goodput   0.030324909747292416
    x(1_0_14_11)  c_e_one_path(1_0_14)_  1
    x(1_0_14_11)  c_e_flow(1_0_2)_  1
    x(1_0_14_11)  c_e_flow(1_1_1)_  -1
    x(1_0_14_11)  c_u_processors(0_14_0)_  3
    x(1_0_14_11)  c_u_processors(0_14_1)_  3
    x(1_0_14_11)  c_u_area_cut(0)_  84
    x(1_0_14_12)  goodput   0.030324909747292416
    x(1_0_14_12)  c_e_one_path(1_0_14)_  1
    x(1_0_14_12)  c_e_flow(1_0_2)_  1
    x(1_0_14_12)  c_e_flow(1_1_2)_  -1
    x(1_0_14_12)  c_u_processors(0_14_0)_  3
    x(1_0_14_12)  c_u_area_cut(0)_  84
    x(1_1_0_1)  goodput   0.054151624548736461
    x(1_1_0_1)  c_e_one_path(1_1_0)_  1
    x(1_1_0_1)  c_e_flow(1_1_0)_  1
    x(1_1_0_1)  c_e_flow(1_2_0)_  -1
    x(1_1_0_1)  c_u_processors(1_0_0)_  3
    x(1_1_0_1)  c_u_processors(1_0_1)_  3
    x(1_1_0_1)  c_u_processors(1_0_2)_  3
    x(1_1_0_1)  c_u_area_cut(1)_  150
    x(1_1_0_2)  goodput   0.047653429602888084
    x(1_1_0_2)  c_e_one_path(1_1_0)_  1
    x(1_1_0_2)  c_e_flow(1_1_0)_  1
    x(1_1_0_2)  c_e_flow(1_2_1)_  -1
    x(1_1_0_2)  c_u_processors(1_0_0)_  3
    x(1_1_0_2)  c_u_processors(1_0_1)_  3
    x(1_1_0_2)  c_u_area_cut(1)_  132
    x(1_1_0_4)  goodput   0.054151624548736461
    x(1_1_0_4)  c_e_one_path(1_1_0)_  1
    x(1_1_0_4)  c_e_flow(1_1_1)_  1
    x(1_1_0_4)  c_e_flow(1_2_0)_  -1
    x(1_1_0_4)  c_u_processors(1_0_0)_  3
    x(1_1_0_4)  c_u_processors(1_0_1)_  3
    x(1_1_0_4)  c_u_processors(1_0_2)_  3
    x(1_1_0_4)  c_u_area_cut(1)_  150
    x(1_1_0_5)  goodput   0.047653429602888084
    x(1_1_0_5)  c_e_one_path(1_1_0)_  1
    x(1_1_0_5)  c_e_flow(1_1_1)_  1
    x(1_1_0_5)  c_e_flow(1_2_1)_  -1
    x(1_1_0_5)  c_u_processors(1_0_0)_  3
    x(1_1_0_5)  c_u_processors(1_0_1)_  3
    x(1_1_0_5)  c_u_area_cut(1)_  132
    x(1_1_0_7)  goodput   0.047653429602888084
    x(1_1_0_7)  c_e_one_path(1_1_0)_  1
    x(1_1_0_7)  c_e_flow(1_1_1)_  1
    x(1_1_0_7)  c_e_flow(1_2_0)_  -1
    x(1_1_0_7)  c_u_processors(1_0_1)_  3
    x(1_1_0_7)  c_u_processors(1_0_2)_  3
    x(1_1_0_7)  c_u_area_cut(1)_  132
    x(1_1_0_8)  goodput   0.041155234657039706
    x(1_1_0_8)  c_e_one_path(1_1_0)_  1
    x(1_1_0_8)  c_e_flow(1_1_1)_  1
    x(1_1_0_8)  c_e_flow(1_2_1)_  -1
    x(1_1_0_8)  c_u_processors(1_0_1)_  3
    x(1_1_0_8)  c_u_area_cut(1)_  114
    x(1_1_0_10)  goodput   0.047653429602888084
    x(1_1_0_10)  c_e_one_path(1_1_0)_  1
    x(1_1_0_10)  c_e_flow(1_1_2)_  1
    x(1_1_0_10)  c_e_flow(1_2_0)_  -1
    x(1_1_0_10)  c_u_processors(1_0_0)_  3
    x(1_1_0_10)  c_u_processors(1_0_1)_  3
    x(1_1_0_10)  c_u_processors(1_0_2)_  3
    x(1_1_0_10)  c_u_area_cut(1)_  132
    x(1_1_0_11)  goodput   0.041155234657039706
    x(1_1_0_11)  c_e_one_path(1_1_0)_  1
    x(1_1_0_11)  c_e_flow(1_1_2)_  1
    x(1_1_0_11)  c_e_flow(1_2_1)_  -1
    x(1_1_0_11)  c_u_processors(1_0_0)_  3
    x(1_1_0_11)  c_u_processors(1_0_1)_  3
    x(1_1_0_11)  c_u_area_cut(1)_  114
    x(1_1_0_13)  goodput   0.047653429602888084
    x(1_1_0_13)  c_e_one_path(1_1_0)_  1
    x(1_1_0_13)  c_e_flow(1_1_2)_  1
    x(1_1_0_13)  c_e_flow(1_2_0)_  -1
    x(1_1_0_13)  c_u_processors(1_0_1)_  3
    x(1_1_0_13)  c_u_processors(1_0_2)_  3
    x(1_1_0_13)  c_u_area_cut(1)_  132
    x(1_1_0_14)  goodput   0.041155234657039706
    x(1_1_0_14)  c_e_one_path(1_1_0)_  1
    x(1_1_0_14)  c_e_flow(1_1_2)_  1
    x(1_1_0_14)  c_e_flow(1_2_1)_  -1
    x(1_1_0_14)  c_u_processors(1_0_1)_  3
    x(1_1_0_14)  c_u_area_cut(1)_  114
    x(1_1_1_1)  goodput   0.054151624548736461
    x(1_1_1_1)  c_e_one_path(1_1_1)_  1
    x(1_1_1_1)  c_e_flow(1_1_0)_  1
    x(1_1_1_1)  c_e_flow(1_2_0)_  -1
    x(1_1_1_1)  c_u_processors(1_1_0)_  3
    x(1_1_1_1)  c_u_processors(1_1_1)_  3
    x(1_1_1_1)  c_u_processors(1_1_2)_  3
    x(1_1_1_1)  c_u_area_cut(1)_  150
    x(1_1_1_2)  goodput   0.047653429602888084
    x(1_1_1_2)  c_e_one_path(1_1_1)_  1
    x(1_1_1_2)  c_e_flow(1_1_0)_  1
    x(1_1_1_2)  c_e_flow(1_2_1)_  -1
    x(1_1_1_2)  c_u_processors(1_1_0)_  3
    x(1_1_1_2)  c_u_processors(1_1_1)_  3
    x(1_1_1_2)  c_u_area_cut(1)_  132
    x(1_1_1_4)  goodput   0.054151624548736461
    x(1_1_1_4)  c_e_one_path(1_1_1)_  1
    x(1_1_1_4)  c_e_flow(1_1_1)_  1
    x(1_1_1_4)  c_e_flow(1_2_0)_  -1
    x(1_1_1_4)  c_u_processors(1_1_0)_  3
    x(1_1_1_4)  c_u_processors(1_1_1)_  3
    x(1_1_1_4)  c_u_processors(1_1_2)_  3
    x(1_1_1_4)  c_u_area_cut(1)_  150
    x(1_1_1_5)  goodput   0.047653429602888084
    x(1_1_1_5)  c_e_one_path(1_1_1)_  1
    x(1_1_1_5)  c_e_flow(1_1_1)_  1
    x(1_1_1_5)  c_e_flow(1_2_1)_  -1
    x(1_1_1_5)  c_u_processors(1_1_0)_  3
    x(1_1_1_5)  c_u_processors(1_1_1)_  3
    x(1_1_1_5)  c_u_area_cut(1)_  132
    x(1_1_1_7)  goodput   0.042238267148014437
    x(1_1_1_7)  c_e_one_path(1_1_1)_  1
    x(1_1_1_7)  c_e_flow(1_1_1)_  1
    x(1_1_1_7)  c_e_flow(1_2_0)_  -1
    x(1_1_1_7)  c_u_processors(1_1_1)_  3
    x(1_1_1_7)  c_u_processors(1_1_2)_  3
    x(1_1_1_7)  c_u_area_cut(1)_  117
    x(1_1_1_8)  goodput   0.035740072202166066
    x(1_1_1_8)  c_e_one_path(1_1_1)_  1
    x(1_1_1_8)  c_e_flow(1_1_1)_  1
    x(1_1_1_8)  c_e_flow(1_2_1)_  -1
    x(1_1_1_8)  c_u_processors(1_1_1)_  3
    x(1_1_1_8)  c_u_area_cut(1)_  99
    x(1_1_1_10)  goodput   0.047653429602888084
    x(1_1_1_10)  c_e_one_path(1_1_1)_  1
    x(1_1_1_10)  c_e_flow(1_1_2)_  1
    x(1_1_1_10)  c_e_flow(1_2_0)_  -1
    x(1_1_1_10)  c_u_processors(1_1_0)_  3
    x(1_1_1_10)  c_u_processors(1_1_1)_  3
    x(1_1_1_10)  c_u_processors(1_1_2)_  3
    x(1_1_1_10)  c_u_area_cut(1)_  132
    x(1_1_1_11)  goodput   0.041155234657039706
    x(1_1_1_11)  c_e_one_path(1_1_1)_  1
    x(1_1_1_11)  c_e_flow(1_1_2)_  1
    x(1_1_1_11)  c_e_flow(1_2_1)_  -1
    x(1_1_1_11)  c_u_processors(1_1_0)_  3
    x(1_1_1_11)  c_u_processors(1_1_1)_  3
    x(1_1_1_11)  c_u_area_cut(1)_  114
    x(1_1_1_13)  goodput   0.042238267148014437
    x(1_1_1_13)  c_e_one_path(1_1_1)_  1
    x(1_1_1_13)  c_e_flow(1_1_2)_  1
    x(1_1_1_13)  c_e_flow(1_2_0)_  -1
    x(1_1_1_13)  c_u_processors(1_1_1)_  3
    x(1_1_1_13)  c_u_processors(1_1_2)_  3
    x(1_1_1_13)  c_u_area_cut(1)_  117
    x(1_1_1_14)  goodput   0.035740072202166066
    x(1_1_1_14)  c_e_one_path(1_1_1)_  1
    x(1_1_1_14)  c_e_flow(1_1_2)_  1
    x(1_1_1_14)  c_e_flow(1_2_1)_  -1
    x(1_1_1_14)  c_u_processors(1_1_1)_  3
    x(1_1_1_14)  c_u_area_cut(1)_  99
    x(1_1_2_1)  goodput   0.054151624548736461
    x(1_1_2_1)  c_e_one_path(1_1_2)_  1
    x(1_1_2_1)  c_e_flow(1_1_0)_  1
    x(1_1_2_1)  c_e_flow(1_2_0)_  -1
    x(1_1_2_1)  c_u_processors(1_2_0)_  3
    x(1_1_2_1)  c_u_processors(1_2_1)_  3
    x(1_1_2_1)  c_u_processors(1_2_2)_  3
    x(1_1_2_1)  c_u_area_cut(1)_  150
    x(1_1_2_2)  goodput   0.047653429602888084
    x(1_1_2_2)  c_e_one_path(1_1_2)_  1
    x(1_1_2_2)  c_e_flow(1_1_0)_  1
    x(1_1_2_2)  c_e_flow(1_2_1)_  -1
    x(1_1_2_2)  c_u_processors(1_2_0)_  3
    x(1_1_2_2)  c_u_processors(1_2_1)_  3
    x(1_1_2_2)  c_u_area_cut(1)_  132
    x(1_1_2_4)  goodput   0.054151624548736461
    x(1_1_2_4)  c_e_one_path(1_1_2)_  1
    x(1_1_2_4)  c_e_flow(1_1_1)_  1
    x(1_1_2_4)  c_e_flow(1_2_0)_  -1
    x(1_1_2_4)  c_u_processors(1_2_0)_  3
    x(1_1_2_4)  c_u_processors(1_2_1)_  3
    x(1_1_2_4)  c_u_processors(1_2_2)_  3
    x(1_1_2_4)  c_u_area_cut(1)_  150
    x(1_1_2_5)  goodput   0.047653429602888084
    x(1_1_2_5)  c_e_one_path(1_1_2)_  1
    x(1_1_2_5)  c_e_flow(1_1_1)_  1
    x(1_1_2_5)  c_e_flow(1_2_1)_  -1
    x(1_1_2_5)  c_u_processors(1_2_0)_  3
    x(1_1_2_5)  c_u_processors(1_2_1)_  3
    x(1_1_2_5)  c_u_area_cut(1)_  132
    x(1_1_2_7)  goodput   0.041155234657039706
    x(1_1_2_7)  c_e_one_path(1_1_2)_  1
    x(1_1_2_7)  c_e_flow(1_1_1)_  1
    x(1_1_2_7)  c_e_flow(1_2_0)_  -1
    x(1_1_2_7)  c_u_processors(1_2_1)_  3
    x(1_1_2_7)  c_u_processors(1_2_2)_  3
    x(1_1_2_7)  c_u_area_cut(1)_  114
    x(1_1_2_8)  goodput   0.034657039711191336
    x(1_1_2_8)  c_e_one_path(1_1_2)_  1
    x(1_1_2_8)  c_e_flow(1_1_1)_  1
    x(1_1_2_8)  c_e_flow(1_2_1)_  -1
    x(1_1_2_8)  c_u_processors(1_2_1)_  3
    x(1_1_2_8)  c_u_area_cut(1)_  96
    x(1_1_2_10)  goodput   0.047653429602888084
    x(1_1_2_10)  c_e_one_path(1_1_2)_  1
    x(1_1_2_10)  c_e_flow(1_1_2)_  1
    x(1_1_2_10)  c_e_flow(1_2_0)_  -1
    x(1_1_2_10)  c_u_processors(1_2_0)_  3
    x(1_1_2_10)  c_u_processors(1_2_1)_  3
    x(1_1_2_10)  c_u_processors(1_2_2)_  3
    x(1_1_2_10)  c_u_area_cut(1)_  132
    x(1_1_2_11)  goodput   0.041155234657039706
    x(1_1_2_11)  c_e_one_path(1_1_2)_  1
    x(1_1_2_11)  c_e_flow(1_1_2)_  1
    x(1_1_2_11)  c_e_flow(1_2_1)_  -1
    x(1_1_2_11)  c_u_processors(1_2_0)_  3
    x(1_1_2_11)  c_u_processors(1_2_1)_  3
    x(1_1_2_11)  c_u_area_cut(1)_  114
    x(1_1_2_13)  goodput   0.041155234657039706
    x(1_1_2_13)  c_e_one_path(1_1_2)_  1
    x(1_1_2_13)  c_e_flow(1_1_2)_  1
    x(1_1_2_13)  c_e_flow(1_2_0)_  -1
    x(1_1_2_13)  c_u_processors(1_2_1)_  3
    x(1_1_2_13)  c_u_processors(1_2_2)_  3
    x(1_1_2_13)  c_u_area_cut(1)_  114
    x(1_1_2_14)  goodput   0.034657039711191336
    x(1_1_2_14)  c_e_one_path(1_1_2)_  1
    x(1_1_2_14)  c_e_flow(1_1_2)_  1
    x(1_1_2_14)  c_e_flow(1_2_1)_  -1
    x(1_1_2_14)  c_u_processors(1_2_1)_  3
    x(1_1_2_14)  c_u_area_cut(1)_  96
    x(1_1_3_1)  goodput   0.054151624548736461
    x(1_1_3_1)  c_e_one_path(1_1_3)_  1
    x(1_1_3_1)  c_e_flow(1_1_0)_  1
    x(1_1_3_1)  c_e_flow(1_2_0)_  -1
    x(1_1_3_1)  c_u_processors(1_3_0)_  3
    x(1_1_3_1)  c_u_processors(1_3_1)_  3
    x(1_1_3_1)  c_u_processors(1_3_2)_  3
    x(1_1_3_1)  c_u_area_cut(1)_  150
    x(1_1_3_2)  goodput   0.047653429602888084
    x(1_1_3_2)  c_e_one_path(1_1_3)_  1
    x(1_1_3_2)  c_e_flow(1_1_0)_  1
    x(1_1_3_2)  c_e_flow(1_2_1)_  -1
    x(1_1_3_2)  c_u_processors(1_3_0)_  3
    x(1_1_3_2)  c_u_processors(1_3_1)_  3
    x(1_1_3_2)  c_u_area_cut(1)_  132
    x(1_1_3_3)  goodput   0.0021660649819494585
    x(1_1_3_3)  c_e_one_path(1_1_3)_  1
    x(1_1_3_3)  c_e_flow(1_1_0)_  1
    x(1_1_3_3)  c_e_flow(1_2_2)_  -1
    x(1_1_3_3)  c_u_processors(1_3_0)_  3
    x(1_1_3_3)  c_u_area_cut(1)_  6
    x(1_1_3_4)  goodput   0.054151624548736461
    x(1_1_3_4)  c_e_one_path(1_1_3)_  1
    x(1_1_3_4)  c_e_flow(1_1_1)_  1
    x(1_1_3_4)  c_e_flow(1_2_0)_  -1
    x(1_1_3_4)  c_u_processors(1_3_0)_  3
    x(1_1_3_4)  c_u_processors(1_3_1)_  3
    x(1_1_3_4)  c_u_processors(1_3_2)_  3
    x(1_1_3_4)  c_u_area_cut(1)_  150
    x(1_1_3_5)  goodput   0.047653429602888084
    x(1_1_3_5)  c_e_one_path(1_1_3)_  1
    x(1_1_3_5)  c_e_flow(1_1_1)_  1
    x(1_1_3_5)  c_e_flow(1_2_1)_  -1
    x(1_1_3_5)  c_u_processors(1_3_0)_  3
    x(1_1_3_5)  c_u_processors(1_3_1)_  3
    x(1_1_3_5)  c_u_area_cut(1)_  132
    x(1_1_3_6)  goodput   0.0021660649819494585
    x(1_1_3_6)  c_e_one_path(1_1_3)_  1
    x(1_1_3_6)  c_e_flow(1_1_1)_  1
    x(1_1_3_6)  c_e_flow(1_2_2)_  -1
    x(1_1_3_6)  c_u_processors(1_3_0)_  3
    x(1_1_3_6)  c_u_area_cut(1)_  6
    x(1_1_3_7)  goodput   0.038989169675090252
    x(1_1_3_7)  c_e_one_path(1_1_3)_  1
    x(1_1_3_7)  c_e_flow(1_1_1)_  1
    x(1_1_3_7)  c_e_flow(1_2_0)_  -1
    x(1_1_3_7)  c_u_processors(1_3_1)_  3
    x(1_1_3_7)  c_u_processors(1_3_2)_  3
    x(1_1_3_7)  c_u_area_cut(1)_  108
    x(1_1_3_8)  goodput   0.032490974729241874
    x(1_1_3_8)  c_e_one_path(1_1_3)_  1
    x(1_1_3_8)  c_e_flow(1_1_1)_  1
    x(1_1_3_8)  c_e_flow(1_2_1)_  -1
    x(1_1_3_8)  c_u_processors(1_3_1)_  3
    x(1_1_3_8)  c_u_area_cut(1)_  90
    x(1_1_3_10)  goodput   0.047653429602888084
    x(1_1_3_10)  c_e_one_path(1_1_3)_  1
    x(1_1_3_10)  c_e_flow(1_1_2)_  1
    x(1_1_3_10)  c_e_flow(1_2_0)_  -1
    x(1_1_3_10)  c_u_processors(1_3_0)_  3
    x(1_1_3_10)  c_u_processors(1_3_1)_  3
    x(1_1_3_10)  c_u_processors(1_3_2)_  3
    x(1_1_3_10)  c_u_area_cut(1)_  132
    x(1_1_3_11)  goodput   0.041155234657039706
    x(1_1_3_11)  c_e_one_path(1_1_3)_  1
    x(1_1_3_11)  c_e_flow(1_1_2)_  1
    x(1_1_3_11)  c_e_flow(1_2_1)_  -1
    x(1_1_3_11)  c_u_processors(1_3_0)_  3
    x(1_1_3_11)  c_u_processors(1_3_1)_  3
    x(1_1_3_11)  c_u_area_cut(1)_  114
    x(1_1_3_13)  goodput   0.038989169675090252
    x(1_1_3_13)  c_e_one_path(1_1_3)_  1
    x(1_1_3_13)  c_e_flow(1_1_2)_  1
    x(1_1_3_13)  c_e_flow(1_2_0)_  -1
    x(1_1_3_13)  c_u_processors(1_3_1)_  3
    x(1_1_3_13)  c_u_processors(1_3_2)_  3
    x(1_1_3_13)  c_u_area_cut(1)_  108
    x(1_1_3_14)  goodput   0.032490974729241874
    x(1_1_3_14)  c_e_one_path(1_1_3)_  1
    x(1_1_3_14)  c_e_flow(1_1_2)_  1
    x(1_1_3_14)  c_e_flow(1_2_1)_  -1
    x(1_1_3_14)  c_u_processors(1_3_1)_  3
    x(1_1_3_14)  c_u_area_cut(1)_  90
    x(1_1_4_1)  goodput   0.054151624548736461
    x(1_1_4_1)  c_e_one_path(1_1_4)_  1
    x(1_1_4_1)  c_e_flow(1_1_0)_  1
    x(1_1_4_1)  c_e_flow(1_2_0)_  -1
    x(1_1_4_1)  c_u_processors(1_4_0)_  3
    x(1_1_4_1)  c_u_processors(1_4_1)_  3
    x(1_1_4_1)  c_u_processors(1_4_2)_  3
    x(1_1_4_1)  c_u_area_cut(1)_  150
    x(1_1_4_2)  goodput   0.047653429602888084
    x(1_1_4_2)  c_e_one_path(1_1_4)_  1
    x(1_1_4_2)  c_e_flow(1_1_0)_  1
    x(1_1_4_2)  c_e_flow(1_2_1)_  -1
    x(1_1_4_2)  c_u_processors(1_4_0)_  3
    x(1_1_4_2)  c_u_processors(1_4_1)_  3
    x(1_1_4_2)  c_u_area_cut(1)_  132
    x(1_1_4_3)  goodput   0.0043321299638989169
    x(1_1_4_3)  c_e_one_path(1_1_4)_  1
    x(1_1_4_3)  c_e_flow(1_1_0)_  1
    x(1_1_4_3)  c_e_flow(1_2_2)_  -1
    x(1_1_4_3)  c_u_processors(1_4_0)_  3
    x(1_1_4_3)  c_u_area_cut(1)_  12
    x(1_1_4_4)  goodput   0.054151624548736461
    x(1_1_4_4)  c_e_one_path(1_1_4)_  1
    x(1_1_4_4)  c_e_flow(1_1_1)_  1
    x(1_1_4_4)  c_e_flow(1_2_0)_  -1
    x(1_1_4_4)  c_u_processors(1_4_0)_  3
    x(1_1_4_4)  c_u_processors(1_4_1)_  3
    x(1_1_4_4)  c_u_processors(1_4_2)_  3
    x(1_1_4_4)  c_u_area_cut(1)_  150
    x(1_1_4_5)  goodput   0.047653429602888084
    x(1_1_4_5)  c_e_one_path(1_1_4)_  1
    x(1_1_4_5)  c_e_flow(1_1_1)_  1
    x(1_1_4_5)  c_e_flow(1_2_1)_  -1
    x(1_1_4_5)  c_u_processors(1_4_0)_  3
    x(1_1_4_5)  c_u_processors(1_4_1)_  3
    x(1_1_4_5)  c_u_area_cut(1)_  132
    x(1_1_4_6)  goodput   0.0043321299638989169
    x(1_1_4_6)  c_e_one_path(1_1_4)_  1
    x(1_1_4_6)  c_e_flow(1_1_1)_  1
    x(1_1_4_6)  c_e_flow(1_2_2)_  -1
    x(1_1_4_6)  c_u_processors(1_4_0)_  3
    x(1_1_4_6)  c_u_area_cut(1)_  12
    x(1_1_4_7)  goodput   0.03682310469314079
    x(1_1_4_7)  c_e_one_path(1_1_4)_  1
    x(1_1_4_7)  c_e_flow(1_1_1)_  1
    x(1_1_4_7)  c_e_flow(1_2_0)_  -1
    x(1_1_4_7)  c_u_processors(1_4_1)_  3
    x(1_1_4_7)  c_u_processors(1_4_2)_  3
    x(1_1_4_7)  c_u_area_cut(1)_  102
    x(1_1_4_8)  goodput   0.030324909747292416
    x(1_1_4_8)  c_e_one_path(1_1_4)_  1
    x(1_1_4_8)  c_e_flow(1_1_1)_  1
    x(1_1_4_8)  c_e_flow(1_2_1)_  -1
    x(1_1_4_8)  c_u_processors(1_4_1)_  3
    x(1_1_4_8)  c_u_area_cut(1)_  84
    x(1_1_4_10)  goodput   0.047653429602888084
    x(1_1_4_10)  c_e_one_path(1_1_4)_  1
    x(1_1_4_10)  c_e_flow(1_1_2)_  1
    x(1_1_4_10)  c_e_flow(1_2_0)_  -1
    x(1_1_4_10)  c_u_processors(1_4_0)_  3
    x(1_1_4_10)  c_u_processors(1_4_1)_  3
    x(1_1_4_10)  c_u_processors(1_4_2)_  3
    x(1_1_4_10)  c_u_area_cut(1)_  132
    x(1_1_4_11)  goodput   0.041155234657039706
    x(1_1_4_11)  c_e_one_path(1_1_4)_  1
    x(1_1_4_11)  c_e_flow(1_1_2)_  1
    x(1_1_4_11)  c_e_flow(1_2_1)_  -1
    x(1_1_4_11)  c_u_processors(1_4_0)_  3
    x(1_1_4_11)  c_u_processors(1_4_1)_  3
    x(1_1_4_11)  c_u_area_cut(1)_  114
    x(1_1_4_13)  goodput   0.03682310469314079
    x(1_1_4_13)  c_e_one_path(1_1_4)_  1
    x(1_1_4_13)  c_e_flow(1_1_2)_  1
    x(1_1_4_13)  c_e_flow(1_2_0)_  -1
    x(1_1_4_13)  c_u_processors(1_4_1)_  3
    x(1_1_4_13)  c_u_processors(1_4_2)_  3
    x(1_1_4_13)  c_u_area_cut(1)_  102
    x(1_1_4_14)  goodput   0.030324909747292416
    x(1_1_4_14)  c_e_one_path(1_1_4)_  1
    x(1_1_4_14)  c_e_flow(1_1_2)_  1
    x(1_1_4_14)  c_e_flow(1_2_1)_  -1
    x(1_1_4_14)  c_u_processors(1_4_1)_  3
    x(1_1_4_14)  c_u_area_cut(1)_  84
    x(1_1_5_1)  goodput   0.054151624548736461
    x(1_1_5_1)  c_e_one_path(1_1_5)_  1
    x(1_1_5_1)  c_e_flow(1_1_0)_  1
    x(1_1_5_1)  c_e_flow(1_2_0)_  -1
    x(1_1_5_1)  c_u_processors(1_5_0)_  3
    x(1_1_5_1)  c_u_processors(1_5_1)_  3
    x(1_1_5_1)  c_u_processors(1_5_2)_  3
    x(1_1_5_1)  c_u_area_cut(1)_  150
    x(1_1_5_2)  goodput   0.047653429602888084
    x(1_1_5_2)  c_e_one_path(1_1_5)_  1
    x(1_1_5_2)  c_e_flow(1_1_0)_  1
    x(1_1_5_2)  c_e_flow(1_2_1)_  -1
    x(1_1_5_2)  c_u_processors(1_5_0)_  3
    x(1_1_5_2)  c_u_processors(1_5_1)_  3
    x(1_1_5_2)  c_u_area_cut(1)_  132
    x(1_1_5_3)  goodput   0.006498194945848375
    x(1_1_5_3)  c_e_one_path(1_1_5)_  1
    x(1_1_5_3)  c_e_flow(1_1_0)_  1
    x(1_1_5_3)  c_e_flow(1_2_2)_  -1
    x(1_1_5_3)  c_u_processors(1_5_0)_  3
    x(1_1_5_3)  c_u_area_cut(1)_  18
    x(1_1_5_4)  goodput   0.054151624548736461
    x(1_1_5_4)  c_e_one_path(1_1_5)_  1
    x(1_1_5_4)  c_e_flow(1_1_1)_  1
    x(1_1_5_4)  c_e_flow(1_2_0)_  -1
    x(1_1_5_4)  c_u_processors(1_5_0)_  3
    x(1_1_5_4)  c_u_processors(1_5_1)_  3
    x(1_1_5_4)  c_u_processors(1_5_2)_  3
    x(1_1_5_4)  c_u_area_cut(1)_  150
    x(1_1_5_5)  goodput   0.047653429602888084
    x(1_1_5_5)  c_e_one_path(1_1_5)_  1
    x(1_1_5_5)  c_e_flow(1_1_1)_  1
    x(1_1_5_5)  c_e_flow(1_2_1)_  -1
    x(1_1_5_5)  c_u_processors(1_5_0)_  3
    x(1_1_5_5)  c_u_processors(1_5_1)_  3
    x(1_1_5_5)  c_u_area_cut(1)_  132
    x(1_1_5_6)  goodput   0.006498194945848375
    x(1_1_5_6)  c_e_one_path(1_1_5)_  1
    x(1_1_5_6)  c_e_flow(1_1_1)_  1
    x(1_1_5_6)  c_e_flow(1_2_2)_  -1
    x(1_1_5_6)  c_u_processors(1_5_0)_  3
    x(1_1_5_6)  c_u_area_cut(1)_  18
    x(1_1_5_7)  goodput   0.034657039711191336
    x(1_1_5_7)  c_e_one_path(1_1_5)_  1
    x(1_1_5_7)  c_e_flow(1_1_1)_  1
    x(1_1_5_7)  c_e_flow(1_2_0)_  -1
    x(1_1_5_7)  c_u_processors(1_5_1)_  3
    x(1_1_5_7)  c_u_processors(1_5_2)_  3
    x(1_1_5_7)  c_u_area_cut(1)_  96
    x(1_1_5_8)  goodput   0.028158844765342958
    x(1_1_5_8)  c_e_one_path(1_1_5)_  1
    x(1_1_5_8)  c_e_flow(1_1_1)_  1
    x(1_1_5_8)  c_e_flow(1_2_1)_  -1
    x(1_1_5_8)  c_u_processors(1_5_1)_  3
    x(1_1_5_8)  c_u_area_cut(1)_  78
    x(1_1_5_10)  goodput   0.047653429602888084
    x(1_1_5_10)  c_e_one_path(1_1_5)_  1
    x(1_1_5_10)  c_e_flow(1_1_2)_  1
    x(1_1_5_10)  c_e_flow(1_2_0)_  -1
    x(1_1_5_10)  c_u_processors(1_5_0)_  3
    x(1_1_5_10)  c_u_processors(1_5_1)_  3
    x(1_1_5_10)  c_u_processors(1_5_2)_  3
    x(1_1_5_10)  c_u_area_cut(1)_  132
    x(1_1_5_11)  goodput   0.041155234657039706
    x(1_1_5_11)  c_e_one_path(1_1_5)_  1
    x(1_1_5_11)  c_e_flow(1_1_2)_  1
    x(1_1_5_11)  c_e_flow(1_2_1)_  -1
    x(1_1_5_11)  c_u_processors(1_5_0)_  3
    x(1_1_5_11)  c_u_processors(1_5_1)_  3
    x(1_1_5_11)  c_u_area_cut(1)_  114
    x(1_1_5_13)  goodput   0.034657039711191336
    x(1_1_5_13)  c_e_one_path(1_1_5)_  1
    x(1_1_5_13)  c_e_flow(1_1_2)_  1
    x(1_1_5_13)  c_e_flow(1_2_0)_  -1
    x(1_1_5_13)  c_u_processors(1_5_1)_  3
    x(1_1_5_13)  c_u_processors(1_5_2)_  3
    x(1_1_5_13)  c_u_area_cut(1)_  96
    x(1_1_5_14)  goodput   0.028158844765342958
    x(1_1_5_14)  c_e_one_path(1_1_5)_  1
    x(1_1_5_14)  c_e_flow(1_1_2)_  1
    x(1_1_5_14)  c_e_flow(1_2_1)_  -1
    x(1_1_5_14)  c_u_processors(1_5_1)_  3
    x(1_1_5_14)  c_u_area_cut(1)_  78
    x(1_1_6_1)  goodput   0.054151624548736461
    x(1_1_6_1)  c_e_one_path(1_1_6)_  1
    x(1_1_6_1)  c_e_flow(1_1_0)_  1
    x(1_1_6_1)  c_e_flow(1_2_0)_  -1
    x(1_1_6_1)  c_u_processors(1_6_0)_  3
    x(1_1_6_1)  c_u_processors(1_6_1)_  3
    x(1_1_6_1)  c_u_processors(1_6_2)_  3
    x(1_1_6_1)  c_u_area_cut(1)_  150
    x(1_1_6_2)  goodput   0.047653429602888084
    x(1_1_6_2)  c_e_one_path(1_1_6)_  1
    x(1_1_6_2)  c_e_flow(1_1_0)_  1
    x(1_1_6_2)  c_e_flow(1_2_1)_  -1
    x(1_1_6_2)  c_u_processors(1_6_0)_  3
    x(1_1_6_2)  c_u_processors(1_6_1)_  3
    x(1_1_6_2)  c_u_area_cut(1)_  132
    x(1_1_6_3)  goodput   0.010830324909747292
    x(1_1_6_3)  c_e_one_path(1_1_6)_  1
    x(1_1_6_3)  c_e_flow(1_1_0)_  1
    x(1_1_6_3)  c_e_flow(1_2_2)_  -1
    x(1_1_6_3)  c_u_processors(1_6_0)_  3
    x(1_1_6_3)  c_u_area_cut(1)_  30
    x(1_1_6_4)  goodput   0.054151624548736461
    x(1_1_6_4)  c_e_one_path(1_1_6)_  1
    x(1_1_6_4)  c_e_flow(1_1_1)_  1
    x(1_1_6_4)  c_e_flow(1_2_0)_  -1
    x(1_1_6_4)  c_u_processors(1_6_0)_  3
    x(1_1_6_4)  c_u_processors(1_6_1)_  3
    x(1_1_6_4)  c_u_processors(1_6_2)_  3
    x(1_1_6_4)  c_u_area_cut(1)_  150
    x(1_1_6_5)  goodput   0.047653429602888084
    x(1_1_6_5)  c_e_one_path(1_1_6)_  1
    x(1_1_6_5)  c_e_flow(1_1_1)_  1
    x(1_1_6_5)  c_e_flow(1_2_1)_  -1
    x(1_1_6_5)  c_u_processors(1_6_0)_  3
    x(1_1_6_5)  c_u_processors(1_6_1)_  3
    x(1_1_6_5)  c_u_area_cut(1)_  132
    x(1_1_6_6)  goodput   0.010830324909747292
    x(1_1_6_6)  c_e_one_path(1_1_6)_  1
    x(1_1_6_6)  c_e_flow(1_1_1)_  1
    x(1_1_6_6)  c_e_flow(1_2_2)_  -1
    x(1_1_6_6)  c_u_processors(1_6_0)_  3
    x(1_1_6_6)  c_u_area_cut(1)_  30
    x(1_1_6_7)  goodput   0.030324909747292416
    x(1_1_6_7)  c_e_one_path(1_1_6)_  1
    x(1_1_6_7)  c_e_flow(1_1_1)_  1
    x(1_1_6_7)  c_e_flow(1_2_0)_  -1
    x(1_1_6_7)  c_u_processors(1_6_1)_  3
    x(1_1_6_7)  c_u_processors(1_6_2)_  3
    x(1_1_6_7)  c_u_area_cut(1)_  84
    x(1_1_6_8)  goodput   0.023826714801444042
    x(1_1_6_8)  c_e_one_path(1_1_6)_  1
    x(1_1_6_8)  c_e_flow(1_1_1)_  1
    x(1_1_6_8)  c_e_flow(1_2_1)_  -1
    x(1_1_6_8)  c_u_processors(1_6_1)_  3
    x(1_1_6_8)  c_u_area_cut(1)_  66
    x(1_1_6_10)  goodput   0.047653429602888084
    x(1_1_6_10)  c_e_one_path(1_1_6)_  1
    x(1_1_6_10)  c_e_flow(1_1_2)_  1
    x(1_1_6_10)  c_e_flow(1_2_0)_  -1
    x(1_1_6_10)  c_u_processors(1_6_0)_  3
    x(1_1_6_10)  c_u_processors(1_6_1)_  3
    x(1_1_6_10)  c_u_processors(1_6_2)_  3
    x(1_1_6_10)  c_u_area_cut(1)_  132
    x(1_1_6_11)  goodput   0.041155234657039706
    x(1_1_6_11)  c_e_one_path(1_1_6)_  1
    x(1_1_6_11)  c_e_flow(1_1_2)_  1
    x(1_1_6_11)  c_e_flow(1_2_1)_  -1
    x(1_1_6_11)  c_u_processors(1_6_0)_  3
    x(1_1_6_11)  c_u_processors(1_6_1)_  3
    x(1_1_6_11)  c_u_area_cut(1)_  114
    x(1_1_6_12)  goodput   0.0043321299638989169
    x(1_1_6_12)  c_e_one_path(1_1_6)_  1
    x(1_1_6_12)  c_e_flow(1_1_2)_  1
    x(1_1_6_12)  c_e_flow(1_2_2)_  -1
    x(1_1_6_12)  c_u_processors(1_6_0)_  3
    x(1_1_6_12)  c_u_area_cut(1)_  12
    x(1_1_6_13)  goodput   0.030324909747292416
    x(1_1_6_13)  c_e_one_path(1_1_6)_  1
    x(1_1_6_13)  c_e_flow(1_1_2)_  1
    x(1_1_6_13)  c_e_flow(1_2_0)_  -1
    x(1_1_6_13)  c_u_processors(1_6_1)_  3
    x(1_1_6_13)  c_u_processors(1_6_2)_  3
    x(1_1_6_13)  c_u_area_cut(1)_  84
    x(1_1_6_14)  goodput   0.023826714801444042
    x(1_1_6_14)  c_e_one_path(1_1_6)_  1
    x(1_1_6_14)  c_e_flow(1_1_2)_  1
    x(1_1_6_14)  c_e_flow(1_2_1)_  -1
    x(1_1_6_14)  c_u_processors(1_6_1)_  3
    x(1_1_6_14)  c_u_area_cut(1)_  66
    x(1_1_7_1)  goodput   0.054151624548736461
    x(1_1_7_1)  c_e_one_path(1_1_7)_  1
    x(1_1_7_1)  c_e_flow(1_1_0)_  1
    x(1_1_7_1)  c_e_flow(1_2_0)_  -1
    x(1_1_7_1)  c_u_processors(1_7_0)_  3
    x(1_1_7_1)  c_u_processors(1_7_1)_  3
    x(1_1_7_1)  c_u_processors(1_7_2)_  3
    x(1_1_7_1)  c_u_area_cut(1)_  150
    x(1_1_7_2)  goodput   0.047653429602888084
    x(1_1_7_2)  c_e_one_path(1_1_7)_  1
    x(1_1_7_2)  c_e_flow(1_1_0)_  1
    x(1_1_7_2)  c_e_flow(1_2_1)_  -1
    x(1_1_7_2)  c_u_processors(1_7_0)_  3
    x(1_1_7_2)  c_u_processors(1_7_1)_  3
    x(1_1_7_2)  c_u_area_cut(1)_  132
    x(1_1_7_3)  goodput   0.015162454873646208
    x(1_1_7_3)  c_e_one_path(1_1_7)_  1
    x(1_1_7_3)  c_e_flow(1_1_0)_  1
    x(1_1_7_3)  c_e_flow(1_2_2)_  -1
    x(1_1_7_3)  c_u_processors(1_7_0)_  3
    x(1_1_7_3)  c_u_area_cut(1)_  42
    x(1_1_7_4)  goodput   0.054151624548736461
    x(1_1_7_4)  c_e_one_path(1_1_7)_  1
    x(1_1_7_4)  c_e_flow(1_1_1)_  1
    x(1_1_7_4)  c_e_flow(1_2_0)_  -1
    x(1_1_7_4)  c_u_processors(1_7_0)_  3
    x(1_1_7_4)  c_u_processors(1_7_1)_  3
    x(1_1_7_4)  c_u_processors(1_7_2)_  3
    x(1_1_7_4)  c_u_area_cut(1)_  150
    x(1_1_7_5)  goodput   0.047653429602888084
    x(1_1_7_5)  c_e_one_path(1_1_7)_  1
    x(1_1_7_5)  c_e_flow(1_1_1)_  1
    x(1_1_7_5)  c_e_flow(1_2_1)_  -1
    x(1_1_7_5)  c_u_processors(1_7_0)_  3
    x(1_1_7_5)  c_u_processors(1_7_1)_  3
    x(1_1_7_5)  c_u_area_cut(1)_  132
    x(1_1_7_6)  goodput   0.015162454873646208
    x(1_1_7_6)  c_e_one_path(1_1_7)_  1
    x(1_1_7_6)  c_e_flow(1_1_1)_  1
    x(1_1_7_6)  c_e_flow(1_2_2)_  -1
    x(1_1_7_6)  c_u_processors(1_7_0)_  3
    x(1_1_7_6)  c_u_area_cut(1)_  42
    x(1_1_7_7)  goodput   0.0259927797833935
    x(1_1_7_7)  c_e_one_path(1_1_7)_  1
    x(1_1_7_7)  c_e_flow(1_1_1)_  1
    x(1_1_7_7)  c_e_flow(1_2_0)_  -1
    x(1_1_7_7)  c_u_processors(1_7_1)_  3
    x(1_1_7_7)  c_u_processors(1_7_2)_  3
    x(1_1_7_7)  c_u_area_cut(1)_  72
    x(1_1_7_8)  goodput   0.019494584837545126
    x(1_1_7_8)  c_e_one_path(1_1_7)_  1
    x(1_1_7_8)  c_e_flow(1_1_1)_  1
    x(1_1_7_8)  c_e_flow(1_2_1)_  -1
    x(1_1_7_8)  c_u_processors(1_7_1)_  3
    x(1_1_7_8)  c_u_area_cut(1)_  54
    x(1_1_7_10)  goodput   0.047653429602888084
    x(1_1_7_10)  c_e_one_path(1_1_7)_  1
    x(1_1_7_10)  c_e_flow(1_1_2)_  1
    x(1_1_7_10)  c_e_flow(1_2_0)_  -1
    x(1_1_7_10)  c_u_processors(1_7_0)_  3
    x(1_1_7_10)  c_u_processors(1_7_1)_  3
    x(1_1_7_10)  c_u_processors(1_7_2)_  3
    x(1_1_7_10)  c_u_area_cut(1)_  132
    x(1_1_7_11)  goodput   0.041155234657039706
    x(1_1_7_11)  c_e_one_path(1_1_7)_  1
    x(1_1_7_11)  c_e_flow(1_1_2)_  1
    x(1_1_7_11)  c_e_flow(1_2_1)_  -1
    x(1_1_7_11)  c_u_processors(1_7_0)_  3
    x(1_1_7_11)  c_u_processors(1_7_1)_  3
    x(1_1_7_11)  c_u_area_cut(1)_  114
    x(1_1_7_12)  goodput   0.0086642599277978339
    x(1_1_7_12)  c_e_one_path(1_1_7)_  1
    x(1_1_7_12)  c_e_flow(1_1_2)_  1
    x(1_1_7_12)  c_e_flow(1_2_2)_  -1
    x(1_1_7_12)  c_u_processors(1_7_0)_  3
    x(1_1_7_12)  c_u_area_cut(1)_  24
    x(1_1_7_13)  goodput   0.0259927797833935
    x(1_1_7_13)  c_e_one_path(1_1_7)_  1
    x(1_1_7_13)  c_e_flow(1_1_2)_  1
    x(1_1_7_13)  c_e_flow(1_2_0)_  -1
    x(1_1_7_13)  c_u_processors(1_7_1)_  3
    x(1_1_7_13)  c_u_processors(1_7_2)_  3
    x(1_1_7_13)  c_u_area_cut(1)_  72
    x(1_1_7_14)  goodput   0.019494584837545126
    x(1_1_7_14)  c_e_one_path(1_1_7)_  1
    x(1_1_7_14)  c_e_flow(1_1_2)_  1
    x(1_1_7_14)  c_e_flow(1_2_1)_  -1
    x(1_1_7_14)  c_u_processors(1_7_1)_  3
    x(1_1_7_14)  c_u_area_cut(1)_  54
    x(1_1_8_1)  goodput   0.054151624548736461
    x(1_1_8_1)  c_e_one_path(1_1_8)_  1
    x(1_1_8_1)  c_e_flow(1_1_0)_  1
    x(1_1_8_1)  c_e_flow(1_2_0)_  -1
    x(1_1_8_1)  c_u_processors(1_8_0)_  3
    x(1_1_8_1)  c_u_processors(1_8_1)_  3
    x(1_1_8_1)  c_u_processors(1_8_2)_  3
    x(1_1_8_1)  c_u_area_cut(1)_  150
    x(1_1_8_2)  goodput   0.047653429602888084
    x(1_1_8_2)  c_e_one_path(1_1_8)_  1
    x(1_1_8_2)  c_e_flow(1_1_0)_  1
    x(1_1_8_2)  c_e_flow(1_2_1)_  -1
    x(1_1_8_2)  c_u_processors(1_8_0)_  3
    x(1_1_8_2)  c_u_processors(1_8_1)_  3
    x(1_1_8_2)  c_u_area_cut(1)_  132
    x(1_1_8_3)  goodput   0.019494584837545126
    x(1_1_8_3)  c_e_one_path(1_1_8)_  1
    x(1_1_8_3)  c_e_flow(1_1_0)_  1
    x(1_1_8_3)  c_e_flow(1_2_2)_  -1
    x(1_1_8_3)  c_u_processors(1_8_0)_  3
    x(1_1_8_3)  c_u_area_cut(1)_  54
    x(1_1_8_4)  goodput   0.054151624548736461
    x(1_1_8_4)  c_e_one_path(1_1_8)_  1
    x(1_1_8_4)  c_e_flow(1_1_1)_  1
    x(1_1_8_4)  c_e_flow(1_2_0)_  -1
    x(1_1_8_4)  c_u_processors(1_8_0)_  3
    x(1_1_8_4)  c_u_processors(1_8_1)_  3
    x(1_1_8_4)  c_u_processors(1_8_2)_  3
    x(1_1_8_4)  c_u_area_cut(1)_  150
    x(1_1_8_5)  goodput   0.047653429602888084
    x(1_1_8_5)  c_e_one_path(1_1_8)_  1
    x(1_1_8_5)  c_e_flow(1_1_1)_  1
    x(1_1_8_5)  c_e_flow(1_2_1)_  -1
    x(1_1_8_5)  c_u_processors(1_8_0)_  3
    x(1_1_8_5)  c_u_processors(1_8_1)_  3
    x(1_1_8_5)  c_u_area_cut(1)_  132
    x(1_1_8_6)  goodput   0.019494584837545126
    x(1_1_8_6)  c_e_one_path(1_1_8)_  1
    x(1_1_8_6)  c_e_flow(1_1_1)_  1
    x(1_1_8_6)  c_e_flow(1_2_2)_  -1
    x(1_1_8_6)  c_u_processors(1_8_0)_  3
    x(1_1_8_6)  c_u_area_cut(1)_  54
    x(1_1_8_7)  goodput   0.021660649819494584
    x(1_1_8_7)  c_e_one_path(1_1_8)_  1
    x(1_1_8_7)  c_e_flow(1_1_1)_  1
    x(1_1_8_7)  c_e_flow(1_2_0)_  -1
    x(1_1_8_7)  c_u_processors(1_8_1)_  3
    x(1_1_8_7)  c_u_processors(1_8_2)_  3
    x(1_1_8_7)  c_u_area_cut(1)_  60
    x(1_1_8_8)  goodput   0.015162454873646208
    x(1_1_8_8)  c_e_one_path(1_1_8)_  1
    x(1_1_8_8)  c_e_flow(1_1_1)_  1
    x(1_1_8_8)  c_e_flow(1_2_1)_  -1
    x(1_1_8_8)  c_u_processors(1_8_1)_  3
    x(1_1_8_8)  c_u_area_cut(1)_  42
    x(1_1_8_10)  goodput   0.047653429602888084
    x(1_1_8_10)  c_e_one_path(1_1_8)_  1
    x(1_1_8_10)  c_e_flow(1_1_2)_  1
    x(1_1_8_10)  c_e_flow(1_2_0)_  -1
    x(1_1_8_10)  c_u_processors(1_8_0)_  3
    x(1_1_8_10)  c_u_processors(1_8_1)_  3
    x(1_1_8_10)  c_u_processors(1_8_2)_  3
    x(1_1_8_10)  c_u_area_cut(1)_  132
    x(1_1_8_11)  goodput   0.041155234657039706
    x(1_1_8_11)  c_e_one_path(1_1_8)_  1
    x(1_1_8_11)  c_e_flow(1_1_2)_  1
    x(1_1_8_11)  c_e_flow(1_2_1)_  -1
    x(1_1_8_11)  c_u_processors(1_8_0)_  3
    x(1_1_8_11)  c_u_processors(1_8_1)_  3
    x(1_1_8_11)  c_u_area_cut(1)_  114
    x(1_1_8_12)  goodput   0.01299638989169675
    x(1_1_8_12)  c_e_one_path(1_1_8)_  1
    x(1_1_8_12)  c_e_flow(1_1_2)_  1
    x(1_1_8_12)  c_e_flow(1_2_2)_  -1
    x(1_1_8_12)  c_u_processors(1_8_0)_  3
    x(1_1_8_12)  c_u_area_cut(1)_  36
    x(1_1_8_13)  goodput   0.021660649819494584
    x(1_1_8_13)  c_e_one_path(1_1_8)_  1
    x(1_1_8_13)  c_e_flow(1_1_2)_  1
    x(1_1_8_13)  c_e_flow(1_2_0)_  -1
    x(1_1_8_13)  c_u_processors(1_8_1)_  3
    x(1_1_8_13)  c_u_processors(1_8_2)_  3
    x(1_1_8_13)  c_u_area_cut(1)_  60
    x(1_1_8_14)  goodput   0.015162454873646208
    x(1_1_8_14)  c_e_one_path(1_1_8)_  1
    x(1_1_8_14)  c_e_flow(1_1_2)_  1
    x(1_1_8_14)  c_e_flow(1_2_1)_  -1
    x(1_1_8_14)  c_u_processors(1_8_1)_  3
    x(1_1_8_14)  c_u_area_cut(1)_  42
    x(1_1_9_1)  goodput   0.054151624548736461
    x(1_1_9_1)  c_e_one_path(1_1_9)_  1
    x(1_1_9_1)  c_e_flow(1_1_0)_  1
    x(1_1_9_1)  c_e_flow(1_2_0)_  -1
    x(1_1_9_1)  c_u_processors(1_9_0)_  3
    x(1_1_9_1)  c_u_processors(1_9_1)_  3
    x(1_1_9_1)  c_u_processors(1_9_2)_  3
    x(1_1_9_1)  c_u_area_cut(1)_  150
    x(1_1_9_2)  goodput   0.047653429602888084
    x(1_1_9_2)  c_e_one_path(1_1_9)_  1
    x(1_1_9_2)  c_e_flow(1_1_0)_  1
    x(1_1_9_2)  c_e_flow(1_2_1)_  -1
    x(1_1_9_2)  c_u_processors(1_9_0)_  3
    x(1_1_9_2)  c_u_processors(1_9_1)_  3
    x(1_1_9_2)  c_u_area_cut(1)_  132
    x(1_1_9_3)  goodput   0.021660649819494584
    x(1_1_9_3)  c_e_one_path(1_1_9)_  1
    x(1_1_9_3)  c_e_flow(1_1_0)_  1
    x(1_1_9_3)  c_e_flow(1_2_2)_  -1
    x(1_1_9_3)  c_u_processors(1_9_0)_  3
    x(1_1_9_3)  c_u_area_cut(1)_  60
    x(1_1_9_4)  goodput   0.054151624548736461
    x(1_1_9_4)  c_e_one_path(1_1_9)_  1
    x(1_1_9_4)  c_e_flow(1_1_1)_  1
    x(1_1_9_4)  c_e_flow(1_2_0)_  -1
    x(1_1_9_4)  c_u_processors(1_9_0)_  3
    x(1_1_9_4)  c_u_processors(1_9_1)_  3
    x(1_1_9_4)  c_u_processors(1_9_2)_  3
    x(1_1_9_4)  c_u_area_cut(1)_  150
    x(1_1_9_5)  goodput   0.047653429602888084
    x(1_1_9_5)  c_e_one_path(1_1_9)_  1
    x(1_1_9_5)  c_e_flow(1_1_1)_  1
    x(1_1_9_5)  c_e_flow(1_2_1)_  -1
    x(1_1_9_5)  c_u_processors(1_9_0)_  3
    x(1_1_9_5)  c_u_processors(1_9_1)_  3
    x(1_1_9_5)  c_u_area_cut(1)_  132
    x(1_1_9_6)  goodput   0.021660649819494584
    x(1_1_9_6)  c_e_one_path(1_1_9)_  1
    x(1_1_9_6)  c_e_flow(1_1_1)_  1
    x(1_1_9_6)  c_e_flow(1_2_2)_  -1
    x(1_1_9_6)  c_u_processors(1_9_0)_  3
    x(1_1_9_6)  c_u_area_cut(1)_  60
    x(1_1_9_7)  goodput   0.019494584837545126
    x(1_1_9_7)  c_e_one_path(1_1_9)_  1
    x(1_1_9_7)  c_e_flow(1_1_1)_  1
    x(1_1_9_7)  c_e_flow(1_2_0)_  -1
    x(1_1_9_7)  c_u_processors(1_9_1)_  3
    x(1_1_9_7)  c_u_processors(1_9_2)_  3
    x(1_1_9_7)  c_u_area_cut(1)_  54
    x(1_1_9_8)  goodput   0.01299638989169675
    x(1_1_9_8)  c_e_one_path(1_1_9)_  1
    x(1_1_9_8)  c_e_flow(1_1_1)_  1
    x(1_1_9_8)  c_e_flow(1_2_1)_  -1
    x(1_1_9_8)  c_u_processors(1_9_1)_  3
    x(1_1_9_8)  c_u_area_cut(1)_  36
    x(1_1_9_10)  goodput   0.047653429602888084
    x(1_1_9_10)  c_e_one_path(1_1_9)_  1
    x(1_1_9_10)  c_e_flow(1_1_2)_  1
    x(1_1_9_10)  c_e_flow(1_2_0)_  -1
    x(1_1_9_10)  c_u_processors(1_9_0)_  3
    x(1_1_9_10)  c_u_processors(1_9_1)_  3
    x(1_1_9_10)  c_u_processors(1_9_2)_  3
    x(1_1_9_10)  c_u_area_cut(1)_  132
    x(1_1_9_11)  goodput   0.041155234657039706
    x(1_1_9_11)  c_e_one_path(1_1_9)_  1
    x(1_1_9_11)  c_e_flow(1_1_2)_  1
    x(1_1_9_11)  c_e_flow(1_2_1)_  -1
    x(1_1_9_11)  c_u_processors(1_9_0)_  3
    x(1_1_9_11)  c_u_processors(1_9_1)_  3
    x(1_1_9_11)  c_u_area_cut(1)_  114
    x(1_1_9_12)  goodput   0.015162454873646208
    x(1_1_9_12)  c_e_one_path(1_1_9)_  1
    x(1_1_9_12)  c_e_flow(1_1_2)_  1
    x(1_1_9_12)  c_e_flow(1_2_2)_  -1
    x(1_1_9_12)  c_u_processors(1_9_0)_  3
    x(1_1_9_12)  c_u_area_cut(1)_  42
    x(1_1_9_13)  goodput   0.019494584837545126
    x(1_1_9_13)  c_e_one_path(1_1_9)_  1
    x(1_1_9_13)  c_e_flow(1_1_2)_  1
    x(1_1_9_13)  c_e_flow(1_2_0)_  -1
    x(1_1_9_13)  c_u_processors(1_9_1)_  3
    x(1_1_9_13)  c_u_processors(1_9_2)_  3
    x(1_1_9_13)  c_u_area_cut(1)_  54
    x(1_1_9_14)  goodput   0.01299638989169675
    x(1_1_9_14)  c_e_one_path(1_1_9)_  1
    x(1_1_9_14)  c_e_flow(1_1_2)_  1
    x(1_1_9_14)  c_e_flow(1_2_1)_  -1
    x(1_1_9_14)  c_u_processors(1_9_1)_  3
    x(1_1_9_14)  c_u_area_cut(1)_  36
    x(1_1_10_1)  goodput   0.054151624548736461
    x(1_1_10_1)  c_e_one_path(1_1_10)_  1
    x(1_1_10_1)  c_e_flow(1_1_0)_  1
    x(1_1_10_1)  c_e_flow(1_2_0)_  -1
    x(1_1_10_1)  c_u_processors(1_10_0)_  3
    x(1_1_10_1)  c_u_processors(1_10_1)_  3
    x(1_1_10_1)  c_u_processors(1_10_2)_  3
    x(1_1_10_1)  c_u_area_cut(1)_  150
    x(1_1_10_2)  goodput   0.047653429602888084
    x(1_1_10_2)  c_e_one_path(1_1_10)_  1
    x(1_1_10_2)  c_e_flow(1_1_0)_  1
    x(1_1_10_2)  c_e_flow(1_2_1)_  -1
    x(1_1_10_2)  c_u_processors(1_10_0)_  3
    x(1_1_10_2)  c_u_processors(1_10_1)_  3
    x(1_1_10_2)  c_u_area_cut(1)_  132
    x(1_1_10_3)  goodput   0.0259927797833935
    x(1_1_10_3)  c_e_one_path(1_1_10)_  1
    x(1_1_10_3)  c_e_flow(1_1_0)_  1
    x(1_1_10_3)  c_e_flow(1_2_2)_  -1
    x(1_1_10_3)  c_u_processors(1_10_0)_  3
    x(1_1_10_3)  c_u_area_cut(1)_  72
    x(1_1_10_4)  goodput   0.054151624548736461
    x(1_1_10_4)  c_e_one_path(1_1_10)_  1
    x(1_1_10_4)  c_e_flow(1_1_1)_  1
    x(1_1_10_4)  c_e_flow(1_2_0)_  -1
    x(1_1_10_4)  c_u_processors(1_10_0)_  3
    x(1_1_10_4)  c_u_processors(1_10_1)_  3
    x(1_1_10_4)  c_u_processors(1_10_2)_  3
    x(1_1_10_4)  c_u_area_cut(1)_  150
    x(1_1_10_5)  goodput   0.047653429602888084
    x(1_1_10_5)  c_e_one_path(1_1_10)_  1
    x(1_1_10_5)  c_e_flow(1_1_1)_  1
    x(1_1_10_5)  c_e_flow(1_2_1)_  -1
    x(1_1_10_5)  c_u_processors(1_10_0)_  3
    x(1_1_10_5)  c_u_processors(1_10_1)_  3
    x(1_1_10_5)  c_u_area_cut(1)_  132
    x(1_1_10_6)  goodput   0.0259927797833935
    x(1_1_10_6)  c_e_one_path(1_1_10)_  1
    x(1_1_10_6)  c_e_flow(1_1_1)_  1
    x(1_1_10_6)  c_e_flow(1_2_2)_  -1
    x(1_1_10_6)  c_u_processors(1_10_0)_  3
    x(1_1_10_6)  c_u_area_cut(1)_  72
    x(1_1_10_7)  goodput   0.015162454873646208
    x(1_1_10_7)  c_e_one_path(1_1_10)_  1
    x(1_1_10_7)  c_e_flow(1_1_1)_  1
    x(1_1_10_7)  c_e_flow(1_2_0)_  -1
    x(1_1_10_7)  c_u_processors(1_10_1)_  3
    x(1_1_10_7)  c_u_processors(1_10_2)_  3
    x(1_1_10_7)  c_u_area_cut(1)_  42
    x(1_1_10_8)  goodput   0.0086642599277978339
    x(1_1_10_8)  c_e_one_path(1_1_10)_  1
    x(1_1_10_8)  c_e_flow(1_1_1)_  1
    x(1_1_10_8)  c_e_flow(1_2_1)_  -1
    x(1_1_10_8)  c_u_processors(1_10_1)_  3
    x(1_1_10_8)  c_u_area_cut(1)_  24
    x(1_1_10_10)  goodput   0.047653429602888084
    x(1_1_10_10)  c_e_one_path(1_1_10)_  1
    x(1_1_10_10)  c_e_flow(1_1_2)_  1
    x(1_1_10_10)  c_e_flow(1_2_0)_  -1
    x(1_1_10_10)  c_u_processors(1_10_0)_  3
    x(1_1_10_10)  c_u_processors(1_10_1)_  3
    x(1_1_10_10)  c_u_processors(1_10_2)_  3
    x(1_1_10_10)  c_u_area_cut(1)_  132
    x(1_1_10_11)  goodput   0.041155234657039706
    x(1_1_10_11)  c_e_one_path(1_1_10)_  1
    x(1_1_10_11)  c_e_flow(1_1_2)_  1
    x(1_1_10_11)  c_e_flow(1_2_1)_  -1
    x(1_1_10_11)  c_u_processors(1_10_0)_  3
    x(1_1_10_11)  c_u_processors(1_10_1)_  3
    x(1_1_10_11)  c_u_area_cut(1)_  114
    x(1_1_10_12)  goodput   0.019494584837545126
    x(1_1_10_12)  c_e_one_path(1_1_10)_  1
    x(1_1_10_12)  c_e_flow(1_1_2)_  1
    x(1_1_10_12)  c_e_flow(1_2_2)_  -1
    x(1_1_10_12)  c_u_processors(1_10_0)_  3
    x(1_1_10_12)  c_u_area_cut(1)_  54
    x(1_1_10_13)  goodput   0.015162454873646208
    x(1_1_10_13)  c_e_one_path(1_1_10)_  1
    x(1_1_10_13)  c_e_flow(1_1_2)_  1
    x(1_1_10_13)  c_e_flow(1_2_0)_  -1
    x(1_1_10_13)  c_u_processors(1_10_1)_  3
    x(1_1_10_13)  c_u_processors(1_10_2)_  3
    x(1_1_10_13)  c_u_area_cut(1)_  42
    x(1_1_10_14)  goodput   0.0086642599277978339
    x(1_1_10_14)  c_e_one_path(1_1_10)_  1
    x(1_1_10_14)  c_e_flow(1_1_2)_  1
    x(1_1_10_14)  c_e_flow(1_2_1)_  -1
    x(1_1_10_14)  c_u_processors(1_10_1)_  3
    x(1_1_10_14)  c_u_area_cut(1)_  24
    x(1_1_11_1)  goodput   0.054151624548736461
    x(1_1_11_1)  c_e_one_path(1_1_11)_  1
    x(1_1_11_1)  c_e_flow(1_1_0)_  1
    x(1_1_11_1)  c_e_flow(1_2_0)_  -1
    x(1_1_11_1)  c_u_processors(1_11_0)_  3
    x(1_1_11_1)  c_u_processors(1_11_1)_  3
    x(1_1_11_1)  c_u_processors(1_11_2)_  3
    x(1_1_11_1)  c_u_area_cut(1)_  150
    x(1_1_11_2)  goodput   0.047653429602888084
    x(1_1_11_2)  c_e_one_path(1_1_11)_  1
    x(1_1_11_2)  c_e_flow(1_1_0)_  1
    x(1_1_11_2)  c_e_flow(1_2_1)_  -1
    x(1_1_11_2)  c_u_processors(1_11_0)_  3
    x(1_1_11_2)  c_u_processors(1_11_1)_  3
    x(1_1_11_2)  c_u_area_cut(1)_  132
    x(1_1_11_3)  goodput   0.030324909747292416
    x(1_1_11_3)  c_e_one_path(1_1_11)_  1
    x(1_1_11_3)  c_e_flow(1_1_0)_  1
    x(1_1_11_3)  c_e_flow(1_2_2)_  -1
    x(1_1_11_3)  c_u_processors(1_11_0)_  3
    x(1_1_11_3)  c_u_area_cut(1)_  84
    x(1_1_11_4)  goodput   0.054151624548736461
    x(1_1_11_4)  c_e_one_path(1_1_11)_  1
    x(1_1_11_4)  c_e_flow(1_1_1)_  1
    x(1_1_11_4)  c_e_flow(1_2_0)_  -1
    x(1_1_11_4)  c_u_processors(1_11_0)_  3
    x(1_1_11_4)  c_u_processors(1_11_1)_  3
    x(1_1_11_4)  c_u_processors(1_11_2)_  3
    x(1_1_11_4)  c_u_area_cut(1)_  150
    x(1_1_11_5)  goodput   0.047653429602888084
    x(1_1_11_5)  c_e_one_path(1_1_11)_  1
    x(1_1_11_5)  c_e_flow(1_1_1)_  1
    x(1_1_11_5)  c_e_flow(1_2_1)_  -1
    x(1_1_11_5)  c_u_processors(1_11_0)_  3
    x(1_1_11_5)  c_u_processors(1_11_1)_  3
    x(1_1_11_5)  c_u_area_cut(1)_  132
    x(1_1_11_6)  goodput   0.030324909747292416
    x(1_1_11_6)  c_e_one_path(1_1_11)_  1
    x(1_1_11_6)  c_e_flow(1_1_1)_  1
    x(1_1_11_6)  c_e_flow(1_2_2)_  -1
    x(1_1_11_6)  c_u_processors(1_11_0)_  3
    x(1_1_11_6)  c_u_area_cut(1)_  84
    x(1_1_11_7)  goodput   0.010830324909747292
    x(1_1_11_7)  c_e_one_path(1_1_11)_  1
    x(1_1_11_7)  c_e_flow(1_1_1)_  1
    x(1_1_11_7)  c_e_flow(1_2_0)_  -1
    x(1_1_11_7)  c_u_processors(1_11_1)_  3
    x(1_1_11_7)  c_u_processors(1_11_2)_  3
    x(1_1_11_7)  c_u_area_cut(1)_  30
    x(1_1_11_8)  goodput   0.0043321299638989169
    x(1_1_11_8)  c_e_one_path(1_1_11)_  1
    x(1_1_11_8)  c_e_flow(1_1_1)_  1
    x(1_1_11_8)  c_e_flow(1_2_1)_  -1
    x(1_1_11_8)  c_u_processors(1_11_1)_  3
    x(1_1_11_8)  c_u_area_cut(1)_  12
    x(1_1_11_10)  goodput   0.047653429602888084
    x(1_1_11_10)  c_e_one_path(1_1_11)_  1
    x(1_1_11_10)  c_e_flow(1_1_2)_  1
    x(1_1_11_10)  c_e_flow(1_2_0)_  -1
    x(1_1_11_10)  c_u_processors(1_11_0)_  3
    x(1_1_11_10)  c_u_processors(1_11_1)_  3
    x(1_1_11_10)  c_u_processors(1_11_2)_  3
    x(1_1_11_10)  c_u_area_cut(1)_  132
    x(1_1_11_11)  goodput   0.041155234657039706
    x(1_1_11_11)  c_e_one_path(1_1_11)_  1
    x(1_1_11_11)  c_e_flow(1_1_2)_  1
    x(1_1_11_11)  c_e_flow(1_2_1)_  -1
    x(1_1_11_11)  c_u_processors(1_11_0)_  3
    x(1_1_11_11)  c_u_processors(1_11_1)_  3
    x(1_1_11_11)  c_u_area_cut(1)_  114
    x(1_1_11_12)  goodput   0.023826714801444042
    x(1_1_11_12)  c_e_one_path(1_1_11)_  1
    x(1_1_11_12)  c_e_flow(1_1_2)_  1
    x(1_1_11_12)  c_e_flow(1_2_2)_  -1
    x(1_1_11_12)  c_u_processors(1_11_0)_  3
    x(1_1_11_12)  c_u_area_cut(1)_  66
    x(1_1_11_13)  goodput   0.010830324909747292
    x(1_1_11_13)  c_e_one_path(1_1_11)_  1
    x(1_1_11_13)  c_e_flow(1_1_2)_  1
    x(1_1_11_13)  c_e_flow(1_2_0)_  -1
    x(1_1_11_13)  c_u_processors(1_11_1)_  3
    x(1_1_11_13)  c_u_processors(1_11_2)_  3
    x(1_1_11_13)  c_u_area_cut(1)_  30
    x(1_1_11_14)  goodput   0.0043321299638989169
    x(1_1_11_14)  c_e_one_path(1_1_11)_  1
    x(1_1_11_14)  c_e_flow(1_1_2)_  1
    x(1_1_11_14)  c_e_flow(1_2_1)_  -1
    x(1_1_11_14)  c_u_processors(1_11_1)_  3
    x(1_1_11_14)  c_u_area_cut(1)_  12
    x(1_1_12_1)  goodput   0.054151624548736461
    x(1_1_12_1)  c_e_one_path(1_1_12)_  1
    x(1_1_12_1)  c_e_flow(1_1_0)_  1
    x(1_1_12_1)  c_e_flow(1_2_0)_  -1
    x(1_1_12_1)  c_u_processors(1_12_0)_  3
    x(1_1_12_1)  c_u_processors(1_12_1)_  3
    x(1_1_12_1)  c_u_processors(1_12_2)_  3
    x(1_1_12_1)  c_u_area_cut(1)_  150
    x(1_1_12_2)  goodput   0.047653429602888084
    x(1_1_12_2)  c_e_one_path(1_1_12)_  1
    x(1_1_12_2)  c_e_flow(1_1_0)_  1
    x(1_1_12_2)  c_e_flow(1_2_1)_  -1
    x(1_1_12_2)  c_u_processors(1_12_0)_  3
    x(1_1_12_2)  c_u_processors(1_12_1)_  3
    x(1_1_12_2)  c_u_area_cut(1)_  132
    x(1_1_12_3)  goodput   0.034657039711191336
    x(1_1_12_3)  c_e_one_path(1_1_12)_  1
    x(1_1_12_3)  c_e_flow(1_1_0)_  1
    x(1_1_12_3)  c_e_flow(1_2_2)_  -1
    x(1_1_12_3)  c_u_processors(1_12_0)_  3
    x(1_1_12_3)  c_u_area_cut(1)_  96
    x(1_1_12_4)  goodput   0.054151624548736461
    x(1_1_12_4)  c_e_one_path(1_1_12)_  1
    x(1_1_12_4)  c_e_flow(1_1_1)_  1
    x(1_1_12_4)  c_e_flow(1_2_0)_  -1
    x(1_1_12_4)  c_u_processors(1_12_0)_  3
    x(1_1_12_4)  c_u_processors(1_12_1)_  3
    x(1_1_12_4)  c_u_processors(1_12_2)_  3
    x(1_1_12_4)  c_u_area_cut(1)_  150
    x(1_1_12_5)  goodput   0.047653429602888084
    x(1_1_12_5)  c_e_one_path(1_1_12)_  1
    x(1_1_12_5)  c_e_flow(1_1_1)_  1
    x(1_1_12_5)  c_e_flow(1_2_1)_  -1
    x(1_1_12_5)  c_u_processors(1_12_0)_  3
    x(1_1_12_5)  c_u_processors(1_12_1)_  3
    x(1_1_12_5)  c_u_area_cut(1)_  132
    x(1_1_12_6)  goodput   0.034657039711191336
    x(1_1_12_6)  c_e_one_path(1_1_12)_  1
    x(1_1_12_6)  c_e_flow(1_1_1)_  1
    x(1_1_12_6)  c_e_flow(1_2_2)_  -1
    x(1_1_12_6)  c_u_processors(1_12_0)_  3
    x(1_1_12_6)  c_u_area_cut(1)_  96
    x(1_1_12_7)  goodput   0.006498194945848375
    x(1_1_12_7)  c_e_one_path(1_1_12)_  1
    x(1_1_12_7)  c_e_flow(1_1_1)_  1
    x(1_1_12_7)  c_e_flow(1_2_0)_  -1
    x(1_1_12_7)  c_u_processors(1_12_1)_  3
    x(1_1_12_7)  c_u_processors(1_12_2)_  3
    x(1_1_12_7)  c_u_area_cut(1)_  18
    x(1_1_12_10)  goodput   0.047653429602888084
    x(1_1_12_10)  c_e_one_path(1_1_12)_  1
    x(1_1_12_10)  c_e_flow(1_1_2)_  1
    x(1_1_12_10)  c_e_flow(1_2_0)_  -1
    x(1_1_12_10)  c_u_processors(1_12_0)_  3
    x(1_1_12_10)  c_u_processors(1_12_1)_  3
    x(1_1_12_10)  c_u_processors(1_12_2)_  3
    x(1_1_12_10)  c_u_area_cut(1)_  132
    x(1_1_12_11)  goodput   0.041155234657039706
    x(1_1_12_11)  c_e_one_path(1_1_12)_  1
    x(1_1_12_11)  c_e_flow(1_1_2)_  1
    x(1_1_12_11)  c_e_flow(1_2_1)_  -1
    x(1_1_12_11)  c_u_processors(1_12_0)_  3
    x(1_1_12_11)  c_u_processors(1_12_1)_  3
    x(1_1_12_11)  c_u_area_cut(1)_  114
    x(1_1_12_12)  goodput   0.028158844765342958
    x(1_1_12_12)  c_e_one_path(1_1_12)_  1
    x(1_1_12_12)  c_e_flow(1_1_2)_  1
    x(1_1_12_12)  c_e_flow(1_2_2)_  -1
    x(1_1_12_12)  c_u_processors(1_12_0)_  3
    x(1_1_12_12)  c_u_area_cut(1)_  78
    x(1_1_12_13)  goodput   0.006498194945848375
    x(1_1_12_13)  c_e_one_path(1_1_12)_  1
    x(1_1_12_13)  c_e_flow(1_1_2)_  1
    x(1_1_12_13)  c_e_flow(1_2_0)_  -1
    x(1_1_12_13)  c_u_processors(1_12_1)_  3
    x(1_1_12_13)  c_u_processors(1_12_2)_  3
    x(1_1_12_13)  c_u_area_cut(1)_  18
    x(1_1_13_1)  goodput   0.054151624548736461
    x(1_1_13_1)  c_e_one_path(1_1_13)_  1
    x(1_1_13_1)  c_e_flow(1_1_0)_  1
    x(1_1_13_1)  c_e_flow(1_2_0)_  -1
    x(1_1_13_1)  c_u_processors(1_13_0)_  3
    x(1_1_13_1)  c_u_processors(1_13_1)_  3
    x(1_1_13_1)  c_u_processors(1_13_2)_  3
    x(1_1_13_1)  c_u_area_cut(1)_  150
    x(1_1_13_2)  goodput   0.047653429602888084
    x(1_1_13_2)  c_e_one_path(1_1_13)_  1
    x(1_1_13_2)  c_e_flow(1_1_0)_  1
    x(1_1_13_2)  c_e_flow(1_2_1)_  -1
    x(1_1_13_2)  c_u_processors(1_13_0)_  3
    x(1_1_13_2)  c_u_processors(1_13_1)_  3
    x(1_1_13_2)  c_u_area_cut(1)_  132
    x(1_1_13_3)  goodput   0.03682310469314079
    x(1_1_13_3)  c_e_one_path(1_1_13)_  1
    x(1_1_13_3)  c_e_flow(1_1_0)_  1
    x(1_1_13_3)  c_e_flow(1_2_2)_  -1
    x(1_1_13_3)  c_u_processors(1_13_0)_  3
    x(1_1_13_3)  c_u_area_cut(1)_  102
    x(1_1_13_4)  goodput   0.054151624548736461
    x(1_1_13_4)  c_e_one_path(1_1_13)_  1
    x(1_1_13_4)  c_e_flow(1_1_1)_  1
    x(1_1_13_4)  c_e_flow(1_2_0)_  -1
    x(1_1_13_4)  c_u_processors(1_13_0)_  3
    x(1_1_13_4)  c_u_processors(1_13_1)_  3
    x(1_1_13_4)  c_u_processors(1_13_2)_  3
    x(1_1_13_4)  c_u_area_cut(1)_  150
    x(1_1_13_5)  goodput   0.047653429602888084
    x(1_1_13_5)  c_e_one_path(1_1_13)_  1
    x(1_1_13_5)  c_e_flow(1_1_1)_  1
    x(1_1_13_5)  c_e_flow(1_2_1)_  -1
    x(1_1_13_5)  c_u_processors(1_13_0)_  3
    x(1_1_13_5)  c_u_processors(1_13_1)_  3
    x(1_1_13_5)  c_u_area_cut(1)_  132
    x(1_1_13_6)  goodput   0.03682310469314079
    x(1_1_13_6)  c_e_one_path(1_1_13)_  1
    x(1_1_13_6)  c_e_flow(1_1_1)_  1
    x(1_1_13_6)  c_e_flow(1_2_2)_  -1
    x(1_1_13_6)  c_u_processors(1_13_0)_  3
    x(1_1_13_6)  c_u_area_cut(1)_  102
    x(1_1_13_7)  goodput   0.0043321299638989169
    x(1_1_13_7)  c_e_one_path(1_1_13)_  1
    x(1_1_13_7)  c_e_flow(1_1_1)_  1
    x(1_1_13_7)  c_e_flow(1_2_0)_  -1
    x(1_1_13_7)  c_u_processors(1_13_1)_  3
    x(1_1_13_7)  c_u_processors(1_13_2)_  3
    x(1_1_13_7)  c_u_area_cut(1)_  12
    x(1_1_13_10)  goodput   0.047653429602888084
    x(1_1_13_10)  c_e_one_path(1_1_13)_  1
    x(1_1_13_10)  c_e_flow(1_1_2)_  1
    x(1_1_13_10)  c_e_flow(1_2_0)_  -1
    x(1_1_13_10)  c_u_processors(1_13_0)_  3
    x(1_1_13_10)  c_u_processors(1_13_1)_  3
    x(1_1_13_10)  c_u_processors(1_13_2)_  3
    x(1_1_13_10)  c_u_area_cut(1)_  132
    x(1_1_13_11)  goodput   0.041155234657039706
    x(1_1_13_11)  c_e_one_path(1_1_13)_  1
    x(1_1_13_11)  c_e_flow(1_1_2)_  1
    x(1_1_13_11)  c_e_flow(1_2_1)_  -1
    x(1_1_13_11)  c_u_processors(1_13_0)_  3
    x(1_1_13_11)  c_u_processors(1_13_1)_  3
    x(1_1_13_11)  c_u_area_cut(1)_  114
    x(1_1_13_12)  goodput   0.030324909747292416
    x(1_1_13_12)  c_e_one_path(1_1_13)_  1
    x(1_1_13_12)  c_e_flow(1_1_2)_  1
    x(1_1_13_12)  c_e_flow(1_2_2)_  -1
    x(1_1_13_12)  c_u_processors(1_13_0)_  3
    x(1_1_13_12)  c_u_area_cut(1)_  84
    x(1_1_13_13)  goodput   0.0043321299638989169
    x(1_1_13_13)  c_e_one_path(1_1_13)_  1
    x(1_1_13_13)  c_e_flow(1_1_2)_  1
    x(1_1_13_13)  c_e_flow(1_2_0)_  -1
    x(1_1_13_13)  c_u_processors(1_13_1)_  3
    x(1_1_13_13)  c_u_processors(1_13_2)_  3
    x(1_1_13_13)  c_u_area_cut(1)_  12
    x(1_1_14_1)  goodput   0.054151624548736461
    x(1_1_14_1)  c_e_one_path(1_1_14)_  1
    x(1_1_14_1)  c_e_flow(1_1_0)_  1
    x(1_1_14_1)  c_e_flow(1_2_0)_  -1
    x(1_1_14_1)  c_u_processors(1_14_0)_  3
    x(1_1_14_1)  c_u_processors(1_14_1)_  3
    x(1_1_14_1)  c_u_processors(1_14_2)_  3
    x(1_1_14_1)  c_u_area_cut(1)_  150
    x(1_1_14_2)  goodput   0.047653429602888084
    x(1_1_14_2)  c_e_one_path(1_1_14)_  1
    x(1_1_14_2)  c_e_flow(1_1_0)_  1
    x(1_1_14_2)  c_e_flow(1_2_1)_  -1
    x(1_1_14_2)  c_u_processors(1_14_0)_  3
    x(1_1_14_2)  c_u_processors(1_14_1)_  3
    x(1_1_14_2)  c_u_area_cut(1)_  132
    x(1_1_14_3)  goodput   0.038989169675090252
    x(1_1_14_3)  c_e_one_path(1_1_14)_  1
    x(1_1_14_3)  c_e_flow(1_1_0)_  1
    x(1_1_14_3)  c_e_flow(1_2_2)_  -1
    x(1_1_14_3)  c_u_processors(1_14_0)_  3
    x(1_1_14_3)  c_u_area_cut(1)_  108
    x(1_1_14_4)  goodput   0.054151624548736461
    x(1_1_14_4)  c_e_one_path(1_1_14)_  1
    x(1_1_14_4)  c_e_flow(1_1_1)_  1
    x(1_1_14_4)  c_e_flow(1_2_0)_  -1
    x(1_1_14_4)  c_u_processors(1_14_0)_  3
    x(1_1_14_4)  c_u_processors(1_14_1)_  3
    x(1_1_14_4)  c_u_processors(1_14_2)_  3
    x(1_1_14_4)  c_u_area_cut(1)_  150
    x(1_1_14_5)  goodput   0.047653429602888084
    x(1_1_14_5)  c_e_one_path(1_1_14)_  1
    x(1_1_14_5)  c_e_flow(1_1_1)_  1
    x(1_1_14_5)  c_e_flow(1_2_1)_  -1
    x(1_1_14_5)  c_u_processors(1_14_0)_  3
    x(1_1_14_5)  c_u_processors(1_14_1)_  3
    x(1_1_14_5)  c_u_area_cut(1)_  132
    x(1_1_14_6)  goodput   0.038989169675090252
    x(1_1_14_6)  c_e_one_path(1_1_14)_  1
    x(1_1_14_6)  c_e_flow(1_1_1)_  1
    x(1_1_14_6)  c_e_flow(1_2_2)_  -1
    x(1_1_14_6)  c_u_processors(1_14_0)_  3
    x(1_1_14_6)  c_u_area_cut(1)_  108
    x(1_1_14_7)  goodput   0.0021660649819494585
    x(1_1_14_7)  c_e_one_path(1_1_14)_  1
    x(1_1_14_7)  c_e_flow(1_1_1)_  1
    x(1_1_14_7)  c_e_flow(1_2_0)_  -1
    x(1_1_14_7)  c_u_processors(1_14_1)_  3
    x(1_1_14_7)  c_u_processors(1_14_2)_  3
    x(1_1_14_7)  c_u_area_cut(1)_  6
    x(1_1_14_10)  goodput   0.047653429602888084
    x(1_1_14_10)  c_e_one_path(1_1_14)_  1
    x(1_1_14_10)  c_e_flow(1_1_2)_  1
    x(1_1_14_10)  c_e_flow(1_2_0)_  -1
    x(1_1_14_10)  c_u_processors(1_14_0)_  3
    x(1_1_14_10)  c_u_processors(1_14_1)_  3
    x(1_1_14_10)  c_u_processors(1_14_2)_  3
    x(1_1_14_10)  c_u_area_cut(1)_  132
    x(1_1_14_11)  goodput   0.041155234657039706
    x(1_1_14_11)  c_e_one_path(1_1_14)_  1
    x(1_1_14_11)  c_e_flow(1_1_2)_  1
    x(1_1_14_11)  c_e_flow(1_2_1)_  -1
    x(1_1_14_11)  c_u_processors(1_14_0)_  3
    x(1_1_14_11)  c_u_processors(1_14_1)_  3
    x(1_1_14_11)  c_u_area_cut(1)_  114
    x(1_1_14_12)  goodput   0.032490974729241874
    x(1_1_14_12)  c_e_one_path(1_1_14)_  1
    x(1_1_14_12)  c_e_flow(1_1_2)_  1
    x(1_1_14_12)  c_e_flow(1_2_2)_  -1
    x(1_1_14_12)  c_u_processors(1_14_0)_  3
    x(1_1_14_12)  c_u_area_cut(1)_  90
    x(1_1_14_13)  goodput   0.0021660649819494585
    x(1_1_14_13)  c_e_one_path(1_1_14)_  1
    x(1_1_14_13)  c_e_flow(1_1_2)_  1
    x(1_1_14_13)  c_e_flow(1_2_0)_  -1
    x(1_1_14_13)  c_u_processors(1_14_1)_  3
    x(1_1_14_13)  c_u_processors(1_14_2)_  3
    x(1_1_14_13)  c_u_area_cut(1)_  6
    x(1_1_15_1)  goodput   0.054151624548736461
    x(1_1_15_1)  c_e_one_path(1_1_15)_  1
    x(1_1_15_1)  c_e_flow(1_1_0)_  1
    x(1_1_15_1)  c_e_flow(1_2_0)_  -1
    x(1_1_15_1)  c_u_processors(1_15_0)_  3
    x(1_1_15_1)  c_u_processors(1_15_1)_  3
    x(1_1_15_1)  c_u_processors(1_15_2)_  3
    x(1_1_15_1)  c_u_area_cut(1)_  150
    x(1_1_15_2)  goodput   0.047653429602888084
    x(1_1_15_2)  c_e_one_path(1_1_15)_  1
    x(1_1_15_2)  c_e_flow(1_1_0)_  1
    x(1_1_15_2)  c_e_flow(1_2_1)_  -1
    x(1_1_15_2)  c_u_processors(1_15_0)_  3
    x(1_1_15_2)  c_u_processors(1_15_1)_  3
    x(1_1_15_2)  c_u_area_cut(1)_  132
    x(1_1_15_3)  goodput   0.041155234657039706
    x(1_1_15_3)  c_e_one_path(1_1_15)_  1
    x(1_1_15_3)  c_e_flow(1_1_0)_  1
    x(1_1_15_3)  c_e_flow(1_2_2)_  -1
    x(1_1_15_3)  c_u_processors(1_15_0)_  3
    x(1_1_15_3)  c_u_area_cut(1)_  114
    x(1_1_15_4)  goodput   0.054151624548736461
    x(1_1_15_4)  c_e_one_path(1_1_15)_  1
    x(1_1_15_4)  c_e_flow(1_1_1)_  1
    x(1_1_15_4)  c_e_flow(1_2_0)_  -1
    x(1_1_15_4)  c_u_processors(1_15_0)_  3
    x(1_1_15_4)  c_u_processors(1_15_1)_  3
    x(1_1_15_4)  c_u_processors(1_15_2)_  3
    x(1_1_15_4)  c_u_area_cut(1)_  150
    x(1_1_15_5)  goodput   0.047653429602888084
    x(1_1_15_5)  c_e_one_path(1_1_15)_  1
    x(1_1_15_5)  c_e_flow(1_1_1)_  1
    x(1_1_15_5)  c_e_flow(1_2_1)_  -1
    x(1_1_15_5)  c_u_processors(1_15_0)_  3
    x(1_1_15_5)  c_u_processors(1_15_1)_  3
    x(1_1_15_5)  c_u_area_cut(1)_  132
    x(1_1_15_6)  goodput   0.041155234657039706
    x(1_1_15_6)  c_e_one_path(1_1_15)_  1
    x(1_1_15_6)  c_e_flow(1_1_1)_  1
    x(1_1_15_6)  c_e_flow(1_2_2)_  -1
    x(1_1_15_6)  c_u_processors(1_15_0)_  3
    x(1_1_15_6)  c_u_area_cut(1)_  114
    x(1_1_15_10)  goodput   0.047653429602888084
    x(1_1_15_10)  c_e_one_path(1_1_15)_  1
    x(1_1_15_10)  c_e_flow(1_1_2)_  1
    x(1_1_15_10)  c_e_flow(1_2_0)_  -1
    x(1_1_15_10)  c_u_processors(1_15_0)_  3
    x(1_1_15_10)  c_u_processors(1_15_1)_  3
    x(1_1_15_10)  c_u_processors(1_15_2)_  3
    x(1_1_15_10)  c_u_area_cut(1)_  132
    x(1_1_15_11)  goodput   0.041155234657039706
    x(1_1_15_11)  c_e_one_path(1_1_15)_  1
    x(1_1_15_11)  c_e_flow(1_1_2)_  1
    x(1_1_15_11)  c_e_flow(1_2_1)_  -1
    x(1_1_15_11)  c_u_processors(1_15_0)_  3
    x(1_1_15_11)  c_u_processors(1_15_1)_  3
    x(1_1_15_11)  c_u_area_cut(1)_  114
    x(1_1_15_12)  goodput   0.034657039711191336
    x(1_1_15_12)  c_e_one_path(1_1_15)_  1
    x(1_1_15_12)  c_e_flow(1_1_2)_  1
    x(1_1_15_12)  c_e_flow(1_2_2)_  -1
    x(1_1_15_12)  c_u_processors(1_15_0)_  3
    x(1_1_15_12)  c_u_area_cut(1)_  96
    x(1_1_16_1)  goodput   0.054151624548736461
    x(1_1_16_1)  c_e_one_path(1_1_16)_  1
    x(1_1_16_1)  c_e_flow(1_1_0)_  1
    x(1_1_16_1)  c_e_flow(1_2_0)_  -1
    x(1_1_16_1)  c_u_processors(1_16_0)_  3
    x(1_1_16_1)  c_u_processors(1_16_1)_  3
    x(1_1_16_1)  c_u_processors(1_16_2)_  3
    x(1_1_16_1)  c_u_area_cut(1)_  150
    x(1_1_16_2)  goodput   0.047653429602888084
    x(1_1_16_2)  c_e_one_path(1_1_16)_  1
    x(1_1_16_2)  c_e_flow(1_1_0)_  1
    x(1_1_16_2)  c_e_flow(1_2_1)_  -1
    x(1_1_16_2)  c_u_processors(1_16_0)_  3
    x(1_1_16_2)  c_u_processors(1_16_1)_  3
    x(1_1_16_2)  c_u_area_cut(1)_  132
    x(1_1_16_3)  goodput   0.042238267148014437
    x(1_1_16_3)  c_e_one_path(1_1_16)_  1
    x(1_1_16_3)  c_e_flow(1_1_0)_  1
    x(1_1_16_3)  c_e_flow(1_2_2)_  -1
    x(1_1_16_3)  c_u_processors(1_16_0)_  3
    x(1_1_16_3)  c_u_area_cut(1)_  117
    x(1_1_16_4)  goodput   0.054151624548736461
    x(1_1_16_4)  c_e_one_path(1_1_16)_  1
    x(1_1_16_4)  c_e_flow(1_1_1)_  1
    x(1_1_16_4)  c_e_flow(1_2_0)_  -1
    x(1_1_16_4)  c_u_processors(1_16_0)_  3
    x(1_1_16_4)  c_u_processors(1_16_1)_  3
    x(1_1_16_4)  c_u_processors(1_16_2)_  3
    x(1_1_16_4)  c_u_area_cut(1)_  150
    x(1_1_16_5)  goodput   0.047653429602888084
    x(1_1_16_5)  c_e_one_path(1_1_16)_  1
    x(1_1_16_5)  c_e_flow(1_1_1)_  1
    x(1_1_16_5)  c_e_flow(1_2_1)_  -1
    x(1_1_16_5)  c_u_processors(1_16_0)_  3
    x(1_1_16_5)  c_u_processors(1_16_1)_  3
    x(1_1_16_5)  c_u_area_cut(1)_  132
    x(1_1_16_6)  goodput   0.042238267148014437
    x(1_1_16_6)  c_e_one_path(1_1_16)_  1
    x(1_1_16_6)  c_e_flow(1_1_1)_  1
    x(1_1_16_6)  c_e_flow(1_2_2)_  -1
    x(1_1_16_6)  c_u_processors(1_16_0)_  3
    x(1_1_16_6)  c_u_area_cut(1)_  117
    x(1_1_16_10)  goodput   0.047653429602888084
    x(1_1_16_10)  c_e_one_path(1_1_16)_  1
    x(1_1_16_10)  c_e_flow(1_1_2)_  1
    x(1_1_16_10)  c_e_flow(1_2_0)_  -1
    x(1_1_16_10)  c_u_processors(1_16_0)_  3
    x(1_1_16_10)  c_u_processors(1_16_1)_  3
    x(1_1_16_10)  c_u_processors(1_16_2)_  3
    x(1_1_16_10)  c_u_area_cut(1)_  132
    x(1_1_16_11)  goodput   0.041155234657039706
    x(1_1_16_11)  c_e_one_path(1_1_16)_  1
    x(1_1_16_11)  c_e_flow(1_1_2)_  1
    x(1_1_16_11)  c_e_flow(1_2_1)_  -1
    x(1_1_16_11)  c_u_processors(1_16_0)_  3
    x(1_1_16_11)  c_u_processors(1_16_1)_  3
    x(1_1_16_11)  c_u_area_cut(1)_  114
    x(1_1_16_12)  goodput   0.035740072202166066
    x(1_1_16_12)  c_e_one_path(1_1_16)_  1
    x(1_1_16_12)  c_e_flow(1_1_2)_  1
    x(1_1_16_12)  c_e_flow(1_2_2)_  -1
    x(1_1_16_12)  c_u_processors(1_16_0)_  3
    x(1_1_16_12)  c_u_area_cut(1)_  99
    x(1_1_17_1)  goodput   0.054151624548736461
    x(1_1_17_1)  c_e_one_path(1_1_17)_  1
    x(1_1_17_1)  c_e_flow(1_1_0)_  1
    x(1_1_17_1)  c_e_flow(1_2_0)_  -1
    x(1_1_17_1)  c_u_processors(1_17_0)_  3
    x(1_1_17_1)  c_u_processors(1_17_1)_  3
    x(1_1_17_1)  c_u_processors(1_17_2)_  3
    x(1_1_17_1)  c_u_area_cut(1)_  150
    x(1_1_17_2)  goodput   0.047653429602888084
    x(1_1_17_2)  c_e_one_path(1_1_17)_  1
    x(1_1_17_2)  c_e_flow(1_1_0)_  1
    x(1_1_17_2)  c_e_flow(1_2_1)_  -1
    x(1_1_17_2)  c_u_processors(1_17_0)_  3
    x(1_1_17_2)  c_u_processors(1_17_1)_  3
    x(1_1_17_2)  c_u_area_cut(1)_  132
    x(1_1_17_3)  goodput   0.047653429602888084
    x(1_1_17_3)  c_e_one_path(1_1_17)_  1
    x(1_1_17_3)  c_e_flow(1_1_0)_  1
    x(1_1_17_3)  c_e_flow(1_2_2)_  -1
    x(1_1_17_3)  c_u_processors(1_17_0)_  3
    x(1_1_17_3)  c_u_area_cut(1)_  132
    x(1_1_17_4)  goodput   0.054151624548736461
    x(1_1_17_4)  c_e_one_path(1_1_17)_  1
    x(1_1_17_4)  c_e_flow(1_1_1)_  1
    x(1_1_17_4)  c_e_flow(1_2_0)_  -1
    x(1_1_17_4)  c_u_processors(1_17_0)_  3
    x(1_1_17_4)  c_u_processors(1_17_1)_  3
    x(1_1_17_4)  c_u_processors(1_17_2)_  3
    x(1_1_17_4)  c_u_area_cut(1)_  150
    x(1_1_17_5)  goodput   0.047653429602888084
    x(1_1_17_5)  c_e_one_path(1_1_17)_  1
    x(1_1_17_5)  c_e_flow(1_1_1)_  1
    x(1_1_17_5)  c_e_flow(1_2_1)_  -1
    x(1_1_17_5)  c_u_processors(1_17_0)_  3
    x(1_1_17_5)  c_u_processors(1_17_1)_  3
    x(1_1_17_5)  c_u_area_cut(1)_  132
    x(1_1_17_6)  goodput   0.047653429602888084
    x(1_1_17_6)  c_e_one_path(1_1_17)_  1
    x(1_1_17_6)  c_e_flow(1_1_1)_  1
    x(1_1_17_6)  c_e_flow(1_2_2)_  -1
    x(1_1_17_6)  c_u_processors(1_17_0)_  3
    x(1_1_17_6)  c_u_area_cut(1)_  132
    x(1_1_17_10)  goodput   0.047653429602888084
    x(1_1_17_10)  c_e_one_path(1_1_17)_  1
    x(1_1_17_10)  c_e_flow(1_1_2)_  1
    x(1_1_17_10)  c_e_flow(1_2_0)_  -1
    x(1_1_17_10)  c_u_processors(1_17_0)_  3
    x(1_1_17_10)  c_u_processors(1_17_1)_  3
    x(1_1_17_10)  c_u_processors(1_17_2)_  3
    x(1_1_17_10)  c_u_area_cut(1)_  132
    x(1_1_17_11)  goodput   0.041155234657039706
    x(1_1_17_11)  c_e_one_path(1_1_17)_  1
    x(1_1_17_11)  c_e_flow(1_1_2)_  1
    x(1_1_17_11)  c_e_flow(1_2_1)_  -1
    x(1_1_17_11)  c_u_processors(1_17_0)_  3
    x(1_1_17_11)  c_u_processors(1_17_1)_  3
    x(1_1_17_11)  c_u_area_cut(1)_  114
    x(1_1_17_12)  goodput   0.041155234657039706
    x(1_1_17_12)  c_e_one_path(1_1_17)_  1
    x(1_1_17_12)  c_e_flow(1_1_2)_  1
    x(1_1_17_12)  c_e_flow(1_2_2)_  -1
    x(1_1_17_12)  c_u_processors(1_17_0)_  3
    x(1_1_17_12)  c_u_area_cut(1)_  114
    x(1_2_0_1)  goodput   0.064981949458483748
    x(1_2_0_1)  c_e_one_path(1_2_0)_  1
    x(1_2_0_1)  c_e_flow(1_2_0)_  1
    x(1_2_0_1)  c_u_processors(2_0_0)_  3
    x(1_2_0_1)  c_u_processors(2_0_1)_  3
    x(1_2_0_1)  c_u_processors(2_0_2)_  3
    x(1_2_0_1)  c_u_area_cut(2)_  180
    x(1_2_0_2)  goodput   0.058483754512635377
    x(1_2_0_2)  c_e_one_path(1_2_0)_  1
    x(1_2_0_2)  c_e_flow(1_2_0)_  1
    x(1_2_0_2)  c_u_processors(2_0_0)_  3
    x(1_2_0_2)  c_u_processors(2_0_1)_  3
    x(1_2_0_2)  c_u_area_cut(2)_  162
    x(1_2_0_4)  goodput   0.064981949458483748
    x(1_2_0_4)  c_e_one_path(1_2_0)_  1
    x(1_2_0_4)  c_e_flow(1_2_1)_  1
    x(1_2_0_4)  c_u_processors(2_0_0)_  3
    x(1_2_0_4)  c_u_processors(2_0_1)_  3
    x(1_2_0_4)  c_u_processors(2_0_2)_  3
    x(1_2_0_4)  c_u_area_cut(2)_  180
    x(1_2_0_5)  goodput   0.058483754512635377
    x(1_2_0_5)  c_e_one_path(1_2_0)_  1
    x(1_2_0_5)  c_e_flow(1_2_1)_  1
    x(1_2_0_5)  c_u_processors(2_0_0)_  3
    x(1_2_0_5)  c_u_processors(2_0_1)_  3
    x(1_2_0_5)  c_u_area_cut(2)_  162
    x(1_2_0_7)  goodput   0.058483754512635377
    x(1_2_0_7)  c_e_one_path(1_2_0)_  1
    x(1_2_0_7)  c_e_flow(1_2_1)_  1
    x(1_2_0_7)  c_u_processors(2_0_1)_  3
    x(1_2_0_7)  c_u_processors(2_0_2)_  3
    x(1_2_0_7)  c_u_area_cut(2)_  162
    x(1_2_0_8)  goodput   0.051985559566787
    x(1_2_0_8)  c_e_one_path(1_2_0)_  1
    x(1_2_0_8)  c_e_flow(1_2_1)_  1
    x(1_2_0_8)  c_u_processors(2_0_1)_  3
    x(1_2_0_8)  c_u_area_cut(2)_  144
    x(1_2_0_10)  goodput   0.058483754512635377
    x(1_2_0_10)  c_e_one_path(1_2_0)_  1
    x(1_2_0_10)  c_e_flow(1_2_2)_  1
    x(1_2_0_10)  c_u_processors(2_0_0)_  3
    x(1_2_0_10)  c_u_processors(2_0_1)_  3
    x(1_2_0_10)  c_u_processors(2_0_2)_  3
    x(1_2_0_10)  c_u_area_cut(2)_  162
    x(1_2_0_11)  goodput   0.051985559566787
    x(1_2_0_11)  c_e_one_path(1_2_0)_  1
    x(1_2_0_11)  c_e_flow(1_2_2)_  1
    x(1_2_0_11)  c_u_processors(2_0_0)_  3
    x(1_2_0_11)  c_u_processors(2_0_1)_  3
    x(1_2_0_11)  c_u_area_cut(2)_  144
    x(1_2_0_13)  goodput   0.058483754512635377
    x(1_2_0_13)  c_e_one_path(1_2_0)_  1
    x(1_2_0_13)  c_e_flow(1_2_2)_  1
    x(1_2_0_13)  c_u_processors(2_0_1)_  3
    x(1_2_0_13)  c_u_processors(2_0_2)_  3
    x(1_2_0_13)  c_u_area_cut(2)_  162
    x(1_2_0_14)  goodput   0.051985559566787
    x(1_2_0_14)  c_e_one_path(1_2_0)_  1
    x(1_2_0_14)  c_e_flow(1_2_2)_  1
    x(1_2_0_14)  c_u_processors(2_0_1)_  3
    x(1_2_0_14)  c_u_area_cut(2)_  144
    x(1_2_1_1)  goodput   0.064981949458483748
    x(1_2_1_1)  c_e_one_path(1_2_1)_  1
    x(1_2_1_1)  c_e_flow(1_2_0)_  1
    x(1_2_1_1)  c_u_processors(2_1_0)_  3
    x(1_2_1_1)  c_u_processors(2_1_1)_  3
    x(1_2_1_1)  c_u_processors(2_1_2)_  3
    x(1_2_1_1)  c_u_area_cut(2)_  180
    x(1_2_1_2)  goodput   0.058483754512635377
    x(1_2_1_2)  c_e_one_path(1_2_1)_  1
    x(1_2_1_2)  c_e_flow(1_2_0)_  1
    x(1_2_1_2)  c_u_processors(2_1_0)_  3
    x(1_2_1_2)  c_u_processors(2_1_1)_  3
    x(1_2_1_2)  c_u_area_cut(2)_  162
    x(1_2_1_4)  goodput   0.064981949458483748
    x(1_2_1_4)  c_e_one_path(1_2_1)_  1
    x(1_2_1_4)  c_e_flow(1_2_1)_  1
    x(1_2_1_4)  c_u_processors(2_1_0)_  3
    x(1_2_1_4)  c_u_processors(2_1_1)_  3
    x(1_2_1_4)  c_u_processors(2_1_2)_  3
    x(1_2_1_4)  c_u_area_cut(2)_  180
    x(1_2_1_5)  goodput   0.058483754512635377
    x(1_2_1_5)  c_e_one_path(1_2_1)_  1
    x(1_2_1_5)  c_e_flow(1_2_1)_  1
    x(1_2_1_5)  c_u_processors(2_1_0)_  3
    x(1_2_1_5)  c_u_processors(2_1_1)_  3
    x(1_2_1_5)  c_u_area_cut(2)_  162
    x(1_2_1_7)  goodput   0.053068592057761731
    x(1_2_1_7)  c_e_one_path(1_2_1)_  1
    x(1_2_1_7)  c_e_flow(1_2_1)_  1
    x(1_2_1_7)  c_u_processors(2_1_1)_  3
    x(1_2_1_7)  c_u_processors(2_1_2)_  3
    x(1_2_1_7)  c_u_area_cut(2)_  147
    x(1_2_1_8)  goodput   0.046570397111913353
    x(1_2_1_8)  c_e_one_path(1_2_1)_  1
    x(1_2_1_8)  c_e_flow(1_2_1)_  1
    x(1_2_1_8)  c_u_processors(2_1_1)_  3
    x(1_2_1_8)  c_u_area_cut(2)_  129
    x(1_2_1_10)  goodput   0.058483754512635377
    x(1_2_1_10)  c_e_one_path(1_2_1)_  1
    x(1_2_1_10)  c_e_flow(1_2_2)_  1
    x(1_2_1_10)  c_u_processors(2_1_0)_  3
    x(1_2_1_10)  c_u_processors(2_1_1)_  3
    x(1_2_1_10)  c_u_processors(2_1_2)_  3
    x(1_2_1_10)  c_u_area_cut(2)_  162
    x(1_2_1_11)  goodput   0.051985559566787
    x(1_2_1_11)  c_e_one_path(1_2_1)_  1
    x(1_2_1_11)  c_e_flow(1_2_2)_  1
    x(1_2_1_11)  c_u_processors(2_1_0)_  3
    x(1_2_1_11)  c_u_processors(2_1_1)_  3
    x(1_2_1_11)  c_u_area_cut(2)_  144
    x(1_2_1_13)  goodput   0.053068592057761731
    x(1_2_1_13)  c_e_one_path(1_2_1)_  1
    x(1_2_1_13)  c_e_flow(1_2_2)_  1
    x(1_2_1_13)  c_u_processors(2_1_1)_  3
    x(1_2_1_13)  c_u_processors(2_1_2)_  3
    x(1_2_1_13)  c_u_area_cut(2)_  147
    x(1_2_1_14)  goodput   0.046570397111913353
    x(1_2_1_14)  c_e_one_path(1_2_1)_  1
    x(1_2_1_14)  c_e_flow(1_2_2)_  1
    x(1_2_1_14)  c_u_processors(2_1_1)_  3
    x(1_2_1_14)  c_u_area_cut(2)_  129
    x(1_2_2_1)  goodput   0.064981949458483748
    x(1_2_2_1)  c_e_one_path(1_2_2)_  1
    x(1_2_2_1)  c_e_flow(1_2_0)_  1
    x(1_2_2_1)  c_u_processors(2_2_0)_  3
    x(1_2_2_1)  c_u_processors(2_2_1)_  3
    x(1_2_2_1)  c_u_processors(2_2_2)_  3
    x(1_2_2_1)  c_u_area_cut(2)_  180
    x(1_2_2_2)  goodput   0.058483754512635377
    x(1_2_2_2)  c_e_one_path(1_2_2)_  1
    x(1_2_2_2)  c_e_flow(1_2_0)_  1
    x(1_2_2_2)  c_u_processors(2_2_0)_  3
    x(1_2_2_2)  c_u_processors(2_2_1)_  3
    x(1_2_2_2)  c_u_area_cut(2)_  162
    x(1_2_2_4)  goodput   0.064981949458483748
    x(1_2_2_4)  c_e_one_path(1_2_2)_  1
    x(1_2_2_4)  c_e_flow(1_2_1)_  1
    x(1_2_2_4)  c_u_processors(2_2_0)_  3
    x(1_2_2_4)  c_u_processors(2_2_1)_  3
    x(1_2_2_4)  c_u_processors(2_2_2)_  3
    x(1_2_2_4)  c_u_area_cut(2)_  180
    x(1_2_2_5)  goodput   0.058483754512635377
    x(1_2_2_5)  c_e_one_path(1_2_2)_  1
    x(1_2_2_5)  c_e_flow(1_2_1)_  1
    x(1_2_2_5)  c_u_processors(2_2_0)_  3
    x(1_2_2_5)  c_u_processors(2_2_1)_  3
    x(1_2_2_5)  c_u_area_cut(2)_  162
    x(1_2_2_7)  goodput   0.051985559566787
    x(1_2_2_7)  c_e_one_path(1_2_2)_  1
    x(1_2_2_7)  c_e_flow(1_2_1)_  1
    x(1_2_2_7)  c_u_processors(2_2_1)_  3
    x(1_2_2_7)  c_u_processors(2_2_2)_  3
    x(1_2_2_7)  c_u_area_cut(2)_  144
    x(1_2_2_8)  goodput   0.045487364620938622
    x(1_2_2_8)  c_e_one_path(1_2_2)_  1
    x(1_2_2_8)  c_e_flow(1_2_1)_  1
    x(1_2_2_8)  c_u_processors(2_2_1)_  3
    x(1_2_2_8)  c_u_area_cut(2)_  126
    x(1_2_2_10)  goodput   0.058483754512635377
    x(1_2_2_10)  c_e_one_path(1_2_2)_  1
    x(1_2_2_10)  c_e_flow(1_2_2)_  1
    x(1_2_2_10)  c_u_processors(2_2_0)_  3
    x(1_2_2_10)  c_u_processors(2_2_1)_  3
    x(1_2_2_10)  c_u_processors(2_2_2)_  3
    x(1_2_2_10)  c_u_area_cut(2)_  162
    x(1_2_2_11)  goodput   0.051985559566787
    x(1_2_2_11)  c_e_one_path(1_2_2)_  1
    x(1_2_2_11)  c_e_flow(1_2_2)_  1
    x(1_2_2_11)  c_u_processors(2_2_0)_  3
    x(1_2_2_11)  c_u_processors(2_2_1)_  3
    x(1_2_2_11)  c_u_area_cut(2)_  144
    x(1_2_2_13)  goodput   0.051985559566787
    x(1_2_2_13)  c_e_one_path(1_2_2)_  1
    x(1_2_2_13)  c_e_flow(1_2_2)_  1
    x(1_2_2_13)  c_u_processors(2_2_1)_  3
    x(1_2_2_13)  c_u_processors(2_2_2)_  3
    x(1_2_2_13)  c_u_area_cut(2)_  144
    x(1_2_2_14)  goodput   0.045487364620938622
    x(1_2_2_14)  c_e_one_path(1_2_2)_  1
    x(1_2_2_14)  c_e_flow(1_2_2)_  1
    x(1_2_2_14)  c_u_processors(2_2_1)_  3
    x(1_2_2_14)  c_u_area_cut(2)_  126
    x(1_2_3_1)  goodput   0.064981949458483748
    x(1_2_3_1)  c_e_one_path(1_2_3)_  1
    x(1_2_3_1)  c_e_flow(1_2_0)_  1
    x(1_2_3_1)  c_u_processors(2_3_0)_  3
    x(1_2_3_1)  c_u_processors(2_3_1)_  3
    x(1_2_3_1)  c_u_processors(2_3_2)_  3
    x(1_2_3_1)  c_u_area_cut(2)_  180
    x(1_2_3_2)  goodput   0.058483754512635377
    x(1_2_3_2)  c_e_one_path(1_2_3)_  1
    x(1_2_3_2)  c_e_flow(1_2_0)_  1
    x(1_2_3_2)  c_u_processors(2_3_0)_  3
    x(1_2_3_2)  c_u_processors(2_3_1)_  3
    x(1_2_3_2)  c_u_area_cut(2)_  162
    x(1_2_3_3)  goodput   0.0021660649819494585
    x(1_2_3_3)  c_e_one_path(1_2_3)_  1
    x(1_2_3_3)  c_e_flow(1_2_0)_  1
    x(1_2_3_3)  c_u_processors(2_3_0)_  3
    x(1_2_3_3)  c_u_area_cut(2)_  6
    x(1_2_3_4)  goodput   0.064981949458483748
    x(1_2_3_4)  c_e_one_path(1_2_3)_  1
    x(1_2_3_4)  c_e_flow(1_2_1)_  1
    x(1_2_3_4)  c_u_processors(2_3_0)_  3
    x(1_2_3_4)  c_u_processors(2_3_1)_  3
    x(1_2_3_4)  c_u_processors(2_3_2)_  3
    x(1_2_3_4)  c_u_area_cut(2)_  180
    x(1_2_3_5)  goodput   0.058483754512635377
    x(1_2_3_5)  c_e_one_path(1_2_3)_  1
    x(1_2_3_5)  c_e_flow(1_2_1)_  1
    x(1_2_3_5)  c_u_processors(2_3_0)_  3
    x(1_2_3_5)  c_u_processors(2_3_1)_  3
    x(1_2_3_5)  c_u_area_cut(2)_  162
    x(1_2_3_6)  goodput   0.0021660649819494585
    x(1_2_3_6)  c_e_one_path(1_2_3)_  1
    x(1_2_3_6)  c_e_flow(1_2_1)_  1
    x(1_2_3_6)  c_u_processors(2_3_0)_  3
    x(1_2_3_6)  c_u_area_cut(2)_  6
    x(1_2_3_7)  goodput   0.049819494584837545
    x(1_2_3_7)  c_e_one_path(1_2_3)_  1
    x(1_2_3_7)  c_e_flow(1_2_1)_  1
    x(1_2_3_7)  c_u_processors(2_3_1)_  3
    x(1_2_3_7)  c_u_processors(2_3_2)_  3
    x(1_2_3_7)  c_u_area_cut(2)_  138
    x(1_2_3_8)  goodput   0.043321299638989168
    x(1_2_3_8)  c_e_one_path(1_2_3)_  1
    x(1_2_3_8)  c_e_flow(1_2_1)_  1
    x(1_2_3_8)  c_u_processors(2_3_1)_  3
    x(1_2_3_8)  c_u_area_cut(2)_  120
    x(1_2_3_10)  goodput   0.058483754512635377
    x(1_2_3_10)  c_e_one_path(1_2_3)_  1
    x(1_2_3_10)  c_e_flow(1_2_2)_  1
    x(1_2_3_10)  c_u_processors(2_3_0)_  3
    x(1_2_3_10)  c_u_processors(2_3_1)_  3
    x(1_2_3_10)  c_u_processors(2_3_2)_  3
    x(1_2_3_10)  c_u_area_cut(2)_  162
    x(1_2_3_11)  goodput   0.051985559566787
    x(1_2_3_11)  c_e_one_path(1_2_3)_  1
    x(1_2_3_11)  c_e_flow(1_2_2)_  1
    x(1_2_3_11)  c_u_processors(2_3_0)_  3
    x(1_2_3_11)  c_u_processors(2_3_1)_  3
    x(1_2_3_11)  c_u_area_cut(2)_  144
    x(1_2_3_13)  goodput   0.049819494584837545
    x(1_2_3_13)  c_e_one_path(1_2_3)_  1
    x(1_2_3_13)  c_e_flow(1_2_2)_  1
    x(1_2_3_13)  c_u_processors(2_3_1)_  3
    x(1_2_3_13)  c_u_processors(2_3_2)_  3
    x(1_2_3_13)  c_u_area_cut(2)_  138
    x(1_2_3_14)  goodput   0.043321299638989168
    x(1_2_3_14)  c_e_one_path(1_2_3)_  1
    x(1_2_3_14)  c_e_flow(1_2_2)_  1
    x(1_2_3_14)  c_u_processors(2_3_1)_  3
    x(1_2_3_14)  c_u_area_cut(2)_  120
    x(1_2_4_1)  goodput   0.064981949458483748
    x(1_2_4_1)  c_e_one_path(1_2_4)_  1
    x(1_2_4_1)  c_e_flow(1_2_0)_  1
    x(1_2_4_1)  c_u_processors(2_4_0)_  3
    x(1_2_4_1)  c_u_processors(2_4_1)_  3
    x(1_2_4_1)  c_u_processors(2_4_2)_  3
    x(1_2_4_1)  c_u_area_cut(2)_  180
    x(1_2_4_2)  goodput   0.058483754512635377
    x(1_2_4_2)  c_e_one_path(1_2_4)_  1
    x(1_2_4_2)  c_e_flow(1_2_0)_  1
    x(1_2_4_2)  c_u_processors(2_4_0)_  3
    x(1_2_4_2)  c_u_processors(2_4_1)_  3
    x(1_2_4_2)  c_u_area_cut(2)_  162
    x(1_2_4_3)  goodput   0.0043321299638989169
    x(1_2_4_3)  c_e_one_path(1_2_4)_  1
    x(1_2_4_3)  c_e_flow(1_2_0)_  1
    x(1_2_4_3)  c_u_processors(2_4_0)_  3
    x(1_2_4_3)  c_u_area_cut(2)_  12
    x(1_2_4_4)  goodput   0.064981949458483748
    x(1_2_4_4)  c_e_one_path(1_2_4)_  1
    x(1_2_4_4)  c_e_flow(1_2_1)_  1
    x(1_2_4_4)  c_u_processors(2_4_0)_  3
    x(1_2_4_4)  c_u_processors(2_4_1)_  3
    x(1_2_4_4)  c_u_processors(2_4_2)_  3
    x(1_2_4_4)  c_u_area_cut(2)_  180
    x(1_2_4_5)  goodput   0.058483754512635377
    x(1_2_4_5)  c_e_one_path(1_2_4)_  1
    x(1_2_4_5)  c_e_flow(1_2_1)_  1
    x(1_2_4_5)  c_u_processors(2_4_0)_  3
    x(1_2_4_5)  c_u_processors(2_4_1)_  3
    x(1_2_4_5)  c_u_area_cut(2)_  162
    x(1_2_4_6)  goodput   0.0043321299638989169
    x(1_2_4_6)  c_e_one_path(1_2_4)_  1
    x(1_2_4_6)  c_e_flow(1_2_1)_  1
    x(1_2_4_6)  c_u_processors(2_4_0)_  3
    x(1_2_4_6)  c_u_area_cut(2)_  12
    x(1_2_4_7)  goodput   0.047653429602888084
    x(1_2_4_7)  c_e_one_path(1_2_4)_  1
    x(1_2_4_7)  c_e_flow(1_2_1)_  1
    x(1_2_4_7)  c_u_processors(2_4_1)_  3
    x(1_2_4_7)  c_u_processors(2_4_2)_  3
    x(1_2_4_7)  c_u_area_cut(2)_  132
    x(1_2_4_8)  goodput   0.041155234657039706
    x(1_2_4_8)  c_e_one_path(1_2_4)_  1
    x(1_2_4_8)  c_e_flow(1_2_1)_  1
    x(1_2_4_8)  c_u_processors(2_4_1)_  3
    x(1_2_4_8)  c_u_area_cut(2)_  114
    x(1_2_4_10)  goodput   0.058483754512635377
    x(1_2_4_10)  c_e_one_path(1_2_4)_  1
    x(1_2_4_10)  c_e_flow(1_2_2)_  1
    x(1_2_4_10)  c_u_processors(2_4_0)_  3
    x(1_2_4_10)  c_u_processors(2_4_1)_  3
    x(1_2_4_10)  c_u_processors(2_4_2)_  3
    x(1_2_4_10)  c_u_area_cut(2)_  162
    x(1_2_4_11)  goodput   0.051985559566787
    x(1_2_4_11)  c_e_one_path(1_2_4)_  1
    x(1_2_4_11)  c_e_flow(1_2_2)_  1
    x(1_2_4_11)  c_u_processors(2_4_0)_  3
    x(1_2_4_11)  c_u_processors(2_4_1)_  3
    x(1_2_4_11)  c_u_area_cut(2)_  144
    x(1_2_4_13)  goodput   0.047653429602888084
    x(1_2_4_13)  c_e_one_path(1_2_4)_  1
    x(1_2_4_13)  c_e_flow(1_2_2)_  1
    x(1_2_4_13)  c_u_processors(2_4_1)_  3
    x(1_2_4_13)  c_u_processors(2_4_2)_  3
    x(1_2_4_13)  c_u_area_cut(2)_  132
    x(1_2_4_14)  goodput   0.041155234657039706
    x(1_2_4_14)  c_e_one_path(1_2_4)_  1
    x(1_2_4_14)  c_e_flow(1_2_2)_  1
    x(1_2_4_14)  c_u_processors(2_4_1)_  3
    x(1_2_4_14)  c_u_area_cut(2)_  114
    x(1_2_5_1)  goodput   0.064981949458483748
    x(1_2_5_1)  c_e_one_path(1_2_5)_  1
    x(1_2_5_1)  c_e_flow(1_2_0)_  1
    x(1_2_5_1)  c_u_processors(2_5_0)_  3
    x(1_2_5_1)  c_u_processors(2_5_1)_  3
    x(1_2_5_1)  c_u_processors(2_5_2)_  3
    x(1_2_5_1)  c_u_area_cut(2)_  180
    x(1_2_5_2)  goodput   0.058483754512635377
    x(1_2_5_2)  c_e_one_path(1_2_5)_  1
    x(1_2_5_2)  c_e_flow(1_2_0)_  1
    x(1_2_5_2)  c_u_processors(2_5_0)_  3
    x(1_2_5_2)  c_u_processors(2_5_1)_  3
    x(1_2_5_2)  c_u_area_cut(2)_  162
    x(1_2_5_3)  goodput   0.006498194945848375
    x(1_2_5_3)  c_e_one_path(1_2_5)_  1
    x(1_2_5_3)  c_e_flow(1_2_0)_  1
    x(1_2_5_3)  c_u_processors(2_5_0)_  3
    x(1_2_5_3)  c_u_area_cut(2)_  18
    x(1_2_5_4)  goodput   0.064981949458483748
    x(1_2_5_4)  c_e_one_path(1_2_5)_  1
    x(1_2_5_4)  c_e_flow(1_2_1)_  1
    x(1_2_5_4)  c_u_processors(2_5_0)_  3
    x(1_2_5_4)  c_u_processors(2_5_1)_  3
    x(1_2_5_4)  c_u_processors(2_5_2)_  3
    x(1_2_5_4)  c_u_area_cut(2)_  180
    x(1_2_5_5)  goodput   0.058483754512635377
    x(1_2_5_5)  c_e_one_path(1_2_5)_  1
    x(1_2_5_5)  c_e_flow(1_2_1)_  1
    x(1_2_5_5)  c_u_processors(2_5_0)_  3
    x(1_2_5_5)  c_u_processors(2_5_1)_  3
    x(1_2_5_5)  c_u_area_cut(2)_  162
    x(1_2_5_6)  goodput   0.006498194945848375
    x(1_2_5_6)  c_e_one_path(1_2_5)_  1
    x(1_2_5_6)  c_e_flow(1_2_1)_  1
    x(1_2_5_6)  c_u_processors(2_5_0)_  3
    x(1_2_5_6)  c_u_area_cut(2)_  18
    x(1_2_5_7)  goodput   0.045487364620938622
    x(1_2_5_7)  c_e_one_path(1_2_5)_  1
    x(1_2_5_7)  c_e_flow(1_2_1)_  1
    x(1_2_5_7)  c_u_processors(2_5_1)_  3
    x(1_2_5_7)  c_u_processors(2_5_2)_  3
    x(1_2_5_7)  c_u_area_cut(2)_  126
    x(1_2_5_8)  goodput   0.038989169675090252
    x(1_2_5_8)  c_e_one_path(1_2_5)_  1
    x(1_2_5_8)  c_e_flow(1_2_1)_  1
    x(1_2_5_8)  c_u_processors(2_5_1)_  3
    x(1_2_5_8)  c_u_area_cut(2)_  108
    x(1_2_5_10)  goodput   0.058483754512635377
    x(1_2_5_10)  c_e_one_path(1_2_5)_  1
    x(1_2_5_10)  c_e_flow(1_2_2)_  1
    x(1_2_5_10)  c_u_processors(2_5_0)_  3
    x(1_2_5_10)  c_u_processors(2_5_1)_  3
    x(1_2_5_10)  c_u_processors(2_5_2)_  3
    x(1_2_5_10)  c_u_area_cut(2)_  162
    x(1_2_5_11)  goodput   0.051985559566787
    x(1_2_5_11)  c_e_one_path(1_2_5)_  1
    x(1_2_5_11)  c_e_flow(1_2_2)_  1
    x(1_2_5_11)  c_u_processors(2_5_0)_  3
    x(1_2_5_11)  c_u_processors(2_5_1)_  3
    x(1_2_5_11)  c_u_area_cut(2)_  144
    x(1_2_5_13)  goodput   0.045487364620938622
    x(1_2_5_13)  c_e_one_path(1_2_5)_  1
    x(1_2_5_13)  c_e_flow(1_2_2)_  1
    x(1_2_5_13)  c_u_processors(2_5_1)_  3
    x(1_2_5_13)  c_u_processors(2_5_2)_  3
    x(1_2_5_13)  c_u_area_cut(2)_  126
    x(1_2_5_14)  goodput   0.038989169675090252
    x(1_2_5_14)  c_e_one_path(1_2_5)_  1
    x(1_2_5_14)  c_e_flow(1_2_2)_  1
    x(1_2_5_14)  c_u_processors(2_5_1)_  3
    x(1_2_5_14)  c_u_area_cut(2)_  108
    x(1_2_6_1)  goodput   0.064981949458483748
    x(1_2_6_1)  c_e_one_path(1_2_6)_  1
    x(1_2_6_1)  c_e_flow(1_2_0)_  1
    x(1_2_6_1)  c_u_processors(2_6_0)_  3
    x(1_2_6_1)  c_u_processors(2_6_1)_  3
    x(1_2_6_1)  c_u_processors(2_6_2)_  3
    x(1_2_6_1)  c_u_area_cut(2)_  180
    x(1_2_6_2)  goodput   0.058483754512635377
    x(1_2_6_2)  c_e_one_path(1_2_6)_  1
    x(1_2_6_2)  c_e_flow(1_2_0)_  1
    x(1_2_6_2)  c_u_processors(2_6_0)_  3
    x(1_2_6_2)  c_u_processors(2_6_1)_  3
    x(1_2_6_2)  c_u_area_cut(2)_  162
    x(1_2_6_3)  goodput   0.010830324909747292
    x(1_2_6_3)  c_e_one_path(1_2_6)_  1
    x(1_2_6_3)  c_e_flow(1_2_0)_  1
    x(1_2_6_3)  c_u_processors(2_6_0)_  3
    x(1_2_6_3)  c_u_area_cut(2)_  30
    x(1_2_6_4)  goodput   0.064981949458483748
    x(1_2_6_4)  c_e_one_path(1_2_6)_  1
    x(1_2_6_4)  c_e_flow(1_2_1)_  1
    x(1_2_6_4)  c_u_processors(2_6_0)_  3
    x(1_2_6_4)  c_u_processors(2_6_1)_  3
    x(1_2_6_4)  c_u_processors(2_6_2)_  3
    x(1_2_6_4)  c_u_area_cut(2)_  180
    x(1_2_6_5)  goodput   0.058483754512635377
    x(1_2_6_5)  c_e_one_path(1_2_6)_  1
    x(1_2_6_5)  c_e_flow(1_2_1)_  1
    x(1_2_6_5)  c_u_processors(2_6_0)_  3
    x(1_2_6_5)  c_u_processors(2_6_1)_  3
    x(1_2_6_5)  c_u_area_cut(2)_  162
    x(1_2_6_6)  goodput   0.010830324909747292
    x(1_2_6_6)  c_e_one_path(1_2_6)_  1
    x(1_2_6_6)  c_e_flow(1_2_1)_  1
    x(1_2_6_6)  c_u_processors(2_6_0)_  3
    x(1_2_6_6)  c_u_area_cut(2)_  30
    x(1_2_6_7)  goodput   0.041155234657039706
    x(1_2_6_7)  c_e_one_path(1_2_6)_  1
    x(1_2_6_7)  c_e_flow(1_2_1)_  1
    x(1_2_6_7)  c_u_processors(2_6_1)_  3
    x(1_2_6_7)  c_u_processors(2_6_2)_  3
    x(1_2_6_7)  c_u_area_cut(2)_  114
    x(1_2_6_8)  goodput   0.034657039711191336
    x(1_2_6_8)  c_e_one_path(1_2_6)_  1
    x(1_2_6_8)  c_e_flow(1_2_1)_  1
    x(1_2_6_8)  c_u_processors(2_6_1)_  3
    x(1_2_6_8)  c_u_area_cut(2)_  96
    x(1_2_6_10)  goodput   0.058483754512635377
    x(1_2_6_10)  c_e_one_path(1_2_6)_  1
    x(1_2_6_10)  c_e_flow(1_2_2)_  1
    x(1_2_6_10)  c_u_processors(2_6_0)_  3
    x(1_2_6_10)  c_u_processors(2_6_1)_  3
    x(1_2_6_10)  c_u_processors(2_6_2)_  3
    x(1_2_6_10)  c_u_area_cut(2)_  162
    x(1_2_6_11)  goodput   0.051985559566787
    x(1_2_6_11)  c_e_one_path(1_2_6)_  1
    x(1_2_6_11)  c_e_flow(1_2_2)_  1
    x(1_2_6_11)  c_u_processors(2_6_0)_  3
    x(1_2_6_11)  c_u_processors(2_6_1)_  3
    x(1_2_6_11)  c_u_area_cut(2)_  144
    x(1_2_6_12)  goodput   0.0043321299638989169
    x(1_2_6_12)  c_e_one_path(1_2_6)_  1
    x(1_2_6_12)  c_e_flow(1_2_2)_  1
    x(1_2_6_12)  c_u_processors(2_6_0)_  3
    x(1_2_6_12)  c_u_area_cut(2)_  12
    x(1_2_6_13)  goodput   0.041155234657039706
    x(1_2_6_13)  c_e_one_path(1_2_6)_  1
    x(1_2_6_13)  c_e_flow(1_2_2)_  1
    x(1_2_6_13)  c_u_processors(2_6_1)_  3
    x(1_2_6_13)  c_u_processors(2_6_2)_  3
    x(1_2_6_13)  c_u_area_cut(2)_  114
    x(1_2_6_14)  goodput   0.034657039711191336
    x(1_2_6_14)  c_e_one_path(1_2_6)_  1
    x(1_2_6_14)  c_e_flow(1_2_2)_  1
    x(1_2_6_14)  c_u_processors(2_6_1)_  3
    x(1_2_6_14)  c_u_area_cut(2)_  96
    x(1_2_7_1)  goodput   0.064981949458483748
    x(1_2_7_1)  c_e_one_path(1_2_7)_  1
    x(1_2_7_1)  c_e_flow(1_2_0)_  1
    x(1_2_7_1)  c_u_processors(2_7_0)_  3
    x(1_2_7_1)  c_u_processors(2_7_1)_  3
    x(1_2_7_1)  c_u_processors(2_7_2)_  3
    x(1_2_7_1)  c_u_area_cut(2)_  180
    x(1_2_7_2)  goodput   0.058483754512635377
    x(1_2_7_2)  c_e_one_path(1_2_7)_  1
    x(1_2_7_2)  c_e_flow(1_2_0)_  1
    x(1_2_7_2)  c_u_processors(2_7_0)_  3
    x(1_2_7_2)  c_u_processors(2_7_1)_  3
    x(1_2_7_2)  c_u_area_cut(2)_  162
    x(1_2_7_3)  goodput   0.015162454873646208
    x(1_2_7_3)  c_e_one_path(1_2_7)_  1
    x(1_2_7_3)  c_e_flow(1_2_0)_  1
    x(1_2_7_3)  c_u_processors(2_7_0)_  3
    x(1_2_7_3)  c_u_area_cut(2)_  42
    x(1_2_7_4)  goodput   0.064981949458483748
    x(1_2_7_4)  c_e_one_path(1_2_7)_  1
    x(1_2_7_4)  c_e_flow(1_2_1)_  1
    x(1_2_7_4)  c_u_processors(2_7_0)_  3
    x(1_2_7_4)  c_u_processors(2_7_1)_  3
    x(1_2_7_4)  c_u_processors(2_7_2)_  3
    x(1_2_7_4)  c_u_area_cut(2)_  180
    x(1_2_7_5)  goodput   0.058483754512635377
    x(1_2_7_5)  c_e_one_path(1_2_7)_  1
    x(1_2_7_5)  c_e_flow(1_2_1)_  1
    x(1_2_7_5)  c_u_processors(2_7_0)_  3
    x(1_2_7_5)  c_u_processors(2_7_1)_  3
    x(1_2_7_5)  c_u_area_cut(2)_  162
    x(1_2_7_6)  goodput   0.015162454873646208
    x(1_2_7_6)  c_e_one_path(1_2_7)_  1
    x(1_2_7_6)  c_e_flow(1_2_1)_  1
    x(1_2_7_6)  c_u_processors(2_7_0)_  3
    x(1_2_7_6)  c_u_area_cut(2)_  42
    x(1_2_7_7)  goodput   0.03682310469314079
    x(1_2_7_7)  c_e_one_path(1_2_7)_  1
    x(1_2_7_7)  c_e_flow(1_2_1)_  1
    x(1_2_7_7)  c_u_processors(2_7_1)_  3
    x(1_2_7_7)  c_u_processors(2_7_2)_  3
    x(1_2_7_7)  c_u_area_cut(2)_  102
    x(1_2_7_8)  goodput   0.030324909747292416
    x(1_2_7_8)  c_e_one_path(1_2_7)_  1
    x(1_2_7_8)  c_e_flow(1_2_1)_  1
    x(1_2_7_8)  c_u_processors(2_7_1)_  3
    x(1_2_7_8)  c_u_area_cut(2)_  84
    x(1_2_7_10)  goodput   0.058483754512635377
    x(1_2_7_10)  c_e_one_path(1_2_7)_  1
    x(1_2_7_10)  c_e_flow(1_2_2)_  1
    x(1_2_7_10)  c_u_processors(2_7_0)_  3
    x(1_2_7_10)  c_u_processors(2_7_1)_  3
    x(1_2_7_10)  c_u_processors(2_7_2)_  3
    x(1_2_7_10)  c_u_area_cut(2)_  162
    x(1_2_7_11)  goodput   0.051985559566787
    x(1_2_7_11)  c_e_one_path(1_2_7)_  1
    x(1_2_7_11)  c_e_flow(1_2_2)_  1
    x(1_2_7_11)  c_u_processors(2_7_0)_  3
    x(1_2_7_11)  c_u_processors(2_7_1)_  3
    x(1_2_7_11)  c_u_area_cut(2)_  144
    x(1_2_7_12)  goodput   0.0086642599277978339
    x(1_2_7_12)  c_e_one_path(1_2_7)_  1
    x(1_2_7_12)  c_e_flow(1_2_2)_  1
    x(1_2_7_12)  c_u_processors(2_7_0)_  3
    x(1_2_7_12)  c_u_area_cut(2)_  24
    x(1_2_7_13)  goodput   0.03682310469314079
    x(1_2_7_13)  c_e_one_path(1_2_7)_  1
    x(1_2_7_13)  c_e_flow(1_2_2)_  1
    x(1_2_7_13)  c_u_processors(2_7_1)_  3
    x(1_2_7_13)  c_u_processors(2_7_2)_  3
    x(1_2_7_13)  c_u_area_cut(2)_  102
    x(1_2_7_14)  goodput   0.030324909747292416
    x(1_2_7_14)  c_e_one_path(1_2_7)_  1
    x(1_2_7_14)  c_e_flow(1_2_2)_  1
    x(1_2_7_14)  c_u_processors(2_7_1)_  3
    x(1_2_7_14)  c_u_area_cut(2)_  84
    x(1_2_8_1)  goodput   0.064981949458483748
    x(1_2_8_1)  c_e_one_path(1_2_8)_  1
    x(1_2_8_1)  c_e_flow(1_2_0)_  1
    x(1_2_8_1)  c_u_processors(2_8_0)_  3
    x(1_2_8_1)  c_u_processors(2_8_1)_  3
    x(1_2_8_1)  c_u_processors(2_8_2)_  3
    x(1_2_8_1)  c_u_area_cut(2)_  180
    x(1_2_8_2)  goodput   0.058483754512635377
    x(1_2_8_2)  c_e_one_path(1_2_8)_  1
    x(1_2_8_2)  c_e_flow(1_2_0)_  1
    x(1_2_8_2)  c_u_processors(2_8_0)_  3
    x(1_2_8_2)  c_u_processors(2_8_1)_  3
    x(1_2_8_2)  c_u_area_cut(2)_  162
    x(1_2_8_3)  goodput   0.019494584837545126
    x(1_2_8_3)  c_e_one_path(1_2_8)_  1
    x(1_2_8_3)  c_e_flow(1_2_0)_  1
    x(1_2_8_3)  c_u_processors(2_8_0)_  3
    x(1_2_8_3)  c_u_area_cut(2)_  54
    x(1_2_8_4)  goodput   0.064981949458483748
    x(1_2_8_4)  c_e_one_path(1_2_8)_  1
    x(1_2_8_4)  c_e_flow(1_2_1)_  1
    x(1_2_8_4)  c_u_processors(2_8_0)_  3
    x(1_2_8_4)  c_u_processors(2_8_1)_  3
    x(1_2_8_4)  c_u_processors(2_8_2)_  3
    x(1_2_8_4)  c_u_area_cut(2)_  180
    x(1_2_8_5)  goodput   0.058483754512635377
    x(1_2_8_5)  c_e_one_path(1_2_8)_  1
    x(1_2_8_5)  c_e_flow(1_2_1)_  1
    x(1_2_8_5)  c_u_processors(2_8_0)_  3
    x(1_2_8_5)  c_u_processors(2_8_1)_  3
    x(1_2_8_5)  c_u_area_cut(2)_  162
    x(1_2_8_6)  goodput   0.019494584837545126
    x(1_2_8_6)  c_e_one_path(1_2_8)_  1
    x(1_2_8_6)  c_e_flow(1_2_1)_  1
    x(1_2_8_6)  c_u_processors(2_8_0)_  3
    x(1_2_8_6)  c_u_area_cut(2)_  54
    x(1_2_8_7)  goodput   0.032490974729241874
    x(1_2_8_7)  c_e_one_path(1_2_8)_  1
    x(1_2_8_7)  c_e_flow(1_2_1)_  1
    x(1_2_8_7)  c_u_processors(2_8_1)_  3
    x(1_2_8_7)  c_u_processors(2_8_2)_  3
    x(1_2_8_7)  c_u_area_cut(2)_  90
    x(1_2_8_8)  goodput   0.0259927797833935
    x(1_2_8_8)  c_e_one_path(1_2_8)_  1
    x(1_2_8_8)  c_e_flow(1_2_1)_  1
    x(1_2_8_8)  c_u_processors(2_8_1)_  3
    x(1_2_8_8)  c_u_area_cut(2)_  72
    x(1_2_8_10)  goodput   0.058483754512635377
    x(1_2_8_10)  c_e_one_path(1_2_8)_  1
    x(1_2_8_10)  c_e_flow(1_2_2)_  1
    x(1_2_8_10)  c_u_processors(2_8_0)_  3
    x(1_2_8_10)  c_u_processors(2_8_1)_  3
    x(1_2_8_10)  c_u_processors(2_8_2)_  3
    x(1_2_8_10)  c_u_area_cut(2)_  162
    x(1_2_8_11)  goodput   0.051985559566787
    x(1_2_8_11)  c_e_one_path(1_2_8)_  1
    x(1_2_8_11)  c_e_flow(1_2_2)_  1
    x(1_2_8_11)  c_u_processors(2_8_0)_  3
    x(1_2_8_11)  c_u_processors(2_8_1)_  3
    x(1_2_8_11)  c_u_area_cut(2)_  144
    x(1_2_8_12)  goodput   0.01299638989169675
    x(1_2_8_12)  c_e_one_path(1_2_8)_  1
    x(1_2_8_12)  c_e_flow(1_2_2)_  1
    x(1_2_8_12)  c_u_processors(2_8_0)_  3
    x(1_2_8_12)  c_u_area_cut(2)_  36
    x(1_2_8_13)  goodput   0.032490974729241874
    x(1_2_8_13)  c_e_one_path(1_2_8)_  1
    x(1_2_8_13)  c_e_flow(1_2_2)_  1
    x(1_2_8_13)  c_u_processors(2_8_1)_  3
    x(1_2_8_13)  c_u_processors(2_8_2)_  3
    x(1_2_8_13)  c_u_area_cut(2)_  90
    x(1_2_8_14)  goodput   0.0259927797833935
    x(1_2_8_14)  c_e_one_path(1_2_8)_  1
    x(1_2_8_14)  c_e_flow(1_2_2)_  1
    x(1_2_8_14)  c_u_processors(2_8_1)_  3
    x(1_2_8_14)  c_u_area_cut(2)_  72
    x(1_2_9_1)  goodput   0.064981949458483748
    x(1_2_9_1)  c_e_one_path(1_2_9)_  1
    x(1_2_9_1)  c_e_flow(1_2_0)_  1
    x(1_2_9_1)  c_u_processors(2_9_0)_  3
    x(1_2_9_1)  c_u_processors(2_9_1)_  3
    x(1_2_9_1)  c_u_processors(2_9_2)_  3
    x(1_2_9_1)  c_u_area_cut(2)_  180
    x(1_2_9_2)  goodput   0.058483754512635377
    x(1_2_9_2)  c_e_one_path(1_2_9)_  1
    x(1_2_9_2)  c_e_flow(1_2_0)_  1
    x(1_2_9_2)  c_u_processors(2_9_0)_  3
    x(1_2_9_2)  c_u_processors(2_9_1)_  3
    x(1_2_9_2)  c_u_area_cut(2)_  162
    x(1_2_9_3)  goodput   0.032490974729241874
    x(1_2_9_3)  c_e_one_path(1_2_9)_  1
    x(1_2_9_3)  c_e_flow(1_2_0)_  1
    x(1_2_9_3)  c_u_processors(2_9_0)_  3
    x(1_2_9_3)  c_u_area_cut(2)_  90
    x(1_2_9_4)  goodput   0.064981949458483748
    x(1_2_9_4)  c_e_one_path(1_2_9)_  1
    x(1_2_9_4)  c_e_flow(1_2_1)_  1
    x(1_2_9_4)  c_u_processors(2_9_0)_  3
    x(1_2_9_4)  c_u_processors(2_9_1)_  3
    x(1_2_9_4)  c_u_processors(2_9_2)_  3
    x(1_2_9_4)  c_u_area_cut(2)_  180
    x(1_2_9_5)  goodput   0.058483754512635377
    x(1_2_9_5)  c_e_one_path(1_2_9)_  1
    x(1_2_9_5)  c_e_flow(1_2_1)_  1
    x(1_2_9_5)  c_u_processors(2_9_0)_  3
    x(1_2_9_5)  c_u_processors(2_9_1)_  3
    x(1_2_9_5)  c_u_area_cut(2)_  162
    x(1_2_9_6)  goodput   0.032490974729241874
    x(1_2_9_6)  c_e_one_path(1_2_9)_  1
    x(1_2_9_6)  c_e_flow(1_2_1)_  1
    x(1_2_9_6)  c_u_processors(2_9_0)_  3
    x(1_2_9_6)  c_u_area_cut(2)_  90
    x(1_2_9_7)  goodput   0.019494584837545126
    x(1_2_9_7)  c_e_one_path(1_2_9)_  1
    x(1_2_9_7)  c_e_flow(1_2_1)_  1
    x(1_2_9_7)  c_u_processors(2_9_1)_  3
    x(1_2_9_7)  c_u_processors(2_9_2)_  3
    x(1_2_9_7)  c_u_area_cut(2)_  54
    x(1_2_9_8)  goodput   0.01299638989169675
    x(1_2_9_8)  c_e_one_path(1_2_9)_  1
    x(1_2_9_8)  c_e_flow(1_2_1)_  1
    x(1_2_9_8)  c_u_processors(2_9_1)_  3
    x(1_2_9_8)  c_u_area_cut(2)_  36
    x(1_2_9_10)  goodput   0.058483754512635377
    x(1_2_9_10)  c_e_one_path(1_2_9)_  1
    x(1_2_9_10)  c_e_flow(1_2_2)_  1
    x(1_2_9_10)  c_u_processors(2_9_0)_  3
    x(1_2_9_10)  c_u_processors(2_9_1)_  3
    x(1_2_9_10)  c_u_processors(2_9_2)_  3
    x(1_2_9_10)  c_u_area_cut(2)_  162
    x(1_2_9_11)  goodput   0.051985559566787
    x(1_2_9_11)  c_e_one_path(1_2_9)_  1
    x(1_2_9_11)  c_e_flow(1_2_2)_  1
    x(1_2_9_11)  c_u_processors(2_9_0)_  3
    x(1_2_9_11)  c_u_processors(2_9_1)_  3
    x(1_2_9_11)  c_u_area_cut(2)_  144
    x(1_2_9_12)  goodput   0.0259927797833935
    x(1_2_9_12)  c_e_one_path(1_2_9)_  1
    x(1_2_9_12)  c_e_flow(1_2_2)_  1
    x(1_2_9_12)  c_u_processors(2_9_0)_  3
    x(1_2_9_12)  c_u_area_cut(2)_  72
    x(1_2_9_13)  goodput   0.019494584837545126
    x(1_2_9_13)  c_e_one_path(1_2_9)_  1
    x(1_2_9_13)  c_e_flow(1_2_2)_  1
    x(1_2_9_13)  c_u_processors(2_9_1)_  3
    x(1_2_9_13)  c_u_processors(2_9_2)_  3
    x(1_2_9_13)  c_u_area_cut(2)_  54
    x(1_2_9_14)  goodput   0.01299638989169675
    x(1_2_9_14)  c_e_one_path(1_2_9)_  1
    x(1_2_9_14)  c_e_flow(1_2_2)_  1
    x(1_2_9_14)  c_u_processors(2_9_1)_  3
    x(1_2_9_14)  c_u_area_cut(2)_  36
    x(1_2_10_1)  goodput   0.064981949458483748
    x(1_2_10_1)  c_e_one_path(1_2_10)_  1
    x(1_2_10_1)  c_e_flow(1_2_0)_  1
    x(1_2_10_1)  c_u_processors(2_10_0)_  3
    x(1_2_10_1)  c_u_processors(2_10_1)_  3
    x(1_2_10_1)  c_u_processors(2_10_2)_  3
    x(1_2_10_1)  c_u_area_cut(2)_  180
    x(1_2_10_2)  goodput   0.058483754512635377
    x(1_2_10_2)  c_e_one_path(1_2_10)_  1
    x(1_2_10_2)  c_e_flow(1_2_0)_  1
    x(1_2_10_2)  c_u_processors(2_10_0)_  3
    x(1_2_10_2)  c_u_processors(2_10_1)_  3
    x(1_2_10_2)  c_u_area_cut(2)_  162
    x(1_2_10_3)  goodput   0.03682310469314079
    x(1_2_10_3)  c_e_one_path(1_2_10)_  1
    x(1_2_10_3)  c_e_flow(1_2_0)_  1
    x(1_2_10_3)  c_u_processors(2_10_0)_  3
    x(1_2_10_3)  c_u_area_cut(2)_  102
    x(1_2_10_4)  goodput   0.064981949458483748
    x(1_2_10_4)  c_e_one_path(1_2_10)_  1
    x(1_2_10_4)  c_e_flow(1_2_1)_  1
    x(1_2_10_4)  c_u_processors(2_10_0)_  3
    x(1_2_10_4)  c_u_processors(2_10_1)_  3
    x(1_2_10_4)  c_u_processors(2_10_2)_  3
    x(1_2_10_4)  c_u_area_cut(2)_  180
    x(1_2_10_5)  goodput   0.058483754512635377
    x(1_2_10_5)  c_e_one_path(1_2_10)_  1
    x(1_2_10_5)  c_e_flow(1_2_1)_  1
    x(1_2_10_5)  c_u_processors(2_10_0)_  3
    x(1_2_10_5)  c_u_processors(2_10_1)_  3
    x(1_2_10_5)  c_u_area_cut(2)_  162
    x(1_2_10_6)  goodput   0.03682310469314079
    x(1_2_10_6)  c_e_one_path(1_2_10)_  1
    x(1_2_10_6)  c_e_flow(1_2_1)_  1
    x(1_2_10_6)  c_u_processors(2_10_0)_  3
    x(1_2_10_6)  c_u_area_cut(2)_  102
    x(1_2_10_7)  goodput   0.015162454873646208
    x(1_2_10_7)  c_e_one_path(1_2_10)_  1
    x(1_2_10_7)  c_e_flow(1_2_1)_  1
    x(1_2_10_7)  c_u_processors(2_10_1)_  3
    x(1_2_10_7)  c_u_processors(2_10_2)_  3
    x(1_2_10_7)  c_u_area_cut(2)_  42
    x(1_2_10_8)  goodput   0.0086642599277978339
    x(1_2_10_8)  c_e_one_path(1_2_10)_  1
    x(1_2_10_8)  c_e_flow(1_2_1)_  1
    x(1_2_10_8)  c_u_processors(2_10_1)_  3
    x(1_2_10_8)  c_u_area_cut(2)_  24
    x(1_2_10_10)  goodput   0.058483754512635377
    x(1_2_10_10)  c_e_one_path(1_2_10)_  1
    x(1_2_10_10)  c_e_flow(1_2_2)_  1
    x(1_2_10_10)  c_u_processors(2_10_0)_  3
    x(1_2_10_10)  c_u_processors(2_10_1)_  3
    x(1_2_10_10)  c_u_processors(2_10_2)_  3
    x(1_2_10_10)  c_u_area_cut(2)_  162
    x(1_2_10_11)  goodput   0.051985559566787
    x(1_2_10_11)  c_e_one_path(1_2_10)_  1
    x(1_2_10_11)  c_e_flow(1_2_2)_  1
    x(1_2_10_11)  c_u_processors(2_10_0)_  3
    x(1_2_10_11)  c_u_processors(2_10_1)_  3
    x(1_2_10_11)  c_u_area_cut(2)_  144
    x(1_2_10_12)  goodput   0.030324909747292416
    x(1_2_10_12)  c_e_one_path(1_2_10)_  1
    x(1_2_10_12)  c_e_flow(1_2_2)_  1
    x(1_2_10_12)  c_u_processors(2_10_0)_  3
    x(1_2_10_12)  c_u_area_cut(2)_  84
    x(1_2_10_13)  goodput   0.015162454873646208
    x(1_2_10_13)  c_e_one_path(1_2_10)_  1
    x(1_2_10_13)  c_e_flow(1_2_2)_  1
    x(1_2_10_13)  c_u_processors(2_10_1)_  3
    x(1_2_10_13)  c_u_processors(2_10_2)_  3
    x(1_2_10_13)  c_u_area_cut(2)_  42
    x(1_2_10_14)  goodput   0.0086642599277978339
    x(1_2_10_14)  c_e_one_path(1_2_10)_  1
    x(1_2_10_14)  c_e_flow(1_2_2)_  1
    x(1_2_10_14)  c_u_processors(2_10_1)_  3
    x(1_2_10_14)  c_u_area_cut(2)_  24
    x(1_2_11_1)  goodput   0.064981949458483748
    x(1_2_11_1)  c_e_one_path(1_2_11)_  1
    x(1_2_11_1)  c_e_flow(1_2_0)_  1
    x(1_2_11_1)  c_u_processors(2_11_0)_  3
    x(1_2_11_1)  c_u_processors(2_11_1)_  3
    x(1_2_11_1)  c_u_processors(2_11_2)_  3
    x(1_2_11_1)  c_u_area_cut(2)_  180
    x(1_2_11_2)  goodput   0.058483754512635377
    x(1_2_11_2)  c_e_one_path(1_2_11)_  1
    x(1_2_11_2)  c_e_flow(1_2_0)_  1
    x(1_2_11_2)  c_u_processors(2_11_0)_  3
    x(1_2_11_2)  c_u_processors(2_11_1)_  3
    x(1_2_11_2)  c_u_area_cut(2)_  162
    x(1_2_11_3)  goodput   0.041155234657039706
    x(1_2_11_3)  c_e_one_path(1_2_11)_  1
    x(1_2_11_3)  c_e_flow(1_2_0)_  1
    x(1_2_11_3)  c_u_processors(2_11_0)_  3
    x(1_2_11_3)  c_u_area_cut(2)_  114
    x(1_2_11_4)  goodput   0.064981949458483748
    x(1_2_11_4)  c_e_one_path(1_2_11)_  1
    x(1_2_11_4)  c_e_flow(1_2_1)_  1
    x(1_2_11_4)  c_u_processors(2_11_0)_  3
    x(1_2_11_4)  c_u_processors(2_11_1)_  3
    x(1_2_11_4)  c_u_processors(2_11_2)_  3
    x(1_2_11_4)  c_u_area_cut(2)_  180
    x(1_2_11_5)  goodput   0.058483754512635377
    x(1_2_11_5)  c_e_one_path(1_2_11)_  1
    x(1_2_11_5)  c_e_flow(1_2_1)_  1
    x(1_2_11_5)  c_u_processors(2_11_0)_  3
    x(1_2_11_5)  c_u_processors(2_11_1)_  3
    x(1_2_11_5)  c_u_area_cut(2)_  162
    x(1_2_11_6)  goodput   0.041155234657039706
    x(1_2_11_6)  c_e_one_path(1_2_11)_  1
    x(1_2_11_6)  c_e_flow(1_2_1)_  1
    x(1_2_11_6)  c_u_processors(2_11_0)_  3
    x(1_2_11_6)  c_u_area_cut(2)_  114
    x(1_2_11_7)  goodput   0.010830324909747292
    x(1_2_11_7)  c_e_one_path(1_2_11)_  1
    x(1_2_11_7)  c_e_flow(1_2_1)_  1
    x(1_2_11_7)  c_u_processors(2_11_1)_  3
    x(1_2_11_7)  c_u_processors(2_11_2)_  3
    x(1_2_11_7)  c_u_area_cut(2)_  30
    x(1_2_11_8)  goodput   0.0043321299638989169
    x(1_2_11_8)  c_e_one_path(1_2_11)_  1
    x(1_2_11_8)  c_e_flow(1_2_1)_  1
    x(1_2_11_8)  c_u_processors(2_11_1)_  3
    x(1_2_11_8)  c_u_area_cut(2)_  12
    x(1_2_11_10)  goodput   0.058483754512635377
    x(1_2_11_10)  c_e_one_path(1_2_11)_  1
    x(1_2_11_10)  c_e_flow(1_2_2)_  1
    x(1_2_11_10)  c_u_processors(2_11_0)_  3
    x(1_2_11_10)  c_u_processors(2_11_1)_  3
    x(1_2_11_10)  c_u_processors(2_11_2)_  3
    x(1_2_11_10)  c_u_area_cut(2)_  162
    x(1_2_11_11)  goodput   0.051985559566787
    x(1_2_11_11)  c_e_one_path(1_2_11)_  1
    x(1_2_11_11)  c_e_flow(1_2_2)_  1
    x(1_2_11_11)  c_u_processors(2_11_0)_  3
    x(1_2_11_11)  c_u_processors(2_11_1)_  3
    x(1_2_11_11)  c_u_area_cut(2)_  144
    x(1_2_11_12)  goodput   0.034657039711191336
    x(1_2_11_12)  c_e_one_path(1_2_11)_  1
    x(1_2_11_12)  c_e_flow(1_2_2)_  1
    x(1_2_11_12)  c_u_processors(2_11_0)_  3
    x(1_2_11_12)  c_u_area_cut(2)_  96
    x(1_2_11_13)  goodput   0.010830324909747292
    x(1_2_11_13)  c_e_one_path(1_2_11)_  1
    x(1_2_11_13)  c_e_flow(1_2_2)_  1
    x(1_2_11_13)  c_u_processors(2_11_1)_  3
    x(1_2_11_13)  c_u_processors(2_11_2)_  3
    x(1_2_11_13)  c_u_area_cut(2)_  30
    x(1_2_11_14)  goodput   0.0043321299638989169
    x(1_2_11_14)  c_e_one_path(1_2_11)_  1
    x(1_2_11_14)  c_e_flow(1_2_2)_  1
    x(1_2_11_14)  c_u_processors(2_11_1)_  3
    x(1_2_11_14)  c_u_area_cut(2)_  12
    x(1_2_12_1)  goodput   0.064981949458483748
    x(1_2_12_1)  c_e_one_path(1_2_12)_  1
    x(1_2_12_1)  c_e_flow(1_2_0)_  1
    x(1_2_12_1)  c_u_processors(2_12_0)_  3
    x(1_2_12_1)  c_u_processors(2_12_1)_  3
    x(1_2_12_1)  c_u_processors(2_12_2)_  3
    x(1_2_12_1)  c_u_area_cut(2)_  180
    x(1_2_12_2)  goodput   0.058483754512635377
    x(1_2_12_2)  c_e_one_path(1_2_12)_  1
    x(1_2_12_2)  c_e_flow(1_2_0)_  1
    x(1_2_12_2)  c_u_processors(2_12_0)_  3
    x(1_2_12_2)  c_u_processors(2_12_1)_  3
    x(1_2_12_2)  c_u_area_cut(2)_  162
    x(1_2_12_3)  goodput   0.045487364620938622
    x(1_2_12_3)  c_e_one_path(1_2_12)_  1
    x(1_2_12_3)  c_e_flow(1_2_0)_  1
    x(1_2_12_3)  c_u_processors(2_12_0)_  3
    x(1_2_12_3)  c_u_area_cut(2)_  126
    x(1_2_12_4)  goodput   0.064981949458483748
    x(1_2_12_4)  c_e_one_path(1_2_12)_  1
    x(1_2_12_4)  c_e_flow(1_2_1)_  1
    x(1_2_12_4)  c_u_processors(2_12_0)_  3
    x(1_2_12_4)  c_u_processors(2_12_1)_  3
    x(1_2_12_4)  c_u_processors(2_12_2)_  3
    x(1_2_12_4)  c_u_area_cut(2)_  180
    x(1_2_12_5)  goodput   0.058483754512635377
    x(1_2_12_5)  c_e_one_path(1_2_12)_  1
    x(1_2_12_5)  c_e_flow(1_2_1)_  1
    x(1_2_12_5)  c_u_processors(2_12_0)_  3
    x(1_2_12_5)  c_u_processors(2_12_1)_  3
    x(1_2_12_5)  c_u_area_cut(2)_  162
    x(1_2_12_6)  goodput   0.045487364620938622
    x(1_2_12_6)  c_e_one_path(1_2_12)_  1
    x(1_2_12_6)  c_e_flow(1_2_1)_  1
    x(1_2_12_6)  c_u_processors(2_12_0)_  3
    x(1_2_12_6)  c_u_area_cut(2)_  126
    x(1_2_12_7)  goodput   0.006498194945848375
    x(1_2_12_7)  c_e_one_path(1_2_12)_  1
    x(1_2_12_7)  c_e_flow(1_2_1)_  1
    x(1_2_12_7)  c_u_processors(2_12_1)_  3
    x(1_2_12_7)  c_u_processors(2_12_2)_  3
    x(1_2_12_7)  c_u_area_cut(2)_  18
    x(1_2_12_10)  goodput   0.058483754512635377
    x(1_2_12_10)  c_e_one_path(1_2_12)_  1
    x(1_2_12_10)  c_e_flow(1_2_2)_  1
    x(1_2_12_10)  c_u_processors(2_12_0)_  3
    x(1_2_12_10)  c_u_processors(2_12_1)_  3
    x(1_2_12_10)  c_u_processors(2_12_2)_  3
    x(1_2_12_10)  c_u_area_cut(2)_  162
    x(1_2_12_11)  goodput   0.051985559566787
    x(1_2_12_11)  c_e_one_path(1_2_12)_  1
    x(1_2_12_11)  c_e_flow(1_2_2)_  1
    x(1_2_12_11)  c_u_processors(2_12_0)_  3
    x(1_2_12_11)  c_u_processors(2_12_1)_  3
    x(1_2_12_11)  c_u_area_cut(2)_  144
    x(1_2_12_12)  goodput   0.038989169675090252
    x(1_2_12_12)  c_e_one_path(1_2_12)_  1
    x(1_2_12_12)  c_e_flow(1_2_2)_  1
    x(1_2_12_12)  c_u_processors(2_12_0)_  3
    x(1_2_12_12)  c_u_area_cut(2)_  108
    x(1_2_12_13)  goodput   0.006498194945848375
    x(1_2_12_13)  c_e_one_path(1_2_12)_  1
    x(1_2_12_13)  c_e_flow(1_2_2)_  1
    x(1_2_12_13)  c_u_processors(2_12_1)_  3
    x(1_2_12_13)  c_u_processors(2_12_2)_  3
    x(1_2_12_13)  c_u_area_cut(2)_  18
    x(1_2_13_1)  goodput   0.064981949458483748
    x(1_2_13_1)  c_e_one_path(1_2_13)_  1
    x(1_2_13_1)  c_e_flow(1_2_0)_  1
    x(1_2_13_1)  c_u_processors(2_13_0)_  3
    x(1_2_13_1)  c_u_processors(2_13_1)_  3
    x(1_2_13_1)  c_u_processors(2_13_2)_  3
    x(1_2_13_1)  c_u_area_cut(2)_  180
    x(1_2_13_2)  goodput   0.058483754512635377
    x(1_2_13_2)  c_e_one_path(1_2_13)_  1
    x(1_2_13_2)  c_e_flow(1_2_0)_  1
    x(1_2_13_2)  c_u_processors(2_13_0)_  3
    x(1_2_13_2)  c_u_processors(2_13_1)_  3
    x(1_2_13_2)  c_u_area_cut(2)_  162
    x(1_2_13_3)  goodput   0.047653429602888084
    x(1_2_13_3)  c_e_one_path(1_2_13)_  1
    x(1_2_13_3)  c_e_flow(1_2_0)_  1
    x(1_2_13_3)  c_u_processors(2_13_0)_  3
    x(1_2_13_3)  c_u_area_cut(2)_  132
    x(1_2_13_4)  goodput   0.064981949458483748
    x(1_2_13_4)  c_e_one_path(1_2_13)_  1
    x(1_2_13_4)  c_e_flow(1_2_1)_  1
    x(1_2_13_4)  c_u_processors(2_13_0)_  3
    x(1_2_13_4)  c_u_processors(2_13_1)_  3
    x(1_2_13_4)  c_u_processors(2_13_2)_  3
    x(1_2_13_4)  c_u_area_cut(2)_  180
    x(1_2_13_5)  goodput   0.058483754512635377
    x(1_2_13_5)  c_e_one_path(1_2_13)_  1
    x(1_2_13_5)  c_e_flow(1_2_1)_  1
    x(1_2_13_5)  c_u_processors(2_13_0)_  3
    x(1_2_13_5)  c_u_processors(2_13_1)_  3
    x(1_2_13_5)  c_u_area_cut(2)_  162
    x(1_2_13_6)  goodput   0.047653429602888084
    x(1_2_13_6)  c_e_one_path(1_2_13)_  1
    x(1_2_13_6)  c_e_flow(1_2_1)_  1
    x(1_2_13_6)  c_u_processors(2_13_0)_  3
    x(1_2_13_6)  c_u_area_cut(2)_  132
    x(1_2_13_7)  goodput   0.0043321299638989169
    x(1_2_13_7)  c_e_one_path(1_2_13)_  1
    x(1_2_13_7)  c_e_flow(1_2_1)_  1
    x(1_2_13_7)  c_u_processors(2_13_1)_  3
    x(1_2_13_7)  c_u_processors(2_13_2)_  3
    x(1_2_13_7)  c_u_area_cut(2)_  12
    x(1_2_13_10)  goodput   0.058483754512635377
    x(1_2_13_10)  c_e_one_path(1_2_13)_  1
    x(1_2_13_10)  c_e_flow(1_2_2)_  1
    x(1_2_13_10)  c_u_processors(2_13_0)_  3
    x(1_2_13_10)  c_u_processors(2_13_1)_  3
    x(1_2_13_10)  c_u_processors(2_13_2)_  3
    x(1_2_13_10)  c_u_area_cut(2)_  162
    x(1_2_13_11)  goodput   0.051985559566787
    x(1_2_13_11)  c_e_one_path(1_2_13)_  1
    x(1_2_13_11)  c_e_flow(1_2_2)_  1
    x(1_2_13_11)  c_u_processors(2_13_0)_  3
    x(1_2_13_11)  c_u_processors(2_13_1)_  3
    x(1_2_13_11)  c_u_area_cut(2)_  144
    x(1_2_13_12)  goodput   0.041155234657039706
    x(1_2_13_12)  c_e_one_path(1_2_13)_  1
    x(1_2_13_12)  c_e_flow(1_2_2)_  1
    x(1_2_13_12)  c_u_processors(2_13_0)_  3
    x(1_2_13_12)  c_u_area_cut(2)_  114
    x(1_2_13_13)  goodput   0.0043321299638989169
    x(1_2_13_13)  c_e_one_path(1_2_13)_  1
    x(1_2_13_13)  c_e_flow(1_2_2)_  1
    x(1_2_13_13)  c_u_processors(2_13_1)_  3
    x(1_2_13_13)  c_u_processors(2_13_2)_  3
    x(1_2_13_13)  c_u_area_cut(2)_  12
    x(1_2_14_1)  goodput   0.064981949458483748
    x(1_2_14_1)  c_e_one_path(1_2_14)_  1
    x(1_2_14_1)  c_e_flow(1_2_0)_  1
    x(1_2_14_1)  c_u_processors(2_14_0)_  3
    x(1_2_14_1)  c_u_processors(2_14_1)_  3
    x(1_2_14_1)  c_u_processors(2_14_2)_  3
    x(1_2_14_1)  c_u_area_cut(2)_  180
    x(1_2_14_2)  goodput   0.058483754512635377
    x(1_2_14_2)  c_e_one_path(1_2_14)_  1
    x(1_2_14_2)  c_e_flow(1_2_0)_  1
    x(1_2_14_2)  c_u_processors(2_14_0)_  3
    x(1_2_14_2)  c_u_processors(2_14_1)_  3
    x(1_2_14_2)  c_u_area_cut(2)_  162
    x(1_2_14_3)  goodput   0.049819494584837545
    x(1_2_14_3)  c_e_one_path(1_2_14)_  1
    x(1_2_14_3)  c_e_flow(1_2_0)_  1
    x(1_2_14_3)  c_u_processors(2_14_0)_  3
    x(1_2_14_3)  c_u_area_cut(2)_  138
    x(1_2_14_4)  goodput   0.064981949458483748
    x(1_2_14_4)  c_e_one_path(1_2_14)_  1
    x(1_2_14_4)  c_e_flow(1_2_1)_  1
    x(1_2_14_4)  c_u_processors(2_14_0)_  3
    x(1_2_14_4)  c_u_processors(2_14_1)_  3
    x(1_2_14_4)  c_u_processors(2_14_2)_  3
    x(1_2_14_4)  c_u_area_cut(2)_  180
    x(1_2_14_5)  goodput   0.058483754512635377
    x(1_2_14_5)  c_e_one_path(1_2_14)_  1
    x(1_2_14_5)  c_e_flow(1_2_1)_  1
    x(1_2_14_5)  c_u_processors(2_14_0)_  3
    x(1_2_14_5)  c_u_processors(2_14_1)_  3
    x(1_2_14_5)  c_u_area_cut(2)_  162
    x(1_2_14_6)  goodput   0.049819494584837545
    x(1_2_14_6)  c_e_one_path(1_2_14)_  1
    x(1_2_14_6)  c_e_flow(1_2_1)_  1
    x(1_2_14_6)  c_u_processors(2_14_0)_  3
    x(1_2_14_6)  c_u_area_cut(2)_  138
    x(1_2_14_7)  goodput   0.0021660649819494585
    x(1_2_14_7)  c_e_one_path(1_2_14)_  1
    x(1_2_14_7)  c_e_flow(1_2_1)_  1
    x(1_2_14_7)  c_u_processors(2_14_1)_  3
    x(1_2_14_7)  c_u_processors(2_14_2)_  3
    x(1_2_14_7)  c_u_area_cut(2)_  6
    x(1_2_14_10)  goodput   0.058483754512635377
    x(1_2_14_10)  c_e_one_path(1_2_14)_  1
    x(1_2_14_10)  c_e_flow(1_2_2)_  1
    x(1_2_14_10)  c_u_processors(2_14_0)_  3
    x(1_2_14_10)  c_u_processors(2_14_1)_  3
    x(1_2_14_10)  c_u_processors(2_14_2)_  3
    x(1_2_14_10)  c_u_area_cut(2)_  162
    x(1_2_14_11)  goodput   0.051985559566787
    x(1_2_14_11)  c_e_one_path(1_2_14)_  1
    x(1_2_14_11)  c_e_flow(1_2_2)_  1
    x(1_2_14_11)  c_u_processors(2_14_0)_  3
    x(1_2_14_11)  c_u_processors(2_14_1)_  3
    x(1_2_14_11)  c_u_area_cut(2)_  144
    x(1_2_14_12)  goodput   0.043321299638989168
    x(1_2_14_12)  c_e_one_path(1_2_14)_  1
    x(1_2_14_12)  c_e_flow(1_2_2)_  1
    x(1_2_14_12)  c_u_processors(2_14_0)_  3
    x(1_2_14_12)  c_u_area_cut(2)_  120
    x(1_2_14_13)  goodput   0.0021660649819494585
    x(1_2_14_13)  c_e_one_path(1_2_14)_  1
    x(1_2_14_13)  c_e_flow(1_2_2)_  1
    x(1_2_14_13)  c_u_processors(2_14_1)_  3
    x(1_2_14_13)  c_u_processors(2_14_2)_  3
    x(1_2_14_13)  c_u_area_cut(2)_  6
    x(1_2_15_1)  goodput   0.064981949458483748
    x(1_2_15_1)  c_e_one_path(1_2_15)_  1
    x(1_2_15_1)  c_e_flow(1_2_0)_  1
    x(1_2_15_1)  c_u_processors(2_15_0)_  3
    x(1_2_15_1)  c_u_processors(2_15_1)_  3
    x(1_2_15_1)  c_u_processors(2_15_2)_  3
    x(1_2_15_1)  c_u_area_cut(2)_  180
    x(1_2_15_2)  goodput   0.058483754512635377
    x(1_2_15_2)  c_e_one_path(1_2_15)_  1
    x(1_2_15_2)  c_e_flow(1_2_0)_  1
    x(1_2_15_2)  c_u_processors(2_15_0)_  3
    x(1_2_15_2)  c_u_processors(2_15_1)_  3
    x(1_2_15_2)  c_u_area_cut(2)_  162
    x(1_2_15_3)  goodput   0.051985559566787
    x(1_2_15_3)  c_e_one_path(1_2_15)_  1
    x(1_2_15_3)  c_e_flow(1_2_0)_  1
    x(1_2_15_3)  c_u_processors(2_15_0)_  3
    x(1_2_15_3)  c_u_area_cut(2)_  144
    x(1_2_15_4)  goodput   0.064981949458483748
    x(1_2_15_4)  c_e_one_path(1_2_15)_  1
    x(1_2_15_4)  c_e_flow(1_2_1)_  1
    x(1_2_15_4)  c_u_processors(2_15_0)_  3
    x(1_2_15_4)  c_u_processors(2_15_1)_  3
    x(1_2_15_4)  c_u_processors(2_15_2)_  3
    x(1_2_15_4)  c_u_area_cut(2)_  180
    x(1_2_15_5)  goodput   0.058483754512635377
    x(1_2_15_5)  c_e_one_path(1_2_15)_  1
    x(1_2_15_5)  c_e_flow(1_2_1)_  1
    x(1_2_15_5)  c_u_processors(2_15_0)_  3
    x(1_2_15_5)  c_u_processors(2_15_1)_  3
    x(1_2_15_5)  c_u_area_cut(2)_  162
    x(1_2_15_6)  goodput   0.051985559566787
    x(1_2_15_6)  c_e_one_path(1_2_15)_  1
    x(1_2_15_6)  c_e_flow(1_2_1)_  1
    x(1_2_15_6)  c_u_processors(2_15_0)_  3
    x(1_2_15_6)  c_u_area_cut(2)_  144
    x(1_2_15_10)  goodput   0.058483754512635377
    x(1_2_15_10)  c_e_one_path(1_2_15)_  1
    x(1_2_15_10)  c_e_flow(1_2_2)_  1
    x(1_2_15_10)  c_u_processors(2_15_0)_  3
    x(1_2_15_10)  c_u_processors(2_15_1)_  3
    x(1_2_15_10)  c_u_processors(2_15_2)_  3
    x(1_2_15_10)  c_u_area_cut(2)_  162
    x(1_2_15_11)  goodput   0.051985559566787
    x(1_2_15_11)  c_e_one_path(1_2_15)_  1
    x(1_2_15_11)  c_e_flow(1_2_2)_  1
    x(1_2_15_11)  c_u_processors(2_15_0)_  3
    x(1_2_15_11)  c_u_processors(2_15_1)_  3
    x(1_2_15_11)  c_u_area_cut(2)_  144
    x(1_2_15_12)  goodput   0.045487364620938622
    x(1_2_15_12)  c_e_one_path(1_2_15)_  1
    x(1_2_15_12)  c_e_flow(1_2_2)_  1
    x(1_2_15_12)  c_u_processors(2_15_0)_  3
    x(1_2_15_12)  c_u_area_cut(2)_  126
    x(1_2_16_1)  goodput   0.064981949458483748
    x(1_2_16_1)  c_e_one_path(1_2_16)_  1
    x(1_2_16_1)  c_e_flow(1_2_0)_  1
    x(1_2_16_1)  c_u_processors(2_16_0)_  3
    x(1_2_16_1)  c_u_processors(2_16_1)_  3
    x(1_2_16_1)  c_u_processors(2_16_2)_  3
    x(1_2_16_1)  c_u_area_cut(2)_  180
    x(1_2_16_2)  goodput   0.058483754512635377
    x(1_2_16_2)  c_e_one_path(1_2_16)_  1
    x(1_2_16_2)  c_e_flow(1_2_0)_  1
    x(1_2_16_2)  c_u_processors(2_16_0)_  3
    x(1_2_16_2)  c_u_processors(2_16_1)_  3
    x(1_2_16_2)  c_u_area_cut(2)_  162
    x(1_2_16_3)  goodput   0.053068592057761731
    x(1_2_16_3)  c_e_one_path(1_2_16)_  1
    x(1_2_16_3)  c_e_flow(1_2_0)_  1
    x(1_2_16_3)  c_u_processors(2_16_0)_  3
    x(1_2_16_3)  c_u_area_cut(2)_  147
    x(1_2_16_4)  goodput   0.064981949458483748
    x(1_2_16_4)  c_e_one_path(1_2_16)_  1
    x(1_2_16_4)  c_e_flow(1_2_1)_  1
    x(1_2_16_4)  c_u_processors(2_16_0)_  3
    x(1_2_16_4)  c_u_processors(2_16_1)_  3
    x(1_2_16_4)  c_u_processors(2_16_2)_  3
    x(1_2_16_4)  c_u_area_cut(2)_  180
    x(1_2_16_5)  goodput   0.058483754512635377
    x(1_2_16_5)  c_e_one_path(1_2_16)_  1
    x(1_2_16_5)  c_e_flow(1_2_1)_  1
    x(1_2_16_5)  c_u_processors(2_16_0)_  3
    x(1_2_16_5)  c_u_processors(2_16_1)_  3
    x(1_2_16_5)  c_u_area_cut(2)_  162
    x(1_2_16_6)  goodput   0.053068592057761731
    x(1_2_16_6)  c_e_one_path(1_2_16)_  1
    x(1_2_16_6)  c_e_flow(1_2_1)_  1
    x(1_2_16_6)  c_u_processors(2_16_0)_  3
    x(1_2_16_6)  c_u_area_cut(2)_  147
    x(1_2_16_10)  goodput   0.058483754512635377
    x(1_2_16_10)  c_e_one_path(1_2_16)_  1
    x(1_2_16_10)  c_e_flow(1_2_2)_  1
    x(1_2_16_10)  c_u_processors(2_16_0)_  3
    x(1_2_16_10)  c_u_processors(2_16_1)_  3
    x(1_2_16_10)  c_u_processors(2_16_2)_  3
    x(1_2_16_10)  c_u_area_cut(2)_  162
    x(1_2_16_11)  goodput   0.051985559566787
    x(1_2_16_11)  c_e_one_path(1_2_16)_  1
    x(1_2_16_11)  c_e_flow(1_2_2)_  1
    x(1_2_16_11)  c_u_processors(2_16_0)_  3
    x(1_2_16_11)  c_u_processors(2_16_1)_  3
    x(1_2_16_11)  c_u_area_cut(2)_  144
    x(1_2_16_12)  goodput   0.046570397111913353
    x(1_2_16_12)  c_e_one_path(1_2_16)_  1
    x(1_2_16_12)  c_e_flow(1_2_2)_  1
    x(1_2_16_12)  c_u_processors(2_16_0)_  3
    x(1_2_16_12)  c_u_area_cut(2)_  129
    x(1_2_17_1)  goodput   0.064981949458483748
    x(1_2_17_1)  c_e_one_path(1_2_17)_  1
    x(1_2_17_1)  c_e_flow(1_2_0)_  1
    x(1_2_17_1)  c_u_processors(2_17_0)_  3
    x(1_2_17_1)  c_u_processors(2_17_1)_  3
    x(1_2_17_1)  c_u_processors(2_17_2)_  3
    x(1_2_17_1)  c_u_area_cut(2)_  180
    x(1_2_17_2)  goodput   0.058483754512635377
    x(1_2_17_2)  c_e_one_path(1_2_17)_  1
    x(1_2_17_2)  c_e_flow(1_2_0)_  1
    x(1_2_17_2)  c_u_processors(2_17_0)_  3
    x(1_2_17_2)  c_u_processors(2_17_1)_  3
    x(1_2_17_2)  c_u_area_cut(2)_  162
    x(1_2_17_3)  goodput   0.058483754512635377
    x(1_2_17_3)  c_e_one_path(1_2_17)_  1
    x(1_2_17_3)  c_e_flow(1_2_0)_  1
    x(1_2_17_3)  c_u_processors(2_17_0)_  3
    x(1_2_17_3)  c_u_area_cut(2)_  162
    x(1_2_17_4)  goodput   0.064981949458483748
    x(1_2_17_4)  c_e_one_path(1_2_17)_  1
    x(1_2_17_4)  c_e_flow(1_2_1)_  1
    x(1_2_17_4)  c_u_processors(2_17_0)_  3
    x(1_2_17_4)  c_u_processors(2_17_1)_  3
    x(1_2_17_4)  c_u_processors(2_17_2)_  3
    x(1_2_17_4)  c_u_area_cut(2)_  180
    x(1_2_17_5)  goodput   0.058483754512635377
    x(1_2_17_5)  c_e_one_path(1_2_17)_  1
    x(1_2_17_5)  c_e_flow(1_2_1)_  1
    x(1_2_17_5)  c_u_processors(2_17_0)_  3
    x(1_2_17_5)  c_u_processors(2_17_1)_  3
    x(1_2_17_5)  c_u_area_cut(2)_  162
    x(1_2_17_6)  goodput   0.058483754512635377
    x(1_2_17_6)  c_e_one_path(1_2_17)_  1
    x(1_2_17_6)  c_e_flow(1_2_1)_  1
    x(1_2_17_6)  c_u_processors(2_17_0)_  3
    x(1_2_17_6)  c_u_area_cut(2)_  162
    x(1_2_17_10)  goodput   0.058483754512635377
    x(1_2_17_10)  c_e_one_path(1_2_17)_  1
    x(1_2_17_10)  c_e_flow(1_2_2)_  1
    x(1_2_17_10)  c_u_processors(2_17_0)_  3
    x(1_2_17_10)  c_u_processors(2_17_1)_  3
    x(1_2_17_10)  c_u_processors(2_17_2)_  3
    x(1_2_17_10)  c_u_area_cut(2)_  162
    x(1_2_17_11)  goodput   0.051985559566787
    x(1_2_17_11)  c_e_one_path(1_2_17)_  1
    x(1_2_17_11)  c_e_flow(1_2_2)_  1
    x(1_2_17_11)  c_u_processors(2_17_0)_  3
    x(1_2_17_11)  c_u_processors(2_17_1)_  3
    x(1_2_17_11)  c_u_area_cut(2)_  144
    x(1_2_17_12)  goodput   0.051985559566787
    x(1_2_17_12)  c_e_one_path(1_2_17)_  1
    x(1_2_17_12)  c_e_flow(1_2_2)_  1
    x(1_2_17_12)  c_u_processors(2_17_0)_  3
    x(1_2_17_12)  c_u_area_cut(2)_  144
    x(2_0_0_1)  goodput   0.072202166064981949
    x(2_0_0_1)  c_e_one_path(2_0_0)_  1
    x(2_0_0_1)  c_e_flow(2_0_0)_  1
    x(2_0_0_1)  c_e_flow(2_1_0)_  -1
    x(2_0_0_1)  c_u_processors(0_0_0)_  5
    x(2_0_0_1)  c_u_processors(0_0_1)_  5
    x(2_0_0_1)  c_u_processors(0_0_2)_  5
    x(2_0_0_1)  c_u_area_cut(0)_  200
    x(2_0_0_2)  goodput   0.057761732851985555
    x(2_0_0_2)  c_e_one_path(2_0_0)_  1
    x(2_0_0_2)  c_e_flow(2_0_0)_  1
    x(2_0_0_2)  c_e_flow(2_1_1)_  -1
    x(2_0_0_2)  c_u_processors(0_0_0)_  5
    x(2_0_0_2)  c_u_processors(0_0_1)_  5
    x(2_0_0_2)  c_u_area_cut(0)_  160
    x(2_0_0_4)  goodput   0.072202166064981949
    x(2_0_0_4)  c_e_one_path(2_0_0)_  1
    x(2_0_0_4)  c_e_flow(2_0_1)_  1
    x(2_0_0_4)  c_e_flow(2_1_0)_  -1
    x(2_0_0_4)  c_u_processors(0_0_0)_  5
    x(2_0_0_4)  c_u_processors(0_0_1)_  5
    x(2_0_0_4)  c_u_processors(0_0_2)_  5
    x(2_0_0_4)  c_u_area_cut(0)_  200
    x(2_0_0_5)  goodput   0.057761732851985555
    x(2_0_0_5)  c_e_one_path(2_0_0)_  1
    x(2_0_0_5)  c_e_flow(2_0_1)_  1
    x(2_0_0_5)  c_e_flow(2_1_1)_  -1
    x(2_0_0_5)  c_u_processors(0_0_0)_  5
    x(2_0_0_5)  c_u_processors(0_0_1)_  5
    x(2_0_0_5)  c_u_area_cut(0)_  160
    x(2_0_0_7)  goodput   0.057761732851985555
    x(2_0_0_7)  c_e_one_path(2_0_0)_  1
    x(2_0_0_7)  c_e_flow(2_0_1)_  1
    x(2_0_0_7)  c_e_flow(2_1_0)_  -1
    x(2_0_0_7)  c_u_processors(0_0_1)_  5
    x(2_0_0_7)  c_u_processors(0_0_2)_  5
    x(2_0_0_7)  c_u_area_cut(0)_  160
    x(2_0_0_8)  goodput   0.043321299638989168
    x(2_0_0_8)  c_e_one_path(2_0_0)_  1
    x(2_0_0_8)  c_e_flow(2_0_1)_  1
    x(2_0_0_8)  c_e_flow(2_1_1)_  -1
    x(2_0_0_8)  c_u_processors(0_0_1)_  5
    x(2_0_0_8)  c_u_area_cut(0)_  120
    x(2_0_0_10)  goodput   0.057761732851985555
    x(2_0_0_10)  c_e_one_path(2_0_0)_  1
    x(2_0_0_10)  c_e_flow(2_0_2)_  1
    x(2_0_0_10)  c_e_flow(2_1_0)_  -1
    x(2_0_0_10)  c_u_processors(0_0_0)_  5
    x(2_0_0_10)  c_u_processors(0_0_1)_  5
    x(2_0_0_10)  c_u_processors(0_0_2)_  5
    x(2_0_0_10)  c_u_area_cut(0)_  160
    x(2_0_0_11)  goodput   0.043321299638989168
    x(2_0_0_11)  c_e_one_path(2_0_0)_  1
    x(2_0_0_11)  c_e_flow(2_0_2)_  1
    x(2_0_0_11)  c_e_flow(2_1_1)_  -1
    x(2_0_0_11)  c_u_processors(0_0_0)_  5
    x(2_0_0_11)  c_u_processors(0_0_1)_  5
    x(2_0_0_11)  c_u_area_cut(0)_  120
    x(2_0_0_13)  goodput   0.057761732851985555
    x(2_0_0_13)  c_e_one_path(2_0_0)_  1
    x(2_0_0_13)  c_e_flow(2_0_2)_  1
    x(2_0_0_13)  c_e_flow(2_1_0)_  -1
    x(2_0_0_13)  c_u_processors(0_0_1)_  5
    x(2_0_0_13)  c_u_processors(0_0_2)_  5
    x(2_0_0_13)  c_u_area_cut(0)_  160
    x(2_0_0_14)  goodput   0.043321299638989168
    x(2_0_0_14)  c_e_one_path(2_0_0)_  1
    x(2_0_0_14)  c_e_flow(2_0_2)_  1
    x(2_0_0_14)  c_e_flow(2_1_1)_  -1
    x(2_0_0_14)  c_u_processors(0_0_1)_  5
    x(2_0_0_14)  c_u_area_cut(0)_  120
    x(2_0_1_1)  goodput   0.072202166064981949
    x(2_0_1_1)  c_e_one_path(2_0_1)_  1
    x(2_0_1_1)  c_e_flow(2_0_0)_  1
    x(2_0_1_1)  c_e_flow(2_1_0)_  -1
    x(2_0_1_1)  c_u_processors(0_1_0)_  5
    x(2_0_1_1)  c_u_processors(0_1_1)_  5
    x(2_0_1_1)  c_u_processors(0_1_2)_  5
    x(2_0_1_1)  c_u_area_cut(0)_  200
    x(2_0_1_2)  goodput   0.057761732851985555
    x(2_0_1_2)  c_e_one_path(2_0_1)_  1
    x(2_0_1_2)  c_e_flow(2_0_0)_  1
    x(2_0_1_2)  c_e_flow(2_1_1)_  -1
    x(2_0_1_2)  c_u_processors(0_1_0)_  5
    x(2_0_1_2)  c_u_processors(0_1_1)_  5
    x(2_0_1_2)  c_u_area_cut(0)_  160
    x(2_0_1_4)  goodput   0.072202166064981949
    x(2_0_1_4)  c_e_one_path(2_0_1)_  1
    x(2_0_1_4)  c_e_flow(2_0_1)_  1
    x(2_0_1_4)  c_e_flow(2_1_0)_  -1
    x(2_0_1_4)  c_u_processors(0_1_0)_  5
    x(2_0_1_4)  c_u_processors(0_1_1)_  5
    x(2_0_1_4)  c_u_processors(0_1_2)_  5
    x(2_0_1_4)  c_u_area_cut(0)_  200
    x(2_0_1_5)  goodput   0.057761732851985555
    x(2_0_1_5)  c_e_one_path(2_0_1)_  1
    x(2_0_1_5)  c_e_flow(2_0_1)_  1
    x(2_0_1_5)  c_e_flow(2_1_1)_  -1
    x(2_0_1_5)  c_u_processors(0_1_0)_  5
    x(2_0_1_5)  c_u_processors(0_1_1)_  5
    x(2_0_1_5)  c_u_area_cut(0)_  160
    x(2_0_1_7)  goodput   0.048736462093862815
    x(2_0_1_7)  c_e_one_path(2_0_1)_  1
    x(2_0_1_7)  c_e_flow(2_0_1)_  1
    x(2_0_1_7)  c_e_flow(2_1_0)_  -1
    x(2_0_1_7)  c_u_processors(0_1_1)_  5
    x(2_0_1_7)  c_u_processors(0_1_2)_  5
    x(2_0_1_7)  c_u_area_cut(0)_  135
    x(2_0_1_8)  goodput   0.034296028880866421
    x(2_0_1_8)  c_e_one_path(2_0_1)_  1
    x(2_0_1_8)  c_e_flow(2_0_1)_  1
    x(2_0_1_8)  c_e_flow(2_1_1)_  -1
    x(2_0_1_8)  c_u_processors(0_1_1)_  5
    x(2_0_1_8)  c_u_area_cut(0)_  95
    x(2_0_1_10)  goodput   0.057761732851985555
    x(2_0_1_10)  c_e_one_path(2_0_1)_  1
    x(2_0_1_10)  c_e_flow(2_0_2)_  1
    x(2_0_1_10)  c_e_flow(2_1_0)_  -1
    x(2_0_1_10)  c_u_processors(0_1_0)_  5
    x(2_0_1_10)  c_u_processors(0_1_1)_  5
    x(2_0_1_10)  c_u_processors(0_1_2)_  5
    x(2_0_1_10)  c_u_area_cut(0)_  160
    x(2_0_1_11)  goodput   0.043321299638989168
    x(2_0_1_11)  c_e_one_path(2_0_1)_  1
    x(2_0_1_11)  c_e_flow(2_0_2)_  1
    x(2_0_1_11)  c_e_flow(2_1_1)_  -1
    x(2_0_1_11)  c_u_processors(0_1_0)_  5
    x(2_0_1_11)  c_u_processors(0_1_1)_  5
    x(2_0_1_11)  c_u_area_cut(0)_  120
    x(2_0_1_13)  goodput   0.048736462093862815
    x(2_0_1_13)  c_e_one_path(2_0_1)_  1
    x(2_0_1_13)  c_e_flow(2_0_2)_  1
    x(2_0_1_13)  c_e_flow(2_1_0)_  -1
    x(2_0_1_13)  c_u_processors(0_1_1)_  5
    x(2_0_1_13)  c_u_processors(0_1_2)_  5
    x(2_0_1_13)  c_u_area_cut(0)_  135
    x(2_0_1_14)  goodput   0.034296028880866421
    x(2_0_1_14)  c_e_one_path(2_0_1)_  1
    x(2_0_1_14)  c_e_flow(2_0_2)_  1
    x(2_0_1_14)  c_e_flow(2_1_1)_  -1
    x(2_0_1_14)  c_u_processors(0_1_1)_  5
    x(2_0_1_14)  c_u_area_cut(0)_  95
    x(2_0_2_1)  goodput   0.072202166064981949
    x(2_0_2_1)  c_e_one_path(2_0_2)_  1
    x(2_0_2_1)  c_e_flow(2_0_0)_  1
    x(2_0_2_1)  c_e_flow(2_1_0)_  -1
    x(2_0_2_1)  c_u_processors(0_2_0)_  5
    x(2_0_2_1)  c_u_processors(0_2_1)_  5
    x(2_0_2_1)  c_u_processors(0_2_2)_  5
    x(2_0_2_1)  c_u_area_cut(0)_  200
    x(2_0_2_2)  goodput   0.057761732851985555
    x(2_0_2_2)  c_e_one_path(2_0_2)_  1
    x(2_0_2_2)  c_e_flow(2_0_0)_  1
    x(2_0_2_2)  c_e_flow(2_1_1)_  -1
    x(2_0_2_2)  c_u_processors(0_2_0)_  5
    x(2_0_2_2)  c_u_processors(0_2_1)_  5
    x(2_0_2_2)  c_u_area_cut(0)_  160
    x(2_0_2_4)  goodput   0.072202166064981949
    x(2_0_2_4)  c_e_one_path(2_0_2)_  1
    x(2_0_2_4)  c_e_flow(2_0_1)_  1
    x(2_0_2_4)  c_e_flow(2_1_0)_  -1
    x(2_0_2_4)  c_u_processors(0_2_0)_  5
    x(2_0_2_4)  c_u_processors(0_2_1)_  5
    x(2_0_2_4)  c_u_processors(0_2_2)_  5
    x(2_0_2_4)  c_u_area_cut(0)_  200
    x(2_0_2_5)  goodput   0.057761732851985555
    x(2_0_2_5)  c_e_one_path(2_0_2)_  1
    x(2_0_2_5)  c_e_flow(2_0_1)_  1
    x(2_0_2_5)  c_e_flow(2_1_1)_  -1
    x(2_0_2_5)  c_u_processors(0_2_0)_  5
    x(2_0_2_5)  c_u_processors(0_2_1)_  5
    x(2_0_2_5)  c_u_area_cut(0)_  160
    x(2_0_2_7)  goodput   0.046931407942238268
    x(2_0_2_7)  c_e_one_path(2_0_2)_  1
    x(2_0_2_7)  c_e_flow(2_0_1)_  1
    x(2_0_2_7)  c_e_flow(2_1_0)_  -1
    x(2_0_2_7)  c_u_processors(0_2_1)_  5
    x(2_0_2_7)  c_u_processors(0_2_2)_  5
    x(2_0_2_7)  c_u_area_cut(0)_  130
    x(2_0_2_8)  goodput   0.032490974729241874
    x(2_0_2_8)  c_e_one_path(2_0_2)_  1
    x(2_0_2_8)  c_e_flow(2_0_1)_  1
    x(2_0_2_8)  c_e_flow(2_1_1)_  -1
    x(2_0_2_8)  c_u_processors(0_2_1)_  5
    x(2_0_2_8)  c_u_area_cut(0)_  90
    x(2_0_2_10)  goodput   0.057761732851985555
    x(2_0_2_10)  c_e_one_path(2_0_2)_  1
    x(2_0_2_10)  c_e_flow(2_0_2)_  1
    x(2_0_2_10)  c_e_flow(2_1_0)_  -1
    x(2_0_2_10)  c_u_processors(0_2_0)_  5
    x(2_0_2_10)  c_u_processors(0_2_1)_  5
    x(2_0_2_10)  c_u_processors(0_2_2)_  5
    x(2_0_2_10)  c_u_area_cut(0)_  160
    x(2_0_2_11)  goodput   0.043321299638989168
    x(2_0_2_11)  c_e_one_path(2_0_2)_  1
    x(2_0_2_11)  c_e_flow(2_0_2)_  1
    x(2_0_2_11)  c_e_flow(2_1_1)_  -1
    x(2_0_2_11)  c_u_processors(0_2_0)_  5
    x(2_0_2_11)  c_u_processors(0_2_1)_  5
    x(2_0_2_11)  c_u_area_cut(0)_  120
    x(2_0_2_13)  goodput   0.046931407942238268
    x(2_0_2_13)  c_e_one_path(2_0_2)_  1
    x(2_0_2_13)  c_e_flow(2_0_2)_  1
    x(2_0_2_13)  c_e_flow(2_1_0)_  -1
    x(2_0_2_13)  c_u_processors(0_2_1)_  5
    x(2_0_2_13)  c_u_processors(0_2_2)_  5
    x(2_0_2_13)  c_u_area_cut(0)_  130
    x(2_0_2_14)  goodput   0.032490974729241874
    x(2_0_2_14)  c_e_one_path(2_0_2)_  1
    x(2_0_2_14)  c_e_flow(2_0_2)_  1
    x(2_0_2_14)  c_e_flow(2_1_1)_  -1
    x(2_0_2_14)  c_u_processors(0_2_1)_  5
    x(2_0_2_14)  c_u_area_cut(0)_  90
    x(2_0_3_1)  goodput   0.072202166064981949
    x(2_0_3_1)  c_e_one_path(2_0_3)_  1
    x(2_0_3_1)  c_e_flow(2_0_0)_  1
    x(2_0_3_1)  c_e_flow(2_1_0)_  -1
    x(2_0_3_1)  c_u_processors(0_3_0)_  5
    x(2_0_3_1)  c_u_processors(0_3_1)_  5
    x(2_0_3_1)  c_u_processors(0_3_2)_  5
    x(2_0_3_1)  c_u_area_cut(0)_  200
    x(2_0_3_2)  goodput   0.057761732851985555
    x(2_0_3_2)  c_e_one_path(2_0_3)_  1
    x(2_0_3_2)  c_e_flow(2_0_0)_  1
    x(2_0_3_2)  c_e_flow(2_1_1)_  -1
    x(2_0_3_2)  c_u_processors(0_3_0)_  5
    x(2_0_3_2)  c_u_processors(0_3_1)_  5
    x(2_0_3_2)  c_u_area_cut(0)_  160
    x(2_0_3_4)  goodput   0.072202166064981949
    x(2_0_3_4)  c_e_one_path(2_0_3)_  1
    x(2_0_3_4)  c_e_flow(2_0_1)_  1
    x(2_0_3_4)  c_e_flow(2_1_0)_  -1
    x(2_0_3_4)  c_u_processors(0_3_0)_  5
    x(2_0_3_4)  c_u_processors(0_3_1)_  5
    x(2_0_3_4)  c_u_processors(0_3_2)_  5
    x(2_0_3_4)  c_u_area_cut(0)_  200
    x(2_0_3_5)  goodput   0.057761732851985555
    x(2_0_3_5)  c_e_one_path(2_0_3)_  1
    x(2_0_3_5)  c_e_flow(2_0_1)_  1
    x(2_0_3_5)  c_e_flow(2_1_1)_  -1
    x(2_0_3_5)  c_u_processors(0_3_0)_  5
    x(2_0_3_5)  c_u_processors(0_3_1)_  5
    x(2_0_3_5)  c_u_area_cut(0)_  160
    x(2_0_3_7)  goodput   0.043321299638989168
    x(2_0_3_7)  c_e_one_path(2_0_3)_  1
    x(2_0_3_7)  c_e_flow(2_0_1)_  1
    x(2_0_3_7)  c_e_flow(2_1_0)_  -1
    x(2_0_3_7)  c_u_processors(0_3_1)_  5
    x(2_0_3_7)  c_u_processors(0_3_2)_  5
    x(2_0_3_7)  c_u_area_cut(0)_  120
    x(2_0_3_8)  goodput   0.028880866425992777
    x(2_0_3_8)  c_e_one_path(2_0_3)_  1
    x(2_0_3_8)  c_e_flow(2_0_1)_  1
    x(2_0_3_8)  c_e_flow(2_1_1)_  -1
    x(2_0_3_8)  c_u_processors(0_3_1)_  5
    x(2_0_3_8)  c_u_area_cut(0)_  80
    x(2_0_3_10)  goodput   0.057761732851985555
    x(2_0_3_10)  c_e_one_path(2_0_3)_  1
    x(2_0_3_10)  c_e_flow(2_0_2)_  1
    x(2_0_3_10)  c_e_flow(2_1_0)_  -1
    x(2_0_3_10)  c_u_processors(0_3_0)_  5
    x(2_0_3_10)  c_u_processors(0_3_1)_  5
    x(2_0_3_10)  c_u_processors(0_3_2)_  5
    x(2_0_3_10)  c_u_area_cut(0)_  160
    x(2_0_3_11)  goodput   0.043321299638989168
    x(2_0_3_11)  c_e_one_path(2_0_3)_  1
    x(2_0_3_11)  c_e_flow(2_0_2)_  1
    x(2_0_3_11)  c_e_flow(2_1_1)_  -1
    x(2_0_3_11)  c_u_processors(0_3_0)_  5
    x(2_0_3_11)  c_u_processors(0_3_1)_  5
    x(2_0_3_11)  c_u_area_cut(0)_  120
    x(2_0_3_13)  goodput   0.043321299638989168
    x(2_0_3_13)  c_e_one_path(2_0_3)_  1
    x(2_0_3_13)  c_e_flow(2_0_2)_  1
    x(2_0_3_13)  c_e_flow(2_1_0)_  -1
    x(2_0_3_13)  c_u_processors(0_3_1)_  5
    x(2_0_3_13)  c_u_processors(0_3_2)_  5
    x(2_0_3_13)  c_u_area_cut(0)_  120
    x(2_0_3_14)  goodput   0.028880866425992777
    x(2_0_3_14)  c_e_one_path(2_0_3)_  1
    x(2_0_3_14)  c_e_flow(2_0_2)_  1
    x(2_0_3_14)  c_e_flow(2_1_1)_  -1
    x(2_0_3_14)  c_u_processors(0_3_1)_  5
    x(2_0_3_14)  c_u_area_cut(0)_  80
    x(2_0_4_1)  goodput   0.072202166064981949
    x(2_0_4_1)  c_e_one_path(2_0_4)_  1
    x(2_0_4_1)  c_e_flow(2_0_0)_  1
    x(2_0_4_1)  c_e_flow(2_1_0)_  -1
    x(2_0_4_1)  c_u_processors(0_4_0)_  5
    x(2_0_4_1)  c_u_processors(0_4_1)_  5
    x(2_0_4_1)  c_u_processors(0_4_2)_  5
    x(2_0_4_1)  c_u_area_cut(0)_  200
    x(2_0_4_2)  goodput   0.057761732851985555
    x(2_0_4_2)  c_e_one_path(2_0_4)_  1
    x(2_0_4_2)  c_e_flow(2_0_0)_  1
    x(2_0_4_2)  c_e_flow(2_1_1)_  -1
    x(2_0_4_2)  c_u_processors(0_4_0)_  5
    x(2_0_4_2)  c_u_processors(0_4_1)_  5
    x(2_0_4_2)  c_u_area_cut(0)_  160
    x(2_0_4_3)  goodput   0.0036101083032490972
    x(2_0_4_3)  c_e_one_path(2_0_4)_  1
    x(2_0_4_3)  c_e_flow(2_0_0)_  1
    x(2_0_4_3)  c_e_flow(2_1_2)_  -1
    x(2_0_4_3)  c_u_processors(0_4_0)_  5
    x(2_0_4_3)  c_u_area_cut(0)_  10
    x(2_0_4_4)  goodput   0.072202166064981949
    x(2_0_4_4)  c_e_one_path(2_0_4)_  1
    x(2_0_4_4)  c_e_flow(2_0_1)_  1
    x(2_0_4_4)  c_e_flow(2_1_0)_  -1
    x(2_0_4_4)  c_u_processors(0_4_0)_  5
    x(2_0_4_4)  c_u_processors(0_4_1)_  5
    x(2_0_4_4)  c_u_processors(0_4_2)_  5
    x(2_0_4_4)  c_u_area_cut(0)_  200
    x(2_0_4_5)  goodput   0.057761732851985555
    x(2_0_4_5)  c_e_one_path(2_0_4)_  1
    x(2_0_4_5)  c_e_flow(2_0_1)_  1
    x(2_0_4_5)  c_e_flow(2_1_1)_  -1
    x(2_0_4_5)  c_u_processors(0_4_0)_  5
    x(2_0_4_5)  c_u_processors(0_4_1)_  5
    x(2_0_4_5)  c_u_area_cut(0)_  160
    x(2_0_4_6)  goodput   0.0036101083032490972
    x(2_0_4_6)  c_e_one_path(2_0_4)_  1
    x(2_0_4_6)  c_e_flow(2_0_1)_  1
    x(2_0_4_6)  c_e_flow(2_1_2)_  -1
    x(2_0_4_6)  c_u_processors(0_4_0)_  5
    x(2_0_4_6)  c_u_area_cut(0)_  10
    x(2_0_4_7)  goodput   0.039711191335740068
    x(2_0_4_7)  c_e_one_path(2_0_4)_  1
    x(2_0_4_7)  c_e_flow(2_0_1)_  1
    x(2_0_4_7)  c_e_flow(2_1_0)_  -1
    x(2_0_4_7)  c_u_processors(0_4_1)_  5
    x(2_0_4_7)  c_u_processors(0_4_2)_  5
    x(2_0_4_7)  c_u_area_cut(0)_  110
    x(2_0_4_8)  goodput   0.025270758122743681
    x(2_0_4_8)  c_e_one_path(2_0_4)_  1
    x(2_0_4_8)  c_e_flow(2_0_1)_  1
    x(2_0_4_8)  c_e_flow(2_1_1)_  -1
    x(2_0_4_8)  c_u_processors(0_4_1)_  5
    x(2_0_4_8)  c_u_area_cut(0)_  70
    x(2_0_4_10)  goodput   0.057761732851985555
    x(2_0_4_10)  c_e_one_path(2_0_4)_  1
    x(2_0_4_10)  c_e_flow(2_0_2)_  1
    x(2_0_4_10)  c_e_flow(2_1_0)_  -1
    x(2_0_4_10)  c_u_processors(0_4_0)_  5
    x(2_0_4_10)  c_u_processors(0_4_1)_  5
    x(2_0_4_10)  c_u_processors(0_4_2)_  5
    x(2_0_4_10)  c_u_area_cut(0)_  160
    x(2_0_4_11)  goodput   0.043321299638989168
    x(2_0_4_11)  c_e_one_path(2_0_4)_  1
    x(2_0_4_11)  c_e_flow(2_0_2)_  1
    x(2_0_4_11)  c_e_flow(2_1_1)_  -1
    x(2_0_4_11)  c_u_processors(0_4_0)_  5
    x(2_0_4_11)  c_u_processors(0_4_1)_  5
    x(2_0_4_11)  c_u_area_cut(0)_  120
    x(2_0_4_13)  goodput   0.039711191335740068
    x(2_0_4_13)  c_e_one_path(2_0_4)_  1
    x(2_0_4_13)  c_e_flow(2_0_2)_  1
    x(2_0_4_13)  c_e_flow(2_1_0)_  -1
    x(2_0_4_13)  c_u_processors(0_4_1)_  5
    x(2_0_4_13)  c_u_processors(0_4_2)_  5
    x(2_0_4_13)  c_u_area_cut(0)_  110
    x(2_0_4_14)  goodput   0.025270758122743681
    x(2_0_4_14)  c_e_one_path(2_0_4)_  1
    x(2_0_4_14)  c_e_flow(2_0_2)_  1
    x(2_0_4_14)  c_e_flow(2_1_1)_  -1
    x(2_0_4_14)  c_u_processors(0_4_1)_  5
    x(2_0_4_14)  c_u_area_cut(0)_  70
    x(2_0_5_1)  goodput   0.072202166064981949
    x(2_0_5_1)  c_e_one_path(2_0_5)_  1
    x(2_0_5_1)  c_e_flow(2_0_0)_  1
    x(2_0_5_1)  c_e_flow(2_1_0)_  -1
    x(2_0_5_1)  c_u_processors(0_5_0)_  5
    x(2_0_5_1)  c_u_processors(0_5_1)_  5
    x(2_0_5_1)  c_u_processors(0_5_2)_  5
    x(2_0_5_1)  c_u_area_cut(0)_  200
    x(2_0_5_2)  goodput   0.057761732851985555
    x(2_0_5_2)  c_e_one_path(2_0_5)_  1
    x(2_0_5_2)  c_e_flow(2_0_0)_  1
    x(2_0_5_2)  c_e_flow(2_1_1)_  -1
    x(2_0_5_2)  c_u_processors(0_5_0)_  5
    x(2_0_5_2)  c_u_processors(0_5_1)_  5
    x(2_0_5_2)  c_u_area_cut(0)_  160
    x(2_0_5_3)  goodput   0.0072202166064981943
    x(2_0_5_3)  c_e_one_path(2_0_5)_  1
    x(2_0_5_3)  c_e_flow(2_0_0)_  1
    x(2_0_5_3)  c_e_flow(2_1_2)_  -1
    x(2_0_5_3)  c_u_processors(0_5_0)_  5
    x(2_0_5_3)  c_u_area_cut(0)_  20
    x(2_0_5_4)  goodput   0.072202166064981949
    x(2_0_5_4)  c_e_one_path(2_0_5)_  1
    x(2_0_5_4)  c_e_flow(2_0_1)_  1
    x(2_0_5_4)  c_e_flow(2_1_0)_  -1
    x(2_0_5_4)  c_u_processors(0_5_0)_  5
    x(2_0_5_4)  c_u_processors(0_5_1)_  5
    x(2_0_5_4)  c_u_processors(0_5_2)_  5
    x(2_0_5_4)  c_u_area_cut(0)_  200
    x(2_0_5_5)  goodput   0.057761732851985555
    x(2_0_5_5)  c_e_one_path(2_0_5)_  1
    x(2_0_5_5)  c_e_flow(2_0_1)_  1
    x(2_0_5_5)  c_e_flow(2_1_1)_  -1
    x(2_0_5_5)  c_u_processors(0_5_0)_  5
    x(2_0_5_5)  c_u_processors(0_5_1)_  5
    x(2_0_5_5)  c_u_area_cut(0)_  160
    x(2_0_5_6)  goodput   0.0072202166064981943
    x(2_0_5_6)  c_e_one_path(2_0_5)_  1
    x(2_0_5_6)  c_e_flow(2_0_1)_  1
    x(2_0_5_6)  c_e_flow(2_1_2)_  -1
    x(2_0_5_6)  c_u_processors(0_5_0)_  5
    x(2_0_5_6)  c_u_area_cut(0)_  20
    x(2_0_5_7)  goodput   0.036101083032490974
    x(2_0_5_7)  c_e_one_path(2_0_5)_  1
    x(2_0_5_7)  c_e_flow(2_0_1)_  1
    x(2_0_5_7)  c_e_flow(2_1_0)_  -1
    x(2_0_5_7)  c_u_processors(0_5_1)_  5
    x(2_0_5_7)  c_u_processors(0_5_2)_  5
    x(2_0_5_7)  c_u_area_cut(0)_  100
    x(2_0_5_8)  goodput   0.021660649819494584
    x(2_0_5_8)  c_e_one_path(2_0_5)_  1
    x(2_0_5_8)  c_e_flow(2_0_1)_  1
    x(2_0_5_8)  c_e_flow(2_1_1)_  -1
    x(2_0_5_8)  c_u_processors(0_5_1)_  5
    x(2_0_5_8)  c_u_area_cut(0)_  60
    x(2_0_5_10)  goodput   0.057761732851985555
    x(2_0_5_10)  c_e_one_path(2_0_5)_  1
    x(2_0_5_10)  c_e_flow(2_0_2)_  1
    x(2_0_5_10)  c_e_flow(2_1_0)_  -1
    x(2_0_5_10)  c_u_processors(0_5_0)_  5
    x(2_0_5_10)  c_u_processors(0_5_1)_  5
    x(2_0_5_10)  c_u_processors(0_5_2)_  5
    x(2_0_5_10)  c_u_area_cut(0)_  160
    x(2_0_5_11)  goodput   0.043321299638989168
    x(2_0_5_11)  c_e_one_path(2_0_5)_  1
    x(2_0_5_11)  c_e_flow(2_0_2)_  1
    x(2_0_5_11)  c_e_flow(2_1_1)_  -1
    x(2_0_5_11)  c_u_processors(0_5_0)_  5
    x(2_0_5_11)  c_u_processors(0_5_1)_  5
    x(2_0_5_11)  c_u_area_cut(0)_  120
    x(2_0_5_13)  goodput   0.036101083032490974
    x(2_0_5_13)  c_e_one_path(2_0_5)_  1
    x(2_0_5_13)  c_e_flow(2_0_2)_  1
    x(2_0_5_13)  c_e_flow(2_1_0)_  -1
    x(2_0_5_13)  c_u_processors(0_5_1)_  5
    x(2_0_5_13)  c_u_processors(0_5_2)_  5
    x(2_0_5_13)  c_u_area_cut(0)_  100
    x(2_0_5_14)  goodput   0.021660649819494584
    x(2_0_5_14)  c_e_one_path(2_0_5)_  1
    x(2_0_5_14)  c_e_flow(2_0_2)_  1
    x(2_0_5_14)  c_e_flow(2_1_1)_  -1
    x(2_0_5_14)  c_u_processors(0_5_1)_  5
    x(2_0_5_14)  c_u_area_cut(0)_  60
    x(2_0_6_1)  goodput   0.072202166064981949
    x(2_0_6_1)  c_e_one_path(2_0_6)_  1
    x(2_0_6_1)  c_e_flow(2_0_0)_  1
    x(2_0_6_1)  c_e_flow(2_1_0)_  -1
    x(2_0_6_1)  c_u_processors(0_6_0)_  5
    x(2_0_6_1)  c_u_processors(0_6_1)_  5
    x(2_0_6_1)  c_u_processors(0_6_2)_  5
    x(2_0_6_1)  c_u_area_cut(0)_  200
    x(2_0_6_2)  goodput   0.057761732851985555
    x(2_0_6_2)  c_e_one_path(2_0_6)_  1
    x(2_0_6_2)  c_e_flow(2_0_0)_  1
    x(2_0_6_2)  c_e_flow(2_1_1)_  -1
    x(2_0_6_2)  c_u_processors(0_6_0)_  5
    x(2_0_6_2)  c_u_processors(0_6_1)_  5
    x(2_0_6_2)  c_u_area_cut(0)_  160
    x(2_0_6_3)  goodput   0.014440433212996389
    x(2_0_6_3)  c_e_one_path(2_0_6)_  1
    x(2_0_6_3)  c_e_flow(2_0_0)_  1
    x(2_0_6_3)  c_e_flow(2_1_2)_  -1
    x(2_0_6_3)  c_u_processors(0_6_0)_  5
    x(2_0_6_3)  c_u_area_cut(0)_  40
    x(2_0_6_4)  goodput   0.072202166064981949
    x(2_0_6_4)  c_e_one_path(2_0_6)_  1
    x(2_0_6_4)  c_e_flow(2_0_1)_  1
    x(2_0_6_4)  c_e_flow(2_1_0)_  -1
    x(2_0_6_4)  c_u_processors(0_6_0)_  5
    x(2_0_6_4)  c_u_processors(0_6_1)_  5
    x(2_0_6_4)  c_u_processors(0_6_2)_  5
    x(2_0_6_4)  c_u_area_cut(0)_  200
    x(2_0_6_5)  goodput   0.057761732851985555
    x(2_0_6_5)  c_e_one_path(2_0_6)_  1
    x(2_0_6_5)  c_e_flow(2_0_1)_  1
    x(2_0_6_5)  c_e_flow(2_1_1)_  -1
    x(2_0_6_5)  c_u_processors(0_6_0)_  5
    x(2_0_6_5)  c_u_processors(0_6_1)_  5
    x(2_0_6_5)  c_u_area_cut(0)_  160
    x(2_0_6_6)  goodput   0.014440433212996389
    x(2_0_6_6)  c_e_one_path(2_0_6)_  1
    x(2_0_6_6)  c_e_flow(2_0_1)_  1
    x(2_0_6_6)  c_e_flow(2_1_2)_  -1
    x(2_0_6_6)  c_u_processors(0_6_0)_  5
    x(2_0_6_6)  c_u_area_cut(0)_  40
    x(2_0_6_7)  goodput   0.028880866425992777
    x(2_0_6_7)  c_e_one_path(2_0_6)_  1
    x(2_0_6_7)  c_e_flow(2_0_1)_  1
    x(2_0_6_7)  c_e_flow(2_1_0)_  -1
    x(2_0_6_7)  c_u_processors(0_6_1)_  5
    x(2_0_6_7)  c_u_processors(0_6_2)_  5
    x(2_0_6_7)  c_u_area_cut(0)_  80
    x(2_0_6_8)  goodput   0.014440433212996389
    x(2_0_6_8)  c_e_one_path(2_0_6)_  1
    x(2_0_6_8)  c_e_flow(2_0_1)_  1
    x(2_0_6_8)  c_e_flow(2_1_1)_  -1
    x(2_0_6_8)  c_u_processors(0_6_1)_  5
    x(2_0_6_8)  c_u_area_cut(0)_  40
    x(2_0_6_10)  goodput   0.057761732851985555
    x(2_0_6_10)  c_e_one_path(2_0_6)_  1
    x(2_0_6_10)  c_e_flow(2_0_2)_  1
    x(2_0_6_10)  c_e_flow(2_1_0)_  -1
    x(2_0_6_10)  c_u_processors(0_6_0)_  5
    x(2_0_6_10)  c_u_processors(0_6_1)_  5
    x(2_0_6_10)  c_u_processors(0_6_2)_  5
    x(2_0_6_10)  c_u_area_cut(0)_  160
    x(2_0_6_11)  goodput   0.043321299638989168
    x(2_0_6_11)  c_e_one_path(2_0_6)_  1
    x(2_0_6_11)  c_e_flow(2_0_2)_  1
    x(2_0_6_11)  c_e_flow(2_1_1)_  -1
    x(2_0_6_11)  c_u_processors(0_6_0)_  5
    x(2_0_6_11)  c_u_processors(0_6_1)_  5
    x(2_0_6_11)  c_u_area_cut(0)_  120
    x(2_0_6_13)  goodput   0.028880866425992777
    x(2_0_6_13)  c_e_one_path(2_0_6)_  1
    x(2_0_6_13)  c_e_flow(2_0_2)_  1
    x(2_0_6_13)  c_e_flow(2_1_0)_  -1
    x(2_0_6_13)  c_u_processors(0_6_1)_  5
    x(2_0_6_13)  c_u_processors(0_6_2)_  5
    x(2_0_6_13)  c_u_area_cut(0)_  80
    x(2_0_6_14)  goodput   0.014440433212996389
    x(2_0_6_14)  c_e_one_path(2_0_6)_  1
    x(2_0_6_14)  c_e_flow(2_0_2)_  1
    x(2_0_6_14)  c_e_flow(2_1_1)_  -1
    x(2_0_6_14)  c_u_processors(0_6_1)_  5
    x(2_0_6_14)  c_u_area_cut(0)_  40
    x(2_0_7_1)  goodput   0.072202166064981949
    x(2_0_7_1)  c_e_one_path(2_0_7)_  1
    x(2_0_7_1)  c_e_flow(2_0_0)_  1
    x(2_0_7_1)  c_e_flow(2_1_0)_  -1
    x(2_0_7_1)  c_u_processors(0_7_0)_  5
    x(2_0_7_1)  c_u_processors(0_7_1)_  5
    x(2_0_7_1)  c_u_processors(0_7_2)_  5
    x(2_0_7_1)  c_u_area_cut(0)_  200
    x(2_0_7_2)  goodput   0.057761732851985555
    x(2_0_7_2)  c_e_one_path(2_0_7)_  1
    x(2_0_7_2)  c_e_flow(2_0_0)_  1
    x(2_0_7_2)  c_e_flow(2_1_1)_  -1
    x(2_0_7_2)  c_u_processors(0_7_0)_  5
    x(2_0_7_2)  c_u_processors(0_7_1)_  5
    x(2_0_7_2)  c_u_area_cut(0)_  160
    x(2_0_7_3)  goodput   0.021660649819494584
    x(2_0_7_3)  c_e_one_path(2_0_7)_  1
    x(2_0_7_3)  c_e_flow(2_0_0)_  1
    x(2_0_7_3)  c_e_flow(2_1_2)_  -1
    x(2_0_7_3)  c_u_processors(0_7_0)_  5
    x(2_0_7_3)  c_u_area_cut(0)_  60
    x(2_0_7_4)  goodput   0.072202166064981949
    x(2_0_7_4)  c_e_one_path(2_0_7)_  1
    x(2_0_7_4)  c_e_flow(2_0_1)_  1
    x(2_0_7_4)  c_e_flow(2_1_0)_  -1
    x(2_0_7_4)  c_u_processors(0_7_0)_  5
    x(2_0_7_4)  c_u_processors(0_7_1)_  5
    x(2_0_7_4)  c_u_processors(0_7_2)_  5
    x(2_0_7_4)  c_u_area_cut(0)_  200
    x(2_0_7_5)  goodput   0.057761732851985555
    x(2_0_7_5)  c_e_one_path(2_0_7)_  1
    x(2_0_7_5)  c_e_flow(2_0_1)_  1
    x(2_0_7_5)  c_e_flow(2_1_1)_  -1
    x(2_0_7_5)  c_u_processors(0_7_0)_  5
    x(2_0_7_5)  c_u_processors(0_7_1)_  5
    x(2_0_7_5)  c_u_area_cut(0)_  160
    x(2_0_7_6)  goodput   0.021660649819494584
    x(2_0_7_6)  c_e_one_path(2_0_7)_  1
    x(2_0_7_6)  c_e_flow(2_0_1)_  1
    x(2_0_7_6)  c_e_flow(2_1_2)_  -1
    x(2_0_7_6)  c_u_processors(0_7_0)_  5
    x(2_0_7_6)  c_u_area_cut(0)_  60
    x(2_0_7_7)  goodput   0.021660649819494584
    x(2_0_7_7)  c_e_one_path(2_0_7)_  1
    x(2_0_7_7)  c_e_flow(2_0_1)_  1
    x(2_0_7_7)  c_e_flow(2_1_0)_  -1
    x(2_0_7_7)  c_u_processors(0_7_1)_  5
    x(2_0_7_7)  c_u_processors(0_7_2)_  5
    x(2_0_7_7)  c_u_area_cut(0)_  60
    x(2_0_7_8)  goodput   0.0072202166064981943
    x(2_0_7_8)  c_e_one_path(2_0_7)_  1
    x(2_0_7_8)  c_e_flow(2_0_1)_  1
    x(2_0_7_8)  c_e_flow(2_1_1)_  -1
    x(2_0_7_8)  c_u_processors(0_7_1)_  5
    x(2_0_7_8)  c_u_area_cut(0)_  20
    x(2_0_7_10)  goodput   0.057761732851985555
    x(2_0_7_10)  c_e_one_path(2_0_7)_  1
    x(2_0_7_10)  c_e_flow(2_0_2)_  1
    x(2_0_7_10)  c_e_flow(2_1_0)_  -1
    x(2_0_7_10)  c_u_processors(0_7_0)_  5
    x(2_0_7_10)  c_u_processors(0_7_1)_  5
    x(2_0_7_10)  c_u_processors(0_7_2)_  5
    x(2_0_7_10)  c_u_area_cut(0)_  160
    x(2_0_7_11)  goodput   0.043321299638989168
    x(2_0_7_11)  c_e_one_path(2_0_7)_  1
    x(2_0_7_11)  c_e_flow(2_0_2)_  1
    x(2_0_7_11)  c_e_flow(2_1_1)_  -1
    x(2_0_7_11)  c_u_processors(0_7_0)_  5
    x(2_0_7_11)  c_u_processors(0_7_1)_  5
    x(2_0_7_11)  c_u_area_cut(0)_  120
    x(2_0_7_12)  goodput   0.0072202166064981943
    x(2_0_7_12)  c_e_one_path(2_0_7)_  1
    x(2_0_7_12)  c_e_flow(2_0_2)_  1
    x(2_0_7_12)  c_e_flow(2_1_2)_  -1
    x(2_0_7_12)  c_u_processors(0_7_0)_  5
    x(2_0_7_12)  c_u_area_cut(0)_  20
    x(2_0_7_13)  goodput   0.021660649819494584
    x(2_0_7_13)  c_e_one_path(2_0_7)_  1
    x(2_0_7_13)  c_e_flow(2_0_2)_  1
    x(2_0_7_13)  c_e_flow(2_1_0)_  -1
    x(2_0_7_13)  c_u_processors(0_7_1)_  5
    x(2_0_7_13)  c_u_processors(0_7_2)_  5
    x(2_0_7_13)  c_u_area_cut(0)_  60
    x(2_0_7_14)  goodput   0.0072202166064981943
    x(2_0_7_14)  c_e_one_path(2_0_7)_  1
    x(2_0_7_14)  c_e_flow(2_0_2)_  1
    x(2_0_7_14)  c_e_flow(2_1_1)_  -1
    x(2_0_7_14)  c_u_processors(0_7_1)_  5
    x(2_0_7_14)  c_u_area_cut(0)_  20
    x(2_0_8_1)  goodput   0.072202166064981949
    x(2_0_8_1)  c_e_one_path(2_0_8)_  1
    x(2_0_8_1)  c_e_flow(2_0_0)_  1
    x(2_0_8_1)  c_e_flow(2_1_0)_  -1
    x(2_0_8_1)  c_u_processors(0_8_0)_  5
    x(2_0_8_1)  c_u_processors(0_8_1)_  5
    x(2_0_8_1)  c_u_processors(0_8_2)_  5
    x(2_0_8_1)  c_u_area_cut(0)_  200
    x(2_0_8_2)  goodput   0.057761732851985555
    x(2_0_8_2)  c_e_one_path(2_0_8)_  1
    x(2_0_8_2)  c_e_flow(2_0_0)_  1
    x(2_0_8_2)  c_e_flow(2_1_1)_  -1
    x(2_0_8_2)  c_u_processors(0_8_0)_  5
    x(2_0_8_2)  c_u_processors(0_8_1)_  5
    x(2_0_8_2)  c_u_area_cut(0)_  160
    x(2_0_8_3)  goodput   0.028880866425992777
    x(2_0_8_3)  c_e_one_path(2_0_8)_  1
    x(2_0_8_3)  c_e_flow(2_0_0)_  1
    x(2_0_8_3)  c_e_flow(2_1_2)_  -1
    x(2_0_8_3)  c_u_processors(0_8_0)_  5
    x(2_0_8_3)  c_u_area_cut(0)_  80
    x(2_0_8_4)  goodput   0.072202166064981949
    x(2_0_8_4)  c_e_one_path(2_0_8)_  1
    x(2_0_8_4)  c_e_flow(2_0_1)_  1
    x(2_0_8_4)  c_e_flow(2_1_0)_  -1
    x(2_0_8_4)  c_u_processors(0_8_0)_  5
    x(2_0_8_4)  c_u_processors(0_8_1)_  5
    x(2_0_8_4)  c_u_processors(0_8_2)_  5
    x(2_0_8_4)  c_u_area_cut(0)_  200
    x(2_0_8_5)  goodput   0.057761732851985555
    x(2_0_8_5)  c_e_one_path(2_0_8)_  1
    x(2_0_8_5)  c_e_flow(2_0_1)_  1
    x(2_0_8_5)  c_e_flow(2_1_1)_  -1
    x(2_0_8_5)  c_u_processors(0_8_0)_  5
    x(2_0_8_5)  c_u_processors(0_8_1)_  5
    x(2_0_8_5)  c_u_area_cut(0)_  160
    x(2_0_8_6)  goodput   0.028880866425992777
    x(2_0_8_6)  c_e_one_path(2_0_8)_  1
    x(2_0_8_6)  c_e_flow(2_0_1)_  1
    x(2_0_8_6)  c_e_flow(2_1_2)_  -1
    x(2_0_8_6)  c_u_processors(0_8_0)_  5
    x(2_0_8_6)  c_u_area_cut(0)_  80
    x(2_0_8_7)  goodput   0.014440433212996389
    x(2_0_8_7)  c_e_one_path(2_0_8)_  1
    x(2_0_8_7)  c_e_flow(2_0_1)_  1
    x(2_0_8_7)  c_e_flow(2_1_0)_  -1
    x(2_0_8_7)  c_u_processors(0_8_1)_  5
    x(2_0_8_7)  c_u_processors(0_8_2)_  5
    x(2_0_8_7)  c_u_area_cut(0)_  40
    x(2_0_8_10)  goodput   0.057761732851985555
    x(2_0_8_10)  c_e_one_path(2_0_8)_  1
    x(2_0_8_10)  c_e_flow(2_0_2)_  1
    x(2_0_8_10)  c_e_flow(2_1_0)_  -1
    x(2_0_8_10)  c_u_processors(0_8_0)_  5
    x(2_0_8_10)  c_u_processors(0_8_1)_  5
    x(2_0_8_10)  c_u_processors(0_8_2)_  5
    x(2_0_8_10)  c_u_area_cut(0)_  160
    x(2_0_8_11)  goodput   0.043321299638989168
    x(2_0_8_11)  c_e_one_path(2_0_8)_  1
    x(2_0_8_11)  c_e_flow(2_0_2)_  1
    x(2_0_8_11)  c_e_flow(2_1_1)_  -1
    x(2_0_8_11)  c_u_processors(0_8_0)_  5
    x(2_0_8_11)  c_u_processors(0_8_1)_  5
    x(2_0_8_11)  c_u_area_cut(0)_  120
    x(2_0_8_12)  goodput   0.014440433212996389
    x(2_0_8_12)  c_e_one_path(2_0_8)_  1
    x(2_0_8_12)  c_e_flow(2_0_2)_  1
    x(2_0_8_12)  c_e_flow(2_1_2)_  -1
    x(2_0_8_12)  c_u_processors(0_8_0)_  5
    x(2_0_8_12)  c_u_area_cut(0)_  40
    x(2_0_8_13)  goodput   0.014440433212996389
    x(2_0_8_13)  c_e_one_path(2_0_8)_  1
    x(2_0_8_13)  c_e_flow(2_0_2)_  1
    x(2_0_8_13)  c_e_flow(2_1_0)_  -1
    x(2_0_8_13)  c_u_processors(0_8_1)_  5
    x(2_0_8_13)  c_u_processors(0_8_2)_  5
    x(2_0_8_13)  c_u_area_cut(0)_  40
    x(2_0_9_1)  goodput   0.072202166064981949
    x(2_0_9_1)  c_e_one_path(2_0_9)_  1
    x(2_0_9_1)  c_e_flow(2_0_0)_  1
    x(2_0_9_1)  c_e_flow(2_1_0)_  -1
    x(2_0_9_1)  c_u_processors(0_9_0)_  5
    x(2_0_9_1)  c_u_processors(0_9_1)_  5
    x(2_0_9_1)  c_u_processors(0_9_2)_  5
    x(2_0_9_1)  c_u_area_cut(0)_  200
    x(2_0_9_2)  goodput   0.057761732851985555
    x(2_0_9_2)  c_e_one_path(2_0_9)_  1
    x(2_0_9_2)  c_e_flow(2_0_0)_  1
    x(2_0_9_2)  c_e_flow(2_1_1)_  -1
    x(2_0_9_2)  c_u_processors(0_9_0)_  5
    x(2_0_9_2)  c_u_processors(0_9_1)_  5
    x(2_0_9_2)  c_u_area_cut(0)_  160
    x(2_0_9_3)  goodput   0.036101083032490974
    x(2_0_9_3)  c_e_one_path(2_0_9)_  1
    x(2_0_9_3)  c_e_flow(2_0_0)_  1
    x(2_0_9_3)  c_e_flow(2_1_2)_  -1
    x(2_0_9_3)  c_u_processors(0_9_0)_  5
    x(2_0_9_3)  c_u_area_cut(0)_  100
    x(2_0_9_4)  goodput   0.072202166064981949
    x(2_0_9_4)  c_e_one_path(2_0_9)_  1
    x(2_0_9_4)  c_e_flow(2_0_1)_  1
    x(2_0_9_4)  c_e_flow(2_1_0)_  -1
    x(2_0_9_4)  c_u_processors(0_9_0)_  5
    x(2_0_9_4)  c_u_processors(0_9_1)_  5
    x(2_0_9_4)  c_u_processors(0_9_2)_  5
    x(2_0_9_4)  c_u_area_cut(0)_  200
    x(2_0_9_5)  goodput   0.057761732851985555
    x(2_0_9_5)  c_e_one_path(2_0_9)_  1
    x(2_0_9_5)  c_e_flow(2_0_1)_  1
    x(2_0_9_5)  c_e_flow(2_1_1)_  -1
    x(2_0_9_5)  c_u_processors(0_9_0)_  5
    x(2_0_9_5)  c_u_processors(0_9_1)_  5
    x(2_0_9_5)  c_u_area_cut(0)_  160
    x(2_0_9_6)  goodput   0.036101083032490974
    x(2_0_9_6)  c_e_one_path(2_0_9)_  1
    x(2_0_9_6)  c_e_flow(2_0_1)_  1
    x(2_0_9_6)  c_e_flow(2_1_2)_  -1
    x(2_0_9_6)  c_u_processors(0_9_0)_  5
    x(2_0_9_6)  c_u_area_cut(0)_  100
    x(2_0_9_7)  goodput   0.0072202166064981943
    x(2_0_9_7)  c_e_one_path(2_0_9)_  1
    x(2_0_9_7)  c_e_flow(2_0_1)_  1
    x(2_0_9_7)  c_e_flow(2_1_0)_  -1
    x(2_0_9_7)  c_u_processors(0_9_1)_  5
    x(2_0_9_7)  c_u_processors(0_9_2)_  5
    x(2_0_9_7)  c_u_area_cut(0)_  20
    x(2_0_9_10)  goodput   0.057761732851985555
    x(2_0_9_10)  c_e_one_path(2_0_9)_  1
    x(2_0_9_10)  c_e_flow(2_0_2)_  1
    x(2_0_9_10)  c_e_flow(2_1_0)_  -1
    x(2_0_9_10)  c_u_processors(0_9_0)_  5
    x(2_0_9_10)  c_u_processors(0_9_1)_  5
    x(2_0_9_10)  c_u_processors(0_9_2)_  5
    x(2_0_9_10)  c_u_area_cut(0)_  160
    x(2_0_9_11)  goodput   0.043321299638989168
    x(2_0_9_11)  c_e_one_path(2_0_9)_  1
    x(2_0_9_11)  c_e_flow(2_0_2)_  1
    x(2_0_9_11)  c_e_flow(2_1_1)_  -1
    x(2_0_9_11)  c_u_processors(0_9_0)_  5
    x(2_0_9_11)  c_u_processors(0_9_1)_  5
    x(2_0_9_11)  c_u_area_cut(0)_  120
    x(2_0_9_12)  goodput   0.021660649819494584
    x(2_0_9_12)  c_e_one_path(2_0_9)_  1
    x(2_0_9_12)  c_e_flow(2_0_2)_  1
    x(2_0_9_12)  c_e_flow(2_1_2)_  -1
    x(2_0_9_12)  c_u_processors(0_9_0)_  5
    x(2_0_9_12)  c_u_area_cut(0)_  60
    x(2_0_9_13)  goodput   0.0072202166064981943
    x(2_0_9_13)  c_e_one_path(2_0_9)_  1
    x(2_0_9_13)  c_e_flow(2_0_2)_  1
    x(2_0_9_13)  c_e_flow(2_1_0)_  -1
    x(2_0_9_13)  c_u_processors(0_9_1)_  5
    x(2_0_9_13)  c_u_processors(0_9_2)_  5
    x(2_0_9_13)  c_u_area_cut(0)_  20
    x(2_0_10_1)  goodput   0.072202166064981949
    x(2_0_10_1)  c_e_one_path(2_0_10)_  1
    x(2_0_10_1)  c_e_flow(2_0_0)_  1
    x(2_0_10_1)  c_e_flow(2_1_0)_  -1
    x(2_0_10_1)  c_u_processors(0_10_0)_  5
    x(2_0_10_1)  c_u_processors(0_10_1)_  5
    x(2_0_10_1)  c_u_processors(0_10_2)_  5
    x(2_0_10_1)  c_u_area_cut(0)_  200
    x(2_0_10_2)  goodput   0.057761732851985555
    x(2_0_10_2)  c_e_one_path(2_0_10)_  1
    x(2_0_10_2)  c_e_flow(2_0_0)_  1
    x(2_0_10_2)  c_e_flow(2_1_1)_  -1
    x(2_0_10_2)  c_u_processors(0_10_0)_  5
    x(2_0_10_2)  c_u_processors(0_10_1)_  5
    x(2_0_10_2)  c_u_area_cut(0)_  160
    x(2_0_10_3)  goodput   0.039711191335740068
    x(2_0_10_3)  c_e_one_path(2_0_10)_  1
    x(2_0_10_3)  c_e_flow(2_0_0)_  1
    x(2_0_10_3)  c_e_flow(2_1_2)_  -1
    x(2_0_10_3)  c_u_processors(0_10_0)_  5
    x(2_0_10_3)  c_u_area_cut(0)_  110
    x(2_0_10_4)  goodput   0.072202166064981949
    x(2_0_10_4)  c_e_one_path(2_0_10)_  1
    x(2_0_10_4)  c_e_flow(2_0_1)_  1
    x(2_0_10_4)  c_e_flow(2_1_0)_  -1
    x(2_0_10_4)  c_u_processors(0_10_0)_  5
    x(2_0_10_4)  c_u_processors(0_10_1)_  5
    x(2_0_10_4)  c_u_processors(0_10_2)_  5
    x(2_0_10_4)  c_u_area_cut(0)_  200
    x(2_0_10_5)  goodput   0.057761732851985555
    x(2_0_10_5)  c_e_one_path(2_0_10)_  1
    x(2_0_10_5)  c_e_flow(2_0_1)_  1
    x(2_0_10_5)  c_e_flow(2_1_1)_  -1
    x(2_0_10_5)  c_u_processors(0_10_0)_  5
    x(2_0_10_5)  c_u_processors(0_10_1)_  5
    x(2_0_10_5)  c_u_area_cut(0)_  160
    x(2_0_10_6)  goodput   0.039711191335740068
    x(2_0_10_6)  c_e_one_path(2_0_10)_  1
    x(2_0_10_6)  c_e_flow(2_0_1)_  1
    x(2_0_10_6)  c_e_flow(2_1_2)_  -1
    x(2_0_10_6)  c_u_processors(0_10_0)_  5
    x(2_0_10_6)  c_u_area_cut(0)_  110
    x(2_0_10_7)  goodput   0.0036101083032490972
    x(2_0_10_7)  c_e_one_path(2_0_10)_  1
    x(2_0_10_7)  c_e_flow(2_0_1)_  1
    x(2_0_10_7)  c_e_flow(2_1_0)_  -1
    x(2_0_10_7)  c_u_processors(0_10_1)_  5
    x(2_0_10_7)  c_u_processors(0_10_2)_  5
    x(2_0_10_7)  c_u_area_cut(0)_  10
    x(2_0_10_10)  goodput   0.057761732851985555
    x(2_0_10_10)  c_e_one_path(2_0_10)_  1
    x(2_0_10_10)  c_e_flow(2_0_2)_  1
    x(2_0_10_10)  c_e_flow(2_1_0)_  -1
    x(2_0_10_10)  c_u_processors(0_10_0)_  5
    x(2_0_10_10)  c_u_processors(0_10_1)_  5
    x(2_0_10_10)  c_u_processors(0_10_2)_  5
    x(2_0_10_10)  c_u_area_cut(0)_  160
    x(2_0_10_11)  goodput   0.043321299638989168
    x(2_0_10_11)  c_e_one_path(2_0_10)_  1
    x(2_0_10_11)  c_e_flow(2_0_2)_  1
    x(2_0_10_11)  c_e_flow(2_1_1)_  -1
    x(2_0_10_11)  c_u_processors(0_10_0)_  5
    x(2_0_10_11)  c_u_processors(0_10_1)_  5
    x(2_0_10_11)  c_u_area_cut(0)_  120
    x(2_0_10_12)  goodput   0.025270758122743681
    x(2_0_10_12)  c_e_one_path(2_0_10)_  1
    x(2_0_10_12)  c_e_flow(2_0_2)_  1
    x(2_0_10_12)  c_e_flow(2_1_2)_  -1
    x(2_0_10_12)  c_u_processors(0_10_0)_  5
    x(2_0_10_12)  c_u_area_cut(0)_  70
    x(2_0_10_13)  goodput   0.0036101083032490972
    x(2_0_10_13)  c_e_one_path(2_0_10)_  1
    x(2_0_10_13)  c_e_flow(2_0_2)_  1
    x(2_0_10_13)  c_e_flow(2_1_0)_  -1
    x(2_0_10_13)  c_u_processors(0_10_1)_  5
    x(2_0_10_13)  c_u_processors(0_10_2)_  5
    x(2_0_10_13)  c_u_area_cut(0)_  10
    x(2_0_11_1)  goodput   0.072202166064981949
    x(2_0_11_1)  c_e_one_path(2_0_11)_  1
    x(2_0_11_1)  c_e_flow(2_0_0)_  1
    x(2_0_11_1)  c_e_flow(2_1_0)_  -1
    x(2_0_11_1)  c_u_processors(0_11_0)_  5
    x(2_0_11_1)  c_u_processors(0_11_1)_  5
    x(2_0_11_1)  c_u_processors(0_11_2)_  5
    x(2_0_11_1)  c_u_area_cut(0)_  200
    x(2_0_11_2)  goodput   0.057761732851985555
    x(2_0_11_2)  c_e_one_path(2_0_11)_  1
    x(2_0_11_2)  c_e_flow(2_0_0)_  1
    x(2_0_11_2)  c_e_flow(2_1_1)_  -1
    x(2_0_11_2)  c_u_processors(0_11_0)_  5
    x(2_0_11_2)  c_u_processors(0_11_1)_  5
    x(2_0_11_2)  c_u_area_cut(0)_  160
    x(2_0_11_3)  goodput   0.043321299638989168
    x(2_0_11_3)  c_e_one_path(2_0_11)_  1
    x(2_0_11_3)  c_e_flow(2_0_0)_  1
    x(2_0_11_3)  c_e_flow(2_1_2)_  -1
    x(2_0_11_3)  c_u_processors(0_11_0)_  5
    x(2_0_11_3)  c_u_area_cut(0)_  120
    x(2_0_11_4)  goodput   0.072202166064981949
    x(2_0_11_4)  c_e_one_path(2_0_11)_  1
    x(2_0_11_4)  c_e_flow(2_0_1)_  1
    x(2_0_11_4)  c_e_flow(2_1_0)_  -1
    x(2_0_11_4)  c_u_processors(0_11_0)_  5
    x(2_0_11_4)  c_u_processors(0_11_1)_  5
    x(2_0_11_4)  c_u_processors(0_11_2)_  5
    x(2_0_11_4)  c_u_area_cut(0)_  200
    x(2_0_11_5)  goodput   0.057761732851985555
    x(2_0_11_5)  c_e_one_path(2_0_11)_  1
    x(2_0_11_5)  c_e_flow(2_0_1)_  1
    x(2_0_11_5)  c_e_flow(2_1_1)_  -1
    x(2_0_11_5)  c_u_processors(0_11_0)_  5
    x(2_0_11_5)  c_u_processors(0_11_1)_  5
    x(2_0_11_5)  c_u_area_cut(0)_  160
    x(2_0_11_6)  goodput   0.043321299638989168
    x(2_0_11_6)  c_e_one_path(2_0_11)_  1
    x(2_0_11_6)  c_e_flow(2_0_1)_  1
    x(2_0_11_6)  c_e_flow(2_1_2)_  -1
    x(2_0_11_6)  c_u_processors(0_11_0)_  5
    x(2_0_11_6)  c_u_area_cut(0)_  120
    x(2_0_11_10)  goodput   0.057761732851985555
    x(2_0_11_10)  c_e_one_path(2_0_11)_  1
    x(2_0_11_10)  c_e_flow(2_0_2)_  1
    x(2_0_11_10)  c_e_flow(2_1_0)_  -1
    x(2_0_11_10)  c_u_processors(0_11_0)_  5
    x(2_0_11_10)  c_u_processors(0_11_1)_  5
    x(2_0_11_10)  c_u_processors(0_11_2)_  5
    x(2_0_11_10)  c_u_area_cut(0)_  160
    x(2_0_11_11)  goodput   0.043321299638989168
    x(2_0_11_11)  c_e_one_path(2_0_11)_  1
    x(2_0_11_11)  c_e_flow(2_0_2)_  1
    x(2_0_11_11)  c_e_flow(2_1_1)_  -1
    x(2_0_11_11)  c_u_processors(0_11_0)_  5
    x(2_0_11_11)  c_u_processors(0_11_1)_  5
    x(2_0_11_11)  c_u_area_cut(0)_  120
    x(2_0_11_12)  goodput   0.028880866425992777
    x(2_0_11_12)  c_e_one_path(2_0_11)_  1
    x(2_0_11_12)  c_e_flow(2_0_2)_  1
    x(2_0_11_12)  c_e_flow(2_1_2)_  -1
    x(2_0_11_12)  c_u_processors(0_11_0)_  5
    x(2_0_11_12)  c_u_area_cut(0)_  80
    x(2_0_12_1)  goodput   0.072202166064981949
    x(2_0_12_1)  c_e_one_path(2_0_12)_  1
    x(2_0_12_1)  c_e_flow(2_0_0)_  1
    x(2_0_12_1)  c_e_flow(2_1_0)_  -1
    x(2_0_12_1)  c_u_processors(0_12_0)_  5
    x(2_0_12_1)  c_u_processors(0_12_1)_  5
    x(2_0_12_1)  c_u_processors(0_12_2)_  5
    x(2_0_12_1)  c_u_area_cut(0)_  200
    x(2_0_12_2)  goodput   0.057761732851985555
    x(2_0_12_2)  c_e_one_path(2_0_12)_  1
    x(2_0_12_2)  c_e_flow(2_0_0)_  1
    x(2_0_12_2)  c_e_flow(2_1_1)_  -1
    x(2_0_12_2)  c_u_processors(0_12_0)_  5
    x(2_0_12_2)  c_u_processors(0_12_1)_  5
    x(2_0_12_2)  c_u_area_cut(0)_  160
    x(2_0_12_3)  goodput   0.046931407942238268
    x(2_0_12_3)  c_e_one_path(2_0_12)_  1
    x(2_0_12_3)  c_e_flow(2_0_0)_  1
    x(2_0_12_3)  c_e_flow(2_1_2)_  -1
    x(2_0_12_3)  c_u_processors(0_12_0)_  5
    x(2_0_12_3)  c_u_area_cut(0)_  130
    x(2_0_12_4)  goodput   0.072202166064981949
    x(2_0_12_4)  c_e_one_path(2_0_12)_  1
    x(2_0_12_4)  c_e_flow(2_0_1)_  1
    x(2_0_12_4)  c_e_flow(2_1_0)_  -1
    x(2_0_12_4)  c_u_processors(0_12_0)_  5
    x(2_0_12_4)  c_u_processors(0_12_1)_  5
    x(2_0_12_4)  c_u_processors(0_12_2)_  5
    x(2_0_12_4)  c_u_area_cut(0)_  200
    x(2_0_12_5)  goodput   0.057761732851985555
    x(2_0_12_5)  c_e_one_path(2_0_12)_  1
    x(2_0_12_5)  c_e_flow(2_0_1)_  1
    x(2_0_12_5)  c_e_flow(2_1_1)_  -1
    x(2_0_12_5)  c_u_processors(0_12_0)_  5
    x(2_0_12_5)  c_u_processors(0_12_1)_  5
    x(2_0_12_5)  c_u_area_cut(0)_  160
    x(2_0_12_6)  goodput   0.046931407942238268
    x(2_0_12_6)  c_e_one_path(2_0_12)_  1
    x(2_0_12_6)  c_e_flow(2_0_1)_  1
    x(2_0_12_6)  c_e_flow(2_1_2)_  -1
    x(2_0_12_6)  c_u_processors(0_12_0)_  5
    x(2_0_12_6)  c_u_area_cut(0)_  130
    x(2_0_12_10)  goodput   0.057761732851985555
    x(2_0_12_10)  c_e_one_path(2_0_12)_  1
    x(2_0_12_10)  c_e_flow(2_0_2)_  1
    x(2_0_12_10)  c_e_flow(2_1_0)_  -1
    x(2_0_12_10)  c_u_processors(0_12_0)_  5
    x(2_0_12_10)  c_u_processors(0_12_1)_  5
    x(2_0_12_10)  c_u_processors(0_12_2)_  5
    x(2_0_12_10)  c_u_area_cut(0)_  160
    x(2_0_12_11)  goodput   0.043321299638989168
    x(2_0_12_11)  c_e_one_path(2_0_12)_  1
    x(2_0_12_11)  c_e_flow(2_0_2)_  1
    x(2_0_12_11)  c_e_flow(2_1_1)_  -1
    x(2_0_12_11)  c_u_processors(0_12_0)_  5
    x(2_0_12_11)  c_u_processors(0_12_1)_  5
    x(2_0_12_11)  c_u_area_cut(0)_  120
    x(2_0_12_12)  goodput   0.032490974729241874
    x(2_0_12_12)  c_e_one_path(2_0_12)_  1
    x(2_0_12_12)  c_e_flow(2_0_2)_  1
    x(2_0_12_12)  c_e_flow(2_1_2)_  -1
    x(2_0_12_12)  c_u_processors(0_12_0)_  5
    x(2_0_12_12)  c_u_area_cut(0)_  90
    x(2_0_13_1)  goodput   0.072202166064981949
    x(2_0_13_1)  c_e_one_path(2_0_13)_  1
    x(2_0_13_1)  c_e_flow(2_0_0)_  1
    x(2_0_13_1)  c_e_flow(2_1_0)_  -1
    x(2_0_13_1)  c_u_processors(0_13_0)_  5
    x(2_0_13_1)  c_u_processors(0_13_1)_  5
    x(2_0_13_1)  c_u_processors(0_13_2)_  5
    x(2_0_13_1)  c_u_area_cut(0)_  200
    x(2_0_13_2)  goodput   0.057761732851985555
    x(2_0_13_2)  c_e_one_path(2_0_13)_  1
    x(2_0_13_2)  c_e_flow(2_0_0)_  1
    x(2_0_13_2)  c_e_flow(2_1_1)_  -1
    x(2_0_13_2)  c_u_processors(0_13_0)_  5
    x(2_0_13_2)  c_u_processors(0_13_1)_  5
    x(2_0_13_2)  c_u_area_cut(0)_  160
    x(2_0_13_3)  goodput   0.048736462093862815
    x(2_0_13_3)  c_e_one_path(2_0_13)_  1
    x(2_0_13_3)  c_e_flow(2_0_0)_  1
    x(2_0_13_3)  c_e_flow(2_1_2)_  -1
    x(2_0_13_3)  c_u_processors(0_13_0)_  5
    x(2_0_13_3)  c_u_area_cut(0)_  135
    x(2_0_13_4)  goodput   0.072202166064981949
    x(2_0_13_4)  c_e_one_path(2_0_13)_  1
    x(2_0_13_4)  c_e_flow(2_0_1)_  1
    x(2_0_13_4)  c_e_flow(2_1_0)_  -1
    x(2_0_13_4)  c_u_processors(0_13_0)_  5
    x(2_0_13_4)  c_u_processors(0_13_1)_  5
    x(2_0_13_4)  c_u_processors(0_13_2)_  5
    x(2_0_13_4)  c_u_area_cut(0)_  200
    x(2_0_13_5)  goodput   0.057761732851985555
    x(2_0_13_5)  c_e_one_path(2_0_13)_  1
    x(2_0_13_5)  c_e_flow(2_0_1)_  1
    x(2_0_13_5)  c_e_flow(2_1_1)_  -1
    x(2_0_13_5)  c_u_processors(0_13_0)_  5
    x(2_0_13_5)  c_u_processors(0_13_1)_  5
    x(2_0_13_5)  c_u_area_cut(0)_  160
    x(2_0_13_6)  goodput   0.048736462093862815
    x(2_0_13_6)  c_e_one_path(2_0_13)_  1
    x(2_0_13_6)  c_e_flow(2_0_1)_  1
    x(2_0_13_6)  c_e_flow(2_1_2)_  -1
    x(2_0_13_6)  c_u_processors(0_13_0)_  5
    x(2_0_13_6)  c_u_area_cut(0)_  135
    x(2_0_13_10)  goodput   0.057761732851985555
    x(2_0_13_10)  c_e_one_path(2_0_13)_  1
    x(2_0_13_10)  c_e_flow(2_0_2)_  1
    x(2_0_13_10)  c_e_flow(2_1_0)_  -1
    x(2_0_13_10)  c_u_processors(0_13_0)_  5
    x(2_0_13_10)  c_u_processors(0_13_1)_  5
    x(2_0_13_10)  c_u_processors(0_13_2)_  5
    x(2_0_13_10)  c_u_area_cut(0)_  160
    x(2_0_13_11)  goodput   0.043321299638989168
    x(2_0_13_11)  c_e_one_path(2_0_13)_  1
    x(2_0_13_11)  c_e_flow(2_0_2)_  1
    x(2_0_13_11)  c_e_flow(2_1_1)_  -1
    x(2_0_13_11)  c_u_processors(0_13_0)_  5
    x(2_0_13_11)  c_u_processors(0_13_1)_  5
    x(2_0_13_11)  c_u_area_cut(0)_  120
    x(2_0_13_12)  goodput   0.034296028880866421
    x(2_0_13_12)  c_e_one_path(2_0_13)_  1
    x(2_0_13_12)  c_e_flow(2_0_2)_  1
    x(2_0_13_12)  c_e_flow(2_1_2)_  -1
    x(2_0_13_12)  c_u_processors(0_13_0)_  5
    x(2_0_13_12)  c_u_area_cut(0)_  95
    x(2_0_14_1)  goodput   0.072202166064981949
    x(2_0_14_1)  c_e_one_path(2_0_14)_  1
    x(2_0_14_1)  c_e_flow(2_0_0)_  1
    x(2_0_14_1)  c_e_flow(2_1_0)_  -1
    x(2_0_14_1)  c_u_processors(0_14_0)_  5
    x(2_0_14_1)  c_u_processors(0_14_1)_  5
    x(2_0_14_1)  c_u_processors(0_14_2)_  5
    x(2_0_14_1)  c_u_area_cut(0)_  200
    x(2_0_14_2)  goodput   0.057761732851985555
    x(2_0_14_2)  c_e_one_path(2_0_14)_  1
    x(2_0_14_2)  c_e_flow(2_0_0)_  1
    x(2_0_14_2)  c_e_flow(2_1_1)_  -1
    x(2_0_14_2)  c_u_processors(0_14_0)_  5
    x(2_0_14_2)  c_u_processors(0_14_1)_  5
    x(2_0_14_2)  c_u_area_cut(0)_  160
    x(2_0_14_3)  goodput   0.057761732851985555
    x(2_0_14_3)  c_e_one_path(2_0_14)_  1
    x(2_0_14_3)  c_e_flow(2_0_0)_  1
    x(2_0_14_3)  c_e_flow(2_1_2)_  -1
    x(2_0_14_3)  c_u_processors(0_14_0)_  5
    x(2_0_14_3)  c_u_area_cut(0)_  160
    x(2_0_14_4)  goodput   0.072202166064981949
    x(2_0_14_4)  c_e_one_path(2_0_14)_  1
    x(2_0_14_4)  c_e_flow(2_0_1)_  1
    x(2_0_14_4)  c_e_flow(2_1_0)_  -1
    x(2_0_14_4)  c_u_processors(0_14_0)_  5
    x(2_0_14_4)  c_u_processors(0_14_1)_  5
    x(2_0_14_4)  c_u_processors(0_14_2)_  5
    x(2_0_14_4)  c_u_area_cut(0)_  200
    x(2_0_14_5)  goodput   0.057761732851985555
    x(2_0_14_5)  c_e_one_path(2_0_14)_  1
    x(2_0_14_5)  c_e_flow(2_0_1)_  1
    x(2_0_14_5)  c_e_flow(2_1_1)_  -1
    x(2_0_14_5)  c_u_processors(0_14_0)_  5
    x(2_0_14_5)  c_u_processors(0_14_1)_  5
    x(2_0_14_5)  c_u_area_cut(0)_  160
    x(2_0_14_6)  goodput   0.057761732851985555
    x(2_0_14_6)  c_e_one_path(2_0_14)_  1
    x(2_0_14_6)  c_e_flow(2_0_1)_  1
    x(2_0_14_6)  c_e_flow(2_1_2)_  -1
    x(2_0_14_6)  c_u_processors(0_14_0)_  5
    x(2_0_14_6)  c_u_area_cut(0)_  160
    x(2_0_14_10)  goodput   0.057761732851985555
    x(2_0_14_10)  c_e_one_path(2_0_14)_  1
    x(2_0_14_10)  c_e_flow(2_0_2)_  1
    x(2_0_14_10)  c_e_flow(2_1_0)_  -1
    x(2_0_14_10)  c_u_processors(0_14_0)_  5
    x(2_0_14_10)  c_u_processors(0_14_1)_  5
    x(2_0_14_10)  c_u_processors(0_14_2)_  5
    x(2_0_14_10)  c_u_area_cut(0)_  160
    x(2_0_14_11)  goodput   0.043321299638989168
    x(2_0_14_11)  c_e_one_path(2_0_14)_  1
    x(2_0_14_11)  c_e_flow(2_0_2)_  1
    x(2_0_14_11)  c_e_flow(2_1_1)_  -1
    x(2_0_14_11)  c_u_processors(0_14_0)_  5
    x(2_0_14_11)  c_u_processors(0_14_1)_  5
    x(2_0_14_11)  c_u_area_cut(0)_  120
    x(2_0_14_12)  goodput   0.043321299638989168
    x(2_0_14_12)  c_e_one_path(2_0_14)_  1
    x(2_0_14_12)  c_e_flow(2_0_2)_  1
    x(2_0_14_12)  c_e_flow(2_1_2)_  -1
    x(2_0_14_12)  c_u_processors(0_14_0)_  5
    x(2_0_14_12)  c_u_area_cut(0)_  120
    x(2_1_0_1)  goodput   0.090252707581227429
    x(2_1_0_1)  c_e_one_path(2_1_0)_  1
    x(2_1_0_1)  c_e_flow(2_1_0)_  1
    x(2_1_0_1)  c_e_flow(2_2_0)_  -1
    x(2_1_0_1)  c_u_processors(1_0_0)_  5
    x(2_1_0_1)  c_u_processors(1_0_1)_  5
    x(2_1_0_1)  c_u_processors(1_0_2)_  5
    x(2_1_0_1)  c_u_area_cut(1)_  250
    x(2_1_0_2)  goodput   0.075812274368231042
    x(2_1_0_2)  c_e_one_path(2_1_0)_  1
    x(2_1_0_2)  c_e_flow(2_1_0)_  1
    x(2_1_0_2)  c_e_flow(2_2_1)_  -1
    x(2_1_0_2)  c_u_processors(1_0_0)_  5
    x(2_1_0_2)  c_u_processors(1_0_1)_  5
    x(2_1_0_2)  c_u_area_cut(1)_  210
    x(2_1_0_4)  goodput   0.090252707581227429
    x(2_1_0_4)  c_e_one_path(2_1_0)_  1
    x(2_1_0_4)  c_e_flow(2_1_1)_  1
    x(2_1_0_4)  c_e_flow(2_2_0)_  -1
    x(2_1_0_4)  c_u_processors(1_0_0)_  5
    x(2_1_0_4)  c_u_processors(1_0_1)_  5
    x(2_1_0_4)  c_u_processors(1_0_2)_  5
    x(2_1_0_4)  c_u_area_cut(1)_  250
    x(2_1_0_5)  goodput   0.075812274368231042
    x(2_1_0_5)  c_e_one_path(2_1_0)_  1
    x(2_1_0_5)  c_e_flow(2_1_1)_  1
    x(2_1_0_5)  c_e_flow(2_2_1)_  -1
    x(2_1_0_5)  c_u_processors(1_0_0)_  5
    x(2_1_0_5)  c_u_processors(1_0_1)_  5
    x(2_1_0_5)  c_u_area_cut(1)_  210
    x(2_1_0_7)  goodput   0.075812274368231042
    x(2_1_0_7)  c_e_one_path(2_1_0)_  1
    x(2_1_0_7)  c_e_flow(2_1_1)_  1
    x(2_1_0_7)  c_e_flow(2_2_0)_  -1
    x(2_1_0_7)  c_u_processors(1_0_1)_  5
    x(2_1_0_7)  c_u_processors(1_0_2)_  5
    x(2_1_0_7)  c_u_area_cut(1)_  210
    x(2_1_0_8)  goodput   0.061371841155234655
    x(2_1_0_8)  c_e_one_path(2_1_0)_  1
    x(2_1_0_8)  c_e_flow(2_1_1)_  1
    x(2_1_0_8)  c_e_flow(2_2_1)_  -1
    x(2_1_0_8)  c_u_processors(1_0_1)_  5
    x(2_1_0_8)  c_u_area_cut(1)_  170
    x(2_1_0_10)  goodput   0.075812274368231042
    x(2_1_0_10)  c_e_one_path(2_1_0)_  1
    x(2_1_0_10)  c_e_flow(2_1_2)_  1
    x(2_1_0_10)  c_e_flow(2_2_0)_  -1
    x(2_1_0_10)  c_u_processors(1_0_0)_  5
    x(2_1_0_10)  c_u_processors(1_0_1)_  5
    x(2_1_0_10)  c_u_processors(1_0_2)_  5
    x(2_1_0_10)  c_u_area_cut(1)_  210
    x(2_1_0_11)  goodput   0.061371841155234655
    x(2_1_0_11)  c_e_one_path(2_1_0)_  1
    x(2_1_0_11)  c_e_flow(2_1_2)_  1
    x(2_1_0_11)  c_e_flow(2_2_1)_  -1
    x(2_1_0_11)  c_u_processors(1_0_0)_  5
    x(2_1_0_11)  c_u_processors(1_0_1)_  5
    x(2_1_0_11)  c_u_area_cut(1)_  170
    x(2_1_0_13)  goodput   0.075812274368231042
    x(2_1_0_13)  c_e_one_path(2_1_0)_  1
    x(2_1_0_13)  c_e_flow(2_1_2)_  1
    x(2_1_0_13)  c_e_flow(2_2_0)_  -1
    x(2_1_0_13)  c_u_processors(1_0_1)_  5
    x(2_1_0_13)  c_u_processors(1_0_2)_  5
    x(2_1_0_13)  c_u_area_cut(1)_  210
    x(2_1_0_14)  goodput   0.061371841155234655
    x(2_1_0_14)  c_e_one_path(2_1_0)_  1
    x(2_1_0_14)  c_e_flow(2_1_2)_  1
    x(2_1_0_14)  c_e_flow(2_2_1)_  -1
    x(2_1_0_14)  c_u_processors(1_0_1)_  5
    x(2_1_0_14)  c_u_area_cut(1)_  170
    x(2_1_1_1)  goodput   0.090252707581227429
    x(2_1_1_1)  c_e_one_path(2_1_1)_  1
    x(2_1_1_1)  c_e_flow(2_1_0)_  1
    x(2_1_1_1)  c_e_flow(2_2_0)_  -1
    x(2_1_1_1)  c_u_processors(1_1_0)_  5
    x(2_1_1_1)  c_u_processors(1_1_1)_  5
    x(2_1_1_1)  c_u_processors(1_1_2)_  5
    x(2_1_1_1)  c_u_area_cut(1)_  250
    x(2_1_1_2)  goodput   0.075812274368231042
    x(2_1_1_2)  c_e_one_path(2_1_1)_  1
    x(2_1_1_2)  c_e_flow(2_1_0)_  1
    x(2_1_1_2)  c_e_flow(2_2_1)_  -1
    x(2_1_1_2)  c_u_processors(1_1_0)_  5
    x(2_1_1_2)  c_u_processors(1_1_1)_  5
    x(2_1_1_2)  c_u_area_cut(1)_  210
    x(2_1_1_4)  goodput   0.090252707581227429
    x(2_1_1_4)  c_e_one_path(2_1_1)_  1
    x(2_1_1_4)  c_e_flow(2_1_1)_  1
    x(2_1_1_4)  c_e_flow(2_2_0)_  -1
    x(2_1_1_4)  c_u_processors(1_1_0)_  5
    x(2_1_1_4)  c_u_processors(1_1_1)_  5
    x(2_1_1_4)  c_u_processors(1_1_2)_  5
    x(2_1_1_4)  c_u_area_cut(1)_  250
    x(2_1_1_5)  goodput   0.075812274368231042
    x(2_1_1_5)  c_e_one_path(2_1_1)_  1
    x(2_1_1_5)  c_e_flow(2_1_1)_  1
    x(2_1_1_5)  c_e_flow(2_2_1)_  -1
    x(2_1_1_5)  c_u_processors(1_1_0)_  5
    x(2_1_1_5)  c_u_processors(1_1_1)_  5
    x(2_1_1_5)  c_u_area_cut(1)_  210
    x(2_1_1_7)  goodput   0.066787003610108295
    x(2_1_1_7)  c_e_one_path(2_1_1)_  1
    x(2_1_1_7)  c_e_flow(2_1_1)_  1
    x(2_1_1_7)  c_e_flow(2_2_0)_  -1
    x(2_1_1_7)  c_u_processors(1_1_1)_  5
    x(2_1_1_7)  c_u_processors(1_1_2)_  5
    x(2_1_1_7)  c_u_area_cut(1)_  185
    x(2_1_1_8)  goodput   0.052346570397111908
    x(2_1_1_8)  c_e_one_path(2_1_1)_  1
    x(2_1_1_8)  c_e_flow(2_1_1)_  1
    x(2_1_1_8)  c_e_flow(2_2_1)_  -1
    x(2_1_1_8)  c_u_processors(1_1_1)_  5
    x(2_1_1_8)  c_u_area_cut(1)_  145
    x(2_1_1_10)  goodput   0.075812274368231042
    x(2_1_1_10)  c_e_one_path(2_1_1)_  1
    x(2_1_1_10)  c_e_flow(2_1_2)_  1
    x(2_1_1_10)  c_e_flow(2_2_0)_  -1
    x(2_1_1_10)  c_u_processors(1_1_0)_  5
    x(2_1_1_10)  c_u_processors(1_1_1)_  5
    x(2_1_1_10)  c_u_processors(1_1_2)_  5
    x(2_1_1_10)  c_u_area_cut(1)_  210
    x(2_1_1_11)  goodput   0.061371841155234655
    x(2_1_1_11)  c_e_one_path(2_1_1)_  1
    x(2_1_1_11)  c_e_flow(2_1_2)_  1
    x(2_1_1_11)  c_e_flow(2_2_1)_  -1
    x(2_1_1_11)  c_u_processors(1_1_0)_  5
    x(2_1_1_11)  c_u_processors(1_1_1)_  5
    x(2_1_1_11)  c_u_area_cut(1)_  170
    x(2_1_1_13)  goodput   0.066787003610108295
    x(2_1_1_13)  c_e_one_path(2_1_1)_  1
    x(2_1_1_13)  c_e_flow(2_1_2)_  1
    x(2_1_1_13)  c_e_flow(2_2_0)_  -1
    x(2_1_1_13)  c_u_processors(1_1_1)_  5
    x(2_1_1_13)  c_u_processors(1_1_2)_  5
    x(2_1_1_13)  c_u_area_cut(1)_  185
    x(2_1_1_14)  goodput   0.052346570397111908
    x(2_1_1_14)  c_e_one_path(2_1_1)_  1
    x(2_1_1_14)  c_e_flow(2_1_2)_  1
    x(2_1_1_14)  c_e_flow(2_2_1)_  -1
    x(2_1_1_14)  c_u_processors(1_1_1)_  5
    x(2_1_1_14)  c_u_area_cut(1)_  145
    x(2_1_2_1)  goodput   0.090252707581227429
    x(2_1_2_1)  c_e_one_path(2_1_2)_  1
    x(2_1_2_1)  c_e_flow(2_1_0)_  1
    x(2_1_2_1)  c_e_flow(2_2_0)_  -1
    x(2_1_2_1)  c_u_processors(1_2_0)_  5
    x(2_1_2_1)  c_u_processors(1_2_1)_  5
    x(2_1_2_1)  c_u_processors(1_2_2)_  5
    x(2_1_2_1)  c_u_area_cut(1)_  250
    x(2_1_2_2)  goodput   0.075812274368231042
    x(2_1_2_2)  c_e_one_path(2_1_2)_  1
    x(2_1_2_2)  c_e_flow(2_1_0)_  1
    x(2_1_2_2)  c_e_flow(2_2_1)_  -1
    x(2_1_2_2)  c_u_processors(1_2_0)_  5
    x(2_1_2_2)  c_u_processors(1_2_1)_  5
    x(2_1_2_2)  c_u_area_cut(1)_  210
    x(2_1_2_4)  goodput   0.090252707581227429
    x(2_1_2_4)  c_e_one_path(2_1_2)_  1
    x(2_1_2_4)  c_e_flow(2_1_1)_  1
    x(2_1_2_4)  c_e_flow(2_2_0)_  -1
    x(2_1_2_4)  c_u_processors(1_2_0)_  5
    x(2_1_2_4)  c_u_processors(1_2_1)_  5
    x(2_1_2_4)  c_u_processors(1_2_2)_  5
    x(2_1_2_4)  c_u_area_cut(1)_  250
    x(2_1_2_5)  goodput   0.075812274368231042
    x(2_1_2_5)  c_e_one_path(2_1_2)_  1
    x(2_1_2_5)  c_e_flow(2_1_1)_  1
    x(2_1_2_5)  c_e_flow(2_2_1)_  -1
    x(2_1_2_5)  c_u_processors(1_2_0)_  5
    x(2_1_2_5)  c_u_processors(1_2_1)_  5
    x(2_1_2_5)  c_u_area_cut(1)_  210
    x(2_1_2_7)  goodput   0.064981949458483748
    x(2_1_2_7)  c_e_one_path(2_1_2)_  1
    x(2_1_2_7)  c_e_flow(2_1_1)_  1
    x(2_1_2_7)  c_e_flow(2_2_0)_  -1
    x(2_1_2_7)  c_u_processors(1_2_1)_  5
    x(2_1_2_7)  c_u_processors(1_2_2)_  5
    x(2_1_2_7)  c_u_area_cut(1)_  180
    x(2_1_2_8)  goodput   0.050541516245487361
    x(2_1_2_8)  c_e_one_path(2_1_2)_  1
    x(2_1_2_8)  c_e_flow(2_1_1)_  1
    x(2_1_2_8)  c_e_flow(2_2_1)_  -1
    x(2_1_2_8)  c_u_processors(1_2_1)_  5
    x(2_1_2_8)  c_u_area_cut(1)_  140
    x(2_1_2_10)  goodput   0.075812274368231042
    x(2_1_2_10)  c_e_one_path(2_1_2)_  1
    x(2_1_2_10)  c_e_flow(2_1_2)_  1
    x(2_1_2_10)  c_e_flow(2_2_0)_  -1
    x(2_1_2_10)  c_u_processors(1_2_0)_  5
    x(2_1_2_10)  c_u_processors(1_2_1)_  5
    x(2_1_2_10)  c_u_processors(1_2_2)_  5
    x(2_1_2_10)  c_u_area_cut(1)_  210
    x(2_1_2_11)  goodput   0.061371841155234655
    x(2_1_2_11)  c_e_one_path(2_1_2)_  1
    x(2_1_2_11)  c_e_flow(2_1_2)_  1
    x(2_1_2_11)  c_e_flow(2_2_1)_  -1
    x(2_1_2_11)  c_u_processors(1_2_0)_  5
    x(2_1_2_11)  c_u_processors(1_2_1)_  5
    x(2_1_2_11)  c_u_area_cut(1)_  170
    x(2_1_2_13)  goodput   0.064981949458483748
    x(2_1_2_13)  c_e_one_path(2_1_2)_  1
    x(2_1_2_13)  c_e_flow(2_1_2)_  1
    x(2_1_2_13)  c_e_flow(2_2_0)_  -1
    x(2_1_2_13)  c_u_processors(1_2_1)_  5
    x(2_1_2_13)  c_u_processors(1_2_2)_  5
    x(2_1_2_13)  c_u_area_cut(1)_  180
    x(2_1_2_14)  goodput   0.050541516245487361
    x(2_1_2_14)  c_e_one_path(2_1_2)_  1
    x(2_1_2_14)  c_e_flow(2_1_2)_  1
    x(2_1_2_14)  c_e_flow(2_2_1)_  -1
    x(2_1_2_14)  c_u_processors(1_2_1)_  5
    x(2_1_2_14)  c_u_area_cut(1)_  140
    x(2_1_3_1)  goodput   0.090252707581227429
    x(2_1_3_1)  c_e_one_path(2_1_3)_  1
    x(2_1_3_1)  c_e_flow(2_1_0)_  1
    x(2_1_3_1)  c_e_flow(2_2_0)_  -1
    x(2_1_3_1)  c_u_processors(1_3_0)_  5
    x(2_1_3_1)  c_u_processors(1_3_1)_  5
    x(2_1_3_1)  c_u_processors(1_3_2)_  5
    x(2_1_3_1)  c_u_area_cut(1)_  250
    x(2_1_3_2)  goodput   0.075812274368231042
    x(2_1_3_2)  c_e_one_path(2_1_3)_  1
    x(2_1_3_2)  c_e_flow(2_1_0)_  1
    x(2_1_3_2)  c_e_flow(2_2_1)_  -1
    x(2_1_3_2)  c_u_processors(1_3_0)_  5
    x(2_1_3_2)  c_u_processors(1_3_1)_  5
    x(2_1_3_2)  c_u_area_cut(1)_  210
    x(2_1_3_4)  goodput   0.090252707581227429
    x(2_1_3_4)  c_e_one_path(2_1_3)_  1
    x(2_1_3_4)  c_e_flow(2_1_1)_  1
    x(2_1_3_4)  c_e_flow(2_2_0)_  -1
    x(2_1_3_4)  c_u_processors(1_3_0)_  5
    x(2_1_3_4)  c_u_processors(1_3_1)_  5
    x(2_1_3_4)  c_u_processors(1_3_2)_  5
    x(2_1_3_4)  c_u_area_cut(1)_  250
    x(2_1_3_5)  goodput   0.075812274368231042
    x(2_1_3_5)  c_e_one_path(2_1_3)_  1
    x(2_1_3_5)  c_e_flow(2_1_1)_  1
    x(2_1_3_5)  c_e_flow(2_2_1)_  -1
    x(2_1_3_5)  c_u_processors(1_3_0)_  5
    x(2_1_3_5)  c_u_processors(1_3_1)_  5
    x(2_1_3_5)  c_u_area_cut(1)_  210
    x(2_1_3_7)  goodput   0.061371841155234655
    x(2_1_3_7)  c_e_one_path(2_1_3)_  1
    x(2_1_3_7)  c_e_flow(2_1_1)_  1
    x(2_1_3_7)  c_e_flow(2_2_0)_  -1
    x(2_1_3_7)  c_u_processors(1_3_1)_  5
    x(2_1_3_7)  c_u_processors(1_3_2)_  5
    x(2_1_3_7)  c_u_area_cut(1)_  170
    x(2_1_3_8)  goodput   0.046931407942238268
    x(2_1_3_8)  c_e_one_path(2_1_3)_  1
    x(2_1_3_8)  c_e_flow(2_1_1)_  1
    x(2_1_3_8)  c_e_flow(2_2_1)_  -1
    x(2_1_3_8)  c_u_processors(1_3_1)_  5
    x(2_1_3_8)  c_u_area_cut(1)_  130
    x(2_1_3_10)  goodput   0.075812274368231042
    x(2_1_3_10)  c_e_one_path(2_1_3)_  1
    x(2_1_3_10)  c_e_flow(2_1_2)_  1
    x(2_1_3_10)  c_e_flow(2_2_0)_  -1
    x(2_1_3_10)  c_u_processors(1_3_0)_  5
    x(2_1_3_10)  c_u_processors(1_3_1)_  5
    x(2_1_3_10)  c_u_processors(1_3_2)_  5
    x(2_1_3_10)  c_u_area_cut(1)_  210
    x(2_1_3_11)  goodput   0.061371841155234655
    x(2_1_3_11)  c_e_one_path(2_1_3)_  1
    x(2_1_3_11)  c_e_flow(2_1_2)_  1
    x(2_1_3_11)  c_e_flow(2_2_1)_  -1
    x(2_1_3_11)  c_u_processors(1_3_0)_  5
    x(2_1_3_11)  c_u_processors(1_3_1)_  5
    x(2_1_3_11)  c_u_area_cut(1)_  170
    x(2_1_3_13)  goodput   0.061371841155234655
    x(2_1_3_13)  c_e_one_path(2_1_3)_  1
    x(2_1_3_13)  c_e_flow(2_1_2)_  1
    x(2_1_3_13)  c_e_flow(2_2_0)_  -1
    x(2_1_3_13)  c_u_processors(1_3_1)_  5
    x(2_1_3_13)  c_u_processors(1_3_2)_  5
    x(2_1_3_13)  c_u_area_cut(1)_  170
    x(2_1_3_14)  goodput   0.046931407942238268
    x(2_1_3_14)  c_e_one_path(2_1_3)_  1
    x(2_1_3_14)  c_e_flow(2_1_2)_  1
    x(2_1_3_14)  c_e_flow(2_2_1)_  -1
    x(2_1_3_14)  c_u_processors(1_3_1)_  5
    x(2_1_3_14)  c_u_area_cut(1)_  130
    x(2_1_4_1)  goodput   0.090252707581227429
    x(2_1_4_1)  c_e_one_path(2_1_4)_  1
    x(2_1_4_1)  c_e_flow(2_1_0)_  1
    x(2_1_4_1)  c_e_flow(2_2_0)_  -1
    x(2_1_4_1)  c_u_processors(1_4_0)_  5
    x(2_1_4_1)  c_u_processors(1_4_1)_  5
    x(2_1_4_1)  c_u_processors(1_4_2)_  5
    x(2_1_4_1)  c_u_area_cut(1)_  250
    x(2_1_4_2)  goodput   0.075812274368231042
    x(2_1_4_2)  c_e_one_path(2_1_4)_  1
    x(2_1_4_2)  c_e_flow(2_1_0)_  1
    x(2_1_4_2)  c_e_flow(2_2_1)_  -1
    x(2_1_4_2)  c_u_processors(1_4_0)_  5
    x(2_1_4_2)  c_u_processors(1_4_1)_  5
    x(2_1_4_2)  c_u_area_cut(1)_  210
    x(2_1_4_3)  goodput   0.0036101083032490972
    x(2_1_4_3)  c_e_one_path(2_1_4)_  1
    x(2_1_4_3)  c_e_flow(2_1_0)_  1
    x(2_1_4_3)  c_e_flow(2_2_2)_  -1
    x(2_1_4_3)  c_u_processors(1_4_0)_  5
    x(2_1_4_3)  c_u_area_cut(1)_  10
    x(2_1_4_4)  goodput   0.090252707581227429
    x(2_1_4_4)  c_e_one_path(2_1_4)_  1
    x(2_1_4_4)  c_e_flow(2_1_1)_  1
    x(2_1_4_4)  c_e_flow(2_2_0)_  -1
    x(2_1_4_4)  c_u_processors(1_4_0)_  5
    x(2_1_4_4)  c_u_processors(1_4_1)_  5
    x(2_1_4_4)  c_u_processors(1_4_2)_  5
    x(2_1_4_4)  c_u_area_cut(1)_  250
    x(2_1_4_5)  goodput   0.075812274368231042
    x(2_1_4_5)  c_e_one_path(2_1_4)_  1
    x(2_1_4_5)  c_e_flow(2_1_1)_  1
    x(2_1_4_5)  c_e_flow(2_2_1)_  -1
    x(2_1_4_5)  c_u_processors(1_4_0)_  5
    x(2_1_4_5)  c_u_processors(1_4_1)_  5
    x(2_1_4_5)  c_u_area_cut(1)_  210
    x(2_1_4_6)  goodput   0.0036101083032490972
    x(2_1_4_6)  c_e_one_path(2_1_4)_  1
    x(2_1_4_6)  c_e_flow(2_1_1)_  1
    x(2_1_4_6)  c_e_flow(2_2_2)_  -1
    x(2_1_4_6)  c_u_processors(1_4_0)_  5
    x(2_1_4_6)  c_u_area_cut(1)_  10
    x(2_1_4_7)  goodput   0.057761732851985555
    x(2_1_4_7)  c_e_one_path(2_1_4)_  1
    x(2_1_4_7)  c_e_flow(2_1_1)_  1
    x(2_1_4_7)  c_e_flow(2_2_0)_  -1
    x(2_1_4_7)  c_u_processors(1_4_1)_  5
    x(2_1_4_7)  c_u_processors(1_4_2)_  5
    x(2_1_4_7)  c_u_area_cut(1)_  160
    x(2_1_4_8)  goodput   0.043321299638989168
    x(2_1_4_8)  c_e_one_path(2_1_4)_  1
    x(2_1_4_8)  c_e_flow(2_1_1)_  1
    x(2_1_4_8)  c_e_flow(2_2_1)_  -1
    x(2_1_4_8)  c_u_processors(1_4_1)_  5
    x(2_1_4_8)  c_u_area_cut(1)_  120
    x(2_1_4_10)  goodput   0.075812274368231042
    x(2_1_4_10)  c_e_one_path(2_1_4)_  1
    x(2_1_4_10)  c_e_flow(2_1_2)_  1
    x(2_1_4_10)  c_e_flow(2_2_0)_  -1
    x(2_1_4_10)  c_u_processors(1_4_0)_  5
    x(2_1_4_10)  c_u_processors(1_4_1)_  5
    x(2_1_4_10)  c_u_processors(1_4_2)_  5
    x(2_1_4_10)  c_u_area_cut(1)_  210
    x(2_1_4_11)  goodput   0.061371841155234655
    x(2_1_4_11)  c_e_one_path(2_1_4)_  1
    x(2_1_4_11)  c_e_flow(2_1_2)_  1
    x(2_1_4_11)  c_e_flow(2_2_1)_  -1
    x(2_1_4_11)  c_u_processors(1_4_0)_  5
    x(2_1_4_11)  c_u_processors(1_4_1)_  5
    x(2_1_4_11)  c_u_area_cut(1)_  170
    x(2_1_4_13)  goodput   0.057761732851985555
    x(2_1_4_13)  c_e_one_path(2_1_4)_  1
    x(2_1_4_13)  c_e_flow(2_1_2)_  1
    x(2_1_4_13)  c_e_flow(2_2_0)_  -1
    x(2_1_4_13)  c_u_processors(1_4_1)_  5
    x(2_1_4_13)  c_u_processors(1_4_2)_  5
    x(2_1_4_13)  c_u_area_cut(1)_  160
    x(2_1_4_14)  goodput   0.043321299638989168
    x(2_1_4_14)  c_e_one_path(2_1_4)_  1
    x(2_1_4_14)  c_e_flow(2_1_2)_  1
    x(2_1_4_14)  c_e_flow(2_2_1)_  -1
    x(2_1_4_14)  c_u_processors(1_4_1)_  5
    x(2_1_4_14)  c_u_area_cut(1)_  120
    x(2_1_5_1)  goodput   0.090252707581227429
    x(2_1_5_1)  c_e_one_path(2_1_5)_  1
    x(2_1_5_1)  c_e_flow(2_1_0)_  1
    x(2_1_5_1)  c_e_flow(2_2_0)_  -1
    x(2_1_5_1)  c_u_processors(1_5_0)_  5
    x(2_1_5_1)  c_u_processors(1_5_1)_  5
    x(2_1_5_1)  c_u_processors(1_5_2)_  5
    x(2_1_5_1)  c_u_area_cut(1)_  250
    x(2_1_5_2)  goodput   0.075812274368231042
    x(2_1_5_2)  c_e_one_path(2_1_5)_  1
    x(2_1_5_2)  c_e_flow(2_1_0)_  1
    x(2_1_5_2)  c_e_flow(2_2_1)_  -1
    x(2_1_5_2)  c_u_processors(1_5_0)_  5
    x(2_1_5_2)  c_u_processors(1_5_1)_  5
    x(2_1_5_2)  c_u_area_cut(1)_  210
    x(2_1_5_3)  goodput   0.0072202166064981943
    x(2_1_5_3)  c_e_one_path(2_1_5)_  1
    x(2_1_5_3)  c_e_flow(2_1_0)_  1
    x(2_1_5_3)  c_e_flow(2_2_2)_  -1
    x(2_1_5_3)  c_u_processors(1_5_0)_  5
    x(2_1_5_3)  c_u_area_cut(1)_  20
    x(2_1_5_4)  goodput   0.090252707581227429
    x(2_1_5_4)  c_e_one_path(2_1_5)_  1
    x(2_1_5_4)  c_e_flow(2_1_1)_  1
    x(2_1_5_4)  c_e_flow(2_2_0)_  -1
    x(2_1_5_4)  c_u_processors(1_5_0)_  5
    x(2_1_5_4)  c_u_processors(1_5_1)_  5
    x(2_1_5_4)  c_u_processors(1_5_2)_  5
    x(2_1_5_4)  c_u_area_cut(1)_  250
    x(2_1_5_5)  goodput   0.075812274368231042
    x(2_1_5_5)  c_e_one_path(2_1_5)_  1
    x(2_1_5_5)  c_e_flow(2_1_1)_  1
    x(2_1_5_5)  c_e_flow(2_2_1)_  -1
    x(2_1_5_5)  c_u_processors(1_5_0)_  5
    x(2_1_5_5)  c_u_processors(1_5_1)_  5
    x(2_1_5_5)  c_u_area_cut(1)_  210
    x(2_1_5_6)  goodput   0.0072202166064981943
    x(2_1_5_6)  c_e_one_path(2_1_5)_  1
    x(2_1_5_6)  c_e_flow(2_1_1)_  1
    x(2_1_5_6)  c_e_flow(2_2_2)_  -1
    x(2_1_5_6)  c_u_processors(1_5_0)_  5
    x(2_1_5_6)  c_u_area_cut(1)_  20
    x(2_1_5_7)  goodput   0.054151624548736461
    x(2_1_5_7)  c_e_one_path(2_1_5)_  1
    x(2_1_5_7)  c_e_flow(2_1_1)_  1
    x(2_1_5_7)  c_e_flow(2_2_0)_  -1
    x(2_1_5_7)  c_u_processors(1_5_1)_  5
    x(2_1_5_7)  c_u_processors(1_5_2)_  5
    x(2_1_5_7)  c_u_area_cut(1)_  150
    x(2_1_5_8)  goodput   0.039711191335740068
    x(2_1_5_8)  c_e_one_path(2_1_5)_  1
    x(2_1_5_8)  c_e_flow(2_1_1)_  1
    x(2_1_5_8)  c_e_flow(2_2_1)_  -1
    x(2_1_5_8)  c_u_processors(1_5_1)_  5
    x(2_1_5_8)  c_u_area_cut(1)_  110
    x(2_1_5_10)  goodput   0.075812274368231042
    x(2_1_5_10)  c_e_one_path(2_1_5)_  1
    x(2_1_5_10)  c_e_flow(2_1_2)_  1
    x(2_1_5_10)  c_e_flow(2_2_0)_  -1
    x(2_1_5_10)  c_u_processors(1_5_0)_  5
    x(2_1_5_10)  c_u_processors(1_5_1)_  5
    x(2_1_5_10)  c_u_processors(1_5_2)_  5
    x(2_1_5_10)  c_u_area_cut(1)_  210
    x(2_1_5_11)  goodput   0.061371841155234655
    x(2_1_5_11)  c_e_one_path(2_1_5)_  1
    x(2_1_5_11)  c_e_flow(2_1_2)_  1
    x(2_1_5_11)  c_e_flow(2_2_1)_  -1
    x(2_1_5_11)  c_u_processors(1_5_0)_  5
    x(2_1_5_11)  c_u_processors(1_5_1)_  5
    x(2_1_5_11)  c_u_area_cut(1)_  170
    x(2_1_5_13)  goodput   0.054151624548736461
    x(2_1_5_13)  c_e_one_path(2_1_5)_  1
    x(2_1_5_13)  c_e_flow(2_1_2)_  1
    x(2_1_5_13)  c_e_flow(2_2_0)_  -1
    x(2_1_5_13)  c_u_processors(1_5_1)_  5
    x(2_1_5_13)  c_u_processors(1_5_2)_  5
    x(2_1_5_13)  c_u_area_cut(1)_  150
    x(2_1_5_14)  goodput   0.039711191335740068
    x(2_1_5_14)  c_e_one_path(2_1_5)_  1
    x(2_1_5_14)  c_e_flow(2_1_2)_  1
    x(2_1_5_14)  c_e_flow(2_2_1)_  -1
    x(2_1_5_14)  c_u_processors(1_5_1)_  5
    x(2_1_5_14)  c_u_area_cut(1)_  110
    x(2_1_6_1)  goodput   0.090252707581227429
    x(2_1_6_1)  c_e_one_path(2_1_6)_  1
    x(2_1_6_1)  c_e_flow(2_1_0)_  1
    x(2_1_6_1)  c_e_flow(2_2_0)_  -1
    x(2_1_6_1)  c_u_processors(1_6_0)_  5
    x(2_1_6_1)  c_u_processors(1_6_1)_  5
    x(2_1_6_1)  c_u_processors(1_6_2)_  5
    x(2_1_6_1)  c_u_area_cut(1)_  250
    x(2_1_6_2)  goodput   0.075812274368231042
    x(2_1_6_2)  c_e_one_path(2_1_6)_  1
    x(2_1_6_2)  c_e_flow(2_1_0)_  1
    x(2_1_6_2)  c_e_flow(2_2_1)_  -1
    x(2_1_6_2)  c_u_processors(1_6_0)_  5
    x(2_1_6_2)  c_u_processors(1_6_1)_  5
    x(2_1_6_2)  c_u_area_cut(1)_  210
    x(2_1_6_3)  goodput   0.014440433212996389
    x(2_1_6_3)  c_e_one_path(2_1_6)_  1
    x(2_1_6_3)  c_e_flow(2_1_0)_  1
    x(2_1_6_3)  c_e_flow(2_2_2)_  -1
    x(2_1_6_3)  c_u_processors(1_6_0)_  5
    x(2_1_6_3)  c_u_area_cut(1)_  40
    x(2_1_6_4)  goodput   0.090252707581227429
    x(2_1_6_4)  c_e_one_path(2_1_6)_  1
    x(2_1_6_4)  c_e_flow(2_1_1)_  1
    x(2_1_6_4)  c_e_flow(2_2_0)_  -1
    x(2_1_6_4)  c_u_processors(1_6_0)_  5
    x(2_1_6_4)  c_u_processors(1_6_1)_  5
    x(2_1_6_4)  c_u_processors(1_6_2)_  5
    x(2_1_6_4)  c_u_area_cut(1)_  250
    x(2_1_6_5)  goodput   0.075812274368231042
    x(2_1_6_5)  c_e_one_path(2_1_6)_  1
    x(2_1_6_5)  c_e_flow(2_1_1)_  1
    x(2_1_6_5)  c_e_flow(2_2_1)_  -1
    x(2_1_6_5)  c_u_processors(1_6_0)_  5
    x(2_1_6_5)  c_u_processors(1_6_1)_  5
    x(2_1_6_5)  c_u_area_cut(1)_  210
    x(2_1_6_6)  goodput   0.014440433212996389
    x(2_1_6_6)  c_e_one_path(2_1_6)_  1
    x(2_1_6_6)  c_e_flow(2_1_1)_  1
    x(2_1_6_6)  c_e_flow(2_2_2)_  -1
    x(2_1_6_6)  c_u_processors(1_6_0)_  5
    x(2_1_6_6)  c_u_area_cut(1)_  40
    x(2_1_6_7)  goodput   0.046931407942238268
    x(2_1_6_7)  c_e_one_path(2_1_6)_  1
    x(2_1_6_7)  c_e_flow(2_1_1)_  1
    x(2_1_6_7)  c_e_flow(2_2_0)_  -1
    x(2_1_6_7)  c_u_processors(1_6_1)_  5
    x(2_1_6_7)  c_u_processors(1_6_2)_  5
    x(2_1_6_7)  c_u_area_cut(1)_  130
    x(2_1_6_8)  goodput   0.032490974729241874
    x(2_1_6_8)  c_e_one_path(2_1_6)_  1
    x(2_1_6_8)  c_e_flow(2_1_1)_  1
    x(2_1_6_8)  c_e_flow(2_2_1)_  -1
    x(2_1_6_8)  c_u_processors(1_6_1)_  5
    x(2_1_6_8)  c_u_area_cut(1)_  90
    x(2_1_6_10)  goodput   0.075812274368231042
    x(2_1_6_10)  c_e_one_path(2_1_6)_  1
    x(2_1_6_10)  c_e_flow(2_1_2)_  1
    x(2_1_6_10)  c_e_flow(2_2_0)_  -1
    x(2_1_6_10)  c_u_processors(1_6_0)_  5
    x(2_1_6_10)  c_u_processors(1_6_1)_  5
    x(2_1_6_10)  c_u_processors(1_6_2)_  5
    x(2_1_6_10)  c_u_area_cut(1)_  210
    x(2_1_6_11)  goodput   0.061371841155234655
    x(2_1_6_11)  c_e_one_path(2_1_6)_  1
    x(2_1_6_11)  c_e_flow(2_1_2)_  1
    x(2_1_6_11)  c_e_flow(2_2_1)_  -1
    x(2_1_6_11)  c_u_processors(1_6_0)_  5
    x(2_1_6_11)  c_u_processors(1_6_1)_  5
    x(2_1_6_11)  c_u_area_cut(1)_  170
    x(2_1_6_13)  goodput   0.046931407942238268
    x(2_1_6_13)  c_e_one_path(2_1_6)_  1
    x(2_1_6_13)  c_e_flow(2_1_2)_  1
    x(2_1_6_13)  c_e_flow(2_2_0)_  -1
    x(2_1_6_13)  c_u_processors(1_6_1)_  5
    x(2_1_6_13)  c_u_processors(1_6_2)_  5
    x(2_1_6_13)  c_u_area_cut(1)_  130
    x(2_1_6_14)  goodput   0.032490974729241874
    x(2_1_6_14)  c_e_one_path(2_1_6)_  1
    x(2_1_6_14)  c_e_flow(2_1_2)_  1
    x(2_1_6_14)  c_e_flow(2_2_1)_  -1
    x(2_1_6_14)  c_u_processors(1_6_1)_  5
    x(2_1_6_14)  c_u_area_cut(1)_  90
    x(2_1_7_1)  goodput   0.090252707581227429
    x(2_1_7_1)  c_e_one_path(2_1_7)_  1
    x(2_1_7_1)  c_e_flow(2_1_0)_  1
    x(2_1_7_1)  c_e_flow(2_2_0)_  -1
    x(2_1_7_1)  c_u_processors(1_7_0)_  5
    x(2_1_7_1)  c_u_processors(1_7_1)_  5
    x(2_1_7_1)  c_u_processors(1_7_2)_  5
    x(2_1_7_1)  c_u_area_cut(1)_  250
    x(2_1_7_2)  goodput   0.075812274368231042
    x(2_1_7_2)  c_e_one_path(2_1_7)_  1
    x(2_1_7_2)  c_e_flow(2_1_0)_  1
    x(2_1_7_2)  c_e_flow(2_2_1)_  -1
    x(2_1_7_2)  c_u_processors(1_7_0)_  5
    x(2_1_7_2)  c_u_processors(1_7_1)_  5
    x(2_1_7_2)  c_u_area_cut(1)_  210
    x(2_1_7_3)  goodput   0.021660649819494584
    x(2_1_7_3)  c_e_one_path(2_1_7)_  1
    x(2_1_7_3)  c_e_flow(2_1_0)_  1
    x(2_1_7_3)  c_e_flow(2_2_2)_  -1
    x(2_1_7_3)  c_u_processors(1_7_0)_  5
    x(2_1_7_3)  c_u_area_cut(1)_  60
    x(2_1_7_4)  goodput   0.090252707581227429
    x(2_1_7_4)  c_e_one_path(2_1_7)_  1
    x(2_1_7_4)  c_e_flow(2_1_1)_  1
    x(2_1_7_4)  c_e_flow(2_2_0)_  -1
    x(2_1_7_4)  c_u_processors(1_7_0)_  5
    x(2_1_7_4)  c_u_processors(1_7_1)_  5
    x(2_1_7_4)  c_u_processors(1_7_2)_  5
    x(2_1_7_4)  c_u_area_cut(1)_  250
    x(2_1_7_5)  goodput   0.075812274368231042
    x(2_1_7_5)  c_e_one_path(2_1_7)_  1
    x(2_1_7_5)  c_e_flow(2_1_1)_  1
    x(2_1_7_5)  c_e_flow(2_2_1)_  -1
    x(2_1_7_5)  c_u_processors(1_7_0)_  5
    x(2_1_7_5)  c_u_processors(1_7_1)_  5
    x(2_1_7_5)  c_u_area_cut(1)_  210
    x(2_1_7_6)  goodput   0.021660649819494584
    x(2_1_7_6)  c_e_one_path(2_1_7)_  1
    x(2_1_7_6)  c_e_flow(2_1_1)_  1
    x(2_1_7_6)  c_e_flow(2_2_2)_  -1
    x(2_1_7_6)  c_u_processors(1_7_0)_  5
    x(2_1_7_6)  c_u_area_cut(1)_  60
    x(2_1_7_7)  goodput   0.039711191335740068
    x(2_1_7_7)  c_e_one_path(2_1_7)_  1
    x(2_1_7_7)  c_e_flow(2_1_1)_  1
    x(2_1_7_7)  c_e_flow(2_2_0)_  -1
    x(2_1_7_7)  c_u_processors(1_7_1)_  5
    x(2_1_7_7)  c_u_processors(1_7_2)_  5
    x(2_1_7_7)  c_u_area_cut(1)_  110
    x(2_1_7_8)  goodput   0.025270758122743681
    x(2_1_7_8)  c_e_one_path(2_1_7)_  1
    x(2_1_7_8)  c_e_flow(2_1_1)_  1
    x(2_1_7_8)  c_e_flow(2_2_1)_  -1
    x(2_1_7_8)  c_u_processors(1_7_1)_  5
    x(2_1_7_8)  c_u_area_cut(1)_  70
    x(2_1_7_10)  goodput   0.075812274368231042
    x(2_1_7_10)  c_e_one_path(2_1_7)_  1
    x(2_1_7_10)  c_e_flow(2_1_2)_  1
    x(2_1_7_10)  c_e_flow(2_2_0)_  -1
    x(2_1_7_10)  c_u_processors(1_7_0)_  5
    x(2_1_7_10)  c_u_processors(1_7_1)_  5
    x(2_1_7_10)  c_u_processors(1_7_2)_  5
    x(2_1_7_10)  c_u_area_cut(1)_  210
    x(2_1_7_11)  goodput   0.061371841155234655
    x(2_1_7_11)  c_e_one_path(2_1_7)_  1
    x(2_1_7_11)  c_e_flow(2_1_2)_  1
    x(2_1_7_11)  c_e_flow(2_2_1)_  -1
    x(2_1_7_11)  c_u_processors(1_7_0)_  5
    x(2_1_7_11)  c_u_processors(1_7_1)_  5
    x(2_1_7_11)  c_u_area_cut(1)_  170
    x(2_1_7_12)  goodput   0.0072202166064981943
    x(2_1_7_12)  c_e_one_path(2_1_7)_  1
    x(2_1_7_12)  c_e_flow(2_1_2)_  1
    x(2_1_7_12)  c_e_flow(2_2_2)_  -1
    x(2_1_7_12)  c_u_processors(1_7_0)_  5
    x(2_1_7_12)  c_u_area_cut(1)_  20
    x(2_1_7_13)  goodput   0.039711191335740068
    x(2_1_7_13)  c_e_one_path(2_1_7)_  1
    x(2_1_7_13)  c_e_flow(2_1_2)_  1
    x(2_1_7_13)  c_e_flow(2_2_0)_  -1
    x(2_1_7_13)  c_u_processors(1_7_1)_  5
    x(2_1_7_13)  c_u_processors(1_7_2)_  5
    x(2_1_7_13)  c_u_area_cut(1)_  110
    x(2_1_7_14)  goodput   0.025270758122743681
    x(2_1_7_14)  c_e_one_path(2_1_7)_  1
    x(2_1_7_14)  c_e_flow(2_1_2)_  1
    x(2_1_7_14)  c_e_flow(2_2_1)_  -1
    x(2_1_7_14)  c_u_processors(1_7_1)_  5
    x(2_1_7_14)  c_u_area_cut(1)_  70
    x(2_1_8_1)  goodput   0.090252707581227429
    x(2_1_8_1)  c_e_one_path(2_1_8)_  1
    x(2_1_8_1)  c_e_flow(2_1_0)_  1
    x(2_1_8_1)  c_e_flow(2_2_0)_  -1
    x(2_1_8_1)  c_u_processors(1_8_0)_  5
    x(2_1_8_1)  c_u_processors(1_8_1)_  5
    x(2_1_8_1)  c_u_processors(1_8_2)_  5
    x(2_1_8_1)  c_u_area_cut(1)_  250
    x(2_1_8_2)  goodput   0.075812274368231042
    x(2_1_8_2)  c_e_one_path(2_1_8)_  1
    x(2_1_8_2)  c_e_flow(2_1_0)_  1
    x(2_1_8_2)  c_e_flow(2_2_1)_  -1
    x(2_1_8_2)  c_u_processors(1_8_0)_  5
    x(2_1_8_2)  c_u_processors(1_8_1)_  5
    x(2_1_8_2)  c_u_area_cut(1)_  210
    x(2_1_8_3)  goodput   0.028880866425992777
    x(2_1_8_3)  c_e_one_path(2_1_8)_  1
    x(2_1_8_3)  c_e_flow(2_1_0)_  1
    x(2_1_8_3)  c_e_flow(2_2_2)_  -1
    x(2_1_8_3)  c_u_processors(1_8_0)_  5
    x(2_1_8_3)  c_u_area_cut(1)_  80
    x(2_1_8_4)  goodput   0.090252707581227429
    x(2_1_8_4)  c_e_one_path(2_1_8)_  1
    x(2_1_8_4)  c_e_flow(2_1_1)_  1
    x(2_1_8_4)  c_e_flow(2_2_0)_  -1
    x(2_1_8_4)  c_u_processors(1_8_0)_  5
    x(2_1_8_4)  c_u_processors(1_8_1)_  5
    x(2_1_8_4)  c_u_processors(1_8_2)_  5
    x(2_1_8_4)  c_u_area_cut(1)_  250
    x(2_1_8_5)  goodput   0.075812274368231042
    x(2_1_8_5)  c_e_one_path(2_1_8)_  1
    x(2_1_8_5)  c_e_flow(2_1_1)_  1
    x(2_1_8_5)  c_e_flow(2_2_1)_  -1
    x(2_1_8_5)  c_u_processors(1_8_0)_  5
    x(2_1_8_5)  c_u_processors(1_8_1)_  5
    x(2_1_8_5)  c_u_area_cut(1)_  210
    x(2_1_8_6)  goodput   0.028880866425992777
    x(2_1_8_6)  c_e_one_path(2_1_8)_  1
    x(2_1_8_6)  c_e_flow(2_1_1)_  1
    x(2_1_8_6)  c_e_flow(2_2_2)_  -1
    x(2_1_8_6)  c_u_processors(1_8_0)_  5
    x(2_1_8_6)  c_u_area_cut(1)_  80
    x(2_1_8_7)  goodput   0.032490974729241874
    x(2_1_8_7)  c_e_one_path(2_1_8)_  1
    x(2_1_8_7)  c_e_flow(2_1_1)_  1
    x(2_1_8_7)  c_e_flow(2_2_0)_  -1
    x(2_1_8_7)  c_u_processors(1_8_1)_  5
    x(2_1_8_7)  c_u_processors(1_8_2)_  5
    x(2_1_8_7)  c_u_area_cut(1)_  90
    x(2_1_8_8)  goodput   0.018050541516245487
    x(2_1_8_8)  c_e_one_path(2_1_8)_  1
    x(2_1_8_8)  c_e_flow(2_1_1)_  1
    x(2_1_8_8)  c_e_flow(2_2_1)_  -1
    x(2_1_8_8)  c_u_processors(1_8_1)_  5
    x(2_1_8_8)  c_u_area_cut(1)_  50
    x(2_1_8_10)  goodput   0.075812274368231042
    x(2_1_8_10)  c_e_one_path(2_1_8)_  1
    x(2_1_8_10)  c_e_flow(2_1_2)_  1
    x(2_1_8_10)  c_e_flow(2_2_0)_  -1
    x(2_1_8_10)  c_u_processors(1_8_0)_  5
    x(2_1_8_10)  c_u_processors(1_8_1)_  5
    x(2_1_8_10)  c_u_processors(1_8_2)_  5
    x(2_1_8_10)  c_u_area_cut(1)_  210
    x(2_1_8_11)  goodput   0.061371841155234655
    x(2_1_8_11)  c_e_one_path(2_1_8)_  1
    x(2_1_8_11)  c_e_flow(2_1_2)_  1
    x(2_1_8_11)  c_e_flow(2_2_1)_  -1
    x(2_1_8_11)  c_u_processors(1_8_0)_  5
    x(2_1_8_11)  c_u_processors(1_8_1)_  5
    x(2_1_8_11)  c_u_area_cut(1)_  170
    x(2_1_8_12)  goodput   0.014440433212996389
    x(2_1_8_12)  c_e_one_path(2_1_8)_  1
    x(2_1_8_12)  c_e_flow(2_1_2)_  1
    x(2_1_8_12)  c_e_flow(2_2_2)_  -1
    x(2_1_8_12)  c_u_processors(1_8_0)_  5
    x(2_1_8_12)  c_u_area_cut(1)_  40
    x(2_1_8_13)  goodput   0.032490974729241874
    x(2_1_8_13)  c_e_one_path(2_1_8)_  1
    x(2_1_8_13)  c_e_flow(2_1_2)_  1
    x(2_1_8_13)  c_e_flow(2_2_0)_  -1
    x(2_1_8_13)  c_u_processors(1_8_1)_  5
    x(2_1_8_13)  c_u_processors(1_8_2)_  5
    x(2_1_8_13)  c_u_area_cut(1)_  90
    x(2_1_8_14)  goodput   0.018050541516245487
    x(2_1_8_14)  c_e_one_path(2_1_8)_  1
    x(2_1_8_14)  c_e_flow(2_1_2)_  1
    x(2_1_8_14)  c_e_flow(2_2_1)_  -1
    x(2_1_8_14)  c_u_processors(1_8_1)_  5
    x(2_1_8_14)  c_u_area_cut(1)_  50
    x(2_1_9_1)  goodput   0.090252707581227429
    x(2_1_9_1)  c_e_one_path(2_1_9)_  1
    x(2_1_9_1)  c_e_flow(2_1_0)_  1
    x(2_1_9_1)  c_e_flow(2_2_0)_  -1
    x(2_1_9_1)  c_u_processors(1_9_0)_  5
    x(2_1_9_1)  c_u_processors(1_9_1)_  5
    x(2_1_9_1)  c_u_processors(1_9_2)_  5
    x(2_1_9_1)  c_u_area_cut(1)_  250
    x(2_1_9_2)  goodput   0.075812274368231042
    x(2_1_9_2)  c_e_one_path(2_1_9)_  1
    x(2_1_9_2)  c_e_flow(2_1_0)_  1
    x(2_1_9_2)  c_e_flow(2_2_1)_  -1
    x(2_1_9_2)  c_u_processors(1_9_0)_  5
    x(2_1_9_2)  c_u_processors(1_9_1)_  5
    x(2_1_9_2)  c_u_area_cut(1)_  210
    x(2_1_9_3)  goodput   0.032490974729241874
    x(2_1_9_3)  c_e_one_path(2_1_9)_  1
    x(2_1_9_3)  c_e_flow(2_1_0)_  1
    x(2_1_9_3)  c_e_flow(2_2_2)_  -1
    x(2_1_9_3)  c_u_processors(1_9_0)_  5
    x(2_1_9_3)  c_u_area_cut(1)_  90
    x(2_1_9_4)  goodput   0.090252707581227429
    x(2_1_9_4)  c_e_one_path(2_1_9)_  1
    x(2_1_9_4)  c_e_flow(2_1_1)_  1
    x(2_1_9_4)  c_e_flow(2_2_0)_  -1
    x(2_1_9_4)  c_u_processors(1_9_0)_  5
    x(2_1_9_4)  c_u_processors(1_9_1)_  5
    x(2_1_9_4)  c_u_processors(1_9_2)_  5
    x(2_1_9_4)  c_u_area_cut(1)_  250
    x(2_1_9_5)  goodput   0.075812274368231042
    x(2_1_9_5)  c_e_one_path(2_1_9)_  1
    x(2_1_9_5)  c_e_flow(2_1_1)_  1
    x(2_1_9_5)  c_e_flow(2_2_1)_  -1
    x(2_1_9_5)  c_u_processors(1_9_0)_  5
    x(2_1_9_5)  c_u_processors(1_9_1)_  5
    x(2_1_9_5)  c_u_area_cut(1)_  210
    x(2_1_9_6)  goodput   0.032490974729241874
    x(2_1_9_6)  c_e_one_path(2_1_9)_  1
    x(2_1_9_6)  c_e_flow(2_1_1)_  1
    x(2_1_9_6)  c_e_flow(2_2_2)_  -1
    x(2_1_9_6)  c_u_processors(1_9_0)_  5
    x(2_1_9_6)  c_u_area_cut(1)_  90
    x(2_1_9_7)  goodput   0.028880866425992777
    x(2_1_9_7)  c_e_one_path(2_1_9)_  1
    x(2_1_9_7)  c_e_flow(2_1_1)_  1
    x(2_1_9_7)  c_e_flow(2_2_0)_  -1
    x(2_1_9_7)  c_u_processors(1_9_1)_  5
    x(2_1_9_7)  c_u_processors(1_9_2)_  5
    x(2_1_9_7)  c_u_area_cut(1)_  80
    x(2_1_9_8)  goodput   0.014440433212996389
    x(2_1_9_8)  c_e_one_path(2_1_9)_  1
    x(2_1_9_8)  c_e_flow(2_1_1)_  1
    x(2_1_9_8)  c_e_flow(2_2_1)_  -1
    x(2_1_9_8)  c_u_processors(1_9_1)_  5
    x(2_1_9_8)  c_u_area_cut(1)_  40
    x(2_1_9_10)  goodput   0.075812274368231042
    x(2_1_9_10)  c_e_one_path(2_1_9)_  1
    x(2_1_9_10)  c_e_flow(2_1_2)_  1
    x(2_1_9_10)  c_e_flow(2_2_0)_  -1
    x(2_1_9_10)  c_u_processors(1_9_0)_  5
    x(2_1_9_10)  c_u_processors(1_9_1)_  5
    x(2_1_9_10)  c_u_processors(1_9_2)_  5
    x(2_1_9_10)  c_u_area_cut(1)_  210
    x(2_1_9_11)  goodput   0.061371841155234655
    x(2_1_9_11)  c_e_one_path(2_1_9)_  1
    x(2_1_9_11)  c_e_flow(2_1_2)_  1
    x(2_1_9_11)  c_e_flow(2_2_1)_  -1
    x(2_1_9_11)  c_u_processors(1_9_0)_  5
    x(2_1_9_11)  c_u_processors(1_9_1)_  5
    x(2_1_9_11)  c_u_area_cut(1)_  170
    x(2_1_9_12)  goodput   0.018050541516245487
    x(2_1_9_12)  c_e_one_path(2_1_9)_  1
    x(2_1_9_12)  c_e_flow(2_1_2)_  1
    x(2_1_9_12)  c_e_flow(2_2_2)_  -1
    x(2_1_9_12)  c_u_processors(1_9_0)_  5
    x(2_1_9_12)  c_u_area_cut(1)_  50
    x(2_1_9_13)  goodput   0.028880866425992777
    x(2_1_9_13)  c_e_one_path(2_1_9)_  1
    x(2_1_9_13)  c_e_flow(2_1_2)_  1
    x(2_1_9_13)  c_e_flow(2_2_0)_  -1
    x(2_1_9_13)  c_u_processors(1_9_1)_  5
    x(2_1_9_13)  c_u_processors(1_9_2)_  5
    x(2_1_9_13)  c_u_area_cut(1)_  80
    x(2_1_9_14)  goodput   0.014440433212996389
    x(2_1_9_14)  c_e_one_path(2_1_9)_  1
    x(2_1_9_14)  c_e_flow(2_1_2)_  1
    x(2_1_9_14)  c_e_flow(2_2_1)_  -1
    x(2_1_9_14)  c_u_processors(1_9_1)_  5
    x(2_1_9_14)  c_u_area_cut(1)_  40
    x(2_1_10_1)  goodput   0.090252707581227429
    x(2_1_10_1)  c_e_one_path(2_1_10)_  1
    x(2_1_10_1)  c_e_flow(2_1_0)_  1
    x(2_1_10_1)  c_e_flow(2_2_0)_  -1
    x(2_1_10_1)  c_u_processors(1_10_0)_  5
    x(2_1_10_1)  c_u_processors(1_10_1)_  5
    x(2_1_10_1)  c_u_processors(1_10_2)_  5
    x(2_1_10_1)  c_u_area_cut(1)_  250
    x(2_1_10_2)  goodput   0.075812274368231042
    x(2_1_10_2)  c_e_one_path(2_1_10)_  1
    x(2_1_10_2)  c_e_flow(2_1_0)_  1
    x(2_1_10_2)  c_e_flow(2_2_1)_  -1
    x(2_1_10_2)  c_u_processors(1_10_0)_  5
    x(2_1_10_2)  c_u_processors(1_10_1)_  5
    x(2_1_10_2)  c_u_area_cut(1)_  210
    x(2_1_10_3)  goodput   0.039711191335740068
    x(2_1_10_3)  c_e_one_path(2_1_10)_  1
    x(2_1_10_3)  c_e_flow(2_1_0)_  1
    x(2_1_10_3)  c_e_flow(2_2_2)_  -1
    x(2_1_10_3)  c_u_processors(1_10_0)_  5
    x(2_1_10_3)  c_u_area_cut(1)_  110
    x(2_1_10_4)  goodput   0.090252707581227429
    x(2_1_10_4)  c_e_one_path(2_1_10)_  1
    x(2_1_10_4)  c_e_flow(2_1_1)_  1
    x(2_1_10_4)  c_e_flow(2_2_0)_  -1
    x(2_1_10_4)  c_u_processors(1_10_0)_  5
    x(2_1_10_4)  c_u_processors(1_10_1)_  5
    x(2_1_10_4)  c_u_processors(1_10_2)_  5
    x(2_1_10_4)  c_u_area_cut(1)_  250
    x(2_1_10_5)  goodput   0.075812274368231042
    x(2_1_10_5)  c_e_one_path(2_1_10)_  1
    x(2_1_10_5)  c_e_flow(2_1_1)_  1
    x(2_1_10_5)  c_e_flow(2_2_1)_  -1
    x(2_1_10_5)  c_u_processors(1_10_0)_  5
    x(2_1_10_5)  c_u_processors(1_10_1)_  5
    x(2_1_10_5)  c_u_area_cut(1)_  210
    x(2_1_10_6)  goodput   0.039711191335740068
    x(2_1_10_6)  c_e_one_path(2_1_10)_  1
    x(2_1_10_6)  c_e_flow(2_1_1)_  1
    x(2_1_10_6)  c_e_flow(2_2_2)_  -1
    x(2_1_10_6)  c_u_processors(1_10_0)_  5
    x(2_1_10_6)  c_u_area_cut(1)_  110
    x(2_1_10_7)  goodput   0.021660649819494584
    x(2_1_10_7)  c_e_one_path(2_1_10)_  1
    x(2_1_10_7)  c_e_flow(2_1_1)_  1
    x(2_1_10_7)  c_e_flow(2_2_0)_  -1
    x(2_1_10_7)  c_u_processors(1_10_1)_  5
    x(2_1_10_7)  c_u_processors(1_10_2)_  5
    x(2_1_10_7)  c_u_area_cut(1)_  60
    x(2_1_10_8)  goodput   0.0072202166064981943
    x(2_1_10_8)  c_e_one_path(2_1_10)_  1
    x(2_1_10_8)  c_e_flow(2_1_1)_  1
    x(2_1_10_8)  c_e_flow(2_2_1)_  -1
    x(2_1_10_8)  c_u_processors(1_10_1)_  5
    x(2_1_10_8)  c_u_area_cut(1)_  20
    x(2_1_10_10)  goodput   0.075812274368231042
    x(2_1_10_10)  c_e_one_path(2_1_10)_  1
    x(2_1_10_10)  c_e_flow(2_1_2)_  1
    x(2_1_10_10)  c_e_flow(2_2_0)_  -1
    x(2_1_10_10)  c_u_processors(1_10_0)_  5
    x(2_1_10_10)  c_u_processors(1_10_1)_  5
    x(2_1_10_10)  c_u_processors(1_10_2)_  5
    x(2_1_10_10)  c_u_area_cut(1)_  210
    x(2_1_10_11)  goodput   0.061371841155234655
    x(2_1_10_11)  c_e_one_path(2_1_10)_  1
    x(2_1_10_11)  c_e_flow(2_1_2)_  1
    x(2_1_10_11)  c_e_flow(2_2_1)_  -1
    x(2_1_10_11)  c_u_processors(1_10_0)_  5
    x(2_1_10_11)  c_u_processors(1_10_1)_  5
    x(2_1_10_11)  c_u_area_cut(1)_  170
    x(2_1_10_12)  goodput   0.025270758122743681
    x(2_1_10_12)  c_e_one_path(2_1_10)_  1
    x(2_1_10_12)  c_e_flow(2_1_2)_  1
    x(2_1_10_12)  c_e_flow(2_2_2)_  -1
    x(2_1_10_12)  c_u_processors(1_10_0)_  5
    x(2_1_10_12)  c_u_area_cut(1)_  70
    x(2_1_10_13)  goodput   0.021660649819494584
    x(2_1_10_13)  c_e_one_path(2_1_10)_  1
    x(2_1_10_13)  c_e_flow(2_1_2)_  1
    x(2_1_10_13)  c_e_flow(2_2_0)_  -1
    x(2_1_10_13)  c_u_processors(1_10_1)_  5
    x(2_1_10_13)  c_u_processors(1_10_2)_  5
    x(2_1_10_13)  c_u_area_cut(1)_  60
    x(2_1_10_14)  goodput   0.0072202166064981943
    x(2_1_10_14)  c_e_one_path(2_1_10)_  1
    x(2_1_10_14)  c_e_flow(2_1_2)_  1
    x(2_1_10_14)  c_e_flow(2_2_1)_  -1
    x(2_1_10_14)  c_u_processors(1_10_1)_  5
    x(2_1_10_14)  c_u_area_cut(1)_  20
    x(2_1_11_1)  goodput   0.090252707581227429
    x(2_1_11_1)  c_e_one_path(2_1_11)_  1
    x(2_1_11_1)  c_e_flow(2_1_0)_  1
    x(2_1_11_1)  c_e_flow(2_2_0)_  -1
    x(2_1_11_1)  c_u_processors(1_11_0)_  5
    x(2_1_11_1)  c_u_processors(1_11_1)_  5
    x(2_1_11_1)  c_u_processors(1_11_2)_  5
    x(2_1_11_1)  c_u_area_cut(1)_  250
    x(2_1_11_2)  goodput   0.075812274368231042
    x(2_1_11_2)  c_e_one_path(2_1_11)_  1
    x(2_1_11_2)  c_e_flow(2_1_0)_  1
    x(2_1_11_2)  c_e_flow(2_2_1)_  -1
    x(2_1_11_2)  c_u_processors(1_11_0)_  5
    x(2_1_11_2)  c_u_processors(1_11_1)_  5
    x(2_1_11_2)  c_u_area_cut(1)_  210
    x(2_1_11_3)  goodput   0.046931407942238268
    x(2_1_11_3)  c_e_one_path(2_1_11)_  1
    x(2_1_11_3)  c_e_flow(2_1_0)_  1
    x(2_1_11_3)  c_e_flow(2_2_2)_  -1
    x(2_1_11_3)  c_u_processors(1_11_0)_  5
    x(2_1_11_3)  c_u_area_cut(1)_  130
    x(2_1_11_4)  goodput   0.090252707581227429
    x(2_1_11_4)  c_e_one_path(2_1_11)_  1
    x(2_1_11_4)  c_e_flow(2_1_1)_  1
    x(2_1_11_4)  c_e_flow(2_2_0)_  -1
    x(2_1_11_4)  c_u_processors(1_11_0)_  5
    x(2_1_11_4)  c_u_processors(1_11_1)_  5
    x(2_1_11_4)  c_u_processors(1_11_2)_  5
    x(2_1_11_4)  c_u_area_cut(1)_  250
    x(2_1_11_5)  goodput   0.075812274368231042
    x(2_1_11_5)  c_e_one_path(2_1_11)_  1
    x(2_1_11_5)  c_e_flow(2_1_1)_  1
    x(2_1_11_5)  c_e_flow(2_2_1)_  -1
    x(2_1_11_5)  c_u_processors(1_11_0)_  5
    x(2_1_11_5)  c_u_processors(1_11_1)_  5
    x(2_1_11_5)  c_u_area_cut(1)_  210
    x(2_1_11_6)  goodput   0.046931407942238268
    x(2_1_11_6)  c_e_one_path(2_1_11)_  1
    x(2_1_11_6)  c_e_flow(2_1_1)_  1
    x(2_1_11_6)  c_e_flow(2_2_2)_  -1
    x(2_1_11_6)  c_u_processors(1_11_0)_  5
    x(2_1_11_6)  c_u_area_cut(1)_  130
    x(2_1_11_7)  goodput   0.014440433212996389
    x(2_1_11_7)  c_e_one_path(2_1_11)_  1
    x(2_1_11_7)  c_e_flow(2_1_1)_  1
    x(2_1_11_7)  c_e_flow(2_2_0)_  -1
    x(2_1_11_7)  c_u_processors(1_11_1)_  5
    x(2_1_11_7)  c_u_processors(1_11_2)_  5
    x(2_1_11_7)  c_u_area_cut(1)_  40
    x(2_1_11_10)  goodput   0.075812274368231042
    x(2_1_11_10)  c_e_one_path(2_1_11)_  1
    x(2_1_11_10)  c_e_flow(2_1_2)_  1
    x(2_1_11_10)  c_e_flow(2_2_0)_  -1
    x(2_1_11_10)  c_u_processors(1_11_0)_  5
    x(2_1_11_10)  c_u_processors(1_11_1)_  5
    x(2_1_11_10)  c_u_processors(1_11_2)_  5
    x(2_1_11_10)  c_u_area_cut(1)_  210
    x(2_1_11_11)  goodput   0.061371841155234655
    x(2_1_11_11)  c_e_one_path(2_1_11)_  1
    x(2_1_11_11)  c_e_flow(2_1_2)_  1
    x(2_1_11_11)  c_e_flow(2_2_1)_  -1
    x(2_1_11_11)  c_u_processors(1_11_0)_  5
    x(2_1_11_11)  c_u_processors(1_11_1)_  5
    x(2_1_11_11)  c_u_area_cut(1)_  170
    x(2_1_11_12)  goodput   0.032490974729241874
    x(2_1_11_12)  c_e_one_path(2_1_11)_  1
    x(2_1_11_12)  c_e_flow(2_1_2)_  1
    x(2_1_11_12)  c_e_flow(2_2_2)_  -1
    x(2_1_11_12)  c_u_processors(1_11_0)_  5
    x(2_1_11_12)  c_u_area_cut(1)_  90
    x(2_1_11_13)  goodput   0.014440433212996389
    x(2_1_11_13)  c_e_one_path(2_1_11)_  1
    x(2_1_11_13)  c_e_flow(2_1_2)_  1
    x(2_1_11_13)  c_e_flow(2_2_0)_  -1
    x(2_1_11_13)  c_u_processors(1_11_1)_  5
    x(2_1_11_13)  c_u_processors(1_11_2)_  5
    x(2_1_11_13)  c_u_area_cut(1)_  40
    x(2_1_12_1)  goodput   0.090252707581227429
    x(2_1_12_1)  c_e_one_path(2_1_12)_  1
    x(2_1_12_1)  c_e_flow(2_1_0)_  1
    x(2_1_12_1)  c_e_flow(2_2_0)_  -1
    x(2_1_12_1)  c_u_processors(1_12_0)_  5
    x(2_1_12_1)  c_u_processors(1_12_1)_  5
    x(2_1_12_1)  c_u_processors(1_12_2)_  5
    x(2_1_12_1)  c_u_area_cut(1)_  250
    x(2_1_12_2)  goodput   0.075812274368231042
    x(2_1_12_2)  c_e_one_path(2_1_12)_  1
    x(2_1_12_2)  c_e_flow(2_1_0)_  1
    x(2_1_12_2)  c_e_flow(2_2_1)_  -1
    x(2_1_12_2)  c_u_processors(1_12_0)_  5
    x(2_1_12_2)  c_u_processors(1_12_1)_  5
    x(2_1_12_2)  c_u_area_cut(1)_  210
    x(2_1_12_3)  goodput   0.054151624548736461
    x(2_1_12_3)  c_e_one_path(2_1_12)_  1
    x(2_1_12_3)  c_e_flow(2_1_0)_  1
    x(2_1_12_3)  c_e_flow(2_2_2)_  -1
    x(2_1_12_3)  c_u_processors(1_12_0)_  5
    x(2_1_12_3)  c_u_area_cut(1)_  150
    x(2_1_12_4)  goodput   0.090252707581227429
    x(2_1_12_4)  c_e_one_path(2_1_12)_  1
    x(2_1_12_4)  c_e_flow(2_1_1)_  1
    x(2_1_12_4)  c_e_flow(2_2_0)_  -1
    x(2_1_12_4)  c_u_processors(1_12_0)_  5
    x(2_1_12_4)  c_u_processors(1_12_1)_  5
    x(2_1_12_4)  c_u_processors(1_12_2)_  5
    x(2_1_12_4)  c_u_area_cut(1)_  250
    x(2_1_12_5)  goodput   0.075812274368231042
    x(2_1_12_5)  c_e_one_path(2_1_12)_  1
    x(2_1_12_5)  c_e_flow(2_1_1)_  1
    x(2_1_12_5)  c_e_flow(2_2_1)_  -1
    x(2_1_12_5)  c_u_processors(1_12_0)_  5
    x(2_1_12_5)  c_u_processors(1_12_1)_  5
    x(2_1_12_5)  c_u_area_cut(1)_  210
    x(2_1_12_6)  goodput   0.054151624548736461
    x(2_1_12_6)  c_e_one_path(2_1_12)_  1
    x(2_1_12_6)  c_e_flow(2_1_1)_  1
    x(2_1_12_6)  c_e_flow(2_2_2)_  -1
    x(2_1_12_6)  c_u_processors(1_12_0)_  5
    x(2_1_12_6)  c_u_area_cut(1)_  150
    x(2_1_12_7)  goodput   0.0072202166064981943
    x(2_1_12_7)  c_e_one_path(2_1_12)_  1
    x(2_1_12_7)  c_e_flow(2_1_1)_  1
    x(2_1_12_7)  c_e_flow(2_2_0)_  -1
    x(2_1_12_7)  c_u_processors(1_12_1)_  5
    x(2_1_12_7)  c_u_processors(1_12_2)_  5
    x(2_1_12_7)  c_u_area_cut(1)_  20
    x(2_1_12_10)  goodput   0.075812274368231042
    x(2_1_12_10)  c_e_one_path(2_1_12)_  1
    x(2_1_12_10)  c_e_flow(2_1_2)_  1
    x(2_1_12_10)  c_e_flow(2_2_0)_  -1
    x(2_1_12_10)  c_u_processors(1_12_0)_  5
    x(2_1_12_10)  c_u_processors(1_12_1)_  5
    x(2_1_12_10)  c_u_processors(1_12_2)_  5
    x(2_1_12_10)  c_u_area_cut(1)_  210
    x(2_1_12_11)  goodput   0.061371841155234655
    x(2_1_12_11)  c_e_one_path(2_1_12)_  1
    x(2_1_12_11)  c_e_flow(2_1_2)_  1
    x(2_1_12_11)  c_e_flow(2_2_1)_  -1
    x(2_1_12_11)  c_u_processors(1_12_0)_  5
    x(2_1_12_11)  c_u_processors(1_12_1)_  5
    x(2_1_12_11)  c_u_area_cut(1)_  170
    x(2_1_12_12)  goodput   0.039711191335740068
    x(2_1_12_12)  c_e_one_path(2_1_12)_  1
    x(2_1_12_12)  c_e_flow(2_1_2)_  1
    x(2_1_12_12)  c_e_flow(2_2_2)_  -1
    x(2_1_12_12)  c_u_processors(1_12_0)_  5
    x(2_1_12_12)  c_u_area_cut(1)_  110
    x(2_1_12_13)  goodput   0.0072202166064981943
    x(2_1_12_13)  c_e_one_path(2_1_12)_  1
    x(2_1_12_13)  c_e_flow(2_1_2)_  1
    x(2_1_12_13)  c_e_flow(2_2_0)_  -1
    x(2_1_12_13)  c_u_processors(1_12_1)_  5
    x(2_1_12_13)  c_u_processors(1_12_2)_  5
    x(2_1_12_13)  c_u_area_cut(1)_  20
    x(2_1_13_1)  goodput   0.090252707581227429
    x(2_1_13_1)  c_e_one_path(2_1_13)_  1
    x(2_1_13_1)  c_e_flow(2_1_0)_  1
    x(2_1_13_1)  c_e_flow(2_2_0)_  -1
    x(2_1_13_1)  c_u_processors(1_13_0)_  5
    x(2_1_13_1)  c_u_processors(1_13_1)_  5
    x(2_1_13_1)  c_u_processors(1_13_2)_  5
    x(2_1_13_1)  c_u_area_cut(1)_  250
    x(2_1_13_2)  goodput   0.075812274368231042
    x(2_1_13_2)  c_e_one_path(2_1_13)_  1
    x(2_1_13_2)  c_e_flow(2_1_0)_  1
    x(2_1_13_2)  c_e_flow(2_2_1)_  -1
    x(2_1_13_2)  c_u_processors(1_13_0)_  5
    x(2_1_13_2)  c_u_processors(1_13_1)_  5
    x(2_1_13_2)  c_u_area_cut(1)_  210
    x(2_1_13_3)  goodput   0.057761732851985555
    x(2_1_13_3)  c_e_one_path(2_1_13)_  1
    x(2_1_13_3)  c_e_flow(2_1_0)_  1
    x(2_1_13_3)  c_e_flow(2_2_2)_  -1
    x(2_1_13_3)  c_u_processors(1_13_0)_  5
    x(2_1_13_3)  c_u_area_cut(1)_  160
    x(2_1_13_4)  goodput   0.090252707581227429
    x(2_1_13_4)  c_e_one_path(2_1_13)_  1
    x(2_1_13_4)  c_e_flow(2_1_1)_  1
    x(2_1_13_4)  c_e_flow(2_2_0)_  -1
    x(2_1_13_4)  c_u_processors(1_13_0)_  5
    x(2_1_13_4)  c_u_processors(1_13_1)_  5
    x(2_1_13_4)  c_u_processors(1_13_2)_  5
    x(2_1_13_4)  c_u_area_cut(1)_  250
    x(2_1_13_5)  goodput   0.075812274368231042
    x(2_1_13_5)  c_e_one_path(2_1_13)_  1
    x(2_1_13_5)  c_e_flow(2_1_1)_  1
    x(2_1_13_5)  c_e_flow(2_2_1)_  -1
    x(2_1_13_5)  c_u_processors(1_13_0)_  5
    x(2_1_13_5)  c_u_processors(1_13_1)_  5
    x(2_1_13_5)  c_u_area_cut(1)_  210
    x(2_1_13_6)  goodput   0.057761732851985555
    x(2_1_13_6)  c_e_one_path(2_1_13)_  1
    x(2_1_13_6)  c_e_flow(2_1_1)_  1
    x(2_1_13_6)  c_e_flow(2_2_2)_  -1
    x(2_1_13_6)  c_u_processors(1_13_0)_  5
    x(2_1_13_6)  c_u_area_cut(1)_  160
    x(2_1_13_7)  goodput   0.0036101083032490972
    x(2_1_13_7)  c_e_one_path(2_1_13)_  1
    x(2_1_13_7)  c_e_flow(2_1_1)_  1
    x(2_1_13_7)  c_e_flow(2_2_0)_  -1
    x(2_1_13_7)  c_u_processors(1_13_1)_  5
    x(2_1_13_7)  c_u_processors(1_13_2)_  5
    x(2_1_13_7)  c_u_area_cut(1)_  10
    x(2_1_13_10)  goodput   0.075812274368231042
    x(2_1_13_10)  c_e_one_path(2_1_13)_  1
    x(2_1_13_10)  c_e_flow(2_1_2)_  1
    x(2_1_13_10)  c_e_flow(2_2_0)_  -1
    x(2_1_13_10)  c_u_processors(1_13_0)_  5
    x(2_1_13_10)  c_u_processors(1_13_1)_  5
    x(2_1_13_10)  c_u_processors(1_13_2)_  5
    x(2_1_13_10)  c_u_area_cut(1)_  210
    x(2_1_13_11)  goodput   0.061371841155234655
    x(2_1_13_11)  c_e_one_path(2_1_13)_  1
    x(2_1_13_11)  c_e_flow(2_1_2)_  1
    x(2_1_13_11)  c_e_flow(2_2_1)_  -1
    x(2_1_13_11)  c_u_processors(1_13_0)_  5
    x(2_1_13_11)  c_u_processors(1_13_1)_  5
    x(2_1_13_11)  c_u_area_cut(1)_  170
    x(2_1_13_12)  goodput   0.043321299638989168
    x(2_1_13_12)  c_e_one_path(2_1_13)_  1
    x(2_1_13_12)  c_e_flow(2_1_2)_  1
    x(2_1_13_12)  c_e_flow(2_2_2)_  -1
    x(2_1_13_12)  c_u_processors(1_13_0)_  5
    x(2_1_13_12)  c_u_area_cut(1)_  120
    x(2_1_13_13)  goodput   0.0036101083032490972
    x(2_1_13_13)  c_e_one_path(2_1_13)_  1
    x(2_1_13_13)  c_e_flow(2_1_2)_  1
    x(2_1_13_13)  c_e_flow(2_2_0)_  -1
    x(2_1_13_13)  c_u_processors(1_13_1)_  5
    x(2_1_13_13)  c_u_processors(1_13_2)_  5
    x(2_1_13_13)  c_u_area_cut(1)_  10
    x(2_1_14_1)  goodput   0.090252707581227429
    x(2_1_14_1)  c_e_one_path(2_1_14)_  1
    x(2_1_14_1)  c_e_flow(2_1_0)_  1
    x(2_1_14_1)  c_e_flow(2_2_0)_  -1
    x(2_1_14_1)  c_u_processors(1_14_0)_  5
    x(2_1_14_1)  c_u_processors(1_14_1)_  5
    x(2_1_14_1)  c_u_processors(1_14_2)_  5
    x(2_1_14_1)  c_u_area_cut(1)_  250
    x(2_1_14_2)  goodput   0.075812274368231042
    x(2_1_14_2)  c_e_one_path(2_1_14)_  1
    x(2_1_14_2)  c_e_flow(2_1_0)_  1
    x(2_1_14_2)  c_e_flow(2_2_1)_  -1
    x(2_1_14_2)  c_u_processors(1_14_0)_  5
    x(2_1_14_2)  c_u_processors(1_14_1)_  5
    x(2_1_14_2)  c_u_area_cut(1)_  210
    x(2_1_14_3)  goodput   0.061371841155234655
    x(2_1_14_3)  c_e_one_path(2_1_14)_  1
    x(2_1_14_3)  c_e_flow(2_1_0)_  1
    x(2_1_14_3)  c_e_flow(2_2_2)_  -1
    x(2_1_14_3)  c_u_processors(1_14_0)_  5
    x(2_1_14_3)  c_u_area_cut(1)_  170
    x(2_1_14_4)  goodput   0.090252707581227429
    x(2_1_14_4)  c_e_one_path(2_1_14)_  1
    x(2_1_14_4)  c_e_flow(2_1_1)_  1
    x(2_1_14_4)  c_e_flow(2_2_0)_  -1
    x(2_1_14_4)  c_u_processors(1_14_0)_  5
    x(2_1_14_4)  c_u_processors(1_14_1)_  5
    x(2_1_14_4)  c_u_processors(1_14_2)_  5
    x(2_1_14_4)  c_u_area_cut(1)_  250
    x(2_1_14_5)  goodput   0.075812274368231042
    x(2_1_14_5)  c_e_one_path(2_1_14)_  1
    x(2_1_14_5)  c_e_flow(2_1_1)_  1
    x(2_1_14_5)  c_e_flow(2_2_1)_  -1
    x(2_1_14_5)  c_u_processors(1_14_0)_  5
    x(2_1_14_5)  c_u_processors(1_14_1)_  5
    x(2_1_14_5)  c_u_area_cut(1)_  210
    x(2_1_14_6)  goodput   0.061371841155234655
    x(2_1_14_6)  c_e_one_path(2_1_14)_  1
    x(2_1_14_6)  c_e_flow(2_1_1)_  1
    x(2_1_14_6)  c_e_flow(2_2_2)_  -1
    x(2_1_14_6)  c_u_processors(1_14_0)_  5
    x(2_1_14_6)  c_u_area_cut(1)_  170
    x(2_1_14_10)  goodput   0.075812274368231042
    x(2_1_14_10)  c_e_one_path(2_1_14)_  1
    x(2_1_14_10)  c_e_flow(2_1_2)_  1
    x(2_1_14_10)  c_e_flow(2_2_0)_  -1
    x(2_1_14_10)  c_u_processors(1_14_0)_  5
    x(2_1_14_10)  c_u_processors(1_14_1)_  5
    x(2_1_14_10)  c_u_processors(1_14_2)_  5
    x(2_1_14_10)  c_u_area_cut(1)_  210
    x(2_1_14_11)  goodput   0.061371841155234655
    x(2_1_14_11)  c_e_one_path(2_1_14)_  1
    x(2_1_14_11)  c_e_flow(2_1_2)_  1
    x(2_1_14_11)  c_e_flow(2_2_1)_  -1
    x(2_1_14_11)  c_u_processors(1_14_0)_  5
    x(2_1_14_11)  c_u_processors(1_14_1)_  5
    x(2_1_14_11)  c_u_area_cut(1)_  170
    x(2_1_14_12)  goodput   0.046931407942238268
    x(2_1_14_12)  c_e_one_path(2_1_14)_  1
    x(2_1_14_12)  c_e_flow(2_1_2)_  1
    x(2_1_14_12)  c_e_flow(2_2_2)_  -1
    x(2_1_14_12)  c_u_processors(1_14_0)_  5
    x(2_1_14_12)  c_u_area_cut(1)_  130
    x(2_1_15_1)  goodput   0.090252707581227429
    x(2_1_15_1)  c_e_one_path(2_1_15)_  1
    x(2_1_15_1)  c_e_flow(2_1_0)_  1
    x(2_1_15_1)  c_e_flow(2_2_0)_  -1
    x(2_1_15_1)  c_u_processors(1_15_0)_  5
    x(2_1_15_1)  c_u_processors(1_15_1)_  5
    x(2_1_15_1)  c_u_processors(1_15_2)_  5
    x(2_1_15_1)  c_u_area_cut(1)_  250
    x(2_1_15_2)  goodput   0.075812274368231042
    x(2_1_15_2)  c_e_one_path(2_1_15)_  1
    x(2_1_15_2)  c_e_flow(2_1_0)_  1
    x(2_1_15_2)  c_e_flow(2_2_1)_  -1
    x(2_1_15_2)  c_u_processors(1_15_0)_  5
    x(2_1_15_2)  c_u_processors(1_15_1)_  5
    x(2_1_15_2)  c_u_area_cut(1)_  210
    x(2_1_15_3)  goodput   0.064981949458483748
    x(2_1_15_3)  c_e_one_path(2_1_15)_  1
    x(2_1_15_3)  c_e_flow(2_1_0)_  1
    x(2_1_15_3)  c_e_flow(2_2_2)_  -1
    x(2_1_15_3)  c_u_processors(1_15_0)_  5
    x(2_1_15_3)  c_u_area_cut(1)_  180
    x(2_1_15_4)  goodput   0.090252707581227429
    x(2_1_15_4)  c_e_one_path(2_1_15)_  1
    x(2_1_15_4)  c_e_flow(2_1_1)_  1
    x(2_1_15_4)  c_e_flow(2_2_0)_  -1
    x(2_1_15_4)  c_u_processors(1_15_0)_  5
    x(2_1_15_4)  c_u_processors(1_15_1)_  5
    x(2_1_15_4)  c_u_processors(1_15_2)_  5
    x(2_1_15_4)  c_u_area_cut(1)_  250
    x(2_1_15_5)  goodput   0.075812274368231042
    x(2_1_15_5)  c_e_one_path(2_1_15)_  1
    x(2_1_15_5)  c_e_flow(2_1_1)_  1
    x(2_1_15_5)  c_e_flow(2_2_1)_  -1
    x(2_1_15_5)  c_u_processors(1_15_0)_  5
    x(2_1_15_5)  c_u_processors(1_15_1)_  5
    x(2_1_15_5)  c_u_area_cut(1)_  210
    x(2_1_15_6)  goodput   0.064981949458483748
    x(2_1_15_6)  c_e_one_path(2_1_15)_  1
    x(2_1_15_6)  c_e_flow(2_1_1)_  1
    x(2_1_15_6)  c_e_flow(2_2_2)_  -1
    x(2_1_15_6)  c_u_processors(1_15_0)_  5
    x(2_1_15_6)  c_u_area_cut(1)_  180
    x(2_1_15_10)  goodput   0.075812274368231042
    x(2_1_15_10)  c_e_one_path(2_1_15)_  1
    x(2_1_15_10)  c_e_flow(2_1_2)_  1
    x(2_1_15_10)  c_e_flow(2_2_0)_  -1
    x(2_1_15_10)  c_u_processors(1_15_0)_  5
    x(2_1_15_10)  c_u_processors(1_15_1)_  5
    x(2_1_15_10)  c_u_processors(1_15_2)_  5
    x(2_1_15_10)  c_u_area_cut(1)_  210
    x(2_1_15_11)  goodput   0.061371841155234655
    x(2_1_15_11)  c_e_one_path(2_1_15)_  1
    x(2_1_15_11)  c_e_flow(2_1_2)_  1
    x(2_1_15_11)  c_e_flow(2_2_1)_  -1
    x(2_1_15_11)  c_u_processors(1_15_0)_  5
    x(2_1_15_11)  c_u_processors(1_15_1)_  5
    x(2_1_15_11)  c_u_area_cut(1)_  170
    x(2_1_15_12)  goodput   0.050541516245487361
    x(2_1_15_12)  c_e_one_path(2_1_15)_  1
    x(2_1_15_12)  c_e_flow(2_1_2)_  1
    x(2_1_15_12)  c_e_flow(2_2_2)_  -1
    x(2_1_15_12)  c_u_processors(1_15_0)_  5
    x(2_1_15_12)  c_u_area_cut(1)_  140
    x(2_1_16_1)  goodput   0.090252707581227429
    x(2_1_16_1)  c_e_one_path(2_1_16)_  1
    x(2_1_16_1)  c_e_flow(2_1_0)_  1
    x(2_1_16_1)  c_e_flow(2_2_0)_  -1
    x(2_1_16_1)  c_u_processors(1_16_0)_  5
    x(2_1_16_1)  c_u_processors(1_16_1)_  5
    x(2_1_16_1)  c_u_processors(1_16_2)_  5
    x(2_1_16_1)  c_u_area_cut(1)_  250
    x(2_1_16_2)  goodput   0.075812274368231042
    x(2_1_16_2)  c_e_one_path(2_1_16)_  1
    x(2_1_16_2)  c_e_flow(2_1_0)_  1
    x(2_1_16_2)  c_e_flow(2_2_1)_  -1
    x(2_1_16_2)  c_u_processors(1_16_0)_  5
    x(2_1_16_2)  c_u_processors(1_16_1)_  5
    x(2_1_16_2)  c_u_area_cut(1)_  210
    x(2_1_16_3)  goodput   0.066787003610108295
    x(2_1_16_3)  c_e_one_path(2_1_16)_  1
    x(2_1_16_3)  c_e_flow(2_1_0)_  1
    x(2_1_16_3)  c_e_flow(2_2_2)_  -1
    x(2_1_16_3)  c_u_processors(1_16_0)_  5
    x(2_1_16_3)  c_u_area_cut(1)_  185
    x(2_1_16_4)  goodput   0.090252707581227429
    x(2_1_16_4)  c_e_one_path(2_1_16)_  1
    x(2_1_16_4)  c_e_flow(2_1_1)_  1
    x(2_1_16_4)  c_e_flow(2_2_0)_  -1
    x(2_1_16_4)  c_u_processors(1_16_0)_  5
    x(2_1_16_4)  c_u_processors(1_16_1)_  5
    x(2_1_16_4)  c_u_processors(1_16_2)_  5
    x(2_1_16_4)  c_u_area_cut(1)_  250
    x(2_1_16_5)  goodput   0.075812274368231042
    x(2_1_16_5)  c_e_one_path(2_1_16)_  1
    x(2_1_16_5)  c_e_flow(2_1_1)_  1
    x(2_1_16_5)  c_e_flow(2_2_1)_  -1
    x(2_1_16_5)  c_u_processors(1_16_0)_  5
    x(2_1_16_5)  c_u_processors(1_16_1)_  5
    x(2_1_16_5)  c_u_area_cut(1)_  210
    x(2_1_16_6)  goodput   0.066787003610108295
    x(2_1_16_6)  c_e_one_path(2_1_16)_  1
    x(2_1_16_6)  c_e_flow(2_1_1)_  1
    x(2_1_16_6)  c_e_flow(2_2_2)_  -1
    x(2_1_16_6)  c_u_processors(1_16_0)_  5
    x(2_1_16_6)  c_u_area_cut(1)_  185
    x(2_1_16_10)  goodput   0.075812274368231042
    x(2_1_16_10)  c_e_one_path(2_1_16)_  1
    x(2_1_16_10)  c_e_flow(2_1_2)_  1
    x(2_1_16_10)  c_e_flow(2_2_0)_  -1
    x(2_1_16_10)  c_u_processors(1_16_0)_  5
    x(2_1_16_10)  c_u_processors(1_16_1)_  5
    x(2_1_16_10)  c_u_processors(1_16_2)_  5
    x(2_1_16_10)  c_u_area_cut(1)_  210
    x(2_1_16_11)  goodput   0.061371841155234655
    x(2_1_16_11)  c_e_one_path(2_1_16)_  1
    x(2_1_16_11)  c_e_flow(2_1_2)_  1
    x(2_1_16_11)  c_e_flow(2_2_1)_  -1
    x(2_1_16_11)  c_u_processors(1_16_0)_  5
    x(2_1_16_11)  c_u_processors(1_16_1)_  5
    x(2_1_16_11)  c_u_area_cut(1)_  170
    x(2_1_16_12)  goodput   0.052346570397111908
    x(2_1_16_12)  c_e_one_path(2_1_16)_  1
    x(2_1_16_12)  c_e_flow(2_1_2)_  1
    x(2_1_16_12)  c_e_flow(2_2_2)_  -1
    x(2_1_16_12)  c_u_processors(1_16_0)_  5
    x(2_1_16_12)  c_u_area_cut(1)_  145
    x(2_1_17_1)  goodput   0.090252707581227429
    x(2_1_17_1)  c_e_one_path(2_1_17)_  1
    x(2_1_17_1)  c_e_flow(2_1_0)_  1
    x(2_1_17_1)  c_e_flow(2_2_0)_  -1
    x(2_1_17_1)  c_u_processors(1_17_0)_  5
    x(2_1_17_1)  c_u_processors(1_17_1)_  5
    x(2_1_17_1)  c_u_processors(1_17_2)_  5
    x(2_1_17_1)  c_u_area_cut(1)_  250
    x(2_1_17_2)  goodput   0.075812274368231042
    x(2_1_17_2)  c_e_one_path(2_1_17)_  1
    x(2_1_17_2)  c_e_flow(2_1_0)_  1
    x(2_1_17_2)  c_e_flow(2_2_1)_  -1
    x(2_1_17_2)  c_u_processors(1_17_0)_  5
    x(2_1_17_2)  c_u_processors(1_17_1)_  5
    x(2_1_17_2)  c_u_area_cut(1)_  210
    x(2_1_17_3)  goodput   0.075812274368231042
    x(2_1_17_3)  c_e_one_path(2_1_17)_  1
    x(2_1_17_3)  c_e_flow(2_1_0)_  1
    x(2_1_17_3)  c_e_flow(2_2_2)_  -1
    x(2_1_17_3)  c_u_processors(1_17_0)_  5
    x(2_1_17_3)  c_u_area_cut(1)_  210
    x(2_1_17_4)  goodput   0.090252707581227429
    x(2_1_17_4)  c_e_one_path(2_1_17)_  1
    x(2_1_17_4)  c_e_flow(2_1_1)_  1
    x(2_1_17_4)  c_e_flow(2_2_0)_  -1
    x(2_1_17_4)  c_u_processors(1_17_0)_  5
    x(2_1_17_4)  c_u_processors(1_17_1)_  5
    x(2_1_17_4)  c_u_processors(1_17_2)_  5
    x(2_1_17_4)  c_u_area_cut(1)_  250
    x(2_1_17_5)  goodput   0.075812274368231042
    x(2_1_17_5)  c_e_one_path(2_1_17)_  1
    x(2_1_17_5)  c_e_flow(2_1_1)_  1
    x(2_1_17_5)  c_e_flow(2_2_1)_  -1
    x(2_1_17_5)  c_u_processors(1_17_0)_  5
    x(2_1_17_5)  c_u_processors(1_17_1)_  5
    x(2_1_17_5)  c_u_area_cut(1)_  210
    x(2_1_17_6)  goodput   0.075812274368231042
    x(2_1_17_6)  c_e_one_path(2_1_17)_  1
    x(2_1_17_6)  c_e_flow(2_1_1)_  1
    x(2_1_17_6)  c_e_flow(2_2_2)_  -1
    x(2_1_17_6)  c_u_processors(1_17_0)_  5
    x(2_1_17_6)  c_u_area_cut(1)_  210
    x(2_1_17_10)  goodput   0.075812274368231042
    x(2_1_17_10)  c_e_one_path(2_1_17)_  1
    x(2_1_17_10)  c_e_flow(2_1_2)_  1
    x(2_1_17_10)  c_e_flow(2_2_0)_  -1
    x(2_1_17_10)  c_u_processors(1_17_0)_  5
    x(2_1_17_10)  c_u_processors(1_17_1)_  5
    x(2_1_17_10)  c_u_processors(1_17_2)_  5
    x(2_1_17_10)  c_u_area_cut(1)_  210
    x(2_1_17_11)  goodput   0.061371841155234655
    x(2_1_17_11)  c_e_one_path(2_1_17)_  1
    x(2_1_17_11)  c_e_flow(2_1_2)_  1
    x(2_1_17_11)  c_e_flow(2_2_1)_  -1
    x(2_1_17_11)  c_u_processors(1_17_0)_  5
    x(2_1_17_11)  c_u_processors(1_17_1)_  5
    x(2_1_17_11)  c_u_area_cut(1)_  170
    x(2_1_17_12)  goodput   0.061371841155234655
    x(2_1_17_12)  c_e_one_path(2_1_17)_  1
    x(2_1_17_12)  c_e_flow(2_1_2)_  1
    x(2_1_17_12)  c_e_flow(2_2_2)_  -1
    x(2_1_17_12)  c_u_processors(1_17_0)_  5
    x(2_1_17_12)  c_u_area_cut(1)_  170
    x(2_2_0_1)  goodput   0.10830324909747292
    x(2_2_0_1)  c_e_one_path(2_2_0)_  1
    x(2_2_0_1)  c_e_flow(2_2_0)_  1
    x(2_2_0_1)  c_u_processors(2_0_0)_  5
    x(2_2_0_1)  c_u_processors(2_0_1)_  5
    x(2_2_0_1)  c_u_processors(2_0_2)_  5
    x(2_2_0_1)  c_u_area_cut(2)_  300
    x(2_2_0_2)  goodput   0.093862815884476536
    x(2_2_0_2)  c_e_one_path(2_2_0)_  1
    x(2_2_0_2)  c_e_flow(2_2_0)_  1
    x(2_2_0_2)  c_u_processors(2_0_0)_  5
    x(2_2_0_2)  c_u_processors(2_0_1)_  5
    x(2_2_0_2)  c_u_area_cut(2)_  260
    x(2_2_0_4)  goodput   0.10830324909747292
    x(2_2_0_4)  c_e_one_path(2_2_0)_  1
    x(2_2_0_4)  c_e_flow(2_2_1)_  1
    x(2_2_0_4)  c_u_processors(2_0_0)_  5
    x(2_2_0_4)  c_u_processors(2_0_1)_  5
    x(2_2_0_4)  c_u_processors(2_0_2)_  5
    x(2_2_0_4)  c_u_area_cut(2)_  300
    x(2_2_0_5)  goodput   0.093862815884476536
    x(2_2_0_5)  c_e_one_path(2_2_0)_  1
    x(2_2_0_5)  c_e_flow(2_2_1)_  1
    x(2_2_0_5)  c_u_processors(2_0_0)_  5
    x(2_2_0_5)  c_u_processors(2_0_1)_  5
    x(2_2_0_5)  c_u_area_cut(2)_  260
    x(2_2_0_7)  goodput   0.093862815884476536
    x(2_2_0_7)  c_e_one_path(2_2_0)_  1
    x(2_2_0_7)  c_e_flow(2_2_1)_  1
    x(2_2_0_7)  c_u_processors(2_0_1)_  5
    x(2_2_0_7)  c_u_processors(2_0_2)_  5
    x(2_2_0_7)  c_u_area_cut(2)_  260
    x(2_2_0_8)  goodput   0.079422382671480135
    x(2_2_0_8)  c_e_one_path(2_2_0)_  1
    x(2_2_0_8)  c_e_flow(2_2_1)_  1
    x(2_2_0_8)  c_u_processors(2_0_1)_  5
    x(2_2_0_8)  c_u_area_cut(2)_  220
    x(2_2_0_10)  goodput   0.093862815884476536
    x(2_2_0_10)  c_e_one_path(2_2_0)_  1
    x(2_2_0_10)  c_e_flow(2_2_2)_  1
    x(2_2_0_10)  c_u_processors(2_0_0)_  5
    x(2_2_0_10)  c_u_processors(2_0_1)_  5
    x(2_2_0_10)  c_u_processors(2_0_2)_  5
    x(2_2_0_10)  c_u_area_cut(2)_  260
    x(2_2_0_11)  goodput   0.079422382671480135
    x(2_2_0_11)  c_e_one_path(2_2_0)_  1
    x(2_2_0_11)  c_e_flow(2_2_2)_  1
    x(2_2_0_11)  c_u_processors(2_0_0)_  5
    x(2_2_0_11)  c_u_processors(2_0_1)_  5
    x(2_2_0_11)  c_u_area_cut(2)_  220
    x(2_2_0_13)  goodput   0.093862815884476536
    x(2_2_0_13)  c_e_one_path(2_2_0)_  1
    x(2_2_0_13)  c_e_flow(2_2_2)_  1
    x(2_2_0_13)  c_u_processors(2_0_1)_  5
    x(2_2_0_13)  c_u_processors(2_0_2)_  5
    x(2_2_0_13)  c_u_area_cut(2)_  260
    x(2_2_0_14)  goodput   0.079422382671480135
    x(2_2_0_14)  c_e_one_path(2_2_0)_  1
    x(2_2_0_14)  c_e_flow(2_2_2)_  1
    x(2_2_0_14)  c_u_processors(2_0_1)_  5
    x(2_2_0_14)  c_u_area_cut(2)_  220
    x(2_2_1_1)  goodput   0.10830324909747292
    x(2_2_1_1)  c_e_one_path(2_2_1)_  1
    x(2_2_1_1)  c_e_flow(2_2_0)_  1
    x(2_2_1_1)  c_u_processors(2_1_0)_  5
    x(2_2_1_1)  c_u_processors(2_1_1)_  5
    x(2_2_1_1)  c_u_processors(2_1_2)_  5
    x(2_2_1_1)  c_u_area_cut(2)_  300
    x(2_2_1_2)  goodput   0.093862815884476536
    x(2_2_1_2)  c_e_one_path(2_2_1)_  1
    x(2_2_1_2)  c_e_flow(2_2_0)_  1
    x(2_2_1_2)  c_u_processors(2_1_0)_  5
    x(2_2_1_2)  c_u_processors(2_1_1)_  5
    x(2_2_1_2)  c_u_area_cut(2)_  260
    x(2_2_1_4)  goodput   0.10830324909747292
    x(2_2_1_4)  c_e_one_path(2_2_1)_  1
    x(2_2_1_4)  c_e_flow(2_2_1)_  1
    x(2_2_1_4)  c_u_processors(2_1_0)_  5
    x(2_2_1_4)  c_u_processors(2_1_1)_  5
    x(2_2_1_4)  c_u_processors(2_1_2)_  5
    x(2_2_1_4)  c_u_area_cut(2)_  300
    x(2_2_1_5)  goodput   0.093862815884476536
    x(2_2_1_5)  c_e_one_path(2_2_1)_  1
    x(2_2_1_5)  c_e_flow(2_2_1)_  1
    x(2_2_1_5)  c_u_processors(2_1_0)_  5
    x(2_2_1_5)  c_u_processors(2_1_1)_  5
    x(2_2_1_5)  c_u_area_cut(2)_  260
    x(2_2_1_7)  goodput   0.084837545126353789
    x(2_2_1_7)  c_e_one_path(2_2_1)_  1
    x(2_2_1_7)  c_e_flow(2_2_1)_  1
    x(2_2_1_7)  c_u_processors(2_1_1)_  5
    x(2_2_1_7)  c_u_processors(2_1_2)_  5
    x(2_2_1_7)  c_u_area_cut(2)_  235
    x(2_2_1_8)  goodput   0.070397111913357402
    x(2_2_1_8)  c_e_one_path(2_2_1)_  1
    x(2_2_1_8)  c_e_flow(2_2_1)_  1
    x(2_2_1_8)  c_u_processors(2_1_1)_  5
    x(2_2_1_8)  c_u_area_cut(2)_  195
    x(2_2_1_10)  goodput   0.093862815884476536
    x(2_2_1_10)  c_e_one_path(2_2_1)_  1
    x(2_2_1_10)  c_e_flow(2_2_2)_  1
    x(2_2_1_10)  c_u_processors(2_1_0)_  5
    x(2_2_1_10)  c_u_processors(2_1_1)_  5
    x(2_2_1_10)  c_u_processors(2_1_2)_  5
    x(2_2_1_10)  c_u_area_cut(2)_  260
    x(2_2_1_11)  goodput   0.079422382671480135
    x(2_2_1_11)  c_e_one_path(2_2_1)_  1
    x(2_2_1_11)  c_e_flow(2_2_2)_  1
    x(2_2_1_11)  c_u_processors(2_1_0)_  5
    x(2_2_1_11)  c_u_processors(2_1_1)_  5
    x(2_2_1_11)  c_u_area_cut(2)_  220
    x(2_2_1_13)  goodput   0.084837545126353789
    x(2_2_1_13)  c_e_one_path(2_2_1)_  1
    x(2_2_1_13)  c_e_flow(2_2_2)_  1
    x(2_2_1_13)  c_u_processors(2_1_1)_  5
    x(2_2_1_13)  c_u_processors(2_1_2)_  5
    x(2_2_1_13)  c_u_area_cut(2)_  235
    x(2_2_1_14)  goodput   0.070397111913357402
    x(2_2_1_14)  c_e_one_path(2_2_1)_  1
    x(2_2_1_14)  c_e_flow(2_2_2)_  1
    x(2_2_1_14)  c_u_processors(2_1_1)_  5
    x(2_2_1_14)  c_u_area_cut(2)_  195
    x(2_2_2_1)  goodput   0.10830324909747292
    x(2_2_2_1)  c_e_one_path(2_2_2)_  1
    x(2_2_2_1)  c_e_flow(2_2_0)_  1
    x(2_2_2_1)  c_u_processors(2_2_0)_  5
    x(2_2_2_1)  c_u_processors(2_2_1)_  5
    x(2_2_2_1)  c_u_processors(2_2_2)_  5
    x(2_2_2_1)  c_u_area_cut(2)_  300
    x(2_2_2_2)  goodput   0.093862815884476536
    x(2_2_2_2)  c_e_one_path(2_2_2)_  1
    x(2_2_2_2)  c_e_flow(2_2_0)_  1
    x(2_2_2_2)  c_u_processors(2_2_0)_  5
    x(2_2_2_2)  c_u_processors(2_2_1)_  5
    x(2_2_2_2)  c_u_area_cut(2)_  260
    x(2_2_2_4)  goodput   0.10830324909747292
    x(2_2_2_4)  c_e_one_path(2_2_2)_  1
    x(2_2_2_4)  c_e_flow(2_2_1)_  1
    x(2_2_2_4)  c_u_processors(2_2_0)_  5
    x(2_2_2_4)  c_u_processors(2_2_1)_  5
    x(2_2_2_4)  c_u_processors(2_2_2)_  5
    x(2_2_2_4)  c_u_area_cut(2)_  300
    x(2_2_2_5)  goodput   0.093862815884476536
    x(2_2_2_5)  c_e_one_path(2_2_2)_  1
    x(2_2_2_5)  c_e_flow(2_2_1)_  1
    x(2_2_2_5)  c_u_processors(2_2_0)_  5
    x(2_2_2_5)  c_u_processors(2_2_1)_  5
    x(2_2_2_5)  c_u_area_cut(2)_  260
    x(2_2_2_7)  goodput   0.083032490974729242
    x(2_2_2_7)  c_e_one_path(2_2_2)_  1
    x(2_2_2_7)  c_e_flow(2_2_1)_  1
    x(2_2_2_7)  c_u_processors(2_2_1)_  5
    x(2_2_2_7)  c_u_processors(2_2_2)_  5
    x(2_2_2_7)  c_u_area_cut(2)_  230
    x(2_2_2_8)  goodput   0.068592057761732841
    x(2_2_2_8)  c_e_one_path(2_2_2)_  1
    x(2_2_2_8)  c_e_flow(2_2_1)_  1
    x(2_2_2_8)  c_u_processors(2_2_1)_  5
    x(2_2_2_8)  c_u_area_cut(2)_  190
    x(2_2_2_10)  goodput   0.093862815884476536
    x(2_2_2_10)  c_e_one_path(2_2_2)_  1
    x(2_2_2_10)  c_e_flow(2_2_2)_  1
    x(2_2_2_10)  c_u_processors(2_2_0)_  5
    x(2_2_2_10)  c_u_processors(2_2_1)_  5
    x(2_2_2_10)  c_u_processors(2_2_2)_  5
    x(2_2_2_10)  c_u_area_cut(2)_  260
    x(2_2_2_11)  goodput   0.079422382671480135
    x(2_2_2_11)  c_e_one_path(2_2_2)_  1
    x(2_2_2_11)  c_e_flow(2_2_2)_  1
    x(2_2_2_11)  c_u_processors(2_2_0)_  5
    x(2_2_2_11)  c_u_processors(2_2_1)_  5
    x(2_2_2_11)  c_u_area_cut(2)_  220
    x(2_2_2_13)  goodput   0.083032490974729242
    x(2_2_2_13)  c_e_one_path(2_2_2)_  1
    x(2_2_2_13)  c_e_flow(2_2_2)_  1
    x(2_2_2_13)  c_u_processors(2_2_1)_  5
    x(2_2_2_13)  c_u_processors(2_2_2)_  5
    x(2_2_2_13)  c_u_area_cut(2)_  230
    x(2_2_2_14)  goodput   0.068592057761732841
    x(2_2_2_14)  c_e_one_path(2_2_2)_  1
    x(2_2_2_14)  c_e_flow(2_2_2)_  1
    x(2_2_2_14)  c_u_processors(2_2_1)_  5
    x(2_2_2_14)  c_u_area_cut(2)_  190
    x(2_2_3_1)  goodput   0.10830324909747292
    x(2_2_3_1)  c_e_one_path(2_2_3)_  1
    x(2_2_3_1)  c_e_flow(2_2_0)_  1
    x(2_2_3_1)  c_u_processors(2_3_0)_  5
    x(2_2_3_1)  c_u_processors(2_3_1)_  5
    x(2_2_3_1)  c_u_processors(2_3_2)_  5
    x(2_2_3_1)  c_u_area_cut(2)_  300
    x(2_2_3_2)  goodput   0.093862815884476536
    x(2_2_3_2)  c_e_one_path(2_2_3)_  1
    x(2_2_3_2)  c_e_flow(2_2_0)_  1
    x(2_2_3_2)  c_u_processors(2_3_0)_  5
    x(2_2_3_2)  c_u_processors(2_3_1)_  5
    x(2_2_3_2)  c_u_area_cut(2)_  260
    x(2_2_3_4)  goodput   0.10830324909747292
    x(2_2_3_4)  c_e_one_path(2_2_3)_  1
    x(2_2_3_4)  c_e_flow(2_2_1)_  1
    x(2_2_3_4)  c_u_processors(2_3_0)_  5
    x(2_2_3_4)  c_u_processors(2_3_1)_  5
    x(2_2_3_4)  c_u_processors(2_3_2)_  5
    x(2_2_3_4)  c_u_area_cut(2)_  300
    x(2_2_3_5)  goodput   0.093862815884476536
    x(2_2_3_5)  c_e_one_path(2_2_3)_  1
    x(2_2_3_5)  c_e_flow(2_2_1)_  1
    x(2_2_3_5)  c_u_processors(2_3_0)_  5
    x(2_2_3_5)  c_u_processors(2_3_1)_  5
    x(2_2_3_5)  c_u_area_cut(2)_  260
    x(2_2_3_7)  goodput   0.079422382671480135
    x(2_2_3_7)  c_e_one_path(2_2_3)_  1
    x(2_2_3_7)  c_e_flow(2_2_1)_  1
    x(2_2_3_7)  c_u_processors(2_3_1)_  5
    x(2_2_3_7)  c_u_processors(2_3_2)_  5
    x(2_2_3_7)  c_u_area_cut(2)_  220
    x(2_2_3_8)  goodput   0.064981949458483748
    x(2_2_3_8)  c_e_one_path(2_2_3)_  1
    x(2_2_3_8)  c_e_flow(2_2_1)_  1
    x(2_2_3_8)  c_u_processors(2_3_1)_  5
    x(2_2_3_8)  c_u_area_cut(2)_  180
    x(2_2_3_10)  goodput   0.093862815884476536
    x(2_2_3_10)  c_e_one_path(2_2_3)_  1
    x(2_2_3_10)  c_e_flow(2_2_2)_  1
    x(2_2_3_10)  c_u_processors(2_3_0)_  5
    x(2_2_3_10)  c_u_processors(2_3_1)_  5
    x(2_2_3_10)  c_u_processors(2_3_2)_  5
    x(2_2_3_10)  c_u_area_cut(2)_  260
    x(2_2_3_11)  goodput   0.079422382671480135
    x(2_2_3_11)  c_e_one_path(2_2_3)_  1
    x(2_2_3_11)  c_e_flow(2_2_2)_  1
    x(2_2_3_11)  c_u_processors(2_3_0)_  5
    x(2_2_3_11)  c_u_processors(2_3_1)_  5
    x(2_2_3_11)  c_u_area_cut(2)_  220
    x(2_2_3_13)  goodput   0.079422382671480135
    x(2_2_3_13)  c_e_one_path(2_2_3)_  1
    x(2_2_3_13)  c_e_flow(2_2_2)_  1
    x(2_2_3_13)  c_u_processors(2_3_1)_  5
    x(2_2_3_13)  c_u_processors(2_3_2)_  5
    x(2_2_3_13)  c_u_area_cut(2)_  220
    x(2_2_3_14)  goodput   0.064981949458483748
    x(2_2_3_14)  c_e_one_path(2_2_3)_  1
    x(2_2_3_14)  c_e_flow(2_2_2)_  1
    x(2_2_3_14)  c_u_processors(2_3_1)_  5
    x(2_2_3_14)  c_u_area_cut(2)_  180
    x(2_2_4_1)  goodput   0.10830324909747292
    x(2_2_4_1)  c_e_one_path(2_2_4)_  1
    x(2_2_4_1)  c_e_flow(2_2_0)_  1
    x(2_2_4_1)  c_u_processors(2_4_0)_  5
    x(2_2_4_1)  c_u_processors(2_4_1)_  5
    x(2_2_4_1)  c_u_processors(2_4_2)_  5
    x(2_2_4_1)  c_u_area_cut(2)_  300
    x(2_2_4_2)  goodput   0.093862815884476536
    x(2_2_4_2)  c_e_one_path(2_2_4)_  1
    x(2_2_4_2)  c_e_flow(2_2_0)_  1
    x(2_2_4_2)  c_u_processors(2_4_0)_  5
    x(2_2_4_2)  c_u_processors(2_4_1)_  5
    x(2_2_4_2)  c_u_area_cut(2)_  260
    x(2_2_4_3)  goodput   0.0036101083032490972
    x(2_2_4_3)  c_e_one_path(2_2_4)_  1
    x(2_2_4_3)  c_e_flow(2_2_0)_  1
    x(2_2_4_3)  c_u_processors(2_4_0)_  5
    x(2_2_4_3)  c_u_area_cut(2)_  10
    x(2_2_4_4)  goodput   0.10830324909747292
    x(2_2_4_4)  c_e_one_path(2_2_4)_  1
    x(2_2_4_4)  c_e_flow(2_2_1)_  1
    x(2_2_4_4)  c_u_processors(2_4_0)_  5
    x(2_2_4_4)  c_u_processors(2_4_1)_  5
    x(2_2_4_4)  c_u_processors(2_4_2)_  5
    x(2_2_4_4)  c_u_area_cut(2)_  300
    x(2_2_4_5)  goodput   0.093862815884476536
    x(2_2_4_5)  c_e_one_path(2_2_4)_  1
    x(2_2_4_5)  c_e_flow(2_2_1)_  1
    x(2_2_4_5)  c_u_processors(2_4_0)_  5
    x(2_2_4_5)  c_u_processors(2_4_1)_  5
    x(2_2_4_5)  c_u_area_cut(2)_  260
    x(2_2_4_6)  goodput   0.0036101083032490972
    x(2_2_4_6)  c_e_one_path(2_2_4)_  1
    x(2_2_4_6)  c_e_flow(2_2_1)_  1
    x(2_2_4_6)  c_u_processors(2_4_0)_  5
    x(2_2_4_6)  c_u_area_cut(2)_  10
    x(2_2_4_7)  goodput   0.075812274368231042
    x(2_2_4_7)  c_e_one_path(2_2_4)_  1
    x(2_2_4_7)  c_e_flow(2_2_1)_  1
    x(2_2_4_7)  c_u_processors(2_4_1)_  5
    x(2_2_4_7)  c_u_processors(2_4_2)_  5
    x(2_2_4_7)  c_u_area_cut(2)_  210
    x(2_2_4_8)  goodput   0.061371841155234655
    x(2_2_4_8)  c_e_one_path(2_2_4)_  1
    x(2_2_4_8)  c_e_flow(2_2_1)_  1
    x(2_2_4_8)  c_u_processors(2_4_1)_  5
    x(2_2_4_8)  c_u_area_cut(2)_  170
    x(2_2_4_10)  goodput   0.093862815884476536
    x(2_2_4_10)  c_e_one_path(2_2_4)_  1
    x(2_2_4_10)  c_e_flow(2_2_2)_  1
    x(2_2_4_10)  c_u_processors(2_4_0)_  5
    x(2_2_4_10)  c_u_processors(2_4_1)_  5
    x(2_2_4_10)  c_u_processors(2_4_2)_  5
    x(2_2_4_10)  c_u_area_cut(2)_  260
    x(2_2_4_11)  goodput   0.079422382671480135
    x(2_2_4_11)  c_e_one_path(2_2_4)_  1
    x(2_2_4_11)  c_e_flow(2_2_2)_  1
    x(2_2_4_11)  c_u_processors(2_4_0)_  5
    x(2_2_4_11)  c_u_processors(2_4_1)_  5
    x(2_2_4_11)  c_u_area_cut(2)_  220
    x(2_2_4_13)  goodput   0.075812274368231042
    x(2_2_4_13)  c_e_one_path(2_2_4)_  1
    x(2_2_4_13)  c_e_flow(2_2_2)_  1
    x(2_2_4_13)  c_u_processors(2_4_1)_  5
    x(2_2_4_13)  c_u_processors(2_4_2)_  5
    x(2_2_4_13)  c_u_area_cut(2)_  210
    x(2_2_4_14)  goodput   0.061371841155234655
    x(2_2_4_14)  c_e_one_path(2_2_4)_  1
    x(2_2_4_14)  c_e_flow(2_2_2)_  1
    x(2_2_4_14)  c_u_processors(2_4_1)_  5
    x(2_2_4_14)  c_u_area_cut(2)_  170
    x(2_2_5_1)  goodput   0.10830324909747292
    x(2_2_5_1)  c_e_one_path(2_2_5)_  1
    x(2_2_5_1)  c_e_flow(2_2_0)_  1
    x(2_2_5_1)  c_u_processors(2_5_0)_  5
    x(2_2_5_1)  c_u_processors(2_5_1)_  5
    x(2_2_5_1)  c_u_processors(2_5_2)_  5
    x(2_2_5_1)  c_u_area_cut(2)_  300
    x(2_2_5_2)  goodput   0.093862815884476536
    x(2_2_5_2)  c_e_one_path(2_2_5)_  1
    x(2_2_5_2)  c_e_flow(2_2_0)_  1
    x(2_2_5_2)  c_u_processors(2_5_0)_  5
    x(2_2_5_2)  c_u_processors(2_5_1)_  5
    x(2_2_5_2)  c_u_area_cut(2)_  260
    x(2_2_5_3)  goodput   0.0072202166064981943
    x(2_2_5_3)  c_e_one_path(2_2_5)_  1
    x(2_2_5_3)  c_e_flow(2_2_0)_  1
    x(2_2_5_3)  c_u_processors(2_5_0)_  5
    x(2_2_5_3)  c_u_area_cut(2)_  20
    x(2_2_5_4)  goodput   0.10830324909747292
    x(2_2_5_4)  c_e_one_path(2_2_5)_  1
    x(2_2_5_4)  c_e_flow(2_2_1)_  1
    x(2_2_5_4)  c_u_processors(2_5_0)_  5
    x(2_2_5_4)  c_u_processors(2_5_1)_  5
    x(2_2_5_4)  c_u_processors(2_5_2)_  5
    x(2_2_5_4)  c_u_area_cut(2)_  300
    x(2_2_5_5)  goodput   0.093862815884476536
    x(2_2_5_5)  c_e_one_path(2_2_5)_  1
    x(2_2_5_5)  c_e_flow(2_2_1)_  1
    x(2_2_5_5)  c_u_processors(2_5_0)_  5
    x(2_2_5_5)  c_u_processors(2_5_1)_  5
    x(2_2_5_5)  c_u_area_cut(2)_  260
    x(2_2_5_6)  goodput   0.0072202166064981943
    x(2_2_5_6)  c_e_one_path(2_2_5)_  1
    x(2_2_5_6)  c_e_flow(2_2_1)_  1
    x(2_2_5_6)  c_u_processors(2_5_0)_  5
    x(2_2_5_6)  c_u_area_cut(2)_  20
    x(2_2_5_7)  goodput   0.072202166064981949
    x(2_2_5_7)  c_e_one_path(2_2_5)_  1
    x(2_2_5_7)  c_e_flow(2_2_1)_  1
    x(2_2_5_7)  c_u_processors(2_5_1)_  5
    x(2_2_5_7)  c_u_processors(2_5_2)_  5
    x(2_2_5_7)  c_u_area_cut(2)_  200
    x(2_2_5_8)  goodput   0.057761732851985555
    x(2_2_5_8)  c_e_one_path(2_2_5)_  1
    x(2_2_5_8)  c_e_flow(2_2_1)_  1
    x(2_2_5_8)  c_u_processors(2_5_1)_  5
    x(2_2_5_8)  c_u_area_cut(2)_  160
    x(2_2_5_10)  goodput   0.093862815884476536
    x(2_2_5_10)  c_e_one_path(2_2_5)_  1
    x(2_2_5_10)  c_e_flow(2_2_2)_  1
    x(2_2_5_10)  c_u_processors(2_5_0)_  5
    x(2_2_5_10)  c_u_processors(2_5_1)_  5
    x(2_2_5_10)  c_u_processors(2_5_2)_  5
    x(2_2_5_10)  c_u_area_cut(2)_  260
    x(2_2_5_11)  goodput   0.079422382671480135
    x(2_2_5_11)  c_e_one_path(2_2_5)_  1
    x(2_2_5_11)  c_e_flow(2_2_2)_  1
    x(2_2_5_11)  c_u_processors(2_5_0)_  5
    x(2_2_5_11)  c_u_processors(2_5_1)_  5
    x(2_2_5_11)  c_u_area_cut(2)_  220
    x(2_2_5_13)  goodput   0.072202166064981949
    x(2_2_5_13)  c_e_one_path(2_2_5)_  1
    x(2_2_5_13)  c_e_flow(2_2_2)_  1
    x(2_2_5_13)  c_u_processors(2_5_1)_  5
    x(2_2_5_13)  c_u_processors(2_5_2)_  5
    x(2_2_5_13)  c_u_area_cut(2)_  200
    x(2_2_5_14)  goodput   0.057761732851985555
    x(2_2_5_14)  c_e_one_path(2_2_5)_  1
    x(2_2_5_14)  c_e_flow(2_2_2)_  1
    x(2_2_5_14)  c_u_processors(2_5_1)_  5
    x(2_2_5_14)  c_u_area_cut(2)_  160
    x(2_2_6_1)  goodput   0.10830324909747292
    x(2_2_6_1)  c_e_one_path(2_2_6)_  1
    x(2_2_6_1)  c_e_flow(2_2_0)_  1
    x(2_2_6_1)  c_u_processors(2_6_0)_  5
    x(2_2_6_1)  c_u_processors(2_6_1)_  5
    x(2_2_6_1)  c_u_processors(2_6_2)_  5
    x(2_2_6_1)  c_u_area_cut(2)_  300
    x(2_2_6_2)  goodput   0.093862815884476536
    x(2_2_6_2)  c_e_one_path(2_2_6)_  1
    x(2_2_6_2)  c_e_flow(2_2_0)_  1
    x(2_2_6_2)  c_u_processors(2_6_0)_  5
    x(2_2_6_2)  c_u_processors(2_6_1)_  5
    x(2_2_6_2)  c_u_area_cut(2)_  260
    x(2_2_6_3)  goodput   0.014440433212996389
    x(2_2_6_3)  c_e_one_path(2_2_6)_  1
    x(2_2_6_3)  c_e_flow(2_2_0)_  1
    x(2_2_6_3)  c_u_processors(2_6_0)_  5
    x(2_2_6_3)  c_u_area_cut(2)_  40
    x(2_2_6_4)  goodput   0.10830324909747292
    x(2_2_6_4)  c_e_one_path(2_2_6)_  1
    x(2_2_6_4)  c_e_flow(2_2_1)_  1
    x(2_2_6_4)  c_u_processors(2_6_0)_  5
    x(2_2_6_4)  c_u_processors(2_6_1)_  5
    x(2_2_6_4)  c_u_processors(2_6_2)_  5
    x(2_2_6_4)  c_u_area_cut(2)_  300
    x(2_2_6_5)  goodput   0.093862815884476536
    x(2_2_6_5)  c_e_one_path(2_2_6)_  1
    x(2_2_6_5)  c_e_flow(2_2_1)_  1
    x(2_2_6_5)  c_u_processors(2_6_0)_  5
    x(2_2_6_5)  c_u_processors(2_6_1)_  5
    x(2_2_6_5)  c_u_area_cut(2)_  260
    x(2_2_6_6)  goodput   0.014440433212996389
    x(2_2_6_6)  c_e_one_path(2_2_6)_  1
    x(2_2_6_6)  c_e_flow(2_2_1)_  1
    x(2_2_6_6)  c_u_processors(2_6_0)_  5
    x(2_2_6_6)  c_u_area_cut(2)_  40
    x(2_2_6_7)  goodput   0.064981949458483748
    x(2_2_6_7)  c_e_one_path(2_2_6)_  1
    x(2_2_6_7)  c_e_flow(2_2_1)_  1
    x(2_2_6_7)  c_u_processors(2_6_1)_  5
    x(2_2_6_7)  c_u_processors(2_6_2)_  5
    x(2_2_6_7)  c_u_area_cut(2)_  180
    x(2_2_6_8)  goodput   0.050541516245487361
    x(2_2_6_8)  c_e_one_path(2_2_6)_  1
    x(2_2_6_8)  c_e_flow(2_2_1)_  1
    x(2_2_6_8)  c_u_processors(2_6_1)_  5
    x(2_2_6_8)  c_u_area_cut(2)_  140
    x(2_2_6_10)  goodput   0.093862815884476536
    x(2_2_6_10)  c_e_one_path(2_2_6)_  1
    x(2_2_6_10)  c_e_flow(2_2_2)_  1
    x(2_2_6_10)  c_u_processors(2_6_0)_  5
    x(2_2_6_10)  c_u_processors(2_6_1)_  5
    x(2_2_6_10)  c_u_processors(2_6_2)_  5
    x(2_2_6_10)  c_u_area_cut(2)_  260
    x(2_2_6_11)  goodput   0.079422382671480135
    x(2_2_6_11)  c_e_one_path(2_2_6)_  1
    x(2_2_6_11)  c_e_flow(2_2_2)_  1
    x(2_2_6_11)  c_u_processors(2_6_0)_  5
    x(2_2_6_11)  c_u_processors(2_6_1)_  5
    x(2_2_6_11)  c_u_area_cut(2)_  220
    x(2_2_6_13)  goodput   0.064981949458483748
    x(2_2_6_13)  c_e_one_path(2_2_6)_  1
    x(2_2_6_13)  c_e_flow(2_2_2)_  1
    x(2_2_6_13)  c_u_processors(2_6_1)_  5
    x(2_2_6_13)  c_u_processors(2_6_2)_  5
    x(2_2_6_13)  c_u_area_cut(2)_  180
    x(2_2_6_14)  goodput   0.050541516245487361
    x(2_2_6_14)  c_e_one_path(2_2_6)_  1
    x(2_2_6_14)  c_e_flow(2_2_2)_  1
    x(2_2_6_14)  c_u_processors(2_6_1)_  5
    x(2_2_6_14)  c_u_area_cut(2)_  140
    x(2_2_7_1)  goodput   0.10830324909747292
    x(2_2_7_1)  c_e_one_path(2_2_7)_  1
    x(2_2_7_1)  c_e_flow(2_2_0)_  1
    x(2_2_7_1)  c_u_processors(2_7_0)_  5
    x(2_2_7_1)  c_u_processors(2_7_1)_  5
    x(2_2_7_1)  c_u_processors(2_7_2)_  5
    x(2_2_7_1)  c_u_area_cut(2)_  300
    x(2_2_7_2)  goodput   0.093862815884476536
    x(2_2_7_2)  c_e_one_path(2_2_7)_  1
    x(2_2_7_2)  c_e_flow(2_2_0)_  1
    x(2_2_7_2)  c_u_processors(2_7_0)_  5
    x(2_2_7_2)  c_u_processors(2_7_1)_  5
    x(2_2_7_2)  c_u_area_cut(2)_  260
    x(2_2_7_3)  goodput   0.021660649819494584
    x(2_2_7_3)  c_e_one_path(2_2_7)_  1
    x(2_2_7_3)  c_e_flow(2_2_0)_  1
    x(2_2_7_3)  c_u_processors(2_7_0)_  5
    x(2_2_7_3)  c_u_area_cut(2)_  60
    x(2_2_7_4)  goodput   0.10830324909747292
    x(2_2_7_4)  c_e_one_path(2_2_7)_  1
    x(2_2_7_4)  c_e_flow(2_2_1)_  1
    x(2_2_7_4)  c_u_processors(2_7_0)_  5
    x(2_2_7_4)  c_u_processors(2_7_1)_  5
    x(2_2_7_4)  c_u_processors(2_7_2)_  5
    x(2_2_7_4)  c_u_area_cut(2)_  300
    x(2_2_7_5)  goodput   0.093862815884476536
    x(2_2_7_5)  c_e_one_path(2_2_7)_  1
    x(2_2_7_5)  c_e_flow(2_2_1)_  1
    x(2_2_7_5)  c_u_processors(2_7_0)_  5
    x(2_2_7_5)  c_u_processors(2_7_1)_  5
    x(2_2_7_5)  c_u_area_cut(2)_  260
    x(2_2_7_6)  goodput   0.021660649819494584
    x(2_2_7_6)  c_e_one_path(2_2_7)_  1
    x(2_2_7_6)  c_e_flow(2_2_1)_  1
    x(2_2_7_6)  c_u_processors(2_7_0)_  5
    x(2_2_7_6)  c_u_area_cut(2)_  60
    x(2_2_7_7)  goodput   0.057761732851985555
    x(2_2_7_7)  c_e_one_path(2_2_7)_  1
    x(2_2_7_7)  c_e_flow(2_2_1)_  1
    x(2_2_7_7)  c_u_processors(2_7_1)_  5
    x(2_2_7_7)  c_u_processors(2_7_2)_  5
    x(2_2_7_7)  c_u_area_cut(2)_  160
    x(2_2_7_8)  goodput   0.043321299638989168
    x(2_2_7_8)  c_e_one_path(2_2_7)_  1
    x(2_2_7_8)  c_e_flow(2_2_1)_  1
    x(2_2_7_8)  c_u_processors(2_7_1)_  5
    x(2_2_7_8)  c_u_area_cut(2)_  120
    x(2_2_7_10)  goodput   0.093862815884476536
    x(2_2_7_10)  c_e_one_path(2_2_7)_  1
    x(2_2_7_10)  c_e_flow(2_2_2)_  1
    x(2_2_7_10)  c_u_processors(2_7_0)_  5
    x(2_2_7_10)  c_u_processors(2_7_1)_  5
    x(2_2_7_10)  c_u_processors(2_7_2)_  5
    x(2_2_7_10)  c_u_area_cut(2)_  260
    x(2_2_7_11)  goodput   0.079422382671480135
    x(2_2_7_11)  c_e_one_path(2_2_7)_  1
    x(2_2_7_11)  c_e_flow(2_2_2)_  1
    x(2_2_7_11)  c_u_processors(2_7_0)_  5
    x(2_2_7_11)  c_u_processors(2_7_1)_  5
    x(2_2_7_11)  c_u_area_cut(2)_  220
    x(2_2_7_12)  goodput   0.0072202166064981943
    x(2_2_7_12)  c_e_one_path(2_2_7)_  1
    x(2_2_7_12)  c_e_flow(2_2_2)_  1
    x(2_2_7_12)  c_u_processors(2_7_0)_  5
    x(2_2_7_12)  c_u_area_cut(2)_  20
    x(2_2_7_13)  goodput   0.057761732851985555
    x(2_2_7_13)  c_e_one_path(2_2_7)_  1
    x(2_2_7_13)  c_e_flow(2_2_2)_  1
    x(2_2_7_13)  c_u_processors(2_7_1)_  5
    x(2_2_7_13)  c_u_processors(2_7_2)_  5
    x(2_2_7_13)  c_u_area_cut(2)_  160
    x(2_2_7_14)  goodput   0.043321299638989168
    x(2_2_7_14)  c_e_one_path(2_2_7)_  1
    x(2_2_7_14)  c_e_flow(2_2_2)_  1
    x(2_2_7_14)  c_u_processors(2_7_1)_  5
    x(2_2_7_14)  c_u_area_cut(2)_  120
    x(2_2_8_1)  goodput   0.10830324909747292
    x(2_2_8_1)  c_e_one_path(2_2_8)_  1
    x(2_2_8_1)  c_e_flow(2_2_0)_  1
    x(2_2_8_1)  c_u_processors(2_8_0)_  5
    x(2_2_8_1)  c_u_processors(2_8_1)_  5
    x(2_2_8_1)  c_u_processors(2_8_2)_  5
    x(2_2_8_1)  c_u_area_cut(2)_  300
    x(2_2_8_2)  goodput   0.093862815884476536
    x(2_2_8_2)  c_e_one_path(2_2_8)_  1
    x(2_2_8_2)  c_e_flow(2_2_0)_  1
    x(2_2_8_2)  c_u_processors(2_8_0)_  5
    x(2_2_8_2)  c_u_processors(2_8_1)_  5
    x(2_2_8_2)  c_u_area_cut(2)_  260
    x(2_2_8_3)  goodput   0.028880866425992777
    x(2_2_8_3)  c_e_one_path(2_2_8)_  1
    x(2_2_8_3)  c_e_flow(2_2_0)_  1
    x(2_2_8_3)  c_u_processors(2_8_0)_  5
    x(2_2_8_3)  c_u_area_cut(2)_  80
    x(2_2_8_4)  goodput   0.10830324909747292
    x(2_2_8_4)  c_e_one_path(2_2_8)_  1
    x(2_2_8_4)  c_e_flow(2_2_1)_  1
    x(2_2_8_4)  c_u_processors(2_8_0)_  5
    x(2_2_8_4)  c_u_processors(2_8_1)_  5
    x(2_2_8_4)  c_u_processors(2_8_2)_  5
    x(2_2_8_4)  c_u_area_cut(2)_  300
    x(2_2_8_5)  goodput   0.093862815884476536
    x(2_2_8_5)  c_e_one_path(2_2_8)_  1
    x(2_2_8_5)  c_e_flow(2_2_1)_  1
    x(2_2_8_5)  c_u_processors(2_8_0)_  5
    x(2_2_8_5)  c_u_processors(2_8_1)_  5
    x(2_2_8_5)  c_u_area_cut(2)_  260
    x(2_2_8_6)  goodput   0.028880866425992777
    x(2_2_8_6)  c_e_one_path(2_2_8)_  1
    x(2_2_8_6)  c_e_flow(2_2_1)_  1
    x(2_2_8_6)  c_u_processors(2_8_0)_  5
    x(2_2_8_6)  c_u_area_cut(2)_  80
    x(2_2_8_7)  goodput   0.050541516245487361
    x(2_2_8_7)  c_e_one_path(2_2_8)_  1
    x(2_2_8_7)  c_e_flow(2_2_1)_  1
    x(2_2_8_7)  c_u_processors(2_8_1)_  5
    x(2_2_8_7)  c_u_processors(2_8_2)_  5
    x(2_2_8_7)  c_u_area_cut(2)_  140
    x(2_2_8_8)  goodput   0.036101083032490974
    x(2_2_8_8)  c_e_one_path(2_2_8)_  1
    x(2_2_8_8)  c_e_flow(2_2_1)_  1
    x(2_2_8_8)  c_u_processors(2_8_1)_  5
    x(2_2_8_8)  c_u_area_cut(2)_  100
    x(2_2_8_10)  goodput   0.093862815884476536
    x(2_2_8_10)  c_e_one_path(2_2_8)_  1
    x(2_2_8_10)  c_e_flow(2_2_2)_  1
    x(2_2_8_10)  c_u_processors(2_8_0)_  5
    x(2_2_8_10)  c_u_processors(2_8_1)_  5
    x(2_2_8_10)  c_u_processors(2_8_2)_  5
    x(2_2_8_10)  c_u_area_cut(2)_  260
    x(2_2_8_11)  goodput   0.079422382671480135
    x(2_2_8_11)  c_e_one_path(2_2_8)_  1
    x(2_2_8_11)  c_e_flow(2_2_2)_  1
    x(2_2_8_11)  c_u_processors(2_8_0)_  5
    x(2_2_8_11)  c_u_processors(2_8_1)_  5
    x(2_2_8_11)  c_u_area_cut(2)_  220
    x(2_2_8_12)  goodput   0.014440433212996389
    x(2_2_8_12)  c_e_one_path(2_2_8)_  1
    x(2_2_8_12)  c_e_flow(2_2_2)_  1
    x(2_2_8_12)  c_u_processors(2_8_0)_  5
    x(2_2_8_12)  c_u_area_cut(2)_  40
    x(2_2_8_13)  goodput   0.050541516245487361
    x(2_2_8_13)  c_e_one_path(2_2_8)_  1
    x(2_2_8_13)  c_e_flow(2_2_2)_  1
    x(2_2_8_13)  c_u_processors(2_8_1)_  5
    x(2_2_8_13)  c_u_processors(2_8_2)_  5
    x(2_2_8_13)  c_u_area_cut(2)_  140
    x(2_2_8_14)  goodput   0.036101083032490974
    x(2_2_8_14)  c_e_one_path(2_2_8)_  1
    x(2_2_8_14)  c_e_flow(2_2_2)_  1
    x(2_2_8_14)  c_u_processors(2_8_1)_  5
    x(2_2_8_14)  c_u_area_cut(2)_  100
    x(2_2_9_1)  goodput   0.10830324909747292
    x(2_2_9_1)  c_e_one_path(2_2_9)_  1
    x(2_2_9_1)  c_e_flow(2_2_0)_  1
    x(2_2_9_1)  c_u_processors(2_9_0)_  5
    x(2_2_9_1)  c_u_processors(2_9_1)_  5
    x(2_2_9_1)  c_u_processors(2_9_2)_  5
    x(2_2_9_1)  c_u_area_cut(2)_  300
    x(2_2_9_2)  goodput   0.093862815884476536
    x(2_2_9_2)  c_e_one_path(2_2_9)_  1
    x(2_2_9_2)  c_e_flow(2_2_0)_  1
    x(2_2_9_2)  c_u_processors(2_9_0)_  5
    x(2_2_9_2)  c_u_processors(2_9_1)_  5
    x(2_2_9_2)  c_u_area_cut(2)_  260
    x(2_2_9_3)  goodput   0.050541516245487361
    x(2_2_9_3)  c_e_one_path(2_2_9)_  1
    x(2_2_9_3)  c_e_flow(2_2_0)_  1
    x(2_2_9_3)  c_u_processors(2_9_0)_  5
    x(2_2_9_3)  c_u_area_cut(2)_  140
    x(2_2_9_4)  goodput   0.10830324909747292
    x(2_2_9_4)  c_e_one_path(2_2_9)_  1
    x(2_2_9_4)  c_e_flow(2_2_1)_  1
    x(2_2_9_4)  c_u_processors(2_9_0)_  5
    x(2_2_9_4)  c_u_processors(2_9_1)_  5
    x(2_2_9_4)  c_u_processors(2_9_2)_  5
    x(2_2_9_4)  c_u_area_cut(2)_  300
    x(2_2_9_5)  goodput   0.093862815884476536
    x(2_2_9_5)  c_e_one_path(2_2_9)_  1
    x(2_2_9_5)  c_e_flow(2_2_1)_  1
    x(2_2_9_5)  c_u_processors(2_9_0)_  5
    x(2_2_9_5)  c_u_processors(2_9_1)_  5
    x(2_2_9_5)  c_u_area_cut(2)_  260
    x(2_2_9_6)  goodput   0.050541516245487361
    x(2_2_9_6)  c_e_one_path(2_2_9)_  1
    x(2_2_9_6)  c_e_flow(2_2_1)_  1
    x(2_2_9_6)  c_u_processors(2_9_0)_  5
    x(2_2_9_6)  c_u_area_cut(2)_  140
    x(2_2_9_7)  goodput   0.028880866425992777
    x(2_2_9_7)  c_e_one_path(2_2_9)_  1
    x(2_2_9_7)  c_e_flow(2_2_1)_  1
    x(2_2_9_7)  c_u_processors(2_9_1)_  5
    x(2_2_9_7)  c_u_processors(2_9_2)_  5
    x(2_2_9_7)  c_u_area_cut(2)_  80
    x(2_2_9_8)  goodput   0.014440433212996389
    x(2_2_9_8)  c_e_one_path(2_2_9)_  1
    x(2_2_9_8)  c_e_flow(2_2_1)_  1
    x(2_2_9_8)  c_u_processors(2_9_1)_  5
    x(2_2_9_8)  c_u_area_cut(2)_  40
    x(2_2_9_10)  goodput   0.093862815884476536
    x(2_2_9_10)  c_e_one_path(2_2_9)_  1
    x(2_2_9_10)  c_e_flow(2_2_2)_  1
    x(2_2_9_10)  c_u_processors(2_9_0)_  5
    x(2_2_9_10)  c_u_processors(2_9_1)_  5
    x(2_2_9_10)  c_u_processors(2_9_2)_  5
    x(2_2_9_10)  c_u_area_cut(2)_  260
    x(2_2_9_11)  goodput   0.079422382671480135
    x(2_2_9_11)  c_e_one_path(2_2_9)_  1
    x(2_2_9_11)  c_e_flow(2_2_2)_  1
    x(2_2_9_11)  c_u_processors(2_9_0)_  5
    x(2_2_9_11)  c_u_processors(2_9_1)_  5
    x(2_2_9_11)  c_u_area_cut(2)_  220
    x(2_2_9_12)  goodput   0.036101083032490974
    x(2_2_9_12)  c_e_one_path(2_2_9)_  1
    x(2_2_9_12)  c_e_flow(2_2_2)_  1
    x(2_2_9_12)  c_u_processors(2_9_0)_  5
    x(2_2_9_12)  c_u_area_cut(2)_  100
    x(2_2_9_13)  goodput   0.028880866425992777
    x(2_2_9_13)  c_e_one_path(2_2_9)_  1
    x(2_2_9_13)  c_e_flow(2_2_2)_  1
    x(2_2_9_13)  c_u_processors(2_9_1)_  5
    x(2_2_9_13)  c_u_processors(2_9_2)_  5
    x(2_2_9_13)  c_u_area_cut(2)_  80
    x(2_2_9_14)  goodput   0.014440433212996389
    x(2_2_9_14)  c_e_one_path(2_2_9)_  1
    x(2_2_9_14)  c_e_flow(2_2_2)_  1
    x(2_2_9_14)  c_u_processors(2_9_1)_  5
    x(2_2_9_14)  c_u_area_cut(2)_  40
    x(2_2_10_1)  goodput   0.10830324909747292
    x(2_2_10_1)  c_e_one_path(2_2_10)_  1
    x(2_2_10_1)  c_e_flow(2_2_0)_  1
    x(2_2_10_1)  c_u_processors(2_10_0)_  5
    x(2_2_10_1)  c_u_processors(2_10_1)_  5
    x(2_2_10_1)  c_u_processors(2_10_2)_  5
    x(2_2_10_1)  c_u_area_cut(2)_  300
    x(2_2_10_2)  goodput   0.093862815884476536
    x(2_2_10_2)  c_e_one_path(2_2_10)_  1
    x(2_2_10_2)  c_e_flow(2_2_0)_  1
    x(2_2_10_2)  c_u_processors(2_10_0)_  5
    x(2_2_10_2)  c_u_processors(2_10_1)_  5
    x(2_2_10_2)  c_u_area_cut(2)_  260
    x(2_2_10_3)  goodput   0.057761732851985555
    x(2_2_10_3)  c_e_one_path(2_2_10)_  1
    x(2_2_10_3)  c_e_flow(2_2_0)_  1
    x(2_2_10_3)  c_u_processors(2_10_0)_  5
    x(2_2_10_3)  c_u_area_cut(2)_  160
    x(2_2_10_4)  goodput   0.10830324909747292
    x(2_2_10_4)  c_e_one_path(2_2_10)_  1
    x(2_2_10_4)  c_e_flow(2_2_1)_  1
    x(2_2_10_4)  c_u_processors(2_10_0)_  5
    x(2_2_10_4)  c_u_processors(2_10_1)_  5
    x(2_2_10_4)  c_u_processors(2_10_2)_  5
    x(2_2_10_4)  c_u_area_cut(2)_  300
    x(2_2_10_5)  goodput   0.093862815884476536
    x(2_2_10_5)  c_e_one_path(2_2_10)_  1
    x(2_2_10_5)  c_e_flow(2_2_1)_  1
    x(2_2_10_5)  c_u_processors(2_10_0)_  5
    x(2_2_10_5)  c_u_processors(2_10_1)_  5
    x(2_2_10_5)  c_u_area_cut(2)_  260
    x(2_2_10_6)  goodput   0.057761732851985555
    x(2_2_10_6)  c_e_one_path(2_2_10)_  1
    x(2_2_10_6)  c_e_flow(2_2_1)_  1
    x(2_2_10_6)  c_u_processors(2_10_0)_  5
    x(2_2_10_6)  c_u_area_cut(2)_  160
    x(2_2_10_7)  goodput   0.021660649819494584
    x(2_2_10_7)  c_e_one_path(2_2_10)_  1
    x(2_2_10_7)  c_e_flow(2_2_1)_  1
    x(2_2_10_7)  c_u_processors(2_10_1)_  5
    x(2_2_10_7)  c_u_processors(2_10_2)_  5
    x(2_2_10_7)  c_u_area_cut(2)_  60
    x(2_2_10_8)  goodput   0.0072202166064981943
    x(2_2_10_8)  c_e_one_path(2_2_10)_  1
    x(2_2_10_8)  c_e_flow(2_2_1)_  1
    x(2_2_10_8)  c_u_processors(2_10_1)_  5
    x(2_2_10_8)  c_u_area_cut(2)_  20
    x(2_2_10_10)  goodput   0.093862815884476536
    x(2_2_10_10)  c_e_one_path(2_2_10)_  1
    x(2_2_10_10)  c_e_flow(2_2_2)_  1
    x(2_2_10_10)  c_u_processors(2_10_0)_  5
    x(2_2_10_10)  c_u_processors(2_10_1)_  5
    x(2_2_10_10)  c_u_processors(2_10_2)_  5
    x(2_2_10_10)  c_u_area_cut(2)_  260
    x(2_2_10_11)  goodput   0.079422382671480135
    x(2_2_10_11)  c_e_one_path(2_2_10)_  1
    x(2_2_10_11)  c_e_flow(2_2_2)_  1
    x(2_2_10_11)  c_u_processors(2_10_0)_  5
    x(2_2_10_11)  c_u_processors(2_10_1)_  5
    x(2_2_10_11)  c_u_area_cut(2)_  220
    x(2_2_10_12)  goodput   0.043321299638989168
    x(2_2_10_12)  c_e_one_path(2_2_10)_  1
    x(2_2_10_12)  c_e_flow(2_2_2)_  1
    x(2_2_10_12)  c_u_processors(2_10_0)_  5
    x(2_2_10_12)  c_u_area_cut(2)_  120
    x(2_2_10_13)  goodput   0.021660649819494584
    x(2_2_10_13)  c_e_one_path(2_2_10)_  1
    x(2_2_10_13)  c_e_flow(2_2_2)_  1
    x(2_2_10_13)  c_u_processors(2_10_1)_  5
    x(2_2_10_13)  c_u_processors(2_10_2)_  5
    x(2_2_10_13)  c_u_area_cut(2)_  60
    x(2_2_10_14)  goodput   0.0072202166064981943
    x(2_2_10_14)  c_e_one_path(2_2_10)_  1
    x(2_2_10_14)  c_e_flow(2_2_2)_  1
    x(2_2_10_14)  c_u_processors(2_10_1)_  5
    x(2_2_10_14)  c_u_area_cut(2)_  20
    x(2_2_11_1)  goodput   0.10830324909747292
    x(2_2_11_1)  c_e_one_path(2_2_11)_  1
    x(2_2_11_1)  c_e_flow(2_2_0)_  1
    x(2_2_11_1)  c_u_processors(2_11_0)_  5
    x(2_2_11_1)  c_u_processors(2_11_1)_  5
    x(2_2_11_1)  c_u_processors(2_11_2)_  5
    x(2_2_11_1)  c_u_area_cut(2)_  300
    x(2_2_11_2)  goodput   0.093862815884476536
    x(2_2_11_2)  c_e_one_path(2_2_11)_  1
    x(2_2_11_2)  c_e_flow(2_2_0)_  1
    x(2_2_11_2)  c_u_processors(2_11_0)_  5
    x(2_2_11_2)  c_u_processors(2_11_1)_  5
    x(2_2_11_2)  c_u_area_cut(2)_  260
    x(2_2_11_3)  goodput   0.064981949458483748
    x(2_2_11_3)  c_e_one_path(2_2_11)_  1
    x(2_2_11_3)  c_e_flow(2_2_0)_  1
    x(2_2_11_3)  c_u_processors(2_11_0)_  5
    x(2_2_11_3)  c_u_area_cut(2)_  180
    x(2_2_11_4)  goodput   0.10830324909747292
    x(2_2_11_4)  c_e_one_path(2_2_11)_  1
    x(2_2_11_4)  c_e_flow(2_2_1)_  1
    x(2_2_11_4)  c_u_processors(2_11_0)_  5
    x(2_2_11_4)  c_u_processors(2_11_1)_  5
    x(2_2_11_4)  c_u_processors(2_11_2)_  5
    x(2_2_11_4)  c_u_area_cut(2)_  300
    x(2_2_11_5)  goodput   0.093862815884476536
    x(2_2_11_5)  c_e_one_path(2_2_11)_  1
    x(2_2_11_5)  c_e_flow(2_2_1)_  1
    x(2_2_11_5)  c_u_processors(2_11_0)_  5
    x(2_2_11_5)  c_u_processors(2_11_1)_  5
    x(2_2_11_5)  c_u_area_cut(2)_  260
    x(2_2_11_6)  goodput   0.064981949458483748
    x(2_2_11_6)  c_e_one_path(2_2_11)_  1
    x(2_2_11_6)  c_e_flow(2_2_1)_  1
    x(2_2_11_6)  c_u_processors(2_11_0)_  5
    x(2_2_11_6)  c_u_area_cut(2)_  180
    x(2_2_11_7)  goodput   0.014440433212996389
    x(2_2_11_7)  c_e_one_path(2_2_11)_  1
    x(2_2_11_7)  c_e_flow(2_2_1)_  1
    x(2_2_11_7)  c_u_processors(2_11_1)_  5
    x(2_2_11_7)  c_u_processors(2_11_2)_  5
    x(2_2_11_7)  c_u_area_cut(2)_  40
    x(2_2_11_10)  goodput   0.093862815884476536
    x(2_2_11_10)  c_e_one_path(2_2_11)_  1
    x(2_2_11_10)  c_e_flow(2_2_2)_  1
    x(2_2_11_10)  c_u_processors(2_11_0)_  5
    x(2_2_11_10)  c_u_processors(2_11_1)_  5
    x(2_2_11_10)  c_u_processors(2_11_2)_  5
    x(2_2_11_10)  c_u_area_cut(2)_  260
    x(2_2_11_11)  goodput   0.079422382671480135
    x(2_2_11_11)  c_e_one_path(2_2_11)_  1
    x(2_2_11_11)  c_e_flow(2_2_2)_  1
    x(2_2_11_11)  c_u_processors(2_11_0)_  5
    x(2_2_11_11)  c_u_processors(2_11_1)_  5
    x(2_2_11_11)  c_u_area_cut(2)_  220
    x(2_2_11_12)  goodput   0.050541516245487361
    x(2_2_11_12)  c_e_one_path(2_2_11)_  1
    x(2_2_11_12)  c_e_flow(2_2_2)_  1
    x(2_2_11_12)  c_u_processors(2_11_0)_  5
    x(2_2_11_12)  c_u_area_cut(2)_  140
    x(2_2_11_13)  goodput   0.014440433212996389
    x(2_2_11_13)  c_e_one_path(2_2_11)_  1
    x(2_2_11_13)  c_e_flow(2_2_2)_  1
    x(2_2_11_13)  c_u_processors(2_11_1)_  5
    x(2_2_11_13)  c_u_processors(2_11_2)_  5
    x(2_2_11_13)  c_u_area_cut(2)_  40
    x(2_2_12_1)  goodput   0.10830324909747292
    x(2_2_12_1)  c_e_one_path(2_2_12)_  1
    x(2_2_12_1)  c_e_flow(2_2_0)_  1
    x(2_2_12_1)  c_u_processors(2_12_0)_  5
    x(2_2_12_1)  c_u_processors(2_12_1)_  5
    x(2_2_12_1)  c_u_processors(2_12_2)_  5
    x(2_2_12_1)  c_u_area_cut(2)_  300
    x(2_2_12_2)  goodput   0.093862815884476536
    x(2_2_12_2)  c_e_one_path(2_2_12)_  1
    x(2_2_12_2)  c_e_flow(2_2_0)_  1
    x(2_2_12_2)  c_u_processors(2_12_0)_  5
    x(2_2_12_2)  c_u_processors(2_12_1)_  5
    x(2_2_12_2)  c_u_area_cut(2)_  260
    x(2_2_12_3)  goodput   0.072202166064981949
    x(2_2_12_3)  c_e_one_path(2_2_12)_  1
    x(2_2_12_3)  c_e_flow(2_2_0)_  1
    x(2_2_12_3)  c_u_processors(2_12_0)_  5
    x(2_2_12_3)  c_u_area_cut(2)_  200
    x(2_2_12_4)  goodput   0.10830324909747292
    x(2_2_12_4)  c_e_one_path(2_2_12)_  1
    x(2_2_12_4)  c_e_flow(2_2_1)_  1
    x(2_2_12_4)  c_u_processors(2_12_0)_  5
    x(2_2_12_4)  c_u_processors(2_12_1)_  5
    x(2_2_12_4)  c_u_processors(2_12_2)_  5
    x(2_2_12_4)  c_u_area_cut(2)_  300
    x(2_2_12_5)  goodput   0.093862815884476536
    x(2_2_12_5)  c_e_one_path(2_2_12)_  1
    x(2_2_12_5)  c_e_flow(2_2_1)_  1
    x(2_2_12_5)  c_u_processors(2_12_0)_  5
    x(2_2_12_5)  c_u_processors(2_12_1)_  5
    x(2_2_12_5)  c_u_area_cut(2)_  260
    x(2_2_12_6)  goodput   0.072202166064981949
    x(2_2_12_6)  c_e_one_path(2_2_12)_  1
    x(2_2_12_6)  c_e_flow(2_2_1)_  1
    x(2_2_12_6)  c_u_processors(2_12_0)_  5
    x(2_2_12_6)  c_u_area_cut(2)_  200
    x(2_2_12_7)  goodput   0.0072202166064981943
    x(2_2_12_7)  c_e_one_path(2_2_12)_  1
    x(2_2_12_7)  c_e_flow(2_2_1)_  1
    x(2_2_12_7)  c_u_processors(2_12_1)_  5
    x(2_2_12_7)  c_u_processors(2_12_2)_  5
    x(2_2_12_7)  c_u_area_cut(2)_  20
    x(2_2_12_10)  goodput   0.093862815884476536
    x(2_2_12_10)  c_e_one_path(2_2_12)_  1
    x(2_2_12_10)  c_e_flow(2_2_2)_  1
    x(2_2_12_10)  c_u_processors(2_12_0)_  5
    x(2_2_12_10)  c_u_processors(2_12_1)_  5
    x(2_2_12_10)  c_u_processors(2_12_2)_  5
    x(2_2_12_10)  c_u_area_cut(2)_  260
    x(2_2_12_11)  goodput   0.079422382671480135
    x(2_2_12_11)  c_e_one_path(2_2_12)_  1
    x(2_2_12_11)  c_e_flow(2_2_2)_  1
    x(2_2_12_11)  c_u_processors(2_12_0)_  5
    x(2_2_12_11)  c_u_processors(2_12_1)_  5
    x(2_2_12_11)  c_u_area_cut(2)_  220
    x(2_2_12_12)  goodput   0.057761732851985555
    x(2_2_12_12)  c_e_one_path(2_2_12)_  1
    x(2_2_12_12)  c_e_flow(2_2_2)_  1
    x(2_2_12_12)  c_u_processors(2_12_0)_  5
    x(2_2_12_12)  c_u_area_cut(2)_  160
    x(2_2_12_13)  goodput   0.0072202166064981943
    x(2_2_12_13)  c_e_one_path(2_2_12)_  1
    x(2_2_12_13)  c_e_flow(2_2_2)_  1
    x(2_2_12_13)  c_u_processors(2_12_1)_  5
    x(2_2_12_13)  c_u_processors(2_12_2)_  5
    x(2_2_12_13)  c_u_area_cut(2)_  20
    x(2_2_13_1)  goodput   0.10830324909747292
    x(2_2_13_1)  c_e_one_path(2_2_13)_  1
    x(2_2_13_1)  c_e_flow(2_2_0)_  1
    x(2_2_13_1)  c_u_processors(2_13_0)_  5
    x(2_2_13_1)  c_u_processors(2_13_1)_  5
    x(2_2_13_1)  c_u_processors(2_13_2)_  5
    x(2_2_13_1)  c_u_area_cut(2)_  300
    x(2_2_13_2)  goodput   0.093862815884476536
    x(2_2_13_2)  c_e_one_path(2_2_13)_  1
    x(2_2_13_2)  c_e_flow(2_2_0)_  1
    x(2_2_13_2)  c_u_processors(2_13_0)_  5
    x(2_2_13_2)  c_u_processors(2_13_1)_  5
    x(2_2_13_2)  c_u_area_cut(2)_  260
    x(2_2_13_3)  goodput   0.075812274368231042
    x(2_2_13_3)  c_e_one_path(2_2_13)_  1
    x(2_2_13_3)  c_e_flow(2_2_0)_  1
    x(2_2_13_3)  c_u_processors(2_13_0)_  5
    x(2_2_13_3)  c_u_area_cut(2)_  210
    x(2_2_13_4)  goodput   0.10830324909747292
    x(2_2_13_4)  c_e_one_path(2_2_13)_  1
    x(2_2_13_4)  c_e_flow(2_2_1)_  1
    x(2_2_13_4)  c_u_processors(2_13_0)_  5
    x(2_2_13_4)  c_u_processors(2_13_1)_  5
    x(2_2_13_4)  c_u_processors(2_13_2)_  5
    x(2_2_13_4)  c_u_area_cut(2)_  300
    x(2_2_13_5)  goodput   0.093862815884476536
    x(2_2_13_5)  c_e_one_path(2_2_13)_  1
    x(2_2_13_5)  c_e_flow(2_2_1)_  1
    x(2_2_13_5)  c_u_processors(2_13_0)_  5
    x(2_2_13_5)  c_u_processors(2_13_1)_  5
    x(2_2_13_5)  c_u_area_cut(2)_  260
    x(2_2_13_6)  goodput   0.075812274368231042
    x(2_2_13_6)  c_e_one_path(2_2_13)_  1
    x(2_2_13_6)  c_e_flow(2_2_1)_  1
    x(2_2_13_6)  c_u_processors(2_13_0)_  5
    x(2_2_13_6)  c_u_area_cut(2)_  210
    x(2_2_13_7)  goodput   0.0036101083032490972
    x(2_2_13_7)  c_e_one_path(2_2_13)_  1
    x(2_2_13_7)  c_e_flow(2_2_1)_  1
    x(2_2_13_7)  c_u_processors(2_13_1)_  5
    x(2_2_13_7)  c_u_processors(2_13_2)_  5
    x(2_2_13_7)  c_u_area_cut(2)_  10
    x(2_2_13_10)  goodput   0.093862815884476536
    x(2_2_13_10)  c_e_one_path(2_2_13)_  1
    x(2_2_13_10)  c_e_flow(2_2_2)_  1
    x(2_2_13_10)  c_u_processors(2_13_0)_  5
    x(2_2_13_10)  c_u_processors(2_13_1)_  5
    x(2_2_13_10)  c_u_processors(2_13_2)_  5
    x(2_2_13_10)  c_u_area_cut(2)_  260
    x(2_2_13_11)  goodput   0.079422382671480135
    x(2_2_13_11)  c_e_one_path(2_2_13)_  1
    x(2_2_13_11)  c_e_flow(2_2_2)_  1
    x(2_2_13_11)  c_u_processors(2_13_0)_  5
    x(2_2_13_11)  c_u_processors(2_13_1)_  5
    x(2_2_13_11)  c_u_area_cut(2)_  220
    x(2_2_13_12)  goodput   0.061371841155234655
    x(2_2_13_12)  c_e_one_path(2_2_13)_  1
    x(2_2_13_12)  c_e_flow(2_2_2)_  1
    x(2_2_13_12)  c_u_processors(2_13_0)_  5
    x(2_2_13_12)  c_u_area_cut(2)_  170
    x(2_2_13_13)  goodput   0.0036101083032490972
    x(2_2_13_13)  c_e_one_path(2_2_13)_  1
    x(2_2_13_13)  c_e_flow(2_2_2)_  1
    x(2_2_13_13)  c_u_processors(2_13_1)_  5
    x(2_2_13_13)  c_u_processors(2_13_2)_  5
    x(2_2_13_13)  c_u_area_cut(2)_  10
    x(2_2_14_1)  goodput   0.10830324909747292
    x(2_2_14_1)  c_e_one_path(2_2_14)_  1
    x(2_2_14_1)  c_e_flow(2_2_0)_  1
    x(2_2_14_1)  c_u_processors(2_14_0)_  5
    x(2_2_14_1)  c_u_processors(2_14_1)_  5
    x(2_2_14_1)  c_u_processors(2_14_2)_  5
    x(2_2_14_1)  c_u_area_cut(2)_  300
    x(2_2_14_2)  goodput   0.093862815884476536
    x(2_2_14_2)  c_e_one_path(2_2_14)_  1
    x(2_2_14_2)  c_e_flow(2_2_0)_  1
    x(2_2_14_2)  c_u_processors(2_14_0)_  5
    x(2_2_14_2)  c_u_processors(2_14_1)_  5
    x(2_2_14_2)  c_u_area_cut(2)_  260
    x(2_2_14_3)  goodput   0.079422382671480135
    x(2_2_14_3)  c_e_one_path(2_2_14)_  1
    x(2_2_14_3)  c_e_flow(2_2_0)_  1
    x(2_2_14_3)  c_u_processors(2_14_0)_  5
    x(2_2_14_3)  c_u_area_cut(2)_  220
    x(2_2_14_4)  goodput   0.10830324909747292
    x(2_2_14_4)  c_e_one_path(2_2_14)_  1
    x(2_2_14_4)  c_e_flow(2_2_1)_  1
    x(2_2_14_4)  c_u_processors(2_14_0)_  5
    x(2_2_14_4)  c_u_processors(2_14_1)_  5
    x(2_2_14_4)  c_u_processors(2_14_2)_  5
    x(2_2_14_4)  c_u_area_cut(2)_  300
    x(2_2_14_5)  goodput   0.093862815884476536
    x(2_2_14_5)  c_e_one_path(2_2_14)_  1
    x(2_2_14_5)  c_e_flow(2_2_1)_  1
    x(2_2_14_5)  c_u_processors(2_14_0)_  5
    x(2_2_14_5)  c_u_processors(2_14_1)_  5
    x(2_2_14_5)  c_u_area_cut(2)_  260
    x(2_2_14_6)  goodput   0.079422382671480135
    x(2_2_14_6)  c_e_one_path(2_2_14)_  1
    x(2_2_14_6)  c_e_flow(2_2_1)_  1
    x(2_2_14_6)  c_u_processors(2_14_0)_  5
    x(2_2_14_6)  c_u_area_cut(2)_  220
    x(2_2_14_10)  goodput   0.093862815884476536
    x(2_2_14_10)  c_e_one_path(2_2_14)_  1
    x(2_2_14_10)  c_e_flow(2_2_2)_  1
    x(2_2_14_10)  c_u_processors(2_14_0)_  5
    x(2_2_14_10)  c_u_processors(2_14_1)_  5
    x(2_2_14_10)  c_u_processors(2_14_2)_  5
    x(2_2_14_10)  c_u_area_cut(2)_  260
    x(2_2_14_11)  goodput   0.079422382671480135
    x(2_2_14_11)  c_e_one_path(2_2_14)_  1
    x(2_2_14_11)  c_e_flow(2_2_2)_  1
    x(2_2_14_11)  c_u_processors(2_14_0)_  5
    x(2_2_14_11)  c_u_processors(2_14_1)_  5
    x(2_2_14_11)  c_u_area_cut(2)_  220
    x(2_2_14_12)  goodput   0.064981949458483748
    x(2_2_14_12)  c_e_one_path(2_2_14)_  1
    x(2_2_14_12)  c_e_flow(2_2_2)_  1
    x(2_2_14_12)  c_u_processors(2_14_0)_  5
    x(2_2_14_12)  c_u_area_cut(2)_  180
    x(2_2_15_1)  goodput   0.10830324909747292
    x(2_2_15_1)  c_e_one_path(2_2_15)_  1
    x(2_2_15_1)  c_e_flow(2_2_0)_  1
    x(2_2_15_1)  c_u_processors(2_15_0)_  5
    x(2_2_15_1)  c_u_processors(2_15_1)_  5
    x(2_2_15_1)  c_u_processors(2_15_2)_  5
    x(2_2_15_1)  c_u_area_cut(2)_  300
    x(2_2_15_2)  goodput   0.093862815884476536
    x(2_2_15_2)  c_e_one_path(2_2_15)_  1
    x(2_2_15_2)  c_e_flow(2_2_0)_  1
    x(2_2_15_2)  c_u_processors(2_15_0)_  5
    x(2_2_15_2)  c_u_processors(2_15_1)_  5
    x(2_2_15_2)  c_u_area_cut(2)_  260
    x(2_2_15_3)  goodput   0.083032490974729242
    x(2_2_15_3)  c_e_one_path(2_2_15)_  1
    x(2_2_15_3)  c_e_flow(2_2_0)_  1
    x(2_2_15_3)  c_u_processors(2_15_0)_  5
    x(2_2_15_3)  c_u_area_cut(2)_  230
    x(2_2_15_4)  goodput   0.10830324909747292
    x(2_2_15_4)  c_e_one_path(2_2_15)_  1
    x(2_2_15_4)  c_e_flow(2_2_1)_  1
    x(2_2_15_4)  c_u_processors(2_15_0)_  5
    x(2_2_15_4)  c_u_processors(2_15_1)_  5
    x(2_2_15_4)  c_u_processors(2_15_2)_  5
    x(2_2_15_4)  c_u_area_cut(2)_  300
    x(2_2_15_5)  goodput   0.093862815884476536
    x(2_2_15_5)  c_e_one_path(2_2_15)_  1
    x(2_2_15_5)  c_e_flow(2_2_1)_  1
    x(2_2_15_5)  c_u_processors(2_15_0)_  5
    x(2_2_15_5)  c_u_processors(2_15_1)_  5
    x(2_2_15_5)  c_u_area_cut(2)_  260
    x(2_2_15_6)  goodput   0.083032490974729242
    x(2_2_15_6)  c_e_one_path(2_2_15)_  1
    x(2_2_15_6)  c_e_flow(2_2_1)_  1
    x(2_2_15_6)  c_u_processors(2_15_0)_  5
    x(2_2_15_6)  c_u_area_cut(2)_  230
    x(2_2_15_10)  goodput   0.093862815884476536
    x(2_2_15_10)  c_e_one_path(2_2_15)_  1
    x(2_2_15_10)  c_e_flow(2_2_2)_  1
    x(2_2_15_10)  c_u_processors(2_15_0)_  5
    x(2_2_15_10)  c_u_processors(2_15_1)_  5
    x(2_2_15_10)  c_u_processors(2_15_2)_  5
    x(2_2_15_10)  c_u_area_cut(2)_  260
    x(2_2_15_11)  goodput   0.079422382671480135
    x(2_2_15_11)  c_e_one_path(2_2_15)_  1
    x(2_2_15_11)  c_e_flow(2_2_2)_  1
    x(2_2_15_11)  c_u_processors(2_15_0)_  5
    x(2_2_15_11)  c_u_processors(2_15_1)_  5
    x(2_2_15_11)  c_u_area_cut(2)_  220
    x(2_2_15_12)  goodput   0.068592057761732841
    x(2_2_15_12)  c_e_one_path(2_2_15)_  1
    x(2_2_15_12)  c_e_flow(2_2_2)_  1
    x(2_2_15_12)  c_u_processors(2_15_0)_  5
    x(2_2_15_12)  c_u_area_cut(2)_  190
    x(2_2_16_1)  goodput   0.10830324909747292
    x(2_2_16_1)  c_e_one_path(2_2_16)_  1
    x(2_2_16_1)  c_e_flow(2_2_0)_  1
    x(2_2_16_1)  c_u_processors(2_16_0)_  5
    x(2_2_16_1)  c_u_processors(2_16_1)_  5
    x(2_2_16_1)  c_u_processors(2_16_2)_  5
    x(2_2_16_1)  c_u_area_cut(2)_  300
    x(2_2_16_2)  goodput   0.093862815884476536
    x(2_2_16_2)  c_e_one_path(2_2_16)_  1
    x(2_2_16_2)  c_e_flow(2_2_0)_  1
    x(2_2_16_2)  c_u_processors(2_16_0)_  5
    x(2_2_16_2)  c_u_processors(2_16_1)_  5
    x(2_2_16_2)  c_u_area_cut(2)_  260
    x(2_2_16_3)  goodput   0.084837545126353789
    x(2_2_16_3)  c_e_one_path(2_2_16)_  1
    x(2_2_16_3)  c_e_flow(2_2_0)_  1
    x(2_2_16_3)  c_u_processors(2_16_0)_  5
    x(2_2_16_3)  c_u_area_cut(2)_  235
    x(2_2_16_4)  goodput   0.10830324909747292
    x(2_2_16_4)  c_e_one_path(2_2_16)_  1
    x(2_2_16_4)  c_e_flow(2_2_1)_  1
    x(2_2_16_4)  c_u_processors(2_16_0)_  5
    x(2_2_16_4)  c_u_processors(2_16_1)_  5
    x(2_2_16_4)  c_u_processors(2_16_2)_  5
    x(2_2_16_4)  c_u_area_cut(2)_  300
    x(2_2_16_5)  goodput   0.093862815884476536
    x(2_2_16_5)  c_e_one_path(2_2_16)_  1
    x(2_2_16_5)  c_e_flow(2_2_1)_  1
    x(2_2_16_5)  c_u_processors(2_16_0)_  5
    x(2_2_16_5)  c_u_processors(2_16_1)_  5
    x(2_2_16_5)  c_u_area_cut(2)_  260
    x(2_2_16_6)  goodput   0.084837545126353789
    x(2_2_16_6)  c_e_one_path(2_2_16)_  1
    x(2_2_16_6)  c_e_flow(2_2_1)_  1
    x(2_2_16_6)  c_u_processors(2_16_0)_  5
    x(2_2_16_6)  c_u_area_cut(2)_  235
    x(2_2_16_10)  goodput   0.093862815884476536
    x(2_2_16_10)  c_e_one_path(2_2_16)_  1
    x(2_2_16_10)  c_e_flow(2_2_2)_  1
    x(2_2_16_10)  c_u_processors(2_16_0)_  5
    x(2_2_16_10)  c_u_processors(2_16_1)_  5
    x(2_2_16_10)  c_u_processors(2_16_2)_  5
    x(2_2_16_10)  c_u_area_cut(2)_  260
    x(2_2_16_11)  goodput   0.079422382671480135
    x(2_2_16_11)  c_e_one_path(2_2_16)_  1
    x(2_2_16_11)  c_e_flow(2_2_2)_  1
    x(2_2_16_11)  c_u_processors(2_16_0)_  5
    x(2_2_16_11)  c_u_processors(2_16_1)_  5
    x(2_2_16_11)  c_u_area_cut(2)_  220
    x(2_2_16_12)  goodput   0.070397111913357402
    x(2_2_16_12)  c_e_one_path(2_2_16)_  1
    x(2_2_16_12)  c_e_flow(2_2_2)_  1
    x(2_2_16_12)  c_u_processors(2_16_0)_  5
    x(2_2_16_12)  c_u_area_cut(2)_  195
    x(2_2_17_1)  goodput   0.10830324909747292
    x(2_2_17_1)  c_e_one_path(2_2_17)_  1
    x(2_2_17_1)  c_e_flow(2_2_0)_  1
    x(2_2_17_1)  c_u_processors(2_17_0)_  5
    x(2_2_17_1)  c_u_processors(2_17_1)_  5
    x(2_2_17_1)  c_u_processors(2_17_2)_  5
    x(2_2_17_1)  c_u_area_cut(2)_  300
    x(2_2_17_2)  goodput   0.093862815884476536
    x(2_2_17_2)  c_e_one_path(2_2_17)_  1
    x(2_2_17_2)  c_e_flow(2_2_0)_  1
    x(2_2_17_2)  c_u_processors(2_17_0)_  5
    x(2_2_17_2)  c_u_processors(2_17_1)_  5
    x(2_2_17_2)  c_u_area_cut(2)_  260
    x(2_2_17_3)  goodput   0.093862815884476536
    x(2_2_17_3)  c_e_one_path(2_2_17)_  1
    x(2_2_17_3)  c_e_flow(2_2_0)_  1
    x(2_2_17_3)  c_u_processors(2_17_0)_  5
    x(2_2_17_3)  c_u_area_cut(2)_  260
    x(2_2_17_4)  goodput   0.10830324909747292
    x(2_2_17_4)  c_e_one_path(2_2_17)_  1
    x(2_2_17_4)  c_e_flow(2_2_1)_  1
    x(2_2_17_4)  c_u_processors(2_17_0)_  5
    x(2_2_17_4)  c_u_processors(2_17_1)_  5
    x(2_2_17_4)  c_u_processors(2_17_2)_  5
    x(2_2_17_4)  c_u_area_cut(2)_  300
    x(2_2_17_5)  goodput   0.093862815884476536
    x(2_2_17_5)  c_e_one_path(2_2_17)_  1
    x(2_2_17_5)  c_e_flow(2_2_1)_  1
    x(2_2_17_5)  c_u_processors(2_17_0)_  5
    x(2_2_17_5)  c_u_processors(2_17_1)_  5
    x(2_2_17_5)  c_u_area_cut(2)_  260
    x(2_2_17_6)  goodput   0.093862815884476536
    x(2_2_17_6)  c_e_one_path(2_2_17)_  1
    x(2_2_17_6)  c_e_flow(2_2_1)_  1
    x(2_2_17_6)  c_u_processors(2_17_0)_  5
    x(2_2_17_6)  c_u_area_cut(2)_  260
    x(2_2_17_10)  goodput   0.093862815884476536
    x(2_2_17_10)  c_e_one_path(2_2_17)_  1
    x(2_2_17_10)  c_e_flow(2_2_2)_  1
    x(2_2_17_10)  c_u_processors(2_17_0)_  5
    x(2_2_17_10)  c_u_processors(2_17_1)_  5
    x(2_2_17_10)  c_u_processors(2_17_2)_  5
    x(2_2_17_10)  c_u_area_cut(2)_  260
    x(2_2_17_11)  goodput   0.079422382671480135
    x(2_2_17_11)  c_e_one_path(2_2_17)_  1
    x(2_2_17_11)  c_e_flow(2_2_2)_  1
    x(2_2_17_11)  c_u_processors(2_17_0)_  5
    x(2_2_17_11)  c_u_processors(2_17_1)_  5
    x(2_2_17_11)  c_u_area_cut(2)_  220
    x(2_2_17_12)  goodput   0.079422382671480135
    x(2_2_17_12)  c_e_one_path(2_2_17)_  1
    x(2_2_17_12)  c_e_flow(2_2_2)_  1
    x(2_2_17_12)  c_u_processors(2_17_0)_  5
    x(2_2_17_12)  c_u_area_cut(2)_  220
    x(3_0_0_1)  goodput   0.10108303249097472
    x(3_0_0_1)  c_e_one_path(3_0_0)_  1
    x(3_0_0_1)  c_e_flow(3_0_0)_  1
    x(3_0_0_1)  c_e_flow(3_1_0)_  -1
    x(3_0_0_1)  c_u_processors(0_0_0)_  7
    x(3_0_0_1)  c_u_processors(0_0_1)_  7
    x(3_0_0_1)  c_u_processors(0_0_2)_  7
    x(3_0_0_1)  c_u_area_cut(0)_  280
    x(3_0_0_2)  goodput   0.075812274368231042
    x(3_0_0_2)  c_e_one_path(3_0_0)_  1
    x(3_0_0_2)  c_e_flow(3_0_0)_  1
    x(3_0_0_2)  c_e_flow(3_1_1)_  -1
    x(3_0_0_2)  c_u_processors(0_0_0)_  7
    x(3_0_0_2)  c_u_processors(0_0_1)_  7
    x(3_0_0_2)  c_u_area_cut(0)_  210
    x(3_0_0_4)  goodput   0.10108303249097472
    x(3_0_0_4)  c_e_one_path(3_0_0)_  1
    x(3_0_0_4)  c_e_flow(3_0_1)_  1
    x(3_0_0_4)  c_e_flow(3_1_0)_  -1
    x(3_0_0_4)  c_u_processors(0_0_0)_  7
    x(3_0_0_4)  c_u_processors(0_0_1)_  7
    x(3_0_0_4)  c_u_processors(0_0_2)_  7
    x(3_0_0_4)  c_u_area_cut(0)_  280
    x(3_0_0_5)  goodput   0.075812274368231042
    x(3_0_0_5)  c_e_one_path(3_0_0)_  1
    x(3_0_0_5)  c_e_flow(3_0_1)_  1
    x(3_0_0_5)  c_e_flow(3_1_1)_  -1
    x(3_0_0_5)  c_u_processors(0_0_0)_  7
    x(3_0_0_5)  c_u_processors(0_0_1)_  7
    x(3_0_0_5)  c_u_area_cut(0)_  210
    x(3_0_0_7)  goodput   0.075812274368231042
    x(3_0_0_7)  c_e_one_path(3_0_0)_  1
    x(3_0_0_7)  c_e_flow(3_0_1)_  1
    x(3_0_0_7)  c_e_flow(3_1_0)_  -1
    x(3_0_0_7)  c_u_processors(0_0_1)_  7
    x(3_0_0_7)  c_u_processors(0_0_2)_  7
    x(3_0_0_7)  c_u_area_cut(0)_  210
    x(3_0_0_8)  goodput   0.050541516245487361
    x(3_0_0_8)  c_e_one_path(3_0_0)_  1
    x(3_0_0_8)  c_e_flow(3_0_1)_  1
    x(3_0_0_8)  c_e_flow(3_1_1)_  -1
    x(3_0_0_8)  c_u_processors(0_0_1)_  7
    x(3_0_0_8)  c_u_area_cut(0)_  140
    x(3_0_0_10)  goodput   0.075812274368231042
    x(3_0_0_10)  c_e_one_path(3_0_0)_  1
    x(3_0_0_10)  c_e_flow(3_0_2)_  1
    x(3_0_0_10)  c_e_flow(3_1_0)_  -1
    x(3_0_0_10)  c_u_processors(0_0_0)_  7
    x(3_0_0_10)  c_u_processors(0_0_1)_  7
    x(3_0_0_10)  c_u_processors(0_0_2)_  7
    x(3_0_0_10)  c_u_area_cut(0)_  210
    x(3_0_0_11)  goodput   0.050541516245487361
    x(3_0_0_11)  c_e_one_path(3_0_0)_  1
    x(3_0_0_11)  c_e_flow(3_0_2)_  1
    x(3_0_0_11)  c_e_flow(3_1_1)_  -1
    x(3_0_0_11)  c_u_processors(0_0_0)_  7
    x(3_0_0_11)  c_u_processors(0_0_1)_  7
    x(3_0_0_11)  c_u_area_cut(0)_  140
    x(3_0_0_13)  goodput   0.075812274368231042
    x(3_0_0_13)  c_e_one_path(3_0_0)_  1
    x(3_0_0_13)  c_e_flow(3_0_2)_  1
    x(3_0_0_13)  c_e_flow(3_1_0)_  -1
    x(3_0_0_13)  c_u_processors(0_0_1)_  7
    x(3_0_0_13)  c_u_processors(0_0_2)_  7
    x(3_0_0_13)  c_u_area_cut(0)_  210
    x(3_0_0_14)  goodput   0.050541516245487361
    x(3_0_0_14)  c_e_one_path(3_0_0)_  1
    x(3_0_0_14)  c_e_flow(3_0_2)_  1
    x(3_0_0_14)  c_e_flow(3_1_1)_  -1
    x(3_0_0_14)  c_u_processors(0_0_1)_  7
    x(3_0_0_14)  c_u_area_cut(0)_  140
    x(3_0_1_1)  goodput   0.10108303249097472
    x(3_0_1_1)  c_e_one_path(3_0_1)_  1
    x(3_0_1_1)  c_e_flow(3_0_0)_  1
    x(3_0_1_1)  c_e_flow(3_1_0)_  -1
    x(3_0_1_1)  c_u_processors(0_1_0)_  7
    x(3_0_1_1)  c_u_processors(0_1_1)_  7
    x(3_0_1_1)  c_u_processors(0_1_2)_  7
    x(3_0_1_1)  c_u_area_cut(0)_  280
    x(3_0_1_2)  goodput   0.075812274368231042
    x(3_0_1_2)  c_e_one_path(3_0_1)_  1
    x(3_0_1_2)  c_e_flow(3_0_0)_  1
    x(3_0_1_2)  c_e_flow(3_1_1)_  -1
    x(3_0_1_2)  c_u_processors(0_1_0)_  7
    x(3_0_1_2)  c_u_processors(0_1_1)_  7
    x(3_0_1_2)  c_u_area_cut(0)_  210
    x(3_0_1_4)  goodput   0.10108303249097472
    x(3_0_1_4)  c_e_one_path(3_0_1)_  1
    x(3_0_1_4)  c_e_flow(3_0_1)_  1
    x(3_0_1_4)  c_e_flow(3_1_0)_  -1
    x(3_0_1_4)  c_u_processors(0_1_0)_  7
    x(3_0_1_4)  c_u_processors(0_1_1)_  7
    x(3_0_1_4)  c_u_processors(0_1_2)_  7
    x(3_0_1_4)  c_u_area_cut(0)_  280
    x(3_0_1_5)  goodput   0.075812274368231042
    x(3_0_1_5)  c_e_one_path(3_0_1)_  1
    x(3_0_1_5)  c_e_flow(3_0_1)_  1
    x(3_0_1_5)  c_e_flow(3_1_1)_  -1
    x(3_0_1_5)  c_u_processors(0_1_0)_  7
    x(3_0_1_5)  c_u_processors(0_1_1)_  7
    x(3_0_1_5)  c_u_area_cut(0)_  210
    x(3_0_1_7)  goodput   0.063176895306859202
    x(3_0_1_7)  c_e_one_path(3_0_1)_  1
    x(3_0_1_7)  c_e_flow(3_0_1)_  1
    x(3_0_1_7)  c_e_flow(3_1_0)_  -1
    x(3_0_1_7)  c_u_processors(0_1_1)_  7
    x(3_0_1_7)  c_u_processors(0_1_2)_  7
    x(3_0_1_7)  c_u_area_cut(0)_  175
    x(3_0_1_8)  goodput   0.037906137184115521
    x(3_0_1_8)  c_e_one_path(3_0_1)_  1
    x(3_0_1_8)  c_e_flow(3_0_1)_  1
    x(3_0_1_8)  c_e_flow(3_1_1)_  -1
    x(3_0_1_8)  c_u_processors(0_1_1)_  7
    x(3_0_1_8)  c_u_area_cut(0)_  105
    x(3_0_1_10)  goodput   0.075812274368231042
    x(3_0_1_10)  c_e_one_path(3_0_1)_  1
    x(3_0_1_10)  c_e_flow(3_0_2)_  1
    x(3_0_1_10)  c_e_flow(3_1_0)_  -1
    x(3_0_1_10)  c_u_processors(0_1_0)_  7
    x(3_0_1_10)  c_u_processors(0_1_1)_  7
    x(3_0_1_10)  c_u_processors(0_1_2)_  7
    x(3_0_1_10)  c_u_area_cut(0)_  210
    x(3_0_1_11)  goodput   0.050541516245487361
    x(3_0_1_11)  c_e_one_path(3_0_1)_  1
    x(3_0_1_11)  c_e_flow(3_0_2)_  1
    x(3_0_1_11)  c_e_flow(3_1_1)_  -1
    x(3_0_1_11)  c_u_processors(0_1_0)_  7
    x(3_0_1_11)  c_u_processors(0_1_1)_  7
    x(3_0_1_11)  c_u_area_cut(0)_  140
    x(3_0_1_13)  goodput   0.063176895306859202
    x(3_0_1_13)  c_e_one_path(3_0_1)_  1
    x(3_0_1_13)  c_e_flow(3_0_2)_  1
    x(3_0_1_13)  c_e_flow(3_1_0)_  -1
    x(3_0_1_13)  c_u_processors(0_1_1)_  7
    x(3_0_1_13)  c_u_processors(0_1_2)_  7
    x(3_0_1_13)  c_u_area_cut(0)_  175
    x(3_0_1_14)  goodput   0.037906137184115521
    x(3_0_1_14)  c_e_one_path(3_0_1)_  1
    x(3_0_1_14)  c_e_flow(3_0_2)_  1
    x(3_0_1_14)  c_e_flow(3_1_1)_  -1
    x(3_0_1_14)  c_u_processors(0_1_1)_  7
    x(3_0_1_14)  c_u_area_cut(0)_  105
    x(3_0_2_1)  goodput   0.10108303249097472
    x(3_0_2_1)  c_e_one_path(3_0_2)_  1
    x(3_0_2_1)  c_e_flow(3_0_0)_  1
    x(3_0_2_1)  c_e_flow(3_1_0)_  -1
    x(3_0_2_1)  c_u_processors(0_2_0)_  7
    x(3_0_2_1)  c_u_processors(0_2_1)_  7
    x(3_0_2_1)  c_u_processors(0_2_2)_  7
    x(3_0_2_1)  c_u_area_cut(0)_  280
    x(3_0_2_2)  goodput   0.075812274368231042
    x(3_0_2_2)  c_e_one_path(3_0_2)_  1
    x(3_0_2_2)  c_e_flow(3_0_0)_  1
    x(3_0_2_2)  c_e_flow(3_1_1)_  -1
    x(3_0_2_2)  c_u_processors(0_2_0)_  7
    x(3_0_2_2)  c_u_processors(0_2_1)_  7
    x(3_0_2_2)  c_u_area_cut(0)_  210
    x(3_0_2_4)  goodput   0.10108303249097472
    x(3_0_2_4)  c_e_one_path(3_0_2)_  1
    x(3_0_2_4)  c_e_flow(3_0_1)_  1
    x(3_0_2_4)  c_e_flow(3_1_0)_  -1
    x(3_0_2_4)  c_u_processors(0_2_0)_  7
    x(3_0_2_4)  c_u_processors(0_2_1)_  7
    x(3_0_2_4)  c_u_processors(0_2_2)_  7
    x(3_0_2_4)  c_u_area_cut(0)_  280
    x(3_0_2_5)  goodput   0.075812274368231042
    x(3_0_2_5)  c_e_one_path(3_0_2)_  1
    x(3_0_2_5)  c_e_flow(3_0_1)_  1
    x(3_0_2_5)  c_e_flow(3_1_1)_  -1
    x(3_0_2_5)  c_u_processors(0_2_0)_  7
    x(3_0_2_5)  c_u_processors(0_2_1)_  7
    x(3_0_2_5)  c_u_area_cut(0)_  210
    x(3_0_2_7)  goodput   0.060649819494584832
    x(3_0_2_7)  c_e_one_path(3_0_2)_  1
    x(3_0_2_7)  c_e_flow(3_0_1)_  1
    x(3_0_2_7)  c_e_flow(3_1_0)_  -1
    x(3_0_2_7)  c_u_processors(0_2_1)_  7
    x(3_0_2_7)  c_u_processors(0_2_2)_  7
    x(3_0_2_7)  c_u_area_cut(0)_  168
    x(3_0_2_8)  goodput   0.035379061371841151
    x(3_0_2_8)  c_e_one_path(3_0_2)_  1
    x(3_0_2_8)  c_e_flow(3_0_1)_  1
    x(3_0_2_8)  c_e_flow(3_1_1)_  -1
    x(3_0_2_8)  c_u_processors(0_2_1)_  7
    x(3_0_2_8)  c_u_area_cut(0)_  98
    x(3_0_2_10)  goodput   0.075812274368231042
    x(3_0_2_10)  c_e_one_path(3_0_2)_  1
    x(3_0_2_10)  c_e_flow(3_0_2)_  1
    x(3_0_2_10)  c_e_flow(3_1_0)_  -1
    x(3_0_2_10)  c_u_processors(0_2_0)_  7
    x(3_0_2_10)  c_u_processors(0_2_1)_  7
    x(3_0_2_10)  c_u_processors(0_2_2)_  7
    x(3_0_2_10)  c_u_area_cut(0)_  210
    x(3_0_2_11)  goodput   0.050541516245487361
    x(3_0_2_11)  c_e_one_path(3_0_2)_  1
    x(3_0_2_11)  c_e_flow(3_0_2)_  1
    x(3_0_2_11)  c_e_flow(3_1_1)_  -1
    x(3_0_2_11)  c_u_processors(0_2_0)_  7
    x(3_0_2_11)  c_u_processors(0_2_1)_  7
    x(3_0_2_11)  c_u_area_cut(0)_  140
    x(3_0_2_13)  goodput   0.060649819494584832
    x(3_0_2_13)  c_e_one_path(3_0_2)_  1
    x(3_0_2_13)  c_e_flow(3_0_2)_  1
    x(3_0_2_13)  c_e_flow(3_1_0)_  -1
    x(3_0_2_13)  c_u_processors(0_2_1)_  7
    x(3_0_2_13)  c_u_processors(0_2_2)_  7
    x(3_0_2_13)  c_u_area_cut(0)_  168
    x(3_0_2_14)  goodput   0.035379061371841151
    x(3_0_2_14)  c_e_one_path(3_0_2)_  1
    x(3_0_2_14)  c_e_flow(3_0_2)_  1
    x(3_0_2_14)  c_e_flow(3_1_1)_  -1
    x(3_0_2_14)  c_u_processors(0_2_1)_  7
    x(3_0_2_14)  c_u_area_cut(0)_  98
    x(3_0_3_1)  goodput   0.10108303249097472
    x(3_0_3_1)  c_e_one_path(3_0_3)_  1
    x(3_0_3_1)  c_e_flow(3_0_0)_  1
    x(3_0_3_1)  c_e_flow(3_1_0)_  -1
    x(3_0_3_1)  c_u_processors(0_3_0)_  7
    x(3_0_3_1)  c_u_processors(0_3_1)_  7
    x(3_0_3_1)  c_u_processors(0_3_2)_  7
    x(3_0_3_1)  c_u_area_cut(0)_  280
    x(3_0_3_2)  goodput   0.075812274368231042
    x(3_0_3_2)  c_e_one_path(3_0_3)_  1
    x(3_0_3_2)  c_e_flow(3_0_0)_  1
    x(3_0_3_2)  c_e_flow(3_1_1)_  -1
    x(3_0_3_2)  c_u_processors(0_3_0)_  7
    x(3_0_3_2)  c_u_processors(0_3_1)_  7
    x(3_0_3_2)  c_u_area_cut(0)_  210
    x(3_0_3_4)  goodput   0.10108303249097472
    x(3_0_3_4)  c_e_one_path(3_0_3)_  1
    x(3_0_3_4)  c_e_flow(3_0_1)_  1
    x(3_0_3_4)  c_e_flow(3_1_0)_  -1
    x(3_0_3_4)  c_u_processors(0_3_0)_  7
    x(3_0_3_4)  c_u_processors(0_3_1)_  7
    x(3_0_3_4)  c_u_processors(0_3_2)_  7
    x(3_0_3_4)  c_u_area_cut(0)_  280
    x(3_0_3_5)  goodput   0.075812274368231042
    x(3_0_3_5)  c_e_one_path(3_0_3)_  1
    x(3_0_3_5)  c_e_flow(3_0_1)_  1
    x(3_0_3_5)  c_e_flow(3_1_1)_  -1
    x(3_0_3_5)  c_u_processors(0_3_0)_  7
    x(3_0_3_5)  c_u_processors(0_3_1)_  7
    x(3_0_3_5)  c_u_area_cut(0)_  210
    x(3_0_3_7)  goodput   0.0555956678700361
    x(3_0_3_7)  c_e_one_path(3_0_3)_  1
    x(3_0_3_7)  c_e_flow(3_0_1)_  1
    x(3_0_3_7)  c_e_flow(3_1_0)_  -1
    x(3_0_3_7)  c_u_processors(0_3_1)_  7
    x(3_0_3_7)  c_u_processors(0_3_2)_  7
    x(3_0_3_7)  c_u_area_cut(0)_  154
    x(3_0_3_8)  goodput   0.030324909747292416
    x(3_0_3_8)  c_e_one_path(3_0_3)_  1
    x(3_0_3_8)  c_e_flow(3_0_1)_  1
    x(3_0_3_8)  c_e_flow(3_1_1)_  -1
    x(3_0_3_8)  c_u_processors(0_3_1)_  7
    x(3_0_3_8)  c_u_area_cut(0)_  84
    x(3_0_3_10)  goodput   0.075812274368231042
    x(3_0_3_10)  c_e_one_path(3_0_3)_  1
    x(3_0_3_10)  c_e_flow(3_0_2)_  1
    x(3_0_3_10)  c_e_flow(3_1_0)_  -1
    x(3_0_3_10)  c_u_processors(0_3_0)_  7
    x(3_0_3_10)  c_u_processors(0_3_1)_  7
    x(3_0_3_10)  c_u_processors(0_3_2)_  7
    x(3_0_3_10)  c_u_area_cut(0)_  210
    x(3_0_3_11)  goodput   0.050541516245487361
    x(3_0_3_11)  c_e_one_path(3_0_3)_  1
    x(3_0_3_11)  c_e_flow(3_0_2)_  1
    x(3_0_3_11)  c_e_flow(3_1_1)_  -1
    x(3_0_3_11)  c_u_processors(0_3_0)_  7
    x(3_0_3_11)  c_u_processors(0_3_1)_  7
    x(3_0_3_11)  c_u_area_cut(0)_  140
    x(3_0_3_13)  goodput   0.0555956678700361
    x(3_0_3_13)  c_e_one_path(3_0_3)_  1
    x(3_0_3_13)  c_e_flow(3_0_2)_  1
    x(3_0_3_13)  c_e_flow(3_1_0)_  -1
    x(3_0_3_13)  c_u_processors(0_3_1)_  7
    x(3_0_3_13)  c_u_processors(0_3_2)_  7
    x(3_0_3_13)  c_u_area_cut(0)_  154
    x(3_0_3_14)  goodput   0.030324909747292416
    x(3_0_3_14)  c_e_one_path(3_0_3)_  1
    x(3_0_3_14)  c_e_flow(3_0_2)_  1
    x(3_0_3_14)  c_e_flow(3_1_1)_  -1
    x(3_0_3_14)  c_u_processors(0_3_1)_  7
    x(3_0_3_14)  c_u_area_cut(0)_  84
    x(3_0_4_1)  goodput   0.10108303249097472
    x(3_0_4_1)  c_e_one_path(3_0_4)_  1
    x(3_0_4_1)  c_e_flow(3_0_0)_  1
    x(3_0_4_1)  c_e_flow(3_1_0)_  -1
    x(3_0_4_1)  c_u_processors(0_4_0)_  7
    x(3_0_4_1)  c_u_processors(0_4_1)_  7
    x(3_0_4_1)  c_u_processors(0_4_2)_  7
    x(3_0_4_1)  c_u_area_cut(0)_  280
    x(3_0_4_2)  goodput   0.075812274368231042
    x(3_0_4_2)  c_e_one_path(3_0_4)_  1
    x(3_0_4_2)  c_e_flow(3_0_0)_  1
    x(3_0_4_2)  c_e_flow(3_1_1)_  -1
    x(3_0_4_2)  c_u_processors(0_4_0)_  7
    x(3_0_4_2)  c_u_processors(0_4_1)_  7
    x(3_0_4_2)  c_u_area_cut(0)_  210
    x(3_0_4_4)  goodput   0.10108303249097472
    x(3_0_4_4)  c_e_one_path(3_0_4)_  1
    x(3_0_4_4)  c_e_flow(3_0_1)_  1
    x(3_0_4_4)  c_e_flow(3_1_0)_  -1
    x(3_0_4_4)  c_u_processors(0_4_0)_  7
    x(3_0_4_4)  c_u_processors(0_4_1)_  7
    x(3_0_4_4)  c_u_processors(0_4_2)_  7
    x(3_0_4_4)  c_u_area_cut(0)_  280
    x(3_0_4_5)  goodput   0.075812274368231042
    x(3_0_4_5)  c_e_one_path(3_0_4)_  1
    x(3_0_4_5)  c_e_flow(3_0_1)_  1
    x(3_0_4_5)  c_e_flow(3_1_1)_  -1
    x(3_0_4_5)  c_u_processors(0_4_0)_  7
    x(3_0_4_5)  c_u_processors(0_4_1)_  7
    x(3_0_4_5)  c_u_area_cut(0)_  210
    x(3_0_4_7)  goodput   0.050541516245487361
    x(3_0_4_7)  c_e_one_path(3_0_4)_  1
    x(3_0_4_7)  c_e_flow(3_0_1)_  1
    x(3_0_4_7)  c_e_flow(3_1_0)_  -1
    x(3_0_4_7)  c_u_processors(0_4_1)_  7
    x(3_0_4_7)  c_u_processors(0_4_2)_  7
    x(3_0_4_7)  c_u_area_cut(0)_  140
    x(3_0_4_8)  goodput   0.025270758122743681
    x(3_0_4_8)  c_e_one_path(3_0_4)_  1
    x(3_0_4_8)  c_e_flow(3_0_1)_  1
    x(3_0_4_8)  c_e_flow(3_1_1)_  -1
    x(3_0_4_8)  c_u_processors(0_4_1)_  7
    x(3_0_4_8)  c_u_area_cut(0)_  70
    x(3_0_4_10)  goodput   0.075812274368231042
    x(3_0_4_10)  c_e_one_path(3_0_4)_  1
    x(3_0_4_10)  c_e_flow(3_0_2)_  1
    x(3_0_4_10)  c_e_flow(3_1_0)_  -1
    x(3_0_4_10)  c_u_processors(0_4_0)_  7
    x(3_0_4_10)  c_u_processors(0_4_1)_  7
    x(3_0_4_10)  c_u_processors(0_4_2)_  7
    x(3_0_4_10)  c_u_area_cut(0)_  210
    x(3_0_4_11)  goodput   0.050541516245487361
    x(3_0_4_11)  c_e_one_path(3_0_4)_  1
    x(3_0_4_11)  c_e_flow(3_0_2)_  1
    x(3_0_4_11)  c_e_flow(3_1_1)_  -1
    x(3_0_4_11)  c_u_processors(0_4_0)_  7
    x(3_0_4_11)  c_u_processors(0_4_1)_  7
    x(3_0_4_11)  c_u_area_cut(0)_  140
    x(3_0_4_13)  goodput   0.050541516245487361
    x(3_0_4_13)  c_e_one_path(3_0_4)_  1
    x(3_0_4_13)  c_e_flow(3_0_2)_  1
    x(3_0_4_13)  c_e_flow(3_1_0)_  -1
    x(3_0_4_13)  c_u_processors(0_4_1)_  7
    x(3_0_4_13)  c_u_processors(0_4_2)_  7
    x(3_0_4_13)  c_u_area_cut(0)_  140
    x(3_0_4_14)  goodput   0.025270758122743681
    x(3_0_4_14)  c_e_one_path(3_0_4)_  1
    x(3_0_4_14)  c_e_flow(3_0_2)_  1
    x(3_0_4_14)  c_e_flow(3_1_1)_  -1
    x(3_0_4_14)  c_u_processors(0_4_1)_  7
    x(3_0_4_14)  c_u_area_cut(0)_  70
    x(3_0_5_1)  goodput   0.10108303249097472
    x(3_0_5_1)  c_e_one_path(3_0_5)_  1
    x(3_0_5_1)  c_e_flow(3_0_0)_  1
    x(3_0_5_1)  c_e_flow(3_1_0)_  -1
    x(3_0_5_1)  c_u_processors(0_5_0)_  7
    x(3_0_5_1)  c_u_processors(0_5_1)_  7
    x(3_0_5_1)  c_u_processors(0_5_2)_  7
    x(3_0_5_1)  c_u_area_cut(0)_  280
    x(3_0_5_2)  goodput   0.075812274368231042
    x(3_0_5_2)  c_e_one_path(3_0_5)_  1
    x(3_0_5_2)  c_e_flow(3_0_0)_  1
    x(3_0_5_2)  c_e_flow(3_1_1)_  -1
    x(3_0_5_2)  c_u_processors(0_5_0)_  7
    x(3_0_5_2)  c_u_processors(0_5_1)_  7
    x(3_0_5_2)  c_u_area_cut(0)_  210
    x(3_0_5_3)  goodput   0.0050541516245487363
    x(3_0_5_3)  c_e_one_path(3_0_5)_  1
    x(3_0_5_3)  c_e_flow(3_0_0)_  1
    x(3_0_5_3)  c_e_flow(3_1_2)_  -1
    x(3_0_5_3)  c_u_processors(0_5_0)_  7
    x(3_0_5_3)  c_u_area_cut(0)_  14
    x(3_0_5_4)  goodput   0.10108303249097472
    x(3_0_5_4)  c_e_one_path(3_0_5)_  1
    x(3_0_5_4)  c_e_flow(3_0_1)_  1
    x(3_0_5_4)  c_e_flow(3_1_0)_  -1
    x(3_0_5_4)  c_u_processors(0_5_0)_  7
    x(3_0_5_4)  c_u_processors(0_5_1)_  7
    x(3_0_5_4)  c_u_processors(0_5_2)_  7
    x(3_0_5_4)  c_u_area_cut(0)_  280
    x(3_0_5_5)  goodput   0.075812274368231042
    x(3_0_5_5)  c_e_one_path(3_0_5)_  1
    x(3_0_5_5)  c_e_flow(3_0_1)_  1
    x(3_0_5_5)  c_e_flow(3_1_1)_  -1
    x(3_0_5_5)  c_u_processors(0_5_0)_  7
    x(3_0_5_5)  c_u_processors(0_5_1)_  7
    x(3_0_5_5)  c_u_area_cut(0)_  210
    x(3_0_5_6)  goodput   0.0050541516245487363
    x(3_0_5_6)  c_e_one_path(3_0_5)_  1
    x(3_0_5_6)  c_e_flow(3_0_1)_  1
    x(3_0_5_6)  c_e_flow(3_1_2)_  -1
    x(3_0_5_6)  c_u_processors(0_5_0)_  7
    x(3_0_5_6)  c_u_area_cut(0)_  14
    x(3_0_5_7)  goodput   0.045487364620938622
    x(3_0_5_7)  c_e_one_path(3_0_5)_  1
    x(3_0_5_7)  c_e_flow(3_0_1)_  1
    x(3_0_5_7)  c_e_flow(3_1_0)_  -1
    x(3_0_5_7)  c_u_processors(0_5_1)_  7
    x(3_0_5_7)  c_u_processors(0_5_2)_  7
    x(3_0_5_7)  c_u_area_cut(0)_  126
    x(3_0_5_8)  goodput   0.020216606498194945
    x(3_0_5_8)  c_e_one_path(3_0_5)_  1
    x(3_0_5_8)  c_e_flow(3_0_1)_  1
    x(3_0_5_8)  c_e_flow(3_1_1)_  -1
    x(3_0_5_8)  c_u_processors(0_5_1)_  7
    x(3_0_5_8)  c_u_area_cut(0)_  56
    x(3_0_5_10)  goodput   0.075812274368231042
    x(3_0_5_10)  c_e_one_path(3_0_5)_  1
    x(3_0_5_10)  c_e_flow(3_0_2)_  1
    x(3_0_5_10)  c_e_flow(3_1_0)_  -1
    x(3_0_5_10)  c_u_processors(0_5_0)_  7
    x(3_0_5_10)  c_u_processors(0_5_1)_  7
    x(3_0_5_10)  c_u_processors(0_5_2)_  7
    x(3_0_5_10)  c_u_area_cut(0)_  210
    x(3_0_5_11)  goodput   0.050541516245487361
    x(3_0_5_11)  c_e_one_path(3_0_5)_  1
    x(3_0_5_11)  c_e_flow(3_0_2)_  1
    x(3_0_5_11)  c_e_flow(3_1_1)_  -1
    x(3_0_5_11)  c_u_processors(0_5_0)_  7
    x(3_0_5_11)  c_u_processors(0_5_1)_  7
    x(3_0_5_11)  c_u_area_cut(0)_  140
    x(3_0_5_13)  goodput   0.045487364620938622
    x(3_0_5_13)  c_e_one_path(3_0_5)_  1
    x(3_0_5_13)  c_e_flow(3_0_2)_  1
    x(3_0_5_13)  c_e_flow(3_1_0)_  -1
    x(3_0_5_13)  c_u_processors(0_5_1)_  7
    x(3_0_5_13)  c_u_processors(0_5_2)_  7
    x(3_0_5_13)  c_u_area_cut(0)_  126
    x(3_0_5_14)  goodput   0.020216606498194945
    x(3_0_5_14)  c_e_one_path(3_0_5)_  1
    x(3_0_5_14)  c_e_flow(3_0_2)_  1
    x(3_0_5_14)  c_e_flow(3_1_1)_  -1
    x(3_0_5_14)  c_u_processors(0_5_1)_  7
    x(3_0_5_14)  c_u_area_cut(0)_  56
    x(3_0_6_1)  goodput   0.10108303249097472
    x(3_0_6_1)  c_e_one_path(3_0_6)_  1
    x(3_0_6_1)  c_e_flow(3_0_0)_  1
    x(3_0_6_1)  c_e_flow(3_1_0)_  -1
    x(3_0_6_1)  c_u_processors(0_6_0)_  7
    x(3_0_6_1)  c_u_processors(0_6_1)_  7
    x(3_0_6_1)  c_u_processors(0_6_2)_  7
    x(3_0_6_1)  c_u_area_cut(0)_  280
    x(3_0_6_2)  goodput   0.075812274368231042
    x(3_0_6_2)  c_e_one_path(3_0_6)_  1
    x(3_0_6_2)  c_e_flow(3_0_0)_  1
    x(3_0_6_2)  c_e_flow(3_1_1)_  -1
    x(3_0_6_2)  c_u_processors(0_6_0)_  7
    x(3_0_6_2)  c_u_processors(0_6_1)_  7
    x(3_0_6_2)  c_u_area_cut(0)_  210
    x(3_0_6_3)  goodput   0.015162454873646208
    x(3_0_6_3)  c_e_one_path(3_0_6)_  1
    x(3_0_6_3)  c_e_flow(3_0_0)_  1
    x(3_0_6_3)  c_e_flow(3_1_2)_  -1
    x(3_0_6_3)  c_u_processors(0_6_0)_  7
    x(3_0_6_3)  c_u_area_cut(0)_  42
    x(3_0_6_4)  goodput   0.10108303249097472
    x(3_0_6_4)  c_e_one_path(3_0_6)_  1
    x(3_0_6_4)  c_e_flow(3_0_1)_  1
    x(3_0_6_4)  c_e_flow(3_1_0)_  -1
    x(3_0_6_4)  c_u_processors(0_6_0)_  7
    x(3_0_6_4)  c_u_processors(0_6_1)_  7
    x(3_0_6_4)  c_u_processors(0_6_2)_  7
    x(3_0_6_4)  c_u_area_cut(0)_  280
    x(3_0_6_5)  goodput   0.075812274368231042
    x(3_0_6_5)  c_e_one_path(3_0_6)_  1
    x(3_0_6_5)  c_e_flow(3_0_1)_  1
    x(3_0_6_5)  c_e_flow(3_1_1)_  -1
    x(3_0_6_5)  c_u_processors(0_6_0)_  7
    x(3_0_6_5)  c_u_processors(0_6_1)_  7
    x(3_0_6_5)  c_u_area_cut(0)_  210
    x(3_0_6_6)  goodput   0.015162454873646208
    x(3_0_6_6)  c_e_one_path(3_0_6)_  1
    x(3_0_6_6)  c_e_flow(3_0_1)_  1
    x(3_0_6_6)  c_e_flow(3_1_2)_  -1
    x(3_0_6_6)  c_u_processors(0_6_0)_  7
    x(3_0_6_6)  c_u_area_cut(0)_  42
    x(3_0_6_7)  goodput   0.035379061371841151
    x(3_0_6_7)  c_e_one_path(3_0_6)_  1
    x(3_0_6_7)  c_e_flow(3_0_1)_  1
    x(3_0_6_7)  c_e_flow(3_1_0)_  -1
    x(3_0_6_7)  c_u_processors(0_6_1)_  7
    x(3_0_6_7)  c_u_processors(0_6_2)_  7
    x(3_0_6_7)  c_u_area_cut(0)_  98
    x(3_0_6_8)  goodput   0.010108303249097473
    x(3_0_6_8)  c_e_one_path(3_0_6)_  1
    x(3_0_6_8)  c_e_flow(3_0_1)_  1
    x(3_0_6_8)  c_e_flow(3_1_1)_  -1
    x(3_0_6_8)  c_u_processors(0_6_1)_  7
    x(3_0_6_8)  c_u_area_cut(0)_  28
    x(3_0_6_10)  goodput   0.075812274368231042
    x(3_0_6_10)  c_e_one_path(3_0_6)_  1
    x(3_0_6_10)  c_e_flow(3_0_2)_  1
    x(3_0_6_10)  c_e_flow(3_1_0)_  -1
    x(3_0_6_10)  c_u_processors(0_6_0)_  7
    x(3_0_6_10)  c_u_processors(0_6_1)_  7
    x(3_0_6_10)  c_u_processors(0_6_2)_  7
    x(3_0_6_10)  c_u_area_cut(0)_  210
    x(3_0_6_11)  goodput   0.050541516245487361
    x(3_0_6_11)  c_e_one_path(3_0_6)_  1
    x(3_0_6_11)  c_e_flow(3_0_2)_  1
    x(3_0_6_11)  c_e_flow(3_1_1)_  -1
    x(3_0_6_11)  c_u_processors(0_6_0)_  7
    x(3_0_6_11)  c_u_processors(0_6_1)_  7
    x(3_0_6_11)  c_u_area_cut(0)_  140
    x(3_0_6_13)  goodput   0.035379061371841151
    x(3_0_6_13)  c_e_one_path(3_0_6)_  1
    x(3_0_6_13)  c_e_flow(3_0_2)_  1
    x(3_0_6_13)  c_e_flow(3_1_0)_  -1
    x(3_0_6_13)  c_u_processors(0_6_1)_  7
    x(3_0_6_13)  c_u_processors(0_6_2)_  7
    x(3_0_6_13)  c_u_area_cut(0)_  98
    x(3_0_6_14)  goodput   0.010108303249097473
    x(3_0_6_14)  c_e_one_path(3_0_6)_  1
    x(3_0_6_14)  c_e_flow(3_0_2)_  1
    x(3_0_6_14)  c_e_flow(3_1_1)_  -1
    x(3_0_6_14)  c_u_processors(0_6_1)_  7
    x(3_0_6_14)  c_u_area_cut(0)_  28
    x(3_0_7_1)  goodput   0.10108303249097472
    x(3_0_7_1)  c_e_one_path(3_0_7)_  1
    x(3_0_7_1)  c_e_flow(3_0_0)_  1
    x(3_0_7_1)  c_e_flow(3_1_0)_  -1
    x(3_0_7_1)  c_u_processors(0_7_0)_  7
    x(3_0_7_1)  c_u_processors(0_7_1)_  7
    x(3_0_7_1)  c_u_processors(0_7_2)_  7
    x(3_0_7_1)  c_u_area_cut(0)_  280
    x(3_0_7_2)  goodput   0.075812274368231042
    x(3_0_7_2)  c_e_one_path(3_0_7)_  1
    x(3_0_7_2)  c_e_flow(3_0_0)_  1
    x(3_0_7_2)  c_e_flow(3_1_1)_  -1
    x(3_0_7_2)  c_u_processors(0_7_0)_  7
    x(3_0_7_2)  c_u_processors(0_7_1)_  7
    x(3_0_7_2)  c_u_area_cut(0)_  210
    x(3_0_7_3)  goodput   0.025270758122743681
    x(3_0_7_3)  c_e_one_path(3_0_7)_  1
    x(3_0_7_3)  c_e_flow(3_0_0)_  1
    x(3_0_7_3)  c_e_flow(3_1_2)_  -1
    x(3_0_7_3)  c_u_processors(0_7_0)_  7
    x(3_0_7_3)  c_u_area_cut(0)_  70
    x(3_0_7_4)  goodput   0.10108303249097472
    x(3_0_7_4)  c_e_one_path(3_0_7)_  1
    x(3_0_7_4)  c_e_flow(3_0_1)_  1
    x(3_0_7_4)  c_e_flow(3_1_0)_  -1
    x(3_0_7_4)  c_u_processors(0_7_0)_  7
    x(3_0_7_4)  c_u_processors(0_7_1)_  7
    x(3_0_7_4)  c_u_processors(0_7_2)_  7
    x(3_0_7_4)  c_u_area_cut(0)_  280
    x(3_0_7_5)  goodput   0.075812274368231042
    x(3_0_7_5)  c_e_one_path(3_0_7)_  1
    x(3_0_7_5)  c_e_flow(3_0_1)_  1
    x(3_0_7_5)  c_e_flow(3_1_1)_  -1
    x(3_0_7_5)  c_u_processors(0_7_0)_  7
    x(3_0_7_5)  c_u_processors(0_7_1)_  7
    x(3_0_7_5)  c_u_area_cut(0)_  210
    x(3_0_7_6)  goodput   0.025270758122743681
    x(3_0_7_6)  c_e_one_path(3_0_7)_  1
    x(3_0_7_6)  c_e_flow(3_0_1)_  1
    x(3_0_7_6)  c_e_flow(3_1_2)_  -1
    x(3_0_7_6)  c_u_processors(0_7_0)_  7
    x(3_0_7_6)  c_u_area_cut(0)_  70
    x(3_0_7_7)  goodput   0.025270758122743681
    x(3_0_7_7)  c_e_one_path(3_0_7)_  1
    x(3_0_7_7)  c_e_flow(3_0_1)_  1
    x(3_0_7_7)  c_e_flow(3_1_0)_  -1
    x(3_0_7_7)  c_u_processors(0_7_1)_  7
    x(3_0_7_7)  c_u_processors(0_7_2)_  7
    x(3_0_7_7)  c_u_area_cut(0)_  70
    x(3_0_7_10)  goodput   0.075812274368231042
    x(3_0_7_10)  c_e_one_path(3_0_7)_  1
    x(3_0_7_10)  c_e_flow(3_0_2)_  1
    x(3_0_7_10)  c_e_flow(3_1_0)_  -1
    x(3_0_7_10)  c_u_processors(0_7_0)_  7
    x(3_0_7_10)  c_u_processors(0_7_1)_  7
    x(3_0_7_10)  c_u_processors(0_7_2)_  7
    x(3_0_7_10)  c_u_area_cut(0)_  210
    x(3_0_7_11)  goodput   0.050541516245487361
    x(3_0_7_11)  c_e_one_path(3_0_7)_  1
    x(3_0_7_11)  c_e_flow(3_0_2)_  1
    x(3_0_7_11)  c_e_flow(3_1_1)_  -1
    x(3_0_7_11)  c_u_processors(0_7_0)_  7
    x(3_0_7_11)  c_u_processors(0_7_1)_  7
    x(3_0_7_11)  c_u_area_cut(0)_  140
    x(3_0_7_13)  goodput   0.025270758122743681
    x(3_0_7_13)  c_e_one_path(3_0_7)_  1
    x(3_0_7_13)  c_e_flow(3_0_2)_  1
    x(3_0_7_13)  c_e_flow(3_1_0)_  -1
    x(3_0_7_13)  c_u_processors(0_7_1)_  7
    x(3_0_7_13)  c_u_processors(0_7_2)_  7
    x(3_0_7_13)  c_u_area_cut(0)_  70
    x(3_0_8_1)  goodput   0.10108303249097472
    x(3_0_8_1)  c_e_one_path(3_0_8)_  1
    x(3_0_8_1)  c_e_flow(3_0_0)_  1
    x(3_0_8_1)  c_e_flow(3_1_0)_  -1
    x(3_0_8_1)  c_u_processors(0_8_0)_  7
    x(3_0_8_1)  c_u_processors(0_8_1)_  7
    x(3_0_8_1)  c_u_processors(0_8_2)_  7
    x(3_0_8_1)  c_u_area_cut(0)_  280
    x(3_0_8_2)  goodput   0.075812274368231042
    x(3_0_8_2)  c_e_one_path(3_0_8)_  1
    x(3_0_8_2)  c_e_flow(3_0_0)_  1
    x(3_0_8_2)  c_e_flow(3_1_1)_  -1
    x(3_0_8_2)  c_u_processors(0_8_0)_  7
    x(3_0_8_2)  c_u_processors(0_8_1)_  7
    x(3_0_8_2)  c_u_area_cut(0)_  210
    x(3_0_8_3)  goodput   0.035379061371841151
    x(3_0_8_3)  c_e_one_path(3_0_8)_  1
    x(3_0_8_3)  c_e_flow(3_0_0)_  1
    x(3_0_8_3)  c_e_flow(3_1_2)_  -1
    x(3_0_8_3)  c_u_processors(0_8_0)_  7
    x(3_0_8_3)  c_u_area_cut(0)_  98
    x(3_0_8_4)  goodput   0.10108303249097472
    x(3_0_8_4)  c_e_one_path(3_0_8)_  1
    x(3_0_8_4)  c_e_flow(3_0_1)_  1
    x(3_0_8_4)  c_e_flow(3_1_0)_  -1
    x(3_0_8_4)  c_u_processors(0_8_0)_  7
    x(3_0_8_4)  c_u_processors(0_8_1)_  7
    x(3_0_8_4)  c_u_processors(0_8_2)_  7
    x(3_0_8_4)  c_u_area_cut(0)_  280
    x(3_0_8_5)  goodput   0.075812274368231042
    x(3_0_8_5)  c_e_one_path(3_0_8)_  1
    x(3_0_8_5)  c_e_flow(3_0_1)_  1
    x(3_0_8_5)  c_e_flow(3_1_1)_  -1
    x(3_0_8_5)  c_u_processors(0_8_0)_  7
    x(3_0_8_5)  c_u_processors(0_8_1)_  7
    x(3_0_8_5)  c_u_area_cut(0)_  210
    x(3_0_8_6)  goodput   0.035379061371841151
    x(3_0_8_6)  c_e_one_path(3_0_8)_  1
    x(3_0_8_6)  c_e_flow(3_0_1)_  1
    x(3_0_8_6)  c_e_flow(3_1_2)_  -1
    x(3_0_8_6)  c_u_processors(0_8_0)_  7
    x(3_0_8_6)  c_u_area_cut(0)_  98
    x(3_0_8_7)  goodput   0.015162454873646208
    x(3_0_8_7)  c_e_one_path(3_0_8)_  1
    x(3_0_8_7)  c_e_flow(3_0_1)_  1
    x(3_0_8_7)  c_e_flow(3_1_0)_  -1
    x(3_0_8_7)  c_u_processors(0_8_1)_  7
    x(3_0_8_7)  c_u_processors(0_8_2)_  7
    x(3_0_8_7)  c_u_area_cut(0)_  42
    x(3_0_8_10)  goodput   0.075812274368231042
    x(3_0_8_10)  c_e_one_path(3_0_8)_  1
    x(3_0_8_10)  c_e_flow(3_0_2)_  1
    x(3_0_8_10)  c_e_flow(3_1_0)_  -1
    x(3_0_8_10)  c_u_processors(0_8_0)_  7
    x(3_0_8_10)  c_u_processors(0_8_1)_  7
    x(3_0_8_10)  c_u_processors(0_8_2)_  7
    x(3_0_8_10)  c_u_area_cut(0)_  210
    x(3_0_8_11)  goodput   0.050541516245487361
    x(3_0_8_11)  c_e_one_path(3_0_8)_  1
    x(3_0_8_11)  c_e_flow(3_0_2)_  1
    x(3_0_8_11)  c_e_flow(3_1_1)_  -1
    x(3_0_8_11)  c_u_processors(0_8_0)_  7
    x(3_0_8_11)  c_u_processors(0_8_1)_  7
    x(3_0_8_11)  c_u_area_cut(0)_  140
    x(3_0_8_12)  goodput   0.010108303249097473
    x(3_0_8_12)  c_e_one_path(3_0_8)_  1
    x(3_0_8_12)  c_e_flow(3_0_2)_  1
    x(3_0_8_12)  c_e_flow(3_1_2)_  -1
    x(3_0_8_12)  c_u_processors(0_8_0)_  7
    x(3_0_8_12)  c_u_area_cut(0)_  28
    x(3_0_8_13)  goodput   0.015162454873646208
    x(3_0_8_13)  c_e_one_path(3_0_8)_  1
    x(3_0_8_13)  c_e_flow(3_0_2)_  1
    x(3_0_8_13)  c_e_flow(3_1_0)_  -1
    x(3_0_8_13)  c_u_processors(0_8_1)_  7
    x(3_0_8_13)  c_u_processors(0_8_2)_  7
    x(3_0_8_13)  c_u_area_cut(0)_  42
    x(3_0_9_1)  goodput   0.10108303249097472
    x(3_0_9_1)  c_e_one_path(3_0_9)_  1
    x(3_0_9_1)  c_e_flow(3_0_0)_  1
    x(3_0_9_1)  c_e_flow(3_1_0)_  -1
    x(3_0_9_1)  c_u_processors(0_9_0)_  7
    x(3_0_9_1)  c_u_processors(0_9_1)_  7
    x(3_0_9_1)  c_u_processors(0_9_2)_  7
    x(3_0_9_1)  c_u_area_cut(0)_  280
    x(3_0_9_2)  goodput   0.075812274368231042
    x(3_0_9_2)  c_e_one_path(3_0_9)_  1
    x(3_0_9_2)  c_e_flow(3_0_0)_  1
    x(3_0_9_2)  c_e_flow(3_1_1)_  -1
    x(3_0_9_2)  c_u_processors(0_9_0)_  7
    x(3_0_9_2)  c_u_processors(0_9_1)_  7
    x(3_0_9_2)  c_u_area_cut(0)_  210
    x(3_0_9_3)  goodput   0.045487364620938622
    x(3_0_9_3)  c_e_one_path(3_0_9)_  1
    x(3_0_9_3)  c_e_flow(3_0_0)_  1
    x(3_0_9_3)  c_e_flow(3_1_2)_  -1
    x(3_0_9_3)  c_u_processors(0_9_0)_  7
    x(3_0_9_3)  c_u_area_cut(0)_  126
    x(3_0_9_4)  goodput   0.10108303249097472
    x(3_0_9_4)  c_e_one_path(3_0_9)_  1
    x(3_0_9_4)  c_e_flow(3_0_1)_  1
    x(3_0_9_4)  c_e_flow(3_1_0)_  -1
    x(3_0_9_4)  c_u_processors(0_9_0)_  7
    x(3_0_9_4)  c_u_processors(0_9_1)_  7
    x(3_0_9_4)  c_u_processors(0_9_2)_  7
    x(3_0_9_4)  c_u_area_cut(0)_  280
    x(3_0_9_5)  goodput   0.075812274368231042
    x(3_0_9_5)  c_e_one_path(3_0_9)_  1
    x(3_0_9_5)  c_e_flow(3_0_1)_  1
    x(3_0_9_5)  c_e_flow(3_1_1)_  -1
    x(3_0_9_5)  c_u_processors(0_9_0)_  7
    x(3_0_9_5)  c_u_processors(0_9_1)_  7
    x(3_0_9_5)  c_u_area_cut(0)_  210
    x(3_0_9_6)  goodput   0.045487364620938622
    x(3_0_9_6)  c_e_one_path(3_0_9)_  1
    x(3_0_9_6)  c_e_flow(3_0_1)_  1
    x(3_0_9_6)  c_e_flow(3_1_2)_  -1
    x(3_0_9_6)  c_u_processors(0_9_0)_  7
    x(3_0_9_6)  c_u_area_cut(0)_  126
    x(3_0_9_7)  goodput   0.0050541516245487363
    x(3_0_9_7)  c_e_one_path(3_0_9)_  1
    x(3_0_9_7)  c_e_flow(3_0_1)_  1
    x(3_0_9_7)  c_e_flow(3_1_0)_  -1
    x(3_0_9_7)  c_u_processors(0_9_1)_  7
    x(3_0_9_7)  c_u_processors(0_9_2)_  7
    x(3_0_9_7)  c_u_area_cut(0)_  14
    x(3_0_9_10)  goodput   0.075812274368231042
    x(3_0_9_10)  c_e_one_path(3_0_9)_  1
    x(3_0_9_10)  c_e_flow(3_0_2)_  1
    x(3_0_9_10)  c_e_flow(3_1_0)_  -1
    x(3_0_9_10)  c_u_processors(0_9_0)_  7
    x(3_0_9_10)  c_u_processors(0_9_1)_  7
    x(3_0_9_10)  c_u_processors(0_9_2)_  7
    x(3_0_9_10)  c_u_area_cut(0)_  210
    x(3_0_9_11)  goodput   0.050541516245487361
    x(3_0_9_11)  c_e_one_path(3_0_9)_  1
    x(3_0_9_11)  c_e_flow(3_0_2)_  1
    x(3_0_9_11)  c_e_flow(3_1_1)_  -1
    x(3_0_9_11)  c_u_processors(0_9_0)_  7
    x(3_0_9_11)  c_u_processors(0_9_1)_  7
    x(3_0_9_11)  c_u_area_cut(0)_  140
    x(3_0_9_12)  goodput   0.020216606498194945
    x(3_0_9_12)  c_e_one_path(3_0_9)_  1
    x(3_0_9_12)  c_e_flow(3_0_2)_  1
    x(3_0_9_12)  c_e_flow(3_1_2)_  -1
    x(3_0_9_12)  c_u_processors(0_9_0)_  7
    x(3_0_9_12)  c_u_area_cut(0)_  56
    x(3_0_9_13)  goodput   0.0050541516245487363
    x(3_0_9_13)  c_e_one_path(3_0_9)_  1
    x(3_0_9_13)  c_e_flow(3_0_2)_  1
    x(3_0_9_13)  c_e_flow(3_1_0)_  -1
    x(3_0_9_13)  c_u_processors(0_9_1)_  7
    x(3_0_9_13)  c_u_processors(0_9_2)_  7
    x(3_0_9_13)  c_u_area_cut(0)_  14
    x(3_0_10_1)  goodput   0.10108303249097472
    x(3_0_10_1)  c_e_one_path(3_0_10)_  1
    x(3_0_10_1)  c_e_flow(3_0_0)_  1
    x(3_0_10_1)  c_e_flow(3_1_0)_  -1
    x(3_0_10_1)  c_u_processors(0_10_0)_  7
    x(3_0_10_1)  c_u_processors(0_10_1)_  7
    x(3_0_10_1)  c_u_processors(0_10_2)_  7
    x(3_0_10_1)  c_u_area_cut(0)_  280
    x(3_0_10_2)  goodput   0.075812274368231042
    x(3_0_10_2)  c_e_one_path(3_0_10)_  1
    x(3_0_10_2)  c_e_flow(3_0_0)_  1
    x(3_0_10_2)  c_e_flow(3_1_1)_  -1
    x(3_0_10_2)  c_u_processors(0_10_0)_  7
    x(3_0_10_2)  c_u_processors(0_10_1)_  7
    x(3_0_10_2)  c_u_area_cut(0)_  210
    x(3_0_10_3)  goodput   0.050541516245487361
    x(3_0_10_3)  c_e_one_path(3_0_10)_  1
    x(3_0_10_3)  c_e_flow(3_0_0)_  1
    x(3_0_10_3)  c_e_flow(3_1_2)_  -1
    x(3_0_10_3)  c_u_processors(0_10_0)_  7
    x(3_0_10_3)  c_u_area_cut(0)_  140
    x(3_0_10_4)  goodput   0.10108303249097472
    x(3_0_10_4)  c_e_one_path(3_0_10)_  1
    x(3_0_10_4)  c_e_flow(3_0_1)_  1
    x(3_0_10_4)  c_e_flow(3_1_0)_  -1
    x(3_0_10_4)  c_u_processors(0_10_0)_  7
    x(3_0_10_4)  c_u_processors(0_10_1)_  7
    x(3_0_10_4)  c_u_processors(0_10_2)_  7
    x(3_0_10_4)  c_u_area_cut(0)_  280
    x(3_0_10_5)  goodput   0.075812274368231042
    x(3_0_10_5)  c_e_one_path(3_0_10)_  1
    x(3_0_10_5)  c_e_flow(3_0_1)_  1
    x(3_0_10_5)  c_e_flow(3_1_1)_  -1
    x(3_0_10_5)  c_u_processors(0_10_0)_  7
    x(3_0_10_5)  c_u_processors(0_10_1)_  7
    x(3_0_10_5)  c_u_area_cut(0)_  210
    x(3_0_10_6)  goodput   0.050541516245487361
    x(3_0_10_6)  c_e_one_path(3_0_10)_  1
    x(3_0_10_6)  c_e_flow(3_0_1)_  1
    x(3_0_10_6)  c_e_flow(3_1_2)_  -1
    x(3_0_10_6)  c_u_processors(0_10_0)_  7
    x(3_0_10_6)  c_u_area_cut(0)_  140
    x(3_0_10_10)  goodput   0.075812274368231042
    x(3_0_10_10)  c_e_one_path(3_0_10)_  1
    x(3_0_10_10)  c_e_flow(3_0_2)_  1
    x(3_0_10_10)  c_e_flow(3_1_0)_  -1
    x(3_0_10_10)  c_u_processors(0_10_0)_  7
    x(3_0_10_10)  c_u_processors(0_10_1)_  7
    x(3_0_10_10)  c_u_processors(0_10_2)_  7
    x(3_0_10_10)  c_u_area_cut(0)_  210
    x(3_0_10_11)  goodput   0.050541516245487361
    x(3_0_10_11)  c_e_one_path(3_0_10)_  1
    x(3_0_10_11)  c_e_flow(3_0_2)_  1
    x(3_0_10_11)  c_e_flow(3_1_1)_  -1
    x(3_0_10_11)  c_u_processors(0_10_0)_  7
    x(3_0_10_11)  c_u_processors(0_10_1)_  7
    x(3_0_10_11)  c_u_area_cut(0)_  140
    x(3_0_10_12)  goodput   0.025270758122743681
    x(3_0_10_12)  c_e_one_path(3_0_10)_  1
    x(3_0_10_12)  c_e_flow(3_0_2)_  1
    x(3_0_10_12)  c_e_flow(3_1_2)_  -1
    x(3_0_10_12)  c_u_processors(0_10_0)_  7
    x(3_0_10_12)  c_u_area_cut(0)_  70
    x(3_0_11_1)  goodput   0.10108303249097472
    x(3_0_11_1)  c_e_one_path(3_0_11)_  1
    x(3_0_11_1)  c_e_flow(3_0_0)_  1
    x(3_0_11_1)  c_e_flow(3_1_0)_  -1
    x(3_0_11_1)  c_u_processors(0_11_0)_  7
    x(3_0_11_1)  c_u_processors(0_11_1)_  7
    x(3_0_11_1)  c_u_processors(0_11_2)_  7
    x(3_0_11_1)  c_u_area_cut(0)_  280
    x(3_0_11_2)  goodput   0.075812274368231042
    x(3_0_11_2)  c_e_one_path(3_0_11)_  1
    x(3_0_11_2)  c_e_flow(3_0_0)_  1
    x(3_0_11_2)  c_e_flow(3_1_1)_  -1
    x(3_0_11_2)  c_u_processors(0_11_0)_  7
    x(3_0_11_2)  c_u_processors(0_11_1)_  7
    x(3_0_11_2)  c_u_area_cut(0)_  210
    x(3_0_11_3)  goodput   0.0555956678700361
    x(3_0_11_3)  c_e_one_path(3_0_11)_  1
    x(3_0_11_3)  c_e_flow(3_0_0)_  1
    x(3_0_11_3)  c_e_flow(3_1_2)_  -1
    x(3_0_11_3)  c_u_processors(0_11_0)_  7
    x(3_0_11_3)  c_u_area_cut(0)_  154
    x(3_0_11_4)  goodput   0.10108303249097472
    x(3_0_11_4)  c_e_one_path(3_0_11)_  1
    x(3_0_11_4)  c_e_flow(3_0_1)_  1
    x(3_0_11_4)  c_e_flow(3_1_0)_  -1
    x(3_0_11_4)  c_u_processors(0_11_0)_  7
    x(3_0_11_4)  c_u_processors(0_11_1)_  7
    x(3_0_11_4)  c_u_processors(0_11_2)_  7
    x(3_0_11_4)  c_u_area_cut(0)_  280
    x(3_0_11_5)  goodput   0.075812274368231042
    x(3_0_11_5)  c_e_one_path(3_0_11)_  1
    x(3_0_11_5)  c_e_flow(3_0_1)_  1
    x(3_0_11_5)  c_e_flow(3_1_1)_  -1
    x(3_0_11_5)  c_u_processors(0_11_0)_  7
    x(3_0_11_5)  c_u_processors(0_11_1)_  7
    x(3_0_11_5)  c_u_area_cut(0)_  210
    x(3_0_11_6)  goodput   0.0555956678700361
    x(3_0_11_6)  c_e_one_path(3_0_11)_  1
    x(3_0_11_6)  c_e_flow(3_0_1)_  1
    x(3_0_11_6)  c_e_flow(3_1_2)_  -1
    x(3_0_11_6)  c_u_processors(0_11_0)_  7
    x(3_0_11_6)  c_u_area_cut(0)_  154
    x(3_0_11_10)  goodput   0.075812274368231042
    x(3_0_11_10)  c_e_one_path(3_0_11)_  1
    x(3_0_11_10)  c_e_flow(3_0_2)_  1
    x(3_0_11_10)  c_e_flow(3_1_0)_  -1
    x(3_0_11_10)  c_u_processors(0_11_0)_  7
    x(3_0_11_10)  c_u_processors(0_11_1)_  7
    x(3_0_11_10)  c_u_processors(0_11_2)_  7
    x(3_0_11_10)  c_u_area_cut(0)_  210
    x(3_0_11_11)  goodput   0.050541516245487361
    x(3_0_11_11)  c_e_one_path(3_0_11)_  1
    x(3_0_11_11)  c_e_flow(3_0_2)_  1
    x(3_0_11_11)  c_e_flow(3_1_1)_  -1
    x(3_0_11_11)  c_u_processors(0_11_0)_  7
    x(3_0_11_11)  c_u_processors(0_11_1)_  7
    x(3_0_11_11)  c_u_area_cut(0)_  140
    x(3_0_11_12)  goodput   0.030324909747292416
    x(3_0_11_12)  c_e_one_path(3_0_11)_  1
    x(3_0_11_12)  c_e_flow(3_0_2)_  1
    x(3_0_11_12)  c_e_flow(3_1_2)_  -1
    x(3_0_11_12)  c_u_processors(0_11_0)_  7
    x(3_0_11_12)  c_u_area_cut(0)_  84
    x(3_0_12_1)  goodput   0.10108303249097472
    x(3_0_12_1)  c_e_one_path(3_0_12)_  1
    x(3_0_12_1)  c_e_flow(3_0_0)_  1
    x(3_0_12_1)  c_e_flow(3_1_0)_  -1
    x(3_0_12_1)  c_u_processors(0_12_0)_  7
    x(3_0_12_1)  c_u_processors(0_12_1)_  7
    x(3_0_12_1)  c_u_processors(0_12_2)_  7
    x(3_0_12_1)  c_u_area_cut(0)_  280
    x(3_0_12_2)  goodput   0.075812274368231042
    x(3_0_12_2)  c_e_one_path(3_0_12)_  1
    x(3_0_12_2)  c_e_flow(3_0_0)_  1
    x(3_0_12_2)  c_e_flow(3_1_1)_  -1
    x(3_0_12_2)  c_u_processors(0_12_0)_  7
    x(3_0_12_2)  c_u_processors(0_12_1)_  7
    x(3_0_12_2)  c_u_area_cut(0)_  210
    x(3_0_12_3)  goodput   0.060649819494584832
    x(3_0_12_3)  c_e_one_path(3_0_12)_  1
    x(3_0_12_3)  c_e_flow(3_0_0)_  1
    x(3_0_12_3)  c_e_flow(3_1_2)_  -1
    x(3_0_12_3)  c_u_processors(0_12_0)_  7
    x(3_0_12_3)  c_u_area_cut(0)_  168
    x(3_0_12_4)  goodput   0.10108303249097472
    x(3_0_12_4)  c_e_one_path(3_0_12)_  1
    x(3_0_12_4)  c_e_flow(3_0_1)_  1
    x(3_0_12_4)  c_e_flow(3_1_0)_  -1
    x(3_0_12_4)  c_u_processors(0_12_0)_  7
    x(3_0_12_4)  c_u_processors(0_12_1)_  7
    x(3_0_12_4)  c_u_processors(0_12_2)_  7
    x(3_0_12_4)  c_u_area_cut(0)_  280
    x(3_0_12_5)  goodput   0.075812274368231042
    x(3_0_12_5)  c_e_one_path(3_0_12)_  1
    x(3_0_12_5)  c_e_flow(3_0_1)_  1
    x(3_0_12_5)  c_e_flow(3_1_1)_  -1
    x(3_0_12_5)  c_u_processors(0_12_0)_  7
    x(3_0_12_5)  c_u_processors(0_12_1)_  7
    x(3_0_12_5)  c_u_area_cut(0)_  210
    x(3_0_12_6)  goodput   0.060649819494584832
    x(3_0_12_6)  c_e_one_path(3_0_12)_  1
    x(3_0_12_6)  c_e_flow(3_0_1)_  1
    x(3_0_12_6)  c_e_flow(3_1_2)_  -1
    x(3_0_12_6)  c_u_processors(0_12_0)_  7
    x(3_0_12_6)  c_u_area_cut(0)_  168
    x(3_0_12_10)  goodput   0.075812274368231042
    x(3_0_12_10)  c_e_one_path(3_0_12)_  1
    x(3_0_12_10)  c_e_flow(3_0_2)_  1
    x(3_0_12_10)  c_e_flow(3_1_0)_  -1
    x(3_0_12_10)  c_u_processors(0_12_0)_  7
    x(3_0_12_10)  c_u_processors(0_12_1)_  7
    x(3_0_12_10)  c_u_processors(0_12_2)_  7
    x(3_0_12_10)  c_u_area_cut(0)_  210
    x(3_0_12_11)  goodput   0.050541516245487361
    x(3_0_12_11)  c_e_one_path(3_0_12)_  1
    x(3_0_12_11)  c_e_flow(3_0_2)_  1
    x(3_0_12_11)  c_e_flow(3_1_1)_  -1
    x(3_0_12_11)  c_u_processors(0_12_0)_  7
    x(3_0_12_11)  c_u_processors(0_12_1)_  7
    x(3_0_12_11)  c_u_area_cut(0)_  140
    x(3_0_12_12)  goodput   0.035379061371841151
    x(3_0_12_12)  c_e_one_path(3_0_12)_  1
    x(3_0_12_12)  c_e_flow(3_0_2)_  1
    x(3_0_12_12)  c_e_flow(3_1_2)_  -1
    x(3_0_12_12)  c_u_processors(0_12_0)_  7
    x(3_0_12_12)  c_u_area_cut(0)_  98
    x(3_0_13_1)  goodput   0.10108303249097472
    x(3_0_13_1)  c_e_one_path(3_0_13)_  1
    x(3_0_13_1)  c_e_flow(3_0_0)_  1
    x(3_0_13_1)  c_e_flow(3_1_0)_  -1
    x(3_0_13_1)  c_u_processors(0_13_0)_  7
    x(3_0_13_1)  c_u_processors(0_13_1)_  7
    x(3_0_13_1)  c_u_processors(0_13_2)_  7
    x(3_0_13_1)  c_u_area_cut(0)_  280
    x(3_0_13_2)  goodput   0.075812274368231042
    x(3_0_13_2)  c_e_one_path(3_0_13)_  1
    x(3_0_13_2)  c_e_flow(3_0_0)_  1
    x(3_0_13_2)  c_e_flow(3_1_1)_  -1
    x(3_0_13_2)  c_u_processors(0_13_0)_  7
    x(3_0_13_2)  c_u_processors(0_13_1)_  7
    x(3_0_13_2)  c_u_area_cut(0)_  210
    x(3_0_13_3)  goodput   0.063176895306859202
    x(3_0_13_3)  c_e_one_path(3_0_13)_  1
    x(3_0_13_3)  c_e_flow(3_0_0)_  1
    x(3_0_13_3)  c_e_flow(3_1_2)_  -1
    x(3_0_13_3)  c_u_processors(0_13_0)_  7
    x(3_0_13_3)  c_u_area_cut(0)_  175
    x(3_0_13_4)  goodput   0.10108303249097472
    x(3_0_13_4)  c_e_one_path(3_0_13)_  1
    x(3_0_13_4)  c_e_flow(3_0_1)_  1
    x(3_0_13_4)  c_e_flow(3_1_0)_  -1
    x(3_0_13_4)  c_u_processors(0_13_0)_  7
    x(3_0_13_4)  c_u_processors(0_13_1)_  7
    x(3_0_13_4)  c_u_processors(0_13_2)_  7
    x(3_0_13_4)  c_u_area_cut(0)_  280
    x(3_0_13_5)  goodput   0.075812274368231042
    x(3_0_13_5)  c_e_one_path(3_0_13)_  1
    x(3_0_13_5)  c_e_flow(3_0_1)_  1
    x(3_0_13_5)  c_e_flow(3_1_1)_  -1
    x(3_0_13_5)  c_u_processors(0_13_0)_  7
    x(3_0_13_5)  c_u_processors(0_13_1)_  7
    x(3_0_13_5)  c_u_area_cut(0)_  210
    x(3_0_13_6)  goodput   0.063176895306859202
    x(3_0_13_6)  c_e_one_path(3_0_13)_  1
    x(3_0_13_6)  c_e_flow(3_0_1)_  1
    x(3_0_13_6)  c_e_flow(3_1_2)_  -1
    x(3_0_13_6)  c_u_processors(0_13_0)_  7
    x(3_0_13_6)  c_u_area_cut(0)_  175
    x(3_0_13_10)  goodput   0.075812274368231042
    x(3_0_13_10)  c_e_one_path(3_0_13)_  1
    x(3_0_13_10)  c_e_flow(3_0_2)_  1
    x(3_0_13_10)  c_e_flow(3_1_0)_  -1
    x(3_0_13_10)  c_u_processors(0_13_0)_  7
    x(3_0_13_10)  c_u_processors(0_13_1)_  7
    x(3_0_13_10)  c_u_processors(0_13_2)_  7
    x(3_0_13_10)  c_u_area_cut(0)_  210
    x(3_0_13_11)  goodput   0.050541516245487361
    x(3_0_13_11)  c_e_one_path(3_0_13)_  1
    x(3_0_13_11)  c_e_flow(3_0_2)_  1
    x(3_0_13_11)  c_e_flow(3_1_1)_  -1
    x(3_0_13_11)  c_u_processors(0_13_0)_  7
    x(3_0_13_11)  c_u_processors(0_13_1)_  7
    x(3_0_13_11)  c_u_area_cut(0)_  140
    x(3_0_13_12)  goodput   0.037906137184115521
    x(3_0_13_12)  c_e_one_path(3_0_13)_  1
    x(3_0_13_12)  c_e_flow(3_0_2)_  1
    x(3_0_13_12)  c_e_flow(3_1_2)_  -1
    x(3_0_13_12)  c_u_processors(0_13_0)_  7
    x(3_0_13_12)  c_u_area_cut(0)_  105
    x(3_0_14_1)  goodput   0.10108303249097472
    x(3_0_14_1)  c_e_one_path(3_0_14)_  1
    x(3_0_14_1)  c_e_flow(3_0_0)_  1
    x(3_0_14_1)  c_e_flow(3_1_0)_  -1
    x(3_0_14_1)  c_u_processors(0_14_0)_  7
    x(3_0_14_1)  c_u_processors(0_14_1)_  7
    x(3_0_14_1)  c_u_processors(0_14_2)_  7
    x(3_0_14_1)  c_u_area_cut(0)_  280
    x(3_0_14_2)  goodput   0.075812274368231042
    x(3_0_14_2)  c_e_one_path(3_0_14)_  1
    x(3_0_14_2)  c_e_flow(3_0_0)_  1
    x(3_0_14_2)  c_e_flow(3_1_1)_  -1
    x(3_0_14_2)  c_u_processors(0_14_0)_  7
    x(3_0_14_2)  c_u_processors(0_14_1)_  7
    x(3_0_14_2)  c_u_area_cut(0)_  210
    x(3_0_14_3)  goodput   0.075812274368231042
    x(3_0_14_3)  c_e_one_path(3_0_14)_  1
    x(3_0_14_3)  c_e_flow(3_0_0)_  1
    x(3_0_14_3)  c_e_flow(3_1_2)_  -1
    x(3_0_14_3)  c_u_processors(0_14_0)_  7
    x(3_0_14_3)  c_u_area_cut(0)_  210
    x(3_0_14_4)  goodput   0.10108303249097472
    x(3_0_14_4)  c_e_one_path(3_0_14)_  1
    x(3_0_14_4)  c_e_flow(3_0_1)_  1
    x(3_0_14_4)  c_e_flow(3_1_0)_  -1
    x(3_0_14_4)  c_u_processors(0_14_0)_  7
    x(3_0_14_4)  c_u_processors(0_14_1)_  7
    x(3_0_14_4)  c_u_processors(0_14_2)_  7
    x(3_0_14_4)  c_u_area_cut(0)_  280
    x(3_0_14_5)  goodput   0.075812274368231042
    x(3_0_14_5)  c_e_one_path(3_0_14)_  1
    x(3_0_14_5)  c_e_flow(3_0_1)_  1
    x(3_0_14_5)  c_e_flow(3_1_1)_  -1
    x(3_0_14_5)  c_u_processors(0_14_0)_  7
    x(3_0_14_5)  c_u_processors(0_14_1)_  7
    x(3_0_14_5)  c_u_area_cut(0)_  210
    x(3_0_14_6)  goodput   0.075812274368231042
    x(3_0_14_6)  c_e_one_path(3_0_14)_  1
    x(3_0_14_6)  c_e_flow(3_0_1)_  1
    x(3_0_14_6)  c_e_flow(3_1_2)_  -1
    x(3_0_14_6)  c_u_processors(0_14_0)_  7
    x(3_0_14_6)  c_u_area_cut(0)_  210
    x(3_0_14_10)  goodput   0.075812274368231042
    x(3_0_14_10)  c_e_one_path(3_0_14)_  1
    x(3_0_14_10)  c_e_flow(3_0_2)_  1
    x(3_0_14_10)  c_e_flow(3_1_0)_  -1
    x(3_0_14_10)  c_u_processors(0_14_0)_  7
    x(3_0_14_10)  c_u_processors(0_14_1)_  7
    x(3_0_14_10)  c_u_processors(0_14_2)_  7
    x(3_0_14_10)  c_u_area_cut(0)_  210
    x(3_0_14_11)  goodput   0.050541516245487361
    x(3_0_14_11)  c_e_one_path(3_0_14)_  1
    x(3_0_14_11)  c_e_flow(3_0_2)_  1
    x(3_0_14_11)  c_e_flow(3_1_1)_  -1
    x(3_0_14_11)  c_u_processors(0_14_0)_  7
    x(3_0_14_11)  c_u_processors(0_14_1)_  7
    x(3_0_14_11)  c_u_area_cut(0)_  140
    x(3_0_14_12)  goodput   0.050541516245487361
    x(3_0_14_12)  c_e_one_path(3_0_14)_  1
    x(3_0_14_12)  c_e_flow(3_0_2)_  1
    x(3_0_14_12)  c_e_flow(3_1_2)_  -1
    x(3_0_14_12)  c_u_processors(0_14_0)_  7
    x(3_0_14_12)  c_u_area_cut(0)_  140
    x(3_1_0_1)  goodput   0.1263537906137184
    x(3_1_0_1)  c_e_one_path(3_1_0)_  1
    x(3_1_0_1)  c_e_flow(3_1_0)_  1
    x(3_1_0_1)  c_e_flow(3_2_0)_  -1
    x(3_1_0_1)  c_u_processors(1_0_0)_  7
    x(3_1_0_1)  c_u_processors(1_0_1)_  7
    x(3_1_0_1)  c_u_processors(1_0_2)_  7
    x(3_1_0_1)  c_u_area_cut(1)_  350
    x(3_1_0_2)  goodput   0.10108303249097472
    x(3_1_0_2)  c_e_one_path(3_1_0)_  1
    x(3_1_0_2)  c_e_flow(3_1_0)_  1
    x(3_1_0_2)  c_e_flow(3_2_1)_  -1
    x(3_1_0_2)  c_u_processors(1_0_0)_  7
    x(3_1_0_2)  c_u_processors(1_0_1)_  7
    x(3_1_0_2)  c_u_area_cut(1)_  280
    x(3_1_0_4)  goodput   0.1263537906137184
    x(3_1_0_4)  c_e_one_path(3_1_0)_  1
    x(3_1_0_4)  c_e_flow(3_1_1)_  1
    x(3_1_0_4)  c_e_flow(3_2_0)_  -1
    x(3_1_0_4)  c_u_processors(1_0_0)_  7
    x(3_1_0_4)  c_u_processors(1_0_1)_  7
    x(3_1_0_4)  c_u_processors(1_0_2)_  7
    x(3_1_0_4)  c_u_area_cut(1)_  350
    x(3_1_0_5)  goodput   0.10108303249097472
    x(3_1_0_5)  c_e_one_path(3_1_0)_  1
    x(3_1_0_5)  c_e_flow(3_1_1)_  1
    x(3_1_0_5)  c_e_flow(3_2_1)_  -1
    x(3_1_0_5)  c_u_processors(1_0_0)_  7
    x(3_1_0_5)  c_u_processors(1_0_1)_  7
    x(3_1_0_5)  c_u_area_cut(1)_  280
    x(3_1_0_7)  goodput   0.10108303249097472
    x(3_1_0_7)  c_e_one_path(3_1_0)_  1
    x(3_1_0_7)  c_e_flow(3_1_1)_  1
    x(3_1_0_7)  c_e_flow(3_2_0)_  -1
    x(3_1_0_7)  c_u_processors(1_0_1)_  7
    x(3_1_0_7)  c_u_processors(1_0_2)_  7
    x(3_1_0_7)  c_u_area_cut(1)_  280
    x(3_1_0_8)  goodput   0.075812274368231042
    x(3_1_0_8)  c_e_one_path(3_1_0)_  1
    x(3_1_0_8)  c_e_flow(3_1_1)_  1
    x(3_1_0_8)  c_e_flow(3_2_1)_  -1
    x(3_1_0_8)  c_u_processors(1_0_1)_  7
    x(3_1_0_8)  c_u_area_cut(1)_  210
    x(3_1_0_10)  goodput   0.10108303249097472
    x(3_1_0_10)  c_e_one_path(3_1_0)_  1
    x(3_1_0_10)  c_e_flow(3_1_2)_  1
    x(3_1_0_10)  c_e_flow(3_2_0)_  -1
    x(3_1_0_10)  c_u_processors(1_0_0)_  7
    x(3_1_0_10)  c_u_processors(1_0_1)_  7
    x(3_1_0_10)  c_u_processors(1_0_2)_  7
    x(3_1_0_10)  c_u_area_cut(1)_  280
    x(3_1_0_11)  goodput   0.075812274368231042
    x(3_1_0_11)  c_e_one_path(3_1_0)_  1
    x(3_1_0_11)  c_e_flow(3_1_2)_  1
    x(3_1_0_11)  c_e_flow(3_2_1)_  -1
    x(3_1_0_11)  c_u_processors(1_0_0)_  7
    x(3_1_0_11)  c_u_processors(1_0_1)_  7
    x(3_1_0_11)  c_u_area_cut(1)_  210
    x(3_1_0_13)  goodput   0.10108303249097472
    x(3_1_0_13)  c_e_one_path(3_1_0)_  1
    x(3_1_0_13)  c_e_flow(3_1_2)_  1
    x(3_1_0_13)  c_e_flow(3_2_0)_  -1
    x(3_1_0_13)  c_u_processors(1_0_1)_  7
    x(3_1_0_13)  c_u_processors(1_0_2)_  7
    x(3_1_0_13)  c_u_area_cut(1)_  280
    x(3_1_0_14)  goodput   0.075812274368231042
    x(3_1_0_14)  c_e_one_path(3_1_0)_  1
    x(3_1_0_14)  c_e_flow(3_1_2)_  1
    x(3_1_0_14)  c_e_flow(3_2_1)_  -1
    x(3_1_0_14)  c_u_processors(1_0_1)_  7
    x(3_1_0_14)  c_u_area_cut(1)_  210
    x(3_1_1_1)  goodput   0.1263537906137184
    x(3_1_1_1)  c_e_one_path(3_1_1)_  1
    x(3_1_1_1)  c_e_flow(3_1_0)_  1
    x(3_1_1_1)  c_e_flow(3_2_0)_  -1
    x(3_1_1_1)  c_u_processors(1_1_0)_  7
    x(3_1_1_1)  c_u_processors(1_1_1)_  7
    x(3_1_1_1)  c_u_processors(1_1_2)_  7
    x(3_1_1_1)  c_u_area_cut(1)_  350
    x(3_1_1_2)  goodput   0.10108303249097472
    x(3_1_1_2)  c_e_one_path(3_1_1)_  1
    x(3_1_1_2)  c_e_flow(3_1_0)_  1
    x(3_1_1_2)  c_e_flow(3_2_1)_  -1
    x(3_1_1_2)  c_u_processors(1_1_0)_  7
    x(3_1_1_2)  c_u_processors(1_1_1)_  7
    x(3_1_1_2)  c_u_area_cut(1)_  280
    x(3_1_1_4)  goodput   0.1263537906137184
    x(3_1_1_4)  c_e_one_path(3_1_1)_  1
    x(3_1_1_4)  c_e_flow(3_1_1)_  1
    x(3_1_1_4)  c_e_flow(3_2_0)_  -1
    x(3_1_1_4)  c_u_processors(1_1_0)_  7
    x(3_1_1_4)  c_u_processors(1_1_1)_  7
    x(3_1_1_4)  c_u_processors(1_1_2)_  7
    x(3_1_1_4)  c_u_area_cut(1)_  350
    x(3_1_1_5)  goodput   0.10108303249097472
    x(3_1_1_5)  c_e_one_path(3_1_1)_  1
    x(3_1_1_5)  c_e_flow(3_1_1)_  1
    x(3_1_1_5)  c_e_flow(3_2_1)_  -1
    x(3_1_1_5)  c_u_processors(1_1_0)_  7
    x(3_1_1_5)  c_u_processors(1_1_1)_  7
    x(3_1_1_5)  c_u_area_cut(1)_  280
    x(3_1_1_7)  goodput   0.088447653429602882
    x(3_1_1_7)  c_e_one_path(3_1_1)_  1
    x(3_1_1_7)  c_e_flow(3_1_1)_  1
    x(3_1_1_7)  c_e_flow(3_2_0)_  -1
    x(3_1_1_7)  c_u_processors(1_1_1)_  7
    x(3_1_1_7)  c_u_processors(1_1_2)_  7
    x(3_1_1_7)  c_u_area_cut(1)_  245
    x(3_1_1_8)  goodput   0.063176895306859202
    x(3_1_1_8)  c_e_one_path(3_1_1)_  1
    x(3_1_1_8)  c_e_flow(3_1_1)_  1
    x(3_1_1_8)  c_e_flow(3_2_1)_  -1
    x(3_1_1_8)  c_u_processors(1_1_1)_  7
    x(3_1_1_8)  c_u_area_cut(1)_  175
    x(3_1_1_10)  goodput   0.10108303249097472
    x(3_1_1_10)  c_e_one_path(3_1_1)_  1
    x(3_1_1_10)  c_e_flow(3_1_2)_  1
    x(3_1_1_10)  c_e_flow(3_2_0)_  -1
    x(3_1_1_10)  c_u_processors(1_1_0)_  7
    x(3_1_1_10)  c_u_processors(1_1_1)_  7
    x(3_1_1_10)  c_u_processors(1_1_2)_  7
    x(3_1_1_10)  c_u_area_cut(1)_  280
    x(3_1_1_11)  goodput   0.075812274368231042
    x(3_1_1_11)  c_e_one_path(3_1_1)_  1
    x(3_1_1_11)  c_e_flow(3_1_2)_  1
    x(3_1_1_11)  c_e_flow(3_2_1)_  -1
    x(3_1_1_11)  c_u_processors(1_1_0)_  7
    x(3_1_1_11)  c_u_processors(1_1_1)_  7
    x(3_1_1_11)  c_u_area_cut(1)_  210
    x(3_1_1_13)  goodput   0.088447653429602882
    x(3_1_1_13)  c_e_one_path(3_1_1)_  1
    x(3_1_1_13)  c_e_flow(3_1_2)_  1
    x(3_1_1_13)  c_e_flow(3_2_0)_  -1
    x(3_1_1_13)  c_u_processors(1_1_1)_  7
    x(3_1_1_13)  c_u_processors(1_1_2)_  7
    x(3_1_1_13)  c_u_area_cut(1)_  245
    x(3_1_1_14)  goodput   0.063176895306859202
    x(3_1_1_14)  c_e_one_path(3_1_1)_  1
    x(3_1_1_14)  c_e_flow(3_1_2)_  1
    x(3_1_1_14)  c_e_flow(3_2_1)_  -1
    x(3_1_1_14)  c_u_processors(1_1_1)_  7
    x(3_1_1_14)  c_u_area_cut(1)_  175
    x(3_1_2_1)  goodput   0.1263537906137184
    x(3_1_2_1)  c_e_one_path(3_1_2)_  1
    x(3_1_2_1)  c_e_flow(3_1_0)_  1
    x(3_1_2_1)  c_e_flow(3_2_0)_  -1
    x(3_1_2_1)  c_u_processors(1_2_0)_  7
    x(3_1_2_1)  c_u_processors(1_2_1)_  7
    x(3_1_2_1)  c_u_processors(1_2_2)_  7
    x(3_1_2_1)  c_u_area_cut(1)_  350
    x(3_1_2_2)  goodput   0.10108303249097472
    x(3_1_2_2)  c_e_one_path(3_1_2)_  1
    x(3_1_2_2)  c_e_flow(3_1_0)_  1
    x(3_1_2_2)  c_e_flow(3_2_1)_  -1
    x(3_1_2_2)  c_u_processors(1_2_0)_  7
    x(3_1_2_2)  c_u_processors(1_2_1)_  7
    x(3_1_2_2)  c_u_area_cut(1)_  280
    x(3_1_2_4)  goodput   0.1263537906137184
    x(3_1_2_4)  c_e_one_path(3_1_2)_  1
    x(3_1_2_4)  c_e_flow(3_1_1)_  1
    x(3_1_2_4)  c_e_flow(3_2_0)_  -1
    x(3_1_2_4)  c_u_processors(1_2_0)_  7
    x(3_1_2_4)  c_u_processors(1_2_1)_  7
    x(3_1_2_4)  c_u_processors(1_2_2)_  7
    x(3_1_2_4)  c_u_area_cut(1)_  350
    x(3_1_2_5)  goodput   0.10108303249097472
    x(3_1_2_5)  c_e_one_path(3_1_2)_  1
    x(3_1_2_5)  c_e_flow(3_1_1)_  1
    x(3_1_2_5)  c_e_flow(3_2_1)_  -1
    x(3_1_2_5)  c_u_processors(1_2_0)_  7
    x(3_1_2_5)  c_u_processors(1_2_1)_  7
    x(3_1_2_5)  c_u_area_cut(1)_  280
    x(3_1_2_7)  goodput   0.08592057761732852
    x(3_1_2_7)  c_e_one_path(3_1_2)_  1
    x(3_1_2_7)  c_e_flow(3_1_1)_  1
    x(3_1_2_7)  c_e_flow(3_2_0)_  -1
    x(3_1_2_7)  c_u_processors(1_2_1)_  7
    x(3_1_2_7)  c_u_processors(1_2_2)_  7
    x(3_1_2_7)  c_u_area_cut(1)_  238
    x(3_1_2_8)  goodput   0.060649819494584832
    x(3_1_2_8)  c_e_one_path(3_1_2)_  1
    x(3_1_2_8)  c_e_flow(3_1_1)_  1
    x(3_1_2_8)  c_e_flow(3_2_1)_  -1
    x(3_1_2_8)  c_u_processors(1_2_1)_  7
    x(3_1_2_8)  c_u_area_cut(1)_  168
    x(3_1_2_10)  goodput   0.10108303249097472
    x(3_1_2_10)  c_e_one_path(3_1_2)_  1
    x(3_1_2_10)  c_e_flow(3_1_2)_  1
    x(3_1_2_10)  c_e_flow(3_2_0)_  -1
    x(3_1_2_10)  c_u_processors(1_2_0)_  7
    x(3_1_2_10)  c_u_processors(1_2_1)_  7
    x(3_1_2_10)  c_u_processors(1_2_2)_  7
    x(3_1_2_10)  c_u_area_cut(1)_  280
    x(3_1_2_11)  goodput   0.075812274368231042
    x(3_1_2_11)  c_e_one_path(3_1_2)_  1
    x(3_1_2_11)  c_e_flow(3_1_2)_  1
    x(3_1_2_11)  c_e_flow(3_2_1)_  -1
    x(3_1_2_11)  c_u_processors(1_2_0)_  7
    x(3_1_2_11)  c_u_processors(1_2_1)_  7
    x(3_1_2_11)  c_u_area_cut(1)_  210
    x(3_1_2_13)  goodput   0.08592057761732852
    x(3_1_2_13)  c_e_one_path(3_1_2)_  1
    x(3_1_2_13)  c_e_flow(3_1_2)_  1
    x(3_1_2_13)  c_e_flow(3_2_0)_  -1
    x(3_1_2_13)  c_u_processors(1_2_1)_  7
    x(3_1_2_13)  c_u_processors(1_2_2)_  7
    x(3_1_2_13)  c_u_area_cut(1)_  238
    x(3_1_2_14)  goodput   0.060649819494584832
    x(3_1_2_14)  c_e_one_path(3_1_2)_  1
    x(3_1_2_14)  c_e_flow(3_1_2)_  1
    x(3_1_2_14)  c_e_flow(3_2_1)_  -1
    x(3_1_2_14)  c_u_processors(1_2_1)_  7
    x(3_1_2_14)  c_u_area_cut(1)_  168
    x(3_1_3_1)  goodput   0.1263537906137184
    x(3_1_3_1)  c_e_one_path(3_1_3)_  1
    x(3_1_3_1)  c_e_flow(3_1_0)_  1
    x(3_1_3_1)  c_e_flow(3_2_0)_  -1
    x(3_1_3_1)  c_u_processors(1_3_0)_  7
    x(3_1_3_1)  c_u_processors(1_3_1)_  7
    x(3_1_3_1)  c_u_processors(1_3_2)_  7
    x(3_1_3_1)  c_u_area_cut(1)_  350
    x(3_1_3_2)  goodput   0.10108303249097472
    x(3_1_3_2)  c_e_one_path(3_1_3)_  1
    x(3_1_3_2)  c_e_flow(3_1_0)_  1
    x(3_1_3_2)  c_e_flow(3_2_1)_  -1
    x(3_1_3_2)  c_u_processors(1_3_0)_  7
    x(3_1_3_2)  c_u_processors(1_3_1)_  7
    x(3_1_3_2)  c_u_area_cut(1)_  280
    x(3_1_3_4)  goodput   0.1263537906137184
    x(3_1_3_4)  c_e_one_path(3_1_3)_  1
    x(3_1_3_4)  c_e_flow(3_1_1)_  1
    x(3_1_3_4)  c_e_flow(3_2_0)_  -1
    x(3_1_3_4)  c_u_processors(1_3_0)_  7
    x(3_1_3_4)  c_u_processors(1_3_1)_  7
    x(3_1_3_4)  c_u_processors(1_3_2)_  7
    x(3_1_3_4)  c_u_area_cut(1)_  350
    x(3_1_3_5)  goodput   0.10108303249097472
    x(3_1_3_5)  c_e_one_path(3_1_3)_  1
    x(3_1_3_5)  c_e_flow(3_1_1)_  1
    x(3_1_3_5)  c_e_flow(3_2_1)_  -1
    x(3_1_3_5)  c_u_processors(1_3_0)_  7
    x(3_1_3_5)  c_u_processors(1_3_1)_  7
    x(3_1_3_5)  c_u_area_cut(1)_  280
    x(3_1_3_7)  goodput   0.080866425992779781
    x(3_1_3_7)  c_e_one_path(3_1_3)_  1
    x(3_1_3_7)  c_e_flow(3_1_1)_  1
    x(3_1_3_7)  c_e_flow(3_2_0)_  -1
    x(3_1_3_7)  c_u_processors(1_3_1)_  7
    x(3_1_3_7)  c_u_processors(1_3_2)_  7
    x(3_1_3_7)  c_u_area_cut(1)_  224
    x(3_1_3_8)  goodput   0.0555956678700361
    x(3_1_3_8)  c_e_one_path(3_1_3)_  1
    x(3_1_3_8)  c_e_flow(3_1_1)_  1
    x(3_1_3_8)  c_e_flow(3_2_1)_  -1
    x(3_1_3_8)  c_u_processors(1_3_1)_  7
    x(3_1_3_8)  c_u_area_cut(1)_  154
    x(3_1_3_10)  goodput   0.10108303249097472
    x(3_1_3_10)  c_e_one_path(3_1_3)_  1
    x(3_1_3_10)  c_e_flow(3_1_2)_  1
    x(3_1_3_10)  c_e_flow(3_2_0)_  -1
    x(3_1_3_10)  c_u_processors(1_3_0)_  7
    x(3_1_3_10)  c_u_processors(1_3_1)_  7
    x(3_1_3_10)  c_u_processors(1_3_2)_  7
    x(3_1_3_10)  c_u_area_cut(1)_  280
    x(3_1_3_11)  goodput   0.075812274368231042
    x(3_1_3_11)  c_e_one_path(3_1_3)_  1
    x(3_1_3_11)  c_e_flow(3_1_2)_  1
    x(3_1_3_11)  c_e_flow(3_2_1)_  -1
    x(3_1_3_11)  c_u_processors(1_3_0)_  7
    x(3_1_3_11)  c_u_processors(1_3_1)_  7
    x(3_1_3_11)  c_u_area_cut(1)_  210
    x(3_1_3_13)  goodput   0.080866425992779781
    x(3_1_3_13)  c_e_one_path(3_1_3)_  1
    x(3_1_3_13)  c_e_flow(3_1_2)_  1
    x(3_1_3_13)  c_e_flow(3_2_0)_  -1
    x(3_1_3_13)  c_u_processors(1_3_1)_  7
    x(3_1_3_13)  c_u_processors(1_3_2)_  7
    x(3_1_3_13)  c_u_area_cut(1)_  224
    x(3_1_3_14)  goodput   0.0555956678700361
    x(3_1_3_14)  c_e_one_path(3_1_3)_  1
    x(3_1_3_14)  c_e_flow(3_1_2)_  1
    x(3_1_3_14)  c_e_flow(3_2_1)_  -1
    x(3_1_3_14)  c_u_processors(1_3_1)_  7
    x(3_1_3_14)  c_u_area_cut(1)_  154
    x(3_1_4_1)  goodput   0.1263537906137184
    x(3_1_4_1)  c_e_one_path(3_1_4)_  1
    x(3_1_4_1)  c_e_flow(3_1_0)_  1
    x(3_1_4_1)  c_e_flow(3_2_0)_  -1
    x(3_1_4_1)  c_u_processors(1_4_0)_  7
    x(3_1_4_1)  c_u_processors(1_4_1)_  7
    x(3_1_4_1)  c_u_processors(1_4_2)_  7
    x(3_1_4_1)  c_u_area_cut(1)_  350
    x(3_1_4_2)  goodput   0.10108303249097472
    x(3_1_4_2)  c_e_one_path(3_1_4)_  1
    x(3_1_4_2)  c_e_flow(3_1_0)_  1
    x(3_1_4_2)  c_e_flow(3_2_1)_  -1
    x(3_1_4_2)  c_u_processors(1_4_0)_  7
    x(3_1_4_2)  c_u_processors(1_4_1)_  7
    x(3_1_4_2)  c_u_area_cut(1)_  280
    x(3_1_4_4)  goodput   0.1263537906137184
    x(3_1_4_4)  c_e_one_path(3_1_4)_  1
    x(3_1_4_4)  c_e_flow(3_1_1)_  1
    x(3_1_4_4)  c_e_flow(3_2_0)_  -1
    x(3_1_4_4)  c_u_processors(1_4_0)_  7
    x(3_1_4_4)  c_u_processors(1_4_1)_  7
    x(3_1_4_4)  c_u_processors(1_4_2)_  7
    x(3_1_4_4)  c_u_area_cut(1)_  350
    x(3_1_4_5)  goodput   0.10108303249097472
    x(3_1_4_5)  c_e_one_path(3_1_4)_  1
    x(3_1_4_5)  c_e_flow(3_1_1)_  1
    x(3_1_4_5)  c_e_flow(3_2_1)_  -1
    x(3_1_4_5)  c_u_processors(1_4_0)_  7
    x(3_1_4_5)  c_u_processors(1_4_1)_  7
    x(3_1_4_5)  c_u_area_cut(1)_  280
    x(3_1_4_7)  goodput   0.075812274368231042
    x(3_1_4_7)  c_e_one_path(3_1_4)_  1
    x(3_1_4_7)  c_e_flow(3_1_1)_  1
    x(3_1_4_7)  c_e_flow(3_2_0)_  -1
    x(3_1_4_7)  c_u_processors(1_4_1)_  7
    x(3_1_4_7)  c_u_processors(1_4_2)_  7
    x(3_1_4_7)  c_u_area_cut(1)_  210
    x(3_1_4_8)  goodput   0.050541516245487361
    x(3_1_4_8)  c_e_one_path(3_1_4)_  1
    x(3_1_4_8)  c_e_flow(3_1_1)_  1
    x(3_1_4_8)  c_e_flow(3_2_1)_  -1
    x(3_1_4_8)  c_u_processors(1_4_1)_  7
    x(3_1_4_8)  c_u_area_cut(1)_  140
    x(3_1_4_10)  goodput   0.10108303249097472
    x(3_1_4_10)  c_e_one_path(3_1_4)_  1
    x(3_1_4_10)  c_e_flow(3_1_2)_  1
    x(3_1_4_10)  c_e_flow(3_2_0)_  -1
    x(3_1_4_10)  c_u_processors(1_4_0)_  7
    x(3_1_4_10)  c_u_processors(1_4_1)_  7
    x(3_1_4_10)  c_u_processors(1_4_2)_  7
    x(3_1_4_10)  c_u_area_cut(1)_  280
    x(3_1_4_11)  goodput   0.075812274368231042
    x(3_1_4_11)  c_e_one_path(3_1_4)_  1
    x(3_1_4_11)  c_e_flow(3_1_2)_  1
    x(3_1_4_11)  c_e_flow(3_2_1)_  -1
    x(3_1_4_11)  c_u_processors(1_4_0)_  7
    x(3_1_4_11)  c_u_processors(1_4_1)_  7
    x(3_1_4_11)  c_u_area_cut(1)_  210
    x(3_1_4_13)  goodput   0.075812274368231042
    x(3_1_4_13)  c_e_one_path(3_1_4)_  1
    x(3_1_4_13)  c_e_flow(3_1_2)_  1
    x(3_1_4_13)  c_e_flow(3_2_0)_  -1
    x(3_1_4_13)  c_u_processors(1_4_1)_  7
    x(3_1_4_13)  c_u_processors(1_4_2)_  7
    x(3_1_4_13)  c_u_area_cut(1)_  210
    x(3_1_4_14)  goodput   0.050541516245487361
    x(3_1_4_14)  c_e_one_path(3_1_4)_  1
    x(3_1_4_14)  c_e_flow(3_1_2)_  1
    x(3_1_4_14)  c_e_flow(3_2_1)_  -1
    x(3_1_4_14)  c_u_processors(1_4_1)_  7
    x(3_1_4_14)  c_u_area_cut(1)_  140
    x(3_1_5_1)  goodput   0.1263537906137184
    x(3_1_5_1)  c_e_one_path(3_1_5)_  1
    x(3_1_5_1)  c_e_flow(3_1_0)_  1
    x(3_1_5_1)  c_e_flow(3_2_0)_  -1
    x(3_1_5_1)  c_u_processors(1_5_0)_  7
    x(3_1_5_1)  c_u_processors(1_5_1)_  7
    x(3_1_5_1)  c_u_processors(1_5_2)_  7
    x(3_1_5_1)  c_u_area_cut(1)_  350
    x(3_1_5_2)  goodput   0.10108303249097472
    x(3_1_5_2)  c_e_one_path(3_1_5)_  1
    x(3_1_5_2)  c_e_flow(3_1_0)_  1
    x(3_1_5_2)  c_e_flow(3_2_1)_  -1
    x(3_1_5_2)  c_u_processors(1_5_0)_  7
    x(3_1_5_2)  c_u_processors(1_5_1)_  7
    x(3_1_5_2)  c_u_area_cut(1)_  280
    x(3_1_5_3)  goodput   0.0050541516245487363
    x(3_1_5_3)  c_e_one_path(3_1_5)_  1
    x(3_1_5_3)  c_e_flow(3_1_0)_  1
    x(3_1_5_3)  c_e_flow(3_2_2)_  -1
    x(3_1_5_3)  c_u_processors(1_5_0)_  7
    x(3_1_5_3)  c_u_area_cut(1)_  14
    x(3_1_5_4)  goodput   0.1263537906137184
    x(3_1_5_4)  c_e_one_path(3_1_5)_  1
    x(3_1_5_4)  c_e_flow(3_1_1)_  1
    x(3_1_5_4)  c_e_flow(3_2_0)_  -1
    x(3_1_5_4)  c_u_processors(1_5_0)_  7
    x(3_1_5_4)  c_u_processors(1_5_1)_  7
    x(3_1_5_4)  c_u_processors(1_5_2)_  7
    x(3_1_5_4)  c_u_area_cut(1)_  350
    x(3_1_5_5)  goodput   0.10108303249097472
    x(3_1_5_5)  c_e_one_path(3_1_5)_  1
    x(3_1_5_5)  c_e_flow(3_1_1)_  1
    x(3_1_5_5)  c_e_flow(3_2_1)_  -1
    x(3_1_5_5)  c_u_processors(1_5_0)_  7
    x(3_1_5_5)  c_u_processors(1_5_1)_  7
    x(3_1_5_5)  c_u_area_cut(1)_  280
    x(3_1_5_6)  goodput   0.0050541516245487363
    x(3_1_5_6)  c_e_one_path(3_1_5)_  1
    x(3_1_5_6)  c_e_flow(3_1_1)_  1
    x(3_1_5_6)  c_e_flow(3_2_2)_  -1
    x(3_1_5_6)  c_u_processors(1_5_0)_  7
    x(3_1_5_6)  c_u_area_cut(1)_  14
    x(3_1_5_7)  goodput   0.070758122743682303
    x(3_1_5_7)  c_e_one_path(3_1_5)_  1
    x(3_1_5_7)  c_e_flow(3_1_1)_  1
    x(3_1_5_7)  c_e_flow(3_2_0)_  -1
    x(3_1_5_7)  c_u_processors(1_5_1)_  7
    x(3_1_5_7)  c_u_processors(1_5_2)_  7
    x(3_1_5_7)  c_u_area_cut(1)_  196
    x(3_1_5_8)  goodput   0.045487364620938622
    x(3_1_5_8)  c_e_one_path(3_1_5)_  1
    x(3_1_5_8)  c_e_flow(3_1_1)_  1
    x(3_1_5_8)  c_e_flow(3_2_1)_  -1
    x(3_1_5_8)  c_u_processors(1_5_1)_  7
    x(3_1_5_8)  c_u_area_cut(1)_  126
    x(3_1_5_10)  goodput   0.10108303249097472
    x(3_1_5_10)  c_e_one_path(3_1_5)_  1
    x(3_1_5_10)  c_e_flow(3_1_2)_  1
    x(3_1_5_10)  c_e_flow(3_2_0)_  -1
    x(3_1_5_10)  c_u_processors(1_5_0)_  7
    x(3_1_5_10)  c_u_processors(1_5_1)_  7
    x(3_1_5_10)  c_u_processors(1_5_2)_  7
    x(3_1_5_10)  c_u_area_cut(1)_  280
    x(3_1_5_11)  goodput   0.075812274368231042
    x(3_1_5_11)  c_e_one_path(3_1_5)_  1
    x(3_1_5_11)  c_e_flow(3_1_2)_  1
    x(3_1_5_11)  c_e_flow(3_2_1)_  -1
    x(3_1_5_11)  c_u_processors(1_5_0)_  7
    x(3_1_5_11)  c_u_processors(1_5_1)_  7
    x(3_1_5_11)  c_u_area_cut(1)_  210
    x(3_1_5_13)  goodput   0.070758122743682303
    x(3_1_5_13)  c_e_one_path(3_1_5)_  1
    x(3_1_5_13)  c_e_flow(3_1_2)_  1
    x(3_1_5_13)  c_e_flow(3_2_0)_  -1
    x(3_1_5_13)  c_u_processors(1_5_1)_  7
    x(3_1_5_13)  c_u_processors(1_5_2)_  7
    x(3_1_5_13)  c_u_area_cut(1)_  196
    x(3_1_5_14)  goodput   0.045487364620938622
    x(3_1_5_14)  c_e_one_path(3_1_5)_  1
    x(3_1_5_14)  c_e_flow(3_1_2)_  1
    x(3_1_5_14)  c_e_flow(3_2_1)_  -1
    x(3_1_5_14)  c_u_processors(1_5_1)_  7
    x(3_1_5_14)  c_u_area_cut(1)_  126
    x(3_1_6_1)  goodput   0.1263537906137184
    x(3_1_6_1)  c_e_one_path(3_1_6)_  1
    x(3_1_6_1)  c_e_flow(3_1_0)_  1
    x(3_1_6_1)  c_e_flow(3_2_0)_  -1
    x(3_1_6_1)  c_u_processors(1_6_0)_  7
    x(3_1_6_1)  c_u_processors(1_6_1)_  7
    x(3_1_6_1)  c_u_processors(1_6_2)_  7
    x(3_1_6_1)  c_u_area_cut(1)_  350
    x(3_1_6_2)  goodput   0.10108303249097472
    x(3_1_6_2)  c_e_one_path(3_1_6)_  1
    x(3_1_6_2)  c_e_flow(3_1_0)_  1
    x(3_1_6_2)  c_e_flow(3_2_1)_  -1
    x(3_1_6_2)  c_u_processors(1_6_0)_  7
    x(3_1_6_2)  c_u_processors(1_6_1)_  7
    x(3_1_6_2)  c_u_area_cut(1)_  280
    x(3_1_6_3)  goodput   0.015162454873646208
    x(3_1_6_3)  c_e_one_path(3_1_6)_  1
    x(3_1_6_3)  c_e_flow(3_1_0)_  1
    x(3_1_6_3)  c_e_flow(3_2_2)_  -1
    x(3_1_6_3)  c_u_processors(1_6_0)_  7
    x(3_1_6_3)  c_u_area_cut(1)_  42
    x(3_1_6_4)  goodput   0.1263537906137184
    x(3_1_6_4)  c_e_one_path(3_1_6)_  1
    x(3_1_6_4)  c_e_flow(3_1_1)_  1
    x(3_1_6_4)  c_e_flow(3_2_0)_  -1
    x(3_1_6_4)  c_u_processors(1_6_0)_  7
    x(3_1_6_4)  c_u_processors(1_6_1)_  7
    x(3_1_6_4)  c_u_processors(1_6_2)_  7
    x(3_1_6_4)  c_u_area_cut(1)_  350
    x(3_1_6_5)  goodput   0.10108303249097472
    x(3_1_6_5)  c_e_one_path(3_1_6)_  1
    x(3_1_6_5)  c_e_flow(3_1_1)_  1
    x(3_1_6_5)  c_e_flow(3_2_1)_  -1
    x(3_1_6_5)  c_u_processors(1_6_0)_  7
    x(3_1_6_5)  c_u_processors(1_6_1)_  7
    x(3_1_6_5)  c_u_area_cut(1)_  280
    x(3_1_6_6)  goodput   0.015162454873646208
    x(3_1_6_6)  c_e_one_path(3_1_6)_  1
    x(3_1_6_6)  c_e_flow(3_1_1)_  1
    x(3_1_6_6)  c_e_flow(3_2_2)_  -1
    x(3_1_6_6)  c_u_processors(1_6_0)_  7
    x(3_1_6_6)  c_u_area_cut(1)_  42
    x(3_1_6_7)  goodput   0.060649819494584832
    x(3_1_6_7)  c_e_one_path(3_1_6)_  1
    x(3_1_6_7)  c_e_flow(3_1_1)_  1
    x(3_1_6_7)  c_e_flow(3_2_0)_  -1
    x(3_1_6_7)  c_u_processors(1_6_1)_  7
    x(3_1_6_7)  c_u_processors(1_6_2)_  7
    x(3_1_6_7)  c_u_area_cut(1)_  168
    x(3_1_6_8)  goodput   0.035379061371841151
    x(3_1_6_8)  c_e_one_path(3_1_6)_  1
    x(3_1_6_8)  c_e_flow(3_1_1)_  1
    x(3_1_6_8)  c_e_flow(3_2_1)_  -1
    x(3_1_6_8)  c_u_processors(1_6_1)_  7
    x(3_1_6_8)  c_u_area_cut(1)_  98
    x(3_1_6_10)  goodput   0.10108303249097472
    x(3_1_6_10)  c_e_one_path(3_1_6)_  1
    x(3_1_6_10)  c_e_flow(3_1_2)_  1
    x(3_1_6_10)  c_e_flow(3_2_0)_  -1
    x(3_1_6_10)  c_u_processors(1_6_0)_  7
    x(3_1_6_10)  c_u_processors(1_6_1)_  7
    x(3_1_6_10)  c_u_processors(1_6_2)_  7
    x(3_1_6_10)  c_u_area_cut(1)_  280
    x(3_1_6_11)  goodput   0.075812274368231042
    x(3_1_6_11)  c_e_one_path(3_1_6)_  1
    x(3_1_6_11)  c_e_flow(3_1_2)_  1
    x(3_1_6_11)  c_e_flow(3_2_1)_  -1
    x(3_1_6_11)  c_u_processors(1_6_0)_  7
    x(3_1_6_11)  c_u_processors(1_6_1)_  7
    x(3_1_6_11)  c_u_area_cut(1)_  210
    x(3_1_6_13)  goodput   0.060649819494584832
    x(3_1_6_13)  c_e_one_path(3_1_6)_  1
    x(3_1_6_13)  c_e_flow(3_1_2)_  1
    x(3_1_6_13)  c_e_flow(3_2_0)_  -1
    x(3_1_6_13)  c_u_processors(1_6_1)_  7
    x(3_1_6_13)  c_u_processors(1_6_2)_  7
    x(3_1_6_13)  c_u_area_cut(1)_  168
    x(3_1_6_14)  goodput   0.035379061371841151
    x(3_1_6_14)  c_e_one_path(3_1_6)_  1
    x(3_1_6_14)  c_e_flow(3_1_2)_  1
    x(3_1_6_14)  c_e_flow(3_2_1)_  -1
    x(3_1_6_14)  c_u_processors(1_6_1)_  7
    x(3_1_6_14)  c_u_area_cut(1)_  98
    x(3_1_7_1)  goodput   0.1263537906137184
    x(3_1_7_1)  c_e_one_path(3_1_7)_  1
    x(3_1_7_1)  c_e_flow(3_1_0)_  1
    x(3_1_7_1)  c_e_flow(3_2_0)_  -1
    x(3_1_7_1)  c_u_processors(1_7_0)_  7
    x(3_1_7_1)  c_u_processors(1_7_1)_  7
    x(3_1_7_1)  c_u_processors(1_7_2)_  7
    x(3_1_7_1)  c_u_area_cut(1)_  350
    x(3_1_7_2)  goodput   0.10108303249097472
    x(3_1_7_2)  c_e_one_path(3_1_7)_  1
    x(3_1_7_2)  c_e_flow(3_1_0)_  1
    x(3_1_7_2)  c_e_flow(3_2_1)_  -1
    x(3_1_7_2)  c_u_processors(1_7_0)_  7
    x(3_1_7_2)  c_u_processors(1_7_1)_  7
    x(3_1_7_2)  c_u_area_cut(1)_  280
    x(3_1_7_3)  goodput   0.025270758122743681
    x(3_1_7_3)  c_e_one_path(3_1_7)_  1
    x(3_1_7_3)  c_e_flow(3_1_0)_  1
    x(3_1_7_3)  c_e_flow(3_2_2)_  -1
    x(3_1_7_3)  c_u_processors(1_7_0)_  7
    x(3_1_7_3)  c_u_area_cut(1)_  70
    x(3_1_7_4)  goodput   0.1263537906137184
    x(3_1_7_4)  c_e_one_path(3_1_7)_  1
    x(3_1_7_4)  c_e_flow(3_1_1)_  1
    x(3_1_7_4)  c_e_flow(3_2_0)_  -1
    x(3_1_7_4)  c_u_processors(1_7_0)_  7
    x(3_1_7_4)  c_u_processors(1_7_1)_  7
    x(3_1_7_4)  c_u_processors(1_7_2)_  7
    x(3_1_7_4)  c_u_area_cut(1)_  350
    x(3_1_7_5)  goodput   0.10108303249097472
    x(3_1_7_5)  c_e_one_path(3_1_7)_  1
    x(3_1_7_5)  c_e_flow(3_1_1)_  1
    x(3_1_7_5)  c_e_flow(3_2_1)_  -1
    x(3_1_7_5)  c_u_processors(1_7_0)_  7
    x(3_1_7_5)  c_u_processors(1_7_1)_  7
    x(3_1_7_5)  c_u_area_cut(1)_  280
    x(3_1_7_6)  goodput   0.025270758122743681
    x(3_1_7_6)  c_e_one_path(3_1_7)_  1
    x(3_1_7_6)  c_e_flow(3_1_1)_  1
    x(3_1_7_6)  c_e_flow(3_2_2)_  -1
    x(3_1_7_6)  c_u_processors(1_7_0)_  7
    x(3_1_7_6)  c_u_area_cut(1)_  70
    x(3_1_7_7)  goodput   0.050541516245487361
    x(3_1_7_7)  c_e_one_path(3_1_7)_  1
    x(3_1_7_7)  c_e_flow(3_1_1)_  1
    x(3_1_7_7)  c_e_flow(3_2_0)_  -1
    x(3_1_7_7)  c_u_processors(1_7_1)_  7
    x(3_1_7_7)  c_u_processors(1_7_2)_  7
    x(3_1_7_7)  c_u_area_cut(1)_  140
    x(3_1_7_8)  goodput   0.025270758122743681
    x(3_1_7_8)  c_e_one_path(3_1_7)_  1
    x(3_1_7_8)  c_e_flow(3_1_1)_  1
    x(3_1_7_8)  c_e_flow(3_2_1)_  -1
    x(3_1_7_8)  c_u_processors(1_7_1)_  7
    x(3_1_7_8)  c_u_area_cut(1)_  70
    x(3_1_7_10)  goodput   0.10108303249097472
    x(3_1_7_10)  c_e_one_path(3_1_7)_  1
    x(3_1_7_10)  c_e_flow(3_1_2)_  1
    x(3_1_7_10)  c_e_flow(3_2_0)_  -1
    x(3_1_7_10)  c_u_processors(1_7_0)_  7
    x(3_1_7_10)  c_u_processors(1_7_1)_  7
    x(3_1_7_10)  c_u_processors(1_7_2)_  7
    x(3_1_7_10)  c_u_area_cut(1)_  280
    x(3_1_7_11)  goodput   0.075812274368231042
    x(3_1_7_11)  c_e_one_path(3_1_7)_  1
    x(3_1_7_11)  c_e_flow(3_1_2)_  1
    x(3_1_7_11)  c_e_flow(3_2_1)_  -1
    x(3_1_7_11)  c_u_processors(1_7_0)_  7
    x(3_1_7_11)  c_u_processors(1_7_1)_  7
    x(3_1_7_11)  c_u_area_cut(1)_  210
    x(3_1_7_13)  goodput   0.050541516245487361
    x(3_1_7_13)  c_e_one_path(3_1_7)_  1
    x(3_1_7_13)  c_e_flow(3_1_2)_  1
    x(3_1_7_13)  c_e_flow(3_2_0)_  -1
    x(3_1_7_13)  c_u_processors(1_7_1)_  7
    x(3_1_7_13)  c_u_processors(1_7_2)_  7
    x(3_1_7_13)  c_u_area_cut(1)_  140
    x(3_1_7_14)  goodput   0.025270758122743681
    x(3_1_7_14)  c_e_one_path(3_1_7)_  1
    x(3_1_7_14)  c_e_flow(3_1_2)_  1
    x(3_1_7_14)  c_e_flow(3_2_1)_  -1
    x(3_1_7_14)  c_u_processors(1_7_1)_  7
    x(3_1_7_14)  c_u_area_cut(1)_  70
    x(3_1_8_1)  goodput   0.1263537906137184
    x(3_1_8_1)  c_e_one_path(3_1_8)_  1
    x(3_1_8_1)  c_e_flow(3_1_0)_  1
    x(3_1_8_1)  c_e_flow(3_2_0)_  -1
    x(3_1_8_1)  c_u_processors(1_8_0)_  7
    x(3_1_8_1)  c_u_processors(1_8_1)_  7
    x(3_1_8_1)  c_u_processors(1_8_2)_  7
    x(3_1_8_1)  c_u_area_cut(1)_  350
    x(3_1_8_2)  goodput   0.10108303249097472
    x(3_1_8_2)  c_e_one_path(3_1_8)_  1
    x(3_1_8_2)  c_e_flow(3_1_0)_  1
    x(3_1_8_2)  c_e_flow(3_2_1)_  -1
    x(3_1_8_2)  c_u_processors(1_8_0)_  7
    x(3_1_8_2)  c_u_processors(1_8_1)_  7
    x(3_1_8_2)  c_u_area_cut(1)_  280
    x(3_1_8_3)  goodput   0.035379061371841151
    x(3_1_8_3)  c_e_one_path(3_1_8)_  1
    x(3_1_8_3)  c_e_flow(3_1_0)_  1
    x(3_1_8_3)  c_e_flow(3_2_2)_  -1
    x(3_1_8_3)  c_u_processors(1_8_0)_  7
    x(3_1_8_3)  c_u_area_cut(1)_  98
    x(3_1_8_4)  goodput   0.1263537906137184
    x(3_1_8_4)  c_e_one_path(3_1_8)_  1
    x(3_1_8_4)  c_e_flow(3_1_1)_  1
    x(3_1_8_4)  c_e_flow(3_2_0)_  -1
    x(3_1_8_4)  c_u_processors(1_8_0)_  7
    x(3_1_8_4)  c_u_processors(1_8_1)_  7
    x(3_1_8_4)  c_u_processors(1_8_2)_  7
    x(3_1_8_4)  c_u_area_cut(1)_  350
    x(3_1_8_5)  goodput   0.10108303249097472
    x(3_1_8_5)  c_e_one_path(3_1_8)_  1
    x(3_1_8_5)  c_e_flow(3_1_1)_  1
    x(3_1_8_5)  c_e_flow(3_2_1)_  -1
    x(3_1_8_5)  c_u_processors(1_8_0)_  7
    x(3_1_8_5)  c_u_processors(1_8_1)_  7
    x(3_1_8_5)  c_u_area_cut(1)_  280
    x(3_1_8_6)  goodput   0.035379061371841151
    x(3_1_8_6)  c_e_one_path(3_1_8)_  1
    x(3_1_8_6)  c_e_flow(3_1_1)_  1
    x(3_1_8_6)  c_e_flow(3_2_2)_  -1
    x(3_1_8_6)  c_u_processors(1_8_0)_  7
    x(3_1_8_6)  c_u_area_cut(1)_  98
    x(3_1_8_7)  goodput   0.04043321299638989
    x(3_1_8_7)  c_e_one_path(3_1_8)_  1
    x(3_1_8_7)  c_e_flow(3_1_1)_  1
    x(3_1_8_7)  c_e_flow(3_2_0)_  -1
    x(3_1_8_7)  c_u_processors(1_8_1)_  7
    x(3_1_8_7)  c_u_processors(1_8_2)_  7
    x(3_1_8_7)  c_u_area_cut(1)_  112
    x(3_1_8_8)  goodput   0.015162454873646208
    x(3_1_8_8)  c_e_one_path(3_1_8)_  1
    x(3_1_8_8)  c_e_flow(3_1_1)_  1
    x(3_1_8_8)  c_e_flow(3_2_1)_  -1
    x(3_1_8_8)  c_u_processors(1_8_1)_  7
    x(3_1_8_8)  c_u_area_cut(1)_  42
    x(3_1_8_10)  goodput   0.10108303249097472
    x(3_1_8_10)  c_e_one_path(3_1_8)_  1
    x(3_1_8_10)  c_e_flow(3_1_2)_  1
    x(3_1_8_10)  c_e_flow(3_2_0)_  -1
    x(3_1_8_10)  c_u_processors(1_8_0)_  7
    x(3_1_8_10)  c_u_processors(1_8_1)_  7
    x(3_1_8_10)  c_u_processors(1_8_2)_  7
    x(3_1_8_10)  c_u_area_cut(1)_  280
    x(3_1_8_11)  goodput   0.075812274368231042
    x(3_1_8_11)  c_e_one_path(3_1_8)_  1
    x(3_1_8_11)  c_e_flow(3_1_2)_  1
    x(3_1_8_11)  c_e_flow(3_2_1)_  -1
    x(3_1_8_11)  c_u_processors(1_8_0)_  7
    x(3_1_8_11)  c_u_processors(1_8_1)_  7
    x(3_1_8_11)  c_u_area_cut(1)_  210
    x(3_1_8_12)  goodput   0.010108303249097473
    x(3_1_8_12)  c_e_one_path(3_1_8)_  1
    x(3_1_8_12)  c_e_flow(3_1_2)_  1
    x(3_1_8_12)  c_e_flow(3_2_2)_  -1
    x(3_1_8_12)  c_u_processors(1_8_0)_  7
    x(3_1_8_12)  c_u_area_cut(1)_  28
    x(3_1_8_13)  goodput   0.04043321299638989
    x(3_1_8_13)  c_e_one_path(3_1_8)_  1
    x(3_1_8_13)  c_e_flow(3_1_2)_  1
    x(3_1_8_13)  c_e_flow(3_2_0)_  -1
    x(3_1_8_13)  c_u_processors(1_8_1)_  7
    x(3_1_8_13)  c_u_processors(1_8_2)_  7
    x(3_1_8_13)  c_u_area_cut(1)_  112
    x(3_1_8_14)  goodput   0.015162454873646208
    x(3_1_8_14)  c_e_one_path(3_1_8)_  1
    x(3_1_8_14)  c_e_flow(3_1_2)_  1
    x(3_1_8_14)  c_e_flow(3_2_1)_  -1
    x(3_1_8_14)  c_u_processors(1_8_1)_  7
    x(3_1_8_14)  c_u_area_cut(1)_  42
    x(3_1_9_1)  goodput   0.1263537906137184
    x(3_1_9_1)  c_e_one_path(3_1_9)_  1
    x(3_1_9_1)  c_e_flow(3_1_0)_  1
    x(3_1_9_1)  c_e_flow(3_2_0)_  -1
    x(3_1_9_1)  c_u_processors(1_9_0)_  7
    x(3_1_9_1)  c_u_processors(1_9_1)_  7
    x(3_1_9_1)  c_u_processors(1_9_2)_  7
    x(3_1_9_1)  c_u_area_cut(1)_  350
    x(3_1_9_2)  goodput   0.10108303249097472
    x(3_1_9_2)  c_e_one_path(3_1_9)_  1
    x(3_1_9_2)  c_e_flow(3_1_0)_  1
    x(3_1_9_2)  c_e_flow(3_2_1)_  -1
    x(3_1_9_2)  c_u_processors(1_9_0)_  7
    x(3_1_9_2)  c_u_processors(1_9_1)_  7
    x(3_1_9_2)  c_u_area_cut(1)_  280
    x(3_1_9_3)  goodput   0.04043321299638989
    x(3_1_9_3)  c_e_one_path(3_1_9)_  1
    x(3_1_9_3)  c_e_flow(3_1_0)_  1
    x(3_1_9_3)  c_e_flow(3_2_2)_  -1
    x(3_1_9_3)  c_u_processors(1_9_0)_  7
    x(3_1_9_3)  c_u_area_cut(1)_  112
    x(3_1_9_4)  goodput   0.1263537906137184
    x(3_1_9_4)  c_e_one_path(3_1_9)_  1
    x(3_1_9_4)  c_e_flow(3_1_1)_  1
    x(3_1_9_4)  c_e_flow(3_2_0)_  -1
    x(3_1_9_4)  c_u_processors(1_9_0)_  7
    x(3_1_9_4)  c_u_processors(1_9_1)_  7
    x(3_1_9_4)  c_u_processors(1_9_2)_  7
    x(3_1_9_4)  c_u_area_cut(1)_  350
    x(3_1_9_5)  goodput   0.10108303249097472
    x(3_1_9_5)  c_e_one_path(3_1_9)_  1
    x(3_1_9_5)  c_e_flow(3_1_1)_  1
    x(3_1_9_5)  c_e_flow(3_2_1)_  -1
    x(3_1_9_5)  c_u_processors(1_9_0)_  7
    x(3_1_9_5)  c_u_processors(1_9_1)_  7
    x(3_1_9_5)  c_u_area_cut(1)_  280
    x(3_1_9_6)  goodput   0.04043321299638989
    x(3_1_9_6)  c_e_one_path(3_1_9)_  1
    x(3_1_9_6)  c_e_flow(3_1_1)_  1
    x(3_1_9_6)  c_e_flow(3_2_2)_  -1
    x(3_1_9_6)  c_u_processors(1_9_0)_  7
    x(3_1_9_6)  c_u_area_cut(1)_  112
    x(3_1_9_7)  goodput   0.035379061371841151
    x(3_1_9_7)  c_e_one_path(3_1_9)_  1
    x(3_1_9_7)  c_e_flow(3_1_1)_  1
    x(3_1_9_7)  c_e_flow(3_2_0)_  -1
    x(3_1_9_7)  c_u_processors(1_9_1)_  7
    x(3_1_9_7)  c_u_processors(1_9_2)_  7
    x(3_1_9_7)  c_u_area_cut(1)_  98
    x(3_1_9_8)  goodput   0.010108303249097473
    x(3_1_9_8)  c_e_one_path(3_1_9)_  1
    x(3_1_9_8)  c_e_flow(3_1_1)_  1
    x(3_1_9_8)  c_e_flow(3_2_1)_  -1
    x(3_1_9_8)  c_u_processors(1_9_1)_  7
    x(3_1_9_8)  c_u_area_cut(1)_  28
    x(3_1_9_10)  goodput   0.10108303249097472
    x(3_1_9_10)  c_e_one_path(3_1_9)_  1
    x(3_1_9_10)  c_e_flow(3_1_2)_  1
    x(3_1_9_10)  c_e_flow(3_2_0)_  -1
    x(3_1_9_10)  c_u_processors(1_9_0)_  7
    x(3_1_9_10)  c_u_processors(1_9_1)_  7
    x(3_1_9_10)  c_u_processors(1_9_2)_  7
    x(3_1_9_10)  c_u_area_cut(1)_  280
    x(3_1_9_11)  goodput   0.075812274368231042
    x(3_1_9_11)  c_e_one_path(3_1_9)_  1
    x(3_1_9_11)  c_e_flow(3_1_2)_  1
    x(3_1_9_11)  c_e_flow(3_2_1)_  -1
    x(3_1_9_11)  c_u_processors(1_9_0)_  7
    x(3_1_9_11)  c_u_processors(1_9_1)_  7
    x(3_1_9_11)  c_u_area_cut(1)_  210
    x(3_1_9_12)  goodput   0.015162454873646208
    x(3_1_9_12)  c_e_one_path(3_1_9)_  1
    x(3_1_9_12)  c_e_flow(3_1_2)_  1
    x(3_1_9_12)  c_e_flow(3_2_2)_  -1
    x(3_1_9_12)  c_u_processors(1_9_0)_  7
    x(3_1_9_12)  c_u_area_cut(1)_  42
    x(3_1_9_13)  goodput   0.035379061371841151
    x(3_1_9_13)  c_e_one_path(3_1_9)_  1
    x(3_1_9_13)  c_e_flow(3_1_2)_  1
    x(3_1_9_13)  c_e_flow(3_2_0)_  -1
    x(3_1_9_13)  c_u_processors(1_9_1)_  7
    x(3_1_9_13)  c_u_processors(1_9_2)_  7
    x(3_1_9_13)  c_u_area_cut(1)_  98
    x(3_1_9_14)  goodput   0.010108303249097473
    x(3_1_9_14)  c_e_one_path(3_1_9)_  1
    x(3_1_9_14)  c_e_flow(3_1_2)_  1
    x(3_1_9_14)  c_e_flow(3_2_1)_  -1
    x(3_1_9_14)  c_u_processors(1_9_1)_  7
    x(3_1_9_14)  c_u_area_cut(1)_  28
    x(3_1_10_1)  goodput   0.1263537906137184
    x(3_1_10_1)  c_e_one_path(3_1_10)_  1
    x(3_1_10_1)  c_e_flow(3_1_0)_  1
    x(3_1_10_1)  c_e_flow(3_2_0)_  -1
    x(3_1_10_1)  c_u_processors(1_10_0)_  7
    x(3_1_10_1)  c_u_processors(1_10_1)_  7
    x(3_1_10_1)  c_u_processors(1_10_2)_  7
    x(3_1_10_1)  c_u_area_cut(1)_  350
    x(3_1_10_2)  goodput   0.10108303249097472
    x(3_1_10_2)  c_e_one_path(3_1_10)_  1
    x(3_1_10_2)  c_e_flow(3_1_0)_  1
    x(3_1_10_2)  c_e_flow(3_2_1)_  -1
    x(3_1_10_2)  c_u_processors(1_10_0)_  7
    x(3_1_10_2)  c_u_processors(1_10_1)_  7
    x(3_1_10_2)  c_u_area_cut(1)_  280
    x(3_1_10_3)  goodput   0.050541516245487361
    x(3_1_10_3)  c_e_one_path(3_1_10)_  1
    x(3_1_10_3)  c_e_flow(3_1_0)_  1
    x(3_1_10_3)  c_e_flow(3_2_2)_  -1
    x(3_1_10_3)  c_u_processors(1_10_0)_  7
    x(3_1_10_3)  c_u_area_cut(1)_  140
    x(3_1_10_4)  goodput   0.1263537906137184
    x(3_1_10_4)  c_e_one_path(3_1_10)_  1
    x(3_1_10_4)  c_e_flow(3_1_1)_  1
    x(3_1_10_4)  c_e_flow(3_2_0)_  -1
    x(3_1_10_4)  c_u_processors(1_10_0)_  7
    x(3_1_10_4)  c_u_processors(1_10_1)_  7
    x(3_1_10_4)  c_u_processors(1_10_2)_  7
    x(3_1_10_4)  c_u_area_cut(1)_  350
    x(3_1_10_5)  goodput   0.10108303249097472
    x(3_1_10_5)  c_e_one_path(3_1_10)_  1
    x(3_1_10_5)  c_e_flow(3_1_1)_  1
    x(3_1_10_5)  c_e_flow(3_2_1)_  -1
    x(3_1_10_5)  c_u_processors(1_10_0)_  7
    x(3_1_10_5)  c_u_processors(1_10_1)_  7
    x(3_1_10_5)  c_u_area_cut(1)_  280
    x(3_1_10_6)  goodput   0.050541516245487361
    x(3_1_10_6)  c_e_one_path(3_1_10)_  1
    x(3_1_10_6)  c_e_flow(3_1_1)_  1
    x(3_1_10_6)  c_e_flow(3_2_2)_  -1
    x(3_1_10_6)  c_u_processors(1_10_0)_  7
    x(3_1_10_6)  c_u_area_cut(1)_  140
    x(3_1_10_7)  goodput   0.025270758122743681
    x(3_1_10_7)  c_e_one_path(3_1_10)_  1
    x(3_1_10_7)  c_e_flow(3_1_1)_  1
    x(3_1_10_7)  c_e_flow(3_2_0)_  -1
    x(3_1_10_7)  c_u_processors(1_10_1)_  7
    x(3_1_10_7)  c_u_processors(1_10_2)_  7
    x(3_1_10_7)  c_u_area_cut(1)_  70
    x(3_1_10_10)  goodput   0.10108303249097472
    x(3_1_10_10)  c_e_one_path(3_1_10)_  1
    x(3_1_10_10)  c_e_flow(3_1_2)_  1
    x(3_1_10_10)  c_e_flow(3_2_0)_  -1
    x(3_1_10_10)  c_u_processors(1_10_0)_  7
    x(3_1_10_10)  c_u_processors(1_10_1)_  7
    x(3_1_10_10)  c_u_processors(1_10_2)_  7
    x(3_1_10_10)  c_u_area_cut(1)_  280
    x(3_1_10_11)  goodput   0.075812274368231042
    x(3_1_10_11)  c_e_one_path(3_1_10)_  1
    x(3_1_10_11)  c_e_flow(3_1_2)_  1
    x(3_1_10_11)  c_e_flow(3_2_1)_  -1
    x(3_1_10_11)  c_u_processors(1_10_0)_  7
    x(3_1_10_11)  c_u_processors(1_10_1)_  7
    x(3_1_10_11)  c_u_area_cut(1)_  210
    x(3_1_10_12)  goodput   0.025270758122743681
    x(3_1_10_12)  c_e_one_path(3_1_10)_  1
    x(3_1_10_12)  c_e_flow(3_1_2)_  1
    x(3_1_10_12)  c_e_flow(3_2_2)_  -1
    x(3_1_10_12)  c_u_processors(1_10_0)_  7
    x(3_1_10_12)  c_u_area_cut(1)_  70
    x(3_1_10_13)  goodput   0.025270758122743681
    x(3_1_10_13)  c_e_one_path(3_1_10)_  1
    x(3_1_10_13)  c_e_flow(3_1_2)_  1
    x(3_1_10_13)  c_e_flow(3_2_0)_  -1
    x(3_1_10_13)  c_u_processors(1_10_1)_  7
    x(3_1_10_13)  c_u_processors(1_10_2)_  7
    x(3_1_10_13)  c_u_area_cut(1)_  70
    x(3_1_11_1)  goodput   0.1263537906137184
    x(3_1_11_1)  c_e_one_path(3_1_11)_  1
    x(3_1_11_1)  c_e_flow(3_1_0)_  1
    x(3_1_11_1)  c_e_flow(3_2_0)_  -1
    x(3_1_11_1)  c_u_processors(1_11_0)_  7
    x(3_1_11_1)  c_u_processors(1_11_1)_  7
    x(3_1_11_1)  c_u_processors(1_11_2)_  7
    x(3_1_11_1)  c_u_area_cut(1)_  350
    x(3_1_11_2)  goodput   0.10108303249097472
    x(3_1_11_2)  c_e_one_path(3_1_11)_  1
    x(3_1_11_2)  c_e_flow(3_1_0)_  1
    x(3_1_11_2)  c_e_flow(3_2_1)_  -1
    x(3_1_11_2)  c_u_processors(1_11_0)_  7
    x(3_1_11_2)  c_u_processors(1_11_1)_  7
    x(3_1_11_2)  c_u_area_cut(1)_  280
    x(3_1_11_3)  goodput   0.060649819494584832
    x(3_1_11_3)  c_e_one_path(3_1_11)_  1
    x(3_1_11_3)  c_e_flow(3_1_0)_  1
    x(3_1_11_3)  c_e_flow(3_2_2)_  -1
    x(3_1_11_3)  c_u_processors(1_11_0)_  7
    x(3_1_11_3)  c_u_area_cut(1)_  168
    x(3_1_11_4)  goodput   0.1263537906137184
    x(3_1_11_4)  c_e_one_path(3_1_11)_  1
    x(3_1_11_4)  c_e_flow(3_1_1)_  1
    x(3_1_11_4)  c_e_flow(3_2_0)_  -1
    x(3_1_11_4)  c_u_processors(1_11_0)_  7
    x(3_1_11_4)  c_u_processors(1_11_1)_  7
    x(3_1_11_4)  c_u_processors(1_11_2)_  7
    x(3_1_11_4)  c_u_area_cut(1)_  350
    x(3_1_11_5)  goodput   0.10108303249097472
    x(3_1_11_5)  c_e_one_path(3_1_11)_  1
    x(3_1_11_5)  c_e_flow(3_1_1)_  1
    x(3_1_11_5)  c_e_flow(3_2_1)_  -1
    x(3_1_11_5)  c_u_processors(1_11_0)_  7
    x(3_1_11_5)  c_u_processors(1_11_1)_  7
    x(3_1_11_5)  c_u_area_cut(1)_  280
    x(3_1_11_6)  goodput   0.060649819494584832
    x(3_1_11_6)  c_e_one_path(3_1_11)_  1
    x(3_1_11_6)  c_e_flow(3_1_1)_  1
    x(3_1_11_6)  c_e_flow(3_2_2)_  -1
    x(3_1_11_6)  c_u_processors(1_11_0)_  7
    x(3_1_11_6)  c_u_area_cut(1)_  168
    x(3_1_11_7)  goodput   0.015162454873646208
    x(3_1_11_7)  c_e_one_path(3_1_11)_  1
    x(3_1_11_7)  c_e_flow(3_1_1)_  1
    x(3_1_11_7)  c_e_flow(3_2_0)_  -1
    x(3_1_11_7)  c_u_processors(1_11_1)_  7
    x(3_1_11_7)  c_u_processors(1_11_2)_  7
    x(3_1_11_7)  c_u_area_cut(1)_  42
    x(3_1_11_10)  goodput   0.10108303249097472
    x(3_1_11_10)  c_e_one_path(3_1_11)_  1
    x(3_1_11_10)  c_e_flow(3_1_2)_  1
    x(3_1_11_10)  c_e_flow(3_2_0)_  -1
    x(3_1_11_10)  c_u_processors(1_11_0)_  7
    x(3_1_11_10)  c_u_processors(1_11_1)_  7
    x(3_1_11_10)  c_u_processors(1_11_2)_  7
    x(3_1_11_10)  c_u_area_cut(1)_  280
    x(3_1_11_11)  goodput   0.075812274368231042
    x(3_1_11_11)  c_e_one_path(3_1_11)_  1
    x(3_1_11_11)  c_e_flow(3_1_2)_  1
    x(3_1_11_11)  c_e_flow(3_2_1)_  -1
    x(3_1_11_11)  c_u_processors(1_11_0)_  7
    x(3_1_11_11)  c_u_processors(1_11_1)_  7
    x(3_1_11_11)  c_u_area_cut(1)_  210
    x(3_1_11_12)  goodput   0.035379061371841151
    x(3_1_11_12)  c_e_one_path(3_1_11)_  1
    x(3_1_11_12)  c_e_flow(3_1_2)_  1
    x(3_1_11_12)  c_e_flow(3_2_2)_  -1
    x(3_1_11_12)  c_u_processors(1_11_0)_  7
    x(3_1_11_12)  c_u_area_cut(1)_  98
    x(3_1_11_13)  goodput   0.015162454873646208
    x(3_1_11_13)  c_e_one_path(3_1_11)_  1
    x(3_1_11_13)  c_e_flow(3_1_2)_  1
    x(3_1_11_13)  c_e_flow(3_2_0)_  -1
    x(3_1_11_13)  c_u_processors(1_11_1)_  7
    x(3_1_11_13)  c_u_processors(1_11_2)_  7
    x(3_1_11_13)  c_u_area_cut(1)_  42
    x(3_1_12_1)  goodput   0.1263537906137184
    x(3_1_12_1)  c_e_one_path(3_1_12)_  1
    x(3_1_12_1)  c_e_flow(3_1_0)_  1
    x(3_1_12_1)  c_e_flow(3_2_0)_  -1
    x(3_1_12_1)  c_u_processors(1_12_0)_  7
    x(3_1_12_1)  c_u_processors(1_12_1)_  7
    x(3_1_12_1)  c_u_processors(1_12_2)_  7
    x(3_1_12_1)  c_u_area_cut(1)_  350
    x(3_1_12_2)  goodput   0.10108303249097472
    x(3_1_12_2)  c_e_one_path(3_1_12)_  1
    x(3_1_12_2)  c_e_flow(3_1_0)_  1
    x(3_1_12_2)  c_e_flow(3_2_1)_  -1
    x(3_1_12_2)  c_u_processors(1_12_0)_  7
    x(3_1_12_2)  c_u_processors(1_12_1)_  7
    x(3_1_12_2)  c_u_area_cut(1)_  280
    x(3_1_12_3)  goodput   0.070758122743682303
    x(3_1_12_3)  c_e_one_path(3_1_12)_  1
    x(3_1_12_3)  c_e_flow(3_1_0)_  1
    x(3_1_12_3)  c_e_flow(3_2_2)_  -1
    x(3_1_12_3)  c_u_processors(1_12_0)_  7
    x(3_1_12_3)  c_u_area_cut(1)_  196
    x(3_1_12_4)  goodput   0.1263537906137184
    x(3_1_12_4)  c_e_one_path(3_1_12)_  1
    x(3_1_12_4)  c_e_flow(3_1_1)_  1
    x(3_1_12_4)  c_e_flow(3_2_0)_  -1
    x(3_1_12_4)  c_u_processors(1_12_0)_  7
    x(3_1_12_4)  c_u_processors(1_12_1)_  7
    x(3_1_12_4)  c_u_processors(1_12_2)_  7
    x(3_1_12_4)  c_u_area_cut(1)_  350
    x(3_1_12_5)  goodput   0.10108303249097472
    x(3_1_12_5)  c_e_one_path(3_1_12)_  1
    x(3_1_12_5)  c_e_flow(3_1_1)_  1
    x(3_1_12_5)  c_e_flow(3_2_1)_  -1
    x(3_1_12_5)  c_u_processors(1_12_0)_  7
    x(3_1_12_5)  c_u_processors(1_12_1)_  7
    x(3_1_12_5)  c_u_area_cut(1)_  280
    x(3_1_12_6)  goodput   0.070758122743682303
    x(3_1_12_6)  c_e_one_path(3_1_12)_  1
    x(3_1_12_6)  c_e_flow(3_1_1)_  1
    x(3_1_12_6)  c_e_flow(3_2_2)_  -1
    x(3_1_12_6)  c_u_processors(1_12_0)_  7
    x(3_1_12_6)  c_u_area_cut(1)_  196
    x(3_1_12_7)  goodput   0.0050541516245487363
    x(3_1_12_7)  c_e_one_path(3_1_12)_  1
    x(3_1_12_7)  c_e_flow(3_1_1)_  1
    x(3_1_12_7)  c_e_flow(3_2_0)_  -1
    x(3_1_12_7)  c_u_processors(1_12_1)_  7
    x(3_1_12_7)  c_u_processors(1_12_2)_  7
    x(3_1_12_7)  c_u_area_cut(1)_  14
    x(3_1_12_10)  goodput   0.10108303249097472
    x(3_1_12_10)  c_e_one_path(3_1_12)_  1
    x(3_1_12_10)  c_e_flow(3_1_2)_  1
    x(3_1_12_10)  c_e_flow(3_2_0)_  -1
    x(3_1_12_10)  c_u_processors(1_12_0)_  7
    x(3_1_12_10)  c_u_processors(1_12_1)_  7
    x(3_1_12_10)  c_u_processors(1_12_2)_  7
    x(3_1_12_10)  c_u_area_cut(1)_  280
    x(3_1_12_11)  goodput   0.075812274368231042
    x(3_1_12_11)  c_e_one_path(3_1_12)_  1
    x(3_1_12_11)  c_e_flow(3_1_2)_  1
    x(3_1_12_11)  c_e_flow(3_2_1)_  -1
    x(3_1_12_11)  c_u_processors(1_12_0)_  7
    x(3_1_12_11)  c_u_processors(1_12_1)_  7
    x(3_1_12_11)  c_u_area_cut(1)_  210
    x(3_1_12_12)  goodput   0.045487364620938622
    x(3_1_12_12)  c_e_one_path(3_1_12)_  1
    x(3_1_12_12)  c_e_flow(3_1_2)_  1
    x(3_1_12_12)  c_e_flow(3_2_2)_  -1
    x(3_1_12_12)  c_u_processors(1_12_0)_  7
    x(3_1_12_12)  c_u_area_cut(1)_  126
    x(3_1_12_13)  goodput   0.0050541516245487363
    x(3_1_12_13)  c_e_one_path(3_1_12)_  1
    x(3_1_12_13)  c_e_flow(3_1_2)_  1
    x(3_1_12_13)  c_e_flow(3_2_0)_  -1
    x(3_1_12_13)  c_u_processors(1_12_1)_  7
    x(3_1_12_13)  c_u_processors(1_12_2)_  7
    x(3_1_12_13)  c_u_area_cut(1)_  14
    x(3_1_13_1)  goodput   0.1263537906137184
    x(3_1_13_1)  c_e_one_path(3_1_13)_  1
    x(3_1_13_1)  c_e_flow(3_1_0)_  1
    x(3_1_13_1)  c_e_flow(3_2_0)_  -1
    x(3_1_13_1)  c_u_processors(1_13_0)_  7
    x(3_1_13_1)  c_u_processors(1_13_1)_  7
    x(3_1_13_1)  c_u_processors(1_13_2)_  7
    x(3_1_13_1)  c_u_area_cut(1)_  350
    x(3_1_13_2)  goodput   0.10108303249097472
    x(3_1_13_2)  c_e_one_path(3_1_13)_  1
    x(3_1_13_2)  c_e_flow(3_1_0)_  1
    x(3_1_13_2)  c_e_flow(3_2_1)_  -1
    x(3_1_13_2)  c_u_processors(1_13_0)_  7
    x(3_1_13_2)  c_u_processors(1_13_1)_  7
    x(3_1_13_2)  c_u_area_cut(1)_  280
    x(3_1_13_3)  goodput   0.075812274368231042
    x(3_1_13_3)  c_e_one_path(3_1_13)_  1
    x(3_1_13_3)  c_e_flow(3_1_0)_  1
    x(3_1_13_3)  c_e_flow(3_2_2)_  -1
    x(3_1_13_3)  c_u_processors(1_13_0)_  7
    x(3_1_13_3)  c_u_area_cut(1)_  210
    x(3_1_13_4)  goodput   0.1263537906137184
    x(3_1_13_4)  c_e_one_path(3_1_13)_  1
    x(3_1_13_4)  c_e_flow(3_1_1)_  1
    x(3_1_13_4)  c_e_flow(3_2_0)_  -1
    x(3_1_13_4)  c_u_processors(1_13_0)_  7
    x(3_1_13_4)  c_u_processors(1_13_1)_  7
    x(3_1_13_4)  c_u_processors(1_13_2)_  7
    x(3_1_13_4)  c_u_area_cut(1)_  350
    x(3_1_13_5)  goodput   0.10108303249097472
    x(3_1_13_5)  c_e_one_path(3_1_13)_  1
    x(3_1_13_5)  c_e_flow(3_1_1)_  1
    x(3_1_13_5)  c_e_flow(3_2_1)_  -1
    x(3_1_13_5)  c_u_processors(1_13_0)_  7
    x(3_1_13_5)  c_u_processors(1_13_1)_  7
    x(3_1_13_5)  c_u_area_cut(1)_  280
    x(3_1_13_6)  goodput   0.075812274368231042
    x(3_1_13_6)  c_e_one_path(3_1_13)_  1
    x(3_1_13_6)  c_e_flow(3_1_1)_  1
    x(3_1_13_6)  c_e_flow(3_2_2)_  -1
    x(3_1_13_6)  c_u_processors(1_13_0)_  7
    x(3_1_13_6)  c_u_area_cut(1)_  210
    x(3_1_13_10)  goodput   0.10108303249097472
    x(3_1_13_10)  c_e_one_path(3_1_13)_  1
    x(3_1_13_10)  c_e_flow(3_1_2)_  1
    x(3_1_13_10)  c_e_flow(3_2_0)_  -1
    x(3_1_13_10)  c_u_processors(1_13_0)_  7
    x(3_1_13_10)  c_u_processors(1_13_1)_  7
    x(3_1_13_10)  c_u_processors(1_13_2)_  7
    x(3_1_13_10)  c_u_area_cut(1)_  280
    x(3_1_13_11)  goodput   0.075812274368231042
    x(3_1_13_11)  c_e_one_path(3_1_13)_  1
    x(3_1_13_11)  c_e_flow(3_1_2)_  1
    x(3_1_13_11)  c_e_flow(3_2_1)_  -1
    x(3_1_13_11)  c_u_processors(1_13_0)_  7
    x(3_1_13_11)  c_u_processors(1_13_1)_  7
    x(3_1_13_11)  c_u_area_cut(1)_  210
    x(3_1_13_12)  goodput   0.050541516245487361
    x(3_1_13_12)  c_e_one_path(3_1_13)_  1
    x(3_1_13_12)  c_e_flow(3_1_2)_  1
    x(3_1_13_12)  c_e_flow(3_2_2)_  -1
    x(3_1_13_12)  c_u_processors(1_13_0)_  7
    x(3_1_13_12)  c_u_area_cut(1)_  140
    x(3_1_14_1)  goodput   0.1263537906137184
    x(3_1_14_1)  c_e_one_path(3_1_14)_  1
    x(3_1_14_1)  c_e_flow(3_1_0)_  1
    x(3_1_14_1)  c_e_flow(3_2_0)_  -1
    x(3_1_14_1)  c_u_processors(1_14_0)_  7
    x(3_1_14_1)  c_u_processors(1_14_1)_  7
    x(3_1_14_1)  c_u_processors(1_14_2)_  7
    x(3_1_14_1)  c_u_area_cut(1)_  350
    x(3_1_14_2)  goodput   0.10108303249097472
    x(3_1_14_2)  c_e_one_path(3_1_14)_  1
    x(3_1_14_2)  c_e_flow(3_1_0)_  1
    x(3_1_14_2)  c_e_flow(3_2_1)_  -1
    x(3_1_14_2)  c_u_processors(1_14_0)_  7
    x(3_1_14_2)  c_u_processors(1_14_1)_  7
    x(3_1_14_2)  c_u_area_cut(1)_  280
    x(3_1_14_3)  goodput   0.080866425992779781
    x(3_1_14_3)  c_e_one_path(3_1_14)_  1
    x(3_1_14_3)  c_e_flow(3_1_0)_  1
    x(3_1_14_3)  c_e_flow(3_2_2)_  -1
    x(3_1_14_3)  c_u_processors(1_14_0)_  7
    x(3_1_14_3)  c_u_area_cut(1)_  224
    x(3_1_14_4)  goodput   0.1263537906137184
    x(3_1_14_4)  c_e_one_path(3_1_14)_  1
    x(3_1_14_4)  c_e_flow(3_1_1)_  1
    x(3_1_14_4)  c_e_flow(3_2_0)_  -1
    x(3_1_14_4)  c_u_processors(1_14_0)_  7
    x(3_1_14_4)  c_u_processors(1_14_1)_  7
    x(3_1_14_4)  c_u_processors(1_14_2)_  7
    x(3_1_14_4)  c_u_area_cut(1)_  350
    x(3_1_14_5)  goodput   0.10108303249097472
    x(3_1_14_5)  c_e_one_path(3_1_14)_  1
    x(3_1_14_5)  c_e_flow(3_1_1)_  1
    x(3_1_14_5)  c_e_flow(3_2_1)_  -1
    x(3_1_14_5)  c_u_processors(1_14_0)_  7
    x(3_1_14_5)  c_u_processors(1_14_1)_  7
    x(3_1_14_5)  c_u_area_cut(1)_  280
    x(3_1_14_6)  goodput   0.080866425992779781
    x(3_1_14_6)  c_e_one_path(3_1_14)_  1
    x(3_1_14_6)  c_e_flow(3_1_1)_  1
    x(3_1_14_6)  c_e_flow(3_2_2)_  -1
    x(3_1_14_6)  c_u_processors(1_14_0)_  7
    x(3_1_14_6)  c_u_area_cut(1)_  224
    x(3_1_14_10)  goodput   0.10108303249097472
    x(3_1_14_10)  c_e_one_path(3_1_14)_  1
    x(3_1_14_10)  c_e_flow(3_1_2)_  1
    x(3_1_14_10)  c_e_flow(3_2_0)_  -1
    x(3_1_14_10)  c_u_processors(1_14_0)_  7
    x(3_1_14_10)  c_u_processors(1_14_1)_  7
    x(3_1_14_10)  c_u_processors(1_14_2)_  7
    x(3_1_14_10)  c_u_area_cut(1)_  280
    x(3_1_14_11)  goodput   0.075812274368231042
    x(3_1_14_11)  c_e_one_path(3_1_14)_  1
    x(3_1_14_11)  c_e_flow(3_1_2)_  1
    x(3_1_14_11)  c_e_flow(3_2_1)_  -1
    x(3_1_14_11)  c_u_processors(1_14_0)_  7
    x(3_1_14_11)  c_u_processors(1_14_1)_  7
    x(3_1_14_11)  c_u_area_cut(1)_  210
    x(3_1_14_12)  goodput   0.0555956678700361
    x(3_1_14_12)  c_e_one_path(3_1_14)_  1
    x(3_1_14_12)  c_e_flow(3_1_2)_  1
    x(3_1_14_12)  c_e_flow(3_2_2)_  -1
    x(3_1_14_12)  c_u_processors(1_14_0)_  7
    x(3_1_14_12)  c_u_area_cut(1)_  154
    x(3_1_15_1)  goodput   0.1263537906137184
    x(3_1_15_1)  c_e_one_path(3_1_15)_  1
    x(3_1_15_1)  c_e_flow(3_1_0)_  1
    x(3_1_15_1)  c_e_flow(3_2_0)_  -1
    x(3_1_15_1)  c_u_processors(1_15_0)_  7
    x(3_1_15_1)  c_u_processors(1_15_1)_  7
    x(3_1_15_1)  c_u_processors(1_15_2)_  7
    x(3_1_15_1)  c_u_area_cut(1)_  350
    x(3_1_15_2)  goodput   0.10108303249097472
    x(3_1_15_2)  c_e_one_path(3_1_15)_  1
    x(3_1_15_2)  c_e_flow(3_1_0)_  1
    x(3_1_15_2)  c_e_flow(3_2_1)_  -1
    x(3_1_15_2)  c_u_processors(1_15_0)_  7
    x(3_1_15_2)  c_u_processors(1_15_1)_  7
    x(3_1_15_2)  c_u_area_cut(1)_  280
    x(3_1_15_3)  goodput   0.08592057761732852
    x(3_1_15_3)  c_e_one_path(3_1_15)_  1
    x(3_1_15_3)  c_e_flow(3_1_0)_  1
    x(3_1_15_3)  c_e_flow(3_2_2)_  -1
    x(3_1_15_3)  c_u_processors(1_15_0)_  7
    x(3_1_15_3)  c_u_area_cut(1)_  238
    x(3_1_15_4)  goodput   0.1263537906137184
    x(3_1_15_4)  c_e_one_path(3_1_15)_  1
    x(3_1_15_4)  c_e_flow(3_1_1)_  1
    x(3_1_15_4)  c_e_flow(3_2_0)_  -1
    x(3_1_15_4)  c_u_processors(1_15_0)_  7
    x(3_1_15_4)  c_u_processors(1_15_1)_  7
    x(3_1_15_4)  c_u_processors(1_15_2)_  7
    x(3_1_15_4)  c_u_area_cut(1)_  350
    x(3_1_15_5)  goodput   0.10108303249097472
    x(3_1_15_5)  c_e_one_path(3_1_15)_  1
    x(3_1_15_5)  c_e_flow(3_1_1)_  1
    x(3_1_15_5)  c_e_flow(3_2_1)_  -1
    x(3_1_15_5)  c_u_processors(1_15_0)_  7
    x(3_1_15_5)  c_u_processors(1_15_1)_  7
    x(3_1_15_5)  c_u_area_cut(1)_  280
    x(3_1_15_6)  goodput   0.08592057761732852
    x(3_1_15_6)  c_e_one_path(3_1_15)_  1
    x(3_1_15_6)  c_e_flow(3_1_1)_  1
    x(3_1_15_6)  c_e_flow(3_2_2)_  -1
    x(3_1_15_6)  c_u_processors(1_15_0)_  7
    x(3_1_15_6)  c_u_area_cut(1)_  238
    x(3_1_15_10)  goodput   0.10108303249097472
    x(3_1_15_10)  c_e_one_path(3_1_15)_  1
    x(3_1_15_10)  c_e_flow(3_1_2)_  1
    x(3_1_15_10)  c_e_flow(3_2_0)_  -1
    x(3_1_15_10)  c_u_processors(1_15_0)_  7
    x(3_1_15_10)  c_u_processors(1_15_1)_  7
    x(3_1_15_10)  c_u_processors(1_15_2)_  7
    x(3_1_15_10)  c_u_area_cut(1)_  280
    x(3_1_15_11)  goodput   0.075812274368231042
    x(3_1_15_11)  c_e_one_path(3_1_15)_  1
    x(3_1_15_11)  c_e_flow(3_1_2)_  1
    x(3_1_15_11)  c_e_flow(3_2_1)_  -1
    x(3_1_15_11)  c_u_processors(1_15_0)_  7
    x(3_1_15_11)  c_u_processors(1_15_1)_  7
    x(3_1_15_11)  c_u_area_cut(1)_  210
    x(3_1_15_12)  goodput   0.060649819494584832
    x(3_1_15_12)  c_e_one_path(3_1_15)_  1
    x(3_1_15_12)  c_e_flow(3_1_2)_  1
    x(3_1_15_12)  c_e_flow(3_2_2)_  -1
    x(3_1_15_12)  c_u_processors(1_15_0)_  7
    x(3_1_15_12)  c_u_area_cut(1)_  168
    x(3_1_16_1)  goodput   0.1263537906137184
    x(3_1_16_1)  c_e_one_path(3_1_16)_  1
    x(3_1_16_1)  c_e_flow(3_1_0)_  1
    x(3_1_16_1)  c_e_flow(3_2_0)_  -1
    x(3_1_16_1)  c_u_processors(1_16_0)_  7
    x(3_1_16_1)  c_u_processors(1_16_1)_  7
    x(3_1_16_1)  c_u_processors(1_16_2)_  7
    x(3_1_16_1)  c_u_area_cut(1)_  350
    x(3_1_16_2)  goodput   0.10108303249097472
    x(3_1_16_2)  c_e_one_path(3_1_16)_  1
    x(3_1_16_2)  c_e_flow(3_1_0)_  1
    x(3_1_16_2)  c_e_flow(3_2_1)_  -1
    x(3_1_16_2)  c_u_processors(1_16_0)_  7
    x(3_1_16_2)  c_u_processors(1_16_1)_  7
    x(3_1_16_2)  c_u_area_cut(1)_  280
    x(3_1_16_3)  goodput   0.088447653429602882
    x(3_1_16_3)  c_e_one_path(3_1_16)_  1
    x(3_1_16_3)  c_e_flow(3_1_0)_  1
    x(3_1_16_3)  c_e_flow(3_2_2)_  -1
    x(3_1_16_3)  c_u_processors(1_16_0)_  7
    x(3_1_16_3)  c_u_area_cut(1)_  245
    x(3_1_16_4)  goodput   0.1263537906137184
    x(3_1_16_4)  c_e_one_path(3_1_16)_  1
    x(3_1_16_4)  c_e_flow(3_1_1)_  1
    x(3_1_16_4)  c_e_flow(3_2_0)_  -1
    x(3_1_16_4)  c_u_processors(1_16_0)_  7
    x(3_1_16_4)  c_u_processors(1_16_1)_  7
    x(3_1_16_4)  c_u_processors(1_16_2)_  7
    x(3_1_16_4)  c_u_area_cut(1)_  350
    x(3_1_16_5)  goodput   0.10108303249097472
    x(3_1_16_5)  c_e_one_path(3_1_16)_  1
    x(3_1_16_5)  c_e_flow(3_1_1)_  1
    x(3_1_16_5)  c_e_flow(3_2_1)_  -1
    x(3_1_16_5)  c_u_processors(1_16_0)_  7
    x(3_1_16_5)  c_u_processors(1_16_1)_  7
    x(3_1_16_5)  c_u_area_cut(1)_  280
    x(3_1_16_6)  goodput   0.088447653429602882
    x(3_1_16_6)  c_e_one_path(3_1_16)_  1
    x(3_1_16_6)  c_e_flow(3_1_1)_  1
    x(3_1_16_6)  c_e_flow(3_2_2)_  -1
    x(3_1_16_6)  c_u_processors(1_16_0)_  7
    x(3_1_16_6)  c_u_area_cut(1)_  245
    x(3_1_16_10)  goodput   0.10108303249097472
    x(3_1_16_10)  c_e_one_path(3_1_16)_  1
    x(3_1_16_10)  c_e_flow(3_1_2)_  1
    x(3_1_16_10)  c_e_flow(3_2_0)_  -1
    x(3_1_16_10)  c_u_processors(1_16_0)_  7
    x(3_1_16_10)  c_u_processors(1_16_1)_  7
    x(3_1_16_10)  c_u_processors(1_16_2)_  7
    x(3_1_16_10)  c_u_area_cut(1)_  280
    x(3_1_16_11)  goodput   0.075812274368231042
    x(3_1_16_11)  c_e_one_path(3_1_16)_  1
    x(3_1_16_11)  c_e_flow(3_1_2)_  1
    x(3_1_16_11)  c_e_flow(3_2_1)_  -1
    x(3_1_16_11)  c_u_processors(1_16_0)_  7
    x(3_1_16_11)  c_u_processors(1_16_1)_  7
    x(3_1_16_11)  c_u_area_cut(1)_  210
    x(3_1_16_12)  goodput   0.063176895306859202
    x(3_1_16_12)  c_e_one_path(3_1_16)_  1
    x(3_1_16_12)  c_e_flow(3_1_2)_  1
    x(3_1_16_12)  c_e_flow(3_2_2)_  -1
    x(3_1_16_12)  c_u_processors(1_16_0)_  7
    x(3_1_16_12)  c_u_area_cut(1)_  175
    x(3_1_17_1)  goodput   0.1263537906137184
    x(3_1_17_1)  c_e_one_path(3_1_17)_  1
    x(3_1_17_1)  c_e_flow(3_1_0)_  1
    x(3_1_17_1)  c_e_flow(3_2_0)_  -1
    x(3_1_17_1)  c_u_processors(1_17_0)_  7
    x(3_1_17_1)  c_u_processors(1_17_1)_  7
    x(3_1_17_1)  c_u_processors(1_17_2)_  7
    x(3_1_17_1)  c_u_area_cut(1)_  350
    x(3_1_17_2)  goodput   0.10108303249097472
    x(3_1_17_2)  c_e_one_path(3_1_17)_  1
    x(3_1_17_2)  c_e_flow(3_1_0)_  1
    x(3_1_17_2)  c_e_flow(3_2_1)_  -1
    x(3_1_17_2)  c_u_processors(1_17_0)_  7
    x(3_1_17_2)  c_u_processors(1_17_1)_  7
    x(3_1_17_2)  c_u_area_cut(1)_  280
    x(3_1_17_3)  goodput   0.10108303249097472
    x(3_1_17_3)  c_e_one_path(3_1_17)_  1
    x(3_1_17_3)  c_e_flow(3_1_0)_  1
    x(3_1_17_3)  c_e_flow(3_2_2)_  -1
    x(3_1_17_3)  c_u_processors(1_17_0)_  7
    x(3_1_17_3)  c_u_area_cut(1)_  280
    x(3_1_17_4)  goodput   0.1263537906137184
    x(3_1_17_4)  c_e_one_path(3_1_17)_  1
    x(3_1_17_4)  c_e_flow(3_1_1)_  1
    x(3_1_17_4)  c_e_flow(3_2_0)_  -1
    x(3_1_17_4)  c_u_processors(1_17_0)_  7
    x(3_1_17_4)  c_u_processors(1_17_1)_  7
    x(3_1_17_4)  c_u_processors(1_17_2)_  7
    x(3_1_17_4)  c_u_area_cut(1)_  350
    x(3_1_17_5)  goodput   0.10108303249097472
    x(3_1_17_5)  c_e_one_path(3_1_17)_  1
    x(3_1_17_5)  c_e_flow(3_1_1)_  1
    x(3_1_17_5)  c_e_flow(3_2_1)_  -1
    x(3_1_17_5)  c_u_processors(1_17_0)_  7
    x(3_1_17_5)  c_u_processors(1_17_1)_  7
    x(3_1_17_5)  c_u_area_cut(1)_  280
    x(3_1_17_6)  goodput   0.10108303249097472
    x(3_1_17_6)  c_e_one_path(3_1_17)_  1
    x(3_1_17_6)  c_e_flow(3_1_1)_  1
    x(3_1_17_6)  c_e_flow(3_2_2)_  -1
    x(3_1_17_6)  c_u_processors(1_17_0)_  7
    x(3_1_17_6)  c_u_area_cut(1)_  280
    x(3_1_17_10)  goodput   0.10108303249097472
    x(3_1_17_10)  c_e_one_path(3_1_17)_  1
    x(3_1_17_10)  c_e_flow(3_1_2)_  1
    x(3_1_17_10)  c_e_flow(3_2_0)_  -1
    x(3_1_17_10)  c_u_processors(1_17_0)_  7
    x(3_1_17_10)  c_u_processors(1_17_1)_  7
    x(3_1_17_10)  c_u_processors(1_17_2)_  7
    x(3_1_17_10)  c_u_area_cut(1)_  280
    x(3_1_17_11)  goodput   0.075812274368231042
    x(3_1_17_11)  c_e_one_path(3_1_17)_  1
    x(3_1_17_11)  c_e_flow(3_1_2)_  1
    x(3_1_17_11)  c_e_flow(3_2_1)_  -1
    x(3_1_17_11)  c_u_processors(1_17_0)_  7
    x(3_1_17_11)  c_u_processors(1_17_1)_  7
    x(3_1_17_11)  c_u_area_cut(1)_  210
    x(3_1_17_12)  goodput   0.075812274368231042
    x(3_1_17_12)  c_e_one_path(3_1_17)_  1
    x(3_1_17_12)  c_e_flow(3_1_2)_  1
    x(3_1_17_12)  c_e_flow(3_2_2)_  -1
    x(3_1_17_12)  c_u_processors(1_17_0)_  7
    x(3_1_17_12)  c_u_area_cut(1)_  210
    x(3_2_0_1)  goodput   0.15162454873646208
    x(3_2_0_1)  c_e_one_path(3_2_0)_  1
    x(3_2_0_1)  c_e_flow(3_2_0)_  1
    x(3_2_0_1)  c_u_processors(2_0_0)_  7
    x(3_2_0_1)  c_u_processors(2_0_1)_  7
    x(3_2_0_1)  c_u_processors(2_0_2)_  7
    x(3_2_0_1)  c_u_area_cut(2)_  420
    x(3_2_0_2)  goodput   0.1263537906137184
    x(3_2_0_2)  c_e_one_path(3_2_0)_  1
    x(3_2_0_2)  c_e_flow(3_2_0)_  1
    x(3_2_0_2)  c_u_processors(2_0_0)_  7
    x(3_2_0_2)  c_u_processors(2_0_1)_  7
    x(3_2_0_2)  c_u_area_cut(2)_  350
    x(3_2_0_4)  goodput   0.15162454873646208
    x(3_2_0_4)  c_e_one_path(3_2_0)_  1
    x(3_2_0_4)  c_e_flow(3_2_1)_  1
    x(3_2_0_4)  c_u_processors(2_0_0)_  7
    x(3_2_0_4)  c_u_processors(2_0_1)_  7
    x(3_2_0_4)  c_u_processors(2_0_2)_  7
    x(3_2_0_4)  c_u_area_cut(2)_  420
    x(3_2_0_5)  goodput   0.1263537906137184
    x(3_2_0_5)  c_e_one_path(3_2_0)_  1
    x(3_2_0_5)  c_e_flow(3_2_1)_  1
    x(3_2_0_5)  c_u_processors(2_0_0)_  7
    x(3_2_0_5)  c_u_processors(2_0_1)_  7
    x(3_2_0_5)  c_u_area_cut(2)_  350
    x(3_2_0_7)  goodput   0.1263537906137184
    x(3_2_0_7)  c_e_one_path(3_2_0)_  1
    x(3_2_0_7)  c_e_flow(3_2_1)_  1
    x(3_2_0_7)  c_u_processors(2_0_1)_  7
    x(3_2_0_7)  c_u_processors(2_0_2)_  7
    x(3_2_0_7)  c_u_area_cut(2)_  350
    x(3_2_0_8)  goodput   0.10108303249097472
    x(3_2_0_8)  c_e_one_path(3_2_0)_  1
    x(3_2_0_8)  c_e_flow(3_2_1)_  1
    x(3_2_0_8)  c_u_processors(2_0_1)_  7
    x(3_2_0_8)  c_u_area_cut(2)_  280
    x(3_2_0_10)  goodput   0.1263537906137184
    x(3_2_0_10)  c_e_one_path(3_2_0)_  1
    x(3_2_0_10)  c_e_flow(3_2_2)_  1
    x(3_2_0_10)  c_u_processors(2_0_0)_  7
    x(3_2_0_10)  c_u_processors(2_0_1)_  7
    x(3_2_0_10)  c_u_processors(2_0_2)_  7
    x(3_2_0_10)  c_u_area_cut(2)_  350
    x(3_2_0_11)  goodput   0.10108303249097472
    x(3_2_0_11)  c_e_one_path(3_2_0)_  1
    x(3_2_0_11)  c_e_flow(3_2_2)_  1
    x(3_2_0_11)  c_u_processors(2_0_0)_  7
    x(3_2_0_11)  c_u_processors(2_0_1)_  7
    x(3_2_0_11)  c_u_area_cut(2)_  280
    x(3_2_0_13)  goodput   0.1263537906137184
    x(3_2_0_13)  c_e_one_path(3_2_0)_  1
    x(3_2_0_13)  c_e_flow(3_2_2)_  1
    x(3_2_0_13)  c_u_processors(2_0_1)_  7
    x(3_2_0_13)  c_u_processors(2_0_2)_  7
    x(3_2_0_13)  c_u_area_cut(2)_  350
    x(3_2_0_14)  goodput   0.10108303249097472
    x(3_2_0_14)  c_e_one_path(3_2_0)_  1
    x(3_2_0_14)  c_e_flow(3_2_2)_  1
    x(3_2_0_14)  c_u_processors(2_0_1)_  7
    x(3_2_0_14)  c_u_area_cut(2)_  280
    x(3_2_1_1)  goodput   0.15162454873646208
    x(3_2_1_1)  c_e_one_path(3_2_1)_  1
    x(3_2_1_1)  c_e_flow(3_2_0)_  1
    x(3_2_1_1)  c_u_processors(2_1_0)_  7
    x(3_2_1_1)  c_u_processors(2_1_1)_  7
    x(3_2_1_1)  c_u_processors(2_1_2)_  7
    x(3_2_1_1)  c_u_area_cut(2)_  420
    x(3_2_1_2)  goodput   0.1263537906137184
    x(3_2_1_2)  c_e_one_path(3_2_1)_  1
    x(3_2_1_2)  c_e_flow(3_2_0)_  1
    x(3_2_1_2)  c_u_processors(2_1_0)_  7
    x(3_2_1_2)  c_u_processors(2_1_1)_  7
    x(3_2_1_2)  c_u_area_cut(2)_  350
    x(3_2_1_4)  goodput   0.15162454873646208
    x(3_2_1_4)  c_e_one_path(3_2_1)_  1
    x(3_2_1_4)  c_e_flow(3_2_1)_  1
    x(3_2_1_4)  c_u_processors(2_1_0)_  7
    x(3_2_1_4)  c_u_processors(2_1_1)_  7
    x(3_2_1_4)  c_u_processors(2_1_2)_  7
    x(3_2_1_4)  c_u_area_cut(2)_  420
    x(3_2_1_5)  goodput   0.1263537906137184
    x(3_2_1_5)  c_e_one_path(3_2_1)_  1
    x(3_2_1_5)  c_e_flow(3_2_1)_  1
    x(3_2_1_5)  c_u_processors(2_1_0)_  7
    x(3_2_1_5)  c_u_processors(2_1_1)_  7
    x(3_2_1_5)  c_u_area_cut(2)_  350
    x(3_2_1_7)  goodput   0.11371841155234656
    x(3_2_1_7)  c_e_one_path(3_2_1)_  1
    x(3_2_1_7)  c_e_flow(3_2_1)_  1
    x(3_2_1_7)  c_u_processors(2_1_1)_  7
    x(3_2_1_7)  c_u_processors(2_1_2)_  7
    x(3_2_1_7)  c_u_area_cut(2)_  315
    x(3_2_1_8)  goodput   0.088447653429602882
    x(3_2_1_8)  c_e_one_path(3_2_1)_  1
    x(3_2_1_8)  c_e_flow(3_2_1)_  1
    x(3_2_1_8)  c_u_processors(2_1_1)_  7
    x(3_2_1_8)  c_u_area_cut(2)_  245
    x(3_2_1_10)  goodput   0.1263537906137184
    x(3_2_1_10)  c_e_one_path(3_2_1)_  1
    x(3_2_1_10)  c_e_flow(3_2_2)_  1
    x(3_2_1_10)  c_u_processors(2_1_0)_  7
    x(3_2_1_10)  c_u_processors(2_1_1)_  7
    x(3_2_1_10)  c_u_processors(2_1_2)_  7
    x(3_2_1_10)  c_u_area_cut(2)_  350
    x(3_2_1_11)  goodput   0.10108303249097472
    x(3_2_1_11)  c_e_one_path(3_2_1)_  1
    x(3_2_1_11)  c_e_flow(3_2_2)_  1
    x(3_2_1_11)  c_u_processors(2_1_0)_  7
    x(3_2_1_11)  c_u_processors(2_1_1)_  7
    x(3_2_1_11)  c_u_area_cut(2)_  280
    x(3_2_1_13)  goodput   0.11371841155234656
    x(3_2_1_13)  c_e_one_path(3_2_1)_  1
    x(3_2_1_13)  c_e_flow(3_2_2)_  1
    x(3_2_1_13)  c_u_processors(2_1_1)_  7
    x(3_2_1_13)  c_u_processors(2_1_2)_  7
    x(3_2_1_13)  c_u_area_cut(2)_  315
    x(3_2_1_14)  goodput   0.088447653429602882
    x(3_2_1_14)  c_e_one_path(3_2_1)_  1
    x(3_2_1_14)  c_e_flow(3_2_2)_  1
    x(3_2_1_14)  c_u_processors(2_1_1)_  7
    x(3_2_1_14)  c_u_area_cut(2)_  245
    x(3_2_2_1)  goodput   0.15162454873646208
    x(3_2_2_1)  c_e_one_path(3_2_2)_  1
    x(3_2_2_1)  c_e_flow(3_2_0)_  1
    x(3_2_2_1)  c_u_processors(2_2_0)_  7
    x(3_2_2_1)  c_u_processors(2_2_1)_  7
    x(3_2_2_1)  c_u_processors(2_2_2)_  7
    x(3_2_2_1)  c_u_area_cut(2)_  420
    x(3_2_2_2)  goodput   0.1263537906137184
    x(3_2_2_2)  c_e_one_path(3_2_2)_  1
    x(3_2_2_2)  c_e_flow(3_2_0)_  1
    x(3_2_2_2)  c_u_processors(2_2_0)_  7
    x(3_2_2_2)  c_u_processors(2_2_1)_  7
    x(3_2_2_2)  c_u_area_cut(2)_  350
    x(3_2_2_4)  goodput   0.15162454873646208
    x(3_2_2_4)  c_e_one_path(3_2_2)_  1
    x(3_2_2_4)  c_e_flow(3_2_1)_  1
    x(3_2_2_4)  c_u_processors(2_2_0)_  7
    x(3_2_2_4)  c_u_processors(2_2_1)_  7
    x(3_2_2_4)  c_u_processors(2_2_2)_  7
    x(3_2_2_4)  c_u_area_cut(2)_  420
    x(3_2_2_5)  goodput   0.1263537906137184
    x(3_2_2_5)  c_e_one_path(3_2_2)_  1
    x(3_2_2_5)  c_e_flow(3_2_1)_  1
    x(3_2_2_5)  c_u_processors(2_2_0)_  7
    x(3_2_2_5)  c_u_processors(2_2_1)_  7
    x(3_2_2_5)  c_u_area_cut(2)_  350
    x(3_2_2_7)  goodput   0.1111913357400722
    x(3_2_2_7)  c_e_one_path(3_2_2)_  1
    x(3_2_2_7)  c_e_flow(3_2_1)_  1
    x(3_2_2_7)  c_u_processors(2_2_1)_  7
    x(3_2_2_7)  c_u_processors(2_2_2)_  7
    x(3_2_2_7)  c_u_area_cut(2)_  308
    x(3_2_2_8)  goodput   0.08592057761732852
    x(3_2_2_8)  c_e_one_path(3_2_2)_  1
    x(3_2_2_8)  c_e_flow(3_2_1)_  1
    x(3_2_2_8)  c_u_processors(2_2_1)_  7
    x(3_2_2_8)  c_u_area_cut(2)_  238
    x(3_2_2_10)  goodput   0.1263537906137184
    x(3_2_2_10)  c_e_one_path(3_2_2)_  1
    x(3_2_2_10)  c_e_flow(3_2_2)_  1
    x(3_2_2_10)  c_u_processors(2_2_0)_  7
    x(3_2_2_10)  c_u_processors(2_2_1)_  7
    x(3_2_2_10)  c_u_processors(2_2_2)_  7
    x(3_2_2_10)  c_u_area_cut(2)_  350
    x(3_2_2_11)  goodput   0.10108303249097472
    x(3_2_2_11)  c_e_one_path(3_2_2)_  1
    x(3_2_2_11)  c_e_flow(3_2_2)_  1
    x(3_2_2_11)  c_u_processors(2_2_0)_  7
    x(3_2_2_11)  c_u_processors(2_2_1)_  7
    x(3_2_2_11)  c_u_area_cut(2)_  280
    x(3_2_2_13)  goodput   0.1111913357400722
    x(3_2_2_13)  c_e_one_path(3_2_2)_  1
    x(3_2_2_13)  c_e_flow(3_2_2)_  1
    x(3_2_2_13)  c_u_processors(2_2_1)_  7
    x(3_2_2_13)  c_u_processors(2_2_2)_  7
    x(3_2_2_13)  c_u_area_cut(2)_  308
    x(3_2_2_14)  goodput   0.08592057761732852
    x(3_2_2_14)  c_e_one_path(3_2_2)_  1
    x(3_2_2_14)  c_e_flow(3_2_2)_  1
    x(3_2_2_14)  c_u_processors(2_2_1)_  7
    x(3_2_2_14)  c_u_area_cut(2)_  238
    x(3_2_3_1)  goodput   0.15162454873646208
    x(3_2_3_1)  c_e_one_path(3_2_3)_  1
    x(3_2_3_1)  c_e_flow(3_2_0)_  1
    x(3_2_3_1)  c_u_processors(2_3_0)_  7
    x(3_2_3_1)  c_u_processors(2_3_1)_  7
    x(3_2_3_1)  c_u_processors(2_3_2)_  7
    x(3_2_3_1)  c_u_area_cut(2)_  420
    x(3_2_3_2)  goodput   0.1263537906137184
    x(3_2_3_2)  c_e_one_path(3_2_3)_  1
    x(3_2_3_2)  c_e_flow(3_2_0)_  1
    x(3_2_3_2)  c_u_processors(2_3_0)_  7
    x(3_2_3_2)  c_u_processors(2_3_1)_  7
    x(3_2_3_2)  c_u_area_cut(2)_  350
    x(3_2_3_4)  goodput   0.15162454873646208
    x(3_2_3_4)  c_e_one_path(3_2_3)_  1
    x(3_2_3_4)  c_e_flow(3_2_1)_  1
    x(3_2_3_4)  c_u_processors(2_3_0)_  7
    x(3_2_3_4)  c_u_processors(2_3_1)_  7
    x(3_2_3_4)  c_u_processors(2_3_2)_  7
    x(3_2_3_4)  c_u_area_cut(2)_  420
    x(3_2_3_5)  goodput   0.1263537906137184
    x(3_2_3_5)  c_e_one_path(3_2_3)_  1
    x(3_2_3_5)  c_e_flow(3_2_1)_  1
    x(3_2_3_5)  c_u_processors(2_3_0)_  7
    x(3_2_3_5)  c_u_processors(2_3_1)_  7
    x(3_2_3_5)  c_u_area_cut(2)_  350
    x(3_2_3_7)  goodput   0.10613718411552346
    x(3_2_3_7)  c_e_one_path(3_2_3)_  1
    x(3_2_3_7)  c_e_flow(3_2_1)_  1
    x(3_2_3_7)  c_u_processors(2_3_1)_  7
    x(3_2_3_7)  c_u_processors(2_3_2)_  7
    x(3_2_3_7)  c_u_area_cut(2)_  294
    x(3_2_3_8)  goodput   0.080866425992779781
    x(3_2_3_8)  c_e_one_path(3_2_3)_  1
    x(3_2_3_8)  c_e_flow(3_2_1)_  1
    x(3_2_3_8)  c_u_processors(2_3_1)_  7
    x(3_2_3_8)  c_u_area_cut(2)_  224
    x(3_2_3_10)  goodput   0.1263537906137184
    x(3_2_3_10)  c_e_one_path(3_2_3)_  1
    x(3_2_3_10)  c_e_flow(3_2_2)_  1
    x(3_2_3_10)  c_u_processors(2_3_0)_  7
    x(3_2_3_10)  c_u_processors(2_3_1)_  7
    x(3_2_3_10)  c_u_processors(2_3_2)_  7
    x(3_2_3_10)  c_u_area_cut(2)_  350
    x(3_2_3_11)  goodput   0.10108303249097472
    x(3_2_3_11)  c_e_one_path(3_2_3)_  1
    x(3_2_3_11)  c_e_flow(3_2_2)_  1
    x(3_2_3_11)  c_u_processors(2_3_0)_  7
    x(3_2_3_11)  c_u_processors(2_3_1)_  7
    x(3_2_3_11)  c_u_area_cut(2)_  280
    x(3_2_3_13)  goodput   0.10613718411552346
    x(3_2_3_13)  c_e_one_path(3_2_3)_  1
    x(3_2_3_13)  c_e_flow(3_2_2)_  1
    x(3_2_3_13)  c_u_processors(2_3_1)_  7
    x(3_2_3_13)  c_u_processors(2_3_2)_  7
    x(3_2_3_13)  c_u_area_cut(2)_  294
    x(3_2_3_14)  goodput   0.080866425992779781
    x(3_2_3_14)  c_e_one_path(3_2_3)_  1
    x(3_2_3_14)  c_e_flow(3_2_2)_  1
    x(3_2_3_14)  c_u_processors(2_3_1)_  7
    x(3_2_3_14)  c_u_area_cut(2)_  224
    x(3_2_4_1)  goodput   0.15162454873646208
    x(3_2_4_1)  c_e_one_path(3_2_4)_  1
    x(3_2_4_1)  c_e_flow(3_2_0)_  1
    x(3_2_4_1)  c_u_processors(2_4_0)_  7
    x(3_2_4_1)  c_u_processors(2_4_1)_  7
    x(3_2_4_1)  c_u_processors(2_4_2)_  7
    x(3_2_4_1)  c_u_area_cut(2)_  420
    x(3_2_4_2)  goodput   0.1263537906137184
    x(3_2_4_2)  c_e_one_path(3_2_4)_  1
    x(3_2_4_2)  c_e_flow(3_2_0)_  1
    x(3_2_4_2)  c_u_processors(2_4_0)_  7
    x(3_2_4_2)  c_u_processors(2_4_1)_  7
    x(3_2_4_2)  c_u_area_cut(2)_  350
    x(3_2_4_4)  goodput   0.15162454873646208
    x(3_2_4_4)  c_e_one_path(3_2_4)_  1
    x(3_2_4_4)  c_e_flow(3_2_1)_  1
    x(3_2_4_4)  c_u_processors(2_4_0)_  7
    x(3_2_4_4)  c_u_processors(2_4_1)_  7
    x(3_2_4_4)  c_u_processors(2_4_2)_  7
    x(3_2_4_4)  c_u_area_cut(2)_  420
    x(3_2_4_5)  goodput   0.1263537906137184
    x(3_2_4_5)  c_e_one_path(3_2_4)_  1
    x(3_2_4_5)  c_e_flow(3_2_1)_  1
    x(3_2_4_5)  c_u_processors(2_4_0)_  7
    x(3_2_4_5)  c_u_processors(2_4_1)_  7
    x(3_2_4_5)  c_u_area_cut(2)_  350
    x(3_2_4_7)  goodput   0.10108303249097472
    x(3_2_4_7)  c_e_one_path(3_2_4)_  1
    x(3_2_4_7)  c_e_flow(3_2_1)_  1
    x(3_2_4_7)  c_u_processors(2_4_1)_  7
    x(3_2_4_7)  c_u_processors(2_4_2)_  7
    x(3_2_4_7)  c_u_area_cut(2)_  280
    x(3_2_4_8)  goodput   0.075812274368231042
    x(3_2_4_8)  c_e_one_path(3_2_4)_  1
    x(3_2_4_8)  c_e_flow(3_2_1)_  1
    x(3_2_4_8)  c_u_processors(2_4_1)_  7
    x(3_2_4_8)  c_u_area_cut(2)_  210
    x(3_2_4_10)  goodput   0.1263537906137184
    x(3_2_4_10)  c_e_one_path(3_2_4)_  1
    x(3_2_4_10)  c_e_flow(3_2_2)_  1
    x(3_2_4_10)  c_u_processors(2_4_0)_  7
    x(3_2_4_10)  c_u_processors(2_4_1)_  7
    x(3_2_4_10)  c_u_processors(2_4_2)_  7
    x(3_2_4_10)  c_u_area_cut(2)_  350
    x(3_2_4_11)  goodput   0.10108303249097472
    x(3_2_4_11)  c_e_one_path(3_2_4)_  1
    x(3_2_4_11)  c_e_flow(3_2_2)_  1
    x(3_2_4_11)  c_u_processors(2_4_0)_  7
    x(3_2_4_11)  c_u_processors(2_4_1)_  7
    x(3_2_4_11)  c_u_area_cut(2)_  280
    x(3_2_4_13)  goodput   0.10108303249097472
    x(3_2_4_13)  c_e_one_path(3_2_4)_  1
    x(3_2_4_13)  c_e_flow(3_2_2)_  1
    x(3_2_4_13)  c_u_processors(2_4_1)_  7
    x(3_2_4_13)  c_u_processors(2_4_2)_  7
    x(3_2_4_13)  c_u_area_cut(2)_  280
    x(3_2_4_14)  goodput   0.075812274368231042
    x(3_2_4_14)  c_e_one_path(3_2_4)_  1
    x(3_2_4_14)  c_e_flow(3_2_2)_  1
    x(3_2_4_14)  c_u_processors(2_4_1)_  7
    x(3_2_4_14)  c_u_area_cut(2)_  210
    x(3_2_5_1)  goodput   0.15162454873646208
    x(3_2_5_1)  c_e_one_path(3_2_5)_  1
    x(3_2_5_1)  c_e_flow(3_2_0)_  1
    x(3_2_5_1)  c_u_processors(2_5_0)_  7
    x(3_2_5_1)  c_u_processors(2_5_1)_  7
    x(3_2_5_1)  c_u_processors(2_5_2)_  7
    x(3_2_5_1)  c_u_area_cut(2)_  420
    x(3_2_5_2)  goodput   0.1263537906137184
    x(3_2_5_2)  c_e_one_path(3_2_5)_  1
    x(3_2_5_2)  c_e_flow(3_2_0)_  1
    x(3_2_5_2)  c_u_processors(2_5_0)_  7
    x(3_2_5_2)  c_u_processors(2_5_1)_  7
    x(3_2_5_2)  c_u_area_cut(2)_  350
    x(3_2_5_3)  goodput   0.0050541516245487363
    x(3_2_5_3)  c_e_one_path(3_2_5)_  1
    x(3_2_5_3)  c_e_flow(3_2_0)_  1
    x(3_2_5_3)  c_u_processors(2_5_0)_  7
    x(3_2_5_3)  c_u_area_cut(2)_  14
    x(3_2_5_4)  goodput   0.15162454873646208
    x(3_2_5_4)  c_e_one_path(3_2_5)_  1
    x(3_2_5_4)  c_e_flow(3_2_1)_  1
    x(3_2_5_4)  c_u_processors(2_5_0)_  7
    x(3_2_5_4)  c_u_processors(2_5_1)_  7
    x(3_2_5_4)  c_u_processors(2_5_2)_  7
    x(3_2_5_4)  c_u_area_cut(2)_  420
    x(3_2_5_5)  goodput   0.1263537906137184
    x(3_2_5_5)  c_e_one_path(3_2_5)_  1
    x(3_2_5_5)  c_e_flow(3_2_1)_  1
    x(3_2_5_5)  c_u_processors(2_5_0)_  7
    x(3_2_5_5)  c_u_processors(2_5_1)_  7
    x(3_2_5_5)  c_u_area_cut(2)_  350
    x(3_2_5_6)  goodput   0.0050541516245487363
    x(3_2_5_6)  c_e_one_path(3_2_5)_  1
    x(3_2_5_6)  c_e_flow(3_2_1)_  1
    x(3_2_5_6)  c_u_processors(2_5_0)_  7
    x(3_2_5_6)  c_u_area_cut(2)_  14
    x(3_2_5_7)  goodput   0.096028880866425984
    x(3_2_5_7)  c_e_one_path(3_2_5)_  1
    x(3_2_5_7)  c_e_flow(3_2_1)_  1
    x(3_2_5_7)  c_u_processors(2_5_1)_  7
    x(3_2_5_7)  c_u_processors(2_5_2)_  7
    x(3_2_5_7)  c_u_area_cut(2)_  266
    x(3_2_5_8)  goodput   0.070758122743682303
    x(3_2_5_8)  c_e_one_path(3_2_5)_  1
    x(3_2_5_8)  c_e_flow(3_2_1)_  1
    x(3_2_5_8)  c_u_processors(2_5_1)_  7
    x(3_2_5_8)  c_u_area_cut(2)_  196
    x(3_2_5_10)  goodput   0.1263537906137184
    x(3_2_5_10)  c_e_one_path(3_2_5)_  1
    x(3_2_5_10)  c_e_flow(3_2_2)_  1
    x(3_2_5_10)  c_u_processors(2_5_0)_  7
    x(3_2_5_10)  c_u_processors(2_5_1)_  7
    x(3_2_5_10)  c_u_processors(2_5_2)_  7
    x(3_2_5_10)  c_u_area_cut(2)_  350
    x(3_2_5_11)  goodput   0.10108303249097472
    x(3_2_5_11)  c_e_one_path(3_2_5)_  1
    x(3_2_5_11)  c_e_flow(3_2_2)_  1
    x(3_2_5_11)  c_u_processors(2_5_0)_  7
    x(3_2_5_11)  c_u_processors(2_5_1)_  7
    x(3_2_5_11)  c_u_area_cut(2)_  280
    x(3_2_5_13)  goodput   0.096028880866425984
    x(3_2_5_13)  c_e_one_path(3_2_5)_  1
    x(3_2_5_13)  c_e_flow(3_2_2)_  1
    x(3_2_5_13)  c_u_processors(2_5_1)_  7
    x(3_2_5_13)  c_u_processors(2_5_2)_  7
    x(3_2_5_13)  c_u_area_cut(2)_  266
    x(3_2_5_14)  goodput   0.070758122743682303
    x(3_2_5_14)  c_e_one_path(3_2_5)_  1
    x(3_2_5_14)  c_e_flow(3_2_2)_  1
    x(3_2_5_14)  c_u_processors(2_5_1)_  7
    x(3_2_5_14)  c_u_area_cut(2)_  196
    x(3_2_6_1)  goodput   0.15162454873646208
    x(3_2_6_1)  c_e_one_path(3_2_6)_  1
    x(3_2_6_1)  c_e_flow(3_2_0)_  1
    x(3_2_6_1)  c_u_processors(2_6_0)_  7
    x(3_2_6_1)  c_u_processors(2_6_1)_  7
    x(3_2_6_1)  c_u_processors(2_6_2)_  7
    x(3_2_6_1)  c_u_area_cut(2)_  420
    x(3_2_6_2)  goodput   0.1263537906137184
    x(3_2_6_2)  c_e_one_path(3_2_6)_  1
    x(3_2_6_2)  c_e_flow(3_2_0)_  1
    x(3_2_6_2)  c_u_processors(2_6_0)_  7
    x(3_2_6_2)  c_u_processors(2_6_1)_  7
    x(3_2_6_2)  c_u_area_cut(2)_  350
    x(3_2_6_3)  goodput   0.015162454873646208
    x(3_2_6_3)  c_e_one_path(3_2_6)_  1
    x(3_2_6_3)  c_e_flow(3_2_0)_  1
    x(3_2_6_3)  c_u_processors(2_6_0)_  7
    x(3_2_6_3)  c_u_area_cut(2)_  42
    x(3_2_6_4)  goodput   0.15162454873646208
    x(3_2_6_4)  c_e_one_path(3_2_6)_  1
    x(3_2_6_4)  c_e_flow(3_2_1)_  1
    x(3_2_6_4)  c_u_processors(2_6_0)_  7
    x(3_2_6_4)  c_u_processors(2_6_1)_  7
    x(3_2_6_4)  c_u_processors(2_6_2)_  7
    x(3_2_6_4)  c_u_area_cut(2)_  420
    x(3_2_6_5)  goodput   0.1263537906137184
    x(3_2_6_5)  c_e_one_path(3_2_6)_  1
    x(3_2_6_5)  c_e_flow(3_2_1)_  1
    x(3_2_6_5)  c_u_processors(2_6_0)_  7
    x(3_2_6_5)  c_u_processors(2_6_1)_  7
    x(3_2_6_5)  c_u_area_cut(2)_  350
    x(3_2_6_6)  goodput   0.015162454873646208
    x(3_2_6_6)  c_e_one_path(3_2_6)_  1
    x(3_2_6_6)  c_e_flow(3_2_1)_  1
    x(3_2_6_6)  c_u_processors(2_6_0)_  7
    x(3_2_6_6)  c_u_area_cut(2)_  42
    x(3_2_6_7)  goodput   0.08592057761732852
    x(3_2_6_7)  c_e_one_path(3_2_6)_  1
    x(3_2_6_7)  c_e_flow(3_2_1)_  1
    x(3_2_6_7)  c_u_processors(2_6_1)_  7
    x(3_2_6_7)  c_u_processors(2_6_2)_  7
    x(3_2_6_7)  c_u_area_cut(2)_  238
    x(3_2_6_8)  goodput   0.060649819494584832
    x(3_2_6_8)  c_e_one_path(3_2_6)_  1
    x(3_2_6_8)  c_e_flow(3_2_1)_  1
    x(3_2_6_8)  c_u_processors(2_6_1)_  7
    x(3_2_6_8)  c_u_area_cut(2)_  168
    x(3_2_6_10)  goodput   0.1263537906137184
    x(3_2_6_10)  c_e_one_path(3_2_6)_  1
    x(3_2_6_10)  c_e_flow(3_2_2)_  1
    x(3_2_6_10)  c_u_processors(2_6_0)_  7
    x(3_2_6_10)  c_u_processors(2_6_1)_  7
    x(3_2_6_10)  c_u_processors(2_6_2)_  7
    x(3_2_6_10)  c_u_area_cut(2)_  350
    x(3_2_6_11)  goodput   0.10108303249097472
    x(3_2_6_11)  c_e_one_path(3_2_6)_  1
    x(3_2_6_11)  c_e_flow(3_2_2)_  1
    x(3_2_6_11)  c_u_processors(2_6_0)_  7
    x(3_2_6_11)  c_u_processors(2_6_1)_  7
    x(3_2_6_11)  c_u_area_cut(2)_  280
    x(3_2_6_13)  goodput   0.08592057761732852
    x(3_2_6_13)  c_e_one_path(3_2_6)_  1
    x(3_2_6_13)  c_e_flow(3_2_2)_  1
    x(3_2_6_13)  c_u_processors(2_6_1)_  7
    x(3_2_6_13)  c_u_processors(2_6_2)_  7
    x(3_2_6_13)  c_u_area_cut(2)_  238
    x(3_2_6_14)  goodput   0.060649819494584832
    x(3_2_6_14)  c_e_one_path(3_2_6)_  1
    x(3_2_6_14)  c_e_flow(3_2_2)_  1
    x(3_2_6_14)  c_u_processors(2_6_1)_  7
    x(3_2_6_14)  c_u_area_cut(2)_  168
    x(3_2_7_1)  goodput   0.15162454873646208
    x(3_2_7_1)  c_e_one_path(3_2_7)_  1
    x(3_2_7_1)  c_e_flow(3_2_0)_  1
    x(3_2_7_1)  c_u_processors(2_7_0)_  7
    x(3_2_7_1)  c_u_processors(2_7_1)_  7
    x(3_2_7_1)  c_u_processors(2_7_2)_  7
    x(3_2_7_1)  c_u_area_cut(2)_  420
    x(3_2_7_2)  goodput   0.1263537906137184
    x(3_2_7_2)  c_e_one_path(3_2_7)_  1
    x(3_2_7_2)  c_e_flow(3_2_0)_  1
    x(3_2_7_2)  c_u_processors(2_7_0)_  7
    x(3_2_7_2)  c_u_processors(2_7_1)_  7
    x(3_2_7_2)  c_u_area_cut(2)_  350
    x(3_2_7_3)  goodput   0.025270758122743681
    x(3_2_7_3)  c_e_one_path(3_2_7)_  1
    x(3_2_7_3)  c_e_flow(3_2_0)_  1
    x(3_2_7_3)  c_u_processors(2_7_0)_  7
    x(3_2_7_3)  c_u_area_cut(2)_  70
    x(3_2_7_4)  goodput   0.15162454873646208
    x(3_2_7_4)  c_e_one_path(3_2_7)_  1
    x(3_2_7_4)  c_e_flow(3_2_1)_  1
    x(3_2_7_4)  c_u_processors(2_7_0)_  7
    x(3_2_7_4)  c_u_processors(2_7_1)_  7
    x(3_2_7_4)  c_u_processors(2_7_2)_  7
    x(3_2_7_4)  c_u_area_cut(2)_  420
    x(3_2_7_5)  goodput   0.1263537906137184
    x(3_2_7_5)  c_e_one_path(3_2_7)_  1
    x(3_2_7_5)  c_e_flow(3_2_1)_  1
    x(3_2_7_5)  c_u_processors(2_7_0)_  7
    x(3_2_7_5)  c_u_processors(2_7_1)_  7
    x(3_2_7_5)  c_u_area_cut(2)_  350
    x(3_2_7_6)  goodput   0.025270758122743681
    x(3_2_7_6)  c_e_one_path(3_2_7)_  1
    x(3_2_7_6)  c_e_flow(3_2_1)_  1
    x(3_2_7_6)  c_u_processors(2_7_0)_  7
    x(3_2_7_6)  c_u_area_cut(2)_  70
    x(3_2_7_7)  goodput   0.075812274368231042
    x(3_2_7_7)  c_e_one_path(3_2_7)_  1
    x(3_2_7_7)  c_e_flow(3_2_1)_  1
    x(3_2_7_7)  c_u_processors(2_7_1)_  7
    x(3_2_7_7)  c_u_processors(2_7_2)_  7
    x(3_2_7_7)  c_u_area_cut(2)_  210
    x(3_2_7_8)  goodput   0.050541516245487361
    x(3_2_7_8)  c_e_one_path(3_2_7)_  1
    x(3_2_7_8)  c_e_flow(3_2_1)_  1
    x(3_2_7_8)  c_u_processors(2_7_1)_  7
    x(3_2_7_8)  c_u_area_cut(2)_  140
    x(3_2_7_10)  goodput   0.1263537906137184
    x(3_2_7_10)  c_e_one_path(3_2_7)_  1
    x(3_2_7_10)  c_e_flow(3_2_2)_  1
    x(3_2_7_10)  c_u_processors(2_7_0)_  7
    x(3_2_7_10)  c_u_processors(2_7_1)_  7
    x(3_2_7_10)  c_u_processors(2_7_2)_  7
    x(3_2_7_10)  c_u_area_cut(2)_  350
    x(3_2_7_11)  goodput   0.10108303249097472
    x(3_2_7_11)  c_e_one_path(3_2_7)_  1
    x(3_2_7_11)  c_e_flow(3_2_2)_  1
    x(3_2_7_11)  c_u_processors(2_7_0)_  7
    x(3_2_7_11)  c_u_processors(2_7_1)_  7
    x(3_2_7_11)  c_u_area_cut(2)_  280
    x(3_2_7_13)  goodput   0.075812274368231042
    x(3_2_7_13)  c_e_one_path(3_2_7)_  1
    x(3_2_7_13)  c_e_flow(3_2_2)_  1
    x(3_2_7_13)  c_u_processors(2_7_1)_  7
    x(3_2_7_13)  c_u_processors(2_7_2)_  7
    x(3_2_7_13)  c_u_area_cut(2)_  210
    x(3_2_7_14)  goodput   0.050541516245487361
    x(3_2_7_14)  c_e_one_path(3_2_7)_  1
    x(3_2_7_14)  c_e_flow(3_2_2)_  1
    x(3_2_7_14)  c_u_processors(2_7_1)_  7
    x(3_2_7_14)  c_u_area_cut(2)_  140
    x(3_2_8_1)  goodput   0.15162454873646208
    x(3_2_8_1)  c_e_one_path(3_2_8)_  1
    x(3_2_8_1)  c_e_flow(3_2_0)_  1
    x(3_2_8_1)  c_u_processors(2_8_0)_  7
    x(3_2_8_1)  c_u_processors(2_8_1)_  7
    x(3_2_8_1)  c_u_processors(2_8_2)_  7
    x(3_2_8_1)  c_u_area_cut(2)_  420
    x(3_2_8_2)  goodput   0.1263537906137184
    x(3_2_8_2)  c_e_one_path(3_2_8)_  1
    x(3_2_8_2)  c_e_flow(3_2_0)_  1
    x(3_2_8_2)  c_u_processors(2_8_0)_  7
    x(3_2_8_2)  c_u_processors(2_8_1)_  7
    x(3_2_8_2)  c_u_area_cut(2)_  350
    x(3_2_8_3)  goodput   0.035379061371841151
    x(3_2_8_3)  c_e_one_path(3_2_8)_  1
    x(3_2_8_3)  c_e_flow(3_2_0)_  1
    x(3_2_8_3)  c_u_processors(2_8_0)_  7
    x(3_2_8_3)  c_u_area_cut(2)_  98
    x(3_2_8_4)  goodput   0.15162454873646208
    x(3_2_8_4)  c_e_one_path(3_2_8)_  1
    x(3_2_8_4)  c_e_flow(3_2_1)_  1
    x(3_2_8_4)  c_u_processors(2_8_0)_  7
    x(3_2_8_4)  c_u_processors(2_8_1)_  7
    x(3_2_8_4)  c_u_processors(2_8_2)_  7
    x(3_2_8_4)  c_u_area_cut(2)_  420
    x(3_2_8_5)  goodput   0.1263537906137184
    x(3_2_8_5)  c_e_one_path(3_2_8)_  1
    x(3_2_8_5)  c_e_flow(3_2_1)_  1
    x(3_2_8_5)  c_u_processors(2_8_0)_  7
    x(3_2_8_5)  c_u_processors(2_8_1)_  7
    x(3_2_8_5)  c_u_area_cut(2)_  350
    x(3_2_8_6)  goodput   0.035379061371841151
    x(3_2_8_6)  c_e_one_path(3_2_8)_  1
    x(3_2_8_6)  c_e_flow(3_2_1)_  1
    x(3_2_8_6)  c_u_processors(2_8_0)_  7
    x(3_2_8_6)  c_u_area_cut(2)_  98
    x(3_2_8_7)  goodput   0.065703971119133564
    x(3_2_8_7)  c_e_one_path(3_2_8)_  1
    x(3_2_8_7)  c_e_flow(3_2_1)_  1
    x(3_2_8_7)  c_u_processors(2_8_1)_  7
    x(3_2_8_7)  c_u_processors(2_8_2)_  7
    x(3_2_8_7)  c_u_area_cut(2)_  182
    x(3_2_8_8)  goodput   0.04043321299638989
    x(3_2_8_8)  c_e_one_path(3_2_8)_  1
    x(3_2_8_8)  c_e_flow(3_2_1)_  1
    x(3_2_8_8)  c_u_processors(2_8_1)_  7
    x(3_2_8_8)  c_u_area_cut(2)_  112
    x(3_2_8_10)  goodput   0.1263537906137184
    x(3_2_8_10)  c_e_one_path(3_2_8)_  1
    x(3_2_8_10)  c_e_flow(3_2_2)_  1
    x(3_2_8_10)  c_u_processors(2_8_0)_  7
    x(3_2_8_10)  c_u_processors(2_8_1)_  7
    x(3_2_8_10)  c_u_processors(2_8_2)_  7
    x(3_2_8_10)  c_u_area_cut(2)_  350
    x(3_2_8_11)  goodput   0.10108303249097472
    x(3_2_8_11)  c_e_one_path(3_2_8)_  1
    x(3_2_8_11)  c_e_flow(3_2_2)_  1
    x(3_2_8_11)  c_u_processors(2_8_0)_  7
    x(3_2_8_11)  c_u_processors(2_8_1)_  7
    x(3_2_8_11)  c_u_area_cut(2)_  280
    x(3_2_8_12)  goodput   0.010108303249097473
    x(3_2_8_12)  c_e_one_path(3_2_8)_  1
    x(3_2_8_12)  c_e_flow(3_2_2)_  1
    x(3_2_8_12)  c_u_processors(2_8_0)_  7
    x(3_2_8_12)  c_u_area_cut(2)_  28
    x(3_2_8_13)  goodput   0.065703971119133564
    x(3_2_8_13)  c_e_one_path(3_2_8)_  1
    x(3_2_8_13)  c_e_flow(3_2_2)_  1
    x(3_2_8_13)  c_u_processors(2_8_1)_  7
    x(3_2_8_13)  c_u_processors(2_8_2)_  7
    x(3_2_8_13)  c_u_area_cut(2)_  182
    x(3_2_8_14)  goodput   0.04043321299638989
    x(3_2_8_14)  c_e_one_path(3_2_8)_  1
    x(3_2_8_14)  c_e_flow(3_2_2)_  1
    x(3_2_8_14)  c_u_processors(2_8_1)_  7
    x(3_2_8_14)  c_u_area_cut(2)_  112
    x(3_2_9_1)  goodput   0.15162454873646208
    x(3_2_9_1)  c_e_one_path(3_2_9)_  1
    x(3_2_9_1)  c_e_flow(3_2_0)_  1
    x(3_2_9_1)  c_u_processors(2_9_0)_  7
    x(3_2_9_1)  c_u_processors(2_9_1)_  7
    x(3_2_9_1)  c_u_processors(2_9_2)_  7
    x(3_2_9_1)  c_u_area_cut(2)_  420
    x(3_2_9_2)  goodput   0.1263537906137184
    x(3_2_9_2)  c_e_one_path(3_2_9)_  1
    x(3_2_9_2)  c_e_flow(3_2_0)_  1
    x(3_2_9_2)  c_u_processors(2_9_0)_  7
    x(3_2_9_2)  c_u_processors(2_9_1)_  7
    x(3_2_9_2)  c_u_area_cut(2)_  350
    x(3_2_9_3)  goodput   0.065703971119133564
    x(3_2_9_3)  c_e_one_path(3_2_9)_  1
    x(3_2_9_3)  c_e_flow(3_2_0)_  1
    x(3_2_9_3)  c_u_processors(2_9_0)_  7
    x(3_2_9_3)  c_u_area_cut(2)_  182
    x(3_2_9_4)  goodput   0.15162454873646208
    x(3_2_9_4)  c_e_one_path(3_2_9)_  1
    x(3_2_9_4)  c_e_flow(3_2_1)_  1
    x(3_2_9_4)  c_u_processors(2_9_0)_  7
    x(3_2_9_4)  c_u_processors(2_9_1)_  7
    x(3_2_9_4)  c_u_processors(2_9_2)_  7
    x(3_2_9_4)  c_u_area_cut(2)_  420
    x(3_2_9_5)  goodput   0.1263537906137184
    x(3_2_9_5)  c_e_one_path(3_2_9)_  1
    x(3_2_9_5)  c_e_flow(3_2_1)_  1
    x(3_2_9_5)  c_u_processors(2_9_0)_  7
    x(3_2_9_5)  c_u_processors(2_9_1)_  7
    x(3_2_9_5)  c_u_area_cut(2)_  350
    x(3_2_9_6)  goodput   0.065703971119133564
    x(3_2_9_6)  c_e_one_path(3_2_9)_  1
    x(3_2_9_6)  c_e_flow(3_2_1)_  1
    x(3_2_9_6)  c_u_processors(2_9_0)_  7
    x(3_2_9_6)  c_u_area_cut(2)_  182
    x(3_2_9_7)  goodput   0.035379061371841151
    x(3_2_9_7)  c_e_one_path(3_2_9)_  1
    x(3_2_9_7)  c_e_flow(3_2_1)_  1
    x(3_2_9_7)  c_u_processors(2_9_1)_  7
    x(3_2_9_7)  c_u_processors(2_9_2)_  7
    x(3_2_9_7)  c_u_area_cut(2)_  98
    x(3_2_9_8)  goodput   0.010108303249097473
    x(3_2_9_8)  c_e_one_path(3_2_9)_  1
    x(3_2_9_8)  c_e_flow(3_2_1)_  1
    x(3_2_9_8)  c_u_processors(2_9_1)_  7
    x(3_2_9_8)  c_u_area_cut(2)_  28
    x(3_2_9_10)  goodput   0.1263537906137184
    x(3_2_9_10)  c_e_one_path(3_2_9)_  1
    x(3_2_9_10)  c_e_flow(3_2_2)_  1
    x(3_2_9_10)  c_u_processors(2_9_0)_  7
    x(3_2_9_10)  c_u_processors(2_9_1)_  7
    x(3_2_9_10)  c_u_processors(2_9_2)_  7
    x(3_2_9_10)  c_u_area_cut(2)_  350
    x(3_2_9_11)  goodput   0.10108303249097472
    x(3_2_9_11)  c_e_one_path(3_2_9)_  1
    x(3_2_9_11)  c_e_flow(3_2_2)_  1
    x(3_2_9_11)  c_u_processors(2_9_0)_  7
    x(3_2_9_11)  c_u_processors(2_9_1)_  7
    x(3_2_9_11)  c_u_area_cut(2)_  280
    x(3_2_9_12)  goodput   0.04043321299638989
    x(3_2_9_12)  c_e_one_path(3_2_9)_  1
    x(3_2_9_12)  c_e_flow(3_2_2)_  1
    x(3_2_9_12)  c_u_processors(2_9_0)_  7
    x(3_2_9_12)  c_u_area_cut(2)_  112
    x(3_2_9_13)  goodput   0.035379061371841151
    x(3_2_9_13)  c_e_one_path(3_2_9)_  1
    x(3_2_9_13)  c_e_flow(3_2_2)_  1
    x(3_2_9_13)  c_u_processors(2_9_1)_  7
    x(3_2_9_13)  c_u_processors(2_9_2)_  7
    x(3_2_9_13)  c_u_area_cut(2)_  98
    x(3_2_9_14)  goodput   0.010108303249097473
    x(3_2_9_14)  c_e_one_path(3_2_9)_  1
    x(3_2_9_14)  c_e_flow(3_2_2)_  1
    x(3_2_9_14)  c_u_processors(2_9_1)_  7
    x(3_2_9_14)  c_u_area_cut(2)_  28
    x(3_2_10_1)  goodput   0.15162454873646208
    x(3_2_10_1)  c_e_one_path(3_2_10)_  1
    x(3_2_10_1)  c_e_flow(3_2_0)_  1
    x(3_2_10_1)  c_u_processors(2_10_0)_  7
    x(3_2_10_1)  c_u_processors(2_10_1)_  7
    x(3_2_10_1)  c_u_processors(2_10_2)_  7
    x(3_2_10_1)  c_u_area_cut(2)_  420
    x(3_2_10_2)  goodput   0.1263537906137184
    x(3_2_10_2)  c_e_one_path(3_2_10)_  1
    x(3_2_10_2)  c_e_flow(3_2_0)_  1
    x(3_2_10_2)  c_u_processors(2_10_0)_  7
    x(3_2_10_2)  c_u_processors(2_10_1)_  7
    x(3_2_10_2)  c_u_area_cut(2)_  350
    x(3_2_10_3)  goodput   0.075812274368231042
    x(3_2_10_3)  c_e_one_path(3_2_10)_  1
    x(3_2_10_3)  c_e_flow(3_2_0)_  1
    x(3_2_10_3)  c_u_processors(2_10_0)_  7
    x(3_2_10_3)  c_u_area_cut(2)_  210
    x(3_2_10_4)  goodput   0.15162454873646208
    x(3_2_10_4)  c_e_one_path(3_2_10)_  1
    x(3_2_10_4)  c_e_flow(3_2_1)_  1
    x(3_2_10_4)  c_u_processors(2_10_0)_  7
    x(3_2_10_4)  c_u_processors(2_10_1)_  7
    x(3_2_10_4)  c_u_processors(2_10_2)_  7
    x(3_2_10_4)  c_u_area_cut(2)_  420
    x(3_2_10_5)  goodput   0.1263537906137184
    x(3_2_10_5)  c_e_one_path(3_2_10)_  1
    x(3_2_10_5)  c_e_flow(3_2_1)_  1
    x(3_2_10_5)  c_u_processors(2_10_0)_  7
    x(3_2_10_5)  c_u_processors(2_10_1)_  7
    x(3_2_10_5)  c_u_area_cut(2)_  350
    x(3_2_10_6)  goodput   0.075812274368231042
    x(3_2_10_6)  c_e_one_path(3_2_10)_  1
    x(3_2_10_6)  c_e_flow(3_2_1)_  1
    x(3_2_10_6)  c_u_processors(2_10_0)_  7
    x(3_2_10_6)  c_u_area_cut(2)_  210
    x(3_2_10_7)  goodput   0.025270758122743681
    x(3_2_10_7)  c_e_one_path(3_2_10)_  1
    x(3_2_10_7)  c_e_flow(3_2_1)_  1
    x(3_2_10_7)  c_u_processors(2_10_1)_  7
    x(3_2_10_7)  c_u_processors(2_10_2)_  7
    x(3_2_10_7)  c_u_area_cut(2)_  70
    x(3_2_10_10)  goodput   0.1263537906137184
    x(3_2_10_10)  c_e_one_path(3_2_10)_  1
    x(3_2_10_10)  c_e_flow(3_2_2)_  1
    x(3_2_10_10)  c_u_processors(2_10_0)_  7
    x(3_2_10_10)  c_u_processors(2_10_1)_  7
    x(3_2_10_10)  c_u_processors(2_10_2)_  7
    x(3_2_10_10)  c_u_area_cut(2)_  350
    x(3_2_10_11)  goodput   0.10108303249097472
    x(3_2_10_11)  c_e_one_path(3_2_10)_  1
    x(3_2_10_11)  c_e_flow(3_2_2)_  1
    x(3_2_10_11)  c_u_processors(2_10_0)_  7
    x(3_2_10_11)  c_u_processors(2_10_1)_  7
    x(3_2_10_11)  c_u_area_cut(2)_  280
    x(3_2_10_12)  goodput   0.050541516245487361
    x(3_2_10_12)  c_e_one_path(3_2_10)_  1
    x(3_2_10_12)  c_e_flow(3_2_2)_  1
    x(3_2_10_12)  c_u_processors(2_10_0)_  7
    x(3_2_10_12)  c_u_area_cut(2)_  140
    x(3_2_10_13)  goodput   0.025270758122743681
    x(3_2_10_13)  c_e_one_path(3_2_10)_  1
    x(3_2_10_13)  c_e_flow(3_2_2)_  1
    x(3_2_10_13)  c_u_processors(2_10_1)_  7
    x(3_2_10_13)  c_u_processors(2_10_2)_  7
    x(3_2_10_13)  c_u_area_cut(2)_  70
    x(3_2_11_1)  goodput   0.15162454873646208
    x(3_2_11_1)  c_e_one_path(3_2_11)_  1
    x(3_2_11_1)  c_e_flow(3_2_0)_  1
    x(3_2_11_1)  c_u_processors(2_11_0)_  7
    x(3_2_11_1)  c_u_processors(2_11_1)_  7
    x(3_2_11_1)  c_u_processors(2_11_2)_  7
    x(3_2_11_1)  c_u_area_cut(2)_  420
    x(3_2_11_2)  goodput   0.1263537906137184
    x(3_2_11_2)  c_e_one_path(3_2_11)_  1
    x(3_2_11_2)  c_e_flow(3_2_0)_  1
    x(3_2_11_2)  c_u_processors(2_11_0)_  7
    x(3_2_11_2)  c_u_processors(2_11_1)_  7
    x(3_2_11_2)  c_u_area_cut(2)_  350
    x(3_2_11_3)  goodput   0.08592057761732852
    x(3_2_11_3)  c_e_one_path(3_2_11)_  1
    x(3_2_11_3)  c_e_flow(3_2_0)_  1
    x(3_2_11_3)  c_u_processors(2_11_0)_  7
    x(3_2_11_3)  c_u_area_cut(2)_  238
    x(3_2_11_4)  goodput   0.15162454873646208
    x(3_2_11_4)  c_e_one_path(3_2_11)_  1
    x(3_2_11_4)  c_e_flow(3_2_1)_  1
    x(3_2_11_4)  c_u_processors(2_11_0)_  7
    x(3_2_11_4)  c_u_processors(2_11_1)_  7
    x(3_2_11_4)  c_u_processors(2_11_2)_  7
    x(3_2_11_4)  c_u_area_cut(2)_  420
    x(3_2_11_5)  goodput   0.1263537906137184
    x(3_2_11_5)  c_e_one_path(3_2_11)_  1
    x(3_2_11_5)  c_e_flow(3_2_1)_  1
    x(3_2_11_5)  c_u_processors(2_11_0)_  7
    x(3_2_11_5)  c_u_processors(2_11_1)_  7
    x(3_2_11_5)  c_u_area_cut(2)_  350
    x(3_2_11_6)  goodput   0.08592057761732852
    x(3_2_11_6)  c_e_one_path(3_2_11)_  1
    x(3_2_11_6)  c_e_flow(3_2_1)_  1
    x(3_2_11_6)  c_u_processors(2_11_0)_  7
    x(3_2_11_6)  c_u_area_cut(2)_  238
    x(3_2_11_7)  goodput   0.015162454873646208
    x(3_2_11_7)  c_e_one_path(3_2_11)_  1
    x(3_2_11_7)  c_e_flow(3_2_1)_  1
    x(3_2_11_7)  c_u_processors(2_11_1)_  7
    x(3_2_11_7)  c_u_processors(2_11_2)_  7
    x(3_2_11_7)  c_u_area_cut(2)_  42
    x(3_2_11_10)  goodput   0.1263537906137184
    x(3_2_11_10)  c_e_one_path(3_2_11)_  1
    x(3_2_11_10)  c_e_flow(3_2_2)_  1
    x(3_2_11_10)  c_u_processors(2_11_0)_  7
    x(3_2_11_10)  c_u_processors(2_11_1)_  7
    x(3_2_11_10)  c_u_processors(2_11_2)_  7
    x(3_2_11_10)  c_u_area_cut(2)_  350
    x(3_2_11_11)  goodput   0.10108303249097472
    x(3_2_11_11)  c_e_one_path(3_2_11)_  1
    x(3_2_11_11)  c_e_flow(3_2_2)_  1
    x(3_2_11_11)  c_u_processors(2_11_0)_  7
    x(3_2_11_11)  c_u_processors(2_11_1)_  7
    x(3_2_11_11)  c_u_area_cut(2)_  280
    x(3_2_11_12)  goodput   0.060649819494584832
    x(3_2_11_12)  c_e_one_path(3_2_11)_  1
    x(3_2_11_12)  c_e_flow(3_2_2)_  1
    x(3_2_11_12)  c_u_processors(2_11_0)_  7
    x(3_2_11_12)  c_u_area_cut(2)_  168
    x(3_2_11_13)  goodput   0.015162454873646208
    x(3_2_11_13)  c_e_one_path(3_2_11)_  1
    x(3_2_11_13)  c_e_flow(3_2_2)_  1
    x(3_2_11_13)  c_u_processors(2_11_1)_  7
    x(3_2_11_13)  c_u_processors(2_11_2)_  7
    x(3_2_11_13)  c_u_area_cut(2)_  42
    x(3_2_12_1)  goodput   0.15162454873646208
    x(3_2_12_1)  c_e_one_path(3_2_12)_  1
    x(3_2_12_1)  c_e_flow(3_2_0)_  1
    x(3_2_12_1)  c_u_processors(2_12_0)_  7
    x(3_2_12_1)  c_u_processors(2_12_1)_  7
    x(3_2_12_1)  c_u_processors(2_12_2)_  7
    x(3_2_12_1)  c_u_area_cut(2)_  420
    x(3_2_12_2)  goodput   0.1263537906137184
    x(3_2_12_2)  c_e_one_path(3_2_12)_  1
    x(3_2_12_2)  c_e_flow(3_2_0)_  1
    x(3_2_12_2)  c_u_processors(2_12_0)_  7
    x(3_2_12_2)  c_u_processors(2_12_1)_  7
    x(3_2_12_2)  c_u_area_cut(2)_  350
    x(3_2_12_3)  goodput   0.096028880866425984
    x(3_2_12_3)  c_e_one_path(3_2_12)_  1
    x(3_2_12_3)  c_e_flow(3_2_0)_  1
    x(3_2_12_3)  c_u_processors(2_12_0)_  7
    x(3_2_12_3)  c_u_area_cut(2)_  266
    x(3_2_12_4)  goodput   0.15162454873646208
    x(3_2_12_4)  c_e_one_path(3_2_12)_  1
    x(3_2_12_4)  c_e_flow(3_2_1)_  1
    x(3_2_12_4)  c_u_processors(2_12_0)_  7
    x(3_2_12_4)  c_u_processors(2_12_1)_  7
    x(3_2_12_4)  c_u_processors(2_12_2)_  7
    x(3_2_12_4)  c_u_area_cut(2)_  420
    x(3_2_12_5)  goodput   0.1263537906137184
    x(3_2_12_5)  c_e_one_path(3_2_12)_  1
    x(3_2_12_5)  c_e_flow(3_2_1)_  1
    x(3_2_12_5)  c_u_processors(2_12_0)_  7
    x(3_2_12_5)  c_u_processors(2_12_1)_  7
    x(3_2_12_5)  c_u_area_cut(2)_  350
    x(3_2_12_6)  goodput   0.096028880866425984
    x(3_2_12_6)  c_e_one_path(3_2_12)_  1
    x(3_2_12_6)  c_e_flow(3_2_1)_  1
    x(3_2_12_6)  c_u_processors(2_12_0)_  7
    x(3_2_12_6)  c_u_area_cut(2)_  266
    x(3_2_12_7)  goodput   0.0050541516245487363
    x(3_2_12_7)  c_e_one_path(3_2_12)_  1
    x(3_2_12_7)  c_e_flow(3_2_1)_  1
    x(3_2_12_7)  c_u_processors(2_12_1)_  7
    x(3_2_12_7)  c_u_processors(2_12_2)_  7
    x(3_2_12_7)  c_u_area_cut(2)_  14
    x(3_2_12_10)  goodput   0.1263537906137184
    x(3_2_12_10)  c_e_one_path(3_2_12)_  1
    x(3_2_12_10)  c_e_flow(3_2_2)_  1
    x(3_2_12_10)  c_u_processors(2_12_0)_  7
    x(3_2_12_10)  c_u_processors(2_12_1)_  7
    x(3_2_12_10)  c_u_processors(2_12_2)_  7
    x(3_2_12_10)  c_u_area_cut(2)_  350
    x(3_2_12_11)  goodput   0.10108303249097472
    x(3_2_12_11)  c_e_one_path(3_2_12)_  1
    x(3_2_12_11)  c_e_flow(3_2_2)_  1
    x(3_2_12_11)  c_u_processors(2_12_0)_  7
    x(3_2_12_11)  c_u_processors(2_12_1)_  7
    x(3_2_12_11)  c_u_area_cut(2)_  280
    x(3_2_12_12)  goodput   0.070758122743682303
    x(3_2_12_12)  c_e_one_path(3_2_12)_  1
    x(3_2_12_12)  c_e_flow(3_2_2)_  1
    x(3_2_12_12)  c_u_processors(2_12_0)_  7
    x(3_2_12_12)  c_u_area_cut(2)_  196
    x(3_2_12_13)  goodput   0.0050541516245487363
    x(3_2_12_13)  c_e_one_path(3_2_12)_  1
    x(3_2_12_13)  c_e_flow(3_2_2)_  1
    x(3_2_12_13)  c_u_processors(2_12_1)_  7
    x(3_2_12_13)  c_u_processors(2_12_2)_  7
    x(3_2_12_13)  c_u_area_cut(2)_  14
    x(3_2_13_1)  goodput   0.15162454873646208
    x(3_2_13_1)  c_e_one_path(3_2_13)_  1
    x(3_2_13_1)  c_e_flow(3_2_0)_  1
    x(3_2_13_1)  c_u_processors(2_13_0)_  7
    x(3_2_13_1)  c_u_processors(2_13_1)_  7
    x(3_2_13_1)  c_u_processors(2_13_2)_  7
    x(3_2_13_1)  c_u_area_cut(2)_  420
    x(3_2_13_2)  goodput   0.1263537906137184
    x(3_2_13_2)  c_e_one_path(3_2_13)_  1
    x(3_2_13_2)  c_e_flow(3_2_0)_  1
    x(3_2_13_2)  c_u_processors(2_13_0)_  7
    x(3_2_13_2)  c_u_processors(2_13_1)_  7
    x(3_2_13_2)  c_u_area_cut(2)_  350
    x(3_2_13_3)  goodput   0.10108303249097472
    x(3_2_13_3)  c_e_one_path(3_2_13)_  1
    x(3_2_13_3)  c_e_flow(3_2_0)_  1
    x(3_2_13_3)  c_u_processors(2_13_0)_  7
    x(3_2_13_3)  c_u_area_cut(2)_  280
    x(3_2_13_4)  goodput   0.15162454873646208
    x(3_2_13_4)  c_e_one_path(3_2_13)_  1
    x(3_2_13_4)  c_e_flow(3_2_1)_  1
    x(3_2_13_4)  c_u_processors(2_13_0)_  7
    x(3_2_13_4)  c_u_processors(2_13_1)_  7
    x(3_2_13_4)  c_u_processors(2_13_2)_  7
    x(3_2_13_4)  c_u_area_cut(2)_  420
    x(3_2_13_5)  goodput   0.1263537906137184
    x(3_2_13_5)  c_e_one_path(3_2_13)_  1
    x(3_2_13_5)  c_e_flow(3_2_1)_  1
    x(3_2_13_5)  c_u_processors(2_13_0)_  7
    x(3_2_13_5)  c_u_processors(2_13_1)_  7
    x(3_2_13_5)  c_u_area_cut(2)_  350
    x(3_2_13_6)  goodput   0.10108303249097472
    x(3_2_13_6)  c_e_one_path(3_2_13)_  1
    x(3_2_13_6)  c_e_flow(3_2_1)_  1
    x(3_2_13_6)  c_u_processors(2_13_0)_  7
    x(3_2_13_6)  c_u_area_cut(2)_  280
    x(3_2_13_10)  goodput   0.1263537906137184
    x(3_2_13_10)  c_e_one_path(3_2_13)_  1
    x(3_2_13_10)  c_e_flow(3_2_2)_  1
    x(3_2_13_10)  c_u_processors(2_13_0)_  7
    x(3_2_13_10)  c_u_processors(2_13_1)_  7
    x(3_2_13_10)  c_u_processors(2_13_2)_  7
    x(3_2_13_10)  c_u_area_cut(2)_  350
    x(3_2_13_11)  goodput   0.10108303249097472
    x(3_2_13_11)  c_e_one_path(3_2_13)_  1
    x(3_2_13_11)  c_e_flow(3_2_2)_  1
    x(3_2_13_11)  c_u_processors(2_13_0)_  7
    x(3_2_13_11)  c_u_processors(2_13_1)_  7
    x(3_2_13_11)  c_u_area_cut(2)_  280
    x(3_2_13_12)  goodput   0.075812274368231042
    x(3_2_13_12)  c_e_one_path(3_2_13)_  1
    x(3_2_13_12)  c_e_flow(3_2_2)_  1
    x(3_2_13_12)  c_u_processors(2_13_0)_  7
    x(3_2_13_12)  c_u_area_cut(2)_  210
    x(3_2_14_1)  goodput   0.15162454873646208
    x(3_2_14_1)  c_e_one_path(3_2_14)_  1
    x(3_2_14_1)  c_e_flow(3_2_0)_  1
    x(3_2_14_1)  c_u_processors(2_14_0)_  7
    x(3_2_14_1)  c_u_processors(2_14_1)_  7
    x(3_2_14_1)  c_u_processors(2_14_2)_  7
    x(3_2_14_1)  c_u_area_cut(2)_  420
    x(3_2_14_2)  goodput   0.1263537906137184
    x(3_2_14_2)  c_e_one_path(3_2_14)_  1
    x(3_2_14_2)  c_e_flow(3_2_0)_  1
    x(3_2_14_2)  c_u_processors(2_14_0)_  7
    x(3_2_14_2)  c_u_processors(2_14_1)_  7
    x(3_2_14_2)  c_u_area_cut(2)_  350
    x(3_2_14_3)  goodput   0.10613718411552346
    x(3_2_14_3)  c_e_one_path(3_2_14)_  1
    x(3_2_14_3)  c_e_flow(3_2_0)_  1
    x(3_2_14_3)  c_u_processors(2_14_0)_  7
    x(3_2_14_3)  c_u_area_cut(2)_  294
    x(3_2_14_4)  goodput   0.15162454873646208
    x(3_2_14_4)  c_e_one_path(3_2_14)_  1
    x(3_2_14_4)  c_e_flow(3_2_1)_  1
    x(3_2_14_4)  c_u_processors(2_14_0)_  7
    x(3_2_14_4)  c_u_processors(2_14_1)_  7
    x(3_2_14_4)  c_u_processors(2_14_2)_  7
    x(3_2_14_4)  c_u_area_cut(2)_  420
    x(3_2_14_5)  goodput   0.1263537906137184
    x(3_2_14_5)  c_e_one_path(3_2_14)_  1
    x(3_2_14_5)  c_e_flow(3_2_1)_  1
    x(3_2_14_5)  c_u_processors(2_14_0)_  7
    x(3_2_14_5)  c_u_processors(2_14_1)_  7
    x(3_2_14_5)  c_u_area_cut(2)_  350
    x(3_2_14_6)  goodput   0.10613718411552346
    x(3_2_14_6)  c_e_one_path(3_2_14)_  1
    x(3_2_14_6)  c_e_flow(3_2_1)_  1
    x(3_2_14_6)  c_u_processors(2_14_0)_  7
    x(3_2_14_6)  c_u_area_cut(2)_  294
    x(3_2_14_10)  goodput   0.1263537906137184
    x(3_2_14_10)  c_e_one_path(3_2_14)_  1
    x(3_2_14_10)  c_e_flow(3_2_2)_  1
    x(3_2_14_10)  c_u_processors(2_14_0)_  7
    x(3_2_14_10)  c_u_processors(2_14_1)_  7
    x(3_2_14_10)  c_u_processors(2_14_2)_  7
    x(3_2_14_10)  c_u_area_cut(2)_  350
    x(3_2_14_11)  goodput   0.10108303249097472
    x(3_2_14_11)  c_e_one_path(3_2_14)_  1
    x(3_2_14_11)  c_e_flow(3_2_2)_  1
    x(3_2_14_11)  c_u_processors(2_14_0)_  7
    x(3_2_14_11)  c_u_processors(2_14_1)_  7
    x(3_2_14_11)  c_u_area_cut(2)_  280
    x(3_2_14_12)  goodput   0.080866425992779781
    x(3_2_14_12)  c_e_one_path(3_2_14)_  1
    x(3_2_14_12)  c_e_flow(3_2_2)_  1
    x(3_2_14_12)  c_u_processors(2_14_0)_  7
    x(3_2_14_12)  c_u_area_cut(2)_  224
    x(3_2_15_1)  goodput   0.15162454873646208
    x(3_2_15_1)  c_e_one_path(3_2_15)_  1
    x(3_2_15_1)  c_e_flow(3_2_0)_  1
    x(3_2_15_1)  c_u_processors(2_15_0)_  7
    x(3_2_15_1)  c_u_processors(2_15_1)_  7
    x(3_2_15_1)  c_u_processors(2_15_2)_  7
    x(3_2_15_1)  c_u_area_cut(2)_  420
    x(3_2_15_2)  goodput   0.1263537906137184
    x(3_2_15_2)  c_e_one_path(3_2_15)_  1
    x(3_2_15_2)  c_e_flow(3_2_0)_  1
    x(3_2_15_2)  c_u_processors(2_15_0)_  7
    x(3_2_15_2)  c_u_processors(2_15_1)_  7
    x(3_2_15_2)  c_u_area_cut(2)_  350
    x(3_2_15_3)  goodput   0.1111913357400722
    x(3_2_15_3)  c_e_one_path(3_2_15)_  1
    x(3_2_15_3)  c_e_flow(3_2_0)_  1
    x(3_2_15_3)  c_u_processors(2_15_0)_  7
    x(3_2_15_3)  c_u_area_cut(2)_  308
    x(3_2_15_4)  goodput   0.15162454873646208
    x(3_2_15_4)  c_e_one_path(3_2_15)_  1
    x(3_2_15_4)  c_e_flow(3_2_1)_  1
    x(3_2_15_4)  c_u_processors(2_15_0)_  7
    x(3_2_15_4)  c_u_processors(2_15_1)_  7
    x(3_2_15_4)  c_u_processors(2_15_2)_  7
    x(3_2_15_4)  c_u_area_cut(2)_  420
    x(3_2_15_5)  goodput   0.1263537906137184
    x(3_2_15_5)  c_e_one_path(3_2_15)_  1
    x(3_2_15_5)  c_e_flow(3_2_1)_  1
    x(3_2_15_5)  c_u_processors(2_15_0)_  7
    x(3_2_15_5)  c_u_processors(2_15_1)_  7
    x(3_2_15_5)  c_u_area_cut(2)_  350
    x(3_2_15_6)  goodput   0.1111913357400722
    x(3_2_15_6)  c_e_one_path(3_2_15)_  1
    x(3_2_15_6)  c_e_flow(3_2_1)_  1
    x(3_2_15_6)  c_u_processors(2_15_0)_  7
    x(3_2_15_6)  c_u_area_cut(2)_  308
    x(3_2_15_10)  goodput   0.1263537906137184
    x(3_2_15_10)  c_e_one_path(3_2_15)_  1
    x(3_2_15_10)  c_e_flow(3_2_2)_  1
    x(3_2_15_10)  c_u_processors(2_15_0)_  7
    x(3_2_15_10)  c_u_processors(2_15_1)_  7
    x(3_2_15_10)  c_u_processors(2_15_2)_  7
    x(3_2_15_10)  c_u_area_cut(2)_  350
    x(3_2_15_11)  goodput   0.10108303249097472
    x(3_2_15_11)  c_e_one_path(3_2_15)_  1
    x(3_2_15_11)  c_e_flow(3_2_2)_  1
    x(3_2_15_11)  c_u_processors(2_15_0)_  7
    x(3_2_15_11)  c_u_processors(2_15_1)_  7
    x(3_2_15_11)  c_u_area_cut(2)_  280
    x(3_2_15_12)  goodput   0.08592057761732852
    x(3_2_15_12)  c_e_one_path(3_2_15)_  1
    x(3_2_15_12)  c_e_flow(3_2_2)_  1
    x(3_2_15_12)  c_u_processors(2_15_0)_  7
    x(3_2_15_12)  c_u_area_cut(2)_  238
    x(3_2_16_1)  goodput   0.15162454873646208
    x(3_2_16_1)  c_e_one_path(3_2_16)_  1
    x(3_2_16_1)  c_e_flow(3_2_0)_  1
    x(3_2_16_1)  c_u_processors(2_16_0)_  7
    x(3_2_16_1)  c_u_processors(2_16_1)_  7
    x(3_2_16_1)  c_u_processors(2_16_2)_  7
    x(3_2_16_1)  c_u_area_cut(2)_  420
    x(3_2_16_2)  goodput   0.1263537906137184
    x(3_2_16_2)  c_e_one_path(3_2_16)_  1
    x(3_2_16_2)  c_e_flow(3_2_0)_  1
    x(3_2_16_2)  c_u_processors(2_16_0)_  7
    x(3_2_16_2)  c_u_processors(2_16_1)_  7
    x(3_2_16_2)  c_u_area_cut(2)_  350
    x(3_2_16_3)  goodput   0.11371841155234656
    x(3_2_16_3)  c_e_one_path(3_2_16)_  1
    x(3_2_16_3)  c_e_flow(3_2_0)_  1
    x(3_2_16_3)  c_u_processors(2_16_0)_  7
    x(3_2_16_3)  c_u_area_cut(2)_  315
    x(3_2_16_4)  goodput   0.15162454873646208
    x(3_2_16_4)  c_e_one_path(3_2_16)_  1
    x(3_2_16_4)  c_e_flow(3_2_1)_  1
    x(3_2_16_4)  c_u_processors(2_16_0)_  7
    x(3_2_16_4)  c_u_processors(2_16_1)_  7
    x(3_2_16_4)  c_u_processors(2_16_2)_  7
    x(3_2_16_4)  c_u_area_cut(2)_  420
    x(3_2_16_5)  goodput   0.1263537906137184
    x(3_2_16_5)  c_e_one_path(3_2_16)_  1
    x(3_2_16_5)  c_e_flow(3_2_1)_  1
    x(3_2_16_5)  c_u_processors(2_16_0)_  7
    x(3_2_16_5)  c_u_processors(2_16_1)_  7
    x(3_2_16_5)  c_u_area_cut(2)_  350
    x(3_2_16_6)  goodput   0.11371841155234656
    x(3_2_16_6)  c_e_one_path(3_2_16)_  1
    x(3_2_16_6)  c_e_flow(3_2_1)_  1
    x(3_2_16_6)  c_u_processors(2_16_0)_  7
    x(3_2_16_6)  c_u_area_cut(2)_  315
    x(3_2_16_10)  goodput   0.1263537906137184
    x(3_2_16_10)  c_e_one_path(3_2_16)_  1
    x(3_2_16_10)  c_e_flow(3_2_2)_  1
    x(3_2_16_10)  c_u_processors(2_16_0)_  7
    x(3_2_16_10)  c_u_processors(2_16_1)_  7
    x(3_2_16_10)  c_u_processors(2_16_2)_  7
    x(3_2_16_10)  c_u_area_cut(2)_  350
    x(3_2_16_11)  goodput   0.10108303249097472
    x(3_2_16_11)  c_e_one_path(3_2_16)_  1
    x(3_2_16_11)  c_e_flow(3_2_2)_  1
    x(3_2_16_11)  c_u_processors(2_16_0)_  7
    x(3_2_16_11)  c_u_processors(2_16_1)_  7
    x(3_2_16_11)  c_u_area_cut(2)_  280
    x(3_2_16_12)  goodput   0.088447653429602882
    x(3_2_16_12)  c_e_one_path(3_2_16)_  1
    x(3_2_16_12)  c_e_flow(3_2_2)_  1
    x(3_2_16_12)  c_u_processors(2_16_0)_  7
    x(3_2_16_12)  c_u_area_cut(2)_  245
    x(3_2_17_1)  goodput   0.15162454873646208
    x(3_2_17_1)  c_e_one_path(3_2_17)_  1
    x(3_2_17_1)  c_e_flow(3_2_0)_  1
    x(3_2_17_1)  c_u_processors(2_17_0)_  7
    x(3_2_17_1)  c_u_processors(2_17_1)_  7
    x(3_2_17_1)  c_u_processors(2_17_2)_  7
    x(3_2_17_1)  c_u_area_cut(2)_  420
    x(3_2_17_2)  goodput   0.1263537906137184
    x(3_2_17_2)  c_e_one_path(3_2_17)_  1
    x(3_2_17_2)  c_e_flow(3_2_0)_  1
    x(3_2_17_2)  c_u_processors(2_17_0)_  7
    x(3_2_17_2)  c_u_processors(2_17_1)_  7
    x(3_2_17_2)  c_u_area_cut(2)_  350
    x(3_2_17_3)  goodput   0.1263537906137184
    x(3_2_17_3)  c_e_one_path(3_2_17)_  1
    x(3_2_17_3)  c_e_flow(3_2_0)_  1
    x(3_2_17_3)  c_u_processors(2_17_0)_  7
    x(3_2_17_3)  c_u_area_cut(2)_  350
    x(3_2_17_4)  goodput   0.15162454873646208
    x(3_2_17_4)  c_e_one_path(3_2_17)_  1
    x(3_2_17_4)  c_e_flow(3_2_1)_  1
    x(3_2_17_4)  c_u_processors(2_17_0)_  7
    x(3_2_17_4)  c_u_processors(2_17_1)_  7
    x(3_2_17_4)  c_u_processors(2_17_2)_  7
    x(3_2_17_4)  c_u_area_cut(2)_  420
    x(3_2_17_5)  goodput   0.1263537906137184
    x(3_2_17_5)  c_e_one_path(3_2_17)_  1
    x(3_2_17_5)  c_e_flow(3_2_1)_  1
    x(3_2_17_5)  c_u_processors(2_17_0)_  7
    x(3_2_17_5)  c_u_processors(2_17_1)_  7
    x(3_2_17_5)  c_u_area_cut(2)_  350
    x(3_2_17_6)  goodput   0.1263537906137184
    x(3_2_17_6)  c_e_one_path(3_2_17)_  1
    x(3_2_17_6)  c_e_flow(3_2_1)_  1
    x(3_2_17_6)  c_u_processors(2_17_0)_  7
    x(3_2_17_6)  c_u_area_cut(2)_  350
    x(3_2_17_10)  goodput   0.1263537906137184
    x(3_2_17_10)  c_e_one_path(3_2_17)_  1
    x(3_2_17_10)  c_e_flow(3_2_2)_  1
    x(3_2_17_10)  c_u_processors(2_17_0)_  7
    x(3_2_17_10)  c_u_processors(2_17_1)_  7
    x(3_2_17_10)  c_u_processors(2_17_2)_  7
    x(3_2_17_10)  c_u_area_cut(2)_  350
    x(3_2_17_11)  goodput   0.10108303249097472
    x(3_2_17_11)  c_e_one_path(3_2_17)_  1
    x(3_2_17_11)  c_e_flow(3_2_2)_  1
    x(3_2_17_11)  c_u_processors(2_17_0)_  7
    x(3_2_17_11)  c_u_processors(2_17_1)_  7
    x(3_2_17_11)  c_u_area_cut(2)_  280
    x(3_2_17_12)  goodput   0.10108303249097472
    x(3_2_17_12)  c_e_one_path(3_2_17)_  1
    x(3_2_17_12)  c_e_flow(3_2_2)_  1
    x(3_2_17_12)  c_u_processors(2_17_0)_  7
    x(3_2_17_12)  c_u_area_cut(2)_  280
    x(4_0_0_1)  goodput   0.11552346570397111
    x(4_0_0_1)  c_e_one_path(4_0_0)_  1
    x(4_0_0_1)  c_e_flow(4_0_0)_  1
    x(4_0_0_1)  c_e_flow(4_1_0)_  -1
    x(4_0_0_1)  c_u_processors(0_0_0)_  8
    x(4_0_0_1)  c_u_processors(0_0_1)_  8
    x(4_0_0_1)  c_u_processors(0_0_2)_  8
    x(4_0_0_1)  c_u_area_cut(0)_  320
    x(4_0_0_2)  goodput   0.080866425992779781
    x(4_0_0_2)  c_e_one_path(4_0_0)_  1
    x(4_0_0_2)  c_e_flow(4_0_0)_  1
    x(4_0_0_2)  c_e_flow(4_1_1)_  -1
    x(4_0_0_2)  c_u_processors(0_0_0)_  8
    x(4_0_0_2)  c_u_processors(0_0_1)_  8
    x(4_0_0_2)  c_u_area_cut(0)_  224
    x(4_0_0_4)  goodput   0.11552346570397111
    x(4_0_0_4)  c_e_one_path(4_0_0)_  1
    x(4_0_0_4)  c_e_flow(4_0_1)_  1
    x(4_0_0_4)  c_e_flow(4_1_0)_  -1
    x(4_0_0_4)  c_u_processors(0_0_0)_  8
    x(4_0_0_4)  c_u_processors(0_0_1)_  8
    x(4_0_0_4)  c_u_processors(0_0_2)_  8
    x(4_0_0_4)  c_u_area_cut(0)_  320
    x(4_0_0_5)  goodput   0.080866425992779781
    x(4_0_0_5)  c_e_one_path(4_0_0)_  1
    x(4_0_0_5)  c_e_flow(4_0_1)_  1
    x(4_0_0_5)  c_e_flow(4_1_1)_  -1
    x(4_0_0_5)  c_u_processors(0_0_0)_  8
    x(4_0_0_5)  c_u_processors(0_0_1)_  8
    x(4_0_0_5)  c_u_area_cut(0)_  224
    x(4_0_0_7)  goodput   0.080866425992779781
    x(4_0_0_7)  c_e_one_path(4_0_0)_  1
    x(4_0_0_7)  c_e_flow(4_0_1)_  1
    x(4_0_0_7)  c_e_flow(4_1_0)_  -1
    x(4_0_0_7)  c_u_processors(0_0_1)_  8
    x(4_0_0_7)  c_u_processors(0_0_2)_  8
    x(4_0_0_7)  c_u_area_cut(0)_  224
    x(4_0_0_8)  goodput   0.046209386281588445
    x(4_0_0_8)  c_e_one_path(4_0_0)_  1
    x(4_0_0_8)  c_e_flow(4_0_1)_  1
    x(4_0_0_8)  c_e_flow(4_1_1)_  -1
    x(4_0_0_8)  c_u_processors(0_0_1)_  8
    x(4_0_0_8)  c_u_area_cut(0)_  128
    x(4_0_0_10)  goodput   0.080866425992779781
    x(4_0_0_10)  c_e_one_path(4_0_0)_  1
    x(4_0_0_10)  c_e_flow(4_0_2)_  1
    x(4_0_0_10)  c_e_flow(4_1_0)_  -1
    x(4_0_0_10)  c_u_processors(0_0_0)_  8
    x(4_0_0_10)  c_u_processors(0_0_1)_  8
    x(4_0_0_10)  c_u_processors(0_0_2)_  8
    x(4_0_0_10)  c_u_area_cut(0)_  224
    x(4_0_0_11)  goodput   0.046209386281588445
    x(4_0_0_11)  c_e_one_path(4_0_0)_  1
    x(4_0_0_11)  c_e_flow(4_0_2)_  1
    x(4_0_0_11)  c_e_flow(4_1_1)_  -1
    x(4_0_0_11)  c_u_processors(0_0_0)_  8
    x(4_0_0_11)  c_u_processors(0_0_1)_  8
    x(4_0_0_11)  c_u_area_cut(0)_  128
    x(4_0_0_13)  goodput   0.080866425992779781
    x(4_0_0_13)  c_e_one_path(4_0_0)_  1
    x(4_0_0_13)  c_e_flow(4_0_2)_  1
    x(4_0_0_13)  c_e_flow(4_1_0)_  -1
    x(4_0_0_13)  c_u_processors(0_0_1)_  8
    x(4_0_0_13)  c_u_processors(0_0_2)_  8
    x(4_0_0_13)  c_u_area_cut(0)_  224
    x(4_0_0_14)  goodput   0.046209386281588445
    x(4_0_0_14)  c_e_one_path(4_0_0)_  1
    x(4_0_0_14)  c_e_flow(4_0_2)_  1
    x(4_0_0_14)  c_e_flow(4_1_1)_  -1
    x(4_0_0_14)  c_u_processors(0_0_1)_  8
    x(4_0_0_14)  c_u_area_cut(0)_  128
    x(4_0_1_1)  goodput   0.11552346570397111
    x(4_0_1_1)  c_e_one_path(4_0_1)_  1
    x(4_0_1_1)  c_e_flow(4_0_0)_  1
    x(4_0_1_1)  c_e_flow(4_1_0)_  -1
    x(4_0_1_1)  c_u_processors(0_1_0)_  8
    x(4_0_1_1)  c_u_processors(0_1_1)_  8
    x(4_0_1_1)  c_u_processors(0_1_2)_  8
    x(4_0_1_1)  c_u_area_cut(0)_  320
    x(4_0_1_2)  goodput   0.080866425992779781
    x(4_0_1_2)  c_e_one_path(4_0_1)_  1
    x(4_0_1_2)  c_e_flow(4_0_0)_  1
    x(4_0_1_2)  c_e_flow(4_1_1)_  -1
    x(4_0_1_2)  c_u_processors(0_1_0)_  8
    x(4_0_1_2)  c_u_processors(0_1_1)_  8
    x(4_0_1_2)  c_u_area_cut(0)_  224
    x(4_0_1_4)  goodput   0.11552346570397111
    x(4_0_1_4)  c_e_one_path(4_0_1)_  1
    x(4_0_1_4)  c_e_flow(4_0_1)_  1
    x(4_0_1_4)  c_e_flow(4_1_0)_  -1
    x(4_0_1_4)  c_u_processors(0_1_0)_  8
    x(4_0_1_4)  c_u_processors(0_1_1)_  8
    x(4_0_1_4)  c_u_processors(0_1_2)_  8
    x(4_0_1_4)  c_u_area_cut(0)_  320
    x(4_0_1_5)  goodput   0.080866425992779781
    x(4_0_1_5)  c_e_one_path(4_0_1)_  1
    x(4_0_1_5)  c_e_flow(4_0_1)_  1
    x(4_0_1_5)  c_e_flow(4_1_1)_  -1
    x(4_0_1_5)  c_u_processors(0_1_0)_  8
    x(4_0_1_5)  c_u_processors(0_1_1)_  8
    x(4_0_1_5)  c_u_area_cut(0)_  224
    x(4_0_1_7)  goodput   0.066425992779783394
    x(4_0_1_7)  c_e_one_path(4_0_1)_  1
    x(4_0_1_7)  c_e_flow(4_0_1)_  1
    x(4_0_1_7)  c_e_flow(4_1_0)_  -1
    x(4_0_1_7)  c_u_processors(0_1_1)_  8
    x(4_0_1_7)  c_u_processors(0_1_2)_  8
    x(4_0_1_7)  c_u_area_cut(0)_  184
    x(4_0_1_8)  goodput   0.031768953068592058
    x(4_0_1_8)  c_e_one_path(4_0_1)_  1
    x(4_0_1_8)  c_e_flow(4_0_1)_  1
    x(4_0_1_8)  c_e_flow(4_1_1)_  -1
    x(4_0_1_8)  c_u_processors(0_1_1)_  8
    x(4_0_1_8)  c_u_area_cut(0)_  88
    x(4_0_1_10)  goodput   0.080866425992779781
    x(4_0_1_10)  c_e_one_path(4_0_1)_  1
    x(4_0_1_10)  c_e_flow(4_0_2)_  1
    x(4_0_1_10)  c_e_flow(4_1_0)_  -1
    x(4_0_1_10)  c_u_processors(0_1_0)_  8
    x(4_0_1_10)  c_u_processors(0_1_1)_  8
    x(4_0_1_10)  c_u_processors(0_1_2)_  8
    x(4_0_1_10)  c_u_area_cut(0)_  224
    x(4_0_1_11)  goodput   0.046209386281588445
    x(4_0_1_11)  c_e_one_path(4_0_1)_  1
    x(4_0_1_11)  c_e_flow(4_0_2)_  1
    x(4_0_1_11)  c_e_flow(4_1_1)_  -1
    x(4_0_1_11)  c_u_processors(0_1_0)_  8
    x(4_0_1_11)  c_u_processors(0_1_1)_  8
    x(4_0_1_11)  c_u_area_cut(0)_  128
    x(4_0_1_13)  goodput   0.066425992779783394
    x(4_0_1_13)  c_e_one_path(4_0_1)_  1
    x(4_0_1_13)  c_e_flow(4_0_2)_  1
    x(4_0_1_13)  c_e_flow(4_1_0)_  -1
    x(4_0_1_13)  c_u_processors(0_1_1)_  8
    x(4_0_1_13)  c_u_processors(0_1_2)_  8
    x(4_0_1_13)  c_u_area_cut(0)_  184
    x(4_0_1_14)  goodput   0.031768953068592058
    x(4_0_1_14)  c_e_one_path(4_0_1)_  1
    x(4_0_1_14)  c_e_flow(4_0_2)_  1
    x(4_0_1_14)  c_e_flow(4_1_1)_  -1
    x(4_0_1_14)  c_u_processors(0_1_1)_  8
    x(4_0_1_14)  c_u_area_cut(0)_  88
    x(4_0_2_1)  goodput   0.11552346570397111
    x(4_0_2_1)  c_e_one_path(4_0_2)_  1
    x(4_0_2_1)  c_e_flow(4_0_0)_  1
    x(4_0_2_1)  c_e_flow(4_1_0)_  -1
    x(4_0_2_1)  c_u_processors(0_2_0)_  8
    x(4_0_2_1)  c_u_processors(0_2_1)_  8
    x(4_0_2_1)  c_u_processors(0_2_2)_  8
    x(4_0_2_1)  c_u_area_cut(0)_  320
    x(4_0_2_2)  goodput   0.080866425992779781
    x(4_0_2_2)  c_e_one_path(4_0_2)_  1
    x(4_0_2_2)  c_e_flow(4_0_0)_  1
    x(4_0_2_2)  c_e_flow(4_1_1)_  -1
    x(4_0_2_2)  c_u_processors(0_2_0)_  8
    x(4_0_2_2)  c_u_processors(0_2_1)_  8
    x(4_0_2_2)  c_u_area_cut(0)_  224
    x(4_0_2_4)  goodput   0.11552346570397111
    x(4_0_2_4)  c_e_one_path(4_0_2)_  1
    x(4_0_2_4)  c_e_flow(4_0_1)_  1
    x(4_0_2_4)  c_e_flow(4_1_0)_  -1
    x(4_0_2_4)  c_u_processors(0_2_0)_  8
    x(4_0_2_4)  c_u_processors(0_2_1)_  8
    x(4_0_2_4)  c_u_processors(0_2_2)_  8
    x(4_0_2_4)  c_u_area_cut(0)_  320
    x(4_0_2_5)  goodput   0.080866425992779781
    x(4_0_2_5)  c_e_one_path(4_0_2)_  1
    x(4_0_2_5)  c_e_flow(4_0_1)_  1
    x(4_0_2_5)  c_e_flow(4_1_1)_  -1
    x(4_0_2_5)  c_u_processors(0_2_0)_  8
    x(4_0_2_5)  c_u_processors(0_2_1)_  8
    x(4_0_2_5)  c_u_area_cut(0)_  224
    x(4_0_2_7)  goodput   0.063537906137184116
    x(4_0_2_7)  c_e_one_path(4_0_2)_  1
    x(4_0_2_7)  c_e_flow(4_0_1)_  1
    x(4_0_2_7)  c_e_flow(4_1_0)_  -1
    x(4_0_2_7)  c_u_processors(0_2_1)_  8
    x(4_0_2_7)  c_u_processors(0_2_2)_  8
    x(4_0_2_7)  c_u_area_cut(0)_  176
    x(4_0_2_8)  goodput   0.028880866425992777
    x(4_0_2_8)  c_e_one_path(4_0_2)_  1
    x(4_0_2_8)  c_e_flow(4_0_1)_  1
    x(4_0_2_8)  c_e_flow(4_1_1)_  -1
    x(4_0_2_8)  c_u_processors(0_2_1)_  8
    x(4_0_2_8)  c_u_area_cut(0)_  80
    x(4_0_2_10)  goodput   0.080866425992779781
    x(4_0_2_10)  c_e_one_path(4_0_2)_  1
    x(4_0_2_10)  c_e_flow(4_0_2)_  1
    x(4_0_2_10)  c_e_flow(4_1_0)_  -1
    x(4_0_2_10)  c_u_processors(0_2_0)_  8
    x(4_0_2_10)  c_u_processors(0_2_1)_  8
    x(4_0_2_10)  c_u_processors(0_2_2)_  8
    x(4_0_2_10)  c_u_area_cut(0)_  224
    x(4_0_2_11)  goodput   0.046209386281588445
    x(4_0_2_11)  c_e_one_path(4_0_2)_  1
    x(4_0_2_11)  c_e_flow(4_0_2)_  1
    x(4_0_2_11)  c_e_flow(4_1_1)_  -1
    x(4_0_2_11)  c_u_processors(0_2_0)_  8
    x(4_0_2_11)  c_u_processors(0_2_1)_  8
    x(4_0_2_11)  c_u_area_cut(0)_  128
    x(4_0_2_13)  goodput   0.063537906137184116
    x(4_0_2_13)  c_e_one_path(4_0_2)_  1
    x(4_0_2_13)  c_e_flow(4_0_2)_  1
    x(4_0_2_13)  c_e_flow(4_1_0)_  -1
    x(4_0_2_13)  c_u_processors(0_2_1)_  8
    x(4_0_2_13)  c_u_processors(0_2_2)_  8
    x(4_0_2_13)  c_u_area_cut(0)_  176
    x(4_0_2_14)  goodput   0.028880866425992777
    x(4_0_2_14)  c_e_one_path(4_0_2)_  1
    x(4_0_2_14)  c_e_flow(4_0_2)_  1
    x(4_0_2_14)  c_e_flow(4_1_1)_  -1
    x(4_0_2_14)  c_u_processors(0_2_1)_  8
    x(4_0_2_14)  c_u_area_cut(0)_  80
    x(4_0_3_1)  goodput   0.11552346570397111
    x(4_0_3_1)  c_e_one_path(4_0_3)_  1
    x(4_0_3_1)  c_e_flow(4_0_0)_  1
    x(4_0_3_1)  c_e_flow(4_1_0)_  -1
    x(4_0_3_1)  c_u_processors(0_3_0)_  8
    x(4_0_3_1)  c_u_processors(0_3_1)_  8
    x(4_0_3_1)  c_u_processors(0_3_2)_  8
    x(4_0_3_1)  c_u_area_cut(0)_  320
    x(4_0_3_2)  goodput   0.080866425992779781
    x(4_0_3_2)  c_e_one_path(4_0_3)_  1
    x(4_0_3_2)  c_e_flow(4_0_0)_  1
    x(4_0_3_2)  c_e_flow(4_1_1)_  -1
    x(4_0_3_2)  c_u_processors(0_3_0)_  8
    x(4_0_3_2)  c_u_processors(0_3_1)_  8
    x(4_0_3_2)  c_u_area_cut(0)_  224
    x(4_0_3_4)  goodput   0.11552346570397111
    x(4_0_3_4)  c_e_one_path(4_0_3)_  1
    x(4_0_3_4)  c_e_flow(4_0_1)_  1
    x(4_0_3_4)  c_e_flow(4_1_0)_  -1
    x(4_0_3_4)  c_u_processors(0_3_0)_  8
    x(4_0_3_4)  c_u_processors(0_3_1)_  8
    x(4_0_3_4)  c_u_processors(0_3_2)_  8
    x(4_0_3_4)  c_u_area_cut(0)_  320
    x(4_0_3_5)  goodput   0.080866425992779781
    x(4_0_3_5)  c_e_one_path(4_0_3)_  1
    x(4_0_3_5)  c_e_flow(4_0_1)_  1
    x(4_0_3_5)  c_e_flow(4_1_1)_  -1
    x(4_0_3_5)  c_u_processors(0_3_0)_  8
    x(4_0_3_5)  c_u_processors(0_3_1)_  8
    x(4_0_3_5)  c_u_area_cut(0)_  224
    x(4_0_3_7)  goodput   0.057761732851985555
    x(4_0_3_7)  c_e_one_path(4_0_3)_  1
    x(4_0_3_7)  c_e_flow(4_0_1)_  1
    x(4_0_3_7)  c_e_flow(4_1_0)_  -1
    x(4_0_3_7)  c_u_processors(0_3_1)_  8
    x(4_0_3_7)  c_u_processors(0_3_2)_  8
    x(4_0_3_7)  c_u_area_cut(0)_  160
    x(4_0_3_8)  goodput   0.023104693140794223
    x(4_0_3_8)  c_e_one_path(4_0_3)_  1
    x(4_0_3_8)  c_e_flow(4_0_1)_  1
    x(4_0_3_8)  c_e_flow(4_1_1)_  -1
    x(4_0_3_8)  c_u_processors(0_3_1)_  8
    x(4_0_3_8)  c_u_area_cut(0)_  64
    x(4_0_3_10)  goodput   0.080866425992779781
    x(4_0_3_10)  c_e_one_path(4_0_3)_  1
    x(4_0_3_10)  c_e_flow(4_0_2)_  1
    x(4_0_3_10)  c_e_flow(4_1_0)_  -1
    x(4_0_3_10)  c_u_processors(0_3_0)_  8
    x(4_0_3_10)  c_u_processors(0_3_1)_  8
    x(4_0_3_10)  c_u_processors(0_3_2)_  8
    x(4_0_3_10)  c_u_area_cut(0)_  224
    x(4_0_3_11)  goodput   0.046209386281588445
    x(4_0_3_11)  c_e_one_path(4_0_3)_  1
    x(4_0_3_11)  c_e_flow(4_0_2)_  1
    x(4_0_3_11)  c_e_flow(4_1_1)_  -1
    x(4_0_3_11)  c_u_processors(0_3_0)_  8
    x(4_0_3_11)  c_u_processors(0_3_1)_  8
    x(4_0_3_11)  c_u_area_cut(0)_  128
    x(4_0_3_13)  goodput   0.057761732851985555
    x(4_0_3_13)  c_e_one_path(4_0_3)_  1
    x(4_0_3_13)  c_e_flow(4_0_2)_  1
    x(4_0_3_13)  c_e_flow(4_1_0)_  -1
    x(4_0_3_13)  c_u_processors(0_3_1)_  8
    x(4_0_3_13)  c_u_processors(0_3_2)_  8
    x(4_0_3_13)  c_u_area_cut(0)_  160
    x(4_0_3_14)  goodput   0.023104693140794223
    x(4_0_3_14)  c_e_one_path(4_0_3)_  1
    x(4_0_3_14)  c_e_flow(4_0_2)_  1
    x(4_0_3_14)  c_e_flow(4_1_1)_  -1
    x(4_0_3_14)  c_u_processors(0_3_1)_  8
    x(4_0_3_14)  c_u_area_cut(0)_  64
    x(4_0_4_1)  goodput   0.11552346570397111
    x(4_0_4_1)  c_e_one_path(4_0_4)_  1
    x(4_0_4_1)  c_e_flow(4_0_0)_  1
    x(4_0_4_1)  c_e_flow(4_1_0)_  -1
    x(4_0_4_1)  c_u_processors(0_4_0)_  8
    x(4_0_4_1)  c_u_processors(0_4_1)_  8
    x(4_0_4_1)  c_u_processors(0_4_2)_  8
    x(4_0_4_1)  c_u_area_cut(0)_  320
    x(4_0_4_2)  goodput   0.080866425992779781
    x(4_0_4_2)  c_e_one_path(4_0_4)_  1
    x(4_0_4_2)  c_e_flow(4_0_0)_  1
    x(4_0_4_2)  c_e_flow(4_1_1)_  -1
    x(4_0_4_2)  c_u_processors(0_4_0)_  8
    x(4_0_4_2)  c_u_processors(0_4_1)_  8
    x(4_0_4_2)  c_u_area_cut(0)_  224
    x(4_0_4_4)  goodput   0.11552346570397111
    x(4_0_4_4)  c_e_one_path(4_0_4)_  1
    x(4_0_4_4)  c_e_flow(4_0_1)_  1
    x(4_0_4_4)  c_e_flow(4_1_0)_  -1
    x(4_0_4_4)  c_u_processors(0_4_0)_  8
    x(4_0_4_4)  c_u_processors(0_4_1)_  8
    x(4_0_4_4)  c_u_processors(0_4_2)_  8
    x(4_0_4_4)  c_u_area_cut(0)_  320
    x(4_0_4_5)  goodput   0.080866425992779781
    x(4_0_4_5)  c_e_one_path(4_0_4)_  1
    x(4_0_4_5)  c_e_flow(4_0_1)_  1
    x(4_0_4_5)  c_e_flow(4_1_1)_  -1
    x(4_0_4_5)  c_u_processors(0_4_0)_  8
    x(4_0_4_5)  c_u_processors(0_4_1)_  8
    x(4_0_4_5)  c_u_area_cut(0)_  224
    x(4_0_4_7)  goodput   0.051985559566787
    x(4_0_4_7)  c_e_one_path(4_0_4)_  1
    x(4_0_4_7)  c_e_flow(4_0_1)_  1
    x(4_0_4_7)  c_e_flow(4_1_0)_  -1
    x(4_0_4_7)  c_u_processors(0_4_1)_  8
    x(4_0_4_7)  c_u_processors(0_4_2)_  8
    x(4_0_4_7)  c_u_area_cut(0)_  144
    x(4_0_4_8)  goodput   0.017328519855595668
    x(4_0_4_8)  c_e_one_path(4_0_4)_  1
    x(4_0_4_8)  c_e_flow(4_0_1)_  1
    x(4_0_4_8)  c_e_flow(4_1_1)_  -1
    x(4_0_4_8)  c_u_processors(0_4_1)_  8
    x(4_0_4_8)  c_u_area_cut(0)_  48
    x(4_0_4_10)  goodput   0.080866425992779781
    x(4_0_4_10)  c_e_one_path(4_0_4)_  1
    x(4_0_4_10)  c_e_flow(4_0_2)_  1
    x(4_0_4_10)  c_e_flow(4_1_0)_  -1
    x(4_0_4_10)  c_u_processors(0_4_0)_  8
    x(4_0_4_10)  c_u_processors(0_4_1)_  8
    x(4_0_4_10)  c_u_processors(0_4_2)_  8
    x(4_0_4_10)  c_u_area_cut(0)_  224
    x(4_0_4_11)  goodput   0.046209386281588445
    x(4_0_4_11)  c_e_one_path(4_0_4)_  1
    x(4_0_4_11)  c_e_flow(4_0_2)_  1
    x(4_0_4_11)  c_e_flow(4_1_1)_  -1
    x(4_0_4_11)  c_u_processors(0_4_0)_  8
    x(4_0_4_11)  c_u_processors(0_4_1)_  8
    x(4_0_4_11)  c_u_area_cut(0)_  128
    x(4_0_4_13)  goodput   0.051985559566787
    x(4_0_4_13)  c_e_one_path(4_0_4)_  1
    x(4_0_4_13)  c_e_flow(4_0_2)_  1
    x(4_0_4_13)  c_e_flow(4_1_0)_  -1
    x(4_0_4_13)  c_u_processors(0_4_1)_  8
    x(4_0_4_13)  c_u_processors(0_4_2)_  8
    x(4_0_4_13)  c_u_area_cut(0)_  144
    x(4_0_4_14)  goodput   0.017328519855595668
    x(4_0_4_14)  c_e_one_path(4_0_4)_  1
    x(4_0_4_14)  c_e_flow(4_0_2)_  1
    x(4_0_4_14)  c_e_flow(4_1_1)_  -1
    x(4_0_4_14)  c_u_processors(0_4_1)_  8
    x(4_0_4_14)  c_u_area_cut(0)_  48
    x(4_0_5_1)  goodput   0.11552346570397111
    x(4_0_5_1)  c_e_one_path(4_0_5)_  1
    x(4_0_5_1)  c_e_flow(4_0_0)_  1
    x(4_0_5_1)  c_e_flow(4_1_0)_  -1
    x(4_0_5_1)  c_u_processors(0_5_0)_  8
    x(4_0_5_1)  c_u_processors(0_5_1)_  8
    x(4_0_5_1)  c_u_processors(0_5_2)_  8
    x(4_0_5_1)  c_u_area_cut(0)_  320
    x(4_0_5_2)  goodput   0.080866425992779781
    x(4_0_5_2)  c_e_one_path(4_0_5)_  1
    x(4_0_5_2)  c_e_flow(4_0_0)_  1
    x(4_0_5_2)  c_e_flow(4_1_1)_  -1
    x(4_0_5_2)  c_u_processors(0_5_0)_  8
    x(4_0_5_2)  c_u_processors(0_5_1)_  8
    x(4_0_5_2)  c_u_area_cut(0)_  224
    x(4_0_5_4)  goodput   0.11552346570397111
    x(4_0_5_4)  c_e_one_path(4_0_5)_  1
    x(4_0_5_4)  c_e_flow(4_0_1)_  1
    x(4_0_5_4)  c_e_flow(4_1_0)_  -1
    x(4_0_5_4)  c_u_processors(0_5_0)_  8
    x(4_0_5_4)  c_u_processors(0_5_1)_  8
    x(4_0_5_4)  c_u_processors(0_5_2)_  8
    x(4_0_5_4)  c_u_area_cut(0)_  320
    x(4_0_5_5)  goodput   0.080866425992779781
    x(4_0_5_5)  c_e_one_path(4_0_5)_  1
    x(4_0_5_5)  c_e_flow(4_0_1)_  1
    x(4_0_5_5)  c_e_flow(4_1_1)_  -1
    x(4_0_5_5)  c_u_processors(0_5_0)_  8
    x(4_0_5_5)  c_u_processors(0_5_1)_  8
    x(4_0_5_5)  c_u_area_cut(0)_  224
    x(4_0_5_7)  goodput   0.046209386281588445
    x(4_0_5_7)  c_e_one_path(4_0_5)_  1
    x(4_0_5_7)  c_e_flow(4_0_1)_  1
    x(4_0_5_7)  c_e_flow(4_1_0)_  -1
    x(4_0_5_7)  c_u_processors(0_5_1)_  8
    x(4_0_5_7)  c_u_processors(0_5_2)_  8
    x(4_0_5_7)  c_u_area_cut(0)_  128
    x(4_0_5_8)  goodput   0.011552346570397111
    x(4_0_5_8)  c_e_one_path(4_0_5)_  1
    x(4_0_5_8)  c_e_flow(4_0_1)_  1
    x(4_0_5_8)  c_e_flow(4_1_1)_  -1
    x(4_0_5_8)  c_u_processors(0_5_1)_  8
    x(4_0_5_8)  c_u_area_cut(0)_  32
    x(4_0_5_10)  goodput   0.080866425992779781
    x(4_0_5_10)  c_e_one_path(4_0_5)_  1
    x(4_0_5_10)  c_e_flow(4_0_2)_  1
    x(4_0_5_10)  c_e_flow(4_1_0)_  -1
    x(4_0_5_10)  c_u_processors(0_5_0)_  8
    x(4_0_5_10)  c_u_processors(0_5_1)_  8
    x(4_0_5_10)  c_u_processors(0_5_2)_  8
    x(4_0_5_10)  c_u_area_cut(0)_  224
    x(4_0_5_11)  goodput   0.046209386281588445
    x(4_0_5_11)  c_e_one_path(4_0_5)_  1
    x(4_0_5_11)  c_e_flow(4_0_2)_  1
    x(4_0_5_11)  c_e_flow(4_1_1)_  -1
    x(4_0_5_11)  c_u_processors(0_5_0)_  8
    x(4_0_5_11)  c_u_processors(0_5_1)_  8
    x(4_0_5_11)  c_u_area_cut(0)_  128
    x(4_0_5_13)  goodput   0.046209386281588445
    x(4_0_5_13)  c_e_one_path(4_0_5)_  1
    x(4_0_5_13)  c_e_flow(4_0_2)_  1
    x(4_0_5_13)  c_e_flow(4_1_0)_  -1
    x(4_0_5_13)  c_u_processors(0_5_1)_  8
    x(4_0_5_13)  c_u_processors(0_5_2)_  8
    x(4_0_5_13)  c_u_area_cut(0)_  128
    x(4_0_5_14)  goodput   0.011552346570397111
    x(4_0_5_14)  c_e_one_path(4_0_5)_  1
    x(4_0_5_14)  c_e_flow(4_0_2)_  1
    x(4_0_5_14)  c_e_flow(4_1_1)_  -1
    x(4_0_5_14)  c_u_processors(0_5_1)_  8
    x(4_0_5_14)  c_u_area_cut(0)_  32
    x(4_0_6_1)  goodput   0.11552346570397111
    x(4_0_6_1)  c_e_one_path(4_0_6)_  1
    x(4_0_6_1)  c_e_flow(4_0_0)_  1
    x(4_0_6_1)  c_e_flow(4_1_0)_  -1
    x(4_0_6_1)  c_u_processors(0_6_0)_  8
    x(4_0_6_1)  c_u_processors(0_6_1)_  8
    x(4_0_6_1)  c_u_processors(0_6_2)_  8
    x(4_0_6_1)  c_u_area_cut(0)_  320
    x(4_0_6_2)  goodput   0.080866425992779781
    x(4_0_6_2)  c_e_one_path(4_0_6)_  1
    x(4_0_6_2)  c_e_flow(4_0_0)_  1
    x(4_0_6_2)  c_e_flow(4_1_1)_  -1
    x(4_0_6_2)  c_u_processors(0_6_0)_  8
    x(4_0_6_2)  c_u_processors(0_6_1)_  8
    x(4_0_6_2)  c_u_area_cut(0)_  224
    x(4_0_6_3)  goodput   0.011552346570397111
    x(4_0_6_3)  c_e_one_path(4_0_6)_  1
    x(4_0_6_3)  c_e_flow(4_0_0)_  1
    x(4_0_6_3)  c_e_flow(4_1_2)_  -1
    x(4_0_6_3)  c_u_processors(0_6_0)_  8
    x(4_0_6_3)  c_u_area_cut(0)_  32
    x(4_0_6_4)  goodput   0.11552346570397111
    x(4_0_6_4)  c_e_one_path(4_0_6)_  1
    x(4_0_6_4)  c_e_flow(4_0_1)_  1
    x(4_0_6_4)  c_e_flow(4_1_0)_  -1
    x(4_0_6_4)  c_u_processors(0_6_0)_  8
    x(4_0_6_4)  c_u_processors(0_6_1)_  8
    x(4_0_6_4)  c_u_processors(0_6_2)_  8
    x(4_0_6_4)  c_u_area_cut(0)_  320
    x(4_0_6_5)  goodput   0.080866425992779781
    x(4_0_6_5)  c_e_one_path(4_0_6)_  1
    x(4_0_6_5)  c_e_flow(4_0_1)_  1
    x(4_0_6_5)  c_e_flow(4_1_1)_  -1
    x(4_0_6_5)  c_u_processors(0_6_0)_  8
    x(4_0_6_5)  c_u_processors(0_6_1)_  8
    x(4_0_6_5)  c_u_area_cut(0)_  224
    x(4_0_6_6)  goodput   0.011552346570397111
    x(4_0_6_6)  c_e_one_path(4_0_6)_  1
    x(4_0_6_6)  c_e_flow(4_0_1)_  1
    x(4_0_6_6)  c_e_flow(4_1_2)_  -1
    x(4_0_6_6)  c_u_processors(0_6_0)_  8
    x(4_0_6_6)  c_u_area_cut(0)_  32
    x(4_0_6_7)  goodput   0.034657039711191336
    x(4_0_6_7)  c_e_one_path(4_0_6)_  1
    x(4_0_6_7)  c_e_flow(4_0_1)_  1
    x(4_0_6_7)  c_e_flow(4_1_0)_  -1
    x(4_0_6_7)  c_u_processors(0_6_1)_  8
    x(4_0_6_7)  c_u_processors(0_6_2)_  8
    x(4_0_6_7)  c_u_area_cut(0)_  96
    x(4_0_6_10)  goodput   0.080866425992779781
    x(4_0_6_10)  c_e_one_path(4_0_6)_  1
    x(4_0_6_10)  c_e_flow(4_0_2)_  1
    x(4_0_6_10)  c_e_flow(4_1_0)_  -1
    x(4_0_6_10)  c_u_processors(0_6_0)_  8
    x(4_0_6_10)  c_u_processors(0_6_1)_  8
    x(4_0_6_10)  c_u_processors(0_6_2)_  8
    x(4_0_6_10)  c_u_area_cut(0)_  224
    x(4_0_6_11)  goodput   0.046209386281588445
    x(4_0_6_11)  c_e_one_path(4_0_6)_  1
    x(4_0_6_11)  c_e_flow(4_0_2)_  1
    x(4_0_6_11)  c_e_flow(4_1_1)_  -1
    x(4_0_6_11)  c_u_processors(0_6_0)_  8
    x(4_0_6_11)  c_u_processors(0_6_1)_  8
    x(4_0_6_11)  c_u_area_cut(0)_  128
    x(4_0_6_13)  goodput   0.034657039711191336
    x(4_0_6_13)  c_e_one_path(4_0_6)_  1
    x(4_0_6_13)  c_e_flow(4_0_2)_  1
    x(4_0_6_13)  c_e_flow(4_1_0)_  -1
    x(4_0_6_13)  c_u_processors(0_6_1)_  8
    x(4_0_6_13)  c_u_processors(0_6_2)_  8
    x(4_0_6_13)  c_u_area_cut(0)_  96
    x(4_0_7_1)  goodput   0.11552346570397111
    x(4_0_7_1)  c_e_one_path(4_0_7)_  1
    x(4_0_7_1)  c_e_flow(4_0_0)_  1
    x(4_0_7_1)  c_e_flow(4_1_0)_  -1
    x(4_0_7_1)  c_u_processors(0_7_0)_  8
    x(4_0_7_1)  c_u_processors(0_7_1)_  8
    x(4_0_7_1)  c_u_processors(0_7_2)_  8
    x(4_0_7_1)  c_u_area_cut(0)_  320
    x(4_0_7_2)  goodput   0.080866425992779781
    x(4_0_7_2)  c_e_one_path(4_0_7)_  1
    x(4_0_7_2)  c_e_flow(4_0_0)_  1
    x(4_0_7_2)  c_e_flow(4_1_1)_  -1
    x(4_0_7_2)  c_u_processors(0_7_0)_  8
    x(4_0_7_2)  c_u_processors(0_7_1)_  8
    x(4_0_7_2)  c_u_area_cut(0)_  224
    x(4_0_7_3)  goodput   0.023104693140794223
    x(4_0_7_3)  c_e_one_path(4_0_7)_  1
    x(4_0_7_3)  c_e_flow(4_0_0)_  1
    x(4_0_7_3)  c_e_flow(4_1_2)_  -1
    x(4_0_7_3)  c_u_processors(0_7_0)_  8
    x(4_0_7_3)  c_u_area_cut(0)_  64
    x(4_0_7_4)  goodput   0.11552346570397111
    x(4_0_7_4)  c_e_one_path(4_0_7)_  1
    x(4_0_7_4)  c_e_flow(4_0_1)_  1
    x(4_0_7_4)  c_e_flow(4_1_0)_  -1
    x(4_0_7_4)  c_u_processors(0_7_0)_  8
    x(4_0_7_4)  c_u_processors(0_7_1)_  8
    x(4_0_7_4)  c_u_processors(0_7_2)_  8
    x(4_0_7_4)  c_u_area_cut(0)_  320
    x(4_0_7_5)  goodput   0.080866425992779781
    x(4_0_7_5)  c_e_one_path(4_0_7)_  1
    x(4_0_7_5)  c_e_flow(4_0_1)_  1
    x(4_0_7_5)  c_e_flow(4_1_1)_  -1
    x(4_0_7_5)  c_u_processors(0_7_0)_  8
    x(4_0_7_5)  c_u_processors(0_7_1)_  8
    x(4_0_7_5)  c_u_area_cut(0)_  224
    x(4_0_7_6)  goodput   0.023104693140794223
    x(4_0_7_6)  c_e_one_path(4_0_7)_  1
    x(4_0_7_6)  c_e_flow(4_0_1)_  1
    x(4_0_7_6)  c_e_flow(4_1_2)_  -1
    x(4_0_7_6)  c_u_processors(0_7_0)_  8
    x(4_0_7_6)  c_u_area_cut(0)_  64
    x(4_0_7_7)  goodput   0.023104693140794223
    x(4_0_7_7)  c_e_one_path(4_0_7)_  1
    x(4_0_7_7)  c_e_flow(4_0_1)_  1
    x(4_0_7_7)  c_e_flow(4_1_0)_  -1
    x(4_0_7_7)  c_u_processors(0_7_1)_  8
    x(4_0_7_7)  c_u_processors(0_7_2)_  8
    x(4_0_7_7)  c_u_area_cut(0)_  64
    x(4_0_7_10)  goodput   0.080866425992779781
    x(4_0_7_10)  c_e_one_path(4_0_7)_  1
    x(4_0_7_10)  c_e_flow(4_0_2)_  1
    x(4_0_7_10)  c_e_flow(4_1_0)_  -1
    x(4_0_7_10)  c_u_processors(0_7_0)_  8
    x(4_0_7_10)  c_u_processors(0_7_1)_  8
    x(4_0_7_10)  c_u_processors(0_7_2)_  8
    x(4_0_7_10)  c_u_area_cut(0)_  224
    x(4_0_7_11)  goodput   0.046209386281588445
    x(4_0_7_11)  c_e_one_path(4_0_7)_  1
    x(4_0_7_11)  c_e_flow(4_0_2)_  1
    x(4_0_7_11)  c_e_flow(4_1_1)_  -1
    x(4_0_7_11)  c_u_processors(0_7_0)_  8
    x(4_0_7_11)  c_u_processors(0_7_1)_  8
    x(4_0_7_11)  c_u_area_cut(0)_  128
    x(4_0_7_13)  goodput   0.023104693140794223
    x(4_0_7_13)  c_e_one_path(4_0_7)_  1
    x(4_0_7_13)  c_e_flow(4_0_2)_  1
    x(4_0_7_13)  c_e_flow(4_1_0)_  -1
    x(4_0_7_13)  c_u_processors(0_7_1)_  8
    x(4_0_7_13)  c_u_processors(0_7_2)_  8
    x(4_0_7_13)  c_u_area_cut(0)_  64
    x(4_0_8_1)  goodput   0.11552346570397111
    x(4_0_8_1)  c_e_one_path(4_0_8)_  1
    x(4_0_8_1)  c_e_flow(4_0_0)_  1
    x(4_0_8_1)  c_e_flow(4_1_0)_  -1
    x(4_0_8_1)  c_u_processors(0_8_0)_  8
    x(4_0_8_1)  c_u_processors(0_8_1)_  8
    x(4_0_8_1)  c_u_processors(0_8_2)_  8
    x(4_0_8_1)  c_u_area_cut(0)_  320
    x(4_0_8_2)  goodput   0.080866425992779781
    x(4_0_8_2)  c_e_one_path(4_0_8)_  1
    x(4_0_8_2)  c_e_flow(4_0_0)_  1
    x(4_0_8_2)  c_e_flow(4_1_1)_  -1
    x(4_0_8_2)  c_u_processors(0_8_0)_  8
    x(4_0_8_2)  c_u_processors(0_8_1)_  8
    x(4_0_8_2)  c_u_area_cut(0)_  224
    x(4_0_8_3)  goodput   0.034657039711191336
    x(4_0_8_3)  c_e_one_path(4_0_8)_  1
    x(4_0_8_3)  c_e_flow(4_0_0)_  1
    x(4_0_8_3)  c_e_flow(4_1_2)_  -1
    x(4_0_8_3)  c_u_processors(0_8_0)_  8
    x(4_0_8_3)  c_u_area_cut(0)_  96
    x(4_0_8_4)  goodput   0.11552346570397111
    x(4_0_8_4)  c_e_one_path(4_0_8)_  1
    x(4_0_8_4)  c_e_flow(4_0_1)_  1
    x(4_0_8_4)  c_e_flow(4_1_0)_  -1
    x(4_0_8_4)  c_u_processors(0_8_0)_  8
    x(4_0_8_4)  c_u_processors(0_8_1)_  8
    x(4_0_8_4)  c_u_processors(0_8_2)_  8
    x(4_0_8_4)  c_u_area_cut(0)_  320
    x(4_0_8_5)  goodput   0.080866425992779781
    x(4_0_8_5)  c_e_one_path(4_0_8)_  1
    x(4_0_8_5)  c_e_flow(4_0_1)_  1
    x(4_0_8_5)  c_e_flow(4_1_1)_  -1
    x(4_0_8_5)  c_u_processors(0_8_0)_  8
    x(4_0_8_5)  c_u_processors(0_8_1)_  8
    x(4_0_8_5)  c_u_area_cut(0)_  224
    x(4_0_8_6)  goodput   0.034657039711191336
    x(4_0_8_6)  c_e_one_path(4_0_8)_  1
    x(4_0_8_6)  c_e_flow(4_0_1)_  1
    x(4_0_8_6)  c_e_flow(4_1_2)_  -1
    x(4_0_8_6)  c_u_processors(0_8_0)_  8
    x(4_0_8_6)  c_u_area_cut(0)_  96
    x(4_0_8_7)  goodput   0.011552346570397111
    x(4_0_8_7)  c_e_one_path(4_0_8)_  1
    x(4_0_8_7)  c_e_flow(4_0_1)_  1
    x(4_0_8_7)  c_e_flow(4_1_0)_  -1
    x(4_0_8_7)  c_u_processors(0_8_1)_  8
    x(4_0_8_7)  c_u_processors(0_8_2)_  8
    x(4_0_8_7)  c_u_area_cut(0)_  32
    x(4_0_8_10)  goodput   0.080866425992779781
    x(4_0_8_10)  c_e_one_path(4_0_8)_  1
    x(4_0_8_10)  c_e_flow(4_0_2)_  1
    x(4_0_8_10)  c_e_flow(4_1_0)_  -1
    x(4_0_8_10)  c_u_processors(0_8_0)_  8
    x(4_0_8_10)  c_u_processors(0_8_1)_  8
    x(4_0_8_10)  c_u_processors(0_8_2)_  8
    x(4_0_8_10)  c_u_area_cut(0)_  224
    x(4_0_8_11)  goodput   0.046209386281588445
    x(4_0_8_11)  c_e_one_path(4_0_8)_  1
    x(4_0_8_11)  c_e_flow(4_0_2)_  1
    x(4_0_8_11)  c_e_flow(4_1_1)_  -1
    x(4_0_8_11)  c_u_processors(0_8_0)_  8
    x(4_0_8_11)  c_u_processors(0_8_1)_  8
    x(4_0_8_11)  c_u_area_cut(0)_  128
    x(4_0_8_13)  goodput   0.011552346570397111
    x(4_0_8_13)  c_e_one_path(4_0_8)_  1
    x(4_0_8_13)  c_e_flow(4_0_2)_  1
    x(4_0_8_13)  c_e_flow(4_1_0)_  -1
    x(4_0_8_13)  c_u_processors(0_8_1)_  8
    x(4_0_8_13)  c_u_processors(0_8_2)_  8
    x(4_0_8_13)  c_u_area_cut(0)_  32
    x(4_0_9_1)  goodput   0.11552346570397111
    x(4_0_9_1)  c_e_one_path(4_0_9)_  1
    x(4_0_9_1)  c_e_flow(4_0_0)_  1
    x(4_0_9_1)  c_e_flow(4_1_0)_  -1
    x(4_0_9_1)  c_u_processors(0_9_0)_  8
    x(4_0_9_1)  c_u_processors(0_9_1)_  8
    x(4_0_9_1)  c_u_processors(0_9_2)_  8
    x(4_0_9_1)  c_u_area_cut(0)_  320
    x(4_0_9_2)  goodput   0.080866425992779781
    x(4_0_9_2)  c_e_one_path(4_0_9)_  1
    x(4_0_9_2)  c_e_flow(4_0_0)_  1
    x(4_0_9_2)  c_e_flow(4_1_1)_  -1
    x(4_0_9_2)  c_u_processors(0_9_0)_  8
    x(4_0_9_2)  c_u_processors(0_9_1)_  8
    x(4_0_9_2)  c_u_area_cut(0)_  224
    x(4_0_9_3)  goodput   0.046209386281588445
    x(4_0_9_3)  c_e_one_path(4_0_9)_  1
    x(4_0_9_3)  c_e_flow(4_0_0)_  1
    x(4_0_9_3)  c_e_flow(4_1_2)_  -1
    x(4_0_9_3)  c_u_processors(0_9_0)_  8
    x(4_0_9_3)  c_u_area_cut(0)_  128
    x(4_0_9_4)  goodput   0.11552346570397111
    x(4_0_9_4)  c_e_one_path(4_0_9)_  1
    x(4_0_9_4)  c_e_flow(4_0_1)_  1
    x(4_0_9_4)  c_e_flow(4_1_0)_  -1
    x(4_0_9_4)  c_u_processors(0_9_0)_  8
    x(4_0_9_4)  c_u_processors(0_9_1)_  8
    x(4_0_9_4)  c_u_processors(0_9_2)_  8
    x(4_0_9_4)  c_u_area_cut(0)_  320
    x(4_0_9_5)  goodput   0.080866425992779781
    x(4_0_9_5)  c_e_one_path(4_0_9)_  1
    x(4_0_9_5)  c_e_flow(4_0_1)_  1
    x(4_0_9_5)  c_e_flow(4_1_1)_  -1
    x(4_0_9_5)  c_u_processors(0_9_0)_  8
    x(4_0_9_5)  c_u_processors(0_9_1)_  8
    x(4_0_9_5)  c_u_area_cut(0)_  224
    x(4_0_9_6)  goodput   0.046209386281588445
    x(4_0_9_6)  c_e_one_path(4_0_9)_  1
    x(4_0_9_6)  c_e_flow(4_0_1)_  1
    x(4_0_9_6)  c_e_flow(4_1_2)_  -1
    x(4_0_9_6)  c_u_processors(0_9_0)_  8
    x(4_0_9_6)  c_u_area_cut(0)_  128
    x(4_0_9_10)  goodput   0.080866425992779781
    x(4_0_9_10)  c_e_one_path(4_0_9)_  1
    x(4_0_9_10)  c_e_flow(4_0_2)_  1
    x(4_0_9_10)  c_e_flow(4_1_0)_  -1
    x(4_0_9_10)  c_u_processors(0_9_0)_  8
    x(4_0_9_10)  c_u_processors(0_9_1)_  8
    x(4_0_9_10)  c_u_processors(0_9_2)_  8
    x(4_0_9_10)  c_u_area_cut(0)_  224
    x(4_0_9_11)  goodput   0.046209386281588445
    x(4_0_9_11)  c_e_one_path(4_0_9)_  1
    x(4_0_9_11)  c_e_flow(4_0_2)_  1
    x(4_0_9_11)  c_e_flow(4_1_1)_  -1
    x(4_0_9_11)  c_u_processors(0_9_0)_  8
    x(4_0_9_11)  c_u_processors(0_9_1)_  8
    x(4_0_9_11)  c_u_area_cut(0)_  128
    x(4_0_9_12)  goodput   0.011552346570397111
    x(4_0_9_12)  c_e_one_path(4_0_9)_  1
    x(4_0_9_12)  c_e_flow(4_0_2)_  1
    x(4_0_9_12)  c_e_flow(4_1_2)_  -1
    x(4_0_9_12)  c_u_processors(0_9_0)_  8
    x(4_0_9_12)  c_u_area_cut(0)_  32
    x(4_0_10_1)  goodput   0.11552346570397111
    x(4_0_10_1)  c_e_one_path(4_0_10)_  1
    x(4_0_10_1)  c_e_flow(4_0_0)_  1
    x(4_0_10_1)  c_e_flow(4_1_0)_  -1
    x(4_0_10_1)  c_u_processors(0_10_0)_  8
    x(4_0_10_1)  c_u_processors(0_10_1)_  8
    x(4_0_10_1)  c_u_processors(0_10_2)_  8
    x(4_0_10_1)  c_u_area_cut(0)_  320
    x(4_0_10_2)  goodput   0.080866425992779781
    x(4_0_10_2)  c_e_one_path(4_0_10)_  1
    x(4_0_10_2)  c_e_flow(4_0_0)_  1
    x(4_0_10_2)  c_e_flow(4_1_1)_  -1
    x(4_0_10_2)  c_u_processors(0_10_0)_  8
    x(4_0_10_2)  c_u_processors(0_10_1)_  8
    x(4_0_10_2)  c_u_area_cut(0)_  224
    x(4_0_10_3)  goodput   0.051985559566787
    x(4_0_10_3)  c_e_one_path(4_0_10)_  1
    x(4_0_10_3)  c_e_flow(4_0_0)_  1
    x(4_0_10_3)  c_e_flow(4_1_2)_  -1
    x(4_0_10_3)  c_u_processors(0_10_0)_  8
    x(4_0_10_3)  c_u_area_cut(0)_  144
    x(4_0_10_4)  goodput   0.11552346570397111
    x(4_0_10_4)  c_e_one_path(4_0_10)_  1
    x(4_0_10_4)  c_e_flow(4_0_1)_  1
    x(4_0_10_4)  c_e_flow(4_1_0)_  -1
    x(4_0_10_4)  c_u_processors(0_10_0)_  8
    x(4_0_10_4)  c_u_processors(0_10_1)_  8
    x(4_0_10_4)  c_u_processors(0_10_2)_  8
    x(4_0_10_4)  c_u_area_cut(0)_  320
    x(4_0_10_5)  goodput   0.080866425992779781
    x(4_0_10_5)  c_e_one_path(4_0_10)_  1
    x(4_0_10_5)  c_e_flow(4_0_1)_  1
    x(4_0_10_5)  c_e_flow(4_1_1)_  -1
    x(4_0_10_5)  c_u_processors(0_10_0)_  8
    x(4_0_10_5)  c_u_processors(0_10_1)_  8
    x(4_0_10_5)  c_u_area_cut(0)_  224
    x(4_0_10_6)  goodput   0.051985559566787
    x(4_0_10_6)  c_e_one_path(4_0_10)_  1
    x(4_0_10_6)  c_e_flow(4_0_1)_  1
    x(4_0_10_6)  c_e_flow(4_1_2)_  -1
    x(4_0_10_6)  c_u_processors(0_10_0)_  8
    x(4_0_10_6)  c_u_area_cut(0)_  144
    x(4_0_10_10)  goodput   0.080866425992779781
    x(4_0_10_10)  c_e_one_path(4_0_10)_  1
    x(4_0_10_10)  c_e_flow(4_0_2)_  1
    x(4_0_10_10)  c_e_flow(4_1_0)_  -1
    x(4_0_10_10)  c_u_processors(0_10_0)_  8
    x(4_0_10_10)  c_u_processors(0_10_1)_  8
    x(4_0_10_10)  c_u_processors(0_10_2)_  8
    x(4_0_10_10)  c_u_area_cut(0)_  224
    x(4_0_10_11)  goodput   0.046209386281588445
    x(4_0_10_11)  c_e_one_path(4_0_10)_  1
    x(4_0_10_11)  c_e_flow(4_0_2)_  1
    x(4_0_10_11)  c_e_flow(4_1_1)_  -1
    x(4_0_10_11)  c_u_processors(0_10_0)_  8
    x(4_0_10_11)  c_u_processors(0_10_1)_  8
    x(4_0_10_11)  c_u_area_cut(0)_  128
    x(4_0_10_12)  goodput   0.017328519855595668
    x(4_0_10_12)  c_e_one_path(4_0_10)_  1
    x(4_0_10_12)  c_e_flow(4_0_2)_  1
    x(4_0_10_12)  c_e_flow(4_1_2)_  -1
    x(4_0_10_12)  c_u_processors(0_10_0)_  8
    x(4_0_10_12)  c_u_area_cut(0)_  48
    x(4_0_11_1)  goodput   0.11552346570397111
    x(4_0_11_1)  c_e_one_path(4_0_11)_  1
    x(4_0_11_1)  c_e_flow(4_0_0)_  1
    x(4_0_11_1)  c_e_flow(4_1_0)_  -1
    x(4_0_11_1)  c_u_processors(0_11_0)_  8
    x(4_0_11_1)  c_u_processors(0_11_1)_  8
    x(4_0_11_1)  c_u_processors(0_11_2)_  8
    x(4_0_11_1)  c_u_area_cut(0)_  320
    x(4_0_11_2)  goodput   0.080866425992779781
    x(4_0_11_2)  c_e_one_path(4_0_11)_  1
    x(4_0_11_2)  c_e_flow(4_0_0)_  1
    x(4_0_11_2)  c_e_flow(4_1_1)_  -1
    x(4_0_11_2)  c_u_processors(0_11_0)_  8
    x(4_0_11_2)  c_u_processors(0_11_1)_  8
    x(4_0_11_2)  c_u_area_cut(0)_  224
    x(4_0_11_3)  goodput   0.057761732851985555
    x(4_0_11_3)  c_e_one_path(4_0_11)_  1
    x(4_0_11_3)  c_e_flow(4_0_0)_  1
    x(4_0_11_3)  c_e_flow(4_1_2)_  -1
    x(4_0_11_3)  c_u_processors(0_11_0)_  8
    x(4_0_11_3)  c_u_area_cut(0)_  160
    x(4_0_11_4)  goodput   0.11552346570397111
    x(4_0_11_4)  c_e_one_path(4_0_11)_  1
    x(4_0_11_4)  c_e_flow(4_0_1)_  1
    x(4_0_11_4)  c_e_flow(4_1_0)_  -1
    x(4_0_11_4)  c_u_processors(0_11_0)_  8
    x(4_0_11_4)  c_u_processors(0_11_1)_  8
    x(4_0_11_4)  c_u_processors(0_11_2)_  8
    x(4_0_11_4)  c_u_area_cut(0)_  320
    x(4_0_11_5)  goodput   0.080866425992779781
    x(4_0_11_5)  c_e_one_path(4_0_11)_  1
    x(4_0_11_5)  c_e_flow(4_0_1)_  1
    x(4_0_11_5)  c_e_flow(4_1_1)_  -1
    x(4_0_11_5)  c_u_processors(0_11_0)_  8
    x(4_0_11_5)  c_u_processors(0_11_1)_  8
    x(4_0_11_5)  c_u_area_cut(0)_  224
    x(4_0_11_6)  goodput   0.057761732851985555
    x(4_0_11_6)  c_e_one_path(4_0_11)_  1
    x(4_0_11_6)  c_e_flow(4_0_1)_  1
    x(4_0_11_6)  c_e_flow(4_1_2)_  -1
    x(4_0_11_6)  c_u_processors(0_11_0)_  8
    x(4_0_11_6)  c_u_area_cut(0)_  160
    x(4_0_11_10)  goodput   0.080866425992779781
    x(4_0_11_10)  c_e_one_path(4_0_11)_  1
    x(4_0_11_10)  c_e_flow(4_0_2)_  1
    x(4_0_11_10)  c_e_flow(4_1_0)_  -1
    x(4_0_11_10)  c_u_processors(0_11_0)_  8
    x(4_0_11_10)  c_u_processors(0_11_1)_  8
    x(4_0_11_10)  c_u_processors(0_11_2)_  8
    x(4_0_11_10)  c_u_area_cut(0)_  224
    x(4_0_11_11)  goodput   0.046209386281588445
    x(4_0_11_11)  c_e_one_path(4_0_11)_  1
    x(4_0_11_11)  c_e_flow(4_0_2)_  1
    x(4_0_11_11)  c_e_flow(4_1_1)_  -1
    x(4_0_11_11)  c_u_processors(0_11_0)_  8
    x(4_0_11_11)  c_u_processors(0_11_1)_  8
    x(4_0_11_11)  c_u_area_cut(0)_  128
    x(4_0_11_12)  goodput   0.023104693140794223
    x(4_0_11_12)  c_e_one_path(4_0_11)_  1
    x(4_0_11_12)  c_e_flow(4_0_2)_  1
    x(4_0_11_12)  c_e_flow(4_1_2)_  -1
    x(4_0_11_12)  c_u_processors(0_11_0)_  8
    x(4_0_11_12)  c_u_area_cut(0)_  64
    x(4_0_12_1)  goodput   0.11552346570397111
    x(4_0_12_1)  c_e_one_path(4_0_12)_  1
    x(4_0_12_1)  c_e_flow(4_0_0)_  1
    x(4_0_12_1)  c_e_flow(4_1_0)_  -1
    x(4_0_12_1)  c_u_processors(0_12_0)_  8
    x(4_0_12_1)  c_u_processors(0_12_1)_  8
    x(4_0_12_1)  c_u_processors(0_12_2)_  8
    x(4_0_12_1)  c_u_area_cut(0)_  320
    x(4_0_12_2)  goodput   0.080866425992779781
    x(4_0_12_2)  c_e_one_path(4_0_12)_  1
    x(4_0_12_2)  c_e_flow(4_0_0)_  1
    x(4_0_12_2)  c_e_flow(4_1_1)_  -1
    x(4_0_12_2)  c_u_processors(0_12_0)_  8
    x(4_0_12_2)  c_u_processors(0_12_1)_  8
    x(4_0_12_2)  c_u_area_cut(0)_  224
    x(4_0_12_3)  goodput   0.063537906137184116
    x(4_0_12_3)  c_e_one_path(4_0_12)_  1
    x(4_0_12_3)  c_e_flow(4_0_0)_  1
    x(4_0_12_3)  c_e_flow(4_1_2)_  -1
    x(4_0_12_3)  c_u_processors(0_12_0)_  8
    x(4_0_12_3)  c_u_area_cut(0)_  176
    x(4_0_12_4)  goodput   0.11552346570397111
    x(4_0_12_4)  c_e_one_path(4_0_12)_  1
    x(4_0_12_4)  c_e_flow(4_0_1)_  1
    x(4_0_12_4)  c_e_flow(4_1_0)_  -1
    x(4_0_12_4)  c_u_processors(0_12_0)_  8
    x(4_0_12_4)  c_u_processors(0_12_1)_  8
    x(4_0_12_4)  c_u_processors(0_12_2)_  8
    x(4_0_12_4)  c_u_area_cut(0)_  320
    x(4_0_12_5)  goodput   0.080866425992779781
    x(4_0_12_5)  c_e_one_path(4_0_12)_  1
    x(4_0_12_5)  c_e_flow(4_0_1)_  1
    x(4_0_12_5)  c_e_flow(4_1_1)_  -1
    x(4_0_12_5)  c_u_processors(0_12_0)_  8
    x(4_0_12_5)  c_u_processors(0_12_1)_  8
    x(4_0_12_5)  c_u_area_cut(0)_  224
    x(4_0_12_6)  goodput   0.063537906137184116
    x(4_0_12_6)  c_e_one_path(4_0_12)_  1
    x(4_0_12_6)  c_e_flow(4_0_1)_  1
    x(4_0_12_6)  c_e_flow(4_1_2)_  -1
    x(4_0_12_6)  c_u_processors(0_12_0)_  8
    x(4_0_12_6)  c_u_area_cut(0)_  176
    x(4_0_12_10)  goodput   0.080866425992779781
    x(4_0_12_10)  c_e_one_path(4_0_12)_  1
    x(4_0_12_10)  c_e_flow(4_0_2)_  1
    x(4_0_12_10)  c_e_flow(4_1_0)_  -1
    x(4_0_12_10)  c_u_processors(0_12_0)_  8
    x(4_0_12_10)  c_u_processors(0_12_1)_  8
    x(4_0_12_10)  c_u_processors(0_12_2)_  8
    x(4_0_12_10)  c_u_area_cut(0)_  224
    x(4_0_12_11)  goodput   0.046209386281588445
    x(4_0_12_11)  c_e_one_path(4_0_12)_  1
    x(4_0_12_11)  c_e_flow(4_0_2)_  1
    x(4_0_12_11)  c_e_flow(4_1_1)_  -1
    x(4_0_12_11)  c_u_processors(0_12_0)_  8
    x(4_0_12_11)  c_u_processors(0_12_1)_  8
    x(4_0_12_11)  c_u_area_cut(0)_  128
    x(4_0_12_12)  goodput   0.028880866425992777
    x(4_0_12_12)  c_e_one_path(4_0_12)_  1
    x(4_0_12_12)  c_e_flow(4_0_2)_  1
    x(4_0_12_12)  c_e_flow(4_1_2)_  -1
    x(4_0_12_12)  c_u_processors(0_12_0)_  8
    x(4_0_12_12)  c_u_area_cut(0)_  80
    x(4_0_13_1)  goodput   0.11552346570397111
    x(4_0_13_1)  c_e_one_path(4_0_13)_  1
    x(4_0_13_1)  c_e_flow(4_0_0)_  1
    x(4_0_13_1)  c_e_flow(4_1_0)_  -1
    x(4_0_13_1)  c_u_processors(0_13_0)_  8
    x(4_0_13_1)  c_u_processors(0_13_1)_  8
    x(4_0_13_1)  c_u_processors(0_13_2)_  8
    x(4_0_13_1)  c_u_area_cut(0)_  320
    x(4_0_13_2)  goodput   0.080866425992779781
    x(4_0_13_2)  c_e_one_path(4_0_13)_  1
    x(4_0_13_2)  c_e_flow(4_0_0)_  1
    x(4_0_13_2)  c_e_flow(4_1_1)_  -1
    x(4_0_13_2)  c_u_processors(0_13_0)_  8
    x(4_0_13_2)  c_u_processors(0_13_1)_  8
    x(4_0_13_2)  c_u_area_cut(0)_  224
    x(4_0_13_3)  goodput   0.066425992779783394
    x(4_0_13_3)  c_e_one_path(4_0_13)_  1
    x(4_0_13_3)  c_e_flow(4_0_0)_  1
    x(4_0_13_3)  c_e_flow(4_1_2)_  -1
    x(4_0_13_3)  c_u_processors(0_13_0)_  8
    x(4_0_13_3)  c_u_area_cut(0)_  184
    x(4_0_13_4)  goodput   0.11552346570397111
    x(4_0_13_4)  c_e_one_path(4_0_13)_  1
    x(4_0_13_4)  c_e_flow(4_0_1)_  1
    x(4_0_13_4)  c_e_flow(4_1_0)_  -1
    x(4_0_13_4)  c_u_processors(0_13_0)_  8
    x(4_0_13_4)  c_u_processors(0_13_1)_  8
    x(4_0_13_4)  c_u_processors(0_13_2)_  8
    x(4_0_13_4)  c_u_area_cut(0)_  320
    x(4_0_13_5)  goodput   0.080866425992779781
    x(4_0_13_5)  c_e_one_path(4_0_13)_  1
    x(4_0_13_5)  c_e_flow(4_0_1)_  1
    x(4_0_13_5)  c_e_flow(4_1_1)_  -1
    x(4_0_13_5)  c_u_processors(0_13_0)_  8
    x(4_0_13_5)  c_u_processors(0_13_1)_  8
    x(4_0_13_5)  c_u_area_cut(0)_  224
    x(4_0_13_6)  goodput   0.066425992779783394
    x(4_0_13_6)  c_e_one_path(4_0_13)_  1
    x(4_0_13_6)  c_e_flow(4_0_1)_  1
    x(4_0_13_6)  c_e_flow(4_1_2)_  -1
    x(4_0_13_6)  c_u_processors(0_13_0)_  8
    x(4_0_13_6)  c_u_area_cut(0)_  184
    x(4_0_13_10)  goodput   0.080866425992779781
    x(4_0_13_10)  c_e_one_path(4_0_13)_  1
    x(4_0_13_10)  c_e_flow(4_0_2)_  1
    x(4_0_13_10)  c_e_flow(4_1_0)_  -1
    x(4_0_13_10)  c_u_processors(0_13_0)_  8
    x(4_0_13_10)  c_u_processors(0_13_1)_  8
    x(4_0_13_10)  c_u_processors(0_13_2)_  8
    x(4_0_13_10)  c_u_area_cut(0)_  224
    x(4_0_13_11)  goodput   0.046209386281588445
    x(4_0_13_11)  c_e_one_path(4_0_13)_  1
    x(4_0_13_11)  c_e_flow(4_0_2)_  1
    x(4_0_13_11)  c_e_flow(4_1_1)_  -1
    x(4_0_13_11)  c_u_processors(0_13_0)_  8
    x(4_0_13_11)  c_u_processors(0_13_1)_  8
    x(4_0_13_11)  c_u_area_cut(0)_  128
    x(4_0_13_12)  goodput   0.031768953068592058
    x(4_0_13_12)  c_e_one_path(4_0_13)_  1
    x(4_0_13_12)  c_e_flow(4_0_2)_  1
    x(4_0_13_12)  c_e_flow(4_1_2)_  -1
    x(4_0_13_12)  c_u_processors(0_13_0)_  8
    x(4_0_13_12)  c_u_area_cut(0)_  88
    x(4_0_14_1)  goodput   0.11552346570397111
    x(4_0_14_1)  c_e_one_path(4_0_14)_  1
    x(4_0_14_1)  c_e_flow(4_0_0)_  1
    x(4_0_14_1)  c_e_flow(4_1_0)_  -1
    x(4_0_14_1)  c_u_processors(0_14_0)_  8
    x(4_0_14_1)  c_u_processors(0_14_1)_  8
    x(4_0_14_1)  c_u_processors(0_14_2)_  8
    x(4_0_14_1)  c_u_area_cut(0)_  320
    x(4_0_14_2)  goodput   0.080866425992779781
    x(4_0_14_2)  c_e_one_path(4_0_14)_  1
    x(4_0_14_2)  c_e_flow(4_0_0)_  1
    x(4_0_14_2)  c_e_flow(4_1_1)_  -1
    x(4_0_14_2)  c_u_processors(0_14_0)_  8
    x(4_0_14_2)  c_u_processors(0_14_1)_  8
    x(4_0_14_2)  c_u_area_cut(0)_  224
    x(4_0_14_3)  goodput   0.080866425992779781
    x(4_0_14_3)  c_e_one_path(4_0_14)_  1
    x(4_0_14_3)  c_e_flow(4_0_0)_  1
    x(4_0_14_3)  c_e_flow(4_1_2)_  -1
    x(4_0_14_3)  c_u_processors(0_14_0)_  8
    x(4_0_14_3)  c_u_area_cut(0)_  224
    x(4_0_14_4)  goodput   0.11552346570397111
    x(4_0_14_4)  c_e_one_path(4_0_14)_  1
    x(4_0_14_4)  c_e_flow(4_0_1)_  1
    x(4_0_14_4)  c_e_flow(4_1_0)_  -1
    x(4_0_14_4)  c_u_processors(0_14_0)_  8
    x(4_0_14_4)  c_u_processors(0_14_1)_  8
    x(4_0_14_4)  c_u_processors(0_14_2)_  8
    x(4_0_14_4)  c_u_area_cut(0)_  320
    x(4_0_14_5)  goodput   0.080866425992779781
    x(4_0_14_5)  c_e_one_path(4_0_14)_  1
    x(4_0_14_5)  c_e_flow(4_0_1)_  1
    x(4_0_14_5)  c_e_flow(4_1_1)_  -1
    x(4_0_14_5)  c_u_processors(0_14_0)_  8
    x(4_0_14_5)  c_u_processors(0_14_1)_  8
    x(4_0_14_5)  c_u_area_cut(0)_  224
    x(4_0_14_6)  goodput   0.080866425992779781
    x(4_0_14_6)  c_e_one_path(4_0_14)_  1
    x(4_0_14_6)  c_e_flow(4_0_1)_  1
    x(4_0_14_6)  c_e_flow(4_1_2)_  -1
    x(4_0_14_6)  c_u_processors(0_14_0)_  8
    x(4_0_14_6)  c_u_area_cut(0)_  224
    x(4_0_14_10)  goodput   0.080866425992779781
    x(4_0_14_10)  c_e_one_path(4_0_14)_  1
    x(4_0_14_10)  c_e_flow(4_0_2)_  1
    x(4_0_14_10)  c_e_flow(4_1_0)_  -1
    x(4_0_14_10)  c_u_processors(0_14_0)_  8
    x(4_0_14_10)  c_u_processors(0_14_1)_  8
    x(4_0_14_10)  c_u_processors(0_14_2)_  8
    x(4_0_14_10)  c_u_area_cut(0)_  224
    x(4_0_14_11)  goodput   0.046209386281588445
    x(4_0_14_11)  c_e_one_path(4_0_14)_  1
    x(4_0_14_11)  c_e_flow(4_0_2)_  1
    x(4_0_14_11)  c_e_flow(4_1_1)_  -1
    x(4_0_14_11)  c_u_processors(0_14_0)_  8
    x(4_0_14_11)  c_u_processors(0_14_1)_  8
    x(4_0_14_11)  c_u_area_cut(0)_  128
    x(4_0_14_12)  goodput   0.046209386281588445
    x(4_0_14_12)  c_e_one_path(4_0_14)_  1
    x(4_0_14_12)  c_e_flow(4_0_2)_  1
    x(4_0_14_12)  c_e_flow(4_1_2)_  -1
    x(4_0_14_12)  c_u_processors(0_14_0)_  8
    x(4_0_14_12)  c_u_area_cut(0)_  128
    x(4_1_0_1)  goodput   0.1444043321299639
    x(4_1_0_1)  c_e_one_path(4_1_0)_  1
    x(4_1_0_1)  c_e_flow(4_1_0)_  1
    x(4_1_0_1)  c_e_flow(4_2_0)_  -1
    x(4_1_0_1)  c_u_processors(1_0_0)_  8
    x(4_1_0_1)  c_u_processors(1_0_1)_  8
    x(4_1_0_1)  c_u_processors(1_0_2)_  8
    x(4_1_0_1)  c_u_area_cut(1)_  400
    x(4_1_0_2)  goodput   0.10974729241877255
    x(4_1_0_2)  c_e_one_path(4_1_0)_  1
    x(4_1_0_2)  c_e_flow(4_1_0)_  1
    x(4_1_0_2)  c_e_flow(4_2_1)_  -1
    x(4_1_0_2)  c_u_processors(1_0_0)_  8
    x(4_1_0_2)  c_u_processors(1_0_1)_  8
    x(4_1_0_2)  c_u_area_cut(1)_  304
    x(4_1_0_4)  goodput   0.1444043321299639
    x(4_1_0_4)  c_e_one_path(4_1_0)_  1
    x(4_1_0_4)  c_e_flow(4_1_1)_  1
    x(4_1_0_4)  c_e_flow(4_2_0)_  -1
    x(4_1_0_4)  c_u_processors(1_0_0)_  8
    x(4_1_0_4)  c_u_processors(1_0_1)_  8
    x(4_1_0_4)  c_u_processors(1_0_2)_  8
    x(4_1_0_4)  c_u_area_cut(1)_  400
    x(4_1_0_5)  goodput   0.10974729241877255
    x(4_1_0_5)  c_e_one_path(4_1_0)_  1
    x(4_1_0_5)  c_e_flow(4_1_1)_  1
    x(4_1_0_5)  c_e_flow(4_2_1)_  -1
    x(4_1_0_5)  c_u_processors(1_0_0)_  8
    x(4_1_0_5)  c_u_processors(1_0_1)_  8
    x(4_1_0_5)  c_u_area_cut(1)_  304
    x(4_1_0_7)  goodput   0.10974729241877255
    x(4_1_0_7)  c_e_one_path(4_1_0)_  1
    x(4_1_0_7)  c_e_flow(4_1_1)_  1
    x(4_1_0_7)  c_e_flow(4_2_0)_  -1
    x(4_1_0_7)  c_u_processors(1_0_1)_  8
    x(4_1_0_7)  c_u_processors(1_0_2)_  8
    x(4_1_0_7)  c_u_area_cut(1)_  304
    x(4_1_0_8)  goodput   0.075090252707581226
    x(4_1_0_8)  c_e_one_path(4_1_0)_  1
    x(4_1_0_8)  c_e_flow(4_1_1)_  1
    x(4_1_0_8)  c_e_flow(4_2_1)_  -1
    x(4_1_0_8)  c_u_processors(1_0_1)_  8
    x(4_1_0_8)  c_u_area_cut(1)_  208
    x(4_1_0_10)  goodput   0.10974729241877255
    x(4_1_0_10)  c_e_one_path(4_1_0)_  1
    x(4_1_0_10)  c_e_flow(4_1_2)_  1
    x(4_1_0_10)  c_e_flow(4_2_0)_  -1
    x(4_1_0_10)  c_u_processors(1_0_0)_  8
    x(4_1_0_10)  c_u_processors(1_0_1)_  8
    x(4_1_0_10)  c_u_processors(1_0_2)_  8
    x(4_1_0_10)  c_u_area_cut(1)_  304
    x(4_1_0_11)  goodput   0.075090252707581226
    x(4_1_0_11)  c_e_one_path(4_1_0)_  1
    x(4_1_0_11)  c_e_flow(4_1_2)_  1
    x(4_1_0_11)  c_e_flow(4_2_1)_  -1
    x(4_1_0_11)  c_u_processors(1_0_0)_  8
    x(4_1_0_11)  c_u_processors(1_0_1)_  8
    x(4_1_0_11)  c_u_area_cut(1)_  208
    x(4_1_0_13)  goodput   0.10974729241877255
    x(4_1_0_13)  c_e_one_path(4_1_0)_  1
    x(4_1_0_13)  c_e_flow(4_1_2)_  1
    x(4_1_0_13)  c_e_flow(4_2_0)_  -1
    x(4_1_0_13)  c_u_processors(1_0_1)_  8
    x(4_1_0_13)  c_u_processors(1_0_2)_  8
    x(4_1_0_13)  c_u_area_cut(1)_  304
    x(4_1_0_14)  goodput   0.075090252707581226
    x(4_1_0_14)  c_e_one_path(4_1_0)_  1
    x(4_1_0_14)  c_e_flow(4_1_2)_  1
    x(4_1_0_14)  c_e_flow(4_2_1)_  -1
    x(4_1_0_14)  c_u_processors(1_0_1)_  8
    x(4_1_0_14)  c_u_area_cut(1)_  208
    x(4_1_1_1)  goodput   0.1444043321299639
    x(4_1_1_1)  c_e_one_path(4_1_1)_  1
    x(4_1_1_1)  c_e_flow(4_1_0)_  1
    x(4_1_1_1)  c_e_flow(4_2_0)_  -1
    x(4_1_1_1)  c_u_processors(1_1_0)_  8
    x(4_1_1_1)  c_u_processors(1_1_1)_  8
    x(4_1_1_1)  c_u_processors(1_1_2)_  8
    x(4_1_1_1)  c_u_area_cut(1)_  400
    x(4_1_1_2)  goodput   0.10974729241877255
    x(4_1_1_2)  c_e_one_path(4_1_1)_  1
    x(4_1_1_2)  c_e_flow(4_1_0)_  1
    x(4_1_1_2)  c_e_flow(4_2_1)_  -1
    x(4_1_1_2)  c_u_processors(1_1_0)_  8
    x(4_1_1_2)  c_u_processors(1_1_1)_  8
    x(4_1_1_2)  c_u_area_cut(1)_  304
    x(4_1_1_4)  goodput   0.1444043321299639
    x(4_1_1_4)  c_e_one_path(4_1_1)_  1
    x(4_1_1_4)  c_e_flow(4_1_1)_  1
    x(4_1_1_4)  c_e_flow(4_2_0)_  -1
    x(4_1_1_4)  c_u_processors(1_1_0)_  8
    x(4_1_1_4)  c_u_processors(1_1_1)_  8
    x(4_1_1_4)  c_u_processors(1_1_2)_  8
    x(4_1_1_4)  c_u_area_cut(1)_  400
    x(4_1_1_5)  goodput   0.10974729241877255
    x(4_1_1_5)  c_e_one_path(4_1_1)_  1
    x(4_1_1_5)  c_e_flow(4_1_1)_  1
    x(4_1_1_5)  c_e_flow(4_2_1)_  -1
    x(4_1_1_5)  c_u_processors(1_1_0)_  8
    x(4_1_1_5)  c_u_processors(1_1_1)_  8
    x(4_1_1_5)  c_u_area_cut(1)_  304
    x(4_1_1_7)  goodput   0.095306859205776168
    x(4_1_1_7)  c_e_one_path(4_1_1)_  1
    x(4_1_1_7)  c_e_flow(4_1_1)_  1
    x(4_1_1_7)  c_e_flow(4_2_0)_  -1
    x(4_1_1_7)  c_u_processors(1_1_1)_  8
    x(4_1_1_7)  c_u_processors(1_1_2)_  8
    x(4_1_1_7)  c_u_area_cut(1)_  264
    x(4_1_1_8)  goodput   0.060649819494584832
    x(4_1_1_8)  c_e_one_path(4_1_1)_  1
    x(4_1_1_8)  c_e_flow(4_1_1)_  1
    x(4_1_1_8)  c_e_flow(4_2_1)_  -1
    x(4_1_1_8)  c_u_processors(1_1_1)_  8
    x(4_1_1_8)  c_u_area_cut(1)_  168
    x(4_1_1_10)  goodput   0.10974729241877255
    x(4_1_1_10)  c_e_one_path(4_1_1)_  1
    x(4_1_1_10)  c_e_flow(4_1_2)_  1
    x(4_1_1_10)  c_e_flow(4_2_0)_  -1
    x(4_1_1_10)  c_u_processors(1_1_0)_  8
    x(4_1_1_10)  c_u_processors(1_1_1)_  8
    x(4_1_1_10)  c_u_processors(1_1_2)_  8
    x(4_1_1_10)  c_u_area_cut(1)_  304
    x(4_1_1_11)  goodput   0.075090252707581226
    x(4_1_1_11)  c_e_one_path(4_1_1)_  1
    x(4_1_1_11)  c_e_flow(4_1_2)_  1
    x(4_1_1_11)  c_e_flow(4_2_1)_  -1
    x(4_1_1_11)  c_u_processors(1_1_0)_  8
    x(4_1_1_11)  c_u_processors(1_1_1)_  8
    x(4_1_1_11)  c_u_area_cut(1)_  208
    x(4_1_1_13)  goodput   0.095306859205776168
    x(4_1_1_13)  c_e_one_path(4_1_1)_  1
    x(4_1_1_13)  c_e_flow(4_1_2)_  1
    x(4_1_1_13)  c_e_flow(4_2_0)_  -1
    x(4_1_1_13)  c_u_processors(1_1_1)_  8
    x(4_1_1_13)  c_u_processors(1_1_2)_  8
    x(4_1_1_13)  c_u_area_cut(1)_  264
    x(4_1_1_14)  goodput   0.060649819494584832
    x(4_1_1_14)  c_e_one_path(4_1_1)_  1
    x(4_1_1_14)  c_e_flow(4_1_2)_  1
    x(4_1_1_14)  c_e_flow(4_2_1)_  -1
    x(4_1_1_14)  c_u_processors(1_1_1)_  8
    x(4_1_1_14)  c_u_area_cut(1)_  168
    x(4_1_2_1)  goodput   0.1444043321299639
    x(4_1_2_1)  c_e_one_path(4_1_2)_  1
    x(4_1_2_1)  c_e_flow(4_1_0)_  1
    x(4_1_2_1)  c_e_flow(4_2_0)_  -1
    x(4_1_2_1)  c_u_processors(1_2_0)_  8
    x(4_1_2_1)  c_u_processors(1_2_1)_  8
    x(4_1_2_1)  c_u_processors(1_2_2)_  8
    x(4_1_2_1)  c_u_area_cut(1)_  400
    x(4_1_2_2)  goodput   0.10974729241877255
    x(4_1_2_2)  c_e_one_path(4_1_2)_  1
    x(4_1_2_2)  c_e_flow(4_1_0)_  1
    x(4_1_2_2)  c_e_flow(4_2_1)_  -1
    x(4_1_2_2)  c_u_processors(1_2_0)_  8
    x(4_1_2_2)  c_u_processors(1_2_1)_  8
    x(4_1_2_2)  c_u_area_cut(1)_  304
    x(4_1_2_4)  goodput   0.1444043321299639
    x(4_1_2_4)  c_e_one_path(4_1_2)_  1
    x(4_1_2_4)  c_e_flow(4_1_1)_  1
    x(4_1_2_4)  c_e_flow(4_2_0)_  -1
    x(4_1_2_4)  c_u_processors(1_2_0)_  8
    x(4_1_2_4)  c_u_processors(1_2_1)_  8
    x(4_1_2_4)  c_u_processors(1_2_2)_  8
    x(4_1_2_4)  c_u_area_cut(1)_  400
    x(4_1_2_5)  goodput   0.10974729241877255
    x(4_1_2_5)  c_e_one_path(4_1_2)_  1
    x(4_1_2_5)  c_e_flow(4_1_1)_  1
    x(4_1_2_5)  c_e_flow(4_2_1)_  -1
    x(4_1_2_5)  c_u_processors(1_2_0)_  8
    x(4_1_2_5)  c_u_processors(1_2_1)_  8
    x(4_1_2_5)  c_u_area_cut(1)_  304
    x(4_1_2_7)  goodput   0.09241877256317689
    x(4_1_2_7)  c_e_one_path(4_1_2)_  1
    x(4_1_2_7)  c_e_flow(4_1_1)_  1
    x(4_1_2_7)  c_e_flow(4_2_0)_  -1
    x(4_1_2_7)  c_u_processors(1_2_1)_  8
    x(4_1_2_7)  c_u_processors(1_2_2)_  8
    x(4_1_2_7)  c_u_area_cut(1)_  256
    x(4_1_2_8)  goodput   0.057761732851985555
    x(4_1_2_8)  c_e_one_path(4_1_2)_  1
    x(4_1_2_8)  c_e_flow(4_1_1)_  1
    x(4_1_2_8)  c_e_flow(4_2_1)_  -1
    x(4_1_2_8)  c_u_processors(1_2_1)_  8
    x(4_1_2_8)  c_u_area_cut(1)_  160
    x(4_1_2_10)  goodput   0.10974729241877255
    x(4_1_2_10)  c_e_one_path(4_1_2)_  1
    x(4_1_2_10)  c_e_flow(4_1_2)_  1
    x(4_1_2_10)  c_e_flow(4_2_0)_  -1
    x(4_1_2_10)  c_u_processors(1_2_0)_  8
    x(4_1_2_10)  c_u_processors(1_2_1)_  8
    x(4_1_2_10)  c_u_processors(1_2_2)_  8
    x(4_1_2_10)  c_u_area_cut(1)_  304
    x(4_1_2_11)  goodput   0.075090252707581226
    x(4_1_2_11)  c_e_one_path(4_1_2)_  1
    x(4_1_2_11)  c_e_flow(4_1_2)_  1
    x(4_1_2_11)  c_e_flow(4_2_1)_  -1
    x(4_1_2_11)  c_u_processors(1_2_0)_  8
    x(4_1_2_11)  c_u_processors(1_2_1)_  8
    x(4_1_2_11)  c_u_area_cut(1)_  208
    x(4_1_2_13)  goodput   0.09241877256317689
    x(4_1_2_13)  c_e_one_path(4_1_2)_  1
    x(4_1_2_13)  c_e_flow(4_1_2)_  1
    x(4_1_2_13)  c_e_flow(4_2_0)_  -1
    x(4_1_2_13)  c_u_processors(1_2_1)_  8
    x(4_1_2_13)  c_u_processors(1_2_2)_  8
    x(4_1_2_13)  c_u_area_cut(1)_  256
    x(4_1_2_14)  goodput   0.057761732851985555
    x(4_1_2_14)  c_e_one_path(4_1_2)_  1
    x(4_1_2_14)  c_e_flow(4_1_2)_  1
    x(4_1_2_14)  c_e_flow(4_2_1)_  -1
    x(4_1_2_14)  c_u_processors(1_2_1)_  8
    x(4_1_2_14)  c_u_area_cut(1)_  160
    x(4_1_3_1)  goodput   0.1444043321299639
    x(4_1_3_1)  c_e_one_path(4_1_3)_  1
    x(4_1_3_1)  c_e_flow(4_1_0)_  1
    x(4_1_3_1)  c_e_flow(4_2_0)_  -1
    x(4_1_3_1)  c_u_processors(1_3_0)_  8
    x(4_1_3_1)  c_u_processors(1_3_1)_  8
    x(4_1_3_1)  c_u_processors(1_3_2)_  8
    x(4_1_3_1)  c_u_area_cut(1)_  400
    x(4_1_3_2)  goodput   0.10974729241877255
    x(4_1_3_2)  c_e_one_path(4_1_3)_  1
    x(4_1_3_2)  c_e_flow(4_1_0)_  1
    x(4_1_3_2)  c_e_flow(4_2_1)_  -1
    x(4_1_3_2)  c_u_processors(1_3_0)_  8
    x(4_1_3_2)  c_u_processors(1_3_1)_  8
    x(4_1_3_2)  c_u_area_cut(1)_  304
    x(4_1_3_4)  goodput   0.1444043321299639
    x(4_1_3_4)  c_e_one_path(4_1_3)_  1
    x(4_1_3_4)  c_e_flow(4_1_1)_  1
    x(4_1_3_4)  c_e_flow(4_2_0)_  -1
    x(4_1_3_4)  c_u_processors(1_3_0)_  8
    x(4_1_3_4)  c_u_processors(1_3_1)_  8
    x(4_1_3_4)  c_u_processors(1_3_2)_  8
    x(4_1_3_4)  c_u_area_cut(1)_  400
    x(4_1_3_5)  goodput   0.10974729241877255
    x(4_1_3_5)  c_e_one_path(4_1_3)_  1
    x(4_1_3_5)  c_e_flow(4_1_1)_  1
    x(4_1_3_5)  c_e_flow(4_2_1)_  -1
    x(4_1_3_5)  c_u_processors(1_3_0)_  8
    x(4_1_3_5)  c_u_processors(1_3_1)_  8
    x(4_1_3_5)  c_u_area_cut(1)_  304
    x(4_1_3_7)  goodput   0.086642599277978335
    x(4_1_3_7)  c_e_one_path(4_1_3)_  1
    x(4_1_3_7)  c_e_flow(4_1_1)_  1
    x(4_1_3_7)  c_e_flow(4_2_0)_  -1
    x(4_1_3_7)  c_u_processors(1_3_1)_  8
    x(4_1_3_7)  c_u_processors(1_3_2)_  8
    x(4_1_3_7)  c_u_area_cut(1)_  240
    x(4_1_3_8)  goodput   0.051985559566787
    x(4_1_3_8)  c_e_one_path(4_1_3)_  1
    x(4_1_3_8)  c_e_flow(4_1_1)_  1
    x(4_1_3_8)  c_e_flow(4_2_1)_  -1
    x(4_1_3_8)  c_u_processors(1_3_1)_  8
    x(4_1_3_8)  c_u_area_cut(1)_  144
    x(4_1_3_10)  goodput   0.10974729241877255
    x(4_1_3_10)  c_e_one_path(4_1_3)_  1
    x(4_1_3_10)  c_e_flow(4_1_2)_  1
    x(4_1_3_10)  c_e_flow(4_2_0)_  -1
    x(4_1_3_10)  c_u_processors(1_3_0)_  8
    x(4_1_3_10)  c_u_processors(1_3_1)_  8
    x(4_1_3_10)  c_u_processors(1_3_2)_  8
    x(4_1_3_10)  c_u_area_cut(1)_  304
    x(4_1_3_11)  goodput   0.075090252707581226
    x(4_1_3_11)  c_e_one_path(4_1_3)_  1
    x(4_1_3_11)  c_e_flow(4_1_2)_  1
    x(4_1_3_11)  c_e_flow(4_2_1)_  -1
    x(4_1_3_11)  c_u_processors(1_3_0)_  8
    x(4_1_3_11)  c_u_processors(1_3_1)_  8
    x(4_1_3_11)  c_u_area_cut(1)_  208
    x(4_1_3_13)  goodput   0.086642599277978335
    x(4_1_3_13)  c_e_one_path(4_1_3)_  1
    x(4_1_3_13)  c_e_flow(4_1_2)_  1
    x(4_1_3_13)  c_e_flow(4_2_0)_  -1
    x(4_1_3_13)  c_u_processors(1_3_1)_  8
    x(4_1_3_13)  c_u_processors(1_3_2)_  8
    x(4_1_3_13)  c_u_area_cut(1)_  240
    x(4_1_3_14)  goodput   0.051985559566787
    x(4_1_3_14)  c_e_one_path(4_1_3)_  1
    x(4_1_3_14)  c_e_flow(4_1_2)_  1
    x(4_1_3_14)  c_e_flow(4_2_1)_  -1
    x(4_1_3_14)  c_u_processors(1_3_1)_  8
    x(4_1_3_14)  c_u_area_cut(1)_  144
    x(4_1_4_1)  goodput   0.1444043321299639
    x(4_1_4_1)  c_e_one_path(4_1_4)_  1
    x(4_1_4_1)  c_e_flow(4_1_0)_  1
    x(4_1_4_1)  c_e_flow(4_2_0)_  -1
    x(4_1_4_1)  c_u_processors(1_4_0)_  8
    x(4_1_4_1)  c_u_processors(1_4_1)_  8
    x(4_1_4_1)  c_u_processors(1_4_2)_  8
    x(4_1_4_1)  c_u_area_cut(1)_  400
    x(4_1_4_2)  goodput   0.10974729241877255
    x(4_1_4_2)  c_e_one_path(4_1_4)_  1
    x(4_1_4_2)  c_e_flow(4_1_0)_  1
    x(4_1_4_2)  c_e_flow(4_2_1)_  -1
    x(4_1_4_2)  c_u_processors(1_4_0)_  8
    x(4_1_4_2)  c_u_processors(1_4_1)_  8
    x(4_1_4_2)  c_u_area_cut(1)_  304
    x(4_1_4_4)  goodput   0.1444043321299639
    x(4_1_4_4)  c_e_one_path(4_1_4)_  1
    x(4_1_4_4)  c_e_flow(4_1_1)_  1
    x(4_1_4_4)  c_e_flow(4_2_0)_  -1
    x(4_1_4_4)  c_u_processors(1_4_0)_  8
    x(4_1_4_4)  c_u_processors(1_4_1)_  8
    x(4_1_4_4)  c_u_processors(1_4_2)_  8
    x(4_1_4_4)  c_u_area_cut(1)_  400
    x(4_1_4_5)  goodput   0.10974729241877255
    x(4_1_4_5)  c_e_one_path(4_1_4)_  1
    x(4_1_4_5)  c_e_flow(4_1_1)_  1
    x(4_1_4_5)  c_e_flow(4_2_1)_  -1
    x(4_1_4_5)  c_u_processors(1_4_0)_  8
    x(4_1_4_5)  c_u_processors(1_4_1)_  8
    x(4_1_4_5)  c_u_area_cut(1)_  304
    x(4_1_4_7)  goodput   0.080866425992779781
    x(4_1_4_7)  c_e_one_path(4_1_4)_  1
    x(4_1_4_7)  c_e_flow(4_1_1)_  1
    x(4_1_4_7)  c_e_flow(4_2_0)_  -1
    x(4_1_4_7)  c_u_processors(1_4_1)_  8
    x(4_1_4_7)  c_u_processors(1_4_2)_  8
    x(4_1_4_7)  c_u_area_cut(1)_  224
    x(4_1_4_8)  goodput   0.046209386281588445
    x(4_1_4_8)  c_e_one_path(4_1_4)_  1
    x(4_1_4_8)  c_e_flow(4_1_1)_  1
    x(4_1_4_8)  c_e_flow(4_2_1)_  -1
    x(4_1_4_8)  c_u_processors(1_4_1)_  8
    x(4_1_4_8)  c_u_area_cut(1)_  128
    x(4_1_4_10)  goodput   0.10974729241877255
    x(4_1_4_10)  c_e_one_path(4_1_4)_  1
    x(4_1_4_10)  c_e_flow(4_1_2)_  1
    x(4_1_4_10)  c_e_flow(4_2_0)_  -1
    x(4_1_4_10)  c_u_processors(1_4_0)_  8
    x(4_1_4_10)  c_u_processors(1_4_1)_  8
    x(4_1_4_10)  c_u_processors(1_4_2)_  8
    x(4_1_4_10)  c_u_area_cut(1)_  304
    x(4_1_4_11)  goodput   0.075090252707581226
    x(4_1_4_11)  c_e_one_path(4_1_4)_  1
    x(4_1_4_11)  c_e_flow(4_1_2)_  1
    x(4_1_4_11)  c_e_flow(4_2_1)_  -1
    x(4_1_4_11)  c_u_processors(1_4_0)_  8
    x(4_1_4_11)  c_u_processors(1_4_1)_  8
    x(4_1_4_11)  c_u_area_cut(1)_  208
    x(4_1_4_13)  goodput   0.080866425992779781
    x(4_1_4_13)  c_e_one_path(4_1_4)_  1
    x(4_1_4_13)  c_e_flow(4_1_2)_  1
    x(4_1_4_13)  c_e_flow(4_2_0)_  -1
    x(4_1_4_13)  c_u_processors(1_4_1)_  8
    x(4_1_4_13)  c_u_processors(1_4_2)_  8
    x(4_1_4_13)  c_u_area_cut(1)_  224
    x(4_1_4_14)  goodput   0.046209386281588445
    x(4_1_4_14)  c_e_one_path(4_1_4)_  1
    x(4_1_4_14)  c_e_flow(4_1_2)_  1
    x(4_1_4_14)  c_e_flow(4_2_1)_  -1
    x(4_1_4_14)  c_u_processors(1_4_1)_  8
    x(4_1_4_14)  c_u_area_cut(1)_  128
    x(4_1_5_1)  goodput   0.1444043321299639
    x(4_1_5_1)  c_e_one_path(4_1_5)_  1
    x(4_1_5_1)  c_e_flow(4_1_0)_  1
    x(4_1_5_1)  c_e_flow(4_2_0)_  -1
    x(4_1_5_1)  c_u_processors(1_5_0)_  8
    x(4_1_5_1)  c_u_processors(1_5_1)_  8
    x(4_1_5_1)  c_u_processors(1_5_2)_  8
    x(4_1_5_1)  c_u_area_cut(1)_  400
    x(4_1_5_2)  goodput   0.10974729241877255
    x(4_1_5_2)  c_e_one_path(4_1_5)_  1
    x(4_1_5_2)  c_e_flow(4_1_0)_  1
    x(4_1_5_2)  c_e_flow(4_2_1)_  -1
    x(4_1_5_2)  c_u_processors(1_5_0)_  8
    x(4_1_5_2)  c_u_processors(1_5_1)_  8
    x(4_1_5_2)  c_u_area_cut(1)_  304
    x(4_1_5_4)  goodput   0.1444043321299639
    x(4_1_5_4)  c_e_one_path(4_1_5)_  1
    x(4_1_5_4)  c_e_flow(4_1_1)_  1
    x(4_1_5_4)  c_e_flow(4_2_0)_  -1
    x(4_1_5_4)  c_u_processors(1_5_0)_  8
    x(4_1_5_4)  c_u_processors(1_5_1)_  8
    x(4_1_5_4)  c_u_processors(1_5_2)_  8
    x(4_1_5_4)  c_u_area_cut(1)_  400
    x(4_1_5_5)  goodput   0.10974729241877255
    x(4_1_5_5)  c_e_one_path(4_1_5)_  1
    x(4_1_5_5)  c_e_flow(4_1_1)_  1
    x(4_1_5_5)  c_e_flow(4_2_1)_  -1
    x(4_1_5_5)  c_u_processors(1_5_0)_  8
    x(4_1_5_5)  c_u_processors(1_5_1)_  8
    x(4_1_5_5)  c_u_area_cut(1)_  304
    x(4_1_5_7)  goodput   0.075090252707581226
    x(4_1_5_7)  c_e_one_path(4_1_5)_  1
    x(4_1_5_7)  c_e_flow(4_1_1)_  1
    x(4_1_5_7)  c_e_flow(4_2_0)_  -1
    x(4_1_5_7)  c_u_processors(1_5_1)_  8
    x(4_1_5_7)  c_u_processors(1_5_2)_  8
    x(4_1_5_7)  c_u_area_cut(1)_  208
    x(4_1_5_8)  goodput   0.04043321299638989
    x(4_1_5_8)  c_e_one_path(4_1_5)_  1
    x(4_1_5_8)  c_e_flow(4_1_1)_  1
    x(4_1_5_8)  c_e_flow(4_2_1)_  -1
    x(4_1_5_8)  c_u_processors(1_5_1)_  8
    x(4_1_5_8)  c_u_area_cut(1)_  112
    x(4_1_5_10)  goodput   0.10974729241877255
    x(4_1_5_10)  c_e_one_path(4_1_5)_  1
    x(4_1_5_10)  c_e_flow(4_1_2)_  1
    x(4_1_5_10)  c_e_flow(4_2_0)_  -1
    x(4_1_5_10)  c_u_processors(1_5_0)_  8
    x(4_1_5_10)  c_u_processors(1_5_1)_  8
    x(4_1_5_10)  c_u_processors(1_5_2)_  8
    x(4_1_5_10)  c_u_area_cut(1)_  304
    x(4_1_5_11)  goodput   0.075090252707581226
    x(4_1_5_11)  c_e_one_path(4_1_5)_  1
    x(4_1_5_11)  c_e_flow(4_1_2)_  1
    x(4_1_5_11)  c_e_flow(4_2_1)_  -1
    x(4_1_5_11)  c_u_processors(1_5_0)_  8
    x(4_1_5_11)  c_u_processors(1_5_1)_  8
    x(4_1_5_11)  c_u_area_cut(1)_  208
    x(4_1_5_13)  goodput   0.075090252707581226
    x(4_1_5_13)  c_e_one_path(4_1_5)_  1
    x(4_1_5_13)  c_e_flow(4_1_2)_  1
    x(4_1_5_13)  c_e_flow(4_2_0)_  -1
    x(4_1_5_13)  c_u_processors(1_5_1)_  8
    x(4_1_5_13)  c_u_processors(1_5_2)_  8
    x(4_1_5_13)  c_u_area_cut(1)_  208
    x(4_1_5_14)  goodput   0.04043321299638989
    x(4_1_5_14)  c_e_one_path(4_1_5)_  1
    x(4_1_5_14)  c_e_flow(4_1_2)_  1
    x(4_1_5_14)  c_e_flow(4_2_1)_  -1
    x(4_1_5_14)  c_u_processors(1_5_1)_  8
    x(4_1_5_14)  c_u_area_cut(1)_  112
    x(4_1_6_1)  goodput   0.1444043321299639
    x(4_1_6_1)  c_e_one_path(4_1_6)_  1
    x(4_1_6_1)  c_e_flow(4_1_0)_  1
    x(4_1_6_1)  c_e_flow(4_2_0)_  -1
    x(4_1_6_1)  c_u_processors(1_6_0)_  8
    x(4_1_6_1)  c_u_processors(1_6_1)_  8
    x(4_1_6_1)  c_u_processors(1_6_2)_  8
    x(4_1_6_1)  c_u_area_cut(1)_  400
    x(4_1_6_2)  goodput   0.10974729241877255
    x(4_1_6_2)  c_e_one_path(4_1_6)_  1
    x(4_1_6_2)  c_e_flow(4_1_0)_  1
    x(4_1_6_2)  c_e_flow(4_2_1)_  -1
    x(4_1_6_2)  c_u_processors(1_6_0)_  8
    x(4_1_6_2)  c_u_processors(1_6_1)_  8
    x(4_1_6_2)  c_u_area_cut(1)_  304
    x(4_1_6_3)  goodput   0.011552346570397111
    x(4_1_6_3)  c_e_one_path(4_1_6)_  1
    x(4_1_6_3)  c_e_flow(4_1_0)_  1
    x(4_1_6_3)  c_e_flow(4_2_2)_  -1
    x(4_1_6_3)  c_u_processors(1_6_0)_  8
    x(4_1_6_3)  c_u_area_cut(1)_  32
    x(4_1_6_4)  goodput   0.1444043321299639
    x(4_1_6_4)  c_e_one_path(4_1_6)_  1
    x(4_1_6_4)  c_e_flow(4_1_1)_  1
    x(4_1_6_4)  c_e_flow(4_2_0)_  -1
    x(4_1_6_4)  c_u_processors(1_6_0)_  8
    x(4_1_6_4)  c_u_processors(1_6_1)_  8
    x(4_1_6_4)  c_u_processors(1_6_2)_  8
    x(4_1_6_4)  c_u_area_cut(1)_  400
    x(4_1_6_5)  goodput   0.10974729241877255
    x(4_1_6_5)  c_e_one_path(4_1_6)_  1
    x(4_1_6_5)  c_e_flow(4_1_1)_  1
    x(4_1_6_5)  c_e_flow(4_2_1)_  -1
    x(4_1_6_5)  c_u_processors(1_6_0)_  8
    x(4_1_6_5)  c_u_processors(1_6_1)_  8
    x(4_1_6_5)  c_u_area_cut(1)_  304
    x(4_1_6_6)  goodput   0.011552346570397111
    x(4_1_6_6)  c_e_one_path(4_1_6)_  1
    x(4_1_6_6)  c_e_flow(4_1_1)_  1
    x(4_1_6_6)  c_e_flow(4_2_2)_  -1
    x(4_1_6_6)  c_u_processors(1_6_0)_  8
    x(4_1_6_6)  c_u_area_cut(1)_  32
    x(4_1_6_7)  goodput   0.063537906137184116
    x(4_1_6_7)  c_e_one_path(4_1_6)_  1
    x(4_1_6_7)  c_e_flow(4_1_1)_  1
    x(4_1_6_7)  c_e_flow(4_2_0)_  -1
    x(4_1_6_7)  c_u_processors(1_6_1)_  8
    x(4_1_6_7)  c_u_processors(1_6_2)_  8
    x(4_1_6_7)  c_u_area_cut(1)_  176
    x(4_1_6_8)  goodput   0.028880866425992777
    x(4_1_6_8)  c_e_one_path(4_1_6)_  1
    x(4_1_6_8)  c_e_flow(4_1_1)_  1
    x(4_1_6_8)  c_e_flow(4_2_1)_  -1
    x(4_1_6_8)  c_u_processors(1_6_1)_  8
    x(4_1_6_8)  c_u_area_cut(1)_  80
    x(4_1_6_10)  goodput   0.10974729241877255
    x(4_1_6_10)  c_e_one_path(4_1_6)_  1
    x(4_1_6_10)  c_e_flow(4_1_2)_  1
    x(4_1_6_10)  c_e_flow(4_2_0)_  -1
    x(4_1_6_10)  c_u_processors(1_6_0)_  8
    x(4_1_6_10)  c_u_processors(1_6_1)_  8
    x(4_1_6_10)  c_u_processors(1_6_2)_  8
    x(4_1_6_10)  c_u_area_cut(1)_  304
    x(4_1_6_11)  goodput   0.075090252707581226
    x(4_1_6_11)  c_e_one_path(4_1_6)_  1
    x(4_1_6_11)  c_e_flow(4_1_2)_  1
    x(4_1_6_11)  c_e_flow(4_2_1)_  -1
    x(4_1_6_11)  c_u_processors(1_6_0)_  8
    x(4_1_6_11)  c_u_processors(1_6_1)_  8
    x(4_1_6_11)  c_u_area_cut(1)_  208
    x(4_1_6_13)  goodput   0.063537906137184116
    x(4_1_6_13)  c_e_one_path(4_1_6)_  1
    x(4_1_6_13)  c_e_flow(4_1_2)_  1
    x(4_1_6_13)  c_e_flow(4_2_0)_  -1
    x(4_1_6_13)  c_u_processors(1_6_1)_  8
    x(4_1_6_13)  c_u_processors(1_6_2)_  8
    x(4_1_6_13)  c_u_area_cut(1)_  176
    x(4_1_6_14)  goodput   0.028880866425992777
    x(4_1_6_14)  c_e_one_path(4_1_6)_  1
    x(4_1_6_14)  c_e_flow(4_1_2)_  1
    x(4_1_6_14)  c_e_flow(4_2_1)_  -1
    x(4_1_6_14)  c_u_processors(1_6_1)_  8
    x(4_1_6_14)  c_u_area_cut(1)_  80
    x(4_1_7_1)  goodput   0.1444043321299639
    x(4_1_7_1)  c_e_one_path(4_1_7)_  1
    x(4_1_7_1)  c_e_flow(4_1_0)_  1
    x(4_1_7_1)  c_e_flow(4_2_0)_  -1
    x(4_1_7_1)  c_u_processors(1_7_0)_  8
    x(4_1_7_1)  c_u_processors(1_7_1)_  8
    x(4_1_7_1)  c_u_processors(1_7_2)_  8
    x(4_1_7_1)  c_u_area_cut(1)_  400
    x(4_1_7_2)  goodput   0.10974729241877255
    x(4_1_7_2)  c_e_one_path(4_1_7)_  1
    x(4_1_7_2)  c_e_flow(4_1_0)_  1
    x(4_1_7_2)  c_e_flow(4_2_1)_  -1
    x(4_1_7_2)  c_u_processors(1_7_0)_  8
    x(4_1_7_2)  c_u_processors(1_7_1)_  8
    x(4_1_7_2)  c_u_area_cut(1)_  304
    x(4_1_7_3)  goodput   0.023104693140794223
    x(4_1_7_3)  c_e_one_path(4_1_7)_  1
    x(4_1_7_3)  c_e_flow(4_1_0)_  1
    x(4_1_7_3)  c_e_flow(4_2_2)_  -1
    x(4_1_7_3)  c_u_processors(1_7_0)_  8
    x(4_1_7_3)  c_u_area_cut(1)_  64
    x(4_1_7_4)  goodput   0.1444043321299639
    x(4_1_7_4)  c_e_one_path(4_1_7)_  1
    x(4_1_7_4)  c_e_flow(4_1_1)_  1
    x(4_1_7_4)  c_e_flow(4_2_0)_  -1
    x(4_1_7_4)  c_u_processors(1_7_0)_  8
    x(4_1_7_4)  c_u_processors(1_7_1)_  8
    x(4_1_7_4)  c_u_processors(1_7_2)_  8
    x(4_1_7_4)  c_u_area_cut(1)_  400
    x(4_1_7_5)  goodput   0.10974729241877255
    x(4_1_7_5)  c_e_one_path(4_1_7)_  1
    x(4_1_7_5)  c_e_flow(4_1_1)_  1
    x(4_1_7_5)  c_e_flow(4_2_1)_  -1
    x(4_1_7_5)  c_u_processors(1_7_0)_  8
    x(4_1_7_5)  c_u_processors(1_7_1)_  8
    x(4_1_7_5)  c_u_area_cut(1)_  304
    x(4_1_7_6)  goodput   0.023104693140794223
    x(4_1_7_6)  c_e_one_path(4_1_7)_  1
    x(4_1_7_6)  c_e_flow(4_1_1)_  1
    x(4_1_7_6)  c_e_flow(4_2_2)_  -1
    x(4_1_7_6)  c_u_processors(1_7_0)_  8
    x(4_1_7_6)  c_u_area_cut(1)_  64
    x(4_1_7_7)  goodput   0.051985559566787
    x(4_1_7_7)  c_e_one_path(4_1_7)_  1
    x(4_1_7_7)  c_e_flow(4_1_1)_  1
    x(4_1_7_7)  c_e_flow(4_2_0)_  -1
    x(4_1_7_7)  c_u_processors(1_7_1)_  8
    x(4_1_7_7)  c_u_processors(1_7_2)_  8
    x(4_1_7_7)  c_u_area_cut(1)_  144
    x(4_1_7_8)  goodput   0.017328519855595668
    x(4_1_7_8)  c_e_one_path(4_1_7)_  1
    x(4_1_7_8)  c_e_flow(4_1_1)_  1
    x(4_1_7_8)  c_e_flow(4_2_1)_  -1
    x(4_1_7_8)  c_u_processors(1_7_1)_  8
    x(4_1_7_8)  c_u_area_cut(1)_  48
    x(4_1_7_10)  goodput   0.10974729241877255
    x(4_1_7_10)  c_e_one_path(4_1_7)_  1
    x(4_1_7_10)  c_e_flow(4_1_2)_  1
    x(4_1_7_10)  c_e_flow(4_2_0)_  -1
    x(4_1_7_10)  c_u_processors(1_7_0)_  8
    x(4_1_7_10)  c_u_processors(1_7_1)_  8
    x(4_1_7_10)  c_u_processors(1_7_2)_  8
    x(4_1_7_10)  c_u_area_cut(1)_  304
    x(4_1_7_11)  goodput   0.075090252707581226
    x(4_1_7_11)  c_e_one_path(4_1_7)_  1
    x(4_1_7_11)  c_e_flow(4_1_2)_  1
    x(4_1_7_11)  c_e_flow(4_2_1)_  -1
    x(4_1_7_11)  c_u_processors(1_7_0)_  8
    x(4_1_7_11)  c_u_processors(1_7_1)_  8
    x(4_1_7_11)  c_u_area_cut(1)_  208
    x(4_1_7_13)  goodput   0.051985559566787
    x(4_1_7_13)  c_e_one_path(4_1_7)_  1
    x(4_1_7_13)  c_e_flow(4_1_2)_  1
    x(4_1_7_13)  c_e_flow(4_2_0)_  -1
    x(4_1_7_13)  c_u_processors(1_7_1)_  8
    x(4_1_7_13)  c_u_processors(1_7_2)_  8
    x(4_1_7_13)  c_u_area_cut(1)_  144
    x(4_1_7_14)  goodput   0.017328519855595668
    x(4_1_7_14)  c_e_one_path(4_1_7)_  1
    x(4_1_7_14)  c_e_flow(4_1_2)_  1
    x(4_1_7_14)  c_e_flow(4_2_1)_  -1
    x(4_1_7_14)  c_u_processors(1_7_1)_  8
    x(4_1_7_14)  c_u_area_cut(1)_  48
    x(4_1_8_1)  goodput   0.1444043321299639
    x(4_1_8_1)  c_e_one_path(4_1_8)_  1
    x(4_1_8_1)  c_e_flow(4_1_0)_  1
    x(4_1_8_1)  c_e_flow(4_2_0)_  -1
    x(4_1_8_1)  c_u_processors(1_8_0)_  8
    x(4_1_8_1)  c_u_processors(1_8_1)_  8
    x(4_1_8_1)  c_u_processors(1_8_2)_  8
    x(4_1_8_1)  c_u_area_cut(1)_  400
    x(4_1_8_2)  goodput   0.10974729241877255
    x(4_1_8_2)  c_e_one_path(4_1_8)_  1
    x(4_1_8_2)  c_e_flow(4_1_0)_  1
    x(4_1_8_2)  c_e_flow(4_2_1)_  -1
    x(4_1_8_2)  c_u_processors(1_8_0)_  8
    x(4_1_8_2)  c_u_processors(1_8_1)_  8
    x(4_1_8_2)  c_u_area_cut(1)_  304
    x(4_1_8_3)  goodput   0.034657039711191336
    x(4_1_8_3)  c_e_one_path(4_1_8)_  1
    x(4_1_8_3)  c_e_flow(4_1_0)_  1
    x(4_1_8_3)  c_e_flow(4_2_2)_  -1
    x(4_1_8_3)  c_u_processors(1_8_0)_  8
    x(4_1_8_3)  c_u_area_cut(1)_  96
    x(4_1_8_4)  goodput   0.1444043321299639
    x(4_1_8_4)  c_e_one_path(4_1_8)_  1
    x(4_1_8_4)  c_e_flow(4_1_1)_  1
    x(4_1_8_4)  c_e_flow(4_2_0)_  -1
    x(4_1_8_4)  c_u_processors(1_8_0)_  8
    x(4_1_8_4)  c_u_processors(1_8_1)_  8
    x(4_1_8_4)  c_u_processors(1_8_2)_  8
    x(4_1_8_4)  c_u_area_cut(1)_  400
    x(4_1_8_5)  goodput   0.10974729241877255
    x(4_1_8_5)  c_e_one_path(4_1_8)_  1
    x(4_1_8_5)  c_e_flow(4_1_1)_  1
    x(4_1_8_5)  c_e_flow(4_2_1)_  -1
    x(4_1_8_5)  c_u_processors(1_8_0)_  8
    x(4_1_8_5)  c_u_processors(1_8_1)_  8
    x(4_1_8_5)  c_u_area_cut(1)_  304
    x(4_1_8_6)  goodput   0.034657039711191336
    x(4_1_8_6)  c_e_one_path(4_1_8)_  1
    x(4_1_8_6)  c_e_flow(4_1_1)_  1
    x(4_1_8_6)  c_e_flow(4_2_2)_  -1
    x(4_1_8_6)  c_u_processors(1_8_0)_  8
    x(4_1_8_6)  c_u_area_cut(1)_  96
    x(4_1_8_7)  goodput   0.04043321299638989
    x(4_1_8_7)  c_e_one_path(4_1_8)_  1
    x(4_1_8_7)  c_e_flow(4_1_1)_  1
    x(4_1_8_7)  c_e_flow(4_2_0)_  -1
    x(4_1_8_7)  c_u_processors(1_8_1)_  8
    x(4_1_8_7)  c_u_processors(1_8_2)_  8
    x(4_1_8_7)  c_u_area_cut(1)_  112
    x(4_1_8_8)  goodput   0.0057761732851985556
    x(4_1_8_8)  c_e_one_path(4_1_8)_  1
    x(4_1_8_8)  c_e_flow(4_1_1)_  1
    x(4_1_8_8)  c_e_flow(4_2_1)_  -1
    x(4_1_8_8)  c_u_processors(1_8_1)_  8
    x(4_1_8_8)  c_u_area_cut(1)_  16
    x(4_1_8_10)  goodput   0.10974729241877255
    x(4_1_8_10)  c_e_one_path(4_1_8)_  1
    x(4_1_8_10)  c_e_flow(4_1_2)_  1
    x(4_1_8_10)  c_e_flow(4_2_0)_  -1
    x(4_1_8_10)  c_u_processors(1_8_0)_  8
    x(4_1_8_10)  c_u_processors(1_8_1)_  8
    x(4_1_8_10)  c_u_processors(1_8_2)_  8
    x(4_1_8_10)  c_u_area_cut(1)_  304
    x(4_1_8_11)  goodput   0.075090252707581226
    x(4_1_8_11)  c_e_one_path(4_1_8)_  1
    x(4_1_8_11)  c_e_flow(4_1_2)_  1
    x(4_1_8_11)  c_e_flow(4_2_1)_  -1
    x(4_1_8_11)  c_u_processors(1_8_0)_  8
    x(4_1_8_11)  c_u_processors(1_8_1)_  8
    x(4_1_8_11)  c_u_area_cut(1)_  208
    x(4_1_8_13)  goodput   0.04043321299638989
    x(4_1_8_13)  c_e_one_path(4_1_8)_  1
    x(4_1_8_13)  c_e_flow(4_1_2)_  1
    x(4_1_8_13)  c_e_flow(4_2_0)_  -1
    x(4_1_8_13)  c_u_processors(1_8_1)_  8
    x(4_1_8_13)  c_u_processors(1_8_2)_  8
    x(4_1_8_13)  c_u_area_cut(1)_  112
    x(4_1_8_14)  goodput   0.0057761732851985556
    x(4_1_8_14)  c_e_one_path(4_1_8)_  1
    x(4_1_8_14)  c_e_flow(4_1_2)_  1
    x(4_1_8_14)  c_e_flow(4_2_1)_  -1
    x(4_1_8_14)  c_u_processors(1_8_1)_  8
    x(4_1_8_14)  c_u_area_cut(1)_  16
    x(4_1_9_1)  goodput   0.1444043321299639
    x(4_1_9_1)  c_e_one_path(4_1_9)_  1
    x(4_1_9_1)  c_e_flow(4_1_0)_  1
    x(4_1_9_1)  c_e_flow(4_2_0)_  -1
    x(4_1_9_1)  c_u_processors(1_9_0)_  8
    x(4_1_9_1)  c_u_processors(1_9_1)_  8
    x(4_1_9_1)  c_u_processors(1_9_2)_  8
    x(4_1_9_1)  c_u_area_cut(1)_  400
    x(4_1_9_2)  goodput   0.10974729241877255
    x(4_1_9_2)  c_e_one_path(4_1_9)_  1
    x(4_1_9_2)  c_e_flow(4_1_0)_  1
    x(4_1_9_2)  c_e_flow(4_2_1)_  -1
    x(4_1_9_2)  c_u_processors(1_9_0)_  8
    x(4_1_9_2)  c_u_processors(1_9_1)_  8
    x(4_1_9_2)  c_u_area_cut(1)_  304
    x(4_1_9_3)  goodput   0.04043321299638989
    x(4_1_9_3)  c_e_one_path(4_1_9)_  1
    x(4_1_9_3)  c_e_flow(4_1_0)_  1
    x(4_1_9_3)  c_e_flow(4_2_2)_  -1
    x(4_1_9_3)  c_u_processors(1_9_0)_  8
    x(4_1_9_3)  c_u_area_cut(1)_  112
    x(4_1_9_4)  goodput   0.1444043321299639
    x(4_1_9_4)  c_e_one_path(4_1_9)_  1
    x(4_1_9_4)  c_e_flow(4_1_1)_  1
    x(4_1_9_4)  c_e_flow(4_2_0)_  -1
    x(4_1_9_4)  c_u_processors(1_9_0)_  8
    x(4_1_9_4)  c_u_processors(1_9_1)_  8
    x(4_1_9_4)  c_u_processors(1_9_2)_  8
    x(4_1_9_4)  c_u_area_cut(1)_  400
    x(4_1_9_5)  goodput   0.10974729241877255
    x(4_1_9_5)  c_e_one_path(4_1_9)_  1
    x(4_1_9_5)  c_e_flow(4_1_1)_  1
    x(4_1_9_5)  c_e_flow(4_2_1)_  -1
    x(4_1_9_5)  c_u_processors(1_9_0)_  8
    x(4_1_9_5)  c_u_processors(1_9_1)_  8
    x(4_1_9_5)  c_u_area_cut(1)_  304
    x(4_1_9_6)  goodput   0.04043321299638989
    x(4_1_9_6)  c_e_one_path(4_1_9)_  1
    x(4_1_9_6)  c_e_flow(4_1_1)_  1
    x(4_1_9_6)  c_e_flow(4_2_2)_  -1
    x(4_1_9_6)  c_u_processors(1_9_0)_  8
    x(4_1_9_6)  c_u_area_cut(1)_  112
    x(4_1_9_7)  goodput   0.034657039711191336
    x(4_1_9_7)  c_e_one_path(4_1_9)_  1
    x(4_1_9_7)  c_e_flow(4_1_1)_  1
    x(4_1_9_7)  c_e_flow(4_2_0)_  -1
    x(4_1_9_7)  c_u_processors(1_9_1)_  8
    x(4_1_9_7)  c_u_processors(1_9_2)_  8
    x(4_1_9_7)  c_u_area_cut(1)_  96
    x(4_1_9_10)  goodput   0.10974729241877255
    x(4_1_9_10)  c_e_one_path(4_1_9)_  1
    x(4_1_9_10)  c_e_flow(4_1_2)_  1
    x(4_1_9_10)  c_e_flow(4_2_0)_  -1
    x(4_1_9_10)  c_u_processors(1_9_0)_  8
    x(4_1_9_10)  c_u_processors(1_9_1)_  8
    x(4_1_9_10)  c_u_processors(1_9_2)_  8
    x(4_1_9_10)  c_u_area_cut(1)_  304
    x(4_1_9_11)  goodput   0.075090252707581226
    x(4_1_9_11)  c_e_one_path(4_1_9)_  1
    x(4_1_9_11)  c_e_flow(4_1_2)_  1
    x(4_1_9_11)  c_e_flow(4_2_1)_  -1
    x(4_1_9_11)  c_u_processors(1_9_0)_  8
    x(4_1_9_11)  c_u_processors(1_9_1)_  8
    x(4_1_9_11)  c_u_area_cut(1)_  208
    x(4_1_9_12)  goodput   0.0057761732851985556
    x(4_1_9_12)  c_e_one_path(4_1_9)_  1
    x(4_1_9_12)  c_e_flow(4_1_2)_  1
    x(4_1_9_12)  c_e_flow(4_2_2)_  -1
    x(4_1_9_12)  c_u_processors(1_9_0)_  8
    x(4_1_9_12)  c_u_area_cut(1)_  16
    x(4_1_9_13)  goodput   0.034657039711191336
    x(4_1_9_13)  c_e_one_path(4_1_9)_  1
    x(4_1_9_13)  c_e_flow(4_1_2)_  1
    x(4_1_9_13)  c_e_flow(4_2_0)_  -1
    x(4_1_9_13)  c_u_processors(1_9_1)_  8
    x(4_1_9_13)  c_u_processors(1_9_2)_  8
    x(4_1_9_13)  c_u_area_cut(1)_  96
    x(4_1_10_1)  goodput   0.1444043321299639
    x(4_1_10_1)  c_e_one_path(4_1_10)_  1
    x(4_1_10_1)  c_e_flow(4_1_0)_  1
    x(4_1_10_1)  c_e_flow(4_2_0)_  -1
    x(4_1_10_1)  c_u_processors(1_10_0)_  8
    x(4_1_10_1)  c_u_processors(1_10_1)_  8
    x(4_1_10_1)  c_u_processors(1_10_2)_  8
    x(4_1_10_1)  c_u_area_cut(1)_  400
    x(4_1_10_2)  goodput   0.10974729241877255
    x(4_1_10_2)  c_e_one_path(4_1_10)_  1
    x(4_1_10_2)  c_e_flow(4_1_0)_  1
    x(4_1_10_2)  c_e_flow(4_2_1)_  -1
    x(4_1_10_2)  c_u_processors(1_10_0)_  8
    x(4_1_10_2)  c_u_processors(1_10_1)_  8
    x(4_1_10_2)  c_u_area_cut(1)_  304
    x(4_1_10_3)  goodput   0.051985559566787
    x(4_1_10_3)  c_e_one_path(4_1_10)_  1
    x(4_1_10_3)  c_e_flow(4_1_0)_  1
    x(4_1_10_3)  c_e_flow(4_2_2)_  -1
    x(4_1_10_3)  c_u_processors(1_10_0)_  8
    x(4_1_10_3)  c_u_area_cut(1)_  144
    x(4_1_10_4)  goodput   0.1444043321299639
    x(4_1_10_4)  c_e_one_path(4_1_10)_  1
    x(4_1_10_4)  c_e_flow(4_1_1)_  1
    x(4_1_10_4)  c_e_flow(4_2_0)_  -1
    x(4_1_10_4)  c_u_processors(1_10_0)_  8
    x(4_1_10_4)  c_u_processors(1_10_1)_  8
    x(4_1_10_4)  c_u_processors(1_10_2)_  8
    x(4_1_10_4)  c_u_area_cut(1)_  400
    x(4_1_10_5)  goodput   0.10974729241877255
    x(4_1_10_5)  c_e_one_path(4_1_10)_  1
    x(4_1_10_5)  c_e_flow(4_1_1)_  1
    x(4_1_10_5)  c_e_flow(4_2_1)_  -1
    x(4_1_10_5)  c_u_processors(1_10_0)_  8
    x(4_1_10_5)  c_u_processors(1_10_1)_  8
    x(4_1_10_5)  c_u_area_cut(1)_  304
    x(4_1_10_6)  goodput   0.051985559566787
    x(4_1_10_6)  c_e_one_path(4_1_10)_  1
    x(4_1_10_6)  c_e_flow(4_1_1)_  1
    x(4_1_10_6)  c_e_flow(4_2_2)_  -1
    x(4_1_10_6)  c_u_processors(1_10_0)_  8
    x(4_1_10_6)  c_u_area_cut(1)_  144
    x(4_1_10_7)  goodput   0.023104693140794223
    x(4_1_10_7)  c_e_one_path(4_1_10)_  1
    x(4_1_10_7)  c_e_flow(4_1_1)_  1
    x(4_1_10_7)  c_e_flow(4_2_0)_  -1
    x(4_1_10_7)  c_u_processors(1_10_1)_  8
    x(4_1_10_7)  c_u_processors(1_10_2)_  8
    x(4_1_10_7)  c_u_area_cut(1)_  64
    x(4_1_10_10)  goodput   0.10974729241877255
    x(4_1_10_10)  c_e_one_path(4_1_10)_  1
    x(4_1_10_10)  c_e_flow(4_1_2)_  1
    x(4_1_10_10)  c_e_flow(4_2_0)_  -1
    x(4_1_10_10)  c_u_processors(1_10_0)_  8
    x(4_1_10_10)  c_u_processors(1_10_1)_  8
    x(4_1_10_10)  c_u_processors(1_10_2)_  8
    x(4_1_10_10)  c_u_area_cut(1)_  304
    x(4_1_10_11)  goodput   0.075090252707581226
    x(4_1_10_11)  c_e_one_path(4_1_10)_  1
    x(4_1_10_11)  c_e_flow(4_1_2)_  1
    x(4_1_10_11)  c_e_flow(4_2_1)_  -1
    x(4_1_10_11)  c_u_processors(1_10_0)_  8
    x(4_1_10_11)  c_u_processors(1_10_1)_  8
    x(4_1_10_11)  c_u_area_cut(1)_  208
    x(4_1_10_12)  goodput   0.017328519855595668
    x(4_1_10_12)  c_e_one_path(4_1_10)_  1
    x(4_1_10_12)  c_e_flow(4_1_2)_  1
    x(4_1_10_12)  c_e_flow(4_2_2)_  -1
    x(4_1_10_12)  c_u_processors(1_10_0)_  8
    x(4_1_10_12)  c_u_area_cut(1)_  48
    x(4_1_10_13)  goodput   0.023104693140794223
    x(4_1_10_13)  c_e_one_path(4_1_10)_  1
    x(4_1_10_13)  c_e_flow(4_1_2)_  1
    x(4_1_10_13)  c_e_flow(4_2_0)_  -1
    x(4_1_10_13)  c_u_processors(1_10_1)_  8
    x(4_1_10_13)  c_u_processors(1_10_2)_  8
    x(4_1_10_13)  c_u_area_cut(1)_  64
    x(4_1_11_1)  goodput   0.1444043321299639
    x(4_1_11_1)  c_e_one_path(4_1_11)_  1
    x(4_1_11_1)  c_e_flow(4_1_0)_  1
    x(4_1_11_1)  c_e_flow(4_2_0)_  -1
    x(4_1_11_1)  c_u_processors(1_11_0)_  8
    x(4_1_11_1)  c_u_processors(1_11_1)_  8
    x(4_1_11_1)  c_u_processors(1_11_2)_  8
    x(4_1_11_1)  c_u_area_cut(1)_  400
    x(4_1_11_2)  goodput   0.10974729241877255
    x(4_1_11_2)  c_e_one_path(4_1_11)_  1
    x(4_1_11_2)  c_e_flow(4_1_0)_  1
    x(4_1_11_2)  c_e_flow(4_2_1)_  -1
    x(4_1_11_2)  c_u_processors(1_11_0)_  8
    x(4_1_11_2)  c_u_processors(1_11_1)_  8
    x(4_1_11_2)  c_u_area_cut(1)_  304
    x(4_1_11_3)  goodput   0.063537906137184116
    x(4_1_11_3)  c_e_one_path(4_1_11)_  1
    x(4_1_11_3)  c_e_flow(4_1_0)_  1
    x(4_1_11_3)  c_e_flow(4_2_2)_  -1
    x(4_1_11_3)  c_u_processors(1_11_0)_  8
    x(4_1_11_3)  c_u_area_cut(1)_  176
    x(4_1_11_4)  goodput   0.1444043321299639
    x(4_1_11_4)  c_e_one_path(4_1_11)_  1
    x(4_1_11_4)  c_e_flow(4_1_1)_  1
    x(4_1_11_4)  c_e_flow(4_2_0)_  -1
    x(4_1_11_4)  c_u_processors(1_11_0)_  8
    x(4_1_11_4)  c_u_processors(1_11_1)_  8
    x(4_1_11_4)  c_u_processors(1_11_2)_  8
    x(4_1_11_4)  c_u_area_cut(1)_  400
    x(4_1_11_5)  goodput   0.10974729241877255
    x(4_1_11_5)  c_e_one_path(4_1_11)_  1
    x(4_1_11_5)  c_e_flow(4_1_1)_  1
    x(4_1_11_5)  c_e_flow(4_2_1)_  -1
    x(4_1_11_5)  c_u_processors(1_11_0)_  8
    x(4_1_11_5)  c_u_processors(1_11_1)_  8
    x(4_1_11_5)  c_u_area_cut(1)_  304
    x(4_1_11_6)  goodput   0.063537906137184116
    x(4_1_11_6)  c_e_one_path(4_1_11)_  1
    x(4_1_11_6)  c_e_flow(4_1_1)_  1
    x(4_1_11_6)  c_e_flow(4_2_2)_  -1
    x(4_1_11_6)  c_u_processors(1_11_0)_  8
    x(4_1_11_6)  c_u_area_cut(1)_  176
    x(4_1_11_7)  goodput   0.011552346570397111
    x(4_1_11_7)  c_e_one_path(4_1_11)_  1
    x(4_1_11_7)  c_e_flow(4_1_1)_  1
    x(4_1_11_7)  c_e_flow(4_2_0)_  -1
    x(4_1_11_7)  c_u_processors(1_11_1)_  8
    x(4_1_11_7)  c_u_processors(1_11_2)_  8
    x(4_1_11_7)  c_u_area_cut(1)_  32
    x(4_1_11_10)  goodput   0.10974729241877255
    x(4_1_11_10)  c_e_one_path(4_1_11)_  1
    x(4_1_11_10)  c_e_flow(4_1_2)_  1
    x(4_1_11_10)  c_e_flow(4_2_0)_  -1
    x(4_1_11_10)  c_u_processors(1_11_0)_  8
    x(4_1_11_10)  c_u_processors(1_11_1)_  8
    x(4_1_11_10)  c_u_processors(1_11_2)_  8
    x(4_1_11_10)  c_u_area_cut(1)_  304
    x(4_1_11_11)  goodput   0.075090252707581226
    x(4_1_11_11)  c_e_one_path(4_1_11)_  1
    x(4_1_11_11)  c_e_flow(4_1_2)_  1
    x(4_1_11_11)  c_e_flow(4_2_1)_  -1
    x(4_1_11_11)  c_u_processors(1_11_0)_  8
    x(4_1_11_11)  c_u_processors(1_11_1)_  8
    x(4_1_11_11)  c_u_area_cut(1)_  208
    x(4_1_11_12)  goodput   0.028880866425992777
    x(4_1_11_12)  c_e_one_path(4_1_11)_  1
    x(4_1_11_12)  c_e_flow(4_1_2)_  1
    x(4_1_11_12)  c_e_flow(4_2_2)_  -1
    x(4_1_11_12)  c_u_processors(1_11_0)_  8
    x(4_1_11_12)  c_u_area_cut(1)_  80
    x(4_1_11_13)  goodput   0.011552346570397111
    x(4_1_11_13)  c_e_one_path(4_1_11)_  1
    x(4_1_11_13)  c_e_flow(4_1_2)_  1
    x(4_1_11_13)  c_e_flow(4_2_0)_  -1
    x(4_1_11_13)  c_u_processors(1_11_1)_  8
    x(4_1_11_13)  c_u_processors(1_11_2)_  8
    x(4_1_11_13)  c_u_area_cut(1)_  32
    x(4_1_12_1)  goodput   0.1444043321299639
    x(4_1_12_1)  c_e_one_path(4_1_12)_  1
    x(4_1_12_1)  c_e_flow(4_1_0)_  1
    x(4_1_12_1)  c_e_flow(4_2_0)_  -1
    x(4_1_12_1)  c_u_processors(1_12_0)_  8
    x(4_1_12_1)  c_u_processors(1_12_1)_  8
    x(4_1_12_1)  c_u_processors(1_12_2)_  8
    x(4_1_12_1)  c_u_area_cut(1)_  400
    x(4_1_12_2)  goodput   0.10974729241877255
    x(4_1_12_2)  c_e_one_path(4_1_12)_  1
    x(4_1_12_2)  c_e_flow(4_1_0)_  1
    x(4_1_12_2)  c_e_flow(4_2_1)_  -1
    x(4_1_12_2)  c_u_processors(1_12_0)_  8
    x(4_1_12_2)  c_u_processors(1_12_1)_  8
    x(4_1_12_2)  c_u_area_cut(1)_  304
    x(4_1_12_3)  goodput   0.075090252707581226
    x(4_1_12_3)  c_e_one_path(4_1_12)_  1
    x(4_1_12_3)  c_e_flow(4_1_0)_  1
    x(4_1_12_3)  c_e_flow(4_2_2)_  -1
    x(4_1_12_3)  c_u_processors(1_12_0)_  8
    x(4_1_12_3)  c_u_area_cut(1)_  208
    x(4_1_12_4)  goodput   0.1444043321299639
    x(4_1_12_4)  c_e_one_path(4_1_12)_  1
    x(4_1_12_4)  c_e_flow(4_1_1)_  1
    x(4_1_12_4)  c_e_flow(4_2_0)_  -1
    x(4_1_12_4)  c_u_processors(1_12_0)_  8
    x(4_1_12_4)  c_u_processors(1_12_1)_  8
    x(4_1_12_4)  c_u_processors(1_12_2)_  8
    x(4_1_12_4)  c_u_area_cut(1)_  400
    x(4_1_12_5)  goodput   0.10974729241877255
    x(4_1_12_5)  c_e_one_path(4_1_12)_  1
    x(4_1_12_5)  c_e_flow(4_1_1)_  1
    x(4_1_12_5)  c_e_flow(4_2_1)_  -1
    x(4_1_12_5)  c_u_processors(1_12_0)_  8
    x(4_1_12_5)  c_u_processors(1_12_1)_  8
    x(4_1_12_5)  c_u_area_cut(1)_  304
    x(4_1_12_6)  goodput   0.075090252707581226
    x(4_1_12_6)  c_e_one_path(4_1_12)_  1
    x(4_1_12_6)  c_e_flow(4_1_1)_  1
    x(4_1_12_6)  c_e_flow(4_2_2)_  -1
    x(4_1_12_6)  c_u_processors(1_12_0)_  8
    x(4_1_12_6)  c_u_area_cut(1)_  208
    x(4_1_12_10)  goodput   0.10974729241877255
    x(4_1_12_10)  c_e_one_path(4_1_12)_  1
    x(4_1_12_10)  c_e_flow(4_1_2)_  1
    x(4_1_12_10)  c_e_flow(4_2_0)_  -1
    x(4_1_12_10)  c_u_processors(1_12_0)_  8
    x(4_1_12_10)  c_u_processors(1_12_1)_  8
    x(4_1_12_10)  c_u_processors(1_12_2)_  8
    x(4_1_12_10)  c_u_area_cut(1)_  304
    x(4_1_12_11)  goodput   0.075090252707581226
    x(4_1_12_11)  c_e_one_path(4_1_12)_  1
    x(4_1_12_11)  c_e_flow(4_1_2)_  1
    x(4_1_12_11)  c_e_flow(4_2_1)_  -1
    x(4_1_12_11)  c_u_processors(1_12_0)_  8
    x(4_1_12_11)  c_u_processors(1_12_1)_  8
    x(4_1_12_11)  c_u_area_cut(1)_  208
    x(4_1_12_12)  goodput   0.04043321299638989
    x(4_1_12_12)  c_e_one_path(4_1_12)_  1
    x(4_1_12_12)  c_e_flow(4_1_2)_  1
    x(4_1_12_12)  c_e_flow(4_2_2)_  -1
    x(4_1_12_12)  c_u_processors(1_12_0)_  8
    x(4_1_12_12)  c_u_area_cut(1)_  112
    x(4_1_13_1)  goodput   0.1444043321299639
    x(4_1_13_1)  c_e_one_path(4_1_13)_  1
    x(4_1_13_1)  c_e_flow(4_1_0)_  1
    x(4_1_13_1)  c_e_flow(4_2_0)_  -1
    x(4_1_13_1)  c_u_processors(1_13_0)_  8
    x(4_1_13_1)  c_u_processors(1_13_1)_  8
    x(4_1_13_1)  c_u_processors(1_13_2)_  8
    x(4_1_13_1)  c_u_area_cut(1)_  400
    x(4_1_13_2)  goodput   0.10974729241877255
    x(4_1_13_2)  c_e_one_path(4_1_13)_  1
    x(4_1_13_2)  c_e_flow(4_1_0)_  1
    x(4_1_13_2)  c_e_flow(4_2_1)_  -1
    x(4_1_13_2)  c_u_processors(1_13_0)_  8
    x(4_1_13_2)  c_u_processors(1_13_1)_  8
    x(4_1_13_2)  c_u_area_cut(1)_  304
    x(4_1_13_3)  goodput   0.080866425992779781
    x(4_1_13_3)  c_e_one_path(4_1_13)_  1
    x(4_1_13_3)  c_e_flow(4_1_0)_  1
    x(4_1_13_3)  c_e_flow(4_2_2)_  -1
    x(4_1_13_3)  c_u_processors(1_13_0)_  8
    x(4_1_13_3)  c_u_area_cut(1)_  224
    x(4_1_13_4)  goodput   0.1444043321299639
    x(4_1_13_4)  c_e_one_path(4_1_13)_  1
    x(4_1_13_4)  c_e_flow(4_1_1)_  1
    x(4_1_13_4)  c_e_flow(4_2_0)_  -1
    x(4_1_13_4)  c_u_processors(1_13_0)_  8
    x(4_1_13_4)  c_u_processors(1_13_1)_  8
    x(4_1_13_4)  c_u_processors(1_13_2)_  8
    x(4_1_13_4)  c_u_area_cut(1)_  400
    x(4_1_13_5)  goodput   0.10974729241877255
    x(4_1_13_5)  c_e_one_path(4_1_13)_  1
    x(4_1_13_5)  c_e_flow(4_1_1)_  1
    x(4_1_13_5)  c_e_flow(4_2_1)_  -1
    x(4_1_13_5)  c_u_processors(1_13_0)_  8
    x(4_1_13_5)  c_u_processors(1_13_1)_  8
    x(4_1_13_5)  c_u_area_cut(1)_  304
    x(4_1_13_6)  goodput   0.080866425992779781
    x(4_1_13_6)  c_e_one_path(4_1_13)_  1
    x(4_1_13_6)  c_e_flow(4_1_1)_  1
    x(4_1_13_6)  c_e_flow(4_2_2)_  -1
    x(4_1_13_6)  c_u_processors(1_13_0)_  8
    x(4_1_13_6)  c_u_area_cut(1)_  224
    x(4_1_13_10)  goodput   0.10974729241877255
    x(4_1_13_10)  c_e_one_path(4_1_13)_  1
    x(4_1_13_10)  c_e_flow(4_1_2)_  1
    x(4_1_13_10)  c_e_flow(4_2_0)_  -1
    x(4_1_13_10)  c_u_processors(1_13_0)_  8
    x(4_1_13_10)  c_u_processors(1_13_1)_  8
    x(4_1_13_10)  c_u_processors(1_13_2)_  8
    x(4_1_13_10)  c_u_area_cut(1)_  304
    x(4_1_13_11)  goodput   0.075090252707581226
    x(4_1_13_11)  c_e_one_path(4_1_13)_  1
    x(4_1_13_11)  c_e_flow(4_1_2)_  1
    x(4_1_13_11)  c_e_flow(4_2_1)_  -1
    x(4_1_13_11)  c_u_processors(1_13_0)_  8
    x(4_1_13_11)  c_u_processors(1_13_1)_  8
    x(4_1_13_11)  c_u_area_cut(1)_  208
    x(4_1_13_12)  goodput   0.046209386281588445
    x(4_1_13_12)  c_e_one_path(4_1_13)_  1
    x(4_1_13_12)  c_e_flow(4_1_2)_  1
    x(4_1_13_12)  c_e_flow(4_2_2)_  -1
    x(4_1_13_12)  c_u_processors(1_13_0)_  8
    x(4_1_13_12)  c_u_area_cut(1)_  128
    x(4_1_14_1)  goodput   0.1444043321299639
    x(4_1_14_1)  c_e_one_path(4_1_14)_  1
    x(4_1_14_1)  c_e_flow(4_1_0)_  1
    x(4_1_14_1)  c_e_flow(4_2_0)_  -1
    x(4_1_14_1)  c_u_processors(1_14_0)_  8
    x(4_1_14_1)  c_u_processors(1_14_1)_  8
    x(4_1_14_1)  c_u_processors(1_14_2)_  8
    x(4_1_14_1)  c_u_area_cut(1)_  400
    x(4_1_14_2)  goodput   0.10974729241877255
    x(4_1_14_2)  c_e_one_path(4_1_14)_  1
    x(4_1_14_2)  c_e_flow(4_1_0)_  1
    x(4_1_14_2)  c_e_flow(4_2_1)_  -1
    x(4_1_14_2)  c_u_processors(1_14_0)_  8
    x(4_1_14_2)  c_u_processors(1_14_1)_  8
    x(4_1_14_2)  c_u_area_cut(1)_  304
    x(4_1_14_3)  goodput   0.086642599277978335
    x(4_1_14_3)  c_e_one_path(4_1_14)_  1
    x(4_1_14_3)  c_e_flow(4_1_0)_  1
    x(4_1_14_3)  c_e_flow(4_2_2)_  -1
    x(4_1_14_3)  c_u_processors(1_14_0)_  8
    x(4_1_14_3)  c_u_area_cut(1)_  240
    x(4_1_14_4)  goodput   0.1444043321299639
    x(4_1_14_4)  c_e_one_path(4_1_14)_  1
    x(4_1_14_4)  c_e_flow(4_1_1)_  1
    x(4_1_14_4)  c_e_flow(4_2_0)_  -1
    x(4_1_14_4)  c_u_processors(1_14_0)_  8
    x(4_1_14_4)  c_u_processors(1_14_1)_  8
    x(4_1_14_4)  c_u_processors(1_14_2)_  8
    x(4_1_14_4)  c_u_area_cut(1)_  400
    x(4_1_14_5)  goodput   0.10974729241877255
    x(4_1_14_5)  c_e_one_path(4_1_14)_  1
    x(4_1_14_5)  c_e_flow(4_1_1)_  1
    x(4_1_14_5)  c_e_flow(4_2_1)_  -1
    x(4_1_14_5)  c_u_processors(1_14_0)_  8
    x(4_1_14_5)  c_u_processors(1_14_1)_  8
    x(4_1_14_5)  c_u_area_cut(1)_  304
    x(4_1_14_6)  goodput   0.086642599277978335
    x(4_1_14_6)  c_e_one_path(4_1_14)_  1
    x(4_1_14_6)  c_e_flow(4_1_1)_  1
    x(4_1_14_6)  c_e_flow(4_2_2)_  -1
    x(4_1_14_6)  c_u_processors(1_14_0)_  8
    x(4_1_14_6)  c_u_area_cut(1)_  240
    x(4_1_14_10)  goodput   0.10974729241877255
    x(4_1_14_10)  c_e_one_path(4_1_14)_  1
    x(4_1_14_10)  c_e_flow(4_1_2)_  1
    x(4_1_14_10)  c_e_flow(4_2_0)_  -1
    x(4_1_14_10)  c_u_processors(1_14_0)_  8
    x(4_1_14_10)  c_u_processors(1_14_1)_  8
    x(4_1_14_10)  c_u_processors(1_14_2)_  8
    x(4_1_14_10)  c_u_area_cut(1)_  304
    x(4_1_14_11)  goodput   0.075090252707581226
    x(4_1_14_11)  c_e_one_path(4_1_14)_  1
    x(4_1_14_11)  c_e_flow(4_1_2)_  1
    x(4_1_14_11)  c_e_flow(4_2_1)_  -1
    x(4_1_14_11)  c_u_processors(1_14_0)_  8
    x(4_1_14_11)  c_u_processors(1_14_1)_  8
    x(4_1_14_11)  c_u_area_cut(1)_  208
    x(4_1_14_12)  goodput   0.051985559566787
    x(4_1_14_12)  c_e_one_path(4_1_14)_  1
    x(4_1_14_12)  c_e_flow(4_1_2)_  1
    x(4_1_14_12)  c_e_flow(4_2_2)_  -1
    x(4_1_14_12)  c_u_processors(1_14_0)_  8
    x(4_1_14_12)  c_u_area_cut(1)_  144
    x(4_1_15_1)  goodput   0.1444043321299639
    x(4_1_15_1)  c_e_one_path(4_1_15)_  1
    x(4_1_15_1)  c_e_flow(4_1_0)_  1
    x(4_1_15_1)  c_e_flow(4_2_0)_  -1
    x(4_1_15_1)  c_u_processors(1_15_0)_  8
    x(4_1_15_1)  c_u_processors(1_15_1)_  8
    x(4_1_15_1)  c_u_processors(1_15_2)_  8
    x(4_1_15_1)  c_u_area_cut(1)_  400
    x(4_1_15_2)  goodput   0.10974729241877255
    x(4_1_15_2)  c_e_one_path(4_1_15)_  1
    x(4_1_15_2)  c_e_flow(4_1_0)_  1
    x(4_1_15_2)  c_e_flow(4_2_1)_  -1
    x(4_1_15_2)  c_u_processors(1_15_0)_  8
    x(4_1_15_2)  c_u_processors(1_15_1)_  8
    x(4_1_15_2)  c_u_area_cut(1)_  304
    x(4_1_15_3)  goodput   0.09241877256317689
    x(4_1_15_3)  c_e_one_path(4_1_15)_  1
    x(4_1_15_3)  c_e_flow(4_1_0)_  1
    x(4_1_15_3)  c_e_flow(4_2_2)_  -1
    x(4_1_15_3)  c_u_processors(1_15_0)_  8
    x(4_1_15_3)  c_u_area_cut(1)_  256
    x(4_1_15_4)  goodput   0.1444043321299639
    x(4_1_15_4)  c_e_one_path(4_1_15)_  1
    x(4_1_15_4)  c_e_flow(4_1_1)_  1
    x(4_1_15_4)  c_e_flow(4_2_0)_  -1
    x(4_1_15_4)  c_u_processors(1_15_0)_  8
    x(4_1_15_4)  c_u_processors(1_15_1)_  8
    x(4_1_15_4)  c_u_processors(1_15_2)_  8
    x(4_1_15_4)  c_u_area_cut(1)_  400
    x(4_1_15_5)  goodput   0.10974729241877255
    x(4_1_15_5)  c_e_one_path(4_1_15)_  1
    x(4_1_15_5)  c_e_flow(4_1_1)_  1
    x(4_1_15_5)  c_e_flow(4_2_1)_  -1
    x(4_1_15_5)  c_u_processors(1_15_0)_  8
    x(4_1_15_5)  c_u_processors(1_15_1)_  8
    x(4_1_15_5)  c_u_area_cut(1)_  304
    x(4_1_15_6)  goodput   0.09241877256317689
    x(4_1_15_6)  c_e_one_path(4_1_15)_  1
    x(4_1_15_6)  c_e_flow(4_1_1)_  1
    x(4_1_15_6)  c_e_flow(4_2_2)_  -1
    x(4_1_15_6)  c_u_processors(1_15_0)_  8
    x(4_1_15_6)  c_u_area_cut(1)_  256
    x(4_1_15_10)  goodput   0.10974729241877255
    x(4_1_15_10)  c_e_one_path(4_1_15)_  1
    x(4_1_15_10)  c_e_flow(4_1_2)_  1
    x(4_1_15_10)  c_e_flow(4_2_0)_  -1
    x(4_1_15_10)  c_u_processors(1_15_0)_  8
    x(4_1_15_10)  c_u_processors(1_15_1)_  8
    x(4_1_15_10)  c_u_processors(1_15_2)_  8
    x(4_1_15_10)  c_u_area_cut(1)_  304
    x(4_1_15_11)  goodput   0.075090252707581226
    x(4_1_15_11)  c_e_one_path(4_1_15)_  1
    x(4_1_15_11)  c_e_flow(4_1_2)_  1
    x(4_1_15_11)  c_e_flow(4_2_1)_  -1
    x(4_1_15_11)  c_u_processors(1_15_0)_  8
    x(4_1_15_11)  c_u_processors(1_15_1)_  8
    x(4_1_15_11)  c_u_area_cut(1)_  208
    x(4_1_15_12)  goodput   0.057761732851985555
    x(4_1_15_12)  c_e_one_path(4_1_15)_  1
    x(4_1_15_12)  c_e_flow(4_1_2)_  1
    x(4_1_15_12)  c_e_flow(4_2_2)_  -1
    x(4_1_15_12)  c_u_processors(1_15_0)_  8
    x(4_1_15_12)  c_u_area_cut(1)_  160
    x(4_1_16_1)  goodput   0.1444043321299639
    x(4_1_16_1)  c_e_one_path(4_1_16)_  1
    x(4_1_16_1)  c_e_flow(4_1_0)_  1
    x(4_1_16_1)  c_e_flow(4_2_0)_  -1
    x(4_1_16_1)  c_u_processors(1_16_0)_  8
    x(4_1_16_1)  c_u_processors(1_16_1)_  8
    x(4_1_16_1)  c_u_processors(1_16_2)_  8
    x(4_1_16_1)  c_u_area_cut(1)_  400
    x(4_1_16_2)  goodput   0.10974729241877255
    x(4_1_16_2)  c_e_one_path(4_1_16)_  1
    x(4_1_16_2)  c_e_flow(4_1_0)_  1
    x(4_1_16_2)  c_e_flow(4_2_1)_  -1
    x(4_1_16_2)  c_u_processors(1_16_0)_  8
    x(4_1_16_2)  c_u_processors(1_16_1)_  8
    x(4_1_16_2)  c_u_area_cut(1)_  304
    x(4_1_16_3)  goodput   0.095306859205776168
    x(4_1_16_3)  c_e_one_path(4_1_16)_  1
    x(4_1_16_3)  c_e_flow(4_1_0)_  1
    x(4_1_16_3)  c_e_flow(4_2_2)_  -1
    x(4_1_16_3)  c_u_processors(1_16_0)_  8
    x(4_1_16_3)  c_u_area_cut(1)_  264
    x(4_1_16_4)  goodput   0.1444043321299639
    x(4_1_16_4)  c_e_one_path(4_1_16)_  1
    x(4_1_16_4)  c_e_flow(4_1_1)_  1
    x(4_1_16_4)  c_e_flow(4_2_0)_  -1
    x(4_1_16_4)  c_u_processors(1_16_0)_  8
    x(4_1_16_4)  c_u_processors(1_16_1)_  8
    x(4_1_16_4)  c_u_processors(1_16_2)_  8
    x(4_1_16_4)  c_u_area_cut(1)_  400
    x(4_1_16_5)  goodput   0.10974729241877255
    x(4_1_16_5)  c_e_one_path(4_1_16)_  1
    x(4_1_16_5)  c_e_flow(4_1_1)_  1
    x(4_1_16_5)  c_e_flow(4_2_1)_  -1
    x(4_1_16_5)  c_u_processors(1_16_0)_  8
    x(4_1_16_5)  c_u_processors(1_16_1)_  8
    x(4_1_16_5)  c_u_area_cut(1)_  304
    x(4_1_16_6)  goodput   0.095306859205776168
    x(4_1_16_6)  c_e_one_path(4_1_16)_  1
    x(4_1_16_6)  c_e_flow(4_1_1)_  1
    x(4_1_16_6)  c_e_flow(4_2_2)_  -1
    x(4_1_16_6)  c_u_processors(1_16_0)_  8
    x(4_1_16_6)  c_u_area_cut(1)_  264
    x(4_1_16_10)  goodput   0.10974729241877255
    x(4_1_16_10)  c_e_one_path(4_1_16)_  1
    x(4_1_16_10)  c_e_flow(4_1_2)_  1
    x(4_1_16_10)  c_e_flow(4_2_0)_  -1
    x(4_1_16_10)  c_u_processors(1_16_0)_  8
    x(4_1_16_10)  c_u_processors(1_16_1)_  8
    x(4_1_16_10)  c_u_processors(1_16_2)_  8
    x(4_1_16_10)  c_u_area_cut(1)_  304
    x(4_1_16_11)  goodput   0.075090252707581226
    x(4_1_16_11)  c_e_one_path(4_1_16)_  1
    x(4_1_16_11)  c_e_flow(4_1_2)_  1
    x(4_1_16_11)  c_e_flow(4_2_1)_  -1
    x(4_1_16_11)  c_u_processors(1_16_0)_  8
    x(4_1_16_11)  c_u_processors(1_16_1)_  8
    x(4_1_16_11)  c_u_area_cut(1)_  208
    x(4_1_16_12)  goodput   0.060649819494584832
    x(4_1_16_12)  c_e_one_path(4_1_16)_  1
    x(4_1_16_12)  c_e_flow(4_1_2)_  1
    x(4_1_16_12)  c_e_flow(4_2_2)_  -1
    x(4_1_16_12)  c_u_processors(1_16_0)_  8
    x(4_1_16_12)  c_u_area_cut(1)_  168
    x(4_1_17_1)  goodput   0.1444043321299639
    x(4_1_17_1)  c_e_one_path(4_1_17)_  1
    x(4_1_17_1)  c_e_flow(4_1_0)_  1
    x(4_1_17_1)  c_e_flow(4_2_0)_  -1
    x(4_1_17_1)  c_u_processors(1_17_0)_  8
    x(4_1_17_1)  c_u_processors(1_17_1)_  8
    x(4_1_17_1)  c_u_processors(1_17_2)_  8
    x(4_1_17_1)  c_u_area_cut(1)_  400
    x(4_1_17_2)  goodput   0.10974729241877255
    x(4_1_17_2)  c_e_one_path(4_1_17)_  1
    x(4_1_17_2)  c_e_flow(4_1_0)_  1
    x(4_1_17_2)  c_e_flow(4_2_1)_  -1
    x(4_1_17_2)  c_u_processors(1_17_0)_  8
    x(4_1_17_2)  c_u_processors(1_17_1)_  8
    x(4_1_17_2)  c_u_area_cut(1)_  304
    x(4_1_17_3)  goodput   0.10974729241877255
    x(4_1_17_3)  c_e_one_path(4_1_17)_  1
    x(4_1_17_3)  c_e_flow(4_1_0)_  1
    x(4_1_17_3)  c_e_flow(4_2_2)_  -1
    x(4_1_17_3)  c_u_processors(1_17_0)_  8
    x(4_1_17_3)  c_u_area_cut(1)_  304
    x(4_1_17_4)  goodput   0.1444043321299639
    x(4_1_17_4)  c_e_one_path(4_1_17)_  1
    x(4_1_17_4)  c_e_flow(4_1_1)_  1
    x(4_1_17_4)  c_e_flow(4_2_0)_  -1
    x(4_1_17_4)  c_u_processors(1_17_0)_  8
    x(4_1_17_4)  c_u_processors(1_17_1)_  8
    x(4_1_17_4)  c_u_processors(1_17_2)_  8
    x(4_1_17_4)  c_u_area_cut(1)_  400
    x(4_1_17_5)  goodput   0.10974729241877255
    x(4_1_17_5)  c_e_one_path(4_1_17)_  1
    x(4_1_17_5)  c_e_flow(4_1_1)_  1
    x(4_1_17_5)  c_e_flow(4_2_1)_  -1
    x(4_1_17_5)  c_u_processors(1_17_0)_  8
    x(4_1_17_5)  c_u_processors(1_17_1)_  8
    x(4_1_17_5)  c_u_area_cut(1)_  304
    x(4_1_17_6)  goodput   0.10974729241877255
    x(4_1_17_6)  c_e_one_path(4_1_17)_  1
    x(4_1_17_6)  c_e_flow(4_1_1)_  1
    x(4_1_17_6)  c_e_flow(4_2_2)_  -1
    x(4_1_17_6)  c_u_processors(1_17_0)_  8
    x(4_1_17_6)  c_u_area_cut(1)_  304
    x(4_1_17_10)  goodput   0.10974729241877255
    x(4_1_17_10)  c_e_one_path(4_1_17)_  1
    x(4_1_17_10)  c_e_flow(4_1_2)_  1
    x(4_1_17_10)  c_e_flow(4_2_0)_  -1
    x(4_1_17_10)  c_u_processors(1_17_0)_  8
    x(4_1_17_10)  c_u_processors(1_17_1)_  8
    x(4_1_17_10)  c_u_processors(1_17_2)_  8
    x(4_1_17_10)  c_u_area_cut(1)_  304
    x(4_1_17_11)  goodput   0.075090252707581226
    x(4_1_17_11)  c_e_one_path(4_1_17)_  1
    x(4_1_17_11)  c_e_flow(4_1_2)_  1
    x(4_1_17_11)  c_e_flow(4_2_1)_  -1
    x(4_1_17_11)  c_u_processors(1_17_0)_  8
    x(4_1_17_11)  c_u_processors(1_17_1)_  8
    x(4_1_17_11)  c_u_area_cut(1)_  208
    x(4_1_17_12)  goodput   0.075090252707581226
    x(4_1_17_12)  c_e_one_path(4_1_17)_  1
    x(4_1_17_12)  c_e_flow(4_1_2)_  1
    x(4_1_17_12)  c_e_flow(4_2_2)_  -1
    x(4_1_17_12)  c_u_processors(1_17_0)_  8
    x(4_1_17_12)  c_u_area_cut(1)_  208
    x(4_2_0_1)  goodput   0.17328519855595667
    x(4_2_0_1)  c_e_one_path(4_2_0)_  1
    x(4_2_0_1)  c_e_flow(4_2_0)_  1
    x(4_2_0_1)  c_u_processors(2_0_0)_  8
    x(4_2_0_1)  c_u_processors(2_0_1)_  8
    x(4_2_0_1)  c_u_processors(2_0_2)_  8
    x(4_2_0_1)  c_u_area_cut(2)_  480
    x(4_2_0_2)  goodput   0.13862815884476534
    x(4_2_0_2)  c_e_one_path(4_2_0)_  1
    x(4_2_0_2)  c_e_flow(4_2_0)_  1
    x(4_2_0_2)  c_u_processors(2_0_0)_  8
    x(4_2_0_2)  c_u_processors(2_0_1)_  8
    x(4_2_0_2)  c_u_area_cut(2)_  384
    x(4_2_0_4)  goodput   0.17328519855595667
    x(4_2_0_4)  c_e_one_path(4_2_0)_  1
    x(4_2_0_4)  c_e_flow(4_2_1)_  1
    x(4_2_0_4)  c_u_processors(2_0_0)_  8
    x(4_2_0_4)  c_u_processors(2_0_1)_  8
    x(4_2_0_4)  c_u_processors(2_0_2)_  8
    x(4_2_0_4)  c_u_area_cut(2)_  480
    x(4_2_0_5)  goodput   0.13862815884476534
    x(4_2_0_5)  c_e_one_path(4_2_0)_  1
    x(4_2_0_5)  c_e_flow(4_2_1)_  1
    x(4_2_0_5)  c_u_processors(2_0_0)_  8
    x(4_2_0_5)  c_u_processors(2_0_1)_  8
    x(4_2_0_5)  c_u_area_cut(2)_  384
    x(4_2_0_7)  goodput   0.13862815884476534
    x(4_2_0_7)  c_e_one_path(4_2_0)_  1
    x(4_2_0_7)  c_e_flow(4_2_1)_  1
    x(4_2_0_7)  c_u_processors(2_0_1)_  8
    x(4_2_0_7)  c_u_processors(2_0_2)_  8
    x(4_2_0_7)  c_u_area_cut(2)_  384
    x(4_2_0_8)  goodput   0.103971119133574
    x(4_2_0_8)  c_e_one_path(4_2_0)_  1
    x(4_2_0_8)  c_e_flow(4_2_1)_  1
    x(4_2_0_8)  c_u_processors(2_0_1)_  8
    x(4_2_0_8)  c_u_area_cut(2)_  288
    x(4_2_0_10)  goodput   0.13862815884476534
    x(4_2_0_10)  c_e_one_path(4_2_0)_  1
    x(4_2_0_10)  c_e_flow(4_2_2)_  1
    x(4_2_0_10)  c_u_processors(2_0_0)_  8
    x(4_2_0_10)  c_u_processors(2_0_1)_  8
    x(4_2_0_10)  c_u_processors(2_0_2)_  8
    x(4_2_0_10)  c_u_area_cut(2)_  384
    x(4_2_0_11)  goodput   0.103971119133574
    x(4_2_0_11)  c_e_one_path(4_2_0)_  1
    x(4_2_0_11)  c_e_flow(4_2_2)_  1
    x(4_2_0_11)  c_u_processors(2_0_0)_  8
    x(4_2_0_11)  c_u_processors(2_0_1)_  8
    x(4_2_0_11)  c_u_area_cut(2)_  288
    x(4_2_0_13)  goodput   0.13862815884476534
    x(4_2_0_13)  c_e_one_path(4_2_0)_  1
    x(4_2_0_13)  c_e_flow(4_2_2)_  1
    x(4_2_0_13)  c_u_processors(2_0_1)_  8
    x(4_2_0_13)  c_u_processors(2_0_2)_  8
    x(4_2_0_13)  c_u_area_cut(2)_  384
    x(4_2_0_14)  goodput   0.103971119133574
    x(4_2_0_14)  c_e_one_path(4_2_0)_  1
    x(4_2_0_14)  c_e_flow(4_2_2)_  1
    x(4_2_0_14)  c_u_processors(2_0_1)_  8
    x(4_2_0_14)  c_u_area_cut(2)_  288
    x(4_2_1_1)  goodput   0.17328519855595667
    x(4_2_1_1)  c_e_one_path(4_2_1)_  1
    x(4_2_1_1)  c_e_flow(4_2_0)_  1
    x(4_2_1_1)  c_u_processors(2_1_0)_  8
    x(4_2_1_1)  c_u_processors(2_1_1)_  8
    x(4_2_1_1)  c_u_processors(2_1_2)_  8
    x(4_2_1_1)  c_u_area_cut(2)_  480
    x(4_2_1_2)  goodput   0.13862815884476534
    x(4_2_1_2)  c_e_one_path(4_2_1)_  1
    x(4_2_1_2)  c_e_flow(4_2_0)_  1
    x(4_2_1_2)  c_u_processors(2_1_0)_  8
    x(4_2_1_2)  c_u_processors(2_1_1)_  8
    x(4_2_1_2)  c_u_area_cut(2)_  384
    x(4_2_1_4)  goodput   0.17328519855595667
    x(4_2_1_4)  c_e_one_path(4_2_1)_  1
    x(4_2_1_4)  c_e_flow(4_2_1)_  1
    x(4_2_1_4)  c_u_processors(2_1_0)_  8
    x(4_2_1_4)  c_u_processors(2_1_1)_  8
    x(4_2_1_4)  c_u_processors(2_1_2)_  8
    x(4_2_1_4)  c_u_area_cut(2)_  480
    x(4_2_1_5)  goodput   0.13862815884476534
    x(4_2_1_5)  c_e_one_path(4_2_1)_  1
    x(4_2_1_5)  c_e_flow(4_2_1)_  1
    x(4_2_1_5)  c_u_processors(2_1_0)_  8
    x(4_2_1_5)  c_u_processors(2_1_1)_  8
    x(4_2_1_5)  c_u_area_cut(2)_  384
    x(4_2_1_7)  goodput   0.12418772563176894
    x(4_2_1_7)  c_e_one_path(4_2_1)_  1
    x(4_2_1_7)  c_e_flow(4_2_1)_  1
    x(4_2_1_7)  c_u_processors(2_1_1)_  8
    x(4_2_1_7)  c_u_processors(2_1_2)_  8
    x(4_2_1_7)  c_u_area_cut(2)_  344
    x(4_2_1_8)  goodput   0.089530685920577613
    x(4_2_1_8)  c_e_one_path(4_2_1)_  1
    x(4_2_1_8)  c_e_flow(4_2_1)_  1
    x(4_2_1_8)  c_u_processors(2_1_1)_  8
    x(4_2_1_8)  c_u_area_cut(2)_  248
    x(4_2_1_10)  goodput   0.13862815884476534
    x(4_2_1_10)  c_e_one_path(4_2_1)_  1
    x(4_2_1_10)  c_e_flow(4_2_2)_  1
    x(4_2_1_10)  c_u_processors(2_1_0)_  8
    x(4_2_1_10)  c_u_processors(2_1_1)_  8
    x(4_2_1_10)  c_u_processors(2_1_2)_  8
    x(4_2_1_10)  c_u_area_cut(2)_  384
    x(4_2_1_11)  goodput   0.103971119133574
    x(4_2_1_11)  c_e_one_path(4_2_1)_  1
    x(4_2_1_11)  c_e_flow(4_2_2)_  1
    x(4_2_1_11)  c_u_processors(2_1_0)_  8
    x(4_2_1_11)  c_u_processors(2_1_1)_  8
    x(4_2_1_11)  c_u_area_cut(2)_  288
    x(4_2_1_13)  goodput   0.12418772563176894
    x(4_2_1_13)  c_e_one_path(4_2_1)_  1
    x(4_2_1_13)  c_e_flow(4_2_2)_  1
    x(4_2_1_13)  c_u_processors(2_1_1)_  8
    x(4_2_1_13)  c_u_processors(2_1_2)_  8
    x(4_2_1_13)  c_u_area_cut(2)_  344
    x(4_2_1_14)  goodput   0.089530685920577613
    x(4_2_1_14)  c_e_one_path(4_2_1)_  1
    x(4_2_1_14)  c_e_flow(4_2_2)_  1
    x(4_2_1_14)  c_u_processors(2_1_1)_  8
    x(4_2_1_14)  c_u_area_cut(2)_  248
    x(4_2_2_1)  goodput   0.17328519855595667
    x(4_2_2_1)  c_e_one_path(4_2_2)_  1
    x(4_2_2_1)  c_e_flow(4_2_0)_  1
    x(4_2_2_1)  c_u_processors(2_2_0)_  8
    x(4_2_2_1)  c_u_processors(2_2_1)_  8
    x(4_2_2_1)  c_u_processors(2_2_2)_  8
    x(4_2_2_1)  c_u_area_cut(2)_  480
    x(4_2_2_2)  goodput   0.13862815884476534
    x(4_2_2_2)  c_e_one_path(4_2_2)_  1
    x(4_2_2_2)  c_e_flow(4_2_0)_  1
    x(4_2_2_2)  c_u_processors(2_2_0)_  8
    x(4_2_2_2)  c_u_processors(2_2_1)_  8
    x(4_2_2_2)  c_u_area_cut(2)_  384
    x(4_2_2_4)  goodput   0.17328519855595667
    x(4_2_2_4)  c_e_one_path(4_2_2)_  1
    x(4_2_2_4)  c_e_flow(4_2_1)_  1
    x(4_2_2_4)  c_u_processors(2_2_0)_  8
    x(4_2_2_4)  c_u_processors(2_2_1)_  8
    x(4_2_2_4)  c_u_processors(2_2_2)_  8
    x(4_2_2_4)  c_u_area_cut(2)_  480
    x(4_2_2_5)  goodput   0.13862815884476534
    x(4_2_2_5)  c_e_one_path(4_2_2)_  1
    x(4_2_2_5)  c_e_flow(4_2_1)_  1
    x(4_2_2_5)  c_u_processors(2_2_0)_  8
    x(4_2_2_5)  c_u_processors(2_2_1)_  8
    x(4_2_2_5)  c_u_area_cut(2)_  384
    x(4_2_2_7)  goodput   0.12129963898916966
    x(4_2_2_7)  c_e_one_path(4_2_2)_  1
    x(4_2_2_7)  c_e_flow(4_2_1)_  1
    x(4_2_2_7)  c_u_processors(2_2_1)_  8
    x(4_2_2_7)  c_u_processors(2_2_2)_  8
    x(4_2_2_7)  c_u_area_cut(2)_  336
    x(4_2_2_8)  goodput   0.086642599277978335
    x(4_2_2_8)  c_e_one_path(4_2_2)_  1
    x(4_2_2_8)  c_e_flow(4_2_1)_  1
    x(4_2_2_8)  c_u_processors(2_2_1)_  8
    x(4_2_2_8)  c_u_area_cut(2)_  240
    x(4_2_2_10)  goodput   0.13862815884476534
    x(4_2_2_10)  c_e_one_path(4_2_2)_  1
    x(4_2_2_10)  c_e_flow(4_2_2)_  1
    x(4_2_2_10)  c_u_processors(2_2_0)_  8
    x(4_2_2_10)  c_u_processors(2_2_1)_  8
    x(4_2_2_10)  c_u_processors(2_2_2)_  8
    x(4_2_2_10)  c_u_area_cut(2)_  384
    x(4_2_2_11)  goodput   0.103971119133574
    x(4_2_2_11)  c_e_one_path(4_2_2)_  1
    x(4_2_2_11)  c_e_flow(4_2_2)_  1
    x(4_2_2_11)  c_u_processors(2_2_0)_  8
    x(4_2_2_11)  c_u_processors(2_2_1)_  8
    x(4_2_2_11)  c_u_area_cut(2)_  288
    x(4_2_2_13)  goodput   0.12129963898916966
    x(4_2_2_13)  c_e_one_path(4_2_2)_  1
    x(4_2_2_13)  c_e_flow(4_2_2)_  1
    x(4_2_2_13)  c_u_processors(2_2_1)_  8
    x(4_2_2_13)  c_u_processors(2_2_2)_  8
    x(4_2_2_13)  c_u_area_cut(2)_  336
    x(4_2_2_14)  goodput   0.086642599277978335
    x(4_2_2_14)  c_e_one_path(4_2_2)_  1
    x(4_2_2_14)  c_e_flow(4_2_2)_  1
    x(4_2_2_14)  c_u_processors(2_2_1)_  8
    x(4_2_2_14)  c_u_area_cut(2)_  240
    x(4_2_3_1)  goodput   0.17328519855595667
    x(4_2_3_1)  c_e_one_path(4_2_3)_  1
    x(4_2_3_1)  c_e_flow(4_2_0)_  1
    x(4_2_3_1)  c_u_processors(2_3_0)_  8
    x(4_2_3_1)  c_u_processors(2_3_1)_  8
    x(4_2_3_1)  c_u_processors(2_3_2)_  8
    x(4_2_3_1)  c_u_area_cut(2)_  480
    x(4_2_3_2)  goodput   0.13862815884476534
    x(4_2_3_2)  c_e_one_path(4_2_3)_  1
    x(4_2_3_2)  c_e_flow(4_2_0)_  1
    x(4_2_3_2)  c_u_processors(2_3_0)_  8
    x(4_2_3_2)  c_u_processors(2_3_1)_  8
    x(4_2_3_2)  c_u_area_cut(2)_  384
    x(4_2_3_4)  goodput   0.17328519855595667
    x(4_2_3_4)  c_e_one_path(4_2_3)_  1
    x(4_2_3_4)  c_e_flow(4_2_1)_  1
    x(4_2_3_4)  c_u_processors(2_3_0)_  8
    x(4_2_3_4)  c_u_processors(2_3_1)_  8
    x(4_2_3_4)  c_u_processors(2_3_2)_  8
    x(4_2_3_4)  c_u_area_cut(2)_  480
    x(4_2_3_5)  goodput   0.13862815884476534
    x(4_2_3_5)  c_e_one_path(4_2_3)_  1
    x(4_2_3_5)  c_e_flow(4_2_1)_  1
    x(4_2_3_5)  c_u_processors(2_3_0)_  8
    x(4_2_3_5)  c_u_processors(2_3_1)_  8
    x(4_2_3_5)  c_u_area_cut(2)_  384
    x(4_2_3_7)  goodput   0.11552346570397111
    x(4_2_3_7)  c_e_one_path(4_2_3)_  1
    x(4_2_3_7)  c_e_flow(4_2_1)_  1
    x(4_2_3_7)  c_u_processors(2_3_1)_  8
    x(4_2_3_7)  c_u_processors(2_3_2)_  8
    x(4_2_3_7)  c_u_area_cut(2)_  320
    x(4_2_3_8)  goodput   0.080866425992779781
    x(4_2_3_8)  c_e_one_path(4_2_3)_  1
    x(4_2_3_8)  c_e_flow(4_2_1)_  1
    x(4_2_3_8)  c_u_processors(2_3_1)_  8
    x(4_2_3_8)  c_u_area_cut(2)_  224
    x(4_2_3_10)  goodput   0.13862815884476534
    x(4_2_3_10)  c_e_one_path(4_2_3)_  1
    x(4_2_3_10)  c_e_flow(4_2_2)_  1
    x(4_2_3_10)  c_u_processors(2_3_0)_  8
    x(4_2_3_10)  c_u_processors(2_3_1)_  8
    x(4_2_3_10)  c_u_processors(2_3_2)_  8
    x(4_2_3_10)  c_u_area_cut(2)_  384
    x(4_2_3_11)  goodput   0.103971119133574
    x(4_2_3_11)  c_e_one_path(4_2_3)_  1
    x(4_2_3_11)  c_e_flow(4_2_2)_  1
    x(4_2_3_11)  c_u_processors(2_3_0)_  8
    x(4_2_3_11)  c_u_processors(2_3_1)_  8
    x(4_2_3_11)  c_u_area_cut(2)_  288
    x(4_2_3_13)  goodput   0.11552346570397111
    x(4_2_3_13)  c_e_one_path(4_2_3)_  1
    x(4_2_3_13)  c_e_flow(4_2_2)_  1
    x(4_2_3_13)  c_u_processors(2_3_1)_  8
    x(4_2_3_13)  c_u_processors(2_3_2)_  8
    x(4_2_3_13)  c_u_area_cut(2)_  320
    x(4_2_3_14)  goodput   0.080866425992779781
    x(4_2_3_14)  c_e_one_path(4_2_3)_  1
    x(4_2_3_14)  c_e_flow(4_2_2)_  1
    x(4_2_3_14)  c_u_processors(2_3_1)_  8
    x(4_2_3_14)  c_u_area_cut(2)_  224
    x(4_2_4_1)  goodput   0.17328519855595667
    x(4_2_4_1)  c_e_one_path(4_2_4)_  1
    x(4_2_4_1)  c_e_flow(4_2_0)_  1
    x(4_2_4_1)  c_u_processors(2_4_0)_  8
    x(4_2_4_1)  c_u_processors(2_4_1)_  8
    x(4_2_4_1)  c_u_processors(2_4_2)_  8
    x(4_2_4_1)  c_u_area_cut(2)_  480
    x(4_2_4_2)  goodput   0.13862815884476534
    x(4_2_4_2)  c_e_one_path(4_2_4)_  1
    x(4_2_4_2)  c_e_flow(4_2_0)_  1
    x(4_2_4_2)  c_u_processors(2_4_0)_  8
    x(4_2_4_2)  c_u_processors(2_4_1)_  8
    x(4_2_4_2)  c_u_area_cut(2)_  384
    x(4_2_4_4)  goodput   0.17328519855595667
    x(4_2_4_4)  c_e_one_path(4_2_4)_  1
    x(4_2_4_4)  c_e_flow(4_2_1)_  1
    x(4_2_4_4)  c_u_processors(2_4_0)_  8
    x(4_2_4_4)  c_u_processors(2_4_1)_  8
    x(4_2_4_4)  c_u_processors(2_4_2)_  8
    x(4_2_4_4)  c_u_area_cut(2)_  480
    x(4_2_4_5)  goodput   0.13862815884476534
    x(4_2_4_5)  c_e_one_path(4_2_4)_  1
    x(4_2_4_5)  c_e_flow(4_2_1)_  1
    x(4_2_4_5)  c_u_processors(2_4_0)_  8
    x(4_2_4_5)  c_u_processors(2_4_1)_  8
    x(4_2_4_5)  c_u_area_cut(2)_  384
    x(4_2_4_7)  goodput   0.10974729241877255
    x(4_2_4_7)  c_e_one_path(4_2_4)_  1
    x(4_2_4_7)  c_e_flow(4_2_1)_  1
    x(4_2_4_7)  c_u_processors(2_4_1)_  8
    x(4_2_4_7)  c_u_processors(2_4_2)_  8
    x(4_2_4_7)  c_u_area_cut(2)_  304
    x(4_2_4_8)  goodput   0.075090252707581226
    x(4_2_4_8)  c_e_one_path(4_2_4)_  1
    x(4_2_4_8)  c_e_flow(4_2_1)_  1
    x(4_2_4_8)  c_u_processors(2_4_1)_  8
    x(4_2_4_8)  c_u_area_cut(2)_  208
    x(4_2_4_10)  goodput   0.13862815884476534
    x(4_2_4_10)  c_e_one_path(4_2_4)_  1
    x(4_2_4_10)  c_e_flow(4_2_2)_  1
    x(4_2_4_10)  c_u_processors(2_4_0)_  8
    x(4_2_4_10)  c_u_processors(2_4_1)_  8
    x(4_2_4_10)  c_u_processors(2_4_2)_  8
    x(4_2_4_10)  c_u_area_cut(2)_  384
    x(4_2_4_11)  goodput   0.103971119133574
    x(4_2_4_11)  c_e_one_path(4_2_4)_  1
    x(4_2_4_11)  c_e_flow(4_2_2)_  1
    x(4_2_4_11)  c_u_processors(2_4_0)_  8
    x(4_2_4_11)  c_u_processors(2_4_1)_  8
    x(4_2_4_11)  c_u_area_cut(2)_  288
    x(4_2_4_13)  goodput   0.10974729241877255
    x(4_2_4_13)  c_e_one_path(4_2_4)_  1
    x(4_2_4_13)  c_e_flow(4_2_2)_  1
    x(4_2_4_13)  c_u_processors(2_4_1)_  8
    x(4_2_4_13)  c_u_processors(2_4_2)_  8
    x(4_2_4_13)  c_u_area_cut(2)_  304
    x(4_2_4_14)  goodput   0.075090252707581226
    x(4_2_4_14)  c_e_one_path(4_2_4)_  1
    x(4_2_4_14)  c_e_flow(4_2_2)_  1
    x(4_2_4_14)  c_u_processors(2_4_1)_  8
    x(4_2_4_14)  c_u_area_cut(2)_  208
    x(4_2_5_1)  goodput   0.17328519855595667
    x(4_2_5_1)  c_e_one_path(4_2_5)_  1
    x(4_2_5_1)  c_e_flow(4_2_0)_  1
    x(4_2_5_1)  c_u_processors(2_5_0)_  8
    x(4_2_5_1)  c_u_processors(2_5_1)_  8
    x(4_2_5_1)  c_u_processors(2_5_2)_  8
    x(4_2_5_1)  c_u_area_cut(2)_  480
    x(4_2_5_2)  goodput   0.13862815884476534
    x(4_2_5_2)  c_e_one_path(4_2_5)_  1
    x(4_2_5_2)  c_e_flow(4_2_0)_  1
    x(4_2_5_2)  c_u_processors(2_5_0)_  8
    x(4_2_5_2)  c_u_processors(2_5_1)_  8
    x(4_2_5_2)  c_u_area_cut(2)_  384
    x(4_2_5_4)  goodput   0.17328519855595667
    x(4_2_5_4)  c_e_one_path(4_2_5)_  1
    x(4_2_5_4)  c_e_flow(4_2_1)_  1
    x(4_2_5_4)  c_u_processors(2_5_0)_  8
    x(4_2_5_4)  c_u_processors(2_5_1)_  8
    x(4_2_5_4)  c_u_processors(2_5_2)_  8
    x(4_2_5_4)  c_u_area_cut(2)_  480
    x(4_2_5_5)  goodput   0.13862815884476534
    x(4_2_5_5)  c_e_one_path(4_2_5)_  1
    x(4_2_5_5)  c_e_flow(4_2_1)_  1
    x(4_2_5_5)  c_u_processors(2_5_0)_  8
    x(4_2_5_5)  c_u_processors(2_5_1)_  8
    x(4_2_5_5)  c_u_area_cut(2)_  384
    x(4_2_5_7)  goodput   0.103971119133574
    x(4_2_5_7)  c_e_one_path(4_2_5)_  1
    x(4_2_5_7)  c_e_flow(4_2_1)_  1
    x(4_2_5_7)  c_u_processors(2_5_1)_  8
    x(4_2_5_7)  c_u_processors(2_5_2)_  8
    x(4_2_5_7)  c_u_area_cut(2)_  288
    x(4_2_5_8)  goodput   0.069314079422382671
    x(4_2_5_8)  c_e_one_path(4_2_5)_  1
    x(4_2_5_8)  c_e_flow(4_2_1)_  1
    x(4_2_5_8)  c_u_processors(2_5_1)_  8
    x(4_2_5_8)  c_u_area_cut(2)_  192
    x(4_2_5_10)  goodput   0.13862815884476534
    x(4_2_5_10)  c_e_one_path(4_2_5)_  1
    x(4_2_5_10)  c_e_flow(4_2_2)_  1
    x(4_2_5_10)  c_u_processors(2_5_0)_  8
    x(4_2_5_10)  c_u_processors(2_5_1)_  8
    x(4_2_5_10)  c_u_processors(2_5_2)_  8
    x(4_2_5_10)  c_u_area_cut(2)_  384
    x(4_2_5_11)  goodput   0.103971119133574
    x(4_2_5_11)  c_e_one_path(4_2_5)_  1
    x(4_2_5_11)  c_e_flow(4_2_2)_  1
    x(4_2_5_11)  c_u_processors(2_5_0)_  8
    x(4_2_5_11)  c_u_processors(2_5_1)_  8
    x(4_2_5_11)  c_u_area_cut(2)_  288
    x(4_2_5_13)  goodput   0.103971119133574
    x(4_2_5_13)  c_e_one_path(4_2_5)_  1
    x(4_2_5_13)  c_e_flow(4_2_2)_  1
    x(4_2_5_13)  c_u_processors(2_5_1)_  8
    x(4_2_5_13)  c_u_processors(2_5_2)_  8
    x(4_2_5_13)  c_u_area_cut(2)_  288
    x(4_2_5_14)  goodput   0.069314079422382671
    x(4_2_5_14)  c_e_one_path(4_2_5)_  1
    x(4_2_5_14)  c_e_flow(4_2_2)_  1
    x(4_2_5_14)  c_u_processors(2_5_1)_  8
    x(4_2_5_14)  c_u_area_cut(2)_  192
    x(4_2_6_1)  goodput   0.17328519855595667
    x(4_2_6_1)  c_e_one_path(4_2_6)_  1
    x(4_2_6_1)  c_e_flow(4_2_0)_  1
    x(4_2_6_1)  c_u_processors(2_6_0)_  8
    x(4_2_6_1)  c_u_processors(2_6_1)_  8
    x(4_2_6_1)  c_u_processors(2_6_2)_  8
    x(4_2_6_1)  c_u_area_cut(2)_  480
    x(4_2_6_2)  goodput   0.13862815884476534
    x(4_2_6_2)  c_e_one_path(4_2_6)_  1
    x(4_2_6_2)  c_e_flow(4_2_0)_  1
    x(4_2_6_2)  c_u_processors(2_6_0)_  8
    x(4_2_6_2)  c_u_processors(2_6_1)_  8
    x(4_2_6_2)  c_u_area_cut(2)_  384
    x(4_2_6_3)  goodput   0.011552346570397111
    x(4_2_6_3)  c_e_one_path(4_2_6)_  1
    x(4_2_6_3)  c_e_flow(4_2_0)_  1
    x(4_2_6_3)  c_u_processors(2_6_0)_  8
    x(4_2_6_3)  c_u_area_cut(2)_  32
    x(4_2_6_4)  goodput   0.17328519855595667
    x(4_2_6_4)  c_e_one_path(4_2_6)_  1
    x(4_2_6_4)  c_e_flow(4_2_1)_  1
    x(4_2_6_4)  c_u_processors(2_6_0)_  8
    x(4_2_6_4)  c_u_processors(2_6_1)_  8
    x(4_2_6_4)  c_u_processors(2_6_2)_  8
    x(4_2_6_4)  c_u_area_cut(2)_  480
    x(4_2_6_5)  goodput   0.13862815884476534
    x(4_2_6_5)  c_e_one_path(4_2_6)_  1
    x(4_2_6_5)  c_e_flow(4_2_1)_  1
    x(4_2_6_5)  c_u_processors(2_6_0)_  8
    x(4_2_6_5)  c_u_processors(2_6_1)_  8
    x(4_2_6_5)  c_u_area_cut(2)_  384
    x(4_2_6_6)  goodput   0.011552346570397111
    x(4_2_6_6)  c_e_one_path(4_2_6)_  1
    x(4_2_6_6)  c_e_flow(4_2_1)_  1
    x(4_2_6_6)  c_u_processors(2_6_0)_  8
    x(4_2_6_6)  c_u_area_cut(2)_  32
    x(4_2_6_7)  goodput   0.09241877256317689
    x(4_2_6_7)  c_e_one_path(4_2_6)_  1
    x(4_2_6_7)  c_e_flow(4_2_1)_  1
    x(4_2_6_7)  c_u_processors(2_6_1)_  8
    x(4_2_6_7)  c_u_processors(2_6_2)_  8
    x(4_2_6_7)  c_u_area_cut(2)_  256
    x(4_2_6_8)  goodput   0.057761732851985555
    x(4_2_6_8)  c_e_one_path(4_2_6)_  1
    x(4_2_6_8)  c_e_flow(4_2_1)_  1
    x(4_2_6_8)  c_u_processors(2_6_1)_  8
    x(4_2_6_8)  c_u_area_cut(2)_  160
    x(4_2_6_10)  goodput   0.13862815884476534
    x(4_2_6_10)  c_e_one_path(4_2_6)_  1
    x(4_2_6_10)  c_e_flow(4_2_2)_  1
    x(4_2_6_10)  c_u_processors(2_6_0)_  8
    x(4_2_6_10)  c_u_processors(2_6_1)_  8
    x(4_2_6_10)  c_u_processors(2_6_2)_  8
    x(4_2_6_10)  c_u_area_cut(2)_  384
    x(4_2_6_11)  goodput   0.103971119133574
    x(4_2_6_11)  c_e_one_path(4_2_6)_  1
    x(4_2_6_11)  c_e_flow(4_2_2)_  1
    x(4_2_6_11)  c_u_processors(2_6_0)_  8
    x(4_2_6_11)  c_u_processors(2_6_1)_  8
    x(4_2_6_11)  c_u_area_cut(2)_  288
    x(4_2_6_13)  goodput   0.09241877256317689
    x(4_2_6_13)  c_e_one_path(4_2_6)_  1
    x(4_2_6_13)  c_e_flow(4_2_2)_  1
    x(4_2_6_13)  c_u_processors(2_6_1)_  8
    x(4_2_6_13)  c_u_processors(2_6_2)_  8
    x(4_2_6_13)  c_u_area_cut(2)_  256
    x(4_2_6_14)  goodput   0.057761732851985555
    x(4_2_6_14)  c_e_one_path(4_2_6)_  1
    x(4_2_6_14)  c_e_flow(4_2_2)_  1
    x(4_2_6_14)  c_u_processors(2_6_1)_  8
    x(4_2_6_14)  c_u_area_cut(2)_  160
    x(4_2_7_1)  goodput   0.17328519855595667
    x(4_2_7_1)  c_e_one_path(4_2_7)_  1
    x(4_2_7_1)  c_e_flow(4_2_0)_  1
    x(4_2_7_1)  c_u_processors(2_7_0)_  8
    x(4_2_7_1)  c_u_processors(2_7_1)_  8
    x(4_2_7_1)  c_u_processors(2_7_2)_  8
    x(4_2_7_1)  c_u_area_cut(2)_  480
    x(4_2_7_2)  goodput   0.13862815884476534
    x(4_2_7_2)  c_e_one_path(4_2_7)_  1
    x(4_2_7_2)  c_e_flow(4_2_0)_  1
    x(4_2_7_2)  c_u_processors(2_7_0)_  8
    x(4_2_7_2)  c_u_processors(2_7_1)_  8
    x(4_2_7_2)  c_u_area_cut(2)_  384
    x(4_2_7_3)  goodput   0.023104693140794223
    x(4_2_7_3)  c_e_one_path(4_2_7)_  1
    x(4_2_7_3)  c_e_flow(4_2_0)_  1
    x(4_2_7_3)  c_u_processors(2_7_0)_  8
    x(4_2_7_3)  c_u_area_cut(2)_  64
    x(4_2_7_4)  goodput   0.17328519855595667
    x(4_2_7_4)  c_e_one_path(4_2_7)_  1
    x(4_2_7_4)  c_e_flow(4_2_1)_  1
    x(4_2_7_4)  c_u_processors(2_7_0)_  8
    x(4_2_7_4)  c_u_processors(2_7_1)_  8
    x(4_2_7_4)  c_u_processors(2_7_2)_  8
    x(4_2_7_4)  c_u_area_cut(2)_  480
    x(4_2_7_5)  goodput   0.13862815884476534
    x(4_2_7_5)  c_e_one_path(4_2_7)_  1
    x(4_2_7_5)  c_e_flow(4_2_1)_  1
    x(4_2_7_5)  c_u_processors(2_7_0)_  8
    x(4_2_7_5)  c_u_processors(2_7_1)_  8
    x(4_2_7_5)  c_u_area_cut(2)_  384
    x(4_2_7_6)  goodput   0.023104693140794223
    x(4_2_7_6)  c_e_one_path(4_2_7)_  1
    x(4_2_7_6)  c_e_flow(4_2_1)_  1
    x(4_2_7_6)  c_u_processors(2_7_0)_  8
    x(4_2_7_6)  c_u_area_cut(2)_  64
    x(4_2_7_7)  goodput   0.080866425992779781
    x(4_2_7_7)  c_e_one_path(4_2_7)_  1
    x(4_2_7_7)  c_e_flow(4_2_1)_  1
    x(4_2_7_7)  c_u_processors(2_7_1)_  8
    x(4_2_7_7)  c_u_processors(2_7_2)_  8
    x(4_2_7_7)  c_u_area_cut(2)_  224
    x(4_2_7_8)  goodput   0.046209386281588445
    x(4_2_7_8)  c_e_one_path(4_2_7)_  1
    x(4_2_7_8)  c_e_flow(4_2_1)_  1
    x(4_2_7_8)  c_u_processors(2_7_1)_  8
    x(4_2_7_8)  c_u_area_cut(2)_  128
    x(4_2_7_10)  goodput   0.13862815884476534
    x(4_2_7_10)  c_e_one_path(4_2_7)_  1
    x(4_2_7_10)  c_e_flow(4_2_2)_  1
    x(4_2_7_10)  c_u_processors(2_7_0)_  8
    x(4_2_7_10)  c_u_processors(2_7_1)_  8
    x(4_2_7_10)  c_u_processors(2_7_2)_  8
    x(4_2_7_10)  c_u_area_cut(2)_  384
    x(4_2_7_11)  goodput   0.103971119133574
    x(4_2_7_11)  c_e_one_path(4_2_7)_  1
    x(4_2_7_11)  c_e_flow(4_2_2)_  1
    x(4_2_7_11)  c_u_processors(2_7_0)_  8
    x(4_2_7_11)  c_u_processors(2_7_1)_  8
    x(4_2_7_11)  c_u_area_cut(2)_  288
    x(4_2_7_13)  goodput   0.080866425992779781
    x(4_2_7_13)  c_e_one_path(4_2_7)_  1
    x(4_2_7_13)  c_e_flow(4_2_2)_  1
    x(4_2_7_13)  c_u_processors(2_7_1)_  8
    x(4_2_7_13)  c_u_processors(2_7_2)_  8
    x(4_2_7_13)  c_u_area_cut(2)_  224
    x(4_2_7_14)  goodput   0.046209386281588445
    x(4_2_7_14)  c_e_one_path(4_2_7)_  1
    x(4_2_7_14)  c_e_flow(4_2_2)_  1
    x(4_2_7_14)  c_u_processors(2_7_1)_  8
    x(4_2_7_14)  c_u_area_cut(2)_  128
    x(4_2_8_1)  goodput   0.17328519855595667
    x(4_2_8_1)  c_e_one_path(4_2_8)_  1
    x(4_2_8_1)  c_e_flow(4_2_0)_  1
    x(4_2_8_1)  c_u_processors(2_8_0)_  8
    x(4_2_8_1)  c_u_processors(2_8_1)_  8
    x(4_2_8_1)  c_u_processors(2_8_2)_  8
    x(4_2_8_1)  c_u_area_cut(2)_  480
    x(4_2_8_2)  goodput   0.13862815884476534
    x(4_2_8_2)  c_e_one_path(4_2_8)_  1
    x(4_2_8_2)  c_e_flow(4_2_0)_  1
    x(4_2_8_2)  c_u_processors(2_8_0)_  8
    x(4_2_8_2)  c_u_processors(2_8_1)_  8
    x(4_2_8_2)  c_u_area_cut(2)_  384
    x(4_2_8_3)  goodput   0.034657039711191336
    x(4_2_8_3)  c_e_one_path(4_2_8)_  1
    x(4_2_8_3)  c_e_flow(4_2_0)_  1
    x(4_2_8_3)  c_u_processors(2_8_0)_  8
    x(4_2_8_3)  c_u_area_cut(2)_  96
    x(4_2_8_4)  goodput   0.17328519855595667
    x(4_2_8_4)  c_e_one_path(4_2_8)_  1
    x(4_2_8_4)  c_e_flow(4_2_1)_  1
    x(4_2_8_4)  c_u_processors(2_8_0)_  8
    x(4_2_8_4)  c_u_processors(2_8_1)_  8
    x(4_2_8_4)  c_u_processors(2_8_2)_  8
    x(4_2_8_4)  c_u_area_cut(2)_  480
    x(4_2_8_5)  goodput   0.13862815884476534
    x(4_2_8_5)  c_e_one_path(4_2_8)_  1
    x(4_2_8_5)  c_e_flow(4_2_1)_  1
    x(4_2_8_5)  c_u_processors(2_8_0)_  8
    x(4_2_8_5)  c_u_processors(2_8_1)_  8
    x(4_2_8_5)  c_u_area_cut(2)_  384
    x(4_2_8_6)  goodput   0.034657039711191336
    x(4_2_8_6)  c_e_one_path(4_2_8)_  1
    x(4_2_8_6)  c_e_flow(4_2_1)_  1
    x(4_2_8_6)  c_u_processors(2_8_0)_  8
    x(4_2_8_6)  c_u_area_cut(2)_  96
    x(4_2_8_7)  goodput   0.069314079422382671
    x(4_2_8_7)  c_e_one_path(4_2_8)_  1
    x(4_2_8_7)  c_e_flow(4_2_1)_  1
    x(4_2_8_7)  c_u_processors(2_8_1)_  8
    x(4_2_8_7)  c_u_processors(2_8_2)_  8
    x(4_2_8_7)  c_u_area_cut(2)_  192
    x(4_2_8_8)  goodput   0.034657039711191336
    x(4_2_8_8)  c_e_one_path(4_2_8)_  1
    x(4_2_8_8)  c_e_flow(4_2_1)_  1
    x(4_2_8_8)  c_u_processors(2_8_1)_  8
    x(4_2_8_8)  c_u_area_cut(2)_  96
    x(4_2_8_10)  goodput   0.13862815884476534
    x(4_2_8_10)  c_e_one_path(4_2_8)_  1
    x(4_2_8_10)  c_e_flow(4_2_2)_  1
    x(4_2_8_10)  c_u_processors(2_8_0)_  8
    x(4_2_8_10)  c_u_processors(2_8_1)_  8
    x(4_2_8_10)  c_u_processors(2_8_2)_  8
    x(4_2_8_10)  c_u_area_cut(2)_  384
    x(4_2_8_11)  goodput   0.103971119133574
    x(4_2_8_11)  c_e_one_path(4_2_8)_  1
    x(4_2_8_11)  c_e_flow(4_2_2)_  1
    x(4_2_8_11)  c_u_processors(2_8_0)_  8
    x(4_2_8_11)  c_u_processors(2_8_1)_  8
    x(4_2_8_11)  c_u_area_cut(2)_  288
    x(4_2_8_13)  goodput   0.069314079422382671
    x(4_2_8_13)  c_e_one_path(4_2_8)_  1
    x(4_2_8_13)  c_e_flow(4_2_2)_  1
    x(4_2_8_13)  c_u_processors(2_8_1)_  8
    x(4_2_8_13)  c_u_processors(2_8_2)_  8
    x(4_2_8_13)  c_u_area_cut(2)_  192
    x(4_2_8_14)  goodput   0.034657039711191336
    x(4_2_8_14)  c_e_one_path(4_2_8)_  1
    x(4_2_8_14)  c_e_flow(4_2_2)_  1
    x(4_2_8_14)  c_u_processors(2_8_1)_  8
    x(4_2_8_14)  c_u_area_cut(2)_  96
    x(4_2_9_1)  goodput   0.17328519855595667
    x(4_2_9_1)  c_e_one_path(4_2_9)_  1
    x(4_2_9_1)  c_e_flow(4_2_0)_  1
    x(4_2_9_1)  c_u_processors(2_9_0)_  8
    x(4_2_9_1)  c_u_processors(2_9_1)_  8
    x(4_2_9_1)  c_u_processors(2_9_2)_  8
    x(4_2_9_1)  c_u_area_cut(2)_  480
    x(4_2_9_2)  goodput   0.13862815884476534
    x(4_2_9_2)  c_e_one_path(4_2_9)_  1
    x(4_2_9_2)  c_e_flow(4_2_0)_  1
    x(4_2_9_2)  c_u_processors(2_9_0)_  8
    x(4_2_9_2)  c_u_processors(2_9_1)_  8
    x(4_2_9_2)  c_u_area_cut(2)_  384
    x(4_2_9_3)  goodput   0.069314079422382671
    x(4_2_9_3)  c_e_one_path(4_2_9)_  1
    x(4_2_9_3)  c_e_flow(4_2_0)_  1
    x(4_2_9_3)  c_u_processors(2_9_0)_  8
    x(4_2_9_3)  c_u_area_cut(2)_  192
    x(4_2_9_4)  goodput   0.17328519855595667
    x(4_2_9_4)  c_e_one_path(4_2_9)_  1
    x(4_2_9_4)  c_e_flow(4_2_1)_  1
    x(4_2_9_4)  c_u_processors(2_9_0)_  8
    x(4_2_9_4)  c_u_processors(2_9_1)_  8
    x(4_2_9_4)  c_u_processors(2_9_2)_  8
    x(4_2_9_4)  c_u_area_cut(2)_  480
    x(4_2_9_5)  goodput   0.13862815884476534
    x(4_2_9_5)  c_e_one_path(4_2_9)_  1
    x(4_2_9_5)  c_e_flow(4_2_1)_  1
    x(4_2_9_5)  c_u_processors(2_9_0)_  8
    x(4_2_9_5)  c_u_processors(2_9_1)_  8
    x(4_2_9_5)  c_u_area_cut(2)_  384
    x(4_2_9_6)  goodput   0.069314079422382671
    x(4_2_9_6)  c_e_one_path(4_2_9)_  1
    x(4_2_9_6)  c_e_flow(4_2_1)_  1
    x(4_2_9_6)  c_u_processors(2_9_0)_  8
    x(4_2_9_6)  c_u_area_cut(2)_  192
    x(4_2_9_7)  goodput   0.034657039711191336
    x(4_2_9_7)  c_e_one_path(4_2_9)_  1
    x(4_2_9_7)  c_e_flow(4_2_1)_  1
    x(4_2_9_7)  c_u_processors(2_9_1)_  8
    x(4_2_9_7)  c_u_processors(2_9_2)_  8
    x(4_2_9_7)  c_u_area_cut(2)_  96
    x(4_2_9_10)  goodput   0.13862815884476534
    x(4_2_9_10)  c_e_one_path(4_2_9)_  1
    x(4_2_9_10)  c_e_flow(4_2_2)_  1
    x(4_2_9_10)  c_u_processors(2_9_0)_  8
    x(4_2_9_10)  c_u_processors(2_9_1)_  8
    x(4_2_9_10)  c_u_processors(2_9_2)_  8
    x(4_2_9_10)  c_u_area_cut(2)_  384
    x(4_2_9_11)  goodput   0.103971119133574
    x(4_2_9_11)  c_e_one_path(4_2_9)_  1
    x(4_2_9_11)  c_e_flow(4_2_2)_  1
    x(4_2_9_11)  c_u_processors(2_9_0)_  8
    x(4_2_9_11)  c_u_processors(2_9_1)_  8
    x(4_2_9_11)  c_u_area_cut(2)_  288
    x(4_2_9_12)  goodput   0.034657039711191336
    x(4_2_9_12)  c_e_one_path(4_2_9)_  1
    x(4_2_9_12)  c_e_flow(4_2_2)_  1
    x(4_2_9_12)  c_u_processors(2_9_0)_  8
    x(4_2_9_12)  c_u_area_cut(2)_  96
    x(4_2_9_13)  goodput   0.034657039711191336
    x(4_2_9_13)  c_e_one_path(4_2_9)_  1
    x(4_2_9_13)  c_e_flow(4_2_2)_  1
    x(4_2_9_13)  c_u_processors(2_9_1)_  8
    x(4_2_9_13)  c_u_processors(2_9_2)_  8
    x(4_2_9_13)  c_u_area_cut(2)_  96
    x(4_2_10_1)  goodput   0.17328519855595667
    x(4_2_10_1)  c_e_one_path(4_2_10)_  1
    x(4_2_10_1)  c_e_flow(4_2_0)_  1
    x(4_2_10_1)  c_u_processors(2_10_0)_  8
    x(4_2_10_1)  c_u_processors(2_10_1)_  8
    x(4_2_10_1)  c_u_processors(2_10_2)_  8
    x(4_2_10_1)  c_u_area_cut(2)_  480
    x(4_2_10_2)  goodput   0.13862815884476534
    x(4_2_10_2)  c_e_one_path(4_2_10)_  1
    x(4_2_10_2)  c_e_flow(4_2_0)_  1
    x(4_2_10_2)  c_u_processors(2_10_0)_  8
    x(4_2_10_2)  c_u_processors(2_10_1)_  8
    x(4_2_10_2)  c_u_area_cut(2)_  384
    x(4_2_10_3)  goodput   0.080866425992779781
    x(4_2_10_3)  c_e_one_path(4_2_10)_  1
    x(4_2_10_3)  c_e_flow(4_2_0)_  1
    x(4_2_10_3)  c_u_processors(2_10_0)_  8
    x(4_2_10_3)  c_u_area_cut(2)_  224
    x(4_2_10_4)  goodput   0.17328519855595667
    x(4_2_10_4)  c_e_one_path(4_2_10)_  1
    x(4_2_10_4)  c_e_flow(4_2_1)_  1
    x(4_2_10_4)  c_u_processors(2_10_0)_  8
    x(4_2_10_4)  c_u_processors(2_10_1)_  8
    x(4_2_10_4)  c_u_processors(2_10_2)_  8
    x(4_2_10_4)  c_u_area_cut(2)_  480
    x(4_2_10_5)  goodput   0.13862815884476534
    x(4_2_10_5)  c_e_one_path(4_2_10)_  1
    x(4_2_10_5)  c_e_flow(4_2_1)_  1
    x(4_2_10_5)  c_u_processors(2_10_0)_  8
    x(4_2_10_5)  c_u_processors(2_10_1)_  8
    x(4_2_10_5)  c_u_area_cut(2)_  384
    x(4_2_10_6)  goodput   0.080866425992779781
    x(4_2_10_6)  c_e_one_path(4_2_10)_  1
    x(4_2_10_6)  c_e_flow(4_2_1)_  1
    x(4_2_10_6)  c_u_processors(2_10_0)_  8
    x(4_2_10_6)  c_u_area_cut(2)_  224
    x(4_2_10_7)  goodput   0.023104693140794223
    x(4_2_10_7)  c_e_one_path(4_2_10)_  1
    x(4_2_10_7)  c_e_flow(4_2_1)_  1
    x(4_2_10_7)  c_u_processors(2_10_1)_  8
    x(4_2_10_7)  c_u_processors(2_10_2)_  8
    x(4_2_10_7)  c_u_area_cut(2)_  64
    x(4_2_10_10)  goodput   0.13862815884476534
    x(4_2_10_10)  c_e_one_path(4_2_10)_  1
    x(4_2_10_10)  c_e_flow(4_2_2)_  1
    x(4_2_10_10)  c_u_processors(2_10_0)_  8
    x(4_2_10_10)  c_u_processors(2_10_1)_  8
    x(4_2_10_10)  c_u_processors(2_10_2)_  8
    x(4_2_10_10)  c_u_area_cut(2)_  384
    x(4_2_10_11)  goodput   0.103971119133574
    x(4_2_10_11)  c_e_one_path(4_2_10)_  1
    x(4_2_10_11)  c_e_flow(4_2_2)_  1
    x(4_2_10_11)  c_u_processors(2_10_0)_  8
    x(4_2_10_11)  c_u_processors(2_10_1)_  8
    x(4_2_10_11)  c_u_area_cut(2)_  288
    x(4_2_10_12)  goodput   0.046209386281588445
    x(4_2_10_12)  c_e_one_path(4_2_10)_  1
    x(4_2_10_12)  c_e_flow(4_2_2)_  1
    x(4_2_10_12)  c_u_processors(2_10_0)_  8
    x(4_2_10_12)  c_u_area_cut(2)_  128
    x(4_2_10_13)  goodput   0.023104693140794223
    x(4_2_10_13)  c_e_one_path(4_2_10)_  1
    x(4_2_10_13)  c_e_flow(4_2_2)_  1
    x(4_2_10_13)  c_u_processors(2_10_1)_  8
    x(4_2_10_13)  c_u_processors(2_10_2)_  8
    x(4_2_10_13)  c_u_area_cut(2)_  64
    x(4_2_11_1)  goodput   0.17328519855595667
    x(4_2_11_1)  c_e_one_path(4_2_11)_  1
    x(4_2_11_1)  c_e_flow(4_2_0)_  1
    x(4_2_11_1)  c_u_processors(2_11_0)_  8
    x(4_2_11_1)  c_u_processors(2_11_1)_  8
    x(4_2_11_1)  c_u_processors(2_11_2)_  8
    x(4_2_11_1)  c_u_area_cut(2)_  480
    x(4_2_11_2)  goodput   0.13862815884476534
    x(4_2_11_2)  c_e_one_path(4_2_11)_  1
    x(4_2_11_2)  c_e_flow(4_2_0)_  1
    x(4_2_11_2)  c_u_processors(2_11_0)_  8
    x(4_2_11_2)  c_u_processors(2_11_1)_  8
    x(4_2_11_2)  c_u_area_cut(2)_  384
    x(4_2_11_3)  goodput   0.09241877256317689
    x(4_2_11_3)  c_e_one_path(4_2_11)_  1
    x(4_2_11_3)  c_e_flow(4_2_0)_  1
    x(4_2_11_3)  c_u_processors(2_11_0)_  8
    x(4_2_11_3)  c_u_area_cut(2)_  256
    x(4_2_11_4)  goodput   0.17328519855595667
    x(4_2_11_4)  c_e_one_path(4_2_11)_  1
    x(4_2_11_4)  c_e_flow(4_2_1)_  1
    x(4_2_11_4)  c_u_processors(2_11_0)_  8
    x(4_2_11_4)  c_u_processors(2_11_1)_  8
    x(4_2_11_4)  c_u_processors(2_11_2)_  8
    x(4_2_11_4)  c_u_area_cut(2)_  480
    x(4_2_11_5)  goodput   0.13862815884476534
    x(4_2_11_5)  c_e_one_path(4_2_11)_  1
    x(4_2_11_5)  c_e_flow(4_2_1)_  1
    x(4_2_11_5)  c_u_processors(2_11_0)_  8
    x(4_2_11_5)  c_u_processors(2_11_1)_  8
    x(4_2_11_5)  c_u_area_cut(2)_  384
    x(4_2_11_6)  goodput   0.09241877256317689
    x(4_2_11_6)  c_e_one_path(4_2_11)_  1
    x(4_2_11_6)  c_e_flow(4_2_1)_  1
    x(4_2_11_6)  c_u_processors(2_11_0)_  8
    x(4_2_11_6)  c_u_area_cut(2)_  256
    x(4_2_11_7)  goodput   0.011552346570397111
    x(4_2_11_7)  c_e_one_path(4_2_11)_  1
    x(4_2_11_7)  c_e_flow(4_2_1)_  1
    x(4_2_11_7)  c_u_processors(2_11_1)_  8
    x(4_2_11_7)  c_u_processors(2_11_2)_  8
    x(4_2_11_7)  c_u_area_cut(2)_  32
    x(4_2_11_10)  goodput   0.13862815884476534
    x(4_2_11_10)  c_e_one_path(4_2_11)_  1
    x(4_2_11_10)  c_e_flow(4_2_2)_  1
    x(4_2_11_10)  c_u_processors(2_11_0)_  8
    x(4_2_11_10)  c_u_processors(2_11_1)_  8
    x(4_2_11_10)  c_u_processors(2_11_2)_  8
    x(4_2_11_10)  c_u_area_cut(2)_  384
    x(4_2_11_11)  goodput   0.103971119133574
    x(4_2_11_11)  c_e_one_path(4_2_11)_  1
    x(4_2_11_11)  c_e_flow(4_2_2)_  1
    x(4_2_11_11)  c_u_processors(2_11_0)_  8
    x(4_2_11_11)  c_u_processors(2_11_1)_  8
    x(4_2_11_11)  c_u_area_cut(2)_  288
    x(4_2_11_12)  goodput   0.057761732851985555
    x(4_2_11_12)  c_e_one_path(4_2_11)_  1
    x(4_2_11_12)  c_e_flow(4_2_2)_  1
    x(4_2_11_12)  c_u_processors(2_11_0)_  8
    x(4_2_11_12)  c_u_area_cut(2)_  160
    x(4_2_11_13)  goodput   0.011552346570397111
    x(4_2_11_13)  c_e_one_path(4_2_11)_  1
    x(4_2_11_13)  c_e_flow(4_2_2)_  1
    x(4_2_11_13)  c_u_processors(2_11_1)_  8
    x(4_2_11_13)  c_u_processors(2_11_2)_  8
    x(4_2_11_13)  c_u_area_cut(2)_  32
    x(4_2_12_1)  goodput   0.17328519855595667
    x(4_2_12_1)  c_e_one_path(4_2_12)_  1
    x(4_2_12_1)  c_e_flow(4_2_0)_  1
    x(4_2_12_1)  c_u_processors(2_12_0)_  8
    x(4_2_12_1)  c_u_processors(2_12_1)_  8
    x(4_2_12_1)  c_u_processors(2_12_2)_  8
    x(4_2_12_1)  c_u_area_cut(2)_  480
    x(4_2_12_2)  goodput   0.13862815884476534
    x(4_2_12_2)  c_e_one_path(4_2_12)_  1
    x(4_2_12_2)  c_e_flow(4_2_0)_  1
    x(4_2_12_2)  c_u_processors(2_12_0)_  8
    x(4_2_12_2)  c_u_processors(2_12_1)_  8
    x(4_2_12_2)  c_u_area_cut(2)_  384
    x(4_2_12_3)  goodput   0.103971119133574
    x(4_2_12_3)  c_e_one_path(4_2_12)_  1
    x(4_2_12_3)  c_e_flow(4_2_0)_  1
    x(4_2_12_3)  c_u_processors(2_12_0)_  8
    x(4_2_12_3)  c_u_area_cut(2)_  288
    x(4_2_12_4)  goodput   0.17328519855595667
    x(4_2_12_4)  c_e_one_path(4_2_12)_  1
    x(4_2_12_4)  c_e_flow(4_2_1)_  1
    x(4_2_12_4)  c_u_processors(2_12_0)_  8
    x(4_2_12_4)  c_u_processors(2_12_1)_  8
    x(4_2_12_4)  c_u_processors(2_12_2)_  8
    x(4_2_12_4)  c_u_area_cut(2)_  480
    x(4_2_12_5)  goodput   0.13862815884476534
    x(4_2_12_5)  c_e_one_path(4_2_12)_  1
    x(4_2_12_5)  c_e_flow(4_2_1)_  1
    x(4_2_12_5)  c_u_processors(2_12_0)_  8
    x(4_2_12_5)  c_u_processors(2_12_1)_  8
    x(4_2_12_5)  c_u_area_cut(2)_  384
    x(4_2_12_6)  goodput   0.103971119133574
    x(4_2_12_6)  c_e_one_path(4_2_12)_  1
    x(4_2_12_6)  c_e_flow(4_2_1)_  1
    x(4_2_12_6)  c_u_processors(2_12_0)_  8
    x(4_2_12_6)  c_u_area_cut(2)_  288
    x(4_2_12_10)  goodput   0.13862815884476534
    x(4_2_12_10)  c_e_one_path(4_2_12)_  1
    x(4_2_12_10)  c_e_flow(4_2_2)_  1
    x(4_2_12_10)  c_u_processors(2_12_0)_  8
    x(4_2_12_10)  c_u_processors(2_12_1)_  8
    x(4_2_12_10)  c_u_processors(2_12_2)_  8
    x(4_2_12_10)  c_u_area_cut(2)_  384
    x(4_2_12_11)  goodput   0.103971119133574
    x(4_2_12_11)  c_e_one_path(4_2_12)_  1
    x(4_2_12_11)  c_e_flow(4_2_2)_  1
    x(4_2_12_11)  c_u_processors(2_12_0)_  8
    x(4_2_12_11)  c_u_processors(2_12_1)_  8
    x(4_2_12_11)  c_u_area_cut(2)_  288
    x(4_2_12_12)  goodput   0.069314079422382671
    x(4_2_12_12)  c_e_one_path(4_2_12)_  1
    x(4_2_12_12)  c_e_flow(4_2_2)_  1
    x(4_2_12_12)  c_u_processors(2_12_0)_  8
    x(4_2_12_12)  c_u_area_cut(2)_  192
    x(4_2_13_1)  goodput   0.17328519855595667
    x(4_2_13_1)  c_e_one_path(4_2_13)_  1
    x(4_2_13_1)  c_e_flow(4_2_0)_  1
    x(4_2_13_1)  c_u_processors(2_13_0)_  8
    x(4_2_13_1)  c_u_processors(2_13_1)_  8
    x(4_2_13_1)  c_u_processors(2_13_2)_  8
    x(4_2_13_1)  c_u_area_cut(2)_  480
    x(4_2_13_2)  goodput   0.13862815884476534
    x(4_2_13_2)  c_e_one_path(4_2_13)_  1
    x(4_2_13_2)  c_e_flow(4_2_0)_  1
    x(4_2_13_2)  c_u_processors(2_13_0)_  8
    x(4_2_13_2)  c_u_processors(2_13_1)_  8
    x(4_2_13_2)  c_u_area_cut(2)_  384
    x(4_2_13_3)  goodput   0.10974729241877255
    x(4_2_13_3)  c_e_one_path(4_2_13)_  1
    x(4_2_13_3)  c_e_flow(4_2_0)_  1
    x(4_2_13_3)  c_u_processors(2_13_0)_  8
    x(4_2_13_3)  c_u_area_cut(2)_  304
    x(4_2_13_4)  goodput   0.17328519855595667
    x(4_2_13_4)  c_e_one_path(4_2_13)_  1
    x(4_2_13_4)  c_e_flow(4_2_1)_  1
    x(4_2_13_4)  c_u_processors(2_13_0)_  8
    x(4_2_13_4)  c_u_processors(2_13_1)_  8
    x(4_2_13_4)  c_u_processors(2_13_2)_  8
    x(4_2_13_4)  c_u_area_cut(2)_  480
    x(4_2_13_5)  goodput   0.13862815884476534
    x(4_2_13_5)  c_e_one_path(4_2_13)_  1
    x(4_2_13_5)  c_e_flow(4_2_1)_  1
    x(4_2_13_5)  c_u_processors(2_13_0)_  8
    x(4_2_13_5)  c_u_processors(2_13_1)_  8
    x(4_2_13_5)  c_u_area_cut(2)_  384
    x(4_2_13_6)  goodput   0.10974729241877255
    x(4_2_13_6)  c_e_one_path(4_2_13)_  1
    x(4_2_13_6)  c_e_flow(4_2_1)_  1
    x(4_2_13_6)  c_u_processors(2_13_0)_  8
    x(4_2_13_6)  c_u_area_cut(2)_  304
    x(4_2_13_10)  goodput   0.13862815884476534
    x(4_2_13_10)  c_e_one_path(4_2_13)_  1
    x(4_2_13_10)  c_e_flow(4_2_2)_  1
    x(4_2_13_10)  c_u_processors(2_13_0)_  8
    x(4_2_13_10)  c_u_processors(2_13_1)_  8
    x(4_2_13_10)  c_u_processors(2_13_2)_  8
    x(4_2_13_10)  c_u_area_cut(2)_  384
    x(4_2_13_11)  goodput   0.103971119133574
    x(4_2_13_11)  c_e_one_path(4_2_13)_  1
    x(4_2_13_11)  c_e_flow(4_2_2)_  1
    x(4_2_13_11)  c_u_processors(2_13_0)_  8
    x(4_2_13_11)  c_u_processors(2_13_1)_  8
    x(4_2_13_11)  c_u_area_cut(2)_  288
    x(4_2_13_12)  goodput   0.075090252707581226
    x(4_2_13_12)  c_e_one_path(4_2_13)_  1
    x(4_2_13_12)  c_e_flow(4_2_2)_  1
    x(4_2_13_12)  c_u_processors(2_13_0)_  8
    x(4_2_13_12)  c_u_area_cut(2)_  208
    x(4_2_14_1)  goodput   0.17328519855595667
    x(4_2_14_1)  c_e_one_path(4_2_14)_  1
    x(4_2_14_1)  c_e_flow(4_2_0)_  1
    x(4_2_14_1)  c_u_processors(2_14_0)_  8
    x(4_2_14_1)  c_u_processors(2_14_1)_  8
    x(4_2_14_1)  c_u_processors(2_14_2)_  8
    x(4_2_14_1)  c_u_area_cut(2)_  480
    x(4_2_14_2)  goodput   0.13862815884476534
    x(4_2_14_2)  c_e_one_path(4_2_14)_  1
    x(4_2_14_2)  c_e_flow(4_2_0)_  1
    x(4_2_14_2)  c_u_processors(2_14_0)_  8
    x(4_2_14_2)  c_u_processors(2_14_1)_  8
    x(4_2_14_2)  c_u_area_cut(2)_  384
    x(4_2_14_3)  goodput   0.11552346570397111
    x(4_2_14_3)  c_e_one_path(4_2_14)_  1
    x(4_2_14_3)  c_e_flow(4_2_0)_  1
    x(4_2_14_3)  c_u_processors(2_14_0)_  8
    x(4_2_14_3)  c_u_area_cut(2)_  320
    x(4_2_14_4)  goodput   0.17328519855595667
    x(4_2_14_4)  c_e_one_path(4_2_14)_  1
    x(4_2_14_4)  c_e_flow(4_2_1)_  1
    x(4_2_14_4)  c_u_processors(2_14_0)_  8
    x(4_2_14_4)  c_u_processors(2_14_1)_  8
    x(4_2_14_4)  c_u_processors(2_14_2)_  8
    x(4_2_14_4)  c_u_area_cut(2)_  480
    x(4_2_14_5)  goodput   0.13862815884476534
    x(4_2_14_5)  c_e_one_path(4_2_14)_  1
    x(4_2_14_5)  c_e_flow(4_2_1)_  1
    x(4_2_14_5)  c_u_processors(2_14_0)_  8
    x(4_2_14_5)  c_u_processors(2_14_1)_  8
    x(4_2_14_5)  c_u_area_cut(2)_  384
    x(4_2_14_6)  goodput   0.11552346570397111
    x(4_2_14_6)  c_e_one_path(4_2_14)_  1
    x(4_2_14_6)  c_e_flow(4_2_1)_  1
    x(4_2_14_6)  c_u_processors(2_14_0)_  8
    x(4_2_14_6)  c_u_area_cut(2)_  320
    x(4_2_14_10)  goodput   0.13862815884476534
    x(4_2_14_10)  c_e_one_path(4_2_14)_  1
    x(4_2_14_10)  c_e_flow(4_2_2)_  1
    x(4_2_14_10)  c_u_processors(2_14_0)_  8
    x(4_2_14_10)  c_u_processors(2_14_1)_  8
    x(4_2_14_10)  c_u_processors(2_14_2)_  8
    x(4_2_14_10)  c_u_area_cut(2)_  384
    x(4_2_14_11)  goodput   0.103971119133574
    x(4_2_14_11)  c_e_one_path(4_2_14)_  1
    x(4_2_14_11)  c_e_flow(4_2_2)_  1
    x(4_2_14_11)  c_u_processors(2_14_0)_  8
    x(4_2_14_11)  c_u_processors(2_14_1)_  8
    x(4_2_14_11)  c_u_area_cut(2)_  288
    x(4_2_14_12)  goodput   0.080866425992779781
    x(4_2_14_12)  c_e_one_path(4_2_14)_  1
    x(4_2_14_12)  c_e_flow(4_2_2)_  1
    x(4_2_14_12)  c_u_processors(2_14_0)_  8
    x(4_2_14_12)  c_u_area_cut(2)_  224
    x(4_2_15_1)  goodput   0.17328519855595667
    x(4_2_15_1)  c_e_one_path(4_2_15)_  1
    x(4_2_15_1)  c_e_flow(4_2_0)_  1
    x(4_2_15_1)  c_u_processors(2_15_0)_  8
    x(4_2_15_1)  c_u_processors(2_15_1)_  8
    x(4_2_15_1)  c_u_processors(2_15_2)_  8
    x(4_2_15_1)  c_u_area_cut(2)_  480
    x(4_2_15_2)  goodput   0.13862815884476534
    x(4_2_15_2)  c_e_one_path(4_2_15)_  1
    x(4_2_15_2)  c_e_flow(4_2_0)_  1
    x(4_2_15_2)  c_u_processors(2_15_0)_  8
    x(4_2_15_2)  c_u_processors(2_15_1)_  8
    x(4_2_15_2)  c_u_area_cut(2)_  384
    x(4_2_15_3)  goodput   0.12129963898916966
    x(4_2_15_3)  c_e_one_path(4_2_15)_  1
    x(4_2_15_3)  c_e_flow(4_2_0)_  1
    x(4_2_15_3)  c_u_processors(2_15_0)_  8
    x(4_2_15_3)  c_u_area_cut(2)_  336
    x(4_2_15_4)  goodput   0.17328519855595667
    x(4_2_15_4)  c_e_one_path(4_2_15)_  1
    x(4_2_15_4)  c_e_flow(4_2_1)_  1
    x(4_2_15_4)  c_u_processors(2_15_0)_  8
    x(4_2_15_4)  c_u_processors(2_15_1)_  8
    x(4_2_15_4)  c_u_processors(2_15_2)_  8
    x(4_2_15_4)  c_u_area_cut(2)_  480
    x(4_2_15_5)  goodput   0.13862815884476534
    x(4_2_15_5)  c_e_one_path(4_2_15)_  1
    x(4_2_15_5)  c_e_flow(4_2_1)_  1
    x(4_2_15_5)  c_u_processors(2_15_0)_  8
    x(4_2_15_5)  c_u_processors(2_15_1)_  8
    x(4_2_15_5)  c_u_area_cut(2)_  384
    x(4_2_15_6)  goodput   0.12129963898916966
    x(4_2_15_6)  c_e_one_path(4_2_15)_  1
    x(4_2_15_6)  c_e_flow(4_2_1)_  1
    x(4_2_15_6)  c_u_processors(2_15_0)_  8
    x(4_2_15_6)  c_u_area_cut(2)_  336
    x(4_2_15_10)  goodput   0.13862815884476534
    x(4_2_15_10)  c_e_one_path(4_2_15)_  1
    x(4_2_15_10)  c_e_flow(4_2_2)_  1
    x(4_2_15_10)  c_u_processors(2_15_0)_  8
    x(4_2_15_10)  c_u_processors(2_15_1)_  8
    x(4_2_15_10)  c_u_processors(2_15_2)_  8
    x(4_2_15_10)  c_u_area_cut(2)_  384
    x(4_2_15_11)  goodput   0.103971119133574
    x(4_2_15_11)  c_e_one_path(4_2_15)_  1
    x(4_2_15_11)  c_e_flow(4_2_2)_  1
    x(4_2_15_11)  c_u_processors(2_15_0)_  8
    x(4_2_15_11)  c_u_processors(2_15_1)_  8
    x(4_2_15_11)  c_u_area_cut(2)_  288
    x(4_2_15_12)  goodput   0.086642599277978335
    x(4_2_15_12)  c_e_one_path(4_2_15)_  1
    x(4_2_15_12)  c_e_flow(4_2_2)_  1
    x(4_2_15_12)  c_u_processors(2_15_0)_  8
    x(4_2_15_12)  c_u_area_cut(2)_  240
    x(4_2_16_1)  goodput   0.17328519855595667
    x(4_2_16_1)  c_e_one_path(4_2_16)_  1
    x(4_2_16_1)  c_e_flow(4_2_0)_  1
    x(4_2_16_1)  c_u_processors(2_16_0)_  8
    x(4_2_16_1)  c_u_processors(2_16_1)_  8
    x(4_2_16_1)  c_u_processors(2_16_2)_  8
    x(4_2_16_1)  c_u_area_cut(2)_  480
    x(4_2_16_2)  goodput   0.13862815884476534
    x(4_2_16_2)  c_e_one_path(4_2_16)_  1
    x(4_2_16_2)  c_e_flow(4_2_0)_  1
    x(4_2_16_2)  c_u_processors(2_16_0)_  8
    x(4_2_16_2)  c_u_processors(2_16_1)_  8
    x(4_2_16_2)  c_u_area_cut(2)_  384
    x(4_2_16_3)  goodput   0.12418772563176894
    x(4_2_16_3)  c_e_one_path(4_2_16)_  1
    x(4_2_16_3)  c_e_flow(4_2_0)_  1
    x(4_2_16_3)  c_u_processors(2_16_0)_  8
    x(4_2_16_3)  c_u_area_cut(2)_  344
    x(4_2_16_4)  goodput   0.17328519855595667
    x(4_2_16_4)  c_e_one_path(4_2_16)_  1
    x(4_2_16_4)  c_e_flow(4_2_1)_  1
    x(4_2_16_4)  c_u_processors(2_16_0)_  8
    x(4_2_16_4)  c_u_processors(2_16_1)_  8
    x(4_2_16_4)  c_u_processors(2_16_2)_  8
    x(4_2_16_4)  c_u_area_cut(2)_  480
    x(4_2_16_5)  goodput   0.13862815884476534
    x(4_2_16_5)  c_e_one_path(4_2_16)_  1
    x(4_2_16_5)  c_e_flow(4_2_1)_  1
    x(4_2_16_5)  c_u_processors(2_16_0)_  8
    x(4_2_16_5)  c_u_processors(2_16_1)_  8
    x(4_2_16_5)  c_u_area_cut(2)_  384
    x(4_2_16_6)  goodput   0.12418772563176894
    x(4_2_16_6)  c_e_one_path(4_2_16)_  1
    x(4_2_16_6)  c_e_flow(4_2_1)_  1
    x(4_2_16_6)  c_u_processors(2_16_0)_  8
    x(4_2_16_6)  c_u_area_cut(2)_  344
    x(4_2_16_10)  goodput   0.13862815884476534
    x(4_2_16_10)  c_e_one_path(4_2_16)_  1
    x(4_2_16_10)  c_e_flow(4_2_2)_  1
    x(4_2_16_10)  c_u_processors(2_16_0)_  8
    x(4_2_16_10)  c_u_processors(2_16_1)_  8
    x(4_2_16_10)  c_u_processors(2_16_2)_  8
    x(4_2_16_10)  c_u_area_cut(2)_  384
    x(4_2_16_11)  goodput   0.103971119133574
    x(4_2_16_11)  c_e_one_path(4_2_16)_  1
    x(4_2_16_11)  c_e_flow(4_2_2)_  1
    x(4_2_16_11)  c_u_processors(2_16_0)_  8
    x(4_2_16_11)  c_u_processors(2_16_1)_  8
    x(4_2_16_11)  c_u_area_cut(2)_  288
    x(4_2_16_12)  goodput   0.089530685920577613
    x(4_2_16_12)  c_e_one_path(4_2_16)_  1
    x(4_2_16_12)  c_e_flow(4_2_2)_  1
    x(4_2_16_12)  c_u_processors(2_16_0)_  8
    x(4_2_16_12)  c_u_area_cut(2)_  248
    x(4_2_17_1)  goodput   0.17328519855595667
    x(4_2_17_1)  c_e_one_path(4_2_17)_  1
    x(4_2_17_1)  c_e_flow(4_2_0)_  1
    x(4_2_17_1)  c_u_processors(2_17_0)_  8
    x(4_2_17_1)  c_u_processors(2_17_1)_  8
    x(4_2_17_1)  c_u_processors(2_17_2)_  8
    x(4_2_17_1)  c_u_area_cut(2)_  480
    x(4_2_17_2)  goodput   0.13862815884476534
    x(4_2_17_2)  c_e_one_path(4_2_17)_  1
    x(4_2_17_2)  c_e_flow(4_2_0)_  1
    x(4_2_17_2)  c_u_processors(2_17_0)_  8
    x(4_2_17_2)  c_u_processors(2_17_1)_  8
    x(4_2_17_2)  c_u_area_cut(2)_  384
    x(4_2_17_3)  goodput   0.13862815884476534
    x(4_2_17_3)  c_e_one_path(4_2_17)_  1
    x(4_2_17_3)  c_e_flow(4_2_0)_  1
    x(4_2_17_3)  c_u_processors(2_17_0)_  8
    x(4_2_17_3)  c_u_area_cut(2)_  384
    x(4_2_17_4)  goodput   0.17328519855595667
    x(4_2_17_4)  c_e_one_path(4_2_17)_  1
    x(4_2_17_4)  c_e_flow(4_2_1)_  1
    x(4_2_17_4)  c_u_processors(2_17_0)_  8
    x(4_2_17_4)  c_u_processors(2_17_1)_  8
    x(4_2_17_4)  c_u_processors(2_17_2)_  8
    x(4_2_17_4)  c_u_area_cut(2)_  480
    x(4_2_17_5)  goodput   0.13862815884476534
    x(4_2_17_5)  c_e_one_path(4_2_17)_  1
    x(4_2_17_5)  c_e_flow(4_2_1)_  1
    x(4_2_17_5)  c_u_processors(2_17_0)_  8
    x(4_2_17_5)  c_u_processors(2_17_1)_  8
    x(4_2_17_5)  c_u_area_cut(2)_  384
    x(4_2_17_6)  goodput   0.13862815884476534
    x(4_2_17_6)  c_e_one_path(4_2_17)_  1
    x(4_2_17_6)  c_e_flow(4_2_1)_  1
    x(4_2_17_6)  c_u_processors(2_17_0)_  8
    x(4_2_17_6)  c_u_area_cut(2)_  384
    x(4_2_17_10)  goodput   0.13862815884476534
    x(4_2_17_10)  c_e_one_path(4_2_17)_  1
    x(4_2_17_10)  c_e_flow(4_2_2)_  1
    x(4_2_17_10)  c_u_processors(2_17_0)_  8
    x(4_2_17_10)  c_u_processors(2_17_1)_  8
    x(4_2_17_10)  c_u_processors(2_17_2)_  8
    x(4_2_17_10)  c_u_area_cut(2)_  384
    x(4_2_17_11)  goodput   0.103971119133574
    x(4_2_17_11)  c_e_one_path(4_2_17)_  1
    x(4_2_17_11)  c_e_flow(4_2_2)_  1
    x(4_2_17_11)  c_u_processors(2_17_0)_  8
    x(4_2_17_11)  c_u_processors(2_17_1)_  8
    x(4_2_17_11)  c_u_area_cut(2)_  288
    x(4_2_17_12)  goodput   0.103971119133574
    x(4_2_17_12)  c_e_one_path(4_2_17)_  1
    x(4_2_17_12)  c_e_flow(4_2_2)_  1
    x(4_2_17_12)  c_u_processors(2_17_0)_  8
    x(4_2_17_12)  c_u_area_cut(2)_  288
    cnf(0_0)  c_e_one_cnf(0)_  1
    cnf(0_0)  c_e_one_path(0_0_0)_  -1
    cnf(0_0)  c_e_one_path(1_0_0)_  -1
    cnf(0_0)  c_e_one_path(2_0_0)_  -1
    cnf(0_0)  c_e_one_path(3_0_0)_  -1
    cnf(0_0)  c_e_one_path(4_0_0)_  -1
    cnf(0_0)  c_u_processors(0_0_0)_  -19
    cnf(0_0)  c_u_processors(0_0_1)_  -19
    cnf(0_0)  c_u_processors(0_0_2)_  -13
    cnf(0_1)  c_e_one_cnf(0)_  1
    cnf(0_1)  c_e_one_path(0_0_1)_  -1
    cnf(0_1)  c_e_one_path(1_0_1)_  -1
    cnf(0_1)  c_e_one_path(2_0_1)_  -1
    cnf(0_1)  c_e_one_path(3_0_1)_  -1
    cnf(0_1)  c_e_one_path(4_0_1)_  -1
    cnf(0_1)  c_u_processors(0_1_0)_  -19
    cnf(0_1)  c_u_processors(0_1_1)_  -19
    cnf(0_1)  c_u_processors(0_1_2)_  -13
    cnf(0_2)  c_e_one_cnf(0)_  1
    cnf(0_2)  c_e_one_path(0_0_2)_  -1
    cnf(0_2)  c_e_one_path(1_0_2)_  -1
    cnf(0_2)  c_e_one_path(2_0_2)_  -1
    cnf(0_2)  c_e_one_path(3_0_2)_  -1
    cnf(0_2)  c_e_one_path(4_0_2)_  -1
    cnf(0_2)  c_u_processors(0_2_0)_  -19
    cnf(0_2)  c_u_processors(0_2_1)_  -19
    cnf(0_2)  c_u_processors(0_2_2)_  -13
    cnf(0_3)  c_e_one_cnf(0)_  1
    cnf(0_3)  c_e_one_path(0_0_3)_  -1
    cnf(0_3)  c_e_one_path(1_0_3)_  -1
    cnf(0_3)  c_e_one_path(2_0_3)_  -1
    cnf(0_3)  c_e_one_path(3_0_3)_  -1
    cnf(0_3)  c_e_one_path(4_0_3)_  -1
    cnf(0_3)  c_u_processors(0_3_0)_  -19
    cnf(0_3)  c_u_processors(0_3_1)_  -19
    cnf(0_3)  c_u_processors(0_3_2)_  -13
    cnf(0_4)  c_e_one_cnf(0)_  1
    cnf(0_4)  c_e_one_path(0_0_4)_  -1
    cnf(0_4)  c_e_one_path(1_0_4)_  -1
    cnf(0_4)  c_e_one_path(2_0_4)_  -1
    cnf(0_4)  c_e_one_path(3_0_4)_  -1
    cnf(0_4)  c_e_one_path(4_0_4)_  -1
    cnf(0_4)  c_u_processors(0_4_0)_  -19
    cnf(0_4)  c_u_processors(0_4_1)_  -19
    cnf(0_4)  c_u_processors(0_4_2)_  -13
    cnf(0_5)  c_e_one_cnf(0)_  1
    cnf(0_5)  c_e_one_path(0_0_5)_  -1
    cnf(0_5)  c_e_one_path(1_0_5)_  -1
    cnf(0_5)  c_e_one_path(2_0_5)_  -1
    cnf(0_5)  c_e_one_path(3_0_5)_  -1
    cnf(0_5)  c_e_one_path(4_0_5)_  -1
    cnf(0_5)  c_u_processors(0_5_0)_  -19
    cnf(0_5)  c_u_processors(0_5_1)_  -19
    cnf(0_5)  c_u_processors(0_5_2)_  -13
    cnf(0_6)  c_e_one_cnf(0)_  1
    cnf(0_6)  c_e_one_path(0_0_6)_  -1
    cnf(0_6)  c_e_one_path(1_0_6)_  -1
    cnf(0_6)  c_e_one_path(2_0_6)_  -1
    cnf(0_6)  c_e_one_path(3_0_6)_  -1
    cnf(0_6)  c_e_one_path(4_0_6)_  -1
    cnf(0_6)  c_u_processors(0_6_0)_  -19
    cnf(0_6)  c_u_processors(0_6_1)_  -19
    cnf(0_6)  c_u_processors(0_6_2)_  -13
    cnf(0_7)  c_e_one_cnf(0)_  1
    cnf(0_7)  c_e_one_path(0_0_7)_  -1
    cnf(0_7)  c_e_one_path(1_0_7)_  -1
    cnf(0_7)  c_e_one_path(2_0_7)_  -1
    cnf(0_7)  c_e_one_path(3_0_7)_  -1
    cnf(0_7)  c_e_one_path(4_0_7)_  -1
    cnf(0_7)  c_u_processors(0_7_0)_  -19
    cnf(0_7)  c_u_processors(0_7_1)_  -19
    cnf(0_7)  c_u_processors(0_7_2)_  -13
    cnf(0_8)  c_e_one_cnf(0)_  1
    cnf(0_8)  c_e_one_path(0_0_8)_  -1
    cnf(0_8)  c_e_one_path(1_0_8)_  -1
    cnf(0_8)  c_e_one_path(2_0_8)_  -1
    cnf(0_8)  c_e_one_path(3_0_8)_  -1
    cnf(0_8)  c_e_one_path(4_0_8)_  -1
    cnf(0_8)  c_u_processors(0_8_0)_  -19
    cnf(0_8)  c_u_processors(0_8_1)_  -19
    cnf(0_8)  c_u_processors(0_8_2)_  -13
    cnf(0_9)  c_e_one_cnf(0)_  1
    cnf(0_9)  c_e_one_path(0_0_9)_  -1
    cnf(0_9)  c_e_one_path(1_0_9)_  -1
    cnf(0_9)  c_e_one_path(2_0_9)_  -1
    cnf(0_9)  c_e_one_path(3_0_9)_  -1
    cnf(0_9)  c_e_one_path(4_0_9)_  -1
    cnf(0_9)  c_u_processors(0_9_0)_  -19
    cnf(0_9)  c_u_processors(0_9_1)_  -19
    cnf(0_9)  c_u_processors(0_9_2)_  -13
    cnf(0_10)  c_e_one_cnf(0)_  1
    cnf(0_10)  c_e_one_path(0_0_10)_  -1
    cnf(0_10)  c_e_one_path(1_0_10)_  -1
    cnf(0_10)  c_e_one_path(2_0_10)_  -1
    cnf(0_10)  c_e_one_path(3_0_10)_  -1
    cnf(0_10)  c_e_one_path(4_0_10)_  -1
    cnf(0_10)  c_u_processors(0_10_0)_  -19
    cnf(0_10)  c_u_processors(0_10_1)_  -19
    cnf(0_10)  c_u_processors(0_10_2)_  -13
    cnf(0_11)  c_e_one_cnf(0)_  1
    cnf(0_11)  c_e_one_path(0_0_11)_  -1
    cnf(0_11)  c_e_one_path(1_0_11)_  -1
    cnf(0_11)  c_e_one_path(2_0_11)_  -1
    cnf(0_11)  c_e_one_path(3_0_11)_  -1
    cnf(0_11)  c_e_one_path(4_0_11)_  -1
    cnf(0_11)  c_u_processors(0_11_0)_  -19
    cnf(0_11)  c_u_processors(0_11_1)_  -19
    cnf(0_11)  c_u_processors(0_11_2)_  -13
    cnf(0_12)  c_e_one_cnf(0)_  1
    cnf(0_12)  c_e_one_path(0_0_12)_  -1
    cnf(0_12)  c_e_one_path(1_0_12)_  -1
    cnf(0_12)  c_e_one_path(2_0_12)_  -1
    cnf(0_12)  c_e_one_path(3_0_12)_  -1
    cnf(0_12)  c_e_one_path(4_0_12)_  -1
    cnf(0_12)  c_u_processors(0_12_0)_  -19
    cnf(0_12)  c_u_processors(0_12_1)_  -19
    cnf(0_12)  c_u_processors(0_12_2)_  -13
    cnf(0_13)  c_e_one_cnf(0)_  1
    cnf(0_13)  c_e_one_path(0_0_13)_  -1
    cnf(0_13)  c_e_one_path(1_0_13)_  -1
    cnf(0_13)  c_e_one_path(2_0_13)_  -1
    cnf(0_13)  c_e_one_path(3_0_13)_  -1
    cnf(0_13)  c_e_one_path(4_0_13)_  -1
    cnf(0_13)  c_u_processors(0_13_0)_  -19
    cnf(0_13)  c_u_processors(0_13_1)_  -19
    cnf(0_13)  c_u_processors(0_13_2)_  -13
    cnf(0_14)  c_e_one_cnf(0)_  1
    cnf(0_14)  c_e_one_path(0_0_14)_  -1
    cnf(0_14)  c_e_one_path(1_0_14)_  -1
    cnf(0_14)  c_e_one_path(2_0_14)_  -1
    cnf(0_14)  c_e_one_path(3_0_14)_  -1
    cnf(0_14)  c_e_one_path(4_0_14)_  -1
    cnf(0_14)  c_u_processors(0_14_0)_  -19
    cnf(0_14)  c_u_processors(0_14_1)_  -19
    cnf(0_14)  c_u_processors(0_14_2)_  -13
    cnf(1_0)  c_e_one_cnf(1)_  1
    cnf(1_0)  c_e_one_path(0_1_0)_  -1
    cnf(1_0)  c_e_one_path(1_1_0)_  -1
    cnf(1_0)  c_e_one_path(2_1_0)_  -1
    cnf(1_0)  c_e_one_path(3_1_0)_  -1
    cnf(1_0)  c_e_one_path(4_1_0)_  -1
    cnf(1_0)  c_u_processors(1_0_0)_  -15
    cnf(1_0)  c_u_processors(1_0_1)_  -15
    cnf(1_0)  c_u_processors(1_0_2)_  -9
    cnf(1_1)  c_e_one_cnf(1)_  1
    cnf(1_1)  c_e_one_path(0_1_1)_  -1
    cnf(1_1)  c_e_one_path(1_1_1)_  -1
    cnf(1_1)  c_e_one_path(2_1_1)_  -1
    cnf(1_1)  c_e_one_path(3_1_1)_  -1
    cnf(1_1)  c_e_one_path(4_1_1)_  -1
    cnf(1_1)  c_u_processors(1_1_0)_  -15
    cnf(1_1)  c_u_processors(1_1_1)_  -15
    cnf(1_1)  c_u_processors(1_1_2)_  -9
    cnf(1_2)  c_e_one_cnf(1)_  1
    cnf(1_2)  c_e_one_path(0_1_2)_  -1
    cnf(1_2)  c_e_one_path(1_1_2)_  -1
    cnf(1_2)  c_e_one_path(2_1_2)_  -1
    cnf(1_2)  c_e_one_path(3_1_2)_  -1
    cnf(1_2)  c_e_one_path(4_1_2)_  -1
    cnf(1_2)  c_u_processors(1_2_0)_  -15
    cnf(1_2)  c_u_processors(1_2_1)_  -15
    cnf(1_2)  c_u_processors(1_2_2)_  -9
    cnf(1_3)  c_e_one_cnf(1)_  1
    cnf(1_3)  c_e_one_path(0_1_3)_  -1
    cnf(1_3)  c_e_one_path(1_1_3)_  -1
    cnf(1_3)  c_e_one_path(2_1_3)_  -1
    cnf(1_3)  c_e_one_path(3_1_3)_  -1
    cnf(1_3)  c_e_one_path(4_1_3)_  -1
    cnf(1_3)  c_u_processors(1_3_0)_  -15
    cnf(1_3)  c_u_processors(1_3_1)_  -15
    cnf(1_3)  c_u_processors(1_3_2)_  -9
    cnf(1_4)  c_e_one_cnf(1)_  1
    cnf(1_4)  c_e_one_path(0_1_4)_  -1
    cnf(1_4)  c_e_one_path(1_1_4)_  -1
    cnf(1_4)  c_e_one_path(2_1_4)_  -1
    cnf(1_4)  c_e_one_path(3_1_4)_  -1
    cnf(1_4)  c_e_one_path(4_1_4)_  -1
    cnf(1_4)  c_u_processors(1_4_0)_  -15
    cnf(1_4)  c_u_processors(1_4_1)_  -15
    cnf(1_4)  c_u_processors(1_4_2)_  -9
    cnf(1_5)  c_e_one_cnf(1)_  1
    cnf(1_5)  c_e_one_path(0_1_5)_  -1
    cnf(1_5)  c_e_one_path(1_1_5)_  -1
    cnf(1_5)  c_e_one_path(2_1_5)_  -1
    cnf(1_5)  c_e_one_path(3_1_5)_  -1
    cnf(1_5)  c_e_one_path(4_1_5)_  -1
    cnf(1_5)  c_u_processors(1_5_0)_  -15
    cnf(1_5)  c_u_processors(1_5_1)_  -15
    cnf(1_5)  c_u_processors(1_5_2)_  -9
    cnf(1_6)  c_e_one_cnf(1)_  1
    cnf(1_6)  c_e_one_path(0_1_6)_  -1
    cnf(1_6)  c_e_one_path(1_1_6)_  -1
    cnf(1_6)  c_e_one_path(2_1_6)_  -1
    cnf(1_6)  c_e_one_path(3_1_6)_  -1
    cnf(1_6)  c_e_one_path(4_1_6)_  -1
    cnf(1_6)  c_u_processors(1_6_0)_  -15
    cnf(1_6)  c_u_processors(1_6_1)_  -15
    cnf(1_6)  c_u_processors(1_6_2)_  -9
    cnf(1_7)  c_e_one_cnf(1)_  1
    cnf(1_7)  c_e_one_path(0_1_7)_  -1
    cnf(1_7)  c_e_one_path(1_1_7)_  -1
    cnf(1_7)  c_e_one_path(2_1_7)_  -1
    cnf(1_7)  c_e_one_path(3_1_7)_  -1
    cnf(1_7)  c_e_one_path(4_1_7)_  -1
    cnf(1_7)  c_u_processors(1_7_0)_  -15
    cnf(1_7)  c_u_processors(1_7_1)_  -15
    cnf(1_7)  c_u_processors(1_7_2)_  -9
    cnf(1_8)  c_e_one_cnf(1)_  1
    cnf(1_8)  c_e_one_path(0_1_8)_  -1
    cnf(1_8)  c_e_one_path(1_1_8)_  -1
    cnf(1_8)  c_e_one_path(2_1_8)_  -1
    cnf(1_8)  c_e_one_path(3_1_8)_  -1
    cnf(1_8)  c_e_one_path(4_1_8)_  -1
    cnf(1_8)  c_u_processors(1_8_0)_  -15
    cnf(1_8)  c_u_processors(1_8_1)_  -15
    cnf(1_8)  c_u_processors(1_8_2)_  -9
    cnf(1_9)  c_e_one_cnf(1)_  1
    cnf(1_9)  c_e_one_path(0_1_9)_  -1
    cnf(1_9)  c_e_one_path(1_1_9)_  -1
    cnf(1_9)  c_e_one_path(2_1_9)_  -1
    cnf(1_9)  c_e_one_path(3_1_9)_  -1
    cnf(1_9)  c_e_one_path(4_1_9)_  -1
    cnf(1_9)  c_u_processors(1_9_0)_  -15
    cnf(1_9)  c_u_processors(1_9_1)_  -15
    cnf(1_9)  c_u_processors(1_9_2)_  -9
    cnf(1_10)  c_e_one_cnf(1)_  1
    cnf(1_10)  c_e_one_path(0_1_10)_  -1
    cnf(1_10)  c_e_one_path(1_1_10)_  -1
    cnf(1_10)  c_e_one_path(2_1_10)_  -1
    cnf(1_10)  c_e_one_path(3_1_10)_  -1
    cnf(1_10)  c_e_one_path(4_1_10)_  -1
    cnf(1_10)  c_u_processors(1_10_0)_  -15
    cnf(1_10)  c_u_processors(1_10_1)_  -15
    cnf(1_10)  c_u_processors(1_10_2)_  -9
    cnf(1_11)  c_e_one_cnf(1)_  1
    cnf(1_11)  c_e_one_path(0_1_11)_  -1
    cnf(1_11)  c_e_one_path(1_1_11)_  -1
    cnf(1_11)  c_e_one_path(2_1_11)_  -1
    cnf(1_11)  c_e_one_path(3_1_11)_  -1
    cnf(1_11)  c_e_one_path(4_1_11)_  -1
    cnf(1_11)  c_u_processors(1_11_0)_  -15
    cnf(1_11)  c_u_processors(1_11_1)_  -15
    cnf(1_11)  c_u_processors(1_11_2)_  -9
    cnf(1_12)  c_e_one_cnf(1)_  1
    cnf(1_12)  c_e_one_path(0_1_12)_  -1
    cnf(1_12)  c_e_one_path(1_1_12)_  -1
    cnf(1_12)  c_e_one_path(2_1_12)_  -1
    cnf(1_12)  c_e_one_path(3_1_12)_  -1
    cnf(1_12)  c_e_one_path(4_1_12)_  -1
    cnf(1_12)  c_u_processors(1_12_0)_  -15
    cnf(1_12)  c_u_processors(1_12_1)_  -15
    cnf(1_12)  c_u_processors(1_12_2)_  -9
    cnf(1_13)  c_e_one_cnf(1)_  1
    cnf(1_13)  c_e_one_path(0_1_13)_  -1
    cnf(1_13)  c_e_one_path(1_1_13)_  -1
    cnf(1_13)  c_e_one_path(2_1_13)_  -1
    cnf(1_13)  c_e_one_path(3_1_13)_  -1
    cnf(1_13)  c_e_one_path(4_1_13)_  -1
    cnf(1_13)  c_u_processors(1_13_0)_  -15
    cnf(1_13)  c_u_processors(1_13_1)_  -15
    cnf(1_13)  c_u_processors(1_13_2)_  -9
    cnf(1_14)  c_e_one_cnf(1)_  1
    cnf(1_14)  c_e_one_path(0_1_14)_  -1
    cnf(1_14)  c_e_one_path(1_1_14)_  -1
    cnf(1_14)  c_e_one_path(2_1_14)_  -1
    cnf(1_14)  c_e_one_path(3_1_14)_  -1
    cnf(1_14)  c_e_one_path(4_1_14)_  -1
    cnf(1_14)  c_u_processors(1_14_0)_  -15
    cnf(1_14)  c_u_processors(1_14_1)_  -15
    cnf(1_14)  c_u_processors(1_14_2)_  -9
    cnf(1_15)  c_e_one_cnf(1)_  1
    cnf(1_15)  c_e_one_path(0_1_15)_  -1
    cnf(1_15)  c_e_one_path(1_1_15)_  -1
    cnf(1_15)  c_e_one_path(2_1_15)_  -1
    cnf(1_15)  c_e_one_path(3_1_15)_  -1
    cnf(1_15)  c_e_one_path(4_1_15)_  -1
    cnf(1_15)  c_u_processors(1_15_0)_  -15
    cnf(1_15)  c_u_processors(1_15_1)_  -15
    cnf(1_15)  c_u_processors(1_15_2)_  -9
    cnf(1_16)  c_e_one_cnf(1)_  1
    cnf(1_16)  c_e_one_path(0_1_16)_  -1
    cnf(1_16)  c_e_one_path(1_1_16)_  -1
    cnf(1_16)  c_e_one_path(2_1_16)_  -1
    cnf(1_16)  c_e_one_path(3_1_16)_  -1
    cnf(1_16)  c_e_one_path(4_1_16)_  -1
    cnf(1_16)  c_u_processors(1_16_0)_  -15
    cnf(1_16)  c_u_processors(1_16_1)_  -15
    cnf(1_16)  c_u_processors(1_16_2)_  -9
    cnf(1_17)  c_e_one_cnf(1)_  1
    cnf(1_17)  c_e_one_path(0_1_17)_  -1
    cnf(1_17)  c_e_one_path(1_1_17)_  -1
    cnf(1_17)  c_e_one_path(2_1_17)_  -1
    cnf(1_17)  c_e_one_path(3_1_17)_  -1
    cnf(1_17)  c_e_one_path(4_1_17)_  -1
    cnf(1_17)  c_u_processors(1_17_0)_  -15
    cnf(1_17)  c_u_processors(1_17_1)_  -15
    cnf(1_17)  c_u_processors(1_17_2)_  -9
    cnf(2_0)  c_e_one_cnf(2)_  1
    cnf(2_0)  c_e_one_path(0_2_0)_  -1
    cnf(2_0)  c_e_one_path(1_2_0)_  -1
    cnf(2_0)  c_e_one_path(2_2_0)_  -1
    cnf(2_0)  c_e_one_path(3_2_0)_  -1
    cnf(2_0)  c_e_one_path(4_2_0)_  -1
    cnf(2_0)  c_u_processors(2_0_0)_  -21
    cnf(2_0)  c_u_processors(2_0_1)_  -21
    cnf(2_0)  c_u_processors(2_0_2)_  -15
    cnf(2_1)  c_e_one_cnf(2)_  1
    cnf(2_1)  c_e_one_path(0_2_1)_  -1
    cnf(2_1)  c_e_one_path(1_2_1)_  -1
    cnf(2_1)  c_e_one_path(2_2_1)_  -1
    cnf(2_1)  c_e_one_path(3_2_1)_  -1
    cnf(2_1)  c_e_one_path(4_2_1)_  -1
    cnf(2_1)  c_u_processors(2_1_0)_  -21
    cnf(2_1)  c_u_processors(2_1_1)_  -21
    cnf(2_1)  c_u_processors(2_1_2)_  -15
    cnf(2_2)  c_e_one_cnf(2)_  1
    cnf(2_2)  c_e_one_path(0_2_2)_  -1
    cnf(2_2)  c_e_one_path(1_2_2)_  -1
    cnf(2_2)  c_e_one_path(2_2_2)_  -1
    cnf(2_2)  c_e_one_path(3_2_2)_  -1
    cnf(2_2)  c_e_one_path(4_2_2)_  -1
    cnf(2_2)  c_u_processors(2_2_0)_  -21
    cnf(2_2)  c_u_processors(2_2_1)_  -21
    cnf(2_2)  c_u_processors(2_2_2)_  -15
    cnf(2_3)  c_e_one_cnf(2)_  1
    cnf(2_3)  c_e_one_path(0_2_3)_  -1
    cnf(2_3)  c_e_one_path(1_2_3)_  -1
    cnf(2_3)  c_e_one_path(2_2_3)_  -1
    cnf(2_3)  c_e_one_path(3_2_3)_  -1
    cnf(2_3)  c_e_one_path(4_2_3)_  -1
    cnf(2_3)  c_u_processors(2_3_0)_  -21
    cnf(2_3)  c_u_processors(2_3_1)_  -21
    cnf(2_3)  c_u_processors(2_3_2)_  -15
    cnf(2_4)  c_e_one_cnf(2)_  1
    cnf(2_4)  c_e_one_path(0_2_4)_  -1
    cnf(2_4)  c_e_one_path(1_2_4)_  -1
    cnf(2_4)  c_e_one_path(2_2_4)_  -1
    cnf(2_4)  c_e_one_path(3_2_4)_  -1
    cnf(2_4)  c_e_one_path(4_2_4)_  -1
    cnf(2_4)  c_u_processors(2_4_0)_  -21
    cnf(2_4)  c_u_processors(2_4_1)_  -21
    cnf(2_4)  c_u_processors(2_4_2)_  -15
    cnf(2_5)  c_e_one_cnf(2)_  1
    cnf(2_5)  c_e_one_path(0_2_5)_  -1
    cnf(2_5)  c_e_one_path(1_2_5)_  -1
    cnf(2_5)  c_e_one_path(2_2_5)_  -1
    cnf(2_5)  c_e_one_path(3_2_5)_  -1
    cnf(2_5)  c_e_one_path(4_2_5)_  -1
    cnf(2_5)  c_u_processors(2_5_0)_  -21
    cnf(2_5)  c_u_processors(2_5_1)_  -21
    cnf(2_5)  c_u_processors(2_5_2)_  -15
    cnf(2_6)  c_e_one_cnf(2)_  1
    cnf(2_6)  c_e_one_path(0_2_6)_  -1
    cnf(2_6)  c_e_one_path(1_2_6)_  -1
    cnf(2_6)  c_e_one_path(2_2_6)_  -1
    cnf(2_6)  c_e_one_path(3_2_6)_  -1
    cnf(2_6)  c_e_one_path(4_2_6)_  -1
    cnf(2_6)  c_u_processors(2_6_0)_  -21
    cnf(2_6)  c_u_processors(2_6_1)_  -21
    cnf(2_6)  c_u_processors(2_6_2)_  -15
    cnf(2_7)  c_e_one_cnf(2)_  1
    cnf(2_7)  c_e_one_path(0_2_7)_  -1
    cnf(2_7)  c_e_one_path(1_2_7)_  -1
    cnf(2_7)  c_e_one_path(2_2_7)_  -1
    cnf(2_7)  c_e_one_path(3_2_7)_  -1
    cnf(2_7)  c_e_one_path(4_2_7)_  -1
    cnf(2_7)  c_u_processors(2_7_0)_  -21
    cnf(2_7)  c_u_processors(2_7_1)_  -21
    cnf(2_7)  c_u_processors(2_7_2)_  -15
    cnf(2_8)  c_e_one_cnf(2)_  1
    cnf(2_8)  c_e_one_path(0_2_8)_  -1
    cnf(2_8)  c_e_one_path(1_2_8)_  -1
    cnf(2_8)  c_e_one_path(2_2_8)_  -1
    cnf(2_8)  c_e_one_path(3_2_8)_  -1
    cnf(2_8)  c_e_one_path(4_2_8)_  -1
    cnf(2_8)  c_u_processors(2_8_0)_  -21
    cnf(2_8)  c_u_processors(2_8_1)_  -21
    cnf(2_8)  c_u_processors(2_8_2)_  -15
    cnf(2_9)  c_e_one_cnf(2)_  1
    cnf(2_9)  c_e_one_path(0_2_9)_  -1
    cnf(2_9)  c_e_one_path(1_2_9)_  -1
    cnf(2_9)  c_e_one_path(2_2_9)_  -1
    cnf(2_9)  c_e_one_path(3_2_9)_  -1
    cnf(2_9)  c_e_one_path(4_2_9)_  -1
    cnf(2_9)  c_u_processors(2_9_0)_  -21
    cnf(2_9)  c_u_processors(2_9_1)_  -21
    cnf(2_9)  c_u_processors(2_9_2)_  -15
    cnf(2_10)  c_e_one_cnf(2)_  1
    cnf(2_10)  c_e_one_path(0_2_10)_  -1
    cnf(2_10)  c_e_one_path(1_2_10)_  -1
    cnf(2_10)  c_e_one_path(2_2_10)_  -1
    cnf(2_10)  c_e_one_path(3_2_10)_  -1
    cnf(2_10)  c_e_one_path(4_2_10)_  -1
    cnf(2_10)  c_u_processors(2_10_0)_  -21
    cnf(2_10)  c_u_processors(2_10_1)_  -21
    cnf(2_10)  c_u_processors(2_10_2)_  -15
    cnf(2_11)  c_e_one_cnf(2)_  1
    cnf(2_11)  c_e_one_path(0_2_11)_  -1
    cnf(2_11)  c_e_one_path(1_2_11)_  -1
    cnf(2_11)  c_e_one_path(2_2_11)_  -1
    cnf(2_11)  c_e_one_path(3_2_11)_  -1
    cnf(2_11)  c_e_one_path(4_2_11)_  -1
    cnf(2_11)  c_u_processors(2_11_0)_  -21
    cnf(2_11)  c_u_processors(2_11_1)_  -21
    cnf(2_11)  c_u_processors(2_11_2)_  -15
    cnf(2_12)  c_e_one_cnf(2)_  1
    cnf(2_12)  c_e_one_path(0_2_12)_  -1
    cnf(2_12)  c_e_one_path(1_2_12)_  -1
    cnf(2_12)  c_e_one_path(2_2_12)_  -1
    cnf(2_12)  c_e_one_path(3_2_12)_  -1
    cnf(2_12)  c_e_one_path(4_2_12)_  -1
    cnf(2_12)  c_u_processors(2_12_0)_  -21
    cnf(2_12)  c_u_processors(2_12_1)_  -21
    cnf(2_12)  c_u_processors(2_12_2)_  -15
    cnf(2_13)  c_e_one_cnf(2)_  1
    cnf(2_13)  c_e_one_path(0_2_13)_  -1
    cnf(2_13)  c_e_one_path(1_2_13)_  -1
    cnf(2_13)  c_e_one_path(2_2_13)_  -1
    cnf(2_13)  c_e_one_path(3_2_13)_  -1
    cnf(2_13)  c_e_one_path(4_2_13)_  -1
    cnf(2_13)  c_u_processors(2_13_0)_  -21
    cnf(2_13)  c_u_processors(2_13_1)_  -21
    cnf(2_13)  c_u_processors(2_13_2)_  -15
    cnf(2_14)  c_e_one_cnf(2)_  1
    cnf(2_14)  c_e_one_path(0_2_14)_  -1
    cnf(2_14)  c_e_one_path(1_2_14)_  -1
    cnf(2_14)  c_e_one_path(2_2_14)_  -1
    cnf(2_14)  c_e_one_path(3_2_14)_  -1
    cnf(2_14)  c_e_one_path(4_2_14)_  -1
    cnf(2_14)  c_u_processors(2_14_0)_  -21
    cnf(2_14)  c_u_processors(2_14_1)_  -21
    cnf(2_14)  c_u_processors(2_14_2)_  -15
    cnf(2_15)  c_e_one_cnf(2)_  1
    cnf(2_15)  c_e_one_path(0_2_15)_  -1
    cnf(2_15)  c_e_one_path(1_2_15)_  -1
    cnf(2_15)  c_e_one_path(2_2_15)_  -1
    cnf(2_15)  c_e_one_path(3_2_15)_  -1
    cnf(2_15)  c_e_one_path(4_2_15)_  -1
    cnf(2_15)  c_u_processors(2_15_0)_  -21
    cnf(2_15)  c_u_processors(2_15_1)_  -21
    cnf(2_15)  c_u_processors(2_15_2)_  -15
    cnf(2_16)  c_e_one_cnf(2)_  1
    cnf(2_16)  c_e_one_path(0_2_16)_  -1
    cnf(2_16)  c_e_one_path(1_2_16)_  -1
    cnf(2_16)  c_e_one_path(2_2_16)_  -1
    cnf(2_16)  c_e_one_path(3_2_16)_  -1
    cnf(2_16)  c_e_one_path(4_2_16)_  -1
    cnf(2_16)  c_u_processors(2_16_0)_  -21
    cnf(2_16)  c_u_processors(2_16_1)_  -21
    cnf(2_16)  c_u_processors(2_16_2)_  -15
    cnf(2_17)  c_e_one_cnf(2)_  1
    cnf(2_17)  c_e_one_path(0_2_17)_  -1
    cnf(2_17)  c_e_one_path(1_2_17)_  -1
    cnf(2_17)  c_e_one_path(2_2_17)_  -1
    cnf(2_17)  c_e_one_path(3_2_17)_  -1
    cnf(2_17)  c_e_one_path(4_2_17)_  -1
    cnf(2_17)  c_u_processors(2_17_0)_  -21
    cnf(2_17)  c_u_processors(2_17_1)_  -21
    cnf(2_17)  c_u_processors(2_17_2)_  -15
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
    x(0_0_4_12)  c_e_one_path(0_0_4)_  1
    x(0_0_4_12)  c_e_flow(0_0_2)_  1
    x(0_0_4_12)  c_e_flow(0_1_2)_  -1
    x(0_0_4_12)  c_u_processors(0_4_0)_  3
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
    x(0_0_9_9)  c_e_one_path(0_0_9)_  1
    x(0_0_9_9)  c_e_flow(0_0_1)_  1
    x(0_0_9_9)  c_e_flow(0_1_2)_  -1
    x(0_0_9_15)  c_e_one_path(0_0_9)_  1
    x(0_0_9_15)  c_e_flow(0_0_2)_  1
    x(0_0_9_15)  c_e_flow(0_1_2)_  -1
    x(0_0_10_8)  c_e_one_path(0_0_10)_  1
    x(0_0_10_8)  c_e_flow(0_0_1)_  1
    x(0_0_10_8)  c_e_flow(0_1_1)_  -1
    x(0_0_10_8)  c_u_processors(0_10_1)_  3
    x(0_0_10_9)  c_e_one_path(0_0_10)_  1
    x(0_0_10_9)  c_e_flow(0_0_1)_  1
    x(0_0_10_9)  c_e_flow(0_1_2)_  -1
    x(0_0_10_14)  c_e_one_path(0_0_10)_  1
    x(0_0_10_14)  c_e_flow(0_0_2)_  1
    x(0_0_10_14)  c_e_flow(0_1_1)_  -1
    x(0_0_10_14)  c_u_processors(0_10_1)_  3
    x(0_0_10_15)  c_e_one_path(0_0_10)_  1
    x(0_0_10_15)  c_e_flow(0_0_2)_  1
    x(0_0_10_15)  c_e_flow(0_1_2)_  -1
    x(0_0_11_9)  c_e_one_path(0_0_11)_  1
    x(0_0_11_9)  c_e_flow(0_0_1)_  1
    x(0_0_11_9)  c_e_flow(0_1_2)_  -1
    x(0_0_11_15)  c_e_one_path(0_0_11)_  1
    x(0_0_11_15)  c_e_flow(0_0_2)_  1
    x(0_0_11_15)  c_e_flow(0_1_2)_  -1
    x(0_0_12_9)  c_e_one_path(0_0_12)_  1
    x(0_0_12_9)  c_e_flow(0_0_1)_  1
    x(0_0_12_9)  c_e_flow(0_1_2)_  -1
    x(0_0_12_15)  c_e_one_path(0_0_12)_  1
    x(0_0_12_15)  c_e_flow(0_0_2)_  1
    x(0_0_12_15)  c_e_flow(0_1_2)_  -1
    x(0_0_13_7)  c_e_one_path(0_0_13)_  1
    x(0_0_13_7)  c_e_flow(0_0_1)_  1
    x(0_0_13_7)  c_e_flow(0_1_0)_  -1
    x(0_0_13_7)  c_u_processors(0_13_1)_  3
    x(0_0_13_7)  c_u_processors(0_13_2)_  3
    x(0_0_13_9)  c_e_one_path(0_0_13)_  1
    x(0_0_13_9)  c_e_flow(0_0_1)_  1
    x(0_0_13_9)  c_e_flow(0_1_2)_  -1
    x(0_0_13_13)  c_e_one_path(0_0_13)_  1
    x(0_0_13_13)  c_e_flow(0_0_2)_  1
    x(0_0_13_13)  c_e_flow(0_1_0)_  -1
    x(0_0_13_13)  c_u_processors(0_13_1)_  3
    x(0_0_13_13)  c_u_processors(0_13_2)_  3
    x(0_0_13_15)  c_e_one_path(0_0_13)_  1
    x(0_0_13_15)  c_e_flow(0_0_2)_  1
    x(0_0_13_15)  c_e_flow(0_1_2)_  -1
    x(0_0_14_9)  c_e_one_path(0_0_14)_  1
    x(0_0_14_9)  c_e_flow(0_0_1)_  1
    x(0_0_14_9)  c_e_flow(0_1_2)_  -1
    x(0_0_14_15)  c_e_one_path(0_0_14)_  1
    x(0_0_14_15)  c_e_flow(0_0_2)_  1
    x(0_0_14_15)  c_e_flow(0_1_2)_  -1
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
    x(0_1_4_12)  c_e_one_path(0_1_4)_  1
    x(0_1_4_12)  c_e_flow(0_1_2)_  1
    x(0_1_4_12)  c_e_flow(0_2_2)_  -1
    x(0_1_4_12)  c_u_processors(1_4_0)_  3
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
    x(0_1_9_9)  c_e_one_path(0_1_9)_  1
    x(0_1_9_9)  c_e_flow(0_1_1)_  1
    x(0_1_9_9)  c_e_flow(0_2_2)_  -1
    x(0_1_9_15)  c_e_one_path(0_1_9)_  1
    x(0_1_9_15)  c_e_flow(0_1_2)_  1
    x(0_1_9_15)  c_e_flow(0_2_2)_  -1
    x(0_1_10_9)  c_e_one_path(0_1_10)_  1
    x(0_1_10_9)  c_e_flow(0_1_1)_  1
    x(0_1_10_9)  c_e_flow(0_2_2)_  -1
    x(0_1_10_15)  c_e_one_path(0_1_10)_  1
    x(0_1_10_15)  c_e_flow(0_1_2)_  1
    x(0_1_10_15)  c_e_flow(0_2_2)_  -1
    x(0_1_11_9)  c_e_one_path(0_1_11)_  1
    x(0_1_11_9)  c_e_flow(0_1_1)_  1
    x(0_1_11_9)  c_e_flow(0_2_2)_  -1
    x(0_1_11_15)  c_e_one_path(0_1_11)_  1
    x(0_1_11_15)  c_e_flow(0_1_2)_  1
    x(0_1_11_15)  c_e_flow(0_2_2)_  -1
    x(0_1_12_9)  c_e_one_path(0_1_12)_  1
    x(0_1_12_9)  c_e_flow(0_1_1)_  1
    x(0_1_12_9)  c_e_flow(0_2_2)_  -1
    x(0_1_12_15)  c_e_one_path(0_1_12)_  1
    x(0_1_12_15)  c_e_flow(0_1_2)_  1
    x(0_1_12_15)  c_e_flow(0_2_2)_  -1
    x(0_1_13_8)  c_e_one_path(0_1_13)_  1
    x(0_1_13_8)  c_e_flow(0_1_1)_  1
    x(0_1_13_8)  c_e_flow(0_2_1)_  -1
    x(0_1_13_8)  c_u_processors(1_13_1)_  3
    x(0_1_13_9)  c_e_one_path(0_1_13)_  1
    x(0_1_13_9)  c_e_flow(0_1_1)_  1
    x(0_1_13_9)  c_e_flow(0_2_2)_  -1
    x(0_1_13_14)  c_e_one_path(0_1_13)_  1
    x(0_1_13_14)  c_e_flow(0_1_2)_  1
    x(0_1_13_14)  c_e_flow(0_2_1)_  -1
    x(0_1_13_14)  c_u_processors(1_13_1)_  3
    x(0_1_13_15)  c_e_one_path(0_1_13)_  1
    x(0_1_13_15)  c_e_flow(0_1_2)_  1
    x(0_1_13_15)  c_e_flow(0_2_2)_  -1
    x(0_1_14_9)  c_e_one_path(0_1_14)_  1
    x(0_1_14_9)  c_e_flow(0_1_1)_  1
    x(0_1_14_9)  c_e_flow(0_2_2)_  -1
    x(0_1_14_15)  c_e_one_path(0_1_14)_  1
    x(0_1_14_15)  c_e_flow(0_1_2)_  1
    x(0_1_14_15)  c_e_flow(0_2_2)_  -1
    x(0_1_15_9)  c_e_one_path(0_1_15)_  1
    x(0_1_15_9)  c_e_flow(0_1_1)_  1
    x(0_1_15_9)  c_e_flow(0_2_2)_  -1
    x(0_1_15_15)  c_e_one_path(0_1_15)_  1
    x(0_1_15_15)  c_e_flow(0_1_2)_  1
    x(0_1_15_15)  c_e_flow(0_2_2)_  -1
    x(0_1_16_7)  c_e_one_path(0_1_16)_  1
    x(0_1_16_7)  c_e_flow(0_1_1)_  1
    x(0_1_16_7)  c_e_flow(0_2_0)_  -1
    x(0_1_16_7)  c_u_processors(1_16_1)_  3
    x(0_1_16_7)  c_u_processors(1_16_2)_  3
    x(0_1_16_9)  c_e_one_path(0_1_16)_  1
    x(0_1_16_9)  c_e_flow(0_1_1)_  1
    x(0_1_16_9)  c_e_flow(0_2_2)_  -1
    x(0_1_16_13)  c_e_one_path(0_1_16)_  1
    x(0_1_16_13)  c_e_flow(0_1_2)_  1
    x(0_1_16_13)  c_e_flow(0_2_0)_  -1
    x(0_1_16_13)  c_u_processors(1_16_1)_  3
    x(0_1_16_13)  c_u_processors(1_16_2)_  3
    x(0_1_16_15)  c_e_one_path(0_1_16)_  1
    x(0_1_16_15)  c_e_flow(0_1_2)_  1
    x(0_1_16_15)  c_e_flow(0_2_2)_  -1
    x(0_1_17_9)  c_e_one_path(0_1_17)_  1
    x(0_1_17_9)  c_e_flow(0_1_1)_  1
    x(0_1_17_9)  c_e_flow(0_2_2)_  -1
    x(0_1_17_15)  c_e_one_path(0_1_17)_  1
    x(0_1_17_15)  c_e_flow(0_1_2)_  1
    x(0_1_17_15)  c_e_flow(0_2_2)_  -1
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
    x(0_2_2_15)  c_e_one_path(0_2_2)_  1
    x(0_2_2_15)  c_e_flow(0_2_2)_  1
    x(0_2_3_9)  c_e_one_path(0_2_3)_  1
    x(0_2_3_9)  c_e_flow(0_2_1)_  1
    x(0_2_3_15)  c_e_one_path(0_2_3)_  1
    x(0_2_3_15)  c_e_flow(0_2_2)_  1
    x(0_2_4_9)  c_e_one_path(0_2_4)_  1
    x(0_2_4_9)  c_e_flow(0_2_1)_  1
    x(0_2_4_12)  c_e_one_path(0_2_4)_  1
    x(0_2_4_12)  c_e_flow(0_2_2)_  1
    x(0_2_4_12)  c_u_processors(2_4_0)_  3
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
    x(0_2_9_9)  c_e_one_path(0_2_9)_  1
    x(0_2_9_9)  c_e_flow(0_2_1)_  1
    x(0_2_9_15)  c_e_one_path(0_2_9)_  1
    x(0_2_9_15)  c_e_flow(0_2_2)_  1
    x(0_2_10_9)  c_e_one_path(0_2_10)_  1
    x(0_2_10_9)  c_e_flow(0_2_1)_  1
    x(0_2_10_15)  c_e_one_path(0_2_10)_  1
    x(0_2_10_15)  c_e_flow(0_2_2)_  1
    x(0_2_11_9)  c_e_one_path(0_2_11)_  1
    x(0_2_11_9)  c_e_flow(0_2_1)_  1
    x(0_2_11_15)  c_e_one_path(0_2_11)_  1
    x(0_2_11_15)  c_e_flow(0_2_2)_  1
    x(0_2_12_9)  c_e_one_path(0_2_12)_  1
    x(0_2_12_9)  c_e_flow(0_2_1)_  1
    x(0_2_12_15)  c_e_one_path(0_2_12)_  1
    x(0_2_12_15)  c_e_flow(0_2_2)_  1
    x(0_2_13_8)  c_e_one_path(0_2_13)_  1
    x(0_2_13_8)  c_e_flow(0_2_1)_  1
    x(0_2_13_8)  c_u_processors(2_13_1)_  3
    x(0_2_13_9)  c_e_one_path(0_2_13)_  1
    x(0_2_13_9)  c_e_flow(0_2_1)_  1
    x(0_2_13_14)  c_e_one_path(0_2_13)_  1
    x(0_2_13_14)  c_e_flow(0_2_2)_  1
    x(0_2_13_14)  c_u_processors(2_13_1)_  3
    x(0_2_13_15)  c_e_one_path(0_2_13)_  1
    x(0_2_13_15)  c_e_flow(0_2_2)_  1
    x(0_2_14_9)  c_e_one_path(0_2_14)_  1
    x(0_2_14_9)  c_e_flow(0_2_1)_  1
    x(0_2_14_15)  c_e_one_path(0_2_14)_  1
    x(0_2_14_15)  c_e_flow(0_2_2)_  1
    x(0_2_15_9)  c_e_one_path(0_2_15)_  1
    x(0_2_15_9)  c_e_flow(0_2_1)_  1
    x(0_2_15_15)  c_e_one_path(0_2_15)_  1
    x(0_2_15_15)  c_e_flow(0_2_2)_  1
    x(0_2_16_7)  c_e_one_path(0_2_16)_  1
    x(0_2_16_7)  c_e_flow(0_2_1)_  1
    x(0_2_16_7)  c_u_processors(2_16_1)_  3
    x(0_2_16_7)  c_u_processors(2_16_2)_  3
    x(0_2_16_9)  c_e_one_path(0_2_16)_  1
    x(0_2_16_9)  c_e_flow(0_2_1)_  1
    x(0_2_16_13)  c_e_one_path(0_2_16)_  1
    x(0_2_16_13)  c_e_flow(0_2_2)_  1
    x(0_2_16_13)  c_u_processors(2_16_1)_  3
    x(0_2_16_13)  c_u_processors(2_16_2)_  3
    x(0_2_16_15)  c_e_one_path(0_2_16)_  1
    x(0_2_16_15)  c_e_flow(0_2_2)_  1
    x(0_2_17_9)  c_e_one_path(0_2_17)_  1
    x(0_2_17_9)  c_e_flow(0_2_1)_  1
    x(0_2_17_15)  c_e_one_path(0_2_17)_  1
    x(0_2_17_15)  c_e_flow(0_2_2)_  1
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
    x(1_0_2_3)  c_u_processors(0_2_0)_  3
    x(1_0_2_6)  c_e_one_path(1_0_2)_  1
    x(1_0_2_6)  c_e_flow(1_0_1)_  1
    x(1_0_2_6)  c_e_flow(1_1_2)_  -1
    x(1_0_2_6)  c_u_processors(0_2_0)_  3
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
    x(1_0_4_15)  c_e_one_path(1_0_4)_  1
    x(1_0_4_15)  c_e_flow(1_0_2)_  1
    x(1_0_4_15)  c_e_flow(1_1_2)_  -1
    x(1_0_5_9)  c_e_one_path(1_0_5)_  1
    x(1_0_5_9)  c_e_flow(1_0_1)_  1
    x(1_0_5_9)  c_e_flow(1_1_2)_  -1
    x(1_0_5_12)  c_e_one_path(1_0_5)_  1
    x(1_0_5_12)  c_e_flow(1_0_2)_  1
    x(1_0_5_12)  c_e_flow(1_1_2)_  -1
    x(1_0_5_12)  c_u_processors(0_5_0)_  3
    x(1_0_5_15)  c_e_one_path(1_0_5)_  1
    x(1_0_5_15)  c_e_flow(1_0_2)_  1
    x(1_0_5_15)  c_e_flow(1_1_2)_  -1
    x(1_0_6_9)  c_e_one_path(1_0_6)_  1
    x(1_0_6_9)  c_e_flow(1_0_1)_  1
    x(1_0_6_9)  c_e_flow(1_1_2)_  -1
    x(1_0_6_15)  c_e_one_path(1_0_6)_  1
    x(1_0_6_15)  c_e_flow(1_0_2)_  1
    x(1_0_6_15)  c_e_flow(1_1_2)_  -1
    x(1_0_7_9)  c_e_one_path(1_0_7)_  1
    x(1_0_7_9)  c_e_flow(1_0_1)_  1
    x(1_0_7_9)  c_e_flow(1_1_2)_  -1
    x(1_0_7_15)  c_e_one_path(1_0_7)_  1
    x(1_0_7_15)  c_e_flow(1_0_2)_  1
    x(1_0_7_15)  c_e_flow(1_1_2)_  -1
    x(1_0_8_9)  c_e_one_path(1_0_8)_  1
    x(1_0_8_9)  c_e_flow(1_0_1)_  1
    x(1_0_8_9)  c_e_flow(1_1_2)_  -1
    x(1_0_8_15)  c_e_one_path(1_0_8)_  1
    x(1_0_8_15)  c_e_flow(1_0_2)_  1
    x(1_0_8_15)  c_e_flow(1_1_2)_  -1
    x(1_0_9_8)  c_e_one_path(1_0_9)_  1
    x(1_0_9_8)  c_e_flow(1_0_1)_  1
    x(1_0_9_8)  c_e_flow(1_1_1)_  -1
    x(1_0_9_8)  c_u_processors(0_9_1)_  3
    x(1_0_9_9)  c_e_one_path(1_0_9)_  1
    x(1_0_9_9)  c_e_flow(1_0_1)_  1
    x(1_0_9_9)  c_e_flow(1_1_2)_  -1
    x(1_0_9_14)  c_e_one_path(1_0_9)_  1
    x(1_0_9_14)  c_e_flow(1_0_2)_  1
    x(1_0_9_14)  c_e_flow(1_1_1)_  -1
    x(1_0_9_14)  c_u_processors(0_9_1)_  3
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
    x(1_0_12_7)  c_e_one_path(1_0_12)_  1
    x(1_0_12_7)  c_e_flow(1_0_1)_  1
    x(1_0_12_7)  c_e_flow(1_1_0)_  -1
    x(1_0_12_7)  c_u_processors(0_12_1)_  3
    x(1_0_12_7)  c_u_processors(0_12_2)_  3
    x(1_0_12_9)  c_e_one_path(1_0_12)_  1
    x(1_0_12_9)  c_e_flow(1_0_1)_  1
    x(1_0_12_9)  c_e_flow(1_1_2)_  -1
    x(1_0_12_13)  c_e_one_path(1_0_12)_  1
    x(1_0_12_13)  c_e_flow(1_0_2)_  1
    x(1_0_12_13)  c_e_flow(1_1_0)_  -1
    x(1_0_12_13)  c_u_processors(0_12_1)_  3
    x(1_0_12_13)  c_u_processors(0_12_2)_  3
    x(1_0_12_15)  c_e_one_path(1_0_12)_  1
    x(1_0_12_15)  c_e_flow(1_0_2)_  1
    x(1_0_12_15)  c_e_flow(1_1_2)_  -1
    x(1_0_13_9)  c_e_one_path(1_0_13)_  1
    x(1_0_13_9)  c_e_flow(1_0_1)_  1
    x(1_0_13_9)  c_e_flow(1_1_2)_  -1
    x(1_0_13_15)  c_e_one_path(1_0_13)_  1
    x(1_0_13_15)  c_e_flow(1_0_2)_  1
    x(1_0_13_15)  c_e_flow(1_1_2)_  -1
    x(1_0_14_9)  c_e_one_path(1_0_14)_  1
    x(1_0_14_9)  c_e_flow(1_0_1)_  1
    x(1_0_14_9)  c_e_flow(1_1_2)_  -1
    x(1_0_14_15)  c_e_one_path(1_0_14)_  1
    x(1_0_14_15)  c_e_flow(1_0_2)_  1
    x(1_0_14_15)  c_e_flow(1_1_2)_  -1
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
    x(1_1_2_3)  c_u_processors(1_2_0)_  3
    x(1_1_2_6)  c_e_one_path(1_1_2)_  1
    x(1_1_2_6)  c_e_flow(1_1_1)_  1
    x(1_1_2_6)  c_e_flow(1_2_2)_  -1
    x(1_1_2_6)  c_u_processors(1_2_0)_  3
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
    x(1_1_4_15)  c_e_one_path(1_1_4)_  1
    x(1_1_4_15)  c_e_flow(1_1_2)_  1
    x(1_1_4_15)  c_e_flow(1_2_2)_  -1
    x(1_1_5_9)  c_e_one_path(1_1_5)_  1
    x(1_1_5_9)  c_e_flow(1_1_1)_  1
    x(1_1_5_9)  c_e_flow(1_2_2)_  -1
    x(1_1_5_12)  c_e_one_path(1_1_5)_  1
    x(1_1_5_12)  c_e_flow(1_1_2)_  1
    x(1_1_5_12)  c_e_flow(1_2_2)_  -1
    x(1_1_5_12)  c_u_processors(1_5_0)_  3
    x(1_1_5_15)  c_e_one_path(1_1_5)_  1
    x(1_1_5_15)  c_e_flow(1_1_2)_  1
    x(1_1_5_15)  c_e_flow(1_2_2)_  -1
    x(1_1_6_9)  c_e_one_path(1_1_6)_  1
    x(1_1_6_9)  c_e_flow(1_1_1)_  1
    x(1_1_6_9)  c_e_flow(1_2_2)_  -1
    x(1_1_6_15)  c_e_one_path(1_1_6)_  1
    x(1_1_6_15)  c_e_flow(1_1_2)_  1
    x(1_1_6_15)  c_e_flow(1_2_2)_  -1
    x(1_1_7_9)  c_e_one_path(1_1_7)_  1
    x(1_1_7_9)  c_e_flow(1_1_1)_  1
    x(1_1_7_9)  c_e_flow(1_2_2)_  -1
    x(1_1_7_15)  c_e_one_path(1_1_7)_  1
    x(1_1_7_15)  c_e_flow(1_1_2)_  1
    x(1_1_7_15)  c_e_flow(1_2_2)_  -1
    x(1_1_8_9)  c_e_one_path(1_1_8)_  1
    x(1_1_8_9)  c_e_flow(1_1_1)_  1
    x(1_1_8_9)  c_e_flow(1_2_2)_  -1
    x(1_1_8_15)  c_e_one_path(1_1_8)_  1
    x(1_1_8_15)  c_e_flow(1_1_2)_  1
    x(1_1_8_15)  c_e_flow(1_2_2)_  -1
    x(1_1_9_9)  c_e_one_path(1_1_9)_  1
    x(1_1_9_9)  c_e_flow(1_1_1)_  1
    x(1_1_9_9)  c_e_flow(1_2_2)_  -1
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
    x(1_1_12_8)  c_e_one_path(1_1_12)_  1
    x(1_1_12_8)  c_e_flow(1_1_1)_  1
    x(1_1_12_8)  c_e_flow(1_2_1)_  -1
    x(1_1_12_8)  c_u_processors(1_12_1)_  3
    x(1_1_12_9)  c_e_one_path(1_1_12)_  1
    x(1_1_12_9)  c_e_flow(1_1_1)_  1
    x(1_1_12_9)  c_e_flow(1_2_2)_  -1
    x(1_1_12_14)  c_e_one_path(1_1_12)_  1
    x(1_1_12_14)  c_e_flow(1_1_2)_  1
    x(1_1_12_14)  c_e_flow(1_2_1)_  -1
    x(1_1_12_14)  c_u_processors(1_12_1)_  3
    x(1_1_12_15)  c_e_one_path(1_1_12)_  1
    x(1_1_12_15)  c_e_flow(1_1_2)_  1
    x(1_1_12_15)  c_e_flow(1_2_2)_  -1
    x(1_1_13_9)  c_e_one_path(1_1_13)_  1
    x(1_1_13_9)  c_e_flow(1_1_1)_  1
    x(1_1_13_9)  c_e_flow(1_2_2)_  -1
    x(1_1_13_15)  c_e_one_path(1_1_13)_  1
    x(1_1_13_15)  c_e_flow(1_1_2)_  1
    x(1_1_13_15)  c_e_flow(1_2_2)_  -1
    x(1_1_14_9)  c_e_one_path(1_1_14)_  1
    x(1_1_14_9)  c_e_flow(1_1_1)_  1
    x(1_1_14_9)  c_e_flow(1_2_2)_  -1
    x(1_1_14_15)  c_e_one_path(1_1_14)_  1
    x(1_1_14_15)  c_e_flow(1_1_2)_  1
    x(1_1_14_15)  c_e_flow(1_2_2)_  -1
    x(1_1_15_7)  c_e_one_path(1_1_15)_  1
    x(1_1_15_7)  c_e_flow(1_1_1)_  1
    x(1_1_15_7)  c_e_flow(1_2_0)_  -1
    x(1_1_15_7)  c_u_processors(1_15_1)_  3
    x(1_1_15_7)  c_u_processors(1_15_2)_  3
    x(1_1_15_9)  c_e_one_path(1_1_15)_  1
    x(1_1_15_9)  c_e_flow(1_1_1)_  1
    x(1_1_15_9)  c_e_flow(1_2_2)_  -1
    x(1_1_15_13)  c_e_one_path(1_1_15)_  1
    x(1_1_15_13)  c_e_flow(1_1_2)_  1
    x(1_1_15_13)  c_e_flow(1_2_0)_  -1
    x(1_1_15_13)  c_u_processors(1_15_1)_  3
    x(1_1_15_13)  c_u_processors(1_15_2)_  3
    x(1_1_15_15)  c_e_one_path(1_1_15)_  1
    x(1_1_15_15)  c_e_flow(1_1_2)_  1
    x(1_1_15_15)  c_e_flow(1_2_2)_  -1
    x(1_1_16_9)  c_e_one_path(1_1_16)_  1
    x(1_1_16_9)  c_e_flow(1_1_1)_  1
    x(1_1_16_9)  c_e_flow(1_2_2)_  -1
    x(1_1_16_15)  c_e_one_path(1_1_16)_  1
    x(1_1_16_15)  c_e_flow(1_1_2)_  1
    x(1_1_16_15)  c_e_flow(1_2_2)_  -1
    x(1_1_17_9)  c_e_one_path(1_1_17)_  1
    x(1_1_17_9)  c_e_flow(1_1_1)_  1
    x(1_1_17_9)  c_e_flow(1_2_2)_  -1
    x(1_1_17_15)  c_e_one_path(1_1_17)_  1
    x(1_1_17_15)  c_e_flow(1_1_2)_  1
    x(1_1_17_15)  c_e_flow(1_2_2)_  -1
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
    x(1_2_2_3)  c_u_processors(2_2_0)_  3
    x(1_2_2_6)  c_e_one_path(1_2_2)_  1
    x(1_2_2_6)  c_e_flow(1_2_1)_  1
    x(1_2_2_6)  c_u_processors(2_2_0)_  3
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
    x(1_2_4_15)  c_e_one_path(1_2_4)_  1
    x(1_2_4_15)  c_e_flow(1_2_2)_  1
    x(1_2_5_9)  c_e_one_path(1_2_5)_  1
    x(1_2_5_9)  c_e_flow(1_2_1)_  1
    x(1_2_5_12)  c_e_one_path(1_2_5)_  1
    x(1_2_5_12)  c_e_flow(1_2_2)_  1
    x(1_2_5_12)  c_u_processors(2_5_0)_  3
    x(1_2_5_15)  c_e_one_path(1_2_5)_  1
    x(1_2_5_15)  c_e_flow(1_2_2)_  1
    x(1_2_6_9)  c_e_one_path(1_2_6)_  1
    x(1_2_6_9)  c_e_flow(1_2_1)_  1
    x(1_2_6_15)  c_e_one_path(1_2_6)_  1
    x(1_2_6_15)  c_e_flow(1_2_2)_  1
    x(1_2_7_9)  c_e_one_path(1_2_7)_  1
    x(1_2_7_9)  c_e_flow(1_2_1)_  1
    x(1_2_7_15)  c_e_one_path(1_2_7)_  1
    x(1_2_7_15)  c_e_flow(1_2_2)_  1
    x(1_2_8_9)  c_e_one_path(1_2_8)_  1
    x(1_2_8_9)  c_e_flow(1_2_1)_  1
    x(1_2_8_15)  c_e_one_path(1_2_8)_  1
    x(1_2_8_15)  c_e_flow(1_2_2)_  1
    x(1_2_9_9)  c_e_one_path(1_2_9)_  1
    x(1_2_9_9)  c_e_flow(1_2_1)_  1
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
    x(1_2_12_8)  c_e_one_path(1_2_12)_  1
    x(1_2_12_8)  c_e_flow(1_2_1)_  1
    x(1_2_12_8)  c_u_processors(2_12_1)_  3
    x(1_2_12_9)  c_e_one_path(1_2_12)_  1
    x(1_2_12_9)  c_e_flow(1_2_1)_  1
    x(1_2_12_14)  c_e_one_path(1_2_12)_  1
    x(1_2_12_14)  c_e_flow(1_2_2)_  1
    x(1_2_12_14)  c_u_processors(2_12_1)_  3
    x(1_2_12_15)  c_e_one_path(1_2_12)_  1
    x(1_2_12_15)  c_e_flow(1_2_2)_  1
    x(1_2_13_9)  c_e_one_path(1_2_13)_  1
    x(1_2_13_9)  c_e_flow(1_2_1)_  1
    x(1_2_13_15)  c_e_one_path(1_2_13)_  1
    x(1_2_13_15)  c_e_flow(1_2_2)_  1
    x(1_2_14_9)  c_e_one_path(1_2_14)_  1
    x(1_2_14_9)  c_e_flow(1_2_1)_  1
    x(1_2_14_15)  c_e_one_path(1_2_14)_  1
    x(1_2_14_15)  c_e_flow(1_2_2)_  1
    x(1_2_15_7)  c_e_one_path(1_2_15)_  1
    x(1_2_15_7)  c_e_flow(1_2_1)_  1
    x(1_2_15_7)  c_u_processors(2_15_1)_  3
    x(1_2_15_7)  c_u_processors(2_15_2)_  3
    x(1_2_15_9)  c_e_one_path(1_2_15)_  1
    x(1_2_15_9)  c_e_flow(1_2_1)_  1
    x(1_2_15_13)  c_e_one_path(1_2_15)_  1
    x(1_2_15_13)  c_e_flow(1_2_2)_  1
    x(1_2_15_13)  c_u_processors(2_15_1)_  3
    x(1_2_15_13)  c_u_processors(2_15_2)_  3
    x(1_2_15_15)  c_e_one_path(1_2_15)_  1
    x(1_2_15_15)  c_e_flow(1_2_2)_  1
    x(1_2_16_9)  c_e_one_path(1_2_16)_  1
    x(1_2_16_9)  c_e_flow(1_2_1)_  1
    x(1_2_16_15)  c_e_one_path(1_2_16)_  1
    x(1_2_16_15)  c_e_flow(1_2_2)_  1
    x(1_2_17_9)  c_e_one_path(1_2_17)_  1
    x(1_2_17_9)  c_e_flow(1_2_1)_  1
    x(1_2_17_15)  c_e_one_path(1_2_17)_  1
    x(1_2_17_15)  c_e_flow(1_2_2)_  1
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
    x(2_0_3_3)  c_u_processors(0_3_0)_  5
    x(2_0_3_6)  c_e_one_path(2_0_3)_  1
    x(2_0_3_6)  c_e_flow(2_0_1)_  1
    x(2_0_3_6)  c_e_flow(2_1_2)_  -1
    x(2_0_3_6)  c_u_processors(0_3_0)_  5
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
    x(2_0_5_15)  c_e_one_path(2_0_5)_  1
    x(2_0_5_15)  c_e_flow(2_0_2)_  1
    x(2_0_5_15)  c_e_flow(2_1_2)_  -1
    x(2_0_6_9)  c_e_one_path(2_0_6)_  1
    x(2_0_6_9)  c_e_flow(2_0_1)_  1
    x(2_0_6_9)  c_e_flow(2_1_2)_  -1
    x(2_0_6_12)  c_e_one_path(2_0_6)_  1
    x(2_0_6_12)  c_e_flow(2_0_2)_  1
    x(2_0_6_12)  c_e_flow(2_1_2)_  -1
    x(2_0_6_12)  c_u_processors(0_6_0)_  5
    x(2_0_6_15)  c_e_one_path(2_0_6)_  1
    x(2_0_6_15)  c_e_flow(2_0_2)_  1
    x(2_0_6_15)  c_e_flow(2_1_2)_  -1
    x(2_0_7_9)  c_e_one_path(2_0_7)_  1
    x(2_0_7_9)  c_e_flow(2_0_1)_  1
    x(2_0_7_9)  c_e_flow(2_1_2)_  -1
    x(2_0_7_15)  c_e_one_path(2_0_7)_  1
    x(2_0_7_15)  c_e_flow(2_0_2)_  1
    x(2_0_7_15)  c_e_flow(2_1_2)_  -1
    x(2_0_8_8)  c_e_one_path(2_0_8)_  1
    x(2_0_8_8)  c_e_flow(2_0_1)_  1
    x(2_0_8_8)  c_e_flow(2_1_1)_  -1
    x(2_0_8_8)  c_u_processors(0_8_1)_  5
    x(2_0_8_9)  c_e_one_path(2_0_8)_  1
    x(2_0_8_9)  c_e_flow(2_0_1)_  1
    x(2_0_8_9)  c_e_flow(2_1_2)_  -1
    x(2_0_8_14)  c_e_one_path(2_0_8)_  1
    x(2_0_8_14)  c_e_flow(2_0_2)_  1
    x(2_0_8_14)  c_e_flow(2_1_1)_  -1
    x(2_0_8_14)  c_u_processors(0_8_1)_  5
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
    x(2_0_11_7)  c_e_one_path(2_0_11)_  1
    x(2_0_11_7)  c_e_flow(2_0_1)_  1
    x(2_0_11_7)  c_e_flow(2_1_0)_  -1
    x(2_0_11_7)  c_u_processors(0_11_1)_  5
    x(2_0_11_7)  c_u_processors(0_11_2)_  5
    x(2_0_11_9)  c_e_one_path(2_0_11)_  1
    x(2_0_11_9)  c_e_flow(2_0_1)_  1
    x(2_0_11_9)  c_e_flow(2_1_2)_  -1
    x(2_0_11_13)  c_e_one_path(2_0_11)_  1
    x(2_0_11_13)  c_e_flow(2_0_2)_  1
    x(2_0_11_13)  c_e_flow(2_1_0)_  -1
    x(2_0_11_13)  c_u_processors(0_11_1)_  5
    x(2_0_11_13)  c_u_processors(0_11_2)_  5
    x(2_0_11_15)  c_e_one_path(2_0_11)_  1
    x(2_0_11_15)  c_e_flow(2_0_2)_  1
    x(2_0_11_15)  c_e_flow(2_1_2)_  -1
    x(2_0_12_9)  c_e_one_path(2_0_12)_  1
    x(2_0_12_9)  c_e_flow(2_0_1)_  1
    x(2_0_12_9)  c_e_flow(2_1_2)_  -1
    x(2_0_12_15)  c_e_one_path(2_0_12)_  1
    x(2_0_12_15)  c_e_flow(2_0_2)_  1
    x(2_0_12_15)  c_e_flow(2_1_2)_  -1
    x(2_0_13_9)  c_e_one_path(2_0_13)_  1
    x(2_0_13_9)  c_e_flow(2_0_1)_  1
    x(2_0_13_9)  c_e_flow(2_1_2)_  -1
    x(2_0_13_15)  c_e_one_path(2_0_13)_  1
    x(2_0_13_15)  c_e_flow(2_0_2)_  1
    x(2_0_13_15)  c_e_flow(2_1_2)_  -1
    x(2_0_14_9)  c_e_one_path(2_0_14)_  1
    x(2_0_14_9)  c_e_flow(2_0_1)_  1
    x(2_0_14_9)  c_e_flow(2_1_2)_  -1
    x(2_0_14_15)  c_e_one_path(2_0_14)_  1
    x(2_0_14_15)  c_e_flow(2_0_2)_  1
    x(2_0_14_15)  c_e_flow(2_1_2)_  -1
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
    x(2_1_3_3)  c_u_processors(1_3_0)_  5
    x(2_1_3_6)  c_e_one_path(2_1_3)_  1
    x(2_1_3_6)  c_e_flow(2_1_1)_  1
    x(2_1_3_6)  c_e_flow(2_2_2)_  -1
    x(2_1_3_6)  c_u_processors(1_3_0)_  5
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
    x(2_1_5_15)  c_e_one_path(2_1_5)_  1
    x(2_1_5_15)  c_e_flow(2_1_2)_  1
    x(2_1_5_15)  c_e_flow(2_2_2)_  -1
    x(2_1_6_9)  c_e_one_path(2_1_6)_  1
    x(2_1_6_9)  c_e_flow(2_1_1)_  1
    x(2_1_6_9)  c_e_flow(2_2_2)_  -1
    x(2_1_6_12)  c_e_one_path(2_1_6)_  1
    x(2_1_6_12)  c_e_flow(2_1_2)_  1
    x(2_1_6_12)  c_e_flow(2_2_2)_  -1
    x(2_1_6_12)  c_u_processors(1_6_0)_  5
    x(2_1_6_15)  c_e_one_path(2_1_6)_  1
    x(2_1_6_15)  c_e_flow(2_1_2)_  1
    x(2_1_6_15)  c_e_flow(2_2_2)_  -1
    x(2_1_7_9)  c_e_one_path(2_1_7)_  1
    x(2_1_7_9)  c_e_flow(2_1_1)_  1
    x(2_1_7_9)  c_e_flow(2_2_2)_  -1
    x(2_1_7_15)  c_e_one_path(2_1_7)_  1
    x(2_1_7_15)  c_e_flow(2_1_2)_  1
    x(2_1_7_15)  c_e_flow(2_2_2)_  -1
    x(2_1_8_9)  c_e_one_path(2_1_8)_  1
    x(2_1_8_9)  c_e_flow(2_1_1)_  1
    x(2_1_8_9)  c_e_flow(2_2_2)_  -1
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
    x(2_1_11_8)  c_e_one_path(2_1_11)_  1
    x(2_1_11_8)  c_e_flow(2_1_1)_  1
    x(2_1_11_8)  c_e_flow(2_2_1)_  -1
    x(2_1_11_8)  c_u_processors(1_11_1)_  5
    x(2_1_11_9)  c_e_one_path(2_1_11)_  1
    x(2_1_11_9)  c_e_flow(2_1_1)_  1
    x(2_1_11_9)  c_e_flow(2_2_2)_  -1
    x(2_1_11_14)  c_e_one_path(2_1_11)_  1
    x(2_1_11_14)  c_e_flow(2_1_2)_  1
    x(2_1_11_14)  c_e_flow(2_2_1)_  -1
    x(2_1_11_14)  c_u_processors(1_11_1)_  5
    x(2_1_11_15)  c_e_one_path(2_1_11)_  1
    x(2_1_11_15)  c_e_flow(2_1_2)_  1
    x(2_1_11_15)  c_e_flow(2_2_2)_  -1
    x(2_1_12_9)  c_e_one_path(2_1_12)_  1
    x(2_1_12_9)  c_e_flow(2_1_1)_  1
    x(2_1_12_9)  c_e_flow(2_2_2)_  -1
    x(2_1_12_15)  c_e_one_path(2_1_12)_  1
    x(2_1_12_15)  c_e_flow(2_1_2)_  1
    x(2_1_12_15)  c_e_flow(2_2_2)_  -1
    x(2_1_13_9)  c_e_one_path(2_1_13)_  1
    x(2_1_13_9)  c_e_flow(2_1_1)_  1
    x(2_1_13_9)  c_e_flow(2_2_2)_  -1
    x(2_1_13_15)  c_e_one_path(2_1_13)_  1
    x(2_1_13_15)  c_e_flow(2_1_2)_  1
    x(2_1_13_15)  c_e_flow(2_2_2)_  -1
    x(2_1_14_7)  c_e_one_path(2_1_14)_  1
    x(2_1_14_7)  c_e_flow(2_1_1)_  1
    x(2_1_14_7)  c_e_flow(2_2_0)_  -1
    x(2_1_14_7)  c_u_processors(1_14_1)_  5
    x(2_1_14_7)  c_u_processors(1_14_2)_  5
    x(2_1_14_9)  c_e_one_path(2_1_14)_  1
    x(2_1_14_9)  c_e_flow(2_1_1)_  1
    x(2_1_14_9)  c_e_flow(2_2_2)_  -1
    x(2_1_14_13)  c_e_one_path(2_1_14)_  1
    x(2_1_14_13)  c_e_flow(2_1_2)_  1
    x(2_1_14_13)  c_e_flow(2_2_0)_  -1
    x(2_1_14_13)  c_u_processors(1_14_1)_  5
    x(2_1_14_13)  c_u_processors(1_14_2)_  5
    x(2_1_14_15)  c_e_one_path(2_1_14)_  1
    x(2_1_14_15)  c_e_flow(2_1_2)_  1
    x(2_1_14_15)  c_e_flow(2_2_2)_  -1
    x(2_1_15_9)  c_e_one_path(2_1_15)_  1
    x(2_1_15_9)  c_e_flow(2_1_1)_  1
    x(2_1_15_9)  c_e_flow(2_2_2)_  -1
    x(2_1_15_15)  c_e_one_path(2_1_15)_  1
    x(2_1_15_15)  c_e_flow(2_1_2)_  1
    x(2_1_15_15)  c_e_flow(2_2_2)_  -1
    x(2_1_16_9)  c_e_one_path(2_1_16)_  1
    x(2_1_16_9)  c_e_flow(2_1_1)_  1
    x(2_1_16_9)  c_e_flow(2_2_2)_  -1
    x(2_1_16_15)  c_e_one_path(2_1_16)_  1
    x(2_1_16_15)  c_e_flow(2_1_2)_  1
    x(2_1_16_15)  c_e_flow(2_2_2)_  -1
    x(2_1_17_9)  c_e_one_path(2_1_17)_  1
    x(2_1_17_9)  c_e_flow(2_1_1)_  1
    x(2_1_17_9)  c_e_flow(2_2_2)_  -1
    x(2_1_17_15)  c_e_one_path(2_1_17)_  1
    x(2_1_17_15)  c_e_flow(2_1_2)_  1
    x(2_1_17_15)  c_e_flow(2_2_2)_  -1
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
    x(2_2_3_3)  c_u_processors(2_3_0)_  5
    x(2_2_3_6)  c_e_one_path(2_2_3)_  1
    x(2_2_3_6)  c_e_flow(2_2_1)_  1
    x(2_2_3_6)  c_u_processors(2_3_0)_  5
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
    x(2_2_5_15)  c_e_one_path(2_2_5)_  1
    x(2_2_5_15)  c_e_flow(2_2_2)_  1
    x(2_2_6_9)  c_e_one_path(2_2_6)_  1
    x(2_2_6_9)  c_e_flow(2_2_1)_  1
    x(2_2_6_12)  c_e_one_path(2_2_6)_  1
    x(2_2_6_12)  c_e_flow(2_2_2)_  1
    x(2_2_6_12)  c_u_processors(2_6_0)_  5
    x(2_2_6_15)  c_e_one_path(2_2_6)_  1
    x(2_2_6_15)  c_e_flow(2_2_2)_  1
    x(2_2_7_9)  c_e_one_path(2_2_7)_  1
    x(2_2_7_9)  c_e_flow(2_2_1)_  1
    x(2_2_7_15)  c_e_one_path(2_2_7)_  1
    x(2_2_7_15)  c_e_flow(2_2_2)_  1
    x(2_2_8_9)  c_e_one_path(2_2_8)_  1
    x(2_2_8_9)  c_e_flow(2_2_1)_  1
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
    x(2_2_11_8)  c_e_one_path(2_2_11)_  1
    x(2_2_11_8)  c_e_flow(2_2_1)_  1
    x(2_2_11_8)  c_u_processors(2_11_1)_  5
    x(2_2_11_9)  c_e_one_path(2_2_11)_  1
    x(2_2_11_9)  c_e_flow(2_2_1)_  1
    x(2_2_11_14)  c_e_one_path(2_2_11)_  1
    x(2_2_11_14)  c_e_flow(2_2_2)_  1
    x(2_2_11_14)  c_u_processors(2_11_1)_  5
    x(2_2_11_15)  c_e_one_path(2_2_11)_  1
    x(2_2_11_15)  c_e_flow(2_2_2)_  1
    x(2_2_12_9)  c_e_one_path(2_2_12)_  1
    x(2_2_12_9)  c_e_flow(2_2_1)_  1
    x(2_2_12_15)  c_e_one_path(2_2_12)_  1
    x(2_2_12_15)  c_e_flow(2_2_2)_  1
    x(2_2_13_9)  c_e_one_path(2_2_13)_  1
    x(2_2_13_9)  c_e_flow(2_2_1)_  1
    x(2_2_13_15)  c_e_one_path(2_2_13)_  1
    x(2_2_13_15)  c_e_flow(2_2_2)_  1
    x(2_2_14_7)  c_e_one_path(2_2_14)_  1
    x(2_2_14_7)  c_e_flow(2_2_1)_  1
    x(2_2_14_7)  c_u_processors(2_14_1)_  5
    x(2_2_14_7)  c_u_processors(2_14_2)_  5
    x(2_2_14_9)  c_e_one_path(2_2_14)_  1
    x(2_2_14_9)  c_e_flow(2_2_1)_  1
    x(2_2_14_13)  c_e_one_path(2_2_14)_  1
    x(2_2_14_13)  c_e_flow(2_2_2)_  1
    x(2_2_14_13)  c_u_processors(2_14_1)_  5
    x(2_2_14_13)  c_u_processors(2_14_2)_  5
    x(2_2_14_15)  c_e_one_path(2_2_14)_  1
    x(2_2_14_15)  c_e_flow(2_2_2)_  1
    x(2_2_15_9)  c_e_one_path(2_2_15)_  1
    x(2_2_15_9)  c_e_flow(2_2_1)_  1
    x(2_2_15_15)  c_e_one_path(2_2_15)_  1
    x(2_2_15_15)  c_e_flow(2_2_2)_  1
    x(2_2_16_9)  c_e_one_path(2_2_16)_  1
    x(2_2_16_9)  c_e_flow(2_2_1)_  1
    x(2_2_16_15)  c_e_one_path(2_2_16)_  1
    x(2_2_16_15)  c_e_flow(2_2_2)_  1
    x(2_2_17_9)  c_e_one_path(2_2_17)_  1
    x(2_2_17_9)  c_e_flow(2_2_1)_  1
    x(2_2_17_15)  c_e_one_path(2_2_17)_  1
    x(2_2_17_15)  c_e_flow(2_2_2)_  1
    x(3_0_0_9)  c_e_one_path(3_0_0)_  1
    x(3_0_0_9)  c_e_flow(3_0_1)_  1
    x(3_0_0_9)  c_e_flow(3_1_2)_  -1
    x(3_0_0_15)  c_e_one_path(3_0_0)_  1
    x(3_0_0_15)  c_e_flow(3_0_2)_  1
    x(3_0_0_15)  c_e_flow(3_1_2)_  -1
    x(3_0_1_9)  c_e_one_path(3_0_1)_  1
    x(3_0_1_9)  c_e_flow(3_0_1)_  1
    x(3_0_1_9)  c_e_flow(3_1_2)_  -1
    x(3_0_1_15)  c_e_one_path(3_0_1)_  1
    x(3_0_1_15)  c_e_flow(3_0_2)_  1
    x(3_0_1_15)  c_e_flow(3_1_2)_  -1
    x(3_0_2_9)  c_e_one_path(3_0_2)_  1
    x(3_0_2_9)  c_e_flow(3_0_1)_  1
    x(3_0_2_9)  c_e_flow(3_1_2)_  -1
    x(3_0_2_15)  c_e_one_path(3_0_2)_  1
    x(3_0_2_15)  c_e_flow(3_0_2)_  1
    x(3_0_2_15)  c_e_flow(3_1_2)_  -1
    x(3_0_3_9)  c_e_one_path(3_0_3)_  1
    x(3_0_3_9)  c_e_flow(3_0_1)_  1
    x(3_0_3_9)  c_e_flow(3_1_2)_  -1
    x(3_0_3_15)  c_e_one_path(3_0_3)_  1
    x(3_0_3_15)  c_e_flow(3_0_2)_  1
    x(3_0_3_15)  c_e_flow(3_1_2)_  -1
    x(3_0_4_3)  c_e_one_path(3_0_4)_  1
    x(3_0_4_3)  c_e_flow(3_0_0)_  1
    x(3_0_4_3)  c_e_flow(3_1_2)_  -1
    x(3_0_4_3)  c_u_processors(0_4_0)_  7
    x(3_0_4_6)  c_e_one_path(3_0_4)_  1
    x(3_0_4_6)  c_e_flow(3_0_1)_  1
    x(3_0_4_6)  c_e_flow(3_1_2)_  -1
    x(3_0_4_6)  c_u_processors(0_4_0)_  7
    x(3_0_4_9)  c_e_one_path(3_0_4)_  1
    x(3_0_4_9)  c_e_flow(3_0_1)_  1
    x(3_0_4_9)  c_e_flow(3_1_2)_  -1
    x(3_0_4_15)  c_e_one_path(3_0_4)_  1
    x(3_0_4_15)  c_e_flow(3_0_2)_  1
    x(3_0_4_15)  c_e_flow(3_1_2)_  -1
    x(3_0_5_9)  c_e_one_path(3_0_5)_  1
    x(3_0_5_9)  c_e_flow(3_0_1)_  1
    x(3_0_5_9)  c_e_flow(3_1_2)_  -1
    x(3_0_5_15)  c_e_one_path(3_0_5)_  1
    x(3_0_5_15)  c_e_flow(3_0_2)_  1
    x(3_0_5_15)  c_e_flow(3_1_2)_  -1
    x(3_0_6_9)  c_e_one_path(3_0_6)_  1
    x(3_0_6_9)  c_e_flow(3_0_1)_  1
    x(3_0_6_9)  c_e_flow(3_1_2)_  -1
    x(3_0_6_15)  c_e_one_path(3_0_6)_  1
    x(3_0_6_15)  c_e_flow(3_0_2)_  1
    x(3_0_6_15)  c_e_flow(3_1_2)_  -1
    x(3_0_7_8)  c_e_one_path(3_0_7)_  1
    x(3_0_7_8)  c_e_flow(3_0_1)_  1
    x(3_0_7_8)  c_e_flow(3_1_1)_  -1
    x(3_0_7_8)  c_u_processors(0_7_1)_  7
    x(3_0_7_9)  c_e_one_path(3_0_7)_  1
    x(3_0_7_9)  c_e_flow(3_0_1)_  1
    x(3_0_7_9)  c_e_flow(3_1_2)_  -1
    x(3_0_7_12)  c_e_one_path(3_0_7)_  1
    x(3_0_7_12)  c_e_flow(3_0_2)_  1
    x(3_0_7_12)  c_e_flow(3_1_2)_  -1
    x(3_0_7_12)  c_u_processors(0_7_0)_  7
    x(3_0_7_14)  c_e_one_path(3_0_7)_  1
    x(3_0_7_14)  c_e_flow(3_0_2)_  1
    x(3_0_7_14)  c_e_flow(3_1_1)_  -1
    x(3_0_7_14)  c_u_processors(0_7_1)_  7
    x(3_0_7_15)  c_e_one_path(3_0_7)_  1
    x(3_0_7_15)  c_e_flow(3_0_2)_  1
    x(3_0_7_15)  c_e_flow(3_1_2)_  -1
    x(3_0_8_9)  c_e_one_path(3_0_8)_  1
    x(3_0_8_9)  c_e_flow(3_0_1)_  1
    x(3_0_8_9)  c_e_flow(3_1_2)_  -1
    x(3_0_8_15)  c_e_one_path(3_0_8)_  1
    x(3_0_8_15)  c_e_flow(3_0_2)_  1
    x(3_0_8_15)  c_e_flow(3_1_2)_  -1
    x(3_0_9_9)  c_e_one_path(3_0_9)_  1
    x(3_0_9_9)  c_e_flow(3_0_1)_  1
    x(3_0_9_9)  c_e_flow(3_1_2)_  -1
    x(3_0_9_15)  c_e_one_path(3_0_9)_  1
    x(3_0_9_15)  c_e_flow(3_0_2)_  1
    x(3_0_9_15)  c_e_flow(3_1_2)_  -1
    x(3_0_10_7)  c_e_one_path(3_0_10)_  1
    x(3_0_10_7)  c_e_flow(3_0_1)_  1
    x(3_0_10_7)  c_e_flow(3_1_0)_  -1
    x(3_0_10_7)  c_u_processors(0_10_1)_  7
    x(3_0_10_7)  c_u_processors(0_10_2)_  7
    x(3_0_10_9)  c_e_one_path(3_0_10)_  1
    x(3_0_10_9)  c_e_flow(3_0_1)_  1
    x(3_0_10_9)  c_e_flow(3_1_2)_  -1
    x(3_0_10_13)  c_e_one_path(3_0_10)_  1
    x(3_0_10_13)  c_e_flow(3_0_2)_  1
    x(3_0_10_13)  c_e_flow(3_1_0)_  -1
    x(3_0_10_13)  c_u_processors(0_10_1)_  7
    x(3_0_10_13)  c_u_processors(0_10_2)_  7
    x(3_0_10_15)  c_e_one_path(3_0_10)_  1
    x(3_0_10_15)  c_e_flow(3_0_2)_  1
    x(3_0_10_15)  c_e_flow(3_1_2)_  -1
    x(3_0_11_9)  c_e_one_path(3_0_11)_  1
    x(3_0_11_9)  c_e_flow(3_0_1)_  1
    x(3_0_11_9)  c_e_flow(3_1_2)_  -1
    x(3_0_11_15)  c_e_one_path(3_0_11)_  1
    x(3_0_11_15)  c_e_flow(3_0_2)_  1
    x(3_0_11_15)  c_e_flow(3_1_2)_  -1
    x(3_0_12_9)  c_e_one_path(3_0_12)_  1
    x(3_0_12_9)  c_e_flow(3_0_1)_  1
    x(3_0_12_9)  c_e_flow(3_1_2)_  -1
    x(3_0_12_15)  c_e_one_path(3_0_12)_  1
    x(3_0_12_15)  c_e_flow(3_0_2)_  1
    x(3_0_12_15)  c_e_flow(3_1_2)_  -1
    x(3_0_13_9)  c_e_one_path(3_0_13)_  1
    x(3_0_13_9)  c_e_flow(3_0_1)_  1
    x(3_0_13_9)  c_e_flow(3_1_2)_  -1
    x(3_0_13_15)  c_e_one_path(3_0_13)_  1
    x(3_0_13_15)  c_e_flow(3_0_2)_  1
    x(3_0_13_15)  c_e_flow(3_1_2)_  -1
    x(3_0_14_9)  c_e_one_path(3_0_14)_  1
    x(3_0_14_9)  c_e_flow(3_0_1)_  1
    x(3_0_14_9)  c_e_flow(3_1_2)_  -1
    x(3_0_14_15)  c_e_one_path(3_0_14)_  1
    x(3_0_14_15)  c_e_flow(3_0_2)_  1
    x(3_0_14_15)  c_e_flow(3_1_2)_  -1
    x(3_1_0_9)  c_e_one_path(3_1_0)_  1
    x(3_1_0_9)  c_e_flow(3_1_1)_  1
    x(3_1_0_9)  c_e_flow(3_2_2)_  -1
    x(3_1_0_15)  c_e_one_path(3_1_0)_  1
    x(3_1_0_15)  c_e_flow(3_1_2)_  1
    x(3_1_0_15)  c_e_flow(3_2_2)_  -1
    x(3_1_1_9)  c_e_one_path(3_1_1)_  1
    x(3_1_1_9)  c_e_flow(3_1_1)_  1
    x(3_1_1_9)  c_e_flow(3_2_2)_  -1
    x(3_1_1_15)  c_e_one_path(3_1_1)_  1
    x(3_1_1_15)  c_e_flow(3_1_2)_  1
    x(3_1_1_15)  c_e_flow(3_2_2)_  -1
    x(3_1_2_9)  c_e_one_path(3_1_2)_  1
    x(3_1_2_9)  c_e_flow(3_1_1)_  1
    x(3_1_2_9)  c_e_flow(3_2_2)_  -1
    x(3_1_2_15)  c_e_one_path(3_1_2)_  1
    x(3_1_2_15)  c_e_flow(3_1_2)_  1
    x(3_1_2_15)  c_e_flow(3_2_2)_  -1
    x(3_1_3_9)  c_e_one_path(3_1_3)_  1
    x(3_1_3_9)  c_e_flow(3_1_1)_  1
    x(3_1_3_9)  c_e_flow(3_2_2)_  -1
    x(3_1_3_15)  c_e_one_path(3_1_3)_  1
    x(3_1_3_15)  c_e_flow(3_1_2)_  1
    x(3_1_3_15)  c_e_flow(3_2_2)_  -1
    x(3_1_4_3)  c_e_one_path(3_1_4)_  1
    x(3_1_4_3)  c_e_flow(3_1_0)_  1
    x(3_1_4_3)  c_e_flow(3_2_2)_  -1
    x(3_1_4_3)  c_u_processors(1_4_0)_  7
    x(3_1_4_6)  c_e_one_path(3_1_4)_  1
    x(3_1_4_6)  c_e_flow(3_1_1)_  1
    x(3_1_4_6)  c_e_flow(3_2_2)_  -1
    x(3_1_4_6)  c_u_processors(1_4_0)_  7
    x(3_1_4_9)  c_e_one_path(3_1_4)_  1
    x(3_1_4_9)  c_e_flow(3_1_1)_  1
    x(3_1_4_9)  c_e_flow(3_2_2)_  -1
    x(3_1_4_15)  c_e_one_path(3_1_4)_  1
    x(3_1_4_15)  c_e_flow(3_1_2)_  1
    x(3_1_4_15)  c_e_flow(3_2_2)_  -1
    x(3_1_5_9)  c_e_one_path(3_1_5)_  1
    x(3_1_5_9)  c_e_flow(3_1_1)_  1
    x(3_1_5_9)  c_e_flow(3_2_2)_  -1
    x(3_1_5_15)  c_e_one_path(3_1_5)_  1
    x(3_1_5_15)  c_e_flow(3_1_2)_  1
    x(3_1_5_15)  c_e_flow(3_2_2)_  -1
    x(3_1_6_9)  c_e_one_path(3_1_6)_  1
    x(3_1_6_9)  c_e_flow(3_1_1)_  1
    x(3_1_6_9)  c_e_flow(3_2_2)_  -1
    x(3_1_6_15)  c_e_one_path(3_1_6)_  1
    x(3_1_6_15)  c_e_flow(3_1_2)_  1
    x(3_1_6_15)  c_e_flow(3_2_2)_  -1
    x(3_1_7_9)  c_e_one_path(3_1_7)_  1
    x(3_1_7_9)  c_e_flow(3_1_1)_  1
    x(3_1_7_9)  c_e_flow(3_2_2)_  -1
    x(3_1_7_12)  c_e_one_path(3_1_7)_  1
    x(3_1_7_12)  c_e_flow(3_1_2)_  1
    x(3_1_7_12)  c_e_flow(3_2_2)_  -1
    x(3_1_7_12)  c_u_processors(1_7_0)_  7
    x(3_1_7_15)  c_e_one_path(3_1_7)_  1
    x(3_1_7_15)  c_e_flow(3_1_2)_  1
    x(3_1_7_15)  c_e_flow(3_2_2)_  -1
    x(3_1_8_9)  c_e_one_path(3_1_8)_  1
    x(3_1_8_9)  c_e_flow(3_1_1)_  1
    x(3_1_8_9)  c_e_flow(3_2_2)_  -1
    x(3_1_8_15)  c_e_one_path(3_1_8)_  1
    x(3_1_8_15)  c_e_flow(3_1_2)_  1
    x(3_1_8_15)  c_e_flow(3_2_2)_  -1
    x(3_1_9_9)  c_e_one_path(3_1_9)_  1
    x(3_1_9_9)  c_e_flow(3_1_1)_  1
    x(3_1_9_9)  c_e_flow(3_2_2)_  -1
    x(3_1_9_15)  c_e_one_path(3_1_9)_  1
    x(3_1_9_15)  c_e_flow(3_1_2)_  1
    x(3_1_9_15)  c_e_flow(3_2_2)_  -1
    x(3_1_10_8)  c_e_one_path(3_1_10)_  1
    x(3_1_10_8)  c_e_flow(3_1_1)_  1
    x(3_1_10_8)  c_e_flow(3_2_1)_  -1
    x(3_1_10_8)  c_u_processors(1_10_1)_  7
    x(3_1_10_9)  c_e_one_path(3_1_10)_  1
    x(3_1_10_9)  c_e_flow(3_1_1)_  1
    x(3_1_10_9)  c_e_flow(3_2_2)_  -1
    x(3_1_10_14)  c_e_one_path(3_1_10)_  1
    x(3_1_10_14)  c_e_flow(3_1_2)_  1
    x(3_1_10_14)  c_e_flow(3_2_1)_  -1
    x(3_1_10_14)  c_u_processors(1_10_1)_  7
    x(3_1_10_15)  c_e_one_path(3_1_10)_  1
    x(3_1_10_15)  c_e_flow(3_1_2)_  1
    x(3_1_10_15)  c_e_flow(3_2_2)_  -1
    x(3_1_11_9)  c_e_one_path(3_1_11)_  1
    x(3_1_11_9)  c_e_flow(3_1_1)_  1
    x(3_1_11_9)  c_e_flow(3_2_2)_  -1
    x(3_1_11_15)  c_e_one_path(3_1_11)_  1
    x(3_1_11_15)  c_e_flow(3_1_2)_  1
    x(3_1_11_15)  c_e_flow(3_2_2)_  -1
    x(3_1_12_9)  c_e_one_path(3_1_12)_  1
    x(3_1_12_9)  c_e_flow(3_1_1)_  1
    x(3_1_12_9)  c_e_flow(3_2_2)_  -1
    x(3_1_12_15)  c_e_one_path(3_1_12)_  1
    x(3_1_12_15)  c_e_flow(3_1_2)_  1
    x(3_1_12_15)  c_e_flow(3_2_2)_  -1
    x(3_1_13_7)  c_e_one_path(3_1_13)_  1
    x(3_1_13_7)  c_e_flow(3_1_1)_  1
    x(3_1_13_7)  c_e_flow(3_2_0)_  -1
    x(3_1_13_7)  c_u_processors(1_13_1)_  7
    x(3_1_13_7)  c_u_processors(1_13_2)_  7
    x(3_1_13_9)  c_e_one_path(3_1_13)_  1
    x(3_1_13_9)  c_e_flow(3_1_1)_  1
    x(3_1_13_9)  c_e_flow(3_2_2)_  -1
    x(3_1_13_13)  c_e_one_path(3_1_13)_  1
    x(3_1_13_13)  c_e_flow(3_1_2)_  1
    x(3_1_13_13)  c_e_flow(3_2_0)_  -1
    x(3_1_13_13)  c_u_processors(1_13_1)_  7
    x(3_1_13_13)  c_u_processors(1_13_2)_  7
    x(3_1_13_15)  c_e_one_path(3_1_13)_  1
    x(3_1_13_15)  c_e_flow(3_1_2)_  1
    x(3_1_13_15)  c_e_flow(3_2_2)_  -1
    x(3_1_14_9)  c_e_one_path(3_1_14)_  1
    x(3_1_14_9)  c_e_flow(3_1_1)_  1
    x(3_1_14_9)  c_e_flow(3_2_2)_  -1
    x(3_1_14_15)  c_e_one_path(3_1_14)_  1
    x(3_1_14_15)  c_e_flow(3_1_2)_  1
    x(3_1_14_15)  c_e_flow(3_2_2)_  -1
    x(3_1_15_9)  c_e_one_path(3_1_15)_  1
    x(3_1_15_9)  c_e_flow(3_1_1)_  1
    x(3_1_15_9)  c_e_flow(3_2_2)_  -1
    x(3_1_15_15)  c_e_one_path(3_1_15)_  1
    x(3_1_15_15)  c_e_flow(3_1_2)_  1
    x(3_1_15_15)  c_e_flow(3_2_2)_  -1
    x(3_1_16_9)  c_e_one_path(3_1_16)_  1
    x(3_1_16_9)  c_e_flow(3_1_1)_  1
    x(3_1_16_9)  c_e_flow(3_2_2)_  -1
    x(3_1_16_15)  c_e_one_path(3_1_16)_  1
    x(3_1_16_15)  c_e_flow(3_1_2)_  1
    x(3_1_16_15)  c_e_flow(3_2_2)_  -1
    x(3_1_17_9)  c_e_one_path(3_1_17)_  1
    x(3_1_17_9)  c_e_flow(3_1_1)_  1
    x(3_1_17_9)  c_e_flow(3_2_2)_  -1
    x(3_1_17_15)  c_e_one_path(3_1_17)_  1
    x(3_1_17_15)  c_e_flow(3_1_2)_  1
    x(3_1_17_15)  c_e_flow(3_2_2)_  -1
    x(3_2_0_9)  c_e_one_path(3_2_0)_  1
    x(3_2_0_9)  c_e_flow(3_2_1)_  1
    x(3_2_0_15)  c_e_one_path(3_2_0)_  1
    x(3_2_0_15)  c_e_flow(3_2_2)_  1
    x(3_2_1_9)  c_e_one_path(3_2_1)_  1
    x(3_2_1_9)  c_e_flow(3_2_1)_  1
    x(3_2_1_15)  c_e_one_path(3_2_1)_  1
    x(3_2_1_15)  c_e_flow(3_2_2)_  1
    x(3_2_2_9)  c_e_one_path(3_2_2)_  1
    x(3_2_2_9)  c_e_flow(3_2_1)_  1
    x(3_2_2_15)  c_e_one_path(3_2_2)_  1
    x(3_2_2_15)  c_e_flow(3_2_2)_  1
    x(3_2_3_9)  c_e_one_path(3_2_3)_  1
    x(3_2_3_9)  c_e_flow(3_2_1)_  1
    x(3_2_3_15)  c_e_one_path(3_2_3)_  1
    x(3_2_3_15)  c_e_flow(3_2_2)_  1
    x(3_2_4_3)  c_e_one_path(3_2_4)_  1
    x(3_2_4_3)  c_e_flow(3_2_0)_  1
    x(3_2_4_3)  c_u_processors(2_4_0)_  7
    x(3_2_4_6)  c_e_one_path(3_2_4)_  1
    x(3_2_4_6)  c_e_flow(3_2_1)_  1
    x(3_2_4_6)  c_u_processors(2_4_0)_  7
    x(3_2_4_9)  c_e_one_path(3_2_4)_  1
    x(3_2_4_9)  c_e_flow(3_2_1)_  1
    x(3_2_4_15)  c_e_one_path(3_2_4)_  1
    x(3_2_4_15)  c_e_flow(3_2_2)_  1
    x(3_2_5_9)  c_e_one_path(3_2_5)_  1
    x(3_2_5_9)  c_e_flow(3_2_1)_  1
    x(3_2_5_15)  c_e_one_path(3_2_5)_  1
    x(3_2_5_15)  c_e_flow(3_2_2)_  1
    x(3_2_6_9)  c_e_one_path(3_2_6)_  1
    x(3_2_6_9)  c_e_flow(3_2_1)_  1
    x(3_2_6_15)  c_e_one_path(3_2_6)_  1
    x(3_2_6_15)  c_e_flow(3_2_2)_  1
    x(3_2_7_9)  c_e_one_path(3_2_7)_  1
    x(3_2_7_9)  c_e_flow(3_2_1)_  1
    x(3_2_7_12)  c_e_one_path(3_2_7)_  1
    x(3_2_7_12)  c_e_flow(3_2_2)_  1
    x(3_2_7_12)  c_u_processors(2_7_0)_  7
    x(3_2_7_15)  c_e_one_path(3_2_7)_  1
    x(3_2_7_15)  c_e_flow(3_2_2)_  1
    x(3_2_8_9)  c_e_one_path(3_2_8)_  1
    x(3_2_8_9)  c_e_flow(3_2_1)_  1
    x(3_2_8_15)  c_e_one_path(3_2_8)_  1
    x(3_2_8_15)  c_e_flow(3_2_2)_  1
    x(3_2_9_9)  c_e_one_path(3_2_9)_  1
    x(3_2_9_9)  c_e_flow(3_2_1)_  1
    x(3_2_9_15)  c_e_one_path(3_2_9)_  1
    x(3_2_9_15)  c_e_flow(3_2_2)_  1
    x(3_2_10_8)  c_e_one_path(3_2_10)_  1
    x(3_2_10_8)  c_e_flow(3_2_1)_  1
    x(3_2_10_8)  c_u_processors(2_10_1)_  7
    x(3_2_10_9)  c_e_one_path(3_2_10)_  1
    x(3_2_10_9)  c_e_flow(3_2_1)_  1
    x(3_2_10_14)  c_e_one_path(3_2_10)_  1
    x(3_2_10_14)  c_e_flow(3_2_2)_  1
    x(3_2_10_14)  c_u_processors(2_10_1)_  7
    x(3_2_10_15)  c_e_one_path(3_2_10)_  1
    x(3_2_10_15)  c_e_flow(3_2_2)_  1
    x(3_2_11_9)  c_e_one_path(3_2_11)_  1
    x(3_2_11_9)  c_e_flow(3_2_1)_  1
    x(3_2_11_15)  c_e_one_path(3_2_11)_  1
    x(3_2_11_15)  c_e_flow(3_2_2)_  1
    x(3_2_12_9)  c_e_one_path(3_2_12)_  1
    x(3_2_12_9)  c_e_flow(3_2_1)_  1
    x(3_2_12_15)  c_e_one_path(3_2_12)_  1
    x(3_2_12_15)  c_e_flow(3_2_2)_  1
    x(3_2_13_7)  c_e_one_path(3_2_13)_  1
    x(3_2_13_7)  c_e_flow(3_2_1)_  1
    x(3_2_13_7)  c_u_processors(2_13_1)_  7
    x(3_2_13_7)  c_u_processors(2_13_2)_  7
    x(3_2_13_9)  c_e_one_path(3_2_13)_  1
    x(3_2_13_9)  c_e_flow(3_2_1)_  1
    x(3_2_13_13)  c_e_one_path(3_2_13)_  1
    x(3_2_13_13)  c_e_flow(3_2_2)_  1
    x(3_2_13_13)  c_u_processors(2_13_1)_  7
    x(3_2_13_13)  c_u_processors(2_13_2)_  7
    x(3_2_13_15)  c_e_one_path(3_2_13)_  1
    x(3_2_13_15)  c_e_flow(3_2_2)_  1
    x(3_2_14_9)  c_e_one_path(3_2_14)_  1
    x(3_2_14_9)  c_e_flow(3_2_1)_  1
    x(3_2_14_15)  c_e_one_path(3_2_14)_  1
    x(3_2_14_15)  c_e_flow(3_2_2)_  1
    x(3_2_15_9)  c_e_one_path(3_2_15)_  1
    x(3_2_15_9)  c_e_flow(3_2_1)_  1
    x(3_2_15_15)  c_e_one_path(3_2_15)_  1
    x(3_2_15_15)  c_e_flow(3_2_2)_  1
    x(3_2_16_9)  c_e_one_path(3_2_16)_  1
    x(3_2_16_9)  c_e_flow(3_2_1)_  1
    x(3_2_16_15)  c_e_one_path(3_2_16)_  1
    x(3_2_16_15)  c_e_flow(3_2_2)_  1
    x(3_2_17_9)  c_e_one_path(3_2_17)_  1
    x(3_2_17_9)  c_e_flow(3_2_1)_  1
    x(3_2_17_15)  c_e_one_path(3_2_17)_  1
    x(3_2_17_15)  c_e_flow(3_2_2)_  1
    x(4_0_0_9)  c_e_one_path(4_0_0)_  1
    x(4_0_0_9)  c_e_flow(4_0_1)_  1
    x(4_0_0_9)  c_e_flow(4_1_2)_  -1
    x(4_0_0_15)  c_e_one_path(4_0_0)_  1
    x(4_0_0_15)  c_e_flow(4_0_2)_  1
    x(4_0_0_15)  c_e_flow(4_1_2)_  -1
    x(4_0_1_9)  c_e_one_path(4_0_1)_  1
    x(4_0_1_9)  c_e_flow(4_0_1)_  1
    x(4_0_1_9)  c_e_flow(4_1_2)_  -1
    x(4_0_1_15)  c_e_one_path(4_0_1)_  1
    x(4_0_1_15)  c_e_flow(4_0_2)_  1
    x(4_0_1_15)  c_e_flow(4_1_2)_  -1
    x(4_0_2_9)  c_e_one_path(4_0_2)_  1
    x(4_0_2_9)  c_e_flow(4_0_1)_  1
    x(4_0_2_9)  c_e_flow(4_1_2)_  -1
    x(4_0_2_15)  c_e_one_path(4_0_2)_  1
    x(4_0_2_15)  c_e_flow(4_0_2)_  1
    x(4_0_2_15)  c_e_flow(4_1_2)_  -1
    x(4_0_3_9)  c_e_one_path(4_0_3)_  1
    x(4_0_3_9)  c_e_flow(4_0_1)_  1
    x(4_0_3_9)  c_e_flow(4_1_2)_  -1
    x(4_0_3_15)  c_e_one_path(4_0_3)_  1
    x(4_0_3_15)  c_e_flow(4_0_2)_  1
    x(4_0_3_15)  c_e_flow(4_1_2)_  -1
    x(4_0_4_9)  c_e_one_path(4_0_4)_  1
    x(4_0_4_9)  c_e_flow(4_0_1)_  1
    x(4_0_4_9)  c_e_flow(4_1_2)_  -1
    x(4_0_4_15)  c_e_one_path(4_0_4)_  1
    x(4_0_4_15)  c_e_flow(4_0_2)_  1
    x(4_0_4_15)  c_e_flow(4_1_2)_  -1
    x(4_0_5_3)  c_e_one_path(4_0_5)_  1
    x(4_0_5_3)  c_e_flow(4_0_0)_  1
    x(4_0_5_3)  c_e_flow(4_1_2)_  -1
    x(4_0_5_3)  c_u_processors(0_5_0)_  8
    x(4_0_5_6)  c_e_one_path(4_0_5)_  1
    x(4_0_5_6)  c_e_flow(4_0_1)_  1
    x(4_0_5_6)  c_e_flow(4_1_2)_  -1
    x(4_0_5_6)  c_u_processors(0_5_0)_  8
    x(4_0_5_9)  c_e_one_path(4_0_5)_  1
    x(4_0_5_9)  c_e_flow(4_0_1)_  1
    x(4_0_5_9)  c_e_flow(4_1_2)_  -1
    x(4_0_5_15)  c_e_one_path(4_0_5)_  1
    x(4_0_5_15)  c_e_flow(4_0_2)_  1
    x(4_0_5_15)  c_e_flow(4_1_2)_  -1
    x(4_0_6_8)  c_e_one_path(4_0_6)_  1
    x(4_0_6_8)  c_e_flow(4_0_1)_  1
    x(4_0_6_8)  c_e_flow(4_1_1)_  -1
    x(4_0_6_8)  c_u_processors(0_6_1)_  8
    x(4_0_6_9)  c_e_one_path(4_0_6)_  1
    x(4_0_6_9)  c_e_flow(4_0_1)_  1
    x(4_0_6_9)  c_e_flow(4_1_2)_  -1
    x(4_0_6_14)  c_e_one_path(4_0_6)_  1
    x(4_0_6_14)  c_e_flow(4_0_2)_  1
    x(4_0_6_14)  c_e_flow(4_1_1)_  -1
    x(4_0_6_14)  c_u_processors(0_6_1)_  8
    x(4_0_6_15)  c_e_one_path(4_0_6)_  1
    x(4_0_6_15)  c_e_flow(4_0_2)_  1
    x(4_0_6_15)  c_e_flow(4_1_2)_  -1
    x(4_0_7_9)  c_e_one_path(4_0_7)_  1
    x(4_0_7_9)  c_e_flow(4_0_1)_  1
    x(4_0_7_9)  c_e_flow(4_1_2)_  -1
    x(4_0_7_15)  c_e_one_path(4_0_7)_  1
    x(4_0_7_15)  c_e_flow(4_0_2)_  1
    x(4_0_7_15)  c_e_flow(4_1_2)_  -1
    x(4_0_8_9)  c_e_one_path(4_0_8)_  1
    x(4_0_8_9)  c_e_flow(4_0_1)_  1
    x(4_0_8_9)  c_e_flow(4_1_2)_  -1
    x(4_0_8_12)  c_e_one_path(4_0_8)_  1
    x(4_0_8_12)  c_e_flow(4_0_2)_  1
    x(4_0_8_12)  c_e_flow(4_1_2)_  -1
    x(4_0_8_12)  c_u_processors(0_8_0)_  8
    x(4_0_8_15)  c_e_one_path(4_0_8)_  1
    x(4_0_8_15)  c_e_flow(4_0_2)_  1
    x(4_0_8_15)  c_e_flow(4_1_2)_  -1
    x(4_0_9_7)  c_e_one_path(4_0_9)_  1
    x(4_0_9_7)  c_e_flow(4_0_1)_  1
    x(4_0_9_7)  c_e_flow(4_1_0)_  -1
    x(4_0_9_7)  c_u_processors(0_9_1)_  8
    x(4_0_9_7)  c_u_processors(0_9_2)_  8
    x(4_0_9_9)  c_e_one_path(4_0_9)_  1
    x(4_0_9_9)  c_e_flow(4_0_1)_  1
    x(4_0_9_9)  c_e_flow(4_1_2)_  -1
    x(4_0_9_13)  c_e_one_path(4_0_9)_  1
    x(4_0_9_13)  c_e_flow(4_0_2)_  1
    x(4_0_9_13)  c_e_flow(4_1_0)_  -1
    x(4_0_9_13)  c_u_processors(0_9_1)_  8
    x(4_0_9_13)  c_u_processors(0_9_2)_  8
    x(4_0_9_15)  c_e_one_path(4_0_9)_  1
    x(4_0_9_15)  c_e_flow(4_0_2)_  1
    x(4_0_9_15)  c_e_flow(4_1_2)_  -1
    x(4_0_10_9)  c_e_one_path(4_0_10)_  1
    x(4_0_10_9)  c_e_flow(4_0_1)_  1
    x(4_0_10_9)  c_e_flow(4_1_2)_  -1
    x(4_0_10_15)  c_e_one_path(4_0_10)_  1
    x(4_0_10_15)  c_e_flow(4_0_2)_  1
    x(4_0_10_15)  c_e_flow(4_1_2)_  -1
    x(4_0_11_9)  c_e_one_path(4_0_11)_  1
    x(4_0_11_9)  c_e_flow(4_0_1)_  1
    x(4_0_11_9)  c_e_flow(4_1_2)_  -1
    x(4_0_11_15)  c_e_one_path(4_0_11)_  1
    x(4_0_11_15)  c_e_flow(4_0_2)_  1
    x(4_0_11_15)  c_e_flow(4_1_2)_  -1
    x(4_0_12_9)  c_e_one_path(4_0_12)_  1
    x(4_0_12_9)  c_e_flow(4_0_1)_  1
    x(4_0_12_9)  c_e_flow(4_1_2)_  -1
    x(4_0_12_15)  c_e_one_path(4_0_12)_  1
    x(4_0_12_15)  c_e_flow(4_0_2)_  1
    x(4_0_12_15)  c_e_flow(4_1_2)_  -1
    x(4_0_13_9)  c_e_one_path(4_0_13)_  1
    x(4_0_13_9)  c_e_flow(4_0_1)_  1
    x(4_0_13_9)  c_e_flow(4_1_2)_  -1
    x(4_0_13_15)  c_e_one_path(4_0_13)_  1
    x(4_0_13_15)  c_e_flow(4_0_2)_  1
    x(4_0_13_15)  c_e_flow(4_1_2)_  -1
    x(4_0_14_9)  c_e_one_path(4_0_14)_  1
    x(4_0_14_9)  c_e_flow(4_0_1)_  1
    x(4_0_14_9)  c_e_flow(4_1_2)_  -1
    x(4_0_14_15)  c_e_one_path(4_0_14)_  1
    x(4_0_14_15)  c_e_flow(4_0_2)_  1
    x(4_0_14_15)  c_e_flow(4_1_2)_  -1
    x(4_1_0_9)  c_e_one_path(4_1_0)_  1
    x(4_1_0_9)  c_e_flow(4_1_1)_  1
    x(4_1_0_9)  c_e_flow(4_2_2)_  -1
    x(4_1_0_15)  c_e_one_path(4_1_0)_  1
    x(4_1_0_15)  c_e_flow(4_1_2)_  1
    x(4_1_0_15)  c_e_flow(4_2_2)_  -1
    x(4_1_1_9)  c_e_one_path(4_1_1)_  1
    x(4_1_1_9)  c_e_flow(4_1_1)_  1
    x(4_1_1_9)  c_e_flow(4_2_2)_  -1
    x(4_1_1_15)  c_e_one_path(4_1_1)_  1
    x(4_1_1_15)  c_e_flow(4_1_2)_  1
    x(4_1_1_15)  c_e_flow(4_2_2)_  -1
    x(4_1_2_9)  c_e_one_path(4_1_2)_  1
    x(4_1_2_9)  c_e_flow(4_1_1)_  1
    x(4_1_2_9)  c_e_flow(4_2_2)_  -1
    x(4_1_2_15)  c_e_one_path(4_1_2)_  1
    x(4_1_2_15)  c_e_flow(4_1_2)_  1
    x(4_1_2_15)  c_e_flow(4_2_2)_  -1
    x(4_1_3_9)  c_e_one_path(4_1_3)_  1
    x(4_1_3_9)  c_e_flow(4_1_1)_  1
    x(4_1_3_9)  c_e_flow(4_2_2)_  -1
    x(4_1_3_15)  c_e_one_path(4_1_3)_  1
    x(4_1_3_15)  c_e_flow(4_1_2)_  1
    x(4_1_3_15)  c_e_flow(4_2_2)_  -1
    x(4_1_4_9)  c_e_one_path(4_1_4)_  1
    x(4_1_4_9)  c_e_flow(4_1_1)_  1
    x(4_1_4_9)  c_e_flow(4_2_2)_  -1
    x(4_1_4_15)  c_e_one_path(4_1_4)_  1
    x(4_1_4_15)  c_e_flow(4_1_2)_  1
    x(4_1_4_15)  c_e_flow(4_2_2)_  -1
    x(4_1_5_3)  c_e_one_path(4_1_5)_  1
    x(4_1_5_3)  c_e_flow(4_1_0)_  1
    x(4_1_5_3)  c_e_flow(4_2_2)_  -1
    x(4_1_5_3)  c_u_processors(1_5_0)_  8
    x(4_1_5_6)  c_e_one_path(4_1_5)_  1
    x(4_1_5_6)  c_e_flow(4_1_1)_  1
    x(4_1_5_6)  c_e_flow(4_2_2)_  -1
    x(4_1_5_6)  c_u_processors(1_5_0)_  8
    x(4_1_5_9)  c_e_one_path(4_1_5)_  1
    x(4_1_5_9)  c_e_flow(4_1_1)_  1
    x(4_1_5_9)  c_e_flow(4_2_2)_  -1
    x(4_1_5_15)  c_e_one_path(4_1_5)_  1
    x(4_1_5_15)  c_e_flow(4_1_2)_  1
    x(4_1_5_15)  c_e_flow(4_2_2)_  -1
    x(4_1_6_9)  c_e_one_path(4_1_6)_  1
    x(4_1_6_9)  c_e_flow(4_1_1)_  1
    x(4_1_6_9)  c_e_flow(4_2_2)_  -1
    x(4_1_6_15)  c_e_one_path(4_1_6)_  1
    x(4_1_6_15)  c_e_flow(4_1_2)_  1
    x(4_1_6_15)  c_e_flow(4_2_2)_  -1
    x(4_1_7_9)  c_e_one_path(4_1_7)_  1
    x(4_1_7_9)  c_e_flow(4_1_1)_  1
    x(4_1_7_9)  c_e_flow(4_2_2)_  -1
    x(4_1_7_15)  c_e_one_path(4_1_7)_  1
    x(4_1_7_15)  c_e_flow(4_1_2)_  1
    x(4_1_7_15)  c_e_flow(4_2_2)_  -1
    x(4_1_8_9)  c_e_one_path(4_1_8)_  1
    x(4_1_8_9)  c_e_flow(4_1_1)_  1
    x(4_1_8_9)  c_e_flow(4_2_2)_  -1
    x(4_1_8_12)  c_e_one_path(4_1_8)_  1
    x(4_1_8_12)  c_e_flow(4_1_2)_  1
    x(4_1_8_12)  c_e_flow(4_2_2)_  -1
    x(4_1_8_12)  c_u_processors(1_8_0)_  8
    x(4_1_8_15)  c_e_one_path(4_1_8)_  1
    x(4_1_8_15)  c_e_flow(4_1_2)_  1
    x(4_1_8_15)  c_e_flow(4_2_2)_  -1
    x(4_1_9_8)  c_e_one_path(4_1_9)_  1
    x(4_1_9_8)  c_e_flow(4_1_1)_  1
    x(4_1_9_8)  c_e_flow(4_2_1)_  -1
    x(4_1_9_8)  c_u_processors(1_9_1)_  8
    x(4_1_9_9)  c_e_one_path(4_1_9)_  1
    x(4_1_9_9)  c_e_flow(4_1_1)_  1
    x(4_1_9_9)  c_e_flow(4_2_2)_  -1
    x(4_1_9_14)  c_e_one_path(4_1_9)_  1
    x(4_1_9_14)  c_e_flow(4_1_2)_  1
    x(4_1_9_14)  c_e_flow(4_2_1)_  -1
    x(4_1_9_14)  c_u_processors(1_9_1)_  8
    x(4_1_9_15)  c_e_one_path(4_1_9)_  1
    x(4_1_9_15)  c_e_flow(4_1_2)_  1
    x(4_1_9_15)  c_e_flow(4_2_2)_  -1
    x(4_1_10_9)  c_e_one_path(4_1_10)_  1
    x(4_1_10_9)  c_e_flow(4_1_1)_  1
    x(4_1_10_9)  c_e_flow(4_2_2)_  -1
    x(4_1_10_15)  c_e_one_path(4_1_10)_  1
    x(4_1_10_15)  c_e_flow(4_1_2)_  1
    x(4_1_10_15)  c_e_flow(4_2_2)_  -1
    x(4_1_11_9)  c_e_one_path(4_1_11)_  1
    x(4_1_11_9)  c_e_flow(4_1_1)_  1
    x(4_1_11_9)  c_e_flow(4_2_2)_  -1
    x(4_1_11_15)  c_e_one_path(4_1_11)_  1
    x(4_1_11_15)  c_e_flow(4_1_2)_  1
    x(4_1_11_15)  c_e_flow(4_2_2)_  -1
    x(4_1_12_7)  c_e_one_path(4_1_12)_  1
    x(4_1_12_7)  c_e_flow(4_1_1)_  1
    x(4_1_12_7)  c_e_flow(4_2_0)_  -1
    x(4_1_12_7)  c_u_processors(1_12_1)_  8
    x(4_1_12_7)  c_u_processors(1_12_2)_  8
    x(4_1_12_9)  c_e_one_path(4_1_12)_  1
    x(4_1_12_9)  c_e_flow(4_1_1)_  1
    x(4_1_12_9)  c_e_flow(4_2_2)_  -1
    x(4_1_12_13)  c_e_one_path(4_1_12)_  1
    x(4_1_12_13)  c_e_flow(4_1_2)_  1
    x(4_1_12_13)  c_e_flow(4_2_0)_  -1
    x(4_1_12_13)  c_u_processors(1_12_1)_  8
    x(4_1_12_13)  c_u_processors(1_12_2)_  8
    x(4_1_12_15)  c_e_one_path(4_1_12)_  1
    x(4_1_12_15)  c_e_flow(4_1_2)_  1
    x(4_1_12_15)  c_e_flow(4_2_2)_  -1
    x(4_1_13_9)  c_e_one_path(4_1_13)_  1
    x(4_1_13_9)  c_e_flow(4_1_1)_  1
    x(4_1_13_9)  c_e_flow(4_2_2)_  -1
    x(4_1_13_15)  c_e_one_path(4_1_13)_  1
    x(4_1_13_15)  c_e_flow(4_1_2)_  1
    x(4_1_13_15)  c_e_flow(4_2_2)_  -1
    x(4_1_14_9)  c_e_one_path(4_1_14)_  1
    x(4_1_14_9)  c_e_flow(4_1_1)_  1
    x(4_1_14_9)  c_e_flow(4_2_2)_  -1
    x(4_1_14_15)  c_e_one_path(4_1_14)_  1
    x(4_1_14_15)  c_e_flow(4_1_2)_  1
    x(4_1_14_15)  c_e_flow(4_2_2)_  -1
    x(4_1_15_9)  c_e_one_path(4_1_15)_  1
    x(4_1_15_9)  c_e_flow(4_1_1)_  1
    x(4_1_15_9)  c_e_flow(4_2_2)_  -1
    x(4_1_15_15)  c_e_one_path(4_1_15)_  1
    x(4_1_15_15)  c_e_flow(4_1_2)_  1
    x(4_1_15_15)  c_e_flow(4_2_2)_  -1
    x(4_1_16_9)  c_e_one_path(4_1_16)_  1
    x(4_1_16_9)  c_e_flow(4_1_1)_  1
    x(4_1_16_9)  c_e_flow(4_2_2)_  -1
    x(4_1_16_15)  c_e_one_path(4_1_16)_  1
    x(4_1_16_15)  c_e_flow(4_1_2)_  1
    x(4_1_16_15)  c_e_flow(4_2_2)_  -1
    x(4_1_17_9)  c_e_one_path(4_1_17)_  1
    x(4_1_17_9)  c_e_flow(4_1_1)_  1
    x(4_1_17_9)  c_e_flow(4_2_2)_  -1
    x(4_1_17_15)  c_e_one_path(4_1_17)_  1
    x(4_1_17_15)  c_e_flow(4_1_2)_  1
    x(4_1_17_15)  c_e_flow(4_2_2)_  -1
    x(4_2_0_9)  c_e_one_path(4_2_0)_  1
    x(4_2_0_9)  c_e_flow(4_2_1)_  1
    x(4_2_0_15)  c_e_one_path(4_2_0)_  1
    x(4_2_0_15)  c_e_flow(4_2_2)_  1
    x(4_2_1_9)  c_e_one_path(4_2_1)_  1
    x(4_2_1_9)  c_e_flow(4_2_1)_  1
    x(4_2_1_15)  c_e_one_path(4_2_1)_  1
    x(4_2_1_15)  c_e_flow(4_2_2)_  1
    x(4_2_2_9)  c_e_one_path(4_2_2)_  1
    x(4_2_2_9)  c_e_flow(4_2_1)_  1
    x(4_2_2_15)  c_e_one_path(4_2_2)_  1
    x(4_2_2_15)  c_e_flow(4_2_2)_  1
    x(4_2_3_9)  c_e_one_path(4_2_3)_  1
    x(4_2_3_9)  c_e_flow(4_2_1)_  1
    x(4_2_3_15)  c_e_one_path(4_2_3)_  1
    x(4_2_3_15)  c_e_flow(4_2_2)_  1
    x(4_2_4_9)  c_e_one_path(4_2_4)_  1
    x(4_2_4_9)  c_e_flow(4_2_1)_  1
    x(4_2_4_15)  c_e_one_path(4_2_4)_  1
    x(4_2_4_15)  c_e_flow(4_2_2)_  1
    x(4_2_5_3)  c_e_one_path(4_2_5)_  1
    x(4_2_5_3)  c_e_flow(4_2_0)_  1
    x(4_2_5_3)  c_u_processors(2_5_0)_  8
    x(4_2_5_6)  c_e_one_path(4_2_5)_  1
    x(4_2_5_6)  c_e_flow(4_2_1)_  1
    x(4_2_5_6)  c_u_processors(2_5_0)_  8
    x(4_2_5_9)  c_e_one_path(4_2_5)_  1
    x(4_2_5_9)  c_e_flow(4_2_1)_  1
    x(4_2_5_15)  c_e_one_path(4_2_5)_  1
    x(4_2_5_15)  c_e_flow(4_2_2)_  1
    x(4_2_6_9)  c_e_one_path(4_2_6)_  1
    x(4_2_6_9)  c_e_flow(4_2_1)_  1
    x(4_2_6_15)  c_e_one_path(4_2_6)_  1
    x(4_2_6_15)  c_e_flow(4_2_2)_  1
    x(4_2_7_9)  c_e_one_path(4_2_7)_  1
    x(4_2_7_9)  c_e_flow(4_2_1)_  1
    x(4_2_7_15)  c_e_one_path(4_2_7)_  1
    x(4_2_7_15)  c_e_flow(4_2_2)_  1
    x(4_2_8_9)  c_e_one_path(4_2_8)_  1
    x(4_2_8_9)  c_e_flow(4_2_1)_  1
    x(4_2_8_12)  c_e_one_path(4_2_8)_  1
    x(4_2_8_12)  c_e_flow(4_2_2)_  1
    x(4_2_8_12)  c_u_processors(2_8_0)_  8
    x(4_2_8_15)  c_e_one_path(4_2_8)_  1
    x(4_2_8_15)  c_e_flow(4_2_2)_  1
    x(4_2_9_8)  c_e_one_path(4_2_9)_  1
    x(4_2_9_8)  c_e_flow(4_2_1)_  1
    x(4_2_9_8)  c_u_processors(2_9_1)_  8
    x(4_2_9_9)  c_e_one_path(4_2_9)_  1
    x(4_2_9_9)  c_e_flow(4_2_1)_  1
    x(4_2_9_14)  c_e_one_path(4_2_9)_  1
    x(4_2_9_14)  c_e_flow(4_2_2)_  1
    x(4_2_9_14)  c_u_processors(2_9_1)_  8
    x(4_2_9_15)  c_e_one_path(4_2_9)_  1
    x(4_2_9_15)  c_e_flow(4_2_2)_  1
    x(4_2_10_9)  c_e_one_path(4_2_10)_  1
    x(4_2_10_9)  c_e_flow(4_2_1)_  1
    x(4_2_10_15)  c_e_one_path(4_2_10)_  1
    x(4_2_10_15)  c_e_flow(4_2_2)_  1
    x(4_2_11_9)  c_e_one_path(4_2_11)_  1
    x(4_2_11_9)  c_e_flow(4_2_1)_  1
    x(4_2_11_15)  c_e_one_path(4_2_11)_  1
    x(4_2_11_15)  c_e_flow(4_2_2)_  1
    x(4_2_12_7)  c_e_one_path(4_2_12)_  1
    x(4_2_12_7)  c_e_flow(4_2_1)_  1
    x(4_2_12_7)  c_u_processors(2_12_1)_  8
    x(4_2_12_7)  c_u_processors(2_12_2)_  8
    x(4_2_12_9)  c_e_one_path(4_2_12)_  1
    x(4_2_12_9)  c_e_flow(4_2_1)_  1
    x(4_2_12_13)  c_e_one_path(4_2_12)_  1
    x(4_2_12_13)  c_e_flow(4_2_2)_  1
    x(4_2_12_13)  c_u_processors(2_12_1)_  8
    x(4_2_12_13)  c_u_processors(2_12_2)_  8
    x(4_2_12_15)  c_e_one_path(4_2_12)_  1
    x(4_2_12_15)  c_e_flow(4_2_2)_  1
    x(4_2_13_9)  c_e_one_path(4_2_13)_  1
    x(4_2_13_9)  c_e_flow(4_2_1)_  1
    x(4_2_13_15)  c_e_one_path(4_2_13)_  1
    x(4_2_13_15)  c_e_flow(4_2_2)_  1
    x(4_2_14_9)  c_e_one_path(4_2_14)_  1
    x(4_2_14_9)  c_e_flow(4_2_1)_  1
    x(4_2_14_15)  c_e_one_path(4_2_14)_  1
    x(4_2_14_15)  c_e_flow(4_2_2)_  1
    x(4_2_15_9)  c_e_one_path(4_2_15)_  1
    x(4_2_15_9)  c_e_flow(4_2_1)_  1
    x(4_2_15_15)  c_e_one_path(4_2_15)_  1
    x(4_2_15_15)  c_e_flow(4_2_2)_  1
    x(4_2_16_9)  c_e_one_path(4_2_16)_  1
    x(4_2_16_9)  c_e_flow(4_2_1)_  1
    x(4_2_16_15)  c_e_one_path(4_2_16)_  1
    x(4_2_16_15)  c_e_flow(4_2_2)_  1
    x(4_2_17_9)  c_e_one_path(4_2_17)_  1
    x(4_2_17_9)  c_e_flow(4_2_1)_  1
    x(4_2_17_15)  c_e_one_path(4_2_17)_  1
    x(4_2_17_15)  c_e_flow(4_2_2)_  1
RHS
    RHS_V     c_e_one_cnf(0)_  1
    RHS_V     c_e_one_cnf(1)_  1
    RHS_V     c_e_one_cnf(2)_  1
    RHS_V     c_e_flow(0_0_2)_  1
    RHS_V     c_e_flow(1_0_2)_  1
    RHS_V     c_e_flow(2_0_2)_  1
    RHS_V     c_e_flow(3_0_2)_  1
    RHS_V     c_e_flow(4_0_2)_  1
    RHS_V     c_u_area_cut(0)_  635
    RHS_V     c_u_area_cut(1)_  720
    RHS_V     c_u_area_cut(2)_  1200
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
 UP BOUND     x(0_0_9_8)  1
 UP BOUND     x(0_0_9_10)  1
 UP BOUND     x(0_0_9_11)  1
 UP BOUND     x(0_0_9_12)  1
 UP BOUND     x(0_0_9_13)  1
 UP BOUND     x(0_0_9_14)  1
 UP BOUND     x(0_0_10_1)  1
 UP BOUND     x(0_0_10_2)  1
 UP BOUND     x(0_0_10_3)  1
 UP BOUND     x(0_0_10_4)  1
 UP BOUND     x(0_0_10_5)  1
 UP BOUND     x(0_0_10_6)  1
 UP BOUND     x(0_0_10_7)  1
 UP BOUND     x(0_0_10_10)  1
 UP BOUND     x(0_0_10_11)  1
 UP BOUND     x(0_0_10_12)  1
 UP BOUND     x(0_0_10_13)  1
 UP BOUND     x(0_0_11_1)  1
 UP BOUND     x(0_0_11_2)  1
 UP BOUND     x(0_0_11_3)  1
 UP BOUND     x(0_0_11_4)  1
 UP BOUND     x(0_0_11_5)  1
 UP BOUND     x(0_0_11_6)  1
 UP BOUND     x(0_0_11_7)  1
 UP BOUND     x(0_0_11_10)  1
 UP BOUND     x(0_0_11_11)  1
 UP BOUND     x(0_0_11_12)  1
 UP BOUND     x(0_0_11_13)  1
 UP BOUND     x(0_0_12_1)  1
 UP BOUND     x(0_0_12_2)  1
 UP BOUND     x(0_0_12_3)  1
 UP BOUND     x(0_0_12_4)  1
 UP BOUND     x(0_0_12_5)  1
 UP BOUND     x(0_0_12_6)  1
 UP BOUND     x(0_0_12_7)  1
 UP BOUND     x(0_0_12_10)  1
 UP BOUND     x(0_0_12_11)  1
 UP BOUND     x(0_0_12_12)  1
 UP BOUND     x(0_0_12_13)  1
 UP BOUND     x(0_0_13_1)  1
 UP BOUND     x(0_0_13_2)  1
 UP BOUND     x(0_0_13_3)  1
 UP BOUND     x(0_0_13_4)  1
 UP BOUND     x(0_0_13_5)  1
 UP BOUND     x(0_0_13_6)  1
 UP BOUND     x(0_0_13_10)  1
 UP BOUND     x(0_0_13_11)  1
 UP BOUND     x(0_0_13_12)  1
 UP BOUND     x(0_0_14_1)  1
 UP BOUND     x(0_0_14_2)  1
 UP BOUND     x(0_0_14_3)  1
 UP BOUND     x(0_0_14_4)  1
 UP BOUND     x(0_0_14_5)  1
 UP BOUND     x(0_0_14_6)  1
 UP BOUND     x(0_0_14_10)  1
 UP BOUND     x(0_0_14_11)  1
 UP BOUND     x(0_0_14_12)  1
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
 UP BOUND     x(0_1_9_8)  1
 UP BOUND     x(0_1_9_10)  1
 UP BOUND     x(0_1_9_11)  1
 UP BOUND     x(0_1_9_12)  1
 UP BOUND     x(0_1_9_13)  1
 UP BOUND     x(0_1_9_14)  1
 UP BOUND     x(0_1_10_1)  1
 UP BOUND     x(0_1_10_2)  1
 UP BOUND     x(0_1_10_3)  1
 UP BOUND     x(0_1_10_4)  1
 UP BOUND     x(0_1_10_5)  1
 UP BOUND     x(0_1_10_6)  1
 UP BOUND     x(0_1_10_7)  1
 UP BOUND     x(0_1_10_8)  1
 UP BOUND     x(0_1_10_10)  1
 UP BOUND     x(0_1_10_11)  1
 UP BOUND     x(0_1_10_12)  1
 UP BOUND     x(0_1_10_13)  1
 UP BOUND     x(0_1_10_14)  1
 UP BOUND     x(0_1_11_1)  1
 UP BOUND     x(0_1_11_2)  1
 UP BOUND     x(0_1_11_3)  1
 UP BOUND     x(0_1_11_4)  1
 UP BOUND     x(0_1_11_5)  1
 UP BOUND     x(0_1_11_6)  1
 UP BOUND     x(0_1_11_7)  1
 UP BOUND     x(0_1_11_8)  1
 UP BOUND     x(0_1_11_10)  1
 UP BOUND     x(0_1_11_11)  1
 UP BOUND     x(0_1_11_12)  1
 UP BOUND     x(0_1_11_13)  1
 UP BOUND     x(0_1_11_14)  1
 UP BOUND     x(0_1_12_1)  1
 UP BOUND     x(0_1_12_2)  1
 UP BOUND     x(0_1_12_3)  1
 UP BOUND     x(0_1_12_4)  1
 UP BOUND     x(0_1_12_5)  1
 UP BOUND     x(0_1_12_6)  1
 UP BOUND     x(0_1_12_7)  1
 UP BOUND     x(0_1_12_8)  1
 UP BOUND     x(0_1_12_10)  1
 UP BOUND     x(0_1_12_11)  1
 UP BOUND     x(0_1_12_12)  1
 UP BOUND     x(0_1_12_13)  1
 UP BOUND     x(0_1_12_14)  1
 UP BOUND     x(0_1_13_1)  1
 UP BOUND     x(0_1_13_2)  1
 UP BOUND     x(0_1_13_3)  1
 UP BOUND     x(0_1_13_4)  1
 UP BOUND     x(0_1_13_5)  1
 UP BOUND     x(0_1_13_6)  1
 UP BOUND     x(0_1_13_7)  1
 UP BOUND     x(0_1_13_10)  1
 UP BOUND     x(0_1_13_11)  1
 UP BOUND     x(0_1_13_12)  1
 UP BOUND     x(0_1_13_13)  1
 UP BOUND     x(0_1_14_1)  1
 UP BOUND     x(0_1_14_2)  1
 UP BOUND     x(0_1_14_3)  1
 UP BOUND     x(0_1_14_4)  1
 UP BOUND     x(0_1_14_5)  1
 UP BOUND     x(0_1_14_6)  1
 UP BOUND     x(0_1_14_7)  1
 UP BOUND     x(0_1_14_10)  1
 UP BOUND     x(0_1_14_11)  1
 UP BOUND     x(0_1_14_12)  1
 UP BOUND     x(0_1_14_13)  1
 UP BOUND     x(0_1_15_1)  1
 UP BOUND     x(0_1_15_2)  1
 UP BOUND     x(0_1_15_3)  1
 UP BOUND     x(0_1_15_4)  1
 UP BOUND     x(0_1_15_5)  1
 UP BOUND     x(0_1_15_6)  1
 UP BOUND     x(0_1_15_7)  1
 UP BOUND     x(0_1_15_10)  1
 UP BOUND     x(0_1_15_11)  1
 UP BOUND     x(0_1_15_12)  1
 UP BOUND     x(0_1_15_13)  1
 UP BOUND     x(0_1_16_1)  1
 UP BOUND     x(0_1_16_2)  1
 UP BOUND     x(0_1_16_3)  1
 UP BOUND     x(0_1_16_4)  1
 UP BOUND     x(0_1_16_5)  1
 UP BOUND     x(0_1_16_6)  1
 UP BOUND     x(0_1_16_10)  1
 UP BOUND     x(0_1_16_11)  1
 UP BOUND     x(0_1_16_12)  1
 UP BOUND     x(0_1_17_1)  1
 UP BOUND     x(0_1_17_2)  1
 UP BOUND     x(0_1_17_3)  1
 UP BOUND     x(0_1_17_4)  1
 UP BOUND     x(0_1_17_5)  1
 UP BOUND     x(0_1_17_6)  1
 UP BOUND     x(0_1_17_10)  1
 UP BOUND     x(0_1_17_11)  1
 UP BOUND     x(0_1_17_12)  1
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
 UP BOUND     x(0_2_9_8)  1
 UP BOUND     x(0_2_9_10)  1
 UP BOUND     x(0_2_9_11)  1
 UP BOUND     x(0_2_9_12)  1
 UP BOUND     x(0_2_9_13)  1
 UP BOUND     x(0_2_9_14)  1
 UP BOUND     x(0_2_10_1)  1
 UP BOUND     x(0_2_10_2)  1
 UP BOUND     x(0_2_10_3)  1
 UP BOUND     x(0_2_10_4)  1
 UP BOUND     x(0_2_10_5)  1
 UP BOUND     x(0_2_10_6)  1
 UP BOUND     x(0_2_10_7)  1
 UP BOUND     x(0_2_10_8)  1
 UP BOUND     x(0_2_10_10)  1
 UP BOUND     x(0_2_10_11)  1
 UP BOUND     x(0_2_10_12)  1
 UP BOUND     x(0_2_10_13)  1
 UP BOUND     x(0_2_10_14)  1
 UP BOUND     x(0_2_11_1)  1
 UP BOUND     x(0_2_11_2)  1
 UP BOUND     x(0_2_11_3)  1
 UP BOUND     x(0_2_11_4)  1
 UP BOUND     x(0_2_11_5)  1
 UP BOUND     x(0_2_11_6)  1
 UP BOUND     x(0_2_11_7)  1
 UP BOUND     x(0_2_11_8)  1
 UP BOUND     x(0_2_11_10)  1
 UP BOUND     x(0_2_11_11)  1
 UP BOUND     x(0_2_11_12)  1
 UP BOUND     x(0_2_11_13)  1
 UP BOUND     x(0_2_11_14)  1
 UP BOUND     x(0_2_12_1)  1
 UP BOUND     x(0_2_12_2)  1
 UP BOUND     x(0_2_12_3)  1
 UP BOUND     x(0_2_12_4)  1
 UP BOUND     x(0_2_12_5)  1
 UP BOUND     x(0_2_12_6)  1
 UP BOUND     x(0_2_12_7)  1
 UP BOUND     x(0_2_12_8)  1
 UP BOUND     x(0_2_12_10)  1
 UP BOUND     x(0_2_12_11)  1
 UP BOUND     x(0_2_12_12)  1
 UP BOUND     x(0_2_12_13)  1
 UP BOUND     x(0_2_12_14)  1
 UP BOUND     x(0_2_13_1)  1
 UP BOUND     x(0_2_13_2)  1
 UP BOUND     x(0_2_13_3)  1
 UP BOUND     x(0_2_13_4)  1
 UP BOUND     x(0_2_13_5)  1
 UP BOUND     x(0_2_13_6)  1
 UP BOUND     x(0_2_13_7)  1
 UP BOUND     x(0_2_13_10)  1
 UP BOUND     x(0_2_13_11)  1
 UP BOUND     x(0_2_13_12)  1
 UP BOUND     x(0_2_13_13)  1
 UP BOUND     x(0_2_14_1)  1
 UP BOUND     x(0_2_14_2)  1
 UP BOUND     x(0_2_14_3)  1
 UP BOUND     x(0_2_14_4)  1
 UP BOUND     x(0_2_14_5)  1
 UP BOUND     x(0_2_14_6)  1
 UP BOUND     x(0_2_14_7)  1
 UP BOUND     x(0_2_14_10)  1
 UP BOUND     x(0_2_14_11)  1
 UP BOUND     x(0_2_14_12)  1
 UP BOUND     x(0_2_14_13)  1
 UP BOUND     x(0_2_15_1)  1
 UP BOUND     x(0_2_15_2)  1
 UP BOUND     x(0_2_15_3)  1
 UP BOUND     x(0_2_15_4)  1
 UP BOUND     x(0_2_15_5)  1
 UP BOUND     x(0_2_15_6)  1
 UP BOUND     x(0_2_15_7)  1
 UP BOUND     x(0_2_15_10)  1
 UP BOUND     x(0_2_15_11)  1
 UP BOUND     x(0_2_15_12)  1
 UP BOUND     x(0_2_15_13)  1
 UP BOUND     x(0_2_16_1)  1
 UP BOUND     x(0_2_16_2)  1
 UP BOUND     x(0_2_16_3)  1
 UP BOUND     x(0_2_16_4)  1
 UP BOUND     x(0_2_16_5)  1
 UP BOUND     x(0_2_16_6)  1
 UP BOUND     x(0_2_16_10)  1
 UP BOUND     x(0_2_16_11)  1
 UP BOUND     x(0_2_16_12)  1
 UP BOUND     x(0_2_17_1)  1
 UP BOUND     x(0_2_17_2)  1
 UP BOUND     x(0_2_17_3)  1
 UP BOUND     x(0_2_17_4)  1
 UP BOUND     x(0_2_17_5)  1
 UP BOUND     x(0_2_17_6)  1
 UP BOUND     x(0_2_17_10)  1
 UP BOUND     x(0_2_17_11)  1
 UP BOUND     x(0_2_17_12)  1
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
 UP BOUND     x(1_0_7_8)  1
 UP BOUND     x(1_0_7_10)  1
 UP BOUND     x(1_0_7_11)  1
 UP BOUND     x(1_0_7_12)  1
 UP BOUND     x(1_0_7_13)  1
 UP BOUND     x(1_0_7_14)  1
 UP BOUND     x(1_0_8_1)  1
 UP BOUND     x(1_0_8_2)  1
 UP BOUND     x(1_0_8_3)  1
 UP BOUND     x(1_0_8_4)  1
 UP BOUND     x(1_0_8_5)  1
 UP BOUND     x(1_0_8_6)  1
 UP BOUND     x(1_0_8_7)  1
 UP BOUND     x(1_0_8_8)  1
 UP BOUND     x(1_0_8_10)  1
 UP BOUND     x(1_0_8_11)  1
 UP BOUND     x(1_0_8_12)  1
 UP BOUND     x(1_0_8_13)  1
 UP BOUND     x(1_0_8_14)  1
 UP BOUND     x(1_0_9_1)  1
 UP BOUND     x(1_0_9_2)  1
 UP BOUND     x(1_0_9_3)  1
 UP BOUND     x(1_0_9_4)  1
 UP BOUND     x(1_0_9_5)  1
 UP BOUND     x(1_0_9_6)  1
 UP BOUND     x(1_0_9_7)  1
 UP BOUND     x(1_0_9_10)  1
 UP BOUND     x(1_0_9_11)  1
 UP BOUND     x(1_0_9_12)  1
 UP BOUND     x(1_0_9_13)  1
 UP BOUND     x(1_0_10_1)  1
 UP BOUND     x(1_0_10_2)  1
 UP BOUND     x(1_0_10_3)  1
 UP BOUND     x(1_0_10_4)  1
 UP BOUND     x(1_0_10_5)  1
 UP BOUND     x(1_0_10_6)  1
 UP BOUND     x(1_0_10_7)  1
 UP BOUND     x(1_0_10_10)  1
 UP BOUND     x(1_0_10_11)  1
 UP BOUND     x(1_0_10_12)  1
 UP BOUND     x(1_0_10_13)  1
 UP BOUND     x(1_0_11_1)  1
 UP BOUND     x(1_0_11_2)  1
 UP BOUND     x(1_0_11_3)  1
 UP BOUND     x(1_0_11_4)  1
 UP BOUND     x(1_0_11_5)  1
 UP BOUND     x(1_0_11_6)  1
 UP BOUND     x(1_0_11_7)  1
 UP BOUND     x(1_0_11_10)  1
 UP BOUND     x(1_0_11_11)  1
 UP BOUND     x(1_0_11_12)  1
 UP BOUND     x(1_0_11_13)  1
 UP BOUND     x(1_0_12_1)  1
 UP BOUND     x(1_0_12_2)  1
 UP BOUND     x(1_0_12_3)  1
 UP BOUND     x(1_0_12_4)  1
 UP BOUND     x(1_0_12_5)  1
 UP BOUND     x(1_0_12_6)  1
 UP BOUND     x(1_0_12_10)  1
 UP BOUND     x(1_0_12_11)  1
 UP BOUND     x(1_0_12_12)  1
 UP BOUND     x(1_0_13_1)  1
 UP BOUND     x(1_0_13_2)  1
 UP BOUND     x(1_0_13_3)  1
 UP BOUND     x(1_0_13_4)  1
 UP BOUND     x(1_0_13_5)  1
 UP BOUND     x(1_0_13_6)  1
 UP BOUND     x(1_0_13_10)  1
 UP BOUND     x(1_0_13_11)  1
 UP BOUND     x(1_0_13_12)  1
 UP BOUND     x(1_0_14_1)  1
 UP BOUND     x(1_0_14_2)  1
 UP BOUND     x(1_0_14_3)  1
 UP BOUND     x(1_0_14_4)  1
 UP BOUND     x(1_0_14_5)  1
 UP BOUND     x(1_0_14_6)  1
 UP BOUND     x(1_0_14_10)  1
 UP BOUND     x(1_0_14_11)  1
 UP BOUND     x(1_0_14_12)  1
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
 UP BOUND     x(1_1_7_8)  1
 UP BOUND     x(1_1_7_10)  1
 UP BOUND     x(1_1_7_11)  1
 UP BOUND     x(1_1_7_12)  1
 UP BOUND     x(1_1_7_13)  1
 UP BOUND     x(1_1_7_14)  1
 UP BOUND     x(1_1_8_1)  1
 UP BOUND     x(1_1_8_2)  1
 UP BOUND     x(1_1_8_3)  1
 UP BOUND     x(1_1_8_4)  1
 UP BOUND     x(1_1_8_5)  1
 UP BOUND     x(1_1_8_6)  1
 UP BOUND     x(1_1_8_7)  1
 UP BOUND     x(1_1_8_8)  1
 UP BOUND     x(1_1_8_10)  1
 UP BOUND     x(1_1_8_11)  1
 UP BOUND     x(1_1_8_12)  1
 UP BOUND     x(1_1_8_13)  1
 UP BOUND     x(1_1_8_14)  1
 UP BOUND     x(1_1_9_1)  1
 UP BOUND     x(1_1_9_2)  1
 UP BOUND     x(1_1_9_3)  1
 UP BOUND     x(1_1_9_4)  1
 UP BOUND     x(1_1_9_5)  1
 UP BOUND     x(1_1_9_6)  1
 UP BOUND     x(1_1_9_7)  1
 UP BOUND     x(1_1_9_8)  1
 UP BOUND     x(1_1_9_10)  1
 UP BOUND     x(1_1_9_11)  1
 UP BOUND     x(1_1_9_12)  1
 UP BOUND     x(1_1_9_13)  1
 UP BOUND     x(1_1_9_14)  1
 UP BOUND     x(1_1_10_1)  1
 UP BOUND     x(1_1_10_2)  1
 UP BOUND     x(1_1_10_3)  1
 UP BOUND     x(1_1_10_4)  1
 UP BOUND     x(1_1_10_5)  1
 UP BOUND     x(1_1_10_6)  1
 UP BOUND     x(1_1_10_7)  1
 UP BOUND     x(1_1_10_8)  1
 UP BOUND     x(1_1_10_10)  1
 UP BOUND     x(1_1_10_11)  1
 UP BOUND     x(1_1_10_12)  1
 UP BOUND     x(1_1_10_13)  1
 UP BOUND     x(1_1_10_14)  1
 UP BOUND     x(1_1_11_1)  1
 UP BOUND     x(1_1_11_2)  1
 UP BOUND     x(1_1_11_3)  1
 UP BOUND     x(1_1_11_4)  1
 UP BOUND     x(1_1_11_5)  1
 UP BOUND     x(1_1_11_6)  1
 UP BOUND     x(1_1_11_7)  1
 UP BOUND     x(1_1_11_8)  1
 UP BOUND     x(1_1_11_10)  1
 UP BOUND     x(1_1_11_11)  1
 UP BOUND     x(1_1_11_12)  1
 UP BOUND     x(1_1_11_13)  1
 UP BOUND     x(1_1_11_14)  1
 UP BOUND     x(1_1_12_1)  1
 UP BOUND     x(1_1_12_2)  1
 UP BOUND     x(1_1_12_3)  1
 UP BOUND     x(1_1_12_4)  1
 UP BOUND     x(1_1_12_5)  1
 UP BOUND     x(1_1_12_6)  1
 UP BOUND     x(1_1_12_7)  1
 UP BOUND     x(1_1_12_10)  1
 UP BOUND     x(1_1_12_11)  1
 UP BOUND     x(1_1_12_12)  1
 UP BOUND     x(1_1_12_13)  1
 UP BOUND     x(1_1_13_1)  1
 UP BOUND     x(1_1_13_2)  1
 UP BOUND     x(1_1_13_3)  1
 UP BOUND     x(1_1_13_4)  1
 UP BOUND     x(1_1_13_5)  1
 UP BOUND     x(1_1_13_6)  1
 UP BOUND     x(1_1_13_7)  1
 UP BOUND     x(1_1_13_10)  1
 UP BOUND     x(1_1_13_11)  1
 UP BOUND     x(1_1_13_12)  1
 UP BOUND     x(1_1_13_13)  1
 UP BOUND     x(1_1_14_1)  1
 UP BOUND     x(1_1_14_2)  1
 UP BOUND     x(1_1_14_3)  1
 UP BOUND     x(1_1_14_4)  1
 UP BOUND     x(1_1_14_5)  1
 UP BOUND     x(1_1_14_6)  1
 UP BOUND     x(1_1_14_7)  1
 UP BOUND     x(1_1_14_10)  1
 UP BOUND     x(1_1_14_11)  1
 UP BOUND     x(1_1_14_12)  1
 UP BOUND     x(1_1_14_13)  1
 UP BOUND     x(1_1_15_1)  1
 UP BOUND     x(1_1_15_2)  1
 UP BOUND     x(1_1_15_3)  1
 UP BOUND     x(1_1_15_4)  1
 UP BOUND     x(1_1_15_5)  1
 UP BOUND     x(1_1_15_6)  1
 UP BOUND     x(1_1_15_10)  1
 UP BOUND     x(1_1_15_11)  1
 UP BOUND     x(1_1_15_12)  1
 UP BOUND     x(1_1_16_1)  1
 UP BOUND     x(1_1_16_2)  1
 UP BOUND     x(1_1_16_3)  1
 UP BOUND     x(1_1_16_4)  1
 UP BOUND     x(1_1_16_5)  1
 UP BOUND     x(1_1_16_6)  1
 UP BOUND     x(1_1_16_10)  1
 UP BOUND     x(1_1_16_11)  1
 UP BOUND     x(1_1_16_12)  1
 UP BOUND     x(1_1_17_1)  1
 UP BOUND     x(1_1_17_2)  1
 UP BOUND     x(1_1_17_3)  1
 UP BOUND     x(1_1_17_4)  1
 UP BOUND     x(1_1_17_5)  1
 UP BOUND     x(1_1_17_6)  1
 UP BOUND     x(1_1_17_10)  1
 UP BOUND     x(1_1_17_11)  1
 UP BOUND     x(1_1_17_12)  1
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
 UP BOUND     x(1_2_7_8)  1
 UP BOUND     x(1_2_7_10)  1
 UP BOUND     x(1_2_7_11)  1
 UP BOUND     x(1_2_7_12)  1
 UP BOUND     x(1_2_7_13)  1
 UP BOUND     x(1_2_7_14)  1
 UP BOUND     x(1_2_8_1)  1
 UP BOUND     x(1_2_8_2)  1
 UP BOUND     x(1_2_8_3)  1
 UP BOUND     x(1_2_8_4)  1
 UP BOUND     x(1_2_8_5)  1
 UP BOUND     x(1_2_8_6)  1
 UP BOUND     x(1_2_8_7)  1
 UP BOUND     x(1_2_8_8)  1
 UP BOUND     x(1_2_8_10)  1
 UP BOUND     x(1_2_8_11)  1
 UP BOUND     x(1_2_8_12)  1
 UP BOUND     x(1_2_8_13)  1
 UP BOUND     x(1_2_8_14)  1
 UP BOUND     x(1_2_9_1)  1
 UP BOUND     x(1_2_9_2)  1
 UP BOUND     x(1_2_9_3)  1
 UP BOUND     x(1_2_9_4)  1
 UP BOUND     x(1_2_9_5)  1
 UP BOUND     x(1_2_9_6)  1
 UP BOUND     x(1_2_9_7)  1
 UP BOUND     x(1_2_9_8)  1
 UP BOUND     x(1_2_9_10)  1
 UP BOUND     x(1_2_9_11)  1
 UP BOUND     x(1_2_9_12)  1
 UP BOUND     x(1_2_9_13)  1
 UP BOUND     x(1_2_9_14)  1
 UP BOUND     x(1_2_10_1)  1
 UP BOUND     x(1_2_10_2)  1
 UP BOUND     x(1_2_10_3)  1
 UP BOUND     x(1_2_10_4)  1
 UP BOUND     x(1_2_10_5)  1
 UP BOUND     x(1_2_10_6)  1
 UP BOUND     x(1_2_10_7)  1
 UP BOUND     x(1_2_10_8)  1
 UP BOUND     x(1_2_10_10)  1
 UP BOUND     x(1_2_10_11)  1
 UP BOUND     x(1_2_10_12)  1
 UP BOUND     x(1_2_10_13)  1
 UP BOUND     x(1_2_10_14)  1
 UP BOUND     x(1_2_11_1)  1
 UP BOUND     x(1_2_11_2)  1
 UP BOUND     x(1_2_11_3)  1
 UP BOUND     x(1_2_11_4)  1
 UP BOUND     x(1_2_11_5)  1
 UP BOUND     x(1_2_11_6)  1
 UP BOUND     x(1_2_11_7)  1
 UP BOUND     x(1_2_11_8)  1
 UP BOUND     x(1_2_11_10)  1
 UP BOUND     x(1_2_11_11)  1
 UP BOUND     x(1_2_11_12)  1
 UP BOUND     x(1_2_11_13)  1
 UP BOUND     x(1_2_11_14)  1
 UP BOUND     x(1_2_12_1)  1
 UP BOUND     x(1_2_12_2)  1
 UP BOUND     x(1_2_12_3)  1
 UP BOUND     x(1_2_12_4)  1
 UP BOUND     x(1_2_12_5)  1
 UP BOUND     x(1_2_12_6)  1
 UP BOUND     x(1_2_12_7)  1
 UP BOUND     x(1_2_12_10)  1
 UP BOUND     x(1_2_12_11)  1
 UP BOUND     x(1_2_12_12)  1
 UP BOUND     x(1_2_12_13)  1
 UP BOUND     x(1_2_13_1)  1
 UP BOUND     x(1_2_13_2)  1
 UP BOUND     x(1_2_13_3)  1
 UP BOUND     x(1_2_13_4)  1
 UP BOUND     x(1_2_13_5)  1
 UP BOUND     x(1_2_13_6)  1
 UP BOUND     x(1_2_13_7)  1
 UP BOUND     x(1_2_13_10)  1
 UP BOUND     x(1_2_13_11)  1
 UP BOUND     x(1_2_13_12)  1
 UP BOUND     x(1_2_13_13)  1
 UP BOUND     x(1_2_14_1)  1
 UP BOUND     x(1_2_14_2)  1
 UP BOUND     x(1_2_14_3)  1
 UP BOUND     x(1_2_14_4)  1
 UP BOUND     x(1_2_14_5)  1
 UP BOUND     x(1_2_14_6)  1
 UP BOUND     x(1_2_14_7)  1
 UP BOUND     x(1_2_14_10)  1
 UP BOUND     x(1_2_14_11)  1
 UP BOUND     x(1_2_14_12)  1
 UP BOUND     x(1_2_14_13)  1
 UP BOUND     x(1_2_15_1)  1
 UP BOUND     x(1_2_15_2)  1
 UP BOUND     x(1_2_15_3)  1
 UP BOUND     x(1_2_15_4)  1
 UP BOUND     x(1_2_15_5)  1
 UP BOUND     x(1_2_15_6)  1
 UP BOUND     x(1_2_15_10)  1
 UP BOUND     x(1_2_15_11)  1
 UP BOUND     x(1_2_15_12)  1
 UP BOUND     x(1_2_16_1)  1
 UP BOUND     x(1_2_16_2)  1
 UP BOUND     x(1_2_16_3)  1
 UP BOUND     x(1_2_16_4)  1
 UP BOUND     x(1_2_16_5)  1
 UP BOUND     x(1_2_16_6)  1
 UP BOUND     x(1_2_16_10)  1
 UP BOUND     x(1_2_16_11)  1
 UP BOUND     x(1_2_16_12)  1
 UP BOUND     x(1_2_17_1)  1
 UP BOUND     x(1_2_17_2)  1
 UP BOUND     x(1_2_17_3)  1
 UP BOUND     x(1_2_17_4)  1
 UP BOUND     x(1_2_17_5)  1
 UP BOUND     x(1_2_17_6)  1
 UP BOUND     x(1_2_17_10)  1
 UP BOUND     x(1_2_17_11)  1
 UP BOUND     x(1_2_17_12)  1
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
 UP BOUND     x(2_0_6_8)  1
 UP BOUND     x(2_0_6_10)  1
 UP BOUND     x(2_0_6_11)  1
 UP BOUND     x(2_0_6_13)  1
 UP BOUND     x(2_0_6_14)  1
 UP BOUND     x(2_0_7_1)  1
 UP BOUND     x(2_0_7_2)  1
 UP BOUND     x(2_0_7_3)  1
 UP BOUND     x(2_0_7_4)  1
 UP BOUND     x(2_0_7_5)  1
 UP BOUND     x(2_0_7_6)  1
 UP BOUND     x(2_0_7_7)  1
 UP BOUND     x(2_0_7_8)  1
 UP BOUND     x(2_0_7_10)  1
 UP BOUND     x(2_0_7_11)  1
 UP BOUND     x(2_0_7_12)  1
 UP BOUND     x(2_0_7_13)  1
 UP BOUND     x(2_0_7_14)  1
 UP BOUND     x(2_0_8_1)  1
 UP BOUND     x(2_0_8_2)  1
 UP BOUND     x(2_0_8_3)  1
 UP BOUND     x(2_0_8_4)  1
 UP BOUND     x(2_0_8_5)  1
 UP BOUND     x(2_0_8_6)  1
 UP BOUND     x(2_0_8_7)  1
 UP BOUND     x(2_0_8_10)  1
 UP BOUND     x(2_0_8_11)  1
 UP BOUND     x(2_0_8_12)  1
 UP BOUND     x(2_0_8_13)  1
 UP BOUND     x(2_0_9_1)  1
 UP BOUND     x(2_0_9_2)  1
 UP BOUND     x(2_0_9_3)  1
 UP BOUND     x(2_0_9_4)  1
 UP BOUND     x(2_0_9_5)  1
 UP BOUND     x(2_0_9_6)  1
 UP BOUND     x(2_0_9_7)  1
 UP BOUND     x(2_0_9_10)  1
 UP BOUND     x(2_0_9_11)  1
 UP BOUND     x(2_0_9_12)  1
 UP BOUND     x(2_0_9_13)  1
 UP BOUND     x(2_0_10_1)  1
 UP BOUND     x(2_0_10_2)  1
 UP BOUND     x(2_0_10_3)  1
 UP BOUND     x(2_0_10_4)  1
 UP BOUND     x(2_0_10_5)  1
 UP BOUND     x(2_0_10_6)  1
 UP BOUND     x(2_0_10_7)  1
 UP BOUND     x(2_0_10_10)  1
 UP BOUND     x(2_0_10_11)  1
 UP BOUND     x(2_0_10_12)  1
 UP BOUND     x(2_0_10_13)  1
 UP BOUND     x(2_0_11_1)  1
 UP BOUND     x(2_0_11_2)  1
 UP BOUND     x(2_0_11_3)  1
 UP BOUND     x(2_0_11_4)  1
 UP BOUND     x(2_0_11_5)  1
 UP BOUND     x(2_0_11_6)  1
 UP BOUND     x(2_0_11_10)  1
 UP BOUND     x(2_0_11_11)  1
 UP BOUND     x(2_0_11_12)  1
 UP BOUND     x(2_0_12_1)  1
 UP BOUND     x(2_0_12_2)  1
 UP BOUND     x(2_0_12_3)  1
 UP BOUND     x(2_0_12_4)  1
 UP BOUND     x(2_0_12_5)  1
 UP BOUND     x(2_0_12_6)  1
 UP BOUND     x(2_0_12_10)  1
 UP BOUND     x(2_0_12_11)  1
 UP BOUND     x(2_0_12_12)  1
 UP BOUND     x(2_0_13_1)  1
 UP BOUND     x(2_0_13_2)  1
 UP BOUND     x(2_0_13_3)  1
 UP BOUND     x(2_0_13_4)  1
 UP BOUND     x(2_0_13_5)  1
 UP BOUND     x(2_0_13_6)  1
 UP BOUND     x(2_0_13_10)  1
 UP BOUND     x(2_0_13_11)  1
 UP BOUND     x(2_0_13_12)  1
 UP BOUND     x(2_0_14_1)  1
 UP BOUND     x(2_0_14_2)  1
 UP BOUND     x(2_0_14_3)  1
 UP BOUND     x(2_0_14_4)  1
 UP BOUND     x(2_0_14_5)  1
 UP BOUND     x(2_0_14_6)  1
 UP BOUND     x(2_0_14_10)  1
 UP BOUND     x(2_0_14_11)  1
 UP BOUND     x(2_0_14_12)  1
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
 UP BOUND     x(2_1_6_8)  1
 UP BOUND     x(2_1_6_10)  1
 UP BOUND     x(2_1_6_11)  1
 UP BOUND     x(2_1_6_13)  1
 UP BOUND     x(2_1_6_14)  1
 UP BOUND     x(2_1_7_1)  1
 UP BOUND     x(2_1_7_2)  1
 UP BOUND     x(2_1_7_3)  1
 UP BOUND     x(2_1_7_4)  1
 UP BOUND     x(2_1_7_5)  1
 UP BOUND     x(2_1_7_6)  1
 UP BOUND     x(2_1_7_7)  1
 UP BOUND     x(2_1_7_8)  1
 UP BOUND     x(2_1_7_10)  1
 UP BOUND     x(2_1_7_11)  1
 UP BOUND     x(2_1_7_12)  1
 UP BOUND     x(2_1_7_13)  1
 UP BOUND     x(2_1_7_14)  1
 UP BOUND     x(2_1_8_1)  1
 UP BOUND     x(2_1_8_2)  1
 UP BOUND     x(2_1_8_3)  1
 UP BOUND     x(2_1_8_4)  1
 UP BOUND     x(2_1_8_5)  1
 UP BOUND     x(2_1_8_6)  1
 UP BOUND     x(2_1_8_7)  1
 UP BOUND     x(2_1_8_8)  1
 UP BOUND     x(2_1_8_10)  1
 UP BOUND     x(2_1_8_11)  1
 UP BOUND     x(2_1_8_12)  1
 UP BOUND     x(2_1_8_13)  1
 UP BOUND     x(2_1_8_14)  1
 UP BOUND     x(2_1_9_1)  1
 UP BOUND     x(2_1_9_2)  1
 UP BOUND     x(2_1_9_3)  1
 UP BOUND     x(2_1_9_4)  1
 UP BOUND     x(2_1_9_5)  1
 UP BOUND     x(2_1_9_6)  1
 UP BOUND     x(2_1_9_7)  1
 UP BOUND     x(2_1_9_8)  1
 UP BOUND     x(2_1_9_10)  1
 UP BOUND     x(2_1_9_11)  1
 UP BOUND     x(2_1_9_12)  1
 UP BOUND     x(2_1_9_13)  1
 UP BOUND     x(2_1_9_14)  1
 UP BOUND     x(2_1_10_1)  1
 UP BOUND     x(2_1_10_2)  1
 UP BOUND     x(2_1_10_3)  1
 UP BOUND     x(2_1_10_4)  1
 UP BOUND     x(2_1_10_5)  1
 UP BOUND     x(2_1_10_6)  1
 UP BOUND     x(2_1_10_7)  1
 UP BOUND     x(2_1_10_8)  1
 UP BOUND     x(2_1_10_10)  1
 UP BOUND     x(2_1_10_11)  1
 UP BOUND     x(2_1_10_12)  1
 UP BOUND     x(2_1_10_13)  1
 UP BOUND     x(2_1_10_14)  1
 UP BOUND     x(2_1_11_1)  1
 UP BOUND     x(2_1_11_2)  1
 UP BOUND     x(2_1_11_3)  1
 UP BOUND     x(2_1_11_4)  1
 UP BOUND     x(2_1_11_5)  1
 UP BOUND     x(2_1_11_6)  1
 UP BOUND     x(2_1_11_7)  1
 UP BOUND     x(2_1_11_10)  1
 UP BOUND     x(2_1_11_11)  1
 UP BOUND     x(2_1_11_12)  1
 UP BOUND     x(2_1_11_13)  1
 UP BOUND     x(2_1_12_1)  1
 UP BOUND     x(2_1_12_2)  1
 UP BOUND     x(2_1_12_3)  1
 UP BOUND     x(2_1_12_4)  1
 UP BOUND     x(2_1_12_5)  1
 UP BOUND     x(2_1_12_6)  1
 UP BOUND     x(2_1_12_7)  1
 UP BOUND     x(2_1_12_10)  1
 UP BOUND     x(2_1_12_11)  1
 UP BOUND     x(2_1_12_12)  1
 UP BOUND     x(2_1_12_13)  1
 UP BOUND     x(2_1_13_1)  1
 UP BOUND     x(2_1_13_2)  1
 UP BOUND     x(2_1_13_3)  1
 UP BOUND     x(2_1_13_4)  1
 UP BOUND     x(2_1_13_5)  1
 UP BOUND     x(2_1_13_6)  1
 UP BOUND     x(2_1_13_7)  1
 UP BOUND     x(2_1_13_10)  1
 UP BOUND     x(2_1_13_11)  1
 UP BOUND     x(2_1_13_12)  1
 UP BOUND     x(2_1_13_13)  1
 UP BOUND     x(2_1_14_1)  1
 UP BOUND     x(2_1_14_2)  1
 UP BOUND     x(2_1_14_3)  1
 UP BOUND     x(2_1_14_4)  1
 UP BOUND     x(2_1_14_5)  1
 UP BOUND     x(2_1_14_6)  1
 UP BOUND     x(2_1_14_10)  1
 UP BOUND     x(2_1_14_11)  1
 UP BOUND     x(2_1_14_12)  1
 UP BOUND     x(2_1_15_1)  1
 UP BOUND     x(2_1_15_2)  1
 UP BOUND     x(2_1_15_3)  1
 UP BOUND     x(2_1_15_4)  1
 UP BOUND     x(2_1_15_5)  1
 UP BOUND     x(2_1_15_6)  1
 UP BOUND     x(2_1_15_10)  1
 UP BOUND     x(2_1_15_11)  1
 UP BOUND     x(2_1_15_12)  1
 UP BOUND     x(2_1_16_1)  1
 UP BOUND     x(2_1_16_2)  1
 UP BOUND     x(2_1_16_3)  1
 UP BOUND     x(2_1_16_4)  1
 UP BOUND     x(2_1_16_5)  1
 UP BOUND     x(2_1_16_6)  1
 UP BOUND     x(2_1_16_10)  1
 UP BOUND     x(2_1_16_11)  1
 UP BOUND     x(2_1_16_12)  1
 UP BOUND     x(2_1_17_1)  1
 UP BOUND     x(2_1_17_2)  1
 UP BOUND     x(2_1_17_3)  1
 UP BOUND     x(2_1_17_4)  1
 UP BOUND     x(2_1_17_5)  1
 UP BOUND     x(2_1_17_6)  1
 UP BOUND     x(2_1_17_10)  1
 UP BOUND     x(2_1_17_11)  1
 UP BOUND     x(2_1_17_12)  1
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
 UP BOUND     x(2_2_6_8)  1
 UP BOUND     x(2_2_6_10)  1
 UP BOUND     x(2_2_6_11)  1
 UP BOUND     x(2_2_6_13)  1
 UP BOUND     x(2_2_6_14)  1
 UP BOUND     x(2_2_7_1)  1
 UP BOUND     x(2_2_7_2)  1
 UP BOUND     x(2_2_7_3)  1
 UP BOUND     x(2_2_7_4)  1
 UP BOUND     x(2_2_7_5)  1
 UP BOUND     x(2_2_7_6)  1
 UP BOUND     x(2_2_7_7)  1
 UP BOUND     x(2_2_7_8)  1
 UP BOUND     x(2_2_7_10)  1
 UP BOUND     x(2_2_7_11)  1
 UP BOUND     x(2_2_7_12)  1
 UP BOUND     x(2_2_7_13)  1
 UP BOUND     x(2_2_7_14)  1
 UP BOUND     x(2_2_8_1)  1
 UP BOUND     x(2_2_8_2)  1
 UP BOUND     x(2_2_8_3)  1
 UP BOUND     x(2_2_8_4)  1
 UP BOUND     x(2_2_8_5)  1
 UP BOUND     x(2_2_8_6)  1
 UP BOUND     x(2_2_8_7)  1
 UP BOUND     x(2_2_8_8)  1
 UP BOUND     x(2_2_8_10)  1
 UP BOUND     x(2_2_8_11)  1
 UP BOUND     x(2_2_8_12)  1
 UP BOUND     x(2_2_8_13)  1
 UP BOUND     x(2_2_8_14)  1
 UP BOUND     x(2_2_9_1)  1
 UP BOUND     x(2_2_9_2)  1
 UP BOUND     x(2_2_9_3)  1
 UP BOUND     x(2_2_9_4)  1
 UP BOUND     x(2_2_9_5)  1
 UP BOUND     x(2_2_9_6)  1
 UP BOUND     x(2_2_9_7)  1
 UP BOUND     x(2_2_9_8)  1
 UP BOUND     x(2_2_9_10)  1
 UP BOUND     x(2_2_9_11)  1
 UP BOUND     x(2_2_9_12)  1
 UP BOUND     x(2_2_9_13)  1
 UP BOUND     x(2_2_9_14)  1
 UP BOUND     x(2_2_10_1)  1
 UP BOUND     x(2_2_10_2)  1
 UP BOUND     x(2_2_10_3)  1
 UP BOUND     x(2_2_10_4)  1
 UP BOUND     x(2_2_10_5)  1
 UP BOUND     x(2_2_10_6)  1
 UP BOUND     x(2_2_10_7)  1
 UP BOUND     x(2_2_10_8)  1
 UP BOUND     x(2_2_10_10)  1
 UP BOUND     x(2_2_10_11)  1
 UP BOUND     x(2_2_10_12)  1
 UP BOUND     x(2_2_10_13)  1
 UP BOUND     x(2_2_10_14)  1
 UP BOUND     x(2_2_11_1)  1
 UP BOUND     x(2_2_11_2)  1
 UP BOUND     x(2_2_11_3)  1
 UP BOUND     x(2_2_11_4)  1
 UP BOUND     x(2_2_11_5)  1
 UP BOUND     x(2_2_11_6)  1
 UP BOUND     x(2_2_11_7)  1
 UP BOUND     x(2_2_11_10)  1
 UP BOUND     x(2_2_11_11)  1
 UP BOUND     x(2_2_11_12)  1
 UP BOUND     x(2_2_11_13)  1
 UP BOUND     x(2_2_12_1)  1
 UP BOUND     x(2_2_12_2)  1
 UP BOUND     x(2_2_12_3)  1
 UP BOUND     x(2_2_12_4)  1
 UP BOUND     x(2_2_12_5)  1
 UP BOUND     x(2_2_12_6)  1
 UP BOUND     x(2_2_12_7)  1
 UP BOUND     x(2_2_12_10)  1
 UP BOUND     x(2_2_12_11)  1
 UP BOUND     x(2_2_12_12)  1
 UP BOUND     x(2_2_12_13)  1
 UP BOUND     x(2_2_13_1)  1
 UP BOUND     x(2_2_13_2)  1
 UP BOUND     x(2_2_13_3)  1
 UP BOUND     x(2_2_13_4)  1
 UP BOUND     x(2_2_13_5)  1
 UP BOUND     x(2_2_13_6)  1
 UP BOUND     x(2_2_13_7)  1
 UP BOUND     x(2_2_13_10)  1
 UP BOUND     x(2_2_13_11)  1
 UP BOUND     x(2_2_13_12)  1
 UP BOUND     x(2_2_13_13)  1
 UP BOUND     x(2_2_14_1)  1
 UP BOUND     x(2_2_14_2)  1
 UP BOUND     x(2_2_14_3)  1
 UP BOUND     x(2_2_14_4)  1
 UP BOUND     x(2_2_14_5)  1
 UP BOUND     x(2_2_14_6)  1
 UP BOUND     x(2_2_14_10)  1
 UP BOUND     x(2_2_14_11)  1
 UP BOUND     x(2_2_14_12)  1
 UP BOUND     x(2_2_15_1)  1
 UP BOUND     x(2_2_15_2)  1
 UP BOUND     x(2_2_15_3)  1
 UP BOUND     x(2_2_15_4)  1
 UP BOUND     x(2_2_15_5)  1
 UP BOUND     x(2_2_15_6)  1
 UP BOUND     x(2_2_15_10)  1
 UP BOUND     x(2_2_15_11)  1
 UP BOUND     x(2_2_15_12)  1
 UP BOUND     x(2_2_16_1)  1
 UP BOUND     x(2_2_16_2)  1
 UP BOUND     x(2_2_16_3)  1
 UP BOUND     x(2_2_16_4)  1
 UP BOUND     x(2_2_16_5)  1
 UP BOUND     x(2_2_16_6)  1
 UP BOUND     x(2_2_16_10)  1
 UP BOUND     x(2_2_16_11)  1
 UP BOUND     x(2_2_16_12)  1
 UP BOUND     x(2_2_17_1)  1
 UP BOUND     x(2_2_17_2)  1
 UP BOUND     x(2_2_17_3)  1
 UP BOUND     x(2_2_17_4)  1
 UP BOUND     x(2_2_17_5)  1
 UP BOUND     x(2_2_17_6)  1
 UP BOUND     x(2_2_17_10)  1
 UP BOUND     x(2_2_17_11)  1
 UP BOUND     x(2_2_17_12)  1
 UP BOUND     x(3_0_0_1)  1
 UP BOUND     x(3_0_0_2)  1
 UP BOUND     x(3_0_0_4)  1
 UP BOUND     x(3_0_0_5)  1
 UP BOUND     x(3_0_0_7)  1
 UP BOUND     x(3_0_0_8)  1
 UP BOUND     x(3_0_0_10)  1
 UP BOUND     x(3_0_0_11)  1
 UP BOUND     x(3_0_0_13)  1
 UP BOUND     x(3_0_0_14)  1
 UP BOUND     x(3_0_1_1)  1
 UP BOUND     x(3_0_1_2)  1
 UP BOUND     x(3_0_1_4)  1
 UP BOUND     x(3_0_1_5)  1
 UP BOUND     x(3_0_1_7)  1
 UP BOUND     x(3_0_1_8)  1
 UP BOUND     x(3_0_1_10)  1
 UP BOUND     x(3_0_1_11)  1
 UP BOUND     x(3_0_1_13)  1
 UP BOUND     x(3_0_1_14)  1
 UP BOUND     x(3_0_2_1)  1
 UP BOUND     x(3_0_2_2)  1
 UP BOUND     x(3_0_2_4)  1
 UP BOUND     x(3_0_2_5)  1
 UP BOUND     x(3_0_2_7)  1
 UP BOUND     x(3_0_2_8)  1
 UP BOUND     x(3_0_2_10)  1
 UP BOUND     x(3_0_2_11)  1
 UP BOUND     x(3_0_2_13)  1
 UP BOUND     x(3_0_2_14)  1
 UP BOUND     x(3_0_3_1)  1
 UP BOUND     x(3_0_3_2)  1
 UP BOUND     x(3_0_3_4)  1
 UP BOUND     x(3_0_3_5)  1
 UP BOUND     x(3_0_3_7)  1
 UP BOUND     x(3_0_3_8)  1
 UP BOUND     x(3_0_3_10)  1
 UP BOUND     x(3_0_3_11)  1
 UP BOUND     x(3_0_3_13)  1
 UP BOUND     x(3_0_3_14)  1
 UP BOUND     x(3_0_4_1)  1
 UP BOUND     x(3_0_4_2)  1
 UP BOUND     x(3_0_4_4)  1
 UP BOUND     x(3_0_4_5)  1
 UP BOUND     x(3_0_4_7)  1
 UP BOUND     x(3_0_4_8)  1
 UP BOUND     x(3_0_4_10)  1
 UP BOUND     x(3_0_4_11)  1
 UP BOUND     x(3_0_4_13)  1
 UP BOUND     x(3_0_4_14)  1
 UP BOUND     x(3_0_5_1)  1
 UP BOUND     x(3_0_5_2)  1
 UP BOUND     x(3_0_5_3)  1
 UP BOUND     x(3_0_5_4)  1
 UP BOUND     x(3_0_5_5)  1
 UP BOUND     x(3_0_5_6)  1
 UP BOUND     x(3_0_5_7)  1
 UP BOUND     x(3_0_5_8)  1
 UP BOUND     x(3_0_5_10)  1
 UP BOUND     x(3_0_5_11)  1
 UP BOUND     x(3_0_5_13)  1
 UP BOUND     x(3_0_5_14)  1
 UP BOUND     x(3_0_6_1)  1
 UP BOUND     x(3_0_6_2)  1
 UP BOUND     x(3_0_6_3)  1
 UP BOUND     x(3_0_6_4)  1
 UP BOUND     x(3_0_6_5)  1
 UP BOUND     x(3_0_6_6)  1
 UP BOUND     x(3_0_6_7)  1
 UP BOUND     x(3_0_6_8)  1
 UP BOUND     x(3_0_6_10)  1
 UP BOUND     x(3_0_6_11)  1
 UP BOUND     x(3_0_6_13)  1
 UP BOUND     x(3_0_6_14)  1
 UP BOUND     x(3_0_7_1)  1
 UP BOUND     x(3_0_7_2)  1
 UP BOUND     x(3_0_7_3)  1
 UP BOUND     x(3_0_7_4)  1
 UP BOUND     x(3_0_7_5)  1
 UP BOUND     x(3_0_7_6)  1
 UP BOUND     x(3_0_7_7)  1
 UP BOUND     x(3_0_7_10)  1
 UP BOUND     x(3_0_7_11)  1
 UP BOUND     x(3_0_7_13)  1
 UP BOUND     x(3_0_8_1)  1
 UP BOUND     x(3_0_8_2)  1
 UP BOUND     x(3_0_8_3)  1
 UP BOUND     x(3_0_8_4)  1
 UP BOUND     x(3_0_8_5)  1
 UP BOUND     x(3_0_8_6)  1
 UP BOUND     x(3_0_8_7)  1
 UP BOUND     x(3_0_8_10)  1
 UP BOUND     x(3_0_8_11)  1
 UP BOUND     x(3_0_8_12)  1
 UP BOUND     x(3_0_8_13)  1
 UP BOUND     x(3_0_9_1)  1
 UP BOUND     x(3_0_9_2)  1
 UP BOUND     x(3_0_9_3)  1
 UP BOUND     x(3_0_9_4)  1
 UP BOUND     x(3_0_9_5)  1
 UP BOUND     x(3_0_9_6)  1
 UP BOUND     x(3_0_9_7)  1
 UP BOUND     x(3_0_9_10)  1
 UP BOUND     x(3_0_9_11)  1
 UP BOUND     x(3_0_9_12)  1
 UP BOUND     x(3_0_9_13)  1
 UP BOUND     x(3_0_10_1)  1
 UP BOUND     x(3_0_10_2)  1
 UP BOUND     x(3_0_10_3)  1
 UP BOUND     x(3_0_10_4)  1
 UP BOUND     x(3_0_10_5)  1
 UP BOUND     x(3_0_10_6)  1
 UP BOUND     x(3_0_10_10)  1
 UP BOUND     x(3_0_10_11)  1
 UP BOUND     x(3_0_10_12)  1
 UP BOUND     x(3_0_11_1)  1
 UP BOUND     x(3_0_11_2)  1
 UP BOUND     x(3_0_11_3)  1
 UP BOUND     x(3_0_11_4)  1
 UP BOUND     x(3_0_11_5)  1
 UP BOUND     x(3_0_11_6)  1
 UP BOUND     x(3_0_11_10)  1
 UP BOUND     x(3_0_11_11)  1
 UP BOUND     x(3_0_11_12)  1
 UP BOUND     x(3_0_12_1)  1
 UP BOUND     x(3_0_12_2)  1
 UP BOUND     x(3_0_12_3)  1
 UP BOUND     x(3_0_12_4)  1
 UP BOUND     x(3_0_12_5)  1
 UP BOUND     x(3_0_12_6)  1
 UP BOUND     x(3_0_12_10)  1
 UP BOUND     x(3_0_12_11)  1
 UP BOUND     x(3_0_12_12)  1
 UP BOUND     x(3_0_13_1)  1
 UP BOUND     x(3_0_13_2)  1
 UP BOUND     x(3_0_13_3)  1
 UP BOUND     x(3_0_13_4)  1
 UP BOUND     x(3_0_13_5)  1
 UP BOUND     x(3_0_13_6)  1
 UP BOUND     x(3_0_13_10)  1
 UP BOUND     x(3_0_13_11)  1
 UP BOUND     x(3_0_13_12)  1
 UP BOUND     x(3_0_14_1)  1
 UP BOUND     x(3_0_14_2)  1
 UP BOUND     x(3_0_14_3)  1
 UP BOUND     x(3_0_14_4)  1
 UP BOUND     x(3_0_14_5)  1
 UP BOUND     x(3_0_14_6)  1
 UP BOUND     x(3_0_14_10)  1
 UP BOUND     x(3_0_14_11)  1
 UP BOUND     x(3_0_14_12)  1
 UP BOUND     x(3_1_0_1)  1
 UP BOUND     x(3_1_0_2)  1
 UP BOUND     x(3_1_0_4)  1
 UP BOUND     x(3_1_0_5)  1
 UP BOUND     x(3_1_0_7)  1
 UP BOUND     x(3_1_0_8)  1
 UP BOUND     x(3_1_0_10)  1
 UP BOUND     x(3_1_0_11)  1
 UP BOUND     x(3_1_0_13)  1
 UP BOUND     x(3_1_0_14)  1
 UP BOUND     x(3_1_1_1)  1
 UP BOUND     x(3_1_1_2)  1
 UP BOUND     x(3_1_1_4)  1
 UP BOUND     x(3_1_1_5)  1
 UP BOUND     x(3_1_1_7)  1
 UP BOUND     x(3_1_1_8)  1
 UP BOUND     x(3_1_1_10)  1
 UP BOUND     x(3_1_1_11)  1
 UP BOUND     x(3_1_1_13)  1
 UP BOUND     x(3_1_1_14)  1
 UP BOUND     x(3_1_2_1)  1
 UP BOUND     x(3_1_2_2)  1
 UP BOUND     x(3_1_2_4)  1
 UP BOUND     x(3_1_2_5)  1
 UP BOUND     x(3_1_2_7)  1
 UP BOUND     x(3_1_2_8)  1
 UP BOUND     x(3_1_2_10)  1
 UP BOUND     x(3_1_2_11)  1
 UP BOUND     x(3_1_2_13)  1
 UP BOUND     x(3_1_2_14)  1
 UP BOUND     x(3_1_3_1)  1
 UP BOUND     x(3_1_3_2)  1
 UP BOUND     x(3_1_3_4)  1
 UP BOUND     x(3_1_3_5)  1
 UP BOUND     x(3_1_3_7)  1
 UP BOUND     x(3_1_3_8)  1
 UP BOUND     x(3_1_3_10)  1
 UP BOUND     x(3_1_3_11)  1
 UP BOUND     x(3_1_3_13)  1
 UP BOUND     x(3_1_3_14)  1
 UP BOUND     x(3_1_4_1)  1
 UP BOUND     x(3_1_4_2)  1
 UP BOUND     x(3_1_4_4)  1
 UP BOUND     x(3_1_4_5)  1
 UP BOUND     x(3_1_4_7)  1
 UP BOUND     x(3_1_4_8)  1
 UP BOUND     x(3_1_4_10)  1
 UP BOUND     x(3_1_4_11)  1
 UP BOUND     x(3_1_4_13)  1
 UP BOUND     x(3_1_4_14)  1
 UP BOUND     x(3_1_5_1)  1
 UP BOUND     x(3_1_5_2)  1
 UP BOUND     x(3_1_5_3)  1
 UP BOUND     x(3_1_5_4)  1
 UP BOUND     x(3_1_5_5)  1
 UP BOUND     x(3_1_5_6)  1
 UP BOUND     x(3_1_5_7)  1
 UP BOUND     x(3_1_5_8)  1
 UP BOUND     x(3_1_5_10)  1
 UP BOUND     x(3_1_5_11)  1
 UP BOUND     x(3_1_5_13)  1
 UP BOUND     x(3_1_5_14)  1
 UP BOUND     x(3_1_6_1)  1
 UP BOUND     x(3_1_6_2)  1
 UP BOUND     x(3_1_6_3)  1
 UP BOUND     x(3_1_6_4)  1
 UP BOUND     x(3_1_6_5)  1
 UP BOUND     x(3_1_6_6)  1
 UP BOUND     x(3_1_6_7)  1
 UP BOUND     x(3_1_6_8)  1
 UP BOUND     x(3_1_6_10)  1
 UP BOUND     x(3_1_6_11)  1
 UP BOUND     x(3_1_6_13)  1
 UP BOUND     x(3_1_6_14)  1
 UP BOUND     x(3_1_7_1)  1
 UP BOUND     x(3_1_7_2)  1
 UP BOUND     x(3_1_7_3)  1
 UP BOUND     x(3_1_7_4)  1
 UP BOUND     x(3_1_7_5)  1
 UP BOUND     x(3_1_7_6)  1
 UP BOUND     x(3_1_7_7)  1
 UP BOUND     x(3_1_7_8)  1
 UP BOUND     x(3_1_7_10)  1
 UP BOUND     x(3_1_7_11)  1
 UP BOUND     x(3_1_7_13)  1
 UP BOUND     x(3_1_7_14)  1
 UP BOUND     x(3_1_8_1)  1
 UP BOUND     x(3_1_8_2)  1
 UP BOUND     x(3_1_8_3)  1
 UP BOUND     x(3_1_8_4)  1
 UP BOUND     x(3_1_8_5)  1
 UP BOUND     x(3_1_8_6)  1
 UP BOUND     x(3_1_8_7)  1
 UP BOUND     x(3_1_8_8)  1
 UP BOUND     x(3_1_8_10)  1
 UP BOUND     x(3_1_8_11)  1
 UP BOUND     x(3_1_8_12)  1
 UP BOUND     x(3_1_8_13)  1
 UP BOUND     x(3_1_8_14)  1
 UP BOUND     x(3_1_9_1)  1
 UP BOUND     x(3_1_9_2)  1
 UP BOUND     x(3_1_9_3)  1
 UP BOUND     x(3_1_9_4)  1
 UP BOUND     x(3_1_9_5)  1
 UP BOUND     x(3_1_9_6)  1
 UP BOUND     x(3_1_9_7)  1
 UP BOUND     x(3_1_9_8)  1
 UP BOUND     x(3_1_9_10)  1
 UP BOUND     x(3_1_9_11)  1
 UP BOUND     x(3_1_9_12)  1
 UP BOUND     x(3_1_9_13)  1
 UP BOUND     x(3_1_9_14)  1
 UP BOUND     x(3_1_10_1)  1
 UP BOUND     x(3_1_10_2)  1
 UP BOUND     x(3_1_10_3)  1
 UP BOUND     x(3_1_10_4)  1
 UP BOUND     x(3_1_10_5)  1
 UP BOUND     x(3_1_10_6)  1
 UP BOUND     x(3_1_10_7)  1
 UP BOUND     x(3_1_10_10)  1
 UP BOUND     x(3_1_10_11)  1
 UP BOUND     x(3_1_10_12)  1
 UP BOUND     x(3_1_10_13)  1
 UP BOUND     x(3_1_11_1)  1
 UP BOUND     x(3_1_11_2)  1
 UP BOUND     x(3_1_11_3)  1
 UP BOUND     x(3_1_11_4)  1
 UP BOUND     x(3_1_11_5)  1
 UP BOUND     x(3_1_11_6)  1
 UP BOUND     x(3_1_11_7)  1
 UP BOUND     x(3_1_11_10)  1
 UP BOUND     x(3_1_11_11)  1
 UP BOUND     x(3_1_11_12)  1
 UP BOUND     x(3_1_11_13)  1
 UP BOUND     x(3_1_12_1)  1
 UP BOUND     x(3_1_12_2)  1
 UP BOUND     x(3_1_12_3)  1
 UP BOUND     x(3_1_12_4)  1
 UP BOUND     x(3_1_12_5)  1
 UP BOUND     x(3_1_12_6)  1
 UP BOUND     x(3_1_12_7)  1
 UP BOUND     x(3_1_12_10)  1
 UP BOUND     x(3_1_12_11)  1
 UP BOUND     x(3_1_12_12)  1
 UP BOUND     x(3_1_12_13)  1
 UP BOUND     x(3_1_13_1)  1
 UP BOUND     x(3_1_13_2)  1
 UP BOUND     x(3_1_13_3)  1
 UP BOUND     x(3_1_13_4)  1
 UP BOUND     x(3_1_13_5)  1
 UP BOUND     x(3_1_13_6)  1
 UP BOUND     x(3_1_13_10)  1
 UP BOUND     x(3_1_13_11)  1
 UP BOUND     x(3_1_13_12)  1
 UP BOUND     x(3_1_14_1)  1
 UP BOUND     x(3_1_14_2)  1
 UP BOUND     x(3_1_14_3)  1
 UP BOUND     x(3_1_14_4)  1
 UP BOUND     x(3_1_14_5)  1
 UP BOUND     x(3_1_14_6)  1
 UP BOUND     x(3_1_14_10)  1
 UP BOUND     x(3_1_14_11)  1
 UP BOUND     x(3_1_14_12)  1
 UP BOUND     x(3_1_15_1)  1
 UP BOUND     x(3_1_15_2)  1
 UP BOUND     x(3_1_15_3)  1
 UP BOUND     x(3_1_15_4)  1
 UP BOUND     x(3_1_15_5)  1
 UP BOUND     x(3_1_15_6)  1
 UP BOUND     x(3_1_15_10)  1
 UP BOUND     x(3_1_15_11)  1
 UP BOUND     x(3_1_15_12)  1
 UP BOUND     x(3_1_16_1)  1
 UP BOUND     x(3_1_16_2)  1
 UP BOUND     x(3_1_16_3)  1
 UP BOUND     x(3_1_16_4)  1
 UP BOUND     x(3_1_16_5)  1
 UP BOUND     x(3_1_16_6)  1
 UP BOUND     x(3_1_16_10)  1
 UP BOUND     x(3_1_16_11)  1
 UP BOUND     x(3_1_16_12)  1
 UP BOUND     x(3_1_17_1)  1
 UP BOUND     x(3_1_17_2)  1
 UP BOUND     x(3_1_17_3)  1
 UP BOUND     x(3_1_17_4)  1
 UP BOUND     x(3_1_17_5)  1
 UP BOUND     x(3_1_17_6)  1
 UP BOUND     x(3_1_17_10)  1
 UP BOUND     x(3_1_17_11)  1
 UP BOUND     x(3_1_17_12)  1
 UP BOUND     x(3_2_0_1)  1
 UP BOUND     x(3_2_0_2)  1
 UP BOUND     x(3_2_0_4)  1
 UP BOUND     x(3_2_0_5)  1
 UP BOUND     x(3_2_0_7)  1
 UP BOUND     x(3_2_0_8)  1
 UP BOUND     x(3_2_0_10)  1
 UP BOUND     x(3_2_0_11)  1
 UP BOUND     x(3_2_0_13)  1
 UP BOUND     x(3_2_0_14)  1
 UP BOUND     x(3_2_1_1)  1
 UP BOUND     x(3_2_1_2)  1
 UP BOUND     x(3_2_1_4)  1
 UP BOUND     x(3_2_1_5)  1
 UP BOUND     x(3_2_1_7)  1
 UP BOUND     x(3_2_1_8)  1
 UP BOUND     x(3_2_1_10)  1
 UP BOUND     x(3_2_1_11)  1
 UP BOUND     x(3_2_1_13)  1
 UP BOUND     x(3_2_1_14)  1
 UP BOUND     x(3_2_2_1)  1
 UP BOUND     x(3_2_2_2)  1
 UP BOUND     x(3_2_2_4)  1
 UP BOUND     x(3_2_2_5)  1
 UP BOUND     x(3_2_2_7)  1
 UP BOUND     x(3_2_2_8)  1
 UP BOUND     x(3_2_2_10)  1
 UP BOUND     x(3_2_2_11)  1
 UP BOUND     x(3_2_2_13)  1
 UP BOUND     x(3_2_2_14)  1
 UP BOUND     x(3_2_3_1)  1
 UP BOUND     x(3_2_3_2)  1
 UP BOUND     x(3_2_3_4)  1
 UP BOUND     x(3_2_3_5)  1
 UP BOUND     x(3_2_3_7)  1
 UP BOUND     x(3_2_3_8)  1
 UP BOUND     x(3_2_3_10)  1
 UP BOUND     x(3_2_3_11)  1
 UP BOUND     x(3_2_3_13)  1
 UP BOUND     x(3_2_3_14)  1
 UP BOUND     x(3_2_4_1)  1
 UP BOUND     x(3_2_4_2)  1
 UP BOUND     x(3_2_4_4)  1
 UP BOUND     x(3_2_4_5)  1
 UP BOUND     x(3_2_4_7)  1
 UP BOUND     x(3_2_4_8)  1
 UP BOUND     x(3_2_4_10)  1
 UP BOUND     x(3_2_4_11)  1
 UP BOUND     x(3_2_4_13)  1
 UP BOUND     x(3_2_4_14)  1
 UP BOUND     x(3_2_5_1)  1
 UP BOUND     x(3_2_5_2)  1
 UP BOUND     x(3_2_5_3)  1
 UP BOUND     x(3_2_5_4)  1
 UP BOUND     x(3_2_5_5)  1
 UP BOUND     x(3_2_5_6)  1
 UP BOUND     x(3_2_5_7)  1
 UP BOUND     x(3_2_5_8)  1
 UP BOUND     x(3_2_5_10)  1
 UP BOUND     x(3_2_5_11)  1
 UP BOUND     x(3_2_5_13)  1
 UP BOUND     x(3_2_5_14)  1
 UP BOUND     x(3_2_6_1)  1
 UP BOUND     x(3_2_6_2)  1
 UP BOUND     x(3_2_6_3)  1
 UP BOUND     x(3_2_6_4)  1
 UP BOUND     x(3_2_6_5)  1
 UP BOUND     x(3_2_6_6)  1
 UP BOUND     x(3_2_6_7)  1
 UP BOUND     x(3_2_6_8)  1
 UP BOUND     x(3_2_6_10)  1
 UP BOUND     x(3_2_6_11)  1
 UP BOUND     x(3_2_6_13)  1
 UP BOUND     x(3_2_6_14)  1
 UP BOUND     x(3_2_7_1)  1
 UP BOUND     x(3_2_7_2)  1
 UP BOUND     x(3_2_7_3)  1
 UP BOUND     x(3_2_7_4)  1
 UP BOUND     x(3_2_7_5)  1
 UP BOUND     x(3_2_7_6)  1
 UP BOUND     x(3_2_7_7)  1
 UP BOUND     x(3_2_7_8)  1
 UP BOUND     x(3_2_7_10)  1
 UP BOUND     x(3_2_7_11)  1
 UP BOUND     x(3_2_7_13)  1
 UP BOUND     x(3_2_7_14)  1
 UP BOUND     x(3_2_8_1)  1
 UP BOUND     x(3_2_8_2)  1
 UP BOUND     x(3_2_8_3)  1
 UP BOUND     x(3_2_8_4)  1
 UP BOUND     x(3_2_8_5)  1
 UP BOUND     x(3_2_8_6)  1
 UP BOUND     x(3_2_8_7)  1
 UP BOUND     x(3_2_8_8)  1
 UP BOUND     x(3_2_8_10)  1
 UP BOUND     x(3_2_8_11)  1
 UP BOUND     x(3_2_8_12)  1
 UP BOUND     x(3_2_8_13)  1
 UP BOUND     x(3_2_8_14)  1
 UP BOUND     x(3_2_9_1)  1
 UP BOUND     x(3_2_9_2)  1
 UP BOUND     x(3_2_9_3)  1
 UP BOUND     x(3_2_9_4)  1
 UP BOUND     x(3_2_9_5)  1
 UP BOUND     x(3_2_9_6)  1
 UP BOUND     x(3_2_9_7)  1
 UP BOUND     x(3_2_9_8)  1
 UP BOUND     x(3_2_9_10)  1
 UP BOUND     x(3_2_9_11)  1
 UP BOUND     x(3_2_9_12)  1
 UP BOUND     x(3_2_9_13)  1
 UP BOUND     x(3_2_9_14)  1
 UP BOUND     x(3_2_10_1)  1
 UP BOUND     x(3_2_10_2)  1
 UP BOUND     x(3_2_10_3)  1
 UP BOUND     x(3_2_10_4)  1
 UP BOUND     x(3_2_10_5)  1
 UP BOUND     x(3_2_10_6)  1
 UP BOUND     x(3_2_10_7)  1
 UP BOUND     x(3_2_10_10)  1
 UP BOUND     x(3_2_10_11)  1
 UP BOUND     x(3_2_10_12)  1
 UP BOUND     x(3_2_10_13)  1
 UP BOUND     x(3_2_11_1)  1
 UP BOUND     x(3_2_11_2)  1
 UP BOUND     x(3_2_11_3)  1
 UP BOUND     x(3_2_11_4)  1
 UP BOUND     x(3_2_11_5)  1
 UP BOUND     x(3_2_11_6)  1
 UP BOUND     x(3_2_11_7)  1
 UP BOUND     x(3_2_11_10)  1
 UP BOUND     x(3_2_11_11)  1
 UP BOUND     x(3_2_11_12)  1
 UP BOUND     x(3_2_11_13)  1
 UP BOUND     x(3_2_12_1)  1
 UP BOUND     x(3_2_12_2)  1
 UP BOUND     x(3_2_12_3)  1
 UP BOUND     x(3_2_12_4)  1
 UP BOUND     x(3_2_12_5)  1
 UP BOUND     x(3_2_12_6)  1
 UP BOUND     x(3_2_12_7)  1
 UP BOUND     x(3_2_12_10)  1
 UP BOUND     x(3_2_12_11)  1
 UP BOUND     x(3_2_12_12)  1
 UP BOUND     x(3_2_12_13)  1
 UP BOUND     x(3_2_13_1)  1
 UP BOUND     x(3_2_13_2)  1
 UP BOUND     x(3_2_13_3)  1
 UP BOUND     x(3_2_13_4)  1
 UP BOUND     x(3_2_13_5)  1
 UP BOUND     x(3_2_13_6)  1
 UP BOUND     x(3_2_13_10)  1
 UP BOUND     x(3_2_13_11)  1
 UP BOUND     x(3_2_13_12)  1
 UP BOUND     x(3_2_14_1)  1
 UP BOUND     x(3_2_14_2)  1
 UP BOUND     x(3_2_14_3)  1
 UP BOUND     x(3_2_14_4)  1
 UP BOUND     x(3_2_14_5)  1
 UP BOUND     x(3_2_14_6)  1
 UP BOUND     x(3_2_14_10)  1
 UP BOUND     x(3_2_14_11)  1
 UP BOUND     x(3_2_14_12)  1
 UP BOUND     x(3_2_15_1)  1
 UP BOUND     x(3_2_15_2)  1
 UP BOUND     x(3_2_15_3)  1
 UP BOUND     x(3_2_15_4)  1
 UP BOUND     x(3_2_15_5)  1
 UP BOUND     x(3_2_15_6)  1
 UP BOUND     x(3_2_15_10)  1
 UP BOUND     x(3_2_15_11)  1
 UP BOUND     x(3_2_15_12)  1
 UP BOUND     x(3_2_16_1)  1
 UP BOUND     x(3_2_16_2)  1
 UP BOUND     x(3_2_16_3)  1
 UP BOUND     x(3_2_16_4)  1
 UP BOUND     x(3_2_16_5)  1
 UP BOUND     x(3_2_16_6)  1
 UP BOUND     x(3_2_16_10)  1
 UP BOUND     x(3_2_16_11)  1
 UP BOUND     x(3_2_16_12)  1
 UP BOUND     x(3_2_17_1)  1
 UP BOUND     x(3_2_17_2)  1
 UP BOUND     x(3_2_17_3)  1
 UP BOUND     x(3_2_17_4)  1
 UP BOUND     x(3_2_17_5)  1
 UP BOUND     x(3_2_17_6)  1
 UP BOUND     x(3_2_17_10)  1
 UP BOUND     x(3_2_17_11)  1
 UP BOUND     x(3_2_17_12)  1
 UP BOUND     x(4_0_0_1)  1
 UP BOUND     x(4_0_0_2)  1
 UP BOUND     x(4_0_0_4)  1
 UP BOUND     x(4_0_0_5)  1
 UP BOUND     x(4_0_0_7)  1
 UP BOUND     x(4_0_0_8)  1
 UP BOUND     x(4_0_0_10)  1
 UP BOUND     x(4_0_0_11)  1
 UP BOUND     x(4_0_0_13)  1
 UP BOUND     x(4_0_0_14)  1
 UP BOUND     x(4_0_1_1)  1
 UP BOUND     x(4_0_1_2)  1
 UP BOUND     x(4_0_1_4)  1
 UP BOUND     x(4_0_1_5)  1
 UP BOUND     x(4_0_1_7)  1
 UP BOUND     x(4_0_1_8)  1
 UP BOUND     x(4_0_1_10)  1
 UP BOUND     x(4_0_1_11)  1
 UP BOUND     x(4_0_1_13)  1
 UP BOUND     x(4_0_1_14)  1
 UP BOUND     x(4_0_2_1)  1
 UP BOUND     x(4_0_2_2)  1
 UP BOUND     x(4_0_2_4)  1
 UP BOUND     x(4_0_2_5)  1
 UP BOUND     x(4_0_2_7)  1
 UP BOUND     x(4_0_2_8)  1
 UP BOUND     x(4_0_2_10)  1
 UP BOUND     x(4_0_2_11)  1
 UP BOUND     x(4_0_2_13)  1
 UP BOUND     x(4_0_2_14)  1
 UP BOUND     x(4_0_3_1)  1
 UP BOUND     x(4_0_3_2)  1
 UP BOUND     x(4_0_3_4)  1
 UP BOUND     x(4_0_3_5)  1
 UP BOUND     x(4_0_3_7)  1
 UP BOUND     x(4_0_3_8)  1
 UP BOUND     x(4_0_3_10)  1
 UP BOUND     x(4_0_3_11)  1
 UP BOUND     x(4_0_3_13)  1
 UP BOUND     x(4_0_3_14)  1
 UP BOUND     x(4_0_4_1)  1
 UP BOUND     x(4_0_4_2)  1
 UP BOUND     x(4_0_4_4)  1
 UP BOUND     x(4_0_4_5)  1
 UP BOUND     x(4_0_4_7)  1
 UP BOUND     x(4_0_4_8)  1
 UP BOUND     x(4_0_4_10)  1
 UP BOUND     x(4_0_4_11)  1
 UP BOUND     x(4_0_4_13)  1
 UP BOUND     x(4_0_4_14)  1
 UP BOUND     x(4_0_5_1)  1
 UP BOUND     x(4_0_5_2)  1
 UP BOUND     x(4_0_5_4)  1
 UP BOUND     x(4_0_5_5)  1
 UP BOUND     x(4_0_5_7)  1
 UP BOUND     x(4_0_5_8)  1
 UP BOUND     x(4_0_5_10)  1
 UP BOUND     x(4_0_5_11)  1
 UP BOUND     x(4_0_5_13)  1
 UP BOUND     x(4_0_5_14)  1
 UP BOUND     x(4_0_6_1)  1
 UP BOUND     x(4_0_6_2)  1
 UP BOUND     x(4_0_6_3)  1
 UP BOUND     x(4_0_6_4)  1
 UP BOUND     x(4_0_6_5)  1
 UP BOUND     x(4_0_6_6)  1
 UP BOUND     x(4_0_6_7)  1
 UP BOUND     x(4_0_6_10)  1
 UP BOUND     x(4_0_6_11)  1
 UP BOUND     x(4_0_6_13)  1
 UP BOUND     x(4_0_7_1)  1
 UP BOUND     x(4_0_7_2)  1
 UP BOUND     x(4_0_7_3)  1
 UP BOUND     x(4_0_7_4)  1
 UP BOUND     x(4_0_7_5)  1
 UP BOUND     x(4_0_7_6)  1
 UP BOUND     x(4_0_7_7)  1
 UP BOUND     x(4_0_7_10)  1
 UP BOUND     x(4_0_7_11)  1
 UP BOUND     x(4_0_7_13)  1
 UP BOUND     x(4_0_8_1)  1
 UP BOUND     x(4_0_8_2)  1
 UP BOUND     x(4_0_8_3)  1
 UP BOUND     x(4_0_8_4)  1
 UP BOUND     x(4_0_8_5)  1
 UP BOUND     x(4_0_8_6)  1
 UP BOUND     x(4_0_8_7)  1
 UP BOUND     x(4_0_8_10)  1
 UP BOUND     x(4_0_8_11)  1
 UP BOUND     x(4_0_8_13)  1
 UP BOUND     x(4_0_9_1)  1
 UP BOUND     x(4_0_9_2)  1
 UP BOUND     x(4_0_9_3)  1
 UP BOUND     x(4_0_9_4)  1
 UP BOUND     x(4_0_9_5)  1
 UP BOUND     x(4_0_9_6)  1
 UP BOUND     x(4_0_9_10)  1
 UP BOUND     x(4_0_9_11)  1
 UP BOUND     x(4_0_9_12)  1
 UP BOUND     x(4_0_10_1)  1
 UP BOUND     x(4_0_10_2)  1
 UP BOUND     x(4_0_10_3)  1
 UP BOUND     x(4_0_10_4)  1
 UP BOUND     x(4_0_10_5)  1
 UP BOUND     x(4_0_10_6)  1
 UP BOUND     x(4_0_10_10)  1
 UP BOUND     x(4_0_10_11)  1
 UP BOUND     x(4_0_10_12)  1
 UP BOUND     x(4_0_11_1)  1
 UP BOUND     x(4_0_11_2)  1
 UP BOUND     x(4_0_11_3)  1
 UP BOUND     x(4_0_11_4)  1
 UP BOUND     x(4_0_11_5)  1
 UP BOUND     x(4_0_11_6)  1
 UP BOUND     x(4_0_11_10)  1
 UP BOUND     x(4_0_11_11)  1
 UP BOUND     x(4_0_11_12)  1
 UP BOUND     x(4_0_12_1)  1
 UP BOUND     x(4_0_12_2)  1
 UP BOUND     x(4_0_12_3)  1
 UP BOUND     x(4_0_12_4)  1
 UP BOUND     x(4_0_12_5)  1
 UP BOUND     x(4_0_12_6)  1
 UP BOUND     x(4_0_12_10)  1
 UP BOUND     x(4_0_12_11)  1
 UP BOUND     x(4_0_12_12)  1
 UP BOUND     x(4_0_13_1)  1
 UP BOUND     x(4_0_13_2)  1
 UP BOUND     x(4_0_13_3)  1
 UP BOUND     x(4_0_13_4)  1
 UP BOUND     x(4_0_13_5)  1
 UP BOUND     x(4_0_13_6)  1
 UP BOUND     x(4_0_13_10)  1
 UP BOUND     x(4_0_13_11)  1
 UP BOUND     x(4_0_13_12)  1
 UP BOUND     x(4_0_14_1)  1
 UP BOUND     x(4_0_14_2)  1
 UP BOUND     x(4_0_14_3)  1
 UP BOUND     x(4_0_14_4)  1
 UP BOUND     x(4_0_14_5)  1
 UP BOUND     x(4_0_14_6)  1
 UP BOUND     x(4_0_14_10)  1
 UP BOUND     x(4_0_14_11)  1
 UP BOUND     x(4_0_14_12)  1
 UP BOUND     x(4_1_0_1)  1
 UP BOUND     x(4_1_0_2)  1
 UP BOUND     x(4_1_0_4)  1
 UP BOUND     x(4_1_0_5)  1
 UP BOUND     x(4_1_0_7)  1
 UP BOUND     x(4_1_0_8)  1
 UP BOUND     x(4_1_0_10)  1
 UP BOUND     x(4_1_0_11)  1
 UP BOUND     x(4_1_0_13)  1
 UP BOUND     x(4_1_0_14)  1
 UP BOUND     x(4_1_1_1)  1
 UP BOUND     x(4_1_1_2)  1
 UP BOUND     x(4_1_1_4)  1
 UP BOUND     x(4_1_1_5)  1
 UP BOUND     x(4_1_1_7)  1
 UP BOUND     x(4_1_1_8)  1
 UP BOUND     x(4_1_1_10)  1
 UP BOUND     x(4_1_1_11)  1
 UP BOUND     x(4_1_1_13)  1
 UP BOUND     x(4_1_1_14)  1
 UP BOUND     x(4_1_2_1)  1
 UP BOUND     x(4_1_2_2)  1
 UP BOUND     x(4_1_2_4)  1
 UP BOUND     x(4_1_2_5)  1
 UP BOUND     x(4_1_2_7)  1
 UP BOUND     x(4_1_2_8)  1
 UP BOUND     x(4_1_2_10)  1
 UP BOUND     x(4_1_2_11)  1
 UP BOUND     x(4_1_2_13)  1
 UP BOUND     x(4_1_2_14)  1
 UP BOUND     x(4_1_3_1)  1
 UP BOUND     x(4_1_3_2)  1
 UP BOUND     x(4_1_3_4)  1
 UP BOUND     x(4_1_3_5)  1
 UP BOUND     x(4_1_3_7)  1
 UP BOUND     x(4_1_3_8)  1
 UP BOUND     x(4_1_3_10)  1
 UP BOUND     x(4_1_3_11)  1
 UP BOUND     x(4_1_3_13)  1
 UP BOUND     x(4_1_3_14)  1
 UP BOUND     x(4_1_4_1)  1
 UP BOUND     x(4_1_4_2)  1
 UP BOUND     x(4_1_4_4)  1
 UP BOUND     x(4_1_4_5)  1
 UP BOUND     x(4_1_4_7)  1
 UP BOUND     x(4_1_4_8)  1
 UP BOUND     x(4_1_4_10)  1
 UP BOUND     x(4_1_4_11)  1
 UP BOUND     x(4_1_4_13)  1
 UP BOUND     x(4_1_4_14)  1
 UP BOUND     x(4_1_5_1)  1
 UP BOUND     x(4_1_5_2)  1
 UP BOUND     x(4_1_5_4)  1
 UP BOUND     x(4_1_5_5)  1
 UP BOUND     x(4_1_5_7)  1
 UP BOUND     x(4_1_5_8)  1
 UP BOUND     x(4_1_5_10)  1
 UP BOUND     x(4_1_5_11)  1
 UP BOUND     x(4_1_5_13)  1
 UP BOUND     x(4_1_5_14)  1
 UP BOUND     x(4_1_6_1)  1
 UP BOUND     x(4_1_6_2)  1
 UP BOUND     x(4_1_6_3)  1
 UP BOUND     x(4_1_6_4)  1
 UP BOUND     x(4_1_6_5)  1
 UP BOUND     x(4_1_6_6)  1
 UP BOUND     x(4_1_6_7)  1
 UP BOUND     x(4_1_6_8)  1
 UP BOUND     x(4_1_6_10)  1
 UP BOUND     x(4_1_6_11)  1
 UP BOUND     x(4_1_6_13)  1
 UP BOUND     x(4_1_6_14)  1
 UP BOUND     x(4_1_7_1)  1
 UP BOUND     x(4_1_7_2)  1
 UP BOUND     x(4_1_7_3)  1
 UP BOUND     x(4_1_7_4)  1
 UP BOUND     x(4_1_7_5)  1
 UP BOUND     x(4_1_7_6)  1
 UP BOUND     x(4_1_7_7)  1
 UP BOUND     x(4_1_7_8)  1
 UP BOUND     x(4_1_7_10)  1
 UP BOUND     x(4_1_7_11)  1
 UP BOUND     x(4_1_7_13)  1
 UP BOUND     x(4_1_7_14)  1
 UP BOUND     x(4_1_8_1)  1
 UP BOUND     x(4_1_8_2)  1
 UP BOUND     x(4_1_8_3)  1
 UP BOUND     x(4_1_8_4)  1
 UP BOUND     x(4_1_8_5)  1
 UP BOUND     x(4_1_8_6)  1
 UP BOUND     x(4_1_8_7)  1
 UP BOUND     x(4_1_8_8)  1
 UP BOUND     x(4_1_8_10)  1
 UP BOUND     x(4_1_8_11)  1
 UP BOUND     x(4_1_8_13)  1
 UP BOUND     x(4_1_8_14)  1
 UP BOUND     x(4_1_9_1)  1
 UP BOUND     x(4_1_9_2)  1
 UP BOUND     x(4_1_9_3)  1
 UP BOUND     x(4_1_9_4)  1
 UP BOUND     x(4_1_9_5)  1
 UP BOUND     x(4_1_9_6)  1
 UP BOUND     x(4_1_9_7)  1
 UP BOUND     x(4_1_9_10)  1
 UP BOUND     x(4_1_9_11)  1
 UP BOUND     x(4_1_9_12)  1
 UP BOUND     x(4_1_9_13)  1
 UP BOUND     x(4_1_10_1)  1
 UP BOUND     x(4_1_10_2)  1
 UP BOUND     x(4_1_10_3)  1
 UP BOUND     x(4_1_10_4)  1
 UP BOUND     x(4_1_10_5)  1
 UP BOUND     x(4_1_10_6)  1
 UP BOUND     x(4_1_10_7)  1
 UP BOUND     x(4_1_10_10)  1
 UP BOUND     x(4_1_10_11)  1
 UP BOUND     x(4_1_10_12)  1
 UP BOUND     x(4_1_10_13)  1
 UP BOUND     x(4_1_11_1)  1
 UP BOUND     x(4_1_11_2)  1
 UP BOUND     x(4_1_11_3)  1
 UP BOUND     x(4_1_11_4)  1
 UP BOUND     x(4_1_11_5)  1
 UP BOUND     x(4_1_11_6)  1
 UP BOUND     x(4_1_11_7)  1
 UP BOUND     x(4_1_11_10)  1
 UP BOUND     x(4_1_11_11)  1
 UP BOUND     x(4_1_11_12)  1
 UP BOUND     x(4_1_11_13)  1
 UP BOUND     x(4_1_12_1)  1
 UP BOUND     x(4_1_12_2)  1
 UP BOUND     x(4_1_12_3)  1
 UP BOUND     x(4_1_12_4)  1
 UP BOUND     x(4_1_12_5)  1
 UP BOUND     x(4_1_12_6)  1
 UP BOUND     x(4_1_12_10)  1
 UP BOUND     x(4_1_12_11)  1
 UP BOUND     x(4_1_12_12)  1
 UP BOUND     x(4_1_13_1)  1
 UP BOUND     x(4_1_13_2)  1
 UP BOUND     x(4_1_13_3)  1
 UP BOUND     x(4_1_13_4)  1
 UP BOUND     x(4_1_13_5)  1
 UP BOUND     x(4_1_13_6)  1
 UP BOUND     x(4_1_13_10)  1
 UP BOUND     x(4_1_13_11)  1
 UP BOUND     x(4_1_13_12)  1
 UP BOUND     x(4_1_14_1)  1
 UP BOUND     x(4_1_14_2)  1
 UP BOUND     x(4_1_14_3)  1
 UP BOUND     x(4_1_14_4)  1
 UP BOUND     x(4_1_14_5)  1
 UP BOUND     x(4_1_14_6)  1
 UP BOUND     x(4_1_14_10)  1
 UP BOUND     x(4_1_14_11)  1
 UP BOUND     x(4_1_14_12)  1
 UP BOUND     x(4_1_15_1)  1
 UP BOUND     x(4_1_15_2)  1
 UP BOUND     x(4_1_15_3)  1
 UP BOUND     x(4_1_15_4)  1
 UP BOUND     x(4_1_15_5)  1
 UP BOUND     x(4_1_15_6)  1
 UP BOUND     x(4_1_15_10)  1
 UP BOUND     x(4_1_15_11)  1
 UP BOUND     x(4_1_15_12)  1
 UP BOUND     x(4_1_16_1)  1
 UP BOUND     x(4_1_16_2)  1
 UP BOUND     x(4_1_16_3)  1
 UP BOUND     x(4_1_16_4)  1
 UP BOUND     x(4_1_16_5)  1
 UP BOUND     x(4_1_16_6)  1
 UP BOUND     x(4_1_16_10)  1
 UP BOUND     x(4_1_16_11)  1
 UP BOUND     x(4_1_16_12)  1
 UP BOUND     x(4_1_17_1)  1
 UP BOUND     x(4_1_17_2)  1
 UP BOUND     x(4_1_17_3)  1
 UP BOUND     x(4_1_17_4)  1
 UP BOUND     x(4_1_17_5)  1
 UP BOUND     x(4_1_17_6)  1
 UP BOUND     x(4_1_17_10)  1
 UP BOUND     x(4_1_17_11)  1
 UP BOUND     x(4_1_17_12)  1
 UP BOUND     x(4_2_0_1)  1
 UP BOUND     x(4_2_0_2)  1
 UP BOUND     x(4_2_0_4)  1
 UP BOUND     x(4_2_0_5)  1
 UP BOUND     x(4_2_0_7)  1
 UP BOUND     x(4_2_0_8)  1
 UP BOUND     x(4_2_0_10)  1
 UP BOUND     x(4_2_0_11)  1
 UP BOUND     x(4_2_0_13)  1
 UP BOUND     x(4_2_0_14)  1
 UP BOUND     x(4_2_1_1)  1
 UP BOUND     x(4_2_1_2)  1
 UP BOUND     x(4_2_1_4)  1
 UP BOUND     x(4_2_1_5)  1
 UP BOUND     x(4_2_1_7)  1
 UP BOUND     x(4_2_1_8)  1
 UP BOUND     x(4_2_1_10)  1
 UP BOUND     x(4_2_1_11)  1
 UP BOUND     x(4_2_1_13)  1
 UP BOUND     x(4_2_1_14)  1
 UP BOUND     x(4_2_2_1)  1
 UP BOUND     x(4_2_2_2)  1
 UP BOUND     x(4_2_2_4)  1
 UP BOUND     x(4_2_2_5)  1
 UP BOUND     x(4_2_2_7)  1
 UP BOUND     x(4_2_2_8)  1
 UP BOUND     x(4_2_2_10)  1
 UP BOUND     x(4_2_2_11)  1
 UP BOUND     x(4_2_2_13)  1
 UP BOUND     x(4_2_2_14)  1
 UP BOUND     x(4_2_3_1)  1
 UP BOUND     x(4_2_3_2)  1
 UP BOUND     x(4_2_3_4)  1
 UP BOUND     x(4_2_3_5)  1
 UP BOUND     x(4_2_3_7)  1
 UP BOUND     x(4_2_3_8)  1
 UP BOUND     x(4_2_3_10)  1
 UP BOUND     x(4_2_3_11)  1
 UP BOUND     x(4_2_3_13)  1
 UP BOUND     x(4_2_3_14)  1
 UP BOUND     x(4_2_4_1)  1
 UP BOUND     x(4_2_4_2)  1
 UP BOUND     x(4_2_4_4)  1
 UP BOUND     x(4_2_4_5)  1
 UP BOUND     x(4_2_4_7)  1
 UP BOUND     x(4_2_4_8)  1
 UP BOUND     x(4_2_4_10)  1
 UP BOUND     x(4_2_4_11)  1
 UP BOUND     x(4_2_4_13)  1
 UP BOUND     x(4_2_4_14)  1
 UP BOUND     x(4_2_5_1)  1
 UP BOUND     x(4_2_5_2)  1
 UP BOUND     x(4_2_5_4)  1
 UP BOUND     x(4_2_5_5)  1
 UP BOUND     x(4_2_5_7)  1
 UP BOUND     x(4_2_5_8)  1
 UP BOUND     x(4_2_5_10)  1
 UP BOUND     x(4_2_5_11)  1
 UP BOUND     x(4_2_5_13)  1
 UP BOUND     x(4_2_5_14)  1
 UP BOUND     x(4_2_6_1)  1
 UP BOUND     x(4_2_6_2)  1
 UP BOUND     x(4_2_6_3)  1
 UP BOUND     x(4_2_6_4)  1
 UP BOUND     x(4_2_6_5)  1
 UP BOUND     x(4_2_6_6)  1
 UP BOUND     x(4_2_6_7)  1
 UP BOUND     x(4_2_6_8)  1
 UP BOUND     x(4_2_6_10)  1
 UP BOUND     x(4_2_6_11)  1
 UP BOUND     x(4_2_6_13)  1
 UP BOUND     x(4_2_6_14)  1
 UP BOUND     x(4_2_7_1)  1
 UP BOUND     x(4_2_7_2)  1
 UP BOUND     x(4_2_7_3)  1
 UP BOUND     x(4_2_7_4)  1
 UP BOUND     x(4_2_7_5)  1
 UP BOUND     x(4_2_7_6)  1
 UP BOUND     x(4_2_7_7)  1
 UP BOUND     x(4_2_7_8)  1
 UP BOUND     x(4_2_7_10)  1
 UP BOUND     x(4_2_7_11)  1
 UP BOUND     x(4_2_7_13)  1
 UP BOUND     x(4_2_7_14)  1
 UP BOUND     x(4_2_8_1)  1
 UP BOUND     x(4_2_8_2)  1
 UP BOUND     x(4_2_8_3)  1
 UP BOUND     x(4_2_8_4)  1
 UP BOUND     x(4_2_8_5)  1
 UP BOUND     x(4_2_8_6)  1
 UP BOUND     x(4_2_8_7)  1
 UP BOUND     x(4_2_8_8)  1
 UP BOUND     x(4_2_8_10)  1
 UP BOUND     x(4_2_8_11)  1
 UP BOUND     x(4_2_8_13)  1
 UP BOUND     x(4_2_8_14)  1
 UP BOUND     x(4_2_9_1)  1
 UP BOUND     x(4_2_9_2)  1
 UP BOUND     x(4_2_9_3)  1
 UP BOUND     x(4_2_9_4)  1
 UP BOUND     x(4_2_9_5)  1
 UP BOUND     x(4_2_9_6)  1
 UP BOUND     x(4_2_9_7)  1
 UP BOUND     x(4_2_9_10)  1
 UP BOUND     x(4_2_9_11)  1
 UP BOUND     x(4_2_9_12)  1
 UP BOUND     x(4_2_9_13)  1
 UP BOUND     x(4_2_10_1)  1
 UP BOUND     x(4_2_10_2)  1
 UP BOUND     x(4_2_10_3)  1
 UP BOUND     x(4_2_10_4)  1
 UP BOUND     x(4_2_10_5)  1
 UP BOUND     x(4_2_10_6)  1
 UP BOUND     x(4_2_10_7)  1
 UP BOUND     x(4_2_10_10)  1
 UP BOUND     x(4_2_10_11)  1
 UP BOUND     x(4_2_10_12)  1
 UP BOUND     x(4_2_10_13)  1
 UP BOUND     x(4_2_11_1)  1
 UP BOUND     x(4_2_11_2)  1
 UP BOUND     x(4_2_11_3)  1
 UP BOUND     x(4_2_11_4)  1
 UP BOUND     x(4_2_11_5)  1
 UP BOUND     x(4_2_11_6)  1
 UP BOUND     x(4_2_11_7)  1
 UP BOUND     x(4_2_11_10)  1
 UP BOUND     x(4_2_11_11)  1
 UP BOUND     x(4_2_11_12)  1
 UP BOUND     x(4_2_11_13)  1
 UP BOUND     x(4_2_12_1)  1
 UP BOUND     x(4_2_12_2)  1
 UP BOUND     x(4_2_12_3)  1
 UP BOUND     x(4_2_12_4)  1
 UP BOUND     x(4_2_12_5)  1
 UP BOUND     x(4_2_12_6)  1
 UP BOUND     x(4_2_12_10)  1
 UP BOUND     x(4_2_12_11)  1
 UP BOUND     x(4_2_12_12)  1
 UP BOUND     x(4_2_13_1)  1
 UP BOUND     x(4_2_13_2)  1
 UP BOUND     x(4_2_13_3)  1
 UP BOUND     x(4_2_13_4)  1
 UP BOUND     x(4_2_13_5)  1
 UP BOUND     x(4_2_13_6)  1
 UP BOUND     x(4_2_13_10)  1
 UP BOUND     x(4_2_13_11)  1
 UP BOUND     x(4_2_13_12)  1
 UP BOUND     x(4_2_14_1)  1
 UP BOUND     x(4_2_14_2)  1
 UP BOUND     x(4_2_14_3)  1
 UP BOUND     x(4_2_14_4)  1
 UP BOUND     x(4_2_14_5)  1
 UP BOUND     x(4_2_14_6)  1
 UP BOUND     x(4_2_14_10)  1
 UP BOUND     x(4_2_14_11)  1
 UP BOUND     x(4_2_14_12)  1
 UP BOUND     x(4_2_15_1)  1
 UP BOUND     x(4_2_15_2)  1
 UP BOUND     x(4_2_15_3)  1
 UP BOUND     x(4_2_15_4)  1
 UP BOUND     x(4_2_15_5)  1
 UP BOUND     x(4_2_15_6)  1
 UP BOUND     x(4_2_15_10)  1
 UP BOUND     x(4_2_15_11)  1
 UP BOUND     x(4_2_15_12)  1
 UP BOUND     x(4_2_16_1)  1
 UP BOUND     x(4_2_16_2)  1
 UP BOUND     x(4_2_16_3)  1
 UP BOUND     x(4_2_16_4)  1
 UP BOUND     x(4_2_16_5)  1
 UP BOUND     x(4_2_16_6)  1
 UP BOUND     x(4_2_16_10)  1
 UP BOUND     x(4_2_16_11)  1
 UP BOUND     x(4_2_16_12)  1
 UP BOUND     x(4_2_17_1)  1
 UP BOUND     x(4_2_17_2)  1
 UP BOUND     x(4_2_17_3)  1
 UP BOUND     x(4_2_17_4)  1
 UP BOUND     x(4_2_17_5)  1
 UP BOUND     x(4_2_17_6)  1
 UP BOUND     x(4_2_17_10)  1
 UP BOUND     x(4_2_17_11)  1
 UP BOUND     x(4_2_17_12)  1
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
 UP BOUND     cnf(0_12)  1
 UP BOUND     cnf(0_13)  1
 UP BOUND     cnf(0_14)  1
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
 UP BOUND     cnf(1_12)  1
 UP BOUND     cnf(1_13)  1
 UP BOUND     cnf(1_14)  1
 UP BOUND     cnf(1_15)  1
 UP BOUND     cnf(1_16)  1
 UP BOUND     cnf(1_17)  1
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
 UP BOUND     cnf(2_12)  1
 UP BOUND     cnf(2_13)  1
 UP BOUND     cnf(2_14)  1
 UP BOUND     cnf(2_15)  1
 UP BOUND     cnf(2_16)  1
 UP BOUND     cnf(2_17)  1
 UP BOUND     x(0_0_0_9)  1
 UP BOUND     x(0_0_0_15)  1
 UP BOUND     x(0_0_1_3)  1
 UP BOUND     x(0_0_1_6)  1
 UP BOUND     x(0_0_1_9)  1
 UP BOUND     x(0_0_1_15)  1
 UP BOUND     x(0_0_2_9)  1
 UP BOUND     x(0_0_2_15)  1
 UP BOUND     x(0_0_3_9)  1
 UP BOUND     x(0_0_3_15)  1
 UP BOUND     x(0_0_4_9)  1
 UP BOUND     x(0_0_4_12)  1
 UP BOUND     x(0_0_4_15)  1
 UP BOUND     x(0_0_5_9)  1
 UP BOUND     x(0_0_5_15)  1
 UP BOUND     x(0_0_6_9)  1
 UP BOUND     x(0_0_6_15)  1
 UP BOUND     x(0_0_7_9)  1
 UP BOUND     x(0_0_7_15)  1
 UP BOUND     x(0_0_8_9)  1
 UP BOUND     x(0_0_8_15)  1
 UP BOUND     x(0_0_9_9)  1
 UP BOUND     x(0_0_9_15)  1
 UP BOUND     x(0_0_10_8)  1
 UP BOUND     x(0_0_10_9)  1
 UP BOUND     x(0_0_10_14)  1
 UP BOUND     x(0_0_10_15)  1
 UP BOUND     x(0_0_11_9)  1
 UP BOUND     x(0_0_11_15)  1
 UP BOUND     x(0_0_12_9)  1
 UP BOUND     x(0_0_12_15)  1
 UP BOUND     x(0_0_13_7)  1
 UP BOUND     x(0_0_13_9)  1
 UP BOUND     x(0_0_13_13)  1
 UP BOUND     x(0_0_13_15)  1
 UP BOUND     x(0_0_14_9)  1
 UP BOUND     x(0_0_14_15)  1
 UP BOUND     x(0_1_0_9)  1
 UP BOUND     x(0_1_0_15)  1
 UP BOUND     x(0_1_1_3)  1
 UP BOUND     x(0_1_1_6)  1
 UP BOUND     x(0_1_1_9)  1
 UP BOUND     x(0_1_1_15)  1
 UP BOUND     x(0_1_2_9)  1
 UP BOUND     x(0_1_2_15)  1
 UP BOUND     x(0_1_3_9)  1
 UP BOUND     x(0_1_3_15)  1
 UP BOUND     x(0_1_4_9)  1
 UP BOUND     x(0_1_4_12)  1
 UP BOUND     x(0_1_4_15)  1
 UP BOUND     x(0_1_5_9)  1
 UP BOUND     x(0_1_5_15)  1
 UP BOUND     x(0_1_6_9)  1
 UP BOUND     x(0_1_6_15)  1
 UP BOUND     x(0_1_7_9)  1
 UP BOUND     x(0_1_7_15)  1
 UP BOUND     x(0_1_8_9)  1
 UP BOUND     x(0_1_8_15)  1
 UP BOUND     x(0_1_9_9)  1
 UP BOUND     x(0_1_9_15)  1
 UP BOUND     x(0_1_10_9)  1
 UP BOUND     x(0_1_10_15)  1
 UP BOUND     x(0_1_11_9)  1
 UP BOUND     x(0_1_11_15)  1
 UP BOUND     x(0_1_12_9)  1
 UP BOUND     x(0_1_12_15)  1
 UP BOUND     x(0_1_13_8)  1
 UP BOUND     x(0_1_13_9)  1
 UP BOUND     x(0_1_13_14)  1
 UP BOUND     x(0_1_13_15)  1
 UP BOUND     x(0_1_14_9)  1
 UP BOUND     x(0_1_14_15)  1
 UP BOUND     x(0_1_15_9)  1
 UP BOUND     x(0_1_15_15)  1
 UP BOUND     x(0_1_16_7)  1
 UP BOUND     x(0_1_16_9)  1
 UP BOUND     x(0_1_16_13)  1
 UP BOUND     x(0_1_16_15)  1
 UP BOUND     x(0_1_17_9)  1
 UP BOUND     x(0_1_17_15)  1
 UP BOUND     x(0_2_0_9)  1
 UP BOUND     x(0_2_0_15)  1
 UP BOUND     x(0_2_1_3)  1
 UP BOUND     x(0_2_1_6)  1
 UP BOUND     x(0_2_1_9)  1
 UP BOUND     x(0_2_1_15)  1
 UP BOUND     x(0_2_2_9)  1
 UP BOUND     x(0_2_2_15)  1
 UP BOUND     x(0_2_3_9)  1
 UP BOUND     x(0_2_3_15)  1
 UP BOUND     x(0_2_4_9)  1
 UP BOUND     x(0_2_4_12)  1
 UP BOUND     x(0_2_4_15)  1
 UP BOUND     x(0_2_5_9)  1
 UP BOUND     x(0_2_5_15)  1
 UP BOUND     x(0_2_6_9)  1
 UP BOUND     x(0_2_6_15)  1
 UP BOUND     x(0_2_7_9)  1
 UP BOUND     x(0_2_7_15)  1
 UP BOUND     x(0_2_8_9)  1
 UP BOUND     x(0_2_8_15)  1
 UP BOUND     x(0_2_9_9)  1
 UP BOUND     x(0_2_9_15)  1
 UP BOUND     x(0_2_10_9)  1
 UP BOUND     x(0_2_10_15)  1
 UP BOUND     x(0_2_11_9)  1
 UP BOUND     x(0_2_11_15)  1
 UP BOUND     x(0_2_12_9)  1
 UP BOUND     x(0_2_12_15)  1
 UP BOUND     x(0_2_13_8)  1
 UP BOUND     x(0_2_13_9)  1
 UP BOUND     x(0_2_13_14)  1
 UP BOUND     x(0_2_13_15)  1
 UP BOUND     x(0_2_14_9)  1
 UP BOUND     x(0_2_14_15)  1
 UP BOUND     x(0_2_15_9)  1
 UP BOUND     x(0_2_15_15)  1
 UP BOUND     x(0_2_16_7)  1
 UP BOUND     x(0_2_16_9)  1
 UP BOUND     x(0_2_16_13)  1
 UP BOUND     x(0_2_16_15)  1
 UP BOUND     x(0_2_17_9)  1
 UP BOUND     x(0_2_17_15)  1
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
 UP BOUND     x(1_0_4_15)  1
 UP BOUND     x(1_0_5_9)  1
 UP BOUND     x(1_0_5_12)  1
 UP BOUND     x(1_0_5_15)  1
 UP BOUND     x(1_0_6_9)  1
 UP BOUND     x(1_0_6_15)  1
 UP BOUND     x(1_0_7_9)  1
 UP BOUND     x(1_0_7_15)  1
 UP BOUND     x(1_0_8_9)  1
 UP BOUND     x(1_0_8_15)  1
 UP BOUND     x(1_0_9_8)  1
 UP BOUND     x(1_0_9_9)  1
 UP BOUND     x(1_0_9_14)  1
 UP BOUND     x(1_0_9_15)  1
 UP BOUND     x(1_0_10_9)  1
 UP BOUND     x(1_0_10_15)  1
 UP BOUND     x(1_0_11_9)  1
 UP BOUND     x(1_0_11_15)  1
 UP BOUND     x(1_0_12_7)  1
 UP BOUND     x(1_0_12_9)  1
 UP BOUND     x(1_0_12_13)  1
 UP BOUND     x(1_0_12_15)  1
 UP BOUND     x(1_0_13_9)  1
 UP BOUND     x(1_0_13_15)  1
 UP BOUND     x(1_0_14_9)  1
 UP BOUND     x(1_0_14_15)  1
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
 UP BOUND     x(1_1_4_15)  1
 UP BOUND     x(1_1_5_9)  1
 UP BOUND     x(1_1_5_12)  1
 UP BOUND     x(1_1_5_15)  1
 UP BOUND     x(1_1_6_9)  1
 UP BOUND     x(1_1_6_15)  1
 UP BOUND     x(1_1_7_9)  1
 UP BOUND     x(1_1_7_15)  1
 UP BOUND     x(1_1_8_9)  1
 UP BOUND     x(1_1_8_15)  1
 UP BOUND     x(1_1_9_9)  1
 UP BOUND     x(1_1_9_15)  1
 UP BOUND     x(1_1_10_9)  1
 UP BOUND     x(1_1_10_15)  1
 UP BOUND     x(1_1_11_9)  1
 UP BOUND     x(1_1_11_15)  1
 UP BOUND     x(1_1_12_8)  1
 UP BOUND     x(1_1_12_9)  1
 UP BOUND     x(1_1_12_14)  1
 UP BOUND     x(1_1_12_15)  1
 UP BOUND     x(1_1_13_9)  1
 UP BOUND     x(1_1_13_15)  1
 UP BOUND     x(1_1_14_9)  1
 UP BOUND     x(1_1_14_15)  1
 UP BOUND     x(1_1_15_7)  1
 UP BOUND     x(1_1_15_9)  1
 UP BOUND     x(1_1_15_13)  1
 UP BOUND     x(1_1_15_15)  1
 UP BOUND     x(1_1_16_9)  1
 UP BOUND     x(1_1_16_15)  1
 UP BOUND     x(1_1_17_9)  1
 UP BOUND     x(1_1_17_15)  1
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
 UP BOUND     x(1_2_4_15)  1
 UP BOUND     x(1_2_5_9)  1
 UP BOUND     x(1_2_5_12)  1
 UP BOUND     x(1_2_5_15)  1
 UP BOUND     x(1_2_6_9)  1
 UP BOUND     x(1_2_6_15)  1
 UP BOUND     x(1_2_7_9)  1
 UP BOUND     x(1_2_7_15)  1
 UP BOUND     x(1_2_8_9)  1
 UP BOUND     x(1_2_8_15)  1
 UP BOUND     x(1_2_9_9)  1
 UP BOUND     x(1_2_9_15)  1
 UP BOUND     x(1_2_10_9)  1
 UP BOUND     x(1_2_10_15)  1
 UP BOUND     x(1_2_11_9)  1
 UP BOUND     x(1_2_11_15)  1
 UP BOUND     x(1_2_12_8)  1
 UP BOUND     x(1_2_12_9)  1
 UP BOUND     x(1_2_12_14)  1
 UP BOUND     x(1_2_12_15)  1
 UP BOUND     x(1_2_13_9)  1
 UP BOUND     x(1_2_13_15)  1
 UP BOUND     x(1_2_14_9)  1
 UP BOUND     x(1_2_14_15)  1
 UP BOUND     x(1_2_15_7)  1
 UP BOUND     x(1_2_15_9)  1
 UP BOUND     x(1_2_15_13)  1
 UP BOUND     x(1_2_15_15)  1
 UP BOUND     x(1_2_16_9)  1
 UP BOUND     x(1_2_16_15)  1
 UP BOUND     x(1_2_17_9)  1
 UP BOUND     x(1_2_17_15)  1
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
 UP BOUND     x(2_0_5_15)  1
 UP BOUND     x(2_0_6_9)  1
 UP BOUND     x(2_0_6_12)  1
 UP BOUND     x(2_0_6_15)  1
 UP BOUND     x(2_0_7_9)  1
 UP BOUND     x(2_0_7_15)  1
 UP BOUND     x(2_0_8_8)  1
 UP BOUND     x(2_0_8_9)  1
 UP BOUND     x(2_0_8_14)  1
 UP BOUND     x(2_0_8_15)  1
 UP BOUND     x(2_0_9_9)  1
 UP BOUND     x(2_0_9_15)  1
 UP BOUND     x(2_0_10_9)  1
 UP BOUND     x(2_0_10_15)  1
 UP BOUND     x(2_0_11_7)  1
 UP BOUND     x(2_0_11_9)  1
 UP BOUND     x(2_0_11_13)  1
 UP BOUND     x(2_0_11_15)  1
 UP BOUND     x(2_0_12_9)  1
 UP BOUND     x(2_0_12_15)  1
 UP BOUND     x(2_0_13_9)  1
 UP BOUND     x(2_0_13_15)  1
 UP BOUND     x(2_0_14_9)  1
 UP BOUND     x(2_0_14_15)  1
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
 UP BOUND     x(2_1_5_15)  1
 UP BOUND     x(2_1_6_9)  1
 UP BOUND     x(2_1_6_12)  1
 UP BOUND     x(2_1_6_15)  1
 UP BOUND     x(2_1_7_9)  1
 UP BOUND     x(2_1_7_15)  1
 UP BOUND     x(2_1_8_9)  1
 UP BOUND     x(2_1_8_15)  1
 UP BOUND     x(2_1_9_9)  1
 UP BOUND     x(2_1_9_15)  1
 UP BOUND     x(2_1_10_9)  1
 UP BOUND     x(2_1_10_15)  1
 UP BOUND     x(2_1_11_8)  1
 UP BOUND     x(2_1_11_9)  1
 UP BOUND     x(2_1_11_14)  1
 UP BOUND     x(2_1_11_15)  1
 UP BOUND     x(2_1_12_9)  1
 UP BOUND     x(2_1_12_15)  1
 UP BOUND     x(2_1_13_9)  1
 UP BOUND     x(2_1_13_15)  1
 UP BOUND     x(2_1_14_7)  1
 UP BOUND     x(2_1_14_9)  1
 UP BOUND     x(2_1_14_13)  1
 UP BOUND     x(2_1_14_15)  1
 UP BOUND     x(2_1_15_9)  1
 UP BOUND     x(2_1_15_15)  1
 UP BOUND     x(2_1_16_9)  1
 UP BOUND     x(2_1_16_15)  1
 UP BOUND     x(2_1_17_9)  1
 UP BOUND     x(2_1_17_15)  1
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
 UP BOUND     x(2_2_5_15)  1
 UP BOUND     x(2_2_6_9)  1
 UP BOUND     x(2_2_6_12)  1
 UP BOUND     x(2_2_6_15)  1
 UP BOUND     x(2_2_7_9)  1
 UP BOUND     x(2_2_7_15)  1
 UP BOUND     x(2_2_8_9)  1
 UP BOUND     x(2_2_8_15)  1
 UP BOUND     x(2_2_9_9)  1
 UP BOUND     x(2_2_9_15)  1
 UP BOUND     x(2_2_10_9)  1
 UP BOUND     x(2_2_10_15)  1
 UP BOUND     x(2_2_11_8)  1
 UP BOUND     x(2_2_11_9)  1
 UP BOUND     x(2_2_11_14)  1
 UP BOUND     x(2_2_11_15)  1
 UP BOUND     x(2_2_12_9)  1
 UP BOUND     x(2_2_12_15)  1
 UP BOUND     x(2_2_13_9)  1
 UP BOUND     x(2_2_13_15)  1
 UP BOUND     x(2_2_14_7)  1
 UP BOUND     x(2_2_14_9)  1
 UP BOUND     x(2_2_14_13)  1
 UP BOUND     x(2_2_14_15)  1
 UP BOUND     x(2_2_15_9)  1
 UP BOUND     x(2_2_15_15)  1
 UP BOUND     x(2_2_16_9)  1
 UP BOUND     x(2_2_16_15)  1
 UP BOUND     x(2_2_17_9)  1
 UP BOUND     x(2_2_17_15)  1
 UP BOUND     x(3_0_0_9)  1
 UP BOUND     x(3_0_0_15)  1
 UP BOUND     x(3_0_1_9)  1
 UP BOUND     x(3_0_1_15)  1
 UP BOUND     x(3_0_2_9)  1
 UP BOUND     x(3_0_2_15)  1
 UP BOUND     x(3_0_3_9)  1
 UP BOUND     x(3_0_3_15)  1
 UP BOUND     x(3_0_4_3)  1
 UP BOUND     x(3_0_4_6)  1
 UP BOUND     x(3_0_4_9)  1
 UP BOUND     x(3_0_4_15)  1
 UP BOUND     x(3_0_5_9)  1
 UP BOUND     x(3_0_5_15)  1
 UP BOUND     x(3_0_6_9)  1
 UP BOUND     x(3_0_6_15)  1
 UP BOUND     x(3_0_7_8)  1
 UP BOUND     x(3_0_7_9)  1
 UP BOUND     x(3_0_7_12)  1
 UP BOUND     x(3_0_7_14)  1
 UP BOUND     x(3_0_7_15)  1
 UP BOUND     x(3_0_8_9)  1
 UP BOUND     x(3_0_8_15)  1
 UP BOUND     x(3_0_9_9)  1
 UP BOUND     x(3_0_9_15)  1
 UP BOUND     x(3_0_10_7)  1
 UP BOUND     x(3_0_10_9)  1
 UP BOUND     x(3_0_10_13)  1
 UP BOUND     x(3_0_10_15)  1
 UP BOUND     x(3_0_11_9)  1
 UP BOUND     x(3_0_11_15)  1
 UP BOUND     x(3_0_12_9)  1
 UP BOUND     x(3_0_12_15)  1
 UP BOUND     x(3_0_13_9)  1
 UP BOUND     x(3_0_13_15)  1
 UP BOUND     x(3_0_14_9)  1
 UP BOUND     x(3_0_14_15)  1
 UP BOUND     x(3_1_0_9)  1
 UP BOUND     x(3_1_0_15)  1
 UP BOUND     x(3_1_1_9)  1
 UP BOUND     x(3_1_1_15)  1
 UP BOUND     x(3_1_2_9)  1
 UP BOUND     x(3_1_2_15)  1
 UP BOUND     x(3_1_3_9)  1
 UP BOUND     x(3_1_3_15)  1
 UP BOUND     x(3_1_4_3)  1
 UP BOUND     x(3_1_4_6)  1
 UP BOUND     x(3_1_4_9)  1
 UP BOUND     x(3_1_4_15)  1
 UP BOUND     x(3_1_5_9)  1
 UP BOUND     x(3_1_5_15)  1
 UP BOUND     x(3_1_6_9)  1
 UP BOUND     x(3_1_6_15)  1
 UP BOUND     x(3_1_7_9)  1
 UP BOUND     x(3_1_7_12)  1
 UP BOUND     x(3_1_7_15)  1
 UP BOUND     x(3_1_8_9)  1
 UP BOUND     x(3_1_8_15)  1
 UP BOUND     x(3_1_9_9)  1
 UP BOUND     x(3_1_9_15)  1
 UP BOUND     x(3_1_10_8)  1
 UP BOUND     x(3_1_10_9)  1
 UP BOUND     x(3_1_10_14)  1
 UP BOUND     x(3_1_10_15)  1
 UP BOUND     x(3_1_11_9)  1
 UP BOUND     x(3_1_11_15)  1
 UP BOUND     x(3_1_12_9)  1
 UP BOUND     x(3_1_12_15)  1
 UP BOUND     x(3_1_13_7)  1
 UP BOUND     x(3_1_13_9)  1
 UP BOUND     x(3_1_13_13)  1
 UP BOUND     x(3_1_13_15)  1
 UP BOUND     x(3_1_14_9)  1
 UP BOUND     x(3_1_14_15)  1
 UP BOUND     x(3_1_15_9)  1
 UP BOUND     x(3_1_15_15)  1
 UP BOUND     x(3_1_16_9)  1
 UP BOUND     x(3_1_16_15)  1
 UP BOUND     x(3_1_17_9)  1
 UP BOUND     x(3_1_17_15)  1
 UP BOUND     x(3_2_0_9)  1
 UP BOUND     x(3_2_0_15)  1
 UP BOUND     x(3_2_1_9)  1
 UP BOUND     x(3_2_1_15)  1
 UP BOUND     x(3_2_2_9)  1
 UP BOUND     x(3_2_2_15)  1
 UP BOUND     x(3_2_3_9)  1
 UP BOUND     x(3_2_3_15)  1
 UP BOUND     x(3_2_4_3)  1
 UP BOUND     x(3_2_4_6)  1
 UP BOUND     x(3_2_4_9)  1
 UP BOUND     x(3_2_4_15)  1
 UP BOUND     x(3_2_5_9)  1
 UP BOUND     x(3_2_5_15)  1
 UP BOUND     x(3_2_6_9)  1
 UP BOUND     x(3_2_6_15)  1
 UP BOUND     x(3_2_7_9)  1
 UP BOUND     x(3_2_7_12)  1
 UP BOUND     x(3_2_7_15)  1
 UP BOUND     x(3_2_8_9)  1
 UP BOUND     x(3_2_8_15)  1
 UP BOUND     x(3_2_9_9)  1
 UP BOUND     x(3_2_9_15)  1
 UP BOUND     x(3_2_10_8)  1
 UP BOUND     x(3_2_10_9)  1
 UP BOUND     x(3_2_10_14)  1
 UP BOUND     x(3_2_10_15)  1
 UP BOUND     x(3_2_11_9)  1
 UP BOUND     x(3_2_11_15)  1
 UP BOUND     x(3_2_12_9)  1
 UP BOUND     x(3_2_12_15)  1
 UP BOUND     x(3_2_13_7)  1
 UP BOUND     x(3_2_13_9)  1
 UP BOUND     x(3_2_13_13)  1
 UP BOUND     x(3_2_13_15)  1
 UP BOUND     x(3_2_14_9)  1
 UP BOUND     x(3_2_14_15)  1
 UP BOUND     x(3_2_15_9)  1
 UP BOUND     x(3_2_15_15)  1
 UP BOUND     x(3_2_16_9)  1
 UP BOUND     x(3_2_16_15)  1
 UP BOUND     x(3_2_17_9)  1
 UP BOUND     x(3_2_17_15)  1
 UP BOUND     x(4_0_0_9)  1
 UP BOUND     x(4_0_0_15)  1
 UP BOUND     x(4_0_1_9)  1
 UP BOUND     x(4_0_1_15)  1
 UP BOUND     x(4_0_2_9)  1
 UP BOUND     x(4_0_2_15)  1
 UP BOUND     x(4_0_3_9)  1
 UP BOUND     x(4_0_3_15)  1
 UP BOUND     x(4_0_4_9)  1
 UP BOUND     x(4_0_4_15)  1
 UP BOUND     x(4_0_5_3)  1
 UP BOUND     x(4_0_5_6)  1
 UP BOUND     x(4_0_5_9)  1
 UP BOUND     x(4_0_5_15)  1
 UP BOUND     x(4_0_6_8)  1
 UP BOUND     x(4_0_6_9)  1
 UP BOUND     x(4_0_6_14)  1
 UP BOUND     x(4_0_6_15)  1
 UP BOUND     x(4_0_7_9)  1
 UP BOUND     x(4_0_7_15)  1
 UP BOUND     x(4_0_8_9)  1
 UP BOUND     x(4_0_8_12)  1
 UP BOUND     x(4_0_8_15)  1
 UP BOUND     x(4_0_9_7)  1
 UP BOUND     x(4_0_9_9)  1
 UP BOUND     x(4_0_9_13)  1
 UP BOUND     x(4_0_9_15)  1
 UP BOUND     x(4_0_10_9)  1
 UP BOUND     x(4_0_10_15)  1
 UP BOUND     x(4_0_11_9)  1
 UP BOUND     x(4_0_11_15)  1
 UP BOUND     x(4_0_12_9)  1
 UP BOUND     x(4_0_12_15)  1
 UP BOUND     x(4_0_13_9)  1
 UP BOUND     x(4_0_13_15)  1
 UP BOUND     x(4_0_14_9)  1
 UP BOUND     x(4_0_14_15)  1
 UP BOUND     x(4_1_0_9)  1
 UP BOUND     x(4_1_0_15)  1
 UP BOUND     x(4_1_1_9)  1
 UP BOUND     x(4_1_1_15)  1
 UP BOUND     x(4_1_2_9)  1
 UP BOUND     x(4_1_2_15)  1
 UP BOUND     x(4_1_3_9)  1
 UP BOUND     x(4_1_3_15)  1
 UP BOUND     x(4_1_4_9)  1
 UP BOUND     x(4_1_4_15)  1
 UP BOUND     x(4_1_5_3)  1
 UP BOUND     x(4_1_5_6)  1
 UP BOUND     x(4_1_5_9)  1
 UP BOUND     x(4_1_5_15)  1
 UP BOUND     x(4_1_6_9)  1
 UP BOUND     x(4_1_6_15)  1
 UP BOUND     x(4_1_7_9)  1
 UP BOUND     x(4_1_7_15)  1
 UP BOUND     x(4_1_8_9)  1
 UP BOUND     x(4_1_8_12)  1
 UP BOUND     x(4_1_8_15)  1
 UP BOUND     x(4_1_9_8)  1
 UP BOUND     x(4_1_9_9)  1
 UP BOUND     x(4_1_9_14)  1
 UP BOUND     x(4_1_9_15)  1
 UP BOUND     x(4_1_10_9)  1
 UP BOUND     x(4_1_10_15)  1
 UP BOUND     x(4_1_11_9)  1
 UP BOUND     x(4_1_11_15)  1
 UP BOUND     x(4_1_12_7)  1
 UP BOUND     x(4_1_12_9)  1
 UP BOUND     x(4_1_12_13)  1
 UP BOUND     x(4_1_12_15)  1
 UP BOUND     x(4_1_13_9)  1
 UP BOUND     x(4_1_13_15)  1
 UP BOUND     x(4_1_14_9)  1
 UP BOUND     x(4_1_14_15)  1
 UP BOUND     x(4_1_15_9)  1
 UP BOUND     x(4_1_15_15)  1
 UP BOUND     x(4_1_16_9)  1
 UP BOUND     x(4_1_16_15)  1
 UP BOUND     x(4_1_17_9)  1
 UP BOUND     x(4_1_17_15)  1
 UP BOUND     x(4_2_0_9)  1
 UP BOUND     x(4_2_0_15)  1
 UP BOUND     x(4_2_1_9)  1
 UP BOUND     x(4_2_1_15)  1
 UP BOUND     x(4_2_2_9)  1
 UP BOUND     x(4_2_2_15)  1
 UP BOUND     x(4_2_3_9)  1
 UP BOUND     x(4_2_3_15)  1
 UP BOUND     x(4_2_4_9)  1
 UP BOUND     x(4_2_4_15)  1
 UP BOUND     x(4_2_5_3)  1
 UP BOUND     x(4_2_5_6)  1
 UP BOUND     x(4_2_5_9)  1
 UP BOUND     x(4_2_5_15)  1
 UP BOUND     x(4_2_6_9)  1
 UP BOUND     x(4_2_6_15)  1
 UP BOUND     x(4_2_7_9)  1
 UP BOUND     x(4_2_7_15)  1
 UP BOUND     x(4_2_8_9)  1
 UP BOUND     x(4_2_8_12)  1
 UP BOUND     x(4_2_8_15)  1
 UP BOUND     x(4_2_9_8)  1
 UP BOUND     x(4_2_9_9)  1
 UP BOUND     x(4_2_9_14)  1
 UP BOUND     x(4_2_9_15)  1
 UP BOUND     x(4_2_10_9)  1
 UP BOUND     x(4_2_10_15)  1
 UP BOUND     x(4_2_11_9)  1
 UP BOUND     x(4_2_11_15)  1
 UP BOUND     x(4_2_12_7)  1
 UP BOUND     x(4_2_12_9)  1
 UP BOUND     x(4_2_12_13)  1
 UP BOUND     x(4_2_12_15)  1
 UP BOUND     x(4_2_13_9)  1
 UP BOUND     x(4_2_13_15)  1
 UP BOUND     x(4_2_14_9)  1
 UP BOUND     x(4_2_14_15)  1
 UP BOUND     x(4_2_15_9)  1
 UP BOUND     x(4_2_15_15)  1
 UP BOUND     x(4_2_16_9)  1
 UP BOUND     x(4_2_16_15)  1
 UP BOUND     x(4_2_17_9)  1
 UP BOUND     x(4_2_17_15)  1
ENDATA
