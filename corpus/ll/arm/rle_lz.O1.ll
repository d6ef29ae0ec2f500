; ModuleID = 'rle_lz.c'
source_filename = "rle_lz.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv6-none-unknown-eabi"

@input = internal global [256 x i8] zeroinitializer, align 1
@packed = internal global [512 x i8] zeroinitializer, align 1
@output = internal global [256 x i8] zeroinitializer, align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %122

1:                                                ; preds = %155, %122
  %2 = phi i32 [ %124, %122 ], [ %159, %155 ]
  %3 = icmp ult i32 %2, 256
  br i1 %3, label %122, label %4, !llvm.loop !7

4:                                                ; preds = %1, %80
  %5 = phi i32 [ %82, %80 ], [ 0, %1 ]
  %6 = phi i32 [ %81, %80 ], [ 0, %1 ]
  %7 = add i32 %6, 1
  %8 = icmp ult i32 %7, 256
  br i1 %8, label %9, label %28

9:                                                ; preds = %4
  %10 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i32 0, i32 %6
  %11 = load i8, i8* %10, align 1, !tbaa !10
  %12 = sub i32 254, %6
  %13 = call i32 @llvm.umin.i32(i32 %12, i32 126) #3
  %14 = add nuw nsw i32 %13, 1
  %15 = add nuw nsw i32 %13, 2
  %16 = add i32 %6, 2
  %17 = add i32 %16, %13
  br label %18

18:                                               ; preds = %24, %9
  %19 = phi i32 [ %7, %9 ], [ %26, %24 ]
  %20 = phi i32 [ 1, %9 ], [ %25, %24 ]
  %21 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i32 0, i32 %19
  %22 = load i8, i8* %21, align 1, !tbaa !10
  %23 = icmp eq i8 %22, %11
  br i1 %23, label %24, label %28

24:                                               ; preds = %18
  %25 = add nuw nsw i32 %20, 1
  %26 = add i32 %25, %6
  %27 = icmp eq i32 %20, %14
  br i1 %27, label %28, label %18, !llvm.loop !13

28:                                               ; preds = %24, %18, %4
  %29 = phi i32 [ 1, %4 ], [ %20, %18 ], [ %15, %24 ]
  %30 = phi i32 [ %7, %4 ], [ %19, %18 ], [ %17, %24 ]
  %31 = icmp ugt i32 %29, 2
  br i1 %31, label %40, label %32

32:                                               ; preds = %28
  %33 = icmp ult i32 %6, 256
  br i1 %33, label %34, label %69

34:                                               ; preds = %32
  %35 = sub i32 255, %6
  %36 = call i32 @llvm.umin.i32(i32 %35, i32 127) #3
  %37 = add nuw nsw i32 %36, 1
  %38 = add i32 %6, 1
  %39 = add i32 %38, %36
  br label %49

40:                                               ; preds = %28
  %41 = trunc i32 %29 to i8
  %42 = sub i8 1, %41
  %43 = add i32 %5, 1
  %44 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %5
  store i8 %42, i8* %44, align 1, !tbaa !10
  %45 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i32 0, i32 %6
  %46 = load i8, i8* %45, align 1, !tbaa !10
  %47 = add i32 %5, 2
  %48 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %43
  store i8 %46, i8* %48, align 1, !tbaa !10
  br label %80

49:                                               ; preds = %65, %34
  %50 = phi i32 [ %67, %65 ], [ %6, %34 ]
  %51 = phi i32 [ %66, %65 ], [ 0, %34 ]
  %52 = add i32 %50, 2
  %53 = icmp ult i32 %52, 256
  br i1 %53, label %54, label %65

54:                                               ; preds = %49
  %55 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i32 0, i32 %50
  %56 = load i8, i8* %55, align 1, !tbaa !10
  %57 = add nuw nsw i32 %50, 1
  %58 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i32 0, i32 %57
  %59 = load i8, i8* %58, align 1, !tbaa !10
  %60 = icmp eq i8 %56, %59
  br i1 %60, label %61, label %65

