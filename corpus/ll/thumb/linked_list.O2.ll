; ModuleID = 'linked_list.c'
source_filename = "linked_list.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "thumbv6m-none-unknown-eabi"

%struct.entry = type { i16, i16, i8, i8 }
%struct.node = type { i32, %struct.node* }

@lru_tail = internal unnamed_addr global i16 0, align 2
@where = internal unnamed_addr global [64 x i8] zeroinitializer, align 1
@cache = internal unnamed_addr global [16 x %struct.entry] zeroinitializer, align 2
@free_list = internal unnamed_addr global %struct.node* null, align 4
@pool = internal global [96 x %struct.node] zeroinitializer, align 4
@used = internal unnamed_addr global i32 0, align 4

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.node, align 4
  %2 = alloca %struct.node*, align 4
  %3 = alloca %struct.node*, align 4
  br label %4

4:                                                ; preds = %4, %0
  %5 = phi i32 [ 95, %0 ], [ %102, %4 ]
  %6 = phi %struct.node* [ null, %0 ], [ %100, %4 ]
  %7 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %5
  %8 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %5, i32 1
  store %struct.node* %6, %struct.node** %8, align 4, !tbaa !7
  %9 = add nsw i32 %5, -1
  %10 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %9
  %11 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %9, i32 1
  store %struct.node* %7, %struct.node** %11, align 4, !tbaa !7
  %12 = add nsw i32 %5, -2
  %13 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %12
  %14 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %12, i32 1
  store %struct.node* %10, %struct.node** %14, align 4, !tbaa !7
  %15 = add nsw i32 %5, -3
  %16 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %15
  %17 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %15, i32 1
  store %struct.node* %13, %struct.node** %17, align 4, !tbaa !7
  %18 = add nsw i32 %5, -4
  %19 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %18
  %20 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %18, i32 1
  store %struct.node* %16, %struct.node** %20, align 4, !tbaa !7
  %21 = add nsw i32 %5, -5
  %22 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %21
  %23 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %21, i32 1
  store %struct.node* %19, %struct.node** %23, align 4, !tbaa !7
  %24 = add nsw i32 %5, -6
  %25 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %24
  %26 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %24, i32 1
  store %struct.node* %22, %struct.node** %26, align 4, !tbaa !7
  %27 = add nsw i32 %5, -7
  %28 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %27
  %29 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %27, i32 1
  store %struct.node* %25, %struct.node** %29, align 4, !tbaa !7
  %30 = add nsw i32 %5, -8
  %31 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %30
  %32 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %30, i32 1
  store %struct.node* %28, %struct.node** %32, align 4, !tbaa !7
  %33 = add nsw i32 %5, -9
  %34 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %33
  %35 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %33, i32 1
  store %struct.node* %31, %struct.node** %35, align 4, !tbaa !7
  %36 = add nsw i32 %5, -10
  %37 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %36
  %38 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %36, i32 1
  store %struct.node* %34, %struct.node** %38, align 4, !tbaa !7
  %39 = add nsw i32 %5, -11
  %40 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %39
  %41 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %39, i32 1
  store %struct.node* %37, %struct.node** %41, align 4, !tbaa !7
  %42 = add nsw i32 %5, -12
  %43 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %42
  %44 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %42, i32 1
  store %struct.node* %40, %struct.node** %44, align 4, !tbaa !7
  %45 = add nsw i32 %5, -13
  %46 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %45
  %47 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %45, i32 1
  store %struct.node* %43, %struct.node** %47, align 4, !tbaa !7
  %48 = add nsw i32 %5, -14
  %49 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %48
  %50 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %48, i32 1
  store %struct.node* %46, %struct.node** %50, align 4, !tbaa !7
  %51 = add nsw i32 %5, -15
  %52 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %51
  %53 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %51, i32 1
  store %struct.node* %49, %struct.node** %53, align 4, !tbaa !7
  %54 = add nsw i32 %5, -16
  %55 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %54
  %56 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %54, i32 1
  store %struct.node* %52, %struct.node** %56, align 4, !tbaa !7
  %57 = add nsw i32 %5, -17
  %58 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %57
  %59 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %57, i32 1
  store %struct.node* %55, %struct.node** %59, align 4, !tbaa !7
  %60 = add nsw i32 %5, -18
  %61 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %60
  %62 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %60, i32 1
  store %struct.node* %58, %struct.node** %62, align 4, !tbaa !7
  %63 = add nsw i32 %5, -19
  %64 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %63
  %65 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %63, i32 1
  store %struct.node* %61, %struct.node** %65, align 4, !tbaa !7
  %66 = add nsw i32 %5, -20
  %67 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %66
  %68 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %66, i32 1
  store %struct.node* %64, %struct.node** %68, align 4, !tbaa !7
  %69 = add nsw i32 %5, -21
  %70 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %69
  %71 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %69, i32 1
  store %struct.node* %67, %struct.node** %71, align 4, !tbaa !7
  %72 = add nsw i32 %5, -22
  %73 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %72
  %74 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %72, i32 1
  store %struct.node* %70, %struct.node** %74, align 4, !tbaa !7
  %75 = add nsw i32 %5, -23
  %76 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %75
  %77 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %75, i32 1
  store %struct.node* %73, %struct.node** %77, align 4, !tbaa !7
  %78 = add nsw i32 %5, -24
  %79 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %78
  %80 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %78, i32 1
  store %struct.node* %76, %struct.node** %80, align 4, !tbaa !7
  %81 = add nsw i32 %5, -25
  %82 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %81
  %83 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %81, i32 1
  store %struct.node* %79, %struct.node** %83, align 4, !tbaa !7
  %84 = add nsw i32 %5, -26
  %85 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %84
  %86 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %84, i32 1
  store %struct.node* %82, %struct.node** %86, align 4, !tbaa !7
  %87 = add nsw i32 %5, -27
  %88 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %87
  %89 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %87, i32 1
  store %struct.node* %85, %struct.node** %89, align 4, !tbaa !7
  %90 = add nsw i32 %5, -28
  %91 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %90
  %92 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %90, i32 1
  store %struct.node* %88, %struct.node** %92, align 4, !tbaa !7
  %93 = add nsw i32 %5, -29
  %94 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %93
  %95 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %93, i32 1
  store %struct.node* %91, %struct.node** %95, align 4, !tbaa !7
  %96 = add nsw i32 %5, -30
  %97 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %96
  %98 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %96, i32 1
  store %struct.node* %94, %struct.node** %98, align 4, !tbaa !7
  %99 = add nsw i32 %5, -31
  %100 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %99
  %101 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %99, i32 1
  store %struct.node* %97, %struct.node** %101, align 4, !tbaa !7
  %102 = add nsw i32 %5, -32
  %103 = icmp eq i32 %99, 0
  br i1 %103, label %104, label %4, !llvm.loop !13

104:                                              ; preds = %4
  %105 = bitcast %struct.node** %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %105)
  store %struct.node* null, %struct.node** %2, align 4, !tbaa !15
  %106 = bitcast %struct.node** %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %106)
  store %struct.node* null, %struct.node** %3, align 4, !tbaa !15
  br label %107

