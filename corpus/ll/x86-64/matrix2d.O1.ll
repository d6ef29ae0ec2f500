; ModuleID = 'matrix2d.c'
source_filename = "matrix2d.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@A = dso_local local_unnamed_addr global [7 x [7 x i32]] zeroinitializer, align 16
@B = dso_local local_unnamed_addr global [7 x [7 x i32]] zeroinitializer, align 16
@S = internal unnamed_addr global [8 x [8 x i32]] zeroinitializer, align 16
@h = internal unnamed_addr global i32 -2128831035, align 4

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [7 x [7 x i32]], align 16
  %2 = alloca [7 x [7 x i32]], align 16
  %3 = alloca [4 x [4 x i32]], align 16
  %4 = bitcast [7 x [7 x i32]]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 196, i8* nonnull %4) #5
  %5 = bitcast [7 x [7 x i32]]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 196, i8* nonnull %5) #5
  br label %6

6:                                                ; preds = %0, %11
  %7 = phi i64 [ 0, %0 ], [ %12, %11 ]
  %8 = phi i32 [ 99, %0 ], [ %18, %11 ]
  br label %14

9:                                                ; preds = %11
  %10 = load i32, i32* @h, align 4, !tbaa !2
  br label %28

11:                                               ; preds = %14
  %12 = add nuw nsw i64 %7, 1
  %13 = icmp eq i64 %12, 7
  br i1 %13, label %9, label %6, !llvm.loop !6

14:                                               ; preds = %6, %14
  %15 = phi i64 [ 0, %6 ], [ %26, %14 ]
  %16 = phi i32 [ %8, %6 ], [ %18, %14 ]
  %17 = mul i32 %16, 1103515245
  %18 = add i32 %17, 12345
  %19 = lshr i32 %18, 16
  %20 = urem i32 %19, 31
  %21 = add nsw i32 %20, -15
  %22 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @A, i64 0, i64 %7, i64 %15
  store i32 %21, i32* %22, align 4, !tbaa !2
  %23 = lshr i32 %18, 8
  %24 = urem i32 %23, 17
  %25 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 %7, i64 %15
  store i32 %24, i32* %25, align 4, !tbaa !2
  %26 = add nuw nsw i64 %15, 1
  %27 = icmp eq i64 %26, 7
  br i1 %27, label %11, label %14, !llvm.loop !9

28:                                               ; preds = %9, %118
  %29 = phi i64 [ 0, %9 ], [ %124, %118 ]
  %30 = phi i32 [ %10, %9 ], [ %123, %118 ]
  br label %64

31:                                               ; preds = %118
  store i32 %123, i32* @h, align 4, !tbaa !2
  br label %32

32:                                               ; preds = %31, %32
  %33 = phi i64 [ %36, %32 ], [ 0, %31 ]
  %34 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @S, i64 0, i64 0, i64 %33
  store i32 0, i32* %34, align 4, !tbaa !2
  %35 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @S, i64 0, i64 %33, i64 0
  store i32 0, i32* %35, align 16, !tbaa !2
  %36 = add nuw nsw i64 %33, 1
  %37 = icmp eq i64 %36, 8
  br i1 %37, label %38, label %32, !llvm.loop !10

38:                                               ; preds = %32, %43
  %39 = phi i64 [ %44, %43 ], [ 1, %32 ]
  %40 = getelementptr [8 x [8 x i32]], [8 x [8 x i32]]* @S, i64 0, i64 %39, i64 0
  %41 = add nsw i64 %39, -1
  %42 = load i32, i32* %40, align 16
  br label %48

43:                                               ; preds = %48
  %44 = add nuw nsw i64 %39, 1
  %45 = icmp eq i64 %44, 8
  br i1 %45, label %46, label %38, !llvm.loop !11

46:                                               ; preds = %43
  %47 = load i32, i32* @h, align 4, !tbaa !2
  br label %137

