; ModuleID = 'switch_sparse.c'
source_filename = "switch_sparse.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "thumbv6m-none-unknown-eabi"

@probes = internal unnamed_addr constant [24 x i32] [i32 -100000, i32 -4096, i32 -7, i32 -1, i32 0, i32 3, i32 64, i32 65, i32 66, i32 67, i32 1000, i32 4096, i32 65536, i32 1000000, i32 2147483632, i32 5, i32 -2, i32 68, i32 63, i32 999, i32 1001, i32 65535, i32 65537, i32 -100001], align 4
@text = internal unnamed_addr constant [66 x i8] c"Hello, world; this: is a test. Does it work? Yes!\09Tabs\0Aand lines.\00", align 1
@h = internal unnamed_addr global i32 -2128831035, align 4

; Function Attrs: nofree norecurse nosync nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = load i32, i32* @h, align 4, !tbaa !7
  br label %2

2:                                                ; preds = %0, %6
  %3 = phi i32 [ 0, %0 ], [ %7, %6 ]
  %4 = phi i32 [ %1, %0 ], [ %148, %6 ]
  %5 = and i32 %3, 1
  br label %9

6:                                                ; preds = %145
  %7 = add nuw nsw i32 %3, 1
  %8 = icmp eq i32 %7, 30
  br i1 %8, label %151, label %2, !llvm.loop !11

9:                                                ; preds = %145, %2
  %10 = phi i32 [ 0, %2 ], [ %149, %145 ]
  %11 = phi i32 [ %4, %2 ], [ %148, %145 ]
  %12 = getelementptr inbounds [24 x i32], [24 x i32]* @probes, i32 0, i32 %10
  %13 = load i32, i32* %12, align 4, !tbaa !7
  %14 = add nsw i32 %13, %5
  switch i32 %14, label %29 [
    i32 -100000, label %30
    i32 -4096, label %15
    i32 -7, label %16
    i32 -1, label %17
    i32 0, label %18
    i32 3, label %19
    i32 64, label %20
    i32 65, label %21
    i32 66, label %22
    i32 67, label %23
    i32 1000, label %24
    i32 4096, label %25
    i32 65536, label %26
    i32 1000000, label %27
    i32 2147483632, label %28
  ]

15:                                               ; preds = %9
  br label %30

16:                                               ; preds = %9
  br label %30

17:                                               ; preds = %9
  br label %30

18:                                               ; preds = %9
  br label %30

19:                                               ; preds = %9
  br label %30

20:                                               ; preds = %9
  br label %30

21:                                               ; preds = %9
  br label %30

22:                                               ; preds = %9
  br label %30

23:                                               ; preds = %9
  br label %30

24:                                               ; preds = %9
  br label %30

25:                                               ; preds = %9
  br label %30

26:                                               ; preds = %9
  br label %30

27:                                               ; preds = %9
  br label %30

28:                                               ; preds = %9
  br label %30

29:                                               ; preds = %9
  br label %30

30:                                               ; preds = %9, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29
  %31 = phi i32 [ 0, %29 ], [ 15, %28 ], [ 14, %27 ], [ 13, %26 ], [ 12, %25 ], [ 11, %24 ], [ 10, %23 ], [ 9, %22 ], [ 8, %21 ], [ 7, %20 ], [ 6, %19 ], [ 5, %18 ], [ 4, %17 ], [ 3, %16 ], [ 2, %15 ], [ 1, %9 ]
  %32 = xor i32 %11, %31
  %33 = mul i32 %32, 16777619
  %34 = or i32 %10, 1
  %35 = getelementptr inbounds [24 x i32], [24 x i32]* @probes, i32 0, i32 %34
  %36 = load i32, i32* %35, align 4, !tbaa !7
  %37 = add nsw i32 %36, %5
  switch i32 %37, label %52 [
    i32 -100000, label %53
    i32 -4096, label %51
    i32 -7, label %50
    i32 -1, label %49
    i32 0, label %48
    i32 3, label %47
    i32 64, label %46
    i32 65, label %45
    i32 66, label %44
    i32 67, label %43
    i32 1000, label %42
    i32 4096, label %41
    i32 65536, label %40
    i32 1000000, label %39
    i32 2147483632, label %38
  ]

38:                                               ; preds = %30
  br label %53

39:                                               ; preds = %30
  br label %53

40:                                               ; preds = %30
  br label %53

41:                                               ; preds = %30
  br label %53

42:                                               ; preds = %30
  br label %53

43:                                               ; preds = %30
  br label %53

44:                                               ; preds = %30
  br label %53

45:                                               ; preds = %30
  br label %53

46:                                               ; preds = %30
  br label %53

47:                                               ; preds = %30
  br label %53

48:                                               ; preds = %30
  br label %53

49:                                               ; preds = %30
  br label %53

50:                                               ; preds = %30
  br label %53

51:                                               ; preds = %30
  br label %53

52:                                               ; preds = %30
  br label %53

53:                                               ; preds = %52, %51, %50, %49, %48, %47, %46, %45, %44, %43, %42, %41, %40, %39, %38, %30
  %54 = phi i32 [ 0, %52 ], [ 15, %38 ], [ 14, %39 ], [ 13, %40 ], [ 12, %41 ], [ 11, %42 ], [ 10, %43 ], [ 9, %44 ], [ 8, %45 ], [ 7, %46 ], [ 6, %47 ], [ 5, %48 ], [ 4, %49 ], [ 3, %50 ], [ 2, %51 ], [ 1, %30 ]
  %55 = xor i32 %33, %54
  %56 = mul i32 %55, 16777619
  %57 = add nuw nsw i32 %10, 2
  %58 = getelementptr inbounds [24 x i32], [24 x i32]* @probes, i32 0, i32 %57
  %59 = load i32, i32* %58, align 4, !tbaa !7
  %60 = add nsw i32 %59, %5
  switch i32 %60, label %75 [
    i32 -100000, label %76
    i32 -4096, label %74
    i32 -7, label %73
    i32 -1, label %72
    i32 0, label %71
    i32 3, label %70
    i32 64, label %69
    i32 65, label %68
    i32 66, label %67
    i32 67, label %66
    i32 1000, label %65
    i32 4096, label %64
    i32 65536, label %63
    i32 1000000, label %62
    i32 2147483632, label %61
  ]

61:                                               ; preds = %53
  br label %76

62:                                               ; preds = %53
  br label %76

63:                                               ; preds = %53
  br label %76

64:                                               ; preds = %53
  br label %76

65:                                               ; preds = %53
  br label %76

66:                                               ; preds = %53
  br label %76

67:                                               ; preds = %53
  br label %76

68:                                               ; preds = %53
  br label %76

69:                                               ; preds = %53
  br label %76

70:                                               ; preds = %53
  br label %76

71:                                               ; preds = %53
  br label %76

72:                                               ; preds = %53
  br label %76

73:                                               ; preds = %53
  br label %76

74:                                               ; preds = %53
  br label %76

75:                                               ; preds = %53
  br label %76

76:                                               ; preds = %75, %74, %73, %72, %71, %70, %69, %68, %67, %66, %65, %64, %63, %62, %61, %53
  %77 = phi i32 [ 0, %75 ], [ 15, %61 ], [ 14, %62 ], [ 13, %63 ], [ 12, %64 ], [ 11, %65 ], [ 10, %66 ], [ 9, %67 ], [ 8, %68 ], [ 7, %69 ], [ 6, %70 ], [ 5, %71 ], [ 4, %72 ], [ 3, %73 ], [ 2, %74 ], [ 1, %53 ]
  %78 = xor i32 %56, %77
  %79 = mul i32 %78, 16777619
  %80 = add nuw nsw i32 %10, 3
  %81 = getelementptr inbounds [24 x i32], [24 x i32]* @probes, i32 0, i32 %80
  %82 = load i32, i32* %81, align 4, !tbaa !7
  %83 = add nsw i32 %82, %5
  switch i32 %83, label %98 [
    i32 -100000, label %99
    i32 -4096, label %97
    i32 -7, label %96
    i32 -1, label %95
    i32 0, label %94
    i32 3, label %93
    i32 64, label %92
    i32 65, label %91
    i32 66, label %90
    i32 67, label %89
    i32 1000, label %88
    i32 4096, label %87
    i32 65536, label %86
    i32 1000000, label %85
    i32 2147483632, label %84
  ]

84:                                               ; preds = %76
  br label %99

85:                                               ; preds = %76
  br label %99

86:                                               ; preds = %76
  br label %99

87:                                               ; preds = %76
  br label %99

88:                                               ; preds = %76
  br label %99

89:                                               ; preds = %76
  br label %99

90:                                               ; preds = %76
  br label %99

91:                                               ; preds = %76
  br label %99

92:                                               ; preds = %76
  br label %99

93:                                               ; preds = %76
  br label %99

94:                                               ; preds = %76
  br label %99

95:                                               ; preds = %76
  br label %99

96:                                               ; preds = %76
  br label %99

97:                                               ; preds = %76
  br label %99

98:                                               ; preds = %76
  br label %99

99:                                               ; preds = %98, %97, %96, %95, %94, %93, %92, %91, %90, %89, %88, %87, %86, %85, %84, %76
  %100 = phi i32 [ 0, %98 ], [ 15, %84 ], [ 14, %85 ], [ 13, %86 ], [ 12, %87 ], [ 11, %88 ], [ 10, %89 ], [ 9, %90 ], [ 8, %91 ], [ 7, %92 ], [ 6, %93 ], [ 5, %94 ], [ 4, %95 ], [ 3, %96 ], [ 2, %97 ], [ 1, %76 ]
  %101 = xor i32 %79, %100
  %102 = mul i32 %101, 16777619
  %103 = add nuw nsw i32 %10, 4
  %104 = getelementptr inbounds [24 x i32], [24 x i32]* @probes, i32 0, i32 %103
  %105 = load i32, i32* %104, align 4, !tbaa !7
  %106 = add nsw i32 %105, %5
  switch i32 %106, label %121 [
    i32 -100000, label %122
    i32 -4096, label %120
    i32 -7, label %119
    i32 -1, label %118
    i32 0, label %117
    i32 3, label %116
    i32 64, label %115
    i32 65, label %114
    i32 66, label %113
    i32 67, label %112
    i32 1000, label %111
    i32 4096, label %110
    i32 65536, label %109
    i32 1000000, label %108
    i32 2147483632, label %107
  ]

107:                                              ; preds = %99
  br label %122

108:                                              ; preds = %99
  br label %122

109:                                              ; preds = %99
  br label %122

110:                                              ; preds = %99
  br label %122

111:                                              ; preds = %99
  br label %122

112:                                              ; preds = %99
  br label %122

113:                                              ; preds = %99
  br label %122

114:                                              ; preds = %99
  br label %122

115:                                              ; preds = %99
  br label %122

116:                                              ; preds = %99
  br label %122

117:                                              ; preds = %99
  br label %122

118:                                              ; preds = %99
  br label %122

119:                                              ; preds = %99
  br label %122

120:                                              ; preds = %99
  br label %122

121:                                              ; preds = %99
  br label %122

122:                                              ; preds = %121, %120, %119, %118, %117, %116, %115, %114, %113, %112, %111, %110, %109, %108, %107, %99
  %123 = phi i32 [ 0, %121 ], [ 15, %107 ], [ 14, %108 ], [ 13, %109 ], [ 12, %110 ], [ 11, %111 ], [ 10, %112 ], [ 9, %113 ], [ 8, %114 ], [ 7, %115 ], [ 6, %116 ], [ 5, %117 ], [ 4, %118 ], [ 3, %119 ], [ 2, %120 ], [ 1, %99 ]
  %124 = xor i32 %102, %123
  %125 = mul i32 %124, 16777619
  %126 = add nuw nsw i32 %10, 5
  %127 = getelementptr inbounds [24 x i32], [24 x i32]* @probes, i32 0, i32 %126
  %128 = load i32, i32* %127, align 4, !tbaa !7
  %129 = add nsw i32 %128, %5
  switch i32 %129, label %144 [
    i32 -100000, label %145
    i32 -4096, label %143
    i32 -7, label %142
    i32 -1, label %141
    i32 0, label %140
    i32 3, label %139
    i32 64, label %138
    i32 65, label %137
    i32 66, label %136
    i32 67, label %135
    i32 1000, label %134
    i32 4096, label %133
    i32 65536, label %132
    i32 1000000, label %131
    i32 2147483632, label %130
  ]

130:                                              ; preds = %122
  br label %145

131:                                              ; preds = %122
  br label %145

132:                                              ; preds = %122
  br label %145

133:                                              ; preds = %122
  br label %145

134:                                              ; preds = %122
  br label %145

135:                                              ; preds = %122
  br label %145

136:                                              ; preds = %122
  br label %145

137:                                              ; preds = %122
  br label %145

138:                                              ; preds = %122
  br label %145

139:                                              ; preds = %122
  br label %145

