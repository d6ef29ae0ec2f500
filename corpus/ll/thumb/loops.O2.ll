; ModuleID = 'loops.c'
source_filename = "loops.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "thumbv6m-none-unknown-eabi"

@data = dso_local local_unnamed_addr global [200 x i32] zeroinitializer, align 4
@h = internal unnamed_addr global i32 -2128831035, align 4

; Function Attrs: nofree nosync nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %238

1:                                                ; preds = %238, %111
  %2 = phi i32 [ %113, %111 ], [ 0, %238 ]
  %3 = phi i32 [ %112, %111 ], [ 0, %238 ]
  %4 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %2
  %5 = load i32, i32* %4, align 4, !tbaa !7
  %6 = and i32 %5, 1
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %12, label %8

8:                                                ; preds = %1
  %9 = icmp sgt i32 %3, 5000
  br i1 %9, label %115, label %10

10:                                               ; preds = %8
  %11 = add nsw i32 %5, %3
  br label %12

12:                                               ; preds = %10, %1
  %13 = phi i32 [ %3, %1 ], [ %11, %10 ]
  %14 = or i32 %2, 1
  %15 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %14
  %16 = load i32, i32* %15, align 4, !tbaa !7
  %17 = and i32 %16, 1
  %18 = icmp eq i32 %17, 0
  br i1 %18, label %23, label %19

19:                                               ; preds = %12
  %20 = icmp sgt i32 %13, 5000
  br i1 %20, label %115, label %21

21:                                               ; preds = %19
  %22 = add nsw i32 %16, %13
  br label %23

23:                                               ; preds = %21, %12
  %24 = phi i32 [ %13, %12 ], [ %22, %21 ]
  %25 = add nuw nsw i32 %2, 2
  %26 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %25
  %27 = load i32, i32* %26, align 4, !tbaa !7
  %28 = and i32 %27, 1
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %34, label %30

30:                                               ; preds = %23
  %31 = icmp sgt i32 %24, 5000
  br i1 %31, label %115, label %32

32:                                               ; preds = %30
  %33 = add nsw i32 %27, %24
  br label %34

34:                                               ; preds = %32, %23
  %35 = phi i32 [ %24, %23 ], [ %33, %32 ]
  %36 = add nuw nsw i32 %2, 3
  %37 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %36
  %38 = load i32, i32* %37, align 4, !tbaa !7
  %39 = and i32 %38, 1
  %40 = icmp eq i32 %39, 0
  br i1 %40, label %45, label %41

41:                                               ; preds = %34
  %42 = icmp sgt i32 %35, 5000
  br i1 %42, label %115, label %43

43:                                               ; preds = %41
  %44 = add nsw i32 %38, %35
  br label %45

45:                                               ; preds = %43, %34
  %46 = phi i32 [ %35, %34 ], [ %44, %43 ]
  %47 = add nuw nsw i32 %2, 4
  %48 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %47
  %49 = load i32, i32* %48, align 4, !tbaa !7
  %50 = and i32 %49, 1
  %51 = icmp eq i32 %50, 0
  br i1 %51, label %56, label %52

52:                                               ; preds = %45
  %53 = icmp sgt i32 %46, 5000
  br i1 %53, label %115, label %54

54:                                               ; preds = %52
  %55 = add nsw i32 %49, %46
  br label %56

56:                                               ; preds = %54, %45
  %57 = phi i32 [ %46, %45 ], [ %55, %54 ]
  %58 = add nuw nsw i32 %2, 5
  %59 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %58
  %60 = load i32, i32* %59, align 4, !tbaa !7
  %61 = and i32 %60, 1
  %62 = icmp eq i32 %61, 0
  br i1 %62, label %67, label %63

63:                                               ; preds = %56
  %64 = icmp sgt i32 %57, 5000
  br i1 %64, label %115, label %65

65:                                               ; preds = %63
  %66 = add nsw i32 %60, %57
  br label %67

67:                                               ; preds = %65, %56
  %68 = phi i32 [ %57, %56 ], [ %66, %65 ]
  %69 = add nuw nsw i32 %2, 6
  %70 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %69
  %71 = load i32, i32* %70, align 4, !tbaa !7
  %72 = and i32 %71, 1
  %73 = icmp eq i32 %72, 0
  br i1 %73, label %78, label %74

74:                                               ; preds = %67
  %75 = icmp sgt i32 %68, 5000
  br i1 %75, label %115, label %76

76:                                               ; preds = %74
  %77 = add nsw i32 %71, %68
  br label %78

78:                                               ; preds = %76, %67
  %79 = phi i32 [ %68, %67 ], [ %77, %76 ]
  %80 = add nuw nsw i32 %2, 7
  %81 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %80
  %82 = load i32, i32* %81, align 4, !tbaa !7
  %83 = and i32 %82, 1
  %84 = icmp eq i32 %83, 0
  br i1 %84, label %89, label %85

85:                                               ; preds = %78
  %86 = icmp sgt i32 %79, 5000
  br i1 %86, label %115, label %87

87:                                               ; preds = %85
  %88 = add nsw i32 %82, %79
  br label %89

89:                                               ; preds = %87, %78
  %90 = phi i32 [ %79, %78 ], [ %88, %87 ]
  %91 = add nuw nsw i32 %2, 8
  %92 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %91
  %93 = load i32, i32* %92, align 4, !tbaa !7
  %94 = and i32 %93, 1
  %95 = icmp eq i32 %94, 0
  br i1 %95, label %100, label %96

96:                                               ; preds = %89
  %97 = icmp sgt i32 %90, 5000
  br i1 %97, label %115, label %98

98:                                               ; preds = %96
  %99 = add nsw i32 %93, %90
  br label %100

100:                                              ; preds = %98, %89
  %101 = phi i32 [ %90, %89 ], [ %99, %98 ]
  %102 = add nuw nsw i32 %2, 9
  %103 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %102
  %104 = load i32, i32* %103, align 4, !tbaa !7
  %105 = and i32 %104, 1
  %106 = icmp eq i32 %105, 0
  br i1 %106, label %111, label %107

107:                                              ; preds = %100
  %108 = icmp sgt i32 %101, 5000
  br i1 %108, label %115, label %109

109:                                              ; preds = %107
  %110 = add nsw i32 %104, %101
  br label %111

111:                                              ; preds = %109, %100
  %112 = phi i32 [ %101, %100 ], [ %110, %109 ]
  %113 = add nuw nsw i32 %2, 10
  %114 = icmp eq i32 %113, 200
  br i1 %114, label %115, label %1, !llvm.loop !11

115:                                              ; preds = %111, %107, %96, %85, %74, %63, %52, %41, %30, %19, %8
  %116 = phi i32 [ %3, %8 ], [ %13, %19 ], [ %24, %30 ], [ %35, %41 ], [ %46, %52 ], [ %57, %63 ], [ %68, %74 ], [ %79, %85 ], [ %90, %96 ], [ %101, %107 ], [ %112, %111 ]
  %117 = load i32, i32* @h, align 4, !tbaa !7
  %118 = xor i32 %117, %116
  %119 = mul i32 %118, 16777619
  br label %120

120:                                              ; preds = %230, %115
  %121 = phi i32 [ 0, %115 ], [ %232, %230 ]
  %122 = phi i32 [ 0, %115 ], [ %231, %230 ]
  %123 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %121
  %124 = load i32, i32* %123, align 4, !tbaa !7
  %125 = and i32 %124, 1
  %126 = icmp eq i32 %125, 0
  br i1 %126, label %131, label %127

127:                                              ; preds = %120
  %128 = icmp sgt i32 %122, 100000
  br i1 %128, label %234, label %129

129:                                              ; preds = %127
  %130 = add nsw i32 %124, %122
  br label %131

131:                                              ; preds = %129, %120
  %132 = phi i32 [ %122, %120 ], [ %130, %129 ]
  %133 = or i32 %121, 1
  %134 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %133
  %135 = load i32, i32* %134, align 4, !tbaa !7
  %136 = and i32 %135, 1
  %137 = icmp eq i32 %136, 0
  br i1 %137, label %142, label %138

138:                                              ; preds = %131
  %139 = icmp sgt i32 %132, 100000
  br i1 %139, label %234, label %140

140:                                              ; preds = %138
  %141 = add nsw i32 %135, %132
  br label %142

142:                                              ; preds = %140, %131
  %143 = phi i32 [ %132, %131 ], [ %141, %140 ]
  %144 = add nuw nsw i32 %121, 2
  %145 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %144
  %146 = load i32, i32* %145, align 4, !tbaa !7
  %147 = and i32 %146, 1
  %148 = icmp eq i32 %147, 0
  br i1 %148, label %153, label %149

149:                                              ; preds = %142
  %150 = icmp sgt i32 %143, 100000
  br i1 %150, label %234, label %151

151:                                              ; preds = %149
  %152 = add nsw i32 %146, %143
  br label %153

153:                                              ; preds = %151, %142
  %154 = phi i32 [ %143, %142 ], [ %152, %151 ]
  %155 = add nuw nsw i32 %121, 3
  %156 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %155
  %157 = load i32, i32* %156, align 4, !tbaa !7
  %158 = and i32 %157, 1
  %159 = icmp eq i32 %158, 0
  br i1 %159, label %164, label %160

160:                                              ; preds = %153
  %161 = icmp sgt i32 %154, 100000
  br i1 %161, label %234, label %162

162:                                              ; preds = %160
  %163 = add nsw i32 %157, %154
  br label %164

164:                                              ; preds = %162, %153
  %165 = phi i32 [ %154, %153 ], [ %163, %162 ]
  %166 = add nuw nsw i32 %121, 4
  %167 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %166
  %168 = load i32, i32* %167, align 4, !tbaa !7
  %169 = and i32 %168, 1
  %170 = icmp eq i32 %169, 0
  br i1 %170, label %175, label %171

171:                                              ; preds = %164
  %172 = icmp sgt i32 %165, 100000
  br i1 %172, label %234, label %173

173:                                              ; preds = %171
  %174 = add nsw i32 %168, %165
  br label %175

175:                                              ; preds = %173, %164
  %176 = phi i32 [ %165, %164 ], [ %174, %173 ]
  %177 = add nuw nsw i32 %121, 5
  %178 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %177
  %179 = load i32, i32* %178, align 4, !tbaa !7
  %180 = and i32 %179, 1
  %181 = icmp eq i32 %180, 0
  br i1 %181, label %186, label %182