48:                                               ; preds = %48, %38
  %49 = phi i32 [ %42, %38 ], [ %60, %48 ]
  %50 = phi i64 [ 1, %38 ], [ %62, %48 ]
  %51 = add nsw i64 %50, -1
  %52 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 %41, i64 %51
  %53 = load i32, i32* %52, align 4, !tbaa !2
  %54 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @S, i64 0, i64 %41, i64 %50
  %55 = load i32, i32* %54, align 4, !tbaa !2
  %56 = add nsw i32 %55, %53
  %57 = add nsw i32 %56, %49
  %58 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @S, i64 0, i64 %41, i64 %51
  %59 = load i32, i32* %58, align 4, !tbaa !2
  %60 = sub i32 %57, %59
  %61 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @S, i64 0, i64 %39, i64 %50
  store i32 %60, i32* %61, align 4, !tbaa !2
  %62 = add nuw nsw i64 %50, 1
  %63 = icmp eq i64 %62, 8
  br i1 %63, label %43, label %48, !llvm.loop !12

64:                                               ; preds = %28, %68
  %65 = phi i64 [ %69, %68 ], [ 0, %28 ]
  br label %66

66:                                               ; preds = %71, %64
  %67 = phi i64 [ 0, %64 ], [ %74, %71 ]
  br label %76

68:                                               ; preds = %71
  %69 = add nuw nsw i64 %65, 1
  %70 = icmp eq i64 %69, 7
  br i1 %70, label %90, label %64, !llvm.loop !13

71:                                               ; preds = %76
  %72 = srem i32 %84, 1009
  %73 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i64 0, i64 %65, i64 %67
  store i32 %72, i32* %73, align 4, !tbaa !2
  %74 = add nuw nsw i64 %67, 1
  %75 = icmp eq i64 %74, 7
  br i1 %75, label %68, label %66, !llvm.loop !14

76:                                               ; preds = %76, %66
  %77 = phi i64 [ 0, %66 ], [ %85, %76 ]
  %78 = phi i32 [ 0, %66 ], [ %84, %76 ]
  %79 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @A, i64 0, i64 %65, i64 %77
  %80 = load i32, i32* %79, align 4, !tbaa !2
  %81 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 %77, i64 %67
  %82 = load i32, i32* %81, align 4, !tbaa !2
  %83 = mul nsw i32 %82, %80
  %84 = add nsw i32 %83, %78
  %85 = add nuw nsw i64 %77, 1
  %86 = icmp eq i64 %85, 7
  br i1 %86, label %71, label %76, !llvm.loop !15

87:                                               ; preds = %95, %90
  %88 = add nuw nsw i64 %92, 1
  %89 = icmp eq i64 %93, 7
  br i1 %89, label %103, label %90, !llvm.loop !16

90:                                               ; preds = %68, %87
  %91 = phi i64 [ %93, %87 ], [ 0, %68 ]
  %92 = phi i64 [ %88, %87 ], [ 1, %68 ]
  %93 = add nuw nsw i64 %91, 1
  %94 = icmp ult i64 %91, 6
  br i1 %94, label %95, label %87

95:                                               ; preds = %90, %95
  %96 = phi i64 [ %101, %95 ], [ %92, %90 ]
  %97 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i64 0, i64 %91, i64 %96
  %98 = load i32, i32* %97, align 4, !tbaa !2
  %99 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i64 0, i64 %96, i64 %91
  %100 = load i32, i32* %99, align 4, !tbaa !2
  store i32 %100, i32* %97, align 4, !tbaa !2
  store i32 %98, i32* %99, align 4, !tbaa !2
  %101 = add nuw nsw i64 %96, 1
  %102 = icmp eq i64 %101, 7
  br i1 %102, label %87, label %95, !llvm.loop !17

103:                                              ; preds = %87, %106
  %104 = phi i64 [ %107, %106 ], [ 0, %87 ]
  %105 = sub nuw nsw i64 6, %104
  br label %109

106:                                              ; preds = %109
  %107 = add nuw nsw i64 %104, 1
  %108 = icmp eq i64 %107, 7
  br i1 %108, label %116, label %103, !llvm.loop !18

109:                                              ; preds = %109, %103
  %110 = phi i64 [ 0, %103 ], [ %114, %109 ]
  %111 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i64 0, i64 %104, i64 %110
  %112 = load i32, i32* %111, align 4, !tbaa !2
  %113 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i64 0, i64 %110, i64 %105
  store i32 %112, i32* %113, align 4, !tbaa !2
  %114 = add nuw nsw i64 %110, 1
  %115 = icmp eq i64 %114, 7
  br i1 %115, label %106, label %109, !llvm.loop !19