140:                                              ; preds = %122
  br label %145

141:                                              ; preds = %122
  br label %145

142:                                              ; preds = %122
  br label %145

143:                                              ; preds = %122
  br label %145

144:                                              ; preds = %122
  br label %145

145:                                              ; preds = %144, %143, %142, %141, %140, %139, %138, %137, %136, %135, %134, %133, %132, %131, %130, %122
  %146 = phi i32 [ 0, %144 ], [ 15, %130 ], [ 14, %131 ], [ 13, %132 ], [ 12, %133 ], [ 11, %134 ], [ 10, %135 ], [ 9, %136 ], [ 8, %137 ], [ 7, %138 ], [ 6, %139 ], [ 5, %140 ], [ 4, %141 ], [ 3, %142 ], [ 2, %143 ], [ 1, %122 ]
  %147 = xor i32 %125, %146
  %148 = mul i32 %147, 16777619
  %149 = add nuw nsw i32 %10, 6
  %150 = icmp eq i32 %149, 24
  br i1 %150, label %6, label %9, !llvm.loop !13

151:                                              ; preds = %6, %301
  %152 = phi i32 [ %305, %301 ], [ 0, %6 ]
  %153 = phi i32 [ %281, %301 ], [ 12345, %6 ]
  %154 = phi i32 [ %304, %301 ], [ %148, %6 ]
  %155 = mul i32 %153, 1103515245
  %156 = add i32 %155, 12345
  %157 = lshr i32 %156, 1
  %158 = urem i32 %157, 70
  switch i32 %158, label %164 [
    i32 67, label %163
    i32 66, label %162
    i32 65, label %161
    i32 64, label %160
    i32 0, label %165
    i32 3, label %159
  ]

159:                                              ; preds = %151
  br label %165

160:                                              ; preds = %151
  br label %165

161:                                              ; preds = %151
  br label %165

162:                                              ; preds = %151
  br label %165

163:                                              ; preds = %151
  br label %165

164:                                              ; preds = %151
  br label %165

165:                                              ; preds = %151, %159, %160, %161, %162, %163, %164
  %166 = phi i32 [ 0, %164 ], [ 10, %163 ], [ 9, %162 ], [ 8, %161 ], [ 7, %160 ], [ 6, %159 ], [ 5, %151 ]
  %167 = xor i32 %154, %166
  %168 = mul i32 %167, 16777619
  %169 = lshr i32 %156, 3
  %170 = urem i32 %169, 600
  %171 = trunc i32 %170 to i10
  switch i10 %171, label %175 [
    i10 21, label %176
    i10 22, label %176
    i10 23, label %176
    i10 25, label %172
    i10 110, label %172
    i10 143, label %172
    i10 80, label %173
    i10 443, label %173
    i10 53, label %174
  ]

172:                                              ; preds = %165, %165, %165
  br label %176

173:                                              ; preds = %165, %165
  br label %176

174:                                              ; preds = %165
  br label %176

175:                                              ; preds = %165
  br label %176

176:                                              ; preds = %165, %165, %165, %172, %173, %174, %175
  %177 = phi i32 [ 6, %175 ], [ 4, %174 ], [ 3, %173 ], [ 2, %172 ], [ 1, %165 ], [ 1, %165 ], [ 1, %165 ]
  %178 = xor i32 %177, %168
  %179 = mul i32 %178, 16777619
  %180 = mul i32 %156, 1103515245
  %181 = add i32 %180, 12345
  %182 = lshr i32 %181, 1
  %183 = urem i32 %182, 70
  switch i32 %183, label %189 [
    i32 67, label %188
    i32 66, label %187
    i32 65, label %186
    i32 64, label %185
    i32 0, label %190
    i32 3, label %184
  ]

184:                                              ; preds = %176
  br label %190

185:                                              ; preds = %176
  br label %190

186:                                              ; preds = %176
  br label %190

187:                                              ; preds = %176
  br label %190

188:                                              ; preds = %176
  br label %190

189:                                              ; preds = %176
  br label %190

190:                                              ; preds = %189, %188, %187, %186, %185, %184, %176
  %191 = phi i32 [ 0, %189 ], [ 10, %188 ], [ 9, %187 ], [ 8, %186 ], [ 7, %185 ], [ 6, %184 ], [ 5, %176 ]
  %192 = xor i32 %179, %191
  %193 = mul i32 %192, 16777619
  %194 = lshr i32 %181, 3
  %195 = urem i32 %194, 600
  %196 = trunc i32 %195 to i10
  switch i10 %196, label %200 [
    i10 21, label %201
    i10 22, label %201
    i10 23, label %201
    i10 25, label %199
    i10 110, label %199
    i10 143, label %199
    i10 80, label %198
    i10 443, label %198
    i10 53, label %197
  ]

197:                                              ; preds = %190
  br label %201

198:                                              ; preds = %190, %190
  br label %201

199:                                              ; preds = %190, %190, %190
  br label %201

200:                                              ; preds = %190
  br label %201

201:                                              ; preds = %200, %199, %198, %197, %190, %190, %190
  %202 = phi i32 [ 6, %200 ], [ 4, %197 ], [ 3, %198 ], [ 2, %199 ], [ 1, %190 ], [ 1, %190 ], [ 1, %190 ]
  %203 = xor i32 %202, %193
  %204 = mul i32 %203, 16777619
  %205 = mul i32 %181, 1103515245
  %206 = add i32 %205, 12345
  %207 = lshr i32 %206, 1
  %208 = urem i32 %207, 70
  switch i32 %208, label %214 [
    i32 67, label %213
    i32 66, label %212
    i32 65, label %211
    i32 64, label %210
    i32 0, label %215
    i32 3, label %209
  ]

209:                                              ; preds = %201
  br label %215

210:                                              ; preds = %201
  br label %215

211:                                              ; preds = %201
  br label %215

212:                                              ; preds = %201
  br label %215

213:                                              ; preds = %201
  br label %215

214:                                              ; preds = %201
  br label %215

215:                                              ; preds = %214, %213, %212, %211, %210, %209, %201
  %216 = phi i32 [ 0, %214 ], [ 10, %213 ], [ 9, %212 ], [ 8, %211 ], [ 7, %210 ], [ 6, %209 ], [ 5, %201 ]
  %217 = xor i32 %204, %216
  %218 = mul i32 %217, 16777619
  %219 = lshr i32 %206, 3
  %220 = urem i32 %219, 600
  %221 = trunc i32 %220 to i10
  switch i10 %221, label %225 [
    i10 21, label %226
    i10 22, label %226
    i10 23, label %226
    i10 25, label %224
    i10 110, label %224
    i10 143, label %224
    i10 80, label %223
    i10 443, label %223
    i10 53, label %222
  ]

222:                                              ; preds = %215
  br label %226

223:                                              ; preds = %215, %215
  br label %226

224:                                              ; preds = %215, %215, %215
  br label %226

225:                                              ; preds = %215
  br label %226

226:                                              ; preds = %225, %224, %223, %222, %215, %215, %215
  %227 = phi i32 [ 6, %225 ], [ 4, %222 ], [ 3, %223 ], [ 2, %224 ], [ 1, %215 ], [ 1, %215 ], [ 1, %215 ]
  %228 = xor i32 %227, %218
  %229 = mul i32 %228, 16777619
  %230 = mul i32 %206, 1103515245
  %231 = add i32 %230, 12345
  %232 = lshr i32 %231, 1
  %233 = urem i32 %232, 70
  switch i32 %233, label %239 [
    i32 67, label %238
    i32 66, label %237
    i32 65, label %236
    i32 64, label %235
    i32 0, label %240
    i32 3, label %234
  ]

234:                                              ; preds = %226
  br label %240

235:                                              ; preds = %226
  br label %240

236:                                              ; preds = %226
  br label %240

237:                                              ; preds = %226
  br label %240

238:                                              ; preds = %226
  br label %240

239:                                              ; preds = %226
  br label %240

240:                                              ; preds = %239, %238, %237, %236, %235, %234, %226
  %241 = phi i32 [ 0, %239 ], [ 10, %238 ], [ 9, %237 ], [ 8, %236 ], [ 7, %235 ], [ 6, %234 ], [ 5, %226 ]
  %242 = xor i32 %229, %241
  %243 = mul i32 %242, 16777619
  %244 = lshr i32 %231, 3
  %245 = urem i32 %244, 600
  %246 = trunc i32 %245 to i10
  switch i10 %246, label %250 [
    i10 21, label %251
    i10 22, label %251
    i10 23, label %251
    i10 25, label %249
    i10 110, label %249
    i10 143, label %249
    i10 80, label %248
    i10 443, label %248
    i10 53, label %247
  ]

247:                                              ; preds = %240
  br label %251

248:                                              ; preds = %240, %240
  br label %251

249:                                              ; preds = %240, %240, %240
  br label %251

250:                                              ; preds = %240
  br label %251

251:                                              ; preds = %250, %249, %248, %247, %240, %240, %240
  %252 = phi i32 [ 6, %250 ], [ 4, %247 ], [ 3, %248 ], [ 2, %249 ], [ 1, %240 ], [ 1, %240 ], [ 1, %240 ]
  %253 = xor i32 %252, %243
  %254 = mul i32 %253, 16777619
  %255 = mul i32 %231, 1103515245
  %256 = add i32 %255, 12345
  %257 = lshr i32 %256, 1
  %258 = urem i32 %257, 70
  switch i32 %258, label %264 [
    i32 67, label %263
    i32 66, label %262
    i32 65, label %261
    i32 64, label %260
    i32 0, label %265
    i32 3, label %259
  ]

259:                                              ; preds = %251
  br label %265

260:                                              ; preds = %251
  br label %265

261:                                              ; preds = %251
  br label %265

262:                                              ; preds = %251
  br label %265

263:                                              ; preds = %251
  br label %265

264:                                              ; preds = %251
  br label %265

265:                                              ; preds = %264, %263, %262, %261, %260, %259, %251
  %266 = phi i32 [ 0, %264 ], [ 10, %263 ], [ 9, %262 ], [ 8, %261 ], [ 7, %260 ], [ 6, %259 ], [ 5, %251 ]
  %267 = xor i32 %254, %266
  %268 = mul i32 %267, 16777619
  %269 = lshr i32 %256, 3
  %270 = urem i32 %269, 600
  %271 = trunc i32 %270 to i10
  switch i10 %271, label %275 [
    i10 21, label %276
    i10 22, label %276
    i10 23, label %276
    i10 25, label %274
    i10 110, label %274
    i10 143, label %274
    i10 80, label %273
    i10 443, label %273
    i10 53, label %272
  ]

272:                                              ; preds = %265
  br label %276

273:                                              ; preds = %265, %265
  br label %276

274:                                              ; preds = %265, %265, %265
  br label %276

275:                                              ; preds = %265
  br label %276

276:                                              ; preds = %275, %274, %273, %272, %265, %265, %265
  %277 = phi i32 [ 6, %275 ], [ 4, %272 ], [ 3, %273 ], [ 2, %274 ], [ 1, %265 ], [ 1, %265 ], [ 1, %265 ]
  %278 = xor i32 %277, %268
  %279 = mul i32 %278, 16777619
  %280 = mul i32 %256, 1103515245
  %281 = add i32 %280, 12345
  %282 = lshr i32 %281, 1
  %283 = urem i32 %282, 70
  switch i32 %283, label %289 [
    i32 67, label %288
    i32 66, label %287
    i32 65, label %286
    i32 64, label %285
    i32 0, label %290
    i32 3, label %284
  ]

284:                                              ; preds = %276
  br label %290

285:                                              ; preds = %276
  br label %290

286:                                              ; preds = %276
  br label %290

287:                                              ; preds = %276
  br label %290

288:                                              ; preds = %276
  br label %290

289:                                              ; preds = %276
  br label %290

290:                                              ; preds = %289, %288, %287, %286, %285, %284, %276
  %291 = phi i32 [ 0, %289 ], [ 10, %288 ], [ 9, %287 ], [ 8, %286 ], [ 7, %285 ], [ 6, %284 ], [ 5, %276 ]
  %292 = xor i32 %279, %291
  %293 = mul i32 %292, 16777619
  %294 = lshr i32 %281, 3
  %295 = urem i32 %294, 600
  %296 = trunc i32 %295 to i10
  switch i10 %296, label %300 [
    i10 21, label %301
    i10 22, label %301
    i10 23, label %301
    i10 25, label %299
    i10 110, label %299
    i10 143, label %299
    i10 80, label %298
    i10 443, label %298
    i10 53, label %297
  ]

297:                                              ; preds = %290
  br label %301

298:                                              ; preds = %290, %290
  br label %301

299:                                              ; preds = %290, %290, %290
  br label %301

300:                                              ; preds = %290
  br label %301