61:                                               ; preds = %54
  %62 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i32 0, i32 %52
  %63 = load i8, i8* %62, align 1, !tbaa !10
  %64 = icmp eq i8 %56, %63
  br i1 %64, label %69, label %65

65:                                               ; preds = %61, %54, %49
  %66 = add nuw nsw i32 %51, 1
  %67 = add nuw nsw i32 %66, %6
  %68 = icmp eq i32 %51, %36
  br i1 %68, label %69, label %49, !llvm.loop !14

69:                                               ; preds = %65, %61, %32
  %70 = phi i32 [ 0, %32 ], [ %37, %65 ], [ %51, %61 ]
  %71 = phi i32 [ %6, %32 ], [ %39, %65 ], [ %50, %61 ]
  %72 = trunc i32 %70 to i8
  %73 = add i8 %72, -1
  %74 = add i32 %5, 1
  %75 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %5
  store i8 %73, i8* %75, align 1, !tbaa !10
  %76 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %74
  %77 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i32 0, i32 %6
  %78 = call i8* @memcpy(i8* noundef nonnull %76, i8* noundef nonnull %77, i32 noundef %70) #4
  %79 = add i32 %70, %74
  br label %80

80:                                               ; preds = %69, %40
  %81 = phi i32 [ %30, %40 ], [ %71, %69 ]
  %82 = phi i32 [ %47, %40 ], [ %79, %69 ]
  %83 = icmp ult i32 %81, 256
  br i1 %83, label %4, label %84, !llvm.loop !15

84:                                               ; preds = %80
  %85 = icmp eq i32 %82, 0
  br i1 %85, label %119, label %86

86:                                               ; preds = %84, %115
  %87 = phi i32 [ %117, %115 ], [ 0, %84 ]
  %88 = phi i32 [ %116, %115 ], [ 0, %84 ]
  %89 = add i32 %87, 1
  %90 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %87
  %91 = load i8, i8* %90, align 1, !tbaa !10
  %92 = sext i8 %91 to i32
  %93 = icmp sgt i8 %91, -1
  br i1 %93, label %99, label %94

94:                                               ; preds = %86
  %95 = sub nsw i32 1, %92
  %96 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %89
  %97 = load i8, i8* %96, align 1, !tbaa !10
  %98 = call i32 @llvm.smax.i32(i32 %95, i32 1) #3
  br label %108

99:                                               ; preds = %86
  %100 = getelementptr inbounds [256 x i8], [256 x i8]* @output, i32 0, i32 %88
  %101 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %89
  %102 = add nsw i32 %92, 1
  %103 = call i8* @memcpy(i8* noundef nonnull %100, i8* noundef nonnull %101, i32 noundef %102) #4
  %104 = add i32 %102, %88
  %105 = add i32 %102, %89
  br label %115

106:                                              ; preds = %108
  %107 = add i32 %87, 2
  br label %115

108:                                              ; preds = %108, %94
  %109 = phi i32 [ 0, %94 ], [ %113, %108 ]
  %110 = phi i32 [ %88, %94 ], [ %111, %108 ]
  %111 = add i32 %110, 1
  %112 = getelementptr inbounds [256 x i8], [256 x i8]* @output, i32 0, i32 %110
  store i8 %97, i8* %112, align 1, !tbaa !10
  %113 = add nuw nsw i32 %109, 1
  %114 = icmp eq i32 %113, %98
  br i1 %114, label %106, label %108, !llvm.loop !16

115:                                              ; preds = %106, %99
  %116 = phi i32 [ %104, %99 ], [ %111, %106 ]
  %117 = phi i32 [ %105, %99 ], [ %107, %106 ]
  %118 = icmp ult i32 %117, %82
  br i1 %118, label %86, label %119, !llvm.loop !17

119:                                              ; preds = %115, %84
  %120 = phi i32 [ 0, %84 ], [ %116, %115 ]
  %121 = icmp eq i32 %120, 256
  br i1 %121, label %163, label %166

