; ModuleID = 'bst.c'
source_filename = "bst.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "thumbv6m-none-unknown-eabi"

%struct.tnode = type { i32, i16, i16 }

@root = internal unnamed_addr global i16 -1, align 2
@t = internal unnamed_addr global [200 x %struct.tnode] zeroinitializer, align 4
@nused = internal unnamed_addr global i32 0, align 4
@nout = internal unnamed_addr global i32 0, align 4
@out = internal unnamed_addr global [200 x i32] zeroinitializer, align 4

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %36

1:                                                ; preds = %106
  store i32 0, i32* @nout, align 4, !tbaa !7
  %2 = load i16, i16* @root, align 2, !tbaa !11
  %3 = sext i16 %2 to i32
  tail call fastcc void @inorder(i32 noundef %3) #4
  %4 = load i32, i32* @nout, align 4, !tbaa !7
  %5 = icmp sgt i32 %4, 0
  br i1 %5, label %6, label %29

6:                                                ; preds = %1
  %7 = load i32, i32* getelementptr inbounds ([200 x i32], [200 x i32]* @out, i32 0, i32 0), align 4, !tbaa !7
  %8 = xor i32 %7, -2128831035
  %9 = mul i32 %8, 16777619
  %10 = icmp eq i32 %4, 1
  br i1 %10, label %29, label %11

11:                                               ; preds = %6, %22
  %12 = phi i32 [ %24, %22 ], [ %4, %6 ]
  %13 = phi i32 [ %23, %22 ], [ %7, %6 ]
  %14 = phi i32 [ %27, %22 ], [ 1, %6 ]
  %15 = phi i32 [ %26, %22 ], [ %9, %6 ]
  %16 = getelementptr inbounds [200 x i32], [200 x i32]* @out, i32 0, i32 %14
  %17 = load i32, i32* %16, align 4, !tbaa !7
  %18 = icmp slt i32 %13, %17
  br i1 %18, label %22, label %19

19:                                               ; preds = %11
  tail call void @abort() #4
  %20 = load i32, i32* @nout, align 4, !tbaa !7
  %21 = load i32, i32* %16, align 4, !tbaa !7
  br label %22

22:                                               ; preds = %19, %11
  %23 = phi i32 [ %21, %19 ], [ %17, %11 ]
  %24 = phi i32 [ %20, %19 ], [ %12, %11 ]
  %25 = xor i32 %23, %15
  %26 = mul i32 %25, 16777619
  %27 = add nuw nsw i32 %14, 1
  %28 = icmp slt i32 %27, %24
  br i1 %28, label %11, label %29, !llvm.loop !13

29:                                               ; preds = %22, %1, %6
  %30 = phi i32 [ -2128831035, %1 ], [ %9, %6 ], [ %26, %22 ]
  %31 = phi i32 [ %4, %1 ], [ 1, %6 ], [ %24, %22 ]
  %32 = load i16, i16* @root, align 2, !tbaa !11
  %33 = sext i16 %32 to i32
  %34 = tail call fastcc i32 @height(i32 noundef %33) #5
  %35 = icmp sgt i16 %32, -1
  br label %111

36:                                               ; preds = %0, %106
  %37 = phi i32 [ 0, %0 ], [ %109, %106 ]
  %38 = phi i32 [ 0, %0 ], [ %108, %106 ]
  %39 = phi i32 [ 8675309, %0 ], [ %41, %106 ]
  %40 = mul i32 %39, 1103515245
  %41 = add i32 %40, 12345
  %42 = lshr i32 %41, 22
  %43 = add nsw i32 %42, -512
  br label %44

44:                                               ; preds = %84, %36
  %45 = phi i16* [ @root, %36 ], [ %92, %84 ]
  %46 = load i16, i16* %45, align 2, !tbaa !11
  %47 = icmp sgt i16 %46, -1
  br i1 %47, label %48, label %93