301:                                              ; preds = %300, %299, %298, %297, %290, %290, %290
  %302 = phi i32 [ 6, %300 ], [ 4, %297 ], [ 3, %298 ], [ 2, %299 ], [ 1, %290 ], [ 1, %290 ], [ 1, %290 ]
  %303 = xor i32 %302, %293
  %304 = mul i32 %303, 16777619
  %305 = add nuw nsw i32 %152, 6
  %306 = icmp eq i32 %305, 600
  br i1 %306, label %312, label %151, !llvm.loop !14

307:                                              ; preds = %340
  %308 = xor i32 %343, 3
  %309 = mul i32 %308, 16777619
  %310 = xor i32 %309, 5
  %311 = mul i32 %310, 16777619
  br label %899

312:                                              ; preds = %301, %354
  %313 = phi i32 [ %358, %354 ], [ 0, %301 ]
  %314 = phi i32 [ %357, %354 ], [ %304, %301 ]
  %315 = trunc i32 %313 to i16
  switch i16 %315, label %316 [
    i16 8080, label %319
    i16 80, label %319
  ]

316:                                              ; preds = %312
  %317 = icmp ult i16 %315, 1024
  %318 = select i1 %317, i32 6, i32 7
  br label %319

319:                                              ; preds = %312, %312, %316
  %320 = phi i32 [ %318, %316 ], [ 3, %312 ], [ 3, %312 ]
  %321 = xor i32 %314, %320
  %322 = mul i32 %321, 16777619
  %323 = trunc i32 %313 to i16
  switch i16 %323, label %326 [
    i16 -976, label %330
    i16 -972, label %325
    i16 -944, label %324
  ]

324:                                              ; preds = %319
  br label %330

325:                                              ; preds = %319
  br label %330

326:                                              ; preds = %319
  %327 = add i16 %323, 997
  %328 = icmp ult i16 %327, 1024
  %329 = select i1 %328, i32 6, i32 7
  br label %330

330:                                              ; preds = %326, %325, %324, %319
  %331 = phi i32 [ %329, %326 ], [ 4, %324 ], [ 2, %325 ], [ 1, %319 ]
  %332 = xor i32 %322, %331
  %333 = mul i32 %332, 16777619
  %334 = trunc i32 %313 to i16
  switch i16 %334, label %336 [
    i16 -1884, label %335
    i16 -1972, label %340
  ]

335:                                              ; preds = %330
  br label %340

336:                                              ; preds = %330
  %337 = add i16 %334, 1994
  %338 = icmp ult i16 %337, 1024
  %339 = select i1 %338, i32 6, i32 7
  br label %340

340:                                              ; preds = %336, %335, %330
  %341 = phi i32 [ %339, %336 ], [ 2, %335 ], [ 1, %330 ]
  %342 = xor i32 %333, %341
  %343 = mul i32 %342, 16777619
  %344 = icmp ult i32 %313, 67009
  br i1 %344, label %345, label %307, !llvm.loop !15

345:                                              ; preds = %340
  %346 = trunc i32 %313 to i16
  switch i16 %346, label %350 [
    i16 -2992, label %347
    i16 -2548, label %348
    i16 -2968, label %354
    i16 -2848, label %349
  ]

347:                                              ; preds = %345
  br label %354

348:                                              ; preds = %345
  br label %354

349:                                              ; preds = %345
  br label %354

350:                                              ; preds = %345
  %351 = add i16 %346, 2991
  %352 = icmp ult i16 %351, 1024
  %353 = select i1 %352, i32 6, i32 7
  br label %354

354:                                              ; preds = %350, %349, %348, %347, %345
  %355 = phi i32 [ %353, %350 ], [ 5, %347 ], [ 3, %348 ], [ 2, %349 ], [ 1, %345 ]
  %356 = xor i32 %343, %355
  %357 = mul i32 %356, 16777619
  %358 = add nuw nsw i32 %313, 3988
  br label %312

359:                                              ; preds = %1001, %461
  %360 = phi i32 [ %465, %461 ], [ 0, %1001 ]
  %361 = phi i32 [ %464, %461 ], [ %1004, %1001 ]
  %362 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %360
  %363 = load i8, i8* %362, align 1, !tbaa !16
  switch i8 %363, label %364 [
    i8 32, label %365
    i8 9, label %365
    i8 10, label %365
    i8 44, label %365
    i8 59, label %365
    i8 58, label %365
    i8 46, label %365
    i8 33, label %365
    i8 63, label %365
  ]

364:                                              ; preds = %359
  br label %365

365:                                              ; preds = %364, %359, %359, %359, %359, %359, %359, %359, %359, %359
  %366 = phi i32 [ 0, %364 ], [ 2, %359 ], [ 2, %359 ], [ 2, %359 ], [ 2, %359 ], [ 2, %359 ], [ 2, %359 ], [ 2, %359 ], [ 2, %359 ], [ 2, %359 ]
  %367 = xor i32 %361, %366
  %368 = mul i32 %367, 16777619
  %369 = add nuw nsw i32 %360, 1
  %370 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %369
  %371 = load i8, i8* %370, align 1, !tbaa !16
  switch i8 %371, label %372 [
    i8 32, label %373
    i8 9, label %373
    i8 10, label %373
    i8 44, label %373
    i8 59, label %373
    i8 58, label %373
    i8 46, label %373
    i8 33, label %373
    i8 63, label %373
  ]

372:                                              ; preds = %365
  br label %373

373:                                              ; preds = %372, %365, %365, %365, %365, %365, %365, %365, %365, %365
  %374 = phi i32 [ 0, %372 ], [ 2, %365 ], [ 2, %365 ], [ 2, %365 ], [ 2, %365 ], [ 2, %365 ], [ 2, %365 ], [ 2, %365 ], [ 2, %365 ], [ 2, %365 ]
  %375 = xor i32 %368, %374
  %376 = mul i32 %375, 16777619
  %377 = add nuw nsw i32 %360, 2
  %378 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %377
  %379 = load i8, i8* %378, align 1, !tbaa !16
  switch i8 %379, label %380 [
    i8 32, label %381
    i8 9, label %381
    i8 10, label %381
    i8 44, label %381
    i8 59, label %381
    i8 58, label %381
    i8 46, label %381
    i8 33, label %381
    i8 63, label %381
  ]

380:                                              ; preds = %373
  br label %381

381:                                              ; preds = %380, %373, %373, %373, %373, %373, %373, %373, %373, %373
  %382 = phi i32 [ 0, %380 ], [ 2, %373 ], [ 2, %373 ], [ 2, %373 ], [ 2, %373 ], [ 2, %373 ], [ 2, %373 ], [ 2, %373 ], [ 2, %373 ], [ 2, %373 ]
  %383 = xor i32 %376, %382
  %384 = mul i32 %383, 16777619
  %385 = add nuw nsw i32 %360, 3
  %386 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %385
  %387 = load i8, i8* %386, align 1, !tbaa !16
  switch i8 %387, label %388 [
    i8 32, label %389
    i8 9, label %389
    i8 10, label %389
    i8 44, label %389
    i8 59, label %389
    i8 58, label %389
    i8 46, label %389
    i8 33, label %389
    i8 63, label %389
  ]

388:                                              ; preds = %381
  br label %389

389:                                              ; preds = %388, %381, %381, %381, %381, %381, %381, %381, %381, %381
  %390 = phi i32 [ 0, %388 ], [ 2, %381 ], [ 2, %381 ], [ 2, %381 ], [ 2, %381 ], [ 2, %381 ], [ 2, %381 ], [ 2, %381 ], [ 2, %381 ], [ 2, %381 ]
  %391 = xor i32 %384, %390
  %392 = mul i32 %391, 16777619
  %393 = add nuw nsw i32 %360, 4
  %394 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %393
  %395 = load i8, i8* %394, align 1, !tbaa !16
  switch i8 %395, label %396 [
    i8 32, label %397
    i8 9, label %397
    i8 10, label %397
    i8 44, label %397
    i8 59, label %397
    i8 58, label %397
    i8 46, label %397
    i8 33, label %397
    i8 63, label %397
  ]

396:                                              ; preds = %389
  br label %397

397:                                              ; preds = %396, %389, %389, %389, %389, %389, %389, %389, %389, %389
  %398 = phi i32 [ 0, %396 ], [ 2, %389 ], [ 2, %389 ], [ 2, %389 ], [ 2, %389 ], [ 2, %389 ], [ 2, %389 ], [ 2, %389 ], [ 2, %389 ], [ 2, %389 ]
  %399 = xor i32 %392, %398
  %400 = mul i32 %399, 16777619
  %401 = add nuw nsw i32 %360, 5
  %402 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %401
  %403 = load i8, i8* %402, align 1, !tbaa !16
  switch i8 %403, label %404 [
    i8 32, label %405
    i8 9, label %405
    i8 10, label %405
    i8 44, label %405
    i8 59, label %405
    i8 58, label %405
    i8 46, label %405
    i8 33, label %405
    i8 63, label %405
  ]

404:                                              ; preds = %397
  br label %405

405:                                              ; preds = %404, %397, %397, %397, %397, %397, %397, %397, %397, %397
  %406 = phi i32 [ 0, %404 ], [ 2, %397 ], [ 2, %397 ], [ 2, %397 ], [ 2, %397 ], [ 2, %397 ], [ 2, %397 ], [ 2, %397 ], [ 2, %397 ], [ 2, %397 ]
  %407 = xor i32 %400, %406
  %408 = mul i32 %407, 16777619
  %409 = add nuw nsw i32 %360, 6
  %410 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %409
  %411 = load i8, i8* %410, align 1, !tbaa !16
  switch i8 %411, label %412 [
    i8 32, label %413
    i8 9, label %413
    i8 10, label %413
    i8 44, label %413
    i8 59, label %413
    i8 58, label %413
    i8 46, label %413
    i8 33, label %413
    i8 63, label %413
  ]

412:                                              ; preds = %405
  br label %413

413:                                              ; preds = %412, %405, %405, %405, %405, %405, %405, %405, %405, %405
  %414 = phi i32 [ 0, %412 ], [ 2, %405 ], [ 2, %405 ], [ 2, %405 ], [ 2, %405 ], [ 2, %405 ], [ 2, %405 ], [ 2, %405 ], [ 2, %405 ], [ 2, %405 ]
  %415 = xor i32 %408, %414
  %416 = mul i32 %415, 16777619
  %417 = add nuw nsw i32 %360, 7
  %418 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %417
  %419 = load i8, i8* %418, align 1, !tbaa !16
  switch i8 %419, label %420 [
    i8 32, label %421
    i8 9, label %421
    i8 10, label %421
    i8 44, label %421
    i8 59, label %421
    i8 58, label %421
    i8 46, label %421
    i8 33, label %421
    i8 63, label %421
  ]

420:                                              ; preds = %413
  br label %421

421:                                              ; preds = %420, %413, %413, %413, %413, %413, %413, %413, %413, %413
  %422 = phi i32 [ 0, %420 ], [ 2, %413 ], [ 2, %413 ], [ 2, %413 ], [ 2, %413 ], [ 2, %413 ], [ 2, %413 ], [ 2, %413 ], [ 2, %413 ], [ 2, %413 ]
  %423 = xor i32 %416, %422
  %424 = mul i32 %423, 16777619
  %425 = add nuw nsw i32 %360, 8
  %426 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %425
  %427 = load i8, i8* %426, align 1, !tbaa !16
  switch i8 %427, label %428 [
    i8 32, label %429
    i8 9, label %429
    i8 10, label %429
    i8 44, label %429
    i8 59, label %429
    i8 58, label %429
    i8 46, label %429
    i8 33, label %429
    i8 63, label %429
  ]

428:                                              ; preds = %421
  br label %429

429:                                              ; preds = %428, %421, %421, %421, %421, %421, %421, %421, %421, %421
  %430 = phi i32 [ 0, %428 ], [ 2, %421 ], [ 2, %421 ], [ 2, %421 ], [ 2, %421 ], [ 2, %421 ], [ 2, %421 ], [ 2, %421 ], [ 2, %421 ], [ 2, %421 ]
  %431 = xor i32 %424, %430
  %432 = mul i32 %431, 16777619
  %433 = add nuw nsw i32 %360, 9
  %434 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %433
  %435 = load i8, i8* %434, align 1, !tbaa !16
  switch i8 %435, label %436 [
    i8 32, label %437
    i8 9, label %437
    i8 10, label %437
    i8 44, label %437
    i8 59, label %437
    i8 58, label %437
    i8 46, label %437
    i8 33, label %437
    i8 63, label %437
  ]

436:                                              ; preds = %429
  br label %437

437:                                              ; preds = %436, %429, %429, %429, %429, %429, %429, %429, %429, %429
  %438 = phi i32 [ 0, %436 ], [ 2, %429 ], [ 2, %429 ], [ 2, %429 ], [ 2, %429 ], [ 2, %429 ], [ 2, %429 ], [ 2, %429 ], [ 2, %429 ], [ 2, %429 ]
  %439 = xor i32 %432, %438
  %440 = mul i32 %439, 16777619
  %441 = add nuw nsw i32 %360, 10
  %442 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %441
  %443 = load i8, i8* %442, align 1, !tbaa !16
  switch i8 %443, label %444 [
    i8 32, label %445
    i8 9, label %445
    i8 10, label %445
    i8 44, label %445
    i8 59, label %445
    i8 58, label %445
    i8 46, label %445
    i8 33, label %445
    i8 63, label %445
  ]

