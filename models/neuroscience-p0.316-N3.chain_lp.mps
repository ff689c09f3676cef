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
    x(0_1)    expected_makespan  279.707962558708
    x(0_1)    c_e_flow(0)_  1
    x(0_1)    c_e_flow(1)_  -1
    x(0_2)    expected_makespan  1227.25083702618
    x(0_2)    c_e_flow(0)_  1
    x(0_2)    c_e_flow(2)_  -1
    x(0_3)    expected_makespan  1833.84420392792
    x(0_3)    c_e_flow(0)_  1
    x(0_3)    c_e_flow(3)_  -1
    x(0_4)    expected_makespan  2363.24870895607
    x(0_4)    c_e_flow(0)_  1
    x(0_4)    c_e_flow(4)_  -1
    x(0_5)    expected_makespan  6406.11082787542
    x(0_5)    c_e_flow(0)_  1
    x(0_5)    c_e_flow(5)_  -1
    x(0_6)    expected_makespan  7137.50804936868
    x(0_6)    c_e_flow(0)_  1
    x(0_6)    c_e_flow(6)_  -1
    x(0_7)    expected_makespan  8810.65164936247
    x(0_7)    c_e_flow(0)_  1
    x(0_7)    c_e_flow(7)_  -1
    x(0_8)    expected_makespan  9130.06049361539
    x(0_8)    c_e_flow(0)_  1
    x(0_8)    c_e_flow(8)_  -1
    x(0_9)    expected_makespan  10515.8185390215
    x(0_9)    c_e_flow(0)_  1
    x(0_9)    c_e_flow(9)_  -1
    x(0_10)   expected_makespan  11402.9463525745
    x(0_10)   c_e_flow(0)_  1
    x(0_10)   c_e_flow(10)_  -1
    x(0_11)   expected_makespan  12177.1873625439
    x(0_11)   c_e_flow(0)_  1
    x(0_11)   c_e_flow(11)_  -1
    x(0_12)   expected_makespan  18089.7733348765
    x(0_12)   c_e_flow(0)_  1
    x(0_12)   c_e_flow(12)_  -1
    x(0_13)   expected_makespan  19159.423702562
    x(0_13)   c_e_flow(0)_  1
    x(0_13)   c_e_flow(13)_  -1
    x(0_14)   expected_makespan  21606.3548835011
    x(0_14)   c_e_flow(0)_  1
    x(0_14)   c_e_flow(14)_  -1
    x(0_15)   expected_makespan  22073.4824274089
    x(0_15)   c_e_flow(0)_  1
    x(0_15)   c_e_flow(15)_  -1
    x(0_16)   expected_makespan  24100.1193344587
    x(0_16)   c_e_flow(0)_  1
    x(0_16)   c_e_flow(16)_  -1
    x(0_17)   expected_makespan  25397.5218457968
    x(0_17)   c_e_flow(0)_  1
    x(0_17)   c_e_flow(17)_  -1
    x(0_18)   expected_makespan  26529.8301956975
    x(0_18)   c_e_flow(0)_  1
    x(0_18)   c_e_flow(18)_  -1
    x(0_19)   expected_makespan  35176.8411131928
    x(0_19)   c_e_flow(0)_  1
    x(0_19)   c_e_flow(19)_  -1
    x(0_20)   expected_makespan  36741.1783508348
    x(0_20)   c_e_flow(0)_  1
    x(0_20)   c_e_flow(20)_  -1
    x(0_21)   expected_makespan  40319.7547529286
    x(0_21)   c_e_flow(0)_  1
    x(0_21)   c_e_flow(21)_  -1
    x(1_2)    expected_makespan  956.273809149098
    x(1_2)    c_e_flow(1)_  1
    x(1_2)    c_e_flow(2)_  -1
    x(1_3)    expected_makespan  1554.21291133057
    x(1_3)    c_e_flow(1)_  1
    x(1_3)    c_e_flow(3)_  -1
    x(1_4)    expected_makespan  2076.06440476873
    x(1_4)    c_e_flow(1)_  1
    x(1_4)    c_e_flow(4)_  -1
    x(1_5)    expected_makespan  6061.2470288011
    x(1_5)    c_e_flow(1)_  1
    x(1_5)    c_e_flow(5)_  -1
    x(1_6)    expected_makespan  6782.20940956605
    x(1_6)    c_e_flow(1)_  1
    x(1_6)    c_e_flow(6)_  -1
    x(1_7)    expected_makespan  8431.48227766686
    x(1_7)    c_e_flow(1)_  1
    x(1_7)    c_e_flow(7)_  -1
    x(1_8)    expected_makespan  8746.33411743705
    x(1_8)    c_e_flow(1)_  1
    x(1_8)    c_e_flow(8)_  -1
    x(1_9)    expected_makespan  10112.3215593095
    x(1_9)    c_e_flow(1)_  1
    x(1_9)    c_e_flow(9)_  -1
    x(1_10)   expected_makespan  10986.7927245077
    x(1_10)   c_e_flow(1)_  1
    x(1_10)   c_e_flow(10)_  -1
    x(1_11)   expected_makespan  11749.9876416196
    x(1_11)   c_e_flow(1)_  1
    x(1_11)   c_e_flow(11)_  -1
    x(1_12)   expected_makespan  17578.2187776187
    x(1_12)   c_e_flow(1)_  1
    x(1_12)   c_e_flow(12)_  -1
    x(1_13)   expected_makespan  18632.6084485259
    x(1_13)   c_e_flow(1)_  1
    x(1_13)   c_e_flow(13)_  -1
    x(1_14)   expected_makespan  21044.6292737842
    x(1_14)   c_e_flow(1)_  1
    x(1_14)   c_e_flow(14)_  -1
    x(1_15)   expected_makespan  21505.0923112142
    x(1_15)   c_e_flow(1)_  1
    x(1_15)   c_e_flow(15)_  -1
    x(1_16)   expected_makespan  23502.8151990173
    x(1_16)   c_e_flow(1)_  1
    x(1_16)   c_e_flow(16)_  -1
    x(1_17)   expected_makespan  24781.7076748118
    x(1_17)   c_e_flow(1)_  1
    x(1_17)   c_e_flow(17)_  -1
    x(1_18)   expected_makespan  25897.8613867957
    x(1_18)   c_e_flow(1)_  1
    x(1_18)   c_e_flow(18)_  -1
    x(1_19)   expected_makespan  34421.5054400912
    x(1_19)   c_e_flow(1)_  1
    x(1_19)   c_e_flow(19)_  -1
    x(1_20)   expected_makespan  35963.5242857016
    x(1_20)   c_e_flow(1)_  1
    x(1_20)   c_e_flow(20)_  -1
    x(1_21)   expected_makespan  39491.0451550526
    x(1_21)   c_e_flow(1)_  1
    x(1_21)   c_e_flow(21)_  -1
    x(2_3)    expected_makespan  632.684395016899
    x(2_3)    c_e_flow(2)_  1
    x(2_3)    c_e_flow(3)_  -1
    x(2_4)    expected_makespan  1131.35584223865
    x(2_4)    c_e_flow(2)_  1
    x(2_4)    c_e_flow(4)_  -1
    x(2_5)    expected_makespan  4939.5212141074
    x(2_5)    c_e_flow(2)_  1
    x(2_5)    c_e_flow(5)_  -1
    x(2_6)    expected_makespan  5628.45927087105
    x(2_6)    c_e_flow(2)_  1
    x(2_6)    c_e_flow(6)_  -1
    x(2_7)    expected_makespan  7204.47332533089
    x(2_7)    c_e_flow(2)_  1
    x(2_7)    c_e_flow(7)_  -1
    x(2_8)    expected_makespan  7505.33980664382
    x(2_8)    c_e_flow(2)_  1
    x(2_8)    c_e_flow(8)_  -1
    x(2_9)    expected_makespan  8810.65164936247
    x(2_9)    c_e_flow(2)_  1
    x(2_9)    c_e_flow(9)_  -1
    x(2_10)   expected_makespan  9646.27980600543
    x(2_10)   c_e_flow(2)_  1
    x(2_10)   c_e_flow(10)_  -1
    x(2_11)   expected_makespan  10375.5744781755
    x(2_11)   c_e_flow(2)_  1
    x(2_11)   c_e_flow(11)_  -1
    x(2_12)   expected_makespan  15944.9222559949
    x(2_12)   c_e_flow(2)_  1
    x(2_12)   c_e_flow(12)_  -1
    x(2_13)   expected_makespan  16952.4771441927
    x(2_13)   c_e_flow(2)_  1
    x(2_13)   c_e_flow(13)_  -1
    x(2_14)   expected_makespan  19257.3587643181
    x(2_14)   c_e_flow(2)_  1
    x(2_14)   c_e_flow(14)_  -1
    x(2_15)   expected_makespan  19697.3685605046
    x(2_15)   c_e_flow(2)_  1
    x(2_15)   c_e_flow(15)_  -1
    x(2_16)   expected_makespan  21606.3548835011
    x(2_16)   c_e_flow(2)_  1
    x(2_16)   c_e_flow(16)_  -1
    x(2_17)   expected_makespan  22828.4404188777
    x(2_17)   c_e_flow(2)_  1
    x(2_17)   c_e_flow(17)_  -1
    x(2_18)   expected_makespan  23895.0158601204
    x(2_18)   c_e_flow(2)_  1
    x(2_18)   c_e_flow(18)_  -1
    x(2_19)   expected_makespan  32040.0493976427
    x(2_19)   c_e_flow(2)_  1
    x(2_19)   c_e_flow(19)_  -1
    x(2_20)   expected_makespan  33513.5735305671
    x(2_20)   c_e_flow(2)_  1
    x(2_20)   c_e_flow(20)_  -1
    x(2_21)   expected_makespan  36884.4059592236
    x(2_21)   c_e_flow(2)_  1
    x(2_21)   c_e_flow(21)_  -1
    x(3_4)    expected_makespan  516.445249040763
    x(3_4)    c_e_flow(3)_  1
    x(3_4)    c_e_flow(4)_  -1
    x(3_5)    expected_makespan  4205.34026007601
    x(3_5)    c_e_flow(3)_  1
    x(3_5)    c_e_flow(5)_  -1
    x(3_6)    expected_makespan  4872.70102630782
    x(3_6)    c_e_flow(3)_  1
    x(3_6)    c_e_flow(6)_  -1
    x(3_7)    expected_makespan  6399.35489112289
    x(3_7)    c_e_flow(3)_  1
    x(3_7)    c_e_flow(7)_  -1
    x(3_8)    expected_makespan  6690.7983431593
    x(3_8)    c_e_flow(3)_  1
    x(3_8)    c_e_flow(8)_  -1
    x(3_9)    expected_makespan  7955.22829150663
    x(3_9)    c_e_flow(3)_  1
    x(3_9)    c_e_flow(9)_  -1
    x(3_10)   expected_makespan  8764.68487679355
    x(3_10)   c_e_flow(3)_  1
    x(3_10)   c_e_flow(10)_  -1
    x(3_11)   expected_makespan  9471.13830384696
    x(3_11)   c_e_flow(3)_  1
    x(3_11)   c_e_flow(11)_  -1
    x(3_12)   expected_makespan  14866.0561254532
    x(3_12)   c_e_flow(3)_  1
    x(3_12)   c_e_flow(12)_  -1
    x(3_13)   expected_makespan  15842.0547593027
    x(3_13)   c_e_flow(3)_  1
    x(3_13)   c_e_flow(13)_  -1
    x(3_14)   expected_makespan  18074.7483214877
    x(3_14)   c_e_flow(3)_  1
    x(3_14)   c_e_flow(14)_  -1
    x(3_15)   expected_makespan  18500.9771701478
    x(3_15)   c_e_flow(3)_  1
    x(3_15)   c_e_flow(15)_  -1
    x(3_16)   expected_makespan  20350.1747325901
    x(3_16)   c_e_flow(3)_  1
    x(3_16)   c_e_flow(16)_  -1
    x(3_17)   expected_makespan  21533.9849914121
    x(3_17)   c_e_flow(3)_  1
    x(3_17)   c_e_flow(17)_  -1
    x(3_18)   expected_makespan  22567.1556759515
    x(3_18)   c_e_flow(3)_  1
    x(3_18)   c_e_flow(18)_  -1
    x(3_19)   expected_makespan  30457.0897117039
    x(3_19)   c_e_flow(3)_  1
    x(3_19)   c_e_flow(19)_  -1
    x(3_20)   expected_makespan  31884.463602223
    x(3_20)   c_e_flow(3)_  1
    x(3_20)   c_e_flow(20)_  -1
    x(3_21)   expected_makespan  35149.7227795063
    x(3_21)   c_e_flow(3)_  1
    x(3_21)   c_e_flow(21)_  -1
    x(4_5)    expected_makespan  3651.45969882803
    x(4_5)    c_e_flow(4)_  1
    x(4_5)    c_e_flow(5)_  -1
    x(4_6)    expected_makespan  4302.97842098373
    x(4_6)    c_e_flow(4)_  1
    x(4_6)    c_e_flow(6)_  -1
    x(4_7)    expected_makespan  5793.39204058344
    x(4_7)    c_e_flow(4)_  1
    x(4_7)    c_e_flow(7)_  -1
    x(4_8)    expected_makespan  6077.91710567463
    x(4_8)    c_e_flow(4)_  1
    x(4_8)    c_e_flow(8)_  -1
    x(4_9)    expected_makespan  7312.33157216203
    x(4_9)    c_e_flow(4)_  1
    x(4_9)    c_e_flow(9)_  -1
    x(4_10)   expected_makespan  8102.57299295223
    x(4_10)   c_e_flow(4)_  1
    x(4_10)   c_e_flow(10)_  -1
    x(4_11)   expected_makespan  8792.25638062755
    x(4_11)   c_e_flow(4)_  1
    x(4_11)   c_e_flow(11)_  -1
    x(4_12)   expected_makespan  14059.1077496621
    x(4_12)   c_e_flow(4)_  1
    x(4_12)   c_e_flow(12)_  -1
    x(4_13)   expected_makespan  15011.9377854189
    x(4_13)   c_e_flow(4)_  1
    x(4_13)   c_e_flow(13)_  -1
    x(4_14)   expected_makespan  17191.6308842709
    x(4_14)   c_e_flow(4)_  1
    x(4_14)   c_e_flow(14)_  -1
    x(4_15)   expected_makespan  17607.7417629384
    x(4_15)   c_e_flow(4)_  1
    x(4_15)   c_e_flow(15)_  -1
    x(4_16)   expected_makespan  19413.0424246757
    x(4_16)   c_e_flow(4)_  1
    x(4_16)   c_e_flow(16)_  -1
    x(4_17)   expected_makespan  20568.7509801209
    x(4_17)   c_e_flow(4)_  1
    x(4_17)   c_e_flow(17)_  -1
    x(4_18)   expected_makespan  21577.395896364
    x(4_18)   c_e_flow(4)_  1
    x(4_18)   c_e_flow(18)_  -1
    x(4_19)   expected_makespan  29280.0359090385
    x(4_19)   c_e_flow(4)_  1
    x(4_19)   c_e_flow(19)_  -1
    x(4_20)   expected_makespan  30673.526297214
    x(4_20)   c_e_flow(4)_  1
    x(4_20)   c_e_flow(20)_  -1
    x(4_21)   expected_makespan  33861.2736062188
    x(4_21)   c_e_flow(4)_  1
    x(4_21)   c_e_flow(21)_  -1
    x(5_6)    expected_makespan  844.106980709908
    x(5_6)    c_e_flow(5)_  1
    x(5_6)    c_e_flow(6)_  -1
    x(5_7)    expected_makespan  2117.92128587058
    x(5_7)    c_e_flow(5)_  1
    x(5_7)    c_e_flow(7)_  -1
    x(5_8)    expected_makespan  2361.09679991833
    x(5_8)    c_e_flow(5)_  1
    x(5_8)    c_e_flow(8)_  -1
    x(5_9)    expected_makespan  3416.11588001184
    x(5_9)    c_e_flow(5)_  1
    x(5_9)    c_e_flow(9)_  -1
    x(5_10)   expected_makespan  4091.512839014
    x(5_10)   c_e_flow(5)_  1
    x(5_10)   c_e_flow(10)_  -1
    x(5_11)   expected_makespan  4680.9656953885
    x(5_11)   c_e_flow(5)_  1
    x(5_11)   c_e_flow(11)_  -1
    x(5_12)   expected_makespan  9182.39437854366
    x(5_12)   c_e_flow(5)_  1
    x(5_12)   c_e_flow(12)_  -1
    x(5_13)   expected_makespan  9996.75122148488
    x(5_13)   c_e_flow(5)_  1
    x(5_13)   c_e_flow(13)_  -1
    x(5_14)   expected_makespan  11859.6731739315
    x(5_14)   c_e_flow(5)_  1
    x(5_14)   c_e_flow(14)_  -1
    x(5_15)   expected_makespan  12215.3113557149
    x(5_15)   c_e_flow(5)_  1
    x(5_15)   c_e_flow(15)_  -1
    x(5_16)   expected_makespan  13758.2506967111
    x(5_16)   c_e_flow(5)_  1
    x(5_16)   c_e_flow(16)_  -1
    x(5_17)   expected_makespan  14746.0020639578
    x(5_17)   c_e_flow(5)_  1
    x(5_17)   c_e_flow(17)_  -1
    x(5_18)   expected_makespan  15608.0623043111
    x(5_18)   c_e_flow(5)_  1
    x(5_18)   c_e_flow(18)_  -1
    x(5_19)   expected_makespan  22191.290548215
    x(5_19)   c_e_flow(5)_  1
    x(5_19)   c_e_flow(19)_  -1
    x(5_20)   expected_makespan  23382.2673127983
    x(5_20)   c_e_flow(5)_  1
    x(5_20)   c_e_flow(20)_  -1
    x(5_21)   expected_makespan  26106.7446458344
    x(5_21)   c_e_flow(5)_  1
    x(5_21)   c_e_flow(21)_  -1
    x(6_7)    expected_makespan  1230.35649919514
    x(6_7)    c_e_flow(6)_  1
    x(6_7)    c_e_flow(7)_  -1
    x(6_8)    expected_makespan  1462.0500259948
    x(6_8)    c_e_flow(6)_  1
    x(6_8)    c_e_flow(8)_  -1
    x(6_9)    expected_makespan  2467.2544046717
    x(6_9)    c_e_flow(6)_  1
    x(6_9)    c_e_flow(9)_  -1
    x(6_10)   expected_makespan  3110.76123155662
    x(6_10)   c_e_flow(6)_  1
    x(6_10)   c_e_flow(10)_  -1
    x(6_11)   expected_makespan  3672.38196755197
    x(6_11)   c_e_flow(6)_  1
    x(6_11)   c_e_flow(11)_  -1
    x(6_12)   expected_makespan  7961.26726639252
    x(6_12)   c_e_flow(6)_  1
    x(6_12)   c_e_flow(12)_  -1
    x(6_13)   expected_makespan  8737.17272609041
    x(6_13)   c_e_flow(6)_  1
    x(6_13)   c_e_flow(13)_  -1
    x(6_14)   expected_makespan  10512.1333301836
    x(6_14)   c_e_flow(6)_  1
    x(6_14)   c_e_flow(14)_  -1
    x(6_15)   expected_makespan  10850.9793892726
    x(6_15)   c_e_flow(6)_  1
    x(6_15)   c_e_flow(15)_  -1
    x(6_16)   expected_makespan  12321.0659600906
    x(6_16)   c_e_flow(6)_  1
    x(6_16)   c_e_flow(16)_  -1
    x(6_17)   expected_makespan  13262.1787969432
    x(6_17)   c_e_flow(6)_  1
    x(6_17)   c_e_flow(17)_  -1
    x(6_18)   expected_makespan  14083.5352488186
    x(6_18)   c_e_flow(6)_  1
    x(6_18)   c_e_flow(18)_  -1
    x(6_19)   expected_makespan  20355.9240439246
    x(6_19)   c_e_flow(6)_  1
    x(6_19)   c_e_flow(19)_  -1
    x(6_20)   expected_makespan  21490.6666104339
    x(6_20)   c_e_flow(6)_  1
    x(6_20)   c_e_flow(20)_  -1
    x(6_21)   expected_makespan  24086.5026445378
    x(6_21)   c_e_flow(6)_  1
    x(6_21)   c_e_flow(21)_  -1
    x(7_8)    expected_makespan  279.707962558708
    x(7_8)    c_e_flow(7)_  1
    x(7_8)    c_e_flow(8)_  -1
    x(7_9)    expected_makespan  1227.25083702618
    x(7_9)    c_e_flow(7)_  1
    x(7_9)    c_e_flow(9)_  -1
    x(7_10)   expected_makespan  1833.84420392792
    x(7_10)   c_e_flow(7)_  1
    x(7_10)   c_e_flow(10)_  -1
    x(7_11)   expected_makespan  2363.24870895607
    x(7_11)   c_e_flow(7)_  1
    x(7_11)   c_e_flow(11)_  -1
    x(7_12)   expected_makespan  6406.11082787542
    x(7_12)   c_e_flow(7)_  1
    x(7_12)   c_e_flow(12)_  -1
    x(7_13)   expected_makespan  7137.50804936868
    x(7_13)   c_e_flow(7)_  1
    x(7_13)   c_e_flow(13)_  -1
    x(7_14)   expected_makespan  8810.65164936247
    x(7_14)   c_e_flow(7)_  1
    x(7_14)   c_e_flow(14)_  -1
    x(7_15)   expected_makespan  9130.06049361539
    x(7_15)   c_e_flow(7)_  1
    x(7_15)   c_e_flow(15)_  -1
    x(7_16)   expected_makespan  10515.8185390215
    x(7_16)   c_e_flow(7)_  1
    x(7_16)   c_e_flow(16)_  -1
    x(7_17)   expected_makespan  11402.9463525745
    x(7_17)   c_e_flow(7)_  1
    x(7_17)   c_e_flow(17)_  -1
    x(7_18)   expected_makespan  12177.1873625439
    x(7_18)   c_e_flow(7)_  1
    x(7_18)   c_e_flow(18)_  -1
    x(7_19)   expected_makespan  18089.7733348765
    x(7_19)   c_e_flow(7)_  1
    x(7_19)   c_e_flow(19)_  -1
    x(7_20)   expected_makespan  19159.423702562
    x(7_20)   c_e_flow(7)_  1
    x(7_20)   c_e_flow(20)_  -1
    x(7_21)   expected_makespan  21606.3548835011
    x(7_21)   c_e_flow(7)_  1
    x(7_21)   c_e_flow(21)_  -1
    x(8_9)    expected_makespan  956.273809149098
    x(8_9)    c_e_flow(8)_  1
    x(8_9)    c_e_flow(9)_  -1
    x(8_10)   expected_makespan  1554.21291133057
    x(8_10)   c_e_flow(8)_  1
    x(8_10)   c_e_flow(10)_  -1
    x(8_11)   expected_makespan  2076.06440476873
    x(8_11)   c_e_flow(8)_  1
    x(8_11)   c_e_flow(11)_  -1
    x(8_12)   expected_makespan  6061.2470288011
    x(8_12)   c_e_flow(8)_  1
    x(8_12)   c_e_flow(12)_  -1
    x(8_13)   expected_makespan  6782.20940956605
    x(8_13)   c_e_flow(8)_  1
    x(8_13)   c_e_flow(13)_  -1
    x(8_14)   expected_makespan  8431.48227766686
    x(8_14)   c_e_flow(8)_  1
    x(8_14)   c_e_flow(14)_  -1
    x(8_15)   expected_makespan  8746.33411743705
    x(8_15)   c_e_flow(8)_  1
    x(8_15)   c_e_flow(15)_  -1
    x(8_16)   expected_makespan  10112.3215593095
    x(8_16)   c_e_flow(8)_  1
    x(8_16)   c_e_flow(16)_  -1
    x(8_17)   expected_makespan  10986.7927245077
    x(8_17)   c_e_flow(8)_  1
    x(8_17)   c_e_flow(17)_  -1
    x(8_18)   expected_makespan  11749.9876416196
    x(8_18)   c_e_flow(8)_  1
    x(8_18)   c_e_flow(18)_  -1
    x(8_19)   expected_makespan  17578.2187776187
    x(8_19)   c_e_flow(8)_  1
    x(8_19)   c_e_flow(19)_  -1
    x(8_20)   expected_makespan  18632.6084485259
    x(8_20)   c_e_flow(8)_  1
    x(8_20)   c_e_flow(20)_  -1
    x(8_21)   expected_makespan  21044.6292737842
    x(8_21)   c_e_flow(8)_  1
    x(8_21)   c_e_flow(21)_  -1
    x(9_10)   expected_makespan  632.684395016899
    x(9_10)   c_e_flow(9)_  1
    x(9_10)   c_e_flow(10)_  -1
    x(9_11)   expected_makespan  1131.35584223865
    x(9_11)   c_e_flow(9)_  1
    x(9_11)   c_e_flow(11)_  -1
    x(9_12)   expected_makespan  4939.5212141074
    x(9_12)   c_e_flow(9)_  1
    x(9_12)   c_e_flow(12)_  -1
    x(9_13)   expected_makespan  5628.45927087105
    x(9_13)   c_e_flow(9)_  1
    x(9_13)   c_e_flow(13)_  -1
    x(9_14)   expected_makespan  7204.47332533089
    x(9_14)   c_e_flow(9)_  1
    x(9_14)   c_e_flow(14)_  -1
    x(9_15)   expected_makespan  7505.33980664382
    x(9_15)   c_e_flow(9)_  1
    x(9_15)   c_e_flow(15)_  -1
    x(9_16)   expected_makespan  8810.65164936247
    x(9_16)   c_e_flow(9)_  1
    x(9_16)   c_e_flow(16)_  -1
    x(9_17)   expected_makespan  9646.27980600543
    x(9_17)   c_e_flow(9)_  1
    x(9_17)   c_e_flow(17)_  -1
    x(9_18)   expected_makespan  10375.5744781755
    x(9_18)   c_e_flow(9)_  1
    x(9_18)   c_e_flow(18)_  -1
    x(9_19)   expected_makespan  15944.9222559949
    x(9_19)   c_e_flow(9)_  1
    x(9_19)   c_e_flow(19)_  -1
    x(9_20)   expected_makespan  16952.4771441927
    x(9_20)   c_e_flow(9)_  1
    x(9_20)   c_e_flow(20)_  -1
    x(9_21)   expected_makespan  19257.3587643181
    x(9_21)   c_e_flow(9)_  1
    x(9_21)   c_e_flow(21)_  -1
    x(10_11)  expected_makespan  516.445249040763
    x(10_11)  c_e_flow(10)_  1
    x(10_11)  c_e_flow(11)_  -1
    x(10_12)  expected_makespan  4205.34026007601
    x(10_12)  c_e_flow(10)_  1
    x(10_12)  c_e_flow(12)_  -1
    x(10_13)  expected_makespan  4872.70102630782
    x(10_13)  c_e_flow(10)_  1
    x(10_13)  c_e_flow(13)_  -1
    x(10_14)  expected_makespan  6399.35489112289
    x(10_14)  c_e_flow(10)_  1
    x(10_14)  c_e_flow(14)_  -1
    x(10_15)  expected_makespan  6690.7983431593
    x(10_15)  c_e_flow(10)_  1
    x(10_15)  c_e_flow(15)_  -1
    x(10_16)  expected_makespan  7955.22829150663
    x(10_16)  c_e_flow(10)_  1
    x(10_16)  c_e_flow(16)_  -1
    x(10_17)  expected_makespan  8764.68487679355
    x(10_17)  c_e_flow(10)_  1
    x(10_17)  c_e_flow(17)_  -1
    x(10_18)  expected_makespan  9471.13830384696
    x(10_18)  c_e_flow(10)_  1
    x(10_18)  c_e_flow(18)_  -1
    x(10_19)  expected_makespan  14866.0561254532
    x(10_19)  c_e_flow(10)_  1
    x(10_19)  c_e_flow(19)_  -1
    x(10_20)  expected_makespan  15842.0547593027
    x(10_20)  c_e_flow(10)_  1
    x(10_20)  c_e_flow(20)_  -1
    x(10_21)  expected_makespan  18074.7483214877
    x(10_21)  c_e_flow(10)_  1
    x(10_21)  c_e_flow(21)_  -1
    x(11_12)  expected_makespan  3651.45969882803
    x(11_12)  c_e_flow(11)_  1
    x(11_12)  c_e_flow(12)_  -1
    x(11_13)  expected_makespan  4302.97842098373
    x(11_13)  c_e_flow(11)_  1
    x(11_13)  c_e_flow(13)_  -1
    x(11_14)  expected_makespan  5793.39204058344
    x(11_14)  c_e_flow(11)_  1
    x(11_14)  c_e_flow(14)_  -1
    x(11_15)  expected_makespan  6077.91710567463
    x(11_15)  c_e_flow(11)_  1
    x(11_15)  c_e_flow(15)_  -1
    x(11_16)  expected_makespan  7312.33157216203
    x(11_16)  c_e_flow(11)_  1
    x(11_16)  c_e_flow(16)_  -1
    x(11_17)  expected_makespan  8102.57299295223
    x(11_17)  c_e_flow(11)_  1
    x(11_17)  c_e_flow(17)_  -1
    x(11_18)  expected_makespan  8792.25638062755
    x(11_18)  c_e_flow(11)_  1
    x(11_18)  c_e_flow(18)_  -1
    x(11_19)  expected_makespan  14059.1077496621
    x(11_19)  c_e_flow(11)_  1
    x(11_19)  c_e_flow(19)_  -1
    x(11_20)  expected_makespan  15011.9377854189
    x(11_20)  c_e_flow(11)_  1
    x(11_20)  c_e_flow(20)_  -1
    x(11_21)  expected_makespan  17191.6308842709
    x(11_21)  c_e_flow(11)_  1
    x(11_21)  c_e_flow(21)_  -1
    x(12_13)  expected_makespan  844.106980709908
    x(12_13)  c_e_flow(12)_  1
    x(12_13)  c_e_flow(13)_  -1
    x(12_14)  expected_makespan  2117.92128587058
    x(12_14)  c_e_flow(12)_  1
    x(12_14)  c_e_flow(14)_  -1
    x(12_15)  expected_makespan  2361.09679991833
    x(12_15)  c_e_flow(12)_  1
    x(12_15)  c_e_flow(15)_  -1
    x(12_16)  expected_makespan  3416.11588001184
    x(12_16)  c_e_flow(12)_  1
    x(12_16)  c_e_flow(16)_  -1
    x(12_17)  expected_makespan  4091.512839014
    x(12_17)  c_e_flow(12)_  1
    x(12_17)  c_e_flow(17)_  -1
    x(12_18)  expected_makespan  4680.9656953885
    x(12_18)  c_e_flow(12)_  1
    x(12_18)  c_e_flow(18)_  -1
    x(12_19)  expected_makespan  9182.39437854366
    x(12_19)  c_e_flow(12)_  1
    x(12_19)  c_e_flow(19)_  -1
    x(12_20)  expected_makespan  9996.75122148488
    x(12_20)  c_e_flow(12)_  1
    x(12_20)  c_e_flow(20)_  -1
    x(12_21)  expected_makespan  11859.6731739315
    x(12_21)  c_e_flow(12)_  1
    x(12_21)  c_e_flow(21)_  -1
    x(13_14)  expected_makespan  1230.35649919514
    x(13_14)  c_e_flow(13)_  1
    x(13_14)  c_e_flow(14)_  -1
    x(13_15)  expected_makespan  1462.0500259948
    x(13_15)  c_e_flow(13)_  1
    x(13_15)  c_e_flow(15)_  -1
    x(13_16)  expected_makespan  2467.2544046717
    x(13_16)  c_e_flow(13)_  1
    x(13_16)  c_e_flow(16)_  -1
    x(13_17)  expected_makespan  3110.76123155662
    x(13_17)  c_e_flow(13)_  1
    x(13_17)  c_e_flow(17)_  -1
    x(13_18)  expected_makespan  3672.38196755197
    x(13_18)  c_e_flow(13)_  1
    x(13_18)  c_e_flow(18)_  -1
    x(13_19)  expected_makespan  7961.26726639252
    x(13_19)  c_e_flow(13)_  1
    x(13_19)  c_e_flow(19)_  -1
    x(13_20)  expected_makespan  8737.17272609041
    x(13_20)  c_e_flow(13)_  1
    x(13_20)  c_e_flow(20)_  -1
    x(13_21)  expected_makespan  10512.1333301836
    x(13_21)  c_e_flow(13)_  1
    x(13_21)  c_e_flow(21)_  -1
    x(14_15)  expected_makespan  279.707962558708
    x(14_15)  c_e_flow(14)_  1
    x(14_15)  c_e_flow(15)_  -1
    x(14_16)  expected_makespan  1227.25083702618
    x(14_16)  c_e_flow(14)_  1
    x(14_16)  c_e_flow(16)_  -1
    x(14_17)  expected_makespan  1833.84420392792
    x(14_17)  c_e_flow(14)_  1
    x(14_17)  c_e_flow(17)_  -1
    x(14_18)  expected_makespan  2363.24870895607
    x(14_18)  c_e_flow(14)_  1
    x(14_18)  c_e_flow(18)_  -1
    x(14_19)  expected_makespan  6406.11082787542
    x(14_19)  c_e_flow(14)_  1
    x(14_19)  c_e_flow(19)_  -1
    x(14_20)  expected_makespan  7137.50804936868
    x(14_20)  c_e_flow(14)_  1
    x(14_20)  c_e_flow(20)_  -1
    x(14_21)  expected_makespan  8810.65164936247
    x(14_21)  c_e_flow(14)_  1
    x(14_21)  c_e_flow(21)_  -1
    x(15_16)  expected_makespan  956.273809149098
    x(15_16)  c_e_flow(15)_  1
    x(15_16)  c_e_flow(16)_  -1
    x(15_17)  expected_makespan  1554.21291133057
    x(15_17)  c_e_flow(15)_  1
    x(15_17)  c_e_flow(17)_  -1
    x(15_18)  expected_makespan  2076.06440476873
    x(15_18)  c_e_flow(15)_  1
    x(15_18)  c_e_flow(18)_  -1
    x(15_19)  expected_makespan  6061.2470288011
    x(15_19)  c_e_flow(15)_  1
    x(15_19)  c_e_flow(19)_  -1
    x(15_20)  expected_makespan  6782.20940956605
    x(15_20)  c_e_flow(15)_  1
    x(15_20)  c_e_flow(20)_  -1
    x(15_21)  expected_makespan  8431.48227766686
    x(15_21)  c_e_flow(15)_  1
    x(15_21)  c_e_flow(21)_  -1
    x(16_17)  expected_makespan  632.684395016899
    x(16_17)  c_e_flow(16)_  1
    x(16_17)  c_e_flow(17)_  -1
    x(16_18)  expected_makespan  1131.35584223865
    x(16_18)  c_e_flow(16)_  1
    x(16_18)  c_e_flow(18)_  -1
    x(16_19)  expected_makespan  4939.5212141074
    x(16_19)  c_e_flow(16)_  1
    x(16_19)  c_e_flow(19)_  -1
    x(16_20)  expected_makespan  5628.45927087105
    x(16_20)  c_e_flow(16)_  1
    x(16_20)  c_e_flow(20)_  -1
    x(16_21)  expected_makespan  7204.47332533089
    x(16_21)  c_e_flow(16)_  1
    x(16_21)  c_e_flow(21)_  -1
    x(17_18)  expected_makespan  516.445249040763
    x(17_18)  c_e_flow(17)_  1
    x(17_18)  c_e_flow(18)_  -1
    x(17_19)  expected_makespan  4205.34026007601
    x(17_19)  c_e_flow(17)_  1
    x(17_19)  c_e_flow(19)_  -1
    x(17_20)  expected_makespan  4872.70102630782
    x(17_20)  c_e_flow(17)_  1
    x(17_20)  c_e_flow(20)_  -1
    x(17_21)  expected_makespan  6399.35489112289
    x(17_21)  c_e_flow(17)_  1
    x(17_21)  c_e_flow(21)_  -1
    x(18_19)  expected_makespan  3651.45969882803
    x(18_19)  c_e_flow(18)_  1
    x(18_19)  c_e_flow(19)_  -1
    x(18_20)  expected_makespan  4302.97842098373
    x(18_20)  c_e_flow(18)_  1
    x(18_20)  c_e_flow(20)_  -1
    x(18_21)  expected_makespan  5793.39204058344
    x(18_21)  c_e_flow(18)_  1
    x(18_21)  c_e_flow(21)_  -1
    x(19_20)  expected_makespan  844.106980709908
    x(19_20)  c_e_flow(19)_  1
    x(19_20)  c_e_flow(20)_  -1
    x(19_21)  expected_makespan  2117.92128587058
    x(19_21)  c_e_flow(19)_  1
    x(19_21)  c_e_flow(21)_  -1
    x(20_21)  expected_makespan  1230.35649919514
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