48:                                               ; preds = %44
  %49 = zext i16 %46 to i32
  %50 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %49, i32 0
  %51 = load i32, i32* %50, align 4, !tbaa !16
  %52 = icmp eq i32 %51, %43
  %53 = icmp sgt i32 %51, %43
  %54 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %49, i32 1
  %55 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %49, i32 2
  %56 = select i1 %53, i16* %54, i16* %55
  br i1 %52, label %106, label %57, !llvm.loop !18

57:                                               ; preds = %48
  %58 = load i16, i16* %56, align 2, !tbaa !11
  %59 = icmp sgt i16 %58, -1
  br i1 %59, label %60, label %93

60:                                               ; preds = %57
  %61 = zext i16 %58 to i32
  %62 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %61, i32 0
  %63 = load i32, i32* %62, align 4, !tbaa !16
  %64 = icmp eq i32 %63, %43
  %65 = icmp sgt i32 %63, %43
  %66 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %61, i32 1
  %67 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %61, i32 2
  %68 = select i1 %65, i16* %66, i16* %67
  br i1 %64, label %106, label %69, !llvm.loop !18

69:                                               ; preds = %60
  %70 = load i16, i16* %68, align 2, !tbaa !11
  %71 = icmp sgt i16 %70, -1
  br i1 %71, label %72, label %93

72:                                               ; preds = %69
  %73 = zext i16 %70 to i32
  %74 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %73, i32 0
  %75 = load i32, i32* %74, align 4, !tbaa !16
  %76 = icmp eq i32 %75, %43
  %77 = icmp sgt i32 %75, %43
  %78 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %73, i32 1
  %79 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %73, i32 2
  %80 = select i1 %77, i16* %78, i16* %79
  br i1 %76, label %106, label %81, !llvm.loop !18

81:                                               ; preds = %72
  %82 = load i16, i16* %80, align 2, !tbaa !11
  %83 = icmp sgt i16 %82, -1
  br i1 %83, label %84, label %93

84:                                               ; preds = %81
  %85 = zext i16 %82 to i32
  %86 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %85, i32 0
  %87 = load i32, i32* %86, align 4, !tbaa !16
  %88 = icmp eq i32 %87, %43
  %89 = icmp sgt i32 %87, %43
  %90 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %85, i32 1
  %91 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %85, i32 2
  %92 = select i1 %89, i16* %90, i16* %91
  br i1 %88, label %106, label %44, !llvm.loop !18

93:                                               ; preds = %81, %69, %57, %44
  %94 = phi i16* [ %45, %44 ], [ %56, %57 ], [ %68, %69 ], [ %80, %81 ]
  %95 = load i32, i32* @nused, align 4, !tbaa !7
  %96 = icmp sgt i32 %95, 199
  br i1 %96, label %97, label %99

97:                                               ; preds = %93
  tail call void @abort() #4
  %98 = load i32, i32* @nused, align 4, !tbaa !7
  br label %99

99:                                               ; preds = %97, %93
  %100 = phi i32 [ %98, %97 ], [ %95, %93 ]
  %101 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %100, i32 0
  store i32 %43, i32* %101, align 4, !tbaa !16
  %102 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %100, i32 2
  store i16 -1, i16* %102, align 2, !tbaa !19
  %103 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %100, i32 1
  store i16 -1, i16* %103, align 4, !tbaa !20
  %104 = add nsw i32 %100, 1
  store i32 %104, i32* @nused, align 4, !tbaa !7
  %105 = trunc i32 %100 to i16
  store i16 %105, i16* %94, align 2, !tbaa !11
  br label %106

106:                                              ; preds = %48, %60, %72, %84, %99
  %107 = phi i32 [ 1, %99 ], [ 0, %84 ], [ 0, %72 ], [ 0, %60 ], [ 0, %48 ]
  %108 = add nuw nsw i32 %107, %38
  %109 = add nuw nsw i32 %37, 1
  %110 = icmp eq i32 %109, 150
  br i1 %110, label %1, label %36, !llvm.loop !21