107:                                              ; preds = %104, %164
  %108 = phi %struct.node* [ getelementptr inbounds ([96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 0), %104 ], [ %166, %164 ]
  %109 = phi i32 [ 0, %104 ], [ %169, %164 ]
  %110 = phi i32 [ 31337, %104 ], [ %112, %164 ]
  %111 = mul i32 %110, 1103515245
  %112 = add i32 %111, 12345
  %113 = and i32 %109, 1
  %114 = icmp eq i32 %113, 0
  %115 = select i1 %114, %struct.node** %3, %struct.node** %2
  %116 = lshr i32 %112, 20
  %117 = add nsw i32 %116, -2048
  %118 = load %struct.node*, %struct.node** %115, align 4, !tbaa !15
  %119 = icmp eq %struct.node* %118, null
  br i1 %119, label %160, label %120

120:                                              ; preds = %107
  %121 = getelementptr inbounds %struct.node, %struct.node* %118, i32 0, i32 0
  %122 = load i32, i32* %121, align 4, !tbaa !16
  %123 = icmp slt i32 %122, %117
  br i1 %123, label %124, label %160

124:                                              ; preds = %120, %153
  %125 = phi %struct.node* [ %151, %153 ], [ %118, %120 ]
  %126 = getelementptr inbounds %struct.node, %struct.node* %125, i32 0, i32 1
  %127 = load %struct.node*, %struct.node** %126, align 4, !tbaa !15
  %128 = icmp eq %struct.node* %127, null
  br i1 %128, label %157, label %129, !llvm.loop !17

129:                                              ; preds = %124
  %130 = getelementptr inbounds %struct.node, %struct.node* %127, i32 0, i32 0
  %131 = load i32, i32* %130, align 4, !tbaa !16
  %132 = icmp slt i32 %131, %117
  br i1 %132, label %133, label %157, !llvm.loop !17

133:                                              ; preds = %129
  %134 = getelementptr inbounds %struct.node, %struct.node* %127, i32 0, i32 1
  %135 = load %struct.node*, %struct.node** %134, align 4, !tbaa !15
  %136 = icmp eq %struct.node* %135, null
  br i1 %136, label %157, label %137, !llvm.loop !17

137:                                              ; preds = %133
  %138 = getelementptr inbounds %struct.node, %struct.node* %135, i32 0, i32 0
  %139 = load i32, i32* %138, align 4, !tbaa !16
  %140 = icmp slt i32 %139, %117
  br i1 %140, label %141, label %157, !llvm.loop !17

141:                                              ; preds = %137
  %142 = getelementptr inbounds %struct.node, %struct.node* %135, i32 0, i32 1
  %143 = load %struct.node*, %struct.node** %142, align 4, !tbaa !15
  %144 = icmp eq %struct.node* %143, null
  br i1 %144, label %157, label %145, !llvm.loop !17

145:                                              ; preds = %141
  %146 = getelementptr inbounds %struct.node, %struct.node* %143, i32 0, i32 0
  %147 = load i32, i32* %146, align 4, !tbaa !16
  %148 = icmp slt i32 %147, %117
  br i1 %148, label %149, label %157, !llvm.loop !17

149:                                              ; preds = %145
  %150 = getelementptr inbounds %struct.node, %struct.node* %143, i32 0, i32 1
  %151 = load %struct.node*, %struct.node** %150, align 4, !tbaa !15
  %152 = icmp eq %struct.node* %151, null
  br i1 %152, label %157, label %153, !llvm.loop !17

153:                                              ; preds = %149
  %154 = getelementptr inbounds %struct.node, %struct.node* %151, i32 0, i32 0
  %155 = load i32, i32* %154, align 4, !tbaa !16
  %156 = icmp slt i32 %155, %117
  br i1 %156, label %124, label %157, !llvm.loop !17

157:                                              ; preds = %153, %149, %145, %141, %137, %133, %129, %124
  %158 = phi %struct.node* [ %125, %129 ], [ %125, %124 ], [ %127, %133 ], [ %127, %137 ], [ %135, %141 ], [ %135, %145 ], [ %143, %149 ], [ %143, %153 ]
  %159 = getelementptr inbounds %struct.node, %struct.node* %158, i32 0, i32 1
  br label %160

160:                                              ; preds = %157, %120, %107
  %161 = phi %struct.node** [ %115, %107 ], [ %115, %120 ], [ %159, %157 ]
  %162 = icmp eq %struct.node* %108, null
  br i1 %162, label %163, label %164

163:                                              ; preds = %160
  tail call void @abort() #3
  br label %164

164:                                              ; preds = %160, %163
  %165 = getelementptr inbounds %struct.node, %struct.node* %108, i32 0, i32 1
  %166 = load %struct.node*, %struct.node** %165, align 4, !tbaa !7
  store %struct.node* %166, %struct.node** @free_list, align 4, !tbaa !15
  %167 = getelementptr inbounds %struct.node, %struct.node* %108, i32 0, i32 0
  store i32 %117, i32* %167, align 4, !tbaa !16
  store %struct.node* null, %struct.node** %165, align 4, !tbaa !7
  %168 = load %struct.node*, %struct.node** %161, align 4, !tbaa !15
  store %struct.node* %168, %struct.node** %165, align 4, !tbaa !7
  store %struct.node* %108, %struct.node** %161, align 4, !tbaa !15
  %169 = add nuw nsw i32 %109, 1
  %170 = icmp eq i32 %169, 40
  br i1 %170, label %310, label %107, !llvm.loop !18

171:                                              ; preds = %397
  %172 = load %struct.node*, %struct.node** %2, align 4, !tbaa !15
  %173 = icmp eq %struct.node* %172, null
  br i1 %173, label %214, label %174

174:                                              ; preds = %171, %200
  %175 = phi i32 [ %204, %200 ], [ -2128831035, %171 ]
  %176 = phi %struct.node* [ %206, %200 ], [ %172, %171 ]
  %177 = getelementptr inbounds %struct.node, %struct.node* %176, i32 0, i32 0
  %178 = load i32, i32* %177, align 4, !tbaa !16
  %179 = xor i32 %178, %175
  %180 = mul i32 %179, 16777619
  %181 = getelementptr inbounds %struct.node, %struct.node* %176, i32 0, i32 1
  %182 = load %struct.node*, %struct.node** %181, align 4, !tbaa !7
  %183 = icmp eq %struct.node* %182, null
  br i1 %183, label %208, label %184, !llvm.loop !19

184:                                              ; preds = %174
  %185 = getelementptr inbounds %struct.node, %struct.node* %182, i32 0, i32 0
  %186 = load i32, i32* %185, align 4, !tbaa !16
  %187 = xor i32 %186, %180
  %188 = mul i32 %187, 16777619
  %189 = getelementptr inbounds %struct.node, %struct.node* %182, i32 0, i32 1
  %190 = load %struct.node*, %struct.node** %189, align 4, !tbaa !7
  %191 = icmp eq %struct.node* %190, null
  br i1 %191, label %208, label %192, !llvm.loop !19

192:                                              ; preds = %184
  %193 = getelementptr inbounds %struct.node, %struct.node* %190, i32 0, i32 0
  %194 = load i32, i32* %193, align 4, !tbaa !16
  %195 = xor i32 %194, %188
  %196 = mul i32 %195, 16777619
  %197 = getelementptr inbounds %struct.node, %struct.node* %190, i32 0, i32 1
  %198 = load %struct.node*, %struct.node** %197, align 4, !tbaa !7
  %199 = icmp eq %struct.node* %198, null
  br i1 %199, label %208, label %200, !llvm.loop !19

200:                                              ; preds = %192
  %201 = getelementptr inbounds %struct.node, %struct.node* %198, i32 0, i32 0
  %202 = load i32, i32* %201, align 4, !tbaa !16
  %203 = xor i32 %202, %196
  %204 = mul i32 %203, 16777619
  %205 = getelementptr inbounds %struct.node, %struct.node* %198, i32 0, i32 1
  %206 = load %struct.node*, %struct.node** %205, align 4, !tbaa !7
  %207 = icmp eq %struct.node* %206, null
  br i1 %207, label %208, label %174, !llvm.loop !19

208:                                              ; preds = %200, %192, %184, %174
  %209 = phi i32 [ %180, %174 ], [ %188, %184 ], [ %196, %192 ], [ %204, %200 ]
  %210 = xor i32 %209, -2128831035
  %211 = mul i32 %210, 16777619
  %212 = load %struct.node*, %struct.node** %3, align 4, !tbaa !15
  %213 = icmp eq %struct.node* %212, null
  br i1 %213, label %223, label %220

214:                                              ; preds = %171
  %215 = load %struct.node*, %struct.node** %3, align 4, !tbaa !15
  %216 = icmp eq %struct.node* %215, null
  br i1 %216, label %217, label %220

217:                                              ; preds = %214
  %218 = bitcast %struct.node* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %218) #4
  %219 = getelementptr inbounds %struct.node, %struct.node* %1, i32 0, i32 1
  store %struct.node* null, %struct.node** %219, align 4, !tbaa !7
  br label %301

