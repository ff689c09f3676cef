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
 E  c_e_one_path(0_1_0)_
 E  c_e_one_path(0_1_1)_
 E  c_e_one_path(0_1_2)_
 E  c_e_one_path(0_1_3)_
 E  c_e_one_path(0_1_4)_
 E  c_e_one_path(0_1_5)_
 E  c_e_one_path(0_2_0)_
 E  c_e_one_path(0_2_1)_
 E  c_e_one_path(0_2_2)_
 E  c_e_one_path(0_2_3)_
 E  c_e_one_path(0_2_4)_
 E  c_e_one_path(0_2_5)_
 E  c_e_one_path(1_0_0)_
 E  c_e_one_path(1_0_1)_
 E  c_e_one_path(1_0_2)_
 E  c_e_one_path(1_0_3)_
 E  c_e_one_path(1_0_4)_
 E  c_e_one_path(1_0_5)_
 E  c_e_one_path(1_1_0)_
 E  c_e_one_path(1_1_1)_
 E  c_e_one_path(1_1_2)_
 E  c_e_one_path(1_1_3)_
 E  c_e_one_path(1_1_4)_
 E  c_e_one_path(1_1_5)_
 E  c_e_one_path(1_2_0)_
 E  c_e_one_path(1_2_1)_
 E  c_e_one_path(1_2_2)_
 E  c_e_one_path(1_2_3)_
 E  c_e_one_path(1_2_4)_
 E  c_e_one_path(1_2_5)_
 E  c_e_one_path(2_0_0)_
 E  c_e_one_path(2_0_1)_
 E  c_e_one_path(2_0_2)_
 E  c_e_one_path(2_0_3)_
 E  c_e_one_path(2_0_4)_
 E  c_e_one_path(2_0_5)_
 E  c_e_one_path(2_1_0)_
 E  c_e_one_path(2_1_1)_
 E  c_e_one_path(2_1_2)_
 E  c_e_one_path(2_1_3)_
 E  c_e_one_path(2_1_4)_
 E  c_e_one_path(2_1_5)_
 E  c_e_one_path(2_2_0)_
 E  c_e_one_path(2_2_1)_
 E  c_e_one_path(2_2_2)_
 E  c_e_one_path(2_2_3)_
 E  c_e_one_path(2_2_4)_
 E  c_e_one_path(2_2_5)_
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
    x(0_0_0_2)  goodput   0.12656249999999999
    x(0_0_0_2)  c_e_one_path(0_0_0)_  1
    x(0_0_0_2)  c_e_flow(0_0_0)_  1
    x(0_0_0_2)  c_e_flow(0_1_1)_  -1
    x(0_0_0_2)  c_u_processors(0_0_0)_  3
    x(0_0_0_2)  c_u_processors(0_0_1)_  3
    x(0_0_0_2)  c_u_area_cut(0)_  81
    x(0_0_0_4)  goodput   0.140625
    x(0_0_0_4)  c_e_one_path(0_0_0)_  1
    x(0_0_0_4)  c_e_flow(0_0_1)_  1
    x(0_0_0_4)  c_e_flow(0_1_0)_  -1
    x(0_0_0_4)  c_u_processors(0_0_0)_  3
    x(0_0_0_4)  c_u_processors(0_0_1)_  3
    x(0_0_0_4)  c_u_processors(0_0_2)_  3
    x(0_0_0_4)  c_u_area_cut(0)_  90
    x(0_0_0_5)  goodput   0.12656249999999999
    x(0_0_0_5)  c_e_one_path(0_0_0)_  1
    x(0_0_0_5)  c_e_flow(0_0_1)_  1
    x(0_0_0_5)  c_e_flow(0_1_1)_  -1
    x(0_0_0_5)  c_u_processors(0_0_0)_  3
    x(0_0_0_5)  c_u_processors(0_0_1)_  3
    x(0_0_0_5)  c_u_area_cut(0)_  81
    x(0_0_0_7)  goodput   0.12656249999999999
    x(0_0_0_7)  c_e_one_path(0_0_0)_  1
    x(0_0_0_7)  c_e_flow(0_0_1)_  1
    x(0_0_0_7)  c_e_flow(0_1_0)_  -1
    x(0_0_0_7)  c_u_processors(0_0_1)_  3
    x(0_0_0_7)  c_u_processors(0_0_2)_  3
    x(0_0_0_7)  c_u_area_cut(0)_  81
    x(0_0_0_8)  goodput   0.1125
    x(0_0_0_8)  c_e_one_path(0_0_0)_  1
    x(0_0_0_8)  c_e_flow(0_0_1)_  1
    x(0_0_0_8)  c_e_flow(0_1_1)_  -1
    x(0_0_0_8)  c_u_processors(0_0_1)_  3
    x(0_0_0_8)  c_u_area_cut(0)_  72
    x(0_0_0_10)  goodput   0.12656249999999999
    x(0_0_0_10)  c_e_one_path(0_0_0)_  1
    x(0_0_0_10)  c_e_flow(0_0_2)_  1
    x(0_0_0_10)  c_e_flow(0_1_0)_  -1
    x(0_0_0_10)  c_u_processors(0_0_0)_  3
    x(0_0_0_10)  c_u_processors(0_0_1)_  3
    x(0_0_0_10)  c_u_processors(0_0_2)_  3
    x(0_0_0_10)  c_u_area_cut(0)_  81
    x(0_0_0_11)  goodput   0.1125
    x(0_0_0_11)  c_e_one_path(0_0_0)_  1
    x(0_0_0_11)  c_e_flow(0_0_2)_  1
    x(0_0_0_11)  c_e_flow(0_1_1)_  -1
    x(0_0_0_11)  c_u_processors(0_0_0)_  3
    x(0_0_0_11)  c_u_processors(0_0_1)_  3
    x(0_0_0_11)  c_u_area_cut(0)_  72
    x(0_0_0_13)  goodput   0.12656249999999999
    x(0_0_0_13)  c_e_one_path(0_0_0)_  1
    x(0_0_0_13)  c_e_flow(0_0_2)_  1
    x(0_0_0_13)  c_e_flow(0_1_0)_  -1
    x(0_0_0_13)  c_u_processors(0_0_1)_  3
    x(0_0_0_13)  c_u_processors(0_0_2)_  3
    x(0_0_0_13)  c_u_area_cut(0)_  81
    x(0_0_0_14)  goodput   0.1125
    x(0_0_0_14)  c_e_one_path(0_0_0)_  1
    x(0_0_0_14)  c_e_flow(0_0_2)_  1
    x(0_0_0_14)  c_e_flow(0_1_1)_  -1
    x(0_0_0_14)  c_u_processors(0_0_1)_  3
    x(0_0_0_14)  c_u_area_cut(0)_  72
    x(0_0_1_1)  goodput   0.140625
    x(0_0_1_1)  c_e_one_path(0_0_1)_  1
    x(0_0_1_1)  c_e_flow(0_0_0)_  1
    x(0_0_1_1)  c_e_flow(0_1_0)_  -1
    x(0_0_1_1)  c_u_processors(0_1_0)_  3
    x(0_0_1_1)  c_u_processors(0_1_1)_  3
    x(0_0_1_1)  c_u_processors(0_1_2)_  3
    x(0_0_1_1)  c_u_area_cut(0)_  90
    x(0_0_1_2)  goodput   0.12656249999999999
    x(0_0_1_2)  c_e_one_path(0_0_1)_  1
    x(0_0_1_2)  c_e_flow(0_0_0)_  1
    x(0_0_1_2)  c_e_flow(0_1_1)_  -1
    x(0_0_1_2)  c_u_processors(0_1_0)_  3
    x(0_0_1_2)  c_u_processors(0_1_1)_  3
    x(0_0_1_2)  c_u_area_cut(0)_  81
    x(0_0_1_4)  goodput   0.140625
    x(0_0_1_4)  c_e_one_path(0_0_1)_  1
    x(0_0_1_4)  c_e_flow(0_0_1)_  1
    x(0_0_1_4)  c_e_flow(0_1_0)_  -1
    x(0_0_1_4)  c_u_processors(0_1_0)_  3
    x(0_0_1_4)  c_u_processors(0_1_1)_  3
    x(0_0_1_4)  c_u_processors(0_1_2)_  3
    x(0_0_1_4)  c_u_area_cut(0)_  90
    x(0_0_1_5)  goodput   0.12656249999999999
    x(0_0_1_5)  c_e_one_path(0_0_1)_  1
    x(0_0_1_5)  c_e_flow(0_0_1)_  1
    x(0_0_1_5)  c_e_flow(0_1_1)_  -1
    x(0_0_1_5)  c_u_processors(0_1_0)_  3
    x(0_0_1_5)  c_u_processors(0_1_1)_  3
    x(0_0_1_5)  c_u_area_cut(0)_  81
    x(0_0_1_7)  goodput   0.1125
    x(0_0_1_7)  c_e_one_path(0_0_1)_  1
    x(0_0_1_7)  c_e_flow(0_0_1)_  1
    x(0_0_1_7)  c_e_flow(0_1_0)_  -1
    x(0_0_1_7)  c_u_processors(0_1_1)_  3
    x(0_0_1_7)  c_u_processors(0_1_2)_  3
    x(0_0_1_7)  c_u_area_cut(0)_  72
    x(0_0_1_8)  goodput   0.098437500000000011
    x(0_0_1_8)  c_e_one_path(0_0_1)_  1
    x(0_0_1_8)  c_e_flow(0_0_1)_  1
    x(0_0_1_8)  c_e_flow(0_1_1)_  -1
    x(0_0_1_8)  c_u_processors(0_1_1)_  3
    x(0_0_1_8)  c_u_area_cut(0)_  63
    x(0_0_1_10)  goodput   0.12656249999999999
    x(0_0_1_10)  c_e_one_path(0_0_1)_  1
    x(0_0_1_10)  c_e_flow(0_0_2)_  1
    x(0_0_1_10)  c_e_flow(0_1_0)_  -1
    x(0_0_1_10)  c_u_processors(0_1_0)_  3
    x(0_0_1_10)  c_u_processors(0_1_1)_  3
    x(0_0_1_10)  c_u_processors(0_1_2)_  3
    x(0_0_1_10)  c_u_area_cut(0)_  81
    x(0_0_1_11)  goodput   0.1125
    x(0_0_1_11)  c_e_one_path(0_0_1)_  1
    x(0_0_1_11)  c_e_flow(0_0_2)_  1
    x(0_0_1_11)  c_e_flow(0_1_1)_  -1
    x(0_0_1_11)  c_u_processors(0_1_0)_  3
    x(0_0_1_11)  c_u_processors(0_1_1)_  3
    x(0_0_1_11)  c_u_area_cut(0)_  72
    x(0_0_1_13)  goodput   0.1125
    x(0_0_1_13)  c_e_one_path(0_0_1)_  1
    x(0_0_1_13)  c_e_flow(0_0_2)_  1
    x(0_0_1_13)  c_e_flow(0_1_0)_  -1
    x(0_0_1_13)  c_u_processors(0_1_1)_  3
    x(0_0_1_13)  c_u_processors(0_1_2)_  3
    x(0_0_1_13)  c_u_area_cut(0)_  72
    x(0_0_1_14)  goodput   0.098437500000000011
    x(0_0_1_14)  c_e_one_path(0_0_1)_  1
    x(0_0_1_14)  c_e_flow(0_0_2)_  1
    x(0_0_1_14)  c_e_flow(0_1_1)_  -1
    x(0_0_1_14)  c_u_processors(0_1_1)_  3
    x(0_0_1_14)  c_u_area_cut(0)_  63
    x(0_0_2_1)  goodput   0.140625
    x(0_0_2_1)  c_e_one_path(0_0_2)_  1
    x(0_0_2_1)  c_e_flow(0_0_0)_  1
    x(0_0_2_1)  c_e_flow(0_1_0)_  -1
    x(0_0_2_1)  c_u_processors(0_2_0)_  3
    x(0_0_2_1)  c_u_processors(0_2_1)_  3
    x(0_0_2_1)  c_u_processors(0_2_2)_  3
    x(0_0_2_1)  c_u_area_cut(0)_  90
    x(0_0_2_2)  goodput   0.12656249999999999
    x(0_0_2_2)  c_e_one_path(0_0_2)_  1
    x(0_0_2_2)  c_e_flow(0_0_0)_  1
    x(0_0_2_2)  c_e_flow(0_1_1)_  -1
    x(0_0_2_2)  c_u_processors(0_2_0)_  3
    x(0_0_2_2)  c_u_processors(0_2_1)_  3
    x(0_0_2_2)  c_u_area_cut(0)_  81
    x(0_0_2_3)  goodput   0.0140625
    x(0_0_2_3)  c_e_one_path(0_0_2)_  1
    x(0_0_2_3)  c_e_flow(0_0_0)_  1
    x(0_0_2_3)  c_e_flow(0_1_2)_  -1
    x(0_0_2_3)  c_u_processors(0_2_0)_  3
    x(0_0_2_3)  c_u_area_cut(0)_  9
    x(0_0_2_4)  goodput   0.140625
    x(0_0_2_4)  c_e_one_path(0_0_2)_  1
    x(0_0_2_4)  c_e_flow(0_0_1)_  1
    x(0_0_2_4)  c_e_flow(0_1_0)_  -1
    x(0_0_2_4)  c_u_processors(0_2_0)_  3
    x(0_0_2_4)  c_u_processors(0_2_1)_  3
    x(0_0_2_4)  c_u_processors(0_2_2)_  3
    x(0_0_2_4)  c_u_area_cut(0)_  90
    x(0_0_2_5)  goodput   0.12656249999999999
    x(0_0_2_5)  c_e_one_path(0_0_2)_  1
    x(0_0_2_5)  c_e_flow(0_0_1)_  1
    x(0_0_2_5)  c_e_flow(0_1_1)_  -1
    x(0_0_2_5)  c_u_processors(0_2_0)_  3
    x(0_0_2_5)  c_u_processors(0_2_1)_  3
    x(0_0_2_5)  c_u_area_cut(0)_  81
    x(0_0_2_6)  goodput   0.0140625
    x(0_0_2_6)  c_e_one_path(0_0_2)_  1
    x(0_0_2_6)  c_e_flow(0_0_1)_  1
    x(0_0_2_6)  c_e_flow(0_1_2)_  -1
    x(0_0_2_6)  c_u_processors(0_2_0)_  3
    x(0_0_2_6)  c_u_area_cut(0)_  9
    x(0_0_2_7)  goodput   0.098437500000000011
    x(0_0_2_7)  c_e_one_path(0_0_2)_  1
    x(0_0_2_7)  c_e_flow(0_0_1)_  1
    x(0_0_2_7)  c_e_flow(0_1_0)_  -1
    x(0_0_2_7)  c_u_processors(0_2_1)_  3
    x(0_0_2_7)  c_u_processors(0_2_2)_  3
    x(0_0_2_7)  c_u_area_cut(0)_  63
    x(0_0_2_8)  goodput   0.084375000000000006
    x(0_0_2_8)  c_e_one_path(0_0_2)_  1
    x(0_0_2_8)  c_e_flow(0_0_1)_  1
    x(0_0_2_8)  c_e_flow(0_1_1)_  -1
    x(0_0_2_8)  c_u_processors(0_2_1)_  3
    x(0_0_2_8)  c_u_area_cut(0)_  54
    x(0_0_2_10)  goodput   0.12656249999999999
    x(0_0_2_10)  c_e_one_path(0_0_2)_  1
    x(0_0_2_10)  c_e_flow(0_0_2)_  1
    x(0_0_2_10)  c_e_flow(0_1_0)_  -1
    x(0_0_2_10)  c_u_processors(0_2_0)_  3
    x(0_0_2_10)  c_u_processors(0_2_1)_  3
    x(0_0_2_10)  c_u_processors(0_2_2)_  3
    x(0_0_2_10)  c_u_area_cut(0)_  81
    x(0_0_2_11)  goodput   0.1125
    x(0_0_2_11)  c_e_one_path(0_0_2)_  1
    x(0_0_2_11)  c_e_flow(0_0_2)_  1
    x(0_0_2_11)  c_e_flow(0_1_1)_  -1
    x(0_0_2_11)  c_u_processors(0_2_0)_  3
    x(0_0_2_11)  c_u_processors(0_2_1)_  3
    x(0_0_2_11)  c_u_area_cut(0)_  72
    x(0_0_2_13)  goodput   0.098437500000000011
    x(0_0_2_13)  c_e_one_path(0_0_2)_  1
    x(0_0_2_13)  c_e_flow(0_0_2)_  1
    x(0_0_2_13)  c_e_flow(0_1_0)_  -1
    x(0_0_2_13)  c_u_processors(0_2_1)_  3
    x(0_0_2_13)  c_u_processors(0_2_2)_  3
    x(0_0_2_13)  c_u_area_cut(0)_  63
    x(0_0_2_14)  goodput   0.084375000000000006
    x(0_0_2_14)  c_e_one_path(0_0_2)_  1
    x(0_0_2_14)  c_e_flow(0_0_2)_  1
    x(0_0_2_14)  c_e_flow(0_1_1)_  -1
    x(0_0_2_14)  c_u_processors(0_2_1)_  3
    x(0_0_2_14)  c_u_area_cut(0)_  54
    x(0_0_3_1)  goodput   0.140625
    x(0_0_3_1)  c_e_one_path(0_0_3)_  1
    x(0_0_3_1)  c_e_flow(0_0_0)_  1
    x(0_0_3_1)  c_e_flow(0_1_0)_  -1
    x(0_0_3_1)  c_u_processors(0_3_0)_  3
    x(0_0_3_1)  c_u_processors(0_3_1)_  3
    x(0_0_3_1)  c_u_processors(0_3_2)_  3
    x(0_0_3_1)  c_u_area_cut(0)_  90
    x(0_0_3_2)  goodput   0.12656249999999999
    x(0_0_3_2)  c_e_one_path(0_0_3)_  1
    x(0_0_3_2)  c_e_flow(0_0_0)_  1
    x(0_0_3_2)  c_e_flow(0_1_1)_  -1
    x(0_0_3_2)  c_u_processors(0_3_0)_  3
    x(0_0_3_2)  c_u_processors(0_3_1)_  3
    x(0_0_3_2)  c_u_area_cut(0)_  81
    x(0_0_3_3)  goodput   0.098437500000000011
    x(0_0_3_3)  c_e_one_path(0_0_3)_  1
    x(0_0_3_3)  c_e_flow(0_0_0)_  1
    x(0_0_3_3)  c_e_flow(0_1_2)_  -1
    x(0_0_3_3)  c_u_processors(0_3_0)_  3
    x(0_0_3_3)  c_u_area_cut(0)_  63
    x(0_0_3_4)  goodput   0.140625
    x(0_0_3_4)  c_e_one_path(0_0_3)_  1
    x(0_0_3_4)  c_e_flow(0_0_1)_  1
    x(0_0_3_4)  c_e_flow(0_1_0)_  -1
    x(0_0_3_4)  c_u_processors(0_3_0)_  3
    x(0_0_3_4)  c_u_processors(0_3_1)_  3
    x(0_0_3_4)  c_u_processors(0_3_2)_  3
    x(0_0_3_4)  c_u_area_cut(0)_  90
    x(0_0_3_5)  goodput   0.12656249999999999
    x(0_0_3_5)  c_e_one_path(0_0_3)_  1
    x(0_0_3_5)  c_e_flow(0_0_1)_  1
    x(0_0_3_5)  c_e_flow(0_1_1)_  -1
    x(0_0_3_5)  c_u_processors(0_3_0)_  3
    x(0_0_3_5)  c_u_processors(0_3_1)_  3
    x(0_0_3_5)  c_u_area_cut(0)_  81
    x(0_0_3_6)  goodput   0.098437500000000011
    x(0_0_3_6)  c_e_one_path(0_0_3)_  1
    x(0_0_3_6)  c_e_flow(0_0_1)_  1
    x(0_0_3_6)  c_e_flow(0_1_2)_  -1
    x(0_0_3_6)  c_u_processors(0_3_0)_  3
    x(0_0_3_6)  c_u_area_cut(0)_  63
    x(0_0_3_7)  goodput   0.0140625
    x(0_0_3_7)  c_e_one_path(0_0_3)_  1
    x(0_0_3_7)  c_e_flow(0_0_1)_  1
    x(0_0_3_7)  c_e_flow(0_1_0)_  -1
    x(0_0_3_7)  c_u_processors(0_3_1)_  3
    x(0_0_3_7)  c_u_processors(0_3_2)_  3
    x(0_0_3_7)  c_u_area_cut(0)_  9
    x(0_0_3_10)  goodput   0.12656249999999999
    x(0_0_3_10)  c_e_one_path(0_0_3)_  1
    x(0_0_3_10)  c_e_flow(0_0_2)_  1
    x(0_0_3_10)  c_e_flow(0_1_0)_  -1
    x(0_0_3_10)  c_u_processors(0_3_0)_  3
    x(0_0_3_10)  c_u_processors(0_3_1)_  3
    x(0_0_3_10)  c_u_processors(0_3_2)_  3
    x(0_0_3_10)  c_u_area_cut(0)_  81
    x(0_0_3_11)  goodput   0.1125
    x(0_0_3_11)  c_e_one_path(0_0_3)_  1
    x(0_0_3_11)  c_e_flow(0_0_2)_  1
    x(0_0_3_11)  c_e_flow(0_1_1)_  -1
    x(0_0_3_11)  c_u_processors(0_3_0)_  3
    x(0_0_3_11)  c_u_processors(0_3_1)_  3
    x(0_0_3_11)  c_u_area_cut(0)_  72
    x(0_0_3_12)  goodput   0.084375000000000006
    x(0_0_3_12)  c_e_one_path(0_0_3)_  1
    x(0_0_3_12)  c_e_flow(0_0_2)_  1
    x(0_0_3_12)  c_e_flow(0_1_2)_  -1
    x(0_0_3_12)  c_u_processors(0_3_0)_  3
    x(0_0_3_12)  c_u_area_cut(0)_  54
    x(0_0_3_13)  goodput   0.0140625
    x(0_0_3_13)  c_e_one_path(0_0_3)_  1
    x(0_0_3_13)  c_e_flow(0_0_2)_  1
    x(0_0_3_13)  c_e_flow(0_1_0)_  -1
    x(0_0_3_13)  c_u_processors(0_3_1)_  3
    x(0_0_3_13)  c_u_processors(0_3_2)_  3
    x(0_0_3_13)  c_u_area_cut(0)_  9
    x(0_0_4_1)  goodput   0.140625
    x(0_0_4_1)  c_e_one_path(0_0_4)_  1
    x(0_0_4_1)  c_e_flow(0_0_0)_  1
    x(0_0_4_1)  c_e_flow(0_1_0)_  -1
    x(0_0_4_1)  c_u_processors(0_4_0)_  3
    x(0_0_4_1)  c_u_processors(0_4_1)_  3
    x(0_0_4_1)  c_u_processors(0_4_2)_  3
    x(0_0_4_1)  c_u_area_cut(0)_  90
    x(0_0_4_2)  goodput   0.12656249999999999
    x(0_0_4_2)  c_e_one_path(0_0_4)_  1
    x(0_0_4_2)  c_e_flow(0_0_0)_  1
    x(0_0_4_2)  c_e_flow(0_1_1)_  -1
    x(0_0_4_2)  c_u_processors(0_4_0)_  3
    x(0_0_4_2)  c_u_processors(0_4_1)_  3
    x(0_0_4_2)  c_u_area_cut(0)_  81
    x(0_0_4_3)  goodput   0.1125
    x(0_0_4_3)  c_e_one_path(0_0_4)_  1
    x(0_0_4_3)  c_e_flow(0_0_0)_  1
    x(0_0_4_3)  c_e_flow(0_1_2)_  -1
    x(0_0_4_3)  c_u_processors(0_4_0)_  3
    x(0_0_4_3)  c_u_area_cut(0)_  72
    x(0_0_4_4)  goodput   0.140625
    x(0_0_4_4)  c_e_one_path(0_0_4)_  1
    x(0_0_4_4)  c_e_flow(0_0_1)_  1
    x(0_0_4_4)  c_e_flow(0_1_0)_  -1
    x(0_0_4_4)  c_u_processors(0_4_0)_  3
    x(0_0_4_4)  c_u_processors(0_4_1)_  3
    x(0_0_4_4)  c_u_processors(0_4_2)_  3
    x(0_0_4_4)  c_u_area_cut(0)_  90
    x(0_0_4_5)  goodput   0.12656249999999999
    x(0_0_4_5)  c_e_one_path(0_0_4)_  1
    x(0_0_4_5)  c_e_flow(0_0_1)_  1
    x(0_0_4_5)  c_e_flow(0_1_1)_  -1
    x(0_0_4_5)  c_u_processors(0_4_0)_  3
    x(0_0_4_5)  c_u_processors(0_4_1)_  3
    x(0_0_4_5)  c_u_area_cut(0)_  81
    x(0_0_4_6)  goodput   0.1125
    x(0_0_4_6)  c_e_one_path(0_0_4)_  1
    x(0_0_4_6)  c_e_flow(0_0_1)_  1
    x(0_0_4_6)  c_e_flow(0_1_2)_  -1
    x(0_0_4_6)  c_u_processors(0_4_0)_  3
    x(0_0_4_6)  c_u_area_cut(0)_  72
    x(0_0_4_10)  goodput   0.12656249999999999
    x(0_0_4_10)  c_e_one_path(0_0_4)_  1
    x(0_0_4_10)  c_e_flow(0_0_2)_  1
    x(0_0_4_10)  c_e_flow(0_1_0)_  -1
    x(0_0_4_10)  c_u_processors(0_4_0)_  3
    x(0_0_4_10)  c_u_processors(0_4_1)_  3
    x(0_0_4_10)  c_u_processors(0_4_2)_  3
    x(0_0_4_10)  c_u_area_cut(0)_  81
    x(0_0_4_11)  goodput   0.1125
    x(0_0_4_11)  c_e_one_path(0_0_4)_  1
    x(0_0_4_11)  c_e_flow(0_0_2)_  1
    x(0_0_4_11)  c_e_flow(0_1_1)_  -1
    x(0_0_4_11)  c_u_processors(0_4_0)_  3
    x(0_0_4_11)  c_u_processors(0_4_1)_  3
    x(0_0_4_11)  c_u_area_cut(0)_  72
    x(0_0_4_12)  goodput   0.098437500000000011
    x(0_0_4_12)  c_e_one_path(0_0_4)_  1
    x(0_0_4_12)  c_e_flow(0_0_2)_  1
    x(0_0_4_12)  c_e_flow(0_1_2)_  -1
    x(0_0_4_12)  c_u_processors(0_4_0)_  3
    x(0_0_4_12)  c_u_area_cut(0)_  63
    x(0_0_5_1)  goodput   0.140625
    x(0_0_5_1)  c_e_one_path(0_0_5)_  1
    x(0_0_5_1)  c_e_flow(0_0_0)_  1
    x(0_0_5_1)  c_e_flow(0_1_0)_  -1
    x(0_0_5_1)  c_u_processors(0_5_0)_  3
    x(0_0_5_1)  c_u_processors(0_5_1)_  3
    x(0_0_5_1)  c_u_processors(0_5_2)_  3
    x(0_0_5_1)  c_u_area_cut(0)_  90
    x(0_0_5_2)  goodput   0.12656249999999999
    x(0_0_5_2)  c_e_one_path(0_0_5)_  1
    x(0_0_5_2)  c_e_flow(0_0_0)_  1
    x(0_0_5_2)  c_e_flow(0_1_1)_  -1
    x(0_0_5_2)  c_u_processors(0_5_0)_  3
    x(0_0_5_2)  c_u_processors(0_5_1)_  3
    x(0_0_5_2)  c_u_area_cut(0)_  81
    x(0_0_5_3)  goodput   0.12656249999999999
    x(0_0_5_3)  c_e_one_path(0_0_5)_  1
    x(0_0_5_3)  c_e_flow(0_0_0)_  1
    x(0_0_5_3)  c_e_flow(0_1_2)_  -1
    x(0_0_5_3)  c_u_processors(0_5_0)_  3
    x(0_0_5_3)  c_u_area_cut(0)_  81
    x(0_0_5_4)  goodput   0.140625
    x(0_0_5_4)  c_e_one_path(0_0_5)_  1
    x(0_0_5_4)  c_e_flow(0_0_1)_  1
    x(0_0_5_4)  c_e_flow(0_1_0)_  -1
    x(0_0_5_4)  c_u_processors(0_5_0)_  3
    x(0_0_5_4)  c_u_processors(0_5_1)_  3
    x(0_0_5_4)  c_u_processors(0_5_2)_  3
    x(0_0_5_4)  c_u_area_cut(0)_  90
    x(0_0_5_5)  goodput   0.12656249999999999
    x(0_0_5_5)  c_e_one_path(0_0_5)_  1
    x(0_0_5_5)  c_e_flow(0_0_1)_  1
    x(0_0_5_5)  c_e_flow(0_1_1)_  -1
    x(0_0_5_5)  c_u_processors(0_5_0)_  3
    x(0_0_5_5)  c_u_processors(0_5_1)_  3
    x(0_0_5_5)  c_u_area_cut(0)_  81
    x(0_0_5_6)  goodput   0.12656249999999999
    x(0_0_5_6)  c_e_one_path(0_0_5)_  1
    x(0_0_5_6)  c_e_flow(0_0_1)_  1
    x(0_0_5_6)  c_e_flow(0_1_2)_  -1
    x(0_0_5_6)  c_u_processors(0_5_0)_  3
    x(0_0_5_6)  c_u_area_cut(0)_  81
    x(0_0_5_10)  goodput   0.12656249999999999
    x(0_0_5_10)  c_e_one_path(0_0_5)_  1
    x(0_0_5_10)  c_e_flow(0_0_2)_  1
    x(0_0_5_10)  c_e_flow(0_1_0)_  -1
    x(0_0_5_10)  c_u_processors(0_5_0)_  3
    x(0_0_5_10)  c_u_processors(0_5_1)_  3
    x(0_0_5_10)  c_u_processors(0_5_2)_  3
    x(0_0_5_10)  c_u_area_cut(0)_  81
    x(0_0_5_11)  goodput   0.1125
    x(0_0_5_11)  c_e_one_path(0_0_5)_  1
    x(0_0_5_11)  c_e_flow(0_0_2)_  1
    x(0_0_5_11)  c_e_flow(0_1_1)_  -1
    x(0_0_5_11)  c_u_processors(0_5_0)_  3
    x(0_0_5_11)  c_u_processors(0_5_1)_  3
    x(0_0_5_11)  c_u_area_cut(0)_  72
    x(0_0_5_12)  goodput   0.1125
    x(0_0_5_12)  c_e_one_path(0_0_5)_  1
    x(0_0_5_12)  c_e_flow(0_0_2)_  1
    x(0_0_5_12)  c_e_flow(0_1_2)_  -1
    x(0_0_5_12)  c_u_processors(0_5_0)_  3
    x(0_0_5_12)  c_u_area_cut(0)_  72
    x(0_1_0_1)  goodput   0.140625
    x(0_1_0_1)  c_e_one_path(0_1_0)_  1
    x(0_1_0_1)  c_e_flow(0_1_0)_  1
    x(0_1_0_1)  c_e_flow(0_2_0)_  -1
    x(0_1_0_1)  c_u_processors(1_0_0)_  3
    x(0_1_0_1)  c_u_processors(1_0_1)_  3
    x(0_1_0_1)  c_u_processors(1_0_2)_  3
    x(0_1_0_1)  c_u_area_cut(1)_  90
    x(0_1_0_2)  goodput   0.12656249999999999
    x(0_1_0_2)  c_e_one_path(0_1_0)_  1
    x(0_1_0_2)  c_e_flow(0_1_0)_  1
    x(0_1_0_2)  c_e_flow(0_2_1)_  -1
    x(0_1_0_2)  c_u_processors(1_0_0)_  3
    x(0_1_0_2)  c_u_processors(1_0_1)_  3
    x(0_1_0_2)  c_u_area_cut(1)_  81
    x(0_1_0_4)  goodput   0.140625
    x(0_1_0_4)  c_e_one_path(0_1_0)_  1
    x(0_1_0_4)  c_e_flow(0_1_1)_  1
    x(0_1_0_4)  c_e_flow(0_2_0)_  -1
    x(0_1_0_4)  c_u_processors(1_0_0)_  3
    x(0_1_0_4)  c_u_processors(1_0_1)_  3
    x(0_1_0_4)  c_u_processors(1_0_2)_  3
    x(0_1_0_4)  c_u_area_cut(1)_  90
    x(0_1_0_5)  goodput   0.12656249999999999
    x(0_1_0_5)  c_e_one_path(0_1_0)_  1
    x(0_1_0_5)  c_e_flow(0_1_1)_  1
    x(0_1_0_5)  c_e_flow(0_2_1)_  -1
    x(0_1_0_5)  c_u_processors(1_0_0)_  3
    x(0_1_0_5)  c_u_processors(1_0_1)_  3
    x(0_1_0_5)  c_u_area_cut(1)_  81
    x(0_1_0_7)  goodput   0.12656249999999999
    x(0_1_0_7)  c_e_one_path(0_1_0)_  1
    x(0_1_0_7)  c_e_flow(0_1_1)_  1
    x(0_1_0_7)  c_e_flow(0_2_0)_  -1
    x(0_1_0_7)  c_u_processors(1_0_1)_  3
    x(0_1_0_7)  c_u_processors(1_0_2)_  3
    x(0_1_0_7)  c_u_area_cut(1)_  81
    x(0_1_0_8)  goodput   0.1125
    x(0_1_0_8)  c_e_one_path(0_1_0)_  1
    x(0_1_0_8)  c_e_flow(0_1_1)_  1
    x(0_1_0_8)  c_e_flow(0_2_1)_  -1
    x(0_1_0_8)  c_u_processors(1_0_1)_  3
    x(0_1_0_8)  c_u_area_cut(1)_  72
    x(0_1_0_10)  goodput   0.12656249999999999
    x(0_1_0_10)  c_e_one_path(0_1_0)_  1
    x(0_1_0_10)  c_e_flow(0_1_2)_  1
    x(0_1_0_10)  c_e_flow(0_2_0)_  -1
    x(0_1_0_10)  c_u_processors(1_0_0)_  3
    x(0_1_0_10)  c_u_processors(1_0_1)_  3
    x(0_1_0_10)  c_u_processors(1_0_2)_  3
    x(0_1_0_10)  c_u_area_cut(1)_  81
    x(0_1_0_11)  goodput   0.1125
    x(0_1_0_11)  c_e_one_path(0_1_0)_  1
    x(0_1_0_11)  c_e_flow(0_1_2)_  1
    x(0_1_0_11)  c_e_flow(0_2_1)_  -1
    x(0_1_0_11)  c_u_processors(1_0_0)_  3
    x(0_1_0_11)  c_u_processors(1_0_1)_  3
    x(0_1_0_11)  c_u_area_cut(1)_  72
    x(0_1_0_13)  goodput   0.12656249999999999
    x(0_1_0_13)  c_e_one_path(0_1_0)_  1
    x(0_1_0_13)  c_e_flow(0_1_2)_  1
    x(0_1_0_13)  c_e_flow(0_2_0)_  -1
    x(0_1_0_13)  c_u_processors(1_0_1)_  3
    x(0_1_0_13)  c_u_processors(1_0_2)_  3
    x(0_1_0_13)  c_u_area_cut(1)_  81
    x(0_1_0_14)  goodput   0.1125
    x(0_1_0_14)  c_e_one_path(0_1_0)_  1
    x(0_1_0_14)  c_e_flow(0_1_2)_  1
    x(0_1_0_14)  c_e_flow(0_2_1)_  -1
    x(0_1_0_14)  c_u_processors(1_0_1)_  3
    x(0_1_0_14)  c_u_area_cut(1)_  72
    x(0_1_1_1)  goodput   0.140625
    x(0_1_1_1)  c_e_one_path(0_1_1)_  1
    x(0_1_1_1)  c_e_flow(0_1_0)_  1
    x(0_1_1_1)  c_e_flow(0_2_0)_  -1
    x(0_1_1_1)  c_u_processors(1_1_0)_  3
    x(0_1_1_1)  c_u_processors(1_1_1)_  3
    x(0_1_1_1)  c_u_processors(1_1_2)_  3
    x(0_1_1_1)  c_u_area_cut(1)_  90
    x(0_1_1_2)  goodput   0.12656249999999999
    x(0_1_1_2)  c_e_one_path(0_1_1)_  1
    x(0_1_1_2)  c_e_flow(0_1_0)_  1
    x(0_1_1_2)  c_e_flow(0_2_1)_  -1
    x(0_1_1_2)  c_u_processors(1_1_0)_  3
    x(0_1_1_2)  c_u_processors(1_1_1)_  3
    x(0_1_1_2)  c_u_area_cut(1)_  81
    x(0_1_1_4)  goodput   0.140625
    x(0_1_1_4)  c_e_one_path(0_1_1)_  1
    x(0_1_1_4)  c_e_flow(0_1_1)_  1
    x(0_1_1_4)  c_e_flow(0_2_0)_  -1
    x(0_1_1_4)  c_u_processors(1_1_0)_  3
    x(0_1_1_4)  c_u_processors(1_1_1)_  3
    x(0_1_1_4)  c_u_processors(1_1_2)_  3
    x(0_1_1_4)  c_u_area_cut(1)_  90
    x(0_1_1_5)  goodput   0.12656249999999999
    x(0_1_1_5)  c_e_one_path(0_1_1)_  1
    x(0_1_1_5)  c_e_flow(0_1_1)_  1
    x(0_1_1_5)  c_e_flow(0_2_1)_  -1
    x(0_1_1_5)  c_u_processors(1_1_0)_  3
    x(0_1_1_5)  c_u_processors(1_1_1)_  3
    x(0_1_1_5)  c_u_area_cut(1)_  81
    x(0_1_1_7)  goodput   0.1125
    x(0_1_1_7)  c_e_one_path(0_1_1)_  1
    x(0_1_1_7)  c_e_flow(0_1_1)_  1
    x(0_1_1_7)  c_e_flow(0_2_0)_  -1
    x(0_1_1_7)  c_u_processors(1_1_1)_  3
    x(0_1_1_7)  c_u_processors(1_1_2)_  3
    x(0_1_1_7)  c_u_area_cut(1)_  72
    x(0_1_1_8)  goodput   0.098437500000000011
    x(0_1_1_8)  c_e_one_path(0_1_1)_  1
    x(0_1_1_8)  c_e_flow(0_1_1)_  1
    x(0_1_1_8)  c_e_flow(0_2_1)_  -1
    x(0_1_1_8)  c_u_processors(1_1_1)_  3
    x(0_1_1_8)  c_u_area_cut(1)_  63
    x(0_1_1_10)  goodput   0.12656249999999999
    x(0_1_1_10)  c_e_one_path(0_1_1)_  1
    x(0_1_1_10)  c_e_flow(0_1_2)_  1
    x(0_1_1_10)  c_e_flow(0_2_0)_  -1
    x(0_1_1_10)  c_u_processors(1_1_0)_  3
    x(0_1_1_10)  c_u_processors(1_1_1)_  3
    x(0_1_1_10)  c_u_processors(1_1_2)_  3
    x(0_1_1_10)  c_u_area_cut(1)_  81
    x(0_1_1_11)  goodput   0.1125
    x(0_1_1_11)  c_e_one_path(0_1_1)_  1
    x(0_1_1_11)  c_e_flow(0_1_2)_  1
    x(0_1_1_11)  c_e_flow(0_2_1)_  -1
    x(0_1_1_11)  c_u_processors(1_1_0)_  3
    x(0_1_1_11)  c_u_processors(1_1_1)_  3
    x(0_1_1_11)  c_u_area_cut(1)_  72
    x(0_1_1_13)  goodput   0.1125
    x(0_1_1_13)  c_e_one_path(0_1_1)_  1
    x(0_1_1_13)  c_e_flow(0_1_2)_  1
    x(0_1_1_13)  c_e_flow(0_2_0)_  -1
    x(0_1_1_13)  c_u_processors(1_1_1)_  3
    x(0_1_1_13)  c_u_processors(1_1_2)_  3
    x(0_1_1_13)  c_u_area_cut(1)_  72
    x(0_1_1_14)  goodput   0.098437500000000011
    x(0_1_1_14)  c_e_one_path(0_1_1)_  1
    x(0_1_1_14)  c_e_flow(0_1_2)_  1
    x(0_1_1_14)  c_e_flow(0_2_1)_  -1
    x(0_1_1_14)  c_u_processors(1_1_1)_  3
    x(0_1_1_14)  c_u_area_cut(1)_  63
    x(0_1_2_1)  goodput   0.140625
    x(0_1_2_1)  c_e_one_path(0_1_2)_  1
    x(0_1_2_1)  c_e_flow(0_1_0)_  1
    x(0_1_2_1)  c_e_flow(0_2_0)_  -1
    x(0_1_2_1)  c_u_processors(1_2_0)_  3
    x(0_1_2_1)  c_u_processors(1_2_1)_  3
    x(0_1_2_1)  c_u_processors(1_2_2)_  3
    x(0_1_2_1)  c_u_area_cut(1)_  90
    x(0_1_2_2)  goodput   0.12656249999999999
    x(0_1_2_2)  c_e_one_path(0_1_2)_  1
    x(0_1_2_2)  c_e_flow(0_1_0)_  1
    x(0_1_2_2)  c_e_flow(0_2_1)_  -1
    x(0_1_2_2)  c_u_processors(1_2_0)_  3
    x(0_1_2_2)  c_u_processors(1_2_1)_  3
    x(0_1_2_2)  c_u_area_cut(1)_  81
    x(0_1_2_3)  goodput   0.0140625
    x(0_1_2_3)  c_e_one_path(0_1_2)_  1
    x(0_1_2_3)  c_e_flow(0_1_0)_  1
    x(0_1_2_3)  c_e_flow(0_2_2)_  -1
    x(0_1_2_3)  c_u_processors(1_2_0)_  3
    x(0_1_2_3)  c_u_area_cut(1)_  9
    x(0_1_2_4)  goodput   0.140625
    x(0_1_2_4)  c_e_one_path(0_1_2)_  1
    x(0_1_2_4)  c_e_flow(0_1_1)_  1
    x(0_1_2_4)  c_e_flow(0_2_0)_  -1
    x(0_1_2_4)  c_u_processors(1_2_0)_  3
    x(0_1_2_4)  c_u_processors(1_2_1)_  3
    x(0_1_2_4)  c_u_processors(1_2_2)_  3
    x(0_1_2_4)  c_u_area_cut(1)_  90
    x(0_1_2_5)  goodput   0.12656249999999999
    x(0_1_2_5)  c_e_one_path(0_1_2)_  1
    x(0_1_2_5)  c_e_flow(0_1_1)_  1
    x(0_1_2_5)  c_e_flow(0_2_1)_  -1
    x(0_1_2_5)  c_u_processors(1_2_0)_  3
    x(0_1_2_5)  c_u_processors(1_2_1)_  3
    x(0_1_2_5)  c_u_area_cut(1)_  81
    x(0_1_2_6)  goodput   0.0140625
    x(0_1_2_6)  c_e_one_path(0_1_2)_  1
    x(0_1_2_6)  c_e_flow(0_1_1)_  1
    x(0_1_2_6)  c_e_flow(0_2_2)_  -1
    x(0_1_2_6)  c_u_processors(1_2_0)_  3
    x(0_1_2_6)  c_u_area_cut(1)_  9
    x(0_1_2_7)  goodput   0.098437500000000011
    x(0_1_2_7)  c_e_one_path(0_1_2)_  1
    x(0_1_2_7)  c_e_flow(0_1_1)_  1
    x(0_1_2_7)  c_e_flow(0_2_0)_  -1
    x(0_1_2_7)  c_u_processors(1_2_1)_  3
    x(0_1_2_7)  c_u_processors(1_2_2)_  3
    x(0_1_2_7)  c_u_area_cut(1)_  63
    x(0_1_2_8)  goodput   0.084375000000000006
    x(0_1_2_8)  c_e_one_path(0_1_2)_  1
    x(0_1_2_8)  c_e_flow(0_1_1)_  1
    x(0_1_2_8)  c_e_flow(0_2_1)_  -1
    x(0_1_2_8)  c_u_processors(1_2_1)_  3
    x(0_1_2_8)  c_u_area_cut(1)_  54
    x(0_1_2_10)  goodput   0.12656249999999999
    x(0_1_2_10)  c_e_one_path(0_1_2)_  1
    x(0_1_2_10)  c_e_flow(0_1_2)_  1
    x(0_1_2_10)  c_e_flow(0_2_0)_  -1
    x(0_1_2_10)  c_u_processors(1_2_0)_  3
    x(0_1_2_10)  c_u_processors(1_2_1)_  3
    x(0_1_2_10)  c_u_processors(1_2_2)_  3
    x(0_1_2_10)  c_u_area_cut(1)_  81
    x(0_1_2_11)  goodput   0.1125
    x(0_1_2_11)  c_e_one_path(0_1_2)_  1
    x(0_1_2_11)  c_e_flow(0_1_2)_  1
    x(0_1_2_11)  c_e_flow(0_2_1)_  -1
    x(0_1_2_11)  c_u_processors(1_2_0)_  3
    x(0_1_2_11)  c_u_processors(1_2_1)_  3
    x(0_1_2_11)  c_u_area_cut(1)_  72
    x(0_1_2_13)  goodput   0.098437500000000011
    x(0_1_2_13)  c_e_one_path(0_1_2)_  1
    x(0_1_2_13)  c_e_flow(0_1_2)_  1
    x(0_1_2_13)  c_e_flow(0_2_0)_  -1
    x(0_1_2_13)  c_u_processors(1_2_1)_  3
    x(0_1_2_13)  c_u_processors(1_2_2)_  3
    x(0_1_2_13)  c_u_area_cut(1)_  63
    x(0_1_2_14)  goodput   0.084375000000000006
    x(0_1_2_14)  c_e_one_path(0_1_2)_  1
    x(0_1_2_14)  c_e_flow(0_1_2)_  1
    x(0_1_2_14)  c_e_flow(0_2_1)_  -1
    x(0_1_2_14)  c_u_processors(1_2_1)_  3
    x(0_1_2_14)  c_u_area_cut(1)_  54
    x(0_1_3_1)  goodput   0.140625
    x(0_1_3_1)  c_e_one_path(0_1_3)_  1
    x(0_1_3_1)  c_e_flow(0_1_0)_  1
    x(0_1_3_1)  c_e_flow(0_2_0)_  -1
    x(0_1_3_1)  c_u_processors(1_3_0)_  3
    x(0_1_3_1)  c_u_processors(1_3_1)_  3
    x(0_1_3_1)  c_u_processors(1_3_2)_  3
    x(0_1_3_1)  c_u_area_cut(1)_  90
    x(0_1_3_2)  goodput   0.12656249999999999
    x(0_1_3_2)  c_e_one_path(0_1_3)_  1
    x(0_1_3_2)  c_e_flow(0_1_0)_  1
    x(0_1_3_2)  c_e_flow(0_2_1)_  -1
    x(0_1_3_2)  c_u_processors(1_3_0)_  3
    x(0_1_3_2)  c_u_processors(1_3_1)_  3
    x(0_1_3_2)  c_u_area_cut(1)_  81
    x(0_1_3_3)  goodput   0.098437500000000011
    x(0_1_3_3)  c_e_one_path(0_1_3)_  1
    x(0_1_3_3)  c_e_flow(0_1_0)_  1
    x(0_1_3_3)  c_e_flow(0_2_2)_  -1
    x(0_1_3_3)  c_u_processors(1_3_0)_  3
    x(0_1_3_3)  c_u_area_cut(1)_  63
    x(0_1_3_4)  goodput   0.140625
    x(0_1_3_4)  c_e_one_path(0_1_3)_  1
    x(0_1_3_4)  c_e_flow(0_1_1)_  1
    x(0_1_3_4)  c_e_flow(0_2_0)_  -1
    x(0_1_3_4)  c_u_processors(1_3_0)_  3
    x(0_1_3_4)  c_u_processors(1_3_1)_  3
    x(0_1_3_4)  c_u_processors(1_3_2)_  3
    x(0_1_3_4)  c_u_area_cut(1)_  90
    x(0_1_3_5)  goodput   0.12656249999999999
    x(0_1_3_5)  c_e_one_path(0_1_3)_  1
    x(0_1_3_5)  c_e_flow(0_1_1)_  1
    x(0_1_3_5)  c_e_flow(0_2_1)_  -1
    x(0_1_3_5)  c_u_processors(1_3_0)_  3
    x(0_1_3_5)  c_u_processors(1_3_1)_  3
    x(0_1_3_5)  c_u_area_cut(1)_  81
    x(0_1_3_6)  goodput   0.098437500000000011
    x(0_1_3_6)  c_e_one_path(0_1_3)_  1
    x(0_1_3_6)  c_e_flow(0_1_1)_  1
    x(0_1_3_6)  c_e_flow(0_2_2)_  -1
    x(0_1_3_6)  c_u_processors(1_3_0)_  3
    x(0_1_3_6)  c_u_area_cut(1)_  63
    x(0_1_3_7)  goodput   0.0140625
    x(0_1_3_7)  c_e_one_path(0_1_3)_  1
    x(0_1_3_7)  c_e_flow(0_1_1)_  1
    x(0_1_3_7)  c_e_flow(0_2_0)_  -1
    x(0_1_3_7)  c_u_processors(1_3_1)_  3
    x(0_1_3_7)  c_u_processors(1_3_2)_  3
    x(0_1_3_7)  c_u_area_cut(1)_  9
    x(0_1_3_10)  goodput   0.12656249999999999
    x(0_1_3_10)  c_e_one_path(0_1_3)_  1
    x(0_1_3_10)  c_e_flow(0_1_2)_  1
    x(0_1_3_10)  c_e_flow(0_2_0)_  -1
    x(0_1_3_10)  c_u_processors(1_3_0)_  3
    x(0_1_3_10)  c_u_processors(1_3_1)_  3
    x(0_1_3_10)  c_u_processors(1_3_2)_  3
    x(0_1_3_10)  c_u_area_cut(1)_  81
    x(0_1_3_11)  goodput   0.1125
    x(0_1_3_11)  c_e_one_path(0_1_3)_  1
    x(0_1_3_11)  c_e_flow(0_1_2)_  1
    x(0_1_3_11)  c_e_flow(0_2_1)_  -1
    x(0_1_3_11)  c_u_processors(1_3_0)_  3
    x(0_1_3_11)  c_u_processors(1_3_1)_  3
    x(0_1_3_11)  c_u_area_cut(1)_  72
    x(0_1_3_12)  goodput   0.084375000000000006
    x(0_1_3_12)  c_e_one_path(0_1_3)_  1
    x(0_1_3_12)  c_e_flow(0_1_2)_  1
    x(0_1_3_12)  c_e_flow(0_2_2)_  -1
    x(0_1_3_12)  c_u_processors(1_3_0)_  3
    x(0_1_3_12)  c_u_area_cut(1)_  54
    x(0_1_3_13)  goodput   0.0140625
    x(0_1_3_13)  c_e_one_path(0_1_3)_  1
    x(0_1_3_13)  c_e_flow(0_1_2)_  1
    x(0_1_3_13)  c_e_flow(0_2_0)_  -1
    x(0_1_3_13)  c_u_processors(1_3_1)_  3
    x(0_1_3_13)  c_u_processors(1_3_2)_  3
    x(0_1_3_13)  c_u_area_cut(1)_  9
    x(0_1_4_1)  goodput   0.140625
    x(0_1_4_1)  c_e_one_path(0_1_4)_  1
    x(0_1_4_1)  c_e_flow(0_1_0)_  1
    x(0_1_4_1)  c_e_flow(0_2_0)_  -1
    x(0_1_4_1)  c_u_processors(1_4_0)_  3
    x(0_1_4_1)  c_u_processors(1_4_1)_  3
    x(0_1_4_1)  c_u_processors(1_4_2)_  3
    x(0_1_4_1)  c_u_area_cut(1)_  90
    x(0_1_4_2)  goodput   0.12656249999999999
    x(0_1_4_2)  c_e_one_path(0_1_4)_  1
    x(0_1_4_2)  c_e_flow(0_1_0)_  1
    x(0_1_4_2)  c_e_flow(0_2_1)_  -1
    x(0_1_4_2)  c_u_processors(1_4_0)_  3
    x(0_1_4_2)  c_u_processors(1_4_1)_  3
    x(0_1_4_2)  c_u_area_cut(1)_  81
    x(0_1_4_3)  goodput   0.1125
    x(0_1_4_3)  c_e_one_path(0_1_4)_  1
    x(0_1_4_3)  c_e_flow(0_1_0)_  1
    x(0_1_4_3)  c_e_flow(0_2_2)_  -1
    x(0_1_4_3)  c_u_processors(1_4_0)_  3
    x(0_1_4_3)  c_u_area_cut(1)_  72
    x(0_1_4_4)  goodput   0.140625
    x(0_1_4_4)  c_e_one_path(0_1_4)_  1
    x(0_1_4_4)  c_e_flow(0_1_1)_  1
    x(0_1_4_4)  c_e_flow(0_2_0)_  -1
    x(0_1_4_4)  c_u_processors(1_4_0)_  3
    x(0_1_4_4)  c_u_processors(1_4_1)_  3
    x(0_1_4_4)  c_u_processors(1_4_2)_  3
    x(0_1_4_4)  c_u_area_cut(1)_  90
    x(0_1_4_5)  goodput   0.12656249999999999
    x(0_1_4_5)  c_e_one_path(0_1_4)_  1
    x(0_1_4_5)  c_e_flow(0_1_1)_  1
    x(0_1_4_5)  c_e_flow(0_2_1)_  -1
    x(0_1_4_5)  c_u_processors(1_4_0)_  3
    x(0_1_4_5)  c_u_processors(1_4_1)_  3
    x(0_1_4_5)  c_u_area_cut(1)_  81
    x(0_1_4_6)  goodput   0.1125
    x(0_1_4_6)  c_e_one_path(0_1_4)_  1
    x(0_1_4_6)  c_e_flow(0_1_1)_  1
    x(0_1_4_6)  c_e_flow(0_2_2)_  -1
    x(0_1_4_6)  c_u_processors(1_4_0)_  3
    x(0_1_4_6)  c_u_area_cut(1)_  72
    x(0_1_4_10)  goodput   0.12656249999999999
    x(0_1_4_10)  c_e_one_path(0_1_4)_  1
    x(0_1_4_10)  c_e_flow(0_1_2)_  1
    x(0_1_4_10)  c_e_flow(0_2_0)_  -1
    x(0_1_4_10)  c_u_processors(1_4_0)_  3
    x(0_1_4_10)  c_u_processors(1_4_1)_  3
    x(0_1_4_10)  c_u_processors(1_4_2)_  3
    x(0_1_4_10)  c_u_area_cut(1)_  81
    x(0_1_4_11)  goodput   0.1125
    x(0_1_4_11)  c_e_one_path(0_1_4)_  1
    x(0_1_4_11)  c_e_flow(0_1_2)_  1
    x(0_1_4_11)  c_e_flow(0_2_1)_  -1
    x(0_1_4_11)  c_u_processors(1_4_0)_  3
    x(0_1_4_11)  c_u_processors(1_4_1)_  3
    x(0_1_4_11)  c_u_area_cut(1)_  72
    x(0_1_4_12)  goodput   0.098437500000000011
    x(0_1_4_12)  c_e_one_path(0_1_4)_  1
    x(0_1_4_12)  c_e_flow(0_1_2)_  1
    x(0_1_4_12)  c_e_flow(0_2_2)_  -1
    x(0_1_4_12)  c_u_processors(1_4_0)_  3
    x(0_1_4_12)  c_u_area_cut(1)_  63
    x(0_1_5_1)  goodput   0.140625
    x(0_1_5_1)  c_e_one_path(0_1_5)_  1
    x(0_1_5_1)  c_e_flow(0_1_0)_  1
    x(0_1_5_1)  c_e_flow(0_2_0)_  -1
    x(0_1_5_1)  c_u_processors(1_5_0)_  3
    x(0_1_5_1)  c_u_processors(1_5_1)_  3
    x(0_1_5_1)  c_u_processors(1_5_2)_  3
    x(0_1_5_1)  c_u_area_cut(1)_  90
    x(0_1_5_2)  goodput   0.12656249999999999
    x(0_1_5_2)  c_e_one_path(0_1_5)_  1
    x(0_1_5_2)  c_e_flow(0_1_0)_  1
    x(0_1_5_2)  c_e_flow(0_2_1)_  -1
    x(0_1_5_2)  c_u_processors(1_5_0)_  3
    x(0_1_5_2)  c_u_processors(1_5_1)_  3
    x(0_1_5_2)  c_u_area_cut(1)_  81
    x(0_1_5_3)  goodput   0.12656249999999999
    x(0_1_5_3)  c_e_one_path(0_1_5)_  1
    x(0_1_5_3)  c_e_flow(0_1_0)_  1
    x(0_1_5_3)  c_e_flow(0_2_2)_  -1
    x(0_1_5_3)  c_u_processors(1_5_0)_  3
    x(0_1_5_3)  c_u_area_cut(1)_  81
    x(0_1_5_4)  goodput   0.140625
    x(0_1_5_4)  c_e_one_path(0_1_5)_  1
    x(0_1_5_4)  c_e_flow(0_1_1)_  1
    x(0_1_5_4)  c_e_flow(0_2_0)_  -1
    x(0_1_5_4)  c_u_processors(1_5_0)_  3
    x(0_1_5_4)  c_u_processors(1_5_1)_  3
    x(0_1_5_4)  c_u_processors(1_5_2)_  3
    x(0_1_5_4)  c_u_area_cut(1)_  90
    x(0_1_5_5)  goodput   0.12656249999999999
    x(0_1_5_5)  c_e_one_path(0_1_5)_  1
    x(0_1_5_5)  c_e_flow(0_1_1)_  1
    x(0_1_5_5)  c_e_flow(0_2_1)_  -1
    x(0_1_5_5)  c_u_processors(1_5_0)_  3
    x(0_1_5_5)  c_u_processors(1_5_1)_  3
    x(0_1_5_5)  c_u_area_cut(1)_  81
    x(0_1_5_6)  goodput   0.12656249999999999
    x(0_1_5_6)  c_e_one_path(0_1_5)_  1
    x(0_1_5_6)  c_e_flow(0_1_1)_  1
    x(0_1_5_6)  c_e_flow(0_2_2)_  -1
    x(0_1_5_6)  c_u_processors(1_5_0)_  3
    x(0_1_5_6)  c_u_area_cut(1)_  81
    x(0_1_5_10)  goodput   0.12656249999999999
    x(0_1_5_10)  c_e_one_path(0_1_5)_  1
    x(0_1_5_10)  c_e_flow(0_1_2)_  1
    x(0_1_5_10)  c_e_flow(0_2_0)_  -1
    x(0_1_5_10)  c_u_processors(1_5_0)_  3
    x(0_1_5_10)  c_u_processors(1_5_1)_  3
    x(0_1_5_10)  c_u_processors(1_5_2)_  3
    x(0_1_5_10)  c_u_area_cut(1)_  81
    x(0_1_5_11)  goodput   0.1125
    x(0_1_5_11)  c_e_one_path(0_1_5)_  1
    x(0_1_5_11)  c_e_flow(0_1_2)_  1
    x(0_1_5_11)  c_e_flow(0_2_1)_  -1
    x(0_1_5_11)  c_u_processors(1_5_0)_  3
    x(0_1_5_11)  c_u_processors(1_5_1)_  3
    x(0_1_5_11)  c_u_area_cut(1)_  72
    x(0_1_5_12)  goodput   0.1125
    x(0_1_5_12)  c_e_one_path(0_1_5)_  1
    x(0_1_5_12)  c_e_flow(0_1_2)_  1
    x(0_1_5_12)  c_e_flow(0_2_2)_  -1
    x(0_1_5_12)  c_u_processors(1_5_0)_  3
    x(0_1_5_12)  c_u_area_cut(1)_  72
    x(0_2_0_1)  goodput   0.1875
    x(0_2_0_1)  c_e_one_path(0_2_0)_  1
    x(0_2_0_1)  c_e_flow(0_2_0)_  1
    x(0_2_0_1)  c_u_processors(2_0_0)_  3
    x(0_2_0_1)  c_u_processors(2_0_1)_  3
    x(0_2_0_1)  c_u_processors(2_0_2)_  3
    x(0_2_0_1)  c_u_area_cut(2)_  120
    x(0_2_0_2)  goodput   0.17343750000000002
    x(0_2_0_2)  c_e_one_path(0_2_0)_  1
    x(0_2_0_2)  c_e_flow(0_2_0)_  1
    x(0_2_0_2)  c_u_processors(2_0_0)_  3
    x(0_2_0_2)  c_u_processors(2_0_1)_  3
    x(0_2_0_2)  c_u_area_cut(2)_  111
    x(0_2_0_4)  goodput   0.1875
    x(0_2_0_4)  c_e_one_path(0_2_0)_  1
    x(0_2_0_4)  c_e_flow(0_2_1)_  1
    x(0_2_0_4)  c_u_processors(2_0_0)_  3
    x(0_2_0_4)  c_u_processors(2_0_1)_  3
    x(0_2_0_4)  c_u_processors(2_0_2)_  3
    x(0_2_0_4)  c_u_area_cut(2)_  120
    x(0_2_0_5)  goodput   0.17343750000000002
    x(0_2_0_5)  c_e_one_path(0_2_0)_  1
    x(0_2_0_5)  c_e_flow(0_2_1)_  1
    x(0_2_0_5)  c_u_processors(2_0_0)_  3
    x(0_2_0_5)  c_u_processors(2_0_1)_  3
    x(0_2_0_5)  c_u_area_cut(2)_  111
    x(0_2_0_7)  goodput   0.17343750000000002
    x(0_2_0_7)  c_e_one_path(0_2_0)_  1
    x(0_2_0_7)  c_e_flow(0_2_1)_  1
    x(0_2_0_7)  c_u_processors(2_0_1)_  3
    x(0_2_0_7)  c_u_processors(2_0_2)_  3
    x(0_2_0_7)  c_u_area_cut(2)_  111
    x(0_2_0_8)  goodput   0.15937500000000002
    x(0_2_0_8)  c_e_one_path(0_2_0)_  1
    x(0_2_0_8)  c_e_flow(0_2_1)_  1
    x(0_2_0_8)  c_u_processors(2_0_1)_  3
    x(0_2_0_8)  c_u_area_cut(2)_  102
    x(0_2_0_10)  goodput   0.17343750000000002
    x(0_2_0_10)  c_e_one_path(0_2_0)_  1
    x(0_2_0_10)  c_e_flow(0_2_2)_  1
    x(0_2_0_10)  c_u_processors(2_0_0)_  3
    x(0_2_0_10)  c_u_processors(2_0_1)_  3
    x(0_2_0_10)  c_u_processors(2_0_2)_  3
    x(0_2_0_10)  c_u_area_cut(2)_  111
    x(0_2_0_11)  goodput   0.15937500000000002
    x(0_2_0_11)  c_e_one_path(0_2_0)_  1
    x(0_2_0_11)  c_e_flow(0_2_2)_  1
    x(0_2_0_11)  c_u_processors(2_0_0)_  3
    x(0_2_0_11)  c_u_processors(2_0_1)_  3
    x(0_2_0_11)  c_u_area_cut(2)_  102
    x(0_2_0_13)  goodput   0.17343750000000002
    x(0_2_0_13)  c_e_one_path(0_2_0)_  1
    x(0_2_0_13)  c_e_flow(0_2_2)_  1
    x(0_2_0_13)  c_u_processors(2_0_1)_  3
    x(0_2_0_13)  c_u_processors(2_0_2)_  3
    x(0_2_0_13)  c_u_area_cut(2)_  111
    x(0_2_0_14)  goodput   0.15937500000000002
    x(0_2_0_14)  c_e_one_path(0_2_0)_  1
    x(0_2_0_14)  c_e_flow(0_2_2)_  1
    x(0_2_0_14)  c_u_processors(2_0_1)_  3
    x(0_2_0_14)  c_u_area_cut(2)_  102
    x(0_2_1_1)  goodput   0.1875
    x(0_2_1_1)  c_e_one_path(0_2_1)_  1
    x(0_2_1_1)  c_e_flow(0_2_0)_  1
    x(0_2_1_1)  c_u_processors(2_1_0)_  3
    x(0_2_1_1)  c_u_processors(2_1_1)_  3
    x(0_2_1_1)  c_u_processors(2_1_2)_  3
    x(0_2_1_1)  c_u_area_cut(2)_  120
    x(0_2_1_2)  goodput   0.17343750000000002
    x(0_2_1_2)  c_e_one_path(0_2_1)_  1
    x(0_2_1_2)  c_e_flow(0_2_0)_  1
    x(0_2_1_2)  c_u_processors(2_1_0)_  3
    x(0_2_1_2)  c_u_processors(2_1_1)_  3
    x(0_2_1_2)  c_u_area_cut(2)_  111
    x(0_2_1_4)  goodput   0.1875
    x(0_2_1_4)  c_e_one_path(0_2_1)_  1
    x(0_2_1_4)  c_e_flow(0_2_1)_  1
    x(0_2_1_4)  c_u_processors(2_1_0)_  3
    x(0_2_1_4)  c_u_processors(2_1_1)_  3
    x(0_2_1_4)  c_u_processors(2_1_2)_  3
    x(0_2_1_4)  c_u_area_cut(2)_  120
    x(0_2_1_5)  goodput   0.17343750000000002
    x(0_2_1_5)  c_e_one_path(0_2_1)_  1
    x(0_2_1_5)  c_e_flow(0_2_1)_  1
    x(0_2_1_5)  c_u_processors(2_1_0)_  3
    x(0_2_1_5)  c_u_processors(2_1_1)_  3
    x(0_2_1_5)  c_u_area_cut(2)_  111
    x(0_2_1_7)  goodput   0.15937500000000002
    x(0_2_1_7)  c_e_one_path(0_2_1)_  1
    x(0_2_1_7)  c_e_flow(0_2_1)_  1
    x(0_2_1_7)  c_u_processors(2_1_1)_  3
    x(0_2_1_7)  c_u_processors(2_1_2)_  3
    x(0_2_1_7)  c_u_area_cut(2)_  102
    x(0_2_1_8)  goodput   0.14531250000000001
    x(0_2_1_8)  c_e_one_path(0_2_1)_  1
    x(0_2_1_8)  c_e_flow(0_2_1)_  1
    x(0_2_1_8)  c_u_processors(2_1_1)_  3
    x(0_2_1_8)  c_u_area_cut(2)_  93
    x(0_2_1_10)  goodput   0.17343750000000002
    x(0_2_1_10)  c_e_one_path(0_2_1)_  1
    x(0_2_1_10)  c_e_flow(0_2_2)_  1
    x(0_2_1_10)  c_u_processors(2_1_0)_  3
    x(0_2_1_10)  c_u_processors(2_1_1)_  3
    x(0_2_1_10)  c_u_processors(2_1_2)_  3
    x(0_2_1_10)  c_u_area_cut(2)_  111
    x(0_2_1_11)  goodput   0.15937500000000002
    x(0_2_1_11)  c_e_one_path(0_2_1)_  1
    x(0_2_1_11)  c_e_flow(0_2_2)_  1
    x(0_2_1_11)  c_u_processors(2_1_0)_  3
    x(0_2_1_11)  c_u_processors(2_1_1)_  3
    x(0_2_1_11)  c_u_area_cut(2)_  102
    x(0_2_1_13)  goodput   0.15937500000000002
    x(0_2_1_13)  c_e_one_path(0_2_1)_  1
    x(0_2_1_13)  c_e_flow(0_2_2)_  1
    x(0_2_1_13)  c_u_processors(2_1_1)_  3
    x(0_2_1_13)  c_u_processors(2_1_2)_  3
    x(0_2_1_13)  c_u_area_cut(2)_  102
    x(0_2_1_14)  goodput   0.14531250000000001
    x(0_2_1_14)  c_e_one_path(0_2_1)_  1
    x(0_2_1_14)  c_e_flow(0_2_2)_  1
    x(0_2_1_14)  c_u_processors(2_1_1)_  3
    x(0_2_1_14)  c_u_area_cut(2)_  93
    x(0_2_2_1)  goodput   0.1875
    x(0_2_2_1)  c_e_one_path(0_2_2)_  1
    x(0_2_2_1)  c_e_flow(0_2_0)_  1
    x(0_2_2_1)  c_u_processors(2_2_0)_  3
    x(0_2_2_1)  c_u_processors(2_2_1)_  3
    x(0_2_2_1)  c_u_processors(2_2_2)_  3
    x(0_2_2_1)  c_u_area_cut(2)_  120
    x(0_2_2_2)  goodput   0.17343750000000002
    x(0_2_2_2)  c_e_one_path(0_2_2)_  1
    x(0_2_2_2)  c_e_flow(0_2_0)_  1
    x(0_2_2_2)  c_u_processors(2_2_0)_  3
    x(0_2_2_2)  c_u_processors(2_2_1)_  3
    x(0_2_2_2)  c_u_area_cut(2)_  111
    x(0_2_2_3)  goodput   0.0140625
    x(0_2_2_3)  c_e_one_path(0_2_2)_  1
    x(0_2_2_3)  c_e_flow(0_2_0)_  1
    x(0_2_2_3)  c_u_processors(2_2_0)_  3
    x(0_2_2_3)  c_u_area_cut(2)_  9
    x(0_2_2_4)  goodput   0.1875
    x(0_2_2_4)  c_e_one_path(0_2_2)_  1
    x(0_2_2_4)  c_e_flow(0_2_1)_  1
    x(0_2_2_4)  c_u_processors(2_2_0)_  3
    x(0_2_2_4)  c_u_processors(2_2_1)_  3
    x(0_2_2_4)  c_u_processors(2_2_2)_  3
    x(0_2_2_4)  c_u_area_cut(2)_  120
    x(0_2_2_5)  goodput   0.17343750000000002
    x(0_2_2_5)  c_e_one_path(0_2_2)_  1
    x(0_2_2_5)  c_e_flow(0_2_1)_  1
    x(0_2_2_5)  c_u_processors(2_2_0)_  3
    x(0_2_2_5)  c_u_processors(2_2_1)_  3
    x(0_2_2_5)  c_u_area_cut(2)_  111
    x(0_2_2_6)  goodput   0.0140625
    x(0_2_2_6)  c_e_one_path(0_2_2)_  1
    x(0_2_2_6)  c_e_flow(0_2_1)_  1
    x(0_2_2_6)  c_u_processors(2_2_0)_  3
    x(0_2_2_6)  c_u_area_cut(2)_  9
    x(0_2_2_7)  goodput   0.14531250000000001
    x(0_2_2_7)  c_e_one_path(0_2_2)_  1
    x(0_2_2_7)  c_e_flow(0_2_1)_  1
    x(0_2_2_7)  c_u_processors(2_2_1)_  3
    x(0_2_2_7)  c_u_processors(2_2_2)_  3
    x(0_2_2_7)  c_u_area_cut(2)_  93
    x(0_2_2_8)  goodput   0.13125000000000001
    x(0_2_2_8)  c_e_one_path(0_2_2)_  1
    x(0_2_2_8)  c_e_flow(0_2_1)_  1
    x(0_2_2_8)  c_u_processors(2_2_1)_  3
    x(0_2_2_8)  c_u_area_cut(2)_  84
    x(0_2_2_10)  goodput   0.17343750000000002
    x(0_2_2_10)  c_e_one_path(0_2_2)_  1
    x(0_2_2_10)  c_e_flow(0_2_2)_  1
    x(0_2_2_10)  c_u_processors(2_2_0)_  3
    x(0_2_2_10)  c_u_processors(2_2_1)_  3
    x(0_2_2_10)  c_u_processors(2_2_2)_  3
    x(0_2_2_10)  c_u_area_cut(2)_  111
    x(0_2_2_11)  goodput   0.15937500000000002
    x(0_2_2_11)  c_e_one_path(0_2_2)_  1
    x(0_2_2_11)  c_e_flow(0_2_2)_  1
    x(0_2_2_11)  c_u_processors(2_2_0)_  3
    x(0_2_2_11)  c_u_processors(2_2_1)_  3
    x(0_2_2_11)  c_u_area_cut(2)_  102
    x(0_2_2_13)  goodput   0.14531250000000001
    x(0_2_2_13)  c_e_one_path(0_2_2)_  1
    x(0_2_2_13)  c_e_flow(0_2_2)_  1
    x(0_2_2_13)  c_u_processors(2_2_1)_  3
    x(0_2_2_13)  c_u_processors(2_2_2)_  3
    x(0_2_2_13)  c_u_area_cut(2)_  93
    x(0_2_2_14)  goodput   0.13125000000000001
    x(0_2_2_14)  c_e_one_path(0_2_2)_  1
    x(0_2_2_14)  c_e_flow(0_2_2)_  1
    x(0_2_2_14)  c_u_processors(2_2_1)_  3
    x(0_2_2_14)  c_u_area_cut(2)_  84
    x(0_2_3_1)  goodput   0.1875
    x(0_2_3_1)  c_e_one_path(0_2_3)_  1
    x(0_2_3_1)  c_e_flow(0_2_0)_  1
    x(0_2_3_1)  c_u_processors(2_3_0)_  3
    x(0_2_3_1)  c_u_processors(2_3_1)_  3
    x(0_2_3_1)  c_u_processors(2_3_2)_  3
    x(0_2_3_1)  c_u_area_cut(2)_  120
    x(0_2_3_2)  goodput   0.17343750000000002
    x(0_2_3_2)  c_e_one_path(0_2_3)_  1
    x(0_2_3_2)  c_e_flow(0_2_0)_  1
    x(0_2_3_2)  c_u_processors(2_3_0)_  3
    x(0_2_3_2)  c_u_processors(2_3_1)_  3
    x(0_2_3_2)  c_u_area_cut(2)_  111
    x(0_2_3_3)  goodput   0.14531250000000001
    x(0_2_3_3)  c_e_one_path(0_2_3)_  1
    x(0_2_3_3)  c_e_flow(0_2_0)_  1
    x(0_2_3_3)  c_u_processors(2_3_0)_  3
    x(0_2_3_3)  c_u_area_cut(2)_  93
    x(0_2_3_4)  goodput   0.1875
    x(0_2_3_4)  c_e_one_path(0_2_3)_  1
    x(0_2_3_4)  c_e_flow(0_2_1)_  1
    x(0_2_3_4)  c_u_processors(2_3_0)_  3
    x(0_2_3_4)  c_u_processors(2_3_1)_  3
    x(0_2_3_4)  c_u_processors(2_3_2)_  3
    x(0_2_3_4)  c_u_area_cut(2)_  120
    x(0_2_3_5)  goodput   0.17343750000000002
    x(0_2_3_5)  c_e_one_path(0_2_3)_  1
    x(0_2_3_5)  c_e_flow(0_2_1)_  1
    x(0_2_3_5)  c_u_processors(2_3_0)_  3
    x(0_2_3_5)  c_u_processors(2_3_1)_  3
    x(0_2_3_5)  c_u_area_cut(2)_  111
    x(0_2_3_6)  goodput   0.14531250000000001
    x(0_2_3_6)  c_e_one_path(0_2_3)_  1
    x(0_2_3_6)  c_e_flow(0_2_1)_  1
    x(0_2_3_6)  c_u_processors(2_3_0)_  3
    x(0_2_3_6)  c_u_area_cut(2)_  93
    x(0_2_3_7)  goodput   0.0140625
    x(0_2_3_7)  c_e_one_path(0_2_3)_  1
    x(0_2_3_7)  c_e_flow(0_2_1)_  1
    x(0_2_3_7)  c_u_processors(2_3_1)_  3
    x(0_2_3_7)  c_u_processors(2_3_2)_  3
    x(0_2_3_7)  c_u_area_cut(2)_  9
    x(0_2_3_10)  goodput   0.17343750000000002
    x(0_2_3_10)  c_e_one_path(0_2_3)_  1
    x(0_2_3_10)  c_e_flow(0_2_2)_  1
    x(0_2_3_10)  c_u_processors(2_3_0)_  3
    x(0_2_3_10)  c_u_processors(2_3_1)_  3
    x(0_2_3_10)  c_u_processors(2_3_2)_  3
    x(0_2_3_10)  c_u_area_cut(2)_  111
    x(0_2_3_11)  goodput   0.15937500000000002
    x(0_2_3_11)  c_e_one_path(0_2_3)_  1
    x(0_2_3_11)  c_e_flow(0_2_2)_  1
    x(0_2_3_11)  c_u_processors(2_3_0)_  3
    x(0_2_3_11)  c_u_processors(2_3_1)_  3
    x(0_2_3_11)  c_u_area_cut(2)_  102
    x(0_2_3_12)  goodput   0.13125000000000001
    x(0_2_3_12)  c_e_one_path(0_2_3)_  1
    x(0_2_3_12)  c_e_flow(0_2_2)_  1
    x(0_2_3_12)  c_u_processors(2_3_0)_  3
    x(0_2_3_12)  c_u_area_cut(2)_  84
    x(0_2_3_13)  goodput   0.0140625
    x(0_2_3_13)  c_e_one_path(0_2_3)_  1
    x(0_2_3_13)  c_e_flow(0_2_2)_  1
    x(0_2_3_13)  c_u_processors(2_3_1)_  3
    x(0_2_3_13)  c_u_processors(2_3_2)_  3
    x(0_2_3_13)  c_u_area_cut(2)_  9
    x(0_2_4_1)  goodput   0.1875
    x(0_2_4_1)  c_e_one_path(0_2_4)_  1
    x(0_2_4_1)  c_e_flow(0_2_0)_  1
    x(0_2_4_1)  c_u_processors(2_4_0)_  3
    x(0_2_4_1)  c_u_processors(2_4_1)_  3
    x(0_2_4_1)  c_u_processors(2_4_2)_  3
    x(0_2_4_1)  c_u_area_cut(2)_  120
    x(0_2_4_2)  goodput   0.17343750000000002
    x(0_2_4_2)  c_e_one_path(0_2_4)_  1
    x(0_2_4_2)  c_e_flow(0_2_0)_  1
    x(0_2_4_2)  c_u_processors(2_4_0)_  3
    x(0_2_4_2)  c_u_processors(2_4_1)_  3
    x(0_2_4_2)  c_u_area_cut(2)_  111
    x(0_2_4_3)  goodput   0.15937500000000002
    x(0_2_4_3)  c_e_one_path(0_2_4)_  1
    x(0_2_4_3)  c_e_flow(0_2_0)_  1
    x(0_2_4_3)  c_u_processors(2_4_0)_  3
    x(0_2_4_3)  c_u_area_cut(2)_  102
    x(0_2_4_4)  goodput   0.1875
    x(0_2_4_4)  c_e_one_path(0_2_4)_  1
    x(0_2_4_4)  c_e_flow(0_2_1)_  1
    x(0_2_4_4)  c_u_processors(2_4_0)_  3
    x(0_2_4_4)  c_u_processors(2_4_1)_  3
    x(0_2_4_4)  c_u_processors(2_4_2)_  3
    x(0_2_4_4)  c_u_area_cut(2)_  120
    x(0_2_4_5)  goodput   0.17343750000000002
    x(0_2_4_5)  c_e_one_path(0_2_4)_  1
    x(0_2_4_5)  c_e_flow(0_2_1)_  1
    x(0_2_4_5)  c_u_processors(2_4_0)_  3
    x(0_2_4_5)  c_u_processors(2_4_1)_  3
    x(0_2_4_5)  c_u_area_cut(2)_  111
    x(0_2_4_6)  goodput   0.15937500000000002
    x(0_2_4_6)  c_e_one_path(0_2_4)_  1
    x(0_2_4_6)  c_e_flow(0_2_1)_  1
    x(0_2_4_6)  c_u_processors(2_4_0)_  3
    x(0_2_4_6)  c_u_area_cut(2)_  102
    x(0_2_4_10)  goodput   0.17343750000000002
    x(0_2_4_10)  c_e_one_path(0_2_4)_  1
    x(0_2_4_10)  c_e_flow(0_2_2)_  1
    x(0_2_4_10)  c_u_processors(2_4_0)_  3
    x(0_2_4_10)  c_u_processors(2_4_1)_  3
    x(0_2_4_10)  c_u_processors(2_4_2)_  3
    x(0_2_4_10)  c_u_area_cut(2)_  111
    x(0_2_4_11)  goodput   0.15937500000000002
    x(0_2_4_11)  c_e_one_path(0_2_4)_  1
    x(0_2_4_11)  c_e_flow(0_2_2)_  1
    x(0_2_4_11)  c_u_processors(2_4_0)_  3
    x(0_2_4_11)  c_u_processors(2_4_1)_  3
    x(0_2_4_11)  c_u_area_cut(2)_  102
    x(0_2_4_12)  goodput   0.14531250000000001
    x(0_2_4_12)  c_e_one_path(0_2_4)_  1
    x(0_2_4_12)  c_e_flow(0_2_2)_  1
    x(0_2_4_12)  c_u_processors(2_4_0)_  3
    x(0_2_4_12)  c_u_area_cut(2)_  93
    x(0_2_5_1)  goodput   0.1875
    x(0_2_5_1)  c_e_one_path(0_2_5)_  1
    x(0_2_5_1)  c_e_flow(0_2_0)_  1
    x(0_2_5_1)  c_u_processors(2_5_0)_  3
    x(0_2_5_1)  c_u_processors(2_5_1)_  3
    x(0_2_5_1)  c_u_processors(2_5_2)_  3
    x(0_2_5_1)  c_u_area_cut(2)_  120
    x(0_2_5_2)  goodput   0.17343750000000002
    x(0_2_5_2)  c_e_one_path(0_2_5)_  1
    x(0_2_5_2)  c_e_flow(0_2_0)_  1
    x(0_2_5_2)  c_u_processors(2_5_0)_  3
    x(0_2_5_2)  c_u_processors(2_5_1)_  3
    x(0_2_5_2)  c_u_area_cut(2)_  111
    x(0_2_5_3)  goodput   0.17343750000000002
    x(0_2_5_3)  c_e_one_path(0_2_5)_  1
    x(0_2_5_3)  c_e_flow(0_2_0)_  1
    x(0_2_5_3)  c_u_processors(2_5_0)_  3
    x(0_2_5_3)  c_u_area_cut(2)_  111
    x(0_2_5_4)  goodput   0.1875
    x(0_2_5_4)  c_e_one_path(0_2_5)_  1
    x(0_2_5_4)  c_e_flow(0_2_1)_  1
    x(0_2_5_4)  c_u_processors(2_5_0)_  3
    x(0_2_5_4)  c_u_processors(2_5_1)_  3
    x(0_2_5_4)  c_u_processors(2_5_2)_  3
    x(0_2_5_4)  c_u_area_cut(2)_  120
    x(0_2_5_5)  goodput   0.17343750000000002
    x(0_2_5_5)  c_e_one_path(0_2_5)_  1
    x(0_2_5_5)  c_e_flow(0_2_1)_  1
    x(0_2_5_5)  c_u_processors(2_5_0)_  3
    x(0_2_5_5)  c_u_processors(2_5_1)_  3
    x(0_2_5_5)  c_u_area_cut(2)_  111
    x(0_2_5_6)  goodput   0.17343750000000002
    x(0_2_5_6)  c_e_one_path(0_2_5)_  1
    x(0_2_5_6)  c_e_flow(0_2_1)_  1
    x(0_2_5_6)  c_u_processors(2_5_0)_  3
    x(0_2_5_6)  c_u_area_cut(2)_  111
    x(0_2_5_10)  goodput   0.17343750000000002
    x(0_2_5_10)  c_e_one_path(0_2_5)_  1
    x(0_2_5_10)  c_e_flow(0_2_2)_  1
    x(0_2_5_10)  c_u_processors(2_5_0)_  3
    x(0_2_5_10)  c_u_processors(2_5_1)_  3
    x(0_2_5_10)  c_u_processors(2_5_2)_  3
    x(0_2_5_10)  c_u_area_cut(2)_  111
    x(0_2_5_11)  goodput   0.15937500000000002
    x(0_2_5_11)  c_e_one_path(0_2_5)_  1
    x(0_2_5_11)  c_e_flow(0_2_2)_  1
    x(0_2_5_11)  c_u_processors(2_5_0)_  3
    x(0_2_5_11)  c_u_processors(2_5_1)_  3
    x(0_2_5_11)  c_u_area_cut(2)_  102
    x(0_2_5_12)  goodput   0.15937500000000002
    x(0_2_5_12)  c_e_one_path(0_2_5)_  1
    x(0_2_5_12)  c_e_flow(0_2_2)_  1
    x(0_2_5_12)  c_u_processors(2_5_0)_  3
    x(0_2_5_12)  c_u_area_cut(2)_  102
    x(1_0_0_1)  goodput   0.09375
    x(1_0_0_1)  c_e_one_path(1_0_0)_  1
    x(1_0_0_1)  c_e_flow(1_0_0)_  1
    x(1_0_0_1)  c_e_flow(1_1_0)_  -1
    x(1_0_0_1)  c_u_processors(0_0_0)_  2
    x(1_0_0_1)  c_u_processors(0_0_1)_  2
    x(1_0_0_1)  c_u_processors(0_0_2)_  2
    x(1_0_0_1)  c_u_area_cut(0)_  60
    x(1_0_0_2)  goodput   0.084375000000000006
    x(1_0_0_2)  c_e_one_path(1_0_0)_  1
    x(1_0_0_2)  c_e_flow(1_0_0)_  1
    x(1_0_0_2)  c_e_flow(1_1_1)_  -1
    x(1_0_0_2)  c_u_processors(0_0_0)_  2
    x(1_0_0_2)  c_u_processors(0_0_1)_  2
    x(1_0_0_2)  c_u_area_cut(0)_  54
    x(1_0_0_4)  goodput   0.09375
    x(1_0_0_4)  c_e_one_path(1_0_0)_  1
    x(1_0_0_4)  c_e_flow(1_0_1)_  1
    x(1_0_0_4)  c_e_flow(1_1_0)_  -1
    x(1_0_0_4)  c_u_processors(0_0_0)_  2
    x(1_0_0_4)  c_u_processors(0_0_1)_  2
    x(1_0_0_4)  c_u_processors(0_0_2)_  2
    x(1_0_0_4)  c_u_area_cut(0)_  60
    x(1_0_0_5)  goodput   0.084375000000000006
    x(1_0_0_5)  c_e_one_path(1_0_0)_  1
    x(1_0_0_5)  c_e_flow(1_0_1)_  1
    x(1_0_0_5)  c_e_flow(1_1_1)_  -1
    x(1_0_0_5)  c_u_processors(0_0_0)_  2
    x(1_0_0_5)  c_u_processors(0_0_1)_  2
    x(1_0_0_5)  c_u_area_cut(0)_  54
    x(1_0_0_7)  goodput   0.084375000000000006
    x(1_0_0_7)  c_e_one_path(1_0_0)_  1
    x(1_0_0_7)  c_e_flow(1_0_1)_  1
    x(1_0_0_7)  c_e_flow(1_1_0)_  -1
    x(1_0_0_7)  c_u_processors(0_0_1)_  2
    x(1_0_0_7)  c_u_processors(0_0_2)_  2
    x(1_0_0_7)  c_u_area_cut(0)_  54
    x(1_0_0_8)  goodput   0.075000000000000011
    x(1_0_0_8)  c_e_one_path(1_0_0)_  1
    x(1_0_0_8)  c_e_flow(1_0_1)_  1
    x(1_0_0_8)  c_e_flow(1_1_1)_  -1
    x(1_0_0_8)  c_u_processors(0_0_1)_  2
    x(1_0_0_8)  c_u_area_cut(0)_  48
    x(1_0_0_10)  goodput   0.084375000000000006
    x(1_0_0_10)  c_e_one_path(1_0_0)_  1
    x(1_0_0_10)  c_e_flow(1_0_2)_  1
    x(1_0_0_10)  c_e_flow(1_1_0)_  -1
    x(1_0_0_10)  c_u_processors(0_0_0)_  2
    x(1_0_0_10)  c_u_processors(0_0_1)_  2
    x(1_0_0_10)  c_u_processors(0_0_2)_  2
    x(1_0_0_10)  c_u_area_cut(0)_  54
    x(1_0_0_11)  goodput   0.075000000000000011
    x(1_0_0_11)  c_e_one_path(1_0_0)_  1
    x(1_0_0_11)  c_e_flow(1_0_2)_  1
    x(1_0_0_11)  c_e_flow(1_1_1)_  -1
    x(1_0_0_11)  c_u_processors(0_0_0)_  2
    x(1_0_0_11)  c_u_processors(0_0_1)_  2
    x(1_0_0_11)  c_u_area_cut(0)_  48
    x(1_0_0_13)  goodput   0.084375000000000006
    x(1_0_0_13)  c_e_one_path(1_0_0)_  1
    x(1_0_0_13)  c_e_flow(1_0_2)_  1
    x(1_0_0_13)  c_e_flow(1_1_0)_  -1
    x(1_0_0_13)  c_u_processors(0_0_1)_  2
    x(1_0_0_13)  c_u_processors(0_0_2)_  2
    x(1_0_0_13)  c_u_area_cut(0)_  54
    x(1_0_0_14)  goodput   0.075000000000000011
    x(1_0_0_14)  c_e_one_path(1_0_0)_  1
    x(1_0_0_14)  c_e_flow(1_0_2)_  1
    x(1_0_0_14)  c_e_flow(1_1_1)_  -1
    x(1_0_0_14)  c_u_processors(0_0_1)_  2
    x(1_0_0_14)  c_u_area_cut(0)_  48
    x(1_0_1_1)  goodput   0.09375
    x(1_0_1_1)  c_e_one_path(1_0_1)_  1
    x(1_0_1_1)  c_e_flow(1_0_0)_  1
    x(1_0_1_1)  c_e_flow(1_1_0)_  -1
    x(1_0_1_1)  c_u_processors(0_1_0)_  2
    x(1_0_1_1)  c_u_processors(0_1_1)_  2
    x(1_0_1_1)  c_u_processors(0_1_2)_  2
    x(1_0_1_1)  c_u_area_cut(0)_  60
    x(1_0_1_2)  goodput   0.084375000000000006
    x(1_0_1_2)  c_e_one_path(1_0_1)_  1
    x(1_0_1_2)  c_e_flow(1_0_0)_  1
    x(1_0_1_2)  c_e_flow(1_1_1)_  -1
    x(1_0_1_2)  c_u_processors(0_1_0)_  2
    x(1_0_1_2)  c_u_processors(0_1_1)_  2
    x(1_0_1_2)  c_u_area_cut(0)_  54
    x(1_0_1_4)  goodput   0.09375
    x(1_0_1_4)  c_e_one_path(1_0_1)_  1
    x(1_0_1_4)  c_e_flow(1_0_1)_  1
    x(1_0_1_4)  c_e_flow(1_1_0)_  -1
    x(1_0_1_4)  c_u_processors(0_1_0)_  2
    x(1_0_1_4)  c_u_processors(0_1_1)_  2
    x(1_0_1_4)  c_u_processors(0_1_2)_  2
    x(1_0_1_4)  c_u_area_cut(0)_  60
    x(1_0_1_5)  goodput   0.084375000000000006
    x(1_0_1_5)  c_e_one_path(1_0_1)_  1
    x(1_0_1_5)  c_e_flow(1_0_1)_  1
    x(1_0_1_5)  c_e_flow(1_1_1)_  -1
    x(1_0_1_5)  c_u_processors(0_1_0)_  2
    x(1_0_1_5)  c_u_processors(0_1_1)_  2
    x(1_0_1_5)  c_u_area_cut(0)_  54
    x(1_0_1_7)  goodput   0.075000000000000011
    x(1_0_1_7)  c_e_one_path(1_0_1)_  1
    x(1_0_1_7)  c_e_flow(1_0_1)_  1
    x(1_0_1_7)  c_e_flow(1_1_0)_  -1
    x(1_0_1_7)  c_u_processors(0_1_1)_  2
    x(1_0_1_7)  c_u_processors(0_1_2)_  2
    x(1_0_1_7)  c_u_area_cut(0)_  48
    x(1_0_1_8)  goodput   0.065625000000000003
    x(1_0_1_8)  c_e_one_path(1_0_1)_  1
    x(1_0_1_8)  c_e_flow(1_0_1)_  1
    x(1_0_1_8)  c_e_flow(1_1_1)_  -1
    x(1_0_1_8)  c_u_processors(0_1_1)_  2
    x(1_0_1_8)  c_u_area_cut(0)_  42
    x(1_0_1_10)  goodput   0.084375000000000006
    x(1_0_1_10)  c_e_one_path(1_0_1)_  1
    x(1_0_1_10)  c_e_flow(1_0_2)_  1
    x(1_0_1_10)  c_e_flow(1_1_0)_  -1
    x(1_0_1_10)  c_u_processors(0_1_0)_  2
    x(1_0_1_10)  c_u_processors(0_1_1)_  2
    x(1_0_1_10)  c_u_processors(0_1_2)_  2
    x(1_0_1_10)  c_u_area_cut(0)_  54
    x(1_0_1_11)  goodput   0.075000000000000011
    x(1_0_1_11)  c_e_one_path(1_0_1)_  1
    x(1_0_1_11)  c_e_flow(1_0_2)_  1
    x(1_0_1_11)  c_e_flow(1_1_1)_  -1
    x(1_0_1_11)  c_u_processors(0_1_0)_  2
    x(1_0_1_11)  c_u_processors(0_1_1)_  2
    x(1_0_1_11)  c_u_area_cut(0)_  48
    x(1_0_1_13)  goodput   0.075000000000000011
    x(1_0_1_13)  c_e_one_path(1_0_1)_  1
    x(1_0_1_13)  c_e_flow(1_0_2)_  1
    x(1_0_1_13)  c_e_flow(1_1_0)_  -1
    x(1_0_1_13)  c_u_processors(0_1_1)_  2
    x(1_0_1_13)  c_u_processors(0_1_2)_  2
    x(1_0_1_13)  c_u_area_cut(0)_  48
    x(1_0_1_14)  goodput   0.065625000000000003
    x(1_0_1_14)  c_e_one_path(1_0_1)_  1
    x(1_0_1_14)  c_e_flow(1_0_2)_  1
    x(1_0_1_14)  c_e_flow(1_1_1)_  -1
    x(1_0_1_14)  c_u_processors(0_1_1)_  2
    x(1_0_1_14)  c_u_area_cut(0)_  42
    x(1_0_2_1)  goodput   0.09375
    x(1_0_2_1)  c_e_one_path(1_0_2)_  1
    x(1_0_2_1)  c_e_flow(1_0_0)_  1
    x(1_0_2_1)  c_e_flow(1_1_0)_  -1
    x(1_0_2_1)  c_u_processors(0_2_0)_  2
    x(1_0_2_1)  c_u_processors(0_2_1)_  2
    x(1_0_2_1)  c_u_processors(0_2_2)_  2
    x(1_0_2_1)  c_u_area_cut(0)_  60
    x(1_0_2_2)  goodput   0.084375000000000006
    x(1_0_2_2)  c_e_one_path(1_0_2)_  1
    x(1_0_2_2)  c_e_flow(1_0_0)_  1
    x(1_0_2_2)  c_e_flow(1_1_1)_  -1
    x(1_0_2_2)  c_u_processors(0_2_0)_  2
    x(1_0_2_2)  c_u_processors(0_2_1)_  2
    x(1_0_2_2)  c_u_area_cut(0)_  54
    x(1_0_2_3)  goodput   0.0093750000000000014
    x(1_0_2_3)  c_e_one_path(1_0_2)_  1
    x(1_0_2_3)  c_e_flow(1_0_0)_  1
    x(1_0_2_3)  c_e_flow(1_1_2)_  -1
    x(1_0_2_3)  c_u_processors(0_2_0)_  2
    x(1_0_2_3)  c_u_area_cut(0)_  6
    x(1_0_2_4)  goodput   0.09375
    x(1_0_2_4)  c_e_one_path(1_0_2)_  1
    x(1_0_2_4)  c_e_flow(1_0_1)_  1
    x(1_0_2_4)  c_e_flow(1_1_0)_  -1
    x(1_0_2_4)  c_u_processors(0_2_0)_  2
    x(1_0_2_4)  c_u_processors(0_2_1)_  2
    x(1_0_2_4)  c_u_processors(0_2_2)_  2
    x(1_0_2_4)  c_u_area_cut(0)_  60
    x(1_0_2_5)  goodput   0.084375000000000006
    x(1_0_2_5)  c_e_one_path(1_0_2)_  1
    x(1_0_2_5)  c_e_flow(1_0_1)_  1
    x(1_0_2_5)  c_e_flow(1_1_1)_  -1
    x(1_0_2_5)  c_u_processors(0_2_0)_  2
    x(1_0_2_5)  c_u_processors(0_2_1)_  2
    x(1_0_2_5)  c_u_area_cut(0)_  54
    x(1_0_2_6)  goodput   0.0093750000000000014
    x(1_0_2_6)  c_e_one_path(1_0_2)_  1
    x(1_0_2_6)  c_e_flow(1_0_1)_  1
    x(1_0_2_6)  c_e_flow(1_1_2)_  -1
    x(1_0_2_6)  c_u_processors(0_2_0)_  2
    x(1_0_2_6)  c_u_area_cut(0)_  6
    x(1_0_2_7)  goodput   0.065625000000000003
    x(1_0_2_7)  c_e_one_path(1_0_2)_  1
    x(1_0_2_7)  c_e_flow(1_0_1)_  1
    x(1_0_2_7)  c_e_flow(1_1_0)_  -1
    x(1_0_2_7)  c_u_processors(0_2_1)_  2
    x(1_0_2_7)  c_u_processors(0_2_2)_  2
    x(1_0_2_7)  c_u_area_cut(0)_  42
    x(1_0_2_8)  goodput   0.056250000000000001
    x(1_0_2_8)  c_e_one_path(1_0_2)_  1
    x(1_0_2_8)  c_e_flow(1_0_1)_  1
    x(1_0_2_8)  c_e_flow(1_1_1)_  -1
    x(1_0_2_8)  c_u_processors(0_2_1)_  2
    x(1_0_2_8)  c_u_area_cut(0)_  36
    x(1_0_2_10)  goodput   0.084375000000000006
    x(1_0_2_10)  c_e_one_path(1_0_2)_  1
    x(1_0_2_10)  c_e_flow(1_0_2)_  1
    x(1_0_2_10)  c_e_flow(1_1_0)_  -1
    x(1_0_2_10)  c_u_processors(0_2_0)_  2
    x(1_0_2_10)  c_u_processors(0_2_1)_  2
    x(1_0_2_10)  c_u_processors(0_2_2)_  2
    x(1_0_2_10)  c_u_area_cut(0)_  54
    x(1_0_2_11)  goodput   0.075000000000000011
    x(1_0_2_11)  c_e_one_path(1_0_2)_  1
    x(1_0_2_11)  c_e_flow(1_0_2)_  1
    x(1_0_2_11)  c_e_flow(1_1_1)_  -1
    x(1_0_2_11)  c_u_processors(0_2_0)_  2
    x(1_0_2_11)  c_u_processors(0_2_1)_  2
    x(1_0_2_11)  c_u_area_cut(0)_  48
    x(1_0_2_13)  goodput   0.065625000000000003
    x(1_0_2_13)  c_e_one_path(1_0_2)_  1
    x(1_0_2_13)  c_e_flow(1_0_2)_  1
    x(1_0_2_13)  c_e_flow(1_1_0)_  -1
    x(1_0_2_13)  c_u_processors(0_2_1)_  2
    x(1_0_2_13)  c_u_processors(0_2_2)_  2
    x(1_0_2_13)  c_u_area_cut(0)_  42
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
    x(1_0_3_2)  goodput   0.084375000000000006
    x(1_0_3_2)  c_e_one_path(1_0_3)_  1
    x(1_0_3_2)  c_e_flow(1_0_0)_  1
    x(1_0_3_2)  c_e_flow(1_1_1)_  -1
    x(1_0_3_2)  c_u_processors(0_3_0)_  2
    x(1_0_3_2)  c_u_processors(0_3_1)_  2
    x(1_0_3_2)  c_u_area_cut(0)_  54
    x(1_0_3_3)  goodput   0.065625000000000003
    x(1_0_3_3)  c_e_one_path(1_0_3)_  1
    x(1_0_3_3)  c_e_flow(1_0_0)_  1
    x(1_0_3_3)  c_e_flow(1_1_2)_  -1
    x(1_0_3_3)  c_u_processors(0_3_0)_  2
    x(1_0_3_3)  c_u_area_cut(0)_  42
    x(1_0_3_4)  goodput   0.09375
    x(1_0_3_4)  c_e_one_path(1_0_3)_  1
    x(1_0_3_4)  c_e_flow(1_0_1)_  1
    x(1_0_3_4)  c_e_flow(1_1_0)_  -1
    x(1_0_3_4)  c_u_processors(0_3_0)_  2
    x(1_0_3_4)  c_u_processors(0_3_1)_  2
    x(1_0_3_4)  c_u_processors(0_3_2)_  2
    x(1_0_3_4)  c_u_area_cut(0)_  60
    x(1_0_3_5)  goodput   0.084375000000000006
    x(1_0_3_5)  c_e_one_path(1_0_3)_  1
    x(1_0_3_5)  c_e_flow(1_0_1)_  1
    x(1_0_3_5)  c_e_flow(1_1_1)_  -1
    x(1_0_3_5)  c_u_processors(0_3_0)_  2
    x(1_0_3_5)  c_u_processors(0_3_1)_  2
    x(1_0_3_5)  c_u_area_cut(0)_  54
    x(1_0_3_6)  goodput   0.065625000000000003
    x(1_0_3_6)  c_e_one_path(1_0_3)_  1
    x(1_0_3_6)  c_e_flow(1_0_1)_  1
    x(1_0_3_6)  c_e_flow(1_1_2)_  -1
    x(1_0_3_6)  c_u_processors(0_3_0)_  2
    x(1_0_3_6)  c_u_area_cut(0)_  42
    x(1_0_3_7)  goodput   0.0093750000000000014
    x(1_0_3_7)  c_e_one_path(1_0_3)_  1
    x(1_0_3_7)  c_e_flow(1_0_1)_  1
    x(1_0_3_7)  c_e_flow(1_1_0)_  -1
    x(1_0_3_7)  c_u_processors(0_3_1)_  2
    x(1_0_3_7)  c_u_processors(0_3_2)_  2
    x(1_0_3_7)  c_u_area_cut(0)_  6
    x(1_0_3_10)  goodput   0.084375000000000006
    x(1_0_3_10)  c_e_one_path(1_0_3)_  1
    x(1_0_3_10)  c_e_flow(1_0_2)_  1
    x(1_0_3_10)  c_e_flow(1_1_0)_  -1
    x(1_0_3_10)  c_u_processors(0_3_0)_  2
    x(1_0_3_10)  c_u_processors(0_3_1)_  2
    x(1_0_3_10)  c_u_processors(0_3_2)_  2
    x(1_0_3_10)  c_u_area_cut(0)_  54
    x(1_0_3_11)  goodput   0.075000000000000011
    x(1_0_3_11)  c_e_one_path(1_0_3)_  1
    x(1_0_3_11)  c_e_flow(1_0_2)_  1
    x(1_0_3_11)  c_e_flow(1_1_1)_  -1
    x(1_0_3_11)  c_u_processors(0_3_0)_  2
    x(1_0_3_11)  c_u_processors(0_3_1)_  2
    x(1_0_3_11)  c_u_area_cut(0)_  48
    x(1_0_3_12)  goodput   0.056250000000000001
    x(1_0_3_12)  c_e_one_path(1_0_3)_  1
    x(1_0_3_12)  c_e_flow(1_0_2)_  1
    x(1_0_3_12)  c_e_flow(1_1_2)_  -1
    x(1_0_3_12)  c_u_processors(0_3_0)_  2
    x(1_0_3_12)  c_u_area_cut(0)_  36
    x(1_0_3_13)  goodput   0.0093750000000000014
    x(1_0_3_13)  c_e_one_path(1_0_3)_  1
    x(1_0_3_13)  c_e_flow(1_0_2)_  1
    x(1_0_3_13)  c_e_flow(1_1_0)_  -1
    x(1_0_3_13)  c_u_processors(0_3_1)_  2
    x(1_0_3_13)  c_u_processors(0_3_2)_  2
    x(1_0_3_13)  c_u_area_cut(0)_  6
    x(1_0_4_1)  goodput   0.09375
    x(1_0_4_1)  c_e_one_path(1_0_4)_  1
    x(1_0_4_1)  c_e_flow(1_0_0)_  1
    x(1_0_4_1)  c_e_flow(1_1_0)_  -1
    x(1_0_4_1)  c_u_processors(0_4_0)_  2
    x(1_0_4_1)  c_u_processors(0_4_1)_  2
    x(1_0_4_1)  c_u_processors(0_4_2)_  2
    x(1_0_4_1)  c_u_area_cut(0)_  60
    x(1_0_4_2)  goodput   0.084375000000000006
    x(1_0_4_2)  c_e_one_path(1_0_4)_  1
    x(1_0_4_2)  c_e_flow(1_0_0)_  1
    x(1_0_4_2)  c_e_flow(1_1_1)_  -1
    x(1_0_4_2)  c_u_processors(0_4_0)_  2
    x(1_0_4_2)  c_u_processors(0_4_1)_  2
    x(1_0_4_2)  c_u_area_cut(0)_  54
    x(1_0_4_3)  goodput   0.075000000000000011
    x(1_0_4_3)  c_e_one_path(1_0_4)_  1
    x(1_0_4_3)  c_e_flow(1_0_0)_  1
    x(1_0_4_3)  c_e_flow(1_1_2)_  -1
    x(1_0_4_3)  c_u_processors(0_4_0)_  2
    x(1_0_4_3)  c_u_area_cut(0)_  48
    x(1_0_4_4)  goodput   0.09375
    x(1_0_4_4)  c_e_one_path(1_0_4)_  1
    x(1_0_4_4)  c_e_flow(1_0_1)_  1
    x(1_0_4_4)  c_e_flow(1_1_0)_  -1
    x(1_0_4_4)  c_u_processors(0_4_0)_  2
    x(1_0_4_4)  c_u_processors(0_4_1)_  2
    x(1_0_4_4)  c_u_processors(0_4_2)_  2
    x(1_0_4_4)  c_u_area_cut(0)_  60
    x(1_0_4_5)  goodput   0.084375000000000006
    x(1_0_4_5)  c_e_one_path(1_0_4)_  1
    x(1_0_4_5)  c_e_flow(1_0_1)_  1
    x(1_0_4_5)  c_e_flow(1_1_1)_  -1
    x(1_0_4_5)  c_u_processors(0_4_0)_  2
    x(1_0_4_5)  c_u_processors(0_4_1)_  2
    x(1_0_4_5)  c_u_area_cut(0)_  54
    x(1_0_4_6)  goodput   0.075000000000000011
    x(1_0_4_6)  c_e_one_path(1_0_4)_  1
    x(1_0_4_6)  c_e_flow(1_0_1)_  1
    x(1_0_4_6)  c_e_flow(1_1_2)_  -1
    x(1_0_4_6)  c_u_processors(0_4_0)_  2
    x(1_0_4_6)  c_u_area_cut(0)_  48
    x(1_0_4_10)  goodput   0.084375000000000006
    x(1_0_4_10)  c_e_one_path(1_0_4)_  1
    x(1_0_4_10)  c_e_flow(1_0_2)_  1
    x(1_0_4_10)  c_e_flow(1_1_0)_  -1
    x(1_0_4_10)  c_u_processors(0_4_0)_  2
    x(1_0_4_10)  c_u_processors(0_4_1)_  2
    x(1_0_4_10)  c_u_processors(0_4_2)_  2
    x(1_0_4_10)  c_u_area_cut(0)_  54
    x(1_0_4_11)  goodput   0.075000000000000011
    x(1_0_4_11)  c_e_one_path(1_0_4)_  1
    x(1_0_4_11)  c_e_flow(1_0_2)_  1
    x(1_0_4_11)  c_e_flow(1_1_1)_  -1
    x(1_0_4_11)  c_u_processors(0_4_0)_  2
    x(1_0_4_11)  c_u_processors(0_4_1)_  2
    x(1_0_4_11)  c_u_area_cut(0)_  48
    x(1_0_4_12)  goodput   0.065625000000000003
    x(1_0_4_12)  c_e_one_path(1_0_4)_  1
    x(1_0_4_12)  c_e_flow(1_0_2)_  1
    x(1_0_4_12)  c_e_flow(1_1_2)_  -1
    x(1_0_4_12)  c_u_processors(0_4_0)_  2
    x(1_0_4_12)  c_u_area_cut(0)_  42
    x(1_0_5_1)  goodput   0.09375
    x(1_0_5_1)  c_e_one_path(1_0_5)_  1
    x(1_0_5_1)  c_e_flow(1_0_0)_  1
    x(1_0_5_1)  c_e_flow(1_1_0)_  -1
    x(1_0_5_1)  c_u_processors(0_5_0)_  2
    x(1_0_5_1)  c_u_processors(0_5_1)_  2
    x(1_0_5_1)  c_u_processors(0_5_2)_  2
    x(1_0_5_1)  c_u_area_cut(0)_  60
    x(1_0_5_2)  goodput   0.084375000000000006
    x(1_0_5_2)  c_e_one_path(1_0_5)_  1
    x(1_0_5_2)  c_e_flow(1_0_0)_  1
    x(1_0_5_2)  c_e_flow(1_1_1)_  -1
    x(1_0_5_2)  c_u_processors(0_5_0)_  2
    x(1_0_5_2)  c_u_processors(0_5_1)_  2
    x(1_0_5_2)  c_u_area_cut(0)_  54
    x(1_0_5_3)  goodput   0.084375000000000006
    x(1_0_5_3)  c_e_one_path(1_0_5)_  1
    x(1_0_5_3)  c_e_flow(1_0_0)_  1
    x(1_0_5_3)  c_e_flow(1_1_2)_  -1
    x(1_0_5_3)  c_u_processors(0_5_0)_  2
    x(1_0_5_3)  c_u_area_cut(0)_  54
    x(1_0_5_4)  goodput   0.09375
    x(1_0_5_4)  c_e_one_path(1_0_5)_  1
    x(1_0_5_4)  c_e_flow(1_0_1)_  1
    x(1_0_5_4)  c_e_flow(1_1_0)_  -1
    x(1_0_5_4)  c_u_processors(0_5_0)_  2
    x(1_0_5_4)  c_u_processors(0_5_1)_  2
    x(1_0_5_4)  c_u_processors(0_5_2)_  2
    x(1_0_5_4)  c_u_area_cut(0)_  60
    x(1_0_5_5)  goodput   0.084375000000000006
    x(1_0_5_5)  c_e_one_path(1_0_5)_  1
    x(1_0_5_5)  c_e_flow(1_0_1)_  1
    x(1_0_5_5)  c_e_flow(1_1_1)_  -1
    x(1_0_5_5)  c_u_processors(0_5_0)_  2
    x(1_0_5_5)  c_u_processors(0_5_1)_  2
    x(1_0_5_5)  c_u_area_cut(0)_  54
    x(1_0_5_6)  goodput   0.084375000000000006
    x(1_0_5_6)  c_e_one_path(1_0_5)_  1
    x(1_0_5_6)  c_e_flow(1_0_1)_  1
    x(1_0_5_6)  c_e_flow(1_1_2)_  -1
    x(1_0_5_6)  c_u_processors(0_5_0)_  2
    x(1_0_5_6)  c_u_area_cut(0)_  54
    x(1_0_5_10)  goodput   0.084375000000000006
    x(1_0_5_10)  c_e_one_path(1_0_5)_  1
    x(1_0_5_10)  c_e_flow(1_0_2)_  1
    x(1_0_5_10)  c_e_flow(1_1_0)_  -1
    x(1_0_5_10)  c_u_processors(0_5_0)_  2
    x(1_0_5_10)  c_u_processors(0_5_1)_  2
    x(1_0_5_10)  c_u_processors(0_5_2)_  2
    x(1_0_5_10)  c_u_area_cut(0)_  54
    x(1_0_5_11)  goodput   0.075000000000000011
    x(1_0_5_11)  c_e_one_path(1_0_5)_  1
    x(1_0_5_11)  c_e_flow(1_0_2)_  1
    x(1_0_5_11)  c_e_flow(1_1_1)_  -1
    x(1_0_5_11)  c_u_processors(0_5_0)_  2
    x(1_0_5_11)  c_u_processors(0_5_1)_  2
    x(1_0_5_11)  c_u_area_cut(0)_  48
    x(1_0_5_12)  goodput   0.075000000000000011
    x(1_0_5_12)  c_e_one_path(1_0_5)_  1
    x(1_0_5_12)  c_e_flow(1_0_2)_  1
    x(1_0_5_12)  c_e_flow(1_1_2)_  -1
    x(1_0_5_12)  c_u_processors(0_5_0)_  2
    x(1_0_5_12)  c_u_area_cut(0)_  48
    x(1_1_0_1)  goodput   0.09375
    x(1_1_0_1)  c_e_one_path(1_1_0)_  1
    x(1_1_0_1)  c_e_flow(1_1_0)_  1
    x(1_1_0_1)  c_e_flow(1_2_0)_  -1
    x(1_1_0_1)  c_u_processors(1_0_0)_  2
    x(1_1_0_1)  c_u_processors(1_0_1)_  2
    x(1_1_0_1)  c_u_processors(1_0_2)_  2
    x(1_1_0_1)  c_u_area_cut(1)_  60
    x(1_1_0_2)  goodput   0.084375000000000006
    x(1_1_0_2)  c_e_one_path(1_1_0)_  1
    x(1_1_0_2)  c_e_flow(1_1_0)_  1
    x(1_1_0_2)  c_e_flow(1_2_1)_  -1
    x(1_1_0_2)  c_u_processors(1_0_0)_  2
    x(1_1_0_2)  c_u_processors(1_0_1)_  2
    x(1_1_0_2)  c_u_area_cut(1)_  54
    x(1_1_0_4)  goodput   0.09375
    x(1_1_0_4)  c_e_one_path(1_1_0)_  1
    x(1_1_0_4)  c_e_flow(1_1_1)_  1
    x(1_1_0_4)  c_e_flow(1_2_0)_  -1
    x(1_1_0_4)  c_u_processors(1_0_0)_  2
    x(1_1_0_4)  c_u_processors(1_0_1)_  2
    x(1_1_0_4)  c_u_processors(1_0_2)_  2
    x(1_1_0_4)  c_u_area_cut(1)_  60
    x(1_1_0_5)  goodput   0.084375000000000006
    x(1_1_0_5)  c_e_one_path(1_1_0)_  1
    x(1_1_0_5)  c_e_flow(1_1_1)_  1
    x(1_1_0_5)  c_e_flow(1_2_1)_  -1
    x(1_1_0_5)  c_u_processors(1_0_0)_  2
    x(1_1_0_5)  c_u_processors(1_0_1)_  2
    x(1_1_0_5)  c_u_area_cut(1)_  54
    x(1_1_0_7)  goodput   0.084375000000000006
    x(1_1_0_7)  c_e_one_path(1_1_0)_  1
    x(1_1_0_7)  c_e_flow(1_1_1)_  1
    x(1_1_0_7)  c_e_flow(1_2_0)_  -1
    x(1_1_0_7)  c_u_processors(1_0_1)_  2
    x(1_1_0_7)  c_u_processors(1_0_2)_  2
    x(1_1_0_7)  c_u_area_cut(1)_  54
    x(1_1_0_8)  goodput   0.075000000000000011
    x(1_1_0_8)  c_e_one_path(1_1_0)_  1
    x(1_1_0_8)  c_e_flow(1_1_1)_  1
    x(1_1_0_8)  c_e_flow(1_2_1)_  -1
    x(1_1_0_8)  c_u_processors(1_0_1)_  2
    x(1_1_0_8)  c_u_area_cut(1)_  48
    x(1_1_0_10)  goodput   0.084375000000000006
    x(1_1_0_10)  c_e_one_path(1_1_0)_  1
    x(1_1_0_10)  c_e_flow(1_1_2)_  1
    x(1_1_0_10)  c_e_flow(1_2_0)_  -1
    x(1_1_0_10)  c_u_processors(1_0_0)_  2
    x(1_1_0_10)  c_u_processors(1_0_1)_  2
    x(1_1_0_10)  c_u_processors(1_0_2)_  2
    x(1_1_0_10)  c_u_area_cut(1)_  54
    x(1_1_0_11)  goodput   0.075000000000000011
    x(1_1_0_11)  c_e_one_path(1_1_0)_  1
    x(1_1_0_11)  c_e_flow(1_1_2)_  1
    x(1_1_0_11)  c_e_flow(1_2_1)_  -1
    x(1_1_0_11)  c_u_processors(1_0_0)_  2
    x(1_1_0_11)  c_u_processors(1_0_1)_  2
    x(1_1_0_11)  c_u_area_cut(1)_  48
    x(1_1_0_13)  goodput   0.084375000000000006
    x(1_1_0_13)  c_e_one_path(1_1_0)_  1
    x(1_1_0_13)  c_e_flow(1_1_2)_  1
    x(1_1_0_13)  c_e_flow(1_2_0)_  -1
    x(1_1_0_13)  c_u_processors(1_0_1)_  2
    x(1_1_0_13)  c_u_processors(1_0_2)_  2
    x(1_1_0_13)  c_u_area_cut(1)_  54
    x(1_1_0_14)  goodput   0.075000000000000011
    x(1_1_0_14)  c_e_one_path(1_1_0)_  1
    x(1_1_0_14)  c_e_flow(1_1_2)_  1
    x(1_1_0_14)  c_e_flow(1_2_1)_  -1
    x(1_1_0_14)  c_u_processors(1_0_1)_  2
    x(1_1_0_14)  c_u_area_cut(1)_  48
    x(1_1_1_1)  goodput   0.09375
    x(1_1_1_1)  c_e_one_path(1_1_1)_  1
    x(1_1_1_1)  c_e_flow(1_1_0)_  1
    x(1_1_1_1)  c_e_flow(1_2_0)_  -1
    x(1_1_1_1)  c_u_processors(1_1_0)_  2
    x(1_1_1_1)  c_u_processors(1_1_1)_  2
    x(1_1_1_1)  c_u_processors(1_1_2)_  2
    x(1_1_1_1)  c_u_area_cut(1)_  60
    x(1_1_1_2)  goodput   0.084375000000000006
    x(1_1_1_2)  c_e_one_path(1_1_1)_  1
    x(1_1_1_2)  c_e_flow(1_1_0)_  1
    x(1_1_1_2)  c_e_flow(1_2_1)_  -1
    x(1_1_1_2)  c_u_processors(1_1_0)_  2
    x(1_1_1_2)  c_u_processors(1_1_1)_  2
    x(1_1_1_2)  c_u_area_cut(1)_  54
    x(1_1_1_4)  goodput   0.09375
    x(1_1_1_4)  c_e_one_path(1_1_1)_  1
    x(1_1_1_4)  c_e_flow(1_1_1)_  1
    x(1_1_1_4)  c_e_flow(1_2_0)_  -1
    x(1_1_1_4)  c_u_processors(1_1_0)_  2
    x(1_1_1_4)  c_u_processors(1_1_1)_  2
    x(1_1_1_4)  c_u_processors(1_1_2)_  2
    x(1_1_1_4)  c_u_area_cut(1)_  60
    x(1_1_1_5)  goodput   0.084375000000000006
    x(1_1_1_5)  c_e_one_path(1_1_1)_  1
    x(1_1_1_5)  c_e_flow(1_1_1)_  1
    x(1_1_1_5)  c_e_flow(1_2_1)_  -1
    x(1_1_1_5)  c_u_processors(1_1_0)_  2
    x(1_1_1_5)  c_u_processors(1_1_1)_  2
    x(1_1_1_5)  c_u_area_cut(1)_  54
    x(1_1_1_7)  goodput   0.075000000000000011
    x(1_1_1_7)  c_e_one_path(1_1_1)_  1
    x(1_1_1_7)  c_e_flow(1_1_1)_  1
    x(1_1_1_7)  c_e_flow(1_2_0)_  -1
    x(1_1_1_7)  c_u_processors(1_1_1)_  2
    x(1_1_1_7)  c_u_processors(1_1_2)_  2
    x(1_1_1_7)  c_u_area_cut(1)_  48
    x(1_1_1_8)  goodput   0.065625000000000003
    x(1_1_1_8)  c_e_one_path(1_1_1)_  1
    x(1_1_1_8)  c_e_flow(1_1_1)_  1
    x(1_1_1_8)  c_e_flow(1_2_1)_  -1
    x(1_1_1_8)  c_u_processors(1_1_1)_  2
    x(1_1_1_8)  c_u_area_cut(1)_  42
    x(1_1_1_10)  goodput   0.084375000000000006
    x(1_1_1_10)  c_e_one_path(1_1_1)_  1
    x(1_1_1_10)  c_e_flow(1_1_2)_  1
    x(1_1_1_10)  c_e_flow(1_2_0)_  -1
    x(1_1_1_10)  c_u_processors(1_1_0)_  2
    x(1_1_1_10)  c_u_processors(1_1_1)_  2
    x(1_1_1_10)  c_u_processors(1_1_2)_  2
    x(1_1_1_10)  c_u_area_cut(1)_  54
    x(1_1_1_11)  goodput   0.075000000000000011
    x(1_1_1_11)  c_e_one_path(1_1_1)_  1
    x(1_1_1_11)  c_e_flow(1_1_2)_  1
    x(1_1_1_11)  c_e_flow(1_2_1)_  -1
    x(1_1_1_11)  c_u_processors(1_1_0)_  2
    x(1_1_1_11)  c_u_processors(1_1_1)_  2
    x(1_1_1_11)  c_u_area_cut(1)_  48
    x(1_1_1_13)  goodput   0.075000000000000011
    x(1_1_1_13)  c_e_one_path(1_1_1)_  1
    x(1_1_1_13)  c_e_flow(1_1_2)_  1
    x(1_1_1_13)  c_e_flow(1_2_0)_  -1
    x(1_1_1_13)  c_u_processors(1_1_1)_  2
    x(1_1_1_13)  c_u_processors(1_1_2)_  2
    x(1_1_1_13)  c_u_area_cut(1)_  48
    x(1_1_1_14)  goodput   0.065625000000000003
    x(1_1_1_14)  c_e_one_path(1_1_1)_  1
    x(1_1_1_14)  c_e_flow(1_1_2)_  1
    x(1_1_1_14)  c_e_flow(1_2_1)_  -1
    x(1_1_1_14)  c_u_processors(1_1_1)_  2
    x(1_1_1_14)  c_u_area_cut(1)_  42
    x(1_1_2_1)  goodput   0.09375
    x(1_1_2_1)  c_e_one_path(1_1_2)_  1
    x(1_1_2_1)  c_e_flow(1_1_0)_  1
    x(1_1_2_1)  c_e_flow(1_2_0)_  -1
    x(1_1_2_1)  c_u_processors(1_2_0)_  2
    x(1_1_2_1)  c_u_processors(1_2_1)_  2
    x(1_1_2_1)  c_u_processors(1_2_2)_  2
    x(1_1_2_1)  c_u_area_cut(1)_  60
    x(1_1_2_2)  goodput   0.084375000000000006
    x(1_1_2_2)  c_e_one_path(1_1_2)_  1
    x(1_1_2_2)  c_e_flow(1_1_0)_  1
    x(1_1_2_2)  c_e_flow(1_2_1)_  -1
    x(1_1_2_2)  c_u_processors(1_2_0)_  2
    x(1_1_2_2)  c_u_processors(1_2_1)_  2
    x(1_1_2_2)  c_u_area_cut(1)_  54
    x(1_1_2_3)  goodput   0.0093750000000000014
    x(1_1_2_3)  c_e_one_path(1_1_2)_  1
    x(1_1_2_3)  c_e_flow(1_1_0)_  1
    x(1_1_2_3)  c_e_flow(1_2_2)_  -1
    x(1_1_2_3)  c_u_processors(1_2_0)_  2
    x(1_1_2_3)  c_u_area_cut(1)_  6
    x(1_1_2_4)  goodput   0.09375
    x(1_1_2_4)  c_e_one_path(1_1_2)_  1
    x(1_1_2_4)  c_e_flow(1_1_1)_  1
    x(1_1_2_4)  c_e_flow(1_2_0)_  -1
    x(1_1_2_4)  c_u_processors(1_2_0)_  2
    x(1_1_2_4)  c_u_processors(1_2_1)_  2
    x(1_1_2_4)  c_u_processors(1_2_2)_  2
    x(1_1_2_4)  c_u_area_cut(1)_  60
    x(1_1_2_5)  goodput   0.084375000000000006
    x(1_1_2_5)  c_e_one_path(1_1_2)_  1
    x(1_1_2_5)  c_e_flow(1_1_1)_  1
    x(1_1_2_5)  c_e_flow(1_2_1)_  -1
    x(1_1_2_5)  c_u_processors(1_2_0)_  2
    x(1_1_2_5)  c_u_processors(1_2_1)_  2
    x(1_1_2_5)  c_u_area_cut(1)_  54
    x(1_1_2_6)  goodput   0.0093750000000000014
    x(1_1_2_6)  c_e_one_path(1_1_2)_  1
    x(1_1_2_6)  c_e_flow(1_1_1)_  1
    x(1_1_2_6)  c_e_flow(1_2_2)_  -1
    x(1_1_2_6)  c_u_processors(1_2_0)_  2
    x(1_1_2_6)  c_u_area_cut(1)_  6
    x(1_1_2_7)  goodput   0.065625000000000003
    x(1_1_2_7)  c_e_one_path(1_1_2)_  1
    x(1_1_2_7)  c_e_flow(1_1_1)_  1
    x(1_1_2_7)  c_e_flow(1_2_0)_  -1
    x(1_1_2_7)  c_u_processors(1_2_1)_  2
    x(1_1_2_7)  c_u_processors(1_2_2)_  2
    x(1_1_2_7)  c_u_area_cut(1)_  42
    x(1_1_2_8)  goodput   0.056250000000000001
    x(1_1_2_8)  c_e_one_path(1_1_2)_  1
    x(1_1_2_8)  c_e_flow(1_1_1)_  1
    x(1_1_2_8)  c_e_flow(1_2_1)_  -1
    x(1_1_2_8)  c_u_processors(1_2_1)_  2
    x(1_1_2_8)  c_u_area_cut(1)_  36
    x(1_1_2_10)  goodput   0.084375000000000006
    x(1_1_2_10)  c_e_one_path(1_1_2)_  1
    x(1_1_2_10)  c_e_flow(1_1_2)_  1
    x(1_1_2_10)  c_e_flow(1_2_0)_  -1
    x(1_1_2_10)  c_u_processors(1_2_0)_  2
    x(1_1_2_10)  c_u_processors(1_2_1)_  2
    x(1_1_2_10)  c_u_processors(1_2_2)_  2
    x(1_1_2_10)  c_u_area_cut(1)_  54
    x(1_1_2_11)  goodput   0.075000000000000011
    x(1_1_2_11)  c_e_one_path(1_1_2)_  1
    x(1_1_2_11)  c_e_flow(1_1_2)_  1
    x(1_1_2_11)  c_e_flow(1_2_1)_  -1
    x(1_1_2_11)  c_u_processors(1_2_0)_  2
    x(1_1_2_11)  c_u_processors(1_2_1)_  2
    x(1_1_2_11)  c_u_area_cut(1)_  48
    x(1_1_2_13)  goodput   0.065625000000000003
    x(1_1_2_13)  c_e_one_path(1_1_2)_  1
    x(1_1_2_13)  c_e_flow(1_1_2)_  1
    x(1_1_2_13)  c_e_flow(1_2_0)_  -1
    x(1_1_2_13)  c_u_processors(1_2_1)_  2
    x(1_1_2_13)  c_u_processors(1_2_2)_  2
    x(1_1_2_13)  c_u_area_cut(1)_  42
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
    x(1_1_3_2)  goodput   0.084375000000000006
    x(1_1_3_2)  c_e_one_path(1_1_3)_  1
    x(1_1_3_2)  c_e_flow(1_1_0)_  1
    x(1_1_3_2)  c_e_flow(1_2_1)_  -1
    x(1_1_3_2)  c_u_processors(1_3_0)_  2
    x(1_1_3_2)  c_u_processors(1_3_1)_  2
    x(1_1_3_2)  c_u_area_cut(1)_  54
    x(1_1_3_3)  goodput   0.065625000000000003
    x(1_1_3_3)  c_e_one_path(1_1_3)_  1
    x(1_1_3_3)  c_e_flow(1_1_0)_  1
    x(1_1_3_3)  c_e_flow(1_2_2)_  -1
    x(1_1_3_3)  c_u_processors(1_3_0)_  2
    x(1_1_3_3)  c_u_area_cut(1)_  42
    x(1_1_3_4)  goodput   0.09375
    x(1_1_3_4)  c_e_one_path(1_1_3)_  1
    x(1_1_3_4)  c_e_flow(1_1_1)_  1
    x(1_1_3_4)  c_e_flow(1_2_0)_  -1
    x(1_1_3_4)  c_u_processors(1_3_0)_  2
    x(1_1_3_4)  c_u_processors(1_3_1)_  2
    x(1_1_3_4)  c_u_processors(1_3_2)_  2
    x(1_1_3_4)  c_u_area_cut(1)_  60
    x(1_1_3_5)  goodput   0.084375000000000006
    x(1_1_3_5)  c_e_one_path(1_1_3)_  1
    x(1_1_3_5)  c_e_flow(1_1_1)_  1
    x(1_1_3_5)  c_e_flow(1_2_1)_  -1
    x(1_1_3_5)  c_u_processors(1_3_0)_  2
    x(1_1_3_5)  c_u_processors(1_3_1)_  2
    x(1_1_3_5)  c_u_area_cut(1)_  54
    x(1_1_3_6)  goodput   0.065625000000000003
    x(1_1_3_6)  c_e_one_path(1_1_3)_  1
    x(1_1_3_6)  c_e_flow(1_1_1)_  1
    x(1_1_3_6)  c_e_flow(1_2_2)_  -1
    x(1_1_3_6)  c_u_processors(1_3_0)_  2
    x(1_1_3_6)  c_u_area_cut(1)_  42
    x(1_1_3_7)  goodput   0.0093750000000000014
    x(1_1_3_7)  c_e_one_path(1_1_3)_  1
    x(1_1_3_7)  c_e_flow(1_1_1)_  1
    x(1_1_3_7)  c_e_flow(1_2_0)_  -1
    x(1_1_3_7)  c_u_processors(1_3_1)_  2
    x(1_1_3_7)  c_u_processors(1_3_2)_  2
    x(1_1_3_7)  c_u_area_cut(1)_  6
    x(1_1_3_10)  goodput   0.084375000000000006
    x(1_1_3_10)  c_e_one_path(1_1_3)_  1
    x(1_1_3_10)  c_e_flow(1_1_2)_  1
    x(1_1_3_10)  c_e_flow(1_2_0)_  -1
    x(1_1_3_10)  c_u_processors(1_3_0)_  2
    x(1_1_3_10)  c_u_processors(1_3_1)_  2
    x(1_1_3_10)  c_u_processors(1_3_2)_  2
    x(1_1_3_10)  c_u_area_cut(1)_  54
    x(1_1_3_11)  goodput   0.075000000000000011
    x(1_1_3_11)  c_e_one_path(1_1_3)_  1
    x(1_1_3_11)  c_e_flow(1_1_2)_  1
    x(1_1_3_11)  c_e_flow(1_2_1)_  -1
    x(1_1_3_11)  c_u_processors(1_3_0)_  2
    x(1_1_3_11)  c_u_processors(1_3_1)_  2
    x(1_1_3_11)  c_u_area_cut(1)_  48
    x(1_1_3_12)  goodput   0.056250000000000001
    x(1_1_3_12)  c_e_one_path(1_1_3)_  1
    x(1_1_3_12)  c_e_flow(1_1_2)_  1
    x(1_1_3_12)  c_e_flow(1_2_2)_  -1
    x(1_1_3_12)  c_u_processors(1_3_0)_  2
    x(1_1_3_12)  c_u_area_cut(1)_  36
    x(1_1_3_13)  goodput   0.0093750000000000014
    x(1_1_3_13)  c_e_one_path(1_1_3)_  1
    x(1_1_3_13)  c_e_flow(1_1_2)_  1
    x(1_1_3_13)  c_e_flow(1_2_0)_  -1
    x(1_1_3_13)  c_u_processors(1_3_1)_  2
    x(1_1_3_13)  c_u_processors(1_3_2)_  2
    x(1_1_3_13)  c_u_area_cut(1)_  6
    x(1_1_4_1)  goodput   0.09375
    x(1_1_4_1)  c_e_one_path(1_1_4)_  1
    x(1_1_4_1)  c_e_flow(1_1_0)_  1
    x(1_1_4_1)  c_e_flow(1_2_0)_  -1
    x(1_1_4_1)  c_u_processors(1_4_0)_  2
    x(1_1_4_1)  c_u_processors(1_4_1)_  2
    x(1_1_4_1)  c_u_processors(1_4_2)_  2
    x(1_1_4_1)  c_u_area_cut(1)_  60
    x(1_1_4_2)  goodput   0.084375000000000006
    x(1_1_4_2)  c_e_one_path(1_1_4)_  1
    x(1_1_4_2)  c_e_flow(1_1_0)_  1
    x(1_1_4_2)  c_e_flow(1_2_1)_  -1
    x(1_1_4_2)  c_u_processors(1_4_0)_  2
    x(1_1_4_2)  c_u_processors(1_4_1)_  2
    x(1_1_4_2)  c_u_area_cut(1)_  54
    x(1_1_4_3)  goodput   0.075000000000000011
    x(1_1_4_3)  c_e_one_path(1_1_4)_  1
    x(1_1_4_3)  c_e_flow(1_1_0)_  1
    x(1_1_4_3)  c_e_flow(1_2_2)_  -1
    x(1_1_4_3)  c_u_processors(1_4_0)_  2
    x(1_1_4_3)  c_u_area_cut(1)_  48
    x(1_1_4_4)  goodput   0.09375
    x(1_1_4_4)  c_e_one_path(1_1_4)_  1
    x(1_1_4_4)  c_e_flow(1_1_1)_  1
    x(1_1_4_4)  c_e_flow(1_2_0)_  -1
    x(1_1_4_4)  c_u_processors(1_4_0)_  2
    x(1_1_4_4)  c_u_processors(1_4_1)_  2
    x(1_1_4_4)  c_u_processors(1_4_2)_  2
    x(1_1_4_4)  c_u_area_cut(1)_  60
    x(1_1_4_5)  goodput   0.084375000000000006
    x(1_1_4_5)  c_e_one_path(1_1_4)_  1
    x(1_1_4_5)  c_e_flow(1_1_1)_  1
    x(1_1_4_5)  c_e_flow(1_2_1)_  -1
    x(1_1_4_5)  c_u_processors(1_4_0)_  2
    x(1_1_4_5)  c_u_processors(1_4_1)_  2
    x(1_1_4_5)  c_u_area_cut(1)_  54
    x(1_1_4_6)  goodput   0.075000000000000011
    x(1_1_4_6)  c_e_one_path(1_1_4)_  1
    x(1_1_4_6)  c_e_flow(1_1_1)_  1
    x(1_1_4_6)  c_e_flow(1_2_2)_  -1
    x(1_1_4_6)  c_u_processors(1_4_0)_  2
    x(1_1_4_6)  c_u_area_cut(1)_  48
    x(1_1_4_10)  goodput   0.084375000000000006
    x(1_1_4_10)  c_e_one_path(1_1_4)_  1
    x(1_1_4_10)  c_e_flow(1_1_2)_  1
    x(1_1_4_10)  c_e_flow(1_2_0)_  -1
    x(1_1_4_10)  c_u_processors(1_4_0)_  2
    x(1_1_4_10)  c_u_processors(1_4_1)_  2
    x(1_1_4_10)  c_u_processors(1_4_2)_  2
    x(1_1_4_10)  c_u_area_cut(1)_  54
    x(1_1_4_11)  goodput   0.075000000000000011
    x(1_1_4_11)  c_e_one_path(1_1_4)_  1
    x(1_1_4_11)  c_e_flow(1_1_2)_  1
    x(1_1_4_11)  c_e_flow(1_2_1)_  -1
    x(1_1_4_11)  c_u_processors(1_4_0)_  2
    x(1_1_4_11)  c_u_processors(1_4_1)_  2
    x(1_1_4_11)  c_u_area_cut(1)_  48
    x(1_1_4_12)  goodput   0.065625000000000003
    x(1_1_4_12)  c_e_one_path(1_1_4)_  1
    x(1_1_4_12)  c_e_flow(1_1_2)_  1
    x(1_1_4_12)  c_e_flow(1_2_2)_  -1
    x(1_1_4_12)  c_u_processors(1_4_0)_  2
    x(1_1_4_12)  c_u_area_cut(1)_  42
    x(1_1_5_1)  goodput   0.09375
    x(1_1_5_1)  c_e_one_path(1_1_5)_  1
    x(1_1_5_1)  c_e_flow(1_1_0)_  1
    x(1_1_5_1)  c_e_flow(1_2_0)_  -1
    x(1_1_5_1)  c_u_processors(1_5_0)_  2
    x(1_1_5_1)  c_u_processors(1_5_1)_  2
    x(1_1_5_1)  c_u_processors(1_5_2)_  2
    x(1_1_5_1)  c_u_area_cut(1)_  60
    x(1_1_5_2)  goodput   0.084375000000000006
    x(1_1_5_2)  c_e_one_path(1_1_5)_  1
    x(1_1_5_2)  c_e_flow(1_1_0)_  1
    x(1_1_5_2)  c_e_flow(1_2_1)_  -1
    x(1_1_5_2)  c_u_processors(1_5_0)_  2
    x(1_1_5_2)  c_u_processors(1_5_1)_  2
    x(1_1_5_2)  c_u_area_cut(1)_  54
    x(1_1_5_3)  goodput   0.084375000000000006
    x(1_1_5_3)  c_e_one_path(1_1_5)_  1
    x(1_1_5_3)  c_e_flow(1_1_0)_  1
    x(1_1_5_3)  c_e_flow(1_2_2)_  -1
    x(1_1_5_3)  c_u_processors(1_5_0)_  2
    x(1_1_5_3)  c_u_area_cut(1)_  54
    x(1_1_5_4)  goodput   0.09375
    x(1_1_5_4)  c_e_one_path(1_1_5)_  1
    x(1_1_5_4)  c_e_flow(1_1_1)_  1
    x(1_1_5_4)  c_e_flow(1_2_0)_  -1
    x(1_1_5_4)  c_u_processors(1_5_0)_  2
    x(1_1_5_4)  c_u_processors(1_5_1)_  2
    x(1_1_5_4)  c_u_processors(1_5_2)_  2
    x(1_1_5_4)  c_u_area_cut(1)_  60
    x(1_1_5_5)  goodput   0.084375000000000006
    x(1_1_5_5)  c_e_one_path(1_1_5)_  1
    x(1_1_5_5)  c_e_flow(1_1_1)_  1
    x(1_1_5_5)  c_e_flow(1_2_1)_  -1
    x(1_1_5_5)  c_u_processors(1_5_0)_  2
    x(1_1_5_5)  c_u_processors(1_5_1)_  2
    x(1_1_5_5)  c_u_area_cut(1)_  54
    x(1_1_5_6)  goodput   0.084375000000000006
    x(1_1_5_6)  c_e_one_path(1_1_5)_  1
    x(1_1_5_6)  c_e_flow(1_1_1)_  1
    x(1_1_5_6)  c_e_flow(1_2_2)_  -1
    x(1_1_5_6)  c_u_processors(1_5_0)_  2
    x(1_1_5_6)  c_u_area_cut(1)_  54
    x(1_1_5_10)  goodput   0.084375000000000006
    x(1_1_5_10)  c_e_one_path(1_1_5)_  1
    x(1_1_5_10)  c_e_flow(1_1_2)_  1
    x(1_1_5_10)  c_e_flow(1_2_0)_  -1
    x(1_1_5_10)  c_u_processors(1_5_0)_  2
    x(1_1_5_10)  c_u_processors(1_5_1)_  2
    x(1_1_5_10)  c_u_processors(1_5_2)_  2
    x(1_1_5_10)  c_u_area_cut(1)_  54
    x(1_1_5_11)  goodput   0.075000000000000011
    x(1_1_5_11)  c_e_one_path(1_1_5)_  1
    x(1_1_5_11)  c_e_flow(1_1_2)_  1
    x(1_1_5_11)  c_e_flow(1_2_1)_  -1
    x(1_1_5_11)  c_u_processors(1_5_0)_  2
    x(1_1_5_11)  c_u_processors(1_5_1)_  2
    x(1_1_5_11)  c_u_area_cut(1)_  48
    x(1_1_5_12)  goodput   0.075000000000000011
    x(1_1_5_12)  c_e_one_path(1_1_5)_  1
    x(1_1_5_12)  c_e_flow(1_1_2)_  1
    x(1_1_5_12)  c_e_flow(1_2_2)_  -1
    x(1_1_5_12)  c_u_processors(1_5_0)_  2
    x(1_1_5_12)  c_u_area_cut(1)_  48
    x(1_2_0_1)  goodput   0.125
    x(1_2_0_1)  c_e_one_path(1_2_0)_  1
    x(1_2_0_1)  c_e_flow(1_2_0)_  1
    x(1_2_0_1)  c_u_processors(2_0_0)_  2
    x(1_2_0_1)  c_u_processors(2_0_1)_  2
    x(1_2_0_1)  c_u_processors(2_0_2)_  2
    x(1_2_0_1)  c_u_area_cut(2)_  80
    x(1_2_0_2)  goodput   0.11562500000000001
    x(1_2_0_2)  c_e_one_path(1_2_0)_  1
    x(1_2_0_2)  c_e_flow(1_2_0)_  1
    x(1_2_0_2)  c_u_processors(2_0_0)_  2
    x(1_2_0_2)  c_u_processors(2_0_1)_  2
    x(1_2_0_2)  c_u_area_cut(2)_  74
    x(1_2_0_4)  goodput   0.125
    x(1_2_0_4)  c_e_one_path(1_2_0)_  1
    x(1_2_0_4)  c_e_flow(1_2_1)_  1
    x(1_2_0_4)  c_u_processors(2_0_0)_  2
    x(1_2_0_4)  c_u_processors(2_0_1)_  2
    x(1_2_0_4)  c_u_processors(2_0_2)_  2
    x(1_2_0_4)  c_u_area_cut(2)_  80
    x(1_2_0_5)  goodput   0.11562500000000001
    x(1_2_0_5)  c_e_one_path(1_2_0)_  1
    x(1_2_0_5)  c_e_flow(1_2_1)_  1
    x(1_2_0_5)  c_u_processors(2_0_0)_  2
    x(1_2_0_5)  c_u_processors(2_0_1)_  2
    x(1_2_0_5)  c_u_area_cut(2)_  74
    x(1_2_0_7)  goodput   0.11562500000000001
    x(1_2_0_7)  c_e_one_path(1_2_0)_  1
    x(1_2_0_7)  c_e_flow(1_2_1)_  1
    x(1_2_0_7)  c_u_processors(2_0_1)_  2
    x(1_2_0_7)  c_u_processors(2_0_2)_  2
    x(1_2_0_7)  c_u_area_cut(2)_  74
    x(1_2_0_8)  goodput   0.10625000000000001
    x(1_2_0_8)  c_e_one_path(1_2_0)_  1
    x(1_2_0_8)  c_e_flow(1_2_1)_  1
    x(1_2_0_8)  c_u_processors(2_0_1)_  2
    x(1_2_0_8)  c_u_area_cut(2)_  68
    x(1_2_0_10)  goodput   0.11562500000000001
    x(1_2_0_10)  c_e_one_path(1_2_0)_  1
    x(1_2_0_10)  c_e_flow(1_2_2)_  1
    x(1_2_0_10)  c_u_processors(2_0_0)_  2
    x(1_2_0_10)  c_u_processors(2_0_1)_  2
    x(1_2_0_10)  c_u_processors(2_0_2)_  2
    x(1_2_0_10)  c_u_area_cut(2)_  74
    x(1_2_0_11)  goodput   0.10625000000000001
    x(1_2_0_11)  c_e_one_path(1_2_0)_  1
    x(1_2_0_11)  c_e_flow(1_2_2)_  1
    x(1_2_0_11)  c_u_processors(2_0_0)_  2
    x(1_2_0_11)  c_u_processors(2_0_1)_  2
    x(1_2_0_11)  c_u_area_cut(2)_  68
    x(1_2_0_13)  goodput   0.11562500000000001
    x(1_2_0_13)  c_e_one_path(1_2_0)_  1
    x(1_2_0_13)  c_e_flow(1_2_2)_  1
    x(1_2_0_13)  c_u_processors(2_0_1)_  2
    x(1_2_0_13)  c_u_processors(2_0_2)_  2
    x(1_2_0_13)  c_u_area_cut(2)_  74
    x(1_2_0_14)  goodput   0.10625000000000001
    x(1_2_0_14)  c_e_one_path(1_2_0)_  1
    x(1_2_0_14)  c_e_flow(1_2_2)_  1
    x(1_2_0_14)  c_u_processors(2_0_1)_  2
    x(1_2_0_14)  c_u_area_cut(2)_  68
    x(1_2_1_1)  goodput   0.125
    x(1_2_1_1)  c_e_one_path(1_2_1)_  1
    x(1_2_1_1)  c_e_flow(1_2_0)_  1
    x(1_2_1_1)  c_u_processors(2_1_0)_  2
    x(1_2_1_1)  c_u_processors(2_1_1)_  2
    x(1_2_1_1)  c_u_processors(2_1_2)_  2
    x(1_2_1_1)  c_u_area_cut(2)_  80
    x(1_2_1_2)  goodput   0.11562500000000001
    x(1_2_1_2)  c_e_one_path(1_2_1)_  1
    x(1_2_1_2)  c_e_flow(1_2_0)_  1
    x(1_2_1_2)  c_u_processors(2_1_0)_  2
    x(1_2_1_2)  c_u_processors(2_1_1)_  2
    x(1_2_1_2)  c_u_area_cut(2)_  74
    x(1_2_1_4)  goodput   0.125
    x(1_2_1_4)  c_e_one_path(1_2_1)_  1
    x(1_2_1_4)  c_e_flow(1_2_1)_  1
    x(1_2_1_4)  c_u_processors(2_1_0)_  2
    x(1_2_1_4)  c_u_processors(2_1_1)_  2
    x(1_2_1_4)  c_u_processors(2_1_2)_  2
    x(1_2_1_4)  c_u_area_cut(2)_  80
    x(1_2_1_5)  goodput   0.11562500000000001
    x(1_2_1_5)  c_e_one_path(1_2_1)_  1
    x(1_2_1_5)  c_e_flow(1_2_1)_  1
    x(1_2_1_5)  c_u_processors(2_1_0)_  2
    x(1_2_1_5)  c_u_processors(2_1_1)_  2
    x(1_2_1_5)  c_u_area_cut(2)_  74
    x(1_2_1_7)  goodput   0.10625000000000001
    x(1_2_1_7)  c_e_one_path(1_2_1)_  1
    x(1_2_1_7)  c_e_flow(1_2_1)_  1
    x(1_2_1_7)  c_u_processors(2_1_1)_  2
    x(1_2_1_7)  c_u_processors(2_1_2)_  2
    x(1_2_1_7)  c_u_area_cut(2)_  68
    x(1_2_1_8)  goodput   0.096875000000000003
    x(1_2_1_8)  c_e_one_path(1_2_1)_  1
    x(1_2_1_8)  c_e_flow(1_2_1)_  1
    x(1_2_1_8)  c_u_processors(2_1_1)_  2
    x(1_2_1_8)  c_u_area_cut(2)_  62
    x(1_2_1_10)  goodput   0.11562500000000001
    x(1_2_1_10)  c_e_one_path(1_2_1)_  1
    x(1_2_1_10)  c_e_flow(1_2_2)_  1
    x(1_2_1_10)  c_u_processors(2_1_0)_  2
    x(1_2_1_10)  c_u_processors(2_1_1)_  2
    x(1_2_1_10)  c_u_processors(2_1_2)_  2
    x(1_2_1_10)  c_u_area_cut(2)_  74
    x(1_2_1_11)  goodput   0.10625000000000001
    x(1_2_1_11)  c_e_one_path(1_2_1)_  1
    x(1_2_1_11)  c_e_flow(1_2_2)_  1
    x(1_2_1_11)  c_u_processors(2_1_0)_  2
    x(1_2_1_11)  c_u_processors(2_1_1)_  2
    x(1_2_1_11)  c_u_area_cut(2)_  68
    x(1_2_1_13)  goodput   0.10625000000000001
    x(1_2_1_13)  c_e_one_path(1_2_1)_  1
    x(1_2_1_13)  c_e_flow(1_2_2)_  1
    x(1_2_1_13)  c_u_processors(2_1_1)_  2
    x(1_2_1_13)  c_u_processors(2_1_2)_  2
    x(1_2_1_13)  c_u_area_cut(2)_  68
    x(1_2_1_14)  goodput   0.096875000000000003
    x(1_2_1_14)  c_e_one_path(1_2_1)_  1
    x(1_2_1_14)  c_e_flow(1_2_2)_  1
    x(1_2_1_14)  c_u_processors(2_1_1)_  2
    x(1_2_1_14)  c_u_area_cut(2)_  62
    x(1_2_2_1)  goodput   0.125
    x(1_2_2_1)  c_e_one_path(1_2_2)_  1
    x(1_2_2_1)  c_e_flow(1_2_0)_  1
    x(1_2_2_1)  c_u_processors(2_2_0)_  2
    x(1_2_2_1)  c_u_processors(2_2_1)_  2
    x(1_2_2_1)  c_u_processors(2_2_2)_  2
    x(1_2_2_1)  c_u_area_cut(2)_  80
    x(1_2_2_2)  goodput   0.11562500000000001
    x(1_2_2_2)  c_e_one_path(1_2_2)_  1
    x(1_2_2_2)  c_e_flow(1_2_0)_  1
    x(1_2_2_2)  c_u_processors(2_2_0)_  2
    x(1_2_2_2)  c_u_processors(2_2_1)_  2
    x(1_2_2_2)  c_u_area_cut(2)_  74
    x(1_2_2_3)  goodput   0.0093750000000000014
    x(1_2_2_3)  c_e_one_path(1_2_2)_  1
    x(1_2_2_3)  c_e_flow(1_2_0)_  1
    x(1_2_2_3)  c_u_processors(2_2_0)_  2
    x(1_2_2_3)  c_u_area_cut(2)_  6
    x(1_2_2_4)  goodput   0.125
    x(1_2_2_4)  c_e_one_path(1_2_2)_  1
    x(1_2_2_4)  c_e_flow(1_2_1)_  1
    x(1_2_2_4)  c_u_processors(2_2_0)_  2
    x(1_2_2_4)  c_u_processors(2_2_1)_  2
    x(1_2_2_4)  c_u_processors(2_2_2)_  2
    x(1_2_2_4)  c_u_area_cut(2)_  80
    x(1_2_2_5)  goodput   0.11562500000000001
    x(1_2_2_5)  c_e_one_path(1_2_2)_  1
    x(1_2_2_5)  c_e_flow(1_2_1)_  1
    x(1_2_2_5)  c_u_processors(2_2_0)_  2
    x(1_2_2_5)  c_u_processors(2_2_1)_  2
    x(1_2_2_5)  c_u_area_cut(2)_  74
    x(1_2_2_6)  goodput   0.0093750000000000014
    x(1_2_2_6)  c_e_one_path(1_2_2)_  1
    x(1_2_2_6)  c_e_flow(1_2_1)_  1
    x(1_2_2_6)  c_u_processors(2_2_0)_  2
    x(1_2_2_6)  c_u_area_cut(2)_  6
    x(1_2_2_7)  goodput   0.096875000000000003
    x(1_2_2_7)  c_e_one_path(1_2_2)_  1
    x(1_2_2_7)  c_e_flow(1_2_1)_  1
    x(1_2_2_7)  c_u_processors(2_2_1)_  2
    x(1_2_2_7)  c_u_processors(2_2_2)_  2
    x(1_2_2_7)  c_u_area_cut(2)_  62
    x(1_2_2_8)  goodput   0.087500000000000008
    x(1_2_2_8)  c_e_one_path(1_2_2)_  1
    x(1_2_2_8)  c_e_flow(1_2_1)_  1
    x(1_2_2_8)  c_u_processors(2_2_1)_  2
    x(1_2_2_8)  c_u_area_cut(2)_  56
    x(1_2_2_10)  goodput   0.11562500000000001
    x(1_2_2_10)  c_e_one_path(1_2_2)_  1
    x(1_2_2_10)  c_e_flow(1_2_2)_  1
    x(1_2_2_10)  c_u_processors(2_2_0)_  2
    x(1_2_2_10)  c_u_processors(2_2_1)_  2
    x(1_2_2_10)  c_u_processors(2_2_2)_  2
    x(1_2_2_10)  c_u_area_cut(2)_  74
    x(1_2_2_11)  goodput   0.10625000000000001
    x(1_2_2_11)  c_e_one_path(1_2_2)_  1
    x(1_2_2_11)  c_e_flow(1_2_2)_  1
    x(1_2_2_11)  c_u_processors(2_2_0)_  2
    x(1_2_2_11)  c_u_processors(2_2_1)_  2
    x(1_2_2_11)  c_u_area_cut(2)_  68
    x(1_2_2_13)  goodput   0.096875000000000003
    x(1_2_2_13)  c_e_one_path(1_2_2)_  1
    x(1_2_2_13)  c_e_flow(1_2_2)_  1
    x(1_2_2_13)  c_u_processors(2_2_1)_  2
    x(1_2_2_13)  c_u_processors(2_2_2)_  2
    x(1_2_2_13)  c_u_area_cut(2)_  62
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
    x(1_2_3_2)  goodput   0.11562500000000001
    x(1_2_3_2)  c_e_one_path(1_2_3)_  1
    x(1_2_3_2)  c_e_flow(1_2_0)_  1
    x(1_2_3_2)  c_u_processors(2_3_0)_  2
    x(1_2_3_2)  c_u_processors(2_3_1)_  2
    x(1_2_3_2)  c_u_area_cut(2)_  74
    x(1_2_3_3)  goodput   0.096875000000000003
    x(1_2_3_3)  c_e_one_path(1_2_3)_  1
    x(1_2_3_3)  c_e_flow(1_2_0)_  1
    x(1_2_3_3)  c_u_processors(2_3_0)_  2
    x(1_2_3_3)  c_u_area_cut(2)_  62
    x(1_2_3_4)  goodput   0.125
    x(1_2_3_4)  c_e_one_path(1_2_3)_  1
    x(1_2_3_4)  c_e_flow(1_2_1)_  1
    x(1_2_3_4)  c_u_processors(2_3_0)_  2
    x(1_2_3_4)  c_u_processors(2_3_1)_  2
    x(1_2_3_4)  c_u_processors(2_3_2)_  2
    x(1_2_3_4)  c_u_area_cut(2)_  80
    x(1_2_3_5)  goodput   0.11562500000000001
    x(1_2_3_5)  c_e_one_path(1_2_3)_  1
    x(1_2_3_5)  c_e_flow(1_2_1)_  1
    x(1_2_3_5)  c_u_processors(2_3_0)_  2
    x(1_2_3_5)  c_u_processors(2_3_1)_  2
    x(1_2_3_5)  c_u_area_cut(2)_  74
    x(1_2_3_6)  goodput   0.096875000000000003
    x(1_2_3_6)  c_e_one_path(1_2_3)_  1
    x(1_2_3_6)  c_e_flow(1_2_1)_  1
    x(1_2_3_6)  c_u_processors(2_3_0)_  2
    x(1_2_3_6)  c_u_area_cut(2)_  62
    x(1_2_3_7)  goodput   0.0093750000000000014
    x(1_2_3_7)  c_e_one_path(1_2_3)_  1
    x(1_2_3_7)  c_e_flow(1_2_1)_  1
    x(1_2_3_7)  c_u_processors(2_3_1)_  2
    x(1_2_3_7)  c_u_processors(2_3_2)_  2
    x(1_2_3_7)  c_u_area_cut(2)_  6
    x(1_2_3_10)  goodput   0.11562500000000001
    x(1_2_3_10)  c_e_one_path(1_2_3)_  1
    x(1_2_3_10)  c_e_flow(1_2_2)_  1
    x(1_2_3_10)  c_u_processors(2_3_0)_  2
    x(1_2_3_10)  c_u_processors(2_3_1)_  2
    x(1_2_3_10)  c_u_processors(2_3_2)_  2
    x(1_2_3_10)  c_u_area_cut(2)_  74
    x(1_2_3_11)  goodput   0.10625000000000001
    x(1_2_3_11)  c_e_one_path(1_2_3)_  1
    x(1_2_3_11)  c_e_flow(1_2_2)_  1
    x(1_2_3_11)  c_u_processors(2_3_0)_  2
    x(1_2_3_11)  c_u_processors(2_3_1)_  2
    x(1_2_3_11)  c_u_area_cut(2)_  68
    x(1_2_3_12)  goodput   0.087500000000000008
    x(1_2_3_12)  c_e_one_path(1_2_3)_  1
    x(1_2_3_12)  c_e_flow(1_2_2)_  1
    x(1_2_3_12)  c_u_processors(2_3_0)_  2
    x(1_2_3_12)  c_u_area_cut(2)_  56
    x(1_2_3_13)  goodput   0.0093750000000000014
    x(1_2_3_13)  c_e_one_path(1_2_3)_  1
    x(1_2_3_13)  c_e_flow(1_2_2)_  1
    x(1_2_3_13)  c_u_processors(2_3_1)_  2
    x(1_2_3_13)  c_u_processors(2_3_2)_  2
    x(1_2_3_13)  c_u_area_cut(2)_  6
    x(1_2_4_1)  goodput   0.125
    x(1_2_4_1)  c_e_one_path(1_2_4)_  1
    x(1_2_4_1)  c_e_flow(1_2_0)_  1
    x(1_2_4_1)  c_u_processors(2_4_0)_  2
    x(1_2_4_1)  c_u_processors(2_4_1)_  2
    x(1_2_4_1)  c_u_processors(2_4_2)_  2
    x(1_2_4_1)  c_u_area_cut(2)_  80
    x(1_2_4_2)  goodput   0.11562500000000001
    x(1_2_4_2)  c_e_one_path(1_2_4)_  1
    x(1_2_4_2)  c_e_flow(1_2_0)_  1
    x(1_2_4_2)  c_u_processors(2_4_0)_  2
    x(1_2_4_2)  c_u_processors(2_4_1)_  2
    x(1_2_4_2)  c_u_area_cut(2)_  74
    x(1_2_4_3)  goodput   0.10625000000000001
    x(1_2_4_3)  c_e_one_path(1_2_4)_  1
    x(1_2_4_3)  c_e_flow(1_2_0)_  1
    x(1_2_4_3)  c_u_processors(2_4_0)_  2
    x(1_2_4_3)  c_u_area_cut(2)_  68
    x(1_2_4_4)  goodput   0.125
    x(1_2_4_4)  c_e_one_path(1_2_4)_  1
    x(1_2_4_4)  c_e_flow(1_2_1)_  1
    x(1_2_4_4)  c_u_processors(2_4_0)_  2
    x(1_2_4_4)  c_u_processors(2_4_1)_  2
    x(1_2_4_4)  c_u_processors(2_4_2)_  2
    x(1_2_4_4)  c_u_area_cut(2)_  80
    x(1_2_4_5)  goodput   0.11562500000000001
    x(1_2_4_5)  c_e_one_path(1_2_4)_  1
    x(1_2_4_5)  c_e_flow(1_2_1)_  1
    x(1_2_4_5)  c_u_processors(2_4_0)_  2
    x(1_2_4_5)  c_u_processors(2_4_1)_  2
    x(1_2_4_5)  c_u_area_cut(2)_  74
    x(1_2_4_6)  goodput   0.10625000000000001
    x(1_2_4_6)  c_e_one_path(1_2_4)_  1
    x(1_2_4_6)  c_e_flow(1_2_1)_  1
    x(1_2_4_6)  c_u_processors(2_4_0)_  2
    x(1_2_4_6)  c_u_area_cut(2)_  68
    x(1_2_4_10)  goodput   0.11562500000000001
    x(1_2_4_10)  c_e_one_path(1_2_4)_  1
    x(1_2_4_10)  c_e_flow(1_2_2)_  1
    x(1_2_4_10)  c_u_processors(2_4_0)_  2
    x(1_2_4_10)  c_u_processors(2_4_1)_  2
    x(1_2_4_10)  c_u_processors(2_4_2)_  2
    x(1_2_4_10)  c_u_area_cut(2)_  74
    x(1_2_4_11)  goodput   0.10625000000000001
    x(1_2_4_11)  c_e_one_path(1_2_4)_  1
    x(1_2_4_11)  c_e_flow(1_2_2)_  1
    x(1_2_4_11)  c_u_processors(2_4_0)_  2
    x(1_2_4_11)  c_u_processors(2_4_1)_  2
    x(1_2_4_11)  c_u_area_cut(2)_  68
    x(1_2_4_12)  goodput   0.096875000000000003
    x(1_2_4_12)  c_e_one_path(1_2_4)_  1
    x(1_2_4_12)  c_e_flow(1_2_2)_  1
    x(1_2_4_12)  c_u_processors(2_4_0)_  2
    x(1_2_4_12)  c_u_area_cut(2)_  62
    x(1_2_5_1)  goodput   0.125
    x(1_2_5_1)  c_e_one_path(1_2_5)_  1
    x(1_2_5_1)  c_e_flow(1_2_0)_  1
    x(1_2_5_1)  c_u_processors(2_5_0)_  2
    x(1_2_5_1)  c_u_processors(2_5_1)_  2
    x(1_2_5_1)  c_u_processors(2_5_2)_  2
    x(1_2_5_1)  c_u_area_cut(2)_  80
    x(1_2_5_2)  goodput   0.11562500000000001
    x(1_2_5_2)  c_e_one_path(1_2_5)_  1
    x(1_2_5_2)  c_e_flow(1_2_0)_  1
    x(1_2_5_2)  c_u_processors(2_5_0)_  2
    x(1_2_5_2)  c_u_processors(2_5_1)_  2
    x(1_2_5_2)  c_u_area_cut(2)_  74
    x(1_2_5_3)  goodput   0.11562500000000001
    x(1_2_5_3)  c_e_one_path(1_2_5)_  1
    x(1_2_5_3)  c_e_flow(1_2_0)_  1
    x(1_2_5_3)  c_u_processors(2_5_0)_  2
    x(1_2_5_3)  c_u_area_cut(2)_  74
    x(1_2_5_4)  goodput   0.125
    x(1_2_5_4)  c_e_one_path(1_2_5)_  1
    x(1_2_5_4)  c_e_flow(1_2_1)_  1
    x(1_2_5_4)  c_u_processors(2_5_0)_  2
    x(1_2_5_4)  c_u_processors(2_5_1)_  2
    x(1_2_5_4)  c_u_processors(2_5_2)_  2
    x(1_2_5_4)  c_u_area_cut(2)_  80
    x(1_2_5_5)  goodput   0.11562500000000001
    x(1_2_5_5)  c_e_one_path(1_2_5)_  1
    x(1_2_5_5)  c_e_flow(1_2_1)_  1
    x(1_2_5_5)  c_u_processors(2_5_0)_  2
    x(1_2_5_5)  c_u_processors(2_5_1)_  2
    x(1_2_5_5)  c_u_area_cut(2)_  74
    x(1_2_5_6)  goodput   0.11562500000000001
    x(1_2_5_6)  c_e_one_path(1_2_5)_  1
    x(1_2_5_6)  c_e_flow(1_2_1)_  1
    x(1_2_5_6)  c_u_processors(2_5_0)_  2
    x(1_2_5_6)  c_u_area_cut(2)_  74
    x(1_2_5_10)  goodput   0.11562500000000001
    x(1_2_5_10)  c_e_one_path(1_2_5)_  1
    x(1_2_5_10)  c_e_flow(1_2_2)_  1
    x(1_2_5_10)  c_u_processors(2_5_0)_  2
    x(1_2_5_10)  c_u_processors(2_5_1)_  2
    x(1_2_5_10)  c_u_processors(2_5_2)_  2
    x(1_2_5_10)  c_u_area_cut(2)_  74
    x(1_2_5_11)  goodput   0.10625000000000001
    x(1_2_5_11)  c_e_one_path(1_2_5)_  1
    x(1_2_5_11)  c_e_flow(1_2_2)_  1
    x(1_2_5_11)  c_u_processors(2_5_0)_  2
    x(1_2_5_11)  c_u_processors(2_5_1)_  2
    x(1_2_5_11)  c_u_area_cut(2)_  68
    x(1_2_5_12)  goodput   0.10625000000000001
    x(1_2_5_12)  c_e_one_path(1_2_5)_  1
    x(1_2_5_12)  c_e_flow(1_2_2)_  1
    x(1_2_5_12)  c_u_processors(2_5_0)_  2
    x(1_2_5_12)  c_u_area_cut(2)_  68
    x(2_0_0_1)  goodput   0.1875
    x(2_0_0_1)  c_e_one_path(2_0_0)_  1
    x(2_0_0_1)  c_e_flow(2_0_0)_  1
    x(2_0_0_1)  c_e_flow(2_1_0)_  -1
    x(2_0_0_1)  c_u_processors(0_0_0)_  4
    x(2_0_0_1)  c_u_processors(0_0_1)_  4
    x(2_0_0_1)  c_u_processors(0_0_2)_  4
    x(2_0_0_1)  c_u_area_cut(0)_  120
    x(2_0_0_2)  goodput   0.16875000000000001
    x(2_0_0_2)  c_e_one_path(2_0_0)_  1
    x(2_0_0_2)  c_e_flow(2_0_0)_  1
    x(2_0_0_2)  c_e_flow(2_1_1)_  -1
    x(2_0_0_2)  c_u_processors(0_0_0)_  4
    x(2_0_0_2)  c_u_processors(0_0_1)_  4
    x(2_0_0_2)  c_u_area_cut(0)_  108
    x(2_0_0_4)  goodput   0.1875
    x(2_0_0_4)  c_e_one_path(2_0_0)_  1
    x(2_0_0_4)  c_e_flow(2_0_1)_  1
    x(2_0_0_4)  c_e_flow(2_1_0)_  -1
    x(2_0_0_4)  c_u_processors(0_0_0)_  4
    x(2_0_0_4)  c_u_processors(0_0_1)_  4
    x(2_0_0_4)  c_u_processors(0_0_2)_  4
    x(2_0_0_4)  c_u_area_cut(0)_  120
    x(2_0_0_5)  goodput   0.16875000000000001
    x(2_0_0_5)  c_e_one_path(2_0_0)_  1
    x(2_0_0_5)  c_e_flow(2_0_1)_  1
    x(2_0_0_5)  c_e_flow(2_1_1)_  -1
    x(2_0_0_5)  c_u_processors(0_0_0)_  4
    x(2_0_0_5)  c_u_processors(0_0_1)_  4
    x(2_0_0_5)  c_u_area_cut(0)_  108
    x(2_0_0_7)  goodput   0.16875000000000001
    x(2_0_0_7)  c_e_one_path(2_0_0)_  1
    x(2_0_0_7)  c_e_flow(2_0_1)_  1
    x(2_0_0_7)  c_e_flow(2_1_0)_  -1
    x(2_0_0_7)  c_u_processors(0_0_1)_  4
    x(2_0_0_7)  c_u_processors(0_0_2)_  4
    x(2_0_0_7)  c_u_area_cut(0)_  108
    x(2_0_0_8)  goodput   0.15000000000000002
    x(2_0_0_8)  c_e_one_path(2_0_0)_  1
    x(2_0_0_8)  c_e_flow(2_0_1)_  1
    x(2_0_0_8)  c_e_flow(2_1_1)_  -1
    x(2_0_0_8)  c_u_processors(0_0_1)_  4
    x(2_0_0_8)  c_u_area_cut(0)_  96
    x(2_0_0_10)  goodput   0.16875000000000001
    x(2_0_0_10)  c_e_one_path(2_0_0)_  1
    x(2_0_0_10)  c_e_flow(2_0_2)_  1
    x(2_0_0_10)  c_e_flow(2_1_0)_  -1
    x(2_0_0_10)  c_u_processors(0_0_0)_  4
    x(2_0_0_10)  c_u_processors(0_0_1)_  4
    x(2_0_0_10)  c_u_processors(0_0_2)_  4
    x(2_0_0_10)  c_u_area_cut(0)_  108
    x(2_0_0_11)  goodput   0.15000000000000002
    x(2_0_0_11)  c_e_one_path(2_0_0)_  1
    x(2_0_0_11)  c_e_flow(2_0_2)_  1
    x(2_0_0_11)  c_e_flow(2_1_1)_  -1
    x(2_0_0_11)  c_u_processors(0_0_0)_  4
    x(2_0_0_11)  c_u_processors(0_0_1)_  4
    x(2_0_0_11)  c_u_area_cut(0)_  96
    x(2_0_0_13)  goodput   0.16875000000000001
    x(2_0_0_13)  c_e_one_path(2_0_0)_  1
    x(2_0_0_13)  c_e_flow(2_0_2)_  1
    x(2_0_0_13)  c_e_flow(2_1_0)_  -1
    x(2_0_0_13)  c_u_processors(0_0_1)_  4
    x(2_0_0_13)  c_u_processors(0_0_2)_  4
    x(2_0_0_13)  c_u_area_cut(0)_  108
    x(2_0_0_14)  goodput   0.15000000000000002
    x(2_0_0_14)  c_e_one_path(2_0_0)_  1
    x(2_0_0_14)  c_e_flow(2_0_2)_  1
    x(2_0_0_14)  c_e_flow(2_1_1)_  -1
    x(2_0_0_14)  c_u_processors(0_0_1)_  4
    x(2_0_0_14)  c_u_area_cut(0)_  96
    x(2_0_1_1)  goodput   0.1875
    x(2_0_1_1)  c_e_one_path(2_0_1)_  1
    x(2_0_1_1)  c_e_flow(2_0_0)_  1
    x(2_0_1_1)  c_e_flow(2_1_0)_  -1
    x(2_0_1_1)  c_u_processors(0_1_0)_  4
    x(2_0_1_1)  c_u_processors(0_1_1)_  4
    x(2_0_1_1)  c_u_processors(0_1_2)_  4
    x(2_0_1_1)  c_u_area_cut(0)_  120
    x(2_0_1_2)  goodput   0.16875000000000001
    x(2_0_1_2)  c_e_one_path(2_0_1)_  1
    x(2_0_1_2)  c_e_flow(2_0_0)_  1
    x(2_0_1_2)  c_e_flow(2_1_1)_  -1
    x(2_0_1_2)  c_u_processors(0_1_0)_  4
    x(2_0_1_2)  c_u_processors(0_1_1)_  4
    x(2_0_1_2)  c_u_area_cut(0)_  108
    x(2_0_1_4)  goodput   0.1875
    x(2_0_1_4)  c_e_one_path(2_0_1)_  1
    x(2_0_1_4)  c_e_flow(2_0_1)_  1
    x(2_0_1_4)  c_e_flow(2_1_0)_  -1
    x(2_0_1_4)  c_u_processors(0_1_0)_  4
    x(2_0_1_4)  c_u_processors(0_1_1)_  4
    x(2_0_1_4)  c_u_processors(0_1_2)_  4
    x(2_0_1_4)  c_u_area_cut(0)_  120
    x(2_0_1_5)  goodput   0.16875000000000001
    x(2_0_1_5)  c_e_one_path(2_0_1)_  1
    x(2_0_1_5)  c_e_flow(2_0_1)_  1
    x(2_0_1_5)  c_e_flow(2_1_1)_  -1
    x(2_0_1_5)  c_u_processors(0_1_0)_  4
    x(2_0_1_5)  c_u_processors(0_1_1)_  4
    x(2_0_1_5)  c_u_area_cut(0)_  108
    x(2_0_1_7)  goodput   0.15000000000000002
    x(2_0_1_7)  c_e_one_path(2_0_1)_  1
    x(2_0_1_7)  c_e_flow(2_0_1)_  1
    x(2_0_1_7)  c_e_flow(2_1_0)_  -1
    x(2_0_1_7)  c_u_processors(0_1_1)_  4
    x(2_0_1_7)  c_u_processors(0_1_2)_  4
    x(2_0_1_7)  c_u_area_cut(0)_  96
    x(2_0_1_8)  goodput   0.13125000000000001
    x(2_0_1_8)  c_e_one_path(2_0_1)_  1
    x(2_0_1_8)  c_e_flow(2_0_1)_  1
    x(2_0_1_8)  c_e_flow(2_1_1)_  -1
    x(2_0_1_8)  c_u_processors(0_1_1)_  4
    x(2_0_1_8)  c_u_area_cut(0)_  84
    x(2_0_1_10)  goodput   0.16875000000000001
    x(2_0_1_10)  c_e_one_path(2_0_1)_  1
    x(2_0_1_10)  c_e_flow(2_0_2)_  1
    x(2_0_1_10)  c_e_flow(2_1_0)_  -1
    x(2_0_1_10)  c_u_processors(0_1_0)_  4
    x(2_0_1_10)  c_u_processors(0_1_1)_  4
    x(2_0_1_10)  c_u_processors(0_1_2)_  4
    x(2_0_1_10)  c_u_area_cut(0)_  108
    x(2_0_1_11)  goodput   0.15000000000000002
    x(2_0_1_11)  c_e_one_path(2_0_1)_  1
    x(2_0_1_11)  c_e_flow(2_0_2)_  1
    x(2_0_1_11)  c_e_flow(2_1_1)_  -1
    x(2_0_1_11)  c_u_processors(0_1_0)_  4
    x(2_0_1_11)  c_u_processors(0_1_1)_  4
    x(2_0_1_11)  c_u_area_cut(0)_  96
    x(2_0_1_13)  goodput   0.15000000000000002
    x(2_0_1_13)  c_e_one_path(2_0_1)_  1
    x(2_0_1_13)  c_e_flow(2_0_2)_  1
    x(2_0_1_13)  c_e_flow(2_1_0)_  -1
    x(2_0_1_13)  c_u_processors(0_1_1)_  4
    x(2_0_1_13)  c_u_processors(0_1_2)_  4
    x(2_0_1_13)  c_u_area_cut(0)_  96
    x(2_0_1_14)  goodput   0.13125000000000001
    x(2_0_1_14)  c_e_one_path(2_0_1)_  1
    x(2_0_1_14)  c_e_flow(2_0_2)_  1
    x(2_0_1_14)  c_e_flow(2_1_1)_  -1
    x(2_0_1_14)  c_u_processors(0_1_1)_  4
    x(2_0_1_14)  c_u_area_cut(0)_  84
    x(2_0_2_1)  goodput   0.1875
    x(2_0_2_1)  c_e_one_path(2_0_2)_  1
    x(2_0_2_1)  c_e_flow(2_0_0)_  1
    x(2_0_2_1)  c_e_flow(2_1_0)_  -1
    x(2_0_2_1)  c_u_processors(0_2_0)_  4
    x(2_0_2_1)  c_u_processors(0_2_1)_  4
    x(2_0_2_1)  c_u_processors(0_2_2)_  4
    x(2_0_2_1)  c_u_area_cut(0)_  120
    x(2_0_2_2)  goodput   0.16875000000000001
    x(2_0_2_2)  c_e_one_path(2_0_2)_  1
    x(2_0_2_2)  c_e_flow(2_0_0)_  1
    x(2_0_2_2)  c_e_flow(2_1_1)_  -1
    x(2_0_2_2)  c_u_processors(0_2_0)_  4
    x(2_0_2_2)  c_u_processors(0_2_1)_  4
    x(2_0_2_2)  c_u_area_cut(0)_  108
    x(2_0_2_3)  goodput   0.018750000000000003
    x(2_0_2_3)  c_e_one_path(2_0_2)_  1
    x(2_0_2_3)  c_e_flow(2_0_0)_  1
    x(2_0_2_3)  c_e_flow(2_1_2)_  -1
    x(2_0_2_3)  c_u_processors(0_2_0)_  4
    x(2_0_2_3)  c_u_area_cut(0)_  12
    x(2_0_2_4)  goodput   0.1875
    x(2_0_2_4)  c_e_one_path(2_0_2)_  1
    x(2_0_2_4)  c_e_flow(2_0_1)_  1
    x(2_0_2_4)  c_e_flow(2_1_0)_  -1
    x(2_0_2_4)  c_u_processors(0_2_0)_  4
    x(2_0_2_4)  c_u_processors(0_2_1)_  4
    x(2_0_2_4)  c_u_processors(0_2_2)_  4
    x(2_0_2_4)  c_u_area_cut(0)_  120
    x(2_0_2_5)  goodput   0.16875000000000001
    x(2_0_2_5)  c_e_one_path(2_0_2)_  1
    x(2_0_2_5)  c_e_flow(2_0_1)_  1
    x(2_0_2_5)  c_e_flow(2_1_1)_  -1
    x(2_0_2_5)  c_u_processors(0_2_0)_  4
    x(2_0_2_5)  c_u_processors(0_2_1)_  4
    x(2_0_2_5)  c_u_area_cut(0)_  108
    x(2_0_2_6)  goodput   0.018750000000000003
    x(2_0_2_6)  c_e_one_path(2_0_2)_  1
    x(2_0_2_6)  c_e_flow(2_0_1)_  1
    x(2_0_2_6)  c_e_flow(2_1_2)_  -1
    x(2_0_2_6)  c_u_processors(0_2_0)_  4
    x(2_0_2_6)  c_u_area_cut(0)_  12
    x(2_0_2_7)  goodput   0.13125000000000001
    x(2_0_2_7)  c_e_one_path(2_0_2)_  1
    x(2_0_2_7)  c_e_flow(2_0_1)_  1
    x(2_0_2_7)  c_e_flow(2_1_0)_  -1
    x(2_0_2_7)  c_u_processors(0_2_1)_  4
    x(2_0_2_7)  c_u_processors(0_2_2)_  4
    x(2_0_2_7)  c_u_area_cut(0)_  84
    x(2_0_2_8)  goodput   0.1125
    x(2_0_2_8)  c_e_one_path(2_0_2)_  1
    x(2_0_2_8)  c_e_flow(2_0_1)_  1
    x(2_0_2_8)  c_e_flow(2_1_1)_  -1
    x(2_0_2_8)  c_u_processors(0_2_1)_  4
    x(2_0_2_8)  c_u_area_cut(0)_  72
    x(2_0_2_10)  goodput   0.16875000000000001
    x(2_0_2_10)  c_e_one_path(2_0_2)_  1
    x(2_0_2_10)  c_e_flow(2_0_2)_  1
    x(2_0_2_10)  c_e_flow(2_1_0)_  -1
    x(2_0_2_10)  c_u_processors(0_2_0)_  4
    x(2_0_2_10)  c_u_processors(0_2_1)_  4
    x(2_0_2_10)  c_u_processors(0_2_2)_  4
    x(2_0_2_10)  c_u_area_cut(0)_  108
    x(2_0_2_11)  goodput   0.15000000000000002
    x(2_0_2_11)  c_e_one_path(2_0_2)_  1
    x(2_0_2_11)  c_e_flow(2_0_2)_  1
    x(2_0_2_11)  c_e_flow(2_1_1)_  -1
    x(2_0_2_11)  c_u_processors(0_2_0)_  4
    x(2_0_2_11)  c_u_processors(0_2_1)_  4
    x(2_0_2_11)  c_u_area_cut(0)_  96
    x(2_0_2_13)  goodput   0.13125000000000001
    x(2_0_2_13)  c_e_one_path(2_0_2)_  1
    x(2_0_2_13)  c_e_flow(2_0_2)_  1
    x(2_0_2_13)  c_e_flow(2_1_0)_  -1
    x(2_0_2_13)  c_u_processors(0_2_1)_  4
    x(2_0_2_13)  c_u_processors(0_2_2)_  4
    x(2_0_2_13)  c_u_area_cut(0)_  84
    x(2_0_2_14)  goodput   0.1125
    x(2_0_2_14)  c_e_one_path(2_0_2)_  1
    x(2_0_2_14)  c_e_flow(2_0_2)_  1
    x(2_0_2_14)  c_e_flow(2_1_1)_  -1
    x(2_0_2_14)  c_u_processors(0_2_1)_  4
    x(2_0_2_14)  c_u_area_cut(0)_  72
    x(2_0_3_1)  goodput   0.1875
    x(2_0_3_1)  c_e_one_path(2_0_3)_  1
    x(2_0_3_1)  c_e_flow(2_0_0)_  1
    x(2_0_3_1)  c_e_flow(2_1_0)_  -1
    x(2_0_3_1)  c_u_processors(0_3_0)_  4
    x(2_0_3_1)  c_u_processors(0_3_1)_  4
    x(2_0_3_1)  c_u_processors(0_3_2)_  4
    x(2_0_3_1)  c_u_area_cut(0)_  120
    x(2_0_3_2)  goodput   0.16875000000000001
    x(2_0_3_2)  c_e_one_path(2_0_3)_  1
    x(2_0_3_2)  c_e_flow(2_0_0)_  1
    x(2_0_3_2)  c_e_flow(2_1_1)_  -1
    x(2_0_3_2)  c_u_processors(0_3_0)_  4
    x(2_0_3_2)  c_u_processors(0_3_1)_  4
    x(2_0_3_2)  c_u_area_cut(0)_  108
    x(2_0_3_3)  goodput   0.13125000000000001
    x(2_0_3_3)  c_e_one_path(2_0_3)_  1
    x(2_0_3_3)  c_e_flow(2_0_0)_  1
    x(2_0_3_3)  c_e_flow(2_1_2)_  -1
    x(2_0_3_3)  c_u_processors(0_3_0)_  4
    x(2_0_3_3)  c_u_area_cut(0)_  84
    x(2_0_3_4)  goodput   0.1875
    x(2_0_3_4)  c_e_one_path(2_0_3)_  1
    x(2_0_3_4)  c_e_flow(2_0_1)_  1
    x(2_0_3_4)  c_e_flow(2_1_0)_  -1
    x(2_0_3_4)  c_u_processors(0_3_0)_  4
    x(2_0_3_4)  c_u_processors(0_3_1)_  4
    x(2_0_3_4)  c_u_processors(0_3_2)_  4
    x(2_0_3_4)  c_u_area_cut(0)_  120
    x(2_0_3_5)  goodput   0.16875000000000001
    x(2_0_3_5)  c_e_one_path(2_0_3)_  1
    x(2_0_3_5)  c_e_flow(2_0_1)_  1
    x(2_0_3_5)  c_e_flow(2_1_1)_  -1
    x(2_0_3_5)  c_u_processors(0_3_0)_  4
    x(2_0_3_5)  c_u_processors(0_3_1)_  4
    x(2_0_3_5)  c_u_area_cut(0)_  108
    x(2_0_3_6)  goodput   0.13125000000000001
    x(2_0_3_6)  c_e_one_path(2_0_3)_  1
    x(2_0_3_6)  c_e_flow(2_0_1)_  1
    x(2_0_3_6)  c_e_flow(2_1_2)_  -1
    x(2_0_3_6)  c_u_processors(0_3_0)_  4
    x(2_0_3_6)  c_u_area_cut(0)_  84
    x(2_0_3_7)  goodput   0.018750000000000003
    x(2_0_3_7)  c_e_one_path(2_0_3)_  1
    x(2_0_3_7)  c_e_flow(2_0_1)_  1
    x(2_0_3_7)  c_e_flow(2_1_0)_  -1
    x(2_0_3_7)  c_u_processors(0_3_1)_  4
    x(2_0_3_7)  c_u_processors(0_3_2)_  4
    x(2_0_3_7)  c_u_area_cut(0)_  12
    x(2_0_3_10)  goodput   0.16875000000000001
    x(2_0_3_10)  c_e_one_path(2_0_3)_  1
    x(2_0_3_10)  c_e_flow(2_0_2)_  1
    x(2_0_3_10)  c_e_flow(2_1_0)_  -1
    x(2_0_3_10)  c_u_processors(0_3_0)_  4
    x(2_0_3_10)  c_u_processors(0_3_1)_  4
    x(2_0_3_10)  c_u_processors(0_3_2)_  4
    x(2_0_3_10)  c_u_area_cut(0)_  108
    x(2_0_3_11)  goodput   0.15000000000000002
    x(2_0_3_11)  c_e_one_path(2_0_3)_  1
    x(2_0_3_11)  c_e_flow(2_0_2)_  1
    x(2_0_3_11)  c_e_flow(2_1_1)_  -1
    x(2_0_3_11)  c_u_processors(0_3_0)_  4
    x(2_0_3_11)  c_u_processors(0_3_1)_  4
    x(2_0_3_11)  c_u_area_cut(0)_  96
    x(2_0_3_12)  goodput   0.1125
    x(2_0_3_12)  c_e_one_path(2_0_3)_  1
    x(2_0_3_12)  c_e_flow(2_0_2)_  1
    x(2_0_3_12)  c_e_flow(2_1_2)_  -1
    x(2_0_3_12)  c_u_processors(0_3_0)_  4
    x(2_0_3_12)  c_u_area_cut(0)_  72
    x(2_0_3_13)  goodput   0.018750000000000003
    x(2_0_3_13)  c_e_one_path(2_0_3)_  1
    x(2_0_3_13)  c_e_flow(2_0_2)_  1
    x(2_0_3_13)  c_e_flow(2_1_0)_  -1
    x(2_0_3_13)  c_u_processors(0_3_1)_  4
    x(2_0_3_13)  c_u_processors(0_3_2)_  4
    x(2_0_3_13)  c_u_area_cut(0)_  12
    x(2_0_4_1)  goodput   0.1875
    x(2_0_4_1)  c_e_one_path(2_0_4)_  1
    x(2_0_4_1)  c_e_flow(2_0_0)_  1
    x(2_0_4_1)  c_e_flow(2_1_0)_  -1
    x(2_0_4_1)  c_u_processors(0_4_0)_  4
    x(2_0_4_1)  c_u_processors(0_4_1)_  4
    x(2_0_4_1)  c_u_processors(0_4_2)_  4
    x(2_0_4_1)  c_u_area_cut(0)_  120
    x(2_0_4_2)  goodput   0.16875000000000001
    x(2_0_4_2)  c_e_one_path(2_0_4)_  1
    x(2_0_4_2)  c_e_flow(2_0_0)_  1
    x(2_0_4_2)  c_e_flow(2_1_1)_  -1
    x(2_0_4_2)  c_u_processors(0_4_0)_  4
    x(2_0_4_2)  c_u_processors(0_4_1)_  4
    x(2_0_4_2)  c_u_area_cut(0)_  108
    x(2_0_4_3)  goodput   0.15000000000000002
    x(2_0_4_3)  c_e_one_path(2_0_4)_  1
    x(2_0_4_3)  c_e_flow(2_0_0)_  1
    x(2_0_4_3)  c_e_flow(2_1_2)_  -1
    x(2_0_4_3)  c_u_processors(0_4_0)_  4
    x(2_0_4_3)  c_u_area_cut(0)_  96
    x(2_0_4_4)  goodput   0.1875
    x(2_0_4_4)  c_e_one_path(2_0_4)_  1
    x(2_0_4_4)  c_e_flow(2_0_1)_  1
    x(2_0_4_4)  c_e_flow(2_1_0)_  -1
    x(2_0_4_4)  c_u_processors(0_4_0)_  4
    x(2_0_4_4)  c_u_processors(0_4_1)_  4
    x(2_0_4_4)  c_u_processors(0_4_2)_  4
    x(2_0_4_4)  c_u_area_cut(0)_  120
    x(2_0_4_5)  goodput   0.16875000000000001
    x(2_0_4_5)  c_e_one_path(2_0_4)_  1
    x(2_0_4_5)  c_e_flow(2_0_1)_  1
    x(2_0_4_5)  c_e_flow(2_1_1)_  -1
    x(2_0_4_5)  c_u_processors(0_4_0)_  4
    x(2_0_4_5)  c_u_processors(0_4_1)_  4
    x(2_0_4_5)  c_u_area_cut(0)_  108
    x(2_0_4_6)  goodput   0.15000000000000002
    x(2_0_4_6)  c_e_one_path(2_0_4)_  1
    x(2_0_4_6)  c_e_flow(2_0_1)_  1
    x(2_0_4_6)  c_e_flow(2_1_2)_  -1
    x(2_0_4_6)  c_u_processors(0_4_0)_  4
    x(2_0_4_6)  c_u_area_cut(0)_  96
    x(2_0_4_10)  goodput   0.16875000000000001
    x(2_0_4_10)  c_e_one_path(2_0_4)_  1
    x(2_0_4_10)  c_e_flow(2_0_2)_  1
    x(2_0_4_10)  c_e_flow(2_1_0)_  -1
    x(2_0_4_10)  c_u_processors(0_4_0)_  4
    x(2_0_4_10)  c_u_processors(0_4_1)_  4
    x(2_0_4_10)  c_u_processors(0_4_2)_  4
    x(2_0_4_10)  c_u_area_cut(0)_  108
    x(2_0_4_11)  goodput   0.15000000000000002
    x(2_0_4_11)  c_e_one_path(2_0_4)_  1
    x(2_0_4_11)  c_e_flow(2_0_2)_  1
    x(2_0_4_11)  c_e_flow(2_1_1)_  -1
    x(2_0_4_11)  c_u_processors(0_4_0)_  4
    x(2_0_4_11)  c_u_processors(0_4_1)_  4
    x(2_0_4_11)  c_u_area_cut(0)_  96
    x(2_0_4_12)  goodput   0.13125000000000001
    x(2_0_4_12)  c_e_one_path(2_0_4)_  1
    x(2_0_4_12)  c_e_flow(2_0_2)_  1
    x(2_0_4_12)  c_e_flow(2_1_2)_  -1
    x(2_0_4_12)  c_u_processors(0_4_0)_  4
    x(2_0_4_12)  c_u_area_cut(0)_  84
    x(2_0_5_1)  goodput   0.1875
    x(2_0_5_1)  c_e_one_path(2_0_5)_  1
    x(2_0_5_1)  c_e_flow(2_0_0)_  1
    x(2_0_5_1)  c_e_flow(2_1_0)_  -1
    x(2_0_5_1)  c_u_processors(0_5_0)_  4
    x(2_0_5_1)  c_u_processors(0_5_1)_  4
    x(2_0_5_1)  c_u_processors(0_5_2)_  4
    x(2_0_5_1)  c_u_area_cut(0)_  120
    x(2_0_5_2)  goodput   0.16875000000000001
    x(2_0_5_2)  c_e_one_path(2_0_5)_  1
    x(2_0_5_2)  c_e_flow(2_0_0)_  1
    x(2_0_5_2)  c_e_flow(2_1_1)_  -1
    x(2_0_5_2)  c_u_processors(0_5_0)_  4
    x(2_0_5_2)  c_u_processors(0_5_1)_  4
    x(2_0_5_2)  c_u_area_cut(0)_  108
    x(2_0_5_3)  goodput   0.16875000000000001
    x(2_0_5_3)  c_e_one_path(2_0_5)_  1
    x(2_0_5_3)  c_e_flow(2_0_0)_  1
    x(2_0_5_3)  c_e_flow(2_1_2)_  -1
    x(2_0_5_3)  c_u_processors(0_5_0)_  4
    x(2_0_5_3)  c_u_area_cut(0)_  108
    x(2_0_5_4)  goodput   0.1875
    x(2_0_5_4)  c_e_one_path(2_0_5)_  1
    x(2_0_5_4)  c_e_flow(2_0_1)_  1
    x(2_0_5_4)  c_e_flow(2_1_0)_  -1
    x(2_0_5_4)  c_u_processors(0_5_0)_  4
    x(2_0_5_4)  c_u_processors(0_5_1)_  4
    x(2_0_5_4)  c_u_processors(0_5_2)_  4
    x(2_0_5_4)  c_u_area_cut(0)_  120
    x(2_0_5_5)  goodput   0.16875000000000001
    x(2_0_5_5)  c_e_one_path(2_0_5)_  1
    x(2_0_5_5)  c_e_flow(2_0_1)_  1
    x(2_0_5_5)  c_e_flow(2_1_1)_  -1
    x(2_0_5_5)  c_u_processors(0_5_0)_  4
    x(2_0_5_5)  c_u_processors(0_5_1)_  4
    x(2_0_5_5)  c_u_area_cut(0)_  108
    x(2_0_5_6)  goodput   0.16875000000000001
    x(2_0_5_6)  c_e_one_path(2_0_5)_  1
    x(2_0_5_6)  c_e_flow(2_0_1)_  1
    x(2_0_5_6)  c_e_flow(2_1_2)_  -1
    x(2_0_5_6)  c_u_processors(0_5_0)_  4
    x(2_0_5_6)  c_u_area_cut(0)_  108
    x(2_0_5_10)  goodput   0.16875000000000001
    x(2_0_5_10)  c_e_one_path(2_0_5)_  1
    x(2_0_5_10)  c_e_flow(2_0_2)_  1
    x(2_0_5_10)  c_e_flow(2_1_0)_  -1
    x(2_0_5_10)  c_u_processors(0_5_0)_  4
    x(2_0_5_10)  c_u_processors(0_5_1)_  4
    x(2_0_5_10)  c_u_processors(0_5_2)_  4
    x(2_0_5_10)  c_u_area_cut(0)_  108
    x(2_0_5_11)  goodput   0.15000000000000002
    x(2_0_5_11)  c_e_one_path(2_0_5)_  1
    x(2_0_5_11)  c_e_flow(2_0_2)_  1
    x(2_0_5_11)  c_e_flow(2_1_1)_  -1
    x(2_0_5_11)  c_u_processors(0_5_0)_  4
    x(2_0_5_11)  c_u_processors(0_5_1)_  4
    x(2_0_5_11)  c_u_area_cut(0)_  96
    x(2_0_5_12)  goodput   0.15000000000000002
    x(2_0_5_12)  c_e_one_path(2_0_5)_  1
    x(2_0_5_12)  c_e_flow(2_0_2)_  1
    x(2_0_5_12)  c_e_flow(2_1_2)_  -1
    x(2_0_5_12)  c_u_processors(0_5_0)_  4
    x(2_0_5_12)  c_u_area_cut(0)_  96
    x(2_1_0_1)  goodput   0.1875
    x(2_1_0_1)  c_e_one_path(2_1_0)_  1
    x(2_1_0_1)  c_e_flow(2_1_0)_  1
    x(2_1_0_1)  c_e_flow(2_2_0)_  -1
    x(2_1_0_1)  c_u_processors(1_0_0)_  4
    x(2_1_0_1)  c_u_processors(1_0_1)_  4
    x(2_1_0_1)  c_u_processors(1_0_2)_  4
    x(2_1_0_1)  c_u_area_cut(1)_  120
    x(2_1_0_2)  goodput   0.16875000000000001
    x(2_1_0_2)  c_e_one_path(2_1_0)_  1
    x(2_1_0_2)  c_e_flow(2_1_0)_  1
    x(2_1_0_2)  c_e_flow(2_2_1)_  -1
    x(2_1_0_2)  c_u_processors(1_0_0)_  4
    x(2_1_0_2)  c_u_processors(1_0_1)_  4
    x(2_1_0_2)  c_u_area_cut(1)_  108
    x(2_1_0_4)  goodput   0.1875
    x(2_1_0_4)  c_e_one_path(2_1_0)_  1
    x(2_1_0_4)  c_e_flow(2_1_1)_  1
    x(2_1_0_4)  c_e_flow(2_2_0)_  -1
    x(2_1_0_4)  c_u_processors(1_0_0)_  4
    x(2_1_0_4)  c_u_processors(1_0_1)_  4
    x(2_1_0_4)  c_u_processors(1_0_2)_  4
    x(2_1_0_4)  c_u_area_cut(1)_  120
    x(2_1_0_5)  goodput   0.16875000000000001
    x(2_1_0_5)  c_e_one_path(2_1_0)_  1
    x(2_1_0_5)  c_e_flow(2_1_1)_  1
    x(2_1_0_5)  c_e_flow(2_2_1)_  -1
    x(2_1_0_5)  c_u_processors(1_0_0)_  4
    x(2_1_0_5)  c_u_processors(1_0_1)_  4
    x(2_1_0_5)  c_u_area_cut(1)_  108
    x(2_1_0_7)  goodput   0.16875000000000001
    x(2_1_0_7)  c_e_one_path(2_1_0)_  1
    x(2_1_0_7)  c_e_flow(2_1_1)_  1
    x(2_1_0_7)  c_e_flow(2_2_0)_  -1
    x(2_1_0_7)  c_u_processors(1_0_1)_  4
    x(2_1_0_7)  c_u_processors(1_0_2)_  4
    x(2_1_0_7)  c_u_area_cut(1)_  108
    x(2_1_0_8)  goodput   0.15000000000000002
    x(2_1_0_8)  c_e_one_path(2_1_0)_  1
    x(2_1_0_8)  c_e_flow(2_1_1)_  1
    x(2_1_0_8)  c_e_flow(2_2_1)_  -1
    x(2_1_0_8)  c_u_processors(1_0_1)_  4
    x(2_1_0_8)  c_u_area_cut(1)_  96
    x(2_1_0_10)  goodput   0.16875000000000001
    x(2_1_0_10)  c_e_one_path(2_1_0)_  1
    x(2_1_0_10)  c_e_flow(2_1_2)_  1
    x(2_1_0_10)  c_e_flow(2_2_0)_  -1
    x(2_1_0_10)  c_u_processors(1_0_0)_  4
    x(2_1_0_10)  c_u_processors(1_0_1)_  4
    x(2_1_0_10)  c_u_processors(1_0_2)_  4
    x(2_1_0_10)  c_u_area_cut(1)_  108
    x(2_1_0_11)  goodput   0.15000000000000002
    x(2_1_0_11)  c_e_one_path(2_1_0)_  1
    x(2_1_0_11)  c_e_flow(2_1_2)_  1
    x(2_1_0_11)  c_e_flow(2_2_1)_  -1
    x(2_1_0_11)  c_u_processors(1_0_0)_  4
    x(2_1_0_11)  c_u_processors(1_0_1)_  4
    x(2_1_0_11)  c_u_area_cut(1)_  96
    x(2_1_0_13)  goodput   0.16875000000000001
    x(2_1_0_13)  c_e_one_path(2_1_0)_  1
    x(2_1_0_13)  c_e_flow(2_1_2)_  1
    x(2_1_0_13)  c_e_flow(2_2_0)_  -1
    x(2_1_0_13)  c_u_processors(1_0_1)_  4
    x(2_1_0_13)  c_u_processors(1_0_2)_  4
    x(2_1_0_13)  c_u_area_cut(1)_  108
    x(2_1_0_14)  goodput   0.15000000000000002
    x(2_1_0_14)  c_e_one_path(2_1_0)_  1
    x(2_1_0_14)  c_e_flow(2_1_2)_  1
    x(2_1_0_14)  c_e_flow(2_2_1)_  -1
    x(2_1_0_14)  c_u_processors(1_0_1)_  4
    x(2_1_0_14)  c_u_area_cut(1)_  96
    x(2_1_1_1)  goodput   0.1875
    x(2_1_1_1)  c_e_one_path(2_1_1)_  1
    x(2_1_1_1)  c_e_flow(2_1_0)_  1
    x(2_1_1_1)  c_e_flow(2_2_0)_  -1
    x(2_1_1_1)  c_u_processors(1_1_0)_  4
    x(2_1_1_1)  c_u_processors(1_1_1)_  4
    x(2_1_1_1)  c_u_processors(1_1_2)_  4
    x(2_1_1_1)  c_u_area_cut(1)_  120
    x(2_1_1_2)  goodput   0.16875000000000001
    x(2_1_1_2)  c_e_one_path(2_1_1)_  1
    x(2_1_1_2)  c_e_flow(2_1_0)_  1
    x(2_1_1_2)  c_e_flow(2_2_1)_  -1
    x(2_1_1_2)  c_u_processors(1_1_0)_  4
    x(2_1_1_2)  c_u_processors(1_1_1)_  4
    x(2_1_1_2)  c_u_area_cut(1)_  108
    x(2_1_1_4)  goodput   0.1875
    x(2_1_1_4)  c_e_one_path(2_1_1)_  1
    x(2_1_1_4)  c_e_flow(2_1_1)_  1
    x(2_1_1_4)  c_e_flow(2_2_0)_  -1
    x(2_1_1_4)  c_u_processors(1_1_0)_  4
    x(2_1_1_4)  c_u_processors(1_1_1)_  4
    x(2_1_1_4)  c_u_processors(1_1_2)_  4
    x(2_1_1_4)  c_u_area_cut(1)_  120
    x(2_1_1_5)  goodput   0.16875000000000001
    x(2_1_1_5)  c_e_one_path(2_1_1)_  1
    x(2_1_1_5)  c_e_flow(2_1_1)_  1
    x(2_1_1_5)  c_e_flow(2_2_1)_  -1
    x(2_1_1_5)  c_u_processors(1_1_0)_  4
    x(2_1_1_5)  c_u_processors(1_1_1)_  4
    x(2_1_1_5)  c_u_area_cut(1)_  108
    x(2_1_1_7)  goodput   0.15000000000000002
    x(2_1_1_7)  c_e_one_path(2_1_1)_  1
    x(2_1_1_7)  c_e_flow(2_1_1)_  1
    x(2_1_1_7)  c_e_flow(2_2_0)_  -1
    x(2_1_1_7)  c_u_processors(1_1_1)_  4
    x(2_1_1_7)  c_u_processors(1_1_2)_  4
    x(2_1_1_7)  c_u_area_cut(1)_  96
    x(2_1_1_8)  goodput   0.13125000000000001
    x(2_1_1_8)  c_e_one_path(2_1_1)_  1
    x(2_1_1_8)  c_e_flow(2_1_1)_  1
    x(2_1_1_8)  c_e_flow(2_2_1)_  -1
    x(2_1_1_8)  c_u_processors(1_1_1)_  4
    x(2_1_1_8)  c_u_area_cut(1)_  84
    x(2_1_1_10)  goodput   0.16875000000000001
    x(2_1_1_10)  c_e_one_path(2_1_1)_  1
    x(2_1_1_10)  c_e_flow(2_1_2)_  1
    x(2_1_1_10)  c_e_flow(2_2_0)_  -1
    x(2_1_1_10)  c_u_processors(1_1_0)_  4
    x(2_1_1_10)  c_u_processors(1_1_1)_  4
    x(2_1_1_10)  c_u_processors(1_1_2)_  4
    x(2_1_1_10)  c_u_area_cut(1)_  108
    x(2_1_1_11)  goodput   0.15000000000000002
    x(2_1_1_11)  c_e_one_path(2_1_1)_  1
    x(2_1_1_11)  c_e_flow(2_1_2)_  1
    x(2_1_1_11)  c_e_flow(2_2_1)_  -1
    x(2_1_1_11)  c_u_processors(1_1_0)_  4
    x(2_1_1_11)  c_u_processors(1_1_1)_  4
    x(2_1_1_11)  c_u_area_cut(1)_  96
    x(2_1_1_13)  goodput   0.15000000000000002
    x(2_1_1_13)  c_e_one_path(2_1_1)_  1
    x(2_1_1_13)  c_e_flow(2_1_2)_  1
    x(2_1_1_13)  c_e_flow(2_2_0)_  -1
    x(2_1_1_13)  c_u_processors(1_1_1)_  4
    x(2_1_1_13)  c_u_processors(1_1_2)_  4
    x(2_1_1_13)  c_u_area_cut(1)_  96
    x(2_1_1_14)  goodput   0.13125000000000001
    x(2_1_1_14)  c_e_one_path(2_1_1)_  1
    x(2_1_1_14)  c_e_flow(2_1_2)_  1
    x(2_1_1_14)  c_e_flow(2_2_1)_  -1
    x(2_1_1_14)  c_u_processors(1_1_1)_  4
    x(2_1_1_14)  c_u_area_cut(1)_  84
    x(2_1_2_1)  goodput   0.1875
    x(2_1_2_1)  c_e_one_path(2_1_2)_  1
    x(2_1_2_1)  c_e_flow(2_1_0)_  1
    x(2_1_2_1)  c_e_flow(2_2_0)_  -1
    x(2_1_2_1)  c_u_processors(1_2_0)_  4
    x(2_1_2_1)  c_u_processors(1_2_1)_  4
    x(2_1_2_1)  c_u_processors(1_2_2)_  4
    x(2_1_2_1)  c_u_area_cut(1)_  120
    x(2_1_2_2)  goodput   0.16875000000000001
    x(2_1_2_2)  c_e_one_path(2_1_2)_  1
    x(2_1_2_2)  c_e_flow(2_1_0)_  1
    x(2_1_2_2)  c_e_flow(2_2_1)_  -1
    x(2_1_2_2)  c_u_processors(1_2_0)_  4
    x(2_1_2_2)  c_u_processors(1_2_1)_  4
    x(2_1_2_2)  c_u_area_cut(1)_  108
    x(2_1_2_3)  goodput   0.018750000000000003
    x(2_1_2_3)  c_e_one_path(2_1_2)_  1
    x(2_1_2_3)  c_e_flow(2_1_0)_  1
    x(2_1_2_3)  c_e_flow(2_2_2)_  -1
    x(2_1_2_3)  c_u_processors(1_2_0)_  4
    x(2_1_2_3)  c_u_area_cut(1)_  12
    x(2_1_2_4)  goodput   0.1875
    x(2_1_2_4)  c_e_one_path(2_1_2)_  1
    x(2_1_2_4)  c_e_flow(2_1_1)_  1
    x(2_1_2_4)  c_e_flow(2_2_0)_  -1
    x(2_1_2_4)  c_u_processors(1_2_0)_  4
    x(2_1_2_4)  c_u_processors(1_2_1)_  4
    x(2_1_2_4)  c_u_processors(1_2_2)_  4
    x(2_1_2_4)  c_u_area_cut(1)_  120
    x(2_1_2_5)  goodput   0.16875000000000001
    x(2_1_2_5)  c_e_one_path(2_1_2)_  1
    x(2_1_2_5)  c_e_flow(2_1_1)_  1
    x(2_1_2_5)  c_e_flow(2_2_1)_  -1
    x(2_1_2_5)  c_u_processors(1_2_0)_  4
    x(2_1_2_5)  c_u_processors(1_2_1)_  4
    x(2_1_2_5)  c_u_area_cut(1)_  108
    x(2_1_2_6)  goodput   0.018750000000000003
    x(2_1_2_6)  c_e_one_path(2_1_2)_  1
    x(2_1_2_6)  c_e_flow(2_1_1)_  1
    x(2_1_2_6)  c_e_flow(2_2_2)_  -1
    x(2_1_2_6)  c_u_processors(1_2_0)_  4
    x(2_1_2_6)  c_u_area_cut(1)_  12
    x(2_1_2_7)  goodput   0.13125000000000001
    x(2_1_2_7)  c_e_one_path(2_1_2)_  1
    x(2_1_2_7)  c_e_flow(2_1_1)_  1
    x(2_1_2_7)  c_e_flow(2_2_0)_  -1
    x(2_1_2_7)  c_u_processors(1_2_1)_  4
    x(2_1_2_7)  c_u_processors(1_2_2)_  4
    x(2_1_2_7)  c_u_area_cut(1)_  84
    x(2_1_2_8)  goodput   0.1125
    x(2_1_2_8)  c_e_one_path(2_1_2)_  1
    x(2_1_2_8)  c_e_flow(2_1_1)_  1
    x(2_1_2_8)  c_e_flow(2_2_1)_  -1
    x(2_1_2_8)  c_u_processors(1_2_1)_  4
    x(2_1_2_8)  c_u_area_cut(1)_  72
    x(2_1_2_10)  goodput   0.16875000000000001
    x(2_1_2_10)  c_e_one_path(2_1_2)_  1
    x(2_1_2_10)  c_e_flow(2_1_2)_  1
    x(2_1_2_10)  c_e_flow(2_2_0)_  -1
    x(2_1_2_10)  c_u_processors(1_2_0)_  4
    x(2_1_2_10)  c_u_processors(1_2_1)_  4
    x(2_1_2_10)  c_u_processors(1_2_2)_  4
    x(2_1_2_10)  c_u_area_cut(1)_  108
    x(2_1_2_11)  goodput   0.15000000000000002
    x(2_1_2_11)  c_e_one_path(2_1_2)_  1
    x(2_1_2_11)  c_e_flow(2_1_2)_  1
    x(2_1_2_11)  c_e_flow(2_2_1)_  -1
    x(2_1_2_11)  c_u_processors(1_2_0)_  4
    x(2_1_2_11)  c_u_processors(1_2_1)_  4
    x(2_1_2_11)  c_u_area_cut(1)_  96
    x(2_1_2_13)  goodput   0.13125000000000001
    x(2_1_2_13)  c_e_one_path(2_1_2)_  1
    x(2_1_2_13)  c_e_flow(2_1_2)_  1
    x(2_1_2_13)  c_e_flow(2_2_0)_  -1
    x(2_1_2_13)  c_u_processors(1_2_1)_  4
    x(2_1_2_13)  c_u_processors(1_2_2)_  4
    x(2_1_2_13)  c_u_area_cut(1)_  84
    x(2_1_2_14)  goodput   0.1125
    x(2_1_2_14)  c_e_one_path(2_1_2)_  1
    x(2_1_2_14)  c_e_flow(2_1_2)_  1
    x(2_1_2_14)  c_e_flow(2_2_1)_  -1
    x(2_1_2_14)  c_u_processors(1_2_1)_  4
    x(2_1_2_14)  c_u_area_cut(1)_  72
    x(2_1_3_1)  goodput   0.1875
    x(2_1_3_1)  c_e_one_path(2_1_3)_  1
    x(2_1_3_1)  c_e_flow(2_1_0)_  1
    x(2_1_3_1)  c_e_flow(2_2_0)_  -1
    x(2_1_3_1)  c_u_processors(1_3_0)_  4
    x(2_1_3_1)  c_u_processors(1_3_1)_  4
    x(2_1_3_1)  c_u_processors(1_3_2)_  4
    x(2_1_3_1)  c_u_area_cut(1)_  120
    x(2_1_3_2)  goodput   0.16875000000000001
    x(2_1_3_2)  c_e_one_path(2_1_3)_  1
    x(2_1_3_2)  c_e_flow(2_1_0)_  1
    x(2_1_3_2)  c_e_flow(2_2_1)_  -1
    x(2_1_3_2)  c_u_processors(1_3_0)_  4
    x(2_1_3_2)  c_u_processors(1_3_1)_  4
    x(2_1_3_2)  c_u_area_cut(1)_  108
    x(2_1_3_3)  goodput   0.13125000000000001
    x(2_1_3_3)  c_e_one_path(2_1_3)_  1
    x(2_1_3_3)  c_e_flow(2_1_0)_  1
    x(2_1_3_3)  c_e_flow(2_2_2)_  -1
    x(2_1_3_3)  c_u_processors(1_3_0)_  4
    x(2_1_3_3)  c_u_area_cut(1)_  84
    x(2_1_3_4)  goodput   0.1875
    x(2_1_3_4)  c_e_one_path(2_1_3)_  1
    x(2_1_3_4)  c_e_flow(2_1_1)_  1
    x(2_1_3_4)  c_e_flow(2_2_0)_  -1
    x(2_1_3_4)  c_u_processors(1_3_0)_  4
    x(2_1_3_4)  c_u_processors(1_3_1)_  4
    x(2_1_3_4)  c_u_processors(1_3_2)_  4
    x(2_1_3_4)  c_u_area_cut(1)_  120
    x(2_1_3_5)  goodput   0.16875000000000001
    x(2_1_3_5)  c_e_one_path(2_1_3)_  1
    x(2_1_3_5)  c_e_flow(2_1_1)_  1
    x(2_1_3_5)  c_e_flow(2_2_1)_  -1
    x(2_1_3_5)  c_u_processors(1_3_0)_  4
    x(2_1_3_5)  c_u_processors(1_3_1)_  4
    x(2_1_3_5)  c_u_area_cut(1)_  108
    x(2_1_3_6)  goodput   0.13125000000000001
    x(2_1_3_6)  c_e_one_path(2_1_3)_  1
    x(2_1_3_6)  c_e_flow(2_1_1)_  1
    x(2_1_3_6)  c_e_flow(2_2_2)_  -1
    x(2_1_3_6)  c_u_processors(1_3_0)_  4
    x(2_1_3_6)  c_u_area_cut(1)_  84
    x(2_1_3_7)  goodput   0.018750000000000003
    x(2_1_3_7)  c_e_one_path(2_1_3)_  1
    x(2_1_3_7)  c_e_flow(2_1_1)_  1
    x(2_1_3_7)  c_e_flow(2_2_0)_  -1
    x(2_1_3_7)  c_u_processors(1_3_1)_  4
    x(2_1_3_7)  c_u_processors(1_3_2)_  4
    x(2_1_3_7)  c_u_area_cut(1)_  12
    x(2_1_3_10)  goodput   0.16875000000000001
    x(2_1_3_10)  c_e_one_path(2_1_3)_  1
    x(2_1_3_10)  c_e_flow(2_1_2)_  1
    x(2_1_3_10)  c_e_flow(2_2_0)_  -1
    x(2_1_3_10)  c_u_processors(1_3_0)_  4
    x(2_1_3_10)  c_u_processors(1_3_1)_  4
    x(2_1_3_10)  c_u_processors(1_3_2)_  4
    x(2_1_3_10)  c_u_area_cut(1)_  108
    x(2_1_3_11)  goodput   0.15000000000000002
    x(2_1_3_11)  c_e_one_path(2_1_3)_  1
    x(2_1_3_11)  c_e_flow(2_1_2)_  1
    x(2_1_3_11)  c_e_flow(2_2_1)_  -1
    x(2_1_3_11)  c_u_processors(1_3_0)_  4
    x(2_1_3_11)  c_u_processors(1_3_1)_  4
    x(2_1_3_11)  c_u_area_cut(1)_  96
    x(2_1_3_12)  goodput   0.1125
    x(2_1_3_12)  c_e_one_path(2_1_3)_  1
    x(2_1_3_12)  c_e_flow(2_1_2)_  1
    x(2_1_3_12)  c_e_flow(2_2_2)_  -1
    x(2_1_3_12)  c_u_processors(1_3_0)_  4
    x(2_1_3_12)  c_u_area_cut(1)_  72
    x(2_1_3_13)  goodput   0.018750000000000003
    x(2_1_3_13)  c_e_one_path(2_1_3)_  1
    x(2_1_3_13)  c_e_flow(2_1_2)_  1
    x(2_1_3_13)  c_e_flow(2_2_0)_  -1
    x(2_1_3_13)  c_u_processors(1_3_1)_  4
    x(2_1_3_13)  c_u_processors(1_3_2)_  4
    x(2_1_3_13)  c_u_area_cut(1)_  12
    x(2_1_4_1)  goodput   0.1875
    x(2_1_4_1)  c_e_one_path(2_1_4)_  1
    x(2_1_4_1)  c_e_flow(2_1_0)_  1
    x(2_1_4_1)  c_e_flow(2_2_0)_  -1
    x(2_1_4_1)  c_u_processors(1_4_0)_  4
    x(2_1_4_1)  c_u_processors(1_4_1)_  4
    x(2_1_4_1)  c_u_processors(1_4_2)_  4
    x(2_1_4_1)  c_u_area_cut(1)_  120
    x(2_1_4_2)  goodput   0.16875000000000001
    x(2_1_4_2)  c_e_one_path(2_1_4)_  1
    x(2_1_4_2)  c_e_flow(2_1_0)_  1
    x(2_1_4_2)  c_e_flow(2_2_1)_  -1
    x(2_1_4_2)  c_u_processors(1_4_0)_  4
    x(2_1_4_2)  c_u_processors(1_4_1)_  4
    x(2_1_4_2)  c_u_area_cut(1)_  108
    x(2_1_4_3)  goodput   0.15000000000000002
    x(2_1_4_3)  c_e_one_path(2_1_4)_  1
    x(2_1_4_3)  c_e_flow(2_1_0)_  1
    x(2_1_4_3)  c_e_flow(2_2_2)_  -1
    x(2_1_4_3)  c_u_processors(1_4_0)_  4
    x(2_1_4_3)  c_u_area_cut(1)_  96
    x(2_1_4_4)  goodput   0.1875
    x(2_1_4_4)  c_e_one_path(2_1_4)_  1
    x(2_1_4_4)  c_e_flow(2_1_1)_  1
    x(2_1_4_4)  c_e_flow(2_2_0)_  -1
    x(2_1_4_4)  c_u_processors(1_4_0)_  4
    x(2_1_4_4)  c_u_processors(1_4_1)_  4
    x(2_1_4_4)  c_u_processors(1_4_2)_  4
    x(2_1_4_4)  c_u_area_cut(1)_  120
    x(2_1_4_5)  goodput   0.16875000000000001
    x(2_1_4_5)  c_e_one_path(2_1_4)_  1
    x(2_1_4_5)  c_e_flow(2_1_1)_  1
    x(2_1_4_5)  c_e_flow(2_2_1)_  -1
    x(2_1_4_5)  c_u_processors(1_4_0)_  4
    x(2_1_4_5)  c_u_processors(1_4_1)_  4
    x(2_1_4_5)  c_u_area_cut(1)_  108
    x(2_1_4_6)  goodput   0.15000000000000002
    x(2_1_4_6)  c_e_one_path(2_1_4)_  1
    x(2_1_4_6)  c_e_flow(2_1_1)_  1
    x(2_1_4_6)  c_e_flow(2_2_2)_  -1
    x(2_1_4_6)  c_u_processors(1_4_0)_  4
    x(2_1_4_6)  c_u_area_cut(1)_  96
    x(2_1_4_10)  goodput   0.16875000000000001
    x(2_1_4_10)  c_e_one_path(2_1_4)_  1
    x(2_1_4_10)  c_e_flow(2_1_2)_  1
    x(2_1_4_10)  c_e_flow(2_2_0)_  -1
    x(2_1_4_10)  c_u_processors(1_4_0)_  4
    x(2_1_4_10)  c_u_processors(1_4_1)_  4
    x(2_1_4_10)  c_u_processors(1_4_2)_  4
    x(2_1_4_10)  c_u_area_cut(1)_  108
    x(2_1_4_11)  goodput   0.15000000000000002
    x(2_1_4_11)  c_e_one_path(2_1_4)_  1
    x(2_1_4_11)  c_e_flow(2_1_2)_  1
    x(2_1_4_11)  c_e_flow(2_2_1)_  -1
    x(2_1_4_11)  c_u_processors(1_4_0)_  4
    x(2_1_4_11)  c_u_processors(1_4_1)_  4
    x(2_1_4_11)  c_u_area_cut(1)_  96
    x(2_1_4_12)  goodput   0.13125000000000001
    x(2_1_4_12)  c_e_one_path(2_1_4)_  1
    x(2_1_4_12)  c_e_flow(2_1_2)_  1
    x(2_1_4_12)  c_e_flow(2_2_2)_  -1
    x(2_1_4_12)  c_u_processors(1_4_0)_  4
    x(2_1_4_12)  c_u_area_cut(1)_  84
    x(2_1_5_1)  goodput   0.1875
    x(2_1_5_1)  c_e_one_path(2_1_5)_  1
    x(2_1_5_1)  c_e_flow(2_1_0)_  1
    x(2_1_5_1)  c_e_flow(2_2_0)_  -1
    x(2_1_5_1)  c_u_processors(1_5_0)_  4
    x(2_1_5_1)  c_u_processors(1_5_1)_  4
    x(2_1_5_1)  c_u_processors(1_5_2)_  4
    x(2_1_5_1)  c_u_area_cut(1)_  120
    x(2_1_5_2)  goodput   0.16875000000000001
    x(2_1_5_2)  c_e_one_path(2_1_5)_  1
    x(2_1_5_2)  c_e_flow(2_1_0)_  1
    x(2_1_5_2)  c_e_flow(2_2_1)_  -1
    x(2_1_5_2)  c_u_processors(1_5_0)_  4
    x(2_1_5_2)  c_u_processors(1_5_1)_  4
    x(2_1_5_2)  c_u_area_cut(1)_  108
    x(2_1_5_3)  goodput   0.16875000000000001
    x(2_1_5_3)  c_e_one_path(2_1_5)_  1
    x(2_1_5_3)  c_e_flow(2_1_0)_  1
    x(2_1_5_3)  c_e_flow(2_2_2)_  -1
    x(2_1_5_3)  c_u_processors(1_5_0)_  4
    x(2_1_5_3)  c_u_area_cut(1)_  108
    x(2_1_5_4)  goodput   0.1875
    x(2_1_5_4)  c_e_one_path(2_1_5)_  1
    x(2_1_5_4)  c_e_flow(2_1_1)_  1
    x(2_1_5_4)  c_e_flow(2_2_0)_  -1
    x(2_1_5_4)  c_u_processors(1_5_0)_  4
    x(2_1_5_4)  c_u_processors(1_5_1)_  4
    x(2_1_5_4)  c_u_processors(1_5_2)_  4
    x(2_1_5_4)  c_u_area_cut(1)_  120
    x(2_1_5_5)  goodput   0.16875000000000001
    x(2_1_5_5)  c_e_one_path(2_1_5)_  1
    x(2_1_5_5)  c_e_flow(2_1_1)_  1
    x(2_1_5_5)  c_e_flow(2_2_1)_  -1
    x(2_1_5_5)  c_u_processors(1_5_0)_  4
    x(2_1_5_5)  c_u_processors(1_5_1)_  4
    x(2_1_5_5)  c_u_area_cut(1)_  108
    x(2_1_5_6)  goodput   0.16875000000000001
    x(2_1_5_6)  c_e_one_path(2_1_5)_  1
    x(2_1_5_6)  c_e_flow(2_1_1)_  1
    x(2_1_5_6)  c_e_flow(2_2_2)_  -1
    x(2_1_5_6)  c_u_processors(1_5_0)_  4
    x(2_1_5_6)  c_u_area_cut(1)_  108
    x(2_1_5_10)  goodput   0.16875000000000001
    x(2_1_5_10)  c_e_one_path(2_1_5)_  1
    x(2_1_5_10)  c_e_flow(2_1_2)_  1
    x(2_1_5_10)  c_e_flow(2_2_0)_  -1
    x(2_1_5_10)  c_u_processors(1_5_0)_  4
    x(2_1_5_10)  c_u_processors(1_5_1)_  4
    x(2_1_5_10)  c_u_processors(1_5_2)_  4
    x(2_1_5_10)  c_u_area_cut(1)_  108
    x(2_1_5_11)  goodput   0.15000000000000002
    x(2_1_5_11)  c_e_one_path(2_1_5)_  1
    x(2_1_5_11)  c_e_flow(2_1_2)_  1
    x(2_1_5_11)  c_e_flow(2_2_1)_  -1
    x(2_1_5_11)  c_u_processors(1_5_0)_  4
    x(2_1_5_11)  c_u_processors(1_5_1)_  4
    x(2_1_5_11)  c_u_area_cut(1)_  96
    x(2_1_5_12)  goodput   0.15000000000000002
    x(2_1_5_12)  c_e_one_path(2_1_5)_  1
    x(2_1_5_12)  c_e_flow(2_1_2)_  1
    x(2_1_5_12)  c_e_flow(2_2_2)_  -1
    x(2_1_5_12)  c_u_processors(1_5_0)_  4
    x(2_1_5_12)  c_u_area_cut(1)_  96
    x(2_2_0_1)  goodput   0.25
    x(2_2_0_1)  c_e_one_path(2_2_0)_  1
    x(2_2_0_1)  c_e_flow(2_2_0)_  1
    x(2_2_0_1)  c_u_processors(2_0_0)_  4
    x(2_2_0_1)  c_u_processors(2_0_1)_  4
    x(2_2_0_1)  c_u_processors(2_0_2)_  4
    x(2_2_0_1)  c_u_area_cut(2)_  160
    x(2_2_0_2)  goodput   0.23125000000000001
    x(2_2_0_2)  c_e_one_path(2_2_0)_  1
    x(2_2_0_2)  c_e_flow(2_2_0)_  1
    x(2_2_0_2)  c_u_processors(2_0_0)_  4
    x(2_2_0_2)  c_u_processors(2_0_1)_  4
    x(2_2_0_2)  c_u_area_cut(2)_  148
    x(2_2_0_4)  goodput   0.25
    x(2_2_0_4)  c_e_one_path(2_2_0)_  1
    x(2_2_0_4)  c_e_flow(2_2_1)_  1
    x(2_2_0_4)  c_u_processors(2_0_0)_  4
    x(2_2_0_4)  c_u_processors(2_0_1)_  4
    x(2_2_0_4)  c_u_processors(2_0_2)_  4
    x(2_2_0_4)  c_u_area_cut(2)_  160
    x(2_2_0_5)  goodput   0.23125000000000001
    x(2_2_0_5)  c_e_one_path(2_2_0)_  1
    x(2_2_0_5)  c_e_flow(2_2_1)_  1
    x(2_2_0_5)  c_u_processors(2_0_0)_  4
    x(2_2_0_5)  c_u_processors(2_0_1)_  4
    x(2_2_0_5)  c_u_area_cut(2)_  148
    x(2_2_0_7)  goodput   0.23125000000000001
    x(2_2_0_7)  c_e_one_path(2_2_0)_  1
    x(2_2_0_7)  c_e_flow(2_2_1)_  1
    x(2_2_0_7)  c_u_processors(2_0_1)_  4
    x(2_2_0_7)  c_u_processors(2_0_2)_  4
    x(2_2_0_7)  c_u_area_cut(2)_  148
    x(2_2_0_8)  goodput   0.21250000000000002
    x(2_2_0_8)  c_e_one_path(2_2_0)_  1
    x(2_2_0_8)  c_e_flow(2_2_1)_  1
    x(2_2_0_8)  c_u_processors(2_0_1)_  4
    x(2_2_0_8)  c_u_area_cut(2)_  136
    x(2_2_0_10)  goodput   0.23125000000000001
    x(2_2_0_10)  c_e_one_path(2_2_0)_  1
    x(2_2_0_10)  c_e_flow(2_2_2)_  1
    x(2_2_0_10)  c_u_processors(2_0_0)_  4
    x(2_2_0_10)  c_u_processors(2_0_1)_  4
    x(2_2_0_10)  c_u_processors(2_0_2)_  4
    x(2_2_0_10)  c_u_area_cut(2)_  148
    x(2_2_0_11)  goodput   0.21250000000000002
    x(2_2_0_11)  c_e_one_path(2_2_0)_  1
    x(2_2_0_11)  c_e_flow(2_2_2)_  1
    x(2_2_0_11)  c_u_processors(2_0_0)_  4
    x(2_2_0_11)  c_u_processors(2_0_1)_  4
    x(2_2_0_11)  c_u_area_cut(2)_  136
    x(2_2_0_13)  goodput   0.23125000000000001
    x(2_2_0_13)  c_e_one_path(2_2_0)_  1
    x(2_2_0_13)  c_e_flow(2_2_2)_  1
    x(2_2_0_13)  c_u_processors(2_0_1)_  4
    x(2_2_0_13)  c_u_processors(2_0_2)_  4
    x(2_2_0_13)  c_u_area_cut(2)_  148
    x(2_2_0_14)  goodput   0.21250000000000002
    x(2_2_0_14)  c_e_one_path(2_2_0)_  1
    x(2_2_0_14)  c_e_flow(2_2_2)_  1
    x(2_2_0_14)  c_u_processors(2_0_1)_  4
    x(2_2_0_14)  c_u_area_cut(2)_  136
    x(2_2_1_1)  goodput   0.25
    x(2_2_1_1)  c_e_one_path(2_2_1)_  1
    x(2_2_1_1)  c_e_flow(2_2_0)_  1
    x(2_2_1_1)  c_u_processors(2_1_0)_  4
    x(2_2_1_1)  c_u_processors(2_1_1)_  4
    x(2_2_1_1)  c_u_processors(2_1_2)_  4
    x(2_2_1_1)  c_u_area_cut(2)_  160
    x(2_2_1_2)  goodput   0.23125000000000001
    x(2_2_1_2)  c_e_one_path(2_2_1)_  1
    x(2_2_1_2)  c_e_flow(2_2_0)_  1
    x(2_2_1_2)  c_u_processors(2_1_0)_  4
    x(2_2_1_2)  c_u_processors(2_1_1)_  4
    x(2_2_1_2)  c_u_area_cut(2)_  148
    x(2_2_1_4)  goodput   0.25
    x(2_2_1_4)  c_e_one_path(2_2_1)_  1
    x(2_2_1_4)  c_e_flow(2_2_1)_  1
    x(2_2_1_4)  c_u_processors(2_1_0)_  4
    x(2_2_1_4)  c_u_processors(2_1_1)_  4
    x(2_2_1_4)  c_u_processors(2_1_2)_  4
    x(2_2_1_4)  c_u_area_cut(2)_  160
    x(2_2_1_5)  goodput   0.23125000000000001
    x(2_2_1_5)  c_e_one_path(2_2_1)_  1
    x(2_2_1_5)  c_e_flow(2_2_1)_  1
    x(2_2_1_5)  c_u_processors(2_1_0)_  4
    x(2_2_1_5)  c_u_processors(2_1_1)_  4
    x(2_2_1_5)  c_u_area_cut(2)_  148
    x(2_2_1_7)  goodput   0.21250000000000002
    x(2_2_1_7)  c_e_one_path(2_2_1)_  1
    x(2_2_1_7)  c_e_flow(2_2_1)_  1
    x(2_2_1_7)  c_u_processors(2_1_1)_  4
    x(2_2_1_7)  c_u_processors(2_1_2)_  4
    x(2_2_1_7)  c_u_area_cut(2)_  136
    x(2_2_1_8)  goodput   0.19375000000000001
    x(2_2_1_8)  c_e_one_path(2_2_1)_  1
    x(2_2_1_8)  c_e_flow(2_2_1)_  1
    x(2_2_1_8)  c_u_processors(2_1_1)_  4
    x(2_2_1_8)  c_u_area_cut(2)_  124
    x(2_2_1_10)  goodput   0.23125000000000001
    x(2_2_1_10)  c_e_one_path(2_2_1)_  1
    x(2_2_1_10)  c_e_flow(2_2_2)_  1
    x(2_2_1_10)  c_u_processors(2_1_0)_  4
    x(2_2_1_10)  c_u_processors(2_1_1)_  4
    x(2_2_1_10)  c_u_processors(2_1_2)_  4
    x(2_2_1_10)  c_u_area_cut(2)_  148
    x(2_2_1_11)  goodput   0.21250000000000002
    x(2_2_1_11)  c_e_one_path(2_2_1)_  1
    x(2_2_1_11)  c_e_flow(2_2_2)_  1
    x(2_2_1_11)  c_u_processors(2_1_0)_  4
    x(2_2_1_11)  c_u_processors(2_1_1)_  4
    x(2_2_1_11)  c_u_area_cut(2)_  136
    x(2_2_1_13)  goodput   0.21250000000000002
    x(2_2_1_13)  c_e_one_path(2_2_1)_  1
    x(2_2_1_13)  c_e_flow(2_2_2)_  1
    x(2_2_1_13)  c_u_processors(2_1_1)_  4
    x(2_2_1_13)  c_u_processors(2_1_2)_  4
    x(2_2_1_13)  c_u_area_cut(2)_  136
    x(2_2_1_14)  goodput   0.19375000000000001
    x(2_2_1_14)  c_e_one_path(2_2_1)_  1
    x(2_2_1_14)  c_e_flow(2_2_2)_  1
    x(2_2_1_14)  c_u_processors(2_1_1)_  4
    x(2_2_1_14)  c_u_area_cut(2)_  124
    x(2_2_2_1)  goodput   0.25
    x(2_2_2_1)  c_e_one_path(2_2_2)_  1
    x(2_2_2_1)  c_e_flow(2_2_0)_  1
    x(2_2_2_1)  c_u_processors(2_2_0)_  4
    x(2_2_2_1)  c_u_processors(2_2_1)_  4
    x(2_2_2_1)  c_u_processors(2_2_2)_  4
    x(2_2_2_1)  c_u_area_cut(2)_  160
    x(2_2_2_2)  goodput   0.23125000000000001
    x(2_2_2_2)  c_e_one_path(2_2_2)_  1
    x(2_2_2_2)  c_e_flow(2_2_0)_  1
    x(2_2_2_2)  c_u_processors(2_2_0)_  4
    x(2_2_2_2)  c_u_processors(2_2_1)_  4
    x(2_2_2_2)  c_u_area_cut(2)_  148
    x(2_2_2_3)  goodput   0.018750000000000003
    x(2_2_2_3)  c_e_one_path(2_2_2)_  1
    x(2_2_2_3)  c_e_flow(2_2_0)_  1
    x(2_2_2_3)  c_u_processors(2_2_0)_  4
    x(2_2_2_3)  c_u_area_cut(2)_  12
    x(2_2_2_4)  goodput   0.25
    x(2_2_2_4)  c_e_one_path(2_2_2)_  1
    x(2_2_2_4)  c_e_flow(2_2_1)_  1
    x(2_2_2_4)  c_u_processors(2_2_0)_  4
    x(2_2_2_4)  c_u_processors(2_2_1)_  4
    x(2_2_2_4)  c_u_processors(2_2_2)_  4
    x(2_2_2_4)  c_u_area_cut(2)_  160
    x(2_2_2_5)  goodput   0.23125000000000001
    x(2_2_2_5)  c_e_one_path(2_2_2)_  1
    x(2_2_2_5)  c_e_flow(2_2_1)_  1
    x(2_2_2_5)  c_u_processors(2_2_0)_  4
    x(2_2_2_5)  c_u_processors(2_2_1)_  4
    x(2_2_2_5)  c_u_area_cut(2)_  148
    x(2_2_2_6)  goodput   0.018750000000000003
    x(2_2_2_6)  c_e_one_path(2_2_2)_  1
    x(2_2_2_6)  c_e_flow(2_2_1)_  1
    x(2_2_2_6)  c_u_processors(2_2_0)_  4
    x(2_2_2_6)  c_u_area_cut(2)_  12
    x(2_2_2_7)  goodput   0.19375000000000001
    x(2_2_2_7)  c_e_one_path(2_2_2)_  1
    x(2_2_2_7)  c_e_flow(2_2_1)_  1
    x(2_2_2_7)  c_u_processors(2_2_1)_  4
    x(2_2_2_7)  c_u_processors(2_2_2)_  4
    x(2_2_2_7)  c_u_area_cut(2)_  124
    x(2_2_2_8)  goodput   0.17500000000000002
    x(2_2_2_8)  c_e_one_path(2_2_2)_  1
    x(2_2_2_8)  c_e_flow(2_2_1)_  1
    x(2_2_2_8)  c_u_processors(2_2_1)_  4
    x(2_2_2_8)  c_u_area_cut(2)_  112
    x(2_2_2_10)  goodput   0.23125000000000001
    x(2_2_2_10)  c_e_one_path(2_2_2)_  1
    x(2_2_2_10)  c_e_flow(2_2_2)_  1
    x(2_2_2_10)  c_u_processors(2_2_0)_  4
    x(2_2_2_10)  c_u_processors(2_2_1)_  4
    x(2_2_2_10)  c_u_processors(2_2_2)_  4
    x(2_2_2_10)  c_u_area_cut(2)_  148
    x(2_2_2_11)  goodput   0.21250000000000002
    x(2_2_2_11)  c_e_one_path(2_2_2)_  1
    x(2_2_2_11)  c_e_flow(2_2_2)_  1
    x(2_2_2_11)  c_u_processors(2_2_0)_  4
    x(2_2_2_11)  c_u_processors(2_2_1)_  4
    x(2_2_2_11)  c_u_area_cut(2)_  136
    x(2_2_2_13)  goodput   0.19375000000000001
    x(2_2_2_13)  c_e_one_path(2_2_2)_  1
    x(2_2_2_13)  c_e_flow(2_2_2)_  1
    x(2_2_2_13)  c_u_processors(2_2_1)_  4
    x(2_2_2_13)  c_u_processors(2_2_2)_  4
    x(2_2_2_13)  c_u_area_cut(2)_  124
    x(2_2_2_14)  goodput   0.17500000000000002
    x(2_2_2_14)  c_e_one_path(2_2_2)_  1
    x(2_2_2_14)  c_e_flow(2_2_2)_  1
    x(2_2_2_14)  c_u_processors(2_2_1)_  4
    x(2_2_2_14)  c_u_area_cut(2)_  112
    x(2_2_3_1)  goodput   0.25
    x(2_2_3_1)  c_e_one_path(2_2_3)_  1
    x(2_2_3_1)  c_e_flow(2_2_0)_  1
    x(2_2_3_1)  c_u_processors(2_3_0)_  4
    x(2_2_3_1)  c_u_processors(2_3_1)_  4
    x(2_2_3_1)  c_u_processors(2_3_2)_  4
    x(2_2_3_1)  c_u_area_cut(2)_  160
    x(2_2_3_2)  goodput   0.23125000000000001
    x(2_2_3_2)  c_e_one_path(2_2_3)_  1
    x(2_2_3_2)  c_e_flow(2_2_0)_  1
    x(2_2_3_2)  c_u_processors(2_3_0)_  4
    x(2_2_3_2)  c_u_processors(2_3_1)_  4
    x(2_2_3_2)  c_u_area_cut(2)_  148
    x(2_2_3_3)  goodput   0.19375000000000001
    x(2_2_3_3)  c_e_one_path(2_2_3)_  1
    x(2_2_3_3)  c_e_flow(2_2_0)_  1
    x(2_2_3_3)  c_u_processors(2_3_0)_  4
    x(2_2_3_3)  c_u_area_cut(2)_  124
    x(2_2_3_4)  goodput   0.25
    x(2_2_3_4)  c_e_one_path(2_2_3)_  1
    x(2_2_3_4)  c_e_flow(2_2_1)_  1
    x(2_2_3_4)  c_u_processors(2_3_0)_  4
    x(2_2_3_4)  c_u_processors(2_3_1)_  4
    x(2_2_3_4)  c_u_processors(2_3_2)_  4
    x(2_2_3_4)  c_u_area_cut(2)_  160
    x(2_2_3_5)  goodput   0.23125000000000001
    x(2_2_3_5)  c_e_one_path(2_2_3)_  1
    x(2_2_3_5)  c_e_flow(2_2_1)_  1
    x(2_2_3_5)  c_u_processors(2_3_0)_  4
    x(2_2_3_5)  c_u_processors(2_3_1)_  4
    x(2_2_3_5)  c_u_area_cut(2)_  148
    x(2_2_3_6)  goodput   0.19375000000000001
    x(2_2_3_6)  c_e_one_path(2_2_3)_  1
    x(2_2_3_6)  c_e_flow(2_2_1)_  1
    x(2_2_3_6)  c_u_processors(2_3_0)_  4
    x(2_2_3_6)  c_u_area_cut(2)_  124
    x(2_2_3_7)  goodput   0.018750000000000003
    x(2_2_3_7)  c_e_one_path(2_2_3)_  1
    x(2_2_3_7)  c_e_flow(2_2_1)_  1
    x(2_2_3_7)  c_u_processors(2_3_1)_  4
    x(2_2_3_7)  c_u_processors(2_3_2)_  4
    x(2_2_3_7)  c_u_area_cut(2)_  12
    x(2_2_3_10)  goodput   0.23125000000000001
    x(2_2_3_10)  c_e_one_path(2_2_3)_  1
    x(2_2_3_10)  c_e_flow(2_2_2)_  1
    x(2_2_3_10)  c_u_processors(2_3_0)_  4
    x(2_2_3_10)  c_u_processors(2_3_1)_  4
    x(2_2_3_10)  c_u_processors(2_3_2)_  4
    x(2_2_3_10)  c_u_area_cut(2)_  148
    x(2_2_3_11)  goodput   0.21250000000000002
    x(2_2_3_11)  c_e_one_path(2_2_3)_  1
    x(2_2_3_11)  c_e_flow(2_2_2)_  1
    x(2_2_3_11)  c_u_processors(2_3_0)_  4
    x(2_2_3_11)  c_u_processors(2_3_1)_  4
    x(2_2_3_11)  c_u_area_cut(2)_  136
    x(2_2_3_12)  goodput   0.17500000000000002
    x(2_2_3_12)  c_e_one_path(2_2_3)_  1
    x(2_2_3_12)  c_e_flow(2_2_2)_  1
    x(2_2_3_12)  c_u_processors(2_3_0)_  4
    x(2_2_3_12)  c_u_area_cut(2)_  112
    x(2_2_3_13)  goodput   0.018750000000000003
    x(2_2_3_13)  c_e_one_path(2_2_3)_  1
    x(2_2_3_13)  c_e_flow(2_2_2)_  1
    x(2_2_3_13)  c_u_processors(2_3_1)_  4
    x(2_2_3_13)  c_u_processors(2_3_2)_  4
    x(2_2_3_13)  c_u_area_cut(2)_  12
    x(2_2_4_1)  goodput   0.25
    x(2_2_4_1)  c_e_one_path(2_2_4)_  1
    x(2_2_4_1)  c_e_flow(2_2_0)_  1
    x(2_2_4_1)  c_u_processors(2_4_0)_  4
    x(2_2_4_1)  c_u_processors(2_4_1)_  4
    x(2_2_4_1)  c_u_processors(2_4_2)_  4
    x(2_2_4_1)  c_u_area_cut(2)_  160
    x(2_2_4_2)  goodput   0.23125000000000001
    x(2_2_4_2)  c_e_one_path(2_2_4)_  1
    x(2_2_4_2)  c_e_flow(2_2_0)_  1
    x(2_2_4_2)  c_u_processors(2_4_0)_  4
    x(2_2_4_2)  c_u_processors(2_4_1)_  4
    x(2_2_4_2)  c_u_area_cut(2)_  148
    x(2_2_4_3)  goodput   0.21250000000000002
    x(2_2_4_3)  c_e_one_path(2_2_4)_  1
    x(2_2_4_3)  c_e_flow(2_2_0)_  1
    x(2_2_4_3)  c_u_processors(2_4_0)_  4
    x(2_2_4_3)  c_u_area_cut(2)_  136
    x(2_2_4_4)  goodput   0.25
    x(2_2_4_4)  c_e_one_path(2_2_4)_  1
    x(2_2_4_4)  c_e_flow(2_2_1)_  1
    x(2_2_4_4)  c_u_processors(2_4_0)_  4
    x(2_2_4_4)  c_u_processors(2_4_1)_  4
    x(2_2_4_4)  c_u_processors(2_4_2)_  4
    x(2_2_4_4)  c_u_area_cut(2)_  160
    x(2_2_4_5)  goodput   0.23125000000000001
    x(2_2_4_5)  c_e_one_path(2_2_4)_  1
    x(2_2_4_5)  c_e_flow(2_2_1)_  1
    x(2_2_4_5)  c_u_processors(2_4_0)_  4
    x(2_2_4_5)  c_u_processors(2_4_1)_  4
    x(2_2_4_5)  c_u_area_cut(2)_  148
    x(2_2_4_6)  goodput   0.21250000000000002
    x(2_2_4_6)  c_e_one_path(2_2_4)_  1
    x(2_2_4_6)  c_e_flow(2_2_1)_  1
    x(2_2_4_6)  c_u_processors(2_4_0)_  4
    x(2_2_4_6)  c_u_area_cut(2)_  136
    x(2_2_4_10)  goodput   0.23125000000000001
    x(2_2_4_10)  c_e_one_path(2_2_4)_  1
    x(2_2_4_10)  c_e_flow(2_2_2)_  1
    x(2_2_4_10)  c_u_processors(2_4_0)_  4
    x(2_2_4_10)  c_u_processors(2_4_1)_  4
    x(2_2_4_10)  c_u_processors(2_4_2)_  4
    x(2_2_4_10)  c_u_area_cut(2)_  148
    x(2_2_4_11)  goodput   0.21250000000000002
    x(2_2_4_11)  c_e_one_path(2_2_4)_  1
    x(2_2_4_11)  c_e_flow(2_2_2)_  1
    x(2_2_4_11)  c_u_processors(2_4_0)_  4
    x(2_2_4_11)  c_u_processors(2_4_1)_  4
    x(2_2_4_11)  c_u_area_cut(2)_  136
    x(2_2_4_12)  goodput   0.19375000000000001
    x(2_2_4_12)  c_e_one_path(2_2_4)_  1
    x(2_2_4_12)  c_e_flow(2_2_2)_  1
    x(2_2_4_12)  c_u_processors(2_4_0)_  4
    x(2_2_4_12)  c_u_area_cut(2)_  124
    x(2_2_5_1)  goodput   0.25
    x(2_2_5_1)  c_e_one_path(2_2_5)_  1
    x(2_2_5_1)  c_e_flow(2_2_0)_  1
    x(2_2_5_1)  c_u_processors(2_5_0)_  4
    x(2_2_5_1)  c_u_processors(2_5_1)_  4
    x(2_2_5_1)  c_u_processors(2_5_2)_  4
    x(2_2_5_1)  c_u_area_cut(2)_  160
    x(2_2_5_2)  goodput   0.23125000000000001
    x(2_2_5_2)  c_e_one_path(2_2_5)_  1
    x(2_2_5_2)  c_e_flow(2_2_0)_  1
    x(2_2_5_2)  c_u_processors(2_5_0)_  4
    x(2_2_5_2)  c_u_processors(2_5_1)_  4
    x(2_2_5_2)  c_u_area_cut(2)_  148
    x(2_2_5_3)  goodput   0.23125000000000001
    x(2_2_5_3)  c_e_one_path(2_2_5)_  1
    x(2_2_5_3)  c_e_flow(2_2_0)_  1
    x(2_2_5_3)  c_u_processors(2_5_0)_  4
    x(2_2_5_3)  c_u_area_cut(2)_  148
    x(2_2_5_4)  goodput   0.25
    x(2_2_5_4)  c_e_one_path(2_2_5)_  1
    x(2_2_5_4)  c_e_flow(2_2_1)_  1
    x(2_2_5_4)  c_u_processors(2_5_0)_  4
    x(2_2_5_4)  c_u_processors(2_5_1)_  4
    x(2_2_5_4)  c_u_processors(2_5_2)_  4
    x(2_2_5_4)  c_u_area_cut(2)_  160
    x(2_2_5_5)  goodput   0.23125000000000001
    x(2_2_5_5)  c_e_one_path(2_2_5)_  1
    x(2_2_5_5)  c_e_flow(2_2_1)_  1
    x(2_2_5_5)  c_u_processors(2_5_0)_  4
    x(2_2_5_5)  c_u_processors(2_5_1)_  4
    x(2_2_5_5)  c_u_area_cut(2)_  148
    x(2_2_5_6)  goodput   0.23125000000000001
    x(2_2_5_6)  c_e_one_path(2_2_5)_  1
    x(2_2_5_6)  c_e_flow(2_2_1)_  1
    x(2_2_5_6)  c_u_processors(2_5_0)_  4
    x(2_2_5_6)  c_u_area_cut(2)_  148
    x(2_2_5_10)  goodput   0.23125000000000001
    x(2_2_5_10)  c_e_one_path(2_2_5)_  1
    x(2_2_5_10)  c_e_flow(2_2_2)_  1
    x(2_2_5_10)  c_u_processors(2_5_0)_  4
    x(2_2_5_10)  c_u_processors(2_5_1)_  4
    x(2_2_5_10)  c_u_processors(2_5_2)_  4
    x(2_2_5_10)  c_u_area_cut(2)_  148
    x(2_2_5_11)  goodput   0.21250000000000002
    x(2_2_5_11)  c_e_one_path(2_2_5)_  1
    x(2_2_5_11)  c_e_flow(2_2_2)_  1
    x(2_2_5_11)  c_u_processors(2_5_0)_  4
    x(2_2_5_11)  c_u_processors(2_5_1)_  4
    x(2_2_5_11)  c_u_area_cut(2)_  136
    x(2_2_5_12)  goodput   0.21250000000000002
    x(2_2_5_12)  c_e_one_path(2_2_5)_  1
    x(2_2_5_12)  c_e_flow(2_2_2)_  1
    x(2_2_5_12)  c_u_processors(2_5_0)_  4
    x(2_2_5_12)  c_u_area_cut(2)_  136
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
    x(0_0_3_8)  c_e_one_path(0_0_3)_  1
    x(0_0_3_8)  c_e_flow(0_0_1)_  1
    x(0_0_3_8)  c_e_flow(0_1_1)_  -1
    x(0_0_3_8)  c_u_processors(0_3_1)_  3
    x(0_0_3_9)  c_e_one_path(0_0_3)_  1
    x(0_0_3_9)  c_e_flow(0_0_1)_  1
    x(0_0_3_9)  c_e_flow(0_1_2)_  -1
    x(0_0_3_14)  c_e_one_path(0_0_3)_  1
    x(0_0_3_14)  c_e_flow(0_0_2)_  1
    x(0_0_3_14)  c_e_flow(0_1_1)_  -1
    x(0_0_3_14)  c_u_processors(0_3_1)_  3
    x(0_0_3_15)  c_e_one_path(0_0_3)_  1
    x(0_0_3_15)  c_e_flow(0_0_2)_  1
    x(0_0_3_15)  c_e_flow(0_1_2)_  -1
    x(0_0_4_7)  c_e_one_path(0_0_4)_  1
    x(0_0_4_7)  c_e_flow(0_0_1)_  1
    x(0_0_4_7)  c_e_flow(0_1_0)_  -1
    x(0_0_4_7)  c_u_processors(0_4_1)_  3
    x(0_0_4_7)  c_u_processors(0_4_2)_  3
    x(0_0_4_9)  c_e_one_path(0_0_4)_  1
    x(0_0_4_9)  c_e_flow(0_0_1)_  1
    x(0_0_4_9)  c_e_flow(0_1_2)_  -1
    x(0_0_4_13)  c_e_one_path(0_0_4)_  1
    x(0_0_4_13)  c_e_flow(0_0_2)_  1
    x(0_0_4_13)  c_e_flow(0_1_0)_  -1
    x(0_0_4_13)  c_u_processors(0_4_1)_  3
    x(0_0_4_13)  c_u_processors(0_4_2)_  3
    x(0_0_4_15)  c_e_one_path(0_0_4)_  1
    x(0_0_4_15)  c_e_flow(0_0_2)_  1
    x(0_0_4_15)  c_e_flow(0_1_2)_  -1
    x(0_0_5_9)  c_e_one_path(0_0_5)_  1
    x(0_0_5_9)  c_e_flow(0_0_1)_  1
    x(0_0_5_9)  c_e_flow(0_1_2)_  -1
    x(0_0_5_15)  c_e_one_path(0_0_5)_  1
    x(0_0_5_15)  c_e_flow(0_0_2)_  1
    x(0_0_5_15)  c_e_flow(0_1_2)_  -1
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
    x(0_1_3_8)  c_e_one_path(0_1_3)_  1
    x(0_1_3_8)  c_e_flow(0_1_1)_  1
    x(0_1_3_8)  c_e_flow(0_2_1)_  -1
    x(0_1_3_8)  c_u_processors(1_3_1)_  3
    x(0_1_3_9)  c_e_one_path(0_1_3)_  1
    x(0_1_3_9)  c_e_flow(0_1_1)_  1
    x(0_1_3_9)  c_e_flow(0_2_2)_  -1
    x(0_1_3_14)  c_e_one_path(0_1_3)_  1
    x(0_1_3_14)  c_e_flow(0_1_2)_  1
    x(0_1_3_14)  c_e_flow(0_2_1)_  -1
    x(0_1_3_14)  c_u_processors(1_3_1)_  3
    x(0_1_3_15)  c_e_one_path(0_1_3)_  1
    x(0_1_3_15)  c_e_flow(0_1_2)_  1
    x(0_1_3_15)  c_e_flow(0_2_2)_  -1
    x(0_1_4_7)  c_e_one_path(0_1_4)_  1
    x(0_1_4_7)  c_e_flow(0_1_1)_  1
    x(0_1_4_7)  c_e_flow(0_2_0)_  -1
    x(0_1_4_7)  c_u_processors(1_4_1)_  3
    x(0_1_4_7)  c_u_processors(1_4_2)_  3
    x(0_1_4_9)  c_e_one_path(0_1_4)_  1
    x(0_1_4_9)  c_e_flow(0_1_1)_  1
    x(0_1_4_9)  c_e_flow(0_2_2)_  -1
    x(0_1_4_13)  c_e_one_path(0_1_4)_  1
    x(0_1_4_13)  c_e_flow(0_1_2)_  1
    x(0_1_4_13)  c_e_flow(0_2_0)_  -1
    x(0_1_4_13)  c_u_processors(1_4_1)_  3
    x(0_1_4_13)  c_u_processors(1_4_2)_  3
    x(0_1_4_15)  c_e_one_path(0_1_4)_  1
    x(0_1_4_15)  c_e_flow(0_1_2)_  1
    x(0_1_4_15)  c_e_flow(0_2_2)_  -1
    x(0_1_5_9)  c_e_one_path(0_1_5)_  1
    x(0_1_5_9)  c_e_flow(0_1_1)_  1
    x(0_1_5_9)  c_e_flow(0_2_2)_  -1
    x(0_1_5_15)  c_e_one_path(0_1_5)_  1
    x(0_1_5_15)  c_e_flow(0_1_2)_  1
    x(0_1_5_15)  c_e_flow(0_2_2)_  -1
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
    x(0_2_3_8)  c_e_one_path(0_2_3)_  1
    x(0_2_3_8)  c_e_flow(0_2_1)_  1
    x(0_2_3_8)  c_u_processors(2_3_1)_  3
    x(0_2_3_9)  c_e_one_path(0_2_3)_  1
    x(0_2_3_9)  c_e_flow(0_2_1)_  1
    x(0_2_3_14)  c_e_one_path(0_2_3)_  1
    x(0_2_3_14)  c_e_flow(0_2_2)_  1
    x(0_2_3_14)  c_u_processors(2_3_1)_  3
    x(0_2_3_15)  c_e_one_path(0_2_3)_  1
    x(0_2_3_15)  c_e_flow(0_2_2)_  1
    x(0_2_4_7)  c_e_one_path(0_2_4)_  1
    x(0_2_4_7)  c_e_flow(0_2_1)_  1
    x(0_2_4_7)  c_u_processors(2_4_1)_  3
    x(0_2_4_7)  c_u_processors(2_4_2)_  3
    x(0_2_4_9)  c_e_one_path(0_2_4)_  1
    x(0_2_4_9)  c_e_flow(0_2_1)_  1
    x(0_2_4_13)  c_e_one_path(0_2_4)_  1
    x(0_2_4_13)  c_e_flow(0_2_2)_  1
    x(0_2_4_13)  c_u_processors(2_4_1)_  3
    x(0_2_4_13)  c_u_processors(2_4_2)_  3
    x(0_2_4_15)  c_e_one_path(0_2_4)_  1
    x(0_2_4_15)  c_e_flow(0_2_2)_  1
    x(0_2_5_9)  c_e_one_path(0_2_5)_  1
    x(0_2_5_9)  c_e_flow(0_2_1)_  1
    x(0_2_5_15)  c_e_one_path(0_2_5)_  1
    x(0_2_5_15)  c_e_flow(0_2_2)_  1
    x(1_0_0_9)  c_e_one_path(1_0_0)_  1
    x(1_0_0_9)  c_e_flow(1_0_1)_  1
    x(1_0_0_9)  c_e_flow(1_1_2)_  -1
    x(1_0_0_15)  c_e_one_path(1_0_0)_  1
    x(1_0_0_15)  c_e_flow(1_0_2)_  1
    x(1_0_0_15)  c_e_flow(1_1_2)_  -1
    x(1_0_1_3)  c_e_one_path(1_0_1)_  1
    x(1_0_1_3)  c_e_flow(1_0_0)_  1
    x(1_0_1_3)  c_e_flow(1_1_2)_  -1
    x(1_0_1_3)  c_u_processors(0_1_0)_  2
    x(1_0_1_6)  c_e_one_path(1_0_1)_  1
    x(1_0_1_6)  c_e_flow(1_0_1)_  1
    x(1_0_1_6)  c_e_flow(1_1_2)_  -1
    x(1_0_1_6)  c_u_processors(0_1_0)_  2
    x(1_0_1_9)  c_e_one_path(1_0_1)_  1
    x(1_0_1_9)  c_e_flow(1_0_1)_  1
    x(1_0_1_9)  c_e_flow(1_1_2)_  -1
    x(1_0_1_15)  c_e_one_path(1_0_1)_  1
    x(1_0_1_15)  c_e_flow(1_0_2)_  1
    x(1_0_1_15)  c_e_flow(1_1_2)_  -1
    x(1_0_2_9)  c_e_one_path(1_0_2)_  1
    x(1_0_2_9)  c_e_flow(1_0_1)_  1
    x(1_0_2_9)  c_e_flow(1_1_2)_  -1
    x(1_0_2_12)  c_e_one_path(1_0_2)_  1
    x(1_0_2_12)  c_e_flow(1_0_2)_  1
    x(1_0_2_12)  c_e_flow(1_1_2)_  -1
    x(1_0_2_12)  c_u_processors(0_2_0)_  2
    x(1_0_2_15)  c_e_one_path(1_0_2)_  1
    x(1_0_2_15)  c_e_flow(1_0_2)_  1
    x(1_0_2_15)  c_e_flow(1_1_2)_  -1
    x(1_0_3_8)  c_e_one_path(1_0_3)_  1
    x(1_0_3_8)  c_e_flow(1_0_1)_  1
    x(1_0_3_8)  c_e_flow(1_1_1)_  -1
    x(1_0_3_8)  c_u_processors(0_3_1)_  2
    x(1_0_3_9)  c_e_one_path(1_0_3)_  1
    x(1_0_3_9)  c_e_flow(1_0_1)_  1
    x(1_0_3_9)  c_e_flow(1_1_2)_  -1
    x(1_0_3_14)  c_e_one_path(1_0_3)_  1
    x(1_0_3_14)  c_e_flow(1_0_2)_  1
    x(1_0_3_14)  c_e_flow(1_1_1)_  -1
    x(1_0_3_14)  c_u_processors(0_3_1)_  2
    x(1_0_3_15)  c_e_one_path(1_0_3)_  1
    x(1_0_3_15)  c_e_flow(1_0_2)_  1
    x(1_0_3_15)  c_e_flow(1_1_2)_  -1
    x(1_0_4_7)  c_e_one_path(1_0_4)_  1
    x(1_0_4_7)  c_e_flow(1_0_1)_  1
    x(1_0_4_7)  c_e_flow(1_1_0)_  -1
    x(1_0_4_7)  c_u_processors(0_4_1)_  2
    x(1_0_4_7)  c_u_processors(0_4_2)_  2
    x(1_0_4_9)  c_e_one_path(1_0_4)_  1
    x(1_0_4_9)  c_e_flow(1_0_1)_  1
    x(1_0_4_9)  c_e_flow(1_1_2)_  -1
    x(1_0_4_13)  c_e_one_path(1_0_4)_  1
    x(1_0_4_13)  c_e_flow(1_0_2)_  1
    x(1_0_4_13)  c_e_flow(1_1_0)_  -1
    x(1_0_4_13)  c_u_processors(0_4_1)_  2
    x(1_0_4_13)  c_u_processors(0_4_2)_  2
    x(1_0_4_15)  c_e_one_path(1_0_4)_  1
    x(1_0_4_15)  c_e_flow(1_0_2)_  1
    x(1_0_4_15)  c_e_flow(1_1_2)_  -1
    x(1_0_5_9)  c_e_one_path(1_0_5)_  1
    x(1_0_5_9)  c_e_flow(1_0_1)_  1
    x(1_0_5_9)  c_e_flow(1_1_2)_  -1
    x(1_0_5_15)  c_e_one_path(1_0_5)_  1
    x(1_0_5_15)  c_e_flow(1_0_2)_  1
    x(1_0_5_15)  c_e_flow(1_1_2)_  -1
    x(1_1_0_9)  c_e_one_path(1_1_0)_  1
    x(1_1_0_9)  c_e_flow(1_1_1)_  1
    x(1_1_0_9)  c_e_flow(1_2_2)_  -1
    x(1_1_0_15)  c_e_one_path(1_1_0)_  1
    x(1_1_0_15)  c_e_flow(1_1_2)_  1
    x(1_1_0_15)  c_e_flow(1_2_2)_  -1
    x(1_1_1_3)  c_e_one_path(1_1_1)_  1
    x(1_1_1_3)  c_e_flow(1_1_0)_  1
    x(1_1_1_3)  c_e_flow(1_2_2)_  -1
    x(1_1_1_3)  c_u_processors(1_1_0)_  2
    x(1_1_1_6)  c_e_one_path(1_1_1)_  1
    x(1_1_1_6)  c_e_flow(1_1_1)_  1
    x(1_1_1_6)  c_e_flow(1_2_2)_  -1
    x(1_1_1_6)  c_u_processors(1_1_0)_  2
    x(1_1_1_9)  c_e_one_path(1_1_1)_  1
    x(1_1_1_9)  c_e_flow(1_1_1)_  1
    x(1_1_1_9)  c_e_flow(1_2_2)_  -1
    x(1_1_1_15)  c_e_one_path(1_1_1)_  1
    x(1_1_1_15)  c_e_flow(1_1_2)_  1
    x(1_1_1_15)  c_e_flow(1_2_2)_  -1
    x(1_1_2_9)  c_e_one_path(1_1_2)_  1
    x(1_1_2_9)  c_e_flow(1_1_1)_  1
    x(1_1_2_9)  c_e_flow(1_2_2)_  -1
    x(1_1_2_12)  c_e_one_path(1_1_2)_  1
    x(1_1_2_12)  c_e_flow(1_1_2)_  1
    x(1_1_2_12)  c_e_flow(1_2_2)_  -1
    x(1_1_2_12)  c_u_processors(1_2_0)_  2
    x(1_1_2_15)  c_e_one_path(1_1_2)_  1
    x(1_1_2_15)  c_e_flow(1_1_2)_  1
    x(1_1_2_15)  c_e_flow(1_2_2)_  -1
    x(1_1_3_8)  c_e_one_path(1_1_3)_  1
    x(1_1_3_8)  c_e_flow(1_1_1)_  1
    x(1_1_3_8)  c_e_flow(1_2_1)_  -1
    x(1_1_3_8)  c_u_processors(1_3_1)_  2
    x(1_1_3_9)  c_e_one_path(1_1_3)_  1
    x(1_1_3_9)  c_e_flow(1_1_1)_  1
    x(1_1_3_9)  c_e_flow(1_2_2)_  -1
    x(1_1_3_14)  c_e_one_path(1_1_3)_  1
    x(1_1_3_14)  c_e_flow(1_1_2)_  1
    x(1_1_3_14)  c_e_flow(1_2_1)_  -1
    x(1_1_3_14)  c_u_processors(1_3_1)_  2
    x(1_1_3_15)  c_e_one_path(1_1_3)_  1
    x(1_1_3_15)  c_e_flow(1_1_2)_  1
    x(1_1_3_15)  c_e_flow(1_2_2)_  -1
    x(1_1_4_7)  c_e_one_path(1_1_4)_  1
    x(1_1_4_7)  c_e_flow(1_1_1)_  1
    x(1_1_4_7)  c_e_flow(1_2_0)_  -1
    x(1_1_4_7)  c_u_processors(1_4_1)_  2
    x(1_1_4_7)  c_u_processors(1_4_2)_  2
    x(1_1_4_9)  c_e_one_path(1_1_4)_  1
    x(1_1_4_9)  c_e_flow(1_1_1)_  1
    x(1_1_4_9)  c_e_flow(1_2_2)_  -1
    x(1_1_4_13)  c_e_one_path(1_1_4)_  1
    x(1_1_4_13)  c_e_flow(1_1_2)_  1
    x(1_1_4_13)  c_e_flow(1_2_0)_  -1
    x(1_1_4_13)  c_u_processors(1_4_1)_  2
    x(1_1_4_13)  c_u_processors(1_4_2)_  2
    x(1_1_4_15)  c_e_one_path(1_1_4)_  1
    x(1_1_4_15)  c_e_flow(1_1_2)_  1
    x(1_1_4_15)  c_e_flow(1_2_2)_  -1
    x(1_1_5_9)  c_e_one_path(1_1_5)_  1
    x(1_1_5_9)  c_e_flow(1_1_1)_  1
    x(1_1_5_9)  c_e_flow(1_2_2)_  -1
    x(1_1_5_15)  c_e_one_path(1_1_5)_  1
    x(1_1_5_15)  c_e_flow(1_1_2)_  1
    x(1_1_5_15)  c_e_flow(1_2_2)_  -1
    x(1_2_0_9)  c_e_one_path(1_2_0)_  1
    x(1_2_0_9)  c_e_flow(1_2_1)_  1
    x(1_2_0_15)  c_e_one_path(1_2_0)_  1
    x(1_2_0_15)  c_e_flow(1_2_2)_  1
    x(1_2_1_3)  c_e_one_path(1_2_1)_  1
    x(1_2_1_3)  c_e_flow(1_2_0)_  1
    x(1_2_1_3)  c_u_processors(2_1_0)_  2
    x(1_2_1_6)  c_e_one_path(1_2_1)_  1
    x(1_2_1_6)  c_e_flow(1_2_1)_  1
    x(1_2_1_6)  c_u_processors(2_1_0)_  2
    x(1_2_1_9)  c_e_one_path(1_2_1)_  1
    x(1_2_1_9)  c_e_flow(1_2_1)_  1
    x(1_2_1_15)  c_e_one_path(1_2_1)_  1
    x(1_2_1_15)  c_e_flow(1_2_2)_  1
    x(1_2_2_9)  c_e_one_path(1_2_2)_  1
    x(1_2_2_9)  c_e_flow(1_2_1)_  1
    x(1_2_2_12)  c_e_one_path(1_2_2)_  1
    x(1_2_2_12)  c_e_flow(1_2_2)_  1
    x(1_2_2_12)  c_u_processors(2_2_0)_  2
    x(1_2_2_15)  c_e_one_path(1_2_2)_  1
    x(1_2_2_15)  c_e_flow(1_2_2)_  1
    x(1_2_3_8)  c_e_one_path(1_2_3)_  1
    x(1_2_3_8)  c_e_flow(1_2_1)_  1
    x(1_2_3_8)  c_u_processors(2_3_1)_  2
    x(1_2_3_9)  c_e_one_path(1_2_3)_  1
    x(1_2_3_9)  c_e_flow(1_2_1)_  1
    x(1_2_3_14)  c_e_one_path(1_2_3)_  1
    x(1_2_3_14)  c_e_flow(1_2_2)_  1
    x(1_2_3_14)  c_u_processors(2_3_1)_  2
    x(1_2_3_15)  c_e_one_path(1_2_3)_  1
    x(1_2_3_15)  c_e_flow(1_2_2)_  1
    x(1_2_4_7)  c_e_one_path(1_2_4)_  1
    x(1_2_4_7)  c_e_flow(1_2_1)_  1
    x(1_2_4_7)  c_u_processors(2_4_1)_  2
    x(1_2_4_7)  c_u_processors(2_4_2)_  2
    x(1_2_4_9)  c_e_one_path(1_2_4)_  1
    x(1_2_4_9)  c_e_flow(1_2_1)_  1
    x(1_2_4_13)  c_e_one_path(1_2_4)_  1
    x(1_2_4_13)  c_e_flow(1_2_2)_  1
    x(1_2_4_13)  c_u_processors(2_4_1)_  2
    x(1_2_4_13)  c_u_processors(2_4_2)_  2
    x(1_2_4_15)  c_e_one_path(1_2_4)_  1
    x(1_2_4_15)  c_e_flow(1_2_2)_  1
    x(1_2_5_9)  c_e_one_path(1_2_5)_  1
    x(1_2_5_9)  c_e_flow(1_2_1)_  1
    x(1_2_5_15)  c_e_one_path(1_2_5)_  1
    x(1_2_5_15)  c_e_flow(1_2_2)_  1
    x(2_0_0_9)  c_e_one_path(2_0_0)_  1
    x(2_0_0_9)  c_e_flow(2_0_1)_  1
    x(2_0_0_9)  c_e_flow(2_1_2)_  -1
    x(2_0_0_15)  c_e_one_path(2_0_0)_  1
    x(2_0_0_15)  c_e_flow(2_0_2)_  1
    x(2_0_0_15)  c_e_flow(2_1_2)_  -1
    x(2_0_1_3)  c_e_one_path(2_0_1)_  1
    x(2_0_1_3)  c_e_flow(2_0_0)_  1
    x(2_0_1_3)  c_e_flow(2_1_2)_  -1
    x(2_0_1_3)  c_u_processors(0_1_0)_  4
    x(2_0_1_6)  c_e_one_path(2_0_1)_  1
    x(2_0_1_6)  c_e_flow(2_0_1)_  1
    x(2_0_1_6)  c_e_flow(2_1_2)_  -1
    x(2_0_1_6)  c_u_processors(0_1_0)_  4
    x(2_0_1_9)  c_e_one_path(2_0_1)_  1
    x(2_0_1_9)  c_e_flow(2_0_1)_  1
    x(2_0_1_9)  c_e_flow(2_1_2)_  -1
    x(2_0_1_15)  c_e_one_path(2_0_1)_  1
    x(2_0_1_15)  c_e_flow(2_0_2)_  1
    x(2_0_1_15)  c_e_flow(2_1_2)_  -1
    x(2_0_2_9)  c_e_one_path(2_0_2)_  1
    x(2_0_2_9)  c_e_flow(2_0_1)_  1
    x(2_0_2_9)  c_e_flow(2_1_2)_  -1
    x(2_0_2_12)  c_e_one_path(2_0_2)_  1
    x(2_0_2_12)  c_e_flow(2_0_2)_  1
    x(2_0_2_12)  c_e_flow(2_1_2)_  -1
    x(2_0_2_12)  c_u_processors(0_2_0)_  4
    x(2_0_2_15)  c_e_one_path(2_0_2)_  1
    x(2_0_2_15)  c_e_flow(2_0_2)_  1
    x(2_0_2_15)  c_e_flow(2_1_2)_  -1
    x(2_0_3_8)  c_e_one_path(2_0_3)_  1
    x(2_0_3_8)  c_e_flow(2_0_1)_  1
    x(2_0_3_8)  c_e_flow(2_1_1)_  -1
    x(2_0_3_8)  c_u_processors(0_3_1)_  4
    x(2_0_3_9)  c_e_one_path(2_0_3)_  1
    x(2_0_3_9)  c_e_flow(2_0_1)_  1
    x(2_0_3_9)  c_e_flow(2_1_2)_  -1
    x(2_0_3_14)  c_e_one_path(2_0_3)_  1
    x(2_0_3_14)  c_e_flow(2_0_2)_  1
    x(2_0_3_14)  c_e_flow(2_1_1)_  -1
    x(2_0_3_14)  c_u_processors(0_3_1)_  4
    x(2_0_3_15)  c_e_one_path(2_0_3)_  1
    x(2_0_3_15)  c_e_flow(2_0_2)_  1
    x(2_0_3_15)  c_e_flow(2_1_2)_  -1
    x(2_0_4_7)  c_e_one_path(2_0_4)_  1
    x(2_0_4_7)  c_e_flow(2_0_1)_  1
    x(2_0_4_7)  c_e_flow(2_1_0)_  -1
    x(2_0_4_7)  c_u_processors(0_4_1)_  4
    x(2_0_4_7)  c_u_processors(0_4_2)_  4
    x(2_0_4_9)  c_e_one_path(2_0_4)_  1
    x(2_0_4_9)  c_e_flow(2_0_1)_  1
    x(2_0_4_9)  c_e_flow(2_1_2)_  -1
    x(2_0_4_13)  c_e_one_path(2_0_4)_  1
    x(2_0_4_13)  c_e_flow(2_0_2)_  1
    x(2_0_4_13)  c_e_flow(2_1_0)_  -1
    x(2_0_4_13)  c_u_processors(0_4_1)_  4
    x(2_0_4_13)  c_u_processors(0_4_2)_  4
    x(2_0_4_15)  c_e_one_path(2_0_4)_  1
    x(2_0_4_15)  c_e_flow(2_0_2)_  1
    x(2_0_4_15)  c_e_flow(2_1_2)_  -1
    x(2_0_5_9)  c_e_one_path(2_0_5)_  1
    x(2_0_5_9)  c_e_flow(2_0_1)_  1
    x(2_0_5_9)  c_e_flow(2_1_2)_  -1
    x(2_0_5_15)  c_e_one_path(2_0_5)_  1
    x(2_0_5_15)  c_e_flow(2_0_2)_  1
    x(2_0_5_15)  c_e_flow(2_1_2)_  -1
    x(2_1_0_9)  c_e_one_path(2_1_0)_  1
    x(2_1_0_9)  c_e_flow(2_1_1)_  1
    x(2_1_0_9)  c_e_flow(2_2_2)_  -1
    x(2_1_0_15)  c_e_one_path(2_1_0)_  1
    x(2_1_0_15)  c_e_flow(2_1_2)_  1
    x(2_1_0_15)  c_e_flow(2_2_2)_  -1
    x(2_1_1_3)  c_e_one_path(2_1_1)_  1
    x(2_1_1_3)  c_e_flow(2_1_0)_  1
    x(2_1_1_3)  c_e_flow(2_2_2)_  -1
    x(2_1_1_3)  c_u_processors(1_1_0)_  4
    x(2_1_1_6)  c_e_one_path(2_1_1)_  1
    x(2_1_1_6)  c_e_flow(2_1_1)_  1
    x(2_1_1_6)  c_e_flow(2_2_2)_  -1
    x(2_1_1_6)  c_u_processors(1_1_0)_  4
    x(2_1_1_9)  c_e_one_path(2_1_1)_  1
    x(2_1_1_9)  c_e_flow(2_1_1)_  1
    x(2_1_1_9)  c_e_flow(2_2_2)_  -1
    x(2_1_1_15)  c_e_one_path(2_1_1)_  1
    x(2_1_1_15)  c_e_flow(2_1_2)_  1
    x(2_1_1_15)  c_e_flow(2_2_2)_  -1
    x(2_1_2_9)  c_e_one_path(2_1_2)_  1
    x(2_1_2_9)  c_e_flow(2_1_1)_  1
    x(2_1_2_9)  c_e_flow(2_2_2)_  -1
    x(2_1_2_12)  c_e_one_path(2_1_2)_  1
    x(2_1_2_12)  c_e_flow(2_1_2)_  1
    x(2_1_2_12)  c_e_flow(2_2_2)_  -1
    x(2_1_2_12)  c_u_processors(1_2_0)_  4
    x(2_1_2_15)  c_e_one_path(2_1_2)_  1
    x(2_1_2_15)  c_e_flow(2_1_2)_  1
    x(2_1_2_15)  c_e_flow(2_2_2)_  -1
    x(2_1_3_8)  c_e_one_path(2_1_3)_  1
    x(2_1_3_8)  c_e_flow(2_1_1)_  1
    x(2_1_3_8)  c_e_flow(2_2_1)_  -1
    x(2_1_3_8)  c_u_processors(1_3_1)_  4
    x(2_1_3_9)  c_e_one_path(2_1_3)_  1
    x(2_1_3_9)  c_e_flow(2_1_1)_  1
    x(2_1_3_9)  c_e_flow(2_2_2)_  -1
    x(2_1_3_14)  c_e_one_path(2_1_3)_  1
    x(2_1_3_14)  c_e_flow(2_1_2)_  1
    x(2_1_3_14)  c_e_flow(2_2_1)_  -1
    x(2_1_3_14)  c_u_processors(1_3_1)_  4
    x(2_1_3_15)  c_e_one_path(2_1_3)_  1
    x(2_1_3_15)  c_e_flow(2_1_2)_  1
    x(2_1_3_15)  c_e_flow(2_2_2)_  -1
    x(2_1_4_7)  c_e_one_path(2_1_4)_  1
    x(2_1_4_7)  c_e_flow(2_1_1)_  1
    x(2_1_4_7)  c_e_flow(2_2_0)_  -1
    x(2_1_4_7)  c_u_processors(1_4_1)_  4
    x(2_1_4_7)  c_u_processors(1_4_2)_  4
    x(2_1_4_9)  c_e_one_path(2_1_4)_  1
    x(2_1_4_9)  c_e_flow(2_1_1)_  1
    x(2_1_4_9)  c_e_flow(2_2_2)_  -1
    x(2_1_4_13)  c_e_one_path(2_1_4)_  1
    x(2_1_4_13)  c_e_flow(2_1_2)_  1
    x(2_1_4_13)  c_e_flow(2_2_0)_  -1
    x(2_1_4_13)  c_u_processors(1_4_1)_  4
    x(2_1_4_13)  c_u_processors(1_4_2)_  4
    x(2_1_4_15)  c_e_one_path(2_1_4)_  1
    x(2_1_4_15)  c_e_flow(2_1_2)_  1
    x(2_1_4_15)  c_e_flow(2_2_2)_  -1
    x(2_1_5_9)  c_e_one_path(2_1_5)_  1
    x(2_1_5_9)  c_e_flow(2_1_1)_  1
    x(2_1_5_9)  c_e_flow(2_2_2)_  -1
    x(2_1_5_15)  c_e_one_path(2_1_5)_  1
    x(2_1_5_15)  c_e_flow(2_1_2)_  1
    x(2_1_5_15)  c_e_flow(2_2_2)_  -1
    x(2_2_0_9)  c_e_one_path(2_2_0)_  1
    x(2_2_0_9)  c_e_flow(2_2_1)_  1
    x(2_2_0_15)  c_e_one_path(2_2_0)_  1
    x(2_2_0_15)  c_e_flow(2_2_2)_  1
    x(2_2_1_3)  c_e_one_path(2_2_1)_  1
    x(2_2_1_3)  c_e_flow(2_2_0)_  1
    x(2_2_1_3)  c_u_processors(2_1_0)_  4
    x(2_2_1_6)  c_e_one_path(2_2_1)_  1
    x(2_2_1_6)  c_e_flow(2_2_1)_  1
    x(2_2_1_6)  c_u_processors(2_1_0)_  4
    x(2_2_1_9)  c_e_one_path(2_2_1)_  1
    x(2_2_1_9)  c_e_flow(2_2_1)_  1
    x(2_2_1_15)  c_e_one_path(2_2_1)_  1
    x(2_2_1_15)  c_e_flow(2_2_2)_  1
    x(2_2_2_9)  c_e_one_path(2_2_2)_  1
    x(2_2_2_9)  c_e_flow(2_2_1)_  1
    x(2_2_2_12)  c_e_one_path(2_2_2)_  1
    x(2_2_2_12)  c_e_flow(2_2_2)_  1
    x(2_2_2_12)  c_u_processors(2_2_0)_  4
    x(2_2_2_15)  c_e_one_path(2_2_2)_  1
    x(2_2_2_15)  c_e_flow(2_2_2)_  1
    x(2_2_3_8)  c_e_one_path(2_2_3)_  1
    x(2_2_3_8)  c_e_flow(2_2_1)_  1
    x(2_2_3_8)  c_u_processors(2_3_1)_  4
    x(2_2_3_9)  c_e_one_path(2_2_3)_  1
    x(2_2_3_9)  c_e_flow(2_2_1)_  1
    x(2_2_3_14)  c_e_one_path(2_2_3)_  1
    x(2_2_3_14)  c_e_flow(2_2_2)_  1
    x(2_2_3_14)  c_u_processors(2_3_1)_  4
    x(2_2_3_15)  c_e_one_path(2_2_3)_  1
    x(2_2_3_15)  c_e_flow(2_2_2)_  1
    x(2_2_4_7)  c_e_one_path(2_2_4)_  1
    x(2_2_4_7)  c_e_flow(2_2_1)_  1
    x(2_2_4_7)  c_u_processors(2_4_1)_  4
    x(2_2_4_7)  c_u_processors(2_4_2)_  4
    x(2_2_4_9)  c_e_one_path(2_2_4)_  1
    x(2_2_4_9)  c_e_flow(2_2_1)_  1
    x(2_2_4_13)  c_e_one_path(2_2_4)_  1
    x(2_2_4_13)  c_e_flow(2_2_2)_  1
    x(2_2_4_13)  c_u_processors(2_4_1)_  4
    x(2_2_4_13)  c_u_processors(2_4_2)_  4
    x(2_2_4_15)  c_e_one_path(2_2_4)_  1
    x(2_2_4_15)  c_e_flow(2_2_2)_  1
    x(2_2_5_9)  c_e_one_path(2_2_5)_  1
    x(2_2_5_9)  c_e_flow(2_2_1)_  1
    x(2_2_5_15)  c_e_one_path(2_2_5)_  1
    x(2_2_5_15)  c_e_flow(2_2_2)_  1