111:                                              ; preds = %212, %29
  %112 = phi i32 [ -512, %29 ], [ %215, %212 ]
  %113 = phi i32 [ 0, %29 ], [ %214, %212 ]
  br i1 %35, label %114, label %127

114:                                              ; preds = %111, %120
  %115 = phi i16 [ %125, %120 ], [ %32, %111 ]
  %116 = zext i16 %115 to i32
  %117 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %116, i32 0
  %118 = load i32, i32* %117, align 4, !tbaa !16
  %119 = icmp eq i32 %118, %112
  br i1 %119, label %127, label %120

120:                                              ; preds = %114
  %121 = icmp sgt i32 %118, %112
  %122 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %116, i32 1
  %123 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %116, i32 2
  %124 = select i1 %121, i16* %122, i16* %123
  %125 = load i16, i16* %124, align 2, !tbaa !11
  %126 = icmp sgt i16 %125, -1
  br i1 %126, label %114, label %127, !llvm.loop !22

127:                                              ; preds = %114, %120, %111
  %128 = phi i32 [ 0, %111 ], [ 1, %114 ], [ 0, %120 ]
  %129 = add nuw nsw i32 %128, %113
  %130 = add nsw i32 %112, 3
  br i1 %35, label %131, label %144

131:                                              ; preds = %127, %137
  %132 = phi i16 [ %142, %137 ], [ %32, %127 ]
  %133 = zext i16 %132 to i32
  %134 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %133, i32 0
  %135 = load i32, i32* %134, align 4, !tbaa !16
  %136 = icmp eq i32 %135, %130
  br i1 %136, label %144, label %137

137:                                              ; preds = %131
  %138 = icmp sgt i32 %135, %130
  %139 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %133, i32 1
  %140 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %133, i32 2
  %141 = select i1 %138, i16* %139, i16* %140
  %142 = load i16, i16* %141, align 2, !tbaa !11
  %143 = icmp sgt i16 %142, -1
  br i1 %143, label %131, label %144, !llvm.loop !22

144:                                              ; preds = %131, %137, %127
  %145 = phi i32 [ 0, %127 ], [ 1, %131 ], [ 0, %137 ]
  %146 = add nuw nsw i32 %145, %129
  %147 = add nsw i32 %112, 6
  br i1 %35, label %148, label %161

148:                                              ; preds = %144, %154
  %149 = phi i16 [ %159, %154 ], [ %32, %144 ]
  %150 = zext i16 %149 to i32
  %151 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %150, i32 0
  %152 = load i32, i32* %151, align 4, !tbaa !16
  %153 = icmp eq i32 %152, %147
  br i1 %153, label %161, label %154

154:                                              ; preds = %148
  %155 = icmp sgt i32 %152, %147
  %156 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %150, i32 1
  %157 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %150, i32 2
  %158 = select i1 %155, i16* %156, i16* %157
  %159 = load i16, i16* %158, align 2, !tbaa !11
  %160 = icmp sgt i16 %159, -1
  br i1 %160, label %148, label %161, !llvm.loop !22

161:                                              ; preds = %148, %154, %144
  %162 = phi i32 [ 0, %144 ], [ 1, %148 ], [ 0, %154 ]
  %163 = add nuw nsw i32 %162, %146
  %164 = add nsw i32 %112, 9
  br i1 %35, label %165, label %178

165:                                              ; preds = %161, %171
  %166 = phi i16 [ %176, %171 ], [ %32, %161 ]
  %167 = zext i16 %166 to i32
  %168 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %167, i32 0
  %169 = load i32, i32* %168, align 4, !tbaa !16
  %170 = icmp eq i32 %169, %164
  br i1 %170, label %178, label %171

171:                                              ; preds = %165
  %172 = icmp sgt i32 %169, %164
  %173 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %167, i32 1
  %174 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %167, i32 2
  %175 = select i1 %172, i16* %173, i16* %174
  %176 = load i16, i16* %175, align 2, !tbaa !11
  %177 = icmp sgt i16 %176, -1
  br i1 %177, label %165, label %178, !llvm.loop !22