220:                                              ; preds = %214, %208
  %221 = phi %struct.node* [ %215, %214 ], [ %212, %208 ]
  %222 = phi i32 [ 0, %214 ], [ %211, %208 ]
  br label %228

223:                                              ; preds = %208
  %224 = bitcast %struct.node* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %224) #4
  %225 = getelementptr inbounds %struct.node, %struct.node* %1, i32 0, i32 1
  store %struct.node* null, %struct.node** %225, align 4, !tbaa !7
  %226 = xor i32 %211, -2128831035
  %227 = mul i32 %226, 16777619
  br label %296

228:                                              ; preds = %254, %220
  %229 = phi i32 [ -2128831035, %220 ], [ %258, %254 ]
  %230 = phi %struct.node* [ %221, %220 ], [ %260, %254 ]
  %231 = getelementptr inbounds %struct.node, %struct.node* %230, i32 0, i32 0
  %232 = load i32, i32* %231, align 4, !tbaa !16
  %233 = xor i32 %232, %229
  %234 = mul i32 %233, 16777619
  %235 = getelementptr inbounds %struct.node, %struct.node* %230, i32 0, i32 1
  %236 = load %struct.node*, %struct.node** %235, align 4, !tbaa !7
  %237 = icmp eq %struct.node* %236, null
  br i1 %237, label %262, label %238, !llvm.loop !19

238:                                              ; preds = %228
  %239 = getelementptr inbounds %struct.node, %struct.node* %236, i32 0, i32 0
  %240 = load i32, i32* %239, align 4, !tbaa !16
  %241 = xor i32 %240, %234
  %242 = mul i32 %241, 16777619
  %243 = getelementptr inbounds %struct.node, %struct.node* %236, i32 0, i32 1
  %244 = load %struct.node*, %struct.node** %243, align 4, !tbaa !7
  %245 = icmp eq %struct.node* %244, null
  br i1 %245, label %262, label %246, !llvm.loop !19

246:                                              ; preds = %238
  %247 = getelementptr inbounds %struct.node, %struct.node* %244, i32 0, i32 0
  %248 = load i32, i32* %247, align 4, !tbaa !16
  %249 = xor i32 %248, %242
  %250 = mul i32 %249, 16777619
  %251 = getelementptr inbounds %struct.node, %struct.node* %244, i32 0, i32 1
  %252 = load %struct.node*, %struct.node** %251, align 4, !tbaa !7
  %253 = icmp eq %struct.node* %252, null
  br i1 %253, label %262, label %254, !llvm.loop !19

254:                                              ; preds = %246
  %255 = getelementptr inbounds %struct.node, %struct.node* %252, i32 0, i32 0
  %256 = load i32, i32* %255, align 4, !tbaa !16
  %257 = xor i32 %256, %250
  %258 = mul i32 %257, 16777619
  %259 = getelementptr inbounds %struct.node, %struct.node* %252, i32 0, i32 1
  %260 = load %struct.node*, %struct.node** %259, align 4, !tbaa !7
  %261 = icmp eq %struct.node* %260, null
  br i1 %261, label %262, label %228, !llvm.loop !19

262:                                              ; preds = %254, %246, %238, %228
  %263 = phi i32 [ %234, %228 ], [ %242, %238 ], [ %250, %246 ], [ %258, %254 ]
  %264 = bitcast %struct.node* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %264) #4
  %265 = getelementptr inbounds %struct.node, %struct.node* %1, i32 0, i32 1
  store %struct.node* null, %struct.node** %265, align 4, !tbaa !7
  %266 = icmp eq %struct.node* %172, null
  br i1 %266, label %267, label %270

267:                                              ; preds = %262
  %268 = xor i32 %263, %222
  %269 = mul i32 %268, 16777619
  br label %301

270:                                              ; preds = %262, %286
  %271 = phi %struct.node* [ %287, %286 ], [ %1, %262 ]
  %272 = phi %struct.node* [ %289, %286 ], [ %221, %262 ]
  %273 = phi %struct.node* [ %288, %286 ], [ %172, %262 ]
  %274 = getelementptr inbounds %struct.node, %struct.node* %273, i32 0, i32 0
  %275 = load i32, i32* %274, align 4, !tbaa !16
  %276 = getelementptr inbounds %struct.node, %struct.node* %272, i32 0, i32 0
  %277 = load i32, i32* %276, align 4, !tbaa !16
  %278 = icmp sgt i32 %275, %277
  %279 = getelementptr inbounds %struct.node, %struct.node* %271, i32 0, i32 1
  br i1 %278, label %283, label %280

280:                                              ; preds = %270
  store %struct.node* %273, %struct.node** %279, align 4, !tbaa !7
  %281 = getelementptr inbounds %struct.node, %struct.node* %273, i32 0, i32 1
  %282 = load %struct.node*, %struct.node** %281, align 4, !tbaa !7
  br label %286

283:                                              ; preds = %270
  store %struct.node* %272, %struct.node** %279, align 4, !tbaa !7
  %284 = getelementptr inbounds %struct.node, %struct.node* %272, i32 0, i32 1
  %285 = load %struct.node*, %struct.node** %284, align 4, !tbaa !7
  br label %286