116:                                              ; preds = %106, %126
  %117 = phi i64 [ %127, %126 ], [ 0, %106 ]
  br label %129

118:                                              ; preds = %126
  %119 = sub nuw nsw i64 6, %29
  %120 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %1, i64 0, i64 %29, i64 %119
  %121 = load i32, i32* %120, align 4, !tbaa !2
  %122 = xor i32 %30, %121
  %123 = mul i32 %122, 16777619
  %124 = add nuw nsw i64 %29, 1
  %125 = icmp eq i64 %124, 5
  br i1 %125, label %31, label %28, !llvm.loop !20

126:                                              ; preds = %129
  %127 = add nuw nsw i64 %117, 1
  %128 = icmp eq i64 %127, 7
  br i1 %128, label %118, label %116, !llvm.loop !21

129:                                              ; preds = %116, %129
  %130 = phi i64 [ 0, %116 ], [ %135, %129 ]
  %131 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* %2, i64 0, i64 %117, i64 %130
  %132 = load i32, i32* %131, align 4, !tbaa !2
  %133 = srem i32 %132, 23
  %134 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 %117, i64 %130
  store i32 %133, i32* %134, align 4, !tbaa !2
  %135 = add nuw nsw i64 %130, 1
  %136 = icmp eq i64 %135, 7
  br i1 %136, label %126, label %129, !llvm.loop !22

137:                                              ; preds = %46, %149
  %138 = phi i64 [ 0, %46 ], [ %150, %149 ]
  %139 = phi i32 [ %47, %46 ], [ %171, %149 ]
  br label %152

140:                                              ; preds = %149
  store i32 %171, i32* @h, align 4, !tbaa !2
  %141 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i64 0, i64 7, i64 7), align 4, !tbaa !2
  %142 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i64 0, i64 0, i64 7), align 4, !tbaa !2
  %143 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i64 0, i64 7, i64 0), align 16, !tbaa !2
  %144 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @S, i64 0, i64 0, i64 0), align 16, !tbaa !2
  %145 = add i32 %142, %143
  %146 = sub i32 %141, %145
  %147 = add i32 %146, %144
  %148 = icmp eq i32 %147, %141
  br i1 %148, label %175, label %174

149:                                              ; preds = %152
  %150 = add nuw nsw i64 %138, 2
  %151 = icmp ult i64 %138, 5
  br i1 %151, label %137, label %140, !llvm.loop !23

152:                                              ; preds = %137, %152
  %153 = phi i64 [ 0, %137 ], [ %172, %152 ]
  %154 = phi i32 [ %139, %137 ], [ %171, %152 ]
  %155 = trunc i64 %153 to i32
  %156 = lshr i32 %155, 1
  %157 = sub nsw i32 7, %156
  %158 = zext i32 %157 to i64
  %159 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @S, i64 0, i64 7, i64 %158
  %160 = load i32, i32* %159, align 4, !tbaa !2
  %161 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @S, i64 0, i64 %138, i64 %158
  %162 = load i32, i32* %161, align 4, !tbaa !2
  %163 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @S, i64 0, i64 7, i64 %153
  %164 = load i32, i32* %163, align 4, !tbaa !2
  %165 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @S, i64 0, i64 %138, i64 %153
  %166 = load i32, i32* %165, align 4, !tbaa !2
  %167 = add i32 %162, %164
  %168 = sub i32 %160, %167
  %169 = add i32 %168, %166
  %170 = xor i32 %169, %154
  %171 = mul i32 %170, 16777619
  %172 = add nuw nsw i64 %153, 3
  %173 = icmp ult i64 %153, 4
  br i1 %173, label %152, label %149, !llvm.loop !24

174:                                              ; preds = %140
  call void @abort() #6
  br label %175

175:                                              ; preds = %174, %140
  br label %176

176:                                              ; preds = %175, %179
  %177 = phi i64 [ %180, %179 ], [ 0, %175 ]
  %178 = phi i32 [ %188, %179 ], [ 0, %175 ]
  br label %182