178:                                              ; preds = %165, %171, %161
  %179 = phi i32 [ 0, %161 ], [ 1, %165 ], [ 0, %171 ]
  %180 = add nuw nsw i32 %179, %163
  %181 = add nsw i32 %112, 12
  br i1 %35, label %182, label %195

182:                                              ; preds = %178, %188
  %183 = phi i16 [ %193, %188 ], [ %32, %178 ]
  %184 = zext i16 %183 to i32
  %185 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %184, i32 0
  %186 = load i32, i32* %185, align 4, !tbaa !16
  %187 = icmp eq i32 %186, %181
  br i1 %187, label %195, label %188

188:                                              ; preds = %182
  %189 = icmp sgt i32 %186, %181
  %190 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %184, i32 1
  %191 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %184, i32 2
  %192 = select i1 %189, i16* %190, i16* %191
  %193 = load i16, i16* %192, align 2, !tbaa !11
  %194 = icmp sgt i16 %193, -1
  br i1 %194, label %182, label %195, !llvm.loop !22

195:                                              ; preds = %182, %188, %178
  %196 = phi i32 [ 0, %178 ], [ 1, %182 ], [ 0, %188 ]
  %197 = add nuw nsw i32 %196, %180
  %198 = add nsw i32 %112, 15
  br i1 %35, label %199, label %212

199:                                              ; preds = %195, %205
  %200 = phi i16 [ %210, %205 ], [ %32, %195 ]
  %201 = zext i16 %200 to i32
  %202 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %201, i32 0
  %203 = load i32, i32* %202, align 4, !tbaa !16
  %204 = icmp eq i32 %203, %198
  br i1 %204, label %212, label %205

205:                                              ; preds = %199
  %206 = icmp sgt i32 %203, %198
  %207 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %201, i32 1
  %208 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %201, i32 2
  %209 = select i1 %206, i16* %207, i16* %208
  %210 = load i16, i16* %209, align 2, !tbaa !11
  %211 = icmp sgt i16 %210, -1
  br i1 %211, label %199, label %212, !llvm.loop !22

212:                                              ; preds = %199, %205, %195
  %213 = phi i32 [ 0, %195 ], [ 1, %199 ], [ 0, %205 ]
  %214 = add nuw nsw i32 %213, %197
  %215 = add nsw i32 %112, 18
  %216 = icmp slt i32 %112, 494
  br i1 %216, label %111, label %267, !llvm.loop !23

217:                                              ; preds = %347
  store i32 0, i32* @nout, align 4, !tbaa !7
  %218 = load i16, i16* @root, align 2, !tbaa !11
  %219 = sext i16 %218 to i32
  tail call fastcc void @inorder(i32 noundef %219) #4
  %220 = load i32, i32* @nout, align 4, !tbaa !7
  %221 = icmp sgt i32 %220, 0
  br i1 %221, label %222, label %245

222:                                              ; preds = %217
  %223 = load i32, i32* getelementptr inbounds ([200 x i32], [200 x i32]* @out, i32 0, i32 0), align 4, !tbaa !7
  %224 = xor i32 %223, -2128831035
  %225 = mul i32 %224, 16777619
  %226 = icmp eq i32 %220, 1
  br i1 %226, label %245, label %227

227:                                              ; preds = %222, %238
  %228 = phi i32 [ %240, %238 ], [ %220, %222 ]
  %229 = phi i32 [ %239, %238 ], [ %223, %222 ]
  %230 = phi i32 [ %243, %238 ], [ 1, %222 ]
  %231 = phi i32 [ %242, %238 ], [ %225, %222 ]
  %232 = getelementptr inbounds [200 x i32], [200 x i32]* @out, i32 0, i32 %230
  %233 = load i32, i32* %232, align 4, !tbaa !7
  %234 = icmp slt i32 %229, %233
  br i1 %234, label %238, label %235