182:                                              ; preds = %175
  %183 = icmp sgt i32 %176, 100000
  br i1 %183, label %234, label %184

184:                                              ; preds = %182
  %185 = add nsw i32 %179, %176
  br label %186

186:                                              ; preds = %184, %175
  %187 = phi i32 [ %176, %175 ], [ %185, %184 ]
  %188 = add nuw nsw i32 %121, 6
  %189 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %188
  %190 = load i32, i32* %189, align 4, !tbaa !7
  %191 = and i32 %190, 1
  %192 = icmp eq i32 %191, 0
  br i1 %192, label %197, label %193

193:                                              ; preds = %186
  %194 = icmp sgt i32 %187, 100000
  br i1 %194, label %234, label %195

195:                                              ; preds = %193
  %196 = add nsw i32 %190, %187
  br label %197

197:                                              ; preds = %195, %186
  %198 = phi i32 [ %187, %186 ], [ %196, %195 ]
  %199 = add nuw nsw i32 %121, 7
  %200 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %199
  %201 = load i32, i32* %200, align 4, !tbaa !7
  %202 = and i32 %201, 1
  %203 = icmp eq i32 %202, 0
  br i1 %203, label %208, label %204

204:                                              ; preds = %197
  %205 = icmp sgt i32 %198, 100000
  br i1 %205, label %234, label %206

206:                                              ; preds = %204
  %207 = add nsw i32 %201, %198
  br label %208

208:                                              ; preds = %206, %197
  %209 = phi i32 [ %198, %197 ], [ %207, %206 ]
  %210 = add nuw nsw i32 %121, 8
  %211 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %210
  %212 = load i32, i32* %211, align 4, !tbaa !7
  %213 = and i32 %212, 1
  %214 = icmp eq i32 %213, 0
  br i1 %214, label %219, label %215

215:                                              ; preds = %208
  %216 = icmp sgt i32 %209, 100000
  br i1 %216, label %234, label %217

217:                                              ; preds = %215
  %218 = add nsw i32 %212, %209
  br label %219

219:                                              ; preds = %217, %208
  %220 = phi i32 [ %209, %208 ], [ %218, %217 ]
  %221 = add nuw nsw i32 %121, 9
  %222 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %221
  %223 = load i32, i32* %222, align 4, !tbaa !7
  %224 = and i32 %223, 1
  %225 = icmp eq i32 %224, 0
  br i1 %225, label %230, label %226

226:                                              ; preds = %219
  %227 = icmp sgt i32 %220, 100000
  br i1 %227, label %234, label %228

228:                                              ; preds = %226
  %229 = add nsw i32 %223, %220
  br label %230

230:                                              ; preds = %228, %219
  %231 = phi i32 [ %220, %219 ], [ %229, %228 ]
  %232 = add nuw nsw i32 %121, 10
  %233 = icmp eq i32 %232, 200
  br i1 %233, label %234, label %120, !llvm.loop !11

234:                                              ; preds = %230, %226, %215, %204, %193, %182, %171, %160, %149, %138, %127
  %235 = phi i32 [ %122, %127 ], [ %132, %138 ], [ %143, %149 ], [ %154, %160 ], [ %165, %171 ], [ %176, %182 ], [ %187, %193 ], [ %198, %204 ], [ %209, %215 ], [ %220, %226 ], [ %231, %230 ]
  %236 = xor i32 %235, %119
  %237 = mul i32 %236, 16777619
  br label %493

238:                                              ; preds = %238, %0
  %239 = phi i32 [ 7, %0 ], [ %356, %238 ]
  %240 = phi i32 [ 0, %0 ], [ %360, %238 ]
  %241 = mul i32 %239, 1664525
  %242 = add i32 %241, 1013904223
  %243 = lshr i32 %242, 20
  %244 = add nsw i32 %243, -2048
  %245 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %240
  store i32 %244, i32* %245, align 4, !tbaa !7
  %246 = or i32 %240, 1
  %247 = mul i32 %242, 1664525
  %248 = add i32 %247, 1013904223
  %249 = lshr i32 %248, 20
  %250 = add nsw i32 %249, -2048
  %251 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %246
  store i32 %250, i32* %251, align 4, !tbaa !7
  %252 = or i32 %240, 2
  %253 = mul i32 %248, 1664525
  %254 = add i32 %253, 1013904223
  %255 = lshr i32 %254, 20
  %256 = add nsw i32 %255, -2048
  %257 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %252
  store i32 %256, i32* %257, align 4, !tbaa !7
  %258 = or i32 %240, 3
  %259 = mul i32 %254, 1664525
  %260 = add i32 %259, 1013904223
  %261 = lshr i32 %260, 20
  %262 = add nsw i32 %261, -2048
  %263 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %258
  store i32 %262, i32* %263, align 4, !tbaa !7
  %264 = add nuw nsw i32 %240, 4
  %265 = mul i32 %260, 1664525
  %266 = add i32 %265, 1013904223
  %267 = lshr i32 %266, 20
  %268 = add nsw i32 %267, -2048
  %269 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %264
  store i32 %268, i32* %269, align 4, !tbaa !7
  %270 = add nuw nsw i32 %240, 5
  %271 = mul i32 %266, 1664525
  %272 = add i32 %271, 1013904223
  %273 = lshr i32 %272, 20
  %274 = add nsw i32 %273, -2048
  %275 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %270
  store i32 %274, i32* %275, align 4, !tbaa !7
  %276 = add nuw nsw i32 %240, 6
  %277 = mul i32 %272, 1664525
  %278 = add i32 %277, 1013904223
  %279 = lshr i32 %278, 20
  %280 = add nsw i32 %279, -2048
  %281 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %276
  store i32 %280, i32* %281, align 4, !tbaa !7
  %282 = add nuw nsw i32 %240, 7
  %283 = mul i32 %278, 1664525
  %284 = add i32 %283, 1013904223
  %285 = lshr i32 %284, 20
  %286 = add nsw i32 %285, -2048
  %287 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %282
  store i32 %286, i32* %287, align 4, !tbaa !7
  %288 = add nuw nsw i32 %240, 8
  %289 = mul i32 %284, 1664525
  %290 = add i32 %289, 1013904223
  %291 = lshr i32 %290, 20
  %292 = add nsw i32 %291, -2048
  %293 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %288
  store i32 %292, i32* %293, align 4, !tbaa !7
  %294 = add nuw nsw i32 %240, 9
  %295 = mul i32 %290, 1664525
  %296 = add i32 %295, 1013904223
  %297 = lshr i32 %296, 20
  %298 = add nsw i32 %297, -2048
  %299 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %294
  store i32 %298, i32* %299, align 4, !tbaa !7
  %300 = add nuw nsw i32 %240, 10
  %301 = mul i32 %296, 1664525
  %302 = add i32 %301, 1013904223
  %303 = lshr i32 %302, 20
  %304 = add nsw i32 %303, -2048
  %305 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %300
  store i32 %304, i32* %305, align 4, !tbaa !7
  %306 = add nuw nsw i32 %240, 11
  %307 = mul i32 %302, 1664525
  %308 = add i32 %307, 1013904223
  %309 = lshr i32 %308, 20
  %310 = add nsw i32 %309, -2048
  %311 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %306
  store i32 %310, i32* %311, align 4, !tbaa !7
  %312 = add nuw nsw i32 %240, 12
  %313 = mul i32 %308, 1664525
  %314 = add i32 %313, 1013904223
  %315 = lshr i32 %314, 20
  %316 = add nsw i32 %315, -2048
  %317 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %312
  store i32 %316, i32* %317, align 4, !tbaa !7
  %318 = add nuw nsw i32 %240, 13
  %319 = mul i32 %314, 1664525
  %320 = add i32 %319, 1013904223
  %321 = lshr i32 %320, 20
  %322 = add nsw i32 %321, -2048
  %323 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %318
  store i32 %322, i32* %323, align 4, !tbaa !7
  %324 = add nuw nsw i32 %240, 14
  %325 = mul i32 %320, 1664525
  %326 = add i32 %325, 1013904223
  %327 = lshr i32 %326, 20
  %328 = add nsw i32 %327, -2048
  %329 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %324
  store i32 %328, i32* %329, align 4, !tbaa !7
  %330 = add nuw nsw i32 %240, 15
  %331 = mul i32 %326, 1664525
  %332 = add i32 %331, 1013904223
  %333 = lshr i32 %332, 20
  %334 = add nsw i32 %333, -2048
  %335 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %330
  store i32 %334, i32* %335, align 4, !tbaa !7
  %336 = add nuw nsw i32 %240, 16
  %337 = mul i32 %332, 1664525
  %338 = add i32 %337, 1013904223
  %339 = lshr i32 %338, 20
  %340 = add nsw i32 %339, -2048
  %341 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %336
  store i32 %340, i32* %341, align 4, !tbaa !7
  %342 = add nuw nsw i32 %240, 17
  %343 = mul i32 %338, 1664525
  %344 = add i32 %343, 1013904223
  %345 = lshr i32 %344, 20
  %346 = add nsw i32 %345, -2048
  %347 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %342
  store i32 %346, i32* %347, align 4, !tbaa !7
  %348 = add nuw nsw i32 %240, 18
  %349 = mul i32 %344, 1664525
  %350 = add i32 %349, 1013904223
  %351 = lshr i32 %350, 20
  %352 = add nsw i32 %351, -2048
  %353 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %348
  store i32 %352, i32* %353, align 4, !tbaa !7
  %354 = add nuw nsw i32 %240, 19
  %355 = mul i32 %350, 1664525
  %356 = add i32 %355, 1013904223
  %357 = lshr i32 %356, 20
  %358 = add nsw i32 %357, -2048
  %359 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %354
  store i32 %358, i32* %359, align 4, !tbaa !7
  %360 = add nuw nsw i32 %240, 20
  %361 = icmp eq i32 %360, 200
  br i1 %361, label %1, label %238, !llvm.loop !13

362:                                              ; preds = %630, %487
  %363 = phi i32 [ %488, %487 ], [ 0, %630 ]
  %364 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %363
  %365 = load i32, i32* %364, align 4, !tbaa !7
  %366 = icmp eq i32 %365, 99999
  br i1 %366, label %490, label %367