179:                                              ; preds = %187
  %180 = add nuw nsw i64 %177, 1
  %181 = icmp eq i64 %180, 7
  br i1 %181, label %207, label %176, !llvm.loop !25

182:                                              ; preds = %187, %176
  %183 = phi i64 [ 0, %176 ], [ %189, %187 ]
  %184 = phi i32 [ %178, %176 ], [ %188, %187 ]
  %185 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @A, i64 0, i64 %177, i64 %183
  %186 = load i32, i32* %185, align 4, !tbaa !2
  br label %191

187:                                              ; preds = %201
  %188 = add nsw i32 %203, %184
  %189 = add nuw nsw i64 %183, 1
  %190 = icmp eq i64 %189, 7
  br i1 %190, label %179, label %182, !llvm.loop !26

191:                                              ; preds = %201, %182
  %192 = phi i64 [ 0, %182 ], [ %204, %201 ]
  %193 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @A, i64 0, i64 %177, i64 %192
  %194 = load i32, i32* %193, align 4, !tbaa !2
  %195 = icmp slt i32 %194, %186
  br i1 %195, label %200, label %196

196:                                              ; preds = %191
  %197 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @A, i64 0, i64 %192, i64 %183
  %198 = load i32, i32* %197, align 4, !tbaa !2
  %199 = icmp sgt i32 %198, %186
  br i1 %199, label %200, label %201

200:                                              ; preds = %196, %191
  br label %201

201:                                              ; preds = %200, %196
  %202 = phi i1 [ true, %196 ], [ false, %200 ]
  %203 = phi i32 [ 1, %196 ], [ 0, %200 ]
  %204 = add nuw nsw i64 %192, 1
  %205 = icmp ult i64 %192, 6
  %206 = and i1 %205, %202
  br i1 %206, label %191, label %187, !llvm.loop !27

207:                                              ; preds = %179
  %208 = load i32, i32* @h, align 4, !tbaa !2
  %209 = xor i32 %208, %188
  %210 = mul i32 %209, 16777619
  store i32 %210, i32* @h, align 4, !tbaa !2
  br label %211

211:                                              ; preds = %214, %207
  %212 = phi i64 [ 0, %207 ], [ %215, %214 ]
  %213 = phi i32 [ 0, %207 ], [ %223, %214 ]
  br label %217

214:                                              ; preds = %222
  %215 = add nuw nsw i64 %212, 1
  %216 = icmp eq i64 %215, 7
  br i1 %216, label %242, label %211, !llvm.loop !25

217:                                              ; preds = %222, %211
  %218 = phi i64 [ 0, %211 ], [ %224, %222 ]
  %219 = phi i32 [ %213, %211 ], [ %223, %222 ]
  %220 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 %212, i64 %218
  %221 = load i32, i32* %220, align 4, !tbaa !2
  br label %226

222:                                              ; preds = %236
  %223 = add nsw i32 %238, %219
  %224 = add nuw nsw i64 %218, 1
  %225 = icmp eq i64 %224, 7
  br i1 %225, label %214, label %217, !llvm.loop !26

226:                                              ; preds = %236, %217
  %227 = phi i64 [ 0, %217 ], [ %239, %236 ]
  %228 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 %212, i64 %227
  %229 = load i32, i32* %228, align 4, !tbaa !2
  %230 = icmp slt i32 %229, %221
  br i1 %230, label %235, label %231

231:                                              ; preds = %226
  %232 = getelementptr inbounds [7 x [7 x i32]], [7 x [7 x i32]]* @B, i64 0, i64 %227, i64 %218
  %233 = load i32, i32* %232, align 4, !tbaa !2
  %234 = icmp sgt i32 %233, %221
  br i1 %234, label %235, label %236

235:                                              ; preds = %231, %226
  br label %236

236:                                              ; preds = %235, %231
  %237 = phi i1 [ true, %231 ], [ false, %235 ]
  %238 = phi i32 [ 1, %231 ], [ 0, %235 ]
  %239 = add nuw nsw i64 %227, 1
  %240 = icmp ult i64 %227, 6
  %241 = and i1 %240, %237
  br i1 %241, label %226, label %222, !llvm.loop !27