286:                                              ; preds = %283, %280
  %287 = phi %struct.node* [ %273, %280 ], [ %272, %283 ]
  %288 = phi %struct.node* [ %282, %280 ], [ %273, %283 ]
  %289 = phi %struct.node* [ %272, %280 ], [ %285, %283 ]
  %290 = icmp ne %struct.node* %288, null
  %291 = icmp ne %struct.node* %289, null
  %292 = select i1 %290, i1 %291, i1 false
  br i1 %292, label %270, label %293, !llvm.loop !20

293:                                              ; preds = %286
  %294 = xor i32 %263, %222
  %295 = mul i32 %294, 16777619
  br i1 %290, label %296, label %301

296:                                              ; preds = %223, %293
  %297 = phi i32 [ %227, %223 ], [ %295, %293 ]
  %298 = phi %struct.node* [ %1, %223 ], [ %287, %293 ]
  %299 = phi %struct.node* [ %172, %223 ], [ %288, %293 ]
  %300 = phi %struct.node** [ %225, %223 ], [ %265, %293 ]
  br label %301

301:                                              ; preds = %217, %267, %293, %296
  %302 = phi i32 [ %297, %296 ], [ %295, %293 ], [ %269, %267 ], [ 84696351, %217 ]
  %303 = phi %struct.node* [ %298, %296 ], [ %287, %293 ], [ %1, %267 ], [ %1, %217 ]
  %304 = phi %struct.node** [ %300, %296 ], [ %265, %293 ], [ %265, %267 ], [ %219, %217 ]
  %305 = phi %struct.node* [ %299, %296 ], [ %289, %293 ], [ %221, %267 ], [ null, %217 ]
  %306 = bitcast %struct.node* %1 to i8*
  %307 = getelementptr inbounds %struct.node, %struct.node* %303, i32 0, i32 1
  store %struct.node* %305, %struct.node** %307, align 4, !tbaa !7
  %308 = load %struct.node*, %struct.node** %304, align 4, !tbaa !7
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %306) #4
  %309 = icmp eq %struct.node* %308, null
  br i1 %309, label %495, label %401

310:                                              ; preds = %164, %397
  %311 = phi %struct.node* [ %398, %397 ], [ %166, %164 ]
  %312 = phi i32 [ %399, %397 ], [ 0, %164 ]
  %313 = phi i32 [ %315, %397 ], [ -660279167, %164 ]
  %314 = mul i32 %313, 1103515245
  %315 = add i32 %314, 12345
  %316 = lshr i32 %315, 20
  %317 = add nsw i32 %316, -2048
  %318 = load %struct.node*, %struct.node** %2, align 4, !tbaa !15
  %319 = icmp eq %struct.node* %318, null
  br i1 %319, label %388, label %320

320:                                              ; preds = %310
  %321 = getelementptr inbounds %struct.node, %struct.node* %318, i32 0, i32 0
  %322 = load i32, i32* %321, align 4, !tbaa !16
  %323 = icmp eq i32 %322, %317
  br i1 %323, label %345, label %336

324:                                              ; preds = %336
  %325 = getelementptr inbounds %struct.node, %struct.node* %339, i32 0, i32 0
  %326 = load i32, i32* %325, align 4, !tbaa !16
  %327 = icmp eq i32 %326, %317
  br i1 %327, label %341, label %328, !llvm.loop !21

328:                                              ; preds = %324
  %329 = getelementptr inbounds %struct.node, %struct.node* %339, i32 0, i32 1
  %330 = load %struct.node*, %struct.node** %329, align 4, !tbaa !15
  %331 = icmp eq %struct.node* %330, null
  br i1 %331, label %350, label %332, !llvm.loop !21

332:                                              ; preds = %328
  %333 = getelementptr inbounds %struct.node, %struct.node* %330, i32 0, i32 0
  %334 = load i32, i32* %333, align 4, !tbaa !16
  %335 = icmp eq i32 %334, %317
  br i1 %335, label %341, label %336, !llvm.loop !21

336:                                              ; preds = %320, %332
  %337 = phi %struct.node* [ %330, %332 ], [ %318, %320 ]
  %338 = getelementptr inbounds %struct.node, %struct.node* %337, i32 0, i32 1
  %339 = load %struct.node*, %struct.node** %338, align 4, !tbaa !15
  %340 = icmp eq %struct.node* %339, null
  br i1 %340, label %350, label %324, !llvm.loop !21

341:                                              ; preds = %332, %324
  %342 = phi %struct.node* [ %337, %324 ], [ %339, %332 ]
  %343 = phi %struct.node* [ %339, %324 ], [ %330, %332 ]
  %344 = getelementptr inbounds %struct.node, %struct.node* %342, i32 0, i32 1
  br label %345

345:                                              ; preds = %341, %320
  %346 = phi %struct.node* [ %318, %320 ], [ %343, %341 ]
  %347 = phi %struct.node** [ %2, %320 ], [ %344, %341 ]
  %348 = getelementptr inbounds %struct.node, %struct.node* %346, i32 0, i32 1
  %349 = load %struct.node*, %struct.node** %348, align 4, !tbaa !7
  store %struct.node* %349, %struct.node** %347, align 4, !tbaa !15
  store %struct.node* %311, %struct.node** %348, align 4, !tbaa !7
  store %struct.node* %346, %struct.node** @free_list, align 4, !tbaa !15
  br label %397

350:                                              ; preds = %328, %336
  %351 = icmp slt i32 %322, %317
  br i1 %351, label %352, label %388

352:                                              ; preds = %350, %381
  %353 = phi %struct.node* [ %379, %381 ], [ %318, %350 ]
  %354 = getelementptr inbounds %struct.node, %struct.node* %353, i32 0, i32 1
  %355 = load %struct.node*, %struct.node** %354, align 4, !tbaa !15
  %356 = icmp eq %struct.node* %355, null
  br i1 %356, label %385, label %357, !llvm.loop !17

357:                                              ; preds = %352
  %358 = getelementptr inbounds %struct.node, %struct.node* %355, i32 0, i32 0
  %359 = load i32, i32* %358, align 4, !tbaa !16
  %360 = icmp slt i32 %359, %317
  br i1 %360, label %361, label %385, !llvm.loop !17

361:                                              ; preds = %357
  %362 = getelementptr inbounds %struct.node, %struct.node* %355, i32 0, i32 1
  %363 = load %struct.node*, %struct.node** %362, align 4, !tbaa !15
  %364 = icmp eq %struct.node* %363, null
  br i1 %364, label %385, label %365, !llvm.loop !17

365:                                              ; preds = %361
  %366 = getelementptr inbounds %struct.node, %struct.node* %363, i32 0, i32 0
  %367 = load i32, i32* %366, align 4, !tbaa !16
  %368 = icmp slt i32 %367, %317
  br i1 %368, label %369, label %385, !llvm.loop !17

369:                                              ; preds = %365
  %370 = getelementptr inbounds %struct.node, %struct.node* %363, i32 0, i32 1
  %371 = load %struct.node*, %struct.node** %370, align 4, !tbaa !15
  %372 = icmp eq %struct.node* %371, null
  br i1 %372, label %385, label %373, !llvm.loop !17

373:                                              ; preds = %369
  %374 = getelementptr inbounds %struct.node, %struct.node* %371, i32 0, i32 0
  %375 = load i32, i32* %374, align 4, !tbaa !16
  %376 = icmp slt i32 %375, %317
  br i1 %376, label %377, label %385, !llvm.loop !17