444:                                              ; preds = %437
  br label %445

445:                                              ; preds = %444, %437, %437, %437, %437, %437, %437, %437, %437, %437
  %446 = phi i32 [ 0, %444 ], [ 2, %437 ], [ 2, %437 ], [ 2, %437 ], [ 2, %437 ], [ 2, %437 ], [ 2, %437 ], [ 2, %437 ], [ 2, %437 ], [ 2, %437 ]
  %447 = xor i32 %440, %446
  %448 = mul i32 %447, 16777619
  %449 = add nuw nsw i32 %360, 11
  %450 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %449
  %451 = load i8, i8* %450, align 1, !tbaa !16
  switch i8 %451, label %452 [
    i8 32, label %453
    i8 9, label %453
    i8 10, label %453
    i8 44, label %453
    i8 59, label %453
    i8 58, label %453
    i8 46, label %453
    i8 33, label %453
    i8 63, label %453
  ]

452:                                              ; preds = %445
  br label %453

453:                                              ; preds = %452, %445, %445, %445, %445, %445, %445, %445, %445, %445
  %454 = phi i32 [ 0, %452 ], [ 2, %445 ], [ 2, %445 ], [ 2, %445 ], [ 2, %445 ], [ 2, %445 ], [ 2, %445 ], [ 2, %445 ], [ 2, %445 ], [ 2, %445 ]
  %455 = xor i32 %448, %454
  %456 = mul i32 %455, 16777619
  %457 = add nuw nsw i32 %360, 12
  %458 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %457
  %459 = load i8, i8* %458, align 1, !tbaa !16
  switch i8 %459, label %460 [
    i8 32, label %461
    i8 9, label %461
    i8 10, label %461
    i8 44, label %461
    i8 59, label %461
    i8 58, label %461
    i8 46, label %461
    i8 33, label %461
    i8 63, label %461
  ]

460:                                              ; preds = %453
  br label %461

461:                                              ; preds = %460, %453, %453, %453, %453, %453, %453, %453, %453, %453
  %462 = phi i32 [ 0, %460 ], [ 2, %453 ], [ 2, %453 ], [ 2, %453 ], [ 2, %453 ], [ 2, %453 ], [ 2, %453 ], [ 2, %453 ], [ 2, %453 ], [ 2, %453 ]
  %463 = xor i32 %456, %462
  %464 = mul i32 %463, 16777619
  %465 = add nuw nsw i32 %360, 13
  %466 = icmp eq i32 %465, 65
  br i1 %466, label %467, label %359, !llvm.loop !17

467:                                              ; preds = %461, %569
  %468 = phi i32 [ %573, %569 ], [ 0, %461 ]
  %469 = phi i32 [ %572, %569 ], [ %464, %461 ]
  %470 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %468
  %471 = load i8, i8* %470, align 1, !tbaa !16
  switch i8 %471, label %472 [
    i8 32, label %473
    i8 9, label %473
    i8 10, label %473
    i8 44, label %473
    i8 59, label %473
    i8 58, label %473
    i8 46, label %473
    i8 33, label %473
    i8 63, label %473
  ]

472:                                              ; preds = %467
  br label %473

473:                                              ; preds = %472, %467, %467, %467, %467, %467, %467, %467, %467, %467
  %474 = phi i32 [ 0, %472 ], [ 4, %467 ], [ 4, %467 ], [ 4, %467 ], [ 4, %467 ], [ 4, %467 ], [ 4, %467 ], [ 4, %467 ], [ 4, %467 ], [ 4, %467 ]
  %475 = xor i32 %469, %474
  %476 = mul i32 %475, 16777619
  %477 = add nuw nsw i32 %468, 1
  %478 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %477
  %479 = load i8, i8* %478, align 1, !tbaa !16
  switch i8 %479, label %480 [
    i8 32, label %481
    i8 9, label %481
    i8 10, label %481
    i8 44, label %481
    i8 59, label %481
    i8 58, label %481
    i8 46, label %481
    i8 33, label %481
    i8 63, label %481
  ]

480:                                              ; preds = %473
  br label %481

481:                                              ; preds = %480, %473, %473, %473, %473, %473, %473, %473, %473, %473
  %482 = phi i32 [ 0, %480 ], [ 4, %473 ], [ 4, %473 ], [ 4, %473 ], [ 4, %473 ], [ 4, %473 ], [ 4, %473 ], [ 4, %473 ], [ 4, %473 ], [ 4, %473 ]
  %483 = xor i32 %476, %482
  %484 = mul i32 %483, 16777619
  %485 = add nuw nsw i32 %468, 2
  %486 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %485
  %487 = load i8, i8* %486, align 1, !tbaa !16
  switch i8 %487, label %488 [
    i8 32, label %489
    i8 9, label %489
    i8 10, label %489
    i8 44, label %489
    i8 59, label %489
    i8 58, label %489
    i8 46, label %489
    i8 33, label %489
    i8 63, label %489
  ]

488:                                              ; preds = %481
  br label %489

489:                                              ; preds = %488, %481, %481, %481, %481, %481, %481, %481, %481, %481
  %490 = phi i32 [ 0, %488 ], [ 4, %481 ], [ 4, %481 ], [ 4, %481 ], [ 4, %481 ], [ 4, %481 ], [ 4, %481 ], [ 4, %481 ], [ 4, %481 ], [ 4, %481 ]
  %491 = xor i32 %484, %490
  %492 = mul i32 %491, 16777619
  %493 = add nuw nsw i32 %468, 3
  %494 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %493
  %495 = load i8, i8* %494, align 1, !tbaa !16
  switch i8 %495, label %496 [
    i8 32, label %497
    i8 9, label %497
    i8 10, label %497
    i8 44, label %497
    i8 59, label %497
    i8 58, label %497
    i8 46, label %497
    i8 33, label %497
    i8 63, label %497
  ]

496:                                              ; preds = %489
  br label %497

497:                                              ; preds = %496, %489, %489, %489, %489, %489, %489, %489, %489, %489
  %498 = phi i32 [ 0, %496 ], [ 4, %489 ], [ 4, %489 ], [ 4, %489 ], [ 4, %489 ], [ 4, %489 ], [ 4, %489 ], [ 4, %489 ], [ 4, %489 ], [ 4, %489 ]
  %499 = xor i32 %492, %498
  %500 = mul i32 %499, 16777619
  %501 = add nuw nsw i32 %468, 4
  %502 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %501
  %503 = load i8, i8* %502, align 1, !tbaa !16
  switch i8 %503, label %504 [
    i8 32, label %505
    i8 9, label %505
    i8 10, label %505
    i8 44, label %505
    i8 59, label %505
    i8 58, label %505
    i8 46, label %505
    i8 33, label %505
    i8 63, label %505
  ]

504:                                              ; preds = %497
  br label %505

505:                                              ; preds = %504, %497, %497, %497, %497, %497, %497, %497, %497, %497
  %506 = phi i32 [ 0, %504 ], [ 4, %497 ], [ 4, %497 ], [ 4, %497 ], [ 4, %497 ], [ 4, %497 ], [ 4, %497 ], [ 4, %497 ], [ 4, %497 ], [ 4, %497 ]
  %507 = xor i32 %500, %506
  %508 = mul i32 %507, 16777619
  %509 = add nuw nsw i32 %468, 5
  %510 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %509
  %511 = load i8, i8* %510, align 1, !tbaa !16
  switch i8 %511, label %512 [
    i8 32, label %513
    i8 9, label %513
    i8 10, label %513
    i8 44, label %513
    i8 59, label %513
    i8 58, label %513
    i8 46, label %513
    i8 33, label %513
    i8 63, label %513
  ]

512:                                              ; preds = %505
  br label %513

513:                                              ; preds = %512, %505, %505, %505, %505, %505, %505, %505, %505, %505
  %514 = phi i32 [ 0, %512 ], [ 4, %505 ], [ 4, %505 ], [ 4, %505 ], [ 4, %505 ], [ 4, %505 ], [ 4, %505 ], [ 4, %505 ], [ 4, %505 ], [ 4, %505 ]
  %515 = xor i32 %508, %514
  %516 = mul i32 %515, 16777619
  %517 = add nuw nsw i32 %468, 6
  %518 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %517
  %519 = load i8, i8* %518, align 1, !tbaa !16
  switch i8 %519, label %520 [
    i8 32, label %521
    i8 9, label %521
    i8 10, label %521
    i8 44, label %521
    i8 59, label %521
    i8 58, label %521
    i8 46, label %521
    i8 33, label %521
    i8 63, label %521
  ]

520:                                              ; preds = %513
  br label %521

521:                                              ; preds = %520, %513, %513, %513, %513, %513, %513, %513, %513, %513
  %522 = phi i32 [ 0, %520 ], [ 4, %513 ], [ 4, %513 ], [ 4, %513 ], [ 4, %513 ], [ 4, %513 ], [ 4, %513 ], [ 4, %513 ], [ 4, %513 ], [ 4, %513 ]
  %523 = xor i32 %516, %522
  %524 = mul i32 %523, 16777619
  %525 = add nuw nsw i32 %468, 7
  %526 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %525
  %527 = load i8, i8* %526, align 1, !tbaa !16
  switch i8 %527, label %528 [
    i8 32, label %529
    i8 9, label %529
    i8 10, label %529
    i8 44, label %529
    i8 59, label %529
    i8 58, label %529
    i8 46, label %529
    i8 33, label %529
    i8 63, label %529
  ]

528:                                              ; preds = %521
  br label %529

529:                                              ; preds = %528, %521, %521, %521, %521, %521, %521, %521, %521, %521
  %530 = phi i32 [ 0, %528 ], [ 4, %521 ], [ 4, %521 ], [ 4, %521 ], [ 4, %521 ], [ 4, %521 ], [ 4, %521 ], [ 4, %521 ], [ 4, %521 ], [ 4, %521 ]
  %531 = xor i32 %524, %530
  %532 = mul i32 %531, 16777619
  %533 = add nuw nsw i32 %468, 8
  %534 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %533
  %535 = load i8, i8* %534, align 1, !tbaa !16
  switch i8 %535, label %536 [
    i8 32, label %537
    i8 9, label %537
    i8 10, label %537
    i8 44, label %537
    i8 59, label %537
    i8 58, label %537
    i8 46, label %537
    i8 33, label %537
    i8 63, label %537
  ]

536:                                              ; preds = %529
  br label %537

537:                                              ; preds = %536, %529, %529, %529, %529, %529, %529, %529, %529, %529
  %538 = phi i32 [ 0, %536 ], [ 4, %529 ], [ 4, %529 ], [ 4, %529 ], [ 4, %529 ], [ 4, %529 ], [ 4, %529 ], [ 4, %529 ], [ 4, %529 ], [ 4, %529 ]
  %539 = xor i32 %532, %538
  %540 = mul i32 %539, 16777619
  %541 = add nuw nsw i32 %468, 9
  %542 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %541
  %543 = load i8, i8* %542, align 1, !tbaa !16
  switch i8 %543, label %544 [
    i8 32, label %545
    i8 9, label %545
    i8 10, label %545
    i8 44, label %545
    i8 59, label %545
    i8 58, label %545
    i8 46, label %545
    i8 33, label %545
    i8 63, label %545
  ]

544:                                              ; preds = %537
  br label %545

545:                                              ; preds = %544, %537, %537, %537, %537, %537, %537, %537, %537, %537
  %546 = phi i32 [ 0, %544 ], [ 4, %537 ], [ 4, %537 ], [ 4, %537 ], [ 4, %537 ], [ 4, %537 ], [ 4, %537 ], [ 4, %537 ], [ 4, %537 ], [ 4, %537 ]
  %547 = xor i32 %540, %546
  %548 = mul i32 %547, 16777619
  %549 = add nuw nsw i32 %468, 10
  %550 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %549
  %551 = load i8, i8* %550, align 1, !tbaa !16
  switch i8 %551, label %552 [
    i8 32, label %553
    i8 9, label %553
    i8 10, label %553
    i8 44, label %553
    i8 59, label %553
    i8 58, label %553
    i8 46, label %553
    i8 33, label %553
    i8 63, label %553
  ]

552:                                              ; preds = %545
  br label %553