367:                                              ; preds = %362
  %368 = add nuw nsw i32 %363, 1
  %369 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %368
  %370 = load i32, i32* %369, align 4, !tbaa !7
  %371 = icmp eq i32 %370, 99999
  br i1 %371, label %490, label %372

372:                                              ; preds = %367
  %373 = add nuw nsw i32 %363, 2
  %374 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %373
  %375 = load i32, i32* %374, align 4, !tbaa !7
  %376 = icmp eq i32 %375, 99999
  br i1 %376, label %490, label %377

377:                                              ; preds = %372
  %378 = add nuw nsw i32 %363, 3
  %379 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %378
  %380 = load i32, i32* %379, align 4, !tbaa !7
  %381 = icmp eq i32 %380, 99999
  br i1 %381, label %490, label %382

382:                                              ; preds = %377
  %383 = add nuw nsw i32 %363, 4
  %384 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %383
  %385 = load i32, i32* %384, align 4, !tbaa !7
  %386 = icmp eq i32 %385, 99999
  br i1 %386, label %490, label %387

387:                                              ; preds = %382
  %388 = add nuw nsw i32 %363, 5
  %389 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %388
  %390 = load i32, i32* %389, align 4, !tbaa !7
  %391 = icmp eq i32 %390, 99999
  br i1 %391, label %490, label %392

392:                                              ; preds = %387
  %393 = add nuw nsw i32 %363, 6
  %394 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %393
  %395 = load i32, i32* %394, align 4, !tbaa !7
  %396 = icmp eq i32 %395, 99999
  br i1 %396, label %490, label %397

397:                                              ; preds = %392
  %398 = add nuw nsw i32 %363, 7
  %399 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %398
  %400 = load i32, i32* %399, align 4, !tbaa !7
  %401 = icmp eq i32 %400, 99999
  br i1 %401, label %490, label %402

402:                                              ; preds = %397
  %403 = add nuw nsw i32 %363, 8
  %404 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %403
  %405 = load i32, i32* %404, align 4, !tbaa !7
  %406 = icmp eq i32 %405, 99999
  br i1 %406, label %490, label %407

407:                                              ; preds = %402
  %408 = add nuw nsw i32 %363, 9
  %409 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %408
  %410 = load i32, i32* %409, align 4, !tbaa !7
  %411 = icmp eq i32 %410, 99999
  br i1 %411, label %490, label %412

412:                                              ; preds = %407
  %413 = add nuw nsw i32 %363, 10
  %414 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %413
  %415 = load i32, i32* %414, align 4, !tbaa !7
  %416 = icmp eq i32 %415, 99999
  br i1 %416, label %490, label %417

417:                                              ; preds = %412
  %418 = add nuw nsw i32 %363, 11
  %419 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %418
  %420 = load i32, i32* %419, align 4, !tbaa !7
  %421 = icmp eq i32 %420, 99999
  br i1 %421, label %490, label %422

422:                                              ; preds = %417
  %423 = add nuw nsw i32 %363, 12
  %424 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %423
  %425 = load i32, i32* %424, align 4, !tbaa !7
  %426 = icmp eq i32 %425, 99999
  br i1 %426, label %490, label %427

427:                                              ; preds = %422
  %428 = add nuw nsw i32 %363, 13
  %429 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %428
  %430 = load i32, i32* %429, align 4, !tbaa !7
  %431 = icmp eq i32 %430, 99999
  br i1 %431, label %490, label %432

432:                                              ; preds = %427
  %433 = add nuw nsw i32 %363, 14
  %434 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %433
  %435 = load i32, i32* %434, align 4, !tbaa !7
  %436 = icmp eq i32 %435, 99999
  br i1 %436, label %490, label %437

437:                                              ; preds = %432
  %438 = add nuw nsw i32 %363, 15
  %439 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %438
  %440 = load i32, i32* %439, align 4, !tbaa !7
  %441 = icmp eq i32 %440, 99999
  br i1 %441, label %490, label %442

442:                                              ; preds = %437
  %443 = add nuw nsw i32 %363, 16
  %444 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %443
  %445 = load i32, i32* %444, align 4, !tbaa !7
  %446 = icmp eq i32 %445, 99999
  br i1 %446, label %490, label %447

447:                                              ; preds = %442
  %448 = add nuw nsw i32 %363, 17
  %449 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %448
  %450 = load i32, i32* %449, align 4, !tbaa !7
  %451 = icmp eq i32 %450, 99999
  br i1 %451, label %490, label %452

452:                                              ; preds = %447
  %453 = add nuw nsw i32 %363, 18
  %454 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %453
  %455 = load i32, i32* %454, align 4, !tbaa !7
  %456 = icmp eq i32 %455, 99999
  br i1 %456, label %490, label %457

457:                                              ; preds = %452
  %458 = add nuw nsw i32 %363, 19
  %459 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %458
  %460 = load i32, i32* %459, align 4, !tbaa !7
  %461 = icmp eq i32 %460, 99999
  br i1 %461, label %490, label %462

462:                                              ; preds = %457
  %463 = add nuw nsw i32 %363, 20
  %464 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %463
  %465 = load i32, i32* %464, align 4, !tbaa !7
  %466 = icmp eq i32 %465, 99999
  br i1 %466, label %490, label %467

467:                                              ; preds = %462
  %468 = add nuw nsw i32 %363, 21
  %469 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %468
  %470 = load i32, i32* %469, align 4, !tbaa !7
  %471 = icmp eq i32 %470, 99999
  br i1 %471, label %490, label %472

472:                                              ; preds = %467
  %473 = add nuw nsw i32 %363, 22
  %474 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %473
  %475 = load i32, i32* %474, align 4, !tbaa !7
  %476 = icmp eq i32 %475, 99999
  br i1 %476, label %490, label %477

477:                                              ; preds = %472
  %478 = add nuw nsw i32 %363, 23
  %479 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %478
  %480 = load i32, i32* %479, align 4, !tbaa !7
  %481 = icmp eq i32 %480, 99999
  br i1 %481, label %490, label %482

482:                                              ; preds = %477
  %483 = add nuw nsw i32 %363, 24
  %484 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %483
  %485 = load i32, i32* %484, align 4, !tbaa !7
  %486 = icmp eq i32 %485, 99999
  br i1 %486, label %490, label %487

487:                                              ; preds = %482
  %488 = add nuw nsw i32 %363, 25
  %489 = icmp eq i32 %488, 200
  br i1 %489, label %490, label %362, !llvm.loop !14

490:                                              ; preds = %487, %482, %477, %472, %467, %462, %457, %452, %447, %442, %437, %432, %427, %422, %417, %412, %407, %402, %397, %392, %387, %382, %377, %372, %367, %362
  %491 = phi i32 [ %363, %362 ], [ %368, %367 ], [ %373, %372 ], [ %378, %377 ], [ %383, %382 ], [ %388, %387 ], [ %393, %392 ], [ %398, %397 ], [ %403, %402 ], [ %408, %407 ], [ %413, %412 ], [ %418, %417 ], [ %423, %422 ], [ %428, %427 ], [ %433, %432 ], [ %438, %437 ], [ %443, %442 ], [ %448, %447 ], [ %453, %452 ], [ %458, %457 ], [ %463, %462 ], [ %468, %467 ], [ %473, %472 ], [ %478, %477 ], [ %483, %482 ], [ -1, %487 ]
  %492 = xor i32 %633, %491
  br label %636

493:                                              ; preds = %234, %630
  %494 = phi i32 [ 0, %234 ], [ %634, %630 ]
  %495 = phi i32 [ %237, %234 ], [ %633, %630 ]
  %496 = trunc i32 %494 to i16
  %497 = mul i16 %496, 37
  %498 = urem i16 %497, 200
  %499 = zext i16 %498 to i32
  %500 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %499
  %501 = load i32, i32* %500, align 4, !tbaa !7
  br label %502

502:                                              ; preds = %627, %493
  %503 = phi i32 [ 0, %493 ], [ %628, %627 ]
  %504 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %503
  %505 = load i32, i32* %504, align 4, !tbaa !7
  %506 = icmp eq i32 %505, %501
  br i1 %506, label %630, label %507

507:                                              ; preds = %502
  %508 = add nuw nsw i32 %503, 1
  %509 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %508
  %510 = load i32, i32* %509, align 4, !tbaa !7
  %511 = icmp eq i32 %510, %501
  br i1 %511, label %630, label %512

512:                                              ; preds = %507
  %513 = add nuw nsw i32 %503, 2
  %514 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %513
  %515 = load i32, i32* %514, align 4, !tbaa !7
  %516 = icmp eq i32 %515, %501
  br i1 %516, label %630, label %517

517:                                              ; preds = %512
  %518 = add nuw nsw i32 %503, 3
  %519 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %518
  %520 = load i32, i32* %519, align 4, !tbaa !7
  %521 = icmp eq i32 %520, %501
  br i1 %521, label %630, label %522

522:                                              ; preds = %517
  %523 = add nuw nsw i32 %503, 4
  %524 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %523
  %525 = load i32, i32* %524, align 4, !tbaa !7
  %526 = icmp eq i32 %525, %501
  br i1 %526, label %630, label %527

527:                                              ; preds = %522
  %528 = add nuw nsw i32 %503, 5
  %529 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %528
  %530 = load i32, i32* %529, align 4, !tbaa !7
  %531 = icmp eq i32 %530, %501
  br i1 %531, label %630, label %532

532:                                              ; preds = %527
  %533 = add nuw nsw i32 %503, 6
  %534 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %533
  %535 = load i32, i32* %534, align 4, !tbaa !7
  %536 = icmp eq i32 %535, %501
  br i1 %536, label %630, label %537

537:                                              ; preds = %532
  %538 = add nuw nsw i32 %503, 7
  %539 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %538
  %540 = load i32, i32* %539, align 4, !tbaa !7
  %541 = icmp eq i32 %540, %501
  br i1 %541, label %630, label %542

542:                                              ; preds = %537
  %543 = add nuw nsw i32 %503, 8
  %544 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %543
  %545 = load i32, i32* %544, align 4, !tbaa !7
  %546 = icmp eq i32 %545, %501
  br i1 %546, label %630, label %547

547:                                              ; preds = %542
  %548 = add nuw nsw i32 %503, 9
  %549 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %548
  %550 = load i32, i32* %549, align 4, !tbaa !7
  %551 = icmp eq i32 %550, %501
  br i1 %551, label %630, label %552