122:                                              ; preds = %0, %1
  %123 = phi i32 [ 5, %0 ], [ %126, %1 ]
  %124 = phi i32 [ 0, %0 ], [ %2, %1 ]
  %125 = mul i32 %123, 1103515245
  %126 = add i32 %125, 12345
  %127 = lshr i32 %126, 28
  %128 = and i32 %127, 3
  %129 = lshr i32 %126, 20
  %130 = and i32 %129, 15
  %131 = icmp ult i32 %124, 256
  br i1 %131, label %132, label %1

132:                                              ; preds = %122
  %133 = lshr i32 %126, 8
  %134 = trunc i32 %133 to i8
  %135 = icmp eq i32 %128, 2
  br label %136

136:                                              ; preds = %132, %155
  %137 = phi i32 [ 0, %132 ], [ %158, %155 ]
  %138 = phi i32 [ %124, %132 ], [ %159, %155 ]
  switch i32 %128, label %143 [
    i32 0, label %155
    i32 1, label %139
  ]

139:                                              ; preds = %136
  %140 = urem i32 %138, 5
  %141 = trunc i32 %140 to i8
  %142 = add nuw nsw i8 %141, 97
  br label %155

143:                                              ; preds = %136
  %144 = icmp ugt i32 %138, 39
  %145 = select i1 %135, i1 %144, i1 false
  br i1 %145, label %146, label %150

146:                                              ; preds = %143
  %147 = add i32 %138, -40
  %148 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i32 0, i32 %147
  %149 = load i8, i8* %148, align 1, !tbaa !10
  br label %155

150:                                              ; preds = %143
  %151 = and i32 %137, 7
  %152 = lshr i32 %126, %151
  %153 = trunc i32 %152 to i8
  %154 = mul i8 %153, 31
  br label %155

155:                                              ; preds = %136, %146, %150, %139
  %156 = phi i8 [ %149, %146 ], [ %154, %150 ], [ %142, %139 ], [ %134, %136 ]
  %157 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i32 0, i32 %138
  store i8 %156, i8* %157, align 1, !tbaa !10
  %158 = add nuw nsw i32 %137, 1
  %159 = add nuw nsw i32 %138, 1
  %160 = icmp ult i32 %137, %130
  %161 = icmp ult i32 %138, 255
  %162 = select i1 %160, i1 %161, i1 false
  br i1 %162, label %136, label %1, !llvm.loop !18

163:                                              ; preds = %119
  %164 = call i32 @memcmp(i8* noundef getelementptr inbounds ([256 x i8], [256 x i8]* @input, i32 0, i32 0), i8* noundef getelementptr inbounds ([256 x i8], [256 x i8]* @output, i32 0, i32 0), i32 noundef 256) #4
  %165 = icmp eq i32 %164, 0
  br i1 %165, label %167, label %166

166:                                              ; preds = %163, %119
  call void @abort() #4
  br label %167

167:                                              ; preds = %166, %163
  %168 = xor i32 %82, -2128831035
  %169 = mul i32 %168, 16777619
  %170 = icmp eq i32 %82, 0
  br i1 %170, label %171, label %318

171:                                              ; preds = %318, %167
  %172 = phi i32 [ %169, %167 ], [ %326, %318 ]
  br label %175

173:                                              ; preds = %254
  %174 = icmp ult i32 %255, 256
  br i1 %174, label %259, label %275

175:                                              ; preds = %171, %254
  %176 = phi i32 [ %257, %254 ], [ 0, %171 ]
  %177 = phi i32 [ %256, %254 ], [ 0, %171 ]
  %178 = phi i32 [ %255, %254 ], [ 0, %171 ]
  %179 = icmp ult i32 %176, 63
  %180 = select i1 %179, i32 %176, i32 63
  %181 = icmp eq i32 %180, 0
  br i1 %181, label %219, label %182