235:                                              ; preds = %227
  tail call void @abort() #4
  %236 = load i32, i32* @nout, align 4, !tbaa !7
  %237 = load i32, i32* %232, align 4, !tbaa !7
  br label %238

238:                                              ; preds = %235, %227
  %239 = phi i32 [ %237, %235 ], [ %233, %227 ]
  %240 = phi i32 [ %236, %235 ], [ %228, %227 ]
  %241 = xor i32 %239, %231
  %242 = mul i32 %241, 16777619
  %243 = add nuw nsw i32 %230, 1
  %244 = icmp slt i32 %243, %240
  br i1 %244, label %227, label %245, !llvm.loop !13

245:                                              ; preds = %238, %217, %222
  %246 = phi i32 [ -2128831035, %217 ], [ %225, %222 ], [ %242, %238 ]
  %247 = phi i32 [ %220, %217 ], [ 1, %222 ], [ %240, %238 ]
  %248 = xor i32 %30, %31
  %249 = xor i32 %248, -2128831035
  %250 = mul i32 %249, 16777619
  %251 = shl i32 %108, 8
  %252 = xor i32 %34, %251
  %253 = xor i32 %252, %250
  %254 = mul i32 %253, 16777619
  %255 = xor i32 %214, %254
  %256 = mul i32 %255, 16777619
  %257 = xor i32 %349, %256
  %258 = xor i32 %257, %246
  %259 = xor i32 %258, %247
  %260 = mul i32 %259, 16777619
  %261 = load i16, i16* @root, align 2, !tbaa !11
  %262 = sext i16 %261 to i32
  %263 = tail call fastcc i32 @height(i32 noundef %262) #5
  %264 = xor i32 %260, %263
  %265 = mul i32 %264, 16777619
  %266 = and i32 %265, 2147483647
  ret i32 %266

267:                                              ; preds = %212, %428
  %268 = phi i16 [ %432, %428 ], [ %32, %212 ]
  %269 = phi i32 [ %431, %428 ], [ 0, %212 ]
  %270 = phi i32 [ %430, %428 ], [ 0, %212 ]
  %271 = phi i32 [ %354, %428 ], [ 8675309, %212 ]
  %272 = mul i32 %271, -1029531031
  %273 = add i32 %272, -740551042
  %274 = lshr i32 %273, 22
  %275 = add nsw i32 %274, -512
  %276 = icmp sgt i16 %268, -1
  br i1 %276, label %277, label %347

277:                                              ; preds = %267
  %278 = zext i16 %268 to i32
  %279 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %278, i32 0
  %280 = load i32, i32* %279, align 4, !tbaa !16
  %281 = icmp eq i32 %280, %275
  br i1 %281, label %313, label %299

282:                                              ; preds = %299
  %283 = zext i16 %306 to i32
  %284 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %283, i32 0
  %285 = load i32, i32* %284, align 4, !tbaa !16
  %286 = icmp eq i32 %285, %275
  br i1 %286, label %308, label %287, !llvm.loop !24

287:                                              ; preds = %282
  %288 = icmp sgt i32 %285, %275
  %289 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %283, i32 1
  %290 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %283, i32 2
  %291 = select i1 %288, i16* %289, i16* %290
  %292 = load i16, i16* %291, align 2, !tbaa !11
  %293 = icmp sgt i16 %292, -1
  br i1 %293, label %294, label %347, !llvm.loop !24

294:                                              ; preds = %287
  %295 = zext i16 %292 to i32
  %296 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %295, i32 0
  %297 = load i32, i32* %296, align 4, !tbaa !16
  %298 = icmp eq i32 %297, %275
  br i1 %298, label %308, label %299, !llvm.loop !24

