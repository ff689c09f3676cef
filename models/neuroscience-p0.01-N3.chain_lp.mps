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
 E  c_e_flow(13)_
 E  c_e_flow(14)_
 E  c_e_flow(15)_
 E  c_e_flow(16)_
 E  c_e_flow(17)_
 E  c_e_flow(18)_
 E  c_e_flow(19)_
 E  c_e_flow(20)_
 E  c_e_flow(21)_
COLUMNS
    x(0_1)    expected_makespan  277.285429779266
    x(0_1)    c_e_flow(0)_  1
    x(0_1)    c_e_flow(1)_  -1
    x(0_2)    expected_makespan  1188.14913639776
    x(0_2)    c_e_flow(0)_  1
    x(0_2)    c_e_flow(2)_  -1
    x(0_3)    expected_makespan  1749.54780878146
    x(0_3)    c_e_flow(0)_  1
    x(0_3)    c_e_flow(3)_  -1
    x(0_4)    expected_makespan  2226.56541356747
    x(0_4)    c_e_flow(0)_  1
    x(0_4)    c_e_flow(4)_  -1
    x(0_5)    expected_makespan  5527.90195324943
    x(0_5)    c_e_flow(0)_  1
    x(0_5)    c_e_flow(5)_  -1
    x(0_6)    expected_makespan  6069.63971287774
    x(0_6)    c_e_flow(0)_  1
    x(0_6)    c_e_flow(6)_  -1
    x(0_7)    expected_makespan  7255.11577052699
    x(0_7)    c_e_flow(0)_  1
    x(0_7)    c_e_flow(7)_  -1
    x(0_8)    expected_makespan  7473.46958981022
    x(0_8)    c_e_flow(0)_  1
    x(0_8)    c_e_flow(8)_  -1
    x(0_9)    expected_makespan  8393.53393992992
    x(0_9)    c_e_flow(0)_  1
    x(0_9)    c_e_flow(9)_  -1
    x(0_10)   expected_makespan  8960.60330597405
    x(0_10)   c_e_flow(0)_  1
    x(0_10)   c_e_flow(10)_  -1
    x(0_11)   expected_makespan  9442.43927040437
    x(0_11)   c_e_flow(0)_  1
    x(0_11)   c_e_flow(11)_  -1
    x(0_12)   expected_makespan  12777.1226438205
    x(0_12)   c_e_flow(0)_  1
    x(0_12)   c_e_flow(12)_  -1
    x(0_13)   expected_makespan  13324.3325020309
    x(0_13)   c_e_flow(0)_  1
    x(0_13)   c_e_flow(13)_  -1
    x(0_14)   expected_makespan  14521.783065313
    x(0_14)   c_e_flow(0)_  1
    x(0_14)   c_e_flow(14)_  -1
    x(0_15)   expected_makespan  14742.3424787304
    x(0_15)   c_e_flow(0)_  1
    x(0_15)   c_e_flow(15)_  -1
    x(0_16)   expected_makespan  15671.7004081442
    x(0_16)   c_e_flow(0)_  1
    x(0_16)   c_e_flow(16)_  -1
    x(0_17)   expected_makespan  16244.4977475827
    x(0_17)   c_e_flow(0)_  1
    x(0_17)   c_e_flow(17)_  -1
    x(0_18)   expected_makespan  16731.2007419568
    x(0_18)   c_e_flow(0)_  1
    x(0_18)   c_e_flow(18)_  -1
    x(0_19)   expected_makespan  20099.5677858115
    x(0_19)   c_e_flow(0)_  1
    x(0_19)   c_e_flow(19)_  -1
    x(0_20)   expected_makespan  20652.305016327
    x(0_20)   c_e_flow(0)_  1
    x(0_20)   c_e_flow(20)_  -1
    x(0_21)   expected_makespan  21861.8510398443
    x(0_21)   c_e_flow(0)_  1
    x(0_21)   c_e_flow(21)_  -1
    x(1_2)    expected_makespan  932.738493157235
    x(1_2)    c_e_flow(1)_  1
    x(1_2)    c_e_flow(2)_  -1
    x(1_3)    expected_makespan  1493.92391704324
    x(1_3)    c_e_flow(1)_  1
    x(1_3)    c_e_flow(3)_  -1
    x(1_4)    expected_makespan  1970.76032566227
    x(1_4)    c_e_flow(1)_  1
    x(1_4)    c_e_flow(4)_  -1
    x(1_5)    expected_makespan  5270.8428455325
    x(1_5)    c_e_flow(1)_  1
    x(1_5)    c_e_flow(5)_  -1
    x(1_6)    expected_makespan  5812.37482490327
    x(1_6)    c_e_flow(1)_  1
    x(1_6)    c_e_flow(6)_  -1
    x(1_7)    expected_makespan  6997.40057691275
    x(1_7)    c_e_flow(1)_  1
    x(1_7)    c_e_flow(7)_  -1
    x(1_8)    expected_makespan  7215.67145402633
    x(1_8)    c_e_flow(1)_  1
    x(1_8)    c_e_flow(8)_  -1
    x(1_9)    expected_makespan  8135.38631571634
    x(1_9)    c_e_flow(1)_  1
    x(1_9)    c_e_flow(9)_  -1
    x(1_10)   expected_makespan  8702.24027923756
    x(1_10)   c_e_flow(1)_  1
    x(1_10)   c_e_flow(10)_  -1
    x(1_11)   expected_makespan  9183.89321723657
    x(1_11)   c_e_flow(1)_  1
    x(1_11)   c_e_flow(11)_  -1
    x(1_12)   expected_makespan  12517.3099039742
    x(1_12)   c_e_flow(1)_  1
    x(1_12)   c_e_flow(12)_  -1
    x(1_13)   expected_makespan  13064.3119033386
    x(1_13)   c_e_flow(1)_  1
    x(1_13)   c_e_flow(13)_  -1
    x(1_14)   expected_makespan  14261.3076124391
    x(1_14)   c_e_flow(1)_  1
    x(1_14)   c_e_flow(14)_  -1
    x(1_15)   expected_makespan  14481.7832458871
    x(1_15)   c_e_flow(1)_  1
    x(1_15)   c_e_flow(15)_  -1
    x(1_16)   expected_makespan  15410.7881566851
    x(1_16)   c_e_flow(1)_  1
    x(1_16)   c_e_flow(16)_  -1
    x(1_17)   expected_makespan  15983.3679178177
    x(1_17)   c_e_flow(1)_  1
    x(1_17)   c_e_flow(17)_  -1
    x(1_18)   expected_makespan  16469.8860370086
    x(1_18)   c_e_flow(1)_  1
    x(1_18)   c_e_flow(18)_  -1
    x(1_19)   expected_makespan  19836.9735993698
    x(1_19)   c_e_flow(1)_  1
    x(1_19)   c_e_flow(19)_  -1
    x(1_20)   expected_makespan  20389.5008714551
    x(1_20)   c_e_flow(1)_  1
    x(1_20)   c_e_flow(20)_  -1
    x(1_21)   expected_makespan  21598.5874463041
    x(1_21)   c_e_flow(1)_  1
    x(1_21)   c_e_flow(21)_  -1
    x(2_3)    expected_makespan  621.62683659311
    x(2_3)    c_e_flow(2)_  1
    x(2_3)    c_e_flow(3)_  -1
    x(2_4)    expected_makespan  1097.89077516529
    x(2_4)    c_e_flow(2)_  1
    x(2_4)    c_e_flow(4)_  -1
    x(2_5)    expected_makespan  4394.01135261543
    x(2_5)    c_e_flow(2)_  1
    x(2_5)    c_e_flow(5)_  -1
    x(2_6)    expected_makespan  4934.8931911161
    x(2_6)    c_e_flow(2)_  1
    x(2_6)    c_e_flow(6)_  -1
    x(2_7)    expected_makespan  6118.4962502785
    x(2_7)    c_e_flow(2)_  1
    x(2_7)    c_e_flow(7)_  -1
    x(2_8)    expected_makespan  6336.50508041541
    x(2_8)    c_e_flow(2)_  1
    x(2_8)    c_e_flow(8)_  -1
    x(2_9)    expected_makespan  7255.11577052699
    x(2_9)    c_e_flow(2)_  1
    x(2_9)    c_e_flow(9)_  -1
    x(2_10)   expected_makespan  7821.28919265249
    x(2_10)   c_e_flow(2)_  1
    x(2_10)   c_e_flow(10)_  -1
    x(2_11)   expected_makespan  8302.36387807893
    x(2_11)   c_e_flow(2)_  1
    x(2_11)   c_e_flow(11)_  -1
    x(2_12)   expected_makespan  11631.778602776
    x(2_12)   c_e_flow(2)_  1
    x(2_12)   c_e_flow(12)_  -1
    x(2_13)   expected_makespan  12178.1238941909
    x(2_13)   c_e_flow(2)_  1
    x(2_13)   c_e_flow(13)_  -1
    x(2_14)   expected_makespan  13373.6825398095
    x(2_14)   c_e_flow(2)_  1
    x(2_14)   c_e_flow(14)_  -1
    x(2_15)   expected_makespan  13593.8934793417
    x(2_15)   c_e_flow(2)_  1
    x(2_15)   c_e_flow(15)_  -1
    x(2_16)   expected_makespan  14521.783065313
    x(2_16)   c_e_flow(2)_  1
    x(2_16)   c_e_flow(16)_  -1
    x(2_17)   expected_makespan  15093.6754108943
    x(2_17)   c_e_flow(2)_  1
    x(2_17)   c_e_flow(17)_  -1
    x(2_18)   expected_makespan  15579.6094365776
    x(2_18)   c_e_flow(2)_  1
    x(2_18)   c_e_flow(18)_  -1
    x(2_19)   expected_makespan  18942.6546130393
    x(2_19)   c_e_flow(2)_  1
    x(2_19)   c_e_flow(19)_  -1
    x(2_20)   expected_makespan  19494.5185437613
    x(2_20)   c_e_flow(2)_  1
    x(2_20)   c_e_flow(20)_  -1
    x(2_21)   expected_makespan  20702.1535393357
    x(2_21)   c_e_flow(2)_  1
    x(2_21)   c_e_flow(21)_  -1
    x(3_4)    expected_makespan  509.195059347421
    x(3_4)    c_e_flow(3)_  1
    x(3_4)    c_e_flow(4)_  -1
    x(3_5)    expected_makespan  3802.54374328868
    x(3_5)    c_e_flow(3)_  1
    x(3_5)    c_e_flow(5)_  -1
    x(3_6)    expected_makespan  4342.97072377612
    x(3_6)    c_e_flow(3)_  1
    x(3_6)    c_e_flow(6)_  -1
    x(3_7)    expected_makespan  5525.57842443761
    x(3_7)    c_e_flow(3)_  1
    x(3_7)    c_e_flow(7)_  -1
    x(3_8)    expected_makespan  5743.40391866585
    x(3_8)    c_e_flow(3)_  1
    x(3_8)    c_e_flow(8)_  -1
    x(3_9)    expected_makespan  6661.24209729028
    x(3_9)    c_e_flow(3)_  1
    x(3_9)    c_e_flow(9)_  -1
    x(3_10)   expected_makespan  7226.93939228486
    x(3_10)   c_e_flow(3)_  1
    x(3_10)   c_e_flow(10)_  -1
    x(3_11)   expected_makespan  7707.60951490285
    x(3_11)   c_e_flow(3)_  1
    x(3_11)   c_e_flow(11)_  -1
    x(3_12)   expected_makespan  11034.2243471667
    x(3_12)   c_e_flow(3)_  1
    x(3_12)   c_e_flow(12)_  -1
    x(3_13)   expected_makespan  11580.1101860429
    x(3_13)   c_e_flow(3)_  1
    x(3_13)   c_e_flow(13)_  -1
    x(3_14)   expected_makespan  12774.6634190344
    x(3_14)   c_e_flow(3)_  1
    x(3_14)   c_e_flow(14)_  -1
    x(3_15)   expected_makespan  12994.68917078
    x(3_15)   c_e_flow(3)_  1
    x(3_15)   c_e_flow(15)_  -1
    x(3_16)   expected_makespan  13921.7984421179
    x(3_16)   c_e_flow(3)_  1
    x(3_16)   c_e_flow(16)_  -1
    x(3_17)   expected_makespan  14493.2098512033
    x(3_17)   c_e_flow(3)_  1
    x(3_17)   c_e_flow(17)_  -1
    x(3_18)   expected_makespan  14978.7352275851
    x(3_18)   c_e_flow(3)_  1
    x(3_18)   c_e_flow(18)_  -1
    x(3_19)   expected_makespan  18338.9522298719
    x(3_19)   c_e_flow(3)_  1
    x(3_19)   c_e_flow(19)_  -1
    x(3_20)   expected_makespan  18890.3520671205
    x(3_20)   c_e_flow(3)_  1
    x(3_20)   c_e_flow(20)_  -1
    x(3_21)   expected_makespan  20096.9714943846
    x(3_21)   c_e_flow(3)_  1
    x(3_21)   c_e_flow(21)_  -1
    x(4_5)    expected_makespan  3341.26095057843
    x(4_5)    c_e_flow(4)_  1
    x(4_5)    c_e_flow(5)_  -1
    x(4_6)    expected_makespan  3881.34476522582
    x(4_6)    c_e_flow(4)_  1
    x(4_6)    c_e_flow(6)_  -1
    x(4_7)    expected_makespan  5063.20152157902
    x(4_7)    c_e_flow(4)_  1
    x(4_7)    c_e_flow(7)_  -1
    x(4_8)    expected_makespan  5280.88869875166
    x(4_8)    c_e_flow(4)_  1
    x(4_8)    c_e_flow(8)_  -1
    x(4_9)    expected_makespan  6198.14405912133
    x(4_9)    c_e_flow(4)_  1
    x(4_9)    c_e_flow(9)_  -1
    x(4_10)   expected_makespan  6763.48214187363
    x(4_10)   c_e_flow(4)_  1
    x(4_10)   c_e_flow(10)_  -1
    x(4_11)   expected_makespan  7243.8470436711
    x(4_11)   c_e_flow(4)_  1
    x(4_11)   c_e_flow(11)_  -1
    x(4_12)   expected_makespan  10568.349508095
    x(4_12)   c_e_flow(4)_  1
    x(4_12)   c_e_flow(12)_  -1
    x(4_13)   expected_makespan  11113.8887148096
    x(4_13)   c_e_flow(4)_  1
    x(4_13)   c_e_flow(13)_  -1
    x(4_14)   expected_makespan  12307.6834181967
    x(4_14)   c_e_flow(4)_  1
    x(4_14)   c_e_flow(14)_  -1
    x(4_15)   expected_makespan  12527.5694557448
    x(4_15)   c_e_flow(4)_  1
    x(4_15)   c_e_flow(15)_  -1
    x(4_16)   expected_makespan  13454.0900217747
    x(4_16)   c_e_flow(4)_  1
    x(4_16)   c_e_flow(16)_  -1
    x(4_17)   expected_makespan  14025.1385902114
    x(4_17)   c_e_flow(4)_  1
    x(4_17)   c_e_flow(17)_  -1
    x(4_18)   expected_makespan  14510.3556627341
    x(4_18)   c_e_flow(4)_  1
    x(4_18)   c_e_flow(18)_  -1
    x(4_19)   expected_makespan  17868.438960132
    x(4_19)   c_e_flow(4)_  1
    x(4_19)   c_e_flow(19)_  -1
    x(4_20)   expected_makespan  18419.4886638841
    x(4_20)   c_e_flow(4)_  1
    x(4_20)   c_e_flow(20)_  -1
    x(4_21)   expected_makespan  19625.3418996286
    x(4_21)   c_e_flow(4)_  1
    x(4_21)   c_e_flow(21)_  -1
    x(5_6)    expected_makespan  821.279526035451
    x(5_6)    c_e_flow(5)_  1
    x(5_6)    c_e_flow(6)_  -1
    x(5_7)    expected_makespan  1998.2394416279
    x(5_7)    c_e_flow(5)_  1
    x(5_7)    c_e_flow(7)_  -1
    x(5_8)    expected_makespan  2215.02466563529
    x(5_8)    c_e_flow(5)_  1
    x(5_8)    c_e_flow(8)_  -1
    x(5_9)    expected_makespan  3128.4795202224
    x(5_9)    c_e_flow(5)_  1
    x(5_9)    c_e_flow(9)_  -1
    x(5_10)   expected_makespan  3691.47521202728
    x(5_10)   c_e_flow(5)_  1
    x(5_10)   c_e_flow(10)_  -1
    x(5_11)   expected_makespan  4169.84979611619
    x(5_11)   c_e_flow(5)_  1
    x(5_11)   c_e_flow(11)_  -1
    x(5_12)   expected_makespan  7480.57769853041
    x(5_12)   c_e_flow(5)_  1
    x(5_12)   c_e_flow(12)_  -1
    x(5_13)   expected_makespan  8023.85654787958
    x(5_13)   c_e_flow(5)_  1
    x(5_13)   c_e_flow(13)_  -1
    x(5_14)   expected_makespan  9212.70494746792
    x(5_14)   c_e_flow(5)_  1
    x(5_14)   c_e_flow(14)_  -1
    x(5_15)   expected_makespan  9431.67992121275
    x(5_15)   c_e_flow(5)_  1
    x(5_15)   c_e_flow(15)_  -1
    x(5_16)   expected_makespan  10354.3615925129
    x(5_16)   c_e_flow(5)_  1
    x(5_16)   c_e_flow(16)_  -1
    x(5_17)   expected_makespan  10923.0441094875
    x(5_17)   c_e_flow(5)_  1
    x(5_17)   c_e_flow(17)_  -1
    x(5_18)   expected_makespan  11406.2507600823
    x(5_18)   c_e_flow(5)_  1
    x(5_18)   c_e_flow(18)_  -1
    x(5_19)   expected_makespan  14750.4203584805
    x(5_19)   c_e_flow(5)_  1
    x(5_19)   c_e_flow(19)_  -1
    x(5_20)   expected_makespan  15299.1868729747
    x(5_20)   c_e_flow(5)_  1
    x(5_20)   c_e_flow(20)_  -1
    x(5_21)   expected_makespan  16500.0438422558
    x(5_21)   c_e_flow(5)_  1
    x(5_21)   c_e_flow(21)_  -1
    x(6_7)    expected_makespan  1192.12623846219
    x(6_7)    c_e_flow(6)_  1
    x(6_7)    c_e_flow(7)_  -1
    x(6_8)    expected_makespan  1408.63441267287
    x(6_8)    c_e_flow(6)_  1
    x(6_8)    c_e_flow(8)_  -1
    x(6_9)    expected_makespan  2320.92187920146
    x(6_9)    c_e_flow(6)_  1
    x(6_9)    c_e_flow(9)_  -1
    x(6_10)   expected_makespan  2883.19806697797
    x(6_10)   c_e_flow(6)_  1
    x(6_10)   c_e_flow(10)_  -1
    x(6_11)   expected_makespan  3360.96129214294
    x(6_11)   c_e_flow(6)_  1
    x(6_11)   c_e_flow(11)_  -1
    x(6_12)   expected_makespan  6667.45811055901
    x(6_12)   c_e_flow(6)_  1
    x(6_12)   c_e_flow(12)_  -1
    x(6_13)   expected_makespan  7210.04265384807
    x(6_13)   c_e_flow(6)_  1
    x(6_13)   c_e_flow(13)_  -1
    x(6_14)   expected_makespan  8397.37171461184
    x(6_14)   c_e_flow(6)_  1
    x(6_14)   c_e_flow(14)_  -1
    x(6_15)   expected_makespan  8616.06684007716
    x(6_15)   c_e_flow(6)_  1
    x(6_15)   c_e_flow(15)_  -1
    x(6_16)   expected_makespan  9537.56933152018
    x(6_16)   c_e_flow(6)_  1
    x(6_16)   c_e_flow(16)_  -1
    x(6_17)   expected_makespan  10105.525076749
    x(6_17)   c_e_flow(6)_  1
    x(6_17)   c_e_flow(17)_  -1
    x(6_18)   expected_makespan  10588.1141930772
    x(6_18)   c_e_flow(6)_  1
    x(6_18)   c_e_flow(18)_  -1
    x(6_19)   expected_makespan  13928.0099692551
    x(6_19)   c_e_flow(6)_  1
    x(6_19)   c_e_flow(19)_  -1
    x(6_20)   expected_makespan  14476.0751644966
    x(6_20)   c_e_flow(6)_  1
    x(6_20)   c_e_flow(20)_  -1
    x(6_21)   expected_makespan  15675.3974480963
    x(6_21)   c_e_flow(6)_  1
    x(6_21)   c_e_flow(21)_  -1
    x(7_8)    expected_makespan  277.285429779266
    x(7_8)    c_e_flow(7)_  1
    x(7_8)    c_e_flow(8)_  -1
    x(7_9)    expected_makespan  1188.14913639776
    x(7_9)    c_e_flow(7)_  1
    x(7_9)    c_e_flow(9)_  -1
    x(7_10)   expected_makespan  1749.54780878146
    x(7_10)   c_e_flow(7)_  1
    x(7_10)   c_e_flow(10)_  -1
    x(7_11)   expected_makespan  2226.56541356747
    x(7_11)   c_e_flow(7)_  1
    x(7_11)   c_e_flow(11)_  -1
    x(7_12)   expected_makespan  5527.90195324943
    x(7_12)   c_e_flow(7)_  1
    x(7_12)   c_e_flow(12)_  -1
    x(7_13)   expected_makespan  6069.63971287774
    x(7_13)   c_e_flow(7)_  1
    x(7_13)   c_e_flow(13)_  -1
    x(7_14)   expected_makespan  7255.11577052699
    x(7_14)   c_e_flow(7)_  1
    x(7_14)   c_e_flow(14)_  -1
    x(7_15)   expected_makespan  7473.46958981022
    x(7_15)   c_e_flow(7)_  1
    x(7_15)   c_e_flow(15)_  -1
    x(7_16)   expected_makespan  8393.53393992992
    x(7_16)   c_e_flow(7)_  1
    x(7_16)   c_e_flow(16)_  -1
    x(7_17)   expected_makespan  8960.60330597405
    x(7_17)   c_e_flow(7)_  1
    x(7_17)   c_e_flow(17)_  -1
    x(7_18)   expected_makespan  9442.43927040437
    x(7_18)   c_e_flow(7)_  1
    x(7_18)   c_e_flow(18)_  -1
    x(7_19)   expected_makespan  12777.1226438205
    x(7_19)   c_e_flow(7)_  1
    x(7_19)   c_e_flow(19)_  -1
    x(7_20)   expected_makespan  13324.3325020309
    x(7_20)   c_e_flow(7)_  1
    x(7_20)   c_e_flow(20)_  -1
    x(7_21)   expected_makespan  14521.783065313
    x(7_21)   c_e_flow(7)_  1
    x(7_21)   c_e_flow(21)_  -1
    x(8_9)    expected_makespan  932.738493157235
    x(8_9)    c_e_flow(8)_  1
    x(8_9)    c_e_flow(9)_  -1
    x(8_10)   expected_makespan  1493.92391704324
    x(8_10)   c_e_flow(8)_  1
    x(8_10)   c_e_flow(10)_  -1
    x(8_11)   expected_makespan  1970.76032566227
    x(8_11)   c_e_flow(8)_  1
    x(8_11)   c_e_flow(11)_  -1
    x(8_12)   expected_makespan  5270.8428455325
    x(8_12)   c_e_flow(8)_  1
    x(8_12)   c_e_flow(12)_  -1
    x(8_13)   expected_makespan  5812.37482490327
    x(8_13)   c_e_flow(8)_  1
    x(8_13)   c_e_flow(13)_  -1
    x(8_14)   expected_makespan  6997.40057691275
    x(8_14)   c_e_flow(8)_  1
    x(8_14)   c_e_flow(14)_  -1
    x(8_15)   expected_makespan  7215.67145402633
    x(8_15)   c_e_flow(8)_  1
    x(8_15)   c_e_flow(15)_  -1
    x(8_16)   expected_makespan  8135.38631571634
    x(8_16)   c_e_flow(8)_  1
    x(8_16)   c_e_flow(16)_  -1
    x(8_17)   expected_makespan  8702.24027923756
    x(8_17)   c_e_flow(8)_  1
    x(8_17)   c_e_flow(17)_  -1
    x(8_18)   expected_makespan  9183.89321723657
    x(8_18)   c_e_flow(8)_  1
    x(8_18)   c_e_flow(18)_  -1
    x(8_19)   expected_makespan  12517.3099039742
    x(8_19)   c_e_flow(8)_  1
    x(8_19)   c_e_flow(19)_  -1
    x(8_20)   expected_makespan  13064.3119033386
    x(8_20)   c_e_flow(8)_  1
    x(8_20)   c_e_flow(20)_  -1
    x(8_21)   expected_makespan  14261.3076124391
    x(8_21)   c_e_flow(8)_  1
    x(8_21)   c_e_flow(21)_  -1
    x(9_10)   expected_makespan  621.62683659311
    x(9_10)   c_e_flow(9)_  1
    x(9_10)   c_e_flow(10)_  -1
    x(9_11)   expected_makespan  1097.89077516529
    x(9_11)   c_e_flow(9)_  1
    x(9_11)   c_e_flow(11)_  -1
    x(9_12)   expected_makespan  4394.01135261543
    x(9_12)   c_e_flow(9)_  1
    x(9_12)   c_e_flow(12)_  -1
    x(9_13)   expected_makespan  4934.8931911161
    x(9_13)   c_e_flow(9)_  1
    x(9_13)   c_e_flow(13)_  -1
    x(9_14)   expected_makespan  6118.4962502785
    x(9_14)   c_e_flow(9)_  1
    x(9_14)   c_e_flow(14)_  -1
    x(9_15)   expected_makespan  6336.50508041541
    x(9_15)   c_e_flow(9)_  1
    x(9_15)   c_e_flow(15)_  -1
    x(9_16)   expected_makespan  7255.11577052699
    x(9_16)   c_e_flow(9)_  1
    x(9_16)   c_e_flow(16)_  -1
    x(9_17)   expected_makespan  7821.28919265249
    x(9_17)   c_e_flow(9)_  1
    x(9_17)   c_e_flow(17)_  -1
    x(9_18)   expected_makespan  8302.36387807893
    x(9_18)   c_e_flow(9)_  1
    x(9_18)   c_e_flow(18)_  -1
    x(9_19)   expected_makespan  11631.778602776
    x(9_19)   c_e_flow(9)_  1
    x(9_19)   c_e_flow(19)_  -1
    x(9_20)   expected_makespan  12178.1238941909
    x(9_20)   c_e_flow(9)_  1
    x(9_20)   c_e_flow(20)_  -1
    x(9_21)   expected_makespan  13373.6825398095
    x(9_21)   c_e_flow(9)_  1
    x(9_21)   c_e_flow(21)_  -1
    x(10_11)  expected_makespan  509.195059347421
    x(10_11)  c_e_flow(10)_  1
    x(10_11)  c_e_flow(11)_  -1
    x(10_12)  expected_makespan  3802.54374328868
    x(10_12)  c_e_flow(10)_  1
    x(10_12)  c_e_flow(12)_  -1
    x(10_13)  expected_makespan  4342.97072377612
    x(10_13)  c_e_flow(10)_  1
    x(10_13)  c_e_flow(13)_  -1
    x(10_14)  expected_makespan  5525.57842443761
    x(10_14)  c_e_flow(10)_  1
    x(10_14)  c_e_flow(14)_  -1
    x(10_15)  expected_makespan  5743.40391866585
    x(10_15)  c_e_flow(10)_  1
    x(10_15)  c_e_flow(15)_  -1
    x(10_16)  expected_makespan  6661.24209729028
    x(10_16)  c_e_flow(10)_  1
    x(10_16)  c_e_flow(16)_  -1
    x(10_17)  expected_makespan  7226.93939228486
    x(10_17)  c_e_flow(10)_  1
    x(10_17)  c_e_flow(17)_  -1
    x(10_18)  expected_makespan  7707.60951490285
    x(10_18)  c_e_flow(10)_  1
    x(10_18)  c_e_flow(18)_  -1
    x(10_19)  expected_makespan  11034.2243471667
    x(10_19)  c_e_flow(10)_  1
    x(10_19)  c_e_flow(19)_  -1
    x(10_20)  expected_makespan  11580.1101860429
    x(10_20)  c_e_flow(10)_  1
    x(10_20)  c_e_flow(20)_  -1
    x(10_21)  expected_makespan  12774.6634190344
    x(10_21)  c_e_flow(10)_  1
    x(10_21)  c_e_flow(21)_  -1
    x(11_12)  expected_makespan  3341.26095057843
    x(11_12)  c_e_flow(11)_  1
    x(11_12)  c_e_flow(12)_  -1
    x(11_13)  expected_makespan  3881.34476522582
    x(11_13)  c_e_flow(11)_  1
    x(11_13)  c_e_flow(13)_  -1
    x(11_14)  expected_makespan  5063.20152157902
    x(11_14)  c_e_flow(11)_  1
    x(11_14)  c_e_flow(14)_  -1
    x(11_15)  expected_makespan  5280.88869875166
    x(11_15)  c_e_flow(11)_  1
    x(11_15)  c_e_flow(15)_  -1
    x(11_16)  expected_makespan  6198.14405912133
    x(11_16)  c_e_flow(11)_  1
    x(11_16)  c_e_flow(16)_  -1
    x(11_17)  expected_makespan  6763.48214187363
    x(11_17)  c_e_flow(11)_  1
    x(11_17)  c_e_flow(17)_  -1
    x(11_18)  expected_makespan  7243.8470436711
    x(11_18)  c_e_flow(11)_  1
    x(11_18)  c_e_flow(18)_  -1
    x(11_19)  expected_makespan  10568.349508095
    x(11_19)  c_e_flow(11)_  1
    x(11_19)  c_e_flow(19)_  -1
    x(11_20)  expected_makespan  11113.8887148096
    x(11_20)  c_e_flow(11)_  1
    x(11_20)  c_e_flow(20)_  -1
    x(11_21)  expected_makespan  12307.6834181967
    x(11_21)  c_e_flow(11)_  1
    x(11_21)  c_e_flow(21)_  -1
    x(12_13)  expected_makespan  821.279526035451
    x(12_13)  c_e_flow(12)_  1
    x(12_13)  c_e_flow(13)_  -1
    x(12_14)  expected_makespan  1998.2394416279
    x(12_14)  c_e_flow(12)_  1
    x(12_14)  c_e_flow(14)_  -1
    x(12_15)  expected_makespan  2215.02466563529
    x(12_15)  c_e_flow(12)_  1
    x(12_15)  c_e_flow(15)_  -1
    x(12_16)  expected_makespan  3128.4795202224
    x(12_16)  c_e_flow(12)_  1
    x(12_16)  c_e_flow(16)_  -1
    x(12_17)  expected_makespan  3691.47521202728
    x(12_17)  c_e_flow(12)_  1
    x(12_17)  c_e_flow(17)_  -1
    x(12_18)  expected_makespan  4169.84979611619
    x(12_18)  c_e_flow(12)_  1
    x(12_18)  c_e_flow(18)_  -1
    x(12_19)  expected_makespan  7480.57769853041
    x(12_19)  c_e_flow(12)_  1
    x(12_19)  c_e_flow(19)_  -1
    x(12_20)  expected_makespan  8023.85654787958
    x(12_20)  c_e_flow(12)_  1
    x(12_20)  c_e_flow(20)_  -1
    x(12_21)  expected_makespan  9212.70494746792
    x(12_21)  c_e_flow(12)_  1
    x(12_21)  c_e_flow(21)_  -1
    x(13_14)  expected_makespan  1192.12623846219
    x(13_14)  c_e_flow(13)_  1
    x(13_14)  c_e_flow(14)_  -1
    x(13_15)  expected_makespan  1408.63441267287
    x(13_15)  c_e_flow(13)_  1
    x(13_15)  c_e_flow(15)_  -1
    x(13_16)  expected_makespan  2320.92187920146
    x(13_16)  c_e_flow(13)_  1
    x(13_16)  c_e_flow(16)_  -1
    x(13_17)  expected_makespan  2883.19806697797
    x(13_17)  c_e_flow(13)_  1
    x(13_17)  c_e_flow(17)_  -1
    x(13_18)  expected_makespan  3360.96129214294
    x(13_18)  c_e_flow(13)_  1
    x(13_18)  c_e_flow(18)_  -1
    x(13_19)  expected_makespan  6667.45811055901
    x(13_19)  c_e_flow(13)_  1
    x(13_19)  c_e_flow(19)_  -1
    x(13_20)  expected_makespan  7210.04265384807
    x(13_20)  c_e_flow(13)_  1
    x(13_20)  c_e_flow(20)_  -1
    x(13_21)  expected_makespan  8397.37171461184
    x(13_21)  c_e_flow(13)_  1
    x(13_21)  c_e_flow(21)_  -1
    x(14_15)  expected_makespan  277.285429779266
    x(14_15)  c_e_flow(14)_  1
    x(14_15)  c_e_flow(15)_  -1
    x(14_16)  expected_makespan  1188.14913639776
    x(14_16)  c_e_flow(14)_  1
    x(14_16)  c_e_flow(16)_  -1
    x(14_17)  expected_makespan  1749.54780878146
    x(14_17)  c_e_flow(14)_  1
    x(14_17)  c_e_flow(17)_  -1
    x(14_18)  expected_makespan  2226.56541356747
    x(14_18)  c_e_flow(14)_  1
    x(14_18)  c_e_flow(18)_  -1
    x(14_19)  expected_makespan  5527.90195324943
    x(14_19)  c_e_flow(14)_  1
    x(14_19)  c_e_flow(19)_  -1
    x(14_20)  expected_makespan  6069.63971287774
    x(14_20)  c_e_flow(14)_  1
    x(14_20)  c_e_flow(20)_  -1
    x(14_21)  expected_makespan  7255.11577052699
    x(14_21)  c_e_flow(14)_  1
    x(14_21)  c_e_flow(21)_  -1
    x(15_16)  expected_makespan  932.738493157235
    x(15_16)  c_e_flow(15)_  1
    x(15_16)  c_e_flow(16)_  -1
    x(15_17)  expected_makespan  1493.92391704324
    x(15_17)  c_e_flow(15)_  1
    x(15_17)  c_e_flow(17)_  -1
    x(15_18)  expected_makespan  1970.76032566227
    x(15_18)  c_e_flow(15)_  1
    x(15_18)  c_e_flow(18)_  -1
    x(15_19)  expected_makespan  5270.8428455325
    x(15_19)  c_e_flow(15)_  1
    x(15_19)  c_e_flow(19)_  -1
    x(15_20)  expected_makespan  5812.37482490327
    x(15_20)  c_e_flow(15)_  1
    x(15_20)  c_e_flow(20)_  -1
    x(15_21)  expected_makespan  6997.40057691275
    x(15_21)  c_e_flow(15)_  1
    x(15_21)  c_e_flow(21)_  -1
    x(16_17)  expected_makespan  621.62683659311
    x(16_17)  c_e_flow(16)_  1
    x(16_17)  c_e_flow(17)_  -1
    x(16_18)  expected_makespan  1097.89077516529
    x(16_18)  c_e_flow(16)_  1
    x(16_18)  c_e_flow(18)_  -1
    x(16_19)  expected_makespan  4394.01135261543
    x(16_19)  c_e_flow(16)_  1
    x(16_19)  c_e_flow(19)_  -1
    x(16_20)  expected_makespan  4934.8931911161
    x(16_20)  c_e_flow(16)_  1
    x(16_20)  c_e_flow(20)_  -1
    x(16_21)  expected_makespan  6118.4962502785
    x(16_21)  c_e_flow(16)_  1
    x(16_21)  c_e_flow(21)_  -1
    x(17_18)  expected_makespan  509.195059347421
    x(17_18)  c_e_flow(17)_  1
    x(17_18)  c_e_flow(18)_  -1
    x(17_19)  expected_makespan  3802.54374328868
    x(17_19)  c_e_flow(17)_  1
    x(17_19)  c_e_flow(19)_  -1
    x(17_20)  expected_makespan  4342.97072377612
    x(17_20)  c_e_flow(17)_  1
    x(17_20)  c_e_flow(20)_  -1
    x(17_21)  expected_makespan  5525.57842443761
    x(17_21)  c_e_flow(17)_  1
    x(17_21)  c_e_flow(21)_  -1
    x(18_19)  expected_makespan  3341.26095057843
    x(18_19)  c_e_flow(18)_  1
    x(18_19)  c_e_flow(19)_  -1
    x(18_20)  expected_makespan  3881.34476522582
    x(18_20)  c_e_flow(18)_  1
    x(18_20)  c_e_flow(20)_  -1
    x(18_21)  expected_makespan  5063.20152157902
    x(18_21)  c_e_flow(18)_  1
    x(18_21)  c_e_flow(21)_  -1
    x(19_20)  expected_makespan  821.279526035451
    x(19_20)  c_e_flow(19)_  1
    x(19_20)  c_e_flow(20)_  -1
    x(19_21)  expected_makespan  1998.2394416279
    x(19_21)  c_e_flow(19)_  1
    x(19_21)  c_e_flow(21)_  -1
    x(20_21)  expected_makespan  1192.12623846219
    x(20_21)  c_e_flow(20)_  1
    x(20_21)  c_e_flow(21)_  -1