553:                                              ; preds = %552, %545, %545, %545, %545, %545, %545, %545, %545, %545
  %554 = phi i32 [ 0, %552 ], [ 4, %545 ], [ 4, %545 ], [ 4, %545 ], [ 4, %545 ], [ 4, %545 ], [ 4, %545 ], [ 4, %545 ], [ 4, %545 ], [ 4, %545 ]
  %555 = xor i32 %548, %554
  %556 = mul i32 %555, 16777619
  %557 = add nuw nsw i32 %468, 11
  %558 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %557
  %559 = load i8, i8* %558, align 1, !tbaa !16
  switch i8 %559, label %560 [
    i8 32, label %561
    i8 9, label %561
    i8 10, label %561
    i8 44, label %561
    i8 59, label %561
    i8 58, label %561
    i8 46, label %561
    i8 33, label %561
    i8 63, label %561
  ]

560:                                              ; preds = %553
  br label %561

561:                                              ; preds = %560, %553, %553, %553, %553, %553, %553, %553, %553, %553
  %562 = phi i32 [ 0, %560 ], [ 4, %553 ], [ 4, %553 ], [ 4, %553 ], [ 4, %553 ], [ 4, %553 ], [ 4, %553 ], [ 4, %553 ], [ 4, %553 ], [ 4, %553 ]
  %563 = xor i32 %556, %562
  %564 = mul i32 %563, 16777619
  %565 = add nuw nsw i32 %468, 12
  %566 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %565
  %567 = load i8, i8* %566, align 1, !tbaa !16
  switch i8 %567, label %568 [
    i8 32, label %569
    i8 9, label %569
    i8 10, label %569
    i8 44, label %569
    i8 59, label %569
    i8 58, label %569
    i8 46, label %569
    i8 33, label %569
    i8 63, label %569
  ]

568:                                              ; preds = %561
  br label %569

569:                                              ; preds = %568, %561, %561, %561, %561, %561, %561, %561, %561, %561
  %570 = phi i32 [ 0, %568 ], [ 4, %561 ], [ 4, %561 ], [ 4, %561 ], [ 4, %561 ], [ 4, %561 ], [ 4, %561 ], [ 4, %561 ], [ 4, %561 ], [ 4, %561 ]
  %571 = xor i32 %564, %570
  %572 = mul i32 %571, 16777619
  %573 = add nuw nsw i32 %468, 13
  %574 = icmp eq i32 %573, 65
  br i1 %574, label %575, label %467, !llvm.loop !17

575:                                              ; preds = %569, %677
  %576 = phi i32 [ %681, %677 ], [ 0, %569 ]
  %577 = phi i32 [ %680, %677 ], [ %572, %569 ]
  %578 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %576
  %579 = load i8, i8* %578, align 1, !tbaa !16
  switch i8 %579, label %580 [
    i8 32, label %581
    i8 9, label %581
    i8 10, label %581
    i8 44, label %581
    i8 59, label %581
    i8 58, label %581
    i8 46, label %581
    i8 33, label %581
    i8 63, label %581
  ]

580:                                              ; preds = %575
  br label %581

581:                                              ; preds = %580, %575, %575, %575, %575, %575, %575, %575, %575, %575
  %582 = phi i32 [ 0, %580 ], [ 8, %575 ], [ 8, %575 ], [ 8, %575 ], [ 8, %575 ], [ 8, %575 ], [ 8, %575 ], [ 8, %575 ], [ 8, %575 ], [ 8, %575 ]
  %583 = xor i32 %577, %582
  %584 = mul i32 %583, 16777619
  %585 = add nuw nsw i32 %576, 1
  %586 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %585
  %587 = load i8, i8* %586, align 1, !tbaa !16
  switch i8 %587, label %588 [
    i8 32, label %589
    i8 9, label %589
    i8 10, label %589
    i8 44, label %589
    i8 59, label %589
    i8 58, label %589
    i8 46, label %589
    i8 33, label %589
    i8 63, label %589
  ]

588:                                              ; preds = %581
  br label %589

589:                                              ; preds = %588, %581, %581, %581, %581, %581, %581, %581, %581, %581
  %590 = phi i32 [ 0, %588 ], [ 8, %581 ], [ 8, %581 ], [ 8, %581 ], [ 8, %581 ], [ 8, %581 ], [ 8, %581 ], [ 8, %581 ], [ 8, %581 ], [ 8, %581 ]
  %591 = xor i32 %584, %590
  %592 = mul i32 %591, 16777619
  %593 = add nuw nsw i32 %576, 2
  %594 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %593
  %595 = load i8, i8* %594, align 1, !tbaa !16
  switch i8 %595, label %596 [
    i8 32, label %597
    i8 9, label %597
    i8 10, label %597
    i8 44, label %597
    i8 59, label %597
    i8 58, label %597
    i8 46, label %597
    i8 33, label %597
    i8 63, label %597
  ]

596:                                              ; preds = %589
  br label %597

597:                                              ; preds = %596, %589, %589, %589, %589, %589, %589, %589, %589, %589
  %598 = phi i32 [ 0, %596 ], [ 8, %589 ], [ 8, %589 ], [ 8, %589 ], [ 8, %589 ], [ 8, %589 ], [ 8, %589 ], [ 8, %589 ], [ 8, %589 ], [ 8, %589 ]
  %599 = xor i32 %592, %598
  %600 = mul i32 %599, 16777619
  %601 = add nuw nsw i32 %576, 3
  %602 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %601
  %603 = load i8, i8* %602, align 1, !tbaa !16
  switch i8 %603, label %604 [
    i8 32, label %605
    i8 9, label %605
    i8 10, label %605
    i8 44, label %605
    i8 59, label %605
    i8 58, label %605
    i8 46, label %605
    i8 33, label %605
    i8 63, label %605
  ]

604:                                              ; preds = %597
  br label %605

605:                                              ; preds = %604, %597, %597, %597, %597, %597, %597, %597, %597, %597
  %606 = phi i32 [ 0, %604 ], [ 8, %597 ], [ 8, %597 ], [ 8, %597 ], [ 8, %597 ], [ 8, %597 ], [ 8, %597 ], [ 8, %597 ], [ 8, %597 ], [ 8, %597 ]
  %607 = xor i32 %600, %606
  %608 = mul i32 %607, 16777619
  %609 = add nuw nsw i32 %576, 4
  %610 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %609
  %611 = load i8, i8* %610, align 1, !tbaa !16
  switch i8 %611, label %612 [
    i8 32, label %613
    i8 9, label %613
    i8 10, label %613
    i8 44, label %613
    i8 59, label %613
    i8 58, label %613
    i8 46, label %613
    i8 33, label %613
    i8 63, label %613
  ]

612:                                              ; preds = %605
  br label %613

613:                                              ; preds = %612, %605, %605, %605, %605, %605, %605, %605, %605, %605
  %614 = phi i32 [ 0, %612 ], [ 8, %605 ], [ 8, %605 ], [ 8, %605 ], [ 8, %605 ], [ 8, %605 ], [ 8, %605 ], [ 8, %605 ], [ 8, %605 ], [ 8, %605 ]
  %615 = xor i32 %608, %614
  %616 = mul i32 %615, 16777619
  %617 = add nuw nsw i32 %576, 5
  %618 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %617
  %619 = load i8, i8* %618, align 1, !tbaa !16
  switch i8 %619, label %620 [
    i8 32, label %621
    i8 9, label %621
    i8 10, label %621
    i8 44, label %621
    i8 59, label %621
    i8 58, label %621
    i8 46, label %621
    i8 33, label %621
    i8 63, label %621
  ]

620:                                              ; preds = %613
  br label %621

621:                                              ; preds = %620, %613, %613, %613, %613, %613, %613, %613, %613, %613
  %622 = phi i32 [ 0, %620 ], [ 8, %613 ], [ 8, %613 ], [ 8, %613 ], [ 8, %613 ], [ 8, %613 ], [ 8, %613 ], [ 8, %613 ], [ 8, %613 ], [ 8, %613 ]
  %623 = xor i32 %616, %622
  %624 = mul i32 %623, 16777619
  %625 = add nuw nsw i32 %576, 6
  %626 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %625
  %627 = load i8, i8* %626, align 1, !tbaa !16
  switch i8 %627, label %628 [
    i8 32, label %629
    i8 9, label %629
    i8 10, label %629
    i8 44, label %629
    i8 59, label %629
    i8 58, label %629
    i8 46, label %629
    i8 33, label %629
    i8 63, label %629
  ]

628:                                              ; preds = %621
  br label %629

629:                                              ; preds = %628, %621, %621, %621, %621, %621, %621, %621, %621, %621
  %630 = phi i32 [ 0, %628 ], [ 8, %621 ], [ 8, %621 ], [ 8, %621 ], [ 8, %621 ], [ 8, %621 ], [ 8, %621 ], [ 8, %621 ], [ 8, %621 ], [ 8, %621 ]
  %631 = xor i32 %624, %630
  %632 = mul i32 %631, 16777619
  %633 = add nuw nsw i32 %576, 7
  %634 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %633
  %635 = load i8, i8* %634, align 1, !tbaa !16
  switch i8 %635, label %636 [
    i8 32, label %637
    i8 9, label %637
    i8 10, label %637
    i8 44, label %637
    i8 59, label %637
    i8 58, label %637
    i8 46, label %637
    i8 33, label %637
    i8 63, label %637
  ]

636:                                              ; preds = %629
  br label %637

637:                                              ; preds = %636, %629, %629, %629, %629, %629, %629, %629, %629, %629
  %638 = phi i32 [ 0, %636 ], [ 8, %629 ], [ 8, %629 ], [ 8, %629 ], [ 8, %629 ], [ 8, %629 ], [ 8, %629 ], [ 8, %629 ], [ 8, %629 ], [ 8, %629 ]
  %639 = xor i32 %632, %638
  %640 = mul i32 %639, 16777619
  %641 = add nuw nsw i32 %576, 8
  %642 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %641
  %643 = load i8, i8* %642, align 1, !tbaa !16
  switch i8 %643, label %644 [
    i8 32, label %645
    i8 9, label %645
    i8 10, label %645
    i8 44, label %645
    i8 59, label %645
    i8 58, label %645
    i8 46, label %645
    i8 33, label %645
    i8 63, label %645
  ]

644:                                              ; preds = %637
  br label %645

645:                                              ; preds = %644, %637, %637, %637, %637, %637, %637, %637, %637, %637
  %646 = phi i32 [ 0, %644 ], [ 8, %637 ], [ 8, %637 ], [ 8, %637 ], [ 8, %637 ], [ 8, %637 ], [ 8, %637 ], [ 8, %637 ], [ 8, %637 ], [ 8, %637 ]
  %647 = xor i32 %640, %646
  %648 = mul i32 %647, 16777619
  %649 = add nuw nsw i32 %576, 9
  %650 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %649
  %651 = load i8, i8* %650, align 1, !tbaa !16
  switch i8 %651, label %652 [
    i8 32, label %653
    i8 9, label %653
    i8 10, label %653
    i8 44, label %653
    i8 59, label %653
    i8 58, label %653
    i8 46, label %653
    i8 33, label %653
    i8 63, label %653
  ]

652:                                              ; preds = %645
  br label %653

653:                                              ; preds = %652, %645, %645, %645, %645, %645, %645, %645, %645, %645
  %654 = phi i32 [ 0, %652 ], [ 8, %645 ], [ 8, %645 ], [ 8, %645 ], [ 8, %645 ], [ 8, %645 ], [ 8, %645 ], [ 8, %645 ], [ 8, %645 ], [ 8, %645 ]
  %655 = xor i32 %648, %654
  %656 = mul i32 %655, 16777619
  %657 = add nuw nsw i32 %576, 10
  %658 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %657
  %659 = load i8, i8* %658, align 1, !tbaa !16
  switch i8 %659, label %660 [
    i8 32, label %661
    i8 9, label %661
    i8 10, label %661
    i8 44, label %661
    i8 59, label %661
    i8 58, label %661
    i8 46, label %661
    i8 33, label %661
    i8 63, label %661
  ]

660:                                              ; preds = %653
  br label %661

661:                                              ; preds = %660, %653, %653, %653, %653, %653, %653, %653, %653, %653
  %662 = phi i32 [ 0, %660 ], [ 8, %653 ], [ 8, %653 ], [ 8, %653 ], [ 8, %653 ], [ 8, %653 ], [ 8, %653 ], [ 8, %653 ], [ 8, %653 ], [ 8, %653 ]
  %663 = xor i32 %656, %662
  %664 = mul i32 %663, 16777619
  %665 = add nuw nsw i32 %576, 11
  %666 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %665
  %667 = load i8, i8* %666, align 1, !tbaa !16
  switch i8 %667, label %668 [
    i8 32, label %669
    i8 9, label %669
    i8 10, label %669
    i8 44, label %669
    i8 59, label %669
    i8 58, label %669
    i8 46, label %669
    i8 33, label %669
    i8 63, label %669
  ]

668:                                              ; preds = %661
  br label %669