377:                                              ; preds = %373
  %378 = getelementptr inbounds %struct.node, %struct.node* %371, i32 0, i32 1
  %379 = load %struct.node*, %struct.node** %378, align 4, !tbaa !15
  %380 = icmp eq %struct.node* %379, null
  br i1 %380, label %385, label %381, !llvm.loop !17

381:                                              ; preds = %377
  %382 = getelementptr inbounds %struct.node, %struct.node* %379, i32 0, i32 0
  %383 = load i32, i32* %382, align 4, !tbaa !16
  %384 = icmp slt i32 %383, %317
  br i1 %384, label %352, label %385, !llvm.loop !17

385:                                              ; preds = %381, %377, %373, %369, %365, %361, %357, %352
  %386 = phi %struct.node* [ %353, %357 ], [ %353, %352 ], [ %355, %361 ], [ %355, %365 ], [ %363, %369 ], [ %363, %373 ], [ %371, %377 ], [ %371, %381 ]
  %387 = getelementptr inbounds %struct.node, %struct.node* %386, i32 0, i32 1
  br label %388

388:                                              ; preds = %385, %350, %310
  %389 = phi %struct.node** [ %2, %310 ], [ %2, %350 ], [ %387, %385 ]
  %390 = icmp eq %struct.node* %311, null
  br i1 %390, label %391, label %392

391:                                              ; preds = %388
  tail call void @abort() #3
  br label %392

392:                                              ; preds = %388, %391
  %393 = getelementptr inbounds %struct.node, %struct.node* %311, i32 0, i32 1
  %394 = load %struct.node*, %struct.node** %393, align 4, !tbaa !7
  store %struct.node* %394, %struct.node** @free_list, align 4, !tbaa !15
  %395 = getelementptr inbounds %struct.node, %struct.node* %311, i32 0, i32 0
  store i32 %317, i32* %395, align 4, !tbaa !16
  store %struct.node* null, %struct.node** %393, align 4, !tbaa !7
  %396 = load %struct.node*, %struct.node** %389, align 4, !tbaa !15
  store %struct.node* %396, %struct.node** %393, align 4, !tbaa !7
  store %struct.node* %311, %struct.node** %389, align 4, !tbaa !15
  br label %397

397:                                              ; preds = %345, %392
  %398 = phi %struct.node* [ %346, %345 ], [ %394, %392 ]
  %399 = add nuw nsw i32 %312, 1
  %400 = icmp eq i32 %399, 30
  br i1 %400, label %171, label %310, !llvm.loop !22

401:                                              ; preds = %301, %509
  %402 = phi %struct.node* [ %510, %509 ], [ %308, %301 ]
  %403 = getelementptr inbounds %struct.node, %struct.node* %402, i32 0, i32 1
  %404 = load %struct.node*, %struct.node** %403, align 4, !tbaa !7
  %405 = icmp eq %struct.node* %404, null
  br i1 %405, label %406, label %501

406:                                              ; preds = %401, %509
  br i1 %309, label %495, label %407

407:                                              ; preds = %406, %433
  %408 = phi i32 [ %437, %433 ], [ -2128831035, %406 ]
  %409 = phi %struct.node* [ %439, %433 ], [ %308, %406 ]
  %410 = getelementptr inbounds %struct.node, %struct.node* %409, i32 0, i32 0
  %411 = load i32, i32* %410, align 4, !tbaa !16
  %412 = xor i32 %411, %408
  %413 = mul i32 %412, 16777619
  %414 = getelementptr inbounds %struct.node, %struct.node* %409, i32 0, i32 1
  %415 = load %struct.node*, %struct.node** %414, align 4, !tbaa !7
  %416 = icmp eq %struct.node* %415, null
  br i1 %416, label %441, label %417, !llvm.loop !19

417:                                              ; preds = %407
  %418 = getelementptr inbounds %struct.node, %struct.node* %415, i32 0, i32 0
  %419 = load i32, i32* %418, align 4, !tbaa !16
  %420 = xor i32 %419, %413
  %421 = mul i32 %420, 16777619
  %422 = getelementptr inbounds %struct.node, %struct.node* %415, i32 0, i32 1
  %423 = load %struct.node*, %struct.node** %422, align 4, !tbaa !7
  %424 = icmp eq %struct.node* %423, null
  br i1 %424, label %441, label %425, !llvm.loop !19

425:                                              ; preds = %417
  %426 = getelementptr inbounds %struct.node, %struct.node* %423, i32 0, i32 0
  %427 = load i32, i32* %426, align 4, !tbaa !16
  %428 = xor i32 %427, %421
  %429 = mul i32 %428, 16777619
  %430 = getelementptr inbounds %struct.node, %struct.node* %423, i32 0, i32 1
  %431 = load %struct.node*, %struct.node** %430, align 4, !tbaa !7
  %432 = icmp eq %struct.node* %431, null
  br i1 %432, label %441, label %433, !llvm.loop !19

433:                                              ; preds = %425
  %434 = getelementptr inbounds %struct.node, %struct.node* %431, i32 0, i32 0
  %435 = load i32, i32* %434, align 4, !tbaa !16
  %436 = xor i32 %435, %429
  %437 = mul i32 %436, 16777619
  %438 = getelementptr inbounds %struct.node, %struct.node* %431, i32 0, i32 1
  %439 = load %struct.node*, %struct.node** %438, align 4, !tbaa !7
  %440 = icmp eq %struct.node* %439, null
  br i1 %440, label %441, label %407, !llvm.loop !19

441:                                              ; preds = %433, %425, %417, %407
  %442 = phi i32 [ %413, %407 ], [ %421, %417 ], [ %429, %425 ], [ %437, %433 ]
  br label %443

443:                                              ; preds = %449, %441
  %444 = phi %struct.node* [ %308, %441 ], [ %451, %449 ]
  %445 = phi %struct.node* [ null, %441 ], [ %447, %449 ]
  %446 = getelementptr inbounds %struct.node, %struct.node* %444, i32 0, i32 1
  %447 = load %struct.node*, %struct.node** %446, align 4, !tbaa !7
  store %struct.node* %445, %struct.node** %446, align 4, !tbaa !7
  %448 = icmp eq %struct.node* %447, null
  br i1 %448, label %453, label %449, !llvm.loop !23

449:                                              ; preds = %443
  %450 = getelementptr inbounds %struct.node, %struct.node* %447, i32 0, i32 1
  %451 = load %struct.node*, %struct.node** %450, align 4, !tbaa !7
  store %struct.node* %444, %struct.node** %450, align 4, !tbaa !7
  %452 = icmp eq %struct.node* %451, null
  br i1 %452, label %453, label %443, !llvm.loop !23

453:                                              ; preds = %449, %443
  %454 = phi %struct.node* [ %444, %443 ], [ %447, %449 ]
  %455 = phi %struct.node* [ %445, %443 ], [ %444, %449 ]
  %456 = getelementptr inbounds %struct.node, %struct.node* %454, i32 0, i32 0
  %457 = load i32, i32* %456, align 4, !tbaa !16
  %458 = xor i32 %457, -2128831035
  %459 = mul i32 %458, 16777619
  %460 = icmp eq %struct.node* %455, null
  br i1 %460, label %495, label %461, !llvm.loop !19