182:                                              ; preds = %175
  %183 = icmp ult i32 %176, 256
  %184 = sub i32 255, %176
  %185 = call i32 @llvm.umin.i32(i32 %184, i32 129) #3
  %186 = add nuw nsw i32 %185, 1
  br label %187

187:                                              ; preds = %212, %182
  %188 = phi i32 [ 1, %182 ], [ %216, %212 ]
  %189 = phi i32 [ 0, %182 ], [ %214, %212 ]
  %190 = phi i32 [ 0, %182 ], [ %213, %212 ]
  br i1 %183, label %191, label %204

191:                                              ; preds = %187, %200
  %192 = phi i32 [ %202, %200 ], [ %176, %187 ]
  %193 = phi i32 [ %201, %200 ], [ 0, %187 ]
  %194 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i32 0, i32 %192
  %195 = load i8, i8* %194, align 1, !tbaa !10
  %196 = sub i32 %192, %188
  %197 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i32 0, i32 %196
  %198 = load i8, i8* %197, align 1, !tbaa !10
  %199 = icmp eq i8 %195, %198
  br i1 %199, label %200, label %204

200:                                              ; preds = %191
  %201 = add nuw nsw i32 %193, 1
  %202 = add nuw nsw i32 %201, %176
  %203 = icmp eq i32 %193, %185
  br i1 %203, label %204, label %191, !llvm.loop !19

204:                                              ; preds = %200, %191, %187
  %205 = phi i32 [ 0, %187 ], [ %193, %191 ], [ %186, %200 ]
  %206 = icmp ugt i32 %205, %190
  br i1 %206, label %207, label %209

207:                                              ; preds = %204
  %208 = icmp eq i32 %205, 130
  br i1 %208, label %212, label %209

209:                                              ; preds = %207, %204
  %210 = phi i32 [ %205, %207 ], [ %190, %204 ]
  %211 = phi i32 [ %188, %207 ], [ %189, %204 ]
  br label %212

212:                                              ; preds = %209, %207
  %213 = phi i32 [ %210, %209 ], [ 130, %207 ]
  %214 = phi i32 [ %211, %209 ], [ %188, %207 ]
  %215 = phi i1 [ false, %209 ], [ true, %207 ]
  %216 = add nuw nsw i32 %188, 1
  %217 = icmp uge i32 %188, %180
  %218 = select i1 %215, i1 true, i1 %217
  br i1 %218, label %219, label %187, !llvm.loop !20

219:                                              ; preds = %212, %175
  %220 = phi i32 [ 0, %175 ], [ %213, %212 ]
  %221 = phi i32 [ 0, %175 ], [ %214, %212 ]
  %222 = icmp ugt i32 %220, 2
  br i1 %222, label %223, label %252

223:                                              ; preds = %219
  %224 = icmp ugt i32 %176, %178
  br i1 %224, label %225, label %241

225:                                              ; preds = %223, %225
  %226 = phi i32 [ %238, %225 ], [ %177, %223 ]
  %227 = phi i32 [ %239, %225 ], [ %178, %223 ]
  %228 = sub i32 %176, %227
  %229 = icmp ult i32 %228, 128
  %230 = select i1 %229, i32 %228, i32 128
  %231 = trunc i32 %230 to i8
  %232 = add i8 %231, -1
  %233 = add i32 %226, 1
  %234 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %226
  store i8 %232, i8* %234, align 1, !tbaa !10
  %235 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %233
  %236 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i32 0, i32 %227
  %237 = call i8* @memcpy(i8* noundef nonnull %235, i8* noundef nonnull %236, i32 noundef %230) #4
  %238 = add i32 %230, %233
  %239 = add i32 %230, %227
  %240 = icmp ugt i32 %176, %239
  br i1 %240, label %225, label %241, !llvm.loop !21

