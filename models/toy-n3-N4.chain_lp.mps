NAME        model
ROWS
 N  expected_makespan
 E  c_e_flow(0)_
 E  c_e_flow(1)_
 E  c_e_flow(2)_
 E  c_e_flow(3)_
 E  c_e_flow(4)_
 E  c_e_flow(5)_
 E  c_e_flow(6)_
 E  c_e_flow(7)_
 E  c_e_flow(8)_
 E  c_e_flow(9)_
 E  c_e_flow(10)_
 E  c_e_flow(11)_
 E  c_e_flow(12)_
COLUMNS
    x(0_1)    expected_makespan  3.3263521080022
    x(0_1)    c_e_flow(0)_  1
    x(0_1)    c_e_flow(1)_  -1
    x(0_2)    expected_makespan  4.73198834755947
    x(0_2)    c_e_flow(0)_  1
    x(0_2)    c_e_flow(2)_  -1
    x(0_3)    expected_makespan  6.50663743653004
    x(0_3)    c_e_flow(0)_  1
    x(0_3)    c_e_flow(3)_  -1
    x(0_4)    expected_makespan  10.0902019104096
    x(0_4)    c_e_flow(0)_  1
    x(0_4)    c_e_flow(4)_  -1
    x(0_5)    expected_makespan  11.6520199543621
    x(0_5)    c_e_flow(0)_  1
    x(0_5)    c_e_flow(5)_  -1
    x(0_6)    expected_makespan  13.6238522754406
    x(0_6)    c_e_flow(0)_  1
    x(0_6)    c_e_flow(6)_  -1
    x(0_7)    expected_makespan  17.6055905797512
    x(0_7)    c_e_flow(0)_  1
    x(0_7)    c_e_flow(7)_  -1
    x(0_8)    expected_makespan  19.3409439619207
    x(0_8)    c_e_flow(0)_  1
    x(0_8)    c_e_flow(8)_  -1
    x(0_9)    expected_makespan  21.5318687631189
    x(0_9)    c_e_flow(0)_  1
    x(0_9)    c_e_flow(9)_  -1
    x(0_10)   expected_makespan  25.9560224345752
    x(0_10)   c_e_flow(0)_  1
    x(0_10)   c_e_flow(10)_  -1
    x(0_11)   expected_makespan  27.8841928592079
    x(0_11)   c_e_flow(0)_  1
    x(0_11)   c_e_flow(11)_  -1
    x(0_12)   expected_makespan  30.3185537494282
    x(0_12)   c_e_flow(0)_  1
    x(0_12)   c_e_flow(12)_  -1
    x(1_2)    expected_makespan  1.5386690977871
    x(1_2)    c_e_flow(1)_  1
    x(1_2)    c_e_flow(2)_  -1
    x(1_3)    expected_makespan  3.22520802649162
    x(1_3)    c_e_flow(1)_  1
    x(1_3)    c_e_flow(3)_  -1
    x(1_4)    expected_makespan  6.63085088077913
    x(1_4)    c_e_flow(1)_  1
    x(1_4)    c_e_flow(4)_  -1
    x(1_5)    expected_makespan  8.11512568589402
    x(1_5)    c_e_flow(1)_  1
    x(1_5)    c_e_flow(5)_  -1
    x(1_6)    expected_makespan  9.98905782889904
    x(1_6)    c_e_flow(1)_  1
    x(1_6)    c_e_flow(6)_  -1
    x(1_7)    expected_makespan  13.7731054447741
    x(1_7)    c_e_flow(1)_  1
    x(1_7)    c_e_flow(7)_  -1
    x(1_8)    expected_makespan  15.4222996726795
    x(1_8)    c_e_flow(1)_  1
    x(1_8)    c_e_flow(8)_  -1
    x(1_9)    expected_makespan  17.5044464982406
    x(1_9)    c_e_flow(1)_  1
    x(1_9)    c_e_flow(9)_  -1
    x(1_10)   expected_makespan  21.7089438492129
    x(1_10)   c_e_flow(1)_  1
    x(1_10)   c_e_flow(10)_  -1
    x(1_11)   expected_makespan  23.5413818802189
    x(1_11)   c_e_flow(1)_  1
    x(1_11)   c_e_flow(11)_  -1
    x(1_12)   expected_makespan  25.8548783530646
    x(1_12)   c_e_flow(1)_  1
    x(1_12)   c_e_flow(12)_  -1
    x(2_3)    expected_makespan  2.17701323208428
    x(2_3)    c_e_flow(2)_  1
    x(2_3)    c_e_flow(3)_  -1
    x(2_4)    expected_makespan  5.54104995592337
    x(2_4)    c_e_flow(2)_  1
    x(2_4)    c_e_flow(4)_  -1
    x(2_5)    expected_makespan  7.00719164085944
    x(2_5)    c_e_flow(2)_  1
    x(2_5)    c_e_flow(5)_  -1
    x(2_6)    expected_makespan  8.85823028958769
    x(2_6)    c_e_flow(2)_  1
    x(2_6)    c_e_flow(6)_  -1
    x(2_7)    expected_makespan  12.5960488716311
    x(2_7)    c_e_flow(2)_  1
    x(2_7)    c_e_flow(7)_  -1
    x(2_8)    expected_makespan  14.2250951882268
    x(2_8)    c_e_flow(2)_  1
    x(2_8)    c_e_flow(8)_  -1
    x(2_9)    expected_makespan  16.2818047979248
    x(2_9)    c_e_flow(2)_  1
    x(2_9)    c_e_flow(9)_  -1
    x(2_10)   expected_makespan  20.4349365557509
    x(2_10)   c_e_flow(2)_  1
    x(2_10)   c_e_flow(10)_  -1
    x(2_11)   expected_makespan  22.2449880186349
    x(2_11)   c_e_flow(2)_  1
    x(2_11)   c_e_flow(11)_  -1
    x(2_12)   expected_makespan  24.5302209182994
    x(2_12)   c_e_flow(2)_  1
    x(2_12)   c_e_flow(12)_  -1
    x(3_4)    expected_makespan  3.3263521080022
    x(3_4)    c_e_flow(3)_  1
    x(3_4)    c_e_flow(4)_  -1
    x(3_5)    expected_makespan  4.73198834755947
    x(3_5)    c_e_flow(3)_  1
    x(3_5)    c_e_flow(5)_  -1
    x(3_6)    expected_makespan  6.50663743653004
    x(3_6)    c_e_flow(3)_  1
    x(3_6)    c_e_flow(6)_  -1
    x(3_7)    expected_makespan  10.0902019104096
    x(3_7)    c_e_flow(3)_  1
    x(3_7)    c_e_flow(7)_  -1
    x(3_8)    expected_makespan  11.6520199543621
    x(3_8)    c_e_flow(3)_  1
    x(3_8)    c_e_flow(8)_  -1
    x(3_9)    expected_makespan  13.6238522754406
    x(3_9)    c_e_flow(3)_  1
    x(3_9)    c_e_flow(9)_  -1
    x(3_10)   expected_makespan  17.6055905797512
    x(3_10)   c_e_flow(3)_  1
    x(3_10)   c_e_flow(10)_  -1
    x(3_11)   expected_makespan  19.3409439619207
    x(3_11)   c_e_flow(3)_  1
    x(3_11)   c_e_flow(11)_  -1
    x(3_12)   expected_makespan  21.5318687631189
    x(3_12)   c_e_flow(3)_  1
    x(3_12)   c_e_flow(12)_  -1
    x(4_5)    expected_makespan  1.5386690977871
    x(4_5)    c_e_flow(4)_  1
    x(4_5)    c_e_flow(5)_  -1
    x(4_6)    expected_makespan  3.22520802649162
    x(4_6)    c_e_flow(4)_  1
    x(4_6)    c_e_flow(6)_  -1
    x(4_7)    expected_makespan  6.63085088077913
    x(4_7)    c_e_flow(4)_  1
    x(4_7)    c_e_flow(7)_  -1
    x(4_8)    expected_makespan  8.11512568589402
    x(4_8)    c_e_flow(4)_  1
    x(4_8)    c_e_flow(8)_  -1
    x(4_9)    expected_makespan  9.98905782889904
    x(4_9)    c_e_flow(4)_  1
    x(4_9)    c_e_flow(9)_  -1
    x(4_10)   expected_makespan  13.7731054447741
    x(4_10)   c_e_flow(4)_  1
    x(4_10)   c_e_flow(10)_  -1
    x(4_11)   expected_makespan  15.4222996726795
    x(4_11)   c_e_flow(4)_  1
    x(4_11)   c_e_flow(11)_  -1
    x(4_12)   expected_makespan  17.5044464982406
    x(4_12)   c_e_flow(4)_  1
    x(4_12)   c_e_flow(12)_  -1
    x(5_6)    expected_makespan  2.17701323208428
    x(5_6)    c_e_flow(5)_  1
    x(5_6)    c_e_flow(6)_  -1
    x(5_7)    expected_makespan  5.54104995592337
    x(5_7)    c_e_flow(5)_  1
    x(5_7)    c_e_flow(7)_  -1
    x(5_8)    expected_makespan  7.00719164085944
    x(5_8)    c_e_flow(5)_  1
    x(5_8)    c_e_flow(8)_  -1
    x(5_9)    expected_makespan  8.85823028958769
    x(5_9)    c_e_flow(5)_  1
    x(5_9)    c_e_flow(9)_  -1
    x(5_10)   expected_makespan  12.5960488716311
    x(5_10)   c_e_flow(5)_  1
    x(5_10)   c_e_flow(10)_  -1
    x(5_11)   expected_makespan  14.2250951882268
    x(5_11)   c_e_flow(5)_  1
    x(5_11)   c_e_flow(11)_  -1
    x(5_12)   expected_makespan  16.2818047979248
    x(5_12)   c_e_flow(5)_  1
    x(5_12)   c_e_flow(12)_  -1
    x(6_7)    expected_makespan  3.3263521080022
    x(6_7)    c_e_flow(6)_  1
    x(6_7)    c_e_flow(7)_  -1
    x(6_8)    expected_makespan  4.73198834755947
    x(6_8)    c_e_flow(6)_  1
    x(6_8)    c_e_flow(8)_  -1
    x(6_9)    expected_makespan  6.50663743653004
    x(6_9)    c_e_flow(6)_  1
    x(6_9)    c_e_flow(9)_  -1
    x(6_10)   expected_makespan  10.0902019104096
    x(6_10)   c_e_flow(6)_  1
    x(6_10)   c_e_flow(10)_  -1
    x(6_11)   expected_makespan  11.6520199543621
    x(6_11)   c_e_flow(6)_  1
    x(6_11)   c_e_flow(11)_  -1
    x(6_12)   expected_makespan  13.6238522754406
    x(6_12)   c_e_flow(6)_  1
    x(6_12)   c_e_flow(12)_  -1
    x(7_8)    expected_makespan  1.5386690977871
    x(7_8)    c_e_flow(7)_  1
    x(7_8)    c_e_flow(8)_  -1
    x(7_9)    expected_makespan  3.22520802649162
    x(7_9)    c_e_flow(7)_  1
    x(7_9)    c_e_flow(9)_  -1
    x(7_10)   expected_makespan  6.63085088077913
    x(7_10)   c_e_flow(7)_  1
    x(7_10)   c_e_flow(10)_  -1
    x(7_11)   expected_makespan  8.11512568589402
    x(7_11)   c_e_flow(7)_  1
    x(7_11)   c_e_flow(11)_  -1
    x(7_12)   expected_makespan  9.98905782889904
    x(7_12)   c_e_flow(7)_  1
    x(7_12)   c_e_flow(12)_  -1
    x(8_9)    expected_makespan  2.17701323208428
    x(8_9)    c_e_flow(8)_  1
    x(8_9)    c_e_flow(9)_  -1
    x(8_10)   expected_makespan  5.54104995592337
    x(8_10)   c_e_flow(8)_  1
    x(8_10)   c_e_flow(10)_  -1
    x(8_11)   expected_makespan  7.00719164085944
    x(8_11)   c_e_flow(8)_  1
    x(8_11)   c_e_flow(11)_  -1
    x(8_12)   expected_makespan  8.85823028958769
    x(8_12)   c_e_flow(8)_  1
    x(8_12)   c_e_flow(12)_  -1
    x(9_10)   expected_makespan  3.3263521080022
    x(9_10)   c_e_flow(9)_  1
    x(9_10)   c_e_flow(10)_  -1
    x(9_11)   expected_makespan  4.73198834755947
    x(9_11)   c_e_flow(9)_  1
    x(9_11)   c_e_flow(11)_  -1
    x(9_12)   expected_makespan  6.50663743653004
    x(9_12)   c_e_flow(9)_  1
    x(9_12)   c_e_flow(12)_  -1
    x(10_11)  expected_makespan  1.5386690977871
    x(10_11)  c_e_flow(10)_  1
    x(10_11)  c_e_flow(11)_  -1
    x(10_12)  expected_makespan  3.22520802649162
    x(10_12)  c_e_flow(10)_  1
    x(10_12)  c_e_flow(12)_  -1
    x(11_12)  expected_makespan  2.17701323208428
    x(11_12)  c_e_flow(11)_  1
    x(11_12)  c_e_flow(12)_  -1