669:                                              ; preds = %668, %661, %661, %661, %661, %661, %661, %661, %661, %661
  %670 = phi i32 [ 0, %668 ], [ 8, %661 ], [ 8, %661 ], [ 8, %661 ], [ 8, %661 ], [ 8, %661 ], [ 8, %661 ], [ 8, %661 ], [ 8, %661 ], [ 8, %661 ]
  %671 = xor i32 %664, %670
  %672 = mul i32 %671, 16777619
  %673 = add nuw nsw i32 %576, 12
  %674 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %673
  %675 = load i8, i8* %674, align 1, !tbaa !16
  switch i8 %675, label %676 [
    i8 32, label %677
    i8 9, label %677
    i8 10, label %677
    i8 44, label %677
    i8 59, label %677
    i8 58, label %677
    i8 46, label %677
    i8 33, label %677
    i8 63, label %677
  ]

676:                                              ; preds = %669
  br label %677

677:                                              ; preds = %676, %669, %669, %669, %669, %669, %669, %669, %669, %669
  %678 = phi i32 [ 0, %676 ], [ 8, %669 ], [ 8, %669 ], [ 8, %669 ], [ 8, %669 ], [ 8, %669 ], [ 8, %669 ], [ 8, %669 ], [ 8, %669 ], [ 8, %669 ]
  %679 = xor i32 %672, %678
  %680 = mul i32 %679, 16777619
  %681 = add nuw nsw i32 %576, 13
  %682 = icmp eq i32 %681, 65
  br i1 %682, label %683, label %575, !llvm.loop !17

683:                                              ; preds = %677, %785
  %684 = phi i32 [ %789, %785 ], [ 0, %677 ]
  %685 = phi i32 [ %788, %785 ], [ %680, %677 ]
  %686 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %684
  %687 = load i8, i8* %686, align 1, !tbaa !16
  switch i8 %687, label %688 [
    i8 32, label %689
    i8 9, label %689
    i8 10, label %689
    i8 44, label %689
    i8 59, label %689
    i8 58, label %689
    i8 46, label %689
    i8 33, label %689
    i8 63, label %689
  ]

688:                                              ; preds = %683
  br label %689

689:                                              ; preds = %688, %683, %683, %683, %683, %683, %683, %683, %683, %683
  %690 = phi i32 [ 0, %688 ], [ 1, %683 ], [ 1, %683 ], [ 1, %683 ], [ 1, %683 ], [ 1, %683 ], [ 1, %683 ], [ 1, %683 ], [ 1, %683 ], [ 1, %683 ]
  %691 = xor i32 %685, %690
  %692 = mul i32 %691, 16777619
  %693 = add nuw nsw i32 %684, 1
  %694 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %693
  %695 = load i8, i8* %694, align 1, !tbaa !16
  switch i8 %695, label %696 [
    i8 32, label %697
    i8 9, label %697
    i8 10, label %697
    i8 44, label %697
    i8 59, label %697
    i8 58, label %697
    i8 46, label %697
    i8 33, label %697
    i8 63, label %697
  ]

696:                                              ; preds = %689
  br label %697

697:                                              ; preds = %696, %689, %689, %689, %689, %689, %689, %689, %689, %689
  %698 = phi i32 [ 0, %696 ], [ 1, %689 ], [ 1, %689 ], [ 1, %689 ], [ 1, %689 ], [ 1, %689 ], [ 1, %689 ], [ 1, %689 ], [ 1, %689 ], [ 1, %689 ]
  %699 = xor i32 %692, %698
  %700 = mul i32 %699, 16777619
  %701 = add nuw nsw i32 %684, 2
  %702 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %701
  %703 = load i8, i8* %702, align 1, !tbaa !16
  switch i8 %703, label %704 [
    i8 32, label %705
    i8 9, label %705
    i8 10, label %705
    i8 44, label %705
    i8 59, label %705
    i8 58, label %705
    i8 46, label %705
    i8 33, label %705
    i8 63, label %705
  ]

704:                                              ; preds = %697
  br label %705

705:                                              ; preds = %704, %697, %697, %697, %697, %697, %697, %697, %697, %697
  %706 = phi i32 [ 0, %704 ], [ 1, %697 ], [ 1, %697 ], [ 1, %697 ], [ 1, %697 ], [ 1, %697 ], [ 1, %697 ], [ 1, %697 ], [ 1, %697 ], [ 1, %697 ]
  %707 = xor i32 %700, %706
  %708 = mul i32 %707, 16777619
  %709 = add nuw nsw i32 %684, 3
  %710 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %709
  %711 = load i8, i8* %710, align 1, !tbaa !16
  switch i8 %711, label %712 [
    i8 32, label %713
    i8 9, label %713
    i8 10, label %713
    i8 44, label %713
    i8 59, label %713
    i8 58, label %713
    i8 46, label %713
    i8 33, label %713
    i8 63, label %713
  ]

712:                                              ; preds = %705
  br label %713

713:                                              ; preds = %712, %705, %705, %705, %705, %705, %705, %705, %705, %705
  %714 = phi i32 [ 0, %712 ], [ 1, %705 ], [ 1, %705 ], [ 1, %705 ], [ 1, %705 ], [ 1, %705 ], [ 1, %705 ], [ 1, %705 ], [ 1, %705 ], [ 1, %705 ]
  %715 = xor i32 %708, %714
  %716 = mul i32 %715, 16777619
  %717 = add nuw nsw i32 %684, 4
  %718 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %717
  %719 = load i8, i8* %718, align 1, !tbaa !16
  switch i8 %719, label %720 [
    i8 32, label %721
    i8 9, label %721
    i8 10, label %721
    i8 44, label %721
    i8 59, label %721
    i8 58, label %721
    i8 46, label %721
    i8 33, label %721
    i8 63, label %721
  ]

720:                                              ; preds = %713
  br label %721

721:                                              ; preds = %720, %713, %713, %713, %713, %713, %713, %713, %713, %713
  %722 = phi i32 [ 0, %720 ], [ 1, %713 ], [ 1, %713 ], [ 1, %713 ], [ 1, %713 ], [ 1, %713 ], [ 1, %713 ], [ 1, %713 ], [ 1, %713 ], [ 1, %713 ]
  %723 = xor i32 %716, %722
  %724 = mul i32 %723, 16777619
  %725 = add nuw nsw i32 %684, 5
  %726 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %725
  %727 = load i8, i8* %726, align 1, !tbaa !16
  switch i8 %727, label %728 [
    i8 32, label %729
    i8 9, label %729
    i8 10, label %729
    i8 44, label %729
    i8 59, label %729
    i8 58, label %729
    i8 46, label %729
    i8 33, label %729
    i8 63, label %729
  ]

728:                                              ; preds = %721
  br label %729

729:                                              ; preds = %728, %721, %721, %721, %721, %721, %721, %721, %721, %721
  %730 = phi i32 [ 0, %728 ], [ 1, %721 ], [ 1, %721 ], [ 1, %721 ], [ 1, %721 ], [ 1, %721 ], [ 1, %721 ], [ 1, %721 ], [ 1, %721 ], [ 1, %721 ]
  %731 = xor i32 %724, %730
  %732 = mul i32 %731, 16777619
  %733 = add nuw nsw i32 %684, 6
  %734 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %733
  %735 = load i8, i8* %734, align 1, !tbaa !16
  switch i8 %735, label %736 [
    i8 32, label %737
    i8 9, label %737
    i8 10, label %737
    i8 44, label %737
    i8 59, label %737
    i8 58, label %737
    i8 46, label %737
    i8 33, label %737
    i8 63, label %737
  ]

736:                                              ; preds = %729
  br label %737

737:                                              ; preds = %736, %729, %729, %729, %729, %729, %729, %729, %729, %729
  %738 = phi i32 [ 0, %736 ], [ 1, %729 ], [ 1, %729 ], [ 1, %729 ], [ 1, %729 ], [ 1, %729 ], [ 1, %729 ], [ 1, %729 ], [ 1, %729 ], [ 1, %729 ]
  %739 = xor i32 %732, %738
  %740 = mul i32 %739, 16777619
  %741 = add nuw nsw i32 %684, 7
  %742 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %741
  %743 = load i8, i8* %742, align 1, !tbaa !16
  switch i8 %743, label %744 [
    i8 32, label %745
    i8 9, label %745
    i8 10, label %745
    i8 44, label %745
    i8 59, label %745
    i8 58, label %745
    i8 46, label %745
    i8 33, label %745
    i8 63, label %745
  ]

744:                                              ; preds = %737
  br label %745

745:                                              ; preds = %744, %737, %737, %737, %737, %737, %737, %737, %737, %737
  %746 = phi i32 [ 0, %744 ], [ 1, %737 ], [ 1, %737 ], [ 1, %737 ], [ 1, %737 ], [ 1, %737 ], [ 1, %737 ], [ 1, %737 ], [ 1, %737 ], [ 1, %737 ]
  %747 = xor i32 %740, %746
  %748 = mul i32 %747, 16777619
  %749 = add nuw nsw i32 %684, 8
  %750 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %749
  %751 = load i8, i8* %750, align 1, !tbaa !16
  switch i8 %751, label %752 [
    i8 32, label %753
    i8 9, label %753
    i8 10, label %753
    i8 44, label %753
    i8 59, label %753
    i8 58, label %753
    i8 46, label %753
    i8 33, label %753
    i8 63, label %753
  ]

752:                                              ; preds = %745
  br label %753

753:                                              ; preds = %752, %745, %745, %745, %745, %745, %745, %745, %745, %745
  %754 = phi i32 [ 0, %752 ], [ 1, %745 ], [ 1, %745 ], [ 1, %745 ], [ 1, %745 ], [ 1, %745 ], [ 1, %745 ], [ 1, %745 ], [ 1, %745 ], [ 1, %745 ]
  %755 = xor i32 %748, %754
  %756 = mul i32 %755, 16777619
  %757 = add nuw nsw i32 %684, 9
  %758 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %757
  %759 = load i8, i8* %758, align 1, !tbaa !16
  switch i8 %759, label %760 [
    i8 32, label %761
    i8 9, label %761
    i8 10, label %761
    i8 44, label %761
    i8 59, label %761
    i8 58, label %761
    i8 46, label %761
    i8 33, label %761
    i8 63, label %761
  ]

760:                                              ; preds = %753
  br label %761

761:                                              ; preds = %760, %753, %753, %753, %753, %753, %753, %753, %753, %753
  %762 = phi i32 [ 0, %760 ], [ 1, %753 ], [ 1, %753 ], [ 1, %753 ], [ 1, %753 ], [ 1, %753 ], [ 1, %753 ], [ 1, %753 ], [ 1, %753 ], [ 1, %753 ]
  %763 = xor i32 %756, %762
  %764 = mul i32 %763, 16777619
  %765 = add nuw nsw i32 %684, 10
  %766 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %765
  %767 = load i8, i8* %766, align 1, !tbaa !16
  switch i8 %767, label %768 [
    i8 32, label %769
    i8 9, label %769
    i8 10, label %769
    i8 44, label %769
    i8 59, label %769
    i8 58, label %769
    i8 46, label %769
    i8 33, label %769
    i8 63, label %769
  ]

768:                                              ; preds = %761
  br label %769

769:                                              ; preds = %768, %761, %761, %761, %761, %761, %761, %761, %761, %761
  %770 = phi i32 [ 0, %768 ], [ 1, %761 ], [ 1, %761 ], [ 1, %761 ], [ 1, %761 ], [ 1, %761 ], [ 1, %761 ], [ 1, %761 ], [ 1, %761 ], [ 1, %761 ]
  %771 = xor i32 %764, %770
  %772 = mul i32 %771, 16777619
  %773 = add nuw nsw i32 %684, 11
  %774 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %773
  %775 = load i8, i8* %774, align 1, !tbaa !16
  switch i8 %775, label %776 [
    i8 32, label %777
    i8 9, label %777
    i8 10, label %777
    i8 44, label %777
    i8 59, label %777
    i8 58, label %777
    i8 46, label %777
    i8 33, label %777
    i8 63, label %777
  ]

776:                                              ; preds = %769
  br label %777

777:                                              ; preds = %776, %769, %769, %769, %769, %769, %769, %769, %769, %769
  %778 = phi i32 [ 0, %776 ], [ 1, %769 ], [ 1, %769 ], [ 1, %769 ], [ 1, %769 ], [ 1, %769 ], [ 1, %769 ], [ 1, %769 ], [ 1, %769 ], [ 1, %769 ]
  %779 = xor i32 %772, %778
  %780 = mul i32 %779, 16777619
  %781 = add nuw nsw i32 %684, 12
  %782 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %781
  %783 = load i8, i8* %782, align 1, !tbaa !16
  switch i8 %783, label %784 [
    i8 32, label %785
    i8 9, label %785
    i8 10, label %785
    i8 44, label %785
    i8 59, label %785
    i8 58, label %785
    i8 46, label %785
    i8 33, label %785
    i8 63, label %785
  ]

784:                                              ; preds = %777
  br label %785