299:                                              ; preds = %277, %294
  %300 = phi i32 [ %297, %294 ], [ %280, %277 ]
  %301 = phi i32 [ %295, %294 ], [ %278, %277 ]
  %302 = icmp sgt i32 %300, %275
  %303 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %301, i32 1
  %304 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %301, i32 2
  %305 = select i1 %302, i16* %303, i16* %304
  %306 = load i16, i16* %305, align 2, !tbaa !11
  %307 = icmp sgt i16 %306, -1
  br i1 %307, label %282, label %347, !llvm.loop !24

308:                                              ; preds = %294, %282
  %309 = phi i32* [ %284, %282 ], [ %296, %294 ]
  %310 = phi i16* [ %305, %282 ], [ %291, %294 ]
  %311 = phi i16 [ %306, %282 ], [ %292, %294 ]
  %312 = zext i16 %311 to i32
  br label %313

313:                                              ; preds = %308, %277
  %314 = phi i16* [ @root, %277 ], [ %310, %308 ]
  %315 = phi i32 [ %278, %277 ], [ %312, %308 ]
  %316 = phi i32* [ %279, %277 ], [ %309, %308 ]
  %317 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %315, i32 1
  %318 = load i16, i16* %317, align 4, !tbaa !20
  %319 = icmp slt i16 %318, 0
  %320 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %315, i32 2
  %321 = load i16, i16* %320, align 2, !tbaa !19
  br i1 %319, label %322, label %323

322:                                              ; preds = %313
  store i16 %321, i16* %314, align 2, !tbaa !11
  br label %347

323:                                              ; preds = %313
  %324 = icmp slt i16 %321, 0
  br i1 %324, label %325, label %326

325:                                              ; preds = %323
  store i16 %318, i16* %314, align 2, !tbaa !11
  br label %347

326:                                              ; preds = %323, %333
  %327 = phi i16 [ %336, %333 ], [ %321, %323 ]
  %328 = phi i16* [ %335, %333 ], [ %320, %323 ]
  %329 = zext i16 %327 to i32
  %330 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %329, i32 1
  %331 = load i16, i16* %330, align 4, !tbaa !20
  %332 = icmp sgt i16 %331, -1
  br i1 %332, label %333, label %340, !llvm.loop !25

333:                                              ; preds = %326
  %334 = zext i16 %331 to i32
  %335 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %334, i32 1
  %336 = load i16, i16* %335, align 4, !tbaa !20
  %337 = icmp sgt i16 %336, -1
  br i1 %337, label %326, label %338, !llvm.loop !25

338:                                              ; preds = %333
  %339 = zext i16 %331 to i32
  br label %340

340:                                              ; preds = %326, %338
  %341 = phi i16* [ %330, %338 ], [ %328, %326 ]
  %342 = phi i32 [ %339, %338 ], [ %329, %326 ]
  %343 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %342, i32 0
  %344 = load i32, i32* %343, align 4, !tbaa !16
  store i32 %344, i32* %316, align 4, !tbaa !16
  %345 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %342, i32 2
  %346 = load i16, i16* %345, align 2, !tbaa !19
  store i16 %346, i16* %341, align 2, !tbaa !11
  br label %347

347:                                              ; preds = %299, %287, %267, %322, %325, %340
  %348 = phi i32 [ 1, %325 ], [ 1, %340 ], [ 1, %322 ], [ 0, %267 ], [ 0, %287 ], [ 0, %299 ]
  %349 = add nuw nsw i32 %348, %270
  %350 = icmp ult i32 %269, 148
  br i1 %350, label %351, label %217, !llvm.loop !26

351:                                              ; preds = %347
  %352 = load i16, i16* @root, align 2, !tbaa !11
  %353 = mul i32 %273, -1029531031
  %354 = add i32 %353, -740551042
  %355 = lshr i32 %354, 22
  %356 = add nsw i32 %355, -512
  %357 = icmp sgt i16 %352, -1
  br i1 %357, label %358, label %428