552:                                              ; preds = %547
  %553 = add nuw nsw i32 %503, 10
  %554 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %553
  %555 = load i32, i32* %554, align 4, !tbaa !7
  %556 = icmp eq i32 %555, %501
  br i1 %556, label %630, label %557

557:                                              ; preds = %552
  %558 = add nuw nsw i32 %503, 11
  %559 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %558
  %560 = load i32, i32* %559, align 4, !tbaa !7
  %561 = icmp eq i32 %560, %501
  br i1 %561, label %630, label %562

562:                                              ; preds = %557
  %563 = add nuw nsw i32 %503, 12
  %564 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %563
  %565 = load i32, i32* %564, align 4, !tbaa !7
  %566 = icmp eq i32 %565, %501
  br i1 %566, label %630, label %567

567:                                              ; preds = %562
  %568 = add nuw nsw i32 %503, 13
  %569 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %568
  %570 = load i32, i32* %569, align 4, !tbaa !7
  %571 = icmp eq i32 %570, %501
  br i1 %571, label %630, label %572

572:                                              ; preds = %567
  %573 = add nuw nsw i32 %503, 14
  %574 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %573
  %575 = load i32, i32* %574, align 4, !tbaa !7
  %576 = icmp eq i32 %575, %501
  br i1 %576, label %630, label %577

577:                                              ; preds = %572
  %578 = add nuw nsw i32 %503, 15
  %579 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %578
  %580 = load i32, i32* %579, align 4, !tbaa !7
  %581 = icmp eq i32 %580, %501
  br i1 %581, label %630, label %582

582:                                              ; preds = %577
  %583 = add nuw nsw i32 %503, 16
  %584 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %583
  %585 = load i32, i32* %584, align 4, !tbaa !7
  %586 = icmp eq i32 %585, %501
  br i1 %586, label %630, label %587

587:                                              ; preds = %582
  %588 = add nuw nsw i32 %503, 17
  %589 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %588
  %590 = load i32, i32* %589, align 4, !tbaa !7
  %591 = icmp eq i32 %590, %501
  br i1 %591, label %630, label %592

592:                                              ; preds = %587
  %593 = add nuw nsw i32 %503, 18
  %594 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %593
  %595 = load i32, i32* %594, align 4, !tbaa !7
  %596 = icmp eq i32 %595, %501
  br i1 %596, label %630, label %597

597:                                              ; preds = %592
  %598 = add nuw nsw i32 %503, 19
  %599 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %598
  %600 = load i32, i32* %599, align 4, !tbaa !7
  %601 = icmp eq i32 %600, %501
  br i1 %601, label %630, label %602

602:                                              ; preds = %597
  %603 = add nuw nsw i32 %503, 20
  %604 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %603
  %605 = load i32, i32* %604, align 4, !tbaa !7
  %606 = icmp eq i32 %605, %501
  br i1 %606, label %630, label %607

607:                                              ; preds = %602
  %608 = add nuw nsw i32 %503, 21
  %609 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %608
  %610 = load i32, i32* %609, align 4, !tbaa !7
  %611 = icmp eq i32 %610, %501
  br i1 %611, label %630, label %612

612:                                              ; preds = %607
  %613 = add nuw nsw i32 %503, 22
  %614 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %613
  %615 = load i32, i32* %614, align 4, !tbaa !7
  %616 = icmp eq i32 %615, %501
  br i1 %616, label %630, label %617

617:                                              ; preds = %612
  %618 = add nuw nsw i32 %503, 23
  %619 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %618
  %620 = load i32, i32* %619, align 4, !tbaa !7
  %621 = icmp eq i32 %620, %501
  br i1 %621, label %630, label %622

622:                                              ; preds = %617
  %623 = add nuw nsw i32 %503, 24
  %624 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %623
  %625 = load i32, i32* %624, align 4, !tbaa !7
  %626 = icmp eq i32 %625, %501
  br i1 %626, label %630, label %627

627:                                              ; preds = %622
  %628 = add nuw nsw i32 %503, 25
  %629 = icmp eq i32 %628, 200
  br i1 %629, label %630, label %502, !llvm.loop !14

630:                                              ; preds = %627, %622, %617, %612, %607, %602, %597, %592, %587, %582, %577, %572, %567, %562, %557, %552, %547, %542, %537, %532, %527, %522, %517, %512, %507, %502
  %631 = phi i32 [ %503, %502 ], [ %508, %507 ], [ %513, %512 ], [ %518, %517 ], [ %523, %522 ], [ %528, %527 ], [ %533, %532 ], [ %538, %537 ], [ %543, %542 ], [ %548, %547 ], [ %553, %552 ], [ %558, %557 ], [ %563, %562 ], [ %568, %567 ], [ %573, %572 ], [ %578, %577 ], [ %583, %582 ], [ %588, %587 ], [ %593, %592 ], [ %598, %597 ], [ %603, %602 ], [ %608, %607 ], [ %613, %612 ], [ %618, %617 ], [ %623, %622 ], [ -1, %627 ]
  %632 = xor i32 %495, %631
  %633 = mul i32 %632, 16777619
  %634 = add nuw nsw i32 %494, 1
  %635 = icmp eq i32 %634, 40
  br i1 %635, label %362, label %493, !llvm.loop !15

636:                                              ; preds = %846, %490
  %637 = phi i32 [ 1, %490 ], [ %849, %846 ]
  %638 = phi i32 [ %492, %490 ], [ %848, %846 ]
  %639 = mul i32 %638, 16777619
  %640 = mul i32 %637, -1640531535
  br label %641

641:                                              ; preds = %683, %636
  %642 = phi i32 [ %640, %636 ], [ %684, %683 ]
  %643 = phi i32 [ 0, %636 ], [ %685, %683 ]
  %644 = freeze i32 %642
  %645 = udiv i32 %644, 10
  %646 = mul i32 %645, 10
  %647 = sub i32 %644, %646
  %648 = add i32 %643, %647
  %649 = icmp ult i32 %642, 10
  br i1 %649, label %686, label %650

650:                                              ; preds = %641, %686
  %651 = phi i32 [ %645, %641 ], [ %648, %686 ]
  %652 = phi i32 [ %648, %641 ], [ 0, %686 ]
  %653 = freeze i32 %651
  %654 = udiv i32 %653, 10
  %655 = mul i32 %654, 10
  %656 = sub i32 %653, %655
  %657 = add i32 %652, %656
  %658 = icmp ult i32 %651, 10
  br i1 %658, label %659, label %661

659:                                              ; preds = %650
  %660 = icmp ugt i32 %657, 9
  br i1 %660, label %661, label %688

661:                                              ; preds = %659, %650
  %662 = phi i32 [ %654, %650 ], [ %657, %659 ]
  %663 = phi i32 [ %657, %650 ], [ 0, %659 ]
  %664 = freeze i32 %662
  %665 = udiv i32 %664, 10
  %666 = mul i32 %665, 10
  %667 = sub i32 %664, %666
  %668 = add i32 %663, %667
  %669 = icmp ult i32 %662, 10
  br i1 %669, label %670, label %672

670:                                              ; preds = %661
  %671 = icmp ugt i32 %668, 9
  br i1 %671, label %672, label %688

672:                                              ; preds = %670, %661
  %673 = phi i32 [ %665, %661 ], [ %668, %670 ]
  %674 = phi i32 [ %668, %661 ], [ 0, %670 ]
  %675 = freeze i32 %673
  %676 = udiv i32 %675, 10
  %677 = mul i32 %676, 10
  %678 = sub i32 %675, %677
  %679 = add i32 %674, %678
  %680 = icmp ult i32 %673, 10
  br i1 %680, label %681, label %683

681:                                              ; preds = %672
  %682 = icmp ugt i32 %679, 9
  br i1 %682, label %683, label %688

683:                                              ; preds = %681, %672
  %684 = phi i32 [ %676, %672 ], [ %679, %681 ]
  %685 = phi i32 [ %679, %672 ], [ 0, %681 ]
  br label %641, !llvm.loop !16

686:                                              ; preds = %641
  %687 = icmp ugt i32 %648, 9
  br i1 %687, label %650, label %688

688:                                              ; preds = %681, %670, %659, %686
  %689 = phi i32 [ %648, %686 ], [ %657, %659 ], [ %668, %670 ], [ %679, %681 ]
  %690 = xor i32 %639, %689
  %691 = mul i32 %690, 16777619
  %692 = icmp ult i32 %637, 2969
  br i1 %692, label %693, label %853, !llvm.loop !17

693:                                              ; preds = %688
  %694 = mul i32 %637, -1640531535
  %695 = add i32 %694, 683129967
  br label %696

696:                                              ; preds = %746, %693
  %697 = phi i32 [ %695, %693 ], [ %747, %746 ]
  %698 = phi i32 [ 0, %693 ], [ %748, %746 ]
  %699 = freeze i32 %697
  %700 = udiv i32 %699, 10
  %701 = mul i32 %700, 10
  %702 = sub i32 %699, %701
  %703 = add i32 %698, %702
  %704 = icmp ult i32 %697, 10
  br i1 %704, label %705, label %707

705:                                              ; preds = %696
  %706 = icmp ugt i32 %703, 9
  br i1 %706, label %707, label %740

707:                                              ; preds = %705, %696
  %708 = phi i32 [ %700, %696 ], [ %703, %705 ]
  %709 = phi i32 [ %703, %696 ], [ 0, %705 ]
  %710 = freeze i32 %708
  %711 = udiv i32 %710, 10
  %712 = mul i32 %711, 10
  %713 = sub i32 %710, %712
  %714 = add i32 %709, %713
  %715 = icmp ult i32 %708, 10
  br i1 %715, label %716, label %718

716:                                              ; preds = %707
  %717 = icmp ugt i32 %714, 9
  br i1 %717, label %718, label %740

718:                                              ; preds = %716, %707
  %719 = phi i32 [ %711, %707 ], [ %714, %716 ]
  %720 = phi i32 [ %714, %707 ], [ 0, %716 ]
  %721 = freeze i32 %719
  %722 = udiv i32 %721, 10
  %723 = mul i32 %722, 10
  %724 = sub i32 %721, %723
  %725 = add i32 %720, %724
  %726 = icmp ult i32 %719, 10
  br i1 %726, label %727, label %729

727:                                              ; preds = %718
  %728 = icmp ugt i32 %725, 9
  br i1 %728, label %729, label %740