RHS
    RHS_V     c_e_flow(0)_  1
    RHS_V     c_e_flow(21)_  -1
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
 UP BOUND     x(0_13)   1
 UP BOUND     x(0_14)   1
 UP BOUND     x(0_15)   1
 UP BOUND     x(0_16)   1
 UP BOUND     x(0_17)   1
 UP BOUND     x(0_18)   1
 UP BOUND     x(0_19)   1
 UP BOUND     x(0_20)   1
 UP BOUND     x(0_21)   1
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
 UP BOUND     x(1_13)   1
 UP BOUND     x(1_14)   1
 UP BOUND     x(1_15)   1
 UP BOUND     x(1_16)   1
 UP BOUND     x(1_17)   1
 UP BOUND     x(1_18)   1
 UP BOUND     x(1_19)   1
 UP BOUND     x(1_20)   1
 UP BOUND     x(1_21)   1
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
 UP BOUND     x(2_13)   1
 UP BOUND     x(2_14)   1
 UP BOUND     x(2_15)   1
 UP BOUND     x(2_16)   1
 UP BOUND     x(2_17)   1
 UP BOUND     x(2_18)   1
 UP BOUND     x(2_19)   1
 UP BOUND     x(2_20)   1
 UP BOUND     x(2_21)   1
 UP BOUND     x(3_4)    1
 UP BOUND     x(3_5)    1
 UP BOUND     x(3_6)    1
 UP BOUND     x(3_7)    1
 UP BOUND     x(3_8)    1
 UP BOUND     x(3_9)    1
 UP BOUND     x(3_10)   1
 UP BOUND     x(3_11)   1
 UP BOUND     x(3_12)   1
 UP BOUND     x(3_13)   1
 UP BOUND     x(3_14)   1
 UP BOUND     x(3_15)   1
 UP BOUND     x(3_16)   1
 UP BOUND     x(3_17)   1
 UP BOUND     x(3_18)   1
 UP BOUND     x(3_19)   1
 UP BOUND     x(3_20)   1
 UP BOUND     x(3_21)   1
 UP BOUND     x(4_5)    1
 UP BOUND     x(4_6)    1
 UP BOUND     x(4_7)    1
 UP BOUND     x(4_8)    1
 UP BOUND     x(4_9)    1
 UP BOUND     x(4_10)   1
 UP BOUND     x(4_11)   1
 UP BOUND     x(4_12)   1
 UP BOUND     x(4_13)   1
 UP BOUND     x(4_14)   1
 UP BOUND     x(4_15)   1
 UP BOUND     x(4_16)   1
 UP BOUND     x(4_17)   1
 UP BOUND     x(4_18)   1
 UP BOUND     x(4_19)   1
 UP BOUND     x(4_20)   1
 UP BOUND     x(4_21)   1
 UP BOUND     x(5_6)    1
 UP BOUND     x(5_7)    1
 UP BOUND     x(5_8)    1
 UP BOUND     x(5_9)    1
 UP BOUND     x(5_10)   1
 UP BOUND     x(5_11)   1
 UP BOUND     x(5_12)   1
 UP BOUND     x(5_13)   1
 UP BOUND     x(5_14)   1
 UP BOUND     x(5_15)   1
 UP BOUND     x(5_16)   1
 UP BOUND     x(5_17)   1
 UP BOUND     x(5_18)   1
 UP BOUND     x(5_19)   1
 UP BOUND     x(5_20)   1
 UP BOUND     x(5_21)   1
 UP BOUND     x(6_7)    1
 UP BOUND     x(6_8)    1
 UP BOUND     x(6_9)    1
 UP BOUND     x(6_10)   1
 UP BOUND     x(6_11)   1
 UP BOUND     x(6_12)   1
 UP BOUND     x(6_13)   1
 UP BOUND     x(6_14)   1
 UP BOUND     x(6_15)   1
 UP BOUND     x(6_16)   1
 UP BOUND     x(6_17)   1
 UP BOUND     x(6_18)   1
 UP BOUND     x(6_19)   1
 UP BOUND     x(6_20)   1
 UP BOUND     x(6_21)   1
 UP BOUND     x(7_8)    1
 UP BOUND     x(7_9)    1
 UP BOUND     x(7_10)   1
 UP BOUND     x(7_11)   1
 UP BOUND     x(7_12)   1
 UP BOUND     x(7_13)   1
 UP BOUND     x(7_14)   1
 UP BOUND     x(7_15)   1
 UP BOUND     x(7_16)   1
 UP BOUND     x(7_17)   1
 UP BOUND     x(7_18)   1
 UP BOUND     x(7_19)   1
 UP BOUND     x(7_20)   1
 UP BOUND     x(7_21)   1
 UP BOUND     x(8_9)    1
 UP BOUND     x(8_10)   1
 UP BOUND     x(8_11)   1
 UP BOUND     x(8_12)   1
 UP BOUND     x(8_13)   1
 UP BOUND     x(8_14)   1
 UP BOUND     x(8_15)   1
 UP BOUND     x(8_16)   1
 UP BOUND     x(8_17)   1
 UP BOUND     x(8_18)   1
 UP BOUND     x(8_19)   1
 UP BOUND     x(8_20)   1
 UP BOUND     x(8_21)   1
 UP BOUND     x(9_10)   1
 UP BOUND     x(9_11)   1
 UP BOUND     x(9_12)   1
 UP BOUND     x(9_13)   1
 UP BOUND     x(9_14)   1
 UP BOUND     x(9_15)   1
 UP BOUND     x(9_16)   1
 UP BOUND     x(9_17)   1
 UP BOUND     x(9_18)   1
 UP BOUND     x(9_19)   1
 UP BOUND     x(9_20)   1
 UP BOUND     x(9_21)   1
 UP BOUND     x(10_11)  1
 UP BOUND     x(10_12)  1
 UP BOUND     x(10_13)  1
 UP BOUND     x(10_14)  1
 UP BOUND     x(10_15)  1
 UP BOUND     x(10_16)  1
 UP BOUND     x(10_17)  1
 UP BOUND     x(10_18)  1
 UP BOUND     x(10_19)  1
 UP BOUND     x(10_20)  1
 UP BOUND     x(10_21)  1
 UP BOUND     x(11_12)  1
 UP BOUND     x(11_13)  1
 UP BOUND     x(11_14)  1
 UP BOUND     x(11_15)  1
 UP BOUND     x(11_16)  1
 UP BOUND     x(11_17)  1
 UP BOUND     x(11_18)  1
 UP BOUND     x(11_19)  1
 UP BOUND     x(11_20)  1
 UP BOUND     x(11_21)  1
 UP BOUND     x(12_13)  1
 UP BOUND     x(12_14)  1
 UP BOUND     x(12_15)  1
 UP BOUND     x(12_16)  1
 UP BOUND     x(12_17)  1
 UP BOUND     x(12_18)  1
 UP BOUND     x(12_19)  1
 UP BOUND     x(12_20)  1
 UP BOUND     x(12_21)  1
 UP BOUND     x(13_14)  1
 UP BOUND     x(13_15)  1
 UP BOUND     x(13_16)  1
 UP BOUND     x(13_17)  1
 UP BOUND     x(13_18)  1
 UP BOUND     x(13_19)  1
 UP BOUND     x(13_20)  1
 UP BOUND     x(13_21)  1
 UP BOUND     x(14_15)  1
 UP BOUND     x(14_16)  1
 UP BOUND     x(14_17)  1
 UP BOUND     x(14_18)  1
 UP BOUND     x(14_19)  1
 UP BOUND     x(14_20)  1
 UP BOUND     x(14_21)  1
 UP BOUND     x(15_16)  1
 UP BOUND     x(15_17)  1
 UP BOUND     x(15_18)  1
 UP BOUND     x(15_19)  1
 UP BOUND     x(15_20)  1
 UP BOUND     x(15_21)  1
 UP BOUND     x(16_17)  1
 UP BOUND     x(16_18)  1
 UP BOUND     x(16_19)  1
 UP BOUND     x(16_20)  1
 UP BOUND     x(16_21)  1
 UP BOUND     x(17_18)  1
 UP BOUND     x(17_19)  1
 UP BOUND     x(17_20)  1
 UP BOUND     x(17_21)  1
 UP BOUND     x(18_19)  1
 UP BOUND     x(18_20)  1
 UP BOUND     x(18_21)  1
 UP BOUND     x(19_20)  1
 UP BOUND     x(19_21)  1
 UP BOUND     x(20_21)  1
ENDATA
