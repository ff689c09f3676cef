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
    x(0_1)    expected_makespan  11310961.3216902
    x(0_1)    c_e_flow(0)_  1
    x(0_1)    c_e_flow(1)_  -1
    x(0_2)    expected_makespan  19226255.3744723
    x(0_2)    c_e_flow(0)_  1
    x(0_2)    c_e_flow(2)_  -1
    x(0_3)    expected_makespan  27749731.954024
    x(0_3)    c_e_flow(0)_  1
    x(0_3)    c_e_flow(3)_  -1
    x(0_4)    expected_makespan  36882939.2747598
    x(0_4)    c_e_flow(0)_  1
    x(0_4)    c_e_flow(4)_  -1
    x(0_5)    expected_makespan  46627537.2775694
    x(0_5)    c_e_flow(0)_  1
    x(0_5)    c_e_flow(5)_  -1
    x(0_6)    expected_makespan  56985298.1326415
    x(0_6)    c_e_flow(0)_  1
    x(0_6)    c_e_flow(6)_  -1
    x(0_7)    expected_makespan  67958106.7766185
    x(0_7)    c_e_flow(0)_  1
    x(0_7)    c_e_flow(7)_  -1
    x(0_8)    expected_makespan  79547961.4843116
    x(0_8)    c_e_flow(0)_  1
    x(0_8)    c_e_flow(8)_  -1
    x(0_9)    expected_makespan  91756974.4752166
    x(0_9)    c_e_flow(0)_  1
    x(0_9)    c_e_flow(9)_  -1
    x(0_10)   expected_makespan  104587372.555091
    x(0_10)   c_e_flow(0)_  1
    x(0_10)   c_e_flow(10)_  -1
    x(0_11)   expected_makespan  111969744.759795
    x(0_11)   c_e_flow(0)_  1
    x(0_11)   c_e_flow(11)_  -1
    x(0_12)   expected_makespan  119964991.277757
    x(0_12)   c_e_flow(0)_  1
    x(0_12)   c_e_flow(12)_  -1
    x(0_13)   expected_makespan  128574563.580335
    x(0_13)   c_e_flow(0)_  1
    x(0_13)   c_e_flow(13)_  -1
    x(0_14)   expected_makespan  137800025.520472
    x(0_14)   c_e_flow(0)_  1
    x(0_14)   c_e_flow(14)_  -1
    x(0_15)   expected_makespan  147643053.806138
    x(0_15)   c_e_flow(0)_  1
    x(0_15)   c_e_flow(15)_  -1
    x(0_16)   expected_makespan  158105438.508231
    x(0_16)   c_e_flow(0)_  1
    x(0_16)   c_e_flow(16)_  -1
    x(0_17)   expected_makespan  169189083.603157
    x(0_17)   c_e_flow(0)_  1
    x(0_17)   c_e_flow(17)_  -1
    x(0_18)   expected_makespan  180896007.550322
    x(0_18)   c_e_flow(0)_  1
    x(0_18)   c_e_flow(18)_  -1
    x(0_19)   expected_makespan  193228343.904772
    x(0_19)   c_e_flow(0)_  1
    x(0_19)   c_e_flow(19)_  -1
    x(0_20)   expected_makespan  206188341.96525
    x(0_20)   c_e_flow(0)_  1
    x(0_20)   c_e_flow(20)_  -1
    x(1_2)    expected_makespan  11914296.3852761
    x(1_2)    c_e_flow(1)_  1
    x(1_2)    c_e_flow(2)_  -1
    x(1_3)    expected_makespan  20433233.991865
    x(1_3)    c_e_flow(1)_  1
    x(1_3)    c_e_flow(3)_  -1
    x(1_4)    expected_makespan  29561577.6421601
    x(1_4)    c_e_flow(1)_  1
    x(1_4)    c_e_flow(4)_  -1
    x(1_5)    expected_makespan  39300986.3930893
    x(1_5)    c_e_flow(1)_  1
    x(1_5)    c_e_flow(5)_  -1
    x(1_6)    expected_makespan  49653231.4711146
    x(1_6)    c_e_flow(1)_  1
    x(1_6)    c_e_flow(6)_  -1
    x(1_7)    expected_makespan  60620196.8091007
    x(1_7)    c_e_flow(1)_  1
    x(1_7)    c_e_flow(7)_  -1
    x(1_8)    expected_makespan  72203879.6177254
    x(1_8)    c_e_flow(1)_  1
    x(1_8)    c_e_flow(8)_  -1
    x(1_9)    expected_makespan  84406390.9916728
    x(1_9)    c_e_flow(1)_  1
    x(1_9)    c_e_flow(9)_  -1
    x(1_10)   expected_makespan  97229956.5508678
    x(1_10)   c_e_flow(1)_  1
    x(1_10)   c_e_flow(10)_  -1
    x(1_11)   expected_makespan  104608397.450368
    x(1_11)   c_e_flow(1)_  1
    x(1_11)   c_e_flow(11)_  -1
    x(1_12)   expected_makespan  112599386.291613
    x(1_12)   c_e_flow(1)_  1
    x(1_12)   c_e_flow(12)_  -1
    x(1_13)   expected_makespan  121204373.773016
    x(1_13)   c_e_flow(1)_  1
    x(1_13)   c_e_flow(13)_  -1
    x(1_14)   expected_makespan  130424922.914728
    x(1_14)   c_e_flow(1)_  1
    x(1_14)   c_e_flow(14)_  -1
    x(1_15)   expected_makespan  140262709.531829
    x(1_15)   c_e_flow(1)_  1
    x(1_15)   c_e_flow(15)_  -1
    x(1_16)   expected_makespan  150719522.741955
    x(1_16)   c_e_flow(1)_  1
    x(1_16)   c_e_flow(16)_  -1
    x(1_17)   expected_makespan  161797265.507598
    x(1_17)   c_e_flow(1)_  1
    x(1_17)   c_e_flow(17)_  -1
    x(1_18)   expected_makespan  173497955.213279
    x(1_18)   c_e_flow(1)_  1
    x(1_18)   c_e_flow(18)_  -1
    x(1_19)   expected_makespan  185823724.277873
    x(1_19)   c_e_flow(1)_  1
    x(1_19)   c_e_flow(19)_  -1
    x(1_20)   expected_makespan  198776820.802312
    x(1_20)   c_e_flow(1)_  1
    x(1_20)   c_e_flow(20)_  -1
    x(2_3)    expected_makespan  12517909.8187049
    x(2_3)    c_e_flow(2)_  1
    x(2_3)    c_e_flow(3)_  -1
    x(2_4)    expected_makespan  21640842.2412433
    x(2_4)    c_e_flow(2)_  1
    x(2_4)    c_e_flow(4)_  -1
    x(2_5)    expected_makespan  31374477.5286631
    x(2_5)    c_e_flow(2)_  1
    x(2_5)    c_e_flow(5)_  -1
    x(2_6)    expected_makespan  41720585.8574536
    x(2_6)    c_e_flow(2)_  1
    x(2_6)    c_e_flow(6)_  -1
    x(2_7)    expected_makespan  52681050.0436956
    x(2_7)    c_e_flow(2)_  1
    x(2_7)    c_e_flow(7)_  -1
    x(2_8)    expected_makespan  64257866.1141321
    x(2_8)    c_e_flow(2)_  1
    x(2_8)    c_e_flow(8)_  -1
    x(2_9)    expected_makespan  76453143.9120028
    x(2_9)    c_e_flow(2)_  1
    x(2_9)    c_e_flow(9)_  -1
    x(2_10)   expected_makespan  89269107.7378987
    x(2_10)   c_e_flow(2)_  1
    x(2_10)   c_e_flow(10)_  -1
    x(2_11)   expected_makespan  96643174.7415721
    x(2_11)   c_e_flow(2)_  1
    x(2_11)   c_e_flow(11)_  -1
    x(2_12)   expected_makespan  104629426.572219
    x(2_12)   c_e_flow(2)_  1
    x(2_12)   c_e_flow(12)_  -1
    x(2_13)   expected_makespan  113229313.068285
    x(2_13)   c_e_flow(2)_  1
    x(2_13)   c_e_flow(13)_  -1
    x(2_14)   expected_makespan  122444396.323375
    x(2_14)   c_e_flow(2)_  1
    x(2_14)   c_e_flow(14)_  -1
    x(2_15)   expected_makespan  132276351.159152
    x(2_15)   c_e_flow(2)_  1
    x(2_15)   c_e_flow(15)_  -1
    x(2_16)   expected_makespan  142726965.632678
    x(2_16)   c_e_flow(2)_  1
    x(2_16)   c_e_flow(16)_  -1
    x(2_17)   expected_makespan  153798141.578377
    x(2_17)   c_e_flow(2)_  1
    x(2_17)   c_e_flow(17)_  -1
    x(2_18)   expected_makespan  165491895.184878
    x(2_18)   c_e_flow(2)_  1
    x(2_18)   c_e_flow(18)_  -1
    x(2_19)   expected_makespan  177810357.60697
    x(2_19)   c_e_flow(2)_  1
    x(2_19)   c_e_flow(19)_  -1
    x(2_20)   expected_makespan  190755775.612926
    x(2_20)   c_e_flow(2)_  1
    x(2_20)   c_e_flow(20)_  -1
    x(3_4)    expected_makespan  13121801.718989
    x(3_4)    c_e_flow(3)_  1
    x(3_4)    c_e_flow(4)_  -1
    x(3_5)    expected_makespan  22849080.3736625
    x(3_5)    c_e_flow(3)_  1
    x(3_5)    c_e_flow(5)_  -1
    x(3_6)    expected_makespan  33188432.0890135
    x(3_6)    c_e_flow(3)_  1
    x(3_6)    c_e_flow(6)_  -1
    x(3_7)    expected_makespan  44141738.4515336
    x(3_7)    c_e_flow(3)_  1
    x(3_7)    c_e_flow(7)_  -1
    x(3_8)    expected_makespan  55710994.1844438
    x(3_8)    c_e_flow(3)_  1
    x(3_8)    c_e_flow(8)_  -1
    x(3_9)    expected_makespan  67898307.7531328
    x(3_9)    c_e_flow(3)_  1
    x(3_9)    c_e_flow(9)_  -1
    x(3_10)   expected_makespan  80705902.0055934
    x(3_10)   c_e_flow(3)_  1
    x(3_10)   c_e_flow(10)_  -1
    x(3_11)   expected_makespan  88075153.31252
    x(3_11)   c_e_flow(3)_  1
    x(3_11)   c_e_flow(11)_  -1
    x(3_12)   expected_makespan  96056189.6539471
    x(3_12)   c_e_flow(3)_  1
    x(3_12)   c_e_flow(12)_  -1
    x(3_13)   expected_makespan  104650459.921493
    x(3_13)   c_e_flow(3)_  1
    x(3_13)   c_e_flow(13)_  -1
    x(3_14)   expected_makespan  113859525.188621
    x(3_14)   c_e_flow(3)_  1
    x(3_14)   c_e_flow(14)_  -1
    x(3_15)   expected_makespan  123685059.18324
    x(3_15)   c_e_flow(3)_  1
    x(3_15)   c_e_flow(15)_  -1
    x(3_16)   expected_makespan  134128848.794706
    x(3_16)   c_e_flow(3)_  1
    x(3_16)   c_e_flow(16)_  -1
    x(3_17)   expected_makespan  145192794.615433
    x(3_17)   c_e_flow(3)_  1
    x(3_17)   c_e_flow(17)_  -1
    x(3_18)   expected_makespan  156878911.517363
    x(3_18)   c_e_flow(3)_  1
    x(3_18)   c_e_flow(18)_  -1
    x(3_19)   expected_makespan  169189329.263513
    x(3_19)   c_e_flow(3)_  1
    x(3_19)   c_e_flow(19)_  -1
    x(3_20)   expected_makespan  182126293.154888
    x(3_20)   c_e_flow(3)_  1
    x(3_20)   c_e_flow(20)_  -1
    x(4_5)    expected_makespan  13725972.1831712
    x(4_5)    c_e_flow(4)_  1
    x(4_5)    c_e_flow(5)_  -1
    x(4_6)    expected_makespan  24057948.6402687
    x(4_6)    c_e_flow(4)_  1
    x(4_6)    c_e_flow(6)_  -1
    x(4_7)    expected_makespan  35003441.7988881
    x(4_7)    c_e_flow(4)_  1
    x(4_7)    c_e_flow(7)_  -1
    x(4_8)    expected_makespan  46564444.959376
    x(4_8)    c_e_flow(4)_  1
    x(4_8)    c_e_flow(8)_  -1
    x(4_9)    expected_makespan  58743065.0831123
    x(4_9)    c_e_flow(4)_  1
    x(4_9)    c_e_flow(9)_  -1
    x(4_10)   expected_makespan  71541523.4324893
    x(4_10)   c_e_flow(4)_  1
    x(4_10)   c_e_flow(10)_  -1
    x(4_11)   expected_makespan  78905518.1108555
    x(4_11)   c_e_flow(4)_  1
    x(4_11)   c_e_flow(11)_  -1
    x(4_12)   expected_makespan  86880861.4257014
    x(4_12)   c_e_flow(4)_  1
    x(4_12)   c_e_flow(12)_  -1
    x(4_13)   expected_makespan  95469001.2351227
    x(4_13)   c_e_flow(4)_  1
    x(4_13)   c_e_flow(13)_  -1
    x(4_14)   expected_makespan  104671497.49904
    x(4_14)   c_e_flow(4)_  1
    x(4_14)   c_e_flow(14)_  -1
    x(4_15)   expected_makespan  114490022.751459
    x(4_15)   c_e_flow(4)_  1
    x(4_15)   c_e_flow(15)_  -1
    x(4_16)   expected_makespan  124926362.607113
    x(4_16)   c_e_flow(4)_  1
    x(4_16)   c_e_flow(16)_  -1
    x(4_17)   expected_makespan  135982416.302689
    x(4_17)   c_e_flow(4)_  1
    x(4_17)   c_e_flow(17)_  -1
    x(4_18)   expected_makespan  147660197.272878
    x(4_18)   c_e_flow(4)_  1
    x(4_18)   c_e_flow(18)_  -1
    x(4_19)   expected_makespan  159961833.761501
    x(4_19)   c_e_flow(4)_  1
    x(4_19)   c_e_flow(19)_  -1
    x(4_20)   expected_makespan  172889569.467942
    x(4_20)   c_e_flow(4)_  1
    x(4_20)   c_e_flow(20)_  -1
    x(5_6)    expected_makespan  14330421.3083243
    x(5_6)    c_e_flow(5)_  1
    x(5_6)    c_e_flow(6)_  -1
    x(5_7)    expected_makespan  25267447.2922982
    x(5_7)    c_e_flow(5)_  1
    x(5_7)    c_e_flow(7)_  -1
    x(5_8)    expected_makespan  36819507.1341599
    x(5_8)    c_e_flow(5)_  1
    x(5_8)    c_e_flow(8)_  -1
    x(5_9)    expected_makespan  48988706.165394
    x(5_9)    c_e_flow(5)_  1
    x(5_9)    c_e_flow(9)_  -1
    x(5_10)   expected_makespan  61777263.9300767
    x(5_10)   c_e_flow(5)_  1
    x(5_10)   c_e_flow(10)_  -1
    x(5_11)   expected_makespan  69135561.9963189
    x(5_11)   c_e_flow(5)_  1
    x(5_11)   c_e_flow(11)_  -1
    x(5_12)   expected_makespan  77104735.7741941
    x(5_12)   c_e_flow(5)_  1
    x(5_12)   c_e_flow(12)_  -1
    x(5_13)   expected_makespan  85686232.0017691
    x(5_13)   c_e_flow(5)_  1
    x(5_13)   c_e_flow(13)_  -1
    x(5_14)   expected_makespan  94881609.4322162
    x(5_14)   c_e_flow(5)_  1
    x(5_14)   c_e_flow(14)_  -1
    x(5_15)   expected_makespan  104692539.30571
    x(5_15)   c_e_flow(5)_  1
    x(5_15)   c_e_flow(15)_  -1
    x(5_16)   expected_makespan  115120805.855672
    x(5_16)   c_e_flow(5)_  1
    x(5_16)   c_e_flow(16)_  -1
    x(5_17)   expected_makespan  126168306.849585
    x(5_17)   c_e_flow(5)_  1
    x(5_17)   c_e_flow(17)_  -1
    x(5_18)   expected_makespan  137837054.164597
    x(5_18)   c_e_flow(5)_  1
    x(5_18)   c_e_flow(18)_  -1
    x(5_19)   expected_makespan  150129174.398166
    x(5_19)   c_e_flow(5)_  1
    x(5_19)   c_e_flow(19)_  -1
    x(5_20)   expected_makespan  163046909.514008
    x(5_20)   c_e_flow(5)_  1
    x(5_20)   c_e_flow(20)_  -1
    x(6_7)    expected_makespan  14935149.1915516
    x(6_7)    c_e_flow(6)_  1
    x(6_7)    c_e_flow(7)_  -1
    x(6_8)    expected_makespan  26477576.581078
    x(6_8)    c_e_flow(6)_  1
    x(6_8)    c_e_flow(8)_  -1
    x(6_9)    expected_makespan  38636628.5708985
    x(6_9)    c_e_flow(6)_  1
    x(6_9)    c_e_flow(9)_  -1
    x(6_10)   expected_makespan  51414522.8543672
    x(6_10)   c_e_flow(6)_  1
    x(6_10)   c_e_flow(10)_  -1
    x(6_11)   expected_makespan  58766685.3520301
    x(6_11)   c_e_flow(6)_  1
    x(6_11)   c_e_flow(11)_  -1
    x(6_12)   expected_makespan  66729214.1949224
    x(6_12)   c_e_flow(6)_  1
    x(6_12)   c_e_flow(12)_  -1
    x(6_13)   expected_makespan  75303554.9147776
    x(6_13)   c_e_flow(6)_  1
    x(6_13)   c_e_flow(13)_  -1
    x(6_14)   expected_makespan  84491264.9650331
    x(6_14)   c_e_flow(6)_  1
    x(6_14)   c_e_flow(14)_  -1
    x(6_15)   expected_makespan  94294014.1923331
    x(6_15)   c_e_flow(6)_  1
    x(6_15)   c_e_flow(15)_  -1
    x(6_16)   expected_makespan  104713585.342353
    x(6_16)   c_e_flow(6)_  1
    x(6_16)   c_e_flow(16)_  -1
    x(6_17)   expected_makespan  115751874.600159
    x(6_17)   c_e_flow(6)_  1
    x(6_17)   c_e_flow(17)_  -1
    x(6_18)   expected_makespan  127410892.165338
    x(6_18)   c_e_flow(6)_  1
    x(6_18)   c_e_flow(18)_  -1
    x(6_19)   expected_makespan  139692762.862126
    x(6_19)   c_e_flow(6)_  1
    x(6_19)   c_e_flow(19)_  -1
    x(6_20)   expected_makespan  152599726.784822
    x(6_20)   c_e_flow(6)_  1
    x(6_20)   c_e_flow(20)_  -1
    x(7_8)    expected_makespan  15540155.9299864
    x(7_8)    c_e_flow(7)_  1
    x(7_8)    c_e_flow(8)_  -1
    x(7_9)    expected_makespan  27688336.7580258
    x(7_9)    c_e_flow(7)_  1
    x(7_9)    c_e_flow(9)_  -1
    x(7_10)   expected_makespan  40454806.5853697
    x(7_10)   c_e_flow(7)_  1
    x(7_10)   c_e_flow(10)_  -1
    x(7_11)   expected_makespan  47800395.6636557
    x(7_11)   c_e_flow(7)_  1
    x(7_11)   c_e_flow(11)_  -1
    x(7_12)   expected_makespan  55755805.3710011
    x(7_12)   c_e_flow(7)_  1
    x(7_12)   c_e_flow(12)_  -1
    x(7_13)   expected_makespan  64322479.9467186
    x(7_13)   c_e_flow(7)_  1
    x(7_13)   c_e_flow(13)_  -1
    x(7_14)   expected_makespan  73501975.4517581
    x(7_14)   c_e_flow(7)_  1
    x(7_14)   c_e_flow(14)_  -1
    x(7_15)   expected_makespan  83295960.2397877
    x(7_15)   c_e_flow(7)_  1
    x(7_15)   c_e_flow(15)_  -1
    x(7_16)   expected_makespan  93706215.4625661
    x(7_16)   c_e_flow(7)_  1
    x(7_16)   c_e_flow(16)_  -1
    x(7_17)   expected_makespan  104734635.60982
    x(7_17)   c_e_flow(7)_  1
    x(7_17)   c_e_flow(17)_  -1
    x(7_18)   expected_makespan  116383229.083854
    x(7_18)   c_e_flow(7)_  1
    x(7_18)   c_e_flow(18)_  -1
    x(7_19)   expected_makespan  128654118.809147
    x(7_19)   c_e_flow(7)_  1
    x(7_19)   c_e_flow(19)_  -1
    x(7_20)   expected_makespan  141549542.877171
    x(7_20)   c_e_flow(7)_  1
    x(7_20)   c_e_flow(20)_  -1
    x(8_9)    expected_makespan  16145441.6207925
    x(8_9)    c_e_flow(8)_  1
    x(8_9)    c_e_flow(9)_  -1
    x(8_10)   expected_makespan  28899728.0746498
    x(8_10)   c_e_flow(8)_  1
    x(8_10)   c_e_flow(10)_  -1
    x(8_11)   expected_makespan  36238307.066637
    x(8_11)   c_e_flow(8)_  1
    x(8_11)   c_e_flow(11)_  -1
    x(8_12)   expected_makespan  44186124.7200305
    x(8_12)   c_e_flow(8)_  1
    x(8_12)   c_e_flow(12)_  -1
    x(8_13)   expected_makespan  52744623.895868
    x(8_13)   c_e_flow(8)_  1
    x(8_13)   c_e_flow(13)_  -1
    x(8_14)   expected_makespan  61915359.1701099
    x(8_14)   c_e_flow(8)_  1
    x(8_14)   c_e_flow(14)_  -1
    x(8_15)   expected_makespan  71699997.3042714
    x(8_15)   c_e_flow(8)_  1
    x(8_15)   c_e_flow(15)_  -1
    x(8_16)   expected_makespan  82100317.7503115
    x(8_16)   c_e_flow(8)_  1
    x(8_16)   c_e_flow(16)_  -1
    x(8_17)   expected_makespan  93118213.1899959
    x(8_17)   c_e_flow(8)_  1
    x(8_17)   c_e_flow(17)_  -1
    x(8_18)   expected_makespan  104755690.10896
    x(8_18)   c_e_flow(8)_  1
    x(8_18)   c_e_flow(18)_  -1
    x(8_19)   expected_makespan  117014869.405719
    x(8_19)   c_e_flow(8)_  1
    x(8_19)   c_e_flow(19)_  -1
    x(8_20)   expected_makespan  129897987.035878
    x(8_20)   c_e_flow(8)_  1
    x(8_20)   c_e_flow(20)_  -1
    x(9_10)   expected_makespan  16751006.3611639
    x(9_10)   c_e_flow(9)_  1
    x(9_10)   c_e_flow(10)_  -1
    x(9_11)   expected_makespan  24082139.861668
    x(9_11)   c_e_flow(9)_  1
    x(9_11)   c_e_flow(11)_  -1
    x(9_12)   expected_makespan  32021893.9091901
    x(9_12)   c_e_flow(9)_  1
    x(9_12)   c_e_flow(12)_  -1
    x(9_13)   expected_makespan  40571709.9008864
    x(9_13)   c_e_flow(9)_  1
    x(9_13)   c_e_flow(13)_  -1
    x(9_14)   expected_makespan  49733140.8354935
    x(9_14)   c_e_flow(9)_  1
    x(9_14)   c_e_flow(14)_  -1
    x(9_15)   expected_makespan  59507851.7834827
    x(9_15)   c_e_flow(9)_  1
    x(9_15)   c_e_flow(15)_  -1
    x(9_16)   expected_makespan  69897620.3914371
    x(9_16)   c_e_flow(9)_  1
    x(9_16)   c_e_flow(16)_  -1
    x(9_17)   expected_makespan  80904337.4208669
    x(9_17)   c_e_flow(9)_  1
    x(9_17)   c_e_flow(17)_  -1
    x(9_18)   expected_makespan  92530007.3216907
    x(9_18)   c_e_flow(9)_  1
    x(9_18)   c_e_flow(18)_  -1
    x(9_19)   expected_makespan  104776748.840626
    x(9_19)   c_e_flow(9)_  1
    x(9_19)   c_e_flow(19)_  -1
    x(9_20)   expected_makespan  117646795.664748
    x(9_20)   c_e_flow(9)_  1
    x(9_20)   c_e_flow(20)_  -1
    x(10_11)  expected_makespan  11310961.3216902
    x(10_11)  c_e_flow(10)_  1
    x(10_11)  c_e_flow(11)_  -1
    x(10_12)  expected_makespan  19226255.3744723
    x(10_12)  c_e_flow(10)_  1
    x(10_12)  c_e_flow(12)_  -1
    x(10_13)  expected_makespan  27749731.954024
    x(10_13)  c_e_flow(10)_  1
    x(10_13)  c_e_flow(13)_  -1
    x(10_14)  expected_makespan  36882939.2747598
    x(10_14)  c_e_flow(10)_  1
    x(10_14)  c_e_flow(14)_  -1
    x(10_15)  expected_makespan  46627537.2775694
    x(10_15)  c_e_flow(10)_  1
    x(10_15)  c_e_flow(15)_  -1
    x(10_16)  expected_makespan  56985298.1326415
    x(10_16)  c_e_flow(10)_  1
    x(10_16)  c_e_flow(16)_  -1
    x(10_17)  expected_makespan  67958106.7766185
    x(10_17)  c_e_flow(10)_  1
    x(10_17)  c_e_flow(17)_  -1
    x(10_18)  expected_makespan  79547961.4843116
    x(10_18)  c_e_flow(10)_  1
    x(10_18)  c_e_flow(18)_  -1
    x(10_19)  expected_makespan  91756974.4752166
    x(10_19)  c_e_flow(10)_  1
    x(10_19)  c_e_flow(19)_  -1
    x(10_20)  expected_makespan  104587372.555091
    x(10_20)  c_e_flow(10)_  1
    x(10_20)  c_e_flow(20)_  -1
    x(11_12)  expected_makespan  11914296.3852761
    x(11_12)  c_e_flow(11)_  1
    x(11_12)  c_e_flow(12)_  -1
    x(11_13)  expected_makespan  20433233.991865
    x(11_13)  c_e_flow(11)_  1
    x(11_13)  c_e_flow(13)_  -1
    x(11_14)  expected_makespan  29561577.6421601
    x(11_14)  c_e_flow(11)_  1
    x(11_14)  c_e_flow(14)_  -1
    x(11_15)  expected_makespan  39300986.3930893
    x(11_15)  c_e_flow(11)_  1
    x(11_15)  c_e_flow(15)_  -1
    x(11_16)  expected_makespan  49653231.4711146
    x(11_16)  c_e_flow(11)_  1
    x(11_16)  c_e_flow(16)_  -1
    x(11_17)  expected_makespan  60620196.8091007
    x(11_17)  c_e_flow(11)_  1
    x(11_17)  c_e_flow(17)_  -1
    x(11_18)  expected_makespan  72203879.6177254
    x(11_18)  c_e_flow(11)_  1
    x(11_18)  c_e_flow(18)_  -1
    x(11_19)  expected_makespan  84406390.9916728
    x(11_19)  c_e_flow(11)_  1
    x(11_19)  c_e_flow(19)_  -1
    x(11_20)  expected_makespan  97229956.5508678
    x(11_20)  c_e_flow(11)_  1
    x(11_20)  c_e_flow(20)_  -1
    x(12_13)  expected_makespan  12517909.8187049
    x(12_13)  c_e_flow(12)_  1
    x(12_13)  c_e_flow(13)_  -1
    x(12_14)  expected_makespan  21640842.2412433
    x(12_14)  c_e_flow(12)_  1
    x(12_14)  c_e_flow(14)_  -1
    x(12_15)  expected_makespan  31374477.5286631
    x(12_15)  c_e_flow(12)_  1
    x(12_15)  c_e_flow(15)_  -1
    x(12_16)  expected_makespan  41720585.8574536
    x(12_16)  c_e_flow(12)_  1
    x(12_16)  c_e_flow(16)_  -1
    x(12_17)  expected_makespan  52681050.0436956
    x(12_17)  c_e_flow(12)_  1
    x(12_17)  c_e_flow(17)_  -1
    x(12_18)  expected_makespan  64257866.1141321
    x(12_18)  c_e_flow(12)_  1
    x(12_18)  c_e_flow(18)_  -1
    x(12_19)  expected_makespan  76453143.9120028
    x(12_19)  c_e_flow(12)_  1
    x(12_19)  c_e_flow(19)_  -1
    x(12_20)  expected_makespan  89269107.7378987
    x(12_20)  c_e_flow(12)_  1
    x(12_20)  c_e_flow(20)_  -1
    x(13_14)  expected_makespan  13121801.718989
    x(13_14)  c_e_flow(13)_  1
    x(13_14)  c_e_flow(14)_  -1
    x(13_15)  expected_makespan  22849080.3736625
    x(13_15)  c_e_flow(13)_  1
    x(13_15)  c_e_flow(15)_  -1
    x(13_16)  expected_makespan  33188432.0890135
    x(13_16)  c_e_flow(13)_  1
    x(13_16)  c_e_flow(16)_  -1
    x(13_17)  expected_makespan  44141738.4515336
    x(13_17)  c_e_flow(13)_  1
    x(13_17)  c_e_flow(17)_  -1
    x(13_18)  expected_makespan  55710994.1844438
    x(13_18)  c_e_flow(13)_  1
    x(13_18)  c_e_flow(18)_  -1
    x(13_19)  expected_makespan  67898307.7531328
    x(13_19)  c_e_flow(13)_  1
    x(13_19)  c_e_flow(19)_  -1
    x(13_20)  expected_makespan  80705902.0055934
    x(13_20)  c_e_flow(13)_  1
    x(13_20)  c_e_flow(20)_  -1
    x(14_15)  expected_makespan  13725972.1831712
    x(14_15)  c_e_flow(14)_  1
    x(14_15)  c_e_flow(15)_  -1
    x(14_16)  expected_makespan  24057948.6402687
    x(14_16)  c_e_flow(14)_  1
    x(14_16)  c_e_flow(16)_  -1
    x(14_17)  expected_makespan  35003441.7988881
    x(14_17)  c_e_flow(14)_  1
    x(14_17)  c_e_flow(17)_  -1
    x(14_18)  expected_makespan  46564444.959376
    x(14_18)  c_e_flow(14)_  1
    x(14_18)  c_e_flow(18)_  -1
    x(14_19)  expected_makespan  58743065.0831123
    x(14_19)  c_e_flow(14)_  1
    x(14_19)  c_e_flow(19)_  -1
    x(14_20)  expected_makespan  71541523.4324893
    x(14_20)  c_e_flow(14)_  1
    x(14_20)  c_e_flow(20)_  -1
    x(15_16)  expected_makespan  14330421.3083243
    x(15_16)  c_e_flow(15)_  1
    x(15_16)  c_e_flow(16)_  -1
    x(15_17)  expected_makespan  25267447.2922982
    x(15_17)  c_e_flow(15)_  1
    x(15_17)  c_e_flow(17)_  -1
    x(15_18)  expected_makespan  36819507.1341599
    x(15_18)  c_e_flow(15)_  1
    x(15_18)  c_e_flow(18)_  -1
    x(15_19)  expected_makespan  48988706.165394
    x(15_19)  c_e_flow(15)_  1
    x(15_19)  c_e_flow(19)_  -1
    x(15_20)  expected_makespan  61777263.9300767
    x(15_20)  c_e_flow(15)_  1
    x(15_20)  c_e_flow(20)_  -1
    x(16_17)  expected_makespan  14935149.1915516
    x(16_17)  c_e_flow(16)_  1
    x(16_17)  c_e_flow(17)_  -1
    x(16_18)  expected_makespan  26477576.581078
    x(16_18)  c_e_flow(16)_  1
    x(16_18)  c_e_flow(18)_  -1
    x(16_19)  expected_makespan  38636628.5708985
    x(16_19)  c_e_flow(16)_  1
    x(16_19)  c_e_flow(19)_  -1
    x(16_20)  expected_makespan  51414522.8543672
    x(16_20)  c_e_flow(16)_  1
    x(16_20)  c_e_flow(20)_  -1
    x(17_18)  expected_makespan  15540155.9299864
    x(17_18)  c_e_flow(17)_  1
    x(17_18)  c_e_flow(18)_  -1
    x(17_19)  expected_makespan  27688336.7580258
    x(17_19)  c_e_flow(17)_  1
    x(17_19)  c_e_flow(19)_  -1
    x(17_20)  expected_makespan  40454806.5853697
    x(17_20)  c_e_flow(17)_  1
    x(17_20)  c_e_flow(20)_  -1
    x(18_19)  expected_makespan  16145441.6207925
    x(18_19)  c_e_flow(18)_  1
    x(18_19)  c_e_flow(19)_  -1
    x(18_20)  expected_makespan  28899728.0746498
    x(18_20)  c_e_flow(18)_  1
    x(18_20)  c_e_flow(20)_  -1
    x(19_20)  expected_makespan  16751006.3611639
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