729:                                              ; preds = %727, %718
  %730 = phi i32 [ %722, %718 ], [ %725, %727 ]
  %731 = phi i32 [ %725, %718 ], [ 0, %727 ]
  %732 = freeze i32 %730
  %733 = udiv i32 %732, 10
  %734 = mul i32 %733, 10
  %735 = sub i32 %732, %734
  %736 = add i32 %731, %735
  %737 = icmp ult i32 %730, 10
  br i1 %737, label %738, label %746

738:                                              ; preds = %729
  %739 = icmp ugt i32 %736, 9
  br i1 %739, label %746, label %740

740:                                              ; preds = %738, %727, %716, %705
  %741 = phi i32 [ %703, %705 ], [ %714, %716 ], [ %725, %727 ], [ %736, %738 ]
  %742 = xor i32 %691, %741
  %743 = mul i32 %742, 16777619
  %744 = mul i32 %637, -1640531535
  %745 = add i32 %744, 1366259934
  br label %749

746:                                              ; preds = %738, %729
  %747 = phi i32 [ %733, %729 ], [ %736, %738 ]
  %748 = phi i32 [ %736, %729 ], [ 0, %738 ]
  br label %696, !llvm.loop !16

749:                                              ; preds = %799, %740
  %750 = phi i32 [ %745, %740 ], [ %800, %799 ]
  %751 = phi i32 [ 0, %740 ], [ %801, %799 ]
  %752 = freeze i32 %750
  %753 = udiv i32 %752, 10
  %754 = mul i32 %753, 10
  %755 = sub i32 %752, %754
  %756 = add i32 %751, %755
  %757 = icmp ult i32 %750, 10
  br i1 %757, label %758, label %760

758:                                              ; preds = %749
  %759 = icmp ugt i32 %756, 9
  br i1 %759, label %760, label %793

760:                                              ; preds = %758, %749
  %761 = phi i32 [ %753, %749 ], [ %756, %758 ]
  %762 = phi i32 [ %756, %749 ], [ 0, %758 ]
  %763 = freeze i32 %761
  %764 = udiv i32 %763, 10
  %765 = mul i32 %764, 10
  %766 = sub i32 %763, %765
  %767 = add i32 %762, %766
  %768 = icmp ult i32 %761, 10
  br i1 %768, label %769, label %771

769:                                              ; preds = %760
  %770 = icmp ugt i32 %767, 9
  br i1 %770, label %771, label %793

771:                                              ; preds = %769, %760
  %772 = phi i32 [ %764, %760 ], [ %767, %769 ]
  %773 = phi i32 [ %767, %760 ], [ 0, %769 ]
  %774 = freeze i32 %772
  %775 = udiv i32 %774, 10
  %776 = mul i32 %775, 10
  %777 = sub i32 %774, %776
  %778 = add i32 %773, %777
  %779 = icmp ult i32 %772, 10
  br i1 %779, label %780, label %782

780:                                              ; preds = %771
  %781 = icmp ugt i32 %778, 9
  br i1 %781, label %782, label %793

782:                                              ; preds = %780, %771
  %783 = phi i32 [ %775, %771 ], [ %778, %780 ]
  %784 = phi i32 [ %778, %771 ], [ 0, %780 ]
  %785 = freeze i32 %783
  %786 = udiv i32 %785, 10
  %787 = mul i32 %786, 10
  %788 = sub i32 %785, %787
  %789 = add i32 %784, %788
  %790 = icmp ult i32 %783, 10
  br i1 %790, label %791, label %799

791:                                              ; preds = %782
  %792 = icmp ugt i32 %789, 9
  br i1 %792, label %799, label %793

793:                                              ; preds = %791, %780, %769, %758
  %794 = phi i32 [ %756, %758 ], [ %767, %769 ], [ %778, %780 ], [ %789, %791 ]
  %795 = xor i32 %743, %794
  %796 = mul i32 %795, 16777619
  %797 = mul i32 %637, -1640531535
  %798 = add i32 %797, 2049389901
  br label %802

799:                                              ; preds = %791, %782
  %800 = phi i32 [ %786, %782 ], [ %789, %791 ]
  %801 = phi i32 [ %789, %782 ], [ 0, %791 ]
  br label %749, !llvm.loop !16

802:                                              ; preds = %850, %793
  %803 = phi i32 [ %798, %793 ], [ %851, %850 ]
  %804 = phi i32 [ 0, %793 ], [ %852, %850 ]
  %805 = freeze i32 %803
  %806 = udiv i32 %805, 10
  %807 = mul i32 %806, 10
  %808 = sub i32 %805, %807
  %809 = add i32 %804, %808
  %810 = icmp ult i32 %803, 10
  br i1 %810, label %811, label %813

811:                                              ; preds = %802
  %812 = icmp ugt i32 %809, 9
  br i1 %812, label %813, label %846

813:                                              ; preds = %811, %802
  %814 = phi i32 [ %806, %802 ], [ %809, %811 ]
  %815 = phi i32 [ %809, %802 ], [ 0, %811 ]
  %816 = freeze i32 %814
  %817 = udiv i32 %816, 10
  %818 = mul i32 %817, 10
  %819 = sub i32 %816, %818
  %820 = add i32 %815, %819
  %821 = icmp ult i32 %814, 10
  br i1 %821, label %822, label %824

822:                                              ; preds = %813
  %823 = icmp ugt i32 %820, 9
  br i1 %823, label %824, label %846

824:                                              ; preds = %822, %813
  %825 = phi i32 [ %817, %813 ], [ %820, %822 ]
  %826 = phi i32 [ %820, %813 ], [ 0, %822 ]
  %827 = freeze i32 %825
  %828 = udiv i32 %827, 10
  %829 = mul i32 %828, 10
  %830 = sub i32 %827, %829
  %831 = add i32 %826, %830
  %832 = icmp ult i32 %825, 10
  br i1 %832, label %833, label %835

833:                                              ; preds = %824
  %834 = icmp ugt i32 %831, 9
  br i1 %834, label %835, label %846

835:                                              ; preds = %833, %824
  %836 = phi i32 [ %828, %824 ], [ %831, %833 ]
  %837 = phi i32 [ %831, %824 ], [ 0, %833 ]
  %838 = freeze i32 %836
  %839 = udiv i32 %838, 10
  %840 = mul i32 %839, 10
  %841 = sub i32 %838, %840
  %842 = add i32 %837, %841
  %843 = icmp ult i32 %836, 10
  br i1 %843, label %844, label %850

844:                                              ; preds = %835
  %845 = icmp ugt i32 %842, 9
  br i1 %845, label %850, label %846

846:                                              ; preds = %844, %833, %822, %811
  %847 = phi i32 [ %809, %811 ], [ %820, %822 ], [ %831, %833 ], [ %842, %844 ]
  %848 = xor i32 %796, %847
  %849 = add nuw nsw i32 %637, 124
  br label %636

850:                                              ; preds = %844, %835
  %851 = phi i32 [ %839, %835 ], [ %842, %844 ]
  %852 = phi i32 [ %842, %835 ], [ 0, %844 ]
  br label %802, !llvm.loop !16

853:                                              ; preds = %688, %976
  %854 = phi i32 [ %988, %976 ], [ -40, %688 ]
  %855 = phi i32 [ %978, %976 ], [ -1, %688 ]
  %856 = phi i32 [ %977, %976 ], [ -1, %688 ]
  %857 = phi i32 [ %987, %976 ], [ %691, %688 ]
  br label %862

858:                                              ; preds = %943
  %859 = tail call fastcc i32 @first_row_with_zero_sum() #2
  br label %1273

860:                                              ; preds = %876, %862
  %861 = icmp eq i32 %865, 40
  br i1 %861, label %879, label %862

862:                                              ; preds = %853, %860
  %863 = phi i1 [ %866, %860 ], [ true, %853 ]
  %864 = phi i32 [ %865, %860 ], [ 0, %853 ]
  %865 = add nuw nsw i32 %864, 1
  %866 = icmp ult i32 %864, 39
  br i1 %866, label %867, label %860

867:                                              ; preds = %862
  %868 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %864
  %869 = load i32, i32* %868, align 4, !tbaa !7
  br label %870

870:                                              ; preds = %876, %867
  %871 = phi i32 [ %865, %867 ], [ %877, %876 ]
  %872 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %871
  %873 = load i32, i32* %872, align 4, !tbaa !7
  %874 = add nsw i32 %873, %869
  %875 = icmp eq i32 %874, %854
  br i1 %875, label %879, label %876

876:                                              ; preds = %870
  %877 = add nuw nsw i32 %871, 1
  %878 = icmp eq i32 %877, 40
  br i1 %878, label %860, label %870, !llvm.loop !18

879:                                              ; preds = %860, %870
  %880 = phi i32 [ %864, %870 ], [ %856, %860 ]
  %881 = phi i32 [ %871, %870 ], [ %855, %860 ]
  %882 = phi i1 [ %863, %870 ], [ %866, %860 ]
  %883 = zext i1 %882 to i32
  %884 = xor i32 %857, %883
  %885 = mul i32 %884, 16777619
  %886 = mul nsw i32 %880, 1000
  %887 = add nsw i32 %886, %881
  %888 = xor i32 %885, %887
  %889 = mul i32 %888, 16777619
  %890 = select i1 %882, i32 %889, i32 %885
  %891 = add nsw i32 %854, 13
  br label %892

892:                                              ; preds = %909, %879
  %893 = phi i1 [ %896, %909 ], [ true, %879 ]
  %894 = phi i32 [ %895, %909 ], [ 0, %879 ]
  %895 = add nuw nsw i32 %894, 1
  %896 = icmp ult i32 %894, 39
  br i1 %896, label %897, label %909

897:                                              ; preds = %892
  %898 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %894
  %899 = load i32, i32* %898, align 4, !tbaa !7
  br label %900

900:                                              ; preds = %906, %897
  %901 = phi i32 [ %895, %897 ], [ %907, %906 ]
  %902 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %901
  %903 = load i32, i32* %902, align 4, !tbaa !7
  %904 = add nsw i32 %903, %899
  %905 = icmp eq i32 %904, %891
  br i1 %905, label %911, label %906

906:                                              ; preds = %900
  %907 = add nuw nsw i32 %901, 1
  %908 = icmp eq i32 %907, 40
  br i1 %908, label %909, label %900, !llvm.loop !18