358:                                              ; preds = %351
  %359 = zext i16 %352 to i32
  %360 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %359, i32 0
  %361 = load i32, i32* %360, align 4, !tbaa !16
  %362 = icmp eq i32 %361, %356
  br i1 %362, label %394, label %363

363:                                              ; preds = %358, %384
  %364 = phi i32 [ %387, %384 ], [ %361, %358 ]
  %365 = phi i32 [ %385, %384 ], [ %359, %358 ]
  %366 = icmp sgt i32 %364, %356
  %367 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %365, i32 1
  %368 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %365, i32 2
  %369 = select i1 %366, i16* %367, i16* %368
  %370 = load i16, i16* %369, align 2, !tbaa !11
  %371 = icmp sgt i16 %370, -1
  br i1 %371, label %372, label %428, !llvm.loop !24

372:                                              ; preds = %363
  %373 = zext i16 %370 to i32
  %374 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %373, i32 0
  %375 = load i32, i32* %374, align 4, !tbaa !16
  %376 = icmp eq i32 %375, %356
  br i1 %376, label %389, label %377, !llvm.loop !24

377:                                              ; preds = %372
  %378 = icmp sgt i32 %375, %356
  %379 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %373, i32 1
  %380 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %373, i32 2
  %381 = select i1 %378, i16* %379, i16* %380
  %382 = load i16, i16* %381, align 2, !tbaa !11
  %383 = icmp sgt i16 %382, -1
  br i1 %383, label %384, label %428, !llvm.loop !24

384:                                              ; preds = %377
  %385 = zext i16 %382 to i32
  %386 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %385, i32 0
  %387 = load i32, i32* %386, align 4, !tbaa !16
  %388 = icmp eq i32 %387, %356
  br i1 %388, label %389, label %363, !llvm.loop !24

389:                                              ; preds = %384, %372
  %390 = phi i32* [ %374, %372 ], [ %386, %384 ]
  %391 = phi i16* [ %369, %372 ], [ %381, %384 ]
  %392 = phi i16 [ %370, %372 ], [ %382, %384 ]
  %393 = zext i16 %392 to i32
  br label %394

394:                                              ; preds = %389, %358
  %395 = phi i16* [ @root, %358 ], [ %391, %389 ]
  %396 = phi i32 [ %359, %358 ], [ %393, %389 ]
  %397 = phi i32* [ %360, %358 ], [ %390, %389 ]
  %398 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %396, i32 1
  %399 = load i16, i16* %398, align 4, !tbaa !20
  %400 = icmp slt i16 %399, 0
  %401 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %396, i32 2
  %402 = load i16, i16* %401, align 2, !tbaa !19
  br i1 %400, label %427, label %403

403:                                              ; preds = %394
  %404 = icmp slt i16 %402, 0
  br i1 %404, label %426, label %405

405:                                              ; preds = %403, %412
  %406 = phi i16 [ %415, %412 ], [ %402, %403 ]
  %407 = phi i16* [ %414, %412 ], [ %401, %403 ]
  %408 = zext i16 %406 to i32
  %409 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %408, i32 1
  %410 = load i16, i16* %409, align 4, !tbaa !20
  %411 = icmp sgt i16 %410, -1
  br i1 %411, label %412, label %419, !llvm.loop !25

412:                                              ; preds = %405
  %413 = zext i16 %410 to i32
  %414 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %413, i32 1
  %415 = load i16, i16* %414, align 4, !tbaa !20
  %416 = icmp sgt i16 %415, -1
  br i1 %416, label %405, label %417, !llvm.loop !25

417:                                              ; preds = %412
  %418 = zext i16 %410 to i32
  br label %419

419:                                              ; preds = %405, %417
  %420 = phi i16* [ %409, %417 ], [ %407, %405 ]
  %421 = phi i32 [ %418, %417 ], [ %408, %405 ]
  %422 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %421, i32 0
  %423 = load i32, i32* %422, align 4, !tbaa !16
  store i32 %423, i32* %397, align 4, !tbaa !16
  %424 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %421, i32 2
  %425 = load i16, i16* %424, align 2, !tbaa !19
  store i16 %425, i16* %420, align 2, !tbaa !11
  br label %428