242:                                              ; preds = %214
  %243 = xor i32 %223, %210
  %244 = mul i32 %243, 16777619
  store i32 %244, i32* @h, align 4, !tbaa !2
  %245 = bitcast [4 x [4 x i32]]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %245) #5
  %246 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %3, i64 0, i64 0
  %247 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %3, i64 0, i64 0, i64 0
  br label %248

248:                                              ; preds = %242, %275
  %249 = phi i32 [ %18, %242 ], [ %267, %275 ]
  %250 = phi i32 [ 0, %242 ], [ %285, %275 ]
  br label %254

251:                                              ; preds = %275
  %252 = load i32, i32* @h, align 4, !tbaa !2
  %253 = and i32 %252, 2147483647
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %245) #5
  call void @llvm.lifetime.end.p0i8(i64 196, i8* nonnull %5) #5
  call void @llvm.lifetime.end.p0i8(i64 196, i8* nonnull %4) #5
  ret i32 %253

254:                                              ; preds = %248, %260
  %255 = phi i64 [ 0, %248 ], [ %261, %260 ]
  %256 = phi i32 [ %249, %248 ], [ %267, %260 ]
  br label %263

257:                                              ; preds = %260
  %258 = urem i32 %250, 5
  %259 = icmp eq i32 %258, 0
  br i1 %259, label %274, label %275

260:                                              ; preds = %263
  %261 = add nuw nsw i64 %255, 1
  %262 = icmp eq i64 %261, 4
  br i1 %262, label %257, label %254, !llvm.loop !28

263:                                              ; preds = %254, %263
  %264 = phi i64 [ 0, %254 ], [ %272, %263 ]
  %265 = phi i32 [ %256, %254 ], [ %267, %263 ]
  %266 = mul i32 %265, 1103515245
  %267 = add i32 %266, 12345
  %268 = lshr i32 %267, 16
  %269 = urem i32 %268, 11
  %270 = add nsw i32 %269, -5
  %271 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %3, i64 0, i64 %255, i64 %264
  store i32 %270, i32* %271, align 4, !tbaa !2
  %272 = add nuw nsw i64 %264, 1
  %273 = icmp eq i64 %272, 4
  br i1 %273, label %260, label %263, !llvm.loop !29

274:                                              ; preds = %257
  store i32 0, i32* %247, align 16, !tbaa !2
  br label %275

275:                                              ; preds = %274, %257
  %276 = call fastcc i64 @det_bareiss(i32 noundef 4, [4 x i32]* noundef nonnull %246) #7
  %277 = trunc i64 %276 to i32
  %278 = load i32, i32* @h, align 4, !tbaa !2
  %279 = xor i32 %278, %277
  %280 = mul i32 %279, 16777619
  store i32 %280, i32* @h, align 4, !tbaa !2
  %281 = call fastcc i64 @det_bareiss(i32 noundef 3, [4 x i32]* noundef nonnull %246) #7
  %282 = trunc i64 %281 to i32
  %283 = xor i32 %280, %282
  %284 = mul i32 %283, 16777619
  store i32 %284, i32* @h, align 4, !tbaa !2
  %285 = add nuw nsw i32 %250, 1
  %286 = icmp eq i32 %285, 30
  br i1 %286, label %251, label %248, !llvm.loop !30
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

declare dso_local void @abort() local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind readonly
define internal fastcc i64 @det_bareiss(i32 noundef %0, [4 x i32]* nocapture noundef readonly %1) unnamed_addr #3 {
  %3 = alloca [4 x [4 x i64]], align 16
  %4 = bitcast [4 x [4 x i64]]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 128, i8* nonnull %4) #5
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %6, label %11

6:                                                ; preds = %2
  %7 = zext i32 %0 to i64
  %8 = zext i32 %0 to i64
  br label %9

9:                                                ; preds = %6, %22
  %10 = phi i64 [ 0, %6 ], [ %23, %22 ]
  br label %25

11:                                               ; preds = %22, %2
  %12 = add i32 %0, -1
  %13 = icmp sgt i32 %0, 1
  br i1 %13, label %14, label %101