785:                                              ; preds = %784, %777, %777, %777, %777, %777, %777, %777, %777, %777
  %786 = phi i32 [ 0, %784 ], [ 1, %777 ], [ 1, %777 ], [ 1, %777 ], [ 1, %777 ], [ 1, %777 ], [ 1, %777 ], [ 1, %777 ], [ 1, %777 ], [ 1, %777 ]
  %787 = xor i32 %780, %786
  %788 = mul i32 %787, 16777619
  %789 = add nuw nsw i32 %684, 13
  %790 = icmp eq i32 %789, 65
  br i1 %790, label %791, label %683, !llvm.loop !17

791:                                              ; preds = %785, %893
  %792 = phi i32 [ %897, %893 ], [ 0, %785 ]
  %793 = phi i32 [ %896, %893 ], [ %788, %785 ]
  %794 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %792
  %795 = load i8, i8* %794, align 1, !tbaa !16
  switch i8 %795, label %796 [
    i8 32, label %797
    i8 9, label %797
    i8 10, label %797
    i8 44, label %797
    i8 59, label %797
    i8 58, label %797
    i8 46, label %797
    i8 33, label %797
    i8 63, label %797
  ]

796:                                              ; preds = %791
  br label %797

797:                                              ; preds = %796, %791, %791, %791, %791, %791, %791, %791, %791, %791
  %798 = phi i32 [ 0, %796 ], [ 2, %791 ], [ 2, %791 ], [ 2, %791 ], [ 2, %791 ], [ 2, %791 ], [ 2, %791 ], [ 2, %791 ], [ 2, %791 ], [ 2, %791 ]
  %799 = xor i32 %793, %798
  %800 = mul i32 %799, 16777619
  %801 = add nuw nsw i32 %792, 1
  %802 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %801
  %803 = load i8, i8* %802, align 1, !tbaa !16
  switch i8 %803, label %804 [
    i8 32, label %805
    i8 9, label %805
    i8 10, label %805
    i8 44, label %805
    i8 59, label %805
    i8 58, label %805
    i8 46, label %805
    i8 33, label %805
    i8 63, label %805
  ]

804:                                              ; preds = %797
  br label %805

805:                                              ; preds = %804, %797, %797, %797, %797, %797, %797, %797, %797, %797
  %806 = phi i32 [ 0, %804 ], [ 2, %797 ], [ 2, %797 ], [ 2, %797 ], [ 2, %797 ], [ 2, %797 ], [ 2, %797 ], [ 2, %797 ], [ 2, %797 ], [ 2, %797 ]
  %807 = xor i32 %800, %806
  %808 = mul i32 %807, 16777619
  %809 = add nuw nsw i32 %792, 2
  %810 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %809
  %811 = load i8, i8* %810, align 1, !tbaa !16
  switch i8 %811, label %812 [
    i8 32, label %813
    i8 9, label %813
    i8 10, label %813
    i8 44, label %813
    i8 59, label %813
    i8 58, label %813
    i8 46, label %813
    i8 33, label %813
    i8 63, label %813
  ]

812:                                              ; preds = %805
  br label %813

813:                                              ; preds = %812, %805, %805, %805, %805, %805, %805, %805, %805, %805
  %814 = phi i32 [ 0, %812 ], [ 2, %805 ], [ 2, %805 ], [ 2, %805 ], [ 2, %805 ], [ 2, %805 ], [ 2, %805 ], [ 2, %805 ], [ 2, %805 ], [ 2, %805 ]
  %815 = xor i32 %808, %814
  %816 = mul i32 %815, 16777619
  %817 = add nuw nsw i32 %792, 3
  %818 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %817
  %819 = load i8, i8* %818, align 1, !tbaa !16
  switch i8 %819, label %820 [
    i8 32, label %821
    i8 9, label %821
    i8 10, label %821
    i8 44, label %821
    i8 59, label %821
    i8 58, label %821
    i8 46, label %821
    i8 33, label %821
    i8 63, label %821
  ]

820:                                              ; preds = %813
  br label %821

821:                                              ; preds = %820, %813, %813, %813, %813, %813, %813, %813, %813, %813
  %822 = phi i32 [ 0, %820 ], [ 2, %813 ], [ 2, %813 ], [ 2, %813 ], [ 2, %813 ], [ 2, %813 ], [ 2, %813 ], [ 2, %813 ], [ 2, %813 ], [ 2, %813 ]
  %823 = xor i32 %816, %822
  %824 = mul i32 %823, 16777619
  %825 = add nuw nsw i32 %792, 4
  %826 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %825
  %827 = load i8, i8* %826, align 1, !tbaa !16
  switch i8 %827, label %828 [
    i8 32, label %829
    i8 9, label %829
    i8 10, label %829
    i8 44, label %829
    i8 59, label %829
    i8 58, label %829
    i8 46, label %829
    i8 33, label %829
    i8 63, label %829
  ]

828:                                              ; preds = %821
  br label %829

829:                                              ; preds = %828, %821, %821, %821, %821, %821, %821, %821, %821, %821
  %830 = phi i32 [ 0, %828 ], [ 2, %821 ], [ 2, %821 ], [ 2, %821 ], [ 2, %821 ], [ 2, %821 ], [ 2, %821 ], [ 2, %821 ], [ 2, %821 ], [ 2, %821 ]
  %831 = xor i32 %824, %830
  %832 = mul i32 %831, 16777619
  %833 = add nuw nsw i32 %792, 5
  %834 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %833
  %835 = load i8, i8* %834, align 1, !tbaa !16
  switch i8 %835, label %836 [
    i8 32, label %837
    i8 9, label %837
    i8 10, label %837
    i8 44, label %837
    i8 59, label %837
    i8 58, label %837
    i8 46, label %837
    i8 33, label %837
    i8 63, label %837
  ]

836:                                              ; preds = %829
  br label %837

837:                                              ; preds = %836, %829, %829, %829, %829, %829, %829, %829, %829, %829
  %838 = phi i32 [ 0, %836 ], [ 2, %829 ], [ 2, %829 ], [ 2, %829 ], [ 2, %829 ], [ 2, %829 ], [ 2, %829 ], [ 2, %829 ], [ 2, %829 ], [ 2, %829 ]
  %839 = xor i32 %832, %838
  %840 = mul i32 %839, 16777619
  %841 = add nuw nsw i32 %792, 6
  %842 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %841
  %843 = load i8, i8* %842, align 1, !tbaa !16
  switch i8 %843, label %844 [
    i8 32, label %845
    i8 9, label %845
    i8 10, label %845
    i8 44, label %845
    i8 59, label %845
    i8 58, label %845
    i8 46, label %845
    i8 33, label %845
    i8 63, label %845
  ]

844:                                              ; preds = %837
  br label %845

845:                                              ; preds = %844, %837, %837, %837, %837, %837, %837, %837, %837, %837
  %846 = phi i32 [ 0, %844 ], [ 2, %837 ], [ 2, %837 ], [ 2, %837 ], [ 2, %837 ], [ 2, %837 ], [ 2, %837 ], [ 2, %837 ], [ 2, %837 ], [ 2, %837 ]
  %847 = xor i32 %840, %846
  %848 = mul i32 %847, 16777619
  %849 = add nuw nsw i32 %792, 7
  %850 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %849
  %851 = load i8, i8* %850, align 1, !tbaa !16
  switch i8 %851, label %852 [
    i8 32, label %853
    i8 9, label %853
    i8 10, label %853
    i8 44, label %853
    i8 59, label %853
    i8 58, label %853
    i8 46, label %853
    i8 33, label %853
    i8 63, label %853
  ]

852:                                              ; preds = %845
  br label %853

853:                                              ; preds = %852, %845, %845, %845, %845, %845, %845, %845, %845, %845
  %854 = phi i32 [ 0, %852 ], [ 2, %845 ], [ 2, %845 ], [ 2, %845 ], [ 2, %845 ], [ 2, %845 ], [ 2, %845 ], [ 2, %845 ], [ 2, %845 ], [ 2, %845 ]
  %855 = xor i32 %848, %854
  %856 = mul i32 %855, 16777619
  %857 = add nuw nsw i32 %792, 8
  %858 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %857
  %859 = load i8, i8* %858, align 1, !tbaa !16
  switch i8 %859, label %860 [
    i8 32, label %861
    i8 9, label %861
    i8 10, label %861
    i8 44, label %861
    i8 59, label %861
    i8 58, label %861
    i8 46, label %861
    i8 33, label %861
    i8 63, label %861
  ]

860:                                              ; preds = %853
  br label %861

861:                                              ; preds = %860, %853, %853, %853, %853, %853, %853, %853, %853, %853
  %862 = phi i32 [ 0, %860 ], [ 2, %853 ], [ 2, %853 ], [ 2, %853 ], [ 2, %853 ], [ 2, %853 ], [ 2, %853 ], [ 2, %853 ], [ 2, %853 ], [ 2, %853 ]
  %863 = xor i32 %856, %862
  %864 = mul i32 %863, 16777619
  %865 = add nuw nsw i32 %792, 9
  %866 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %865
  %867 = load i8, i8* %866, align 1, !tbaa !16
  switch i8 %867, label %868 [
    i8 32, label %869
    i8 9, label %869
    i8 10, label %869
    i8 44, label %869
    i8 59, label %869
    i8 58, label %869
    i8 46, label %869
    i8 33, label %869
    i8 63, label %869
  ]

868:                                              ; preds = %861
  br label %869

869:                                              ; preds = %868, %861, %861, %861, %861, %861, %861, %861, %861, %861
  %870 = phi i32 [ 0, %868 ], [ 2, %861 ], [ 2, %861 ], [ 2, %861 ], [ 2, %861 ], [ 2, %861 ], [ 2, %861 ], [ 2, %861 ], [ 2, %861 ], [ 2, %861 ]
  %871 = xor i32 %864, %870
  %872 = mul i32 %871, 16777619
  %873 = add nuw nsw i32 %792, 10
  %874 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %873
  %875 = load i8, i8* %874, align 1, !tbaa !16
  switch i8 %875, label %876 [
    i8 32, label %877
    i8 9, label %877
    i8 10, label %877
    i8 44, label %877
    i8 59, label %877
    i8 58, label %877
    i8 46, label %877
    i8 33, label %877
    i8 63, label %877
  ]

876:                                              ; preds = %869
  br label %877

877:                                              ; preds = %876, %869, %869, %869, %869, %869, %869, %869, %869, %869
  %878 = phi i32 [ 0, %876 ], [ 2, %869 ], [ 2, %869 ], [ 2, %869 ], [ 2, %869 ], [ 2, %869 ], [ 2, %869 ], [ 2, %869 ], [ 2, %869 ], [ 2, %869 ]
  %879 = xor i32 %872, %878
  %880 = mul i32 %879, 16777619
  %881 = add nuw nsw i32 %792, 11
  %882 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %881
  %883 = load i8, i8* %882, align 1, !tbaa !16
  switch i8 %883, label %884 [
    i8 32, label %885
    i8 9, label %885
    i8 10, label %885
    i8 44, label %885
    i8 59, label %885
    i8 58, label %885
    i8 46, label %885
    i8 33, label %885
    i8 63, label %885
  ]

884:                                              ; preds = %877
  br label %885

885:                                              ; preds = %884, %877, %877, %877, %877, %877, %877, %877, %877, %877
  %886 = phi i32 [ 0, %884 ], [ 2, %877 ], [ 2, %877 ], [ 2, %877 ], [ 2, %877 ], [ 2, %877 ], [ 2, %877 ], [ 2, %877 ], [ 2, %877 ], [ 2, %877 ]
  %887 = xor i32 %880, %886
  %888 = mul i32 %887, 16777619
  %889 = add nuw nsw i32 %792, 12
  %890 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %889
  %891 = load i8, i8* %890, align 1, !tbaa !16
  switch i8 %891, label %892 [
    i8 32, label %893
    i8 9, label %893
    i8 10, label %893
    i8 44, label %893
    i8 59, label %893
    i8 58, label %893
    i8 46, label %893
    i8 33, label %893
    i8 63, label %893
  ]

892:                                              ; preds = %885
  br label %893

893:                                              ; preds = %892, %885, %885, %885, %885, %885, %885, %885, %885, %885
  %894 = phi i32 [ 0, %892 ], [ 2, %885 ], [ 2, %885 ], [ 2, %885 ], [ 2, %885 ], [ 2, %885 ], [ 2, %885 ], [ 2, %885 ], [ 2, %885 ], [ 2, %885 ]
  %895 = xor i32 %888, %894
  %896 = mul i32 %895, 16777619
  %897 = add nuw nsw i32 %792, 13
  %898 = icmp eq i32 %897, 65
  br i1 %898, label %1007, label %791, !llvm.loop !17