426:                                              ; preds = %403
  store i16 %399, i16* %395, align 2, !tbaa !11
  br label %428

427:                                              ; preds = %394
  store i16 %402, i16* %395, align 2, !tbaa !11
  br label %428

428:                                              ; preds = %351, %419, %426, %427, %377, %363
  %429 = phi i32 [ 1, %426 ], [ 1, %419 ], [ 1, %427 ], [ 0, %351 ], [ 0, %377 ], [ 0, %363 ]
  %430 = add nuw nsw i32 %429, %349
  %431 = add nuw nsw i32 %269, 4
  %432 = load i16, i16* @root, align 2, !tbaa !11
  br label %267
}

; Function Attrs: nofree nosync nounwind readonly
define internal fastcc i32 @height(i32 noundef %0) unnamed_addr #1 {
  %2 = icmp slt i32 %0, 0
  br i1 %2, label %3, label %5

3:                                                ; preds = %1, %5
  %4 = phi i32 [ %16, %5 ], [ 0, %1 ]
  ret i32 %4

5:                                                ; preds = %1
  %6 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %0, i32 1
  %7 = load i16, i16* %6, align 4, !tbaa !20
  %8 = sext i16 %7 to i32
  %9 = tail call fastcc i32 @height(i32 noundef %8) #5
  %10 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %0, i32 2
  %11 = load i16, i16* %10, align 2, !tbaa !19
  %12 = sext i16 %11 to i32
  %13 = tail call fastcc i32 @height(i32 noundef %12) #5
  %14 = icmp sgt i32 %9, %13
  %15 = select i1 %14, i32 %9, i32 %13
  %16 = add nsw i32 %15, 1
  br label %3
}

declare dso_local void @abort() local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind
define internal fastcc void @inorder(i32 noundef %0) unnamed_addr #3 {
  %2 = icmp slt i32 %0, 0
  br i1 %2, label %17, label %3

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %15, %3 ], [ %0, %1 ]
  %5 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %4, i32 1
  %6 = load i16, i16* %5, align 4, !tbaa !20
  %7 = sext i16 %6 to i32
  tail call fastcc void @inorder(i32 noundef %7) #5
  %8 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %4, i32 0
  %9 = load i32, i32* %8, align 4, !tbaa !16
  %10 = load i32, i32* @nout, align 4, !tbaa !7
  %11 = add nsw i32 %10, 1
  store i32 %11, i32* @nout, align 4, !tbaa !7
  %12 = getelementptr inbounds [200 x i32], [200 x i32]* @out, i32 0, i32 %10
  store i32 %9, i32* %12, align 4, !tbaa !7
  %13 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i32 0, i32 %4, i32 2
  %14 = load i16, i16* %13, align 2, !tbaa !19
  %15 = sext i16 %14 to i32
  %16 = icmp slt i16 %14, 0
  br i1 %16, label %17, label %3

17:                                               ; preds = %3, %1
  ret void
}

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #1 = { nofree nosync nounwind readonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #2 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #3 = { nofree nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #4 = { nobuiltin nounwind "no-builtins" }
attributes #5 = { nobuiltin "no-builtins" }

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
!11 = !{!12, !12, i64 0}
!12 = !{!"short", !9, i64 0}
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.peeled.count", i32 1}
!16 = !{!17, !8, i64 0}
!17 = !{!"tnode", !8, i64 0, !12, i64 4, !12, i64 6}
!18 = distinct !{!18, !14}
!19 = !{!17, !12, i64 6}
!20 = !{!17, !12, i64 4}
!21 = distinct !{!21, !14}
!22 = distinct !{!22, !14}
!23 = distinct !{!23, !14}
!24 = distinct !{!24, !14}
!25 = distinct !{!25, !14}
!26 = distinct !{!26, !14}