461:                                              ; preds = %453, %487
  %462 = phi i32 [ %493, %487 ], [ %459, %453 ]
  %463 = phi %struct.node* [ %489, %487 ], [ %455, %453 ]
  %464 = getelementptr inbounds %struct.node, %struct.node* %463, i32 0, i32 1
  %465 = load %struct.node*, %struct.node** %464, align 4, !tbaa !7
  %466 = getelementptr inbounds %struct.node, %struct.node* %463, i32 0, i32 0
  %467 = load i32, i32* %466, align 4, !tbaa !16
  %468 = xor i32 %467, %462
  %469 = mul i32 %468, 16777619
  %470 = icmp eq %struct.node* %465, null
  br i1 %470, label %495, label %471, !llvm.loop !19

471:                                              ; preds = %461
  %472 = getelementptr inbounds %struct.node, %struct.node* %465, i32 0, i32 1
  %473 = load %struct.node*, %struct.node** %472, align 4, !tbaa !7
  %474 = getelementptr inbounds %struct.node, %struct.node* %465, i32 0, i32 0
  %475 = load i32, i32* %474, align 4, !tbaa !16
  %476 = xor i32 %475, %469
  %477 = mul i32 %476, 16777619
  %478 = icmp eq %struct.node* %473, null
  br i1 %478, label %495, label %479, !llvm.loop !19

479:                                              ; preds = %471
  %480 = getelementptr inbounds %struct.node, %struct.node* %473, i32 0, i32 1
  %481 = load %struct.node*, %struct.node** %480, align 4, !tbaa !7
  %482 = getelementptr inbounds %struct.node, %struct.node* %473, i32 0, i32 0
  %483 = load i32, i32* %482, align 4, !tbaa !16
  %484 = xor i32 %483, %477
  %485 = mul i32 %484, 16777619
  %486 = icmp eq %struct.node* %481, null
  br i1 %486, label %495, label %487, !llvm.loop !19

487:                                              ; preds = %479
  %488 = getelementptr inbounds %struct.node, %struct.node* %481, i32 0, i32 1
  %489 = load %struct.node*, %struct.node** %488, align 4, !tbaa !7
  %490 = getelementptr inbounds %struct.node, %struct.node* %481, i32 0, i32 0
  %491 = load i32, i32* %490, align 4, !tbaa !16
  %492 = xor i32 %491, %485
  %493 = mul i32 %492, 16777619
  %494 = icmp eq %struct.node* %489, null
  br i1 %494, label %495, label %461, !llvm.loop !19

495:                                              ; preds = %461, %471, %479, %487, %453, %301, %406
  %496 = phi i32 [ -2128831035, %406 ], [ -2128831035, %301 ], [ %442, %453 ], [ %442, %487 ], [ %442, %479 ], [ %442, %471 ], [ %442, %461 ]
  %497 = phi i32 [ -2128831035, %406 ], [ -2128831035, %301 ], [ %459, %453 ], [ %469, %461 ], [ %477, %471 ], [ %485, %479 ], [ %493, %487 ]
  %498 = xor i32 %496, %302
  %499 = mul i32 %498, 16777619
  %500 = xor i32 %499, %497
  store i16 -1, i16* @lru_tail, align 2, !tbaa !24
  br label %514

501:                                              ; preds = %401
  %502 = getelementptr inbounds %struct.node, %struct.node* %402, i32 0, i32 0
  %503 = load i32, i32* %502, align 4, !tbaa !16
  %504 = getelementptr inbounds %struct.node, %struct.node* %404, i32 0, i32 0
  %505 = load i32, i32* %504, align 4, !tbaa !16
  %506 = icmp sgt i32 %503, %505
  br i1 %506, label %507, label %509

507:                                              ; preds = %501
  tail call void @abort() #3
  %508 = load %struct.node*, %struct.node** %403, align 4, !tbaa !7
  br label %509

509:                                              ; preds = %501, %507
  %510 = phi %struct.node* [ %404, %501 ], [ %508, %507 ]
  %511 = icmp eq %struct.node* %510, null
  br i1 %511, label %406, label %401, !llvm.loop !26

512:                                              ; preds = %514
  %513 = load i32, i32* @used, align 4, !tbaa !27
  br label %586