RHS
    RHS_V     c_e_one_cnf(0)_  1
    RHS_V     c_e_one_cnf(1)_  1
    RHS_V     c_e_one_cnf(2)_  1
    RHS_V     c_e_flow(0_0_2)_  1
    RHS_V     c_e_flow(1_0_2)_  1
    RHS_V     c_e_flow(2_0_2)_  1
    RHS_V     c_u_area_cut(0)_  183
    RHS_V     c_u_area_cut(1)_  144
    RHS_V     c_u_area_cut(2)_  268
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
 UP BOUND     x(0_0_3_10)  1
 UP BOUND     x(0_0_3_11)  1
 UP BOUND     x(0_0_3_12)  1
 UP BOUND     x(0_0_3_13)  1
 UP BOUND     x(0_0_4_1)  1
 UP BOUND     x(0_0_4_2)  1
 UP BOUND     x(0_0_4_3)  1
 UP BOUND     x(0_0_4_4)  1
 UP BOUND     x(0_0_4_5)  1
 UP BOUND     x(0_0_4_6)  1
 UP BOUND     x(0_0_4_10)  1
 UP BOUND     x(0_0_4_11)  1
 UP BOUND     x(0_0_4_12)  1
 UP BOUND     x(0_0_5_1)  1
 UP BOUND     x(0_0_5_2)  1
 UP BOUND     x(0_0_5_3)  1
 UP BOUND     x(0_0_5_4)  1
 UP BOUND     x(0_0_5_5)  1
 UP BOUND     x(0_0_5_6)  1
 UP BOUND     x(0_0_5_10)  1
 UP BOUND     x(0_0_5_11)  1
 UP BOUND     x(0_0_5_12)  1
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
 UP BOUND     x(0_1_3_10)  1
 UP BOUND     x(0_1_3_11)  1
 UP BOUND     x(0_1_3_12)  1
 UP BOUND     x(0_1_3_13)  1
 UP BOUND     x(0_1_4_1)  1
 UP BOUND     x(0_1_4_2)  1
 UP BOUND     x(0_1_4_3)  1
 UP BOUND     x(0_1_4_4)  1
 UP BOUND     x(0_1_4_5)  1
 UP BOUND     x(0_1_4_6)  1
 UP BOUND     x(0_1_4_10)  1
 UP BOUND     x(0_1_4_11)  1
 UP BOUND     x(0_1_4_12)  1
 UP BOUND     x(0_1_5_1)  1
 UP BOUND     x(0_1_5_2)  1
 UP BOUND     x(0_1_5_3)  1
 UP BOUND     x(0_1_5_4)  1
 UP BOUND     x(0_1_5_5)  1
 UP BOUND     x(0_1_5_6)  1
 UP BOUND     x(0_1_5_10)  1
 UP BOUND     x(0_1_5_11)  1
 UP BOUND     x(0_1_5_12)  1
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
 UP BOUND     x(0_2_3_10)  1
 UP BOUND     x(0_2_3_11)  1
 UP BOUND     x(0_2_3_12)  1
 UP BOUND     x(0_2_3_13)  1
 UP BOUND     x(0_2_4_1)  1
 UP BOUND     x(0_2_4_2)  1
 UP BOUND     x(0_2_4_3)  1
 UP BOUND     x(0_2_4_4)  1
 UP BOUND     x(0_2_4_5)  1
 UP BOUND     x(0_2_4_6)  1
 UP BOUND     x(0_2_4_10)  1
 UP BOUND     x(0_2_4_11)  1
 UP BOUND     x(0_2_4_12)  1
 UP BOUND     x(0_2_5_1)  1
 UP BOUND     x(0_2_5_2)  1
 UP BOUND     x(0_2_5_3)  1
 UP BOUND     x(0_2_5_4)  1
 UP BOUND     x(0_2_5_5)  1
 UP BOUND     x(0_2_5_6)  1
 UP BOUND     x(0_2_5_10)  1
 UP BOUND     x(0_2_5_11)  1
 UP BOUND     x(0_2_5_12)  1
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
 UP BOUND     x(1_0_2_3)  1
 UP BOUND     x(1_0_2_4)  1
 UP BOUND     x(1_0_2_5)  1
 UP BOUND     x(1_0_2_6)  1
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
 UP BOUND     x(1_0_3_10)  1
 UP BOUND     x(1_0_3_11)  1
 UP BOUND     x(1_0_3_12)  1
 UP BOUND     x(1_0_3_13)  1
 UP BOUND     x(1_0_4_1)  1
 UP BOUND     x(1_0_4_2)  1
 UP BOUND     x(1_0_4_3)  1
 UP BOUND     x(1_0_4_4)  1
 UP BOUND     x(1_0_4_5)  1
 UP BOUND     x(1_0_4_6)  1
 UP BOUND     x(1_0_4_10)  1
 UP BOUND     x(1_0_4_11)  1
 UP BOUND     x(1_0_4_12)  1
 UP BOUND     x(1_0_5_1)  1
 UP BOUND     x(1_0_5_2)  1
 UP BOUND     x(1_0_5_3)  1
 UP BOUND     x(1_0_5_4)  1
 UP BOUND     x(1_0_5_5)  1
 UP BOUND     x(1_0_5_6)  1
 UP BOUND     x(1_0_5_10)  1
 UP BOUND     x(1_0_5_11)  1
 UP BOUND     x(1_0_5_12)  1
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
 UP BOUND     x(1_1_2_3)  1
 UP BOUND     x(1_1_2_4)  1
 UP BOUND     x(1_1_2_5)  1
 UP BOUND     x(1_1_2_6)  1
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
 UP BOUND     x(1_1_3_10)  1
 UP BOUND     x(1_1_3_11)  1
 UP BOUND     x(1_1_3_12)  1
 UP BOUND     x(1_1_3_13)  1
 UP BOUND     x(1_1_4_1)  1
 UP BOUND     x(1_1_4_2)  1
 UP BOUND     x(1_1_4_3)  1
 UP BOUND     x(1_1_4_4)  1
 UP BOUND     x(1_1_4_5)  1
 UP BOUND     x(1_1_4_6)  1
 UP BOUND     x(1_1_4_10)  1
 UP BOUND     x(1_1_4_11)  1
 UP BOUND     x(1_1_4_12)  1
 UP BOUND     x(1_1_5_1)  1
 UP BOUND     x(1_1_5_2)  1
 UP BOUND     x(1_1_5_3)  1
 UP BOUND     x(1_1_5_4)  1
 UP BOUND     x(1_1_5_5)  1
 UP BOUND     x(1_1_5_6)  1
 UP BOUND     x(1_1_5_10)  1
 UP BOUND     x(1_1_5_11)  1
 UP BOUND     x(1_1_5_12)  1
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
 UP BOUND     x(1_2_2_3)  1
 UP BOUND     x(1_2_2_4)  1
 UP BOUND     x(1_2_2_5)  1
 UP BOUND     x(1_2_2_6)  1
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
 UP BOUND     x(1_2_3_10)  1
 UP BOUND     x(1_2_3_11)  1
 UP BOUND     x(1_2_3_12)  1
 UP BOUND     x(1_2_3_13)  1
 UP BOUND     x(1_2_4_1)  1
 UP BOUND     x(1_2_4_2)  1
 UP BOUND     x(1_2_4_3)  1
 UP BOUND     x(1_2_4_4)  1
 UP BOUND     x(1_2_4_5)  1
 UP BOUND     x(1_2_4_6)  1
 UP BOUND     x(1_2_4_10)  1
 UP BOUND     x(1_2_4_11)  1
 UP BOUND     x(1_2_4_12)  1
 UP BOUND     x(1_2_5_1)  1
 UP BOUND     x(1_2_5_2)  1
 UP BOUND     x(1_2_5_3)  1
 UP BOUND     x(1_2_5_4)  1
 UP BOUND     x(1_2_5_5)  1
 UP BOUND     x(1_2_5_6)  1
 UP BOUND     x(1_2_5_10)  1
 UP BOUND     x(1_2_5_11)  1
 UP BOUND     x(1_2_5_12)  1
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
 UP BOUND     x(2_0_2_3)  1
 UP BOUND     x(2_0_2_4)  1
 UP BOUND     x(2_0_2_5)  1
 UP BOUND     x(2_0_2_6)  1
 UP BOUND     x(2_0_2_7)  1
 UP BOUND     x(2_0_2_8)  1
 UP BOUND     x(2_0_2_10)  1
 UP BOUND     x(2_0_2_11)  1
 UP BOUND     x(2_0_2_13)  1
 UP BOUND     x(2_0_2_14)  1
 UP BOUND     x(2_0_3_1)  1
 UP BOUND     x(2_0_3_2)  1
 UP BOUND     x(2_0_3_3)  1
 UP BOUND     x(2_0_3_4)  1
 UP BOUND     x(2_0_3_5)  1
 UP BOUND     x(2_0_3_6)  1
 UP BOUND     x(2_0_3_7)  1
 UP BOUND     x(2_0_3_10)  1
 UP BOUND     x(2_0_3_11)  1
 UP BOUND     x(2_0_3_12)  1
 UP BOUND     x(2_0_3_13)  1
 UP BOUND     x(2_0_4_1)  1
 UP BOUND     x(2_0_4_2)  1
 UP BOUND     x(2_0_4_3)  1
 UP BOUND     x(2_0_4_4)  1
 UP BOUND     x(2_0_4_5)  1
 UP BOUND     x(2_0_4_6)  1
 UP BOUND     x(2_0_4_10)  1
 UP BOUND     x(2_0_4_11)  1
 UP BOUND     x(2_0_4_12)  1
 UP BOUND     x(2_0_5_1)  1
 UP BOUND     x(2_0_5_2)  1
 UP BOUND     x(2_0_5_3)  1
 UP BOUND     x(2_0_5_4)  1
 UP BOUND     x(2_0_5_5)  1
 UP BOUND     x(2_0_5_6)  1
 UP BOUND     x(2_0_5_10)  1
 UP BOUND     x(2_0_5_11)  1
 UP BOUND     x(2_0_5_12)  1
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
 UP BOUND     x(2_1_2_3)  1
 UP BOUND     x(2_1_2_4)  1
 UP BOUND     x(2_1_2_5)  1
 UP BOUND     x(2_1_2_6)  1
 UP BOUND     x(2_1_2_7)  1
 UP BOUND     x(2_1_2_8)  1
 UP BOUND     x(2_1_2_10)  1
 UP BOUND     x(2_1_2_11)  1
 UP BOUND     x(2_1_2_13)  1
 UP BOUND     x(2_1_2_14)  1
 UP BOUND     x(2_1_3_1)  1
 UP BOUND     x(2_1_3_2)  1
 UP BOUND     x(2_1_3_3)  1
 UP BOUND     x(2_1_3_4)  1
 UP BOUND     x(2_1_3_5)  1
 UP BOUND     x(2_1_3_6)  1
 UP BOUND     x(2_1_3_7)  1
 UP BOUND     x(2_1_3_10)  1
 UP BOUND     x(2_1_3_11)  1
 UP BOUND     x(2_1_3_12)  1
 UP BOUND     x(2_1_3_13)  1
 UP BOUND     x(2_1_4_1)  1
 UP BOUND     x(2_1_4_2)  1
 UP BOUND     x(2_1_4_3)  1
 UP BOUND     x(2_1_4_4)  1
 UP BOUND     x(2_1_4_5)  1
 UP BOUND     x(2_1_4_6)  1
 UP BOUND     x(2_1_4_10)  1
 UP BOUND     x(2_1_4_11)  1
 UP BOUND     x(2_1_4_12)  1
 UP BOUND     x(2_1_5_1)  1
 UP BOUND     x(2_1_5_2)  1
 UP BOUND     x(2_1_5_3)  1
 UP BOUND     x(2_1_5_4)  1
 UP BOUND     x(2_1_5_5)  1
 UP BOUND     x(2_1_5_6)  1
 UP BOUND     x(2_1_5_10)  1
 UP BOUND     x(2_1_5_11)  1
 UP BOUND     x(2_1_5_12)  1
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
 UP BOUND     x(2_2_2_3)  1
 UP BOUND     x(2_2_2_4)  1
 UP BOUND     x(2_2_2_5)  1
 UP BOUND     x(2_2_2_6)  1
 UP BOUND     x(2_2_2_7)  1
 UP BOUND     x(2_2_2_8)  1
 UP BOUND     x(2_2_2_10)  1
 UP BOUND     x(2_2_2_11)  1
 UP BOUND     x(2_2_2_13)  1
 UP BOUND     x(2_2_2_14)  1
 UP BOUND     x(2_2_3_1)  1
 UP BOUND     x(2_2_3_2)  1
 UP BOUND     x(2_2_3_3)  1
 UP BOUND     x(2_2_3_4)  1
 UP BOUND     x(2_2_3_5)  1
 UP BOUND     x(2_2_3_6)  1
 UP BOUND     x(2_2_3_7)  1
 UP BOUND     x(2_2_3_10)  1
 UP BOUND     x(2_2_3_11)  1
 UP BOUND     x(2_2_3_12)  1
 UP BOUND     x(2_2_3_13)  1
 UP BOUND     x(2_2_4_1)  1
 UP BOUND     x(2_2_4_2)  1
 UP BOUND     x(2_2_4_3)  1
 UP BOUND     x(2_2_4_4)  1
 UP BOUND     x(2_2_4_5)  1
 UP BOUND     x(2_2_4_6)  1
 UP BOUND     x(2_2_4_10)  1
 UP BOUND     x(2_2_4_11)  1
 UP BOUND     x(2_2_4_12)  1
 UP BOUND     x(2_2_5_1)  1
 UP BOUND     x(2_2_5_2)  1
 UP BOUND     x(2_2_5_3)  1
 UP BOUND     x(2_2_5_4)  1
 UP BOUND     x(2_2_5_5)  1
 UP BOUND     x(2_2_5_6)  1
 UP BOUND     x(2_2_5_10)  1
 UP BOUND     x(2_2_5_11)  1
 UP BOUND     x(2_2_5_12)  1
 UP BOUND     cnf(0_0)  1
 UP BOUND     cnf(0_1)  1
 UP BOUND     cnf(0_2)  1
 UP BOUND     cnf(0_3)  1
 UP BOUND     cnf(0_4)  1
 UP BOUND     cnf(0_5)  1
 UP BOUND     cnf(1_0)  1
 UP BOUND     cnf(1_1)  1
 UP BOUND     cnf(1_2)  1
 UP BOUND     cnf(1_3)  1
 UP BOUND     cnf(1_4)  1
 UP BOUND     cnf(1_5)  1
 UP BOUND     cnf(2_0)  1
 UP BOUND     cnf(2_1)  1
 UP BOUND     cnf(2_2)  1
 UP BOUND     cnf(2_3)  1
 UP BOUND     cnf(2_4)  1
 UP BOUND     cnf(2_5)  1
 UP BOUND     x(0_0_0_9)  1
 UP BOUND     x(0_0_0_15)  1
 UP BOUND     x(0_0_1_3)  1
 UP BOUND     x(0_0_1_6)  1
 UP BOUND     x(0_0_1_9)  1
 UP BOUND     x(0_0_1_15)  1
 UP BOUND     x(0_0_2_9)  1
 UP BOUND     x(0_0_2_12)  1
 UP BOUND     x(0_0_2_15)  1
 UP BOUND     x(0_0_3_8)  1
 UP BOUND     x(0_0_3_9)  1
 UP BOUND     x(0_0_3_14)  1
 UP BOUND     x(0_0_3_15)  1
 UP BOUND     x(0_0_4_7)  1
 UP BOUND     x(0_0_4_9)  1
 UP BOUND     x(0_0_4_13)  1
 UP BOUND     x(0_0_4_15)  1
 UP BOUND     x(0_0_5_9)  1
 UP BOUND     x(0_0_5_15)  1
 UP BOUND     x(0_1_0_9)  1
 UP BOUND     x(0_1_0_15)  1
 UP BOUND     x(0_1_1_3)  1
 UP BOUND     x(0_1_1_6)  1
 UP BOUND     x(0_1_1_9)  1
 UP BOUND     x(0_1_1_15)  1
 UP BOUND     x(0_1_2_9)  1
 UP BOUND     x(0_1_2_12)  1
 UP BOUND     x(0_1_2_15)  1
 UP BOUND     x(0_1_3_8)  1
 UP BOUND     x(0_1_3_9)  1
 UP BOUND     x(0_1_3_14)  1
 UP BOUND     x(0_1_3_15)  1
 UP BOUND     x(0_1_4_7)  1
 UP BOUND     x(0_1_4_9)  1
 UP BOUND     x(0_1_4_13)  1
 UP BOUND     x(0_1_4_15)  1
 UP BOUND     x(0_1_5_9)  1
 UP BOUND     x(0_1_5_15)  1
 UP BOUND     x(0_2_0_9)  1
 UP BOUND     x(0_2_0_15)  1
 UP BOUND     x(0_2_1_3)  1
 UP BOUND     x(0_2_1_6)  1
 UP BOUND     x(0_2_1_9)  1
 UP BOUND     x(0_2_1_15)  1
 UP BOUND     x(0_2_2_9)  1
 UP BOUND     x(0_2_2_12)  1
 UP BOUND     x(0_2_2_15)  1
 UP BOUND     x(0_2_3_8)  1
 UP BOUND     x(0_2_3_9)  1
 UP BOUND     x(0_2_3_14)  1
 UP BOUND     x(0_2_3_15)  1
 UP BOUND     x(0_2_4_7)  1
 UP BOUND     x(0_2_4_9)  1
 UP BOUND     x(0_2_4_13)  1
 UP BOUND     x(0_2_4_15)  1
 UP BOUND     x(0_2_5_9)  1
 UP BOUND     x(0_2_5_15)  1
 UP BOUND     x(1_0_0_9)  1
 UP BOUND     x(1_0_0_15)  1
 UP BOUND     x(1_0_1_3)  1
 UP BOUND     x(1_0_1_6)  1
 UP BOUND     x(1_0_1_9)  1
 UP BOUND     x(1_0_1_15)  1
 UP BOUND     x(1_0_2_9)  1
 UP BOUND     x(1_0_2_12)  1
 UP BOUND     x(1_0_2_15)  1
 UP BOUND     x(1_0_3_8)  1
 UP BOUND     x(1_0_3_9)  1
 UP BOUND     x(1_0_3_14)  1
 UP BOUND     x(1_0_3_15)  1
 UP BOUND     x(1_0_4_7)  1
 UP BOUND     x(1_0_4_9)  1
 UP BOUND     x(1_0_4_13)  1
 UP BOUND     x(1_0_4_15)  1
 UP BOUND     x(1_0_5_9)  1
 UP BOUND     x(1_0_5_15)  1
 UP BOUND     x(1_1_0_9)  1
 UP BOUND     x(1_1_0_15)  1
 UP BOUND     x(1_1_1_3)  1
 UP BOUND     x(1_1_1_6)  1
 UP BOUND     x(1_1_1_9)  1
 UP BOUND     x(1_1_1_15)  1
 UP BOUND     x(1_1_2_9)  1
 UP BOUND     x(1_1_2_12)  1
 UP BOUND     x(1_1_2_15)  1
 UP BOUND     x(1_1_3_8)  1
 UP BOUND     x(1_1_3_9)  1
 UP BOUND     x(1_1_3_14)  1
 UP BOUND     x(1_1_3_15)  1
 UP BOUND     x(1_1_4_7)  1
 UP BOUND     x(1_1_4_9)  1
 UP BOUND     x(1_1_4_13)  1
 UP BOUND     x(1_1_4_15)  1
 UP BOUND     x(1_1_5_9)  1
 UP BOUND     x(1_1_5_15)  1
 UP BOUND     x(1_2_0_9)  1
 UP BOUND     x(1_2_0_15)  1
 UP BOUND     x(1_2_1_3)  1
 UP BOUND     x(1_2_1_6)  1
 UP BOUND     x(1_2_1_9)  1
 UP BOUND     x(1_2_1_15)  1
 UP BOUND     x(1_2_2_9)  1
 UP BOUND     x(1_2_2_12)  1
 UP BOUND     x(1_2_2_15)  1
 UP BOUND     x(1_2_3_8)  1
 UP BOUND     x(1_2_3_9)  1
 UP BOUND     x(1_2_3_14)  1
 UP BOUND     x(1_2_3_15)  1
 UP BOUND     x(1_2_4_7)  1
 UP BOUND     x(1_2_4_9)  1
 UP BOUND     x(1_2_4_13)  1
 UP BOUND     x(1_2_4_15)  1
 UP BOUND     x(1_2_5_9)  1
 UP BOUND     x(1_2_5_15)  1
 UP BOUND     x(2_0_0_9)  1
 UP BOUND     x(2_0_0_15)  1
 UP BOUND     x(2_0_1_3)  1
 UP BOUND     x(2_0_1_6)  1
 UP BOUND     x(2_0_1_9)  1
 UP BOUND     x(2_0_1_15)  1
 UP BOUND     x(2_0_2_9)  1
 UP BOUND     x(2_0_2_12)  1
 UP BOUND     x(2_0_2_15)  1
 UP BOUND     x(2_0_3_8)  1
 UP BOUND     x(2_0_3_9)  1
 UP BOUND     x(2_0_3_14)  1
 UP BOUND     x(2_0_3_15)  1
 UP BOUND     x(2_0_4_7)  1
 UP BOUND     x(2_0_4_9)  1
 UP BOUND     x(2_0_4_13)  1
 UP BOUND     x(2_0_4_15)  1
 UP BOUND     x(2_0_5_9)  1
 UP BOUND     x(2_0_5_15)  1
 UP BOUND     x(2_1_0_9)  1
 UP BOUND     x(2_1_0_15)  1
 UP BOUND     x(2_1_1_3)  1
 UP BOUND     x(2_1_1_6)  1
 UP BOUND     x(2_1_1_9)  1
 UP BOUND     x(2_1_1_15)  1
 UP BOUND     x(2_1_2_9)  1
 UP BOUND     x(2_1_2_12)  1
 UP BOUND     x(2_1_2_15)  1
 UP BOUND     x(2_1_3_8)  1
 UP BOUND     x(2_1_3_9)  1
 UP BOUND     x(2_1_3_14)  1
 UP BOUND     x(2_1_3_15)  1
 UP BOUND     x(2_1_4_7)  1
 UP BOUND     x(2_1_4_9)  1
 UP BOUND     x(2_1_4_13)  1
 UP BOUND     x(2_1_4_15)  1
 UP BOUND     x(2_1_5_9)  1
 UP BOUND     x(2_1_5_15)  1
 UP BOUND     x(2_2_0_9)  1
 UP BOUND     x(2_2_0_15)  1
 UP BOUND     x(2_2_1_3)  1
 UP BOUND     x(2_2_1_6)  1
 UP BOUND     x(2_2_1_9)  1
 UP BOUND     x(2_2_1_15)  1
 UP BOUND     x(2_2_2_9)  1
 UP BOUND     x(2_2_2_12)  1
 UP BOUND     x(2_2_2_15)  1
 UP BOUND     x(2_2_3_8)  1
 UP BOUND     x(2_2_3_9)  1
 UP BOUND     x(2_2_3_14)  1
 UP BOUND     x(2_2_3_15)  1
 UP BOUND     x(2_2_4_7)  1
 UP BOUND     x(2_2_4_9)  1
 UP BOUND     x(2_2_4_13)  1
 UP BOUND     x(2_2_4_15)  1
 UP BOUND     x(2_2_5_9)  1
 UP BOUND     x(2_2_5_15)  1
ENDATA