909:                                              ; preds = %906, %892
  %910 = icmp eq i32 %895, 40
  br i1 %910, label %911, label %892

911:                                              ; preds = %900, %909
  %912 = phi i32 [ %880, %909 ], [ %894, %900 ]
  %913 = phi i32 [ %881, %909 ], [ %901, %900 ]
  %914 = phi i1 [ %896, %909 ], [ %893, %900 ]
  %915 = zext i1 %914 to i32
  %916 = xor i32 %890, %915
  %917 = mul i32 %916, 16777619
  %918 = mul nsw i32 %912, 1000
  %919 = add nsw i32 %918, %913
  %920 = xor i32 %917, %919
  %921 = mul i32 %920, 16777619
  %922 = select i1 %914, i32 %921, i32 %917
  %923 = add nsw i32 %854, 26
  br label %924

924:                                              ; preds = %941, %911
  %925 = phi i1 [ %928, %941 ], [ true, %911 ]
  %926 = phi i32 [ %927, %941 ], [ 0, %911 ]
  %927 = add nuw nsw i32 %926, 1
  %928 = icmp ult i32 %926, 39
  br i1 %928, label %929, label %941

929:                                              ; preds = %924
  %930 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %926
  %931 = load i32, i32* %930, align 4, !tbaa !7
  br label %932

932:                                              ; preds = %938, %929
  %933 = phi i32 [ %927, %929 ], [ %939, %938 ]
  %934 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %933
  %935 = load i32, i32* %934, align 4, !tbaa !7
  %936 = add nsw i32 %935, %931
  %937 = icmp eq i32 %936, %923
  br i1 %937, label %943, label %938

938:                                              ; preds = %932
  %939 = add nuw nsw i32 %933, 1
  %940 = icmp eq i32 %939, 40
  br i1 %940, label %941, label %932, !llvm.loop !18

941:                                              ; preds = %938, %924
  %942 = icmp eq i32 %927, 40
  br i1 %942, label %943, label %924

943:                                              ; preds = %932, %941
  %944 = phi i32 [ %912, %941 ], [ %926, %932 ]
  %945 = phi i32 [ %913, %941 ], [ %933, %932 ]
  %946 = phi i1 [ %928, %941 ], [ %925, %932 ]
  %947 = zext i1 %946 to i32
  %948 = xor i32 %922, %947
  %949 = mul i32 %948, 16777619
  %950 = mul nsw i32 %944, 1000
  %951 = add nsw i32 %950, %945
  %952 = xor i32 %949, %951
  %953 = mul i32 %952, 16777619
  %954 = select i1 %946, i32 %953, i32 %949
  %955 = add nsw i32 %854, 39
  %956 = icmp slt i32 %854, 1
  br i1 %956, label %957, label %858, !llvm.loop !19

957:                                              ; preds = %943, %974
  %958 = phi i1 [ %961, %974 ], [ true, %943 ]
  %959 = phi i32 [ %960, %974 ], [ 0, %943 ]
  %960 = add nuw nsw i32 %959, 1
  %961 = icmp ult i32 %959, 39
  br i1 %961, label %962, label %974

962:                                              ; preds = %957
  %963 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %959
  %964 = load i32, i32* %963, align 4, !tbaa !7
  br label %965

965:                                              ; preds = %971, %962
  %966 = phi i32 [ %960, %962 ], [ %972, %971 ]
  %967 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %966
  %968 = load i32, i32* %967, align 4, !tbaa !7
  %969 = add nsw i32 %968, %964
  %970 = icmp eq i32 %969, %955
  br i1 %970, label %976, label %971

971:                                              ; preds = %965
  %972 = add nuw nsw i32 %966, 1
  %973 = icmp eq i32 %972, 40
  br i1 %973, label %974, label %965, !llvm.loop !18

974:                                              ; preds = %971, %957
  %975 = icmp eq i32 %960, 40
  br i1 %975, label %976, label %957

976:                                              ; preds = %965, %974
  %977 = phi i32 [ %944, %974 ], [ %959, %965 ]
  %978 = phi i32 [ %945, %974 ], [ %966, %965 ]
  %979 = phi i1 [ %961, %974 ], [ %958, %965 ]
  %980 = zext i1 %979 to i32
  %981 = xor i32 %954, %980
  %982 = mul i32 %981, 16777619
  %983 = mul nsw i32 %977, 1000
  %984 = add nsw i32 %983, %978
  %985 = xor i32 %982, %984
  %986 = mul i32 %985, 16777619
  %987 = select i1 %979, i32 %986, i32 %982
  %988 = add nsw i32 %854, 52
  br label %853

989:                                              ; preds = %1273
  %990 = tail call fastcc i32 @first_row_with_zero_sum() #2
  br label %991

991:                                              ; preds = %991, %989
  %992 = phi i32 [ 199, %989 ], [ %1118, %991 ]
  %993 = phi i32 [ 0, %989 ], [ %1117, %991 ]
  %994 = mul i32 %993, 31
  %995 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %992
  %996 = load i32, i32* %995, align 4, !tbaa !7
  %997 = add i32 %996, %994
  %998 = add nsw i32 %992, -1
  %999 = mul i32 %997, 31
  %1000 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %998
  %1001 = load i32, i32* %1000, align 4, !tbaa !7
  %1002 = add i32 %1001, %999
  %1003 = add nsw i32 %992, -2
  %1004 = mul i32 %1002, 31
  %1005 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %1003
  %1006 = load i32, i32* %1005, align 4, !tbaa !7
  %1007 = add i32 %1006, %1004
  %1008 = add nsw i32 %992, -3
  %1009 = mul i32 %1007, 31
  %1010 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %1008
  %1011 = load i32, i32* %1010, align 4, !tbaa !7
  %1012 = add i32 %1011, %1009
  %1013 = add nsw i32 %992, -4
  %1014 = mul i32 %1012, 31
  %1015 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %1013
  %1016 = load i32, i32* %1015, align 4, !tbaa !7
  %1017 = add i32 %1016, %1014
  %1018 = add nsw i32 %992, -5
  %1019 = mul i32 %1017, 31
  %1020 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %1018
  %1021 = load i32, i32* %1020, align 4, !tbaa !7
  %1022 = add i32 %1021, %1019
  %1023 = add nsw i32 %992, -6
  %1024 = mul i32 %1022, 31
  %1025 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %1023
  %1026 = load i32, i32* %1025, align 4, !tbaa !7
  %1027 = add i32 %1026, %1024
  %1028 = add nsw i32 %992, -7
  %1029 = mul i32 %1027, 31
  %1030 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %1028
  %1031 = load i32, i32* %1030, align 4, !tbaa !7
  %1032 = add i32 %1031, %1029
  %1033 = add nsw i32 %992, -8
  %1034 = mul i32 %1032, 31
  %1035 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %1033
  %1036 = load i32, i32* %1035, align 4, !tbaa !7
  %1037 = add i32 %1036, %1034
  %1038 = add nsw i32 %992, -9
  %1039 = mul i32 %1037, 31
  %1040 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %1038
  %1041 = load i32, i32* %1040, align 4, !tbaa !7
  %1042 = add i32 %1041, %1039
  %1043 = add nsw i32 %992, -10
  %1044 = mul i32 %1042, 31
  %1045 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %1043
  %1046 = load i32, i32* %1045, align 4, !tbaa !7
  %1047 = add i32 %1046, %1044
  %1048 = add nsw i32 %992, -11
  %1049 = mul i32 %1047, 31
  %1050 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %1048
  %1051 = load i32, i32* %1050, align 4, !tbaa !7
  %1052 = add i32 %1051, %1049
  %1053 = add nsw i32 %992, -12
  %1054 = mul i32 %1052, 31
  %1055 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %1053
  %1056 = load i32, i32* %1055, align 4, !tbaa !7
  %1057 = add i32 %1056, %1054
  %1058 = add nsw i32 %992, -13
  %1059 = mul i32 %1057, 31
  %1060 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %1058
  %1061 = load i32, i32* %1060, align 4, !tbaa !7
  %1062 = add i32 %1061, %1059
  %1063 = add nsw i32 %992, -14
  %1064 = mul i32 %1062, 31
  %1065 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %1063
  %1066 = load i32, i32* %1065, align 4, !tbaa !7
  %1067 = add i32 %1066, %1064
  %1068 = add nsw i32 %992, -15
  %1069 = mul i32 %1067, 31
  %1070 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %1068
  %1071 = load i32, i32* %1070, align 4, !tbaa !7
  %1072 = add i32 %1071, %1069
  %1073 = add nsw i32 %992, -16
  %1074 = mul i32 %1072, 31
  %1075 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %1073
  %1076 = load i32, i32* %1075, align 4, !tbaa !7
  %1077 = add i32 %1076, %1074
  %1078 = add nsw i32 %992, -17
  %1079 = mul i32 %1077, 31
  %1080 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %1078
  %1081 = load i32, i32* %1080, align 4, !tbaa !7
  %1082 = add i32 %1081, %1079
  %1083 = add nsw i32 %992, -18
  %1084 = mul i32 %1082, 31
  %1085 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %1083
  %1086 = load i32, i32* %1085, align 4, !tbaa !7
  %1087 = add i32 %1086, %1084
  %1088 = add nsw i32 %992, -19
  %1089 = mul i32 %1087, 31
  %1090 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %1088
  %1091 = load i32, i32* %1090, align 4, !tbaa !7
  %1092 = add i32 %1091, %1089
  %1093 = add nsw i32 %992, -20
  %1094 = mul i32 %1092, 31
  %1095 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %1093
  %1096 = load i32, i32* %1095, align 4, !tbaa !7
  %1097 = add i32 %1096, %1094
  %1098 = add nsw i32 %992, -21
  %1099 = mul i32 %1097, 31
  %1100 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %1098
  %1101 = load i32, i32* %1100, align 4, !tbaa !7
  %1102 = add i32 %1101, %1099
  %1103 = add nsw i32 %992, -22
  %1104 = mul i32 %1102, 31
  %1105 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %1103
  %1106 = load i32, i32* %1105, align 4, !tbaa !7
  %1107 = add i32 %1106, %1104
  %1108 = add nsw i32 %992, -23
  %1109 = mul i32 %1107, 31
  %1110 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %1108
  %1111 = load i32, i32* %1110, align 4, !tbaa !7
  %1112 = add i32 %1111, %1109
  %1113 = add nsw i32 %992, -24
  %1114 = mul i32 %1112, 31
  %1115 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %1113
  %1116 = load i32, i32* %1115, align 4, !tbaa !7
  %1117 = add i32 %1116, %1114
  %1118 = add nsw i32 %992, -25
  %1119 = icmp eq i32 %1113, 0
  br i1 %1119, label %1120, label %991, !llvm.loop !20