241:                                              ; preds = %225, %223
  %242 = phi i32 [ %177, %223 ], [ %238, %225 ]
  %243 = trunc i32 %220 to i8
  %244 = add i8 %243, 125
  %245 = or i8 %244, -128
  %246 = add i32 %242, 1
  %247 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %242
  store i8 %245, i8* %247, align 1, !tbaa !10
  %248 = trunc i32 %221 to i8
  %249 = add i32 %242, 2
  %250 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %246
  store i8 %248, i8* %250, align 1, !tbaa !10
  %251 = add i32 %220, %176
  br label %254

252:                                              ; preds = %219
  %253 = add i32 %176, 1
  br label %254

254:                                              ; preds = %252, %241
  %255 = phi i32 [ %251, %241 ], [ %178, %252 ]
  %256 = phi i32 [ %249, %241 ], [ %177, %252 ]
  %257 = phi i32 [ %251, %241 ], [ %253, %252 ]
  %258 = icmp ult i32 %257, 256
  br i1 %258, label %175, label %173, !llvm.loop !22

259:                                              ; preds = %173, %259
  %260 = phi i32 [ %272, %259 ], [ %256, %173 ]
  %261 = phi i32 [ %273, %259 ], [ %255, %173 ]
  %262 = sub i32 256, %261
  %263 = icmp ult i32 %262, 128
  %264 = select i1 %263, i32 %262, i32 128
  %265 = trunc i32 %264 to i8
  %266 = add i8 %265, -1
  %267 = add i32 %260, 1
  %268 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %260
  store i8 %266, i8* %268, align 1, !tbaa !10
  %269 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %267
  %270 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i32 0, i32 %261
  %271 = call i8* @memcpy(i8* noundef nonnull %269, i8* noundef nonnull %270, i32 noundef %264) #4
  %272 = add i32 %264, %267
  %273 = add i32 %264, %261
  %274 = icmp ult i32 %273, 256
  br i1 %274, label %259, label %275, !llvm.loop !23

275:                                              ; preds = %259, %173
  %276 = phi i32 [ %256, %173 ], [ %272, %259 ]
  %277 = icmp eq i32 %276, 0
  br i1 %277, label %315, label %278

278:                                              ; preds = %275, %311
  %279 = phi i32 [ %313, %311 ], [ 0, %275 ]
  %280 = phi i32 [ %312, %311 ], [ 0, %275 ]
  %281 = add i32 %279, 1
  %282 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %279
  %283 = load i8, i8* %282, align 1, !tbaa !10
  %284 = zext i8 %283 to i32
  %285 = icmp sgt i8 %283, -1
  br i1 %285, label %286, label %293

286:                                              ; preds = %278
  %287 = getelementptr inbounds [256 x i8], [256 x i8]* @output, i32 0, i32 %280
  %288 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %281
  %289 = add nuw nsw i32 %284, 1
  %290 = call i8* @memmove(i8* noundef nonnull %287, i8* noundef nonnull %288, i32 noundef %289) #4
  %291 = add i32 %289, %280
  %292 = add i32 %289, %281
  br label %311

293:                                              ; preds = %278
  %294 = and i32 %284, 127
  %295 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %281
  %296 = load i8, i8* %295, align 1, !tbaa !10
  %297 = zext i8 %296 to i32
  %298 = add nuw nsw i32 %294, 2
  br label %299

299:                                              ; preds = %299, %293
  %300 = phi i32 [ 0, %293 ], [ %306, %299 ]
  %301 = phi i32 [ %280, %293 ], [ %307, %299 ]
  %302 = sub i32 %301, %297
  %303 = getelementptr inbounds [256 x i8], [256 x i8]* @output, i32 0, i32 %302
  %304 = load i8, i8* %303, align 1, !tbaa !10
  %305 = getelementptr inbounds [256 x i8], [256 x i8]* @output, i32 0, i32 %301
  store i8 %304, i8* %305, align 1, !tbaa !10
  %306 = add nuw nsw i32 %300, 1
  %307 = add i32 %301, 1
  %308 = icmp eq i32 %300, %298
  br i1 %308, label %309, label %299, !llvm.loop !24

309:                                              ; preds = %299
  %310 = add i32 %279, 2
  br label %311

