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
COLUMNS
    x(0_1)    expected_makespan  526.118519385656
    x(0_1)    c_e_flow(0)_  1
    x(0_1)    c_e_flow(1)_  -1
    x(0_2)    expected_makespan  1316.32426535227
    x(0_2)    c_e_flow(0)_  1
    x(0_2)    c_e_flow(2)_  -1
    x(0_3)    expected_makespan  1352.55320268136
    x(0_3)    c_e_flow(0)_  1
    x(0_3)    c_e_flow(3)_  -1
    x(0_4)    expected_makespan  1764.2565917823
    x(0_4)    c_e_flow(0)_  1
    x(0_4)    c_e_flow(4)_  -1
    x(0_5)    expected_makespan  1990.44290896489
    x(0_5)    c_e_flow(0)_  1
    x(0_5)    c_e_flow(5)_  -1
    x(0_6)    expected_makespan  2175.97849643111
    x(0_6)    c_e_flow(0)_  1
    x(0_6)    c_e_flow(6)_  -1
    x(0_7)    expected_makespan  2464.6728277284
    x(0_7)    c_e_flow(0)_  1
    x(0_7)    c_e_flow(7)_  -1
    x(0_8)    expected_makespan  2912.4361616635
    x(0_8)    c_e_flow(0)_  1
    x(0_8)    c_e_flow(8)_  -1
    x(0_9)    expected_makespan  3402.62104597911
    x(0_9)    c_e_flow(0)_  1
    x(0_9)    c_e_flow(9)_  -1
    x(0_10)   expected_makespan  4043.69182930369
    x(0_10)   c_e_flow(0)_  1
    x(0_10)   c_e_flow(10)_  -1
    x(0_11)   expected_makespan  4546.82021194794
    x(0_11)   c_e_flow(0)_  1
    x(0_11)   c_e_flow(11)_  -1
    x(0_12)   expected_makespan  5397.20968934237
    x(0_12)   c_e_flow(0)_  1
    x(0_12)   c_e_flow(12)_  -1
    x(0_13)   expected_makespan  5436.19789872846
    x(0_13)   c_e_flow(0)_  1
    x(0_13)   c_e_flow(13)_  -1
    x(0_14)   expected_makespan  5879.25748376198
    x(0_14)   c_e_flow(0)_  1
    x(0_14)   c_e_flow(14)_  -1
    x(0_15)   expected_makespan  6122.67062653455
    x(0_15)   c_e_flow(0)_  1
    x(0_15)   c_e_flow(15)_  -1
    x(0_16)   expected_makespan  6322.33699452643
    x(0_16)   c_e_flow(0)_  1
    x(0_16)   c_e_flow(16)_  -1
    x(0_17)   expected_makespan  6633.01889322399
    x(0_17)   c_e_flow(0)_  1
    x(0_17)   c_e_flow(17)_  -1
    x(0_18)   expected_makespan  7114.88482432487
    x(0_18)   c_e_flow(0)_  1
    x(0_18)   c_e_flow(18)_  -1
    x(0_19)   expected_makespan  7642.40322029641
    x(0_19)   c_e_flow(0)_  1
    x(0_19)   c_e_flow(19)_  -1
    x(0_20)   expected_makespan  8332.29930266083
    x(0_20)   c_e_flow(0)_  1
    x(0_20)   c_e_flow(20)_  -1
    x(1_2)    expected_makespan  830.480326603242
    x(1_2)    c_e_flow(1)_  1
    x(1_2)    c_e_flow(2)_  -1
    x(1_3)    expected_makespan  866.373342943484
    x(1_3)    c_e_flow(1)_  1
    x(1_3)    c_e_flow(3)_  -1
    x(1_4)    expected_makespan  1274.25934683318
    x(1_4)    c_e_flow(1)_  1
    x(1_4)    c_e_flow(4)_  -1
    x(1_5)    expected_makespan  1498.34842526317
    x(1_5)    c_e_flow(1)_  1
    x(1_5)    c_e_flow(5)_  -1
    x(1_6)    expected_makespan  1682.16369459138
    x(1_6)    c_e_flow(1)_  1
    x(1_6)    c_e_flow(6)_  -1
    x(1_7)    expected_makespan  1968.18120199059
    x(1_7)    c_e_flow(1)_  1
    x(1_7)    c_e_flow(7)_  -1
    x(1_8)    expected_makespan  2411.79279665332
    x(1_8)    c_e_flow(1)_  1
    x(1_8)    c_e_flow(8)_  -1
    x(1_9)    expected_makespan  2897.43260172573
    x(1_9)    c_e_flow(1)_  1
    x(1_9)    c_e_flow(9)_  -1
    x(1_10)   expected_makespan  3532.55926558855
    x(1_10)   c_e_flow(1)_  1
    x(1_10)   c_e_flow(10)_  -1
    x(1_11)   expected_makespan  4031.02255462875
    x(1_11)   c_e_flow(1)_  1
    x(1_11)   c_e_flow(11)_  -1
    x(1_12)   expected_makespan  4873.52707333511
    x(1_12)   c_e_flow(1)_  1
    x(1_12)   c_e_flow(12)_  -1
    x(1_13)   expected_makespan  4912.15377728339
    x(1_13)   c_e_flow(1)_  1
    x(1_13)   c_e_flow(13)_  -1
    x(1_14)   expected_makespan  5351.10523701996
    x(1_14)   c_e_flow(1)_  1
    x(1_14)   c_e_flow(14)_  -1
    x(1_15)   expected_makespan  5592.261410926
    x(1_15)   c_e_flow(1)_  1
    x(1_15)   c_e_flow(15)_  -1
    x(1_16)   expected_makespan  5790.07643773262
    x(1_16)   c_e_flow(1)_  1
    x(1_16)   c_e_flow(16)_  -1
    x(1_17)   expected_makespan  6097.87763999463
    x(1_17)   c_e_flow(1)_  1
    x(1_17)   c_e_flow(17)_  -1
    x(1_18)   expected_makespan  6575.27562662898
    x(1_18)   c_e_flow(1)_  1
    x(1_18)   c_e_flow(18)_  -1
    x(1_19)   expected_makespan  7097.90278056377
    x(1_19)   c_e_flow(1)_  1
    x(1_19)   c_e_flow(19)_  -1
    x(1_20)   expected_makespan  7781.40202682767
    x(1_20)   c_e_flow(1)_  1
    x(1_20)   c_e_flow(20)_  -1
    x(2_3)    expected_makespan  110.398144316888
    x(2_3)    c_e_flow(2)_  1
    x(2_3)    c_e_flow(3)_  -1
    x(2_4)    expected_makespan  512.68927274451
    x(2_4)    c_e_flow(2)_  1
    x(2_4)    c_e_flow(4)_  -1
    x(2_5)    expected_makespan  733.70457449604
    x(2_5)    c_e_flow(2)_  1
    x(2_5)    c_e_flow(5)_  -1
    x(2_6)    expected_makespan  914.998493422145
    x(2_6)    c_e_flow(2)_  1
    x(2_6)    c_e_flow(6)_  -1
    x(2_7)    expected_makespan  1197.09276658774
    x(2_7)    c_e_flow(2)_  1
    x(2_7)    c_e_flow(7)_  -1
    x(2_8)    expected_makespan  1634.61944634287
    x(2_8)    c_e_flow(2)_  1
    x(2_8)    c_e_flow(8)_  -1
    x(2_9)    expected_makespan  2113.59784552515
    x(2_9)    c_e_flow(2)_  1
    x(2_9)    c_e_flow(9)_  -1
    x(2_10)   expected_makespan  2740.01262775176
    x(2_10)   c_e_flow(2)_  1
    x(2_10)   c_e_flow(10)_  -1
    x(2_11)   expected_makespan  3231.63861421722
    x(2_11)   c_e_flow(2)_  1
    x(2_11)   c_e_flow(11)_  -1
    x(2_12)   expected_makespan  4062.58669849472
    x(2_12)   c_e_flow(2)_  1
    x(2_12)   c_e_flow(12)_  -1
    x(2_13)   expected_makespan  4100.68356911693
    x(2_13)   c_e_flow(2)_  1
    x(2_13)   c_e_flow(13)_  -1
    x(2_14)   expected_makespan  4533.61403591011
    x(2_14)   c_e_flow(2)_  1
    x(2_14)   c_e_flow(14)_  -1
    x(2_15)   expected_makespan  4771.46232784166
    x(2_15)   c_e_flow(2)_  1
    x(2_15)   c_e_flow(15)_  -1
    x(2_16)   expected_makespan  4966.56397289712
    x(2_16)   c_e_flow(2)_  1
    x(2_16)   c_e_flow(16)_  -1
    x(2_17)   expected_makespan  5270.14313915566
    x(2_17)   c_e_flow(2)_  1
    x(2_17)   c_e_flow(17)_  -1
    x(2_18)   expected_makespan  5740.99277096636
    x(2_18)   c_e_flow(2)_  1
    x(2_18)   c_e_flow(18)_  -1
    x(2_19)   expected_makespan  6256.45117232941
    x(2_19)   c_e_flow(2)_  1
    x(2_19)   c_e_flow(19)_  -1
    x(2_20)   expected_makespan  6930.57502173045
    x(2_20)   c_e_flow(2)_  1
    x(2_20)   c_e_flow(20)_  -1
    x(3_4)    expected_makespan  411.036300896907
    x(3_4)    c_e_flow(3)_  1
    x(3_4)    c_e_flow(4)_  -1
    x(3_5)    expected_makespan  631.354446797501
    x(3_5)    c_e_flow(3)_  1
    x(3_5)    c_e_flow(5)_  -1
    x(3_6)    expected_makespan  812.076504339726
    x(3_6)    c_e_flow(3)_  1
    x(3_6)    c_e_flow(6)_  -1
    x(3_7)    expected_makespan  1093.2809582417
    x(3_7)    c_e_flow(3)_  1
    x(3_7)    c_e_flow(7)_  -1
    x(3_8)    expected_makespan  1529.42753317009
    x(3_8)    c_e_flow(3)_  1
    x(3_8)    c_e_flow(8)_  -1
    x(3_9)    expected_makespan  2006.8950750008
    x(3_9)    c_e_flow(3)_  1
    x(3_9)    c_e_flow(9)_  -1
    x(3_10)   expected_makespan  2631.33393643332
    x(3_10)   c_e_flow(3)_  1
    x(3_10)   c_e_flow(10)_  -1
    x(3_11)   expected_makespan  3121.40917084577
    x(3_11)   c_e_flow(3)_  1
    x(3_11)   c_e_flow(11)_  -1
    x(3_12)   expected_makespan  3949.73616819315
    x(3_12)   c_e_flow(3)_  1
    x(3_12)   c_e_flow(12)_  -1
    x(3_13)   expected_makespan  3987.71286860069
    x(3_13)   c_e_flow(3)_  1
    x(3_13)   c_e_flow(13)_  -1
    x(3_14)   expected_makespan  4419.27772855317
    x(3_14)   c_e_flow(3)_  1
    x(3_14)   c_e_flow(14)_  -1
    x(3_15)   expected_makespan  4656.37576777805
    x(3_15)   c_e_flow(3)_  1
    x(3_15)   c_e_flow(15)_  -1
    x(3_16)   expected_makespan  4850.86199728399
    x(3_16)   c_e_flow(3)_  1
    x(3_16)   c_e_flow(16)_  -1
    x(3_17)   expected_makespan  5153.48357377249
    x(3_17)   c_e_flow(3)_  1
    x(3_17)   c_e_flow(17)_  -1
    x(3_18)   expected_makespan  5622.84798907047
    x(3_18)   c_e_flow(3)_  1
    x(3_18)   c_e_flow(18)_  -1
    x(3_19)   expected_makespan  6136.68046300869
    x(3_19)   c_e_flow(3)_  1
    x(3_19)   c_e_flow(19)_  -1
    x(3_20)   expected_makespan  6808.67790133257
    x(3_20)   c_e_flow(3)_  1
    x(3_20)   c_e_flow(20)_  -1
    x(4_5)    expected_makespan  256.120596710221
    x(4_5)    c_e_flow(4)_  1
    x(4_5)    c_e_flow(5)_  -1
    x(4_6)    expected_makespan  435.65254937591
    x(4_6)    c_e_flow(4)_  1
    x(4_6)    c_e_flow(6)_  -1
    x(4_7)    expected_makespan  715.005193950109
    x(4_7)    c_e_flow(4)_  1
    x(4_7)    c_e_flow(7)_  -1
    x(4_8)    expected_makespan  1148.27962270682
    x(4_8)    c_e_flow(4)_  1
    x(4_8)    c_e_flow(8)_  -1
    x(4_9)    expected_makespan  1622.60290833744
    x(4_9)    c_e_flow(4)_  1
    x(4_9)    c_e_flow(9)_  -1
    x(4_10)   expected_makespan  2242.92966666426
    x(4_10)   c_e_flow(4)_  1
    x(4_10)   c_e_flow(10)_  -1
    x(4_11)   expected_makespan  2729.77761972392
    x(4_11)   c_e_flow(4)_  1
    x(4_11)   c_e_flow(11)_  -1
    x(4_12)   expected_makespan  3552.6498540373
    x(4_12)   c_e_flow(4)_  1
    x(4_12)   c_e_flow(12)_  -1
    x(4_13)   expected_makespan  3590.37646733891
    x(4_13)   c_e_flow(4)_  1
    x(4_13)   c_e_flow(13)_  -1
    x(4_14)   expected_makespan  4019.09935298368
    x(4_14)   c_e_flow(4)_  1
    x(4_14)   c_e_flow(14)_  -1
    x(4_15)   expected_makespan  4254.6360358554
    x(4_15)   c_e_flow(4)_  1
    x(4_15)   c_e_flow(15)_  -1
    x(4_16)   expected_makespan  4447.8415195946
    x(4_16)   c_e_flow(4)_  1
    x(4_16)   c_e_flow(16)_  -1
    x(4_17)   expected_makespan  4748.47024906254
    x(4_17)   c_e_flow(4)_  1
    x(4_17)   c_e_flow(17)_  -1
    x(4_18)   expected_makespan  5214.74376949624
    x(4_18)   c_e_flow(4)_  1
    x(4_18)   c_e_flow(18)_  -1
    x(4_19)   expected_makespan  5725.19251406975
    x(4_19)   c_e_flow(4)_  1
    x(4_19)   c_e_flow(19)_  -1
    x(4_20)   expected_makespan  6392.76466286758
    x(4_20)   c_e_flow(4)_  1
    x(4_20)   c_e_flow(20)_  -1
    x(5_6)    expected_makespan  201.91335616481
    x(5_6)    c_e_flow(5)_  1
    x(5_6)    c_e_flow(6)_  -1
    x(5_7)    expected_makespan  479.952213776963
    x(5_7)    c_e_flow(5)_  1
    x(5_7)    c_e_flow(7)_  -1
    x(5_8)    expected_makespan  911.18896611806
    x(5_8)    c_e_flow(5)_  1
    x(5_8)    c_e_flow(8)_  -1
    x(5_9)    expected_makespan  1383.28152381193
    x(5_9)    c_e_flow(5)_  1
    x(5_9)    c_e_flow(9)_  -1
    x(5_10)   expected_makespan  2000.6909043257
    x(5_10)   c_e_flow(5)_  1
    x(5_10)   c_e_flow(10)_  -1
    x(5_11)   expected_makespan  2485.24922631992
    x(5_11)   c_e_flow(5)_  1
    x(5_11)   c_e_flow(11)_  -1
    x(5_12)   expected_makespan  3304.25151762805
    x(5_12)   c_e_flow(5)_  1
    x(5_12)   c_e_flow(12)_  -1
    x(5_13)   expected_makespan  3341.80070381865
    x(5_13)   c_e_flow(5)_  1
    x(5_13)   c_e_flow(13)_  -1
    x(5_14)   expected_makespan  3768.50731881615
    x(5_14)   c_e_flow(5)_  1
    x(5_14)   c_e_flow(14)_  -1
    x(5_15)   expected_makespan  4002.93627985653
    x(5_15)   c_e_flow(5)_  1
    x(5_15)   c_e_flow(15)_  -1
    x(5_16)   expected_makespan  4195.23312410202
    x(5_16)   c_e_flow(5)_  1
    x(5_16)   c_e_flow(16)_  -1
    x(5_17)   expected_makespan  4494.44800582997
    x(5_17)   c_e_flow(5)_  1
    x(5_17)   c_e_flow(17)_  -1
    x(5_18)   expected_makespan  4958.52865612697
    x(5_18)   c_e_flow(5)_  1
    x(5_18)   c_e_flow(18)_  -1
    x(5_19)   expected_makespan  5466.57677583282
    x(5_19)   c_e_flow(5)_  1
    x(5_19)   c_e_flow(19)_  -1
    x(5_20)   expected_makespan  6131.00935318806
    x(5_20)   c_e_flow(5)_  1
    x(5_20)   c_e_flow(20)_  -1
    x(6_7)    expected_makespan  295.361178239013
    x(6_7)    c_e_flow(6)_  1
    x(6_7)    c_e_flow(7)_  -1
    x(6_8)    expected_makespan  725.047642897292
    x(6_8)    c_e_flow(6)_  1
    x(6_8)    c_e_flow(8)_  -1
    x(6_9)    expected_makespan  1195.44303708789
    x(6_9)    c_e_flow(6)_  1
    x(6_9)    c_e_flow(9)_  -1
    x(6_10)   expected_makespan  1810.63284296506
    x(6_10)   c_e_flow(6)_  1
    x(6_10)   c_e_flow(10)_  -1
    x(6_11)   expected_makespan  2293.44918727738
    x(6_11)   c_e_flow(6)_  1
    x(6_11)   c_e_flow(11)_  -1
    x(6_12)   expected_makespan  3109.50718138096
    x(6_12)   c_e_flow(6)_  1
    x(6_12)   c_e_flow(12)_  -1
    x(6_13)   expected_makespan  3146.92137898226
    x(6_13)   c_e_flow(6)_  1
    x(6_13)   c_e_flow(13)_  -1
    x(6_14)   expected_makespan  3572.09399205202
    x(6_14)   c_e_flow(6)_  1
    x(6_14)   c_e_flow(14)_  -1
    x(6_15)   expected_makespan  3805.68018556661
    x(6_15)   c_e_flow(6)_  1
    x(6_15)   c_e_flow(15)_  -1
    x(6_16)   expected_makespan  3997.28572642142
    x(6_16)   c_e_flow(6)_  1
    x(6_16)   c_e_flow(16)_  -1
    x(6_17)   expected_makespan  4295.42493650696
    x(6_17)   c_e_flow(6)_  1
    x(6_17)   c_e_flow(17)_  -1
    x(6_18)   expected_makespan  4757.83722595094
    x(6_18)   c_e_flow(6)_  1
    x(6_18)   c_e_flow(18)_  -1
    x(6_19)   expected_makespan  5264.05892261194
    x(6_19)   c_e_flow(6)_  1
    x(6_19)   c_e_flow(19)_  -1
    x(6_20)   expected_makespan  5926.10287785847
    x(6_20)   c_e_flow(6)_  1
    x(6_20)   c_e_flow(20)_  -1
    x(7_8)    expected_makespan  454.344935884834
    x(7_8)    c_e_flow(7)_  1
    x(7_8)    c_e_flow(8)_  -1
    x(7_9)    expected_makespan  922.410607858519
    x(7_9)    c_e_flow(7)_  1
    x(7_9)    c_e_flow(9)_  -1
    x(7_10)   expected_makespan  1534.55356979106
    x(7_10)   c_e_flow(7)_  1
    x(7_10)   c_e_flow(10)_  -1
    x(7_11)   expected_makespan  2014.97867478019
    x(7_11)   c_e_flow(7)_  1
    x(7_11)   c_e_flow(11)_  -1
    x(7_12)   expected_makespan  2826.99498722057
    x(7_12)   c_e_flow(7)_  1
    x(7_12)   c_e_flow(12)_  -1
    x(7_13)   expected_makespan  2864.22388392723
    x(7_13)   c_e_flow(7)_  1
    x(7_13)   c_e_flow(13)_  -1
    x(7_14)   expected_makespan  3287.29074916246
    x(7_14)   c_e_flow(7)_  1
    x(7_14)   c_e_flow(14)_  -1
    x(7_15)   expected_makespan  3519.72006284507
    x(7_15)   c_e_flow(7)_  1
    x(7_15)   c_e_flow(15)_  -1
    x(7_16)   expected_makespan  3710.37664099547
    x(7_16)   c_e_flow(7)_  1
    x(7_16)   c_e_flow(16)_  -1
    x(7_17)   expected_makespan  4007.03926021714
    x(7_17)   c_e_flow(7)_  1
    x(7_17)   c_e_flow(17)_  -1
    x(7_18)   expected_makespan  4467.16136528135
    x(7_18)   c_e_flow(7)_  1
    x(7_18)   c_e_flow(18)_  -1
    x(7_19)   expected_makespan  4970.87590318195
    x(7_19)   c_e_flow(7)_  1
    x(7_19)   c_e_flow(19)_  -1
    x(7_20)   expected_makespan  5629.64096044146
    x(7_20)   c_e_flow(7)_  1
    x(7_20)   c_e_flow(20)_  -1
    x(8_9)    expected_makespan  505.675415411866
    x(8_9)    c_e_flow(8)_  1
    x(8_9)    c_e_flow(9)_  -1
    x(8_10)   expected_makespan  1113.1844865582
    x(8_10)   c_e_flow(8)_  1
    x(8_10)   c_e_flow(10)_  -1
    x(8_11)   expected_makespan  1589.97279817404
    x(8_11)   c_e_flow(8)_  1
    x(8_11)   c_e_flow(11)_  -1
    x(8_12)   expected_makespan  2395.84218882906
    x(8_12)   c_e_flow(8)_  1
    x(8_12)   c_e_flow(12)_  -1
    x(8_13)   expected_makespan  2432.78926469948
    x(8_13)   c_e_flow(8)_  1
    x(8_13)   c_e_flow(13)_  -1
    x(8_14)   expected_makespan  2852.6535354908
    x(8_14)   c_e_flow(8)_  1
    x(8_14)   c_e_flow(14)_  -1
    x(8_15)   expected_makespan  3083.32337120487
    x(8_15)   c_e_flow(8)_  1
    x(8_15)   c_e_flow(15)_  -1
    x(8_16)   expected_makespan  3272.53668884955
    x(8_16)   c_e_flow(8)_  1
    x(8_16)   c_e_flow(16)_  -1
    x(8_17)   expected_makespan  3566.95358727834
    x(8_17)   c_e_flow(8)_  1
    x(8_17)   c_e_flow(17)_  -1
    x(8_18)   expected_makespan  4023.59259163606
    x(8_18)   c_e_flow(8)_  1
    x(8_18)   c_e_flow(18)_  -1
    x(8_19)   expected_makespan  4523.49403635222
    x(8_19)   c_e_flow(8)_  1
    x(8_19)   c_e_flow(19)_  -1
    x(8_20)   expected_makespan  5177.27227595811
    x(8_20)   c_e_flow(8)_  1
    x(8_20)   c_e_flow(20)_  -1
    x(9_10)   expected_makespan  648.039499912564
    x(9_10)   c_e_flow(9)_  1
    x(9_10)   c_e_flow(10)_  -1
    x(9_11)   expected_makespan  1120.71289189574
    x(9_11)   c_e_flow(9)_  1
    x(9_11)   c_e_flow(11)_  -1
    x(9_12)   expected_makespan  1919.62722997044
    x(9_12)   c_e_flow(9)_  1
    x(9_12)   c_e_flow(12)_  -1
    x(9_13)   expected_makespan  1956.25543424908
    x(9_13)   c_e_flow(9)_  1
    x(9_13)   c_e_flow(13)_  -1
    x(9_14)   expected_makespan  2372.49606811634
    x(9_14)   c_e_flow(9)_  1
    x(9_14)   c_e_flow(14)_  -1
    x(9_15)   expected_makespan  2601.17510872802
    x(9_15)   c_e_flow(9)_  1
    x(9_15)   c_e_flow(15)_  -1
    x(9_16)   expected_makespan  2788.7554215851
    x(9_16)   c_e_flow(9)_  1
    x(9_16)   c_e_flow(16)_  -1
    x(9_17)   expected_makespan  3080.63135613953
    x(9_17)   c_e_flow(9)_  1
    x(9_17)   c_e_flow(17)_  -1
    x(9_18)   expected_makespan  3533.32933938097
    x(9_18)   c_e_flow(9)_  1
    x(9_18)   c_e_flow(18)_  -1
    x(9_19)   expected_makespan  4028.9163866609
    x(9_19)   c_e_flow(9)_  1
    x(9_19)   c_e_flow(19)_  -1
    x(9_20)   expected_makespan  4677.05219576248
    x(9_20)   c_e_flow(9)_  1
    x(9_20)   c_e_flow(20)_  -1
    x(10_11)  expected_makespan  526.118519385656
    x(10_11)  c_e_flow(10)_  1
    x(10_11)  c_e_flow(11)_  -1
    x(10_12)  expected_makespan  1316.32426535227
    x(10_12)  c_e_flow(10)_  1
    x(10_12)  c_e_flow(12)_  -1
    x(10_13)  expected_makespan  1352.55320268136
    x(10_13)  c_e_flow(10)_  1
    x(10_13)  c_e_flow(13)_  -1
    x(10_14)  expected_makespan  1764.2565917823
    x(10_14)  c_e_flow(10)_  1
    x(10_14)  c_e_flow(14)_  -1
    x(10_15)  expected_makespan  1990.44290896489
    x(10_15)  c_e_flow(10)_  1
    x(10_15)  c_e_flow(15)_  -1
    x(10_16)  expected_makespan  2175.97849643111
    x(10_16)  c_e_flow(10)_  1
    x(10_16)  c_e_flow(16)_  -1
    x(10_17)  expected_makespan  2464.6728277284
    x(10_17)  c_e_flow(10)_  1
    x(10_17)  c_e_flow(17)_  -1
    x(10_18)  expected_makespan  2912.4361616635
    x(10_18)  c_e_flow(10)_  1
    x(10_18)  c_e_flow(18)_  -1
    x(10_19)  expected_makespan  3402.62104597911
    x(10_19)  c_e_flow(10)_  1
    x(10_19)  c_e_flow(19)_  -1
    x(10_20)  expected_makespan  4043.69182930369
    x(10_20)  c_e_flow(10)_  1
    x(10_20)  c_e_flow(20)_  -1
    x(11_12)  expected_makespan  830.480326603242
    x(11_12)  c_e_flow(11)_  1
    x(11_12)  c_e_flow(12)_  -1
    x(11_13)  expected_makespan  866.373342943484
    x(11_13)  c_e_flow(11)_  1
    x(11_13)  c_e_flow(13)_  -1
    x(11_14)  expected_makespan  1274.25934683318
    x(11_14)  c_e_flow(11)_  1
    x(11_14)  c_e_flow(14)_  -1
    x(11_15)  expected_makespan  1498.34842526317
    x(11_15)  c_e_flow(11)_  1
    x(11_15)  c_e_flow(15)_  -1
    x(11_16)  expected_makespan  1682.16369459138
    x(11_16)  c_e_flow(11)_  1
    x(11_16)  c_e_flow(16)_  -1
    x(11_17)  expected_makespan  1968.18120199059
    x(11_17)  c_e_flow(11)_  1
    x(11_17)  c_e_flow(17)_  -1
    x(11_18)  expected_makespan  2411.79279665332
    x(11_18)  c_e_flow(11)_  1
    x(11_18)  c_e_flow(18)_  -1
    x(11_19)  expected_makespan  2897.43260172572
    x(11_19)  c_e_flow(11)_  1
    x(11_19)  c_e_flow(19)_  -1
    x(11_20)  expected_makespan  3532.55926558855
    x(11_20)  c_e_flow(11)_  1
    x(11_20)  c_e_flow(20)_  -1
    x(12_13)  expected_makespan  110.398144316888
    x(12_13)  c_e_flow(12)_  1
    x(12_13)  c_e_flow(13)_  -1
    x(12_14)  expected_makespan  512.68927274451
    x(12_14)  c_e_flow(12)_  1
    x(12_14)  c_e_flow(14)_  -1
    x(12_15)  expected_makespan  733.70457449604
    x(12_15)  c_e_flow(12)_  1
    x(12_15)  c_e_flow(15)_  -1
    x(12_16)  expected_makespan  914.998493422145
    x(12_16)  c_e_flow(12)_  1
    x(12_16)  c_e_flow(16)_  -1
    x(12_17)  expected_makespan  1197.09276658774
    x(12_17)  c_e_flow(12)_  1
    x(12_17)  c_e_flow(17)_  -1
    x(12_18)  expected_makespan  1634.61944634287
    x(12_18)  c_e_flow(12)_  1
    x(12_18)  c_e_flow(18)_  -1
    x(12_19)  expected_makespan  2113.59784552515
    x(12_19)  c_e_flow(12)_  1
    x(12_19)  c_e_flow(19)_  -1
    x(12_20)  expected_makespan  2740.01262775176
    x(12_20)  c_e_flow(12)_  1
    x(12_20)  c_e_flow(20)_  -1
    x(13_14)  expected_makespan  411.036300896907
    x(13_14)  c_e_flow(13)_  1
    x(13_14)  c_e_flow(14)_  -1
    x(13_15)  expected_makespan  631.354446797501
    x(13_15)  c_e_flow(13)_  1
    x(13_15)  c_e_flow(15)_  -1
    x(13_16)  expected_makespan  812.076504339726
    x(13_16)  c_e_flow(13)_  1
    x(13_16)  c_e_flow(16)_  -1
    x(13_17)  expected_makespan  1093.2809582417
    x(13_17)  c_e_flow(13)_  1
    x(13_17)  c_e_flow(17)_  -1
    x(13_18)  expected_makespan  1529.42753317009
    x(13_18)  c_e_flow(13)_  1
    x(13_18)  c_e_flow(18)_  -1
    x(13_19)  expected_makespan  2006.8950750008
    x(13_19)  c_e_flow(13)_  1
    x(13_19)  c_e_flow(19)_  -1
    x(13_20)  expected_makespan  2631.33393643332
    x(13_20)  c_e_flow(13)_  1
    x(13_20)  c_e_flow(20)_  -1
    x(14_15)  expected_makespan  256.120596710221
    x(14_15)  c_e_flow(14)_  1
    x(14_15)  c_e_flow(15)_  -1
    x(14_16)  expected_makespan  435.65254937591
    x(14_16)  c_e_flow(14)_  1
    x(14_16)  c_e_flow(16)_  -1
    x(14_17)  expected_makespan  715.005193950109
    x(14_17)  c_e_flow(14)_  1
    x(14_17)  c_e_flow(17)_  -1
    x(14_18)  expected_makespan  1148.27962270682
    x(14_18)  c_e_flow(14)_  1
    x(14_18)  c_e_flow(18)_  -1
    x(14_19)  expected_makespan  1622.60290833744
    x(14_19)  c_e_flow(14)_  1
    x(14_19)  c_e_flow(19)_  -1
    x(14_20)  expected_makespan  2242.92966666426
    x(14_20)  c_e_flow(14)_  1
    x(14_20)  c_e_flow(20)_  -1
    x(15_16)  expected_makespan  201.91335616481
    x(15_16)  c_e_flow(15)_  1
    x(15_16)  c_e_flow(16)_  -1
    x(15_17)  expected_makespan  479.952213776963
    x(15_17)  c_e_flow(15)_  1
    x(15_17)  c_e_flow(17)_  -1
    x(15_18)  expected_makespan  911.188966118059
    x(15_18)  c_e_flow(15)_  1
    x(15_18)  c_e_flow(18)_  -1
    x(15_19)  expected_makespan  1383.28152381193
    x(15_19)  c_e_flow(15)_  1
    x(15_19)  c_e_flow(19)_  -1
    x(15_20)  expected_makespan  2000.6909043257
    x(15_20)  c_e_flow(15)_  1
    x(15_20)  c_e_flow(20)_  -1
    x(16_17)  expected_makespan  295.361178239013
    x(16_17)  c_e_flow(16)_  1
    x(16_17)  c_e_flow(17)_  -1
    x(16_18)  expected_makespan  725.047642897291
    x(16_18)  c_e_flow(16)_  1
    x(16_18)  c_e_flow(18)_  -1
    x(16_19)  expected_makespan  1195.44303708789
    x(16_19)  c_e_flow(16)_  1
    x(16_19)  c_e_flow(19)_  -1
    x(16_20)  expected_makespan  1810.63284296505
    x(16_20)  c_e_flow(16)_  1
    x(16_20)  c_e_flow(20)_  -1
    x(17_18)  expected_makespan  454.344935884833
    x(17_18)  c_e_flow(17)_  1
    x(17_18)  c_e_flow(18)_  -1
    x(17_19)  expected_makespan  922.410607858517
    x(17_19)  c_e_flow(17)_  1
    x(17_19)  c_e_flow(19)_  -1
    x(17_20)  expected_makespan  1534.55356979105
    x(17_20)  c_e_flow(17)_  1
    x(17_20)  c_e_flow(20)_  -1
    x(18_19)  expected_makespan  505.675415411866
    x(18_19)  c_e_flow(18)_  1
    x(18_19)  c_e_flow(19)_  -1
    x(18_20)  expected_makespan  1113.1844865582
    x(18_20)  c_e_flow(18)_  1
    x(18_20)  c_e_flow(20)_  -1
    x(19_20)  expected_makespan  648.039499912564
    x(19_20)  c_e_flow(19)_  1
    x(19_20)  c_e_flow(20)_  -1