1120:                                             ; preds = %991, %1259
  %1121 = phi i32 [ %1261, %1259 ], [ 1, %991 ]
  %1122 = phi i32 [ %1260, %1259 ], [ 0, %991 ]
  %1123 = icmp ugt i32 %1121, 1
  br i1 %1123, label %1124, label %1140

1124:                                             ; preds = %1120
  %1125 = add nsw i32 %1121, -1
  br label %1129

1126:                                             ; preds = %1129
  %1127 = add nsw i32 %1130, -1
  %1128 = icmp slt i32 %1139, %1127
  br i1 %1128, label %1129, label %1140, !llvm.loop !21

1129:                                             ; preds = %1126, %1124
  %1130 = phi i32 [ %1127, %1126 ], [ %1125, %1124 ]
  %1131 = phi i32 [ %1139, %1126 ], [ 0, %1124 ]
  %1132 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %1131
  %1133 = load i32, i32* %1132, align 4, !tbaa !7
  %1134 = srem i32 %1133, 7
  %1135 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %1130
  %1136 = load i32, i32* %1135, align 4, !tbaa !7
  %1137 = srem i32 %1136, 7
  %1138 = icmp eq i32 %1134, %1137
  %1139 = add nuw nsw i32 %1131, 1
  br i1 %1138, label %1126, label %1140

1140:                                             ; preds = %1129, %1126, %1120
  %1141 = phi i32 [ 1, %1120 ], [ %1122, %1129 ], [ %1121, %1126 ]
  %1142 = add nuw nsw i32 %1121, 1
  br label %1143

1143:                                             ; preds = %1154, %1140
  %1144 = phi i32 [ %1155, %1154 ], [ %1121, %1140 ]
  %1145 = phi i32 [ %1153, %1154 ], [ 0, %1140 ]
  %1146 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %1145
  %1147 = load i32, i32* %1146, align 4, !tbaa !7
  %1148 = srem i32 %1147, 7
  %1149 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %1144
  %1150 = load i32, i32* %1149, align 4, !tbaa !7
  %1151 = srem i32 %1150, 7
  %1152 = icmp eq i32 %1148, %1151
  %1153 = add nuw nsw i32 %1145, 1
  br i1 %1152, label %1154, label %1157

1154:                                             ; preds = %1143
  %1155 = add nsw i32 %1144, -1
  %1156 = icmp slt i32 %1153, %1155
  br i1 %1156, label %1143, label %1157, !llvm.loop !21

1157:                                             ; preds = %1143, %1154
  %1158 = phi i32 [ %1141, %1143 ], [ %1142, %1154 ]
  %1159 = add nuw nsw i32 %1121, 2
  br label %1160

1160:                                             ; preds = %1171, %1157
  %1161 = phi i32 [ %1172, %1171 ], [ %1142, %1157 ]
  %1162 = phi i32 [ %1170, %1171 ], [ 0, %1157 ]
  %1163 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %1162
  %1164 = load i32, i32* %1163, align 4, !tbaa !7
  %1165 = srem i32 %1164, 7
  %1166 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %1161
  %1167 = load i32, i32* %1166, align 4, !tbaa !7
  %1168 = srem i32 %1167, 7
  %1169 = icmp eq i32 %1165, %1168
  %1170 = add nuw nsw i32 %1162, 1
  br i1 %1169, label %1171, label %1174

1171:                                             ; preds = %1160
  %1172 = add nsw i32 %1161, -1
  %1173 = icmp slt i32 %1170, %1172
  br i1 %1173, label %1160, label %1174, !llvm.loop !21

1174:                                             ; preds = %1160, %1171
  %1175 = phi i32 [ %1158, %1160 ], [ %1159, %1171 ]
  %1176 = add nuw nsw i32 %1121, 3
  br label %1177

1177:                                             ; preds = %1188, %1174
  %1178 = phi i32 [ %1189, %1188 ], [ %1159, %1174 ]
  %1179 = phi i32 [ %1187, %1188 ], [ 0, %1174 ]
  %1180 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %1179
  %1181 = load i32, i32* %1180, align 4, !tbaa !7
  %1182 = srem i32 %1181, 7
  %1183 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %1178
  %1184 = load i32, i32* %1183, align 4, !tbaa !7
  %1185 = srem i32 %1184, 7
  %1186 = icmp eq i32 %1182, %1185
  %1187 = add nuw nsw i32 %1179, 1
  br i1 %1186, label %1188, label %1191

1188:                                             ; preds = %1177
  %1189 = add nsw i32 %1178, -1
  %1190 = icmp slt i32 %1187, %1189
  br i1 %1190, label %1177, label %1191, !llvm.loop !21

1191:                                             ; preds = %1177, %1188
  %1192 = phi i32 [ %1175, %1177 ], [ %1176, %1188 ]
  %1193 = add nuw nsw i32 %1121, 4
  br label %1194

1194:                                             ; preds = %1205, %1191
  %1195 = phi i32 [ %1206, %1205 ], [ %1176, %1191 ]
  %1196 = phi i32 [ %1204, %1205 ], [ 0, %1191 ]
  %1197 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %1196
  %1198 = load i32, i32* %1197, align 4, !tbaa !7
  %1199 = srem i32 %1198, 7
  %1200 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %1195
  %1201 = load i32, i32* %1200, align 4, !tbaa !7
  %1202 = srem i32 %1201, 7
  %1203 = icmp eq i32 %1199, %1202
  %1204 = add nuw nsw i32 %1196, 1
  br i1 %1203, label %1205, label %1208

1205:                                             ; preds = %1194
  %1206 = add nsw i32 %1195, -1
  %1207 = icmp slt i32 %1204, %1206
  br i1 %1207, label %1194, label %1208, !llvm.loop !21

1208:                                             ; preds = %1194, %1205
  %1209 = phi i32 [ %1192, %1194 ], [ %1193, %1205 ]
  %1210 = add nuw nsw i32 %1121, 5
  br label %1211

1211:                                             ; preds = %1222, %1208
  %1212 = phi i32 [ %1223, %1222 ], [ %1193, %1208 ]
  %1213 = phi i32 [ %1221, %1222 ], [ 0, %1208 ]
  %1214 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %1213
  %1215 = load i32, i32* %1214, align 4, !tbaa !7
  %1216 = srem i32 %1215, 7
  %1217 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %1212
  %1218 = load i32, i32* %1217, align 4, !tbaa !7
  %1219 = srem i32 %1218, 7
  %1220 = icmp eq i32 %1216, %1219
  %1221 = add nuw nsw i32 %1213, 1
  br i1 %1220, label %1222, label %1225

1222:                                             ; preds = %1211
  %1223 = add nsw i32 %1212, -1
  %1224 = icmp slt i32 %1221, %1223
  br i1 %1224, label %1211, label %1225, !llvm.loop !21

1225:                                             ; preds = %1211, %1222
  %1226 = phi i32 [ %1209, %1211 ], [ %1210, %1222 ]
  %1227 = add nuw nsw i32 %1121, 6
  br label %1228

1228:                                             ; preds = %1239, %1225
  %1229 = phi i32 [ %1240, %1239 ], [ %1210, %1225 ]
  %1230 = phi i32 [ %1238, %1239 ], [ 0, %1225 ]
  %1231 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %1230
  %1232 = load i32, i32* %1231, align 4, !tbaa !7
  %1233 = srem i32 %1232, 7
  %1234 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %1229
  %1235 = load i32, i32* %1234, align 4, !tbaa !7
  %1236 = srem i32 %1235, 7
  %1237 = icmp eq i32 %1233, %1236
  %1238 = add nuw nsw i32 %1230, 1
  br i1 %1237, label %1239, label %1242

1239:                                             ; preds = %1228
  %1240 = add nsw i32 %1229, -1
  %1241 = icmp slt i32 %1238, %1240
  br i1 %1241, label %1228, label %1242, !llvm.loop !21

1242:                                             ; preds = %1228, %1239
  %1243 = phi i32 [ %1226, %1228 ], [ %1227, %1239 ]
  %1244 = add nuw nsw i32 %1121, 7
  br label %1245

1245:                                             ; preds = %1256, %1242
  %1246 = phi i32 [ %1257, %1256 ], [ %1227, %1242 ]
  %1247 = phi i32 [ %1255, %1256 ], [ 0, %1242 ]
  %1248 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %1247
  %1249 = load i32, i32* %1248, align 4, !tbaa !7
  %1250 = srem i32 %1249, 7
  %1251 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %1246
  %1252 = load i32, i32* %1251, align 4, !tbaa !7
  %1253 = srem i32 %1252, 7
  %1254 = icmp eq i32 %1250, %1253
  %1255 = add nuw nsw i32 %1247, 1
  br i1 %1254, label %1256, label %1259

1256:                                             ; preds = %1245
  %1257 = add nsw i32 %1246, -1
  %1258 = icmp slt i32 %1255, %1257
  br i1 %1258, label %1245, label %1259, !llvm.loop !21

1259:                                             ; preds = %1245, %1256
  %1260 = phi i32 [ %1243, %1245 ], [ %1244, %1256 ]
  %1261 = add nuw nsw i32 %1121, 8
  %1262 = icmp eq i32 %1261, 81
  br i1 %1262, label %1263, label %1120, !llvm.loop !22

1263:                                             ; preds = %1259
  %1264 = xor i32 %954, %859
  %1265 = mul i32 %1264, 16777619
  %1266 = xor i32 %990, %1265
  %1267 = mul i32 %1266, 16777619
  %1268 = xor i32 %1117, %1267
  %1269 = mul i32 %1268, 16777619
  %1270 = xor i32 %1260, %1269
  %1271 = mul i32 %1270, 16777619
  store i32 %1271, i32* @h, align 4, !tbaa !7
  %1272 = and i32 %1271, 2147483647
  ret i32 %1272