311:                                              ; preds = %309, %286
  %312 = phi i32 [ %291, %286 ], [ %307, %309 ]
  %313 = phi i32 [ %292, %286 ], [ %310, %309 ]
  %314 = icmp ult i32 %313, %276
  br i1 %314, label %278, label %315, !llvm.loop !25

315:                                              ; preds = %311, %275
  %316 = phi i32 [ 0, %275 ], [ %312, %311 ]
  %317 = icmp eq i32 %316, 256
  br i1 %317, label %328, label %331

318:                                              ; preds = %167, %318
  %319 = phi i32 [ %326, %318 ], [ %169, %167 ]
  %320 = phi i32 [ %325, %318 ], [ 0, %167 ]
  %321 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %320
  %322 = load i8, i8* %321, align 1, !tbaa !10
  %323 = zext i8 %322 to i32
  %324 = xor i32 %319, %323
  %325 = add nuw i32 %320, 1
  %326 = mul i32 %324, 16777619
  %327 = icmp eq i32 %325, %82
  br i1 %327, label %171, label %318, !llvm.loop !26

328:                                              ; preds = %315
  %329 = call i32 @memcmp(i8* noundef getelementptr inbounds ([256 x i8], [256 x i8]* @input, i32 0, i32 0), i8* noundef getelementptr inbounds ([256 x i8], [256 x i8]* @output, i32 0, i32 0), i32 noundef 256) #4
  %330 = icmp eq i32 %329, 0
  br i1 %330, label %332, label %331

331:                                              ; preds = %328, %315
  call void @abort() #4
  br label %332

332:                                              ; preds = %331, %328
  %333 = xor i32 %276, %172
  %334 = mul i32 %333, 16777619
  %335 = icmp eq i32 %276, 0
  br i1 %335, label %336, label %339

336:                                              ; preds = %339, %332
  %337 = phi i32 [ %334, %332 ], [ %347, %339 ]
  %338 = and i32 %337, 2147483647
  ret i32 %338

339:                                              ; preds = %332, %339
  %340 = phi i32 [ %347, %339 ], [ %334, %332 ]
  %341 = phi i32 [ %346, %339 ], [ 0, %332 ]
  %342 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %341
  %343 = load i8, i8* %342, align 1, !tbaa !10
  %344 = zext i8 %343 to i32
  %345 = xor i32 %340, %344
  %346 = add nuw i32 %341, 1
  %347 = mul i32 %345, 16777619
  %348 = icmp eq i32 %346, %276
  br i1 %348, label %336, label %339, !llvm.loop !27
}

declare dso_local i32 @memcmp(i8* noundef, i8* noundef, i32 noundef) local_unnamed_addr #1

declare dso_local void @abort() local_unnamed_addr #1

declare dso_local i8* @memcpy(i8* noundef, i8* noundef, i32 noundef) local_unnamed_addr #1

declare dso_local i8* @memmove(i8* noundef, i8* noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.umin.i32(i32, i32) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smax.i32(i32, i32) #2

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nounwind }
attributes #4 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{!"Debian clang version 14.0.6"}
!7 = distinct !{!7, !8, !9}
!8 = !{!"llvm.loop.mustprogress"}
!9 = !{!"llvm.loop.unroll.disable"}
!10 = !{!11, !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = distinct !{!13, !8, !9}
!14 = distinct !{!14, !8, !9}
!15 = distinct !{!15, !8, !9}
!16 = distinct !{!16, !8, !9}
!17 = distinct !{!17, !8, !9}
!18 = distinct !{!18, !8, !9}
!19 = distinct !{!19, !8, !9}
!20 = distinct !{!20, !8, !9}
!21 = distinct !{!21, !8, !9}
!22 = distinct !{!22, !8, !9}
!23 = distinct !{!23, !8, !9}
!24 = distinct !{!24, !8, !9}
!25 = distinct !{!25, !8, !9}
!26 = distinct !{!26, !8, !9}
!27 = distinct !{!27, !8, !9}