514:                                              ; preds = %514, %495
  %515 = phi i32 [ 0, %495 ], [ %579, %514 ]
  %516 = getelementptr inbounds [64 x i8], [64 x i8]* @where, i32 0, i32 %515
  store i8 -1, i8* %516, align 1, !tbaa !28
  %517 = or i32 %515, 1
  %518 = getelementptr inbounds [64 x i8], [64 x i8]* @where, i32 0, i32 %517
  store i8 -1, i8* %518, align 1, !tbaa !28
  %519 = or i32 %515, 2
  %520 = getelementptr inbounds [64 x i8], [64 x i8]* @where, i32 0, i32 %519
  store i8 -1, i8* %520, align 1, !tbaa !28
  %521 = or i32 %515, 3
  %522 = getelementptr inbounds [64 x i8], [64 x i8]* @where, i32 0, i32 %521
  store i8 -1, i8* %522, align 1, !tbaa !28
  %523 = or i32 %515, 4
  %524 = getelementptr inbounds [64 x i8], [64 x i8]* @where, i32 0, i32 %523
  store i8 -1, i8* %524, align 1, !tbaa !28
  %525 = or i32 %515, 5
  %526 = getelementptr inbounds [64 x i8], [64 x i8]* @where, i32 0, i32 %525
  store i8 -1, i8* %526, align 1, !tbaa !28
  %527 = or i32 %515, 6
  %528 = getelementptr inbounds [64 x i8], [64 x i8]* @where, i32 0, i32 %527
  store i8 -1, i8* %528, align 1, !tbaa !28
  %529 = or i32 %515, 7
  %530 = getelementptr inbounds [64 x i8], [64 x i8]* @where, i32 0, i32 %529
  store i8 -1, i8* %530, align 1, !tbaa !28
  %531 = or i32 %515, 8
  %532 = getelementptr inbounds [64 x i8], [64 x i8]* @where, i32 0, i32 %531
  store i8 -1, i8* %532, align 1, !tbaa !28
  %533 = or i32 %515, 9
  %534 = getelementptr inbounds [64 x i8], [64 x i8]* @where, i32 0, i32 %533
  store i8 -1, i8* %534, align 1, !tbaa !28
  %535 = or i32 %515, 10
  %536 = getelementptr inbounds [64 x i8], [64 x i8]* @where, i32 0, i32 %535
  store i8 -1, i8* %536, align 1, !tbaa !28
  %537 = or i32 %515, 11
  %538 = getelementptr inbounds [64 x i8], [64 x i8]* @where, i32 0, i32 %537
  store i8 -1, i8* %538, align 1, !tbaa !28
  %539 = or i32 %515, 12
  %540 = getelementptr inbounds [64 x i8], [64 x i8]* @where, i32 0, i32 %539
  store i8 -1, i8* %540, align 1, !tbaa !28
  %541 = or i32 %515, 13
  %542 = getelementptr inbounds [64 x i8], [64 x i8]* @where, i32 0, i32 %541
  store i8 -1, i8* %542, align 1, !tbaa !28
  %543 = or i32 %515, 14
  %544 = getelementptr inbounds [64 x i8], [64 x i8]* @where, i32 0, i32 %543
  store i8 -1, i8* %544, align 1, !tbaa !28
  %545 = or i32 %515, 15
  %546 = getelementptr inbounds [64 x i8], [64 x i8]* @where, i32 0, i32 %545
  store i8 -1, i8* %546, align 1, !tbaa !28
  %547 = or i32 %515, 16
  %548 = getelementptr inbounds [64 x i8], [64 x i8]* @where, i32 0, i32 %547
  store i8 -1, i8* %548, align 1, !tbaa !28
  %549 = or i32 %515, 17
  %550 = getelementptr inbounds [64 x i8], [64 x i8]* @where, i32 0, i32 %549
  store i8 -1, i8* %550, align 1, !tbaa !28
  %551 = or i32 %515, 18
  %552 = getelementptr inbounds [64 x i8], [64 x i8]* @where, i32 0, i32 %551
  store i8 -1, i8* %552, align 1, !tbaa !28
  %553 = or i32 %515, 19
  %554 = getelementptr inbounds [64 x i8], [64 x i8]* @where, i32 0, i32 %553
  store i8 -1, i8* %554, align 1, !tbaa !28
  %555 = or i32 %515, 20
  %556 = getelementptr inbounds [64 x i8], [64 x i8]* @where, i32 0, i32 %555
  store i8 -1, i8* %556, align 1, !tbaa !28
  %557 = or i32 %515, 21
  %558 = getelementptr inbounds [64 x i8], [64 x i8]* @where, i32 0, i32 %557
  store i8 -1, i8* %558, align 1, !tbaa !28
  %559 = or i32 %515, 22
  %560 = getelementptr inbounds [64 x i8], [64 x i8]* @where, i32 0, i32 %559
  store i8 -1, i8* %560, align 1, !tbaa !28
  %561 = or i32 %515, 23
  %562 = getelementptr inbounds [64 x i8], [64 x i8]* @where, i32 0, i32 %561
  store i8 -1, i8* %562, align 1, !tbaa !28
  %563 = or i32 %515, 24
  %564 = getelementptr inbounds [64 x i8], [64 x i8]* @where, i32 0, i32 %563
  store i8 -1, i8* %564, align 1, !tbaa !28
  %565 = or i32 %515, 25
  %566 = getelementptr inbounds [64 x i8], [64 x i8]* @where, i32 0, i32 %565
  store i8 -1, i8* %566, align 1, !tbaa !28
  %567 = or i32 %515, 26
  %568 = getelementptr inbounds [64 x i8], [64 x i8]* @where, i32 0, i32 %567
  store i8 -1, i8* %568, align 1, !tbaa !28
  %569 = or i32 %515, 27
  %570 = getelementptr inbounds [64 x i8], [64 x i8]* @where, i32 0, i32 %569
  store i8 -1, i8* %570, align 1, !tbaa !28
  %571 = or i32 %515, 28
  %572 = getelementptr inbounds [64 x i8], [64 x i8]* @where, i32 0, i32 %571
  store i8 -1, i8* %572, align 1, !tbaa !28
  %573 = or i32 %515, 29
  %574 = getelementptr inbounds [64 x i8], [64 x i8]* @where, i32 0, i32 %573
  store i8 -1, i8* %574, align 1, !tbaa !28
  %575 = or i32 %515, 30
  %576 = getelementptr inbounds [64 x i8], [64 x i8]* @where, i32 0, i32 %575
  store i8 -1, i8* %576, align 1, !tbaa !28
  %577 = or i32 %515, 31
  %578 = getelementptr inbounds [64 x i8], [64 x i8]* @where, i32 0, i32 %577
  store i8 -1, i8* %578, align 1, !tbaa !28
  %579 = add nuw nsw i32 %515, 32
  %580 = icmp eq i32 %579, 64
  br i1 %580, label %512, label %514, !llvm.loop !29

581:                                              ; preds = %692
  %582 = mul i32 %500, 16777619
  %583 = xor i32 %697, %582
  %584 = mul i32 %583, 16777619
  %585 = icmp sgt i16 %694, -1
  br i1 %585, label %703, label %700

586:                                              ; preds = %512, %692
  %587 = phi i16 [ -1, %512 ], [ %693, %692 ]
  %588 = phi i32 [ 0, %512 ], [ %698, %692 ]
  %589 = phi i32 [ 0, %512 ], [ %697, %692 ]
  %590 = phi i32 [ -776295573, %512 ], [ %594, %692 ]
  %591 = phi i32 [ %513, %512 ], [ %695, %692 ]
  %592 = phi i16 [ -1, %512 ], [ %694, %692 ]
  %593 = mul i32 %590, 1103515245
  %594 = add i32 %593, 12345
  %595 = lshr i32 %594, 16
  %596 = icmp slt i32 %594, 0
  %597 = select i1 %596, i32 15, i32 63
  %598 = and i32 %597, %595
  %599 = getelementptr inbounds [64 x i8], [64 x i8]* @where, i32 0, i32 %598
  %600 = load i8, i8* %599, align 1, !tbaa !28
  %601 = sext i8 %600 to i32
  %602 = icmp sgt i8 %600, -1
  br i1 %602, label %603, label %638

603:                                              ; preds = %586
  %604 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %601, i32 3
  %605 = load i8, i8* %604, align 1, !tbaa !30
  %606 = add i8 %605, 1
  store i8 %606, i8* %604, align 1, !tbaa !30
  %607 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %601, i32 0
  %608 = load i16, i16* %607, align 2, !tbaa !32
  %609 = icmp sgt i16 %608, -1
  br i1 %609, label %610, label %616

610:                                              ; preds = %603
  %611 = zext i16 %608 to i32
  %612 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %601, i32 1
  %613 = load i16, i16* %612, align 2, !tbaa !33
  %614 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %611, i32 1
  store i16 %613, i16* %614, align 2, !tbaa !33
  %615 = load i16, i16* %612, align 2, !tbaa !33
  br label %619

616:                                              ; preds = %603
  %617 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %601, i32 1
  %618 = load i16, i16* %617, align 2, !tbaa !33
  br label %619

619:                                              ; preds = %616, %610
  %620 = phi i16 [ %618, %616 ], [ %592, %610 ]
  %621 = phi i16 [ %618, %616 ], [ %615, %610 ]
  %622 = icmp sgt i16 %621, -1
  %623 = zext i16 %621 to i32
  %624 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %623, i32 0
  %625 = select i1 %622, i16* %624, i16* @lru_tail
  store i16 %608, i16* %625, align 2, !tbaa !24
  store i16 -1, i16* %607, align 2, !tbaa !32
  %626 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %601, i32 1
  store i16 %620, i16* %626, align 2, !tbaa !33
  %627 = icmp sgt i16 %620, -1
  br i1 %627, label %630, label %628

628:                                              ; preds = %619
  %629 = zext i8 %600 to i16
  br label %634