1273:                                             ; preds = %1273, %858
  %1274 = phi i32 [ 0, %858 ], [ %1374, %1273 ]
  %1275 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %1274
  %1276 = load i32, i32* %1275, align 4, !tbaa !7
  %1277 = srem i32 %1276, 5
  %1278 = add nsw i32 %1277, -2
  store i32 %1278, i32* %1275, align 4, !tbaa !7
  %1279 = or i32 %1274, 1
  %1280 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %1279
  %1281 = load i32, i32* %1280, align 4, !tbaa !7
  %1282 = srem i32 %1281, 5
  %1283 = add nsw i32 %1282, -2
  store i32 %1283, i32* %1280, align 4, !tbaa !7
  %1284 = or i32 %1274, 2
  %1285 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %1284
  %1286 = load i32, i32* %1285, align 4, !tbaa !7
  %1287 = srem i32 %1286, 5
  %1288 = add nsw i32 %1287, -2
  store i32 %1288, i32* %1285, align 4, !tbaa !7
  %1289 = or i32 %1274, 3
  %1290 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %1289
  %1291 = load i32, i32* %1290, align 4, !tbaa !7
  %1292 = srem i32 %1291, 5
  %1293 = add nsw i32 %1292, -2
  store i32 %1293, i32* %1290, align 4, !tbaa !7
  %1294 = add nuw nsw i32 %1274, 4
  %1295 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %1294
  %1296 = load i32, i32* %1295, align 4, !tbaa !7
  %1297 = srem i32 %1296, 5
  %1298 = add nsw i32 %1297, -2
  store i32 %1298, i32* %1295, align 4, !tbaa !7
  %1299 = add nuw nsw i32 %1274, 5
  %1300 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %1299
  %1301 = load i32, i32* %1300, align 4, !tbaa !7
  %1302 = srem i32 %1301, 5
  %1303 = add nsw i32 %1302, -2
  store i32 %1303, i32* %1300, align 4, !tbaa !7
  %1304 = add nuw nsw i32 %1274, 6
  %1305 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %1304
  %1306 = load i32, i32* %1305, align 4, !tbaa !7
  %1307 = srem i32 %1306, 5
  %1308 = add nsw i32 %1307, -2
  store i32 %1308, i32* %1305, align 4, !tbaa !7
  %1309 = add nuw nsw i32 %1274, 7
  %1310 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %1309
  %1311 = load i32, i32* %1310, align 4, !tbaa !7
  %1312 = srem i32 %1311, 5
  %1313 = add nsw i32 %1312, -2
  store i32 %1313, i32* %1310, align 4, !tbaa !7
  %1314 = add nuw nsw i32 %1274, 8
  %1315 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %1314
  %1316 = load i32, i32* %1315, align 4, !tbaa !7
  %1317 = srem i32 %1316, 5
  %1318 = add nsw i32 %1317, -2
  store i32 %1318, i32* %1315, align 4, !tbaa !7
  %1319 = add nuw nsw i32 %1274, 9
  %1320 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %1319
  %1321 = load i32, i32* %1320, align 4, !tbaa !7
  %1322 = srem i32 %1321, 5
  %1323 = add nsw i32 %1322, -2
  store i32 %1323, i32* %1320, align 4, !tbaa !7
  %1324 = add nuw nsw i32 %1274, 10
  %1325 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %1324
  %1326 = load i32, i32* %1325, align 4, !tbaa !7
  %1327 = srem i32 %1326, 5
  %1328 = add nsw i32 %1327, -2
  store i32 %1328, i32* %1325, align 4, !tbaa !7
  %1329 = add nuw nsw i32 %1274, 11
  %1330 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %1329
  %1331 = load i32, i32* %1330, align 4, !tbaa !7
  %1332 = srem i32 %1331, 5
  %1333 = add nsw i32 %1332, -2
  store i32 %1333, i32* %1330, align 4, !tbaa !7
  %1334 = add nuw nsw i32 %1274, 12
  %1335 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %1334
  %1336 = load i32, i32* %1335, align 4, !tbaa !7
  %1337 = srem i32 %1336, 5
  %1338 = add nsw i32 %1337, -2
  store i32 %1338, i32* %1335, align 4, !tbaa !7
  %1339 = add nuw nsw i32 %1274, 13
  %1340 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %1339
  %1341 = load i32, i32* %1340, align 4, !tbaa !7
  %1342 = srem i32 %1341, 5
  %1343 = add nsw i32 %1342, -2
  store i32 %1343, i32* %1340, align 4, !tbaa !7
  %1344 = add nuw nsw i32 %1274, 14
  %1345 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %1344
  %1346 = load i32, i32* %1345, align 4, !tbaa !7
  %1347 = srem i32 %1346, 5
  %1348 = add nsw i32 %1347, -2
  store i32 %1348, i32* %1345, align 4, !tbaa !7
  %1349 = add nuw nsw i32 %1274, 15
  %1350 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %1349
  %1351 = load i32, i32* %1350, align 4, !tbaa !7
  %1352 = srem i32 %1351, 5
  %1353 = add nsw i32 %1352, -2
  store i32 %1353, i32* %1350, align 4, !tbaa !7
  %1354 = add nuw nsw i32 %1274, 16
  %1355 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %1354
  %1356 = load i32, i32* %1355, align 4, !tbaa !7
  %1357 = srem i32 %1356, 5
  %1358 = add nsw i32 %1357, -2
  store i32 %1358, i32* %1355, align 4, !tbaa !7
  %1359 = add nuw nsw i32 %1274, 17
  %1360 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %1359
  %1361 = load i32, i32* %1360, align 4, !tbaa !7
  %1362 = srem i32 %1361, 5
  %1363 = add nsw i32 %1362, -2
  store i32 %1363, i32* %1360, align 4, !tbaa !7
  %1364 = add nuw nsw i32 %1274, 18
  %1365 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %1364
  %1366 = load i32, i32* %1365, align 4, !tbaa !7
  %1367 = srem i32 %1366, 5
  %1368 = add nsw i32 %1367, -2
  store i32 %1368, i32* %1365, align 4, !tbaa !7
  %1369 = add nuw nsw i32 %1274, 19
  %1370 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %1369
  %1371 = load i32, i32* %1370, align 4, !tbaa !7
  %1372 = srem i32 %1371, 5
  %1373 = add nsw i32 %1372, -2
  store i32 %1373, i32* %1370, align 4, !tbaa !7
  %1374 = add nuw nsw i32 %1274, 20
  %1375 = icmp eq i32 %1374, 200
  br i1 %1375, label %989, label %1273, !llvm.loop !23
}

; Function Attrs: nofree norecurse nosync nounwind readonly
define internal fastcc i32 @first_row_with_zero_sum() unnamed_addr #1 {
  br label %1

1:                                                ; preds = %59, %0
  %2 = phi i32 [ 0, %0 ], [ %60, %59 ]
  %3 = mul nuw nsw i32 %2, 10
  %4 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %3
  %5 = load i32, i32* %4, align 4, !tbaa !7
  %6 = or i32 %3, 1
  %7 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %6
  %8 = load i32, i32* %7, align 4, !tbaa !7
  %9 = add nsw i32 %8, %5
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %62, label %11

11:                                               ; preds = %1
  %12 = add nuw nsw i32 %3, 2
  %13 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %12
  %14 = load i32, i32* %13, align 4, !tbaa !7
  %15 = add nsw i32 %14, %9
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %62, label %17

17:                                               ; preds = %11
  %18 = add nuw nsw i32 %3, 3
  %19 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %18
  %20 = load i32, i32* %19, align 4, !tbaa !7
  %21 = add nsw i32 %20, %15
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %62, label %23

23:                                               ; preds = %17
  %24 = add nuw nsw i32 %3, 4
  %25 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %24
  %26 = load i32, i32* %25, align 4, !tbaa !7
  %27 = add nsw i32 %26, %21
  %28 = icmp eq i32 %27, 0
  br i1 %28, label %62, label %29

29:                                               ; preds = %23
  %30 = add nuw nsw i32 %3, 5
  %31 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %30
  %32 = load i32, i32* %31, align 4, !tbaa !7
  %33 = add nsw i32 %32, %27
  %34 = icmp eq i32 %33, 0
  br i1 %34, label %62, label %35

35:                                               ; preds = %29
  %36 = add nuw nsw i32 %3, 6
  %37 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %36
  %38 = load i32, i32* %37, align 4, !tbaa !7
  %39 = add nsw i32 %38, %33
  %40 = icmp eq i32 %39, 0
  br i1 %40, label %62, label %41

41:                                               ; preds = %35
  %42 = add nuw nsw i32 %3, 7
  %43 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %42
  %44 = load i32, i32* %43, align 4, !tbaa !7
  %45 = add nsw i32 %44, %39
  %46 = icmp eq i32 %45, 0
  br i1 %46, label %62, label %47

47:                                               ; preds = %41
  %48 = add nuw nsw i32 %3, 8
  %49 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %48
  %50 = load i32, i32* %49, align 4, !tbaa !7
  %51 = add nsw i32 %50, %45
  %52 = icmp eq i32 %51, 0
  br i1 %52, label %62, label %53

53:                                               ; preds = %47
  %54 = add nuw nsw i32 %3, 9
  %55 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %54
  %56 = load i32, i32* %55, align 4, !tbaa !7
  %57 = sub i32 0, %51
  %58 = icmp eq i32 %56, %57
  br i1 %58, label %62, label %59

59:                                               ; preds = %53
  %60 = add nuw nsw i32 %2, 1
  %61 = icmp eq i32 %60, 20
  br i1 %61, label %66, label %1, !llvm.loop !24

62:                                               ; preds = %53, %47, %41, %35, %29, %23, %17, %11, %1
  %63 = phi i32 [ 9, %53 ], [ 8, %47 ], [ 7, %41 ], [ 6, %35 ], [ 5, %29 ], [ 4, %23 ], [ 3, %17 ], [ 2, %11 ], [ 1, %1 ]
  %64 = mul nsw i32 %2, 100
  %65 = add nuw nsw i32 %63, %64
  br label %66

66:                                               ; preds = %59, %62
  %67 = phi i32 [ %65, %62 ], [ -1, %59 ]
  ret i32 %67
}

attributes #0 = { nofree nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #1 = { nofree norecurse nosync nounwind readonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #2 = { nobuiltin "no-builtins" }

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
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !12}
!20 = distinct !{!20, !12}
!21 = distinct !{!21, !12}
!22 = distinct !{!22, !12}
!23 = distinct !{!23, !12}
!24 = distinct !{!24, !12}