14:                                               ; preds = %11
  %15 = sext i32 %0 to i64
  %16 = sext i32 %0 to i64
  %17 = sext i32 %12 to i64
  %18 = zext i32 %12 to i64
  %19 = zext i32 %0 to i64
  %20 = zext i32 %0 to i64
  %21 = zext i32 %0 to i64
  br label %33

22:                                               ; preds = %25
  %23 = add nuw nsw i64 %10, 1
  %24 = icmp eq i64 %23, %7
  br i1 %24, label %11, label %9, !llvm.loop !31

25:                                               ; preds = %9, %25
  %26 = phi i64 [ 0, %9 ], [ %31, %25 ]
  %27 = getelementptr inbounds [4 x i32], [4 x i32]* %1, i64 %10, i64 %26
  %28 = load i32, i32* %27, align 4, !tbaa !2
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i64 0, i64 %10, i64 %26
  store i64 %29, i64* %30, align 8, !tbaa !32
  %31 = add nuw nsw i64 %26, 1
  %32 = icmp eq i64 %31, %8
  br i1 %32, label %22, label %25, !llvm.loop !34

33:                                               ; preds = %14, %78
  %34 = phi i64 [ 1, %14 ], [ %82, %78 ]
  %35 = phi i32 [ 1, %14 ], [ %81, %78 ]
  %36 = phi i64 [ 0, %14 ], [ %73, %78 ]
  %37 = phi i1 [ %13, %14 ], [ %80, %78 ]
  %38 = phi i32 [ 1, %14 ], [ %72, %78 ]
  %39 = phi i64 [ 1, %14 ], [ %79, %78 ]
  %40 = call i32 @llvm.smax.i32(i32 %0, i32 %35)
  %41 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i64 0, i64 %36, i64 %36
  %42 = load i64, i64* %41, align 8, !tbaa !32
  %43 = icmp eq i64 %42, 0
  br i1 %43, label %44, label %71

44:                                               ; preds = %33, %48
  %45 = phi i64 [ %46, %48 ], [ %36, %33 ]
  %46 = add nuw nsw i64 %45, 1
  %47 = icmp slt i64 %46, %15
  br i1 %47, label %48, label %54

48:                                               ; preds = %44
  %49 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i64 0, i64 %46, i64 %36
  %50 = load i64, i64* %49, align 8, !tbaa !32
  %51 = icmp eq i64 %50, 0
  br i1 %51, label %44, label %52, !llvm.loop !35

52:                                               ; preds = %48
  %53 = trunc i64 %46 to i32
  br label %54

54:                                               ; preds = %44, %52
  %55 = phi i32 [ %53, %52 ], [ %40, %44 ]
  %56 = icmp eq i32 %55, %0
  br i1 %56, label %69, label %57

57:                                               ; preds = %54
  %58 = zext i32 %55 to i64
  br label %61

59:                                               ; preds = %61
  %60 = sub nsw i32 0, %38
  br label %69

61:                                               ; preds = %57, %61
  %62 = phi i64 [ 0, %57 ], [ %67, %61 ]
  %63 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i64 0, i64 %36, i64 %62
  %64 = load i64, i64* %63, align 8, !tbaa !32
  %65 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i64 0, i64 %58, i64 %62
  %66 = load i64, i64* %65, align 8, !tbaa !32
  store i64 %66, i64* %63, align 8, !tbaa !32
  store i64 %64, i64* %65, align 8, !tbaa !32
  %67 = add nuw nsw i64 %62, 1
  %68 = icmp eq i64 %67, %19
  br i1 %68, label %59, label %61, !llvm.loop !36

69:                                               ; preds = %54, %59
  %70 = phi i32 [ %60, %59 ], [ %38, %54 ]
  br i1 %56, label %101, label %71

71:                                               ; preds = %69, %33
  %72 = phi i32 [ %70, %69 ], [ %38, %33 ]
  %73 = add nuw nsw i64 %36, 1
  %74 = icmp slt i64 %73, %16
  br i1 %74, label %75, label %78

75:                                               ; preds = %71, %84
  %76 = phi i64 [ %85, %84 ], [ %34, %71 ]
  %77 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i64 0, i64 %76, i64 %36
  br label %87