630:                                              ; preds = %619
  %631 = zext i16 %620 to i32
  %632 = zext i8 %600 to i16
  %633 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %631, i32 0
  store i16 %632, i16* %633, align 2, !tbaa !32
  br label %634

634:                                              ; preds = %630, %628
  %635 = phi i16 [ %629, %628 ], [ %632, %630 ]
  %636 = load i16, i16* @lru_tail, align 2, !tbaa !24
  %637 = icmp slt i16 %636, 0
  br i1 %637, label %688, label %692

638:                                              ; preds = %586
  %639 = icmp slt i32 %591, 16
  br i1 %639, label %640, label %642

640:                                              ; preds = %638
  %641 = add nsw i32 %591, 1
  store i32 %641, i32* @used, align 4, !tbaa !27
  br label %667

642:                                              ; preds = %638
  %643 = sext i16 %587 to i32
  %644 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %643, i32 0
  %645 = load i16, i16* %644, align 2, !tbaa !32
  %646 = icmp sgt i16 %645, -1
  br i1 %646, label %647, label %653

647:                                              ; preds = %642
  %648 = zext i16 %645 to i32
  %649 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %643, i32 1
  %650 = load i16, i16* %649, align 2, !tbaa !33
  %651 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %648, i32 1
  store i16 %650, i16* %651, align 2, !tbaa !33
  %652 = load i16, i16* %649, align 2, !tbaa !33
  br label %656

653:                                              ; preds = %642
  %654 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %643, i32 1
  %655 = load i16, i16* %654, align 2, !tbaa !33
  br label %656

656:                                              ; preds = %653, %647
  %657 = phi i16 [ %655, %653 ], [ %592, %647 ]
  %658 = phi i16 [ %655, %653 ], [ %652, %647 ]
  %659 = icmp sgt i16 %658, -1
  %660 = zext i16 %658 to i32
  %661 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %660, i32 0
  %662 = select i1 %659, i16* %661, i16* @lru_tail
  store i16 %645, i16* %662, align 2, !tbaa !24
  %663 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %643, i32 2
  %664 = load i8, i8* %663, align 2, !tbaa !34
  %665 = zext i8 %664 to i32
  %666 = getelementptr inbounds [64 x i8], [64 x i8]* @where, i32 0, i32 %665
  store i8 -1, i8* %666, align 1, !tbaa !28
  br label %667

667:                                              ; preds = %656, %640
  %668 = phi i16 [ %592, %640 ], [ %657, %656 ]
  %669 = phi i32 [ %641, %640 ], [ %591, %656 ]
  %670 = phi i32 [ %591, %640 ], [ %643, %656 ]
  %671 = trunc i32 %598 to i8
  %672 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %670, i32 2
  store i8 %671, i8* %672, align 2, !tbaa !34
  %673 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %670, i32 3
  store i8 0, i8* %673, align 1, !tbaa !30
  %674 = trunc i32 %670 to i8
  store i8 %674, i8* %599, align 1, !tbaa !28
  %675 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %670, i32 0
  store i16 -1, i16* %675, align 2, !tbaa !32
  %676 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %670, i32 1
  store i16 %668, i16* %676, align 2, !tbaa !33
  %677 = icmp sgt i16 %668, -1
  br i1 %677, label %680, label %678

678:                                              ; preds = %667
  %679 = trunc i32 %670 to i16
  br label %684

680:                                              ; preds = %667
  %681 = zext i16 %668 to i32
  %682 = trunc i32 %670 to i16
  %683 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %681, i32 0
  store i16 %682, i16* %683, align 2, !tbaa !32
  br label %684

684:                                              ; preds = %680, %678
  %685 = phi i16 [ %679, %678 ], [ %682, %680 ]
  %686 = load i16, i16* @lru_tail, align 2, !tbaa !24
  %687 = icmp slt i16 %686, 0
  br i1 %687, label %688, label %692

688:                                              ; preds = %684, %634
  %689 = phi i32 [ %591, %634 ], [ %669, %684 ]
  %690 = phi i16 [ %635, %634 ], [ %685, %684 ]
  %691 = phi i32 [ 1, %634 ], [ 0, %684 ]
  store i16 %690, i16* @lru_tail, align 2, !tbaa !24
  br label %692

692:                                              ; preds = %634, %684, %688
  %693 = phi i16 [ %636, %634 ], [ %686, %684 ], [ %690, %688 ]
  %694 = phi i16 [ %635, %634 ], [ %685, %684 ], [ %690, %688 ]
  %695 = phi i32 [ %591, %634 ], [ %669, %684 ], [ %689, %688 ]
  %696 = phi i32 [ 1, %634 ], [ 0, %684 ], [ %691, %688 ]
  %697 = add nsw i32 %696, %589
  %698 = add nuw nsw i32 %588, 1
  %699 = icmp eq i32 %698, 900
  br i1 %699, label %581, label %586, !llvm.loop !35

700:                                              ; preds = %703, %581
  %701 = phi i32 [ %584, %581 ], [ %718, %703 ]
  %702 = and i32 %701, 2147483647
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %106)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %105)
  ret i32 %702

703:                                              ; preds = %581, %703
  %704 = phi i32 [ %718, %703 ], [ %584, %581 ]
  %705 = phi i16 [ %717, %703 ], [ %694, %581 ]
  %706 = zext i16 %705 to i32
  %707 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %706, i32 2
  %708 = load i8, i8* %707, align 2, !tbaa !34
  %709 = zext i8 %708 to i32
  %710 = xor i32 %704, %709
  %711 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %706, i32 3
  %712 = load i8, i8* %711, align 1, !tbaa !30
  %713 = zext i8 %712 to i32
  %714 = shl nuw nsw i32 %713, 8
  %715 = xor i32 %710, %714
  %716 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %706, i32 1
  %717 = load i16, i16* %716, align 2, !tbaa !24
  %718 = mul i32 %715, 16777619
  %719 = icmp sgt i16 %717, -1
  br i1 %719, label %703, label %700, !llvm.loop !36
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

declare dso_local void @abort() local_unnamed_addr #2

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #3 = { nobuiltin nounwind "no-builtins" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{!"Debian clang version 14.0.6"}
!7 = !{!8, !12, i64 4}
!8 = !{!"node", !9, i64 0, !12, i64 4}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{!"any pointer", !10, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!12, !12, i64 0}
!16 = !{!8, !9, i64 0}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !14}
!20 = distinct !{!20, !14}
!21 = distinct !{!21, !14}
!22 = distinct !{!22, !14}
!23 = distinct !{!23, !14}
!24 = !{!25, !25, i64 0}
!25 = !{!"short", !10, i64 0}
!26 = distinct !{!26, !14}
!27 = !{!9, !9, i64 0}
!28 = !{!10, !10, i64 0}
!29 = distinct !{!29, !14}
!30 = !{!31, !10, i64 5}
!31 = !{!"entry", !25, i64 0, !25, i64 2, !10, i64 4, !10, i64 5}
!32 = !{!31, !25, i64 0}
!33 = !{!31, !25, i64 2}
!34 = !{!31, !10, i64 4}
!35 = distinct !{!35, !14}
!36 = distinct !{!36, !14}
