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
    x(0_1)    expected_makespan  11310961.32169017
    x(0_1)    c_e_flow(0)_  1
    x(0_1)    c_e_flow(1)_  -1
    x(0_2)    expected_makespan  19226255.374472328
    x(0_2)    c_e_flow(0)_  1
    x(0_2)    c_e_flow(2)_  -1
    x(0_3)    expected_makespan  27749731.954024021
    x(0_3)    c_e_flow(0)_  1
    x(0_3)    c_e_flow(3)_  -1
    x(0_4)    expected_makespan  36882939.274759814
    x(0_4)    c_e_flow(0)_  1
    x(0_4)    c_e_flow(4)_  -1
    x(0_5)    expected_makespan  46627537.277569436
    x(0_5)    c_e_flow(0)_  1
    x(0_5)    c_e_flow(5)_  -1
    x(0_6)    expected_makespan  56985298.132641464
    x(0_6)    c_e_flow(0)_  1
    x(0_6)    c_e_flow(6)_  -1
    x(0_7)    expected_makespan  67958106.776618525
    x(0_7)    c_e_flow(0)_  1
    x(0_7)    c_e_flow(7)_  -1
    x(0_8)    expected_makespan  79547961.484311596
    x(0_8)    c_e_flow(0)_  1
    x(0_8)    c_e_flow(8)_  -1
    x(0_9)    expected_makespan  91756974.475216627
    x(0_9)    c_e_flow(0)_  1
    x(0_9)    c_e_flow(9)_  -1
    x(0_10)   expected_makespan  104587372.55509068
    x(0_10)   c_e_flow(0)_  1
    x(0_10)   c_e_flow(10)_  -1
    x(0_11)   expected_makespan  111969744.75979537
    x(0_11)   c_e_flow(0)_  1
    x(0_11)   c_e_flow(11)_  -1
    x(0_12)   expected_makespan  119964991.27775712
    x(0_12)   c_e_flow(0)_  1
    x(0_12)   c_e_flow(12)_  -1
    x(0_13)   expected_makespan  128574563.5803346
    x(0_13)   c_e_flow(0)_  1
    x(0_13)   c_e_flow(13)_  -1
    x(0_14)   expected_makespan  137800025.52047178
    x(0_14)   c_e_flow(0)_  1
    x(0_14)   c_e_flow(14)_  -1
    x(0_15)   expected_makespan  147643053.80613804
    x(0_15)   c_e_flow(0)_  1
    x(0_15)   c_e_flow(15)_  -1
    x(0_16)   expected_makespan  158105438.50823101
    x(0_16)   c_e_flow(0)_  1
    x(0_16)   c_e_flow(16)_  -1
    x(0_17)   expected_makespan  169189083.60315731
    x(0_17)   c_e_flow(0)_  1
    x(0_17)   c_e_flow(17)_  -1
    x(0_18)   expected_makespan  180896007.55032209
    x(0_18)   c_e_flow(0)_  1
    x(0_18)   c_e_flow(18)_  -1
    x(0_19)   expected_makespan  193228343.90477157
    x(0_19)   c_e_flow(0)_  1
    x(0_19)   c_e_flow(19)_  -1
    x(0_20)   expected_makespan  206188341.9652504
    x(0_20)   c_e_flow(0)_  1
    x(0_20)   c_e_flow(20)_  -1
    x(1_2)    expected_makespan  11914296.385276096
    x(1_2)    c_e_flow(1)_  1
    x(1_2)    c_e_flow(2)_  -1
    x(1_3)    expected_makespan  20433233.991865009
    x(1_3)    c_e_flow(1)_  1
    x(1_3)    c_e_flow(3)_  -1
    x(1_4)    expected_makespan  29561577.642160069
    x(1_4)    c_e_flow(1)_  1
    x(1_4)    c_e_flow(4)_  -1
    x(1_5)    expected_makespan  39300986.393089287
    x(1_5)    c_e_flow(1)_  1
    x(1_5)    c_e_flow(5)_  -1
    x(1_6)    expected_makespan  49653231.471114561
    x(1_6)    c_e_flow(1)_  1
    x(1_6)    c_e_flow(6)_  -1
    x(1_7)    expected_makespan  60620196.809100695
    x(1_7)    c_e_flow(1)_  1
    x(1_7)    c_e_flow(7)_  -1
    x(1_8)    expected_makespan  72203879.617725387
    x(1_8)    c_e_flow(1)_  1
    x(1_8)    c_e_flow(8)_  -1
    x(1_9)    expected_makespan  84406390.991672754
    x(1_9)    c_e_flow(1)_  1
    x(1_9)    c_e_flow(9)_  -1
    x(1_10)   expected_makespan  97229956.550867826
    x(1_10)   c_e_flow(1)_  1
    x(1_10)   c_e_flow(10)_  -1
    x(1_11)   expected_makespan  104608397.45036793
    x(1_11)   c_e_flow(1)_  1
    x(1_11)   c_e_flow(11)_  -1
    x(1_12)   expected_makespan  112599386.29161327
    x(1_12)   c_e_flow(1)_  1
    x(1_12)   c_e_flow(12)_  -1
    x(1_13)   expected_makespan  121204373.77301623
    x(1_13)   c_e_flow(1)_  1
    x(1_13)   c_e_flow(13)_  -1
    x(1_14)   expected_makespan  130424922.91472839
    x(1_14)   c_e_flow(1)_  1
    x(1_14)   c_e_flow(14)_  -1
    x(1_15)   expected_makespan  140262709.53182864
    x(1_15)   c_e_flow(1)_  1
    x(1_15)   c_e_flow(15)_  -1
    x(1_16)   expected_makespan  150719522.74195516
    x(1_16)   c_e_flow(1)_  1
    x(1_16)   c_e_flow(16)_  -1
    x(1_17)   expected_makespan  161797265.50759771
    x(1_17)   c_e_flow(1)_  1
    x(1_17)   c_e_flow(17)_  -1
    x(1_18)   expected_makespan  173497955.21327922
    x(1_18)   c_e_flow(1)_  1
    x(1_18)   c_e_flow(18)_  -1
    x(1_19)   expected_makespan  185823724.27787253
    x(1_19)   c_e_flow(1)_  1
    x(1_19)   c_e_flow(19)_  -1
    x(1_20)   expected_makespan  198776820.80231199
    x(1_20)   c_e_flow(1)_  1
    x(1_20)   c_e_flow(20)_  -1
    x(2_3)    expected_makespan  12517909.818704892
    x(2_3)    c_e_flow(2)_  1
    x(2_3)    c_e_flow(3)_  -1
    x(2_4)    expected_makespan  21640842.24124328
    x(2_4)    c_e_flow(2)_  1
    x(2_4)    c_e_flow(4)_  -1
    x(2_5)    expected_makespan  31374477.528663062
    x(2_5)    c_e_flow(2)_  1
    x(2_5)    c_e_flow(5)_  -1
    x(2_6)    expected_makespan  41720585.857453629
    x(2_6)    c_e_flow(2)_  1
    x(2_6)    c_e_flow(6)_  -1
    x(2_7)    expected_makespan  52681050.043695621
    x(2_7)    c_e_flow(2)_  1
    x(2_7)    c_e_flow(7)_  -1
    x(2_8)    expected_makespan  64257866.114132114
    x(2_8)    c_e_flow(2)_  1
    x(2_8)    c_e_flow(8)_  -1
    x(2_9)    expected_makespan  76453143.912002847
    x(2_9)    c_e_flow(2)_  1
    x(2_9)    c_e_flow(9)_  -1
    x(2_10)   expected_makespan  89269107.737898722
    x(2_10)   c_e_flow(2)_  1
    x(2_10)   c_e_flow(10)_  -1
    x(2_11)   expected_makespan  96643174.741572142
    x(2_11)   c_e_flow(2)_  1
    x(2_11)   c_e_flow(11)_  -1
    x(2_12)   expected_makespan  104629426.5722187
    x(2_12)   c_e_flow(2)_  1
    x(2_12)   c_e_flow(12)_  -1
    x(2_13)   expected_makespan  113229313.06828532
    x(2_13)   c_e_flow(2)_  1
    x(2_13)   c_e_flow(13)_  -1
    x(2_14)   expected_makespan  122444396.32337458
    x(2_14)   c_e_flow(2)_  1
    x(2_14)   c_e_flow(14)_  -1
    x(2_15)   expected_makespan  132276351.15915215
    x(2_15)   c_e_flow(2)_  1
    x(2_15)   c_e_flow(15)_  -1
    x(2_16)   expected_makespan  142726965.63267797
    x(2_16)   c_e_flow(2)_  1
    x(2_16)   c_e_flow(16)_  -1
    x(2_17)   expected_makespan  153798141.57837695
    x(2_17)   c_e_flow(2)_  1
    x(2_17)   c_e_flow(17)_  -1
    x(2_18)   expected_makespan  165491895.18487847
    x(2_18)   c_e_flow(2)_  1
    x(2_18)   c_e_flow(18)_  -1
    x(2_19)   expected_makespan  177810357.60697013
    x(2_19)   c_e_flow(2)_  1
    x(2_19)   c_e_flow(19)_  -1
    x(2_20)   expected_makespan  190755775.61292556
    x(2_20)   c_e_flow(2)_  1
    x(2_20)   c_e_flow(20)_  -1
    x(3_4)    expected_makespan  13121801.718989024
    x(3_4)    c_e_flow(3)_  1
    x(3_4)    c_e_flow(4)_  -1
    x(3_5)    expected_makespan  22849080.373662535
    x(3_5)    c_e_flow(3)_  1
    x(3_5)    c_e_flow(5)_  -1
    x(3_6)    expected_makespan  33188432.089013495
    x(3_6)    c_e_flow(3)_  1
    x(3_6)    c_e_flow(6)_  -1
    x(3_7)    expected_makespan  44141738.451533578
    x(3_7)    c_e_flow(3)_  1
    x(3_7)    c_e_flow(7)_  -1
    x(3_8)    expected_makespan  55710994.184443772
    x(3_8)    c_e_flow(3)_  1
    x(3_8)    c_e_flow(8)_  -1
    x(3_9)    expected_makespan  67898307.75313285
    x(3_9)    c_e_flow(3)_  1
    x(3_9)    c_e_flow(9)_  -1
    x(3_10)   expected_makespan  80705902.005593389
    x(3_10)   c_e_flow(3)_  1
    x(3_10)   c_e_flow(10)_  -1
    x(3_11)   expected_makespan  88075153.312519968
    x(3_11)   c_e_flow(3)_  1
    x(3_11)   c_e_flow(11)_  -1
    x(3_12)   expected_makespan  96056189.653947145
    x(3_12)   c_e_flow(3)_  1
    x(3_12)   c_e_flow(12)_  -1
    x(3_13)   expected_makespan  104650459.92149267
    x(3_13)   c_e_flow(3)_  1
    x(3_13)   c_e_flow(13)_  -1
    x(3_14)   expected_makespan  113859525.1886207
    x(3_14)   c_e_flow(3)_  1
    x(3_14)   c_e_flow(14)_  -1
    x(3_15)   expected_makespan  123685059.18324041
    x(3_15)   c_e_flow(3)_  1
    x(3_15)   c_e_flow(15)_  -1
    x(3_16)   expected_makespan  134128848.79470602
    x(3_16)   c_e_flow(3)_  1
    x(3_16)   c_e_flow(16)_  -1
    x(3_17)   expected_makespan  145192794.61543339
    x(3_17)   c_e_flow(3)_  1
    x(3_17)   c_e_flow(17)_  -1
    x(3_18)   expected_makespan  156878911.51736286
    x(3_18)   c_e_flow(3)_  1
    x(3_18)   c_e_flow(18)_  -1
    x(3_19)   expected_makespan  169189329.26351342
    x(3_19)   c_e_flow(3)_  1
    x(3_19)   c_e_flow(19)_  -1
    x(3_20)   expected_makespan  182126293.15488774
    x(3_20)   c_e_flow(3)_  1
    x(3_20)   c_e_flow(20)_  -1
    x(4_5)    expected_makespan  13725972.183171183
    x(4_5)    c_e_flow(4)_  1
    x(4_5)    c_e_flow(5)_  -1
    x(4_6)    expected_makespan  24057948.64026868
    x(4_6)    c_e_flow(4)_  1
    x(4_6)    c_e_flow(6)_  -1
    x(4_7)    expected_makespan  35003441.798888095
    x(4_7)    c_e_flow(4)_  1
    x(4_7)    c_e_flow(7)_  -1
    x(4_8)    expected_makespan  46564444.959375985
    x(4_8)    c_e_flow(4)_  1
    x(4_8)    c_e_flow(8)_  -1
    x(4_9)    expected_makespan  58743065.083112262
    x(4_9)    c_e_flow(4)_  1
    x(4_9)    c_e_flow(9)_  -1
    x(4_10)   expected_makespan  71541523.432489321
    x(4_10)   c_e_flow(4)_  1
    x(4_10)   c_e_flow(10)_  -1
    x(4_11)   expected_makespan  78905518.11085546
    x(4_11)   c_e_flow(4)_  1
    x(4_11)   c_e_flow(11)_  -1
    x(4_12)   expected_makespan  86880861.425701424
    x(4_12)   c_e_flow(4)_  1
    x(4_12)   c_e_flow(12)_  -1
    x(4_13)   expected_makespan  95469001.235122651
    x(4_13)   c_e_flow(4)_  1
    x(4_13)   c_e_flow(13)_  -1
    x(4_14)   expected_makespan  104671497.49903966
    x(4_14)   c_e_flow(4)_  1
    x(4_14)   c_e_flow(14)_  -1
    x(4_15)   expected_makespan  114490022.75145935
    x(4_15)   c_e_flow(4)_  1
    x(4_15)   c_e_flow(15)_  -1
    x(4_16)   expected_makespan  124926362.60711338
    x(4_16)   c_e_flow(4)_  1
    x(4_16)   c_e_flow(16)_  -1
    x(4_17)   expected_makespan  135982416.30268854
    x(4_17)   c_e_flow(4)_  1
    x(4_17)   c_e_flow(17)_  -1
    x(4_18)   expected_makespan  147660197.27287832
    x(4_18)   c_e_flow(4)_  1
    x(4_18)   c_e_flow(18)_  -1
    x(4_19)   expected_makespan  159961833.76150084
    x(4_19)   c_e_flow(4)_  1
    x(4_19)   c_e_flow(19)_  -1
    x(4_20)   expected_makespan  172889569.4679423
    x(4_20)   c_e_flow(4)_  1
    x(4_20)   c_e_flow(20)_  -1
    x(5_6)    expected_makespan  14330421.308324303
    x(5_6)    c_e_flow(5)_  1
    x(5_6)    c_e_flow(6)_  -1
    x(5_7)    expected_makespan  25267447.292298153
    x(5_7)    c_e_flow(5)_  1
    x(5_7)    c_e_flow(7)_  -1
    x(5_8)    expected_makespan  36819507.134159923
    x(5_8)    c_e_flow(5)_  1
    x(5_8)    c_e_flow(8)_  -1
    x(5_9)    expected_makespan  48988706.165393993
    x(5_9)    c_e_flow(5)_  1
    x(5_9)    c_e_flow(9)_  -1
    x(5_10)   expected_makespan  61777263.930076726
    x(5_10)   c_e_flow(5)_  1
    x(5_10)   c_e_flow(10)_  -1
    x(5_11)   expected_makespan  69135561.996318877
    x(5_11)   c_e_flow(5)_  1
    x(5_11)   c_e_flow(11)_  -1
    x(5_12)   expected_makespan  77104735.774194077
    x(5_12)   c_e_flow(5)_  1
    x(5_12)   c_e_flow(12)_  -1
    x(5_13)   expected_makespan  85686232.001769081
    x(5_13)   c_e_flow(5)_  1
    x(5_13)   c_e_flow(13)_  -1
    x(5_14)   expected_makespan  94881609.432216242
    x(5_14)   c_e_flow(5)_  1
    x(5_14)   c_e_flow(14)_  -1
    x(5_15)   expected_makespan  104692539.30570967
    x(5_15)   c_e_flow(5)_  1
    x(5_15)   c_e_flow(15)_  -1
    x(5_16)   expected_makespan  115120805.85567181
    x(5_16)   c_e_flow(5)_  1
    x(5_16)   c_e_flow(16)_  -1
    x(5_17)   expected_makespan  126168306.84958479
    x(5_17)   c_e_flow(5)_  1
    x(5_17)   c_e_flow(17)_  -1
    x(5_18)   expected_makespan  137837054.16459665
    x(5_18)   c_e_flow(5)_  1
    x(5_18)   c_e_flow(18)_  -1
    x(5_19)   expected_makespan  150129174.39816645
    x(5_19)   c_e_flow(5)_  1
    x(5_19)   c_e_flow(19)_  -1
    x(5_20)   expected_makespan  163046909.5140076
    x(5_20)   c_e_flow(5)_  1
    x(5_20)   c_e_flow(20)_  -1
    x(6_7)    expected_makespan  14935149.191551562
    x(6_7)    c_e_flow(6)_  1
    x(6_7)    c_e_flow(7)_  -1
    x(6_8)    expected_makespan  26477576.581077978
    x(6_8)    c_e_flow(6)_  1
    x(6_8)    c_e_flow(8)_  -1
    x(6_9)    expected_makespan  38636628.570898458
    x(6_9)    c_e_flow(6)_  1
    x(6_9)    c_e_flow(9)_  -1
    x(6_10)   expected_makespan  51414522.854367249
    x(6_10)   c_e_flow(6)_  1
    x(6_10)   c_e_flow(10)_  -1
    x(6_11)   expected_makespan  58766685.352030054
    x(6_11)   c_e_flow(6)_  1
    x(6_11)   c_e_flow(11)_  -1
    x(6_12)   expected_makespan  66729214.194922395
    x(6_12)   c_e_flow(6)_  1
    x(6_12)   c_e_flow(12)_  -1
    x(6_13)   expected_makespan  75303554.914777577
    x(6_13)   c_e_flow(6)_  1
    x(6_13)   c_e_flow(13)_  -1
    x(6_14)   expected_makespan  84491264.965033084
    x(6_14)   c_e_flow(6)_  1
    x(6_14)   c_e_flow(14)_  -1
    x(6_15)   expected_makespan  94294014.192333072
    x(6_15)   c_e_flow(6)_  1
    x(6_15)   c_e_flow(15)_  -1
    x(6_16)   expected_makespan  104713585.34235288
    x(6_16)   c_e_flow(6)_  1
    x(6_16)   c_e_flow(16)_  -1
    x(6_17)   expected_makespan  115751874.60015947
    x(6_17)   c_e_flow(6)_  1
    x(6_17)   c_e_flow(17)_  -1
    x(6_18)   expected_makespan  127410892.16533765
    x(6_18)   c_e_flow(6)_  1
    x(6_18)   c_e_flow(18)_  -1
    x(6_19)   expected_makespan  139692762.86212602
    x(6_19)   c_e_flow(6)_  1
    x(6_19)   c_e_flow(19)_  -1
    x(6_20)   expected_makespan  152599726.78482175
    x(6_20)   c_e_flow(6)_  1
    x(6_20)   c_e_flow(20)_  -1
    x(7_8)    expected_makespan  15540155.929986399
    x(7_8)    c_e_flow(7)_  1
    x(7_8)    c_e_flow(8)_  -1
    x(7_9)    expected_makespan  27688336.758025769
    x(7_9)    c_e_flow(7)_  1
    x(7_9)    c_e_flow(9)_  -1
    x(7_10)   expected_makespan  40454806.585369699
    x(7_10)   c_e_flow(7)_  1
    x(7_10)   c_e_flow(10)_  -1
    x(7_11)   expected_makespan  47800395.663655721
    x(7_11)   c_e_flow(7)_  1
    x(7_11)   c_e_flow(11)_  -1
    x(7_12)   expected_makespan  55755805.371001117
    x(7_12)   c_e_flow(7)_  1
    x(7_12)   c_e_flow(12)_  -1
    x(7_13)   expected_makespan  64322479.946718596
    x(7_13)   c_e_flow(7)_  1
    x(7_13)   c_e_flow(13)_  -1
    x(7_14)   expected_makespan  73501975.451758072
    x(7_14)   c_e_flow(7)_  1
    x(7_14)   c_e_flow(14)_  -1
    x(7_15)   expected_makespan  83295960.239787728
    x(7_15)   c_e_flow(7)_  1
    x(7_15)   c_e_flow(15)_  -1
    x(7_16)   expected_makespan  93706215.462566137
    x(7_16)   c_e_flow(7)_  1
    x(7_16)   c_e_flow(16)_  -1
    x(7_17)   expected_makespan  104734635.60981962
    x(7_17)   c_e_flow(7)_  1
    x(7_17)   c_e_flow(17)_  -1
    x(7_18)   expected_makespan  116383229.08385436
    x(7_18)   c_e_flow(7)_  1
    x(7_18)   c_e_flow(18)_  -1
    x(7_19)   expected_makespan  128654118.80914664
    x(7_19)   c_e_flow(7)_  1
    x(7_19)   c_e_flow(19)_  -1
    x(7_20)   expected_makespan  141549542.87717083
    x(7_20)   c_e_flow(7)_  1
    x(7_20)   c_e_flow(20)_  -1
    x(8_9)    expected_makespan  16145441.620792516
    x(8_9)    c_e_flow(8)_  1
    x(8_9)    c_e_flow(9)_  -1
    x(8_10)   expected_makespan  28899728.07464977
    x(8_10)   c_e_flow(8)_  1
    x(8_10)   c_e_flow(10)_  -1
    x(8_11)   expected_makespan  36238307.066637017
    x(8_11)   c_e_flow(8)_  1
    x(8_11)   c_e_flow(11)_  -1
    x(8_12)   expected_makespan  44186124.720030531
    x(8_12)   c_e_flow(8)_  1
    x(8_12)   c_e_flow(12)_  -1
    x(8_13)   expected_makespan  52744623.895867988
    x(8_13)   c_e_flow(8)_  1
    x(8_13)   c_e_flow(13)_  -1
    x(8_14)   expected_makespan  61915359.170109935
    x(8_14)   c_e_flow(8)_  1
    x(8_14)   c_e_flow(14)_  -1
    x(8_15)   expected_makespan  71699997.304271355
    x(8_15)   c_e_flow(8)_  1
    x(8_15)   c_e_flow(15)_  -1
    x(8_16)   expected_makespan  82100317.750311464
    x(8_16)   c_e_flow(8)_  1
    x(8_16)   c_e_flow(16)_  -1
    x(8_17)   expected_makespan  93118213.189995885
    x(8_17)   c_e_flow(8)_  1
    x(8_17)   c_e_flow(17)_  -1
    x(8_18)   expected_makespan  104755690.10896036
    x(8_18)   c_e_flow(8)_  1
    x(8_18)   c_e_flow(18)_  -1
    x(8_19)   expected_makespan  117014869.40571925
    x(8_19)   c_e_flow(8)_  1
    x(8_19)   c_e_flow(19)_  -1
    x(8_20)   expected_makespan  129897987.03587808
    x(8_20)   c_e_flow(8)_  1
    x(8_20)   c_e_flow(20)_  -1
    x(9_10)   expected_makespan  16751006.361163901
    x(9_10)   c_e_flow(9)_  1
    x(9_10)   c_e_flow(10)_  -1
    x(9_11)   expected_makespan  24082139.861668024
    x(9_11)   c_e_flow(9)_  1
    x(9_11)   c_e_flow(11)_  -1
    x(9_12)   expected_makespan  32021893.909190107
    x(9_12)   c_e_flow(9)_  1
    x(9_12)   c_e_flow(12)_  -1
    x(9_13)   expected_makespan  40571709.900886379
    x(9_13)   c_e_flow(9)_  1
    x(9_13)   c_e_flow(13)_  -1
    x(9_14)   expected_makespan  49733140.835493527
    x(9_14)   c_e_flow(9)_  1
    x(9_14)   c_e_flow(14)_  -1
    x(9_15)   expected_makespan  59507851.783482686
    x(9_15)   c_e_flow(9)_  1
    x(9_15)   c_e_flow(15)_  -1
    x(9_16)   expected_makespan  69897620.391437054
    x(9_16)   c_e_flow(9)_  1
    x(9_16)   c_e_flow(16)_  -1
    x(9_17)   expected_makespan  80904337.420866907
    x(9_17)   c_e_flow(9)_  1
    x(9_17)   c_e_flow(17)_  -1
    x(9_18)   expected_makespan  92530007.321690693
    x(9_18)   c_e_flow(9)_  1
    x(9_18)   c_e_flow(18)_  -1
    x(9_19)   expected_makespan  104776748.84062587
    x(9_19)   c_e_flow(9)_  1
    x(9_19)   c_e_flow(19)_  -1
    x(9_20)   expected_makespan  117646795.66474771
    x(9_20)   c_e_flow(9)_  1
    x(9_20)   c_e_flow(20)_  -1
    x(10_11)  expected_makespan  11310961.32169017
    x(10_11)  c_e_flow(10)_  1
    x(10_11)  c_e_flow(11)_  -1
    x(10_12)  expected_makespan  19226255.374472328
    x(10_12)  c_e_flow(10)_  1
    x(10_12)  c_e_flow(12)_  -1
    x(10_13)  expected_makespan  27749731.954024021
    x(10_13)  c_e_flow(10)_  1
    x(10_13)  c_e_flow(13)_  -1
    x(10_14)  expected_makespan  36882939.274759814
    x(10_14)  c_e_flow(10)_  1
    x(10_14)  c_e_flow(14)_  -1
    x(10_15)  expected_makespan  46627537.277569436
    x(10_15)  c_e_flow(10)_  1
    x(10_15)  c_e_flow(15)_  -1
    x(10_16)  expected_makespan  56985298.132641464
    x(10_16)  c_e_flow(10)_  1
    x(10_16)  c_e_flow(16)_  -1
    x(10_17)  expected_makespan  67958106.776618525
    x(10_17)  c_e_flow(10)_  1
    x(10_17)  c_e_flow(17)_  -1
    x(10_18)  expected_makespan  79547961.484311596
    x(10_18)  c_e_flow(10)_  1
    x(10_18)  c_e_flow(18)_  -1
    x(10_19)  expected_makespan  91756974.475216627
    x(10_19)  c_e_flow(10)_  1
    x(10_19)  c_e_flow(19)_  -1
    x(10_20)  expected_makespan  104587372.55509068
    x(10_20)  c_e_flow(10)_  1
    x(10_20)  c_e_flow(20)_  -1
    x(11_12)  expected_makespan  11914296.385276096
    x(11_12)  c_e_flow(11)_  1
    x(11_12)  c_e_flow(12)_  -1
    x(11_13)  expected_makespan  20433233.991865009
    x(11_13)  c_e_flow(11)_  1
    x(11_13)  c_e_flow(13)_  -1
    x(11_14)  expected_makespan  29561577.642160069
    x(11_14)  c_e_flow(11)_  1
    x(11_14)  c_e_flow(14)_  -1
    x(11_15)  expected_makespan  39300986.393089287
    x(11_15)  c_e_flow(11)_  1
    x(11_15)  c_e_flow(15)_  -1
    x(11_16)  expected_makespan  49653231.471114561
    x(11_16)  c_e_flow(11)_  1
    x(11_16)  c_e_flow(16)_  -1
    x(11_17)  expected_makespan  60620196.809100695
    x(11_17)  c_e_flow(11)_  1
    x(11_17)  c_e_flow(17)_  -1
    x(11_18)  expected_makespan  72203879.617725387
    x(11_18)  c_e_flow(11)_  1
    x(11_18)  c_e_flow(18)_  -1
    x(11_19)  expected_makespan  84406390.991672754
    x(11_19)  c_e_flow(11)_  1
    x(11_19)  c_e_flow(19)_  -1
    x(11_20)  expected_makespan  97229956.550867826
    x(11_20)  c_e_flow(11)_  1
    x(11_20)  c_e_flow(20)_  -1
    x(12_13)  expected_makespan  12517909.818704892
    x(12_13)  c_e_flow(12)_  1
    x(12_13)  c_e_flow(13)_  -1
    x(12_14)  expected_makespan  21640842.24124328
    x(12_14)  c_e_flow(12)_  1
    x(12_14)  c_e_flow(14)_  -1
    x(12_15)  expected_makespan  31374477.528663062
    x(12_15)  c_e_flow(12)_  1
    x(12_15)  c_e_flow(15)_  -1
    x(12_16)  expected_makespan  41720585.857453629
    x(12_16)  c_e_flow(12)_  1
    x(12_16)  c_e_flow(16)_  -1
    x(12_17)  expected_makespan  52681050.043695621
    x(12_17)  c_e_flow(12)_  1
    x(12_17)  c_e_flow(17)_  -1
    x(12_18)  expected_makespan  64257866.114132114
    x(12_18)  c_e_flow(12)_  1
    x(12_18)  c_e_flow(18)_  -1
    x(12_19)  expected_makespan  76453143.912002847
    x(12_19)  c_e_flow(12)_  1
    x(12_19)  c_e_flow(19)_  -1
    x(12_20)  expected_makespan  89269107.737898722
    x(12_20)  c_e_flow(12)_  1
    x(12_20)  c_e_flow(20)_  -1
    x(13_14)  expected_makespan  13121801.718989024
    x(13_14)  c_e_flow(13)_  1
    x(13_14)  c_e_flow(14)_  -1
    x(13_15)  expected_makespan  22849080.373662535
    x(13_15)  c_e_flow(13)_  1
    x(13_15)  c_e_flow(15)_  -1
    x(13_16)  expected_makespan  33188432.089013495
    x(13_16)  c_e_flow(13)_  1
    x(13_16)  c_e_flow(16)_  -1
    x(13_17)  expected_makespan  44141738.451533578
    x(13_17)  c_e_flow(13)_  1
    x(13_17)  c_e_flow(17)_  -1
    x(13_18)  expected_makespan  55710994.184443772
    x(13_18)  c_e_flow(13)_  1
    x(13_18)  c_e_flow(18)_  -1
    x(13_19)  expected_makespan  67898307.75313285
    x(13_19)  c_e_flow(13)_  1
    x(13_19)  c_e_flow(19)_  -1
    x(13_20)  expected_makespan  80705902.005593389
    x(13_20)  c_e_flow(13)_  1
    x(13_20)  c_e_flow(20)_  -1
    x(14_15)  expected_makespan  13725972.183171183
    x(14_15)  c_e_flow(14)_  1
    x(14_15)  c_e_flow(15)_  -1
    x(14_16)  expected_makespan  24057948.64026868
    x(14_16)  c_e_flow(14)_  1
    x(14_16)  c_e_flow(16)_  -1
    x(14_17)  expected_makespan  35003441.798888095
    x(14_17)  c_e_flow(14)_  1
    x(14_17)  c_e_flow(17)_  -1
    x(14_18)  expected_makespan  46564444.959375985
    x(14_18)  c_e_flow(14)_  1
    x(14_18)  c_e_flow(18)_  -1
    x(14_19)  expected_makespan  58743065.083112262
    x(14_19)  c_e_flow(14)_  1
    x(14_19)  c_e_flow(19)_  -1
    x(14_20)  expected_makespan  71541523.432489321
    x(14_20)  c_e_flow(14)_  1
    x(14_20)  c_e_flow(20)_  -1
    x(15_16)  expected_makespan  14330421.308324303
    x(15_16)  c_e_flow(15)_  1
    x(15_16)  c_e_flow(16)_  -1
    x(15_17)  expected_makespan  25267447.292298153
    x(15_17)  c_e_flow(15)_  1
    x(15_17)  c_e_flow(17)_  -1
    x(15_18)  expected_makespan  36819507.134159923
    x(15_18)  c_e_flow(15)_  1
    x(15_18)  c_e_flow(18)_  -1
    x(15_19)  expected_makespan  48988706.165393993
    x(15_19)  c_e_flow(15)_  1
    x(15_19)  c_e_flow(19)_  -1
    x(15_20)  expected_makespan  61777263.930076726
    x(15_20)  c_e_flow(15)_  1
    x(15_20)  c_e_flow(20)_  -1
    x(16_17)  expected_makespan  14935149.191551562
    x(16_17)  c_e_flow(16)_  1
    x(16_17)  c_e_flow(17)_  -1
    x(16_18)  expected_makespan  26477576.581077978
    x(16_18)  c_e_flow(16)_  1
    x(16_18)  c_e_flow(18)_  -1
    x(16_19)  expected_makespan  38636628.570898458
    x(16_19)  c_e_flow(16)_  1
    x(16_19)  c_e_flow(19)_  -1
    x(16_20)  expected_makespan  51414522.854367249
    x(16_20)  c_e_flow(16)_  1
    x(16_20)  c_e_flow(20)_  -1
    x(17_18)  expected_makespan  15540155.929986399
    x(17_18)  c_e_flow(17)_  1
    x(17_18)  c_e_flow(18)_  -1
    x(17_19)  expected_makespan  27688336.758025769
    x(17_19)  c_e_flow(17)_  1
    x(17_19)  c_e_flow(19)_  -1
    x(17_20)  expected_makespan  40454806.585369699
    x(17_20)  c_e_flow(17)_  1
    x(17_20)  c_e_flow(20)_  -1
    x(18_19)  expected_makespan  16145441.620792516
    x(18_19)  c_e_flow(18)_  1
    x(18_19)  c_e_flow(19)_  -1
    x(18_20)  expected_makespan  28899728.07464977
    x(18_20)  c_e_flow(18)_  1
    x(18_20)  c_e_flow(20)_  -1
    x(19_20)  expected_makespan  16751006.361163901
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