78:                                               ; preds = %84, %71
  %79 = load i64, i64* %41, align 8, !tbaa !32
  %80 = icmp slt i64 %73, %17
  %81 = add nuw i32 %35, 1
  %82 = add nuw nsw i64 %34, 1
  %83 = icmp eq i64 %73, %18
  br i1 %83, label %101, label %33, !llvm.loop !37

84:                                               ; preds = %87
  %85 = add nuw nsw i64 %76, 1
  %86 = icmp eq i64 %85, %20
  br i1 %86, label %78, label %75, !llvm.loop !38

87:                                               ; preds = %75, %87
  %88 = phi i64 [ %34, %75 ], [ %99, %87 ]
  %89 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i64 0, i64 %76, i64 %88
  %90 = load i64, i64* %89, align 8, !tbaa !32
  %91 = load i64, i64* %41, align 8, !tbaa !32
  %92 = mul nsw i64 %91, %90
  %93 = load i64, i64* %77, align 8, !tbaa !32
  %94 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i64 0, i64 %36, i64 %88
  %95 = load i64, i64* %94, align 8, !tbaa !32
  %96 = mul nsw i64 %95, %93
  %97 = sub nsw i64 %92, %96
  %98 = sdiv i64 %97, %39
  store i64 %98, i64* %89, align 8, !tbaa !32
  %99 = add nuw nsw i64 %88, 1
  %100 = icmp eq i64 %99, %21
  br i1 %100, label %84, label %87, !llvm.loop !39

101:                                              ; preds = %69, %78, %11
  %102 = phi i1 [ %13, %11 ], [ %37, %69 ], [ %80, %78 ]
  %103 = phi i32 [ 1, %11 ], [ %70, %69 ], [ %72, %78 ]
  br i1 %102, label %110, label %104

104:                                              ; preds = %101
  %105 = sext i32 %103 to i64
  %106 = zext i32 %12 to i64
  %107 = getelementptr inbounds [4 x [4 x i64]], [4 x [4 x i64]]* %3, i64 0, i64 %106, i64 %106
  %108 = load i64, i64* %107, align 8, !tbaa !32
  %109 = mul nsw i64 %108, %105
  br label %110

110:                                              ; preds = %101, %104
  %111 = phi i64 [ %109, %104 ], [ 0, %101 ]
  call void @llvm.lifetime.end.p0i8(i64 128, i8* nonnull %4) #5
  ret i64 %111
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smax.i32(i32, i32) #4

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }
attributes #6 = { nobuiltin nounwind "no-builtins" }
attributes #7 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C/C++ TBAA"}
!6 = distinct !{!6, !7, !8}
!7 = !{!"llvm.loop.mustprogress"}
!8 = !{!"llvm.loop.unroll.disable"}
!9 = distinct !{!9, !7, !8}
!10 = distinct !{!10, !7, !8}
!11 = distinct !{!11, !7, !8}
!12 = distinct !{!12, !7, !8}
!13 = distinct !{!13, !7, !8}
!14 = distinct !{!14, !7, !8}
!15 = distinct !{!15, !7, !8}
!16 = distinct !{!16, !7, !8}
!17 = distinct !{!17, !7, !8}
!18 = distinct !{!18, !7, !8}
!19 = distinct !{!19, !7, !8}
!20 = distinct !{!20, !7, !8}
!21 = distinct !{!21, !7, !8}
!22 = distinct !{!22, !7, !8}
!23 = distinct !{!23, !7, !8}
!24 = distinct !{!24, !7, !8}
!25 = distinct !{!25, !7, !8}
!26 = distinct !{!26, !7, !8}
!27 = distinct !{!27, !7, !8}
!28 = distinct !{!28, !7, !8}
!29 = distinct !{!29, !7, !8}
!30 = distinct !{!30, !7, !8}
!31 = distinct !{!31, !7, !8}
!32 = !{!33, !33, i64 0}
!33 = !{!"long long", !4, i64 0}
!34 = distinct !{!34, !7, !8}
!35 = distinct !{!35, !7, !8}
!36 = distinct !{!36, !7, !8}
!37 = distinct !{!37, !7, !8}
!38 = distinct !{!38, !7, !8}
!39 = distinct !{!39, !7, !8}