RHS
    RHS_V     c_e_flow(0)_  1
    RHS_V     c_e_flow(12)_  -1
BOUNDS
 UP BOUND     x(0_1)    1
 UP BOUND     x(0_2)    1
 UP BOUND     x(0_3)    1
 UP BOUND     x(0_4)    1
 UP BOUND     x(0_5)    1
 UP BOUND     x(0_6)    1
 UP BOUND     x(0_7)    1
 UP BOUND     x(0_8)    1
 UP BOUND     x(0_9)    1
 UP BOUND     x(0_10)   1
 UP BOUND     x(0_11)   1
 UP BOUND     x(0_12)   1
 UP BOUND     x(1_2)    1
 UP BOUND     x(1_3)    1
 UP BOUND     x(1_4)    1
 UP BOUND     x(1_5)    1
 UP BOUND     x(1_6)    1
 UP BOUND     x(1_7)    1
 UP BOUND     x(1_8)    1
 UP BOUND     x(1_9)    1
 UP BOUND     x(1_10)   1
 UP BOUND     x(1_11)   1
 UP BOUND     x(1_12)   1
 UP BOUND     x(2_3)    1
 UP BOUND     x(2_4)    1
 UP BOUND     x(2_5)    1
 UP BOUND     x(2_6)    1
 UP BOUND     x(2_7)    1
 UP BOUND     x(2_8)    1
 UP BOUND     x(2_9)    1
 UP BOUND     x(2_10)   1
 UP BOUND     x(2_11)   1
 UP BOUND     x(2_12)   1
 UP BOUND     x(3_4)    1
 UP BOUND     x(3_5)    1
 UP BOUND     x(3_6)    1
 UP BOUND     x(3_7)    1
 UP BOUND     x(3_8)    1
 UP BOUND     x(3_9)    1
 UP BOUND     x(3_10)   1
 UP BOUND     x(3_11)   1
 UP BOUND     x(3_12)   1
 UP BOUND     x(4_5)    1
 UP BOUND     x(4_6)    1
 UP BOUND     x(4_7)    1
 UP BOUND     x(4_8)    1
 UP BOUND     x(4_9)    1
 UP BOUND     x(4_10)   1
 UP BOUND     x(4_11)   1
 UP BOUND     x(4_12)   1
 UP BOUND     x(5_6)    1
 UP BOUND     x(5_7)    1
 UP BOUND     x(5_8)    1
 UP BOUND     x(5_9)    1
 UP BOUND     x(5_10)   1
 UP BOUND     x(5_11)   1
 UP BOUND     x(5_12)   1
 UP BOUND     x(6_7)    1
 UP BOUND     x(6_8)    1
 UP BOUND     x(6_9)    1
 UP BOUND     x(6_10)   1
 UP BOUND     x(6_11)   1
 UP BOUND     x(6_12)   1
 UP BOUND     x(7_8)    1
 UP BOUND     x(7_9)    1
 UP BOUND     x(7_10)   1
 UP BOUND     x(7_11)   1
 UP BOUND     x(7_12)   1
 UP BOUND     x(8_9)    1
 UP BOUND     x(8_10)   1
 UP BOUND     x(8_11)   1
 UP BOUND     x(8_12)   1
 UP BOUND     x(9_10)   1
 UP BOUND     x(9_11)   1
 UP BOUND     x(9_12)   1
 UP BOUND     x(10_11)  1
 UP BOUND     x(10_12)  1
 UP BOUND     x(11_12)  1
ENDATA