RHS
    RHS_V     c_e_flow(0)_  1
    RHS_V     c_e_flow(20)_  -1
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
 UP BOUND     x(11_12)  1
 UP BOUND     x(11_13)  1
 UP BOUND     x(11_14)  1
 UP BOUND     x(11_15)  1
 UP BOUND     x(11_16)  1
 UP BOUND     x(11_17)  1
 UP BOUND     x(11_18)  1
 UP BOUND     x(11_19)  1
 UP BOUND     x(11_20)  1
 UP BOUND     x(12_13)  1
 UP BOUND     x(12_14)  1
 UP BOUND     x(12_15)  1
 UP BOUND     x(12_16)  1
 UP BOUND     x(12_17)  1
 UP BOUND     x(12_18)  1
 UP BOUND     x(12_19)  1
 UP BOUND     x(12_20)  1
 UP BOUND     x(13_14)  1
 UP BOUND     x(13_15)  1
 UP BOUND     x(13_16)  1
 UP BOUND     x(13_17)  1
 UP BOUND     x(13_18)  1
 UP BOUND     x(13_19)  1
 UP BOUND     x(13_20)  1
 UP BOUND     x(14_15)  1
 UP BOUND     x(14_16)  1
 UP BOUND     x(14_17)  1
 UP BOUND     x(14_18)  1
 UP BOUND     x(14_19)  1
 UP BOUND     x(14_20)  1
 UP BOUND     x(15_16)  1
 UP BOUND     x(15_17)  1
 UP BOUND     x(15_18)  1
 UP BOUND     x(15_19)  1
 UP BOUND     x(15_20)  1
 UP BOUND     x(16_17)  1
 UP BOUND     x(16_18)  1
 UP BOUND     x(16_19)  1
 UP BOUND     x(16_20)  1
 UP BOUND     x(17_18)  1
 UP BOUND     x(17_19)  1
 UP BOUND     x(17_20)  1
 UP BOUND     x(18_19)  1
 UP BOUND     x(18_20)  1
 UP BOUND     x(19_20)  1
ENDATA