899:                                              ; preds = %1001, %307
  %900 = phi i32 [ 0, %307 ], [ %1005, %1001 ]
  %901 = phi i32 [ %311, %307 ], [ %1004, %1001 ]
  %902 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %900
  %903 = load i8, i8* %902, align 1, !tbaa !16
  switch i8 %903, label %904 [
    i8 32, label %905
    i8 9, label %905
    i8 10, label %905
    i8 44, label %905
    i8 59, label %905
    i8 58, label %905
    i8 46, label %905
    i8 33, label %905
    i8 63, label %905
  ]

904:                                              ; preds = %899
  br label %905

905:                                              ; preds = %899, %899, %899, %899, %899, %899, %899, %899, %899, %904
  %906 = phi i32 [ 0, %904 ], [ 1, %899 ], [ 1, %899 ], [ 1, %899 ], [ 1, %899 ], [ 1, %899 ], [ 1, %899 ], [ 1, %899 ], [ 1, %899 ], [ 1, %899 ]
  %907 = xor i32 %901, %906
  %908 = mul i32 %907, 16777619
  %909 = add nuw nsw i32 %900, 1
  %910 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %909
  %911 = load i8, i8* %910, align 1, !tbaa !16
  switch i8 %911, label %912 [
    i8 32, label %913
    i8 9, label %913
    i8 10, label %913
    i8 44, label %913
    i8 59, label %913
    i8 58, label %913
    i8 46, label %913
    i8 33, label %913
    i8 63, label %913
  ]

912:                                              ; preds = %905
  br label %913

913:                                              ; preds = %912, %905, %905, %905, %905, %905, %905, %905, %905, %905
  %914 = phi i32 [ 0, %912 ], [ 1, %905 ], [ 1, %905 ], [ 1, %905 ], [ 1, %905 ], [ 1, %905 ], [ 1, %905 ], [ 1, %905 ], [ 1, %905 ], [ 1, %905 ]
  %915 = xor i32 %908, %914
  %916 = mul i32 %915, 16777619
  %917 = add nuw nsw i32 %900, 2
  %918 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %917
  %919 = load i8, i8* %918, align 1, !tbaa !16
  switch i8 %919, label %920 [
    i8 32, label %921
    i8 9, label %921
    i8 10, label %921
    i8 44, label %921
    i8 59, label %921
    i8 58, label %921
    i8 46, label %921
    i8 33, label %921
    i8 63, label %921
  ]

920:                                              ; preds = %913
  br label %921

921:                                              ; preds = %920, %913, %913, %913, %913, %913, %913, %913, %913, %913
  %922 = phi i32 [ 0, %920 ], [ 1, %913 ], [ 1, %913 ], [ 1, %913 ], [ 1, %913 ], [ 1, %913 ], [ 1, %913 ], [ 1, %913 ], [ 1, %913 ], [ 1, %913 ]
  %923 = xor i32 %916, %922
  %924 = mul i32 %923, 16777619
  %925 = add nuw nsw i32 %900, 3
  %926 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %925
  %927 = load i8, i8* %926, align 1, !tbaa !16
  switch i8 %927, label %928 [
    i8 32, label %929
    i8 9, label %929
    i8 10, label %929
    i8 44, label %929
    i8 59, label %929
    i8 58, label %929
    i8 46, label %929
    i8 33, label %929
    i8 63, label %929
  ]

928:                                              ; preds = %921
  br label %929

929:                                              ; preds = %928, %921, %921, %921, %921, %921, %921, %921, %921, %921
  %930 = phi i32 [ 0, %928 ], [ 1, %921 ], [ 1, %921 ], [ 1, %921 ], [ 1, %921 ], [ 1, %921 ], [ 1, %921 ], [ 1, %921 ], [ 1, %921 ], [ 1, %921 ]
  %931 = xor i32 %924, %930
  %932 = mul i32 %931, 16777619
  %933 = add nuw nsw i32 %900, 4
  %934 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %933
  %935 = load i8, i8* %934, align 1, !tbaa !16
  switch i8 %935, label %936 [
    i8 32, label %937
    i8 9, label %937
    i8 10, label %937
    i8 44, label %937
    i8 59, label %937
    i8 58, label %937
    i8 46, label %937
    i8 33, label %937
    i8 63, label %937
  ]

936:                                              ; preds = %929
  br label %937

937:                                              ; preds = %936, %929, %929, %929, %929, %929, %929, %929, %929, %929
  %938 = phi i32 [ 0, %936 ], [ 1, %929 ], [ 1, %929 ], [ 1, %929 ], [ 1, %929 ], [ 1, %929 ], [ 1, %929 ], [ 1, %929 ], [ 1, %929 ], [ 1, %929 ]
  %939 = xor i32 %932, %938
  %940 = mul i32 %939, 16777619
  %941 = add nuw nsw i32 %900, 5
  %942 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %941
  %943 = load i8, i8* %942, align 1, !tbaa !16
  switch i8 %943, label %944 [
    i8 32, label %945
    i8 9, label %945
    i8 10, label %945
    i8 44, label %945
    i8 59, label %945
    i8 58, label %945
    i8 46, label %945
    i8 33, label %945
    i8 63, label %945
  ]

944:                                              ; preds = %937
  br label %945

945:                                              ; preds = %944, %937, %937, %937, %937, %937, %937, %937, %937, %937
  %946 = phi i32 [ 0, %944 ], [ 1, %937 ], [ 1, %937 ], [ 1, %937 ], [ 1, %937 ], [ 1, %937 ], [ 1, %937 ], [ 1, %937 ], [ 1, %937 ], [ 1, %937 ]
  %947 = xor i32 %940, %946
  %948 = mul i32 %947, 16777619
  %949 = add nuw nsw i32 %900, 6
  %950 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %949
  %951 = load i8, i8* %950, align 1, !tbaa !16
  switch i8 %951, label %952 [
    i8 32, label %953
    i8 9, label %953
    i8 10, label %953
    i8 44, label %953
    i8 59, label %953
    i8 58, label %953
    i8 46, label %953
    i8 33, label %953
    i8 63, label %953
  ]

952:                                              ; preds = %945
  br label %953

953:                                              ; preds = %952, %945, %945, %945, %945, %945, %945, %945, %945, %945
  %954 = phi i32 [ 0, %952 ], [ 1, %945 ], [ 1, %945 ], [ 1, %945 ], [ 1, %945 ], [ 1, %945 ], [ 1, %945 ], [ 1, %945 ], [ 1, %945 ], [ 1, %945 ]
  %955 = xor i32 %948, %954
  %956 = mul i32 %955, 16777619
  %957 = add nuw nsw i32 %900, 7
  %958 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %957
  %959 = load i8, i8* %958, align 1, !tbaa !16
  switch i8 %959, label %960 [
    i8 32, label %961
    i8 9, label %961
    i8 10, label %961
    i8 44, label %961
    i8 59, label %961
    i8 58, label %961
    i8 46, label %961
    i8 33, label %961
    i8 63, label %961
  ]

960:                                              ; preds = %953
  br label %961

961:                                              ; preds = %960, %953, %953, %953, %953, %953, %953, %953, %953, %953
  %962 = phi i32 [ 0, %960 ], [ 1, %953 ], [ 1, %953 ], [ 1, %953 ], [ 1, %953 ], [ 1, %953 ], [ 1, %953 ], [ 1, %953 ], [ 1, %953 ], [ 1, %953 ]
  %963 = xor i32 %956, %962
  %964 = mul i32 %963, 16777619
  %965 = add nuw nsw i32 %900, 8
  %966 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %965
  %967 = load i8, i8* %966, align 1, !tbaa !16
  switch i8 %967, label %968 [
    i8 32, label %969
    i8 9, label %969
    i8 10, label %969
    i8 44, label %969
    i8 59, label %969
    i8 58, label %969
    i8 46, label %969
    i8 33, label %969
    i8 63, label %969
  ]

968:                                              ; preds = %961
  br label %969

969:                                              ; preds = %968, %961, %961, %961, %961, %961, %961, %961, %961, %961
  %970 = phi i32 [ 0, %968 ], [ 1, %961 ], [ 1, %961 ], [ 1, %961 ], [ 1, %961 ], [ 1, %961 ], [ 1, %961 ], [ 1, %961 ], [ 1, %961 ], [ 1, %961 ]
  %971 = xor i32 %964, %970
  %972 = mul i32 %971, 16777619
  %973 = add nuw nsw i32 %900, 9
  %974 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %973
  %975 = load i8, i8* %974, align 1, !tbaa !16
  switch i8 %975, label %976 [
    i8 32, label %977
    i8 9, label %977
    i8 10, label %977
    i8 44, label %977
    i8 59, label %977
    i8 58, label %977
    i8 46, label %977
    i8 33, label %977
    i8 63, label %977
  ]

976:                                              ; preds = %969
  br label %977

977:                                              ; preds = %976, %969, %969, %969, %969, %969, %969, %969, %969, %969
  %978 = phi i32 [ 0, %976 ], [ 1, %969 ], [ 1, %969 ], [ 1, %969 ], [ 1, %969 ], [ 1, %969 ], [ 1, %969 ], [ 1, %969 ], [ 1, %969 ], [ 1, %969 ]
  %979 = xor i32 %972, %978
  %980 = mul i32 %979, 16777619
  %981 = add nuw nsw i32 %900, 10
  %982 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %981
  %983 = load i8, i8* %982, align 1, !tbaa !16
  switch i8 %983, label %984 [
    i8 32, label %985
    i8 9, label %985
    i8 10, label %985
    i8 44, label %985
    i8 59, label %985
    i8 58, label %985
    i8 46, label %985
    i8 33, label %985
    i8 63, label %985
  ]

984:                                              ; preds = %977
  br label %985

985:                                              ; preds = %984, %977, %977, %977, %977, %977, %977, %977, %977, %977
  %986 = phi i32 [ 0, %984 ], [ 1, %977 ], [ 1, %977 ], [ 1, %977 ], [ 1, %977 ], [ 1, %977 ], [ 1, %977 ], [ 1, %977 ], [ 1, %977 ], [ 1, %977 ]
  %987 = xor i32 %980, %986
  %988 = mul i32 %987, 16777619
  %989 = add nuw nsw i32 %900, 11
  %990 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %989
  %991 = load i8, i8* %990, align 1, !tbaa !16
  switch i8 %991, label %992 [
    i8 32, label %993
    i8 9, label %993
    i8 10, label %993
    i8 44, label %993
    i8 59, label %993
    i8 58, label %993
    i8 46, label %993
    i8 33, label %993
    i8 63, label %993
  ]

992:                                              ; preds = %985
  br label %993

993:                                              ; preds = %992, %985, %985, %985, %985, %985, %985, %985, %985, %985
  %994 = phi i32 [ 0, %992 ], [ 1, %985 ], [ 1, %985 ], [ 1, %985 ], [ 1, %985 ], [ 1, %985 ], [ 1, %985 ], [ 1, %985 ], [ 1, %985 ], [ 1, %985 ]
  %995 = xor i32 %988, %994
  %996 = mul i32 %995, 16777619
  %997 = add nuw nsw i32 %900, 12
  %998 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %997
  %999 = load i8, i8* %998, align 1, !tbaa !16
  switch i8 %999, label %1000 [
    i8 32, label %1001
    i8 9, label %1001
    i8 10, label %1001
    i8 44, label %1001
    i8 59, label %1001
    i8 58, label %1001
    i8 46, label %1001
    i8 33, label %1001
    i8 63, label %1001
  ]

1000:                                             ; preds = %993
  br label %1001

1001:                                             ; preds = %1000, %993, %993, %993, %993, %993, %993, %993, %993, %993
  %1002 = phi i32 [ 0, %1000 ], [ 1, %993 ], [ 1, %993 ], [ 1, %993 ], [ 1, %993 ], [ 1, %993 ], [ 1, %993 ], [ 1, %993 ], [ 1, %993 ], [ 1, %993 ]
  %1003 = xor i32 %996, %1002
  %1004 = mul i32 %1003, 16777619
  %1005 = add nuw nsw i32 %900, 13
  %1006 = icmp eq i32 %1005, 65
  br i1 %1006, label %359, label %899, !llvm.loop !17

1007:                                             ; preds = %893
  %1008 = xor i32 %896, 1
  %1009 = mul i32 %1008, 16777619
  %1010 = xor i32 %1009, 2
  %1011 = mul i32 %1010, 16777619
  %1012 = xor i32 %1011, 3
  %1013 = mul i32 %1012, 16777619
  %1014 = xor i32 %1013, 4
  %1015 = mul i32 %1014, 16777619
  %1016 = xor i32 %1015, 5
  %1017 = mul i32 %1016, 16777619
  %1018 = xor i32 %1017, 6
  %1019 = mul i32 %1018, 1185368003
  store i32 %1019, i32* @h, align 4, !tbaa !7
  %1020 = and i32 %1019, 2147483647
  ret i32 %1020
}

attributes #0 = { nofree norecurse nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{!"Debian clang version 14.0.6"}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !12}
!16 = !{!9, !9, i64 0}
!17 = distinct !{!17, !12}
